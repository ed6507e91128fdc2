/* PNG writer for the tool: RGBA8, zlib-compressed when built with zlib, stored
 * (uncompressed deflate blocks) otherwise; valid either way. */
#ifndef WARP_TOOL_PNG_H
#define WARP_TOOL_PNG_H

#include <stddef.h>
#include <stdint.h>

/* Encode width x height RGBA8 rows (stride bytes apart) into a malloc'ed buffer.
 * level: zlib level 0-9 (ignored without zlib). Returns 0 or -1. */
int png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level,
               uint8_t **out, size_t *out_len);
/* Encode and write to a file. Returns 0 or -1 (errno set). */
int png_write_file(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level);

#endif
