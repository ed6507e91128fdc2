/* The colour quantiser (lib/texture/quantize.c, through the tool's quantize.h wrappers): exact palettes for images with
 * no more colours than the palette, a hand-computed median cut, order independence,
 * and the mean error on a gradient against a fixed 3-3-2 palette. */
#include "formats/quantize.h"
#include "check.h"

static uint32_t rng = 12345;
static uint32_t rnd(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

/* Every pixel maps to an entry holding exactly its colour. */
static int mapped_exactly(const uint8_t *px, size_t n, const uint8_t *pal, unsigned colors) {
    uint8_t *idx = malloc(n);
    int ok = quantize_map(px, n, pal, colors, idx) == 0;
    for (size_t i = 0; ok && i < n; i++) ok = idx[i] < colors && !memcmp(pal + idx[i] * 4, px + i * 4, 4);
    free(idx);
    return ok;
}

TEST(exact_up_to_the_palette_size) {
    static const unsigned sizes[] = {16, 256};
    for (size_t s = 0; s < 2; s++) {
        unsigned colors = sizes[s];
        uint8_t distinct[256 * 4], pal[1024];
        for (unsigned i = 0; i < colors * 4; i++) distinct[i] = (uint8_t)rnd();
        distinct[3] = 0; /* alpha counts as a channel */
        size_t n = 64 * 64;
        uint8_t *px = malloc(n * 4);
        for (size_t i = 0; i < n; i++) memcpy(px + i * 4, distinct + (i * 7 % colors) * 4, 4);
        CHECK_EQ(quantize_palette(px, n, colors, pal), (int)colors);
        CHECK(mapped_exactly(px, n, pal, colors));
        /* one colour more: the palette is full and no longer exact */
        px[0] ^= 0x55;
        CHECK_EQ(quantize_palette(px, n, colors, pal), (int)colors);
        CHECK(!mapped_exactly(px, n, pal, colors));
        free(px);
    }
    return NULL;
}

TEST(exact_palette_in_rgba_order) {
    static const uint8_t px[8 * 4] = {9, 9, 9, 255, 1, 2, 3, 4, 1, 2, 3, 4, 200, 0, 0, 255,
                                      1, 2, 3, 4, 200, 0, 0, 255, 1, 2, 3, 4, 1, 2, 3, 4};
    static const uint8_t want[16] = {1, 2, 3, 4, 9, 9, 9, 255, 200, 0, 0, 255, 0, 0, 0, 0};
    uint8_t pal[16], idx[8];
    memset(pal, 0xEE, sizeof pal);
    CHECK_EQ(quantize_palette(px, 8, 4, pal), 3);
    CHECK(!memcmp(pal, want, 16));
    CHECK_RC(quantize_map(px, 8, pal, 3, idx), 0);
    static const uint8_t want_idx[8] = {1, 0, 0, 2, 0, 2, 0, 0};
    CHECK(!memcmp(idx, want_idx, 8));
    return NULL;
}

/* Three colours into two entries: red spreads most, its weighted median cuts after the
 * two dark ones, whose mean (1, 0, 0) is one entry. */
TEST(median_cut_by_hand) {
    static const uint8_t px[3 * 4] = {0, 0, 0, 255, 2, 0, 0, 255, 100, 0, 0, 255};
    static const uint8_t want[8] = {1, 0, 0, 255, 100, 0, 0, 255};
    uint8_t pal[8], idx[3];
    CHECK_EQ(quantize_palette(px, 3, 2, pal), 2);
    CHECK(!memcmp(pal, want, 8));
    CHECK_RC(quantize_map(px, 3, pal, 2, idx), 0);
    CHECK(idx[0] == 0 && idx[1] == 0 && idx[2] == 1);
    /* a tie goes to the lowest index: (50, 0, 0) is 49 from both (1, 0, 0) and (99, 0, 0) */
    static const uint8_t tie_pal[8] = {99, 0, 0, 255, 1, 0, 0, 255}, mid[4] = {50, 0, 0, 255};
    CHECK_RC(quantize_map(mid, 1, tie_pal, 2, idx), 0);
    CHECK_EQ(idx[0], 0);
    return NULL;
}

/* 256x256: red along x, green along y, blue their mean, alpha stepping down the rows. */
static uint8_t *gradient(void) {
    uint8_t *px = malloc(256 * 256 * 4);
    for (unsigned y = 0; y < 256; y++)
        for (unsigned x = 0; x < 256; x++) {
            uint8_t *p = px + (y * 256 + x) * 4;
            p[0] = (uint8_t)x, p[1] = (uint8_t)y, p[2] = (uint8_t)((x + y) / 2), p[3] = (uint8_t)(255 - y / 4);
        }
    return px;
}

/* Mean absolute error a channel, in hundredths. */
static unsigned mean_error(const uint8_t *px, size_t n, const uint8_t *pal, const uint8_t *idx) {
    uint64_t e = 0;
    for (size_t i = 0; i < n; i++)
        for (unsigned k = 0; k < 4; k++) {
            int d = (int)px[i * 4 + k] - (int)pal[idx[i] * 4 + k];
            e += (uint64_t)(d < 0 ? -d : d);
        }
    return (unsigned)(e * 100 / (n * 4));
}

TEST(order_independent) {
    size_t n = 256 * 256;
    uint8_t *px = gradient(), *shuffled = malloc(n * 4), pal[1024], pal2[1024];
    /* the same pixels in another order (multiplying by an odd number permutes 2^16) */
    for (size_t i = 0; i < n; i++) memcpy(shuffled + (i * 40503u % n) * 4, px + i * 4, 4);
    CHECK_EQ(quantize_palette(px, n, 256, pal), 256);
    CHECK_EQ(quantize_palette(shuffled, n, 256, pal2), 256);
    CHECK(!memcmp(pal, pal2, sizeof pal));
    free(px), free(shuffled);
    return NULL;
}

TEST(gradient_error_bounded) {
    size_t n = 256 * 256;
    uint8_t *px = gradient(), *idx = malloc(n), pal[1024], fixed[1024];
    /* the naive palette: 3 bits red, 3 green, 2 blue, opaque */
    for (unsigned i = 0; i < 256; i++) {
        fixed[i * 4] = (uint8_t)((i >> 5) * 255 / 7), fixed[i * 4 + 1] = (uint8_t)((i >> 2 & 7) * 255 / 7);
        fixed[i * 4 + 2] = (uint8_t)((i & 3) * 255 / 3), fixed[i * 4 + 3] = 255;
    }
    CHECK_RC(quantize_map(px, n, fixed, 256, idx), 0);
    unsigned naive = mean_error(px, n, fixed, idx);
    CHECK_EQ(quantize_palette(px, n, 256, pal), 256);
    CHECK_RC(quantize_map(px, n, pal, 256, idx), 0);
    unsigned ours = mean_error(px, n, pal, idx);
    printf("  gradient, 65536 colours: mean error %u.%02u (256 entries), fixed 3-3-2 palette %u.%02u\n",
           ours / 100, ours % 100, naive / 100, naive % 100);
    CHECK(ours * 2 < naive);
    CHECK(ours < 400); /* under 4 levels a channel */
    CHECK_EQ(quantize_palette(px, n, 16, pal), 16);
    CHECK_RC(quantize_map(px, n, pal, 16, idx), 0);
    unsigned sixteen = mean_error(px, n, pal, idx);
    printf("  the same in 16 entries: %u.%02u\n", sixteen / 100, sixteen % 100);
    CHECK(sixteen < 1400);
    free(px), free(idx);
    return NULL;
}

int main(void) {
    static const test_case cases[] = {T(exact_up_to_the_palette_size), T(exact_palette_in_rgba_order),
                                      T(median_cut_by_hand), T(order_independent), T(gradient_error_bounded)};
    return run_tests("quantize", cases, sizeof cases / sizeof cases[0]);
}
