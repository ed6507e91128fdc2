/* <scene>.glb, a scene's view (docs/tool.md "Scenes in the index"): the header and the
 * segments that continue it (FACTS-2 5.5) played one after the other, as one glTF animation
 * named after the scene, keyed at every whole frame (30 a second), so the index plays it as
 * it plays a character's clip. Each role whose character the Character List knows plays its
 * clips (part after part) on the character's skin as a character's clips play (FACTS.md
 * 6.4) on a node that stands for the human's feet and heading: from the start mark, moved by
 * the clips' root motion, put on its marks by the clips' events 21 and 22 (FACTS-2 5.7);
 * each object (drawing its Object List model when there is one) and the camera (an empty
 * node) move by their tracks' keys, part-relative frames (5.6). Game axes become glTF's y up
 * (game_pos). Roles whose character is not known are left out and named in the manifest item. */
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "extract/level.h"
#include "extract/scene_glb.h"
#include "extract/wad_index.h"
#include "formats/gltf.h"
#include "formats/gltf_anim.h"
#include "formats/gltf_model.h"
#include "platform/util.h"

/* ---- object and camera tracks ------------------------------------------------------------- */

/* A runner's tracks, part after part, each with its keys. */
typedef struct track_part {
    warp_scene_position_key *pk;
    warp_scene_rotation_key *rk;
    size_t np, nr;
} track_part;

/* Position (3) or rotation (4) at part-relative frame f: the keys around it lerped (a
 * rotation nlerped, the second negated across hemispheres), held before the first and
 * after the last; 0 when there are no keys (the value stays). */
static int position_at(const track_part *t, double f, float out[3]) {
    if (!t->np) return 0;
    size_t i = 0;
    while (i + 1 < t->np && t->pk[i + 1].frame <= f) i++;
    const warp_scene_position_key *a = &t->pk[i], *b = &t->pk[i + 1 < t->np ? i + 1 : i];
    double u = b->frame > a->frame && f > a->frame ? (f - a->frame) / (b->frame - a->frame) : 0;
    if (u > 1) u = 1;
    for (int j = 0; j < 3; j++) out[j] = (float)(a->position[j] + u * (b->position[j] - a->position[j]));
    return 1;
}

static int rotation_at(const track_part *t, double f, float out[4]) {
    if (!t->nr) return 0;
    size_t i = 0;
    while (i + 1 < t->nr && t->rk[i + 1].frame <= f) i++;
    const warp_scene_rotation_key *a = &t->rk[i], *b = &t->rk[i + 1 < t->nr ? i + 1 : i];
    double u = b->frame > a->frame && f > a->frame ? (f - a->frame) / (b->frame - a->frame) : 0, dot = 0, len = 0;
    if (u > 1) u = 1;
    for (int j = 0; j < 4; j++) dot += (double)a->rotation[j] * b->rotation[j];
    for (int j = 0; j < 4; j++) {
        double q = a->rotation[j] + u * ((dot < 0 ? -b->rotation[j] : b->rotation[j]) - a->rotation[j]);
        out[j] = (float)q, len += q * q;
    }
    if (len < 1e-12) out[0] = out[1] = out[2] = 0, out[3] = 1; /* a zero key: unturned */
    return 1;
}

/* The runner's pose at every scene frame (Coney's runner: a part's track plays for its
 * duration, then the next part's; after the last, the last pose stays), on node. */
static int track_channels(scene_view *v, int node, const warp_scene_definition *d, const track_part *t,
                          const float *start, const float *dur, uint32_t n) {
    size_t k = v->keys;
    float *values = malloc(k * 7 * sizeof *values), *rot = values + 3 * k;
    if (!values) return -1;
    float pos[3] = {d->start_position[0], d->start_position[1], d->start_position[2]}, q[4];
    memcpy(q, d->start_rotation, sizeof q);
    unsigned moved = 0;
    for (uint32_t f = 0; f < k; f++) {
        uint32_t p = view_part_at(start, n, f);
        double lf = f - start[p];
        if (lf > dur[p] * 30.0) lf = dur[p] * 30.0;
        moved |= (unsigned)position_at(&t[p], lf, pos) | (unsigned)rotation_at(&t[p], lf, q) << 1;
        game_pos(pos, values + 3 * (size_t)f);
        game_rot(q, rot + 4 * (size_t)f);
        float *r = rot + 4 * (size_t)f;
        if (f && r[-4] * r[0] + r[-3] * r[1] + r[-2] * r[2] + r[-1] * r[3] < 0)
            for (int j = 0; j < 4; j++) r[j] = -r[j]; /* one hemisphere: glTF slerps */
    }
    gltf_anim_channel chs[2] = {{node, GLTF_PATH_TRANSLATION, values}, {node, GLTF_PATH_ROTATION, rot}};
    if (!moved) return free(values), 0; /* no keys anywhere: it stands on its mark */
    v->moved++;
    return view_channels(v, values, chs, 2);
}

/* Runner i of group (object or camera): its tracks over the parts, until a part has none. */
static int add_track_runner(scene_view *v, uint32_t group, uint32_t i, int node, const warp_scene_definition *d) {
    track_part *t = calloc(v->part_count, sizeof *t);
    float *start = calloc(v->part_count, sizeof *start), *dur = calloc(v->part_count, sizeof *dur);
    uint32_t n = 0;
    int rc = t && start && dur ? 0 : -1;
    for (uint32_t p = 0; rc == 0 && p < v->part_count; p++, n++) {
        warp_scene_track tr;
        if (warp_scene_get_track(v->parts[p].s, group, i, &tr) != WARP_OK) break;
        size_t got = 0;
        t[p].pk = malloc((tr.position_keys + 1) * sizeof *t[p].pk);
        t[p].rk = malloc((tr.rotation_keys + 1) * sizeof *t[p].rk);
        if (!t[p].pk || !t[p].rk) rc = -1;
        else if (warp_scene_copy_position_keys(v->parts[p].s, &tr, t[p].pk, tr.position_keys, &got) == WARP_OK)
            t[p].np = got;
        if (rc == 0 && warp_scene_copy_rotation_keys(v->parts[p].s, &tr, t[p].rk, tr.rotation_keys, &got) == WARP_OK)
            t[p].nr = got;
        dur[p] = tr.duration > 0 && tr.duration < 1e6f ? tr.duration : 0;
        if (p + 1 < v->part_count) start[p + 1] = start[p] + dur[p] * 30.0f;
    }
    if (rc == 0 && n) rc = track_channels(v, node, d, t, start, dur, n);
    for (uint32_t p = 0; t && p < v->part_count; p++) free(t[p].pk), free(t[p].rk);
    free(t), free(start), free(dur);
    return rc;
}

/* Objects (their Object List models when known) and the camera, each a node moved by its tracks. */
static int add_tracked(scene_view *v, uint32_t group, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        warp_scene_definition d;
        if (warp_scene_get_definition(v->parts[0].s, group, i, &d) != WARP_OK) continue;
        int node = view_node(v->doc, d.name, d.start_position, d.start_rotation);
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
        if (add_track_runner(v, group, i, node, &d) != 0) return -1;
    }
    return 0;
}

/* ---- the parts and the file ------------------------------------------------------------------ */

/* The segments after the header, by name (the header's name cut to 15 characters + the
 * suffix, FACTS-2 5.5), until one is missing, is not a segment, or VIEW_MAX_PARTS. */
static void open_segments(scene_view *v, const warp_scene_info *head) {
    char suffix[5];
    memcpy(suffix, head->next_suffix, sizeof suffix);
    while (suffix[0] && v->part_count < VIEW_MAX_PARTS) {
        char name[40];
        uint32_t e;
        snprintf(name, sizeof name, "%.15s%.3s.scn", head->name, suffix);
        view_part *pt = &v->parts[v->part_count];
        memset(pt, 0, sizeof *pt);
        if (entry_by_name(v->j->r, name, &e) != 0 || entry_open(v->j->w, e, &pt->held) != WARP_OK) return;
        warp_scene_info in;
        pt->s = handle_alloc(warp_scene_sizeof());
        if (!pt->s || warp_scene_init(pt->s, warp_scene_sizeof(), WARP_ABI_VERSION, pt->held.p, pt->held.len) != WARP_OK ||
            warp_scene_get_info(pt->s, &in) != WARP_OK || in.kind != WARP_SCENE_SEGMENT) {
            free(pt->s);
            entry_close(v->j->r, &pt->held);
            return;
        }
        pt->p = pt->held.p, pt->len = pt->held.len;
        memcpy(suffix, in.next_suffix, sizeof suffix);
        v->part_count++;
    }
}

static void view_item(scene_view *v, const char *file, const char *path, const char *left, const warp_scene_info *in) {
    entry_job *j = v->j;
    j->models++;
    item_begin(j, "scene_view");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputs(", \"scene\": ", j->m);
    json_string(j->m, in->name);
    fprintf(j->m, ", \"parts\": %u, \"frames\": %u, \"keys\": %u, \"roles\": %u, \"roles_placed\": %u, \"objects\": %u, "
                  "\"objects_placed\": %u, \"tracks_moved\": %u, \"channels\": %zu, \"left_out\": [%s]",
            v->part_count, v->keys - 1, v->keys, in->counts[WARP_SCENE_ROLE], v->roles, in->counts[WARP_SCENE_OBJECT],
            v->objects_placed, v->moved, v->ch_count, left ? left : "");
    item_file_hash(j, path); /* warp rebuild refuses an edit: a view, the scene's .json is read back */
    fputc('}', j->m);
}

/* The animation and the file, when anything is drawn. */
static void view_write(scene_view *v, const warp_scene_info *in, const char *left) {
    entry_job *j = v->j;
    float *times = malloc(v->keys * sizeof *times);
    for (uint32_t k = 0; times && k < v->keys; k++) times[k] = (float)k / 30;
    char file[256], path[4400];
    unique_file(j, in->name[0] ? in->name : "scene", "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    int ok = times != NULL;
    if (ok && v->keys > 1 && v->ch_count)
        ok = gltf_add_animation(v->doc, in->name[0] ? in->name : "scene", times, v->keys, v->chs, v->ch_count) >= 0;
    if (ok && gltf_write_glb(v->doc, path) == 0)
        view_item(v, file, path, left, in);
    else
        entry_error(j, 0, "scene view %s: %s", file, times ? gltf_error(v->doc) : "out of memory");
    free(times);
}

/* Frames to key: 0 .. the end of the longest runner (its parts' durations added up, to the
 * first part without it), at least the header's part; at most VIEW_MAX_KEYS. */
static uint32_t view_keys(const scene_view *v, const warp_scene_info *head) {
    double most = head->part_duration * 30.0;
    for (uint32_t g = 0; g < WARP_SCENE_LIGHT; g++) /* lights are not shown */
        for (uint32_t i = 0; i < head->counts[g]; i++) {
            double end = 0;
            warp_scene_track t;
            for (uint32_t p = 0; p < v->part_count && warp_scene_get_track(v->parts[p].s, g, i, &t) == WARP_OK; p++)
                end += t.duration > 0 && t.duration < 1e6f ? t.duration * 30.0 : 0;
            if (end > most) most = end;
        }
    most += 0.5;
    return most >= VIEW_MAX_KEYS ? VIEW_MAX_KEYS : most >= 1 ? (uint32_t)most + 1 : 1;
}

void extract_scene_glb(entry_job *j, const warp_scene *s, const uint8_t *p, size_t len) {
    warp_scene_info in;
    warp_scene_get_info(s, &in);
    if (in.kind != WARP_SCENE_HEADER || !(in.counts[WARP_SCENE_ROLE] + in.counts[WARP_SCENE_OBJECT])) return;
    char *left = NULL;
    size_t left_len = 0;
    scene_view v;
    memset(&v, 0, sizeof v);
    v.j = j, v.doc = gltf_new(), v.left = open_memstream(&left, &left_len);
    v.parts[0].s = (warp_scene *)s, v.parts[0].p = p, v.parts[0].len = len, v.part_count = 1;
    open_segments(&v, &in);
    v.keys = view_keys(&v, &in);
    if (!v.doc || !v.left) {
        entry_error(j, 0, "scene view: out of memory");
    } else {
        view_roles(&v, in.counts[WARP_SCENE_ROLE]);
        int ok = !v.failed && add_tracked(&v, WARP_SCENE_OBJECT, in.counts[WARP_SCENE_OBJECT]) == 0 &&
                 add_tracked(&v, WARP_SCENE_CAMERA, in.counts[WARP_SCENE_CAMERA]) == 0;
        fclose(v.left);
        v.left = NULL;
        if (!ok && !v.failed) entry_error(j, 0, "scene view: %s", gltf_error(v.doc));
        if (ok && (v.roles || v.objects_placed)) view_write(&v, &in, left);
    }
    if (v.left) fclose(v.left);
    free(left);
    for (uint32_t k = 1; k < v.part_count; k++) {
        free(v.parts[k].s);
        entry_close(j->r, &v.parts[k].held);
    }
    for (size_t i = 0; i < v.block_count; i++) free(v.blocks[i]);
    free(v.blocks);
    free(v.chs);
    gltf_free(v.doc);
}
