/* Worlds (RenderWare section 0x0B: header, material list, plane-sector tree, atomic
 * sectors), the game's streamed-world files (_sec.wld, _ms<i>.sec, _sec.mem) and their
 * encoders. Included by warp/warp.h after warp/geometry.h.
 *
 * Reading a world:
 *   warp_world_init(w, ...) on a world section (0x0B); the whole tree is checked here
 *   warp_world_get_info, warp_world_material
 *   warp_world_foreach_sector(w, cb, user)    -> one warp_world_sector_info per atomic sector
 *   warp_world_sector_geometry(w, s, g, ...) -> a warp_geometry for a sector's native data
 *
 * A streamed world: the world stream (_sec.wld) holds the tree (boxes and 0x3F1 data, no
 * triangles); each part (_ms<i>.sec) holds standalone atomics with embedded geometry, each
 * tagged with the streamed-sector index k. An assembler places part atomic k at the origin
 * of the sector whose 0x3F1 index is k (warp_world_find_sector or warp_world_sector_table). */
#ifndef WARP_WORLD_H
#define WARP_WORLD_H

#include "warp/core.h"
#include "warp/geometry.h"

#ifdef __cplusplus
extern "C" {
#endif

/* World format flag set on the game's worlds (RenderWare: sectors may overlap). */
#define WARP_WORLD_SECTORS_OVERLAP 0x40000000u
/* 0x3F1 k of a sector without a streamed atomic. */
#define WARP_WORLD_NO_INDEX 0xFFFFFFFFu

/* ---- worlds -------------------------------------------------------------------- */
typedef struct warp_world warp_world;

typedef struct warp_world_info {
    uint32_t format;            /* WARP_GEO_* flags | WARP_WORLD_SECTORS_OVERLAP, as stored (+0x24) */
    uint32_t root_is_sector;    /* the tree is one atomic sector */
    float origin[3];            /* RenderWare's inverse world origin (+0x04) */
    uint32_t triangle_count;    /* as the header declares (0 on streamed worlds) */
    uint32_t vertex_count;
    uint32_t declared_planes;   /* header counts (+0x18, +0x1C) */
    uint32_t declared_sectors;
    float box_max[3], box_min[3]; /* +0x28, +0x34 */
    uint32_t plane_count;       /* plane sectors (0x0A) found in the tree */
    uint32_t sector_count;      /* atomic sectors (0x09) found in the tree */
    uint32_t max_depth;         /* deepest atomic sector (planes above it) */
    uint32_t material_count;
    uint32_t indexed_count;     /* sectors with a 0x3F1 index (k != WARP_WORLD_NO_INDEX) */
    uint32_t max_index;         /* largest such k + 1 (the size warp_world_sector_table wants;
                                   read from the file: cap it before allocating) */
    uint32_t version;           /* stream version, e.g. 0x37002 */
    size_t section_len;         /* the world section, header included */
    uint32_t reserved[8];
} warp_world_info;

/* One atomic sector. Pointers point into the input and live as long as it. */
typedef struct warp_world_sector_info {
    uint32_t index;             /* position in tree order (left before right), from 0 */
    uint32_t depth;             /* plane sectors above it (0 for a root sector) */
    float box_max[3], box_min[3]; /* struct +0x0C, +0x18 */
    uint32_t material_base;     /* struct +0x00 */
    uint32_t triangle_count;    /* struct +0x04 */
    uint32_t vertex_count;      /* struct +0x08 */
    uint32_t has_geometry;      /* native data (0x510) present: warp_world_sector_geometry works */
    uint32_t has_index;         /* the game's sector plugin 0x3F1 is present */
    uint32_t k;                 /* 0x3F1 +0x00: streamed-sector index (WARP_WORLD_NO_INDEX: none) */
    uint32_t part;              /* 0x3F1 +0x04: part number i of <world>_ms<i>.sec (0: none) */
    float origin[3];            /* 0x3F1 +0x08: where that atomic's frame sits (RenderWare axes) */
    const uint8_t *section;  size_t section_len;    /* the 0x09 section, header included */
    const uint8_t *extension; size_t extension_len; /* its extension payload, or NULL */
    uint32_t reserved[8];
} warp_world_sector_info;

typedef int (*warp_world_sector_cb)(void *user, const warp_world_sector_info *sector);

WARP_API size_t warp_world_sizeof(void);
/* Open a world section (header at `section`; trailing bytes are ignored). Walks and
 * checks the whole tree once (O(size)): a tree deeper than limits->max_depth (counting
 * the world section as depth 0) is WARP_E_DEPTH, a plane sector without two sector
 * children WARP_E_CORRUPT, more sectors than limits->max_count WARP_E_LIMIT. */
WARP_API int warp_world_init(warp_world *w, size_t w_size, uint32_t abi_version, const void *section, size_t len,
                             const warp_limits *limits);
WARP_API int warp_world_get_info(const warp_world *w, warp_world_info *out);
/* Material i of the world's material list (sector meshes index this list);
 * WARP_E_RANGE past its end. */
WARP_API int warp_world_material(const warp_world *w, uint32_t index, warp_material_info *out);
/* Call cb for each atomic sector in tree order. Iterative, with a stack bounded by
 * the depth init checked. */
WARP_API int warp_world_foreach_sector(const warp_world *w, warp_world_sector_cb cb, void *user);
/* The sector whose 0x3F1 index is k (first in tree order). O(sectors); for many
 * look-ups use warp_world_sector_table. WARP_E_NOT_FOUND when none. */
WARP_API int warp_world_find_sector(const warp_world *w, uint32_t k, warp_world_sector_info *out);
/* Fill dst[k] for every indexed sector (k < dst_count), in one walk; entries no sector
 * names get has_index = 0 and k = WARP_WORLD_NO_INDEX. *count (optional when dst is
 * given) receives info.max_index; with dst_count below it: WARP_E_DST_SMALL (dst NULL:
 * just the count). */
WARP_API int warp_world_sector_table(const warp_world *w, warp_world_sector_info *dst, size_t dst_count,
                                     size_t *count);
/* Open a sector's PS2 native geometry (its counts, mesh plugin and native data, the
 * world's format and material list). g is a derived handle (the world's ABI version). `atomic` (may be NULL) supplies scales for packed
 * data. WARP_E_NOT_FOUND when the sector has no native data (streamed worlds);
 * WARP_E_UNSUPPORTED when the world is not PS2 native. */
WARP_API int warp_world_sector_geometry(const warp_world *w, const warp_world_sector_info *sector,
                                        warp_geometry *g, size_t g_size, const warp_atomic_info *atomic);

/* ---- streamed-world files (docs/format-worlds.md, "Streamed-world files") -------- */
/* <world>_sec.wld: u32 part count, texture dictionary (0x16), world (0x0B). */
typedef struct warp_world_stream_info {
    uint32_t part_count;
    const uint8_t *dictionary; size_t dictionary_len; /* the 0x16 section, header included */
    const uint8_t *world;      size_t world_len;      /* the 0x0B section, header included */
    uint32_t reserved[8];
} warp_world_stream_info;
WARP_API int warp_world_stream_parse(const void *buf, size_t len, warp_world_stream_info *out);

/* <world>_ms<i>.sec: {1, 0, 0, hash}, texture dictionary (0x16), u32 n, n x {u32 k, atomic}. */
typedef struct warp_world_part_info {
    uint32_t hash;              /* header +0x0C: crc32 of the file name (not used by the game) */
    const uint8_t *dictionary; size_t dictionary_len;
    uint32_t atomic_count;      /* n; the file must end with the n-th atomic (WARP_E_CORRUPT) */
    uint32_t reserved[8];
} warp_world_part_info;
WARP_API int warp_world_part_parse(const void *buf, size_t len, warp_world_part_info *out);

typedef struct warp_world_part_atomic {
    uint32_t index;             /* position in the part */
    uint32_t k;                 /* the streamed-sector index it belongs to */
    const uint8_t *section; size_t section_len; /* the atomic (0x14), header included */
    warp_atomic_info atomic;    /* atomic.embedded is its geometry section */
    uint32_t reserved[8];
} warp_world_part_atomic;
typedef int (*warp_world_part_cb)(void *user, const warp_world_part_atomic *atomic);
/* Walk a part's atomics (the callback gets an info struct, warp.h "Iteration"). More
 * than limits->max_count: WARP_E_LIMIT. Open each one's
 * geometry with warp_geometry_init(g, ..., a->atomic.embedded, a->atomic.embedded_len,
 * &a->atomic, limits). */
WARP_API int warp_world_part_foreach(const void *buf, size_t len, const warp_limits *limits, warp_world_part_cb cb,
                                     void *user);

/* <world>_sec.mem: {u32 worldSize, u32 worldHeap, u32 n}, n x {u32 partSize, u32 partHeap};
 * part j describes <world>_ms<j+1>.sec. */
typedef struct warp_world_manifest_info {
    uint32_t world_size, world_heap;
    uint32_t part_count;        /* the file is exactly 12 + 8n bytes (more: WARP_E_CORRUPT) */
    uint32_t reserved[4];
} warp_world_manifest_info;
WARP_API int warp_world_manifest_parse(const void *buf, size_t len, warp_world_manifest_info *out);
/* Part j's file and heap sizes. WARP_E_RANGE past the count. */
WARP_API int warp_world_manifest_part(const void *buf, size_t len, uint32_t j, uint32_t *file_size,
                                      uint32_t *heap_size);

/* ---- encoders --------------------------------------------------------------------- */
/* One atomic sector for the world writer. */
typedef struct warp_world_sector_desc {
    float box_max[3], box_min[3];
    uint32_t material_base;
    uint32_t triangle_count, vertex_count; /* declared; ignored (computed) when meshes are given */
    uint32_t mesh_count;        /* native geometry in RenderWare's default layout, or 0 */
    const warp_mesh_arrays *meshes;
    const uint32_t *mesh_materials; /* world material index per mesh (NULL: all 0) */
    uint32_t has_index;         /* write the game's 0x3F1 plugin */
    uint32_t k, part;
    float origin[3];
    uint32_t reserved[8];
} warp_world_sector_desc;

typedef struct warp_world_desc {
    uint32_t format;            /* 0: derived from the first sector with meshes, | 0x40000000 */
    float origin[3];            /* inverse world origin */
    uint32_t material_count;
    const warp_material_info *materials; /* colour, texture name + mask, filter (MatFX not written) */
    uint32_t sector_count;      /* >= 1 */
    const warp_world_sector_desc *sectors; /* in tree order */
    uint32_t batch_max;         /* DMA chain batch size (0: default) */
    uint32_t reserved[8];
} warp_world_desc;

/* Write a world section (0x0B). The tree halves the sector list recursively (depth
 * ceil(log2 n)), so tree order is list order; each plane is put on the axis where the
 * two halves' boxes are best apart. The header's box is the union of the sectors'. */
WARP_API int warp_write_world(warp_writer *w, const warp_world_desc *desc, uint32_t stamp);

/* <world>_sec.wld: the count, the caller's encoded dictionary (0x16), then the world. */
WARP_API int warp_write_world_stream(warp_writer *w, uint32_t part_count, const void *dictionary,
                                     size_t dictionary_len, const warp_world_desc *world, uint32_t stamp);

/* One atomic of a part: its sector index and its geometry (usually PS2_PACKED with the
 * atomic's 0x3F0 scales; `atomic.has_warriors` writes 0x3F0, `has_pipeline` 0x1F). */
typedef struct warp_world_part_atomic_desc {
    uint32_t k;
    warp_atomic_desc atomic;
    warp_geometry_desc geometry;
    uint32_t reserved[4];
} warp_world_part_atomic_desc;

/* <world>_ms<i>.sec: header {1, 0, 0, hash}, the caller's encoded dictionary (0x16),
 * the count, then {k, atomic with embedded geometry} per atomic. */
WARP_API int warp_write_world_part(warp_writer *w, uint32_t hash, const void *dictionary, size_t dictionary_len,
                                   uint32_t atomic_count, const warp_world_part_atomic_desc *atomics, uint32_t stamp);

/* <world>_sec.mem; `parts` holds part_count pairs {file size, heap size}. */
WARP_API int warp_write_world_manifest(warp_writer *w, uint32_t world_size, uint32_t world_heap, uint32_t part_count,
                                       const uint32_t *parts);

#ifdef __cplusplus
}
#endif
#endif
