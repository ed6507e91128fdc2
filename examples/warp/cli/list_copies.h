/* warp list --copies: every distinct resource of the WAD (a standalone container entry or a
 * resource in a pack, keyed by hash and content as the extraction keys them:
 * extract/resources.h) with how many copies it has and where. */
#ifndef WARP_TOOL_CLI_LIST_COPIES_H
#define WARP_TOOL_CLI_LIST_COPIES_H

#include "extract/res_names.h"
#include "warp/warp.h"

/* One line (or JSON object) per distinct resource, in the order of its first copy. 0, or
 * -1 after a message. */
int list_copies(const warp_wad *w, const res_names *rn, int json);

#endif
