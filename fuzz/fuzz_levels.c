/* Fuzz target: the rebuild's level readers (examples/warp/rebuild/level*.c): bytes starting
 * with '{' are read as a collision.json, a level.json (occluders) and a paths.json (over the
 * sample's path data), anything else as a collision.glb merged with a small mesh. Each ends
 * in a message or gives a mesh whose every triangle names a vertex it has, in the counts a
 * level's collision holds, occluders, or path data the library reads again. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/level_collision.h"
#include "warp/warp.h"

static void check_mesh(const coll_mesh *m) {
    if (m->nv > 65535 || m->nt > 65535) abort();
    for (uint32_t t = 0; t < m->nt; t++)
        for (int k = 0; k < 3; k++)
            if (m->tri[t].v[k] >= m->nv) abort();
}

/* Two triangles: a square's halves (one of them material 5, the other 2 and two-sided). */
static float k_pos[] = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0};
static warp_collision_triangle k_tri[] = {{{0, 1, 2}, 1, 5, 1, {0}}, {{0, 2, 3}, 3, 2, 0, {0}}};

/* The sample's path data (examples/warp/sample/level.c): an outline with slab lists, a hole, a
 * triangle; three nodes, five edges. */
static size_t sample_paths(uint8_t *buf, size_t cap) {
    static const float outline[] = {-15, -15, 15, -15, 15, 15, -15, 15}, hole[] = {-6, 9, -6, 11, 6, 11, 6, 9},
                       tri[] = {16, -18, 19, -18, 17.5f, -15};
    static const warp_path_desc paths[] = {
        {4, outline, 1, 0, 1, 1, 2, 1}, {4, hole, 0, 4, 0, 0, 0, 0}, {3, tri, 1, 0, 2, 1, 1, 0}};
    static const warp_path_node_desc nodes[] = {{{-10, 0, 0}, 2}, {{10, 0, 0}, 2}, {{17.5f, -17, 0}, 1}};
    static const warp_path_edge edges[] = {
        {1, 1, 0, 0, 0, {0}}, {2, 4, 0, 0, 0, {0}}, {0, 1, 0, 0, 0, {0}}, {2, 0x10, 3, 1, 0, {0}}, {1, 8, 0, 0, 0, {0}}};
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = 3, d.paths = paths, d.node_count = 3, d.nodes = nodes, d.edge_count = 5, d.edges = edges;
    warp_writer *wr = malloc(warp_writer_sizeof());
    if (!wr || warp_writer_init(wr, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap) || warp_write_paths(wr, &d))
        abort();
    size_t n = warp_writer_size(wr);
    free(wr);
    return n;
}

static void check_paths(const char *json, size_t size) {
    static uint8_t old[1024];
    static size_t old_len;
    if (!old_len) old_len = sample_paths(old, sizeof old);
    uint8_t *out = NULL;
    size_t len = 0;
    if (paths_json_apply(old, old_len, json, size, "fuzz", &out, &len) == 0) {
        warp_paths *p = malloc(warp_paths_sizeof());
        if (!p || warp_paths_init(p, warp_paths_sizeof(), WARP_ABI_VERSION, out, len, NULL) != WARP_OK) abort();
        free(p);
        free(out);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    coll_mesh m;
    if (size && data[0] == '{') {
        char *json = malloc(size + 1);
        if (!json) return 0;
        memcpy(json, data, size);
        json[size] = 0;
        if (coll_json_parse(json, "fuzz", &m) == 0) {
            check_mesh(&m);
            coll_mesh_free(&m);
        }
        float pts[1][4][4] = {{{0, 0, 0, 1}, {1, 0, 0, 1}, {0, 0, 1, 1}, {1, 0, 1, 1}}}, planes[1][3][4] = {{{0}}};
        occ_set old = {pts, planes, 1}, now;
        if (occ_json_parse(json, size, "fuzz", &old, &now) == 0) {
            if (now.n && (!now.points || !now.planes)) abort();
            occ_set_free(&now);
        }
        check_paths(json, size);
        free(json);
        return 0;
    }
    gltfr_doc doc;
    char err[256];
    if (gltf_read_memory(data, size, NULL, &doc, err, sizeof err)) return 0;
    coll_mesh orig = {k_pos, 4, k_tri, 2};
    if (coll_glb_merge_doc(&doc, "fuzz", &orig, &m) == 0) {
        check_mesh(&m);
        coll_mesh_free(&m);
    }
    gltf_read_free(&doc);
    return 0;
}
