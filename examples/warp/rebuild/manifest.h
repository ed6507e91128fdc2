/* warp rebuild: the extraction's manifest.json, read line by line: the texture items of a
 * dictionary's extraction, and a WAD extraction's entries checked against its DIR. */
#ifndef WARP_TOOL_REBUILD_MANIFEST_H
#define WARP_TOOL_REBUILD_MANIFEST_H

#include <stddef.h>

#include "rebuild/rebuild.h"
#include "rebuild/wad_plan.h"

/* The extraction's manifest.json (manifest_read_wad): per entry, its name and kind as the
 * extraction saw them and its texture items. */
typedef struct man_entry {
    char name[256], kind[32];
    size_t first, nitems;
} man_entry;

typedef struct manifest {
    man_entry *e; /* one per DIR record */
    rebuild_item *items; /* file: "<folder>/<file>" under --from */
    size_t nitems;
} manifest;

/* The value after `"key": ` on a line of an extraction's manifest.json: a number, or a
 * JSON string (only \" and \\ escapes occur in the names the tool writes). 0 or -1
 * (absent, null, too long). */
int manifest_number(const char *line, const char *key, size_t *v);
int manifest_string(const char *line, const char *key, char *out, size_t cap);

/* The texture items of DIR/manifest.json (malloc'ed array). -1 on a missing or
 * unreadable manifest. */
int manifest_read_txd(const char *dir, rebuild_item **items, size_t *count);

/* DIR/manifest.json, checked against the DIR: the same entry count, and every entry's
 * offset, size and hash. -1 after a message naming what differs. */
int manifest_read_wad(const wad_plan *pl, const char *from, manifest *m);

#endif
