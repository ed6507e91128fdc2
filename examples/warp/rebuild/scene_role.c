/* warp rebuild: a scene's role clip from its JSON (scene_in.h). A role clip is a clip
 * descriptor with its keys (FACTS-2 5.6): its "keys" (the clips' JSON shape) go through the
 * clip encoder (clip.h). The track's duration, word00 and the clip's displacement and name
 * show the descriptor's words a second time: the one edited wins, both edited must agree.
 * The events are the track's "events" (args, lossless); "keys"."events" shows them in the
 * clips' shape, where the floats of events 21 and 22 do not survive the s16 reading
 * (FACTS-2 5.7): that copy must stay as extracted. */
#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/clip.h"
#include "rebuild/derived.h"
#include "rebuild/scene_in.h"

typedef struct role_old {
    int has;
    warp_scene_track t;
    warp_anim *a;
    warp_anim_info info;
    uint32_t byte1s;
} role_old;

/* The old role clip through the clip reader, as the extraction read it. */
static void open_old(scene_in *s, int i, role_old *r) {
    memset(r, 0, sizeof *r);
    if (i < 0 || warp_scene_get_track(s->os, WARP_SCENE_ROLE, (uint32_t)i, &r->t)) return;
    warp_scene_track *t = &r->t;
    uint64_t keys = (uint64_t)t->section_bytes[0] + t->section_bytes[1] + t->section_bytes[2] +
                    (uint64_t)WARP_SCENE_EVENT_SIZE * t->event_count;
    r->a = scene_own(s, warp_anim_sizeof());
    if (r->a && (uint64_t)t->offset + WARP_SCENE_CLIP_SIZE <= s->olen && t->keys_offset + keys <= s->olen &&
        !warp_anim_init(r->a, warp_anim_sizeof(), WARP_ABI_VERSION, s->ob + t->offset, WARP_SCENE_CLIP_SIZE,
                        s->ob + t->keys_offset, (size_t)keys, NULL) &&
        !warp_anim_get_info(r->a, &r->info)) {
        r->has = 1;
        r->byte1s = clip_byte1_count(r->a, r->info.channel_count);
    }
}

static int printed_differs(double v, float old) {
    char a[64], b[64];
    snprintf(a, sizeof a, "%.6f", v);
    snprintf(b, sizeof b, "%.6f", (double)old);
    return strcmp(a, b) != 0;
}

/* One number shown twice: the track's t (exact, edited when it differs from old) and the
 * keys' member k (printed to 6 decimals). The keys get the one edited. */
static int reconcile(scene_in *s, cJSON *k, double t, double old, int six, const char *what, const char *where) {
    if (!cJSON_IsNumber(k)) return scene_bad(s, where, what, "missing from \"keys\"");
    int t_ed = t != old, k_ed = six ? printed_differs(k->valuedouble, (float)old) : k->valuedouble != old;
    if (t_ed && k_ed && (float)k->valuedouble != (float)t)
        return scene_bad(s, where, what, "edited both in the track and in its \"keys\", and they disagree");
    if (t_ed) cJSON_SetNumberValue(k, t);
    return 0;
}

static int reconcile_all(scene_in *s, uint32_t i, const cJSON *clip, cJSON *keys, const warp_scene_track_desc *td,
                         const role_old *r, const char *where) {
    const warp_anim_info *o = &r->info;
    float disp[2];
    if (scene_floats(cJSON_GetObjectItemCaseSensitive(clip, "displacement"), 2, r->has ? o->displacement : NULL, disp))
        return scene_bad(s, where, "clip.displacement", "not [x, y]");
    cJSON *kd = cJSON_GetObjectItemCaseSensitive(keys, "displacement"), *desc = cJSON_GetObjectItemCaseSensitive(keys, "descriptor");
    if (cJSON_GetArraySize(kd) != 2) return scene_bad(s, where, "clip.keys.displacement", "not [x, y]");
    if (reconcile(s, cJSON_GetObjectItemCaseSensitive(keys, "duration"), td->duration, r->has ? o->duration : td->duration, 1,
                  "duration", where) ||
        reconcile(s, cJSON_GetArrayItem(kd, 0), disp[0], r->has ? o->displacement[0] : disp[0], 1, "clip.displacement",
                  where) ||
        reconcile(s, cJSON_GetArrayItem(kd, 1), disp[1], r->has ? o->displacement[1] : disp[1], 1, "clip.displacement",
                  where) ||
        reconcile(s, cJSON_GetObjectItemCaseSensitive(desc, "placeholder"), s->word00[0][i],
                  r->has ? o->placeholder : s->word00[0][i], 0, "word00", where))
        return -1;
    const char *name = scene_text(s, clip, "name", WARP_ANIM_NAME_BYTES, where);
    cJSON *kn = cJSON_GetObjectItemCaseSensitive(keys, "name");
    if (!name || !cJSON_IsString(kn)) return name ? scene_bad(s, where, "clip.keys.name", "not a string") : -1;
    int t_ed = r->has ? strcmp(name, o->name) != 0 : 1, k_ed = r->has && strcmp(kn->valuestring, o->name);
    if (t_ed && k_ed && strcmp(name, kn->valuestring))
        return scene_bad(s, where, "clip.name", "edited both in the track and in its \"keys\", and they disagree");
    if (t_ed) cJSON_ReplaceItemInObjectCaseSensitive(keys, "name", cJSON_CreateString(name));
    return 0;
}

typedef struct ev_old {
    const cJSON *e; /* the JSON event to compare with old event `index` */
    uint32_t index, same;
} ev_old;

static int near(const cJSON *a, const float *v, int n) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return 0;
    int i = 0, ok = 1;
    const cJSON *x;
    cJSON_ArrayForEach(x, a) ok = ok && cJSON_IsNumber(x) && fabs(x->valuedouble - v[i++]) < 2e-6;
    return ok;
}

static int same_event(void *user, const warp_anim_event *e) {
    ev_old *c = user;
    if (e->index != c->index) return 0;
    const cJSON *j = c->e;
    double f[5] = {e->frame, e->type, e->word, e->word4, e->tail};
    static const char *const keys[5] = {"frame", "type", "word", "word4", "tail"};
    c->same = near(cJSON_GetObjectItemCaseSensitive(j, "position"), e->position, 3) &&
              near(cJSON_GetObjectItemCaseSensitive(j, "rotation"), e->rotation, 4);
    for (int k = 0; k < 5; k++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(j, keys[k]);
        c->same = c->same && cJSON_IsNumber(v) && v->valuedouble == f[k];
    }
    return 1;
}

/* Events ev (n) as the clip reader shows them: a descriptor with no keys and n events. */
static warp_anim *events_view(scene_in *s, const warp_scene_event *ev, uint32_t n) {
    uint8_t *desc = scene_own(s, WARP_ANIM_DESC_SIZE), *b = scene_own(s, (size_t)n * WARP_ANIM_EVENT_SIZE);
    warp_anim *a = scene_own(s, warp_anim_sizeof());
    if (!desc || !b || !a) return NULL;
    desc[0x1A] = (uint8_t)n, desc[0x1B] = (uint8_t)(n >> 8);
    for (uint32_t k = 0; k < n; k++) {
        uint8_t *e = b + (size_t)k * WARP_ANIM_EVENT_SIZE;
        e[0] = (uint8_t)ev[k].frame, e[1] = (uint8_t)(ev[k].frame >> 8);
        e[2] = (uint8_t)ev[k].type, e[3] = (uint8_t)(ev[k].type >> 8);
        memcpy(e + 4, ev[k].args, sizeof ev[k].args);
    }
    return warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, desc, WARP_ANIM_DESC_SIZE, b,
                          (size_t)n * WARP_ANIM_EVENT_SIZE, NULL)
               ? NULL
               : a;
}

/* JSON events ev, one for each of a's n events, as the clip reader shows them. */
static int same_view(const cJSON *ev, const warp_anim *a, uint32_t n) {
    int ok = a && cJSON_IsArray(ev) && (uint32_t)cJSON_GetArraySize(ev) == n;
    for (uint32_t k = 0; ok && k < n; k++) {
        ev_old c = {cJSON_GetArrayItem(ev, (int)k), k, 0};
        warp_anim_foreach_event(a, same_event, &c);
        ok = c.same;
    }
    return ok;
}

/* "keys"."events": the view of the old clip's events as extracted, or of the track's
 * "events" as they are now (a role added, or both edited alike), or (a role added) none;
 * then emptied (the track's events are written). */
static int keys_events(scene_in *s, cJSON *keys, const role_old *r, const warp_scene_track_desc *td,
                       const char *where) {
    cJSON *ev = cJSON_GetObjectItemCaseSensitive(keys, "events");
    if (!(r->has && same_view(ev, r->a, r->info.event_count)) && !(!r->has && cJSON_GetArraySize(ev) == 0) &&
        !same_view(ev, events_view(s, td->events, td->event_count), td->event_count))
        return scene_bad(s, where, "clip.keys.events", "edited, but it is a view of the track's \"events\" (the "
                                                       "floats of events 21 and 22 do not survive it): edit those");
    cJSON_DeleteItemFromObjectCaseSensitive(keys, "events");
    cJSON_AddItemToObject(keys, "events", cJSON_CreateArray());
    return 0;
}

/* The keys through the clip encoder: sections A, B, C and the descriptor. */
static int encode_keys(scene_in *s, uint32_t i, cJSON *keys, const role_old *r, warp_scene_track_desc *td,
                       const char *where) {
    warp_anim_info zero;
    memset(&zero, 0, sizeof zero);
    char *text = cJSON_PrintUnformatted(keys);
    uint8_t *kf = NULL, *desc = scene_own(s, WARP_ANIM_DESC_SIZE);
    size_t kf_len = 0;
    int rc = text && desc ? clip_json_encode(text, strlen(text), s->path, r->has ? &r->info : &zero,
                                             r->has ? r->byte1s : 0, &kf, &kf_len, desc)
                          : scene_bad(s, where, "clip.keys", "out of memory");
    free(text);
    if (rc) return -1;
    if (scene_adopt(s, kf)) return scene_bad(s, where, "clip.keys", "out of memory");
    uint32_t a = (uint32_t)desc[0x10] | (uint32_t)desc[0x11] << 8, b = (uint32_t)desc[0x12] | (uint32_t)desc[0x13] << 8;
    uint32_t c = le32(desc + 0x14);
    if ((uint64_t)a + b + c != kf_len) return scene_bad(s, where, "clip.keys", "the encoded sections do not add up");
    td->sections[0] = kf, td->sections[1] = kf + a, td->sections[2] = kf + a + b;
    td->section_bytes[0] = a, td->section_bytes[1] = b, td->section_bytes[2] = c;
    td->channels = (uint32_t)desc[0x18] | (uint32_t)desc[0x19] << 8;
    memcpy(td->mask, desc + 0x20, 5);
    s->clip_desc[i] = desc;
    return 0;
}

static int check_clip_derived(scene_in *s, const cJSON *clip, const cJSON *keys, const role_old *r, const char *where) {
    if (!r->has) return 0;
    const warp_scene_track *t = &r->t;
    char mask[11], wh[64];
    snprintf(mask, sizeof mask, "%02x%02x%02x%02x%02x", t->mask[0], t->mask[1], t->mask[2], t->mask[3], t->mask[4]);
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(clip, "mask");
    snprintf(wh, sizeof wh, "%s.clip", where);
    if (scene_derived_array(s, clip, "section_bytes", t->section_bytes, 3, wh) ||
        derived_number(clip, "channels", t->channels, s->path, wh) ||
        derived_number(cJSON_GetObjectItemCaseSensitive(keys, "descriptor"), "runtime_pointer", t->keys_offset, s->path,
                       "clip.keys.descriptor"))
        return -1;
    if (m && (!cJSON_IsString(m) || strcmp(m->valuestring, mask)))
        return scene_bad(s, wh, "mask", "edited, but it follows the rotations' bones (derived)");
    return 0;
}

int scene_read_role(scene_in *s, uint32_t i, const cJSON *o, warp_scene_track_desc *td, const char *where) {
    role_old r;
    open_old(s, s->track_old[WARP_SCENE_ROLE][i], &r);
    const cJSON *clip = cJSON_GetObjectItemCaseSensitive(o, "clip");
    cJSON *keys = cJSON_GetObjectItemCaseSensitive(clip, "keys");
    if (!cJSON_IsObject(keys)) return scene_bad(s, where, "clip.keys", "missing (the clip's keys, as extracted)");
    warp_scene_track *ot = r.has ? &r.t : NULL;
    if (check_clip_derived(s, clip, keys, &r, where) || reconcile_all(s, i, clip, keys, td, &r, where) ||
        scene_read_events(s, WARP_SCENE_ROLE, cJSON_GetObjectItemCaseSensitive(o, "events"), ot, td, where) ||
        keys_events(s, keys, &r, td, where) || encode_keys(s, i, keys, &r, td, where))
        return -1;
    td->name = cJSON_GetObjectItemCaseSensitive(keys, "name")->valuestring;
    return 0;
}
