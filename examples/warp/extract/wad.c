/* warp extract WAD -o OUTDIR: every entry of WARRIORS.WAD to OUTDIR/<entry>/...
 *
 * Two passes. The index pass (main thread, wad_index.c) classifies and names every entry
 * and builds the cross-entry tables. The extraction pass (runner.c) runs entries on
 * --jobs worker threads through the dispatcher (entry.c). Entries are read from a
 * read-only mapping (pages are dropped after use so the resident set stays small) or,
 * where mapping fails, through warp_wad_set_reader with pread. This file opens the
 * inputs, runs both passes, writes the manifest and says how the run went. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "extract/wad.h"
#include "extract/anim.h"
#include "extract/audio.h"
#include "extract/check.h"
#include "extract/entry.h"
#include "extract/manifest.h"
#include "extract/runner.h"
#include "extract/wad_index.h"
#include "formats/html.h"
#include "platform/outfile.h"
#include "platform/disc.h"
#include "platform/util.h"

static long peak_rss_kb(void) {
    struct rusage ru;
    return getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss : -1;
}

/* memcpy of every entry's bytes through a 1 MiB buffer: the yardstick for --stats. */
static double memcpy_mbps(const wad_run *r, const warp_wad *w) {
    static uint8_t scratch[1 << 20];
    double t0 = run_clock();
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
    double dt = run_clock() - t0;
    return dt > 0 ? (double)bytes / 1e6 / dt : 0;
}

static uint64_t entry_bytes_total(const wad_run *r) {
    uint64_t n = 0;
    for (uint32_t i = 0; i < r->count; i++) n += r->entries[i].size;
    return n;
}

/* The DIR and WAD opened (the WAD mapped when it can be), the main thread's handle, the
 * per-entry arrays, the test hooks and the signal handlers. 0, or -1 after a report. */
static int wad_open(wad_run *r, warp_wad **wp) {
    if (map_file(r->dir_path, &r->dir) != 0) {
        report(r->dir_path, -1, "%s", strerror(errno));
        return -1;
    }
    uint64_t size; /* the WAD, or its range of a disc image (platform/disc.h) */
    if (disc_open(r->wad_path, &r->fd, &r->wad_base, &size) != 0) {
        report(r->wad_path, -1, "%s", errno == EISDIR ? "not a regular file" : strerror(errno));
        return -1;
    }
    r->wad_len = (size_t)size;
    r->map_skew = (size_t)(r->wad_base % 65536); /* a mapping starts on Windows' 64 KB grain */
    if (r->wad_len) {
        void *p = mmap(NULL, r->wad_len + r->map_skew, PROT_READ, MAP_PRIVATE, r->fd, (off_t)(r->wad_base - r->map_skew));
        r->map = p == MAP_FAILED ? NULL : (const uint8_t *)p + r->map_skew; /* else read through pread */
    }
    warp_wad *w = *wp = handle_alloc(warp_wad_sizeof());
    int rc = wad_handle_init(r, w);
    uint32_t bad;
    if (rc == WARP_E_RANGE && warp_wad_first_bad(r->dir.data, r->dir.len, r->wad_len, &bad) == WARP_OK) {
        warp_entry e = {0}; /* the DIR record, read without the bounds check init refused */
        const uint8_t *d = (const uint8_t *)r->dir.data + 16 + 12 * (size_t)bad;
        e.offset = (uint64_t)d[0] | (uint64_t)d[1] << 8 | (uint64_t)d[2] << 16 | (uint64_t)d[3] << 24;
        e.size = (uint32_t)d[4] | (uint32_t)d[5] << 8 | (uint32_t)d[6] << 16 | (uint32_t)d[7] << 24;
        report(r->wad_path, (long long)r->wad_len,
               "the WAD ends before entry %u of %s (offset %llu, size %u): the WAD is cut short, or the DIR "
               "belongs to another WAD", bad, r->dir_path, (unsigned long long)e.offset, e.size);
        return -1;
    }
    if (rc != WARP_OK) {
        report(r->dir_path, -1, "%s (does the DIR belong to this WAD?)", warp_strerror(rc));
        return -1;
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
        return -1;
    }
    run_read_test_hooks(r);
    run_install_handlers(r);
    return 0;
}

/* How the run went, for the summary. */
typedef struct wad_end {
    double t_index, t_extract;
    uint32_t reused;      /* entries kept by --resume */
    uint64_t files, bytes; /* written this run */
    char reason[4400];    /* why the run stopped, "" when it did not */
    int err, io;          /* a full disk's errno; the final manifest not written */
} wad_end;

/* The index pass, the --entry picks, OUTDIR with what --resume keeps, and the first
 * manifest. 0 to extract, else the exit status. */
static int wad_prepare(wad_run *r, warp_wad *w, const wad_options *o, wad_end *e) {
    double t0 = run_clock();
    if (index_wad(r, w) != 0) return 1;
    run_forget_fault(); /* a fault while indexing is found again, per entry, by the extraction */
    int stop_signal = run_stop_signal();
    if (stop_signal) { /* before any output: nothing to record, the folder is untouched */
        fprintf(stderr, "warp: interrupted (%s) while indexing the WAD: nothing written\n",
                stop_signal == SIGINT ? "SIGINT" : "SIGTERM");
        return 128 + stop_signal;
    }
    e->t_index = run_clock() - t0;
    memset(r->selected, o->pick_count ? 0 : 1, r->count);
    for (size_t k = 0; k < o->pick_count; k++)
        if (select_entry(r, o->picks[k]) != 0) {
            report(r->wad_path, -1, "no entry '%s'", o->picks[k]);
            return 2;
        }
    if (resources_assign(r) != 0) {
        report(r->wad_path, -1, "out of memory");
        return 1;
    }
    anim_owners_only(r);
    if (r->check) return 0; /* no OUTDIR, no manifest */
    if (make_dirs(r->outdir) != 0) {
        report(r->outdir, -1, "cannot create: %s", strerror(errno));
        return 1;
    }
    unsigned stale = out_clean_leftovers(r->outdir);
    if (stale && !r->quiet) printf("%s: removed %u temporary file%s an interrupted run left\n", r->outdir, stale,
                                   stale == 1 ? "" : "s");
    if (r->resume) {
        const char *why;
        e->reused = manifest_resume(r, &why);
        if (why) report(r->outdir, -1, "--resume: %s: extracting every entry", why);
    }
    /* A manifest from the start: a run killed outright (SIGKILL, power loss) leaves one
     * that says "running" and lists what --resume may keep, never a stale "complete". */
    if (manifest_write(r, "running", NULL) != 0) {
        report(r->outdir, -1, "cannot write manifest.json: %s", strerror(errno));
        return 1;
    }
    return 0;
}

/* Room for the final manifest, should the disk fill up: held by a temporary file beside it
 * and given back just before it is written. It starts at twice the first manifest plus 64
 * KiB and follows the run (room_keep): what the entries done wrote into the manifest, the
 * first manifest's share for the others, and a quarter more. When it cannot grow, the run
 * stops as on a full disk, so the manifest of what was done always fits. */
static struct {
    out_file f;
    uint64_t held, per_entry;
    char path[4200];
} room;

/* Grow the room to bytes: 0, or -1 when the disk has no more (the run stopped then). A
 * file-size limit (EFBIG, ulimit -f) caps the room rather than stopping the run: the
 * manifest is written in the space given back, not in this file. */
static int room_grow(uint64_t bytes) {
    if (!room.f.f || bytes <= room.held) return 0;
    int e = posix_fallocate(fileno(room.f.f), 0, (off_t)bytes);
    if (e == 0) return room.held = bytes, 0;
    if (e == EFBIG || !out_is_space_error(e)) return 0;
    out_fail(room.path, e);
    return -1;
}

/* After each entry, on its worker's thread (several at once: the lock). */
static void room_keep(wad_run *r, uint64_t text_done, uint32_t done) {
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    uint64_t need = 4096 + text_done + (uint64_t)(r->count - done) * room.per_entry;
    pthread_mutex_lock(&lock);
    if (room.held < need + need / 8) room_grow(need + need / 4 + 65536);
    pthread_mutex_unlock(&lock);
}

/* The first room (a lack of space stops the run: out_fail). */
static void room_open(wad_run *r) {
    struct stat ms;
    memset(&room, 0, sizeof room);
    snprintf(room.path, sizeof room.path, "%s/manifest.json", r->outdir);
    if (stat(room.path, &ms) != 0 || out_open(&room.f, room.path) != 0) return;
    room.per_entry = r->count ? (uint64_t)ms.st_size / r->count + 1 : 0;
    room_grow((uint64_t)ms.st_size * 2 + 65536);
}

/* The extraction pass and the final manifest. 0, or -1 when no worker could start. */
static int wad_extract(wad_run *r, wad_end *e) {
    room_open(r); /* no room even for that: the pass stops at once, as on a full disk */
    uint64_t files0, bytes0, files1, bytes1;
    out_totals(&files0, &bytes0);
    double t0 = run_clock();
    r->on_entry = room_keep;
    int rc = run_entries(r, extract_entry);
    r->on_entry = NULL;
    if (rc != 0) {
        out_abort(&room.f);
        return -1;
    }
    run_finishing();
    e->t_extract = run_clock() - t0;
    out_totals(&files1, &bytes1);
    files1 -= files0, bytes1 -= bytes0;
    e->files = files1, e->bytes = bytes1;
    /* why the run stopped, if it did */
    char folder[4096];
    const char *run_status = "complete";
    if (out_disk_full(folder, sizeof folder, &e->err)) {
        run_status = "failed";
        snprintf(e->reason, sizeof e->reason, "%s: %s", folder, strerror(e->err));
        report(folder, -1, "no room to write (%s): stopped after %llu files (%.1f MB) written this run; "
               "manifest.json lists them, --resume finishes the job", strerror(e->err), (unsigned long long)files1,
               (double)bytes1 / 1e6);
    } else if (run_stop_signal()) {
        run_status = "interrupted";
        snprintf(e->reason, sizeof e->reason, "%s", run_stop_signal() == SIGINT ? "SIGINT" : "SIGTERM");
    }
    out_uncancel(); /* the workers are gone: the manifest may be written */
    out_abort(&room.f);
    /* Everything written reaches the disk before the manifest that lists it. */
    if (out_sync_fs(r->outdir) != 0) report(r->outdir, -1, "sync: %s", strerror(errno));
    e->io = manifest_write(r, run_status, e->reason[0] ? e->reason : NULL);
    if (e->io != 0)
        report(r->outdir, -1, "cannot write manifest.json: %s: the manifest there is the one from the run's start",
               strerror(errno));
    return 0;
}

/* warp check: the extraction pass with every output discarded (outfile.h), then the
 * report. The exit status. */
static int wad_check(wad_run *r, const wad_options *o, const wad_end *e) {
    double t0 = run_clock();
    if (run_entries(r, extract_entry) != 0) return 1;
    run_finishing();
    double t = run_clock() - t0 + e->t_index;
    if (run_stop_signal()) {
        fprintf(stderr, "warp: interrupted (%s): %u of %u entries checked\n",
                run_stop_signal() == SIGINT ? "SIGINT" : "SIGTERM", r->done, r->count);
        return 128 + run_stop_signal();
    }
    return check_report(r, o->check_json, t);
}

/* --stats: both passes' speed and the peak memory. */
static void wad_stats(const wad_run *r, const warp_wad *w, const wad_end *e) {
    double mb = (double)entry_bytes_total(r) / 1e6, t_index = e->t_index, t_extract = e->t_extract;
    printf("index (list + classify): %u entries, %.1f MB in %.3f s: %.0f entries/s, %.1f MB/s\n", r->count, mb,
           t_index, t_index > 0 ? r->count / t_index : 0, t_index > 0 ? mb / t_index : 0);
    printf("extract (%u jobs, PNG level %d): %.3f s: %.0f entries/s, %.1f MB/s\n", r->jobs, r->png_level,
           t_extract, t_extract > 0 ? r->count / t_extract : 0, t_extract > 0 ? mb / t_extract : 0);
    printf("memcpy of the same bytes (1 thread): %.1f MB/s\n", memcpy_mbps(r, w));
    printf("peak RSS: %ld KiB (WAD %s, %.1f MB)\n", peak_rss_kb(), r->map ? "mapped" : "read by pread",
           (double)r->wad_len / 1e6);
}

/* The summary, the index page and the exit status. */
static int wad_summary(const wad_run *r, const warp_wad *w, const wad_end *e) {
    int status, stop_signal = run_stop_signal();
    uint32_t done_now = r->done, reused = e->reused;
    if (stop_signal) {
        status = 128 + stop_signal;
        fprintf(stderr, "warp: %s: interrupted (%s): %u of %u entries done%s, %llu files (%.1f MB) written; "
                "'--resume' finishes the job\n", r->outdir, e->reason, done_now + reused, r->count,
                reused ? " (with those kept by --resume)" : "", (unsigned long long)e->files, (double)e->bytes / 1e6);
    } else {
        status = r->failed || e->io || e->err ? 1 : 0;
    }
    if (!r->quiet && !stop_signal && !e->err)
        printf("%s: %u entries: %u textures, %u models, %u worlds, %u raw files; %u entr%s failed%s -> %s\n",
               r->wad_path, r->count, r->textures, r->models, r->world_files, r->raws, r->failed,
               r->failed == 1 ? "y" : "ies", reused ? "; the rest kept by --resume" : "", r->outdir);
    if (!e->io && !stop_signal && !e->err && !r->no_html) status |= html_index(r->outdir, r->quiet);
    if (r->stats) wad_stats(r, w, e);
    return status;
}

static void wad_close(wad_run *r, warp_wad *w) {
    for (uint32_t i = 0; i < r->count; i++) {
        if (r->names) free(r->names[i]);
        if (r->folders) free(r->folders[i]);
        if (r->worlds) free(r->worlds[i]);
        if (r->results) free(r->results[i].text);
    }
    audio_free_tables(r->audio);
    free(r->entries), free(r->kinds), free(r->names), free(r->folders), free(r->worlds), free(r->selected), free(r->res_want);
    res_names_free(&r->resnames);
    resources_free(&r->res);
    free(r->claimed), free(r->bank_index);
    free(r->by_hash), free(r->results), free(r->parts), free(r->dicts), free(r->model_refs), free(r->recs);
    free(r->clips), free(w);
    if (r->map) munmap((void *)(r->map - r->map_skew), r->wad_len + r->map_skew);
    if (r->fd >= 0) close(r->fd);
    if (r->dir.data) unmap_file(&r->dir);
    pthread_mutex_destroy(&r->lock);
    pthread_cond_destroy(&r->cond);
}

int extract_wad_run(const wad_options *o) {
    wad_run run, *r = &run;
    memset(r, 0, sizeof run);
    r->wad_path = o->wad_path, r->dir_path = o->dir_path, r->outdir = o->outdir, r->names_path = o->names_path;
    r->only = o->only, r->jobs = o->jobs;
    r->mips = o->mips, r->png_level = o->png_level, r->rgba = o->rgba, r->quiet = o->quiet, r->stats = o->stats;
    r->resume = o->resume, r->no_html = o->no_html, r->raw_all = o->raw_all, r->root_motion = o->root_motion;
    r->check = o->check, r->no_recover = o->no_recover;
    r->picks = o->picks, r->pick_count = o->pick_count, r->focus = o->focus;
    r->fd = -1;
    if (r->check) {
        out_set_discard(1); /* decode only: every writer runs, nothing reaches a file */
        r->outdir = ".";
    }
    char dir_buf[4096];
    if (!r->dir_path) {
        if (find_dir_beside(r->wad_path, dir_buf, sizeof dir_buf) != 0) {
            report(r->wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
            return 1;
        }
        r->dir_path = dir_buf;
    }
    warp_wad *w = NULL;
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->cond, NULL);
    wad_end end;
    memset(&end, 0, sizeof end);
    int status = wad_open(r, &w) != 0 ? 1 : wad_prepare(r, w, o, &end);
    if (status == 0 && r->check)
        status = wad_check(r, o, &end);
    else if (status == 0)
        status = wad_extract(r, &end) != 0 ? 1 : wad_summary(r, w, &end);
    if (o->names_out && r->names) { /* handed over: wad_close frees none of them */
        *o->names_out = r->names, *o->names_count = r->count;
        r->names = NULL;
    }
    wad_close(r, w);
    return status;
}
