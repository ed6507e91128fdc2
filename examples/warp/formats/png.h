/* PNG writer for the tool: palettised (colour type 3, 4 or 8 bits, PLTE + tRNS), RGB or
 * RGBA 8 bits a channel. Deflate by libdeflate or zlib, whichever the build has (libdeflate
 * first), else stored (uncompressed) deflate blocks; valid either way. */
#ifndef WARP_TOOL_PNG_H
#define WARP_TOOL_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

/* An image to encode. palette NULL: pixels are RGBA8 (written RGB when every alpha is
 * 255, unless force_rgba). Else pixels hold one index per byte (each < colors) into `colors` RGBA8 entries,
 * written as colour type 3 with the palette in its own order: bit depth 4 when colors
 * <= 16, else 8; tRNS when an entry's alpha is below 255. */
typedef struct png_image {
    uint32_t width, height;
    const uint8_t *pixels;
    size_t stride;          /* bytes between rows; 0: tight */
    const uint8_t *palette; /* colors * 4 bytes, or NULL */
    unsigned colors;        /* 1 to 256 with a palette */
    int force_rgba;         /* true colour: RGBA even when opaque */
} png_image;

/* The deflate level of `--png-level` when not given (docs/tool.md). */
#define PNG_DEFAULT_LEVEL 6

/* One thread's compressor, reused from image to image. level: zlib's 0-9 (0 stored,
 * 1 fastest, 9 smallest; out of range: PNG_DEFAULT_LEVEL); libdeflate takes the same
 * numbers. NULL when out of memory. */
typedef struct png_encoder png_encoder;
png_encoder *png_encoder_new(int level);
void png_encoder_free(png_encoder *e);

/* Encode into a malloc'ed buffer. Returns 0 or -1 (bad image, index out of the
 * palette, out of memory). */
int png_encode_image(png_encoder *e, const png_image *im, uint8_t **out, size_t *out_len);
/* The same into the encoder's own buffer: *out stays valid until its next call. */
int png_encode_view(png_encoder *e, const png_image *im, const uint8_t **out, size_t *out_len);

/* One level of a texture, decoded and ready to encode (on any thread): palettised
 * textures as their own indices and palette (rgba 0), true colour (or rgba 1:
 * everything) as decode_rgba's RGBA8. Zero it before its first load; each load reuses
 * its buffer (one per thread suffices). im points into it: do not copy it. */
typedef struct png_texture {
    png_image im;          /* im.pixels NULL until a load succeeds */
    uint8_t *buf;          /* the pixels; free with png_texture_free */
    size_t cap;            /* bytes at buf */
    uint8_t palette[1024];
} png_texture;
/* 0, -1 (out of memory) or a WARP_E_* code from decoding. */
int png_texture_load(png_texture *pt, const warp_texture *t, uint32_t level, int rgba);
void png_texture_free(png_texture *pt);

/* Load and encode: decodes to exactly warp_texture_decode_rgba's pixels. Returns 0, -1,
 * or a WARP_E_* code from decoding. */
int png_encode_texture(png_encoder *e, const warp_texture *t, uint32_t level, int rgba, uint8_t **out,
                       size_t *out_len);

/* Width x height RGBA8 rows (stride bytes apart) with a one-off encoder. Returns 0 or -1. */
int png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
               uint8_t **out, size_t *out_len);
/* Encode and write to a file. Returns 0 or -1 (errno set). */
int png_write_file(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level);

#endif
