/* Vertices decoded per second from PS2 native geometry, both layouts, next to memcpy
 * of the same DMA bytes in the same run. A 100k-vertex strip is encoded once, then
 * positions, normals, UVs and colours are decoded repeatedly. GTA SA models (PDS
 * pipelines) come from the corpus (WARP_CORPUS, else ../../shared/corpus from the build
 * directory); their lines are left out when it is absent. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

#define NV 100000

static float P[NV * 3], N[NV * 3], U[NV * 2];
static unsigned char C[NV * 4];
static uint32_t g_layout;

static int fill(warp_writer *w, void *user) {
    (void)user;
    warp_mesh_arrays m;
    memset(&m, 0, sizeof m);
    m.vertex_count = NV;
    m.positions = P;
    m.normals = N;
    m.uvs[0] = U;
    m.colors = C;
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = g_layout;
    g.mesh_count = 1;
    g.meshes = &m;
    g.sphere[3] = 1e6f;
    g.position_scale = 1.0f / 256;
    g.uv_scale = 1.0f / 4096;
    return warp_write_geometry(w, &g, WARP_RW_STAMP_37002);
}

static unsigned char *build(size_t *len) {
    void *wm = NULL;
    if (posix_memalign(&wm, WARP_ALIGN, warp_writer_sizeof())) abort();
    warp_writer *w = wm;
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    fill(w, NULL);
    *len = warp_writer_size(w);
    unsigned char *b = malloc(*len);
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, b, *len);
    if (fill(w, NULL) || warp_writer_status(w)) abort();
    free(wm);
    return b;
}

/* Every mesh of every geometry of a corpus clump, its positions, normals, UVs and colours (as
 * each has), two ways: one single-array call per array, and one warp_geometry_copy_mesh per
 * mesh (the bulk path, geometry.h); clump and geometry opens included. Rounds alternate the
 * two and the best of each counts (the machine may be shared); beside them memcpy of the
 * whole file in the same run, a baseline that needs no other library. */
static size_t sa_pass(const warp_clump *c, uint32_t geometries, warp_geometry *g, int bulk) {
    static float pos[1 << 18], nrm[1 << 18], uv[1 << 18];
    static unsigned char col[1 << 18];
    size_t verts = 0, n;
    for (uint32_t i = 0; i < geometries; i++) {
        warp_geometry_info in;
        if (warp_clump_geometry(c, i, g, warp_geometry_sizeof()) || warp_geometry_get_info(g, &in)) abort();
        if (in.layout != WARP_LAYOUT_PS2_PDS && in.layout != WARP_LAYOUT_PS2_DEFAULT) abort();
        for (uint32_t m = 0; m < in.mesh_count; m++) {
            if (bulk) {
                warp_mesh_dst d;
                memset(&d, 0, sizeof d);
                d.positions = pos, d.normals = in.has_normals ? nrm : NULL, d.uvs[0] = uv;
                d.colors = in.has_colors ? col : NULL;
                d.vertex_capacity = sizeof pos / 12;
                if (warp_geometry_copy_mesh(g, m, &d, &n, NULL)) abort();
            } else {
                if (warp_geometry_copy_positions(g, m, pos, sizeof pos / 12, &n)) abort();
                if (in.has_normals) warp_geometry_copy_normals(g, m, nrm, sizeof nrm / 12, NULL);
                warp_geometry_copy_uvs(g, m, 0, uv, sizeof uv / 8, NULL);
                if (in.has_colors) warp_geometry_copy_colors(g, m, col, sizeof col / 4, NULL);
            }
            verts += n;
        }
    }
    return verts;
}

static void bench_sa(const char *name) {
    size_t len;
    unsigned char *buf = load_corpus(name, &len);
    if (!buf) {
        printf("%-16s skipped: no corpus\n", name);
        return;
    }
    void *cm = NULL, *gm = NULL;
    if (posix_memalign(&cm, WARP_ALIGN, warp_clump_sizeof()) || posix_memalign(&gm, WARP_ALIGN, warp_geometry_sizeof()))
        abort();
    warp_clump *c = cm;
    warp_geometry *g = gm;
    unsigned char *dst = malloc(len);
    int reps = 40;
    double best[3] = {1e9, 1e9, 1e9}; /* single-array, bulk, memcpy */
    size_t verts = 0;
    for (int round = 0; round < 7; round++) {
        for (int k = 0; k < 3; k++) {
            double t0 = now();
            for (int r = 0; r < reps; r++) {
                warp_clump_info ci;
                if (k == 2) {
                    memcpy(dst, buf, len);
                    __asm__ volatile("" : : "r"(dst) : "memory");
                    continue;
                }
                if (warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, buf, len, NULL) ||
                    warp_clump_get_info(c, &ci))
                    abort();
                verts = sa_pass(c, ci.geometry_count, g, k);
            }
            double t = now() - t0;
            best[k] = t < best[k] ? t : best[k];
        }
    }
    double vs = (double)verts * reps, mb = (double)len * reps / 1e6;
    printf("%-16s single-array %7.1f, one pass %7.1f Mvertices/s (%.2fx); %7.1f / %7.1f MB/s of file, memcpy %8.1f MB/s\n",
           name, vs / best[0] / 1e6, vs / best[1] / 1e6, best[0] / best[1], mb / best[0], mb / best[1], mb / best[2]);
    free(dst);
    free(gm);
    free(cm);
    free(buf);
}

int main(void) {
    for (uint32_t i = 0; i < NV; i++) {
        P[i * 3] = (float)(i % 1000) * 0.01f;
        P[i * 3 + 1] = (float)(i & 1);
        P[i * 3 + 2] = (float)(i % 7);
        N[i * 3 + 2] = 1.0f;
        U[i * 2] = (float)(i % 100) / 100.0f;
        C[i * 4] = (unsigned char)i;
        C[i * 4 + 3] = 255;
    }
    static float out[NV * 3];
    static unsigned char cout[NV * 4];
    const char *names[2] = {"default (V3_32)", "packed (V4_16)"};
    for (int k = 0; k < 2; k++) {
        g_layout = k ? WARP_LAYOUT_PS2_PACKED : WARP_LAYOUT_PS2_DEFAULT;
        size_t len;
        unsigned char *sec = build(&len);
        warp_atomic_info a;
        memset(&a, 0, sizeof a);
        a.has_warriors = 1;
        a.position_scale = 1.0f / 256;
        a.uv_scale = 1.0f / 4096;
        void *gm = NULL;
        if (posix_memalign(&gm, WARP_ALIGN, warp_geometry_sizeof())) abort();
        warp_geometry *g = gm;
        if (warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, sec, len, &a, NULL)) abort();
        int reps = 20;
        size_t n;
        unsigned char *dst = malloc(len);
        double copy_t = 1e9, memcpy_t = 1e9; /* best of rounds taken in turn: the machine may be shared */
        for (int round = 0; round < 7; round++) {
            double t0 = now();
            for (int r = 0; r < reps; r++) {
                if (warp_geometry_copy_positions(g, 0, out, NV, &n) || n != NV) abort();
                if (warp_geometry_copy_normals(g, 0, out, NV, &n) || n != NV) abort();
                if (warp_geometry_copy_uvs(g, 0, 0, out, NV, &n) || n != NV) abort();
                if (warp_geometry_copy_colors(g, 0, cout, NV, &n) || n != NV) abort();
            }
            double t1 = now();
            for (int r = 0; r < reps * 4; r++) {
                memcpy(dst, sec, len);
                __asm__ volatile("" : : "r"(dst) : "memory");
            }
            double t2 = now();
            copy_t = t1 - t0 < copy_t ? t1 - t0 : copy_t;
            memcpy_t = t2 - t1 < memcpy_t ? t2 - t1 : memcpy_t;
        }
        if (cout[4 * (NV - 1)] != C[4 * (NV - 1)] && k == 0) abort(); /* the last colour came through */
        double verts = (double)NV * reps / copy_t;
        double mb = (double)len * reps / copy_t / 1e6, cmb = (double)len * reps * 4 / memcpy_t / 1e6;
        printf("%-16s %8.1f Mvertices/s (4 attributes each), %8.1f MB/s of DMA data; memcpy %8.1f MB/s (ratio %.3f)\n",
               names[k], verts / 1e6, mb, cmb, mb / cmb);
        free(dst);
        free(gm);
        free(sec);
    }
    bench_sa("GTA3_bmx.dff");               /* Car: V4_16 / 1024, V2_16 UVs, V4_8 normals */
    bench_sa("GTA_INT_shop_counter_1.dff"); /* BuildingDN: day/night colours, ADC */
    bench_sa("GTA3_kendl.dff");             /* stock RenderWare skin pipeline (floats) */
    return 0;
}
