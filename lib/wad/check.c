/* Invariants the source pages state, reported as warnings, never failures: RenderWare
 * versions the game accepts (page 000) and one version a file (page 001); WAD gaps under
 * 2,048 bytes and the name order (page 002). docs/format-wad.md "Invariants". */
#include "wad_internal.h"

typedef struct ver_walk {
    warp_warning_cb cb;
    void *user;
    uint32_t entry, first, have_first, bad_told, mixed_told;
    size_t base; /* the stream's offset in the entry */
    int stopped;
} ver_walk;

static int tell(ver_walk *v, uint32_t code, size_t offset, uint32_t value, uint32_t expected) {
    warp_warning w;
    memset(&w, 0, sizeof w);
    w.code = code, w.entry = v->entry, w.offset = offset, w.value = value, w.expected = expected;
    if (v->cb(v->user, &w)) v->stopped = 1;
    return v->stopped;
}

static int on_section(void *user, const warp_rw_section *s) {
    ver_walk *v = (ver_walk *)user;
    size_t at = v->base + s->offset;
    if (!v->have_first) v->first = s->version, v->have_first = 1;
    if ((s->version < 0x35000u || s->version > 0x37002u) && !v->bad_told++ &&
        tell(v, WARP_WARN_RW_VERSION, at, s->version, 0))
        return 1;
    if (s->version != v->first && !v->mixed_told++ && tell(v, WARP_WARN_RW_MIXED, at, s->version, v->first))
        return 1;
    return 0;
}

static int on_stream(void *user, const warp_stream_info *st) {
    ver_walk *v = (ver_walk *)user;
    if (!st->section) return 0;
    v->base = st->offset + (size_t)(st->section - st->data);
    warp_rw_foreach(st->section, st->section_len, NULL, on_section, v, NULL); /* malformed: its decoder says */
    return v->stopped;
}

int warp_check_entry_versions(const void *buf, size_t len, int kind, uint32_t entry, warp_warning_cb cb,
                              void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    ver_walk v;
    memset(&v, 0, sizeof v);
    v.cb = cb, v.user = user, v.entry = entry;
    int rc = warp_entry_streams(buf, len, kind, NULL, on_stream, &v);
    return v.stopped ? WARP_STOPPED : rc;
}

int warp_check_wad_layout(const warp_wad *w, const char *const *names, warp_warning_cb cb, void *user) {
    if (!w || !cb) return WARP_E_ARG;
    uint32_t n = warp_wad_count(w), named = UINT32_MAX;
    uint64_t end = 0;
    for (uint32_t i = 0; i < n; i++) {
        warp_entry e;
        int rc = warp_wad_get(w, i, &e);
        if (rc) return rc;
        warp_warning g;
        memset(&g, 0, sizeof g);
        g.entry = i, g.offset = e.offset;
        if (i && e.offset >= end && e.offset - end >= 2048) {
            g.code = WARP_WARN_WAD_GAP;
            g.value = e.offset - end > UINT32_MAX ? UINT32_MAX : (uint32_t)(e.offset - end);
            if (cb(user, &g)) return WARP_STOPPED;
        }
        end = e.offset + e.size;
        if (!names || !names[i]) continue;
        if (named != UINT32_MAX && warp__name_cmp_upper(names[i], names[named]) < 0) {
            g.code = WARP_WARN_NAME_ORDER, g.value = 0, g.expected = named;
            if (cb(user, &g)) return WARP_STOPPED;
        }
        named = i;
    }
    return WARP_OK;
}
