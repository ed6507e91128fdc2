/* Particle pages (chunk 0x4C): a sprite sheet's rectangles as JSON, and each sprite cut
 * out of the sheet (the dictionary before it) as a PNG beside the sheet's. */
#ifndef WARP_TOOL_SPRITES_H
#define WARP_TOOL_SPRITES_H

#include "extract/job.h"

/* c: the 0x4C chunk; dict, dict_len: the resource's 0x2A chunk data (NULL when none). */
void extract_sprite_page(entry_job *j, const warp_chunk_info *c, const uint8_t *dict, size_t dict_len);

#endif
