/* Texture decoding throughput: large PSMT8 and PSMT4 textures decoded to RGBA8 again
 * and again, in MB/s of RGBA written, next to memcpy of the same output bytes in the
 * same run. Not a test: it prints numbers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

typedef struct bench_tex {
    warp_texture_desc d;
    uint8_t *idx, pal[1024];
} bench_tex;

static int fill(warp_writer *w, void *user) { return warp_write_texture_native(w, &((bench_tex *)user)->d); }

static unsigned char *encode(bench_tex *b, size_t *len) {
    warp_writer *w = aligned_alloc(WARP_ALIGN, (warp_writer_sizeof() + WARP_ALIGN - 1) & ~(size_t)(WARP_ALIGN - 1));
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    fill(w, b);
    *len = warp_writer_size(w);
    unsigned char *buf = malloc(*len);
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, *len);
    int rc = fill(w, b);
    if (rc || warp_writer_status(w)) {
        fprintf(stderr, "bench: encode failed: %s / %s\n", warp_strerror(rc), warp_strerror(warp_writer_status(w)));
        exit(1);
    }
    free(w);
    return buf;
}

/* MB/s of one timed round (long enough to measure) of decode (which 0) or memcpy. */
static double rate(int which, const warp_texture *t, uint8_t *dst, const uint8_t *src, size_t n) {
    int reps = 0;
    double t0 = now(), t1;
    do {
        if (which == 0)
            warp_texture_decode_rgba(t, 0, dst, n, 0, NULL);
        else
            memcpy(dst, src, n);
        reps++;
        t1 = now();
    } while (t1 - t0 < 0.05);
    return (double)n * reps / (t1 - t0) / 1e6;
}

int main(void) {
    static const struct {
        uint32_t psm, w, h;
        const char *label;
    } cases[] = {{WARP_PSM_T8, 512, 512, "PSMT8 512x512"}, {WARP_PSM_T4, 512, 512, "PSMT4 512x512"},
                 {WARP_PSM_T8, 1024, 256, "PSMT8 1024x256"}, {WARP_PSM_T4, 256, 256, "PSMT4 256x256"}};
    printf("%-16s %12s %12s %8s\n", "texture", "decode MB/s", "memcpy MB/s", "ratio");
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        bench_tex b;
        memset(&b, 0, sizeof b);
        size_t texels = (size_t)cases[c].w * cases[c].h, n = texels * 4;
        b.idx = malloc(texels);
        for (size_t i = 0; i < texels; i++) b.idx[i] = (uint8_t)((uint32_t)(i * 2654435761u) >> (cases[c].psm == WARP_PSM_T4 ? 28 : 24));
        for (size_t i = 0; i < sizeof b.pal; i++) b.pal[i] = (uint8_t)(i * 7);
        b.d = (warp_texture_desc){.name = "bench", .width = cases[c].w, .height = cases[c].h, .psm = cases[c].psm,
                                  .levels = 1, .palette = b.pal};
        b.d.indices[0] = b.idx;
        size_t len;
        unsigned char *buf = encode(&b, &len);
        warp_texture *t = aligned_alloc(WARP_ALIGN, (warp_texture_sizeof() + WARP_ALIGN - 1) & ~(size_t)(WARP_ALIGN - 1));
        if (warp_texture_init(t, warp_texture_sizeof(), WARP_ABI_VERSION, buf, len, NULL)) {
            fprintf(stderr, "bench: init failed\n");
            return 1;
        }
        uint8_t *dst = malloc(n), *src = malloc(n);
        memset(src, 0x5A, n);
        memset(dst, 0, n);
        double dec = 0, cpy = 0; /* best of rounds taken in turn, so both see the same machine */
        for (int round = 0; round < 7; round++) {
            double d = rate(0, t, dst, src, n), m = rate(1, t, dst, src, n);
            dec = d > dec ? d : dec;
            cpy = m > cpy ? m : cpy;
        }
        printf("%-16s %12.0f %12.0f %8.2f\n", cases[c].label, dec, cpy, dec / cpy);
        free(dst);
        free(src);
        free(t);
        free(buf);
        free(b.idx);
    }
    return 0;
}
