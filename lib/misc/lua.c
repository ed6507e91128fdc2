/* Lua 4.0 bytecode (FACTS-2.md 10): header check, prototype walk with an explicit,
 * bounded stack (prototypes nest: nested functions sit between the constants and the
 * code of the function that holds them), accessors and an instruction decoder. */
#include "misc_internal.h"

#define LUA_STACK_MAX 64 /* hard cap on nesting whatever limits->max_depth says */
#define MAXARG_S 33554431

static const uint8_t k_signature[13] = {0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08};

/* Names and argument forms in opcode order (Lua-public lopcodes.h 4.0, FACTS-2.md 10.4). */
#define U WARP_LUA_ARG_U
#define S WARP_LUA_ARG_S
#define AB WARP_LUA_ARG_AB
#define J WARP_LUA_ARG_J
#define N WARP_LUA_ARG_NONE
static const struct { const char *name; uint8_t form; } k_ops[WARP_LUA_OPCODES] = {
    {"END", N},        {"RETURN", U},     {"CALL", AB},      {"TAILCALL", AB},   {"PUSHNIL", U},
    {"POP", U},        {"PUSHINT", S},    {"PUSHSTRING", U}, {"PUSHNUM", U},     {"PUSHNEGNUM", U},
    {"PUSHUPVALUE", U}, {"GETLOCAL", U},  {"GETGLOBAL", U},  {"GETTABLE", N},    {"GETDOTTED", U},
    {"GETINDEXED", U}, {"PUSHSELF", U},   {"CREATETABLE", U}, {"SETLOCAL", U},   {"SETGLOBAL", U},
    {"SETTABLE", AB},  {"SETLIST", AB},   {"SETMAP", U},     {"ADD", N},         {"ADDI", S},
    {"SUB", N},        {"MULT", N},       {"DIV", N},        {"POW", N},         {"CONCAT", U},
    {"MINUS", N},      {"NOT", N},        {"JMPNE", J},      {"JMPEQ", J},       {"JMPLT", J},
    {"JMPLE", J},      {"JMPGT", J},      {"JMPGE", J},      {"JMPT", J},        {"JMPF", J},
    {"JMPONT", J},     {"JMPONF", J},     {"JMP", J},        {"PUSHNILJMP", N},  {"FORPREP", J},
    {"FORLOOP", J},    {"LFORPREP", J},   {"LFORLOOP", J},   {"CLOSURE", AB},
};
#undef U
#undef S
#undef AB
#undef J
#undef N

int warp_lua_decode(uint32_t word, uint32_t pc, warp_lua_instruction *out) {
    if (!out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    out->pc = pc;
    out->word = word;
    out->op = word & 0x3F;
    out->u = word >> 6;
    out->s = (int32_t)(word >> 6) - MAXARG_S;
    out->a = word >> 15;
    out->b = (word >> 6) & 0x1FF;
    out->target = -1;
    if (out->op >= WARP_LUA_OPCODES) {
        out->name = "?";
        return WARP_E_CORRUPT;
    }
    out->name = k_ops[out->op].name;
    out->arg_form = k_ops[out->op].form;
    if (out->arg_form == WARP_LUA_ARG_J) out->target = (int32_t)((int64_t)pc + 1 + out->s);
    return WARP_OK;
}

/* ---- the walk ------------------------------------------------------------------------ */
typedef struct reader {
    const uint8_t *p;
    size_t len, pos;
    uint32_t max_count;
} reader;

static int rd_int(reader *r, int32_t *v) {
    if (!span_ok(r->len, r->pos, 4)) return WARP_E_TRUNCATED;
    *v = (int32_t)rd32(r->p + r->pos);
    r->pos += 4;
    return WARP_OK;
}

/* A count followed by `count` items of at least `min_size` bytes each. */
static int rd_count(reader *r, uint32_t *count, size_t min_size) {
    int32_t v;
    int rc = rd_int(r, &v);
    if (rc) return rc;
    if (v < 0) return WARP_E_CORRUPT;
    if ((uint32_t)v > r->max_count) return WARP_E_LIMIT;
    if ((uint64_t)(uint32_t)v * min_size > r->len - r->pos) return WARP_E_TRUNCATED;
    *count = (uint32_t)v;
    return WARP_OK;
}

static int rd_string(reader *r, const char **s, size_t *n) {
    if (!span_ok(r->len, r->pos, 4)) return WARP_E_TRUNCATED;
    uint32_t size = rd32(r->p + r->pos);
    r->pos += 4;
    if (s) *s = NULL;
    if (n) *n = 0;
    if (size == 0) return WARP_OK;
    if (!span_ok(r->len, r->pos, size)) return WARP_E_TRUNCATED;
    if (s) *s = (const char *)(r->p + r->pos);
    if (n) *n = size - 1; /* the length counts the NUL */
    r->pos += size;
    return WARP_OK;
}

/* Everything of a prototype up to and including its nested-function count. */
static int begin_function(reader *r, warp_lua_function *f) {
    int rc;
    f->offset = r->pos;
    if ((rc = rd_string(r, &f->source, &f->source_len))) return rc;
    if ((rc = rd_int(r, &f->line_defined)) || (rc = rd_int(r, &f->num_params))) return rc;
    if (!span_ok(r->len, r->pos, 1)) return WARP_E_TRUNCATED;
    f->is_vararg = r->p[r->pos++];
    if ((rc = rd_int(r, &f->max_stack))) return rc;
    if ((rc = rd_count(r, &f->local_count, 12))) return rc;
    f->locals_offset = r->pos;
    for (uint32_t i = 0; i < f->local_count; i++) {
        if ((rc = rd_string(r, NULL, NULL))) return rc;
        if (!span_ok(r->len, r->pos, 8)) return WARP_E_TRUNCATED;
        r->pos += 8;
    }
    if ((rc = rd_count(r, &f->line_count, 4))) return rc;
    f->lines_offset = r->pos;
    r->pos += (size_t)f->line_count * 4;
    if ((rc = rd_count(r, &f->string_count, 4))) return rc;
    f->strings_offset = r->pos;
    for (uint32_t i = 0; i < f->string_count; i++)
        if ((rc = rd_string(r, NULL, NULL))) return rc;
    if ((rc = rd_count(r, &f->number_count, 8))) return rc;
    f->numbers_offset = r->pos;
    r->pos += (size_t)f->number_count * 8;
    return rd_count(r, &f->function_count, 4 + 4 * 6 + 1 + 4); /* the smallest prototype: 37 bytes */
}

/* The code that ends a prototype: at least one instruction, every opcode known, END last. */
static int end_function(reader *r, warp_lua_function *f) {
    int rc = rd_count(r, &f->code_count, 4);
    if (rc) return rc;
    if (f->code_count == 0) return WARP_E_CORRUPT;
    f->code_offset = r->pos;
    for (uint32_t i = 0; i < f->code_count; i++)
        if ((rd32(r->p + r->pos + 4 * (size_t)i) & 0x3F) >= WARP_LUA_OPCODES) return WARP_E_CORRUPT;
    if ((rd32(r->p + r->pos + 4 * (size_t)(f->code_count - 1)) & 0x3F) != 0) return WARP_E_CORRUPT;
    r->pos += (size_t)f->code_count * 4;
    f->end = r->pos;
    return WARP_OK;
}

static int check_header(const uint8_t *p, size_t len) {
    if (len < 4 || memcmp(p, k_signature, 4)) return WARP_E_MAGIC;
    if (len < WARP_LUA_HEADER_SIZE) return WARP_E_TRUNCATED;
    if (memcmp(p + 4, k_signature + 4, 9)) return WARP_E_UNSUPPORTED;
    uint64_t bits = rd64(p + 13);
    double x;
    memcpy(&x, &bits, 8);
    /* the reader compares (long) of both numbers: the integer part must be 314159265 */
    if (!(x >= 314159265.0 && x < 314159266.0)) return WARP_E_CORRUPT;
    return WARP_OK;
}

typedef struct frame {
    warp_lua_function f;
    uint32_t next_child;
} frame;

static int walk(const uint8_t *p, size_t len, const warp_limits *lim, warp_lua_cb cb, void *user, uint32_t *total) {
    reader r = {p, len, WARP_LUA_HEADER_SIZE, lim->max_count};
    uint32_t max_depth = lim->max_depth < LUA_STACK_MAX ? lim->max_depth : LUA_STACK_MAX;
    frame stack[LUA_STACK_MAX];
    uint32_t depth = 0, next_id = 0;
    memset(&stack[0], 0, sizeof stack[0]);
    stack[0].f.parent = 0xFFFFFFFFu;
    int rc = begin_function(&r, &stack[0].f);
    if (rc) return rc;
    stack[0].f.id = next_id++;
    depth = 1;
    while (depth) {
        frame *t = &stack[depth - 1];
        if (t->next_child < t->f.function_count) {
            if (depth > max_depth || depth == LUA_STACK_MAX) return WARP_E_DEPTH;
            frame *c = &stack[depth];
            memset(c, 0, sizeof *c);
            c->f.id = next_id++;
            c->f.parent = t->f.id;
            c->f.child = t->next_child++;
            c->f.depth = depth;
            if ((rc = begin_function(&r, &c->f))) return rc;
            depth++;
            continue;
        }
        if ((rc = end_function(&r, &t->f))) return rc;
        if (cb && cb(user, &t->f)) return WARP_STOPPED;
        depth--;
    }
    if (r.pos != len) return WARP_E_CORRUPT;
    if (total) *total = next_id;
    return WARP_OK;
}

int warp_lua_foreach(const void *chunk, size_t len, const warp_limits *limits, warp_lua_cb cb, void *user,
                     uint32_t *function_count) {
    if (!cb || (!chunk && len)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)chunk;
    int rc = check_header(p, len);
    if (rc) return rc;
    warp_limits lim;
    warp__limits(&lim, limits);
    uint32_t total = 0;
    if ((rc = walk(p, len, &lim, NULL, NULL, &total))) return rc; /* check whole before reporting */
    if (function_count) *function_count = total;
    return walk(p, len, &lim, cb, user, NULL);
}

/* ---- accessors ------------------------------------------------------------------------ */
/* The function's own spans were checked by the walk; re-check them against len so a
 * caller mixing up chunks gets an error, not an overread. */
static int fn_ok(const void *chunk, size_t len, const warp_lua_function *f) {
    return chunk && f && f->end <= len && f->offset < f->end;
}

int warp_lua_get_local(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k, warp_lua_local *out) {
    if (!out || !fn_ok(chunk, len, f)) return WARP_E_ARG;
    if (k >= f->local_count) return WARP_E_RANGE;
    reader r = {(const uint8_t *)chunk, f->end, f->locals_offset, 0xFFFFFFFFu};
    memset(out, 0, sizeof *out);
    for (uint32_t i = 0;; i++) {
        int rc = rd_string(&r, &out->name, &out->name_len);
        if (rc) return rc;
        if (!span_ok(r.len, r.pos, 8)) return WARP_E_TRUNCATED;
        out->start_pc = (int32_t)rd32(r.p + r.pos);
        out->end_pc = (int32_t)rd32(r.p + r.pos + 4);
        r.pos += 8;
        if (i == k) return WARP_OK;
    }
}

int warp_lua_get_string(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k, const char **s,
                        size_t *n) {
    if (!s || !n || !fn_ok(chunk, len, f)) return WARP_E_ARG;
    if (k >= f->string_count) return WARP_E_RANGE;
    reader r = {(const uint8_t *)chunk, f->end, f->strings_offset, 0xFFFFFFFFu};
    for (uint32_t i = 0;; i++) {
        int rc = rd_string(&r, s, n);
        if (rc) return rc;
        if (i == k) return WARP_OK;
    }
}

int warp_lua_get_number(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k, double *out) {
    if (!out || !fn_ok(chunk, len, f)) return WARP_E_ARG;
    if (k >= f->number_count) return WARP_E_RANGE;
    size_t off = f->numbers_offset + 8 * (size_t)k;
    if (!span_ok(f->end, off, 8)) return WARP_E_TRUNCATED;
    uint64_t bits = rd64((const uint8_t *)chunk + off);
    memcpy(out, &bits, 8);
    return WARP_OK;
}

int warp_lua_get_line(const void *chunk, size_t len, const warp_lua_function *f, uint32_t pc, int32_t *line) {
    if (!line || !fn_ok(chunk, len, f)) return WARP_E_ARG;
    if (pc >= f->code_count) return WARP_E_RANGE;
    if ((uint64_t)f->line_count * 4 > f->end || !span_ok(f->end, f->lines_offset, 4 * (size_t)f->line_count))
        return WARP_E_TRUNCATED;
    const uint8_t *p = (const uint8_t *)chunk + f->lines_offset;
    int64_t current = 0, pending = 0;
    /* FACTS-2.md 10.5: start at line 0; -k adds k pending lines; e <= pc advances 1 + pending */
    for (uint32_t i = 0; i < f->line_count; i++) {
        int32_t e = (int32_t)rd32(p + 4 * (size_t)i);
        if (e < 0) {
            pending -= e;
            continue;
        }
        if ((uint32_t)e > pc) break;
        current += 1 + pending;
        pending = 0;
    }
    *line = current > INT32_MAX ? INT32_MAX : (int32_t)current;
    return WARP_OK;
}

int warp_lua_get_instruction(const void *chunk, size_t len, const warp_lua_function *f, uint32_t pc,
                             warp_lua_instruction *out) {
    if (!out || !fn_ok(chunk, len, f)) return WARP_E_ARG;
    if (pc >= f->code_count) return WARP_E_RANGE;
    size_t off = f->code_offset + 4 * (size_t)pc;
    if (!span_ok(f->end, off, 4)) return WARP_E_TRUNCATED;
    return warp_lua_decode(rd32((const uint8_t *)chunk + off), pc, out);
}

/* ---- encoder pieces ------------------------------------------------------------------- */
static int write_lua_header_body(warp_writer *w) {
    if (!w) return WARP_E_ARG;
    warp_write_bytes(w, k_signature, sizeof k_signature);
    double x = 3.14159265358979323846e8; /* luac 4.0 TEST_NUMBER */
    uint64_t bits;
    memcpy(&bits, &x, 8);
    return warp_write_u64(w, bits);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_lua_header(warp_writer *w) {
    return warp__writer_fail(w, write_lua_header_body(w));
}

static int write_lua_string_body(warp_writer *w, const char *s) {
    if (!w) return WARP_E_ARG;
    if (!s) return warp_write_u32(w, 0);
    size_t n = 0;
    while (s[n]) n++; /* no strlen: the core imports only mem* */
    if (n >= 0xFFFFFFFFu) return WARP_E_LIMIT;
    warp_write_u32(w, (uint32_t)n + 1);
    return warp_write_bytes(w, s, n + 1);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_lua_string(warp_writer *w, const char *s) {
    return warp__writer_fail(w, write_lua_string_body(w, s));
}
