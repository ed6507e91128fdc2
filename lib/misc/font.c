/* METRICS1 font metrics text and the 24-bit Windows bitmap beside it (FACTS-2.md 9). */
#include "misc_internal.h"

/* ---- lines ---------------------------------------------------------------------------- */
typedef struct line_reader {
    const uint8_t *p;
    size_t end, pos;
    uint32_t number; /* 1-based number of the line last read */
} line_reader;

/* Next line [*s, *s + *n) without its end (LF, CR LF or CR); 0 at the end of the text. */
static int next_line(line_reader *r, const uint8_t **s, size_t *n) {
    if (r->pos >= r->end) return 0;
    size_t i = r->pos;
    while (i < r->end && r->p[i] != '\n' && r->p[i] != '\r') i++;
    *s = r->p + r->pos;
    *n = i - r->pos;
    if (i < r->end && r->p[i] == '\r') {
        i++;
        if (i < r->end && r->p[i] == '\n') i++;
    } else if (i < r->end) {
        i++;
    }
    r->pos = i;
    r->number++;
    return 1;
}

static int blank(uint8_t c) { return c == ' ' || c == '\t'; }

/* An unsigned decimal at *i (after blanks); 0 when none or above 0xFFFFFFFF. */
static int read_uint(const uint8_t *s, size_t n, size_t *i, uint32_t *v) {
    while (*i < n && blank(s[*i])) (*i)++;
    if (*i >= n || s[*i] < '0' || s[*i] > '9') return 0;
    uint64_t x = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9') {
        x = x * 10 + (uint64_t)(s[(*i)++] - '0');
        if (x > 0xFFFFFFFFu) return 0;
    }
    *v = (uint32_t)x;
    return 1;
}

static size_t text_end(const uint8_t *p, size_t len) {
    while (len > 0 && p[len - 1] == 0) len--;
    return len;
}

typedef struct metrics_walk {
    warp_metrics_info info;
    line_reader r;
} metrics_walk;

static int metrics_head(const uint8_t *p, size_t len, const warp_limits *lim, metrics_walk *m) {
    memset(m, 0, sizeof *m);
    m->r.p = p;
    m->r.end = text_end(p, len);
    const uint8_t *s;
    size_t n;
    if (!next_line(&m->r, &s, &n)) return WARP_E_MAGIC;
    while (n > 0 && blank(s[n - 1])) n--;
    if (n != 8 || memcmp(s, "METRICS1", 8)) return WARP_E_MAGIC;
    if (!next_line(&m->r, &s, &n)) return WARP_E_TRUNCATED;
    m->info.bitmaps = (const char *)s;
    m->info.bitmaps_len = n;
    if (!next_line(&m->r, &s, &n)) return WARP_E_TRUNCATED;
    size_t i = 0;
    int neg = 0;
    while (i < n && blank(s[i])) i++;
    if (i < n && s[i] == '-') neg = 1, i++;
    uint32_t v;
    if (!read_uint(s, n, &i, &v) || v > 0x7FFFFFFFu) return WARP_E_CORRUPT;
    while (i < n && blank(s[i])) i++;
    if (i != n) return WARP_E_CORRUPT;
    m->info.number = neg ? -(int32_t)v : (int32_t)v;
    (void)lim;
    return WARP_OK;
}

/* Lines from 4 on: five integers then a comment, else skipped (blank lines are not counted). */
static int metrics_body(metrics_walk *m, const warp_limits *lim, warp_metrics_cb cb, void *user) {
    const uint8_t *s;
    size_t n;
    while (next_line(&m->r, &s, &n)) {
        if (m->r.number > lim->max_count) return WARP_E_LIMIT;
        warp_metrics_glyph g;
        memset(&g, 0, sizeof g);
        size_t i = 0;
        uint32_t *f[5] = {&g.code, &g.x0, &g.y0, &g.x1, &g.y1};
        int k = 0;
        while (k < 5 && read_uint(s, n, &i, f[k])) {
            k++;
            if (i < n && !blank(s[i]) && k < 5) break; /* "12x": not a number field */
        }
        if (k < 5 || (i < n && !blank(s[i]))) {
            size_t j = 0;
            while (j < n && blank(s[j])) j++;
            if (j < n) m->info.skipped_lines++;
            continue;
        }
        while (i < n && blank(s[i])) i++;
        size_t e = n;
        while (e > i && blank(s[e - 1])) e--;
        g.line = m->r.number;
        g.comment = (const char *)s + i;
        g.comment_len = e - i;
        m->info.glyph_count++;
        if (cb && cb(user, &g)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_metrics_parse(const void *text, size_t len, const warp_limits *limits, warp_metrics_info *out) {
    if (!out || (!text && len)) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, limits);
    metrics_walk m;
    int rc = metrics_head((const uint8_t *)text, len, &lim, &m);
    if (rc || (rc = metrics_body(&m, &lim, NULL, NULL))) return rc;
    *out = m.info;
    return WARP_OK;
}

int warp_metrics_foreach(const void *text, size_t len, const warp_limits *limits, warp_metrics_cb cb, void *user) {
    if (!cb || (!text && len)) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, limits);
    metrics_walk m;
    int rc = metrics_head((const uint8_t *)text, len, &lim, &m);
    if (rc || (rc = metrics_body(&m, &lim, NULL, NULL))) return rc; /* whole text checked first */
    metrics_head((const uint8_t *)text, len, &lim, &m);
    return metrics_body(&m, &lim, cb, user);
}

/* ---- bitmap ----------------------------------------------------------------------------- */
int warp_bmp_parse(const void *data, size_t len, const warp_limits *limits, warp_bmp_info *out) {
    if (!out || (!data && len)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)data;
    warp_limits lim;
    warp__limits(&lim, limits);
    if (len < 2 || p[0] != 'B' || p[1] != 'M') return WARP_E_MAGIC;
    if (len < 54) return WARP_E_TRUNCATED;
    uint32_t pixels = rd32(p + 10), info = rd32(p + 14), comp = rd32(p + 30);
    int32_t width = (int32_t)rd32(p + 18), height = (int32_t)rd32(p + 22);
    uint16_t planes = rd16(p + 26), bits = rd16(p + 28);
    if (info < 40 || planes != 1 || width <= 0 || height == 0 || height == INT32_MIN) return WARP_E_CORRUPT;
    if (comp != 0 || bits != 24) return WARP_E_UNSUPPORTED;
    uint32_t h = (uint32_t)(height < 0 ? -height : height);
    if ((uint32_t)width > lim.max_dimension || h > lim.max_dimension) return WARP_E_LIMIT;
    if (pixels < 14u + info) return WARP_E_CORRUPT;
    uint64_t stride = ((uint64_t)width * 3 + 3) & ~(uint64_t)3;
    if (pixels > len || stride * h > len - pixels) return WARP_E_TRUNCATED;
    memset(out, 0, sizeof *out);
    out->width = (uint32_t)width;
    out->height = h;
    out->top_down = height < 0;
    out->bits = 24;
    out->pixel_offset = pixels;
    out->row_stride = (uint32_t)stride;
    return WARP_OK;
}

int warp_bmp_rgba(const void *data, size_t len, const warp_limits *limits, uint8_t *dst, size_t dst_len,
                  size_t *need) {
    warp_bmp_info in;
    int rc = warp_bmp_parse(data, len, limits, &in);
    if (rc) return rc;
    size_t n = (size_t)in.width * in.height * 4;
    if (need) *need = n;
    if (!dst) return need ? WARP_OK : WARP_E_ARG;
    if (dst_len < n) return WARP_E_DST_SMALL;
    const uint8_t *p = (const uint8_t *)data + in.pixel_offset;
    for (uint32_t y = 0; y < in.height; y++) {
        const uint8_t *row = p + (size_t)(in.top_down ? y : in.height - 1 - y) * in.row_stride;
        uint8_t *o = dst + (size_t)y * in.width * 4;
        for (uint32_t x = 0; x < in.width; x++) { /* stored B, G, R */
            o[4 * x] = row[3 * x + 2];
            o[4 * x + 1] = row[3 * x + 1];
            o[4 * x + 2] = row[3 * x];
            o[4 * x + 3] = 255;
        }
    }
    return WARP_OK;
}

static int write_bmp24_body(warp_writer *w, uint32_t width, uint32_t height, const uint8_t *rgb) {
    if (!w || !rgb || !width || !height || width > 0x7FFFFFFF / 4 || height > 0x7FFFFFFF) return WARP_E_ARG;
    uint64_t stride = ((uint64_t)width * 3 + 3) & ~(uint64_t)3, pixels = stride * height;
    if (54 + pixels > 0xFFFFFFFFu) return WARP_E_LIMIT;
    warp_write_bytes(w, "BM", 2);
    warp_write_u32(w, (uint32_t)(54 + pixels));
    warp_write_u32(w, 0);
    warp_write_u32(w, 54);
    warp_write_u32(w, 40);
    warp_write_u32(w, width);
    warp_write_u32(w, height); /* positive: bottom-up rows */
    warp_write_u16(w, 1);
    warp_write_u16(w, 24);
    warp_write_u32(w, 0);
    warp_write_u32(w, (uint32_t)pixels);
    warp_write_u32(w, 2835); /* 72 dpi */
    warp_write_u32(w, 2835);
    warp_write_zeros(w, 8);
    int rc = WARP_OK;
    for (uint32_t r = 0; r < height; r++) {
        const uint8_t *row = rgb + (size_t)(height - 1 - r) * width * 3;
        for (uint32_t x = 0; x < width; x++) {
            uint8_t bgr[3] = {row[3 * x + 2], row[3 * x + 1], row[3 * x]};
            warp_write_bytes(w, bgr, 3);
        }
        rc = warp_write_zeros(w, (size_t)(stride - (uint64_t)width * 3));
    }
    return rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_bmp24(warp_writer *w, uint32_t width, uint32_t height, const uint8_t *rgb) {
    return warp__writer_fail(w, write_bmp24_body(w, width, height, rgb));
}
