/* Disc images (docs/format-disc.md): checked sector reads and path parts, what the
 * ISO 9660 and UDF walks share. */
#include "disc_internal.h"

int warp__disc_read(const warp_disc_io *io, uint64_t off, void *dst, size_t len) {
    if (off > io->size || len > io->size - off) return WARP_E_RANGE;
    return io->read(io->user, off, dst, len) ? WARP_E_IO : WARP_OK;
}

int warp__disc_sector(const warp_disc_io *io, uint64_t s, uint8_t *sec) {
    if (s > UINT64_MAX / SECTOR) return WARP_E_RANGE;
    return warp__disc_read(io, s * SECTOR, sec, SECTOR);
}

int warp__disc_part(const char *path, size_t *pos, const char **part, size_t *len) {
    size_t i = *pos;
    if (i == 0 && path[0] == '/') i = 1;
    if (!path[i]) return WARP_END;
    size_t n = 0;
    while (path[i + n] && path[i + n] != '/') n++;
    if (n == 0 || n > 255) return WARP_E_ARG;
    *part = path + i;
    *len = n;
    *pos = i + n + (path[i + n] == '/');
    if (path[i + n] == '/' && !path[*pos]) return WARP_E_ARG; /* a trailing slash */
    return WARP_OK;
}

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

int warp__disc_same(const char *a, const uint8_t *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (lower((unsigned char)a[i]) != lower(b[i])) return 0;
    return 1;
}
