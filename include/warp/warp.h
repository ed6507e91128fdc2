/*
 * libwarp: reader for The Warriors (PS2) WARRIORS.WAD / WARRIORS.DIR, its chunk
 * container, and the RenderWare 3.x PS2 streams inside it.
 *
 * This header is the API reference. Conventions that hold for every module:
 *
 * Memory. The library never allocates. Every handle (warp_wad, warp_texture, ...)
 * is an opaque type placed in storage the caller provides: ask warp_X_sizeof()
 * for its size (always a multiple of WARP_ALIGN, so aligned_alloc(WARP_ALIGN,
 * warp_X_sizeof()) is valid C11), give warp_X_init() a block at least that large,
 * aligned to WARP_ALIGN, together with WARP_ABI_VERSION. Handles need no destroy call;
 * calling init again resets them; a failed init leaves the handle unusable (every
 * call on it returns WARP_E_ARG), a handle that worked before included, whatever the
 * failure (a refused ABI version or storage too: init ends the old handle first). A handle never outlives the bytes it was given:
 * input spans are borrowed, not copied, and must stay valid and unchanged for as long
 * as the handle (and anything obtained from it) is used.
 *
 * Copies and derived handles. A handle holds no pointer into itself: it may be copied
 * with memcpy into other storage aligned to WARP_ALIGN, and the copy works on its own
 * (borrowing the same input). A handle opened from another one (warp_clump_geometry,
 * warp_world_sector_geometry) takes no ABI version: it inherits the one its parent was
 * initialised with, which was checked then. It borrows the input, not the parent, so
 * it stays valid after the parent's storage is reused or freed.
 *
 * Threads. The library has no global mutable state. Different handles may be used
 * from different threads at once; one handle must not be used by two threads at
 * the same time.
 *
 * Status. Functions return int: WARP_OK (0), WARP_STOPPED (a callback returned
 * non-zero), or a negative WARP_E_* code whose number never changes. No function
 * returns WARP_END: a walk that is complete returns WARP_OK, and so does
 * warp_adpcm_decode at a sound's end flag (the end shows in *used); the value is kept
 * for step-by-step iterators. warp_strerror() names any status and never
 * returns NULL. One code per situation:
 *   WARP_E_ARG    a NULL pointer where one is required (NULL input buffers, even with
 *                 length 0, and NULL callbacks included), an unknown enum value, a
 *                 non-zero reserved word in a struct the caller fills, a handle that
 *                 was never (successfully) initialised;
 *   WARP_E_RANGE  an index past the end of what it indexes (WAD entries, texture
 *                 levels, clump frames/atomics/geometries, meshes, materials, bones,
 *                 manifest parts) or an offset outside its container;
 *   WARP_E_NOT_FOUND  a look-up by name, hash or key that matches nothing, or an
 *                 optional part (section, attribute) the input does not have.
 *
 * Iteration. One shape: int (*cb)(void *user, const T *item), cb non-NULL. T is what
 * the walk yields: an info struct (warp_chunk_info, warp_rw_section,
 * warp_world_sector_info, warp_world_part_atomic, warp_stream_info) or, where the item
 * is something to decode further, a ready handle (warp_txd_foreach: const
 * warp_texture *). The item and every pointer the library owns in it are valid only
 * during the call (pointers into the caller's input live as long as the input). A
 * callback returns 0 to go on; anything else stops the walk and the iterator returns
 * WARP_STOPPED. The callback's own value is not handed back, so that an iterator's
 * result is always a WARP_* status; a host that needs its reason keeps it in *user.
 * Three walks that also report a count (warp_subtitle_foreach, warp_occluder_foreach,
 * warp_scene_list_foreach) take cb NULL to only count, like "ask" below: their count
 * pointer is then required (WARP_E_ARG otherwise).
 *
 * Sizes. "Ask, then decode": every function that fills a caller buffer takes
 * (dst, dst_len or dst_count, ..., size_t *size) and stores in *size the bytes or
 * elements it needs; dst NULL writes nothing and returns WARP_OK with the size (size
 * must then be non-NULL: WARP_E_ARG otherwise); a dst too small returns
 * WARP_E_DST_SMALL with *size set and nothing written. *size is optional when dst is
 * given.
 *
 * Strings. Strings read from files are (pointer, length) pairs: `x` and `x_len`, the
 * length in bytes, never counting a NUL; use the length. Material, texture and frame
 * names point into the input and are NOT NUL-terminated; texture names and masks in
 * warp_texture_info are copies in the handle (cut to WARP_TEXTURE_NAME_MAX - 1 bytes)
 * and are also NUL-terminated. Strings the library itself owns (warp_strerror,
 * warp_kind_name, warp_rw_type_name, warp_chunk_type_name, type_name fields) are
 * static and NUL-terminated. Strings the caller passes (names to find) are
 * NUL-terminated unless a length parameter says otherwise.
 *
 * Limits. warp_limits caps values read from files; NULL or a zero field means the
 * default for that field (so an all-zero struct is the defaults); a non-zero reserved
 * word is WARP_E_ARG. Reserved words of every struct the caller fills (limits,
 * encoder descriptions) must be zero: the library rejects others with WARP_E_ARG, so
 * that new fields can take their place later.
 *
 * Input. Every length, count and offset read from a file is checked; malformed
 * input ends in a specific error, never in an out-of-bounds access, an endless
 * loop or unbounded recursion. Hostile sizes are capped by warp_limits.
 *
 * Formats: docs/format-*.md in the source tree; API changes: docs/stability.md.
 */
#ifndef WARP_WARP_H
#define WARP_WARP_H

#include "warp/core.h"

#include "warp/rw.h"
#include "warp/container.h"
#include "warp/wad.h"
#include "warp/disc.h"
#include "warp/write.h"
#include "warp/texture.h"
#include "warp/geometry.h"
#include "warp/world.h"
#include "warp/anim.h"
#include "warp/audio.h"
#include "warp/level.h"
#include "warp/scene.h"
#include "warp/misc.h"

#endif
