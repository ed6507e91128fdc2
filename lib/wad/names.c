/* Names from the disc: harvesting name-like strings, the stem x suffix guesses hashed as
 * the DIR does (FACTS.md 8), and the two checks that reject chance matches, the kind
 * check and the order check (FACTS.md 1, page 002 "Names", docs/names.md). */
#include "wad_internal.h"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#define NAME_MAX_LEN 319 /* stem + suffix, NUL excluded */
#define RUN_MIN 3
#define RUN_MAX 255

/* Byte classes: NAME, the characters of a name (A-Z a-z 0-9 _ . - / \\); DELIM, what may
 * bound a harvested run: a NUL (C, Lua and RenderWare strings, NUL-padded records), white
 * space or text punctuation (object lists, scripts). Runs bounded by other bytes are mostly
 * chance runs inside binary data. A table: the harvest reads every byte of a disc. */
enum { NAME = 1, DELIM = 2 };
#define N4 NAME, NAME, NAME, NAME
static const uint8_t k_class[256] = {
    [0] = DELIM, ['\t'] = DELIM, ['\n'] = DELIM, ['\r'] = DELIM, [' '] = DELIM, ['"'] = DELIM, ['\''] = DELIM,
    ['{'] = DELIM, ['}'] = DELIM, ['('] = DELIM, [')'] = DELIM, ['['] = DELIM, [']'] = DELIM, [','] = DELIM,
    ['='] = DELIM, [':'] = DELIM, [';'] = DELIM, ['-'] = NAME, ['.'] = NAME, ['/'] = NAME, ['\\'] = NAME,
    ['_'] = NAME, ['0'] = N4, ['4'] = N4, ['8'] = NAME, ['9'] = NAME,
    ['A'] = N4, ['E'] = N4, ['I'] = N4, ['M'] = N4, ['Q'] = N4, ['U'] = N4, ['Y'] = NAME, ['Z'] = NAME,
    ['a'] = N4, ['e'] = N4, ['i'] = N4, ['m'] = N4, ['q'] = N4, ['u'] = N4, ['y'] = NAME, ['z'] = NAME,
};
static int name_char(uint8_t c) { return k_class[c] & NAME; }
static int delimiter(uint8_t c) { return k_class[c] & DELIM; }

static size_t str_len(const char *s) { /* the core imports no strlen */
    size_t n = 0;
    while (s[n]) n++;
    return n;
}

/* A NUL-padded char[cap] field: its length, 0 when it holds a non-name byte. */
static size_t field_len(const uint8_t *p, size_t cap) {
    size_t n = 0;
    while (n < cap && p[n]) n++;
    for (size_t i = 0; i < n; i++)
        if (!name_char(p[i])) return 0;
    return n;
}

/* A scene record's own name and the segment it chains to: the name cut to 15 characters
 * plus the suffix (docs/format-scene.md). Header: name +0x08, suffix +0x18; segment:
 * name +0x04, suffix +0x14. Both with ".scn" (page 002 "How"). */
static int scene_names(const uint8_t *p, size_t len, warp_string_cb cb, void *user) {
    if (len < 0x20) return 0;
    int header = rd32(p + 4) == 0 && p[8];
    size_t name_at = header ? 8 : 4, suffix_at = header ? 0x18 : 0x14;
    size_t n = field_len(p + name_at, 16), k = field_len(p + suffix_at, 4);
    if (!n) return 0;
    char buf[32];
    memcpy(buf, p + name_at, n);
    memcpy(buf + n, ".scn", 4);
    int rc = cb(user, buf, n + 4, WARP_HARVEST_RECORD);
    if (rc || !k) return rc;
    if (n > 15) n = 15;
    memcpy(buf + n, p + suffix_at, k);
    memcpy(buf + n + k, ".scn", 4);
    return cb(user, buf, n + k + 4, WARP_HARVEST_RECORD);
}

/* A run right after a RenderWare string section header (0x02: texture, mask names) or a
 * frame's node name (0x0253F2FE, no NUL): the section's size bounds it (page 000). The
 * stamp word before the run is no delimiter, and a node name runs on into the next header. */
static size_t rw_string_len(const uint8_t *p, size_t start) {
    if (start < 12) return 0;
    uint32_t type = rd32(p + start - 12), size = rd32(p + start - 8);
    return (type == 0x02u || type == 0x0253F2FEu) && size > 0 && size <= RUN_MAX ? size : 0;
}

/* Only a run of RUN_MIN (3) name bytes can give a string, so the scan skips ahead while
 * no position holds three name bytes in a row: a run starting in the skipped span ends
 * within it (its tail is scanned as a run of at most 2, which gives nothing), so the
 * strings found are the byte-by-byte scan's. Binary data (texels, vertices) mostly skips. */
#if defined(__SSE2__)
static __m128i in_range(__m128i x, uint8_t lo, uint8_t hi) {
    __m128i t = _mm_sub_epi8(x, _mm_set1_epi8((char)lo));
    return _mm_cmpeq_epi8(_mm_min_epu8(t, _mm_set1_epi8((char)(hi - lo))), t);
}

/* The name bytes of p[0..16) as bits: - . / 0-9, letters (| 0x20 folds A-Z onto a-z and
 * nothing else onto them), \\ and _ (k_class's NAME). */
static uint32_t name_mask16(const uint8_t *p) {
    __m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i m = _mm_or_si128(in_range(x, '-', '9'), in_range(_mm_or_si128(x, _mm_set1_epi8(0x20)), 'a', 'z'));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('\\')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('_')));
    return (uint32_t)_mm_movemask_epi8(m);
}

/* 16 bytes a step, each mask computed once: three = the positions starting 3 name bytes. */
static size_t skip_short_runs(const uint8_t *p, size_t i, size_t len) {
    if (len - i < 32) return i;
    uint32_t cur = name_mask16(p + i);
    while (len - i >= 32) {
        uint32_t m = cur | name_mask16(p + i + 16) << 16;
        uint32_t three = m & m >> 1 & m >> 2 & 0xFFFFu;
        if (three) return i + (size_t)__builtin_ctz(three);
        cur = m >> 16;
        i += 16;
    }
    return i;
}
#else
static size_t skip_short_runs(const uint8_t *p, size_t i, size_t len) {
    while (len - i >= RUN_MIN && !(k_class[p[i + 2]] & NAME)) i += 3;
    return i;
}
#endif

int warp_names_harvest(const void *buf, size_t len, int kind, warp_string_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    const uint8_t *p = buf;
    size_t i = 0;
    while (i < len) {
        i = skip_short_runs(p, i, len);
        if (i >= len) break;
        if (!(k_class[p[i]] & NAME)) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && (k_class[p[i]] & NAME)) i++;
        size_t n = i - start, rw = rw_string_len(p, start);
        int bounded = (start == 0 || delimiter(p[start - 1])) && (i == len || delimiter(p[i]));
        if (rw && n > rw) i = start + (n = rw); /* the rest is scanned on its own */
        if ((bounded || rw) && n >= RUN_MIN && n <= RUN_MAX) {
            int rc = cb(user, (const char *)p + start, n, WARP_HARVEST_TEXT);
            if (rc) return rc;
        }
    }
    return kind == WARP_KIND_SCENE ? scene_names(p, len, cb, user) : WARP_OK;
}

int warp_names_try(const warp_wad *w, const char *stem, size_t stem_len, const char *const *suffixes, size_t n,
                   warp_name_hit_cb cb, void *user, uint64_t *tried) {
    if (!w || !stem || !suffixes || !cb) return WARP_E_ARG;
    if (stem_len > NAME_MAX_LEN) return WARP_OK;
    char name[NAME_MAX_LEN + 1];
    memcpy(name, stem, stem_len);
    uint32_t reg = warp__crc_lower(warp__name_hash_start(), stem, stem_len);
    uint64_t count = 0;
    int rc = WARP_OK;
    for (size_t s = 0; s < n && rc == WARP_OK; s++) {
        if (!suffixes[s]) {
            rc = WARP_E_ARG;
            break;
        }
        size_t k = str_len(suffixes[s]);
        if (k > NAME_MAX_LEN - stem_len) continue;
        count++;
        uint32_t index;
        int found = warp_wad_find_hash(w, ~warp__crc_lower(reg, suffixes[s], k), &index);
        if (found == WARP_E_ARG) {
            rc = found;
        } else if (found == WARP_OK) {
            memcpy(name + stem_len, suffixes[s], k);
            name[stem_len + k] = 0;
            rc = cb(user, index, name, stem_len + k);
        }
    }
    if (tried) *tried += count;
    return rc;
}

/* The extension each kind's names carry (page 002, "Kinds of entry"). */
static const struct {
    int kind;
    const char *ext;
} k_fits[] = {
    {WARP_KIND_PACK, ".pak"},          {WARP_KIND_ANIMATION, ".anm"},       {WARP_KIND_LEVEL, ".lev"},
    {WARP_KIND_GLOBAL, ".glr"},        {WARP_KIND_SCENE_LIST, ".cnk"},      {WARP_KIND_WORLD_PART, ".sec"},
    {WARP_KIND_WORLD_STREAM, ".wld"},  {WARP_KIND_WORLD_MANIFEST, ".mem"},  {WARP_KIND_LUA, ".lua"},
    {WARP_KIND_SCENE, ".scn"},         {WARP_KIND_SOUND_INDEX, ".msd"},     {WARP_KIND_SOUND_BANK, ".msb"},
    {WARP_KIND_FONT_METRICS, ".met"},  {WARP_KIND_BITMAP, ".bmp"},          {WARP_KIND_ICON, ".ico"},
    {WARP_KIND_OBJECT_LIST, ".txt"},
};

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

int warp_name_fits_kind(const char *name, int kind) {
    if (!name) return 0;
    size_t n = str_len(name);
    if (n < 5) return 0; /* at least one character before the extension */
    const char *e = name + n - 4;
    for (size_t i = 0; i < sizeof k_fits / sizeof k_fits[0]; i++) {
        if (k_fits[i].kind != kind) continue;
        const char *x = k_fits[i].ext;
        return lower(e[0]) == x[0] && lower(e[1]) == x[1] && lower(e[2]) == x[2] && lower(e[3]) == x[3];
    }
    return 0;
}

/* FACTS.md 1 */
int warp__name_cmp_upper(const char *a, const char *b) {
    const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
    for (;; x++, y++) {
        int cx = *x >= 'a' && *x <= 'z' ? *x - 32 : *x, cy = *y >= 'a' && *y <= 'z' ? *y - 32 : *y;
        if (cx != cy || !cx) return cx - cy;
    }
}

/* a < b, with NULL standing for "no bound". */
static int before(const char *a, const char *b) { return !a || !b || warp__name_cmp_upper(a, b) < 0; }

/* Pass 1: a candidate in order with its nearest candidate neighbours on both sides. */
static void order_local(const char *const *names, uint32_t count, uint32_t first, uint8_t *keep) {
    const char *prev = NULL;
    for (uint32_t i = first; i < count; i++) {
        if (!names[i]) continue;
        const char *next = NULL;
        for (uint32_t j = i + 1; j < count && !next; j++) next = names[j];
        keep[i] = (uint8_t)(before(prev, names[i]) && before(names[i], next));
        prev = names[i];
    }
}

/* Pass 1 can keep two names out of order with rejected ones between them ("m z a b" keeps
 * m and b): walk the kept ones and drop both of any pair out of order, so the kept names
 * ascend. The walk back to the previous kept one crosses each entry once. */
static void order_consistent(const char *const *names, uint32_t count, uint32_t first, uint8_t *keep) {
    uint32_t top = UINT32_MAX; /* the last kept so far, none */
    for (uint32_t i = first; i < count; i++) {
        if (!keep[i]) continue;
        if (top == UINT32_MAX || before(names[top], names[i])) {
            top = i;
            continue;
        }
        keep[i] = keep[top] = 0;
        uint32_t j = top;
        top = UINT32_MAX;
        while (j > first && top == UINT32_MAX)
            if (keep[--j]) top = j;
    }
}

/* Pass 3: between two kept names (or an end), the rejected candidates that sort between
 * them are kept only if they are all in order among themselves. */
static void order_gap(const char *const *names, uint8_t *keep, uint32_t from, uint32_t to, const char *lo,
                      const char *hi) {
    const char *prev = lo;
    for (uint32_t i = from; i < to; i++) {
        if (!names[i] || !before(lo, names[i]) || !before(names[i], hi)) continue;
        if (!before(prev, names[i])) return; /* a disagreement: none of the gap is kept */
        prev = names[i];
    }
    for (uint32_t i = from; i < to; i++)
        if (names[i] && before(lo, names[i]) && before(names[i], hi)) keep[i] = 1;
}

int warp_names_order(const char *const *names, uint32_t count, uint32_t first, uint8_t *keep) {
    if (!names || !keep) return WARP_E_ARG;
    if (count > (uint32_t)INT32_MAX) return WARP_E_LIMIT;
    for (uint32_t i = 0; i < count; i++) keep[i] = (uint8_t)(i < first && names[i]);
    if (first < count) {
        order_local(names, count, first, keep);
        order_consistent(names, count, first, keep);
        uint32_t from = first;
        const char *lo = NULL;
        for (uint32_t i = first; i <= count; i++) {
            if (i < count && !(names[i] && keep[i])) continue;
            const char *hi = i < count ? names[i] : NULL;
            if (i > from) order_gap(names, keep, from, i, lo, hi);
            lo = hi;
            from = i + 1;
        }
    }
    int kept = 0;
    for (uint32_t i = 0; i < count; i++) kept += keep[i];
    return kept;
}
