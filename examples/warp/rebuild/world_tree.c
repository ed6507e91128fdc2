/* warp rebuild: a world's boxes after an edit (world_tree.h). The tree was checked by
 * warp_world_init; this walk reads it again for the offsets of the boxes it rewrites. */
#include "rebuild/world_tree.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

#define TREE_DEPTH 64

typedef struct tree_walk {
    const uint8_t *w;
    size_t len;
    const world_boxes *b;
    world_word_fn fn;
    void *user;
    uint32_t next; /* the next atomic sector's index (tree order) */
} tree_walk;

typedef struct tbox {
    float max[3], min[3];
    int touched;
} tbox;

static uint32_t f32_bits(float f) {
    uint32_t v;
    memcpy(&v, &f, 4);
    return v;
}

/* The float at `off` of the world section takes f when it differs (bit for bit). */
static int put_float(tree_walk *t, size_t off, float f) {
    if (le32(t->w + off) == f32_bits(f)) return 0;
    return t->fn(t->user, off, f32_bits(f));
}

/* Six floats: max at `at`, min at `at` + 12. */
static int put_box(tree_walk *t, size_t at, const tbox *b) {
    for (int a = 0; a < 3; a++)
        if (put_float(t, at + 4 * (size_t)a, b->max[a]) || put_float(t, at + 12 + 4 * (size_t)a, b->min[a])) return -1;
    return 0;
}

static void read_box(const uint8_t *p, tbox *b) {
    for (int a = 0; a < 3; a++) b->max[a] = le_f32(p + 4 * a), b->min[a] = le_f32(p + 12 + 4 * a);
}

/* The section at off (an atomic or plane sector): its subtree's box in *out. */
static int walk(tree_walk *t, size_t off, int depth, tbox *out) {
    warp_rw_section s, st;
    if (depth > TREE_DEPTH || warp_rw_header(t->w, t->len, off, &s) || warp_rw_header(t->w, t->len, off + 12, &st) ||
        st.type != WARP_RW_STRUCT)
        return -1;
    size_t data = off + 24;
    if (s.type == WARP_RW_ATOMIC_SECTOR) {
        uint32_t i = t->next++;
        if (st.size < 0x24 || i >= t->b->count) return -1;
        read_box(t->w + data + 0x0C, out);
        out->touched = t->b->touched[i] != 0;
        if (!out->touched) return 0;
        memcpy(out->max, t->b->max[i], sizeof out->max), memcpy(out->min, t->b->min[i], sizeof out->min);
        return put_box(t, data + 0x0C, out);
    }
    if (s.type != WARP_RW_PLANE_SECTOR || st.size < 24) return -1;
    uint32_t axis = le32(t->w + data) / 4;
    tbox l, r;
    size_t left = data + st.size;
    warp_rw_section ls;
    if (axis > 2 || walk(t, left, depth + 1, &l) || warp_rw_header(t->w, t->len, left, &ls) ||
        walk(t, left + 12 + ls.size, depth + 1, &r))
        return -1;
    for (int a = 0; a < 3; a++)
        out->max[a] = fmaxf(l.max[a], r.max[a]), out->min[a] = fminf(l.min[a], r.min[a]);
    out->touched = l.touched || r.touched;
    if (!out->touched) return 0;
    return put_float(t, data + 16, l.max[axis]) || put_float(t, data + 20, r.min[axis]) ? -1 : 0;
}

int world_tree_boxes(const uint8_t *w, size_t len, const world_boxes *b, world_word_fn fn, void *user) {
    tree_walk t = {w, len, b, fn, user, 0};
    warp_rw_section ws, st, ml;
    if (warp_rw_header(w, len, 0, &ws) || warp_rw_header(w, len, 12, &st) || st.type != WARP_RW_STRUCT ||
        st.size < 0x40 || warp_rw_header(w, len, 24 + st.size, &ml) || ml.type != WARP_RW_MATERIAL_LIST)
        return -1;
    tbox all;
    if (walk(&t, 24 + st.size + 12 + ml.size, 0, &all)) return -1;
    return all.touched ? put_box(&t, 24 + 0x28, &all) : 0;
}

int world_geometry_bounds(const warp_geometry *g, const float origin[3], float max[3], float min[3]) {
    warp_geometry_info gi;
    if (warp_geometry_get_info(g, &gi)) return -1;
    for (uint32_t m = 0; m < gi.mesh_count; m++) {
        size_t n = 0;
        if (warp_geometry_copy_positions(g, m, NULL, 0, &n)) return -1;
        float *p = malloc(n * 12 + 1);
        if (!p || warp_geometry_copy_positions(g, m, p, n, NULL)) {
            free(p);
            return -1;
        }
        for (size_t v = 0; v < n; v++)
            for (int a = 0; a < 3; a++) {
                float c = origin[a] + p[3 * v + (size_t)a];
                max[a] = fmaxf(max[a], c), min[a] = fminf(min[a], c);
            }
        free(p);
    }
    return 0;
}

typedef struct path_walk {
    const uint8_t *w;
    size_t len;
    uint32_t want, next;
    size_t *heads, cap, n;
} path_walk;

/* 1 when sector `want` is in the subtree at off (its planes pushed innermost first), 0 when
 * not, -1 on a tree the walk cannot follow. */
static int find_path(path_walk *p, size_t off, int depth) {
    warp_rw_section s, st, ls;
    if (depth > TREE_DEPTH || warp_rw_header(p->w, p->len, off, &s) || warp_rw_header(p->w, p->len, off + 12, &st))
        return -1;
    if (s.type == WARP_RW_ATOMIC_SECTOR) return p->next++ == p->want;
    if (s.type != WARP_RW_PLANE_SECTOR) return -1;
    size_t left = off + 24 + st.size;
    int rc = find_path(p, left, depth + 1);
    if (!rc) rc = warp_rw_header(p->w, p->len, left, &ls) ? -1 : find_path(p, left + 12 + ls.size, depth + 1);
    if (rc != 1) return rc;
    if (p->n == p->cap) return -1;
    p->heads[p->n++] = off;
    return 1;
}

int world_tree_path(const uint8_t *w, size_t len, uint32_t sector, size_t *heads, size_t cap, size_t *n) {
    path_walk p = {w, len, sector, 0, heads, cap, 0};
    warp_rw_section st, ml;
    if (warp_rw_header(w, len, 12, &st) || warp_rw_header(w, len, 24 + st.size, &ml)) return -1;
    size_t root = 24 + st.size + 12 + ml.size;
    int rc = find_path(&p, root, 0);
    *n = p.n;
    return rc == 1 ? 0 : -1;
}
