/* The sound tables of warriors.glr (sound list 0x29, classes 0x48, stereo table 0x49,
 * music list 0x31) and a bank index (.msd): FACTS.md 7, FACTS-2.md 6.6/6.7. Each walk
 * checks the whole table before its first callback. */
#include "../internal.h"

/* The game's rate table (73 u16 at 0x0050a9e0), index -> Hz. */
static const uint16_t rates[WARP_SOUND_RATE_COUNT] = {
    0,     750,   1500,  2250,  3000,  3750,  4500,  5250,  6000,  6750,  7500,  8000,  8250,  9000,  9750,
    10500, 11000, 11025, 11250, 12000, 12750, 13500, 14250, 15000, 15750, 16000, 16500, 17250, 18000, 18750,
    19500, 20250, 21000, 21750, 22050, 22250, 22500, 23250, 24000, 24750, 25500, 26250, 27000, 27750, 28500,
    29250, 30000, 30750, 31500, 32250, 33000, 33750, 34500, 35250, 36000, 36750, 37500, 38250, 39000, 39750,
    40500, 41250, 42000, 42750, 43500, 44100, 44250, 45000, 45750, 46500, 47250, 48000, 9999};

uint32_t warp_sound_rate(uint32_t rate_index) { return rate_index < WARP_SOUND_RATE_COUNT ? rates[rate_index] : 0; }

/* A count word at +0 followed (from `first`) by count records of `rec` bytes. */
static int counted(const uint8_t *p, size_t len, const warp_limits *limits, size_t first, size_t rec,
                   uint32_t *count) {
    warp_limits lim;
    warp__limits(&lim, limits);
    if (len < first) return WARP_E_TRUNCATED;
    *count = rd32(p);
    if (*count > lim.max_count) return WARP_E_LIMIT;
    size_t bytes;
    if (!mul_ok(*count, rec, &bytes) || !span_ok(len, first, bytes)) return WARP_E_TRUNCATED;
    return WARP_OK;
}

static void sound_record(const uint8_t *p, uint32_t i, warp_sound_info *s) {
    const uint8_t *r = p + 4 + (size_t)i * 16; /* records from +4, not +16 (FACTS.md 7) */
    *s = (warp_sound_info){.index = i, .size = rd32(r), .offset = rd32(r + 4), .hash = rd32(r + 8)};
    s->pitch_variation = r[12], s->volume = r[13], s->rate_index = r[14], s->class_index = r[15];
    s->rate = warp_sound_rate(s->rate_index);
}

static uint32_t sound_hash(const uint8_t *p, uint32_t i) { return rd32(p + 4 + (size_t)i * 16 + 8); }

int warp_sound_list_foreach(const void *buf, size_t len, const warp_limits *limits, warp_sound_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    const uint8_t *p = buf;
    uint32_t n;
    int rc = counted(p, len, limits, 4, 16, &n);
    if (rc != WARP_OK) return rc;
    for (uint32_t i = 0; i < n; i++) {
        warp_sound_info s;
        sound_record(p, i, &s);
        if (cb(user, &s)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_sound_list_get(const void *buf, size_t len, const warp_limits *limits, uint32_t index,
                        warp_sound_info *out) {
    if (!buf || !out) return WARP_E_ARG;
    uint32_t n;
    int rc = counted(buf, len, limits, 4, 16, &n);
    if (rc != WARP_OK) return rc;
    if (index >= n) return WARP_E_RANGE;
    sound_record(buf, index, out);
    return WARP_OK;
}

/* The table is sorted by hash for the game's binary search (FACTS-2 6.7); hashes may
 * repeat, so find the lowest record of the run and count it. */
int warp_sound_list_find(const void *buf, size_t len, const warp_limits *limits, uint32_t hash,
                         warp_sound_info *out, uint32_t *matches) {
    if (!buf || !out) return WARP_E_ARG;
    const uint8_t *p = buf;
    uint32_t n;
    int rc = counted(p, len, limits, 4, 16, &n);
    if (rc != WARP_OK) return rc;
    uint32_t lo = 0, hi = n; /* lower bound: the first record whose hash is >= hash */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (sound_hash(p, mid) < hash)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == n || sound_hash(p, lo) != hash) return WARP_E_NOT_FOUND;
    uint32_t end = lo + 1;
    while (end < n && sound_hash(p, end) == hash) end++; /* a run of repeats: a handful on the disc */
    sound_record(p, lo, out);
    if (matches) *matches = end - lo;
    return WARP_OK;
}

int warp_sound_class_foreach(const void *buf, size_t len, const warp_limits *limits, warp_sound_class_cb cb,
                             void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, limits);
    const uint8_t *p = buf;
    size_t n = 0;
    while (n < len / 5 && p[n * 5 + 4] != 0) n++; /* no count: 0 channels is padding */
    if (n > lim.max_count) return WARP_E_LIMIT;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *r = p + i * 5;
        warp_sound_class_info c = {.index = (uint32_t)i, .near_m = r[0], .far_raw = r[1], .flags = r[2]};
        c.priority = r[3], c.channels = r[4];
        if (cb(user, &c)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_stereo_foreach(const void *buf, size_t len, const warp_limits *limits, warp_stereo_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    const uint8_t *p = buf;
    uint32_t n;
    int rc = counted(p, len, limits, 16, 16, &n);
    if (rc != WARP_OK) return rc;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *r = p + 16 + (size_t)i * 16;
        warp_stereo_info s = {.index = i, .hash = rd32(r)};
        s.layout.channels = 2, s.layout.interleave = rd32(r + 4), s.layout.last_block = rd32(r + 8);
        s.layout.blocks = rd32(r + 12);
        if (cb(user, &s)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_music_foreach(const void *buf, size_t len, const warp_limits *limits, warp_music_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    const uint8_t *p = buf;
    uint32_t n;
    int rc = counted(p, len, limits, 4, 104, &n);
    if (rc != WARP_OK) return rc;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *r = p + 4 + (size_t)i * 104;
        warp_music_info m = {.index = i, .rate = rd32(r + 4), .unknown_08 = rd32(r + 8), .unknown_0c = rd32(r + 12)};
        m.volume = rdf32(r), m.offset = rd32(r + 0x10), m.hash = rd32(r + 0x24);
        m.layout.channels = rd32(r + 0x14), m.layout.interleave = rd32(r + 0x18), m.layout.blocks = rd32(r + 0x1C);
        m.layout.last_block = rd32(r + 0x20);
        for (size_t k = 0; k < 64 && r[0x28 + k]; k++) m.name[k] = (char)r[0x28 + k];
        if (cb(user, &m)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_bank_foreach(const void *msd, size_t msd_len, size_t bank_len, const warp_limits *limits, warp_bank_cb cb,
                      void *user) {
    if (!msd || !cb) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, limits);
    const uint8_t *p = msd;
    size_t n = 0;
    for (;; n++) { /* the pairs up to the zero pair, checked before any is reported */
        if (!span_ok(msd_len, n * 8, 8)) return WARP_E_TRUNCATED;
        uint32_t hash = rd32(p + n * 8), off = rd32(p + n * 8 + 4);
        if (hash == 0 && off == 0) break;
        if (n >= lim.max_count) return WARP_E_LIMIT;
        if (off >= bank_len) return WARP_E_RANGE;
        if (n > 0 && off < rd32(p + n * 8 - 4)) return WARP_E_CORRUPT;
    }
    for (size_t i = 0; i < n; i++) {
        uint32_t off = rd32(p + i * 8 + 4);
        size_t end = i + 1 < n ? rd32(p + i * 8 + 12) : bank_len;
        warp_bank_sound_info b = {.index = (uint32_t)i, .hash = rd32(p + i * 8), .offset = off};
        b.span = end - off > UINT32_MAX ? UINT32_MAX : (uint32_t)(end - off);
        if (cb(user, &b)) return WARP_STOPPED;
    }
    return WARP_OK;
}
