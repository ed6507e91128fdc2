/* Fuzz target: warp_patch_entry. The input is a little header, then the entry:
 *   u16 offset, u16 old_len, u16 repl_len, u8 level_count, level_count x {u16 offset, u8 kind}
 * (the replacement is the entry's own first repl_len bytes, so it is always readable).
 * The size asked must be the size written; the bytes before the range are kept except
 * the four-byte size fields of the levels; the replacement lands at the offset; and a
 * valid chunk container whose outermost level is its own header stays one of the same
 * kind (every size rule kept). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static unsigned rd16(const uint8_t *p) { return p[0] | p[1] << 8; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 7) return 0;
    size_t offset = rd16(data), old_len = rd16(data + 2), repl_len = rd16(data + 4), n = data[6] % 8, head = 7 + 3 * n;
    if (size < head) return 0;
    warp_patch_level lv[8];
    for (size_t i = 0; i < n; i++)
        lv[i] = (warp_patch_level){rd16(data + 7 + 3 * i), data[9 + 3 * i] % 6u, 0};
    const uint8_t *src = data + head;
    size_t len = size - head;
    if (repl_len > len) repl_len = len;
    size_t need = 0;
    int rc = warp_patch_entry(NULL, 0, src, len, offset, old_len, src, repl_len, lv, n, &need);
    uint8_t *dst = malloc(need ? need : 1);
    size_t got = 0;
    int rc2 = rc ? rc : warp_patch_entry(dst, need, src, len, offset, old_len, src, repl_len, lv, n, &got);
    if (rc2 != rc) abort();
    if (rc == WARP_OK) {
        if (got != need || (need && warp_patch_entry(dst, need - 1, src, len, offset, old_len, src, repl_len, lv, n,
                                                     &got) != WARP_E_DST_SMALL))
            abort();
        if (memcmp(dst + offset, src, repl_len)) abort();
        for (size_t b = 0; b < offset; b++) {
            int in_size = 0;
            for (size_t i = 0; i < n; i++) in_size |= b >= lv[i].offset + 4 && b < lv[i].offset + 8;
            if (!in_size && dst[b] != src[b]) abort();
        }
        int kind = warp_container_kind(src, len, NULL);
        if (n && lv[n - 1].offset == 0 &&
            ((kind == WARP_CONTAINER_PACK && lv[n - 1].kind == WARP_PATCH_PACK) ||
             (kind == WARP_CONTAINER_RESOURCE && lv[n - 1].kind == WARP_PATCH_RESOURCE)) &&
            warp_container_kind(dst, need, NULL) != kind)
            abort();
    }
    free(dst);
    return 0;
}
