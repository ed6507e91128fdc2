/* warp rebuild WARRIORS.WAD: sound and subtitles items of manifest.json (media.h), read
 * line by line like the texture items (manifest.c): every entry and item is one line. */
#include "rebuild/media.h"

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

/* One item line of entry `e` (folder `folder`): 0 (kept or not ours) or -1. */
static int item_line(media_manifest *m, size_t *cap, const char *t, long e, const char *folder, const char *path) {
    int sound = !strncmp(t, "{\"kind\": \"sound\"", 16);
    if (!sound && strncmp(t, "{\"kind\": \"subtitles\"", 20)) return 0;
    media_item it;
    memset(&it, 0, sizeof it);
    char file[256], hash[16];
    size_t off = 0;
    if (e < 0 || !folder[0] || manifest_string(t, "\"file\": ", file, sizeof file) || unsafe(folder) ||
        unsafe(file) || strchr(file, '/') ||
        (sound && (manifest_string(t, "\"hash\": ", hash, sizeof hash) || manifest_number(t, "\"offset\": ", &off)))) {
        report(path, -1, "entry %ld: a %s item without its folder, file, hash or offset", e,
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
    FILE *f = fopen(path, "r");
    if (!f) {
        report(path, -1, "cannot open the extraction's manifest: %s", strerror(errno));
        return -1;
    }
    m->count = count;
    m->name = calloc(count ? count : 1, sizeof *m->name);
    m->kind = calloc(count ? count : 1, sizeof *m->kind);
    char line[8192], folder[256] = "";
    size_t cap = 0, idx;
    long e = -1;
    int rc = m->name && m->kind ? 0 : -1;
    while (!rc && fgets(line, sizeof line, f)) {
        const char *t = line + strspn(line, " ");
        if (!strncmp(t, "{\"index\": ", 10)) {
            if (manifest_number(t, "\"index\": ", &idx) || idx >= count) {
                rc = -1;
                report(path, -1, "an entry line without a valid index");
                break;
            }
            e = (long)idx;
            manifest_string(t, "\"name\": ", m->name[idx], sizeof m->name[idx]);
            manifest_string(t, "\"kind\": ", m->kind[idx], sizeof m->kind[idx]);
            if (manifest_string(t, "\"folder\": ", folder, sizeof folder)) folder[0] = 0;
        } else {
            rc = item_line(m, &cap, t, e, folder, path);
        }
    }
    fclose(f);
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
