/* warp rebuild WARRIORS.WAD: the sound and caption items of an extraction's manifest.json
 * (sound.c, caption.c). The entries were checked against the DIR by manifest_read_wad
 * already; this pass only keeps each entry's name and folder and the items naming a
 * bank sound's WAV or a level's subtitles.json. */
#ifndef WARP_TOOL_REBUILD_MEDIA_H
#define WARP_TOOL_REBUILD_MEDIA_H

#include <stddef.h>
#include <stdint.h>

typedef struct media_item {
    uint32_t entry;
    int is_sound;    /* else the subtitles of a level */
    uint32_t hash;   /* a sound's hash */
    size_t offset;   /* a sound's offset in its bank */
    char file[600];  /* "<folder>/<file>" under --from */
} media_item;

typedef struct media_manifest {
    char (*name)[256]; /* per entry: its name ("" when unknown) */
    char (*kind)[32];  /* per entry: its kind as the extraction saw it */
    uint32_t count;
    media_item *items;
    size_t nitems;
} media_manifest;

/* DIR/manifest.json's sound and subtitles items: 0, or -1 after a message. */
int media_manifest_read(const char *from, uint32_t count, media_manifest *m);
void media_manifest_free(media_manifest *m);
/* The entry named `name` (exact, as the extraction saw it): 0 and *index, or -1. */
int media_find_entry(const media_manifest *m, const char *name, uint32_t *index);

/* The plan's primitives these rebuilds share (media.c). */
struct wad_plan;
/* Entry i's bytes (malloc'ed): 0, or -1 after a message. */
int media_read_entry(const struct wad_plan *pl, uint32_t i, uint8_t **bytes);

/* Every bank sound whose WAV changed, re-encoded into its bank; the bank's index, the
 * banks' sound-list records follow (sound.c). *replaced: the sounds re-encoded. 0, or -1
 * after a message (nothing planned is then written). */
int rebuild_sounds(struct wad_plan *pl, const media_manifest *m, const char *from, unsigned *replaced);
/* subtitles.json's text (NUL-terminated; `path` names it in messages) as the 0x51 payload it
 * encodes (malloc'ed, *len bytes, *records records): 0, or -1 after a message (caption.c). */
int caption_payload(const char *json, const char *path, uint8_t **payload, size_t *len, size_t *records);
/* Every level whose subtitles.json changed: its 0x51 chunk re-encoded (caption.c).
 * *replaced: the levels changed. 0, or -1 after a message. */
int rebuild_captions(struct wad_plan *pl, const media_manifest *m, const char *from, unsigned *replaced);

#endif
