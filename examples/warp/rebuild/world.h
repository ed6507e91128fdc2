/* warp rebuild WARRIORS.WAD: edited world .glb files put back (docs/tool.md "Editing
 * worlds"): a streamed world's `<world>.glb` into its parts `<world>_ms<i>.sec` and its
 * world stream (world.c), a level's `<level>_glow.glb` into the level's glow world
 * (world_glow.c). Each mesh of the file is matched by name to the atomic (or sector) it came
 * from; the meshes that differ from what the extract wrote are encoded again in their own
 * PS2 layout (model_encode.c) and the boxes above them recomputed (world_tree.c); a material
 * now showing another texture of the world's dictionaries gets that texture's name
 * (world_tex.c, world_string.c). */
#ifndef WARP_TOOL_REBUILD_WORLD_H
#define WARP_TOOL_REBUILD_WORLD_H

#include <stddef.h>
#include <stdint.h>

#include "formats/gltf_read.h"
#include "warp/warp.h"

struct manifest;
struct wad_plan;

/* Every world item of the extraction in `from` whose .glb (or a .gltf beside it) changed:
 * put back, or refused by name (a lone part, a new mesh, a mesh removed, what the model
 * encoder refuses). *worlds: the files put back. 0, or -1 after a message (nothing is
 * then written). */
int rebuild_worlds(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *worlds);

/* Whether primitives p and q hold the same triangles (every attribute, bit for bit; their
 * materials aside, world_resolve compares those): 1, else 0. */
int world_same_prim(const gltfr_prim *p, const gltfr_prim *q);

/* The instance of d named `name` (its mesh or node, Blender's ".001" aside), marked in
 * used: its index; -1 after a message when none is, or two different meshes are. */
int world_find_instance(const gltfr_doc *d, const char *name, uint8_t *used, const char *path);

/* An instance of d left unused: refused by name (new meshes are not put back). 0, or -1. */
int world_unused_instances(const gltfr_doc *d, const uint8_t *used, const char *path);

/* ---- texture swaps (world_tex.c) ----
 * A primitive's material may show another texture of the world's dictionaries than the
 * one its RenderWare material names (an image swapped in Blender, or the primitive given
 * another material showing one): that material's texture name is rewritten. Refused by
 * name: an image no dictionary the mesh may use holds, one material shown with two
 * images, an image on a material with no texture, a material that is none of the mesh's
 * and shows none of the world's textures (a new material). */

/* A dictionary the world's materials may name textures from (FACTS.md 4.5). */
typedef struct world_dict {
    const uint8_t *txd;
    size_t len;
    char label[96]; /* its file, for messages */
    uint32_t part;  /* 0: loaded with the world; i: only with part i (<world>_ms<i>.sec) */
} world_dict;

typedef struct world_swap_mat {
    const char *tex; /* the material's texture name (in the input), tex_len bytes */
    uint32_t tex_len, canon; /* canon: the first list entry sharing this texture string */
    int has_texture;
    char image[GLTFR_NAME_MAX], by[GLTFR_NAME_MAX]; /* the image its meshes show, the first mesh showing it */
} world_swap_mat;

/* One material list's swaps, gathered over the meshes that use it (the glow world's
 * sectors share the world's list; a streamed world's atomic has its own). */
typedef struct world_swaps {
    const char *path;       /* the edited file, for messages */
    const world_dict *dicts;
    size_t ndicts;
    uint32_t part;          /* the meshes' part (streamed world), 0 for a glow world */
    world_swap_mat *mat;
    uint32_t count;
} world_swaps;

/* Set path, dicts, ndicts and part, then: the list's material count (0, or -1 after a
 * message), each material's info (world_swaps_set), each instance (world_resolve), then
 * world_swaps_finish and world_swaps_free. */
int world_swaps_begin(world_swaps *s, uint32_t material_count);
void world_swaps_set(world_swaps *s, uint32_t m, const warp_material_info *mi);
void world_swaps_free(world_swaps *s);

/* Instance b of y (the edited file), matched to instance a of x (as extracted) whose
 * geometry is g (the atomic's, or the sector's with the world's list): mats[k] (one per
 * primitive of b) gets primitive k's material index (-2: a MatFX dual pass copy, skipped),
 * the images it shows are noted, and *same is 1 when the instance draws what was
 * extracted with the same materials (nothing to encode again). 0, or -1 after a message. */
int world_resolve(world_swaps *s, const warp_geometry *g, const gltfr_doc *x, size_t a, const gltfr_doc *y, size_t b,
                  int *mats, int *same);

/* Called with the texture name of a material whose meshes now show another texture (tex:
 * where the name lies in the input) and the new name (the dictionary's spelling). 0, or -1. */
typedef int (*world_rename_fn)(void *user, const char *tex, const char *name);

/* Every material whose meshes show a new texture: checked against the dictionaries
 * (refused by name as above), then handed to fn; *swapped counts them. 0, or -1. */
int world_swaps_finish(world_swaps *s, world_rename_fn fn, void *user, unsigned *swapped);

/* The string section holding texture name `tex` (a pointer into p) under the section at
 * `root` of p: its header's offset in *str, its stamp, and the sections enclosing it
 * (innermost first, root last) as patch levels in lv (cap of them, *nlv). 0, or -1. */
int world_texture_string(const uint8_t *p, size_t len, size_t root, const char *tex, warp_patch_level *lv,
                         size_t cap, size_t *nlv, size_t *str, uint32_t *stamp);

/* A string section holding name (lib's warp_write_string_section) into out: 0 (*n its
 * size), or -1 when it does not fit cap. */
int world_string_section(const char *name, uint32_t stamp, uint8_t *out, size_t cap, size_t *n);

/* Glow world: the level entry's chunk with its data at `offset` (world_glow.c). */
int rebuild_glow_world(struct wad_plan *pl, uint32_t entry, size_t offset, const char *path);

#endif
