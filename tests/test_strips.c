/* The rebuild's own stripifier (examples/warp/rebuild/strips.c): every triangle drawn once
 * with its winding, the joins dropped as the game drops them (a repeated vertex), and the
 * strip about as long as the triangles need (a grid: one vertex a triangle and the joins). */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "rebuild/strips.h"

/* A w x h grid of quads, two triangles each, counter-clockwise: 3 indices a triangle. */
static uint32_t *grid(uint32_t w, uint32_t h, uint32_t *ni) {
    uint32_t *idx = malloc((size_t)w * h * 6 * sizeof *idx), n = 0;
    for (uint32_t y = 0; idx && y < h; y++)
        for (uint32_t x = 0; x < w; x++) {
            uint32_t a = y * (w + 1) + x, b = a + 1, c = a + w + 1, d = c + 1;
            idx[n++] = a, idx[n++] = b, idx[n++] = d;
            idx[n++] = a, idx[n++] = d, idx[n++] = c;
        }
    *ni = n;
    return idx;
}

/* Triangle (a, b, c) as its least turn, for comparing windings. */
static void turn_least(uint32_t *t) {
    while (t[0] > t[1] || t[0] > t[2]) {
        uint32_t x = t[0];
        t[0] = t[1], t[1] = t[2], t[2] = x;
    }
}

static int cmp3(const void *x, const void *y) { return memcmp(x, y, 12); }

/* The strip's triangles (even places a b c, odd b a c; a repeated vertex dropped) against
 * the input's, as sorted lists: 1 when the same. */
static int same_triangles(const uint32_t *s, size_t n, const uint32_t *idx, uint32_t ni) {
    uint32_t *got = malloc((n + 1) * 12), *want = malloc((size_t)ni * 4 + 4);
    size_t k = 0;
    for (size_t p = 0; p + 2 < n; p++) {
        uint32_t a = s[p], b = s[p + 1], c = s[p + 2];
        if (a == b || b == c || a == c) continue;
        uint32_t *t = got + 3 * k++;
        if (p & 1) t[0] = b, t[1] = a, t[2] = c; else t[0] = a, t[1] = b, t[2] = c;
        turn_least(t);
    }
    memcpy(want, idx, (size_t)ni * 4);
    for (uint32_t t = 0; t < ni / 3; t++) turn_least(want + 3 * t);
    qsort(got, k, 12, cmp3), qsort(want, ni / 3, 12, cmp3);
    int same = k == ni / 3 && !memcmp(got, want, (size_t)ni * 4);
    free(got), free(want);
    return same;
}

TEST(grid_strip) {
    uint32_t ni, pieces;
    uint32_t *idx = grid(12, 9, &ni);
    size_t n = 0;
    uint32_t *s = idx ? strips_build(idx, ni, &n, &pieces) : NULL;
    CHECK(s != NULL);
    int same = same_triangles(s, n, idx, ni);
    free(s), free(idx);
    CHECK(same);
    CHECK_EQ(ni / 3, 216);
    /* rows of 24 triangles: 26 vertices a row and 2 or 3 a join at most */
    CHECK(pieces >= 1 && pieces <= 9);
    CHECK(n <= 9 * 26 + 8 * 3);
    return NULL;
}

TEST(scattered_triangles) {
    /* triangles sharing no edge: one piece each, each drawn once */
    uint32_t idx[5 * 3], pieces;
    for (uint32_t k = 0; k < 15; k++) idx[k] = k;
    size_t n = 0;
    uint32_t *s = strips_build(idx, 15, &n, &pieces);
    CHECK(s != NULL);
    int same = same_triangles(s, n, idx, 15);
    free(s);
    CHECK(same);
    CHECK_EQ(pieces, 5);
    return NULL;
}

TEST(no_triangles) {
    uint32_t pieces = 7, idx[1] = {0};
    size_t n = 9;
    uint32_t *s = strips_build(idx, 0, &n, &pieces);
    CHECK(s != NULL);
    free(s);
    CHECK_EQ(n, 0);
    CHECK_EQ(pieces, 0);
    return NULL;
}

static const test_case tests[] = {T(grid_strip), T(scattered_triangles), T(no_triangles)};

int main(void) { return RUN_TESTS("strips", tests); }
