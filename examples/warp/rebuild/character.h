/* warp rebuild WARRIORS.WAD: edited character data (<hash>.character.json) written back
 * (character.c). */
#ifndef WARP_TOOL_REBUILD_CHARACTER_H
#define WARP_TOOL_REBUILD_CHARACTER_H

#include <stddef.h>
#include <stdint.h>

struct manifest;
struct wad_plan;

/* A character's JSON text (len bytes; `path` names it in messages) read over its old 0x08
 * payload (old08, 2,912 bytes) and Anim Range List (old45, len45 bytes; NULL and 0 when
 * none), for the resource `resource_hash` whose clips are clip_names (nclips, load order):
 * the new payloads in d08 and d45 (as large as the old ones). 0, or -1 after a message. */
int character_json_bytes(const char *text, size_t len, const char *path, uint32_t resource_hash,
                         const char *const *clip_names, uint32_t nclips, const uint8_t *old08, const uint8_t *old45,
                         size_t len45, uint8_t *d08, uint8_t *d45);

/* Every character whose JSON changed since the extraction (its fnv1a64): its slots (by
 * clip name, or as raw slot_values), placeholder, word4 and tail into the 0x08 chunk, its
 * ranges into the Anim Range List 0x45, both in place (their sizes are fixed). The clip
 * list is the resource's: an edit of it is refused. *replaced: the characters written.
 * 0, or -1 after a message naming the file, the field and why. */
int rebuild_characters(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
