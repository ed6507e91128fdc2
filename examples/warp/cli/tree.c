/* warp tree FILE|WAD [--entry N|NAME] [--dir DIR]: the chunk tree and RenderWare section
 * tree of one input, indented, with offsets, sizes, type names and decoded versions, and
 * the names of entries and resources when known. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/tree_level.h"
#include "extract/res_names.h"
#include "platform/names.h"
#include "platform/disc.h"
#include "platform/util.h"

static void tree_usage(FILE *f) {
    fprintf(f,
            "usage: warp tree FILE|GAME.iso [--entry N|NAME] [--dir DIR] [--names FILE] [--no-recover-names]\n"
            "                 [--jobs N]\n"
            "\n"
            "Show the structure of one input: a WAD entry or a file holding one (pack, resource,\n"
            "streamed-world part or world stream, manifest), or a plain RenderWare file\n"
            "(.txd, .dff, .bsp). Chunks that carry RenderWare streams (0x09, 0x0B, 0x15, 0x25,\n"
            "0x2A, 0x47) show their section tree under the chunk. Every line gives the offset\n"
            "(from the start of the input), the size and the type name; RenderWare sections\n"
            "also give the decoded library version and build.\n"
            "\n"
            "  --entry N|NAME  FILE is a WAD: show entry N (a number below the entry count) or\n"
            "                  the entry of that name (found by the game's name hash)\n"
            "  --dir DIR       the WAD's index (default: WARRIORS.DIR beside the WAD). With --dir\n"
            "                  and no --entry, or for a FILE named *.WAD with a DIR beside it,\n"
            "                  every entry is shown. A disc image (GAME.iso) is its WAD.\n"
            "  --names FILE    a text file of entry names, one a line (as for warp list); the\n"
            "                  entry lines show them, and resource lines the names whose CRC-32\n"
            "                  is the resource's hash. Without it, a whole WAD shows the entry\n"
            "                  and resource names recovered from the disc's own strings (warp\n"
            "                  names --help), one --entry its decimal name or the NAME it was given.\n"
            "  --no-recover-names  no names guessed from the disc's strings: only decimal names\n"
            "  --jobs N        threads of a whole WAD's name harvest, 1 to 64 (default: the number\n"
            "                  of cores)\n");
}

typedef struct tree_ctx {
    const char *file; /* for error reports */
    size_t base;      /* offset of the shown bytes in the file (WAD entries) */
    int errors;
    int hint;         /* the classifier's hint for the entry shown (a named sound bank) */
    const res_names *res; /* resource names by hash (NULL: none) */
} tree_ctx;


static void version_text(uint32_t version, uint32_t build, char *out, size_t cap) {
    snprintf(out, cap, "%x.%x.%x.%x build 0x%04x", (version >> 16) & 0xF, (version >> 12) & 0xF,
             (version >> 8) & 0xF, version & 0xFF, build);
}

typedef struct rw_print {
    size_t at;  /* offset of the walked span in the input */
    int indent;
} rw_print;

static int print_section(void *user, const warp_rw_section *s) {
    const rw_print *rp = (const rw_print *)user;
    char ver[64];
    version_text(s->version, s->build, ver, sizeof ver);
    print_indent(rp->indent + (int)s->depth);
    printf("0x%08zx  rw 0x%x %s  size %u  %s\n", rp->at + s->offset, s->type, warp_rw_type_name(s->type), s->size,
           ver);
    return 0;
}

/* Section tree of p[0, len) at input offset `at`; roots back to back, then padding. */
static void print_rw(tree_ctx *t, const uint8_t *p, size_t len, size_t at, int depth) {
    rw_print rp = {at, depth};
    size_t end = 0;
    int rc = warp_rw_foreach(p, len, NULL, print_section, &rp, &end);
    if (rc != WARP_OK) {
        print_indent(depth);
        printf("0x%08zx  error: %s\n", at, warp_strerror(rc));
        fflush(stdout);
        report(t->file, (long long)(t->base + at), "RenderWare stream: %s", warp_strerror(rc));
        t->errors++;
        return;
    }
    if (end < len) {
        print_indent(depth);
        printf("0x%08zx  padding  %zu bytes\n", at + end, len - end);
    }
}

/* ---- chunk container ---------------------------------------------------------------- */
typedef struct chunk_walk {
    tree_ctx *t;
    const uint8_t *p;
    size_t len;
    uint32_t next_res; /* next resource to print */
    size_t pos;        /* end of the last chunk printed */
    int depth;
} chunk_walk;

static void print_resource(chunk_walk *cw, size_t off, uint32_t index) {
    uint32_t hash = le32(cw->p + off + 12);
    const char *name = res_names_find(cw->t->res, hash);
    print_indent(cw->depth);
    printf("0x%08zx  resource %u  hash 0x%08x  chunks %u  dataSize %u%s%s\n", off, index, hash, le32(cw->p + off),
           le32(cw->p + off + 4), name ? "  name " : "", name ? name : "");
}

static int carries_rw(uint32_t type) {
    return type == 0x09 || type == 0x0B || type == 0x15 || type == 0x25 || type == 0x2A || type == 0x47;
}

static void print_list(tree_ctx *t, const warp_chunk_info *c, int depth);

static int print_chunk(void *user, const warp_chunk_info *c) {
    chunk_walk *cw = (chunk_walk *)user;
    if (c->index == 0) {
        /* resources without chunks have no callback: print them from their headers */
        for (; cw->next_res < c->resource_index; cw->next_res++, cw->pos += 16) print_resource(cw, cw->pos, cw->next_res);
        print_resource(cw, c->offset - 16, c->resource_index);
        cw->next_res++;
    }
    print_indent(cw->depth + 1);
    printf("0x%08zx  chunk %u  type 0x%02x %s  hash 0x%08x  size %zu\n", c->offset, c->index, c->type, c->type_name,
           c->hash, c->size);
    if (carries_rw(c->type) && c->size > 0) print_rw(cw->t, c->data, c->size, c->offset + 16, cw->depth + 2);
    print_list(cw->t, c, cw->depth + 2); /* the global lists; nothing for other types */
    cw->pos = c->offset + 16 + c->size;
    return 0;
}

static void print_container(tree_ctx *t, const uint8_t *p, size_t len, int kind, int depth) {
    chunk_walk cw = {t, p, len, 0, 16, depth};
    uint32_t resources = 1;
    if (kind == WARP_KIND_PACK) {
        resources = le32(p);
        print_indent(depth);
        printf("0x%08x  pack  resources %u  size %u  marker 0x%08x\n", 0, resources, le32(p + 4), le32(p + 12));
        cw.depth = depth + 1;
    } else {
        cw.pos = 0;
    }
    int rc = warp_chunk_foreach(p, len, NULL, print_chunk, &cw);
    if (rc != WARP_OK) {
        report(t->file, (long long)t->base, "chunk container: %s", warp_strerror(rc));
        t->errors++;
        return;
    }
    for (; cw.next_res < resources; cw.next_res++, cw.pos += 16) print_resource(&cw, cw.pos, cw.next_res);
}

/* ---- streamed world ------------------------------------------------------------------ */
static size_t rw_section_end(const uint8_t *p, size_t len, size_t off) {
    warp_rw_section s;
    return warp_rw_header(p, len, off, &s) == WARP_OK ? off + 12 + s.size : len;
}

static void print_world_part(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    print_indent(depth);
    printf("0x%08x  part header  {%u, %u, %u, 0x%08x}\n", 0, le32(p), le32(p + 4), le32(p + 8), le32(p + 12));
    size_t pos = rw_section_end(p, len, 16);
    print_rw(t, p + 16, pos - 16, 16, depth);
    uint32_t n = le32(p + pos);
    print_indent(depth);
    printf("0x%08zx  atomics %u\n", pos, n);
    pos += 4;
    for (uint32_t i = 0; i < n; i++) {
        size_t end = rw_section_end(p, len, pos + 4);
        print_indent(depth + 1);
        printf("0x%08zx  sector %u\n", pos, le32(p + pos));
        print_rw(t, p + pos + 4, end - pos - 4, pos + 4, depth + 2);
        pos = end;
    }
}

static void print_world_stream(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    print_indent(depth);
    printf("0x%08x  parts %u\n", 0, le32(p));
    print_rw(t, p + 4, len - 4, 4, depth);
}

static void print_manifest(const uint8_t *p, int depth) {
    uint32_t n = le32(p + 8);
    print_indent(depth);
    printf("0x%08x  world  size %u  heap %u  parts %u\n", 0, le32(p), le32(p + 4), n);
    for (uint32_t i = 0; i < n; i++) {
        print_indent(depth + 1);
        printf("0x%08x  part %u  size %u  heap %u\n", 12 + 8 * i, i + 1, le32(p + 12 + 8 * i), le32(p + 16 + 8 * i));
    }
}

/* ---- the small kinds (FACTS-2.md 6-10): decoded structure, long lists cut at TREE_SHOW --- */
#define TREE_SHOW 8

static void tree_more(uint32_t shown, uint32_t total, int depth) {
    if (total <= shown) return;
    print_indent(depth);
    printf("... %u more\n", total - shown);
}

typedef struct list_tree { int depth; } list_tree;
static int print_list_record(void *user, const warp_list_record *r) {
    if (r->index >= TREE_SHOW) return 1;
    print_indent(((list_tree *)user)->depth);
    printf("record %u ", r->index);
    for (uint32_t k = 0; k < r->field_count; k++) {
        warp_list_field f;
        warp_list_field_get(r->type, k, &f);
        printf(f.kind == WARP_LIST_FIELD_HASH ? " %s %08x" : " %s %u", f.name, r->values[k]);
    }
    putchar('\n');
    return 0;
}

static void print_list(tree_ctx *t, const warp_chunk_info *c, int depth) {
    warp_list_layout l;
    uint32_t count;
    if (warp_list_layout_get(c->type, &l) != WARP_OK) return;
    int rc = warp_list_parse(c->type, c->data, c->size, NULL, &count, NULL);
    if (rc != WARP_OK) {
        report(t->file, (long long)(t->base + c->offset), "%s: %s", l.name, warp_strerror(rc));
        t->errors++;
        return;
    }
    print_indent(depth);
    printf("%s  records %u  of %u bytes\n", l.name, count, l.record_size);
    list_tree lt = {depth + 1};
    warp_list_foreach(c->type, c->data, c->size, NULL, print_list_record, &lt);
    tree_more(TREE_SHOW, count, depth + 1);
}

typedef struct lua_tree { int depth; } lua_tree;
static int print_lua_function(void *user, const warp_lua_function *f) {
    print_indent(((lua_tree *)user)->depth + (int)f->depth);
    printf("0x%08zx  function %u  line %d  params %d  stack %d  strings %u  numbers %u  locals %u  functions %u  "
           "instructions %u\n", f->offset, f->id, f->line_defined, f->num_params, f->max_stack, f->string_count,
           f->number_count, f->local_count, f->function_count, f->code_count);
    return 0;
}

static void print_lua(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    lua_tree lt = {depth};
    uint32_t n = 0;
    print_indent(depth);
    printf("0x%08x  Lua 4.0 header  (functions listed children first)\n", 0);
    int rc = warp_lua_foreach(p, len, NULL, print_lua_function, &lt, &n);
    if (rc != WARP_OK) {
        report(t->file, (long long)t->base, "lua: %s", warp_strerror(rc));
        t->errors++;
    }
}

static int print_icon_key(void *user, const warp_icon_key *k) {
    if (k->key) return 0;
    print_indent(*(int *)user);
    printf("frame %u  shape %u  keys %u\n", k->frame, k->shape, k->key_count);
    return 0;
}

static void print_icon(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    warp_icon_info in;
    int rc = warp_icon_parse(p, len, NULL, &in);
    if (rc != WARP_OK) {
        report(t->file, (long long)t->base, "icon: %s", warp_strerror(rc));
        t->errors++;
        return;
    }
    print_indent(depth);
    printf("0x%08x  header  shapes %u  texture type %u  word3 %u  vertices %u\n", 0, in.shape_count, in.texture_type,
           in.header_word3, in.vertex_count);
    print_indent(depth);
    printf("0x%08zx  vertices  stride %u\n", in.vertices_offset, in.vertex_stride);
    print_indent(depth);
    printf("0x%08zx  animation  word0 %u  frame length %u  speed %g  offset %u  frames %u  keys %u\n", in.anim_offset,
           in.anim_word0, in.frame_length, in.speed, in.play_offset, in.frame_count, in.key_count);
    int d = depth + 1;
    warp_icon_foreach_key(p, len, &in, print_icon_key, &d);
    print_indent(depth);
    printf("0x%08zx  texture  128 x 128 A1B5G5R5\n", in.texture_offset);
}

static int print_glyph(void *user, const warp_metrics_glyph *g) {
    uint32_t *n = user;
    if ((*n)++ >= TREE_SHOW) return 0;
    print_indent((int)n[1]);
    printf("line %u  code %u  %u,%u - %u,%u\n", g->line, g->code, g->x0, g->y0, g->x1, g->y1);
    return 0;
}

static void print_metrics(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    warp_metrics_info in;
    int rc = warp_metrics_parse(p, len, NULL, &in);
    if (rc != WARP_OK) {
        report(t->file, (long long)t->base, "METRICS1: %s", warp_strerror(rc));
        t->errors++;
        return;
    }
    print_indent(depth);
    printf("bitmaps \"%.*s\"  number %d  glyphs %u  skipped lines %u\n", (int)in.bitmaps_len, in.bitmaps, in.number,
           in.glyph_count, in.skipped_lines);
    uint32_t n[2] = {0, (uint32_t)depth + 1};
    warp_metrics_foreach(p, len, NULL, print_glyph, n);
    tree_more(TREE_SHOW, in.glyph_count, depth + 1);
}

static void print_bitmap(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    warp_bmp_info in;
    int rc = warp_bmp_parse(p, len, NULL, &in);
    print_indent(depth);
    if (rc != WARP_OK) {
        printf("Windows bitmap (not decoded: %s)\n", warp_strerror(rc));
        return;
    }
    (void)t;
    printf("Windows bitmap  %u x %u  %u bits  %s  pixels at 0x%x  row %u bytes\n", in.width, in.height, in.bits,
           in.top_down ? "top-down" : "bottom-up", in.pixel_offset, in.row_stride);
}

static int print_object(void *user, const warp_objs_object *o) {
    if (o->index >= TREE_SHOW) return 0;
    print_indent(*(int *)user);
    printf("line %u  %.*s%s  at %g, %g, %g  zone %d  flags %d  tint %08X  flag %.*s\n", o->line, (int)o->name_len, o->name,
           o->is_emitter ? " (emitter)" : "", o->pos[0], o->pos[1], o->pos[2], o->zone, o->flags, o->tint,
           (int)o->flag_name_len, o->flag_name);
    return 0;
}

static void print_objs(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    uint32_t count = 0;
    int d = depth + 1;
    print_indent(depth);
    printf("object placements\n");
    int rc = warp_objs_foreach(p, len, NULL, print_object, &d, &count);
    if (rc != WARP_OK) {
        report(t->file, (long long)t->base, "object list: %s", warp_strerror(rc));
        t->errors++;
        return;
    }
    tree_more(TREE_SHOW, count, depth + 1);
}

/* The tree of one input's bytes. */
static void print_tree(tree_ctx *t, const uint8_t *p, size_t len, int depth) {
    int kind;
    int damaged = warp_classify(p, len, depth <= 1 ? t->hint : WARP_KIND_UNKNOWN, &kind);
    warp_rw_section s;
    int plain_rw = kind == WARP_KIND_UNKNOWN && len >= 12 && warp_rw_header(p, len, 0, &s) == WARP_OK;
    print_indent(depth);
    printf("%s  %zu bytes%s", warp_kind_name(kind), len, plain_rw ? "  (a RenderWare stream, not a WAD entry kind)" : "");
    if (damaged) printf("  (a damaged container: %s)", warp_strerror(damaged));
    printf("\n");
    switch (kind) {
    case WARP_KIND_PACK: case WARP_KIND_TEXTURES: case WARP_KIND_SPRITE_SHEET: case WARP_KIND_MODEL:
    case WARP_KIND_SKINNED_MODEL: case WARP_KIND_ANIMATION: case WARP_KIND_CHARACTER: case WARP_KIND_LEVEL:
    case WARP_KIND_GLOBAL: case WARP_KIND_SCENE_LIST: case WARP_KIND_RESOURCE:
        print_container(t, p, len, kind, depth + 1);
        if (kind == WARP_KIND_LEVEL) tree_level(p, len, depth + 1);
        if (kind == WARP_KIND_SCENE_LIST) tree_scene_list(p, len, depth + 1);
        break;
    case WARP_KIND_SCENE:
        if (tree_scene(p, len, depth + 1) != 0) t->errors++;
        break;
    case WARP_KIND_WORLD_PART:
        print_world_part(t, p, len, depth + 1);
        break;
    case WARP_KIND_WORLD_STREAM:
        print_world_stream(t, p, len, depth + 1);
        break;
    case WARP_KIND_WORLD_MANIFEST:
        print_manifest(p, depth + 1);
        break;
    case WARP_KIND_RW_OLD: { /* entry 3,797: a count word first */
        size_t at = warp_rw_old_start(p, len);
        if (at) {
            print_indent(depth + 1);
            printf("0x00000000  count %u\n", (unsigned)(p[0] | p[1] << 8 | p[2] << 16 | (unsigned)p[3] << 24));
        }
        print_rw(t, p + at, len - at, at, depth + 1);
        break;
    }
    case WARP_KIND_UNKNOWN: {
        /* a plain RenderWare file (.txd, .dff, .bsp) is not a WAD entry kind */
        if (plain_rw) {
            print_rw(t, p, len, 0, depth + 1);
        } else {
            fflush(stdout);
            report(t->file, (long long)t->base, "not a chunk container, WAD entry or RenderWare stream");
            t->errors++;
        }
        break;
    }
    case WARP_KIND_LUA: print_lua(t, p, len, depth + 1); break;
    case WARP_KIND_ICON: print_icon(t, p, len, depth + 1); break;
    case WARP_KIND_FONT_METRICS: print_metrics(t, p, len, depth + 1); break;
    case WARP_KIND_BITMAP: print_bitmap(t, p, len, depth + 1); break;
    case WARP_KIND_OBJECT_LIST: print_objs(t, p, len, depth + 1); break;
    default: /* scenes, sound data: no chunk or section tree */
        break;
    }
}

/* ---- command ----------------------------------------------------------------------- */
static int is_number(const char *s, unsigned long *v) {
    if (!*s) return 0;
    for (const char *c = s; *c; c++)
        if (*c < '0' || *c > '9') return 0;
    errno = 0;
    *v = strtoul(s, NULL, 10);
    return errno == 0;
}

/* Entry names for the entry lines: the names file, else (whole WADs, unless no_recover) the
 * recovered ones, else the NAME of --entry; resource names into res (the names file's, else
 * the recovered ones). NULL after a report. */
static char **tree_names(const wad_files *f, const char *names_path, const char *entry, int whole, int no_recover,
                         unsigned jobs,
                         res_names *res) {
    uint32_t count = warp_wad_count(f->w);
    char **names = calloc((size_t)count + 1, sizeof *names), **found = NULL;
    if (!names) {
        report(f->dir_path, -1, "out of memory");
        return NULL;
    }
    uint32_t idx;
    names_stats st;
    names_opts no = {.progress = isatty(2), .jobs = jobs, .drop_pages = f->wad.mapped, .resources = &found};
    if (names_path && (load_names_file(names_path, f->w, names) != 0 || res_names_load(names_path, res) != 0)) {
        report(names_path, -1, "%s", strerror(errno));
    } else if (!names_path && whole && !no_recover &&
               recover_names(f->dir.data, f->dir.len, f->w, &no, names, NULL, &st) != 0) {
        /* reported */
    } else if (found && res_names_adopt(res, found) != 0) {
        report(f->dir_path, -1, "out of memory");
    } else {
        if (!names_path && !whole && warp_wad_find(f->w, entry, &idx) == WARP_OK) names[idx] = strdup(entry);
        return names;
    }
    free(names);
    return NULL;
}

/* A sound bank has no signature: it is the .msb whose .msd (same stem) is an index. */
static int bank_hint(const warp_wad *w, const char *name) {
    size_t n = name ? strlen(name) : 0;
    if (n < 5 || strcasecmp(name + n - 4, ".msb")) return WARP_KIND_UNKNOWN;
    char msd[4096];
    snprintf(msd, sizeof msd, "%.*s.msd", (int)(n - 4), name);
    uint32_t idx;
    const uint8_t *d;
    size_t len;
    if (warp_wad_find(w, msd, &idx) != WARP_OK || warp_wad_data(w, idx, &d, &len) != WARP_OK) return WARP_KIND_UNKNOWN;
    int kind;
    warp_classify(d, len, WARP_KIND_UNKNOWN, &kind);
    return kind == WARP_KIND_SOUND_INDEX ? WARP_KIND_SOUND_BANK : WARP_KIND_UNKNOWN;
}

static void free_names(char **names, uint32_t count) {
    for (uint32_t i = 0; names && i < count; i++) free(names[i]);
    free(names);
}

static int tree_wad(const char *wad_path, const char *dir_path, const char *entry, const char *names_path,
                    int no_recover, unsigned jobs) {
    wad_files f;
    res_names res = {NULL, 0};
    if (open_wad(wad_path, dir_path, &f) != 0) return 1;
    warp_wad *w = f.w;
    int status = 1, rc;
    uint32_t first = 0, last = warp_wad_count(w);
    if (entry) {
        unsigned long v;
        uint32_t idx;
        if (is_number(entry, &v) && v < warp_wad_count(w)) {
            idx = (uint32_t)v;
        } else if (warp_wad_find(w, entry, &idx) != WARP_OK) {
            report(wad_path, -1, "no entry '%s' (hash 0x%08x) in %s", entry, warp_name_hash(entry), dir_path);
            goto done;
        }
        first = idx;
        last = idx + 1;
    }
    char **names = tree_names(&f, names_path, entry, !entry, no_recover, jobs, &res);
    if (!names) goto done;
    tree_ctx t = {wad_path, 0, 0, 0, &res};
    const uint8_t *held = NULL, *end = NULL; /* the pages behind the walk are dropped (util.h) */
    for (uint32_t i = first; i < last; i++) {
        warp_entry e;
        const uint8_t *d;
        size_t n;
        if ((rc = warp_wad_get(w, i, &e)) != WARP_OK || (rc = warp_wad_data(w, i, &d, &n)) != WARP_OK) {
            report(dir_path, 16 + 12 * (long long)i, "entry %u: %s", i, warp_strerror(rc));
            t.errors++;
            break;
        }
        if (f.wad.mapped) map_drop_behind(&held, d, 0), end = d + n;
        char num[16];
        const char *name = names[i];
        if (!name && warp_recover_name(d, n, e.hash, num, sizeof num, NULL) == WARP_OK) name = num;
        printf("entry %u  offset %llu  size %u  hash 0x%08x%s%s\n", i, (unsigned long long)e.offset, e.size, e.hash,
               name ? "  name " : "", name ? name : "");
        t.base = (size_t)e.offset;
        t.hint = bank_hint(w, name);
        print_tree(&t, d, n, 1);
    }
    if (end) map_drop_behind(&held, end, 1);
    free_names(names, warp_wad_count(w));
    status = t.errors ? 1 : 0;
done:
    res_names_free(&res);
    close_wad(&f);
    return status;
}

int cmd_tree(int argc, char **argv) {
    const char *path = NULL, *entry = NULL, *dir_arg = NULL, *names_path = NULL;
    int no_recover = 0;
    unsigned jobs = 0; /* 0: one a core */
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            tree_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--entry") && i + 1 < argc) {
            entry = argv[++i];
        } else if (!strcmp(argv[i], "--dir") && i + 1 < argc) {
            dir_arg = argv[++i];
        } else if (!strcmp(argv[i], "--names") && i + 1 < argc) {
            names_path = argv[++i];
        } else if (!strcmp(argv[i], "--no-recover-names")) {
            no_recover = 1;
        } else if (!strcmp(argv[i], "--jobs") && i + 1 < argc && atoi(argv[i + 1]) >= 1 && atoi(argv[i + 1]) <= 64) {
            jobs = (unsigned)atoi(argv[++i]);
        } else if (argv[i][0] == '-' || path) {
            fprintf(stderr, "warp tree: unexpected argument '%s'\n", argv[i]);
            tree_usage(stderr);
            return 2;
        } else {
            path = argv[i];
        }
    }
    if (!path) {
        tree_usage(stderr);
        return 2;
    }
    char dir_buf[4096], disc_buf[4096];
    path = disc_wad_path(path, disc_buf, sizeof disc_buf); /* GAME.iso: its WARRIORS.WAD */
    size_t plen = strlen(path);
    int wad_named = plen >= 4 && !strcasecmp(path + plen - 4, ".wad");
    if (dir_arg) return tree_wad(path, dir_arg, entry, names_path, no_recover, jobs);
    if (entry || wad_named) {
        if (find_dir_beside(path, dir_buf, sizeof dir_buf) == 0)
            return tree_wad(path, dir_buf, entry, names_path, no_recover, jobs);
        if (entry) {
            report(path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
            return 1;
        }
    }
    file_map m;
    if (map_file(path, &m) != 0) {
        report(path, -1, "%s", strerror(errno));
        return 1;
    }
    tree_ctx t = {path, 0, 0, 0, NULL};
    print_tree(&t, m.data, m.len, 0);
    unmap_file(&m);
    return t.errors ? 1 : 0;
}
