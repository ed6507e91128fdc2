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

#ifdef __cplusplus
extern "C" {
#endif

#define WARP_PACK_MARKER 0xDE686795u /* crc32("package") */
#define WARP_CHUNK_TYPE_COUNT 84     /* types 0x00..0x53 */

enum { WARP_CONTAINER_NONE = 0, WARP_CONTAINER_RESOURCE = 1, WARP_CONTAINER_PACK = 2 };

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
    uint32_t reserved[4];
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
