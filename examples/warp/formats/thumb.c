/* The thumbnail rasteriser (thumb.h). An orthographic view keeps it small: affine
 * interpolation of depth, colour and texture coordinates is exact, and framing is the
 * projected bounding box. */
#include "formats/thumb.h"
#include "formats/png.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#define S THUMB_SIZE
#define MARGIN 4.0f

struct thumb {
    float min[3], max[3];
    int bounded, framed;
    float right[3], up[3], toward[3], light[3]; /* the view's axes; toward points at the viewer */
    float cx, cy, scale;
    size_t drawn;
    float depth[S * S]; /* larger is nearer; -FLT_MAX where nothing is drawn */
    uint8_t rgba[S * S * 4];
};

static float dot3(const float a[3], const float b[3]) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

static void norm3(float v[3]) {
    float l = sqrtf(dot3(v, v));
    if (l > 1e-12f)
        for (int i = 0; i < 3; i++) v[i] /= l;
}

static void cross3(const float a[3], const float b[3], float out[3]) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

thumb *thumb_new(void) {
    thumb *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    for (size_t i = 0; i < S * S; i++) t->depth[i] = -FLT_MAX;
    /* A three-quarter view from the front right (35 degrees round from +z), 30 degrees up (y
     * is up). The sines as constants: libm's sinf differs between platforms, the pictures
     * must not (tests/windows_compare.sh). */
    const float sin_az = 0.57286746f, cos_az = 0.81964802f, sin_el = 0.49688014f, cos_el = 0.86781918f;
    t->toward[0] = sin_az * cos_el, t->toward[1] = sin_el, t->toward[2] = cos_az * cos_el;
    float ahead[3] = {-t->toward[0], -t->toward[1], -t->toward[2]}, y[3] = {0, 1, 0};
    cross3(ahead, y, t->right);
    norm3(t->right);
    cross3(t->right, ahead, t->up);
    for (int i = 0; i < 3; i++) t->light[i] = 0.6f * t->toward[i] + 0.7f * y[i] - 0.3f * t->right[i];
    norm3(t->light);
    return t;
}

void thumb_free(thumb *t) { free(t); }

void thumb_bound(thumb *t, const float p[3]) {
    if (!isfinite(p[0]) || !isfinite(p[1]) || !isfinite(p[2])) return;
    for (int i = 0; i < 3; i++) {
        if (!t->bounded || p[i] < t->min[i]) t->min[i] = p[i];
        if (!t->bounded || p[i] > t->max[i]) t->max[i] = p[i];
    }
    t->bounded = 1;
}

int thumb_frame(thumb *t) {
    if (!t->bounded) return -1;
    float x0 = FLT_MAX, x1 = -FLT_MAX, y0 = FLT_MAX, y1 = -FLT_MAX;
    for (int c = 0; c < 8; c++) {
        float p[3] = {c & 1 ? t->max[0] : t->min[0], c & 2 ? t->max[1] : t->min[1], c & 4 ? t->max[2] : t->min[2]};
        float x = dot3(p, t->right), y = dot3(p, t->up);
        x0 = fminf(x0, x), x1 = fmaxf(x1, x), y0 = fminf(y0, y), y1 = fmaxf(y1, y);
    }
    float extent = fmaxf(fmaxf(x1 - x0, y1 - y0), 1e-6f);
    t->cx = (x0 + x1) / 2, t->cy = (y0 + y1) / 2;
    t->scale = ((float)S - 2 * MARGIN) / extent;
    t->framed = 1;
    return 0;
}

/* Screen x, y (pixels, y down) and depth of a point. */
static void project(const thumb *t, const float p[3], float out[3]) {
    out[0] = (dot3(p, t->right) - t->cx) * t->scale + S / 2.0f;
    out[1] = S / 2.0f - (dot3(p, t->up) - t->cy) * t->scale;
    out[2] = dot3(p, t->toward);
}

/* Branches, not fminf/fmaxf: those are library calls unless NaNs may be ignored, and the
 * rows of a thin triangle take several apiece. */
#define FMIN(a, b) ((a) < (b) ? (a) : (b))
#define FMAX(a, b) ((a) > (b) ? (a) : (b))

static void put(thumb *t, size_t i, float z, const uint8_t c[3]) {
    if (t->depth[i] == -FLT_MAX) t->drawn++;
    t->depth[i] = z;
    memcpy(t->rgba + i * 4, c, 3);
    t->rgba[i * 4 + 3] = 255;
}

/* u floored to a whole texel, wrapped to [0, side) (a power of two). Beyond int's range
 * (hostile UVs: converting such a float is undefined) it is first wrapped in float, where
 * fmodf by a power of two is exact; NaN and infinities sample texel 0. */
static uint32_t texel_at(float u, uint32_t side) {
    if (!(u > -2147483648.0f && u < 2147483648.0f)) u = isfinite(u) ? fmodf(u, (float)side) : 0.0f;
    int x = (int)u; /* above INT_MIN by at least 128: the floor below cannot overflow */
    x -= (float)x > u;
    return (uint32_t)x & (side - 1);
}

/* The texel at (u, v) in texel units, wrapped (repeat; sides are powers of two). */
static const uint8_t *texel(const thumb_tex *tex, float u, float v) {
    return tex->rgba + ((size_t)texel_at(v, tex->h) * tex->w + texel_at(u, tex->w)) * 4;
}

/* Lambert on the face normal, both faces lit, with an ambient floor. */
static float face_shade(const thumb *t, const thumb_vertex v[3]) {
    float a[3], b[3], n[3];
    for (int i = 0; i < 3; i++) a[i] = v[1].p[i] - v[0].p[i], b[i] = v[2].p[i] - v[0].p[i];
    cross3(a, b, n);
    norm3(n);
    return 0.35f + 0.65f * fabsf(dot3(n, t->light));
}

/* What a triangle's pixels share: its lit colour (one a triangle: the light is per face
 * and the vertex colours are averaged; at this size the difference does not show, the
 * cost does) and alpha as bytes; and the planes of what they interpolate: depth and the
 * texel u, v, each as its value at the pixel centre (x, y) = (0.5, 0.5) and its steps a
 * pixel right and down. */
typedef struct face {
    uint8_t c[3];
    unsigned alpha;
    float at[3], ddx[3], ddy[3]; /* z, u, v */
} face;

static uint8_t to_byte(float v) {
    v += 0.5f;
    return (uint8_t)(v > 0 ? v < 255 ? v : 255 : 0); /* NaN: 0 */
}

/* s: the corners on screen; inv: 1 / their signed area. */
static void face_of(const thumb_vertex v[3], const float s[3][3], const thumb_tex *tex, float light, float inv,
                    face *f) {
    for (int c = 0; c < 4; c++) {
        float m = (v[0].rgba[c] + v[1].rgba[c] + v[2].rgba[c]) * (255.0f / 3);
        if (c < 3) f->c[c] = to_byte(m * light);
        else f->alpha = to_byte(m);
    }
    float ex1 = s[1][0] - s[0][0], ey1 = s[1][1] - s[0][1], ex2 = s[2][0] - s[0][0], ey2 = s[2][1] - s[0][1];
    for (int a = 0; a < 3; a++) {
        float k[3];
        for (int n = 0; n < 3; n++)
            k[n] = a == 0 ? s[n][2] : !tex ? 0 : a == 1 ? v[n].uv[0] * (float)tex->w : v[n].uv[1] * (float)tex->h;
        float d1 = k[1] - k[0], d2 = k[2] - k[0];
        f->ddx[a] = (d1 * ey2 - d2 * ey1) * inv;
        f->ddy[a] = (d2 * ex1 - d1 * ex2) * inv;
        f->at[a] = k[0] + f->ddx[a] * (0.5f - s[0][0]) + f->ddy[a] * (0.5f - s[0][1]);
    }
}

/* The pixels x0..x1 of a row whose z, u, v at x = 0 are in row: depth test, texel (cut out
 * below half alpha), colour. */
static void shade_span(thumb *t, size_t at, const float row[3], int x0, int x1, const face *f, const thumb_tex *tex) {
    float dz = f->ddx[0], du = f->ddx[1], dv = f->ddx[2];
    float z = row[0] + dz * (float)x0, u = row[1] + du * (float)x0, v = row[2] + dv * (float)x0;
    for (int x = x0; x <= x1; x++, z += dz, u += du, v += dv) {
        size_t i = at + (size_t)x;
        if (z <= t->depth[i]) continue;
        if (!tex) {
            if (f->alpha >= 128) put(t, i, z, f->c);
            continue;
        }
        const uint8_t *px = texel(tex, u, v);
        if (f->alpha * px[3] < 128u * 255u) continue;
        uint8_t c[3];
        for (int n = 0; n < 3; n++) { /* round(a * b / 255), exact over bytes */
            unsigned m = f->c[n] * (unsigned)px[n] + 128u;
            c[n] = (uint8_t)((m + (m >> 8)) >> 8);
        }
        put(t, i, z, c);
    }
}

/* The first pixel whose centre is at or past v (pixel k's centre is k + 0.5), clamped to
 * 0..S: ceil(v - 0.5) without a library call. */
static int first_centre(float v) {
    float c = v - 0.5f;
    if (!(c > 0)) return 0;
    if (c >= S) return S;
    int k = (int)c;
    return k + ((float)k < c);
}

/* An edge from a to b (a[1] < b[1]) as x at the centre of row y and its step a row. */
typedef struct edge {
    float x, step;
} edge;

static edge edge_at(const float a[3], const float b[3], int y) {
    edge e;
    e.step = (b[0] - a[0]) / (b[1] - a[1]);
    e.x = a[0] + e.step * ((float)y + 0.5f - a[1]);
    return e;
}

/* Rows y0..y1-1 between two edges, stepped a row at a time (pixels whose centres lie in
 * [left, right): shared edges draw once). */
static void scan_rows(thumb *t, int y0, int y1, edge l, edge r, const face *f, const thumb_tex *tex) {
    float row[3];
    for (int a = 0; a < 3; a++) row[a] = f->at[a] + f->ddy[a] * (float)y0;
    for (int y = y0; y < y1; y++) {
        float xl = l.x < r.x ? l.x : r.x, xr = l.x < r.x ? r.x : l.x;
        int a = first_centre(xl), b = first_centre(xr) - 1;
        if (a <= b) shade_span(t, (size_t)y * S, row, a, b, f, tex);
        l.x += l.step, r.x += r.step;
        row[0] += f->ddy[0], row[1] += f->ddy[1], row[2] += f->ddy[2];
    }
}

/* Scan lines top to bottom: the rows whose centres lie in [top, bottom) of the corners
 * sorted by height, each from the long edge to the short edge it faces. */
static void scan(thumb *t, const float *p[3], const face *f, const thumb_tex *tex) {
    int y0 = first_centre(p[0][1]), ym = first_centre(p[1][1]), y1 = first_centre(p[2][1]);
    if (y0 >= y1) return;
    edge e = edge_at(p[0], p[2], y0);
    if (y0 < ym) scan_rows(t, y0, ym, e, edge_at(p[0], p[1], y0), f, tex);
    if (ym < y1) {
        e.x += e.step * (float)(ym - y0);
        scan_rows(t, ym, y1, e, edge_at(p[1], p[2], ym), f, tex);
    }
}

void thumb_triangle(thumb *t, const thumb_vertex v[3], const thumb_tex *tex) {
    if (!t->framed) return;
    float s[3][3];
    for (int k = 0; k < 3; k++) project(t, v[k].p, s[k]);
    float area = (s[1][0] - s[0][0]) * (s[2][1] - s[0][1]) - (s[2][0] - s[0][0]) * (s[1][1] - s[0][1]);
    if (!(fabsf(area) > 1e-9f) || !isfinite(area)) return; /* edge-on or not finite */
    float fx0 = FMIN(FMIN(s[0][0], s[1][0]), s[2][0]), fx1 = FMAX(FMAX(s[0][0], s[1][0]), s[2][0]);
    float fy0 = FMIN(FMIN(s[0][1], s[1][1]), s[2][1]), fy1 = FMAX(FMAX(s[0][1], s[1][1]), s[2][1]);
    if (!(fx1 >= 0 && fy1 >= 0 && fx0 < S && fy0 < S)) return;
    if (tex && (!tex->rgba || !tex->w || !tex->h || (tex->w & (tex->w - 1)) || (tex->h & (tex->h - 1)))) tex = NULL;
    face f;
    face_of(v, s, tex, face_shade(t, v), 1.0f / area, &f);
    const float *p[3] = {s[0], s[1], s[2]}, *w;
    if (p[1][1] < p[0][1]) w = p[0], p[0] = p[1], p[1] = w;
    if (p[2][1] < p[1][1]) w = p[1], p[1] = p[2], p[2] = w;
    if (p[1][1] < p[0][1]) w = p[0], p[0] = p[1], p[1] = w;
    scan(t, p, &f, tex);
}

void thumb_line(thumb *t, const thumb_vertex *a, const thumb_vertex *b) {
    if (!t->framed) return;
    float sa[3], sb[3];
    project(t, a->p, sa);
    project(t, b->p, sb);
    float n = FMAX(fabsf(sb[0] - sa[0]), fabsf(sb[1] - sa[1]));
    if (!isfinite(n)) return;
    int steps = (int)fminf(ceilf(n), 4 * S) + 1;
    for (int k = 0; k <= steps; k++) {
        float f = (float)k / (float)steps, x = sa[0] + (sb[0] - sa[0]) * f, y = sa[1] + (sb[1] - sa[1]) * f;
        if (x < 0 || y < 0 || x >= S || y >= S) continue;
        size_t i = (size_t)y * S + (size_t)x;
        float z = sa[2] + (sb[2] - sa[2]) * f + 1e-3f; /* over the surface it runs along */
        uint8_t c[3] = {to_byte(a->rgba[0] * 255), to_byte(a->rgba[1] * 255), to_byte(a->rgba[2] * 255)};
        if (z > t->depth[i]) put(t, i, z, c);
    }
}

size_t thumb_drawn(const thumb *t) { return t->drawn; }

/* The exact palette when at most 255 colours are drawn (index 0: transparent), found
 * through a small open-addressing table of the colours seen. */
static int exact_palette(const thumb *t, uint8_t *pal, uint8_t *idx) {
    uint32_t key[512];
    uint8_t slot[512];
    memset(key, 0, sizeof key);
    unsigned n = 1;
    memset(pal, 0, 4);
    for (size_t i = 0; i < S * S; i++) {
        if (t->depth[i] == -FLT_MAX) {
            idx[i] = 0;
            continue;
        }
        const uint8_t *c = t->rgba + i * 4;
        uint32_t k = 0x1000000u | (uint32_t)c[0] << 16 | (uint32_t)c[1] << 8 | c[2], h = (k * 2654435761u) >> 23;
        while (key[h] && key[h] != k) h = (h + 1) & 511;
        if (!key[h]) {
            if (n == 256) return -1;
            key[h] = k, slot[h] = (uint8_t)n;
            memcpy(pal + n++ * 4, c, 4);
        }
        idx[i] = slot[h];
    }
    return (int)n;
}

/* A 6x6x6 colour cube after index 0, pixels dithered onto it (4x4 Bayer). */
static unsigned cube_palette(const thumb *t, uint8_t *pal, uint8_t *idx) {
    static const uint8_t bayer[4][4] = {{0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};
    memset(pal, 0, 4);
    for (unsigned k = 0; k < 216; k++) {
        pal[(k + 1) * 4] = (uint8_t)(k / 36 * 51), pal[(k + 1) * 4 + 1] = (uint8_t)(k / 6 % 6 * 51);
        pal[(k + 1) * 4 + 2] = (uint8_t)(k % 6 * 51), pal[(k + 1) * 4 + 3] = 255;
    }
    for (size_t i = 0; i < S * S; i++) {
        if (t->depth[i] == -FLT_MAX) {
            idx[i] = 0;
            continue;
        }
        unsigned b = bayer[i / S % 4][i % S % 4], l[3];
        for (int k = 0; k < 3; k++) {
            l[k] = ((unsigned)t->rgba[i * 4 + k] * 80u + b * 255u) / 4080u;
            if (l[k] > 5) l[k] = 5;
        }
        idx[i] = (uint8_t)(1 + l[0] * 36 + l[1] * 6 + l[2]);
    }
    return 217;
}

int thumb_encode_png(const thumb *t, uint8_t **png, size_t *len) {
    uint8_t pal[256 * 4], *idx = malloc(S * S);
    if (!idx) return -1;
    int n = exact_palette(t, pal, idx);
    unsigned colors = n > 0 ? (unsigned)n : cube_palette(t, pal, idx);
    png_image im = {S, S, idx, S, pal, colors, 0};
    png_encoder *e = png_encoder_new(1); /* the fastest level: 1.1x the bytes, a fraction of the time */
    int rc = e ? png_encode_image(e, &im, png, len) : -1;
    png_encoder_free(e);
    free(idx);
    return rc;
}
