/* PS2 SPU2 ADPCM encoder: per frame, the predictor and shift whose decoded result
 * (the decoder's own rounding and clamping, adpcm_internal.h) is nearest the input. */
#include "adpcm_internal.h"

/* Quantise one frame with predictor p and shift s from history (s1, s2). Fills nib
 * (when not NULL) and returns the squared error, giving up once it passes `limit`. */
static uint64_t try_frame(const int32_t *x, unsigned p, unsigned s, int32_t s1, int32_t s2, uint64_t limit,
                          int8_t *nib, int32_t *out_s1, int32_t *out_s2) {
    uint64_t err = 0;
    for (unsigned i = 0; i < WARP_ADPCM_FRAME_SAMPLES; i++) {
        int32_t pred = adpcm_predict(p, s1, s2);
        int32_t d = x[i] - pred; /* |d| < 2^17: d * 2^12 fits */
        int32_t n = asr32(d * (1 << s) + 2048, 12);
        n = n < -8 ? -8 : n > 7 ? 7 : n;
        int32_t y = clamp16(adpcm_term(n, s) + pred);
        int64_t e = (int64_t)x[i] - y;
        err += (uint64_t)(e * e);
        if (err > limit) return err;
        if (nib) nib[i] = (int8_t)n;
        s2 = s1;
        s1 = y;
    }
    if (out_s1) *out_s1 = s1, *out_s2 = s2;
    return err;
}

static void encode_frame(warp_adpcm_state *st, const int32_t *x, unsigned flags, uint8_t *f) {
    uint64_t best = UINT64_MAX;
    unsigned bp = 0, bs = 0;
    for (unsigned p = 0; p < 5; p++)
        for (unsigned s = 0; s <= 12; s++) {
            uint64_t e = try_frame(x, p, s, st->s1, st->s2, best, NULL, NULL, NULL);
            if (e < best) best = e, bp = p, bs = s;
        }
    int8_t nib[WARP_ADPCM_FRAME_SAMPLES];
    try_frame(x, bp, bs, st->s1, st->s2, UINT64_MAX, nib, &st->s1, &st->s2);
    f[0] = (uint8_t)(bp << 4 | bs);
    f[1] = (uint8_t)flags;
    for (unsigned i = 0; i < WARP_ADPCM_FRAME_SAMPLES; i += 2)
        f[2 + i / 2] = (uint8_t)((nib[i] & 15) | (nib[i + 1] & 15) << 4);
}

int warp_adpcm_encode(warp_adpcm_state *st, const int16_t *pcm, size_t count, uint32_t last_flags, void *dst,
                      size_t dst_len, size_t *written) {
    if (!st || !pcm || !written || count == 0 || last_flags > 255 || st->reserved[0] || st->reserved[1])
        return WARP_E_ARG;
    size_t frames = count / WARP_ADPCM_FRAME_SAMPLES + (count % WARP_ADPCM_FRAME_SAMPLES != 0);
    if (!mul_ok(frames, WARP_ADPCM_FRAME_BYTES, written)) return WARP_E_LIMIT;
    if (!dst) return WARP_OK;
    if (dst_len < *written) return WARP_E_DST_SMALL;
    uint8_t *o = dst;
    for (size_t f = 0; f < frames; f++) {
        int32_t x[WARP_ADPCM_FRAME_SAMPLES];
        for (unsigned i = 0; i < WARP_ADPCM_FRAME_SAMPLES; i++) {
            size_t k = f * WARP_ADPCM_FRAME_SAMPLES + i;
            x[i] = k < count ? pcm[k] : 0;
        }
        encode_frame(st, x, f + 1 == frames ? last_flags : 0, o + f * WARP_ADPCM_FRAME_BYTES);
    }
    return WARP_OK;
}
