/* warp rebuild: a world's boxes after some of its sectors' geometry changed (FACTS.md 3.4:
 * the world header's box, each atomic sector's box, each plane's left and right extents).
 * Shared by the streamed worlds (world.c) and the level's glow world (world_glow.c). */
#ifndef WARP_TOOL_REBUILD_WORLD_TREE_H
#define WARP_TOOL_REBUILD_WORLD_TREE_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

/* The new boxes of the atomic sectors, in tree order (warp_world_sector_info.index); only
 * those with touched[s] set are new, the others are read from the world. */
typedef struct world_boxes {
    float (*max)[3], (*min)[3];
    uint8_t *touched;
    uint32_t count;
} world_boxes;

/* Called with each u32 of the world section (offset from its header) that takes a new
 * value; 0, or -1 to stop. */
typedef int (*world_word_fn)(void *user, size_t offset, uint32_t value);

/* Walk the world section at w (len bytes, header included; checked by warp_world_init):
 * a touched sector's box, the extents of the planes above it (left: the left subtree's
 * largest coordinate on the plane's axis, right: the right subtree's smallest, as the
 * library's writer lays them) and the header's box (the union of the sectors') are handed
 * to fn when they differ from the stored ones. Nothing when no sector is touched. 0, or -1
 * (a tree the walk cannot follow, or fn's -1). */
int world_tree_boxes(const uint8_t *w, size_t len, const world_boxes *b, world_word_fn fn, void *user);

/* The plane sectors above atomic sector `sector` (tree order) of the world at w: their
 * headers' offsets, the innermost first, in heads (cap of them), their count in *n. 0, or
 * -1 (no such sector, a deeper tree, a tree the walk cannot follow). */
int world_tree_path(const uint8_t *w, size_t len, uint32_t sector, size_t *heads, size_t cap, size_t *n);

/* Union the positions of one geometry (g: a warp_geometry handle) moved by origin into
 * max/min (which start at -/+infinity): 0, or -1 when a mesh cannot be decoded. */
int world_geometry_bounds(const warp_geometry *g, const float origin[3], float max[3], float min[3]);

#endif
