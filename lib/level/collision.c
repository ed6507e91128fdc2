/* Level collision mesh (FACTS-2 1): the 0x03 header linking vertices (0x07), triangles
 * (0x04), the cell grid (0x05) and its triangle-index lists (0x06). Everything is
 * checked once in init so the accessors only index. */
#include "level_internal.h"

struct warp_collision {
    warp_handle_hdr hdr;
    const uint8_t *head, *verts, *tris, *grid, *lists;
    size_t checked_len;
    uint32_t nx, ny, nz, cells, list_count, tri_count, vert_count;
    uint32_t nonempty, listed, longest;
    uint32_t pad_;
};

size_t warp_collision_sizeof(void) { return (sizeof(warp_collision) + WARP_ALIGN - 1) & ~(size_t)(WARP_ALIGN - 1); }

static const warp_collision *handle(const warp_collision *c) {
    return c && c->hdr.magic == WARP_MAGIC_COLLISION ? c : NULL;
}

int warp_collision_init(warp_collision *c, size_t c_size, uint32_t abi, const warp_level_chunks *k,
                        const warp_limits *limits) {
    int rc = warp__check_handle(c, c_size, warp_collision_sizeof(), abi);
    if (rc) return rc;
    if (!k) return WARP_E_ARG;
    memset(c, 0, sizeof *c);
    warp_limits lim;
    warp__limits(&lim, limits);
    if (!k->collision_header.data || !k->vertices.data || !k->triangles.data || !k->grid.data || !k->lists.data)
        return WARP_E_NOT_FOUND;
    const uint8_t *h = k->collision_header.data;
    if (k->collision_header.len < WARP_COLLISION_HEADER_SIZE) return WARP_E_TRUNCATED;
    uint32_t nx = rd16(h + 0x70), ny = rd16(h + 0x72), nz = rd16(h + 0x74);
    uint64_t cells = (uint64_t)nx * ny * nz;
    uint32_t list_count = rd32(h + 0x7C), tris = rd16(h + 0x84), verts = rd32(h + 0x90);
    if (cells > lim.max_count || verts > lim.max_vertices || list_count > lim.max_count) return WARP_E_LIMIT;
    if (k->vertices.len / WARP_COLLISION_VERTEX_SIZE < verts ||
        k->triangles.len / WARP_COLLISION_TRIANGLE_SIZE < tris || k->grid.len / 4 < cells ||
        k->lists.len / 2 < list_count)
        return WARP_E_TRUNCATED;
    for (uint32_t t = 0; t < tris; t++) {
        const uint8_t *p = k->triangles.data + (size_t)t * WARP_COLLISION_TRIANGLE_SIZE;
        if (rd16(p) >= verts || rd16(p + 2) >= verts || rd16(p + 4) >= verts) return WARP_E_RANGE;
    }
    /* Each grid entry: u16 offset of {u16 count, count indices} inside the lists. */
    uint32_t nonempty = 0, listed = 0, longest = 0;
    for (uint32_t i = 0; i < (uint32_t)cells; i++) {
        uint32_t off = rd32(k->grid.data + (size_t)i * 4);
        if (off == 0) continue;
        if (off >= list_count) return WARP_E_RANGE;
        uint32_t n = rd16(k->lists.data + (size_t)off * 2);
        if (n > list_count - off - 1) return WARP_E_RANGE;
        for (uint32_t e = 0; e < n; e++)
            if (rd16(k->lists.data + ((size_t)off + 1 + e) * 2) >= tris) return WARP_E_RANGE;
        if (n) nonempty++;
        listed += n;
        if (n > longest) longest = n;
    }
    c->hdr.magic = WARP_MAGIC_COLLISION;
    c->hdr.abi = abi;
    c->head = h;
    c->verts = k->vertices.data;
    c->tris = k->triangles.data;
    c->grid = k->grid.data;
    c->lists = k->lists.data;
    c->checked_len = k->checked.data ? k->checked.len : 0;
    c->nx = nx;
    c->ny = ny;
    c->nz = nz;
    c->cells = (uint32_t)cells;
    c->list_count = list_count;
    c->tri_count = tris;
    c->vert_count = verts;
    c->nonempty = nonempty;
    c->listed = listed;
    c->longest = longest;
    return WARP_OK;
}

int warp_collision_get_info(const warp_collision *c, warp_collision_info *out) {
    if (!handle(c) || !out) return WARP_E_ARG;
    const uint8_t *h = c->head;
    memset(out, 0, sizeof *out);
    out->word00 = rd32(h);
    for (int i = 0; i < 3; i++) out->word04[i] = rd32(h + 4 + 4 * i);
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < 4; i++) out->matrix[r][i] = rdf32(h + 0x10 + 16 * r + 4 * i);
    for (int i = 0; i < 4; i++) {
        out->clamp_min[i] = rdf32(h + 0x50 + 4 * i);
        out->clamp_max[i] = rdf32(h + 0x60 + 4 * i);
    }
    out->nx = c->nx;
    out->ny = c->ny;
    out->nz = c->nz;
    out->pad76 = rd16(h + 0x76);
    out->grid_ptr = rd32(h + 0x78);
    out->list_count = c->list_count;
    out->lists_ptr = rd32(h + 0x80);
    out->triangle_count = c->tri_count;
    out->word86 = rd16(h + 0x86);
    out->triangles_ptr = rd32(h + 0x88);
    out->vertices_ptr = rd32(h + 0x8C);
    out->vertex_count = c->vert_count;
    out->checked_ptr = rd32(h + 0x94);
    out->lowest_z = rdf32(h + 0x98);
    out->word9c = rd32(h + 0x9C);
    out->cell_count = c->cells;
    out->nonempty_cells = c->nonempty;
    out->listed = c->listed;
    out->longest_list = c->longest;
    out->checked_len = c->checked_len;
    return WARP_OK;
}

int warp_collision_copy_vertices(const warp_collision *c, float *dst, size_t dst_count, size_t *count) {
    if (!handle(c) || (!dst && !count)) return WARP_E_ARG;
    if (count) *count = c->vert_count;
    if (!dst) return WARP_OK;
    if (dst_count < c->vert_count) return WARP_E_DST_SMALL;
    for (size_t i = 0; i < (size_t)c->vert_count * 4; i++) dst[i] = rdf32(c->verts + i * 4);
    return WARP_OK;
}

int warp_collision_get_triangle(const warp_collision *c, uint32_t index, warp_collision_triangle *out) {
    if (!handle(c) || !out) return WARP_E_ARG;
    if (index >= c->tri_count) return WARP_E_RANGE;
    const uint8_t *p = c->tris + (size_t)index * WARP_COLLISION_TRIANGLE_SIZE;
    memset(out, 0, sizeof *out);
    for (int i = 0; i < 3; i++) out->v[i] = rd16(p + 2 * i);
    out->flags = rd16(p + 6);
    out->material = p[8];
    out->area = p[9];
    return WARP_OK;
}

int warp_collision_foreach_cell(const warp_collision *c, warp_collision_cell_cb cb, void *user) {
    if (!handle(c) || !cb) return WARP_E_ARG;
    for (uint32_t i = 0; i < c->cells; i++) {
        uint32_t off = rd32(c->grid + (size_t)i * 4);
        uint32_t n = off ? rd16(c->lists + (size_t)off * 2) : 0;
        if (!n) continue;
        warp_collision_cell cell;
        memset(&cell, 0, sizeof cell);
        cell.index = i;
        cell.x = i % c->nx;
        cell.y = i / c->nx % c->ny;
        cell.z = i / c->nx / c->ny;
        cell.offset = off;
        cell.count = n;
        if (cb(user, &cell)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_collision_cell_triangles(const warp_collision *c, uint32_t x, uint32_t y, uint32_t z, uint16_t *dst,
                                  size_t dst_count, size_t *count) {
    if (!handle(c) || !count) return WARP_E_ARG;
    if (x >= c->nx || y >= c->ny || z >= c->nz) return WARP_E_RANGE;
    uint32_t off = rd32(c->grid + (((size_t)z * c->ny + y) * c->nx + x) * 4);
    uint32_t n = off ? rd16(c->lists + (size_t)off * 2) : 0;
    *count = n;
    if (!dst) return WARP_OK;
    if (dst_count < n) return WARP_E_DST_SMALL;
    for (uint32_t e = 0; e < n; e++) dst[e] = rd16(c->lists + ((size_t)off + 1 + e) * 2);
    return WARP_OK;
}

/* The names FACTS-2 1.3 gives from the game's 191-entry table; the rest are not known. */
const char *warp_collision_material_name(uint32_t id) {
    static const char *const low[] = {"undefined", "MATERIAL_NONE", "GLASS", "STEEL",
                                      "ALUMINIUM", "CONCRETE", "ASHPHALT", "LAMPOST"};
    static const char *const high[] = {"SAND", "STOREDOOR_GLASS", "PUNCHING_BAG", "FOAMHAND", "SALAMI"};
    if (id < 8) return low[id];
    if (id == 35) return "GRASS";
    if (id == 36) return "DIRT";
    if (id >= 186 && id <= 190) return high[id - 186];
    return NULL;
}

/* ---- the chunks of a level ----------------------------------------------------------- */
static int take_chunk(void *user, const warp_chunk_info *ci) {
    warp_level_chunks *k = user;
    warp_span *s = NULL;
    switch (ci->type) {
    case WARP_CHUNK_COLLISION_HEADER: s = &k->collision_header; break;
    case WARP_CHUNK_COLLISION_TRIANGLES: s = &k->triangles; break;
    case WARP_CHUNK_COLLISION_GRID: s = &k->grid; break;
    case WARP_CHUNK_COLLISION_LISTS: s = &k->lists; break;
    case WARP_CHUNK_COLLISION_VERTICES: s = &k->vertices; break;
    case WARP_CHUNK_COLLISION_CHECKED: s = &k->checked; break;
    case WARP_CHUNK_PATHS: s = &k->paths; break;
    case WARP_CHUNK_OCCLUDERS: s = &k->occluders; break;
    case WARP_CHUNK_LEVEL_HEADER: s = &k->level_header; break;
    case WARP_CHUNK_SUBTITLES: s = &k->subtitles; break;
    default: return 0;
    }
    if (!s->data) {
        s->data = ci->data;
        s->len = ci->size;
        k->found++;
    }
    return 0;
}

int warp_level_find_chunks(const void *buf, size_t len, warp_level_chunks *out) {
    if (!buf || !out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    int rc = warp_chunk_foreach(buf, len, NULL, take_chunk, out);
    if (rc < 0) return rc;
    return out->found ? WARP_OK : WARP_E_NOT_FOUND;
}
