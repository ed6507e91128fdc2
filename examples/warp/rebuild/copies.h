/* warp rebuild WARRIORS.WAD: an edited resource reaches every copy the WAD holds (docs/patch.md,
 * "One resource, every copy"). The extraction's manifest lists, per distinct resource (hash and
 * content), every place it is stored ("resources": entry, place in a pack, offset;
 * extract/resources.c). After every step has put its edits back, a resource whose bytes now
 * differ in one of its copies (the one whose files were edited) is written into each of its
 * other copies: a standalone entry whole, a pack's resource with the pack's size following. A
 * variant (same hash, other bytes) is its own resource: only its own copies. A pack's copy given
 * a folder of its own (pack_copy.h) is left out: its own files say what it holds. */
#ifndef WARP_TOOL_REBUILD_COPIES_H
#define WARP_TOOL_REBUILD_COPIES_H

struct manifest;
struct wad_plan;

/* *edits: resources edited with more than one copy; *reached: the copies they reached (the
 * edited one included). 0, or -1 after a message (two copies edited differently: nothing is
 * then written). */
int rebuild_copies(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *edits, unsigned *reached);

#endif
