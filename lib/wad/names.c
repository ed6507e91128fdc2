/* Names from the disc: harvesting name-like strings, the stem x suffix guesses hashed as
 * the DIR does (FACTS.md 8), and the two checks that reject chance matches, the kind
 * check and the order check (FACTS.md 1, page 002 "Names", docs/names.md). */
#include "internal.h"

#define NAME_MAX_LEN 319 /* stem + suffix, NUL excluded */
#define RUN_MIN 3
#define RUN_MAX 255

static int name_char(uint8_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '-' || c == '/' || c == '\\';
}

/* What may bound a harvested run: the ends of the buffer, a NUL (C, Lua and RenderWare
 * strings, NUL-padded records), white space or text punctuation (object lists, scripts).
 * Runs bounded by other bytes are mostly chance runs inside binary data. */
static int delimiter(uint8_t c) {
    return c == 0 || c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '"' || c == '\'' || c == '{' ||
           c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ',' || c == '=' || c == ':' || c == ';';
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

int warp_names_harvest(const void *buf, size_t len, int kind, warp_string_cb cb, void *user) {
    if ((!buf && len) || !cb) return WARP_E_ARG;
    const uint8_t *p = buf;
    size_t i = 0;
    while (i < len) {
        if (!name_char(p[i])) {
            i++;
            continue;
        }
        size_t start = i;
        while (i < len && name_char(p[i])) i++;
        size_t n = i - start;
        int bounded = (start == 0 || delimiter(p[start - 1])) && (i == len || delimiter(p[i]));
        if (bounded && n >= RUN_MIN && n <= RUN_MAX) {
            int rc = cb(user, (const char *)p + start, n, WARP_HARVEST_TEXT);
            if (rc) return rc;
        }
    }
    return kind == WARP_KIND_SCENE ? scene_names(p, len, cb, user) : WARP_OK;
}

int warp_names_try(const warp_wad *w, const char *stem, size_t stem_len, const char *const *suffixes, size_t n,
                   warp_name_hit_cb cb, void *user, uint64_t *tried) {
    if (!w || (!stem && stem_len) || (!suffixes && n) || !cb) return WARP_E_ARG;
    if (stem_len > NAME_MAX_LEN) return WARP_OK;
    char name[NAME_MAX_LEN + 1];
    if (stem_len) memcpy(name, stem, stem_len);
    uint32_t reg = warp__crc_lower(warp__name_hash_start(), stem, stem_len);
    uint64_t count = 0;
    int rc = WARP_OK;
    for (size_t s = 0; s < n && rc == WARP_OK; s++) {
        if (!suffixes[s]) {
            rc = WARP_E_ARG;
            break;
        }
        size_t k = strlen(suffixes[s]);
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
    size_t n = strlen(name);
    if (n < 5) return 0; /* at least one character before the extension */
    const char *e = name + n - 4;
    for (size_t i = 0; i < sizeof k_fits / sizeof k_fits[0]; i++) {
        if (k_fits[i].kind != kind) continue;
        const char *x = k_fits[i].ext;
        return lower(e[0]) == x[0] && lower(e[1]) == x[1] && lower(e[2]) == x[2] && lower(e[3]) == x[3];
    }
    return 0;
}

/* ASCII order of the upper-cased names (FACTS.md 1): <0, 0, >0. */
static int cmp_upper(const char *a, const char *b) {
    const uint8_t *x = (const uint8_t *)a, *y = (const uint8_t *)b;
    for (;; x++, y++) {
        int cx = *x >= 'a' && *x <= 'z' ? *x - 32 : *x, cy = *y >= 'a' && *y <= 'z' ? *y - 32 : *y;
        if (cx != cy || !cx) return cx - cy;
    }
}

/* a < b, with NULL standing for "no bound". */
static int before(const char *a, const char *b) { return !a || !b || cmp_upper(a, b) < 0; }

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

/* Pass 2: between two kept names (or an end), the rejected candidates that sort between
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
    if (count && (!names || !keep)) return WARP_E_ARG;
    if (count > (uint32_t)INT32_MAX) return WARP_E_LIMIT;
    for (uint32_t i = 0; i < count; i++) keep[i] = (uint8_t)(i < first && names[i]);
    if (first < count) {
        order_local(names, count, first, keep);
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
