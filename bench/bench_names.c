/* Names from the disc (docs/names.md): guesses per second of warp_names_try (the stem hashed
 * once, each suffix continuing it) next to hashing every whole name with warp_name_hash and
 * looking it up with warp_wad_find_hash, in the same run, over a DIR of 10,701 entries as
 * the disc's; and the harvest's scan rate next to a byte sum of the same buffer.
 * Not a test: it prints numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

#define ENTRIES 10701
#define STEMS 200000

static int count_hit(void *user, uint32_t index, const char *name, size_t len) {
    (void)index, (void)name, (void)len;
    ++*(unsigned *)user;
    return 0;
}
static int count_run(void *user, const char *s, size_t len, uint32_t how) {
    (void)s, (void)len, (void)how;
    ++*(unsigned *)user;
    return 0;
}

static const char *const k_suffixes[] = {"",     ".scn", ".anm", ".lua",     ".pak",     ".lev",      ".sec",
                                         ".wld", ".mem", ".txt", ".msb",     ".msd",     ".cnk",      ".glr",
                                         ".ico", ".met", ".bmp", "_sec.wld", "_sec.mem", "_objs.txt", ".txd"};
#define NSUF (sizeof k_suffixes / sizeof k_suffixes[0])

int main(void) {
    static uint8_t dir[16 + 12 * ENTRIES];
    char name[64];
    dir[0] = ENTRIES & 0xFF, dir[1] = ENTRIES >> 8;
    for (uint32_t i = 0; i < ENTRIES; i++) {
        snprintf(name, sizeof name, "stem%u%s", i * 7, k_suffixes[i % NSUF]);
        uint32_t h = warp_name_hash(name);
        memcpy(dir + 16 + 12 * i + 8, &h, 4); /* little-endian host assumed */
    }
    warp_wad *w = aligned_alloc(WARP_ALIGN, (warp_wad_sizeof() + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN);
    if (!w || warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, UINT64_MAX, NULL)) return 1;
    size_t isz = warp_wad_index_size(w);
    void *index = aligned_alloc(WARP_ALIGN, (isz + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN);
    if (!index || warp_wad_index_init(w, index, isz)) return 1;

    unsigned hits = 0, whole_hits = 0;
    uint64_t tried = 0;
    int failed = 0;
    double t0 = now();
    for (uint32_t s = 0; s < STEMS; s++) {
        int n = snprintf(name, sizeof name, "stem%u", s);
        failed |= warp_names_try(w, name, (size_t)n, k_suffixes, NSUF, count_hit, &hits, &tried) != WARP_OK;
    }
    double t1 = now();
    for (uint32_t s = 0; s < STEMS; s++)
        for (size_t k = 0; k < NSUF; k++) {
            snprintf(name, sizeof name, "stem%u%s", s, k_suffixes[k]);
            uint32_t idx;
            whole_hits += warp_wad_find_hash(w, warp_name_hash(name), &idx) == WARP_OK;
        }
    double t2 = now();
    printf("guesses: %llu, %u hits (whole names: %u); warp_names_try %.1f M/s, whole names %.1f M/s (x%.2f)\n",
           (unsigned long long)tried, hits, whole_hits, tried / (t1 - t0) / 1e6, tried / (t2 - t1) / 1e6,
           (t2 - t1) / (t1 - t0));

    size_t len = 64u << 20;
    uint8_t *buf = malloc(len);
    if (!buf) return 1;
    for (size_t i = 0; i < len; i++) buf[i] = (uint8_t)(i * 2654435761u >> 13); /* texel-like noise */
    for (size_t i = 0; i + 16 < len; i += 4096) memcpy(buf + i, "\0level12_objs\0", 14); /* some names */
    unsigned runs = 0, sum = 0;
    double t3 = now();
    failed |= warp_names_harvest(buf, len, WARP_KIND_UNKNOWN, count_run, &runs) != WARP_OK;
    double t4 = now();
    for (size_t i = 0; i < len; i++) sum += buf[i];
    double t5 = now();
    printf("harvest: %u runs in 64 MB, %.0f MB/s; byte sum %.0f MB/s (x%.2f) [%u]\n", runs, 64 / (t4 - t3),
           64 / (t5 - t4), (t4 - t3) / (t5 - t4), sum & 1);
    free(buf);
    free(index);
    free(w);
    /* what was measured worked: every entry's name found both ways (stem i * 7 < STEMS), and
     * the harvest found the name planted every 4 KiB */
    return !failed && hits == whole_hits && hits >= ENTRIES && runs >= len / 4096 ? 0 : 1;
}
