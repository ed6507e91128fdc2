/* Shared by export.c (textures, materials, geometry, clumps) and export_world.c
 * (worlds, streamed worlds): one exporter per .glb being built. */
#ifndef WARP_TOOL_EXPORT_INTERNAL_H
#define WARP_TOOL_EXPORT_INTERNAL_H

#include "formats/gltf_model.h"
#include "formats/gltf.h"
#include "platform/util.h"

typedef struct tex_entry {
    char name[WARP_TEXTURE_NAME_MAX];
    int index;     /* glTF texture, or -1 when no dictionary has it */
    int has_alpha; /* some texel is not fully opaque */
} tex_entry;

typedef struct exporter {
    gltf_doc *doc;
    const export_textures *tex;
    const char *path; /* output file, for messages */
    export_stats *st;
    char *err;
    size_t errcap;
    tex_entry *cache; /* textures looked up so far (found or not) */
    size_t cache_count, cache_cap;
    tex_entry fallback; /* the first dictionary's first texture; index -2 before the look-up */
    int *materials;     /* glTF material per source material index (-2: not made yet) */
    uint32_t material_count;
    void *geometry;   /* warp_geometry storage */
    int double_sided; /* materials drawn with culling off (the glow world, FACTS 5) */
    struct gltf_doc **keep; /* non-NULL: exporter_end hands the document here instead of writing it */
    int shared;             /* doc is the caller's (export_clump_into): neither written nor freed */
} exporter;

/* Sets up ex (doc created, stats zeroed); 0 or -1 with err filled. */
int exporter_begin(exporter *ex, const export_textures *tex, const char *path, export_stats *st, char *err,
                   size_t errcap);
/* Writes the .glb unless `write` is 0 or an error occurred; frees everything. */
int exporter_end(exporter *ex, int ok);
/* -1 with a formatted reason in ex->err. */
int export_fail(exporter *ex, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Forget the material map (a new material list follows) and size it for count entries. */
int exporter_materials_reset(exporter *ex, uint32_t count);

/* One glTF mesh from an opened geometry, its materials mapped through ex->materials
 * (sized by the caller for the geometry's material list). with_skin: write joints and
 * weights. *mesh receives the mesh index, or -1 when nothing in it could be decoded
 * (skipped meshes are reported and counted). Returns 0 or -1 on a hard error. */
int export_geometry_mesh(exporter *ex, const warp_geometry *g, const char *name, int with_skin, int *mesh);

/* Rotation matrix columns x, y, z (orthonormal) -> quaternion (x, y, z, w). */
void export_basis_quat(const double *x, const double *y, const double *z, double *q);

#endif
