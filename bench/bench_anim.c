/* Animation clips: a clip as large as the disc's largest (680 frames, 34 rotation channels
 * plus both root channels, a key every 2 frames: 341 keys each) is encoded once, then
 * opened (every key checked) and sampled at every whole frame, as the glTF export does.
 * Printed next to memcpy of the same keyframe bytes in the same run; the sampled poses are
 * checked against the keys they must hold. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "warp/warp.h"

#include "bench.h"

#define FRAMES 680
#define KEYS (FRAMES / 2 + 1)
#define CHANNELS (2 + WARP_ANIM_BONES)

static warp_anim_key keys[CHANNELS][KEYS];
static warp_anim_channel_desc ch[CHANNELS];
static warp_anim_info info;
static warp_anim_clip_desc clip;

static int fill(warp_writer *w, int desc) {
    return desc ? warp_write_anim_descriptor(w, &clip) : warp_write_anim_keyframes(w, &clip);
}

static unsigned char *encode(int desc, size_t *len) {
    static _Alignas(16) unsigned char wm[4096];
    warp_writer *w = (warp_writer *)wm;
    if (warp_writer_sizeof() > sizeof wm || warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0)) abort();
    fill(w, desc);
    *len = warp_writer_size(w);
    unsigned char *buf = malloc(*len);
    if (!buf || warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, buf, *len) || fill(w, desc) ||
        warp_writer_status(w) != WARP_OK)
        abort();
    return buf;
}

int main(void) {
    for (int c = 0; c < CHANNELS; c++) {
        for (int k = 0; k < KEYS; k++) {
            keys[c][k].delta = k ? 2 : 0;
            keys[c][k].raw[0] = (int16_t)((k * 97 + c * 31) % 8000 - 4000);
            keys[c][k].raw[1] = (int16_t)((k * 53 + c * 17) % 8000 - 4000);
            keys[c][k].raw[2] = (int16_t)((k * 29 + c * 7) % 8000 - 4000);
        }
        ch[c] = (warp_anim_channel_desc){c == 0 ? WARP_ANIM_ROOT_VELOCITY : c == 1 ? WARP_ANIM_ROOT_TRANSLATION
                                                                               : WARP_ANIM_ROTATION,
                                         c < 2 ? (uint32_t)c : (uint32_t)(c - 2), KEYS, keys[c]};
    }
    memcpy(info.name_bytes, "bench", 5);
    info.duration = FRAMES / 30.0f;
    clip = (warp_anim_clip_desc){&info, CHANNELS, ch, 0, NULL, {0}};
    size_t kl, dl;
    unsigned char *kf = encode(0, &kl), *desc = encode(1, &dl), *copy = malloc(kl);
    void *mem = aligned_alloc(WARP_ALIGN, warp_anim_sizeof());
    warp_anim *a = (warp_anim *)mem;

    /* open: every key walked once */
    int reps = 2000;
    double t0 = now();
    for (int r = 0; r < reps; r++)
        if (warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, desc, dl, kf, kl, NULL) != WARP_OK) abort();
    double t_init = now() - t0;
    t0 = now();
    for (int r = 0; r < reps; r++) {
        memcpy(copy, kf, kl);
        __asm__ volatile("" ::"r"(copy) : "memory");
    }
    double t_copy = now() - t0;
    double mb = (double)kl * reps / 1e6;
    printf("open  %6.1f MB/s of keyframes (%zu bytes, %d keys); memcpy %8.1f MB/s; ratio %.3f\n", mb / t_init, kl,
           CHANNELS * KEYS, mb / t_copy, t_copy / t_init);

    /* sample every whole frame, as the export does */
    int sreps = 5;
    double check = 0;
    t0 = now();
    for (int r = 0; r < sreps; r++)
        for (int f = 0; f <= FRAMES; f++) {
            warp_anim_pose p;
            if (warp_anim_sample(a, (float)f / 30, &p) != WARP_OK) abort();
            check += p.rotation[33][0];
        }
    double t_sample = now() - t0;
    double poses = (double)sreps * (FRAMES + 1) / t_sample;
    warp_anim_pose last;
    warp_anim_sample(a, FRAMES / 30.0f, &last);
    float want = keys[CHANNELS - 1][KEYS - 1].raw[0] / 32768.0f; /* bone 33's last key, held */
    float got = last.rotation[33][0];
    int ok = got > want - 1e-6f && got < want + 1e-6f && check == check;
    printf("sample %6.0f poses/s (%d channels, all frames of a %d-frame clip): %.1f us/pose; "
           "memcpy of the keyframes %.1f us; ratio %.3f; last pose %s\n",
           poses, CHANNELS, FRAMES, 1e6 / poses, 1e6 * t_copy / reps, (t_copy / reps) * poses,
           ok ? "holds the last keys" : "WRONG");
    free(kf), free(desc), free(copy), free(mem);
    return ok ? 0 : 1;
}
