/* warp rebuild: one level chunk's payload replaced (level.h), for the level kinds. */
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"
#include "rebuild/wad_plan.h"

int level_splice_payload(level_ctx *x, const warp_span *old, const uint8_t *bytes, size_t n) {
    if (n == old->len && !memcmp(old->data, bytes, n)) return 0;
    wad_splice s;
    memset(&s, 0, sizeof s);
    size_t at = (size_t)(old->data - x->e);
    if (wad_container_levels(x->e, x->len, at, &s)) {
        report(x->pl->wad_path, -1, "entry %u: no chunk holds the level data at %zu", x->entry, at);
        return -1;
    }
    uint8_t *copy = malloc(n ? n : 1);
    if (!copy) return -1;
    memcpy(copy, bytes, n);
    s.p = (rebuild_patch){at, old->len, 0, copy, n};
    return wad_add_splice(x->pl, x->entry, x->e, &s);
}
