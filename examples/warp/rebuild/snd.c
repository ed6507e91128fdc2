/* warp rebuild BFW.SND|MUSIC.SND (snd.h). FACTS.md 7, FACTS-2 6.6-6.7.
 *
 * The sounds of a .SND come from warriors.glr's tables: in BFW.SND the sound-list records
 * whose class is streamed (mono: `size` ADPCM bytes, no end flags; stereo: the stereo
 * table's layout), in MUSIC.SND the music list's tracks (interleaved layouts). A WAV of the
 * extraction is edited when its channels, rate or samples differ from a fresh decode of
 * the stored sound. An edited sound is encoded into the same shape: mono frames, or blocks
 * of `interleave` bytes per channel, the last block stored full size with each channel's
 * useful bytes at its own interleave offset (FACTS.md 7: the stereo table's and music
 * list's last block counts one channel); each sound starts on a 2,048-byte boundary. The new .SND is
 * the old one copied in pieces with the edited sounds encoded in their place; the sounds
 * after a resized one move by the difference, and the tables' words follow (offsets,
 * sizes, layouts, rates) in a copy of the WAD. */
#include "rebuild/snd.h"

#include <cJSON.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "formats/wav_read.h"
#include "platform/outfile.h"
#include "platform/disc.h"
#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/strays.h"

#define ALIGN 2048u
#define COPY_BYTES (4u << 20)
#define MONO_FRAMES (28u * 2048u) /* samples encoded per piece of a mono sound */

typedef struct snd_obj {
    uint64_t off, span;    /* stored */
    uint32_t hash, rate, rate_index, channels;
    warp_adpcm_layout l;   /* channels 0: mono `span` bytes */
    size_t rec, stereo;    /* their records in warriors.glr (stereo 0: none) */
    int edited;
    char *wav;             /* its WAV (malloc'ed) when the extraction has one, else NULL */
    uint64_t frames, new_span, new_off;
    warp_adpcm_layout nl;
    uint32_t new_rate, new_rate_index;
} snd_obj;

typedef struct word {
    uint64_t at; /* in the WAD */
    uint32_t v;
} word;

typedef struct snd_job {
    const char *snd, *wad, *dir;
    int music, quiet, fd;
    uint64_t base, size, glr_at; /* the .SND's bytes in the file open on fd (a disc image's member) */
    uint8_t *glr;
    size_t glr_len;
    snd_obj *o;
    size_t n;
    word *w;
    size_t nw;
} snd_job;

/* ---- the tables ---------------------------------------------------------------------------- */

typedef struct tables {
    snd_job *j;
    size_t list, classes, stereo, music; /* payload offsets in glr (0: absent) */
    size_t list_len, classes_len, stereo_len, music_len;
} tables;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    tables *t = user;
    size_t at = c->offset + 16;
    if (c->type == 0x29) t->list = at, t->list_len = c->size;
    if (c->type == 0x48) t->classes = at, t->classes_len = c->size;
    if (c->type == 0x49) t->stereo = at, t->stereo_len = c->size;
    if (c->type == 0x31) t->music = at, t->music_len = c->size;
    return 0;
}

static int add_obj(snd_job *j, const snd_obj *o) {
    snd_obj *n = realloc(j->o, (j->n + 1) * sizeof *n);
    if (!n) return -1;
    j->o = n;
    j->o[j->n++] = *o;
    return 0;
}

static int music_cb(void *user, const warp_music_info *m) {
    tables *t = user;
    snd_obj o;
    memset(&o, 0, sizeof o);
    o.off = m->offset, o.hash = m->hash, o.rate = m->rate, o.l = m->layout, o.channels = m->layout.channels;
    o.rec = t->music + 4 + 104 * (size_t)m->index;
    if (warp_adpcm_layout_check(&o.l, &o.span, NULL) != WARP_OK) return 0; /* the extraction reported it */
    return add_obj(t->j, &o);
}

typedef struct walk {
    tables *t;
    const uint8_t *cls;
    size_t ncls;
} walk;

static int stereo_find(tables *t, uint32_t hash, warp_adpcm_layout *l, size_t *rec) {
    const uint8_t *p = t->j->glr + t->stereo;
    uint32_t n = t->stereo_len >= 16 ? le32(p) : 0;
    for (uint32_t k = 0; k < n && 16 + 16 * (uint64_t)(k + 1) <= t->stereo_len; k++) {
        const uint8_t *r = p + 16 + 16 * (size_t)k;
        if (le32(r) != hash) continue;
        memset(l, 0, sizeof *l);
        l->channels = 2, l->interleave = le32(r + 4), l->last_block = le32(r + 8), l->blocks = le32(r + 12);
        *rec = t->stereo + 16 + 16 * (size_t)k;
        return 0;
    }
    return -1;
}

static int sound_cb(void *user, const warp_sound_info *s) {
    walk *w = user;
    if (s->class_index >= w->ncls || !(w->cls[5 * s->class_index + 2] & WARP_SOUND_CLASS_STREAMED)) return 0;
    snd_obj o;
    memset(&o, 0, sizeof o);
    o.off = s->offset, o.hash = s->hash, o.rate = s->rate ? s->rate : 22500, o.rate_index = s->rate_index;
    o.rec = w->t->list + 4 + 16 * (size_t)s->index, o.channels = 1, o.span = s->size;
    if (!stereo_find(w->t, s->hash, &o.l, &o.stereo)) {
        o.channels = 2;
        if (warp_adpcm_layout_check(&o.l, &o.span, NULL) != WARP_OK) return 0;
    }
    return add_obj(w->t->j, &o);
}

static int load_objects(snd_job *j) {
    tables t;
    memset(&t, 0, sizeof t);
    t.j = j;
    warp_chunk_foreach(j->glr, j->glr_len, NULL, chunk_cb, &t);
    if (j->music) {
        if (!t.music) return report(j->wad, -1, "warriors.glr has no music list (0x31)"), -1;
        return warp_music_foreach(j->glr + t.music, t.music_len, NULL, music_cb, &t) < 0 ? -1 : 0;
    }
    if (!t.list || !t.classes) return report(j->wad, -1, "warriors.glr has no sound list or classes"), -1;
    walk w = {&t, j->glr + t.classes, t.classes_len / 5};
    return warp_sound_list_foreach(j->glr + t.list, t.list_len, NULL, sound_cb, &w) < 0 ? -1 : 0;
}

/* warriors.glr of the WAD, read with pread. */
static int load_glr(snd_job *j) {
    file_map dm;
    uint64_t base, size;
    int fd, rc = -1;
    if (disc_open(j->wad, &fd, &base, &size) != 0) return report(j->wad, -1, "%s", strerror(errno)), -1;
    if (map_file(j->dir, &dm)) {
        report(j->dir, -1, "%s", strerror(errno));
        close(fd);
        return -1;
    }
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    uint32_t i;
    warp_entry e;
    if (!w || warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dm.data, dm.len, size, NULL) ||
        warp_wad_find(w, "warriors.glr", &i) || warp_wad_get(w, i, &e)) {
        report(j->wad, -1, "no warriors.glr entry (or an unreadable DIR %s)", j->dir);
    } else if (!(j->glr = malloc(e.size ? e.size : 1)) || pread(fd, j->glr, e.size, (off_t)(base + e.offset)) != (ssize_t)e.size) {
        report(j->wad, (long long)e.offset, "cannot read warriors.glr");
    } else {
        j->glr_len = e.size, j->glr_at = e.offset, rc = 0;
    }
    free(w);
    unmap_file(&dm);
    close(fd);
    return rc;
}

/* ---- the manifest's items and the comparison --------------------------------------------- */

/* Per-channel samples a stored sound holds. */
static uint64_t stored_frames(const snd_obj *o) {
    uint64_t per = o->span;
    if (o->l.channels && warp_adpcm_layout_check(&o->l, NULL, &per) != WARP_OK) return 0; /* checked when found */
    return per / 16 * 28;
}

static int read_at(const snd_job *j, void *dst, size_t len, uint64_t off) {
    for (size_t done = 0; done < len;) {
        ssize_t n = pread(j->fd, (uint8_t *)dst + done, len - done, (off_t)(j->base + off + done));
        if (n <= 0) return report(j->snd, (long long)(off + done), "cannot read"), -1;
        done += (size_t)n;
    }
    return 0;
}

/* 1 when the WAV's samples differ from the stored sound's decode, 0 when equal, -1. */
static int differs(const snd_job *j, const snd_obj *o, const wav_data *h, const uint8_t *data) {
    uint32_t c = o->channels;
    size_t piece = o->l.channels ? (size_t)c * o->l.interleave : MONO_FRAMES / 28 * 16;
    uint8_t *buf = malloc(piece);
    int16_t *dec = malloc(piece / 16 * 28 * sizeof *dec), *ref = malloc(piece / 16 * 28 * sizeof *ref);
    warp_adpcm_state st[WARP_ADPCM_MAX_CHANNELS];
    memset(st, 0, sizeof st);
    int rc = buf && dec && ref ? 0 : -1;
    uint64_t first = 0;
    for (uint64_t done = 0, b = 0; !rc && done < o->span; b++) {
        size_t n = o->span - done < piece ? (size_t)(o->span - done) : piece, got = 0;
        if (read_at(j, buf, n, o->off + done)) rc = -1;
        int d = rc ? 0
                   : o->l.channels ? warp_adpcm_decode_block(&o->l, st, (uint32_t)b, buf, n, dec, piece / 16 * 28, &got)
                                   : warp_adpcm_decode(st, buf, n, 0, dec, piece / 16 * 28, &got, NULL);
        if (!rc && (d < 0 || first + got > h->frames)) rc = 1;
        if (!rc) {
            wav_frames(h, data, first, got, c, ref);
            if (memcmp(dec, ref, got * c * sizeof *ref)) rc = 1;
        }
        first += got, done += n;
    }
    free(buf), free(dec), free(ref);
    return rc;
}

/* The new rate (and index) for a WAV at `rate`: 0, or -1 after a message. */
static int new_rate(const snd_job *j, snd_obj *o, uint32_t rate) {
    o->new_rate = rate, o->new_rate_index = o->rate_index;
    if (rate == o->rate) return 0;
    if (j->music) {
        if (rate <= 48000) return 0; /* the record holds Hz; the SPU2 plays up to 48,000 */
        report(o->wav, -1, "%u Hz: music plays at 48,000 Hz at most: resample it (the track's own: %u Hz)", rate,
               o->rate);
        return -1;
    }
    for (uint32_t k = 1; k + 1 < WARP_SOUND_RATE_COUNT; k++)
        if (warp_sound_rate(k) == rate) return o->new_rate_index = k, 0;
    report(o->wav, -1, "%u Hz is not a rate the game plays: resample the WAV to its sound's %u Hz or another rate "
           "of the table (docs/tool.md, Editing sounds)", rate, o->rate);
    return -1;
}

/* The shape of the new sound: its layout (channels and interleave kept) and stored span. */
static int new_shape(snd_obj *o) {
    uint64_t chbytes = (o->frames + 27) / 28 * 16;
    if (!o->l.channels) {
        o->new_span = chbytes;
        return chbytes > UINT32_MAX ? -1 : 0;
    }
    o->nl = o->l;
    uint64_t blocks = (chbytes + o->l.interleave - 1) / o->l.interleave;
    uint64_t last = chbytes - (blocks - 1) * o->l.interleave;
    if (blocks > UINT32_MAX) return -1;
    o->nl.blocks = (uint32_t)blocks;
    o->nl.last_block = last == o->l.interleave ? 0 : (uint32_t)last; /* one channel's bytes (FACTS.md 7) */
    o->new_span = blocks * o->l.channels * o->l.interleave;
    return 0;
}

static int plan_obj(snd_job *j, snd_obj *o) {
    file_map m;
    if (map_file(o->wav, &m)) return report(o->wav, -1, "%s", strerror(errno)), -1;
    wav_data h;
    const uint8_t *data;
    char err[256];
    int rc = wav_parse_header(m.data, m.len, &h, &data, err, sizeof err);
    if (rc) report(o->wav, -1, "%s", err);
    if (!rc && (h.channels != o->channels || h.rate != o->rate || h.frames != stored_frames(o) ||
                (rc = differs(j, o, &h, data)) == 1)) {
        o->edited = 1, o->frames = h.frames, rc = 0;
        if (!h.frames) rc = -1, report(o->wav, -1, "no samples: a sound needs at least one");
        if (!rc) rc = new_rate(j, o, h.rate);
        if (!rc && new_shape(o)) rc = -1, report(o->wav, -1, "%llu samples: too long", (unsigned long long)h.frames);
    }
    unmap_file(&m);
    return rc;
}

/* Every file under from is one the manifest's items name (rebuild/strays.h): 0, or -1 after
 * one line per file that is not. */
static int no_strays(const cJSON *root, const char *from) {
    const cJSON *items = cJSON_GetObjectItemCaseSensitive(root, "items"), *t;
    const char **named = malloc(((size_t)cJSON_GetArraySize(items) + 1) * sizeof *named);
    size_t n = 0;
    if (!named) return report(from, -1, "out of memory"), -1;
    cJSON_ArrayForEach(t, items) {
        const cJSON *f = cJSON_GetObjectItemCaseSensitive(t, "file");
        if (cJSON_IsString(f) && f->valuestring) named[n++] = f->valuestring;
    }
    int rc = rebuild_check_strays_named(from, named, n);
    free(named);
    return rc;
}

/* The sound items of the .SND extraction's manifest ("items"; root, read from `path`), each
 * matched to its record. */
static int read_items(snd_job *j, const cJSON *root, const char *path, const char *from) {
    int rc = 0;
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "items")) {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(t, "kind");
        if (rc) break;
        if (!cJSON_IsString(k) || !k->valuestring || strcmp(k->valuestring, "sound")) continue;
        char file[256], hash[16];
        size_t off;
        uint32_t hv;
        if (manifest_file(t, NULL, file, sizeof file) || manifest_string(t, "hash", hash, sizeof hash) ||
            manifest_hash(hash, &hv) || manifest_number(t, "offset", &off)) {
            report(path, -1, "a sound item without its file, hash or offset");
            rc = -1;
            break;
        }
        for (size_t k2 = 0; k2 < j->n && !rc; k2++) {
            snd_obj *o = &j->o[k2];
            if (o->hash != hv || o->off != off || o->wav) continue;
            size_t need = strlen(from) + strlen(file) + 2;
            if (!(o->wav = malloc(need))) {
                rc = -1;
                break;
            }
            snprintf(o->wav, need, "%s/%s", from, file);
            rc = plan_obj(j, o);
            break; /* another record of the same bytes follows this one (place) */
        }
    }
    return rc;
}

/* ---- new offsets and the tables' words ------------------------------------------------------ */

static uint64_t align_up(uint64_t v) { return (v + ALIGN - 1) / ALIGN * ALIGN; }

static int add_word(snd_job *j, size_t rel, uint32_t v) {
    word *n = realloc(j->w, (j->nw + 1) * sizeof *n);
    if (!n) return -1;
    j->w = n;
    j->w[j->nw++] = (word){j->glr_at + rel, v};
    return 0;
}

static int by_off(const void *a, const void *b) {
    const snd_obj *x = a, *y = b;
    return x->off < y->off ? -1 : x->off > y->off;
}

/* Every sound's new offset; overlapping an edited sound is refused. */
static int place(snd_job *j) {
    qsort(j->o, j->n, sizeof *j->o, by_off);
    for (size_t k = 0; k < j->n; k++) {
        const snd_obj *e = &j->o[k];
        for (size_t q = 0; e->edited && e->wav && q < j->n; q++) {
            snd_obj *o = &j->o[q];
            if (q == k || o->off < e->off || o->off >= e->off + (e->span ? align_up(e->span) : 1)) continue;
            if (o->off != e->off || o->hash != e->hash) { /* its sectors are rewritten: nothing else may be there */
                report(e->wav, -1, "sound %08x at %llu shares its 2,048-byte sectors with sound %08x at %llu: not "
                       "rebuilt", e->hash, (unsigned long long)e->off, o->hash, (unsigned long long)o->off);
                return -1;
            }
            if (!o->edited) { /* a second record of the same sound: the same new shape, written once */
                size_t rec = o->rec, stereo = o->stereo;
                free(o->wav);
                *o = *e;
                o->rec = rec, o->stereo = stereo, o->wav = NULL; /* e's WAV, not owned */
            }
        }
    }
    int64_t delta = 0;
    for (size_t k = 0; k < j->n; k++) {
        snd_obj *o = &j->o[k];
        if (k && o->off == j->o[k - 1].off) { /* the same bytes as the one before */
            o->new_off = j->o[k - 1].new_off;
            continue;
        }
        o->new_off = (uint64_t)((int64_t)o->off + delta);
        if (o->edited) delta += (int64_t)align_up(o->new_span) - (int64_t)align_up(o->span);
        if (o->new_off > UINT32_MAX) return report(j->snd, -1, "the sounds would pass 4 GiB"), -1;
    }
    return 0;
}

static int words(snd_job *j) {
    for (size_t k = 0; k < j->n; k++) {
        const snd_obj *o = &j->o[k];
        const uint8_t *r = j->glr + o->rec;
        int rc = 0;
        if (o->new_off != o->off) rc |= add_word(j, o->rec + (j->music ? 0x10 : 4), (uint32_t)o->new_off);
        if (!o->edited) {
            if (rc) return -1;
            continue;
        }
        if (j->music) {
            rc |= add_word(j, o->rec + 4, o->new_rate) | add_word(j, o->rec + 0x1C, o->nl.blocks) |
                  add_word(j, o->rec + 0x20, o->nl.last_block);
        } else {
            rc |= add_word(j, o->rec + 12, (le32(r + 12) & 0xFF00FFFFu) | o->new_rate_index << 16);
            if (o->stereo)
                rc |= add_word(j, o->stereo + 8, o->nl.last_block) | add_word(j, o->stereo + 12, o->nl.blocks);
            else
                rc |= add_word(j, o->rec, (uint32_t)o->new_span);
        }
        if (rc) return -1;
    }
    return 0;
}

/* ---- writing ------------------------------------------------------------------------------- */

/* A progress line on a terminal, once a second: bytes of the input done. */
typedef struct progress {
    int bar;
    const char *what;
    uint64_t done, total;
    time_t last;
} progress;

static void advance(progress *p, uint64_t bytes) {
    if (!p) return;
    p->done += bytes;
    if (p->bar && time(NULL) != p->last) {
        p->last = time(NULL);
        fprintf(stderr, "\rwarp: writing %s: %3.0f%%", p->what, p->total ? 100.0 * (double)p->done / p->total : 100);
    }
}

/* [off, off + len) of the file whose bytes start at base of fd, the table words w put in. */
static int copy_range(int fd, uint64_t base, const char *name, FILE *out, uint64_t off, uint64_t len, const word *w,
                      size_t nw, progress *p) {
    uint8_t *buf = malloc(COPY_BYTES);
    int rc = buf ? 0 : -1;
    for (uint64_t done = 0; !rc && done < len;) {
        size_t n = len - done < COPY_BYTES ? (size_t)(len - done) : COPY_BYTES;
        ssize_t got = pread(fd, buf, n, (off_t)(base + off + done));
        if (got <= 0) {
            report(name, (long long)(off + done), "cannot read");
            rc = -1;
            break;
        }
        for (size_t k = 0; k < nw; k++) /* the tables' words falling in this piece */
            for (int b = 0; b < 4; b++)
                if (w[k].at + b >= off + done && w[k].at + b < off + done + (uint64_t)got)
                    buf[w[k].at + b - off - done] = (uint8_t)(w[k].v >> (8 * b));
        if (fwrite(buf, 1, (size_t)got, out) != (size_t)got) rc = -1;
        done += (uint64_t)got;
        advance(p, (uint64_t)got);
    }
    free(buf);
    return rc;
}

/* The encoder's error as it goes: each channel's new bytes decoded again. */
typedef struct snr_acc {
    warp_adpcm_state dec[WARP_ADPCM_MAX_CHANNELS];
    double sig, err;
} snr_acc;

/* Encode channel c of the count interleaved frames in tmp (of `channels`) into dst. */
static size_t encode_piece(size_t count, uint32_t channels, uint32_t c, warp_adpcm_state *st, const int16_t *tmp,
                           int16_t *mono, uint8_t *dst, size_t cap, snr_acc *a) {
    for (size_t f = 0; f < count; f++) mono[f] = tmp[f * channels + c];
    size_t written = 0, got = 0;
    warp_adpcm_encode(st, mono, count, 0, dst, cap, &written);
    int16_t back[28];
    for (size_t at = 0; at < written; at += 16) {
        warp_adpcm_decode_frame(&a->dec[c], dst + at, back);
        for (size_t k = 0; k < 28 && got < count; k++, got++) {
            double d = (double)back[k] - mono[got];
            a->sig += (double)mono[got] * mono[got], a->err += d * d;
        }
    }
    return written;
}

/* The edited sound o, encoded in its new shape, then zeros to the next 2,048 boundary;
 * *snr: the encoded sound's SNR against the WAV, in dB. */
static int write_obj(const snd_obj *o, FILE *out, double *snr) {
    file_map m;
    wav_data h;
    const uint8_t *data;
    char err[256];
    if (map_file(o->wav, &m) || wav_parse_header(m.data, m.len, &h, &data, err, sizeof err)) return -1;
    uint32_t c = o->channels;
    size_t per = o->l.channels ? o->l.interleave / 16 * 28 : MONO_FRAMES; /* frames of a block or piece */
    int16_t *tmp = malloc(per * c * sizeof *tmp), *mono = malloc(per * sizeof *mono);
    uint8_t *blk = calloc(c, per / 28 * 16);
    warp_adpcm_state st[WARP_ADPCM_MAX_CHANNELS];
    memset(st, 0, sizeof st);
    snr_acc acc;
    memset(&acc, 0, sizeof acc);
    int rc = tmp && mono && blk ? 0 : -1;
    uint64_t written = 0;
    for (uint64_t first = 0; !rc && first < o->frames; first += per) {
        size_t n = o->frames - first < per ? (size_t)(o->frames - first) : per, at = 0;
        memset(blk, 0, c * (per / 28 * 16));
        wav_frames(&h, data, (size_t)first, n, c, tmp); /* every channel's samples, converted once */
        for (uint32_t ch = 0; ch < c; ch++) { /* channel ch at ch * interleave, the last block too (FACTS.md 7) */
            size_t bytes = encode_piece(n, c, ch, &st[ch], tmp, mono, blk + at, per / 28 * 16, &acc);
            at += o->l.channels ? o->l.interleave : bytes;
        }
        size_t len = o->l.channels ? (size_t)c * o->l.interleave : at;
        if (fwrite(blk, 1, len, out) != len) rc = -1;
        written += len;
    }
    for (; !rc && written % ALIGN; written++) rc = fputc(0, out) == EOF ? -1 : 0;
    *snr = acc.err == 0 ? INFINITY : acc.sig == 0 ? -INFINITY : 10.0 * log10(acc.sig / acc.err);
    free(tmp), free(mono), free(blk);
    unmap_file(&m);
    return rc;
}

static const char *base_name(const char *p) {
    const char *s = strrchr(p, '/');
    return s ? s + 1 : p;
}

static int write_snd(snd_job *j, const char *outdir) {
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", outdir, base_name(j->snd));
    out_file o;
    if (make_dirs(outdir) || out_open(&o, path)) return report(path, -1, "%s", strerror(errno)), -1;
    uint64_t from = 0;
    int rc = 0;
    progress pg = {!j->quiet && isatty(2), path, 0, j->size, 0};
    for (size_t k = 0; !rc && k < j->n; k++) {
        const snd_obj *e = &j->o[k];
        if (!e->edited || !e->wav) continue; /* one WAV per sound, the records sharing it follow */
        double snr = 0;
        rc = copy_range(j->fd, j->base, j->snd, o.f, from, e->off - from, NULL, 0, &pg) || write_obj(e, o.f, &snr);
        advance(&pg, align_up(e->span));
        if (pg.bar) fprintf(stderr, "\r%*s\r", (int)strlen(path) + 20, ""); /* the progress line blanked */
        if (!rc && !j->quiet)
            fprintf(stderr, "warp: %s: re-encoded, %llu samples x %u channels at %u Hz (%llu -> %llu bytes, at %llu), "
                    "SNR %.1f dB\n", e->wav, (unsigned long long)e->frames, e->channels, e->new_rate,
                    (unsigned long long)e->span, (unsigned long long)e->new_span, (unsigned long long)e->new_off, snr);
        from = e->off + align_up(e->span) < j->size ? e->off + align_up(e->span) : j->size;
    }
    if (!rc) rc = copy_range(j->fd, j->base, j->snd, o.f, from, j->size - from, NULL, 0, &pg);
    if (pg.bar) fprintf(stderr, "\rwarp: writing %s: %s\n", path, rc ? "failed" : "100%");
    if (rc) {
        out_abort(&o);
        return report(path, -1, "cannot write"), -1;
    }
    return out_commit(&o) ? (report(path, -1, "%s", strerror(errno)), -1) : 0;
}

/* The WAD copied with the words in place, and its DIR as it is. */
static int write_wad(const snd_job *j, const char *outdir) {
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", outdir, base_name(j->wad));
    int fd;
    uint64_t base, size;
    out_file o;
    if (disc_open(j->wad, &fd, &base, &size) != 0) return report(j->wad, -1, "%s", strerror(errno)), -1;
    if (out_open(&o, path)) {
        close(fd);
        return report(path, -1, "%s", strerror(errno)), -1;
    }
    progress pg = {!j->quiet && isatty(2), path, 0, size, 0};
    int rc = copy_range(fd, base, j->wad, o.f, 0, size, j->w, j->nw, &pg);
    if (pg.bar) fprintf(stderr, "\rwarp: writing %s: %s\n", path, rc ? "failed" : "100%");
    close(fd);
    if (rc) out_abort(&o);
    if (rc || out_commit(&o)) return report(path, -1, "cannot write"), -1;
    file_map dm;
    snprintf(path, sizeof path, "%s/%s", outdir, base_name(j->dir));
    if (map_file(j->dir, &dm)) return report(j->dir, -1, "%s", strerror(errno)), -1;
    rc = out_write_file(path, dm.data, dm.len);
    unmap_file(&dm);
    return rc ? (report(path, -1, "%s", strerror(errno)), -1) : 0;
}

/* 1 when the extraction is of music (its manifest's "kind"), 0 for sounds, -1. */
static int extraction_kind(const cJSON *root, const char *path, const char *snd) {
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(root, "kind");
    const char *v = cJSON_IsString(k) && k->valuestring ? k->valuestring : "";
    int kind = !strcmp(v, "music") ? 1 : !strcmp(v, "sounds") ? 0 : -1;
    if (kind < 0) report(path, -1, "not the manifest of a `warp extract %s --wad WAD`", snd);
    return kind;
}

int rebuild_snd(const char *snd_path, const char *wad_path, const char *dir_path, const char *from,
                const char *outdir, int quiet) {
    snd_job j;
    memset(&j, 0, sizeof j);
    char dir_found[4096];
    if (!dir_path) {
        if (find_dir_beside(wad_path, dir_found, sizeof dir_found))
            return report(wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)"), 1;
        dir_path = dir_found;
    }
    j.snd = snd_path, j.wad = wad_path, j.dir = dir_path, j.quiet = quiet, j.fd = -1;
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    cJSON *root = manifest_load(path);
    if (!root) return 1;
    j.music = extraction_kind(root, path, snd_path);
    if (j.music < 0) return cJSON_Delete(root), 1;
    int rc = load_glr(&j) || load_objects(&j) ? -1 : 0;
    if (!rc && disc_open(snd_path, &j.fd, &j.base, &j.size) != 0)
        rc = -1, report(snd_path, -1, "%s", strerror(errno));
    if (!rc) rc = no_strays(root, from) || read_items(&j, root, path, from) || place(&j) || words(&j) ? -1 : 0;
    unsigned edited = 0;
    for (size_t k = 0; k < j.n; k++) edited += j.o[k].edited && j.o[k].wav;
    if (!rc) rc = write_snd(&j, outdir) || (j.nw && write_wad(&j, outdir)) ? -1 : 0;
    if (!rc && !quiet)
        fprintf(stderr, "warp: %s: %u %s re-encoded, %zu table words changed -> %s\n", snd_path, edited,
                j.music ? "tracks" : "sounds", j.nw, outdir);
    if (j.fd >= 0) close(j.fd);
    cJSON_Delete(root);
    for (size_t k = 0; k < j.n; k++) free(j.o[k].wav);
    free(j.glr), free(j.o), free(j.w);
    return rc ? 1 : 0;
}
