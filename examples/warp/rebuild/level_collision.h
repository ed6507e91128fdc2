/* warp rebuild: collision.glb edited in Blender, matched back to the level's mesh
 * (level_collision_glb.c), for level_collision.c. */
#ifndef WARP_TOOL_REBUILD_LEVEL_COLLISION_H
#define WARP_TOOL_REBUILD_LEVEL_COLLISION_H

#include "formats/gltf_read.h"
#include "rebuild/level.h"

/* The triangles of a collision.glb (`path` names it in messages; doc read by gltf_read)
 * turned back to game axes, (x, y, z)_glTF -> (x, -z, y), each primitive's material id and
 * sidedness from its material's name as extracted ("5 CONCRETE", "2 GLASS two-sided"), merged
 * with the level's mesh `orig` into *out: a triangle found again keeps its flags, area byte
 * and vertex numbers; one with a corner moved (two corners found on a lost triangle) keeps
 * them too, the corner becoming a vertex of its own or joining one at the same spot; a new
 * triangle takes flags and area from the triangle sharing most corners with it (else
 * enabled, area 0) and comes last; triangles gone are dropped, and vertices no triangle
 * uses any more. 0, or -1 after a message naming what to change. */
int coll_glb_merge_doc(const gltfr_doc *doc, const char *path, const coll_mesh *orig, coll_mesh *out);
/* The same from the file at path. */
int coll_glb_merge(const char *path, const coll_mesh *orig, coll_mesh *out);

#endif
