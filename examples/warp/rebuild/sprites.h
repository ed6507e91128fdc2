/* warp rebuild WARRIORS.WAD: a sprite sheet's rectangles (<sheet>.sprites.json) put back into
 * its particle page, chunk 0x4C (sprites.c; docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_REBUILD_SPRITES_H
#define WARP_TOOL_REBUILD_SPRITES_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* The page `page` (len bytes, of a sheet sheet_w x sheet_h pixels) with the JSON text
 * `json` (`path` in messages): each sprite's rectangle comes back, from its "uv" when that
 * changed, else from its pixel rectangle ("x", "y", "width", "height": edges over the sheet's
 * size) when that changed; "first_glyph" and "words" too. Derived members ("sheet", "width",
 * "height", "count", a sprite's "index", "glyph" and "file") must say what they said, else
 * refused by name; sprites added or removed are refused (sprite_page_n takes them). *out: the new page
 * (malloc'ed, len bytes: what follows the rectangles kept), NULL when nothing changed. 0, or
 * -1 after a message. */
int sprite_page(const uint8_t *page, size_t len, uint32_t sheet_w, uint32_t sheet_h, const char *sheet,
                const char *json, const char *path, uint8_t **out);
/* sprite_page where sprites may be added or removed (a page with nothing after its
 * rectangles): the new page in *out, *out_len bytes (header, rectangles, padding to 16). */
int sprite_page_n(const uint8_t *page, size_t len, uint32_t sheet_w, uint32_t sheet_h, const char *sheet,
                  const char *json, const char *path, uint8_t **out, size_t *out_len);

/* Every <sheet>.sprites.json that changed, put back. *replaced: the pages changed. 0, or -1
 * after a message. */
int rebuild_sprites(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
