/* WAV writer: "RIFF" size "WAVE", a 16-byte "fmt " chunk (PCM, 16 bits), then "data". */
#include "formats/wav.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "platform/util.h"


static void header(uint8_t h[44], uint32_t channels, uint32_t rate, uint64_t data_bytes) {
    uint32_t data = data_bytes > 0xFFFFFFFFu - 36 ? 0xFFFFFFFFu - 36 : (uint32_t)data_bytes;
    memcpy(h, "RIFF", 4), put_le32(h + 4, 36 + data), memcpy(h + 8, "WAVEfmt ", 8);
    put_le32(h + 16, 16), put_le16(h + 20, 1), put_le16(h + 22, channels), put_le32(h + 24, rate);
    put_le32(h + 28, rate * channels * 2), put_le16(h + 32, channels * 2), put_le16(h + 34, 16);
    memcpy(h + 36, "data", 4), put_le32(h + 40, data);
}

int wav_open(wav_writer *w, const char *path, uint32_t channels, uint32_t rate) {
    memset(w, 0, sizeof *w);
    if (channels == 0 || channels > 8) return errno = EINVAL, -1;
    w->channels = channels, w->rate = rate;
    if (out_open(&w->o, path) != 0) return -1;
    uint8_t h[44];
    header(h, channels, rate, 0);
    if (fwrite(h, 1, sizeof h, w->o.f) != sizeof h) return w->failed = 1, -1;
    return 0;
}

int wav_write(wav_writer *w, const int16_t *pcm, size_t frames) {
    uint8_t buf[4096];
    size_t n = frames * w->channels, k = 0;
    while (!w->failed && k < n) {
        size_t m = n - k < sizeof buf / 2 ? n - k : sizeof buf / 2;
        for (size_t i = 0; i < m; i++) put_le16(buf + 2 * i, (uint16_t)pcm[k + i]); /* little-endian on any host */
        if (fwrite(buf, 2, m, w->o.f) != m) w->failed = 1;
        k += m;
    }
    w->frames += frames;
    return w->failed ? -1 : 0;
}

int wav_close(wav_writer *w) {
    uint8_t h[44];
    header(h, w->channels, w->rate, w->frames * w->channels * 2);
    if (w->failed || fseek(w->o.f, 0, SEEK_SET) != 0 || fwrite(h, 1, sizeof h, w->o.f) != sizeof h) {
        int e = errno ? errno : EIO;
        out_abort(&w->o);
        return errno = e, -1;
    }
    return out_commit(&w->o);
}

void wav_abort(wav_writer *w) { out_abort(&w->o); }

int wav_write_file(const char *path, const int16_t *pcm, size_t frames, uint32_t channels, uint32_t rate) {
    wav_writer w;
    if (wav_open(&w, path, channels, rate) != 0) {
        wav_abort(&w);
        return -1;
    }
    if (wav_write(&w, pcm, frames) != 0) {
        wav_abort(&w);
        return -1;
    }
    return wav_close(&w);
}
