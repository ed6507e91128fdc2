/* list_wad: the smallest use of the WAD API.
 *   list_wad WARRIORS.WAD WARRIORS.DIR
 * prints one line per entry: index, offset, size, DIR hash, kind and, for the resources
 * named by a decimal hash, that name. */
#include <stdio.h>
#include <stdlib.h>

#include "warp/warp.h"

/* Whole file into the heap (the library itself never touches files). */
static unsigned char *load(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) &&
            fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        }
        *len = (size_t)n;
    }
    fclose(f);
    return buf;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: list_wad WARRIORS.WAD WARRIORS.DIR\n");
        return 2;
    }
    size_t wad_len = 0, dir_len = 0;
    unsigned char *wad_bytes = load(argv[1], &wad_len), *dir_bytes = load(argv[2], &dir_len);
    if (!wad_bytes || !dir_bytes) {
        fprintf(stderr, "list_wad: cannot read %s\n", wad_bytes ? argv[2] : argv[1]);
        return 1;
    }
    /* The handle lives in caller storage: ask its size, give aligned memory. */
    warp_wad *wad = aligned_alloc(WARP_ALIGN, (warp_wad_sizeof() + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN);
    int rc = warp_wad_init(wad, warp_wad_sizeof(), WARP_ABI_VERSION, dir_bytes, dir_len, wad_len, NULL);
    if (rc == WARP_OK) rc = warp_wad_set_memory(wad, wad_bytes, wad_len);
    if (rc != WARP_OK) {
        fprintf(stderr, "list_wad: %s\n", warp_strerror(rc));
        return 1;
    }
    printf("%u entries\n", warp_wad_count(wad));
    for (uint32_t i = 0; i < warp_wad_count(wad); i++) {
        warp_entry e;
        const uint8_t *data;
        size_t len;
        if (warp_wad_get(wad, i, &e) != WARP_OK || warp_wad_data(wad, i, &data, &len) != WARP_OK) return 1;
        char name[16] = "-";
        warp_recover_name(data, len, e.hash, name, sizeof name, NULL); /* leaves "-" when not a decimal name */
        int kind; /* WARP_KIND_UNKNOWN also for a damaged container (the status says why) */
        warp_classify(data, len, WARP_KIND_UNKNOWN, &kind);
        printf("%5u %10llu %9u 0x%08x %-14s %s\n", i, (unsigned long long)e.offset, e.size, e.hash,
               warp_kind_name(kind), name);
    }
    free(wad);
    free(wad_bytes);
    free(dir_bytes);
    return 0;
}
