/* Object placement text <level>_objs.txt written (FACTS-2.md 7; docs/format-misc.md): the
 * count line and object lines in the disc's form, CR LF ended:
 * `{name {x, y, z}, {qx, qy, qz, qw}, unused, zone, flags, TINT, flagName )`. Each number is
 * the shortest decimal that reads back (as objs.c reads it) to the same float. */
#include "misc_internal.h"

/* A name or flag name the grammar reads back as one token: printable, no white space, none
 * of the separators `{ } , )`. */
static int plain_token(const char *s, size_t n) {
    if (!s || !n) return 0;
    for (size_t k = 0; k < n; k++) {
        uint8_t c = (uint8_t)s[k];
        if (c <= 0x20 || c > 0x7E || c == '{' || c == '}' || c == ',' || c == ')') return 0;
    }
    return 1;
}

static size_t put_uint(char *out, uint64_t v) {
    char tmp[24];
    size_t n = 0, k = 0;
    do tmp[n++] = (char)('0' + v % 10), v /= 10;
    while (v);
    while (n) out[k++] = tmp[--n];
    return k;
}

/* |v| (finite, not 0) as `digits` significant digits: the digits and the decimal exponent
 * of the first. */
static uint64_t sig_digits(double v, int digits, int *e10) {
    int e = 0;
    while (v >= 10) v /= 10, e++;
    while (v < 1) v *= 10, e--;
    for (int k = 1; k < digits; k++) v *= 10;
    uint64_t m = (uint64_t)(v + 0.5);
    uint64_t top = 1;
    for (int k = 0; k < digits; k++) top *= 10;
    if (m >= top) m /= 10, e++; /* 9.99 rounded up to 10.0 */
    *e10 = e;
    return m;
}

/* The digits m (`digits` of them, first at 10^e10) in plain or exponent form, at least one
 * digit after the point (1.0, 0.5, 1.5e-07): the text's length. */
static size_t place(char *out, int neg, uint64_t m, int digits, int e10) {
    char d[24];
    size_t n = put_uint(d, m), k = 0;
    while (n > 1 && d[n - 1] == '0') n--; /* trailing zeros */
    if (neg) out[k++] = '-';
    if (e10 < -5 || e10 > 9) {
        out[k++] = d[0], out[k++] = '.';
        if (n == 1) out[k++] = '0';
        for (size_t i = 1; i < n; i++) out[k++] = d[i];
        out[k++] = 'e', out[k++] = e10 < 0 ? '-' : '+';
        uint32_t a = (uint32_t)(e10 < 0 ? -e10 : e10);
        if (a < 10) out[k++] = '0';
        return k + put_uint(out + k, a);
    }
    (void)digits;
    if (e10 < 0) {
        out[k++] = '0', out[k++] = '.';
        for (int z = -1; z > e10; z--) out[k++] = '0';
        for (size_t i = 0; i < n; i++) out[k++] = d[i];
        return k;
    }
    for (int i = 0; i <= e10; i++) out[k++] = (size_t)i < n ? d[i] : '0';
    out[k++] = '.';
    if ((size_t)e10 + 1 >= n) return out[k++] = '0', k;
    for (size_t i = (size_t)e10 + 1; i < n; i++) out[k++] = d[i];
    return k;
}

static int write_float(warp_writer *w, float f) {
    char out[48];
    size_t n = 0;
    if (f != f || f - f != 0) return WARP_E_ARG; /* NaN, infinity: not in the grammar */
    if (f == 0) {
        n = f < 0 || 1 / f < 0 ? 4 : 3;
        return warp_write_bytes(w, n == 4 ? "-0.0" : "0.0", n);
    }
    for (int digits = 1; digits <= 17; digits++) {
        int e10;
        uint64_t m = sig_digits(f < 0 ? -(double)f : (double)f, digits, &e10);
        n = place(out, f < 0, m, digits, e10);
        float back;
        if (warp__objs_read_float((const uint8_t *)out, n, &back) && back == f) break;
    }
    return warp_write_bytes(w, out, n);
}

static int write_int(warp_writer *w, int32_t v) {
    char out[16];
    size_t k = 0;
    if (v < 0) out[k++] = '-';
    k += put_uint(out + k, v < 0 ? (uint64_t)(-(int64_t)v) : (uint64_t)v);
    return warp_write_bytes(w, out, k);
}

static int write_group(warp_writer *w, const float *v, uint32_t n) {
    warp_write_u8(w, '{');
    for (uint32_t k = 0; k < n; k++) {
        if (k) warp_write_bytes(w, ", ", 2);
        int rc = write_float(w, v[k]);
        if (rc) return rc;
    }
    return warp_write_u8(w, '}');
}

static int write_objs_count_body(warp_writer *w, uint32_t count) {
    if (!w || count > 0x7FFFFFFF) return WARP_E_ARG;
    char out[16];
    size_t k = put_uint(out, count);
    warp_write_bytes(w, out, k);
    return warp_write_bytes(w, "\r\n", 2);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_objs_count(warp_writer *w, uint32_t count) {
    return warp__writer_fail(w, write_objs_count_body(w, count));
}

static int write_objs_object_body(warp_writer *w, const warp_objs_object *o) {
    if (!w || !o || !plain_token(o->name, o->name_len) || !plain_token(o->flag_name, o->flag_name_len) ||
        o->pos_components < 1 || o->pos_components > 3 || o->rot_components < 1 || o->rot_components > 4)
        return WARP_E_ARG;
    for (uint32_t k = 0; k < 4; k++)
        if ((k < o->pos_components && (o->pos[k] != o->pos[k] || o->pos[k] - o->pos[k] != 0)) ||
            (k < o->rot_components && (o->rot[k] != o->rot[k] || o->rot[k] - o->rot[k] != 0)))
            return WARP_E_ARG; /* checked before any byte is written */
    static const char hex[] = "0123456789ABCDEF";
    char tint[8];
    for (int k = 0; k < 8; k++) tint[k] = hex[o->tint >> (28 - 4 * k) & 15];
    warp_write_u8(w, '{');
    warp_write_bytes(w, o->name, o->name_len);
    warp_write_u8(w, ' ');
    write_group(w, o->pos, o->pos_components);
    warp_write_bytes(w, ", ", 2);
    write_group(w, o->rot, o->rot_components);
    const int32_t ints[3] = {o->unused, o->zone, o->flags};
    for (int k = 0; k < 3; k++) warp_write_bytes(w, ", ", 2), write_int(w, ints[k]);
    warp_write_bytes(w, ", ", 2);
    warp_write_bytes(w, tint, 8);
    warp_write_bytes(w, ", ", 2);
    warp_write_bytes(w, o->flag_name, o->flag_name_len);
    return warp_write_bytes(w, " )\r\n", 4);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_objs_object(warp_writer *w, const warp_objs_object *o) {
    return warp__writer_fail(w, write_objs_object_body(w, o));
}
