/* One pass per mesh: every array of GTA3_kendl.dff (stock skin: positions, normals, UVs,
 * colours as present, joints, weights, triangles), asked then decoded, through the
 * single-array calls (one DMA/VIF walk per array) and through warp_geometry_copy_mesh (one
 * walk for all), in the same run; the arrays of both are compared byte for byte. Issue 28
 * measured librw's uninstance of this file at 1.6 M vertices/s on the project machine:
 * the target is 10x that, 16 M vertices/s. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

#define LIBRW_MVPS 1.6 /* issue 28: librw uninstance of kendl, same machine */

enum { MAXV = 1 << 16 };
typedef struct arrays {
    float pos[MAXV * 3], nrm[MAXV * 3], uv[MAXV * 2], wgt[MAXV * 4];
    uint8_t col[MAXV * 4];
    uint16_t jnt[MAXV * 4];
    uint32_t tri[MAXV * 3];
} arrays;
static arrays A, B;

/* Every array of mesh m, ask then decode, one call per array. Returns the vertices. */
static size_t single(const warp_geometry *g, const warp_geometry_info *in, uint32_t m, arrays *o) {
    size_t n, t;
    if (warp_geometry_copy_positions(g, m, NULL, 0, &n) || n > MAXV) abort();
    if (warp_geometry_copy_positions(g, m, o->pos, n, NULL)) abort();
    if (in->has_normals && warp_geometry_copy_normals(g, m, o->nrm, n, NULL)) abort();
    if (in->uv_sets && warp_geometry_copy_uvs(g, m, 0, o->uv, n, NULL)) abort();
    if (in->has_colors && warp_geometry_copy_colors(g, m, o->col, n, NULL)) abort();
    if (in->has_skin && (warp_geometry_copy_joints(g, m, o->jnt, n, NULL) || warp_geometry_copy_weights(g, m, o->wgt, n, NULL)))
        abort();
    if (warp_geometry_copy_triangles(g, m, NULL, 0, &t) || t > MAXV || warp_geometry_copy_triangles(g, m, o->tri, t, NULL))
        abort();
    return n;
}

/* The same arrays in one walk, after asking the vertex count: triangles get room for as
 * many (never fewer, for native data: geometry.h) and their count comes from the walk. */
static size_t one_pass(const warp_geometry *g, const warp_geometry_info *in, uint32_t m, arrays *o) {
    size_t n, t;
    if (warp_geometry_copy_mesh(g, m, NULL, &n, NULL) || n > MAXV) abort();
    warp_mesh_dst d;
    memset(&d, 0, sizeof d);
    d.positions = o->pos;
    d.normals = in->has_normals ? o->nrm : NULL;
    d.uvs[0] = in->uv_sets ? o->uv : NULL;
    d.colors = in->has_colors ? o->col : NULL;
    d.joints = in->has_skin ? o->jnt : NULL;
    d.weights = in->has_skin ? o->wgt : NULL;
    d.triangles = o->tri;
    d.vertex_capacity = d.triangle_capacity = n;
    if (warp_geometry_copy_mesh(g, m, &d, NULL, &t) || t > n) abort();
    return n;
}

typedef size_t (*path_fn)(const warp_geometry *, const warp_geometry_info *, uint32_t, arrays *);

/* Vertices per second over reps opens of the clump and copies of every mesh. */
static double run(const unsigned char *buf, size_t len, int reps, path_fn fn, arrays *o) {
    void *cm = NULL, *gm = NULL;
    if (posix_memalign(&cm, WARP_ALIGN, warp_clump_sizeof()) || posix_memalign(&gm, WARP_ALIGN, warp_geometry_sizeof()))
        abort();
    warp_clump *c = cm;
    warp_geometry *g = gm;
    size_t verts = 0;
    double t0 = now();
    for (int r = 0; r < reps; r++) {
        warp_clump_info ci;
        if (warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, buf, len, NULL) || warp_clump_get_info(c, &ci))
            abort();
        for (uint32_t i = 0; i < ci.geometry_count; i++) {
            warp_geometry_info in;
            if (warp_clump_geometry(c, i, g, warp_geometry_sizeof()) || warp_geometry_get_info(g, &in)) abort();
            for (uint32_t m = 0; m < in.mesh_count; m++) verts += fn(g, &in, m, o);
        }
    }
    double dt = now() - t0;
    free(cm);
    free(gm);
    return (double)verts / dt;
}

int main(int argc, char **argv) {
    size_t len;
    unsigned char *buf = load_corpus("GTA3_kendl.dff", &len);
    if (!buf) {
        printf("GTA3_kendl.dff: skipped (no corpus; set WARP_CORPUS)\n");
        return 0;
    }
    int reps = argc > 1 ? atoi(argv[1]) : 100, rounds = 15;
    run(buf, len, 5, single, &A); /* warm-up, and the arrays to compare */
    run(buf, len, 5, one_pass, &B);
    if (memcmp(&A, &B, sizeof A)) {
        printf("GTA3_kendl.dff: the one-pass arrays differ from the single-array ones\n");
        return 1;
    }
    /* the machine is shared: rounds alternate the two paths and the best round of each counts */
    double s = 0, o = 0;
    for (int r = 0; r < rounds; r++) {
        double a = run(buf, len, reps, single, &A), b = run(buf, len, reps, one_pass, &B);
        s = a > s ? a : s, o = b > o ? b : o;
    }
    printf("GTA3_kendl.dff, every array (clump open included), best of %d rounds of %d runs; arrays identical\n",
           rounds, reps);
    printf("  single-array calls  %8.2f M vertices/s\n", s / 1e6);
    printf("  one pass per mesh   %8.2f M vertices/s  (%.2fx the single-array calls)\n", o / 1e6, o / s);
    printf("  against librw's uninstance (%.1f M vertices/s, issue 28): %.1fx (target 10x)\n", LIBRW_MVPS,
           o / 1e6 / LIBRW_MVPS);
    free(buf);
    return 0;
}
