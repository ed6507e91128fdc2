/* WAV reader (wav_read.h). The layout: "RIFF" u32 size "WAVE", then chunks {id, u32 size,
 * bytes, a pad byte when size is odd}; "fmt " (format tag, channels, rate, byte rate,
 * block align, bits; tag 0xFFFE carries the real tag in its sub-format GUID) must come
 * before "data". */
#include "formats/wav_read.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

enum { TAG_PCM = 1, TAG_FLOAT = 3, TAG_EXTENSIBLE = 0xFFFE };

static uint32_t rd16(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8; }

/* The "fmt " chunk into out; 0 or -1 with err. */
static int parse_fmt(const uint8_t *c, uint32_t size, wav_data *out, char *err, size_t cap) {
    if (size < 16) return fail_with(err, cap, "its \"fmt \" chunk has %u bytes, fewer than 16", size);
    uint32_t tag = rd16(c), channels = rd16(c + 2), rate = le32(c + 4), align = rd16(c + 12), bits = rd16(c + 14);
    if (tag == TAG_EXTENSIBLE) {
        if (size < 40) return fail_with(err, cap, "its extensible \"fmt \" chunk has %u bytes, fewer than 40", size);
        tag = rd16(c + 24); /* the sub-format GUID's first two bytes are the format tag */
    }
    if (tag != TAG_PCM && tag != TAG_FLOAT)
        return fail_with(err, cap, "format %u is not PCM (1) or IEEE float (3): save it as 16-bit PCM", tag);
    if (channels == 0) return fail_with(err, cap, "its \"fmt \" chunk says 0 channels");
    if (channels > 8) return fail_with(err, cap, "%u channels: at most 8 are read", channels);
    if (rate == 0) return fail_with(err, cap, "its \"fmt \" chunk says a rate of 0 Hz");
    if (tag == TAG_FLOAT ? bits != 32 : bits != 8 && bits != 16 && bits != 24 && bits != 32)
        return fail_with(err, cap, "%u-bit %s samples are not read (PCM 8, 16, 24, 32 bits or float 32)", bits,
                    tag == TAG_FLOAT ? "float" : "PCM");
    if (align != channels * bits / 8)
        return fail_with(err, cap, "block align %u, but %u channels of %u bits take %u bytes", align, channels, bits,
                    channels * bits / 8);
    out->channels = channels, out->rate = rate, out->bits = bits, out->is_float = tag == TAG_FLOAT;
    return 0;
}

static int16_t sample_at(const uint8_t *p, uint32_t bits, int is_float) {
    if (is_float) {
        uint32_t u = le32(p);
        float f;
        memcpy(&f, &u, 4);
        if (!(f == f)) return 0; /* NaN */
        double v = (double)f * 32768.0;
        return (int16_t)(v >= 32767.0 ? 32767 : v <= -32768.0 ? -32768 : (int)(v < 0 ? v - 0.5 : v + 0.5));
    }
    switch (bits) {
    case 8: return (int16_t)(((int)p[0] - 128) * 256);
    case 16: return (int16_t)rd16(p);
    case 24: return (int16_t)(rd16(p + 1)); /* the top 16 of 24 bits */
    default: return (int16_t)rd16(p + 2);   /* the top 16 of 32 bits */
    }
}

int wav_parse_header(const uint8_t *p, size_t len, wav_data *out, const uint8_t **data_at, char *err, size_t cap) {
    memset(out, 0, sizeof *out);
    if (len < 12 || memcmp(p, "RIFF", 4) || memcmp(p + 8, "WAVE", 4))
        return fail_with(err, cap, "not a WAV file (no RIFF/WAVE header)");
    uint64_t riff_end = 8 + (uint64_t)le32(p + 4);
    if (riff_end > len)
        return fail_with(err, cap, "its RIFF size says %llu bytes, the file has %zu: truncated or a corrupt size field",
                    (unsigned long long)riff_end, len);
    const uint8_t *data = NULL;
    uint32_t data_size = 0;
    int have_fmt = 0;
    for (uint64_t off = 12; off + 8 <= riff_end;) {
        uint32_t size = le32(p + off + 4);
        char id[5] = {0};
        for (int k = 0; k < 4; k++) id[k] = p[off + k] >= 0x20 && p[off + k] < 0x7F ? (char)p[off + k] : '?';
        if (off + 8 + (uint64_t)size > riff_end)
            return fail_with(err, cap, "its \"%s\" chunk at %llu says %u bytes, past the end of the RIFF data (%llu)", id,
                        (unsigned long long)off, size, (unsigned long long)riff_end);
        if (!memcmp(p + off, "fmt ", 4)) {
            if (parse_fmt(p + off + 8, size, out, err, cap)) return -1;
            have_fmt = 1;
        } else if (!memcmp(p + off, "data", 4) && !data) {
            if (!have_fmt) return fail_with(err, cap, "its \"data\" chunk comes before the \"fmt \" chunk");
            data = p + off + 8, data_size = size;
        }
        off += 8 + (uint64_t)size + (size & 1);
    }
    if (!have_fmt) return fail_with(err, cap, "no \"fmt \" chunk");
    if (!data) return fail_with(err, cap, "no \"data\" chunk");
    out->frames = data_size / (out->channels * out->bits / 8);
    *data_at = data;
    return 0;
}

void wav_frames(const wav_data *w, const uint8_t *data, size_t first, size_t count, uint32_t channels, int16_t *out) {
    size_t step = w->bits / 8;
    for (size_t f = 0; f < count; f++) {
        const uint8_t *p = data + (first + f) * w->channels * step;
        if (channels == w->channels || (channels > 1 && w->channels == 1)) {
            for (uint32_t c = 0; c < channels; c++)
                out[f * channels + c] = sample_at(p + (w->channels == 1 ? 0 : c) * step, w->bits, w->is_float);
            continue;
        }
        int32_t sum = 0, n = (int32_t)w->channels; /* to mono: the mean, rounded */
        for (uint32_t c = 0; c < w->channels; c++) sum += sample_at(p + c * step, w->bits, w->is_float);
        int16_t v = (int16_t)(sum >= 0 ? (sum + n / 2) / n : -((-sum + n / 2) / n));
        for (uint32_t c = 0; c < channels; c++) out[f * channels + c] = v;
    }
}

int wav_parse(const uint8_t *p, size_t len, wav_data *out, char *err, size_t cap) {
    const uint8_t *data;
    if (wav_parse_header(p, len, out, &data, err, cap)) return -1;
    size_t n = out->frames * out->channels;
    out->pcm = malloc(n ? n * sizeof *out->pcm : 1);
    if (!out->pcm) return fail_with(err, cap, "out of memory for %zu samples", n);
    wav_frames(out, data, 0, out->frames, out->channels, out->pcm);
    return 0;
}

int wav_read_file(const char *path, wav_data *out) {
    file_map m;
    memset(out, 0, sizeof *out);
    if (map_file(path, &m)) {
        report(path, -1, "%s", strerror(errno));
        return -1;
    }
    char err[256];
    int rc = wav_parse(m.data, m.len, out, err, sizeof err);
    unmap_file(&m);
    if (rc) report(path, -1, "%s", err);
    return rc;
}

void wav_mix_mono(wav_data *w) {
    if (w->channels <= 1) return;
    for (size_t f = 0; f < w->frames; f++) {
        int32_t sum = 0;
        for (uint32_t c = 0; c < w->channels; c++) sum += w->pcm[f * w->channels + c];
        int32_t n = (int32_t)w->channels;
        w->pcm[f] = (int16_t)(sum >= 0 ? (sum + n / 2) / n : -((-sum + n / 2) / n));
    }
    w->channels = 1;
}

void wav_data_free(wav_data *w) {
    free(w->pcm);
    w->pcm = NULL;
}
