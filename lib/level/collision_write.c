/* Collision encoder: the six chunks of FACTS-2 1 in disc order, with a grid built the
 * way the disc's looks (matrix maps the vertex box onto cell centres 0..n-1). */
#include "level_internal.h"

typedef struct grid_map {
    float scale[3], shift[3];
    uint32_t n[3];
} grid_map;

/* Cell coordinate of a grid-space value: clamp to [0.5, n - 0.5], truncate (FACTS-2 1.4). */
static uint32_t cell_of(float g, uint32_t n) {
    float lo = 0.5f, hi = (float)n - 0.5f;
    if (!(g >= lo)) g = lo; /* NaN clamps low */
    if (g > hi) g = hi;
    return (uint32_t)g;
}

/* Cell box [lo, hi] of triangle t per axis. */
static void tri_cells(const grid_map *m, const warp_collision_desc *d, uint32_t t, uint32_t lo[3], uint32_t hi[3]) {
    for (int a = 0; a < 3; a++) {
        float mn = 0, mx = 0;
        for (int k = 0; k < 3; k++) {
            float g = d->positions[(size_t)d->triangles[t].v[k] * 3 + a] * m->scale[a] + m->shift[a];
            if (k == 0 || g < mn) mn = g;
            if (k == 0 || g > mx) mx = g;
        }
        lo[a] = cell_of(mn, m->n[a]);
        hi[a] = cell_of(mx, m->n[a]);
    }
}

static uint32_t cell_count_in(const grid_map *m, const warp_collision_desc *d, const uint32_t c[3]) {
    uint32_t n = 0, lo[3], hi[3];
    for (uint32_t t = 0; t < d->triangle_count; t++) {
        tri_cells(m, d, t, lo, hi);
        if (c[0] >= lo[0] && c[0] <= hi[0] && c[1] >= lo[1] && c[1] <= hi[1] && c[2] >= lo[2] && c[2] <= hi[2]) n++;
    }
    return n;
}

static int write_vec4(warp_writer *w, float a, float b, float c, float d) {
    warp_write_f32(w, a);
    warp_write_f32(w, b);
    warp_write_f32(w, c);
    return warp_write_f32(w, d);
}

static int write_collision_body(warp_writer *w, const warp_collision_desc *d) {
    if (!w || !d || (d->vertex_count && !d->positions) || (d->triangle_count && !d->triangles)) return WARP_E_ARG;
    if (d->triangle_count > 0xFFFF || !d->nx || !d->ny || !d->nz || d->nx > 0xFFFF || d->ny > 0xFFFF ||
        d->nz > 0xFFFF)
        return WARP_E_ARG;
    for (uint32_t t = 0; t < d->triangle_count; t++)
        for (int k = 0; k < 3; k++)
            if (d->triangles[t].v[k] >= d->vertex_count) return WARP_E_RANGE;
    float mn[3] = {0, 0, 0}, mx[3] = {0, 0, 0};
    for (uint32_t v = 0; v < d->vertex_count; v++)
        for (int a = 0; a < 3; a++) {
            float x = d->positions[(size_t)v * 3 + a];
            if (v == 0 || x < mn[a]) mn[a] = x;
            if (v == 0 || x > mx[a]) mx[a] = x;
        }
    grid_map m = {{0, 0, 0}, {0, 0, 0}, {d->nx, d->ny, d->nz}};
    for (int a = 0; a < 3; a++) {
        float ext = mx[a] - mn[a];
        if (m.n[a] > 1 && ext > 0) {
            m.scale[a] = (float)(m.n[a] - 1) / ext;
            m.shift[a] = -mn[a] * m.scale[a];
        }
    }
    uint64_t cells = (uint64_t)d->nx * d->ny * d->nz;
    if (cells > 0xFFFFFFFFu / 4) return WARP_E_LIMIT;

    /* 0x52: one bit per triangle, size rule of FACTS-2 1.5. */
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_CHECKED, d->hash);
    warp_write_zeros(w, ((((size_t)d->triangle_count + 7) >> 3) + 15) & 0x7FF0);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_VERTICES, d->hash ? d->hash + 1 : 0);
    for (uint32_t v = 0; v < d->vertex_count; v++)
        write_vec4(w, d->positions[(size_t)v * 3], d->positions[(size_t)v * 3 + 1], d->positions[(size_t)v * 3 + 2],
                   1.0f);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_TRIANGLES, d->hash ? d->hash + 2 : 0);
    for (uint32_t t = 0; t < d->triangle_count; t++) {
        const warp_collision_triangle *tr = &d->triangles[t];
        for (int k = 0; k < 3; k++) warp_write_u16(w, tr->v[k]);
        warp_write_u16(w, tr->flags);
        warp_write_u8(w, tr->material);
        warp_write_u8(w, tr->area);
    }
    warp_write_chunk_end(w);
    /* 0x05: offsets into the lists, which start with a 0 word so offset 0 reads empty. */
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_GRID, d->hash ? d->hash + 3 : 0);
    uint64_t at = 1;
    for (uint32_t i = 0; i < (uint32_t)cells; i++) {
        uint32_t c[3] = {i % d->nx, i / d->nx % d->ny, i / d->nx / d->ny};
        uint32_t n = cell_count_in(&m, d, c);
        if (at + 1 + n > 0xFFFFFFFFu) return WARP_E_LIMIT;
        warp_write_u32(w, n ? (uint32_t)at : 0);
        if (n) at += 1 + n;
    }
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_LISTS, d->hash ? d->hash + 4 : 0);
    warp_write_u16(w, 0);
    for (uint32_t i = 0; i < (uint32_t)cells; i++) {
        uint32_t c[3] = {i % d->nx, i / d->nx % d->ny, i / d->nx / d->ny};
        uint32_t n = cell_count_in(&m, d, c), lo[3], hi[3];
        if (!n) continue;
        warp_write_u16(w, (uint16_t)n);
        for (uint32_t t = 0; t < d->triangle_count; t++) {
            tri_cells(&m, d, t, lo, hi);
            if (c[0] >= lo[0] && c[0] <= hi[0] && c[1] >= lo[1] && c[1] <= hi[1] && c[2] >= lo[2] && c[2] <= hi[2])
                warp_write_u16(w, (uint16_t)t);
        }
    }
    warp_write_chunk_end(w);
    /* 0x03: the header; run-time pointer words stay 0. */
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_HEADER, d->hash ? d->hash + 5 : 0);
    warp_write_u32(w, d->word00);
    warp_write_zeros(w, 12);
    write_vec4(w, m.scale[0], 0, 0, 0);
    write_vec4(w, 0, m.scale[1], 0, 0);
    write_vec4(w, 0, 0, m.scale[2], 0);
    write_vec4(w, m.shift[0], m.shift[1], m.shift[2], 1);
    write_vec4(w, 0.5f, 0.5f, 0.5f, 1);
    write_vec4(w, (float)d->nx - 0.5f, (float)d->ny - 0.5f, (float)d->nz - 0.5f, 1);
    warp_write_u16(w, (uint16_t)d->nx);
    warp_write_u16(w, (uint16_t)d->ny);
    warp_write_u16(w, (uint16_t)d->nz);
    warp_write_u16(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, (uint32_t)at);
    warp_write_u32(w, 0);
    warp_write_u16(w, (uint16_t)d->triangle_count);
    warp_write_u16(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, d->vertex_count);
    warp_write_u32(w, 0);
    warp_write_f32(w, mn[2]);
    warp_write_u32(w, 0);
    return warp_write_chunk_end(w);
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_collision(warp_writer *w, const warp_collision_desc *d) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_collision_body(w, d));
}
