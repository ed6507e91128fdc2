/* One resource, one file: every copy of a resource the WAD holds (a standalone entry, or
 * a resource in a pack), grouped by resource hash and content (FACTS.md 2.2: 35 hashes
 * name two different resources), so that extraction writes each distinct resource once,
 * into its group's folder, and the manifest lists every place it is stored
 * (docs/tool.md, "One resource, one file"). */
#ifndef WARP_TOOL_EXTRACT_RESOURCES_H
#define WARP_TOOL_EXTRACT_RESOURCES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define RES_STANDALONE UINT32_MAX /* a copy's slot when the copy is a whole entry */

/* One copy: bytes [offset, offset + len) of entry `entry`; slot: its place in its pack. */
typedef struct res_copy {
    uint64_t content; /* fnv1a64 of the bytes */
    uint32_t hash;    /* the resource header's nameHash */
    uint32_t entry, slot, offset, len;
    uint32_t group; /* set by resources_assign */
} res_copy;

/* A distinct resource: its copies are members[first .. first + count), the first the
 * owner, whose job writes the files; variant 1, 2, ... among the groups of one hash. */
typedef struct res_group {
    uint32_t first, count, variant;
    char *folder;
} res_group;

typedef struct res_table {
    res_copy *copies; /* in entry order, then offset order */
    size_t count, cap;
    uint32_t *members; /* copy indexes, group by group */
    res_group *groups; /* in the order of their owners (entry, offset) */
    size_t group_count;
    /* Sorted resource hashes (not owned): only their copies are added, a copy's header read
     * and its bytes hashed only when its hash is wanted, so every copy of each is still
     * found and grouped exactly; NULL: every copy. */
    const uint32_t *want;
    size_t want_count;
} res_table;

/* Entry `entry`'s copies appended to t: a pack's resources (FACTS.md 2.1), else the whole
 * container entry. 0, or -1 out of memory. */
int resources_add_entry(res_table *t, uint32_t entry, int kind, const uint8_t *p, size_t len);
/* The resource hashes of t's copies, sorted, each once (*count of them; the caller frees
 * them), or NULL out of memory: a table's want. */
uint32_t *resources_hashes(const res_table *t, size_t *count);
/* Appends b's copies to a (b emptied). 0, or -1 out of memory. */
int resources_append(res_table *a, res_table *b);
/* Groups the copies (owners: a selected standalone entry first, then a selected pack, then
 * the others; in each, the first in file order; selected NULL: every entry) in the order of
 * their owners, each copy's group set, variants numbered in that order. 0, or -1 out of
 * memory. */
int resources_group(res_table *t, const uint8_t *selected);
struct wad_run;
/* resources_group, then each group's folder named: a standalone owner's is its entry's
 * folder, else the decimal hash, `<hash>~<variant>` for a variant (never an entry's).
 * Owners: a selected standalone entry first, then a selected pack, then the others; in
 * each, the first in file order. 0, or -1 out of memory. */
int resources_assign(struct wad_run *r);
void resources_free(res_table *t);
/* The copy whose bytes start at `offset` of entry `entry`, or NULL. */
const res_copy *resources_copy_at(const res_table *t, uint32_t entry, size_t offset);
/* The copy holding byte `offset` of entry `entry`, or NULL. */
const res_copy *resources_copy_holding(const res_table *t, uint32_t entry, size_t offset);
/* The folder of what byte `offset` of entry `entry` belongs to: a pack resource's own
 * folder, else the entry's. */
const char *resources_folder_at(const struct wad_run *r, uint32_t entry, size_t offset);
/* Whether c is its group's owner. */
int resources_is_owner(const res_table *t, const res_copy *c);
/* The manifest's "resources": every distinct resource with the places it is stored. */
void resources_json(const struct wad_run *r, FILE *f);

#endif
