/* warp_geometry_copy_mesh against the single-array copies: for every mesh of a geometry,
 * every array the geometry has, asked in one call, must equal (bit for bit) what each
 * single-array call gives; arrays too small, absent attributes and the size query must
 * answer as warp.h says. */
#ifndef WARP_TEST_MESH_CHECK_H
#define WARP_TEST_MESH_CHECK_H

#include "check.h"

typedef struct mesh_arrays {
    warp_mesh_dst d;
    size_t nv, nt;
} mesh_arrays;

/* Allocate the arrays the geometry has (per info), for nv vertices and nt triangles. */
static inline void mesh_arrays_alloc(mesh_arrays *a, const warp_geometry_info *in, size_t nv, size_t nt) {
    memset(a, 0, sizeof *a);
    size_t v = nv ? nv : 1, t = nt ? nt : 1;
    a->nv = nv, a->nt = nt;
    a->d.positions = malloc(v * 12);
    if (in->has_normals) a->d.normals = malloc(v * 12);
    for (uint32_t s = 0; s < in->uv_sets && s < WARP_MESH_DST_UV_SETS; s++) a->d.uvs[s] = malloc(v * 8);
    if (in->has_colors) a->d.colors = malloc(v * 4);
    if (in->color_sets >= 2) a->d.colors2 = malloc(v * 4);
    if (in->has_skin) a->d.joints = malloc(v * 8), a->d.weights = malloc(v * 16);
    a->d.triangles = malloc(t * 12);
    a->d.vertex_capacity = nv, a->d.triangle_capacity = nt;
}

static inline void mesh_arrays_free(mesh_arrays *a) {
    free(a->d.positions), free(a->d.normals), free(a->d.colors), free(a->d.colors2);
    free(a->d.joints), free(a->d.weights), free(a->d.triangles);
    for (int s = 0; s < WARP_MESH_DST_UV_SETS; s++) free(a->d.uvs[s]);
}

/* One array through its single-array call, compared with the one-pass result. */
static inline const char *same_as_single(const warp_geometry *g, uint32_t m, const char *what, int rc, const void *one,
                                         const void *single, size_t bytes) {
    if (rc != WARP_OK) FAILF("mesh %u %s: single-array call %s", m, what, warp_strerror(rc));
    if (bytes && memcmp(one, single, bytes)) FAILF("mesh %u %s: one pass differs from the single-array call", m, what);
    (void)g;
    return NULL;
}

static inline const char *one_pass_matches(const warp_geometry *g) {
    warp_geometry_info in;
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    if (in.layout == WARP_LAYOUT_UNKNOWN) return NULL;
    for (uint32_t m = 0; m < in.mesh_count; m++) {
        size_t nv = 99, nt = 99, v, t;
        CHECK_RC(warp_geometry_copy_mesh(g, m, NULL, &nv, &nt), WARP_OK);
        CHECK_RC(warp_geometry_copy_positions(g, m, NULL, 0, &v), WARP_OK);
        CHECK_RC(warp_geometry_copy_triangles(g, m, NULL, 0, &t), WARP_OK);
        CHECK_EQ(nv, v);
        CHECK_EQ(nt, t);
        mesh_arrays a;
        mesh_arrays_alloc(&a, &in, nv, nt);
        /* PDS meshes may lack what the geometry has: those arrays are filled, as the
         * single-array calls fill them */
        int rc = warp_geometry_copy_mesh(g, m, &a.d, &v, &t);
        if (rc == WARP_OK && (v != nv || t != nt)) rc = WARP_E_CORRUPT;
        const char *r = rc == WARP_OK ? NULL : "one-pass copy failed";
        size_t bytes = nv * 16 + 16;
        void *s = malloc(bytes);
        size_t k;
        if (!r) r = same_as_single(g, m, "positions", warp_geometry_copy_positions(g, m, s, nv, &k), a.d.positions, s, nv * 12);
        if (!r && a.d.normals)
            r = same_as_single(g, m, "normals", warp_geometry_copy_normals(g, m, s, nv, &k), a.d.normals, s, nv * 12);
        for (uint32_t u = 0; !r && u < WARP_MESH_DST_UV_SETS; u++)
            if (a.d.uvs[u]) r = same_as_single(g, m, "uvs", warp_geometry_copy_uvs(g, m, u, s, nv, &k), a.d.uvs[u], s, nv * 8);
        if (!r && a.d.colors)
            r = same_as_single(g, m, "colours", warp_geometry_copy_colors(g, m, s, nv, &k), a.d.colors, s, nv * 4);
        if (!r && a.d.colors2)
            r = same_as_single(g, m, "night colours", warp_geometry_copy_colors2(g, m, s, nv, &k), a.d.colors2, s, nv * 4);
        if (!r && a.d.joints)
            r = same_as_single(g, m, "joints", warp_geometry_copy_joints(g, m, s, nv, &k), a.d.joints, s, nv * 8);
        if (!r && a.d.weights)
            r = same_as_single(g, m, "weights", warp_geometry_copy_weights(g, m, s, nv, &k), a.d.weights, s, nv * 16);
        free(s);
        s = malloc(nt * 12 + 12);
        if (!r)
            r = same_as_single(g, m, "triangles", warp_geometry_copy_triangles(g, m, s, nt, &k), a.d.triangles, s, nt * 12);
        free(s);
        /* room for as many triangles as vertices (the documented bound): the count from the
         * writing walk, the same triangles */
        if (!r && nv >= nt) {
            uint32_t *big = malloc(nv * 12 + 12);
            warp_mesh_dst bd = a.d;
            bd.triangles = big, bd.triangle_capacity = nv;
            t = 0;
            if (warp_geometry_copy_mesh(g, m, &bd, NULL, &t) != WARP_OK || t != nt || memcmp(big, a.d.triangles, nt * 12))
                r = "triangles with room for as many as vertices differ";
            free(big);
        }
        /* too small: the counts, nothing written */
        if (!r && nv) {
            a.d.vertex_capacity = nv - 1;
            memset(a.d.positions, 0xA5, nv * 12);
            v = t = 0;
            rc = warp_geometry_copy_mesh(g, m, &a.d, &v, &t);
            if (rc != WARP_E_DST_SMALL || v != nv || t != nt) r = "vertex room one short: not DST_SMALL with the counts";
            for (size_t b = 0; !r && b < nv * 12; b++)
                if (((uint8_t *)a.d.positions)[b] != 0xA5) r = "wrote into arrays too small";
            a.d.vertex_capacity = nv;
        }
        if (!r && nt) {
            a.d.triangle_capacity = nt - 1;
            rc = warp_geometry_copy_mesh(g, m, &a.d, &v, NULL);
            if (rc != WARP_E_DST_SMALL) r = "triangle room one short: not DST_SMALL";
        }
        if (!r && !in.has_skin) {
            uint16_t j[4];
            warp_mesh_dst only = {0};
            only.joints = j;
            only.vertex_capacity = 1;
            if (warp_geometry_copy_mesh(g, m, &only, NULL, NULL) != WARP_E_NOT_FOUND) r = "joints of an unskinned mesh";
        }
        if (!r) {
            warp_mesh_dst bad = a.d;
            bad.reserved[3] = 1;
            if (warp_geometry_copy_mesh(g, m, &bad, &v, &t) != WARP_E_ARG) r = "a reserved word was accepted";
        }
        mesh_arrays_free(&a);
        if (r) return r;
    }
    size_t v;
    CHECK_RC(warp_geometry_copy_mesh(g, in.mesh_count, NULL, &v, NULL), WARP_E_RANGE);
    CHECK_RC(warp_geometry_copy_mesh(g, 0, NULL, NULL, NULL), WARP_E_ARG);
    return NULL;
}

#endif
