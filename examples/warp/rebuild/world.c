/* warp rebuild WARRIORS.WAD: edited streamed worlds (world.h). The world's .glb as the
 * extract wrote it is made again in memory from the entries (export_streamed_world_doc)
 * and compared mesh by mesh with the edited file; each mesh that differs is encoded again
 * into its part atomic's geometry in the atomic's own packed layout (FACTS.md 3.4-3.6:
 * struct, mesh plugin 0x50E, native data 0x510, and the 0x3F0 scales when the values
 * outgrow them), and the boxes of its sector, the planes above it and the world are
 * recomputed in the world stream. An atomic stays in its part and its sector. A part no named
 * stream takes (a lone part) is put back the same way, in its own coordinates. */
#include "rebuild/world.h"

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf.h"
#include "formats/gltf_model.h"
#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/model.h"
#include "rebuild/model_encode.h"
#include "rebuild/model_parts.h"
#include "rebuild/wad_plan.h"
#include "rebuild/world_tree.h"

#define MAX_STREAM_PARTS 65536

typedef struct atom {
    uint32_t part, index, k; /* part number (from 1), place in the part, streamed-sector index */
    size_t atomic, geo;      /* the atomic's and its geometry's headers in the part */
    warp_atomic_info ai;
    int edited;
    float max[3], min[3];    /* its new geometry's box (world space), when edited */
} atom;

typedef struct stream_ctx {
    wad_plan *pl;
    const char *path; /* the edited file */
    uint32_t entry;   /* the world stream's */
    uint8_t *wld;
    size_t wld_len;
    warp_world_stream_info si;
    warp_world *w;
    warp_world_info wi;
    warp_world_sector_info *table;
    size_t table_count;
    uint32_t nparts;
    uint32_t *pentry; /* part j + 1's entry, or UINT32_MAX */
    uint8_t **part;
    size_t *plen;
    atom *atoms;
    size_t natoms, cap;
    uint32_t cur_part;
    gltfr_doc old, neu;
    warp_geometry *g;
    world_dict *dicts; /* the world stream's, then each part's */
    size_t ndicts;
    unsigned swapped, unchanged;
} stream_ctx;

/* ---- the entries ------------------------------------------------------------------------ */

static int atom_cb(void *user, const warp_world_part_atomic *a) {
    stream_ctx *x = user;
    if (!a->atomic.embedded) return 0; /* the export skips it too */
    if (x->natoms == x->cap) {
        size_t cap = x->cap ? 2 * x->cap : 64;
        atom *n = realloc(x->atoms, cap * sizeof *n);
        if (!n) return 1;
        x->atoms = n, x->cap = cap;
    }
    const uint8_t *base = x->part[x->cur_part - 1];
    atom *t = &x->atoms[x->natoms++];
    memset(t, 0, sizeof *t);
    t->part = x->cur_part, t->index = a->index, t->k = a->k, t->ai = a->atomic;
    t->atomic = (size_t)(a->section - base), t->geo = (size_t)(a->atomic.embedded - base);
    return 0;
}

/* The dictionaries the world's materials may name (FACTS.md 4.5): the world stream's, then
 * each part's (used only with its own part's atomics: the game loads parts one by one). */
static int load_dicts(stream_ctx *x, const char *world) {
    x->dicts = calloc(x->nparts + 2, sizeof *x->dicts);
    if (!x->dicts) return -1;
    x->dicts[0] = (world_dict){x->si.dictionary, x->si.dictionary_len, "", 0};
    snprintf(x->dicts[0].label, sizeof x->dicts[0].label, "%s_sec.wld", world);
    x->ndicts = 1;
    for (uint32_t j = 0; j < x->nparts; j++) {
        warp_world_part_info pi;
        if (!x->part[j] || warp_world_part_parse(x->part[j], x->plen[j], &pi)) continue;
        world_dict *d = &x->dicts[x->ndicts++];
        *d = (world_dict){pi.dictionary, pi.dictionary_len, "", j + 1};
        snprintf(d->label, sizeof d->label, "%s_ms%u.sec", world, j + 1);
    }
    return 0;
}

/* The stream, its world and sector table, and every part the DIR names. */
static int load_stream(stream_ctx *x, const char *world) {
    char name[400];
    if (media_read_entry(x->pl, x->entry, &x->wld)) return -1;
    x->wld_len = x->pl->entries[x->entry].size;
    x->w = handle_alloc(warp_world_sizeof());
    int rc = x->w ? warp_world_stream_parse(x->wld, x->wld_len, &x->si) : WARP_E_LIMIT;
    if (!rc) rc = warp_world_init(x->w, warp_world_sizeof(), WARP_ABI_VERSION, x->si.world, x->si.world_len, NULL);
    if (!rc) rc = warp_world_get_info(x->w, &x->wi);
    if (!rc && (x->table_count = x->wi.max_index) <= MAX_STREAM_PARTS * 16u) {
        x->table = calloc(x->table_count + 1, sizeof *x->table);
        rc = x->table ? warp_world_sector_table(x->w, x->table, x->table_count, NULL) : WARP_E_LIMIT;
    } else if (!rc) {
        rc = WARP_E_LIMIT;
    }
    if (rc) {
        report(x->path, -1, "its world stream (entry %u) cannot be read: %s", x->entry, warp_strerror(rc));
        return -1;
    }
    x->nparts = x->si.part_count < MAX_STREAM_PARTS ? x->si.part_count : MAX_STREAM_PARTS;
    x->pentry = calloc(x->nparts + 1, sizeof *x->pentry), x->part = calloc(x->nparts + 1, sizeof *x->part);
    x->plen = calloc(x->nparts + 1, sizeof *x->plen);
    if (!x->pentry || !x->part || !x->plen) return -1;
    for (uint32_t j = 0; j < x->nparts; j++) {
        snprintf(name, sizeof name, "%s_ms%u.sec", world, j + 1);
        x->pentry[j] = UINT32_MAX;
        if (warp_wad_find(x->pl->w, name, &x->pentry[j]) != WARP_OK) continue;
        if (media_read_entry(x->pl, x->pentry[j], &x->part[j])) return -1;
        x->plen[j] = x->pl->entries[x->pentry[j]].size;
        x->cur_part = j + 1;
        if (warp_world_part_foreach(x->part[j], x->plen[j], NULL, atom_cb, x) == WARP_STOPPED) return -1;
    }
    return load_dicts(x, world);
}

/* A world part no named world stream takes (entry.c: export_lone_part): the part alone, its
 * atomics in its own coordinates (no sector table: every origin zero), its dictionary the
 * only one its materials may name. */
static int load_lone(stream_ctx *x) {
    x->nparts = 1;
    x->pentry = calloc(2, sizeof *x->pentry), x->part = calloc(2, sizeof *x->part);
    x->plen = calloc(2, sizeof *x->plen), x->dicts = calloc(2, sizeof *x->dicts);
    if (!x->pentry || !x->part || !x->plen || !x->dicts || media_read_entry(x->pl, x->entry, &x->part[0])) return -1;
    x->pentry[0] = x->entry, x->plen[0] = x->pl->entries[x->entry].size, x->cur_part = 1;
    warp_world_part_info pi;
    int rc = warp_world_part_parse(x->part[0], x->plen[0], &pi);
    if (rc || warp_world_part_foreach(x->part[0], x->plen[0], NULL, atom_cb, x) == WARP_STOPPED) {
        report(x->path, -1, "its world part (entry %u) cannot be read: %s", x->entry, rc ? warp_strerror(rc) :
               "out of memory");
        return -1;
    }
    x->dicts[0] = (world_dict){pi.dictionary, pi.dictionary_len, "", 1};
    snprintf(x->dicts[0].label, sizeof x->dicts[0].label, "entry %u", x->entry);
    x->ndicts = 1;
    return 0;
}

/* The .glb the extract wrote, made again and read back as the edited file is read. */
static int original_doc(stream_ctx *x) {
    gltf_doc *doc = NULL;
    export_stats st;
    memset(&st, 0, sizeof st);
    char err[512] = "";
    uint8_t *glb = NULL;
    size_t n = 0;
    int rc = export_streamed_world_doc(x->wld, x->wld_len, (const uint8_t *const *)x->part, x->plen, x->nparts,
                                       x->path, &doc, &st, err, sizeof err);
    if (!rc) rc = gltf_encode_glb(doc, &glb, &n) ? -1 : 0;
    if (!rc) rc = gltf_read_memory(glb, n, NULL, &x->old, err, sizeof err);
    if (doc) gltf_free(doc);
    free(glb);
    if (rc) report(x->path, -1, "the world as extracted cannot be made again: %s", err[0] ? err : "out of memory");
    return rc;
}

/* ---- one atomic ------------------------------------------------------------------------- */

/* The child of type `type` of the section at `at` in p: its header's offset, or 0. */
static size_t section_child(const uint8_t *p, size_t len, size_t at, uint32_t type) {
    warp_rw_section s, c;
    if (warp_rw_header(p, len, at, &s)) return 0;
    size_t end = at + 12 + (size_t)s.size;
    for (size_t off = at + 12; off + 12 <= end && !warp_rw_header(p, end, off, &c); off = c.offset + 12 + c.size)
        if (c.type == type) return off;
    return 0;
}

static int push_splice(wad_change *c, size_t off, size_t old_len, const uint8_t *bytes, size_t len,
                       const warp_patch_level *lv, size_t nlv) {
    wad_splice *n = realloc(c->splices, (c->nsplice + 1) * sizeof *n);
    uint8_t *copy = malloc(len + 1);
    if (n) c->splices = n;
    if (!n || !copy) {
        free(copy);
        return -1;
    }
    memcpy(copy, bytes, len);
    wad_splice *s = &c->splices[c->nsplice++];
    memset(s, 0, sizeof *s);
    s->p = (rebuild_patch){off, old_len, 0, copy, len};
    if (nlv) memcpy(s->lv, lv, nlv * sizeof *lv);
    s->nlv = nlv;
    return 0;
}

/* The new geometry's struct body, mesh plugin and native data over the atomic's (its format
 * word and morph count kept), and its scales when they grew. */
static int splice_atomic(stream_ctx *x, const atom *a, const model_out *o) {
    const uint8_t *e = x->part[a->part - 1], *n = o->geometry;
    size_t len = x->plen[a->part - 1];
    wad_change *c = &x->pl->changes[x->pentry[a->part - 1]];
    size_t st = section_child(e, len, a->geo, WARP_RW_STRUCT), ext = section_child(e, len, a->geo, WARP_RW_EXTENSION);
    size_t nst = section_child(n, o->len, 0, WARP_RW_STRUCT), next = section_child(n, o->len, 0, WARP_RW_EXTENSION);
    warp_rw_section os, ns;
    if (!st || !ext || !nst || !next || warp_rw_header(e, len, st, &os) || warp_rw_header(n, o->len, nst, &ns) ||
        os.size < 32 || ns.size < 32)
        return -1;
    uint8_t body[32];
    memcpy(body, os.data, 32);
    memcpy(body + 4, ns.data + 4, 8), memcpy(body + 16, ns.data + 16, 16);
    const warp_patch_level lv[3] = {{ext, WARP_PATCH_RW_SECTION, 0}, {a->geo, WARP_PATCH_RW_SECTION, 0},
                                    {a->atomic, WARP_PATCH_RW_SECTION, 0}};
    if (push_splice(c, st + 12, 32, body, 32, NULL, 0)) return -1;
    static const uint32_t kinds[2] = {WARP_RW_BIN_MESH, WARP_RW_NATIVE_DATA};
    for (int k = 0; k < 2; k++) {
        size_t p = section_child(e, len, ext, kinds[k]), q = section_child(n, o->len, next, kinds[k]);
        warp_rw_section sp, sq;
        if (!p || !q || warp_rw_header(e, len, p, &sp) || warp_rw_header(n, o->len, q, &sq) ||
            push_splice(c, p, 12 + (size_t)sp.size, n + q, 12 + (size_t)sq.size, lv, 3))
            return -1;
    }
    if (o->position_scale == a->ai.position_scale && o->uv_scale == a->ai.uv_scale) return 0;
    size_t aext = section_child(e, len, a->atomic, WARP_RW_EXTENSION);
    size_t sc = aext ? section_child(e, len, aext, WARP_RW_WARRIORS_ATOMIC) : 0;
    if (!sc) {
        report(x->path, -1, "part %u atomic %u: its values outgrow the layout's range: scale them down", a->part,
               a->index);
        return -1;
    }
    uint8_t scales[8];
    put_le_f32(scales, o->position_scale), put_le_f32(scales + 4, o->uv_scale);
    return push_splice(c, sc + 12, 8, scales, 8, NULL, 0);
}

static const float *sector_origin(const stream_ctx *x, uint32_t k) {
    static const float zero[3] = {0, 0, 0};
    return k < x->table_count && x->table[k].has_index ? x->table[k].origin : zero;
}

/* Atomic a's geometry into x->g. */
static int atom_geometry(stream_ctx *x, const atom *a, const char *name) {
    if (warp_geometry_init(x->g, warp_geometry_sizeof(), WARP_ABI_VERSION, a->ai.embedded, a->ai.embedded_len, &a->ai,
                           NULL)) {
        report(x->path, -1, "%s: its atomic's geometry cannot be read again", name);
        return -1;
    }
    return 0;
}

/* Atomic a (its geometry in x->g) from instance inst of the edited file, its primitives'
 * materials in mats: encoded, spliced, its new box noted (0); 1 when it draws what the
 * atomic holds (model_same.h); -1 after a message. */
static int reencode(stream_ctx *x, atom *a, size_t inst, const char *name, const int *mats) {
    warp_rw_section gs;
    const uint8_t *e = x->part[a->part - 1];
    if (warp_rw_header(e, x->plen[a->part - 1], a->geo, &gs)) return -1;
    model_geo mg;
    memset(&mg, 0, sizeof mg);
    const float *org = sector_origin(x, a->k);
    float to[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -org[0], -org[1], -org[2], 1};
    memcpy(mg.to_frame, to, sizeof to);
    mg.g = x->g, mg.name = name, mg.position_scale = a->ai.position_scale, mg.uv_scale = a->ai.uv_scale;
    mg.stamp = gs.stamp, mg.prim_material = mats;
    model_out o;
    char err[512] = "";
    if (model_encode(&mg, &x->neu, inst, &o, err, sizeof err)) {
        report(x->path, -1, "%s", err[0] ? err : "out of memory");
        return -1;
    }
    if (o.unchanged) return x->unchanged++, 1; /* within tolerance: its bytes kept */
    int rc = splice_atomic(x, a, &o);
    warp_atomic_info ai = a->ai;
    ai.position_scale = o.position_scale, ai.uv_scale = o.uv_scale;
    for (int k = 0; k < 3; k++) a->max[k] = -INFINITY, a->min[k] = INFINITY;
    if (!rc) rc = warp_geometry_init(x->g, warp_geometry_sizeof(), WARP_ABI_VERSION, o.geometry, o.len, &ai, NULL) ||
                          world_geometry_bounds(x->g, org, a->max, a->min)
                      ? -1
                      : 0;
    free(o.geometry);
    if (rc) report(x->path, -1, "%s: cannot put the new geometry in place", name);
    a->edited = !rc;
    return rc;
}

/* ---- the world ---------------------------------------------------------------------------- */

static atom *find_atom(stream_ctx *x, uint32_t part, uint32_t index) {
    for (size_t k = 0; k < x->natoms; k++)
        if (x->atoms[k].part == part && x->atoms[k].index == index) return &x->atoms[k];
    return NULL;
}

typedef struct rename_at {
    stream_ctx *x;
    const atom *a;
} rename_at;

/* A material's texture name rewritten: a splice of its string section in the part. */
static int stream_rename(void *user, const char *tex, const char *name) {
    rename_at *r = user;
    stream_ctx *x = r->x;
    uint32_t j = r->a->part - 1;
    warp_patch_level lv[WARP_PATCH_MAX_DEPTH];
    uint8_t bytes[12 + WARP_TEXTURE_NAME_MAX + 4];
    size_t nlv, str, n;
    uint32_t stamp;
    warp_rw_section ss;
    if (world_texture_string(x->part[j], x->plen[j], r->a->atomic, tex, lv, WARP_PATCH_MAX_DEPTH, &nlv, &str, &stamp) ||
        warp_rw_header(x->part[j], x->plen[j], str, &ss) || world_string_section(name, stamp, bytes, sizeof bytes, &n) ||
        push_splice(&x->pl->changes[x->pentry[j]], str, 12 + (size_t)ss.size, bytes, n, lv, nlv)) {
        report(x->path, -1, "texture \"%s\": its material's name cannot be rewritten", name);
        return -1;
    }
    return 0;
}

/* The atomic's materials recoloured in the edited file: each one's RGBA written into its
 * struct in the part (4 bytes), said in a line. */
static int recolor_atom(stream_ctx *x, const atom *a, size_t ni, const char *name, const int *mats) {
    model_out o;
    char err[512] = "";
    if (model_recolors(x->g, name, &x->neu, ni, mats, &o, err, sizeof err)) {
        report(x->path, -1, "%s", err[0] ? err : "out of memory");
        return -1;
    }
    const uint8_t *e = x->part[a->part - 1];
    size_t len = x->plen[a->part - 1], list = section_child(e, len, a->geo, WARP_RW_MATERIAL_LIST);
    for (uint32_t k = 0; k < o.recolor_count; k++) {
        const uint8_t *was = o.recolor[k].was, *now = o.recolor[k].now;
        size_t st = list ? model_material_struct(e, len, list, o.recolor[k].material) : 0;
        if (!st || push_splice(&x->pl->changes[x->pentry[a->part - 1]], st + 16, 4, now, 4, NULL, 0)) {
            report(x->path, -1, "%s: material %u's colour cannot be put back", name, o.recolor[k].material);
            return -1;
        }
        if (!x->pl->quiet)
            fprintf(stderr, "warp: %s: %s: material %u's colour %u,%u,%u,%u -> %u,%u,%u,%u\n", x->path, name,
                    o.recolor[k].material, was[0], was[1], was[2], was[3], now[0], now[1], now[2], now[3]);
    }
    return 0;
}

/* One atomic's instance pair: its materials resolved and their texture swaps made, encoded
 * again when it differs. */
static int match_atom(stream_ctx *x, atom *t, size_t i, size_t ni, unsigned *edited) {
    const char *name = x->old.insts[i].node_name;
    world_swaps sw = {x->path, x->dicts, x->ndicts, t->part, NULL, 0};
    warp_geometry_info gi;
    rename_at r = {x, t};
    int same = 0, *mats = malloc((x->neu.insts[ni].prim_count + 1) * sizeof *mats);
    int rc = mats ? atom_geometry(x, t, name) : -1;
    if (!rc) rc = warp_geometry_get_info(x->g, &gi) ? -1 : world_swaps_begin(&sw, gi.material_count);
    for (uint32_t m = 0; !rc && m < gi.material_count; m++) {
        warp_material_info mi;
        if (!warp_geometry_material(x->g, m, &mi)) world_swaps_set(&sw, m, &mi);
    }
    if (!rc) rc = world_resolve(&sw, x->g, &x->old, i, &x->neu, ni, mats, &same);
    if (!rc) rc = recolor_atom(x, t, ni, name, mats);
    if (!rc) rc = world_swaps_finish(&sw, stream_rename, &r, &x->swapped);
    if (!rc && !same) {
        int enc = reencode(x, t, ni, name, mats);
        rc = enc < 0 ? -1 : 0, *edited += enc == 0;
    }
    world_swaps_free(&sw);
    free(mats);
    return rc;
}

/* Every mesh of the world as extracted matched in the edited file; those that differ encoded
 * again. *edited: how many. */
static int match_meshes(stream_ctx *x, unsigned *edited) {
    uint8_t *used = calloc(x->neu.inst_count + 1, 1);
    int rc = used ? 0 : -1;
    for (size_t i = 0; !rc && i < x->old.inst_count; i++) {
        const char *name = x->old.insts[i].node_name;
        unsigned p, a, k;
        atom *t = sscanf(name, "part %u atomic %u k %u", &p, &a, &k) == 3 ? find_atom(x, p, a) : NULL;
        if (!t) continue; /* not an atomic's mesh */
        int ni = world_find_instance(&x->neu, name, used, x->path);
        rc = ni < 0 ? -1 : match_atom(x, t, (size_t)i, (size_t)ni, edited);
    }
    if (!rc) rc = world_unused_instances(&x->neu, used, x->path);
    free(used);
    return rc;
}

static int stream_word(void *user, size_t offset, uint32_t value) {
    stream_ctx *x = user;
    return wad_set_word(x->pl, x->entry, (size_t)(x->si.world - x->wld) + offset, value);
}

/* The boxes of the sectors whose atomics changed (every atomic of theirs, edited or not). */
static int new_boxes(stream_ctx *x) {
    uint32_t n = x->wi.sector_count;
    world_boxes b = {calloc(n + 1, 12), calloc(n + 1, 12), calloc(n + 1, 1), n};
    int rc = b.max && b.min && b.touched ? 0 : -1;
    for (size_t i = 0; !rc && i < x->natoms; i++) {
        const atom *a = &x->atoms[i];
        if (a->edited && a->k < x->table_count && x->table[a->k].has_index && x->table[a->k].index < n)
            b.touched[x->table[a->k].index] = 1;
    }
    for (uint32_t s = 0; s < n; s++)
        for (int c = 0; c < 3; c++) b.max[s][c] = -INFINITY, b.min[s][c] = INFINITY;
    for (size_t i = 0; !rc && i < x->natoms; i++) {
        atom *a = &x->atoms[i];
        uint32_t s = a->k < x->table_count && x->table[a->k].has_index ? x->table[a->k].index : n;
        if (s >= n || !b.touched[s]) continue;
        if (!a->edited)
            rc = warp_geometry_init(x->g, warp_geometry_sizeof(), WARP_ABI_VERSION, a->ai.embedded, a->ai.embedded_len,
                                    &a->ai, NULL) ||
                         world_geometry_bounds(x->g, sector_origin(x, a->k), a->max, a->min)
                     ? -1
                     : 0;
        for (int c = 0; c < 3; c++) b.max[s][c] = fmaxf(b.max[s][c], a->max[c]), b.min[s][c] = fminf(b.min[s][c], a->min[c]);
    }
    if (!rc) rc = world_tree_boxes(x->si.world, x->si.world_len, &b, stream_word, x);
    if (rc) report(x->path, -1, "the world's boxes cannot be recomputed");
    free(b.max), free(b.min), free(b.touched);
    return rc;
}

/* world NULL: entry is a lone part (load_lone), without boxes to follow. */
static int rebuild_stream(wad_plan *pl, uint32_t entry, const char *world, const char *path) {
    stream_ctx x;
    memset(&x, 0, sizeof x);
    x.pl = pl, x.entry = entry, x.path = path;
    x.g = handle_alloc(warp_geometry_sizeof());
    char err[512] = "", label[64];
    unsigned edited = 0;
    int rc = !x.g ? -1 : world ? load_stream(&x, world) : load_lone(&x);
    if (!world) snprintf(label, sizeof label, "entry %u (a lone part)", entry), world = label;
    if (!rc) rc = original_doc(&x);
    if (!rc && (rc = gltf_read_file(path, &x.neu, err, sizeof err))) report(path, -1, "%s", err);
    if (!rc) rc = match_meshes(&x, &edited);
    if (!rc && edited && x.wld) rc = new_boxes(&x);
    for (uint32_t j = 0; !rc && j < x.nparts; j++)
        if (x.part[j] && pl->changes[x.pentry[j]].nsplice) rc = wad_finish_entry(pl, x.pentry[j], x.part[j]);
    char kept[80] = "";
    if (x.unchanged) snprintf(kept, sizeof kept, ", %u unchanged after export (kept as they were)", x.unchanged);
    if (!rc && !pl->quiet)
        fprintf(stderr, "warp: %s: %u mesh%s of world %s encoded again, %u texture%s swapped%s\n", path, edited,
                edited == 1 ? "" : "es", world, x.swapped, x.swapped == 1 ? "" : "s",
                kept);
    gltf_read_free(&x.old), gltf_read_free(&x.neu);
    for (uint32_t j = 0; x.part && j < x.nparts; j++) free(x.part[j]);
    free(x.part), free(x.plen), free(x.pentry), free(x.atoms), free(x.dicts), free(x.table), free(x.w), free(x.wld), free(x.g);
    return rc;
}

/* ---- the extraction's world items ------------------------------------------------------------- */

/* One world item of entry i: put back when its file changed. */
static int world_item(wad_plan *pl, uint32_t i, const cJSON *it, const char *from, const char *folder,
                      unsigned *worlds) {
    man_model mm;
    memset(&mm, 0, sizeof mm);
    char hex[24], world[256], path[4096];
    char *end = hex;
    if (manifest_string(it, "fnv1a64", hex, sizeof hex)) return 0; /* an older extraction: edits.c says so */
    mm.hash = strtoull(hex, &end, 16);
    if (end == hex || *end || manifest_file(it, folder, mm.file, sizeof mm.file)) {
        report(from, -1, "entry %u: a world item without its file or fnv1a64", i);
        return -1;
    }
    int edited = rebuild_model_edited(from, &mm, path, sizeof path);
    if (edited <= 0) return edited;
    size_t offset;
    int rc;
    if (!manifest_string(it, "world", world, sizeof world)) {
        rc = rebuild_stream(pl, i, world, path);
    } else if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "lone_part"))) {
        rc = rebuild_stream(pl, i, NULL, path);
    } else if (!manifest_number(it, "offset", &offset)) {
        rc = rebuild_glow_world(pl, i, offset, path);
    } else {
        report(path, -1, "a world item without its world or offset: not from this extraction");
        rc = -1;
    }
    *worlds += rc == 0;
    return rc;
}

int rebuild_worlds(wad_plan *pl, const manifest *m, const char *from, unsigned *worlds) {
    (void)m;
    *worlds = 0;
    char path[4096], folder[256];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    const cJSON *t, *it;
    uint32_t i = 0;
    int rc = 0;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "entries")) {
        if (rc || i >= pl->count) break;
        if (!manifest_string(t, "folder", folder, sizeof folder))
            cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
                char own[256]; /* a pack's resource's own folder */
                if (!rc && manifest_item_is(it, "world"))
                    rc = world_item(pl, i, it, from, manifest_string(it, "folder", own, sizeof own) ? folder : own,
                                    worlds);
            }
        i++;
    }
    cJSON_Delete(root);
    return rc;
}
