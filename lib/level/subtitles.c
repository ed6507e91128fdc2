/* Subtitles (chunk 0x51, FACTS-2 4): u16 length, then packed {u32 kind, NUL-terminated
 * text} records grouped by language (kind 0) and scene (kind 1) markers. */
#include "level_internal.h"

int warp_subtitle_foreach(const void *buf, size_t len, warp_subtitle_cb cb, void *user, size_t *count) {
    if (count) *count = 0;
    if (!buf || (!cb && !count)) return WARP_E_ARG; /* cb NULL only counts */
    const uint8_t *p = buf;
    if (len < 2) return WARP_E_TRUNCATED;
    size_t length = rd16(p);
    if (length > len) return WARP_E_TRUNCATED;
    warp_subtitle_info in;
    memset(&in, 0, sizeof in);
    size_t off = 2;
    /* The game's loop test: a record starts below length - 1 (offsets from the data start). */
    while (off + 1 < length && len - off >= 4) {
        const uint8_t *text = p + off + 4;
        size_t room = len - off - 4, t = 0;
        while (t < room && text[t]) t++; /* no memchr: the core imports only mem{cpy,set,move,cmp} */
        if (t == room) return WARP_E_TRUNCATED;
        in.kind = rd32(p + off);
        in.offset = off;
        in.text = (const char *)text;
        in.text_len = t;
        if (in.kind == WARP_SUBTITLE_LANGUAGE) {
            in.language = in.text;
            in.scene = NULL;
            in.language_index++;
        } else if (in.kind == WARP_SUBTITLE_SCENE) {
            in.scene = in.text;
        }
        if (cb && cb(user, &in)) return WARP_STOPPED;
        in.index++;
        if (count) *count = in.index;
        off += 4 + in.text_len + 1;
    }
    return WARP_OK;
}

static size_t text_len(const char *s) { /* the core imports no strlen */
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

static int write_subtitles_body(warp_writer *w, const warp_subtitle_desc *r, size_t n) {
    if (!w || (n && !r)) return WARP_E_ARG;
    size_t total = 2;
    for (size_t i = 0; i < n; i++) {
        if (!r[i].text) return WARP_E_ARG;
        total += 4 + text_len(r[i].text) + 1;
    }
    if (total > 0xFFFF) return WARP_E_LIMIT;
    warp_write_u16(w, (uint16_t)total);
    int rc = WARP_OK;
    for (size_t i = 0; i < n; i++) {
        warp_write_u32(w, r[i].kind);
        rc = warp_write_bytes(w, r[i].text, text_len(r[i].text) + 1);
    }
    return rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_subtitles(warp_writer *w, const warp_subtitle_desc *r, size_t n) {
    return warp__writer_fail(w, write_subtitles_body(w, r, n));
}
