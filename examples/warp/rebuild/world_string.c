/* warp rebuild: a world material's texture name, where it lies and its new string section
 * (world.h "texture swaps"). A material's texture is a section 0x06 holding two string
 * sections 0x02 (its name, then its mask's), inside the material 0x07, the material list
 * 0x08 and the geometry (an atomic's in a part) or the world section (a glow world); the
 * name's section is replaced whole and every size above it moves (warp_patch_entry). */
#include <stdint.h>
#include <stdlib.h>

#include "platform/util.h"
#include "rebuild/world.h"

int world_texture_string(const uint8_t *p, size_t len, size_t root, const char *tex, warp_patch_level *lv,
                         size_t cap, size_t *nlv, size_t *str, uint32_t *stamp) {
    uintptr_t t = (uintptr_t)tex, base = (uintptr_t)p;
    size_t target = t >= base ? (size_t)(t - base) : 0, at = root, n = 0;
    warp_rw_section s = {0}, c;
    if (t < base || target >= len || target < 12) return -1;
    while (!warp_rw_header(p, len, at, &s)) { /* down the sections holding the string */
        if (s.type == WARP_RW_STRING) break;
        if (n == cap) return -1;
        size_t end = at + 12 + (size_t)s.size, next = 0;
        for (size_t off = at + 12; off + 12 <= end && !warp_rw_header(p, end, off, &c); off = c.offset + 12 + c.size)
            if (off < target && target < off + 12 + (size_t)c.size) {
                next = off;
                break;
            }
        if (!next) return -1;
        lv[n++] = (warp_patch_level){at, WARP_PATCH_RW_SECTION, 0};
        at = next;
    }
    if (s.type != WARP_RW_STRING || at + 12 != target || n < 2) return -1;
    for (size_t k = 0; k < n / 2; k++) { /* innermost first */
        warp_patch_level swap = lv[k];
        lv[k] = lv[n - 1 - k], lv[n - 1 - k] = swap;
    }
    *nlv = n, *str = at, *stamp = s.stamp;
    return 0;
}

int world_string_section(const char *name, uint32_t stamp, uint8_t *out, size_t cap, size_t *n) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = w && !warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, out, cap) &&
                     !warp_write_string_section(w, name, stamp) && !warp_writer_status(w)
                 ? 0
                 : -1;
    if (!rc) *n = warp_writer_size(w);
    free(w);
    return rc;
}
