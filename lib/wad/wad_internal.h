/* Shared by the wad module's files: the exact container parse the classifier and
 * the name recovery reuse, and the DIR's name order. Not part of the public API. */
#ifndef WARP_WAD_INTERNAL_H
#define WARP_WAD_INTERNAL_H

#include "../internal.h"

/* What an exact container parse found. For a flat resource, type_count[t] counts its
 * chunks of type t and first_type is the first chunk's type (0xFFFFFFFF when none). */
typedef struct container_scan {
    int kind;                 /* WARP_CONTAINER_* */
    uint32_t resources;       /* 1 for a flat resource */
    uint32_t chunks;          /* in all resources */
    uint32_t first_type;
    uint32_t name_hash;       /* resource header's fourth word (flat resources) */
    uint32_t type_count[WARP_CHUNK_TYPE_COUNT];
} container_scan;

/* Exact parse of buf as a pack or flat resource. Returns WARP_OK with scan filled,
 * or the reason it is neither (WARP_E_TRUNCATED, _MAGIC, _CORRUPT, _LIMIT). */
int warp__container_scan(const uint8_t *buf, size_t len, const warp_limits *lim, container_scan *scan);

/* Bytes that declare a container (the pack marker, or a resource header whose first
 * chunk header agrees with it), parsed or not: an entry that does and fails the exact
 * parse is a damaged container; one that does not is no container at all. */
int warp__looks_like_container(const uint8_t *p, size_t len, const warp_limits *lim);

/* Copy n bytes at `at` of entry index through the WAD's source (memory or callback); *entry_size
 * (optional) receives the entry's size. The errors of warp_wad_read (RANGE, STATE, IO), and
 * WARP_E_TRUNCATED for bytes past the entry's end. */
int warp__wad_read_at(const warp_wad *w, uint32_t index, uint64_t at, void *dst, size_t n, uint32_t *entry_size);

/* The classifier's sound index rule (rule 8) over n {hash, offset} pairs at p, pair number
 * `first` of the index onward (*prev: the offset of the pair before, updated): no zero pair
 * among them, offsets ascending. So the rule also runs in pieces (host.c). */
int warp__sound_pairs_ok(const uint8_t *p, size_t n, size_t first, uint32_t *prev);

/* ASCII order of the upper-cased names, the DIR's name order (docs/names.md): <0, 0, >0. */
int warp__name_cmp_upper(const char *a, const char *b);

#endif
