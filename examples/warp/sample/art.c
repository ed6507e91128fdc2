/* Pictures and meshes for `warp sample`: gradients, checkerboards, glyph blocks, a box,
 * a plane and a tube. Integer arithmetic (and exact float steps) only, so the output
 * is the same on every run and machine. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sample/sample.h"

uint8_t sample_glyph_row(unsigned c, unsigned y) {
    if (c <= 32 || c > 126 || y >= 7) return 0;
    uint32_t h = (uint32_t)c * 2654435761u;
    h ^= h >> 13;
    uint8_t row = (uint8_t)((h >> (y * 4)) & 0x1F);
    if (y == 0 || y == 6) row |= (uint8_t)(c & 1 ? 0x0E : 0x1F); /* bars make it look like letters */
    if (y == 3) row |= 0x11;
    return row;
}

static uint8_t ramp(uint32_t v, uint32_t n) { return (uint8_t)(n > 1 ? v * 255 / (n - 1) : 0); }

/* Palette for the palettised pictures: a colour ramp, turned by tint. */
static void make_palette(sample_texture *t, int art, uint32_t colors, uint32_t tint) {
    for (uint32_t i = 0; i < colors; i++) {
        uint8_t *p = t->palette + 4 * i;
        uint32_t v = i * 255 / (colors - 1);
        if (art == ART_GLYPHS_T4) { /* white glyphs on transparent black */
            p[0] = p[1] = p[2] = p[3] = (uint8_t)v;
            continue;
        }
        p[0] = (uint8_t)(v ^ (tint & 0xFF));
        p[1] = (uint8_t)(255 - v);
        p[2] = (uint8_t)((v * 2 + (tint >> 8)) & 0xFF);
        p[3] = 255;
    }
}

/* Value of picture `art` at (x, y) of a w x h level: a palette index or packed RGBA. */
static uint32_t art_value(int art, uint32_t x, uint32_t y, uint32_t w, uint32_t h) {
    switch (art) {
    case ART_GRADIENT_T8: return (x * 128 / w + y * 128 / h) & 0xFF;
    case ART_CHECKER_T4: {
        uint32_t cell = w >= 8 ? w / 8 : 1;
        return ((x / cell + y / cell) & 1) ? 15 : (x == y ? 8 : 0);
    }
    case ART_STRIPES_T8: return ((x + 2 * y) / 4 % 8) * 32;
    case ART_GLYPHS_T4: { /* 8 x 8 cells holding characters 32.. */
        uint32_t c = 32 + (y / 8) * (w / 8) + x / 8, gx = x % 8, gy = y % 8;
        if (gx < 1 || gx > 5 || gy >= 7) return 0;
        return (sample_glyph_row(c, gy) >> (5 - gx)) & 1 ? 15 : 0;
    }
    case ART_CLOUDS_T8: {
        uint32_t v = (x * x + y * 3 + (x ^ y) * 5) & 0xFF;
        return v;
    }
    default: { /* ART_RGBA_CT32: RGB gradient, alpha falling off from the centre */
        uint32_t dx = x > w / 2 ? x - w / 2 : w / 2 - x, dy = y > h / 2 ? y - h / 2 : h / 2 - y;
        uint32_t d = (dx * 255 / (w / 2 ? w / 2 : 1) + dy * 255 / (h / 2 ? h / 2 : 1)) / 2;
        uint32_t a = 255 - (d > 255 ? 255 : d);
        return ramp(x, w) | (uint32_t)ramp(y, h) << 8 | (uint32_t)((x ^ y) * 255 / (w | 1) & 0xFF) << 16 | a << 24;
    }
    }
}

int sample_texture_make(sample_texture *t, int art, const char *name, uint32_t width, uint32_t height,
                        uint32_t levels, uint32_t tint) {
    uint32_t texel_bytes = art == ART_RGBA_CT32 ? 4 : 1;
    if ((uint64_t)width * height * texel_bytes > SAMPLE_TEX_BYTES || levels > WARP_TEXTURE_MAX_LEVELS) return -1;
    memset(&t->desc, 0, sizeof t->desc);
    snprintf(t->name, sizeof t->name, "%s", name);
    t->desc.name = t->name;
    t->desc.width = width;
    t->desc.height = height;
    t->desc.levels = levels;
    t->desc.psm = art == ART_RGBA_CT32 ? WARP_PSM_CT32
                  : (art == ART_CHECKER_T4 || art == ART_GLYPHS_T4) ? WARP_PSM_T4 : WARP_PSM_T8;
    uint32_t colors = t->desc.psm == WARP_PSM_T4 ? 16 : 256;
    if (t->desc.psm != WARP_PSM_CT32) {
        make_palette(t, art, colors, tint);
        t->desc.palette = t->palette;
    }
    for (uint32_t l = 0; l < levels; l++) {
        uint32_t w = width >> l ? width >> l : 1, h = height >> l ? height >> l : 1;
        for (uint32_t y = 0; y < h; y++)
            for (uint32_t x = 0; x < w; x++) {
                uint32_t v = art_value(art, x, y, w, h);
                if (t->desc.psm == WARP_PSM_CT32) {
                    uint8_t *p = t->texels[l] + 4 * (y * w + x);
                    p[0] = (uint8_t)((v & 0xFF) ^ (tint & 0xFF));
                    p[1] = (uint8_t)(v >> 8);
                    p[2] = (uint8_t)(v >> 16);
                    p[3] = (uint8_t)(v >> 24);
                } else {
                    t->texels[l][y * w + x] = (uint8_t)(v & (colors - 1));
                }
            }
        if (t->desc.psm == WARP_PSM_CT32)
            t->desc.rgba[l] = t->texels[l];
        else
            t->desc.indices[l] = t->texels[l];
    }
    return 0;
}

/* ---- meshes ------------------------------------------------------------------------ */
static void put(sample_mesh *m, const float p[3], const float n[3], float u, float v) {
    if (m->n + 2 > SAMPLE_MESH_MAX) { /* a generator call below asks too much: a bug */
        fprintf(stderr, "warp sample: mesh over %d vertices\n", SAMPLE_MESH_MAX);
        exit(1);
    }
    /* a strip join repeats the whole vertex (its colour too): a stitch, not a triangle (SA-PS2.md 5) */
    uint32_t first = m->n;
    for (int twice = m->join_next ? 2 : 1; twice > 0; twice--) {
        uint32_t i = m->n++;
        memcpy(m->pos + 3 * i, p, 3 * sizeof(float));
        memcpy(m->nrm + 3 * i, n, 3 * sizeof(float));
        m->uv[2 * i] = u;
        m->uv[2 * i + 1] = v;
        /* prelight: brighter towards the top, on the GS's 0x80 = full scale */
        uint8_t *c = m->col + 4 * i;
        c[0] = c[1] = (uint8_t)(0x60 + (first * 5) % 0x20);
        c[2] = 0x80;
        c[3] = 0xFF;
    }
    m->join_next = 0;
}

/* Start another strip piece: repeat the last vertex now and the next one when it comes. */
static void new_piece(sample_mesh *m) {
    if (m->n == 0) return;
    uint32_t last = m->n - 1;
    m->join_next = 0;
    put(m, m->pos + 3 * last, m->nrm + 3 * last, m->uv[2 * last], m->uv[2 * last + 1]);
    memcpy(m->col + 4 * (m->n - 1), m->col + 4 * last, 4);
    m->join_next = 1;
}

void sample_mesh_box(sample_mesh *m, float cx, float cy, float cz, float h) {
    /* per face: normal, then u and v axes with u x v = normal */
    static const int8_t faces[6][3][3] = {
        {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},  {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}}, {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}},
        {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}, {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, 0, -1}, {0, 1, 0}, {1, 0, 0}}};
    const float c[3] = {cx, cy, cz};
    for (int f = 0; f < 6; f++) {
        new_piece(m);
        for (int k = 0; k < 4; k++) {
            float su = (k & 1) ? 1.0f : -1.0f, sv = (k & 2) ? 1.0f : -1.0f, p[3], n[3];
            for (int a = 0; a < 3; a++) {
                n[a] = (float)faces[f][0][a];
                p[a] = c[a] + h * (n[a] + su * (float)faces[f][1][a] + sv * (float)faces[f][2][a]);
            }
            put(m, p, n, (k & 1) ? 1.0f : 0.0f, (k & 2) ? 0.0f : 1.0f);
        }
    }
}

void sample_mesh_plane(sample_mesh *m, uint32_t n, float size) {
    const float up[3] = {0, 1, 0}, step = 2.0f * size / (float)n;
    for (uint32_t j = 0; j < n; j++) {
        new_piece(m);
        for (uint32_t i = 0; i <= n; i++)
            for (uint32_t r = 0; r < 2; r++) {
                float p[3] = {-size + step * (float)i, 0.0f, -size + step * (float)(j + r)};
                put(m, p, up, (float)i / (float)n, (float)(j + r) / (float)n);
            }
    }
}

/* sin of k/16 turns (the tool links no math library; sides divide 16) */
static const float k_sin16[16] = {0.0f,  0.38268343f,  0.70710678f,  0.92387953f,  1.0f,  0.92387953f,
                                  0.70710678f,  0.38268343f,  0.0f,  -0.38268343f, -0.70710678f, -0.92387953f,
                                  -1.0f, -0.92387953f, -0.70710678f, -0.38268343f};

void sample_mesh_tube(sample_mesh *m, float r, float y0, float y1, uint32_t rings, uint32_t sides) {
    if (sides == 0 || 16 % sides) return;
    for (uint32_t j = 0; j + 1 < rings; j++) {
        new_piece(m);
        for (uint32_t s = 0; s <= sides; s++) {
            uint32_t k16 = (s % sides) * (16 / sides);
            float cs = k_sin16[(k16 + 4) % 16], sn = k_sin16[k16], n[3] = {cs, 0, sn};
            for (uint32_t k = 0; k < 2; k++) {
                float y = y0 + (y1 - y0) * (float)(j + k) / (float)(rings - 1);
                float p[3] = {r * cs, y, r * sn};
                put(m, p, n, (float)s / (float)sides, (float)(j + k) / (float)(rings - 1));
            }
        }
    }
}

warp_mesh_arrays sample_mesh_arrays(const sample_mesh *m, int normals, int colors, int two_sets, int skin) {
    warp_mesh_arrays a;
    memset(&a, 0, sizeof a);
    a.vertex_count = m->n;
    a.positions = m->pos;
    a.normals = normals ? m->nrm : NULL;
    a.uvs[0] = m->uv;
    a.uvs[1] = two_sets ? m->uv : NULL;
    a.colors = colors ? m->col : NULL;
    a.joints = skin ? m->joints : NULL;
    a.weights = skin ? m->weights : NULL;
    return a;
}

void sample_packed_geometry(warp_geometry_desc *g, const warp_mesh_arrays *ma, const warp_material_info *mat,
                            const uint32_t *mesh_mat, float position_scale) {
    memset(g, 0, sizeof *g);
    g->layout = WARP_LAYOUT_PS2_PACKED;
    g->mesh_count = 1;
    g->meshes = ma;
    g->mesh_materials = mesh_mat;
    g->material_count = 1;
    g->materials = mat;
    g->position_scale = position_scale;
    g->uv_scale = 1.0f / 4096;
}

void sample_translation_ibm(float *ibm, const float (*world)[3], int bones) {
    for (int b = 0; b < bones; b++) {
        float *x = ibm + 16 * b;
        memset(x, 0, 16 * sizeof *x);
        x[0] = x[5] = x[10] = x[15] = 1.0f;
        for (int a = 0; a < 3; a++) x[12 + a] = -world[b + 1][a];
    }
}
