/* PNG writer: RGBA8, 8 bits a channel, no interlace, filter 0 on every row. The zlib
 * stream is compressed with zlib when WARP_HAVE_ZLIB, else made of stored deflate
 * blocks with an Adler-32; CRCs come from warp_crc32 either way. */
#include "png.h"
#include "outfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"
#ifdef WARP_HAVE_ZLIB
#include <zlib.h>
#endif

static void put32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* Length, type, data, CRC of type + data. */
static uint8_t *put_chunk(uint8_t *o, const char *type, const uint8_t *data, size_t len) {
    put32be(o, (uint32_t)len);
    memcpy(o + 4, type, 4);
    if (len) memcpy(o + 8, data, len);
    put32be(o + 8 + len, warp_crc32(0, o + 4, len + 4));
    return o + 12 + len;
}

#ifndef WARP_HAVE_ZLIB
/* zlib stream of stored blocks (at most 65,535 bytes each) ending in Adler-32. */
static uint8_t *stored_zlib(const uint8_t *raw, size_t n, size_t *out_len) {
    size_t blocks = n / 65535 + 1;
    uint8_t *z = malloc(2 + blocks * 5 + n + 4), *o = z;
    if (!z) return NULL;
    *o++ = 0x78; /* deflate, 32K window */
    *o++ = 0x01; /* no preset dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0 */
    size_t pos = 0;
    do {
        size_t k = n - pos > 65535 ? 65535 : n - pos;
        *o++ = pos + k == n ? 1 : 0; /* BFINAL, BTYPE 00 */
        *o++ = (uint8_t)k;
        *o++ = (uint8_t)(k >> 8);
        *o++ = (uint8_t)~k;
        *o++ = (uint8_t)(~k >> 8);
        memcpy(o, raw + pos, k);
        o += k;
        pos += k;
    } while (pos < n);
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + raw[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    put32be(o, b << 16 | a);
    *out_len = (size_t)(o + 4 - z);
    return z;
}
#endif

int png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level, uint8_t **out,
               size_t *out_len) {
    if (!rgba || !out || !out_len || width == 0 || height == 0 || width > 0x7FFFFFFFu / 4u) return -1;
    size_t row = (size_t)width * 4u;
    if (stride == 0) stride = row;
    if (stride < row || height > (SIZE_MAX / 2) / (row + 1)) return -1;
    size_t raw_len = (row + 1) * height;
    uint8_t *raw = malloc(raw_len);
    if (!raw) return -1;
    for (uint32_t y = 0; y < height; y++) {
        raw[(size_t)y * (row + 1)] = 0; /* filter: none */
        memcpy(raw + (size_t)y * (row + 1) + 1, rgba + (size_t)y * stride, row);
    }
    size_t z_len;
    uint8_t *z;
#ifdef WARP_HAVE_ZLIB
    uLongf bound = compressBound((uLong)raw_len);
    z = malloc(bound);
    if (z && compress2(z, &bound, raw, (uLong)raw_len, level < 0 || level > 9 ? 6 : level) != Z_OK) {
        free(z);
        z = NULL;
    }
    z_len = bound;
#else
    (void)level;
    z = stored_zlib(raw, raw_len, &z_len);
#endif
    free(raw);
    if (!z) return -1;
    uint8_t *png = malloc(8 + 25 + 12 + z_len + 12);
    if (!png) {
        free(z);
        return -1;
    }
    static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t ihdr[13];
    put32be(ihdr, width);
    put32be(ihdr + 4, height);
    ihdr[8] = 8;  /* bits per channel */
    ihdr[9] = 6;  /* RGBA */
    ihdr[10] = 0; /* deflate */
    ihdr[11] = 0; /* filter method 0 */
    ihdr[12] = 0; /* no interlace */
    memcpy(png, sig, 8);
    uint8_t *o = put_chunk(png + 8, "IHDR", ihdr, 13);
    o = put_chunk(o, "IDAT", z, z_len);
    o = put_chunk(o, "IEND", NULL, 0);
    free(z);
    *out = png;
    *out_len = (size_t)(o - png);
    return 0;
}

int png_write_file(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                   int level) {
    uint8_t *png;
    size_t len;
    if (png_encode(rgba, width, height, stride, level, &png, &len)) {
        errno = EINVAL;
        return -1;
    }
    int rc = out_write_file(path, png, len);
    int e = errno;
    free(png);
    errno = e;
    return rc;
}
