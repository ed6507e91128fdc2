/* warp rebuild: an edited geometry's sections as they go back into the model (model_parts.c):
 * new materials appended to its material list, old meshes that draw what they held keeping
 * their native bytes (docs/patch.md "Models"). */
#ifndef WARP_TOOL_REBUILD_MODEL_PARTS_H
#define WARP_TOOL_REBUILD_MODEL_PARTS_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/model_encode.h"

typedef struct geo_parts {
    uint8_t *list;   /* the material list section (0x08) with the new materials, or NULL: kept as it is */
    size_t list_len;
    uint8_t *bin;    /* the mesh plugin (0x50E) */
    size_t bin_len;
    uint8_t *native; /* the native data (0x510) */
    size_t native_len;
    uint32_t triangles, vertices; /* the geometry struct's counts */
    uint32_t kept;                /* old meshes whose DMA chains were kept */
} geo_parts;

/* The sections of o (model_encode's output) for the geometry section at `geo` in e (len
 * bytes): the old material list and its materials' bytes kept with o's new materials after
 * them, each new one's struct (flags, surface properties) its sibling's, its colour its own; each mesh o
 * marks kept with its old mesh plugin count and DMA chain. 0, or -1 (malformed, out of
 * memory). */
int model_parts(const uint8_t *e, size_t len, size_t geo, const model_out *o, geo_parts *p);
void model_parts_free(geo_parts *p);

/* Material m's struct section (its header offset) in the material list section at `list` in
 * p (len bytes), a reused index resolved to the material it reuses; 0 when malformed. Its
 * RGBA colour is at +16 (the struct: flags, RGBA, a word, textured, three surface floats). */
size_t model_material_struct(const uint8_t *p, size_t len, size_t list, uint32_t m);

/* The child of type `type` of the RenderWare section at `at` (header) in p: its header
 * offset, or 0. */
size_t model_child(const uint8_t *p, size_t len, size_t at, uint32_t type);

#endif
