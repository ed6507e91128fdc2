/* warp check's report (check.c): the decode-only run of the whole-WAD extractor
 * (wad.c, wad_options.check) read back and printed. */
#ifndef WARP_TOOL_EXTRACT_CHECK_H
#define WARP_TOOL_EXTRACT_CHECK_H

#include "extract/job.h"

/* Per-kind counts, every failure and warning, and how the WAD compares with the NTSC-U
 * disc, on stdout; the same as JSON to json_path (NULL: none). Returns the exit status:
 * 0 when every entry decoded, 1 otherwise (or when the JSON cannot be written). */
int check_report(const wad_run *r, const char *json_path, double seconds);

#endif
