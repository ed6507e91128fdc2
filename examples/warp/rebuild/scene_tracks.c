/* warp rebuild: a scene's definitions, object/camera/light tracks with their keys, and
 * events, from its JSON (scene_in.h; FACTS-2 5.4, 5.6, 5.7). */
#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/scene.h"
#include "rebuild/scene_in.h"

/* ---- definitions -------------------------------------------------------------------------------- */

static int read_pose(scene_in *s, const cJSON *o, const char *key, const float *old_pos, const float *old_rot,
                     float pos[4], float rot[4], const char *where) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(o, key);
    if (scene_floats(cJSON_GetObjectItemCaseSensitive(p, "position"), 4, old_pos, pos) ||
        scene_floats(cJSON_GetObjectItemCaseSensitive(p, "rotation"), 4, old_rot, rot))
        return scene_bad(s, where, key, "not {\"position\": [x, y, z, w], \"rotation\": [x, y, z, w]}");
    return 0;
}

static int read_named(scene_in *s, uint32_t g, const cJSON *o, warp_scene_definition_desc *dd,
                      const warp_scene_definition *od, const char *where) {
    if (g == WARP_SCENE_CAMERA) {
        float v[4], ov[4] = {0};
        if (od) ov[0] = od->near_plane, ov[1] = od->far_plane, ov[2] = od->radius, ov[3] = od->fov;
        if (scene_floats(cJSON_GetObjectItemCaseSensitive(o, "near_far_radius_fov"), 4, od ? ov : NULL, v))
            return scene_bad(s, where, "near_far_radius_fov", "not 4 numbers");
        dd->near_plane = v[0], dd->far_plane = v[1], dd->radius = v[2], dd->fov = v[3];
    } else if (g == WARP_SCENE_LIGHT) {
        if (scene_u32(cJSON_GetObjectItemCaseSensitive(o, "light_kind"), 4294967295.0, &dd->light_kind) ||
            scene_floats(cJSON_GetObjectItemCaseSensitive(o, "color"), 3, od ? od->color : NULL, dd->color) ||
            scene_f32(cJSON_GetObjectItemCaseSensitive(o, "cone"), od ? &od->cone : NULL, &dd->cone) ||
            scene_f32(cJSON_GetObjectItemCaseSensitive(o, "range"), od ? &od->range : NULL, &dd->range))
            return scene_bad(s, where, "light_kind, color, cone or range", "missing or not numbers");
    }
    return 0;
}

/* A role's name: its old one, an old role's, or a character the Character List knows
 * (scene_cast.c); else refused by name. */
static int role_unknown(scene_in *s, const char *name, const warp_scene_definition *od, const char *where) {
    warp_scene_definition d;
    if (!s->cast || (od && !strcmp(name, od->name))) return 0;
    for (uint32_t i = 0; i < s->oi.counts[WARP_SCENE_ROLE]; i++)
        if (!warp_scene_get_definition(s->os, WARP_SCENE_ROLE, i, &d) && !strcmp(name, d.name)) return 0;
    if (scene_cast_knows(s->cast, name)) return 0;
    char why[160];
    snprintf(why, sizeof why, "\"%s\" is no character the Character List (warriors.glr) knows: a role names its "
             "character's model (docs/format-scene.md)", name);
    return scene_bad(s, where, "name", why);
}

static int read_definition(scene_in *s, uint32_t g, uint32_t i, const cJSON *o) {
    warp_scene_definition od;
    warp_scene_definition_desc *dd = &s->defs[g][i];
    char where[48];
    snprintf(where, sizeof where, "definitions.%s[%u]", scene_groups[g], i);
    int at = s->def_old[g][i] = scene_old_index(s, g, 0, o, where);
    int has = at >= 0 && warp_scene_get_definition(s->os, g, (uint32_t)at, &od) == WARP_OK;
    float sp[4], ep[4];
    int nw = g >= WARP_SCENE_CAMERA ? 8 : 4;
    if (at == -2) return -1;
    if (!(dd->name = scene_text(s, o, "name", 16, where)) ||
        read_pose(s, o, "start", has ? od.start_position : NULL, has ? od.start_rotation : NULL, sp, dd->start_rotation,
                  where) ||
        read_pose(s, o, "end", has ? od.end_position : NULL, has ? od.end_rotation : NULL, ep, dd->end_rotation, where) ||
        read_named(s, g, o, dd, has ? &od : NULL, where))
        return -1;
    if (g == WARP_SCENE_ROLE && role_unknown(s, dd->name, has ? &od : NULL, where)) return -1;
    memcpy(dd->start_position, sp, sizeof dd->start_position);
    memcpy(dd->end_position, ep, sizeof dd->end_position);
    s->pos_w[g][i][0] = sp[3], s->pos_w[g][i][1] = ep[3];
    uint32_t *w = s->words50[g][i];
    if (scene_hex_words(cJSON_GetObjectItemCaseSensitive(o, "words50"), nw, w))
        return scene_bad(s, where, "words50", "not the hex words as extracted");
    for (int k = 0; k < nw; k++)
        if (has && (SCENE_NAMED_SLOTS(g) >> k & 1) && w[k] != od.words50[k]) /* the named field holds it */
            return scene_bad(s, where, "words50", g == WARP_SCENE_CAMERA
                                                      ? "a word the camera's near_far_radius_fov holds: edit that"
                                                      : "a word the light's light_kind, color, cone, range hold: edit those");
    return 0;
}

int scene_read_definitions(scene_in *s, uint32_t g, const cJSON *a) {
    uint32_t n = s->d.counts[g], i = 0;
    s->defs[g] = scene_own(s, n * sizeof *s->defs[g]);
    if (!s->defs[g]) return scene_bad(s, "definitions", scene_groups[g], "out of memory");
    s->d.definitions[g] = s->defs[g];
    const cJSON *o;
    cJSON_ArrayForEach(o, a) if (read_definition(s, g, i++, o)) return -1;
    return 0;
}

/* ---- object, camera and light tracks ------------------------------------------------------------ */
static int read_positions(scene_in *s, const cJSON *a, const warp_scene_track *old, warp_scene_track_desc *td,
                          const char *where) {
    size_t on = 0;
    int n = cJSON_GetArraySize(a);
    if (!cJSON_IsArray(a) || n > 0xFFFF) return scene_bad(s, where, "position_keys", "not an array of keys");
    warp_scene_position_key *ok = old ? scene_own(s, (old->position_keys + 1) * sizeof *ok) : NULL;
    warp_scene_position_key *k = scene_own(s, ((size_t)n + 1) * sizeof *k);
    if (!k || (old && (!ok || warp_scene_copy_position_keys(s->os, old, ok, old->position_keys, &on))))
        return scene_bad(s, where, "position_keys", "out of memory");
    uint32_t i = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, a) {
        const cJSON *w2 = cJSON_GetObjectItemCaseSensitive(o, "word2");
        uint32_t word2 = 0;
        if (scene_u32(cJSON_GetObjectItemCaseSensitive(o, "frame"), 65535, &k[i].frame) ||
            (w2 && (scene_hex32(w2, &word2) || word2 > 0xFFFF)) ||
            scene_floats(cJSON_GetObjectItemCaseSensitive(o, "position"), 3, i < on ? ok[i].position : NULL,
                         k[i].position) ||
            !scene_time_ok(o, k[i].frame, i < on ? (long)ok[i].frame : -1))
            return scene_bad(s, where, "position_keys", "a key is not {frame (0-65535), time (frame / 30), position "
                                                        "[x, y, z], word2 (hex, optional)}");
        if (i && k[i].frame < k[i - 1].frame) return scene_bad(s, where, "position_keys", "frames go back");
        k[i++].word2 = word2;
    }
    td->position_count = i, td->positions = k;
    return 0;
}

/* x, y, z, w normalised, w >= 0, as the stored s16 x, y, z over 32768 (the old key's own
 * values when the JSON prints them unchanged: x^2 + y^2 + z^2 may pass 1 on the disc). */
static int rotation_of(const double q[4], const warp_scene_rotation_key *old, warp_scene_rotation_key *k) {
    if (old && (float)q[0] == old->rotation[0] && (float)q[1] == old->rotation[1] && (float)q[2] == old->rotation[2] &&
        (float)q[3] == old->rotation[3]) {
        for (int a = 0; a < 3; a++) k->rotation[a] = old->raw[a] / 32768.0f;
        return 0;
    }
    double n = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]), sg = q[3] < 0 ? -1 : 1;
    if (!(n > 1e-9)) return -1;
    for (int a = 0; a < 3; a++) {
        double r = floor(sg * q[a] / n * 32768.0 + 0.5);
        k->rotation[a] = (float)(r > 32767 ? 32767 : r < -32768 ? -32768 : r) / 32768.0f;
    }
    return 0;
}

static int read_rotations(scene_in *s, const cJSON *a, const warp_scene_track *old, warp_scene_track_desc *td,
                          const char *where) {
    size_t on = 0;
    int n = cJSON_GetArraySize(a);
    if (!cJSON_IsArray(a) || n > 0xFFFF) return scene_bad(s, where, "rotation_keys", "not an array of keys");
    warp_scene_rotation_key *ok = old ? scene_own(s, (old->rotation_keys + 1) * sizeof *ok) : NULL;
    warp_scene_rotation_key *k = scene_own(s, ((size_t)n + 1) * sizeof *k);
    if (!k || (old && (!ok || warp_scene_copy_rotation_keys(s->os, old, ok, old->rotation_keys, &on))))
        return scene_bad(s, where, "rotation_keys", "out of memory");
    uint32_t i = 0;
    const cJSON *o, *x;
    cJSON_ArrayForEach(o, a) {
        double q[4];
        int c = 0;
        const cJSON *r = cJSON_GetObjectItemCaseSensitive(o, "rotation");
        cJSON_ArrayForEach(x, r) if (c < 4 && cJSON_IsNumber(x)) q[c++] = x->valuedouble;
        if (scene_u32(cJSON_GetObjectItemCaseSensitive(o, "frame"), 65535, &k[i].frame) || c != 4 ||
            cJSON_GetArraySize(r) != 4 || !scene_time_ok(o, k[i].frame, i < on ? (long)ok[i].frame : -1) ||
            rotation_of(q, i < on ? &ok[i] : NULL, &k[i]))
            return scene_bad(s, where, "rotation_keys", "a key is not {frame (0-65535), time (frame / 30), rotation "
                                                        "[x, y, z, w] (not of length 0)}");
        if (i && k[i].frame < k[i - 1].frame) return scene_bad(s, where, "rotation_keys", "frames go back");
        i++;
    }
    td->rotation_count = i, td->rotations = k;
    return 0;
}

static int read_track(scene_in *s, uint32_t g, uint32_t i, const cJSON *o) {
    warp_scene_track ot;
    warp_scene_track_desc *td = &s->tracks[g][i];
    char where[48];
    snprintf(where, sizeof where, "tracks.%s[%u]", scene_groups[g], i);
    int at = s->track_old[g][i] = scene_old_index(s, g, 1, o, where);
    int has = at >= 0 && warp_scene_get_track(s->os, g, (uint32_t)at, &ot) == WARP_OK;
    if (at == -2 || (has && derived_number(o, "keys_offset", ot.keys_offset, s->path, where))) return -1;
    if (scene_hex32(cJSON_GetObjectItemCaseSensitive(o, "word00"), &s->word00[g][i]) ||
        scene_f32(cJSON_GetObjectItemCaseSensitive(o, "duration"), has ? &ot.duration : NULL, &td->duration))
        return scene_bad(s, where, "word00 or duration", "not a hex word and a number of seconds");
    const cJSON *fr = cJSON_GetObjectItemCaseSensitive(o, "frames");
    if (fr && !(cJSON_IsNumber(fr) && (fr->valuedouble == (double)scene_frames_of(td->duration) ||
                                       (has && fr->valuedouble == (double)scene_frames_of(ot.duration)))))
        return scene_bad(s, where, "frames", "edited, but it is derived (duration x 30): edit duration");
    if (g == WARP_SCENE_ROLE) return scene_read_role(s, i, o, td, where);
    if (has && (derived_number(o, "total_bytes", ot.total_bytes, s->path, where) ||
                derived_number(o, "position_bytes", ot.position_bytes, s->path, where)))
        return -1;
    return read_positions(s, cJSON_GetObjectItemCaseSensitive(o, "position_keys"), has ? &ot : NULL, td, where) ||
                   read_rotations(s, cJSON_GetObjectItemCaseSensitive(o, "rotation_keys"), has ? &ot : NULL, td, where) ||
                   scene_read_events(s, g, cJSON_GetObjectItemCaseSensitive(o, "events"), has ? &ot : NULL, td, where)
               ? -1
               : 0;
}

int scene_read_tracks(scene_in *s, uint32_t g, const cJSON *a) {
    uint32_t n = s->d.counts[g], i = 0;
    s->tracks[g] = scene_own(s, n * sizeof *s->tracks[g]);
    if (!s->tracks[g]) return scene_bad(s, "tracks", scene_groups[g], "out of memory");
    s->d.tracks[g] = s->tracks[g];
    const cJSON *o;
    cJSON_ArrayForEach(o, a) if (read_track(s, g, i++, o)) return -1;
    return 0;
}
