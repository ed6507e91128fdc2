/* Decoded level data and scenes for the whole-WAD extractor (FACTS-2 1-5). */
#ifndef WARP_TOOL_EXTRACT_LEVEL_H
#define WARP_TOOL_EXTRACT_LEVEL_H

#include "extract/job.h"
#include "extract/json_out.h"

struct gltf_doc;

/* A level container (.lev): collision.glb/.json, paths.json/.glb, subtitles.json, level.json. */
void extract_level(entry_job *j, const uint8_t *p, size_t len);
/* The path data chunk (0x40) of a level: paths.json and paths.glb (its document handed to
 * *keep when keep is not NULL; the caller frees it). */
void extract_paths(entry_job *j, const warp_span *paths, struct gltf_doc **keep);
/* <level>.glb (level_scene.c): when the level has an object list and a streamed world,
 * both assembled with the collision and paths documents (either may be NULL). */
void extract_level_scene(entry_job *j, struct gltf_doc *collision, struct gltf_doc *paths);
/* Game axes (z up) -> glTF's y up: (x, y, z) -> (x, z, -y), for positions and for the
 * quaternion's vector part (a rotation of the axes: FACTS-2 7, docs/format-level.md). */
void game_pos(const float g[3], float out[3]);
void game_rot(const float q[4], float out[4]);
/* The texture dictionaries of an Object/Character List record opened into held (entry_close
 * each of the first n after use), as export_model finds them; n, 0 to 2. */
int record_textures(entry_job *j, const model_rec *rec, const uint8_t *txd[2], size_t txd_len[2],
                    entry_bytes held[2]);
/* An object's model document built from its Object List record (textures from the
 * record's dictionaries, as export_model does; gltf_free it), or NULL. */
struct gltf_doc *object_model_doc(entry_job *j, const model_rec *rec, const char *label);
/* A .scn record: <scene>.json, and for a header <scene>.glb (scene_glb.c). */
void extract_scene(entry_job *j, const uint8_t *p, size_t len);
/* <scene>.glb, the scene's view: each role whose character is known on its start mark
 * playing its clip, each object and the camera moved by its track, in one animation
 * (docs/tool.md "Scenes in the index"); a "scene_view" item listing the roles left out. */
struct warp_scene;
void extract_scene_glb(entry_job *j, const struct warp_scene *s, const uint8_t *p, size_t len);
/* The Scene List container: scene_list.json. */
void extract_scene_list(entry_job *j, const uint8_t *p, size_t len);

#endif
