/* Animation clips and character data in whole-WAD extraction (extract_anim.c), and the
 * clips a character's .glb plays (export_anim.c). */
#ifndef WARP_TOOL_EXTRACT_ANIM_H
#define WARP_TOOL_EXTRACT_ANIM_H

#include "extract/job.h"
#include "warp/warp.h"

/* Index pass: record the clips of a container entry of kind `kind` (content key -> first
 * holder, animation entries first) in the list of its part of the pass. */
void anim_index_entry(int kind, uint32_t entry, const uint8_t *p, size_t len, clip_list *out);
/* After the index pass: sort the table. */
void anim_index_done(wad_run *r);
/* After resources_assign: holders inside a pack resource's other copies leave the table,
 * so a clip's owner is a copy that is written (resources.h). */
void anim_owners_only(wad_run *r);
/* One resource (standalone or in a pack): its clips' JSON where this entry is the first
 * holder, and <hash>.character.json when it holds character data (0x08). */
void extract_anim_resource(entry_job *j, const uint8_t *p, size_t len);
/* A model the Character List binds to character data `data_hash`: its .glb with one
 * animation per clip (export_anim.c), or a plain one when the data resource (a WAD entry
 * named by its decimal hash) or the model's 0x28 chunk is missing. *clips: animations. */
struct export_textures;
struct export_stats;
int export_character_model(entry_job *j, const warp_chunk_info *c, uint32_t data_hash, const uint8_t *clump,
                           size_t clump_len, const struct export_textures *tex, const char *path,
                           struct export_stats *st, char *err, size_t errcap, unsigned *clips);
/* A clip in the Coney extractor's JSON shape (malloc'ed; NULL when out of memory). */
char *anim_clip_json(const warp_anim *a, size_t *len);

#endif
