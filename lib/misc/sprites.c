/* Particle pages (chunk 0x4C): the rectangles of a sprite sheet (FACTS 2; docs/format-misc.md). */
#include "../internal.h"

static int check_page(const uint8_t *p, size_t len, uint32_t max_count, warp_sprite_page *out) {
    if (len < 0x14) return WARP_E_TRUNCATED;
    uint32_t count = rd32(p + 4);
    if (count > max_count) return WARP_E_LIMIT;
    if ((len - 0x14) / 16 < count) return WARP_E_TRUNCATED;
    memset(out, 0, sizeof *out);
    out->placeholder = rd32(p);
    out->count = count;
    out->first_glyph = (int32_t)rd32(p + 8);
    out->word0c = rd32(p + 0x0C);
    out->word10 = rd32(p + 0x10);
    return WARP_OK;
}

int warp_sprite_page_read(const void *data, size_t len, const warp_limits *limits, warp_sprite_page *out) {
    warp_limits lim;
    if (!data || !out || warp__limits(&lim, limits)) return WARP_E_ARG;
    return check_page((const uint8_t *)data, len, lim.max_count, out);
}

int warp_sprite_get(const void *data, size_t len, uint32_t index, warp_sprite *out) {
    if (!data || !out) return WARP_E_ARG;
    warp_sprite_page pg;
    int rc = check_page((const uint8_t *)data, len, UINT32_MAX, &pg);
    if (rc) return rc;
    if (index >= pg.count) return WARP_E_RANGE;
    const uint8_t *r = (const uint8_t *)data + 0x14 + (size_t)index * 16;
    memset(out, 0, sizeof *out);
    out->u0 = rdf32(r), out->v0 = rdf32(r + 4), out->u1 = rdf32(r + 8), out->v1 = rdf32(r + 12);
    return WARP_OK;
}

static int write_sprite_page_body(warp_writer *w, const warp_sprite_page *page, const warp_sprite *sprites) {
    if (!w || !page || (!sprites && page->count)) return WARP_E_ARG;
    size_t start = warp_writer_size(w);
    warp_write_u32(w, page->placeholder);
    warp_write_u32(w, page->count);
    warp_write_u32(w, (uint32_t)page->first_glyph);
    warp_write_u32(w, page->word0c);
    warp_write_u32(w, page->word10);
    for (uint32_t i = 0; i < page->count; i++) {
        warp_write_f32(w, sprites[i].u0), warp_write_f32(w, sprites[i].v0);
        warp_write_f32(w, sprites[i].u1), warp_write_f32(w, sprites[i].v1);
    }
    size_t used = warp_writer_size(w) - start;
    return warp_write_zeros(w, (16 - (used & 15)) & 15);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_sprite_page(warp_writer *w, const warp_sprite_page *page, const warp_sprite *sprites) {
    return warp__writer_fail(w, write_sprite_page_body(w, page, sprites));
}
