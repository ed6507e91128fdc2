/* A small software rasteriser for the extraction's thumbnails (docs/tool.md "Thumbnails"):
 * triangles and lines in one orthographic three-quarter view, framed on the bounds given
 * first, z-buffered, lit by one light from over the viewer's shoulder (both faces lit, as
 * the game's winding is not always trusted), textured by point sampling and written as a
 * palettised PNG with a transparent background. Pure C over plain arrays: gltf_thumb.c
 * feeds it a glTF document. */
#ifndef WARP_TOOL_THUMB_H
#define WARP_TOOL_THUMB_H

#include <stddef.h>
#include <stdint.h>

#define THUMB_SIZE 64

typedef struct thumb thumb;

/* A texture to sample: RGBA8, w x h (powers of two; others are not sampled), tight rows; wrap: repeat. */
typedef struct thumb_tex {
    const uint8_t *rgba;
    uint32_t w, h;
} thumb_tex;

/* One vertex: position, texture coordinate, colour (RGBA, 1.0 = 255, multiplied with the texel). */
typedef struct thumb_vertex {
    float p[3];
    float uv[2];
    float rgba[4];
} thumb_vertex;

thumb *thumb_new(void);
void thumb_free(thumb *t);
/* Grow the bounds the view is framed on (call for every point before thumb_frame). */
void thumb_bound(thumb *t, const float p[3]);
/* Fix the view on the bounds. 0, or -1 when no point was given. */
int thumb_frame(thumb *t);
/* One triangle (after thumb_frame). tex NULL: the vertex colours alone. Texels with
 * alpha below half are not drawn (the game's cut-outs). */
void thumb_triangle(thumb *t, const thumb_vertex v[3], const thumb_tex *tex);
/* One line, one pixel wide, in the colour of a. */
void thumb_line(thumb *t, const thumb_vertex *a, const thumb_vertex *b);
/* Pixels drawn so far. */
size_t thumb_drawn(const thumb *t);
/* The picture as a palettised PNG (index 0 the transparent background; the exact colours
 * when they are few, else a fixed colour cube with ordered dithering) in a malloc'ed
 * buffer. 0, or -1 when out of memory. */
int thumb_encode_png(const thumb *t, uint8_t **png, size_t *len);

#endif
