/* warp rebuild WARRIORS.WAD: warriors.glr's sound tables (sound_list.json, sound_classes.json,
 * stereo_sounds.json, music_list.json) put back into their chunks 0x29, 0x48, 0x49, 0x31
 * (sound_tables.c; docs/patch.md, "Every edit"; FACTS.md 7). */
#ifndef WARP_TOOL_REBUILD_SOUND_TABLES_H
#define WARP_TOOL_REBUILD_SOUND_TABLES_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

enum { SOUND_TABLE_LIST, SOUND_TABLE_CLASSES, SOUND_TABLE_STEREO, SOUND_TABLE_MUSIC, SOUND_TABLES };

/* The table a file of the extraction is (its name: "sound_list.json", ...), or -1. */
int sound_table_of(const char *path);

/* Table `which`'s chunk data as extracted (orig) and as the plan has it so far (cur: the
 * words other steps rewrote, e.g. a re-encoded bank sound's size; both len bytes) with the
 * records of the JSON text `json` (`path` in messages). The fields a user sets come back
 * over cur: a sound's pitch variation, volume, rate index (or its rate, when one of the
 * game's) and class; a class's near and far distances, flags (its loop bit also through
 * "loop"), priority and channels; a stereo sound's and a track's last block; a track's
 * volume, rate, unknown words and name (its hash follows). Refused by name, when they no
 * longer say what the extraction wrote: the derived members (chunk, count, each index,
 * sizes, offsets, a layout's channels, interleave and blocks, a sound's streamed flag) and
 * the keys (a sound's hash and name); and a class or flag that would move sounds between
 * their bank and BFW.SND. classes (the 0x48 data, NULL: none) checks a sound's class.
 * *out: the new data (malloc'ed, len bytes), NULL when nothing changed. 0, or -1 after a
 * message. */
int sound_table_records(int which, const uint8_t *orig, const uint8_t *cur, size_t len, const uint8_t *classes,
                        size_t classes_len, const char *json, const char *path, uint8_t **out);

/* Every sound table of warriors.glr that changed, put back as words of its entry.
 * *replaced: the tables changed. 0, or -1 after a message. */
int rebuild_sound_tables(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
