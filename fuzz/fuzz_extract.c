/* End-to-end fuzz target: the whole extraction path on one input, in memory, the way
 * `warp extract` and an embedding game tool walk a WAD entry:
 *   classify; a chunk container: every chunk's payload, else the input itself;
 *   every root RenderWare section: dictionaries decoded to RGBA (bounded buffer),
 *   clumps opened with every geometry's arrays copied, worlds walked with every
 *   sector's geometry copied; streamed-world files: the world stream's dictionary
 *   and world, a part's dictionary and atomics, the manifest.
 * Output buffers are fixed and bounded; the limits keep one input fast. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_SIDE 256          /* texture sides above this are refused (WARP_E_LIMIT) */
#define CAP 4096              /* elements per geometry copy: bigger meshes are counted only */

static uint8_t rgba[MAX_SIDE * MAX_SIDE * 4];
static float floats[CAP * 4];
static uint8_t colors[CAP * 4];
static uint16_t joints[CAP * 4];
static uint32_t tris[CAP * 3];
static _Alignas(WARP_ALIGN) uint8_t geometry_mem[4096], clump_mem[4096], world_mem[4096], texture_mem[4096];

static warp_limits limits;

/* ---- textures -------------------------------------------------------------------- */
static int texture(void *user, const warp_texture *t) {
    (void)user;
    warp_texture_info in;
    if (warp_texture_get_info(t, &in) != WARP_OK) abort();
    for (uint32_t l = 0; l < in.levels; l++) {
        size_t need = (size_t)in.level_width[l] * in.level_height[l] * 4;
        if (need > sizeof rgba) abort(); /* max_dimension was not enforced */
        if (warp_texture_decode_rgba(t, l, rgba, need, 0, NULL) != WARP_OK) abort();
        if (in.palette_colors && warp_texture_decode_indices(t, l, rgba, need, 0, NULL) != WARP_OK) abort();
    }
    if (in.palette_colors && warp_texture_decode_palette(t, rgba, 1024, NULL) != WARP_OK) abort();
    return 0;
}

/* ---- geometry -------------------------------------------------------------------- */
static void geometry(const warp_geometry *g) {
    warp_geometry_info gi;
    if (warp_geometry_get_info(g, &gi) != WARP_OK) abort();
    warp_material_info mat;
    for (uint32_t i = 0; i < gi.material_count && i < 64; i++) warp_geometry_material(g, i, &mat);
    warp_skin_info sk;
    float m16[16];
    if (warp_geometry_skin(g, &sk) == WARP_OK)
        for (uint32_t b = 0; b < sk.bone_count && b < 256; b++) warp_geometry_skin_matrix(g, b, m16);
    for (uint32_t m = 0; m < gi.mesh_count && m < 64; m++) {
        warp_geometry_mesh_info mi;
        size_t n;
        if (warp_geometry_get_mesh(g, m, &mi) != WARP_OK) continue;
        warp_geometry_copy_positions(g, m, floats, CAP, &n);
        warp_geometry_copy_normals(g, m, floats, CAP, &n);
        warp_geometry_copy_uvs(g, m, 0, floats, CAP, &n);
        warp_geometry_copy_uvs(g, m, 1, floats, CAP, &n);
        warp_geometry_copy_colors(g, m, colors, CAP, &n);
        warp_geometry_copy_joints(g, m, joints, CAP, &n);
        warp_geometry_copy_weights(g, m, floats, CAP, &n);
        warp_geometry_copy_triangles(g, m, tris, CAP, &n);
    }
}

static void clump(const uint8_t *p, size_t len) {
    warp_clump *c = (warp_clump *)clump_mem;
    warp_geometry *g = (warp_geometry *)geometry_mem;
    if (warp_clump_init(c, sizeof clump_mem, WARP_ABI_VERSION, p, len, &limits) != WARP_OK) return;
    warp_clump_info ci;
    if (warp_clump_get_info(c, &ci) != WARP_OK) abort();
    for (uint32_t i = 0; i < ci.frame_count && i < 256; i++) {
        warp_frame_info fi;
        warp_hanim_node node;
        if (warp_clump_frame(c, i, &fi) != WARP_OK) continue;
        for (uint32_t k = 0; k < fi.hanim_node_count && k < 256; k++) warp_clump_hanim_node(c, i, k, &node);
    }
    for (uint32_t i = 0; i < ci.atomic_count && i < 64; i++) {
        warp_atomic_info ai;
        warp_clump_atomic(c, i, &ai);
    }
    for (uint32_t i = 0; i < ci.geometry_count && i < 64; i++)
        if (warp_clump_geometry(c, i, g, sizeof geometry_mem) == WARP_OK) geometry(g);
}

/* ---- worlds ---------------------------------------------------------------------- */
static int sector(void *user, const warp_world_sector_info *s) {
    warp_geometry *g = (warp_geometry *)geometry_mem;
    if (warp_world_sector_geometry((const warp_world *)user, s, g, sizeof geometry_mem, NULL) == WARP_OK)
        geometry(g);
    return 0;
}

static void world(const uint8_t *p, size_t len) {
    warp_world *w = (warp_world *)world_mem;
    if (warp_world_init(w, sizeof world_mem, WARP_ABI_VERSION, p, len, &limits) != WARP_OK) return;
    warp_world_info wi;
    if (warp_world_get_info(w, &wi) != WARP_OK) abort();
    warp_material_info mat;
    for (uint32_t i = 0; i < wi.material_count && i < 64; i++) warp_world_material(w, i, &mat);
    warp_world_foreach_sector(w, sector, w);
    static warp_world_sector_info table[64];
    size_t n;
    warp_world_sector_table(w, table, 64, &n);
}

static int part_atomic(void *user, const warp_world_part_atomic *a) {
    (void)user;
    warp_geometry *g = (warp_geometry *)geometry_mem;
    if (a->atomic.embedded && warp_geometry_init(g, sizeof geometry_mem, WARP_ABI_VERSION, a->atomic.embedded,
                                                 a->atomic.embedded_len, &a->atomic, &limits) == WARP_OK)
        geometry(g);
    return 0;
}

/* ---- one RenderWare stream or streamed-world file ---------------------------------- */
static int root_section(void *user, const warp_rw_section *s) {
    (void)user;
    if (s->depth != 0) return 0;
    const uint8_t *p = s->data - 12;
    size_t len = (size_t)s->size + 12;
    if (s->type == WARP_RW_TEXTURE_DICTIONARY) warp_txd_foreach(p, len, &limits, texture, NULL);
    else if (s->type == WARP_RW_TEXTURE_NATIVE) {
        warp_texture *t = (warp_texture *)texture_mem;
        if (warp_texture_init(t, sizeof texture_mem, WARP_ABI_VERSION, p, len, &limits) == WARP_OK) texture(NULL, t);
    } else if (s->type == WARP_RW_CLUMP) clump(p, len);
    else if (s->type == WARP_RW_WORLD) world(p, len);
    return 0;
}

static void stream(const uint8_t *p, size_t len) {
    warp_rw_foreach(p, len, &limits, root_section, NULL, NULL);
    warp_world_stream_info si;
    if (warp_world_stream_parse(p, len, &si) == WARP_OK) {
        warp_txd_foreach(si.dictionary, si.dictionary_len, &limits, texture, NULL);
        world(si.world, si.world_len);
    }
    warp_world_part_info pi;
    if (warp_world_part_parse(p, len, &pi) == WARP_OK) {
        warp_txd_foreach(pi.dictionary, pi.dictionary_len, &limits, texture, NULL);
        warp_world_part_foreach(p, len, &limits, part_atomic, NULL);
    }
    warp_world_manifest_info mi;
    if (warp_world_manifest_parse(p, len, &mi) == WARP_OK) {
        uint32_t fs, hs;
        for (uint32_t j = 0; j < mi.part_count && j < 64; j++) warp_world_manifest_part(p, len, j, &fs, &hs);
    }
}

static int chunk(void *user, const warp_chunk_info *c) {
    (void)user;
    if (c->type >= WARP_CHUNK_TYPE_COUNT) abort(); /* the container check promised this */
    stream(c->data, c->size);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (warp_geometry_sizeof() > sizeof geometry_mem || warp_clump_sizeof() > sizeof clump_mem ||
        warp_world_sizeof() > sizeof world_mem || warp_texture_sizeof() > sizeof texture_mem)
        abort();
    warp_limits_default(&limits);
    limits.max_dimension = MAX_SIDE;
    limits.max_vertices = 1u << 16;
    limits.max_dma_tags = 1u << 12;
    limits.max_count = 1u << 16;
    int kind = -1;
    warp_classify(data, size, WARP_KIND_UNKNOWN, &kind);
    if (kind < 0 || kind >= WARP_KIND_COUNT) abort();
    if (warp_container_kind(data, size, NULL) != WARP_CONTAINER_NONE)
        warp_chunk_foreach(data, size, &limits, chunk, NULL);
    else
        stream(data, size);
    return 0;
}
