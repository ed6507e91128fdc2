/* Shared by lib/level/: handle magics and small helpers. */
#ifndef WARP_LEVEL_INTERNAL_H
#define WARP_LEVEL_INTERNAL_H

#include "../internal.h"

#define WARP_MAGIC_COLLISION 0x57574C43u /* "WWLC" */
#define WARP_MAGIC_PATHS 0x57574C50u     /* "WWLP" */

#endif
