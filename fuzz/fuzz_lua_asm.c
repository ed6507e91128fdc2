/* Fuzz target: the Lua listing assembler. Any text: assembled with a dry writer for the
 * size, then for real; what it accepts must be a chunk the reader walks whole. */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

static int any(void *user, const warp_lua_function *f) {
    (void)user, (void)f;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    size_t wsize = warp_writer_sizeof();
    warp_writer *w = malloc(wsize);
    if (!w || warp_writer_init(w, wsize, WARP_ABI_VERSION, NULL, 0)) abort();
    warp_lua_asm_error err;
    int rc = warp_lua_assemble(w, (const char *)data, size, &err);
    if (rc == WARP_E_CORRUPT && (!err.why || !err.line)) abort(); /* a refusal names its line */
    if (rc == WARP_E_DST_SMALL) {
        size_t n = warp_writer_size(w);
        uint8_t *out = malloc(n ? n : 1);
        if (!out || warp_writer_init(w, wsize, WARP_ABI_VERSION, out, n)) abort();
        if (warp_lua_assemble(w, (const char *)data, size, &err) != WARP_OK || warp_writer_size(w) != n) abort();
        warp_limits lim;
        warp_limits_default(&lim);
        lim.max_count = 0xFFFFFFFFu; /* the input's size bounds the counts, not this limit */
        if (warp_lua_foreach(out, n, &lim, any, NULL, NULL) != WARP_OK) abort();
        free(out);
    }
    free(w);
    return 0;
}
