/* Fuzz target: animation clips, character data and the Anim Range List. The input is
 * read as a container (every clip opened, walked and sampled) and, when it is none, as a
 * raw pair (80-byte descriptor, then keyframes). Keys must lie inside the keyframes,
 * frames must be sums of deltas, and every sampled rotation must be unit length. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static _Alignas(16) unsigned char anim_mem[4096];
static warp_anim_key keys[4096];

typedef struct walk {
    const warp_anim *a;
    const warp_anim_info *in;
    size_t keys_len;
    uint32_t channels;
} walk;

static int on_channel(void *user, const warp_anim_channel_info *c) {
    walk *w = (walk *)user;
    size_t n = 0;
    if (c->index != w->channels++ || c->offset + (size_t)c->key_count * 8 > w->keys_len) abort();
    if (warp_anim_copy_keys(w->a, c->index, NULL, 0, &n) != WARP_OK || n != c->key_count) abort();
    if (n <= sizeof keys / sizeof keys[0]) {
        if (warp_anim_copy_keys(w->a, c->index, keys, n, &n) != WARP_OK) abort();
        uint32_t frame = 0;
        for (size_t k = 0; k < n; k++) {
            if ((k == 0) != (keys[k].delta == 0)) abort();
            frame += keys[k].delta;
            if (keys[k].frame != frame || frame > w->in->last_frame) abort();
        }
        if (frame != c->last_frame) abort();
    }
    return 0;
}

static int on_event(void *user, const warp_anim_event *e) {
    (void)user;
    if (!(e->rotation[3] >= 0)) abort();
    return 0;
}

static void check_clip(const uint8_t *desc, size_t desc_len, const uint8_t *kf, size_t kf_len) {
    warp_anim *a = (warp_anim *)anim_mem;
    if (warp_anim_sizeof() > sizeof anim_mem) abort();
    if (warp_anim_init(a, sizeof anim_mem, WARP_ABI_VERSION, desc, desc_len, kf, kf_len, NULL) != WARP_OK) return;
    warp_anim_info in;
    if (warp_anim_get_info(a, &in) != WARP_OK || in.keyframes_used > kf_len) abort();
    walk w = {a, &in, kf_len, 0};
    if (warp_anim_foreach_channel(a, on_channel, &w) != WARP_OK || w.channels != in.channel_count) abort();
    if (warp_anim_foreach_event(a, on_event, NULL) != WARP_OK) abort();
    static const float times[] = {-1.0f, 0.0f, 0.0167f, 0.5f, 1e6f};
    for (size_t t = 0; t < sizeof times / sizeof times[0]; t++) {
        warp_anim_pose p;
        if (warp_anim_sample(a, times[t], &p) != WARP_OK) abort();
        for (int b = 0; b < WARP_ANIM_BONES; b++) {
            float n = 0;
            for (int i = 0; i < 4; i++) n += p.rotation[b][i] * p.rotation[b][i];
            if (!(n > 0.999f && n < 1.001f)) abort();
        }
        float r[WARP_ANIM_BONES][4], pos[WARP_ANIM_BONES][3];
        if (warp_anim_bone_transforms(&p, NULL, r, pos) != WARP_OK) abort();
    }
}

static int on_clip(void *user, const warp_anim_clip_ref *c) {
    (void)user;
    check_clip(c->desc, c->desc_len, c->keyframes, c->keyframes_len);
    return 0;
}

static int on_range(void *user, const warp_anim_range *r) {
    uint32_t *n = (uint32_t *)user;
    if (r->index != (*n)++) abort();
    return 0;
}

static int on_chunk(void *user, const warp_chunk_info *c) {
    (void)user;
    uint32_t slots[WARP_CHARDATA_SLOTS];
    size_t n;
    if (c->type == 0x08 && warp_chardata_resolve(c->data, c->size, 64, slots, WARP_CHARDATA_SLOTS, &n) == WARP_OK)
        for (size_t i = 0; i < n; i++)
            if (slots[i] >= 64 && slots[i] != WARP_ANIM_DEFAULT) abort();
    uint32_t n45 = 0;
    if (c->type == 0x45 && warp_range_list_foreach(c->data, c->size, NULL, on_range, &n45, NULL) == WARP_OK &&
        n45 * 16ull + 4 > c->size)
        abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int status;
    if (warp_container_kind(data, size, &status) != WARP_CONTAINER_NONE) {
        warp_anim_foreach_clip(data, size, NULL, on_clip, NULL);
        warp_chunk_foreach(data, size, NULL, on_chunk, NULL);
    } else if (size >= WARP_ANIM_DESC_SIZE) {
        check_clip(data, WARP_ANIM_DESC_SIZE, data + WARP_ANIM_DESC_SIZE, size - WARP_ANIM_DESC_SIZE);
        uint32_t n = 0;
        warp_range_list_foreach(data, size, NULL, on_range, &n, NULL);
        warp_chardata_get_info(data, size, &(warp_chardata_info){0});
    }
    return 0;
}
