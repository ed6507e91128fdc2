/* warp rebuild: object placements (<level>_objs.json, written by the extraction from the
 * game's <level>_objs.txt) read back with cJSON into the text (docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_REBUILD_OBJS_TEXT_H
#define WARP_TOOL_REBUILD_OBJS_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* The entry's text `orig` (len bytes) with the objects of the JSON text `json` (NUL-ended;
 * `path` names it in messages): every field of each object comes back (name, position,
 * rotation with their component counts, unused, zone, flags, tint, flag_name; null is
 * "nil"); objects may be deleted anywhere and added at the end. An object as extracted is
 * known by its "index" (in order; those after a deleted one are renumbered, and a note says
 * so) and its "line" (must match); a new one has no "index" or one past the extracted ones.
 * The lines of objects that did not change are kept byte for byte, a deleted one's line left
 * out, changed and new ones written by warp_write_objs_object, the count line written again
 * when the count changed. "emitter" and the top "count" must say what the layout says, else
 * the file is refused naming the field. *out (malloc'ed, *out_len bytes) is NULL when nothing
 * changed. 0, or -1 after a message naming path. */
int objs_text(const uint8_t *orig, size_t len, const char *json, const char *path, uint8_t **out, size_t *out_len);

#endif
