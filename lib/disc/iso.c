/* ISO 9660 (ECMA-119): the volume descriptors from sector 16, and a path walked down
 * the directory records of the primary descriptor's tree (docs/format-disc.md). */
#include "disc_internal.h"

#define FIRST_VD 16u
#define MAX_VDS 64u   /* descriptors looked at before the terminator */
#define REC_MIN 34u   /* a record's fixed part with a one-byte name */
#define FLAG_DIR 0x02u
#define FLAG_MORE 0x80u /* multi-extent */

/* The primary descriptor: 2,048-byte blocks, the volume size, the root's record. */
static int read_pvd(const uint8_t *s, iso_vol *v) {
    uint32_t block, root_ext, root_size;
    if (both32(s + 80, &v->sectors) || rd16(s + 128) != (s[130] << 8 | s[131])) return WARP_E_CORRUPT;
    block = rd16(s + 128);
    if (block != SECTOR) return WARP_E_UNSUPPORTED;
    const uint8_t *r = s + 156;
    if (r[0] < REC_MIN || both32(r + 2, &root_ext) || both32(r + 10, &root_size)) return WARP_E_CORRUPT;
    if (!(r[25] & FLAG_DIR)) return WARP_E_CORRUPT;
    v->root_extent = root_ext;
    v->root_size = root_size;
    return WARP_OK;
}

int warp__iso_volume(const warp_disc_io *io, iso_vol *v) {
    uint8_t s[SECTOR];
    memset(v, 0, sizeof *v);
    int have = 0;
    for (uint32_t i = 0; i < MAX_VDS; i++) {
        int rc = warp__disc_sector(io, FIRST_VD + i, s);
        if (rc == WARP_E_RANGE) return i == 0 ? WARP_E_MAGIC : WARP_E_RANGE; /* a truncated image */
        if (rc == WARP_OK && (memcmp(s + 1, "CD001", 5) || s[6] != 1))
            return i == 0 || !have ? WARP_E_MAGIC : WARP_E_CORRUPT;
        if (rc != WARP_OK) return rc;
        if (s[0] == 255) return have ? WARP_OK : WARP_E_MAGIC;
        if (s[0] == 2) v->joliet = 1;
        if (s[0] != 1 || have) continue;
        if ((rc = read_pvd(s, v)) != WARP_OK) return rc;
        v->pvd = FIRST_VD + i;
        have = 1;
    }
    return WARP_E_CORRUPT; /* no terminator */
}

/* A record's name without its ";version" and a trailing dot (ISO 9660 7.5). */
static size_t name_len(const uint8_t *name, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (name[i] == ';') {
            n = i;
            break;
        }
    if (n > 1 && name[n - 1] == '.') n--;
    return n;
}

typedef struct iso_hit {
    uint32_t extent, size;
    uint64_t record;
    int dir;
} iso_hit;

/* One record at r (len bytes left in the sector): checked; 1 when it is the part. */
static int match_record(const uint8_t *r, size_t left, const char *part, size_t n, iso_hit *hit, int *rc) {
    size_t len = r[0], nl = r[32];
    if (len < REC_MIN || len > left || (size_t)33 + nl > len || nl == 0) return *rc = WARP_E_CORRUPT, 0;
    if (both32(r + 2, &hit->extent) || both32(r + 10, &hit->size) || rd16(r + 28) != (r[30] << 8 | r[31]))
        return *rc = WARP_E_CORRUPT, 0;
    if (nl == 1 && r[33] <= 1) return 0; /* "." and ".." */
    if (name_len(r + 33, nl) != n || !warp__disc_same(part, r + 33, n)) return 0;
    if ((r[25] & FLAG_MORE) || r[26] || r[27] || r[1]) return *rc = WARP_E_UNSUPPORTED, 0;
    hit->dir = (r[25] & FLAG_DIR) != 0;
    return 1;
}

/* The part in the directory at extent (size bytes): WARP_OK and *hit, or WARP_E_NOT_FOUND. */
static int find_in_dir(const warp_disc_io *io, uint32_t extent, uint32_t size, const char *part, size_t n,
                       iso_hit *hit) {
    uint8_t s[SECTOR];
    if (size > MAX_DIR_BYTES) return WARP_E_LIMIT;
    uint32_t sectors = (size + SECTOR - 1) / SECTOR;
    for (uint32_t i = 0; i < sectors; i++) {
        int rc = warp__disc_sector(io, (uint64_t)extent + i, s);
        if (rc != WARP_OK) return rc;
        for (size_t off = 0; off < SECTOR && s[off];) { /* a zero length: the rest is padding */
            rc = WARP_OK;
            if (match_record(s + off, SECTOR - off, part, n, hit, &rc)) {
                hit->record = ((uint64_t)extent + i) * SECTOR + off;
                return WARP_OK;
            }
            if (rc != WARP_OK) return rc;
            off += s[off];
        }
    }
    return WARP_E_NOT_FOUND;
}

int warp__iso_find(const warp_disc_io *io, const iso_vol *v, const char *path, uint32_t *extent, uint32_t *size,
                   uint64_t *record) {
    iso_hit hit = {v->root_extent, v->root_size, 0, 1};
    size_t pos = 0, n;
    const char *part;
    int rc;
    while ((rc = warp__disc_part(path, &pos, &part, &n)) == WARP_OK) {
        if (!hit.dir) return WARP_E_NOT_FOUND;
        if ((rc = find_in_dir(io, hit.extent, hit.size, part, n, &hit)) != WARP_OK) return rc;
        uint64_t end = (uint64_t)hit.extent * SECTOR + hit.size;
        if (end > io->size) return WARP_E_RANGE;
    }
    if (rc != WARP_END) return rc;
    if (hit.dir) return WARP_E_NOT_FOUND;
    *extent = hit.extent, *size = hit.size, *record = hit.record;
    return WARP_OK;
}
