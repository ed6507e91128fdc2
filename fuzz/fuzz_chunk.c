/* Fuzz target: the chunk container. warp_chunk_foreach must report nothing for a
 * malformed container, agree with warp_container_kind, and hand out only chunks inside
 * the buffer whose sizes add up. The last byte caps the counts (limits.max_count). */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct ctx {
    const uint8_t *p;
    size_t n;
    size_t chunks;
    uint64_t bytes;
    size_t last_end;
} ctx;

static int on_chunk(void *user, const warp_chunk_info *c) {
    ctx *x = (ctx *)user;
    if (c->data != x->p + c->offset + 16 || c->offset < x->last_end || c->size > x->n ||
        c->offset + 16 > x->n - c->size || c->size % 16 || c->type >= WARP_CHUNK_TYPE_COUNT || !c->type_name ||
        c->index >= c->resource_chunks)
        abort();
    x->last_end = c->offset + 16 + c->size;
    x->chunks++;
    x->bytes += c->size;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int status = 0;
    int kind = warp_container_kind(data, size, &status);
    ctx x = {data, size, 0, 0, 0};
    int rc = warp_chunk_foreach(data, size, NULL, on_chunk, &x);
    if (rc != status) abort();
    if (kind == WARP_CONTAINER_NONE) {
        if (rc == WARP_OK || x.chunks) abort();
    } else {
        if (rc != WARP_OK || x.bytes + 16 * x.chunks > size) abort();
        if (kind == WARP_CONTAINER_RESOURCE && x.bytes + 16 * x.chunks + 16 != size) abort();
    }
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = size ? data[size - 1] : 0;
    ctx y = {data, size, 0, 0, 0};
    rc = warp_chunk_foreach(data, size, &lim, on_chunk, &y);
    if (rc == WARP_OK && (kind == WARP_CONTAINER_NONE || y.chunks != x.chunks)) abort();
    return 0;
}
