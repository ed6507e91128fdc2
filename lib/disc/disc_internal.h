/* Shared by lib/disc: checked sector reads, path parts, UDF tags and the two volume
 * views a file is found in (docs/format-disc.md). */
#ifndef WARP_DISC_INTERNAL_H
#define WARP_DISC_INTERNAL_H

#include "../internal.h"

#define SECTOR WARP_DISC_SECTOR
#define MAX_PARTS 16u
#define MAX_DIR_BYTES (16u << 20) /* a directory larger than this is refused (WARP_E_LIMIT) */

/* len bytes at off of the image into dst: WARP_E_RANGE past its end, WARP_E_IO when the
 * host's read fails. */
int warp__disc_read(const warp_disc_io *io, uint64_t off, void *dst, size_t len);
/* Sector s whole into sec[SECTOR]. */
int warp__disc_sector(const warp_disc_io *io, uint64_t s, uint8_t *sec);

/* The next part of path after *pos: its start and length; WARP_END after the last,
 * WARP_E_ARG for an empty or over-long part. */
int warp__disc_part(const char *path, size_t *pos, const char **part, size_t *len);
/* ASCII letters compared without case. */
int warp__disc_same(const char *a, const uint8_t *b, size_t n);

/* The ISO 9660 side: the primary descriptor's numbers and a file's record. */
typedef struct iso_vol {
    uint32_t pvd;      /* its sector */
    uint32_t sectors;  /* volume space size */
    int joliet;        /* a supplementary descriptor exists */
    uint32_t root_extent, root_size;
} iso_vol;
int warp__iso_volume(const warp_disc_io *io, iso_vol *v);
/* path in the ISO 9660 tree: extent, size and its record's byte offset. */
int warp__iso_find(const warp_disc_io *io, const iso_vol *v, const char *path, uint32_t *extent, uint32_t *size,
                   uint64_t *record);

/* The UDF side (ECMA-167 3/4 as UDF 1.02 restricts it). */
typedef struct udf_vol {
    int present;                 /* an anchor at sector 256 */
    uint32_t vds[2], vds_len[2]; /* main and reserve volume descriptor sequences */
    uint32_t part_start, part_len;
    uint32_t lvid, lvid_len;     /* the integrity sequence's extent */
    uint32_t root_lbn;           /* the root directory's File Entry */
} udf_vol;
int warp__udf_volume(const warp_disc_io *io, udf_vol *v);
/* path's File Entry: its byte offset, and the extent (absolute sector) and length its
 * descriptors give, checked contiguous. */
int warp__udf_find(const warp_disc_io *io, const udf_vol *v, const char *path, uint64_t *entry, uint32_t *extent,
                   uint64_t *size);

/* A descriptor tag (ECMA-167 3/7.2): id, checksum, location, CRC. WARP_E_MAGIC for another
 * id, WARP_E_CORRUPT otherwise. avail: bytes of d readable. */
int warp__udf_tag(const uint8_t *d, size_t avail, uint16_t id, uint32_t loc);
/* Write location, CRC and checksum of a tag whose CRC length is set. */
void warp__udf_seal(uint8_t *d, uint32_t loc);

static inline uint32_t rd32be(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}
static inline void wr16(uint8_t *p, uint16_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}
static inline void wr32be(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}
static inline void wr64(uint8_t *p, uint64_t v) {
    wr32(p, (uint32_t)v);
    wr32(p + 4, (uint32_t)(v >> 32));
}
/* A both-endian u32 (ISO 9660 7.3.3): the two copies must agree. */
static inline int both32(const uint8_t *p, uint32_t *v) {
    *v = rd32(p);
    return *v == rd32be(p + 4) ? WARP_OK : WARP_E_CORRUPT;
}

#endif
