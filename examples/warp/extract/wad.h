/* Whole-WAD extraction (`warp extract WAD -o OUTDIR`): the options cli/extract.c parses
 * and the run (wad.c). */
#ifndef WARP_TOOL_EXTRACT_WAD_H
#define WARP_TOOL_EXTRACT_WAD_H

#include <stddef.h>
#include <stdint.h>

typedef struct wad_options {
    const char *wad_path, *dir_path, *outdir, *names_path; /* dir_path NULL: beside the WAD */
    unsigned only, jobs; /* only: ONLY_* bits (job.h) */
    int mips, png_level, rgba, quiet, stats, resume, no_html;
    int raw_all;     /* --raw: raw copies of every kind not converted whole (default: only of
                        what nothing decoded) */
    int root_motion; /* --root-motion: clips move the character (FACTS.md 6.4 step 7) */
    int no_recover;  /* --no-recover-names: no names guessed from the disc's strings (only
                        --names and the decimal names of resources) */
    int check;       /* warp check: decode every entry, write nothing, report (check.h) */
    const char *check_json; /* warp check --json FILE, or NULL */
    const char *const *picks; /* --entry N|NAME, pick_count of them; none: every entry */
    size_t pick_count;
    char ***names_out;    /* when set: receives the entry names the run used (a heap array of
                             *names_count heap strings, NULL where none; the caller frees them) */
    uint32_t *names_count;
    int focus; /* picks all entry numbers: the index pass hashes only the resources of the picks
                  and their copies (resources.h want; warp mod apply), not every pack's bytes */
} wad_options;

/* Extract the WAD as the options say; returns the exit status. */
int extract_wad_run(const wad_options *o);

#endif
