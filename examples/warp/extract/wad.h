/* Whole-WAD extraction (`warp extract WAD -o OUTDIR`) and the piece of the single-file
 * extractor it reuses per entry. */
#ifndef WARP_TOOL_EXTRACT_WAD_H
#define WARP_TOOL_EXTRACT_WAD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* cmd_extract.c: every texture dictionary of one buffer to <outdir>/<name>.png (outdir
 * must exist; stems unique within this call; rgba: RGBA8 for every PNG), one JSON item per texture or failure
 * appended to `manifest` (*items counts items already in the list, for separators).
 * Adds to *textures / *failures. Returns 0 when at least one dictionary was found.
 * *png: the calling thread's compressor and buffers, made at its first PNG (NULL
 * before) and kept for its next call; png_worker_free when the thread is done. */
typedef struct png_worker png_worker;
int extract_textures(const char *outdir, int mips, int png_level, int rgba, FILE *manifest, int *items,
                     const uint8_t *p, size_t len, const char *source, unsigned *textures, unsigned *failures,
                     png_worker **png);
void png_worker_free(png_worker *w);

/* extract_wad.c: 1 when the extract arguments name a WAD: --dir given, or a
 * WARRIORS.DIR (any case) beside the input whose entries fit in it; else 0. */
int extract_input_is_wad(int argc, char **argv);
/* `warp extract WAD -o OUTDIR [options]`; returns the exit status. */
int cmd_extract_wad(int argc, char **argv);

#endif
