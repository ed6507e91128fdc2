/* Replace one byte range (a section) inside nested containers without re-serialising
 * the rest: copy, splice, then set every enclosing header's size by its own rule
 * (RenderWare sections; the game's chunks, resources and packs). See docs/patch.md. */
#include "internal.h"

int warp_patch_section(void *dst, size_t dst_cap, const void *src, size_t src_len, size_t offset,
                       size_t old_len, const void *repl, size_t repl_len, const size_t *enclosing,
                       size_t enclosing_count, size_t *out_len) {
    if (!src || (!repl && repl_len) || (!enclosing && enclosing_count) || !span_ok(src_len, offset, old_len))
        return WARP_E_ARG;
    if (enclosing_count > WARP_PATCH_MAX_DEPTH) return WARP_E_DEPTH;
    const uint8_t *s = src;
    size_t end = offset + old_len;
    /* Each enclosing header must lie before the range and its body must cover it, and
     * its new size must still fit the 32-bit field. */
    for (size_t i = 0; i < enclosing_count; i++) {
        size_t h = enclosing[i];
        if (h > offset || offset - h < 12) return WARP_E_RANGE;
        uint32_t size = rd32(s + h + 4);
        if (size < end - (h + 12) || (size_t)size - (end - (h + 12)) > src_len - end) return WARP_E_CORRUPT;
        uint64_t grown = (uint64_t)size - old_len + repl_len;
        if (grown > 0xFFFFFFFFu) return WARP_E_LIMIT;
    }
    if (repl_len > (size_t)-1 - (src_len - old_len)) return WARP_E_LIMIT;
    size_t total = src_len - old_len + repl_len;
    if (out_len) *out_len = total;
    if (!dst) return WARP_OK;
    if (dst_cap < total) return WARP_E_DST_SMALL;
    uint8_t *d = dst;
    memmove(d, s, offset);
    memmove(d + offset + repl_len, s + end, src_len - end);
    if (repl_len) memmove(d + offset, repl, repl_len);
    for (size_t i = 0; i < enclosing_count; i++) {
        size_t h = enclosing[i];
        wr32(d + h + 4, (uint32_t)(rd32(s + h + 4) - old_len + repl_len));
    }
    return WARP_OK;
}

/* ---- warp_patch_entry: the same splice inside a WAD entry --------------------------- */

/* One enclosing level as read from src: header offset, header length, span end, size. */
typedef struct level_span {
    size_t h, hdr;
    uint64_t end;
    uint32_t size;
} level_span;

/* The span of the level at h. WARP_E_RANGE when its header does not lie before
 * [is, ie); WARP_E_TRUNCATED when it runs past src; WARP_E_CORRUPT when it does not
 * cover [is, ie); WARP_E_MAGIC when a word constant in the game's data differs
 * (FACTS.md 2.1). */
static int level_read(const uint8_t *s, size_t src_len, uint32_t kind, size_t h, size_t is, size_t ie,
                      level_span *out) {
    size_t hdr = kind == WARP_PATCH_RW_SECTION ? 12 : 16;
    if (h > is || is - h < hdr) return WARP_E_RANGE;
    uint32_t w0 = rd32(s + h), size = rd32(s + h + 4);
    uint64_t end = (uint64_t)h + hdr + size;
    if (kind == WARP_PATCH_RESOURCE) end += 16 * (uint64_t)w0; /* the chunk headers are not in dataSize */
    if (kind != WARP_PATCH_RW_SECTION) {
        if (rd32(s + h + 8) != 0) return WARP_E_MAGIC;
        if (kind == WARP_PATCH_PACK && rd32(s + h + 12) != WARP_PACK_MARKER) return WARP_E_MAGIC;
    }
    if (end > src_len) return WARP_E_TRUNCATED;
    if (end < ie) return WARP_E_CORRUPT;
    if (kind == WARP_PATCH_CHUNK && size % 16) return WARP_E_CORRUPT;
    out->h = h, out->hdr = hdr, out->end = end, out->size = size;
    return WARP_OK;
}

/* A resource's chunks (or a pack's resources) walked from its header to its end:
 * `inner` must be one of them, and the sizes must add up (dataSize = the chunks'
 * sizes; a pack's size = its resources' spans). Each step is at least 16 bytes, so
 * the walk is bounded by the span whatever the count says. */
static int level_walk(const uint8_t *s, const level_span *l, uint32_t kind, size_t inner) {
    uint32_t count = rd32(s + l->h);
    size_t pos = l->h + 16;
    uint64_t sum = 0;
    int found = 0;
    for (uint32_t k = 0; k < count; k++) {
        if ((uint64_t)pos + 16 > l->end) return WARP_E_CORRUPT;
        found |= pos == inner;
        uint64_t step = 16 + (uint64_t)rd32(s + pos + 4);
        if (kind == WARP_PATCH_PACK) step += 16 * (uint64_t)rd32(s + pos); /* a resource's chunk headers */
        sum += step - 16;
        if (step > l->end - pos) return WARP_E_CORRUPT;
        pos += (size_t)step;
    }
    if (!found) return WARP_E_CORRUPT;
    if (kind == WARP_PATCH_RESOURCE ? sum != l->size : pos != l->end) return WARP_E_CORRUPT;
    return WARP_OK;
}

/* Levels innermost first: RenderWare sections, then at most one chunk, its resource,
 * that resource's pack (chunks never nest; FACTS.md 2.1). */
static int levels_ordered(const warp_patch_level *lv, size_t n) {
    uint32_t prev = WARP_PATCH_RW_SECTION;
    for (size_t i = 0; i < n; i++) {
        uint32_t k = lv[i].kind;
        if (lv[i].reserved || k < WARP_PATCH_RW_SECTION || k > WARP_PATCH_PACK) return 0;
        if (k == WARP_PATCH_RW_SECTION ? prev != WARP_PATCH_RW_SECTION : k != prev + 1) return 0;
        prev = k;
    }
    return 1;
}

static uint64_t align16(uint64_t v) { return (v + 15) & ~(uint64_t)15; }

int warp_patch_entry(void *dst, size_t dst_cap, const void *src, size_t src_len, size_t offset, size_t old_len,
                     const void *repl, size_t repl_len, const warp_patch_level *levels, size_t level_count,
                     size_t *out_len) {
    if (!src || (!repl && repl_len) || (!levels && level_count) || !span_ok(src_len, offset, old_len))
        return WARP_E_ARG;
    if (level_count > WARP_PATCH_MAX_DEPTH) return WARP_E_DEPTH;
    if (!levels_ordered(levels, level_count)) return WARP_E_ARG;
    if (repl_len > (size_t)INT64_MAX || old_len > (size_t)INT64_MAX) return WARP_E_LIMIT;
    const uint8_t *s = src;
    level_span span[WARP_PATCH_MAX_DEPTH];
    uint32_t new_size[WARP_PATCH_MAX_DEPTH];
    int64_t d = (int64_t)repl_len - (int64_t)old_len; /* bytes added inside the current level */
    size_t is = offset, ie = offset + old_len;        /* the span the next level must cover */
    size_t content_end = 0, chunk_end = 0, pad = 0;   /* chunk: where its data ends, new padding */
    int has_chunk = 0, tail_kept = 0;
    for (size_t i = 0; i < level_count; i++) {
        uint32_t kind = levels[i].kind;
        level_span *l = &span[i];
        int rc = level_read(s, src_len, kind, levels[i].offset, is, ie, l);
        if (rc) return rc;
        if (kind == WARP_PATCH_RESOURCE || kind == WARP_PATCH_PACK) {
            rc = level_walk(s, l, kind, levels[i - 1].offset);
            if (rc) return rc;
        }
        int64_t grown = (int64_t)l->size + d;
        if (kind == WARP_PATCH_CHUNK) {
            /* The data is the content, then zeros to a multiple of 16 (FACTS.md 2.1). The
             * content ends with the level inside; up to 15 zero bytes after it are padding,
             * made again for the new length. Anything else after it is kept, which needs a
             * change that is itself a multiple of 16. */
            has_chunk = 1;
            content_end = ie, chunk_end = (size_t)l->end;
            size_t tail = chunk_end - content_end, z = 0;
            while (z < tail && z < 16 && s[content_end + z] == 0) z++;
            tail_kept = !(tail < 16 && z == tail);
            if (tail_kept && d % 16) return WARP_E_UNSUPPORTED;
            if (!tail_kept) {
                uint64_t data = (uint64_t)((int64_t)(content_end - (l->h + 16)) + d);
                grown = (int64_t)align16(data);
                pad = (size_t)((uint64_t)grown - data);
            }
            d = grown - (int64_t)l->size; /* what the outer levels see */
        }
        if (grown < 0 || grown > (int64_t)UINT32_MAX) return WARP_E_LIMIT;
        new_size[i] = (uint32_t)grown;
        is = l->h, ie = (size_t)l->end;
    }
    if (d > 0 && (uint64_t)d > (uint64_t)SIZE_MAX - src_len) return WARP_E_LIMIT;
    size_t total = (size_t)((int64_t)src_len + d);
    if (out_len) *out_len = total;
    if (!dst) return WARP_OK;
    if (dst_cap < total) return WARP_E_DST_SMALL;
    uint8_t *o = dst;
    size_t end = offset + old_len, at = offset;
    memcpy(o, s, offset);
    if (repl_len) memcpy(o + at, repl, repl_len);
    at += repl_len;
    if (has_chunk && !tail_kept) { /* the chunk's content, fresh padding, then what follows it */
        memcpy(o + at, s + end, content_end - end);
        at += content_end - end;
        memset(o + at, 0, pad);
        at += pad;
        end = chunk_end;
    }
    memcpy(o + at, s + end, src_len - end);
    for (size_t i = 0; i < level_count; i++) wr32(o + span[i].h + 4, new_size[i]);
    return WARP_OK;
}
