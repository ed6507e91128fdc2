/* glTF 2.0 binary (.glb) scene builder: every add call copies its data into one growing
 * binary chunk (one buffer view per array, 4-byte aligned) and records the glTF objects;
 * gltf_encode_glb() writes the JSON chunk from those records. References in the glTF 2.0
 * specification: "GLB File Format Specification" (section 4.4), "Meshes" (3.7.2), "Skins"
 * (3.7.3), "Accessors" (3.6.2), "Samplers" (3.8.4). */
#include "formats/gltf.h"
#include "formats/gltf_internal.h"
#include "platform/outfile.h"
#include "platform/util.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const attr_name[A_COUNT] = {"POSITION",  "NORMAL",  "TEXCOORD_0", "TEXCOORD_1",
                                               "COLOR_0",   "COLOR_1", "JOINTS_0",   "WEIGHTS_0"};

const float gltf_z_up_to_y_up[16] = {1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1};

/* ---- small helpers ---------------------------------------------------------------- */

static int fail(gltf_doc *doc, int code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(gltf_doc *doc, int code, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(doc->err, sizeof doc->err, fmt, ap);
    va_end(ap);
    if (code == GLTF_ERR_NOMEM) doc->broken = 1;
    return code;
}

/* arr itself when it has room for n+1 elements, else a bigger copy (NULL on failure,
 * arr untouched). */
#define GROW(doc, arr, n, cap)                                                   \
    do {                                                                         \
        void *p_ = grow_room((arr), (n), &(cap), sizeof *(arr));                \
        if (!p_) return fail((doc), GLTF_ERR_NOMEM, "out of memory");            \
        (arr) = p_;                                                              \
    } while (0)

static char *dup_name(const char *s) {
    if (!s) return NULL;
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d) memcpy(d, s, n);
    return d;
}

static int finite_all(const float *v, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!isfinite(v[i])) return 0;
    return 1;
}

double gltf_sqrt(double x) { return x > 0 && isfinite(x) ? sqrt(x) : 0; }

static float clamp01(float v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

/* Room for len bytes at the end of the binary chunk in a new buffer view (4-byte aligned,
 * zero padded); returns the bytes to fill (valid until the next append) or NULL. */
static uint8_t *bin_view(gltf_doc *doc, size_t len, uint32_t stride, uint32_t target, int *view_out) {
    size_t padded = (len + 3) & ~(size_t)3;
    if (padded < len || doc->bin_len > SIZE_MAX - padded) return NULL;
    if (doc->bin_len + padded > doc->bin_cap) {
        size_t cap = doc->bin_cap ? doc->bin_cap : 4096;
        while (cap < doc->bin_len + padded) {
            if (cap > SIZE_MAX / 2) return NULL;
            cap *= 2;
        }
        uint8_t *p = realloc(doc->bin, cap);
        if (!p) return NULL;
        doc->bin = p;
        doc->bin_cap = cap;
    }
    view *v = grow_room(doc->views, doc->view_count, &doc->view_cap, sizeof *doc->views);
    if (!v) return NULL;
    doc->views = v;
    doc->views[doc->view_count] = (view){doc->bin_len, len, stride, target};
    *view_out = (int)doc->view_count++;
    uint8_t *dst = doc->bin + doc->bin_len;
    memset(dst + len, 0, padded - len);
    doc->bin_len += padded;
    return dst;
}

static int add_accessor(gltf_doc *doc, int view_index, uint32_t component, uint32_t count, const char *type,
                        int normalized) {
    GROW(doc, doc->accessors, doc->accessor_count, doc->accessor_cap);
    doc->accessors[doc->accessor_count] = (accessor){view_index, component, count, type, normalized, 0, {0}, {0}};
    return (int)doc->accessor_count++;
}

/* A vertex attribute: copies count * ncomp elements of elem_size bytes. */
static int add_vertex_array(gltf_doc *doc, const void *data, uint32_t count, size_t ncomp, size_t elem_size,
                            uint32_t component, const char *type, int normalized) {
    size_t stride = ncomp * elem_size;
    int v;
    uint8_t *dst = bin_view(doc, (size_t)count * stride, (uint32_t)stride, GL_ARRAY_BUFFER, &v);
    if (!dst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    memcpy(dst, data, (size_t)count * stride);
    return add_accessor(doc, v, component, count, type, normalized);
}

/* ---- public helpers -------------------------------------------------------------- */

gltf_doc *gltf_new(void) { return calloc(1, sizeof(gltf_doc)); }

void gltf_free(gltf_doc *doc) {
    if (!doc) return;
    for (size_t i = 0; i < doc->image_count; i++) free(doc->images[i].name);
    for (size_t i = 0; i < doc->material_count; i++) free(doc->materials[i].name), free(doc->materials[i].env_map);
    for (size_t i = 0; i < doc->mesh_count; i++) {
        free(doc->meshes[i].name);
        free(doc->meshes[i].prims);
    }
    for (size_t i = 0; i < doc->node_count; i++) {
        free(doc->nodes[i].name);
        free(doc->nodes[i].children);
    }
    for (size_t i = 0; i < doc->skin_count; i++) {
        free(doc->skins[i].name);
        free(doc->skins[i].joints);
    }
    for (size_t i = 0; i < doc->animation_count; i++) {
        free(doc->animations[i].name);
        free(doc->animations[i].targets);
    }
    for (size_t i = 0; i < doc->texture_count; i++) free(doc->textures[i].preview);
    free(doc->animations);
    free(doc->bin);
    free(doc->views);
    free(doc->accessors);
    free(doc->images);
    free(doc->samplers);
    free(doc->textures);
    free(doc->materials);
    free(doc->meshes);
    free(doc->nodes);
    free(doc->skins);
    free(doc);
}

const char *gltf_error(const gltf_doc *doc) { return doc && doc->err[0] ? doc->err : "no error"; }

void gltf_material_init(gltf_material *m) {
    memset(m, 0, sizeof *m);
    for (int i = 0; i < 4; i++) m->base_color[i] = 1;
    m->texture = -1;
    m->alpha_mode = GLTF_ALPHA_OPAQUE;
    m->alpha_cutoff = 0.5f;
}

void gltf_node_init(gltf_node *n) {
    memset(n, 0, sizeof *n);
    n->rotation[3] = 1;
    n->scale[0] = n->scale[1] = n->scale[2] = 1;
    n->mesh = -1;
    n->skin = -1;
}

void gltf_matrix_from_rw(float out[16], const float right[3], const float up[3], const float at[3],
                         const float pos[3]) {
    const float *col[4] = {right, up, at, pos};
    for (int c = 0; c < 4; c++) {
        for (int r = 0; r < 3; r++) out[c * 4 + r] = col[c][r];
        out[c * 4 + 3] = c == 3 ? 1.0f : 0.0f;
    }
}

uint8_t gltf_color_from_gs(uint8_t gs) { return gs >= 0x80 ? 255 : (uint8_t)((gs * 255 + 64) / 128); }

void gltf_set_root_matrix(gltf_doc *doc, const float m[16]) {
    doc->has_root = m != NULL;
    if (m) memcpy(doc->root, m, sizeof doc->root);
}

/* ---- textures and materials -------------------------------------------------------- */

/* RenderWare filter -> glTF (mag, min). The mip modes name the in-level filter first:
 * MIPNEAREST = point texels, nearest level; MIPLINEAR = bilinear, nearest level;
 * LINEARMIPNEAREST = point texels blended across levels; LINEARMIPLINEAR = trilinear. */
static void map_filter(int rw, int *mag, int *min) {
    switch (rw) {
    case GLTF_RW_FILTER_NEAREST: *mag = GL_NEAREST, *min = GL_NEAREST; break;
    case GLTF_RW_FILTER_MIP_NEAREST: *mag = GL_NEAREST, *min = GL_NEAREST_MIPMAP_NEAREST; break;
    case GLTF_RW_FILTER_MIP_LINEAR: *mag = GL_LINEAR, *min = GL_LINEAR_MIPMAP_NEAREST; break;
    case GLTF_RW_FILTER_LINEAR_MIP_NEAREST: *mag = GL_NEAREST, *min = GL_NEAREST_MIPMAP_LINEAR; break;
    case GLTF_RW_FILTER_LINEAR_MIP_LINEAR: *mag = GL_LINEAR, *min = GL_LINEAR_MIPMAP_LINEAR; break;
    default: *mag = GL_LINEAR, *min = GL_LINEAR; break;
    }
}

/* glTF has no border colour: border addressing clamps. */
static int map_address(int rw) {
    switch (rw) {
    case GLTF_RW_MIRROR: return GL_MIRRORED_REPEAT;
    case GLTF_RW_CLAMP:
    case GLTF_RW_BORDER: return GL_CLAMP_TO_EDGE;
    default: return GL_REPEAT;
    }
}

int gltf_add_texture_png(gltf_doc *doc, const char *name, const uint8_t *png, size_t png_len, int rw_filter,
                         int rw_address_u, int rw_address_v) {
    static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (!png || png_len < 8 || memcmp(png, sig, 8)) return fail(doc, GLTF_ERR_INVALID, "image is not a PNG");
    if (png_len > UINT32_MAX) return fail(doc, GLTF_ERR_INVALID, "image too large");
    if (rw_address_v == 0) rw_address_v = rw_address_u; /* as the game does (page 000) */

    sampler s;
    map_filter(rw_filter, &s.mag, &s.min);
    s.wrap_s = map_address(rw_address_u);
    s.wrap_t = map_address(rw_address_v);
    size_t si = 0;
    while (si < doc->sampler_count && memcmp(&doc->samplers[si], &s, sizeof s)) si++;

    GROW(doc, doc->textures, doc->texture_count, doc->texture_cap);
    GROW(doc, doc->images, doc->image_count, doc->image_cap);
    if (si == doc->sampler_count) {
        GROW(doc, doc->samplers, doc->sampler_count, doc->sampler_cap);
        doc->samplers[doc->sampler_count++] = s;
    }
    image im = {0, dup_name(name)};
    uint8_t *dst = bin_view(doc, png_len, 0, 0, &im.view);
    if (!dst || (name && !im.name)) {
        free(im.name);
        return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    }
    memcpy(dst, png, png_len);
    doc->images[doc->image_count] = im;
    doc->textures[doc->texture_count] = (texture){(int)si, (int)doc->image_count++};
    return (int)doc->texture_count++;
}

int gltf_texture_preview(gltf_doc *doc, int tex, const uint8_t *rgba, uint32_t w, uint32_t h, size_t stride) {
    if (tex < 0 || (size_t)tex >= doc->texture_count || !rgba || !w || !h || stride < (size_t)w * 4)
        return fail(doc, GLTF_ERR_INVALID, "preview: no texture %d or no pixels", tex);
    uint32_t pw = 1, ph = 1; /* powers of two: the thumbnail wraps coordinates with a mask */
    while (pw * 2 <= w && pw < GLTF_PREVIEW_MAX) pw *= 2;
    while (ph * 2 <= h && ph < GLTF_PREVIEW_MAX) ph *= 2;
    uint8_t *p = malloc((size_t)pw * ph * 4);
    if (!p) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    for (uint32_t y = 0; y < ph; y++) /* point sampled at each preview texel's centre */
        for (uint32_t x = 0; x < pw; x++)
            memcpy(p + ((size_t)y * pw + x) * 4,
                   rgba + (size_t)((2 * y + 1) * (uint64_t)h / (2 * ph)) * stride + (size_t)((2 * x + 1) * (uint64_t)w / (2 * pw)) * 4,
                   4);
    texture *t = &doc->textures[tex];
    free(t->preview);
    t->preview = p, t->pw = pw, t->ph = ph;
    return 0;
}

int gltf_add_material(gltf_doc *doc, const gltf_material *m) {
    if (m->texture < -1 || m->texture >= (int)doc->texture_count)
        return fail(doc, GLTF_ERR_INVALID, "material: no texture %d", m->texture);
    if (m->texcoord < 0 || m->texcoord > 1) return fail(doc, GLTF_ERR_INVALID, "material: texcoord %d", m->texcoord);
    if (m->alpha_mode < GLTF_ALPHA_OPAQUE || m->alpha_mode > GLTF_ALPHA_BLEND)
        return fail(doc, GLTF_ERR_INVALID, "material: alpha mode %d", m->alpha_mode);
    if (!finite_all(m->base_color, 4) || !isfinite(m->alpha_cutoff) || m->alpha_cutoff < 0)
        return fail(doc, GLTF_ERR_INVALID, "material: non-finite factor");
    GROW(doc, doc->materials, doc->material_count, doc->material_cap);
    material *dst = &doc->materials[doc->material_count];
    dst->m = *m;
    for (int i = 0; i < 4; i++) dst->m.base_color[i] = clamp01(m->base_color[i]);
    dst->name = dup_name(m->name);
    if (m->name && !dst->name) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    dst->m.name = dst->name;
    dst->env_map = dup_name(m->env_map);
    if (m->env_map && !dst->env_map) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    dst->m.env_map = dst->env_map;
    return (int)doc->material_count++;
}

/* ---- meshes -------------------------------------------------------------------------- */

static int prim_is_empty(const gltf_primitive *p) { return p->vertex_count == 0 || (p->indices && !p->index_count); }

/* Everything that would make the primitive invalid glTF, checked before anything is copied. */
static int check_primitive(gltf_doc *doc, const gltf_primitive *p, size_t i) {
    size_t n = p->vertex_count;
    if (!p->position) return fail(doc, GLTF_ERR_INVALID, "primitive %zu: no positions", i);
    if (!finite_all(p->position, n * 3)) return fail(doc, GLTF_ERR_INVALID, "primitive %zu: non-finite position", i);
    if (p->normal && !finite_all(p->normal, n * 3))
        return fail(doc, GLTF_ERR_INVALID, "primitive %zu: non-finite normal", i);
    for (int s = 0; s < 2; s++) {
        if (p->texcoord[s] && !finite_all(p->texcoord[s], n * 2))
            return fail(doc, GLTF_ERR_INVALID, "primitive %zu: non-finite texcoord", i);
        if (!p->color_u8[s] && p->color_f[s] && !finite_all(p->color_f[s], n * 4))
            return fail(doc, GLTF_ERR_INVALID, "primitive %zu: non-finite colour", i);
    }
    int has_joints = p->joints_u8 || p->joints_u16;
    if (has_joints != (p->weights != NULL))
        return fail(doc, GLTF_ERR_INVALID, "primitive %zu: joints and weights come together", i);
    if (p->weights)
        for (size_t k = 0; k < n * 4; k++)
            if (!isfinite(p->weights[k]) || p->weights[k] < 0)
                return fail(doc, GLTF_ERR_INVALID, "primitive %zu: bad weight", i);
    uint32_t unit = p->lines ? 2 : 3;
    if (p->indices) {
        if (p->index_count % unit) return fail(doc, GLTF_ERR_INVALID, "primitive %zu: %u indices", i, p->index_count);
        for (size_t k = 0; k < p->index_count; k++)
            if (p->indices[k] >= n) return fail(doc, GLTF_ERR_INVALID, "primitive %zu: index out of range", i);
    } else if (n % unit) {
        return fail(doc, GLTF_ERR_INVALID, "primitive %zu: %zu vertices is not whole %s", i, n,
                    p->lines ? "lines" : "triangles");
    }
    if (p->material < -1 || p->material >= (int)doc->material_count)
        return fail(doc, GLTF_ERR_INVALID, "primitive %zu: no material %d", i, p->material);
    if (p->material >= 0) {
        const gltf_material *m = &doc->materials[p->material].m;
        if (m->texture >= 0 && !p->texcoord[m->texcoord])
            return fail(doc, GLTF_ERR_INVALID, "primitive %zu: material reads TEXCOORD_%d", i, m->texcoord);
    }
    return 0;
}

static int add_positions(gltf_doc *doc, const float *pos, uint32_t n) {
    int a = add_vertex_array(doc, pos, n, 3, 4, GL_FLOAT, "VEC3", 0);
    if (a < 0) return a;
    accessor *acc = &doc->accessors[a];
    acc->ncomp_minmax = 3;
    for (int c = 0; c < 3; c++) acc->min[c] = acc->max[c] = pos[c];
    for (size_t k = 1; k < n; k++)
        for (int c = 0; c < 3; c++) {
            float v = pos[k * 3 + c];
            if (v < acc->min[c]) acc->min[c] = v;
            if (v > acc->max[c]) acc->max[c] = v;
        }
    return a;
}

/* glTF requires unit normals; RenderWare's are bytes / 127, so renormalise. */
static int add_normals(gltf_doc *doc, const float *nrm, uint32_t n) {
    int v;
    float *dst = (float *)bin_view(doc, (size_t)n * 12, 12, GL_ARRAY_BUFFER, &v);
    if (!dst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    for (size_t k = 0; k < n; k++) {
        double x = nrm[k * 3], y = nrm[k * 3 + 1], z = nrm[k * 3 + 2];
        double len2 = x * x + y * y + z * z;
        if (len2 < 1e-24) x = 0, y = 1, z = 0, len2 = 1;
        double len = gltf_sqrt(len2);
        dst[k * 3] = (float)(x / len), dst[k * 3 + 1] = (float)(y / len), dst[k * 3 + 2] = (float)(z / len);
    }
    return add_accessor(doc, v, GL_FLOAT, n, "VEC3", 0);
}

static int add_float_colors(gltf_doc *doc, const float *col, uint32_t n) {
    int v;
    float *dst = (float *)bin_view(doc, (size_t)n * 16, 16, GL_ARRAY_BUFFER, &v);
    if (!dst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    for (size_t k = 0; k < (size_t)n * 4; k++) dst[k] = clamp01(col[k]);
    return add_accessor(doc, v, GL_FLOAT, n, "VEC4", 0);
}

/* JOINTS_0 / WEIGHTS_0 with the cleanups glTF asks for (3.7.3.3): a joint listed twice
 * with weight keeps one entry with the summed weight; a zero-weight slot names joint 0;
 * weights sum to 1 (all-zero weights give the first slot everything). */
static int add_skinning(gltf_doc *doc, const gltf_primitive *p, int *joints_acc, int *weights_acc,
                        uint32_t *joint_limit) {
    uint32_t n = p->vertex_count;
    int wide = p->joints_u8 == NULL;
    size_t jsize = wide ? 2 : 1;
    int jv, wv;
    uint8_t *jdst = bin_view(doc, (size_t)n * 4 * jsize, (uint32_t)(4 * jsize), GL_ARRAY_BUFFER, &jv);
    if (!jdst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    float *wdst = (float *)bin_view(doc, (size_t)n * 16, 16, GL_ARRAY_BUFFER, &wv);
    if (!wdst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    jdst = doc->bin + doc->views[jv].offset; /* the second append may have moved the chunk */
    *joint_limit = 0;
    for (size_t k = 0; k < n; k++) {
        uint32_t j[4];
        float w[4];
        for (int s = 0; s < 4; s++) {
            j[s] = wide ? p->joints_u16[k * 4 + s] : p->joints_u8[k * 4 + s];
            w[s] = p->weights[k * 4 + s];
        }
        for (int s = 1; s < 4; s++)
            for (int t = 0; t < s; t++)
                if (w[s] > 0 && w[t] > 0 && j[s] == j[t]) w[t] += w[s], w[s] = 0;
        double sum = 0;
        for (int s = 0; s < 4; s++) sum += w[s];
        if (sum <= 0) w[0] = 1, sum = 1;
        for (int s = 0; s < 4; s++) {
            if (w[s] == 0) j[s] = 0;
            w[s] = (float)(w[s] / sum);
            if (j[s] + 1 > *joint_limit) *joint_limit = j[s] + 1;
            if (wide) {
                uint16_t j16 = (uint16_t)j[s];
                memcpy(jdst + (k * 4 + s) * 2, &j16, 2);
            } else {
                jdst[k * 4 + s] = (uint8_t)j[s];
            }
            wdst[k * 4 + s] = w[s];
        }
    }
    *joints_acc = add_accessor(doc, jv, wide ? GL_UNSIGNED_SHORT : GL_UNSIGNED_BYTE, n, "VEC4", 0);
    if (*joints_acc < 0) return *joints_acc;
    *weights_acc = add_accessor(doc, wv, GL_FLOAT, n, "VEC4", 0);
    return *weights_acc < 0 ? *weights_acc : 0;
}

/* 16-bit indices while every vertex fits below 0xFFFF (the primitive-restart value glTF
 * forbids in index data), 32-bit beyond. */
static int add_indices(gltf_doc *doc, const uint32_t *idx, uint32_t count, uint32_t vertex_count) {
    int narrow = vertex_count <= 0xFFFF;
    size_t isize = narrow ? 2 : 4;
    int v;
    uint8_t *dst = bin_view(doc, (size_t)count * isize, 0, GL_ELEMENT_ARRAY_BUFFER, &v);
    if (!dst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    if (narrow) {
        for (size_t k = 0; k < count; k++) {
            uint16_t i16 = (uint16_t)idx[k];
            memcpy(dst + k * 2, &i16, 2);
        }
    } else {
        memcpy(dst, idx, (size_t)count * 4);
    }
    return add_accessor(doc, v, narrow ? GL_UNSIGNED_SHORT : GL_UNSIGNED_INT, count, "SCALAR", 0);
}

static int add_primitive(gltf_doc *doc, const gltf_primitive *p, prim *out) {
    uint32_t n = p->vertex_count;
    for (int a = 0; a < A_COUNT; a++) out->attr[a] = -1;
    out->indices = -1;
    out->material = p->material;
    out->joint_limit = 0;
    out->lines = p->lines != 0;
    int *attr = out->attr;
    if ((attr[A_POSITION] = add_positions(doc, p->position, n)) < 0) return attr[A_POSITION];
    if (p->normal && (attr[A_NORMAL] = add_normals(doc, p->normal, n)) < 0) return attr[A_NORMAL];
    for (int s = 0; s < 2; s++) {
        int *tc = &attr[A_TEXCOORD_0 + s], *col = &attr[A_COLOR_0 + s];
        if (p->texcoord[s] && (*tc = add_vertex_array(doc, p->texcoord[s], n, 2, 4, GL_FLOAT, "VEC2", 0)) < 0)
            return *tc;
        if (p->color_u8[s]) {
            if ((*col = add_vertex_array(doc, p->color_u8[s], n, 4, 1, GL_UNSIGNED_BYTE, "VEC4", 1)) < 0) return *col;
        } else if (p->color_f[s]) {
            if ((*col = add_float_colors(doc, p->color_f[s], n)) < 0) return *col;
        }
    }
    if (p->weights) {
        int rc = add_skinning(doc, p, &attr[A_JOINTS_0], &attr[A_WEIGHTS_0], &out->joint_limit);
        if (rc < 0) return rc;
    }
    if (p->indices && (out->indices = add_indices(doc, p->indices, p->index_count, n)) < 0) return out->indices;
    out->target_count = p->target_count;
    for (uint32_t t = 0; t < p->target_count; t++)
        if ((out->targets[t] = add_positions(doc, p->target_position[t], n)) < 0) return out->targets[t];
    return 0;
}

int gltf_add_mesh(gltf_doc *doc, const char *name, const gltf_primitive *prims, size_t prim_count) {
    size_t used = 0;
    for (size_t i = 0; i < prim_count; i++) {
        if (prim_is_empty(&prims[i])) continue;
        int rc = check_primitive(doc, &prims[i], i);
        if (rc) return rc;
        if (prims[i].target_count > GLTF_MAX_TARGETS || prims[i].target_count != prims[0].target_count ||
            (prims[i].target_count && !prims[i].target_position))
            return fail(doc, GLTF_ERR_INVALID, "primitive %zu: bad morph target count", i);
        for (uint32_t t = 0; t < prims[i].target_count; t++)
            if (!prims[i].target_position[t] ||
                !finite_all(prims[i].target_position[t], (size_t)prims[i].vertex_count * 3))
                return fail(doc, GLTF_ERR_INVALID, "primitive %zu: morph target %u missing or not finite", i, t);
        used++;
    }
    if (!used) return fail(doc, GLTF_ERR_EMPTY, "mesh %s has no triangles", name ? name : "");
    GROW(doc, doc->meshes, doc->mesh_count, doc->mesh_cap);
    mesh m = {dup_name(name), calloc(used, sizeof(prim)), 0};
    if (!m.prims || (name && !m.name)) {
        free(m.name);
        free(m.prims);
        return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    }
    doc->meshes[doc->mesh_count] = m; /* owned by the document from here on */
    mesh *dst = &doc->meshes[doc->mesh_count++];
    for (size_t i = 0; i < prim_count; i++) {
        if (prim_is_empty(&prims[i])) continue;
        int rc = add_primitive(doc, &prims[i], &dst->prims[dst->prim_count++]);
        if (rc < 0) return rc; /* only out of memory gets here: the document is broken */
    }
    return (int)doc->mesh_count - 1;
}

/* ---- nodes and skins ---------------------------------------------------------------- */

int gltf_add_node(gltf_doc *doc, const gltf_node *n) {
    if (n->mesh < -1 || n->skin < -1) return fail(doc, GLTF_ERR_INVALID, "node: bad mesh or skin index");
    if ((n->matrix && !finite_all(n->matrix, 16)) || !finite_all(n->translation, 3) ||
        !finite_all(n->rotation, 4) || !finite_all(n->scale, 3))
        return fail(doc, GLTF_ERR_INVALID, "node: non-finite transform");
    double q = 0;
    for (int i = 0; i < 4; i++) q += (double)n->rotation[i] * n->rotation[i];
    if (!n->matrix && q < 1e-12) return fail(doc, GLTF_ERR_INVALID, "node: zero rotation quaternion");
    GROW(doc, doc->nodes, doc->node_count, doc->node_cap);
    node *dst = &doc->nodes[doc->node_count];
    memset(dst, 0, sizeof *dst);
    dst->n = *n;
    dst->parent = -1;
    dst->name = dup_name(n->name);
    if (n->name && !dst->name) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    dst->n.name = dst->name;
    if (n->matrix) {
        memcpy(dst->matrix, n->matrix, sizeof dst->matrix);
        dst->n.matrix = dst->matrix;
    } else {
        q = gltf_sqrt(q);
        for (int i = 0; i < 4; i++) dst->n.rotation[i] = (float)(n->rotation[i] / q);
    }
    return (int)doc->node_count++;
}

int gltf_set_trs(gltf_doc *doc, int index, int path, const float *v) {
    int n = path == GLTF_PATH_ROTATION ? 4 : 3;
    if (index < 0 || index >= (int)doc->node_count || doc->nodes[index].n.matrix || path < 0 ||
        path > GLTF_PATH_SCALE || !finite_all(v, n))
        return fail(doc, GLTF_ERR_INVALID, "set: no TRS node %d, or a bad value", index);
    gltf_node *dst = &doc->nodes[index].n;
    if (path == GLTF_PATH_ROTATION) {
        double q = 0;
        for (int i = 0; i < 4; i++) q += (double)v[i] * v[i];
        if (q < 1e-12) return fail(doc, GLTF_ERR_INVALID, "set: zero rotation quaternion");
        for (int i = 0; i < 4; i++) dst->rotation[i] = (float)(v[i] / gltf_sqrt(q));
    } else {
        memcpy(path == GLTF_PATH_TRANSLATION ? dst->translation : dst->scale, v, 3 * sizeof *v);
    }
    return 0;
}

int gltf_add_child(gltf_doc *doc, int parent, int child) {
    if (parent < 0 || child < 0 || parent >= (int)doc->node_count || child >= (int)doc->node_count)
        return fail(doc, GLTF_ERR_INVALID, "child: no node %d or %d", parent, child);
    if (doc->nodes[child].parent >= 0) return fail(doc, GLTF_ERR_INVALID, "child: node %d has a parent", child);
    for (int a = parent; a >= 0; a = doc->nodes[a].parent) /* ends: the graph is a forest */
        if (a == child) return fail(doc, GLTF_ERR_INVALID, "child: node %d is an ancestor of %d", child, parent);
    node *p = &doc->nodes[parent];
    GROW(doc, p->children, p->child_count, p->child_cap);
    p->children[p->child_count++] = child;
    doc->nodes[child].parent = parent;
    return 0;
}

int gltf_add_skin(gltf_doc *doc, const char *name, const int *joints, size_t joint_count, const float *inverse_bind,
                  int skeleton) {
    if (!joint_count || joint_count > UINT32_MAX / 64) return fail(doc, GLTF_ERR_INVALID, "skin: %zu joints", joint_count);
    if (skeleton < -1 || skeleton >= (int)doc->node_count) return fail(doc, GLTF_ERR_INVALID, "skin: no skeleton node");
    for (size_t i = 0; i < joint_count; i++) {
        if (joints[i] < 0 || joints[i] >= (int)doc->node_count)
            return fail(doc, GLTF_ERR_INVALID, "skin: no joint node %d", joints[i]);
        for (size_t k = 0; k < i; k++)
            if (joints[k] == joints[i]) return fail(doc, GLTF_ERR_INVALID, "skin: joint %d listed twice", joints[i]);
    }
    if (inverse_bind && !finite_all(inverse_bind, joint_count * 16))
        return fail(doc, GLTF_ERR_INVALID, "skin: non-finite inverse bind matrix");
    GROW(doc, doc->skins, doc->skin_count, doc->skin_cap);
    skin s = {dup_name(name), malloc(joint_count * sizeof(int)), joint_count, -1, skeleton};
    int v;
    float *dst = (float *)bin_view(doc, joint_count * 64, 0, 0, &v);
    if (!s.joints || (name && !s.name) || !dst) {
        free(s.name);
        free(s.joints);
        return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    }
    memcpy(s.joints, joints, joint_count * sizeof(int));
    for (size_t i = 0; i < joint_count; i++) {
        float *m = dst + i * 16;
        if (inverse_bind) {
            memcpy(m, inverse_bind + i * 16, 64);
        } else {
            memset(m, 0, 64);
            m[0] = m[5] = m[10] = 1;
        }
        m[3] = m[7] = m[11] = 0;
        m[15] = 1;
    }
    s.ibm = add_accessor(doc, v, GL_FLOAT, (uint32_t)joint_count, "MAT4", 0);
    if (s.ibm < 0) {
        free(s.name);
        free(s.joints);
        return s.ibm;
    }
    doc->skins[doc->skin_count] = s;
    return (int)doc->skin_count++;
}

/* ---- animations (glTF 2.0 "Animations", 3.11) ---------------------------------------- */

/* count * ncomp floats in a new view without a target (animation data is not vertex data). */
static int add_float_accessor(gltf_doc *doc, const float *v, uint32_t count, size_t ncomp, const char *type) {
    int vi;
    float *dst = (float *)bin_view(doc, (size_t)count * ncomp * 4, 0, 0, &vi);
    if (!dst) return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    memcpy(dst, v, (size_t)count * ncomp * 4);
    return add_accessor(doc, vi, GL_FLOAT, count, type, 0);
}

int gltf_add_animation(gltf_doc *doc, const char *name, const float *times, uint32_t key_count,
                       const gltf_anim_channel *channels, size_t channel_count) {
    static const char *const type[3] = {"VEC3", "VEC4", "VEC3"};
    if (!key_count || key_count > UINT32_MAX / 16 || !times || !channel_count || !channels)
        return fail(doc, GLTF_ERR_INVALID, "animation: no keys or no channels");
    for (uint32_t k = 0; k < key_count; k++)
        if (!isfinite(times[k]) || (k && !(times[k] > times[k - 1])))
            return fail(doc, GLTF_ERR_INVALID, "animation: key times not finite and increasing");
    for (size_t c = 0; c < channel_count; c++) {
        const gltf_anim_channel *ch = &channels[c];
        if (ch->node < 0 || ch->node >= (int)doc->node_count || ch->path < 0 || ch->path > GLTF_PATH_SCALE ||
            !ch->values || doc->nodes[ch->node].n.matrix)
            return fail(doc, GLTF_ERR_INVALID, "animation: bad channel %zu", c);
        size_t n = (size_t)key_count * (ch->path == GLTF_PATH_ROTATION ? 4 : 3);
        if (!finite_all(ch->values, n)) return fail(doc, GLTF_ERR_INVALID, "animation: non-finite values");
        for (size_t k = 0; ch->path == GLTF_PATH_ROTATION && k < key_count; k++) {
            const float *q = ch->values + 4 * k;
            if ((double)q[0] * q[0] + (double)q[1] * q[1] + (double)q[2] * q[2] + (double)q[3] * q[3] < 1e-12)
                return fail(doc, GLTF_ERR_INVALID, "animation: zero rotation quaternion");
        }
        for (size_t k = 0; k < c; k++)
            if (channels[k].node == ch->node && channels[k].path == ch->path)
                return fail(doc, GLTF_ERR_INVALID, "animation: node %d animated twice", ch->node);
    }
    GROW(doc, doc->animations, doc->animation_count, doc->animation_cap);
    animation a = {dup_name(name), -1, calloc(channel_count, sizeof(anim_target)), channel_count};
    float *unit = NULL;
    int rc = 0;
    if ((name && !a.name) || !a.targets) rc = fail(doc, GLTF_ERR_NOMEM, "out of memory");
    if (!rc && (a.input = add_float_accessor(doc, times, key_count, 1, "SCALAR")) < 0) rc = a.input;
    if (!rc) { /* the sampler input needs min and max */
        accessor *in = &doc->accessors[a.input];
        in->ncomp_minmax = 1;
        in->min[0] = times[0];
        in->max[0] = times[key_count - 1];
    }
    for (size_t c = 0; c < channel_count && !rc; c++) {
        const gltf_anim_channel *ch = &channels[c];
        const float *v = ch->values;
        if (ch->path == GLTF_PATH_ROTATION) {
            if (!unit && !(unit = malloc((size_t)key_count * 16))) {
                rc = fail(doc, GLTF_ERR_NOMEM, "out of memory");
                break;
            }
            for (uint32_t k = 0; k < key_count; k++) {
                const float *q = v + 4 * (size_t)k;
                double n = gltf_sqrt((double)q[0] * q[0] + (double)q[1] * q[1] + (double)q[2] * q[2] +
                                    (double)q[3] * q[3]); /* > 1e-6: checked above */
                for (int i = 0; i < 4; i++) unit[4 * (size_t)k + i] = (float)(q[i] / n);
            }
            v = unit;
        }
        int out = add_float_accessor(doc, v, key_count, ch->path == GLTF_PATH_ROTATION ? 4 : 3, type[ch->path]);
        if (out < 0) rc = out;
        a.targets[c] = (anim_target){ch->node, ch->path, out};
    }
    free(unit);
    if (rc) {
        free(a.name);
        free(a.targets);
        return rc;
    }
    doc->animations[doc->animation_count] = a;
    return (int)doc->animation_count++;
}

/* ---- winding --------------------------------------------------------------------- */

size_t gltf_winding_fix(const float *position, const float *normal, uint32_t vertex_count, uint32_t *indices,
                        size_t index_count, int flip) {
    size_t wrong = 0;
    for (size_t t = 0; t + 3 <= index_count; t += 3) {
        uint32_t *tri = indices + t;
        if (tri[0] >= vertex_count || tri[1] >= vertex_count || tri[2] >= vertex_count) continue;
        const float *a = position + (size_t)tri[0] * 3, *b = position + (size_t)tri[1] * 3,
                    *c = position + (size_t)tri[2] * 3;
        double e1[3], e2[3], face[3], vn[3] = {0, 0, 0};
        for (int k = 0; k < 3; k++) e1[k] = b[k] - a[k], e2[k] = c[k] - a[k];
        face[0] = e1[1] * e2[2] - e1[2] * e2[1];
        face[1] = e1[2] * e2[0] - e1[0] * e2[2];
        face[2] = e1[0] * e2[1] - e1[1] * e2[0];
        for (int v = 0; v < 3; v++)
            for (int k = 0; k < 3; k++) vn[k] += normal[(size_t)tri[v] * 3 + k];
        double dot = face[0] * vn[0] + face[1] * vn[1] + face[2] * vn[2];
        if (face[0] == 0 && face[1] == 0 && face[2] == 0) continue;
        if (dot < 0) {
            wrong++;
            if (flip) {
                uint32_t tmp = tri[1];
                tri[1] = tri[2];
                tri[2] = tmp;
            }
        }
    }
    return wrong;
}

/* ---- JSON -------------------------------------------------------------------------- */

/* ---- one document into another (gltf_import, gltf_instance) ---------------------------- */

/* A copy of src's view v at the end of dst's binary chunk: its new index, or -1. */
static int copy_view(gltf_doc *dst, const gltf_doc *src, int v) {
    const view *sv = &src->views[v];
    int nv;
    uint8_t *d = bin_view(dst, sv->length, sv->stride, sv->target, &nv);
    if (!d) return -1;
    memcpy(d, src->bin + src->views[v].offset, sv->length);
    return nv;
}

static int copy_accessor(gltf_doc *dst, const gltf_doc *src, int a) {
    if (a < 0) return -1;
    const accessor *sa = &src->accessors[a];
    int v = copy_view(dst, src, sa->view);
    if (v < 0) return fail(dst, GLTF_ERR_NOMEM, "out of memory");
    int na = add_accessor(dst, v, sa->component, sa->count, sa->type, sa->normalized);
    if (na >= 0) {
        accessor *da = &dst->accessors[na];
        da->ncomp_minmax = sa->ncomp_minmax;
        memcpy(da->min, sa->min, sizeof da->min), memcpy(da->max, sa->max, sizeof da->max);
    }
    return na;
}

static int import_textures(gltf_doc *dst, const gltf_doc *src) {
    for (size_t i = 0; i < src->texture_count; i++) {
        const texture *t = &src->textures[i];
        const image *im = &src->images[t->image];
        const view *v = &src->views[im->view];
        const sampler *sm = &src->samplers[t->sampler];
        int rc = gltf_add_texture_png(dst, im->name, src->bin + v->offset, v->length, 0, 0, 0);
        if (rc < 0) return rc;
        size_t si = 0; /* src's sampler: an equal one of dst's, else a new one */
        while (si < dst->sampler_count && memcmp(&dst->samplers[si], sm, sizeof *sm)) si++;
        if (si == dst->sampler_count) {
            GROW(dst, dst->samplers, dst->sampler_count, dst->sampler_cap);
            dst->samplers[dst->sampler_count++] = *sm;
        }
        dst->textures[rc].sampler = (int)si;
        if (t->preview && gltf_texture_preview(dst, rc, t->preview, t->pw, t->ph, (size_t)t->pw * 4) < 0)
            return GLTF_ERR_NOMEM;
    }
    return 0;
}

static int import_prim(gltf_doc *dst, const gltf_doc *src, const prim *sp, prim *dp, int mat_base) {
    *dp = *sp;
    for (int a = 0; a < A_COUNT; a++)
        if (sp->attr[a] >= 0 && (dp->attr[a] = copy_accessor(dst, src, sp->attr[a])) < 0) return dp->attr[a];
    if (sp->indices >= 0 && (dp->indices = copy_accessor(dst, src, sp->indices)) < 0) return dp->indices;
    for (uint32_t t = 0; t < sp->target_count; t++)
        if ((dp->targets[t] = copy_accessor(dst, src, sp->targets[t])) < 0) return dp->targets[t];
    dp->material = sp->material >= 0 ? sp->material + mat_base : -1;
    return 0;
}

int gltf_import(gltf_doc *dst, const gltf_doc *src) {
    if (dst->broken || src->broken) return fail(dst, GLTF_ERR_INVALID, "import: a broken document");
    int tex_base = (int)dst->texture_count, mat_base = (int)dst->material_count, mesh_base = (int)dst->mesh_count;
    int rc = import_textures(dst, src);
    if (rc < 0) return rc;
    for (size_t i = 0; i < src->material_count; i++) {
        gltf_material m = src->materials[i].m;
        if (m.texture >= 0) m.texture += tex_base;
        if ((rc = gltf_add_material(dst, &m)) < 0) return rc;
    }
    for (size_t i = 0; i < src->mesh_count; i++) {
        const mesh *sm = &src->meshes[i];
        GROW(dst, dst->meshes, dst->mesh_count, dst->mesh_cap);
        mesh m = {dup_name(sm->name), calloc(sm->prim_count ? sm->prim_count : 1, sizeof(prim)), sm->prim_count};
        if (!m.prims || (sm->name && !m.name)) {
            free(m.name), free(m.prims);
            return fail(dst, GLTF_ERR_NOMEM, "out of memory");
        }
        dst->meshes[dst->mesh_count++] = m;
        for (size_t p = 0; p < sm->prim_count; p++)
            if ((rc = import_prim(dst, src, &sm->prims[p], &m.prims[p], mat_base)) < 0) return rc;
    }
    return mesh_base;
}

int gltf_instance(gltf_doc *dst, const gltf_doc *src, int mesh_base, int parent) {
    int *map = malloc((src->node_count ? src->node_count : 1) * sizeof *map), rc = 0, top = parent;
    if (!map) return fail(dst, GLTF_ERR_NOMEM, "out of memory");
    if (src->has_root) { /* the document's root matrix, between parent and its roots */
        gltf_node r;
        gltf_node_init(&r);
        r.name = "root";
        r.matrix = src->root;
        if ((top = gltf_add_node(dst, &r)) < 0 || (rc = gltf_add_child(dst, parent, top)) < 0) rc = top < 0 ? top : rc;
    }
    for (size_t i = 0; rc == 0 && i < src->node_count; i++) {
        gltf_node n = src->nodes[i].n; /* name and matrix point into src: gltf_add_node copies them */
        if (n.mesh >= 0) n.mesh += mesh_base;
        n.skin = -1; /* skins stay behind: the meshes are drawn in their bind pose */
        if ((map[i] = gltf_add_node(dst, &n)) < 0) rc = map[i];
    }
    for (size_t i = 0; rc == 0 && i < src->node_count; i++) {
        int p = src->nodes[i].parent;
        rc = gltf_add_child(dst, p >= 0 ? map[p] : src->nodes[i].n.skin >= 0 ? parent : top, map[i]);
    }
    free(map);
    return rc;
}

typedef struct sbuf {
    char *p;
    size_t len, cap;
    int oom;
} sbuf;

static void sb_put(sbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

static void sb_printf(sbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sb_printf(sbuf *b, const char *fmt, ...) {
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof tmp) {
        b->oom = 1; /* never happens: callers print numbers and short keys */
        return;
    }
    sb_put(b, tmp, (size_t)n);
}

/* Shortest decimal that reads back as exactly this float (as a double, which is how a
 * JSON reader compares accessor min/max with the data). */
static void sb_float(sbuf *b, float f) {
    char tmp[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, (double)f);
        if (strtod(tmp, NULL) == (double)f) break;
    }
    sb_put(b, tmp, strlen(tmp));
}

static void sb_floats(sbuf *b, const float *v, int n) {
    sb_put(b, "[", 1);
    for (int i = 0; i < n; i++) {
        if (i) sb_put(b, ",", 1);
        sb_float(b, v[i]);
    }
    sb_put(b, "]", 1);
}

/* A JSON string. Valid UTF-8 passes through; other bytes are read as Latin-1 so the
 * JSON stays valid whatever the game's names hold. */
static void sb_string(sbuf *b, const char *s) {
    const unsigned char *u = (const unsigned char *)s;
    sb_put(b, "\"", 1);
    while (*u) {
        unsigned c = *u;
        size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        for (size_t k = 1; k < len; k++)
            if ((u[k] & 0xC0) != 0x80) len = 0; /* also stops at the terminator */
        if (len == 2 && c < 0xC2) len = 0;      /* overlong */
        if (c == '"' || c == '\\') {
            sb_put(b, "\\", 1);
            sb_put(b, (const char *)u, 1);
        } else if (c < 0x20 || len == 0) {
            sb_printf(b, "\\u%04x", c);
            len = 1;
        } else {
            sb_put(b, (const char *)u, len);
        }
        u += len ? len : 1;
    }
    sb_put(b, "\"", 1);
}

static void sb_ints(sbuf *b, const int *v, size_t n) {
    sb_put(b, "[", 1);
    for (size_t i = 0; i < n; i++) sb_printf(b, i ? ",%d" : "%d", v[i]);
    sb_put(b, "]", 1);
}

static int is_identity(const float m[16]) {
    for (int i = 0; i < 16; i++)
        if (m[i] != (i % 5 == 0 ? 1.0f : 0.0f)) return 0;
    return 1;
}

/* Array section "key":[ ... ] opener/closer; the first item has no comma. */
static void sb_key(sbuf *b, const char *key) { sb_printf(b, ",\"%s\":[", key); }

static void json_node(sbuf *b, const node *nd, const int *children, size_t child_count) {
    const gltf_node *n = &nd->n;
    sb_put(b, "{", 1);
    int first = 1;
#define FIELD(k) (sb_printf(b, "%s\"" k "\":", first ? "" : ","), first = 0)
    if (n->name) FIELD("name"), sb_string(b, n->name);
    if (n->matrix && !is_identity(nd->matrix)) FIELD("matrix"), sb_floats(b, nd->matrix, 16);
    if (!n->matrix) {
        if (n->translation[0] != 0 || n->translation[1] != 0 || n->translation[2] != 0)
            FIELD("translation"), sb_floats(b, n->translation, 3);
        if (n->rotation[0] != 0 || n->rotation[1] != 0 || n->rotation[2] != 0 || n->rotation[3] != 1)
            FIELD("rotation"), sb_floats(b, n->rotation, 4);
        if (n->scale[0] != 1 || n->scale[1] != 1 || n->scale[2] != 1) FIELD("scale"), sb_floats(b, n->scale, 3);
    }
    if (n->mesh >= 0) FIELD("mesh"), sb_printf(b, "%d", n->mesh);
    if (n->skin >= 0) FIELD("skin"), sb_printf(b, "%d", n->skin);
    if (child_count) FIELD("children"), sb_ints(b, children, child_count);
    if (n->hidden) FIELD("extras"), sb_printf(b, "{\"hidden\":true}");
#undef FIELD
    sb_put(b, "}", 1);
}

/* Cross-object rules the add calls could not check yet (objects may be added in any
 * order): node mesh/skin indices, skinned meshes, and skin joint trees (3.7.3). */
static int check_references(gltf_doc *doc) {
    for (size_t i = 0; i < doc->node_count; i++) {
        const gltf_node *n = &doc->nodes[i].n;
        if (n->mesh >= (int)doc->mesh_count) return fail(doc, GLTF_ERR_INVALID, "node %zu: no mesh %d", i, n->mesh);
        if (n->skin >= (int)doc->skin_count) return fail(doc, GLTF_ERR_INVALID, "node %zu: no skin %d", i, n->skin);
        if (n->skin < 0) continue;
        if (n->mesh < 0) return fail(doc, GLTF_ERR_INVALID, "node %zu: skin without mesh", i);
        const mesh *m = &doc->meshes[n->mesh];
        for (size_t k = 0; k < m->prim_count; k++) {
            if (m->prims[k].attr[A_JOINTS_0] < 0)
                return fail(doc, GLTF_ERR_INVALID, "node %zu: skinned mesh without joints", i);
            if (m->prims[k].joint_limit > doc->skins[n->skin].joint_count)
                return fail(doc, GLTF_ERR_INVALID, "node %zu: joint index beyond the skin", i);
        }
    }
    for (size_t i = 0; i < doc->skin_count; i++) {
        const skin *s = &doc->skins[i];
        int common = -1;
        for (size_t k = 0; k < s->joint_count; k++) {
            int r = s->joints[k], seen_skeleton = s->skeleton < 0;
            for (;;) {
                if (r == s->skeleton) seen_skeleton = 1;
                if (doc->nodes[r].parent < 0) break;
                r = doc->nodes[r].parent;
            }
            if (!seen_skeleton) return fail(doc, GLTF_ERR_INVALID, "skin %zu: skeleton is not above every joint", i);
            if (common >= 0 && r != common) return fail(doc, GLTF_ERR_INVALID, "skin %zu: joints in two trees", i);
            common = r;
        }
    }
    return 0;
}

/* "scene", "scenes" and "nodes". */
static void json_scene_nodes(const gltf_doc *doc, sbuf *b) {
    /* The optional root node goes last, over the parentless, unskinned nodes. */
    size_t root_index = doc->node_count, root_child_count = 0;
    int *root_children = NULL;
    if (doc->has_root) {
        root_children = malloc((doc->node_count ? doc->node_count : 1) * sizeof(int));
        if (!root_children) {
            b->oom = 1;
            return;
        }
        for (size_t i = 0; i < doc->node_count; i++)
            if (doc->nodes[i].parent < 0 && doc->nodes[i].n.skin < 0) root_children[root_child_count++] = (int)i;
    }
    int use_root = root_child_count > 0;

    if (doc->node_count) {
        sb_printf(b, ",\"scene\":0,\"scenes\":[{\"nodes\":[");
        int first = 1;
        if (use_root) sb_printf(b, "%zu", root_index), first = 0;
        for (size_t i = 0; i < doc->node_count; i++) {
            if (doc->nodes[i].parent >= 0 || (use_root && doc->nodes[i].n.skin < 0)) continue;
            sb_printf(b, first ? "%zu" : ",%zu", i);
            first = 0;
        }
        sb_printf(b, "]}]");
        sb_key(b, "nodes");
        for (size_t i = 0; i < doc->node_count; i++) {
            if (i) sb_put(b, ",", 1);
            json_node(b, &doc->nodes[i], doc->nodes[i].children, doc->nodes[i].child_count);
        }
        if (use_root) {
            node root;
            memset(&root, 0, sizeof root);
            gltf_node_init(&root.n);
            root.n.name = "root";
            memcpy(root.matrix, doc->root, sizeof root.matrix);
            root.n.matrix = root.matrix;
            sb_put(b, ",", 1);
            json_node(b, &root, root_children, root_child_count);
        }
        sb_put(b, "]", 1);
    }
    free(root_children);
}

/* "meshes": each mesh's primitives (attributes, indices, material, morph targets). */
static void json_meshes(const gltf_doc *doc, sbuf *b) {
    sb_key(b, "meshes");
    for (size_t i = 0; i < doc->mesh_count; i++) {
        const mesh *m = &doc->meshes[i];
        sb_printf(b, "%s{", i ? "," : "");
        if (m->name) sb_printf(b, "\"name\":"), sb_string(b, m->name), sb_put(b, ",", 1);
        sb_printf(b, "\"primitives\":[");
        for (size_t k = 0; k < m->prim_count; k++) {
            const prim *p = &m->prims[k];
            sb_printf(b, "%s{\"attributes\":{", k ? "," : "");
            int first = 1;
            for (int a = 0; a < A_COUNT; a++) {
                if (p->attr[a] < 0) continue;
                sb_printf(b, "%s\"%s\":%d", first ? "" : ",", attr_name[a], p->attr[a]);
                first = 0;
            }
            sb_put(b, "}", 1);
            if (p->indices >= 0) sb_printf(b, ",\"indices\":%d", p->indices);
            if (p->material >= 0) sb_printf(b, ",\"material\":%d", p->material);
            if (p->lines) sb_printf(b, ",\"mode\":1");
            for (uint32_t t = 0; t < p->target_count; t++)
                sb_printf(b, "%s{\"POSITION\":%d}%s", t ? "," : ",\"targets\":[", p->targets[t],
                          t + 1 == p->target_count ? "]" : "");
            sb_put(b, "}", 1);
        }
        sb_put(b, "]", 1);
        for (uint32_t t = 0; m->prim_count && t < m->prims[0].target_count; t++)
            sb_printf(b, "%s0%s", t ? "," : ",\"weights\":[", t + 1 == m->prims[0].target_count ? "]" : "");
        sb_put(b, "}", 1);
    }
    sb_put(b, "]", 1);
}

/* "materials": metal-free PBR over a base colour and texture, alpha mode, sides. */
static void json_materials(const gltf_doc *doc, sbuf *b) {
    static const char *const modes[] = {"OPAQUE", "MASK", "BLEND"};
    sb_key(b, "materials");
    for (size_t i = 0; i < doc->material_count; i++) {
        const gltf_material *m = &doc->materials[i].m;
        sb_printf(b, "%s{", i ? "," : "");
        if (m->name) sb_printf(b, "\"name\":"), sb_string(b, m->name), sb_put(b, ",", 1);
        /* RenderWare has no metalness: 0 keeps the default (1) from turning everything to metal. */
        sb_printf(b, "\"pbrMetallicRoughness\":{\"baseColorFactor\":");
        sb_floats(b, m->base_color, 4);
        if (m->texture >= 0) {
            sb_printf(b, ",\"baseColorTexture\":{\"index\":%d", m->texture);
            if (m->texcoord) sb_printf(b, ",\"texCoord\":%d", m->texcoord);
            sb_put(b, "}", 1);
        }
        sb_printf(b, ",\"metallicFactor\":0,\"roughnessFactor\":1}");
        if (m->alpha_mode != GLTF_ALPHA_OPAQUE) sb_printf(b, ",\"alphaMode\":\"%s\"", modes[m->alpha_mode]);
        if (m->alpha_mode == GLTF_ALPHA_MASK && m->alpha_cutoff != 0.5f)
            sb_printf(b, ",\"alphaCutoff\":"), sb_float(b, m->alpha_cutoff);
        if (m->double_sided) sb_printf(b, ",\"doubleSided\":true");
        if (m->env_map) sb_printf(b, ",\"extras\":{\"env_map\":"), sb_string(b, m->env_map), sb_put(b, "}", 1);
        sb_put(b, "}", 1);
    }
    sb_put(b, "]", 1);
}

/* "textures", "images" (PNGs in buffer views) and "samplers". */
static void json_textures(const gltf_doc *doc, sbuf *b) {
    sb_key(b, "textures");
    for (size_t i = 0; i < doc->texture_count; i++)
        sb_printf(b, "%s{\"sampler\":%d,\"source\":%d}", i ? "," : "", doc->textures[i].sampler,
                  doc->textures[i].image);
    sb_put(b, "]", 1);
    sb_key(b, "images");
    for (size_t i = 0; i < doc->image_count; i++) {
        sb_printf(b, "%s{", i ? "," : "");
        if (doc->images[i].name) sb_printf(b, "\"name\":"), sb_string(b, doc->images[i].name), sb_put(b, ",", 1);
        sb_printf(b, "\"bufferView\":%d,\"mimeType\":\"image/png\"}", doc->images[i].view);
    }
    sb_put(b, "]", 1);
    sb_key(b, "samplers");
    for (size_t i = 0; i < doc->sampler_count; i++) {
        const sampler *s = &doc->samplers[i];
        sb_printf(b, "%s{\"magFilter\":%d,\"minFilter\":%d,\"wrapS\":%d,\"wrapT\":%d}", i ? "," : "", s->mag,
                  s->min, s->wrap_s, s->wrap_t);
    }
    sb_put(b, "]", 1);
}

/* "skins": skeleton, inverse bind matrices, joints. */
static void json_skins(const gltf_doc *doc, sbuf *b) {
    sb_key(b, "skins");
    for (size_t i = 0; i < doc->skin_count; i++) {
        const skin *s = &doc->skins[i];
        sb_printf(b, "%s{", i ? "," : "");
        if (s->name) sb_printf(b, "\"name\":"), sb_string(b, s->name), sb_put(b, ",", 1);
        if (s->skeleton >= 0) sb_printf(b, "\"skeleton\":%d,", s->skeleton);
        sb_printf(b, "\"inverseBindMatrices\":%d,\"joints\":", s->ibm);
        sb_ints(b, s->joints, s->joint_count);
        sb_put(b, "}", 1);
    }
    sb_put(b, "]", 1);
}

/* "animations": one linear sampler and channel per animated node path. */
static void json_animations(const gltf_doc *doc, sbuf *b) {
    static const char *const path[3] = {"translation", "rotation", "scale"};
    sb_key(b, "animations");
    for (size_t i = 0; i < doc->animation_count; i++) {
        const animation *a = &doc->animations[i];
        sb_printf(b, "%s{", i ? "," : "");
        if (a->name) sb_printf(b, "\"name\":"), sb_string(b, a->name), sb_put(b, ",", 1);
        sb_printf(b, "\"samplers\":[");
        for (size_t k = 0; k < a->target_count; k++)
            sb_printf(b, "%s{\"input\":%d,\"output\":%d,\"interpolation\":\"LINEAR\"}", k ? "," : "", a->input,
                      a->targets[k].output);
        sb_printf(b, "],\"channels\":[");
        for (size_t k = 0; k < a->target_count; k++)
            sb_printf(b, "%s{\"sampler\":%zu,\"target\":{\"node\":%d,\"path\":\"%s\"}}", k ? "," : "", k,
                      a->targets[k].node, path[a->targets[k].path]);
        sb_put(b, "]}", 2);
    }
    sb_put(b, "]", 1);
}

/* "accessors": typed views of the binary chunk, with min and max where required. */
static void json_accessors(const gltf_doc *doc, sbuf *b) {
    sb_key(b, "accessors");
    for (size_t i = 0; i < doc->accessor_count; i++) {
        const accessor *a = &doc->accessors[i];
        sb_printf(b, "%s{\"bufferView\":%d,\"componentType\":%u,\"count\":%u,\"type\":\"%s\"", i ? "," : "",
                  a->view, a->component, a->count, a->type);
        if (a->normalized) sb_printf(b, ",\"normalized\":true");
        if (a->ncomp_minmax) {
            sb_printf(b, ",\"min\":"), sb_floats(b, a->min, a->ncomp_minmax);
            sb_printf(b, ",\"max\":"), sb_floats(b, a->max, a->ncomp_minmax);
        }
        sb_put(b, "}", 1);
    }
    sb_put(b, "]", 1);
}

/* "bufferViews" and "buffers": the one binary chunk. */
static void json_buffer_views(const gltf_doc *doc, sbuf *b) {
    sb_key(b, "bufferViews");
    for (size_t i = 0; i < doc->view_count; i++) {
        const view *v = &doc->views[i];
        sb_printf(b, "%s{\"buffer\":0,\"byteOffset\":%zu,\"byteLength\":%zu", i ? "," : "", v->offset, v->length);
        if (v->stride) sb_printf(b, ",\"byteStride\":%u", v->stride);
        if (v->target) sb_printf(b, ",\"target\":%u", v->target);
        sb_put(b, "}", 1);
    }
    sb_put(b, "]", 1);
    sb_printf(b, ",\"buffers\":[{\"byteLength\":%zu}]", doc->bin_len);
}

/* The whole glTF JSON, section by section; sections with nothing in them are left out. */
static void json_document(gltf_doc *doc, sbuf *b) {
    sb_printf(b, "{\"asset\":{\"version\":\"2.0\",\"generator\":\"libwarp warp tool\"}");
    json_scene_nodes(doc, b);
    if (doc->mesh_count) json_meshes(doc, b);
    if (doc->material_count) json_materials(doc, b);
    if (doc->texture_count) json_textures(doc, b);
    if (doc->skin_count) json_skins(doc, b);
    if (doc->animation_count) json_animations(doc, b);
    if (doc->accessor_count) json_accessors(doc, b);
    if (doc->view_count) json_buffer_views(doc, b);
    sb_put(b, "}", 1);
}

/* ---- GLB container (4.4): 12-byte header, JSON chunk padded with spaces, BIN chunk
 * padded with zeros; every chunk starts 4-byte aligned. ---------------------------------- */

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
}

int gltf_encode_glb(gltf_doc *doc, uint8_t **out, size_t *out_len) {
    *out = NULL;
    *out_len = 0;
    if (doc->broken) return fail(doc, GLTF_ERR_NOMEM, "an earlier allocation failed");
    int rc = check_references(doc);
    if (rc) return rc;
    sbuf json = {0};
    json_document(doc, &json);
    if (json.oom) {
        free(json.p);
        return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    }
    size_t json_padded = (json.len + 3) & ~(size_t)3;
    size_t bin_chunk = doc->bin_len ? 8 + doc->bin_len : 0; /* bin_len is a multiple of 4 */
    size_t total = 12 + 8 + json_padded + bin_chunk;
    if (total > UINT32_MAX) {
        free(json.p);
        return fail(doc, GLTF_ERR_INVALID, "document larger than 4 GiB");
    }
    uint8_t *p = malloc(total);
    if (!p) {
        free(json.p);
        return fail(doc, GLTF_ERR_NOMEM, "out of memory");
    }
    put32(p, 0x46546C67); /* "glTF" */
    put32(p + 4, 2);
    put32(p + 8, (uint32_t)total);
    put32(p + 12, (uint32_t)json_padded);
    put32(p + 16, 0x4E4F534A); /* "JSON" */
    memcpy(p + 20, json.p, json.len);
    memset(p + 20 + json.len, ' ', json_padded - json.len);
    if (bin_chunk) {
        uint8_t *c = p + 20 + json_padded;
        put32(c, (uint32_t)doc->bin_len);
        put32(c + 4, 0x004E4942); /* "BIN\0" */
        memcpy(c + 8, doc->bin, doc->bin_len);
    }
    free(json.p);
    *out = p;
    *out_len = total;
    return 0;
}

static gltf_written_fn on_written;

void gltf_on_written(gltf_written_fn fn) { on_written = fn; }

int gltf_write_glb(gltf_doc *doc, const char *path) {
    uint8_t *glb;
    size_t len;
    int rc = gltf_encode_glb(doc, &glb, &len);
    if (rc) return rc;
    int ok = out_write_file(path, glb, len) == 0;
    int e = errno;
    free(glb);
    errno = e;
    if (!ok) return fail(doc, GLTF_ERR_INVALID, "%s: %s", path, strerror(errno));
    if (on_written && on_written(doc, path) < 0)
        return fail(doc, GLTF_ERR_INVALID, "%s: thumbnail: %s", path, strerror(errno));
    return 0;
}

int gltf_write_single_mesh_glb(gltf_doc *doc, const char *name, const gltf_primitive *prims, size_t prim_count,
                               const char *path) {
    int m = gltf_add_mesh(doc, name, prims, prim_count);
    if (m < 0) return m;
    gltf_node root;
    gltf_node_init(&root);
    root.name = name;
    root.mesh = m;
    int rc = gltf_add_node(doc, &root);
    return rc < 0 ? rc : gltf_write_glb(doc, path);
}
