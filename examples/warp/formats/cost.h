/* What a mod costs the console (docs/tool.md "check --against"): per entry that changed
 * against the original WAD, its bytes, texture memory in GS pages, vertices and
 * triangles, and a warning where a level's or pack's total passes the largest the
 * original holds. Used by `warp check --against` and the WAD rebuild's summary. */
#ifndef WARP_TOOL_COST_H
#define WARP_TOOL_COST_H

#include <stdint.h>
#include <stdio.h>

#include "warp/warp.h"

typedef struct entry_cost {
    uint64_t bytes, gs_pages; /* GS pages: 8 KiB each, every texture's raster rounded up to whole pages */
    uint64_t textures, vertices, triangles;
} entry_cost;

/* The cost of one entry's bytes: its textures and geometry wherever they lie (a whole
 * RenderWare stream, or the chunks of a resource or pack). Never fails: what does not
 * decode counts nothing. */
void cost_measure(const uint8_t *e, size_t len, entry_cost *c);

/* Compare the mod (mod_wad, mod_dir) with the original it was built from: one line per
 * entry whose cost changed, then one warning per level or pack past the original's
 * largest (which number, by how much), to f. Returns the number of warnings, or -1
 * after a message (a file that does not open). */
int cost_compare(FILE *f, const char *orig_wad, const char *orig_dir, const char *mod_wad, const char *mod_dir);

#endif
