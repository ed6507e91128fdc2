/* warp rebuild WARRIORS.WAD: edited scenes (<scene>.json) and the scene list
 * (scene_list.json) put back (scene_json.c reads them, scene.c plans them). */
#ifndef WARP_TOOL_REBUILD_SCENE_H
#define WARP_TOOL_REBUILD_SCENE_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

struct manifest;
struct wad_plan;

/* The characters a role may name (scene_cast.c): the Character List's keys and its models'
 * names (lower case, without '_' and "geo") from its JSON (global/character_list.json). */
typedef struct scene_cast {
    uint32_t *keys;
    char (*models)[64];
    size_t n;
} scene_cast;
/* 0, or -1 after a message (the JSON does not read). */
int scene_cast_load(const char *path, scene_cast *c);
/* Whether a role's name names a character of c (as the extraction's scene view finds it). */
int scene_cast_knows(const scene_cast *c, const char *name);
void scene_cast_free(scene_cast *c);

/* What a scene's encoding takes and says besides the record. */
typedef struct scene_ctx {
    const scene_cast *cast; /* the characters a role added or renamed names (NULL: not checked) */
    uint32_t moved[4];      /* set (a header): per group, the first index whose definition is not
                               the old one of that index, an old one moved by a removal or an
                               insertion before it (UINT32_MAX: none moved) */
} scene_ctx;

/* A scene's JSON text (len bytes; `path` names it in messages) read over its old .scn record
 * (old, old_len) and encoded by warp_write_scene: definitions, tracks and keys, role clips
 * (their keys through the clip encoder, clip.h), events (the args, or a decoded field edited),
 * the header's kept words. Derived members (sizes, offsets, counts, times) must still say
 * what the extraction wrote; the scene's name is the entry's (not renamed). Values printed
 * unchanged keep their stored bits. A role added or renamed names a character of ctx->cast
 * (ctx NULL: not checked). The new record (malloc'ed) in *out. 0, or -1 after a
 * message naming the file, the field and why. */
int scene_json_encode(const char *text, size_t len, const char *path, const uint8_t *old, size_t old_len,
                      scene_ctx *ctx, uint8_t **out, size_t *out_len);

/* A scene record whose size changed: the scene list's record of that name and old size
 * follows it. */
typedef struct scene_resize {
    char name[17];
    uint32_t old_size, new_size;
} scene_resize;

/* scene_list.json's text (NULL: not edited) over the old 0x43 payload (old, old_len): ids and
 * names back, sizes following `resized` (n of them). The new payload (malloc'ed, the old
 * length: records are neither added nor removed) in *out. 0, or -1 after a message. */
int scene_list_json_encode(const char *text, size_t len, const char *path, const uint8_t *old, size_t old_len,
                           const scene_resize *resized, size_t n, uint8_t **out);

/* An edited scene record: its entry, its new record's info, its JSON's path. */
typedef struct scene_part {
    uint32_t entry;
    warp_scene_info info;
    uint32_t moved[4]; /* scene_ctx's */
    char path[4096];
} scene_part;
/* Each chain an edited record is in (its header and segments, as the rebuild leaves them):
 * no segment holds more tracks of a group than its header has definitions (scene_chain.c).
 * 0, or -1 after a message naming the edited file and the segment. */
int scene_chains_check(const struct wad_plan *pl, const struct manifest *m, const scene_part *ed, size_t ned);

/* Every edited scene re-encoded into its entry (a whole .scn entry: the DIR follows its
 * size), then the scene list's edits and the sizes that follow. *replaced: counts up the
 * entries changed (the caller's count of other entries, not reset). 0, or -1 after a message (nothing planned is then written). */
int rebuild_scenes(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
