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

/* c: 0-255 a channel. */
static void put(thumb *t, size_t i, float z, const float c[4]) {
    if (t->depth[i] == -FLT_MAX) t->drawn++;
    t->depth[i] = z;
    for (int k = 0; k < 3; k++) {
        float v = c[k] + 0.5f;
        t->rgba[i * 4 + k] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
    }
    t->rgba[i * 4 + 3] = 255;
}

/* The texel at (u, v) in texel units, wrapped (repeat; sides are powers of two). */
static const uint8_t *texel(const thumb_tex *tex, float u, float v) {
    int x = (int)u, y = (int)v;
    x -= (float)x > u, y -= (float)y > v; /* floor */
    x &= (int)tex->w - 1, y &= (int)tex->h - 1;
    return tex->rgba + ((size_t)y * tex->w + (size_t)x) * 4;
}

/* Lambert on the face normal, both faces lit, with an ambient floor. */
static float face_shade(const thumb *t, const thumb_vertex v[3]) {
    float a[3], b[3], n[3];
    for (int i = 0; i < 3; i++) a[i] = v[1].p[i] - v[0].p[i], b[i] = v[2].p[i] - v[0].p[i];
    cross3(a, b, n);
    norm3(n);
    return 0.35f + 0.65f * fabsf(dot3(n, t->light));
}

/* What a covered pixel interpolates, per corner: depth, lit colour (0-255), texel u, v. */
typedef struct corner {
    float z, c[4], u, v;
} corner;

/* One covered pixel at barycentric weights w: depth test, texel, colour. */
static void shade_pixel(thumb *t, size_t i, const float w[3], const corner k[3], const thumb_tex *tex) {
    float z = w[0] * k[0].z + w[1] * k[1].z + w[2] * k[2].z;
    if (z <= t->depth[i]) return;
    float c[4];
    for (int n = 0; n < 4; n++) c[n] = w[0] * k[0].c[n] + w[1] * k[1].c[n] + w[2] * k[2].c[n];
    if (tex) {
        const uint8_t *px = texel(tex, w[0] * k[0].u + w[1] * k[1].u + w[2] * k[2].u,
                                  w[0] * k[0].v + w[1] * k[1].v + w[2] * k[2].v);
        for (int n = 0; n < 4; n++) c[n] *= px[n] * (1.0f / 255);
    }
    if (c[3] < 127.5f) return;
    put(t, i, z, c);
}

/* The corners of a triangle: colours lit and scaled to bytes, texture coordinates in texels. */
static void corners(const thumb_vertex v[3], const float s[3][3], const thumb_tex *tex, float light, corner k[3]) {
    for (int n = 0; n < 3; n++) {
        k[n].z = s[n][2];
        for (int c = 0; c < 3; c++) k[n].c[c] = v[n].rgba[c] * light * 255;
        k[n].c[3] = v[n].rgba[3] * 255;
        k[n].u = tex ? v[n].uv[0] * (float)tex->w : 0;
        k[n].v = tex ? v[n].uv[1] * (float)tex->h : 0;
    }
}

void thumb_triangle(thumb *t, const thumb_vertex v[3], const thumb_tex *tex) {
    if (!t->framed) return;
    float s[3][3];
    for (int k = 0; k < 3; k++) project(t, v[k].p, s[k]);
    float area = (s[1][0] - s[0][0]) * (s[2][1] - s[0][1]) - (s[2][0] - s[0][0]) * (s[1][1] - s[0][1]);
    if (!(fabsf(area) > 1e-9f)) return; /* edge-on or not finite */
    float fx0 = fminf(fminf(s[0][0], s[1][0]), s[2][0]), fx1 = fmaxf(fmaxf(s[0][0], s[1][0]), s[2][0]);
    float fy0 = fminf(fminf(s[0][1], s[1][1]), s[2][1]), fy1 = fmaxf(fmaxf(s[0][1], s[1][1]), s[2][1]);
    if (fx1 < 0 || fy1 < 0 || fx0 >= S || fy0 >= S) return;
    int x0 = (int)fmaxf(0, floorf(fx0)), x1 = (int)fminf(S - 1, ceilf(fx1));
    int y0 = (int)fmaxf(0, floorf(fy0)), y1 = (int)fminf(S - 1, ceilf(fy1));
    if (tex && (!tex->rgba || !tex->w || !tex->h || (tex->w & (tex->w - 1)) || (tex->h & (tex->h - 1)))) tex = NULL;
    float inv = 1.0f / area;
    corner k3[3];
    corners(v, s, tex, face_shade(t, v), k3);
    /* Each weight is an edge function, linear in x and y: dx, dy step it across the box. */
    float w0[3], dx[3], dy[3], rdx[3];
    for (int k = 0; k < 3; k++) {
        const float *a = s[(k + 1) % 3], *b = s[(k + 2) % 3];
        dx[k] = -(b[1] - a[1]) * inv, dy[k] = (b[0] - a[0]) * inv;
        rdx[k] = dx[k] != 0 ? 1.0f / dx[k] : 0;
        w0[k] = ((b[0] - a[0]) * ((float)y0 + 0.5f - a[1]) - ((float)x0 + 0.5f - a[0]) * (b[1] - a[1])) * inv;
    }
    for (int y = y0; y <= y1; y++, w0[0] += dy[0], w0[1] += dy[1], w0[2] += dy[2]) {
        /* The row's covered span from the three edges (a pixel wider each side for rounding;
         * the weights are tested again per pixel): slivers cost their pixels, not their box. */
        float lo = 0, hi = (float)(x1 - x0);
        for (int k = 0; k < 3; k++) {
            if (dx[k] > 0) lo = fmaxf(lo, -w0[k] * rdx[k] - 1);
            else if (dx[k] < 0) hi = fminf(hi, -w0[k] * rdx[k] + 1);
            else if (w0[k] < 0) hi = -1;
        }
        if (!(lo <= hi)) continue;
        int a = (int)lo, b = (int)hi;
        float w[3] = {w0[0] + dx[0] * (float)a, w0[1] + dx[1] * (float)a, w0[2] + dx[2] * (float)a};
        for (int x = x0 + a; x <= x0 + b; x++, w[0] += dx[0], w[1] += dx[1], w[2] += dx[2])
            if (w[0] >= 0 && w[1] >= 0 && w[2] >= 0) shade_pixel(t, (size_t)y * S + (size_t)x, w, k3, tex);
    }
}

void thumb_line(thumb *t, const thumb_vertex *a, const thumb_vertex *b) {
    if (!t->framed) return;
    float sa[3], sb[3];
    project(t, a->p, sa);
    project(t, b->p, sb);
    float n = fmaxf(fabsf(sb[0] - sa[0]), fabsf(sb[1] - sa[1]));
    if (!isfinite(n)) return;
    int steps = (int)fminf(ceilf(n), 4 * S) + 1;
    for (int k = 0; k <= steps; k++) {
        float f = (float)k / (float)steps, x = sa[0] + (sb[0] - sa[0]) * f, y = sa[1] + (sb[1] - sa[1]) * f;
        if (x < 0 || y < 0 || x >= S || y >= S) continue;
        size_t i = (size_t)y * S + (size_t)x;
        float z = sa[2] + (sb[2] - sa[2]) * f + 1e-3f; /* over the surface it runs along */
        float c[4] = {a->rgba[0] * 255, a->rgba[1] * 255, a->rgba[2] * 255, 255};
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
    png_encoder *e = png_encoder_new(PNG_DEFAULT_LEVEL);
    int rc = e ? png_encode_image(e, &im, png, len) : -1;
    png_encoder_free(e);
    free(idx);
    return rc;
}
