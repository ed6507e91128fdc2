/* warp rebuild WARRIORS.WAD: a character's clips back from the glTF animations of its
 * edited .glb (clip_glb.c), the export of FACTS.md 6.4 read backwards. */
#ifndef WARP_TOOL_REBUILD_CLIP_GLB_H
#define WARP_TOOL_REBUILD_CLIP_GLB_H

struct manifest;
struct wad_plan;

/* Every character model whose .glb changed since the extraction: each glTF animation,
 * matched to the character's clip of its name, is sampled at the clip's whole frames; the
 * joints' local rotations and translations give back the pose bones' rotations and the
 * pelvis position (6.4 steps 3-5 inverted). A channel whose values at every frame quantise
 * as the decoded clip's (within one stored unit) keeps its keys; one that differs gets a
 * key at every frame. Section A, bone 0 and the events stay. A clip with no channel
 * changed keeps its bytes; the others are encoded again (clip.c) and spliced in place.
 * Refused by name (nothing written): an animation no clip has, a joint turned that has no
 * channel in its clip, a joint moved (clips store rotations and the pelvis position), an
 * animation running past its clip's duration, a clip edited both here and in its JSON.
 * *replaced grows by the clips encoded again. 0, or -1 after a message. */
int rebuild_clips_glb(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
