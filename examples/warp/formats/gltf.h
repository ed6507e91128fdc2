/* glTF 2.0 binary (.glb) scene builder for the warp tool.
 *
 * A standalone builder fed plain arrays (no dependency on the library's geometry API):
 * add textures, materials, meshes, nodes and skins, then write one .glb. Every add call
 * copies what it is given, so the caller's arrays may be freed right after the call.
 * Indices returned by the add calls are the glTF indices of the created objects.
 *
 * Conventions (docs/tool-gltf.md has the RenderWare mapping):
 *  - Axes: written as given. The game's models and worlds are y-up like glTF; z-up data
 *    (its car models, GTA's files) needs gltf_set_root_matrix(doc, gltf_z_up_to_y_up).
 *  - Matrices are 16 floats, column-major (glTF order); a RenderWare matrix (right, up,
 *    at, pos) maps to columns 0..3 (gltf_matrix_from_rw).
 *  - Texture coordinates: RenderWare and glTF both put (0,0) at the image's top-left:
 *    written unchanged.
 *  - Triangles are counter-clockwise when seen from the side their normals face
 *    (gltf_winding_fix checks and repairs this). */
#ifndef WARP_TOOL_GLTF_H
#define WARP_TOOL_GLTF_H

#include <stddef.h>
#include <stdint.h>

typedef struct gltf_doc gltf_doc;

/* Add calls return an index >= 0, or one of these (gltf_error() says why). */
enum {
    GLTF_ERR_INVALID = -1, /* bad argument or non-finite / out-of-range data: nothing added */
    GLTF_ERR_EMPTY = -2,   /* a mesh whose every primitive is empty: nothing added */
    GLTF_ERR_NOMEM = -3
};

/* RenderWare texture filter modes (rwFILTER*) and addressing modes (rwTEXTUREADDRESS*),
 * as stored in a texture native's filterAddressing word. */
enum {
    GLTF_RW_FILTER_NEAREST = 1,
    GLTF_RW_FILTER_LINEAR = 2,
    GLTF_RW_FILTER_MIP_NEAREST = 3,
    GLTF_RW_FILTER_MIP_LINEAR = 4,
    GLTF_RW_FILTER_LINEAR_MIP_NEAREST = 5,
    GLTF_RW_FILTER_LINEAR_MIP_LINEAR = 6
};
enum { GLTF_RW_WRAP = 1, GLTF_RW_MIRROR = 2, GLTF_RW_CLAMP = 3, GLTF_RW_BORDER = 4 };

enum { GLTF_ALPHA_OPAQUE, GLTF_ALPHA_MASK, GLTF_ALPHA_BLEND };

typedef struct gltf_material {
    const char *name;       /* may be NULL */
    float base_color[4];    /* RGBA factor, clamped to [0,1] */
    int texture;            /* base colour texture index, or -1 */
    int texcoord;           /* which TEXCOORD_n the texture reads: 0 or 1 */
    int alpha_mode;         /* GLTF_ALPHA_* */
    float alpha_cutoff;     /* GLTF_ALPHA_MASK only */
    int double_sided;
    const char *env_map;    /* MatFX environment map texture, written as "extras": {"env_map": name}; may be NULL */
} gltf_material;

/* One triangle list. Per-vertex arrays are tightly packed, vertex_count entries each;
 * NULL means absent. */
typedef struct gltf_primitive {
    uint32_t vertex_count;
    const float *position;      /* xyz, required, finite */
    const float *normal;        /* xyz; written normalised (a zero normal becomes +y) */
    const float *texcoord[2];   /* uv per set */
    const uint8_t *color_u8[2]; /* RGBA, 255 = 1.0 (see gltf_color_from_gs) ... */
    const float *color_f[2];    /* ... or RGBA floats in [0,1]; u8 wins when both set */
    const uint8_t *joints_u8;   /* 4 joint indices (into the skin's joint list) ... */
    const uint16_t *joints_u16; /* ... or 16-bit ones; needs weights */
    const float *weights;       /* 4 weights; written normalised to sum 1 (see gltf.c) */
    const uint32_t *indices;    /* index_count indices (3 per triangle); NULL = not indexed */
    uint32_t index_count;
    int material;               /* material index, or -1 */
    int lines;                  /* non-zero: a line list (2 vertices/indices per line), no normals needed */
    /* Morph targets: target_count (at most GLTF_MAX_TARGETS) arrays of POSITION deltas
     * (xyz per vertex). Every primitive of a mesh has the same count; the mesh's default
     * weights are 0. */
    const float *const *target_position;
    uint32_t target_count;
} gltf_primitive;

#define GLTF_MAX_TARGETS 16

typedef struct gltf_node {
    const char *name;     /* may be NULL */
    const float *matrix;  /* 16 floats column-major, or NULL to use the TRS below */
    float translation[3];
    float rotation[4];    /* quaternion x, y, z, w; written normalised */
    float scale[3];
    int mesh;             /* mesh index, or -1 */
    int skin;             /* skin index, or -1 (needs a mesh with joints and weights) */
    int hidden;           /* written with "extras": {"hidden": true} (a layer to show on demand) */
} gltf_node;

/* Animation channel targets (glTF "path"). */
enum { GLTF_PATH_TRANSLATION, GLTF_PATH_ROTATION, GLTF_PATH_SCALE };

/* One animated property of one node: key_count values (3 floats, or 4 for a rotation
 * quaternion x, y, z, w, written normalised) at the animation's key times. */
typedef struct gltf_anim_channel {
    int node;
    int path;            /* GLTF_PATH_* */
    const float *values;
} gltf_anim_channel;

/* z-up (car models, GTA's files) to y-up (glTF): a -90 degree turn about x. */
extern const float gltf_z_up_to_y_up[16];

/* Square root of a finite x > 0; 0 for zero, negative or non-finite x (the writers' vectors). */
double gltf_sqrt(double x);

gltf_doc *gltf_new(void);
void gltf_free(gltf_doc *doc);
/* Why the last call failed (never NULL). */
const char *gltf_error(const gltf_doc *doc);

/* Defaults: white, no texture, texcoord 0, opaque, cutoff 0.5, single sided. */
void gltf_material_init(gltf_material *m);
/* Defaults: no name, identity TRS, no matrix, no mesh, no skin, shown. */
void gltf_node_init(gltf_node *n);
/* RenderWare right/up/at/pos vectors (3 floats each) -> column-major 4x4. */
void gltf_matrix_from_rw(float out[16], const float right[3], const float up[3], const float at[3],
                         const float pos[3]);
/* A GS-scale colour byte (0x80 = 1.0) -> 255 = 1.0, clamped (values above 0x80 saturate). */
uint8_t gltf_color_from_gs(uint8_t gs);

/* A PNG image (bytes copied into the binary chunk) with a sampler built from the
 * RenderWare filter and addressing modes (unknown values: linear / wrap). Returns
 * the texture index. */
int gltf_add_texture_png(gltf_doc *doc, const char *name, const uint8_t *png, size_t png_len,
                         int rw_filter, int rw_address_u, int rw_address_v);
/* A small copy of texture `tex`'s pixels (w x h RGBA8 rows, stride bytes apart), point
 * sampled to powers of two of at most GLTF_PREVIEW_MAX a side: what the thumbnail
 * (gltf_thumb.h) samples; never written to the .glb. 0, or an error. */
#define GLTF_PREVIEW_MAX 64
int gltf_texture_preview(gltf_doc *doc, int tex, const uint8_t *rgba, uint32_t w, uint32_t h, size_t stride);
int gltf_add_material(gltf_doc *doc, const gltf_material *m);
/* Primitives with no vertices (or indices given but index_count 0) are skipped;
 * GLTF_ERR_EMPTY when all are. Returns the mesh index. */
int gltf_add_mesh(gltf_doc *doc, const char *name, const gltf_primitive *prims, size_t prim_count);
int gltf_add_node(gltf_doc *doc, const gltf_node *n);
/* A TRS node's translation, rotation (written normalised) or scale (path GLTF_PATH_*, 3 or 4
 * floats) set anew: an animation that would hold it still leaves its channel out. 0 or an error. */
int gltf_set_trs(gltf_doc *doc, int node, int path, const float *value);
/* Makes child a child of parent. Refuses a child that has a parent already, or that
 * is parent itself or one of its ancestors (the node graph stays a forest). Returns 0. */
int gltf_add_child(gltf_doc *doc, int parent, int child);
/* joints: joint_count distinct node indices. inverse_bind: 16 floats per joint
 * (column-major) or NULL for identities; the last row is forced to (0,0,0,1) since
 * RenderWare leaves those words undefined. skeleton: common root node, or -1. */
int gltf_add_skin(gltf_doc *doc, const char *name, const int *joints, size_t joint_count,
                  const float *inverse_bind, int skeleton);
/* One animation: every channel keyed at the same times (key_count >= 1 finite seconds,
 * strictly increasing; one shared input accessor), interpolated LINEAR. Each node+path
 * at most once; the nodes must use TRS, not a matrix. Returns the animation index. */
int gltf_add_animation(gltf_doc *doc, const char *name, const float *times, uint32_t key_count,
                       const gltf_anim_channel *channels, size_t channel_count);
/* When set, the scene gets one root node carrying this matrix, over every parentless
 * node except skinned-mesh nodes (glTF ignores their transform; their joints carry
 * it). NULL removes it. */
void gltf_set_root_matrix(gltf_doc *doc, const float m[16]);

/* Copy src's textures (with their previews), materials and meshes into dst (their indices
 * shifted past dst's own); no node. Returns the index src's mesh 0 has in dst (meshes
 * keep their order), or an error. */
int gltf_import(gltf_doc *dst, const gltf_doc *src);
/* One more placement of an imported src: a copy of src's node tree (its meshes shifted by
 * mesh_base, as gltf_import returned; its root matrix as a node of its own) under node
 * `parent`. Skins are not copied: skinned meshes stand in their bind pose. 0 or an error. */
int gltf_instance(gltf_doc *dst, const gltf_doc *src, int mesh_base, int parent);

/* The whole .glb in a malloc'ed buffer (caller frees). Returns 0 or an error. */
int gltf_encode_glb(gltf_doc *doc, uint8_t **out, size_t *out_len);
/* Called after gltf_write_glb writes each .glb (`warp extract` draws its thumbnails this
 * way, gltf_thumb.h): 0 or 1, else -1 with errno set, which fails the write. NULL (the
 * default): nothing. Set before any writer runs. */
typedef int (*gltf_written_fn)(const gltf_doc *doc, const char *path);
void gltf_on_written(gltf_written_fn fn);
/* Encode and write to path, then the gltf_on_written hook. Returns 0 or an error
 * (GLTF_ERR_INVALID with errno set on I/O failure). */
int gltf_write_glb(gltf_doc *doc, const char *path);
/* One mesh of prim_count primitives under one root node, both called `name`, written to
 * path: the whole document of the collision, path and icon exports. 0 or an error. */
int gltf_write_single_mesh_glb(gltf_doc *doc, const char *name, const gltf_primitive *prims, size_t prim_count,
                               const char *path);

/* Triangles (index_count/3 of them) whose face normal points away from the sum of
 * their vertex normals; when flip is set, those triangles get two corners swapped.
 * Degenerate triangles and ones with an index >= vertex_count are not counted.
 * Returns the count. */
size_t gltf_winding_fix(const float *position, const float *normal, uint32_t vertex_count, uint32_t *indices,
                        size_t index_count, int flip);

#endif
