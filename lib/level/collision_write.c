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

/* Cells are visited row by row ((y, z), x fastest: grid entry order, FACTS-2 1.4) in blocks
 * of up to BLOCK cells, each block from one pass over the triangles: O(rows x blocks x
 * triangles), with no memory but the block's counters. */
#define BLOCK 256u

typedef struct row_block {
    uint32_t y, z, x0, n; /* cells x0 .. x0 + n - 1 of row (y, z) */
} row_block;

/* Triangle t's cells within block b: [*a, *e] (0 when it misses the block). */
static int tri_in_block(const grid_map *m, const warp_collision_desc *d, uint32_t t, const row_block *b, uint32_t *a,
                        uint32_t *e) {
    uint32_t lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    tri_cells(m, d, t, lo, hi);
    if (b->y < lo[1] || b->y > hi[1] || b->z < lo[2] || b->z > hi[2] || hi[0] < b->x0 || lo[0] >= b->x0 + b->n)
        return 0;
    *a = lo[0] > b->x0 ? lo[0] : b->x0;
    *e = hi[0] < b->x0 + b->n - 1 ? hi[0] : b->x0 + b->n - 1;
    return 1;
}

/* How many triangles each cell of block b lists. */
static void block_counts(const grid_map *m, const warp_collision_desc *d, const row_block *b, uint32_t *cnt) {
    memset(cnt, 0, b->n * sizeof *cnt);
    for (uint32_t t = 0; t < d->triangle_count; t++) {
        uint32_t a, e;
        if (tri_in_block(m, d, t, b, &a, &e))
            for (uint32_t x = a; x <= e; x++) cnt[x - b->x0]++;
    }
}

/* The next block after b (b->n 0 to start); 0 past the last. */
static int next_block(const warp_collision_desc *d, row_block *b) {
    if (b->n && b->x0 + b->n < d->nx) {
        b->x0 += b->n;
    } else if (b->n) {
        b->x0 = 0;
        if (++b->y == d->ny) b->y = 0, b->z++;
        if (b->z == d->nz) return 0;
    }
    b->n = d->nx - b->x0 < BLOCK ? d->nx - b->x0 : BLOCK;
    return 1;
}

/* 0x05: each cell's offset into the lists (u16 units; 0 = empty); *at: the lists' length. */
static int write_grid(warp_writer *w, const grid_map *m, const warp_collision_desc *d, uint64_t *at) {
    uint32_t cnt[BLOCK];
    row_block b = {0, 0, 0, 0};
    *at = 1; /* the lists start with a 0 word so offset 0 reads empty */
    while (next_block(d, &b)) {
        block_counts(m, d, &b, cnt);
        for (uint32_t k = 0; k < b.n; k++) {
            if (*at + 1 + cnt[k] > 0xFFFFFFFFu) return WARP_E_LIMIT;
            warp_write_u32(w, cnt[k] ? (uint32_t)*at : 0);
            if (cnt[k]) *at += 1 + cnt[k];
        }
    }
    return WARP_OK;
}

/* 0x06: the lists (at u16 values, zeros first), then filled in place block by block, each
 * cell's triangles in ascending order. */
static int write_lists(warp_writer *w, const grid_map *m, const warp_collision_desc *d, uint64_t at) {
    size_t base = warp_writer_size(w);
    int rc = warp_write_zeros(w, (size_t)at * 2);
    uint32_t cnt[BLOCK], pos[BLOCK];
    row_block b = {0, 0, 0, 0};
    uint64_t cur = 1;
    while (!rc && next_block(d, &b)) {
        block_counts(m, d, &b, cnt);
        for (uint32_t k = 0; k < b.n && !rc; k++) {
            pos[k] = (uint32_t)cur + 1;
            if (cnt[k]) rc = warp__write_patch_u16(w, base + 2 * (size_t)cur, (uint16_t)cnt[k]), cur += 1 + cnt[k];
        }
        for (uint32_t t = 0; t < d->triangle_count && !rc; t++) {
            uint32_t a, e;
            if (!tri_in_block(m, d, t, &b, &a, &e)) continue;
            for (uint32_t x = a; x <= e && !rc; x++)
                rc = warp__write_patch_u16(w, base + 2 * (size_t)pos[x - b.x0]++, (uint16_t)t);
        }
    }
    return rc;
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
    /* 0x05 and 0x06: the grid and its lists (FACTS-2 1.4) */
    uint64_t at = 1;
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_GRID, d->hash ? d->hash + 3 : 0);
    int rc = write_grid(w, &m, d, &at);
    if (rc) return rc;
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_COLLISION_LISTS, d->hash ? d->hash + 4 : 0);
    rc = write_lists(w, &m, d, at);
    if (rc) return rc;
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

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_collision(warp_writer *w, const warp_collision_desc *d) {
    return warp__writer_fail(w, write_collision_body(w, d));
}
