/* Writers: build RenderWare sections, chunk containers and WAD+DIR pairs in a
 * caller buffer. Included by warp/warp.h.
 *
 * A warp_writer appends to a fixed buffer. When the buffer is too small (or NULL)
 * it keeps counting without writing, so one dry run with cap 0 tells the size to
 * allocate; warp_writer_status() then returns WARP_E_DST_SMALL. The first error is
 * sticky: later calls do nothing and return it, and warp_writer_status() reports it.
 * Every error a call returns is the writer's, whether the call was refused before it
 * wrote anything (a bad argument or description checked up front: nothing is written)
 * or failed after writing part of its output (a warp_write_txd whose second description
 * is bad), so a caller that checks only warp_writer_status() at the end sees it. To go
 * on after a refusal, start again with warp_writer_init. */
#ifndef WARP_WRITE_H
#define WARP_WRITE_H

#include "warp/core.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct warp_writer warp_writer;

WARP_API size_t warp_writer_sizeof(void);
/* dst may be NULL with cap 0 for a dry run. */
WARP_API int warp_writer_init(warp_writer *w, size_t w_size, uint32_t abi_version, void *dst, size_t cap);
/* Bytes written (or that would have been written) so far. */
WARP_API size_t warp_writer_size(const warp_writer *w);
/* WARP_OK, WARP_E_DST_SMALL (the output did not fit), or the first other error. */
WARP_API int warp_writer_status(const warp_writer *w);

WARP_API int warp_write_bytes(warp_writer *w, const void *data, size_t len);
WARP_API int warp_write_zeros(warp_writer *w, size_t len);
WARP_API int warp_write_u8(warp_writer *w, uint8_t v);
WARP_API int warp_write_u16(warp_writer *w, uint16_t v);
WARP_API int warp_write_u32(warp_writer *w, uint32_t v);
WARP_API int warp_write_u64(warp_writer *w, uint64_t v);
WARP_API int warp_write_f32(warp_writer *w, float v);
/* Zero-pad up to a multiple of `alignment` (a power of two) from the buffer start. */
WARP_API int warp_write_align(warp_writer *w, size_t alignment);
/* Overwrite a little-endian u32 already written at `offset` (used to patch counts). */
WARP_API int warp_write_patch_u32(warp_writer *w, size_t offset, uint32_t v);

/* RenderWare sections: begin writes a header whose size is patched by the matching
 * end. Nesting is bounded (WARP_E_DEPTH past 32 open sections). */
WARP_API int warp_write_section_begin(warp_writer *w, uint32_t type, uint32_t stamp);
WARP_API int warp_write_section_end(warp_writer *w);
/* A string section: the text, NUL-terminated and zero-padded to a multiple of 4. */
WARP_API int warp_write_string_section(warp_writer *w, const char *text, uint32_t stamp);

/* The game's chunk container (see warp/container.h). A pack holds resources; a
 * resource holds chunks; a chunk's data is padded to 16 bytes by chunk_end. */
WARP_API int warp_write_pack_begin(warp_writer *w);
WARP_API int warp_write_pack_end(warp_writer *w);
WARP_API int warp_write_resource_begin(warp_writer *w, uint32_t name_hash);
WARP_API int warp_write_resource_end(warp_writer *w);
WARP_API int warp_write_chunk_begin(warp_writer *w, uint32_t type, uint32_t hash);
WARP_API int warp_write_chunk_end(warp_writer *w);

/* WARRIORS.DIR: the 16-byte header, then one record per entry. Entries are written
 * into a second writer (the WAD), each started at warp_write_align(wad, 2048). */
WARP_API int warp_write_dir_header(warp_writer *dir, uint32_t count);
WARP_API int warp_write_dir_record(warp_writer *dir, uint32_t offset, uint32_t size, uint32_t hash);

/* ---- patch: replace one section inside nested RenderWare sections (docs/patch.md) ---- */
#define WARP_PATCH_MAX_DEPTH 16
/* Write to dst src with bytes [offset, offset + old_len) replaced by repl[0..repl_len),
 * and the 32-bit size field (header offset + 4) of each section header at enclosing[i]
 * (offsets in src, each at least 12 bytes before offset, whose body covers the range)
 * moved by repl_len - old_len. Nothing else changes. "Ask then write": *out_len
 * (optional) gets the output size; dst NULL writes nothing. dst must not overlap src.
 * WARP_E_ARG (bad pointers, range outside src), WARP_E_DEPTH (more than
 * WARP_PATCH_MAX_DEPTH headers), WARP_E_RANGE (a header not before the range),
 * WARP_E_CORRUPT (a header whose body does not cover the range or runs past src),
 * WARP_E_LIMIT (a size past 32 bits), WARP_E_DST_SMALL. */
WARP_API int warp_patch_section(void *dst, size_t dst_cap, const void *src, size_t src_len, size_t offset,
                                size_t old_len, const void *repl, size_t repl_len, const size_t *enclosing,
                                size_t enclosing_count, size_t *out_len);

/* ---- patch inside a WAD entry: RenderWare sections and the chunk container ---- */
/* What encloses the range, each level's size field moved by its own rule:
 * RW_SECTION {type, size, stamp}: size = body bytes after the 12-byte header;
 * CHUNK {type, size, 0, hash}: size = data bytes, a multiple of 16, the data's content
 *   followed by up to 15 zero bytes of padding (made again for the new length);
 * RESOURCE {count, dataSize, 0, nameHash}: dataSize = the sum of its chunks' sizes;
 * PACK {count, size, 0, 0xDE686795}: size = the bytes after its 16-byte header. */
enum { WARP_PATCH_RW_SECTION = 1, WARP_PATCH_CHUNK = 2, WARP_PATCH_RESOURCE = 3, WARP_PATCH_PACK = 4 };
typedef struct warp_patch_level {
    size_t offset;     /* the level's header, from the start of src */
    uint32_t kind;     /* WARP_PATCH_* */
    uint32_t reserved; /* 0 */
} warp_patch_level;
/* Write to dst src with bytes [offset, offset + old_len) replaced by repl[0..repl_len)
 * and each enclosing level's size updated. levels[] runs innermost first: RenderWare
 * sections, then optionally the chunk holding them, its resource, that resource's pack
 * (levels[i + 1] encloses levels[i]). A chunk's content ends where the level inside it
 * ends (the range itself when it is the innermost); when what follows is not just its
 * padding (zero, under 16 bytes), it is kept and the change must be a multiple of 16.
 * "Ask then write" as warp_patch_section; dst must not overlap src.
 * WARP_E_ARG (bad pointers, range outside src, levels out of that order, an unknown
 * kind or a non-zero reserved word), WARP_E_DEPTH (more than WARP_PATCH_MAX_DEPTH
 * levels), WARP_E_RANGE (a level's header not wholly before what it encloses),
 * WARP_E_TRUNCATED (a level running past src), WARP_E_CORRUPT (a level not covering what
 * it encloses, a chunk size not a multiple of 16, a chunk not among its resource's
 * chunks or a resource not among its pack's, sizes that do not add up), WARP_E_MAGIC (a
 * zero word not 0, a pack without its marker), WARP_E_UNSUPPORTED (a chunk with data
 * after the level inside it and a change not a multiple of 16), WARP_E_LIMIT (a size
 * past 32 bits), WARP_E_DST_SMALL. */
WARP_API int warp_patch_entry(void *dst, size_t dst_cap, const void *src, size_t src_len, size_t offset,
                              size_t old_len, const void *repl, size_t repl_len, const warp_patch_level *levels,
                              size_t level_count, size_t *out_len);

#ifdef __cplusplus
}
#endif
#endif
