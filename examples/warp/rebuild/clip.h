/* warp rebuild WARRIORS.WAD: edited clips (<clip>.json) encoded again (clip.c). */
#ifndef WARP_TOOL_REBUILD_CLIP_H
#define WARP_TOOL_REBUILD_CLIP_H

struct manifest;
struct wad_plan;

/* Every clip whose JSON changed since the extraction (its fnv1a64), read back (keys, root
 * velocity, root translation, events, name, duration, displacement, the descriptor's kept
 * words) and encoded with the library's clip encoder into its descriptor and keyframes
 * chunks; a keyframes chunk that grows moves what follows it in its resource and pack.
 * *replaced: the clips encoded again. 0, or -1 after a message naming the file, the field
 * and why (nothing planned is then written). */
int rebuild_clips(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
