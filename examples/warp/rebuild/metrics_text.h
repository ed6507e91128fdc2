/* warp rebuild: font metrics (cn12.json, written by the extraction from the METRICS1 text
 * cn12.met) read back with cJSON into the text (docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_REBUILD_METRICS_TEXT_H
#define WARP_TOOL_REBUILD_METRICS_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* The entry's text `orig` (len bytes) with the JSON text `json` (NUL-ended; `path` in
 * messages): "bitmaps", "number" and every glyph's code, x0, y0, x1, y1 and comment come
 * back; glyphs may be added or removed. Unchanged lines are kept byte for byte (the lines
 * the reader skips among them too), changed and new ones written by the library's metrics
 * writers. The derived members ("glyph_count", "skipped_lines", a glyph's "line" of the
 * glyphs already there) must say what they said, else refused by name. *out (malloc'ed)
 * is NULL when nothing changed. 0, or -1 after a message naming path. */
int metrics_text(const uint8_t *orig, size_t len, const char *json, const char *path, uint8_t **out, size_t *out_len);

#endif
