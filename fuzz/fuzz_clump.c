/* Fuzz the clump reader end to end: frames, HAnim nodes, atomics, materials, skins and
 * every mesh array of every geometry. Also opens the input as a standalone atomic. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void geometry(warp_geometry *g) {
    warp_geometry_info in;
    if (warp_geometry_get_info(g, &in)) return;
    for (uint32_t i = 0; i < in.material_count && i < 64; i++) {
        warp_material_info m;
        warp_geometry_material(g, i, &m);
    }
    warp_skin_info sk;
    float mat[16];
    if (warp_geometry_skin(g, &sk) == WARP_OK)
        for (uint32_t b = 0; b < sk.bone_count; b++) warp_geometry_skin_matrix(g, b, mat);
    for (uint32_t m = 0; m < in.mesh_count && m < 64; m++) {
        warp_geometry_mesh_info mi;
        if (warp_geometry_get_mesh(g, m, &mi) || mi.vertex_count > (1u << 16)) continue;
        size_t n = mi.vertex_count + 1, got;
        float *f = malloc(n * 16);
        uint16_t *j = malloc(n * 8);
        uint8_t *c = malloc(n * 4);
        uint32_t *t = malloc(n * 12);
        warp_geometry_copy_positions(g, m, f, n, &got);
        warp_geometry_copy_normals(g, m, f, n, &got);
        warp_geometry_copy_uvs(g, m, 0, f, n, &got);
        warp_geometry_copy_uvs(g, m, 1, f, n, &got);
        warp_geometry_copy_colors(g, m, c, n, &got);
        warp_geometry_copy_weights(g, m, f, n, &got);
        warp_geometry_copy_joints(g, m, j, n, &got);
        warp_geometry_copy_triangles(g, m, t, n, &got);
        /* every array in one walk: in bounds, and its counts those of the single calls */
        size_t nv = 0, nt = 0, sv, st;
        if (warp_geometry_copy_mesh(g, m, NULL, &nv, &nt) == WARP_OK && nv < n && nt < n &&
            warp_geometry_copy_positions(g, m, NULL, 0, &sv) == WARP_OK &&
            warp_geometry_copy_triangles(g, m, NULL, 0, &st) == WARP_OK) {
            if (sv != nv || st != nt) abort();
            float *f2 = malloc(n * 12);
            uint32_t *t2 = malloc(n * 12);
            warp_mesh_dst d = {.positions = f2, .triangles = t2, .vertex_capacity = nv, .triangle_capacity = n};
            size_t v2 = 0, t2n = 0;
            if (warp_geometry_copy_mesh(g, m, &d, &v2, &t2n) == WARP_OK &&
                (v2 != nv || t2n != nt || warp_geometry_copy_positions(g, m, f, n, &got) != WARP_OK ||
                 memcmp(f, f2, nv * 12)))
                abort();
            free(f2); free(t2);
        }
        free(f); free(j); free(c); free(t);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static _Alignas(16) uint8_t cmem[1024], gmem[4096];
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_dma_tags = 4096;
    lim.max_count = 4096;
    lim.max_vertices = 1u << 16;
    warp_clump *c = (warp_clump *)cmem;
    warp_geometry *g = (warp_geometry *)gmem;
    if (warp_clump_sizeof() > sizeof cmem || warp_geometry_sizeof() > sizeof gmem) return 0;
    if (warp_clump_init(c, sizeof cmem, WARP_ABI_VERSION, data, size, &lim) == WARP_OK) {
        warp_clump_info ci;
        warp_clump_get_info(c, &ci);
        for (uint32_t i = 0; i < ci.frame_count && i < 256; i++) {
            warp_frame_info fi;
            if (warp_clump_frame(c, i, &fi)) continue;
            for (uint32_t k = 0; k < fi.hanim_node_count && k < 256; k++) {
                warp_hanim_node hn;
                warp_clump_hanim_node(c, i, k, &hn);
            }
        }
        for (uint32_t i = 0; i < ci.atomic_count && i < 64; i++) {
            warp_atomic_info ai;
            warp_clump_atomic(c, i, &ai);
        }
        for (uint32_t i = 0; i < ci.geometry_count && i < 64; i++)
            if (warp_clump_geometry(c, i, g, sizeof gmem) == WARP_OK) geometry(g);
    }
    warp_atomic_info a;
    if (warp_atomic_read(data, size, &a) == WARP_OK && a.embedded &&
        warp_geometry_init(g, sizeof gmem, WARP_ABI_VERSION, a.embedded, a.embedded_len, &a, &lim) == WARP_OK)
        geometry(g);
    return 0;
}
