/* warp rebuild: <level>_objs.json back into <level>_objs.txt (objs_text.h). */
#include "rebuild/objs_text.h"

#include <cJSON.h>
#include <float.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/text_lines.h"
#include "warp/warp.h"

/* The entry's objects as the library reads them, and where each line starts. */
typedef struct objs_orig {
    warp_objs_object *o;
    uint32_t n, cap;
    size_t *line_at; /* byte offset of text line k (1-based: line_at[k]); line_at[lines + 1] = end */
    uint32_t lines;
    size_t count_line; /* the count's text line */
} objs_orig;

static int noop(void *user, const warp_objs_object *o) {
    (void)user, (void)o;
    return 0;
}

static int orig_cb(void *user, const warp_objs_object *o) {
    objs_orig *x = user;
    if (x->n == x->cap) return 1; /* the count said how many */
    x->o[x->n++] = *o;
    return 0;
}

static int read_orig(const uint8_t *p, size_t len, const char *path, objs_orig *x) {
    uint32_t count = 0;
    int rc = warp_objs_foreach(p, len, NULL, noop, NULL, &count);
    if (rc == WARP_OK && count && !(x->o = calloc(count, sizeof *x->o))) rc = WARP_E_LIMIT;
    x->cap = count;
    if (rc == WARP_OK && count) rc = warp_objs_foreach(p, len, NULL, orig_cb, x, NULL);
    if (rc != WARP_OK || !(x->line_at = text_lines(p, len, &x->lines))) {
        report(path, -1, "the WAD's object text does not read: %s (not this WAD's extraction?)", warp_strerror(rc));
        return -1;
    }
    /* the count line: the first line that is not blank */
    for (x->count_line = 1; x->count_line < x->lines; x->count_line++) {
        size_t a = x->line_at[x->count_line], b = x->line_at[x->count_line + 1];
        while (a < b && (p[a] == ' ' || p[a] == '\t' || p[a] == '\r' || p[a] == '\n')) a++;
        if (a < b) break;
    }
    return 0;
}

/* ---- one JSON object ------------------------------------------------------------------- */

static int numbers(const cJSON *a, float *v, uint32_t max, uint32_t *n) {
    const cJSON *x;
    *n = 0;
    if (!cJSON_IsArray(a)) return -1;
    cJSON_ArrayForEach(x, a) {
        if (*n == max || !cJSON_IsNumber(x) || !(x->valuedouble >= -FLT_MAX && x->valuedouble <= FLT_MAX)) return -1;
        v[(*n)++] = (float)x->valuedouble;
    }
    return *n ? 0 : -1;
}

static int int32_of(const cJSON *o, const char *key, int32_t *v) {
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(x) || !(x->valuedouble >= -2147483648.0 && x->valuedouble <= 2147483647.0) ||
        x->valuedouble != (double)(int32_t)x->valuedouble)
        return -1;
    *v = (int32_t)x->valuedouble;
    return 0;
}

static int tint_of(const cJSON *o, uint32_t *v) {
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, "tint");
    char *end;
    if (!cJSON_IsString(x) || !x->valuestring || !*x->valuestring || strlen(x->valuestring) > 8 ||
        strspn(x->valuestring, "0123456789abcdefABCDEF") != strlen(x->valuestring))
        return -1;
    *v = (uint32_t)strtoul(x->valuestring, &end, 16);
    return 0;
}

#define NEW_OBJECT UINT32_MAX

/* Where the walk of the JSON's objects is: the last extracted object met (-1: none yet),
 * whether a new one was. */
typedef struct objs_walk {
    int64_t prev;
    int added;
} objs_walk;

/* Which extracted object JSON object k is (*src; NEW_OBJECT: a new one), from its "index"
 * and "line": the objects as extracted in their order, any of them deleted (the rebuild
 * renumbers those after), then the new ones (no "index", or one past the extracted ones).
 * Without an "index", the next one. 0, or -1 after a message naming the field. */
static int object_source(const cJSON *j, const objs_orig *x, objs_walk *w, const char *path, const char *where,
                         uint32_t *src) {
    const cJSON *ix = cJSON_GetObjectItemCaseSensitive(j, "index");
    double d = (double)(w->prev + 1);
    if (ix && json_whole(ix, 0, 4294967295.0, &d)) d = -1; /* not an index */
    if (d >= x->n || (!ix && w->added)) return w->added = 1, *src = NEW_OBJECT, 0;
    if (d <= (double)w->prev || w->added) {
        report(path, -1, "field %s.\"index\" edited (%s), but it says which object as extracted this is: one after "
               "the previous one's (objects may be deleted, the rebuild renumbers the rest) or, for a new object "
               "at the end, none or %u and up (restore it)", where, cJSON_IsNumber(ix) ? "out of order" : "not a number",
               x->n);
        return -1;
    }
    *src = (uint32_t)d;
    w->prev = (int64_t)d;
    return derived_number(j, "line", x->o[*src].line, path, where);
}

/* Object k of the JSON into *o (names point into the JSON), *src which extracted object it
 * is (object_source): 0, or -1 after a message. */
static int read_object(const cJSON *j, uint32_t k, const objs_orig *x, objs_walk *w, const char *path,
                       warp_objs_object *o, uint32_t *src) {
    char where[40];
    snprintf(where, sizeof where, "objects[%u]", k);
    memset(o, 0, sizeof o[0]);
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(j, "name");
    const cJSON *flag = cJSON_GetObjectItemCaseSensitive(j, "flag_name");
    const cJSON *em = cJSON_GetObjectItemCaseSensitive(j, "emitter");
    if (!cJSON_IsObject(j) || !cJSON_IsString(name) || !name->valuestring || (!cJSON_IsNull(flag) &&
        (!cJSON_IsString(flag) || !flag->valuestring)) ||
        numbers(cJSON_GetObjectItemCaseSensitive(j, "position"), o->pos, 3, &o->pos_components) ||
        numbers(cJSON_GetObjectItemCaseSensitive(j, "rotation"), o->rot, 4, &o->rot_components) ||
        int32_of(j, "unused", &o->unused) || int32_of(j, "zone", &o->zone) || int32_of(j, "flags", &o->flags) ||
        tint_of(j, &o->tint)) {
        report(path, -1, "%s: needs \"name\" (a string), \"position\" (1-3 numbers), \"rotation\" (1-4 numbers), "
               "\"unused\", \"zone\", \"flags\" (integers), \"tint\" (1-8 hex digits) and \"flag_name\" (a string or "
               "null)", where);
        return -1;
    }
    o->name = name->valuestring, o->name_len = strlen(name->valuestring);
    o->flag_name = cJSON_IsNull(flag) ? "nil" : flag->valuestring;
    o->flag_name_len = strlen(o->flag_name);
    o->is_emitter = o->name_len >= 4 && !memcmp(o->name, "part", 4);
    o->index = k;
    if (object_source(j, x, w, path, where, src)) return -1;
    if (em && (!cJSON_IsBool(em) || cJSON_IsTrue(em) != (int)o->is_emitter)) {
        report(path, -1, "field %s.\"emitter\" edited, but it is derived: a name starting \"part\" makes an emitter "
               "(rename the object instead)", where);
        return -1;
    }
    return 0;
}

static int same_object(const warp_objs_object *a, const warp_objs_object *b) {
    if (a->name_len != b->name_len || memcmp(a->name, b->name, a->name_len) || a->flag_name_len != b->flag_name_len ||
        memcmp(a->flag_name, b->flag_name, a->flag_name_len) || a->pos_components != b->pos_components ||
        a->rot_components != b->rot_components || a->unused != b->unused || a->zone != b->zone ||
        a->flags != b->flags || a->tint != b->tint)
        return 0;
    for (uint32_t k = 0; k < a->pos_components; k++)
        if (a->pos[k] != b->pos[k]) return 0;
    for (uint32_t k = 0; k < a->rot_components; k++)
        if (a->rot[k] != b->rot[k]) return 0;
    return 1;
}

/* ---- the new text ------------------------------------------------------------------------- */

typedef struct text_out {
    warp_writer *w;
    uint8_t *buf;
} text_out;

static void copy(text_out *t, const uint8_t *p, size_t a, size_t b) {
    if (b > a) warp_write_bytes(t->w, p + a, b - a);
}

/* A new line starts on a line of its own (the text's last line may have no line end). */
static int line_end(text_out *t) {
    size_t n = warp_writer_size(t->w);
    if (!n || t->buf[n - 1] == '\n' || t->buf[n - 1] == '\r') return 0;
    return warp_write_bytes(t->w, "\r\n", 2);
}

/* The new text: the extracted objects in order, each copied when unchanged, written again
 * when edited, its line left out when deleted (pos[i]: its place in nw, NEW_OBJECT when
 * deleted; the blank lines after it stay), then the new ones (nw[kept..n-1]). */
static int compose(const uint8_t *p, size_t len, const objs_orig *x, const warp_objs_object *nw, uint32_t n,
                   const uint32_t *pos, uint32_t kept, text_out *t) {
    size_t cl = x->count_line, end = x->line_at[x->lines + 1];
    copy(t, p, 0, x->line_at[cl]);
    if (n == x->n) {
        copy(t, p, x->line_at[cl], x->line_at[cl + 1]);
    } else {
        line_end(t);
        warp_write_objs_count(t->w, n);
    }
    copy(t, p, x->line_at[cl + 1], x->n ? x->line_at[x->o[0].line] : end);
    int rc = 0;
    for (uint32_t i = 0; i < x->n && !rc; i++) {
        size_t at = x->line_at[x->o[i].line], after = x->line_at[x->o[i].line + 1];
        size_t next = i + 1 < x->n ? x->line_at[x->o[i + 1].line] : end;
        if (pos[i] != NEW_OBJECT && same_object(&x->o[i], &nw[pos[i]])) {
            copy(t, p, at, next);
            continue;
        }
        if (pos[i] != NEW_OBJECT) {
            line_end(t);
            rc = warp_write_objs_object(t->w, &nw[pos[i]]);
        }
        copy(t, p, after, next); /* blank lines after it */
    }
    for (uint32_t k = kept; k < n && !rc; k++) {
        line_end(t);
        rc = warp_write_objs_object(t->w, &nw[k]);
    }
    copy(t, p, end, len); /* NUL padding */
    return rc ? rc : warp_writer_status(t->w);
}

/* Deleted objects said, with how many after them the rebuild renumbers. */
static void say_deleted(const objs_orig *x, const uint32_t *pos, const char *path) {
    uint32_t gone = 0, first = x->n, after = 0;
    char names[200] = "";
    size_t used = 0;
    for (uint32_t i = 0; i < x->n; i++) {
        if (pos[i] != NEW_OBJECT) {
            after += first < i;
            continue;
        }
        if (!gone++) first = i;
        if (gone <= 3 && used < sizeof names)
            used += (size_t)snprintf(names + used, sizeof names - used, "%s%u \"%.*s\" (line %u)", gone > 1 ? ", " : "",
                                     i, (int)(x->o[i].name_len > 40 ? 40 : x->o[i].name_len), x->o[i].name, x->o[i].line);
    }
    if (gone)
        report(path, -1, "%u object%s deleted (index %s%s); %u after %s renumbered: their index and line move up in "
               "the rebuilt text", gone, gone == 1 ? "" : "s", names, gone > 3 ? ", ..." : "", after,
               gone == 1 ? "it" : "them");
}

/* Room for the new text: the old one, and each object written anew at its longest. */
static size_t bound(size_t len, const warp_objs_object *nw, uint32_t n) {
    size_t b = len + 64;
    for (uint32_t k = 0; k < n; k++) b += nw[k].name_len + nw[k].flag_name_len + 7 * 32 + 3 * 12 + 64;
    return b;
}

static int write_text(const uint8_t *p, size_t len, const objs_orig *x, const warp_objs_object *nw, uint32_t n,
                      const uint32_t *pos, uint32_t kept, const char *path, uint8_t **out, size_t *out_len) {
    size_t cap = bound(len, nw, n);
    text_out t = {handle_alloc(warp_writer_sizeof()), malloc(cap)};
    int rc = t.w && t.buf ? warp_writer_init(t.w, warp_writer_sizeof(), WARP_ABI_VERSION, t.buf, cap) : WARP_E_LIMIT;
    if (!rc) rc = compose(p, len, x, nw, n, pos, kept, &t);
    uint32_t back = 0;
    size_t size = rc ? 0 : warp_writer_size(t.w);
    free(t.w);
    /* read back as the game's grammar reads it: as many objects as written */
    if (!rc && (warp_objs_foreach(t.buf, size, NULL, noop, NULL, &back) || back != n)) rc = WARP_E_CORRUPT;
    if (rc) {
        report(path, -1, "cannot write the objects back: %s (a name or flag_name with white space or one of { } , ), "
               "or a number that is not finite?)", warp_strerror(rc));
        free(t.buf);
        return -1;
    }
    *out = t.buf, *out_len = size;
    return 0;
}

int objs_text(const uint8_t *orig, size_t len, const char *json, const char *path, uint8_t **out, size_t *out_len) {
    *out = NULL, *out_len = 0;
    objs_orig x;
    memset(&x, 0, sizeof x);
    cJSON *root = NULL;
    warp_objs_object *nw = NULL;
    int rc = read_orig(orig, len, path, &x);
    const cJSON *arr = NULL, *j;
    if (!rc && (!(root = cJSON_Parse(json)) || !cJSON_IsArray(arr = cJSON_GetObjectItemCaseSensitive(root, "objects")))) {
        report(path, -1, root ? "no \"objects\" array" : "not valid JSON");
        rc = -1;
    }
    int n = rc ? 0 : cJSON_GetArraySize(arr);
    uint32_t *pos = rc ? NULL : malloc(((size_t)x.n + 1) * sizeof *pos);
    if (!rc && ((n > 0 && !(nw = calloc((size_t)n, sizeof *nw))) || !pos)) rc = -1;
    for (uint32_t i = 0; pos && i < x.n; i++) pos[i] = NEW_OBJECT; /* deleted until met */
    uint32_t k = 0, kept = 0, src;
    objs_walk w = {-1, 0};
    const cJSON *list = rc ? NULL : arr;
    cJSON_ArrayForEach(j, list) {
        if ((rc = read_object(j, k, &x, &w, path, &nw[k], &src))) break;
        if (src != NEW_OBJECT) pos[src] = k, kept++;
        k++;
    }
    /* "count": the objects as extracted, or as many as the array holds */
    const cJSON *c = rc ? NULL : cJSON_GetObjectItemCaseSensitive(root, "count");
    if (c && !(cJSON_IsNumber(c) && c->valuedouble == (double)x.n) && derived_number(root, "count", n, path, ""))
        rc = -1;
    int changed = !rc && ((uint32_t)n != x.n || kept != x.n);
    for (uint32_t i = 0; !rc && !changed && i < x.n; i++) changed = !same_object(&x.o[i], &nw[pos[i]]);
    if (changed) rc = write_text(orig, len, &x, nw, (uint32_t)n, pos, kept, path, out, out_len);
    if (changed && !rc) say_deleted(&x, pos, path);
    free(pos);
    cJSON_Delete(root);
    free(nw), free(x.o), free(x.line_at);
    return rc;
}
