/* One read of every entry of a WAD on several threads (wad_pass.h). */
#include "platform/wad_pass.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platform/util.h"

unsigned wad_pass_parts(uint32_t count, unsigned jobs) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned parts = jobs ? jobs : cores > 0 ? (unsigned)cores : 1;
    if (parts > WAD_PASS_MAX_PARTS) parts = WAD_PASS_MAX_PARTS;
    if (parts > count / 64 + 1) parts = count / 64 + 1; /* small WADs: one thread */
    return parts;
}

typedef struct part_run {
    const warp_wad *w; /* the caller's handle (part 0) or the part's own copy (warp.h: one thread each) */
    const wad_pass *o;
    wad_pass_fn fn;
    void *user;
    unsigned part;
    uint32_t from, to, count;
    _Atomic uint32_t *done; /* entries done by every part: the progress line */
    pthread_t thread;
} part_run;

int wad_entry_bytes(const warp_wad *w, uint32_t i, const uint8_t **p, size_t *n, uint8_t **heap) {
    *heap = NULL;
    if (warp_wad_data(w, i, p, n) == WARP_OK) return WARP_OK;
    size_t size;
    int rc = warp_wad_read(w, i, NULL, 0, &size);
    if (rc != WARP_OK) return rc;
    if (!(*heap = malloc(size ? size : 1))) return WARP_E_LIMIT;
    if ((rc = warp_wad_read(w, i, *heap, size, NULL)) != WARP_OK) {
        free(*heap);
        *heap = NULL;
        return rc;
    }
    *p = *heap;
    *n = size;
    return WARP_OK;
}

static void *run_part(void *arg) {
    part_run *t = arg;
    const uint8_t *held = NULL, *end = NULL;
    for (uint32_t i = t->from; i < t->to && !(t->o->stop && t->o->stop()); i++) {
        const uint8_t *p = NULL;
        size_t n = 0;
        uint8_t *heap = NULL;
        if (wad_entry_bytes(t->w, i, &p, &n, &heap) != WARP_OK) p = NULL, n = 0;
        if (p && !heap && t->o->drop_pages) map_drop_behind(&held, p, 0), end = p + n;
        t->fn(t->user, t->w, t->part, i, p, n);
        free(heap);
        uint32_t done = ++*t->done;
        if (t->o->progress && (done % 512 == 0 || done == t->count)) /* whichever part counts it */
            fprintf(stderr, "\rwarp: %s: entry %u of %u", t->o->progress, done, t->count);
    }
    if (end) map_drop_behind(&held, end, 1);
    return NULL;
}

void wad_pass_run(const warp_wad *w, const wad_pass *o, wad_pass_fn fn, void *user) {
    uint32_t count = warp_wad_count(w);
    unsigned parts = o->parts < 1 ? 1 : o->parts > WAD_PASS_MAX_PARTS ? WAD_PASS_MAX_PARTS : o->parts;
    part_run t[WAD_PASS_MAX_PARTS];
    _Atomic uint32_t done = 0;
    for (unsigned k = 0; k < parts; k++)
        t[k] = (part_run){w, o, fn, user, k, (uint32_t)((uint64_t)count * k / parts),
                          (uint32_t)((uint64_t)count * (k + 1) / parts), count, &done, 0};
    warp_wad *own[WAD_PASS_MAX_PARTS] = {0};
    unsigned started = 1;
    for (; started < parts; started++) {
        if (!(own[started] = handle_alloc(warp_wad_sizeof()))) break;
        memcpy(own[started], w, warp_wad_sizeof());
        t[started].w = own[started];
        if (pthread_create(&t[started].thread, NULL, run_part, &t[started]) != 0) break;
    }
    run_part(&t[0]);
    for (unsigned k = started; k < parts; k++) { /* no thread for it: here, on the caller's handle */
        t[k].w = w;
        run_part(&t[k]);
    }
    for (unsigned k = 1; k < started; k++) pthread_join(t[k].thread, NULL);
    for (unsigned k = 1; k < parts; k++) free(own[k]);
    if (o->progress) fprintf(stderr, "\r\033[K");
}
