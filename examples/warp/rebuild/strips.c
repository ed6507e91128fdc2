/* warp rebuild: triangles -> one strip joined by repeated vertices (strips.h), for builds
 * without meshoptimizer. Greedy, as the classic stripifiers: a strip starts at an unused
 * triangle with the fewest unused neighbours, in whichever of its three turns runs longest,
 * and grows while a triangle shares the strip's last edge with the winding its place in the
 * strip gives it (even places: a b c; odd: b a c; SA-PS2.md 5). Pieces are joined as the
 * game's are: the last vertex and the next first one repeated, one more repeat when the
 * piece would start at an odd place, so every joining triangle repeats a whole vertex and
 * is dropped (lib/geometry/strip.c). */
#include "rebuild/strips.h"

#include <stdlib.h>
#include <string.h>

typedef struct edge {
    uint32_t a, b, tri, next;
} edge;

typedef struct graph {
    const uint32_t *idx;
    uint32_t nt, mask;
    uint32_t *head; /* per bucket: the first edge, UINT32_MAX: none */
    edge *e;        /* 3 per triangle: its directed edges a -> b */
    uint8_t *used;
} graph;

static uint32_t bucket(const graph *g, uint32_t a, uint32_t b) {
    uint64_t h = ((uint64_t)a * 0x9E3779B1u) ^ ((uint64_t)b * 0x85EBCA77u);
    return (uint32_t)(h ^ (h >> 29)) & g->mask;
}

/* An unused triangle with the directed edge a -> b: its third vertex in *c, its index; or -1. */
static int64_t find(const graph *g, uint32_t a, uint32_t b, uint32_t *c) {
    for (uint32_t k = g->head[bucket(g, a, b)]; k != UINT32_MAX; k = g->e[k].next) {
        const edge *x = &g->e[k];
        if (x->a != a || x->b != b || g->used[x->tri]) continue;
        const uint32_t *t = g->idx + 3 * (size_t)x->tri;
        *c = t[0] != a && t[0] != b ? t[0] : t[1] != a && t[1] != b ? t[1] : t[2];
        return x->tri;
    }
    return -1;
}

/* Unused triangles next to t (sharing an edge either way). */
static int free_neighbours(const graph *g, uint32_t t) {
    const uint32_t *v = g->idx + 3 * (size_t)t;
    int n = 0;
    uint32_t c;
    for (int k = 0; k < 3; k++) n += find(g, v[(k + 1) % 3], v[k], &c) >= 0;
    return n;
}

#define PROBE 16 /* triangles a tried start is grown to at most: long enough to tell starts apart */

/* The piece from triangle t turned by r: its vertices into out (when out), marking the
 * triangles used when keep, else (a probe, PROBE triangles at most) unmarking them; its length. */
static size_t grow(graph *g, uint32_t t, int r, uint32_t *out, int keep, uint32_t *marks) {
    const uint32_t *v = g->idx + 3 * (size_t)t;
    uint32_t s0 = v[r % 3], s1 = v[(r + 1) % 3], s2 = v[(r + 2) % 3], c;
    size_t n = 3, nm = 0;
    if (out) out[0] = s0, out[1] = s1, out[2] = s2;
    g->used[t] = 1, marks[nm++] = t;
    while (keep || nm < PROBE) { /* the triangle at place n - 2: (s1, s2, c) when even, (s2, s1, c) when odd */
        int odd = (n - 2) & 1;
        int64_t next = odd ? find(g, s2, s1, &c) : find(g, s1, s2, &c);
        if (next < 0) break;
        g->used[next] = 1, marks[nm++] = (uint32_t)next;
        if (out) out[n] = c;
        n++, s1 = s2, s2 = c;
    }
    for (size_t k = 0; !keep && k < nm; k++) g->used[marks[k]] = 0;
    return n;
}

static int build_graph(graph *g, const uint32_t *idx, uint32_t nt) {
    uint32_t cap = 16;
    while (cap < nt * 3u && cap < (1u << 30)) cap *= 2;
    g->idx = idx, g->nt = nt, g->mask = cap - 1;
    g->head = malloc((size_t)cap * sizeof *g->head);
    g->e = malloc(((size_t)nt * 3 + 1) * sizeof *g->e);
    g->used = calloc((size_t)nt + 1, 1);
    if (!g->head || !g->e || !g->used) return -1;
    memset(g->head, 0xFF, (size_t)cap * sizeof *g->head);
    for (uint32_t t = 0; t < nt; t++)
        for (int k = 0; k < 3; k++) {
            edge *x = &g->e[3 * (size_t)t + (size_t)k];
            x->a = idx[3 * (size_t)t + (size_t)k], x->b = idx[3 * (size_t)t + (size_t)(k + 1) % 3], x->tri = t;
            uint32_t h = bucket(g, x->a, x->b);
            x->next = g->head[h], g->head[h] = 3 * t + (uint32_t)k;
        }
    return 0;
}

#define WINDOW 32 /* unused triangles looked at for the next start (of 4x as many) */
#define TRIES 3   /* of them, the starts whose strips are tried */

uint32_t *strips_build(const uint32_t *idx, uint32_t ni, size_t *n, uint32_t *pieces) {
    uint32_t nt = ni / 3;
    graph g;
    memset(&g, 0, sizeof g);
    uint32_t *s = malloc(((size_t)nt * 6 + 8) * sizeof *s), *marks = malloc(((size_t)nt + 1) * sizeof *marks);
    uint32_t *piece = malloc(((size_t)nt + 3) * sizeof *piece);
    size_t o = 0;
    int rc = s && marks && piece ? build_graph(&g, idx, nt) : -1;
    *pieces = 0;
    for (uint32_t cursor = 0; !rc && cursor < nt;) {
        if (g.used[cursor]) {
            cursor++;
            continue;
        }
        uint32_t best = cursor, seen = 0, cand[TRIES], ncand = 0;
        int fewest = 4;
        for (uint32_t t = cursor; t < nt && seen < WINDOW && t - cursor < 4 * WINDOW; t++) { /* fewest free first */
            if (g.used[t]) continue;
            int f = free_neighbours(&g, t);
            if (f < fewest) fewest = f, ncand = 0;
            if (f == fewest && ncand < TRIES) cand[ncand++] = t;
            seen++;
        }
        int turn = 0;
        size_t longest = 0;
        for (uint32_t c = 0; c < ncand; c++) /* of those, the one whose strip runs longest */
            for (int r = 0; r < 3; r++) {
                size_t len = grow(&g, cand[c], r, NULL, 0, marks);
                if (len > longest) longest = len, turn = r, best = cand[c];
            }
        size_t len = grow(&g, best, turn, piece, 1, marks);
        if (o) { /* join: the last vertex and the first repeated, the piece at an even place */
            s[o] = s[o - 1], o++;
            s[o++] = piece[0];
            if (o & 1) s[o++] = piece[0];
        }
        memcpy(s + o, piece, len * sizeof *s);
        o += len, ++*pieces;
    }
    free(g.head), free(g.e), free(g.used), free(marks), free(piece);
    if (rc) free(s), s = NULL;
    *n = o;
    return s;
}
