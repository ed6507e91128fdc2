/* The glTF builder's records (gltf.c), shared with the thumbnail renderer (gltf_thumb.c),
 * which draws a document before it is encoded. Private to those two files. */
#ifndef WARP_TOOL_GLTF_INTERNAL_H
#define WARP_TOOL_GLTF_INTERNAL_H

#include "formats/gltf.h"

/* glTF enums (componentType, bufferView.target, sampler filters and wraps). */
enum {
    GL_UNSIGNED_BYTE = 5121,
    GL_UNSIGNED_SHORT = 5123,
    GL_UNSIGNED_INT = 5125,
    GL_FLOAT = 5126,
    GL_ARRAY_BUFFER = 34962,
    GL_ELEMENT_ARRAY_BUFFER = 34963,
    GL_NEAREST = 9728,
    GL_LINEAR = 9729,
    GL_NEAREST_MIPMAP_NEAREST = 9984,
    GL_LINEAR_MIPMAP_NEAREST = 9985,
    GL_NEAREST_MIPMAP_LINEAR = 9986,
    GL_LINEAR_MIPMAP_LINEAR = 9987,
    GL_REPEAT = 10497,
    GL_CLAMP_TO_EDGE = 33071,
    GL_MIRRORED_REPEAT = 33648
};

/* Vertex attribute slots of a primitive, in the order they are written. */
enum { A_POSITION, A_NORMAL, A_TEXCOORD_0, A_TEXCOORD_1, A_COLOR_0, A_COLOR_1, A_JOINTS_0, A_WEIGHTS_0, A_COUNT };

typedef struct view {
    size_t offset, length;
    uint32_t stride; /* 0 = tightly packed, not written */
    uint32_t target; /* 0 = none */
} view;

typedef struct accessor {
    int view;
    uint32_t component, count;
    const char *type; /* "SCALAR", "VEC2", ... */
    int normalized;
    int ncomp_minmax; /* components of min/max written (POSITION: 3), 0 = none */
    float min[3], max[3];
} accessor;

typedef struct image {
    int view;
    char *name;
} image;
typedef struct sampler {
    int mag, min, wrap_s, wrap_t;
} sampler;
typedef struct texture {
    int sampler, image;
    uint8_t *preview; /* RGBA8 pw x ph, a small copy for thumbnails (gltf_texture_preview), or NULL */
    uint32_t pw, ph;
} texture;
typedef struct material {
    gltf_material m; /* m.name points at name, m.env_map at env_map */
    char *name, *env_map;
} material;
typedef struct prim {
    int attr[A_COUNT]; /* accessor or -1 */
    int indices;       /* accessor or -1 */
    int material;
    uint32_t joint_limit; /* 1 + the largest joint index used, 0 without joints */
    int lines;         /* mode LINES (1) instead of TRIANGLES */
    int targets[GLTF_MAX_TARGETS]; /* POSITION accessor of each morph target */
    uint32_t target_count;
} prim;
typedef struct mesh {
    char *name;
    prim *prims;
    size_t prim_count;
} mesh;
typedef struct node {
    gltf_node n; /* n.name points at `name`; n.matrix only flags `matrix` (the array moves on growth) */
    char *name;
    float matrix[16];
    int parent; /* -1 = none */
    int *children;
    size_t child_count, child_cap;
} node;
typedef struct skin {
    char *name;
    int *joints;
    size_t joint_count;
    int ibm; /* accessor */
    int skeleton;
} skin;

typedef struct anim_target {
    int node, path, output; /* output: accessor */
} anim_target;
typedef struct animation {
    char *name;
    int input; /* accessor of the key times */
    anim_target *targets;
    size_t target_count;
} animation;

struct gltf_doc {
    uint8_t *bin;
    size_t bin_len, bin_cap;
    view *views;
    size_t view_count, view_cap;
    accessor *accessors;
    size_t accessor_count, accessor_cap;
    image *images;
    size_t image_count, image_cap;
    sampler *samplers;
    size_t sampler_count, sampler_cap;
    texture *textures;
    size_t texture_count, texture_cap;
    material *materials;
    size_t material_count, material_cap;
    mesh *meshes;
    size_t mesh_count, mesh_cap;
    node *nodes;
    size_t node_count, node_cap;
    skin *skins;
    size_t skin_count, skin_cap;
    animation *animations;
    size_t animation_count, animation_cap;
    int has_root;
    float root[16];
    int broken; /* an allocation failed half way: the document cannot be written */
    char err[200];
};

#endif
