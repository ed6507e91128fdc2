/* Output files that appear under their final name only when complete: written to a
 * temporary name in the same folder, flushed, then renamed into place; on failure the
 * temporary file is removed. Every file the tool writes goes through here. */
#ifndef WARP_TOOL_OUTFILE_H
#define WARP_TOOL_OUTFILE_H

#include <stddef.h>
#include <stdio.h>

typedef struct out_file {
    FILE *f;        /* write here between out_open and out_commit/out_abort */
    char *path;     /* final name */
    char *tmp;      /* temporary name in the same folder */
} out_file;

/* 0, or -1 with errno set (nothing created). */
int out_open(out_file *o, const char *path);
/* Flush, close and rename into place: 0, or -1 with errno set (the temporary file is
 * removed, nothing is left under the final name). Always releases o. */
int out_commit(out_file *o);
/* Close and remove the temporary file; o released. Safe on a zeroed or released o. */
void out_abort(out_file *o);
/* The whole buffer as one file, atomically: 0, or -1 with errno set. */
int out_write_file(const char *path, const void *data, size_t len);

#endif
