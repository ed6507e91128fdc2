/* Fuzz target: Lua 4.0 bytecode. Walk the chunk, then read every local, string, number,
 * line and instruction of every function through the accessors. */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct span {
    const uint8_t *p;
    size_t n;
    uint32_t functions;
} span;

static int see(void *user, const warp_lua_function *f) {
    span *s = user;
    s->functions++;
    if (f->end > s->n || f->code_count == 0) abort();
    for (uint32_t k = 0; k < f->local_count && k < 256; k++) {
        warp_lua_local l;
        if (warp_lua_get_local(s->p, s->n, f, k, &l) != WARP_OK) abort();
    }
    for (uint32_t k = 0; k < f->string_count && k < 256; k++) {
        const char *str;
        size_t n;
        if (warp_lua_get_string(s->p, s->n, f, k, &str, &n) != WARP_OK) abort();
        if (str && ((const uint8_t *)str < s->p || (const uint8_t *)str + n > s->p + s->n)) abort();
    }
    for (uint32_t k = 0; k < f->number_count && k < 256; k++) {
        double d;
        if (warp_lua_get_number(s->p, s->n, f, k, &d) != WARP_OK) abort();
    }
    for (uint32_t pc = 0; pc < f->code_count && pc < 1024; pc++) {
        warp_lua_instruction in;
        int32_t line;
        if (warp_lua_get_instruction(s->p, s->n, f, pc, &in) != WARP_OK) abort();
        if (warp_lua_get_line(s->p, s->n, f, pc, &line) != WARP_OK) abort();
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    span s = {data, size, 0};
    uint32_t count = 0;
    int rc = warp_lua_foreach(data, size, NULL, see, &s, &count);
    if (rc == WARP_OK && s.functions != count) abort();
    return 0;
}
