/* warp rebuild WARRIORS.WAD: edited bank sounds (media.h). FACTS.md 7, FACTS-2 6.7.
 *
 * A bank is <bank>.msb (ADPCM sounds back to back) indexed by <bank>.msd ({hash, offset}
 * pairs); the sound list (chunk 0x29 of a global resource) gives each hash's size, offset
 * in the bank, rate index and class. A sound's WAV is edited when its samples or rate
 * differ from a fresh decode of the stored sound: it is then encoded with the library's
 * SPU2 encoder, ending as the game's do (its last frame flagged 1, then a silent frame
 * flagged 7). The bank is written anew (one whole-entry splice); the index pairs after
 * the sound and the sound-list records of the sounds that moved or changed are rewritten
 * in place. Loop, class, volume and pitch fields are kept. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/wav_read.h"
#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

#ifdef WARP_HAVE_SAMPLERATE
#include <samplerate.h>
#endif

/* The rate of a bank sound the sound list does not name (the extraction's too). */
#define DEFAULT_RATE 22500

/* One 0x29 chunk: its entry's bytes and where its records start. */
typedef struct sound_list {
    uint32_t entry;
    uint8_t *bytes;
    size_t records; /* offset of record 0 in the entry */
    uint32_t count;
} sound_list;

typedef struct lists {
    sound_list *l;
    size_t n;
    size_t main; /* the list the extraction used (warriors.glr's), or n */
} lists;

typedef struct bank_sound {
    uint32_t pair, hash, offset, span, size; /* size: stored bytes (the record's, else span) */
    const uint8_t *rec;                      /* its sound-list record in the main list, or NULL */
    uint8_t *neu;                            /* new bytes when edited */
    size_t neu_len;
    uint32_t new_offset, new_rate_index;
} bank_sound;

typedef struct bank {
    bank_sound *s;
    size_t n;
} bank;

/* ---- the sound lists ---------------------------------------------------------------------- */

typedef struct find29 {
    size_t offset;
    uint32_t count;
    int found;
} find29;

static int chunk29(void *user, const warp_chunk_info *c) {
    find29 *f = user;
    if (c->type != 0x29 || c->size < 4) return 0;
    uint32_t n = le32(c->data);
    if ((uint64_t)n * 16 + 4 > c->size) return 0;
    f->offset = c->offset + 16 + 4, f->count = n, f->found = 1;
    return 1;
}

static int load_lists(const wad_plan *pl, const manifest *m, lists *ls) {
    ls->main = SIZE_MAX;
    for (uint32_t i = 0; i < pl->count; i++) {
        if (strcmp(m->e[i].kind, "global")) continue;
        uint8_t *b;
        if (media_read_entry(pl, i, &b)) return -1;
        find29 f = {0, 0, 0};
        warp_chunk_foreach(b, pl->entries[i].size, NULL, chunk29, &f);
        sound_list *n = f.found ? realloc(ls->l, (ls->n + 1) * sizeof *n) : NULL;
        if (!n) {
            free(b);
            if (f.found) return -1;
            continue;
        }
        ls->l = n;
        if (!strcmp(m->e[i].name, "warriors.glr") || ls->main == SIZE_MAX) ls->main = ls->n;
        ls->l[ls->n++] = (sound_list){i, b, f.offset, f.count};
    }
    if (ls->main == SIZE_MAX) ls->main = ls->n;
    return 0;
}

static void free_lists(lists *ls) {
    for (size_t k = 0; k < ls->n; k++) free(ls->l[k].bytes);
    free(ls->l);
}

static const uint8_t *find_record(const lists *ls, uint32_t hash) {
    if (ls->main == ls->n) return NULL;
    const sound_list *l = &ls->l[ls->main];
    for (uint32_t r = 0; r < l->count; r++) /* the first record of the hash, as the extraction */
        if (le32(l->bytes + l->records + 16 * (size_t)r + 8) == hash) return l->bytes + l->records + 16 * (size_t)r;
    return NULL;
}

/* ---- one sound: compare, then encode ------------------------------------------------------- */

static void rate_list(char *out, size_t cap) {
    size_t n = 0;
    out[0] = 0;
    for (uint32_t k = 1; k + 1 < WARP_SOUND_RATE_COUNT && n + 16 < cap; k++)
        n += (size_t)snprintf(out + n, cap - n, "%s%u", k > 1 ? ", " : "", warp_sound_rate(k));
}

#ifdef WARP_HAVE_SAMPLERATE
/* w's samples resampled to `rate` with libsamplerate's best sinc converter: 0, or -1. */
static int resample(wav_data *w, uint32_t rate) {
    double ratio = (double)rate / w->rate;
    size_t cap = (size_t)((double)w->frames * ratio) + 16;
    if (w->frames > INT_MAX / 2 || cap > INT_MAX / 2) return -1;
    float *in = malloc(w->frames * sizeof *in), *out = malloc(cap * sizeof *out);
    int16_t *pcm = malloc(cap * sizeof *pcm);
    SRC_DATA d;
    memset(&d, 0, sizeof d);
    d.data_in = in, d.data_out = out, d.input_frames = (long)w->frames, d.output_frames = (long)cap;
    d.src_ratio = ratio;
    int rc = in && out && pcm ? 0 : -1;
    if (!rc) src_short_to_float_array(w->pcm, in, (int)w->frames);
    if (!rc && (src_simple(&d, SRC_SINC_BEST_QUALITY, 1) || d.output_frames_gen <= 0)) rc = -1;
    if (!rc) {
        src_float_to_short_array(out, pcm, (int)d.output_frames_gen);
        free(w->pcm);
        w->pcm = pcm, pcm = NULL, w->frames = (size_t)d.output_frames_gen, w->rate = rate;
    }
    free(in), free(out), free(pcm);
    return rc;
}
#endif

/* The rate a sound is extracted at: its record's, else (no record, an index past the
 * table) DEFAULT_RATE, as extract/audio.c. */
static uint32_t sound_rate(const bank_sound *s) {
    uint32_t r = s->rec ? warp_sound_rate(s->rec[0xE]) : 0;
    return r ? r : DEFAULT_RATE;
}

/* The rate index for a WAV at `rate` replacing sound s: 0 and *index, 1 when it must be
 * resampled to its sound's rate (*index that rate's), or -1 after a message. */
static int rate_index(const bank_sound *s, uint32_t rate, const char *path, uint32_t *index) {
    uint32_t own = s->rec ? s->rec[0xE] : 0, own_rate = sound_rate(s);
    if (rate == own_rate) return *index = own, 0;
    for (uint32_t k = 1; s->rec && k + 1 < WARP_SOUND_RATE_COUNT; k++) /* 72 (9,999 Hz) is a placeholder */
        if (warp_sound_rate(k) == rate) return *index = k, 0;
#ifdef WARP_HAVE_SAMPLERATE
    *index = own;
    return 1;
#endif
    char all[1024];
    rate_list(all, sizeof all);
    if (!s->rec)
        report(path, -1, "%u Hz: sound %08x is in no sound list, so it plays at %u Hz: resample the WAV to %u Hz",
               rate, s->hash, DEFAULT_RATE, DEFAULT_RATE);
    else
        report(path, -1, "%u Hz is not a rate the game plays: resample the WAV to its sound's %u Hz or one of %s Hz",
               rate, own_rate, all);
    return -1;
}

/* The stored sound's samples (up to its first end flag), malloc'ed. */
static int16_t *decode_stored(const uint8_t *src, size_t len, size_t *n) {
    warp_adpcm_state st = {0};
    *n = 0;
    warp_adpcm_decode(&st, src, len, WARP_ADPCM_STOP_AT_END, NULL, 0, n, NULL);
    int16_t *pcm = malloc(*n ? *n * sizeof *pcm : 1);
    memset(&st, 0, sizeof st);
    if (pcm && warp_adpcm_decode(&st, src, len, WARP_ADPCM_STOP_AT_END, pcm, *n, n, NULL) < 0) {
        free(pcm);
        return NULL;
    }
    return pcm;
}

/* SNR in dB of the decoded new bytes against the WAV's samples. */
static double snr_db(const uint8_t *bytes, size_t len, const int16_t *ref, size_t n) {
    size_t got;
    int16_t *dec = decode_stored(bytes, len, &got);
    double sig = 0, err = 0;
    for (size_t i = 0; dec && i < n; i++) {
        double d = i < got ? (double)dec[i] - ref[i] : -(double)ref[i];
        sig += (double)ref[i] * ref[i], err += d * d;
    }
    free(dec);
    return err == 0 ? INFINITY : sig == 0 ? -INFINITY : 10.0 * log10(sig / err);
}

/* Encode pcm as a bank sound: its frames, the last flagged 1, then a silent frame flagged 7. */
static uint8_t *encode_sound(const int16_t *pcm, size_t n, size_t *len) {
    warp_adpcm_state st = {0};
    size_t need = 0;
    if (warp_adpcm_encode(&st, pcm, n, WARP_ADPCM_FLAG_END, NULL, 0, &need) != WARP_E_DST_SMALL && need == 0)
        return NULL;
    uint8_t *b = malloc(need + 16);
    memset(&st, 0, sizeof st);
    if (!b || warp_adpcm_encode(&st, pcm, n, WARP_ADPCM_FLAG_END, b, need, &need) != WARP_OK) {
        free(b);
        return NULL;
    }
    memset(b + need, 0, 16);
    b[need + 1] = 7; /* FACTS.md 7: the silent frame after the end */
    *len = need + 16;
    return b;
}

/* w resampled to `rate` (its sound's), with a note; 0, or -1 after a message. */
static int resample_to(wav_data *w, uint32_t rate, const char *path, int quiet) {
#ifdef WARP_HAVE_SAMPLERATE
    uint32_t from = w->rate;
    if (resample(w, rate) == 0) {
        if (!quiet)
            fprintf(stderr, "warp: %s: %u Hz is not in the game's rate table: resampled to its sound's %u Hz\n", path,
                from, rate);
        return 0;
    }
#else
    (void)quiet;
#endif
    report(path, -1, "cannot resample %zu samples from %u to %u Hz", w->frames, w->rate, rate);
    return -1;
}

/* Compare sound s of msb with its WAV `path`; when edited, s->neu gets its new bytes.
 * 0, or -1 after a message. */
static int plan_sound(const uint8_t *msb, bank_sound *s, const char *path, int quiet, unsigned *replaced) {
    wav_data w;
    if (wav_read_file(path, &w)) return -1;
    wav_mix_mono(&w);
    size_t n = 0;
    int16_t *old = decode_stored(msb + s->offset, s->size, &n);
    uint32_t own_rate = sound_rate(s);
    int rc = old ? 0 : -1;
    if (old && (w.rate != own_rate || w.frames != n || memcmp(w.pcm, old, n * sizeof *old))) {
        if (w.frames == 0) {
            report(path, -1, "no samples: a sound needs at least one");
            rc = -1;
        } else if ((rc = rate_index(s, w.rate, path, &s->new_rate_index)) != 0 && rc != 1) {
            rc = -1;
        } else if (rc == 1 && resample_to(&w, own_rate, path, quiet)) {
            rc = -1;
        } else if (!(s->neu = encode_sound(w.pcm, w.frames, &s->neu_len))) {
            report(path, -1, "cannot encode %zu samples", w.frames);
            rc = -1;
        } else {
            rc = 0;
            ++*replaced;
            if (!quiet)
                fprintf(stderr, "warp: %s: re-encoded, %zu samples at %u Hz (%zu -> %zu bytes), SNR %.1f dB\n", path,
                        w.frames, w.rate, (size_t)s->size, s->neu_len, snr_db(s->neu, s->neu_len, w.pcm, w.frames));
        }
    }
    free(old);
    wav_data_free(&w);
    return rc;
}

/* ---- one bank --------------------------------------------------------------------------- */

typedef struct walk {
    bank *b;
    const lists *ls;
} walk;

static int bank_cb(void *user, const warp_bank_sound_info *info) {
    walk *w = user;
    bank_sound *n = realloc(w->b->s, (w->b->n + 1) * sizeof *n);
    if (!n) return -1;
    w->b->s = n;
    bank_sound *s = &n[w->b->n++];
    memset(s, 0, sizeof *s);
    s->pair = info->index, s->hash = info->hash, s->offset = info->offset, s->span = info->span;
    s->rec = find_record(w->ls, info->hash);
    s->size = s->rec ? le32(s->rec) : info->span;
    if (s->size > info->span) s->size = info->span; /* sounds do not overlap (the spans match the sizes) */
    return 0;
}

/* The new bank: every sound at its new offset (the bytes between sounds kept). */
static uint8_t *new_bank(const uint8_t *msb, size_t len, bank *b, size_t *out_len) {
    size_t total = len;
    for (size_t k = 0; k < b->n; k++)
        if (b->s[k].neu) total = total - b->s[k].size + b->s[k].neu_len;
    uint8_t *out = malloc(total ? total : 1);
    if (!out) return NULL;
    size_t at = 0, from = 0;
    for (size_t k = 0; k < b->n; k++) {
        bank_sound *s = &b->s[k];
        memcpy(out + at, msb + from, s->offset - from); /* what precedes it, kept */
        at += s->offset - from;
        s->new_offset = (uint32_t)at;
        memcpy(out + at, s->neu ? s->neu : msb + s->offset, s->neu ? s->neu_len : s->size);
        at += s->neu ? s->neu_len : s->size;
        from = s->offset + s->size;
    }
    memcpy(out + at, msb + from, len - from);
    *out_len = at + len - from;
    return out;
}

/* The records that follow: the index pairs and every list's records of the bank's sounds
 * that moved or changed (matched by hash and old offset; the size too for a changed one). */
static int follow_records(wad_plan *pl, uint32_t msd, const lists *ls, const bank *b) {
    for (size_t k = 0; k < b->n; k++) {
        const bank_sound *s = &b->s[k];
        if (s->new_offset != s->offset && wad_set_word(pl, msd, 8 * (size_t)s->pair + 4, s->new_offset)) return -1;
        if (s->new_offset == s->offset && !s->neu) continue;
        for (size_t l = 0; l < ls->n; l++) {
            const sound_list *sl = &ls->l[l];
            for (uint32_t r = 0; r < sl->count; r++) {
                size_t at = sl->records + 16 * (size_t)r;
                const uint8_t *p = sl->bytes + at;
                if (le32(p + 8) != s->hash || le32(p + 4) != s->offset || (s->neu && le32(p) != s->size)) continue;
                if (pl->changes[sl->entry].nsplice) {
                    report(pl->wad_path, -1, "entry %u holds the sound list and changes too: rebuild its textures "
                           "and the sounds in two runs", sl->entry);
                    return -1;
                }
                uint32_t w3 = (le32(p + 12) & 0xFF00FFFFu) | (s->neu ? s->new_rate_index : p[0xE]) << 16;
                if (wad_set_word(pl, sl->entry, at + 4, s->new_offset) ||
                    (s->neu && (wad_set_word(pl, sl->entry, at, (uint32_t)s->neu_len) ||
                                wad_set_word(pl, sl->entry, at + 12, w3))))
                    return -1;
            }
        }
    }
    return 0;
}

static int plan_bank(wad_plan *pl, const manifest *m, const lists *ls, uint32_t bi, const char *from,
                     unsigned *replaced) {
    char msd_name[300];
    uint32_t msd;
    const char *name = m->e[bi].name;
    snprintf(msd_name, sizeof msd_name, "%.*s.msd", (int)(strlen(name) > 4 ? strlen(name) - 4 : 0), name);
    /* by its name, else (a bank the extract paired without names) by hash */
    if (warp_wad_find(pl->w, msd_name, &msd) != WARP_OK && warp_wad_sound_pair(pl->w, bi, &msd) != WARP_OK) {
        report(pl->wad_path, -1, "bank %s (entry %u): its index %s is not in the WAD", name, bi, msd_name);
        return -1;
    }
    uint8_t *msb = NULL, *idx = NULL, *neu = NULL;
    bank b = {NULL, 0};
    size_t len = pl->entries[bi].size, unchanged = *replaced, nlen = 0;
    walk w = {&b, ls};
    int rc = media_read_entry(pl, bi, &msb) || media_read_entry(pl, msd, &idx) ? -1 : 0;
    if (!rc && warp_bank_foreach(idx, pl->entries[msd].size, len, NULL, bank_cb, &w) < 0) {
        report(pl->wad_path, -1, "bank index %s: unreadable, the sounds of %s are kept", msd_name, name);
        rc = -1;
    }
    for (size_t i = 0; !rc && i < m->nmedia; i++) {
        const media_item *it = &m->media[i];
        if (!it->is_sound || it->entry != bi) continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", from, it->file);
        for (size_t k = 0; !rc && k < b.n; k++)
            if (b.s[k].hash == it->hash && b.s[k].offset == it->offset)
                rc = plan_sound(msb, &b.s[k], path, pl->quiet, replaced);
    }
    if (!rc && *replaced != unchanged) {
        neu = new_bank(msb, len, &b, &nlen);
        wad_splice s = {{0, len, 0, neu, nlen}, {{0, 0, 0}}, 0}; /* the whole entry: nothing encloses it */
        if (neu && nlen > UINT32_MAX) {
            report(pl->wad_path, -1, "bank %s: %zu bytes once rebuilt: past 4 GiB", name, nlen);
            free(neu);
            neu = NULL;
        }
        rc = !neu ? -1 : wad_add_splice(pl, bi, msb, &s);
        if (!rc) rc = follow_records(pl, msd, ls, &b);
    }
    for (size_t k = 0; k < b.n; k++) free(b.s[k].neu);
    free(b.s), free(msb), free(idx);
    return rc;
}

int rebuild_sounds(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    int any = 0;
    for (size_t i = 0; i < m->nmedia; i++) any |= m->media[i].is_sound;
    if (!any) return 0;
    lists ls = {NULL, 0, 0};
    int rc = load_lists(pl, m, &ls);
    for (uint32_t bi = 0; !rc && bi < pl->count; bi++) {
        int has = 0;
        for (size_t i = 0; i < m->nmedia && !has; i++) has = m->media[i].is_sound && m->media[i].entry == bi;
        if (has) rc = plan_bank(pl, m, &ls, bi, from, replaced);
    }
    free_lists(&ls);
    return rc;
}
