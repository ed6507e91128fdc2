/* warp extract WAD: the content hashes of an entry's files (file_notes.h). */
#include "extract/file_notes.h"

#include <stdlib.h>
#include <string.h>

#include "platform/outfile.h"
#include "platform/util.h"

static void note(void *user, const char *path, const void *data, size_t len) {
    file_notes *n = user;
    size_t root = strlen(n->root);
    if (strncmp(path, n->root, root) || path[root] != '/') return; /* not an output of the run */
    uint64_t h = 0;
    int bad = data ? (h = fnv1a64(data, len), 0) : file_fnv1a64(path, &h);
    char *rel = bad ? NULL : strdup(path + root + 1);
    pthread_mutex_lock(&n->lock);
    file_note *v = rel ? grow_room(n->v, n->n, &n->cap, sizeof *n->v) : NULL;
    if (v) {
        n->v = v;
        n->v[n->n] = (file_note){rel, h, n->n};
        n->n++;
    } else {
        free(rel);
        n->failed = 1;
    }
    pthread_mutex_unlock(&n->lock);
}

void file_notes_begin(file_notes *n, const char *root) {
    memset(n, 0, sizeof *n);
    pthread_mutex_init(&n->lock, NULL);
    n->root = root;
    out_set_note(note, n);
}

void file_notes_end(file_notes *n) {
    out_set_note(NULL, NULL);
    for (size_t k = 0; k < n->n; k++) free(n->v[k].path);
    free(n->v);
    pthread_mutex_destroy(&n->lock);
    memset(n, 0, sizeof *n);
}

static int by_path(const void *a, const void *b) {
    const file_note *x = a, *y = b;
    int c = strcmp(x->path, y->path);
    return c ? c : x->seq < y->seq ? -1 : 1;
}

void file_notes_write(file_notes *n, FILE *f) {
    if (n->failed || !n->n) return;
    qsort(n->v, n->n, sizeof *n->v, by_path);
    fputs(", \"files\": {", f);
    int first = 1;
    for (size_t k = 0; k < n->n; k++) {
        if (k + 1 < n->n && !strcmp(n->v[k].path, n->v[k + 1].path)) continue; /* written again later */
        fputs(first ? "" : ", ", f);
        first = 0;
        json_string(f, n->v[k].path);
        fprintf(f, ": \"%016llx\"", (unsigned long long)n->v[k].hash);
    }
    fputc('}', f);
}
