/* PS2 SPU2 ADPCM decoding (FACTS.md 7): frames, streams with an end flag, and the
 * block-interleaved layouts of stereo sounds and music. */
#include "adpcm_internal.h"

const int32_t warp__adpcm_filter[5][2] = {{0, 0}, {60, 0}, {115, -52}, {98, -55}, {122, -60}};

static void decode_frame(warp_adpcm_state *st, const uint8_t *f, int16_t *out) {
    unsigned shift = f[0] & 15u, predictor = f[0] >> 4;
    shift = shift > 12 ? 9 : shift; /* the SPU2's quirks (FACTS.md 7) */
    const int32_t f0 = warp__adpcm_filter[predictor > 4 ? 4 : predictor][0];
    const int32_t f1 = warp__adpcm_filter[predictor > 4 ? 4 : predictor][1];
    int32_t s1 = st->s1, s2 = st->s2;
    for (unsigned i = 0; i < WARP_ADPCM_FRAME_SAMPLES; i++) {
        unsigned byte = f[2 + i / 2];
        int32_t nibble = (int32_t)(i & 1 ? byte >> 4 : byte & 15u); /* low nibble first */
        nibble -= (nibble & 8) << 1;                                 /* sign-extend */
        int32_t s = clamp16(asr32(nibble * 4096, shift) + asr32(s1 * f0 + s2 * f1 + 32, 6));
        out[i] = (int16_t)s;
        s2 = s1;
        s1 = s;
    }
    st->s1 = s1;
    st->s2 = s2;
}

int warp_adpcm_decode_frame(warp_adpcm_state *st, const void *frame, int16_t out[28]) {
    if (!st || !frame || !out || st->reserved[0] || st->reserved[1]) return WARP_E_ARG;
    decode_frame(st, frame, out);
    return ((const uint8_t *)frame)[1];
}

/* Frames decode would use: up to and including the first end flag when asked. */
static size_t frames_to_use(const uint8_t *p, size_t frames, uint32_t options) {
    if (!(options & WARP_ADPCM_STOP_AT_END)) return frames;
    for (size_t i = 0; i < frames; i++)
        if (p[i * WARP_ADPCM_FRAME_BYTES + 1] & WARP_ADPCM_FLAG_END) return i + 1;
    return frames;
}

int warp_adpcm_decode(warp_adpcm_state *st, const void *src, size_t src_len, uint32_t options, int16_t *dst,
                      size_t dst_count, size_t *samples, size_t *used) {
    if (!st || !samples || (!src && src_len) || options > WARP_ADPCM_STOP_AT_END || st->reserved[0] ||
        st->reserved[1])
        return WARP_E_ARG;
    const uint8_t *p = src;
    /* the end frame is the last used (*used says where): no function returns WARP_END (warp.h) */
    size_t frames = frames_to_use(p, src_len / WARP_ADPCM_FRAME_BYTES, options);
    *samples = frames * WARP_ADPCM_FRAME_SAMPLES; /* frames <= src_len / 16: no overflow */
    if (used) *used = frames * WARP_ADPCM_FRAME_BYTES;
    if (!dst) return WARP_OK;
    if (dst_count < *samples) {
        if (used) *used = 0;
        return WARP_E_DST_SMALL;
    }
    for (size_t i = 0; i < frames; i++)
        decode_frame(st, p + i * WARP_ADPCM_FRAME_BYTES, dst + i * WARP_ADPCM_FRAME_SAMPLES);
    return WARP_OK;
}

/* ---- interleaved layouts ---------------------------------------------------------- */
/* Bytes of one channel decoded in block b: whole frames only. Every block is stored full
 * size; in the last, each channel's useful bytes are min(last_block, interleave), read at the
 * channel's own interleave offset (FACTS.md 7, corrected: last_block counts one channel). */
static uint32_t channel_part(const warp_adpcm_layout *l, uint32_t b) {
    uint32_t n = b + 1 < l->blocks || l->last_block == 0 || l->last_block > l->interleave ? l->interleave
                                                                                          : l->last_block;
    return n / WARP_ADPCM_FRAME_BYTES * WARP_ADPCM_FRAME_BYTES;
}

int warp_adpcm_layout_check(const warp_adpcm_layout *l, uint64_t *stored, uint64_t *channel_bytes) {
    if (!l || !WARP__RESERVED_OK(l)) return WARP_E_ARG;
    if (l->channels == 0 || l->interleave == 0 || l->blocks == 0 || l->interleave % WARP_ADPCM_FRAME_BYTES)
        return WARP_E_CORRUPT;
    if (l->channels > WARP_ADPCM_MAX_CHANNELS) return WARP_E_UNSUPPORTED;
    uint64_t per_block = (uint64_t)l->channels * l->interleave; /* < 2^35 */
    if (l->blocks > UINT64_MAX / per_block) return WARP_E_LIMIT;
    if (stored) *stored = per_block * l->blocks;
    if (channel_bytes) *channel_bytes = (uint64_t)l->interleave * (l->blocks - 1) + channel_part(l, l->blocks - 1);
    return WARP_OK;
}

int warp_adpcm_decode_block(const warp_adpcm_layout *l, warp_adpcm_state *states, uint32_t block, const void *src,
                            size_t src_len, int16_t *dst, size_t dst_count, size_t *frames) {
    if (!states || !frames || (!src && src_len)) return WARP_E_ARG;
    int rc = warp_adpcm_layout_check(l, NULL, NULL);
    if (rc != WARP_OK) return rc;
    if (block >= l->blocks) return WARP_E_RANGE;
    for (uint32_t c = 0; c < l->channels; c++)
        if (states[c].reserved[0] || states[c].reserved[1]) return WARP_E_ARG;
    uint32_t part = channel_part(l, block), stride = l->interleave;
    size_t n = part / WARP_ADPCM_FRAME_BYTES; /* frames per channel */
    *frames = n * WARP_ADPCM_FRAME_SAMPLES;
    if (!dst) return WARP_OK;
    if ((uint64_t)stride * (l->channels - 1) + part > src_len) return WARP_E_TRUNCATED;
    size_t need;
    if (!mul_ok(*frames, l->channels, &need)) return WARP_E_LIMIT;
    if (dst_count < need) return WARP_E_DST_SMALL;
    const uint8_t *p = src;
    int16_t tmp[WARP_ADPCM_FRAME_SAMPLES];
    for (uint32_t c = 0; c < l->channels; c++) {
        const uint8_t *cp = p + (size_t)c * stride;
        for (size_t f = 0; f < n; f++) {
            decode_frame(&states[c], cp + f * WARP_ADPCM_FRAME_BYTES, tmp);
            int16_t *o = dst + (f * WARP_ADPCM_FRAME_SAMPLES) * l->channels + c;
            for (unsigned i = 0; i < WARP_ADPCM_FRAME_SAMPLES; i++) o[(size_t)i * l->channels] = tmp[i];
        }
    }
    return WARP_OK;
}
