/* The rebuild's PNG path, fuzzed: a PNG from the user (formats/png_read.c over libspng) is compared
 * with a texture of a fixed dictionary and re-encoded (rebuild/texture.c: palettes kept,
 * extended or quantised, mips box-filtered, 16/24/32-bit re-encoded), or with a 24-bit
 * bitmap (rebuild/bitmap.c). Input: one byte choosing the texture (5: the bitmap), then the
 * PNG. Oracle: a replacement, spliced in with warp_patch_section, must give a dictionary
 * the library reads back with the texture at the PNG's size (rebuild/texture_grow.c: a
 * power-of-two size up to 1,024; at the old size, in the same format and levels), every
 * level decoding; a new bitmap must keep its size and decode to the PNG's pixels (else abort).
 * Seeds: WARP_FUZZ_DUMP_TXD=FILE replay_rebuild writes the dictionary; `warp extract FILE`
 * gives its PNGs; a seed is the texture's number byte followed by one of them. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/png_read.h"
#include "rebuild/rebuild.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { TEXTURES = 5 };
static uint8_t *txd, *bmp;
static size_t txd_len, bmp_len;

/* T8 32x32 with three levels, T4 8x8 with a 16-bit palette, CT16 8x8 with two levels,
 * CT24 8x8, CT32 4x4. */
static int fill(warp_writer *w, void *user) { return warp_write_txd(w, user, TEXTURES, 0); }

static void setup(void) {
    static uint8_t idx[32 * 32 + 16 * 16 + 8 * 8], pal[1024], c16[(8 * 8 + 4 * 4) * 4], c24[8 * 8 * 4], c32[4 * 4 * 4],
        idx4[8 * 8];
    for (size_t i = 0; i < sizeof idx; i++) idx[i] = (uint8_t)(i * 7 % 256);
    for (size_t i = 0; i < sizeof pal; i++) pal[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 11);
    for (size_t i = 0; i < sizeof c16; i++) c16[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 8);
    for (size_t i = 0; i < sizeof c24; i++) c24[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 29);
    for (size_t i = 0; i < sizeof c32; i++) c32[i] = (uint8_t)(i * 17);
    for (size_t i = 0; i < sizeof idx4; i++) idx4[i] = (uint8_t)(i * 5 % 16);
    static warp_texture_desc d[TEXTURES];
    d[0] = (warp_texture_desc){.name = "t8", .width = 32, .height = 32, .psm = WARP_PSM_T8, .levels = 3, .palette = pal};
    d[0].indices[0] = idx, d[0].indices[1] = idx + 1024, d[0].indices[2] = idx + 1280;
    d[1] = (warp_texture_desc){.name = "t4", .width = 8, .height = 8, .psm = WARP_PSM_T4, .levels = 1, .palette = c16,
                               .palette_psm = WARP_PSM_CT16};
    d[1].indices[0] = idx4;
    d[2] = (warp_texture_desc){.name = "c16", .width = 8, .height = 8, .psm = WARP_PSM_CT16, .levels = 2};
    d[2].rgba[0] = c16, d[2].rgba[1] = c16 + 8 * 8 * 4;
    d[3] = (warp_texture_desc){.name = "c24", .width = 8, .height = 8, .psm = WARP_PSM_CT24, .levels = 1};
    d[3].rgba[0] = c24;
    d[4] = (warp_texture_desc){.name = "c32", .width = 4, .height = 4, .psm = WARP_PSM_CT32, .levels = 1};
    d[4].rgba[0] = c32;
    static _Alignas(WARP_ALIGN) unsigned char wmem[4096];
    warp_writer *w = (warp_writer *)wmem;
    if (warp_writer_sizeof() > sizeof wmem || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, NULL, 0) ||
        fill(w, d))
        abort();
    txd_len = warp_writer_size(w);
    txd = malloc(txd_len);
    if (!txd || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, txd, txd_len) || fill(w, d)) abort();
    static uint8_t rgb[6 * 3 * 3]; /* a 6x3 bitmap: rows padded from 18 to 20 bytes */
    for (size_t i = 0; i < sizeof rgb; i++) rgb[i] = (uint8_t)(i * 37);
    if (warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, NULL, 0) || warp_write_bmp24(w, 6, 3, rgb)) abort();
    bmp_len = warp_writer_size(w);
    bmp = malloc(bmp_len);
    if (!bmp || warp_writer_init(w, sizeof wmem, WARP_ABI_VERSION, bmp, bmp_len) || warp_write_bmp24(w, 6, 3, rgb))
        abort();
    const char *dump = getenv("WARP_FUZZ_DUMP_TXD");
    if (dump) {
        FILE *f = fopen(dump, "wb");
        if (!f || fwrite(txd, 1, txd_len, f) != txd_len || fclose(f)) abort();
    }
}

typedef struct want {
    uint32_t index;
    warp_texture_info info;
    int seen, resized;
} want;

static int check_cb(void *user, const warp_texture *t) {
    want *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (in.index != c->index) return 0;
    if (in.width != c->info.width || in.height != c->info.height ||
        (!c->resized && (in.psm != c->info.psm || in.levels != c->info.levels)))
        abort();
    for (uint32_t l = 0; l < in.levels; l++) { /* every level decodes */
        size_t need = 0;
        if (warp_texture_decode_rgba(t, l, NULL, 0, 0, &need)) abort();
        uint8_t *px = malloc(need ? need : 1);
        if (!px || warp_texture_decode_rgba(t, l, px, need, 0, &need)) abort();
        free(px);
    }
    c->seen = 1;
    return 0;
}

static int info_cb(void *user, const warp_texture *t) {
    want *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (in.index == c->index) c->info = in, c->seen = 1;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!txd) setup();
    if (size < 1) return 0;
    uint32_t index = data[0] % (TEXTURES + 1);
    png_read_image png;
    const char *why;
    if (png_read_memory(data + 1, size - 1, &png, &why)) return 0;
    rebuild_patch p = {0};
    if (index == TEXTURES) {
        if (rebuild_bitmap(bmp, bmp_len, &png, "/nonexistent-warp-fuzz/b.png", &p) == 0 && p.bytes) {
            uint8_t got[6 * 3 * 4];
            size_t need = 0;
            if (p.len != bmp_len || warp_bmp_rgba(p.bytes, p.len, NULL, got, sizeof got, &need)) abort();
            for (size_t i = 0; i < 6 * 3; i++) {
                const uint8_t *px = png.indexed ? png.palette + 4 * (size_t)png.pixels[i] : png.pixels + 4 * i;
                if (memcmp(got + 4 * i, px, 4)) abort();
            }
        }
        png_read_free(&png);
        free(p.bytes);
        return 0;
    }
    /* a folder that does not exist: no <stem>.mipN.png is found beside it */
    int rc = rebuild_texture_in(txd, txd_len, 0, index, &png, "/nonexistent-warp-fuzz/t.png", &p, NULL, "fuzz");
    uint32_t png_w = png.width, png_h = png.height;
    png_read_free(&png);
    if (rc == 0 && p.bytes) {
        size_t enclosing[1] = {0}, n = 0;
        if (warp_patch_section(NULL, 0, txd, txd_len, p.offset, p.old_len, p.bytes, p.len, enclosing, 1, &n)) abort();
        uint8_t *out = malloc(n);
        if (!out || warp_patch_section(out, n, txd, txd_len, p.offset, p.old_len, p.bytes, p.len, enclosing, 1, &n))
            abort();
        want before = {index, {0}, 0, 0}, after = {index, {0}, 0, 0};
        if (warp_txd_foreach(txd, txd_len, NULL, info_cb, &before) || !before.seen) abort();
        after.info = before.info;
        after.resized = png_w != before.info.width || png_h != before.info.height;
        after.info.width = png_w, after.info.height = png_h;
        if (warp_txd_foreach(out, n, NULL, check_cb, &after) || !after.seen) abort();
        free(out);
    }
    free(p.bytes);
    return 0;
}
