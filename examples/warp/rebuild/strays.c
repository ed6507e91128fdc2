/* warp rebuild WARRIORS.WAD: the files of the extraction folder no manifest item names,
 * refused by name (strays.h). */
#include "rebuild/strays.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "platform/util.h"

#define MAX_DEPTH 16 /* the extraction nests a few folders; deeper is not ours */

int stray_known_addition(const manifest *m, const char *rel) {
    /* <stem>.mip<N>.png beside a texture's <stem>.png, N one of its levels past the first:
     * rebuild/texture.c reads it whenever it compares the texture */
    const char *mip = strrchr(rel, '.'), *end = rel + strlen(rel);
    while (mip && mip > rel && mip[-1] != '.') mip--; /* to the start of "mipN" */
    if (mip && mip > rel && end - mip >= 8 && !strncmp(mip, "mip", 3) && !strcmp(end - 4, ".png")) {
        char *after;
        unsigned long level = strtoul(mip + 3, &after, 10);
        size_t stem = (size_t)(mip - 1 - rel);
        for (size_t k = 0; after == end - 4 && level >= 1 && k < m->nitems; k++) {
            const char *f = m->items[k].file;
            if (level < m->items[k].levels && strlen(f) == stem + 4 && !strncmp(f, rel, stem) && !strcmp(f + stem, ".png"))
                return 1;
        }
    }
    /* i45: new textures listed in a dictionary's JSON go here */
    return 0;
}

typedef struct walk {
    const manifest *m;
    const char *from;
    const char **named; /* m->files' paths, sorted */
    const man_file **missing; /* the files the manifest names that are not there */
    size_t nmissing;
    unsigned strays;
} walk;

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static int is_named(const walk *w, const char *rel) {
    return bsearch(&rel, w->named, w->m->nfiles, sizeof *w->named, by_name) != NULL;
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
               "(to change a file, edit it under its own name)", rel, w->from);
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
        } else if (!is_named(w, sub) && !stray_known_addition(w->m, sub)) {
            refuse(w, full, sub);
        }
    }
    closedir(d);
}

int rebuild_check_strays(const manifest *m, const char *from) {
    walk w = {m, from, malloc((m->nfiles ? m->nfiles : 1) * sizeof *w.named),
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
    qsort(w.named, m->nfiles, sizeof *w.named, by_name);
    walk_dir(&w, "", 0);
    free(w.named), free(w.missing);
    if (w.strays)
        report(from, -1, "%u file%s no manifest item names: nothing written", w.strays, w.strays == 1 ? "" : "s");
    return w.strays ? -1 : 0;
}
