/* warp rebuild WARRIORS.WAD: the global lists of warriors.glr (global/<list>.json: the
 * Character, Object, Anim and Dependency Lists and the sprite-sheet table) put back into
 * their chunks (lists.c; docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_REBUILD_LISTS_H
#define WARP_TOOL_REBUILD_LISTS_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* The list chunk `type`'s data (len bytes) with the records of the JSON text `json` (`path`
 * in messages): each record's fields come back (a hash as 8 hex digits, or through its
 * `<x>_name`, hashed as CRC-32 of the lower-case name, when only the name was edited); the
 * derived members (the list's name, chunk type and hashes, count, header words, record size,
 * surplus, each record's index, `<x>_entry` of an unchanged hash, and the sizes the layout
 * follows: `size` and `*_size`) must say what they said, else refused by name. *out: the
 * new data (malloc'ed, the same length: header, padding and surplus kept), NULL when
 * nothing changed; records added or removed are refused. w (NULL: none) finds the entries `<x>_entry` names. 0, or -1 after a message. */
struct warp_wad;
int list_records(uint32_t type, const uint8_t *data, size_t len, const char *json, const char *path,
                 const struct warp_wad *w, uint8_t **out);
/* list_records where records may be added or removed (a list without surplus bytes): the
 * new data in *out, *out_len bytes (the header's count, the records, padding to 16; the
 * header's other words kept). */
int list_records_n(uint32_t type, const uint8_t *data, size_t len, const char *json, const char *path,
                   const struct warp_wad *w, uint8_t **out, size_t *out_len);

/* Every global/<list>.json that changed, put back. *replaced: the lists changed. 0, or -1
 * after a message. */
int rebuild_lists(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
