/* <scene>.glb, a scene header's view (docs/tool.md "Scenes in the index"). Each role whose
 * character the Character List knows stands on its start mark (definition +0x10/+0x20,
 * FACTS-2 5.4) and plays its role clip on the character's skin as a character's clips play
 * (FACTS.md 6.4), with root motion on a node of its own (a scene clip moves its human from
 * its mark); each object (its Object List model when there is one) and the camera (an empty
 * node) move by their tracks' keys (FACTS-2 5.6). All of it is one glTF animation named
 * after the scene, keyed at every whole frame of the header's part (30 a second), so the
 * index plays it as it plays a character's clip. Game axes become glTF's y up (game_pos).
 * Roles whose character is not known are left out and named in the manifest item; the
 * segments that continue a long scene are not followed. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "extract/level.h"
#include "extract/wad_index.h"
#include "formats/gltf.h"
#include "formats/gltf_anim.h"
#include "formats/gltf_model.h"
#include "platform/util.h"

#define MAX_KEYS 18000 /* 10 minutes at 30 frames/s, as a character's clips */

typedef struct scene_view {
    entry_job *j;
    const warp_scene *s;
    const uint8_t *p;
    size_t len;
    gltf_doc *doc;
    uint32_t keys;
    gltf_anim_channel *chs;
    size_t ch_count, ch_cap;
    float **blocks; /* the value blocks the channels point into */
    size_t block_count, block_cap;
    unsigned roles, objects, objects_placed, moved;
    FILE *left; /* the left-out roles, as JSON array members */
    unsigned left_count;
    int failed;
} scene_view;

/* Keep a block of channel values and its channels (taking the block; freed at the end). */
static int add_channels(scene_view *v, float *values, const gltf_anim_channel *chs, size_t n) {
    float **b = grow_room(v->blocks, v->block_count, &v->block_cap, sizeof *b);
    if (!b) return free(values), -1;
    (v->blocks = b)[v->block_count++] = values;
    for (size_t i = 0; i < n; i++) {
        gltf_anim_channel *c = grow_room(v->chs, v->ch_count, &v->ch_cap, sizeof *c);
        if (!c) return -1;
        (v->chs = c)[v->ch_count++] = chs[i];
    }
    return 0;
}

static void left_out(scene_view *v, uint32_t role, const char *name, const char *why) {
    fprintf(v->left, "%s{\"role\": %u, \"name\": ", v->left_count++ ? ", " : "", role);
    json_string(v->left, name);
    fputs(", \"why\": ", v->left);
    json_string(v->left, why);
    fputc('}', v->left);
}

/* Lower case without '_' (a role names its character `warrrecv` where the list has
 * `warr_re_cv`, FACTS-2 5.4 and FACTS.md 4.4). */
static void squash(const char *s, char *out, size_t cap) {
    size_t n = 0;
    for (; *s && n + 1 < cap; s++)
        if (*s != '_') out[n++] = (char)tolower((unsigned char)*s);
    out[n] = 0;
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
    squash(role, sq, sizeof sq);
    size_t sl = strlen(sq);
    for (size_t i = 0; i < r->rec_count; i++) {
        const char *name = r->recs[i].data ? res_names_find(&r->resnames, r->recs[i].model) : NULL;
        if (!name) continue;
        squash(name, cand, sizeof cand);
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

typedef struct role_ctx {
    scene_view *v;
    const warp_scene_definition *d;
    const warp_anim *clip;
    float offsets[WARP_ANIM_BONES][4];
} role_ctx;

/* A node called name at a game-axes pose under parent (-1: a root); a zero quaternion stands unturned. */
static int pose_node(gltf_doc *doc, const char *name, const float pos[3], const float rot[4], int parent) {
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    if (pos) game_pos(pos, n.translation);
    if (rot) game_rot(rot, n.rotation);
    int node = gltf_add_node(doc, &n);
    if (node < 0 && rot) {
        n.rotation[0] = n.rotation[1] = n.rotation[2] = 0, n.rotation[3] = 1;
        node = gltf_add_node(doc, &n);
    }
    return node < 0 || (parent >= 0 && gltf_add_child(doc, parent, node) != 0) ? -1 : node;
}

/* The character's clump is in the document: its root frames go under the role's mark and a
 * root motion node, and the clip's channels join the scene's. */
static int role_extra(void *user, gltf_doc *doc, const warp_frame_info *frames, const int *nodes, uint32_t n,
                      char *err, size_t errcap) {
    role_ctx *x = user;
    char name[64];
    snprintf(name, sizeof name, "%s motion", x->d->name);
    int mark = pose_node(doc, x->d->name, x->d->start_position, x->d->start_rotation, -1);
    int motion = mark < 0 ? -1 : pose_node(doc, name, NULL, NULL, mark);
    for (uint32_t f = 0; motion >= 0 && f < n; f++)
        if (frames[f].parent < 0 && gltf_add_child(doc, motion, nodes[f]) != 0) motion = -1;
    anim_rig rig;
    if (motion < 0 || anim_rig_init(&rig, frames, n) != 0) {
        snprintf(err, errcap, "role nodes: %s", motion < 0 ? gltf_error(doc) : "out of memory or a frame loop");
        return -1;
    }
    float *values = NULL;
    gltf_anim_channel *chs = NULL;
    size_t count = 0;
    int rc = export_clip_channels(&rig, (const float(*)[4])x->offsets, nodes, x->clip, x->v->keys, motion, &values,
                                  &chs, &count);
    if (rc == 0) rc = add_channels(x->v, values, chs, count);
    free(chs);
    anim_rig_free(&rig);
    if (rc != 0) snprintf(err, errcap, "out of memory");
    return rc;
}

/* Role i: its character found, its clump added with the clip's channels. NULL, or why not. */
static const char *place_role(scene_view *v, uint32_t i, const warp_scene_definition *d, const warp_anim *clip) {
    const wad_run *r = v->j->r;
    const model_rec *rec = role_character(r, d->name);
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
    if (!why) {
        role_ctx x = {v, d, clip, {{0}}};
        for (int b = 0; b < WARP_ANIM_BONES; b++)
            for (int k = 0; k < 4; k++) {
                memcpy(&x.offsets[b][k], mc.offsets + 16 * b + 4 * k, 4); /* little-endian floats (FACTS.md 4.2) */
                if (!isfinite(x.offsets[b][k])) x.offsets[b][k] = 0;
            }
        size_t n = (size_t)record_textures(v->j, rec, txd, txd_len, held);
        export_textures tex = {txd, txd_len, n, 1};
        export_stats st;
        char err[256];
        if (export_clump_into(v->doc, clump, clump_len, n ? &tex : NULL, role_extra, &x, d->name, &st, err,
                              sizeof err) != 0) {
            entry_error(v->j, 0, "scene view: role %u (%s): %s", i, d->name, err);
            v->failed = 1;
            why = "its character did not export";
        }
    }
    for (int k = 0; k < 3; k++) entry_close(r, &held[k]);
    return why;
}

/* Every role: placed, or listed as left out. */
static void add_roles(scene_view *v, uint32_t count) {
    warp_anim *a = handle_alloc(warp_anim_sizeof());
    for (uint32_t i = 0; a && !v->failed && i < count; i++) {
        warp_scene_definition d;
        warp_scene_track t;
        if (warp_scene_get_definition(v->s, WARP_SCENE_ROLE, i, &d) != WARP_OK) continue;
        const char *why = NULL;
        uint64_t keys;
        if (warp_scene_get_track(v->s, WARP_SCENE_ROLE, i, &t) != WARP_OK) {
            why = "no role clip";
        } else {
            keys = (uint64_t)t.section_bytes[0] + t.section_bytes[1] + t.section_bytes[2] +
                   (uint64_t)WARP_SCENE_EVENT_SIZE * t.event_count;
            if ((uint64_t)t.offset + WARP_SCENE_CLIP_SIZE > v->len || t.keys_offset + keys > v->len ||
                warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, v->p + t.offset, WARP_SCENE_CLIP_SIZE,
                               v->p + t.keys_offset, (size_t)keys, NULL) != WARP_OK)
                why = "its role clip did not open";
        }
        if (!why) why = place_role(v, i, &d, a);
        if (why)
            left_out(v, i, d.name, why);
        else
            v->roles++;
    }
    free(a);
}

/* ---- object and camera tracks ------------------------------------------------------------- */

/* Index of the last key at or before frame f (0 when every key is later). */
static size_t key_at(const uint32_t *frames, size_t stride, size_t n, uint32_t f) {
    size_t i = 0;
    while (i + 1 < n && *(const uint32_t *)((const char *)frames + (i + 1) * stride) <= f) i++;
    return i;
}

/* A track's keys sampled at every whole frame (positions lerped, rotations nlerped as the
 * clips are, held before the first key and after the last), in glTF axes, on node. */
static int track_channels(scene_view *v, int node, const warp_scene_track *t) {
    size_t np = t->position_keys, nr = t->rotation_keys, n = 0, k = v->keys;
    warp_scene_position_key *pk = malloc((np + 1) * sizeof *pk);
    warp_scene_rotation_key *rk = malloc((nr + 1) * sizeof *rk);
    float *values = malloc(k * 7 * sizeof *values);
    int rc = pk && rk && values ? 0 : -1;
    if (rc == 0 && np && (warp_scene_copy_position_keys(v->s, t, pk, np, &n) != WARP_OK || n != np)) np = 0;
    if (rc == 0 && nr && (warp_scene_copy_rotation_keys(v->s, t, rk, nr, &n) != WARP_OK || n != nr)) nr = 0;
    gltf_anim_channel chs[2];
    size_t c = 0;
    for (uint32_t f = 0; rc == 0 && np && f < k; f++) {
        size_t i = key_at(&pk[0].frame, sizeof *pk, np, f);
        const warp_scene_position_key *a = &pk[i], *b = &pk[i + 1 < np ? i + 1 : i];
        float u = b->frame > a->frame && f > a->frame ? (float)(f - a->frame) / (float)(b->frame - a->frame) : 0, g[3];
        if (u > 1) u = 1;
        for (int j = 0; j < 3; j++) g[j] = a->position[j] + u * (b->position[j] - a->position[j]);
        game_pos(g, values + 3 * (size_t)f);
    }
    if (rc == 0 && np) chs[c++] = (gltf_anim_channel){node, GLTF_PATH_TRANSLATION, values};
    float *rot = values + 3 * k;
    for (uint32_t f = 0; rc == 0 && nr && f < k; f++) {
        size_t i = key_at(&rk[0].frame, sizeof *rk, nr, f);
        const warp_scene_rotation_key *a = &rk[i], *b = &rk[i + 1 < nr ? i + 1 : i];
        float u = b->frame > a->frame && f > a->frame ? (float)(f - a->frame) / (float)(b->frame - a->frame) : 0, q[4];
        if (u > 1) u = 1;
        double dot = 0, len = 0;
        for (int j = 0; j < 4; j++) dot += (double)a->rotation[j] * b->rotation[j];
        for (int j = 0; j < 4; j++) q[j] = a->rotation[j] + u * ((dot < 0 ? -b->rotation[j] : b->rotation[j]) - a->rotation[j]);
        for (int j = 0; j < 4; j++) len += (double)q[j] * q[j];
        if (len < 1e-12) q[0] = q[1] = q[2] = 0, q[3] = 1; /* a zero key: unturned */
        game_rot(q, rot + 4 * (size_t)f);
        if (f && rot[4 * f - 4] * rot[4 * f] + rot[4 * f - 3] * rot[4 * f + 1] + rot[4 * f - 2] * rot[4 * f + 2] +
                         rot[4 * f - 1] * rot[4 * f + 3] < 0)
            for (int j = 0; j < 4; j++) rot[4 * f + j] = -rot[4 * f + j]; /* one hemisphere: glTF slerps */
    }
    if (rc == 0 && nr) chs[c++] = (gltf_anim_channel){node, GLTF_PATH_ROTATION, rot};
    free(pk), free(rk);
    if (rc != 0 || !c) {
        free(values);
        return rc;
    }
    v->moved++;
    return add_channels(v, values, chs, c);
}

/* Objects (their Object List models when known) and the camera, each a node moved by its track. */
static int add_tracked(scene_view *v, uint32_t group, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        warp_scene_definition d;
        warp_scene_track t;
        if (warp_scene_get_definition(v->s, group, i, &d) != WARP_OK) continue;
        int node = pose_node(v->doc, d.name, d.start_position, d.start_rotation, -1);
        if (node < 0) return -1;
        if (group == WARP_SCENE_OBJECT) {
            char lower[20];
            size_t n = 0;
            for (; d.name[n] && n + 1 < sizeof lower; n++) lower[n] = (char)tolower((unsigned char)d.name[n]);
            lower[n] = 0;
            const model_rec *rec = find_rec_by_key(v->j->r, warp_crc32(0, lower, n)); /* FACTS.md 8 */
            gltf_doc *od = rec && !rec->data ? object_model_doc(v->j, rec, lower) : NULL;
            int base = od ? gltf_import(v->doc, od) : -1;
            if (od && (base < 0 || gltf_instance(v->doc, od, base, node) != 0)) {
                gltf_free(od);
                return -1;
            }
            v->objects_placed += od != NULL;
            gltf_free(od);
        }
        if (warp_scene_get_track(v->s, group, i, &t) == WARP_OK && track_channels(v, node, &t) != 0) return -1;
    }
    return 0;
}

/* ---- the file ------------------------------------------------------------------------------- */

/* Frames to key: the header part's (its duration at 30 a second) and every role clip's. */
static uint32_t scene_keys(const warp_scene *s, const warp_scene_info *in) {
    double most = in->part_duration;
    for (uint32_t i = 0; i < in->counts[WARP_SCENE_ROLE]; i++) {
        warp_scene_track t;
        if (warp_scene_get_track(s, WARP_SCENE_ROLE, i, &t) == WARP_OK && t.duration > most) most = t.duration;
    }
    double f = most * 30 + 0.5;
    return f >= MAX_KEYS ? MAX_KEYS : f >= 1 ? (uint32_t)f + 1 : 1;
}

static void view_item(scene_view *v, const char *file, const char *path, const char *left, const warp_scene_info *in) {
    entry_job *j = v->j;
    j->models++;
    item_begin(j, "scene_view");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputs(", \"scene\": ", j->m);
    json_string(j->m, in->name);
    fprintf(j->m, ", \"frames\": %u, \"keys\": %u, \"roles\": %u, \"roles_placed\": %u, \"objects\": %u, "
                  "\"objects_placed\": %u, \"tracks_moved\": %u, \"channels\": %zu, \"left_out\": [%s]",
            v->keys ? v->keys - 1 : 0, v->keys, in->counts[WARP_SCENE_ROLE], v->roles, in->counts[WARP_SCENE_OBJECT],
            v->objects_placed, v->moved, v->ch_count, left ? left : "");
    item_file_hash(j, path); /* warp rebuild refuses an edit: a view, the scene's .json is read back */
    fputc('}', j->m);
}

void extract_scene_glb(entry_job *j, const warp_scene *s, const uint8_t *p, size_t len) {
    warp_scene_info in;
    warp_scene_get_info(s, &in);
    if (in.kind != WARP_SCENE_HEADER || !(in.counts[WARP_SCENE_ROLE] + in.counts[WARP_SCENE_OBJECT])) return;
    char *left = NULL;
    size_t left_len = 0;
    scene_view v;
    memset(&v, 0, sizeof v);
    v.j = j, v.s = s, v.p = p, v.len = len, v.doc = gltf_new(), v.keys = scene_keys(s, &in);
    v.left = open_memstream(&left, &left_len);
    if (!v.doc || !v.left) {
        entry_error(j, 0, "scene view: out of memory");
    } else {
        add_roles(&v, in.counts[WARP_SCENE_ROLE]);
        int ok = !v.failed && add_tracked(&v, WARP_SCENE_OBJECT, in.counts[WARP_SCENE_OBJECT]) == 0 &&
                 add_tracked(&v, WARP_SCENE_CAMERA, in.counts[WARP_SCENE_CAMERA]) == 0;
        fclose(v.left);
        v.left = NULL;
        float *times = malloc(v.keys * sizeof *times);
        for (uint32_t k = 0; times && k < v.keys; k++) times[k] = (float)k / 30;
        char file[256], path[4400];
        unique_file(j, in.name[0] ? in.name : "scene", "glb", file, sizeof file);
        snprintf(path, sizeof path, "%s/%s", j->dir, file);
        if (ok && times && (v.roles || v.objects_placed) && v.keys > 1 && v.ch_count)
            ok = gltf_add_animation(v.doc, in.name[0] ? in.name : "scene", times, v.keys, v.chs, v.ch_count) >= 0;
        if (!ok || !times) {
            if (!v.failed) entry_error(j, 0, "scene view %s: %s", file, times ? gltf_error(v.doc) : "out of memory");
        }
        else if (v.roles || v.objects_placed) {
            if (gltf_write_glb(v.doc, path) == 0)
                view_item(&v, file, path, left, &in);
            else
                entry_error(j, 0, "scene view %s: %s", file, gltf_error(v.doc));
        }
        free(times);
    }
    if (v.left) fclose(v.left);
    free(left);
    for (size_t i = 0; i < v.block_count; i++) free(v.blocks[i]);
    free(v.blocks);
    free(v.chs);
    gltf_free(v.doc);
}
