/* warp rebuild: an exported skin brought back into the game's bind space (model_skin.h).
 * A skinned vertex is drawn at W_j IBM_j v (glTF 2.0 3.7.3), so per bone
 *   C_b = IBM_game_b^-1 IBM_file_b   takes the file's bind space to the game's, and
 *   D_b = W_file_b (U F_b)^-1        is how far the file's joint sits from the game's frame
 * (F_b the frame's matrix in the model, U the extract's z-up -> y-up turn when it made one).
 * As extracted both are identities. An exporter that moves the whole armature (Blender
 * applies a root node's translation twice to a skin whose root bone sits under it; a y-up /
 * z-up convention) makes every C_b (or D_b) the same rigid transform: the mesh is taken back
 * through it, and a line says so. One bone's differing from the others' is a skeleton edit:
 * refused by name (bind matrices, frames and the clips' bone offsets are not put back). */
#include "rebuild/model_skin.h"

#include "formats/gltf_read.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MOVE_TOL 0.002 /* m: two stored units of a bone offset */
#define TURN_TOL 0.01  /* rad, about half a degree */

int model_mat_invert(const float *m, float *o) {
    float c[9];
    c[0] = m[5] * m[10] - m[6] * m[9], c[1] = m[2] * m[9] - m[1] * m[10], c[2] = m[1] * m[6] - m[2] * m[5];
    c[3] = m[6] * m[8] - m[4] * m[10], c[4] = m[0] * m[10] - m[2] * m[8], c[5] = m[2] * m[4] - m[0] * m[6];
    c[6] = m[4] * m[9] - m[5] * m[8], c[7] = m[1] * m[8] - m[0] * m[9], c[8] = m[0] * m[5] - m[1] * m[4];
    float det = m[0] * c[0] + m[4] * c[1] + m[8] * c[2];
    if (!(det > 1e-12f || det < -1e-12f)) return 0;
    memset(o, 0, 16 * sizeof *o);
    for (int col = 0; col < 3; col++)
        for (int r = 0; r < 3; r++) o[col * 4 + r] = c[col * 3 + r] / det;
    for (int r = 0; r < 3; r++) o[12 + r] = -(o[r] * m[12] + o[4 + r] * m[13] + o[8 + r] * m[14]);
    o[15] = 1;
    return 1;
}

/* How far b is from a: its translation apart (m) and the angle of a^-1 b's turn (rad). */
static void apart(const float *a, const float *b, double *move, double *turn) {
    float ia[16], d[16];
    if (!model_mat_invert(a, ia)) {
        *move = *turn = 1e9;
        return;
    }
    gltf_mat_mul(d, ia, b);
    double tr = (double)d[0] + d[5] + d[10], c = (tr - 1) / 2;
    *turn = acos(c > 1 ? 1 : c < -1 ? -1 : c);
    *move = sqrt((double)(a[12] - b[12]) * (a[12] - b[12]) + (double)(a[13] - b[13]) * (a[13] - b[13]) +
                 (double)(a[14] - b[14]) * (a[14] - b[14]));
}

static int near(const float *a, const float *b) {
    double m, t;
    apart(a, b, &m, &t);
    return m <= MOVE_TOL && t <= TURN_TOL;
}

/* The matrix (of n, 16 floats each, has[k] set) most others are near: its index, or -1. */
static int consensus(const float *mats, const uint8_t *has, uint32_t n) {
    int best = -1;
    uint32_t votes = 0;
    for (uint32_t a = 0; a < n; a++) {
        uint32_t v = 0;
        for (uint32_t b = 0; has[a] && b < n; b++) v += has[b] && near(mats + 16 * a, mats + 16 * b);
        if (has[a] && v > votes) best = (int)a, votes = v;
    }
    return best;
}

static const float ident[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};

/* The one bone whose matrix is off the consensus: -1 after a message, else 0 and *ref. */
static int agree(const model_skin_in *in, const float *mats, const uint8_t *has, const char *what, const char *edit,
                 const float **ref, char *err, size_t errcap) {
    int c = consensus(mats, has, in->bone_count);
    *ref = c >= 0 ? mats + 16 * c : ident;
    for (uint32_t b = 0; c >= 0 && b < in->bone_count; b++) {
        double m, t;
        if (!has[b] || near(*ref, mats + 16 * b)) continue;
        apart(*ref, mats + 16 * b, &m, &t);
        snprintf(err, errcap, "%s: joint %s: its %s is %.3f m and %.1f degrees off the game's skeleton, where the other "
                 "joints agree: a skeleton is not put back (%s)", in->name, in->bone_names[b], what, m, t * 57.29578, edit);
        return -1;
    }
    return 0;
}

/* The export's offset of the whole skeleton, T: the turn (none, or a y-up / z-up quarter
 * turn about x) under which the most joints' origins sit one translation off the game's
 * frames, with that translation. Editors turn a joint's own axes (Blender's bones point
 * along y), so only the origins are compared. */
typedef struct skin_work {
    float s_game[16 * MODEL_SKIN_BONES], s_file[16 * MODEL_SKIN_BONES], k[16 * MODEL_SKIN_BONES];
    float o[16 * MODEL_SKIN_BONES];
    uint8_t has[MODEL_SKIN_BONES];
} skin_work;

static int whole_offset(const model_skin_in *in, skin_work *w, float *t, char *err, size_t errcap) {
    static const float turns[3][16] = {{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1},
                                       {1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1},
                                       {1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1}};
    int best = 0;
    uint32_t votes = 0;
    for (int r = 0; r < 3; r++) {
        for (uint32_t b = 0; b < in->bone_count; b++) { /* o_b = p_file - R p_game, as a translation */
            float *o = w->o + 16 * b, p[16];
            gltf_mat_mul(p, turns[r], in->bone_world + 16 * b);
            memcpy(o, ident, sizeof ident);
            for (int i = 0; w->has[b] && i < 3; i++) o[12 + i] = in->joint_world[b][12 + i] - p[12 + i];
        }
        int c = consensus(w->o, w->has, in->bone_count);
        uint32_t v = 0;
        for (uint32_t b = 0; c >= 0 && b < in->bone_count; b++) v += w->has[b] && near(w->o + 16 * c, w->o + 16 * b);
        if (v > votes) best = r, votes = v;
    }
    for (uint32_t b = 0; b < in->bone_count; b++) {
        float *o = w->o + 16 * b, p[16];
        gltf_mat_mul(p, turns[best], in->bone_world + 16 * b);
        memcpy(o, ident, sizeof ident);
        for (int i = 0; w->has[b] && i < 3; i++) o[12 + i] = in->joint_world[b][12 + i] - p[12 + i];
    }
    const float *ref;
    if (agree(in, w->o, w->has, "rest place", "restore its rest pose; pose the joint in an animation instead", &ref, err,
              errcap))
        return -1;
    gltf_mat_mul(t, ref, turns[best]);
    return 0;
}

int model_skin_fix(const model_skin_in *in, float fix[16], char *note, size_t notecap, char *err, size_t errcap) {
    float t[16], inv[16], ti[16];
    memcpy(fix, ident, sizeof ident);
    if (note && notecap) note[0] = 0;
    if (in->bone_count > MODEL_SKIN_BONES || !in->bone_world) return 0; /* taken as it is */
    skin_work *w = malloc(sizeof *w);
    if (!w) return snprintf(err, errcap, "out of memory"), -1;
    for (uint32_t b = 0; b < in->bone_count; b++) { /* S = W IBM: bind space -> the scene at rest */
        float g[16];
        memcpy(g, in->game_ibm + 16 * b, sizeof g);
        g[3] = g[7] = g[11] = 0, g[15] = 1; /* undefined in RenderWare */
        gltf_mat_mul(w->s_game + 16 * b, in->bone_world + 16 * b, g);
        gltf_mat_mul(w->s_file + 16 * b, in->joint_world[b] ? in->joint_world[b] : ident,
                      in->file_ibm[b] ? in->file_ibm[b] : ident);
        w->has[b] = in->joint_world[b] && model_mat_invert(w->s_game + 16 * b, inv);
    }
    int rc = whole_offset(in, w, t, err, errcap) || !model_mat_invert(t, ti) ? -1 : 0;
    for (uint32_t b = 0; !rc && b < in->bone_count; b++) { /* K = S_game^-1 T^-1 S_file */
        if (!w->has[b]) continue;
        model_mat_invert(w->s_game + 16 * b, inv);
        gltf_mat_mul(w->k + 16 * b, ti, w->s_file + 16 * b);
        gltf_mat_mul(w->k + 16 * b, inv, w->k + 16 * b);
    }
    const float *ref = ident;
    if (!rc)
        rc = agree(in, w->k, w->has, "inverse bind matrix", "restore its bind pose; pose the joint in an animation, or "
                   "move the mesh's vertices instead", &ref, err, errcap);
    double m = 0, a = 0;
    if (!rc) apart(ident, ref, &m, &a);
    if (!rc && (m > MOVE_TOL || a > TURN_TOL)) {
        memcpy(fix, ref, 16 * sizeof *fix);
        if (note && notecap)
            snprintf(note, notecap, "%s: its skin came back %.3f m and %.1f degrees off the game's bind space, every "
                     "joint alike (an exporter's offset of the whole skeleton: Blender 3.4 applies a root node's "
                     "translation twice; a y-up / z-up turn): undone", in->name, m, a * 57.29578);
    }
    free(w);
    return rc;
}
