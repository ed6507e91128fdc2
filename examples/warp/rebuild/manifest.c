/* warp rebuild: the extraction's manifest.json (manifest.h), read line by line: each
 * entry and texture item is one line the extraction wrote. */
#include "rebuild/manifest.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

int manifest_number(const char *line, const char *key, size_t *v) {
    const char *p = strstr(line, key);
    if (!p) return -1;
    p += strlen(key);
    char *end;
    errno = 0;
    unsigned long long n = strtoull(p, &end, 10);
    if (end == p || errno) return -1;
    *v = (size_t)n;
    return 0;
}

int manifest_string(const char *line, const char *key, char *out, size_t cap) {
    const char *p = strstr(line, key);
    if (!p) return -1;
    p += strlen(key);
    if (*p++ != '"') return -1;
    size_t n = 0;
    for (; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1]) p++;
        if (n + 1 >= cap) return -1;
        out[n++] = *p;
    }
    out[n] = 0;
    return *p == '"' ? 0 : -1;
}

/* ---- a dictionary's extraction: its texture items ---------------------------------------- */

int manifest_read_txd(const char *dir, rebuild_item **items, size_t *count) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        report(path, -1, "cannot open the extraction's manifest: %s", strerror(errno));
        return -1;
    }
    char line[8192];
    size_t cap = 0;
    *items = NULL, *count = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strstr(line, "\"kind\": \"texture\"")) continue;
        rebuild_item it;
        size_t index;
        if (manifest_number(line, "\"dictionary_offset\": ", &it.dict_offset) ||
            manifest_number(line, "\"index\": ", &index) || index > UINT32_MAX ||
            manifest_string(line, "\"file\": ", it.file, sizeof it.file)) {
            report(path, -1, "texture item without dictionary_offset, index or file");
            fclose(f);
            free(*items);
            return -1;
        }
        it.index = (uint32_t)index;
        if (*count == cap) {
            cap = cap ? cap * 2 : 64;
            rebuild_item *n = realloc(*items, cap * sizeof *n);
            if (!n) {
                fclose(f);
                free(*items);
                return -1;
            }
            *items = n;
        }
        (*items)[(*count)++] = it;
    }
    fclose(f);
    return 0;
}

/* ---- a WAD's extraction: DIR/manifest.json checked against the DIR -------------------- */

static int unsafe_name(const char *s) { return !*s || strstr(s, "..") || s[0] == '/'; }

int manifest_read_wad(const wad_plan *pl, const char *from, manifest *m) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    memset(m, 0, sizeof *m);
    FILE *f = fopen(path, "r");
    if (!f) {
        report(path, -1, "cannot open the extraction's manifest: %s", strerror(errno));
        return -1;
    }
    m->e = calloc(pl->count ? pl->count : 1, sizeof *m->e);
    size_t cap = 0, seen = 0, v = 0;
    char line[8192], folder[256] = "";
    int rc = m->e ? 0 : -1;
    while (!rc && fgets(line, sizeof line, f)) {
        const char *t = line + strspn(line, " ");
        if (!strncmp(t, "\"entry_count\": ", 15) && (manifest_number(t, "\"entry_count\": ", &v) || v != pl->count)) {
            report(path, -1, "the extraction has %zu entries, %s has %u: not an extraction of this WAD", v,
                   pl->dir_path, pl->count);
            rc = -1;
        } else if (!strncmp(t, "{\"index\": ", 10)) {
            size_t idx, off, size, hash;
            if (manifest_number(t, "\"index\": ", &idx) || manifest_number(t, "\"offset\": ", &off) ||
                manifest_number(t, "\"size\": ", &size) || manifest_number(t, "\"hash\": ", &hash) ||
                idx != seen || idx >= pl->count) {
                report(path, -1, "entry %zu: unreadable, or out of order", seen);
                rc = -1;
                break;
            }
            const warp_entry *d = &pl->entries[idx];
            const char *field = off != d->offset ? "offset"
                                : size != d->size  ? "size"
                                : hash != d->hash  ? "hash"
                                                   : NULL;
            if (field) {
                unsigned long long mine = off != d->offset ? off : size != d->size ? size : hash;
                unsigned long long dirs = off != d->offset ? d->offset : size != d->size ? d->size : d->hash;
                report(path, -1, "entry %zu: %s %llu, but %s says %llu: not an extraction of this WAD", idx, field,
                       mine, pl->dir_path, dirs);
                rc = -1;
                break;
            }
            man_entry *me = &m->e[seen++];
            manifest_string(t, "\"name\": ", me->name, sizeof me->name);
            manifest_string(t, "\"kind\": ", me->kind, sizeof me->kind);
            if (manifest_string(t, "\"folder\": ", folder, sizeof folder)) folder[0] = 0;
            me->first = m->nitems;
        } else if (!strncmp(t, "{\"kind\": \"texture\"", 18)) {
            /* a texture without a dictionary offset is a decoded bitmap: the whole entry */
            rebuild_item it;
            char file[256];
            size_t index = 0;
            int bitmap = !strstr(t, "\"dictionary_offset\": ");
            if (bitmap) it.dict_offset = REBUILD_WHOLE_ENTRY;
            if (bitmap && seen && strcmp(m->e[seen - 1].kind, "bitmap")) continue; /* none other is put back */
            if (!seen || !folder[0] ||
                (!bitmap && (manifest_number(t, "\"dictionary_offset\": ", &it.dict_offset) ||
                             manifest_number(t, "\"index\": ", &index) || index > UINT32_MAX)) ||
                manifest_string(t, "\"file\": ", file, sizeof file) || unsafe_name(folder) || unsafe_name(file) ||
                strchr(file, '/')) {
                report(path, -1, "entry %zu: a texture item without its folder, dictionary_offset, index or file",
                       seen ? seen - 1 : 0);
                rc = -1;
                break;
            }
            it.index = (uint32_t)index;
            snprintf(it.file, sizeof it.file, "%s/%s", folder, file);
            if (m->nitems == cap) {
                cap = cap ? cap * 2 : 256;
                rebuild_item *n = realloc(m->items, cap * sizeof *n);
                if (!n) {
                    rc = -1;
                    break;
                }
                m->items = n;
            }
            m->items[m->nitems++] = it;
            m->e[seen - 1].nitems++;
        }
    }
    fclose(f);
    if (!rc && seen != pl->count) {
        report(path, -1, "lists %zu entries, %s has %u: not a (complete) extraction of this WAD", seen, pl->dir_path,
               pl->count);
        rc = -1;
    }
    return rc;
}
