/* warp rebuild WARRIORS.WAD: edited clips (<clip>.json) encoded again (clip.c). */
#ifndef WARP_TOOL_REBUILD_CLIP_H
#define WARP_TOOL_REBUILD_CLIP_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

struct manifest;
struct wad_plan;

/* A clip's JSON text (len bytes; `path` names it in messages) read over the clip's old
 * descriptor `old` (byte1s: the old keys whose byte +1 is not 0, as the extraction counted
 * them) and encoded: the keyframes payload (malloc'ed, *kf_len bytes) and the descriptor.
 * 0, or -1 after a message naming the field and why. */
int clip_json_encode(const char *text, size_t len, const char *path, const warp_anim_info *old, uint32_t byte1s,
                     uint8_t **kf, size_t *kf_len, uint8_t desc[WARP_ANIM_DESC_SIZE]);

/* The old clip's keys whose unused byte (+1) is not 0 (of its first `channels`), as the
 * extraction counted them (clip_json_encode's byte1s). */
uint32_t clip_byte1_count(const warp_anim *a, uint32_t channels);

/* The stored x, y, z of a rotation (normalised, turned to w >= 0; x, y, z * 32768) and of a
 * position (x, y * 1023, z * 2047), rounded (FACTS.md 6.2). -1: a rotation of length 0, a
 * position past the stored range. */
int clip_rotation_raw(const double q[4], int16_t raw[3]);
int clip_position_raw(const double p[3], int16_t raw[3]);

/* The clip d through the library's encoder: the keyframes payload (malloc'ed, *kf_len
 * bytes) and the descriptor. 0, or -1 after a message naming `path`. */
int clip_encode(const warp_anim_clip_desc *d, const char *path, uint8_t **kf, size_t *kf_len,
                uint8_t desc[WARP_ANIM_DESC_SIZE]);

/* Clip item it's clip in its entry's bytes e: 0 with its chunks in *ref, -1 when the entry
 * has no such clip at the item's offset. */
struct edit_item;
int clip_find_ref(const uint8_t *e, size_t len, const struct edit_item *it, warp_anim_clip_ref *ref);

/* The clip's new descriptor in place and its keyframes (kf, owned by the plan from here)
 * over the old `used` bytes at kf_off, with the sizes around them moved: 0, or -1. */
int clip_splice(struct wad_plan *pl, const struct edit_item *it, const uint8_t *e, size_t desc_off,
                const uint8_t *desc, size_t kf_off, size_t used, uint8_t *kf, size_t kf_len);

/* Every clip whose JSON changed since the extraction (its fnv1a64), read back (keys, root
 * velocity, root translation, events, name, duration, displacement, the descriptor's kept
 * words) and encoded with the library's clip encoder into its descriptor and keyframes
 * chunks; a keyframes chunk that grows moves what follows it in its resource and pack.
 * *replaced: the clips encoded again. 0, or -1 after a message naming the file, the field
 * and why (nothing planned is then written). */
int rebuild_clips(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
