/* Lua 4.0 disassembly listing (FACTS-2.md 10): the library walks and decodes; this
 * file only orders the functions by id and prints. */
#include "formats/lua_list.h"

#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct fn_list {
    warp_lua_function *v;
    size_t n, cap;
} fn_list;

static int collect(void *user, const warp_lua_function *f) {
    fn_list *l = user;
    if (f->id >= l->cap) return 1;
    l->v[f->id] = *f;
    l->n++;
    return 0;
}

static int stop_at_first(void *user, const warp_lua_function *f) {
    (void)user, (void)f;
    return 1;
}

static int plain(unsigned char c) { return c >= 0x20 && c <= 0x7E && c != '"' && c != '\\'; }

/* A string as a Lua-style quoted literal (non-printable bytes as \ddd). */
static void quoted(FILE *f, const char *s, size_t n) {
    fputc('"', f);
    for (size_t i = 0; i < n; i++) {
        size_t run = 0; /* plain characters in one write: a script's strings are mostly plain */
        while (i + run < n && plain((unsigned char)s[i + run])) run++;
        if (run) fwrite(s + i, 1, run, f);
        if ((i += run) == n) break;
        unsigned char c = (unsigned char)s[i];
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", f);
        else
            fprintf(f, "\\%03u", c);
    }
    fputc('"', f);
}

static void kstr(FILE *f, const uint8_t *p, size_t len, const warp_lua_function *fn, uint32_t k) {
    const char *s;
    size_t n;
    if (warp_lua_get_string(p, len, fn, k, &s, &n) == WARP_OK && s)
        quoted(f, s, n);
    else
        fputs("nil", f);
}

static void knum(FILE *f, const uint8_t *p, size_t len, const warp_lua_function *fn, uint32_t k, int neg) {
    double d;
    if (warp_lua_get_number(p, len, fn, k, &d) == WARP_OK) fprintf(f, "%.17g", neg ? -d : d);
}

/* The comment after an instruction: what its operand indexes. */
static void resolve(FILE *f, const uint8_t *p, size_t len, const warp_lua_function *fn, const fn_list *all,
                    const warp_lua_instruction *in) {
    switch (in->op) {
    case 7: case 12: case 14: case 16: case 19: /* PUSHSTRING GETGLOBAL GETDOTTED PUSHSELF SETGLOBAL */
        if (in->u < fn->string_count) {
            fputs("  ; ", f);
            kstr(f, p, len, fn, in->u);
        }
        break;
    case 8: case 9: /* PUSHNUM PUSHNEGNUM */
        if (in->u < fn->number_count) {
            fputs("  ; ", f);
            knum(f, p, len, fn, in->u, in->op == 9);
        }
        break;
    case 21: /* SETLIST: t[A * 62 + 1 .. A * 62 + B] */
        fprintf(f, "  ; t[%llu..%llu]", (unsigned long long)in->a * WARP_LUA_FIELDS_PER_FLUSH + 1,
                (unsigned long long)in->a * WARP_LUA_FIELDS_PER_FLUSH + in->b);
        break;
    case 48: /* CLOSURE: kproto[A] */
        for (size_t i = 0; i < all->n; i++)
            if (all->v[i].parent == fn->id && all->v[i].child == in->a) {
                fprintf(f, "  ; function %u", all->v[i].id);
                break;
            }
        break;
    default:
        if (in->arg_form == WARP_LUA_ARG_J) fprintf(f, "  ; to %d", in->target);
    }
}

static void function(FILE *f, const uint8_t *p, size_t len, const warp_lua_function *fn, const fn_list *all) {
    fprintf(f, "function %u", fn->id);
    if (fn->parent != 0xFFFFFFFFu) fprintf(f, " (function %u, nested %u)", fn->parent, fn->child);
    fputs(" source ", f);
    if (fn->source)
        quoted(f, fn->source, fn->source_len);
    else
        fputs("none", f);
    fprintf(f, " line %d params %d vararg %u stack %d\n", fn->line_defined, fn->num_params, fn->is_vararg,
            fn->max_stack);
    fprintf(f, "  %u strings, %u numbers, %u locals, %u functions, %u instructions, %u line entries\n",
            fn->string_count, fn->number_count, fn->local_count, fn->function_count, fn->code_count, fn->line_count);
    for (uint32_t k = 0; k < fn->string_count; k++) {
        fprintf(f, "  s%u ", k);
        kstr(f, p, len, fn, k);
        fputc('\n', f);
    }
    for (uint32_t k = 0; k < fn->number_count; k++) {
        fprintf(f, "  n%u ", k);
        knum(f, p, len, fn, k, 0);
        fputc('\n', f);
    }
    for (uint32_t k = 0; k < fn->local_count; k++) {
        warp_lua_local l;
        if (warp_lua_get_local(p, len, fn, k, &l) != WARP_OK) continue;
        fprintf(f, "  local %u ", k);
        if (l.name)
            quoted(f, l.name, l.name_len);
        else
            fputs("none", f);
        fprintf(f, " pc %d-%d\n", l.start_pc, l.end_pc);
    }
    for (uint32_t pc = 0; pc < fn->code_count; pc++) {
        warp_lua_instruction in;
        int32_t line = 0;
        if (warp_lua_get_instruction(p, len, fn, pc, &in) != WARP_OK) continue;
        warp_lua_get_line(p, len, fn, pc, &line);
        char args[48] = "";
        switch (in.arg_form) {
        case WARP_LUA_ARG_U: snprintf(args, sizeof args, "%u", in.u); break;
        case WARP_LUA_ARG_S:
        case WARP_LUA_ARG_J: snprintf(args, sizeof args, "%d", in.s); break;
        case WARP_LUA_ARG_AB: snprintf(args, sizeof args, "%u %u", in.a, in.b); break;
        default: break;
        }
        fprintf(f, "  %5u  %5d  %s", pc, line, in.name);
        if (args[0]) fprintf(f, "%*s%s", (int)(strlen(in.name) < 12 ? 13 - strlen(in.name) : 1), "", args);
        resolve(f, p, len, fn, all, &in);
        fputc('\n', f);
    }
}

int lua_listing(FILE *f, const uint8_t *chunk, size_t len) {
    uint32_t count = 0;
    /* the chunk is checked whole and counted before the first call: stop there */
    int rc = warp_lua_foreach(chunk, len, NULL, stop_at_first, NULL, &count);
    if (rc != WARP_STOPPED) return rc;
    fn_list all = {calloc(count ? count : 1, sizeof *all.v), 0, count};
    if (!all.v) return WARP_E_LIMIT;
    rc = warp_lua_foreach(chunk, len, NULL, collect, &all, NULL);
    if (rc == WARP_OK) {
        fprintf(f, "Lua 4.0 chunk, %u functions\n", count);
        for (size_t i = 0; i < all.n; i++) {
            fputc('\n', f);
            function(f, chunk, len, &all.v[i], &all);
        }
        if (ferror(f)) rc = WARP_E_IO;
    }
    free(all.v);
    return rc;
}
