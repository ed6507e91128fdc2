/* CRC-32 (reflected 0xEDB88320, zlib's) and the DIR name hash (FACTS.md 8). The table
 * is computed at compile time into read-only data: no mutable global state. */
#include "internal.h"

#define P 0xEDB88320u
#define C1(c) (((c) >> 1) ^ (((c) & 1u) ? P : 0u))
#define C8(c) C1(C1(C1(C1(C1(C1(C1(C1(c))))))))
#define R4(n) C8((uint32_t)(n)), C8((uint32_t)(n) + 1), C8((uint32_t)(n) + 2), C8((uint32_t)(n) + 3)
#define R16(n) R4(n), R4((n) + 4), R4((n) + 8), R4((n) + 12)
#define R64(n) R16(n), R16((n) + 16), R16((n) + 32), R16((n) + 48)

static const uint32_t crc_table[256] = {R64(0), R64(64), R64(128), R64(192)};

static uint32_t crc_update(uint32_t c, const uint8_t *p, size_t n) {
    while (n--) c = crc_table[(c ^ *p++) & 0xFF] ^ (c >> 8);
    return c;
}

uint32_t warp_crc32(uint32_t crc, const void *data, size_t len) {
    if (!data) return crc;
    return ~crc_update(~crc, (const uint8_t *)data, len);
}

uint32_t warp__crc_lower(uint32_t c, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) {
        uint8_t ch = (uint8_t)s[i];
        if (ch >= 'A' && ch <= 'Z') ch = (uint8_t)(ch + 32); /* ASCII only, as the game */
        c = crc_table[(c ^ ch) & 0xFF] ^ (c >> 8);
    }
    return c;
}

uint32_t warp__name_hash_start(void) {
    static const char prefix[] = "./ee_files/";
    return crc_update(0xFFFFFFFFu, (const uint8_t *)prefix, sizeof prefix - 1);
}

uint32_t warp_name_hash(const char *name) {
    uint32_t c = warp__name_hash_start();
    size_t n = 0;
    while (name && name[n]) n++; /* the core imports no strlen */
    if (name) c = warp__crc_lower(c, name, n);
    return ~c;
}
