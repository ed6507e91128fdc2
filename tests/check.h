/* Minimal test harness: each test is a function returning NULL on pass or a message
 * on failure; a table runs them all. Corpus tests skip cleanly when the corpus is absent. */
#ifndef WARP_TEST_CHECK_H
#define WARP_TEST_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef const char *(*test_fn)(void);
typedef struct test_case {
    const char *name;
    test_fn fn;
} test_case;

#define TEST(name) static const char *name(void)
#define T(name) {#name, name}

/* Failure message with location, kept in a static buffer (tests are single-threaded). */
static char check_msg_[512];
#define FAILF(...)                                                                          \
    do {                                                                                    \
        int n_ = snprintf(check_msg_, sizeof check_msg_, "%s:%d: ", __FILE__, __LINE__);    \
        snprintf(check_msg_ + n_, sizeof check_msg_ - (size_t)n_, __VA_ARGS__);             \
        return check_msg_;                                                                  \
    } while (0)
#define CHECK(cond)                                        \
    do {                                                   \
        if (!(cond)) FAILF("check failed: %s", #cond);     \
    } while (0)
#define CHECK_EQ(a, b)                                                                              \
    do {                                                                                            \
        long long a_ = (long long)(a), b_ = (long long)(b);                                         \
        if (a_ != b_) FAILF("%s == %lld (0x%llx), expected %lld (0x%llx)", #a, a_, (unsigned long long)a_, b_, (unsigned long long)b_); \
    } while (0)
#define CHECK_RC(expr, want)                                                                   \
    do {                                                                                       \
        int r_ = (expr);                                                                       \
        if (r_ != (want)) FAILF("%s returned %d (%s), expected %d (%s)", #expr, r_, warp_strerror(r_), (int)(want), warp_strerror(want)); \
    } while (0)

/* Marks a test skipped (returned as a message starting with "SKIP"). */
#define SKIP(why) return "SKIP: " why

/* The kind warp_classify gives, or its error status when it fails (a negative number
 * never equal to a kind), so that one CHECK_EQ covers both. */
static inline int classify(const void *data, size_t len, int hint) {
    int kind = -100;
    int rc = warp_classify(data, len, hint, &kind);
    return rc != WARP_OK ? rc : kind;
}

/* Folder of the real corpus (WARP_CORPUS env, set by meson), or NULL when absent. */
static inline const char *corpus_dir(void) {
    const char *d = getenv("WARP_CORPUS");
    if (!d || !*d) return NULL;
    char probe[4096];
    snprintf(probe, sizeof probe, "%s/MANIFEST.md", d);
    FILE *f = fopen(probe, "rb");
    if (!f) return NULL;
    fclose(f);
    return d;
}

/* Whole file into the heap; NULL when missing. */
static inline unsigned char *read_whole(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc(n > 0 ? (size_t)n : 1);
    if (buf && n > 0 && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = (size_t)(n > 0 ? n : 0);
    return buf;
}

/* Aligned handle storage for tests. */
static inline void *test_handle(size_t size) {
    void *p = NULL;
#ifdef _WIN32
    /* no posix_memalign; 64-bit Windows malloc returns 16-byte aligned blocks (freed by free) */
    _Static_assert(sizeof(void *) == 8 && WARP_ALIGN <= 16, "malloc alignment");
    if (!(p = malloc(size ? size : 1))) abort();
#else
    if (posix_memalign(&p, WARP_ALIGN, size ? size : 1)) abort();
#endif
    memset(p, 0xA5, size); /* init must not rely on zeroed storage */
    return p;
}

/* Run a writer-based fill twice (dry run to size, then for real) and return the bytes. */
typedef int (*fill_fn)(warp_writer *w, void *user);
static inline unsigned char *write_all(fill_fn fill, void *user, size_t *len) {
    warp_writer *w = (warp_writer *)test_handle(warp_writer_sizeof());
    if (warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0)) abort();
    fill(w, user);
    int st = warp_writer_status(w);
    if (st != WARP_OK && st != WARP_E_DST_SMALL) {
        fprintf(stderr, "write_all: %s\n", warp_strerror(st));
        abort();
    }
    *len = warp_writer_size(w);
    unsigned char *buf = (unsigned char *)malloc(*len ? *len : 1);
    if (warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, *len)) abort();
    fill(w, user);
    if (warp_writer_status(w) != WARP_OK || warp_writer_size(w) != *len) abort();
    free(w);
    return buf;
}

static inline int run_tests(const char *suite, const test_case *cases, size_t n) {
    int failed = 0, skipped = 0, passed = 0;
    for (size_t i = 0; i < n; i++) {
        const char *msg = cases[i].fn();
        if (!msg) {
            passed++;
            printf("ok   %s\n", cases[i].name);
        } else if (!strncmp(msg, "SKIP", 4)) {
            skipped++;
            printf("skip %s: %s\n", cases[i].name, msg);
        } else {
            failed++;
            printf("FAIL %s: %s\n", cases[i].name, msg);
        }
    }
    printf("%s: %d passed, %d failed, %d skipped\n", suite, passed, failed, skipped);
    return failed ? 1 : 0;
}

#define RUN_TESTS(suite, table) run_tests(suite, table, sizeof(table) / sizeof((table)[0]))

#endif
