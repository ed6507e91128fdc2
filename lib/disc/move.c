/* Patching an image's records in place (docs/format-disc.md, "Writing an image"): a file
 * pointed at new bytes in both views, and the volume grown to hold them. Each changed
 * sector is read, edited and written back whole; UDF tags are sealed again. */
#include "disc_internal.h"

#define FE_HEAD 176u
#define MAX_AD 0x3FFFF800u /* the largest extent a descriptor holds, whole sectors (ECMA-167 4/14.14.1) */
#define ANCHOR 256u

static int put_sector(const warp_disc_io *io, uint64_t s, const uint8_t *sec) {
    return io->write(io->user, s * SECTOR, sec, SECTOR) ? WARP_E_IO : WARP_OK;
}

/* The ISO 9660 record at byte rec: extent and size, both byte orders. */
static int set_record(const warp_disc_io *io, uint64_t rec, uint32_t extent, uint32_t size) {
    uint8_t s[SECTOR];
    int rc = warp__disc_sector(io, rec / SECTOR, s);
    if (rc != WARP_OK) return rc;
    uint8_t *r = s + rec % SECTOR;
    wr32(r + 2, extent), wr32be(r + 6, extent);
    wr32(r + 10, size), wr32be(r + 14, size);
    return put_sector(io, rec / SECTOR, s);
}

/* The File Entry at byte entry: its descriptors rewritten for [extent, extent + size),
 * in the kind it had (short or long), its length and block count, its tag sealed. */
static int set_entry(const warp_disc_io *io, const udf_vol *v, uint64_t entry, uint32_t extent, uint64_t size) {
    uint8_t s[SECTOR];
    int rc = warp__disc_sector(io, entry / SECTOR, s);
    if (rc != WARP_OK) return rc;
    uint32_t l_ea = rd32(s + 168), type = rd16(s + 34) & 7, ad_size = type == 1 ? 16 : 8;
    if (type == 3) wr16(s + 34, (uint16_t)(rd16(s + 34) & ~7u)); /* an empty file kept in its entry: now short */
    uint64_t sectors = (size + SECTOR - 1) / SECTOR, n = (size + MAX_AD - 1) / MAX_AD;
    if (extent < v->part_start || extent + sectors > (uint64_t)v->part_start + v->part_len) return WARP_E_RANGE;
    if (n * ad_size > SECTOR - FE_HEAD - l_ea) return WARP_E_LIMIT;
    uint8_t *ad = s + FE_HEAD + l_ea;
    memset(ad, 0, SECTOR - FE_HEAD - l_ea);
    for (uint64_t k = 0, left = size; k < n; k++, ad += ad_size) {
        uint32_t len = left > MAX_AD ? MAX_AD : (uint32_t)left;
        wr32(ad, len);
        wr32(ad + 4, (uint32_t)(extent - v->part_start + k * (MAX_AD / SECTOR)));
        left -= len;
    }
    wr64(s + 56, size);
    wr64(s + 64, sectors);
    wr32(s + 172, (uint32_t)(n * ad_size));
    wr16(s + 10, (uint16_t)(FE_HEAD + l_ea + n * ad_size - 16));
    warp__udf_seal(s, (uint32_t)(entry / SECTOR - v->part_start));
    return put_sector(io, entry / SECTOR, s);
}

int warp_disc_move(const warp_disc_io *io, const char *path, uint32_t extent, uint64_t size) {
    if (!io || !io->write) return WARP_E_ARG;
    warp_disc_file f;
    iso_vol iv;
    udf_vol uv;
    int rc = warp_disc_find(io, path, &f);
    if (rc == WARP_OK) rc = warp__iso_volume(io, &iv);
    if (rc == WARP_OK) rc = warp__udf_volume(io, &uv);
    if (rc != WARP_OK) return rc;
    if (iv.joliet) return WARP_E_UNSUPPORTED;
    if (size > UINT32_MAX) return WARP_E_LIMIT;
    if ((uint64_t)extent * SECTOR + size > io->size) return WARP_E_RANGE;
    if (f.udf_entry && (rc = set_entry(io, &uv, f.udf_entry, extent, size)) != WARP_OK) return rc;
    return set_record(io, f.record, extent, (uint32_t)size);
}

/* The partition descriptor in the sequence at vds (len bytes): its length set. */
static int set_partition(const warp_disc_io *io, uint32_t vds, uint32_t len, uint32_t part_len) {
    uint8_t s[SECTOR];
    for (uint32_t i = 0; i < len / SECTOR && i < 64; i++) {
        int rc = warp__disc_sector(io, (uint64_t)vds + i, s);
        if (rc != WARP_OK) return rc;
        if (warp__udf_tag(s, SECTOR, rd16(s), vds + i) != WARP_OK) return WARP_E_CORRUPT;
        if (rd16(s) == 8) break;
        if (rd16(s) != 5) continue;
        wr32(s + 192, part_len);
        warp__udf_seal(s, vds + i);
        return put_sector(io, (uint64_t)vds + i, s);
    }
    return WARP_E_CORRUPT;
}

/* The integrity descriptor's size table (ECMA-167 3/10.10): one partition's size. */
static int set_integrity(const warp_disc_io *io, const udf_vol *v, uint32_t part_len) {
    uint8_t s[SECTOR];
    if (!v->lvid_len) return WARP_OK;
    int rc = warp__disc_sector(io, v->lvid, s);
    if (rc != WARP_OK) return rc;
    if (warp__udf_tag(s, SECTOR, 9, v->lvid) != WARP_OK) return WARP_E_CORRUPT;
    uint32_t parts = rd32(s + 72);
    if (parts != 1) return parts ? WARP_E_UNSUPPORTED : WARP_E_CORRUPT;
    wr32(s + 84, part_len);
    warp__udf_seal(s, v->lvid);
    return put_sector(io, v->lvid, s);
}

static int resize_udf(const warp_disc_io *io, const udf_vol *v, uint32_t sectors) {
    uint8_t s[SECTOR];
    if (sectors <= ANCHOR + 1 || sectors - 1 < v->part_start || sectors - 1 - v->part_start < v->part_len)
        return WARP_E_ARG;
    uint32_t part_len = sectors - 1 - v->part_start;
    int rc = WARP_OK;
    for (int k = 0; k < 2 && rc == WARP_OK; k++)
        if (v->vds_len[k]) rc = set_partition(io, v->vds[k], v->vds_len[k], part_len);
    if (rc == WARP_OK) rc = set_integrity(io, v, part_len);
    if (rc == WARP_OK) rc = warp__disc_sector(io, ANCHOR, s);
    if (rc != WARP_OK) return rc;
    warp__udf_seal(s, sectors - 1);
    return put_sector(io, sectors - 1, s);
}

int warp_disc_resize(const warp_disc_io *io, uint32_t sectors) {
    if (!io || !io->read || !io->write || !WARP__RESERVED_OK(io)) return WARP_E_ARG;
    iso_vol iv;
    udf_vol uv;
    uint8_t s[SECTOR];
    int rc = warp__iso_volume(io, &iv);
    if (rc == WARP_OK) rc = warp__udf_volume(io, &uv);
    if (rc == WARP_OK && uv.present) rc = resize_udf(io, &uv, sectors);
    if (rc == WARP_OK) rc = warp__disc_sector(io, iv.pvd, s);
    if (rc != WARP_OK) return rc;
    wr32(s + 80, sectors), wr32be(s + 84, sectors);
    return put_sector(io, iv.pvd, s);
}
