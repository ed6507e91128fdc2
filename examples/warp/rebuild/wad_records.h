/* warp rebuild WARRIORS.WAD: size records that follow a resized entry (wad_records.c). */
#ifndef WARP_TOOL_REBUILD_WAD_RECORDS_H
#define WARP_TOOL_REBUILD_WAD_RECORDS_H

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* Size records in other entries that follow the resized ones (wad_records.c): the
 * _sec.mem record of a world stream or part, and the global lists' resource sizes. 0, or -1
 * after a message (a resized world entry whose record is not found is refused). */
int wad_follow_world_sizes(wad_plan *pl, const warp_wad *w, const manifest *m);
int wad_follow_list_sizes(wad_plan *pl, const manifest *m);

#endif
