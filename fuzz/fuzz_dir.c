/* Fuzz target: WARRIORS.DIR parsing, entry access (memory and callback), find by hash with
 * and without the hash index, which must agree (first match in file order), and the host
 * glue reading through either source (warp_wad_classify, _find_chunk, _sound_list).
 * Input: the DIR is the first 16 + 12 * count bytes (fewer when the input is short);
 * the whole input doubles as the WAD. The last byte picks the mode. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct span {
    const uint8_t *p;
    size_t n;
} span;

static int read_span(void *user, uint64_t off, void *dst, size_t len) {
    const span *s = (const span *)user;
    if (off > s->n || len > s->n - off) return 1;
    memcpy(dst, s->p + off, len);
    return 0;
}

static _Alignas(16) unsigned char lin_mem[512], idx_mem[512];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (warp_wad_sizeof() > sizeof lin_mem) abort();
    uint8_t mode = size ? data[size - 1] : 0;
    size_t dir_len = size;
    if (size >= 4) {
        uint64_t count = (uint64_t)data[0] | (uint64_t)data[1] << 8 | (uint64_t)data[2] << 16 | (uint64_t)data[3] << 24;
        if (16 + 12 * count < dir_len) dir_len = (size_t)(16 + 12 * count);
    }
    warp_limits lim;
    warp_limits_default(&lim);
    if (mode & 4) lim.max_count = mode >> 3;
    uint64_t wad_size = (mode & 1) ? (uint64_t)size : UINT64_MAX;
    warp_wad *lin = (warp_wad *)lin_mem, *idx = (warp_wad *)idx_mem;
    int rc = warp_wad_init(lin, sizeof lin_mem, WARP_ABI_VERSION, data, dir_len, wad_size, &lim);
    if (rc != WARP_OK) {
        if (warp_wad_count(lin) != 0) abort();
        return 0;
    }
    if (warp_wad_init(idx, sizeof idx_mem, WARP_ABI_VERSION, data, dir_len, wad_size, &lim) != WARP_OK) abort();
    span s = {data, size};
    if (mode & 2) {
        if (warp_wad_set_reader(lin, read_span, &s) != WARP_OK) abort();
    } else if (warp_wad_set_memory(lin, data, size) != WARP_OK) {
        return 0; /* an entry past the end of the bytes */
    }
    size_t need = warp_wad_index_size(idx);
    void *slots = malloc(need ? need : 1);
    if (!slots || warp_wad_index_init(idx, slots, need) != WARP_OK) abort();
    uint32_t count = warp_wad_count(lin);
    for (uint32_t i = 0; i < count && i < 4096; i++) {
        warp_entry e;
        if (warp_wad_get(lin, i, &e) != WARP_OK || e.index != i) abort();
        uint32_t a = 0, b = 0;
        if (warp_wad_find_hash(lin, e.hash, &a) != WARP_OK || warp_wad_find_hash(idx, e.hash, &b) != WARP_OK) abort();
        if (a != b || a > i) abort();
        warp_entry f;
        if (warp_wad_get(lin, a, &f) != WARP_OK || f.hash != e.hash) abort();
        uint32_t h = e.hash ^ 0x5A5A5A5Au;
        int ra = warp_wad_find_hash(lin, h, &a), rb = warp_wad_find_hash(idx, h, &b);
        if (ra != rb || (ra == WARP_OK && a != b)) abort();
        if (e.size <= size) {
            uint8_t *buf = malloc(e.size ? e.size : 1);
            rc = warp_wad_read(lin, i, buf, e.size, NULL);
            if (rc == WARP_OK && e.size && memcmp(buf, data + e.offset, e.size)) abort();
            int kind = -1, st; /* the host glue: a bank paired through the source, a chunk found by its headers */
            if (rc == WARP_OK && ((st = warp_wad_classify(lin, i, buf, e.size, &kind)) > 0 || st < WARP_E_STATE ||
                                  kind < 0 || kind >= WARP_KIND_COUNT))
                abort();
            free(buf);
            uint64_t at;
            uint32_t len;
            if (warp_wad_find_chunk(lin, i, (uint32_t)(mode >> 3) % WARP_CHUNK_TYPE_COUNT, &at, &len) == WARP_OK &&
                (at < 32 || at > e.size || len > e.size - at || len % 16))
                abort();
        }
        const uint8_t *d;
        size_t n;
        if (warp_wad_data(lin, i, &d, &n) == WARP_OK && (d < data || n > size || d - data > (ptrdiff_t)(size - n)))
            abort();
    }
    uint32_t x, list_size;
    uint64_t list_at;
    warp_wad_find(idx, "global.lua", &x);
    if (warp_wad_sound_list(lin, &x, &list_at, &list_size) == WARP_OK && (x >= count || list_at < 32)) abort();
    free(slots);
    return 0;
}
