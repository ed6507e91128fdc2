/* warp rebuild: cn12.json back into the METRICS1 text (metrics_text.h). */
#include "rebuild/metrics_text.h"

#include <cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/manifest.h"
#include "rebuild/text_lines.h"
#include "warp/warp.h"

typedef struct met_orig {
    warp_metrics_info in;
    warp_metrics_glyph *g;
    uint32_t n;
    size_t *at; /* line starts (text_lines) */
    uint32_t lines;
} met_orig;

static int orig_cb(void *user, const warp_metrics_glyph *g) {
    met_orig *x = user;
    x->g[x->n++] = *g;
    return 0;
}

static int read_orig(const uint8_t *p, size_t len, const char *path, met_orig *x) {
    int rc = warp_metrics_parse(p, len, NULL, &x->in);
    if (!rc && !(x->g = calloc(x->in.glyph_count + 1, sizeof *x->g))) rc = WARP_E_LIMIT;
    if (!rc) rc = warp_metrics_foreach(p, len, NULL, orig_cb, x);
    if (rc || !(x->at = text_lines(p, len, &x->lines)) || x->lines < 3) {
        report(path, -1, "the WAD's font metrics do not read: %s (not this WAD's extraction?)", warp_strerror(rc));
        return -1;
    }
    return 0;
}

/* Glyph k of the JSON (its comment points into the JSON): 0, or -1 after a message. */
static int read_glyph(const cJSON *j, uint32_t k, const met_orig *x, const char *path, warp_metrics_glyph *g) {
    char where[32];
    snprintf(where, sizeof where, "glyphs[%u]", k);
    static const char *const keys[5] = {"code", "x0", "y0", "x1", "y1"};
    uint32_t *f[5] = {&g->code, &g->x0, &g->y0, &g->x1, &g->y1};
    memset(g, 0, sizeof *g);
    for (int i = 0; i < 5; i++) {
        size_t v;
        if (manifest_number(j, keys[i], &v) || v > UINT32_MAX) {
            report(path, -1, "%s: needs \"code\", \"x0\", \"y0\", \"x1\", \"y1\" (whole numbers of 32 bits) and "
                   "\"comment\" (a string)", where);
            return -1;
        }
        *f[i] = (uint32_t)v;
    }
    const cJSON *c = cJSON_GetObjectItemCaseSensitive(j, "comment");
    if (c && (!cJSON_IsString(c) || !c->valuestring)) {
        report(path, -1, "%s.\"comment\": not a string", where);
        return -1;
    }
    g->comment = c ? c->valuestring : "", g->comment_len = strlen(g->comment);
    return k < x->n ? derived_number(j, "line", x->g[k].line, path, where) : 0;
}

static int same_glyph(const warp_metrics_glyph *a, const warp_metrics_glyph *b) {
    return a->code == b->code && a->x0 == b->x0 && a->y0 == b->y0 && a->x1 == b->x1 && a->y1 == b->y1 &&
           a->comment_len == b->comment_len && !memcmp(a->comment, b->comment, a->comment_len);
}

/* ---- the new text ------------------------------------------------------------------------ */

typedef struct met_new {
    const char *bitmaps;
    int32_t number;
    warp_metrics_glyph *g;
    uint32_t n;
} met_new;

static void copy(warp_writer *w, const uint8_t *p, size_t a, size_t b) {
    if (b > a) warp_write_bytes(w, p + a, b - a);
}

/* Whether the text written so far ends a line (the last line may have none). */
static void line_end(warp_writer *w, const uint8_t *buf) {
    size_t n = warp_writer_size(w);
    if (n && buf[n - 1] != '\n' && buf[n - 1] != '\r') warp_write_bytes(w, "\r\n", 2);
}

static int compose(const uint8_t *p, size_t len, const met_orig *x, const met_new *nw, warp_writer *w,
                   const uint8_t *buf) {
    size_t end = x->at[x->lines + 1];
    int head_same = nw->number == x->in.number && strlen(nw->bitmaps) == x->in.bitmaps_len &&
                    !memcmp(nw->bitmaps, x->in.bitmaps, x->in.bitmaps_len);
    int rc = head_same ? 0 : warp_write_metrics_head(w, nw->bitmaps, strlen(nw->bitmaps), nw->number);
    if (head_same) copy(w, p, 0, x->at[4 <= x->lines ? 4 : x->lines + 1]);
    copy(w, p, x->lines >= 4 ? x->at[4] : end, x->n ? x->at[x->g[0].line] : end); /* skipped lines */
    for (uint32_t k = 0; k < x->n && !rc; k++) {
        size_t at = x->at[x->g[k].line], next = k + 1 < x->n ? x->at[x->g[k + 1].line] : end;
        if (k < nw->n && same_glyph(&x->g[k], &nw->g[k])) {
            copy(w, p, at, next);
            continue;
        }
        if (k < nw->n) line_end(w, buf), rc = warp_write_metrics_glyph(w, &nw->g[k]);
        copy(w, p, x->at[x->g[k].line + 1], next); /* the skipped lines after it stay */
    }
    for (uint32_t k = x->n; k < nw->n && !rc; k++) line_end(w, buf), rc = warp_write_metrics_glyph(w, &nw->g[k]);
    copy(w, p, end, len); /* NUL padding */
    return rc ? rc : warp_writer_status(w);
}

static int write_text(const uint8_t *p, size_t len, const met_orig *x, const met_new *nw, const char *path,
                      uint8_t **out, size_t *out_len) {
    size_t cap = len + strlen(nw->bitmaps) + 64;
    for (uint32_t k = 0; k < nw->n; k++) cap += nw->g[k].comment_len + 64;
    uint8_t *buf = malloc(cap);
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = buf && w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap) : WARP_E_LIMIT;
    if (!rc) rc = compose(p, len, x, nw, w, buf);
    size_t size = rc ? 0 : warp_writer_size(w);
    free(w);
    warp_metrics_info back;
    if (!rc && (warp_metrics_parse(buf, size, NULL, &back) || back.glyph_count != nw->n)) rc = WARP_E_CORRUPT;
    if (rc) {
        report(path, -1, "cannot write the font metrics back: %s (a line end in \"bitmaps\" or a comment, a comment "
               "with a blank at either end, or a comment that reads as a number?)", warp_strerror(rc));
        free(buf);
        return -1;
    }
    *out = buf, *out_len = size;
    return 0;
}

int metrics_text(const uint8_t *orig, size_t len, const char *json, const char *path, uint8_t **out, size_t *out_len) {
    *out = NULL, *out_len = 0;
    met_orig x;
    memset(&x, 0, sizeof x);
    met_new nw = {NULL, 0, NULL, 0};
    cJSON *root = NULL;
    const cJSON *bm, *num, *arr = NULL, *j;
    int rc = read_orig(orig, len, path, &x);
    if (!rc && (!(root = cJSON_Parse(json)) || !cJSON_IsArray(arr = cJSON_GetObjectItemCaseSensitive(root, "glyphs")) ||
                !cJSON_IsString(bm = cJSON_GetObjectItemCaseSensitive(root, "bitmaps")) || !bm->valuestring ||
                !cJSON_IsNumber(num = cJSON_GetObjectItemCaseSensitive(root, "number")) ||
                !(num->valuedouble >= -2147483647.0 && num->valuedouble <= 2147483647.0) ||
                num->valuedouble != (double)(int32_t)num->valuedouble)) {
        report(path, -1, root ? "needs \"bitmaps\" (a string), \"number\" (an integer) and \"glyphs\" (an array)"
                              : "not valid JSON");
        rc = -1;
    }
    int n = rc ? 0 : cJSON_GetArraySize(arr);
    if (!rc) nw.bitmaps = bm->valuestring, nw.number = (int32_t)num->valuedouble, nw.n = (uint32_t)n;
    if (!rc && !(nw.g = calloc((size_t)n + 1, sizeof *nw.g))) rc = -1;
    uint32_t k = 0;
    const cJSON *list = rc ? NULL : arr;
    cJSON_ArrayForEach(j, list) {
        if ((rc = read_glyph(j, k, &x, path, &nw.g[k]))) break;
        k++;
    }
    const cJSON *gc = rc ? NULL : cJSON_GetObjectItemCaseSensitive(root, "glyph_count");
    if (gc && !(cJSON_IsNumber(gc) && gc->valuedouble == (double)x.n) && derived_number(root, "glyph_count", n, path, ""))
        rc = -1;
    if (!rc) rc = derived_number(root, "skipped_lines", x.in.skipped_lines, path, "");
    int changed = !rc && (nw.n != x.n || nw.number != x.in.number || strlen(nw.bitmaps) != x.in.bitmaps_len ||
                          memcmp(nw.bitmaps, x.in.bitmaps, x.in.bitmaps_len));
    for (uint32_t i = 0; !rc && !changed && i < x.n; i++) changed = !same_glyph(&x.g[i], &nw.g[i]);
    if (changed) rc = write_text(orig, len, &x, &nw, path, out, out_len);
    cJSON_Delete(root);
    free(nw.g), free(x.g), free(x.at);
    return rc;
}
