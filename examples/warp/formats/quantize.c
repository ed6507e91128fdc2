/* Median cut seeded, k-means refined colour quantisation (quantize.h). Works on the
 * image's distinct colours with their pixel counts, so its cost follows the colours,
 * not the pixels. Colours are keys r<<24 | g<<16 | b<<8 | a: ascending keys are
 * ascending RGBA byte order, and every sort has a total order (deterministic). */
#include "formats/quantize.h"

#include <stdlib.h>
#include <string.h>

/* k-means passes after the median cut; each moves every entry to the mean of the
 * colours nearest to it. The error stops falling noticeably after a few. */
#define KMEANS_PASSES 6

typedef struct qcolour {
    uint32_t key, count;
} qcolour;

static uint32_t key_of(const uint8_t *c) {
    return (uint32_t)c[0] << 24 | (uint32_t)c[1] << 16 | (uint32_t)c[2] << 8 | c[3];
}
static unsigned chan(uint32_t key, unsigned k) { return key >> (24 - 8 * k) & 255u; }

static int by_key(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Channel k first, the whole key after (keys are distinct: a total order). */
#define BY_CHANNEL(k)                                                                              \
    static int by_channel##k(const void *a, const void *b) {                                       \
        const qcolour *x = a, *y = b;                                                              \
        unsigned p = chan(x->key, k), q = chan(y->key, k);                                         \
        return p != q ? (p < q ? -1 : 1) : (x->key < y->key ? -1 : x->key > y->key);               \
    }
BY_CHANNEL(0)
BY_CHANNEL(1)
BY_CHANNEL(2)
BY_CHANNEL(3)
static int (*const by_channel[4])(const void *, const void *) = {by_channel0, by_channel1, by_channel2,
                                                                  by_channel3};

/* The sorted distinct keys of the pixels and (when counts) how many pixels have each.
 * Returns how many, or (size_t)-1 when out of memory. */
static size_t distinct(const uint8_t *rgba, size_t n, uint32_t **keys_out, qcolour **counts) {
    uint32_t *keys = malloc((n ? n : 1) * sizeof *keys);
    if (!keys) return (size_t)-1;
    for (size_t i = 0; i < n; i++) keys[i] = key_of(rgba + i * 4);
    qsort(keys, n, sizeof *keys, by_key);
    size_t m = 0;
    qcolour *c = counts ? malloc((n ? n : 1) * sizeof *c) : NULL;
    if (counts && !c) {
        free(keys);
        return (size_t)-1;
    }
    for (size_t i = 0; i < n; i++) {
        if (m && keys[m - 1] == keys[i]) {
            if (c) c[m - 1].count++;
            continue;
        }
        if (c) c[m] = (qcolour){keys[i], 1};
        keys[m++] = keys[i];
    }
    *keys_out = keys;
    if (counts) *counts = c;
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

/* Split the box of largest error at the weighted median of its widest channel until
 * there are `colors` boxes (or no box holds two colours). Returns the box count. */
static unsigned median_cut(qcolour *c, size_t m, unsigned colors, box *boxes) {
    unsigned nb = 1;
    boxes[0] = (box){0, m, 0, 0};
    box_measure(c, &boxes[0]);
    while (nb < colors) {
        unsigned pick = nb;
        for (unsigned i = 0; i < nb; i++)
            if (boxes[i].hi - boxes[i].lo > 1 && (pick == nb || boxes[i].sse > boxes[pick].sse)) pick = i;
        if (pick == nb) break;
        box *b = &boxes[pick];
        qsort(c + b->lo, b->hi - b->lo, sizeof *c, by_channel[b->axis]);
        uint64_t total = 0, run = 0;
        for (size_t i = b->lo; i < b->hi; i++) total += c[i].count;
        size_t cut = b->lo + 1;
        for (size_t i = b->lo; i < b->hi - 1; i++) {
            run += c[i].count;
            cut = i + 1;
            if (2 * run >= total) break;
        }
        boxes[nb] = (box){cut, b->hi, 0, 0};
        b->hi = cut;
        box_measure(c, b);
        box_measure(c, &boxes[nb]);
        nb++;
    }
    return nb;
}

/* Move each entry to the mean of the colours nearest to it; an entry nobody picks
 * stays. Stops early once no colour changes entry. */
static int kmeans(const qcolour *c, size_t m, uint8_t *palette, unsigned colors) {
    uint16_t *owner = malloc(m * sizeof *owner);
    uint64_t (*sum)[5] = malloc(colors * sizeof *sum);
    if (!owner || !sum) {
        free(owner), free(sum);
        return -1;
    }
    for (int pass = 0; pass < KMEANS_PASSES; pass++) {
        int moved = 0;
        memset(sum, 0, colors * sizeof *sum);
        for (size_t i = 0; i < m; i++) {
            unsigned j = nearest(palette, colors, c[i].key);
            if (!pass || owner[i] != j) moved = 1;
            owner[i] = (uint16_t)j;
            for (unsigned k = 0; k < 4; k++) sum[j][k] += (uint64_t)c[i].count * chan(c[i].key, k);
            sum[j][4] += c[i].count;
        }
        if (!moved) break;
        for (unsigned j = 0; j < colors; j++)
            for (unsigned k = 0; sum[j][4] && k < 4; k++)
                palette[j * 4 + k] = (uint8_t)((sum[j][k] + sum[j][4] / 2) / sum[j][4]);
    }
    free(owner), free(sum);
    return 0;
}

int quantize_palette(const uint8_t *rgba, size_t n, unsigned colors, uint8_t *palette) {
    if (colors < 1) colors = 1;
    if (colors > 256) colors = 256;
    memset(palette, 0, colors * 4);
    uint32_t *keys;
    qcolour *c;
    size_t m = distinct(rgba, n, &keys, &c);
    if (m == (size_t)-1) return -1;
    free(keys);
    int used;
    if (m <= colors) { /* exact: the colours themselves, in key order */
        for (size_t i = 0; i < m; i++)
            for (unsigned k = 0; k < 4; k++) palette[i * 4 + k] = (uint8_t)chan(c[i].key, k);
        used = (int)m;
    } else {
        box boxes[256];
        unsigned nb = median_cut(c, m, colors, boxes);
        for (unsigned i = 0; i < nb; i++) mean_of(c, boxes[i].lo, boxes[i].hi, palette + i * 4);
        used = kmeans(c, m, palette, nb) ? -1 : (int)nb;
    }
    free(c);
    return used;
}

int quantize_map(const uint8_t *rgba, size_t n, const uint8_t *palette, unsigned colors, uint8_t *indices) {
    uint32_t *keys;
    size_t m = distinct(rgba, n, &keys, NULL);
    if (m == (size_t)-1) return -1;
    uint8_t *entry = malloc(m ? m : 1);
    if (!entry) {
        free(keys);
        return -1;
    }
    for (size_t i = 0; i < m; i++) entry[i] = (uint8_t)nearest(palette, colors, keys[i]);
    for (size_t i = 0; i < n; i++) {
        uint32_t k = key_of(rgba + i * 4);
        const uint32_t *at = bsearch(&k, keys, m, sizeof *keys, by_key);
        indices[i] = entry[at - keys];
    }
    free(keys), free(entry);
    return 0;
}
