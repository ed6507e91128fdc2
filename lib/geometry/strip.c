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

void strip_tris_vertex(strip_tris *t, const uint32_t *key, int adc) {
    const uint32_t *k0 = t->key[0], *k1 = t->key[1];
    size_t j = t->v;
    if (t->strip ? j >= 2 : j % 3 == 2) {
        if (t->strip && adc)
            t->adc++;
        else if (t->stitches && (same(t, k0, k1) || same(t, k1, key) || same(t, k0, key)))
            t->degenerate++;
        else if (!t->strip || ((j - 2) & 1) == 0)
            put(t, j - 2, j - 1, j);
        else
            put(t, j - 2, j, j - 1);
    }
    memcpy(t->key[0], t->key[1], t->words * sizeof *key);
    memcpy(t->key[1], key, t->words * sizeof *key);
    t->v++;
}

void strip_tris_list(strip_tris *t, uint32_t a, uint32_t b, uint32_t c) {
    if (a == b || b == c || a == c)
        t->degenerate++;
    else
        put(t, a, b, c);
}

int strip_tris_native(strip_tris *t, const mesh_layout *lay, const vif_batch *b, uint32_t first) {
    const vif_unpack *pos = &b->slot[lay->pos];
    if (!(b->present >> lay->pos & 1)) return WARP_E_NOT_FOUND;
    t->words = STRIP_KEY_WORDS;
    for (uint32_t j = first; j < b->itop; j++) {
        /* key: which slots the batch unpacked, then each slot's raw vector (all attributes) */
        uint32_t key[STRIP_KEY_WORDS] = {b->present}, r[4];
        vif_vector(pos, j, r);
        /* ADC: a 16-bit w is 0 or 0x8000 (SA-PS2.md 5); stock float data sets bit 15. */
        int adc = lay->adc_w && (lay->fixed ? r[3] != 0 : pos->fmt == WARP_VIF_V4_32 && (r[3] & 0x8000u));
        if (t->stitches)
            for (uint32_t s = 0; s < VIF_SLOTS; s++)
                if (b->present >> s & 1) vif_vector(&b->slot[s], j, key + 1 + 4 * s);
        strip_tris_vertex(t, key, adc);
    }
    return WARP_OK;
}
