/* The per-entry job API of whole-WAD extraction (job.h): an entry's bytes through a
 * thread's own WAD handle, entries by name, and the helpers that name output files and
 * add manifest items. Below every per-kind exporter; calls nothing above it. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "extract/job.h"
#include "extract/textures.h"
#include "platform/outfile.h"
#include "platform/util.h"
#include "platform/wad_pass.h"

const char *const only_names[ONLY_KINDS] = {"textures", "models", "worlds", "raw", "sounds", "data"};

/* First element with `hash` in an array sorted by (hash, entry) = first in file order. */
const hash_ref *find_ref(const hash_ref *v, size_t n, uint32_t hash) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (v[mid].hash < hash) lo = mid + 1; else hi = mid;
    }
    return lo < n && v[lo].hash == hash ? &v[lo] : NULL;
}

/* ---- entry bytes ----------------------------------------------------------------------- */

static int pread_all(void *user, uint64_t offset, void *dst, size_t len) {
    const wad_run *r = user;
    size_t got = 0;
    while (got < len) {
        ssize_t n = pread(r->fd, (uint8_t *)dst + got, len - got, (off_t)(r->wad_base + offset + got));
        if (n <= 0) return -1;
        got += (size_t)n;
    }
    return 0;
}

/* An entry's bytes through this thread's own WAD handle (handles are not shared). */
int entry_open(const warp_wad *w, uint32_t i, entry_bytes *b) {
    memset(b, 0, sizeof *b);
    return wad_entry_bytes(w, i, &b->p, &b->len, &b->heap);
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
        map_drop((const uint8_t *)start, end - start);
    }
    memset(b, 0, sizeof *b);
}

void entry_done(entry_bytes *b) {
    free(b->heap);
    memset(b, 0, sizeof *b);
}

/* A WAD handle on the run's DIR and WAD bytes (the mapping, else pread). */
int wad_handle_init(const wad_run *r, warp_wad *w) {
    int rc = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, r->dir.data, r->dir.len, r->wad_len, NULL);
    if (rc == WARP_OK)
        rc = r->map ? warp_wad_set_memory(w, r->map, r->wad_len) : warp_wad_set_reader(w, pread_all, (void *)r);
    return rc;
}

warp_wad *wad_handle_open(const wad_run *r) {
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    if (wad_handle_init(r, w) != WARP_OK) {
        free(w);
        return NULL;
    }
    return w;
}

int entry_by_name(const wad_run *r, const char *name, uint32_t *index) {
    const hash_ref *h = find_ref(r->by_hash, r->count, warp_name_hash(name));
    if (!h) return -1;
    *index = h->entry;
    return 0;
}

/* ---- one entry's outputs -------------------------------------------------------------- */

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

int texture_png_level(const wad_run *r) { return r->check ? TEXTURES_DECODE_ONLY : r->png_level; }

void item_begin(entry_job *j, const char *kind) {
    fputs(j->items++ ? ",\n    " : "\n    ", j->m);
    j->decoded += strcmp(kind, "raw") && strcmp(kind, "error") && strcmp(kind, "warning") && strcmp(kind, "note");
    fprintf(j->m, "{\"kind\": \"%s\"", kind);
    if (j->item_folder) { /* a pack's resource, written into its own folder (resources.h) */
        fputs(", \"folder\": ", j->m);
        json_string(j->m, j->item_folder);
    }
}

void item_file_hash(entry_job *j, const char *path) {
    uint64_t h;
    if (!out_discarding() && file_fnv1a64(path, &h) == 0) fprintf(j->m, ", \"fnv1a64\": \"%016llx\"", (unsigned long long)h);
}

/* One line on stderr (entry, WAD offset, reason; not in warp check, which lists them, nor
 * once a stop cancels outputs) and a manifest item of `kind` ("error" or "warning"). */
static void entry_report(entry_job *j, size_t offset, const char *kind, const char *fmt, va_list ap)
    __attribute__((format(printf, 4, 0)));
static void entry_report(entry_job *j, size_t offset, const char *kind, const char *fmt, va_list ap) {
    char why[512], who[600];
    vsnprintf(why, sizeof why, fmt, ap);
    const char *name = j->r->names[j->index];
    snprintf(who, sizeof who, "%s: entry %u%s%s%s", j->r->wad_path, j->index, name ? " (" : "", name ? name : "",
             name ? ")" : "");
    if (!out_cancelled() && !j->r->check) {
        flockfile(stderr); /* one whole line per report, whatever the other workers print */
        report(who, (long long)(j->r->entries[j->index].offset + offset), "%s%s",
               strcmp(kind, "warning") ? "" : "warning: ", why);
        funlockfile(stderr);
    }
    item_begin(j, kind);
    fprintf(j->m, ", \"offset\": %zu, \"%s\": ", offset, kind);
    json_string(j->m, why);
    fputc('}', j->m);
}

void entry_error(entry_job *j, size_t offset, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    entry_report(j, offset, "error", fmt, ap);
    va_end(ap);
    j->failures++;
}

void entry_warning(entry_job *j, size_t offset, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    entry_report(j, offset, "warning", fmt, ap);
    va_end(ap);
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
int model_clump(const uint8_t *p, size_t len, const uint8_t **clump, size_t *clump_len) {
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

size_t world_parts_open(entry_job *j, const char *world, size_t n, const uint8_t **parts, size_t *lens,
                        entry_bytes *held) {
    const wad_run *r = j->r;
    size_t found = 0;
    for (size_t k = 0; k < n; k++) {
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
    return found;
}
