/* Colour quantisation for `warp rebuild`: the library's (warp_quantize_*, warp/texture.h)
 * with its work memory allocated here. RGBA8 pixels to a palette of at most 256 colours
 * and one index a pixel; deterministic (integer keys, ties to the lowest index). */
#ifndef WARP_TOOL_QUANTIZE_H
#define WARP_TOOL_QUANTIZE_H

#include <stddef.h>
#include <stdint.h>

/* A palette of at most `colors` (1-256) entries for the n pixels of `rgba` (4 bytes
 * each) into `palette` (colors * 4 bytes; entries past the returned count are zero).
 * When the pixels hold no more than `colors` distinct colours the palette is exactly
 * those colours (in ascending RGBA byte order). Returns the entries used, or -1 when
 * out of memory. */
int quantize_palette(const uint8_t *rgba, size_t n, unsigned colors, uint8_t *palette);

/* Each pixel's nearest palette entry (squared RGBA distance; the lowest index on a
 * tie) into `indices`: exact for a colour the palette holds. 0, or -1 when out of
 * memory. */
int quantize_map(const uint8_t *rgba, size_t n, const uint8_t *palette, unsigned colors, uint8_t *indices);

/* The palette an edited image keeps its palettised format with, from the old one
 * (warp_quantize_repalette): into `palette` (colors * 4 bytes). 0, or -1 when out of
 * memory. */
int quantize_repalette(const uint8_t *rgba, size_t n, const uint8_t *old_palette, unsigned colors, uint8_t *palette);

#endif
