/* Fuzz target: the RenderWare section walker. Every reported section must lie inside
 * the buffer and inside the depth limit. The last byte sets limits.max_depth. */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct ctx {
    const uint8_t *p;
    size_t n;
    uint32_t max_depth;
    size_t sections;
} ctx;

static int on_section(void *user, const warp_rw_section *s) {
    ctx *x = (ctx *)user;
    if (s->data != x->p + s->offset + 12 || s->offset > x->n || s->size > x->n || s->offset + 12 > x->n - s->size ||
        s->depth > x->max_depth)
        abort();
    x->sections++;
    return x->sections > 1000000; /* bounded anyway by the input size */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_depth = size ? 1 + data[size - 1] % 64 : 32;
    ctx x = {data, size, lim.max_depth, 0};
    size_t end = 0;
    int rc = warp_rw_foreach(data, size, &lim, on_section, &x, &end);
    if (rc == WARP_OK && (end > size || x.sections == 0)) abort();
    warp_rw_section s;
    for (size_t off = 0; off < size && off < 64; off += 4)
        if (warp_rw_header(data, size, off, &s) == WARP_OK && (s.offset + 12 + s.size > size)) abort();
    return 0;
}
