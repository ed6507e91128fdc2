/* Texture dictionaries to PNG: every texture of one buffer's dictionaries (a .txd, a WAD
 * entry, a chunk container, a world part or world stream) named in file order, then
 * decoded, encoded and written over --jobs threads, with one manifest item each. Used by
 * the single-file extractor (file.c, which adds the models) and, one thread per entry,
 * by whole-WAD extraction (extract_textures). */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract/textures.h"
#include "formats/png.h"
#include "platform/outfile.h"
#include "platform/util.h"

static uint32_t stem_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint32_t)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s)) * 16777619u;
    return h;
}

/* Insert; 0 when new, 1 when already present, -1 out of memory. */
int name_set_add(name_set *set, const char *s) {
    if (set->count * 2 >= set->cap) {
        size_t cap = set->cap ? set->cap * 2 : 256;
        char **items = calloc(cap, sizeof *items);
        if (!items) return -1;
        for (size_t i = 0; i < set->cap; i++) {
            if (!set->items[i]) continue;
            size_t j = stem_hash(set->items[i]) & (cap - 1);
            while (items[j]) j = (j + 1) & (cap - 1);
            items[j] = set->items[i];
        }
        free(set->items);
        set->items = items;
        set->cap = cap;
    }
    size_t j = stem_hash(s) & (set->cap - 1);
    for (; set->items[j]; j = (j + 1) & (set->cap - 1))
        if (!strcasecmp(set->items[j], s)) return 1;
    if (!(set->items[j] = strdup(s))) return -1;
    set->count++;
    return 0;
}

void name_set_free(name_set *set) {
    for (size_t i = 0; i < set->cap; i++) free(set->items[i]);
    free(set->items);
    memset(set, 0, sizeof *set);
}

/* A stem no earlier output used: the sanitised name, else name~1, name~2, ... */
int unique_stem(extract_ctx *c, const char *name, char *out, size_t cap) {
    char base[200];
    sanitize_name(name, base, sizeof base);
    for (unsigned n = 0;; n++) {
        if (n == 0)
            snprintf(out, cap, "%s", base);
        else
            snprintf(out, cap, "%s~%u", base, n);
        int rc = name_set_add(&c->names, out);
        if (rc <= 0) return rc;
    }
}

static const char *psm_name(uint32_t psm) {
    switch (psm) {
    case WARP_PSM_CT32: return "PSMCT32";
    case WARP_PSM_CT24: return "PSMCT24";
    case WARP_PSM_CT16: return "PSMCT16";
    case WARP_PSM_CT16S: return "PSMCT16S";
    case WARP_PSM_T8: return "PSMT8";
    case WARP_PSM_T4: return "PSMT4";
    default: return "unknown";
    }
}

void file_manifest_sep(extract_ctx *c) { fputs(c->manifest_items++ ? ",\n    " : "\n    ", c->manifest); }

/* An item's start: its kind, and its folder when not the entry's (extract_textures). */
static void item_open(extract_ctx *c, const char *kind) {
    file_manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"%s\", ", kind);
    if (c->item_folder) {
        fputs("\"folder\": ", c->manifest);
        json_string(c->manifest, c->item_folder);
        fputs(", ", c->manifest);
    }
    fputs("\"source\": ", c->manifest);
}

void file_manifest_error(extract_ctx *c, size_t offset, int index, const char *why) {
    item_open(c, "error");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"index\": %d, \"error\": ", offset, index);
    json_string(c->manifest, why);
    fputc('}', c->manifest);
}

void file_manifest_warning(extract_ctx *c, size_t offset, const char *why) {
    item_open(c, "warning");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"warning\": ", offset);
    json_string(c->manifest, why);
    fputc('}', c->manifest);
}

/* ---- textures: named in file order, decoded, encoded and written over --jobs threads -- */

/* One PNG to write: a level of a texture, all done by whichever thread takes it. */
typedef struct png_job {
    const warp_texture *t; /* the item's copy of the handle (warp.h: handles copy), copied
                              again by the thread that takes the job */
    uint32_t level;
    char path[4096];
    int rc;  /* decode, encode or write result: 0 or a WARP_E_* code */
    int err; /* errno of a failed write */
} png_job;

/* A texture of the batch: what its manifest item needs, and its levels' jobs. */
typedef struct tex_item {
    warp_texture_info in;
    char name[WARP_TEXTURE_NAME_MAX], mask[WARP_TEXTURE_NAME_MAX], stem[256];
    size_t dict_offset;
    uint32_t levels; /* PNGs written: 1, or every level with --mips */
    warp_texture *t;
    png_job *jobs;
} tex_item;

/* What one thread keeps from job to job (and from batch to batch): its compressor and
 * its decoded pixels' buffer, so a batch allocates nothing per texture. */
typedef struct png_worker {
    png_encoder *enc;
    png_texture pt;
    warp_texture *t; /* its own copy of the job's handle: with --mips, two levels of one
                        texture may run at once, and a handle serves one thread (warp.h) */
} png_worker;

typedef struct png_pool {
    png_job **jobs;
    size_t count;
    atomic_size_t next; /* jobs are taken in file order */
    int rgba, decode_only;
} png_pool;

static void run_job(png_job *j, png_worker *w, int rgba, int decode_only) {
    const uint8_t *png;
    size_t len;
    if (out_cancelled()) { /* a full disk: no more decoding either */
        j->rc = WARP_E_IO, j->err = ECANCELED;
        return;
    }
    if (!w->t) w->t = handle_alloc(warp_texture_sizeof());
    memcpy(w->t, j->t, warp_texture_sizeof());
    int rc = png_texture_load(&w->pt, w->t, j->level, rgba);
    if (rc) {
        j->rc = rc < 0 ? WARP_E_LIMIT : rc;
    } else if (decode_only) {
        j->rc = 0;
    } else if (!w->enc || png_encode_view(w->enc, &w->pt.im, &png, &len) != 0) {
        j->rc = WARP_E_LIMIT;
    } else if (out_write_file(j->path, png, len) != 0) {
        j->rc = WARP_E_IO, j->err = errno;
    }
}

static void pool_run(png_pool *p, png_worker *w) {
    for (size_t i; (i = atomic_fetch_add(&p->next, 1)) < p->count;) run_job(p->jobs[i], w, p->rgba, p->decode_only);
}

typedef struct pool_thread {
    png_pool *pool;
    png_worker *worker;
    out_note_fn note; /* the starting thread's note of committed files */
    void *note_user;
} pool_thread;

static void *pool_main(void *arg) {
    pool_thread *t = arg;
    out_set_note(t->note, t->note_user);
    pool_run(t->pool, t->worker);
    return NULL;
}

/* Decode, encode and write every level of the batch, then add the manifest items in
 * file order: the output never depends on --jobs. */
static void flush_textures(extract_ctx *c) {
    size_t n = 0;
    for (size_t i = 0; i < c->tex_count; i++) n += c->tex[i].levels;
    png_job **jobs = malloc((n ? n : 1) * sizeof *jobs);
    n = 0;
    for (size_t i = 0; jobs && i < c->tex_count; i++)
        for (uint32_t l = 0; l < c->tex[i].levels; l++) jobs[n++] = &c->tex[i].jobs[l];
    unsigned threads = c->jobs < n ? c->jobs : n ? (unsigned)n : 1;
    if (!c->workers && jobs && (c->workers = calloc(c->jobs, sizeof *c->workers)))
        c->worker_count = c->jobs;
    if (threads > c->worker_count) threads = c->worker_count;
    for (unsigned k = 0; k < threads; k++)
        if (!c->workers[k].enc && c->png_level != TEXTURES_DECODE_ONLY)
            c->workers[k].enc = png_encoder_new(c->png_level);
    if (jobs && threads) {
        png_pool pool = {jobs, n, 0, c->rgba, c->png_level == TEXTURES_DECODE_ONLY};
        pthread_t tid[64];
        pool_thread arg[64];
        unsigned started = 0;
        if (threads > 64) threads = 64;
        while (started + 1 < threads) {
            arg[started] = (pool_thread){&pool, &c->workers[started + 1], NULL, NULL};
            out_get_note(&arg[started].note, &arg[started].note_user);
            if (pthread_create(&tid[started], NULL, pool_main, &arg[started]) != 0) break;
            started++;
        }
        pool_run(&pool, &c->workers[0]); /* this thread is one of them */
        for (unsigned k = 0; k < started; k++) pthread_join(tid[k], NULL);
    }
    for (size_t i = 0; i < c->tex_count; i++) {
        tex_item *t = &c->tex[i];
        int rc = jobs && threads ? 0 : WARP_E_LIMIT;
        for (uint32_t l = 0; l < t->levels && !rc; l++) {
            rc = t->jobs[l].rc;
            if (rc == WARP_E_IO) {
                if (!out_cancelled()) /* a full disk is said once */
                    report(t->jobs[l].path, -1, "cannot write: %s", strerror(t->jobs[l].err));
                c->io_failed = 1;
            }
        }
        free(t->jobs);
        warp_texture_raster ras;
        warp_texture_get_raster(t->t, &ras);
        free(t->t);
        if (rc) {
            c->failures++;
            file_manifest_error(c, t->dict_offset, (int)t->in.index, warp_strerror(rc));
            continue;
        }
        c->textures++;
        const warp_texture_info *in = &t->in;
        item_open(c, "texture");
        json_string(c->manifest, c->source);
        fprintf(c->manifest, ", \"dictionary_offset\": %zu, \"index\": %u, \"name\": ", t->dict_offset, in->index);
        json_string(c->manifest, t->name);
        fputs(", \"mask\": ", c->manifest);
        json_string(c->manifest, t->mask);
        fprintf(c->manifest,
                ", \"width\": %u, \"height\": %u, \"depth\": %u, \"format\": \"%s\", \"palette\": %s%s%s"
                ", \"raster_format\": \"0x%04X\", \"levels\": %u, \"file\": ",
                in->width, in->height, in->depth, psm_name(in->psm), in->palette_colors ? "\"" : "",
                in->palette_colors ? psm_name(in->palette_psm) : "null", in->palette_colors ? "\"" : "",
                in->raster_format, in->levels);
        char file[300];
        snprintf(file, sizeof file, "%s.png", t->stem);
        json_string(c->manifest, file);
        /* the GS fields, as stored (docs/format-textures.md) */
        fprintf(c->manifest,
                ", \"raster\": {\"tex0\": \"0x%016llX\", \"palette_offset\": %u, \"miptbp1\": \"0x%016llX\""
                ", \"miptbp2\": \"0x%016llX\", \"gs_size\": %u, \"k\": \"0x%X\", \"format_word\": \"0x%X\"}",
                (unsigned long long)ras.tex0, ras.palette_offset, (unsigned long long)ras.miptbp1,
                (unsigned long long)ras.miptbp2, ras.gs_size, ras.k, ras.format_word);
        if (c->mips && in->levels > 1) {
            fputs(", \"mips\": [", c->manifest);
            for (uint32_t l = 1; l < in->levels; l++) {
                snprintf(file, sizeof file, "%s.mip%u.png", t->stem, l);
                if (l > 1) fputs(", ", c->manifest);
                json_string(c->manifest, file);
            }
            fputc(']', c->manifest);
        }
        fputc('}', c->manifest);
    }
    free(jobs);
    c->tex_count = 0;
}

/* What one worker holds (not the worker itself). */
static void worker_release(png_worker *w) {
    png_encoder_free(w->enc);
    png_texture_free(&w->pt);
    free(w->t);
}

void free_workers(extract_ctx *c) {
    for (unsigned k = 0; k < c->worker_count; k++) worker_release(&c->workers[k]);
    free(c->workers);
    c->workers = NULL, c->worker_count = 0;
}

void png_worker_free(png_worker *w) {
    if (!w) return;
    worker_release(w);
    free(w);
}

/* Textures: level 0 (and with --mips every level) named now, in file order, and queued
 * with a copy of the handle; flush_textures does the rest at the dictionary's end. */
static int extract_texture(void *user, const warp_texture *t) {
    extract_ctx *c = user;
    if (c->io_failed) return 1; /* an earlier PNG could not be written: stop */
    if (c->tex_count == c->tex_cap) {
        size_t cap = c->tex_cap ? c->tex_cap * 2 : 64;
        tex_item *n = realloc(c->tex, cap * sizeof *n);
        if (!n) return 1;
        c->tex = n;
        c->tex_cap = cap;
    }
    tex_item *it = &c->tex[c->tex_count];
    memset(it, 0, sizeof *it);
    warp_texture_get_info(t, &it->in);
    snprintf(it->name, sizeof it->name, "%s", it->in.name);
    snprintf(it->mask, sizeof it->mask, "%s", it->in.mask);
    it->in.name = it->name, it->in.mask = it->mask;
    it->dict_offset = c->dict_offset;
    if (unique_stem(c, it->name, it->stem, sizeof it->stem) != 0) return 1;
    it->levels = c->mips ? it->in.levels : 1;
    it->t = handle_alloc(warp_texture_sizeof());
    memcpy(it->t, t, warp_texture_sizeof());
    if (!(it->jobs = calloc(it->levels, sizeof *it->jobs))) {
        free(it->t);
        return 1;
    }
    c->tex_count++;
    for (uint32_t l = 0; l < it->levels; l++) {
        png_job *j = &it->jobs[l];
        char suffix[32] = "";
        if (l) {
            char mip_stem[300];
            snprintf(suffix, sizeof suffix, ".mip%u", l);
            snprintf(mip_stem, sizeof mip_stem, "%s%s", it->stem, suffix);
            name_set_add(&c->names, mip_stem); /* a later texture named like this mip gets a suffix */
        }
        snprintf(j->path, sizeof j->path, "%s/%s%s.png", c->outdir, it->stem, suffix);
        j->t = it->t, j->level = l;
    }
    return 0;
}

static int is_section(const uint8_t *p, size_t len, size_t off, uint32_t type) {
    warp_rw_section s;
    return warp_rw_header(p, len, off, &s) == WARP_OK && s.type == type;
}

/* A texture that does not open is reported where it lies; the walk goes on, so one
 * damaged texture costs only itself. */
static int bad_texture(void *user, const warp_txd_bad *b) {
    extract_ctx *c = user;
    size_t at = (size_t)(b->section - c->base);
    c->failures++;
    report(c->source, (long long)at, "texture %u of the dictionary at %zu: %s", b->index, c->dict_offset,
           warp_strerror(b->status));
    file_manifest_error(c, c->dict_offset, (int)b->index, warp_strerror(b->status));
    return 0;
}

static void extract_dictionary(extract_ctx *c, const uint8_t *p, size_t len) {
    c->dict_offset = (size_t)(p - c->base);
    c->dictionaries++;
    warp_txd_header th;
    if (warp_txd_get_header(p, len, &th) == WARP_OK && (th.texture_count != th.natives || th.device_id != 6)) {
        char why[160];
        snprintf(why, sizeof why, "texture dictionary declares %u textures (device id %u), holds %u (device 6 expected)",
                 th.texture_count, th.device_id, th.natives);
        if (c->png_level != TEXTURES_DECODE_ONLY) report(c->source, (long long)c->dict_offset, "warning: %s", why);
        file_manifest_warning(c, c->dict_offset, why); /* warp check lists it */
    }
    int rc = warp_txd_foreach_all(p, len, NULL, extract_texture, bad_texture, c);
    flush_textures(c);
    if (rc < 0) {
        c->failures++;
        report(c->source, (long long)c->dict_offset, "texture dictionary: %s", warp_strerror(rc));
        file_manifest_error(c, c->dict_offset, -1, warp_strerror(rc));
    }
}

/* A 0x2A chunk is a texture dictionary and nothing else (docs/format-chunks.md): one that
 * holds none is damaged, and fails with the dictionary reader's own code. */
static void chunk_without_dictionary(extract_ctx *c, const warp_stream_info *st) {
    warp_txd_header th;
    int rc = warp_txd_get_header(st->data, st->len, &th);
    if (rc == WARP_OK) rc = WARP_E_NOT_FOUND; /* a dictionary past the roots looked at */
    c->failures++;
    size_t at = st->offset + c->skew;
    report(c->source, (long long)at, "chunk 0x2A (resource %u, chunk %u) holds no texture dictionary: %s",
           st->resource_index, st->chunk_index, warp_strerror(rc));
    char msg[160];
    snprintf(msg, sizeof msg, "chunk 0x2A holds no texture dictionary: %s", warp_strerror(rc));
    file_manifest_error(c, at, -1, msg);
}

static int stream_cb(void *user, const warp_stream_info *st) {
    extract_ctx *c = user;
    if (!st->section && st->chunk_type == WARP_CHUNK_RW_TEXTURE_DICTIONARY) chunk_without_dictionary(c, st);
    if (!st->section) return 0; /* another carrier chunk without its section: nothing to export */
    if (c->chunk_count == c->chunk_cap) { /* kept for the model pass (extract_chunk_models) */
        size_t cap = c->chunk_cap ? c->chunk_cap * 2 : 64;
        warp_stream_info *n = realloc(c->chunks, cap * sizeof *n);
        if (!n) return 1;
        c->chunks = n;
        c->chunk_cap = cap;
    }
    c->chunks[c->chunk_count++] = *st;
    if (st->type == WARP_RW_TEXTURE_DICTIONARY) extract_dictionary(c, st->section, st->section_len);
    return 0;
}


/* The textures of one buffer, wherever the known layouts put their dictionaries; the
 * layout found (file.c exports its models). */
int buffer_textures(extract_ctx *c, const uint8_t *p, size_t len, const char *source) {
    c->source = source;
    c->base = c->origin ? c->origin : p;
    c->skew = (size_t)(p - c->base);
    if (is_section(p, len, 0, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p, len); /* a raw .txd */
        return LAYOUT_TXD;
    } else if (len >= 16 && !memcmp(p, "\1\0\0\0\0\0\0\0\0\0\0\0", 12) &&
               is_section(p, len, 16, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 16, len - 16); /* world part: {1, 0, 0, hash} + 0x16 (FACTS 3.4) */
        return LAYOUT_WORLD_PART;
    } else if (is_section(p, len, 4, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 4, len - 4); /* world stream: u32 count + 0x16 */
        return LAYOUT_WORLD_STREAM;
    } else if (is_section(p, len, 0, WARP_RW_TEXTURE_NATIVE)) {
        _Alignas(WARP_ALIGN) unsigned char mem[4096];
        warp_texture *t = (warp_texture *)mem;
        int rc = warp_texture_sizeof() <= sizeof mem
                     ? warp_texture_init(t, sizeof mem, WARP_ABI_VERSION, p, len, NULL)
                     : WARP_E_MEM_SMALL;
        c->dict_offset = 0;
        c->dictionaries++;
        if (rc == WARP_OK) {
            extract_texture(c, t);
            flush_textures(c);
        } else {
            c->failures++;
            report(source, 0, "texture native: %s", warp_strerror(rc));
            file_manifest_error(c, 0, 0, warp_strerror(rc));
        }
        return LAYOUT_TEXTURE_NATIVE;
    } else if (warp_container_kind(p, len, NULL) != WARP_CONTAINER_NONE) {
        c->chunk_count = 0;
        int rc = warp_entry_streams(p, len, WARP_KIND_RESOURCE, NULL, stream_cb, c);
        if (rc < 0) report(source, -1, "chunk container: %s", warp_strerror(rc));
        return LAYOUT_CONTAINER;
    }
    return LAYOUT_OTHER;
}

int extract_textures(const char *outdir, int mips, int png_level, int rgba, FILE *manifest, int *items,
                     const uint8_t *p, size_t len, const char *source, unsigned *textures, unsigned *failures,
                     png_worker **png, const texture_place *at) {
    extract_ctx c;
    memset(&c, 0, sizeof c);
    if (at) c.origin = at->origin, c.item_folder = at->folder;
    c.outdir = outdir;
    c.mips = mips;
    c.png_level = png_level;
    c.rgba = rgba;
    c.jobs = 1; /* the whole-WAD extractor runs entries on its own threads */
    c.manifest = manifest;
    c.manifest_items = *items;
    if (png && *png) c.workers = *png, c.worker_count = 1; /* the thread's own, from its last call */
    name_set_add(&c.names, "manifest");
    buffer_textures(&c, p, len, source);
    int found = c.dictionaries + c.failures ? 0 : -1;
    name_set_free(&c.names);
    if (png)
        *png = c.workers; /* kept (one: jobs is 1 here) */
    else
        free_workers(&c);
    free(c.tex);
    free(c.chunks);
    *items = c.manifest_items;
    *textures += c.textures;
    *failures += c.failures;
    return found;
}
