/* The Lua listing (docs/format-misc.md, "Lua listing") assembled back into a Lua 4.0
 * chunk (FACTS-2.md 10): one pass over the text, each function's block scanned once per
 * part of its prototype (locals, line info, strings, numbers, code), its nested functions
 * written between its numbers and its code as the reader expects (10.2). The counts line
 * is only read for the nested-function count: strings, numbers, locals and instructions
 * are counted as listed, so one can be added. Line info is written the way luac does
 * (10.5): an entry where the line advances, -k before it for k lines skipped, MAX_INT last. */
#include "misc_internal.h"

#define ASM_DEPTH 32 /* the reader's default nesting limit */
#define MAXARG_S 33554431

enum { L_END, L_BLANK, L_TITLE, L_FUNC, L_COUNTS, L_STR, L_NUM, L_LOCAL, L_CODE };

/* One line of the listing, parsed. */
typedef struct item {
    int kind;
    size_t at, end, next;    /* the line's start, its end, the next line's */
    uint32_t index;          /* sK, nK, local K; a function's id */
    size_t str;              /* a quoted string's opening quote, or SIZE_MAX (nil/none) */
    uint64_t bits;           /* a number */
    int32_t a, b;            /* a local's pcs */
    int32_t line;            /* an instruction's line */
    uint32_t word;           /* an instruction */
    int has_parent;          /* function header: nested in parent, position child */
    uint32_t parent, child, vararg;
    int32_t line_defined, params, stack;
    uint32_t functions, line_entries; /* the counts line */
} item;

typedef struct ctx {
    const char *s;
    size_t n;
    warp_writer *w;
    size_t err_at;
    const char *why;
} ctx;

static int fail(ctx *c, size_t at, const char *why) {
    if (!c->why) c->err_at = at, c->why = why;
    return WARP_E_CORRUPT;
}

/* ---- one line's tokens ------------------------------------------------------------------ */
typedef struct lx {
    const char *s;
    size_t i, end;
} lx;

static int blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }
static int digit(char c) { return c >= '0' && c <= '9'; }
static int stop(char c) { return blank(c) || c == ',' || c == '(' || c == ')'; }
static void skip(lx *l) {
    while (l->i < l->end && blank(l->s[l->i])) l->i++;
}
static int at_end(lx *l) {
    skip(l);
    return l->i == l->end;
}

/* The word w (followed by a blank, a comma, a parenthesis or the end). */
static int word(lx *l, const char *w) {
    skip(l);
    size_t k = 0;
    while (w[k] && l->i + k < l->end && l->s[l->i + k] == w[k]) k++;
    if (w[k] || (l->i + k < l->end && !stop(l->s[l->i + k]))) return 0;
    l->i += k;
    return 1;
}

static int integer(lx *l, int64_t lo, int64_t hi, int64_t *v) {
    skip(l);
    int neg = l->i < l->end && l->s[l->i] == '-';
    size_t j = l->i + (size_t)neg;
    if (j >= l->end || !digit(l->s[j])) return 0;
    int64_t x = 0;
    for (; j < l->end && digit(l->s[j]); j++)
        if ((x = x * 10 + (l->s[j] - '0')) > ((int64_t)1 << 40)) return 0;
    if (neg) x = -x;
    if (x < lo || x > hi) return 0;
    l->i = j;
    *v = x;
    return 1;
}

static int u32v(lx *l, uint32_t max, uint32_t *v) {
    int64_t x;
    if (!integer(l, 0, max, &x)) return 0;
    *v = (uint32_t)x;
    return 1;
}

static int i32v(lx *l, int32_t *v) {
    int64_t x;
    if (!integer(l, INT32_MIN, INT32_MAX, &x)) return 0;
    *v = (int32_t)x;
    return 1;
}

/* A quoted string as the listing writes it ("..." with \", \\, \n and \ddd) at l->i: its
 * decoded length (into *len), the cursor after it. out non-NULL: the bytes written. */
static int quoted(lx *l, size_t *len, warp_writer *out) {
    skip(l);
    if (l->i >= l->end || l->s[l->i] != '"') return 0;
    size_t j = l->i + 1, n = 0;
    for (;; n++) {
        if (j >= l->end) return 0;
        unsigned char ch = (unsigned char)l->s[j++];
        if (ch == '"') break;
        if (ch == '\\') {
            if (j >= l->end) return 0;
            char e = l->s[j++];
            if (e == 'n') ch = '\n';
            else if (e == '"' || e == '\\') ch = (unsigned char)e;
            else if (digit(e) && j + 1 < l->end && digit(l->s[j]) && digit(l->s[j + 1])) {
                unsigned v = (unsigned)(e - '0') * 100 + (unsigned)(l->s[j] - '0') * 10 + (unsigned)(l->s[j + 1] - '0');
                if (v > 255) return 0;
                ch = (unsigned char)v;
                j += 2;
            } else
                return 0;
        }
        if (out) warp_write_u8(out, ch);
    }
    l->i = j;
    *len = n;
    return 1;
}

/* ---- one line ------------------------------------------------------------------------- */
static int char_at(lx *l, char ch) {
    skip(l);
    if (l->i >= l->end || l->s[l->i] != ch) return 0;
    l->i++;
    return 1;
}

/* A quoted string, or the word `none` (SIZE_MAX in *at). */
static int string_or(lx *l, const char *none, size_t *at) {
    skip(l);
    size_t len, start = l->i;
    if (word(l, none)) {
        *at = SIZE_MAX;
        return 1;
    }
    *at = start;
    return quoted(l, &len, NULL);
}

/* "function ID [(function P, nested C)] source S line L params P vararg V stack S" */
static int parse_func(lx *l, item *it) {
    if (!u32v(l, 0xFFFFFFFEu, &it->index)) return 0;
    if (char_at(l, '(')) {
        if (!word(l, "function") || !u32v(l, 0xFFFFFFFEu, &it->parent) || !char_at(l, ',') || !word(l, "nested") ||
            !u32v(l, 0xFFFFFFFEu, &it->child) || !char_at(l, ')'))
            return 0;
        it->has_parent = 1;
    }
    return word(l, "source") && string_or(l, "none", &it->str) && word(l, "line") && i32v(l, &it->line_defined) &&
           word(l, "params") && i32v(l, &it->params) && word(l, "vararg") && u32v(l, 255, &it->vararg) &&
           word(l, "stack") && i32v(l, &it->stack) && at_end(l);
}

/* "N strings, N numbers, N locals, N functions, N instructions, N line entries": only the
 * functions and line entries are kept. */
static int parse_counts(lx *l, item *it) {
    int functions = 0, lines = 0;
    while (!at_end(l)) {
        uint32_t v;
        if (!u32v(l, 0xFFFFFFFEu, &v)) return 0;
        if (word(l, "functions")) it->functions = v, functions = 1;
        else if (word(l, "line") && word(l, "entries")) it->line_entries = v, lines = 1;
        else if (!word(l, "strings") && !word(l, "numbers") && !word(l, "locals") && !word(l, "instructions"))
            return 0;
        char_at(l, ',');
    }
    return functions && lines;
}

/* "PC LINE NAME [operands] [; comment]": the pc is not read (instructions may be added). */
static int parse_code(lx *l, item *it) {
    uint32_t pc;
    if (!u32v(l, 0xFFFFFFFEu, &pc) || !i32v(l, &it->line)) return 0;
    skip(l);
    size_t k = 0;
    while (l->i + k < l->end && l->s[l->i + k] >= 'A' && l->s[l->i + k] <= 'Z') k++;
    warp_lua_instruction in;
    uint32_t op = 0;
    for (; op < WARP_LUA_OPCODES; op++) {
        warp_lua_decode(op, 0, &in);
        size_t m = 0;
        while (in.name[m] && m < k && in.name[m] == l->s[l->i + m]) m++;
        if (m == k && !in.name[m]) break;
    }
    if (op == WARP_LUA_OPCODES || (l->i + k < l->end && !blank(l->s[l->i + k]))) return 0;
    l->i += k;
    uint32_t u = 0, a = 0, b = 0;
    int32_t s = 0;
    switch (in.arg_form) {
    case WARP_LUA_ARG_U: if (!u32v(l, (1u << 26) - 1, &u)) return 0; break;
    case WARP_LUA_ARG_S:
    case WARP_LUA_ARG_J:
        if (!i32v(l, &s) || s < -MAXARG_S || s > MAXARG_S + 1) return 0;
        u = (uint32_t)(s + MAXARG_S);
        break;
    case WARP_LUA_ARG_AB:
        if (!u32v(l, (1u << 17) - 1, &a) || !u32v(l, 0x1FF, &b)) return 0;
        u = a << 9 | b;
        break;
    default: break;
    }
    it->word = op | u << 6;
    return at_end(l) || l->s[l->i] == ';';
}

static int parse_body(lx *l, item *it) {
    const char *p = l->s + l->i;
    if (word(l, "local")) {
        it->kind = L_LOCAL;
        return u32v(l, 0xFFFFFFFEu, &it->index) && string_or(l, "none", &it->str) && word(l, "pc") &&
               i32v(l, &it->a) && char_at(l, '-') && i32v(l, &it->b) && at_end(l);
    }
    if ((p[0] == 's' || p[0] == 'n') && l->i + 1 < l->end && digit(p[1])) {
        l->i++;
        it->kind = p[0] == 's' ? L_STR : L_NUM;
        if (!u32v(l, 0xFFFFFFFEu, &it->index)) return 0;
        if (it->kind == L_STR) return string_or(l, "nil", &it->str) && at_end(l);
        skip(l);
        size_t used;
        if (warp__lua_parse_number(l->s + l->i, l->end - l->i, &used, &it->bits)) return 0;
        l->i += used;
        return at_end(l);
    }
    if (!digit(p[0])) return 0;
    lx probe = *l;
    uint32_t v;
    u32v(&probe, 0xFFFFFFFEu, &v);
    skip(&probe);
    it->kind = probe.i < probe.end && probe.s[probe.i] >= 'a' && probe.s[probe.i] <= 'z' ? L_COUNTS : L_CODE;
    return it->kind == L_COUNTS ? parse_counts(l, it) : parse_code(l, it);
}

/* The line at `at` into *it: 0, or a failure naming what it should have been. */
static int parse_line(ctx *c, size_t at, item *it) {
    memset(it, 0, sizeof *it);
    it->at = at, it->str = SIZE_MAX;
    if (at >= c->n) {
        it->kind = L_END, it->next = at;
        return WARP_OK;
    }
    size_t end = at;
    while (end < c->n && c->s[end] != '\n') end++;
    it->end = end, it->next = end < c->n ? end + 1 : end;
    lx l = {c->s, at, end};
    if (at_end(&l)) {
        it->kind = L_BLANK;
        return WARP_OK;
    }
    if (word(&l, "Lua")) {
        it->kind = L_TITLE;
        return word(&l, "4.0") && word(&l, "chunk") ? WARP_OK : fail(c, at, "not a Lua 4.0 listing");
    }
    if (word(&l, "function")) {
        it->kind = L_FUNC;
        return parse_func(&l, it) ? WARP_OK
                                  : fail(c, at, "a function line reads: function ID [(function P, nested C)] source "
                                                "\"...\"|none line N params N vararg N stack N");
    }
    return parse_body(&l, it) ? WARP_OK
                              : fail(c, at, "unreadable: expected sK \"...\"|nil, nK number, local K \"...\" pc A-B, "
                                            "the counts line, or PC LINE OPCODE operands");
}

/* ---- writing a function ------------------------------------------------------------------ */
/* The next line of the block at *pos that is not blank: 1 (in *it), 0 at the block's end
 * (the next function or the end of the text), or a failure. */
static int body_next(ctx *c, size_t *pos, item *it) {
    for (;;) {
        int rc = parse_line(c, *pos, it);
        if (rc) return rc;
        if (it->kind == L_END || it->kind == L_FUNC) return 0;
        *pos = it->next;
        if (it->kind == L_TITLE) return fail(c, it->at, "a second title line");
        if (it->kind != L_BLANK) return 1;
    }
}

/* How many lines of `kind` the block holds, checking that their indices count up from 0. */
static int count_kind(ctx *c, size_t body, int kind, uint32_t *n) {
    item it;
    int rc;
    *n = 0;
    while ((rc = body_next(c, &body, &it)) == 1)
        if (it.kind == kind && it.index != (*n)++)
            return fail(c, it.at, "out of order: sK, nK and local K count up from 0 in each function");
    return rc < 0 ? rc : WARP_OK;
}

static void put_string(ctx *c, const item *it) {
    if (it->str == SIZE_MAX) {
        warp_write_u32(c->w, 0);
        return;
    }
    lx l = {c->s, it->str, it->end};
    size_t n;
    quoted(&l, &n, NULL);
    warp_write_u32(c->w, (uint32_t)n + 1); /* n < the text's length, itself checked below 4 GiB */
    l.i = it->str;
    quoted(&l, &n, c->w);
    warp_write_u8(c->w, 0);
}

/* The line info of the block's instructions, or none when the counts line says 0 entries
 * (then every line must be 0). */
static int put_lines(ctx *c, size_t body, uint32_t declared) {
    item it;
    int rc;
    uint32_t count = 0;
    int32_t last = 0;
    for (size_t p = body; (rc = body_next(c, &p, &it)) == 1;) {
        if (it.kind != L_CODE) continue;
        if (it.line < last || (!declared && it.line))
            return fail(c, it.at, declared ? "a line number goes back (the line info only moves forward)"
                                           : "a line number in a function without line info (0 line entries)");
        if (it.line > last) count += 1 + (it.line > last + 1), last = it.line;
    }
    if (rc < 0) return rc;
    if (!declared) return warp_write_u32(c->w, 0), WARP_OK;
    warp_write_u32(c->w, count + 1);
    last = 0;
    uint32_t pc = 0;
    for (size_t p = body; body_next(c, &p, &it) == 1;) {
        if (it.kind != L_CODE) continue;
        if (it.line > last + 1) warp_write_u32(c->w, (uint32_t)-(it.line - last - 1));
        if (it.line > last) warp_write_u32(c->w, pc);
        last = it.line, pc++;
    }
    warp_write_u32(c->w, 0x7FFFFFFF); /* luac's end mark, MAX_INT */
    return WARP_OK;
}

/* The block's lines of one kind (locals, strings or numbers) as the prototype stores them. */
static int put_kind(ctx *c, size_t body, int kind) {
    uint32_t n;
    item it;
    int rc = count_kind(c, body, kind, &n);
    if (rc) return rc;
    warp_write_u32(c->w, n);
    for (size_t p = body; (rc = body_next(c, &p, &it)) == 1;) {
        if (it.kind != kind) continue;
        if (kind == L_NUM) {
            warp_write_u64(c->w, it.bits);
            continue;
        }
        put_string(c, &it);
        if (kind == L_LOCAL) warp_write_u32(c->w, (uint32_t)it.a), warp_write_u32(c->w, (uint32_t)it.b);
    }
    return rc < 0 ? rc : WARP_OK;
}

/* A function's prototype up to its nested-function count (FACTS-2.md 10.2): *functions
 * gets that count from the block's counts line. */
static int put_head(ctx *c, const item *h, uint32_t *functions) {
    item it, counts = {0};
    int rc, seen = 0;
    for (size_t p = h->next; (rc = body_next(c, &p, &it)) == 1;)
        if (it.kind == L_COUNTS) counts = it, seen++;
    if (rc < 0) return rc;
    if (seen != 1) return fail(c, h->at, "a function needs its one counts line (N strings, ... N line entries)");
    put_string(c, h);
    warp_write_u32(c->w, (uint32_t)h->line_defined);
    warp_write_u32(c->w, (uint32_t)h->params);
    warp_write_u8(c->w, (uint8_t)h->vararg);
    warp_write_u32(c->w, (uint32_t)h->stack);
    if ((rc = put_kind(c, h->next, L_LOCAL)) || (rc = put_lines(c, h->next, counts.line_entries)) ||
        (rc = put_kind(c, h->next, L_STR)) || (rc = put_kind(c, h->next, L_NUM)))
        return rc;
    *functions = counts.functions;
    return warp_write_u32(c->w, counts.functions), WARP_OK;
}

/* A function's code, once its nested functions are written: END last. */
static int put_code(ctx *c, size_t header_at, size_t body) {
    item it;
    int rc;
    uint32_t n = 0, last = 0;
    for (size_t p = body; (rc = body_next(c, &p, &it)) == 1;)
        if (it.kind == L_CODE) n++, last = it.word;
    if (rc < 0) return rc;
    if (!n || (last & 0x3F) != 0) return fail(c, header_at, "a function's last instruction must be END");
    warp_write_u32(c->w, n);
    for (size_t p = body; body_next(c, &p, &it) == 1;)
        if (it.kind == L_CODE) warp_write_u32(c->w, it.word);
    return WARP_OK;
}

/* ---- the chunk --------------------------------------------------------------------------- */
typedef struct frame {
    size_t at, body;
    uint32_t id, functions, children;
} frame;

static int close_frame(ctx *c, const frame *f) {
    if (f->children != f->functions)
        return fail(c, f->at, "the counts line's nested functions differ from the functions listed inside it");
    return put_code(c, f->at, f->body);
}

/* A function header: close the functions it is not nested in, then open it. */
static int open_function(ctx *c, const item *it, frame *stack, uint32_t *depth, uint32_t id) {
    int rc;
    if (it->index != id) return fail(c, it->at, "functions are numbered 0, 1, 2... in the listing's order");
    if (!id != !it->has_parent) return fail(c, it->at, "function 0 alone is nested in none");
    uint32_t open = 0;
    while (id && open < *depth && stack[open].id != it->parent) open++;
    if (id && open == *depth) return fail(c, it->at, "its enclosing function is not one open before it");
    while (*depth && stack[*depth - 1].id != it->parent)
        if ((rc = close_frame(c, &stack[--*depth]))) return rc;
    if (*depth) {
        frame *top = &stack[*depth - 1];
        if (it->child != top->children || top->children == top->functions)
            return fail(c, it->at, "nested functions count up from 0, as many as the enclosing counts line says");
        top->children++;
    }
    if (*depth == ASM_DEPTH) return WARP_E_DEPTH;
    frame *f = &stack[(*depth)++];
    f->at = it->at, f->body = it->next, f->id = id, f->children = 0;
    return put_head(c, it, &f->functions);
}

static int assemble(ctx *c) {
    frame stack[ASM_DEPTH];
    uint32_t depth = 0, id = 0;
    int rc, titled = 0;
    item it;
    warp_write_lua_header(c->w);
    for (size_t pos = 0;; pos = it.next) {
        if ((rc = parse_line(c, pos, &it))) return rc;
        if (it.kind == L_END) break;
        if (it.kind == L_BLANK) continue;
        if (!titled && it.kind != L_TITLE) return fail(c, it.at, "the first line must be the title: Lua 4.0 chunk");
        if (it.kind == L_TITLE && titled++) return fail(c, it.at, "a second title line");
        if (it.kind != L_FUNC && it.kind != L_TITLE && !id) return fail(c, it.at, "a line before the first function");
        if (it.kind == L_FUNC && (rc = open_function(c, &it, stack, &depth, id++))) return rc;
    }
    if (!id) return fail(c, c->n, "no function");
    while (depth)
        if ((rc = close_frame(c, &stack[--depth]))) return rc;
    return WARP_OK;
}

int warp_lua_assemble(warp_writer *w, const char *text, size_t len, warp_lua_asm_error *err) {
    if (err) memset(err, 0, sizeof *err);
    if (!w || (!text && len)) return WARP_E_ARG;
    if (len >= 0xFFFFFFFFu) return WARP_E_LIMIT;
    ctx c = {text, len, w, 0, NULL};
    int rc = assemble(&c);
    if (rc && c.why && err) {
        err->why = c.why;
        err->line = 1;
        for (size_t i = 0; i < c.err_at && i < len; i++) err->line += text[i] == '\n';
    }
    if (rc) return rc;
    return warp_writer_status(w);
}
