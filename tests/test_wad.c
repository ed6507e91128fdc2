/* WAD/DIR index, hash index, chunk container, entry classifier and name recovery:
 * golden bytes typed in by hand, round trips through the writers, every-prefix
 * truncation, the classifier's traps, and the real corpus. */
#include <dirent.h>

#include "check.h"
#include "wad_build.h"

/* CRC-32 of the 84 names of FACTS.md 2.5, each with its NUL, in type order (computed
 * from the digest's table with Python's zlib.crc32, independently of lib/wad/chunk.c). */
#define CHUNK_NAMES_CRC 0xF6358662u

/* ---- helpers ------------------------------------------------------------------------ */
static warp_wad *open_wad(const void *dir, size_t dir_len, uint64_t wad_size, int *rc) {
    warp_wad *w = (warp_wad *)test_handle(warp_wad_sizeof());
    *rc = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, dir_len, wad_size, NULL);
    return w;
}

typedef struct pack_spec {
    size_t resources;
} pack_spec;
static int fill_pack(warp_writer *w, void *user) {
    const pack_spec *ps = (const pack_spec *)user;
    static const uint32_t t1[] = {0x2A}, t2[] = {0x47, 0x28}, t3[] = {0x00, 0x02};
    const res_spec specs[3] = {{t1, 1, 0x1111u, 0, 1}, {t2, 2, 0x2222u, 33, 1}, {t3, 2, 0x3333u, 5, 0}};
    warp_write_pack_begin(w);
    for (size_t i = 0; i < ps->resources; i++) put_resource(w, &specs[i % 3]);
    warp_write_pack_end(w);
    return 0;
}

/* ---- DIR -------------------------------------------------------------------------- */
static const uint8_t golden_dir[] = {
    U32(2), U32(0), U32(0), U32(0),
    U32(0), U32(100), U32(0x7E23A6F2), /* "global.lua" */
    U32(2048), U32(5), U32(0x12345678),
};

TEST(dir_golden) {
    int rc;
    warp_wad *w = open_wad(golden_dir, sizeof golden_dir, 4096, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(warp_wad_count(w), 2);
    warp_entry e;
    CHECK_RC(warp_wad_get(w, 0, &e), WARP_OK);
    CHECK_EQ(e.index, 0);
    CHECK_EQ(e.offset, 0);
    CHECK_EQ(e.size, 100);
    CHECK_EQ(e.hash, 0x7E23A6F2u);
    CHECK_EQ(e.flags, 0);
    CHECK_RC(warp_wad_get(w, 1, &e), WARP_OK);
    CHECK_EQ(e.offset, 2048);
    CHECK_EQ(e.size, 5);
    CHECK_EQ(e.hash, 0x12345678u);
    CHECK_RC(warp_wad_get(w, 2, &e), WARP_E_RANGE);
    uint32_t idx = 99;
    CHECK_RC(warp_wad_find(w, "global.lua", &idx), WARP_OK);
    CHECK_EQ(idx, 0);
    CHECK_RC(warp_wad_find(w, "GLOBAL.LUA", &idx), WARP_OK); /* lowered like the game */
    CHECK_RC(warp_wad_find_hash(w, 0x12345678u, &idx), WARP_OK);
    CHECK_EQ(idx, 1);
    CHECK_RC(warp_wad_find(w, "nothing.here", &idx), WARP_E_NOT_FOUND);
    /* no WAD bytes given yet: STATE, for the size query too (wad.h) */
    uint8_t buf[100];
    CHECK_RC(warp_wad_read(w, 0, buf, sizeof buf, NULL), WARP_E_STATE);
    size_t need = 7;
    CHECK_RC(warp_wad_read(w, 0, NULL, 0, &need), WARP_E_STATE);
    CHECK_EQ(need, 7);
    CHECK_RC(warp_wad_read(w, 2, NULL, 0, &need), WARP_E_RANGE); /* the index first */
    const uint8_t *d;
    size_t n;
    CHECK_RC(warp_wad_data(w, 0, &d, &n), WARP_E_STATE);
    free(w);
    return NULL;
}

TEST(dir_errors) {
    int rc;
    uint8_t dir[sizeof golden_dir + 1];
    memcpy(dir, golden_dir, sizeof golden_dir);
    dir[sizeof golden_dir] = 0;
    warp_wad *w = open_wad(dir, sizeof golden_dir - 1, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    CHECK_EQ(warp_wad_count(w), 0); /* a failed init leaves an unusable handle */
    warp_entry e;
    CHECK_RC(warp_wad_get(w, 0, &e), WARP_E_ARG);
    free(w);
    w = open_wad(dir, sizeof golden_dir + 1, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    w = open_wad(dir, sizeof golden_dir, 2052, &rc); /* entry 1 ends at 2053 */
    CHECK_RC(rc, WARP_E_RANGE);
    free(w);
    w = open_wad(dir, sizeof golden_dir, 2053, &rc);
    CHECK_RC(rc, WARP_OK);
    free(w);
    /* unknown WAD size: the range is checked when the bytes arrive */
    w = open_wad(dir, sizeof golden_dir, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_OK);
    static uint8_t wad[2053];
    CHECK_RC(warp_wad_set_memory(w, wad, 2052), WARP_E_RANGE);
    CHECK_RC(warp_wad_set_memory(w, wad, 2053), WARP_OK);
    CHECK_RC(warp_wad_set_memory(w, wad, 2054), WARP_E_ARG); /* size now known */
    CHECK_RC(warp_wad_set_reader(w, NULL, NULL), WARP_E_ARG);
    free(w);
    /* handle storage, ABI version, arguments */
    warp_wad *h = (warp_wad *)test_handle(warp_wad_sizeof());
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof() - 1, WARP_ABI_VERSION, dir, sizeof golden_dir, UINT64_MAX, NULL),
             WARP_E_MEM_SMALL);
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION + 0x10000, dir, sizeof golden_dir, UINT64_MAX,
                           NULL), WARP_E_VERSION);
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION, NULL, 5, UINT64_MAX, NULL), WARP_E_ARG);
    /* count above limits->max_count */
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1;
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof golden_dir, UINT64_MAX, &lim),
             WARP_E_LIMIT);
    /* a huge count with a short DIR is a truncation (or a limit), never a wrap-around */
    uint8_t big[16] = {U32(0xFFFFFFFFu), 0};
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION, big, sizeof big, UINT64_MAX, NULL), WARP_E_LIMIT);
    lim.max_count = 0xFFFFFFFFu;
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION, big, sizeof big, UINT64_MAX, &lim),
             WARP_E_TRUNCATED);
    /* an empty DIR is valid */
    uint8_t empty[16] = {0};
    CHECK_RC(warp_wad_init(h, warp_wad_sizeof(), WARP_ABI_VERSION, empty, sizeof empty, 0, NULL), WARP_OK);
    CHECK_EQ(warp_wad_count(h), 0);
    uint32_t idx;
    CHECK_RC(warp_wad_find_hash(h, 0, &idx), WARP_E_NOT_FOUND);
    free(h);
    return NULL;
}

TEST(dir_warnings) {
    static const uint8_t dir[] = {
        U32(3), U32(0), U32(0), U32(0),
        U32(4096), U32(10), U32(1),
        U32(100), U32(10), U32(2),  /* unaligned and below the previous offset */
        U32(6144), U32(0), U32(3),
    };
    int rc;
    warp_wad *w = open_wad(dir, sizeof dir, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_entry e;
    CHECK_RC(warp_wad_get(w, 0, &e), WARP_OK);
    CHECK_EQ(e.flags, 0);
    CHECK_RC(warp_wad_get(w, 1, &e), WARP_OK);
    CHECK_EQ(e.flags, WARP_ENTRY_UNALIGNED | WARP_ENTRY_UNSORTED);
    CHECK_RC(warp_wad_get(w, 2, &e), WARP_OK);
    CHECK_EQ(e.flags, 0);
    free(w);
    return NULL;
}

TEST(dir_prefixes) {
    for (size_t n = 0; n <= sizeof golden_dir; n++) {
        int rc;
        warp_wad *w = open_wad(golden_dir, n, UINT64_MAX, &rc);
        if (n == sizeof golden_dir)
            CHECK_RC(rc, WARP_OK);
        else if (rc != WARP_E_TRUNCATED)
            FAILF("prefix %zu: %s", n, warp_strerror(rc));
        free(w);
    }
    return NULL;
}

/* A WAD of n entries written with the writers: entry i holds i * 37 % 3000 bytes. */
typedef struct wad_pair {
    unsigned char *wad, *dir;
    size_t wad_len, dir_len;
} wad_pair;
static int fill_wad(warp_writer *w, void *user) {
    size_t n = *(size_t *)user;
    for (size_t i = 0; i < n; i++) {
        warp_write_align(w, 2048);
        for (size_t k = 0; k < i * 37 % 3000; k++) warp_write_u8(w, (uint8_t)(i + k));
    }
    return 0;
}
static int fill_dir(warp_writer *w, void *user) {
    size_t n = *(size_t *)user, off = 0;
    warp_write_dir_header(w, (uint32_t)n);
    for (size_t i = 0; i < n; i++) {
        off = (off + 2047) & ~(size_t)2047;
        size_t size = i * 37 % 3000;
        warp_write_dir_record(w, (uint32_t)off, (uint32_t)size, (uint32_t)(i % 5 == 4 ? 0xABCDu : 0x1000u + i));
        off += size;
    }
    return 0;
}
static wad_pair make_wad(size_t n) {
    wad_pair p;
    p.wad = write_all(fill_wad, &n, &p.wad_len);
    p.dir = write_all(fill_dir, &n, &p.dir_len);
    return p;
}

static int read_cb(void *user, uint64_t offset, void *dst, size_t len) {
    const wad_pair *p = (const wad_pair *)user;
    if (offset > p->wad_len || len > p->wad_len - offset) return -1;
    memcpy(dst, p->wad + offset, len);
    return 0;
}
static int failing_cb(void *user, uint64_t offset, void *dst, size_t len) {
    (void)user, (void)offset, (void)dst, (void)len;
    return 1;
}

TEST(dir_roundtrip) {
    const size_t n = 40;
    wad_pair p = make_wad(n);
    CHECK_EQ(p.dir_len, 16 + 12 * n);
    int rc;
    warp_wad *w = open_wad(p.dir, p.dir_len, p.wad_len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(warp_wad_count(w), n);
    CHECK_RC(warp_wad_set_memory(w, p.wad, p.wad_len), WARP_OK);
    unsigned char *buf = malloc(3000);
    size_t off = 0;
    for (uint32_t i = 0; i < n; i++) {
        warp_entry e;
        CHECK_RC(warp_wad_get(w, i, &e), WARP_OK);
        off = (off + 2047) & ~(size_t)2047;
        CHECK_EQ(e.offset, off);
        CHECK_EQ(e.size, i * 37 % 3000);
        CHECK_EQ(e.flags, 0);
        off += e.size;
        const uint8_t *d;
        size_t len;
        CHECK_RC(warp_wad_data(w, i, &d, &len), WARP_OK);
        CHECK(d == p.wad + e.offset && len == e.size);
        for (size_t k = 0; k < len; k++) CHECK_EQ(d[k], (uint8_t)(i + k));
        CHECK_RC(warp_wad_read(w, i, buf, 3000, NULL), WARP_OK);
        CHECK(!memcmp(buf, d, len));
        if (e.size) CHECK_RC(warp_wad_read(w, i, buf, e.size - 1, NULL), WARP_E_DST_SMALL);
    }
    /* the same through the read callback */
    CHECK_RC(warp_wad_set_reader(w, read_cb, &p), WARP_OK);
    for (uint32_t i = 0; i < n; i++) {
        warp_entry e;
        warp_wad_get(w, i, &e);
        memset(buf, 0, 3000);
        CHECK_RC(warp_wad_read(w, i, buf, 3000, NULL), WARP_OK);
        CHECK(!memcmp(buf, p.wad + e.offset, e.size));
        const uint8_t *d;
        size_t len;
        CHECK_RC(warp_wad_data(w, i, &d, &len), WARP_E_STATE);
    }
    CHECK_RC(warp_wad_set_reader(w, failing_cb, NULL), WARP_OK);
    CHECK_RC(warp_wad_read(w, 1, buf, 3000, NULL), WARP_E_IO);
    free(buf);
    free(w);
    free(p.wad);
    free(p.dir);
    return NULL;
}

/* Duplicated hashes: the hash index must give what the linear scan gives (the first). */
TEST(index_agrees_with_linear) {
    for (size_t n = 0; n < 300; n += 23) {
        wad_pair p = make_wad(n);
        int rc;
        warp_wad *lin = open_wad(p.dir, p.dir_len, p.wad_len, &rc);
        CHECK_RC(rc, WARP_OK);
        warp_wad *idx = open_wad(p.dir, p.dir_len, p.wad_len, &rc);
        CHECK_RC(rc, WARP_OK);
        size_t need = warp_wad_index_size(idx);
        CHECK(need >= 2 * n * sizeof(uint32_t));
        uint32_t *mem = malloc(need);
        CHECK_RC(warp_wad_index_init(idx, mem, need - 1), WARP_E_MEM_SMALL);
        CHECK_RC(warp_wad_index_init(idx, (char *)mem + 1, need), WARP_E_MEM_SMALL);
        CHECK_RC(warp_wad_index_init(idx, mem, need), WARP_OK);
        for (uint32_t h = 0xABC0; h < 0xABD0; h++) { /* includes the duplicated 0xABCD */
            uint32_t a = 7, b = 9;
            int ra = warp_wad_find_hash(lin, h, &a), rb = warp_wad_find_hash(idx, h, &b);
            CHECK_EQ(ra, rb);
            if (ra == WARP_OK) CHECK_EQ(a, b);
        }
        for (uint32_t i = 0; i < n; i++) {
            warp_entry e;
            warp_wad_get(lin, i, &e);
            uint32_t a = 7, b = 9;
            CHECK_RC(warp_wad_find_hash(lin, e.hash, &a), WARP_OK);
            CHECK_RC(warp_wad_find_hash(idx, e.hash, &b), WARP_OK);
            CHECK_EQ(a, b);
            CHECK(a <= i);
            if (e.hash == 0xABCDu) CHECK_EQ(a, 4); /* first of the duplicates */
            else CHECK_EQ(a, i);
            CHECK_RC(warp_wad_find_hash(idx, e.hash ^ 0x80000000u, &b), WARP_E_NOT_FOUND);
        }
        free(mem);
        free(lin);
        free(idx);
        free(p.wad);
        free(p.dir);
    }
    return NULL;
}

TEST(index_many_collisions) {
    /* 1,000 entries whose hashes all share their low bits, plus duplicates. */
    size_t n = 1000, len = 16 + 12 * n;
    uint8_t *dir = calloc(1, len);
    dir[0] = (uint8_t)n;
    dir[1] = (uint8_t)(n >> 8);
    for (size_t i = 0; i < n; i++) {
        uint32_t h = (uint32_t)((i % 700) << 20);
        uint8_t *r = dir + 16 + 12 * i;
        r[8] = (uint8_t)h, r[9] = (uint8_t)(h >> 8), r[10] = (uint8_t)(h >> 16), r[11] = (uint8_t)(h >> 24);
    }
    int rc;
    warp_wad *w = open_wad(dir, len, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_OK);
    size_t need = warp_wad_index_size(w);
    void *mem = malloc(need);
    CHECK_RC(warp_wad_index_init(w, mem, need), WARP_OK);
    for (uint32_t i = 0; i < 700; i++) {
        uint32_t got;
        CHECK_RC(warp_wad_find_hash(w, i << 20, &got), WARP_OK);
        CHECK_EQ(got, i);
    }
    free(mem);
    free(w);
    free(dir);
    return NULL;
}

/* ---- chunk container ------------------------------------------------------------- */
static const uint8_t golden_flat[] = {
    U32(1), U32(16), U32(0), U32(0xAABBCCDDu),          /* resource: 1 chunk, 16 data bytes */
    U32(0x2A), U32(16), U32(0), U32(0x11223344u),       /* chunk 0x2A */
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
};
static const uint8_t golden_pack[] = {
    U32(2), U32(80), U32(0), U32(0xDE686795u),           /* pack of 2 resources, 96 - 16 bytes */
    U32(1), U32(16), U32(0), U32(0x01010101u),           /* resource 0 */
    U32(0x47), U32(16), U32(0), U32(0x02020202u), U32(0xA), U32(0xB), U32(0xC), U32(0xD),
    U32(1), U32(0), U32(0), U32(0x03030303u),            /* resource 1: one empty chunk */
    U32(0x53), U32(0), U32(0), U32(0x04040404u),
};

typedef struct collected {
    size_t n;
    warp_chunk_info c[64];
    int stop_at;
} collected;
static int collect(void *user, const warp_chunk_info *ci) {
    collected *c = (collected *)user;
    if (c->n < 64) c->c[c->n] = *ci;
    c->n++;
    return c->stop_at && (int)c->n == c->stop_at;
}

TEST(chunk_golden_flat) {
    int st = 1;
    CHECK_EQ(warp_container_kind(golden_flat, sizeof golden_flat, &st), WARP_CONTAINER_RESOURCE);
    CHECK_RC(st, WARP_OK);
    collected c = {0};
    CHECK_RC(warp_chunk_foreach(golden_flat, sizeof golden_flat, NULL, collect, &c), WARP_OK);
    CHECK_EQ(c.n, 1);
    CHECK_EQ(c.c[0].type, 0x2A);
    CHECK(!strcmp(c.c[0].type_name, "Renderware Texture Dic"));
    CHECK_EQ(c.c[0].hash, 0x11223344u);
    CHECK_EQ(c.c[0].index, 0);
    CHECK_EQ(c.c[0].resource_index, 0);
    CHECK_EQ(c.c[0].resource_hash, 0xAABBCCDDu);
    CHECK_EQ(c.c[0].resource_chunks, 1);
    CHECK_EQ(c.c[0].offset, 16);
    CHECK(c.c[0].data == golden_flat + 32);
    CHECK_EQ(c.c[0].size, 16);
    CHECK_EQ(classify(golden_flat, sizeof golden_flat, WARP_KIND_UNKNOWN), WARP_KIND_TEXTURES);
    return NULL;
}

TEST(chunk_golden_pack) {
    int st = 1;
    CHECK_EQ(warp_container_kind(golden_pack, sizeof golden_pack, &st), WARP_CONTAINER_PACK);
    collected c = {0};
    CHECK_RC(warp_chunk_foreach(golden_pack, sizeof golden_pack, NULL, collect, &c), WARP_OK);
    CHECK_EQ(c.n, 2);
    CHECK_EQ(c.c[0].type, 0x47);
    CHECK(!strcmp(c.c[0].type_name, "Preinstance Object"));
    CHECK_EQ(c.c[0].resource_index, 0);
    CHECK_EQ(c.c[0].resource_hash, 0x01010101u);
    CHECK_EQ(c.c[0].offset, 32);
    CHECK_EQ(c.c[0].size, 16);
    CHECK_EQ(c.c[0].data[4], 0xB);
    CHECK_EQ(c.c[1].type, 0x53);
    CHECK(!strcmp(c.c[1].type_name, "Occluders"));
    CHECK_EQ(c.c[1].resource_index, 1);
    CHECK_EQ(c.c[1].resource_hash, 0x03030303u);
    CHECK_EQ(c.c[1].hash, 0x04040404u);
    CHECK_EQ(c.c[1].offset, 80);
    CHECK_EQ(c.c[1].size, 0);
    CHECK_EQ(classify(golden_pack, sizeof golden_pack, WARP_KIND_UNKNOWN), WARP_KIND_PACK);
    /* stop after the first chunk */
    collected s = {0};
    s.stop_at = 1;
    CHECK_RC(warp_chunk_foreach(golden_pack, sizeof golden_pack, NULL, collect, &s), WARP_STOPPED);
    CHECK_EQ(s.n, 1);
    return NULL;
}

TEST(chunk_roundtrip) {
    for (size_t r = 0; r <= 7; r++) {
        pack_spec ps = {r};
        size_t len;
        unsigned char *buf = write_all(fill_pack, &ps, &len);
        CHECK_EQ(warp_container_kind(buf, len, NULL), WARP_CONTAINER_PACK);
        collected c = {0};
        CHECK_RC(warp_chunk_foreach(buf, len, NULL, collect, &c), WARP_OK);
        static const uint32_t want_types[] = {0x2A, 0x47, 0x28, 0x00, 0x02};
        static const uint32_t want_res[] = {0x1111, 0x2222, 0x2222, 0x3333, 0x3333};
        static const uint32_t want_index[] = {0, 0, 1, 0, 1};
        size_t k = 0;
        for (size_t i = 0; i < r; i++) k += (i % 3 == 0) ? 1 : 2;
        CHECK_EQ(c.n, k);
        size_t pos = 0, res = 0;
        for (size_t i = 0; i < c.n; i++) {
            size_t j = pos % 5;
            CHECK_EQ(c.c[i].type, want_types[j]);
            CHECK_EQ(c.c[i].resource_hash, want_res[j]);
            CHECK_EQ(c.c[i].index, want_index[j]);
            CHECK_EQ(c.c[i].hash, want_res[j] + want_index[j]);
            CHECK_EQ(c.c[i].resource_chunks, j == 0 ? 1 : 2);
            CHECK_EQ(c.c[i].size % 16, 0);
            CHECK(c.c[i].data == buf + c.c[i].offset + 16);
            if (want_types[j] == 0x28) {
                CHECK_EQ(c.c[i].size, 48);
                for (size_t b = 0; b < 33; b++) CHECK_EQ(c.c[i].data[b], (uint8_t)(b * 7 + 1));
                for (size_t b = 33; b < 48; b++) CHECK_EQ(c.c[i].data[b], 0);
            }
            if (c.c[i].index + 1 == c.c[i].resource_chunks) res++;
            CHECK_EQ(c.c[i].resource_index, res - (c.c[i].index + 1 == c.c[i].resource_chunks));
            pos++;
        }
        free(buf);
    }
    return NULL;
}

/* Change one u32 of a copy of the golden container and expect an error. */
static int mutated_status(const uint8_t *src, size_t len, size_t word, uint32_t value, size_t new_len) {
    uint8_t buf[256];
    memset(buf, 0, sizeof buf);
    memcpy(buf, src, len);
    buf[word * 4] = (uint8_t)value;
    buf[word * 4 + 1] = (uint8_t)(value >> 8);
    buf[word * 4 + 2] = (uint8_t)(value >> 16);
    buf[word * 4 + 3] = (uint8_t)(value >> 24);
    int st = 0;
    if (warp_container_kind(buf, new_len, &st) != WARP_CONTAINER_NONE) return 1;
    collected c = {0};
    int rc = warp_chunk_foreach(buf, new_len, NULL, collect, &c);
    if (rc != st || c.n != 0) return 2; /* nothing is reported for a malformed container */
    return st;
}

TEST(chunk_rejects) {
    size_t n = sizeof golden_flat;
    CHECK_RC(mutated_status(golden_flat, n, 2, 1, n), WARP_E_MAGIC);        /* resource zero word */
    CHECK_RC(mutated_status(golden_flat, n, 6, 5, n), WARP_E_MAGIC);        /* chunk zero word */
    CHECK_RC(mutated_status(golden_flat, n, 4, 0x54, n), WARP_E_MAGIC);     /* type past the table */
    CHECK_RC(mutated_status(golden_flat, n, 5, 8, n), WARP_E_MAGIC);        /* size not a multiple of 16 */
    CHECK_RC(mutated_status(golden_flat, n, 1, 32, n), WARP_E_CORRUPT);     /* dataSize != sum */
    CHECK_RC(mutated_status(golden_flat, n, 1, 16, n + 16), WARP_E_CORRUPT);/* trailing bytes */
    CHECK_RC(mutated_status(golden_flat, n, 0, 2, n), WARP_E_TRUNCATED);    /* a chunk more than there is */
    CHECK_RC(mutated_status(golden_flat, n, 5, 0x7FFFFFF0u, n), WARP_E_TRUNCATED);
    size_t m = sizeof golden_pack;
    CHECK_RC(mutated_status(golden_pack, m, 1, 64, m), WARP_E_CORRUPT);     /* pack size word too small */
    CHECK_RC(mutated_status(golden_pack, m, 1, 96, m), WARP_E_TRUNCATED);   /* declares more than there is */
    CHECK_RC(mutated_status(golden_pack, m, 2, 1, m), WARP_E_MAGIC);
    CHECK_RC(mutated_status(golden_pack, m, 0, 3, m), WARP_E_TRUNCATED);    /* one resource more */
    CHECK_RC(mutated_status(golden_pack, m, 0, 1, m), WARP_E_CORRUPT);      /* one resource less */
    CHECK_RC(mutated_status(golden_pack, m, 1, 96, m + 16), WARP_E_CORRUPT); /* trailing bytes */
    /* counts above limits->max_count */
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1;
    collected c = {0};
    CHECK_RC(warp_chunk_foreach(golden_pack, m, &lim, collect, &c), WARP_E_LIMIT);
    CHECK_EQ(c.n, 0);
    CHECK_RC(warp_chunk_foreach(golden_flat, n, &lim, collect, &c), WARP_OK);
    lim.max_count = 0; /* zero means the default (warp.h "Limits") */
    CHECK_RC(warp_chunk_foreach(golden_flat, n, &lim, collect, &c), WARP_OK);
    lim.reserved[3] = 1; /* a reserved word must stay zero */
    CHECK_RC(warp_chunk_foreach(golden_flat, n, &lim, collect, &c), WARP_E_ARG);
    CHECK_RC(warp_chunk_foreach(NULL, 4, NULL, collect, &c), WARP_E_ARG);
    CHECK_RC(warp_chunk_foreach(golden_flat, n, NULL, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_chunk_foreach(golden_flat, 8, NULL, collect, &c), WARP_E_TRUNCATED);
    return NULL;
}

TEST(chunk_marker_named_resource) {
    /* A resource whose nameHash happens to equal the pack marker is still a resource. */
    uint8_t buf[sizeof golden_flat];
    memcpy(buf, golden_flat, sizeof buf);
    uint8_t marker[4] = {U32(WARP_PACK_MARKER)};
    memcpy(buf + 12, marker, 4);
    int st;
    CHECK_EQ(warp_container_kind(buf, sizeof buf, &st), WARP_CONTAINER_RESOURCE);
    CHECK_EQ(classify(buf, sizeof buf, 0), WARP_KIND_TEXTURES);
    return NULL;
}

static const char *all_prefixes(const uint8_t *buf, size_t len, int want_kind) {
    for (size_t n = 0; n <= len; n++) {
        int st = 0;
        int k = warp_container_kind(buf, n, &st);
        if (n == len) {
            if (k != want_kind || st != WARP_OK) FAILF("full length: kind %d, %s", k, warp_strerror(st));
        } else if (k != WARP_CONTAINER_NONE || st != WARP_E_TRUNCATED) {
            FAILF("prefix %zu of %zu: kind %d, %s", n, len, k, warp_strerror(st));
        }
        collected c = {0};
        int rc = warp_chunk_foreach(buf, n, NULL, collect, &c);
        if (rc != st) FAILF("prefix %zu: foreach %d != kind status %d", n, rc, st);
        int kind = -1, crc = warp_classify(buf, n, WARP_KIND_UNKNOWN, &kind);
        if (kind < 0 || kind >= WARP_KIND_COUNT) FAILF("prefix %zu: classify %d", n, kind);
        /* a cut container is damaged, not unknown, once its first chunk header is there */
        if (n < len && n >= 32 && crc != WARP_E_TRUNCATED) FAILF("prefix %zu: classify says %s", n, warp_strerror(crc));
        if (crc != WARP_OK && (crc != st || kind != WARP_KIND_UNKNOWN)) FAILF("prefix %zu: classify %d", n, crc);
    }
    return NULL;
}

TEST(chunk_prefixes) {
    const char *msg = all_prefixes(golden_flat, sizeof golden_flat, WARP_CONTAINER_RESOURCE);
    if (msg) return msg;
    msg = all_prefixes(golden_pack, sizeof golden_pack, WARP_CONTAINER_PACK);
    if (msg) return msg;
    pack_spec ps = {5};
    size_t len;
    unsigned char *buf = write_all(fill_pack, &ps, &len);
    msg = all_prefixes(buf, len, WARP_CONTAINER_PACK);
    free(buf);
    if (msg) return msg;
    static const uint32_t types[] = {0x00, 0x02, 0x00, 0x02, 0x45, 0x08};
    buf = make_resource(types, 6, 40, &len);
    msg = all_prefixes(buf, len, WARP_CONTAINER_RESOURCE);
    free(buf);
    return msg;
}

TEST(chunk_type_names) {
    CHECK(!strcmp(warp_chunk_type_name(0x00), "Anim Rot Keyframes"));
    CHECK(!strcmp(warp_chunk_type_name(0x09), "Character DFF Data"));
    CHECK(!strcmp(warp_chunk_type_name(0x15), "Sector BSP Data"));
    CHECK(!strcmp(warp_chunk_type_name(0x1F), "Particle Particle Types"));
    CHECK(!strcmp(warp_chunk_type_name(0x2A), "Renderware Texture Dic"));
    CHECK(!strcmp(warp_chunk_type_name(0x2F), "Grid Connections2"));
    CHECK(!strcmp(warp_chunk_type_name(0x3D), "SceneAnimationData"));
    CHECK(!strcmp(warp_chunk_type_name(0x47), "Preinstance Object"));
    CHECK(!strcmp(warp_chunk_type_name(0x50), "ImportCars"));
    CHECK(!strcmp(warp_chunk_type_name(0x53), "Occluders"));
    CHECK(!strcmp(warp_chunk_type_name(0x54), "unknown"));
    CHECK(!strcmp(warp_chunk_type_name(0xFFFFFFFFu), "unknown"));
    /* 84 distinct non-empty names; a checksum over the table pins every spelling */
    uint32_t crc = 0;
    for (uint32_t t = 0; t < WARP_CHUNK_TYPE_COUNT; t++) {
        const char *a = warp_chunk_type_name(t);
        CHECK(a && *a && strcmp(a, "unknown"));
        for (uint32_t u = 0; u < t; u++) CHECK(strcmp(a, warp_chunk_type_name(u)));
        crc = warp_crc32(crc, a, strlen(a) + 1);
    }
    CHECK_EQ(crc, CHUNK_NAMES_CRC);
    return NULL;
}

/* ---- classifier ------------------------------------------------------------------ */
static int classify_types(const uint32_t *types, size_t n) {
    size_t len;
    unsigned char *buf = make_resource(types, n, 20, &len);
    int k = classify(buf, len, WARP_KIND_UNKNOWN);
    free(buf);
    return k;
}

TEST(classify_resources) {
    static const uint32_t tex[] = {0x2A}, sprite[] = {0x2A, 0x4C}, sprite2[] = {0x4C, 0x2A}, model[] = {0x47},
                          skinned[] = {0x47, 0x28}, anim[] = {0x00, 0x02},
                          character[] = {0x00, 0x02, 0x00, 0x02, 0x00, 0x02, 0x45, 0x08},
                          level[] = {0x53, 0x2A, 0x47, 0x03, 0x04, 0x05, 0x06, 0x07, 0x15, 0x17, 0x40, 0x51, 0x52},
                          global[] = {0x29, 0x31, 0x44, 0x46, 0x48, 0x49, 0x4D, 0x4E, 0x4F},
                          scene_list[] = {0x43}, other[] = {0x17, 0x53}, two_tex[] = {0x2A, 0x2A},
                          odd_char[] = {0x00, 0x02, 0x00, 0x45, 0x08}, global_less[] = {0x29, 0x31, 0x44};
    CHECK_EQ(classify_types(tex, 1), WARP_KIND_TEXTURES);
    CHECK_EQ(classify_types(sprite, 2), WARP_KIND_SPRITE_SHEET);
    CHECK_EQ(classify_types(sprite2, 2), WARP_KIND_SPRITE_SHEET);
    CHECK_EQ(classify_types(model, 1), WARP_KIND_MODEL);
    CHECK_EQ(classify_types(skinned, 2), WARP_KIND_SKINNED_MODEL);
    CHECK_EQ(classify_types(anim, 2), WARP_KIND_ANIMATION);
    CHECK_EQ(classify_types(character, 8), WARP_KIND_CHARACTER);
    CHECK_EQ(classify_types(level, 13), WARP_KIND_LEVEL);
    CHECK_EQ(classify_types(global, 9), WARP_KIND_GLOBAL);
    CHECK_EQ(classify_types(scene_list, 1), WARP_KIND_SCENE_LIST);
    CHECK_EQ(classify_types(other, 2), WARP_KIND_RESOURCE);
    CHECK_EQ(classify_types(two_tex, 2), WARP_KIND_RESOURCE);
    CHECK_EQ(classify_types(odd_char, 5), WARP_KIND_RESOURCE);
    CHECK_EQ(classify_types(global_less, 3), WARP_KIND_RESOURCE);
    CHECK_EQ(classify_types(NULL, 0), WARP_KIND_RESOURCE); /* an empty resource is exact too */
    pack_spec ps = {3};
    size_t len;
    unsigned char *buf = write_all(fill_pack, &ps, &len);
    CHECK_EQ(classify(buf, len, WARP_KIND_UNKNOWN), WARP_KIND_PACK);
    /* the sound-bank hint never overrides a structural match */
    CHECK_EQ(classify(buf, len, WARP_KIND_SOUND_BANK), WARP_KIND_PACK);
    free(buf);
    return NULL;
}

TEST(classify_world) {
    size_t len;
    for (uint32_t n = 0; n < 4; n++) {
        world_spec s = {n, STAMP, 0, 0};
        unsigned char *buf = make_world(s, &len);
        /* the trap: it looks like a flat resource of one chunk, and must not be one */
        CHECK_EQ(warp_container_kind(buf, len, NULL), WARP_CONTAINER_NONE);
        CHECK_EQ(classify(buf, len, 0), WARP_KIND_WORLD_PART);
        for (size_t k = 0; k < len; k++) CHECK(classify(buf, k, 0) != WARP_KIND_WORLD_PART);
        free(buf);
        s.extra = 4; /* must end exactly at the end */
        buf = make_world(s, &len);
        CHECK(classify(buf, len, 0) != WARP_KIND_WORLD_PART);
        free(buf);
        s.extra = 0;
        s.stamp = WARP_RW_STAMP_36003;
        buf = make_world(s, &len);
        CHECK(classify(buf, len, 0) != WARP_KIND_WORLD_PART);
        free(buf);
    }
    /* world streams, including counts that look like a chunk count (1, 2) */
    for (uint32_t n = 0; n < 5; n++) {
        world_spec s = {n, STAMP, 1, 0};
        unsigned char *buf = make_world(s, &len);
        CHECK_EQ(warp_container_kind(buf, len, NULL), WARP_CONTAINER_NONE);
        CHECK_EQ(classify(buf, len, 0), WARP_KIND_WORLD_STREAM);
        for (size_t k = 0; k < len; k++) CHECK(classify(buf, k, 0) != WARP_KIND_WORLD_STREAM);
        free(buf);
        s.extra = 16;
        buf = make_world(s, &len);
        CHECK(classify(buf, len, 0) != WARP_KIND_WORLD_STREAM);
        free(buf);
    }
    /* a nested section that overruns its parent is not an exact walk */
    world_spec s = {1, STAMP, 0, 0};
    unsigned char *buf = make_world(s, &len);
    buf[16 + 12 + 4] += 4; /* the dictionary's struct grows past the dictionary */
    CHECK(classify(buf, len, 0) != WARP_KIND_WORLD_PART);
    free(buf);
    /* manifest: {worldSize, worldHeap, n} + n pairs */
    uint8_t mem[12 + 8 * 3] = {U32(1000), U32(1500), U32(3)};
    CHECK_EQ(classify(mem, sizeof mem, 0), WARP_KIND_WORLD_MANIFEST);
    CHECK_EQ(classify(mem, sizeof mem - 8, 0), WARP_KIND_UNKNOWN);
    uint8_t mem0[12] = {U32(1000), U32(1500), U32(0)};
    CHECK_EQ(classify(mem0, sizeof mem0, 0), WARP_KIND_WORLD_MANIFEST);
    return NULL;
}

TEST(classify_signatures) {
    static const uint8_t lua[] = {0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08, 0, 0, 0};
    CHECK_EQ(classify(lua, sizeof lua, 0), WARP_KIND_LUA);
    CHECK_EQ(classify(lua, 12, 0), WARP_KIND_UNKNOWN);
    uint8_t lua50[sizeof lua];
    memcpy(lua50, lua, sizeof lua);
    lua50[4] = 0x50; /* Lua 5.0 is not the game's */
    CHECK_EQ(classify(lua50, sizeof lua50, 0), WARP_KIND_UNKNOWN);

    /* scene header {size, 0, name[16], firstSegment[8], ...} and segment {size, name[16], suffix[4], ...} */
    uint8_t scene[64] = {U32(64), U32(0), 'c', 's', '_', 'i', 'n', 't', 'r', 'o', 0};
    CHECK_EQ(classify(scene, sizeof scene, 0), WARP_KIND_SCENE);
    CHECK_EQ(classify(scene, 60, 0), WARP_KIND_UNKNOWN); /* word 0 is the entry size */
    uint8_t segment[48] = {U32(48), 'c', 's', '_', 'i', 'n', 't', 'r', 'o', 0, 0, 0, 0, 0, 0, 0, 0, '_', '0', '1', 0};
    CHECK_EQ(classify(segment, sizeof segment, 0), WARP_KIND_SCENE);
    segment[4] = 0x01; /* not a name */
    CHECK_EQ(classify(segment, sizeof segment, 0), WARP_KIND_UNKNOWN);

    /* .msd: {hash, offset} pairs, offsets ascending, then a zero pair */
    uint8_t msd[32] = {U32(0xF83EC65Eu), U32(0), U32(0x12345678u), U32(0x800), U32(0x9ABCDEF0u), U32(0x1000), 0};
    CHECK_EQ(classify(msd, sizeof msd, 0), WARP_KIND_SOUND_INDEX);
    CHECK_EQ(classify(msd, 24, 0), WARP_KIND_UNKNOWN); /* no terminator */
    uint8_t msd_bad[32];
    memcpy(msd_bad, msd, 32);
    msd_bad[12] = 0x00, msd_bad[13] = 0x00; /* second offset 0: not ascending */
    CHECK_EQ(classify(msd_bad, sizeof msd_bad, 0), WARP_KIND_UNKNOWN);

    /* an older RenderWare stream: an empty dictionary stamped 3.6.0.3 */
    static const uint8_t old[] = {U32(0x16), U32(16), U32(WARP_RW_STAMP_36003), U32(1), U32(4),
                                  U32(WARP_RW_STAMP_36003), 0, 0, 6, 0};
    CHECK_EQ(classify(old, sizeof old, 0), WARP_KIND_RW_OLD);
    CHECK_EQ(classify(old, sizeof old - 1, 0), WARP_KIND_UNKNOWN); /* the first section must fit */
    CHECK_EQ(warp_rw_old_start(old, sizeof old), 0);
    /* entry 3,797's layout (page 000): a count, a dictionary and a world, stamped 3.6.0.3: an
     * old stream starting at 4, not a world stream; stamped 3.7.0.2 it is a world stream */
    uint8_t cw[] = {U32(1), U32(0x16), U32(16), U32(WARP_RW_STAMP_36003), U32(1), U32(4),
                    U32(WARP_RW_STAMP_36003), 0, 0, 6, 0, U32(0x0B), U32(0), U32(WARP_RW_STAMP_36003)};
    CHECK_EQ(classify(cw, sizeof cw, 0), WARP_KIND_RW_OLD);
    CHECK_EQ(warp_rw_old_start(cw, sizeof cw), 4);
    static const uint8_t st37[4] = {U32(WARP_RW_STAMP_37002)};
    memcpy(cw + 12, st37, 4), memcpy(cw + 24, st37, 4), memcpy(cw + 40, st37, 4);
    CHECK_EQ(classify(cw, sizeof cw, 0), WARP_KIND_WORLD_STREAM);

    static const char met[] = "METRICS1\n32 0 0 6 12\n";
    CHECK_EQ(classify(met, sizeof met - 1, 0), WARP_KIND_FONT_METRICS);

    /* cn12.bmp: 256 x 128, 24-bit, 54-byte header: 98,358 bytes */
    size_t bmp_len = 54 + 256 * 128 * 3;
    uint8_t *bmp = calloc(1, bmp_len);
    const uint8_t head[] = {'B', 'M', U32(98358), U32(0), U32(54), U32(40), U32(256), U32(128), 1, 0, 24, 0, U32(0)};
    memcpy(bmp, head, sizeof head);
    CHECK_EQ(bmp_len, 98358);
    CHECK_EQ(classify(bmp, bmp_len, 0), WARP_KIND_BITMAP);
    CHECK_EQ(classify(bmp, bmp_len, WARP_KIND_SOUND_BANK), WARP_KIND_BITMAP); /* once misfiled as a bank */
    CHECK_EQ(classify(bmp, bmp_len - 1, 0), WARP_KIND_UNKNOWN);
    bmp[28] = 7; /* no such depth */
    CHECK_EQ(classify(bmp, bmp_len, 0), WARP_KIND_UNKNOWN);
    free(bmp);

    uint8_t icon[64] = {0x00, 0x00, 0x01, 0x00, U32(1), U32(7), U32(0x3F800000u)};
    CHECK_EQ(classify(icon, sizeof icon, 0), WARP_KIND_ICON);

    /* FACTS-2.md 7: lines open with '{' and close with ')'; braces do not balance */
    static const char objs[] = "2\r\n{dyn_bat {1.0, 2.0, 3.0}, {0, 0, 0, 1}, -1, 0, 2, FFFFFFFF, nil )\r\n"
                               "{part_fire {-283.5,127,0.3},{0,0,0.7071,0.7071},-1,26,64,80FF00C0,flag_a)\r\n";
    CHECK_EQ(classify(objs, sizeof objs - 1, 0), WARP_KIND_OBJECT_LIST);
    CHECK_EQ(classify("0", 1, 0), WARP_KIND_OBJECT_LIST);
    CHECK_EQ(classify("0\r\n", 3, 0), WARP_KIND_OBJECT_LIST);
    CHECK_EQ(classify("1\n{a {1, 2, 3}}\n", 16, 0), WARP_KIND_UNKNOWN); /* the old sketch: no ')' line */
    CHECK_EQ(classify("3\n", 2, 0), WARP_KIND_UNKNOWN);               /* a count but no objects */
    CHECK_EQ(classify("x3\n{}", 5, 0), WARP_KIND_UNKNOWN);

    /* sound banks have no signature: only the hint names them */
    uint8_t adpcm[64];
    for (size_t i = 0; i < sizeof adpcm; i++) adpcm[i] = (uint8_t)(i * 29 + 3);
    CHECK_EQ(classify(adpcm, sizeof adpcm, WARP_KIND_UNKNOWN), WARP_KIND_UNKNOWN);
    CHECK_EQ(classify(adpcm, sizeof adpcm, WARP_KIND_SOUND_BANK), WARP_KIND_SOUND_BANK);
    CHECK_EQ(classify(NULL, 0, 0), WARP_E_ARG);
    CHECK_EQ(classify(NULL, 5, 0), WARP_E_ARG);
    /* the status (issue 28): a kind pointer, hints with a meaning, and damage said */
    int kind = 99;
    CHECK_RC(warp_classify(lua, sizeof lua, 0, NULL), WARP_E_ARG);
    CHECK_RC(warp_classify(lua, sizeof lua, 999, &kind), WARP_E_ARG);
    CHECK_EQ(kind, WARP_KIND_UNKNOWN);
    CHECK_RC(warp_classify(lua, sizeof lua, -1, &kind), WARP_E_ARG);
    CHECK_RC(warp_classify(lua, sizeof lua, WARP_KIND_TEXTURES, &kind), WARP_E_ARG);
    CHECK_RC(warp_classify(lua, sizeof lua, WARP_KIND_SOUND_BANK, &kind), WARP_OK);
    CHECK_EQ(kind, WARP_KIND_LUA);
    return NULL;
}

TEST(kind_names) {
    static const char *const want[WARP_KIND_COUNT] = {
        "unknown", "pack", "textures", "sprite_sheet", "model", "skinned_model", "animation", "character",
        "level", "global", "scene_list", "resource", "world_part", "world_stream", "world_manifest", "lua",
        "scene", "sound_index", "sound_bank", "rw_old", "font_metrics", "bitmap", "icon", "object_list"};
    for (int k = 0; k < WARP_KIND_COUNT; k++) CHECK(!strcmp(warp_kind_name(k), want[k]));
    CHECK(!strcmp(warp_kind_name(-1), "unknown"));
    CHECK(!strcmp(warp_kind_name(WARP_KIND_COUNT), "unknown"));
    return NULL;
}

/* ---- names -------------------------------------------------------------------------- */
static int fill_legal(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 0x337ABB4Bu); /* crc32("legal_screen") = 863681355 */
    warp_write_chunk_begin(w, 0x2A, 0x337ABB4Bu);
    rw_empty_dictionary(w, STAMP);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
    return 0;
}

TEST(recover_names) {
    size_t len;
    unsigned char *buf = write_all(fill_legal, NULL, &len);
    char name[16];
    CHECK_EQ(warp_name_hash("863681355"), 0x82E87AAAu);
    CHECK_RC(warp_recover_name(buf, len, 0x82E87AAAu, name, sizeof name, NULL), WARP_OK);
    CHECK(!strcmp(name, "863681355"));
    CHECK_RC(warp_recover_name(buf, len, 0x82E87AABu, name, sizeof name, NULL), WARP_E_NOT_FOUND);
    CHECK_RC(warp_recover_name(buf, len, 0x82E87AAAu, name, 9, NULL), WARP_E_DST_SMALL);
    CHECK_RC(warp_recover_name(buf, len, 0x82E87AAAu, name, 10, NULL), WARP_OK);
    CHECK_RC(warp_recover_name(buf, len - 16, 0x82E87AAAu, name, sizeof name, NULL), WARP_E_NOT_FOUND);
    CHECK_RC(warp_recover_name(NULL, 4, 0, name, sizeof name, NULL), WARP_E_ARG);
    free(buf);
    /* hash 0 prints as "0" */
    uint8_t zero[16] = {0};
    CHECK_RC(warp_recover_name(zero, 16, warp_name_hash("0"), name, sizeof name, NULL), WARP_OK);
    CHECK(!strcmp(name, "0"));
    /* a pack is not a resource */
    CHECK_RC(warp_recover_name(golden_pack, sizeof golden_pack, warp_name_hash("3731253141"), name, sizeof name, NULL),
             WARP_E_NOT_FOUND);
    return NULL;
}

/* ---- a whole synthetic WAD: classify every entry through the handle ------------------- */
TEST(wad_of_every_kind) {
    /* Entries written back to back at 2,048 boundaries, then found by name and classified. */
    static const uint32_t tex[] = {0x2A};
    size_t n_res, n_world, n_stream;
    unsigned char *res = make_resource(tex, 1, 0, &n_res);
    world_spec ws = {2, STAMP, 0, 0}, ss = {2, STAMP, 1, 0};
    unsigned char *part = make_world(ws, &n_world), *stream = make_world(ss, &n_stream);
    const struct {
        const void *data;
        size_t len;
        const char *name;
        int kind;
    } items[] = {
        {res, n_res, "19088743", WARP_KIND_TEXTURES},
        {golden_pack, sizeof golden_pack, "global.pak", WARP_KIND_PACK},
        {part, n_world, "level51s_ms12.sec", WARP_KIND_WORLD_PART},
        {stream, n_stream, "level51s_sec.wld", WARP_KIND_WORLD_STREAM},
        {"0", 1, "level51_objs.txt", WARP_KIND_OBJECT_LIST},
    };
    size_t n = sizeof items / sizeof items[0];
    size_t wad_len = 2048 * n;
    uint8_t *wad = calloc(1, wad_len), *dir = calloc(1, 16 + 12 * n);
    dir[0] = (uint8_t)n;
    for (size_t i = 0; i < n; i++) {
        memcpy(wad + 2048 * i, items[i].data, items[i].len);
        const uint8_t rec[12] = {U32(2048 * i), U32(items[i].len), U32(warp_name_hash(items[i].name))};
        memcpy(dir + 16 + 12 * i, rec, 12);
    }
    int rc;
    warp_wad *w = open_wad(dir, 16 + 12 * n, wad_len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_wad_set_memory(w, wad, wad_len), WARP_OK);
    for (size_t i = 0; i < n; i++) {
        uint32_t idx;
        CHECK_RC(warp_wad_find(w, items[i].name, &idx), WARP_OK);
        CHECK_EQ(idx, i);
        const uint8_t *d;
        size_t len;
        CHECK_RC(warp_wad_data(w, idx, &d, &len), WARP_OK);
        CHECK_EQ(classify(d, len, 0), items[i].kind);
    }
    /* the texture resource's hash 0x1234567 = 19088743 names entry 0 */
    char name[16];
    warp_entry e;
    warp_wad_get(w, 0, &e);
    CHECK_RC(warp_recover_name(wad, n_res, e.hash, name, sizeof name, NULL), WARP_OK);
    CHECK(!strcmp(name, "19088743"));
    free(w);
    free(wad);
    free(dir);
    free(res);
    free(part);
    free(stream);
    return NULL;
}

/* ---- corpus: plain RenderWare files are not WAD entry kinds ----------------------------- */
TEST(corpus_classify) {
    const char *root = corpus_dir();
    if (!root) SKIP("no corpus");
    const char *subs[] = {"ps2", "other"};
    int files = 0;
    for (size_t s = 0; s < 2; s++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", root, subs[s]);
        DIR *d = opendir(path);
        if (!d) continue;
        struct dirent *de;
        while ((de = readdir(d))) {
            if (de->d_name[0] == '.') continue;
            char file[4096 + 256];
            snprintf(file, sizeof file, "%s/%s", path, de->d_name);
            size_t len;
            unsigned char *buf = read_whole(file, &len);
            if (!buf) continue;
            files++;
            int k = classify(buf, len, WARP_KIND_UNKNOWN);
            /* 3.6.0.3 streams (GTA San Andreas) carry the stamp of the game's five older
             * streams and are reported as rw_old; anything else here is unknown. */
            int want = (len >= 12 && buf[8] == 0xFF && buf[9] == 0xFF && buf[10] == 0x03 && buf[11] == 0x18)
                           ? WARP_KIND_RW_OLD
                           : WARP_KIND_UNKNOWN;
            if (k != want) {
                closedir(d);
                free(buf);
                FAILF("%s: %s, expected %s", file, warp_kind_name(k), warp_kind_name(want));
            }
            CHECK_EQ(warp_container_kind(buf, len, NULL), WARP_CONTAINER_NONE);
            free(buf);
        }
        closedir(d);
    }
    CHECK(files > 0);
    return NULL;
}

/* ---- invariants as warnings (warp_check_*) ------------------------------------------ */
typedef struct warn_log {
    int n;
    warp_warning w[8];
} warn_log;
static int log_warning(void *user, const warp_warning *w) {
    warn_log *l = user;
    if (l->n < 8) l->w[l->n] = *w;
    l->n++;
    return 0;
}
static int stop_at_first(void *user, const warp_warning *w) {
    (void)w;
    ++*(int *)user;
    return 1;
}

/* Versions: a dictionary at 3.7.0.2 with a struct at 3.4.0.5 (outside what the game reads,
 * and not the file's version): one warning of each at the struct (offset 12); a file at
 * one accepted version: none. Layout: entries 0 and 1 tight, entry 2 starting 2,048 bytes
 * past entry 1's end (a gap), names "b", NULL, "A" (out of order upper-cased; "a" equal
 * to "A" would pass). */
TEST(invariants_warn) {
    uint8_t txd[] = {U32(0x16), U32(16), U32(WARP_RW_STAMP_37002), U32(1), U32(4), U32(0x1005FFFF), 1, 0, 6, 0};
    warn_log l = {0};
    CHECK_RC(warp_check_entry_versions(txd, sizeof txd, WARP_KIND_UNKNOWN, 7, log_warning, &l), WARP_OK);
    CHECK_EQ(l.n, 2);
    CHECK(l.w[0].code == WARP_WARN_RW_VERSION && l.w[0].entry == 7 && l.w[0].offset == 12 && l.w[0].value == 0x34005);
    CHECK(l.w[1].code == WARP_WARN_RW_MIXED && l.w[1].offset == 12 && l.w[1].value == 0x34005 &&
          l.w[1].expected == 0x37002);
    int calls = 0;
    CHECK_RC(warp_check_entry_versions(txd, sizeof txd, WARP_KIND_UNKNOWN, 7, stop_at_first, &calls), WARP_STOPPED);
    CHECK_EQ(calls, 1);
    static const uint8_t st[4] = {U32(WARP_RW_STAMP_36003)};
    memcpy(txd + 8, st, 4), memcpy(txd + 20, st, 4);
    l.n = 0;
    CHECK_RC(warp_check_entry_versions(txd, sizeof txd, WARP_KIND_UNKNOWN, 7, log_warning, &l), WARP_OK);
    CHECK_EQ(l.n, 0);
    CHECK_RC(warp_check_entry_versions(NULL, 0, 0, 0, log_warning, &l), WARP_E_ARG);

    static const uint8_t dir[] = {U32(3), U32(0), U32(0), U32(0), U32(0), U32(100), U32(1),
                                  U32(2048), U32(2048), U32(2), U32(6144), U32(5), U32(3)};
    int rc;
    warp_wad *w = open_wad(dir, sizeof dir, 8192, &rc);
    CHECK_RC(rc, WARP_OK);
    const char *names[3] = {"b", NULL, "A"};
    l.n = 0;
    CHECK_RC(warp_check_wad_layout(w, names, log_warning, &l), WARP_OK);
    CHECK_EQ(l.n, 2);
    CHECK(l.w[0].code == WARP_WARN_WAD_GAP && l.w[0].entry == 2 && l.w[0].value == 2048 && l.w[0].offset == 6144);
    CHECK(l.w[1].code == WARP_WARN_NAME_ORDER && l.w[1].entry == 2 && l.w[1].expected == 0);
    names[0] = "a";
    l.n = 0;
    CHECK_RC(warp_check_wad_layout(w, names, log_warning, &l), WARP_OK);
    CHECK(l.n == 1 && l.w[0].code == WARP_WARN_WAD_GAP);
    l.n = 0;
    CHECK_RC(warp_check_wad_layout(w, NULL, log_warning, &l), WARP_OK);
    CHECK_EQ(l.n, 1);
    free(w);
    return NULL;
}

/* ---- the host glue: a bank paired with its index, the sound list, a chunk's place ---------- */
/* Entries: 0 warriors.glr (0x44, 0x29 of one record), 1 a second global under the same hash
 * (0x29 of two records), 2 menu.msd, 3 menu.msb, 4 lonely.msb (no index), 5 a pack of two
 * resources (0x29 in the second). */
enum { GLUE_N = 6 };
static const uint8_t k_msd[24] = {0x11, 0, 0, 0, 0, 0, 0, 0, 0x22, 0, 0, 0, 0x40, 0, 0, 0};
static void glue_global(warp_writer *w, uint32_t records) {
    warp_write_resource_begin(w, warp_name_hash("warriors.glr"));
    warp_write_chunk_begin(w, WARP_CHUNK_CHARACTER_LIST, 0);
    warp_write_zeros(w, 16);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_STATIC_SOUNDS, 0);
    warp_write_u32(w, records);
    for (uint32_t r = 0; r < records; r++) warp_write_u32(w, 64), warp_write_u32(w, 0), warp_write_u32(w, 0x100 + r),
                                           warp_write_u32(w, 36u << 16);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}
static int fill_glue(warp_writer *w, void *user) {
    size_t *at = (size_t *)user; /* each entry's start, then its end at [GLUE_N + e] */
    for (int e = 0; e < GLUE_N; e++) {
        warp_write_align(w, 2048);
        at[e] = warp_writer_size(w);
        if (e < 2) glue_global(w, e + 1u);
        if (e == 2) warp_write_bytes(w, k_msd, sizeof k_msd);
        if (e == 3 || e == 4) for (int i = 0; i < 96; i++) warp_write_u8(w, (uint8_t)(0x5A ^ i));
        if (e == 5) {
            warp_write_pack_begin(w);
            warp_write_resource_begin(w, 1);
            warp_write_chunk_begin(w, WARP_CHUNK_MUSIC, 0);
            warp_write_zeros(w, 32);
            warp_write_chunk_end(w);
            warp_write_resource_end(w);
            glue_global(w, 3);
            warp_write_pack_end(w);
        }
        at[GLUE_N + e] = warp_writer_size(w);
    }
    return warp_writer_status(w);
}
static int keep_resource_offset(void *user, const warp_chunk_info *c) {
    size_t *at = (size_t *)user;
    at[c->resource_index + c->index] = c->resource_offset; /* 0: (0, 0); (1, 0); (1, 1) */
    return 0;
}
typedef struct glue_src { const uint8_t *p; uint32_t reads; } glue_src;
static int glue_read(void *user, uint64_t offset, void *dst, size_t len) {
    glue_src *g = (glue_src *)user;
    g->reads++;
    memcpy(dst, g->p + offset, len);
    return 0;
}

TEST(host_glue) {
    size_t at[2 * GLUE_N], len;
    uint8_t *wad = write_all(fill_glue, at, &len);
    static const char *const names[GLUE_N] = {"warriors.glr", "warriors.glr", "menu.msd", "menu.msb", "lonely.msb",
                                              "pack.pak"};
    uint8_t dir[16 + 12 * GLUE_N] = {U32(GLUE_N)};
    for (int e = 0; e < GLUE_N; e++) {
        uint32_t rec[3] = {(uint32_t)at[e], (uint32_t)(at[GLUE_N + e] - at[e]), warp_name_hash(names[e])};
        for (int k = 0; k < 12; k++) dir[16 + 12 * e + k] = (uint8_t)(rec[k / 4] >> (8 * (k % 4)));
    }
    int rc, kind;
    warp_wad *w = open_wad(dir, sizeof dir, len, &rc);
    CHECK_RC(rc, WARP_OK);
    /* no source yet: the pair cannot be read */
    CHECK_RC(warp_wad_classify(w, 3, wad + at[3], at[GLUE_N + 3] - at[3], &kind), WARP_E_STATE);
    CHECK_EQ(kind, WARP_KIND_UNKNOWN);
    glue_src src = {wad, 0};
    for (int mode = 0; mode < 2; mode++) {
        CHECK_RC(mode ? warp_wad_set_reader(w, glue_read, &src) : warp_wad_set_memory(w, wad, len), WARP_OK);
        static const int kinds[GLUE_N] = {WARP_KIND_RESOURCE, WARP_KIND_RESOURCE, WARP_KIND_SOUND_INDEX,
                                          WARP_KIND_SOUND_BANK, WARP_KIND_UNKNOWN, WARP_KIND_PACK};
        for (uint32_t e = 0; e < GLUE_N; e++) {
            CHECK_RC(warp_wad_classify(w, e, wad + at[e], at[GLUE_N + e] - at[e], &kind), WARP_OK);
            CHECK_EQ(kind, kinds[e]);
        }
        /* the bank alone says nothing: warp_classify without the hint */
        CHECK_RC(warp_classify(wad + at[3], at[GLUE_N + 3] - at[3], WARP_KIND_UNKNOWN, &kind), WARP_OK);
        CHECK_EQ(kind, WARP_KIND_UNKNOWN);
        /* the sound list: the first warriors.glr's 0x29 (one record), after its 0x44 chunk */
        uint32_t entry = 99, size = 0;
        uint64_t off = 0;
        CHECK_RC(warp_wad_sound_list(w, &entry, &off, &size), WARP_OK);
        CHECK_EQ(entry, 0);
        CHECK_EQ(off, 16 + 16 + 16 + 16);
        CHECK_EQ(size, 32); /* 4 + 16, padded */
        warp_sound_info s;
        CHECK_RC(warp_sound_list_find(wad + at[0] + off, size, NULL, 0x100, &s, NULL), WARP_OK);
        CHECK_EQ(s.rate_index, 36);
        /* a chunk in a pack's second resource: resource header at 16 + 16 + 32 */
        CHECK_RC(warp_wad_find_chunk(w, 5, WARP_CHUNK_STATIC_SOUNDS, &off, &size), WARP_OK);
        CHECK_EQ(off, 64 + 16 + 16 + 16 + 16 + 16);
        CHECK_EQ(size, 64); /* 4 + 3 x 16, padded */
        CHECK_RC(warp_wad_find_chunk(w, 5, WARP_CHUNK_MUSIC, &off, &size), WARP_OK);
        CHECK_EQ(off, 48);
        CHECK_RC(warp_wad_find_chunk(w, 5, WARP_CHUNK_OCCLUDERS, &off, &size), WARP_E_NOT_FOUND);
        CHECK_RC(warp_wad_find_chunk(w, 2, WARP_CHUNK_MUSIC, &off, &size), WARP_E_MAGIC); /* .msd: no zero word */
        CHECK_RC(warp_wad_find_chunk(w, 5, WARP_CHUNK_TYPE_COUNT, &off, &size), WARP_E_ARG);
        CHECK_RC(warp_wad_find_chunk(w, GLUE_N, WARP_CHUNK_MUSIC, &off, &size), WARP_E_RANGE);
    }
    CHECK(src.reads > 0);
    /* the pack's resource offsets in the chunk walk too (docs/patch.md's splice) */
    size_t res_at[3] = {0};
    CHECK_RC(warp_chunk_foreach(wad + at[5], at[GLUE_N + 5] - at[5], NULL, keep_resource_offset, res_at), WARP_OK);
    CHECK(res_at[0] == 16 && res_at[1] == 80 && res_at[2] == 80);
    CHECK_RC(warp_chunk_foreach(wad + at[0], at[GLUE_N] - at[0], NULL, keep_resource_offset, res_at), WARP_OK);
    CHECK(res_at[0] == 0 && res_at[1] == 0);
    CHECK_RC(warp_wad_classify(w, 0, wad + at[0], at[GLUE_N] - at[0] - 1, &kind), WARP_E_ARG);
    CHECK_RC(warp_wad_classify(w, GLUE_N, wad, 0, &kind), WARP_E_RANGE);
    CHECK_RC(warp_wad_classify(NULL, 0, wad, 0, &kind), WARP_E_ARG);
    free(w), free(wad);
    return NULL;
}

/* A bank's .msd and .msb paired by hash alone, for stems of several lengths. */
TEST(sound_pair) {
    static const char *const stems[] = {"sound", "menu", "load_00", "a", "vags/some/longer/bank_name"};
    enum { N = 2 * 5 + 1 };
    uint8_t dir[16 + 12 * N] = {U32(N)};
    char name[64];
    for (uint32_t i = 0; i < 5; i++)
        for (uint32_t k = 0; k < 2; k++) {
            snprintf(name, sizeof name, "%s.%s", stems[i], k ? "msb" : "msd");
            uint8_t *r = dir + 16 + 12 * (2 * i + k);
            r[0] = (uint8_t)(2 * i + k); /* offset */
            uint32_t hash = warp_name_hash(name);
            for (int b = 0; b < 4; b++) r[8 + b] = (uint8_t)(hash >> (8 * b));
        }
    /* the constant is the whole relation, whatever the stem's length */
    for (uint32_t i = 0; i < 5; i++) {
        snprintf(name, sizeof name, "%s.msd", stems[i]);
        uint32_t msd = warp_name_hash(name);
        snprintf(name, sizeof name, "%s.msb", stems[i]);
        CHECK_EQ(msd ^ WARP_SOUND_PAIR_XOR, warp_name_hash(name));
    }
    uint32_t lone = warp_name_hash("lonely.msd");
    for (int b = 0; b < 4; b++) dir[16 + 12 * 10 + 8 + b] = (uint8_t)(lone >> (8 * b));
    int rc;
    warp_wad *w = open_wad(dir, sizeof dir, UINT64_MAX, &rc);
    CHECK_RC(rc, WARP_OK);
    uint32_t pair = 99;
    for (uint32_t i = 0; i < 10; i++) {
        CHECK_RC(warp_wad_sound_pair(w, i, &pair), WARP_OK);
        CHECK_EQ(pair, i ^ 1);
    }
    CHECK_RC(warp_wad_sound_pair(w, 10, &pair), WARP_E_NOT_FOUND);
    CHECK_RC(warp_wad_sound_pair(w, 11, &pair), WARP_E_RANGE);
    CHECK_RC(warp_wad_sound_pair(w, 0, NULL), WARP_E_ARG);
    /* the same through an attached hash index */
    void *slots = malloc(warp_wad_index_size(w));
    CHECK_RC(warp_wad_index_init(w, slots, warp_wad_index_size(w)), WARP_OK);
    CHECK_RC(warp_wad_sound_pair(w, 7, &pair), WARP_OK);
    CHECK_EQ(pair, 6);
    free(slots);
    free(w);
    return NULL;
}

static int on_any_stream(void *user, const warp_stream_info *s) {
    (void)user, (void)s;
    return 0;
}

/* One flipped byte in a container: the classifier says why instead of "unknown". */
TEST(classify_damaged) {
    size_t len;
    static const uint32_t types[] = {0x2A, 0x4C};
    unsigned char *buf = make_resource(types, 2, 20, &len);
    int kind;
    CHECK_RC(warp_classify(buf, len, 0, &kind), WARP_OK);
    CHECK_EQ(kind, WARP_KIND_SPRITE_SHEET);
    buf[4] ^= 0x10; /* the resource's data size */
    CHECK_RC(warp_classify(buf, len, 0, &kind), WARP_E_CORRUPT);
    CHECK_EQ(kind, WARP_KIND_UNKNOWN);
    buf[4] ^= 0x10;
    size_t second = 16 + 16 + (size_t)(buf[20] | buf[21] << 8); /* the second chunk's header */
    buf[second + 5] ^= 0x10; /* its size: past the end */
    CHECK_RC(warp_classify(buf, len, 0, &kind), WARP_E_TRUNCATED);
    buf[second + 5] ^= 0x10;
    buf[second] = 0x60; /* a type outside the table */
    CHECK_RC(warp_classify(buf, len, 0, &kind), WARP_E_MAGIC);
    CHECK_EQ(kind, WARP_KIND_UNKNOWN);
    /* the stream walk reports the same */
    CHECK_RC(warp_entry_streams(buf, len, WARP_KIND_UNKNOWN, NULL, on_any_stream, NULL), WARP_E_MAGIC);
    /* a first chunk header that is not one: not a container at all, so unknown and OK */
    buf[16] = 0x60;
    CHECK_RC(warp_classify(buf, len, 0, &kind), WARP_OK);
    CHECK_EQ(kind, WARP_KIND_UNKNOWN);
    free(buf);
    return NULL;
}

static const test_case tests[] = {
    T(sound_pair), T(host_glue), T(classify_damaged), T(invariants_warn),
    T(dir_golden), T(dir_errors), T(dir_warnings), T(dir_prefixes), T(dir_roundtrip),
    T(index_agrees_with_linear), T(index_many_collisions),
    T(chunk_golden_flat), T(chunk_golden_pack), T(chunk_roundtrip), T(chunk_rejects),
    T(chunk_marker_named_resource), T(chunk_prefixes), T(chunk_type_names),
    T(classify_resources), T(classify_world), T(classify_signatures), T(kind_names),
    T(recover_names), T(wad_of_every_kind), T(corpus_classify),
};

int main(void) { return RUN_TESTS("wad", tests); }
