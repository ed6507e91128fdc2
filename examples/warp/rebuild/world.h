/* warp rebuild WARRIORS.WAD: edited world .glb files put back (docs/tool.md "Editing
 * worlds"): a streamed world's `<world>.glb` into its parts `<world>_ms<i>.sec` and its
 * world stream (world.c), a level's `<level>_glow.glb` into the level's glow world
 * (world_glow.c). Each mesh of the file is matched by name to the atomic (or sector) it came
 * from; the meshes that differ from what the extract wrote are encoded again in their own
 * PS2 layout (model_encode.c) and the boxes above them recomputed (world_tree.c). */
#ifndef WARP_TOOL_REBUILD_WORLD_H
#define WARP_TOOL_REBUILD_WORLD_H

#include <stddef.h>
#include <stdint.h>

#include "formats/gltf_read.h"

struct manifest;
struct wad_plan;

/* Every world item of the extraction in `from` whose .glb (or a .gltf beside it) changed:
 * put back, or refused by name (a lone part, a new mesh, a mesh removed, what the model
 * encoder refuses). *worlds: the files put back. 0, or -1 after a message (nothing is
 * then written). */
int rebuild_worlds(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *worlds);

/* Whether instance a of doc x draws the same triangles as instance b of doc y (the same
 * primitives, materials and every attribute, bit for bit): 1, else 0. */
int world_same_instance(const gltfr_doc *x, size_t a, const gltfr_doc *y, size_t b);

/* The instance of d named `name` (its mesh or node, Blender's ".001" aside), marked in
 * used: its index; -1 after a message when none is, or two different meshes are. */
int world_find_instance(const gltfr_doc *d, const char *name, uint8_t *used, const char *path);

/* An instance of d left unused: refused by name (new meshes are not put back). 0, or -1. */
int world_unused_instances(const gltfr_doc *d, const uint8_t *used, const char *path);

/* A primitive of instance b of y (the edited file) whose material is none of instance a's
 * of x (the file as extracted; Blender's ".001" aside): refused by name. 0, or -1. */
int world_new_material(const gltfr_doc *x, size_t a, const gltfr_doc *y, size_t b, const char *path);

/* Glow world: the level entry's chunk with its data at `offset` (world_glow.c). */
int rebuild_glow_world(struct wad_plan *pl, uint32_t entry, size_t offset, const char *path);

#endif
