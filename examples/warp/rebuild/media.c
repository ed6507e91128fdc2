/* warp rebuild WARRIORS.WAD: the plan's primitives the sound and caption rebuilds share
 * (media.h). */
#include "rebuild/media.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/wad_plan.h"

int media_read_entry(const wad_plan *pl, uint32_t i, uint8_t **bytes) {
    size_t len = pl->entries[i].size;
    *bytes = malloc(len ? len : 1);
    if (!*bytes) {
        report(pl->wad_path, -1, "entry %u: out of memory for %zu bytes", i, len);
        return -1;
    }
    if (wad_pread(pl, *bytes, len, pl->entries[i].offset)) {
        free(*bytes);
        *bytes = NULL;
        return -1;
    }
    return 0;
}
