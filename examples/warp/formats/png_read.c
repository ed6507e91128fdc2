/* PNG reader for `warp rebuild`, over libspng. Indexed PNGs stay indexed so an edited
 * palettised texture comes back with its own indices and palette. */
#include "formats/png_read.h"

#include <errno.h>
#include <spng.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

#define PNG_READ_MAX_SIDE 8192u

int png_read_memory(const uint8_t *data, size_t len, png_read_image *out, const char **why) {
    memset(out, 0, sizeof *out);
    *why = "out of memory";
    spng_ctx *ctx = spng_ctx_new(0);
    if (!ctx) return -1;
    int rc = -1;
    struct spng_ihdr ihdr;
    size_t size = 0;
    spng_set_crc_action(ctx, SPNG_CRC_ERROR, SPNG_CRC_ERROR);
    if (spng_set_png_buffer(ctx, data, len) || spng_get_ihdr(ctx, &ihdr)) {
        *why = "not a PNG (or a damaged header)";
        goto done;
    }
    if (!ihdr.width || !ihdr.height || ihdr.width > PNG_READ_MAX_SIDE || ihdr.height > PNG_READ_MAX_SIDE) {
        *why = "image side out of range";
        goto done;
    }
    out->width = ihdr.width, out->height = ihdr.height;
    size_t n = (size_t)ihdr.width * ihdr.height;
    if (ihdr.color_type == SPNG_COLOR_TYPE_INDEXED) {
        struct spng_plte plte;
        struct spng_trns trns;
        if (spng_get_plte(ctx, &plte)) {
            *why = "indexed PNG without a palette";
            goto done;
        }
        int has_trns = spng_get_trns(ctx, &trns) == 0;
        out->indexed = 1;
        out->colors = plte.n_entries;
        for (unsigned i = 0; i < plte.n_entries; i++) {
            uint8_t *c = out->palette + i * 4;
            c[0] = plte.entries[i].red, c[1] = plte.entries[i].green, c[2] = plte.entries[i].blue;
            c[3] = has_trns && i < trns.n_type3_entries ? trns.type3_alpha[i] : 255;
        }
        /* SPNG_FMT_PNG keeps the file's packing: unpack 1/2/4-bit rows to a byte each. */
        if (spng_decoded_image_size(ctx, SPNG_FMT_PNG, &size)) goto bad;
        uint8_t *packed = malloc(size);
        out->pixels = malloc(n);
        if (!packed || !out->pixels) {
            free(packed);
            goto done;
        }
        if (spng_decode_image(ctx, packed, size, SPNG_FMT_PNG, 0)) {
            free(packed);
            goto bad;
        }
        unsigned bits = ihdr.bit_depth;
        size_t row = ((size_t)ihdr.width * bits + 7) / 8;
        for (uint32_t y = 0; y < ihdr.height; y++)
            for (uint32_t x = 0; x < ihdr.width; x++) {
                size_t bit = (size_t)x * bits;
                uint8_t b = packed[y * row + bit / 8];
                out->pixels[(size_t)y * ihdr.width + x] =
                    (uint8_t)((b >> (8 - bits - bit % 8)) & ((1u << bits) - 1));
            }
        free(packed);
    } else {
        if (spng_decoded_image_size(ctx, SPNG_FMT_RGBA8, &size) || size != n * 4) goto bad;
        out->pixels = malloc(size);
        if (!out->pixels) goto done;
        if (spng_decode_image(ctx, out->pixels, size, SPNG_FMT_RGBA8, SPNG_DECODE_TRNS)) goto bad;
    }
    rc = 0;
    goto done;
bad:
    *why = "truncated or damaged PNG data";
done:
    if (rc) png_read_free(out);
    spng_ctx_free(ctx);
    return rc;
}

void png_read_free(png_read_image *im) {
    free(im->pixels);
    im->pixels = NULL;
}

int png_read_file(const char *path, png_read_image *out, int missing_ok) {
    file_map m;
    if (map_file(path, &m)) {
        if (missing_ok && errno == ENOENT) return 1;
        report(path, -1, "%s", strerror(errno));
        return -1;
    }
    const char *why;
    int rc = png_read_memory(m.data, m.len, out, &why);
    unmap_file(&m);
    if (rc) report(path, -1, "%s", why);
    return rc ? -1 : 0;
}
