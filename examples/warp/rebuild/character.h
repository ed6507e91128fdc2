/* warp rebuild WARRIORS.WAD: edited character data (<hash>.character.json) written back
 * (character.c). */
#ifndef WARP_TOOL_REBUILD_CHARACTER_H
#define WARP_TOOL_REBUILD_CHARACTER_H

struct manifest;
struct wad_plan;

/* Every character whose JSON changed since the extraction (its fnv1a64): its slots (by
 * clip name, or as raw slot_values), placeholder, word4 and tail into the 0x08 chunk, its
 * ranges into the Anim Range List 0x45, both in place (their sizes are fixed). The clip
 * list is the resource's: an edit of it is refused. *replaced: the characters written.
 * 0, or -1 after a message naming the file, the field and why. */
int rebuild_characters(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
