/* Small helpers to step through a RenderWare container's children. */
#include "geom.h"

void rw_iter_init(rw_iter *it, const uint8_t *p, size_t len) {
    it->p = p;
    it->len = p ? len : 0;
    it->pos = 0;
}

int rw_iter_next(rw_iter *it, rw_child *out) {
    if (it->pos >= it->len) return WARP_END;
    if (!span_ok(it->len, it->pos, 12)) return WARP_E_TRUNCATED;
    const uint8_t *h = it->p + it->pos;
    out->type = rd32(h);
    out->size = rd32(h + 4);
    warp_rw_decode_stamp(rd32(h + 8), &out->version, NULL);
    if (!span_ok(it->len, it->pos + 12, out->size)) return WARP_E_TRUNCATED;
    out->head = h;
    out->data = h + 12;
    it->pos += 12 + (size_t)out->size;
    return WARP_OK;
}

int rw_find(const uint8_t *p, size_t len, uint32_t type, uint32_t n, rw_child *out) {
    rw_iter it;
    rw_iter_init(&it, p, len);
    for (;;) {
        int rc = rw_iter_next(&it, out);
        if (rc == WARP_END) return WARP_E_NOT_FOUND;
        if (rc) return rc;
        if (out->type == type && n-- == 0) return WARP_OK;
    }
}

int rw_open(const uint8_t *p, size_t len, uint32_t type, rw_child *out) {
    if (!p) return WARP_E_ARG;
    rw_iter it;
    rw_iter_init(&it, p, len);
    int rc = rw_iter_next(&it, out);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    return out->type == type ? WARP_OK : WARP_E_MAGIC;
}

uint32_t rw_strlen(const rw_child *s) {
    uint32_t n = 0;
    while (n < s->size && s->data[n]) n++;
    return n;
}
