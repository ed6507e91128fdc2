/* Object placement text <level>_objs.txt (FACTS-2.md 7): a count line, then one line per
 * object `{name {x, y, z}, {qx, qy, qz, qw}, unused, zone, flags, tint, flagName )`.
 * The line opens with '{' and closes with ')': braces do not balance (FACTS.md 2.4). */
#include "misc_internal.h"

typedef struct scan {
    const uint8_t *s;
    size_t n, i;
} scan;

static int is_ws(uint8_t c) { return c == ' ' || c == '\t'; }
static void skip_ws(scan *c) {
    while (c->i < c->n && is_ws(c->s[c->i])) c->i++;
}
static int expect(scan *c, uint8_t ch) {
    skip_ws(c);
    if (c->i >= c->n || c->s[c->i] != ch) return 0;
    c->i++;
    return 1;
}

/* Exact powers of ten a double holds. */
static const double k_pow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A decimal number [+-]digits[.digits][(e|E)[+-]digits] with at least one digit. The
 * first 19 significant digits count; the value is scaled by exact powers of ten. */
static int read_float(scan *c, float *out) {
    skip_ws(c);
    size_t i = c->i;
    int neg = 0, digits = 0;
    if (i < c->n && (c->s[i] == '-' || c->s[i] == '+')) neg = c->s[i++] == '-';
    uint64_t m = 0;
    int sig = 0;
    int32_t exp10 = 0;
    while (i < c->n && c->s[i] >= '0' && c->s[i] <= '9') {
        if (sig < 19) {
            m = m * 10 + (uint64_t)(c->s[i] - '0');
            if (m) sig++;
        } else {
            exp10++;
        }
        i++, digits++;
    }
    if (i < c->n && c->s[i] == '.') {
        i++;
        while (i < c->n && c->s[i] >= '0' && c->s[i] <= '9') {
            if (sig < 19) {
                m = m * 10 + (uint64_t)(c->s[i] - '0');
                if (m) sig++;
                exp10--;
            }
            i++, digits++;
        }
    }
    if (!digits) return 0;
    if (i < c->n && (c->s[i] == 'e' || c->s[i] == 'E')) {
        size_t j = i + 1;
        int eneg = 0;
        int32_t e = 0, ed = 0;
        if (j < c->n && (c->s[j] == '-' || c->s[j] == '+')) eneg = c->s[j++] == '-';
        while (j < c->n && c->s[j] >= '0' && c->s[j] <= '9') {
            if (e < 10000) e = e * 10 + (c->s[j] - '0');
            j++, ed++;
        }
        if (!ed) return 0;
        exp10 += eneg ? -e : e;
        i = j;
    }
    double v = (double)m;
    /* bounded: |exp10| < 10,000 + 2 * line length; stop once the value is 0 or inf */
    while (exp10 > 0 && v != 0 && v < 1e300) {
        int k = exp10 > 22 ? 22 : exp10;
        v *= k_pow10[k];
        exp10 -= k;
    }
    if (exp10 > 0 && v != 0) v = 1e300 * 1e300;
    while (exp10 < 0 && v != 0) {
        int k = -exp10 > 22 ? 22 : -exp10;
        v /= k_pow10[k];
        exp10 += k;
    }
    *out = (float)(neg ? -v : v);
    c->i = i;
    return 1;
}

static int read_int(scan *c, int32_t *out) {
    skip_ws(c);
    size_t i = c->i;
    int neg = 0;
    if (i < c->n && (c->s[i] == '-' || c->s[i] == '+')) neg = c->s[i++] == '-';
    int64_t v = 0;
    size_t start = i;
    while (i < c->n && c->s[i] >= '0' && c->s[i] <= '9') {
        v = v * 10 + (c->s[i++] - '0');
        if (v > 0x80000000LL) return 0;
    }
    if (i == start || (!neg && v > 0x7FFFFFFF)) return 0;
    *out = (int32_t)(neg ? -v : v);
    c->i = i;
    return 1;
}

static int hex_digit(uint8_t ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

static int read_hex(scan *c, uint32_t *out) {
    skip_ws(c);
    size_t start = c->i;
    uint32_t v = 0;
    int d;
    while (c->i < c->n && (d = hex_digit(c->s[c->i])) >= 0) {
        if (c->i - start == 8) return 0;
        v = v << 4 | (uint32_t)d;
        c->i++;
    }
    *out = v;
    return c->i > start;
}

/* A token: bytes up to white space or one of `stops`. */
static int read_token(scan *c, const char *stops, const char **s, size_t *n) {
    skip_ws(c);
    size_t start = c->i;
    while (c->i < c->n && !is_ws(c->s[c->i])) {
        const char *t = stops;
        while (*t && (uint8_t)*t != c->s[c->i]) t++;
        if (*t) break;
        c->i++;
    }
    *s = (const char *)c->s + start;
    *n = c->i - start;
    return *n > 0;
}

/* `{` 1-4 comma-separated numbers `}` */
static int read_group(scan *c, float *v, uint32_t cap, uint32_t *count) {
    if (!expect(c, '{')) return 0;
    uint32_t k = 0;
    for (;;) {
        float x;
        if (k == cap || !read_float(c, &x)) return 0;
        v[k++] = x;
        if (expect(c, '}')) break;
        if (!expect(c, ',')) return 0;
    }
    *count = k;
    return 1;
}

static int parse_object(const uint8_t *s, size_t n, warp_objs_object *o) {
    scan c = {s, n, 0};
    if (!expect(&c, '{') || !read_token(&c, "{", &o->name, &o->name_len)) return 0;
    if (!read_group(&c, o->pos, 3, &o->pos_components) || !expect(&c, ',')) return 0;
    if (!read_group(&c, o->rot, 4, &o->rot_components) || !expect(&c, ',')) return 0;
    if (!read_int(&c, &o->unused) || !expect(&c, ',') || !read_int(&c, &o->zone) || !expect(&c, ',') ||
        !read_int(&c, &o->flags) || !expect(&c, ',') || !read_hex(&c, &o->tint) || !expect(&c, ','))
        return 0;
    if (!read_token(&c, ")", &o->flag_name, &o->flag_name_len) || !expect(&c, ')')) return 0;
    skip_ws(&c);
    o->is_emitter = o->name_len >= 4 && !memcmp(o->name, "part", 4);
    return c.i == n;
}

static int walk(const uint8_t *p, size_t len, const warp_limits *lim, warp_objs_cb cb, void *user, uint32_t *count) {
    size_t end = len, pos = 0;
    while (end > 0 && p[end - 1] == 0) end--;
    uint32_t line = 0, objects = 0, declared = 0;
    int have_count = 0;
    while (pos < end) {
        size_t i = pos;
        while (i < end && p[i] != '\n' && p[i] != '\r') {
            uint8_t ch = p[i];
            if ((ch < 0x20 || ch > 0x7E) && ch != '\t') return WARP_E_MAGIC;
            i++;
        }
        const uint8_t *s = p + pos;
        size_t n = i - pos;
        if (i < end && p[i] == '\r') {
            i++;
            if (i < end && p[i] == '\n') i++;
        } else if (i < end) {
            i++;
        }
        pos = i;
        line++;
        scan c = {s, n, 0};
        skip_ws(&c);
        if (c.i == n) continue; /* blank */
        if (!have_count) {
            int32_t v;
            if (!read_int(&c, &v) || v < 0) return WARP_E_CORRUPT;
            skip_ws(&c);
            if (c.i != n) return WARP_E_CORRUPT;
            if ((uint32_t)v > lim->max_count) return WARP_E_LIMIT;
            declared = (uint32_t)v;
            have_count = 1;
            continue;
        }
        if (objects == declared) return WARP_E_CORRUPT; /* more lines than the count */
        warp_objs_object o;
        memset(&o, 0, sizeof o);
        if (!parse_object(s, n, &o)) return WARP_E_CORRUPT;
        o.index = objects++;
        o.line = line;
        if (cb && cb(user, &o)) return WARP_STOPPED;
    }
    if (!have_count) return WARP_E_TRUNCATED;
    if (objects != declared) return WARP_E_CORRUPT;
    if (count) *count = declared;
    return WARP_OK;
}

int warp__objs_read_float(const uint8_t *s, size_t n, float *out) {
    scan c = {s, n, 0};
    return read_float(&c, out) && c.i == n;
}

int warp__objs_check(const uint8_t *p, size_t len) {
    warp_limits lim;
    warp__limits(&lim, NULL);
    return walk(p, len, &lim, NULL, NULL, NULL);
}

int warp_objs_foreach(const void *text, size_t len, const warp_limits *limits, warp_objs_cb cb, void *user,
                      uint32_t *count) {
    if (!cb || (!text && len)) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, limits);
    int rc = walk((const uint8_t *)text, len, &lim, NULL, NULL, count);
    if (rc) return rc;
    return walk((const uint8_t *)text, len, &lim, cb, user, NULL);
}
