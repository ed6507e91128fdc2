/* warp rebuild WARRIORS.WAD: global/<list>.json back into warriors.glr (lists.h). */
#include "rebuild/lists.h"

#include <cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "rebuild/prop.h"
#include "warp/warp.h"

static const uint32_t list_types[] = {0x44, 0x46, 0x4E, 0x4F, 0x4D};

typedef struct orig_list {
    uint32_t (*v)[WARP_LIST_MAX_FIELDS];
    uint32_t n;
} orig_list;

static int orig_cb(void *user, const warp_list_record *r) {
    orig_list *o = user;
    if (r->index < o->n) memcpy(o->v[r->index], r->values, sizeof r->values);
    return 0;
}

static int is_size(const char *name) {
    size_t n = strlen(name);
    return !strcmp(name, "size") || (n > 5 && !strcmp(name + n - 5, "_size"));
}

/* A hash field's value: its hex string, or the CRC-32 of its `<x>_name` when only the name
 * changed. 0, or -1 after a message. */
static int hash_field(const cJSON *rec, const char *field, uint32_t was, const char *path, const char *where,
                      uint32_t *v) {
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(rec, field);
    char key[48], *end = NULL;
    if (cJSON_IsString(h) && h->valuestring && strlen(h->valuestring) <= 8) {
        unsigned long x = strtoul(h->valuestring, &end, 16);
        *v = (uint32_t)x;
    }
    if (!end || end == h->valuestring || *end) {
        report(path, -1, "%s.\"%s\": not a hash of 1-8 hex digits", where, field);
        return -1;
    }
    snprintf(key, sizeof key, "%.*s_name", (int)(strlen(field) - 5), field);
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(rec, key);
    char low[256];
    size_t n = cJSON_IsString(name) && name->valuestring ? strlen(name->valuestring) : 0;
    if (!name) return 0;
    if (!n || n >= sizeof low) {
        report(path, -1, "%s.\"%s\": not a name of 1-255 characters", where, key);
        return -1;
    }
    for (size_t i = 0; i <= n; i++) low[i] = (char)tolower((unsigned char)name->valuestring[i]);
    uint32_t named = warp_crc32(0, low, n), exact = warp_crc32(0, name->valuestring, n);
    if (named == *v || exact == *v) return 0;
    if (*v == was) return *v = named, 0; /* the name edited: its hash */
    report(path, -1, "%s: \"%s\" and \"%s\" both edited and they disagree (the hash of \"%s\" is %08x)", where,
           field, key, name->valuestring, named);
    return -1;
}

/* Record k's values from the JSON (fields in layout order); derived members checked. */
/* `<x>_entry` of a hash that did not change: the entry the DIR names by the hash in decimal
 * (as the extraction found it), or absent when none. */
static int entry_field(const cJSON *rec, const char *field, uint32_t hash, const warp_wad *w, const char *path,
                       const char *where) {
    char key[48], dec[16];
    snprintf(key, sizeof key, "%.*s_entry", (int)(strlen(field) - 5), field);
    snprintf(dec, sizeof dec, "%u", hash);
    uint32_t e = 0;
    int found = hash && w && warp_wad_find(w, dec, &e) == WARP_OK;
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(rec, key);
    if (!x || (found && cJSON_IsNumber(x) && x->valuedouble == (double)e)) return 0;
    report(path, -1, "field %s.\"%s\" edited, but it is derived: the WAD entry named by the hash (edit the hash "
           "instead)", where, key);
    return -1;
}

/* Record k over its old values `was` (NULL: a record added, whose sizes are taken as written). */
static int read_record(const cJSON *rec, uint32_t type, uint32_t k, const uint32_t *was_or_new, const warp_wad *w,
                       const char *path, uint32_t *v) {
    static const uint32_t zeros[WARP_LIST_MAX_FIELDS];
    const uint32_t *was = was_or_new ? was_or_new : zeros;
    char where[40];
    snprintf(where, sizeof where, "records[%u]", k);
    warp_list_layout l;
    warp_list_layout_get(type, &l);
    if (!cJSON_IsObject(rec) || derived_number(rec, "index", k, path, where)) return -1;
    for (uint32_t f = 0; f < l.field_count; f++) {
        warp_list_field fd;
        warp_list_field_get(type, f, &fd);
        if (fd.kind == WARP_LIST_FIELD_HASH) {
            if (hash_field(rec, fd.name, was[f], path, where, &v[f]) ||
                (v[f] == was[f] && entry_field(rec, fd.name, v[f], w, path, where)))
                return -1;
            continue;
        }
        size_t x;
        if (manifest_number(rec, fd.name, &x) || x > (fd.width == 2 ? 0xFFFFu : UINT32_MAX)) {
            report(path, -1, "%s.\"%s\": needs a whole number of %u bits", where, fd.name, fd.width * 8);
            return -1;
        }
        if (was_or_new && is_size(fd.name) && x != was[f]) return derived_number(rec, fd.name, was[f], path, where);
        v[f] = (uint32_t)x;
    }
    return 0;
}

/* The list's own members: what the extraction wrote from the chunk, unchanged. */
static int list_derived(const cJSON *root, uint32_t type, const warp_list_layout *l, uint32_t count,
                        const uint32_t hw[4], size_t surplus, const char *path) {
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(root, "list"), *words = cJSON_GetObjectItemCaseSensitive(root,
                                                                                                          "header_words");
    if (name && (!cJSON_IsString(name) || strcmp(name->valuestring, l->name))) {
        report(path, -1, "field \"list\" edited, but it names the chunk the file came from (restore it)");
        return -1;
    }
    for (int k = 0; k < 4 && cJSON_IsArray(words); k++) {
        char where[24];
        snprintf(where, sizeof where, "header_words[%d]", k);
        const cJSON *x = cJSON_GetArrayItem(words, k);
        if (!cJSON_IsNumber(x) || x->valuedouble != hw[k]) {
            report(path, -1, "field \"%s\" edited, but the header is derived: the count, then words kept as they are",
                   where);
            return -1;
        }
    }
    return derived_number(root, "chunk_type", type, path, "") || derived_number(root, "count", count, path, "") ||
           derived_number(root, "record_size", l->record_size, path, "") ||
           derived_number(root, "surplus_bytes", (double)surplus, path, "") ? -1 : 0;
}

/* The records written by warp_write_list over the original's (header words after the count,
 * padding and surplus kept); *out_len: len, or for another count (no surplus then) the
 * header, the records and the padding to 16. */
static int encode(uint32_t type, const warp_list_layout *l, const uint8_t *data, size_t len, const uint32_t *vals,
                  uint32_t count, uint32_t old_count, const char *path, uint8_t **out, size_t *out_len) {
    size_t need = ((size_t)l->header_size + (size_t)count * l->record_size + 15) & ~(size_t)15;
    size_t n = count == old_count ? len : need;
    uint8_t *buf = malloc(need ? need : 1), *o = malloc(n ? n : 1);
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = buf && o && w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, need) : WARP_E_LIMIT;
    if (!rc) rc = warp_write_list(w, type, vals, count);
    free(w);
    if (rc) {
        report(path, -1, "cannot write the list back: %s", warp_strerror(rc));
        free(buf), free(o);
        return -1;
    }
    if (count == old_count) {
        memcpy(o, data, len);
        memcpy(o + l->header_size, buf + l->header_size, (size_t)count * l->record_size);
    } else { /* the new count, the old header's other words */
        memcpy(o, buf, need);
        memcpy(o + 4, data + 4, l->header_size - 4);
    }
    free(buf);
    *out = o, *out_len = n;
    return 0;
}

/* The JSON's records (n of them) over the old ones (count): nv. A record added reads over
 * zeros. 0, or -1 after a message. */
static int read_records(const cJSON *recs, uint32_t type, const orig_list *o, const warp_wad *w, const char *path,
                        uint32_t (*nv)[WARP_LIST_MAX_FIELDS]) {
    uint32_t k = 0;
    const cJSON *rec;
    cJSON_ArrayForEach(rec, recs) {
        if (read_record(rec, type, k, k < o->n ? o->v[k] : NULL, w, path, nv[k])) return -1;
        k++;
    }
    return 0;
}

int list_records_n(uint32_t type, const uint8_t *data, size_t len, const char *json, const char *path,
                   const warp_wad *w, uint8_t **out, size_t *out_len) {
    *out = NULL, *out_len = 0;
    warp_list_layout l;
    uint32_t count = 0, hw[4];
    if (warp_list_layout_get(type, &l) || warp_list_parse(type, data, len, NULL, &count, hw)) {
        report(path, -1, "the WAD's list chunk does not read (not this WAD's extraction?)");
        return -1;
    }
    size_t used = ((size_t)l.header_size + (size_t)count * l.record_size + 15) & ~(size_t)15;
    cJSON *root = cJSON_Parse(json);
    const cJSON *recs = cJSON_GetObjectItemCaseSensitive(root, "records");
    int nj = cJSON_GetArraySize(recs);
    uint32_t n = nj > 0 ? (uint32_t)nj : 0, most = n > count ? n : count;
    orig_list o = {calloc(count ? count : 1, sizeof *o.v), count};
    uint32_t (*nv)[WARP_LIST_MAX_FIELDS] = calloc(most ? most : 1, sizeof *nv);
    int rc = o.v && nv ? 0 : -1;
    if (!rc && !cJSON_IsArray(recs)) {
        report(path, -1, root ? "no \"records\" array" : "not valid JSON");
        rc = -1;
    }
    if (!rc) warp_list_foreach(type, data, len, NULL, orig_cb, &o);
    if (!rc) rc = list_derived(root, type, &l, count, hw, len > used ? len - used : 0, path);
    if (!rc && n != count && (len > used || n > 0x00FFFFFFu)) {
        report(path, -1, "%u records, the list has %u and %zu surplus bytes after them: records added or removed are "
               "not put back into a list with surplus bytes (edit the records in place)", n, count, len - used);
        rc = -1;
    }
    if (!rc) rc = read_records(recs, type, &o, w, path, nv);
    int changed = n != count;
    for (uint32_t i = 0; !rc && i < count && i < n; i++) changed |= memcmp(o.v[i], nv[i], l.field_count * sizeof **nv) != 0;
    uint32_t *flat = changed && !rc ? malloc((size_t)n * l.field_count * sizeof *flat + 1) : NULL;
    for (uint32_t i = 0; flat && i < n; i++) memcpy(flat + (size_t)i * l.field_count, nv[i], l.field_count * 4);
    if (changed && !rc) rc = flat ? encode(type, &l, data, len, flat, n, count, path, out, out_len) : -1;
    free(flat), free(nv), free(o.v);
    cJSON_Delete(root);
    return rc;
}

int list_records(uint32_t type, const uint8_t *data, size_t len, const char *json, const char *path,
                 const warp_wad *w, uint8_t **out) {
    size_t n = 0;
    int rc = list_records_n(type, data, len, json, path, w, out, &n);
    if (!rc && *out && n != len) {
        report(path, -1, "records added or removed: the chunk would be %zu bytes, was %zu (put back by the WAD's "
               "rebuild, which moves what follows)", n, len);
        free(*out), *out = NULL;
        rc = -1;
    }
    return rc;
}

/* ---- the plan ------------------------------------------------------------------------------ */

typedef struct find_list {
    uint32_t type;
    size_t offset, size;
    int found;
} find_list;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    find_list *f = user;
    if (c->type != f->type) return 0;
    f->offset = (size_t)c->offset, f->size = c->size, f->found = 1;
    return 1;
}

/* The list type a global/<name>.json names (its file name without ".json"), or 0. */
static uint32_t type_of(const char *path) {
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t k = 0; k < sizeof list_types / sizeof *list_types; k++) {
        warp_list_layout l;
        size_t n = strlen(base);
        if (!warp_list_layout_get(list_types[k], &l) && n == strlen(l.name) + 5 && !strncmp(base, l.name, n - 5))
            return list_types[k];
    }
    return 0;
}

/* The new props' records (rebuild/prop.c) appended to the "records" of root (an
 * object_list.json parsed), as a user would write them: 0, or -1 out of memory. */
static int prop_records(const wad_plan *pl, cJSON *root) {
    cJSON *recs = cJSON_GetObjectItemCaseSensitive(root, "records");
    int n = cJSON_GetArraySize(recs);
    for (size_t k = 0; k < pl->nprops; k++) {
        const prop_new *p = &pl->props[k];
        char h[5][12], geo[80], tex[80];
        uint32_t hv[5] = {p->key, p->swap, p->model_hash, p->dict_hash, 0};
        for (int i = 0; i < 5; i++) snprintf(h[i], sizeof h[i], "%08x", hv[i]);
        snprintf(geo, sizeof geo, "%s_geo", p->name), snprintf(tex, sizeof tex, "%s_tex", p->name);
        cJSON *r = cJSON_CreateObject();
        if (!r || !cJSON_IsArray(recs) || !cJSON_AddItemToArray(recs, r)) return cJSON_Delete(r), -1;
        cJSON_AddNumberToObject(r, "index", n + (int)k);
        cJSON_AddStringToObject(r, "name_hash", h[0]), cJSON_AddStringToObject(r, "swap_hash", h[1]);
        cJSON_AddStringToObject(r, "model_hash", h[2]), cJSON_AddStringToObject(r, "model_name", geo);
        cJSON_AddStringToObject(r, "dict_hash", h[3]), cJSON_AddStringToObject(r, "dict_name", tex);
        cJSON_AddStringToObject(r, "dict2_hash", h[4]);
        cJSON_AddNumberToObject(r, "model_size", p->model_size), cJSON_AddNumberToObject(r, "model_size2", p->model_size2);
        cJSON_AddNumberToObject(r, "dict_size", p->dict_size), cJSON_AddNumberToObject(r, "dict2_size", 0);
    }
    return 0;
}

/* The Object List's JSON with the new props' records after its own (rebuild/prop.c). */
static char *with_props(const wad_plan *pl, char *json) {
    cJSON *root = cJSON_Parse(json);
    char *out = root && !prop_records(pl, root) ? cJSON_PrintUnformatted(root) : NULL;
    cJSON_Delete(root);
    if (!out) return json; /* not JSON: refused by name below */
    free(json);
    return out;
}

static int put_back(wad_plan *pl, const man_file *f, uint32_t type, const char *path, unsigned *replaced) {
    uint8_t *e = NULL, *data = NULL;
    size_t len = pl->entries[f->entry].size;
    char *json = derived_read_text(path);
    if (json && type == 0x46 && pl->nprops) json = with_props(pl, json);
    find_list fl = {type, 0, 0, 0};
    int rc = json && !media_read_entry(pl, f->entry, &e) ? 0 : -1;
    if (!rc) warp_chunk_foreach(e, len, NULL, chunk_cb, &fl);
    if (!rc && !fl.found) {
        report(path, -1, "entry %u has no list chunk 0x%02X: not this WAD's extraction", f->entry, type);
        rc = -1;
    }
    size_t n = 0;
    if (!rc) rc = list_records_n(type, e + fl.offset + 16, fl.size, json, path, pl->w, &data, &n);
    if (!rc && data) {
        wad_splice s;
        memset(&s, 0, sizeof s);
        s.p = (rebuild_patch){fl.offset + 16, fl.size, 0, data, n}; /* another size: its chunk and what holds it */
        if (n != fl.size && wad_container_levels(e, len, fl.offset + 16, &s)) {
            report(path, -1, "entry %u: no chunk holds the list", f->entry);
            free(data), free(json), free(e);
            return -1;
        }
        rc = wad_add_splice(pl, f->entry, e, &s);
        if (!rc) ++*replaced;
        if (!rc && type == 0x46) pl->props_listed = pl->nprops != 0;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: changed, the list's records written again\n", path);
    }
    free(json), free(e);
    return rc;
}

int rebuild_lists(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        uint32_t type = type_of(f->path);
        char path[4096];
        if (strcmp(f->kind, "list") || !type || strcmp(m->e[f->entry].kind, "global")) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed == 0 && type == 0x46 && pl->nprops) changed = 1; /* new props' records (rebuild/prop.c) */
        if (changed < 0 || (changed && put_back(pl, f, type, path, replaced))) return -1;
    }
    return 0;
}
