/* warp rebuild WARRIORS.WAD --from DIR -o OUTDIR: the WAD's edited textures put back.
 *
 * rebuild_wad.c plans: it checks the extraction's manifest against the DIR, compares every
 * texture PNG with its texture and records, per entry, the splices (new texture natives
 * and the containers around them); rebuild_wad_records.c adds the size records other
 * entries keep of the resized ones; rebuild_wad_write.c lays the entries out again and
 * streams the new WAD and DIR. */
#ifndef WARP_TOOL_REBUILD_WAD_H
#define WARP_TOOL_REBUILD_WAD_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/rebuild.h"

/* One new texture native and the levels enclosing it (warp_patch_entry). */
typedef struct wad_splice {
    rebuild_patch p;
    warp_patch_level lv[4];
    size_t nlv;
} wad_splice;

/* A u32 rewritten in place after the splices: a size record that follows another entry. */
typedef struct wad_word {
    size_t offset;
    uint32_t value;
} wad_word;

/* A resource (by its name hash) whose size changed: the global lists record it. */
typedef struct wad_resized {
    uint32_t hash, old_size, new_size;
} wad_resized;

/* What changes in one entry (nothing when both counts are 0). */
typedef struct wad_change {
    wad_splice *splices; /* by offset, last first: earlier offsets stay valid */
    size_t nsplice;
    wad_word *words;
    size_t nword;
    uint64_t new_size;
    wad_resized *resized; /* its resources whose size changed */
    size_t nresized;
} wad_change;

typedef struct wad_plan {
    const char *wad_path, *dir_path;
    int fd;              /* the WAD, read with pread */
    uint64_t wad_size;
    const uint8_t *dir;  /* the DIR's bytes */
    size_t dir_len;
    uint32_t count;
    warp_entry *entries;
    wad_change *changes; /* one per entry */
    int quiet;
} wad_plan;

/* The extraction's manifest.json (rebuild_wad.c): per entry, its name and kind as the
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

/* The whole command; 0 or 1 (a message said why, nothing written). */
int rebuild_wad(const char *wad_path, const char *dir_path, const char *from, const char *outdir, unsigned jobs,
                int quiet);

/* count bytes at offset of the WAD into buf: 0, or -1 after a message. */
int wad_pread(const wad_plan *pl, void *buf, size_t count, uint64_t offset);
/* Entry i's new bytes (malloc'ed) from its old ones: 0, or -1 after a message. */
int wad_apply(const wad_plan *pl, uint32_t i, const uint8_t *old, uint8_t **out, size_t *out_len);
/* Lay the entries out and write OUTDIR/<WAD name> and OUTDIR/<DIR name>; *moved gets the
 * entries whose offset changed. 0, or -1 after a message with nothing left behind. */
int wad_write(const wad_plan *pl, const char *outdir, uint32_t *moved);
/* Size records in other entries that follow the resized ones (rebuild_wad_records.c): the
 * _sec.mem record of a world stream or part, and the global lists' resource sizes. 0, or -1
 * after a message (a resized world entry whose record is not found is refused). */
int wad_follow_world_sizes(wad_plan *pl, const warp_wad *w, const manifest *m);
int wad_follow_list_sizes(wad_plan *pl, const manifest *m);

#endif
