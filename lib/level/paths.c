/* Level path data (chunk 0x40, FACTS-2 2): walkable polygons grouped into areas, their
 * vertices and slab edge lists, and a route graph of nodes (C) and edges (D). */
#include "level_internal.h"

struct warp_paths {
    warp_handle_hdr hdr;
    const uint8_t *p;
    size_t len;
    uint32_t P, V, C, A, D;
    size_t a_off, v_off, p_off, c_off, d_off, l_off, l_len;
    uint32_t slab_lists;
    uint32_t pad_[3];
};

size_t warp_paths_sizeof(void) { return (sizeof(warp_paths) + WARP_ALIGN - 1) & ~(size_t)(WARP_ALIGN - 1); }

static const warp_paths *handle(const warp_paths *p) { return p && p->hdr.magic == WARP_MAGIC_PATHS ? p : NULL; }

static int16_t rds16(const uint8_t *q) { return (int16_t)rd16(q); }

int warp_paths_init(warp_paths *h, size_t h_size, uint32_t abi, const void *buf, size_t len,
                    const warp_limits *limits) {
    int rc = warp__check_handle(h, h_size, warp_paths_sizeof(), abi);
    if (rc) return rc;
    if (!buf) return WARP_E_ARG;
    memset(h, 0, sizeof *h);
    warp_limits lim;
    warp__limits(&lim, limits);
    const uint8_t *p = buf;
    if (len < 0x20) return WARP_E_TRUNCATED;
    uint32_t P = rd32(p), V = rd32(p + 4), D = rd32(p + 0x0C);
    int32_t C = rds16(p + 8), A = rds16(p + 0x0A);
    if (C < 0 || A < 0) return WARP_E_CORRUPT;
    if (P > lim.max_count || V > lim.max_count || D > lim.max_count) return WARP_E_LIMIT;
    /* Parts back to back (2.1); each count is capped, so the sum cannot overflow. */
    uint64_t end = 0x20;
    h->a_off = (size_t)end;
    end += 16ull * (uint32_t)A;
    h->v_off = (size_t)end;
    end += 16ull * V;
    h->p_off = (size_t)end;
    end += 0x50ull * P;
    h->c_off = (size_t)end;
    end += 32ull * (uint32_t)C;
    h->d_off = (size_t)end;
    end += 8ull * D;
    if (end > len) return WARP_E_TRUNCATED;
    h->l_off = (size_t)end;
    h->p = p;
    h->len = len;
    h->P = P;
    h->V = V;
    h->C = (uint32_t)C;
    h->A = (uint32_t)A;
    h->D = D;
    /* Counts agree: path vertices within V, A records within A, their nodes within C. */
    uint64_t verts = 0, nodes = 0, edges = 0;
    uint32_t areas = 0, lists = 0;
    int32_t max_start = -1;
    for (uint32_t i = 0; i < P; i++) {
        const uint8_t *r = p + h->p_off + (size_t)i * 0x50;
        int32_t n = rds16(r);
        if (n < 0) return WARP_E_CORRUPT;
        verts += (uint32_t)n;
        if (rd32(r + 0x4C)) {
            if (areas >= (uint32_t)A) return WARP_E_CORRUPT;
            nodes += rd16(p + h->a_off + (size_t)areas * 16);
            areas++;
        }
        if (rds16(r + 0x28) < 0) continue; /* no lists: all edges are walked */
        for (int s = 0; s < 16; s++) {
            int32_t st = rds16(r + 0x28 + 2 * s);
            if (st < 0) continue;
            lists++;
            if (st > max_start) max_start = st;
        }
    }
    if (verts > V || nodes > (uint32_t)C) return WARP_E_CORRUPT;
    for (uint32_t i = 0; i < (uint32_t)C; i++) {
        int32_t n = rds16(p + h->c_off + (size_t)i * 32 + 0x14);
        if (n < 0) return WARP_E_CORRUPT;
        edges += (uint32_t)n;
    }
    if (edges > D) return WARP_E_CORRUPT;
    for (uint32_t i = 0; i < D; i++)
        if (rd32(p + h->d_off + (size_t)i * 8) >= (uint32_t)C) return WARP_E_RANGE;
    /* Every list ends at the first negative value at or after its start, so the one with
     * the furthest start ends furthest: finding its terminator checks them all. */
    h->l_len = 0;
    if (max_start >= 0) {
        size_t k = (size_t)max_start;
        for (;; k++) {
            if (!span_ok(len, h->l_off + 2 * k, 2)) return WARP_E_RANGE;
            if (rds16(p + h->l_off + 2 * k) < 0) break;
        }
        h->l_len = 2 * (k + 1);
    }
    h->slab_lists = lists;
    h->hdr.magic = WARP_MAGIC_PATHS;
    h->hdr.abi = abi;
    return WARP_OK;
}

int warp_paths_get_info(const warp_paths *h, warp_paths_info *out) {
    if (!handle(h) || !out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    out->path_count = h->P;
    out->vertex_count = h->V;
    out->node_count = h->C;
    out->area_count = h->A;
    out->edge_count = h->D;
    for (int i = 0; i < 4; i++) out->header_words[i] = rd32(h->p + 0x10 + 4 * i);
    out->lists_offset = h->l_off;
    out->lists_len = h->l_len;
    out->tail_len = h->len - h->l_off - h->l_len;
    out->slab_lists = h->slab_lists;
    return WARP_OK;
}

int warp_paths_foreach_path(const warp_paths *h, warp_path_cb cb, void *user) {
    if (!handle(h) || !cb) return WARP_E_ARG;
    uint32_t vert = 0, area = 0, areas_taken = 0, node = 0;
    int prev_links = 0;
    for (uint32_t i = 0; i < h->P; i++) {
        const uint8_t *r = h->p + h->p_off + (size_t)i * 0x50;
        warp_path_info in;
        memset(&in, 0, sizeof in);
        in.index = i;
        in.is_outline = !prev_links;
        if (i && in.is_outline) area++;
        in.area = area;
        in.vertex_count = rd16(r);
        in.first_vertex = vert;
        in.membership = rds16(r + 2);
        in.word04 = rd32(r + 4);
        in.x_min = rdf32(r + 0x08);
        in.x_max = rdf32(r + 0x0C);
        in.y_min = rdf32(r + 0x10);
        in.y_max = rdf32(r + 0x14);
        in.word18 = rd32(r + 0x18);
        in.word1c = rd32(r + 0x1C);
        in.next_in_area = rd32(r + 0x20);
        in.word24 = rd32(r + 0x24);
        for (int s = 0; s < 16; s++) in.slab_start[s] = rds16(r + 0x28 + 2 * s);
        in.flags = rd16(r + 0x48);
        in.ground = rd16(r + 0x4A);
        in.has_area_record = rd32(r + 0x4C);
        in.area_record = -1;
        if (in.has_area_record) { /* init checked there are enough A records and nodes */
            in.area_record = (int32_t)areas_taken;
            in.first_node = node;
            in.node_count = rd16(h->p + h->a_off + (size_t)areas_taken * 16);
            node += in.node_count;
            areas_taken++;
        }
        vert += in.vertex_count;
        prev_links = in.next_in_area != 0;
        if (cb(user, &in)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_paths_foreach_node(const warp_paths *h, warp_path_node_cb cb, void *user) {
    if (!handle(h) || !cb) return WARP_E_ARG;
    uint32_t edge = 0;
    for (uint32_t i = 0; i < h->C; i++) {
        const uint8_t *r = h->p + h->c_off + (size_t)i * 32;
        warp_path_node n;
        memset(&n, 0, sizeof n);
        n.index = i;
        for (int k = 0; k < 4; k++) n.position[k] = rdf32(r + 4 * k);
        n.word10 = rd32(r + 0x10);
        n.edge_count = rd16(r + 0x14);
        n.first_edge = edge;
        for (int k = 0; k < 3; k++) n.scratch[k] = rd16(r + 0x16 + 2 * k);
        n.word1c = rd32(r + 0x1C);
        edge += n.edge_count;
        if (cb(user, &n)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_paths_get_vertex(const warp_paths *h, uint32_t index, warp_path_vertex *out) {
    if (!handle(h) || !out) return WARP_E_ARG;
    if (index >= h->V) return WARP_E_RANGE;
    const uint8_t *r = h->p + h->v_off + (size_t)index * 16;
    out->x = rdf32(r);
    out->y = rdf32(r + 4);
    out->word8 = rd32(r + 8);
    out->wordc = rd32(r + 12);
    return WARP_OK;
}

int warp_paths_get_area_record(const warp_paths *h, uint32_t index, warp_path_area_record *out) {
    if (!handle(h) || !out) return WARP_E_ARG;
    if (index >= h->A) return WARP_E_RANGE;
    for (int k = 0; k < 4; k++) out->words[k] = rd32(h->p + h->a_off + (size_t)index * 16 + 4 * k);
    return WARP_OK;
}

int warp_paths_get_edge(const warp_paths *h, uint32_t index, warp_path_edge *out) {
    if (!handle(h) || !out) return WARP_E_ARG;
    if (index >= h->D) return WARP_E_RANGE;
    const uint8_t *r = h->p + h->d_off + (size_t)index * 8;
    memset(out, 0, sizeof *out);
    out->target = rd32(r);
    out->word4 = rd32(r + 4);
    out->kind = out->word4 & 0xFFFF;
    out->door = (out->word4 >> 16) & 0x1FFF;
    out->avoid = out->word4 >> 31;
    return WARP_OK;
}

int warp_paths_slab_edges(const warp_paths *h, const warp_path_info *path, uint32_t slab, int16_t *dst,
                          size_t dst_count, size_t *count) {
    if (!handle(h) || !path || !count) return WARP_E_ARG;
    if (slab >= 16 || path->index >= h->P) return WARP_E_RANGE;
    *count = 0;
    /* Read the starts from the file, not the caller's copy, so the bounds init checked hold. */
    const uint8_t *r = h->p + h->p_off + (size_t)path->index * 0x50;
    int32_t st = rds16(r + 0x28 + 2 * slab);
    if (rds16(r + 0x28) < 0 || st < 0) return WARP_OK;
    size_t n = 0;
    while (rds16(h->p + h->l_off + 2 * ((size_t)st + n)) >= 0) n++;
    *count = n;
    if (!dst) return WARP_OK;
    if (dst_count < n) return WARP_E_DST_SMALL;
    for (size_t k = 0; k < n; k++) dst[k] = rds16(h->p + h->l_off + 2 * ((size_t)st + k));
    return WARP_OK;
}
