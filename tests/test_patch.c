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
    static const test_case cases[] = {T(grow_and_shrink), T(errors), T(texture_in_dictionary)};
    return run_tests("patch", cases, sizeof cases / sizeof cases[0]);
}
