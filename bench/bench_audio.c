/* ADPCM throughput: a 10-second 44.1 kHz signal encoded once, then decoded again and
 * again (MB/s of PCM written, next to memcpy of the same output bytes in the same run),
 * also as a stereo interleaved layout, and the encoder's speed in seconds of audio per
 * second. Each timed result is checked against the first decode. Not a test. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

#define SAMPLES (44100 * 10 / 28 * 28)

static uint8_t adpcm[SAMPLES / 28 * 16];
static int16_t src[SAMPLES], out[SAMPLES], ref[SAMPLES];

static void fail(const char *what) {
    fprintf(stderr, "bench_audio: %s\n", what);
    exit(1);
}

int main(void) {
    uint32_t x = 1;
    for (size_t i = 0; i < SAMPLES; i++) { /* a wandering triangle plus noise */
        x = x * 1103515245u + 12345u;
        int32_t p = (int32_t)(i % 200);
        src[i] = (int16_t)((p < 100 ? p : 200 - p) * 200 - 10000 + (int32_t)(x >> 22) - 512);
    }
    warp_adpcm_state st;
    size_t n;
    double t0 = now();
    memset(&st, 0, sizeof st);
    if (warp_adpcm_encode(&st, src, SAMPLES, 0, adpcm, sizeof adpcm, &n) || n != sizeof adpcm) fail("encode");
    double enc = now() - t0;
    memset(&st, 0, sizeof st);
    if (warp_adpcm_decode(&st, adpcm, sizeof adpcm, 0, ref, SAMPLES, &n, NULL) || n != SAMPLES) fail("decode");
    double err = 0;
    for (size_t i = 0; i < SAMPLES; i++) err += abs(src[i] - ref[i]);

    double best[3] = {0, 0, 0};
    for (int which = 0; which < 3; which++)
        for (int round = 0; round < 5; round++) {
            int reps = 0;
            double t1;
            t0 = now();
            do {
                if (which == 0) {
                    memset(&st, 0, sizeof st);
                    warp_adpcm_decode(&st, adpcm, sizeof adpcm, 0, out, SAMPLES, &n, NULL);
                } else if (which == 1) { /* the same bytes as 2 channels, one block */
                    warp_adpcm_layout l = {.channels = 2, .interleave = sizeof adpcm / 2, .blocks = 1};
                    warp_adpcm_state s2[2];
                    memset(s2, 0, sizeof s2);
                    if (warp_adpcm_decode_block(&l, s2, 0, adpcm, sizeof adpcm, out, SAMPLES, &n)) fail("block");
                } else {
                    memcpy(out, ref, sizeof out);
                }
                reps++;
                t1 = now();
            } while (t1 - t0 < 0.1);
            double mbps = (double)sizeof out * reps / (t1 - t0) / 1e6;
            if (mbps > best[which]) best[which] = mbps;
            if (which != 1 && memcmp(out, ref, sizeof out)) fail("result differs from the first decode");
        }
    printf("ADPCM decode  %8.0f MB/s of PCM  (%.2f x memcpy %.0f MB/s)\n", best[0], best[0] / best[2], best[2]);
    printf("stereo blocks %8.0f MB/s of PCM  (%.2f x memcpy)\n", best[1], best[1] / best[2]);
    printf("encode        %8.1f s of 44.1 kHz audio per second; mean error %.1f\n", 10.0 / enc, err / SAMPLES);
    return 0;
}
