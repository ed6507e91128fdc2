/* PNG writer (ISO/IEC 15948): colour type 3 (bit depth 4 or 8) for palettised images,
 * 2 or 6 (8 bits a channel) for true colour, no interlace. Filters: as libpng advises,
 * none for palette images unless a trial says otherwise (choose_palette_filter), none
 * for true colour of at most 256 colours (palette images in disguise), and for other
 * true colour the per-row filter with the smallest sum of absolute values (bytes read
 * as signed). The zlib stream comes from
 * libdeflate (WARP_HAVE_LIBDEFLATE) or zlib (WARP_HAVE_ZLIB), else from stored deflate
 * blocks, as does level 0 with either. */
#include "formats/png.h"
#include "platform/outfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(WARP_HAVE_LIBDEFLATE)
#include <libdeflate.h>
#define png_crc(c, p, n) libdeflate_crc32(c, p, n)
#elif defined(WARP_HAVE_ZLIB)
#include <zlib.h>
#define png_crc(c, p, n) (uint32_t) crc32(c, p, (uInt)(n))
#else
#define png_crc(c, p, n) warp_crc32(c, p, n)
#endif

/* One deflate compressor at a fixed level (none: stored blocks only). */
typedef struct png_deflater {
    int level;
#if defined(WARP_HAVE_LIBDEFLATE)
    struct libdeflate_compressor *c;
#elif defined(WARP_HAVE_ZLIB)
    z_stream z;
#endif
} png_deflater;

struct png_encoder {
    png_deflater main, probe; /* probe: level 1, for choose_palette_filter */
    uint8_t *raw, *rows, *png, *trial; /* scratch reused from image to image */
    size_t raw_cap, rows_cap, png_cap, trial_cap;
};

static int deflater_init(png_deflater *d, int level) {
    d->level = level;
    if (level == 0) return 0; /* stored blocks: no compressor */
#if defined(WARP_HAVE_LIBDEFLATE)
    return (d->c = libdeflate_alloc_compressor(level)) ? 0 : -1;
#elif defined(WARP_HAVE_ZLIB)
    if (deflateInit(&d->z, level) == Z_OK) return 0;
    d->level = 0;
    return -1;
#else
    return 0;
#endif
}

static void deflater_free(png_deflater *d) {
#if defined(WARP_HAVE_LIBDEFLATE)
    if (d->c) libdeflate_free_compressor(d->c);
#elif defined(WARP_HAVE_ZLIB)
    if (d->level) deflateEnd(&d->z);
#endif
    (void)d;
}

void png_encoder_free(png_encoder *e) {
    if (!e) return;
    free(e->raw);
    free(e->rows);
    free(e->png);
    free(e->trial);
    deflater_free(&e->main);
    deflater_free(&e->probe);
    free(e);
}

png_encoder *png_encoder_new(int level) {
    png_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    if (deflater_init(&e->main, level < 0 || level > 9 ? PNG_DEFAULT_LEVEL : level) != 0 ||
        deflater_init(&e->probe, e->main.level ? 1 : 0) != 0) {
        png_encoder_free(e);
        return NULL;
    }
    return e;
}

static void put32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/* Length, type, data (already at o + 8 when data is NULL), CRC of type + data. */
static uint8_t *put_chunk(uint8_t *o, const char *type, const uint8_t *data, size_t len) {
    put32be(o, (uint32_t)len);
    memcpy(o + 4, type, 4);
    if (data && len) memcpy(o + 8, data, len);
    put32be(o + 8 + len, png_crc(0, o + 4, len + 4));
    return o + 12 + len;
}

static size_t stored_bound(size_t n) { return 2 + (n / 65535 + 1) * 5 + n + 4; }

static uint32_t adler32_of(const uint8_t *p, size_t n) {
    uint32_t a = 1, b = 0;
    while (n) {
        size_t k = n < 5552 ? n : 5552; /* the most bytes before b can overflow 32 bits */
        n -= k;
        while (k--) {
            a += *p++;
            b += a;
        }
        a %= 65521u;
        b %= 65521u;
    }
    return b << 16 | a;
}

/* zlib stream of stored blocks (at most 65,535 bytes each) ending in Adler-32. */
static size_t stored_zlib(const uint8_t *raw, size_t n, uint8_t *z) {
    uint8_t *o = z;
    *o++ = 0x78; /* deflate, 32K window */
    *o++ = 0x01; /* no preset dictionary, fastest; (0x78 << 8 | 0x01) % 31 == 0 */
    size_t pos = 0;
    do {
        size_t k = n - pos > 65535 ? 65535 : n - pos;
        *o++ = pos + k == n ? 1 : 0; /* BFINAL, BTYPE 00 */
        *o++ = (uint8_t)k;
        *o++ = (uint8_t)(k >> 8);
        *o++ = (uint8_t)~k;
        *o++ = (uint8_t)(~k >> 8);
        memcpy(o, raw + pos, k);
        o += k;
        pos += k;
    } while (pos < n);
    put32be(o, adler32_of(raw, n));
    return (size_t)(o + 4 - z);
}

static size_t deflate_bound(png_deflater *e, size_t n) {
    if (e->level == 0) return stored_bound(n);
#if defined(WARP_HAVE_LIBDEFLATE)
    return libdeflate_zlib_compress_bound(e->c, n);
#elif defined(WARP_HAVE_ZLIB)
    return (size_t)deflateBound(&e->z, (uLong)n);
#else
    return stored_bound(n);
#endif
}

/* Compress raw into z (deflate_bound bytes); the stream's length, or 0 on failure. */
static size_t deflate_into(png_deflater *e, const uint8_t *raw, size_t n, uint8_t *z, size_t cap) {
    if (e->level == 0) return stored_zlib(raw, n, z);
#if defined(WARP_HAVE_LIBDEFLATE)
    return libdeflate_zlib_compress(e->c, raw, n, z, cap);
#elif defined(WARP_HAVE_ZLIB)
    if (deflateReset(&e->z) != Z_OK || n > UINT32_MAX || cap > UINT32_MAX) return 0;
    e->z.next_in = (Bytef *)raw;
    e->z.avail_in = (uInt)n;
    e->z.next_out = z;
    e->z.avail_out = (uInt)cap;
    return deflate(&e->z, Z_FINISH) == Z_STREAM_END ? cap - e->z.avail_out : 0;
#else
    (void)cap;
    return stored_zlib(raw, n, z);
#endif
}

/* 1 when an index of the row is outside the palette. With 16 or 256 colours (powers of
 * two, the textures' case) the OR of the indices tells, in a loop the compiler widens. */
static int bad_indices(const uint8_t *s, uint32_t w, unsigned colors) {
    unsigned acc = 0;
    if ((colors & (colors - 1)) == 0) {
        for (uint32_t x = 0; x < w; x++) acc |= s[x];
        return acc >= colors;
    }
    for (uint32_t x = 0; x < w; x++) acc |= (unsigned)(s[x] >= colors);
    return acc != 0;
}

/* Row y of the image, unfiltered, as the PNG's pixel bytes (bpp: bytes a pixel; 0 for
 * 4-bit indices). 1 when an index is out of the palette. */
static int pack_row(const png_image *im, uint32_t y, unsigned bpp, uint8_t *o) {
    const uint8_t *s = im->pixels + (size_t)y * im->stride;
    uint32_t w = im->width;
    if (bpp == 0) {
        if (bad_indices(s, w, im->colors)) return 1;
        for (uint32_t x = 0; x + 1 < w; x += 2, s += 2) *o++ = (uint8_t)(s[0] << 4 | (s[1] & 15));
        if (w & 1) *o = (uint8_t)(s[0] << 4);
    } else if (im->palette) {
        if (im->colors < 256 && bad_indices(s, w, im->colors)) return 1; /* a byte is < 256 */
        memcpy(o, s, w);
    } else if (bpp == 3) {
        for (uint32_t x = 0; x < w; x++, s += 4, o += 3) o[0] = s[0], o[1] = s[1], o[2] = s[2];
    } else {
        memcpy(o, s, (size_t)w * 4u);
    }
    return 0;
}

/* At most 256 distinct RGBA values: a palette image stored as true colour (a palettised
 * texture with --rgba, or decoded for a glTF file), which libpng's advice for palette
 * images fits (filters only break its repeats: 1.6x larger on the corpus). */
static int few_colours(const png_image *im, size_t stride) {
    uint32_t seen[1024]; /* open addressing, at most 257 entries; 0 marks empty (value + 1 stored) */
    unsigned count = 0;
    memset(seen, 0, sizeof seen);
    for (uint32_t y = 0; y < im->height; y++) {
        const uint8_t *s = im->pixels + (size_t)y * stride;
        uint32_t last = 0;
        for (uint32_t x = 0; x < im->width; x++, s += 4) {
            uint32_t v = ((uint32_t)s[0] | (uint32_t)s[1] << 8 | (uint32_t)s[2] << 16 | (uint32_t)s[3] << 24) + 1;
            if (v == last) continue;
            last = v;
            uint32_t h = (v * 2654435761u) >> 22;
            while (seen[h] && seen[h] != v) h = (h + 1) & 1023;
            if (!seen[h]) {
                if (v == 0 || ++count > 256) return 0; /* v == 0: 0xFFFFFFFF + 1, rare; say "many" */
                seen[h] = v;
            }
        }
    }
    return 1;
}

/* |v| of a filtered byte read as signed. */
static inline uint32_t sab(int v) {
    int s = (int8_t)(uint8_t)v;
    return (uint32_t)(s < 0 ? -s : s);
}

/* The Paeth predictor; p - a, p - b, p - c with p = a + b - c. */
static inline int paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/* libpng's default heuristic for true colour: each of the five filters of one row, keep
 * the one whose output bytes, read as signed, have the smallest sum of absolute values
 * (ties to the lower type). cur and prev are unfiltered rows of n bytes (prev all zero for
 * the first row); dst gets the filter type byte and n bytes. */
static void filter_row(uint8_t *dst, const uint8_t *cur, const uint8_t *prev, size_t n, unsigned bpp) {
    uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    size_t i = 0;
    for (; i < bpp && i < n; i++) { /* a = c = 0 */
        int x = cur[i], b = prev[i];
        s0 += sab(x), s1 += sab(x), s2 += sab(x - b), s3 += sab(x - (b >> 1)), s4 += sab(x - b);
    }
    for (; i < n; i++) {
        int x = cur[i], a = cur[i - bpp], b = prev[i], c = prev[i - bpp];
        s0 += sab(x), s1 += sab(x - a), s2 += sab(x - b), s3 += sab(x - ((a + b) >> 1)), s4 += sab(x - paeth(a, b, c));
    }
    uint64_t best_sum = s0;
    int best = 0;
    if (s1 < best_sum) best = 1, best_sum = s1;
    if (s2 < best_sum) best = 2, best_sum = s2;
    if (s3 < best_sum) best = 3, best_sum = s3;
    if (s4 < best_sum) best = 4;
    uint8_t *o = dst + 1;
    dst[0] = (uint8_t)best;
    size_t k = bpp < n ? bpp : n;
    switch (best) {
    case 0: memcpy(o, cur, n); break;
    case 1:
        memcpy(o, cur, k);
        for (i = k; i < n; i++) o[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) o[i] = (uint8_t)(cur[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < k; i++) o[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - ((cur[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (i = 0; i < k; i++) o[i] = (uint8_t)(cur[i] - prev[i]);
        for (; i < n; i++) o[i] = (uint8_t)(cur[i] - paeth(cur[i - bpp], prev[i], prev[i - bpp]));
        break;
    }
}

/* *buf grown to at least n bytes (contents not kept); NULL when out of memory. */
static uint8_t *scratch(uint8_t **buf, size_t *cap, size_t n) {
    if (n > *cap) {
        free(*buf);
        *cap = 0;
        if (!(*buf = malloc(n))) return NULL;
        *cap = n;
    }
    return *buf;
}

/* Rows a trial takes: PROBE_BANDS runs of consecutive rows spread over the image (matches
 * between neighbour rows count, as in the whole image), about PROBE_BYTES a filter (at
 * least one row a band). */
#define PROBE_BANDS 8u
#define PROBE_BYTES 2048u

/* Sub (filter type 1) on one row of n bytes after its type byte, into o (type byte
 * too; not overlapping, so the loop vectorises). For palette images the byte to the
 * left is the predictor whatever the bit depth (ISO/IEC 15948 9.2: bpp is 1 below 8
 * bits). */
static void sub_row(uint8_t *restrict o, const uint8_t *restrict line, size_t n) {
    o[0] = 1;
    o[1] = line[1];
    for (size_t i = 2; i <= n; i++) o[i] = (uint8_t)(line[i] - line[i - 1]);
}

/* 1 (Sub on every row) or 0 (None) for a palette image whose rows, unfiltered, are in
 * raw. libpng advises none (indices are names, not quantities), which holds for the
 * game's textures; but an ordered palette (a ramp: neighbours differ by small steps)
 * deflates far smaller with Sub (make_wad's dictionary: 2x). A trial decides: a sample
 * of rows deflated at the fastest level as they are and with Sub; Sub only when at
 * least 1/6 smaller, since a close trial is no evidence: the corpus's 350 palette
 * textures all stay unfiltered (a 4 KB sample picked Sub for a few, 0.1% smaller in
 * all, for 2% more of the dictionary's instructions). Up is not tried: at the fastest
 * level on a sample it looked as good as Sub where the whole image deflated 20-50%
 * larger with it (1.02x the bytes of None-or-Sub on make_wad's). Per-row choices
 * (libpng's sum of absolute differences, or the least entropy) came out 10-13% larger
 * than Sub on every row there. The result depends only on the image. */
static int choose_palette_filter(png_encoder *e, const uint8_t *raw, size_t n, uint32_t h) {
    if (e->probe.level == 0) return 0;
    uint32_t rows = (uint32_t)(PROBE_BYTES / (n + 1)), band;
    if (rows < PROBE_BANDS) rows = PROBE_BANDS;
    if (rows > h) rows = h;
    band = (rows + PROBE_BANDS - 1) / PROBE_BANDS;
    size_t sample = (size_t)rows * (n + 1), bound = deflate_bound(&e->probe, sample);
    uint8_t *t = scratch(&e->trial, &e->trial_cap, 2 * sample + bound);
    if (!t) return 0;
    uint8_t *o = t, *sub = t + sample;
    uint32_t taken = 0;
    for (uint32_t b = 0; b < PROBE_BANDS && taken < rows; b++) {
        uint32_t y0 = (uint32_t)((uint64_t)b * h / PROBE_BANDS);
        for (uint32_t y = y0; y < h && y < y0 + band && taken < rows; y++, taken++, o += n + 1) {
            memcpy(o, raw + (size_t)y * (n + 1), n + 1);
            sub_row(sub + (o - t), o, n);
        }
    }
    size_t len = (size_t)(o - t), none = deflate_into(&e->probe, t, len, t + 2 * sample, bound);
    size_t with_sub = deflate_into(&e->probe, sub, len, t + 2 * sample, bound);
    return none && with_sub && with_sub * 6 <= none * 5;
}

int png_encode_view(png_encoder *e, const png_image *im, const uint8_t **out, size_t *out_len) {
    if (!e || !im || !im->pixels || !out || !out_len || im->width == 0 || im->height == 0 ||
        im->width > 0x7FFFFFFFu / 4u || im->height > 0x7FFFFFFFu)
        return -1;
    if (im->palette && (im->colors == 0 || im->colors > 256)) return -1;
    size_t in_row = im->palette ? im->width : (size_t)im->width * 4u;
    size_t stride = im->stride ? im->stride : in_row;
    if (stride < in_row) return -1;
    png_image img = *im;
    img.stride = stride;
    unsigned bpp, depth = 8, ctype, trns = 0;
    int filter = 0; /* adaptive filters (true colour), else type 0 on every row */
    if (im->palette) {
        ctype = 3;
        depth = im->colors <= 16 ? 4 : 8;
        bpp = depth == 4 ? 0 : 1;
        for (unsigned i = 0; i < im->colors; i++)
            if (im->palette[i * 4 + 3] != 255) trns = i + 1; /* entries up to the last translucent one */
    } else {
        int opaque = !im->force_rgba;
        for (uint32_t y = 0; opaque && y < im->height; y++) {
            const uint8_t *s = im->pixels + (size_t)y * stride + 3;
            for (uint32_t x = 0; x < im->width; x++)
                if (s[(size_t)x * 4] != 255) {
                    opaque = 0;
                    break;
                }
        }
        ctype = opaque ? 2 : 6;
        bpp = opaque ? 3 : 4;
        filter = e->main.level != 0 && !few_colours(im, stride);
    }
    size_t row = bpp ? (size_t)im->width * bpp : ((size_t)im->width + 1) / 2;
    if (im->height > (SIZE_MAX / 4) / (row + 1)) return -1;
    size_t raw_len = (row + 1) * im->height;
    uint8_t *raw = scratch(&e->raw, &e->raw_cap, raw_len), *rows = scratch(&e->rows, &e->rows_cap, 2 * row);
    uint8_t *png = NULL;
    int bad = !raw || !rows;
    uint8_t *cur = rows, *prev = rows ? rows + row : NULL;
    if (prev) memset(prev, 0, row);
    for (uint32_t y = 0; !bad && y < im->height; y++) {
        uint8_t *line = raw + (size_t)y * (row + 1);
        if (!filter) { /* filter type 0: the row as it is */
            line[0] = 0;
            bad = pack_row(&img, y, bpp, line + 1);
            continue;
        }
        bad = pack_row(&img, y, bpp, cur);
        filter_row(line, cur, prev, row, bpp);
        uint8_t *t = cur;
        cur = prev, prev = t;
    }
    if (!bad && ctype == 3) {
        if (choose_palette_filter(e, raw, row, im->height))
            for (uint32_t y = 0; y < im->height; y++) { /* via rows (2 * row bytes): no overlap */
                uint8_t *line = raw + (size_t)y * (row + 1);
                memcpy(rows, line, row + 1);
                sub_row(line, rows, row);
            }
    }
    size_t head = 8 + 25 + (ctype == 3 ? 12 + 3 * (size_t)im->colors + (trns ? 12 + trns : 0) : 0) + 8;
    size_t bound = bad ? 0 : deflate_bound(&e->main, raw_len);
    if (!bad && !(png = scratch(&e->png, &e->png_cap, head + bound + 4 + 12))) bad = 1;
    size_t z_len = bad ? 0 : deflate_into(&e->main, raw, raw_len, png + head, bound);
    if (bad || z_len == 0 || z_len > 0x7FFFFFFFu) return -1;
    static const uint8_t sig[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    uint8_t ihdr[13];
    put32be(ihdr, im->width);
    put32be(ihdr + 4, im->height);
    ihdr[8] = (uint8_t)depth;
    ihdr[9] = (uint8_t)ctype;
    ihdr[10] = 0; /* deflate */
    ihdr[11] = 0; /* filter method 0 */
    ihdr[12] = 0; /* no interlace */
    memcpy(png, sig, 8);
    uint8_t *o = put_chunk(png + 8, "IHDR", ihdr, 13);
    if (ctype == 3) {
        uint8_t plte[768], alpha[256];
        for (unsigned i = 0; i < im->colors; i++) {
            memcpy(plte + 3 * i, im->palette + 4 * i, 3);
            alpha[i] = im->palette[4 * i + 3];
        }
        o = put_chunk(o, "PLTE", plte, 3 * (size_t)im->colors);
        if (trns) o = put_chunk(o, "tRNS", alpha, trns);
    }
    o = put_chunk(o, "IDAT", NULL, z_len);
    o = put_chunk(o, "IEND", NULL, 0);
    *out = png;
    *out_len = (size_t)(o - png);
    return 0;
}

int png_encode_image(png_encoder *e, const png_image *im, uint8_t **out, size_t *out_len) {
    const uint8_t *view;
    size_t len;
    if (!out || !out_len || png_encode_view(e, im, &view, &len)) return -1;
    if (!(*out = malloc(len))) return -1;
    memcpy(*out, view, len);
    *out_len = len;
    return 0;
}

/* pt->buf grown to n bytes (kept from load to load); 0 or -1. */
static int texture_room(png_texture *pt, size_t n) {
    if (n <= pt->cap) return 0;
    free(pt->buf);
    pt->cap = 0;
    if (!(pt->buf = malloc(n))) return -1;
    pt->cap = n;
    return 0;
}

int png_texture_load(png_texture *pt, const warp_texture *t, uint32_t level, int rgba) {
    memset(&pt->im, 0, sizeof pt->im);
    warp_texture_info in;
    int rc = warp_texture_get_info(t, &in);
    if (rc) return rc;
    if (level >= in.levels) return WARP_E_RANGE;
    uint32_t w = in.level_width[level], h = in.level_height[level];
    size_t px = (size_t)w * h;
    pt->im.width = w, pt->im.height = h;
    if (!rgba && in.palette_colors && in.palette_colors <= 256) {
        if (texture_room(pt, px)) return -1;
        if (warp_texture_decode_indices(t, level, pt->buf, px, 0, NULL) == WARP_OK &&
            warp_texture_decode_palette(t, pt->palette, (size_t)in.palette_colors * 4u, NULL) == WARP_OK) {
            /* Only a palette smaller than its texels can address (never seen) leaves an
             * index outside it: that texture goes to RGBA below. */
            uint8_t top = 0;
            if (in.palette_colors < (in.psm == WARP_PSM_T4 ? 16u : 256u))
                for (size_t i = 0; i < px; i++) top = pt->buf[i] > top ? pt->buf[i] : top;
            if (top < in.palette_colors) {
                pt->im.pixels = pt->buf, pt->im.palette = pt->palette, pt->im.colors = in.palette_colors;
                return 0;
            }
        }
    }
    if (texture_room(pt, px * 4u)) return -1;
    rc = warp_texture_decode_rgba(t, level, pt->buf, px * 4u, 0, NULL);
    if (!rc) pt->im.pixels = pt->buf, pt->im.force_rgba = rgba;
    return rc;
}

void png_texture_free(png_texture *pt) {
    free(pt->buf);
    memset(pt, 0, sizeof *pt);
}

int png_encode_texture(png_encoder *e, const warp_texture *t, uint32_t level, int rgba, uint8_t **out,
                       size_t *out_len) {
    png_texture pt;
    memset(&pt, 0, sizeof pt);
    int rc = png_texture_load(&pt, t, level, rgba);
    if (!rc) rc = png_encode_image(e, &pt.im, out, out_len);
    png_texture_free(&pt);
    return rc;
}

int png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int level, uint8_t **out,
               size_t *out_len) {
    png_encoder *e = png_encoder_new(level);
    png_image im = {.width = width, .height = height, .pixels = rgba, .stride = stride};
    int rc = e ? png_encode_image(e, &im, out, out_len) : -1;
    png_encoder_free(e);
    return rc;
}

int png_write_file(const char *path, const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride,
                   int level) {
    uint8_t *png;
    size_t len;
    if (png_encode(rgba, width, height, stride, level, &png, &len)) {
        errno = EINVAL;
        return -1;
    }
    int rc = out_write_file(path, png, len);
    int e = errno;
    free(png);
    errno = e;
    return rc;
}
