/* UDF 1.02 (ECMA-167 parts 3 and 4): the anchor at sector 256, the volume descriptor
 * sequence (partition, logical volume), the file set, and a path walked down the File
 * Identifier Descriptors of each directory's File Entry (docs/format-disc.md). */
#include "disc_internal.h"

#define ANCHOR 256u
#define TAG_AVDP 2u
#define TAG_PD 5u
#define TAG_LVD 6u
#define TAG_TD 8u
#define TAG_FSD 256u
#define TAG_FID 257u
#define TAG_FE 261u
#define MAX_VDS 64u
#define FID_HEAD 38u
#define FE_HEAD 176u

static uint16_t crc16(const uint8_t *p, size_t n) { /* CRC-ITU-T, polynomial 0x1021, from 0 */
    uint16_t c = 0;
    for (size_t i = 0; i < n; i++) {
        c ^= (uint16_t)(p[i] << 8);
        for (int b = 0; b < 8; b++) c = (uint16_t)(c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1);
    }
    return c;
}

static uint8_t tag_sum(const uint8_t *d) {
    unsigned s = 0;
    for (int i = 0; i < 16; i++)
        if (i != 4) s += d[i];
    return (uint8_t)s;
}

int warp__udf_tag(const uint8_t *d, size_t avail, uint16_t id, uint32_t loc) {
    if (avail < 16 || rd16(d) != id) return WARP_E_MAGIC;
    size_t crc_len = rd16(d + 10);
    if (tag_sum(d) != d[4] || rd32(d + 12) != loc || crc_len > avail - 16) return WARP_E_CORRUPT;
    return crc16(d + 16, crc_len) == rd16(d + 8) ? WARP_OK : WARP_E_CORRUPT;
}

void warp__udf_seal(uint8_t *d, uint32_t loc) {
    wr32(d + 12, loc);
    wr16(d + 8, crc16(d + 16, rd16(d + 10)));
    d[4] = tag_sum(d);
}

/* One descriptor of the sequence: the partition's extent, the file set's place. */
static int take_vd(const uint8_t *s, uint32_t at, udf_vol *v, uint32_t *fsd, int *seen) {
    uint16_t id = rd16(s);
    int rc = warp__udf_tag(s, SECTOR, id, at);
    if (rc != WARP_OK) return WARP_E_CORRUPT;
    if (id == TAG_PD && !(*seen & 1)) {
        v->part_start = rd32(s + 188), v->part_len = rd32(s + 192);
        *seen |= 1;
    } else if (id == TAG_LVD && !(*seen & 2)) {
        if (rd32(s + 212) != SECTOR) return WARP_E_UNSUPPORTED;
        if (rd16(s + 256)) return WARP_E_UNSUPPORTED; /* a second partition */
        *fsd = rd32(s + 252);
        v->lvid_len = rd32(s + 432), v->lvid = rd32(s + 436);
        *seen |= 2;
    }
    return id == TAG_TD ? WARP_END : WARP_OK;
}

/* The sequence at sector at (len bytes): partition and logical volume, then the file
 * set descriptor's root. */
static int read_vds(const warp_disc_io *io, udf_vol *v) {
    uint8_t s[SECTOR];
    uint32_t fsd = 0, n = v->vds_len[0] / SECTOR;
    int seen = 0, rc = WARP_OK;
    if (n > MAX_VDS) n = MAX_VDS;
    for (uint32_t i = 0; i < n && rc == WARP_OK; i++)
        if ((rc = warp__disc_sector(io, (uint64_t)v->vds[0] + i, s)) == WARP_OK)
            rc = take_vd(s, v->vds[0] + i, v, &fsd, &seen);
    if (rc != WARP_OK && rc != WARP_END) return rc;
    if (seen != 3) return WARP_E_CORRUPT;
    if ((uint64_t)v->part_start + v->part_len > io->size / SECTOR || fsd >= v->part_len) return WARP_E_RANGE;
    if ((rc = warp__disc_sector(io, (uint64_t)v->part_start + fsd, s)) != WARP_OK) return rc;
    if (warp__udf_tag(s, SECTOR, TAG_FSD, fsd) != WARP_OK) return WARP_E_CORRUPT;
    if (rd16(s + 408)) return WARP_E_UNSUPPORTED;
    v->root_lbn = rd32(s + 404);
    return WARP_OK;
}

int warp__udf_volume(const warp_disc_io *io, udf_vol *v) {
    uint8_t s[SECTOR];
    memset(v, 0, sizeof *v);
    int rc = warp__disc_sector(io, ANCHOR, s);
    if (rc == WARP_E_RANGE) return WARP_OK; /* too short for UDF: an ISO 9660 image */
    if (rc != WARP_OK) return rc;
    rc = warp__udf_tag(s, SECTOR, TAG_AVDP, ANCHOR);
    if (rc == WARP_E_MAGIC) return WARP_OK;
    if (rc != WARP_OK) return rc;
    v->present = 1;
    v->vds_len[0] = rd32(s + 16), v->vds[0] = rd32(s + 20);
    v->vds_len[1] = rd32(s + 24), v->vds[1] = rd32(s + 28);
    return read_vds(io, v);
}

/* A File Entry's allocation descriptors (ECMA-167 4/14.14): short (8 bytes) or long (16). */
typedef struct fe_view {
    uint8_t s[SECTOR];
    uint64_t length;
    size_t ads, ad_len, ad_size; /* where, how many bytes, one descriptor's size */
    int dir;
    int embedded;                /* the data is in the entry, at ads (ECMA-167 4/14.6.8: type 3) */
    uint32_t lbn;
} fe_view;

static int read_fe(const warp_disc_io *io, const udf_vol *v, uint32_t lbn, fe_view *f) {
    if (lbn >= v->part_len) return WARP_E_RANGE;
    int rc = warp__disc_sector(io, (uint64_t)v->part_start + lbn, f->s);
    if (rc != WARP_OK) return rc;
    if (rd16(f->s) == 266) return WARP_E_UNSUPPORTED; /* extended file entry (UDF 2.0) */
    if (warp__udf_tag(f->s, SECTOR, TAG_FE, lbn) != WARP_OK) return WARP_E_CORRUPT;
    uint32_t l_ea = rd32(f->s + 168), l_ad = rd32(f->s + 172), type = rd16(f->s + 34) & 7;
    if (l_ea > SECTOR - FE_HEAD || l_ad > SECTOR - FE_HEAD - l_ea) return WARP_E_CORRUPT;
    if (type == 2 || type > 3) return WARP_E_UNSUPPORTED; /* extended descriptors */
    f->embedded = type == 3;
    f->ad_size = type == 1 ? 16 : 8;
    f->ads = FE_HEAD + l_ea, f->ad_len = l_ad;
    f->length = rd64(f->s + 56);
    f->dir = f->s[27] == 4;
    f->lbn = lbn;
    if (f->embedded) return f->length == l_ad ? WARP_OK : WARP_E_CORRUPT;
    return l_ad % f->ad_size ? WARP_E_CORRUPT : WARP_OK;
}

/* Descriptor k: absolute sector and length in bytes; recorded extents only. */
static int fe_ad(const udf_vol *v, const fe_view *f, size_t k, uint64_t *sector, uint32_t *len) {
    const uint8_t *a = f->s + f->ads + k * f->ad_size;
    uint32_t pos = rd32(a + 4);
    *len = rd32(a) & 0x3FFFFFFFu;
    if (rd32(a) >> 30) return WARP_E_UNSUPPORTED; /* unrecorded or a continuation */
    if (f->ad_size == 16 && rd16(a + 8)) return WARP_E_UNSUPPORTED;
    if (pos >= v->part_len || (*len + (uint64_t)SECTOR - 1) / SECTOR > v->part_len - pos) return WARP_E_RANGE;
    *sector = (uint64_t)v->part_start + pos;
    return WARP_OK;
}

/* The file's extents, which must follow one another (the ISO 9660 view has one). */
static int fe_extent(const udf_vol *v, const fe_view *f, uint32_t *extent) {
    uint64_t next = 0, total = 0;
    *extent = 0;
    if (f->embedded) return f->length ? WARP_E_UNSUPPORTED : WARP_OK; /* no sectors of its own */
    for (size_t k = 0; k < f->ad_len / f->ad_size; k++) {
        uint64_t sector;
        uint32_t len;
        int rc = fe_ad(v, f, k, &sector, &len);
        if (rc != WARP_OK) return rc;
        if (k == 0) *extent = (uint32_t)sector;
        else if (sector != next) return WARP_E_UNSUPPORTED;
        if (len % SECTOR && k + 1 < f->ad_len / f->ad_size) return WARP_E_CORRUPT;
        next = sector + len / SECTOR, total += len;
    }
    return total == f->length ? WARP_OK : WARP_E_CORRUPT;
}

/* Bytes [pos, pos + n) of a directory's data (pos + n within its length): in its entry,
 * or through its contiguous extent. */
static int dir_read(const warp_disc_io *io, const fe_view *f, uint32_t extent, uint64_t pos, void *dst, size_t n) {
    if (f->embedded) {
        memcpy(dst, f->s + f->ads + pos, n);
        return WARP_OK;
    }
    return warp__disc_read(io, (uint64_t)extent * SECTOR + pos, dst, n);
}

/* The identifier (ECMA-167 1/7.2.12: 8 = one byte a character, 16 = UCS-2 big-endian). */
static int fid_name(const uint8_t *id, size_t n, const char *part, size_t len) {
    if (n < 1) return 0;
    if (id[0] == 8) return n - 1 == len && warp__disc_same(part, id + 1, len);
    if (id[0] != 16 || (n - 1) != 2 * len) return 0;
    for (size_t i = 0; i < len; i++)
        if (id[1 + 2 * i] || !warp__disc_same(part + i, id + 2 + 2 * i, 1)) return 0;
    return 1;
}

/* The part among the directory's identifiers: its File Entry's block. */
static int find_fid(const warp_disc_io *io, const udf_vol *v, const fe_view *f, const char *part, size_t n,
                    uint32_t *lbn) {
    uint8_t d[SECTOR];
    uint32_t extent;
    int rc = f->embedded ? WARP_OK : fe_extent(v, f, &extent);
    if (f->embedded) extent = v->part_start + f->lbn; /* identifiers in the entry: their tags say its block */
    if (rc != WARP_OK) return rc;
    if (f->length > MAX_DIR_BYTES) return WARP_E_LIMIT;
    for (uint64_t pos = 0; pos < f->length;) {
        if (f->length - pos < FID_HEAD) return WARP_E_CORRUPT;
        if ((rc = dir_read(io, f, extent, pos, d, FID_HEAD)) != WARP_OK) return rc;
        size_t l_fi = d[19], l_iu = rd16(d + 36), len = (FID_HEAD + l_fi + l_iu + 3) & ~(size_t)3;
        if (len > SECTOR || len > f->length - pos) return WARP_E_CORRUPT;
        if ((rc = dir_read(io, f, extent, pos, d, len)) != WARP_OK) return rc;
        uint32_t loc = (uint32_t)(extent - v->part_start + (f->embedded ? 0 : pos / SECTOR));
        if (warp__udf_tag(d, len, TAG_FID, loc) != WARP_OK) return WARP_E_CORRUPT;
        if (!(d[18] & 0x0C) && fid_name(d + FID_HEAD + l_iu, l_fi, part, n)) {
            if (rd16(d + 28)) return WARP_E_UNSUPPORTED;
            *lbn = rd32(d + 24);
            return WARP_OK;
        }
        pos += len;
    }
    return WARP_E_NOT_FOUND;
}

int warp__udf_find(const warp_disc_io *io, const udf_vol *v, const char *path, uint64_t *entry, uint32_t *extent,
                   uint64_t *size) {
    fe_view f;
    uint32_t lbn = v->root_lbn;
    size_t pos = 0, n;
    const char *part;
    int rc = read_fe(io, v, lbn, &f);
    while (rc == WARP_OK && (rc = warp__disc_part(path, &pos, &part, &n)) == WARP_OK) {
        if (!f.dir) return WARP_E_NOT_FOUND;
        if ((rc = find_fid(io, v, &f, part, n, &lbn)) == WARP_OK) rc = read_fe(io, v, lbn, &f);
    }
    if (rc != WARP_END) return rc;
    if (f.dir) return WARP_E_NOT_FOUND;
    if ((rc = fe_extent(v, &f, extent)) != WARP_OK) return rc;
    *entry = ((uint64_t)v->part_start + lbn) * SECTOR;
    *size = f.length;
    return WARP_OK;
}
