/* LD_PRELOAD shim for tests/faults_e2e.py: a disk that fills up. After
 * WARP_SHIM_FAIL_AFTER bytes written in all, fwrite and write to files fail with
 * WARP_SHIM_ERRNO (a number; default ENOSPC), the last one short as a real disk does.
 * Writes to a file whose path contains WARP_SHIM_SPARE (when set) are not counted and
 * never fail, so a test can fill the disk for the outputs and not for the manifest.
 * stdin/stdout/stderr are left alone. */
#include <dlfcn.h>
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

/* How many of n bytes to fd may be written before the disk is "full". */
static size_t allowed(int fd, size_t n) {
    if (fd <= 2 || spared(fd)) return n;
    pthread_mutex_lock(&lock);
    if (budget == -2) {
        const char *v = getenv("WARP_SHIM_FAIL_AFTER"), *e = getenv("WARP_SHIM_ERRNO");
        budget = v && *v ? atoll(v) : -1;
        if (e && *e) fail_errno = atoi(e);
    }
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
