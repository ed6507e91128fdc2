/* warp rebuild: whether an exported mesh still draws what the geometry holds (model_same.h).
 * Editors give back what they read with float noise (Blender's y-up turns, its UV flip),
 * vertices split or merged and the triangles in another order; none of that is an edit,
 * and a geometry encoded again for it only grows (the game's strips are hand-tuned). The
 * triangles of both sides are compared as sets: each vertex's position on the stored grid
 * (the packed layout's scale, FACTS 3.2: the decoded values lie on it exactly), each
 * triangle turned to its least order of corners (winding kept), both lists sorted; triangles
 * with the same corners are then paired by their other attributes within tolerance. */
#include "rebuild/model_same.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NORMAL_DOT 0.999f /* 2.6 degrees: int8 normals and their renormalisation */
#define UV_TOL 1e-3f      /* a sixteenth of a texel of a 64-texel texture */
#define COLOR_TOL 3       /* an sRGB <-> linear round trip through floats */
#define WEIGHT_TOL 0.02f

typedef struct svtx {
    int64_t p[3];
    float n[3], uv[4], w[4];
    uint8_t col[4];
    uint16_t j[4];
} svtx;

typedef struct stri {
    svtx v[3];
} stri;

static int cmp_p(const int64_t *a, const int64_t *b) {
    for (int k = 0; k < 3; k++)
        if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
    return 0;
}

static int cmp_tri(const void *x, const void *y) {
    const stri *a = x, *b = y;
    for (int k = 0; k < 3; k++) {
        int c = cmp_p(a->v[k].p, b->v[k].p);
        if (c) return c;
    }
    return 0;
}

/* Vertex i of m: the attributes `has` carries (the geometry's). */
static void vertex_of(const mesh_view *m, const mesh_view *has, uint32_t i, double quantum, svtx *o) {
    memset(o, 0, sizeof *o);
    for (int k = 0; k < 3; k++) { /* clamped in float first: a hostile value past int64 converts to nothing defined */
        double q = m->pos[3 * (size_t)i + (size_t)k] / quantum;
        o->p[k] = (int64_t)llround(q > 1e15 ? 1e15 : q < -1e15 ? -1e15 : q);
    }
    if (has->nrm && m->nrm) memcpy(o->n, m->nrm + 3 * (size_t)i, 12);
    for (int s = 0; s < 2; s++)
        if (has->uv[s] && m->uv[s]) memcpy(o->uv + 2 * s, m->uv[s] + 2 * (size_t)i, 8);
    if (has->col && m->col) memcpy(o->col, m->col + 4 * (size_t)i, 4);
    if (has->jnt && m->jnt) memcpy(o->j, m->jnt + 4 * (size_t)i, 8), memcpy(o->w, m->wgt + 4 * (size_t)i, 16);
}

/* Mesh m's triangles, each starting at its least corner, sorted: a new array, or NULL. */
static stri *triangles(const mesh_view *m, const mesh_view *has, double quantum) {
    size_t n = m->ni / 3;
    stri *t = malloc((n + 1) * sizeof *t);
    for (size_t k = 0; t && k < n; k++) {
        svtx v[3];
        for (int c = 0; c < 3; c++) vertex_of(m, has, m->idx[3 * k + (size_t)c], quantum, &v[c]);
        stri best, r;
        for (int first = 0; first < 3; first++) { /* the least turn of the corners (winding kept) */
            for (int c = 0; c < 3; c++) r.v[c] = v[(first + c) % 3];
            if (!first || cmp_tri(&r, &best) < 0) best = r;
        }
        t[k] = best;
    }
    if (t) qsort(t, n, sizeof *t, cmp_tri);
    return t;
}

static float weight_of(const svtx *v, uint16_t bone) {
    float s = 0;
    for (int k = 0; k < 4; k++) s += v->j[k] == bone ? v->w[k] : 0;
    return s;
}

static int close_vertex(const svtx *a, const svtx *b, const mesh_view *m, int flat) {
    if (m->nrm && !flat) {
        float la = 0, lb = 0, d = 0;
        for (int k = 0; k < 3; k++) la += a->n[k] * a->n[k], lb += b->n[k] * b->n[k], d += a->n[k] * b->n[k];
        if (la > 1e-12f && lb > 1e-12f && d < NORMAL_DOT * sqrtf(la * lb)) return 0;
    }
    for (int k = 0; k < 4; k++)
        if (fabsf(a->uv[k] - b->uv[k]) > UV_TOL) return 0;
    for (int k = 0; m->col && k < 4; k++)
        if (abs(a->col[k] - b->col[k]) > COLOR_TOL) return 0;
    for (int k = 0; m->jnt && k < 4; k++) /* every bone either side weights, within tolerance */
        if (fabsf(weight_of(a, a->j[k]) - weight_of(b, a->j[k])) > WEIGHT_TOL ||
            fabsf(weight_of(a, b->j[k]) - weight_of(b, b->j[k])) > WEIGHT_TOL)
            return 0;
    return 1;
}

/* a and b on the same corners: close in every attribute, b turned when a corner repeats (a
 * zero-area stitch: which of its equal corners comes first is the editor's choice, and its
 * normals light nothing: Blender gives them its own). */
static int close_tri(const stri *a, const stri *b, const mesh_view *m) {
    int flat = !cmp_p(a->v[0].p, a->v[1].p) || !cmp_p(a->v[1].p, a->v[2].p) || !cmp_p(a->v[0].p, a->v[2].p);
    for (int r = 0; r < 3; r++) {
        int ok = 1;
        for (int c = 0; ok && c < 3; c++)
            ok = !cmp_p(a->v[c].p, b->v[(c + r) % 3].p) && close_vertex(&a->v[c], &b->v[(c + r) % 3], m, flat);
        if (ok) return 1;
    }
    return 0;
}

/* The same corners in order; runs of triangles on the same corners paired greedily by
 * their other attributes. */
static int same_sets(const stri *a, const stri *b, size_t n, const mesh_view *m) {
    for (size_t i = 0; i < n; i++)
        if (cmp_tri(&a[i], &b[i])) return 0;
    uint8_t *used = calloc(n + 1, 1);
    int same = used != NULL ? 1 : -1;
    for (size_t lo = 0, hi; same == 1 && lo < n; lo = hi) {
        for (hi = lo + 1; hi < n && !cmp_tri(&a[lo], &a[hi]); hi++) continue;
        for (size_t i = lo; same == 1 && i < hi; i++) {
            size_t k = lo;
            while (k < hi && (used[k] || !close_tri(&a[i], &b[k], m))) k++;
            if (k == hi) same = 0; else used[k] = 1;
        }
    }
    free(used);
    return same;
}

int model_same_mesh(const mesh_view *was, const mesh_view *now, double quantum) {
    if (was->ni / 3 != now->ni / 3 || quantum <= 0) return 0;
    stri *a = triangles(was, was, quantum), *b = triangles(now, was, quantum);
    int same = a && b ? same_sets(a, b, was->ni / 3, was) : -1;
    free(a), free(b);
    return same;
}

int model_geometry_view(const warp_geometry *g, uint32_t mesh, mesh_view *v) {
    warp_geometry_info gi;
    size_t nv = 0, nt = 0;
    memset(v, 0, sizeof *v);
    if (warp_geometry_get_info(g, &gi) || warp_geometry_copy_mesh(g, mesh, NULL, &nv, &nt)) return -1;
    size_t cap = nv + 1;
    warp_mesh_dst d;
    memset(&d, 0, sizeof d);
    d.positions = v->owned[0] = malloc(cap * 12);
    d.normals = gi.has_normals ? (v->owned[1] = malloc(cap * 12)) : NULL;
    d.uvs[0] = gi.uv_sets >= 1 ? (v->owned[2] = malloc(cap * 8)) : NULL;
    d.uvs[1] = gi.uv_sets >= 2 ? (v->owned[3] = malloc(cap * 8)) : NULL;
    d.colors = gi.has_colors ? (v->owned[4] = malloc(cap * 4)) : NULL;
    d.joints = gi.has_skin ? (v->owned[5] = malloc(cap * 8)) : NULL;
    d.weights = gi.has_skin ? (v->owned[6] = malloc(cap * 16)) : NULL;
    d.triangles = v->owned[7] = malloc((nt > nv ? nt : nv) * 12 + 12);
    d.vertex_capacity = nv, d.triangle_capacity = nt > nv ? nt : nv;
    int missing = !d.positions || !d.triangles || (gi.has_normals && !d.normals) || (gi.uv_sets >= 1 && !d.uvs[0]) ||
                  (gi.uv_sets >= 2 && !d.uvs[1]) || (gi.has_colors && !d.colors) ||
                  (gi.has_skin && (!d.joints || !d.weights));
    if (missing || warp_geometry_copy_mesh(g, mesh, &d, NULL, &nt)) {
        model_view_free(v);
        return -1;
    }
    v->nv = (uint32_t)nv, v->ni = (uint32_t)nt * 3;
    v->pos = d.positions, v->nrm = d.normals, v->uv[0] = d.uvs[0], v->uv[1] = d.uvs[1], v->col = d.colors;
    v->jnt = d.joints, v->wgt = d.weights, v->idx = d.triangles;
    return 0;
}

void model_view_free(mesh_view *v) {
    for (int k = 0; k < 8; k++) free(v->owned[k]);
    memset(v, 0, sizeof *v);
}
