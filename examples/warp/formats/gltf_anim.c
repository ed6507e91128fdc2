/* A character's clips as glTF animations on its skin (FACTS.md 6.4): sample each clip at
 * whole frames (the game's pose, 6.2/6.3), build the pose-space bone transforms B_b, turn
 * them into clump-space joint worlds J_n = C^-1 B_(n+2) C (C: clump axes -> pose axes, +90
 * degrees about x), and give each joint node the local W_parent^-1 J_n. Worked out once
 * for every frame, so the two special cases of 6.4 step 5 (id 0 under the clump root, id 1
 * whose table parent is the pelvis, not its frame parent) need no code of their own. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_anim.h"
#include "formats/gltf_model_internal.h"

#define SQRT_HALF 0.70710678118654752440

/* ---- quaternions and rigid transforms (Hamilton, column vectors, as glTF) ---------------- */

static void qmul(const double a[4], const double b[4], double out[4]) {
    double r[4] = {a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
                   a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
                   a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
                   a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]};
    memcpy(out, r, sizeof r);
}

static void qrot(const double q[4], const double v[3], double out[3]) {
    double t[3] = {2 * (q[1] * v[2] - q[2] * v[1]), 2 * (q[2] * v[0] - q[0] * v[2]), 2 * (q[0] * v[1] - q[1] * v[0])};
    double r[3] = {v[0] + q[3] * t[0] + (q[1] * t[2] - q[2] * t[1]), v[1] + q[3] * t[1] + (q[2] * t[0] - q[0] * t[2]),
                   v[2] + q[3] * t[2] + (q[0] * t[1] - q[1] * t[0])};
    memcpy(out, r, sizeof r);
}

static void qnormalize(double q[4]) {
    double n = gltf_sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
    if (n < 1e-12) {
        q[0] = q[1] = q[2] = 0, q[3] = 1;
        return;
    }
    for (int i = 0; i < 4; i++) q[i] /= n;
}

anim_rigid anim_rigid_mul(const anim_rigid *a, const anim_rigid *b) {
    anim_rigid r;
    qmul(a->q, b->q, r.q);
    qrot(a->q, b->t, r.t);
    for (int i = 0; i < 3; i++) r.t[i] += a->t[i];
    return r;
}

static anim_rigid rigid_inverse(const anim_rigid *a) {
    anim_rigid r = {{-a->q[0], -a->q[1], -a->q[2], a->q[3]}, {0, 0, 0}};
    qrot(r.q, a->t, r.t);
    for (int i = 0; i < 3; i++) r.t[i] = -r.t[i];
    return r;
}

void anim_rigid_apply(const anim_rigid *a, const double v[3], double out[3]) {
    qrot(a->q, v, out);
    for (int i = 0; i < 3; i++) out[i] += a->t[i];
}

/* Right, up, at made orthonormal (Gram-Schmidt from right, then up; at = right x up), as
 * export.c does for the node's rest TRS, then a quaternion. */
anim_rigid anim_rigid_from_rw(const float m[12]) {
    anim_rigid r = {{0, 0, 0, 1}, {m[9], m[10], m[11]}};
    double x[3] = {m[0], m[1], m[2]}, y[3] = {m[3], m[4], m[5]}, z[3];
    double lx = gltf_sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2]);
    if (lx < 1e-12) return r;
    for (int i = 0; i < 3; i++) x[i] /= lx;
    double d = x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
    for (int i = 0; i < 3; i++) y[i] -= d * x[i];
    double ly = gltf_sqrt(y[0] * y[0] + y[1] * y[1] + y[2] * y[2]);
    if (ly < 1e-12) return r;
    for (int i = 0; i < 3; i++) y[i] /= ly;
    z[0] = x[1] * y[2] - x[2] * y[1], z[1] = x[2] * y[0] - x[0] * y[2], z[2] = x[0] * y[1] - x[1] * y[0];
    double *q = r.q;
    export_basis_quat(x, y, z, q);
    qnormalize(q);
    return r;
}

/* ---- the rig --------------------------------------------------------------------------- */

void anim_bone_offsets(const uint8_t *p, float out[WARP_ANIM_BONES][4]) {
    for (int b = 0; b < WARP_ANIM_BONES; b++)
        for (int i = 0; i < 4; i++) {
            out[b][i] = le_f32(p + 16 * b + 4 * i);
            if (!isfinite(out[b][i])) out[b][i] = 0;
        }
}

int anim_rig_init(anim_rig *rig, const warp_frame_info *frames, uint32_t n) {
    memset(rig, 0, sizeof *rig);
    rig->frame_count = n;
    rig->frames = frames;
    rig->bone = malloc((n ? n : 1) * sizeof *rig->bone);
    rig->rest = malloc((n ? n : 1) * sizeof *rig->rest);
    rig->world = malloc((n ? n : 1) * sizeof *rig->world);
    char *done = calloc(n ? n : 1, 1);
    int ok = rig->bone && rig->rest && rig->world && done;
    for (uint32_t f = 0; ok && f < n; f++) {
        /* pose bone = HAnim id + 2 (6.4 step 1); the first frame with an id keeps it */
        int32_t id = frames[f].hanim_id;
        rig->bone[f] = frames[f].has_hanim && id >= 0 && id + 2 < WARP_ANIM_BONES ? id + 2 : -1;
        for (uint32_t g = 0; g < f && rig->bone[f] >= 0; g++)
            if (rig->bone[g] == rig->bone[f]) rig->bone[f] = -1;
        rig->rest[f] = anim_rigid_from_rw(frames[f].matrix);
    }
    /* static worlds, parents first; a chain longer than n is a loop */
    for (uint32_t f = 0; ok && f < n; f++) {
        uint32_t chain = f, steps = 0;
        while (ok && !done[f]) {
            int32_t p = frames[chain].parent;
            if (p < 0 || (uint32_t)p >= n || done[p]) {
                rig->world[chain] = p < 0 || (uint32_t)p >= n ? rig->rest[chain]
                                                              : anim_rigid_mul(&rig->world[p], &rig->rest[chain]);
                done[chain] = 1;
                chain = f, steps = 0;
            } else if (++steps > n) {
                ok = 0;
            } else {
                chain = (uint32_t)p;
            }
        }
    }
    free(done);
    if (!ok) anim_rig_free(rig);
    return ok ? 0 : -1;
}

void anim_rig_free(anim_rig *rig) {
    free(rig->bone);
    free(rig->rest);
    free(rig->world);
    memset(rig, 0, sizeof *rig);
}

void anim_rig_pose(const anim_rig *rig, const warp_anim_pose *pose, const float offsets[WARP_ANIM_BONES][4],
                   anim_rigid *joint, anim_rigid *local) {
    static const double c[4] = {SQRT_HALF, 0, 0, SQRT_HALF}, ci[4] = {-SQRT_HALF, 0, 0, SQRT_HALF};
    float rot[WARP_ANIM_BONES][4], pos[WARP_ANIM_BONES][3];
    warp_anim_bone_transforms(pose, offsets, rot, pos); /* step 3: B_b in pose axes */
    for (uint32_t f = 0; f < rig->frame_count; f++) {
        int b = rig->bone[f];
        if (b < 0) {
            joint[f] = rig->world[f];
            continue;
        }
        double q[4] = {rot[b][0], rot[b][1], rot[b][2], rot[b][3]}, t[3] = {pos[b][0], pos[b][1], pos[b][2]}, tmp[4];
        qmul(ci, q, tmp); /* step 4: J = C^-1 B C */
        qmul(tmp, c, joint[f].q);
        qnormalize(joint[f].q);
        qrot(ci, t, joint[f].t);
    }
    for (uint32_t f = 0; f < rig->frame_count; f++) { /* step 5: L = W_parent^-1 J */
        if (rig->bone[f] < 0) {
            local[f] = rig->rest[f];
            continue;
        }
        int32_t p = rig->frames[f].parent;
        if (p < 0 || (uint32_t)p >= rig->frame_count) {
            local[f] = joint[f];
            continue;
        }
        anim_rigid inv = rigid_inverse(rig->bone[p] >= 0 ? &joint[p] : &rig->world[p]);
        local[f] = anim_rigid_mul(&inv, &joint[f]);
        qnormalize(local[f].q);
    }
}

void export_root_motion_step(export_root_motion *m, const warp_anim_pose *pose) {
    double ch = m->c * m->c - m->s * m->s, sh = 2 * m->s * m->c; /* cos h, sin h */
    if (pose->has_velocity) {
        double ax = pose->velocity[0], ay = pose->velocity[1];
        m->x += (ch * ax - sh * ay) / WARP_ANIM_FPS;
        m->y += (sh * ax + ch * ay) / WARP_ANIM_FPS;
    }
    double w = pose->rotation[0][3], z = pose->rotation[0][2];
    if (z == 0 || !(w >= -1 && w <= 1)) return; /* sign(0) = 0: no turn */
    double tc = w, ts = gltf_sqrt(1 - w * w) * (z > 0 ? 1 : -1);
    double c = m->c * tc - m->s * ts, s = m->s * tc + m->c * ts; /* half angles add */
    double n = gltf_sqrt(c * c + s * s);
    m->c = c / n, m->s = s / n;
}

/* ---- clips -> animations ------------------------------------------------------------------- */

#define MAX_KEYS 18000 /* 10 minutes at 30 frames/s; the disc's longest clip has 680 frames */

typedef struct anim_ctx {
    export_character *ch;
    const char *path;
    float offsets[WARP_ANIM_BONES][4];
    anim_rig rig;
    gltf_doc *doc;
    const int *nodes;
    int root_node; /* the root motion node, or -1 */
    void *anim;
    char *err;
    size_t errcap;
    int failed;
} anim_ctx;

int export_pose_channels(const anim_rig *rig, const float offsets[WARP_ANIM_BONES][4], const int *nodes,
                         uint32_t keys, export_pose_fn pose_at, void *user, float **values_out,
                         gltf_anim_channel **chs_out, size_t *count) {
    uint32_t n = rig->frame_count, joints = 0;
    for (uint32_t f = 0; f < n; f++) joints += rig->bone[f] >= 0;
    float *values = malloc(((size_t)joints * keys * 7 + 1) * sizeof *values);
    gltf_anim_channel *chs = malloc((joints * 2 + 1) * sizeof *chs);
    anim_rigid *joint = malloc((n ? n : 1) * sizeof *joint), *local = malloc((n ? n : 1) * sizeof *local);
    *values_out = NULL, *chs_out = NULL, *count = 0;
    if (!values || !chs || !joint || !local) {
        free(values), free(chs), free(joint), free(local);
        return -1;
    }
    float *rot = values + (size_t)joints * keys * 3;
    for (uint32_t k = 0; k < keys; k++) {
        warp_anim_pose pose;
        pose_at(user, k, &pose); /* step 2 */
        anim_rig_pose(rig, &pose, offsets, joint, local);
        for (uint32_t f = 0, j = 0; f < n; f++) {
            if (rig->bone[f] < 0) continue;
            float *t = values + ((size_t)j * keys + k) * 3, *q = rot + ((size_t)j * keys + k) * 4;
            for (int i = 0; i < 3; i++) t[i] = (float)local[f].t[i];
            double s = 1;
            if (k) { /* keep neighbouring keys in one hemisphere: glTF slerps between them */
                const float *p = q - 4;
                if (p[0] * local[f].q[0] + p[1] * local[f].q[1] + p[2] * local[f].q[2] + p[3] * local[f].q[3] < 0) s = -1;
            }
            for (int i = 0; i < 4; i++) q[i] = (float)(s * local[f].q[i]);
            j++;
        }
    }
    for (uint32_t f = 0, j = 0; f < n; f++) {
        if (rig->bone[f] < 0) continue;
        chs[2 * j] = (gltf_anim_channel){nodes[f], GLTF_PATH_TRANSLATION, values + (size_t)j * keys * 3};
        chs[2 * j + 1] = (gltf_anim_channel){nodes[f], GLTF_PATH_ROTATION, rot + (size_t)j * keys * 4};
        j++;
    }
    free(joint), free(local);
    *values_out = values, *chs_out = chs, *count = 2 * (size_t)joints;
    return 0;
}

/* A character clip's pose at key k (whole frames), and with a root motion node its state
 * at key k (step 7: the state after frames 0 .. k-1, then frame k's step). */
typedef struct clip_keys {
    const warp_anim *clip;
    float *motion; /* keys x (translation 3, rotation 4), or NULL */
    uint32_t keys;
    export_root_motion rm;
} clip_keys;

static void clip_pose(void *user, uint32_t k, warp_anim_pose *pose) {
    clip_keys *x = user;
    warp_anim_sample(x->clip, (float)k / WARP_ANIM_FPS, pose);
    if (!x->motion) return;
    float *t = x->motion + (size_t)k * 3, *q = x->motion + (size_t)x->keys * 3 + (size_t)k * 4;
    t[0] = (float)x->rm.x, t[1] = 0, t[2] = (float)-x->rm.y;
    q[0] = 0, q[1] = (float)x->rm.s, q[2] = 0, q[3] = (float)x->rm.c;
    export_root_motion_step(&x->rm, pose);
}

/* One clip: every joint node's translation and rotation at each whole frame. */
static int add_clip(void *user, const warp_anim_clip_ref *c) {
    anim_ctx *x = user;
    int rc = warp_anim_init(x->anim, warp_anim_sizeof(), WARP_ABI_VERSION, c->desc, c->desc_len, c->keyframes,
                            c->keyframes_len, NULL);
    if (rc != WARP_OK) {
        report(x->path, -1, "clip %u: %s: not animated", c->index, warp_strerror(rc));
        x->ch->skipped++;
        return 0;
    }
    warp_anim_info in;
    warp_anim_get_info(x->anim, &in);
    uint32_t keys = in.frame_count < MAX_KEYS ? in.frame_count : MAX_KEYS;
    if (keys < in.frame_count) report(x->path, -1, "clip %s: %u frames, only the first %u animated", in.name,
                                      in.frame_count, keys);
    float *times = malloc(keys * sizeof *times), *values = NULL;
    clip_keys ck = {x->anim, x->root_node >= 0 ? malloc((size_t)keys * 7 * sizeof(float)) : NULL, keys, {1, 0, 0, 0}};
    gltf_anim_channel *chs = NULL, *all = NULL;
    size_t count = 0;
    int ok = times && (x->root_node < 0 || ck.motion) &&
             export_pose_channels(&x->rig, (const float(*)[4])x->offsets, x->nodes, keys, clip_pose, &ck, &values, &chs,
                                  &count) == 0 &&
             (all = realloc(chs, (count + 2) * sizeof *chs)) != NULL;
    if (all) chs = all;
    if (ok && ck.motion) { /* the root motion: the last track */
        chs[count++] = (gltf_anim_channel){x->root_node, GLTF_PATH_TRANSLATION, ck.motion};
        chs[count++] = (gltf_anim_channel){x->root_node, GLTF_PATH_ROTATION, ck.motion + (size_t)keys * 3};
    }
    for (uint32_t k = 0; ok && k < keys; k++) times[k] = (float)k / WARP_ANIM_FPS;
    int idx = ok ? gltf_add_animation(x->doc, in.name[0] ? in.name : "clip", times, keys, chs, count) : -1;
    free(times), free(values), free(chs), free(ck.motion);
    if (idx < 0) {
        snprintf(x->err, x->errcap, "clip %s: %s", in.name, ok ? gltf_error(x->doc) : "out of memory");
        x->failed = 1;
        return 1;
    }
    x->ch->clips++;
    return 0;
}

static int add_animations(void *user, struct gltf_doc *doc, const struct warp_frame_info *frames, const int *nodes,
                          uint32_t frame_count, char *err, size_t errcap) {
    anim_ctx *x = user;
    x->doc = doc;
    x->nodes = nodes;
    x->err = err;
    x->errcap = errcap;
    if (anim_rig_init(&x->rig, frames, frame_count) != 0) {
        snprintf(err, errcap, "frames: out of memory or a parent loop");
        return -1;
    }
    uint32_t joints = 0;
    for (uint32_t f = 0; f < frame_count; f++) joints += x->rig.bone[f] >= 0;
    if (!joints) { /* no frame carries an HAnim id: nothing to drive */
        report(x->path, -1, "no HAnim joints: clips not animated");
        anim_rig_free(&x->rig);
        return 0;
    }
    x->root_node = -1;
    if (x->ch->root_motion) { /* step 7: a plain node above every parentless frame */
        gltf_node rn;
        gltf_node_init(&rn);
        rn.name = "root_motion";
        x->root_node = gltf_add_node(doc, &rn);
        for (uint32_t f = 0; x->root_node >= 0 && f < frame_count; f++)
            if (frames[f].parent < 0 && gltf_add_child(doc, x->root_node, nodes[f]) != 0) x->root_node = -1;
        if (x->root_node < 0) {
            snprintf(err, errcap, "root motion node: %s", gltf_error(doc));
            anim_rig_free(&x->rig);
            return -1;
        }
    }
    x->anim = handle_alloc(warp_anim_sizeof());
    int rc = x->anim ? warp_anim_foreach_clip(x->ch->data, x->ch->data_len, NULL, add_clip, x) : WARP_E_LIMIT;
    if (rc < 0 && !x->failed) report(x->path, -1, "character data: %s: later clips not animated", warp_strerror(rc));
    free(x->anim);
    anim_rig_free(&x->rig);
    return x->failed ? -1 : 0;
}

int export_character_glb(const uint8_t *clump, size_t len, const export_textures *tex, export_character *ch,
                         const char *path, export_stats *st, char *err, size_t errcap) {
    anim_ctx x;
    memset(&x, 0, sizeof x);
    x.ch = ch;
    x.path = path;
    ch->clips = ch->skipped = 0;
    if (!ch->offsets || ch->offsets_len < sizeof x.offsets) {
        snprintf(err, errcap, "no bone offsets chunk 0x28 (%zu bytes): clips not exported", ch->offsets_len);
        return -1;
    }
    anim_bone_offsets(ch->offsets, x.offsets);
    return export_clump_glb_ex(clump, len, tex, add_animations, &x, path, st, err, errcap);
}
