/* Fuzz target: the thumbnail rasteriser (examples/warp/formats/thumb.c) on any floats:
 * positions, texture coordinates and colours straight from the input, NaNs, infinities
 * and values past int's range included (a hostile entry's UVs reach it unchanged).
 * Input: the texture's sides as two log2 bytes (0..7), its RGBA texels, then records of
 * one op byte (bit 0: a line, else a triangle; bit 1: untextured) and three vertices of
 * nine floats (position, uv, rgba). Every point bounds the view, then each record is
 * drawn and the picture encoded; the PNG must come back. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "formats/thumb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define RECORD (1 + 3 * sizeof(thumb_vertex))

static void vertices(const uint8_t *p, thumb_vertex v[3]) {
    for (int k = 0; k < 3; k++) memcpy(&v[k], p + 1 + k * sizeof *v, sizeof *v); /* nine floats, no padding */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    thumb_tex tex = {NULL, 1u << (data[0] & 7), 1u << (data[1] & 7)};
    size_t texels = (size_t)tex.w * tex.h * 4, at = 2;
    if (size - at >= texels) tex.rgba = data + at, at += texels;
    thumb *t = thumb_new();
    if (!t) return 0;
    thumb_vertex v[3];
    for (size_t p = at; size - p >= RECORD; p += RECORD) {
        vertices(data + p, v);
        for (int k = 0; k < 3; k++) thumb_bound(t, v[k].p);
    }
    if (thumb_frame(t) == 0)
        for (size_t p = at; size - p >= RECORD; p += RECORD) {
            vertices(data + p, v);
            if (data[p] & 1)
                thumb_line(t, &v[0], &v[1]);
            else
                thumb_triangle(t, v, data[p] & 2 || !tex.rgba ? NULL : &tex);
        }
    uint8_t *png = NULL;
    size_t len = 0;
    if (thumb_encode_png(t, &png, &len) == 0 && (!png || len < 8)) abort();
    if (thumb_drawn(t) > (size_t)THUMB_SIZE * THUMB_SIZE) abort();
    free(png);
    thumb_free(t);
    return 0;
}
