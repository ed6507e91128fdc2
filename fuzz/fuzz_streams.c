/* Fuzz target: warp_entry_streams over any bytes (every entry kind's dispatch), each
 * stream it hands over checked to lie inside the input and opened by its decoder. */
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct ctx { const uint8_t *p; size_t n; const warp_limits *lim; } ctx;

static int texture(void *user, const warp_texture *t) {
    (void)user;
    warp_texture_info in;
    if (warp_texture_get_info(t, &in) != WARP_OK || in.section_len < 12) abort();
    return 0;
}

static int stream(void *user, const warp_stream_info *s) {
    const ctx *c = (const ctx *)user;
    static _Alignas(WARP_ALIGN) uint8_t mem[8192];
    if (s->data < c->p || s->len > c->n || (size_t)(s->data - c->p) > c->n - s->len) abort();
    if ((size_t)(s->data - c->p) != s->offset) abort();
    if (!s->section) return 0;
    if (s->section < s->data || s->section_len > s->len || (size_t)(s->section - s->data) > s->len - s->section_len)
        abort();
    if (warp_clump_sizeof() > sizeof mem || warp_world_sizeof() > sizeof mem) abort();
    if (s->type == WARP_RW_TEXTURE_DICTIONARY) {
        warp_txd_foreach(s->section, s->section_len, c->lim, texture, NULL);
    } else if (s->type == WARP_RW_CLUMP) {
        warp_clump_init((warp_clump *)mem, sizeof mem, WARP_ABI_VERSION, s->section, s->section_len, c->lim);
    } else if (s->type == WARP_RW_WORLD) {
        warp_world_init((warp_world *)mem, sizeof mem, WARP_ABI_VERSION, s->section, s->section_len, c->lim);
    } else if (s->type == WARP_RW_ATOMIC) {
        warp_atomic_info a;
        warp_atomic_read(s->section, s->section_len, &a);
    }
    return 0;
}

static int count_warning(void *user, const warp_warning *w) {
    if (w->code != WARP_WARN_RW_VERSION && w->code != WARP_WARN_RW_MIXED) abort();
    ++*(unsigned *)user;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1 << 12;
    ctx c = {data ? data : (const uint8_t *)"", size, &lim};
    int rc = warp_entry_streams(c.p, size, WARP_KIND_UNKNOWN, &lim, stream, &c);
    if (rc == WARP_STOPPED) abort(); /* the callback never stops */
    unsigned warnings = 0; /* the invariants' walk over the same streams: at most two */
    if (warp_check_entry_versions(c.p, size, WARP_KIND_UNKNOWN, 0, count_warning, &warnings) == WARP_STOPPED ||
        warnings > 2)
        abort();
    return 0;
}
