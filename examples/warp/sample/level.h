/* warp sample: level data and scene entries built with the level and scene encoders. */
#ifndef WARP_TOOL_SAMPLE_LEVEL_H
#define WARP_TOOL_SAMPLE_LEVEL_H

#include "sample/sample.h"

/* level1.lev chunks 10-18: path data, the six collision chunks, level header, subtitles;
 * chunk n gets hash base + n. */
void sample_level_tail(warp_writer *w, uint32_t base);
/* cs_sample.scn (header), cs_sampleaa.scn (its segment), scene_list.cnk (both). */
int sample_fill_scene(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_scene_segment(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_scene_list(warp_writer *w, const sample_entry *all, size_t count);

#endif
