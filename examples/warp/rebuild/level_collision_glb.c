/* warp rebuild: collision.glb edited in Blender matched back to the level's collision mesh
 * (level_collision.h). The extract wrote the mesh flat, one primitive per material id and
 * sidedness, in glTF's y-up axes (FACTS-2 1.6); Blender re-indexes and reorders it on export,
 * so triangles are found again by their corner positions (exact: the axis turn only swaps
 * and negates floats), in four passes: the same corners and material; the same corners (a
 * material changed); two corners of a lost triangle (a corner moved); none (a new triangle). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level_collision.h"

typedef struct soup {
    float p[3][3]; /* game axes */
    int mat, two;
} soup;

typedef struct okey {
    float k[9]; /* corners from the canonical one */
    uint32_t t;
} okey;

typedef struct merge {
    const coll_mesh *o;
    soup *s;
    size_t ns;
    okey *keys;
    int32_t *match; /* per soup triangle: the level's triangle, or -1 */
    uint8_t *off;   /* soup corner of the level's corner k: (k + off) % 3 */
    uint8_t *used;  /* per level triangle */
} merge;

static int pt_cmp(const float *a, const float *b) {
    for (int k = 0; k < 3; k++)
        if (a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
    return 0;
}

static const float *opos(const coll_mesh *o, uint32_t t, int k) { return o->pos + (size_t)o->tri[t].v[k] * 3; }

/* The corner a triangle's canonical rotation starts at: the smallest. */
static int canon(const float *p0, const float *p1, const float *p2) {
    const float *p[3] = {p0, p1, p2};
    int r = 0;
    for (int k = 1; k < 3; k++)
        if (pt_cmp(p[k], p[r]) < 0) r = k;
    return r;
}

static int key_cmp(const void *a, const void *b) {
    const okey *x = a, *y = b;
    for (int k = 0; k < 9; k++)
        if (x->k[k] != y->k[k]) return x->k[k] < y->k[k] ? -1 : 1;
    return x->t < y->t ? -1 : x->t > y->t;
}

/* ---- the glb's triangles --------------------------------------------------------------------- */

/* "<id> NAME[ two-sided]" as the extract named the materials (Blender may add ".001"). */
static int material_of(const char *name, int *mat, int *two) {
    char *end;
    if (name[0] < '0' || name[0] > '9') return -1;
    unsigned long id = strtoul(name, &end, 10);
    if (id > 255 || (*end && *end != ' ' && *end != '.')) return -1;
    *mat = (int)id, *two = strstr(name, "two-sided") != NULL;
    return 0;
}

static int read_soup(const gltfr_doc *doc, const char *path, merge *m) {
    size_t n = 0;
    for (size_t i = 0; i < doc->prim_count; i++) n += doc->prims[i].index_count / 3;
    if (n > 65535) {
        report(path, -1, "%zu triangles: a level's collision holds at most 65,535", n);
        return -1;
    }
    m->s = calloc(n + 1, sizeof *m->s);
    if (!m->s) return -1;
    for (size_t i = 0; i < doc->prim_count; i++) {
        const gltfr_prim *p = &doc->prims[i];
        int mat, two;
        const char *name = p->material >= 0 && (size_t)p->material < doc->material_count ? doc->materials[p->material]
                                                                                          : "(none)";
        if (p->index_count && material_of(name, &mat, &two)) {
            report(path, -1, "primitive %zu's material \"%s\" is not one of collision.glb's (\"<id> NAME\", e.g. "
                   "\"5 CONCRETE\"): give its faces one of the extracted materials, or rename it \"<id> ...\" "
                   "(add \" two-sided\" for a two-sided triangle)", i, name);
            return -1;
        }
        for (uint32_t t = 0; t + 3 <= p->index_count; t += 3) {
            soup *s = &m->s[m->ns++];
            for (int k = 0; k < 3; k++) {
                const float *g = p->position + (size_t)p->indices[t + (uint32_t)k] * 3;
                s->p[k][0] = g[0], s->p[k][1] = -g[2], s->p[k][2] = g[1]; /* y-up -> game (z up) */
            }
            s->mat = mat, s->two = two;
        }
    }
    return 0;
}

/* ---- matching ------------------------------------------------------------------------------------ */

static void soup_key(const soup *s, okey *k, int *r) {
    *r = canon(s->p[0], s->p[1], s->p[2]);
    for (int c = 0; c < 3; c++) memcpy(k->k + 3 * c, s->p[(c + *r) % 3], 3 * sizeof(float));
}

static int same_corners(const okey *a, const okey *b) {
    return !pt_cmp(a->k, b->k) && !pt_cmp(a->k + 3, b->k + 3) && !pt_cmp(a->k + 6, b->k + 6);
}

/* Passes 1 and 2: the same corners (and, with `same_mat`, the same material and sidedness). */
static void match_exact(merge *m, int same_mat) {
    const coll_mesh *o = m->o;
    for (size_t g = 0; g < m->ns; g++) {
        if (m->match[g] >= 0) continue;
        okey k;
        int rg;
        soup_key(&m->s[g], &k, &rg);
        k.t = 0;
        size_t lo = 0, hi = o->nt;
        while (lo < hi) { /* the first key not below k's corners */
            size_t mid = (lo + hi) / 2;
            if (key_cmp(&m->keys[mid], &k) < 0) lo = mid + 1;
            else hi = mid;
        }
        for (; lo < o->nt && same_corners(&m->keys[lo], &k); lo++) {
            uint32_t t = m->keys[lo].t;
            const warp_collision_triangle *tr = &o->tri[t];
            if (m->used[t] || (same_mat && (tr->material != m->s[g].mat ||
                                            ((tr->flags & WARP_COLLISION_TWO_SIDED) != 0) != m->s[g].two)))
                continue;
            int ro = canon(opos(o, t, 0), opos(o, t, 1), opos(o, t, 2));
            m->match[g] = (int32_t)t, m->used[t] = 1, m->off[g] = (uint8_t)((rg - ro + 3) % 3);
            break;
        }
    }
}

/* Corners of soup triangle g on level triangle t, rotated by off. */
static int shared(const merge *m, size_t g, uint32_t t, int off) {
    int n = 0;
    for (int k = 0; k < 3; k++) n += !pt_cmp(m->s[g].p[(k + off) % 3], opos(m->o, t, k));
    return n;
}

/* Pass 3: two corners of a triangle not found again (the third moved). */
static void match_moved(merge *m) {
    for (size_t g = 0; g < m->ns; g++) {
        for (uint32_t t = 0; m->match[g] < 0 && t < m->o->nt; t++) {
            if (m->used[t]) continue;
            for (int off = 0; off < 3; off++)
                if (shared(m, g, t, off) >= 2) {
                    m->match[g] = (int32_t)t, m->used[t] = 1, m->off[g] = (uint8_t)off;
                    break;
                }
        }
    }
}

/* A new triangle's flags and area: from the level triangle sharing most corners. */
static void new_fields(const merge *m, size_t g, warp_collision_triangle *tr) {
    int best = 0;
    tr->flags = WARP_COLLISION_ENABLED, tr->area = 0;
    for (uint32_t t = 0; t < m->o->nt; t++) {
        int n = 0;
        for (int a = 0; a < 3; a++)
            for (int b = 0; b < 3; b++) n += !pt_cmp(m->s[g].p[a], opos(m->o, t, b));
        if (n > best) best = n, tr->flags = m->o->tri[t].flags, tr->area = m->o->tri[t].area;
    }
    tr->flags = (uint16_t)((tr->flags & ~WARP_COLLISION_TWO_SIDED) | (m->s[g].two ? WARP_COLLISION_TWO_SIDED : 0));
    tr->material = (uint8_t)m->s[g].mat;
}

/* ---- the merged mesh ------------------------------------------------------------------------------ */

/* Positions -> vertex numbers: an open-addressing table (exact float equality, -0 = 0). */
typedef struct vmap {
    int32_t *slot;
    size_t cap;
    float *pos;
    uint32_t n, room;
} vmap;

static size_t vhash(const float *p) {
    uint32_t h = 2166136261u;
    for (int k = 0; k < 3; k++) {
        float f = p[k] + 0.0f; /* -0 -> +0 */
        uint32_t b;
        memcpy(&b, &f, 4);
        h = (h ^ b) * 16777619u;
    }
    return h;
}

/* The vertex at p (added when none is there yet). */
static int32_t vmap_get(vmap *v, const float *p) {
    size_t i = vhash(p) & (v->cap - 1);
    for (; v->slot[i] >= 0; i = (i + 1) & (v->cap - 1))
        if (!pt_cmp(v->pos + (size_t)v->slot[i] * 3, p)) return v->slot[i];
    if (v->n == v->room) return -1;
    if (v->pos + (size_t)v->n * 3 != p) memcpy(v->pos + (size_t)v->n * 3, p, 3 * sizeof(float));
    v->slot[i] = (int32_t)v->n;
    return (int32_t)v->n++;
}

/* Soup corner k of the level triangle matched to soup triangle g (or g's own corner k). */
static const float *corner(const merge *m, size_t g, int k) {
    return m->s[g].p[m->match[g] >= 0 ? (k + m->off[g]) % 3 : k];
}

/* A level vertex whose kept corners all moved to one new spot moves with them (a vertex
 * dragged in Blender, its faces merged or not); one whose corners went apart stays, the
 * moved corners becoming vertices of their own (build). */
static int move_vertices(const merge *m, float *pos) {
    const coll_mesh *o = m->o;
    int32_t *to = malloc(((size_t)o->nv + 1) * sizeof *to); /* soup corner (g * 3 + k), -1 none, -2 apart */
    if (!to) return -1;
    for (uint32_t i = 0; i < o->nv; i++) to[i] = -1;
    for (size_t g = 0; g < m->ns; g++)
        for (int k = 0; m->match[g] >= 0 && k < 3; k++) {
            uint16_t v = o->tri[m->match[g]].v[k];
            const float *p = corner(m, g, k);
            if (to[v] == -1) to[v] = (int32_t)(g * 3 + (size_t)k);
            else if (to[v] >= 0 && pt_cmp(p, corner(m, (size_t)to[v] / 3, to[v] % 3))) to[v] = -2;
        }
    for (uint32_t i = 0; i < o->nv; i++)
        if (to[i] >= 0) memcpy(pos + (size_t)i * 3, corner(m, (size_t)to[i] / 3, to[i] % 3), 3 * sizeof(float));
    free(to);
    return 0;
}

/* One output triangle from soup g: its corners' vertex numbers. */
static int corners(const merge *m, vmap *v, size_t g, warp_collision_triangle *tr) {
    for (int k = 0; k < 3; k++) {
        int32_t t = m->match[g];
        const float *p = corner(m, g, k);
        uint16_t ov = t >= 0 ? m->o->tri[t].v[k] : 0;
        int32_t i = t >= 0 && !pt_cmp(p, v->pos + (size_t)ov * 3) ? (int32_t)ov : vmap_get(v, p);
        if (i < 0) return -1;
        tr->v[k] = (uint16_t)i;
    }
    return 0;
}

/* Vertices no triangle uses any more (that some did) dropped, the rest renumbered. */
static int compact(const coll_mesh *o, coll_mesh *out) {
    uint8_t *was = calloc((size_t)o->nv + 1, 1), *is = calloc((size_t)out->nv + 1, 1);
    int32_t *to = malloc(((size_t)out->nv + 1) * sizeof *to);
    int rc = was && is && to ? 0 : -1;
    for (uint32_t t = 0; !rc && t < o->nt; t++)
        for (int k = 0; k < 3; k++) was[o->tri[t].v[k]] = 1;
    for (uint32_t t = 0; !rc && t < out->nt; t++)
        for (int k = 0; k < 3; k++) is[out->tri[t].v[k]] = 1;
    uint32_t n = 0;
    for (uint32_t i = 0; !rc && i < out->nv; i++) {
        to[i] = is[i] || (i < o->nv && !was[i]) ? (int32_t)n : -1;
        if (to[i] >= 0) memmove(out->pos + (size_t)n * 3, out->pos + (size_t)i * 3, 3 * sizeof(float)), n++;
    }
    for (uint32_t t = 0; !rc && t < out->nt; t++)
        for (int k = 0; k < 3; k++) out->tri[t].v[k] = (uint16_t)to[out->tri[t].v[k]];
    if (!rc) out->nv = n;
    free(was), free(is), free(to);
    return rc;
}

static int build(merge *m, const char *path, coll_mesh *out) {
    const coll_mesh *o = m->o;
    vmap v = {NULL, 1, NULL, o->nv, o->nv + 3 * (uint32_t)m->ns};
    while (v.cap < 2 * (size_t)v.room + 2) v.cap *= 2;
    v.slot = malloc(v.cap * sizeof *v.slot);
    v.pos = malloc(((size_t)v.room + 1) * 3 * sizeof *v.pos);
    out->tri = calloc(m->ns + 1, sizeof *out->tri);
    if (!v.slot || !v.pos || !out->tri) {
        free(v.slot), free(v.pos);
        return -1;
    }
    memset(v.slot, 0xFF, v.cap * sizeof *v.slot);
    memcpy(v.pos, o->pos, (size_t)o->nv * 3 * sizeof *v.pos);
    if (move_vertices(m, v.pos)) {
        free(v.slot), free(v.pos);
        return -1;
    }
    for (uint32_t i = 0; i < o->nv; i++) { /* the first of equal positions wins */
        v.n = i;
        vmap_get(&v, v.pos + (size_t)i * 3);
    }
    v.n = o->nv;
    int32_t *of = malloc(((size_t)o->nt + 1) * sizeof *of); /* level triangle -> soup */
    int rc = of ? 0 : -1;
    for (uint32_t t = 0; !rc && t < o->nt; t++) of[t] = -1;
    for (size_t g = 0; !rc && g < m->ns; g++)
        if (m->match[g] >= 0) of[m->match[g]] = (int32_t)g;
    for (uint32_t t = 0; !rc && t < o->nt; t++) { /* kept triangles in their order, then new ones */
        if (of[t] < 0) continue;
        warp_collision_triangle *tr = &out->tri[out->nt++];
        *tr = o->tri[t];
        tr->material = (uint8_t)m->s[of[t]].mat;
        tr->flags = (uint16_t)((tr->flags & ~WARP_COLLISION_TWO_SIDED) | (m->s[of[t]].two ? WARP_COLLISION_TWO_SIDED : 0));
        rc = corners(m, &v, (size_t)of[t], tr);
    }
    for (size_t g = 0; !rc && g < m->ns; g++) {
        if (m->match[g] >= 0) continue;
        new_fields(m, g, &out->tri[out->nt]);
        rc = corners(m, &v, g, &out->tri[out->nt++]);
    }
    free(of), free(v.slot);
    out->pos = v.pos, out->nv = v.n;
    if (!rc) rc = compact(o, out);
    if (!rc && out->nv > 65535) {
        report(path, -1, "%u vertices once merged: a level's collision holds at most 65,535", out->nv);
        return -1;
    }
    return rc;
}

int coll_glb_merge_doc(const gltfr_doc *doc, const char *path, const coll_mesh *orig, coll_mesh *out) {
    merge m;
    memset(&m, 0, sizeof m);
    memset(out, 0, sizeof *out);
    m.o = orig;
    int rc = read_soup(doc, path, &m);
    m.keys = rc ? NULL : malloc(((size_t)orig->nt + 1) * sizeof *m.keys);
    m.match = rc ? NULL : malloc((m.ns + 1) * sizeof *m.match);
    m.off = rc ? NULL : calloc(m.ns + 1, 1);
    m.used = rc ? NULL : calloc((size_t)orig->nt + 1, 1);
    if (!rc && (!m.keys || !m.match || !m.off || !m.used)) rc = -1;
    for (uint32_t t = 0; !rc && t < orig->nt; t++) {
        int r = canon(opos(orig, t, 0), opos(orig, t, 1), opos(orig, t, 2));
        for (int c = 0; c < 3; c++) memcpy(m.keys[t].k + 3 * c, opos(orig, t, (c + r) % 3), 3 * sizeof(float));
        m.keys[t].t = t;
    }
    if (!rc) {
        qsort(m.keys, orig->nt, sizeof *m.keys, key_cmp);
        for (size_t g = 0; g < m.ns; g++) m.match[g] = -1;
        match_exact(&m, 1);
        match_exact(&m, 0);
        match_moved(&m);
        rc = build(&m, path, out);
    }
    if (rc) coll_mesh_free(out);
    free(m.s), free(m.keys), free(m.match), free(m.off), free(m.used);
    return rc;
}

int coll_glb_merge(const char *path, const coll_mesh *orig, coll_mesh *out) {
    gltfr_doc doc;
    char err[256];
    if (gltf_read_file(path, &doc, err, sizeof err)) {
        report(path, -1, "%s", err);
        return -1;
    }
    int rc = coll_glb_merge_doc(&doc, path, orig, out);
    gltf_read_free(&doc);
    return rc;
}
