/* warp rebuild WARRIORS.WAD: one pack's copy of a resource edited alone, by an explicit choice
 * (docs/patch.md, "One level's copy alone"): the pack's list (<pack>.json) names a folder of
 * the user's own for that resource; its files there (a copy of the resource's folder, edited)
 * are put back into that copy only, and edits of the resource's own files no longer reach it. */
#ifndef WARP_TOOL_REBUILD_PACK_COPY_H
#define WARP_TOOL_REBUILD_PACK_COPY_H

#include <stddef.h>
#include <stdint.h>

struct cJSON;

/* A pack's resource (its place in the pack) given a folder of its own. */
typedef struct pack_slot { uint32_t entry, slot; } pack_slot;

/* Pack entry `entry` (its manifest object t, its folder under `from`): when its list was
 * edited, the copies it gives a folder of their own: *own = {"outputs": [...], "files":
 * {...}}, the items and files the extraction wrote for each such resource, moved to that
 * folder and to this copy's offsets (NULL when none), and the copies appended to *slots.
 * root: the whole manifest. 0, or -1 after a message (a list edited otherwise than a
 * resource's folder, an unsafe folder). */
int pack_copy_own(const struct cJSON *root, const struct cJSON *t, uint32_t entry, const char *from,
                  const char *folder, struct cJSON **own, pack_slot **slots, size_t *nslots);

#endif
