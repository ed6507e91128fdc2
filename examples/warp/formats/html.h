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

/* OUTDIR/index-files/streams.js: `window.WARP_STREAMS = [{"folder", "manifest"}, ...];` with
 * the manifest.json of OUTDIR/BFW.SND/ and OUTDIR/MUSIC.SND/ where they are (none: an empty
 * list). html_write_index writes it; a disc image's extraction writes it again once its
 * streamed sounds and music are out. 0, or -1 (errno set). */
int html_write_streams(const char *outdir);

/* html_write_index with the outcome on stdout/stderr: the exit status to add (0 or 1). */
int html_index(const char *outdir, int quiet);

#endif
