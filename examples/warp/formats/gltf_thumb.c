/* A glTF document drawn for its thumbnail (gltf_thumb.h): the builder's records
 * (gltf_internal.h) read straight from its binary chunk, nodes placed as glTF places them
 * (the root matrix over parentless unskinned nodes; a skinned mesh in bind space). */
#include "formats/gltf_thumb.h"
#include "formats/gltf_internal.h"
#include "formats/thumb.h"
#include "platform/outfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gltf_thumb_path(const char *glb_path, char *out, size_t cap) {
    size_t n = strlen(glb_path);
    if (n >= 4 && !strcmp(glb_path + n - 4, ".glb")) n -= 4;
    snprintf(out, cap, "%.*s.thumb.png", (int)n, glb_path);
}

static void mat_mul(const float a[16], const float b[16], float out[16]) {
    float r[16];
    for (int c = 0; c < 4; c++)
        for (int k = 0; k < 4; k++)
            r[c * 4 + k] = a[k] * b[c * 4] + a[4 + k] * b[c * 4 + 1] + a[8 + k] * b[c * 4 + 2] + a[12 + k] * b[c * 4 + 3];
    memcpy(out, r, sizeof r);
}

/* A node's own transform, column-major. */
static void local_matrix(const node *nd, float m[16]) {
    if (nd->n.matrix) {
        memcpy(m, nd->matrix, sizeof nd->matrix);
        return;
    }
    const float *q = nd->n.rotation, *t = nd->n.translation, *s = nd->n.scale;
    float x = q[0], y = q[1], z = q[2], w = q[3];
    float r[9] = {1 - 2 * (y * y + z * z), 2 * (x * y + z * w),     2 * (x * z - y * w),
                  2 * (x * y - z * w),     1 - 2 * (x * x + z * z), 2 * (y * z + x * w),
                  2 * (x * z + y * w),     2 * (y * z - x * w),     1 - 2 * (x * x + y * y)};
    for (int c = 0; c < 3; c++) {
        for (int k = 0; k < 3; k++) m[c * 4 + k] = r[c * 3 + k] * s[c];
        m[c * 4 + 3] = 0;
    }
    m[12] = t[0], m[13] = t[1], m[14] = t[2], m[15] = 1;
}

/* Where node i's mesh is drawn: its ancestors' transforms, then the root matrix. */
static void world_matrix(const gltf_doc *doc, size_t i, float m[16]) {
    static const float id[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    const node *nd = &doc->nodes[i];
    if (nd->n.skin >= 0) { /* glTF ignores a skinned node's transform */
        memcpy(m, id, sizeof id);
        return;
    }
    local_matrix(nd, m);
    int top = (int)i;
    for (int p = nd->parent; p >= 0; p = doc->nodes[p].parent) {
        float l[16];
        local_matrix(&doc->nodes[p], l);
        mat_mul(l, m, m);
        top = p;
    }
    if (doc->has_root && doc->nodes[top].n.skin < 0) mat_mul(doc->root, m, m);
}

/* A node in a hidden layer (gltf_node.hidden on it or an ancestor) is not drawn. */
static int in_hidden(const gltf_doc *doc, size_t i) {
    for (int p = (int)i; p >= 0; p = doc->nodes[p].parent)
        if (doc->nodes[p].n.hidden) return 1;
    return 0;
}

static void transform(const float m[16], const float p[3], float out[3]) {
    for (int k = 0; k < 3; k++) out[k] = m[k] * p[0] + m[4 + k] * p[1] + m[8 + k] * p[2] + m[12 + k];
}

/* Element k of accessor a as floats (n components; normalised integers scaled to [0,1]). */
static void read_floats(const gltf_doc *doc, int a, size_t k, int n, float *out) {
    const accessor *acc = &doc->accessors[a];
    const view *v = &doc->views[acc->view];
    size_t size = acc->component == GL_FLOAT ? 4 : acc->component == GL_UNSIGNED_SHORT ? 2 : 1;
    const uint8_t *p = doc->bin + v->offset + k * (v->stride ? v->stride : size * (size_t)n);
    for (int c = 0; c < n; c++) {
        if (size == 4) {
            memcpy(&out[c], p + 4 * c, 4);
        } else if (size == 2) {
            uint16_t u;
            memcpy(&u, p + 2 * c, 2);
            out[c] = u / 65535.0f;
        } else {
            out[c] = p[c] / 255.0f;
        }
    }
}

static uint32_t read_index(const gltf_doc *doc, int a, size_t k) {
    const accessor *acc = &doc->accessors[a];
    const uint8_t *p = doc->bin + doc->views[acc->view].offset;
    if (acc->component == GL_UNSIGNED_INT) {
        uint32_t u;
        memcpy(&u, p + 4 * k, 4);
        return u;
    }
    uint16_t u;
    memcpy(&u, p + 2 * k, 2);
    return u;
}

/* Vertex i of primitive pr: placed by m, coloured by the material factor and COLOR_0. */
static void vertex(const gltf_doc *doc, const prim *pr, const float m[16], const float base[4], int uv_set,
                   uint32_t i, thumb_vertex *v) {
    float p[3];
    read_floats(doc, pr->attr[A_POSITION], i, 3, p);
    transform(m, p, v->p);
    v->uv[0] = v->uv[1] = 0;
    if (uv_set >= 0 && pr->attr[A_TEXCOORD_0 + uv_set] >= 0) read_floats(doc, pr->attr[A_TEXCOORD_0 + uv_set], i, 2, v->uv);
    memcpy(v->rgba, base, sizeof v->rgba);
    if (pr->attr[A_COLOR_0] >= 0) {
        float c[4];
        read_floats(doc, pr->attr[A_COLOR_0], i, 4, c);
        for (int k = 0; k < 3; k++) v->rgba[k] *= c[k];
    }
    v->rgba[3] = 1; /* only the texture's alpha cuts out: a picture shows blended surfaces whole */
}

static int draw_prim(thumb *t, const gltf_doc *doc, const prim *pr, const float m[16]) {
    float base[4] = {0.8f, 0.8f, 0.8f, 1};
    int uv_set = -1;
    thumb_tex tex = {NULL, 0, 0};
    if (pr->material >= 0) {
        const gltf_material *mt = &doc->materials[pr->material].m;
        memcpy(base, mt->base_color, sizeof base);
        if (mt->texture >= 0 && doc->textures[mt->texture].preview) {
            const texture *tx = &doc->textures[mt->texture];
            tex = (thumb_tex){tx->preview, tx->pw, tx->ph};
            uv_set = mt->texcoord;
        }
    }
    /* Each vertex placed once (a strip's triangles share two of three), then the faces. */
    uint32_t nv = doc->accessors[pr->attr[A_POSITION]].count;
    thumb_vertex *vs = malloc((nv ? nv : 1) * sizeof *vs);
    if (!vs) return -1;
    for (uint32_t i = 0; i < nv; i++) vertex(doc, pr, m, base, uv_set, i, &vs[i]);
    uint32_t unit = pr->lines ? 2 : 3, count = pr->indices >= 0 ? doc->accessors[pr->indices].count : nv;
    for (uint32_t f = 0; f + unit <= count; f += unit) {
        thumb_vertex v[3];
        for (uint32_t k = 0; k < unit; k++) {
            uint32_t i = pr->indices >= 0 ? read_index(doc, pr->indices, f + k) : f + k;
            if (i >= nv) break; /* the builder's indices are in range; not drawn if not */
            v[k] = vs[i];
            if (k + 1 < unit) continue;
            if (pr->lines)
                thumb_line(t, &v[0], &v[1]);
            else
                thumb_triangle(t, v, tex.rgba ? &tex : NULL);
        }
    }
    free(vs);
    return 0;
}

/* The bounds: each drawn primitive's POSITION min/max box, placed. */
static void bound_mesh(thumb *t, const gltf_doc *doc, const mesh *me, const float m[16]) {
    for (size_t p = 0; p < me->prim_count; p++) {
        const accessor *acc = &doc->accessors[me->prims[p].attr[A_POSITION]];
        for (int c = 0; c < 8; c++) {
            float q[3] = {c & 1 ? acc->max[0] : acc->min[0], c & 2 ? acc->max[1] : acc->min[1],
                          c & 4 ? acc->max[2] : acc->min[2]}, w[3];
            transform(m, q, w);
            thumb_bound(t, w);
        }
    }
}

static int draw_doc(thumb *t, const gltf_doc *doc) {
    float *world = malloc((doc->node_count ? doc->node_count : 1) * 16 * sizeof(float));
    if (!world) return -1;
    for (size_t i = 0; i < doc->node_count; i++) {
        world_matrix(doc, i, world + 16 * i);
        int me = in_hidden(doc, i) ? -1 : doc->nodes[i].n.mesh;
        if (me >= 0 && (size_t)me < doc->mesh_count) bound_mesh(t, doc, &doc->meshes[me], world + 16 * i);
    }
    if (thumb_frame(t) == 0)
        for (size_t i = 0; i < doc->node_count; i++) {
            int me = in_hidden(doc, i) ? -1 : doc->nodes[i].n.mesh;
            if (me < 0 || (size_t)me >= doc->mesh_count) continue;
            for (size_t p = 0; p < doc->meshes[me].prim_count; p++)
                if (draw_prim(t, doc, &doc->meshes[me].prims[p], world + 16 * i) != 0) {
                    free(world);
                    return -1;
                }
        }
    free(world);
    return 0;
}

int gltf_thumb_write(const gltf_doc *doc, const char *glb_path) {
    if (out_discarding()) return 1;
    thumb *t = thumb_new();
    if (!t || draw_doc(t, doc) != 0) {
        thumb_free(t);
        errno = ENOMEM;
        return -1;
    }
    if (!thumb_drawn(t)) {
        thumb_free(t);
        return 1;
    }
    uint8_t *png = NULL;
    size_t len = 0;
    int rc = thumb_encode_png(t, &png, &len);
    thumb_free(t);
    if (rc != 0) {
        errno = ENOMEM;
        return -1;
    }
    char path[4400];
    gltf_thumb_path(glb_path, path, sizeof path);
    rc = out_write_file(path, png, len);
    int e = errno;
    free(png);
    errno = e;
    return rc == 0 ? 0 : -1;
}
