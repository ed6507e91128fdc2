/* METRICS1 font metrics written (FACTS-2.md 9; docs/format-misc.md): the three head lines and
 * glyph lines `code x0 y0 x1 y1 comment`, CR LF ended, as the reader (font.c) reads them back. */
#include "misc_internal.h"

static size_t put_uint(char *out, uint32_t v) {
    char tmp[12];
    size_t n = 0, k = 0;
    do tmp[n++] = (char)('0' + v % 10), v /= 10;
    while (v);
    while (n) out[k++] = tmp[--n];
    return k;
}

/* A line's text: no line end or NUL inside (it would end or cut the line). */
static int one_line(const char *s, size_t n) {
    if (!s && n) return 0;
    for (size_t k = 0; k < n; k++)
        if (s[k] == '\r' || s[k] == '\n' || s[k] == 0) return 0;
    return 1;
}

static int write_metrics_head_body(warp_writer *w, const char *bitmaps, size_t bitmaps_len, int32_t number) {
    if (!w || !one_line(bitmaps, bitmaps_len) || number == INT32_MIN) return WARP_E_ARG;
    char num[16];
    size_t k = 0;
    if (number < 0) num[k++] = '-';
    k += put_uint(num + k, (uint32_t)(number < 0 ? -number : number));
    warp_write_bytes(w, "METRICS1\r\n", 10);
    warp_write_bytes(w, bitmaps, bitmaps_len);
    warp_write_bytes(w, "\r\n", 2);
    warp_write_bytes(w, num, k);
    return warp_write_bytes(w, "\r\n", 2);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_metrics_head(warp_writer *w, const char *bitmaps, size_t bitmaps_len, int32_t number) {
    return warp__writer_fail(w, write_metrics_head_body(w, bitmaps, bitmaps_len, number));
}

static int write_metrics_glyph_body(warp_writer *w, const warp_metrics_glyph *g) {
    /* the comment is trimmed when read: blanks at its ends would not come back */
    if (!w || !g || !one_line(g->comment, g->comment_len) ||
        (g->comment_len && (g->comment[0] == ' ' || g->comment[0] == '\t' || g->comment[g->comment_len - 1] == ' ' ||
                            g->comment[g->comment_len - 1] == '\t')))
        return WARP_E_ARG;
    const uint32_t v[5] = {g->code, g->x0, g->y0, g->x1, g->y1};
    char line[64];
    size_t k = 0;
    for (int i = 0; i < 5; i++) {
        if (i) line[k++] = ' ';
        k += put_uint(line + k, v[i]);
    }
    warp_write_bytes(w, line, k);
    if (g->comment_len) warp_write_u8(w, ' '), warp_write_bytes(w, g->comment, g->comment_len);
    return warp_write_bytes(w, "\r\n", 2);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_metrics_glyph(warp_writer *w, const warp_metrics_glyph *g) {
    return warp__writer_fail(w, write_metrics_glyph_body(w, g));
}
