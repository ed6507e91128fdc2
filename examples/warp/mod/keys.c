/* warp mod: an extraction entry's files keyed (keys.h). */
#include "mod/keys.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"

/* The numbers that tell an entry's items apart, in the order a variant spells them. */
static const char *const identity[] = {"dictionary_offset", "index", "chunk", "clip", "resource_hash", "offset", "hash"};

/* Item o's variant; rank: its place among the entry's items of its kind. */
static void variant_of(const cJSON *o, unsigned rank, char *out, size_t cap) {
    size_t n = 0;
    out[0] = 0;
    for (size_t k = 0; k < sizeof identity / sizeof *identity; k++) {
        const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, identity[k]);
        int w = 0;
        if (cJSON_IsNumber(v))
            w = snprintf(out + n, cap - n, "%s%s=%.0f", n ? " " : "", identity[k], v->valuedouble);
        else if (cJSON_IsString(v) && v->valuestring)
            w = snprintf(out + n, cap - n, "%s%s=%s", n ? " " : "", identity[k], v->valuestring);
        if (w > 0 && (size_t)w < cap - n) n += (size_t)w;
    }
    if (!n) snprintf(out, cap, "#%u", rank);
}

/* The file at folder/file among keys: its kind, variant and name set (the first item
 * naming it wins, as rebuild/manifest.c's name_file). */
static int safe_path(const char *s) { return !strstr(s, "..") && s[0] != '/' && !strchr(s, '\\'); }

/* An item's file that "files" does not list is keyed too, after them (*n grows; the array
 * has room for every item). */
static void name_key(mod_key *keys, size_t *n, const char *folder, const char *file, const char *kind,
                     const char *variant, const char *name, const cJSON *item) {
    char path[600];
    int w = folder[0] ? snprintf(path, sizeof path, "%s/%s", folder, file) : snprintf(path, sizeof path, "%s", file);
    if (w <= 0 || (size_t)w >= sizeof path || !safe_path(path)) return;
    size_t k = 0;
    while (k < *n && strcmp(keys[k].path, path)) k++;
    if (k == *n && item) memcpy(keys[(*n)++].path, path, (size_t)w + 1); /* listed 0 */
    if (k == *n || keys[k].kind[0]) return;
    snprintf(keys[k].kind, sizeof keys[k].kind, "%s", kind);
    snprintf(keys[k].variant, sizeof keys[k].variant, "%s", variant);
    snprintf(keys[k].name, sizeof keys[k].name, "%s", name);
    keys[k].item = item;
}

/* How many items of this kind came before (kinds: the kinds seen, counts beside them). */
static unsigned rank_of(const char *kind, const char **kinds, unsigned *counts, size_t *nkinds, size_t cap) {
    for (size_t k = 0; k < *nkinds; k++)
        if (!strcmp(kinds[k], kind)) return counts[k]++;
    if (*nkinds < cap) kinds[*nkinds] = kind, counts[(*nkinds)++] = 1;
    return 0;
}

static void name_outputs(const cJSON *entry, mod_key *keys, size_t *n) {
    char folder[256] = "", own[256], file[256], name[256], variant[200], mipv[200];
    const char *kinds[64];
    unsigned counts[64];
    size_t nkinds = 0;
    if (manifest_string(entry, "folder", folder, sizeof folder)) folder[0] = 0;
    const cJSON *o, *mip;
    cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(entry, "outputs")) {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(o, "kind");
        if (!cJSON_IsString(k) || !k->valuestring || manifest_string(o, "file", file, sizeof file)) continue;
        variant_of(o, rank_of(k->valuestring, kinds, counts, &nkinds, 64), variant, sizeof variant);
        if (manifest_string(o, "name", name, sizeof name)) name[0] = 0;
        const char *in = manifest_string(o, "folder", own, sizeof own) ? folder : own;
        name_key(keys, n, in, file, k->valuestring, variant, name, o);
        unsigned level = 0;
        cJSON_ArrayForEach(mip, cJSON_GetObjectItemCaseSensitive(o, "mips")) {
            if (!cJSON_IsString(mip) || !mip->valuestring) continue;
            snprintf(mipv, sizeof mipv, "mip=%u %.180s", ++level, variant);
            name_key(keys, n, folder, mip->valuestring, "texture_mip", mipv, name, NULL);
        }
    }
    for (size_t k = 0; k < *n; k++) {
        if (keys[k].kind[0]) continue;
        const char *base = strrchr(keys[k].path, '/') ? strrchr(keys[k].path, '/') + 1 : keys[k].path;
        snprintf(keys[k].kind, sizeof keys[k].kind, "file");
        snprintf(keys[k].variant, sizeof keys[k].variant, "file=%.190s", base);
    }
}

int mod_fnv_of(const cJSON *o, const char *key, uint64_t *v) {
    char hex[24], *end;
    if (manifest_string(o, key, hex, sizeof hex) || strlen(hex) != 16) return -1;
    *v = strtoull(hex, &end, 16);
    return *end ? -1 : 0;
}

const cJSON *mod_resource_of(const cJSON *root, const char *path) {
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    const cJSON *r, *folder;
    cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(root, "resources")) {
        folder = cJSON_GetObjectItemCaseSensitive(r, "folder");
        if (n && cJSON_IsString(folder) && folder->valuestring && strlen(folder->valuestring) == n &&
            !memcmp(folder->valuestring, path, n))
            return r;
    }
    return NULL;
}

int mod_entry_keys(const cJSON *entry, mod_key **keys, size_t *n) {
    const cJSON *files = cJSON_GetObjectItemCaseSensitive(entry, "files"), *f;
    size_t count = (size_t)(cJSON_IsObject(files) ? cJSON_GetArraySize(files) : 0);
    count += (size_t)cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(entry, "outputs"));
    *keys = calloc(count ? count : 1, sizeof **keys);
    *n = 0;
    if (!*keys) return -1;
    cJSON_ArrayForEach(f, files) {
        mod_key *k = &(*keys)[*n];
        char *end = NULL;
        if (cJSON_IsString(f) && f->valuestring) k->fnv = strtoull(f->valuestring, &end, 16);
        if (!end || end == f->valuestring || *end || !f->string || strlen(f->string) >= sizeof k->path ||
            !safe_path(f->string)) {
            free(*keys), *keys = NULL, *n = 0;
            return -1;
        }
        memcpy(k->path, f->string, strlen(f->string) + 1);
        k->listed = 1;
        (*n)++;
    }
    name_outputs(entry, *keys, n);
    return 0;
}
