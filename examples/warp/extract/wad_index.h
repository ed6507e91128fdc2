/* The index pass of whole-WAD extraction (wad_index.c) and lookups in its tables. */
#ifndef WARP_TOOL_EXTRACT_WAD_INDEX_H
#define WARP_TOOL_EXTRACT_WAD_INDEX_H

#include "extract/job.h"

/* Classify, name and index every entry of r through w (r->count and the per-entry
 * arrays allocated); stops early on a stop signal. 0, or -1 after a report. */
int index_wad(wad_run *r, warp_wad *w);
/* The first texture dictionary chunk of resource `hash`, else NULL. */
const dict_ref *find_dict(const wad_run *r, uint32_t hash);
/* The first model chunk (0x47) of resource `hash`, else NULL. */
const dict_ref *find_model(const wad_run *r, uint32_t hash);
/* The Object/Character List record whose key is `key` (the CRC-32 of a lowercase name), else NULL. */
const model_rec *find_rec_by_key(const wad_run *r, uint32_t key);
/* The Object/Character List record of model resource `model`, else NULL. */
const model_rec *find_rec(const wad_run *r, uint32_t model);
/* --entry N|NAME: an index, a name the DIR hashes to, or a recovered/--names name,
 * marked in r->selected. 0, or -1 when no entry matches. */
int select_entry(wad_run *r, const char *arg);

#endif
