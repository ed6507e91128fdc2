/* Writes a few PNGs with the tool's writer (built with libdeflate, with zlib, with
 * neither) into the folder given; tests/png_check.sh then runs pngcheck on them. Also
 * checks a stored (level 0) stream byte for byte, since it is simple enough to predict. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/png.h"

#if defined(WARP_HAVE_LIBDEFLATE)
#include <libdeflate.h>
#elif defined(WARP_HAVE_ZLIB)
#include <zlib.h>
#endif

static uint32_t be32(const uint8_t *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }

/* The inflated IDAT of a PNG with one IDAT (the writer's), into out (exactly n bytes
 * expected); 0 or -1. Without a deflate library only stored blocks can come. */
static int idat_data(const uint8_t *png, size_t len, uint8_t *out, size_t n) {
    size_t off = 8;
    while (off + 12 <= len && memcmp(png + off + 4, "IDAT", 4)) off += 12 + be32(png + off);
    if (off + 12 > len || off + 12 + be32(png + off) > len) return -1;
    const uint8_t *z = png + off + 8;
    size_t zlen = be32(png + off);
#if defined(WARP_HAVE_LIBDEFLATE)
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    size_t got = 0;
    int rc = d && libdeflate_zlib_decompress(d, z, zlen, out, n, &got) == LIBDEFLATE_SUCCESS && got == n ? 0 : -1;
    libdeflate_free_decompressor(d);
    return rc;
#elif defined(WARP_HAVE_ZLIB)
    uLongf got = (uLongf)n;
    return uncompress(out, &got, z, (uLong)zlen) == Z_OK && got == n ? 0 : -1;
#else
    size_t pos = 2, done = 0;
    for (int last = 0; !last;) { /* stored blocks: BFINAL/BTYPE byte, LEN, NLEN, bytes */
        if (pos + 5 > zlen) return -1;
        last = z[pos] & 1;
        size_t k = (size_t)z[pos + 1] | (size_t)z[pos + 2] << 8;
        pos += 5;
        if (pos + k > zlen || done + k > n) return -1;
        memcpy(out + done, z + pos, k);
        pos += k, done += k;
    }
    return done == n ? 0 : -1;
#endif
}

/* A w x h palette image (indices idx, `colors` entries) through the writer: every row
 * must carry filter type `want` (1 Sub, 0 None) and unfilter to exactly the indices. */
static int check_palette_filter(png_encoder *e, const uint8_t *idx, uint32_t w, uint32_t h, unsigned colors,
                                int want, const char *what) {
    static uint8_t pal[1024];
    png_image im = {.width = w, .height = h, .pixels = idx, .palette = pal, .colors = colors};
    const uint8_t *png;
    size_t len, row = colors <= 16 ? (w + 1) / 2 : w;
    static uint8_t raw[(256 + 1) * 256];
    if (png_encode_view(e, &im, &png, &len) != 0 || (row + 1) * h > sizeof raw ||
        idat_data(png, len, raw, (row + 1) * h) != 0) {
        fprintf(stderr, "png: %s: not encoded or not inflated\n", what);
        return 1;
    }
    for (uint32_t y = 0; y < h; y++) {
        uint8_t *line = raw + (size_t)y * (row + 1);
        if (line[0] != want) {
            fprintf(stderr, "png: %s: row %u has filter %u, expected %d\n", what, y, line[0], want);
            return 1;
        }
        for (size_t i = 2; want == 1 && i <= row; i++) line[i] = (uint8_t)(line[i] + line[i - 1]);
        for (uint32_t x = 0; x < w; x++) {
            unsigned v = colors <= 16 ? (line[1 + x / 2] >> (x % 2 ? 0 : 4)) & 15 : line[1 + x];
            if (v != idx[(size_t)y * w + x]) {
                fprintf(stderr, "png: %s: pixel (%u, %u) is %u, expected %u\n", what, x, y, v, idx[(size_t)y * w + x]);
                return 1;
            }
        }
    }
    return 0;
}

/* Sub for ordered palettes (ramps), None for indices in no order; 8 and 4 bits. Only
 * with a deflate library: stored PNGs (level 0, or neither library) are never filtered. */
static int test_palette_filters(void) {
    static uint8_t ramp[256 * 256], ramp16[256 * 256], noise[256 * 256];
    uint32_t s = 12345;
    for (uint32_t y = 0; y < 256; y++)
        for (uint32_t x = 0; x < 256; x++) {
            s = s * 1103515245u + 12345u;
            ramp[y * 256 + x] = (uint8_t)((x * 5) / 8 + (y * 3) / 8 + (x * y >> 10) + (s >> 31));
            ramp16[y * 256 + x] = (uint8_t)(((x * 3) / 8 + (y * 2) / 8 + (x * y >> 10)) >> 3 & 15);
            noise[y * 256 + x] = (uint8_t)(s >> 24);
        }
#if defined(WARP_HAVE_LIBDEFLATE) || defined(WARP_HAVE_ZLIB)
    int sub = 1;
#else
    int sub = 0;
#endif
    png_encoder *e = png_encoder_new(6), *e0 = png_encoder_new(0);
    int bad = !e || !e0 || check_palette_filter(e, ramp, 256, 256, 256, sub, "8-bit ramp") ||
              check_palette_filter(e, ramp16, 256, 256, 16, sub, "4-bit ramp") ||
              check_palette_filter(e, noise, 256, 256, 256, 0, "8-bit noise") ||
              check_palette_filter(e, ramp, 256, 1, 256, sub, "one row") ||
              check_palette_filter(e, ramp, 3, 5, 256, 0, "tiny") ||
              check_palette_filter(e0, ramp, 256, 256, 256, 0, "8-bit ramp, level 0");
    png_encoder_free(e);
    png_encoder_free(e0);
    return bad;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    static uint8_t img[300 * 200 * 4 + 64];
    for (size_t i = 0; i < sizeof img; i++) img[i] = (uint8_t)(i * 31 + (i >> 9));
    static const struct {
        const char *name;
        uint32_t w, h;
        size_t stride;
    } cases[] = {{"one", 1, 1, 0}, {"strided", 3, 2, 20}, {"wide", 300, 200, 0}, {"tall", 1, 300, 4}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.png", argv[1], cases[i].name);
        if (png_write_file(path, img, cases[i].w, cases[i].h, cases[i].stride, 9) != 0) {
            fprintf(stderr, "png: cannot write %s\n", path);
            return 1;
        }
    }
    uint8_t *png;
    size_t len;
    if (png_encode(img, 0, 1, 0, 6, &png, &len) == 0) return 1; /* zero width is refused */
    if (png_encode(img, 2, 1, 4, 6, &png, &len) == 0) return 1; /* stride below a row */
    /* palettised: an index outside the palette is refused, at 4 and 8 bits, power of two or not */
    png_encoder *e = png_encoder_new(6);
    static const uint8_t pal[256 * 4];
    static const struct {
        uint8_t idx[3];
        unsigned colors;
        int ok;
    } pc[] = {{{0, 1, 2}, 3, 1}, {{0, 3, 1}, 3, 0}, {{15, 0, 1}, 16, 1}, {{0, 16, 1}, 16, 0},
              {{255, 0, 1}, 256, 1}, {{0, 200, 1}, 200, 0}, {{0, 199, 1}, 200, 1}};
    for (size_t i = 0; i < sizeof pc / sizeof pc[0]; i++) {
        png_image im = {.width = 3, .height = 1, .pixels = pc[i].idx, .palette = pal, .colors = pc[i].colors};
        int rc = png_encode_image(e, &im, &png, &len);
        if ((rc == 0) != pc[i].ok) {
            fprintf(stderr, "png: palette case %zu: rc %d\n", i, rc);
            return 1;
        }
        if (!rc) free(png);
    }
    png_encoder_free(e);
    /* Level 0 (every backend), 1x1: IDAT holds 78 01, one final stored block of 5 bytes
     * (filter 0 + RGBA), Adler-32 */
    if (png_encode(img, 1, 1, 0, 0, &png, &len) != 0) return 1;
    static const uint8_t idat[] = {0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 0, 31, 62, 93};
    if (len != 8 + 25 + 12 + sizeof idat + 4 + 12 || memcmp(png + 8 + 25 + 8, idat, sizeof idat)) {
        fprintf(stderr, "png: stored stream differs\n");
        return 1;
    }
    uint32_t a = 1 + 0 + 31 + 62 + 93, b = 1 + (1) + (1 + 31) + (1 + 31 + 62) + (1 + 31 + 62 + 93);
    const uint8_t *ad = png + 8 + 25 + 8 + sizeof idat;
    if ((uint32_t)(ad[0] << 24 | ad[1] << 16 | ad[2] << 8 | ad[3]) != (b << 16 | a)) {
        fprintf(stderr, "png: adler32 differs\n");
        return 1;
    }
    free(png);
    return test_palette_filters();
}
