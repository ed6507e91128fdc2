/* Whole-WAD extraction of sounds (FACTS.md 7): each sound of a bank (<bank>.msb, indexed
 * by <bank>.msd) decoded to <bank folder>/<name or hash>.wav at its sound-list rate, and
 * the sound list, classes, stereo table and music list of a global resource as JSON. */
#include "extract/audio.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract/audio_tables.h"
#include "extract/json_out.h"
#include "platform/outfile.h"
#include "formats/wav.h"

/* Rate of a bank hash the sound list does not have (the most common one, index 36). */
#define DEFAULT_RATE 22500

struct audio_tables *audio_wad_tables(const wad_run *r, const warp_wad *w) {
    audio_tables *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    uint32_t i;
    entry_bytes b;
    if (entry_by_name(r, "warriors.glr", &i) == 0 && entry_open(w, i, &b) == WARP_OK) {
        audio_tables_load(t, b.p, b.len);
        entry_close(r, &b);
        if (t->status < 0) report(r->wad_path, -1, "warriors.glr's sound tables: %s", warp_strerror(t->status));
    }
    if (r->names_path) audio_names_load(t, r->names_path); /* its errors were reported by the index pass */
    return t;
}

void audio_free_tables(struct audio_tables *t) {
    audio_tables_free(t);
    free(t);
}

typedef struct bank_walk {
    entry_job *j;
    const audio_tables *t;
    const uint8_t *msb;
    size_t len;
} bank_walk;

static int bank_sound(void *user, const warp_bank_sound_info *b) {
    bank_walk *bw = user;
    entry_job *j = bw->j;
    const warp_sound_info *rec = audio_find_sound(bw->t, b->hash);
    size_t size = rec ? rec->size : b->span;
    if (size > bw->len - b->offset) {
        entry_error(j, b->offset, "sound %08x: %zu bytes at %u run past the bank (%zu bytes)", b->hash, size,
                    b->offset, bw->len);
        return 0;
    }
    uint32_t rate = rec && rec->rate ? rec->rate : DEFAULT_RATE;
    /* up to and including the first end flag; the silent frame 7 after it is not the sound */
    warp_adpcm_state st = {0};
    size_t n = 0;
    warp_adpcm_decode(&st, bw->msb + b->offset, size, WARP_ADPCM_STOP_AT_END, NULL, 0, &n, NULL);
    int16_t *pcm = malloc(n ? n * sizeof *pcm : 1);
    if (!pcm) {
        entry_error(j, b->offset, "sound %08x: out of memory", b->hash);
        return 0;
    }
    int rc = warp_adpcm_decode(&st, bw->msb + b->offset, size, WARP_ADPCM_STOP_AT_END, pcm, n, &n, NULL);
    char stem[256], file[256], path[4400];
    audio_stem(bw->t, b->hash, stem, sizeof stem);
    unique_file(j, stem, "wav", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (rc < 0 || wav_write_file(path, pcm, n, 1, rate) != 0) {
        entry_error(j, b->offset, "sound %08x: %s", b->hash, rc < 0 ? warp_strerror(rc) : strerror(errno));
        free(pcm);
        return 0;
    }
    free(pcm);
    if (!rec) entry_warning(j, b->offset, "sound %08x is not in the sound list: decoded at %u Hz", b->hash, DEFAULT_RATE);
    item_begin(j, "sound");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"hash\": \"%08x\", \"name\": ", b->hash);
    json_string(j->m, audio_name(bw->t, b->hash));
    fprintf(j->m, ", \"offset\": %u, \"size\": %zu, \"span\": %u, \"channels\": 1, \"rate\": %u, \"samples\": %zu",
            b->offset, size, b->span, rate, n);
    if (rec)
        fprintf(j->m, ", \"in_sound_list\": true, \"volume\": %u, \"pitch_variation\": %u, \"class\": %u}",
                rec->volume, rec->pitch_variation, rec->class_index);
    else
        fputs(", \"in_sound_list\": false}", j->m);
    return 0;
}

static void extract_bank(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    uint32_t i = r->bank_index ? r->bank_index[j->index] : 0; /* its index entry + 1 (wad_index.c) */
    char msd[4096];
    entry_bytes b;
    if (i && r->names[i - 1])
        snprintf(msd, sizeof msd, "%s", r->names[i - 1]);
    else
        snprintf(msd, sizeof msd, "entry %u", i ? i - 1 : j->index + 1);
    if (!i-- || entry_open(j->w, i, &b) != WARP_OK) {
        entry_error(j, 0, "bank index %s: cannot read", msd);
        return;
    }
    bank_walk bw = {j, r->audio, p, len};
    int rc = warp_bank_foreach(b.p, b.len, len, NULL, bank_sound, &bw);
    if (rc < 0) entry_error(j, 0, "bank index %s: %s", msd, warp_strerror(rc));
    entry_close(r, &b);
}

/* A bank index (.msd, FACTS.md 7) as <name>.json: its {hash, offset} pairs with names and
 * spans, against its bank <stem>.msb when the names give one (else spans are null). */
typedef struct index_walk {
    FILE *f;
    const audio_tables *t;
    int bank_known;
} index_walk;

static int index_pair(void *user, const warp_bank_sound_info *b) {
    index_walk *w = user;
    fprintf(w->f, "%s\n    {\"index\": %u, \"hash\": \"%08x\", \"name\": ", b->index ? "," : "", b->index, b->hash);
    json_string(w->f, w->t ? audio_name(w->t, b->hash) : NULL);
    fprintf(w->f, ", \"offset\": %u, \"span\": ", b->offset);
    if (w->bank_known)
        fprintf(w->f, "%u}", b->span);
    else
        fputs("null}", w->f);
    return 0;
}

static void extract_index(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    const char *name = r->names[j->index];
    char msb[4096] = "", stem[4096];
    uint32_t bank = 0;
    size_t n = name ? strlen(name) : 0;
    if (n > 4 && !strcasecmp(name + n - 4, ".msd")) snprintf(msb, sizeof msb, "%.*s.msb", (int)(n - 4), name);
    int known = msb[0] && entry_by_name(r, msb, &bank) == 0;
    snprintf(stem, sizeof stem, "%s", name ? name : r->folders[j->index]);
    json_out x;
    FILE *f = json_begin(j, &x, stem);
    if (!f) return;
    fputs("{\n  \"bank\": ", f);
    json_string(f, known ? msb : NULL);
    if (known) fprintf(f, ", \"bank_entry\": %u, \"bank_size\": %u", bank, r->entries[bank].size);
    fputs(",\n  \"sounds\": [", f);
    index_walk w = {f, r->audio, known};
    /* without its bank, offsets are only checked for order (no bank length to hold them to) */
    int rc = warp_bank_foreach(p, len, known ? r->entries[bank].size : SIZE_MAX, NULL, index_pair, &w);
    fputs("\n  ]\n}\n", f);
    if (rc < 0) {
        out_abort(&x.o);
        entry_error(j, 0, "bank index: %s", warp_strerror(rc));
        return;
    }
    json_end(j, &x, "sound_index", NULL);
}

/* The four sound tables of this global resource, named from the run's names. */
static void extract_lists(entry_job *j, const uint8_t *p, size_t len) {
    audio_tables t;
    memset(&t, 0, sizeof t);
    if (audio_tables_load(&t, p, len) != 0) {
        entry_error(j, 0, "sound tables: out of memory");
        audio_tables_free(&t);
        return;
    }
    const audio_tables *run = j->r->audio;
    if (run) t.names = run->names, t.name_count = run->name_count; /* borrowed */
    for (int k = 0; k < 4; k++) {
        if (!t.found[k]) continue;
        char *text = NULL, file[256], path[4400];
        size_t text_len = 0;
        FILE *f = open_memstream(&text, &text_len);
        if (!f) continue;
        audio_list_json(f, &t, k);
        fclose(f);
        unique_file(j, audio_list_files[k], "json", file, sizeof file);
        snprintf(path, sizeof path, "%s/%s", j->dir, file);
        if (out_write_file(path, text, text_len) != 0) {
            entry_error(j, 0, "cannot write %s: %s", path, strerror(errno));
        } else {
            item_begin(j, "list");
            fputs(", \"file\": ", j->m);
            json_string(j->m, file);
            fputs("}", j->m);
        }
        free(text);
    }
    if (t.status < 0) entry_error(j, 0, "sound tables: %s", warp_strerror(t.status));
    t.names = NULL, t.name_count = 0;
    audio_tables_free(&t);
}

void extract_audio(entry_job *j, int kind, const uint8_t *p, size_t len) {
    if (kind == WARP_KIND_SOUND_BANK)
        extract_bank(j, p, len);
    else if (kind == WARP_KIND_SOUND_INDEX)
        extract_index(j, p, len);
    else if (kind == WARP_KIND_GLOBAL)
        extract_lists(j, p, len);
}
