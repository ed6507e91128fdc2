/* The disc image reader and patcher (docs/format-disc.md) on an ISO 9660 image built
 * here byte by byte from ECMA-119, not by our code: look-ups, every-prefix truncation,
 * each refused field, and a file moved past the end with the volume grown. UDF images
 * come from genisoimage in tests/disc_e2e.py. */
#include "check.h"

#define S 2048u
#define SECTORS 24u

static uint8_t img[SECTORS * S];

static void both32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i)), p[7 - i] = (uint8_t)(v >> (8 * i));
}

/* One directory record at p: 33 + name bytes, padded to even; returns its length. */
static size_t record(uint8_t *p, const char *name, size_t nl, uint32_t extent, uint32_t size, int dir) {
    size_t len = 33 + nl + !(nl & 1);
    memset(p, 0, len);
    p[0] = (uint8_t)len;
    both32(p + 2, extent);
    both32(p + 10, size);
    p[25] = dir ? 2 : 0;
    p[28] = 1, p[31] = 1; /* volume sequence number 1, both orders */
    p[32] = (uint8_t)nl;
    memcpy(p + 33, name, nl);
    return len;
}

/* PVD at 16, terminator at 17, root at 18 {IOP/ at 19, WARRIORS.WAD;1 at 20 (5,000 bytes),
 * SYSTEM.CNF;1 at 23}, IOP {BFW.SND;1 at 22 (100 bytes)}. */
static void build(void) {
    memset(img, 0, sizeof img);
    uint8_t *pvd = img + 16 * S, *term = img + 17 * S, *root = img + 18 * S, *iop = img + 19 * S;
    pvd[0] = 1, memcpy(pvd + 1, "CD001", 5), pvd[6] = 1;
    both32(pvd + 80, SECTORS);
    pvd[128] = 0x00, pvd[129] = 0x08, pvd[130] = 0x08, pvd[131] = 0x00; /* 2,048, both orders */
    record(pvd + 156, "\0", 1, 18, S, 1);
    term[0] = 255, memcpy(term + 1, "CD001", 5), term[6] = 1;
    size_t o = record(root, "\0", 1, 18, S, 1);
    o += record(root + o, "\1", 1, 18, S, 1);
    o += record(root + o, "IOP", 3, 19, S, 1);
    o += record(root + o, "SYSTEM.CNF;1", 12, 23, 30, 0);
    record(root + o, "WARRIORS.WAD;1", 14, 20, 5000, 0);
    o = record(iop, "\0", 1, 19, S, 1);
    o += record(iop + o, "\1", 1, 18, S, 1);
    record(iop + o, "BFW.SND;1", 9, 22, 100, 0);
}

TEST(finds_files) {
    build();
    warp_disc_file f;
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_OK);
    CHECK_EQ(f.extent, 20);
    CHECK_EQ(f.offset, 20 * S);
    CHECK_EQ(f.size, 5000);
    CHECK_EQ(f.volume_sectors, SECTORS);
    CHECK_EQ(f.record, 18 * S + 34 + 34 + 36 + 46);
    CHECK_EQ(f.udf_entry, 0);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "/iop/bfw.snd", &f), WARP_OK);
    CHECK_EQ(f.extent, 22);
    CHECK_EQ(f.size, 100);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "system.cnf", &f), WARP_OK);
    CHECK_EQ(f.size, 30);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "IOP", &f), WARP_E_NOT_FOUND);
    CHECK_EQ(f.size, 0);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "IOP/MUSIC.SND", &f), WARP_E_NOT_FOUND);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD/X", &f), WARP_E_NOT_FOUND);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS", &f), WARP_E_NOT_FOUND);
    return NULL;
}

TEST(refuses_arguments) {
    build();
    warp_disc_file f;
    const char *bad[] = {"", "/", "IOP//BFW.SND", "IOP/", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        CHECK_RC(warp_disc_find_memory(img, sizeof img, bad[i], &f), WARP_E_ARG);
    CHECK_RC(warp_disc_find_memory(NULL, 0, "X", &f), WARP_E_ARG);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, NULL, &f), WARP_E_ARG);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "X", NULL), WARP_E_ARG);
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    CHECK_RC(warp_disc_find(&io, "X", &f), WARP_E_ARG); /* no read callback */
    return NULL;
}

/* Every prefix of the image: never a wrong answer, an error until the file's bytes fit. */
TEST(every_prefix) {
    build();
    for (size_t n = 0; n < sizeof img; n += 7) {
        warp_disc_file f;
        int rc = warp_disc_find_memory(img, n, "IOP/BFW.SND", &f);
        if (n >= 22 * S + 100) {
            CHECK_RC(rc, WARP_OK);
            CHECK_EQ(f.extent, 22);
        } else if (rc == WARP_OK) {
            FAILF("prefix %zu found a file past its end", n);
        } else if (rc != WARP_E_MAGIC && rc != WARP_E_RANGE) {
            FAILF("prefix %zu: %s", n, warp_strerror(rc));
        }
    }
    return NULL;
}

TEST(refuses_fields) {
    warp_disc_file f;
    build();
    img[16 * S + 1] = 'X'; /* no CD001 */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_MAGIC);
    build();
    img[16 * S + 84] ^= 1; /* the volume size's big-endian copy disagrees */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_CORRUPT);
    build();
    img[16 * S + 129] = 0x10, img[16 * S + 130] = 0x10; /* 4,096-byte blocks */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_UNSUPPORTED);
    build();
    size_t wad = 18 * S + 34 + 34 + 36 + 46;
    img[wad + 14] ^= 1; /* the size's big-endian copy */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_CORRUPT);
    build();
    img[wad + 25] = 0x80; /* multi-extent */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_UNSUPPORTED);
    build();
    img[wad] = 20; /* shorter than a record's fixed part */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_CORRUPT);
    build();
    both32(img + wad + 10, 50000); /* ends past the image */
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_RANGE);
    build();
    img[17 * S] = 3; /* no terminator among the descriptors that follow */
    memset(img + 18 * S, 0, S);
    CHECK_RC(warp_disc_find_memory(img, sizeof img, "WARRIORS.WAD", &f), WARP_E_CORRUPT);
    return NULL;
}

typedef struct grow {
    uint8_t *p;
    size_t n, cap;
    int writes;
} grow;

static int read_grow(void *user, uint64_t off, void *dst, size_t len) {
    grow *g = user;
    if (off + len > g->n) return 1;
    memcpy(dst, g->p + off, len);
    return 0;
}

static int write_grow(void *user, uint64_t off, const void *src, size_t len) {
    grow *g = user;
    if (off + len > g->cap) return 1;
    memcpy(g->p + off, src, len);
    if (off + len > g->n) g->n = (size_t)(off + len);
    g->writes++;
    return 0;
}

/* The WAD grown to 7,000 bytes at sector 24; only its record and the PVD change. */
TEST(move_and_resize) {
    build();
    static uint8_t out[(SECTORS + 4) * S];
    memcpy(out, img, sizeof img);
    grow g = {out, sizeof out, sizeof out, 0};
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    io.read = read_grow, io.write = write_grow, io.user = &g, io.size = sizeof out;
    CHECK_RC(warp_disc_resize(&io, SECTORS + 4), WARP_OK);
    CHECK_RC(warp_disc_move(&io, "warriors.wad", SECTORS, 7000), WARP_OK);
    CHECK_EQ(g.writes, 2);
    warp_disc_file f;
    CHECK_RC(warp_disc_find(&io, "WARRIORS.WAD", &f), WARP_OK);
    CHECK_EQ(f.extent, SECTORS);
    CHECK_EQ(f.size, 7000);
    CHECK_EQ(f.volume_sectors, SECTORS + 4);
    CHECK_EQ(out[16 * S + 87], SECTORS + 4); /* the big-endian copy's low byte */
    size_t wad = 18 * S + 34 + 34 + 36 + 46;
    CHECK_EQ(out[wad + 9], SECTORS); /* the extent, big-endian */
    for (size_t i = 0; i < sizeof img; i++)
        if (out[i] != img[i] && i / S != 16 && !(i >= wad && i < wad + 18)) FAILF("byte %zu changed", i);
    CHECK_RC(warp_disc_move(&io, "WARRIORS.WAD", SECTORS + 1, 7000), WARP_E_RANGE); /* past the image */
    CHECK_RC(warp_disc_move(&io, "WARRIORS.WAD", 0, 0x100000000ull), WARP_E_LIMIT);
    io.write = NULL;
    CHECK_RC(warp_disc_move(&io, "WARRIORS.WAD", SECTORS, 7000), WARP_E_ARG);
    CHECK_RC(warp_disc_resize(&io, SECTORS), WARP_E_ARG);
    return NULL;
}

int main(void) {
    static const test_case cases[] = {T(finds_files), T(refuses_arguments), T(every_prefix), T(refuses_fields),
                                      T(move_and_resize)};
    return RUN_TESTS("disc", cases);
}
