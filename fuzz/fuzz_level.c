/* Fuzz target: a level container (.lev): its chunks found by type, the collision mesh,
 * path data, occluders and subtitles decoded through every accessor. The input also goes
 * straight to the path, occluder and subtitle parsers as a bare payload. */
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static int on_cell(void *user, const warp_collision_cell *cell) {
    const warp_collision *c = user;
    uint16_t list[64];
    size_t n;
    warp_collision_cell_triangles(c, cell->x, cell->y, cell->z, list, 64, &n);
    return 0;
}

static int on_sub(void *user, const warp_subtitle_info *r) {
    size_t *sum = user;
    *sum += r->text_len + (r->scene ? 1 : 0);
    return 0;
}
static int on_occ(void *user, const warp_occluder_info *o) {
    (void)user;
    (void)o;
    return 0;
}

typedef struct path_ctx {
    const warp_paths *p;
} path_ctx;
static int on_path(void *user, const warp_path_info *in) {
    path_ctx *x = user;
    int16_t e[64];
    size_t n;
    warp_path_vertex v;
    for (uint32_t s = 0; s < 16; s++) warp_paths_slab_edges(x->p, in, s, e, 64, &n);
    for (uint32_t k = 0; k < in->vertex_count && k < 64; k++) warp_paths_get_vertex(x->p, in->first_vertex + k, &v);
    if (in->area_record >= 0) {
        warp_path_area_record a;
        warp_paths_get_area_record(x->p, (uint32_t)in->area_record, &a);
    }
    return 0;
}
static int on_node(void *user, const warp_path_node *nd) {
    path_ctx *x = user;
    warp_path_edge e;
    for (uint32_t k = 0; k < nd->edge_count && k < 64; k++) warp_paths_get_edge(x->p, nd->first_edge + k, &e);
    return 0;
}

static void paths(const uint8_t *d, size_t n) {
    static _Alignas(16) uint8_t mem[512];
    if (warp_paths_sizeof() > sizeof mem) abort();
    warp_paths *p = (warp_paths *)mem;
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1 << 16;
    if (warp_paths_init(p, sizeof mem, WARP_ABI_VERSION, d, n, &lim)) return;
    warp_paths_info in;
    warp_paths_get_info(p, &in);
    path_ctx x = {p};
    warp_paths_foreach_path(p, on_path, &x);
    warp_paths_foreach_node(p, on_node, &x);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t sum = 0, count;
    paths(data, size);
    warp_subtitle_foreach(data, size, on_sub, &sum, &count);
    warp_occluder_foreach(data, size, on_occ, NULL, &count);
    warp_level_chunks k;
    if (warp_level_find_chunks(data, size, &k)) return 0;
    static _Alignas(16) uint8_t cmem[512];
    if (warp_collision_sizeof() > sizeof cmem) abort();
    warp_collision *c = (warp_collision *)cmem;
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1 << 16;
    lim.max_vertices = 1 << 16;
    if (warp_collision_init(c, sizeof cmem, WARP_ABI_VERSION, &k, &lim) == WARP_OK) {
        warp_collision_info in;
        warp_collision_get_info(c, &in);
        static float v[4 << 16];
        size_t n;
        warp_collision_copy_vertices(c, v, 1 << 16, &n);
        warp_collision_triangle t;
        for (uint32_t i = 0; i < in.triangle_count; i++) warp_collision_get_triangle(c, i, &t);
        warp_collision_foreach_cell(c, on_cell, c);
    }
    if (k.paths.data) paths(k.paths.data, k.paths.len);
    if (k.subtitles.data) warp_subtitle_foreach(k.subtitles.data, k.subtitles.len, on_sub, &sum, &count);
    if (k.occluders.data) warp_occluder_foreach(k.occluders.data, k.occluders.len, on_occ, NULL, &count);
    return 0;
}
