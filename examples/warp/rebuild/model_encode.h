/* warp rebuild: one geometry of a model encoded again from an edited glTF instance, in the
 * geometry's own layout (FACTS 3.6; docs/tool.md "Editing models"). */
#ifndef WARP_TOOL_REBUILD_MODEL_ENCODE_H
#define WARP_TOOL_REBUILD_MODEL_ENCODE_H

#include <stddef.h>
#include <stdint.h>

#include "formats/gltf_read.h"
#include "warp/warp.h"

#define MODEL_NAME_MAX 128
#define MODEL_NEW_MAX 16  /* new materials one geometry may gain */
#define MODEL_MESH_KEEP 64 /* meshes whose bytes may be kept (more: all encoded again) */
#define MODEL_RECOLOR_MAX 64 /* old materials one geometry may recolour */

/* What the model says about one geometry and where the glTF put it. */
typedef struct model_geo {
    const warp_geometry *g;
    const char *name;       /* the mesh name the extract gave it (its atomic's frame name) */
    float to_frame[16];     /* glTF scene space -> the atomic's frame (column-major); unskinned only */
    const char (*bone_names)[MODEL_NAME_MAX]; /* skinned: bone b's frame name */
    const int32_t *bone_ids;                  /* skinned: bone b's HAnim id */
    const float *bone_world;                  /* skinned: 16 per bone, its frame in the glTF scene as the extract
                                                 placed it (model_skin.h), or NULL */
    uint32_t bone_count;
    float position_scale, uv_scale; /* the atomic's 0x3F0 scales (packed layout) */
    uint32_t stamp;                 /* the geometry section's library stamp, kept */
    const int *prim_material;       /* when set: each primitive's material, chosen by the caller (a world's
                                       texture swaps, world_resolve; -2 skips it), no name or image checked */
    const char (*textures)[32];     /* the textures of the model's dictionaries (new ones included): an image
                                       naming one the geometry's materials do not is a new material */
    uint32_t texture_count;
    const char *dicts;              /* where they are, for messages ("entry 10's dictionary"); NULL: the
                                       model's dictionaries are not known (new materials refused) */
} model_geo;

typedef struct model_out {
    uint8_t *geometry;              /* the new geometry section (malloc'ed) */
    size_t len;
    float position_scale, uv_scale; /* unchanged, or grown to hold the new values */
    uint32_t vertices, triangles;   /* glTF vertices and triangles taken */
    int unchanged;                  /* the instance draws what the geometry holds: no geometry written */
    uint32_t old_materials, new_materials; /* the geometry's materials; materials added after them */
    uint32_t sibling;               /* the material the new ones are like (surface, colour, filter) */
    uint32_t old_meshes;            /* the geometry's meshes (new ones follow them) */
    uint8_t keep[MODEL_MESH_KEEP];  /* per old mesh: 1 when it draws what it held and the scales stayed (its
                                       native bytes may be kept) */
    char note[320];                 /* a line to print (an exporter's offset undone), or "" */
    uint32_t recolor_count;         /* old materials whose glTF baseColorFactor (x 255, rounded) differs */
    struct {
        uint32_t material;
        uint8_t was[4], now[4];     /* RGBA */
    } recolor[MODEL_RECOLOR_MAX];   /* not in `geometry` (its old materials stay the model's): the caller's */
} model_out;

/* Encode instance `inst` of d as mg's geometry: its primitives mapped to the geometry's
 * materials by name (texture name or "material N", Blender's ".001" suffixes ignored),
 * else in order; a material whose image is a texture of mg->textures no material of the
 * geometry shows becomes a new material (like out->sibling) with a mesh of its own, after
 * the old ones, in its own colour (the glTF material's baseColorFactor); an old material whose
 * colour differs is listed in out->recolor; a skin brought back into the game's bind space (model_skin.h); strips,
 * batches, the bounding sphere, the scales. When every mesh equals the geometry's within
 * tolerance (model_same.h) nothing is encoded: out->unchanged. 0, or -1 with a reason
 * saying what to change in err. */
int model_encode(const model_geo *mg, const gltfr_doc *d, size_t inst, model_out *out, char *err, size_t errcap);

/* The old materials of g (named `name`) whose glTF colour (baseColorFactor x 255, rounded)
 * differs, as model_encode lists them, for d's instance `inst` whose primitives' materials
 * are mats (below 0 skipped): out->recolor (the rest of out zero). 0, or -1 with a reason. */
int model_recolors(const warp_geometry *g, const char *name, const gltfr_doc *d, size_t inst, const int *mats,
                   model_out *out, char *err, size_t errcap);

/* A glow world's geometry, whose material colours are not put back: 1 after a message
 * naming o's first recoloured material; else 0. */
int model_recolor_refused(const char *path, const char *name, const model_out *o);

/* A name without the ".NNN" suffix Blender adds to duplicates, compared case-sensitively. */
int model_same_name(const char *gltf_name, const char *name, size_t name_len);

#endif
