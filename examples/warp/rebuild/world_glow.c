/* warp rebuild WARRIORS.WAD: a level's edited glow world (world.h). The glow world (chunk
 * 0x15, FACTS.md 5) is a world section whose atomic sectors carry their own native geometry
 * in RenderWare's default PS2 layout (FACTS.md 3.6). As for a streamed world, the .glb the
 * extract wrote is made again in memory and compared mesh by mesh; each sector whose mesh
 * differs gets a new mesh plugin and native data (model_encode), its struct's counts and
 * box, and the planes and world header above it follow (world_tree.c). The new world
 * section is laid out here, then spliced whole into the level's chunk. */
#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf.h"
#include "formats/gltf_model.h"
#include "platform/util.h"
#include "rebuild/media.h"
#include "rebuild/model_encode.h"
#include "rebuild/wad_plan.h"
#include "rebuild/world.h"
#include "rebuild/world_tree.h"

/* A splice inside the world section (offsets from its header). */
typedef struct glow_edit {
    size_t off, old_len;
    uint8_t *bytes;
    size_t len;
    warp_patch_level lv[WARP_PATCH_MAX_DEPTH];
    size_t nlv;
} glow_edit;

typedef struct glow_ctx {
    wad_plan *pl;
    uint32_t entry;
    const char *path;
    uint8_t *e;
    size_t len, at;   /* the level entry; the world section's offset in it */
    const uint8_t *w; /* the world section */
    size_t wlen;
    uint32_t stamp;
    warp_world *world;
    warp_world_info wi;
    warp_world_sector_info *sec; /* by tree index */
    uint8_t *cur;                /* the world section with its same-size changes */
    glow_edit *ed;
    size_t ned;
    gltfr_doc old, neu;
    warp_geometry *g;
    world_boxes b;
    int64_t tris, verts; /* the header's counts, moved by the sectors' */
    world_dict dict;     /* the level's dictionary the extract textured it with */
    world_swaps sw;
    unsigned unchanged; /* sectors kept: within tolerance of the extract (model_same.h) */
} glow_ctx;

static int sector_cb(void *user, const warp_world_sector_info *s) {
    glow_ctx *x = user;
    if (s->index < x->wi.sector_count) x->sec[s->index] = *s;
    return 0;
}

typedef struct dict_find {
    size_t data;
    uint32_t resource;
    const uint8_t *dict;
    size_t dict_len;
} dict_find;

/* The level's dictionary the extract textured the glow world with: the last 0x2A of its
 * resource before the world's chunk (extract/entry.c). */
static int dict_cb(void *user, const warp_chunk_info *c) {
    dict_find *f = user;
    if (c->resource_hash != f->resource) f->dict = NULL, f->dict_len = 0, f->resource = c->resource_hash;
    if (c->offset + 16 == f->data) return 1;
    if (c->type == 0x2A) f->dict = c->data, f->dict_len = c->size;
    return 0;
}

static int load_glow(glow_ctx *x) {
    warp_rw_section ws;
    if (media_read_entry(x->pl, x->entry, &x->e)) return -1;
    x->len = x->pl->entries[x->entry].size;
    x->world = handle_alloc(warp_world_sizeof());
    int rc = x->world && x->at < x->len ? warp_rw_header(x->e, x->len, x->at, &ws) : WARP_E_RANGE;
    if (!rc) x->w = x->e + x->at, x->wlen = 12 + (size_t)ws.size, x->stamp = ws.stamp;
    if (!rc) rc = warp_world_init(x->world, warp_world_sizeof(), WARP_ABI_VERSION, x->w, x->wlen, NULL);
    if (!rc) rc = warp_world_get_info(x->world, &x->wi);
    if (!rc && export_is_rockstar_stamp(ws.stamp)) rc = WARP_E_UNSUPPORTED; /* a z-up world: not this game's */
    uint32_t n = rc ? 0 : x->wi.sector_count;
    if (!rc && (!(x->sec = calloc(n + 1, sizeof *x->sec)) || !(x->cur = malloc(x->wlen)) ||
                !(x->b.max = calloc(n + 1, 12)) || !(x->b.min = calloc(n + 1, 12)) || !(x->b.touched = calloc(n + 1, 1))))
        rc = WARP_E_LIMIT;
    if (!rc) rc = warp_world_foreach_sector(x->world, sector_cb, x);
    if (rc) {
        report(x->path, -1, "the level's glow world (entry %u at %zu) cannot be read: %s", x->entry, x->at,
               warp_strerror(rc));
        return -1;
    }
    memcpy(x->cur, x->w, x->wlen);
    x->b.count = n, x->tris = x->wi.triangle_count, x->verts = x->wi.vertex_count;
    return 0;
}

static int original_glow(glow_ctx *x) {
    dict_find f = {x->at, 0, NULL, 0};
    warp_chunk_foreach(x->e, x->len, NULL, dict_cb, &f);
    x->dict = (world_dict){f.dict, f.dict_len, "", 0};
    const char *end = strrchr(x->path, '/'), *dir = end;
    while (dir && dir > x->path && dir[-1] != '/') dir--; /* the level's folder, <level>.lev */
    snprintf(x->dict.label, sizeof x->dict.label, "the glow dictionary of %.*s (its 0x2A chunk before the glow world)",
             dir ? (int)(end - dir) : 9, dir ? dir : "the level");
    const uint8_t *txd[1] = {f.dict};
    size_t txd_len[1] = {f.dict_len};
    export_textures tex = {txd, txd_len, 1, 0};
    gltf_doc *doc = NULL;
    export_stats st;
    char err[512] = "";
    uint8_t *glb = NULL;
    size_t n = 0;
    int rc = export_world_doc(x->w, x->wlen, f.dict ? &tex : NULL, x->path, &doc, &st, err, sizeof err);
    if (!rc) rc = gltf_encode_glb(doc, &glb, &n) ? -1 : 0;
    if (!rc) rc = gltf_read_memory(glb, n, NULL, &x->old, err, sizeof err);
    if (doc) gltf_free(doc);
    free(glb);
    if (rc) report(x->path, -1, "the glow world as extracted cannot be made again: %s", err[0] ? err : "out of memory");
    return rc;
}

/* ---- one sector --------------------------------------------------------------------------- */

static size_t child_of(const uint8_t *p, size_t len, size_t at, uint32_t type) {
    warp_rw_section s, c;
    if (warp_rw_header(p, len, at, &s)) return 0;
    for (size_t off = at + 12; off + 12 <= at + 12 + (size_t)s.size; off = c.offset + 12 + c.size)
        if (warp_rw_header(p, at + 12 + (size_t)s.size, off, &c)) return 0;
        else if (c.type == type) return off;
    return 0;
}

/* Replace the world section's `kind` child of the extension at ext (sector at sec) by the new geometry's. */
static int push_edit(glow_ctx *x, uint32_t s, size_t ext, const model_out *o, size_t next, uint32_t kind) {
    size_t p = child_of(x->w, x->wlen, ext, kind), q = child_of(o->geometry, o->len, next, kind), planes[12], np;
    warp_rw_section sp, sq;
    glow_edit *n = realloc(x->ed, (x->ned + 1) * sizeof *n);
    if (n) x->ed = n;
    if (!n || !p || !q || warp_rw_header(x->w, x->wlen, p, &sp) || warp_rw_header(o->geometry, o->len, q, &sq) ||
        world_tree_path(x->w, x->wlen, s, planes, 12, &np))
        return -1;
    glow_edit *g = &x->ed[x->ned];
    memset(g, 0, sizeof *g);
    g->off = p, g->old_len = 12 + (size_t)sp.size, g->len = 12 + (size_t)sq.size;
    if (!(g->bytes = malloc(g->len))) return -1;
    memcpy(g->bytes, o->geometry + q, g->len);
    g->lv[g->nlv++] = (warp_patch_level){ext, WARP_PATCH_RW_SECTION, 0};
    g->lv[g->nlv++] = (warp_patch_level){(size_t)(x->sec[s].section - x->w), WARP_PATCH_RW_SECTION, 0};
    for (size_t k = 0; k < np; k++) g->lv[g->nlv++] = (warp_patch_level){planes[k], WARP_PATCH_RW_SECTION, 0};
    g->lv[g->nlv++] = (warp_patch_level){0, WARP_PATCH_RW_SECTION, 0};
    x->ned++;
    return 0;
}

/* The new geometry's counts into the sector's struct (and the header's totals). */
static int sector_counts(glow_ctx *x, uint32_t s, const model_out *o) {
    size_t sec = (size_t)(x->sec[s].section - x->w), nst = child_of(o->geometry, o->len, 0, WARP_RW_STRUCT);
    warp_rw_section ns;
    if (!nst || warp_rw_header(o->geometry, o->len, nst, &ns) || ns.size < 12) return -1;
    uint32_t tris = le32(ns.data + 4), verts = le32(ns.data + 8);
    x->tris += (int64_t)tris - le32(x->w + sec + 24 + 4), x->verts += (int64_t)verts - le32(x->w + sec + 24 + 8);
    put_le32(x->cur + sec + 24 + 4, tris), put_le32(x->cur + sec + 24 + 8, verts);
    return 0;
}

/* Sector s's geometry into x->g. */
static int sector_geometry(glow_ctx *x, uint32_t s, const char *name) {
    const warp_world_sector_info *si = &x->sec[s];
    if (!si->has_geometry || warp_world_sector_geometry(x->world, si, x->g, warp_geometry_sizeof(), NULL)) {
        report(x->path, -1, "%s: its geometry cannot be read again", name);
        return -1;
    }
    return 0;
}

/* Sector s (its geometry in x->g) from instance inst of the edited file, its primitives'
 * materials in mats: 0, 1 when it draws what the sector holds (model_same.h), -1. */
static int reencode_sector(glow_ctx *x, uint32_t s, size_t inst, const char *name, const int *mats) {
    const warp_world_sector_info *si = &x->sec[s];
    model_geo mg;
    memset(&mg, 0, sizeof mg);
    for (int k = 0; k < 4; k++) mg.to_frame[5 * k] = 1; /* stored y-up, as glTF (FACTS.md 3.4) */
    mg.g = x->g, mg.name = name, mg.position_scale = 1, mg.uv_scale = 1, mg.stamp = x->stamp, mg.prim_material = mats;
    model_out o;
    char err[512] = "";
    if (model_encode(&mg, &x->neu, inst, &o, err, sizeof err)) {
        report(x->path, -1, "%s", err[0] ? err : "out of memory");
        return -1;
    }
    if (o.unchanged) return x->unchanged++, 1; /* within tolerance: its bytes kept */
    size_t sec = (size_t)(si->section - x->w), ext = child_of(x->w, x->wlen, sec, WARP_RW_EXTENSION);
    size_t next = child_of(o.geometry, o.len, 0, WARP_RW_EXTENSION);
    static const float zero[3] = {0, 0, 0};
    for (int k = 0; k < 3; k++) x->b.max[s][k] = -INFINITY, x->b.min[s][k] = INFINITY;
    int rc = !ext || !next || push_edit(x, s, ext, &o, next, WARP_RW_BIN_MESH) ||
             push_edit(x, s, ext, &o, next, WARP_RW_NATIVE_DATA) || sector_counts(x, s, &o) ||
             warp_geometry_init(x->g, warp_geometry_sizeof(), WARP_ABI_VERSION, o.geometry, o.len, NULL, NULL) ||
             world_geometry_bounds(x->g, zero, x->b.max[s], x->b.min[s]);
    free(o.geometry);
    if (rc) report(x->path, -1, "%s: cannot put the new geometry in place (a tree deeper than 12 planes?)", name);
    x->b.touched[s] = !rc;
    return rc ? -1 : 0;
}

/* ---- the world ------------------------------------------------------------------------------ */

/* One sector's instance pair: its materials resolved, encoded again when it differs. */
static int match_sector(glow_ctx *x, uint32_t s, size_t i, size_t ni, unsigned *edited) {
    const char *name = x->old.insts[i].node_name;
    int same = 0, *mats = malloc((x->neu.insts[ni].prim_count + 1) * sizeof *mats);
    int rc = mats ? sector_geometry(x, s, name) : -1;
    if (!rc) rc = world_resolve(&x->sw, x->g, &x->old, i, &x->neu, ni, mats, &same);
    if (!rc) { /* a glow world's colours are not put back: refused by name */
        model_out o;
        char err[512] = "";
        rc = model_recolors(x->g, name, &x->neu, ni, mats, &o, err, sizeof err) ? (report(x->path, -1, "%s", err), -1)
             : model_recolor_refused(x->path, name, &o) ? -1 : 0;
    }
    if (!rc && !same) {
        int r = reencode_sector(x, s, ni, name, mats);
        rc = r < 0 ? -1 : 0, *edited += r == 0;
    }
    free(mats);
    return rc;
}

static int match_sectors(glow_ctx *x, unsigned *edited) {
    uint8_t *used = calloc(x->neu.inst_count + 1, 1);
    x->sw = (world_swaps){x->path, &x->dict, 1, 0, NULL, 0};
    int rc = used ? world_swaps_begin(&x->sw, x->wi.material_count) : -1;
    for (uint32_t m = 0; !rc && m < x->wi.material_count; m++) {
        warp_material_info mi;
        if (!warp_world_material(x->world, m, &mi)) world_swaps_set(&x->sw, m, &mi);
    }
    for (size_t i = 0; !rc && i < x->old.inst_count; i++) {
        const char *name = x->old.insts[i].node_name;
        unsigned s;
        if (sscanf(name, "sector %u", &s) != 1 || s >= x->wi.sector_count) continue;
        int ni = world_find_instance(&x->neu, name, used, x->path);
        rc = ni < 0 ? -1 : match_sector(x, s, i, (size_t)ni, edited);
    }
    if (!rc) rc = world_unused_instances(&x->neu, used, x->path);
    free(used);
    return rc;
}

/* A material's texture name rewritten: a splice of its string section. */
static int glow_rename(void *user, const char *tex, const char *name) {
    glow_ctx *x = user;
    glow_edit *n = realloc(x->ed, (x->ned + 1) * sizeof *n);
    if (!n) return -1;
    x->ed = n;
    glow_edit *g = &x->ed[x->ned];
    memset(g, 0, sizeof *g);
    uint8_t bytes[12 + WARP_TEXTURE_NAME_MAX + 4];
    size_t str;
    uint32_t stamp;
    warp_rw_section ss;
    if (world_texture_string(x->w, x->wlen, 0, tex, g->lv, WARP_PATCH_MAX_DEPTH, &g->nlv, &str, &stamp) ||
        warp_rw_header(x->w, x->wlen, str, &ss) || world_string_section(name, stamp, bytes, sizeof bytes, &g->len) ||
        !(g->bytes = malloc(g->len))) {
        report(x->path, -1, "texture \"%s\": its material's name cannot be rewritten", name);
        return -1;
    }
    memcpy(g->bytes, bytes, g->len);
    g->off = str, g->old_len = 12 + (size_t)ss.size;
    x->ned++;
    return 0;
}

static int cur_word(void *user, size_t offset, uint32_t value) {
    put_le32(((glow_ctx *)user)->cur + offset, value);
    return 0;
}

static int edit_desc(const void *a, const void *b) {
    size_t x = ((const glow_edit *)a)->off, y = ((const glow_edit *)b)->off;
    return x < y ? 1 : x > y ? -1 : 0;
}

/* The new world section: the same-size changes (in cur), then the splices last first. */
static int lay_out(glow_ctx *x, uint8_t **out, size_t *out_len) {
    if (x->tris < 0 || x->tris > UINT32_MAX || x->verts < 0 || x->verts > UINT32_MAX ||
        world_tree_boxes(x->w, x->wlen, &x->b, cur_word, x))
        return -1;
    put_le32(x->cur + 24 + 0x10, (uint32_t)x->tris), put_le32(x->cur + 24 + 0x14, (uint32_t)x->verts);
    qsort(x->ed, x->ned, sizeof *x->ed, edit_desc);
    uint8_t *cur = x->cur;
    size_t len = x->wlen;
    x->cur = NULL;
    for (size_t k = 0; k < x->ned; k++) {
        const glow_edit *g = &x->ed[k];
        size_t n = 0;
        int rc = warp_patch_entry(NULL, 0, cur, len, g->off, g->old_len, g->bytes, g->len, g->lv, g->nlv, &n);
        uint8_t *next = rc ? NULL : malloc(n + 1);
        if (next) rc = warp_patch_entry(next, n, cur, len, g->off, g->old_len, g->bytes, g->len, g->lv, g->nlv, &n);
        free(cur);
        if (rc || !next) {
            free(next);
            return -1;
        }
        cur = next, len = n;
    }
    *out = cur, *out_len = len;
    return 0;
}

static int splice_world(glow_ctx *x) {
    wad_splice s;
    memset(&s, 0, sizeof s);
    uint8_t *bytes = NULL;
    size_t n = 0;
    if (lay_out(x, &bytes, &n) || wad_container_levels(x->e, x->len, x->at, &s)) {
        free(bytes);
        report(x->path, -1, "the new glow world cannot be laid out in its level");
        return -1;
    }
    s.p = (rebuild_patch){x->at, x->wlen, 0, bytes, n};
    return wad_add_splice(x->pl, x->entry, x->e, &s);
}

int rebuild_glow_world(wad_plan *pl, uint32_t entry, size_t offset, const char *path) {
    glow_ctx x;
    memset(&x, 0, sizeof x);
    x.pl = pl, x.entry = entry, x.at = offset, x.path = path;
    x.g = handle_alloc(warp_geometry_sizeof());
    char err[512] = "";
    unsigned edited = 0, swapped = 0;
    int rc = x.g ? load_glow(&x) : -1;
    if (!rc) rc = original_glow(&x);
    if (!rc && (rc = gltf_read_file(path, &x.neu, err, sizeof err))) report(path, -1, "%s", err);
    if (!rc) rc = match_sectors(&x, &edited);
    if (!rc) rc = world_swaps_finish(&x.sw, glow_rename, &x, &swapped);
    if (!rc && (edited || swapped)) rc = splice_world(&x);
    char kept[80] = "";
    if (x.unchanged) snprintf(kept, sizeof kept, ", %u unchanged after export (kept as they were)", x.unchanged);
    if (!rc && !pl->quiet)
        fprintf(stderr, "warp: %s: %u sector%s of the glow world encoded again, %u texture%s swapped%s\n", path, edited,
                edited == 1 ? "" : "s", swapped, swapped == 1 ? "" : "s",
                kept);
    world_swaps_free(&x.sw);
    gltf_read_free(&x.old), gltf_read_free(&x.neu);
    for (size_t k = 0; k < x.ned; k++) free(x.ed[k].bytes);
    free(x.ed), free(x.cur), free(x.sec), free(x.b.max), free(x.b.min), free(x.b.touched), free(x.world), free(x.e);
    free(x.g);
    return rc;
}
