/* warp rebuild WARRIORS.WAD: the new layout and the streamed write (wad_write.c). */
#ifndef WARP_TOOL_REBUILD_WAD_WRITE_H
#define WARP_TOOL_REBUILD_WAD_WRITE_H

#include <stdint.h>

#include "rebuild/wad_plan.h"

/* Lay the entries out and write OUTDIR/<WAD name> and OUTDIR/<DIR name>; *moved gets the
 * entries whose offset changed. 0, or -1 after a message with nothing left behind. */
int wad_write(const wad_plan *pl, const char *outdir, uint32_t *moved);

#endif
