/* Fuzz target: the rebuild's level readers (examples/warp/rebuild/level*.c): bytes starting
 * with '{' are read as a collision.json and as a level.json (occluders), anything else as a
 * collision.glb merged with a small mesh. Each ends in a message or gives a mesh whose every
 * triangle names a vertex it has, in the counts a level's collision holds, or occluders. */
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
