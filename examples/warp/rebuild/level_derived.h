/* warp rebuild: the members of a level's JSON files that are not read back (summaries the
 * extract derives from the data, words kept as stored) must still say what the extraction
 * wrote; an edit of one is refused naming the file and the field (level_derived.c). */
#ifndef WARP_TOOL_REBUILD_LEVEL_DERIVED_H
#define WARP_TOOL_REBUILD_LEVEL_DERIVED_H

#include <stdint.h>

struct cJSON;

/* The message's subject: the file, where in it ("paths[2]", "" at the top) and why the
 * member is not read back. */
typedef struct lvd_at {
    const char *path, *where, *why;
} lvd_at;

/* Member key of o: absent, or what the extraction wrote. 0, or -1 after a message. */
int lvd_num(const struct cJSON *o, const char *key, double want, const lvd_at *at);
int lvd_hex(const struct cJSON *o, const char *key, uint32_t want, const lvd_at *at); /* "0x..." */
int lvd_f32(const struct cJSON *o, const char *key, float want, const lvd_at *at);
int lvd_floats(const struct cJSON *o, const char *key, const float *want, int n, const lvd_at *at);
/* Member key: an array of n numbers (or "0x..." strings) equal to want. */
int lvd_words(const struct cJSON *o, const char *key, const uint32_t *want, int n, const lvd_at *at);

#endif
