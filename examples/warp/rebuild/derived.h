/* warp rebuild: the members of a user's JSON file that the layout derives (a size, a count,
 * an offset the encoder computes again) must still say what the extraction wrote: an edit
 * of one is refused naming the file and the field, never ignored (docs/patch.md). */
#ifndef WARP_TOOL_REBUILD_DERIVED_H
#define WARP_TOOL_REBUILD_DERIVED_H

struct cJSON;

/* Member `key` of o (`where` names o in the message: "parts[1]", or "" at the top): absent,
 * or the number `want`. 0, or -1 after a message naming path, the field and why. */
int derived_number(const struct cJSON *o, const char *key, double want, const char *path, const char *where);

/* x a whole number from lo to hi: 0 with *v set, or -1 (no message: the caller names the field). */
int json_whole(const struct cJSON *x, double lo, double hi, double *v);

/* path's text parsed whole (cJSON_Delete when done); NULL after a message. */
struct cJSON *derived_load(const char *path);

/* path's bytes and a NUL after them (malloc'ed); NULL after a message. */
char *derived_read_text(const char *path);

#endif
