/* warp rebuild: the parts shared by the dictionary and WAD rebuilds. */
#ifndef WARP_TOOL_REBUILD_H
#define WARP_TOOL_REBUILD_H

#include <stddef.h>
#include <stdint.h>

#include "formats/png_read.h"
#include "warp/warp.h"

/* One manifest texture item. dict_offset REBUILD_WHOLE_ENTRY: the entry is a bitmap
 * (rebuild_bitmap), not a dictionary. */
#define REBUILD_WHOLE_ENTRY SIZE_MAX
typedef struct rebuild_item {
    size_t dict_offset;
    uint32_t index;
    uint32_t levels; /* the texture's mip levels as the manifest says (0: not said; WAD extractions) */
    char file[512];
} rebuild_item;

/* One replaced texture native: the range in the input and its new bytes. */
typedef struct rebuild_patch {
    size_t offset, old_len, dict_offset;
    uint8_t *bytes;
    size_t len;
} rebuild_patch;

/* Compare one texture with its PNG (`file`, decoded in `png`) and any `<stem>.mipN.png`
 * beside it; when the pixels changed, encode its replacement in its own pixel format
 * into p->bytes (malloc'ed) with p->offset/old_len naming the old texture native's range
 * in `input`. Returns 0 (p->bytes NULL when unchanged) or -1 after a message naming the
 * file at fault. (rebuild_texture.c) */
int rebuild_texture(const warp_texture *t, const uint8_t *input, const png_read_image *png, const char *file,
                    rebuild_patch *p);

/* rebuild_texture for texture `index` of the dictionary at input + dict_offset (input is
 * `len` bytes): 0, or -1 after a message (a texture not found names `whose` extraction the
 * manifest should be, e.g. "not from this file's extraction"). (rebuild_texture.c) */
int rebuild_texture_in(const uint8_t *input, size_t len, size_t dict_offset, uint32_t index,
                       const png_read_image *png, const char *file, rebuild_patch *p, const char *whose);

/* A PNG's pixels as RGBA (indexed ones through their palette) in a new buffer (malloc'ed);
 * NULL after a message naming `file` (an index past the PLTE, out of memory).
 * (rebuild_texture.c) */
uint8_t *rebuild_png_rgba(const png_read_image *png, const char *file);

/* A decoded bitmap entry (a 24-bit BMP) against its PNG: when the pixels changed, p gets the
 * whole entry with the new pixels written in its own layout (offset 0, the same length).
 * 0 (p->bytes NULL when unchanged) or -1 after a message naming `file`. (rebuild_bitmap.c) */
int rebuild_bitmap(const uint8_t *bmp, size_t len, const png_read_image *png, const char *file, rebuild_patch *p);

#endif
