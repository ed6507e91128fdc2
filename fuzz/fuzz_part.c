/* Fuzz target: a streamed-world part (_ms<i>.sec) with each atomic's embedded geometry
 * decoded to arrays, and the manifest (_sec.mem) reader on the same bytes. */
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

#define CAP 4096

static int atomic(void *user, const warp_world_part_atomic *a) {
    static float f[CAP * 4];
    static uint8_t c[CAP * 4];
    static uint32_t t[CAP * 3];
    const warp_limits *lim = (const warp_limits *)user;
    static _Alignas(16) uint8_t gmem[4096];
    if (warp_geometry_sizeof() > sizeof gmem) abort();
    warp_geometry *g = (warp_geometry *)gmem;
    if (warp_geometry_init(g, sizeof gmem, WARP_ABI_VERSION, a->atomic.embedded, a->atomic.embedded_len, &a->atomic,
                           lim))
        return 0;
    warp_geometry_info gi;
    if (warp_geometry_get_info(g, &gi)) return 0;
    for (uint32_t m = 0; m < gi.mesh_count && m < 64; m++) {
        size_t n;
        warp_geometry_copy_positions(g, m, f, CAP, &n);
        warp_geometry_copy_uvs(g, m, 0, f, CAP, &n);
        warp_geometry_copy_uvs(g, m, 1, f, CAP, &n);
        warp_geometry_copy_colors(g, m, c, CAP, &n);
        warp_geometry_copy_normals(g, m, f, CAP, &n);
        warp_geometry_copy_triangles(g, m, t, CAP, &n);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_vertices = 1 << 16;
    lim.max_dma_tags = 1 << 12;
    lim.max_count = 1 << 16;
    warp_world_part_info pi;
    if (warp_world_part_parse(data, size, &pi) == WARP_OK) warp_world_part_foreach(data, size, &lim, atomic, &lim);
    warp_world_manifest_info mi;
    if (warp_world_manifest_parse(data, size, &mi) == WARP_OK) {
        uint32_t f, h;
        for (uint32_t j = 0; j < mi.part_count && j < 64; j++) warp_world_manifest_part(data, size, j, &f, &h);
    }
    return 0;
}
