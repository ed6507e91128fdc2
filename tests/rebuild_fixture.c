/* `rebuild_fixture --dff FILE`: a model file for tests/test_rebuild_model.py: one clump with
 * GTA San Andreas' stamp (so `warp extract` turns it z-up to y-up), a root frame and a
 * turned, moved child frame "crate" whose atomic draws a 2x1 quad (two triangles, normals,
 * UVs, colours, texture "crate") in RenderWare's default PS2 layout.
 * `rebuild_fixture FILE`: a dictionary for tests/test_rebuild.py beside test_patch's
 * (T8, T4, CT32): a 32x32 T8 with three levels ("big", room for more than 256 colours)
 * and the 16- and 24-bit formats: "c16" (PSMCT16 8x8, two levels), "c24" (PSMCT24
 * 8x8), "c16s" (PSMCT16S 4x4), "p16" (T4 8x8 with a PSMCT16 palette). Their colours
 * are ones each format holds exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct fixture {
    warp_texture_desc d[5];
    uint8_t idx[32 * 32 + 16 * 16 + 8 * 8], pal[1024];
    uint8_t c16[(8 * 8 + 4 * 4) * 4], c24[8 * 8 * 4], c16s[4 * 4 * 4], idx4[8 * 8];
} fixture;

static int fill(warp_writer *w, void *user) { return warp_write_txd(w, ((fixture *)user)->d, 5, 0); }

static int fill_dff(warp_writer *w, void *user) {
    (void)user;
    static const float pos[] = {0, 0, 0, 2, 0, 0, 0, 1, 0, 2, 1, 0}, nrm[] = {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1};
    static const float uv[] = {0, 0, 1, 0, 0, 1, 1, 1};
    static const uint8_t col[] = {255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255};
    warp_mesh_arrays m = {.vertex_count = 4, .positions = pos, .normals = nrm, .uvs = {uv}, .colors = col};
    warp_material_info mat = {.color = {255, 255, 255, 255}, .textured = 1, .has_texture = 1,
                               .texture_name = "crate", .texture_name_len = 5, .texture_filter = 0x1106};
    uint32_t mesh_mat = 0;
    warp_geometry_desc g = {.layout = WARP_LAYOUT_PS2_DEFAULT, .mesh_count = 1, .meshes = &m,
                            .mesh_materials = &mesh_mat, .material_count = 1, .materials = &mat,
                            .sphere = {1, 0.5f, 0, 1.2f}};
    /* the child turned 90 degrees about z and moved: right = +y, up = -x, at = +z */
    warp_frame_desc f[2] = {{.matrix = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}, .parent = -1, .name = "root"},
                            {.matrix = {0, 1, 0, -1, 0, 0, 0, 0, 1, 1, 2, 3}, .parent = 0, .name = "crate"}};
    warp_atomic_desc a = {.frame = 1, .geometry = 0};
    warp_clump_desc c = {.frame_count = 2, .frames = f, .geometry_count = 1, .geometries = &g, .atomic_count = 1,
                         .atomics = &a};
    return warp_write_clump(w, &c, WARP_RW_STAMP_36003);
}

/* Ask the size, write, save: 0 or 1. */
static int save(const char *path, int (*fn)(warp_writer *, void *), void *user) {
    static _Alignas(WARP_ALIGN) unsigned char wmem[4096];
    warp_writer *w = (warp_writer *)wmem;
    if (warp_writer_sizeof() > sizeof wmem || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, NULL, 0) ||
        fn(w, user))
        return 1;
    size_t len = warp_writer_size(w);
    uint8_t *b = malloc(len);
    if (!b || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, b, len) || fn(w, user)) return 1;
    FILE *o = fopen(path, "wb");
    int bad = !o || fwrite(b, 1, len, o) != len;
    if (o && fclose(o)) bad = 1;
    free(b);
    return bad;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "--dff")) return save(argv[2], fill_dff, NULL);
    if (argc != 2) {
        fprintf(stderr, "usage: rebuild_fixture FILE | --dff FILE\n");
        return 2;
    }
    static fixture f;
    for (size_t i = 0; i < sizeof f.idx; i++) f.idx[i] = (uint8_t)(i * 13 % 256);
    for (size_t i = 0; i < 256; i++)
        f.pal[i * 4] = (uint8_t)(i * 5), f.pal[i * 4 + 1] = (uint8_t)(i * 3 + 1), f.pal[i * 4 + 2] = (uint8_t)(255 - i),
        f.pal[i * 4 + 3] = 255;
    for (size_t i = 0; i < sizeof f.c16; i += 4) /* 5 bits a channel, alpha 0 or 255 */
        f.c16[i] = (uint8_t)(i * 8), f.c16[i + 1] = (uint8_t)(i * 24), f.c16[i + 2] = (uint8_t)(248 - i * 8 % 248),
        f.c16[i + 3] = i % 8 ? 255 : 0;
    memcpy(f.c16s, f.c16, sizeof f.c16s);
    for (size_t i = 0; i < sizeof f.c24; i++) f.c24[i] = (uint8_t)(i * 29 + 5);
    for (size_t i = 3; i < sizeof f.c24; i += 4) f.c24[i] = 255;
    f.d[0] = (warp_texture_desc){.name = "big", .width = 32, .height = 32, .psm = WARP_PSM_T8, .levels = 3,
                                 .palette = f.pal};
    f.d[0].indices[0] = f.idx, f.d[0].indices[1] = f.idx + 1024, f.d[0].indices[2] = f.idx + 1280;
    f.d[1] = (warp_texture_desc){.name = "c16", .width = 8, .height = 8, .psm = WARP_PSM_CT16, .levels = 2};
    f.d[1].rgba[0] = f.c16, f.d[1].rgba[1] = f.c16 + 8 * 8 * 4;
    f.d[2] = (warp_texture_desc){.name = "c24", .width = 8, .height = 8, .psm = WARP_PSM_CT24, .levels = 1};
    f.d[2].rgba[0] = f.c24;
    f.d[3] = (warp_texture_desc){.name = "c16s", .width = 4, .height = 4, .psm = WARP_PSM_CT16S, .levels = 1};
    f.d[3].rgba[0] = f.c16s;
    for (size_t i = 0; i < sizeof f.idx4; i++) f.idx4[i] = (uint8_t)(i * 5 % 16);
    f.d[4] = (warp_texture_desc){.name = "p16", .width = 8, .height = 8, .psm = WARP_PSM_T4, .levels = 1,
                                 .palette = f.c16, .palette_psm = WARP_PSM_CT16};
    f.d[4].indices[0] = f.idx4;
    return save(argv[1], fill, &f);
}
