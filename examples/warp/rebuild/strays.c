/* warp rebuild WARRIORS.WAD: the files of the extraction folder no manifest item names,
 * refused by name (strays.h). */
#include "rebuild/strays.h"

#include <cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "platform/util.h"
#include "rebuild/prop.h"

#define MAX_DEPTH 16 /* the extraction nests a few folders; deeper is not ours */

/* rel is b with b's last `from` suffix replaced by `to` ("x.glb" -> "x.gltf"). */
static int swapped(const char *rel, const char *b, const char *from, const char *to) {
    size_t n = strlen(b), f = strlen(from), t = strlen(to);
    return n >= f && !strcmp(b + n - f, from) && strlen(rel) == n - f + t && !strncmp(rel, b, n - f) &&
           !strcmp(rel + n - f, to);
}

/* A texture's <stem>.mip<N>.png, N one of its levels past the first (rebuild/texture.c
 * reads it whenever it compares the texture). */
static int texture_mip(const manifest *m, const char *rel) {
    const char *dot = strrchr(rel, '.'), *mip = dot;
    while (mip && mip > rel && mip[-1] != '.') mip--; /* to the start of "mipN" */
    if (!dot || strcmp(dot, ".png") || mip == rel || strncmp(mip, "mip", 3)) return 0;
    char *after, stem[600];
    unsigned long level = strtoul(mip + 3, &after, 10);
    if (after != dot || level < 1 || mip + 3 == after) return 0;
    snprintf(stem, sizeof stem, "%.*s.png", (int)(mip - 1 - rel), rel);
    for (size_t k = 0; k < m->nitems; k++)
        if (level < m->items[k].levels && !strcmp(m->items[k].file, stem)) return 1;
    return 0;
}

/* A file a .gltf beside a model's .glb names as a buffer or an image (its URI, %XX decoded). */
static int gltf_uri(const char *gltf, const char *name) {
    file_map fm;
    if (map_file(gltf, &fm) != 0) return 0;
    cJSON *root = cJSON_ParseWithLength((const char *)fm.data, fm.len);
    unmap_file(&fm);
    int found = 0;
    static const char *const lists[] = {"buffers", "images"};
    for (int l = 0; l < 2 && !found; l++) {
        const cJSON *x;
        cJSON_ArrayForEach(x, cJSON_GetObjectItemCaseSensitive(root, lists[l])) {
            const cJSON *u = cJSON_GetObjectItemCaseSensitive(x, "uri");
            char plain[600];
            size_t n = 0;
            for (const char *c = cJSON_IsString(u) && u->valuestring ? u->valuestring : ""; *c && n + 1 < sizeof plain; c++) {
                unsigned v;
                if (c[0] == '%' && c[1] && c[2] && sscanf(c + 1, "%2x", &v) == 1) plain[n++] = (char)v, c += 2;
                else plain[n++] = *c;
            }
            plain[n] = 0;
            if ((found = n && !strcmp(plain, name))) break;
        }
    }
    cJSON_Delete(root);
    return found;
}

/* A PNG a texture item names (a new texture the manifest lists: rebuild/texture.c) or the
 * <stem>.json sidecar beside a texture's PNG (rebuild/texture_grow.c). */
static int texture_item_file(const manifest *m, const char *rel) {
    for (size_t k = 0; k < m->nitems; k++)
        if (!strcmp(m->items[k].file, rel) || swapped(rel, m->items[k].file, ".png", ".json")) return 1;
    return 0;
}

int stray_known_addition(const manifest *m, const char *from, const char *rel) {
    if (texture_mip(m, rel) || texture_item_file(m, rel) || prop_known_file(from, rel)) return 1;
    const char *slash = strrchr(rel, '/'), *base = slash ? slash + 1 : rel;
    for (size_t k = 0; k < m->nmodels; k++) { /* a model's .gltf (rebuild/model.c), and what it names */
        const char *g = m->models[k].file, *gs = strrchr(g, '/');
        if (swapped(rel, g, ".glb", ".gltf")) return 1;
        size_t folder = gs ? (size_t)(gs - g) : 0, mine = slash ? (size_t)(slash - rel) : 0;
        char gltf[4400];
        if (folder != mine || strncmp(g, rel, folder)) continue; /* not its folder */
        snprintf(gltf, sizeof gltf, "%s/%.*s.gltf", from, (int)(strlen(g) - 4), g);
        if (strlen(g) > 4 && !strcmp(g + strlen(g) - 4, ".glb") && gltf_uri(gltf, base)) return 1;
    }
    for (size_t k = 0; k < m->nedits; k++) /* a compiled chunk beside its listing (rebuild/lua.c) */
        if (m->edits[k].kind == EDIT_LUA && swapped(rel, m->edits[k].file, ".lua.txt", ".lua")) return 1;
    return 0;
}

typedef struct walk {
    const manifest *m; /* NULL: a .SND extraction's (no known additions) */
    const char *from;
    const char **named; /* the paths the manifest names, sorted */
    size_t nnamed;
    const man_file **missing; /* the files the manifest names that are not there (with their hashes) */
    size_t nmissing;
    unsigned strays;
} walk;

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static int is_named(const walk *w, const char *rel) {
    return bsearch(&rel, w->named, w->nnamed, sizeof *w->named, by_name) != NULL;
}

/* One stray: a missing file with its bytes names the rename, else what to do. */
static void refuse(walk *w, const char *full, const char *rel) {
    uint64_t h;
    const man_file *was = NULL;
    for (size_t k = 0; k < w->nmissing && !was && file_fnv1a64(full, &h) == 0; k++)
        if (w->missing[k]->hash == h) was = w->missing[k];
    if (was)
        report(full, -1, "no manifest item names it, and it has the bytes of %s/%s, which is missing: renamed? give "
               "it back its name (%s): rebuild puts files back under the names the extraction gave them", w->from,
               was->path, strrchr(was->path, '/') ? strrchr(was->path, '/') + 1 : was->path);
    else
        report(full, -1, "no manifest item names it (%s): rebuild adds no new files: remove it or move it out of %s "
               "(to change a file, edit it under its own name; a new texture needs a texture item in "
               "manifest.json listing it; a new prop is a folder with a prop.json: docs/patch.md)", rel, w->from);
    w->strays++;
}

static void walk_dir(walk *w, const char *rel, int depth) {
    char full[4400], sub[4400];
    snprintf(full, sizeof full, "%s%s%s", w->from, rel[0] ? "/" : "", rel);
    if (depth > 0) { /* a folder with its own manifest: its own extraction (an image's BFW.SND/) */
        snprintf(sub, sizeof sub, "%s/manifest.json", full);
        struct stat st;
        if (stat(sub, &st) == 0) return;
    }
    DIR *d = opendir(full);
    if (!d) return;
    struct dirent *e;
    while ((e = readdir(d))) {
        const char *n = e->d_name;
        if (n[0] == '.') continue; /* ., .., our temporaries, hidden files */
        if (depth == 0 && (!strcmp(n, "manifest.json") || !strcmp(n, "index.html") || !strcmp(n, "index-files")))
            continue;
        snprintf(sub, sizeof sub, "%s%s%s", rel, rel[0] ? "/" : "", n);
        snprintf(full, sizeof full, "%s/%s", w->from, sub);
        struct stat st;
        if (lstat(full, &st) != 0) continue;
        if (S_ISDIR(st.st_mode)) {
            if (depth < MAX_DEPTH) walk_dir(w, sub, depth + 1);
        } else if (!is_named(w, sub) && !(w->m && stray_known_addition(w->m, w->from, sub))) {
            refuse(w, full, sub);
        }
    }
    closedir(d);
}

/* The walk over w->from once w->named (nnamed of them) and w->missing are set. */
static int walk_all(walk *w) {
    qsort(w->named, w->nnamed, sizeof *w->named, by_name);
    walk_dir(w, "", 0);
    if (w->strays)
        report(w->from, -1, "%u file%s no manifest item names: nothing written", w->strays, w->strays == 1 ? "" : "s");
    return w->strays ? -1 : 0;
}

int rebuild_check_strays(const manifest *m, const char *from) {
    walk w = {m, from, malloc((m->nfiles ? m->nfiles : 1) * sizeof *w.named), m->nfiles,
              malloc((m->nfiles ? m->nfiles : 1) * sizeof *w.missing), 0, 0};
    if (!w.named || !w.missing) {
        free(w.named), free(w.missing);
        report(from, -1, "out of memory");
        return -1;
    }
    char path[4400];
    struct stat st;
    for (size_t k = 0; k < m->nfiles; k++) {
        w.named[k] = m->files[k].path;
        snprintf(path, sizeof path, "%s/%s", from, m->files[k].path);
        if (stat(path, &st) != 0) w.missing[w.nmissing++] = &m->files[k];
    }
    int rc = walk_all(&w);
    free(w.named), free(w.missing);
    return rc;
}

int rebuild_check_strays_named(const char *from, const char **named, size_t n) {
    walk w = {NULL, from, named, n, NULL, 0, 0};
    return walk_all(&w);
}
