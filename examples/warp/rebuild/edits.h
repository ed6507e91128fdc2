/* warp rebuild WARRIORS.WAD: every file the extraction wrote whose content changed (its
 * hash against the manifest's "files") is put back by a rebuild step, or refused here by
 * name, with the field when known and why: never ignored (docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_REBUILD_EDITS_H
#define WARP_TOOL_REBUILD_EDITS_H

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* Why an edit of file f (of entry kind `entry_kind`) is not put back, or NULL when a
 * rebuild step puts it back (or refuses it with its own message). */
const char *edit_refusal(const man_file *f, const char *entry_kind, const manifest *m);

/* Whether file f of the extraction at `from` changed since the extraction wrote it (its
 * full path into path): 1, 0, or -1 after a message (it cannot be read). */
int man_file_changed(const man_file *f, const char *from, char *path, size_t cap);

/* Every changed, deleted or unhashed file of the extraction at `from` that no rebuild step
 * puts back: one line each naming it (a derived field of <world>_sec.json by name, read
 * against the WAD's entry), then -1; 0 when there is none. Run before anything is compared
 * or written. */
int rebuild_check_edits(const wad_plan *pl, const manifest *m, const char *from);

/* After every put-back step: a changed file of a kind put back (JSON and text, not media a
 * program may save again unchanged) whose entry came out unchanged held its edit in a field
 * no step reads: one line each naming it, then -1; 0 when there is none. */
int rebuild_check_dropped(const wad_plan *pl, const manifest *m, const char *from);

#endif
