/* Decoded level data and scenes for the whole-WAD extractor (FACTS-2 1-5). */
#ifndef WARP_TOOL_EXTRACT_LEVEL_H
#define WARP_TOOL_EXTRACT_LEVEL_H

#include "extract/job.h"
#include "extract/json_out.h"

/* A level container (.lev): collision.glb/.json, paths.json/.glb, subtitles.json, level.json. */
void extract_level(entry_job *j, const uint8_t *p, size_t len);
/* The path data chunk (0x40) of a level: paths.json and paths.glb (its document handed to
 * *keep when keep is not NULL; the caller frees it). */
struct gltf_doc;
void extract_paths(entry_job *j, const warp_span *paths, struct gltf_doc **keep);
/* <level>.glb (level_scene.c): when the level has an object list and a streamed world,
 * both assembled with the collision and paths documents (either may be NULL). */
void extract_level_scene(entry_job *j, struct gltf_doc *collision, struct gltf_doc *paths);
/* A .scn record: <scene>.json. */
void extract_scene(entry_job *j, const uint8_t *p, size_t len);
/* The Scene List container: scene_list.json. */
void extract_scene_list(entry_job *j, const uint8_t *p, size_t len);

#endif
