/* Fuzz the PS2 DMA chain walker and VIF interpreter: the input is one mesh's chain;
 * its last byte picks the layout evidence (bit 0: the atomic carries 0x3F0) and the
 * mesh plugin's strip flag (bit 1). Every attribute of the mesh is decoded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct fixture {
    const uint8_t *chain;
    size_t len;
    uint32_t strip;
} fixture;

static void build(warp_writer *w, const fixture *f) {
    warp_write_section_begin(w, WARP_RW_BIN_MESH, WARP_RW_STAMP_37002);
    warp_write_u32(w, f->strip);
    warp_write_u32(w, 1);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_NATIVE_DATA, WARP_RW_STAMP_37002);
    warp_write_u32(w, 4);
    warp_write_u32(w, (uint32_t)f->len);
    warp_write_u32(w, 0);
    warp_write_bytes(w, f->chain, f->len);
    warp_write_section_end(w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    uint8_t flags = data[size - 1];
    fixture f = {data, size - 1, (flags >> 1) & 1};
    static _Alignas(16) uint8_t wmem[4096], gmem[4096];
    warp_writer *w = (warp_writer *)wmem;
    if (warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, NULL, 0)) return 0;
    build(w, &f);
    size_t ext_len = warp_writer_size(w);
    uint8_t *ext = malloc(ext_len);
    warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, ext, ext_len);
    build(w, &f);
    warp_geometry_parts p;
    memset(&p, 0, sizeof p);
    p.format = WARP_GEO_NATIVE | WARP_GEO_POSITIONS;
    p.morph_count = 1;
    p.extension = ext;
    p.extension_len = ext_len;
    warp_atomic_info a;
    memset(&a, 0, sizeof a);
    a.has_warriors = flags & 1;
    a.position_scale = 1.0f / 1024;
    a.uv_scale = 1.0f / 4096;
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_dma_tags = 4096; /* keep each input fast */
    lim.max_vertices = 1u << 16;
    warp_geometry *g = (warp_geometry *)gmem;
    if (warp_geometry_sizeof() <= sizeof gmem &&
        warp_geometry_init_parts(g, sizeof gmem, WARP_ABI_VERSION, &p, &a, &lim) == WARP_OK) {
        warp_geometry_mesh_info mi;
        if (warp_geometry_get_mesh(g, 0, &mi) == WARP_OK && mi.vertex_count <= (1u << 16)) {
            size_t n = mi.vertex_count + 1, got;
            float *f4 = malloc(n * 16);
            uint16_t *j = malloc(n * 8);
            uint8_t *c = malloc(n * 4);
            uint32_t *t = malloc(n * 12);
            warp_geometry_copy_positions(g, 0, f4, n, &got);
            warp_geometry_copy_normals(g, 0, f4, n, &got);
            warp_geometry_copy_uvs(g, 0, 0, f4, n, &got);
            warp_geometry_copy_uvs(g, 0, 1, f4, n, &got);
            warp_geometry_copy_colors(g, 0, c, n, &got);
            warp_geometry_copy_weights(g, 0, f4, n, &got);
            warp_geometry_copy_joints(g, 0, j, n, &got);
            warp_geometry_copy_triangles(g, 0, t, n, &got);
            free(f4); free(j); free(c); free(t);
        }
    }
    free(ext);
    return 0;
}
