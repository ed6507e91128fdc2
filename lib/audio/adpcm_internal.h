/* What the ADPCM decoder and encoder share: the SPU2's filters and exact arithmetic. */
#ifndef WARP_ADPCM_INTERNAL_H
#define WARP_ADPCM_INTERNAL_H

#include "../internal.h"

/* Predictor coefficients / 64 (FACTS.md 7); predictors 5-15 act as 4. */
extern const int32_t warp__adpcm_filter[5][2];

/* Floor division by 2^n (an arithmetic right shift, spelled out because >> on a
 * negative int is implementation-defined in C). */
static inline int32_t asr32(int32_t x, unsigned n) { return x >= 0 ? x >> n : ~(~x >> n); }

static inline int32_t clamp16(int32_t x) { return x < -32768 ? -32768 : x > 32767 ? 32767 : x; }

/* The prediction from the two previous samples. */
static inline int32_t adpcm_predict(unsigned predictor, int32_t s1, int32_t s2) {
    const int32_t *f = warp__adpcm_filter[predictor > 4 ? 4 : predictor];
    return asr32(s1 * f[0] + s2 * f[1] + 32, 6);
}

/* The term a signed nibble (-8..7) adds at a shift (13-15 act as 9). */
static inline int32_t adpcm_term(int32_t nibble, unsigned shift) { return asr32(nibble * 4096, shift > 12 ? 9 : shift); }

#endif
