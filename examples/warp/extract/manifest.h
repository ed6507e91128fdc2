/* The whole-WAD extractor's manifest.json: written whole and atomically (outfile.h) at
 * the start of a run (status "running") and at its end ("complete", "interrupted" or
 * "failed"), from the entry objects the workers made; and read back by --resume. */
#ifndef WARP_TOOL_EXTRACT_MANIFEST_H
#define WARP_TOOL_EXTRACT_MANIFEST_H

#include <stddef.h>
#include <stdio.h>

#include "extract/job.h"

/* Entry i's manifest object (no separator): its DIR record and classification, its
 * folder (null when has_files is 0), status, outputs (the items text, "" for none) and the
 * content hashes of the files it wrote (notes: NULL for none; extract/file_notes.h). */
struct file_notes;
void manifest_entry(FILE *f, const wad_run *r, uint32_t i, const char *status, int has_files, const char *items,
                    size_t items_len, struct file_notes *notes);
/* OUTDIR/manifest.json from r->results (entries without one are "not_started", or
 * "skipped" when not selected). reason may be NULL. 0, or -1 with errno set. */
int manifest_write(const wad_run *r, const char *status, const char *reason);
/* --resume: every entry the previous manifest in OUTDIR lists as "ok", with the same
 * DIR record, name and options, whose files all exist, goes into r->results as reused.
 * Returns how many; *why says when none could be (no manifest, other options). */
uint32_t manifest_resume(wad_run *r, const char **why);

#endif
