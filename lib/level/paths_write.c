/* Path data encoder (chunk 0x40, FACTS-2 2.1): parts back to back, then a 4-byte tail.
 * Undocumented words are written as 0. */
#include "level_internal.h"

static void path_box(const warp_path_desc *d, float box[4]) {
    for (uint32_t k = 0; k < d->vertex_count; k++) {
        float x = d->xy[2 * k], y = d->xy[2 * k + 1];
        if (k == 0 || x < box[0]) box[0] = x;
        if (k == 0 || x > box[1]) box[1] = x;
        if (k == 0 || y < box[2]) box[2] = y;
        if (k == 0 || y > box[3]) box[3] = y;
    }
}

/* Edges of slab s (of 16 over the path's y range) whose y extent meets it; with `out`
 * NULL only counts. */
static uint32_t slab_edges(const warp_path_desc *d, const float box[4], int s, warp_writer *out) {
    float h = (box[3] - box[2]) / 16, lo = box[2] + h * (float)s, hi = lo + h;
    uint32_t n = 0;
    for (uint32_t k = 0; k < d->vertex_count; k++) {
        float y0 = d->xy[2 * k + 1], y1 = d->xy[2 * ((k + 1) % d->vertex_count) + 1];
        float a = y0 < y1 ? y0 : y1, b = y0 < y1 ? y1 : y0;
        if (b < lo || a > hi) continue;
        n++;
        if (out) warp_write_u16(out, (uint16_t)k);
    }
    return n;
}

static int write_paths_body(warp_writer *w, const warp_paths_desc *d) {
    if (!w || !d || (d->path_count && !d->paths) || (d->node_count && !d->nodes) || (d->edge_count && !d->edges))
        return WARP_E_ARG;
    uint32_t V = 0, A = 0, edges = 0;
    for (uint32_t i = 0; i < d->path_count; i++) {
        const warp_path_desc *q = &d->paths[i];
        if (q->vertex_count > 0x7FFF || (q->vertex_count && !q->xy)) return WARP_E_ARG;
        V += q->vertex_count;
        A += q->is_outline != 0;
    }
    for (uint32_t i = 0; i < d->node_count; i++) {
        if (d->nodes[i].edge_count > 0x7FFF) return WARP_E_ARG; /* s16 +0x14 */
        edges += d->nodes[i].edge_count;
    }
    if (d->node_count > 0x7FFF || A > 0x7FFF || edges != d->edge_count) return WARP_E_ARG;
    warp_write_u32(w, d->path_count);
    warp_write_u32(w, V);
    warp_write_u16(w, (uint16_t)d->node_count);
    warp_write_u16(w, (uint16_t)A);
    warp_write_u32(w, d->edge_count);
    warp_write_zeros(w, 16);
    for (uint32_t i = 0; i < d->path_count; i++) /* A records: node count, 3 open words */
        if (d->paths[i].is_outline) {
            warp_write_u32(w, d->paths[i].node_count);
            warp_write_zeros(w, 12);
        }
    for (uint32_t i = 0; i < d->path_count; i++)
        for (uint32_t k = 0; k < d->paths[i].vertex_count; k++) {
            warp_write_f32(w, d->paths[i].xy[2 * k]);
            warp_write_f32(w, d->paths[i].xy[2 * k + 1]);
            warp_write_zeros(w, 8);
        }
    uint32_t list_at = 0;
    for (uint32_t i = 0; i < d->path_count; i++) {
        const warp_path_desc *q = &d->paths[i];
        float box[4] = {0, 0, 0, 0};
        path_box(q, box);
        warp_write_u16(w, (uint16_t)q->vertex_count);
        warp_write_u16(w, (uint16_t)q->membership);
        warp_write_u32(w, 0);
        for (int k = 0; k < 4; k++) warp_write_f32(w, box[k]);
        warp_write_zeros(w, 8);
        warp_write_u32(w, i + 1 < d->path_count && !d->paths[i + 1].is_outline);
        warp_write_u32(w, 0);
        for (int s = 0; s < 16; s++) {
            if (!q->with_lists) {
                warp_write_u16(w, 0xFFFF);
                continue;
            }
            if (list_at > 0x7FFF) return WARP_E_LIMIT;
            warp_write_u16(w, (uint16_t)list_at);
            list_at += slab_edges(q, box, s, NULL) + 1;
        }
        warp_write_u16(w, (uint16_t)q->flags);
        warp_write_u16(w, (uint16_t)q->ground);
        warp_write_u32(w, q->is_outline != 0);
    }
    for (uint32_t i = 0; i < d->node_count; i++) {
        for (int k = 0; k < 3; k++) warp_write_f32(w, d->nodes[i].position[k]);
        warp_write_f32(w, 1.0f);
        warp_write_u32(w, 0);
        warp_write_u16(w, (uint16_t)d->nodes[i].edge_count);
        warp_write_zeros(w, 10);
    }
    for (uint32_t i = 0; i < d->edge_count; i++) {
        warp_write_u32(w, d->edges[i].target);
        warp_write_u16(w, (uint16_t)d->edges[i].kind);
        warp_write_u16(w, (uint16_t)((d->edges[i].door & 0x1FFF) | (d->edges[i].avoid ? 0x8000 : 0)));
    }
    for (uint32_t i = 0; i < d->path_count; i++) {
        const warp_path_desc *q = &d->paths[i];
        if (!q->with_lists) continue;
        float box[4] = {0, 0, 0, 0};
        path_box(q, box);
        for (int s = 0; s < 16; s++) {
            slab_edges(q, box, s, w);
            warp_write_u16(w, 0xFFFF);
        }
    }
    return warp_write_zeros(w, 4);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_paths(warp_writer *w, const warp_paths_desc *d) {
    return warp__writer_fail(w, write_paths_body(w, d));
}
