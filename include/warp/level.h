/* Level data (level<N>.lev, docs/format-level.md): collision mesh, AI path data, occluders,
 * the level header and subtitles, with encoders. Included by warp/warp.h.
 *
 * Reading a level:
 *   warp_level_find_chunks(lev, len, &chunks)       -> the payload of each chunk by type
 *   warp_collision_init(c, ..., &chunks, limits)    -> vertices, triangles, grid (checked once)
 *   warp_paths_init(p, ..., chunks.paths, ...)      -> areas, polygons, nodes, edges
 *   warp_occluder_foreach / warp_subtitle_foreach   -> records of 0x53 / 0x51
 *
 * Coordinates are the game's (z up, metres). Turn them to y-up (RenderWare, glTF) with
 * (x, y, z) -> (x, z, -y), a proper rotation that keeps triangle winding (docs/format-level.md).
 * Words whose meaning is not known are reported as numbers, never interpreted. */
#ifndef WARP_LEVEL_H
#define WARP_LEVEL_H

#include "warp/core.h"
#include "warp/container.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The level's chunk types are WARP_CHUNK_* of container.h; these four are the names the
 * level decoders use for the same numbers (docs/format-level.md). */
enum {
    WARP_CHUNK_COLLISION_HEADER = WARP_CHUNK_COLLISION_MESH,        /* 0x03 */
    WARP_CHUNK_COLLISION_LISTS = WARP_CHUNK_COLLISION_STRINGS,      /* 0x06: index lists of the grid */
    WARP_CHUNK_COLLISION_VERTICES = WARP_CHUNK_COLLISION_VERTEX_BUFFER, /* 0x07 */
    WARP_CHUNK_PATHS = WARP_CHUNK_PATH_DATA                         /* 0x40 */
};

/* A chunk's payload (after its 16-byte header), or NULL/0 when the level has none. */
typedef struct warp_span {
    const uint8_t *data;
    size_t len;
} warp_span;

typedef struct warp_level_chunks {
    warp_span collision_header;  /* 0x03 */
    warp_span triangles;         /* 0x04 */
    warp_span grid;              /* 0x05 */
    warp_span lists;             /* 0x06 */
    warp_span vertices;          /* 0x07 */
    warp_span checked;           /* 0x52 */
    warp_span paths;             /* 0x40 */
    warp_span occluders;         /* 0x53 */
    warp_span level_header;      /* 0x17 */
    warp_span subtitles;         /* 0x51 */
    uint32_t found;              /* number of the spans above that were found */
    uint32_t reserved[7];
} warp_level_chunks;

/* Walk a flat chunk container (a .lev) and fill one span per level chunk type (the
 * first chunk of each type). WARP_E_NOT_FOUND when it holds none of them; container
 * errors as warp_chunk_foreach. */
WARP_API int warp_level_find_chunks(const void *buf, size_t len, warp_level_chunks *out);

/* ---- collision (docs/format-level.md) ------------------------------------------------ */
#define WARP_COLLISION_HEADER_SIZE 160
#define WARP_COLLISION_TRIANGLE_SIZE 10
#define WARP_COLLISION_VERTEX_SIZE 16
/* Triangle flag bits known from code (docs/format-level.md, "Collision"); bits 2-10 and 12-15 are kept as numbers. */
#define WARP_COLLISION_ENABLED 0x0001u
#define WARP_COLLISION_TWO_SIDED 0x0002u
#define WARP_COLLISION_TESTABLE_DISABLED 0x0800u

typedef struct warp_collision warp_collision;

/* The 160-byte 0x03 header. Pointer words (+0x78, +0x80, +0x88, +0x8C, +0x94) are run-time
 * only and reported as stored. */
typedef struct warp_collision_info {
    uint32_t word00;            /* placeholder (disc 0x00421620) */
    uint32_t word04[3];         /* +0x04..+0x0F, not documented */
    float matrix[4][4];         /* world -> grid, row-vector form: g = x r0 + y r1 + z r2 + r3 */
    float clamp_min[4];         /* +0x50 */
    float clamp_max[4];         /* +0x60 */
    uint32_t nx, ny, nz;        /* cells per axis (+0x70, +0x72, +0x74) */
    uint32_t pad76;             /* u16 +0x76 (0 except one disc level) */
    uint32_t grid_ptr, lists_ptr, triangles_ptr, vertices_ptr, checked_ptr; /* run-time words */
    uint32_t list_count;        /* u16 values in the index lists (+0x7C) */
    uint32_t triangle_count;    /* u16 +0x84 */
    uint32_t word86;            /* u16 +0x86, not documented */
    uint32_t vertex_count;      /* +0x90 */
    float lowest_z;             /* +0x98 (inferred: the lowest vertex z) */
    uint32_t word9c;            /* +0x9C (0 on disc) */
    uint32_t cell_count;        /* nx * ny * nz */
    uint32_t nonempty_cells;    /* grid entries with a non-empty list */
    uint32_t listed;            /* triangle indices over all cell lists */
    uint32_t longest_list;
    size_t checked_len;         /* bytes of the 0x52 bit set (0 when absent) */
    uint32_t reserved[8];
} warp_collision_info;

typedef struct warp_collision_triangle {
    uint16_t v[3];              /* vertex indices (checked < vertex_count) */
    uint16_t flags;             /* WARP_COLLISION_* and unknown bits as stored */
    uint8_t material;           /* material id (warp_collision_material_name) */
    uint8_t area;               /* "area byte" 0-124 on disc (meaning speculative) */
    uint8_t reserved[6];
} warp_collision_triangle;

/* One non-empty grid cell. */
typedef struct warp_collision_cell {
    uint32_t x, y, z;
    uint32_t index;             /* (z * ny + y) * nx + x */
    uint32_t offset;            /* grid entry: u16 offset of the list in 0x06 */
    uint32_t count;             /* triangles listed */
    uint32_t reserved[4];
} warp_collision_cell;
typedef int (*warp_collision_cell_cb)(void *user, const warp_collision_cell *cell);

WARP_API size_t warp_collision_sizeof(void);
/* Open the collision mesh from its chunks (collision_header, vertices, triangles, grid
 * and lists are required; checked may be absent). Checks every size against the header
 * counts (WARP_E_TRUNCATED), every vertex index and every list (WARP_E_RANGE when a
 * triangle names a missing vertex, a grid entry points past the lists or a list names a
 * missing triangle), and caps cells at limits->max_count and vertices at
 * limits->max_vertices (WARP_E_LIMIT). WARP_E_NOT_FOUND when a required chunk is absent. */
WARP_API int warp_collision_init(warp_collision *c, size_t c_size, uint32_t abi_version,
                                 const warp_level_chunks *chunks, const warp_limits *limits);
WARP_API int warp_collision_get_info(const warp_collision *c, warp_collision_info *out);
/* Vertex positions, 4 floats each as stored (x, y, z, w; game axes). dst NULL: *count
 * receives vertex_count; fewer than that room: WARP_E_DST_SMALL. */
WARP_API int warp_collision_copy_vertices(const warp_collision *c, float *dst, size_t dst_count, size_t *count);
/* Triangle i. WARP_E_RANGE past triangle_count. */
WARP_API int warp_collision_get_triangle(const warp_collision *c, uint32_t index, warp_collision_triangle *out);
/* Call cb for every non-empty cell, in grid entry order. */
WARP_API int warp_collision_foreach_cell(const warp_collision *c, warp_collision_cell_cb cb, void *user);
/* The triangle indices listed in cell (x, y, z), as stored. WARP_E_RANGE outside the
 * grid; dst NULL reports the count. */
WARP_API int warp_collision_cell_triangles(const warp_collision *c, uint32_t x, uint32_t y, uint32_t z,
                                           uint16_t *dst, size_t dst_count, size_t *count);
/* Name of a material id from the game's table where the docs give it ("GLASS", ...),
 * else NULL (docs/format-level.md lists 14 of the 191 names). */
WARP_API const char *warp_collision_material_name(uint32_t id);

/* Encoder: the six collision chunks (0x52, 0x07, 0x04, 0x05, 0x06, 0x03, the disc order)
 * into the resource open in w. The grid has nx * ny * nz cells over the vertices'
 * bounding box, the matrix maps the box onto 0..n-1 per axis as on disc (an axis with
 * one cell or no extent gets scale 0), and each cell lists the triangles whose grid-space
 * box overlaps it (one pass over the triangles per row of cells, or per 256 cells of a longer row;
 * no memory is allocated). */
typedef struct warp_collision_desc {
    uint32_t vertex_count;
    const float *positions;     /* xyz per vertex, game axes */
    uint32_t triangle_count;    /* at most 65535 */
    const warp_collision_triangle *triangles;
    uint32_t nx, ny, nz;        /* >= 1 each */
    uint32_t word00;            /* written at +0x00 */
    uint32_t hash;              /* chunk hash of the first chunk; the next five get hash + 1 .. + 5
                                   (0: all 0) */
    uint32_t reserved[7];
} warp_collision_desc;
WARP_API int warp_write_collision(warp_writer *w, const warp_collision_desc *desc);

/* ---- subtitles (docs/format-level.md) ------------------------------------------------ */
enum { WARP_SUBTITLE_LANGUAGE = 0, WARP_SUBTITLE_SCENE = 1, WARP_SUBTITLE_TITLE = 2, WARP_SUBTITLE_CAPTION = 3 };

typedef struct warp_subtitle_info {
    uint32_t index;             /* record number */
    uint32_t kind;              /* WARP_SUBTITLE_* or another number as stored */
    size_t offset;              /* of the record from the chunk data start */
    const char *text;           /* NUL-terminated bytes as stored (8-bit, code page unknown) */
    size_t text_len;
    const char *language;       /* text of the last kind-0 record before it, or NULL */
    const char *scene;          /* text of the last kind-1 record in that language, or NULL */
    uint32_t language_index;    /* kind-0 records seen before it (0 before the first) */
    uint32_t reserved[7];
} warp_subtitle_info;
typedef int (*warp_subtitle_cb)(void *user, const warp_subtitle_info *record);

/* Walk a 0x51 payload: u16 length, then records {u32 kind, text, NUL} read while a
 * record's start is below length - 1 and 4 bytes remain. WARP_E_TRUNCATED when the
 * length word passes the chunk or a text has no NUL inside it. *count (optional)
 * receives the number of records. cb NULL only counts: count is then required
 * (WARP_E_ARG otherwise). */
WARP_API int warp_subtitle_foreach(const void *buf, size_t len, warp_subtitle_cb cb, void *user, size_t *count);

typedef struct warp_subtitle_desc {
    uint32_t kind;
    const char *text;
} warp_subtitle_desc;
/* Encoder: the 0x51 payload (length word + records) into the chunk open in w. */
WARP_API int warp_write_subtitles(warp_writer *w, const warp_subtitle_desc *records, size_t count);

/* ---- occluders (docs/format-level.md) ------------------------------------------------ */
#define WARP_OCCLUDER_SIZE 0x70
typedef struct warp_occluder_info {
    uint32_t index;
    float planes[3][4];         /* +0x00..+0x2F: computed per viewport at run time (as stored) */
    float points[4][4];         /* P0..P3 at +0x30..+0x6F, game axes; the 4th float not documented */
    uint8_t active;             /* +0x6F, run time */
    uint8_t pad[3];
    uint32_t reserved[4];
} warp_occluder_info;
typedef int (*warp_occluder_cb)(void *user, const warp_occluder_info *occluder);
/* Walk a 0x53 payload: u32 count, 12 bytes of padding, count records.
 * WARP_E_TRUNCATED when they do not fit; *count (optional) gets the count. cb NULL
 * only counts: count is then required (WARP_E_ARG otherwise). */
WARP_API int warp_occluder_foreach(const void *buf, size_t len, warp_occluder_cb cb, void *user, size_t *count);

/* Encoder: a 0x53 payload from count x 4 points (4 floats each, game axes). */
WARP_API int warp_write_occluders(warp_writer *w, const float (*points)[4][4], uint32_t count);

/* ---- path data (docs/format-level.md) ------------------------------------------------ */
typedef struct warp_paths warp_paths;

typedef struct warp_paths_info {
    uint32_t path_count;        /* P, header +0x00 */
    uint32_t vertex_count;      /* V, +0x04 */
    uint32_t node_count;        /* C, s16 +0x08 */
    uint32_t area_count;        /* A, s16 +0x0A */
    uint32_t edge_count;        /* D, +0x0C */
    uint32_t header_words[4];   /* +0x10..+0x1F, not documented */
    size_t lists_offset;        /* of the edge-list area in the payload */
    size_t lists_len;           /* bytes up to the end of the furthest list a path names */
    size_t tail_len;            /* bytes after that (padding, never read) */
    uint32_t slab_lists;        /* slab starts >= 0 over all paths */
    uint32_t reserved[8];
} warp_paths_info;

typedef struct warp_path_info {
    uint32_t index;
    uint32_t area;              /* area number: outlines start a new one (+0x20 chains) */
    uint32_t is_outline;        /* first path of its area */
    uint32_t vertex_count;      /* s16 +0x00 */
    uint32_t first_vertex;      /* running sum of the counts before it */
    int32_t membership;         /* s16 +0x02 (inferred: on the route graph when non-zero) */
    uint32_t word04;            /* run-time vertex pointer as stored */
    float x_min, x_max, y_min, y_max; /* +0x08..+0x14 */
    uint32_t word18, word1c;    /* not documented */
    uint32_t next_in_area;      /* +0x20: non-zero when the next path is in the same area */
    uint32_t word24;            /* run time */
    int16_t slab_start[16];     /* +0x28: s16 offsets into the edge lists, -1 none */
    uint32_t flags;             /* u16 +0x48 */
    uint32_t ground;            /* u16 +0x4A (compared with the collision area byte) */
    uint32_t has_area_record;   /* u32 +0x4C as stored (non-zero: takes the next A record) */
    int32_t area_record;        /* the A record it takes, or -1 */
    uint32_t first_node, node_count; /* its nodes from that A record (running sum), else 0 */
    uint32_t reserved[6];
} warp_path_info;
typedef int (*warp_path_cb)(void *user, const warp_path_info *path);

typedef struct warp_path_vertex {
    float x, y;                 /* +0, +4 */
    uint32_t word8, wordc;      /* not documented */
} warp_path_vertex;

typedef struct warp_path_area_record {
    uint32_t words[4];          /* +0x00 node count (treated as u16), +0x04/+0x08/+0x0C open */
} warp_path_area_record;

typedef struct warp_path_node {
    uint32_t index;
    float position[4];          /* x, y, z, w */
    uint32_t word10;            /* run-time edge pointer as stored */
    uint32_t edge_count;        /* s16 +0x14 */
    uint32_t first_edge;        /* running sum of the counts before it */
    uint16_t scratch[3];        /* +0x16, +0x18, +0x1A search scratch */
    uint16_t pad;
    uint32_t word1c;            /* +0x1C..+0x1F as stored (parent, route count at +0x1F) */
    uint32_t reserved[4];
} warp_path_node;
typedef int (*warp_path_node_cb)(void *user, const warp_path_node *node);

typedef struct warp_path_edge {
    uint32_t target;            /* the other node (checked < node_count) */
    uint32_t kind;              /* u16 +0x04: 1 walk, 2 walk, 4 jump, 8 climb, 0x10 door, 0x80 climb at a run */
    uint32_t door;              /* low 13 bits of +0x06 */
    uint32_t avoid;             /* bit 15 of +0x06 */
    uint32_t word4;             /* the whole word at +0x04 */
    uint32_t reserved[3];
} warp_path_edge;

WARP_API size_t warp_paths_sizeof(void);
/* Open a 0x40 payload. Checks that the parts fit (WARP_E_TRUNCATED), that the counts
 * agree (sum of path vertex counts and node edge counts within V and D, paths with an A
 * record at most A, A node counts within C: WARP_E_CORRUPT), every edge target and every
 * slab list (ended by a negative value inside the payload: WARP_E_RANGE). */
WARP_API int warp_paths_init(warp_paths *p, size_t p_size, uint32_t abi_version, const void *buf, size_t len,
                             const warp_limits *limits);
WARP_API int warp_paths_get_info(const warp_paths *p, warp_paths_info *out);
WARP_API int warp_paths_foreach_path(const warp_paths *p, warp_path_cb cb, void *user);
WARP_API int warp_paths_foreach_node(const warp_paths *p, warp_path_node_cb cb, void *user);
WARP_API int warp_paths_get_vertex(const warp_paths *p, uint32_t index, warp_path_vertex *out);
WARP_API int warp_paths_get_area_record(const warp_paths *p, uint32_t index, warp_path_area_record *out);
WARP_API int warp_paths_get_edge(const warp_paths *p, uint32_t index, warp_path_edge *out);
/* The edge numbers of slab `slab` (0-15) of a path (from its warp_path_info), up to the
 * terminating negative value. A path without lists (slab_start[0] < 0) reports 0.
 * dst NULL reports the count. */
WARP_API int warp_paths_slab_edges(const warp_paths *p, const warp_path_info *path, uint32_t slab, int16_t *dst,
                                   size_t dst_count, size_t *count);

/* Encoder: one polygon; its vertices (x, y pairs) and, for an outline, its nodes. */
typedef struct warp_path_desc {
    uint32_t vertex_count;
    const float *xy;
    uint32_t is_outline;        /* first of an area (holes follow it) */
    uint32_t flags, ground;
    int32_t membership;
    uint32_t node_count;        /* outlines: nodes of its A record (taken in order) */
    uint32_t with_lists;        /* write 16 slab lists (edges crossing each slab) */
} warp_path_desc;
typedef struct warp_path_node_desc {
    float position[3];
    uint32_t edge_count;        /* its edges, taken in order from the edge array */
} warp_path_node_desc;
typedef struct warp_paths_desc {
    uint32_t path_count;
    const warp_path_desc *paths;
    uint32_t node_count;
    const warp_path_node_desc *nodes;
    uint32_t edge_count;
    const warp_path_edge *edges; /* target, kind, door, avoid */
    uint32_t reserved[8];
} warp_paths_desc;
/* Write a 0x40 payload (header, A records, vertices, paths, nodes, edges, lists, a
 * 4-byte tail) into the chunk open in w. WARP_E_ARG: the node edge counts do not sum to
 * edge_count, or a path over 32767 vertices, a node over 32767 edges, more than 32767
 * nodes or outlines (16-bit fields); WARP_E_LIMIT: the slab lists pass 16-bit starts. */
WARP_API int warp_write_paths(warp_writer *w, const warp_paths_desc *desc);

#ifdef __cplusplus
}
#endif
#endif
