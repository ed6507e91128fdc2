/* Shared helpers for lib/: byte readers, checked arithmetic, handle headers.
 * Freestanding: only <stddef.h>, <stdint.h>, <string.h> (mem* functions). */
#ifndef WARP_INTERNAL_H
#define WARP_INTERNAL_H

#include <string.h>

#include "warp/warp.h"

/* ---- little-endian readers (callers have checked the bounds) ---------------- */
static inline uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] | (p[1] << 8)); }
static inline uint32_t rd32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}
static inline uint64_t rd64(const uint8_t *p) { return (uint64_t)rd32(p) | (uint64_t)rd32(p + 4) << 32; }
static inline float rdf32(const uint8_t *p) {
    uint32_t u = rd32(p);
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static inline void wr32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* ---- bounds ------------------------------------------------------------------- */
/* 1 when [off, off + n) lies inside a buffer of len bytes, without overflow. */
static inline int span_ok(size_t len, size_t off, size_t n) { return off <= len && n <= len - off; }

/* a * b into *out; 0 on overflow. */
static inline int mul_ok(size_t a, size_t b, size_t *out) {
    if (a != 0 && b > SIZE_MAX / a) return 0;
    *out = a * b;
    return 1;
}

/* ---- handles ------------------------------------------------------------------ */
/* Every handle struct starts with this; init writes it, entry points check it. */
typedef struct warp_handle_hdr {
    uint32_t magic;
    uint32_t abi;
} warp_handle_hdr;

#define WARP_MAGIC_WAD 0x57574144u     /* "WWAD" */
#define WARP_MAGIC_WRITER 0x57575752u  /* "WWWR" */
#define WARP_MAGIC_TEXTURE 0x57575458u /* "WWTX" */
#define WARP_MAGIC_GEOMETRY 0x57574745u/* "WWGE" */

/* Check caller storage and ABI version for a handle of `need` bytes, after zeroing the
 * handle's header in it: from here on the storage holds no usable handle until init
 * writes the magic at its end. */
int warp__check_handle(void *mem, size_t mem_len, size_t need, uint32_t abi_version);

/* rc, after making it the writer's sticky status when it is an error and the first one:
 * every public writer returns its errors through it, a call refused up front included
 * (write.h). */
int warp__writer_fail(warp_writer *w, int rc);

/* Resolve NULL, and each zero field, to the defaults; WARP_E_ARG when a reserved
 * word is non-zero. */
int warp__limits(warp_limits *dst, const warp_limits *src);
/* warp_write_patch_u32 for a u16 (written in place when the buffer holds it; lib/write.c):
 * encoders that fill a table out of order (the collision lists, collision_write.c). */
int warp__write_patch_u16(warp_writer *w, size_t offset, uint16_t v);
/* 1 when all n reserved words are zero (the rule for every input struct). */
int warp__reserved_zero(const uint32_t *words, size_t n);
#define WARP__RESERVED_OK(s) warp__reserved_zero((s)->reserved, sizeof (s)->reserved / sizeof (s)->reserved[0])

/* Handle sizes are rounded up to WARP_ALIGN so aligned_alloc(WARP_ALIGN, size) is valid C11. */
#define WARP__HANDLE_SIZE(type) ((sizeof(type) + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN)

/* ---- name hashing (crc32.c) ------------------------------------------------------ */
/* The raw CRC register after "./ee_files/" (the DIR hash's prefix, FACTS.md 8), and the
 * register after n more bytes of s with A-Z lowered; the hash is the register inverted. */
uint32_t warp__name_hash_start(void);
uint32_t warp__crc_lower(uint32_t reg, const char *s, size_t n);

/* ---- RenderWare sections (rw.c) ------------------------------------------------ */
/* warp_rw_foreach without its argument checks: cb may be NULL (validation only). */
int warp__rw_walk(const uint8_t *p, size_t len, const warp_limits *limits, warp_rw_cb cb, void *user,
                  size_t *root_end);

/* Child cursor over a container's payload [p, p + len). */
typedef struct rw_iter {
    const uint8_t *p;
    size_t len, pos;
} rw_iter;

typedef struct rw_child {
    uint32_t type, size, version;
    const uint8_t *data;   /* payload */
    const uint8_t *head;   /* header */
} rw_child;

void warp__rw_iter_init(rw_iter *it, const uint8_t *p, size_t len);
/* WARP_OK with *out, WARP_END after the last child, WARP_E_TRUNCATED on a bad header. */
int warp__rw_iter_next(rw_iter *it, rw_child *out);
/* The next child, which must be of `type` (WARP_E_CORRUPT otherwise, WARP_E_TRUNCATED
 * when there is none). */
int warp__rw_next_of(rw_iter *it, uint32_t type, rw_child *out);
/* The n-th child of type `type` (0-based); WARP_E_NOT_FOUND when absent. */
int warp__rw_find(const uint8_t *p, size_t len, uint32_t type, uint32_t n, rw_child *out);
/* Section at the start of [p, len): header checked, type must match (else WARP_E_MAGIC). */
int warp__rw_open(const uint8_t *p, size_t len, uint32_t type, rw_child *out);
/* A string section's text length (up to the first NUL). */
uint32_t warp__rw_strlen(const rw_child *s);
/* ---- streamed-world shapes (geometry/stream.c) -------------------------------------- */
/* The one rule of each streamed-world file (FACTS.md 2.4 items 3-5), for the parse calls
 * and the classifier alike: every section exact, the file consumed to its last byte
 * (WARP_E_CORRUPT for bytes after it). A part: {1, x, x, hash}, dictionary, u32 n (at most
 * max_count: WARP_E_LIMIT), n x {u32 k, atomic}; stamp != 0 requires it on every section.
 * A stream: u32 n, dictionary, world stamped as the dictionary. */
int warp__world_part_shape(const uint8_t *p, size_t len, uint32_t stamp, uint32_t max_count,
                           warp_world_part_info *out);
int warp__world_stream_shape(const uint8_t *p, size_t len, warp_world_stream_info *out);

/* Whether buf[off, off + 12 + size) is one complete RenderWare section of the given
 * type (any type when type == 0xFFFFFFFF) whose nested sections all fit exactly;
 * *end receives the offset after it. stamp != 0 also requires that stamp. */
int warp__rw_exact(const uint8_t *buf, size_t len, size_t off, uint32_t type, uint32_t stamp, size_t *end);


#endif
