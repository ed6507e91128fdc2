/* warp rebuild WARRIORS.WAD: sound and subtitles items of manifest.json (media.h), read
 * with cJSON like the texture items (manifest.c). */
#include "rebuild/media.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

static int unsafe(const char *s) { return !*s || strstr(s, "..") || s[0] == '/' || s[0] == '\\'; }

static int add_item(media_manifest *m, size_t *cap, const media_item *it) {
    if (m->nitems == *cap) {
        *cap = *cap ? *cap * 2 : 64;
        media_item *n = realloc(m->items, *cap * sizeof *n);
        if (!n) return -1;
        m->items = n;
    }
    m->items[m->nitems++] = *it;
    return 0;
}

/* One item of entry e (folder `folder`): 0 (kept or not ours) or -1. */
static int media_item_of(media_manifest *m, size_t *cap, const cJSON *t, size_t e, const char *folder,
                         const char *path) {
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(t, "kind");
    if (!cJSON_IsString(k) || !k->valuestring) return 0;
    int sound = !strcmp(k->valuestring, "sound");
    if (!sound && strcmp(k->valuestring, "subtitles")) return 0;
    media_item it;
    memset(&it, 0, sizeof it);
    char file[256], hash[16];
    size_t off = 0;
    if (!folder[0] || manifest_string(t, "file", file, sizeof file) || unsafe(folder) || unsafe(file) ||
        strchr(file, '/') ||
        (sound && (manifest_string(t, "hash", hash, sizeof hash) || manifest_number(t, "offset", &off)))) {
        report(path, -1, "entry %zu: a %s item without its folder, file, hash or offset", e,
               sound ? "sound" : "subtitles");
        return -1;
    }
    char *end;
    it.entry = (uint32_t)e, it.is_sound = sound, it.offset = off;
    if (sound) it.hash = (uint32_t)strtoul(hash, &end, 16);
    snprintf(it.file, sizeof it.file, "%s/%s", folder, file);
    return add_item(m, cap, &it);
}

int media_manifest_read(const char *from, uint32_t count, media_manifest *m) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    memset(m, 0, sizeof *m);
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    m->count = count;
    m->name = calloc(count ? count : 1, sizeof *m->name);
    m->kind = calloc(count ? count : 1, sizeof *m->kind);
    size_t cap = 0, idx;
    int rc = m->name && m->kind ? 0 : -1;
    const cJSON *t, *it;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "entries")) {
        if (rc) break;
        char folder[256] = "";
        if (manifest_number(t, "index", &idx) || idx >= count) {
            rc = -1;
            report(path, -1, "an entry without a valid index");
            break;
        }
        manifest_string(t, "name", m->name[idx], sizeof m->name[idx]);
        manifest_string(t, "kind", m->kind[idx], sizeof m->kind[idx]);
        if (manifest_string(t, "folder", folder, sizeof folder)) folder[0] = 0;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
            if ((rc = media_item_of(m, &cap, it, idx, folder, path)) != 0) break;
        }
    }
    cJSON_Delete(root);
    if (rc) media_manifest_free(m);
    return rc;
}

void media_manifest_free(media_manifest *m) {
    free(m->name);
    free(m->kind);
    free(m->items);
    memset(m, 0, sizeof *m);
}

int media_find_entry(const media_manifest *m, const char *name, uint32_t *index) {
    for (uint32_t i = 0; i < m->count; i++)
        if (!strcmp(m->name[i], name)) return *index = i, 0;
    return -1;
}

int media_read_entry(const wad_plan *pl, uint32_t i, uint8_t **bytes) {
    size_t len = pl->entries[i].size;
    *bytes = malloc(len ? len : 1);
    if (!*bytes) {
        report(pl->wad_path, -1, "entry %u: out of memory for %zu bytes", i, len);
        return -1;
    }
    if (wad_pread(pl, *bytes, len, pl->entries[i].offset)) {
        free(*bytes);
        *bytes = NULL;
        return -1;
    }
    return 0;
}
