/* The game's chunk container (ChunkSystem): flat resources and grouped packs.
 * Included by warp/warp.h.
 *
 *   resource: {u32 count, u32 dataSize, u32 0, u32 nameHash} + count chunks
 *   chunk:    {u32 type, u32 size, u32 0, u32 hash} + size bytes (size % 16 == 0)
 *   pack:     {u32 count, u32 entrySize - 16, u32 0, 0xDE686795} + count resources
 *
 * A container is recognised only by an exact parse: dataSize equals the sum of
 * chunk sizes, every chunk type is below 0x54, every zero word is zero and the
 * walk ends exactly at the end of the buffer. */
#ifndef WARP_CONTAINER_H
#define WARP_CONTAINER_H

#include "warp/core.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WARP_PACK_MARKER 0xDE686795u /* crc32("package") */
#define WARP_CHUNK_TYPE_COUNT 84     /* types 0x00..0x53 */

enum { WARP_CONTAINER_NONE = 0, WARP_CONTAINER_RESOURCE = 1, WARP_CONTAINER_PACK = 2 };

/* Chunk types (the game's table, docs/format-chunks.md): the 29 that occur in the WAD,
 * plus 0x09, 0x0B and 0x25, which the game's readers also take as RenderWare streams.
 * WARNING: chunk types and RenderWare section ids (WARP_RW_*, warp/rw.h) are two
 * separate numbering spaces that overlap: chunk 0x0B is a texture dictionary holder,
 * section 0x0B a world; chunk 0x15 holds a world, section 0x15 is a texture native;
 * chunk 0x09 holds a clump, section 0x09 is an atomic sector. Never compare one with
 * the other's constants. */
enum {
    WARP_CHUNK_ANIM_ROT_KEYFRAMES = 0x00,
    WARP_CHUNK_ANIM_DATA = 0x02,
    WARP_CHUNK_COLLISION_MESH = 0x03,
    WARP_CHUNK_COLLISION_TRIANGLES = 0x04,
    WARP_CHUNK_COLLISION_GRID = 0x05,
    WARP_CHUNK_COLLISION_STRINGS = 0x06,
    WARP_CHUNK_COLLISION_VERTEX_BUFFER = 0x07,
    WARP_CHUNK_CHARACTER_DATA = 0x08,
    WARP_CHUNK_CHARACTER_DFF = 0x09,       /* RenderWare clump (not in the retail WAD) */
    WARP_CHUNK_TEXTURE_DICTIONARY_TID = 0x0B, /* RenderWare texture dictionary (not in the WAD) */
    WARP_CHUNK_SECTOR_BSP = 0x15,          /* RenderWare world (0x0B section) */
    WARP_CHUNK_LEVEL_HEADER = 0x17,
    WARP_CHUNK_DYNAMIC_OBJ_DFF = 0x25,     /* RenderWare clump (not in the retail WAD) */
    WARP_CHUNK_BONE_OFFSETS = 0x28,
    WARP_CHUNK_STATIC_SOUNDS = 0x29,
    WARP_CHUNK_RW_TEXTURE_DICTIONARY = 0x2A, /* RenderWare texture dictionary (0x16 section) */
    WARP_CHUNK_MUSIC = 0x31,
    WARP_CHUNK_PATH_DATA = 0x40,
    WARP_CHUNK_SCENE_LIST = 0x43,
    WARP_CHUNK_CHARACTER_LIST = 0x44,
    WARP_CHUNK_ANIM_RANGE_LIST = 0x45,
    WARP_CHUNK_OBJECT_LIST = 0x46,
    WARP_CHUNK_PREINSTANCE_OBJECT = 0x47,  /* RenderWare clump (0x10 section) */
    WARP_CHUNK_SOUND_COMMAND_DATA = 0x48,
    WARP_CHUNK_SOUND_MATERIAL_DATA = 0x49,
    WARP_CHUNK_PARTICLE_PAGE = 0x4C,
    WARP_CHUNK_PARTICLE_PAGE_HEADER = 0x4D,
    WARP_CHUNK_ANIM_LIST = 0x4E,
    WARP_CHUNK_DEPENDENCY_LIST = 0x4F,
    WARP_CHUNK_SUBTITLES = 0x51,
    WARP_CHUNK_COLLISION_CHECKED = 0x52,
    WARP_CHUNK_OCCLUDERS = 0x53
};

/* Name of a chunk type from the game's 84-entry table ("Preinstance Object" for
 * 0x47); "unknown" for types outside it. */
WARP_API const char *warp_chunk_type_name(uint32_t type);

/* WARP_CONTAINER_PACK, _RESOURCE or _NONE after an exact parse of the buffer.
 * *status (optional) receives why a buffer is not a container. */
WARP_API int warp_container_kind(const void *buf, size_t len, int *status);

typedef struct warp_chunk_info {
    uint32_t type;
    const char *type_name;
    uint32_t hash;             /* the chunk header's fourth word */
    uint32_t index;            /* chunk number within its resource */
    uint32_t resource_index;   /* resource number within the pack (0 for a flat resource) */
    uint32_t resource_hash;    /* the resource header's nameHash */
    uint32_t resource_chunks;  /* chunk count of the resource */
    size_t offset;             /* of the chunk header from the buffer start */
    const uint8_t *data;       /* chunk payload */
    size_t size;
    size_t resource_offset;    /* of the resource header from the buffer start (0 in a flat
                                  resource; 16 or more in a pack): warp_patch_entry's
                                  WARP_PATCH_RESOURCE level, docs/patch.md */
    uint32_t reserved[4 - sizeof(size_t) / 4]; /* the struct's size on 32- and 64-bit as before */
} warp_chunk_info;

typedef int (*warp_chunk_cb)(void *user, const warp_chunk_info *chunk);

/* Validate the whole container first (nothing is reported for a malformed one),
 * then call cb for every chunk of every resource in file order. Returns WARP_OK,
 * WARP_STOPPED, or WARP_E_MAGIC / WARP_E_TRUNCATED / WARP_E_CORRUPT / WARP_E_LIMIT. */
WARP_API int warp_chunk_foreach(const void *buf, size_t len, const warp_limits *limits,
                                warp_chunk_cb cb, void *user);

#ifdef __cplusplus
}
#endif
#endif
