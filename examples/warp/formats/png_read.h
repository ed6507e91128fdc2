/* PNG reader for `warp rebuild` (libspng; only built with it, WARP_HAVE_SPNG). */
#ifndef WARP_TOOL_PNG_READ_H
#define WARP_TOOL_PNG_READ_H

#include <stddef.h>
#include <stdint.h>

/* A decoded PNG: a palettised one (colour type 3) as one index per byte and its
 * palette (PLTE with tRNS alpha, RGBA8, `colors` entries), anything else as RGBA8. */
typedef struct png_read_image {
    uint32_t width, height;
    uint8_t *pixels;        /* width*height bytes (indexed) or width*height*4 (RGBA); malloc'ed */
    int indexed;
    unsigned colors;
    uint8_t palette[1024];
} png_read_image;

/* 0, or -1 with *why set to a short reason (not a PNG, truncated, too large...). */
int png_read_memory(const uint8_t *data, size_t len, png_read_image *out, const char **why);
void png_read_free(png_read_image *im);
/* The PNG at `path`: 0 when read, 1 when there is no such file and missing_ok, else -1
 * after a message naming it (unreadable, not a PNG, truncated...). */
int png_read_file(const char *path, png_read_image *out, int missing_ok);

#endif
