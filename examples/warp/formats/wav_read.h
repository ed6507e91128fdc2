/* WAV (RIFF/WAVE) input for the rebuild: PCM 8 (unsigned), 16, 24 and 32 bits and IEEE
 * float 32, WAVE_FORMAT_EXTENSIBLE of those, 1 to 8 channels, read into 16-bit samples.
 * Every chunk is checked against the RIFF size and the file: a size running past them
 * is an error naming the chunk, never a read past the buffer. */
#ifndef WARP_TOOL_WAV_READ_H
#define WARP_TOOL_WAV_READ_H

#include <stddef.h>
#include <stdint.h>

typedef struct wav_data {
    int16_t *pcm;      /* frames * channels interleaved samples (malloc'ed), or mono when mixed */
    size_t frames;
    uint32_t channels; /* as stored (pcm holds 1 after wav_mix_mono) */
    uint32_t rate;
    uint32_t bits;     /* as stored: 8, 16, 24 or 32 */
    int is_float;      /* IEEE float samples */
} wav_data;

/* Parse a whole WAV held in memory. 0, or -1 with a sentence saying what is wrong (and
 * what to change) in err. */
int wav_parse(const uint8_t *p, size_t len, wav_data *out, char *err, size_t err_cap);

/* The header only: out's fields but pcm (left NULL), *data the first sample frame in p
 * (frames * channels * bits / 8 bytes). 0, or -1 with err as wav_parse. */
int wav_parse_header(const uint8_t *p, size_t len, wav_data *out, const uint8_t **data, char *err, size_t err_cap);
/* count frames from frame `first` of a header-parsed WAV's data as 16-bit samples, mixed to
 * `channels` (1: the mean; the WAV's own count: as stored; 2 from 1: duplicated). */
void wav_frames(const wav_data *w, const uint8_t *data, size_t first, size_t count, uint32_t channels, int16_t *out);

/* wav_parse on a file: 0, or -1 after a message naming the file. */
int wav_read_file(const char *path, wav_data *out);

/* Mix the channels to one (their mean, rounded); frames is kept. */
void wav_mix_mono(wav_data *w);

void wav_data_free(wav_data *w);

#endif
