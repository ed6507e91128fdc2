/* warp rebuild WARRIORS.WAD: repainted sprite PNGs composed back into their sheet
 * (sprite_png.c). */
#ifndef WARP_TOOL_REBUILD_SPRITE_PNG_H
#define WARP_TOOL_REBUILD_SPRITE_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "formats/png_read.h"
#include "rebuild/rebuild.h"

struct manifest;

/* Texture item `it` of entry `entry` (its bytes e, len) read from its PNG into png: when it
 * is a sprite sheet (a <stem>.sprites.json beside <stem>.png) and some of its
 * <stem>.spriteNNN.png changed since the extraction, png becomes RGBA with each changed
 * sprite pasted at its rectangle; the texture step then encodes it in the sheet's own
 * format and GS layout. The sheet's PNG edited inside a pasted sprite's rectangle, a sprite
 * of another size or outside the sheet: -1 after a message naming the file. 0 otherwise. */
int sprite_pngs_compose(const struct manifest *m, uint32_t entry, const rebuild_item *it, const char *from,
                        const uint8_t *e, size_t len, png_read_image *png);

#endif
