/* The game's disc image: ISO 9660 with the UDF 1.02 bridge, 2,048-byte sectors
 * (docs/format-disc.md). Included by warp/warp.h.
 *
 * A file is found by its path in the ISO 9660 directory (WARRIORS.WAD, IOP/BFW.SND,
 * any letter case, no ";1"), and in the UDF directory when the image has one; both must
 * say the same extent and size. Nothing is allocated: the image is read a sector at a
 * time through the host's read callback (or a memory span), into the stack. */
#ifndef WARP_DISC_H
#define WARP_DISC_H

#include "warp/wad.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WARP_DISC_SECTOR 2048u

/* Host write callback: write len bytes from src at offset of the image (growing it when
 * offset is past its end); return 0 on success, non-zero on failure (WARP_E_IO). */
typedef int (*warp_write_fn)(void *user, uint64_t offset, const void *src, size_t len);

/* The image: read is required; write only by warp_disc_move and warp_disc_resize.
 * size is the image's length in bytes (reads past it are WARP_E_RANGE). */
typedef struct warp_disc_io {
    warp_read_fn read;
    warp_write_fn write;
    void *user; /* passed to both */
    uint64_t size;
    uint32_t reserved[4];
} warp_disc_io;

typedef struct warp_disc_file {
    uint64_t offset;         /* where its bytes start in the image: extent x 2,048 */
    uint64_t size;           /* its length in bytes (the same in both views) */
    uint32_t extent;         /* its first sector */
    uint32_t volume_sectors; /* the volume's size in sectors (the ISO 9660 primary descriptor's) */
    uint64_t record;         /* byte offset of its ISO 9660 directory record in the image */
    uint64_t udf_entry;      /* byte offset of its UDF File Entry; 0 when the image has no UDF view */
    uint32_t reserved[4];
} warp_disc_file;

/* Find path ('/'-separated, a leading '/' allowed, at most 16 parts of 1-255 bytes;
 * letter case and a ";1" version ignored). WARP_OK and *out; WARP_E_NOT_FOUND when a part
 * is missing (or a directory stands where a file is asked); WARP_E_MAGIC when the image
 * is no ISO 9660 volume; WARP_E_CORRUPT for a record whose fields disagree (both-endian
 * copies, a UDF tag's checksum or CRC, the two views' extent or size); WARP_E_RANGE for
 * a file or directory past the image's end; WARP_E_UNSUPPORTED for a sector size other
 * than 2,048, multi-extent or interleaved files, a UDF extended file entry; WARP_E_LIMIT
 * for a directory over 16 MB; WARP_E_IO when read fails; WARP_E_ARG for NULL arguments,
 * non-zero reserved words or a malformed path. */
WARP_API int warp_disc_find(const warp_disc_io *io, const char *path, warp_disc_file *out);
/* The same over an image in memory. */
WARP_API int warp_disc_find_memory(const void *image, size_t image_len, const char *path, warp_disc_file *out);

/* Point path's records at new bytes the caller has written: extent (first sector) and
 * size, in the ISO 9660 record and the UDF File Entry (its allocation descriptors, length
 * and block count, the tag's CRC and checksum sealed again). Nothing else changes. The
 * bytes must lie in the image (WARP_E_RANGE) and, with UDF, in its partition
 * (warp_disc_resize grows it first); WARP_E_LIMIT when size exceeds 4 GB - 1 or its
 * descriptors do not fit the entry's sector; WARP_E_UNSUPPORTED for an image with a
 * Joliet (supplementary) directory; the errors of warp_disc_find. */
WARP_API int warp_disc_move(const warp_disc_io *io, const char *path, uint32_t extent, uint64_t size);

/* Make the volume `sectors` long: the ISO 9660 volume space size; with UDF, the partition
 * grown to end before the last sector (both volume descriptor sequences and the integrity
 * descriptor's size table) and an anchor written at the last sector, as UDF wants one
 * there. sectors must exceed 257 with UDF, and may not shrink the partition (WARP_E_ARG). */
WARP_API int warp_disc_resize(const warp_disc_io *io, uint32_t sectors);

#ifdef __cplusplus
}
#endif

#endif
