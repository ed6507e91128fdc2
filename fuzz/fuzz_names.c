/* Fuzz target: names from the disc (docs/names.md). The harvest over any bytes, as the
 * scene kind too: each run lies inside the input (or is a scene record name with ".scn"),
 * is 1..255 bytes of name characters; then the order check over the runs as candidates:
 * every kept candidate past `first` sorts between its kept neighbours. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "warp/warp.h"

#define MAX_RUNS 256

typedef struct runs {
    const uint8_t *base;
    size_t size, n;
    char *names[MAX_RUNS];
} runs;

static int name_char(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '-' || c == '/' || c == '\\';
}

static int on_run(void *user, const char *s, size_t len, uint32_t how) {
    runs *r = user;
    if (len < 1 || len > 255) abort();
    for (size_t i = 0; i < len; i++)
        if (!name_char((unsigned char)s[i])) abort();
    if (how == WARP_HARVEST_TEXT) {
        if ((const uint8_t *)s < r->base || (const uint8_t *)s + len > r->base + r->size) abort();
    } else if (how != WARP_HARVEST_RECORD || len < 5 || memcmp(s + len - 4, ".scn", 4)) {
        abort();
    }
    if (r->n < MAX_RUNS) {
        char *c = malloc(len + 1);
        if (!c) abort();
        memcpy(c, s, len);
        c[len] = 0;
        r->names[r->n++] = c;
    }
    return 0;
}

static int upper_cmp(const char *a, const char *b) {
    for (;; a++, b++) {
        int x = *a >= 'a' && *a <= 'z' ? *a - 32 : *a, y = *b >= 'a' && *b <= 'z' ? *b - 32 : *b;
        if (x != y || !x) return x - y;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint8_t empty[1];
    runs r = {size ? data : empty, size, 0, {0}};
    /* a scene record starts with its size (FACTS.md 2.4 rule 7): harvest it as one */
    int kind = size >= 4 && ((size_t)data[0] | (size_t)data[1] << 8 | (size_t)data[2] << 16 | (size_t)data[3] << 24) == size
                   ? WARP_KIND_SCENE
                   : WARP_KIND_UNKNOWN;
    if (warp_names_harvest(r.base, size, kind, on_run, &r) != WARP_OK) abort();
    const char *names[MAX_RUNS];
    uint8_t keep[MAX_RUNS];
    uint32_t first = size ? data[size - 1] % 8 : 0;
    for (size_t i = 0; i < r.n; i++) names[i] = (i % 3 == 2) ? NULL : r.names[i]; /* some unnamed */
    int kept = warp_names_order(names, (uint32_t)r.n, first, keep);
    if (kept < 0 || (size_t)kept > r.n) abort();
    const char *prev = NULL;
    for (size_t i = 0; i < r.n; i++) {
        if (keep[i] && !names[i]) abort();
        if (!keep[i] || i < first) continue;
        if (prev && upper_cmp(prev, names[i]) >= 0) abort();
        prev = names[i];
        if (!warp_name_fits_kind(names[i], WARP_KIND_LUA) != !(strlen(names[i]) > 4 &&
                                                                 !strcasecmp(names[i] + strlen(names[i]) - 4, ".lua")))
            abort();
    }
    for (size_t i = 0; i < r.n; i++) free(r.names[i]);
    return 0;
}
