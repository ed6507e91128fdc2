/* warp rebuild WARRIORS.WAD: edited bank sounds and captions (sound.c, caption.c), from the
 * sound and subtitles items manifest_read_wad kept (manifest.h), and the plan's primitives
 * they share (media.c). */
#ifndef WARP_TOOL_REBUILD_MEDIA_H
#define WARP_TOOL_REBUILD_MEDIA_H

#include <stddef.h>
#include <stdint.h>

/* The sound and subtitles items and each entry's name and kind: DIR/manifest.json as
 * manifest_read_wad read it (manifest.h). */
struct manifest;

/* The plan's primitives these rebuilds share (media.c). */
struct wad_plan;
/* Entry i's bytes (malloc'ed): 0, or -1 after a message. */
int media_read_entry(const struct wad_plan *pl, uint32_t i, uint8_t **bytes);

/* Every bank sound whose WAV changed, re-encoded into its bank; the bank's index, the
 * banks' sound-list records follow (sound.c). *replaced: the sounds re-encoded. 0, or -1
 * after a message (nothing planned is then written). */
int rebuild_sounds(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);
/* subtitles.json's text (NUL-terminated; `path` names it in messages) as the 0x51 payload it
 * encodes (malloc'ed, *len bytes, *records records): 0, or -1 after a message (caption.c). */
int caption_payload(const char *json, const char *path, uint8_t **payload, size_t *len, size_t *records);
/* Every level whose subtitles.json changed: its 0x51 chunk re-encoded (caption.c).
 * *replaced: the levels changed. 0, or -1 after a message. */
int rebuild_captions(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
