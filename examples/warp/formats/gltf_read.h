/* glTF 2.0 reader for `warp rebuild` (docs/tool.md "Editing models"): a .glb, or a .gltf
 * with its buffers (.bin files beside it or data: URIs), on cJSON.
 *
 * What it gives: the nodes (names, parents, local and world matrices), the skins' joints,
 * the animations' channels (key times and values per node and path), and every node that
 * draws a mesh, with the mesh's triangle-list primitives as plain arrays (float
 * positions, normals, UVs; RGBA8 colours; u16 joints and float weights), always indexed.
 * Positions and normals of unskinned instances are brought into the scene's space through
 * the node's world transform; skinned ones are left in bind
 * space (glTF ignores a skinned node's transform). Every accessor, view and buffer is
 * bounds-checked; a hostile file ends in a one-line reason, never a read out of range. */
#ifndef WARP_TOOL_GLTF_READ_H
#define WARP_TOOL_GLTF_READ_H

#include <stddef.h>
#include <stdint.h>

/* More vertices than this in one file are refused (a model of this game has a few
 * thousand); so are more animation keys (times and values, all channels) than
 * GLTFR_MAX_KEYS (the disc's clips of one character, baked at 30 frames a second, hold a
 * few hundred thousand). */
#define GLTFR_MAX_VERTICES 1000000u
#define GLTFR_MAX_KEYS 16000000u
#define GLTFR_NAME_MAX 128

typedef struct gltfr_prim {
    uint32_t vertex_count;
    float *position;    /* xyz */
    float *normal;      /* xyz (unit length), or NULL */
    float *texcoord[2]; /* uv per set, or NULL */
    uint8_t *color;     /* RGBA8, or NULL */
    uint16_t *joints;   /* 4 per vertex (indices into the instance's skin joints), or NULL */
    float *weights;     /* 4 per vertex, or NULL */
    uint32_t *indices;  /* index_count entries, 3 per triangle, each < vertex_count */
    uint32_t index_count;
    int material;       /* glTF material index, or -1 */
} gltfr_prim;

/* A node drawing a mesh. */
typedef struct gltfr_inst {
    char node_name[GLTFR_NAME_MAX], mesh_name[GLTFR_NAME_MAX];
    int node, mesh, skin; /* skin -1: none */
    size_t first_prim, prim_count;
} gltfr_inst;

typedef struct gltfr_node {
    char name[GLTFR_NAME_MAX];
    int parent;      /* -1: a root */
    float world[16]; /* column-major */
    float local[16]; /* its own matrix (or T * R * S), column-major */
} gltfr_node;

/* One animation channel: a node's translation, rotation or scale (glTF 2.0 section 3.11),
 * its sampler read: `count` key times (finite, non-decreasing, seconds) and `count`
 * values of 3 (translation, scale) or 4 (rotation x, y, z, w) floats. CUBICSPLINE keys are
 * read as their value (the tangents dropped). Morph weight channels are counted in
 * `weight_channels` of their animation, not listed. */
enum { GLTFR_TRANSLATION, GLTFR_ROTATION, GLTFR_SCALE };
enum { GLTFR_LINEAR, GLTFR_STEP, GLTFR_CUBICSPLINE };
typedef struct gltfr_channel {
    int node, path, interpolation;
    size_t count;
    float *times;
    float *values;
} gltfr_channel;

typedef struct gltfr_anim {
    char name[GLTFR_NAME_MAX];
    size_t first_channel, channel_count; /* in the doc's channels */
    size_t weight_channels;
} gltfr_anim;

typedef struct gltfr_skin {
    int *joints; /* node indices */
    size_t joint_count;
    float *ibm;  /* 16 per joint (column-major inverse bind matrices), or NULL: identities */
} gltfr_skin;

typedef struct gltfr_doc {
    gltfr_node *nodes;
    size_t node_count;
    gltfr_inst *insts;
    size_t inst_count;
    gltfr_prim *prims;
    size_t prim_count;
    gltfr_skin *skins;
    size_t skin_count;
    char (*materials)[GLTFR_NAME_MAX]; /* material names ("" when unnamed) */
    char (*material_images)[GLTFR_NAME_MAX]; /* each material's base colour image: its name, else its
                                                 URI's file name without extension; "" when none */
    float (*material_colors)[4]; /* each material's baseColorFactor (RGBA, each in [0, 1]; absent: all 1) */
    size_t material_count;
    size_t vertex_total;
    gltfr_anim *anims;
    size_t anim_count;
    gltfr_channel *channels;
    size_t channel_count;
} gltfr_doc;

/* Read `path` (.glb, or .gltf whose relative buffer URIs resolve beside it). 0, or -1
 * with a reason in err (doc left empty). */
int gltf_read_file(const char *path, gltfr_doc *doc, char *err, size_t errcap);
/* The same from memory. `dir` is where a .gltf's relative buffer files are looked up;
 * NULL refuses them (only .glb BIN chunks and data: URIs). */
int gltf_read_memory(const uint8_t *p, size_t len, const char *dir, gltfr_doc *doc, char *err, size_t errcap);
void gltf_read_free(gltfr_doc *doc);

/* out = a * b, 4x4 column-major as glTF stores them (out may be a or b). */
void gltf_mat_mul(float *out, const float *a, const float *b);

#endif
