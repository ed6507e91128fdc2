/* Which triangles of a mesh's strip (or list) are drawn: the triangle rule alone, kept
 * apart from the attribute copies of mesh.c.
 *
 * Strips wind with global parity: even j -> (j, j+1, j+2), odd j -> (j, j+2, j+1). A
 * strip triangle is dropped (SA-PS2.md 5) when
 *   - its last vertex carries the ADC bit (layouts with an ADC w), or
 *   - the geometry has no ADC plugin 0x134 and two of its vertices are identical in every
 *     attribute the mesh carries: a stitch joining two sub-strips. Equal positions with
 *     other attributes make a real, zero-area triangle, which the header counts; with
 *     0x134 the strips are ADC-formatted and repeated vertices are real triangles too. */
#include "geom.h"

static void put(strip_tris *t, size_t a, size_t b, size_t c) {
    if (t->dst && t->n < t->cap) {
        uint32_t *p = t->dst + t->n * 3;
        p[0] = (uint32_t)a;
        p[1] = (uint32_t)b;
        p[2] = (uint32_t)c;
    }
    t->n++;
}

static int same(const strip_tris *t, const uint32_t *a, const uint32_t *b) {
    return !memcmp(a, b, t->words * sizeof *a);
}

/* Vertex t->v ends a triangle (or not); stitch: it repeats a whole vertex. */
static void emit(strip_tris *t, int adc, int stitch) {
    size_t j = t->v;
    if (t->strip && adc)
        t->adc++;
    else if (stitch)
        t->degenerate++;
    else if (!t->strip || ((j - 2) & 1) == 0)
        put(t, j - 2, j - 1, j);
    else
        put(t, j - 2, j, j - 1);
}

static int ends_triangle(const strip_tris *t) { return t->strip ? t->v >= 2 : t->v % 3 == 2; }

void warp__strip_tris_vertex(strip_tris *t, const uint32_t *key, int adc) {
    const uint32_t *k0 = t->key[0], *k1 = t->key[1];
    if (ends_triangle(t))
        emit(t, adc, !(t->strip && adc) && t->stitches && (same(t, k0, k1) || same(t, k1, key) || same(t, k0, key)));
    memcpy(t->key[0], t->key[1], t->words * sizeof *key);
    memcpy(t->key[1], key, t->words * sizeof *key);
    t->v++;
}

void warp__strip_tris_list(strip_tris *t, uint32_t a, uint32_t b, uint32_t c) {
    if (a == b || b == c || a == c)
        t->degenerate++;
    else
        put(t, a, b, c);
}

/* The native key of vector j: which slots the batch unpacked, then each slot's raw
 * vector (all attributes), zeros for the others. */
static void native_key(const vif_batch *b, uint32_t j, uint32_t key[STRIP_KEY_WORDS]) {
    memset(key, 0, STRIP_KEY_WORDS * sizeof *key);
    key[0] = b->present;
    for (uint32_t s = 0; s < VIF_SLOTS; s++)
        if (b->present >> s & 1) vif_vector(&b->slot[s], j, key + 1 + 4 * s);
}

/* Bytes one vector of an unpack takes. */
static uint32_t vector_bytes(const vif_unpack *u) {
    return u->fmt == WARP_VIF_V4_5 ? 2 : (((u->fmt >> 2) & 3) + 1) * (4u >> (u->fmt & 3));
}

static int plain(const vif_unpack *u) { return !u->masked && u->mode == 0; }

static inline int bytes_equal(const uint8_t *a, const uint8_t *b, uint32_t n) {
    uint64_t x, y;
    switch (n) {
    case 16: memcpy(&x, a, 8), memcpy(&y, b, 8);
        if (x != y) return 0;
        memcpy(&x, a + 8, 8), memcpy(&y, b + 8, 8);
        return x == y;
    case 12: {
        uint32_t x4, y4;
        memcpy(&x, a, 8), memcpy(&y, b, 8), memcpy(&x4, a + 8, 4), memcpy(&y4, b + 8, 4);
        return x == y && x4 == y4;
    }
    case 8: memcpy(&x, a, 8), memcpy(&y, b, 8); return x == y;
    case 4: {
        uint32_t x4, y4;
        memcpy(&x4, a, 4), memcpy(&y4, b, 4);
        return x4 == y4;
    }
    default: return !memcmp(a, b, n);
    }
}

/* Vertex i (0, 1) of the tail against vector i of u: stored bytes in place when both are
 * plain in one format (the unpack is then one-to-one), else the decoded vectors. */
static int tail_same(const strip_tail *t, uint32_t s, const vif_unpack *u, uint32_t i) {
    const vif_unpack *h = &t->u[s];
    if (plain(h) && plain(u) && h->fmt == u->fmt && h->usn == u->usn) {
        uint32_t n = vector_bytes(u);
        return bytes_equal(h->data + (size_t)i * n, u->data + (size_t)i * n, n);
    }
    uint32_t a[4], b[4];
    if (plain(h))
        vif_vector(h, i, a);
    else
        memcpy(a, t->w[s][i], sizeof a);
    vif_vector(u, i, b);
    return !memcmp(a, b, sizeof a);
}

int warp__strip_overlap(strip_tail *t, const vif_batch *b) {
    if (b->index > 0) { /* compared in every slot: the same vertex, stored twice */
        if (t->n < 2 || b->itop < 2 || b->present != t->present) return WARP_E_CORRUPT;
        for (uint32_t s = 0; s < VIF_SLOTS; s++)
            if (b->present >> s & 1)
                for (uint32_t i = 0; i < 2; i++)
                    if (!tail_same(t, s, &b->slot[s], i)) return WARP_E_CORRUPT;
    }
    uint32_t first = b->itop > 2 ? b->itop - 2 : 0, held = b->itop - first;
    if (held < 2) { /* one vertex: no tail, so a batch after it is refused above */
        t->n = 0;
        return WARP_OK;
    }
    t->present = b->present;
    t->n = 2;
    for (uint32_t s = 0; s < VIF_SLOTS; s++) {
        if (!(b->present >> s & 1)) continue;
        const vif_unpack *u = &b->slot[s];
        t->u[s] = *u;
        t->u[s].data = u->data + (size_t)first * vector_bytes(u);
        if (!plain(u))
            for (uint32_t i = 0; i < 2; i++) vif_vector(u, first + i, t->w[s][i]);
    }
    return WARP_OK;
}

/* One batch as the stitch rule reads it. When every slot is plain (no mask, no offset
 * mode), the unpack is one-to-one (sign or zero extension, scalars filling the vector,
 * V4_5's bit fields), so two vertices of the batch have equal keys exactly when their
 * stored bytes are equal: compared in place, position slot first, no key built. */
typedef struct strip_batch {
    const vif_batch *b;
    int plain;
    uint32_t n;
    const uint8_t *data[VIF_SLOTS];
    uint32_t bytes[VIF_SLOTS];
} strip_batch;

static void batch_view(strip_batch *v, const vif_batch *b, int pos_slot) {
    v->b = b, v->plain = 1, v->n = 0;
    for (int k = -1; k < VIF_SLOTS; k++) { /* the position slot first: it differs most often */
        int s = k < 0 ? pos_slot : k;
        if ((k >= 0 && s == pos_slot) || !(b->present >> s & 1)) continue;
        const vif_unpack *u = &b->slot[s];
        if (u->masked || u->mode != 0) v->plain = 0;
        v->data[v->n] = u->data;
        v->bytes[v->n++] = vector_bytes(u);
    }
}

/* Vertices x and y of this batch: the same in every attribute? */
static inline int batch_same(const strip_batch *v, uint32_t x, uint32_t y) {
    if (v->plain) {
        for (uint32_t i = 0; i < v->n; i++)
            if (!bytes_equal(v->data[i] + (size_t)x * v->bytes[i], v->data[i] + (size_t)y * v->bytes[i], v->bytes[i]))
                return 0;
        return 1;
    }
    uint32_t kx[STRIP_KEY_WORDS], ky[STRIP_KEY_WORDS];
    native_key(v->b, x, kx);
    native_key(v->b, y, ky);
    return !memcmp(kx, ky, sizeof kx);
}

/* Vertices p and q, each one held (0, 1) or the current one (2, vector j). */
static int keyed_same(const strip_tris *t, const strip_batch *v, int p, int q, uint32_t j) {
    int ph = p == 2 || t->here[p], qh = q == 2 || t->here[q];
    uint32_t pa = p == 2 ? j : t->at[p], qa = q == 2 ? j : t->at[q];
    uint32_t kp[STRIP_KEY_WORDS], kq[STRIP_KEY_WORDS]; /* one from an earlier batch: its key */
    if (ph) native_key(v->b, pa, kp);
    if (qh) native_key(v->b, qa, kq);
    return !memcmp(ph ? kp : t->key[p], qh ? kq : t->key[q], sizeof kp);
}

/* The usual case inline: both vertices in this batch, compared in place. */
static inline int vertex_same(const strip_tris *t, const strip_batch *v, int p, int q, uint32_t j) {
    if ((p == 2 || t->here[p]) && (q == 2 || t->here[q]))
        return batch_same(v, p == 2 ? j : t->at[p], q == 2 ? j : t->at[q]);
    return keyed_same(t, v, p, q, j);
}

int warp__strip_tris_native(strip_tris *t, const mesh_layout *lay, const vif_batch *b, uint32_t first) {
    const vif_unpack *pos = &b->slot[lay->pos];
    if (!(b->present >> lay->pos & 1)) return WARP_E_NOT_FOUND;
    strip_batch v = {0}; /* set in full: gcc -O3 cannot see that only the stitch rule reads it */
    if (t->stitches) batch_view(&v, b, lay->pos);
    /* ADC: a 16-bit w is 0 or 0x8000 (docs/format-geometry.md); stock float data sets bit 15
     * of a V4_32 w; other float formats have no ADC bit */
    int adc_w = lay->adc_w && (lay->fixed || pos->fmt == WARP_VIF_V4_32);
    int w_alone = !lay->fixed && !pos->masked && pos->mode == 0; /* V4_32 w read as vif_vector reads it */
    for (uint32_t j = first; j < b->itop; j++) {
        int adc = 0, same12 = -1;
        if (adc_w) {
            uint32_t r[4];
            if (w_alone)
                r[3] = rd32(pos->data + (size_t)j * 16 + 12);
            else
                vif_vector(pos, j, r);
            adc = lay->fixed ? r[3] != 0 : (r[3] & 0x8000u) != 0;
        }
        if (ends_triangle(t)) {
            int stitch = 0;
            if (!(t->strip && adc) && t->stitches) {
                /* (j-2, j-1) was the last step's (j-1, j): asked once */
                int s01 = t->same01 >= 0 ? t->same01 : vertex_same(t, &v, 0, 1, j);
                stitch = s01 || (same12 = vertex_same(t, &v, 1, 2, j)) || vertex_same(t, &v, 0, 2, j);
            }
            emit(t, adc, stitch);
        }
        t->same01 = same12;
        if (!t->here[1]) memcpy(t->key[0], t->key[1], sizeof t->key[0]); /* a key from an earlier batch */
        t->at[0] = t->at[1], t->here[0] = t->here[1];
        t->at[1] = j, t->here[1] = 1;
        t->v++;
    }
    /* the next batch holds no pointer into this one: the held vertices' keys */
    for (int i = 0; i < 2; i++)
        if (t->here[i] && t->stitches) native_key(b, t->at[i], t->key[i]);
    t->here[0] = t->here[1] = 0;
    return WARP_OK;
}
