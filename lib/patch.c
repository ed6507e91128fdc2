/* Replace one byte range (a section) inside nested RenderWare sections without
 * re-serialising the rest: copy, splice, then move every enclosing header's size by
 * the difference. See docs/patch.md. */
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
