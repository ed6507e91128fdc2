/* Fuzz target: the rebuild's WAV reader (examples/warp/formats/wav_read.c): any bytes
 * either parse into frames * channels samples that were all read from inside the input,
 * or end in an error sentence; the mono mix runs over what was read. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "formats/wav_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    wav_data w;
    char err[256];
    err[0] = 0;
    if (wav_parse(data, size, &w, err, sizeof err) == 0) {
        if (!w.channels || w.channels > 8 || !w.rate) abort();
        if ((uint64_t)w.frames * w.channels * (w.bits / 8) > size) abort();
        const uint8_t *at;
        wav_data h;
        if (wav_parse_header(data, size, &h, &at, err, sizeof err) || h.frames != w.frames) abort();
        int16_t two[2 * 8];
        for (size_t f = 0; f < w.frames && f < 64; f++) { /* the streamed view agrees with the whole read */
            wav_frames(&h, at, f, 1, w.channels, two);
            if (memcmp(two, w.pcm + f * w.channels, w.channels * sizeof *two)) abort();
            wav_frames(&h, at, f, 1, 2, two);
            wav_frames(&h, at, f, 1, 1, two);
        }
        int32_t sum = 0, n = (int32_t)w.channels;
        for (uint32_t c = 0; w.frames && c < w.channels; c++) sum += w.pcm[c];
        wav_mix_mono(&w);
        if (w.channels != 1) abort();
        if (w.frames && (w.pcm[0] > sum / n + 1 || w.pcm[0] < sum / n - 1)) abort(); /* the mean, rounded */
        wav_data_free(&w);
    } else if (!err[0] || w.pcm) {
        abort();
    }
    return 0;
}
