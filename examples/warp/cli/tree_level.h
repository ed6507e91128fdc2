/* warp tree: the decoded structure of level data and scenes (FACTS-2 1-5). */
#ifndef WARP_TOOL_TREE_LEVEL_H
#define WARP_TOOL_TREE_LEVEL_H

#include <stddef.h>
#include <stdint.h>

/* A level container: collision, path data, occluders, subtitles, summarised. */
void tree_level(const uint8_t *p, size_t len, int depth);
/* The Scene List container: its records. */
void tree_scene_list(const uint8_t *p, size_t len, int depth);
/* A .scn record: header or segment, definitions and tracks. Returns 0 or -1 (the reason
 * printed as a tree line). */
int tree_scene(const uint8_t *p, size_t len, int depth);

#endif
