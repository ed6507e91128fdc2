/* A character's clips as glTF animations on its .glb, by the recipe of FACTS.md 6.4
 * (export_anim.c), and the rig maths the tests check it with. */
#ifndef WARP_TOOL_EXPORT_ANIM_H
#define WARP_TOOL_EXPORT_ANIM_H

#include "formats/gltf_model.h"
#include "warp/warp.h"

/* What a character's model needs besides its clump. */
typedef struct export_character {
    const uint8_t *data;    /* the character data resource (its clips, 0x45, 0x08) */
    size_t data_len;
    const uint8_t *offsets; /* the model's Chunk Bone Offsets 0x28 payload (34 x {x, y, z, w}) */
    size_t offsets_len;
    int root_motion;        /* in: 1 adds the clip's root motion on a node above the clump (6.4 step 7) */
    unsigned clips;         /* out: animations written */
    unsigned skipped;       /* out: clips that did not open (reported on stderr) */
} export_character;

/* export_clump_glb plus one glTF animation per clip of ch->data, named after it, sampled at
 * whole frames 0 .. round(30 * duration) (times f / 30 s), driving every joint node's
 * translation and rotation. Root motion off (default): the pose's pelvis moves, the
 * character stays put. On: a node "root_motion" above the clump's root frame walks and
 * turns by export_root_motion_step per frame (every clip drives it, from the origin).
 * Without a usable 0x28 chunk: -1 and a reason. */
int export_character_glb(const uint8_t *clump, size_t len, const export_textures *tex, export_character *ch,
                         const char *path, export_stats *st, char *err, size_t errcap);

/* Root motion, FACTS.md 6.4 step 7: the node's state after some frames, as the half-angle
 * pair of its heading h about glTF +y (c = cos h/2, s = sin h/2) and the ground position
 * (X, Y) in pose axes. One step of frame f: (X, Y) += Rz(h) (A.x, A.y) / 30 with A the pose's
 * velocity (0 without section A), then h += 2 acos(w) sign(z) of pose bone 0's rotation.
 * Key f holds the state after the steps of frames 0 .. f-1 (key 0 at the origin); glTF
 * rotation (0, s, 0, c), translation (X, 0, -Y). No libm: the turn's half-angle pair is
 * (w, sign(z) sqrt(1 - w^2)). */
typedef struct export_root_motion {
    double c, s, x, y;
} export_root_motion;
void export_root_motion_step(export_root_motion *m, const warp_anim_pose *pose);

/* ---- the rig (FACTS.md 6.4 steps 1, 3-5) --------------------------------------------- */
typedef struct anim_rigid {
    double q[4]; /* rotation x, y, z, w */
    double t[3]; /* then translation */
} anim_rigid;

/* Frames of a skinned clump: pose bone per frame (HAnim id + 2, or -1), static worlds. */
typedef struct anim_rig {
    uint32_t frame_count;
    const warp_frame_info *frames;
    int *bone;           /* per frame */
    anim_rigid *rest;    /* per frame: its matrix made orthonormal */
    anim_rigid *world;   /* per frame: rest composed down the frame tree */
} anim_rig;

/* The model's bone offsets chunk (0x28: 34 x {x, y, z, w} little-endian floats, 16 *
 * WARP_ANIM_BONES bytes at p, checked by the caller) as floats, a non-finite one as 0. */
void anim_bone_offsets(const uint8_t *p, float out[WARP_ANIM_BONES][4]);

/* 0, or -1 (out of memory, a parent loop). anim_rig_free releases it. */
int anim_rig_init(anim_rig *rig, const warp_frame_info *frames, uint32_t frame_count);
void anim_rig_free(anim_rig *rig);
/* One pose: joint[f] = J_n = C^-1 * B_(n+2) * C in clump axes for the frames that carry a
 * pose bone, and local[f] = W_parent^-1 * J_n (W: the parent's J when it is a joint, else its
 * static world), what the glTF node plays. Frames without a bone get their rest transform. */
void anim_rig_pose(const anim_rig *rig, const warp_anim_pose *pose, const float offsets[WARP_ANIM_BONES][4],
                   anim_rigid *joint, anim_rigid *local);
/* The joints' channels of a clump (nodes: each frame's glTF node) over keys poses: pose_at
 * is called for key 0, 1, ... keys-1 in that order and fills that key's pose; a translation
 * and a rotation channel per joint frame (step 5's locals). The values in one malloc'ed
 * block (*values), the channels in another (*chs), both the caller's to free; *count
 * channels. 0, or -1 out of memory. A character's .glb (one animation per clip) and a
 * scene's (extract/scene_glb.c: every role in one animation, clip after clip) both use it. */
struct gltf_anim_channel;
typedef void (*export_pose_fn)(void *user, uint32_t key, warp_anim_pose *pose);
int export_pose_channels(const anim_rig *rig, const float offsets[WARP_ANIM_BONES][4], const int *nodes,
                         uint32_t keys, export_pose_fn pose_at, void *user, float **values,
                         struct gltf_anim_channel **chs, size_t *count);

/* a * b, and the rigid transform of a 3x4 RenderWare frame matrix (orthonormalised). */
anim_rigid anim_rigid_mul(const anim_rigid *a, const anim_rigid *b);
anim_rigid anim_rigid_from_rw(const float m[12]);
void anim_rigid_apply(const anim_rigid *a, const double v[3], double out[3]);

#endif
