/* Fuzz target: a world section or a world stream (_sec.wld): the tree walk, look-ups,
 * and every sector's native geometry decoded to arrays. */
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

#define CAP 4096 /* elements per copy: bigger meshes are counted, not copied */

static void decode_geometry(const warp_geometry *g) {
    static float f[CAP * 4];
    static uint8_t c[CAP * 4];
    static uint32_t t[CAP * 3];
    warp_geometry_info gi;
    if (warp_geometry_get_info(g, &gi)) return;
    for (uint32_t m = 0; m < gi.mesh_count && m < 64; m++) {
        warp_geometry_mesh_info mi;
        size_t n;
        if (warp_geometry_get_mesh(g, m, &mi)) continue;
        warp_geometry_copy_positions(g, m, f, CAP, &n);
        warp_geometry_copy_normals(g, m, f, CAP, &n);
        warp_geometry_copy_uvs(g, m, 0, f, CAP, &n);
        warp_geometry_copy_colors(g, m, c, CAP, &n);
        warp_geometry_copy_triangles(g, m, t, CAP, &n);
    }
    warp_material_info mat;
    for (uint32_t i = 0; i < gi.material_count && i < 16; i++) warp_geometry_material(g, i, &mat);
}

typedef struct ctx {
    const warp_world *w;
    warp_geometry *g;
} ctx;

static int sector(void *user, const warp_world_sector_info *s) {
    ctx *c = (ctx *)user;
    if (warp_world_sector_geometry(c->w, s, c->g, warp_geometry_sizeof(), NULL) == WARP_OK) decode_geometry(c->g);
    return 0;
}

static void world(const uint8_t *data, size_t size) {
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_vertices = 1 << 16;
    lim.max_dma_tags = 1 << 12;
    static _Alignas(16) uint8_t wmem[4096], gmem[4096];
    if (warp_world_sizeof() > sizeof wmem || warp_geometry_sizeof() > sizeof gmem) abort();
    warp_world *w = (warp_world *)wmem;
    if (warp_world_init(w, sizeof wmem, WARP_ABI_VERSION, data, size, &lim)) return;
    warp_world_info in;
    warp_world_get_info(w, &in);
    warp_material_info mat;
    for (uint32_t i = 0; i < in.material_count && i < 16; i++) warp_world_material(w, i, &mat);
    ctx c = {w, (warp_geometry *)gmem};
    warp_world_foreach_sector(w, sector, &c);
    warp_world_sector_info s, table[64];
    warp_world_find_sector(w, 0, &s);
    size_t n;
    warp_world_sector_table(w, table, 64, &n);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    world(data, size);
    warp_world_stream_info si;
    if (warp_world_stream_parse(data, size, &si) == WARP_OK) world(si.world, si.world_len);
    return 0;
}
