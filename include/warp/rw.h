/* RenderWare binary stream sections. Included by warp/warp.h (or alone: it includes warp.h). */
#ifndef WARP_RW_H
#define WARP_RW_H

#include "warp/core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Section ids the library knows by name. Not to be confused with the game's chunk types
 * (WARP_CHUNK_*, warp/container.h): the two numbering spaces overlap (0x09, 0x0B, 0x15). */
enum {
    WARP_RW_STRUCT = 0x01,
    WARP_RW_STRING = 0x02,
    WARP_RW_EXTENSION = 0x03,
    WARP_RW_CAMERA = 0x05,
    WARP_RW_TEXTURE = 0x06,
    WARP_RW_MATERIAL = 0x07,
    WARP_RW_MATERIAL_LIST = 0x08,
    WARP_RW_ATOMIC_SECTOR = 0x09,
    WARP_RW_PLANE_SECTOR = 0x0A,
    WARP_RW_WORLD = 0x0B,
    WARP_RW_FRAME_LIST = 0x0E,
    WARP_RW_GEOMETRY = 0x0F,
    WARP_RW_CLUMP = 0x10,
    WARP_RW_LIGHT = 0x12,
    WARP_RW_ATOMIC = 0x14,
    WARP_RW_TEXTURE_NATIVE = 0x15,
    WARP_RW_TEXTURE_DICTIONARY = 0x16,
    WARP_RW_GEOMETRY_LIST = 0x1A,
    WARP_RW_RIGHT_TO_RENDER = 0x1F,
    WARP_RW_UV_ANIM_DICTIONARY = 0x2B,
    WARP_RW_SKY_MIPMAP = 0x110,
    WARP_RW_SKIN = 0x116,
    WARP_RW_HANIM = 0x11E,
    WARP_RW_MATFX = 0x120,
    WARP_RW_PVS = 0x12A,
    WARP_RW_PIPELINE_SET = 0x131,
    WARP_RW_ADC = 0x134,
    WARP_RW_BIN_MESH = 0x50E,
    WARP_RW_NATIVE_DATA = 0x510,
    WARP_RW_WARRIORS_ATOMIC = 0x3F0, /* the game's atomic plugin: vertex and UV scales */
    WARP_RW_WARRIORS_SECTOR = 0x3F1, /* the game's sector plugin: streamed sector index */
    WARP_RW_FRAME_NAME = 0x0253F2FE
};

/* The stamp used by the game (RenderWare 3.7.0.2, build 0x000a). */
#define WARP_RW_STAMP_37002 0x1C02000Au
/* The stamp of GTA San Andreas and the game's five older streams (3.6.0.3). */
#define WARP_RW_STAMP_36003 0x1803FFFFu

/* One section header as found in a buffer. */
typedef struct warp_rw_section {
    uint32_t type;
    uint32_t size;      /* declared payload size */
    uint32_t stamp;     /* raw library stamp */
    uint32_t version;   /* decoded, e.g. 0x37002 */
    uint32_t build;     /* decoded build number (0xFFFF or 0 when absent) */
    uint32_t depth;     /* 0 for a root section */
    size_t offset;      /* of the 12-byte header from the start of the walked buffer */
    const uint8_t *data;  /* payload; exactly `size` bytes are valid */
    uint32_t reserved[4];
} warp_rw_section;

/* Decode a library stamp into a version (0x3XXYZ) and build. Old streams store a
 * plain version (e.g. 0x310) instead; both forms are understood. */
WARP_API void warp_rw_decode_stamp(uint32_t stamp, uint32_t *version, uint32_t *build);

/* Name of a section id ("Clump", "Texture Native", ...); "unknown" when not known. */
WARP_API const char *warp_rw_type_name(uint32_t type);

/* Whether the walker descends into a section of this type (clump, frame list,
 * geometry, material, extension, world, sectors, dictionary, ...). */
WARP_API int warp_rw_is_container(uint32_t type);

/* Read the section header at `offset` of buf. Checks that the header and its whole
 * payload lie inside the buffer (WARP_E_TRUNCATED otherwise). */
WARP_API int warp_rw_header(const void *buf, size_t len, size_t offset, warp_rw_section *out);

typedef int (*warp_rw_cb)(void *user, const warp_rw_section *section);

/* Walk every section of a stream in pre-order, descending into containers, with
 * depth bounded by limits->max_depth (WARP_E_DEPTH beyond). buf and cb must not be
 * NULL (WARP_E_ARG, even for len 0); a stream shorter than one header is
 * WARP_E_TRUNCATED. Several root sections
 * back to back are walked; after the first root, bytes that do not form a
 * plausible root section (same stamp, known root type, fits) are trailing padding
 * and end the walk. *root_end (optional) receives the end offset of the last root
 * section walked. */
WARP_API int warp_rw_foreach(const void *buf, size_t len, const warp_limits *limits,
                             warp_rw_cb cb, void *user, size_t *root_end);

#ifdef __cplusplus
}
#endif
#endif
