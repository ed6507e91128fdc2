/* The sample WAD's sounds (FACTS.md 7): two banks with their indexes, and warriors.glr's
 * sound list 0x29, music list 0x31, classes 0x48 and stereo table 0x49. sound.msb holds
 * square waves written frame by frame (a nibble n is the sample n * 256, so the PCM is
 * known by hand); menu.msb is made by the library's encoder. The list also holds two
 * streamed sounds (a mono one and a stereo one) and the music one track, whose data a
 * BFW.SND / MUSIC.SND would hold (tests/sample_e2e.py writes those). */
#include <stdlib.h>
#include <string.h>

#include "sample/sample.h"
#include "platform/util.h"

#define TABLE(a) (sizeof(a) / sizeof((a)[0]))


/* sound.msb: two square waves, SOUND_FRAMES_* frames each before the end frame */
#define SOUND_A "sound/sample_beep"
#define SOUND_B "sound/sample_chirp"
#define SOUND_FRAMES_A 24
#define SOUND_FRAMES_B 40
/* menu.msb: encoder-made sounds, each in the sound list (a WAD the tool reads without a
 * warning; tests/audio_e2e.py patches menu.msd for the case of a sound missing from it) */
#define MENU_SELECT "menu/select"
#define MENU_BACK "menu/back"
#define MENU_ALERT "menu/alert"
#define MENU_SAMPLES 700
/* streamed sounds (offsets in BFW.SND) */
#define STREAM_MONO "stream/sample_voice"
#define STREAM_STEREO "stream/sample_rain"

const char *const sample_sound_names[] = {SOUND_A, SOUND_B, MENU_SELECT, MENU_BACK, MENU_ALERT,
                                          STREAM_MONO, STREAM_STEREO, NULL};

/* ADPCM bank sound: frames with predictor 0, shift 4, a square wave of `period` samples
 * (nibbles +7 / -7), then an end frame (flag 1) and a silent frame (flag 7). */
static void adpcm_sound(warp_writer *w, uint32_t frames, uint32_t period) {
    for (uint32_t f = 0; f < frames + 2; f++) {
        warp_write_u8(w, f == frames + 1 ? 0 : 0x04);
        warp_write_u8(w, f == frames ? 1 : f == frames + 1 ? 7 : 0);
        for (uint32_t b = 0; b < 14; b++) {
            uint8_t pair = 0;
            for (uint32_t h = 0; h < 2; h++) {
                uint32_t s = f * 28 + b * 2 + h;
                uint8_t nib = f >= frames ? 0 : (s / (period / 2)) & 1 ? 0x9 : 0x7; /* -7 or +7 */
                pair |= (uint8_t)(nib << (4 * h));
            }
            warp_write_u8(w, pair);
        }
    }
}
int sample_fill_sound_msb(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    adpcm_sound(w, SOUND_FRAMES_A, 40);
    adpcm_sound(w, SOUND_FRAMES_B, 18);
    return warp_writer_status(w);
}
/* .msd: {hash, offset} pairs into the .msb, by offset, then a zero pair. */
int sample_fill_sound_msd(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_write_u32(w, name_crc(SOUND_A));
    warp_write_u32(w, 0);
    warp_write_u32(w, name_crc(SOUND_B));
    warp_write_u32(w, SOUND_FRAMES_A * 16 + 32);
    return warp_write_zeros(w, 8);
}

/* menu.msb sound k: a triangle wave (k 0), a rising sawtooth sweep (k 1), a decaying
 * square (k 2), all integer arithmetic so every platform makes the same bytes. */
static int16_t menu_sample(int k, uint32_t i) {
    if (k == 0) {
        int32_t p = (int32_t)(i % 50);
        return (int16_t)((p < 25 ? p : 50 - p) * 960 - 12000);
    }
    if (k == 1) {
        uint32_t period = 80 - i * 60 / MENU_SAMPLES; /* 80 down to 21 samples */
        return (int16_t)((int32_t)(i % period) * 20000 / (int32_t)period - 10000);
    }
    int32_t amp = 16000 - (int32_t)i * 20;
    return (int16_t)((i / 10) % 2 ? amp : -amp);
}

/* Bytes of menu sound k: its frames (the last flagged 1) and the silent frame 7. */
static size_t menu_sound(int k, uint8_t *dst, size_t cap) {
    int16_t pcm[MENU_SAMPLES];
    for (uint32_t i = 0; i < MENU_SAMPLES; i++) pcm[i] = menu_sample(k, i);
    warp_adpcm_state st;
    memset(&st, 0, sizeof st);
    size_t n = 0;
    if (warp_adpcm_encode(&st, pcm, MENU_SAMPLES, WARP_ADPCM_FLAG_END, dst, cap - 16, &n) != WARP_OK) return 0;
    memset(dst + n, 0, 16);
    dst[n + 1] = 7;
    return n + 16;
}
#define MENU_SOUND_BYTES ((MENU_SAMPLES + 27) / 28 * 16 + 16)

int sample_fill_menu_msb(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    uint8_t buf[MENU_SOUND_BYTES];
    for (int k = 0; k < 3; k++) warp_write_bytes(w, buf, menu_sound(k, buf, sizeof buf));
    return warp_writer_status(w);
}
int sample_fill_menu_msd(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static const char *const names[] = {MENU_SELECT, MENU_BACK, MENU_ALERT};
    for (uint32_t k = 0; k < 3; k++) {
        warp_write_u32(w, name_crc(names[k]));
        warp_write_u32(w, k * MENU_SOUND_BYTES);
    }
    return warp_write_zeros(w, 8);
}

typedef struct sound_rec {
    const char *name;
    uint32_t size, offset;
    uint8_t pitch, volume, rate_index, class_index;
} sound_rec;

static int cmp_rec(const void *a, const void *b) {
    uint32_t x = name_crc(((const sound_rec *)a)->name), y = name_crc(((const sound_rec *)b)->name);
    return x < y ? -1 : x > y;
}

/* The sound chunks of warriors.glr. Classes: 0 and 1 bank sounds, 2 streamed mono,
 * 3 streamed stereo (channels 2). */
int sample_sound_tables(warp_writer *w) {
    sound_rec recs[] = {
        {SOUND_A, SOUND_FRAMES_A * 16 + 32, 0, 0, 100, 36, 1},
        {SOUND_B, SOUND_FRAMES_B * 16 + 32, SOUND_FRAMES_A * 16 + 32, 0, 100, 36, 1},
        {MENU_SELECT, MENU_SOUND_BYTES, 0, 10, 90, 34, 0},            /* 22,050 Hz */
        {MENU_BACK, MENU_SOUND_BYTES, MENU_SOUND_BYTES, 0, 80, 17, 0}, /* 11,025 Hz */
        {MENU_ALERT, MENU_SOUND_BYTES, 2 * MENU_SOUND_BYTES, 0, 70, 36, 0}, /* 22,500 Hz */
        {STREAM_MONO, 0x800, 0, 0, 100, 36, 2},                       /* 128 frames at 0 */
        {STREAM_STEREO, 64, 0x800, 0, 100, 65, 3}, /* size: a placeholder; the stereo table has it */
    };
    qsort(recs, TABLE(recs), sizeof recs[0], cmp_rec); /* sorted by hash, as the game searches */
    warp_write_chunk_begin(w, 0x29, name_crc("static_sounds"));
    warp_write_u32(w, (uint32_t)TABLE(recs));
    for (size_t i = 0; i < TABLE(recs); i++) {
        warp_write_u32(w, recs[i].size);
        warp_write_u32(w, recs[i].offset);
        warp_write_u32(w, name_crc(recs[i].name));
        warp_write_u8(w, recs[i].pitch);
        warp_write_u8(w, recs[i].volume);
        warp_write_u8(w, recs[i].rate_index);
        warp_write_u8(w, recs[i].class_index);
    }
    warp_write_chunk_end(w);
    /* Music: one stereo track of 2 blocks of 0x400 bytes per channel; the second block
     * holds 0x200 useful bytes of each channel (FACTS.md 7), at 0 in MUSIC.SND */
    warp_write_chunk_begin(w, 0x31, name_crc("music"));
    warp_write_u32(w, 1);
    warp_write_f32(w, 1.0f);
    warp_write_u32(w, 44100);
    warp_write_u32(w, 64);
    warp_write_u32(w, 32);
    warp_write_u32(w, 0);     /* offset in MUSIC.SND */
    warp_write_u32(w, 2);     /* channels */
    warp_write_u32(w, 0x400); /* interleave */
    warp_write_u32(w, 2);     /* blocks */
    warp_write_u32(w, 0x200); /* useful bytes of each channel in the last block */
    warp_write_u32(w, name_crc("music/sample"));
    char track[64] = "music/sample";
    warp_write_bytes(w, track, 64);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x48, name_crc("sound_classes")); /* 5-byte classes, no count */
    static const uint8_t classes[4][5] = {{10, 20, 0x00, 50, 1}, {5, 10, 0x02, 60, 1}, {0, 0, 0x04, 70, 1},
                                          {0, 0, 0x04, 80, 2}};
    warp_write_bytes(w, classes, sizeof classes);
    warp_write_chunk_end(w);
    /* stereo table: count, 12 zero bytes, {hash, interleave, last block, blocks}: 3 blocks of
     * 0x100 bytes per channel, 0x40 of each channel useful in the last, at 0x800 in BFW.SND */
    warp_write_chunk_begin(w, 0x49, name_crc("stereo_sounds"));
    warp_write_u32(w, 1);
    warp_write_zeros(w, 12);
    warp_write_u32(w, name_crc(STREAM_STEREO));
    warp_write_u32(w, 0x100);
    warp_write_u32(w, 0x40);
    warp_write_u32(w, 3);
    return warp_write_chunk_end(w);
}
