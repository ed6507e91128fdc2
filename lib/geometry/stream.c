/* The game's streamed-world files around the world section (FACTS.md 3.4): the world
 * stream <world>_sec.wld, the parts <world>_ms<i>.sec and the manifest <world>_sec.mem. */
#include "geom.h"

#define PART_HEADER 16   /* {1, 0, 0, crc32(file name)} */
#define PART_ATOMIC_MIN 16 /* u32 k + an atomic's 12-byte header, at least */

int warp_world_stream_parse(const void *buf, size_t len, warp_world_stream_info *out) {
    const uint8_t *p = (const uint8_t *)buf;
    if (!p || !out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    if (len < 4) return WARP_E_TRUNCATED;
    out->part_count = rd32(p);
    rw_child dict, world;
    int rc = warp__rw_open(p + 4, len - 4, WARP_RW_TEXTURE_DICTIONARY, &dict);
    if (rc) return rc;
    size_t at = 4 + 12 + (size_t)dict.size;
    rc = warp__rw_open(p + at, len - at, WARP_RW_WORLD, &world);
    if (rc) return rc;
    out->dictionary = dict.head;
    out->dictionary_len = 12 + (size_t)dict.size;
    out->world = world.head;
    out->world_len = 12 + (size_t)world.size;
    return WARP_OK;
}

/* Header and dictionary; *body receives the offset of the atomic count. */
static int part_head(const uint8_t *p, size_t len, warp_world_part_info *out, size_t *body) {
    memset(out, 0, sizeof *out);
    if (len < PART_HEADER) return WARP_E_TRUNCATED;
    if (rd32(p) != 1) return WARP_E_MAGIC; /* the other words are not structure (FACTS.md 9) */
    out->hash = rd32(p + 12);
    rw_child dict;
    int rc = warp__rw_open(p + PART_HEADER, len - PART_HEADER, WARP_RW_TEXTURE_DICTIONARY, &dict);
    if (rc) return rc;
    out->dictionary = dict.head;
    out->dictionary_len = 12 + (size_t)dict.size;
    size_t at = PART_HEADER + out->dictionary_len;
    if (!span_ok(len, at, 4)) return WARP_E_TRUNCATED;
    out->atomic_count = rd32(p + at);
    size_t need;
    if (!mul_ok(out->atomic_count, PART_ATOMIC_MIN, &need) || !span_ok(len, at + 4, need)) return WARP_E_TRUNCATED;
    *body = at + 4;
    return WARP_OK;
}

int warp_world_part_parse(const void *buf, size_t len, warp_world_part_info *out) {
    if (!buf || !out) return WARP_E_ARG;
    size_t body;
    return part_head((const uint8_t *)buf, len, out, &body);
}

int warp_world_part_foreach(const void *buf, size_t len, const warp_limits *limits, warp_world_part_cb cb,
                            void *user) {
    const uint8_t *p = (const uint8_t *)buf;
    if (!p || !cb) return WARP_E_ARG;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    warp_world_part_info info;
    size_t pos;
    int rc = part_head(p, len, &info, &pos);
    if (rc) return rc;
    if (info.atomic_count > lim.max_count) return WARP_E_LIMIT;
    for (uint32_t i = 0; i < info.atomic_count; i++) {
        warp_world_part_atomic a;
        memset(&a, 0, sizeof a);
        if (!span_ok(len, pos, 4)) return WARP_E_TRUNCATED;
        a.index = i;
        a.k = rd32(p + pos);
        pos += 4;
        rw_child at;
        rc = warp__rw_open(p + pos, len - pos, WARP_RW_ATOMIC, &at);
        if (rc) return rc;
        a.section = at.head;
        a.section_len = 12 + (size_t)at.size;
        rc = warp_atomic_read(a.section, a.section_len, &a.atomic);
        if (rc) return rc;
        if (!a.atomic.embedded) return WARP_E_CORRUPT; /* a part atomic carries its geometry */
        if (cb(user, &a)) return WARP_STOPPED;
        pos += a.section_len;
    }
    return WARP_OK;
}

int warp_world_manifest_parse(const void *buf, size_t len, warp_world_manifest_info *out) {
    const uint8_t *p = (const uint8_t *)buf;
    if (!p || !out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    if (len < 12) return WARP_E_TRUNCATED;
    out->world_size = rd32(p);
    out->world_heap = rd32(p + 4);
    out->part_count = rd32(p + 8);
    size_t need;
    if (!mul_ok(out->part_count, 8, &need) || !span_ok(len, 12, need)) return WARP_E_TRUNCATED;
    return WARP_OK;
}

int warp_world_manifest_part(const void *buf, size_t len, uint32_t j, uint32_t *file_size, uint32_t *heap_size) {
    warp_world_manifest_info m;
    if (!file_size || !heap_size) return WARP_E_ARG;
    int rc = warp_world_manifest_parse(buf, len, &m);
    if (rc) return rc;
    if (j >= m.part_count) return WARP_E_RANGE;
    const uint8_t *e = (const uint8_t *)buf + 12 + (size_t)j * 8;
    *file_size = rd32(e);
    *heap_size = rd32(e + 4);
    return WARP_OK;
}
