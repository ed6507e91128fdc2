/* Warnings for the invariants the source pages state (the library's warp_check_*), one
 * stderr line each, never a failure. Used by `warp list`; ready for `warp check`. */
#ifndef WARP_TOOL_INVARIANTS_H
#define WARP_TOOL_INVARIANTS_H

#include "warp/warp.h"

typedef struct invariant_out {
    const char *file;         /* the WAD's path, named in each line */
    const char *const *names; /* entry names (NULL or NULL entries where unknown) */
    unsigned warnings;        /* lines printed */
} invariant_out;

/* A warp_warning_cb: prints "FILE: warning: ..." and counts; never stops the check. */
int invariant_report(void *user, const warp_warning *w);

#endif
