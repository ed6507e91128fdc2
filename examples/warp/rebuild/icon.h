/* warp rebuild WARRIORS.WAD: the memory card icon's icon.json and icon.png put back into its
 * entry, encoded again by warp_write_icon (icon.c, icon_json.c; docs/patch.md, "Every edit";
 * FACTS-2.md 8). icon.glb stays a view: its edits are refused (edits.c). */
#ifndef WARP_TOOL_REBUILD_ICON_H
#define WARP_TOOL_REBUILD_ICON_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"
#include "warp/warp.h"

/* An icon as its fields and arrays (malloc'ed; the layout of warp_icon_desc): positions
 * vertex_count x shape_count x 4, normals x 4, uvs x 2, colors x 4, frames frame_count x
 * {shape, key_count}, keys key_count x {time, weight}. header_word3 is written over the
 * word the encoder writes as 0. */
typedef struct icon_doc {
    uint32_t shape_count, texture_type, header_word3, vertex_count;
    uint32_t anim_word0, frame_length, play_offset, frame_count, key_count;
    float speed;
    int16_t *positions, *normals, *uvs;
    uint8_t *colors;
    uint32_t *frames;
    float *keys;
    uint16_t texture[WARP_ICON_TEXTURE_SIZE * WARP_ICON_TEXTURE_SIZE];
} icon_doc;

/* The icon entry's bytes (len) into doc: 0, or -1 after a message naming path (doc then
 * holds nothing to free). */
int icon_doc_read(const uint8_t *entry, size_t len, const char *path, icon_doc *doc);
void icon_doc_free(icon_doc *doc);
/* doc encoded again: *out (malloc'ed), *out_len bytes. 0, or -1 after a message naming path. */
int icon_doc_write(const icon_doc *doc, const char *path, uint8_t **out, size_t *out_len);

/* icon.json's text (`path` in messages) over doc, read from the entry. Come back:
 * "texture_type" (bit 3, a compressed texture, refused), "header_word3", the animation's
 * "word0", "frame_length", "speed", "play_offset", every frame's "shape" and keys ("time",
 * "weight"; frames and keys added or removed), and when present "vertex_data": each vertex's
 * "positions" (one [x, y, z, w] per shape), "normal", "uv", "color" (vertices or shapes
 * added or removed: the counts follow). A float written null keeps a stored value that is
 * no number. Derived, refused by name when edited: "shapes", "vertices", "animation"."frames"
 * and "animation"."keys". 0 (doc updated), or -1 after a message naming the field (doc as it
 * was). (icon_json.c) */
int icon_json_apply(icon_doc *doc, const char *json, const char *path);

/* Every icon entry whose icon.json or icon.png changed: the entry encoded again. *replaced:
 * the icons changed. 0, or -1 after a message. (icon.c) */
int rebuild_icon(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
