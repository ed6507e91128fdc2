/* warp rebuild WARRIORS.WAD: clips back from their JSON (clip.h), the inverse of the
 * extraction's anim_clip_json (extract/anim.c). Values were written to 6 decimals: a key's
 * stored integers (positions x, y * 1023 and z * 2047, rotations x, y, z * 32768; FACTS.md
 * 6.2) come back by rounding, and a float of the descriptor printed unchanged keeps its
 * old bits. A rotation is normalised and turned to w >= 0 (w is not stored). */
#include "rebuild/clip.h"

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

typedef struct clip_in {
    warp_anim_info info;
    warp_anim_channel_desc ch[WARP_ANIM_MAX_CHANNELS];
    size_t first[WARP_ANIM_MAX_CHANNELS]; /* each channel's first key in keys */
    uint32_t nch;
    warp_anim_key *keys;
    size_t nkeys, cap;
    warp_anim_event *events;
    uint32_t nev;
    const char *path;
    uint32_t byte1s; /* the old clip's keys with a byte +1 not 0 */
} clip_in;

static int bad(const clip_in *c, const char *field, const char *why) {
    report(c->path, -1, "%s: %s: the clip is not encoded, nothing written", field, why);
    return -1;
}

/* A float as the JSON holds it: the old value when the JSON prints it unchanged. */
static float keep_float(double v, float old) {
    char a[64], b[64];
    snprintf(a, sizeof a, "%.6f", v);
    snprintf(b, sizeof b, "%.6f", (double)old);
    return strcmp(a, b) ? (float)v : old;
}

static int to_raw(double v, double scale, int16_t *out) {
    double r = floor(v * scale + 0.5);
    if (!(r >= -32768.0 && r <= 32767.0)) return -1;
    *out = (int16_t)r;
    return 0;
}

/* n numbers of JSON array a into v: 0, or -1. */
static int numbers(const cJSON *a, double *v, int n) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return -1;
    int i = 0;
    const cJSON *x;
    cJSON_ArrayForEach(x, a) {
        if (!cJSON_IsNumber(x) || !isfinite(x->valuedouble)) return -1;
        v[i++] = x->valuedouble;
    }
    return 0;
}

int clip_rotation_raw(const double q[4], int16_t raw[3]) {
    double n = sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]), s = q[3] < 0 ? -1 : 1;
    if (!(n > 1e-9)) return -1;
    for (int i = 0; i < 3; i++) {
        double r = floor(s * q[i] / n * 32768.0 + 0.5);
        raw[i] = (int16_t)(r > 32767 ? 32767 : r < -32768 ? -32768 : r);
    }
    return 0;
}

int clip_position_raw(const double p[3], int16_t raw[3]) {
    return to_raw(p[0], 1023.0, &raw[0]) || to_raw(p[1], 1023.0, &raw[1]) || to_raw(p[2], 2047.0, &raw[2]);
}

/* One channel's keys ([frame, x, y, z] or [frame, x, y, z, w]): frames from 0 up, each at
 * most 255 after the one before (a key's delta is one byte). */
static int read_channel(clip_in *c, const cJSON *keys, uint32_t kind, uint32_t bone, const char *field) {
    int rot = kind == WARP_ANIM_ROTATION, n = rot ? 5 : 4;
    if (!cJSON_IsArray(keys) || cJSON_GetArraySize(keys) < 1) return bad(c, field, "not an array of keys");
    if (c->nch == WARP_ANIM_MAX_CHANNELS) return bad(c, field, "more channels than bones");
    c->first[c->nch] = c->nkeys;
    long prev = -1;
    const cJSON *k;
    cJSON_ArrayForEach(k, keys) {
        double v[5];
        if (numbers(k, v, n)) return bad(c, field, rot ? "a key is not [frame, x, y, z, w]" : "a key is not [frame, x, y, z]");
        if (v[0] != floor(v[0]) || v[0] < 0 || (prev < 0 && v[0] != 0) || (prev >= 0 && (v[0] <= prev || v[0] - prev > 255)))
            return bad(c, field, "key frames start at 0 and go up by 1 to 255 (a key's frame delta is one byte)");
        warp_anim_key *key = grow_room(c->keys, c->nkeys, &c->cap, sizeof *c->keys);
        if (!key) return bad(c, field, "out of memory");
        c->keys = key;
        key = &c->keys[c->nkeys++];
        memset(key, 0, sizeof *key);
        key->frame = (uint32_t)v[0];
        key->delta = (uint8_t)(prev < 0 ? 0 : (long)v[0] - prev);
        prev = (long)v[0];
        if (rot ? clip_rotation_raw(v + 1, key->raw) : clip_position_raw(v + 1, key->raw))
            return bad(c, field, rot ? "a rotation of length 0" : "a position past the stored range (+-32 m x, y; +-16 m z)");
    }
    uint32_t i = c->nch++;
    c->ch[i] = (warp_anim_channel_desc){kind, bone, (uint32_t)(c->nkeys - c->first[i]), NULL};
    return 0;
}

static int read_channels(clip_in *c, const cJSON *root) {
    static const char *const roots[2] = {"root_velocity", "root_translation"};
    for (uint32_t kind = 0; kind < 2; kind++) {
        const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, roots[kind]);
        if (!cJSON_IsArray(a)) return bad(c, roots[kind], "missing (an empty array: no channel)");
        if (cJSON_GetArraySize(a) && read_channel(c, a, kind, kind, roots[kind])) return -1;
    }
    const cJSON *r, *rots = cJSON_GetObjectItemCaseSensitive(root, "rotations");
    if (!cJSON_IsArray(rots)) return bad(c, "rotations", "missing");
    long last = -1;
    cJSON_ArrayForEach(r, rots) {
        const cJSON *b = cJSON_GetObjectItemCaseSensitive(r, "bone");
        if (!cJSON_IsNumber(b) || b->valuedouble != floor(b->valuedouble) || b->valuedouble <= last ||
            b->valuedouble >= WARP_ANIM_BONES)
            return bad(c, "rotations", "bones are 0 to 33, each once, in increasing order");
        last = (long)b->valuedouble;
        if (read_channel(c, cJSON_GetObjectItemCaseSensitive(r, "keys"), WARP_ANIM_ROTATION, (uint32_t)last, "rotations"))
            return -1;
    }
    for (uint32_t i = 0; i < c->nch; i++) c->ch[i].keys = &c->keys[c->first[i]];
    return 0;
}

static int u16_of(const cJSON *o, const char *key, uint16_t *v) {
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(n) || n->valuedouble != floor(n->valuedouble) || n->valuedouble < 0 || n->valuedouble > 65535)
        return -1;
    *v = (uint16_t)n->valuedouble;
    return 0;
}

static int read_events(clip_in *c, const cJSON *root) {
    const cJSON *e, *evs = cJSON_GetObjectItemCaseSensitive(root, "events");
    if (!cJSON_IsArray(evs)) return bad(c, "events", "missing");
    int n = cJSON_GetArraySize(evs);
    if (n > 0xFFFF) return bad(c, "events", "more than 65,535");
    c->events = calloc((size_t)n + 1, sizeof *c->events);
    if (!c->events) return bad(c, "events", "out of memory");
    cJSON_ArrayForEach(e, evs) {
        warp_anim_event *v = &c->events[c->nev++];
        double pos[3], rot[4];
        const cJSON *tail = cJSON_GetObjectItemCaseSensitive(e, "tail");
        if (u16_of(e, "frame", &v->frame) || u16_of(e, "type", &v->type) || u16_of(e, "word", &v->word) ||
            u16_of(e, "word4", &v->word4) || !cJSON_IsNumber(tail) || tail->valuedouble < 0 ||
            tail->valuedouble > 4294967295.0 || numbers(cJSON_GetObjectItemCaseSensitive(e, "position"), pos, 3) ||
            numbers(cJSON_GetObjectItemCaseSensitive(e, "rotation"), rot, 4))
            return bad(c, "events", "an event is not {frame, type, word, position [3], rotation [4], word4, tail}");
        v->tail = (uint32_t)tail->valuedouble;
        if (clip_position_raw(pos, v->raw_position) || clip_rotation_raw(rot, v->raw_rotation))
            return bad(c, "events", "a position past the stored range or a rotation of length 0");
    }
    return 0;
}

/* name, duration, displacement and the descriptor's kept words over the old descriptor. */
static int read_header(clip_in *c, const cJSON *root, const warp_anim_info *old) {
    c->info = *old;
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "name");
    if (!cJSON_IsString(name) || strlen(name->valuestring) > WARP_ANIM_NAME_BYTES)
        return bad(c, "name", "not a string of at most 30 bytes");
    if (strcmp(name->valuestring, old->name)) { /* a new name: the bytes after it zero */
        memset(c->info.name_bytes, 0, sizeof c->info.name_bytes);
        memcpy(c->info.name_bytes, name->valuestring, strlen(name->valuestring));
    }
    double d, disp[2];
    const cJSON *dur = cJSON_GetObjectItemCaseSensitive(root, "duration");
    if (!cJSON_IsNumber(dur) || !((d = dur->valuedouble) >= 0) || d > 1e6) return bad(c, "duration", "not a duration");
    if (numbers(cJSON_GetObjectItemCaseSensitive(root, "displacement"), disp, 2))
        return bad(c, "displacement", "not [x, y]");
    c->info.duration = keep_float(d, old->duration);
    for (int i = 0; i < 2; i++) c->info.displacement[i] = keep_float(disp[i], old->displacement[i]);
    const cJSON *desc = cJSON_GetObjectItemCaseSensitive(root, "descriptor");
    double tail[3];
    static const char *const words[3] = {"placeholder", "runtime_pointer", "ref_count"};
    uint32_t *dst[3] = {&c->info.placeholder, &c->info.runtime_pointer, &c->info.ref_count};
    for (int i = 0; i < 3; i++) {
        const cJSON *w = cJSON_GetObjectItemCaseSensitive(desc, words[i]);
        if (!cJSON_IsNumber(w) || w->valuedouble < 0 || w->valuedouble > (i == 2 ? 255.0 : 4294967295.0) ||
            w->valuedouble != floor(w->valuedouble))
            return bad(c, "descriptor", "placeholder, runtime_pointer (u32) or ref_count (u8) missing or out of range");
        *dst[i] = (uint32_t)w->valuedouble;
    }
    if (numbers(cJSON_GetObjectItemCaseSensitive(desc, "tail"), tail, 3)) return bad(c, "descriptor", "tail is not 3 numbers");
    for (int i = 0; i < 3; i++) {
        if (tail[i] < 0 || tail[i] > 4294967295.0) return bad(c, "descriptor", "a tail word out of range");
        c->info.tail[i] = (uint32_t)tail[i];
    }
    return 0;
}

/* ---- the clip in its entry -------------------------------------------------------------------- */
typedef struct clip_find {
    uint32_t hash, index;
    warp_anim_clip_ref ref;
    int found;
} clip_find;

static int find_cb(void *user, const warp_anim_clip_ref *c) {
    clip_find *f = user;
    if (c->resource_hash != f->hash || c->index != f->index) return 0;
    f->ref = *c, f->found = 1;
    return 1;
}

int clip_find_ref(const uint8_t *e, size_t len, const edit_item *it, warp_anim_clip_ref *ref) {
    clip_find f = {it->resource_hash, it->index, {0}, 0};
    warp_anim_foreach_clip(e, len, NULL, find_cb, &f);
    *ref = f.ref;
    return f.found && f.ref.desc_offset == it->offset ? 0 : -1;
}

int clip_encode(const warp_anim_clip_desc *dp, const char *path, uint8_t **kf, size_t *kf_len,
                uint8_t desc[WARP_ANIM_DESC_SIZE]) {
    warp_anim_clip_desc d = *dp;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_LIMIT;
    if (!rc) rc = warp_write_anim_keyframes(w, &d);
    *kf_len = w ? warp_writer_size(w) : 0;
    *kf = rc ? NULL : malloc(*kf_len ? *kf_len : 1);
    if (*kf) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *kf, *kf_len);
        rc = warp_write_anim_keyframes(w, &d);
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, desc, WARP_ANIM_DESC_SIZE);
        if (!rc) rc = warp_write_anim_descriptor(w, &d);
        if (!rc) rc = warp_writer_status(w);
    }
    free(w);
    if (rc) free(*kf), *kf = NULL;
    if (rc) report(path, -1, "channels: %s: the clip is not encoded, nothing written", warp_strerror(rc));
    return rc ? -1 : 0;
}

/* The clip's new keyframes and descriptor through the library's encoder (malloc'ed). */
static int encode(const clip_in *c, uint8_t **kf, size_t *kf_len, uint8_t desc[WARP_ANIM_DESC_SIZE]) {
    warp_anim_clip_desc d;
    memset(&d, 0, sizeof d);
    d.info = &c->info, d.channel_count = c->nch, d.channels = c->ch, d.event_count = c->nev, d.events = c->events;
    return clip_encode(&d, c->path, kf, kf_len, desc);
}

/* The derived fields as the channels read give them: frames_per_second 30, the bone mask of
 * the rotation channels, keys_with_byte1 as extracted (byte1s) or 0 (an edited clip's). */
static int check_derived(clip_in *c, const cJSON *root) {
    const cJSON *fps = cJSON_GetObjectItemCaseSensitive(root, "frames_per_second");
    if (!cJSON_IsNumber(fps) || fps->valuedouble != WARP_ANIM_FPS)
        return bad(c, "frames_per_second", "edited, but the game plays 30 frames a second (derived)");
    const cJSON *desc = cJSON_GetObjectItemCaseSensitive(root, "descriptor"), *b;
    uint8_t mask[5] = {0};
    for (uint32_t i = 0; i < c->nch; i++)
        if (c->ch[i].kind == WARP_ANIM_ROTATION) mask[c->ch[i].bone / 8] |= (uint8_t)(1u << (c->ch[i].bone % 8));
    int i = 0, ok = cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(desc, "bone_mask")) == 5;
    cJSON_ArrayForEach(b, cJSON_GetObjectItemCaseSensitive(desc, "bone_mask")) ok &= cJSON_IsNumber(b) && i < 5 && b->valuedouble == mask[i++];
    if (!ok) return bad(c, "descriptor.bone_mask", "edited, but it follows the rotations' bones (derived)");
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(desc, "keys_with_byte1");
    if (!cJSON_IsNumber(k) || (k->valuedouble != 0 && k->valuedouble != c->byte1s))
        return bad(c, "descriptor.keys_with_byte1", "edited, but it counts the stored keys (derived)");
    return 0;
}

int clip_json_encode(const char *text, size_t len, const char *path, const warp_anim_info *old, uint32_t byte1s,
                     uint8_t **kf, size_t *kf_len, uint8_t desc[WARP_ANIM_DESC_SIZE]) {
    clip_in c;
    memset(&c, 0, sizeof c);
    c.path = path, c.byte1s = byte1s;
    *kf = NULL, *kf_len = 0;
    cJSON *root = cJSON_ParseWithLength(text, len);
    int rc = cJSON_IsObject(root) ? 0 : bad(&c, "the file", "not a JSON object");
    if (!rc)
        rc = read_header(&c, root, old) || read_channels(&c, root) || read_events(&c, root) || check_derived(&c, root) ||
                     encode(&c, kf, kf_len, desc)
                 ? -1
                 : 0;
    cJSON_Delete(root);
    free(c.keys), free(c.events);
    return rc;
}

int clip_splice(wad_plan *pl, const edit_item *it, const uint8_t *e, size_t desc_off, const uint8_t *desc,
                       size_t kf_off, size_t used, uint8_t *kf, size_t kf_len) {
    wad_splice s;
    memset(&s, 0, sizeof s);
    uint8_t *d = malloc(WARP_ANIM_DESC_SIZE);
    if (!d) return free(kf), -1;
    memcpy(d, desc, WARP_ANIM_DESC_SIZE);
    s.p = (rebuild_patch){desc_off, WARP_ANIM_DESC_SIZE, 0, d, WARP_ANIM_DESC_SIZE}; /* same size: no sizes move */
    if (wad_add_splice(pl, it->entry, e, &s)) return free(kf), -1;
    memset(&s, 0, sizeof s);
    s.p = (rebuild_patch){kf_off, used, 0, kf, kf_len};
    if (wad_container_levels(e, pl->entries[it->entry].size, kf_off, &s)) {
        report(pl->wad_path, (long long)pl->entries[it->entry].offset, "entry %u: no chunk holds clip %u's keyframes",
               it->entry, it->index);
        return free(kf), -1;
    }
    return wad_add_splice(pl, it->entry, e, &s);
}

uint32_t clip_byte1_count(const warp_anim *a, uint32_t channels) {
    uint32_t n = 0;
    for (uint32_t ch = 0; ch < channels; ch++) {
        size_t count = 0;
        if (warp_anim_copy_keys(a, ch, NULL, 0, &count) || !count) continue;
        warp_anim_key *k = malloc(count * sizeof *k);
        if (k && !warp_anim_copy_keys(a, ch, k, count, &count))
            for (size_t i = 0; i < count; i++) n += k[i].unused != 0;
        free(k);
    }
    return n;
}

static int plan_clip(wad_plan *pl, const edit_item *it, const char *from, unsigned *replaced) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", from, it->file);
    uint64_t h = 0;
    if (it->has_hash && !file_fnv1a64(path, &h) && h == it->hash) return 0;
    uint8_t *e = NULL, *kf = NULL, desc[WARP_ANIM_DESC_SIZE];
    size_t len = pl->entries[it->entry].size, kf_len = 0;
    if (media_read_entry(pl, it->entry, &e)) return -1;
    clip_find f = {it->resource_hash, it->index, {0}, 0};
    f.found = !clip_find_ref(e, len, it, &f.ref);
    warp_anim *a = handle_alloc(warp_anim_sizeof());
    warp_anim_info old;
    int rc = a && f.found ? 0 : -1;
    if (!rc) rc = warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, f.ref.desc, f.ref.desc_len, f.ref.keyframes,
                                 f.ref.keyframes_len, NULL) ? -1 : warp_anim_get_info(a, &old) ? -1 : 0;
    if (rc) report(path, -1, "clip %u of resource %u not found at %zu in entry %u: not from this WAD's extraction",
                   it->index, it->resource_hash, it->offset, it->entry);
    file_map fm;
    if (!rc && map_file(path, &fm)) {
        report(path, -1, "cannot read the clip");
        rc = -1;
    }
    if (!rc) {
        rc = clip_json_encode((const char *)fm.data, fm.len, path, &old, clip_byte1_count(a, old.channel_count), &kf, &kf_len,
                              desc);
        unmap_file(&fm);
    }
    if (!rc && warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, desc, sizeof desc, kf, kf_len, NULL)) {
        report(path, -1, "the encoded clip does not read back: nothing written");
        rc = -1;
    }
    size_t kf_off = rc ? 0 : (size_t)(f.ref.keyframes - e), desc_off = rc ? 0 : (size_t)(f.ref.desc - e);
    int same = !rc && kf_len == old.keyframes_used && !memcmp(kf, e + kf_off, kf_len) && !memcmp(desc, e + desc_off, sizeof desc);
    if (!rc && !same) {
        rc = clip_splice(pl, it, e, desc_off, desc, kf_off, old.keyframes_used, kf, kf_len);
        kf = NULL; /* the plan owns it now */
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet)
            fprintf(stderr, "warp: %s: clip encoded again (%zu keyframe bytes, was %zu)\n", path, kf_len,
                    old.keyframes_used);
    }
    free(kf), free(a), free(e);
    return rc;
}

int rebuild_clips(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nedits; k++)
        if (m->edits[k].kind == EDIT_CLIP && plan_clip(pl, &m->edits[k], from, replaced)) return -1;
    return 0;
}
