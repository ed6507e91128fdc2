/* warp_patch_section: splicing one section into nested RenderWare sections, with
 * hand-computed sizes, its errors, and a texture replaced inside a dictionary.
 * `test_patch FILE` writes the fixture dictionary (T8 with mips, T4, CT32) for
 * tests/test_rebuild.py instead. */
#include "check.h"

static void put32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static uint32_t get32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

/* outer 0x10 { inner 0x16 { 4 bytes 'a', the 8-byte range 'b', 4 bytes 'c' } } = 40 bytes */
static void nested(uint8_t *b) {
    memset(b, 0, 40);
    put32(b, 0x10), put32(b + 4, 28), put32(b + 8, 0x1803FFFF);
    put32(b + 12, 0x16), put32(b + 16, 16), put32(b + 20, 0x1803FFFF);
    memset(b + 24, 'a', 4), memset(b + 28, 'b', 8), memset(b + 36, 'c', 4);
}

TEST(grow_and_shrink) {
    uint8_t src[40], dst[64], repl[12];
    nested(src);
    memset(repl, 'R', sizeof repl);
    const size_t enc[2] = {0, 12};
    size_t n = 0;
    CHECK_RC(warp_patch_section(NULL, 0, src, 40, 28, 8, repl, 12, enc, 2, &n), WARP_OK);
    CHECK_EQ(n, 44);
    CHECK_RC(warp_patch_section(dst, 43, src, 40, 28, 8, repl, 12, enc, 2, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_patch_section(dst, sizeof dst, src, 40, 28, 8, repl, 12, enc, 2, &n), WARP_OK);
    CHECK_EQ(get32(dst + 4), 32);  /* 28 + 4 */
    CHECK_EQ(get32(dst + 16), 20); /* 16 + 4 */
    CHECK_EQ(get32(dst + 8), 0x1803FFFF);
    CHECK(!memcmp(dst + 24, "aaaaRRRRRRRRRRRRcccc", 20));
    /* shrink to nothing: the sizes drop by 8 */
    CHECK_RC(warp_patch_section(dst, sizeof dst, src, 40, 28, 8, NULL, 0, enc, 2, &n), WARP_OK);
    CHECK_EQ(n, 32);
    CHECK_EQ(get32(dst + 4), 20);
    CHECK_EQ(get32(dst + 16), 8);
    CHECK(!memcmp(dst + 24, "aaaacccc", 8));
    /* only the listed headers move */
    CHECK_RC(warp_patch_section(dst, sizeof dst, src, 40, 28, 8, repl, 12, enc + 1, 1, &n), WARP_OK);
    CHECK_EQ(get32(dst + 4), 28);
    CHECK_EQ(get32(dst + 16), 20);
    return NULL;
}

TEST(errors) {
    uint8_t src[40], dst[64];
    nested(src);
    size_t enc[2] = {0, 12}, n;
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 36, 8, NULL, 0, enc, 2, &n), WARP_E_ARG); /* past src */
    CHECK_RC(warp_patch_section(dst, 64, NULL, 40, 28, 8, NULL, 0, enc, 2, &n), WARP_E_ARG);
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 28, 8, NULL, 4, enc, 2, &n), WARP_E_ARG);
    size_t late[1] = {20}; /* a header 8 bytes before the range */
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 28, 8, NULL, 0, late, 1, &n), WARP_E_RANGE);
    put32(src + 16, 8); /* inner body ends before the range does */
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 28, 8, NULL, 0, enc, 2, &n), WARP_E_CORRUPT);
    nested(src);
    put32(src + 4, 100); /* outer body runs past the buffer */
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 28, 8, NULL, 0, enc, 2, &n), WARP_E_CORRUPT);
    size_t deep[WARP_PATCH_MAX_DEPTH + 1] = {0};
    CHECK_RC(warp_patch_section(dst, 64, src, 40, 28, 8, NULL, 0, deep, WARP_PATCH_MAX_DEPTH + 1, &n), WARP_E_DEPTH);
    return NULL;
}

typedef struct fixture {
    warp_texture_desc d[3];
    uint8_t idx8[16 * 16 + 8 * 8 + 4 * 4], idx4[8 * 8], rgba[4 * 4 * 4], pal[1024];
} fixture;

static void make_fixture(fixture *f) {
    memset(f, 0, sizeof *f);
    for (size_t i = 0; i < sizeof f->idx8; i++) f->idx8[i] = (uint8_t)(i * 7 % 256);
    for (size_t i = 0; i < sizeof f->idx4; i++) f->idx4[i] = (uint8_t)(i % 16);
    for (size_t i = 0; i < 256; i++) { /* alpha from the GS's 129 values (0-128 scaled) */
        f->pal[i * 4] = (uint8_t)i, f->pal[i * 4 + 1] = (uint8_t)(255 - i), f->pal[i * 4 + 2] = (uint8_t)(i * 3);
        f->pal[i * 4 + 3] = 255;
    }
    for (size_t i = 0; i < sizeof f->rgba; i++) f->rgba[i] = (uint8_t)(i * 11);
    for (size_t i = 3; i < sizeof f->rgba; i += 4) f->rgba[i] = 255;
    f->d[0] = (warp_texture_desc){.name = "eight", .width = 16, .height = 16, .psm = WARP_PSM_T8, .levels = 3,
                                  .palette = f->pal};
    f->d[0].indices[0] = f->idx8, f->d[0].indices[1] = f->idx8 + 256, f->d[0].indices[2] = f->idx8 + 320;
    f->d[1] = (warp_texture_desc){.name = "four", .width = 8, .height = 8, .psm = WARP_PSM_T4, .levels = 1,
                                  .palette = f->pal};
    f->d[1].indices[0] = f->idx4;
    f->d[2] = (warp_texture_desc){.name = "true", .width = 4, .height = 4, .psm = WARP_PSM_CT32, .levels = 1};
    f->d[2].rgba[0] = f->rgba;
}

static int fill_txd(warp_writer *w, void *user) { return warp_write_txd(w, ((fixture *)user)->d, 3, 0); }
static int fill_four(warp_writer *w, void *user) { return warp_write_texture_native(w, user); }

typedef struct walk {
    int count;
    size_t four_offset, four_len;
    const uint8_t *base;
    uint8_t four_idx[64], true_rgba[64];
} walk;

static int walk_cb(void *user, const warp_texture *t) {
    walk *k = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    k->count++;
    if (!strcmp(in.name, "four")) {
        k->four_offset = (size_t)(in.section - k->base), k->four_len = in.section_len;
        warp_texture_decode_indices(t, 0, k->four_idx, sizeof k->four_idx, 0, NULL);
    }
    if (!strcmp(in.name, "true")) warp_texture_decode_rgba(t, 0, k->true_rgba, sizeof k->true_rgba, 0, NULL);
    return 0;
}

TEST(texture_in_dictionary) {
    fixture f;
    make_fixture(&f);
    size_t len, new_len, out_len;
    uint8_t *txd = write_all(fill_txd, &f, &len);
    walk k = {0};
    k.base = txd;
    CHECK_RC(warp_txd_foreach(txd, len, NULL, walk_cb, &k), WARP_OK);
    CHECK_EQ(k.count, 3);
    uint8_t idx[64];
    for (int i = 0; i < 64; i++) idx[i] = (uint8_t)(15 - i % 16);
    warp_texture_desc four = f.d[1];
    four.width = 8, four.height = 8, four.indices[0] = idx;
    uint8_t *sec = write_all(fill_four, &four, &new_len);
    const size_t enc[1] = {0};
    CHECK_RC(warp_patch_section(NULL, 0, txd, len, k.four_offset, k.four_len, sec, new_len, enc, 1, &out_len),
             WARP_OK);
    CHECK_EQ(out_len, len - k.four_len + new_len);
    uint8_t *out = malloc(out_len);
    CHECK_RC(warp_patch_section(out, out_len, txd, len, k.four_offset, k.four_len, sec, new_len, enc, 1, &out_len),
             WARP_OK);
    CHECK_EQ(get32(out + 4), out_len - 12); /* the dictionary's size covers the file */
    walk k2 = {0};
    k2.base = out;
    CHECK_RC(warp_txd_foreach(out, out_len, NULL, walk_cb, &k2), WARP_OK);
    CHECK_EQ(k2.count, 3);
    CHECK(!memcmp(k2.four_idx, idx, 64));
    CHECK(!memcmp(k2.true_rgba, f.rgba, 64));
    free(txd), free(sec), free(out);
    return NULL;
}

/* ---- warp_patch_entry: inside the chunk container ------------------------------------ */

/* pack { resource { chunk 0x2A { 0x16 { 4 'a', the 8-byte range 'b', 4 'c' } + 4 zero pad },
 *                   chunk 0x03 { 16 'z' } } } = 112 bytes:
 *   0 pack {1, 96, 0, marker}   16 resource {2, 48, 0, h}   32 chunk {0x2A, 32, 0, h}
 *   48 section {0x16, 16, stamp}   60 'a'  64 'b'  72 'c'  76 pad   80 chunk {3, 16, 0, h}  96 'z' */
static void entry(uint8_t *b) {
    memset(b, 0, 112);
    put32(b, 1), put32(b + 4, 96), put32(b + 12, WARP_PACK_MARKER);
    put32(b + 16, 2), put32(b + 20, 48), put32(b + 28, 0x1234);
    put32(b + 32, 0x2A), put32(b + 36, 32), put32(b + 44, 0x1234);
    put32(b + 48, 0x16), put32(b + 52, 16), put32(b + 56, 0x1C02000A);
    memset(b + 60, 'a', 4), memset(b + 64, 'b', 8), memset(b + 72, 'c', 4);
    put32(b + 80, 0x03), put32(b + 84, 16), put32(b + 92, 0x5678);
    memset(b + 96, 'z', 16);
}

static const warp_patch_level entry_levels[4] = {
    {48, WARP_PATCH_RW_SECTION, 0}, {32, WARP_PATCH_CHUNK, 0}, {16, WARP_PATCH_RESOURCE, 0}, {0, WARP_PATCH_PACK, 0}};

/* Sizes of the four levels: section, chunk, resource dataSize, pack. */
static int sizes_are(const uint8_t *b, uint32_t sec, uint32_t chunk, uint32_t data, uint32_t pack) {
    return get32(b + 52) == sec && get32(b + 36) == chunk && get32(b + 20) == data && get32(b + 4) == pack;
}

TEST(entry_padding_absorbs_and_grows) {
    uint8_t src[112], dst[160], repl[24];
    entry(src);
    memset(repl, 'R', sizeof repl);
    size_t n = 0;
    /* +4: content 28 -> 32 bytes, the 4 padding bytes go, the chunk stays 32 */
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src, 112, 64, 8, repl, 12, entry_levels, 4, &n), WARP_OK);
    CHECK_EQ(n, 112);
    CHECK(sizes_are(dst, 20, 32, 48, 96));
    CHECK(!memcmp(dst + 60, "aaaaRRRRRRRRRRRRcccc", 20));
    CHECK(!memcmp(dst + 80, src + 80, 32)); /* the next chunk untouched */
    /* +8: content 36 -> chunk 48 (12 zero bytes), dataSize 64, pack 112, entry 128 */
    CHECK_RC(warp_patch_entry(NULL, 0, src, 112, 64, 8, repl, 16, entry_levels, 4, &n), WARP_OK);
    CHECK_EQ(n, 128);
    CHECK_RC(warp_patch_entry(dst, 127, src, 112, 64, 8, repl, 16, entry_levels, 4, &n), WARP_E_DST_SMALL);
    memset(dst, 0xEE, sizeof dst);
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src, 112, 64, 8, repl, 16, entry_levels, 4, &n), WARP_OK);
    CHECK(sizes_are(dst, 24, 48, 64, 112));
    CHECK(!memcmp(dst + 76, "RRRRcccc", 8));
    static const uint8_t zeros[12];
    CHECK(!memcmp(dst + 84, zeros, 12));
    CHECK_EQ(get32(dst + 96), 0x03);
    CHECK(!memcmp(dst + 112, src + 96, 16));
    CHECK_RC(warp_container_kind(dst, 128, NULL), WARP_CONTAINER_PACK);
    return NULL;
}

TEST(entry_shrinks) {
    uint8_t src[112], dst[112];
    entry(src);
    size_t n = 0;
    /* the section's whole body (16 bytes) -> "SS": content 14 -> chunk 16 (2 zero bytes) */
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src, 112, 60, 16, "SS", 2, entry_levels, 4, &n), WARP_OK);
    CHECK_EQ(n, 96);
    CHECK(sizes_are(dst, 2, 16, 32, 80));
    CHECK(!memcmp(dst + 60, "SS\0\0", 4));
    CHECK(!memcmp(dst + 64, src + 80, 32));
    CHECK_RC(warp_container_kind(dst, 96, NULL), WARP_CONTAINER_PACK);
    /* a flat resource: only the resource, chunk and section levels */
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src + 16, 96, 44, 16, "SS", 2, (const warp_patch_level[]){
                                  {32, WARP_PATCH_RW_SECTION, 0}, {16, WARP_PATCH_CHUNK, 0},
                                  {0, WARP_PATCH_RESOURCE, 0}}, 3, &n), WARP_OK);
    CHECK_EQ(n, 80);
    CHECK_EQ(get32(dst + 4), 32);
    CHECK_EQ(get32(dst + 20), 16);
    CHECK_RC(warp_container_kind(dst, 80, NULL), WARP_CONTAINER_RESOURCE);
    return NULL;
}

TEST(entry_rw_only_matches_patch_section) {
    uint8_t src[40], a[64], b[64], repl[12];
    nested(src);
    memset(repl, 'R', sizeof repl);
    const size_t enc[2] = {12, 0};
    const warp_patch_level lv[2] = {{12, WARP_PATCH_RW_SECTION, 0}, {0, WARP_PATCH_RW_SECTION, 0}};
    size_t na = 0, nb = 0;
    CHECK_RC(warp_patch_section(a, sizeof a, src, 40, 28, 8, repl, 12, enc, 2, &na), WARP_OK);
    CHECK_RC(warp_patch_entry(b, sizeof b, src, 40, 28, 8, repl, 12, lv, 2, &nb), WARP_OK);
    CHECK_EQ(nb, 44);
    CHECK(na == nb && !memcmp(a, b, na));
    /* no levels: a plain splice */
    CHECK_RC(warp_patch_entry(b, sizeof b, src, 40, 28, 8, repl, 2, NULL, 0, &nb), WARP_OK);
    CHECK_EQ(nb, 34);
    CHECK_EQ(get32(b + 16), 16);
    return NULL;
}

TEST(entry_kept_tail) {
    uint8_t src[112], dst[160], repl[24];
    entry(src);
    memset(repl, 'R', sizeof repl);
    src[78] = 7; /* after the section: not padding, so it is kept */
    size_t n = 0;
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src, 112, 64, 8, repl, 12, entry_levels, 4, &n), WARP_E_UNSUPPORTED);
    CHECK_RC(warp_patch_entry(dst, sizeof dst, src, 112, 64, 8, repl, 24, entry_levels, 4, &n), WARP_OK);
    CHECK_EQ(n, 128);
    CHECK(sizes_are(dst, 32, 48, 64, 112));
    CHECK(!memcmp(dst + 88, "cccc\0\0\7\0", 8));
    return NULL;
}

TEST(entry_errors) {
    uint8_t src[112], dst[160];
    entry(src);
    size_t n;
    warp_patch_level lv[4];
    memcpy(lv, entry_levels, sizeof lv);
#define PATCH(levels, count) warp_patch_entry(dst, sizeof dst, src, 112, 64, 8, "x", 1, levels, count, &n)
    CHECK_RC(warp_patch_entry(dst, 160, NULL, 112, 64, 8, "x", 1, lv, 4, &n), WARP_E_ARG);
    CHECK_RC(warp_patch_entry(dst, 160, src, 112, 108, 8, "x", 1, lv, 4, &n), WARP_E_ARG); /* past src */
    CHECK_RC(warp_patch_entry(dst, 160, src, 112, 64, 8, NULL, 1, lv, 4, &n), WARP_E_ARG);
    CHECK_RC(PATCH(NULL, 1), WARP_E_ARG);
    CHECK_RC(PATCH(lv + 2, 2), WARP_E_ARG); /* a resource without its chunk */
    const warp_patch_level twice[2] = {{32, WARP_PATCH_CHUNK, 0}, {32, WARP_PATCH_CHUNK, 0}};
    CHECK_RC(PATCH(twice, 2), WARP_E_ARG);
    const warp_patch_level rw_out[2] = {{32, WARP_PATCH_CHUNK, 0}, {16, WARP_PATCH_RW_SECTION, 0}};
    CHECK_RC(PATCH(rw_out, 2), WARP_E_ARG);
    lv[1].reserved = 1;
    CHECK_RC(PATCH(lv, 4), WARP_E_ARG);
    lv[1].reserved = 0, lv[1].kind = 5;
    CHECK_RC(PATCH(lv, 4), WARP_E_ARG);
    lv[1].kind = WARP_PATCH_CHUNK;
    warp_patch_level deep[WARP_PATCH_MAX_DEPTH + 1];
    for (int i = 0; i <= WARP_PATCH_MAX_DEPTH; i++) deep[i] = (warp_patch_level){48, WARP_PATCH_RW_SECTION, 0};
    CHECK_RC(PATCH(deep, WARP_PATCH_MAX_DEPTH + 1), WARP_E_DEPTH);
    lv[0].offset = 56; /* a section header 8 bytes before the range */
    CHECK_RC(PATCH(lv, 4), WARP_E_RANGE);
    lv[0].offset = 48, lv[1].offset = 40; /* a chunk header overlapping the section's */
    CHECK_RC(PATCH(lv, 4), WARP_E_RANGE);
    lv[1].offset = 32;
    put32(src + 52, 8); /* the section ends before the range does */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    entry(src);
    put32(src + 36, 1024); /* the chunk runs past the entry */
    CHECK_RC(PATCH(lv, 4), WARP_E_TRUNCATED);
    put32(src + 36, 36); /* not a multiple of 16 */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    entry(src);
    put32(src + 40, 1); /* the chunk's zero word */
    CHECK_RC(PATCH(lv, 4), WARP_E_MAGIC);
    entry(src);
    put32(src + 12, 0x12345678); /* no pack marker */
    CHECK_RC(PATCH(lv, 4), WARP_E_MAGIC);
    entry(src);
    put32(src + 20, 47); /* dataSize one short: the last chunk runs past the resource */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    entry(src);
    put32(src + 16, 1); /* one chunk counted: the sizes no longer add up */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    put32(src + 16, 0), put32(src + 20, 64); /* no chunks: the named chunk is not among them */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    entry(src);
    put32(src + 4, 80); /* the pack's size does not match its resources */
    CHECK_RC(PATCH(lv, 4), WARP_E_CORRUPT);
    const warp_patch_level one[1] = {{0, WARP_PATCH_RW_SECTION, 0}};
    uint8_t big[32] = {0};
    put32(big + 4, 0xFFFFFFF0u); /* a section claiming more than the buffer */
    CHECK_RC(warp_patch_entry(NULL, 0, big, 32, 12, 4, dst, 32, one, 1, &n), WARP_E_TRUNCATED);
    if (SIZE_MAX > UINT32_MAX) { /* a 32-bit size cannot grow past 4 GiB (checked before repl is read) */
        put32(big + 4, 20);
        CHECK_RC(warp_patch_entry(NULL, 0, big, 32, 12, 4, dst, (size_t)UINT32_MAX, one, 1, &n), WARP_E_LIMIT);
    }
#undef PATCH
    return NULL;
}

int main(int argc, char **argv) {
    if (argc > 1) { /* the fixture for test_rebuild.py */
        fixture f;
        make_fixture(&f);
        size_t len;
        uint8_t *txd = write_all(fill_txd, &f, &len);
        FILE *o = fopen(argv[1], "wb");
        int bad = !o || fwrite(txd, 1, len, o) != len;
        if (o && fclose(o)) bad = 1;
        free(txd);
        return bad;
    }
    static const test_case cases[] = {T(grow_and_shrink), T(errors), T(texture_in_dictionary),
                                      T(entry_padding_absorbs_and_grows), T(entry_shrinks),
                                      T(entry_rw_only_matches_patch_section), T(entry_kept_tail), T(entry_errors)};
    return run_tests("patch", cases, sizeof cases / sizeof cases[0]);
}
