/* OUTDIR/index.html: a static page over an extraction (thumbnails, search, kind filters,
 * paging, 3D previews with three.js, audio players), written after manifest.json. */
#ifndef WARP_TOOL_HTML_H
#define WARP_TOOL_HTML_H

#include <stddef.h>

/* Reads OUTDIR/manifest.json and every .glb under OUTDIR; writes OUTDIR/index-files/ and,
 * last, OUTDIR/index.html. 0, or -1 with a one-line reason in err. *models counts the
 * .glb files given a preview copy the page can read from the file system (the smallest,
 * within a budget: html.c), *total the .glb files. */
int html_write_index(const char *outdir, unsigned *models, unsigned *total, char *err, size_t errcap);

/* html_write_index with the outcome on stdout/stderr: the exit status to add (0 or 1). */
int html_index(const char *outdir, int quiet);

#endif
