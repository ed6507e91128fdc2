/* The game's streamed-world files around the world section (FACTS.md 3.4): the world
 * stream <world>_sec.wld, the parts <world>_ms<i>.sec and the manifest <world>_sec.mem. */
#include "geom.h"

#define PART_HEADER 16   /* {1, 0, 0, crc32(file name)} */
#define PART_ATOMIC_MIN 16 /* u32 k + an atomic's 12-byte header, at least */

int warp__world_stream_shape(const uint8_t *p, size_t len, warp_world_stream_info *out) {
    memset(out, 0, sizeof *out);
    if (len < 4) return WARP_E_TRUNCATED;
    out->part_count = rd32(p);
    size_t at, end;
    int rc = warp__rw_exact(p, len, 4, WARP_RW_TEXTURE_DICTIONARY, 0, &at);
    if (rc) return rc;
    if ((rc = warp__rw_exact(p, len, at, WARP_RW_WORLD, rd32(p + 12), &end)) != WARP_OK) return rc;
    out->dictionary = p + 4;
    out->dictionary_len = at - 4;
    out->world = p + at;
    out->world_len = end - at;
    return end == len ? WARP_OK : WARP_E_CORRUPT;
}

int warp_world_stream_parse(const void *buf, size_t len, warp_world_stream_info *out) {
    if (!buf || !out) return WARP_E_ARG;
    return warp__world_stream_shape((const uint8_t *)buf, len, out);
}

int warp__world_part_shape(const uint8_t *p, size_t len, uint32_t stamp, uint32_t max_count,
                           warp_world_part_info *out) {
    memset(out, 0, sizeof *out);
    if (len < PART_HEADER) return WARP_E_TRUNCATED;
    if (rd32(p) != 1) return WARP_E_MAGIC; /* the other words are not structure (FACTS.md 9) */
    out->hash = rd32(p + 12);
    size_t pos, need;
    int rc = warp__rw_exact(p, len, PART_HEADER, WARP_RW_TEXTURE_DICTIONARY, stamp, &pos);
    if (rc) return rc;
    out->dictionary = p + PART_HEADER;
    out->dictionary_len = pos - PART_HEADER;
    if (!span_ok(len, pos, 4)) return WARP_E_TRUNCATED;
    out->atomic_count = rd32(p + pos);
    pos += 4;
    if (!mul_ok(out->atomic_count, PART_ATOMIC_MIN, &need) || !span_ok(len, pos, need)) return WARP_E_TRUNCATED;
    if (out->atomic_count > max_count) return WARP_E_LIMIT;
    for (uint32_t i = 0; i < out->atomic_count; i++) {
        if (!span_ok(len, pos, 4)) return WARP_E_TRUNCATED;
        if ((rc = warp__rw_exact(p, len, pos + 4, WARP_RW_ATOMIC, stamp, &pos)) != WARP_OK) return rc;
    }
    return pos == len ? WARP_OK : WARP_E_CORRUPT;
}

int warp_world_part_parse(const void *buf, size_t len, warp_world_part_info *out) {
    if (!buf || !out) return WARP_E_ARG;
    return warp__world_part_shape((const uint8_t *)buf, len, 0, UINT32_MAX, out);
}

int warp_world_part_foreach(const void *buf, size_t len, const warp_limits *limits, warp_world_part_cb cb,
                            void *user) {
    const uint8_t *p = (const uint8_t *)buf;
    if (!p || !cb) return WARP_E_ARG;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    warp_world_part_info info;
    int rc = warp__world_part_shape(p, len, 0, lim.max_count, &info);
    if (rc) return rc;
    size_t pos = (size_t)(info.dictionary - p) + info.dictionary_len + 4;
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
    return len == 12 + need ? WARP_OK : WARP_E_CORRUPT; /* FACTS.md 2.4 item 5: size == 12 + 8n */
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
