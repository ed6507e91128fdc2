/* Fuzz target: the ADPCM decoder (whole stream, with and without the end flag, frame by
 * frame), the interleaved layouts of the stereo and music tables decoded over the same
 * bytes, every sound table, a bank index against a bank length from the input, and the
 * encoder's round trip on the input read as samples. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct fuzz_ctx {
    const uint8_t *data;
    size_t size;
} fuzz_ctx;

/* Decode every block of a layout over the input (as if it were the stored sound). */
static void decode_layout(const fuzz_ctx *c, const warp_adpcm_layout *l) {
    uint64_t stored, per;
    if (warp_adpcm_layout_check(l, &stored, &per) != WARP_OK) return;
    warp_adpcm_state st[WARP_ADPCM_MAX_CHANNELS] = {{0}};
    uint64_t block_bytes = (uint64_t)l->channels * l->interleave;
    for (uint32_t b = 0; b < l->blocks && b < 64; b++) {
        uint64_t at = block_bytes * b;
        if (at > c->size) break;
        size_t frames;
        if (warp_adpcm_decode_block(l, st, b, c->data + at, c->size - (size_t)at, NULL, 0, &frames) != WARP_OK) abort();
        if (frames > (size_t)l->interleave / 16 * 28) abort();
        size_t count = frames * l->channels;
        if (count > (1u << 19)) { /* a block larger than any input: only the checks run */
            int16_t tiny[1];
            int rc = warp_adpcm_decode_block(l, st, b, c->data + at, c->size - (size_t)at, tiny, 1, &frames);
            if (rc != WARP_E_TRUNCATED && rc != WARP_E_DST_SMALL) abort();
            continue;
        }
        int16_t *pcm = malloc(count ? count * sizeof *pcm : 1);
        int rc = warp_adpcm_decode_block(l, st, b, c->data + at, c->size - (size_t)at, pcm, count, &frames);
        free(pcm);
        if (rc != WARP_OK && rc != WARP_E_TRUNCATED) abort();
    }
}

static int on_sound(void *u, const warp_sound_info *s) {
    (void)u;
    if (s->rate_index < WARP_SOUND_RATE_COUNT ? s->rate == 0 && s->rate_index != 0 : s->rate != 0) abort();
    return 0;
}
static int on_class(void *u, const warp_sound_class_info *s) {
    (void)u;
    if (s->channels == 0) abort();
    return 0;
}
static int on_stereo(void *u, const warp_stereo_info *s) {
    decode_layout(u, &s->layout);
    return 0;
}
static int on_music(void *u, const warp_music_info *m) {
    if (memchr(m->name, 0, sizeof m->name) == NULL || strlen(m->name) > 64) abort();
    decode_layout(u, &m->layout);
    return 0;
}
static int on_bank(void *u, const warp_bank_sound_info *b) {
    const size_t *bank_len = u;
    if (b->offset >= *bank_len || b->span > *bank_len - b->offset) abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_ctx c = {data, size};
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 4096;

    /* the stream, asked then decoded, both ways */
    for (uint32_t opt = 0; opt < 2; opt++) {
        warp_adpcm_state st = {0};
        size_t n, used;
        int asked = warp_adpcm_decode(&st, data, size, opt, NULL, 0, &n, &used);
        if (asked < 0 || n > size / 16 * 28) abort();
        int16_t *pcm = malloc(n ? n * sizeof *pcm : 1);
        if (warp_adpcm_decode(&st, data, size, opt, pcm, n, &n, &used) != asked || used / 16 * 28 != n) abort();
        /* frame by frame gives the same samples */
        warp_adpcm_state fs = {0};
        int16_t one[28];
        for (size_t f = 0; f * 28 < n; f++) {
            if (warp_adpcm_decode_frame(&fs, data + f * 16, one) != data[f * 16 + 1]) abort();
            if (memcmp(one, pcm + f * 28, sizeof one)) abort();
        }
        free(pcm);
    }

    warp_sound_list_foreach(data, size, &lim, on_sound, &c);
    /* find by hash: in bounds on any table; a record it reports has the hash, and the
     * records it counts are the ones get gives */
    for (uint32_t probe = 0; probe < 4 && size >= 12 + 16 * probe; probe++) {
        uint32_t h = (uint32_t)data[8 + 16 * probe] | (uint32_t)data[9 + 16 * probe] << 8 |
                     (uint32_t)data[10 + 16 * probe] << 16 | (uint32_t)data[11 + 16 * probe] << 24;
        warp_sound_info f, g;
        uint32_t m;
        if (warp_sound_list_find(data, size, &lim, h, &f, &m) != WARP_OK) continue;
        if (f.hash != h || m == 0) abort();
        for (uint32_t k = 0; k < m; k++)
            if (warp_sound_list_get(data, size, &lim, f.index + k, &g) != WARP_OK || g.hash != h) abort();
    }
    warp_sound_class_foreach(data, size, &lim, on_class, &c);
    warp_stereo_foreach(data, size, &lim, on_stereo, &c);
    warp_music_foreach(data, size, &lim, on_music, &c);
    size_t bank_len = size ? (size_t)data[0] * 64 : 0;
    warp_bank_foreach(data, size, bank_len, &lim, on_bank, &bank_len);

    /* a layout from the first 16 bytes */
    if (size >= 16) {
        warp_adpcm_layout l = {0};
        memcpy(&l, data, 16);
        decode_layout(&c, &l);
    }

    /* the encoder: the decoder's history must match the encoder's */
    size_t count = size / 2 > 28 * 64 ? 28 * 64 : size / 2;
    if (count) {
        int16_t *in = malloc(count * sizeof *in);
        memcpy(in, data, count * sizeof *in);
        warp_adpcm_state es = {0}, ds = {0};
        size_t bytes, n;
        if (warp_adpcm_encode(&es, in, count, 1, NULL, 0, &bytes) != WARP_OK) abort();
        uint8_t *adpcm = malloc(bytes);
        int16_t *back = malloc(bytes / 16 * 28 * sizeof *back);
        if (warp_adpcm_encode(&es, in, count, 1, adpcm, bytes, &bytes) != WARP_OK) abort();
        if (warp_adpcm_decode(&ds, adpcm, bytes, WARP_ADPCM_STOP_AT_END, back, bytes / 16 * 28, &n, NULL) != WARP_OK)
            abort();
        if (ds.s1 != es.s1 || ds.s2 != es.s2 || n != bytes / 16 * 28) abort();
        free(back);
        free(adpcm);
        free(in);
    }
    return 0;
}
