/* Sounds in whole-WAD extraction: every bank sound as <bank folder>/<sound>.wav and the
 * sound tables of a global resource as JSON lists (`warp extract BFW.SND|MUSIC.SND
 * --wad WAD` is snd.h). */
#ifndef WARP_TOOL_EXTRACT_AUDIO_H
#define WARP_TOOL_EXTRACT_AUDIO_H

#include "extract/job.h"

/* The run's sound tables from the entry named warriors.glr (and sound names from
 * --names); NULL only when out of memory. Freed with audio_free_tables. */
struct audio_tables *audio_wad_tables(const wad_run *r, const warp_wad *w);
void audio_free_tables(struct audio_tables *t);
/* A sound bank entry (its .msd found by name) or a global resource's sound lists. */
void extract_audio(entry_job *j, int kind, const uint8_t *p, size_t len);

#endif
