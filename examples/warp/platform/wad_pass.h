/* One read of every entry of a WAD, cut into contiguous parts that run on their own
 * threads: what the jobs that look at every entry share (the index, the name harvest), so
 * each byte is read, and each page of a mapped WAD faulted in, once. */
#ifndef WARP_TOOL_WAD_PASS_H
#define WARP_TOOL_WAD_PASS_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

#define WAD_PASS_MAX_PARTS 64

/* Entry `index` of part `part`, in entry order within its part; parts run at once, each on
 * its own copy w of the handle. p is NULL for an entry that cannot be read (the caller
 * reports it where it reads it again). */
typedef void (*wad_pass_fn)(void *user, const warp_wad *w, unsigned part, uint32_t index, const uint8_t *p,
                            size_t n);

typedef struct wad_pass {
    unsigned parts;   /* wad_pass_parts */
    int drop_pages;   /* the handle reads a read-only file mapping: pages dropped behind each part */
    const char *progress; /* a progress line on stderr ("warp: <progress>: entry N of M"), or NULL */
    int (*stop)(void);    /* non-zero: the parts stop at their next entry (a signal), or NULL */
} wad_pass;

/* Entry i's bytes: borrowed from the handle's memory, else read into *heap (the caller
 * frees it; NULL when borrowed). 0, or a WARP_* code (WARP_E_LIMIT: out of memory). */
int wad_entry_bytes(const warp_wad *w, uint32_t i, const uint8_t **p, size_t *n, uint8_t **heap);

/* How many parts for count entries: jobs (0: one a core), at most count / 64 + 1 and
 * WAD_PASS_MAX_PARTS. */
unsigned wad_pass_parts(uint32_t count, unsigned jobs);

/* Every entry of w through fn, part 0 on this thread (a part whose thread cannot start runs
 * here too). */
void wad_pass_run(const warp_wad *w, const wad_pass *o, wad_pass_fn fn, void *user);

#endif
