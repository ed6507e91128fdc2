/* A decimal number read back to the nearest double (ties to even), for the Lua listing's
 * number constants (printed with 17 significant digits, so this must round exactly for
 * an unedited listing to give the same bits). No libc beyond mem*: a first guess from
 * plain floating-point arithmetic, then exact comparisons of the decimal value with the
 * midpoints between neighbouring doubles in big integers (multiplications and shifts
 * only). */
#include "misc_internal.h"

#define BIG_LIMBS 80 /* 2560 bits: M x 10^362 x 2^1075 stays well below */
#define MAX_DIGITS 19

typedef struct big {
    uint32_t v[BIG_LIMBS];
    uint32_t n; /* limbs in use */
    int over;   /* a product did not fit */
} big;

static void big_set(big *b, uint64_t x) {
    memset(b, 0, sizeof *b);
    b->v[0] = (uint32_t)x, b->v[1] = (uint32_t)(x >> 32);
    b->n = b->v[1] ? 2 : 1;
}

static void big_mul_small(big *b, uint32_t m) {
    uint64_t carry = 0;
    for (uint32_t i = 0; i < b->n; i++) {
        uint64_t t = (uint64_t)b->v[i] * m + carry;
        b->v[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (!carry) return;
    if (b->n == BIG_LIMBS) b->over = 1;
    else b->v[b->n++] = (uint32_t)carry;
}

static void big_mul_pow10(big *b, uint32_t k) {
    static const uint32_t p10[10] = {1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000};
    for (; k >= 9; k -= 9) big_mul_small(b, p10[9]);
    big_mul_small(b, p10[k]);
}

static void big_shl(big *b, uint32_t bits) {
    uint32_t limbs = bits / 32, r = bits % 32;
    if (b->n + limbs + 1 > BIG_LIMBS) {
        b->over = 1;
        return;
    }
    memmove(b->v + limbs, b->v, b->n * sizeof b->v[0]);
    memset(b->v, 0, limbs * sizeof b->v[0]);
    b->n += limbs;
    if (r) {
        uint32_t carry = 0;
        for (uint32_t i = limbs; i < b->n; i++) {
            uint32_t x = b->v[i];
            b->v[i] = (x << r) | carry;
            carry = x >> (32 - r);
        }
        if (carry) b->v[b->n++] = carry;
    }
}

static int big_cmp(const big *a, const big *b) {
    uint32_t n = a->n > b->n ? a->n : b->n;
    for (uint32_t i = n; i-- > 0;) {
        uint32_t x = i < a->n ? a->v[i] : 0, y = i < b->n ? b->v[i] : 0;
        if (x != y) return x < y ? -1 : 1;
    }
    return 0;
}

/* M x 10^E against the midpoint above the positive double `bits`: -1, 0, 1; 2 when the
 * integers do not fit (not for a number this reader accepts). */
static int cmp_upper_mid(uint64_t m10, int32_t e10, uint64_t bits) {
    uint64_t frac = bits & 0xFFFFFFFFFFFFFull;
    int32_t ex = (int32_t)(bits >> 52);
    uint64_t m = ex ? frac | (1ull << 52) : frac;
    int32_t e = ex ? ex - 1075 : -1074; /* the double is m x 2^e */
    big a, b;                           /* a = M x 10^E, b = (2m + 1) x 2^(e - 1), both scaled */
    big_set(&a, m10);
    big_set(&b, 2 * m + 1);
    if (e10 >= 0) big_mul_pow10(&a, (uint32_t)e10);
    else big_mul_pow10(&b, (uint32_t)-e10);
    if (e - 1 >= 0) big_shl(&b, (uint32_t)(e - 1));
    else big_shl(&a, (uint32_t)(1 - e));
    if (a.over || b.over) return 2;
    return big_cmp(&a, &b);
}

/* The nearest double to m10 x 10^e10 (m10 > 0; -343 <= e10 + digits <= 310). */
static int nearest(uint64_t m10, int32_t e10, uint64_t *out) {
    static const double p10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    double d = (double)m10; /* the guess: a few units in the last place away at most */
    for (int32_t k = e10; k > 0; k -= 22) d *= p10[k > 22 ? 22 : k];
    for (int32_t k = -e10; k > 0; k -= 22) d /= p10[k > 22 ? 22 : k];
    uint64_t bits;
    memcpy(&bits, &d, 8);
    if (bits >= 0x7FF0000000000000ull) bits = 0x7FEFFFFFFFFFFFFFull;
    for (int step = 0; step < 4096; step++) {
        int up = cmp_upper_mid(m10, e10, bits);
        if (up == 2) return WARP_E_LIMIT;
        if (up > 0 || (up == 0 && (bits & 1))) {
            if (++bits >= 0x7FF0000000000000ull) return WARP_E_RANGE;
            continue;
        }
        if (bits) {
            int down = cmp_upper_mid(m10, e10, bits - 1);
            if (down == 2) return WARP_E_LIMIT;
            if (down < 0 || (down == 0 && (bits & 1))) {
                bits--;
                continue;
            }
        }
        *out = bits;
        return WARP_OK;
    }
    return WARP_E_LIMIT;
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }

/* Digits with at most one point: the first MAX_DIGITS significant ones in *m, the power of
 * ten they stand for in *e10 (a longer mantissa must end in zeros). */
static int mantissa(const char *s, size_t n, size_t *i, uint64_t *m, int32_t *e10, uint32_t *ndig) {
    int point = 0, any = 0;
    for (; *i < n && (is_digit(s[*i]) || (s[*i] == '.' && !point)); (*i)++) {
        if (s[*i] == '.') {
            point = 1;
            continue;
        }
        unsigned d = (unsigned)(s[*i] - '0');
        any = 1;
        if (*ndig == 0 && d == 0) {
            *e10 -= point;
        } else if (*ndig < MAX_DIGITS) {
            *m = *m * 10 + d;
            (*ndig)++;
            *e10 -= point;
        } else if (d) {
            return WARP_E_LIMIT; /* more digits than a double keeps */
        } else {
            *e10 += !point;
        }
        if (*e10 < -100000) return WARP_E_LIMIT;
    }
    return any ? WARP_OK : WARP_E_CORRUPT;
}

static int word_at(const char *s, size_t n, size_t i, const char *w) {
    size_t k = 0;
    while (w[k] && i + k < n && s[i + k] == w[k]) k++;
    return !w[k];
}

int warp__lua_parse_number(const char *s, size_t n, size_t *used, uint64_t *bits) {
    size_t i = 0;
    uint64_t sign = 0;
    if (i < n && (s[i] == '-' || s[i] == '+')) sign = s[i++] == '-' ? 1ull << 63 : 0;
    if (word_at(s, n, i, "inf") || word_at(s, n, i, "nan")) {
        *bits = sign | (s[i] == 'i' ? 0x7FF0000000000000ull : 0x7FF8000000000000ull);
        *used = i + 3;
        return WARP_OK;
    }
    uint64_t m = 0;
    int32_t e10 = 0;
    uint32_t ndig = 0;
    int rc = mantissa(s, n, &i, &m, &e10, &ndig);
    if (rc) return rc;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t j = i + 1;
        int neg = j < n && s[j] == '-';
        if (j < n && (s[j] == '-' || s[j] == '+')) j++;
        if (j >= n || !is_digit(s[j])) return WARP_E_CORRUPT;
        int32_t x = 0;
        for (; j < n && is_digit(s[j]); j++)
            if (x < 1000000) x = x * 10 + (s[j] - '0');
        e10 += neg ? -x : x;
        i = j;
    }
    *used = i;
    if (m == 0) {
        *bits = sign;
        return WARP_OK;
    }
    if (e10 + (int32_t)ndig > 310) return WARP_E_RANGE;
    if (e10 + (int32_t)ndig < -343) {
        *bits = sign; /* below half the smallest subnormal */
        return WARP_OK;
    }
    rc = nearest(m, e10, bits);
    *bits |= sign;
    return rc;
}
