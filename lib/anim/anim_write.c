/* Clip encoder: the keyframes payload (0x00) and the descriptor (0x02) from channels and
 * events, the inverse of anim.c (FACTS.md 6.1, 6.2). */
#include "anim_internal.h"

/* Channel order and deltas as the reader requires; *a, *b, *c receive the section sizes
 * and *mask the bone mask. */
static int check_clip(const warp_anim_clip_desc *clip, uint64_t *a, uint64_t *b, uint64_t *c, uint8_t mask[5],
                      uint32_t *rotations) {
    if (!clip || !clip->info || (clip->channel_count && !clip->channels) || (clip->event_count && !clip->events) ||
        clip->channel_count > WARP_ANIM_MAX_CHANNELS || clip->event_count > 0xFFFF)
        return WARP_E_ARG;
    if (!WARP__RESERVED_OK(clip)) return WARP_E_ARG;
    *a = *b = *c = 0;
    *rotations = 0;
    memset(mask, 0, 5);
    int stage = 0, last_bone = -1; /* 0 velocity allowed, 1 translation allowed, 2 rotations only */
    for (uint32_t i = 0; i < clip->channel_count; i++) {
        const warp_anim_channel_desc *ch = &clip->channels[i];
        if (!ch->key_count || !ch->keys || ch->keys[0].delta != 0) return WARP_E_ARG;
        for (uint32_t k = 1; k < ch->key_count; k++)
            if (ch->keys[k].delta == 0) return WARP_E_ARG; /* would start another channel */
        uint64_t bytes = (uint64_t)ch->key_count * WARP_ANIM_KEY_SIZE;
        if (ch->kind == WARP_ANIM_ROOT_VELOCITY && stage == 0) {
            *a = bytes, stage = 1;
        } else if (ch->kind == WARP_ANIM_ROOT_TRANSLATION && stage <= 1) {
            *b = bytes, stage = 2;
        } else if (ch->kind == WARP_ANIM_ROTATION && ch->bone < WARP_ANIM_BONES && (int)ch->bone > last_bone) {
            stage = 2;
            last_bone = (int)ch->bone;
            mask[ch->bone / 8] |= (uint8_t)(1u << (ch->bone % 8));
            *c += bytes;
            ++*rotations;
        } else {
            return WARP_E_ARG;
        }
    }
    if (*a > 0xFFFF || *b > 0xFFFF || *c > 0xFFFFFFFFu) return WARP_E_ARG;
    return WARP_OK;
}

static int write_anim_keyframes_body(warp_writer *w, const warp_anim_clip_desc *clip) {
    uint64_t a, b, c;
    uint8_t mask[5];
    uint32_t rotations;
    int rc = check_clip(clip, &a, &b, &c, mask, &rotations);
    if (rc) return rc;
    for (uint32_t i = 0; i < clip->channel_count; i++) {
        const warp_anim_channel_desc *ch = &clip->channels[i];
        for (uint32_t k = 0; k < ch->key_count; k++) {
            const warp_anim_key *key = &ch->keys[k];
            warp_write_u8(w, key->delta);
            warp_write_u8(w, key->unused);
            for (int j = 0; j < 3; j++) warp_write_u16(w, (uint16_t)key->raw[j]);
        }
    }
    for (uint32_t i = 0; i < clip->event_count; i++) {
        const warp_anim_event *e = &clip->events[i];
        warp_write_u16(w, e->frame);
        warp_write_u16(w, e->type);
        warp_write_u16(w, e->word4);
        warp_write_u16(w, e->word);
        for (int j = 0; j < 3; j++) warp_write_u16(w, (uint16_t)e->raw_position[j]);
        for (int j = 0; j < 3; j++) warp_write_u16(w, (uint16_t)e->raw_rotation[j]);
        warp_write_u32(w, e->tail);
    }
    rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_anim_keyframes(warp_writer *w, const warp_anim_clip_desc *clip) {
    return warp__writer_fail(w, write_anim_keyframes_body(w, clip));
}

static int write_anim_descriptor_body(warp_writer *w, const warp_anim_clip_desc *clip) {
    uint64_t a, b, c;
    uint8_t mask[5];
    uint32_t rotations;
    int rc = check_clip(clip, &a, &b, &c, mask, &rotations);
    if (rc) return rc;
    const warp_anim_info *in = clip->info;
    warp_write_u32(w, in->placeholder);
    warp_write_f32(w, in->displacement[0]);
    warp_write_f32(w, in->displacement[1]);
    warp_write_f32(w, in->duration);
    warp_write_u16(w, (uint16_t)a);
    warp_write_u16(w, (uint16_t)b);
    warp_write_u32(w, (uint32_t)c);
    warp_write_u16(w, (uint16_t)rotations);
    warp_write_u16(w, (uint16_t)clip->event_count);
    warp_write_u32(w, in->runtime_pointer);
    warp_write_bytes(w, mask, 5);
    warp_write_bytes(w, in->name_bytes, WARP_ANIM_NAME_BYTES);
    warp_write_u8(w, (uint8_t)in->ref_count);
    for (int i = 0; i < 3; i++) warp_write_u32(w, in->tail[i]);
    rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_anim_descriptor(warp_writer *w, const warp_anim_clip_desc *clip) {
    return warp__writer_fail(w, write_anim_descriptor_body(w, clip));
}
