/* warp rebuild: a scene's JSON as it is read (scene_json.c: the fixed part; scene_tracks.c:
 * definitions, tracks, keys; scene_role.c: role clips; scene_keep.c: the kept words written
 * over the encoder's record; scene_util.c: what they share, events). Internal to those files. */
#ifndef WARP_TOOL_REBUILD_SCENE_IN_H
#define WARP_TOOL_REBUILD_SCENE_IN_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

struct cJSON;

#define SCENE_MAX 255 /* per group: a u8 count */

typedef struct scene_in {
    const char *path;
    const struct scene_cast *cast; /* the characters a role added or renamed names (NULL: not checked) */
    const uint8_t *ob; /* the old record */
    size_t olen;
    warp_scene *os;
    warp_scene_info oi;
    warp_scene_desc d;
    warp_scene_definition_desc *defs[4];
    warp_scene_track_desc *tracks[4];
    /* kept words (a header's) */
    uint32_t word04, words24[3], words88[2], word_b0, words_b4[3];
    uint16_t state, humans;
    /* per definition: words50 and the positions' fourth floats; per track: word00 and, for a
     * role clip, the clip encoder's descriptor */
    uint32_t words50[4][SCENE_MAX][8];
    float pos_w[4][SCENE_MAX][2];
    uint32_t word00[4][SCENE_MAX];
    /* per definition and track: the old one it was read over (the one its "offset" names),
     * or -1 for one added (no "offset") */
    int def_old[4][SCENE_MAX], track_old[4][SCENE_MAX];
    uint8_t *clip_desc[SCENE_MAX];
    void **own; /* what the desc points at */
    size_t nown, own_cap;
} scene_in;

extern const char *const scene_groups[4];

/* A message naming the file, where.field and why; -1. */
int scene_bad(const scene_in *s, const char *where, const char *field, const char *why);
/* The words50 slots a definition's named fields write (a camera's near, far, radius, fov at
 * slots 1, 2, 4, 5; a light's kind, colour, cone, range at 0-3, 5, 6): bit k for slot k. */
#define SCENE_NAMED_SLOTS(g) ((g) == WARP_SCENE_CAMERA ? 0x36u : (g) == WARP_SCENE_LIGHT ? 0x6Fu : 0u)

/* Zeroed memory freed with s (NULL when out of memory); scene_adopt: p (malloc'ed) freed
 * with s (0, or -1 with p freed). */
void *scene_own(scene_in *s, size_t bytes);
int scene_adopt(scene_in *s, void *p);
long scene_frames_of(float seconds);
/* Readers of one JSON value: 0, or -1. */
int scene_u32(const struct cJSON *v, double max, uint32_t *out);
int scene_hex32(const struct cJSON *v, uint32_t *out);
int scene_f32(const struct cJSON *v, const float *old, float *out);
int scene_floats(const struct cJSON *a, int n, const float *old, float *out);
int scene_hex_words(const struct cJSON *a, int n, uint32_t *out);
const char *scene_text(const scene_in *s, const struct cJSON *o, const char *key, size_t max, const char *where);
int scene_derived_array(const scene_in *s, const struct cJSON *o, const char *key, const uint32_t *want, int n,
                        const char *where);
int scene_derived_float(const scene_in *s, const struct cJSON *o, const char *key, float want, const char *where);

/* The old definition (tracks 0: definition) of group g whose offset the JSON item o's
 * "offset" holds: its index, -1 without "offset" (an item added); -2 after a message (an
 * offset no old one has). */
int scene_old_index(const scene_in *s, uint32_t g, int tracks, const struct cJSON *o, const char *where);

/* "time" beside a frame in o: absent, or a view of it (frame / 30, of the old frame or the new). */
int scene_time_ok(const struct cJSON *o, uint32_t frame, long old_frame);

/* Group g's definitions (array a) and tracks (array a) into s->defs[g], s->tracks[g]. */
int scene_read_definitions(scene_in *s, uint32_t g, const struct cJSON *a);
int scene_read_tracks(scene_in *s, uint32_t g, const struct cJSON *a);
/* A role clip's "clip" member and track object o into td (scene_role.c). */
int scene_read_role(scene_in *s, uint32_t i, const struct cJSON *o, warp_scene_track_desc *td, const char *where);
/* A track's events (array a) over the old track's (NULL: a new track). */
int scene_read_events(scene_in *s, uint32_t g, const struct cJSON *a, const warp_scene_track *old,
                      warp_scene_track_desc *td, const char *where);
/* The kept words over the encoded record; WARP_OK, or a WARP_E_* code (1: it does not read
 * back). */
int scene_keep_words(const scene_in *s, uint8_t *rec, size_t len);

#endif
