/* Single-file extraction (`warp extract INPUT -o OUTDIR`, file.c): the options
 * cli/extract.c parses and the run. */
#ifndef WARP_TOOL_EXTRACT_FILE_H
#define WARP_TOOL_EXTRACT_FILE_H

#include <stddef.h>
#include <stdint.h>

typedef struct file_options {
    const char *input, *outdir;
    int mips, rgba, png_level, quiet, no_html;
    unsigned jobs; /* threads making PNGs */
    const uint8_t **txd; /* --txd dictionaries for the models' materials, mapped */
    size_t *txd_len, txd_count;
} file_options;

/* Every texture, model and world of o->input to o->outdir with a manifest; returns the
 * exit status. */
int extract_file_run(const file_options *o);

#endif
