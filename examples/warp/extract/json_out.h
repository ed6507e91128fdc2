/* JSON output files for the per-kind extractors (extract_<kind>.c). */
#ifndef WARP_TOOL_JSON_OUT_H
#define WARP_TOOL_JSON_OUT_H

#include <stdio.h>

#include "extract/job.h"
#include "platform/outfile.h"

typedef struct json_out {
    out_file o;
    char file[256];
    int ok;
} json_out;

/* Open <stem>.json (a unique name in the entry's folder); NULL after an entry_error. */
FILE *json_begin(entry_job *j, json_out *x, const char *stem);
/* Commit it and add {"kind": kind, "file": ...` + extra + `} to the manifest. */
void json_end(entry_job *j, json_out *x, const char *kind, const char *extra);
/* A float that reads back exactly (%.9g); null for NaN and infinities. */
void json_f(FILE *f, float v);
/* [v0, v1, ...] of n floats. */
void json_fv(FILE *f, const float *v, int n);

#endif
