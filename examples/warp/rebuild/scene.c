/* warp rebuild WARRIORS.WAD: edited scenes and the scene list put back (scene.h). A .scn
 * entry is one record (FACTS-2 5.2: its size word is the entry's size), replaced whole; the
 * scene list's 0x43 records (5.1) keep their count, their sizes follow the records. */
#include "rebuild/scene.h"

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

/* ---- the scene list's JSON ---------------------------------------------------------------------- */
typedef struct list_old {
    warp_scene_list_entry *v;
    size_t n;
} list_old;

static int list_cb(void *user, const warp_scene_list_entry *e) {
    list_old *l = user;
    l->v[l->n++] = *e;
    return 0;
}

static int list_bad(const char *path, size_t k, const char *field, const char *why) {
    report(path, -1, "scenes[%zu].\"%s\": %s: the scene list is not encoded, nothing written", k, field, why);
    return -1;
}

/* Record k's id and name from the JSON (sizes and indexes derived). */
static int list_record(const cJSON *o, size_t k, const char *path, warp_scene_list_entry *e) {
    char where[32];
    snprintf(where, sizeof where, "scenes[%zu]", k);
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(o, "id"), *name = cJSON_GetObjectItemCaseSensitive(o, "name");
    if (derived_number(o, "index", (double)k, path, where) || derived_number(o, "size", e->size, path, where))
        return -1;
    if (!cJSON_IsNumber(id) || id->valuedouble != floor(id->valuedouble) || id->valuedouble < 0 ||
        id->valuedouble > 4294967295.0)
        return list_bad(path, k, "id", "not a number 0 to 4294967295");
    if (!cJSON_IsString(name) || strlen(name->valuestring) > 16)
        return list_bad(path, k, "name", "not a string of at most 16 bytes");
    e->id = (uint32_t)id->valuedouble;
    memset(e->name, 0, sizeof e->name);
    memcpy(e->name, name->valuestring, strlen(name->valuestring));
    return 0;
}

static int list_json(const char *text, size_t len, const char *path, list_old *l, warp_scene_list_entry *nv) {
    cJSON *root = cJSON_ParseWithLength(text, len);
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "scenes"), *o;
    int rc = 0;
    if (!cJSON_IsArray(a)) {
        report(path, -1, "\"scenes\": missing: the scene list is not encoded, nothing written");
        rc = -1;
    } else if ((size_t)cJSON_GetArraySize(a) != l->n) {
        report(path, -1, "\"scenes\": records added or removed (%d, was %zu): the list has one record per .scn "
               "entry of the WAD (add or remove the entries instead): nothing written", cJSON_GetArraySize(a), l->n);
        rc = -1;
    } else if (derived_number(root, "count", (double)l->n, path, "")) {
        rc = -1;
    }
    size_t k = 0;
    cJSON_ArrayForEach(o, a) {
        if (rc) break;
        rc = list_record(o, k, path, &nv[k]);
        k++;
    }
    cJSON_Delete(root);
    return rc;
}

int scene_list_json_encode(const char *text, size_t len, const char *path, const uint8_t *old, size_t old_len,
                           const scene_resize *resized, size_t n, uint8_t **out) {
    *out = NULL;
    size_t count = 0;
    if (warp_scene_list_foreach(old, old_len, NULL, NULL, &count) || count > (old_len - 4) / WARP_SCENE_LIST_RECORD_SIZE) {
        report(path, -1, "the old scene list does not read: not from this WAD's extraction");
        return -1;
    }
    list_old l = {calloc(count + 1, sizeof *l.v), 0};
    warp_scene_list_entry *nv = calloc(count + 1, sizeof *nv);
    size_t bytes = 4 + count * WARP_SCENE_LIST_RECORD_SIZE;
    uint8_t *buf = malloc(bytes);
    int rc = l.v && nv && buf ? 0 : -1;
    if (!rc) warp_scene_list_foreach(old, old_len, list_cb, &l, &count);
    for (size_t k = 0; !rc && k < l.n; k++) nv[k] = l.v[k];
    if (!rc && text) rc = list_json(text, len, path, &l, nv);
    for (size_t k = 0; !rc && k < l.n; k++) /* sizes follow their records */
        for (size_t r = 0; r < n; r++)
            if (!strcmp(l.v[k].name, resized[r].name) && l.v[k].size == resized[r].old_size) nv[k].size = resized[r].new_size;
    warp_writer *w = rc ? NULL : handle_alloc(warp_writer_sizeof());
    if (w && !warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, bytes) &&
        !warp_write_scene_list(w, nv, l.n) && !warp_writer_status(w) && warp_writer_size(w) == bytes) {
        for (size_t k = 0; k < l.n; k++) /* an unchanged name keeps its stored bytes */
            if (!strcmp(nv[k].name, l.v[k].name)) memcpy(buf + 4 + k * 24 + 8, old + 4 + k * 24 + 8, 16);
        *out = buf, buf = NULL;
    } else if (!rc) {
        report(path, -1, "the scene list does not encode: nothing written");
        rc = -1;
    }
    free(w), free(buf), free(l.v), free(nv);
    return rc;
}

/* ---- the plan -------------------------------------------------------------------------------------- */
static int scene_entry(wad_plan *pl, const man_file *f, const char *path, const scene_cast *cast, scene_resize *rs,
                       int *resized, scene_part *part, unsigned *replaced) {
    uint32_t i = f->entry;
    size_t len = pl->entries[i].size, n = 0;
    uint8_t *e = NULL, *rec = NULL;
    char *json = derived_read_text(path);
    scene_ctx ctx = {cast, {0}};
    int rc = json && !media_read_entry(pl, i, &e) ? scene_json_encode(json, strlen(json), path, e, len, &ctx, &rec, &n) : -1;
    *resized = 0;
    if (!rc && (n != len || memcmp(rec, e, n))) {
        warp_scene *s = handle_alloc(warp_scene_sizeof());
        warp_scene_info in;
        if (s && !warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, e, len) && !warp_scene_get_info(s, &in)) {
            memcpy(rs->name, in.name, sizeof rs->name);
            rs->old_size = (uint32_t)len, rs->new_size = (uint32_t)n;
            *resized = n != len;
        }
        part->entry = i; /* the new record's counts, for its chain */
        memcpy(part->moved, ctx.moved, sizeof part->moved);
        snprintf(part->path, sizeof part->path, "%s", path);
        if (!s || warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, rec, n) || warp_scene_get_info(s, &part->info))
            part->entry = UINT32_MAX;
        free(s);
        rc = wad_replace_entry(pl, i, e, len, rec, n);
        rec = NULL;
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: scene encoded again (%zu bytes, was %zu)\n", path, n, len);
    }
    free(rec), free(json), free(e);
    return rc;
}

typedef struct list_chunk {
    const uint8_t *data;
    size_t size;
} list_chunk;

static int find_list(void *user, const warp_chunk_info *c) {
    if (c->type != WARP_CHUNK_SCENE_LIST) return 0;
    list_chunk *l = user;
    l->data = c->data, l->size = c->size;
    return 1;
}

static int list_entry(wad_plan *pl, uint32_t i, const char *path, int edited, const scene_resize *rs, size_t n,
                      unsigned *replaced) {
    uint8_t *e = NULL, *payload = NULL;
    char *json = edited ? derived_read_text(path) : NULL;
    list_chunk l = {NULL, 0};
    int rc = (edited && !json) || media_read_entry(pl, i, &e) ? -1 : 0;
    if (!rc) warp_chunk_foreach(e, pl->entries[i].size, NULL, find_list, &l);
    if (!rc && !l.data) {
        report(path, -1, "entry %u has no scene list chunk (0x43): not from this WAD's extraction", i);
        rc = -1;
    }
    if (!rc) rc = scene_list_json_encode(json, json ? strlen(json) : 0, path, l.data, l.size, rs, n, &payload);
    size_t at = l.data ? (size_t)(l.data - e) : 0, bytes = 0;
    if (!rc && warp_scene_list_foreach(payload, l.size, NULL, NULL, &bytes) == WARP_OK) bytes = 4 + bytes * 24;
    if (!rc && memcmp(payload, l.data, bytes)) {
        wad_splice sp;
        memset(&sp, 0, sizeof sp);
        sp.p = (rebuild_patch){at, bytes, 0, payload, bytes}; /* the same size: nothing around it moves */
        payload = NULL;
        rc = wad_add_splice(pl, i, e, &sp);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: the scene list written again\n", path);
    }
    free(payload), free(json), free(e);
    return rc;
}

/* The Character List's JSON of the extraction (as edited), for the roles' names: 0 with
 * *got set when there is one, or -1 after a message. */
static int load_cast(const manifest *m, const char *from, scene_cast *cast, int *got) {
    char path[4096];
    *got = 0;
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        if (strcmp(f->kind, "list") || !ends_with(f->path, "/character_list.json")) continue;
        snprintf(path, sizeof path, "%s/%s", from, f->path);
        if (scene_cast_load(path, cast)) return -1;
        *got = 1;
        return 0;
    }
    return 0;
}

int rebuild_scenes(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    scene_resize *rs = calloc(m->nfiles + 1, sizeof *rs);
    size_t nrs = 0;
    char path[4096];
    scene_cast cast;
    scene_part *parts = NULL, part;
    size_t nparts = 0, parts_cap = 0;
    int rc = rs ? 0 : -1, cast_got = 0, cast_read = 0;
    for (size_t k = 0; !rc && k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        int changed = strcmp(f->kind, "scene") ? 0 : man_file_changed(f, from, path, sizeof path), resized = 0;
        if (changed > 0 && !cast_read++ && load_cast(m, from, &cast, &cast_got)) rc = -1;
        part.entry = UINT32_MAX;
        if (!rc && (changed < 0 || (changed && scene_entry(pl, f, path, cast_got ? &cast : NULL, &rs[nrs], &resized,
                                                           &part, replaced))))
            rc = -1;
        nrs += resized;
        scene_part *v = !rc && part.entry != UINT32_MAX ? grow_room(parts, nparts, &parts_cap, sizeof *parts) : NULL;
        if (v) parts = v, parts[nparts++] = part;
        else if (!rc && part.entry != UINT32_MAX) rc = -1;
    }
    if (cast_got) scene_cast_free(&cast);
    if (!rc && nparts && scene_chains_check(pl, m, parts, nparts)) rc = -1;
    free(parts);
    for (size_t k = 0; !rc && k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        if (strcmp(f->kind, "scene_list")) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0 || ((changed || nrs) && list_entry(pl, f->entry, path, changed, rs, nrs, replaced))) rc = -1;
    }
    free(rs);
    return rc;
}
