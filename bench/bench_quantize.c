/* The rebuild's quantiser (examples/warp/formats/quantize.c) on a 256x256 image of 16,384
 * colours (a gradient with a ripple): time for palette + indices, next to mapping the
 * same pixels onto a fixed 3-3-2 palette in the same run, and the mean error of each.
 * Not a test: it prints numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench.h"
#include "formats/quantize.h"

/* Mean absolute error a channel. */
static double mean_error(const uint8_t *px, size_t n, const uint8_t *pal, const uint8_t *idx) {
    double e = 0;
    for (size_t i = 0; i < n * 4; i++) e += abs((int)px[i] - (int)pal[idx[i / 4] * 4 + i % 4]);
    return e / (double)(n * 4);
}

int main(void) {
    enum { SIDE = 256, N = SIDE * SIDE };
    static uint8_t px[N * 4], idx[N], pal[1024], fixed[1024];
    for (unsigned y = 0; y < SIDE; y++)
        for (unsigned x = 0; x < SIDE; x++) {
            uint8_t *p = px + (y * SIDE + x) * 4;
            p[0] = (uint8_t)x, p[1] = (uint8_t)(y & ~3u), p[2] = (uint8_t)((x + y) / 2 + (x * 7 + y) % 5);
            p[3] = 255;
        }
    for (unsigned i = 0; i < 256; i++)
        fixed[i * 4] = (uint8_t)((i >> 5) * 255 / 7), fixed[i * 4 + 1] = (uint8_t)((i >> 2 & 7) * 255 / 7),
        fixed[i * 4 + 2] = (uint8_t)((i & 3) * 255 / 3), fixed[i * 4 + 3] = 255;
    double t0 = now();
    if (quantize_map(px, N, fixed, 256, idx)) return 1;
    double t1 = now();
    double naive = mean_error(px, N, fixed, idx);
    double t2 = now();
    int used = quantize_palette(px, N, 256, pal);
    if (used < 0 || quantize_map(px, N, pal, (unsigned)used, idx)) return 1;
    double t3 = now();
    double ours = mean_error(px, N, pal, idx);
    printf("quantise 256x256 -> %d colours: %.1f ms, mean error %.2f a channel\n", used, (t3 - t2) * 1e3, ours);
    printf("fixed 3-3-2 palette (map only): %.1f ms, mean error %.2f; time x%.1f, error /%.1f\n", (t1 - t0) * 1e3,
           naive, (t3 - t2) / (t1 - t0), naive / ours);
    return 0;
}
