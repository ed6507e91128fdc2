/* PS2 SPU2 ADPCM sound data and the sound tables of warriors.glr. Included by
 * warp/warp.h. Format notes: docs/format-audio.md.
 *
 * Every sound of the game is headerless ADPCM: 16-byte frames of 28 samples.
 * Decoding is streaming: a warp_adpcm_state (the channel's two previous samples)
 * lives in caller memory and carries over from one call to the next, so a sound
 * can be fed in pieces of any whole number of frames. Stereo sounds and music are
 * stored in blocks of `interleave` bytes per channel (warp_adpcm_layout).
 *
 * Where a sound is and how it plays comes from tables: the sound list (chunk 0x29)
 * gives size, offset, rate and class per name hash; a bank index (<bank>.msd)
 * gives each hash's offset in its bank (<bank>.msb); the stereo table (0x49) and
 * the music list (0x31) give the interleaved layouts; the classes (0x48) tell
 * looping, streaming and channels. The foreach functions walk them, each size
 * checked against the chunk payload they are given. */
#ifndef WARP_AUDIO_H
#define WARP_AUDIO_H

#include "warp/core.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- ADPCM codec ------------------------------------------------------------- */
#define WARP_ADPCM_FRAME_BYTES 16
#define WARP_ADPCM_FRAME_SAMPLES 28
/* Channels an interleaved layout may have (the game uses 1 and 2). */
#define WARP_ADPCM_MAX_CHANNELS 8

/* Frame flag bits (byte 1 of a frame). */
enum { WARP_ADPCM_FLAG_END = 1, WARP_ADPCM_FLAG_REPEAT = 2, WARP_ADPCM_FLAG_LOOP_START = 4 };
/* Options of warp_adpcm_decode. */
enum { WARP_ADPCM_STOP_AT_END = 1 };

/* One channel's decoder (or encoder) history. Zero it (all fields) to start a
 * sound; the codec updates s1 (previous sample) and s2 (the one before). Every
 * function taking one returns WARP_E_ARG when a reserved word is not 0. */
typedef struct warp_adpcm_state {
    int32_t s1, s2;
    uint32_t reserved[2]; /* must be 0 */
} warp_adpcm_state;

/* Decode one 16-byte frame into 28 samples and advance the state. Returns the
 * frame's flag byte (0-255), or WARP_E_ARG for a NULL argument. The SPU2's rules:
 * sample = ((s16)(nibble << 12) >> shift) + ((s1*f0 + s2*f1 + 32) >> 6), clamped to
 * 16 bits, shifts 13-15 act as 9 and predictors 5-15 as 4. */
WARP_API int warp_adpcm_decode_frame(warp_adpcm_state *st, const void *frame, int16_t out[28]);

/* Decode the whole frames of src (a trailing partial frame is not used). With
 * WARP_ADPCM_STOP_AT_END, decoding stops after the first frame whose flag byte has
 * bit 0 set (the sound's last frame). Returns WARP_OK (never WARP_END). *samples
 * (required) receives the samples written, or with dst NULL, or WARP_E_DST_SMALL when
 * dst_count is too small, the samples needed (the state is then left unchanged).
 * *used (optional) receives the bytes of src decoded (or, with dst NULL, that would
 * be), a multiple of 16; 0 after WARP_E_DST_SMALL. The sound ended inside src when
 * *used > 0 and byte 1 of the last used frame, ((const uint8_t *)src)[*used - 15],
 * has WARP_ADPCM_FLAG_END set. */
WARP_API int warp_adpcm_decode(warp_adpcm_state *st, const void *src, size_t src_len, uint32_t options,
                               int16_t *dst, size_t dst_count, size_t *samples, size_t *used);

/* Encode count samples as ceil(count / 28) frames (the last one padded with
 * silence). Per frame, every predictor 0-4 and shift 0-12 is tried and the one with
 * the smallest squared error after the decoder's own rounding and clamping is
 * kept, so the state stays in step with a decoder's. Every frame's flag byte is 0
 * except the last one's, which is last_flags (e.g. WARP_ADPCM_FLAG_END). *written
 * (required) receives the bytes written, or with dst NULL, or WARP_E_DST_SMALL, the
 * bytes needed. WARP_E_ARG for count 0 or last_flags > 255. */
WARP_API int warp_adpcm_encode(warp_adpcm_state *st, const int16_t *pcm, size_t count, uint32_t last_flags,
                               void *dst, size_t dst_len, size_t *written);

/* ---- interleaved (stereo and music) layouts ---------------------------------- */
/* `blocks` blocks, each `interleave` bytes of channel 0, then of channel 1, ...
 * Every block, the last included, is stored full size: the stored span is always
 * channels * interleave * blocks bytes. last_block counts the useful bytes of each
 * channel in the last block: channel c of it is min(last_block, interleave) bytes
 * (whole frames) at its own offset c * interleave; 0 means the whole block
 * (docs/format-audio.md). */
typedef struct warp_adpcm_layout {
    uint32_t channels;   /* 1 to WARP_ADPCM_MAX_CHANNELS */
    uint32_t interleave; /* bytes per channel per block, a multiple of 16 */
    uint32_t blocks;     /* at least 1 */
    uint32_t last_block; /* useful bytes of each channel in the last block; 0 = full */
    uint32_t reserved[4];/* must be 0 */
} warp_adpcm_layout;

/* Check a layout (values straight from a table). *stored (optional): bytes the
 * sound spans in its file; *channel_bytes (optional): ADPCM bytes of one channel.
 * WARP_E_CORRUPT for channels, interleave or blocks 0, an interleave not a multiple
 * of 16 (a last_block over interleave reads as a full block); WARP_E_UNSUPPORTED for more than
 * WARP_ADPCM_MAX_CHANNELS channels. */
WARP_API int warp_adpcm_layout_check(const warp_adpcm_layout *l, uint64_t *stored, uint64_t *channel_bytes);

/* Decode block `block` of an interleaved sound: src holds the stored bytes from
 * the block's start (block * channels * interleave); states has one entry per
 * channel. Samples are written interleaved (channel 0, 1, ..., 0, 1, ...); no end
 * flags are honoured (streamed data has none). *frames (required) receives the
 * samples per channel written, or needed with dst NULL or WARP_E_DST_SMALL
 * (dst_count counts int16_t values, frames * channels). WARP_E_RANGE for a block
 * past the last, WARP_E_TRUNCATED when src is shorter than the block's data, and
 * the errors of warp_adpcm_layout_check. */
WARP_API int warp_adpcm_decode_block(const warp_adpcm_layout *l, warp_adpcm_state *states, uint32_t block,
                                     const void *src, size_t src_len, int16_t *dst, size_t dst_count,
                                     size_t *frames);

/* ---- tables ------------------------------------------------------------------- */
#define WARP_SOUND_RATE_COUNT 73
/* Hz of a sound-list rate index (the game's 73-entry table); 0 past the table. */
WARP_API uint32_t warp_sound_rate(uint32_t rate_index);

/* Sound list (chunk 0x29): u32 count, then 16-byte records from +4, sorted by hash. */
typedef struct warp_sound_info {
    uint32_t index;
    uint32_t hash;            /* +8: CRC-32 of the name, e.g. "vags/character/voices/5/attack_01" */
    uint32_t size;            /* +0: ADPCM bytes (64, a placeholder, for stereo sounds) */
    uint32_t offset;          /* +4: in IOP/BFW.SND or in the sound's bank */
    uint32_t pitch_variation; /* +0xC: percent */
    uint32_t volume;          /* +0xD: percent */
    uint32_t rate_index;      /* +0xE */
    uint32_t rate;            /* Hz (warp_sound_rate); 0 for an index past the table */
    uint32_t class_index;     /* +0xF: record of the classes chunk 0x48 */
    uint32_t reserved[7];
} warp_sound_info;

/* Sound classes (chunk 0x48): 5-byte records, no count; a record with 0 channels
 * (or the end of the payload) ends the table. Flag bits: */
enum {
    WARP_SOUND_CLASS_LOOP = 0x01,
    WARP_SOUND_CLASS_3D = 0x02,
    WARP_SOUND_CLASS_STREAMED = 0x04, /* from IOP/BFW.SND, else from a bank */
    WARP_SOUND_CLASS_3D_B = 0x08,
    WARP_SOUND_CLASS_DIRECTIONAL = 0x10,
    WARP_SOUND_CLASS_RESERVED_CHANNELS = 0x20
};
typedef struct warp_sound_class_info {
    uint32_t index;
    uint32_t near_m;   /* byte 0: metres */
    uint32_t far_raw;  /* byte 1: metres / 5 */
    uint32_t flags;    /* byte 2: WARP_SOUND_CLASS_* (0x40 unknown, kept) */
    uint32_t priority; /* byte 3 */
    uint32_t channels; /* byte 4 */
    uint32_t reserved[2];
} warp_sound_class_info;

/* Stereo table (chunk 0x49): u32 count, 12 bytes, 16-byte records from +16. */
typedef struct warp_stereo_info {
    uint32_t index;
    uint32_t hash;            /* the sound-list hash of the sound */
    uint32_t reserved[2];
    warp_adpcm_layout layout; /* channels 2; interleave, last_block and blocks as stored */
} warp_stereo_info;

/* Music list (chunk 0x31): u32 count, 104-byte records from +4. */
typedef struct warp_music_info {
    uint32_t index;
    uint32_t hash;            /* +0x24: CRC-32 of the name */
    uint32_t offset;          /* +0x10: in IOP/MUSIC.SND */
    uint32_t rate;            /* +0x04: Hz */
    uint32_t unknown_08, unknown_0c; /* 64 and 32 on the disc */
    float volume;             /* +0x00 */
    uint32_t reserved;
    warp_adpcm_layout layout; /* +0x14 channels, +0x18 interleave, +0x1C blocks, +0x20 last block */
    char name[80];            /* +0x28: the stored 64 bytes up to their first NUL ("music/<track>") */
} warp_music_info;

/* Bank index (<bank>.msd): {u32 hash, u32 offset} pairs into <bank>.msb, sorted by
 * offset, ended by a zero pair. `span` runs to the next offset (or the bank's end):
 * the most a sound may take; its size comes from the sound list. */
typedef struct warp_bank_sound_info {
    uint32_t index;
    uint32_t hash;
    uint32_t offset;
    uint32_t span;
    uint32_t reserved[4];
} warp_bank_sound_info;

typedef int (*warp_sound_cb)(void *user, const warp_sound_info *info);
typedef int (*warp_sound_class_cb)(void *user, const warp_sound_class_info *info);
typedef int (*warp_stereo_cb)(void *user, const warp_stereo_info *info);
typedef int (*warp_music_cb)(void *user, const warp_music_info *info);
typedef int (*warp_bank_cb)(void *user, const warp_bank_sound_info *info);

/* Each walks a chunk payload (the bytes after the 16-byte chunk header) and checks
 * the whole table before the first callback: WARP_E_TRUNCATED when the count's
 * records do not fit, WARP_E_LIMIT when the count exceeds limits->max_count,
 * WARP_E_ARG for a NULL buffer or callback. Records are reported in file order;
 * fields are kept as stored (a sound list that is not sorted is walked as it is). */
WARP_API int warp_sound_list_foreach(const void *buf, size_t len, const warp_limits *limits, warp_sound_cb cb,
                                     void *user);
/* Record `index` of a sound list: WARP_E_RANGE past the count, and the table errors
 * above (checked in constant time: the count against len and max_count). */
WARP_API int warp_sound_list_get(const void *buf, size_t len, const warp_limits *limits, uint32_t index,
                                 warp_sound_info *out);
/* The record of a hash, by binary search (O(log n), no walk): the list is sorted by hash
 * (the game searches it so, docs/format-audio.md). Hashes may repeat: *out receives the
 * first record of the hash (lowest index) and *matches (optional) how many records have
 * it, at indices out->index to out->index + *matches - 1 (warp_sound_list_get).
 * WARP_E_NOT_FOUND when no record has the hash; the table errors above. On a table that
 * is not sorted the search stays in bounds but may miss a record (WARP_E_NOT_FOUND). */
WARP_API int warp_sound_list_find(const void *buf, size_t len, const warp_limits *limits, uint32_t hash,
                                  warp_sound_info *out, uint32_t *matches);
WARP_API int warp_sound_class_foreach(const void *buf, size_t len, const warp_limits *limits,
                                      warp_sound_class_cb cb, void *user);
WARP_API int warp_stereo_foreach(const void *buf, size_t len, const warp_limits *limits, warp_stereo_cb cb,
                                 void *user);
WARP_API int warp_music_foreach(const void *buf, size_t len, const warp_limits *limits, warp_music_cb cb,
                                void *user);

/* Write one record of a table as the walks above read it (docs/format-audio.md, "Writing
 * the tables back"): the caller writes the count and header words and keeps the other
 * records. Not stored, so ignored: each info's index and the sound's rate (Hz). Every
 * value is checked before the first byte is written: WARP_E_ARG for a NULL pointer, a
 * non-zero reserved word, a byte field over 255 (the sound's pitch variation, volume and
 * class; every class byte), a class of 0 channels (0 ends the class table), a stereo
 * layout that is not 2 channels, a last block over the interleave, or a music name of 64
 * bytes or more (or bytes after its NUL); WARP_E_RANGE for a rate index past the
 * WARP_SOUND_RATE_COUNT rates. Sizes: sound 16, class 5, stereo 16, music 104 bytes. */
WARP_API int warp_write_sound_record(warp_writer *w, const warp_sound_info *s);
WARP_API int warp_write_sound_class(warp_writer *w, const warp_sound_class_info *c);
WARP_API int warp_write_stereo_record(warp_writer *w, const warp_stereo_info *s);
WARP_API int warp_write_music_record(warp_writer *w, const warp_music_info *m);

/* Walk a bank index against a bank of bank_len bytes. Checked first: WARP_E_TRUNCATED
 * when no zero pair ends the pairs, WARP_E_CORRUPT when offsets go down,
 * WARP_E_RANGE when an offset is at or past bank_len, WARP_E_LIMIT past max_count. */
WARP_API int warp_bank_foreach(const void *msd, size_t msd_len, size_t bank_len, const warp_limits *limits,
                               warp_bank_cb cb, void *user);

#ifdef __cplusplus
}
#endif
#endif
