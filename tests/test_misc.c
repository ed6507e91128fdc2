/* The misc module: global lists, Lua 4.0 bytecode, memory card icon, METRICS1 font +
 * 24-bit bitmap, object placement text. Fixtures come from the library's encoders and
 * are checked against hand-computed values and the disc figures of FACTS-2.md. */
#include <math.h>
#include <stdint.h>

#include "formats/lua_list.h"
#include "check.h"

static uint32_t crc(const char *s) { return warp_crc32(0, s, strlen(s)); }

/* ---- global lists ----------------------------------------------------------------------- */
typedef struct list_fill {
    uint32_t type, count;
    const uint32_t *values;
} list_fill;
static int fill_list(warp_writer *w, void *user) {
    list_fill *l = user;
    return warp_write_list(w, l->type, l->values, l->count);
}

typedef struct rec_seen {
    uint32_t n;
    uint32_t first[9], last[9];
} rec_seen;
static int see_record(void *user, const warp_list_record *r) {
    rec_seen *s = user;
    if (r->index == 0) memcpy(s->first, r->values, sizeof s->first);
    memcpy(s->last, r->values, sizeof s->last);
    s->n++;
    return 0;
}

TEST(struct_sizes) {
    /* public structs keep whole WARP_ALIGN multiples on 64-bit hosts (reserved words fill) */
    if (sizeof(void *) != 8) SKIP("32-bit host");
    const size_t sizes[] = {sizeof(warp_list_field),      sizeof(warp_list_layout),   sizeof(warp_list_record),
                            sizeof(warp_lua_function),    sizeof(warp_lua_local),     sizeof(warp_lua_instruction),
                            sizeof(warp_icon_info),       sizeof(warp_icon_vertex),   sizeof(warp_icon_key),
                            sizeof(warp_icon_desc),       sizeof(warp_metrics_info),  sizeof(warp_metrics_glyph),
                            sizeof(warp_bmp_info),        sizeof(warp_objs_object)};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (sizes[i] % WARP_ALIGN) FAILF("struct %zu: %zu bytes", i, sizes[i]);
    return NULL;
}

TEST(list_layouts) {
    warp_list_layout l;
    CHECK_RC(warp_list_layout_get(0x46, &l), WARP_OK);
    CHECK_EQ(l.header_size, 16);
    CHECK_EQ(l.record_size, 36);
    CHECK_EQ(l.field_count, 9);
    CHECK(!strcmp(l.name, "object_list"));
    CHECK_RC(warp_list_layout_get(0x31, &l), WARP_E_NOT_FOUND); /* audio lists are not this module's */
    warp_list_field f;
    CHECK_RC(warp_list_field_get(0x4F, 2, &f), WARP_OK);
    CHECK(!strcmp(f.name, "state"));
    CHECK_EQ(f.offset, 8);
    CHECK_EQ(f.width, 2);
    CHECK_RC(warp_list_field_get(0x4F, 4, &f), WARP_E_RANGE);
    CHECK_RC(warp_list_field_get(0x44, 6, &f), WARP_OK);
    CHECK(!strcmp(f.name, "unknown_18")); /* meaning not documented: kept as a number */
    /* every layout's fields tile its record exactly */
    static const uint32_t types[] = {0x44, 0x46, 0x4E, 0x4F, 0x4D};
    for (size_t t = 0; t < 5; t++) {
        CHECK_RC(warp_list_layout_get(types[t], &l), WARP_OK);
        uint32_t at = 0;
        for (uint32_t k = 0; k < l.field_count; k++) {
            CHECK_RC(warp_list_field_get(types[t], k, &f), WARP_OK);
            CHECK_EQ(f.offset, at);
            at += f.width;
        }
        CHECK_EQ(at, l.record_size);
    }
    return NULL;
}

/* FACTS-2.md 6: per-copy chunk sizes from the disc counts. */
TEST(list_disc_sizes) {
    static const struct { uint32_t type, count, fields; size_t bytes; } disc[] = {
        {0x44, 543, 8, 17392}, {0x46, 1406, 9, 50640}, {0x4E, 564, 2, 4528}, {0x4F, 9223, 4, 110704},
        {0x4D, 576, 2, 4624}};
    for (size_t t = 0; t < 5; t++) {
        uint32_t *v = calloc((size_t)disc[t].count * disc[t].fields, 4);
        for (size_t i = 0; i < (size_t)disc[t].count * disc[t].fields; i++) v[i] = (uint32_t)(i * 7) & 0xFFFF;
        list_fill lf = {disc[t].type, disc[t].count, v};
        size_t len;
        unsigned char *b = write_all(fill_list, &lf, &len);
        CHECK_EQ(len, disc[t].bytes);
        uint32_t count, hw[4];
        CHECK_RC(warp_list_parse(disc[t].type, b, len, NULL, &count, hw), WARP_OK);
        CHECK_EQ(count, disc[t].count);
        CHECK_EQ(hw[0], disc[t].count);
        rec_seen s;
        memset(&s, 0, sizeof s);
        CHECK_RC(warp_list_foreach(disc[t].type, b, len, NULL, see_record, &s), WARP_OK);
        CHECK_EQ(s.n, disc[t].count);
        size_t lastbase = ((size_t)disc[t].count - 1) * disc[t].fields;
        for (uint32_t k = 0; k < disc[t].fields; k++) {
            CHECK_EQ(s.first[k], (k * 7) & 0xFFFF);
            CHECK_EQ(s.last[k], ((lastbase + k) * 7) & 0xFFFF);
        }
        free(v);
        free(b);
    }
    return NULL;
}

TEST(list_values) {
    /* one Object List record: the car_osedan hashes of FACTS.md 8 */
    uint32_t v[9] = {crc("car_osedan"), 0, crc("car_osedan_geo"), crc("car_osedan_tex"), 0, 1000, 2000, 300, 0};
    CHECK_EQ(v[0], 0x7BB018B5u);
    CHECK_EQ(v[2], 0x21BEB40Au);
    CHECK_EQ(v[3], 0xBC0D2CE4u);
    list_fill lf = {0x46, 1, v};
    size_t len;
    unsigned char *b = write_all(fill_list, &lf, &len);
    CHECK_EQ(len, 64); /* align16(16 + 36) */
    CHECK_EQ(b[16], 0xB5);
    CHECK_EQ(b[16 + 8], 0x0A);
    CHECK_EQ(b[16 + 0x14], 1000 & 0xFF);
    rec_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_list_foreach(0x46, b, len, NULL, see_record, &s), WARP_OK);
    CHECK(!memcmp(s.first, v, sizeof v));
    free(b);
    /* dependency record: u16 state/loaded */
    uint32_t d[4] = {crc("always"), 0x12345678u, 1, 0};
    CHECK_EQ(d[0], 0xA6A43C1Bu);
    list_fill ld = {0x4F, 1, d};
    b = write_all(fill_list, &ld, &len);
    CHECK_EQ(len, 32);
    CHECK_EQ(b[16 + 8], 1);
    CHECK_EQ(b[16 + 9], 0);
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_list_foreach(0x4F, b, len, NULL, see_record, &s), WARP_OK);
    CHECK(!memcmp(s.first, d, sizeof d));
    free(b);
    uint32_t big[4] = {1, 2, 0x10000, 0};
    warp_writer *w = test_handle(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_list(w, 0x4F, big, 1), WARP_E_ARG);
    free(w);
    return NULL;
}

static int stop_now(void *user, const warp_list_record *r) {
    (void)user, (void)r;
    return 1;
}

TEST(list_hostile) {
    uint8_t b[64];
    memset(b, 0, sizeof b);
    uint32_t count;
    CHECK_RC(warp_list_parse(0x44, b, 15, NULL, &count, NULL), WARP_E_TRUNCATED);
    b[0] = 2; /* 16 + 2 x 32 = 80 > 64 */
    CHECK_RC(warp_list_parse(0x44, b, 64, NULL, &count, NULL), WARP_E_TRUNCATED);
    b[0] = 1; /* 16 + 32 = 48: 16 bytes past the padding are a surplus, not an error */
    CHECK_RC(warp_list_parse(0x44, b, 64, NULL, &count, NULL), WARP_OK);
    CHECK_EQ(count, 1);
    CHECK_RC(warp_list_parse(0x44, b, 48, NULL, &count, NULL), WARP_OK);
    CHECK_RC(warp_list_parse(0x44, b, 47, NULL, &count, NULL), WARP_E_TRUNCATED);
    b[0] = 0xFF, b[1] = 0xFF, b[2] = 0xFF, b[3] = 0xFF;
    CHECK_RC(warp_list_parse(0x4E, b, 64, NULL, &count, NULL), WARP_E_LIMIT);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 3;
    b[0] = 4, b[1] = b[2] = b[3] = 0;
    CHECK_RC(warp_list_parse(0x4E, b, 48, &lim, &count, NULL), WARP_E_LIMIT);
    CHECK_RC(warp_list_parse(0x4E, b, 48, NULL, &count, NULL), WARP_OK);
    CHECK_RC(warp_list_foreach(0x4E, b, 48, NULL, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_list_foreach(0x4E, b, 48, NULL, stop_now, NULL), WARP_STOPPED);
    CHECK_RC(warp_list_foreach(0x29, b, 48, NULL, stop_now, NULL), WARP_E_NOT_FOUND);
    CHECK_RC(warp_list_parse(0x4E, NULL, 4, NULL, &count, NULL), WARP_E_ARG);
    /* FACTS-2 6's case: an Anim List of 1 record with 16 bytes past align16(4 + 8) */
    memset(b, 0, sizeof b);
    b[0] = 1, b[4] = 0xA6, b[8] = 208;
    CHECK_RC(warp_list_parse(0x4E, b, 32, NULL, &count, NULL), WARP_OK);
    CHECK_EQ(count, 1);
    rec_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_list_foreach(0x4E, b, 32, NULL, see_record, &s), WARP_OK);
    CHECK_EQ(s.first[0], 0xA6);
    CHECK_EQ(s.first[1], 208);
    return NULL;
}

/* ---- Lua ---------------------------------------------------------------------------------- */
#define MAXARG_S 33554431
static uint32_t op_u(uint32_t op, uint32_t u) { return u << 6 | op; }
static uint32_t op_s(uint32_t op, int32_t s) { return (uint32_t)(s + MAXARG_S) << 6 | op; }
static uint32_t op_ab(uint32_t op, uint32_t a, uint32_t b) { return a << 15 | b << 6 | op; }

static void put_ints(warp_writer *w, const int32_t *v, size_t n) {
    warp_write_u32(w, (uint32_t)n);
    for (size_t i = 0; i < n; i++) warp_write_u32(w, (uint32_t)v[i]);
}

/* local t = {10, 20}; function f(x) return x + 1 end; print(-2.5 or "hi") -- roughly */
static int fill_known_chunk(warp_writer *w, void *user) {
    (void)user;
    warp_write_lua_header(w);
    warp_write_lua_string(w, "=(none)");
    warp_write_u32(w, 0); /* line defined */
    warp_write_u32(w, 0); /* params */
    warp_write_u8(w, 0);  /* vararg */
    warp_write_u32(w, 4); /* max stack */
    warp_write_u32(w, 1); /* locals */
    warp_write_lua_string(w, "t");
    warp_write_u32(w, 3);
    warp_write_u32(w, 9);
    static const int32_t lines[] = {0, 4, -1, 6, 0x7FFFFFFF};
    put_ints(w, lines, 5);
    warp_write_u32(w, 3);
    warp_write_lua_string(w, "print");
    warp_write_lua_string(w, "f");
    warp_write_lua_string(w, "hi");
    warp_write_u32(w, 1);
    double d = 2.5;
    uint64_t bits;
    memcpy(&bits, &d, 8);
    warp_write_u64(w, bits);
    warp_write_u32(w, 1); /* one nested function */
    {
        warp_write_lua_string(w, NULL);
        warp_write_u32(w, 2);
        warp_write_u32(w, 1);
        warp_write_u8(w, 0);
        warp_write_u32(w, 2);
        warp_write_u32(w, 1);
        warp_write_lua_string(w, "x");
        warp_write_u32(w, 0);
        warp_write_u32(w, 3);
        static const int32_t flines[] = {-1, 0, 0x7FFFFFFF};
        put_ints(w, flines, 3);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        const int32_t fcode[] = {(int32_t)op_u(11, 0), (int32_t)op_s(24, 1), (int32_t)op_u(1, 1), 0};
        put_ints(w, fcode, 4);
    }
    const int32_t code[] = {(int32_t)op_u(17, 2),    (int32_t)op_s(6, 10),   (int32_t)op_s(6, 20),
                            (int32_t)op_ab(21, 0, 2), (int32_t)op_ab(48, 0, 0), (int32_t)op_u(19, 1),
                            (int32_t)op_u(12, 0),    (int32_t)op_u(9, 0),    (int32_t)op_s(39, 1),
                            (int32_t)op_u(7, 2),     (int32_t)op_ab(2, 1, 0), 0};
    put_ints(w, code, 12);
    return warp_writer_status(w);
}

static const char k_expected_listing[] =
    "Lua 4.0 chunk, 2 functions\n"
    "\n"
    "function 0 source \"=(none)\" line 0 params 0 vararg 0 stack 4\n"
    "  3 strings, 1 numbers, 1 locals, 1 functions, 12 instructions, 5 line entries\n"
    "  s0 \"print\"\n"
    "  s1 \"f\"\n"
    "  s2 \"hi\"\n"
    "  n0 2.5\n"
    "  local 0 \"t\" pc 3-9\n"
    "      0      1  CREATETABLE  2\n"
    "      1      1  PUSHINT      10\n"
    "      2      1  PUSHINT      20\n"
    "      3      1  SETLIST      0 2  ; t[1..2]\n"
    "      4      2  CLOSURE      0 0  ; function 1\n"
    "      5      2  SETGLOBAL    1  ; \"f\"\n"
    "      6      4  GETGLOBAL    0  ; \"print\"\n"
    "      7      4  PUSHNEGNUM   0  ; -2.5\n"
    "      8      4  JMPF         1  ; to 10\n"
    "      9      4  PUSHSTRING   2  ; \"hi\"\n"
    "     10      4  CALL         1 0\n"
    "     11      4  END\n"
    "\n"
    "function 1 (function 0, nested 0) source none line 2 params 1 vararg 0 stack 2\n"
    "  0 strings, 0 numbers, 1 locals, 0 functions, 4 instructions, 3 line entries\n"
    "  local 0 \"x\" pc 0-3\n"
    "      0      2  GETLOCAL     0\n"
    "      1      2  ADDI         1\n"
    "      2      2  RETURN       1\n"
    "      3      2  END\n";

TEST(lua_listing_known_chunk) {
    size_t len;
    unsigned char *b = write_all(fill_known_chunk, NULL, &len);
    CHECK_EQ(classify(b, len, 0), WARP_KIND_LUA);
    char *text = NULL;
    size_t text_len = 0;
    FILE *f = open_memstream(&text, &text_len);
    CHECK_RC(lua_listing(f, b, len), WARP_OK);
    fclose(f);
    if (strcmp(text, k_expected_listing)) {
        fprintf(stderr, "--- got ---\n%s--- expected ---\n%s", text, k_expected_listing);
        FAILF("listing differs");
    }
    free(text);
    free(b);
    return NULL;
}

typedef struct fn_seen {
    uint32_t order[8], n;
    warp_lua_function main;
} fn_seen;
static int see_fn(void *user, const warp_lua_function *f) {
    fn_seen *s = user;
    if (s->n < 8) s->order[s->n++] = f->id;
    if (f->id == 0) s->main = *f;
    return 0;
}

TEST(lua_walk_values) {
    size_t len;
    unsigned char *b = write_all(fill_known_chunk, NULL, &len);
    fn_seen s;
    memset(&s, 0, sizeof s);
    uint32_t count = 0;
    CHECK_RC(warp_lua_foreach(b, len, NULL, see_fn, &s, &count), WARP_OK);
    CHECK_EQ(count, 2);
    CHECK_EQ(s.n, 2);
    CHECK_EQ(s.order[0], 1); /* children before parents */
    CHECK_EQ(s.order[1], 0);
    CHECK_EQ(s.main.parent, 0xFFFFFFFFu);
    CHECK_EQ(s.main.source_len, 7);
    CHECK(!memcmp(s.main.source, "=(none)", 7));
    CHECK_EQ(s.main.max_stack, 4);
    CHECK_EQ(s.main.code_count, 12);
    CHECK_EQ(s.main.end, len);
    CHECK_EQ(s.main.offset, WARP_LUA_HEADER_SIZE);
    const char *str;
    size_t n;
    CHECK_RC(warp_lua_get_string(b, len, &s.main, 2, &str, &n), WARP_OK);
    CHECK_EQ(n, 2);
    CHECK(!memcmp(str, "hi", 2));
    CHECK_RC(warp_lua_get_string(b, len, &s.main, 3, &str, &n), WARP_E_RANGE);
    CHECK_RC(warp_lua_get_string(b, s.main.end - 1, &s.main, 0, &str, &n), WARP_E_ARG); /* not these bytes */
    double d;
    CHECK_RC(warp_lua_get_number(b, len, &s.main, 0, &d), WARP_OK);
    CHECK(d == 2.5);
    CHECK_RC(warp_lua_get_number(b, len, &s.main, 1, &d), WARP_E_RANGE);
    warp_lua_local l;
    CHECK_RC(warp_lua_get_local(b, len, &s.main, 0, &l), WARP_OK);
    CHECK_EQ(l.start_pc, 3);
    CHECK_EQ(l.end_pc, 9);
    CHECK_RC(warp_lua_get_local(b, len, &s.main, 1, &l), WARP_E_RANGE);
    int32_t line;
    /* FACTS-2.md 10.5 walk by hand: {0, 4, -1, 6}: pc 0-3 line 1, 4-5 line 2, 6+ line 4 */
    static const int32_t want[12] = {1, 1, 1, 1, 2, 2, 4, 4, 4, 4, 4, 4};
    for (uint32_t pc = 0; pc < 12; pc++) {
        CHECK_RC(warp_lua_get_line(b, len, &s.main, pc, &line), WARP_OK);
        CHECK_EQ(line, want[pc]);
    }
    CHECK_RC(warp_lua_get_line(b, len, &s.main, 12, &line), WARP_E_RANGE);
    warp_lua_instruction in;
    CHECK_RC(warp_lua_get_instruction(b, len, &s.main, 8, &in), WARP_OK);
    CHECK_EQ(in.op, 39);
    CHECK(!strcmp(in.name, "JMPF"));
    CHECK_EQ(in.s, 1);
    CHECK_EQ(in.target, 10);
    /* the instruction fields of FACTS-2.md 10.3 on one word */
    CHECK_RC(warp_lua_decode(0xFFFFFFC0u | 21, 0, &in), WARP_OK);
    CHECK_EQ(in.a, 0x1FFFF);
    CHECK_EQ(in.b, 0x1FF);
    CHECK_EQ(in.u, 0x3FFFFFF);
    CHECK_EQ(in.s, 0x3FFFFFF - 33554431);
    CHECK_RC(warp_lua_decode(49, 0, &in), WARP_E_CORRUPT);
    CHECK_RC(warp_lua_decode(48, 0, &in), WARP_OK);
    CHECK(!strcmp(in.name, "CLOSURE"));
    free(b);
    return NULL;
}

static int nop_fn(void *user, const warp_lua_function *f) {
    (void)user, (void)f;
    return 0;
}

/* A chain of functions each holding the next one, `depth` deep. */
static int fill_nested(warp_writer *w, void *user) {
    uint32_t depth = *(uint32_t *)user;
    warp_write_lua_header(w);
    for (uint32_t i = 0; i <= depth; i++) {
        warp_write_lua_string(w, NULL);
        warp_write_zeros(w, 8);
        warp_write_u8(w, 0);
        warp_write_zeros(w, 4 + 4 + 4 + 4 + 4); /* stack, locals, lines, strings, numbers */
        warp_write_u32(w, i < depth ? 1 : 0);
    }
    for (uint32_t i = 0; i <= depth; i++) {
        warp_write_u32(w, 1);
        warp_write_u32(w, 0); /* END */
    }
    return warp_writer_status(w);
}

TEST(lua_hostile) {
    size_t len;
    unsigned char *b = write_all(fill_known_chunk, NULL, &len);
    CHECK_RC(warp_lua_foreach(b, len, NULL, NULL, NULL, NULL), WARP_E_ARG);
    for (size_t cut = 0; cut < len; cut++) { /* every truncation is an error */
        int rc = warp_lua_foreach(b, cut, NULL, nop_fn, NULL, NULL);
        CHECK(rc == WARP_E_TRUNCATED || rc == WARP_E_MAGIC || (cut < 21 && rc == WARP_E_UNSUPPORTED));
    }
    unsigned char *x = malloc(len + 1);
    memcpy(x, b, len);
    x[len] = 0;
    CHECK_RC(warp_lua_foreach(x, len + 1, NULL, nop_fn, NULL, NULL), WARP_E_CORRUPT); /* bytes after main */
    memcpy(x, b, len);
    x[5] = 0; /* big-endian */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_UNSUPPORTED);
    memcpy(x, b, len);
    x[0] = 0x1C;
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_MAGIC);
    memcpy(x, b, len);
    x[20] ^= 0x40; /* test number changed */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_CORRUPT);
    memcpy(x, b, len);
    x[len - 4] = 5; /* last instruction not END */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_CORRUPT);
    memcpy(x, b, len);
    x[len - 8] = 60; /* opcode 60 */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_CORRUPT);
    memcpy(x, b, len);
    /* main's local count (after source string 4+8, line 4, params 4, vararg 1, stack 4) */
    size_t locals = 21 + 12 + 4 + 4 + 1 + 4;
    x[locals + 3] = 0x80; /* negative */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_CORRUPT);
    x[locals + 3] = 0x01; /* 16M locals: past the end */
    CHECK_RC(warp_lua_foreach(x, len, NULL, nop_fn, NULL, NULL), WARP_E_LIMIT);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1u << 30;
    CHECK_RC(warp_lua_foreach(x, len, &lim, nop_fn, NULL, NULL), WARP_E_TRUNCATED);
    free(x);
    free(b);
    /* nesting: 32 deep is fine with the default limit, 33 is WARP_E_DEPTH; 100 too */
    uint32_t depth = 32;
    b = write_all(fill_nested, &depth, &len);
    uint32_t count;
    CHECK_RC(warp_lua_foreach(b, len, NULL, nop_fn, NULL, &count), WARP_OK);
    CHECK_EQ(count, 33);
    free(b);
    depth = 33;
    b = write_all(fill_nested, &depth, &len);
    CHECK_RC(warp_lua_foreach(b, len, NULL, nop_fn, NULL, NULL), WARP_E_DEPTH);
    lim.max_depth = 1000; /* the library's own cap (64) still holds */
    free(b);
    depth = 100;
    b = write_all(fill_nested, &depth, &len);
    CHECK_RC(warp_lua_foreach(b, len, &lim, nop_fn, NULL, NULL), WARP_E_DEPTH);
    free(b);
    return NULL;
}

/* ---- icon --------------------------------------------------------------------------------- */
typedef struct icon_fix {
    uint32_t shapes, verts, frames;
    int16_t *pos, *nrm, *uv;
    uint8_t *col;
    uint32_t fr[16];
    float keys[64];
    uint16_t tex[128 * 128];
} icon_fix;

static void icon_make(icon_fix *f, uint32_t shapes, uint32_t verts, uint32_t frames, const uint32_t *keys_per) {
    f->shapes = shapes, f->verts = verts, f->frames = frames;
    f->pos = calloc((size_t)verts * shapes * 4, 2);
    f->nrm = calloc((size_t)verts * 4, 2);
    f->uv = calloc((size_t)verts * 2, 2);
    f->col = calloc((size_t)verts * 4, 1);
    for (uint32_t v = 0; v < verts; v++) {
        for (uint32_t s = 0; s < shapes; s++)
            for (uint32_t k = 0; k < 4; k++) f->pos[((size_t)v * shapes + s) * 4 + k] = (int16_t)(v * 16 + s * 4096 - (int)k);
        f->nrm[4 * v + 1] = -4096;
        f->uv[2 * v] = (int16_t)(v * 100);
        f->uv[2 * v + 1] = 4096;
        f->col[4 * v] = 128, f->col[4 * v + 1] = 64, f->col[4 * v + 2] = (uint8_t)v, f->col[4 * v + 3] = 128;
    }
    size_t key = 0;
    for (uint32_t i = 0; i < frames; i++) {
        f->fr[2 * i] = i % shapes;
        f->fr[2 * i + 1] = keys_per[i];
        for (uint32_t k = 0; k < keys_per[i]; k++, key++) {
            f->keys[2 * key] = (float)key * 14.0625f;
            f->keys[2 * key + 1] = k & 1 ? 0.0f : 1.0f;
        }
    }
    for (uint32_t i = 0; i < 128 * 128; i++) f->tex[i] = (uint16_t)(i * 2654435761u >> 16);
    f->tex[0] = 0x801F;                               /* red, alpha bit set */
    f->tex[1] = (uint16_t)(10 | 20 << 5 | 31 << 10); /* alpha bit clear */
}
static void icon_free(icon_fix *f) { free(f->pos), free(f->nrm), free(f->uv), free(f->col); }

static int fill_icon(warp_writer *w, void *user) {
    icon_fix *f = user;
    warp_icon_desc d;
    memset(&d, 0, sizeof d);
    d.shape_count = f->shapes, d.texture_type = 7, d.vertex_count = f->verts;
    d.positions = f->pos, d.normals = f->nrm, d.uvs = f->uv, d.colors = f->col;
    d.anim_word0 = 1, d.frame_length = 100, d.speed = 0.5f, d.play_offset = 0, d.frame_count = f->frames;
    d.frames = f->fr, d.keys = f->keys, d.texture = f->tex;
    return warp_write_icon(w, &d);
}

typedef struct key_seen {
    uint32_t n, frames_seen;
    warp_icon_key last;
} key_seen;
static int see_key(void *user, const warp_icon_key *k) {
    key_seen *s = user;
    s->n++;
    s->last = *k;
    return 0;
}

TEST(icon_disc_shape) {
    /* FACTS-2.md 8: 8 shapes, 576 vertices, 8 frames with 22 keys in all = 79,128 bytes */
    static icon_fix f;
    static const uint32_t keys[8] = {2, 3, 3, 3, 3, 3, 3, 2};
    icon_make(&f, 8, 576, 8, keys);
    size_t len;
    unsigned char *b = write_all(fill_icon, &f, &len);
    CHECK_EQ(len, 79128);
    CHECK_EQ(classify(b, len, 0), WARP_KIND_ICON);
    warp_icon_info in;
    CHECK_RC(warp_icon_parse(b, len, NULL, &in), WARP_OK);
    CHECK_EQ(in.shape_count, 8);
    CHECK_EQ(in.vertex_count, 576);
    CHECK_EQ(in.vertex_stride, 80);
    CHECK_EQ(in.texture_type, 7);
    CHECK_EQ(in.frame_length, 100);
    CHECK(in.speed == 0.5f);
    CHECK_EQ(in.frame_count, 8);
    CHECK_EQ(in.key_count, 22);
    CHECK_EQ(in.anim_offset, 20 + 46080);
    CHECK_EQ(in.texture_offset - in.frames_offset, 240);
    int16_t pos[4];
    warp_icon_vertex v;
    CHECK_RC(warp_icon_get_vertex(b, len, &in, 575, 7, pos, &v), WARP_OK);
    CHECK_EQ(pos[0], 575 * 16 + 7 * 4096 - 0x10000 * ((575 * 16 + 7 * 4096) > 32767));
    CHECK_EQ(pos[3], (int16_t)(575 * 16 + 7 * 4096 - 3));
    CHECK_EQ(v.normal[1], -4096);
    CHECK_EQ(v.uv[0], (int16_t)(575 * 100));
    CHECK_EQ(v.uv[1], 4096);
    CHECK_EQ(v.color[0], 128);
    CHECK_EQ(v.color[2], 575 & 0xFF);
    CHECK_RC(warp_icon_get_vertex(b, len, &in, 576, 0, pos, &v), WARP_E_RANGE);
    CHECK_RC(warp_icon_get_vertex(b, len, &in, 0, 8, pos, &v), WARP_E_RANGE);
    key_seen ks;
    memset(&ks, 0, sizeof ks);
    CHECK_RC(warp_icon_foreach_key(b, len, &in, see_key, &ks), WARP_OK);
    CHECK_EQ(ks.n, 22);
    CHECK_EQ(ks.last.frame, 7);
    CHECK_EQ(ks.last.shape, 7);
    CHECK_EQ(ks.last.key, 1);
    CHECK(ks.last.time == 21 * 14.0625f);
    CHECK(ks.last.weight == 0.0f);
    size_t need = 0;
    CHECK_RC(warp_icon_texture_rgba(b, len, &in, 0, NULL, 0, &need), WARP_OK);
    CHECK_EQ(need, 65536);
    uint8_t *rgba = malloc(need);
    CHECK_RC(warp_icon_texture_rgba(b, len, &in, 0, rgba, need - 1, &need), WARP_E_DST_SMALL);
    CHECK_RC(warp_icon_texture_rgba(b, len, &in, 0, rgba, need, &need), WARP_OK);
    CHECK_EQ(rgba[0], 255);
    CHECK_EQ(rgba[1], 0);
    CHECK_EQ(rgba[2], 0);
    CHECK_EQ(rgba[3], 255);
    CHECK_EQ(rgba[4], 82);  /* floor(10 * 255 / 31) */
    CHECK_EQ(rgba[5], 164); /* floor(20 * 255 / 31) = floor(164.5) */
    CHECK_EQ(rgba[6], 255);
    CHECK_EQ(rgba[7], 255); /* Coney ignores bit 15 */
    CHECK_RC(warp_icon_texture_rgba(b, len, &in, 1, rgba, need, &need), WARP_OK);
    CHECK_EQ(rgba[3], 255);
    CHECK_EQ(rgba[7], 0);
    free(rgba);
    free(b);
    icon_free(&f);
    return NULL;
}

TEST(icon_hostile) {
    static icon_fix f;
    static const uint32_t keys[2] = {1, 0};
    icon_make(&f, 2, 3, 2, keys);
    size_t len;
    unsigned char *b = write_all(fill_icon, &f, &len);
    warp_icon_desc d;
    memset(&d, 0, sizeof d);
    d.shape_count = 1, d.texture = f.tex, d.reserved[3] = 1;
    warp_writer *w = test_handle(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_icon(w, &d), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 0);
    CHECK_RC(warp_writer_status(w), WARP_E_ARG); /* refused up front, and sticky (write.h) */
    d.reserved[3] = 0;
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_icon(w, &d), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 20 + 20 + 32768);
    free(w);
    CHECK_EQ(len, 20 + 3 * 32 + 20 + 8 + 8 + 8 + 32768);
    warp_icon_info in;
    CHECK_RC(warp_icon_parse(b, len, NULL, &in), WARP_OK);
    key_seen ks;
    memset(&ks, 0, sizeof ks);
    CHECK_RC(warp_icon_foreach_key(b, len, &in, see_key, &ks), WARP_OK);
    CHECK_EQ(ks.n, 2); /* one key, then the empty frame once */
    CHECK_EQ(ks.last.key_count, 0);
    CHECK_RC(warp_icon_foreach_key(b, len, &in, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_icon_parse(b, len - 1, NULL, &in), WARP_E_TRUNCATED);
    for (size_t cut = 0; cut < 200; cut++) {
        int rc = warp_icon_parse(b, cut, NULL, &in);
        CHECK(rc == WARP_E_TRUNCATED);
    }
    unsigned char *x = malloc(len + 2);
    memcpy(x, b, len);
    CHECK_RC(warp_icon_parse(x, len + 2, NULL, &in), WARP_E_CORRUPT);
    x[8] = 15; /* compressed texture */
    CHECK_RC(warp_icon_parse(x, len, NULL, &in), WARP_E_UNSUPPORTED);
    memcpy(x, b, len);
    x[4] = 0; /* no shapes */
    CHECK_RC(warp_icon_parse(x, len, NULL, &in), WARP_E_CORRUPT);
    memcpy(x, b, len);
    x[2] = 2;
    CHECK_RC(warp_icon_parse(x, len, NULL, &in), WARP_E_MAGIC);
    memcpy(x, b, len);
    x[16] = 0xFF, x[17] = 0xFF, x[18] = 0x0F; /* 1M vertices */
    CHECK_RC(warp_icon_parse(x, len, NULL, &in), WARP_E_TRUNCATED);
    memcpy(x, b, len);
    size_t key_count_at = 20 + 3 * 32 + 20 + 4;
    x[key_count_at + 3] = 0x20; /* a frame claiming 512M keys */
    CHECK_RC(warp_icon_parse(x, len, NULL, &in), WARP_E_TRUNCATED);
    free(x);
    free(b);
    icon_free(&f);
    return NULL;
}

/* warp_icon_texture_from_rgba: exact bits by the header's formula, its alpha rule, and the
 * round trips through warp_icon_texture_rgba. */
static uint16_t px1(const uint8_t rgba[4], const uint16_t *old_px) {
    static uint8_t img[128 * 128 * 4];
    static uint16_t out[128 * 128], old[128 * 128];
    memcpy(img, rgba, 4);
    if (old_px) old[0] = *old_px;
    if (warp_icon_texture_from_rgba(img, sizeof img, 512, old_px ? old : NULL, out, 128 * 128) != WARP_OK) return 0xDEAD;
    return out[0];
}

TEST(icon_texture_encode) {
    static const uint8_t red[4] = {255, 0, 0, 255}, mix[4] = {82, 164, 255, 255};
    uint16_t set = 0x8000, clear = 0;
    CHECK_EQ(px1(red, NULL), 0x801F);                     /* R = 31, bit 15 set when there is no old texture */
    CHECK_EQ(px1(mix, &clear), 10 | 20 << 5 | 31 << 10); /* 0x7E8A: alpha 255 keeps old's clear bit */
    CHECK_EQ(px1(mix, &set), 0xFE8A);
    /* (v * 31 + 130) / 255 per channel: 4 -> 0, 5 -> 1 (decodes to 8), 123 -> 15, 128 -> 16 (131), 200 -> 24 (197) */
    static const uint8_t a[4] = {4, 5, 123, 255}, b[4] = {128, 200, 0, 255};
    CHECK_EQ(px1(a, NULL), 0 | 1 << 5 | 15 << 10 | 0x8000);
    CHECK_EQ(px1(b, NULL), 16 | 24 << 5 | 0x8000);
    /* alpha below 255 sets bit 15 when >= 128, whatever the old pixel */
    static const uint8_t a0[4] = {0, 0, 0, 0}, a127[4] = {0, 0, 0, 127}, a128[4] = {0, 0, 0, 128}, a254[4] = {0, 0, 0, 254};
    CHECK_EQ(px1(a0, &set), 0);
    CHECK_EQ(px1(a127, &set), 0);
    CHECK_EQ(px1(a128, &clear), 0x8000);
    CHECK_EQ(px1(a254, NULL), 0x8000);
    /* every 8-bit value lands within 4 of its decoded value; every 5-bit level comes back */
    for (uint32_t v = 0; v < 256; v++) {
        uint8_t g[4] = {(uint8_t)v, (uint8_t)v, (uint8_t)v, 255};
        uint16_t c = px1(g, NULL) & 31;
        int back = (int)(c * 255 / 31);
        CHECK(back - (int)v <= 4 && (int)v - back <= 4);
    }
    for (uint32_t c = 0; c < 32; c++) {
        uint8_t g[4] = {(uint8_t)(c * 255 / 31), 0, 0, 255};
        CHECK_EQ(px1(g, NULL), c | 0x8000);
    }
    /* the whole texture: decode then encode gives every u16 back, bit 15 included */
    static icon_fix f;
    static const uint32_t keys[1] = {2};
    icon_make(&f, 1, 3, 1, keys);
    size_t len;
    unsigned char *bytes = write_all(fill_icon, &f, &len);
    warp_icon_info in;
    CHECK_RC(warp_icon_parse(bytes, len, NULL, &in), WARP_OK);
    uint8_t *rgba = malloc(65536 + 8 * 128);
    static uint16_t out[128 * 128];
    CHECK_RC(warp_icon_texture_rgba(bytes, len, &in, 0, rgba, 65536, NULL), WARP_OK);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, 512, f.tex, out, 128 * 128), WARP_OK);
    CHECK(!memcmp(out, f.tex, sizeof out));
    CHECK_RC(warp_icon_texture_rgba(bytes, len, &in, 1, rgba, 65536, NULL), WARP_OK);
    memset(out, 0, sizeof out);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, 512, NULL, out, 128 * 128), WARP_OK);
    CHECK(!memcmp(out, f.tex, sizeof out));
    CHECK_EQ(out[1] & 0x8000, 0); /* the fixture's pixel 1 has bit 15 clear */
    /* a repainted pixel through the writer and the decoder: 520-byte rows */
    for (int y = 127; y >= 0; y--) memmove(rgba + (size_t)y * 520, rgba + (size_t)y * 512, 512);
    rgba[5 * 520 + 7 * 4 + 0] = 200, rgba[5 * 520 + 7 * 4 + 1] = 100, rgba[5 * 520 + 7 * 4 + 2] = 50;
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 127 * 520 + 512, 520, NULL, out, 128 * 128), WARP_OK);
    CHECK_EQ(out[5 * 128 + 7] & 0x7FFF, 24 | 12 << 5 | 6 << 10); /* 100 -> 12 (98), 50 -> 6 (49) */
    memcpy(f.tex, out, sizeof out);
    unsigned char *again = write_all(fill_icon, &f, &len);
    uint8_t px[65536];
    CHECK_RC(warp_icon_parse(again, len, NULL, &in), WARP_OK);
    CHECK_RC(warp_icon_texture_rgba(again, len, &in, 0, px, sizeof px, NULL), WARP_OK);
    CHECK_EQ(px[(5 * 128 + 7) * 4 + 0], 197);
    CHECK_EQ(px[(5 * 128 + 7) * 4 + 1], 98);
    CHECK_EQ(px[(5 * 128 + 7) * 4 + 2], 49);
    /* arguments */
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, 511, NULL, out, 128 * 128), WARP_E_ARG);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 127 * 520 + 511, 520, NULL, out, 128 * 128), WARP_E_ARG);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, SIZE_MAX / 64, NULL, out, 128 * 128), WARP_E_ARG);
    CHECK_RC(warp_icon_texture_from_rgba(NULL, 65536, 512, NULL, out, 128 * 128), WARP_E_ARG);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, 512, NULL, NULL, 128 * 128), WARP_E_ARG);
    CHECK_RC(warp_icon_texture_from_rgba(rgba, 65536, 512, NULL, out, 128 * 128 - 1), WARP_E_DST_SMALL);
    free(rgba), free(bytes), free(again);
    icon_free(&f);
    return NULL;
}

/* ---- METRICS1 + bitmap ----------------------------------------------------------------------- */
typedef struct glyph_seen {
    uint32_t n;
    warp_metrics_glyph first, last;
} glyph_seen;
static int see_glyph(void *user, const warp_metrics_glyph *g) {
    glyph_seen *s = user;
    if (!s->n) s->first = *g;
    s->last = *g;
    s->n++;
    return 0;
}

TEST(metrics_values) {
    /* FACTS-2.md 9: magic, bitmap names, a number, 95 glyph lines for 32-126 */
    char text[8192];
    int n = snprintf(text, sizeof text, "METRICS1\r\ncn12.bmp mcn12.bmp\r\n12\r\n");
    for (unsigned c = 32; c <= 126; c++)
        n += snprintf(text + n, sizeof text - (size_t)n, "  %u %u %u %u %u # '%c'\r\n", c, (c - 32) % 16 * 16,
                      (c - 32) / 16 * 21, (c - 32) % 16 * 16 + 9, (c - 32) / 16 * 21 + 13, c);
    n += snprintf(text + n, sizeof text - (size_t)n, "not a glyph line\r\n\r\n");
    memset(text + n, 0, 5); /* NUL padding */
    size_t len = (size_t)n + 5;
    CHECK_EQ(classify(text, len, 0), WARP_KIND_FONT_METRICS);
    warp_metrics_info in;
    CHECK_RC(warp_metrics_parse(text, len, NULL, &in), WARP_OK);
    CHECK_EQ(in.glyph_count, 95);
    CHECK_EQ(in.skipped_lines, 1);
    CHECK_EQ(in.number, 12);
    CHECK_EQ(in.bitmaps_len, 18);
    CHECK(!memcmp(in.bitmaps, "cn12.bmp mcn12.bmp", 18));
    glyph_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_metrics_foreach(text, len, NULL, see_glyph, &s), WARP_OK);
    CHECK_EQ(s.n, 95);
    CHECK_EQ(s.first.code, 32);
    CHECK_EQ(s.first.line, 4);
    CHECK_EQ(s.last.code, 126);
    CHECK_EQ(s.last.x0, 14 * 16);
    CHECK_EQ(s.last.y0, 5 * 21);
    CHECK_EQ(s.last.x1, 14 * 16 + 9);
    CHECK_EQ(s.last.y1, 5 * 21 + 13);
    CHECK_EQ(s.last.comment_len, 5);
    CHECK(!memcmp(s.last.comment, "# '~'", 5));
    /* hostile */
    CHECK_RC(warp_metrics_parse("METRICS2\n", 9, NULL, &in), WARP_E_MAGIC);
    CHECK_RC(warp_metrics_parse("METRICS1\na\n", 11, NULL, &in), WARP_E_TRUNCATED);
    CHECK_RC(warp_metrics_parse("METRICS1\na\nx\n", 13, NULL, &in), WARP_E_CORRUPT);
    CHECK_RC(warp_metrics_parse("METRICS1\na\n-3\n", 14, NULL, &in), WARP_OK);
    CHECK_EQ(in.number, -3);
    CHECK_EQ(in.glyph_count, 0);
    CHECK_RC(warp_metrics_parse("METRICS1\na\n1\n1 2 3 4 99999999999\n", 33, NULL, &in), WARP_OK);
    CHECK_EQ(in.glyph_count, 0);
    CHECK_EQ(in.skipped_lines, 1);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 50;
    CHECK_RC(warp_metrics_parse(text, len, &lim, &in), WARP_E_LIMIT);
    CHECK_RC(warp_metrics_foreach(text, len, NULL, NULL, NULL), WARP_E_ARG);
    return NULL;
}

typedef struct bmp_fix {
    uint32_t w, h;
    uint8_t *rgb;
} bmp_fix;
static int fill_bmp(warp_writer *w, void *user) {
    bmp_fix *b = user;
    return warp_write_bmp24(w, b->w, b->h, b->rgb);
}

TEST(bitmap_values) {
    /* FACTS-2.md 9: 256 x 128 x 24 bits = 98,358 bytes */
    bmp_fix f = {256, 128, malloc(256 * 128 * 3)};
    for (uint32_t i = 0; i < 256 * 128 * 3; i++) f.rgb[i] = (uint8_t)(i * 7 + i / 768);
    size_t len;
    unsigned char *b = write_all(fill_bmp, &f, &len);
    CHECK_EQ(len, 98358);
    CHECK_EQ(classify(b, len, 0), WARP_KIND_BITMAP);
    /* bottom-up: the file's first row is the picture's last; stored B, G, R */
    CHECK_EQ(b[54], f.rgb[127 * 768 + 2]);
    CHECK_EQ(b[56], f.rgb[127 * 768]);
    warp_bmp_info in;
    CHECK_RC(warp_bmp_parse(b, len, NULL, &in), WARP_OK);
    CHECK_EQ(in.width, 256);
    CHECK_EQ(in.height, 128);
    CHECK_EQ(in.top_down, 0);
    CHECK_EQ(in.row_stride, 768);
    size_t need;
    CHECK_RC(warp_bmp_rgba(b, len, NULL, NULL, 0, &need), WARP_OK);
    CHECK_EQ(need, 256 * 128 * 4);
    uint8_t *px = malloc(need);
    CHECK_RC(warp_bmp_rgba(b, len, NULL, px, need - 1, &need), WARP_E_DST_SMALL);
    CHECK_RC(warp_bmp_rgba(b, len, NULL, px, need, &need), WARP_OK);
    for (size_t i = 0; i < 256 * 128; i++) {
        if (px[4 * i] != f.rgb[3 * i] || px[4 * i + 1] != f.rgb[3 * i + 1] || px[4 * i + 2] != f.rgb[3 * i + 2] ||
            px[4 * i + 3] != 255)
            FAILF("pixel %zu differs", i);
    }
    free(px);
    free(b);
    /* odd width: rows padded to 4 bytes; 3 x 2 -> stride 12 */
    uint8_t small[18] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18};
    bmp_fix g = {3, 2, small};
    b = write_all(fill_bmp, &g, &len);
    CHECK_EQ(len, 54 + 24);
    uint8_t out[24];
    CHECK_RC(warp_bmp_rgba(b, len, NULL, out, sizeof out, &need), WARP_OK);
    CHECK_EQ(out[0], 1);
    CHECK_EQ(out[2], 3);
    CHECK_EQ(out[12], 10);
    CHECK_EQ(out[22], 18);
    CHECK_RC(warp_bmp_parse(b, len - 1, NULL, &in), WARP_E_TRUNCATED);
    b[28] = 8;
    CHECK_RC(warp_bmp_parse(b, len, NULL, &in), WARP_E_UNSUPPORTED);
    b[28] = 24;
    b[22] = 0xFE, b[23] = b[24] = b[25] = 0xFF; /* height -2: top-down */
    CHECK_RC(warp_bmp_rgba(b, len, NULL, out, sizeof out, &need), WARP_OK);
    CHECK_EQ(out[0], 10);
    b[18] = 0, b[19] = 0x20; /* width 8192 */
    CHECK_RC(warp_bmp_parse(b, len, NULL, &in), WARP_E_LIMIT);
    b[0] = 'X';
    CHECK_RC(warp_bmp_parse(b, len, NULL, &in), WARP_E_MAGIC);
    CHECK_RC(warp_bmp_parse(b, 10, NULL, &in), WARP_E_MAGIC);
    free(b);
    free(f.rgb);
    return NULL;
}

/* ---- object placements ------------------------------------------------------------------------ */
typedef struct obj_seen {
    uint32_t n;
    warp_objs_object o[4];
} obj_seen;
static int see_obj(void *user, const warp_objs_object *o) {
    obj_seen *s = user;
    if (s->n < 4) s->o[s->n] = *o;
    s->n++;
    return 0;
}

TEST(objs_values) {
    static const char text[] =
        "3\r\n"
        "{dyn_s_wwheel_a {-283.25, 127.5, 0.3}, {0, 0, 0.70710678, 0.70710678}, -1, 26, 2, FFFFFFFF, nil )\r\n"
        "\r\n"
        "{part_fire {1e2,-2.5E-1,+3},{0,0,0,1},-1,0,64,80ff00C0,flag_a)\r\n"
        "  {dyn_bat { 1 , 2 , 3 } , { 0 , 0 , 0 , 1 } , -1 , 0 , 0 , 0 , nil )  \n\0\0\0";
    size_t len = sizeof text - 1;
    CHECK_EQ(classify(text, len, 0), WARP_KIND_OBJECT_LIST);
    obj_seen s;
    memset(&s, 0, sizeof s);
    uint32_t count = 0;
    CHECK_RC(warp_objs_foreach(text, len, NULL, see_obj, &s, &count), WARP_OK);
    CHECK_EQ(count, 3);
    CHECK_EQ(s.n, 3);
    warp_objs_object *o = &s.o[0];
    CHECK_EQ(o->name_len, 14);
    CHECK(!memcmp(o->name, "dyn_s_wwheel_a", 14));
    CHECK(o->pos[0] == -283.25f && o->pos[1] == 127.5f && o->pos[2] == 0.3f);
    CHECK(o->rot[2] == 0.70710678f && o->rot[3] == 0.70710678f);
    CHECK_EQ(o->pos_components, 3);
    CHECK_EQ(o->rot_components, 4);
    CHECK_EQ(o->unused, -1);
    CHECK_EQ(o->zone, 26);
    CHECK_EQ(o->flags, 2);
    CHECK_EQ(o->tint, 0xFFFFFFFFu);
    CHECK_EQ(o->flag_name_len, 3);
    CHECK_EQ(o->is_emitter, 0);
    CHECK_EQ(o->line, 2);
    o = &s.o[1];
    CHECK_EQ(o->is_emitter, 1);
    CHECK_EQ(o->line, 4);
    CHECK(o->pos[0] == 100.0f && o->pos[1] == -0.25f && o->pos[2] == 3.0f);
    CHECK_EQ(o->flags, 64);
    CHECK_EQ(o->tint, 0x80FF00C0u);
    CHECK_EQ(o->flag_name_len, 6);
    CHECK(!memcmp(o->flag_name, "flag_a", 6));
    o = &s.o[2];
    CHECK_EQ(o->index, 2);
    CHECK(o->pos[0] == 1.0f && o->pos[2] == 3.0f);
    CHECK_EQ(o->tint, 0);
    /* the 26 empty disc files: "0" */
    CHECK_RC(warp_objs_foreach("0\r\n", 3, NULL, see_obj, &s, &count), WARP_OK);
    CHECK_EQ(count, 0);
    return NULL;
}

TEST(objs_hostile) {
    obj_seen s;
    memset(&s, 0, sizeof s);
#define OBJ_RC(str, want) CHECK_RC(warp_objs_foreach(str, sizeof str - 1, NULL, see_obj, &s, NULL), want)
    OBJ_RC("", WARP_E_TRUNCATED);
    OBJ_RC("1\n", WARP_E_CORRUPT);                                            /* fewer lines than the count */
    OBJ_RC("0\n{a {1,2,3},{0,0,0,1},-1,0,0,FF,nil)\n", WARP_E_CORRUPT);      /* more */
    OBJ_RC("1\n{a {1,2,3},{0,0,0,1},-1,0,0,FF,nil\n", WARP_E_CORRUPT);       /* no ')' */
    OBJ_RC("1\n{a {1,2,3}},{0,0,0,1},-1,0,0,FF,nil)\n", WARP_E_CORRUPT);     /* braces */
    OBJ_RC("1\n{a {1,2,3,4,5},{0,0,0,1},-1,0,0,FF,nil)\n", WARP_E_CORRUPT);  /* 5 numbers */
    OBJ_RC("1\n{a {1,2,3},{0,0,0,1},-1,0,0,123456789,nil)\n", WARP_E_CORRUPT); /* 9 hex digits */
    OBJ_RC("1\n{a {1,2,3},{0,0,0,1},-1,99999999999,0,FF,nil)\n", WARP_E_CORRUPT);
    OBJ_RC("1\n{a {1,2,3},{0,0,0,1},-1,0,0,FF,nil) x\n", WARP_E_CORRUPT);
    OBJ_RC("-1\n", WARP_E_CORRUPT);
    OBJ_RC("1\n{\xe9 {1,2,3},{0,0,0,1},-1,0,0,FF,nil)\n", WARP_E_MAGIC);
    OBJ_RC("4000000000\n", WARP_E_CORRUPT);
    OBJ_RC("2000000\n", WARP_E_LIMIT);
    memset(&s, 0, sizeof s);
    OBJ_RC("1\n{a {1e999999,2,-1e-999999},{0,0,0,1},-1,0,0,FF,nil)\n", WARP_OK);
    CHECK(isinf(s.o[0].pos[0]) || s.o[0].pos[0] > 3e38f);
    CHECK(s.o[0].pos[2] == 0.0f);
    CHECK_RC(warp_objs_foreach("0", 1, NULL, NULL, NULL, NULL), WARP_E_ARG);
#undef OBJ_RC
    return NULL;
}

/* The object text written back (warp_write_objs_count/_object): the disc's form, the
 * shortest numbers that read back to the same floats, every field; refusals write nothing. */
static size_t write_obj(char *buf, size_t cap, const warp_objs_object *o, int *rc) {
    warp_writer *w = malloc(warp_writer_sizeof());
    *rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap);
    if (!*rc) *rc = warp_write_objs_object(w, o);
    size_t n = warp_writer_size(w);
    free(w);
    return n;
}

TEST(objs_write) {
    warp_objs_object o;
    memset(&o, 0, sizeof o);
    o.name = "dyn_crate", o.name_len = 9, o.flag_name = "sample_flag", o.flag_name_len = 11;
    o.pos[0] = -1.5f, o.pos[1] = 0.0f, o.pos[2] = 123456789.0f, o.pos_components = 3;
    o.rot[0] = 1e-7f, o.rot[1] = -0.1f, o.rot[2] = 0.70710678f, o.rot[3] = 3e20f, o.rot_components = 4;
    o.unused = -1, o.zone = 26, o.flags = 2147483647, o.tint = 0xC08040FFu;
    char buf[256];
    int rc;
    size_t n = write_obj(buf, sizeof buf, &o, &rc);
    static const char want[] = "{dyn_crate {-1.5, 0.0, 123456790.0}, {1.0e-07, -0.1, 0.70710677, 3.0e+20}, -1, 26, "
                               "2147483647, C08040FF, sample_flag )\r\n";
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(n, sizeof want - 1);
    CHECK(!memcmp(buf, want, n));
    obj_seen s;
    memset(&s, 0, sizeof s);
    char text[300] = "1\r\n";
    memcpy(text + 3, buf, n);
    CHECK_RC(warp_objs_foreach(text, n + 3, NULL, see_obj, &s, NULL), WARP_OK);
    CHECK(!memcmp(s.o[0].pos, o.pos, sizeof o.pos) && !memcmp(s.o[0].rot, o.rot, sizeof o.rot));
    CHECK(s.o[0].zone == 26 && s.o[0].tint == 0xC08040FFu && s.o[0].flags == 2147483647);
    /* fewer components, a negative zero */
    o.pos_components = 1, o.rot_components = 2, o.rot[0] = -0.0f;
    n = write_obj(buf, sizeof buf, &o, &rc);
    static const char few[] = "{dyn_crate {-1.5}, {-0.0, -0.1}, -1, 26, 2147483647, C08040FF, sample_flag )\r\n";
    CHECK(rc == WARP_OK && n == sizeof few - 1 && !memcmp(buf, few, n));
    /* refused before anything is written */
    o.name = "a b", o.name_len = 3;
    CHECK_EQ(write_obj(buf, sizeof buf, &o, &rc), 0);
    CHECK_RC(rc, WARP_E_ARG);
    o.name = "a)", o.name_len = 2;
    CHECK_EQ(write_obj(buf, sizeof buf, &o, &rc), 0);
    CHECK_RC(rc, WARP_E_ARG);
    o.name = "ok", o.name_len = 2, o.rot_components = 5;
    CHECK_EQ(write_obj(buf, sizeof buf, &o, &rc), 0);
    CHECK_RC(rc, WARP_E_ARG);
    o.rot_components = 4, o.pos[0] = INFINITY;
    CHECK_EQ(write_obj(buf, sizeof buf, &o, &rc), 0);
    CHECK_RC(rc, WARP_E_ARG);
    warp_writer *w = malloc(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, sizeof buf), WARP_OK);
    CHECK_RC(warp_write_objs_count(w, 112), WARP_OK);
    CHECK(warp_writer_size(w) == 5 && !memcmp(buf, "112\r\n", 5));
    CHECK_RC(warp_write_objs_count(w, 0x80000000u), WARP_E_ARG);
    free(w);
    return NULL;
}

/* METRICS1 written back (warp_write_metrics_head/_glyph): the exact text, read back whole;
 * refusals write nothing. */
TEST(metrics_write) {
    char buf[128];
    warp_writer *w = malloc(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, sizeof buf), WARP_OK);
    CHECK_RC(warp_write_metrics_head(w, "cn12.bmp mcn12.bmp", 18, -12), WARP_OK);
    warp_metrics_glyph g;
    memset(&g, 0, sizeof g);
    g.code = 33, g.x0 = 20, g.y0 = 4, g.x1 = 4294967295u, g.y1 = 0, g.comment = "# '!'", g.comment_len = 5;
    CHECK_RC(warp_write_metrics_glyph(w, &g), WARP_OK);
    g.comment_len = 0;
    CHECK_RC(warp_write_metrics_glyph(w, &g), WARP_OK);
    static const char want[] = "METRICS1\r\ncn12.bmp mcn12.bmp\r\n-12\r\n20 4 4294967295 0 # '!'\r\n";
    static const char want2[] = "33 20 4 4294967295 0 # '!'\r\n33 20 4 4294967295 0\r\n";
    size_t n = warp_writer_size(w);
    CHECK_EQ(n, sizeof "METRICS1\r\ncn12.bmp mcn12.bmp\r\n-12\r\n" - 1 + sizeof want2 - 1);
    CHECK(!memcmp(buf, want, 35) && !memcmp(buf + 35, want2, sizeof want2 - 1));
    warp_metrics_info in;
    CHECK_RC(warp_metrics_parse(buf, n, NULL, &in), WARP_OK);
    CHECK(in.number == -12 && in.glyph_count == 2 && in.skipped_lines == 0 && in.bitmaps_len == 18);
    g.comment = " x", g.comment_len = 2;
    CHECK_RC(warp_write_metrics_glyph(w, &g), WARP_E_ARG);
    g.comment = "a\nb", g.comment_len = 3;
    CHECK_RC(warp_write_metrics_glyph(w, &g), WARP_E_ARG);
    CHECK_RC(warp_write_metrics_head(w, "a\rb", 3, 0), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), n);
    free(w);
    return NULL;
}

/* A particle page written (warp_write_sprite_page): the exact bytes, read back. */
TEST(sprite_page_write) {
    uint8_t buf[64];
    warp_sprite_page pg;
    memset(&pg, 0, sizeof pg);
    pg.placeholder = 0x11223344, pg.count = 2, pg.first_glyph = -1, pg.word0c = 5, pg.word10 = 6;
    const warp_sprite r[2] = {{0.25f, 0.5f, 1.0f, 1.0f, {0}}, {0, 0, 0.5f, 0.25f, {0}}};
    warp_writer *w = malloc(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, sizeof buf), WARP_OK);
    CHECK_RC(warp_write_sprite_page(w, &pg, r), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 64); /* 0x14 + 2 x 16 = 52, padded to 64 */
    CHECK_RC(warp_write_sprite_page(w, &pg, NULL), WARP_E_ARG);
    free(w);
    static const uint8_t head[0x1C] = {0x44, 0x33, 0x22, 0x11, 2, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 5, 0, 0, 0,
                                       6,    0,    0,    0,    0, 0, 0x80, 0x3E, 0, 0, 0, 0x3F};
    CHECK(!memcmp(buf, head, sizeof head));
    CHECK(buf[52] == 0 && buf[63] == 0);
    warp_sprite_page back;
    warp_sprite sp;
    CHECK_RC(warp_sprite_page_read(buf, 64, NULL, &back), WARP_OK);
    CHECK(back.count == 2 && back.first_glyph == -1 && back.word0c == 5 && back.word10 == 6);
    CHECK_RC(warp_sprite_get(buf, 64, 1, &sp), WARP_OK);
    CHECK(sp.u0 == 0 && sp.u1 == 0.5f && sp.v1 == 0.25f);
    return NULL;
}

/* Particle pages (0x4C, FACTS 2): header words and two rectangles written by hand (the
 * floats' bytes: 0.25 = 0x3E800000, 0.5 = 0x3F000000, 1 = 0x3F800000); sizes and indices
 * checked. */
TEST(sprite_page_values) {
    static const uint8_t pg[0x14 + 32 + 12] = {
        0x98, 0x17, 0x42, 0, 2, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 7, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x80, 0x3E, 0, 0, 0, 0x3F,           /* 0, 0, 0.25, 0.5 */
        0, 0, 0x80, 0x3E, 0, 0, 0, 0x3F, 0, 0, 0x80, 0x3F, 0, 0, 0x80, 0x3F, /* 0.25, 0.5, 1, 1 */
    };
    warp_sprite_page p;
    CHECK_RC(warp_sprite_page_read(pg, sizeof pg, NULL, &p), WARP_OK);
    CHECK(p.placeholder == 0x421798 && p.count == 2 && p.first_glyph == -1 && p.word0c == 0 && p.word10 == 7);
    warp_sprite sp;
    CHECK_RC(warp_sprite_get(pg, sizeof pg, 1, &sp), WARP_OK);
    CHECK(sp.u0 == 0.25f && sp.v0 == 0.5f && sp.u1 == 1.0f && sp.v1 == 1.0f);
    CHECK_RC(warp_sprite_get(pg, sizeof pg, 0, &sp), WARP_OK);
    CHECK(sp.u0 == 0 && sp.v0 == 0 && sp.u1 == 0.25f && sp.v1 == 0.5f);
    CHECK_RC(warp_sprite_get(pg, sizeof pg, 2, &sp), WARP_E_RANGE);
    CHECK_RC(warp_sprite_page_read(pg, 0x14 + 31, NULL, &p), WARP_E_TRUNCATED);
    CHECK_RC(warp_sprite_get(pg, 0x13, 0, &sp), WARP_E_TRUNCATED);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1;
    CHECK_RC(warp_sprite_page_read(pg, sizeof pg, &lim, &p), WARP_E_LIMIT);
    CHECK_RC(warp_sprite_page_read(NULL, 0, NULL, &p), WARP_E_ARG);
    uint8_t huge[0x14] = {0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF}; /* count 2^32 - 1 in 20 bytes */
    CHECK_RC(warp_sprite_get(huge, sizeof huge, 5, &sp), WARP_E_TRUNCATED);
    return NULL;
}

static const test_case cases[] = {
    T(struct_sizes),
    T(list_layouts),  T(list_disc_sizes), T(list_values),    T(list_hostile),  T(lua_listing_known_chunk),
    T(lua_walk_values), T(lua_hostile),   T(icon_disc_shape), T(icon_hostile), T(icon_texture_encode), T(metrics_values),
    T(bitmap_values), T(objs_values),     T(objs_hostile), T(objs_write), T(metrics_write), T(sprite_page_write), T(sprite_page_values),
};

int main(void) { return RUN_TESTS("misc", cases); }
