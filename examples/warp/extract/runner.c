/* The extraction pass of whole-WAD extraction: entries run on --jobs worker threads,
 * each through the dispatcher it is handed; each entry's manifest text is kept until
 * every earlier entry is written, so the manifest is in entry order whatever the number
 * of jobs. Also what stops a run: signals, a full disk, read faults of the mapped WAD
 * (SIGBUS), and the hidden test hooks; the progress bar; and the --resume pass over
 * entries already done. */
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "extract/runner.h"
#include "extract/file_notes.h"
#include "extract/manifest.h"
#include "extract/textures.h"
#include "platform/outfile.h"
#include "platform/util.h"

static volatile sig_atomic_t stop_signal; /* the first SIGINT / SIGTERM (on_stop_signal) */
static volatile sig_atomic_t finishing;   /* workers done: a signal no longer cancels outputs */

double run_clock(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
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

void run_install_handlers(const wad_run *r) {
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
void run_read_test_hooks(wad_run *r) {
    r->stop_after = env_count("WARP_TEST_STOP_AFTER");
    r->stop_signals = env_count("WARP_TEST_STOP_SIGNALS") ? env_count("WARP_TEST_STOP_SIGNALS") : 1;
    r->shrink_at = env_count("WARP_TEST_SHRINK_AT");
}

/* The WAD still holds entry i (it may shrink under a running extraction); else its
 * length now. */
static int wad_holds(const wad_run *r, uint32_t i, uint64_t *len_now) {
    struct stat st;
    if (fstat(r->fd, &st) != 0) return 0;
    *len_now = (uint64_t)st.st_size > r->wad_base ? (uint64_t)st.st_size - r->wad_base : 0;
    return *len_now >= r->entries[i].offset + r->entries[i].size;
}

/* ---- one entry's run ------------------------------------------------------------------- */

/* One entry: its outputs, then its manifest object (extract_manifest.c) with one item
 * per output file or failure. An entry cut short by a stop is "interrupted". */
static void run_entry(const wad_run *r, entry_fn extract, const warp_wad *w, uint32_t i, entry_result *out,
                      png_worker **png) {
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
    file_notes notes;
    file_notes_begin(&notes, r->outdir);
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
            extract(&j, b.p, b.len);
        entry_done(&b); /* its pages go when every entry before it is done (worker) */
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
    manifest_entry(f, r, i, status, j.textures + j.models + j.worlds + j.raws + j.data + j.decoded != 0, items ? items : "",
                   items_len, &notes);
    file_notes_end(&notes);
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

/* What every worker thread is handed: the run and the per-entry dispatcher. */
typedef struct worker_arg {
    wad_run *r;
    entry_fn extract;
} worker_arg;

/* The mapped pages below the first entry not done yet (under the lock): every entry
 * before it is done, and the entries in work follow it (the WAD holds them in index
 * order; where it does not, a page dropped under a reader is only read in again). */
static int pages_behind(wad_run *r, const uint8_t **lo, size_t *len) {
    while (r->low < r->count && r->results[r->low].ready) r->low++;
    int last = r->low >= r->count;
    return map_behind(&r->held, r->map + (last ? r->wad_len : r->entries[r->low].offset), last, lo, len);
}

/* Entries in order until none is left or the run stops (a signal, a full disk); entries
 * kept by --resume are passed over. */
static void *worker(void *arg) {
    wad_run *r = ((worker_arg *)arg)->r;
    entry_fn extract = ((worker_arg *)arg)->extract;
    warp_wad *w = wad_handle_open(r);
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
            run_entry(r, extract, w, i, &res, &png);
        else
            res.failed = 1;
        pthread_mutex_lock(&r->lock);
        r->results[i] = res;
        r->results[i].ready = 1;
        uint64_t text = r->text_done += res.len;
        uint32_t done = r->done + 1;
        int stop = ++r->done == r->stop_after;
        r->bytes_done += r->entries[i].size;
        const uint8_t *lo;
        size_t len;
        int drop = r->map && pages_behind(r, &lo, &len);
        pthread_mutex_unlock(&r->lock); /* the main thread looks at the count every 0.1 s */
        if (drop) map_drop(lo, len);
        if (r->on_entry) r->on_entry(r, text, done); /* before the next entry's outputs */
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
    double mb = (double)bytes / 1e6, dt = run_clock() - t0;
    int width = 30, fill = r->count ? (int)((uint64_t)done * (uint64_t)width / r->count) : width;
    fprintf(stderr, "\r[%.*s%*s] %u/%u entries  %.1f MB  %.1f MB/s ", fill, "##############################",
            width - fill, "", done, r->count, mb, dt > 0 ? mb / dt : 0.0);
    if (last) fputc('\n', stderr);
}

/* Run the workers until every entry is done or the run stops; results stay in memory
 * for the manifest. */
int run_entries(wad_run *r, entry_fn extract) {
    worker_arg arg = {r, extract};
    unsigned jobs = r->jobs ? r->jobs : 1;
    if (jobs > r->count) jobs = r->count ? r->count : 1;
    pthread_t *threads = calloc(jobs, sizeof *threads);
    int bar = !r->quiet && isatty(2);
    double t0 = run_clock();
    unsigned started = 0;
    pthread_mutex_lock(&r->lock);
    r->held = r->map, r->low = 0;
    for (; threads && started < jobs; started++, r->workers_left++)
        if (pthread_create(&threads[started], NULL, worker, &arg) != 0) break;
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

/* ---- for the command: the run's stop state --------------------------------------------- */

int run_stop_signal(void) { return stop_signal; }

/* The workers are done: a signal no longer cancels outputs. */
void run_finishing(void) { finishing = 1; }

/* A fault while indexing is found again, per entry, by the extraction. */
void run_forget_fault(void) { read_fault = 0; }
