/* Colour quantisation (warp/texture.h, docs/format-textures.md "Re-encoding edited
 * pixels"): median cut seeded, k-means refined, over the image's distinct colours with
 * their pixel counts, so its cost follows the colours, not the pixels. Colours are keys
 * r<<24 | g<<16 | b<<8 | a: ascending keys are ascending RGBA byte order, and every sort
 * has a total order, so the result is deterministic whatever sort runs it. The caller
 * gives the memory (warp_quantize_work_size); nothing is allocated. */
#include "../internal.h"

/* k-means passes after the median cut; each moves every entry to the mean of the
 * colours nearest to it. The error stops falling noticeably after a few. */
#define KMEANS_PASSES 6

typedef struct qcolour {
    uint32_t key, count;
} qcolour;

/* The work memory, carved from the caller's buffer (8-byte aligned first). */
typedef struct qwork {
    uint64_t (*sum)[5]; /* 256 k-means accumulators */
    qcolour *c;         /* n distinct colours with their counts */
    uint32_t *keys;     /* n keys, sorted */
    uint16_t *owner;    /* n: each colour's entry in k-means */
} qwork;

#define SUM_BYTES (256u * 5u * 8u)

size_t warp_quantize_work_size(size_t n) {
    if (n > (SIZE_MAX - SUM_BYTES - 8) / 14) return 0;
    return 8 + SUM_BYTES + n * 14;
}

static int carve(void *work, size_t work_len, size_t n, qwork *q) {
    size_t need = warp_quantize_work_size(n);
    if (!work || !need) return WARP_E_ARG;
    if (work_len < need) return WARP_E_DST_SMALL;
    uint8_t *p = (uint8_t *)work;
    p += (8 - ((uintptr_t)p & 7)) & 7;
    q->sum = (uint64_t(*)[5])(void *)p;
    q->c = (qcolour *)(void *)(p + SUM_BYTES);
    q->keys = (uint32_t *)(void *)(p + SUM_BYTES + n * 8);
    q->owner = (uint16_t *)(void *)(p + SUM_BYTES + n * 12);
    return WARP_OK;
}

static uint32_t key_of(const uint8_t *c) {
    return (uint32_t)c[0] << 24 | (uint32_t)c[1] << 16 | (uint32_t)c[2] << 8 | c[3];
}
static unsigned chan(uint32_t key, unsigned k) { return key >> (24 - 8 * k) & 255u; }

/* ---- sorting (heapsort: no qsort in the freestanding core) ------------------------ */
static void sift_keys(uint32_t *a, size_t at, size_t n) {
    for (size_t child; (child = 2 * at + 1) < n; at = child) {
        if (child + 1 < n && a[child + 1] > a[child]) child++;
        if (a[at] >= a[child]) return;
        uint32_t t = a[at];
        a[at] = a[child], a[child] = t;
    }
}
static void sort_keys(uint32_t *a, size_t n) {
    for (size_t i = n / 2; i-- > 0;) sift_keys(a, i, n);
    for (size_t end = n; end-- > 1;) {
        uint32_t t = a[0];
        a[0] = a[end], a[end] = t;
        sift_keys(a, 0, end);
    }
}

/* Channel `axis` first, the whole key after (keys are distinct: a total order). */
static int colour_less(const qcolour *x, const qcolour *y, unsigned axis) {
    unsigned p = chan(x->key, axis), q = chan(y->key, axis);
    return p != q ? p < q : x->key < y->key;
}
static void sift_colours(qcolour *a, size_t at, size_t n, unsigned axis) {
    for (size_t child; (child = 2 * at + 1) < n; at = child) {
        if (child + 1 < n && colour_less(&a[child], &a[child + 1], axis)) child++;
        if (!colour_less(&a[at], &a[child], axis)) return;
        qcolour t = a[at];
        a[at] = a[child], a[child] = t;
    }
}
static void sort_colours(qcolour *a, size_t n, unsigned axis) {
    for (size_t i = n / 2; i-- > 0;) sift_colours(a, i, n, axis);
    for (size_t end = n; end-- > 1;) {
        qcolour t = a[0];
        a[0] = a[end], a[end] = t;
        sift_colours(a, 0, end, axis);
    }
}

/* The sorted distinct keys of the pixels into q->keys and (when counts) q->c with how
 * many pixels have each. Returns how many. */
static size_t distinct(const uint8_t *rgba, size_t n, qwork *q, int counts) {
    uint32_t *keys = q->keys;
    for (size_t i = 0; i < n; i++) keys[i] = key_of(rgba + i * 4);
    sort_keys(keys, n);
    size_t m = 0;
    for (size_t i = 0; i < n; i++) {
        if (m && keys[m - 1] == keys[i]) {
            if (counts) q->c[m - 1].count++;
            continue;
        }
        if (counts) q->c[m] = (qcolour){keys[i], 1};
        keys[m++] = keys[i];
    }
    return m;
}

/* The lowest-index entry at the least squared RGBA distance. A candidate is dropped as
 * soon as its partial sum reaches the best so far. */
static unsigned nearest(const uint8_t *palette, unsigned colors, uint32_t key) {
    int c[4] = {(int)chan(key, 0), (int)chan(key, 1), (int)chan(key, 2), (int)chan(key, 3)};
    unsigned best = 0;
    uint32_t best_d = UINT32_MAX;
    for (unsigned i = 0; i < colors && best_d; i++) {
        const uint8_t *p = palette + i * 4;
        uint32_t d = 0;
        for (unsigned k = 0; k < 4 && d < best_d; k++) d += (uint32_t)((p[k] - c[k]) * (p[k] - c[k]));
        if (d < best_d) best_d = d, best = i;
    }
    return best;
}

/* ---- median cut and k-means ----------------------------------------------------- */
/* A median-cut box: colours [lo, hi) of the working array, its weighted squared error
 * around its mean and the channel along which that error is largest. */
typedef struct box {
    size_t lo, hi;
    double sse;
    unsigned axis;
} box;

static void box_measure(const qcolour *c, box *b) {
    double n = 0, s[4] = {0}, q[4] = {0};
    for (size_t i = b->lo; i < b->hi; i++)
        for (unsigned k = 0; k < 4; k++) {
            double v = chan(c[i].key, k), w = c[i].count;
            s[k] += w * v, q[k] += w * v * v;
            if (!k) n += w;
        }
    b->sse = 0, b->axis = 0;
    double top = -1;
    for (unsigned k = 0; k < 4; k++) {
        double var = q[k] - s[k] * s[k] / n;
        b->sse += var;
        if (var > top) top = var, b->axis = k;
    }
}

/* The count-weighted, rounded mean of colours [lo, hi). */
static void mean_of(const qcolour *c, size_t lo, size_t hi, uint8_t *out) {
    uint64_t n = 0, s[4] = {0};
    for (size_t i = lo; i < hi; i++) {
        n += c[i].count;
        for (unsigned k = 0; k < 4; k++) s[k] += (uint64_t)c[i].count * chan(c[i].key, k);
    }
    for (unsigned k = 0; k < 4; k++) out[k] = (uint8_t)((s[k] + n / 2) / n);
}

/* Box b split at the weighted median of its widest channel into b and *right. */
static void split(qcolour *c, box *b, box *right) {
    sort_colours(c + b->lo, b->hi - b->lo, b->axis);
    uint64_t total = 0, run = 0;
    for (size_t i = b->lo; i < b->hi; i++) total += c[i].count;
    size_t cut = b->lo + 1;
    for (size_t i = b->lo; i < b->hi - 1; i++) {
        run += c[i].count;
        cut = i + 1;
        if (2 * run >= total) break;
    }
    *right = (box){cut, b->hi, 0, 0};
    b->hi = cut;
    box_measure(c, b);
    box_measure(c, right);
}

/* Split the box of largest error until there are `colors` boxes (or no box holds two
 * colours). Returns the box count. */
static unsigned median_cut(qcolour *c, size_t m, unsigned colors, box *boxes) {
    unsigned nb = 1;
    boxes[0] = (box){0, m, 0, 0};
    box_measure(c, &boxes[0]);
    while (nb < colors) {
        unsigned pick = nb;
        for (unsigned i = 0; i < nb; i++)
            if (boxes[i].hi - boxes[i].lo > 1 && (pick == nb || boxes[i].sse > boxes[pick].sse)) pick = i;
        if (pick == nb) break;
        split(c, &boxes[pick], &boxes[nb]);
        nb++;
    }
    return nb;
}

/* Move each entry to the mean of the colours nearest to it; an entry nobody picks
 * stays. Stops early once no colour changes entry. */
static void kmeans(const qcolour *c, size_t m, uint8_t *palette, unsigned colors, qwork *q) {
    for (int pass = 0; pass < KMEANS_PASSES; pass++) {
        int moved = 0;
        memset(q->sum, 0, colors * sizeof *q->sum);
        for (size_t i = 0; i < m; i++) {
            unsigned j = nearest(palette, colors, c[i].key);
            if (!pass || q->owner[i] != j) moved = 1;
            q->owner[i] = (uint16_t)j;
            for (unsigned k = 0; k < 4; k++) q->sum[j][k] += (uint64_t)c[i].count * chan(c[i].key, k);
            q->sum[j][4] += c[i].count;
        }
        if (!moved) break;
        for (unsigned j = 0; j < colors; j++)
            for (unsigned k = 0; q->sum[j][4] && k < 4; k++)
                palette[j * 4 + k] = (uint8_t)((q->sum[j][k] + q->sum[j][4] / 2) / q->sum[j][4]);
    }
}

/* ---- public ----------------------------------------------------------------------- */
static unsigned quantize(const uint8_t *rgba, size_t n, unsigned colors, uint8_t *palette, qwork *q) {
    memset(palette, 0, colors * 4);
    size_t m = distinct(rgba, n, q, 1);
    if (m <= colors) { /* exact: the colours themselves, in key order */
        for (size_t i = 0; i < m; i++)
            for (unsigned k = 0; k < 4; k++) palette[i * 4 + k] = (uint8_t)chan(q->c[i].key, k);
        return (unsigned)m;
    }
    box boxes[256];
    unsigned nb = median_cut(q->c, m, colors, boxes);
    for (unsigned i = 0; i < nb; i++) mean_of(q->c, boxes[i].lo, boxes[i].hi, palette + i * 4);
    kmeans(q->c, m, palette, nb, q);
    return nb;
}

int warp_quantize_palette(const uint8_t *rgba, size_t n, uint32_t colors, uint8_t *palette, void *work,
                          size_t work_len, uint32_t *used) {
    if (used) *used = 0;
    if ((!rgba && n) || !palette || colors < 1 || colors > 256) return WARP_E_ARG;
    qwork q;
    int rc = carve(work, work_len, n, &q);
    if (rc) return rc;
    unsigned u = quantize(rgba, n, colors, palette, &q);
    if (used) *used = u;
    return WARP_OK;
}

/* Each pixel's nearest entry through the sorted distinct keys (each colour looked up once). */
static void map(const uint8_t *rgba, size_t n, const uint8_t *palette, unsigned colors, uint8_t *indices,
                qwork *q) {
    size_t m = distinct(rgba, n, q, 0);
    uint8_t *entry = (uint8_t *)q->c; /* m bytes; c is unused when mapping */
    for (size_t i = 0; i < m; i++) entry[i] = (uint8_t)nearest(palette, colors, q->keys[i]);
    for (size_t i = 0; i < n; i++) {
        uint32_t k = key_of(rgba + i * 4);
        size_t lo = 0, hi = m; /* k is among keys[0..m) */
        while (hi - lo > 1) {
            size_t mid = lo + (hi - lo) / 2;
            if (q->keys[mid] <= k) lo = mid; else hi = mid;
        }
        indices[i] = entry[lo];
    }
}

int warp_quantize_map(const uint8_t *rgba, size_t n, const uint8_t *palette, uint32_t colors, uint8_t *indices,
                      void *work, size_t work_len) {
    if ((!rgba || !indices) && n) return WARP_E_ARG;
    if (!palette || colors < 1 || colors > 256) return WARP_E_ARG;
    qwork q;
    int rc = carve(work, work_len, n, &q);
    if (rc) return rc;
    map(rgba, n, palette, colors, indices, &q);
    return WARP_OK;
}

/* 1 when every pixel's colour is its entry's exactly. */
static int exact(const uint8_t *rgba, size_t n, const uint8_t *pal, const uint8_t *idx) {
    for (size_t i = 0; i < n; i++)
        if (memcmp(pal + idx[i] * 4, rgba + i * 4, 4)) return 0;
    return 1;
}

/* old with its entries no colour uses replaced by the fresh colours (used <= colors):
 * an old entry holding one of the colours keeps its slot (the first of equal ones),
 * the other colours take the remaining slots in order. */
static void extend(const uint8_t *old, unsigned colors, const uint8_t *fresh, unsigned used, uint8_t *pal) {
    uint8_t keep[256] = {0}, placed[256] = {0};
    memcpy(pal, old, colors * 4);
    for (unsigned i = 0; i < used; i++)
        for (unsigned j = 0; j < colors; j++)
            if (!memcmp(old + j * 4, fresh + i * 4, 4)) {
                keep[j] = placed[i] = 1; /* fresh colours are distinct: j is nobody else's */
                break;
            }
    unsigned slot = 0;
    for (unsigned i = 0; i < used; i++) {
        if (placed[i]) continue;
        while (keep[slot]) slot++; /* a free slot exists: used <= colors */
        memcpy(pal + slot * 4, fresh + i * 4, 4);
        keep[slot] = 1;
    }
}

int warp_quantize_repalette(const uint8_t *rgba, size_t n, const uint8_t *old_palette, uint32_t colors,
                            uint8_t *palette, uint8_t *indices, void *work, size_t work_len) {
    if (((!rgba || !indices) && n) || !old_palette || !palette || colors < 1 || colors > 256) return WARP_E_ARG;
    qwork q;
    int rc = carve(work, work_len, n, &q);
    if (rc) return rc;
    map(rgba, n, old_palette, colors, indices, &q);
    if (exact(rgba, n, old_palette, indices)) { /* every colour in the old palette */
        memmove(palette, old_palette, colors * 4);
        return WARP_OK;
    }
    uint8_t fresh[1024];
    unsigned used = quantize(rgba, n, colors, fresh, &q);
    map(rgba, n, fresh, used, indices, &q);
    if (!exact(rgba, n, fresh, indices)) { /* more colours than entries: quantised */
        memcpy(palette, fresh, colors * 4);
        return WARP_OK;
    }
    uint8_t old[1024];
    memcpy(old, old_palette, colors * 4); /* palette may be old_palette */
    extend(old, colors, fresh, used, palette);
    map(rgba, n, palette, colors, indices, &q);
    return WARP_OK;
}
