/* WAV (RIFF, 16-bit PCM) output, streamed: open, write samples in pieces, close (the
 * header's sizes are filled in then). Written through outfile.h, so a WAV appears under
 * its final name only when complete. */
#ifndef WARP_TOOL_WAV_H
#define WARP_TOOL_WAV_H

#include <stddef.h>
#include <stdint.h>

#include "platform/outfile.h"

typedef struct wav_writer {
    out_file o;
    uint32_t channels, rate;
    uint64_t frames; /* sample frames written (one sample per channel) */
    int failed;
} wav_writer;

/* 0, or -1 with errno set. */
int wav_open(wav_writer *w, const char *path, uint32_t channels, uint32_t rate);
/* frames * channels interleaved samples. 0, or -1 (the writer is then failed). */
int wav_write(wav_writer *w, const int16_t *pcm, size_t frames);
/* Fill in the sizes and commit: 0, or -1 with errno set (nothing left behind). */
int wav_close(wav_writer *w);
void wav_abort(wav_writer *w);
/* A whole WAV in one call. */
int wav_write_file(const char *path, const int16_t *pcm, size_t frames, uint32_t channels, uint32_t rate);

#endif
