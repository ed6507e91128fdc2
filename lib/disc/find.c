/* Disc images (docs/format-disc.md): the public look-up, which asks both views, ISO
 * 9660 and UDF, and wants them to agree. */
#include "disc_internal.h"

/* The path's parts are checked once, before any read. */
static int path_ok(const char *path) {
    size_t pos = 0, n, parts = 0;
    const char *p;
    int rc;
    while ((rc = warp__disc_part(path, &pos, &p, &n)) == WARP_OK)
        if (++parts > MAX_PARTS) return 0;
    return rc == WARP_END && parts > 0;
}

int warp_disc_find(const warp_disc_io *io, const char *path, warp_disc_file *out) {
    if (out) memset(out, 0, sizeof *out);
    if (!io || !io->read || !path || !out || !WARP__RESERVED_OK(io) || !path_ok(path)) return WARP_E_ARG;
    iso_vol iv;
    udf_vol uv;
    uint32_t extent, size, u_extent;
    uint64_t record, entry = 0, u_size;
    int rc = warp__iso_volume(io, &iv);
    if (rc == WARP_OK) rc = warp__iso_find(io, &iv, path, &extent, &size, &record);
    if (rc == WARP_OK) rc = warp__udf_volume(io, &uv);
    if (rc == WARP_OK && uv.present) {
        rc = warp__udf_find(io, &uv, path, &entry, &u_extent, &u_size);
        /* an empty file has no extent in UDF: only its size must agree */
        if (rc == WARP_OK && (u_size != size || (size && u_extent != extent))) rc = WARP_E_CORRUPT;
    }
    if (rc != WARP_OK) return rc;
    out->offset = (uint64_t)extent * SECTOR;
    out->size = size;
    out->extent = extent;
    out->volume_sectors = iv.sectors;
    out->record = record;
    out->udf_entry = entry;
    return WARP_OK;
}

typedef struct mem_image {
    const uint8_t *p;
} mem_image;

static int read_mem(void *user, uint64_t off, void *dst, size_t len) {
    memcpy(dst, ((const mem_image *)user)->p + off, len); /* bounds: warp__disc_read */
    return 0;
}

int warp_disc_find_memory(const void *image, size_t image_len, const char *path, warp_disc_file *out) {
    if (!image) {
        if (out) memset(out, 0, sizeof *out);
        return WARP_E_ARG;
    }
    mem_image m = {image};
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    io.read = read_mem;
    io.user = &m;
    io.size = image_len;
    return warp_disc_find(&io, path, out);
}
