/* Whole-WAD extraction of the small kinds (extract_misc.c): global lists, Lua listings,
 * the memory card icon, the METRICS1 font and its bitmap, object placements, old
 * RenderWare streams, and the streamed-world description beside an assembled world. */
#ifndef WARP_TOOL_EXTRACT_MISC_H
#define WARP_TOOL_EXTRACT_MISC_H

#include "extract/job.h"

/* A list chunk (0x44, 0x46, 0x4E, 0x4F, 0x4D) of warriors.glr -> <list>.json; 0 when the
 * chunk is not one of them. */
int extract_global_list(entry_job *j, const warp_chunk_info *c);
/* An entry of kind lua, icon, font_metrics, bitmap, object_list or rw_old; 0 when the
 * kind is none of them. The raw copy is written by the caller. */
int extract_misc_entry(entry_job *j, int kind, const uint8_t *p, size_t len);
/* <world>.json beside the assembled <world>.glb: its _sec.mem manifest, the world's
 * flags and box, every atomic sector, and part files the stream does not count. */
void extract_world_json(entry_job *j, const char *world, const uint8_t *wld, size_t len);

#endif
