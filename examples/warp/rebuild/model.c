/* warp rebuild WARRIORS.WAD: edited models (model.h). A model item whose file changed is
 * read (gltf_read.c); each geometry of the clump in its chunk is matched to the glTF mesh
 * the extract named after its atomic's frame, encoded again (model_encode.c), and only
 * the sections that hold vertices are replaced: the geometry struct (counts, sphere),
 * the mesh plugin 0x50E and the native data 0x510 (FACTS 3.5), with the sizes of every
 * section, chunk, resource and pack around them moved (warp_patch_entry). */
#include "rebuild/model.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_read.h"
#include "platform/util.h"
#include "rebuild/model_encode.h"
#include "rebuild/model_parts.h"
#include "rebuild/model_skin.h"

/* ---- where things are in the clump ------------------------------------------------------ */

#define MAX_PARTS 256

typedef struct clump_map {
    size_t clump, geolist;
    size_t geo[MAX_PARTS];   /* geometry sections */
    size_t atomic[MAX_PARTS];
    size_t scales[MAX_PARTS]; /* each atomic's 0x3F0 payload, or 0 */
    uint32_t ngeo, natomic;
} clump_map;

/* The children of the section at `at` (header), each passed to cb; -1 when malformed. */
typedef int (*child_cb)(void *user, const warp_rw_section *s);
static int children(const uint8_t *e, size_t len, size_t at, child_cb cb, void *user) {
    warp_rw_section s;
    if (warp_rw_header(e, len, at, &s)) return -1;
    size_t end = at + 12 + s.size, off = at + 12;
    for (int n = 0; off + 12 <= end && n < 100000; n++) {
        warp_rw_section c;
        if (warp_rw_header(e, end, off, &c)) return -1;
        int rc = cb(user, &c);
        if (rc) return rc < 0 ? -1 : 0;
        off = c.offset + 12 + c.size;
    }
    return 0;
}

/* The first child of type `type` of the section at `at`: its header offset, or 0. */
static size_t child(const uint8_t *e, size_t len, size_t at, uint32_t type) { return model_child(e, len, at, type); }

static int clump_cb(void *user, const warp_rw_section *s) {
    clump_map *m = user;
    if (s->type == WARP_RW_GEOMETRY_LIST) m->geolist = s->offset;
    if (s->type == WARP_RW_ATOMIC) {
        if (m->natomic == MAX_PARTS) return -1;
        m->atomic[m->natomic++] = s->offset;
    }
    return 0;
}

static int geolist_cb(void *user, const warp_rw_section *s) {
    clump_map *m = user;
    if (s->type != WARP_RW_GEOMETRY) return 0;
    if (m->ngeo == MAX_PARTS) return -1;
    m->geo[m->ngeo++] = s->offset;
    return 0;
}

static int map_clump(const uint8_t *e, size_t len, size_t clump, clump_map *m) {
    memset(m, 0, sizeof *m);
    m->clump = clump;
    if (children(e, len, clump, clump_cb, m) || !m->geolist || children(e, len, m->geolist, geolist_cb, m)) return -1;
    for (uint32_t a = 0; a < m->natomic; a++) {
        size_t ext = child(e, len, m->atomic[a], WARP_RW_EXTENSION);
        size_t w = ext ? child(e, len, ext, WARP_RW_WARRIORS_ATOMIC) : 0;
        m->scales[a] = w ? w + 12 : 0;
    }
    return 0;
}

/* ---- the model's frames ------------------------------------------------------------------ */

typedef struct model_ctx {
    const uint8_t *e;
    size_t len;
    const char *path; /* the edited file, for messages */
    warp_clump *c;
    warp_clump_info ci;
    warp_frame_info *fi;
    float *ltm; /* 16 per frame: the frame in the model's space */
    char (*names)[MODEL_NAME_MAX];
    clump_map map;
    gltfr_doc doc;
    uint8_t *inst_used;
    int upright; /* the extract turned the model z-up to y-up */
    int any_name; /* a new prop's model (rebuild_model_like): its one mesh, whatever its name */
    wad_change *change;
    const model_dicts *dicts; /* the model's dictionaries' textures, or NULL */
    unsigned encoded, unchanged; /* geometries encoded again, kept as they were */
    unsigned new_materials, kept_meshes, recolored;
} model_ctx;

/* A frame's matrix as the extract's node has it (gltf_model.c's rw_to_trs): the game's are
 * slightly skewed, so the axes are made orthonormal (right, then up less its right part, at
 * their cross product, a mirrored frame's right negated) and scaled by the axes' lengths; a
 * degenerate one is its translation alone. Column-major 4x4. */
static void frame_local(const float *mt, float *loc) {
    double x[3], y[3], sx = 0, sy = 0, sz = 0, d = 0, ly = 0;
    memset(loc, 0, 16 * sizeof *loc);
    for (int i = 0; i < 3; i++) {
        sx += (double)mt[i] * mt[i], sy += (double)mt[3 + i] * mt[3 + i], sz += (double)mt[6 + i] * mt[6 + i];
        loc[12 + i] = mt[9 + i];
    }
    loc[0] = loc[5] = loc[10] = loc[15] = 1;
    sx = sqrt(sx), sy = sqrt(sy), sz = sqrt(sz);
    if (sx < 1e-12 || sy < 1e-12 || sz < 1e-12) return;
    for (int i = 0; i < 3; i++) x[i] = mt[i] / sx, y[i] = mt[3 + i], d += x[i] * y[i];
    for (int i = 0; i < 3; i++) y[i] -= d * x[i], ly += y[i] * y[i];
    if ((ly = sqrt(ly)) < 1e-12) return;
    for (int i = 0; i < 3; i++) y[i] /= ly;
    double z[3] = {x[1] * y[2] - x[2] * y[1], x[2] * y[0] - x[0] * y[2], x[0] * y[1] - x[1] * y[0]};
    double zs = z[0] * mt[6] + z[1] * mt[7] + z[2] * mt[8] < 0 ? -sz : sz; /* mirrored: at against right x up */
    for (int i = 0; i < 3; i++)
        loc[i] = (float)(x[i] * sx), loc[4 + i] = (float)(y[i] * sy), loc[8 + i] = (float)(z[i] * zs);
}

static int read_frames(model_ctx *x) {
    uint32_t n = x->ci.frame_count;
    x->fi = calloc(n + 1, sizeof *x->fi);
    x->ltm = calloc((size_t)n * 16 + 1, sizeof *x->ltm);
    x->names = calloc(n + 1, sizeof *x->names);
    if (!x->fi || !x->ltm || !x->names) return -1;
    for (uint32_t f = 0; f < n; f++) {
        warp_frame_info *fi = &x->fi[f];
        if (warp_clump_frame(x->c, f, fi)) return -1;
        frame_name(fi, f, x->names[f], MODEL_NAME_MAX);
        float *l = x->ltm + 16 * f, loc[16];
        frame_local(fi->matrix, loc);
        /* parents come first in RenderWare's frame list; anything else is taken as a root */
        if (fi->parent >= 0 && (uint32_t)fi->parent < f)
            gltf_mat_mul(l, x->ltm + 16 * (size_t)fi->parent, loc);
        else
            memcpy(l, loc, sizeof loc);
    }
    return 0;
}

/* Bone b's frame (the HAnim hierarchy's node ids, else bone b = frame b, +1 when the root
 * frame is no bone), as gltf_model.c's export does. -1 when none fits. */
static int bone_frame(const model_ctx *x, uint32_t bones, uint32_t b) {
    uint32_t h = x->ci.frame_count, n = x->ci.frame_count;
    for (uint32_t f = 0; f < n && h == n; f++)
        if (x->fi[f].hanim_node_count) h = f;
    if (h < n) {
        warp_hanim_node hn;
        if (x->fi[h].hanim_node_count < bones || warp_clump_hanim_node(x->c, h, b, &hn)) return -1;
        for (uint32_t f = 0; f < n; f++)
            if (x->fi[f].has_hanim && x->fi[f].hanim_id == hn.id) return (int)f;
        return -1;
    }
    uint32_t f = b + (bones + 1 == n ? 1 : 0);
    return f < n ? (int)f : -1;
}

/* Frame f in the glTF scene as the extract placed it (turned y-up when it turned the model). */
static void scene_frame(const model_ctx *x, uint32_t f, float *out) {
    static const float turn[16] = {1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1}; /* z-up -> y-up: x, z, -y */
    if (x->upright) gltf_mat_mul(out, turn, x->ltm + 16 * f); else memcpy(out, x->ltm + 16 * f, 64);
}

/* ---- one geometry ------------------------------------------------------------------------ */

/* The glTF instance drawing geometry gi (its atomic's frame name on the mesh or the node):
 * its index, or -1 after a message. */
static int find_instance(model_ctx *x, const char *name) {
    int found = -1;
    for (size_t k = 0; k < x->doc.inst_count; k++) {
        const gltfr_inst *in = &x->doc.insts[k];
        if (!model_same_name(in->mesh_name, name, strlen(name)) && !model_same_name(in->node_name, name, strlen(name)))
            continue;
        if (found >= 0 && x->doc.insts[found].mesh != in->mesh) {
            report(x->path, -1, "two meshes are named %s: keep one mesh per object of the model", name);
            return -1;
        }
        if (found < 0) found = (int)k;
        x->inst_used[k] = 1;
    }
    if (found < 0)
        report(x->path, -1, "no mesh named %s (the model's object of that name): keep the extracted objects' names",
               name);
    return found;
}

/* A new prop's model (rebuild_model_like): the file's one mesh draws the template's one
 * geometry, whatever its name. Its index, or -1 after a message. */
static int only_instance(model_ctx *x) {
    for (size_t k = 1; k < x->doc.inst_count; k++)
        if (x->doc.insts[k].mesh != x->doc.insts[0].mesh) {
            report(x->path, -1, "meshes %s and %s: a prop is one object (one atomic): join its meshes into one",
                   x->doc.insts[0].mesh_name, x->doc.insts[k].mesh_name);
            return -1;
        }
    if (!x->doc.inst_count || x->ci.geometry_count != 1) {
        report(x->path, -1, x->doc.inst_count ? "the template prop's model is not one geometry: choose another \"like\""
                                              : "no mesh: a prop's model needs one");
        return -1;
    }
    memset(x->inst_used, 1, x->doc.inst_count);
    return 0;
}

static int add_splice(model_ctx *x, size_t off, size_t old_len, const uint8_t *bytes, size_t len,
                      const warp_patch_level *lv, size_t nlv) {
    wad_change *c = x->change;
    wad_splice *n = realloc(c->splices, (c->nsplice + 1) * sizeof *n);
    uint8_t *copy = malloc(len + 1);
    if (!n || !copy) {
        free(copy);
        if (n) c->splices = n;
        return -1;
    }
    c->splices = n;
    memcpy(copy, bytes, len);
    wad_splice *s = &c->splices[c->nsplice++];
    memset(s, 0, sizeof *s);
    s->p = (rebuild_patch){off, old_len, 0, copy, len};
    if (nlv) memcpy(s->lv, lv, nlv * sizeof *lv); /* a .dff splice has no enclosing levels (lv NULL) */
    s->nlv = nlv;
    return 0;
}

static void put_f32(uint8_t *p, float f) {
    uint32_t v;
    memcpy(&v, &f, 4);
    p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
}

/* The levels around a child of the section at `at` (geometry or its extension) in x->e. */
static int levels_of(model_ctx *x, size_t geo, size_t at, wad_splice *probe) {
    memset(probe, 0, sizeof *probe);
    size_t k = 0;
    if (at != geo) probe->lv[k++] = (warp_patch_level){at, WARP_PATCH_RW_SECTION, 0};
    probe->lv[k++] = (warp_patch_level){geo, WARP_PATCH_RW_SECTION, 0};
    probe->lv[k++] = (warp_patch_level){x->map.geolist, WARP_PATCH_RW_SECTION, 0};
    probe->lv[k++] = (warp_patch_level){x->map.clump, WARP_PATCH_RW_SECTION, 0};
    probe->nlv = k;
    return wad_container_levels(x->e, x->len, geo, probe);
}

/* o's recoloured old materials: their RGBA written into their structs, in the new material
 * list gp->list when there is one, else in place (4 bytes each). */
static int recolor(model_ctx *x, size_t geo, const model_out *o, geo_parts *gp, const char *name) {
    size_t list = gp && gp->list ? 0 : child(x->e, x->len, geo, WARP_RW_MATERIAL_LIST);
    for (uint32_t k = 0; k < o->recolor_count; k++) {
        const uint8_t *a = o->recolor[k].was, *b = o->recolor[k].now;
        uint32_t m = o->recolor[k].material;
        size_t st = gp && gp->list ? model_material_struct(gp->list, gp->list_len, 0, m)
                                   : list ? model_material_struct(x->e, x->len, list, m) : 0;
        if (!st) return report(x->path, -1, "%s: material %u's struct is not where it should be: its colour "
                                            "cannot be put back", name, m), -1;
        if (gp && gp->list) memcpy(gp->list + st + 16, b, 4);
        else if (add_splice(x, st + 16, 4, b, 4, NULL, 0)) return -1;
        fprintf(stderr, "warp: %s: %s: material %u's colour %u,%u,%u,%u -> %u,%u,%u,%u\n", x->path, name, m, a[0], a[1],
                a[2], a[3], b[0], b[1], b[2], b[3]);
    }
    x->recolored += o->recolor_count;
    return 0;
}

/* The new struct counts and sphere, material list (new materials: model_parts.h), mesh
 * plugin and native data into the old geometry at `geo`. */
static int splice_geometry(model_ctx *x, size_t geo, const model_out *o, const char *name) {
    const uint8_t *e = x->e, *n = o->geometry;
    size_t ext = child(e, x->len, geo, WARP_RW_EXTENSION), st = child(e, x->len, geo, WARP_RW_STRUCT);
    size_t nst = child(n, o->len, 0, WARP_RW_STRUCT);
    warp_rw_section os, ns;
    geo_parts gp;
    if (!ext || warp_rw_header(e, x->len, st, &os) || warp_rw_header(n, o->len, nst, &ns) || os.size < 32 ||
        ns.size < 32 || os.type != WARP_RW_STRUCT || child(e, x->len, ext, WARP_RW_ADC) ||
        model_parts(e, x->len, geo, o, &gp))
        return -1;
    if (recolor(x, geo, o, &gp, name)) return model_parts_free(&gp), -1;
    uint8_t body[32]; /* format and morph count kept; triangles, vertices and sphere new */
    memcpy(body, os.data, 32);
    put_le32(body + 4, gp.triangles), put_le32(body + 8, gp.vertices);
    memcpy(body + 16, ns.data + 16, 16);
    wad_splice ex, gl;
    int rc = levels_of(x, geo, ext, &ex) || levels_of(x, geo, geo, &gl) || add_splice(x, st + 12, 32, body, 32, NULL, 0);
    size_t list = child(e, x->len, geo, WARP_RW_MATERIAL_LIST);
    warp_rw_section sl;
    if (!rc && gp.list)
        rc = !list || warp_rw_header(e, x->len, list, &sl) ||
             add_splice(x, list, 12 + (size_t)sl.size, gp.list, gp.list_len, gl.lv, gl.nlv);
    static const uint32_t parts[2] = {WARP_RW_BIN_MESH, WARP_RW_NATIVE_DATA};
    for (int k = 0; !rc && k < 2; k++) {
        size_t a = child(e, x->len, ext, parts[k]);
        warp_rw_section sa;
        rc = !a || warp_rw_header(e, x->len, a, &sa) ||
             add_splice(x, a, 12 + (size_t)sa.size, k ? gp.native : gp.bin, k ? gp.native_len : gp.bin_len, ex.lv,
                        ex.nlv);
    }
    x->new_materials += o->new_materials, x->kept_meshes += gp.kept;
    model_parts_free(&gp);
    return rc ? -1 : 0;
}

static int rebuild_geometry(model_ctx *x, uint32_t g, warp_geometry *geo) {
    uint32_t a = 0;
    warp_atomic_info ai;
    while (a < x->ci.atomic_count && !(warp_clump_atomic(x->c, a, &ai) == WARP_OK && ai.geometry == g)) a++;
    if (a == x->ci.atomic_count || ai.frame >= x->ci.frame_count) return 0; /* drawn by no atomic: not exported */
    model_geo mg;
    memset(&mg, 0, sizeof mg);
    mg.g = geo, mg.name = x->names[ai.frame];
    mg.position_scale = ai.position_scale, mg.uv_scale = ai.uv_scale;
    if (x->dicts) mg.textures = (const char(*)[32])x->dicts->names, mg.texture_count = x->dicts->count;
    mg.dicts = x->dicts ? x->dicts->where : NULL;
    warp_rw_section gs;
    warp_rw_header(x->e, x->len, x->map.geo[g], &gs);
    mg.stamp = gs.stamp;
    float turn[16];
    scene_frame(x, ai.frame, turn);
    if (!model_mat_invert(turn, mg.to_frame)) {
        report(x->path, -1, "%s: its frame's matrix is singular: not re-encoded", mg.name);
        return -1;
    }
    warp_skin_info si;
    uint32_t bones = warp_geometry_skin(geo, &si) == WARP_OK ? si.bone_count : 0;
    char(*bn)[MODEL_NAME_MAX] = calloc(bones + 1, sizeof *bn);
    float *bw = malloc(((size_t)bones + 1) * 64);
    if (!bn || !bw) return free(bn), free(bw), -1;
    for (uint32_t b = 0; b < bones; b++) {
        int f = bone_frame(x, bones, b);
        snprintf(bn[b], sizeof bn[b], "%s", f >= 0 ? x->names[f] : "");
        if (f >= 0) scene_frame(x, (uint32_t)f, bw + 16 * b); else memset(bw + 16 * b, 0, 64);
    }
    mg.bone_names = (const char(*)[MODEL_NAME_MAX])bn, mg.bone_count = bones, mg.bone_world = bw;
    int inst = x->any_name ? only_instance(x) : find_instance(x, mg.name);
    model_out o;
    char err[512] = "";
    int rc = inst < 0 ? -1 : model_encode(&mg, &x->doc, (size_t)inst, &o, err, sizeof err);
    free(bn), free(bw);
    if (rc) {
        if (err[0]) report(x->path, -1, "%s", err);
        return -1;
    }
    if (o.note[0]) fprintf(stderr, "warp: %s: %s\n", x->path, o.note);
    if (o.unchanged) {
        x->unchanged++;
        return recolor(x, x->map.geo[g], &o, NULL, mg.name);
    }
    x->encoded++;
    rc = splice_geometry(x, x->map.geo[g], &o, mg.name);
    for (uint32_t k = 0; !rc && k < x->ci.atomic_count; k++) { /* grown scales: every atomic drawing it */
        if (warp_clump_atomic(x->c, k, &ai) || ai.geometry != g) continue;
        uint8_t sc[8];
        put_f32(sc, o.position_scale), put_f32(sc + 4, o.uv_scale);
        if (o.position_scale == ai.position_scale && o.uv_scale == ai.uv_scale) continue;
        if (!x->map.scales[k]) {
            report(x->path, -1, "%s: its values outgrow the layout's range: scale it down", mg.name);
            rc = -1;
        } else {
            rc = add_splice(x, x->map.scales[k], 8, sc, 8, NULL, 0);
        }
    }
    free(o.geometry);
    if (rc) report(x->path, -1, "%s: cannot put the new geometry in place", mg.name);
    return rc;
}

/* ---- one model item ---------------------------------------------------------------------- */

typedef struct chunk_at {
    size_t data;
    const uint8_t *p;
    size_t size;
} chunk_at;

static int chunk_at_cb(void *user, const warp_chunk_info *c) {
    chunk_at *f = user;
    if (c->offset + 16 != f->data) return 0;
    f->p = c->data, f->size = c->size;
    return 1;
}

/* The clump in the chunk whose data starts at `data`: its offset in e, or 0. */
static size_t find_clump(const uint8_t *e, size_t len, size_t data) {
    chunk_at f = {data, NULL, 0};
    warp_chunk_foreach(e, len, NULL, chunk_at_cb, &f);
    if (!f.p) return 0;
    size_t off = data, end = data + f.size;
    warp_rw_section s;
    for (int n = 0; n < 64 && warp_rw_header(e, end, off, &s) == WARP_OK; n++) {
        if (s.type == WARP_RW_CLUMP) return off;
        off = s.offset + 12 + s.size;
    }
    return 0;
}

static int rebuild_clump(model_ctx *x, size_t clump) {
    warp_geometry *geo = handle_alloc(warp_geometry_sizeof());
    int rc = geo && x->c ? warp_clump_init(x->c, warp_clump_sizeof(), WARP_ABI_VERSION, x->e + clump, x->len - clump, NULL)
                         : WARP_E_LIMIT;
    if (rc || warp_clump_get_info(x->c, &x->ci) || map_clump(x->e, x->len, clump, &x->map) ||
        x->map.ngeo != x->ci.geometry_count || read_frames(x)) {
        report(x->path, -1, "its model's clump is not one this rebuild can lay out again");
        free(geo);
        return -1;
    }
    for (uint32_t g = 0; !rc && g < x->ci.geometry_count; g++) {
        int grc = warp_clump_geometry(x->c, g, geo, warp_geometry_sizeof());
        rc = grc ? (report(x->path, -1, "geometry %u: %s", g, warp_strerror(grc)), -1) : rebuild_geometry(x, g, geo);
    }
    for (size_t k = 0; !rc && k < x->doc.inst_count; k++)
        if (!x->inst_used[k]) {
            report(x->path, -1, "mesh %s (node %s) is none of the model's objects: new objects are not put back; "
                   "join it to one of the model's meshes", x->doc.insts[k].mesh_name, x->doc.insts[k].node_name);
            rc = -1;
        }
    free(geo);
    return rc;
}

static int rebuild_one(model_ctx *x, size_t clump, int upright) {
    char err[512] = "";
    if (gltf_read_file(x->path, &x->doc, err, sizeof err)) {
        report(x->path, -1, "%s", err);
        return -1;
    }
    x->upright = upright;
    x->inst_used = calloc(x->doc.inst_count + 1, 1);
    x->c = handle_alloc(warp_clump_sizeof());
    int rc = x->inst_used ? rebuild_clump(x, clump) : -1;
    gltf_read_free(&x->doc);
    free(x->inst_used), free(x->c), free(x->fi), free(x->ltm), free(x->names);
    x->inst_used = NULL, x->c = NULL, x->fi = NULL, x->ltm = NULL, x->names = NULL;
    return rc;
}

int rebuild_model_edited(const char *from, const man_model *mm, char *path, size_t cap) {
    snprintf(path, cap, "%s/%s", from, mm->file);
    size_t n = strlen(path);
    if (n > 4 && n + 2 < cap && !strcmp(path + n - 4, ".glb")) { /* a .gltf beside it is the edit */
        char gltf[4096];
        snprintf(gltf, sizeof gltf, "%.*s.gltf", (int)(n - 4), path);
        FILE *f = fopen(gltf, "rb");
        if (f) {
            fclose(f);
            snprintf(path, cap, "%s", gltf);
            return 1;
        }
    }
    uint64_t h;
    if (file_fnv1a64(path, &h)) {
        report(path, -1, "%s (restore the extracted file)", strerror(errno));
        return -1;
    }
    return h != mm->hash;
}

int rebuild_model_at(const uint8_t *e, size_t len, size_t clump, const char *path, int upright, wad_change *c) {
    return rebuild_model_textured(e, len, clump, path, upright, NULL, c);
}

int rebuild_model_textured(const uint8_t *e, size_t len, size_t clump, const char *path, int upright,
                           const model_dicts *d, wad_change *c) {
    model_ctx x;
    memset(&x, 0, sizeof x);
    x.e = e, x.len = len, x.path = path, x.change = c, x.dicts = d;
    if (rebuild_one(&x, clump, upright)) return -1;
    if (x.new_materials)
        fprintf(stderr, "warp: %s: %u new material(s) and mesh(es); %u old mesh(es) kept their bytes\n", path,
                x.new_materials, x.kept_meshes);
    if (x.unchanged)
        fprintf(stderr, "warp: %s: %u of %u meshes unchanged after export: kept as they were\n", path, x.unchanged,
                x.unchanged + x.encoded);
    if (x.encoded || x.recolored) c->models++;
    return 0;
}

/* The texture names of mm's dictionaries: each texture item of the dictionary's entry at its
 * offset, by its "name", else its file's stem (a new texture's name, texture_grow.c). 1, 0
 * when they are unknown (an older extraction; one whose textures were not extracted, as a
 * mod's focused pass), -1 (out of memory). */
static int model_dicts_of(const manifest *m, const man_model *mm, model_dicts *d) {
    memset(d, 0, sizeof *d);
    size_t w = 0;
    for (uint32_t k = 0; k < mm->ndicts; k++) {
        const man_entry *me = &m->e[mm->dict_entry[k]];
        uint32_t had = d->count;
        for (size_t i = me->first; i < me->first + me->nitems; i++) {
            const rebuild_item *it = &m->items[i];
            if (it->dict_offset != mm->dict_offset[k]) continue;
            char(*n)[32] = realloc(d->names, (d->count + 1) * sizeof *n);
            if (!n) return -1;
            d->names = n;
            const char *base = strrchr(it->file, '/');
            base = base ? base + 1 : it->file;
            size_t len = strlen(base) > 4 && !strcmp(base + strlen(base) - 4, ".png") ? strlen(base) - 4 : strlen(base);
            if (it->name[0]) snprintf(n[d->count++], 32, "%s", it->name);
            else if (len < 32) snprintf(n[d->count++], 32, "%.*s", (int)len, base);
        }
        if (d->count == had) return 0;
        w += (size_t)snprintf(d->where + w, w < sizeof d->where ? sizeof d->where - w : 0, "%sentry %u's at %zu",
                              k ? ", " : "", mm->dict_entry[k], mm->dict_offset[k]);
        if (w >= sizeof d->where) w = sizeof d->where - 1;
    }
    if (!mm->ndicts) snprintf(d->where, sizeof d->where, "the model has none");
    return mm->has_dicts;
}

static int first_clump_cb(void *user, const warp_chunk_info *c) {
    size_t *data = user;
    if (c->type != 0x47) return 0; /* a model chunk (FACTS.md 4.1) */
    *data = (size_t)c->offset + 16;
    return 1;
}

int rebuild_model_like(const uint8_t *e, size_t len, const char *path, const model_dicts *d, wad_change *c) {
    size_t data = 0, clump;
    warp_chunk_foreach(e, len, NULL, first_clump_cb, &data);
    if (!data || !(clump = find_clump(e, len, data))) {
        report(path, -1, "the template prop's model resource holds no clump");
        return -1;
    }
    model_ctx x;
    memset(&x, 0, sizeof x);
    x.e = e, x.len = len, x.path = path, x.change = c, x.any_name = 1, x.dicts = d;
    return rebuild_one(&x, clump, 0);
}

int rebuild_models(const manifest *m, uint32_t i, const uint8_t *e, size_t len, const char *from, wad_change *c) {
    const man_entry *me = &m->e[i];
    for (size_t k = 0; k < me->nmodels; k++) {
        const man_model *mm = &m->models[me->first_model + k];
        char path[4096];
        int edited = rebuild_model_edited(from, mm, path, sizeof path);
        if (edited < 0) return -1;
        if (!edited) continue;
        if (mm->world) continue; /* worlds: rebuild/world.c; paths.glb: refused by edits.c */
        size_t clump = find_clump(e, len, mm->offset);
        if (!clump) {
            report(path, -1, "the entry has no model chunk at %zu: not from this WAD's extraction", mm->offset);
            return -1;
        }
        size_t before = c->nsplice;
        model_dicts d;
        int known = model_dicts_of(m, mm, &d);
        int rc = known < 0 ? -1 : rebuild_model_textured(e, len, clump, path, mm->upright, known ? &d : NULL, c);
        free(d.names);
        if (rc) return -1;
        c->model_splices += c->nsplice - before;
    }
    return 0;
}
