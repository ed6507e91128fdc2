/* warp rebuild: what a scene's JSON readers share (scene_in.h): messages, owned memory, the
 * readers of one value, derived members, and a track's events (FACTS-2 5.7) with the fields
 * extract/scene.c decodes from their arguments. */
#include <cJSON.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/scene_in.h"

const char *const scene_groups[4] = {"roles", "objects", "camera", "lights"};

int scene_bad(const scene_in *s, const char *where, const char *field, const char *why) {
    report(s->path, -1, "%s%s%s: %s: the scene is not encoded, nothing written", where, where[0] ? "." : "", field, why);
    return -1;
}

void *scene_own(scene_in *s, size_t bytes) {
    void **v = grow_room(s->own, s->nown, &s->own_cap, sizeof *s->own);
    if (!v) return NULL;
    s->own = v;
    void *p = calloc(1, bytes ? bytes : 1);
    if (p) s->own[s->nown++] = p;
    return p;
}

int scene_adopt(scene_in *s, void *p) {
    void **v = grow_room(s->own, s->nown, &s->own_cap, sizeof *s->own);
    if (!v) return free(p), -1;
    s->own = v;
    s->own[s->nown++] = p;
    return 0;
}

long scene_frames_of(float seconds) {
    double f = seconds * 30.0;
    if (!(f > -1e12 && f < 1e12)) return 0;
    return (long)(f < 0 ? f - 0.5 : f + 0.5);
}

int scene_u32(const cJSON *v, double max, uint32_t *out) {
    if (!cJSON_IsNumber(v) || v->valuedouble != floor(v->valuedouble) || v->valuedouble < 0 || v->valuedouble > max)
        return -1;
    *out = (uint32_t)v->valuedouble;
    return 0;
}

int scene_hex32(const cJSON *v, uint32_t *out) {
    char *end = NULL;
    if (!cJSON_IsString(v) || !v->valuestring || strlen(v->valuestring) > 10) return -1;
    unsigned long x = strtoul(v->valuestring, &end, 16);
    if (end == v->valuestring || *end || x > 0xFFFFFFFFul) return -1;
    *out = (uint32_t)x;
    return 0;
}

/* A float as printed (%.9g: exact), or null for the old value when that was not a number. */
int scene_f32(const cJSON *v, const float *old, float *out) {
    if (cJSON_IsNull(v) && old && *old != *old) return *out = *old, 0;
    if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) || fabs(v->valuedouble) > FLT_MAX) return -1;
    *out = (float)v->valuedouble;
    return 0;
}

/* n floats of array a (old: their old values, or NULL). */
int scene_floats(const cJSON *a, int n, const float *old, float *out) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return -1;
    int i = 0;
    const cJSON *x;
    cJSON_ArrayForEach(x, a) {
        if (scene_f32(x, old ? &old[i] : NULL, &out[i])) return -1;
        i++;
    }
    return 0;
}

/* n hex words of array a. */
int scene_hex_words(const cJSON *a, int n, uint32_t *out) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return -1;
    int i = 0;
    const cJSON *x;
    cJSON_ArrayForEach(x, a) if (scene_hex32(x, &out[i++])) return -1;
    return 0;
}

/* A text field of at most max bytes: the JSON's string (or NULL after a message). */
const char *scene_text(const scene_in *s, const cJSON *o, const char *key, size_t max, const char *where) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v) && v->valuestring && strlen(v->valuestring) <= max) return v->valuestring;
    char why[64];
    snprintf(why, sizeof why, "not a string of at most %zu bytes", max);
    scene_bad(s, where, key, why);
    return NULL;
}

/* Derived member key of o: absent, or the numbers of want (n of them). */
int scene_derived_array(const scene_in *s, const cJSON *o, const char *key, const uint32_t *want, int n,
                        const char *where) {
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(o, key), *x;
    if (!a) return 0;
    int i = 0, ok = cJSON_IsArray(a) && cJSON_GetArraySize(a) == n;
    cJSON_ArrayForEach(x, a) ok = ok && cJSON_IsNumber(x) && x->valuedouble == want[i++];
    return ok ? 0 : scene_bad(s, where, key, "edited, but it is derived (offsets the layout computes): restore it");
}

/* Derived float member: absent, or the old value (printed exactly). */
int scene_derived_float(const scene_in *s, const cJSON *o, const char *key, float want, const char *where) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    float f;
    if (!v || (!scene_f32(v, &want, &f) && (f == want || (f != f && want != want)))) return 0;
    return scene_bad(s, where, key, "edited, but it is derived (from the tracks' durations): restore it");
}

/* "time" beside a frame: a view of it (the old frame's or the new one's). */
int scene_time_ok(const cJSON *o, uint32_t frame, long old_frame) {
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(o, "time");
    if (!t) return 1;
    if (!cJSON_IsNumber(t)) return 0;
    return fabs(t->valuedouble - frame / 30.0) < 1e-4 || (old_frame >= 0 && fabs(t->valuedouble - old_frame / 30.0) < 1e-4);
}

/* ---- events ---------------------------------------------------------------------------------------- */
typedef struct ev_list {
    warp_scene_event *v;
    uint32_t n, cap;
} ev_list;

static int old_event(void *user, const warp_scene_event *e) {
    ev_list *l = user;
    if (l->n < l->cap) l->v[l->n++] = *e;
    return 0;
}

/* A decoded float view at args + at: written back when it differs from what the args say. */
static int float_view(const cJSON *e, const char *key, uint8_t *args, int at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(e, key);
    if (!v || cJSON_IsNull(v)) return 0;
    float f, was = le_f32(args + at);
    if (scene_f32(v, NULL, &f)) return -1;
    if (f != was) put_le_f32(args + at, f);
    return 0;
}

/* The views extract/scene.c decodes (FACTS-2 5.7), edited, over the args. */
static int views(const cJSON *e, uint32_t g, uint32_t type, uint8_t *args) {
    static const char *const lens[3] = {"fov", "near", "far"};
    if (g != WARP_SCENE_ROLE && type == 26) {
        for (int k = 0; k < 3; k++)
            if (float_view(e, lens[k], args, 4 + 4 * k)) return -1;
    } else if (g != WARP_SCENE_ROLE && (type == 27 || type == 28)) {
        return float_view(e, "seconds", args, 4);
    } else if (g != WARP_SCENE_ROLE && type == 41) {
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(e, "caption");
        uint32_t v, was = le32(args);
        if (c && (scene_u32(c, 4294967295.0, &v))) return -1;
        if (c && v != was) put_le32(args, v);
    } else if (g != WARP_SCENE_ROLE && (type == 13 || type == 14 || type == 71)) {
        const cJSON *h = cJSON_GetObjectItemCaseSensitive(e, "sound_hash");
        uint32_t v;
        if (h && scene_hex32(h, &v)) return -1;
        if (h) put_le32(args + 4, v);
    } else if (g == WARP_SCENE_ROLE && type == 21) {
        const cJSON *p = cJSON_GetObjectItemCaseSensitive(e, "position");
        float v[3], was[3] = {le_f32(args + 4), le_f32(args + 8), le_f32(args + 12)};
        if (p && scene_floats(p, 3, was, v)) return -1;
        for (int k = 0; p && k < 3; k++)
            if (v[k] != was[k] && v[k] == v[k]) put_le_f32(args + 4 + 4 * k, v[k]);
    } else if (g == WARP_SCENE_ROLE && type == 22) {
        return float_view(e, "value", args, 4);
    }
    return 0;
}

static int read_event(const cJSON *e, uint32_t g, const warp_scene_event *old, warp_scene_event *v) {
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(e, "args");
    if (scene_u32(cJSON_GetObjectItemCaseSensitive(e, "frame"), 65535, &v->frame) ||
        scene_u32(cJSON_GetObjectItemCaseSensitive(e, "type"), 65535, &v->type) || !cJSON_IsString(a) ||
        strlen(a->valuestring) != 40 || !scene_time_ok(e, v->frame, old ? (long)old->frame : -1))
        return -1;
    for (int k = 0; k < 20; k++) {
        unsigned x;
        char two[3] = {a->valuestring[2 * k], a->valuestring[2 * k + 1], 0}, *end = NULL;
        x = (unsigned)strtoul(two, &end, 16);
        if (*end || !two[0] || !two[1] || two[0] == '-' || two[0] == '+' || two[0] == ' ') return -1;
        v->args[k] = (uint8_t)x;
    }
    return views(e, g, v->type, v->args);
}

int scene_read_events(scene_in *s, uint32_t g, const cJSON *a, const warp_scene_track *old,
                      warp_scene_track_desc *td, const char *where) {
    int n = cJSON_GetArraySize(a);
    if (!cJSON_IsArray(a) || n > 0xFFFF) return scene_bad(s, where, "events", "not an array of events");
    ev_list ol = {NULL, 0, old ? old->event_count : 0};
    ol.v = scene_own(s, (ol.cap + 1) * sizeof *ol.v);
    warp_scene_event *v = scene_own(s, ((size_t)n + 1) * sizeof *v);
    if (!v || !ol.v) return scene_bad(s, where, "events", "out of memory");
    if (old) warp_scene_foreach_event(s->os, old, old_event, &ol);
    uint32_t i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, a) {
        if (read_event(e, g, i < ol.n ? &ol.v[i] : NULL, &v[i]))
            return scene_bad(s, where, "events", "an event is not {frame, time (frame / 30), type, args (40 hex "
                                                 "digits)} with its decoded fields numbers");
        v[i].index = i;
        i++;
    }
    td->event_count = i, td->events = v;
    return 0;
}

int scene_old_index(const scene_in *s, uint32_t g, int tracks, const cJSON *o, const char *where) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, "offset");
    if (!v) return -1;
    for (uint32_t i = 0; cJSON_IsNumber(v) && i < s->oi.counts[g]; i++) {
        warp_scene_definition d;
        warp_scene_track t;
        uint32_t at = tracks ? (warp_scene_get_track(s->os, g, i, &t) ? 0 : t.offset)
                             : (warp_scene_get_definition(s->os, g, i, &d) ? 0 : d.offset);
        if (at && v->valuedouble == at) return (int)i;
    }
    scene_bad(s, where, "offset", "not the offset of one of the old record's (derived: it says which one this was "
                                  "read from; one added has none: drop it)");
    return -2;
}
