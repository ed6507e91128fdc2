/* The core every part of the API builds on: export macro, version, status codes,
 * alignment, limits and hashing. Included by every public header; the conventions
 * that hold for all of them are written in warp/warp.h. */
#ifndef WARP_CORE_H
#define WARP_CORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- export ----------------------------------------------------------------- */
/* On Windows the DLL exports exactly the WARP_API functions (dllexport while building it);
 * callers need no dllimport (the import library's thunks resolve them, and static linking
 * keeps working). Elsewhere: default visibility in a -fvisibility=hidden build. */
#if defined(WARP_BUILDING_LIBRARY) && defined(_WIN32)
#define WARP_API __declspec(dllexport)
#elif defined(WARP_BUILDING_LIBRARY) && defined(__GNUC__)
#define WARP_API __attribute__((visibility("default")))
#else
#define WARP_API
#endif

/* ---- version ---------------------------------------------------------------- */
#define WARP_VERSION_MAJOR 0
#define WARP_VERSION_MINOR 1
#define WARP_VERSION_PATCH 0
#define WARP_VERSION ((WARP_VERSION_MAJOR << 16) | (WARP_VERSION_MINOR << 8) | WARP_VERSION_PATCH)
/* Passed to every warp_X_init(). The library refuses (WARP_E_VERSION) 0, a different
 * major, and a newer minor than its own (a program built against newer headers);
 * an older minor is accepted (docs/stability.md). */
#define WARP_ABI_VERSION ((uint32_t)WARP_VERSION_MAJOR << 16 | WARP_VERSION_MINOR)

/* WARP_VERSION of the library actually linked. */
WARP_API unsigned warp_version(void);
WARP_API const char *warp_version_string(void);

/* ---- status ------------------------------------------------------------------ */
enum {
    WARP_OK = 0,
    WARP_END = 1,      /* nothing more: not an error (returned by no function today) */
    WARP_STOPPED = 2,  /* a callback asked to stop */

    WARP_E_ARG = -1,          /* bad argument (NULL, zero size, unknown enum) */
    WARP_E_VERSION = -2,      /* handle initialised with another ABI version */
    WARP_E_MEM_SMALL = -3,    /* handle storage too small or misaligned */
    WARP_E_DST_SMALL = -4,    /* output buffer too small; the size needed is reported */
    WARP_E_TRUNCATED = -5,    /* input ends before a structure it declares */
    WARP_E_MAGIC = -6,        /* input is not the format asked for */
    WARP_E_CORRUPT = -7,      /* fields contradict each other */
    WARP_E_UNSUPPORTED = -8,  /* valid, but a variant this library does not decode */
    WARP_E_LIMIT = -9,        /* a size or count exceeds warp_limits */
    WARP_E_NOT_FOUND = -10,   /* no such name, index or section */
    WARP_E_IO = -11,          /* the host's read callback failed */
    WARP_E_RANGE = -12,       /* an offset or index points outside its container */
    WARP_E_DEPTH = -13,       /* nesting deeper than warp_limits.max_depth */
    WARP_E_STATE = -14        /* call out of order (e.g. writer end without begin) */
};

/* A fixed English description of any status; never NULL. */
WARP_API const char *warp_strerror(int status);

/* ---- handles ------------------------------------------------------------------ */
/* Alignment every handle's storage must have. */
#define WARP_ALIGN 16

/* ---- limits ------------------------------------------------------------------- */
/* Caps applied to values read from files. Fill with warp_limits_default() (or zero
 * the struct) and change what you need; pass NULL anywhere to get the defaults. A
 * zero field means its default. New fields are added only at the end, in place of
 * reserved words, which must stay 0 (WARP_E_ARG otherwise). */
typedef struct warp_limits {
    uint32_t max_depth;       /* RenderWare section nesting (default 32) */
    uint32_t max_dimension;   /* texture width or height in texels (default 4096) */
    uint32_t max_count;       /* any element count read from a file (default 1 << 20) */
    uint32_t max_vertices;    /* vertices in one geometry (default 1 << 20) */
    uint32_t max_dma_tags;    /* DMA tags walked in one chain (default 1 << 16) */
    uint32_t reserved[11];
} warp_limits;

WARP_API void warp_limits_default(warp_limits *limits);

/* ---- hashing ------------------------------------------------------------------ */
/* Standard CRC-32 (zlib's): pass crc = 0 to start, feed the result to continue. */
WARP_API uint32_t warp_crc32(uint32_t crc, const void *data, size_t len);
/* The DIR hash of an entry name: CRC-32 of "./ee_files/" + name with A-Z lowered.
 * warp_name_hash("global.lua") == 0x7E23A6F2. */
WARP_API uint32_t warp_name_hash(const char *name);

#ifdef __cplusplus
}
#endif

#endif
