/* warp rebuild WARRIORS.WAD: the plan (what changes in each entry) and the primitives the
 * planner (wad.c), the size records (wad_records.c) and the writer (wad_write.c) share:
 * reading the WAD and applying an entry's change. */
#ifndef WARP_TOOL_REBUILD_WAD_PLAN_H
#define WARP_TOOL_REBUILD_WAD_PLAN_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/rebuild.h"

/* One new texture native (or part of a geometry) and the levels enclosing it
 * (warp_patch_entry): RenderWare sections innermost first, then chunk, resource, pack. */
#define WAD_SPLICE_LEVELS 8
typedef struct wad_splice {
    rebuild_patch p;
    warp_patch_level lv[WAD_SPLICE_LEVELS];
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
    unsigned models;      /* models encoded again (rebuild/model.c) */
    size_t model_splices; /* how many of the splices are theirs */
    size_t added;         /* new textures' dictionary count words among the splices */
} wad_change;

/* A new entry (docs/patch.md "A new prop"): its DIR record goes before entry `before`'s
 * (pl->count: after the last), its bytes into a new 2,048-byte slot before that entry's. */
typedef struct wad_new {
    uint32_t before, dir_hash, resource; /* named by the decimal of `resource` (FACTS.md 2.2) */
    uint8_t *bytes; /* owned by the plan */
    size_t len;
} wad_new;

struct prop_new;

typedef struct wad_plan {
    const char *wad_path, *dir_path;
    int fd;              /* the WAD, read with pread */
    uint64_t wad_base;   /* where it starts in the file open on fd (a disc image's member) */
    uint64_t wad_size;
    const uint8_t *dir;  /* the DIR's bytes */
    size_t dir_len;
    uint32_t count;
    warp_entry *entries;
    const warp_wad *w;   /* the DIR's handle (hash lookups; no WAD bytes attached) */
    wad_change *changes; /* one per entry */
    wad_new *added;      /* new entries, by `before` then name order (rebuild/prop.c) */
    size_t nadded;
    struct prop_new *props; /* the new props whose records the Object List gains (rebuild/prop.h) */
    size_t nprops;
    int props_listed;       /* their records went into the Object List (rebuild/lists.c) */
    int quiet;
} wad_plan;

/* count bytes at offset of the WAD into buf: 0, or -1 after a message. */
int wad_pread(const wad_plan *pl, void *buf, size_t count, uint64_t offset);
/* After the RenderWare levels already in s->lv (s->nlv of them), the chunk container's
 * levels around offset `at` of entry bytes e: its chunk, that chunk's resource and, in a
 * pack, the pack (FACTS.md 2.1); none for an entry that is no chunk container. 0, or -1
 * when no chunk holds `at` or the levels do not fit. */
int wad_container_levels(const uint8_t *e, size_t len, size_t at, wad_splice *s);
/* The change's splices (sorted last first) and words applied to a copy of old's len bytes:
 * the new bytes (malloc'ed) in *out; 0, or -1 after a message about path at byte `at`. */
int wad_change_apply(const wad_change *c, const uint8_t *old, size_t len, const char *path, long long at,
                     uint8_t **out, size_t *out_len);
/* Entry i's new bytes (malloc'ed) from its old ones: 0, or -1 after a message. */
int wad_apply(const wad_plan *pl, uint32_t i, const uint8_t *old, uint8_t **out, size_t *out_len);
/* Set the u32 at `offset` of entry i (added or replaced) to value: a record rewritten
 * in place. 0 or -1 (out of memory). */
int wad_set_word(wad_plan *pl, uint32_t i, size_t offset, uint32_t value);
/* qsort's comparator for splices by offset, last first (wad_change.splices). */
int wad_splice_desc(const void *a, const void *b);
/* Entry i's splices sorted, applied to its old bytes `old`: its new size (refused past
 * 4 GiB) and the resources of a container entry whose size changed (wad_change.resized,
 * noted anew). 0, or -1 after a message. */
int wad_finish_entry(wad_plan *pl, uint32_t i, const uint8_t *old);
/* Add splice s (its bytes then owned by the plan) to entry i, whose current bytes are `old`,
 * after the texture comparison: wad_finish_entry follows. 0, or -1 after a message (s->p.bytes freed). Used by the sound and caption
 * rebuilds (sound.c, caption.c). */
int wad_add_splice(wad_plan *pl, uint32_t i, const uint8_t *old, const wad_splice *s);
/* Entry i (its current bytes `old`, old_len of them) becomes bytes[0..len) as a whole: one
 * splice with no enclosing sizes, the bytes owned by the plan. As wad_add_splice. */
int wad_replace_entry(wad_plan *pl, uint32_t i, const uint8_t *old, size_t old_len, uint8_t *bytes, size_t len);

#endif
