/* One warning line per broken invariant (pages 000-002; docs/format-wad.md "Invariants"). */
#include <stdio.h>

#include "cli/invariants.h"
#include "platform/util.h"

static const char *name_of(const invariant_out *o, uint32_t i) {
    return o->names && o->names[i] ? o->names[i] : "-";
}

int invariant_report(void *user, const warp_warning *w) {
    invariant_out *o = user;
    long long at = (long long)w->offset;
    o->warnings++;
    switch (w->code) {
    case WARP_WARN_RW_VERSION:
        report(o->file, -1, "warning: entry %u: RenderWare version 0x%X at %lld, outside the 0x35000-0x37002 the "
               "game reads", w->entry, w->value, at);
        break;
    case WARP_WARN_RW_MIXED:
        report(o->file, -1, "warning: entry %u: RenderWare version 0x%X at %lld, the entry's first is 0x%X",
               w->entry, w->value, at, w->expected);
        break;
    case WARP_WARN_WAD_GAP:
        report(o->file, at, "warning: entry %u: %u bytes after the previous entry (padding is under 2,048)",
               w->entry, w->value);
        break;
    case WARP_WARN_NAME_ORDER:
        report(o->file, at, "warning: entry %u \"%s\" sorts before entry %u \"%s\" (names ascend, upper-cased)",
               w->entry, name_of(o, w->entry), w->expected, name_of(o, w->expected));
        break;
    default:
        report(o->file, at, "warning: entry %u: invariant %u", w->entry, w->code);
    }
    return 0;
}
