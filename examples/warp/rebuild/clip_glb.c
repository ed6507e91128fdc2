/* warp rebuild WARRIORS.WAD: a character's clips from its .glb's animations (clip_glb.h).
 * The export (formats/gltf_anim.c, FACTS.md 6.4) gives each joint node the local
 * L_n = W_parent^-1 J_n of J_n = C^-1 B_(n+2) C; read backwards, the glTF worlds of the
 * joint nodes at frame f give the pose-space bone transforms B_b = C J C^-1, and each pose
 * bone's rotation is q_b = rot(B_parent)^-1 rot(B_b) (the parent table of 6.3). Bones 2 and
 * 3 hang under the pelvis (bone 1), which has no node: of the pelvis rotation q1 and bone
 * 2's q2 only their product is seen, so the one the clip animates is solved with the other
 * held at the decoded clip's value, and the pelvis position follows as
 * P = t(B_2) - q1 O_2 (section B is P with z less the 0x28 entry's height). */
#include "rebuild/clip_glb.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_anim.h"
#include "formats/gltf_read.h"
#include "platform/util.h"
#include "rebuild/clip.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/model.h"
#include "rebuild/model_encode.h"
#include "rebuild/wad_plan.h"

#define SQRT_HALF 0.70710678118654752440
#define MOVE_TOLERANCE 0.002 /* m: a joint's offset from its parent as exported, two stored units */
#define MAX_FRAMES 18000     /* as the export (gltf_anim.c) */
#define MAX_NEW_FRAMES 8191  /* a new length: a root section keyed at every frame, 8-byte keys, fits its u16 size */

typedef struct glb_ctx {
    wad_plan *pl;
    const manifest *m;
    const char *from, *path;
    uint32_t data_hash; /* the character data resource */
    gltfr_doc doc;
    warp_clump *clump;
    warp_frame_info *fi;
    anim_rig rig;
    float offsets[WARP_ANIM_BONES][4];
    int bone_node[WARP_ANIM_BONES]; /* glTF node per pose bone, -1 */
    anim_rigid bind[WARP_ANIM_BONES]; /* the turn from its rest axes in the file to its frame's:
                                         an editor's own bone axes (Blender's) undone */
    int motion_node;                /* the export's "root_motion" node, -1 */
    uint8_t *above;                 /* per node: it or a node under it is a joint */
    int *node_t, *node_r;           /* per node: this animation's channel, -1 */
    anim_rigid *rest, *local, *world;
    int *chain;
    uint8_t *anim_used;
    warp_anim *anim;
    unsigned *replaced;
} glb_ctx;

/* ---- rigid maths on top of gltf_anim.c's ----------------------------------------------- */

static anim_rigid rigid_inv(const anim_rigid *a) {
    anim_rigid r = {{-a->q[0], -a->q[1], -a->q[2], a->q[3]}, {0, 0, 0}}, q = r;
    double t[3] = {-a->t[0], -a->t[1], -a->t[2]};
    anim_rigid_apply(&q, t, r.t);
    return r;
}

/* B = C J C^-1: clump axes -> pose axes (FACTS.md 6.4 step 4 read backwards). */
static anim_rigid to_pose(const anim_rigid *j) {
    static const anim_rigid c = {{SQRT_HALF, 0, 0, SQRT_HALF}, {0, 0, 0}}, ci = {{-SQRT_HALF, 0, 0, SQRT_HALF}, {0, 0, 0}};
    anim_rigid t = anim_rigid_mul(&c, j);
    return anim_rigid_mul(&t, &ci);
}

static anim_rigid rigid_of(const float q[4], const float t[3]) {
    anim_rigid r = {{q[0], q[1], q[2], q[3]}, {t[0], t[1], t[2]}};
    return r;
}

/* A column-major 4x4 (a node's, an inverse bind) as a rigid transform (orthonormalised). */
static anim_rigid rigid_of_matrix(const float *m) {
    float rw[12] = {m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10], m[12], m[13], m[14]};
    return anim_rigid_from_rw(rw);
}

/* ---- sampling a glTF channel ------------------------------------------------------------ */

/* Channel c at time t (n components): keys within 10 us are taken as they are; LINEAR
 * lerps (rotations nlerped in one hemisphere: keys a frame apart), STEP holds, and a
 * CUBICSPLINE is read through its values. */
static void sample_channel(const gltfr_channel *c, double t, int n, double *out) {
    size_t lo = 0, hi = c->count - 1;
    if (t <= c->times[0] + 1e-5 || t >= c->times[hi] - 1e-5) {
        size_t k = t <= c->times[0] + 1e-5 ? 0 : hi;
        for (int i = 0; i < n; i++) out[i] = c->values[k * (size_t)n + (size_t)i];
        return;
    }
    while (hi - lo > 1) { /* times[lo] <= t < times[hi] */
        size_t mid = lo + (hi - lo) / 2;
        if (c->times[mid] <= t) lo = mid; else hi = mid;
    }
    const float *a = c->values + lo * (size_t)n, *b = c->values + hi * (size_t)n;
    double span = (double)c->times[hi] - c->times[lo], u = span > 0 ? (t - c->times[lo]) / span : 0;
    if (c->interpolation == GLTFR_STEP || t - c->times[lo] < 1e-5) u = 0;
    if (c->times[hi] - t < 1e-5) u = 1;
    double dot = 0, s = 1, len = 0;
    for (int i = 0; n == 4 && i < 4; i++) dot += (double)a[i] * b[i];
    if (dot < 0) s = -1;
    for (int i = 0; i < n; i++) out[i] = (1 - u) * a[i] + u * s * b[i], len += out[i] * out[i];
    if (n == 4 && len > 1e-12)
        for (int i = 0; i < 4; i++) out[i] /= sqrt(len);
}

/* The nodes parents first (x->chain), from each node's depth below its root: 0, or -1. */
static int node_order(glb_ctx *x) {
    size_t n = x->doc.node_count;
    int *depth = malloc((n + 1) * sizeof *depth), *count = calloc(n + 2, sizeof *count);
    if (!depth || !count) return free(depth), free(count), -1;
    for (size_t i = 0; i < n; i++) depth[i] = -1;
    for (size_t i = 0; i < n; i++) { /* up to a known depth or a root, then down again */
        int k = (int)i, d = 0;
        while (k >= 0 && depth[k] < 0) k = x->doc.nodes[k].parent, d++;
        int base = k >= 0 ? depth[k] + 1 : 0;
        for (k = (int)i; k >= 0 && depth[k] < 0; k = x->doc.nodes[k].parent) depth[k] = base + --d;
    }
    for (size_t i = 0; i < n; i++) count[depth[i] + 1]++; /* counting sort by depth */
    for (size_t d = 1; d <= n; d++) count[d] += count[d - 1];
    for (size_t i = 0; i < n; i++) x->chain[count[depth[i]]++] = (int)i;
    free(depth), free(count);
    return 0;
}

/* Every node's world at time t under the current animation (the root motion node held
 * at rest: its motion is the clip's section A and bone 0, not put back from here). */
static void node_worlds(glb_ctx *x, double t) {
    size_t n = x->doc.node_count;
    for (size_t i = 0; i < n; i++) {
        x->local[i] = x->rest[i];
        if ((int)i == x->motion_node) continue;
        if (x->node_t[i] >= 0) sample_channel(&x->doc.channels[x->node_t[i]], t, 3, x->local[i].t);
        if (x->node_r[i] >= 0) sample_channel(&x->doc.channels[x->node_r[i]], t, 4, x->local[i].q);
    }
    for (size_t k = 0; k < n; k++) {
        int i = x->chain[k], p = x->doc.nodes[i].parent;
        x->world[i] = p >= 0 ? anim_rigid_mul(&x->world[p], &x->local[i]) : x->local[i];
    }
}

/* ---- one frame: the pose bones' rotations and the pelvis back from the joints ----------- */

typedef struct frame_out {
    double q[WARP_ANIM_BONES][4]; /* new local rotation per pose bone (bone 0: the clip's) */
    double pelvis[3];             /* section B's value (z relative to the bind height) */
    double p1[3];                 /* the pelvis position (B_1's) */
    int moved_bone;               /* a joint whose offset from its parent changed, or -1 */
    double moved_by;
} frame_out;

/* Bones 1 and 2 from bone 2's joint (the pelvis has no node): the one the clip animates is
 * solved, the other held (the pelvis first). */
static anim_rigid solve_pelvis(const glb_ctx *x, const warp_anim_pose *o, const anim_rigid *b2, frame_out *out) {
    static const float zero[3] = {0, 0, 0};
    anim_rigid q1 = rigid_of(o->rotation[1], zero), q2 = rigid_of(o->rotation[2], zero);
    anim_rigid r2 = {{b2->q[0], b2->q[1], b2->q[2], b2->q[3]}, {0, 0, 0}};
    if (o->animated >> 1 & 1) { /* q1 = R2 q2^-1 */
        anim_rigid inv = rigid_inv(&q2);
        q1 = anim_rigid_mul(&r2, &inv);
    } else { /* q2 = q1^-1 R2 */
        anim_rigid inv = rigid_inv(&q1);
        q2 = anim_rigid_mul(&inv, &r2);
    }
    double o2[3] = {x->offsets[2][0], x->offsets[2][1], x->offsets[2][2]}, moved[3];
    anim_rigid_apply(&q1, o2, moved); /* P = t(B2) - q1 O2 */
    anim_rigid b1 = q1;
    for (int i = 0; i < 3; i++) b1.t[i] = b2->t[i] - moved[i];
    memcpy(out->q[1], q1.q, sizeof out->q[1]);
    memcpy(out->q[2], q2.q, sizeof out->q[2]);
    return b1;
}

/* Frame time t: every pose bone's rotation and the pelvis position as the glTF holds them,
 * against the decoded clip's pose o. */
static void solve_frame(glb_ctx *x, double t, const warp_anim_pose *o, frame_out *out) {
    float rot[WARP_ANIM_BONES][4], pos[WARP_ANIM_BONES][3];
    warp_anim_bone_transforms(o, (const float(*)[4])x->offsets, rot, pos);
    node_worlds(x, t);
    anim_rigid b[WARP_ANIM_BONES];
    out->moved_bone = -1, out->moved_by = 0;
    for (int k = 0; k < WARP_ANIM_BONES; k++)
        for (int i = 0; i < 4; i++) out->q[k][i] = o->rotation[k][i];
    b[0] = rigid_of(rot[0], pos[0]);
    if (x->bone_node[2] >= 0) {
        anim_rigid j2 = anim_rigid_mul(&x->world[x->bone_node[2]], &x->bind[2]), b2 = to_pose(&j2);
        b[1] = solve_pelvis(x, o, &b2, out);
    } else {
        b[1] = rigid_of(rot[1], pos[1]);
    }
    for (int k = 0; k < 3; k++) out->p1[k] = b[1].t[k], out->pelvis[k] = b[1].t[k] - (k == 2 ? x->offsets[0][1] : 0);
    for (int k = 2; k < WARP_ANIM_BONES; k++) {
        int32_t p = 1;
        warp_anim_bone_parent((uint32_t)k, &p);
        anim_rigid own = rigid_of(o->rotation[k], x->offsets[k]);
        if (x->bone_node[k] < 0) { /* no joint: the clip's rotation under the new parent */
            b[k] = anim_rigid_mul(&b[p], &own);
            continue;
        }
        anim_rigid jk = anim_rigid_mul(&x->world[x->bone_node[k]], &x->bind[k]);
        b[k] = to_pose(&jk);
        anim_rigid inv = rigid_inv(&b[p]), rel = anim_rigid_mul(&inv, &b[k]);
        memcpy(out->q[k], rel.q, sizeof out->q[k]);
        double d = 0;
        for (int i = 0; i < 3; i++) d += (rel.t[i] - x->offsets[k][i]) * (rel.t[i] - x->offsets[k][i]);
        if (k > 2 && d > MOVE_TOLERANCE * MOVE_TOLERANCE && sqrt(d) > out->moved_by)
            out->moved_bone = k, out->moved_by = sqrt(d);
    }
}

/* ---- one clip ---------------------------------------------------------------------------- */

typedef struct clip_work {
    const gltfr_anim *ga;
    warp_anim_info in;
    warp_anim_channel_info ch[WARP_ANIM_MAX_CHANNELS];
    int src[WARP_ANIM_MAX_CHANNELS]; /* the stored clip's channel, -1: added here */
    uint32_t nch, frames, old_frames;
    warp_anim_key *fresh; /* nch x frames: each channel's keys at every frame */
    uint8_t changed[WARP_ANIM_MAX_CHANNELS];
    unsigned nchanged, nadded;
    uint64_t added;     /* bit b: bone b had no channel; one is added when its joint turns */
    int length_changed; /* the animation ends elsewhere than the clip: frames, duration follow */
} clip_work;

static int channel_cb(void *user, const warp_anim_channel_info *c) {
    clip_work *w = user;
    if (w->nch == WARP_ANIM_MAX_CHANNELS) return 1;
    w->src[w->nch] = (int)w->nch;
    w->ch[w->nch++] = *c;
    return 0;
}

/* A rotation channel in bone order (the writer's) for every joint the clip has none for:
 * kept only when the joint turns off the game's reference pose (frame_keys marks it). */
static void add_candidates(const glb_ctx *x, clip_work *w) {
    for (uint32_t b = 2; b < WARP_ANIM_BONES; b++) {
        if (x->bone_node[b] < 0 || w->in.bone_mask[b / 8] >> (b % 8) & 1 || w->nch == WARP_ANIM_MAX_CHANNELS) continue;
        uint32_t at = w->nch;
        while (at > 0 && w->ch[at - 1].kind == WARP_ANIM_ROTATION && w->ch[at - 1].bone > b) at--;
        memmove(&w->ch[at + 1], &w->ch[at], (w->nch - at) * sizeof w->ch[0]);
        memmove(&w->src[at + 1], &w->src[at], (w->nch - at) * sizeof w->src[0]);
        memset(&w->ch[at], 0, sizeof w->ch[at]);
        w->ch[at].kind = WARP_ANIM_ROTATION, w->ch[at].bone = b, w->src[at] = -1;
        w->added |= (uint64_t)1 << b;
        w->nch++;
    }
}

/* Stored values equal within `units` (a rotation also as its negation: w = 0 either way). */
static int raw_near(const int16_t a[3], const int16_t b[3], int rotation, int units) {
    int same = 1, neg = rotation;
    for (int i = 0; i < 3; i++) {
        same &= abs(a[i] - b[i]) <= units;
        neg &= abs(a[i] + b[i]) <= units;
    }
    return same || neg;
}

/* Within one unit: the stored value read back. */
static int raw_close(const int16_t a[3], const int16_t b[3], int rotation) { return raw_near(a, b, rotation, 1); }

static const char *bone_name(const glb_ctx *x, int b) {
    return b >= 0 && x->bone_node[b] >= 0 ? x->doc.nodes[x->bone_node[b]].name : "(the pelvis)";
}

/* Frame k against the clip: a joint moved, a bone with neither a channel nor a joint turned,
 * a pelvis moved without section B: -1 after a message. */
static int check_frame(const glb_ctx *x, const clip_work *w, uint32_t k, const warp_anim_pose *o, const frame_out *f) {
    const char *anim = w->ga->name;
    if (f->moved_bone >= 0) {
        report(x->path, -1, "animation %s, frame %u: joint %s is moved %.3f m from its parent: clips keep the joints' "
               "rotations and the pelvis position only (rotate it instead)", anim, k, bone_name(x, f->moved_bone), f->moved_by);
        return -1;
    }
    for (int b = 1; b < WARP_ANIM_BONES; b++) {
        int16_t a[3], c[3];
        double q[4] = {o->rotation[b][0], o->rotation[b][1], o->rotation[b][2], o->rotation[b][3]};
        if (o->animated >> b & 1 || w->added >> b & 1 || clip_rotation_raw(f->q[b], a) || clip_rotation_raw(q, c) ||
            raw_close(a, c, 1))
            continue; /* a joint without a channel has one added (add_candidates): left is the pelvis */
        report(x->path, -1, "animation %s, frame %u: joint %s (pose bone %d) turns, but clip %s has no channel for it "
               "(it holds the game's reference pose): only a joint's new channel is put back", anim, k,
               bone_name(x, b == 1 ? 2 : b), b, w->in.name);
        return -1;
    }
    int16_t a[3], c[3];
    double rest[3] = {x->offsets[1][0], x->offsets[1][1], x->offsets[1][2]};
    if (!o->has_pelvis && (clip_position_raw(f->p1, a) || clip_position_raw(rest, c) || !raw_close(a, c, 0))) {
        report(x->path, -1, "animation %s, frame %u: the pelvis moves, but clip %s has no root translation: new channels "
               "are not put back", anim, k, w->in.name);
        return -1;
    }
    return 0;
}

/* Section A's or bone 0's key at frame k as the clip holds it (a shorter clip's new last key). */
static void stored_key(const warp_anim_pose *o, int rot, uint32_t k, warp_anim_key *key) {
    double v[4] = {o->velocity[0], o->velocity[1], o->velocity[2], 0};
    for (int i = 0; rot && i < 4; i++) v[i] = o->rotation[0][i];
    if (rot ? clip_rotation_raw(v, key->raw) : clip_position_raw(v, key->raw)) memset(key->raw, 0, sizeof key->raw);
    key->frame = k, key->delta = k ? 1 : 0, key->unused = 0;
}

/* Frame k's new keys into w->fresh and the channels they change. */
static int frame_keys(const glb_ctx *x, clip_work *w, uint32_t k, const warp_anim_pose *o, const frame_out *f) {
    for (uint32_t c = 0; c < w->nch; c++) {
        const warp_anim_channel_info *ci = &w->ch[c];
        warp_anim_key *key = &w->fresh[(size_t)c * w->frames + k];
        int16_t old[3];
        int bad = 0, rot = ci->kind == WARP_ANIM_ROTATION;
        if (ci->kind == WARP_ANIM_ROOT_VELOCITY || (rot && ci->bone == 0)) { /* not in the glTF */
            stored_key(o, rot, k, key);
            continue;
        }
        if (rot) {
            double q[4] = {o->rotation[ci->bone][0], o->rotation[ci->bone][1], o->rotation[ci->bone][2],
                           o->rotation[ci->bone][3]};
            bad = clip_rotation_raw(f->q[ci->bone], key->raw) || clip_rotation_raw(q, old);
        } else {
            double p[3] = {o->pelvis[0], o->pelvis[1], o->pelvis[2]};
            bad = clip_position_raw(f->pelvis, key->raw) || clip_position_raw(p, old);
        }
        if (bad) {
            report(x->path, -1, "animation %s, frame %u: %s of clip %s", w->ga->name, k,
                   rot ? "a joint's rotation of length 0" : "the pelvis leaves the stored range (+-32 m x, y; +-16 m z)",
                   w->in.name);
            return -1;
        }
        key->frame = k, key->delta = k ? 1 : 0, key->unused = 0;
        if (!raw_close(key->raw, old, rot) && !w->changed[c])
            w->changed[c] = 1, w->nchanged++, w->nadded += w->src[c] < 0;
    }
    return 0;
}

/* The clip's frames from the animation's last key time: a new length when it ends more than
 * a frame past the clip's last frame or before it (a frame's slack: Blender at 24 frames a
 * second bakes to the next of its frames); not when every channel holds one key (a still
 * animation saved without times). -1 after a message past MAX_NEW_FRAMES. */
static int clip_length(const glb_ctx *x, clip_work *w) {
    double last = 0;
    int timed = 0;
    for (size_t i = 0; i < w->ga->channel_count; i++) {
        const gltfr_channel *c = &x->doc.channels[w->ga->first_channel + i];
        if (c->times[c->count - 1] > last) last = c->times[c->count - 1];
        timed |= c->count > 1;
    }
    double f = floor(last * WARP_ANIM_FPS + 0.5);
    double end = w->frames - 1.0;
    if (!timed || fabs(last * WARP_ANIM_FPS - end) <= 1.5) return 0;
    if (f + 1 > MAX_NEW_FRAMES) {
        report(x->path, -1, "animation %s runs to %.3f s: %.0f frames, past the %u a clip's new length may have (its "
               "root sections keyed at every frame fit 65,535 bytes)", w->ga->name, last, f + 1, MAX_NEW_FRAMES);
        return -1;
    }
    w->old_frames = w->frames, w->frames = (uint32_t)f + 1, w->length_changed = 1;
    w->in.duration = (float)(f / WARP_ANIM_FPS), w->in.frame_count = w->frames;
    return 0;
}

#define RESAMPLE_UNITS 3 /* an editor's own blend between the clip's keys (Blender: per component) */

/* Channel c's solved value at time t (f) against the clip sampled there (o): 1 when they
 * differ by more than RESAMPLE_UNITS stored units. */
static int differs(const clip_work *w, uint32_t c, const warp_anim_pose *o, const frame_out *f) {
    const warp_anim_channel_info *ci = &w->ch[c];
    int16_t a[3], b[3];
    if (ci->kind == WARP_ANIM_ROOT_VELOCITY || (ci->kind == WARP_ANIM_ROTATION && ci->bone == 0)) return 0;
    if (ci->kind == WARP_ANIM_ROTATION) {
        double q[4] = {o->rotation[ci->bone][0], o->rotation[ci->bone][1], o->rotation[ci->bone][2],
                       o->rotation[ci->bone][3]};
        return clip_rotation_raw(f->q[ci->bone], a) || clip_rotation_raw(q, b) || !raw_near(a, b, 1, RESAMPLE_UNITS);
    }
    double p[3] = {o->pelvis[0], o->pelvis[1], o->pelvis[2]};
    return clip_position_raw(f->pelvis, a) || clip_position_raw(p, b) || !raw_near(a, b, 0, RESAMPLE_UNITS);
}

static int cmp_time(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* A channel that differs at the clip's frames but at none of the animation's own key times
 * (within RESAMPLE_UNITS) was resampled, not edited (Blender at 24 frames a second bakes its
 * keys at 1/24 s, and a frame between two of them reads a blend the clip does not hold): it
 * keeps its keys. */
static int resampled_only(glb_ctx *x, clip_work *w, frame_out *f) {
    if (!w->nchanged || w->length_changed) return 0;
    size_t n = 0;
    for (size_t i = 0; i < w->ga->channel_count; i++) n += x->doc.channels[w->ga->first_channel + i].count;
    double *t = malloc((n + 1) * sizeof *t);
    if (!t) return -1;
    n = 0;
    for (size_t i = 0; i < w->ga->channel_count; i++) {
        const gltfr_channel *gc = &x->doc.channels[w->ga->first_channel + i];
        for (size_t k = 0; k < gc->count; k++) t[n++] = gc->times[k];
    }
    qsort(t, n, sizeof *t, cmp_time);
    uint8_t seen[WARP_ANIM_MAX_CHANNELS] = {0};
    for (size_t k = 0; k < n; k++) {
        if (k && t[k] - t[k - 1] < 1e-6) continue;
        warp_anim_pose o;
        warp_anim_sample(x->anim, (float)t[k], &o);
        solve_frame(x, t[k], &o, f);
        for (uint32_t c = 0; c < w->nch; c++) seen[c] |= w->changed[c] && differs(w, c, &o, f);
    }
    for (uint32_t c = 0; c < w->nch; c++)
        if (w->changed[c] && !seen[c]) w->changed[c] = 0, w->nchanged--, w->nadded -= w->src[c] < 0;
    free(t);
    return 0;
}

/* Every frame of the clip solved from the animation: w->fresh and w->changed. */
static int solve_clip(glb_ctx *x, clip_work *w) {
    w->frames = w->in.frame_count < MAX_FRAMES ? w->in.frame_count : MAX_FRAMES;
    if (!w->frames) w->frames = 1;
    w->old_frames = w->frames;
    if (clip_length(x, w)) return -1;
    w->fresh = calloc((size_t)w->nch * w->frames, sizeof *w->fresh);
    frame_out *f = malloc(sizeof *f);
    int rc = w->fresh && f ? 0 : -1;
    for (uint32_t k = 0; !rc && k < w->frames; k++) {
        warp_anim_pose o;
        double t = (double)k / WARP_ANIM_FPS;
        warp_anim_sample(x->anim, (float)t, &o);
        solve_frame(x, t, &o, f);
        rc = check_frame(x, w, k, &o, f) || frame_keys(x, w, k, &o, f) ? -1 : 0;
    }
    if (!rc) rc = resampled_only(x, w, f);
    free(f);
    return rc;
}

typedef struct event_list {
    warp_anim_event *ev;
    uint32_t n, cap;
} event_list;

static int event_cb(void *user, const warp_anim_event *e) {
    event_list *l = user;
    if (l->n == l->cap) return 1;
    l->ev[l->n++] = *e;
    return 0;
}

/* Channel c's stored keys (malloc'ed in *out) cut at a shorter clip's last frame, a key
 * there (from w->fresh) when one past it is dropped: 0, or -1. */
static int kept_keys(const glb_ctx *x, const clip_work *w, uint32_t c, warp_anim_key **out, uint32_t *count) {
    size_t n = 0;
    if (warp_anim_copy_keys(x->anim, (uint32_t)w->src[c], NULL, 0, &n) || !(*out = malloc((n + 1) * sizeof **out)) ||
        warp_anim_copy_keys(x->anim, (uint32_t)w->src[c], *out, n, &n))
        return -1;
    uint32_t end = w->length_changed ? w->frames - 1 : UINT32_MAX, frame = 0, k = 0;
    for (; k < n && frame + (*out)[k].delta <= end; k++) frame += (*out)[k].delta;
    if (k < n && frame < end) { /* the dropped key's delta was at most 255: the new one's fits */
        (*out)[k] = w->fresh[(size_t)c * w->frames + end];
        (*out)[k].delta = (uint8_t)(end - frame), (*out)[k++].frame = end;
    }
    *count = k;
    return 0;
}

/* Events past a shorter clip's end: -1 after a message. */
static int check_events(const glb_ctx *x, const clip_work *w, const event_list *ev) {
    for (uint32_t i = 0; w->length_changed && i < ev->n; i++) {
        if (ev->ev[i].frame < w->frames) continue;
        report(x->path, -1, "animation %s ends at frame %u, but clip %s's event %u (type %u) is at frame %u: events are "
               "not moved or dropped here (move it in the clip's JSON, rebuild and extract again, then shorten it)",
               w->ga->name, w->frames - 1, w->in.name, i, ev->ev[i].type, ev->ev[i].frame);
        return -1;
    }
    return 0;
}

/* The clip with its changed channels keyed at every frame, the others as stored (cut at a
 * shorter end), added channels that stayed at the reference pose left out: its new
 * descriptor and keyframes (malloc'ed). */
static int encode_clip(const glb_ctx *x, const clip_work *w, uint8_t **kf, size_t *kf_len, uint8_t *desc) {
    warp_anim_channel_desc cd[WARP_ANIM_MAX_CHANNELS];
    warp_anim_key *old[WARP_ANIM_MAX_CHANNELS] = {0};
    event_list ev = {calloc(w->in.event_count + 1, sizeof(warp_anim_event)), 0, w->in.event_count};
    int rc = ev.ev ? 0 : -1;
    uint32_t n = 0;
    if (!rc) warp_anim_foreach_event(x->anim, event_cb, &ev);
    if (!rc) rc = check_events(x, w, &ev);
    for (uint32_t c = 0; !rc && c < w->nch; c++) {
        if (w->src[c] < 0 && !w->changed[c]) continue;
        warp_anim_channel_desc *d = &cd[n++];
        *d = (warp_anim_channel_desc){w->ch[c].kind, w->ch[c].bone, w->frames, w->fresh + (size_t)c * w->frames};
        if (!w->changed[c]) rc = kept_keys(x, w, c, &old[c], &d->key_count), d->keys = old[c];
    }
    warp_anim_clip_desc d;
    memset(&d, 0, sizeof d);
    d.info = &w->in, d.channel_count = n, d.channels = cd, d.event_count = ev.n, d.events = ev.ev;
    if (!rc) rc = clip_encode(&d, x->path, kf, kf_len, desc);
    for (uint32_t c = 0; c < w->nch; c++) free(old[c]);
    free(ev.ev);
    return rc;
}

/* The first animation not yet taken named as the clip (Blender's ".001" allowed). */
static const gltfr_anim *find_animation(glb_ctx *x, const char *name) {
    for (size_t a = 0; a < x->doc.anim_count; a++)
        if (!x->anim_used[a] && model_same_name(x->doc.anims[a].name, name, strlen(name))) {
            x->anim_used[a] = 1;
            return &x->doc.anims[a];
        }
    return NULL;
}

/* This animation's channels per node; -1 after a message for a channel that moves a node
 * no joint hangs under (an added bone, a prop: nothing of the clip holds it) or morph
 * weights. */
static int bind_channels(glb_ctx *x, const gltfr_anim *ga) {
    size_t n = x->doc.node_count;
    for (size_t i = 0; i < n; i++) x->node_t[i] = x->node_r[i] = -1;
    if (ga->weight_channels) {
        report(x->path, -1, "animation %s: morph target weights are not put back (a character's clips turn joints)",
               ga->name);
        return -1;
    }
    for (size_t k = 0; k < ga->channel_count; k++) {
        size_t ci = ga->first_channel + k;
        const gltfr_channel *c = &x->doc.channels[ci];
        if (c->path == GLTFR_TRANSLATION) x->node_t[c->node] = (int)ci;
        if (c->path == GLTFR_ROTATION) x->node_r[c->node] = (int)ci;
        if (x->above[c->node] || c->node == x->motion_node || c->path == GLTFR_SCALE) continue;
        const anim_rigid *r = &x->rest[c->node];
        for (size_t j = 0; j < c->count; j++) {
            const float *v = c->values + j * (c->path == GLTFR_ROTATION ? 4 : 3);
            double d = 0;
            if (c->path == GLTFR_ROTATION) d = 1 - fabs(v[0] * r->q[0] + v[1] * r->q[1] + v[2] * r->q[2] + v[3] * r->q[3]);
            else d = fabs(v[0] - r->t[0]) + fabs(v[1] - r->t[1]) + fabs(v[2] - r->t[2]);
            if (d <= 1e-4) continue;
            report(x->path, -1, "animation %s moves node %s, which is no joint of the character's clips: not put back",
                   ga->name, x->doc.nodes[c->node].name);
            return -1;
        }
    }
    return 0;
}

/* Clip item it against its animation: encoded again and spliced when a channel changed. */
static int put_back_clip(glb_ctx *x, const edit_item *it, const uint8_t *e, const warp_anim_clip_ref *ref, clip_work *w) {
    char json[4096];
    uint64_t h = 0;
    snprintf(json, sizeof json, "%s/%s", x->from, it->file);
    if (it->has_hash && (file_fnv1a64(json, &h) || h != it->hash)) {
        report(x->path, -1, "clip %s is edited both in %s and in animation %s: edit it in one of them", w->in.name,
               json, w->ga->name);
        return -1;
    }
    uint8_t *kf = NULL, desc[WARP_ANIM_DESC_SIZE];
    size_t kf_len = 0, kf_off = (size_t)(ref->keyframes - e), desc_off = (size_t)(ref->desc - e);
    if (encode_clip(x, w, &kf, &kf_len, desc)) return -1;
    if (kf_len == w->in.keyframes_used && !memcmp(kf, e + kf_off, kf_len) && !memcmp(desc, e + desc_off, sizeof desc))
        return free(kf), 0;
    if (clip_splice(x->pl, it, e, desc_off, desc, kf_off, w->in.keyframes_used, kf, kf_len)) return -1;
    ++*x->replaced;
    if (!x->pl->quiet)
        fprintf(stderr, "warp: %s: clip %s encoded again from animation %s (%u channel%s keyed at every frame, %u "
                "new; %u frames, was %u; %zu keyframe bytes, was %zu)\n", x->path, w->in.name, w->ga->name, w->nchanged,
                w->nchanged == 1 ? "" : "s", w->nadded, w->frames, w->old_frames, kf_len, w->in.keyframes_used);
    return 0;
}

static int one_clip(glb_ctx *x, const edit_item *it) {
    uint8_t *e = NULL;
    warp_anim_clip_ref ref;
    clip_work w;
    memset(&w, 0, sizeof w);
    if (media_read_entry(x->pl, it->entry, &e)) return -1;
    size_t len = x->pl->entries[it->entry].size;
    int rc = clip_find_ref(e, len, it, &ref) ||
                     warp_anim_init(x->anim, warp_anim_sizeof(), WARP_ABI_VERSION, ref.desc, ref.desc_len, ref.keyframes,
                                    ref.keyframes_len, NULL) ||
                     warp_anim_get_info(x->anim, &w.in)
                 ? -1
                 : 0;
    if (rc) report(x->path, -1, "clip %u of resource %u does not open: not from this WAD's extraction", it->index,
                   it->resource_hash);
    const char *name = w.in.name[0] ? w.in.name : "clip";
    if (!rc && !(w.ga = find_animation(x, name))) {
        report(x->path, -1, "no animation named %s (clip %u of the character): a clip is not removed or renamed here "
               "(restore the animation)", name, it->index);
        rc = -1;
    }
    if (!rc && warp_anim_foreach_channel(x->anim, channel_cb, &w) != WARP_OK) rc = -1;
    if (!rc) add_candidates(x, &w);
    if (!rc) rc = bind_channels(x, w.ga) || solve_clip(x, &w) ? -1 : 0;
    if (!rc && (w.nchanged || w.length_changed)) rc = put_back_clip(x, it, e, &ref, &w);
    free(w.fresh), free(e);
    return rc;
}

/* ---- one character ---------------------------------------------------------------------- */

typedef struct model_chunks {
    size_t data; /* the model chunk's payload offset (the manifest's) */
    uint32_t resource;
    const uint8_t *clump, *offsets;
    size_t clump_len, offsets_len;
} model_chunks;

static int chunks_cb(void *user, const warp_chunk_info *c) {
    model_chunks *f = user;
    if (c->offset + 16 == f->data) f->clump = c->data, f->clump_len = c->size, f->resource = c->resource_index;
    return 0;
}

static int offsets_cb(void *user, const warp_chunk_info *c) {
    model_chunks *f = user;
    if (c->type == 0x28 && c->resource_index == f->resource && !f->offsets) f->offsets = c->data, f->offsets_len = c->size;
    return 0;
}

/* The clump's frames, the rig and the 0x28 offsets of the model at mm->offset in e. */
static int read_rig(glb_ctx *x, const uint8_t *e, size_t len, size_t data) {
    model_chunks f = {data, 0, NULL, NULL, 0, 0};
    warp_chunk_foreach(e, len, NULL, chunks_cb, &f);
    if (f.clump) warp_chunk_foreach(e, len, NULL, offsets_cb, &f);
    warp_clump_info ci;
    if (!f.clump || !f.offsets || f.offsets_len < sizeof x->offsets ||
        warp_clump_init(x->clump, warp_clump_sizeof(), WARP_ABI_VERSION, f.clump, f.clump_len, NULL) ||
        warp_clump_get_info(x->clump, &ci) || !(x->fi = calloc(ci.frame_count + 1, sizeof *x->fi))) {
        report(x->path, -1, "its model has no clump or no bone offsets (0x28) at %zu: not from this WAD's extraction", data);
        return -1;
    }
    for (uint32_t k = 0; k < ci.frame_count; k++)
        if (warp_clump_frame(x->clump, k, &x->fi[k])) return -1;
    anim_bone_offsets(f.offsets, x->offsets); /* as the export reads them */
    return anim_rig_init(&x->rig, x->fi, ci.frame_count);
}

/* Each pose bone's joint node: the skin joint named after its frame. */
static void map_bones(glb_ctx *x) {
    for (int b = 0; b < WARP_ANIM_BONES; b++) x->bone_node[b] = -1;
    x->motion_node = -1;
    for (uint32_t f = 0; f < x->rig.frame_count; f++) {
        int b = x->rig.bone[f];
        char name[256];
        if (b < 0) continue;
        frame_name(&x->fi[f], f, name, sizeof name);
        for (size_t s = 0; s < x->doc.skin_count && x->bone_node[b] < 0; s++)
            for (size_t j = 0; j < x->doc.skins[s].joint_count; j++) {
                int n = x->doc.skins[s].joints[j];
                if (model_same_name(x->doc.nodes[n].name, name, strlen(name))) {
                    anim_rigid rest = rigid_of_matrix(x->doc.nodes[n].world), inv = rigid_inv(&rest);
                    x->bind[b] = anim_rigid_mul(&inv, &x->rig.world[f]);
                    memset(x->bind[b].t, 0, sizeof x->bind[b].t); /* a joint's origin is its origin */
                    x->bone_node[b] = n;
                    break;
                }
            }
    }
    for (int b = 0; b < WARP_ANIM_BONES; b++) /* the joints and every node above one */
        for (int n = x->bone_node[b]; n >= 0 && !x->above[n]; n = x->doc.nodes[n].parent) x->above[n] = 1;
    for (size_t n = 0; n < x->doc.node_count; n++) { /* the root motion node: no joint */
        int joint = 0;
        for (int b = 0; b < WARP_ANIM_BONES; b++) joint |= x->bone_node[b] == (int)n;
        if (!joint && !strcmp(x->doc.nodes[n].name, "root_motion")) x->motion_node = (int)n;
    }
}

/* Per-node scratch, rests from the node matrices, the order to compose them in. */
static int node_arrays(glb_ctx *x) {
    size_t n = x->doc.node_count + 1;
    x->above = calloc(n, 1), x->anim_used = calloc(x->doc.anim_count + 1, 1);
    x->node_t = malloc(n * sizeof *x->node_t), x->node_r = malloc(n * sizeof *x->node_r);
    x->chain = malloc(n * sizeof *x->chain);
    x->rest = malloc(n * sizeof *x->rest), x->local = malloc(n * sizeof *x->local), x->world = malloc(n * sizeof *x->world);
    if (!x->above || !x->anim_used || !x->node_t || !x->node_r || !x->chain || !x->rest || !x->local || !x->world) return -1;
    for (size_t i = 0; i + 1 < n; i++) {
        x->rest[i] = rigid_of_matrix(x->doc.nodes[i].local);
    }
    return node_order(x);
}

static void free_ctx(glb_ctx *x) {
    gltf_read_free(&x->doc);
    anim_rig_free(&x->rig);
    free(x->fi), free(x->above), free(x->anim_used), free(x->node_t), free(x->node_r), free(x->chain);
    free(x->rest), free(x->local), free(x->world);
    x->fi = NULL, x->above = x->anim_used = NULL, x->node_t = x->node_r = x->chain = NULL;
    x->rest = x->local = x->world = NULL;
}

static int one_character(glb_ctx *x, uint32_t entry, const man_model *mm) {
    uint8_t *e = NULL;
    char err[512] = "";
    int rc = media_read_entry(x->pl, entry, &e) ? -1 : read_rig(x, e, x->pl->entries[entry].size, mm->offset);
    if (!rc && gltf_read_file(x->path, &x->doc, err, sizeof err)) {
        report(x->path, -1, "%s", err);
        rc = -1;
    }
    if (!rc && !x->doc.anim_count) { /* saved without animations: the clips are not its edit */
        free(e);
        free_ctx(x);
        return 0;
    }
    if (!rc && node_arrays(x)) rc = -1;
    if (!rc) map_bones(x);
    for (size_t k = 0; !rc && k < x->m->nedits; k++) {
        const edit_item *it = &x->m->edits[k];
        if (it->kind == EDIT_CLIP && it->resource_hash == mm->character_data) rc = one_clip(x, it);
    }
    for (size_t a = 0; !rc && a < x->doc.anim_count; a++)
        if (!x->anim_used[a]) {
            report(x->path, -1, "animation %s is no clip of the character: new clips are not put back (name it after "
                   "one of the character's clips)", x->doc.anims[a].name);
            rc = -1;
        }
    free(e);
    free_ctx(x);
    return rc;
}

int rebuild_clips_glb(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    glb_ctx x;
    memset(&x, 0, sizeof x);
    x.pl = pl, x.m = m, x.from = from, x.replaced = replaced;
    x.clump = handle_alloc(warp_clump_sizeof());
    x.anim = handle_alloc(warp_anim_sizeof());
    int rc = x.clump && x.anim ? 0 : -1;
    for (uint32_t i = 0; !rc && i < pl->count; i++)
        for (size_t k = 0; !rc && k < m->e[i].nmodels; k++) {
            const man_model *mm = &m->models[m->e[i].first_model + k];
            char path[4096];
            int edited = mm->has_character_data ? rebuild_model_edited(from, mm, path, sizeof path) : 0;
            if (edited <= 0) {
                rc = edited;
                continue;
            }
            x.path = path;
            rc = one_character(&x, i, mm);
        }
    free(x.clump), free(x.anim);
    return rc;
}
