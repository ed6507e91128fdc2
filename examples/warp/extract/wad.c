/* warp extract WAD -o OUTDIR: every entry of WARRIORS.WAD to OUTDIR/<entry>/...
 *
 * Two passes. The index pass (main thread) classifies every entry, names it (--names,
 * else the decimal name of a resource), and builds the cross-entry tables extraction
 * needs: DIR hash -> entry, resource hash -> texture dictionary chunk, model resource
 * hash -> dictionaries (Object List 0x46 / Character List 0x44 of warriors.glr,
 * FACTS.md 4.4), part header hash -> world part, world stream -> world name (FACTS.md
 * 3.4). The extraction pass runs entries on --jobs worker threads; each entry's manifest
 * text is kept until every earlier entry is written, so the manifest is in entry order
 * whatever the number of jobs. Entries are read from a read-only mapping (pages are
 * dropped after use so the resident set stays small) or, where mapping fails, through
 * warp_wad_set_reader with pread. */
#include <ctype.h>
#include <stdarg.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "formats/gltf_model.h"
#include "extract/wad.h"
#include "extract/job.h"
#include "formats/html.h"
#include "extract/manifest.h"
#include "extract/anim.h"
#include "extract/audio.h"
#include "extract/level.h"
#include "extract/misc.h"
#include "platform/outfile.h"
#include "formats/png.h"
#include "platform/util.h"

const char *const only_names[ONLY_KINDS] = {"textures", "models", "worlds", "raw", "sounds", "data"};
static volatile sig_atomic_t stop_signal; /* the first SIGINT / SIGTERM (on_stop_signal) */
static volatile sig_atomic_t finishing;   /* workers done: a signal no longer cancels outputs */


static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int cmp_hash_ref(const void *a, const void *b) {
    const hash_ref *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}
static int cmp_dict_ref(const void *a, const void *b) {
    const dict_ref *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}
static int cmp_model_rec(const void *a, const void *b) {
    const model_rec *x = a, *y = b;
    return x->model < y->model ? -1 : x->model > y->model;
}

/* First element with `hash` in an array sorted by (hash, entry) = first in file order. */
const hash_ref *find_ref(const hash_ref *v, size_t n, uint32_t hash) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid].hash < hash) lo = mid + 1; else hi = mid;
    }
    return lo < n && v[lo].hash == hash ? &v[lo] : NULL;
}
static const dict_ref *find_dict(const wad_run *r, uint32_t hash) {
    size_t lo = 0, hi = r->dict_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->dicts[mid].hash < hash) lo = mid + 1; else hi = mid;
    }
    return lo < r->dict_count && r->dicts[lo].hash == hash ? &r->dicts[lo] : NULL;
}
static const model_rec *find_rec(const wad_run *r, uint32_t model) {
    model_rec key = {model, {0, 0}};
    return r->rec_count ? bsearch(&key, r->recs, r->rec_count, sizeof key, cmp_model_rec) : NULL;
}

/* ---- entry bytes ----------------------------------------------------------------------- */


static int pread_all(void *user, uint64_t offset, void *dst, size_t len) {
    int fd = *(const int *)user;
    size_t got = 0;
    while (got < len) {
        ssize_t n = pread(fd, (uint8_t *)dst + got, len - got, (off_t)(offset + got));
        if (n <= 0) return -1;
        got += (size_t)n;
    }
    return 0;
}

/* An entry's bytes through this thread's own WAD handle (handles are not shared). */
int entry_open(const warp_wad *w, uint32_t i, entry_bytes *b) {
    memset(b, 0, sizeof *b);
    if (warp_wad_data(w, i, &b->p, &b->len) == WARP_OK) return WARP_OK;
    warp_entry e;
    int rc = warp_wad_get(w, i, &e);
    if (rc) return rc;
    if (!(b->heap = malloc(e.size ? e.size : 1))) return WARP_E_LIMIT;
    if ((rc = warp_wad_read(w, i, b->heap, e.size, NULL)) != WARP_OK) {
        free(b->heap);
        b->heap = NULL;
        return rc;
    }
    b->p = b->heap;
    b->len = e.size;
    return WARP_OK;
}

/* Done with an entry: free the copy, or let the kernel drop its mapped pages so the
 * resident set does not grow with the WAD. The range is widened to 64 KiB bounds: the
 * kernel maps neighbouring pages on a fault ("fault-around"), and a page still in use by
 * another thread is clean, so dropping it only makes that thread fault it in again. */
void entry_close(const wad_run *r, entry_bytes *b) {
    if (b->heap) {
        free(b->heap);
    } else if (r->map && b->len) {
        uintptr_t window = 64 * 1024, lo = (uintptr_t)r->map, hi = lo + r->wad_len;
        uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
        uintptr_t start = (uintptr_t)b->p & ~(window - 1), end = ((uintptr_t)b->p + b->len + window - 1) & ~(window - 1);
        if (start < lo) start = lo; /* the mapping starts page-aligned */
        if (end > hi) end = (hi + page - 1) & ~(page - 1);
        madvise((void *)start, end - start, MADV_DONTNEED);
    }
    memset(b, 0, sizeof *b);
}

static warp_wad *open_handle(const wad_run *r) {
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    if (warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, r->dir.data, r->dir.len, r->wad_len, NULL) != WARP_OK ||
        (r->map ? warp_wad_set_memory(w, r->map, r->wad_len) : warp_wad_set_reader(w, pread_all, (void *)&r->fd)) !=
            WARP_OK) {
        free(w);
        return NULL;
    }
    return w;
}

/* ---- index pass ------------------------------------------------------------------------ */

static int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcasecmp(s + n - m, suffix);
}

int entry_by_name(const wad_run *r, const char *name, uint32_t *index) {
    const hash_ref *h = find_ref(r->by_hash, r->count, warp_name_hash(name));
    if (!h) return -1;
    *index = h->entry;
    return 0;
}

static int load_names(wad_run *r) {
    FILE *f = fopen(r->names_path, "rb");
    if (!f) return -1;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        char *s = line, *e;
        while (*s && isspace((unsigned char)*s)) s++;
        e = s + strlen(s);
        while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
        uint32_t i;
        if (*s && entry_by_name(r, s, &i) == 0 && !r->names[i]) r->names[i] = strdup(s);
    }
    int bad = ferror(f);
    fclose(f);
    return bad ? -1 : 0;
}

typedef struct index_walk {
    wad_run *r;
    uint32_t entry;
    const uint8_t *base;
    uint32_t last_resource; /* resource_index + 1 of the last dictionary indexed */
} index_walk;

static void add_dict(wad_run *r, dict_ref d) {
    if (r->dict_count == r->dict_cap) {
        size_t cap = r->dict_cap ? r->dict_cap * 2 : 1024;
        dict_ref *v = realloc(r->dicts, cap * sizeof *v);
        if (!v) return; /* out of memory: the model just gets no textures */
        r->dicts = v;
        r->dict_cap = cap;
    }
    r->dicts[r->dict_count++] = d;
}

/* Character List 0x44: 16-byte header (count), 32-byte records {key, data, model, dict}.
 * Object List 0x46: 16-byte header (count), 36-byte records {key, swap, model, dict,
 * dict2, ...} (FACTS.md 4.4, page 002). */
static void add_records(wad_run *r, const uint8_t *p, size_t len, size_t rec_size, int has_dict2) {
    if (len < 16) return;
    size_t n = le32(p);
    if (n > (len - 16) / rec_size) n = (len - 16) / rec_size;
    model_rec *v = realloc(r->recs, (r->rec_count + n + 1) * sizeof *v);
    if (!v) return;
    r->recs = v;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *q = p + 16 + i * rec_size;
        model_rec m = {le32(q + 8), {le32(q + 12), has_dict2 ? le32(q + 16) : 0}, has_dict2 ? 0 : le32(q + 4)};
        r->recs[r->rec_count++] = m;
    }
}

static int index_chunk(void *user, const warp_chunk_info *c) {
    index_walk *iw = user;
    wad_run *r = iw->r;
    if (c->type == 0x2A && iw->last_resource != c->resource_index + 1) {
        iw->last_resource = c->resource_index + 1;
        dict_ref d = {c->resource_hash, iw->entry, (uint32_t)(c->data - iw->base), (uint32_t)c->size};
        add_dict(r, d);
    } else if (r->kinds[iw->entry] == WARP_KIND_GLOBAL && (c->type == 0x44 || c->type == 0x46)) {
        add_records(r, c->data, c->size, c->type == 0x44 ? 32 : 36, c->type == 0x46);
    }
    return 0;
}

/* World names to try on world streams the names file does not name: level<N>, its
 * solid (s) and detail (d) halves, objarena (FACTS.md 3.4), and the stems of names. */
static void name_worlds(wad_run *r) {
    for (uint32_t i = 0; i < r->count; i++)
        if (r->kinds[i] == WARP_KIND_WORLD_STREAM && r->names[i] && ends_with(r->names[i], "_sec.wld")) {
            r->worlds[i] = strdup(r->names[i]);
            r->worlds[i][strlen(r->names[i]) - 8] = 0;
        }
    char cand[64], file[96];
    for (unsigned n = 0; n <= 3000; n++) {
        if (n == 3000)
            snprintf(cand, sizeof cand, "objarena");
        else
            snprintf(cand, sizeof cand, "level%u%s", n / 3, (const char *[]){"", "s", "d"}[n % 3]);
        snprintf(file, sizeof file, "%s_sec.wld", cand);
        uint32_t i;
        if (entry_by_name(r, file, &i) == 0 && r->kinds[i] == WARP_KIND_WORLD_STREAM && !r->worlds[i])
            r->worlds[i] = strdup(cand);
    }
}

/* Unique folder per entry: the sanitised name, else the index; a clash (names that
 * sanitise alike, in any letter case) gets "~<index>". */
static int cmp_folder(const void *a, const void *b, void *user) {
    char **f = user;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    int c = strcasecmp(f[x], f[y]);
    return c ? c : (x < y ? -1 : x > y);
}
static void make_folders(wad_run *r) {
    uint32_t *order = malloc((r->count + 1) * sizeof *order);
    for (uint32_t i = 0; i < r->count; i++) {
        char buf[256];
        if (r->names[i])
            sanitize_name(r->names[i], buf, sizeof buf);
        else
            snprintf(buf, sizeof buf, "%u", i);
        if (!strcasecmp(buf, "manifest.json") || !strcasecmp(buf, "index.html") || !strcasecmp(buf, "index-files"))
            snprintf(buf, sizeof buf, "%s~%u", r->names[i] ? buf : "entry", i); /* the index's own names */
        r->folders[i] = strdup(buf);
        order[i] = i;
    }
    qsort_r(order, r->count, sizeof *order, cmp_folder, r->folders);
    for (uint32_t k = 1; k < r->count; k++) {
        uint32_t i = order[k];
        if (strcasecmp(r->folders[order[k - 1]], r->folders[i]) != 0) continue;
        char buf[300];
        snprintf(buf, sizeof buf, "%s~%u", r->folders[i], i);
        free(r->folders[i]);
        r->folders[i] = strdup(buf);
    }
    free(order);
}

static int index_wad(wad_run *r, warp_wad *w) {
    for (uint32_t i = 0; i < r->count; i++) {
        warp_wad_get(w, i, &r->entries[i]);
        r->by_hash[i].hash = r->entries[i].hash;
        r->by_hash[i].entry = i;
    }
    qsort(r->by_hash, r->count, sizeof *r->by_hash, cmp_hash_ref);
    if (r->names_path && load_names(r) != 0) {
        report(r->names_path, -1, "%s", strerror(errno));
        return -1;
    }
    r->parts = malloc((r->count + 1) * sizeof *r->parts);
    for (uint32_t i = 0; i < r->count && !stop_signal; i++) {
        entry_bytes b;
        int rc = entry_open(w, i, &b);
        if (rc != WARP_OK) {
            r->kinds[i] = -1; /* reported by the extraction pass */
            continue;
        }
        int kind = r->kinds[i] = warp_classify(b.p, b.len, WARP_KIND_UNKNOWN);
        char num[16];
        if (!r->names[i] && warp_recover_name(b.p, b.len, r->entries[i].hash, num, sizeof num, NULL) == WARP_OK)
            r->names[i] = strdup(num);
        if (kind >= WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE) {
            index_walk iw = {r, i, b.p, 0};
            warp_chunk_foreach(b.p, b.len, NULL, index_chunk, &iw);
            anim_index_entry(r, i, b.p, b.len);
        } else if (kind == WARP_KIND_WORLD_PART && b.len >= 16) {
            r->parts[r->part_count].hash = le32(b.p + 12);
            r->parts[r->part_count++].entry = i;
        }
        entry_close(r, &b);
    }
    /* A sound bank has no signature: it is the .msb whose .msd (same stem) is an index. */
    for (uint32_t i = 0; i < r->count; i++) {
        if (r->kinds[i] != WARP_KIND_UNKNOWN || !r->names[i] || !ends_with(r->names[i], ".msb")) continue;
        char msd[4096];
        uint32_t j;
        snprintf(msd, sizeof msd, "%.*s.msd", (int)(strlen(r->names[i]) - 4), r->names[i]);
        if (entry_by_name(r, msd, &j) == 0 && r->kinds[j] == WARP_KIND_SOUND_INDEX) r->kinds[i] = WARP_KIND_SOUND_BANK;
    }
    qsort(r->parts, r->part_count, sizeof *r->parts, cmp_hash_ref);
    if (r->dict_count) qsort(r->dicts, r->dict_count, sizeof *r->dicts, cmp_dict_ref);
    if (r->rec_count) qsort(r->recs, r->rec_count, sizeof *r->recs, cmp_model_rec);
    anim_index_done(r);
    name_worlds(r);
    make_folders(r);
    r->audio = audio_wad_tables(r, w);
    return 0;
}

/* ---- one entry ------------------------------------------------------------------------- */

/* File extension a kind implies for its raw bytes (FACTS.md 2.4, 8). */
const char *kind_ext(int kind) {
    switch (kind) {
    case WARP_KIND_PACK: return "pak";
    case WARP_KIND_ANIMATION: return "anm";
    case WARP_KIND_LEVEL: return "lev";
    case WARP_KIND_GLOBAL: return "glr";
    case WARP_KIND_WORLD_PART: return "sec";
    case WARP_KIND_WORLD_STREAM: return "wld";
    case WARP_KIND_WORLD_MANIFEST: return "mem";
    case WARP_KIND_LUA: return "lua";
    case WARP_KIND_SCENE: return "scn";
    case WARP_KIND_SOUND_INDEX: return "msd";
    case WARP_KIND_SOUND_BANK: return "msb";
    case WARP_KIND_RW_OLD: return "rws";
    case WARP_KIND_FONT_METRICS: return "met";
    case WARP_KIND_BITMAP: return "bmp";
    case WARP_KIND_ICON: return "ico";
    case WARP_KIND_OBJECT_LIST: return "txt";
    case WARP_KIND_UNKNOWN: return "bin";
    default: return "cnk"; /* the other chunk containers */
    }
}

/* Kinds whose content the PNG / glTF outputs carry whole; every other kind is also
 * saved raw so nothing in the archive is lost (animations, collision, lists, audio). */
static int kind_is_converted(int kind) {
    return kind == WARP_KIND_PACK || kind == WARP_KIND_TEXTURES || kind == WARP_KIND_MODEL ||
           kind == WARP_KIND_WORLD_PART || kind == WARP_KIND_WORLD_STREAM;
}


void item_begin(entry_job *j, const char *kind) {
    fputs(j->items++ ? ",\n    " : "\n    ", j->m);
    fprintf(j->m, "{\"kind\": \"%s\"", kind);
}

/* A decode failure: one line on stderr (entry, WAD offset, reason) and a manifest item. */
void entry_error(entry_job *j, size_t offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void entry_error(entry_job *j, size_t offset, const char *fmt, ...) {
    char why[512], who[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    const char *name = j->r->names[j->index];
    snprintf(who, sizeof who, "%s: entry %u%s%s%s", j->r->wad_path, j->index, name ? " (" : "", name ? name : "",
             name ? ")" : "");
    if (!out_cancelled()) { /* a stopping run says why once, not once per abandoned output */
        flockfile(stderr); /* one whole line per report, whatever the other workers print */
        report(who, (long long)(j->r->entries[j->index].offset + offset), "%s", why);
        funlockfile(stderr);
    }
    item_begin(j, "error");
    fprintf(j->m, ", \"offset\": %zu, \"error\": ", offset);
    json_string(j->m, why);
    fputc('}', j->m);
    j->failures++;
}

/* A file name in the entry's folder no earlier output took: stem.ext, stem~1.ext, ... */
void unique_file(entry_job *j, const char *stem, const char *ext, char *out, size_t cap) {
    char base[200];
    sanitize_name(stem, base, sizeof base);
    for (unsigned n = 0;; n++) {
        if (n == 0)
            snprintf(out, cap, "%s.%s", base, ext);
        else
            snprintf(out, cap, "%s~%u.%s", base, n, ext);
        size_t k = 0;
        while (k < j->used_count && strcasecmp(j->used[k], out)) k++;
        if (k == j->used_count && strcasecmp(out, "manifest.json")) break;
    }
    char **v = realloc(j->used, (j->used_count + 1) * sizeof *v);
    if (!v) return;
    j->used = v;
    j->used[j->used_count++] = strdup(out);
}

void write_raw(entry_job *j, const uint8_t *p, size_t len, const char *stem, const char *ext, size_t offset) {
    char file[256], path[4400];
    unique_file(j, stem, ext, file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (out_write_file(path, p, len) != 0) {
        entry_error(j, offset, "cannot write %s: %s", path, strerror(errno));
        return;
    }
    j->raws++;
    item_begin(j, "raw");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"offset\": %zu, \"size\": %zu, \"format\": \"%s\"}", offset, len, ext);
}

/* The clump section (0x10) among the root sections of a 0x47 chunk (FACTS.md 2.5). */
static int find_clump(const uint8_t *p, size_t len, const uint8_t **clump, size_t *clump_len) {
    size_t off = 0;
    warp_rw_section s;
    for (int n = 0; n < 64 && warp_rw_header(p, len, off, &s) == WARP_OK; n++) {
        if (s.type == WARP_RW_CLUMP) {
            *clump = p + off;
            *clump_len = len - off;
            return 0;
        }
        off = s.offset + 12 + s.size;
    }
    return -1;
}

/* A model: textures from its Object/Character List record when it has one (the
 * dictionary's first texture stands in for unnamed materials, FACTS.md 4.5), else from
 * the dictionary chunk just before it in its resource (the level's sky models). */
static void export_model(entry_job *j, const warp_chunk_info *c) {
    const wad_run *r = j->r;
    size_t offset = (size_t)(c->data - j->base);
    const uint8_t *clump;
    size_t clump_len;
    if (find_clump(c->data, c->size, &clump, &clump_len) != 0) {
        entry_error(j, offset, "model chunk 0x47 holds no clump section");
        return;
    }
    const uint8_t *txd[2];
    size_t txd_len[2], n = 0;
    entry_bytes held[2];
    memset(held, 0, sizeof held);
    const char *source = "none";
    const model_rec *rec = find_rec(r, j->resource_hash);
    for (int k = 0; rec && k < 2; k++) {
        const dict_ref *d = rec->dict[k] ? find_dict(r, rec->dict[k]) : NULL;
        if (!d || entry_open(j->w, d->entry, &held[n]) != WARP_OK) continue;
        if ((size_t)d->offset + d->len > held[n].len) {
            entry_close(r, &held[n]);
            continue;
        }
        txd[n] = held[n].p + d->offset;
        txd_len[n++] = d->len;
        source = "record";
    }
    if (!n && j->pair_dict) {
        txd[0] = j->pair_dict;
        txd_len[0] = j->pair_len;
        n = 1;
        source = "paired";
    }
    export_textures tex = {txd, txd_len, n, 1};
    char stem[64], file[256], path[4400], err[256] = "";
    if (j->resource_models++)
        snprintf(stem, sizeof stem, "%u_%u", j->resource_hash, c->index);
    else
        snprintf(stem, sizeof stem, "%u", j->resource_hash);
    unique_file(j, stem, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    unsigned clips = 0;
    int rc = rec && rec->data ? export_character_model(j, c, rec->data, clump, clump_len, n ? &tex : NULL, path, &st,
                                                       err, sizeof err, &clips)
                              : export_clump_glb(clump, clump_len, n ? &tex : NULL, path, &st, err, sizeof err);
    for (size_t k = 0; k < 2; k++) entry_close(r, &held[k]);
    if (rc != 0) {
        entry_error(j, offset, "model %u (chunk %u): %s", j->resource_hash, c->index, err);
        return;
    }
    j->models++;
    item_begin(j, "model");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"resource_hash\": %u, \"chunk\": %u, \"offset\": %zu, \"texture_source\": \"%s\"",
            j->resource_hash, c->index, offset, source);
    if (rec && rec->data) fprintf(j->m, ", \"character_data\": %u, \"animations\": %u", rec->data, clips);
    export_stats_json(j->m, &st);
}

/* A level's glow world (chunk 0x15), textured from the level's dictionary before it
 * (the 4th 0x2A, propglow textures, FACTS.md 5). */
static void export_glow(entry_job *j, const warp_chunk_info *c) {
    size_t offset = (size_t)(c->data - j->base);
    const uint8_t *txd[1] = {j->pair_dict};
    size_t txd_len[1] = {j->pair_len};
    export_textures tex = {txd, txd_len, 1, 0};
    char stem[64], file[256], path[4400], err[256] = "";
    snprintf(stem, sizeof stem, "%u_glow", j->resource_hash);
    unique_file(j, stem, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    if (export_world_glb(c->data, c->size, j->pair_dict ? &tex : NULL, path, &st, err, sizeof err) != 0) {
        entry_error(j, offset, "glow world: %s", err);
        return;
    }
    j->worlds++;
    item_begin(j, "world");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"resource_hash\": %u, \"chunk\": %u, \"offset\": %zu", j->resource_hash, c->index, offset);
    export_stats_json(j->m, &st);
}

static int resource_chunk(void *user, const warp_chunk_info *c) {
    entry_job *j = user;
    j->resource_hash = c->resource_hash;
    if (c->type == 0x2A) {
        j->pair_dict = c->data;
        j->pair_len = c->size;
    } else if (c->type == 0x47 && (j->r->only & ONLY_MODELS)) {
        export_model(j, c);
    } else if (c->type == 0x15 && (j->r->only & ONLY_WORLDS)) {
        export_glow(j, c);
    } else if (j->r->kinds[j->index] == WARP_KIND_GLOBAL && (j->r->only & ONLY_DATA)) {
        extract_global_list(j, c);
    }
    return 0;
}

/* One resource (a standalone entry, or one inside a pack): its models and glow world,
 * and in a pack its raw bytes when its kind is not converted whole. */
static void extract_resource(entry_job *j, const uint8_t *p, size_t len, int in_pack) {
    j->pair_dict = NULL;
    j->pair_len = 0;
    j->resource_models = 0;
    int rc = warp_chunk_foreach(p, len, NULL, resource_chunk, j);
    if (rc < 0) entry_error(j, (size_t)(p - j->base), "chunk container: %s", warp_strerror(rc));
    if (j->r->only & ONLY_MODELS) extract_anim_resource(j, p, len);
    int kind = warp_classify(p, len, WARP_KIND_UNKNOWN);
    if (in_pack && (j->r->only & ONLY_RAW) && !kind_is_converted(kind)) {
        char stem[32];
        snprintf(stem, sizeof stem, "%u", len >= 16 ? le32(p + 12) : 0);
        write_raw(j, p, len, stem, kind_ext(kind), (size_t)(p - j->base));
    }
}

/* A pack's resources: header {count, size, 0, marker}, then count x (resource header
 * {chunks, dataSize, 0, hash} + chunks) (FACTS.md 2.1); the classifier checked the walk. */
static void extract_pack(entry_job *j, const uint8_t *p, size_t len) {
    uint32_t count = le32(p);
    size_t off = 16;
    for (uint32_t k = 0; k < count && off + 16 <= len; k++) {
        uint64_t size = 16 + 16 * (uint64_t)le32(p + off) + le32(p + off + 4);
        if (size > len - off) break;
        extract_resource(j, p + off, (size_t)size, 1);
        off += (size_t)size;
    }
}

/* A streamed world: the stream and its parts <world>_ms<1..n>.sec, found by the part
 * header's hash crc32("<world>_ms<i>.sec"), else by DIR name (FACTS.md 3.4). */
static void export_streamed(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    const char *world = r->worlds[j->index];
    warp_world_stream_info si;
    int rc = warp_world_stream_parse(p, len, &si);
    if (rc != WARP_OK) {
        entry_error(j, 0, "world stream: %s", warp_strerror(rc));
        return;
    }
    if (!world) {
        item_begin(j, "note");
        fputs(", \"note\": \"world name unknown: parts not grouped (give --names)\"}", j->m);
        return;
    }
    size_t n = si.part_count < 65536 ? si.part_count : 65536, found = 0;
    const uint8_t **parts = calloc(n + 1, sizeof *parts);
    size_t *lens = calloc(n + 1, sizeof *lens);
    entry_bytes *held = calloc(n + 1, sizeof *held);
    for (size_t k = 0; parts && lens && held && k < n; k++) {
        char name[128];
        snprintf(name, sizeof name, "%s_ms%zu.sec", world, k + 1);
        const hash_ref *h = find_ref(r->parts, r->part_count, warp_crc32(0, name, strlen(name)));
        uint32_t e;
        if (h)
            e = h->entry;
        else if (entry_by_name(r, name, &e) != 0)
            continue;
        if (entry_open(j->w, e, &held[k]) != WARP_OK) continue;
        parts[k] = held[k].p;
        lens[k] = held[k].len;
        found++;
    }
    char file[256], path[4400], err[256] = "";
    unique_file(j, world, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    rc = parts && lens && held ? export_streamed_world_glb(p, len, parts, lens, n, path, &st, err, sizeof err) : -1;
    for (size_t k = 0; held && k < n; k++) entry_close(r, &held[k]);
    free(parts);
    free(lens);
    free(held);
    if (rc != 0) {
        entry_error(j, 0, "world %s: %s", world, err[0] ? err : "out of memory");
        return;
    }
    j->worlds++;
    item_begin(j, "world");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputs(", \"world\": ", j->m);
    json_string(j->m, world);
    fprintf(j->m, ", \"parts\": %zu, \"parts_found\": %zu", n, found);
    export_stats_json(j->m, &st);
    extract_world_json(j, world, p, len);
}

static void extract_entry(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    int kind = r->kinds[j->index];
    if (make_dirs(j->dir) != 0) {
        entry_error(j, 0, "cannot create %s: %s", j->dir, strerror(errno));
        return;
    }
    int container = kind >= WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE;
    if ((r->only & ONLY_TEXTURES) &&
        (container || kind == WARP_KIND_WORLD_PART || kind == WARP_KIND_WORLD_STREAM)) {
        unsigned before = j->failures;
        char source[64];
        snprintf(source, sizeof source, "entry %u", j->index);
        extract_textures(j->dir, r->mips, r->png_level, r->rgba, j->m, &j->items, p, len, source, &j->textures,
                         &j->failures, j->png);
        if (j->failures > before && !out_cancelled()) {
            const char *name = r->names[j->index];
            flockfile(stderr);
            report(r->wad_path, (long long)r->entries[j->index].offset, "entry %u%s%s%s: %u texture(s) failed to decode",
                   j->index, name ? " (" : "", name ? name : "", name ? ")" : "", j->failures - before);
            funlockfile(stderr);
        }
    }
    if (kind == WARP_KIND_PACK)
        extract_pack(j, p, len);
    else if (container)
        extract_resource(j, p, len, 0);
    else if (kind == WARP_KIND_WORLD_STREAM && (r->only & ONLY_WORLDS))
        export_streamed(j, p, len);
    if ((r->only & ONLY_SOUNDS) && (kind == WARP_KIND_SOUND_BANK || kind == WARP_KIND_GLOBAL))
        extract_audio(j, kind, p, len); /* WAVs, sound lists */
    if (r->only & ONLY_DATA) { /* decoded data: level (FACTS-2 1-4), scenes (5) */
        if (kind == WARP_KIND_LEVEL) extract_level(j, p, len);
        if (kind == WARP_KIND_SCENE) extract_scene(j, p, len);
        if (kind == WARP_KIND_SCENE_LIST) extract_scene_list(j, p, len);
    }
    if (r->only & ONLY_DATA) extract_misc_entry(j, kind, p, len); /* lists, Lua, icon, font, objects, old streams */
    int decoded = kind == WARP_KIND_LEVEL || kind == WARP_KIND_SCENE || kind == WARP_KIND_SCENE_LIST;
    if ((r->only & ONLY_RAW) && !kind_is_converted(kind) && !(r->no_raw && decoded)) {
        const char *name = r->names[j->index], *ext = kind_ext(kind);
        char stem[256];
        if (name && strchr(name, '.')) { /* keep the name's own extension */
            snprintf(stem, sizeof stem, "%.*s", (int)(strrchr(name, '.') - name), name);
            ext = strrchr(name, '.') + 1;
        } else {
            snprintf(stem, sizeof stem, "%s", name ? name : r->folders[j->index]);
        }
        char safe_ext[32];
        sanitize_name(ext, safe_ext, sizeof safe_ext);
        write_raw(j, p, len, stem, safe_ext, 0);
    }
    rmdir(j->dir); /* only succeeds when nothing was written */
}

/* ---- stopping: signals, disk full, read faults, test hooks ------------------------------- */

/* The first signal cancels the outputs (out_cancel: workers abandon their temporary
 * files at their next output) and stops handing out entries; the main thread then
 * writes the manifest. The second exits at once: nothing is half-written under a final
 * name, and the temporary files left are removed by the next run. */
static void on_stop_signal(int sig) {
    if (stop_signal) {
        static const char msg[] = "\nwarp: stopped at once; manifest.json not updated (--resume redoes the rest)\n";
        ssize_t n = write(2, msg, sizeof msg - 1);
        (void)n;
        _exit(128 + sig);
    }
    stop_signal = sig;
    if (!finishing) out_cancel(); /* the final manifest is written whatever comes */
}

/* A mapped WAD that shrinks, or whose disk fails, faults (SIGBUS) on the next read of
 * the lost pages. The page is replaced by zeros so the library (safe on any input) runs
 * on, and the entry being extracted is marked failed with the offset. */
static const uint8_t *fault_map;
static size_t fault_len, fault_page;
static _Thread_local volatile sig_atomic_t read_fault;
static _Thread_local size_t read_fault_at;

static void on_sigbus(int sig, siginfo_t *si, void *ctx) {
    (void)ctx;
    uintptr_t a = (uintptr_t)si->si_addr, lo = (uintptr_t)fault_map;
    if (!fault_map || a < lo || a - lo >= fault_len) { /* not ours: the default action */
        signal(sig, SIG_DFL);
        return;
    }
    void *page = (void *)(a & ~(uintptr_t)(fault_page - 1));
    if (mmap(page, fault_page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) _exit(1);
    if (!read_fault) read_fault_at = a - lo;
    read_fault = 1;
}

static int no_read_fault(void) { return read_fault != 0; }

static void install_handlers(const wad_run *r) {
    out_set_commit_check(no_read_fault); /* no file made from faulted (zeroed) bytes */
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_stop_signal;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    fault_map = r->map;
    fault_len = r->wad_len;
    fault_page = (size_t)sysconf(_SC_PAGESIZE);
    sa.sa_sigaction = on_sigbus;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGBUS, &sa, NULL);
}

/* Hidden test hooks (tests/faults_e2e.py), read from the environment:
 * WARP_TEST_STOP_AFTER=N  SIGTERM to itself once N entries are done (an interrupt at
 *                         a point the test controls); WARP_TEST_STOP_SIGNALS=2 sends two
 *                         (the second exits at once);
 * WARP_TEST_SHRINK_AT=N   truncate the WAD to the page of entry N-1's start once that
 *                         entry is opened, before it is read (a WAD that shrinks mid-run). */
static uint32_t env_count(const char *name) {
    const char *v = getenv(name);
    return v && *v ? (uint32_t)strtoul(v, NULL, 10) : 0;
}

/* The WAD still holds entry i (it may shrink under a running extraction); else its
 * length now. */
static int wad_holds(const wad_run *r, uint32_t i, uint64_t *len_now) {
    struct stat st;
    if (fstat(r->fd, &st) != 0) return 0;
    *len_now = (uint64_t)st.st_size;
    return *len_now >= r->entries[i].offset + r->entries[i].size;
}

/* ---- one entry's run ------------------------------------------------------------------- */

/* One entry: its outputs, then its manifest object (extract_manifest.c) with one item
 * per output file or failure. An entry cut short by a stop is "interrupted". */
static void run_entry(const wad_run *r, const warp_wad *w, uint32_t i, entry_result *out, png_worker **png) {
    entry_job j;
    memset(&j, 0, sizeof j);
    j.png = png;
    j.r = r;
    j.w = w;
    j.index = i;
    char *items = NULL;
    size_t items_len = 0;
    FILE *f = NULL;
    if (!(j.m = open_memstream(&items, &items_len))) goto oom;
    snprintf(j.dir, sizeof j.dir, "%s/%s", r->outdir, r->folders[i]);
    if (r->selected[i]) {
        const warp_entry *e = &r->entries[i];
        entry_bytes b;
        memset(&b, 0, sizeof b);
        uint64_t len_now = 0;
        int rc = wad_holds(r, i, &len_now) ? entry_open(w, i, &b) : WARP_E_IO;
        if (r->shrink_at == i + 1 && truncate(r->wad_path, (off_t)(e->offset & ~(uint64_t)4095)) != 0)
            perror("WARP_TEST_SHRINK_AT"); /* the worst moment: after the check, before the reads */
        j.base = b.p;
        if (rc != WARP_OK && len_now < e->offset + e->size)
            entry_error(&j, 0, "cannot read: the WAD is now %llu bytes and ends before this entry (it changed during "
                        "the run)", (unsigned long long)len_now);
        else if (rc != WARP_OK)
            entry_error(&j, 0, "cannot read: %s", warp_strerror(rc));
        else
            extract_entry(&j, b.p, b.len);
        entry_close(r, &b);
        if (read_fault) {
            entry_error(&j, 0, "read fault at WAD offset 0x%zx (the WAD shrank or its disk failed): no "
                        "output made after it was kept", read_fault_at);
            read_fault = 0;
        }
    }
    if (fclose(j.m) != 0 || !(f = open_memstream(&out->text, &out->len))) goto oom;
    out->interrupted = j.failures && out_cancelled();
    out->failed = j.failures && !out->interrupted;
    const char *status = !r->selected[i] ? "skipped" : out->interrupted ? "interrupted" : out->failed ? "failed" : "ok";
    manifest_entry(f, r, i, status, j.textures + j.models + j.worlds + j.raws + j.data != 0, items ? items : "", items_len);
    if (fclose(f) != 0) goto oom;
    free(items);
    for (size_t k = 0; k < j.used_count; k++) free(j.used[k]);
    free(j.used);
    out->textures = j.textures;
    out->models = j.models;
    out->worlds = j.worlds;
    out->raws = j.raws;
    return;
oom:
    fprintf(stderr, "warp: out of memory\n");
    exit(1);
}

/* ---- threads, progress --------------------------------------------------------------------- */

/* Entries in order until none is left or the run stops (a signal, a full disk); entries
 * kept by --resume are passed over. */
static void *worker(void *arg) {
    wad_run *r = arg;
    warp_wad *w = open_handle(r);
    png_worker *png = NULL;
    for (;;) {
        pthread_mutex_lock(&r->lock);
        while (r->next < r->count && r->results[r->next].reused) r->next++;
        uint32_t i = r->next < r->count && !out_cancelled() ? r->next++ : r->count;
        pthread_mutex_unlock(&r->lock);
        if (i >= r->count) break;
        entry_result res;
        memset(&res, 0, sizeof res);
        if (w)
            run_entry(r, w, i, &res, &png);
        else
            res.failed = 1;
        pthread_mutex_lock(&r->lock);
        r->results[i] = res;
        r->results[i].ready = 1;
        int stop = ++r->done == r->stop_after;
        r->bytes_done += r->entries[i].size;
        pthread_cond_broadcast(&r->cond);
        pthread_mutex_unlock(&r->lock);
        for (uint32_t k = 0; stop && k < r->stop_signals; k++)
            raise(SIGTERM); /* WARP_TEST_STOP_AFTER: handled on this thread before raise returns */
    }
    free(w);
    png_worker_free(png);
    pthread_mutex_lock(&r->lock);
    r->workers_left--;
    pthread_cond_broadcast(&r->cond);
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

static void progress(const wad_run *r, uint32_t done, uint64_t bytes, double t0, int last) {
    double mb = (double)bytes / 1e6, dt = now() - t0;
    int width = 30, fill = r->count ? (int)((uint64_t)done * (uint64_t)width / r->count) : width;
    fprintf(stderr, "\r[%.*s%*s] %u/%u entries  %.1f MB  %.1f MB/s ", fill, "##############################",
            width - fill, "", done, r->count, mb, dt > 0 ? mb / dt : 0.0);
    if (last) fputc('\n', stderr);
}

/* Run the workers until every entry is done or the run stops; results stay in memory
 * for the manifest. */
static int extract_all(wad_run *r) {
    unsigned jobs = r->jobs ? r->jobs : 1;
    if (jobs > r->count) jobs = r->count ? r->count : 1;
    pthread_t *threads = calloc(jobs, sizeof *threads);
    int bar = !r->quiet && isatty(2);
    double t0 = now();
    unsigned started = 0;
    pthread_mutex_lock(&r->lock);
    for (; threads && started < jobs; started++, r->workers_left++)
        if (pthread_create(&threads[started], NULL, worker, r) != 0) break;
    if (!started) {
        pthread_mutex_unlock(&r->lock);
        report(r->wad_path, -1, "cannot start worker threads");
        free(threads);
        return -1;
    }
    while (r->workers_left) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_nsec += 100000000; /* a signal is noticed within 0.1 s */
        if (ts.tv_nsec >= 1000000000) ts.tv_sec++, ts.tv_nsec -= 1000000000;
        pthread_cond_timedwait(&r->cond, &r->lock, &ts);
        if (bar) progress(r, r->done, r->bytes_done, t0, 0);
    }
    pthread_mutex_unlock(&r->lock);
    for (unsigned k = 0; k < started; k++) pthread_join(threads[k], NULL);
    if (bar) progress(r, r->done, r->bytes_done, t0, 1);
    free(threads);
    for (uint32_t i = 0; i < r->count; i++) {
        const entry_result *res = &r->results[i];
        r->failed += res->failed;
        r->textures += res->textures;
        r->models += res->models;
        r->world_files += res->worlds;
        r->raws += res->raws;
    }
    return 0;
}

/* ---- command ------------------------------------------------------------------------------ */

static void wad_usage(FILE *f) {
    fprintf(f,
            "usage: warp extract WAD -o OUTDIR [--dir DIR] [--names FILE] [--only WHAT]...\n"
            "                    [--entry N|NAME]... [--mips] [--rgba] [--no-raw] [--png-level N] [--jobs N]\n"
            "                    [--resume] [--stats] [--no-html] [--root-motion] [--quiet]\n"
            "\n"
            "Extract every entry of WARRIORS.WAD to OUTDIR/<entry name or index>/: textures to\n"
            "PNG, models and characters to .glb (textured through warriors.glr's Object and\n"
            "Character Lists), each streamed world with its parts to <world>.glb, level glow\n"
            "worlds to <hash>_glow.glb, and every entry of another kind saved raw (.lua, .txt,\n"
            ".msb, .msd, .scn, .bmp, .met, .ico, .anm, .lev, .glr, .cnk, .mem, .rws, .bin).\n"
            "With raw output, each sound of a bank is also a <name or hash>.wav in the bank's\n"
            "folder and warriors.glr's sound tables are JSON lists (see also: warp extract\n"
            "BFW.SND --wad WAD).\n"
            "Entries inside packs go to the pack's folder. OUTDIR/manifest.json lists every\n"
            "entry and every file written, OUTDIR/index.html shows them. A failing entry is reported and skipped; the exit\n"
            "status is 1 when any entry failed.\n"
            "\n"
            "Files appear under their names only when complete. Ctrl-C (SIGINT) or SIGTERM\n"
            "stops the run: manifest.json then says \"interrupted\" and what completed, exit\n"
            "130/143; a second Ctrl-C exits at once. A full disk stops the run at once (exit\n"
            "1, manifest \"failed\"). --resume finishes an interrupted or failed run.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --dir DIR         the index (default: WARRIORS.DIR beside the WAD, any case)\n"
            "  --names FILE      entry names, one per line (as for 'warp list')\n"
            "  --only WHAT       textures, models (with clips), worlds, sounds (WAVs, sound\n"
            "                    tables), data (levels, scenes, lists, Lua, icon, font, objects)\n"
            "                    or raw (copies of entries not converted whole); repeatable or\n"
            "                    comma-separated; default all\n"
            "  --entry N|NAME    only this entry, by index or name (repeatable)\n"
            "  --no-raw          no raw copy beside decoded level, scene and scene-list data\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  --rgba            write every PNG as RGBA8 (default: palettised textures as\n"
            "                    palettised PNGs, opaque true colour as RGB)\n"
            "  --png-level N     deflate level 0-9 of the PNGs (default 6; 0 stores)\n"
            "  --jobs N          worker threads (default: the number of cores)\n"
            "  --resume          keep the entries OUTDIR/manifest.json lists as done (same\n"
            "                    WAD and options, files present) and extract the rest\n"
            "  --stats           print entries/s, MB/s and peak memory of both passes\n"
            "  --no-html         no OUTDIR/index.html\n"
            "  --root-motion     character clips move and turn the model (a root_motion node);\n"
            "                    default: in place, as the game plays looping gaits\n"
            "  -q, --quiet       no progress bar, no summary\n"
            "  -h, --help        this text\n");
}

int extract_input_is_wad(int argc, char **argv) {
    const char *input = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dir")) return 1;
        if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc)
            i++;
        else if (argv[i][0] != '-' && !input)
            input = argv[i];
    }
    char dir[4096];
    if (!input || find_dir_beside(input, dir, sizeof dir) != 0) return 0;
    /* A file that merely lies beside a WARRIORS.DIR (an extracted .txd) is not the WAD:
     * the DIR's entries must fit in it. */
    struct stat st;
    file_map m;
    if (stat(input, &st) != 0 || map_file(dir, &m) != 0) return 0;
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    int fits = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, m.data, m.len, (uint64_t)st.st_size, NULL) ==
               WARP_OK;
    free(w);
    unmap_file(&m);
    return fits;
}

static int parse_only(const char *arg, unsigned *only) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", arg);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        unsigned k = 0;
        while (k < ONLY_KINDS && strcmp(t, only_names[k])) k++;
        if (k == ONLY_KINDS) return -1;
        *only |= 1u << k;
    }
    return 0;
}

/* --entry N|NAME: an index, a name the DIR hashes to, or a recovered/--names name. */
static int select_entry(wad_run *r, const char *arg) {
    char *end;
    unsigned long n = strtoul(arg, &end, 10);
    uint32_t i;
    if (*arg && !*end && n < r->count) {
        r->selected[n] = 1;
        return 0;
    }
    if (entry_by_name(r, arg, &i) == 0) {
        r->selected[i] = 1;
        return 0;
    }
    for (i = 0; i < r->count; i++)
        if (r->names[i] && !strcasecmp(r->names[i], arg)) {
            r->selected[i] = 1;
            return 0;
        }
    return -1;
}

static long peak_rss_kb(void) {
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

/* memcpy of every entry's bytes through a 1 MiB buffer: the yardstick for --stats. */
static double memcpy_mbps(const wad_run *r, const warp_wad *w) {
    static uint8_t scratch[1 << 20];
    double t0 = now();
    uint64_t bytes = 0;
    for (uint32_t i = 0; i < r->count; i++) {
        entry_bytes b;
        if (entry_open(w, i, &b) != WARP_OK) continue;
        for (size_t off = 0; off < b.len; off += sizeof scratch) {
            size_t n = b.len - off < sizeof scratch ? b.len - off : sizeof scratch;
            memcpy(scratch, b.p + off, n);
            __asm__ volatile("" ::"r"(scratch) : "memory");
        }
        bytes += b.len;
        entry_close(r, &b);
    }
    double dt = now() - t0;
    return dt > 0 ? (double)bytes / 1e6 / dt : 0;
}

static uint64_t entry_bytes_total(const wad_run *r) {
    uint64_t n = 0;
    for (uint32_t i = 0; i < r->count; i++) n += r->entries[i].size;
    return n;
}

int cmd_extract_wad(int argc, char **argv) {
    wad_run run, *r = &run;
    memset(r, 0, sizeof run);
    r->png_level = PNG_DEFAULT_LEVEL;
    r->fd = -1;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    r->jobs = cores > 0 ? (unsigned)cores : 1;
    const char **picks = calloc((size_t)argc + 1, sizeof *picks);
    size_t pick_count = 0;
    int status = 2;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            wad_usage(stdout);
            free(picks);
            return 0;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && v) {
            r->outdir = argv[++i];
        } else if (!strcmp(a, "--dir") && v) {
            r->dir_path = argv[++i];
        } else if (!strcmp(a, "--names") && v) {
            r->names_path = argv[++i];
        } else if (!strcmp(a, "--only") && v && parse_only(v, &r->only) == 0) {
            i++;
        } else if (!strcmp(a, "--entry") && v) {
            picks[pick_count++] = argv[++i];
        } else if (!strcmp(a, "--png-level") && v && v[0] >= '0' && v[0] <= '9' && !v[1]) {
            r->png_level = v[0] - '0';
            i++;
        } else if (!strcmp(a, "--jobs") && v && atoi(v) > 0 && atoi(v) <= 1024) {
            r->jobs = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(a, "--no-raw")) {
            r->no_raw = 1;
        } else if (!strcmp(a, "--root-motion")) {
            r->root_motion = 1;
        } else if (!strcmp(a, "--mips")) {
            r->mips = 1;
        } else if (!strcmp(a, "--resume")) {
            r->resume = 1;
        } else if (!strcmp(a, "--rgba")) {
            r->rgba = 1;
        } else if (!strcmp(a, "--stats")) {
            r->stats = 1;
        } else if (!strcmp(a, "--no-html")) {
            r->no_html = 1;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            r->quiet = 1;
        } else if (a[0] == '-' || r->wad_path) {
            fprintf(stderr, "warp extract: unexpected or invalid argument '%s'\n", a);
            wad_usage(stderr);
            free(picks);
            return 2;
        } else {
            r->wad_path = a;
        }
    }
    if (!r->wad_path || !r->outdir) {
        wad_usage(stderr);
        free(picks);
        return 2;
    }
    if (!r->only) r->only = ONLY_ALL;
    status = 1;
    char dir_buf[4096];
    if (!r->dir_path) {
        if (find_dir_beside(r->wad_path, dir_buf, sizeof dir_buf) != 0) {
            report(r->wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
            free(picks);
            return 1;
        }
        r->dir_path = dir_buf;
    }
    warp_wad *w = NULL;
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->cond, NULL);
    struct stat st;
    if (map_file(r->dir_path, &r->dir) != 0) {
        report(r->dir_path, -1, "%s", strerror(errno));
        goto done;
    }
    if ((r->fd = open(r->wad_path, O_RDONLY)) < 0 || fstat(r->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        report(r->wad_path, -1, "%s", r->fd < 0 ? strerror(errno) : "not a regular file");
        goto done;
    }
    r->wad_len = (size_t)st.st_size;
    if (r->wad_len) {
        void *p = mmap(NULL, r->wad_len, PROT_READ, MAP_PRIVATE, r->fd, 0);
        r->map = p == MAP_FAILED ? NULL : p; /* else read through pread */
    }
    w = handle_alloc(warp_wad_sizeof());
    int rc = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, r->dir.data, r->dir.len, r->wad_len, NULL);
    if (rc == WARP_OK)
        rc = r->map ? warp_wad_set_memory(w, r->map, r->wad_len) : warp_wad_set_reader(w, pread_all, &r->fd);
    if (rc != WARP_OK) {
        report(r->dir_path, -1, "%s (does the DIR belong to this WAD?)", warp_strerror(rc));
        goto done;
    }
    r->count = warp_wad_count(w);
    size_t n = (size_t)r->count + 1;
    r->entries = calloc(n, sizeof *r->entries);
    r->kinds = calloc(n, sizeof *r->kinds);
    r->names = calloc(n, sizeof *r->names);
    r->folders = calloc(n, sizeof *r->folders);
    r->worlds = calloc(n, sizeof *r->worlds);
    r->selected = calloc(n, 1);
    r->by_hash = calloc(n, sizeof *r->by_hash);
    r->results = calloc(n, sizeof *r->results);
    if (!r->entries || !r->kinds || !r->names || !r->folders || !r->worlds || !r->selected || !r->by_hash ||
        !r->results) {
        report(r->wad_path, -1, "out of memory");
        goto done;
    }
    r->stop_after = env_count("WARP_TEST_STOP_AFTER");
    r->stop_signals = env_count("WARP_TEST_STOP_SIGNALS") ? env_count("WARP_TEST_STOP_SIGNALS") : 1;
    r->shrink_at = env_count("WARP_TEST_SHRINK_AT");
    install_handlers(r);
    double t0 = now();
    if (index_wad(r, w) != 0) goto done;
    read_fault = 0; /* a fault while indexing is found again, per entry, by the extraction */
    if (stop_signal) { /* before any output: nothing to record, the folder is untouched */
        fprintf(stderr, "warp: interrupted (%s) while indexing the WAD: nothing written\n",
                stop_signal == SIGINT ? "SIGINT" : "SIGTERM");
        status = 128 + stop_signal;
        goto done;
    }
    double t_index = now() - t0;
    memset(r->selected, pick_count ? 0 : 1, r->count);
    for (size_t k = 0; k < pick_count; k++)
        if (select_entry(r, picks[k]) != 0) {
            report(r->wad_path, -1, "no entry '%s'", picks[k]);
            status = 2;
            goto done;
        }
    if (make_dirs(r->outdir) != 0) {
        report(r->outdir, -1, "cannot create: %s", strerror(errno));
        goto done;
    }
    unsigned stale = out_clean_leftovers(r->outdir);
    if (stale && !r->quiet) printf("%s: removed %u temporary file%s an interrupted run left\n", r->outdir, stale,
                                   stale == 1 ? "" : "s");
    uint32_t reused = 0;
    if (r->resume) {
        const char *why;
        reused = manifest_resume(r, &why);
        if (why) report(r->outdir, -1, "--resume: %s: extracting every entry", why);
    }
    /* A manifest from the start: a run killed outright (SIGKILL, power loss) leaves one
     * that says "running" and lists what --resume may keep, never a stale "complete". */
    if (manifest_write(r, "running", NULL) != 0) {
        report(r->outdir, -1, "cannot write manifest.json: %s", strerror(errno));
        goto done;
    }
    /* Room for the final manifest, should the disk fill up: twice the first one plus 64
     * KiB, held by a temporary file and given back just before the manifest is written. */
    out_file reserve;
    memset(&reserve, 0, sizeof reserve);
    char path[4200];
    struct stat ms;
    snprintf(path, sizeof path, "%s/manifest.json", r->outdir);
    if (stat(path, &ms) == 0 && out_open(&reserve, path) == 0 &&
        posix_fallocate(fileno(reserve.f), 0, (off_t)ms.st_size * 2 + 65536) != 0)
        out_abort(&reserve);
    uint64_t files0, bytes0, files1, bytes1;
    out_totals(&files0, &bytes0);
    t0 = now();
    if (extract_all(r) != 0) {
        out_abort(&reserve);
        goto done;
    }
    finishing = 1;
    double t_extract = now() - t0;
    out_totals(&files1, &bytes1);
    files1 -= files0, bytes1 -= bytes0;
    /* why the run stopped, if it did */
    char folder[4096], reason[4400] = "";
    int err = 0;
    const char *run_status = "complete";
    if (out_disk_full(folder, sizeof folder, &err)) {
        run_status = "failed";
        snprintf(reason, sizeof reason, "%s: %s", folder, strerror(err));
        report(folder, -1, "no room to write (%s): stopped after %llu files (%.1f MB) written this run; "
               "manifest.json lists them, --resume finishes the job", strerror(err), (unsigned long long)files1,
               (double)bytes1 / 1e6);
    } else if (stop_signal) {
        run_status = "interrupted";
        snprintf(reason, sizeof reason, "%s", stop_signal == SIGINT ? "SIGINT" : "SIGTERM");
    }
    out_uncancel(); /* the workers are gone: the manifest may be written */
    out_abort(&reserve);
    /* Everything written reaches the disk before the manifest that lists it. */
    if (out_sync_fs(r->outdir) != 0) report(r->outdir, -1, "sync: %s", strerror(errno));
    int io = manifest_write(r, run_status, reason[0] ? reason : NULL);
    if (io != 0)
        report(r->outdir, -1, "cannot write manifest.json: %s: the manifest there is the one from the run's start",
               strerror(errno));
    uint32_t done_now = r->done;
    if (stop_signal) {
        status = 128 + stop_signal;
        fprintf(stderr, "warp: %s: interrupted (%s): %u of %u entries done%s, %llu files (%.1f MB) written; "
                "'--resume' finishes the job\n", r->outdir, reason, done_now + reused, r->count,
                reused ? " (with those kept by --resume)" : "", (unsigned long long)files1, (double)bytes1 / 1e6);
    } else {
        status = r->failed || io || err ? 1 : 0;
    }
    if (!r->quiet && !stop_signal && !err)
        printf("%s: %u entries: %u textures, %u models, %u worlds, %u raw files; %u entr%s failed%s -> %s\n",
               r->wad_path, r->count, r->textures, r->models, r->world_files, r->raws, r->failed,
               r->failed == 1 ? "y" : "ies", reused ? "; the rest kept by --resume" : "", r->outdir);
    if (!io && !stop_signal && !err && !r->no_html) status |= html_index(r->outdir, r->quiet);
    if (r->stats) {
        double mb = (double)entry_bytes_total(r) / 1e6;
        printf("index (list + classify): %u entries, %.1f MB in %.3f s: %.0f entries/s, %.1f MB/s\n", r->count, mb,
               t_index, t_index > 0 ? r->count / t_index : 0, t_index > 0 ? mb / t_index : 0);
        printf("extract (%u jobs, PNG level %d): %.3f s: %.0f entries/s, %.1f MB/s\n", r->jobs, r->png_level,
               t_extract, t_extract > 0 ? r->count / t_extract : 0, t_extract > 0 ? mb / t_extract : 0);
        printf("memcpy of the same bytes (1 thread): %.1f MB/s\n", memcpy_mbps(r, w));
        printf("peak RSS: %ld KiB (WAD %s, %.1f MB)\n", peak_rss_kb(), r->map ? "mapped" : "read by pread",
               (double)r->wad_len / 1e6);
    }
done:
    for (uint32_t i = 0; i < r->count; i++) {
        if (r->names) free(r->names[i]);
        if (r->folders) free(r->folders[i]);
        if (r->worlds) free(r->worlds[i]);
        if (r->results) free(r->results[i].text);
    }
    audio_free_tables(r->audio);
    free(r->entries), free(r->kinds), free(r->names), free(r->folders), free(r->worlds), free(r->selected);
    free(r->by_hash), free(r->results), free(r->parts), free(r->dicts), free(r->recs), free(r->clips), free(picks), free(w);
    if (r->map) munmap((void *)r->map, r->wad_len);
    if (r->fd >= 0) close(r->fd);
    if (r->dir.data) unmap_file(&r->dir);
    pthread_mutex_destroy(&r->lock);
    pthread_cond_destroy(&r->cond);
    return status;
}
