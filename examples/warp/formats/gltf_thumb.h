/* Thumbnails of the .glb files the tool writes (docs/tool.md "Thumbnails"): `warp extract`
 * hands gltf_thumb_write to gltf_on_written, so each gltf_write_glb draws its document
 * with thumb.c and writes the picture beside it: `<name>.glb` -> `<name>.thumb.png`. */
#ifndef WARP_TOOL_GLTF_THUMB_H
#define WARP_TOOL_GLTF_THUMB_H

#include <stddef.h>

struct gltf_doc;

/* The thumbnail's path for a .glb path: its name with `.glb` replaced (or followed) by `.thumb.png`. */
void gltf_thumb_path(const char *glb_path, char *out, size_t cap);

/* Draw doc (every node's mesh in the scene's space, hidden layers left out; skinned meshes
 * in their bind pose) and
 * write the thumbnail of glb_path. 0 written, 1 nothing drawn or output discarded (warp
 * check; nothing written), -1 out of memory or a write failure (errno set). A
 * gltf_written_fn. */
int gltf_thumb_write(const struct gltf_doc *doc, const char *glb_path);

#endif
