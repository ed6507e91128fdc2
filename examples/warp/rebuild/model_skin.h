/* warp rebuild: an exported skin's joints compared with the model's own skeleton, the
 * exporter's rigid offset found (docs/tool.md "Editing models": skins). */
#ifndef WARP_TOOL_REBUILD_MODEL_SKIN_H
#define WARP_TOOL_REBUILD_MODEL_SKIN_H

#include <stddef.h>
#include <stdint.h>

#define MODEL_SKIN_BONES 256

/* The inverse of an affine column-major 4x4 matrix (products: gltf_mat_mul): 1, or 0 when singular. */
int model_mat_invert(const float *m, float *o);

/* One skinned geometry's bones, as the game and the file have them. */
typedef struct model_skin_in {
    const char *name;                   /* the mesh, for messages */
    uint32_t bone_count;
    const char (*bone_names)[128];      /* bone b's joint name */
    const float *game_ibm;              /* 16 per bone: the skin plugin's inverse bind matrices */
    const float *bone_world;            /* 16 per bone: the bone's frame in the glTF scene as extracted, or NULL */
    const float *const *file_ibm;       /* per bone: the file's inverse bind matrix, NULL: the identity */
    const float *const *joint_world;    /* per bone: the file's joint node world at rest, NULL: no joint */
} model_skin_in;

/* fix: the file's bind space -> the game's (the identity when they agree). Every bone's
 * bind matrix and rest place off the game's by the same rigid offset: that offset undone,
 * a line in note (else note ""); one bone off where the others agree: -1 with its name and
 * what to edit instead in err. */
int model_skin_fix(const model_skin_in *in, float fix[16], char *note, size_t notecap, char *err, size_t errcap);

#endif
