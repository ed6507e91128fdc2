/* warp rebuild WARRIORS.WAD: character data back from <hash>.character.json (character.h),
 * the inverse of the extraction's write_character (extract/anim.c). A slot names the clip
 * the game gives it; the stored value only ranks it (FACTS.md 4.3: the distinct values, in
 * increasing order, take the clips from the last loaded back), so a slot moved to another
 * clip takes the value of a slot that already holds that clip, and the result must resolve
 * to the named clips. */
#include "rebuild/character.h"

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

#define CHAR_CLIPS_MAX 1024
#define RANGE_SIZE 16

typedef struct char_ctx {
    const char *path;
    const uint8_t *e;
    size_t len;
    const warp_chunk_info *c08, *c45;
    char names[CHAR_CLIPS_MAX][WARP_ANIM_NAME_BYTES + 1]; /* the resource's clips, load order */
    uint32_t nclips;
} char_ctx;

static int bad(const char_ctx *c, const char *field, const char *why) {
    report(c->path, -1, "%s: %s: nothing written", field, why);
    return -1;
}

typedef struct found {
    uint32_t hash;
    size_t data_at;
    warp_chunk_info c08, c45;
    int has08, has45;
    char_ctx *cx;
} found;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    found *f = user;
    if (c->resource_hash != f->hash) return 0;
    if (c->type == 0x08 && (size_t)(c->data - f->cx->e) == f->data_at) f->c08 = *c, f->has08 = 1;
    if (c->type == 0x45 && !f->has45) f->c45 = *c, f->has45 = 1;
    return 0;
}

static int clip_cb(void *user, const warp_anim_clip_ref *r) {
    found *f = user;
    char_ctx *c = f->cx;
    if (r->resource_hash != f->hash || c->nclips == CHAR_CLIPS_MAX) return 0;
    char *name = c->names[c->nclips++];
    name[0] = 0;
    if (r->desc_len >= WARP_ANIM_DESC_SIZE) { /* the name at +0x25, as the reader gives it */
        memcpy(name, r->desc + 0x25, WARP_ANIM_NAME_BYTES);
        name[WARP_ANIM_NAME_BYTES] = 0;
    }
    return 0;
}

/* The clip list must be the resource's, in its order. */
static int check_clips(const char_ctx *c, const cJSON *root) {
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "clips"), *x;
    if (!cJSON_IsArray(list) || (uint32_t)cJSON_GetArraySize(list) != c->nclips)
        return bad(c, "clips", "the resource's clips, as extracted (edit a clip's own JSON; the list is not put back)");
    uint32_t i = 0;
    cJSON_ArrayForEach(x, list) {
        const cJSON *n = cJSON_GetObjectItemCaseSensitive(x, "name");
        if (cJSON_IsString(n) && strcmp(n->valuestring, c->names[i]))
            return bad(c, "clips", "a clip renamed or moved in the list (the list is the resource's: not put back)");
        i++;
    }
    return 0;
}

/* The clip a slot names (a clip's name, or null: the default): 0, or -1. */
static int slot_clip(const char_ctx *c, const cJSON *s, uint32_t *clip) {
    if (cJSON_IsNull(s)) return *clip = WARP_ANIM_DEFAULT, 0;
    if (!cJSON_IsString(s)) return -1;
    for (uint32_t k = 0; k < c->nclips; k++)
        if (!strcmp(c->names[k], s->valuestring)) return *clip = k, 0;
    return -1;
}

/* The 722 slot values: slot_values as given when they changed; else the slots by name, each
 * taking the value of an old slot that held its clip. Checked to resolve to the named clips. */
static int new_slots(const char_ctx *c, const cJSON *root, const uint8_t *old, uint32_t *v) {
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(root, "slots");
    const cJSON *vals = cJSON_GetObjectItemCaseSensitive(root, "slot_values");
    if (cJSON_GetArraySize(names) != WARP_CHARDATA_SLOTS || cJSON_GetArraySize(vals) != WARP_CHARDATA_SLOTS)
        return bad(c, "slots", "722 slots and 722 slot_values, as extracted");
    uint32_t was[WARP_CHARDATA_SLOTS], want[WARP_CHARDATA_SLOTS], got[WARP_CHARDATA_SLOTS], value_of[CHAR_CLIPS_MAX];
    size_t n;
    warp_chardata_resolve(old, WARP_CHARDATA_SIZE, c->nclips, was, WARP_CHARDATA_SLOTS, &n);
    int values_edited = 0, names_edited = 0;
    for (uint32_t k = 0; k < c->nclips; k++) value_of[k] = WARP_ANIM_DEFAULT;
    for (int i = 0; i < WARP_CHARDATA_SLOTS; i++) {
        double d;
        uint32_t raw = (uint32_t)old[8 + 4 * i] | (uint32_t)old[9 + 4 * i] << 8 | (uint32_t)old[10 + 4 * i] << 16 |
                       (uint32_t)old[11 + 4 * i] << 24;
        if (json_whole(cJSON_GetArrayItem(vals, i), 0, 4294967295.0, &d)) return bad(c, "slot_values", "not u32 values");
        if (slot_clip(c, cJSON_GetArrayItem(names, i), &want[i]))
            return bad(c, "slots", "a slot names no clip of this character (null: the default)");
        v[i] = (uint32_t)d;
        values_edited |= v[i] != raw;
        names_edited |= want[i] != was[i];
        if (was[i] != WARP_ANIM_DEFAULT && was[i] < c->nclips) value_of[was[i]] = raw;
    }
    if (names_edited && !values_edited)
        for (int i = 0; i < WARP_CHARDATA_SLOTS; i++) {
            if (want[i] != WARP_ANIM_DEFAULT && value_of[want[i]] == WARP_ANIM_DEFAULT)
                return bad(c, "slots", "a clip no slot held before has no value: give its slot a value in slot_values");
            v[i] = want[i] == WARP_ANIM_DEFAULT ? WARP_ANIM_DEFAULT : value_of[want[i]];
        }
    uint8_t probe[WARP_CHARDATA_SIZE];
    memcpy(probe, old, sizeof probe);
    for (int i = 0; i < WARP_CHARDATA_SLOTS; i++)
        for (int b = 0; b < 4; b++) probe[8 + 4 * i + b] = (uint8_t)(v[i] >> (8 * b));
    if (warp_chardata_resolve(probe, sizeof probe, c->nclips, got, WARP_CHARDATA_SLOTS, &n))
        return bad(c, "slot_values", "more distinct values than the character has clips");
    if (names_edited && memcmp(got, want, sizeof got))
        return bad(c, "slots", "these values give other clips (a clip no slot holds any more shifts the others): "
                               "set slot_values by hand");
    return 0;
}

/* Derived fields left as extracted: resource_hash, default_slots (the old count, or the
 * count of null slots now). */
static int check_derived(const char_ctx *c, const cJSON *root, uint32_t resource_hash, const uint8_t *old) {
    double d;
    if (json_whole(cJSON_GetObjectItemCaseSensitive(root, "resource_hash"), 0, 4294967295.0, &d) ||
        (uint32_t)d != resource_hash)
        return bad(c, "resource_hash", "edited, but it names the resource (derived)");
    const cJSON *slots = cJSON_GetObjectItemCaseSensitive(root, "slots"), *x;
    uint32_t nulls = 0, was = 0;
    cJSON_ArrayForEach(x, slots) nulls += cJSON_IsNull(x);
    for (int i = 0; i < WARP_CHARDATA_SLOTS; i++) was += le32(old + 8 + 4 * i) == WARP_ANIM_DEFAULT;
    if (json_whole(cJSON_GetObjectItemCaseSensitive(root, "default_slots"), 0, WARP_CHARDATA_SLOTS, &d) ||
        ((uint32_t)d != was && (uint32_t)d != nulls))
        return bad(c, "default_slots", "edited, but it counts the null slots (derived)");
    const cJSON *r;
    cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(root, "ranges")) {
        const cJSON *rate = cJSON_GetObjectItemCaseSensitive(r, "rate"), *fl = cJSON_GetObjectItemCaseSensitive(r, "flags");
        if (cJSON_IsNumber(rate) && cJSON_IsNumber(fl) && fabs(rate->valuedouble - warp_anim_rate((uint32_t)fl->valuedouble)) > 1e-5)
            return bad(c, "ranges", "a rate edited, but it follows the flags (0x1000 1.0, 0x2000 0.9, 0x800 0.8, else 0.75)");
    }
    return 0;
}

/* The 0x08 payload's words around the slots: placeholder, word4, tail. */
static int new_words(const char_ctx *c, const cJSON *root, uint32_t w[6]) {
    double d, tail[4];
    static const char *const keys[2] = {"placeholder", "word4"};
    for (int i = 0; i < 2; i++) {
        if (json_whole(cJSON_GetObjectItemCaseSensitive(root, keys[i]), 0, 4294967295.0, &d))
            return bad(c, keys[i], "not a u32");
        w[i] = (uint32_t)d;
    }
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(root, "tail"), *x;
    int i = 0;
    if (cJSON_GetArraySize(t) != 4) return bad(c, "tail", "not 4 numbers");
    cJSON_ArrayForEach(x, t) {
        if (json_whole(x, 0, 4294967295.0, &tail[i])) return bad(c, "tail", "not u32 values");
        w[2 + i] = (uint32_t)tail[i];
        i++;
    }
    return 0;
}

/* One range record (16 bytes) over the old one: dir and far range * 1000, reach as a float
 * kept when it prints as extracted, a far range still derived from the reach kept 0. */
static int new_range(const char_ctx *c, const cJSON *r, const uint8_t *old, uint8_t *out) {
    double dir[2], reach, far, damage, hit, flags;
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(r, "dir");
    if (cJSON_GetArraySize(d) != 2 || !cJSON_IsNumber(cJSON_GetArrayItem(d, 0)) || !cJSON_IsNumber(cJSON_GetArrayItem(d, 1)) ||
        !cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(r, "reach")) ||
        !cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(r, "far_range")) ||
        json_whole(cJSON_GetObjectItemCaseSensitive(r, "damage"), -32768, 32767, &damage) ||
        json_whole(cJSON_GetObjectItemCaseSensitive(r, "hit_code"), -32768, 32767, &hit) ||
        json_whole(cJSON_GetObjectItemCaseSensitive(r, "flags"), 0, 65535, &flags))
        return bad(c, "ranges", "a range is not {dir [2], reach, far_range, damage, hit_code, flags}");
    dir[0] = cJSON_GetArrayItem(d, 0)->valuedouble, dir[1] = cJSON_GetArrayItem(d, 1)->valuedouble;
    reach = cJSON_GetObjectItemCaseSensitive(r, "reach")->valuedouble;
    far = cJSON_GetObjectItemCaseSensitive(r, "far_range")->valuedouble;
    float old_reach;
    memcpy(&old_reach, old + 4, 4); /* little-endian hosts only, as the rest of the tool */
    char a[64], b[64];
    snprintf(a, sizeof a, "%.6f", reach), snprintf(b, sizeof b, "%.6f", (double)old_reach);
    float fr = strcmp(a, b) ? (float)reach : old_reach;
    snprintf(a, sizeof a, "%.6f", far), snprintf(b, sizeof b, "%.6f", (double)(fr * 1.25f));
    int derived = !old[8] && !old[9] && !strcmp(a, b);
    double raw[3] = {floor(dir[0] * 1000 + 0.5), floor(dir[1] * 1000 + 0.5), derived ? 0 : floor(far * 1000 + 0.5)};
    for (int i = 0; i < 3; i++)
        if (!(raw[i] >= -32768 && raw[i] <= 32767)) return bad(c, "ranges", "dir or far_range past +-32.767");
    uint16_t h[6] = {(uint16_t)(int16_t)raw[0], (uint16_t)(int16_t)raw[1], (uint16_t)(int16_t)raw[2],
                     (uint16_t)(int16_t)damage, (uint16_t)(int16_t)hit, (uint16_t)flags};
    out[0] = (uint8_t)h[0], out[1] = (uint8_t)(h[0] >> 8), out[2] = (uint8_t)h[1], out[3] = (uint8_t)(h[1] >> 8);
    memcpy(out + 4, &fr, 4);
    for (int i = 2; i < 6; i++) out[4 + 2 * i] = (uint8_t)h[i], out[5 + 2 * i] = (uint8_t)(h[i] >> 8);
    return 0;
}

/* New bytes for the chunk's [at, at + n) when they differ: a splice in place. */
static int splice_same(wad_plan *pl, uint32_t entry, const uint8_t *e, size_t at, const uint8_t *neu, size_t n) {
    if (!memcmp(e + at, neu, n)) return 0;
    wad_splice s;
    memset(&s, 0, sizeof s);
    uint8_t *b = malloc(n ? n : 1);
    if (!b) return -1;
    memcpy(b, neu, n);
    s.p = (rebuild_patch){at, n, 0, b, n}; /* the same size: no sizes move */
    return wad_add_splice(pl, entry, e, &s) ? -1 : 1;
}

/* The new 0x08 payload (d08, WARP_CHARDATA_SIZE bytes) and Anim Range List (d45, len45
 * bytes, the old one's size) from the JSON over the old ones. */
static int char_bytes(char_ctx *c, const cJSON *root, uint32_t rh, const uint8_t *old08, const uint8_t *old45,
                      size_t len45, uint8_t *d08, uint8_t *d45) {
    uint32_t slots[WARP_CHARDATA_SLOTS], w[6];
    memcpy(d08, old08, WARP_CHARDATA_SIZE);
    if (check_clips(c, root) || check_derived(c, root, rh, old08) || new_words(c, root, w) || new_slots(c, root, old08, slots))
        return -1;
    warp_writer *wr = handle_alloc(warp_writer_sizeof()); /* placeholder, word4, the slots, the tail */
    if (!wr || warp_writer_init(wr, warp_writer_sizeof(), WARP_ABI_VERSION, d08, WARP_CHARDATA_SIZE)) return free(wr), -1;
    for (int i = 0; i < 2; i++) warp_write_u32(wr, w[i]);
    for (int i = 0; i < WARP_CHARDATA_SLOTS; i++) warp_write_u32(wr, slots[i]);
    for (int i = 0; i < 4; i++) warp_write_u32(wr, w[2 + i]);
    int st = warp_writer_status(wr);
    free(wr);
    if (st) return bad(c, "slots", warp_strerror(st));
    const cJSON *ranges = cJSON_GetObjectItemCaseSensitive(root, "ranges"), *r;
    uint32_t count = len45 >= 4 ? le32(old45) : 0, i = 0;
    if (!cJSON_IsArray(ranges) || (uint32_t)cJSON_GetArraySize(ranges) != count || 4 + (uint64_t)count * RANGE_SIZE > len45)
        return bad(c, "ranges", "one range per anim id, as many as extracted (the count is not put back)");
    if (len45) memcpy(d45, old45, len45);
    cJSON_ArrayForEach(r, ranges) {
        if (new_range(c, r, old45 + 4 + (size_t)i * RANGE_SIZE, d45 + 4 + (size_t)i * RANGE_SIZE)) return -1;
        i++;
    }
    return 0;
}

int character_json_bytes(const char *text, size_t len, const char *path, uint32_t resource_hash,
                         const char *const *clip_names, uint32_t nclips, const uint8_t *old08, const uint8_t *old45,
                         size_t len45, uint8_t *d08, uint8_t *d45) {
    char_ctx *c = calloc(1, sizeof *c);
    if (!c || nclips > CHAR_CLIPS_MAX) return free(c), -1;
    c->path = path, c->nclips = nclips;
    for (uint32_t k = 0; k < nclips; k++) snprintf(c->names[k], sizeof c->names[k], "%s", clip_names[k]);
    cJSON *root = cJSON_ParseWithLength(text, len);
    int rc = cJSON_IsObject(root) ? char_bytes(c, root, resource_hash, old08, old45, len45, d08, d45)
                                  : bad(c, "the file", "not a JSON object");
    cJSON_Delete(root);
    free(c);
    return rc;
}

/* The new bytes spliced in place: 1 when anything changed, 0, or -1. */
static int write_back(wad_plan *pl, const edit_item *it, char_ctx *c, const cJSON *root, found *f) {
    uint8_t d08[WARP_CHARDATA_SIZE];
    size_t len45 = f->has45 ? f->c45.size : 0;
    uint8_t *d45 = malloc(len45 ? len45 : 1);
    if (!d45) return -1;
    int rc = char_bytes(c, root, it->resource_hash, f->c08.data, f->has45 ? f->c45.data : NULL, len45, d08, d45);
    int a = rc ? -1 : splice_same(pl, it->entry, c->e, (size_t)(f->c08.data - c->e), d08, sizeof d08);
    int b = a < 0 || !len45 ? a < 0 ? -1 : 0 : splice_same(pl, it->entry, c->e, (size_t)(f->c45.data - c->e), d45, len45);
    free(d45);
    return a < 0 || b < 0 ? -1 : a + b > 0;
}

static int plan_character(wad_plan *pl, const edit_item *it, const char *from, unsigned *replaced) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", from, it->file);
    uint64_t h = 0;
    if (it->has_hash && !file_fnv1a64(path, &h) && h == it->hash) return 0;
    char_ctx *c = calloc(1, sizeof *c);
    uint8_t *e = NULL;
    if (!c || media_read_entry(pl, it->entry, &e)) return free(c), -1;
    c->path = path, c->e = e, c->len = pl->entries[it->entry].size;
    found f;
    memset(&f, 0, sizeof f);
    f.hash = it->resource_hash, f.data_at = it->offset, f.cx = c;
    warp_chunk_foreach(e, c->len, NULL, chunk_cb, &f);
    warp_anim_foreach_clip(e, c->len, NULL, clip_cb, &f);
    int rc = f.has08 && f.c08.size >= WARP_CHARDATA_SIZE ? 0 : -1;
    if (rc) report(path, -1, "no character data (0x08) of resource %u at %zu in entry %u: not from this WAD's extraction",
                   it->resource_hash, it->offset, it->entry);
    file_map fm;
    cJSON *root = NULL;
    if (!rc && map_file(path, &fm)) rc = bad(c, "the file", "cannot be read");
    if (!rc) {
        root = cJSON_ParseWithLength((const char *)fm.data, fm.len);
        unmap_file(&fm);
        if (!cJSON_IsObject(root)) rc = bad(c, "the file", "not a JSON object");
    }
    if (!rc) rc = write_back(pl, it, c, root, &f);
    if (rc > 0) {
        ++*replaced;
        if (!pl->quiet) fprintf(stderr, "warp: %s: character data written again\n", path);
    }
    cJSON_Delete(root);
    free(e), free(c);
    return rc < 0 ? -1 : 0;
}

int rebuild_characters(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nedits; k++)
        if (m->edits[k].kind == EDIT_CHARACTER && plan_character(pl, &m->edits[k], from, replaced)) return -1;
    return 0;
}
