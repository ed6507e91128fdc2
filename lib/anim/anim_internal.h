/* Shared by the animation sources: descriptor offsets and a libm-free square root. */
#ifndef WARP_ANIM_INTERNAL_H
#define WARP_ANIM_INTERNAL_H

#include "../internal.h"

/* Descriptor 0x02 offsets (FACTS.md 6.1). */
enum {
    DESC_PLACEHOLDER = 0x00, DESC_DISP_X = 0x04, DESC_DISP_Y = 0x08, DESC_DURATION = 0x0C,
    DESC_SIZE_A = 0x10, DESC_SIZE_B = 0x12, DESC_SIZE_C = 0x14, DESC_CHANNELS = 0x18, DESC_EVENTS = 0x1A,
    DESC_RUNTIME = 0x1C, DESC_MASK = 0x20, DESC_NAME = 0x25, DESC_REFCOUNT = 0x43, DESC_TAIL = 0x44
};

#define ROT_SCALE (1.0f / 32768.0f) /* exact: a power of two */

/* Square root of x >= 0 without libm: scaled into [1, 4), then Newton steps (6 reach
 * double precision from 1.5). 0 for x <= 0 or not finite. */
static inline double anim_sqrt(double x) {
    if (!(x > 0) || x > 1e300) return 0;
    double scale = 1, r = 1.5;
    while (x >= 4) x *= 0.25, scale *= 2;
    while (x < 1) x *= 4, scale *= 0.5;
    for (int i = 0; i < 6; i++) r = 0.5 * (r + x / r);
    return r * scale;
}

/* Decoded key or event values (FACTS.md 6.2). */
static inline void anim_decode_position(const int16_t raw[3], float out[3]) {
    out[0] = (float)raw[0] / 1023.0f;
    out[1] = (float)raw[1] / 1023.0f;
    out[2] = (float)raw[2] / 2047.0f;
}
static inline void anim_decode_rotation(const int16_t raw[3], float out[4]) {
    out[0] = raw[0] * ROT_SCALE;
    out[1] = raw[1] * ROT_SCALE;
    out[2] = raw[2] * ROT_SCALE;
    double w2 = 1.0 - (double)out[0] * out[0] - (double)out[1] * out[1] - (double)out[2] * out[2];
    out[3] = (float)anim_sqrt(w2); /* 0 when rounding leaves w2 slightly negative */
}

#endif
