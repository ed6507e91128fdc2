/* warp extract INPUT -o OUTDIR [--mips] [--quiet]: textures to PNG plus a manifest.
 * extract_buffer() finds every texture dictionary in one buffer (raw .txd, WAD entry,
 * chunk container, world part or world stream); each kind of output has its own
 * function (extract_texture for PNGs), so models and whole WADs can be added beside. */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "formats/gltf_model.h"
#include "extract/audio.h"
#include "extract/wad.h"
#include "formats/html.h"
#include "platform/outfile.h"
#include "formats/png.h"
#include "platform/util.h"

/* Output stems already used (case-insensitively, so extraction works on any file system). */
typedef struct name_set {
    char **items;
    size_t count, cap;
} name_set;

typedef struct tex_item tex_item;

typedef struct extract_ctx {
    const char *outdir;
    int mips, quiet, png_level, rgba;
    unsigned jobs;      /* threads making PNGs */
    png_worker *workers; /* made at the first batch, one per thread */
    unsigned worker_count;
    tex_item *tex;      /* the batch of textures named, not yet written */
    size_t tex_count, tex_cap;
    int io_failed;
    FILE *manifest;
    int manifest_items;
    char *manifest_text; /* the whole manifest, written last */
    size_t manifest_len;
    name_set names;
    const char *source; /* input label for the manifest */
    const uint8_t *base; /* start of the input, for offsets */
    size_t dict_offset;
    unsigned textures, failures, dictionaries;
    /* models and worlds (.glb): --txd dictionaries, the chunks of a container */
    const uint8_t **txd;
    size_t *txd_len, txd_count;
    warp_stream_info *chunks; /* a container's RenderWare streams (warp_entry_streams) */
    size_t chunk_count, chunk_cap;
    unsigned models, skipped_meshes;
    int textures_only; /* the whole-WAD mode exports models itself */
} extract_ctx;

static uint32_t stem_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint32_t)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s)) * 16777619u;
    return h;
}

/* Insert; 0 when new, 1 when already present, -1 out of memory. */
static int name_set_add(name_set *set, const char *s) {
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

static void name_set_free(name_set *set) {
    for (size_t i = 0; i < set->cap; i++) free(set->items[i]);
    free(set->items);
    memset(set, 0, sizeof *set);
}

/* A stem no earlier output used: the sanitised name, else name~1, name~2, ... */
static int unique_stem(extract_ctx *c, const char *name, char *out, size_t cap) {
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

static void manifest_sep(extract_ctx *c) { fputs(c->manifest_items++ ? ",\n    " : "\n    ", c->manifest); }

static void manifest_error(extract_ctx *c, size_t offset, int index, const char *why) {
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"error\", \"source\": ");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"index\": %d, \"error\": ", offset, index);
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
    int rgba;
} png_pool;

static void run_job(png_job *j, png_worker *w, int rgba) {
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
    } else if (!w->enc || png_encode_view(w->enc, &w->pt.im, &png, &len) != 0) {
        j->rc = WARP_E_LIMIT;
    } else if (out_write_file(j->path, png, len) != 0) {
        j->rc = WARP_E_IO, j->err = errno;
    }
}

static void pool_run(png_pool *p, png_worker *w) {
    for (size_t i; (i = atomic_fetch_add(&p->next, 1)) < p->count;) run_job(p->jobs[i], w, p->rgba);
}

typedef struct pool_thread {
    png_pool *pool;
    png_worker *worker;
} pool_thread;

static void *pool_main(void *arg) {
    pool_thread *t = arg;
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
        if (!c->workers[k].enc) c->workers[k].enc = png_encoder_new(c->png_level);
    if (jobs && threads) {
        png_pool pool = {jobs, n, 0, c->rgba};
        pthread_t tid[64];
        pool_thread arg[64];
        unsigned started = 0;
        if (threads > 64) threads = 64;
        while (started + 1 < threads) {
            arg[started] = (pool_thread){&pool, &c->workers[started + 1]};
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
        free(t->t);
        if (rc) {
            c->failures++;
            manifest_error(c, t->dict_offset, (int)t->in.index, warp_strerror(rc));
            continue;
        }
        c->textures++;
        const warp_texture_info *in = &t->in;
        manifest_sep(c);
        fprintf(c->manifest, "{\"kind\": \"texture\", \"source\": ");
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

static void free_workers(extract_ctx *c) {
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

static void extract_dictionary(extract_ctx *c, const uint8_t *p, size_t len) {
    c->dict_offset = (size_t)(p - c->base);
    c->dictionaries++;
    int rc = warp_txd_foreach(p, len, NULL, extract_texture, c);
    flush_textures(c);
    if (rc < 0) {
        c->failures++;
        report(c->source, (long long)c->dict_offset, "texture dictionary: %s", warp_strerror(rc));
        manifest_error(c, c->dict_offset, -1, warp_strerror(rc));
    }
}

static int stream_cb(void *user, const warp_stream_info *st) {
    extract_ctx *c = user;
    if (!st->section) return 0; /* a carrier chunk without its section: nothing to export */
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

/* ---- models and worlds: one .glb each (export.c, export_world.c) ---------------- */
enum { MODEL_CLUMP, MODEL_WORLD, MODEL_PART };
static const char *const model_kind[] = {"model", "world", "world_part"};

/* The input's file name without folder and extension (names the .glb files). */
static void input_stem(const char *source, char *out, size_t cap) {
    const char *b = strrchr(source, '/'), *dot;
    b = b ? b + 1 : source;
    dot = strrchr(b, '.');
    snprintf(out, cap, "%.*s", (int)(dot && dot != b ? (size_t)(dot - b) : strlen(b)), b);
}

/* Export one clump, world or world part as OUTDIR/<name>.glb with a manifest item.
 * dict (may be NULL) comes first in the texture search, then the --txd files. */
static void extract_model(extract_ctx *c, int kind, const uint8_t *p, size_t len, const uint8_t *dict,
                          size_t dict_len, int fallback, const char *name) {
    if (c->textures_only || out_cancelled()) return; /* a full disk stops the run */
    char stem[256], file[300], path[4096], err[256];
    if (unique_stem(c, name, stem, sizeof stem) != 0) return;
    snprintf(file, sizeof file, "%s.glb", stem);
    snprintf(path, sizeof path, "%s/%s", c->outdir, file);
    const uint8_t *txd[65];
    size_t txd_len[65], n = 0;
    if (dict) txd[n] = dict, txd_len[n++] = dict_len;
    for (size_t i = 0; i < c->txd_count && n < 65; i++) txd[n] = c->txd[i], txd_len[n++] = c->txd_len[i];
    export_textures tex = {txd, txd_len, n, fallback};
    export_stats st;
    size_t off = (size_t)(p - c->base);
    int rc = kind == MODEL_CLUMP   ? export_clump_glb(p, len, &tex, path, &st, err, sizeof err)
             : kind == MODEL_WORLD ? export_world_glb(p, len, &tex, path, &st, err, sizeof err)
                                   : export_streamed_world_glb(NULL, 0, &p, &len, 1, path, &st, err, sizeof err);
    c->skipped_meshes += st.skipped_meshes;
    if (rc && !st.meshes && st.skipped_meshes) { /* all in layouts not decoded: said on stderr */
        manifest_sep(c);
        fprintf(c->manifest, "{\"kind\": \"skipped\", \"source\": ");
        json_string(c->manifest, c->source);
        fprintf(c->manifest, ", \"offset\": %zu, \"skipped_meshes\": %u}", off, st.skipped_meshes);
        return;
    }
    if (rc) {
        c->failures++;
        report(c->source, (long long)off, "%s: %s", model_kind[kind], err);
        manifest_error(c, off, -1, err);
        return;
    }
    c->models++;
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"%s\", \"source\": ", model_kind[kind]);
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"file\": ", off);
    json_string(c->manifest, file);
    export_stats_json(c->manifest, &st);
}

/* Root sections of a raw .dff (clumps, with UV-animation or texture dictionaries between);
 * calls extract_model per clump when stem is set. Returns the clump count. */
static unsigned dff_clumps(extract_ctx *c, const uint8_t *p, size_t len, const char *stem) {
    if (c->textures_only) return 0;
    unsigned n = 0, total = stem ? dff_clumps(c, p, len, NULL) : 0;
    warp_rw_section s, first;
    for (size_t off = 0; warp_rw_header(p, len, off, &s) == WARP_OK; off += 12 + (size_t)s.size) {
        if (off == 0) first = s;
        if (s.stamp != first.stamp || (s.type != WARP_RW_CLUMP && s.type != WARP_RW_UV_ANIM_DICTIONARY &&
                                       s.type != WARP_RW_TEXTURE_DICTIONARY))
            break; /* trailing archive padding (MANIFEST.md) */
        if (s.type != WARP_RW_CLUMP) continue;
        if (stem) {
            char name[256];
            if (total > 1) snprintf(name, sizeof name, "%s_%u", stem, n); else snprintf(name, sizeof name, "%s", stem);
            extract_model(c, MODEL_CLUMP, p + off, 12 + (size_t)s.size, NULL, 0, 0, name);
        }
        n++;
    }
    return n;
}

/* Models (0x09, 0x25, 0x47 clumps) and worlds (0x15) of a container's chunks; each takes
 * its textures from the nearest 0x2A before it in its resource (a level's sky models and
 * glow world, FACTS 5), else the resource's first 0x2A (props, characters: FACTS 4.5). */
static void extract_chunk_models(extract_ctx *c, const char *stem) {
    if (c->textures_only) return;
    for (size_t i = 0; i < c->chunk_count; i++) {
        const warp_stream_info *ch = &c->chunks[i];
        int kind = ch->type == WARP_RW_CLUMP ? MODEL_CLUMP : ch->type == WARP_RW_WORLD ? MODEL_WORLD : -1;
        if (kind < 0) continue;
        const warp_stream_info *dict = NULL;
        for (size_t j = 0; j < c->chunk_count; j++) {
            const warp_stream_info *d = &c->chunks[j];
            if (d->resource_index != ch->resource_index || d->type != WARP_RW_TEXTURE_DICTIONARY) continue;
            if (j < i || !dict) dict = d;
            if (j > i) break;
        }
        char name[256];
        if (c->chunks[c->chunk_count - 1].resource_index > 0)
            snprintf(name, sizeof name, "%s_%u_%u", stem, ch->resource_index, ch->chunk_index);
        else
            snprintf(name, sizeof name, "%s_%u", stem, ch->chunk_index);
        extract_model(c, kind, ch->section, ch->section_len, dict ? dict->section : NULL, dict ? dict->section_len : 0, 1,
                      name);
    }
}

/* Every texture dictionary, model and world of one buffer, wherever the known layouts
 * put them. Returns 0 when at least one was found. */
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source);
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source) {
    c->source = source;
    c->base = p;
    unsigned before = c->dictionaries + c->models + c->failures + c->skipped_meshes;
    char stem[256];
    input_stem(source, stem, sizeof stem);
    if (is_section(p, len, 0, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p, len); /* a raw .txd */
    } else if (len >= 16 && !memcmp(p, "\1\0\0\0\0\0\0\0\0\0\0\0", 12) &&
               is_section(p, len, 16, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 16, len - 16); /* world part: {1, 0, 0, hash} + 0x16 (FACTS 3.4) */
        extract_model(c, MODEL_PART, p, len, NULL, 0, 0, stem); /* its atomics, each at the origin */
    } else if (is_section(p, len, 4, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 4, len - 4); /* world stream: u32 count + 0x16 */
        if (!c->textures_only)
            report(source, -1, "world stream: its world holds sector boxes, no geometry; the .glb needs its "
                           "_ms<i>.sec parts (whole-WAD extraction): none written");
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
            manifest_error(c, 0, 0, warp_strerror(rc));
        }
    } else if (warp_container_kind(p, len, NULL) != WARP_CONTAINER_NONE) {
        c->chunk_count = 0;
        int rc = warp_entry_streams(p, len, WARP_KIND_RESOURCE, NULL, stream_cb, c);
        if (rc < 0) report(source, -1, "chunk container: %s", warp_strerror(rc));
        extract_chunk_models(c, stem);
    } else if (dff_clumps(c, p, len, NULL)) {
        dff_clumps(c, p, len, stem); /* a raw .dff: one .glb per root clump */
    }
    return c->dictionaries + c->models + c->failures + c->skipped_meshes > before ? 0 : -1;
}

int extract_textures(const char *outdir, int mips, int png_level, int rgba, FILE *manifest, int *items,
                     const uint8_t *p, size_t len, const char *source, unsigned *textures, unsigned *failures,
                     png_worker **png) {
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.outdir = outdir;
    c.mips = mips;
    c.png_level = png_level;
    c.rgba = rgba;
    c.jobs = 1; /* the whole-WAD extractor runs entries on its own threads */
    c.textures_only = 1;
    c.manifest = manifest;
    c.manifest_items = *items;
    if (png && *png) c.workers = *png, c.worker_count = 1; /* the thread's own, from its last call */
    name_set_add(&c.names, "manifest");
    int found = extract_buffer(&c, p, len, source);
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

static void usage(FILE *f) {
    fprintf(f,
            "usage: warp extract INPUT -o OUTDIR [--mips] [--rgba] [--png-level N] [--jobs N]\n"
            "                    [--txd FILE]... [--no-html] [--quiet]\n"
            "\n"
            "Decode every texture of the texture dictionaries in INPUT (a .txd, a WAD entry,\n"
            "a chunk container, a world part or world stream) to OUTDIR/<name>.png (palettised\n"
            "textures as palettised PNGs in their own index order, true colour as RGB or RGBA),\n"
            "every model (a .dff's clumps, a container's 0x09/0x25/0x47 chunks), world (0x15)\n"
            "and world part to OUTDIR/<name>.glb (glTF 2.0), and list them in\n"
            "OUTDIR/manifest.json, shown by OUTDIR/index.html.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  --rgba            write every PNG as RGBA8\n"
            "  --png-level N     deflate level 0-9 of the PNGs (default 6; 0 stores)\n"
            "  --jobs N          threads encoding PNGs (default: the number of cores); the\n"
            "                    output is the same for any N\n"
            "  --txd FILE        a texture dictionary for the models' materials (repeatable)\n"
            "  --no-html         no OUTDIR/index.html\n"
            "  -q, --quiet       no summary on stdout\n"
            "  -h, --help        this text\n"
            "\n"
            "A WAD (WARRIORS.DIR beside it, or --dir DIR) is extracted whole: see\n"
            "'warp extract WAD --help'.\n");
}

int cmd_extract(int argc, char **argv) {
    if (extract_input_is_snd(argc, argv)) return cmd_extract_snd(argc, argv);
    if (extract_input_is_wad(argc, argv)) return cmd_extract_wad(argc, argv);
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.png_level = PNG_DEFAULT_LEVEL;
    int no_html = 0;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    c.jobs = cores > 0 ? (unsigned)cores : 1;
    const char *input = NULL;
    file_map *txd_maps = calloc((size_t)argc, sizeof *txd_maps);
    c.txd = calloc((size_t)argc, sizeof *c.txd);
    c.txd_len = calloc((size_t)argc, sizeof *c.txd_len);
    int rc = 1;
    file_map m = {0};
    if (!txd_maps || !c.txd || !c.txd_len) goto done;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            rc = 0;
            goto done;
        } else if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc) {
            c.outdir = argv[++i];
        } else if (!strcmp(argv[i], "--mips")) {
            c.mips = 1;
        } else if (!strcmp(argv[i], "--rgba")) {
            c.rgba = 1;
        } else if (!strcmp(argv[i], "--jobs") && i + 1 < argc && atoi(argv[i + 1]) > 0 &&
                   atoi(argv[i + 1]) <= 1024) {
            c.jobs = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--png-level") && i + 1 < argc && argv[i + 1][0] >= '0' &&
                   argv[i + 1][0] <= '9' && !argv[i + 1][1]) {
            c.png_level = argv[++i][0] - '0';
        } else if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet")) {
            c.quiet = 1;
        } else if (!strcmp(argv[i], "--no-html")) {
            no_html = 1;
        } else if (!strcmp(argv[i], "--txd") && i + 1 < argc) {
            if (map_file(argv[++i], &txd_maps[c.txd_count]) != 0) {
                report(argv[i], -1, "cannot read: %s", strerror(errno));
                goto done;
            }
            c.txd[c.txd_count] = txd_maps[c.txd_count].data;
            c.txd_len[c.txd_count] = txd_maps[c.txd_count].len;
            c.txd_count++;
        } else if (argv[i][0] == '-' || input) {
            fprintf(stderr, "warp extract: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            rc = 2;
            goto done;
        } else {
            input = argv[i];
        }
    }
    if (!input || !c.outdir) {
        usage(stderr);
        rc = 2;
        goto done;
    }
    if (map_file(input, &m) != 0) {
        report(input, -1, "cannot read: %s", strerror(errno));
        goto done;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", c.outdir);
    char *items = NULL;
    size_t items_len = 0;
    if (make_dirs(c.outdir) != 0 || !(c.manifest = open_memstream(&items, &items_len))) {
        report(c.outdir, -1, "cannot create: %s", strerror(errno));
        unmap_file(&m);
        goto done;
    }
    out_clean_leftovers(c.outdir);
    name_set_add(&c.names, "manifest"); /* never shadow manifest.json */
    int found = extract_buffer(&c, m.data, m.len, input);
    int io = fclose(c.manifest);
    unmap_file(&m);
    /* The manifest is written last, whole and atomically: "failed" when a full disk
     * stopped the outputs (the items list those written). */
    char folder[4096];
    int err = 0, full = out_disk_full(folder, sizeof folder, &err);
    uint64_t files, bytes;
    out_totals(&files, &bytes);
    if (full)
        report(folder, -1, "no room to write (%s): stopped after %llu files (%.1f MB) written", strerror(err),
               (unsigned long long)files, (double)bytes / 1e6);
    out_uncancel();
    if (io == 0 && (c.manifest = open_memstream(&c.manifest_text, &c.manifest_len))) {
        fprintf(c.manifest, "{\n  \"status\": \"%s\",\n  \"items\": [", full ? "failed" : "complete");
        if (items_len) fwrite(items, 1, items_len, c.manifest);
        fputs(c.manifest_items ? "\n  ]\n}\n" : "]\n}\n", c.manifest);
        io = fclose(c.manifest) != 0 || out_write_file(path, c.manifest_text, c.manifest_len) != 0;
        if (io) report(path, -1, "cannot write: %s", strerror(errno));
    }
    free(items);
    if (found != 0 && !full) report(input, -1, "no texture dictionary or model found");
    if (!c.quiet)
        printf("%s: %u texture%s from %u dictionar%s, %u model%s (%u meshes skipped), %u failed -> %s\n", input,
               c.textures, c.textures == 1 ? "" : "s", c.dictionaries, c.dictionaries == 1 ? "y" : "ies", c.models,
               c.models == 1 ? "" : "s", c.skipped_meshes, c.failures, c.outdir);
    rc = found != 0 || c.failures || io || full ? 1 : 0;
    if (!io && !full && !no_html) rc |= html_index(c.outdir, c.quiet);
done:
    free(c.manifest_text);
    name_set_free(&c.names);
    free_workers(&c);
    free(c.tex);
    for (size_t i = 0; txd_maps && i < c.txd_count; i++) unmap_file(&txd_maps[i]);
    free(txd_maps);
    free(c.txd);
    free(c.txd_len);
    free(c.chunks);
    return rc;
}
