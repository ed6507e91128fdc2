/* Builders shared by the wad tests: tiny but exact RenderWare sections, flat
 * resources and streamed-world files, all made with the library's writers. */
#ifndef WARP_TEST_WAD_BUILD_H
#define WARP_TEST_WAD_BUILD_H

#include "check.h"

#define U32(x) (uint8_t)((x) & 0xFF), (uint8_t)(((x) >> 8) & 0xFF), (uint8_t)(((x) >> 16) & 0xFF), (uint8_t)(((uint32_t)(x) >> 24) & 0xFF)
#define STAMP WARP_RW_STAMP_37002

/* Tiny but exact RenderWare sections: struct + empty extension inside a container. */
static inline void rw_empty_dictionary(warp_writer *w, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_TEXTURE_DICTIONARY, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u16(w, 0); /* texture count */
    warp_write_u16(w, 6); /* device: PS2 */
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
}
static inline void rw_simple(warp_writer *w, uint32_t type, uint32_t struct_bytes, uint32_t stamp) {
    warp_write_section_begin(w, type, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_zeros(w, struct_bytes);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
}

/* A flat resource of chunk types `types` (n of them), each with `len` bytes of data. */
typedef struct res_spec {
    const uint32_t *types;
    size_t n;
    uint32_t hash;
    size_t len;
    int rw_payload; /* 0x2A / 0x47 chunks carry a small RW stream */
} res_spec;
static inline void put_resource(warp_writer *w, const res_spec *s) {
    warp_write_resource_begin(w, s->hash);
    for (size_t i = 0; i < s->n; i++) {
        warp_write_chunk_begin(w, s->types[i], s->hash + (uint32_t)i);
        if (s->rw_payload && s->types[i] == 0x2A)
            rw_empty_dictionary(w, STAMP);
        else if (s->rw_payload && s->types[i] == 0x47)
            rw_simple(w, WARP_RW_CLUMP, 12, STAMP);
        else
            for (size_t k = 0; k < s->len; k++) warp_write_u8(w, (uint8_t)(k * 7 + i));
        warp_write_chunk_end(w);
    }
    warp_write_resource_end(w);
}
static inline int fill_resource(warp_writer *w, void *user) {
    put_resource(w, (const res_spec *)user);
    return 0;
}
static inline unsigned char *make_resource(const uint32_t *types, size_t n, size_t len, size_t *out_len) {
    res_spec s = {types, n, 0x1234567u, len, 1};
    return write_all(fill_resource, &s, out_len);
}

/* World part {1,0,0,h} + dictionary + n x {sector, atomic}. */
typedef struct world_spec {
    uint32_t n;
    uint32_t stamp;
    int stream; /* 1: world stream u32 n + dictionary + world */
    uint32_t extra; /* bytes appended at the end */
} world_spec;
static inline int fill_world(warp_writer *w, void *user) {
    const world_spec *s = (const world_spec *)user;
    if (s->stream) {
        warp_write_u32(w, s->n);
        rw_empty_dictionary(w, s->stamp);
        rw_simple(w, WARP_RW_WORLD, 64, s->stamp);
    } else {
        warp_write_u32(w, 1);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        warp_write_u32(w, warp_crc32(0, "level51s_ms12.sec", 17));
        rw_empty_dictionary(w, s->stamp);
        warp_write_u32(w, s->n);
        for (uint32_t i = 0; i < s->n; i++) {
            warp_write_u32(w, i * 3);
            rw_simple(w, WARP_RW_ATOMIC, 16, s->stamp);
        }
    }
    warp_write_zeros(w, s->extra);
    return 0;
}
static inline unsigned char *make_world(world_spec s, size_t *len) { return write_all(fill_world, &s, len); }

#endif
