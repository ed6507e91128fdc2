/* audio module: the ADPCM formula on hand-made frames (values worked out by hand from
 * FACTS.md 7), a plain reference decoder on random frames, the encoder's round trip
 * within the codec's bound, interleaved layouts, and the sound tables with hostile
 * sizes and their error codes. */
#include <math.h>
#include <stdint.h>

#include "check.h"

/* A frame: header byte, flags, then 28 nibbles (low nibble first). */
static void make_frame(uint8_t f[16], unsigned predictor, unsigned shift, unsigned flags, const int *nib) {
    f[0] = (uint8_t)(predictor << 4 | shift);
    f[1] = (uint8_t)flags;
    for (int i = 0; i < 14; i++) f[2 + i] = (uint8_t)((nib[2 * i] & 15) | (nib[2 * i + 1] & 15) << 4);
}

static const int zeros[28];

TEST(formula_every_predictor) {
    /* s1 = 8192, s2 = 4096, nibble 0: prediction = floor((8192 f0 + 4096 f1 + 32) / 64) */
    static const int want[16] = {0, 7680, 11392, 9024, 11776, 11776, 11776, 11776,
                                 11776, 11776, 11776, 11776, 11776, 11776, 11776, 11776};
    for (unsigned p = 0; p < 16; p++) {
        warp_adpcm_state st = {.s1 = 8192, .s2 = 4096};
        uint8_t f[16];
        int16_t out[28];
        make_frame(f, p, 12, 0, zeros);
        CHECK_RC(warp_adpcm_decode_frame(&st, f, out), 0);
        CHECK_EQ(out[0], want[p]);
    }
    /* predictor 2 second sample: (11392*115 - 8192*52 + 32) >> 6 = (1310080 - 425984 + 32) / 64 = 13814.5 */
    warp_adpcm_state st = {.s1 = 8192, .s2 = 4096};
    uint8_t f[16];
    int16_t out[28];
    make_frame(f, 2, 12, 0, zeros);
    warp_adpcm_decode_frame(&st, f, out);
    CHECK_EQ(out[1], 13814);
    CHECK_EQ(st.s1, out[27]);
    CHECK_EQ(st.s2, out[26]);
    /* negative prediction rounds down: s1 = -1, predictor 1: (-60 + 32) >> 6 = -1 (truncation gives 0) */
    warp_adpcm_state neg = {.s1 = -1, .s2 = 0};
    make_frame(f, 1, 12, 0, zeros);
    warp_adpcm_decode_frame(&neg, f, out);
    CHECK_EQ(out[0], -1);
    return NULL;
}

TEST(formula_every_shift_and_quirks) {
    /* predictor 0, nibbles 1, -1, 7, -8: (nibble << 12) >> shift, shifts 13-15 act as 9 */
    int nib[28] = {1, -1, 7, -8};
    for (unsigned s = 0; s < 16; s++) {
        unsigned e = s > 12 ? 9 : s;
        warp_adpcm_state st = {0};
        uint8_t f[16];
        int16_t out[28];
        make_frame(f, 0, s, 0, nib);
        warp_adpcm_decode_frame(&st, f, out);
        CHECK_EQ(out[0], 4096 >> e);
        CHECK_EQ(out[1], -(int)((4096 + (1 << e) - 1) >> e)); /* floor(-4096 / 2^e) */
        CHECK_EQ(out[2], (7 * 4096) >> e);
        CHECK_EQ(out[3], -(32768 >> e));
        CHECK_EQ(out[4], 0);
    }
    /* spelled out: shift 12 gives the nibble itself, 13 gives 8 */
    warp_adpcm_state st = {0};
    uint8_t f[16];
    int16_t out[28];
    make_frame(f, 0, 13, 0, nib);
    warp_adpcm_decode_frame(&st, f, out);
    CHECK_EQ(out[0], 8);
    CHECK_EQ(out[1], -8);
    CHECK_EQ(out[2], 56);
    CHECK_EQ(out[3], -64);
    /* low nibble first: byte 0x21 holds samples 1 then 2 */
    uint8_t raw[16] = {0x0C, 0, 0x21};
    warp_adpcm_decode_frame(&st, raw, out);
    CHECK_EQ(out[0], 1);
    CHECK_EQ(out[1], 2);
    return NULL;
}

TEST(formula_clamping) {
    int nib[28] = {7, 0};
    warp_adpcm_state st = {.s1 = 32000, .s2 = 0};
    uint8_t f[16];
    int16_t out[28];
    make_frame(f, 1, 0, 0, nib); /* 28672 + floor((32000*60 + 32) / 64) = 28672 + 30000 */
    warp_adpcm_decode_frame(&st, f, out);
    CHECK_EQ(out[0], 32767);
    CHECK_EQ(out[1], 30719); /* the clamped value is the history: (32767*60 + 32) >> 6 */
    int low[28] = {-8};
    warp_adpcm_state lo = {.s1 = -32768, .s2 = 0};
    make_frame(f, 1, 0, 0, low); /* -32768 + floor((-1966080 + 32) / 64) = -32768 - 30720 */
    warp_adpcm_decode_frame(&lo, f, out);
    CHECK_EQ(out[0], -32768);
    CHECK_EQ(out[1], -30720);
    return NULL;
}

/* A plain reference from the formula with floating-point floor, no shared code. */
static void ref_decode(int32_t *s1, int32_t *s2, const uint8_t *f, int32_t *out) {
    static const double k[5][2] = {{0, 0}, {60, 0}, {115, -52}, {98, -55}, {122, -60}};
    int shift = f[0] & 15, pr = f[0] >> 4;
    if (shift > 12) shift = 9;
    if (pr > 4) pr = 4;
    for (int i = 0; i < 28; i++) {
        int n = (f[2 + i / 2] >> (i % 2 * 4)) & 15;
        if (n >= 8) n -= 16;
        double v = floor(n * 4096.0 / pow(2, shift)) + floor((*s1 * k[pr][0] + *s2 * k[pr][1] + 32) / 64.0);
        int32_t s = v > 32767 ? 32767 : v < -32768 ? -32768 : (int32_t)v;
        out[i] = s;
        *s2 = *s1;
        *s1 = s;
    }
}

static uint32_t rng_state = 12345;
static uint32_t rnd(void) {
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

TEST(random_frames_match_reference) {
    warp_adpcm_state st = {0};
    int32_t r1 = 0, r2 = 0;
    for (int k = 0; k < 20000; k++) {
        uint8_t f[16];
        for (int i = 0; i < 16; i++) f[i] = (uint8_t)rnd();
        int16_t out[28];
        int32_t ref[28];
        CHECK_RC(warp_adpcm_decode_frame(&st, f, out), f[1]);
        ref_decode(&r1, &r2, f, ref);
        for (int i = 0; i < 28; i++)
            if (out[i] != ref[i]) FAILF("frame %d sample %d: %d, reference %d", k, i, out[i], (int)ref[i]);
    }
    return NULL;
}

TEST(stream_end_flag_and_sizes) {
    uint8_t buf[16 * 4 + 5];
    int nib[28] = {3};
    make_frame(buf, 0, 12, 0, nib);
    make_frame(buf + 16, 0, 12, WARP_ADPCM_FLAG_END, nib);
    make_frame(buf + 32, 0, 12, 7, zeros); /* the silent frame after a bank sample's end */
    make_frame(buf + 48, 0, 12, 0, nib);
    memset(buf + 64, 0x77, 5); /* a partial frame: never used */
    warp_adpcm_state st = {0};
    size_t n = 0, used = 99;
    /* WARP_OK, never WARP_END (warp.h: no function returns it); the end shows in used */
    CHECK_RC(warp_adpcm_decode(&st, buf, sizeof buf, WARP_ADPCM_STOP_AT_END, NULL, 0, &n, &used), WARP_OK);
    CHECK_EQ(n, 56);
    CHECK_EQ(used, 32);
    CHECK(buf[used - 15] & WARP_ADPCM_FLAG_END);
    int16_t out[112];
    CHECK_RC(warp_adpcm_decode(&st, buf, sizeof buf, WARP_ADPCM_STOP_AT_END, out, 55, &n, &used), WARP_E_DST_SMALL);
    CHECK_EQ(n, 56);
    CHECK_EQ(used, 0);
    CHECK_EQ(st.s1, 0); /* untouched */
    CHECK_RC(warp_adpcm_decode(&st, buf, sizeof buf, WARP_ADPCM_STOP_AT_END, out, 112, &n, &used), WARP_OK);
    CHECK_EQ(n, 56);
    CHECK_EQ(used, 32);
    CHECK_EQ(out[0], 3);
    CHECK_EQ(out[28], 3);
    CHECK_EQ(out[29], 0);
    /* without the option: every whole frame */
    memset(&st, 0, sizeof st);
    CHECK_RC(warp_adpcm_decode(&st, buf, sizeof buf, 0, out, 112, &n, &used), WARP_OK);
    CHECK_EQ(n, 112);
    CHECK_EQ(used, 64);
    /* streaming: two calls of one frame give what one call of two frames gives */
    warp_adpcm_state a = {0}, b = {0};
    int16_t one[56], two[56];
    int wave[28];
    for (int i = 0; i < 28; i++) wave[i] = (i % 16) - 8;
    make_frame(buf, 3, 4, 0, wave);
    make_frame(buf + 16, 4, 2, 0, wave);
    warp_adpcm_decode(&a, buf, 32, 0, one, 56, &n, NULL);
    warp_adpcm_decode(&b, buf, 16, 0, two, 28, &n, NULL);
    warp_adpcm_decode(&b, buf + 16, 16, 0, two + 28, 28, &n, NULL);
    CHECK(!memcmp(one, two, sizeof one));
    CHECK_RC(warp_adpcm_decode(NULL, buf, 16, 0, NULL, 0, &n, NULL), WARP_E_ARG);
    CHECK_RC(warp_adpcm_decode(&a, buf, 16, 0, NULL, 0, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_adpcm_decode(&a, buf, 16, 8, NULL, 0, &n, NULL), WARP_E_ARG);
    CHECK_RC(warp_adpcm_decode_frame(&a, NULL, one), WARP_E_ARG);
    warp_adpcm_state r = {.reserved = {0, 1}};
    CHECK_RC(warp_adpcm_decode_frame(&r, buf, one), WARP_E_ARG);
    CHECK_RC(warp_adpcm_decode(&r, buf, 16, 0, NULL, 0, &n, NULL), WARP_E_ARG);
    CHECK_RC(warp_adpcm_encode(&r, one, 28, 0, NULL, 0, &n), WARP_E_ARG);
    warp_adpcm_state pair[2] = {{0}, {.reserved = {1, 0}}};
    warp_adpcm_layout l = {.channels = 2, .interleave = 16, .blocks = 1};
    CHECK_RC(warp_adpcm_decode_block(&l, pair, 0, buf, 32, one, 56, &n), WARP_E_ARG);
    return NULL;
}

/* Encode then decode; checks each frame's squared error against the bound that
 * predictor 0 with the finest shift that holds the frame guarantees (the encoder's
 * choice can only be better): 28 * (step / 2)^2, step = 2^(12 - shift), or at shift 0
 * the distance of a peak above 28672 when that is larger. */
static const char *round_trip(const int16_t *pcm, size_t count, double *worst) {
    size_t bytes = 0;
    warp_adpcm_state st = {0};
    CHECK_RC(warp_adpcm_encode(&st, pcm, count, WARP_ADPCM_FLAG_END, NULL, 0, &bytes), WARP_OK);
    CHECK_EQ(bytes, (count + 27) / 28 * 16);
    uint8_t *adpcm = malloc(bytes);
    CHECK_RC(warp_adpcm_encode(&st, pcm, count, WARP_ADPCM_FLAG_END, adpcm, bytes - 1, &bytes), WARP_E_DST_SMALL);
    memset(&st, 0, sizeof st);
    CHECK_RC(warp_adpcm_encode(&st, pcm, count, WARP_ADPCM_FLAG_END, adpcm, bytes, &bytes), WARP_OK);
    warp_adpcm_state enc_end = st;
    size_t n = 0;
    int16_t *out = malloc(bytes / 16 * 28 * sizeof *out);
    memset(&st, 0, sizeof st);
    CHECK_RC(warp_adpcm_decode(&st, adpcm, bytes, WARP_ADPCM_STOP_AT_END, out, bytes / 16 * 28, &n, NULL), WARP_OK);
    CHECK_EQ(n, bytes / 16 * 28);
    CHECK_EQ(st.s1, enc_end.s1); /* the encoder kept a decoder's history */
    CHECK_EQ(st.s2, enc_end.s2);
    for (size_t f = 0; f * 28 < count; f++) {
        CHECK_EQ(adpcm[f * 16 + 1], f * 28 + 28 >= count ? 1 : 0);
        int peak = 0;
        double sse = 0;
        for (size_t i = f * 28; i < f * 28 + 28; i++) {
            int x = i < count ? pcm[i] : 0;
            peak = abs(x) > peak ? abs(x) : peak;
            sse += (double)(x - out[i]) * (x - out[i]);
        }
        int shift = 12;
        while (shift > 0 && peak > 7 * (4096 >> shift)) shift--;
        double step = 4096 >> shift, e = step / 2;
        if (peak - 28672 > e) e = peak - 28672; /* above 7 * 4096 at shift 0: the top nibble's distance */
        double bound = 28 * e * e;
        if (sse > bound) FAILF("frame %zu: squared error %.0f over the bound %.0f", f, sse, bound);
        if (worst && sse / 28 > *worst) *worst = sse / 28;
    }
    free(out);
    free(adpcm);
    return NULL;
}

TEST(encoder_round_trip) {
    int16_t pcm[28 * 40 + 11];
    size_t n = sizeof pcm / sizeof pcm[0];
    /* small values are exact (predictor 0, shift 12) */
    for (size_t i = 0; i < n; i++) pcm[i] = (int16_t)((int)(i % 16) - 8);
    const char *msg = round_trip(pcm, n, NULL);
    if (msg) return msg;
    {
        warp_adpcm_state st = {0};
        uint8_t a[16 * 41];
        int16_t back[28 * 41];
        size_t w, got;
        warp_adpcm_encode(&st, pcm, n, 0, a, sizeof a, &w);
        memset(&st, 0, sizeof st);
        warp_adpcm_decode(&st, a, w, 0, back, 28 * 41, &got, NULL);
        CHECK(!memcmp(back, pcm, n * sizeof pcm[0]));
    }
    /* a loud sine, a chirp at full scale, noise and a square wave stay within the bound */
    double worst = 0;
    for (size_t i = 0; i < n; i++) pcm[i] = (int16_t)(12000 * sin(i * 0.05));
    if ((msg = round_trip(pcm, n, &worst))) return msg;
    CHECK(worst < 4096); /* a smooth signal: mean squared error below a 64-step */
    for (size_t i = 0; i < n; i++) pcm[i] = (int16_t)(32767 * sin(i * i * 0.0005));
    if ((msg = round_trip(pcm, n, NULL))) return msg;
    for (size_t i = 0; i < n; i++) pcm[i] = (int16_t)(rnd() & 0xFFFF);
    if ((msg = round_trip(pcm, n, NULL))) return msg;
    for (size_t i = 0; i < n; i++) pcm[i] = (i / 20) % 2 ? 32767 : -32768;
    if ((msg = round_trip(pcm, n, NULL))) return msg;
    size_t w;
    warp_adpcm_state st = {0};
    CHECK_RC(warp_adpcm_encode(&st, pcm, 0, 1, NULL, 0, &w), WARP_E_ARG);
    CHECK_RC(warp_adpcm_encode(&st, pcm, 1, 256, NULL, 0, &w), WARP_E_ARG);
    CHECK_RC(warp_adpcm_encode(&st, NULL, 1, 1, NULL, 0, &w), WARP_E_ARG);
    return NULL;
}

TEST(interleaved_blocks) {
    /* 2 channels, interleave 32 (2 frames), 3 blocks; last_block 16: one frame of each
     * channel, each at its own interleave offset of the full-size last block (FACTS.md 7) */
    warp_adpcm_layout l = {.channels = 2, .interleave = 32, .blocks = 3, .last_block = 16};
    uint64_t stored, per;
    CHECK_RC(warp_adpcm_layout_check(&l, &stored, &per), WARP_OK);
    CHECK_EQ(stored, 192);
    CHECK_EQ(per, 80);
    uint8_t data[192];
    memset(data, 0x77, sizeof data); /* the last block's padding: decoding it would show */
    int nib[28];
    /* frame k of block b, channel c holds the value 4c + 2b + k - 8 */
    for (int b = 0; b < 3; b++)
        for (int c = 0; c < 2; c++)
            for (int k = 0; k < 2; k++) {
                if (b == 2 && k == 1) continue; /* the last block holds one useful frame per channel */
                for (int i = 0; i < 28; i++) nib[i] = 4 * c + 2 * b + k - 8;
                make_frame(data + (size_t)b * 64 + (size_t)c * 32 + (size_t)k * 16, 0, 12, 0, nib);
            }
    warp_adpcm_state st[2] = {{0}};
    int16_t out[2 * 56];
    size_t frames;
    CHECK_RC(warp_adpcm_decode_block(&l, st, 0, data, 64, NULL, 0, &frames), WARP_OK);
    CHECK_EQ(frames, 56);
    CHECK_RC(warp_adpcm_decode_block(&l, st, 0, data, 64, out, 111, &frames), WARP_E_DST_SMALL);
    CHECK_RC(warp_adpcm_decode_block(&l, st, 0, data, 63, out, 112, &frames), WARP_E_TRUNCATED);
    CHECK_RC(warp_adpcm_decode_block(&l, st, 0, data, 64, out, 112, &frames), WARP_OK);
    CHECK_EQ(out[0], -8);  /* channel 0, frame 0 */
    CHECK_EQ(out[1], -4);  /* channel 1, frame 0 */
    CHECK_EQ(out[56], -7); /* channel 0, frame 1 */
    CHECK_EQ(out[57], -3);
    /* the last block: channel 1's frame at +32, not at +16 (the even split read channel 0's padding) */
    CHECK_RC(warp_adpcm_decode_block(&l, st, 2, data + 128, 47, out, 112, &frames), WARP_E_TRUNCATED);
    CHECK_RC(warp_adpcm_decode_block(&l, st, 2, data + 128, 48, out, 112, &frames), WARP_OK);
    CHECK_EQ(frames, 28);
    CHECK_EQ(out[0], -4);
    CHECK_EQ(out[1], 0);
    CHECK_EQ(out[54], -4);
    CHECK_EQ(out[55], 0);
    CHECK_RC(warp_adpcm_decode_block(&l, st, 3, data, 192, out, 112, &frames), WARP_E_RANGE);
    /* the second source's case: 2 blocks of 32 bytes a channel, last_block 16: 56 + 28 samples */
    warp_adpcm_layout two = {.channels = 2, .interleave = 32, .blocks = 2, .last_block = 16};
    CHECK_RC(warp_adpcm_layout_check(&two, &stored, &per), WARP_OK);
    CHECK_EQ(stored, 128);
    CHECK_EQ(per / 16 * 28, 84);
    /* last_block 0, or over the interleave: the whole last block */
    two.last_block = 0;
    CHECK_RC(warp_adpcm_layout_check(&two, NULL, &per), WARP_OK);
    CHECK_EQ(per, 64);
    two.last_block = 65;
    CHECK_RC(warp_adpcm_layout_check(&two, NULL, &per), WARP_OK);
    CHECK_EQ(per, 64);
    warp_adpcm_layout bad = l;
    bad.interleave = 24;
    CHECK_RC(warp_adpcm_layout_check(&bad, NULL, NULL), WARP_E_CORRUPT);
    bad = l, bad.blocks = 0;
    CHECK_RC(warp_adpcm_layout_check(&bad, NULL, NULL), WARP_E_CORRUPT);
    bad = l, bad.channels = 0;
    CHECK_RC(warp_adpcm_decode_block(&bad, st, 0, data, 64, out, 112, &frames), WARP_E_CORRUPT);
    bad = l, bad.channels = 9;
    CHECK_RC(warp_adpcm_layout_check(&bad, NULL, NULL), WARP_E_UNSUPPORTED);
    bad = l, bad.reserved[0] = 1;
    CHECK_RC(warp_adpcm_layout_check(&bad, NULL, NULL), WARP_E_ARG);
    bad = l, bad.channels = 8, bad.interleave = 0xFFFFFFF0u, bad.blocks = 0xFFFFFFFFu, bad.last_block = 0;
    CHECK_RC(warp_adpcm_layout_check(&bad, &stored, &per), WARP_E_LIMIT);
    return NULL;
}

/* ---- tables ---- */
static void put32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

typedef struct collect {
    int n, stop_at;
    uint32_t a[8], b[8], c[8];
} collect;

static int on_sound(void *u, const warp_sound_info *s) {
    collect *c = u;
    if (c->n < 8) c->a[c->n] = s->hash, c->b[c->n] = s->rate, c->c[c->n] = s->size;
    return ++c->n == c->stop_at;
}

TEST(sound_list) {
    uint8_t chunk[48] = {0};
    put32(chunk, 2);
    put32(chunk + 4, 0x1000), put32(chunk + 8, 0x800), put32(chunk + 12, 0xAABBCCDD);
    chunk[16] = 10, chunk[17] = 90, chunk[18] = 36, chunk[19] = 7;
    put32(chunk + 20, 64), put32(chunk + 24, 0), put32(chunk + 28, 0xAABBCCDE);
    chunk[34] = 73; /* past the rate table */
    collect c = {0};
    CHECK_RC(warp_sound_list_foreach(chunk, sizeof chunk, NULL, on_sound, &c), WARP_OK);
    CHECK_EQ(c.n, 2);
    CHECK_EQ(c.a[0], 0xAABBCCDD);
    CHECK_EQ(c.b[0], 22500);
    CHECK_EQ(c.c[0], 0x1000);
    CHECK_EQ(c.b[1], 0);
    CHECK_EQ(warp_sound_rate(11), 8000);
    CHECK_EQ(warp_sound_rate(17), 11025);
    CHECK_EQ(warp_sound_rate(25), 16000);
    CHECK_EQ(warp_sound_rate(34), 22050);
    CHECK_EQ(warp_sound_rate(65), 44100);
    CHECK_EQ(warp_sound_rate(71), 48000);
    CHECK_EQ(warp_sound_rate(72), 9999);
    collect s = {.stop_at = 1};
    CHECK_RC(warp_sound_list_foreach(chunk, sizeof chunk, NULL, on_sound, &s), WARP_STOPPED);
    CHECK_RC(warp_sound_list_foreach(chunk, 35, NULL, on_sound, &c), WARP_E_TRUNCATED);
    CHECK_RC(warp_sound_list_foreach(chunk, 3, NULL, on_sound, &c), WARP_E_TRUNCATED);
    CHECK_RC(warp_sound_list_foreach(chunk, sizeof chunk, NULL, NULL, &c), WARP_E_ARG);
    put32(chunk, 0xFFFFFFFFu);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 0xFFFFFFFFu;
    CHECK_RC(warp_sound_list_foreach(chunk, sizeof chunk, &lim, on_sound, &c), WARP_E_TRUNCATED);
    CHECK_RC(warp_sound_list_foreach(chunk, sizeof chunk, NULL, on_sound, &c), WARP_E_LIMIT);
    return NULL;
}

/* Find by hash agrees with a linear walk, repeated hashes included. */
TEST(sound_list_find) {
    enum { N = 40 };
    uint8_t chunk[4 + 16 * N] = {0};
    uint32_t hashes[N];
    put32(chunk, N);
    for (uint32_t i = 0; i < N; i++) {
        hashes[i] = 100 + 10 * (i / 3 + (i > 30 ? 5 : 0)); /* runs of three repeats, a gap */
        uint8_t *r = chunk + 4 + 16 * i;
        put32(r, 1000 + i), put32(r + 4, 2000 + i), put32(r + 8, hashes[i]);
        r[14] = (uint8_t)(i % 73);
    }
    put32(chunk + 4 + 16 * (N - 1) + 8, 0xFFFFFFFFu), hashes[N - 1] = 0xFFFFFFFFu; /* the largest hash */
    for (uint32_t h = 0; h < 600; h++) {
        uint32_t want = h == 599 ? 0xFFFFFFFFu : h, first = N, count = 0;
        for (uint32_t i = 0; i < N; i++)
            if (hashes[i] == want) first = first == N ? i : first, count++;
        warp_sound_info s = {0};
        uint32_t m = 99;
        if (!count) {
            CHECK_RC(warp_sound_list_find(chunk, sizeof chunk, NULL, want, &s, &m), WARP_E_NOT_FOUND);
            CHECK_EQ(m, 99);
            continue;
        }
        CHECK_RC(warp_sound_list_find(chunk, sizeof chunk, NULL, want, &s, &m), WARP_OK);
        CHECK_EQ(s.index, first);
        CHECK_EQ(m, count);
        CHECK_EQ(s.hash, want);
        CHECK_EQ(s.size, 1000 + first);
        CHECK_EQ(s.offset, 2000 + first);
        CHECK_EQ(s.rate, warp_sound_rate(first % 73));
        warp_sound_info g;
        CHECK_RC(warp_sound_list_get(chunk, sizeof chunk, NULL, first + count - 1, &g), WARP_OK);
        CHECK_EQ(g.hash, want);
        CHECK_EQ(g.size, 1000 + first + count - 1);
        CHECK_RC(warp_sound_list_find(chunk, sizeof chunk, NULL, want, &s, NULL), WARP_OK);
    }
    warp_sound_info s;
    CHECK_RC(warp_sound_list_get(chunk, sizeof chunk, NULL, N, &s), WARP_E_RANGE);
    CHECK_RC(warp_sound_list_get(chunk, sizeof chunk, NULL, 0, NULL), WARP_E_ARG);
    CHECK_RC(warp_sound_list_find(NULL, sizeof chunk, NULL, 100, &s, NULL), WARP_E_ARG);
    CHECK_RC(warp_sound_list_find(chunk, sizeof chunk - 1, NULL, 100, &s, NULL), WARP_E_TRUNCATED);
    CHECK_RC(warp_sound_list_get(chunk, sizeof chunk - 1, NULL, 0, &s), WARP_E_TRUNCATED);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = N - 1;
    CHECK_RC(warp_sound_list_find(chunk, sizeof chunk, &lim, 100, &s, NULL), WARP_E_LIMIT);
    put32(chunk, 0); /* an empty list */
    CHECK_RC(warp_sound_list_find(chunk, 4, NULL, 100, &s, NULL), WARP_E_NOT_FOUND);
    return NULL;
}

static int on_class(void *u, const warp_sound_class_info *s) {
    collect *c = u;
    if (c->n < 8) c->a[c->n] = s->near_m, c->b[c->n] = s->flags, c->c[c->n] = s->channels;
    return ++c->n == c->stop_at;
}

TEST(sound_classes) {
    uint8_t chunk[16] = {5, 20, 0x05, 3, 1, 9, 8, 0x04, 1, 2, 0, 0, 0, 0, 0, 0};
    collect c = {0};
    CHECK_RC(warp_sound_class_foreach(chunk, sizeof chunk, NULL, on_class, &c), WARP_OK);
    CHECK_EQ(c.n, 2); /* the third record has 0 channels: padding */
    CHECK_EQ(c.a[1], 9);
    CHECK_EQ(c.b[0], WARP_SOUND_CLASS_LOOP | WARP_SOUND_CLASS_STREAMED);
    CHECK_EQ(c.c[1], 2);
    collect d = {0};
    CHECK_RC(warp_sound_class_foreach(chunk, 9, NULL, on_class, &d), WARP_OK);
    CHECK_EQ(d.n, 1); /* a partial record is not one */
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1;
    CHECK_RC(warp_sound_class_foreach(chunk, sizeof chunk, &lim, on_class, &d), WARP_E_LIMIT);
    return NULL;
}

static int on_stereo(void *u, const warp_stereo_info *s) {
    collect *c = u;
    if (c->n < 8) c->a[c->n] = s->hash, c->b[c->n] = s->layout.interleave, c->c[c->n] = s->layout.blocks;
    if (s->layout.channels != 2 || s->layout.last_block != 0x1230) return 1;
    return ++c->n == c->stop_at;
}

TEST(stereo_table) {
    uint8_t chunk[48] = {0};
    put32(chunk, 2);
    for (int i = 0; i < 2; i++) {
        put32(chunk + 16 + 16 * i, 0x100u + (uint32_t)i), put32(chunk + 20 + 16 * i, 0x8000);
        put32(chunk + 24 + 16 * i, 0x1230), put32(chunk + 28 + 16 * i, 7u + (uint32_t)i);
    }
    collect c = {0};
    CHECK_RC(warp_stereo_foreach(chunk, sizeof chunk, NULL, on_stereo, &c), WARP_OK);
    CHECK_EQ(c.n, 2);
    CHECK_EQ(c.a[1], 0x101);
    CHECK_EQ(c.b[0], 0x8000);
    CHECK_EQ(c.c[1], 8);
    CHECK_RC(warp_stereo_foreach(chunk, 47, NULL, on_stereo, &c), WARP_E_TRUNCATED);
    CHECK_RC(warp_stereo_foreach(chunk, 15, NULL, on_stereo, &c), WARP_E_TRUNCATED);
    return NULL;
}

static int on_music(void *u, const warp_music_info *m) {
    collect *c = u;
    if (strcmp(m->name, c->n ? "music/x" : "music/title_theme_loop_and_a_very_long_name_that_fills_64_bytes_"))
        return 1;
    if (c->n < 8) c->a[c->n] = m->rate, c->b[c->n] = m->layout.interleave, c->c[c->n] = m->layout.last_block;
    if (m->volume != 1.0f || m->layout.channels != 2 || m->unknown_08 != 64 || m->offset != 0x800u * (c->n + 1u))
        return 1;
    return ++c->n == c->stop_at;
}

TEST(music_list) {
    uint8_t chunk[4 + 2 * 104 + 12] = {0};
    put32(chunk, 2);
    for (int i = 0; i < 2; i++) {
        uint8_t *r = chunk + 4 + 104 * i;
        put32(r, 0x3F800000u), put32(r + 4, i ? 44100 : 30000), put32(r + 8, 64), put32(r + 12, 32);
        put32(r + 0x10, 0x800u * (uint32_t)(i + 1)), put32(r + 0x14, 2), put32(r + 0x18, 0x6D80);
        put32(r + 0x1C, 10), put32(r + 0x20, 0x400u * (uint32_t)i), put32(r + 0x24, 0xCAFEu);
    }
    memcpy(chunk + 4 + 0x28, "music/title_theme_loop_and_a_very_long_name_that_fills_64_bytes_", 64); /* no NUL */
    memcpy(chunk + 108 + 0x28, "music/x", 7);
    collect c = {0};
    CHECK_RC(warp_music_foreach(chunk, sizeof chunk, NULL, on_music, &c), WARP_OK);
    CHECK_EQ(c.n, 2);
    CHECK_EQ(c.a[1], 44100);
    CHECK_EQ(c.b[0], 0x6D80);
    CHECK_EQ(c.c[1], 0x400);
    CHECK_RC(warp_music_foreach(chunk, 4 + 2 * 104 - 1, NULL, on_music, &c), WARP_E_TRUNCATED);
    return NULL;
}

static int on_bank(void *u, const warp_bank_sound_info *b) {
    collect *c = u;
    if (c->n < 8) c->a[c->n] = b->hash, c->b[c->n] = b->offset, c->c[c->n] = b->span;
    return ++c->n == c->stop_at;
}

TEST(bank_index_and_hostile_indexes) {
    uint8_t msd[32] = {0};
    put32(msd, 0x11), put32(msd + 4, 0);
    put32(msd + 8, 0x22), put32(msd + 12, 0x40);
    put32(msd + 16, 0x33), put32(msd + 20, 0x40); /* an empty span is allowed */
    collect c = {0};
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x100, NULL, on_bank, &c), WARP_OK);
    CHECK_EQ(c.n, 3);
    CHECK_EQ(c.a[1], 0x22);
    CHECK_EQ(c.c[0], 0x40);
    CHECK_EQ(c.c[1], 0);
    CHECK_EQ(c.c[2], 0xC0);
    /* offset past the bank */
    collect d = {0};
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x40, NULL, on_bank, &d), WARP_E_RANGE);
    CHECK_EQ(d.n, 0); /* nothing reported before the check */
    /* no terminator */
    CHECK_RC(warp_bank_foreach(msd, 24, 0x100, NULL, on_bank, &d), WARP_E_TRUNCATED);
    CHECK_RC(warp_bank_foreach(msd, 27, 0x100, NULL, on_bank, &d), WARP_E_TRUNCATED);
    /* unsorted */
    put32(msd + 20, 0x3F);
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x100, NULL, on_bank, &d), WARP_E_CORRUPT);
    CHECK_EQ(d.n, 0);
    put32(msd + 20, 0x40);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 2;
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x100, &lim, on_bank, &d), WARP_E_LIMIT);
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x100, NULL, NULL, &d), WARP_E_ARG);
    collect s = {.stop_at = 2};
    CHECK_RC(warp_bank_foreach(msd, sizeof msd, 0x100, NULL, on_bank, &s), WARP_STOPPED);
    CHECK_EQ(s.n, 2);
    /* an empty index (just the zero pair) */
    collect e = {0};
    CHECK_RC(warp_bank_foreach(msd + 24, 8, 0, NULL, on_bank, &e), WARP_OK);
    CHECK_EQ(e.n, 0);
    return NULL;
}

/* The record writers read back by the walks: every field, and each refusal before a byte. */
static warp_writer *records_writer(uint8_t *buf, size_t cap) {
    static _Alignas(64) uint8_t mem[16384];
    warp_writer *w = (warp_writer *)mem;
    if (warp_writer_sizeof() > sizeof mem || warp_writer_init(w, sizeof mem, WARP_ABI_VERSION, buf, cap)) return NULL;
    return w;
}

static int grab_sound(void *u, const warp_sound_info *s) { return *(warp_sound_info *)u = *s, 0; }
static int grab_class(void *u, const warp_sound_class_info *c) { return *(warp_sound_class_info *)u = *c, 0; }
static int grab_stereo(void *u, const warp_stereo_info *s) { return *(warp_stereo_info *)u = *s, 0; }
static int grab_music(void *u, const warp_music_info *m) { return *(warp_music_info *)u = *m, 0; }

TEST(table_writers_round_trip) {
    uint8_t buf[128] = {1, 0, 0, 0};
    warp_writer *w = records_writer(buf + 4, 16);
    CHECK(w != NULL);
    warp_sound_info s = {.hash = 0x5c53d1b6, .size = 416, .offset = 832, .pitch_variation = 7, .volume = 33};
    s.rate_index = 65, s.class_index = 3, s.rate = 1; /* rate: not stored */
    CHECK_RC(warp_write_sound_record(w, &s), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 16);
    warp_sound_info back;
    CHECK_RC(warp_sound_list_foreach(buf, 20, NULL, grab_sound, &back), WARP_OK);
    CHECK_EQ(back.hash, 0x5c53d1b6);
    CHECK_EQ(back.size, 416);
    CHECK_EQ(back.offset, 832);
    CHECK_EQ(back.pitch_variation, 7);
    CHECK_EQ(back.volume, 33);
    CHECK_EQ(back.rate, 44100);
    CHECK_EQ(back.class_index, 3);
    s.volume = 256;
    CHECK_RC(warp_write_sound_record(w, &s), WARP_E_ARG);
    s.volume = 1, s.rate_index = WARP_SOUND_RATE_COUNT;
    CHECK_RC(warp_write_sound_record(w, &s), WARP_E_RANGE);
    CHECK_EQ(warp_writer_size(w), 16); /* refused before a byte */

    w = records_writer(buf, 5);
    warp_sound_class_info c = {.near_m = 17, .far_raw = 20, .flags = 0x11, .priority = 99, .channels = 2}, cb;
    CHECK_RC(warp_write_sound_class(w, &c), WARP_OK);
    CHECK_RC(warp_sound_class_foreach(buf, 5, NULL, grab_class, &cb), WARP_OK);
    CHECK_EQ(cb.near_m, 17);
    CHECK_EQ(cb.far_raw, 20);
    CHECK_EQ(cb.flags, 0x11);
    CHECK_EQ(cb.priority, 99);
    CHECK_EQ(cb.channels, 2);
    c.channels = 0; /* would end the table */
    CHECK_RC(warp_write_sound_class(w, &c), WARP_E_ARG);

    memset(buf, 0, sizeof buf), buf[0] = 1;
    w = records_writer(buf + 16, 16);
    warp_stereo_info st = {.hash = 0x287d8b33, .layout = {2, 256, 3, 128, {0}}}, sb;
    CHECK_RC(warp_write_stereo_record(w, &st), WARP_OK);
    CHECK_RC(warp_stereo_foreach(buf, 32, NULL, grab_stereo, &sb), WARP_OK);
    CHECK_EQ(sb.hash, 0x287d8b33);
    CHECK_EQ(sb.layout.interleave, 256);
    CHECK_EQ(sb.layout.last_block, 128);
    CHECK_EQ(sb.layout.blocks, 3);
    st.layout.last_block = 257; /* past the interleave */
    CHECK_RC(warp_write_stereo_record(w, &st), WARP_E_ARG);

    memset(buf, 0, sizeof buf), buf[0] = 1;
    w = records_writer(buf + 4, 104);
    warp_music_info m = {.hash = 0xb5f34329, .offset = 2048, .rate = 32000, .unknown_08 = 7, .unknown_0c = 9};
    m.volume = 0.5f, m.layout = (warp_adpcm_layout){2, 1024, 2, 256, {0}};
    strcpy(m.name, "music/other");
    CHECK_RC(warp_write_music_record(w, &m), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 104);
    warp_music_info mb;
    CHECK_RC(warp_music_foreach(buf, 108, NULL, grab_music, &mb), WARP_OK);
    CHECK(mb.volume == 0.5f && !strcmp(mb.name, "music/other"));
    CHECK_EQ(mb.hash, 0xb5f34329);
    CHECK_EQ(mb.offset, 2048);
    CHECK_EQ(mb.rate, 32000);
    CHECK_EQ(mb.unknown_08, 7);
    CHECK_EQ(mb.unknown_0c, 9);
    CHECK_EQ(mb.layout.channels, 2);
    CHECK_EQ(mb.layout.interleave, 1024);
    CHECK_EQ(mb.layout.blocks, 2);
    CHECK_EQ(mb.layout.last_block, 256);
    memset(m.name, 'm', 64); /* no room for the NUL */
    CHECK_RC(warp_write_music_record(w, &m), WARP_E_ARG);
    CHECK_RC(warp_write_music_record(NULL, &m), WARP_E_ARG);
    return NULL;
}

TEST(struct_sizes) {
    CHECK_EQ(sizeof(warp_adpcm_state) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_adpcm_layout) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_sound_info) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_sound_class_info) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_stereo_info) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_music_info) % WARP_ALIGN, 0);
    CHECK_EQ(sizeof(warp_bank_sound_info) % WARP_ALIGN, 0);
    return NULL;
}

static const test_case cases[] = {
    T(formula_every_predictor), T(formula_every_shift_and_quirks), T(formula_clamping),
    T(random_frames_match_reference), T(stream_end_flag_and_sizes), T(encoder_round_trip),
    T(interleaved_blocks), T(sound_list), T(sound_list_find), T(sound_classes), T(stereo_table), T(music_list),
    T(bank_index_and_hostile_indexes), T(table_writers_round_trip), T(struct_sizes),
};

int main(void) { return RUN_TESTS("audio", cases); }
