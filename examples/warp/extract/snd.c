/* warp extract BFW.SND|MUSIC.SND --wad WAD -o OUTDIR: the disc's streamed sounds and
 * music (FACTS.md 7, FACTS-2.md 6.6/6.7), cut by warriors.glr's records. The .SND files
 * are hundreds of MB: each sound is read with pread, a block at a time, never whole. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "extract/audio_tables.h"
#include "extract/snd.h"
#include "platform/outfile.h"
#include "platform/disc.h"
#include "platform/util.h"
#include "formats/wav.h"

#define READ_BYTES (1u << 16) /* mono sounds are read in pieces of this many bytes */

typedef struct snd_run {
    const char *input, *outdir;
    int fd, quiet;
    uint64_t base, size; /* the .SND's bytes in the file open on fd (a disc image's member) */
    audio_tables t;
    FILE *m;
    unsigned items, written, failed;
    char **used; /* output names taken (lower case), open addressing */
    size_t used_cap;
    unsigned jobs;
} snd_run;

/* An output name no earlier sound took (any letter case): stem.wav, stem~1.wav, ... */
static uint64_t name_hash(const char *s) {
    uint64_t h = 1469598103934665603u;
    for (; *s; s++) h = (h ^ (uint8_t)(*s | 0x20)) * 1099511628211u;
    return h;
}
static int take_name(snd_run *s, const char *name) {
    if ((s->written + s->failed + 1) * 2 >= s->used_cap) { /* grow and rehash */
        size_t cap = s->used_cap ? s->used_cap * 2 : 1024;
        char **v = calloc(cap, sizeof *v);
        if (!v) return -1;
        for (size_t i = 0; i < s->used_cap; i++)
            if (s->used[i]) {
                size_t k = name_hash(s->used[i]) & (cap - 1);
                while (v[k]) k = (k + 1) & (cap - 1);
                v[k] = s->used[i];
            }
        free(s->used);
        s->used = v, s->used_cap = cap;
    }
    size_t k = name_hash(name) & (s->used_cap - 1);
    for (; s->used[k]; k = (k + 1) & (s->used_cap - 1))
        if (!strcasecmp(s->used[k], name)) return 1;
    s->used[k] = strdup(name);
    return s->used[k] ? 0 : -1;
}
static void unique_wav(snd_run *s, const char *stem, char *out, size_t cap) {
    char base[200];
    sanitize_name(stem, base, sizeof base);
    for (unsigned n = 0;; n++) {
        if (n == 0)
            snprintf(out, cap, "%s.wav", base);
        else
            snprintf(out, cap, "%s~%u.wav", base, n);
        if (take_name(s, out) <= 0) return;
    }
}

static void item_error(snd_run *s, uint64_t offset, const char *what, const char *why) {
    report(s->input, (long long)offset, "%s: %s", what, why);
    fputs(s->items++ ? ",\n    {" : "\n    {", s->m);
    fputs("\"kind\": \"error\", \"sound\": ", s->m);
    json_string(s->m, what);
    fprintf(s->m, ", \"offset\": %llu, \"error\": ", (unsigned long long)offset);
    json_string(s->m, why);
    fputc('}', s->m);
    s->failed++;
}

static int read_at(snd_run *s, void *dst, size_t len, uint64_t off) {
    uint8_t *p = dst;
    while (len) {
        ssize_t n = pread(s->fd, p, len, (off_t)(s->base + off));
        if (n <= 0) return n < 0 ? -1 : (errno = EIO, -1);
        p += n, len -= (size_t)n, off += (uint64_t)n;
    }
    return 0;
}

/* Decode one sound to path: mono `size` bytes at offset, or an interleaved layout. */
static const char *decode_to(snd_run *s, const char *path, uint64_t offset, uint32_t size,
                             const warp_adpcm_layout *l, uint32_t rate, uint64_t *frames) {
    static const char *io = "read or write failed";
    uint32_t channels = l ? l->channels : 1;
    uint64_t stored = size;
    if (l) {
        int rc = warp_adpcm_layout_check(l, &stored, NULL);
        if (rc != WARP_OK) return warp_strerror(rc);
    }
    if (rate == 0) return "rate 0 in its record";
    if (offset > s->size || stored > s->size - offset) return "runs past the end of the file";
    size_t chunk = l ? (size_t)l->channels * l->interleave : READ_BYTES;
    uint8_t *buf = malloc(chunk);
    int16_t *pcm = malloc(chunk / 16 * 28 * sizeof *pcm);
    wav_writer w;
    const char *err = NULL;
    int opened = 0;
    if (!buf || !pcm)
        err = "out of memory";
    else if (wav_open(&w, path, channels, rate) != 0)
        err = strerror(errno), wav_abort(&w);
    else
        opened = 1;
    warp_adpcm_state st[WARP_ADPCM_MAX_CHANNELS];
    memset(st, 0, sizeof st);
    for (uint64_t done = 0, b = 0; !err && done < stored; b++) {
        size_t n = stored - done < chunk ? (size_t)(stored - done) : chunk, got;
        if (read_at(s, buf, n, offset + done) != 0) {
            err = io;
            break;
        }
        int rc = l ? warp_adpcm_decode_block(l, st, (uint32_t)b, buf, n, pcm, chunk / 16 * 28, &got)
                   : warp_adpcm_decode(st, buf, n, 0, pcm, chunk / 16 * 28, &got, NULL);
        if (rc < 0)
            err = warp_strerror(rc);
        else if (wav_write(&w, pcm, got) != 0)
            err = io;
        done += n;
    }
    uint64_t written = opened ? w.frames : 0;
    if (opened && !err && wav_close(&w) != 0) err = io;
    else if (opened && err) wav_abort(&w);
    *frames = err ? 0 : written;
    free(buf);
    free(pcm);
    return err;
}

static void item_sound(snd_run *s, const char *file, uint32_t hash, const char *name, uint64_t offset,
                       uint32_t channels, uint32_t rate, uint64_t frames) {
    fputs(s->items++ ? ",\n    {" : "\n    {", s->m);
    fputs("\"kind\": \"sound\", \"file\": ", s->m);
    json_string(s->m, file);
    fprintf(s->m, ", \"hash\": \"%08x\", \"name\": ", hash);
    json_string(s->m, name);
    fprintf(s->m, ", \"offset\": %llu, \"channels\": %u, \"rate\": %u, \"samples\": %llu",
            (unsigned long long)offset, channels, rate, (unsigned long long)frames);
    s->written++;
}

/* One sound or track to decode: planned in table order (its output name taken then), decoded
 * on any thread, reported in table order. */
typedef struct snd_item {
    uint32_t hash, index;
    const warp_sound_info *sound;  /* BFW.SND */
    const warp_music_info *music;  /* MUSIC.SND */
    const warp_adpcm_layout *layout; /* stereo or music; NULL: mono */
    uint64_t offset;
    uint32_t size, rate;
    char file[256], path[4400];
    const char *err;
    uint64_t frames;
} snd_item;

typedef struct snd_pool {
    snd_run *s;
    snd_item *items;
    size_t n, next;
    pthread_mutex_t lock;
} snd_pool;

static void *decode_worker(void *user) {
    snd_pool *p = user;
    for (;;) {
        pthread_mutex_lock(&p->lock);
        size_t i = p->next++;
        pthread_mutex_unlock(&p->lock);
        if (i >= p->n) return NULL;
        snd_item *it = &p->items[i];
        it->err = decode_to(p->s, it->path, it->offset, it->size, it->layout, it->rate, &it->frames);
    }
}

/* Every item decoded by s->jobs threads (pread on one descriptor, each to its own file);
 * the calling thread works too, and alone when no thread starts. */
static void decode_all(snd_run *s, snd_item *items, size_t n) {
    snd_pool p = {s, items, n, 0, PTHREAD_MUTEX_INITIALIZER};
    unsigned want = s->jobs > 1 ? s->jobs - 1 : 0, started = 0;
    pthread_t *tid = want ? calloc(want, sizeof *tid) : NULL;
    while (tid && started < want && pthread_create(&tid[started], NULL, decode_worker, &p) == 0) started++;
    decode_worker(&p);
    for (unsigned k = 0; k < started; k++) pthread_join(tid[k], NULL);
    free(tid);
}

static void extract_sounds(snd_run *s) {
    const audio_tables *t = &s->t;
    snd_item *items = calloc(t->sound_count ? t->sound_count : 1, sizeof *items);
    size_t n = 0;
    if (!items) {
        report(s->input, -1, "out of memory");
        s->failed++;
        return;
    }
    for (size_t i = 0; i < t->sound_count; i++) {
        const warp_sound_info *r = &t->sounds[i];
        if (r->class_index >= t->class_count || !(t->classes[r->class_index].flags & WARP_SOUND_CLASS_STREAMED))
            continue; /* a bank sound */
        const warp_stereo_info *st = audio_find_stereo(t, r->hash);
        snd_item *it = &items[n++];
        char stem[256];
        audio_stem(t, r->hash, stem, sizeof stem);
        unique_wav(s, stem, it->file, sizeof it->file);
        snprintf(it->path, sizeof it->path, "%s/%s", s->outdir, it->file);
        it->sound = r, it->hash = r->hash, it->offset = r->offset, it->size = r->size;
        it->layout = st ? &st->layout : NULL;
        it->rate = r->rate ? r->rate : 22500;
    }
    decode_all(s, items, n);
    for (size_t k = 0; k < n; k++) {
        const snd_item *it = &items[k];
        const warp_sound_info *r = it->sound;
        if (it->err) {
            char what[32];
            snprintf(what, sizeof what, "sound %08x", r->hash);
            item_error(s, r->offset, what, it->err);
            continue;
        }
        item_sound(s, it->file, r->hash, audio_name(t, r->hash), r->offset, it->layout ? 2 : 1, it->rate, it->frames);
        fprintf(s->m, ", \"size\": %u, \"record\": %u, \"volume\": %u, \"pitch_variation\": %u, \"class\": %u",
                r->size, r->index, r->volume, r->pitch_variation, r->class_index);
        if (it->layout)
            fprintf(s->m, ", \"interleave\": %u, \"blocks\": %u, \"last_block\": %u", it->layout->interleave,
                    it->layout->blocks, it->layout->last_block);
        fputc('}', s->m);
    }
    free(items);
}

static void extract_music(snd_run *s) {
    const audio_tables *t = &s->t;
    snd_item *items = calloc(t->music_count ? t->music_count : 1, sizeof *items);
    if (!items) {
        report(s->input, -1, "out of memory");
        s->failed++;
        return;
    }
    for (size_t i = 0; i < t->music_count; i++) {
        const warp_music_info *m = &t->music[i];
        const char *stem = strncmp(m->name, "music/", 6) ? m->name : m->name + 6;
        snd_item *it = &items[i];
        char hex[16];
        snprintf(hex, sizeof hex, "%08x", m->hash);
        unique_wav(s, *stem ? stem : hex, it->file, sizeof it->file);
        snprintf(it->path, sizeof it->path, "%s/%s", s->outdir, it->file);
        it->music = m, it->offset = m->offset, it->layout = &m->layout, it->rate = m->rate;
    }
    decode_all(s, items, t->music_count);
    for (size_t i = 0; i < t->music_count; i++) {
        const snd_item *it = &items[i];
        const warp_music_info *m = it->music;
        if (it->err) {
            char hex[16];
            snprintf(hex, sizeof hex, "%08x", m->hash);
            item_error(s, m->offset, *m->name ? m->name : hex, it->err);
            continue;
        }
        item_sound(s, it->file, m->hash, m->name, m->offset, m->layout.channels, m->rate, it->frames);
        fprintf(s->m, ", \"record\": %u, \"interleave\": %u, \"blocks\": %u, \"last_block\": %u}", m->index,
                m->layout.interleave, m->layout.blocks, m->layout.last_block);
    }
    free(items);
}

/* warriors.glr from the WAD: the DIR locates it, pread reads just that entry. */
static int load_tables(snd_run *s, const char *wad_path, const char *dir_path) {
    char dir_buf[4096];
    if (!dir_path) {
        if (find_dir_beside(wad_path, dir_buf, sizeof dir_buf) != 0) {
            report(wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
            return -1;
        }
        dir_path = dir_buf;
    }
    file_map dir;
    uint64_t base, size;
    int fd, rc = -1;
    if (disc_open(wad_path, &fd, &base, &size) != 0) {
        report(wad_path, -1, "%s", strerror(errno));
        return -1;
    }
    if (map_file(dir_path, &dir) != 0) {
        report(dir_path, -1, "%s", strerror(errno));
        close(fd);
        return -1;
    }
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    uint32_t i;
    warp_entry e;
    uint8_t *glr = NULL;
    int st_rc = w ? warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir.data, dir.len, size,
                                  NULL)
                  : WARP_E_MEM_SMALL;
    if (st_rc != WARP_OK) {
        report(dir_path, -1, "%s", warp_strerror(st_rc));
    } else if (warp_wad_find(w, "warriors.glr", &i) != WARP_OK || warp_wad_get(w, i, &e) != WARP_OK) {
        report(wad_path, -1, "no warriors.glr entry");
    } else if (!(glr = malloc(e.size ? e.size : 1)) || pread(fd, glr, e.size, (off_t)(base + e.offset)) != (ssize_t)e.size) {
        report(wad_path, (long long)e.offset, "cannot read warriors.glr");
    } else if (audio_tables_load(&s->t, glr, e.size) != 0) {
        report(wad_path, (long long)e.offset, "out of memory");
    } else if (!s->t.found[0] && !s->t.found[3]) {
        report(wad_path, (long long)e.offset, "warriors.glr has no sound list or music list");
    } else {
        if (s->t.status < 0) report(wad_path, (long long)e.offset, "sound tables: %s", warp_strerror(s->t.status));
        rc = 0;
    }
    free(glr);
    free(w);
    unmap_file(&dir);
    close(fd);
    return rc;
}

int extract_snd_run(const snd_options *o) {
    snd_run run, *s = &run;
    memset(s, 0, sizeof run);
    s->fd = -1;
    s->input = o->input, s->outdir = o->outdir, s->quiet = o->quiet, s->jobs = o->jobs;
    const char *wad = o->wad, *dir = o->dir, *names = o->names;
    int music = o->music;
    if (load_tables(s, wad, dir) != 0) goto fail;
    if (names && audio_names_load(&s->t, names) != 0) {
        report(names, -1, "%s", strerror(errno));
        goto fail;
    }
    if (disc_open(s->input, &s->fd, &s->base, &s->size) != 0) {
        s->fd = -1;
        report(s->input, -1, "%s", strerror(errno));
        goto fail;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", s->outdir);
    if (make_dirs(s->outdir) != 0 || !(s->m = fopen(path, "w"))) {
        report(s->outdir, -1, "cannot create: %s", strerror(errno));
        goto fail;
    }
    take_name(s, "manifest.json");
    fputs("{\n  \"input\": ", s->m);
    json_string(s->m, s->input);
    fprintf(s->m, ",\n  \"kind\": \"%s\",\n  \"items\": [", music ? "music" : "sounds");
    if (music)
        extract_music(s);
    else
        extract_sounds(s);
    fprintf(s->m, "%s],\n  \"written\": %u,\n  \"failed\": %u\n}\n", s->items ? "\n  " : "", s->written, s->failed);
    int bad = fclose(s->m) != 0;
    s->m = NULL;
    if (!s->quiet)
        printf("%s: %u %s written to %s, %u failed\n", s->input, s->written, music ? "tracks" : "sounds", s->outdir,
               s->failed);
    close(s->fd);
    for (size_t i = 0; i < s->used_cap; i++) free(s->used[i]);
    free(s->used);
    audio_tables_free(&s->t);
    return bad || s->failed ? 1 : 0;
fail:
    if (s->m) fclose(s->m);
    if (s->fd >= 0) close(s->fd);
    for (size_t i = 0; i < s->used_cap; i++) free(s->used[i]);
    free(s->used);
    audio_tables_free(&s->t);
    return 1;
}
