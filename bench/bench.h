/* What the benchmarks share: a monotonic clock, and a corpus file read whole. */
#ifndef WARP_BENCH_H
#define WARP_BENCH_H

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static inline double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A whole file in a heap block, or NULL when it cannot be read (or is empty). */
static inline unsigned char *load_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    unsigned char *b = n > 0 ? malloc((size_t)n) : NULL;
    if (!b || fread(b, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(b);
        return NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return b;
}

/* ../shared/corpus/ps2/<name> ($WARP_CORPUS first) in a heap block, or NULL when absent. */
static inline unsigned char *load_corpus(const char *name, size_t *len) {
    const char *env = getenv("WARP_CORPUS");
    const char *dirs[] = {env ? env : "", "../../shared/corpus", "../shared/corpus", "../../../shared/corpus"};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/ps2/%s", dirs[i], name);
        FILE *f = fopen(path, "rb");
        if (!f) continue;
        fclose(f);
        unsigned char *b = load_file(path, len);
        if (!b) abort(); /* present but unreadable: no benchmark of nothing */
        return b;
    }
    return NULL;
}

#endif
