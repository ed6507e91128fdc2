/* warp extract INPUT -o OUTDIR [--mips] [--quiet]: textures to PNG plus a manifest.
 * extract_buffer() finds every texture dictionary in one buffer (raw .txd, WAD entry,
 * chunk container, world part or world stream); each kind of output has its own
 * function (extract_texture for PNGs), so models and whole WADs can be added beside. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "export.h"
#include "extract_audio.h"
#include "extract_wad.h"
#include "png.h"
#include "util.h"

/* Output stems already used (case-insensitively, so extraction works on any file system). */
typedef struct name_set {
    char **items;
    size_t count, cap;
} name_set;

typedef struct extract_ctx {
    const char *outdir;
    int mips, quiet, png_level;
    FILE *manifest;
    int manifest_items;
    name_set names;
    const char *source; /* input label for the manifest */
    const uint8_t *base; /* start of the input, for offsets */
    size_t dict_offset;
    unsigned textures, failures, dictionaries;
    /* models and worlds (.glb): --txd dictionaries, the chunks of a container */
    const uint8_t **txd;
    size_t *txd_len, txd_count;
    warp_chunk_info *chunks;
    size_t chunk_count, chunk_cap;
    unsigned models, skipped_meshes;
    int textures_only; /* the whole-WAD mode exports models itself */
} extract_ctx;

static uint32_t stem_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint32_t)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s)) * 16777619u;
    return h;
}

/* Insert; 0 when new, 1 when already present, -1 out of memory. */
static int name_set_add(name_set *set, const char *s) {
    if (set->count * 2 >= set->cap) {
        size_t cap = set->cap ? set->cap * 2 : 256;
        char **items = calloc(cap, sizeof *items);
        if (!items) return -1;
        for (size_t i = 0; i < set->cap; i++) {
            if (!set->items[i]) continue;
            size_t j = stem_hash(set->items[i]) & (cap - 1);
            while (items[j]) j = (j + 1) & (cap - 1);
            items[j] = set->items[i];
        }
        free(set->items);
        set->items = items;
        set->cap = cap;
    }
    size_t j = stem_hash(s) & (set->cap - 1);
    for (; set->items[j]; j = (j + 1) & (set->cap - 1))
        if (!strcasecmp(set->items[j], s)) return 1;
    if (!(set->items[j] = strdup(s))) return -1;
    set->count++;
    return 0;
}

static void name_set_free(name_set *set) {
    for (size_t i = 0; i < set->cap; i++) free(set->items[i]);
    free(set->items);
    memset(set, 0, sizeof *set);
}

/* A stem no earlier output used: the sanitised name, else name~1, name~2, ... */
static int unique_stem(extract_ctx *c, const char *name, char *out, size_t cap) {
    char base[200];
    sanitize_name(name, base, sizeof base);
    for (unsigned n = 0;; n++) {
        if (n == 0)
            snprintf(out, cap, "%s", base);
        else
            snprintf(out, cap, "%s~%u", base, n);
        int rc = name_set_add(&c->names, out);
        if (rc <= 0) return rc;
    }
}

static const char *psm_name(uint32_t psm) {
    switch (psm) {
    case WARP_PSM_CT32: return "PSMCT32";
    case WARP_PSM_CT24: return "PSMCT24";
    case WARP_PSM_CT16: return "PSMCT16";
    case WARP_PSM_CT16S: return "PSMCT16S";
    case WARP_PSM_T8: return "PSMT8";
    case WARP_PSM_T4: return "PSMT4";
    default: return "unknown";
    }
}

static void manifest_sep(extract_ctx *c) { fputs(c->manifest_items++ ? ",\n    " : "\n    ", c->manifest); }

static void manifest_error(extract_ctx *c, size_t offset, int index, const char *why) {
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"error\", \"source\": ");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"index\": %d, \"error\": ", offset, index);
    json_string(c->manifest, why);
    fputc('}', c->manifest);
}

/* Decode one level and write it as OUTDIR/<stem><suffix>.png. */
static int write_level_png(extract_ctx *c, const warp_texture *t, uint32_t level, const char *stem,
                           const char *suffix) {
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    uint32_t w = in.level_width[level], h = in.level_height[level];
    uint8_t *rgba = malloc((size_t)w * h * 4u);
    if (!rgba) return WARP_E_LIMIT;
    int rc = warp_texture_decode_rgba(t, level, rgba, (size_t)w * h * 4u, 0);
    if (!rc) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s%s.png", c->outdir, stem, suffix);
        if (png_write_file(path, rgba, w, h, 0, c->png_level) != 0) {
            report(path, -1, "cannot write: %s", strerror(errno));
            rc = WARP_E_IO;
        }
    }
    free(rgba);
    return rc;
}

/* Textures: level 0 (and with --mips every level) to PNG, and a manifest item. */
static int extract_texture(void *user, const warp_texture *t) {
    extract_ctx *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    char stem[256];
    if (unique_stem(c, in.name, stem, sizeof stem) != 0) return 1;
    int rc = write_level_png(c, t, 0, stem, "");
    char suffix[32];
    for (uint32_t l = 1; c->mips && l < in.levels && !rc; l++) {
        char mip_stem[300];
        snprintf(suffix, sizeof suffix, ".mip%u", l);
        snprintf(mip_stem, sizeof mip_stem, "%s%s", stem, suffix);
        name_set_add(&c->names, mip_stem); /* a later texture named like this mip gets a suffix */
        rc = write_level_png(c, t, l, stem, suffix);
    }
    if (rc) {
        c->failures++;
        manifest_error(c, c->dict_offset, (int)in.index, warp_strerror(rc));
        return rc == WARP_E_IO ? 1 : 0;
    }
    c->textures++;
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"texture\", \"source\": ");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"dictionary_offset\": %zu, \"index\": %u, \"name\": ", c->dict_offset, in.index);
    json_string(c->manifest, in.name);
    fputs(", \"mask\": ", c->manifest);
    json_string(c->manifest, in.mask);
    fprintf(c->manifest,
            ", \"width\": %u, \"height\": %u, \"depth\": %u, \"format\": \"%s\", \"palette\": %s%s%s"
            ", \"raster_format\": \"0x%04X\", \"levels\": %u, \"file\": ",
            in.width, in.height, in.depth, psm_name(in.psm), in.palette_colors ? "\"" : "",
            in.palette_colors ? psm_name(in.palette_psm) : "null", in.palette_colors ? "\"" : "", in.raster_format,
            in.levels);
    char file[300];
    snprintf(file, sizeof file, "%s.png", stem);
    json_string(c->manifest, file);
    if (c->mips && in.levels > 1) {
        fputs(", \"mips\": [", c->manifest);
        for (uint32_t l = 1; l < in.levels; l++) {
            snprintf(file, sizeof file, "%s.mip%u.png", stem, l);
            if (l > 1) fputs(", ", c->manifest);
            json_string(c->manifest, file);
        }
        fputc(']', c->manifest);
    }
    fputc('}', c->manifest);
    return 0;
}

static int is_section(const uint8_t *p, size_t len, size_t off, uint32_t type) {
    warp_rw_section s;
    return warp_rw_header(p, len, off, &s) == WARP_OK && s.type == type;
}

static void extract_dictionary(extract_ctx *c, const uint8_t *p, size_t len) {
    c->dict_offset = (size_t)(p - c->base);
    c->dictionaries++;
    int rc = warp_txd_foreach(p, len, NULL, extract_texture, c);
    if (rc < 0) {
        c->failures++;
        report(c->source, (long long)c->dict_offset, "texture dictionary: %s", warp_strerror(rc));
        manifest_error(c, c->dict_offset, -1, warp_strerror(rc));
    }
}

static int chunk_cb(void *user, const warp_chunk_info *chunk) {
    extract_ctx *c = user;
    if (c->chunk_count == c->chunk_cap) { /* kept for the model pass (extract_models) */
        size_t cap = c->chunk_cap ? c->chunk_cap * 2 : 64;
        warp_chunk_info *n = realloc(c->chunks, cap * sizeof *n);
        if (!n) return 1;
        c->chunks = n;
        c->chunk_cap = cap;
    }
    c->chunks[c->chunk_count++] = *chunk;
    if (chunk->type == 0x2A && is_section(chunk->data, chunk->size, 0, WARP_RW_TEXTURE_DICTIONARY))
        extract_dictionary(c, chunk->data, chunk->size);
    return 0;
}

/* ---- models and worlds: one .glb each (export.c, export_world.c) ---------------- */
enum { MODEL_CLUMP, MODEL_WORLD, MODEL_PART };
static const char *const model_kind[] = {"model", "world", "world_part"};

/* The input's file name without folder and extension (names the .glb files). */
static void input_stem(const char *source, char *out, size_t cap) {
    const char *b = strrchr(source, '/'), *dot;
    b = b ? b + 1 : source;
    dot = strrchr(b, '.');
    snprintf(out, cap, "%.*s", (int)(dot && dot != b ? (size_t)(dot - b) : strlen(b)), b);
}

/* Export one clump, world or world part as OUTDIR/<name>.glb with a manifest item.
 * dict (may be NULL) comes first in the texture search, then the --txd files. */
static void extract_model(extract_ctx *c, int kind, const uint8_t *p, size_t len, const uint8_t *dict,
                          size_t dict_len, int fallback, const char *name) {
    if (c->textures_only) return;
    char stem[256], file[300], path[4096], err[256];
    if (unique_stem(c, name, stem, sizeof stem) != 0) return;
    snprintf(file, sizeof file, "%s.glb", stem);
    snprintf(path, sizeof path, "%s/%s", c->outdir, file);
    const uint8_t *txd[65];
    size_t txd_len[65], n = 0;
    if (dict) txd[n] = dict, txd_len[n++] = dict_len;
    for (size_t i = 0; i < c->txd_count && n < 65; i++) txd[n] = c->txd[i], txd_len[n++] = c->txd_len[i];
    export_textures tex = {txd, txd_len, n, fallback};
    export_stats st;
    size_t off = (size_t)(p - c->base);
    int rc = kind == MODEL_CLUMP   ? export_clump_glb(p, len, &tex, path, &st, err, sizeof err)
             : kind == MODEL_WORLD ? export_world_glb(p, len, &tex, path, &st, err, sizeof err)
                                   : export_streamed_world_glb(NULL, 0, &p, &len, 1, path, &st, err, sizeof err);
    c->skipped_meshes += st.skipped_meshes;
    if (rc && !st.meshes && st.skipped_meshes) { /* all in layouts not decoded: said on stderr */
        manifest_sep(c);
        fprintf(c->manifest, "{\"kind\": \"skipped\", \"source\": ");
        json_string(c->manifest, c->source);
        fprintf(c->manifest, ", \"offset\": %zu, \"skipped_meshes\": %u}", off, st.skipped_meshes);
        return;
    }
    if (rc) {
        c->failures++;
        report(c->source, (long long)off, "%s: %s", model_kind[kind], err);
        manifest_error(c, off, -1, err);
        return;
    }
    c->models++;
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"%s\", \"source\": ", model_kind[kind]);
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"file\": ", off);
    json_string(c->manifest, file);
    fprintf(c->manifest,
            ", \"nodes\": %u, \"meshes\": %u, \"primitives\": %u, \"vertices\": %u, \"triangles\": %u"
            ", \"textures\": %u, \"skins\": %u, \"skipped_meshes\": %u, \"winding_flips\": %u}",
            st.nodes, st.meshes, st.primitives, st.vertices, st.triangles, st.textures, st.skins,
            st.skipped_meshes, st.winding_flips);
}

/* Root sections of a raw .dff (clumps, with UV-animation or texture dictionaries between);
 * calls extract_model per clump when stem is set. Returns the clump count. */
static unsigned dff_clumps(extract_ctx *c, const uint8_t *p, size_t len, const char *stem) {
    if (c->textures_only) return 0;
    unsigned n = 0, total = stem ? dff_clumps(c, p, len, NULL) : 0;
    warp_rw_section s, first;
    for (size_t off = 0; warp_rw_header(p, len, off, &s) == WARP_OK; off += 12 + (size_t)s.size) {
        if (off == 0) first = s;
        if (s.stamp != first.stamp || (s.type != WARP_RW_CLUMP && s.type != WARP_RW_UV_ANIM_DICTIONARY &&
                                       s.type != WARP_RW_TEXTURE_DICTIONARY))
            break; /* trailing archive padding (MANIFEST.md) */
        if (s.type != WARP_RW_CLUMP) continue;
        if (stem) {
            char name[256];
            if (total > 1) snprintf(name, sizeof name, "%s_%u", stem, n); else snprintf(name, sizeof name, "%s", stem);
            extract_model(c, MODEL_CLUMP, p + off, 12 + (size_t)s.size, NULL, 0, 0, name);
        }
        n++;
    }
    return n;
}

/* The clump (0x10) a model chunk holds, at its start or a little after (FACTS 2.5). */
static const uint8_t *chunk_clump(const warp_chunk_info *ch, size_t *len) {
    for (size_t off = 0; off < 256 && off + 12 <= ch->size; off += 4)
        if (is_section(ch->data, ch->size, off, WARP_RW_CLUMP)) {
            *len = ch->size - off;
            return ch->data + off;
        }
    return NULL;
}

/* Models (0x09, 0x25, 0x47 clumps) and worlds (0x15) of a container's chunks; each takes
 * its textures from the nearest 0x2A before it in its resource (a level's sky models and
 * glow world, FACTS 5), else the resource's first 0x2A (props, characters: FACTS 4.5). */
static void extract_chunk_models(extract_ctx *c, const char *stem) {
    if (c->textures_only) return;
    for (size_t i = 0; i < c->chunk_count; i++) {
        const warp_chunk_info *ch = &c->chunks[i];
        const uint8_t *data = ch->data;
        size_t len = ch->size;
        int kind = -1;
        if (ch->type == 0x09 || ch->type == 0x25 || ch->type == 0x47)
            kind = (data = chunk_clump(ch, &len)) ? MODEL_CLUMP : -1;
        else if (ch->type == 0x15 && is_section(data, len, 0, WARP_RW_WORLD))
            kind = MODEL_WORLD;
        if (kind < 0) continue;
        const warp_chunk_info *dict = NULL;
        for (size_t j = 0; j < c->chunk_count; j++) {
            const warp_chunk_info *d = &c->chunks[j];
            if (d->resource_index != ch->resource_index || d->type != 0x2A ||
                !is_section(d->data, d->size, 0, WARP_RW_TEXTURE_DICTIONARY))
                continue;
            if (j < i || !dict) dict = d;
            if (j > i) break;
        }
        char name[256];
        if (c->chunks[c->chunk_count - 1].resource_index > 0)
            snprintf(name, sizeof name, "%s_%u_%u", stem, ch->resource_index, ch->index);
        else
            snprintf(name, sizeof name, "%s_%u", stem, ch->index);
        extract_model(c, kind, data, len, dict ? dict->data : NULL, dict ? dict->size : 0, 1, name);
    }
}

/* Every texture dictionary, model and world of one buffer, wherever the known layouts
 * put them. Returns 0 when at least one was found. */
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source);
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source) {
    c->source = source;
    c->base = p;
    unsigned before = c->dictionaries + c->models + c->failures + c->skipped_meshes;
    char stem[256];
    input_stem(source, stem, sizeof stem);
    if (is_section(p, len, 0, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p, len); /* a raw .txd */
    } else if (len >= 16 && !memcmp(p, "\1\0\0\0\0\0\0\0\0\0\0\0", 12) &&
               is_section(p, len, 16, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 16, len - 16); /* world part: {1, 0, 0, hash} + 0x16 (FACTS 3.4) */
        extract_model(c, MODEL_PART, p, len, NULL, 0, 0, stem); /* its atomics, each at the origin */
    } else if (is_section(p, len, 4, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 4, len - 4); /* world stream: u32 count + 0x16 */
        if (!c->textures_only)
            report(source, -1, "world stream: its world holds sector boxes, no geometry; the .glb needs its "
                           "_ms<i>.sec parts (whole-WAD extraction): none written");
    } else if (is_section(p, len, 0, WARP_RW_TEXTURE_NATIVE)) {
        _Alignas(WARP_ALIGN) unsigned char mem[4096];
        warp_texture *t = (warp_texture *)mem;
        int rc = warp_texture_sizeof() <= sizeof mem
                     ? warp_texture_init(t, sizeof mem, WARP_ABI_VERSION, p, len, NULL)
                     : WARP_E_MEM_SMALL;
        c->dict_offset = 0;
        c->dictionaries++;
        if (rc == WARP_OK)
            extract_texture(c, t);
        else {
            c->failures++;
            report(source, 0, "texture native: %s", warp_strerror(rc));
            manifest_error(c, 0, 0, warp_strerror(rc));
        }
    } else if (warp_container_kind(p, len, NULL) != WARP_CONTAINER_NONE) {
        c->chunk_count = 0;
        int rc = warp_chunk_foreach(p, len, NULL, chunk_cb, c);
        if (rc < 0) report(source, -1, "chunk container: %s", warp_strerror(rc));
        extract_chunk_models(c, stem);
    } else if (dff_clumps(c, p, len, NULL)) {
        dff_clumps(c, p, len, stem); /* a raw .dff: one .glb per root clump */
    }
    return c->dictionaries + c->models + c->failures + c->skipped_meshes > before ? 0 : -1;
}

int extract_textures(const char *outdir, int mips, int png_level, FILE *manifest, int *items, const uint8_t *p,
                     size_t len, const char *source, unsigned *textures, unsigned *failures) {
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.outdir = outdir;
    c.mips = mips;
    c.png_level = png_level;
    c.textures_only = 1;
    c.manifest = manifest;
    c.manifest_items = *items;
    name_set_add(&c.names, "manifest");
    int found = extract_buffer(&c, p, len, source);
    name_set_free(&c.names);
    free(c.chunks);
    *items = c.manifest_items;
    *textures += c.textures;
    *failures += c.failures;
    return found;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: warp extract INPUT -o OUTDIR [--mips] [--txd FILE]... [--quiet]\n"
            "\n"
            "Decode every texture of the texture dictionaries in INPUT (a .txd, a WAD entry,\n"
            "a chunk container, a world part or world stream) to OUTDIR/<name>.png (RGBA8),\n"
            "every model (a .dff's clumps, a container's 0x09/0x25/0x47 chunks), world (0x15)\n"
            "and world part to OUTDIR/<name>.glb (glTF 2.0), and list them in\n"
            "OUTDIR/manifest.json.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  --txd FILE        a texture dictionary for the models' materials (repeatable)\n"
            "  -q, --quiet       no summary on stdout\n"
            "  -h, --help        this text\n"
            "\n"
            "A WAD (WARRIORS.DIR beside it, or --dir DIR) is extracted whole: see\n"
            "'warp extract WAD --help'.\n");
}

int cmd_extract(int argc, char **argv) {
    if (extract_input_is_snd(argc, argv)) return cmd_extract_snd(argc, argv);
    if (extract_input_is_wad(argc, argv)) return cmd_extract_wad(argc, argv);
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.png_level = 6;
    const char *input = NULL;
    file_map *txd_maps = calloc((size_t)argc, sizeof *txd_maps);
    c.txd = calloc((size_t)argc, sizeof *c.txd);
    c.txd_len = calloc((size_t)argc, sizeof *c.txd_len);
    int rc = 1;
    file_map m = {0};
    if (!txd_maps || !c.txd || !c.txd_len) goto done;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            rc = 0;
            goto done;
        } else if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc) {
            c.outdir = argv[++i];
        } else if (!strcmp(argv[i], "--mips")) {
            c.mips = 1;
        } else if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet")) {
            c.quiet = 1;
        } else if (!strcmp(argv[i], "--txd") && i + 1 < argc) {
            if (map_file(argv[++i], &txd_maps[c.txd_count]) != 0) {
                report(argv[i], -1, "cannot read: %s", strerror(errno));
                goto done;
            }
            c.txd[c.txd_count] = txd_maps[c.txd_count].data;
            c.txd_len[c.txd_count] = txd_maps[c.txd_count].len;
            c.txd_count++;
        } else if (argv[i][0] == '-' || input) {
            fprintf(stderr, "warp extract: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            rc = 2;
            goto done;
        } else {
            input = argv[i];
        }
    }
    if (!input || !c.outdir) {
        usage(stderr);
        rc = 2;
        goto done;
    }
    if (map_file(input, &m) != 0) {
        report(input, -1, "cannot read: %s", strerror(errno));
        goto done;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", c.outdir);
    if (make_dirs(c.outdir) != 0 || !(c.manifest = fopen(path, "w"))) {
        report(c.outdir, -1, "cannot create: %s", strerror(errno));
        unmap_file(&m);
        goto done;
    }
    name_set_add(&c.names, "manifest"); /* never shadow manifest.json */
    fputs("{\n  \"items\": [", c.manifest);
    int found = extract_buffer(&c, m.data, m.len, input);
    fputs(c.manifest_items ? "\n  ]\n}\n" : "]\n}\n", c.manifest);
    int io = fclose(c.manifest);
    unmap_file(&m);
    if (found != 0) report(input, -1, "no texture dictionary or model found");
    if (!c.quiet)
        printf("%s: %u texture%s from %u dictionar%s, %u model%s (%u meshes skipped), %u failed -> %s\n", input,
               c.textures, c.textures == 1 ? "" : "s", c.dictionaries, c.dictionaries == 1 ? "y" : "ies", c.models,
               c.models == 1 ? "" : "s", c.skipped_meshes, c.failures, c.outdir);
    rc = found != 0 || c.failures || io ? 1 : 0;
done:
    name_set_free(&c.names);
    for (size_t i = 0; txd_maps && i < c.txd_count; i++) unmap_file(&txd_maps[i]);
    free(txd_maps);
    free(c.txd);
    free(c.txd_len);
    free(c.chunks);
    return rc;
}
