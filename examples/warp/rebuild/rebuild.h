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
    char name[32];   /* its "name" ("" when not said) */
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
 * manifest should be, e.g. "not from this file's extraction"). With `count` (else NULL:
 * refused), an index one past the dictionary's last is a new texture: p inserts it after
 * the last (old_len 0) and count replaces the dictionary's count word (4 bytes).
 * (rebuild_texture.c) */
int rebuild_texture_in(const uint8_t *input, size_t len, size_t dict_offset, uint32_t index,
                       const png_read_image *png, const char *file, rebuild_patch *p, rebuild_patch *count,
                       const char *whose);

/* A new texture from `file`'s PNG, to go at offset `at` of the input: named by the file's stem, its
 * format by its colours or sidecar (as rebuild_texture_grow), its sampling, stamp and sky
 * mipmap the sibling's. p gets it (old_len 0). 0, or -1 after a message. (texture_grow.c) */
int rebuild_texture_new(const warp_texture *sibling, size_t at, const png_read_image *png,
                        const char *file, rebuild_patch *p);

/* rebuild_texture's step for a texture at another size or format (docs/patch.md): the PNG
 * at a new size (powers of two up to 1,024; another size refused naming the nearest), or a
 * sidecar <stem>.json naming another "format" or "mips", encoded afresh into p with
 * p->offset/old_len set. 1 when neither applies (same size, no sidecar asking a change),
 * 0 when p holds the new texture, -1 after a message. (rebuild/texture_grow.c) */
int rebuild_texture_grow(const warp_texture *t, const uint8_t *input, const png_read_image *png, const char *file,
                         rebuild_patch *p);

/* ---- rebuild/texture_io.c ---- */
/* Encode d into p->bytes (malloc'ed; p->len): keeping like's GS layout when like (the
 * original section, like_len bytes) matches its size, formats and levels
 * (warp_write_texture_native_like), else computed (like NULL). 0 or -1 after a message. */
int rebuild_encode_texture(const warp_texture_desc *d, const uint8_t *like, size_t like_len, const char *file,
                           rebuild_patch *p);

/* Level n+1's RGBA from level n's (sw x sh into dw x dh): each 2x2 block's rounded mean. */
void rebuild_box_filter(const uint8_t *src, uint32_t sw, uint32_t sh, uint8_t *dst, uint32_t dw, uint32_t dh);

/* Level l's PNG beside level 0's `file` (`<stem>.mip<l>.png`, its path into path): 1 when
 * there is none, 0 when read into *png, -1 after a message naming it. */
int rebuild_mip_png(const char *file, uint32_t l, png_read_image *png, char *path, size_t cap);

/* A PNG's pixels as RGBA (indexed ones through their palette) in a new buffer (malloc'ed);
 * NULL after a message naming `file` (an index past the PLTE, out of memory).
 * (rebuild/texture_io.c, as the three above) */
uint8_t *rebuild_png_rgba(const png_read_image *png, const char *file);

/* A decoded bitmap entry (a 24-bit BMP) against its PNG: when the pixels changed, p gets the
 * whole entry with the new pixels written in its own layout (offset 0, the same length).
 * 0 (p->bytes NULL when unchanged) or -1 after a message naming `file`. (rebuild_bitmap.c) */
int rebuild_bitmap(const uint8_t *bmp, size_t len, const png_read_image *png, const char *file, rebuild_patch *p);

#endif
