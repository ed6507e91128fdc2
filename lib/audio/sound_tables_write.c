/* The records of warriors.glr's sound tables written back from their info structs (the
 * walks of sound_tables.c read backwards): FACTS.md 7, docs/format-audio.md. Every value
 * is checked before the first byte is written; a refused record still marks the writer
 * (write.h: every error is sticky). */
#include "../internal.h"

int warp_write_sound_record(warp_writer *w, const warp_sound_info *s) {
    if (!w || !s || !WARP__RESERVED_OK(s)) return warp__writer_fail(w, WARP_E_ARG);
    if (s->pitch_variation > 255 || s->volume > 255 || s->class_index > 255) return warp__writer_fail(w, WARP_E_ARG);
    if (s->rate_index >= WARP_SOUND_RATE_COUNT) return warp__writer_fail(w, WARP_E_RANGE); /* past the game's 73 rates */
    warp_write_u32(w, s->size);
    warp_write_u32(w, s->offset);
    warp_write_u32(w, s->hash);
    warp_write_u8(w, (uint8_t)s->pitch_variation);
    warp_write_u8(w, (uint8_t)s->volume);
    warp_write_u8(w, (uint8_t)s->rate_index);
    return warp__writer_fail(w, warp_write_u8(w, (uint8_t)s->class_index));
}

int warp_write_sound_class(warp_writer *w, const warp_sound_class_info *c) {
    if (!w || !c || !WARP__RESERVED_OK(c)) return warp__writer_fail(w, WARP_E_ARG);
    /* 0 channels is the table's end (no count): a class must have at least one */
    if (c->near_m > 255 || c->far_raw > 255 || c->flags > 255 || c->priority > 255 || c->channels - 1 > 254)
        return warp__writer_fail(w, WARP_E_ARG);
    const uint8_t b[5] = {(uint8_t)c->near_m, (uint8_t)c->far_raw, (uint8_t)c->flags, (uint8_t)c->priority,
                          (uint8_t)c->channels};
    return warp__writer_fail(w, warp_write_bytes(w, b, sizeof b));
}

/* An interleaved layout as the tables store it: its reserved words 0, the last block's
 * useful bytes at most the interleave (FACTS.md 7). */
static int layout_ok(const warp_adpcm_layout *l, uint32_t channels) {
    return WARP__RESERVED_OK(l) && l->channels == channels && l->last_block <= l->interleave;
}

int warp_write_stereo_record(warp_writer *w, const warp_stereo_info *s) {
    if (!w || !s || !WARP__RESERVED_OK(s) || !layout_ok(&s->layout, 2)) return warp__writer_fail(w, WARP_E_ARG);
    warp_write_u32(w, s->hash);
    warp_write_u32(w, s->layout.interleave);
    warp_write_u32(w, s->layout.last_block);
    return warp__writer_fail(w, warp_write_u32(w, s->layout.blocks));
}

int warp_write_music_record(warp_writer *w, const warp_music_info *m) {
    if (!w || !m || m->reserved || !layout_ok(&m->layout, m->layout.channels)) return warp__writer_fail(w, WARP_E_ARG);
    size_t n = 0;
    while (n < sizeof m->name && m->name[n]) n++;
    if (n >= 64) return warp__writer_fail(w, WARP_E_ARG); /* 64 stored bytes, the last a NUL */
    for (size_t k = n; k < sizeof m->name; k++)
        if (m->name[k]) return warp__writer_fail(w, WARP_E_ARG); /* what follows the NUL is not stored: 0 */
    warp_write_f32(w, m->volume);
    warp_write_u32(w, m->rate);
    warp_write_u32(w, m->unknown_08);
    warp_write_u32(w, m->unknown_0c);
    warp_write_u32(w, m->offset);
    warp_write_u32(w, m->layout.channels);
    warp_write_u32(w, m->layout.interleave);
    warp_write_u32(w, m->layout.blocks);
    warp_write_u32(w, m->layout.last_block);
    warp_write_u32(w, m->hash);
    warp_write_bytes(w, m->name, n);
    return warp__writer_fail(w, warp_write_zeros(w, 64 - n));
}
