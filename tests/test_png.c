/* Writes a few PNGs with the tool's writer (built with libdeflate, with zlib, with
 * neither) into the folder given; tests/png_check.sh then runs pngcheck on them. Also
 * checks a stored (level 0) stream byte for byte, since it is simple enough to predict. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "png.h"

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
    return 0;
}
