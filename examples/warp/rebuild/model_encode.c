/* warp rebuild: one geometry encoded again from an edited glTF instance (model_encode.h).
 * The primitives are gathered per material of the geometry, brought back into the atomic's
 * frame, turned into strips (strips.c, or meshoptimizer's meshopt_stripify when built
 * with it and shorter) and
 * written by the library's geometry encoder in the geometry's own layout. */
#include "rebuild/model_encode.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#ifdef WARP_HAVE_MESHOPT
#include <meshoptimizer.h>
#endif

#include "platform/util.h"
#include "rebuild/model_same.h"
#include "rebuild/model_skin.h"
#include "rebuild/strips.h"

int model_same_name(const char *s, const char *name, size_t name_len) {
    size_t n = strlen(s), k = n;
    while (k && isdigit((unsigned char)s[k - 1])) k--;
    if (k && k < n && n - k == 3 && s[k - 1] == '.') n = k - 1; /* Blender's "name.001" */
    return n == name_len && !memcmp(s, name, n);
}

/* A glTF colour factor as the RGBA bytes it stands for (the extract wrote RGBA / 255). */
static void factor_rgba(const float *f, uint8_t *c) {
    for (int k = 0; k < 4; k++) c[k] = (uint8_t)(f[k] * 255.0f + 0.5f);
}

int model_recolor_refused(const char *path, const char *name, const model_out *o) {
    if (!o->recolor_count) return 0;
    const uint8_t *a = o->recolor[0].was, *b = o->recolor[0].now;
    report(path, -1, "%s: material %u's colour %u,%u,%u,%u -> %u,%u,%u,%u: a glow world's material colours are not "
           "put back: restore its baseColorFactor", name, o->recolor[0].material, a[0], a[1], a[2], a[3], b[0], b[1],
           b[2], b[3]);
    return 1;
}

/* ---- one mesh's vertices and triangles, gathered from the primitives ------------------ */

typedef struct builder {
    uint32_t material, nv, ni, cap_v, cap_i;
    float *pos, *nrm, *uv[2], *wgt;
    uint8_t *col, fill[4]; /* fill: the colour vertices without COLOR_0 get (the mesh's first) */
    uint16_t *jnt;
    uint32_t *idx;
} builder;

static void builder_free(builder *b) {
    free(b->pos), free(b->nrm), free(b->uv[0]), free(b->uv[1]), free(b->wgt), free(b->col), free(b->jnt);
    free(b->idx);
}

static int grow(void **p, size_t count, size_t size) {
    void *n = realloc(*p, count * size + 1);
    if (!n) return -1;
    *p = n;
    return 0;
}

typedef struct enc {
    const model_geo *mg;
    warp_geometry_info gi;
    warp_skin_info skin;
    const gltfr_doc *d;
    const gltfr_inst *in;
    int *bone_of_joint; /* per joint of the instance's skin */
    uint32_t distinct;  /* glTF materials the instance uses (dual pass copies aside) */
    uint32_t new_count; /* new materials (material_new), their textures' names below */
    char new_tex[MODEL_NEW_MAX][32];
    uint8_t new_color[MODEL_NEW_MAX][4], new_colored[MODEL_NEW_MAX]; /* each new one's glTF colour, if any */
    float fix[16];      /* skinned: the file's bind space -> the game's (model_skin.c) */
    char *err;
    size_t errcap;
} enc;

/* A vertex's weights onto the model's bones: the largest max_weights kept, renormalised. */
static int vertex_skin(enc *e, const gltfr_prim *p, uint32_t v, uint16_t *j, float *w) {
    float wt[4];
    int bone[4];
    for (int k = 0; k < 4; k++) {
        uint16_t gj = p->joints[4 * v + k];
        wt[k] = p->weights[4 * v + k] > 0 ? p->weights[4 * v + k] : 0;
        bone[k] = gj < e->d->skins[e->in->skin].joint_count ? e->bone_of_joint[gj] : -2;
        if (wt[k] > 0 && bone[k] < 0)
            return fail_with(e->err, e->errcap, "%s: a vertex is weighted to joint %u, %s", e->mg->name, gj,
                        bone[k] == -2 ? "past the skin's joints"
                                      : "which is no bone of this model's skeleton (a different skeleton is refused)");
    }
    for (int a = 0; a < 4; a++) /* largest first */
        for (int b = a + 1; b < 4; b++)
            if (wt[b] > wt[a]) {
                float t = wt[a];
                int u = bone[a];
                wt[a] = wt[b], bone[a] = bone[b], wt[b] = t, bone[b] = u;
            }
    uint32_t keep = e->skin.max_weights >= 1 && e->skin.max_weights <= 4 ? e->skin.max_weights : 4;
    float sum = 0;
    for (uint32_t k = 0; k < keep; k++) sum += wt[k];
    if (!(sum > 0)) return fail_with(e->err, e->errcap, "%s: a vertex with no weight: weight every vertex", e->mg->name);
    for (int k = 0; k < 4; k++) {
        j[k] = (uint16_t)((uint32_t)k < keep && wt[k] > 0 ? bone[k] : 0);
        w[k] = (uint32_t)k < keep ? wt[k] / sum : 0;
    }
    return 0;
}

static void xform(const float *m, const float *in, float *out, int point) {
    for (int k = 0; k < 3; k++) out[k] = m[k] * in[0] + m[4 + k] * in[1] + m[8 + k] * in[2] + (point ? m[12 + k] : 0);
}

/* Append primitive p's vertices and triangles to b. */
static int builder_add(enc *e, builder *b, const gltfr_prim *p) {
    const warp_geometry_info *gi = &e->gi;
    const char *name = e->mg->name;
    if (gi->has_normals && !p->normal) return fail_with(e->err, e->errcap, "%s: no normals: export with normals", name);
    if (gi->uv_sets >= 1 && !p->texcoord[0]) return fail_with(e->err, e->errcap, "%s: no UVs: export with UVs", name);
    if (gi->has_skin && (!p->joints || e->in->skin < 0))
        return fail_with(e->err, e->errcap, "%s: no skin weights: export with the armature (skinning on)", name);
    size_t nv = (size_t)b->nv + p->vertex_count, ni = (size_t)b->ni + p->index_count;
    if (nv > 0xFFFFFF || ni > 0xFFFFFF) return fail_with(e->err, e->errcap, "%s: too many vertices", name);
    if (grow((void **)&b->pos, nv, 12) || grow((void **)&b->nrm, nv, 12) || grow((void **)&b->uv[0], nv, 8) ||
        grow((void **)&b->uv[1], nv, 8) || grow((void **)&b->col, nv, 4) || grow((void **)&b->jnt, nv, 8) ||
        grow((void **)&b->wgt, nv, 16) || grow((void **)&b->idx, ni, 4))
        return fail_with(e->err, e->errcap, "out of memory");
    const float *m = e->mg->to_frame;
    int skinned = gi->has_skin != 0;
    for (uint32_t v = 0; v < p->vertex_count; v++) {
        size_t o = b->nv + (size_t)v;
        if (skinned) /* bind space (glTF ignores a skinned node's transform), the game's */
            m = e->fix;
        xform(m, p->position + 3 * v, b->pos + 3 * o, 1);
        float n[3] = {0, 1, 0};
        if (p->normal) {
            xform(m, p->normal + 3 * v, n, 0); /* rigid turns in practice; renormalised */
            float l2 = n[0] * n[0] + n[1] * n[1] + n[2] * n[2];
            if (l2 > 0) {
                float g = 1 / sqrtf(l2);
                for (int k = 0; k < 3; k++) n[k] *= g;
            }
        }
        memcpy(b->nrm + 3 * o, n, 12);
        for (int s = 0; s < 2; s++) {
            const float *t = p->texcoord[s] ? p->texcoord[s] : p->texcoord[0];
            b->uv[s][2 * o] = t ? t[2 * v] : 0, b->uv[s][2 * o + 1] = t ? t[2 * v + 1] : 0;
        }
        memcpy(b->col + 4 * o, p->color ? p->color + 4 * v : b->fill, 4);
        if (skinned && vertex_skin(e, p, v, b->jnt + 4 * o, b->wgt + 4 * o)) return -1;
        if (!skinned) memset(b->jnt + 4 * o, 0, 8), memset(b->wgt + 4 * o, 0, 16); /* weld compares them */
    }
    for (uint32_t k = 0; k < p->index_count; k++) b->idx[b->ni + k] = b->nv + p->indices[k];
    b->nv = (uint32_t)nv, b->ni = (uint32_t)ni;
    return 0;
}

/* ---- strips ------------------------------------------------------------------------- */

/* Triangles -> one strip (indices) joined by repeated vertices; *n gets its length: the
 * tool's own (strips.c), or meshoptimizer's when built with it and shorter. */
static uint32_t *stripify(const uint32_t *idx, uint32_t ni, uint32_t nv, size_t *n) {
    uint32_t pieces;
    uint32_t *own = strips_build(idx, ni, n, &pieces);
#ifdef WARP_HAVE_MESHOPT
    /* triangles ordered for strips first (meshoptimizer's advice: longer strips, fewer joins);
     * the shorter of the two strips kept (bench/bench_strips.c: each wins on some models) */
    uint32_t *s = malloc(meshopt_stripifyBound(ni) * sizeof *s + 4), *order = malloc((size_t)ni * sizeof *order + 4);
    if (own && s && order) {
        meshopt_optimizeVertexCacheStrip(order, idx, ni, nv);
        size_t m = meshopt_stripify(s, order, ni, nv, 0); /* restart 0: degenerate joins, as the game's */
        if (m < *n) {
            free(own), own = s, s = NULL;
            *n = m;
        }
    }
    free(s), free(order);
#else
    (void)nv;
#endif
    return own;
}

/* The bytes of vertex v (every attribute the strips copy), for welding. */
static void vertex_key(const builder *b, uint32_t v, uint8_t *k) {
    memcpy(k, b->pos + 3 * (size_t)v, 12), memcpy(k + 12, b->nrm + 3 * (size_t)v, 12);
    memcpy(k + 24, b->uv[0] + 2 * (size_t)v, 8), memcpy(k + 32, b->uv[1] + 2 * (size_t)v, 8);
    memcpy(k + 40, b->col + 4 * (size_t)v, 4), memcpy(k + 44, b->jnt + 4 * (size_t)v, 8);
    memcpy(k + 52, b->wgt + 4 * (size_t)v, 16);
}

/* Indices with every vertex replaced by the first one identical to it in every attribute:
 * editors (and the extract, whose strips repeat vertices between batches) split vertices the
 * strips may share. A new array, or NULL. */
static uint32_t *weld(const builder *b) {
    size_t cap = 16;
    while (cap < (size_t)b->nv * 2) cap *= 2;
    uint32_t *table = malloc(cap * sizeof *table), *first = malloc(((size_t)b->nv + 1) * sizeof *first);
    uint32_t *out = malloc(((size_t)b->ni + 1) * sizeof *out);
    if (!table || !first || !out) {
        free(table), free(first), free(out);
        return NULL;
    }
    memset(table, 0xFF, cap * sizeof *table);
    uint8_t k[68], o[68];
    for (uint32_t v = 0; v < b->nv; v++) {
        vertex_key(b, v, k);
        size_t h = (size_t)fnv1a64(k, sizeof k) & (cap - 1);
        while (table[h] != UINT32_MAX && (vertex_key(b, table[h], o), memcmp(k, o, sizeof k))) h = (h + 1) & (cap - 1);
        if (table[h] == UINT32_MAX) table[h] = v;
        first[v] = table[h];
    }
    for (uint32_t i = 0; i < b->ni; i++) out[i] = first[b->idx[i]];
    free(table), free(first);
    return out;
}

/* The mesh in strip order: every attribute copied per strip vertex into one block. */
typedef struct strip_mesh {
    float *pos, *nrm, *uv[2], *wgt;
    uint8_t *col;
    uint16_t *jnt;
    size_t n;
} strip_mesh;

static int expand(const builder *b, strip_mesh *s) {
    uint32_t *welded = weld(b);
    uint32_t *st = welded ? stripify(welded, b->ni, b->nv, &s->n) : NULL;
    free(welded);
    if (!st) return -1;
    size_t n = s->n ? s->n : 1;
    s->pos = malloc(n * 12), s->nrm = malloc(n * 12), s->uv[0] = malloc(n * 8), s->uv[1] = malloc(n * 8);
    s->col = malloc(n * 4), s->jnt = malloc(n * 8), s->wgt = malloc(n * 16);
    int rc = s->pos && s->nrm && s->uv[0] && s->uv[1] && s->col && s->jnt && s->wgt ? 0 : -1;
    for (size_t k = 0; !rc && k < s->n; k++) {
        uint32_t v = st[k];
        memcpy(s->pos + 3 * k, b->pos + 3 * (size_t)v, 12);
        memcpy(s->nrm + 3 * k, b->nrm + 3 * (size_t)v, 12);
        memcpy(s->uv[0] + 2 * k, b->uv[0] + 2 * (size_t)v, 8);
        memcpy(s->uv[1] + 2 * k, b->uv[1] + 2 * (size_t)v, 8);
        memcpy(s->col + 4 * k, b->col + 4 * (size_t)v, 4);
        memcpy(s->jnt + 4 * k, b->jnt + 4 * (size_t)v, 8);
        memcpy(s->wgt + 4 * k, b->wgt + 4 * (size_t)v, 16);
    }
    free(st);
    return rc;
}

static void strip_free(strip_mesh *s) {
    free(s->pos), free(s->nrm), free(s->uv[0]), free(s->uv[1]), free(s->col), free(s->jnt), free(s->wgt);
}

/* ---- materials ---------------------------------------------------------------------- */

/* Whether primitive p's glTF material is a MatFX dual pass copy the extract added. */
static int material_of_dual(const enc *e, const gltfr_prim *p) {
    const char *gname = p->material >= 0 ? e->d->materials[p->material] : "";
    size_t gl = strlen(gname);
    return gl > 7 && !strcmp(gname + gl - 7, " (dual)");
}

/* An image's name as a texture's: without Blender's ".001" and a ".png" a URI keeps. */
static size_t image_len(const char *img) {
    size_t n = strlen(img);
    for (int pass = 0; pass < 2; pass++) {
        size_t k = n;
        while (k && isdigit((unsigned char)img[k - 1])) k--;
        if (k && k < n && n - k == 3 && img[k - 1] == '.') n = k - 1;
        if (!pass && n > 4 && !strncasecmp(img + n - 4, ".png", 4)) n -= 4;
    }
    return n;
}

/* Whether material m shows the texture named img (n characters): 1, 0 (another), -1
 * (unknown). One that names no texture (props' and characters') shows its dictionary's
 * first, as the extract gives it (FACTS 4.5), when the model's dictionaries are known. */
static int shows(const enc *e, uint32_t m, const char *img, size_t n) {
    warp_material_info mi;
    if (warp_geometry_material(e->mg->g, m, &mi) != WARP_OK) return -1;
    if (mi.has_texture && mi.texture_name_len)
        return n == mi.texture_name_len && !strncasecmp(img, mi.texture_name, n);
    if (!e->mg->dicts || !e->mg->texture_count) return -1;
    return strlen(e->mg->textures[0]) == n && !strncasecmp(img, e->mg->textures[0], n);
}

/* The only material of the geometry showing texture img; -1 (none), -3 (several). */
static int material_showing(const enc *e, const char *img, size_t n) {
    int found = -1, count = 0;
    for (uint32_t m = 0; m < e->gi.material_count; m++)
        if (shows(e, m, img, n) == 1) found = (int)m, count++;
    return count == 1 ? found : count ? -3 : -1;
}

/* A new material for texture img of the model's dictionaries: its index past the geometry's
 * (one per texture), or -1 after a message (a texture none of them holds). */
static int material_new(enc *e, const gltfr_prim *p, const char *img, size_t n) {
    for (uint32_t k = 0; k < e->new_count; k++)
        if (strlen(e->new_tex[k]) == n && !strncasecmp(e->new_tex[k], img, n)) return (int)(e->gi.material_count + k);
    uint32_t t = 0;
    while (e->mg->dicts && t < e->mg->texture_count &&
           !(strlen(e->mg->textures[t]) == n && !strncasecmp(e->mg->textures[t], img, n)))
        t++;
    static const char unknown[] = "none known: a lone model file, or an extraction without the model's dictionaries "
                                  "or their textures (extract the WAD again, textures included)";
    if (!e->mg->dicts || t == e->mg->texture_count)
        return fail_with(e->err, e->errcap,
                         "%s: material \"%s\" shows image \"%.*s\", a texture of none of the model's dictionaries "
                         "(%s): add %.*s.png to the dictionary's folder and list it in the manifest's texture items "
                         "(docs/patch.md), or show one of its textures",
                         e->mg->name, e->d->materials[p->material], (int)n, img,
                         e->mg->dicts ? e->mg->dicts : unknown, (int)n, img);
    if (e->new_count == MODEL_NEW_MAX)
        return fail_with(e->err, e->errcap, "%s: more than %d new materials: join some", e->mg->name, MODEL_NEW_MAX);
    snprintf(e->new_tex[e->new_count], sizeof e->new_tex[0], "%s", e->mg->textures[t]);
    return (int)(e->gi.material_count + e->new_count++);
}

/* The geometry's material for primitive p: one whose name (texture name or "material N")
 * the glTF material has, unless its image is another texture; else the one showing its
 * image; else a new one for the image (material_new); an imageless one by name, the only
 * one, or the mesh at the primitive's position. -1 (refused), -2 (a MatFX dual pass copy the
 * extract added: skipped). */
static int material_by_name(enc *e, const gltfr_prim *p, size_t k);
static int material_named(const enc *e, const gltfr_prim *p);
static int material_of(enc *e, const gltfr_prim *p, size_t k) {
    if (e->mg->prim_material) return e->mg->prim_material[k];
    if (material_of_dual(e, p)) return -2;
    const char *img = p->material >= 0 ? e->d->material_images[p->material] : "";
    size_t n = image_len(img);
    if (!n) return material_by_name(e, p, k);
    int named = material_named(e, p);
    if (named >= 0 && shows(e, (uint32_t)named, img, n) != 0) return named; /* its texture, or an untextured one */
    int m = material_showing(e, img, n);
    if (m >= 0) return m;
    /* several show it, or the dictionaries are unknown (a .dff, an older extraction) and the
     * file has no more materials than the geometry: by name or position, as before */
    if (m == -3 || (!e->mg->dicts && named < 0 && e->distinct <= e->gi.material_count))
        return material_by_name(e, p, k);
    return material_new(e, p, img, n);
}

/* The only material the glTF material's name names (texture name or "material N"), or -1. */
static int material_named(const enc *e, const gltfr_prim *p) {
    const char *gname = p->material >= 0 ? e->d->materials[p->material] : "";
    int found = -1, count = 0;
    for (uint32_t m = 0; m < e->gi.material_count; m++) {
        warp_material_info mi;
        char alt[32];
        snprintf(alt, sizeof alt, "material %u", m);
        if (warp_geometry_material(e->mg->g, m, &mi) != WARP_OK) continue;
        if ((mi.has_texture && mi.texture_name_len && model_same_name(gname, mi.texture_name, mi.texture_name_len)) ||
            model_same_name(gname, alt, strlen(alt)))
            found = found < 0 ? (int)m : found, count++;
    }
    return count == 1 ? found : -1;
}

static int material_by_name(enc *e, const gltfr_prim *p, size_t k) {
    const char *gname = p->material >= 0 ? e->d->materials[p->material] : "";
    int found = material_named(e, p);
    if (found >= 0) return found;
    if (e->distinct > e->gi.material_count + e->new_count)
        return fail_with(e->err, e->errcap,
                    "%s: the file gives it %u materials, the model's object has %u: a new material needs an image, "
                    "a texture of the model's dictionaries (docs/patch.md)",
                    e->mg->name, e->distinct, e->gi.material_count);
    if (e->gi.material_count == 1) return 0;
    warp_geometry_mesh_info mi;
    if (e->in->prim_count == e->gi.mesh_count && warp_geometry_get_mesh(e->mg->g, (uint32_t)k, &mi) == WARP_OK)
        return (int)mi.material;
    return fail_with(e->err, e->errcap,
                "%s: material \"%s\" names none of the model's materials and shows no image: give it the image of "
                "one of the model's textures (a new one: docs/patch.md)",
                e->mg->name, gname);
}

/* Bones by joint: the skin's joint nodes matched by name, else by an HAnim id in the name. */
static int map_joints(enc *e) {
    const gltfr_skin *sk = &e->d->skins[e->in->skin];
    e->bone_of_joint = malloc((sk->joint_count + 1) * sizeof *e->bone_of_joint);
    if (!e->bone_of_joint) return fail_with(e->err, e->errcap, "out of memory");
    for (size_t j = 0; j < sk->joint_count; j++) {
        const char *n = e->d->nodes[sk->joints[j]].name;
        e->bone_of_joint[j] = -1;
        for (uint32_t b = 0; b < e->mg->bone_count && e->bone_of_joint[j] < 0; b++)
            if (model_same_name(n, e->mg->bone_names[b], strlen(e->mg->bone_names[b]))) e->bone_of_joint[j] = (int)b;
    }
    return 0;
}

/* The skin's joints against the game's skeleton: e->fix, a note, or a refusal by name. */
static int skin_fix(enc *e, model_out *out) {
    const gltfr_skin *sk = &e->d->skins[e->in->skin];
    uint32_t n = e->mg->bone_count < e->skin.bone_count ? e->mg->bone_count : e->skin.bone_count;
    float *ibm = malloc(((size_t)n + 1) * 64);
    const float **file_ibm = calloc((size_t)n + 1, sizeof *file_ibm), **world = calloc((size_t)n + 1, sizeof *world);
    int rc = ibm && file_ibm && world ? 0 : fail_with(e->err, e->errcap, "out of memory");
    for (uint32_t b = 0; !rc && b < n; b++) {
        if (warp_geometry_skin_matrix(e->mg->g, b, ibm + 16 * b)) memset(ibm + 16 * b, 0, 64);
        for (size_t j = 0; j < sk->joint_count && !world[b]; j++)
            if (e->bone_of_joint[j] == (int)b)
                world[b] = e->d->nodes[sk->joints[j]].world, file_ibm[b] = sk->ibm ? sk->ibm + 16 * j : NULL;
    }
    model_skin_in in = {e->mg->name, n, e->mg->bone_names, ibm, e->mg->bone_world, file_ibm, world};
    if (!rc) rc = model_skin_fix(&in, e->fix, out->note, sizeof out->note, e->err, e->errcap);
    free(ibm), free(file_ibm), free(world);
    return rc;
}

/* Primitive p's glTF colour (baseColorFactor x 255, rounded: the extract wrote RGBA / 255)
 * for material mat: a new material takes it; an old one whose colour differs goes in
 * out->recolor. */
static int note_color(enc *e, const gltfr_prim *p, uint32_t mat, model_out *out) {
    if (p->material < 0) return 0;
    uint8_t c[4];
    factor_rgba(e->d->material_colors[p->material], c);
    if (mat >= e->gi.material_count) {
        uint32_t k = mat - e->gi.material_count;
        if (!e->new_colored[k]) memcpy(e->new_color[k], c, 4), e->new_colored[k] = 1;
        return 0;
    }
    warp_material_info mi;
    if (warp_geometry_material(e->mg->g, mat, &mi) != WARP_OK || !memcmp(mi.color, c, 4)) return 0;
    for (uint32_t k = 0; k < out->recolor_count; k++)
        if (out->recolor[k].material == mat)
            return memcmp(out->recolor[k].now, c, 4) ? fail_with(e->err, e->errcap, "%s: materials of the file in "
                          "two colours are the model's material %u: give them one colour", e->mg->name, mat) : 0;
    if (out->recolor_count == MODEL_RECOLOR_MAX)
        return fail_with(e->err, e->errcap, "%s: more than %d materials recoloured: recolour fewer at a time",
                         e->mg->name, MODEL_RECOLOR_MAX);
    out->recolor[out->recolor_count].material = mat;
    memcpy(out->recolor[out->recolor_count].was, mi.color, 4), memcpy(out->recolor[out->recolor_count++].now, c, 4);
    return 0;
}

int model_recolors(const warp_geometry *g, const char *name, const gltfr_doc *d, size_t inst, const int *mats,
                   model_out *out, char *err, size_t errcap) {
    model_geo mg;
    enc e;
    memset(&mg, 0, sizeof mg), memset(&e, 0, sizeof e), memset(out, 0, sizeof *out);
    mg.g = g, mg.name = name;
    e.mg = &mg, e.d = d, e.in = &d->insts[inst], e.err = err, e.errcap = errcap;
    if (warp_geometry_get_info(g, &e.gi)) return fail_with(err, errcap, "%s: its geometry cannot be read", name);
    for (size_t k = 0; k < e.in->prim_count; k++)
        if (mats[k] >= 0 && (uint32_t)mats[k] < e.gi.material_count &&
            note_color(&e, &d->prims[e.in->first_prim + k], (uint32_t)mats[k], out))
            return -1;
    return 0;
}

/* Whether the MatFX dual pass copy p (the extract's view of a material's second pass, its
 * colour never read) was recoloured alone: its colour none of the geometry's materials' nor
 * of the instance's other primitives' (1 after a message). Not matched to its first pass:
 * an exporter may reorder the primitives. */
static int dual_recolored(enc *e, const gltfr_prim *p) {
    uint8_t c[4], o[4];
    if (e->mg->prim_material || p->material < 0) return 0;
    factor_rgba(e->d->material_colors[p->material], c);
    for (uint32_t m = 0; m < e->gi.material_count; m++) {
        warp_material_info mi;
        if (warp_geometry_material(e->mg->g, m, &mi) == WARP_OK && !memcmp(c, mi.color, 4)) return 0;
    }
    for (size_t k = 0; k < e->in->prim_count; k++) {
        const gltfr_prim *q = &e->d->prims[e->in->first_prim + k];
        if (q->material < 0 || material_of_dual(e, q)) continue;
        factor_rgba(e->d->material_colors[q->material], o);
        if (!memcmp(c, o, 4)) return 0;
    }
    fail_with(e->err, e->errcap, "%s: material \"%s\" (a MatFX dual pass's copy) recoloured alone: recolour the "
              "material it copies", e->mg->name, e->d->materials[p->material]);
    return 1;
}

/* 1 when every mesh gathered in b draws what the geometry's mesh holds and no material is
 * new, 0, -1; out->keep marks each old mesh that draws what it held. */
static int unchanged(const enc *e, const builder *b, model_out *out) {
    warp_geometry_info gi = e->gi;
    double quantum = gi.layout == WARP_LAYOUT_PS2_PACKED && gi.position_scale > 0 ? gi.position_scale : 1e-4;
    int all = 1;
    for (uint32_t m = 0; m < gi.mesh_count && (all || m < MODEL_MESH_KEEP); m++) {
        mesh_view was, now = {b[m].nv, b[m].ni, b[m].pos, b[m].nrm, {b[m].uv[0], b[m].uv[1]}, b[m].wgt, b[m].col,
                              b[m].jnt, b[m].idx, {0}};
        if (model_geometry_view(e->mg->g, m, &was)) return -1;
        int same = model_same_mesh(&was, &now, quantum);
        model_view_free(&was);
        if (same < 0) return -1;
        if (m < MODEL_MESH_KEEP) out->keep[m] = (uint8_t)same;
        all &= same;
    }
    return all && !e->new_count;
}

/* ---- the geometry ------------------------------------------------------------------- */

/* 2^k at least need/32767 (packed values are signed 16-bit), never below `old`. */
static float grown_scale(float old, float max_abs) {
    float s = old > 0 ? old : 1.0f / 4096;
    while (max_abs / s > 32767.0f) s *= 2;
    return s;
}

static void bounds(strip_mesh *sm, uint32_t n, float *sphere, float *max_pos, float *max_uv) {
    float lo[3] = {1e30f, 1e30f, 1e30f}, hi[3] = {-1e30f, -1e30f, -1e30f};
    *max_pos = 0, *max_uv = 0;
    for (uint32_t m = 0; m < n; m++)
        for (size_t k = 0; k < sm[m].n; k++) {
            for (int c = 0; c < 3; c++) {
                float v = sm[m].pos[3 * k + (size_t)c];
                lo[c] = v < lo[c] ? v : lo[c], hi[c] = v > hi[c] ? v : hi[c];
                *max_pos = (v < 0 ? -v : v) > *max_pos ? (v < 0 ? -v : v) : *max_pos;
            }
            for (int c = 0; c < 4; c++) {
                float u = (c < 2 ? sm[m].uv[0] : sm[m].uv[1])[2 * k + (size_t)(c & 1)];
                *max_uv = (u < 0 ? -u : u) > *max_uv ? (u < 0 ? -u : u) : *max_uv;
            }
        }
    float r2 = 0;
    for (int c = 0; c < 3; c++) sphere[c] = lo[c] <= hi[c] ? (lo[c] + hi[c]) / 2 : 0;
    for (uint32_t m = 0; m < n; m++)
        for (size_t k = 0; k < sm[m].n; k++) {
            float d2 = 0;
            for (int c = 0; c < 3; c++) d2 += (sm[m].pos[3 * k + (size_t)c] - sphere[c]) * (sm[m].pos[3 * k + (size_t)c] - sphere[c]);
            r2 = d2 > r2 ? d2 : r2;
        }
    float r = r2 > 0 ? sqrtf(r2) : 0;
    sphere[3] = r * 1.0001f;
}

/* The material new ones are like: the first textured one without MatFX, else the first
 * textured one, else the first. */
static uint32_t sibling_of(const enc *e) {
    uint32_t textured = UINT32_MAX;
    for (uint32_t m = 0; m < e->gi.material_count; m++) {
        warp_material_info mi;
        if (warp_geometry_material(e->mg->g, m, &mi) != WARP_OK || !mi.has_texture) continue;
        if (!mi.matfx) return m;
        if (textured == UINT32_MAX) textured = m;
    }
    return textured == UINT32_MAX ? 0 : textured;
}

static int write_geometry(enc *e, strip_mesh *sm, const uint32_t *mats, model_out *out) {
    uint32_t n = e->gi.mesh_count + e->new_count, nm = e->gi.material_count + e->new_count;
    warp_mesh_arrays *ma = calloc(n ? n : 1, sizeof *ma);
    warp_material_info *mi = calloc(nm + 1, sizeof *mi);
    float *ibm = e->skin.bone_count ? malloc((size_t)e->skin.bone_count * 64) : NULL;
    int rc = ma && mi && (ibm || !e->skin.bone_count) ? 0 : fail_with(e->err, e->errcap, "out of memory");
    for (uint32_t m = 0; !rc && m < e->gi.material_count; m++) warp_geometry_material(e->mg->g, m, &mi[m]);
    out->old_materials = e->gi.material_count, out->new_materials = e->new_count, out->old_meshes = e->gi.mesh_count;
    out->sibling = sibling_of(e);
    for (uint32_t k = 0; !rc && k < e->new_count; k++) { /* the sibling's, its texture the new one's */
        warp_material_info *t = &mi[e->gi.material_count + k];
        *t = mi[out->sibling];
        t->texture_name = e->new_tex[k], t->texture_name_len = (uint32_t)strlen(e->new_tex[k]);
        t->has_texture = t->textured = 1, t->mask_name = NULL, t->mask_name_len = 0;
        if (e->new_colored[k]) memcpy(t->color, e->new_color[k], 4); /* its own glTF colour */
        if (t->matfx == WARP_MATFX_DUAL) t->matfx = WARP_MATFX_NONE; /* its second pass shows the sibling's look */
    }
    for (uint32_t b = 0; !rc && b < e->skin.bone_count; b++) warp_geometry_skin_matrix(e->mg->g, b, ibm + 16 * b);
    float max_pos, max_uv;
    warp_geometry_desc gd;
    memset(&gd, 0, sizeof gd);
    bounds(sm, n, gd.sphere, &max_pos, &max_uv);
    int packed = e->gi.layout == WARP_LAYOUT_PS2_PACKED;
    /* other layouts keep whatever 0x3F0 says (their values are not scaled) */
    out->position_scale = packed ? grown_scale(e->mg->position_scale, max_pos) : e->mg->position_scale;
    out->uv_scale = packed ? grown_scale(e->mg->uv_scale, max_uv) : e->mg->uv_scale;
    if (packed) /* the packed layout's sphere is in scaled units (FACTS 3.2) */
        for (int c = 0; c < 4; c++) gd.sphere[c] /= out->position_scale;
    if (out->position_scale != e->mg->position_scale || out->uv_scale != e->mg->uv_scale)
        memset(out->keep, 0, sizeof out->keep); /* every value scaled anew */
    for (uint32_t m = 0; !rc && m < n; m++) {
        ma[m].vertex_count = (uint32_t)sm[m].n, ma[m].positions = sm[m].pos;
        ma[m].normals = e->gi.has_normals ? sm[m].nrm : NULL;
        ma[m].uvs[0] = e->gi.uv_sets >= 1 ? sm[m].uv[0] : NULL;
        ma[m].uvs[1] = e->gi.uv_sets >= 2 ? sm[m].uv[1] : NULL;
        ma[m].colors = e->gi.has_colors ? sm[m].col : NULL;
        ma[m].joints = e->gi.has_skin ? sm[m].jnt : NULL;
        ma[m].weights = e->gi.has_skin ? sm[m].wgt : NULL;
    }
    gd.layout = e->gi.layout, gd.mesh_count = n, gd.meshes = ma, gd.mesh_materials = mats;
    gd.material_count = nm, gd.materials = mi;
    gd.position_scale = packed ? out->position_scale : 1, gd.uv_scale = packed ? out->uv_scale : 1;
    gd.bone_count = e->skin.bone_count, gd.inverse_bind = ibm, gd.max_weights = e->skin.max_weights;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    for (int pass = 0; !rc && pass < 2; pass++) { /* ask the size, then write */
        if (!w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, out->geometry, out->len)) {
            rc = fail_with(e->err, e->errcap, "out of memory");
            break;
        }
        int wrc = warp_write_geometry(w, &gd, e->mg->stamp);
        if (wrc) rc = fail_with(e->err, e->errcap, "%s: cannot encode: %s", e->mg->name, warp_strerror(wrc));
        if (!rc && !pass && !(out->geometry = malloc((out->len = warp_writer_size(w)) + 1)))
            rc = fail_with(e->err, e->errcap, "out of memory");
    }
    free(w), free(ma), free(mi), free(ibm);
    return rc;
}

/* Gather the instance's primitives per mesh of the geometry. */
static int gather(enc *e, builder *b, uint32_t *mats, model_out *out) {
    uint32_t n = e->gi.mesh_count;
    for (uint32_t m = 0; m < n; m++) {
        warp_geometry_mesh_info mi;
        if (warp_geometry_get_mesh(e->mg->g, m, &mi)) return fail_with(e->err, e->errcap, "%s: mesh %u unreadable", e->mg->name, m);
        b[m].material = mats[m] = mi.material;
        memset(b[m].fill, 255, 4);
        size_t count = 0;
        uint8_t *col = NULL;
        if (e->gi.has_colors && warp_geometry_copy_colors(e->mg->g, m, NULL, 0, &count) == WARP_OK && count &&
            (col = malloc(count * 4)) && warp_geometry_copy_colors(e->mg->g, m, col, count, NULL) == WARP_OK)
            memcpy(b[m].fill, col, 4); /* colourless new vertices take the mesh's first colour */
        free(col);
    }
    for (size_t k = 0; k < e->in->prim_count; k++) { /* distinct glTF materials */
        const gltfr_prim *p = &e->d->prims[e->in->first_prim + k];
        size_t q = 0;
        while (q < k && e->d->prims[e->in->first_prim + q].material != p->material) q++;
        e->distinct += q == k && material_of_dual(e, p) == 0;
    }
    for (size_t k = 0; k < e->in->prim_count; k++) {
        const gltfr_prim *p = &e->d->prims[e->in->first_prim + k];
        int mat = material_of(e, p, k);
        if (mat == -2 && dual_recolored(e, p)) return -1;
        if (mat == -2) continue;
        if (mat < 0) return -1;
        uint32_t m = 0;
        while (m < n && b[m].material != (uint32_t)mat) m++;
        if (m == n && (uint32_t)mat >= e->gi.material_count) { /* a new material: a new mesh after the old ones */
            m = n + ((uint32_t)mat - e->gi.material_count);
            b[m].material = mats[m] = (uint32_t)mat;
            memcpy(b[m].fill, b[0].fill, 4);
        } else if (m == n) {
            return fail_with(e->err, e->errcap, "%s: material %d has no mesh in this geometry", e->mg->name, mat);
        }
        if (note_color(e, p, (uint32_t)mat, out) || builder_add(e, &b[m], p)) return -1;
        out->vertices += p->vertex_count, out->triangles += p->index_count / 3;
    }
    for (uint32_t m = 0; m < n; m++)
        if (b[m].ni < 3)
            return fail_with(e->err, e->errcap,
                        "%s: material %u has no triangle left: keep at least one face on each material", e->mg->name,
                        b[m].material);
    return 0;
}

int model_encode(const model_geo *mg, const gltfr_doc *d, size_t inst, model_out *out, char *err, size_t errcap) {
    memset(out, 0, sizeof *out);
    enc e;
    memset(&e, 0, sizeof e);
    e.mg = mg, e.d = d, e.in = &d->insts[inst], e.err = err, e.errcap = errcap;
    warp_geometry_get_info(mg->g, &e.gi);
    if (e.gi.layout != WARP_LAYOUT_PS2_PACKED && e.gi.layout != WARP_LAYOUT_PS2_DEFAULT)
        return fail_with(err, errcap, "%s: its layout is not the game's packed or RenderWare's default PS2 layout: not "
                                 "re-encoded (restore the extracted file)", mg->name);
    static const float ident[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    memcpy(e.fix, ident, sizeof ident);
    if (e.gi.has_skin && (warp_geometry_skin(mg->g, &e.skin) || e.in->skin < 0 || map_joints(&e)))
        return err[0] ? -1 : fail_with(err, errcap, "%s: the model is skinned: export with its armature", mg->name);
    if (e.gi.has_skin && skin_fix(&e, out)) return free(e.bone_of_joint), -1;
    uint32_t n = e.gi.mesh_count + MODEL_NEW_MAX; /* room for new materials' meshes */
    builder *b = calloc(n, sizeof *b);
    strip_mesh *sm = calloc(n, sizeof *sm);
    uint32_t *mats = calloc(n, sizeof *mats);
    int rc = b && sm && mats ? gather(&e, b, mats, out) : fail_with(err, errcap, "out of memory");
    if (!rc && (out->unchanged = unchanged(&e, b, out)) < 0) rc = fail_with(err, errcap, "out of memory");
    for (uint32_t m = 0; !rc && !out->unchanged && m < e.gi.mesh_count + e.new_count; m++)
        if (expand(&b[m], &sm[m])) rc = fail_with(err, errcap, "out of memory");
    if (!rc && !out->unchanged) rc = write_geometry(&e, sm, mats, out);
    for (uint32_t m = 0; m < n && b && sm; m++) builder_free(&b[m]), strip_free(&sm[m]);
    free(b), free(sm), free(mats), free(e.bone_of_joint);
    if (rc) free(out->geometry), out->geometry = NULL;
    return rc;
}
