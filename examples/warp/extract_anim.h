/* Animation clips and character data in whole-WAD extraction (extract_anim.c), and the
 * clips a character's .glb plays (export_anim.c). */
#ifndef WARP_TOOL_EXTRACT_ANIM_H
#define WARP_TOOL_EXTRACT_ANIM_H

#include "extract_job.h"
#include "warp/warp.h"

/* Index pass: record the clips of a container entry (content key -> first holder). */
void anim_index_entry(wad_run *r, uint32_t entry, const uint8_t *p, size_t len);
/* After the index pass: sort the table. */
void anim_index_done(wad_run *r);
/* One resource (standalone or in a pack): its clips' JSON where this entry is the first
 * holder, and <hash>.character.json when it holds character data (0x08). */
void extract_anim_resource(entry_job *j, const uint8_t *p, size_t len);
/* A clip in the Coney extractor's JSON shape (malloc'ed; NULL when out of memory). */
char *anim_clip_json(const warp_anim *a, size_t *len);

#endif
