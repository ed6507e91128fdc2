/* LD_PRELOAD shim for tests/faults_e2e.py: a disk that fills up. After
 * WARP_SHIM_FAIL_AFTER bytes written in all, fwrite and write to files fail with
 * WARP_SHIM_ERRNO (a number; default ENOSPC), the last one short as a real disk does.
 * Writes to a file whose path contains WARP_SHIM_SPARE (when set) are not counted and
 * never fail, so a test can fill the disk for the outputs and not for the manifest.
 * Room held by posix_fallocate is taken from the same bytes (refused with ENOSPC when they
 * are not there) and given back when its file is removed, as a disk does.
 * stdin/stdout/stderr are left alone. */
#include <dlfcn.h>
#include <fcntl.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long long budget = -2; /* -2 not read yet, -1 unlimited */
static int fail_errno = ENOSPC;

static int spared(int fd) {
    const char *spare = getenv("WARP_SHIM_SPARE");
    char link[64], path[4096];
    if (!spare || !*spare) return 0;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0) return 0;
    path[n] = 0;
    return strstr(path, spare) != NULL;
}

static void load(void) { /* under the lock */
    if (budget == -2) {
        const char *v = getenv("WARP_SHIM_FAIL_AFTER"), *e = getenv("WARP_SHIM_ERRNO");
        budget = v && *v ? atoll(v) : -1;
        if (e && *e) fail_errno = atoi(e);
    }
}

/* How many of n bytes to fd may be written before the disk is "full". */
static size_t allowed(int fd, size_t n) {
    if (fd <= 2 || spared(fd)) return n;
    pthread_mutex_lock(&lock);
    load();
    size_t ok = n;
    if (budget >= 0) {
        if ((long long)n > budget) ok = (size_t)budget;
        budget -= (long long)ok;
    }
    pthread_mutex_unlock(&lock);
    return ok;
}

size_t fwrite(const void *p, size_t size, size_t count, FILE *f) {
    static size_t (*real)(const void *, size_t, size_t, FILE *);
    if (!real) real = (size_t(*)(const void *, size_t, size_t, FILE *))dlsym(RTLD_NEXT, "fwrite");
    size_t bytes = size * count, ok = size ? allowed(fileno(f), bytes) : 0;
    if (ok == bytes) return real(p, size, count, f);
    size_t whole = ok / size;
    if (whole) real(p, size, whole, f);
    errno = fail_errno;
    return whole;
}

ssize_t write(int fd, const void *p, size_t n) {
    static ssize_t (*real)(int, const void *, size_t);
    if (!real) real = (ssize_t(*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
    size_t ok = allowed(fd, n);
    if (ok == n) return real(fd, p, n);
    if (ok) return real(fd, p, ok);
    errno = fail_errno;
    return -1;
}

/* Room held by posix_fallocate, by file name (temporary names are unique). */
static struct {
    char name[256];
    long long bytes;
} held[16];

static const char *base(const char *path) {
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

int posix_fallocate(int fd, off_t off, off_t len) {
    static int (*real)(int, off_t, off_t);
    if (!real) real = (int (*)(int, off_t, off_t))dlsym(RTLD_NEXT, "posix_fallocate");
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0 || spared(fd)) return real(fd, off, len);
    path[n] = 0;
    pthread_mutex_lock(&lock);
    load();
    int k = 0, free_slot = -1;
    for (; k < 16 && strcmp(held[k].name, base(path)); k++)
        if (free_slot < 0 && !held[k].name[0]) free_slot = k;
    if (k == 16) k = free_slot;
    long long grow = k < 0 ? 0 : (long long)(off + len) - held[k].bytes;
    if (k < 0 || (budget >= 0 && grow > budget)) {
        pthread_mutex_unlock(&lock);
        return ENOSPC;
    }
    if (grow > 0) {
        if (budget >= 0) budget -= grow;
        snprintf(held[k].name, sizeof held[k].name, "%s", base(path));
        held[k].bytes += grow;
    }
    pthread_mutex_unlock(&lock);
    return real(fd, off, len);
}

static void give_back(const char *path) {
    pthread_mutex_lock(&lock);
    for (int k = 0; k < 16; k++)
        if (held[k].name[0] && !strcmp(held[k].name, base(path))) {
            if (budget >= 0) budget += held[k].bytes;
            held[k].name[0] = 0, held[k].bytes = 0;
        }
    pthread_mutex_unlock(&lock);
}

int unlink(const char *path) {
    static int (*real)(const char *);
    if (!real) real = (int (*)(const char *))dlsym(RTLD_NEXT, "unlink");
    give_back(path);
    return real(path);
}

int remove(const char *path) {
    static int (*real)(const char *);
    if (!real) real = (int (*)(const char *))dlsym(RTLD_NEXT, "remove");
    give_back(path);
    return real(path);
}
