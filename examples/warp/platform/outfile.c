/* Atomic output files (outfile.h). */
#include "platform/outfile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define TEMP_PREFIX ".#warp-"

#ifndef O_BINARY /* Windows: no newline translation */
#define O_BINARY 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

static atomic_int cancelled;
static atomic_uint temp_serial;
static atomic_uint_fast64_t files_done, bytes_done;
/* The first disk-full failure: claimed once, published by `full`. */
static atomic_flag full_claimed = ATOMIC_FLAG_INIT;
static atomic_int full;
static char full_folder[4096];
static int full_errno;
static int (*commit_check)(void);
static int discard; /* out_set_discard: decode only, write nothing (warp check) */

void out_set_commit_check(int (*check)(void)) { commit_check = check; }

static _Thread_local out_note_fn note_fn;
static _Thread_local void *note_user;

void out_set_note(out_note_fn fn, void *user) { note_fn = fn, note_user = user; }
void out_get_note(out_note_fn *fn, void **user) { *fn = note_fn, *user = note_user; }
void out_set_discard(int on) { discard = on; }

int out_discarding(void) { return discard; }

/* Where discarded bytes go: a stream that takes them without a system call where the C
 * library can make one (glibc's fopencookie), else the null device. */
#ifdef __GLIBC__
typedef struct sink {
    off64_t pos, end; /* where the next byte goes; the bytes "written" */
} sink;
static ssize_t sink_write(void *cookie, const char *buf, size_t n) {
    sink *k = cookie;
    (void)buf;
    k->pos += (off64_t)n;
    if (k->pos > k->end) k->end = k->pos;
    return (ssize_t)n;
}
static int sink_seek(void *cookie, off64_t *pos, int whence) { /* a writer going back to its header */
    sink *k = cookie;
    off64_t at = whence == SEEK_SET ? *pos : whence == SEEK_CUR ? k->pos + *pos : k->end + *pos;
    if (at < 0) return -1;
    *pos = k->pos = at;
    return 0;
}
static int sink_close(void *cookie) {
    free(cookie);
    return 0;
}
static FILE *open_sink(void) {
    static const cookie_io_functions_t io = {.write = sink_write, .seek = sink_seek, .close = sink_close};
    sink *k = calloc(1, sizeof *k);
    FILE *f = k ? fopencookie(k, "wb", io) : NULL;
    if (!f) free(k);
    return f;
}
#elif defined _WIN32
static FILE *open_sink(void) { return fopen("NUL", "wb"); }
#else
static FILE *open_sink(void) { return fopen("/dev/null", "wb"); }
#endif

int out_is_space_error(int err) {
#ifdef EDQUOT
    if (err == EDQUOT) return 1;
#endif
    return err == ENOSPC || err == EFBIG;
}

void out_cancel(void) { atomic_store(&cancelled, 1); }
int out_cancelled(void) { return atomic_load(&cancelled); }
void out_uncancel(void) { atomic_store(&cancelled, 0); }

void out_totals(uint64_t *files, uint64_t *bytes) {
    if (files) *files = atomic_load(&files_done);
    if (bytes) *bytes = atomic_load(&bytes_done);
}

int out_disk_full(char *folder, size_t cap, int *err) {
    if (!atomic_load(&full)) return 0;
    if (folder && cap) snprintf(folder, cap, "%s", full_folder);
    if (err) *err = full_errno;
    return 1;
}

/* A write of `path` failed with err: the first lack of space is recorded and cancels
 * every later output (one message for the run, not one per remaining file). */
static void note_failure(const char *path, int err) {
    if (!out_is_space_error(err) || atomic_flag_test_and_set(&full_claimed)) return;
    const char *slash = strrchr(path, '/');
    snprintf(full_folder, sizeof full_folder, "%.*s", slash ? (int)(slash - path) : 1, slash ? path : ".");
    full_errno = err;
    atomic_store(&full, 1);
    out_cancel();
}

/* ---- temporaries removed on an interrupt (out_clean_on_signal) ---------------------------- */

/* Each temporary file open now, by path, for a signal handler to unlink: a slot is FREE,
 * BUSY (being filled or emptied) or LIVE; the handler reads LIVE slots only. Copies, not
 * pointers: the owner's buffer may be freed while the handler runs on another thread. */
enum { TRACK_SLOTS = 64, TRACK_PATH = 4400, SLOT_FREE = 0, SLOT_BUSY, SLOT_LIVE };
static struct {
    atomic_int state;
    char path[TRACK_PATH];
} tracked[TRACK_SLOTS];
static atomic_int tracking; /* out_clean_on_signal was called */
static char also[16][TRACK_PATH]; /* out_also_remove's paths, in the order given */
static atomic_int also_count;
static const char *interrupted_what;

/* tmp tracked: its slot + 1, or 0 (not tracking, no slot free or too long: the next
 * run's out_clean_leftovers removes it should the process die). */
static int track(const char *tmp) {
    size_t n = strlen(tmp);
    if (!atomic_load(&tracking) || n >= TRACK_PATH) return 0;
    for (int k = 0; k < TRACK_SLOTS; k++) {
        int want = SLOT_FREE;
        if (!atomic_compare_exchange_strong(&tracked[k].state, &want, SLOT_BUSY)) continue;
        memcpy(tracked[k].path, tmp, n + 1);
        atomic_store(&tracked[k].state, SLOT_LIVE);
        return k + 1;
    }
    return 0;
}

static void untrack(int slot) {
    if (!slot) return;
    atomic_store(&tracked[slot - 1].state, SLOT_BUSY);
    atomic_store(&tracked[slot - 1].state, SLOT_FREE);
}

static void say(const char *s) {
    ssize_t n = write(2, s, strlen(s));
    (void)n;
}

static void sweep(void) {
    for (int k = 0; k < TRACK_SLOTS; k++)
        if (atomic_load(&tracked[k].state) == SLOT_LIVE) unlink(tracked[k].path);
    for (int k = 0, n = atomic_load(&also_count); k < n; k++)
        if (unlink(also[k]) != 0) rmdir(also[k]);
}

/* Async-signal-safe: unlink, rmdir, nanosleep, write and _exit only. The other threads run
 * on meanwhile: one creating a temporary file as the signal came has it on disk within the
 * pause, and the second sweep takes it (out_open refuses new ones from the first). */
static void on_interrupt(int sig) {
    out_cancel();
    sweep();
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
    sweep();
    say(sig == SIGINT ? "\nwarp: interrupted (SIGINT): " : "\nwarp: interrupted (SIGTERM): ");
    say(interrupted_what ? interrupted_what : "the output");
    say(" not written; its temporary files removed\n");
    _exit(128 + sig);
}

void out_clean_on_signal(const char *what) {
    interrupted_what = what;
    atomic_store(&tracking, 1);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sigaddset(&sa.sa_mask, SIGINT); /* one handler at a time */
    sigaddset(&sa.sa_mask, SIGTERM);
    sa.sa_handler = on_interrupt;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
}

void out_also_remove(const char *path) {
    int n = atomic_load(&also_count);
    if (!path) {
        atomic_store(&also_count, 0);
    } else if (n < (int)(sizeof also / sizeof *also) && strlen(path) < TRACK_PATH) {
        memcpy(also[n], path, strlen(path) + 1);
        atomic_store(&also_count, n + 1); /* published once whole */
    }
}

/* ---- output files ------------------------------------------------------------------------ */

void out_fail(const char *path, int err) { note_failure(path, err); }

static void release(out_file *o) {
    untrack(o->slot);
    free(o->path);
    free(o->tmp);
    memset(o, 0, sizeof *o);
}

/* getpid once: one system call less per file. */
static long own_pid(void) {
    static atomic_long pid;
    long p = atomic_load(&pid);
    if (!p) atomic_store(&pid, p = (long)getpid());
    return p;
}

/* The temporary name for path into tmp (strlen(path) + 64 bytes): hidden, beside the
 * final one (same folder, so the rename stays atomic), the final name cut to 160 bytes
 * so the temporary name fits wherever it does. */
static void temp_name(char *tmp, const char *path) {
    const char *slash = strrchr(path, '/');
    size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
    snprintf(tmp, strlen(path) + 64, "%.*s" TEMP_PREFIX "%ld-%u.%.160s", (int)dir, path, own_pid(),
             atomic_fetch_add(&temp_serial, 1), path + dir);
}

int out_open(out_file *o, const char *path) {
    memset(o, 0, sizeof *o);
    if (out_cancelled()) {
        errno = ECANCELED;
        return -1;
    }
    if (discard) { /* the writers run as usual; the bytes go nowhere */
        if ((o->f = open_sink())) return 0;
        return -1;
    }
    o->path = strdup(path);
    o->tmp = malloc(strlen(path) + 64);
    if (!o->path || !o->tmp) {
        release(o);
        errno = ENOMEM;
        return -1;
    }
    temp_name(o->tmp, path);
    o->slot = track(o->tmp); /* before the file exists: a signal now finds nothing to remove */
    if (!(o->f = fopen(o->tmp, "wb"))) {
        int e = errno;
        note_failure(path, e); /* ENOSPC here: no inode left */
        release(o);
        errno = e;
        return -1;
    }
    return 0;
}

static int sync_folder(const char *path) {
    const char *slash = strrchr(path, '/');
    char dir[4096];
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) : 1, slash ? path : ".");
    int fd = open(dir[0] ? dir : "/", O_RDONLY | O_DIRECTORY);
    if (fd < 0) return -1;
    int rc = fsync(fd);
    close(fd);
    return rc;
}

int out_commit(out_file *o) {
    if (discard) {
        int bad = ferror(o->f) | fclose(o->f);
        release(o);
        if (bad) errno = EIO;
        return bad ? -1 : 0;
    }
    int bad = ferror(o->f), e = 0;
    if (bad) { /* a write failed earlier: flushing again tells why, when it can */
        clearerr(o->f);
        e = fflush(o->f) != 0 ? errno : EIO;
    }
    if (!bad && fflush(o->f) != 0) e = errno, bad = 1;
    off_t size = bad ? 0 : ftello(o->f); /* off_t: 64 bits on Windows too (long is 32) */
    if (!bad && o->durable && fsync(fileno(o->f)) != 0) e = errno, bad = 1;
    if (fclose(o->f) != 0 && !bad) e = errno, bad = 1;
    o->f = NULL;
    if (!bad && commit_check && commit_check()) e = EIO, bad = 1;
    if (!bad && rename(o->tmp, o->path) != 0) e = errno, bad = 1;
    if (!bad && o->durable) sync_folder(o->path); /* the rename itself; best effort */
    if (bad) {
        remove(o->tmp);
        note_failure(o->path, e);
    } else {
        atomic_fetch_add(&files_done, 1);
        atomic_fetch_add(&bytes_done, size > 0 ? (uint64_t)size : 0);
        if (note_fn) note_fn(note_user, o->path, NULL, 0);
    }
    release(o);
    if (bad) errno = e ? e : EIO;
    return bad ? -1 : 0;
}

void out_abort(out_file *o) {
    if (o->f) fclose(o->f);
    if (o->tmp && !discard) remove(o->tmp);
    release(o);
}

/* out_open + fwrite + out_commit in four system calls (open, write, close, rename): no
 * stdio buffer, no allocation for the usual path lengths. */
int out_write_file(const char *path, const void *data, size_t len) {
    if (out_cancelled()) {
        errno = ECANCELED;
        return -1;
    }
    if (discard) return 0;
    char local[4400], *tmp = strlen(path) + 64 <= sizeof local ? local : malloc(strlen(path) + 64);
    if (!tmp) {
        errno = ENOMEM;
        return -1;
    }
    temp_name(tmp, path);
    int slot = track(tmp);
    int e = 0, fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_BINARY | O_CLOEXEC, 0666);
    if (fd < 0) e = errno; /* ENOSPC here: no inode left */
    char bounce[16384];
    int bounced = 0;
    for (const uint8_t *p = data, *end = p + len; fd >= 0 && !e && p < end;) {
        size_t k = (size_t)(end - p) < (1u << 30) ? (size_t)(end - p) : (1u << 30);
        const void *from = p;
        if (bounced) { /* through our own memory: see EFAULT below */
            k = k < sizeof bounce ? k : sizeof bounce;
            memcpy(bounce, p, k);
            from = bounce;
        }
        ssize_t done = write(fd, from, (unsigned)k);
        if (done > 0)
            p += done;
        else if (done < 0 && errno == EFAULT && !bounced)
            bounced = 1; /* data maps a file that lost pages (a WAD that shrank): the kernel
                            says EFAULT where a copy faults (SIGBUS) for the caller's handler
                            (extract_wad.c: zeros, then commit_check refuses the file) */
        else if (done == 0 || errno != EINTR)
            e = done == 0 ? EIO : errno;
    }
    if (fd >= 0 && close(fd) != 0 && !e) e = errno;
    if (!e && commit_check && commit_check()) e = EIO;
    if (!e && rename(tmp, path) != 0) e = errno;
    if (e) {
        if (fd >= 0) unlink(tmp);
        note_failure(path, e);
    } else {
        atomic_fetch_add(&files_done, 1);
        atomic_fetch_add(&bytes_done, len);
        if (note_fn) note_fn(note_user, path, data, len);
    }
    untrack(slot);
    if (tmp != local) free(tmp);
    if (e) errno = e;
    return e ? -1 : 0;
}

int out_is_temp(const char *name) { return !strncmp(name, TEMP_PREFIX, strlen(TEMP_PREFIX)); }

/* A temporary file of a process still running is left alone (two runs into one
 * folder); kill(pid, 0) fails with ESRCH once it is gone. */
static int owner_gone(const char *name) {
    long pid = strtol(name + strlen(TEMP_PREFIX), NULL, 10);
    return pid <= 0 || (pid != own_pid() && kill((pid_t)pid, 0) != 0 && errno == ESRCH);
}

static unsigned clean_dir(const char *dir, int depth) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    unsigned removed = 0;
    struct dirent *e;
    char path[4400];
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (out_is_temp(e->d_name)) {
            if (owner_gone(e->d_name) && unlink(path) == 0) removed++;
            continue;
        }
        struct stat st;
        if (depth > 0 && (e->d_type == DT_DIR || (e->d_type == DT_UNKNOWN && lstat(path, &st) == 0 &&
                                                  S_ISDIR(st.st_mode))))
            removed += clean_dir(path, depth - 1);
    }
    closedir(d);
    return removed;
}

unsigned out_clean_leftovers(const char *dir) { return clean_dir(dir, 1); }

unsigned out_clean_beside(const char *path) {
    const char *slash = strrchr(path, '/');
    char dir[4400];
    snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - path) : 1, slash ? (slash == path ? "/" : path) : ".");
    return clean_dir(dir, 0);
}

int out_sync_fs(const char *dir) {
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) return -1;
#ifdef __linux__
    int rc = syncfs(fd);
#else
    sync();
    int rc = 0;
#endif
    int e = errno;
    close(fd);
    errno = e;
    return rc;
}
