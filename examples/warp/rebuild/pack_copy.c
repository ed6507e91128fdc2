/* warp rebuild: a pack's copy given a folder of its own (pack_copy.h). */
#include "rebuild/pack_copy.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"

/* The resource of the manifest's "resources" with this hash and variant, or NULL. */
static const cJSON *resource_of(const cJSON *root, size_t hash, size_t variant) {
    const cJSON *x;
    cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(root, "resources")) {
        size_t h, v;
        if (!manifest_number(x, "hash", &h) && !manifest_number(x, "variant", &v) && h == hash && v == variant) return x;
    }
    return NULL;
}

/* Whether the resource's copies hold (entry, slot, offset). */
static int holds(const cJSON *res, uint32_t entry, size_t slot, size_t offset) {
    const cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItemCaseSensitive(res, "copies")) {
        size_t e, p, o;
        if (!manifest_number(c, "entry", &e) && !manifest_number(c, "pack", &p) && !manifest_number(c, "offset", &o) &&
            e == entry && p == slot && o == offset)
            return 1;
    }
    return 0;
}

static int shift(cJSON *it, const char *key, size_t from, size_t to) {
    size_t v;
    if (manifest_number(it, key, &v)) return 0;
    cJSON_SetNumberValue(cJSON_GetObjectItemCaseSensitive(it, key), (double)(v - from + to));
    return 1;
}

/* The items and files the owner copy's extraction wrote for resource res (its bytes at
 * [off, off + size) of entry object o, in folder `src`), moved to folder `dst` and to offset
 * `to`, added to own. */
static int clone(cJSON *own, const cJSON *o, const char *src, size_t off, size_t size, size_t to, const char *dst,
                 int own_folder) {
    const cJSON *it, *f;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(o, "outputs")) {
        size_t at;
        char folder[256];
        int has_folder = !manifest_string(it, "folder", folder, sizeof folder);
        if ((manifest_number(it, "dictionary_offset", &at) && manifest_number(it, "offset", &at)) || at < off ||
            at - off >= size || has_folder != own_folder || (has_folder && strcmp(folder, src)))
            continue;
        cJSON *d = cJSON_Duplicate(it, 1);
        if (!d) return -1;
        shift(d, "dictionary_offset", off, to), shift(d, "offset", off, to);
        cJSON_DeleteItemFromObjectCaseSensitive(d, "folder");
        cJSON_AddStringToObject(d, "folder", dst);
        cJSON_AddItemToArray(cJSON_GetObjectItemCaseSensitive(own, "outputs"), d);
    }
    size_t n = strlen(src);
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(o, "files")) {
        if (!f->string || strncmp(f->string, src, n) || f->string[n] != '/' || !cJSON_IsString(f)) continue;
        char path[600];
        snprintf(path, sizeof path, "%s%s", dst, f->string + n);
        cJSON_AddStringToObject(cJSON_GetObjectItemCaseSensitive(own, "files"), path, f->valuestring);
    }
    return 0;
}

/* One line of the list: the copy it names, checked; a folder of its own cloned into own. */
static int own_line(const cJSON *root, const cJSON *line, uint32_t entry, size_t k, cJSON *own, const char *path,
                    pack_slot **slots, size_t *nslots) {
    size_t index, hash, variant, offset, size, owner, owner_off;
    char dst[256], src[256];
    const cJSON *res = NULL, *oc = NULL, *o = NULL;
    if (manifest_number(line, "index", &index) || manifest_number(line, "hash", &hash) ||
        manifest_number(line, "variant", &variant) || manifest_number(line, "offset", &offset) ||
        manifest_number(line, "size", &size) || manifest_string(line, "folder", dst, sizeof dst) || index != k ||
        !(res = resource_of(root, hash, variant)) || !holds(res, entry, k, offset) ||
        manifest_string(res, "folder", src, sizeof src)) {
        report(path, -1, "resource %zu: only its \"folder\" may change (the list is the pack's as extracted)", k);
        return -1;
    }
    if (!strcmp(dst, src)) return 0;
    if (!*dst || strpbrk(dst, "/\\") || strstr(dst, "..")) {
        report(path, -1, "resource %zu: folder '%s' is no folder name of the extraction", k, dst);
        return -1;
    }
    oc = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(res, "copies"), 0);
    if (!oc || manifest_number(oc, "entry", &owner) || manifest_number(oc, "offset", &owner_off) ||
        !(o = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(root, "entries"), (int)owner))) {
        report(path, -1, "resource %zu: its own copy is not in the manifest", k);
        return -1;
    }
    int owner_in_pack = !cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(oc, "pack"));
    pack_slot *v = realloc(*slots, (*nslots + 1) * sizeof *v);
    if (!v || clone(own, o, src, owner_off, size, offset, dst, owner_in_pack)) return -1;
    *slots = v;
    v[(*nslots)++] = (pack_slot){entry, (uint32_t)k};
    return 0;
}

int pack_copy_own(const cJSON *root, const cJSON *t, uint32_t entry, const char *from, const char *folder,
                  cJSON **own, pack_slot **slots, size_t *nslots) {
    const cJSON *it;
    *own = NULL;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
        char file[256], hex[24], path[4096];
        uint64_t was, now;
        if (!manifest_item_is(it, "pack_list") || manifest_string(it, "file", file, sizeof file) ||
            manifest_string(it, "fnv1a64", hex, sizeof hex))
            continue;
        snprintf(path, sizeof path, "%s/%s/%s", from, folder, file);
        was = strtoull(hex, NULL, 16);
        if (file_fnv1a64(path, &now) || now == was) continue; /* as extracted: every copy follows */
        file_map f;
        if (map_file(path, &f)) continue; /* refused by edits.c: cannot read it back */
        cJSON *list = cJSON_ParseWithLength((const char *)f.data, f.len), *o = NULL;
        unmap_file(&f);
        const cJSON *lines = cJSON_GetObjectItemCaseSensitive(list, "resources"), *line;
        int rc = cJSON_IsArray(lines) && (o = cJSON_CreateObject()) && cJSON_AddArrayToObject(o, "outputs") &&
                         cJSON_AddObjectToObject(o, "files")
                     ? 0
                     : -1;
        if (rc) report(path, -1, "not a pack's list (JSON with its \"resources\")");
        size_t k = 0;
        cJSON_ArrayForEach(line, lines) if (!rc) rc = own_line(root, line, entry, k++, o, path, slots, nslots);
        cJSON_Delete(list);
        if (rc) {
            cJSON_Delete(o);
            return -1;
        }
        *own = o;
        return 0;
    }
    return 0;
}
