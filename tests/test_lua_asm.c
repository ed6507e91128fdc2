/* The Lua listing assembler (warp_lua_assemble): every listing the tool writes (the
 * sample's chunk, a hand-made one, random chunks of every shape the format allows)
 * assembles back to the identical bytes; an edited string, number or instruction comes
 * back as edited; a listing that is not one is refused naming its line. */
#include <math.h>
#include <stdint.h>

#include "formats/lua_list.h"
#include "check.h"
#include "sample/sample.h"

/* The listing of a chunk (malloc'ed, NUL-terminated). */
static char *listing_of(const uint8_t *chunk, size_t len) {
    char *text = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&text, &n);
    if (lua_listing(f, chunk, len) != WARP_OK) abort();
    fclose(f);
    char *copy = strdup(text); /* a plain heap pointer (gcc's dangling-pointer check trips on text's address) */
    free(text);
    return copy;
}

typedef struct asm_in {
    const char *text;
    warp_lua_asm_error err;
    int rc;
} asm_in;
static int fill_asm(warp_writer *w, void *user) {
    asm_in *a = user;
    a->rc = warp_lua_assemble(w, a->text, strlen(a->text), &a->err);
    return a->rc;
}

/* Assemble text: the chunk (malloc'ed) or NULL with *rc and *err set. */
static uint8_t *assemble(const char *text, size_t *len, int *rc, warp_lua_asm_error *err) {
    asm_in a = {text, {0}, 0};
    warp_writer *w = (warp_writer *)test_handle(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    *rc = warp_lua_assemble(w, text, strlen(text), &a.err);
    if (err) *err = a.err;
    free(w);
    if (*rc != WARP_OK && *rc != WARP_E_DST_SMALL) return NULL;
    *rc = WARP_OK;
    return write_all(fill_asm, &a, len);
}

/* ---- random chunks: a PRNG and a writer of every part ------------------------------------ */
static uint64_t rng_state;
static uint32_t rnd(uint32_t n) {
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return n ? (uint32_t)(rng_state >> 33) % n : 0;
}

static void rnd_string(warp_writer *w) {
    uint32_t n = rnd(12);
    if (rnd(6) == 0) {
        warp_write_u32(w, 0); /* nil */
        return;
    }
    warp_write_u32(w, n + 1);
    for (uint32_t i = 0; i < n; i++) warp_write_u8(w, (uint8_t)(rnd(3) ? 'a' + rnd(26) : rnd(256)));
    warp_write_u8(w, 0);
}

static uint64_t rnd_double(void) {
    static const uint64_t odd[] = {0, 1ull << 63, 0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull,
                                   1, 0x000FFFFFFFFFFFFFull, 0x0010000000000000ull, 0x7FEFFFFFFFFFFFFFull};
    if (rnd(4) == 0) return odd[rnd(sizeof odd / sizeof odd[0])];
    if (rnd(3) == 0) { /* a short decimal, as a script holds */
        double d = (double)rnd(100000) / (double)(1u << rnd(8)) * (rnd(2) ? 1 : -1) * pow(10, (int)rnd(9) - 4);
        uint64_t b;
        memcpy(&b, &d, 8);
        return b;
    }
    uint64_t b = (uint64_t)rnd(1u << 31) << 33 ^ (uint64_t)rnd(1u << 31) << 2 ^ rnd(4);
    if ((b >> 52 & 0x7FF) == 0x7FF) b &= ~(1ull << 62); /* NaN payloads are not kept: none here */
    return b;
}

static uint32_t rnd_instruction(void) {
    uint32_t op = 1 + rnd(WARP_LUA_OPCODES - 1);
    warp_lua_instruction in;
    warp_lua_decode(op, 0, &in);
    if (in.arg_form == WARP_LUA_ARG_NONE) return op; /* luac leaves their operand 0 */
    uint32_t u = rnd(4) ? rnd(300) : rnd(1u << 26);
    return op | u << 6;
}

static void rnd_function(warp_writer *w, uint32_t depth) {
    if (rnd(3)) rnd_string(w); else warp_write_u32(w, 0);
    warp_write_u32(w, rnd(500));
    warp_write_u32(w, rnd(4));
    warp_write_u8(w, (uint8_t)rnd(2));
    warp_write_u32(w, 1 + rnd(30));
    uint32_t nloc = rnd(4), ncode = 1 + rnd(20), nstr = rnd(6), nnum = rnd(5), nfn = depth < 3 ? rnd(3) : 0;
    warp_write_u32(w, nloc);
    for (uint32_t i = 0; i < nloc; i++) rnd_string(w), warp_write_u32(w, rnd(9)), warp_write_u32(w, rnd(30));
    if (rnd(5) == 0) {
        warp_write_u32(w, 0); /* no line info */
    } else {
        uint32_t lines[64], n = 0, line = 0, pc = 0; /* luac's encoding of a nondecreasing line per pc */
        for (; pc < ncode; pc++) {
            uint32_t next = line + (rnd(3) ? 0 : 1 + (rnd(3) ? 0 : rnd(40)));
            if (next > line + 1) lines[n++] = (uint32_t)-(int32_t)(next - line - 1);
            if (next > line) lines[n++] = pc;
            line = next;
        }
        lines[n++] = 0x7FFFFFFF;
        warp_write_u32(w, n);
        for (uint32_t i = 0; i < n; i++) warp_write_u32(w, lines[i]);
    }
    warp_write_u32(w, nstr);
    for (uint32_t i = 0; i < nstr; i++) rnd_string(w);
    warp_write_u32(w, nnum);
    for (uint32_t i = 0; i < nnum; i++) warp_write_u64(w, rnd_double());
    warp_write_u32(w, nfn);
    for (uint32_t i = 0; i < nfn; i++) rnd_function(w, depth + 1);
    warp_write_u32(w, ncode);
    for (uint32_t i = 0; i + 1 < ncode; i++) warp_write_u32(w, rnd_instruction());
    warp_write_u32(w, 0);
}

static int fill_random(warp_writer *w, void *user) {
    rng_state = *(uint64_t *)user;
    warp_write_lua_header(w);
    rnd_function(w, 0);
    return warp_writer_status(w);
}

/* The chunk listed, then assembled: the same bytes. NULL or a failure. */
static const char *round_trip(const uint8_t *chunk, size_t len) {
    char *text = listing_of(chunk, len);
    size_t out_len = 0;
    int rc;
    warp_lua_asm_error err;
    uint8_t *out = assemble(text, &out_len, &rc, &err);
    const char *bad = rc ? "refused" : out_len != len ? "a different size" : memcmp(out, chunk, len) ? "other bytes" : NULL;
    if (bad) fprintf(stderr, "%s (line %u: %s)\n--- listing ---\n%s", bad, err.line, err.why ? err.why : "", text);
    free(out);
    free(text);
    return bad;
}

TEST(random_chunks_round_trip) {
    for (uint64_t seed = 1; seed <= 400; seed++) {
        size_t len;
        uint8_t *chunk = write_all(fill_random, &seed, &len);
        const char *bad = round_trip(chunk, len);
        free(chunk);
        if (bad) FAILF("seed %llu: %s", (unsigned long long)seed, bad);
    }
    return NULL;
}

static int fill_sample_lua(warp_writer *w, void *user) {
    (void)user;
    return sample_fill_lua(w, NULL, 0);
}

TEST(sample_chunk_round_trips) {
    size_t len;
    uint8_t *chunk = write_all(fill_sample_lua, NULL, &len);
    const char *bad = round_trip(chunk, len);
    free(chunk);
    if (bad) FAILF("the sample's level1.lua: %s", bad);
    return NULL;
}

/* The sample's listing with one line replaced (`from` must occur once). */
static char *edited(const char *from, const char *to) {
    size_t len;
    uint8_t *chunk = write_all(fill_sample_lua, NULL, &len);
    char *text = listing_of(chunk, len);
    free(chunk);
    const char *hit = strstr(text, from);
    if (!hit || strstr(hit + 1, from)) abort();
    size_t a = (size_t)(hit - text), n = strlen(text) + strlen(to) + 1;
    char *out = malloc(n);
    snprintf(out, n, "%.*s%s%s", (int)a, text, to, text + a + strlen(from));
    free(text);
    return out;
}

typedef struct main_fn {
    warp_lua_function f[2];
} main_fn;
static int keep_fn(void *user, const warp_lua_function *f) {
    main_fn *m = user;
    if (f->id < 2) m->f[f->id] = *f;
    return 0;
}

/* An edited listing assembled and walked: functions 0 and 1 in *m, the chunk (malloc'ed). */
static uint8_t *assemble_edit(const char *from, const char *to, size_t *len, main_fn *m) {
    char *text = edited(from, to);
    int rc;
    uint8_t *chunk = assemble(text, len, &rc, NULL);
    free(text);
    if (!chunk || warp_lua_foreach(chunk, *len, NULL, keep_fn, m, NULL) != WARP_OK) abort();
    return chunk;
}

TEST(edits_come_back) {
    size_t len;
    main_fn m;
    const char *s;
    size_t n;
    uint8_t *c = assemble_edit("s2 \"hi\"", "s2 \"hello, \\\"world\\\"\\n\\001\"", &len, &m);
    CHECK_RC(warp_lua_get_string(c, len, &m.f[0], 2, &s, &n), WARP_OK);
    CHECK(n == 16 && !memcmp(s, "hello, \"world\"\n\001", 16));
    free(c);
    /* a number constant added (n0; the sample has none) */
    c = assemble_edit("  local 0 \"t\"", "  n0 0.1\n  local 0 \"t\"", &len, &m);
    double d;
    CHECK_RC(warp_lua_get_number(c, len, &m.f[0], 0, &d), WARP_OK);
    CHECK(d == 0.1);
    free(c);
    /* an instruction's operand, then one instruction added before END (the pc column is not read) */
    c = assemble_edit("PUSHINT      10", "PUSHINT -7", &len, &m);
    warp_lua_instruction in;
    CHECK_RC(warp_lua_get_instruction(c, len, &m.f[0], 1, &in), WARP_OK);
    CHECK(in.op == 6 && in.s == -7);
    free(c);
    c = assemble_edit("      3      2  END\n", "      3      2  POP 1\n      3      3  END\n", &len, &m);
    CHECK_EQ(m.f[1].code_count, 5);
    CHECK_RC(warp_lua_get_instruction(c, len, &m.f[1], 3, &in), WARP_OK);
    CHECK(in.op == 5 && in.u == 1);
    int32_t line;
    CHECK_RC(warp_lua_get_line(c, len, &m.f[1], 4, &line), WARP_OK);
    CHECK_EQ(line, 3);
    free(c);
    return NULL;
}

/* Listings that are not one: refused, naming the line at fault. */
TEST(hostile_listings_refused) {
    static const struct {
        const char *from, *to;
        uint32_t line;
    } bad[] = {
        {"Lua 4.0 chunk", "Lua 5.1 chunk", 1},
        {"s2 \"hi\"", "s2 \"hi", 7},                    /* unterminated */
        {"s2 \"hi\"", "s2 \"h\\q\"", 7},                /* unknown escape */
        {"s2 \"hi\"", "s3 \"hi\"", 7},                  /* out of order */
        {"s2 \"hi\"", "s2 \"\\300\"", 7},               /* a byte past 255 */
        {"PUSHINT      10", "PUSHINT 99999999999", 13}, /* operand range */
        {"PUSHINT      10", "PUSHIT 10", 13},           /* unknown opcode */
        {"CALL         3 255", "CALL 3 512", 23},       /* B past 9 bits */
        {"      3      2  END\n", "      3      2  POP 1\n", 28}, /* no END last: the function's line */
        {"(function 0, nested 0)", "(function 0, nested 1)", 28},
        {"(function 0, nested 0)", "(function 5, nested 0)", 28},
        {"      2      1  PUSHINT      20", "      2      0  PUSHINT      20", 14}, /* a line going back */
        {"  local 0 \"t\" pc 4-13", "  n0 1e999", 11},
        {"  local 0 \"t\" pc 4-13", "  n0 1.00000000000000000001", 11},
        {"function 1 (", "\nfunction 1 (", 30},            /* fine: a blank line more */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *text = edited(bad[i].from, bad[i].to);
        size_t len;
        int rc;
        warp_lua_asm_error err;
        uint8_t *c = assemble(text, &len, &rc, &err);
        free(text);
        free(c);
        if (i + 1 == sizeof bad / sizeof bad[0]) {
            CHECK_RC(rc, WARP_OK);
            continue;
        }
        if (rc != WARP_E_CORRUPT || err.line != bad[i].line || !err.why)
            FAILF("case %zu: rc %d line %u (want %u): %s", i, rc, err.line, bad[i].line, err.why ? err.why : "");
    }
    warp_writer *w = (warp_writer *)test_handle(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    warp_lua_asm_error err;
    CHECK_RC(warp_lua_assemble(w, "", 0, &err), WARP_E_CORRUPT);
    CHECK_RC(warp_lua_assemble(NULL, "", 0, &err), WARP_E_ARG);
    CHECK_RC(warp_lua_assemble(w, NULL, 3, &err), WARP_E_ARG);
    /* nesting past 32 */
    char deep[8192] = "Lua 4.0 chunk\n";
    for (int k = 0; k < 40; k++) {
        size_t at = strlen(deep);
        if (k) snprintf(deep + at, sizeof deep - at, "function %d (function %d, nested 0) source none line 0 params 0 vararg 0 stack 1\n  0 strings, 0 numbers, 0 locals, 1 functions, 1 instructions, 0 line entries\n  0 0 END\n", k, k - 1);
        else snprintf(deep + at, sizeof deep - at, "function 0 source none line 0 params 0 vararg 0 stack 1\n  0 strings, 0 numbers, 0 locals, 1 functions, 1 instructions, 0 line entries\n  0 0 END\n");
    }
    CHECK_RC(warp_lua_assemble(w, deep, strlen(deep), &err), WARP_E_DEPTH);
    free(w);
    return NULL;
}

/* Decimal numbers back to the nearest double, as the C library's strtod reads them: random
 * doubles printed with 1 to 17 significant digits, and hand-picked hard cases. */
TEST(numbers_exact) {
    enum { N = 3000 };
    static const char *hard[] = {"2.2250738585072011e-308", "2.2250738585072014e-308", "4.9406564584124654e-324",
                                 "2.4703282292062328e-324", "1.7976931348623157e308", "9007199254740993",
                                 "0.1", "-0", "5e-324", "1e23", "8.5", "123456789012345678e-10"};
    size_t cap = 100 * (N + 20), at = 0;
    char *text = malloc(cap);
    double *want = malloc((N + 20) * sizeof *want);
    at += (size_t)snprintf(text, cap, "Lua 4.0 chunk\nfunction 0 source none line 0 params 0 vararg 0 stack 1\n"
                                      "  0 strings, 0 numbers, 0 locals, 0 functions, 1 instructions, 0 line entries\n");
    rng_state = 99;
    uint32_t n = 0;
    for (; n < N; n++) {
        uint64_t b = rnd_double();
        double d;
        memcpy(&d, &b, 8);
        if (isnan(d)) d = 1;
        char num[40];
        snprintf(num, sizeof num, "%.*g", 1 + (int)rnd(17), d);
        want[n] = strtod(num, NULL);
        if (isinf(want[n]) && !isinf(d)) { /* rounded up past the largest double: refused, tested below */
            n--;
            continue;
        }
        at += (size_t)snprintf(text + at, cap - at, "  n%u %s\n", n, num);
    }
    for (size_t k = 0; k < sizeof hard / sizeof hard[0]; k++, n++) {
        want[n] = strtod(hard[k], NULL);
        at += (size_t)snprintf(text + at, cap - at, "  n%u %s\n", n, hard[k]);
    }
    snprintf(text + at, cap - at, "  0 0 END\n");
    size_t len;
    int rc;
    warp_lua_asm_error err;
    uint8_t *c = assemble(text, &len, &rc, &err);
    if (!c) {
        const char *l = text;
        for (uint32_t k = 1; k < err.line && l; k++) l = strchr(l, '\n') + 1;
        FAILF("refused: line %u (%.40s): %s", err.line, l, err.why ? err.why : "");
    }
    main_fn m;
    CHECK_RC(warp_lua_foreach(c, len, NULL, keep_fn, &m, NULL), WARP_OK);
    for (uint32_t k = 0; k < n; k++) {
        double d;
        CHECK_RC(warp_lua_get_number(c, len, &m.f[0], k, &d), WARP_OK);
        if (memcmp(&d, &want[k], 8)) FAILF("n%u: %.17g, strtod says %.17g", k, d, want[k]);
    }
    free(c), free(text), free(want);
    return NULL;
}

static const test_case cases[] = {
    T(random_chunks_round_trip), T(sample_chunk_round_trips), T(edits_come_back), T(hostile_listings_refused),
    T(numbers_exact),
};

int main(void) { return RUN_TESTS("lua_asm", cases); }
