/* Fuzz target: METRICS1 text and the 24-bit bitmap (the same input read both ways). */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct count {
    uint32_t n;
    const uint8_t *lo, *hi;
} count;

static int see(void *user, const warp_metrics_glyph *g) {
    count *c = user;
    c->n++;
    if (g->comment_len && ((const uint8_t *)g->comment < c->lo || (const uint8_t *)g->comment + g->comment_len > c->hi))
        abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_metrics_info in;
    int rc = warp_metrics_parse(data, size, NULL, &in);
    count c = {0, data, data + size};
    int rc2 = warp_metrics_foreach(data, size, NULL, see, &c);
    if (rc != rc2 || (rc == WARP_OK && c.n != in.glyph_count)) abort();
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_dimension = 512;
    size_t need = 0;
    if (warp_bmp_rgba(data, size, &lim, NULL, 0, &need) == WARP_OK) {
        uint8_t *px = malloc(need ? need : 1);
        if (!px || warp_bmp_rgba(data, size, &lim, px, need, &need) != WARP_OK) abort();
        free(px);
    }
    return 0;
}
