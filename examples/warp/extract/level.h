/* Decoded level data and scenes for the whole-WAD extractor (FACTS-2 1-5). */
#ifndef WARP_TOOL_EXTRACT_LEVEL_H
#define WARP_TOOL_EXTRACT_LEVEL_H

#include "extract/job.h"
#include "extract/json_out.h"

/* A level container (.lev): collision.glb/.json, paths.json/.glb, subtitles.json, level.json. */
void extract_level(entry_job *j, const uint8_t *p, size_t len);
/* The path data chunk (0x40) of a level: paths.json and paths.glb. */
void extract_paths(entry_job *j, const warp_span *paths);
/* A .scn record: <scene>.json. */
void extract_scene(entry_job *j, const uint8_t *p, size_t len);
/* The Scene List container: scene_list.json. */
void extract_scene_list(entry_job *j, const uint8_t *p, size_t len);

#endif
