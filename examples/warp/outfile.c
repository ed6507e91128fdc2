/* Atomic output files (outfile.h). */
#include "outfile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void release(out_file *o) {
    free(o->path);
    free(o->tmp);
    memset(o, 0, sizeof *o);
}

int out_open(out_file *o, const char *path) {
    memset(o, 0, sizeof *o);
    size_t n = strlen(path);
    o->path = strdup(path);
    o->tmp = malloc(n + 32);
    if (!o->path || !o->tmp) {
        release(o);
        errno = ENOMEM;
        return -1;
    }
    /* A hidden name beside the final one: same folder, so the rename stays atomic. */
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    snprintf(o->tmp, n + 32, "%.*s.%s.tmp%ld", (int)dir, path, path + dir, (long)getpid());
    if (!(o->f = fopen(o->tmp, "wb"))) {
        int e = errno;
        release(o);
        errno = e;
        return -1;
    }
    return 0;
}

int out_commit(out_file *o) {
    int bad = ferror(o->f);
    int e = bad ? EIO : 0;
    if (fflush(o->f) != 0 && !e) e = errno, bad = 1;
    if (fclose(o->f) != 0 && !e) e = errno, bad = 1;
    o->f = NULL;
    if (!bad && rename(o->tmp, o->path) != 0) e = errno, bad = 1;
    if (bad) remove(o->tmp);
    release(o);
    if (bad) errno = e ? e : EIO;
    return bad ? -1 : 0;
}

void out_abort(out_file *o) {
    if (o->f) fclose(o->f);
    if (o->tmp) remove(o->tmp);
    release(o);
}

int out_write_file(const char *path, const void *data, size_t len) {
    out_file o;
    if (out_open(&o, path) != 0) return -1;
    if (len && fwrite(data, 1, len, o.f) != len) {
        int e = errno;
        out_abort(&o);
        errno = e ? e : EIO;
        return -1;
    }
    return out_commit(&o);
}
