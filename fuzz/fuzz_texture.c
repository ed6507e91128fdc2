/* Fuzz target: texture dictionaries and texture natives. Every texture that opens is
 * decoded in full (every level to RGBA and indices, the palette), with a row stride
 * and limits taken from the input's last byte; its raster fields read, and a palettised
 * one written again keeping its own layout (warp_write_texture_native_like, a dry run). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct fuzz_ctx {
    size_t slack;  /* extra bytes per output row */
    unsigned good; /* textures decoded */
} fuzz_ctx;

/* The texture's indices and palette written back over its own section. */
static void rewrite_like(const warp_texture *t, const warp_texture_info *in, const uint8_t *pal) {
    warp_texture_desc d = {.width = in->width, .height = in->height, .psm = in->psm, .levels = in->levels,
                           .palette = pal, .palette_psm = in->palette_psm};
    uint8_t *idx[WARP_TEXTURE_MAX_LEVELS] = {0};
    for (uint32_t l = 0; l < in->levels; l++) {
        size_t n = (size_t)in->level_width[l] * in->level_height[l];
        idx[l] = malloc(n);
        if (warp_texture_decode_indices(t, l, idx[l], n, 0, NULL) != WARP_OK) abort();
        d.indices[l] = idx[l];
    }
    static _Alignas(WARP_ALIGN) unsigned char wmem[1024];
    warp_writer *w = (warp_writer *)wmem;
    uint32_t kept = 0;
    if (warp_writer_sizeof() > sizeof wmem || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, NULL, 0)) abort();
    if (warp_write_texture_native_like(w, &d, in->section, in->section_len, &kept) == WARP_OK && kept &&
        warp_writer_size(w) != in->section_len)
        abort(); /* a kept layout keeps the size */
    for (uint32_t l = 0; l < in->levels; l++) free(idx[l]);
}

static int decode_all(void *user, const warp_texture *t) {
    fuzz_ctx *c = user;
    c->good++;
    warp_texture_info in;
    if (warp_texture_get_info(t, &in) != WARP_OK) abort();
    if (in.levels == 0 || in.levels > WARP_TEXTURE_MAX_LEVELS || !in.name || !in.mask) abort();
    for (uint32_t l = 0; l <= in.levels; l++) { /* one past the last: WARP_E_RANGE */
        size_t w = l < in.levels ? in.level_width[l] : 1, h = l < in.levels ? in.level_height[l] : 1;
        size_t stride = w * 4 + c->slack, len = stride * (h - 1) + w * 4;
        uint8_t *rgba = malloc(len);
        int rc = warp_texture_decode_rgba(t, l, rgba, len, stride, NULL);
        if ((l < in.levels) != (rc == WARP_OK)) abort(); /* init checked the data: decode cannot fail */
        if (in.palette_colors && l < in.levels && warp_texture_decode_indices(t, l, rgba, len, 0, NULL) != WARP_OK)
            abort();
        free(rgba);
    }
    uint8_t pal[1024];
    if (in.palette_colors && warp_texture_decode_palette(t, pal, sizeof pal, NULL) != WARP_OK) abort();
    warp_texture_raster ras;
    if (warp_texture_get_raster(t, &ras) != WARP_OK) abort();
    if (in.palette_colors) rewrite_like(t, &in, pal);
    return 0;
}

typedef struct bad_ctx {
    const uint8_t *data;
    size_t size;
    unsigned bad, good;
} bad_ctx;
static int on_bad(void *user, const warp_txd_bad *b) {
    bad_ctx *x = user;
    if (b->status >= 0 || b->section < x->data || b->section_len > x->size ||
        (size_t)(b->section - x->data) > x->size - b->section_len)
        abort();
    x->bad++;
    return 0;
}
static int count_good(void *user, const warp_texture *t) {
    (void)t;
    ((bad_ctx *)user)->good++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_ctx c = {.slack = size ? data[size - 1] & 7u : 0};
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_dimension = 1024; /* keeps one input's output under a few MiB */
    int strict = warp_txd_foreach(data, size, &lim, decode_all, &c);
    /* going on past bad textures: a well-formed dictionary walks the same, and every
     * bad texture reported lies inside the input with an error status */
    bad_ctx b = {data, size, 0, 0};
    int all = warp_txd_foreach_all(data, size, &lim, count_good, on_bad, &b);
    if (strict == WARP_OK && (all != WARP_OK || b.bad != 0 || b.good != c.good)) abort();
    warp_txd_header th;
    warp_txd_get_header(data, size, &th);

    static _Alignas(WARP_ALIGN) unsigned char mem[4096];
    warp_texture *t = (warp_texture *)mem;
    if (warp_texture_sizeof() > sizeof mem) abort();
    if (warp_texture_init(t, sizeof mem, WARP_ABI_VERSION, data, size, &lim) == WARP_OK) decode_all(&c, t);
    return 0;
}
