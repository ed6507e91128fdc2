/* Version, status strings, limits and handle checks: the conventions every module shares. */
#include "internal.h"

#define STR2(x) #x
#define STR(x) STR2(x)

unsigned warp_version(void) { return WARP_VERSION; }

const char *warp_version_string(void) {
    return STR(WARP_VERSION_MAJOR) "." STR(WARP_VERSION_MINOR) "." STR(WARP_VERSION_PATCH);
}

const char *warp_strerror(int status) {
    switch (status) {
    case WARP_OK: return "ok";
    case WARP_END: return "end of data";
    case WARP_STOPPED: return "stopped by callback";
    case WARP_E_ARG: return "invalid argument";
    case WARP_E_VERSION: return "ABI version mismatch";
    case WARP_E_MEM_SMALL: return "handle storage too small or misaligned";
    case WARP_E_DST_SMALL: return "output buffer too small";
    case WARP_E_TRUNCATED: return "truncated input";
    case WARP_E_MAGIC: return "bad magic: not the expected format";
    case WARP_E_CORRUPT: return "corrupt input: inconsistent fields";
    case WARP_E_UNSUPPORTED: return "unsupported variant";
    case WARP_E_LIMIT: return "size or count exceeds limits";
    case WARP_E_NOT_FOUND: return "not found";
    case WARP_E_IO: return "read callback failed";
    case WARP_E_RANGE: return "offset or index out of range";
    case WARP_E_DEPTH: return "nesting too deep";
    case WARP_E_STATE: return "call out of order";
    default: return "unknown status";
    }
}

void warp_limits_default(warp_limits *l) {
    if (!l) return;
    memset(l, 0, sizeof *l);
    l->max_depth = 32;
    l->max_dimension = 4096;
    l->max_count = 1u << 20;
    l->max_vertices = 1u << 20;
    l->max_dma_tags = 1u << 16;
}

int warp__limits(warp_limits *dst, const warp_limits *src) {
    warp_limits_default(dst);
    if (!src) return WARP_OK;
    if (!warp__reserved_zero(src->reserved, sizeof src->reserved / sizeof src->reserved[0])) return WARP_E_ARG;
    /* a zero field keeps its default, so a zeroed struct means "all defaults" */
    if (src->max_depth) dst->max_depth = src->max_depth;
    if (src->max_dimension) dst->max_dimension = src->max_dimension;
    if (src->max_count) dst->max_count = src->max_count;
    if (src->max_vertices) dst->max_vertices = src->max_vertices;
    if (src->max_dma_tags) dst->max_dma_tags = src->max_dma_tags;
    return WARP_OK;
}

int warp__reserved_zero(const uint32_t *words, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (words[i]) return 0;
    return 1;
}

int warp__check_handle(void *mem, size_t mem_len, size_t need, uint32_t abi_version) {
    if (!mem) return WARP_E_ARG;
    /* Poison first (warp.h: a failed init leaves the handle unusable): a handle that worked
     * stops here whatever fails next. Every handle opens with its magic word, and no magic
     * has a zero byte, so zeroing what of it the caller's storage holds (mem_len bytes are
     * the caller's to write) ends it, even when the storage is too small or misaligned. */
    memset(mem, 0, mem_len < sizeof(warp_handle_hdr) ? mem_len : sizeof(warp_handle_hdr));
    /* 0 (0.0) was never a release: it is what a forgotten or zeroed argument passes */
    if (abi_version == 0 || (abi_version >> 16) != (WARP_ABI_VERSION >> 16) ||
        (abi_version & 0xFFFF) > (WARP_ABI_VERSION & 0xFFFF))
        return WARP_E_VERSION;
    need = (need + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN; /* what warp_X_sizeof() reports */
    if (mem_len < need || ((uintptr_t)mem & (WARP_ALIGN - 1)) != 0) return WARP_E_MEM_SMALL;
    return WARP_OK;
}
