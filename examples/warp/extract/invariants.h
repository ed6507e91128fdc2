/* Warnings for the invariants the source pages state (the library's warp_check_*;
 * docs/format-wad.md "Invariants"), never a failure: `warp list` prints each on stderr,
 * `warp check` lists each among its warnings, from the same text. */
#ifndef WARP_TOOL_INVARIANTS_H
#define WARP_TOOL_INVARIANTS_H

#include <stddef.h>

#include "warp/warp.h"

typedef struct invariant_out {
    const char *file;         /* the WAD's path, named in each line */
    const char *const *names; /* entry names (NULL or NULL entries where unknown) */
    unsigned warnings;        /* lines printed */
} invariant_out;

/* What w says, without its entry number: "RenderWare version 0x... at ...", or for the name
 * order "\"NAME\" sorts before entry J \"NAME\" (...)"; names as in invariant_out. */
void invariant_text(const warp_warning *w, const char *const *names, char *buf, size_t cap);

/* A warp_warning_cb: prints "FILE: warning: entry I ..." and counts; never stops the check. */
int invariant_report(void *user, const warp_warning *w);

#endif
