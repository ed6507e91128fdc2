/* One line of text per broken invariant (pages 000-002; docs/format-wad.md "Invariants"). */
#include <stdio.h>

#include "extract/invariants.h"
#include "platform/util.h"

static const char *entry_name_or_dash(const char *const *names, uint32_t i) {
    return names && names[i] ? names[i] : "-";
}

void invariant_text(const warp_warning *w, const char *const *names, char *buf, size_t cap) {
    long long at = (long long)w->offset;
    switch (w->code) {
    case WARP_WARN_RW_VERSION:
        snprintf(buf, cap, "RenderWare version 0x%X at %lld, outside the 0x35000-0x37002 the game reads", w->value,
                 at);
        break;
    case WARP_WARN_RW_MIXED:
        snprintf(buf, cap, "RenderWare version 0x%X at %lld, the entry's first is 0x%X", w->value, at, w->expected);
        break;
    case WARP_WARN_WAD_GAP:
        snprintf(buf, cap, "%u bytes after the previous entry (padding is under 2,048)", w->value);
        break;
    case WARP_WARN_NAME_ORDER:
        snprintf(buf, cap, "\"%s\" sorts before entry %u \"%s\" (names ascend, upper-cased)",
                 entry_name_or_dash(names, w->entry), w->expected, entry_name_or_dash(names, w->expected));
        break;
    default:
        snprintf(buf, cap, "invariant %u", w->code);
    }
}

int invariant_report(void *user, const warp_warning *w) {
    invariant_out *o = user;
    char text[512];
    invariant_text(w, o->names, text, sizeof text);
    o->warnings++;
    /* a version's offset is in the entry; the others' in the WAD */
    int in_entry = w->code == WARP_WARN_RW_VERSION || w->code == WARP_WARN_RW_MIXED;
    report(o->file, in_entry ? -1 : (long long)w->offset, "warning: entry %u%s%s", w->entry,
           w->code == WARP_WARN_NAME_ORDER ? " " : ": ", text);
    return 0;
}
