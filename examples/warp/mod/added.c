/* warp mod create: the files of an extraction that the extract did not write, each keyed to
 * what `warp rebuild` reads it for (keys.h, docs/mods.md "Added files"): a prop folder's
 * files to their prop; a new texture's PNG to its output item; any other file (a sidecar, a
 * mip level, a .gltf and what it names) to the item of its folder whose file's stem starts
 * its name. A name the rebuild derives from that file's (a sidecar "<stem>.json", a level
 * "<stem>.mipN.png", a "<stem>.gltf", a compiled "<stem>" beside its "<stem>.txt" listing)
 * is spelled from the stem ("*.json": the stem differs
 * between extractions with other names); any other (a buffer or image a .gltf names by its
 * URI) is kept as it is. Run after rebuild's own stray check, which refused the files no step
 * takes. */
#include <cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mod/keys.h"
#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/prop.h"

#define MAX_DEPTH 16

typedef struct walk {
    const char *from;
    mod_key *keys; /* every entry's keys; entry[k] the entry of keys[k] */
    uint32_t *entry;
    size_t nkeys;
    mod_added *out;
    size_t n, cap;
    int rc;
} walk;

static size_t folder_len(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? (size_t)(s - path) : 0;
}

/* Whether rest (what follows a stem) is a name the rebuild derives from the stem. */
static int derived_name(const char *rest) {
    if (!rest[0] || !strcmp(rest, ".json") || !strcmp(rest, ".gltf")) return 1; /* "": a chunk beside its listing */
    size_t d = 0;
    if (strncmp(rest, ".mip", 4)) return 0;
    while (rest[4 + d] >= '0' && rest[4 + d] <= '9') d++;
    return d && !strcmp(rest + 4 + d, ".png");
}

/* The key rel is added beside (its stem the longest one starting rel's file name), into a. */
static int anchor(const walk *w, const char *rel, mod_added *a) {
    size_t fl = folder_len(rel), best = 0, any = w->nkeys;
    const char *base = rel + fl + (fl ? 1 : 0);
    for (size_t k = 0; k < w->nkeys; k++) {
        const char *kp = w->keys[k].path, *kb = kp + folder_len(kp) + (folder_len(kp) ? 1 : 0);
        if (folder_len(kp) != fl || strncmp(kp, rel, fl) || !strcmp(w->keys[k].kind, "file")) continue;
        if (any == w->nkeys) any = k;
        const char *dot = strrchr(kb, '.');
        size_t stem = dot ? (size_t)(dot - kb) : strlen(kb);
        if (stem > best && !strncmp(kb, base, stem) && (base[stem] == '.' || !base[stem]))
            best = stem, a->key = w->keys[k], a->entry = w->entry[k];
    }
    if (best && (derived_name(base + best) || !strcmp(a->key.path, rel))) /* or a new item's own file */
        return snprintf(a->added, sizeof a->added, "*%s", base + best), 0;
    if (any == w->nkeys) return -1;
    if (!best) a->key = w->keys[any], a->entry = w->entry[any];
    snprintf(a->added, sizeof a->added, "%s", base);
    return 0;
}

/* A prop folder's file: its prop's name from prop.json. */
static int prop_of(const walk *w, const char *rel, mod_added *a) {
    char path[4400];
    snprintf(path, sizeof path, "%s/%.*s/%s", w->from, (int)folder_len(rel), rel, PROP_FILE);
    file_map fm;
    if (map_file(path, &fm)) return -1;
    cJSON *root = cJSON_ParseWithLength((const char *)fm.data, fm.len);
    unmap_file(&fm);
    int rc = manifest_string(root, "name", a->prop, sizeof a->prop) ? -1 : 0;
    cJSON_Delete(root);
    if (rc) report(path, -1, "no \"name\": the prop's name (docs/patch.md \"A new prop\")");
    snprintf(a->added, sizeof a->added, "%s", rel + folder_len(rel) + 1);
    return rc;
}

static int listed(const walk *w, const char *rel) {
    for (size_t k = 0; k < w->nkeys; k++)
        if (w->keys[k].listed && !strcmp(w->keys[k].path, rel)) return 1;
    return 0;
}

static void one_file(walk *w, const char *rel) {
    mod_added *a = listed(w, rel) ? NULL : grow_room(w->out, w->n, &w->cap, sizeof *w->out);
    if (!a) return;
    w->out = a, a = &w->out[w->n];
    memset(a, 0, sizeof *a);
    snprintf(a->path, sizeof a->path, "%s", rel);
    int rc = prop_known_file(w->from, rel) ? prop_of(w, rel, a) : anchor(w, rel, a);
    if (rc && !a->prop[0] && !prop_known_file(w->from, rel))
        report(rel, -1, "added, but no item of the extraction is in its folder to key it to: a package cannot name "
               "where it goes (move it beside the file it belongs to, or build the game with `warp rebuild`)");
    if (rc) w->rc = -1;
    else w->n++;
}

static void walk_dir(walk *w, const char *rel, int depth) {
    char full[4400], sub[4400];
    snprintf(full, sizeof full, "%s%s%s", w->from, rel[0] ? "/" : "", rel);
    snprintf(sub, sizeof sub, "%s/manifest.json", full);
    struct stat st;
    if (depth > 0 && stat(sub, &st) == 0) return; /* its own extraction (an image's BFW.SND/) */
    DIR *d = opendir(full);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        const char *n = e->d_name;
        if (n[0] == '.' || (depth == 0 && (!strcmp(n, "manifest.json") || !strcmp(n, "index.html") ||
                                          !strcmp(n, "index-files"))))
            continue;
        snprintf(sub, sizeof sub, "%s%s%s", rel, rel[0] ? "/" : "", n);
        snprintf(full, sizeof full, "%s/%s", w->from, sub);
        if (lstat(full, &st) != 0) continue;
        if (S_ISDIR(st.st_mode) && depth < MAX_DEPTH) walk_dir(w, sub, depth + 1);
        else if (S_ISREG(st.st_mode)) one_file(w, sub);
    }
    if (d) closedir(d);
}

int mod_find_added(const char *from, const cJSON *root, mod_added **out, size_t *n) {
    walk w = {from, NULL, NULL, 0, NULL, 0, 0, 0};
    const cJSON *t;
    uint32_t i = 0;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "entries")) {
        mod_key *k;
        size_t m;
        if (mod_entry_keys(t, &k, &m)) return report(from, -1, "manifest entry %u: unreadable \"files\"", i), -1;
        mod_key *v = realloc(w.keys, (w.nkeys + m + 1) * sizeof *v);
        uint32_t *e = realloc(w.entry, (w.nkeys + m + 1) * sizeof *e);
        if (v) w.keys = v;
        if (e) w.entry = e;
        if (v && e) memcpy(w.keys + w.nkeys, k, m * sizeof *k);
        for (size_t j = 0; v && e && j < m; j++) w.entry[w.nkeys++] = i;
        free(k);
        if (!v || !e) return free(w.keys), free(w.entry), -1;
        i++;
    }
    walk_dir(&w, "", 0);
    free(w.keys), free(w.entry);
    *out = w.out, *n = w.n;
    return w.rc;
}
