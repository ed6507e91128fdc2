/* A scene view's roles (scene_glb.h): each role whose character is known plays its clips,
 * part after part, on the character's skin (FACTS.md 6.4, the pose of each whole frame) under
 * a node named after the role that stands for the human as Coney's scene runner moves it
 * (FACTS-2 5.6, 5.7): its feet and heading start on the role's start mark; each frame while
 * a clip plays they move by the clip's root motion (section A's velocity turned by the
 * heading, / 30; the heading turns by pose bone 0's rotation), and the clips' events 21 and
 * 22 put them on a mark (f32 position, f32 heading = 2 atan2(z, w) of a mark's quaternion,
 * about the game's up axis), at their frames counted from the scene's start. After its last
 * clip a role keeps its last pose. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "extract/level.h"
#include "extract/scene_glb.h"
#include "extract/wad_index.h"
#include "formats/gltf_anim.h"
#include "formats/gltf_model.h"
#include "platform/util.h"

static void left_out(scene_view *v, uint32_t role, const char *name, const char *why) {
    fprintf(v->left, "%s{\"role\": %u, \"name\": ", v->left_count++ ? ", " : "", role);
    json_string(v->left, name);
    fputs(", \"why\": ", v->left);
    json_string(v->left, why);
    fputc('}', v->left);
}

/* The Character List record of a role's name: its key is the CRC-32 of the name or of
 * <name>_cv, or its model's known name (<name>_geo) squashed is the role's squashed, with or
 * without "cv" (FACTS.md 4.4). NULL when none. */
static const model_rec *role_character(const wad_run *r, const char *role) {
    char lower[64], sq[64], cand[160];
    size_t n = 0;
    for (; role[n] && n + 4 < sizeof lower; n++) lower[n] = (char)tolower((unsigned char)role[n]);
    lower[n] = 0;
    const model_rec *rec = find_rec_by_key(r, warp_crc32(0, lower, n));
    if (rec && rec->data) return rec;
    memcpy(lower + n, "_cv", 4);
    rec = find_rec_by_key(r, warp_crc32(0, lower, n + 3));
    if (rec && rec->data) return rec;
    squash_name(role, sq, sizeof sq);
    size_t sl = strlen(sq);
    for (size_t i = 0; i < r->rec_count; i++) {
        const char *name = r->recs[i].data ? res_names_find(&r->resnames, r->recs[i].model) : NULL;
        if (!name) continue;
        squash_name(name, cand, sizeof cand);
        size_t cl = strlen(cand);
        if (cl > 3 && !strcmp(cand + cl - 3, "geo")) cand[cl -= 3] = 0;
        if (!strcmp(cand, sq) || (cl == sl + 2 && !strncmp(cand, sq, sl) && !strcmp(cand + sl, "cv"))) return &r->recs[i];
    }
    return NULL;
}

/* A model resource's clump chunk (0x47) and bone offsets (0x28). */
typedef struct model_chunks {
    uint32_t hash;
    const uint8_t *clump, *offsets;
    size_t clump_len, offsets_len;
} model_chunks;

static int find_chunks(void *user, const warp_chunk_info *c) {
    model_chunks *m = user;
    if (c->resource_hash != m->hash) return 0;
    if (c->type == 0x47 && !m->clump) m->clump = c->data, m->clump_len = c->size;
    if (c->type == 0x28 && !m->offsets) m->offsets = c->data, m->offsets_len = c->size;
    return 0;
}

/* ---- the runner ------------------------------------------------------------------------------- */

typedef struct mark_event {
    uint32_t frame, type; /* 21 position, 22 heading */
    float value[3];
} mark_event;

typedef struct role_run {
    scene_view *v;
    const warp_scene_definition *d;
    warp_anim *clips[VIEW_MAX_PARTS];
    float start[VIEW_MAX_PARTS], dur[VIEW_MAX_PARTS]; /* start frame in the scene, seconds */
    uint32_t n;
    mark_event *ev;
    size_t ev_count, ev_cap;
    double feet[3], heading;
    long fired;          /* the last frame whose events have fired */
    float *node_values;  /* the role node's keys: translations, then rotations */
    float offsets[WARP_ANIM_BONES][4];
} role_run;

static int mark_cb(void *user, const warp_scene_event *e) {
    role_run *x = user;
    if (e->type != 21 && e->type != 22) return 0;
    mark_event *v = grow_room(x->ev, x->ev_count, &x->ev_cap, sizeof *v);
    if (!v) return 1; /* out of memory: the later marks are not kept */
    x->ev = v;
    mark_event *m = &v[x->ev_count++];
    m->frame = e->frame, m->type = e->type;
    for (int k = 0; k < 3; k++) m->value[k] = le_f32(e->args + 4 + 4 * k); /* from +8 */
    return 0;
}

/* The human's state after frame k (Coney's stepRole): the root motion of the pose while a
 * clip plays (not at frame 0), then the marks of frames since the last. */
static void role_step(role_run *x, uint32_t k, const warp_anim_pose *pose) {
    double end = x->start[x->n - 1] + x->dur[x->n - 1] * 30.0;
    if (k && k <= end) {
        double c = cos(x->heading), s = sin(x->heading), a[3] = {0, 0, 0};
        if (pose->has_velocity) a[0] = pose->velocity[0], a[1] = pose->velocity[1], a[2] = pose->velocity[2];
        x->feet[0] += (c * a[0] - s * a[1]) / 30.0;
        x->feet[1] += (s * a[0] + c * a[1]) / 30.0;
        x->feet[2] += a[2] / 30.0;
        double w = pose->rotation[0][3], z = pose->rotation[0][2];
        if (z != 0 && w >= -1 && w <= 1) x->heading += 2 * acos(w) * (z > 0 ? 1 : -1);
    }
    for (size_t i = 0; i < x->ev_count; i++) {
        const mark_event *m = &x->ev[i];
        if ((long)m->frame <= x->fired || m->frame > k || !isfinite(m->value[0])) continue;
        if (m->type == 21 && isfinite(m->value[1]) && isfinite(m->value[2]))
            x->feet[0] = m->value[0], x->feet[1] = m->value[1], x->feet[2] = m->value[2];
        else if (m->type == 22)
            x->heading = m->value[0];
    }
    x->fired = k;
}

/* export_pose_fn: key k's pose from the clip of its part, and the role node's key k. */
static void role_pose(void *user, uint32_t k, warp_anim_pose *pose) {
    role_run *x = user;
    uint32_t p = view_part_at(x->start, x->n, k);
    double t = (k - x->start[p]) / 30.0;
    warp_anim_sample(x->clips[p], (float)(t < 0 ? 0 : t > x->dur[p] ? x->dur[p] : t), pose);
    role_step(x, k, pose);
    float g[3] = {(float)x->feet[0], (float)x->feet[1], (float)x->feet[2]};
    float q[4] = {0, 0, (float)sin(x->heading / 2), (float)cos(x->heading / 2)};
    float *tr = x->node_values + 3 * (size_t)k, *rot = x->node_values + 3 * (size_t)x->v->keys + 4 * (size_t)k;
    game_pos(g, tr);
    game_rot(q, rot);
    if (k && rot[-4] * rot[0] + rot[-3] * rot[1] + rot[-2] * rot[2] + rot[-1] * rot[3] < 0)
        for (int i = 0; i < 4; i++) rot[i] = -rot[i]; /* a mark's turn: the shorter way, in one hemisphere */
}

/* A joint that stays put (a translation: every joint but the pelvis and the first few, whose
 * offsets only turn with the parent, FACTS.md 6.4 step 5; a rotation: a bone no clip keys,
 * at its reference rotation, 6.3) gets the value on its node instead of a channel, within
 * STILL (metres, or quaternion components): most of a role's keys. The channels kept; *n updated. */
#define STILL 1e-5f
static void drop_still(gltf_doc *doc, gltf_anim_channel *chs, size_t *n, uint32_t keys) {
    size_t kept = 0;
    for (size_t c = 0; c < *n; c++) {
        const float *v = chs[c].values;
        int w = chs[c].path == GLTF_PATH_ROTATION ? 4 : 3, still = 1;
        for (uint32_t k = 1; still && k < keys; k++)
            for (int i = 0; i < w; i++) still &= fabsf(v[(size_t)w * k + i] - v[i]) <= STILL;
        if (!still || gltf_set_trs(doc, chs[c].node, chs[c].path, v) != 0) chs[kept++] = chs[c];
    }
    *n = kept;
}

/* The character's clump is in the document: its root frames go under the role's node, the
 * joints and the node are keyed, and their channels join the scene's. */
static int role_extra(void *user, gltf_doc *doc, const warp_frame_info *frames, const int *nodes, uint32_t n,
                      char *err, size_t errcap) {
    role_run *x = user;
    float q[4] = {0, 0, (float)sin(x->heading / 2), (float)cos(x->heading / 2)};
    int node = view_node(doc, x->d->name, x->d->start_position, q);
    for (uint32_t f = 0; node >= 0 && f < n; f++)
        if (frames[f].parent < 0 && gltf_add_child(doc, node, nodes[f]) != 0) node = -1;
    anim_rig rig;
    if (node < 0 || anim_rig_init(&rig, frames, n) != 0) {
        snprintf(err, errcap, "role node: %s", node < 0 ? gltf_error(doc) : "out of memory or a frame loop");
        return -1;
    }
    float *values = NULL;
    gltf_anim_channel *chs = NULL;
    size_t count = 0;
    uint32_t keys = x->v->keys;
    x->node_values = malloc((size_t)keys * 7 * sizeof(float));
    int rc = x->node_values ? export_pose_channels(&rig, (const float(*)[4])x->offsets, nodes, keys, role_pose, x,
                                                   &values, &chs, &count)
                            : -1;
    gltf_anim_channel own[2] = {{node, GLTF_PATH_TRANSLATION, x->node_values},
                                {node, GLTF_PATH_ROTATION, x->node_values + 3 * (size_t)keys}};
    if (rc == 0) drop_still(doc, chs, &count, keys);
    if (rc == 0) rc = view_channels(x->v, values, chs, count);
    if (rc == 0) rc = view_channels(x->v, x->node_values, own, 2);
    else free(x->node_values);
    x->node_values = NULL;
    free(chs);
    anim_rig_free(&rig);
    if (rc != 0) snprintf(err, errcap, "out of memory");
    return rc;
}

/* The role's clips, part after part until a part has none (or it does not open), and their marks. */
static const char *role_clips(role_run *x, uint32_t i) {
    scene_view *v = x->v;
    for (uint32_t p = 0; p < v->part_count; p++) {
        warp_scene_track t;
        const view_part *pt = &v->parts[p];
        if (warp_scene_get_track(pt->s, WARP_SCENE_ROLE, i, &t) != WARP_OK) break;
        uint64_t keys = (uint64_t)t.section_bytes[0] + t.section_bytes[1] + t.section_bytes[2] +
                        (uint64_t)WARP_SCENE_EVENT_SIZE * t.event_count;
        warp_anim *a = handle_alloc(warp_anim_sizeof());
        if (!a || (uint64_t)t.offset + WARP_SCENE_CLIP_SIZE > pt->len || t.keys_offset + keys > pt->len ||
            warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, pt->p + t.offset, WARP_SCENE_CLIP_SIZE,
                           pt->p + t.keys_offset, (size_t)keys, NULL) != WARP_OK) {
            free(a);
            break;
        }
        x->clips[x->n] = a;
        x->dur[x->n] = t.duration > 0 && t.duration < 1e6f ? t.duration : 0;
        x->start[x->n] = x->n ? x->start[x->n - 1] + x->dur[x->n - 1] * 30.0f : 0;
        x->n++;
        warp_scene_foreach_event(pt->s, &t, mark_cb, x);
    }
    return x->n ? NULL : "its role clip did not open";
}

/* The clump's frame count (each a joint node at most), 0 when it does not open. */
static uint32_t clump_frames(const uint8_t *clump, size_t len) {
    warp_clump *c = handle_alloc(warp_clump_sizeof());
    warp_clump_info ci;
    uint32_t n = c && warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, clump, len, NULL) == WARP_OK &&
                         warp_clump_get_info(c, &ci) == WARP_OK
                     ? ci.frame_count
                     : 0;
    free(c);
    return n;
}

/* Role i: its character found, its clump added, its clips keyed. NULL, or why not. */
static const char *place_role(role_run *x, uint32_t i) {
    scene_view *v = x->v;
    const wad_run *r = v->j->r;
    const model_rec *rec = role_character(r, x->d->name);
    const dict_ref *m = rec ? find_model(r, rec->model) : NULL;
    if (!m) return rec ? "its character's model is not in the WAD" : "no character of that name";
    entry_bytes held[3];
    memset(held, 0, sizeof held);
    model_chunks mc = {rec->model, NULL, NULL, 0, 0};
    const uint8_t *clump, *txd[2];
    size_t clump_len, txd_len[2];
    const char *why = NULL;
    if (entry_open(v->j->w, m->entry, &held[2]) != WARP_OK ||
        warp_chunk_foreach(held[2].p, held[2].len, NULL, find_chunks, &mc) != WARP_OK || !mc.clump ||
        model_clump(mc.clump, mc.clump_len, &clump, &clump_len) != 0)
        why = "its character's model did not open";
    else if (!mc.offsets || mc.offsets_len < 16 * WARP_ANIM_BONES)
        why = "its character's model has no bone offsets (chunk 0x28)";
    uint64_t floats = (uint64_t)v->keys * 7 * ((why ? 0 : clump_frames(clump, clump_len)) + 1);
    if (!why && v->floats + floats > VIEW_MAX_FLOATS) why = "the view's keys would pass 256 MB";
    if (!why) {
        v->floats += floats;
        anim_bone_offsets(mc.offsets, x->offsets);
        size_t n = (size_t)record_textures(v->j, rec, txd, txd_len, held);
        export_textures tex = {txd, txd_len, n, 1};
        export_stats st;
        char err[256];
        if (export_clump_into(v->doc, clump, clump_len, n ? &tex : NULL, role_extra, x, x->d->name, &st, err,
                              sizeof err) != 0) {
            entry_error(v->j, 0, "scene view: role %u (%s): %s", i, x->d->name, err);
            v->failed = 1;
            why = "its character did not export";
        }
    }
    for (int k = 0; k < 3; k++) entry_close(r, &held[k]);
    return why;
}

void view_roles(scene_view *v, uint32_t count) {
    for (uint32_t i = 0; !v->failed && i < count; i++) {
        warp_scene_definition d;
        if (warp_scene_get_definition(v->parts[0].s, WARP_SCENE_ROLE, i, &d) != WARP_OK) continue;
        role_run *x = calloc(1, sizeof *x);
        const char *why = x ? NULL : "out of memory";
        if (x) {
            x->v = v, x->d = &d, x->fired = -1;
            for (int k = 0; k < 3; k++) x->feet[k] = d.start_position[k];
            x->heading = 2 * atan2(d.start_rotation[2], d.start_rotation[3]); /* as event 22 holds it */
            if (!isfinite(x->heading)) x->heading = 0;
            why = role_clips(x, i);
        }
        if (!why) why = place_role(x, i);
        if (why)
            left_out(v, i, d.name, why);
        else
            v->roles++;
        for (uint32_t p = 0; x && p < x->n; p++) free(x->clips[p]);
        if (x) free(x->ev);
        free(x);
    }
}
