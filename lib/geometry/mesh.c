/* Per-mesh vertex arrays and triangles, streamed into the caller's array.
 *
 * Native meshes: the VIF interpreter hands over each batch; its vertices are decoded
 * one by one into a sink. Batches after the first repeat the previous batch's last
 * two strip vertices, which are skipped (FACTS.md 3.6) once compared: a batch that does
 * not repeat them makes the mesh inconsistent (WARP_E_CORRUPT), never silently wrong. Triangles come from the joined
 * strip (strip.c decides which are drawn, SA-PS2.md 5). Generic meshes walk the mesh
 * plugin's index list the same way. */
#include "geom.h"

enum { A_COUNT, A_POS, A_NRM, A_UV, A_COL, A_COL2, A_JNT, A_WGT, A_TRI };

typedef struct sink {
    const warp_geometry *g;
    mesh_layout lay;     /* native meshes */
    int attr;
    int fill;            /* the mesh lacks the attribute: zeros (colours: opaque white) */
    uint32_t set;
    void *dst;
    size_t cap, n;       /* elements room / produced */
    int strip;
    size_t v;            /* vertices produced */
    uint32_t batches;
    strip_tris tri;      /* triangles (A_TRI) */
    strip_tail tail;     /* native strips: the vertices the next batch must repeat */
    int overlap_done;    /* the count walk before this one checked them (copy_mesh) */
} sink;

static void put_floats(sink *s, const float *f, int n) {
    if (s->dst && s->n < s->cap) memcpy((float *)s->dst + s->n * (size_t)n, f, sizeof(float) * (size_t)n);
    s->n++;
}

static float as_float(uint32_t u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static uint8_t clamp255(uint32_t x) { return (uint8_t)(x > 255 ? 255 : x); }

/* Weight words: low 10 bits = (bone + 1) << 2, the rest a float (FACTS.md 3.6). */
static void weight_word(uint32_t w, uint16_t *joint, float *weight) {
    uint32_t b = (w & 0x3FF) >> 2;
    *joint = (uint16_t)(b ? b - 1 : 0);
    *weight = b ? as_float(w & ~0x3FFu) : 0.0f;
}

/* ---- native batches ---------------------------------------------------------- */
/* Bulk copies: one batch's run of an attribute straight into the caller's array, for the
 * layouts the game and the encoders use (no mask, no offset mode, two or more
 * components). Each loop computes exactly what vif_vector + native_batch compute per
 * vertex (same conversions, same operations), so the arrays are bit-identical; other
 * forms return 0 and take the per-vertex path. Runs k vertices from vector `first`. */
/* (float)(int8_t)b / 127.0f for every byte b, evaluated by the compiler (IEEE division,
 * correctly rounded as at run time): the 8-bit normals without a division each. */
#define NB(b) ((float)((b) < 128 ? (b) : (b) - 256) / 127.0f)
#define NB4(b) NB(b), NB((b) + 1), NB((b) + 2), NB((b) + 3)
#define NB16(b) NB4(b), NB4((b) + 4), NB4((b) + 8), NB4((b) + 12)
#define NB64(b) NB16(b), NB16((b) + 16), NB16((b) + 32), NB16((b) + 48)
static const float k_normal8[256] = {NB64(0), NB64(64), NB64(128), NB64(192)};

static int bulk_copy(sink *s, const vif_unpack *u, uint32_t first, size_t k) {
    uint32_t vn = (u->fmt >> 2) & 3, vl = u->fmt & 3, n = vn + 1;
    if (u->masked || u->mode != 0 || u->fmt == WARP_VIF_V4_5 || vn == 0 || vl == 3 || s->fill) return 0;
    const mesh_layout *lay = &s->lay;
    size_t stride = (size_t)n * (4u >> vl); /* bytes a vector */
    const uint8_t *p = u->data + (size_t)first * stride;
    switch (s->attr) {
    case A_POS: {
        float *o = (float *)s->dst + s->n * 3, sc = lay->pos_scale;
        if (n < 3) return 0;
        if (lay->fixed && vl == 1 && !u->usn) {
            for (size_t j = 0; j < k; j++, p += stride, o += 3) {
                o[0] = (float)(int16_t)rd16(p) * sc;
                o[1] = (float)(int16_t)rd16(p + 2) * sc;
                o[2] = (float)(int16_t)rd16(p + 4) * sc;
            }
            return 1;
        }
        if (!lay->fixed && vl == 0) {
            for (size_t j = 0; j < k; j++, p += stride, o += 3)
                o[0] = as_float(rd32(p)), o[1] = as_float(rd32(p + 4)), o[2] = as_float(rd32(p + 8));
            return 1;
        }
        return 0;
    }
    case A_NRM: {
        float *o = (float *)s->dst + s->n * 3;
        if (n < 3) return 0;
        if (vl == 2 && !u->usn) {
            for (size_t j = 0; j < k; j++, p += stride, o += 3)
                o[0] = k_normal8[p[0]], o[1] = k_normal8[p[1]], o[2] = k_normal8[p[2]];
            return 1;
        }
        if (vl == 1 && !u->usn) {
            for (size_t j = 0; j < k; j++, p += stride, o += 3)
                for (int c = 0; c < 3; c++) o[c] = (float)(int16_t)rd16(p + 2 * c) / 127.0f;
            return 1;
        }
        if (vl == 0) {
            for (size_t j = 0; j < k; j++, p += stride, o += 3)
                for (int c = 0; c < 3; c++) o[c] = (float)(int32_t)rd32(p + 4 * c) / 127.0f;
            return 1;
        }
        return 0;
    }
    case A_JNT: case A_WGT: { /* weight words: 32-bit, four a vertex */
        if (n != 4 || vl != 0) return 0;
        uint16_t jt[4];
        float wt[4];
        for (size_t j = 0; j < k; j++, p += stride) {
            for (int c = 0; c < 4; c++) weight_word(rd32(p + 4 * c), &jt[c], &wt[c]);
            if (s->attr == A_WGT)
                memcpy((float *)s->dst + (s->n + j) * 4, wt, sizeof wt);
            else
                memcpy((uint16_t *)s->dst + (s->n + j) * 4, jt, sizeof jt);
        }
        return 1;
    }
    case A_UV: {
        float *o = (float *)s->dst + s->n * 2, sc = lay->uv_scale;
        if (2 * s->set + 2 > n) return 0;
        p += (size_t)(2 * s->set) * (4u >> vl);
        if (lay->fixed && vl == 1 && !u->usn) {
            for (size_t j = 0; j < k; j++, p += stride, o += 2)
                o[0] = (float)(int16_t)rd16(p) * sc, o[1] = (float)(int16_t)rd16(p + 2) * sc;
            return 1;
        }
        if (!lay->fixed && vl == 0) {
            for (size_t j = 0; j < k; j++, p += stride, o += 2) o[0] = as_float(rd32(p)), o[1] = as_float(rd32(p + 4));
            return 1;
        }
        return 0;
    }
    case A_COL: case A_COL2: { /* the low byte of each component (the night byte: bits 8-15) */
        uint8_t *o = (uint8_t *)s->dst + s->n * 4;
        if (n != 4 || (vl == 2 && s->attr == A_COL2)) return 0; /* 8-bit night bytes: sign extension */
        size_t at = vl == 1 && s->attr == A_COL2 ? 1 : 0, step = 4u >> vl;
        p += at;
        if (lay->col_double) /* hoisted: the byte stores could alias the layout */
            for (size_t j = 0; j < k; j++, p += stride, o += 4)
                for (size_t c = 0; c < 4; c++) o[c] = clamp255((uint32_t)p[c * step] * 2);
        else
            for (size_t j = 0; j < k; j++, p += stride, o += 4)
                for (size_t c = 0; c < 4; c++) o[c] = p[c * step];
        return 1;
    }
    default: return 0;
    }
}

static int native_batch(void *user, const vif_batch *b) {
    sink *s = (sink *)user;
    const mesh_layout *lay = &s->lay;
    int slot;
    switch (s->attr) {
    case A_NRM: slot = lay->nrm; break;
    case A_UV: slot = lay->uv; break;
    case A_COL: case A_COL2: slot = lay->col; break;
    case A_JNT: case A_WGT: slot = lay->wgt; break;
    default: slot = lay->pos; break;
    }
    if (s->fill) slot = lay->pos;
    s->batches++;
    if (s->attr != A_COUNT && (slot < 0 || !(b->present >> slot & 1))) return WARP_E_NOT_FOUND;
    if (slot < 0) slot = 0;
    const vif_unpack *u = &b->slot[slot];
    uint32_t first = (s->strip && b->index > 0) ? 2 : 0;
    if (s->strip && !s->overlap_done) {
        int rc = warp__strip_overlap(&s->tail, b);
        if (rc) return rc;
    }
    if (s->v > s->g->limits.max_vertices || s->n > s->g->limits.max_vertices ||
        s->tri.v > s->g->limits.max_vertices)
        return WARP_E_LIMIT;
    if (s->attr == A_TRI) return warp__strip_tris_native(&s->tri, lay, b, first);
    if (s->attr == A_COUNT) { /* vertices only */
        s->v += b->itop - first;
        s->n += b->itop - first;
        return 0;
    }
    { /* attributes: sizes alone, or the whole run at once */
        size_t k = b->itop - first;
        if (!s->dst || (s->n + k <= s->cap && bulk_copy(s, u, first, k))) {
            s->n += k;
            return 0;
        }
    }
    for (uint32_t j = first; j < b->itop; j++) {
        uint32_t r[4];
        vif_vector(u, j, r);
        if (s->fill) {
            if (s->attr == A_COL || s->attr == A_COL2) r[0] = r[1] = r[2] = r[3] = 0xFFFF; /* day and night bytes */
            else r[0] = r[1] = r[2] = r[3] = 0;
        }
        switch (s->attr) {
        case A_POS: {
            float p[3];
            for (int c = 0; c < 3; c++)
                p[c] = lay->fixed ? (float)(int32_t)r[c] * lay->pos_scale : as_float(r[c]);
            put_floats(s, p, 3);
            break;
        }
        case A_NRM: {
            float nrm[3];
            for (int c = 0; c < 3; c++) nrm[c] = (float)(int32_t)r[c] / 127.0f;
            put_floats(s, nrm, 3);
            break;
        }
        case A_UV: {
            float uv[2];
            for (int c = 0; c < 2; c++) {
                uint32_t x = r[2 * s->set + (uint32_t)c];
                uv[c] = lay->fixed ? (float)(int32_t)x * lay->uv_scale : as_float(x);
            }
            put_floats(s, uv, 2);
            break;
        }
        case A_COL: case A_COL2: /* day/night words: day low byte, night high byte */
            if (s->dst && s->n < s->cap)
                for (int c = 0; c < 4; c++) {
                    uint32_t x = (s->attr == A_COL2 ? r[c] >> 8 : r[c]) & 0xFF;
                    ((uint8_t *)s->dst)[s->n * 4 + (size_t)c] = lay->col_double ? clamp255(x * 2) : (uint8_t)x;
                }
            s->n++;
            break;
        default: { /* joints, weights */
            uint16_t jt[4];
            float wt[4];
            for (int c = 0; c < 4; c++) weight_word(r[c], &jt[c], &wt[c]);
            if (s->attr == A_WGT)
                put_floats(s, wt, 4);
            else {
                if (s->dst && s->n < s->cap) memcpy((uint16_t *)s->dst + s->n * 4, jt, sizeof jt);
                s->n++;
            }
            break;
        }
        }
    }
    return 0;
}

/* ---- generic vertices --------------------------------------------------------- */
static void generic_vertex(sink *s, size_t k) {
    const warp_geometry *g = s->g;
    switch (s->attr) {
    case A_COUNT: s->v++; s->n++; break;
    case A_TRI: { /* the vertex index: the header counts triangles with distinct indices */
        uint32_t key = (uint32_t)k;
        s->tri.words = 1;
        warp__strip_tris_vertex(&s->tri, &key, 0);
        break;
    }
    case A_POS: {
        float p[3];
        for (int c = 0; c < 3; c++) p[c] = rdf32(g->g_pos + k * 12 + (size_t)c * 4);
        put_floats(s, p, 3);
        break;
    }
    case A_NRM: {
        float p[3];
        for (int c = 0; c < 3; c++) p[c] = rdf32(g->g_nrm + k * 12 + (size_t)c * 4);
        put_floats(s, p, 3);
        break;
    }
    case A_UV: {
        const uint8_t *q = g->g_uvs + ((size_t)s->set * g->parts.vertex_count + k) * 8;
        float uv[2] = {rdf32(q), rdf32(q + 4)};
        put_floats(s, uv, 2);
        break;
    }
    case A_COL:
        if (s->dst && s->n < s->cap) memcpy((uint8_t *)s->dst + s->n * 4, g->g_colors + k * 4, 4);
        s->n++;
        break;
    case A_JNT: {
        uint16_t jt[4];
        for (int c = 0; c < 4; c++) jt[c] = g->skin_indices[k * 4 + (size_t)c];
        if (s->dst && s->n < s->cap) memcpy((uint16_t *)s->dst + s->n * 4, jt, sizeof jt);
        s->n++;
        break;
    }
    default: {
        float w[4];
        for (int c = 0; c < 4; c++) w[c] = rdf32(g->skin_weights + k * 16 + (size_t)c * 4);
        put_floats(s, w, 4);
        break;
    }
    }
}

static int generic_mesh(sink *s, uint32_t m) {
    const warp_geometry *g = s->g;
    size_t nv = g->parts.vertex_count;
    if (g->mesh_plugin) {
        uint32_t count, material;
        const uint8_t *idx;
        int rc = warp__geom_mesh_header(g, m, &count, &material, &idx);
        if (rc) return rc;
        for (uint32_t k = 0; k < count; k++) {
            uint32_t i = rd32(idx + (size_t)k * 4);
            if (i >= nv) return WARP_E_RANGE;
            generic_vertex(s, i);
        }
        return WARP_OK;
    }
    /* No mesh plugin: the mesh is material m's triangles over all vertices. */
    if (s->attr != A_TRI) {
        for (size_t k = 0; k < nv; k++) generic_vertex(s, k);
        return WARP_OK;
    }
    for (size_t t = 0; t < g->parts.triangle_count; t++) {
        const uint8_t *q = g->g_tris + t * 8; /* u16 v1, v0, material, v2 */
        uint32_t v1 = rd16(q), v0 = rd16(q + 2), mat = rd16(q + 4), v2 = rd16(q + 6);
        if (mat != m && g->info.mesh_count > 1) continue;
        if (v0 >= nv || v1 >= nv || v2 >= nv) return WARP_E_RANGE;
        warp__strip_tris_list(&s->tri, v0, v1, v2);
    }
    s->tri.v = nv;
    return WARP_OK;
}

/* Set s up for one attribute of one mesh: the checks of the copy calls (an attribute the
 * geometry lacks, a layout not decoded), and for native data the mesh's chain and layout. */
static int setup(const warp_geometry *g, uint32_t mesh, int attr, uint32_t set, void *dst, size_t cap, sink *s,
                 const uint8_t **chain, size_t *len) {
    if (!g || g->hdr.magic != WARP_MAGIC_GEOMETRY) return WARP_E_ARG;
    const warp_geometry_info *in = &g->info;
    if (mesh >= in->mesh_count) return WARP_E_RANGE;
    memset(s, 0, sizeof *s);
    s->g = g;
    s->attr = attr;
    s->set = set;
    s->dst = dst;
    s->cap = dst ? cap : 0;
    s->strip = in->mesh_flags & 1;
    if (attr == A_TRI) {
        s->tri.dst = dst;
        s->tri.cap = s->cap;
        s->tri.strip = s->strip;
        /* native data with 0x134: ADC-formatted strips (docs/format-geometry.md); a generic
         * strip's repeated index is the same vertex, never a triangle */
        s->tri.stitches = in->layout == WARP_LAYOUT_GENERIC || !in->has_adc;
        s->tri.same01 = -1; /* nothing asked yet */
    }
    if (in->layout == WARP_LAYOUT_UNKNOWN && attr != A_COUNT) return WARP_E_UNSUPPORTED;
    switch (attr) {
    case A_NRM: if (!in->has_normals) return WARP_E_NOT_FOUND; break;
    case A_UV: if (set >= in->uv_sets) return WARP_E_NOT_FOUND; break;
    case A_COL: if (!in->has_colors) return WARP_E_NOT_FOUND; break;
    case A_COL2: if (in->color_sets < 2) return WARP_E_NOT_FOUND; break;
    case A_JNT: case A_WGT:
        if (!in->has_skin || (in->layout == WARP_LAYOUT_GENERIC && !g->skin_indices)) return WARP_E_NOT_FOUND;
        break;
    default: break;
    }
    *chain = NULL, *len = 0;
    if (in->layout == WARP_LAYOUT_GENERIC) return WARP_OK;
    int rc = warp__geom_native_mesh(g, mesh, chain, len);
    if (!rc && in->layout != WARP_LAYOUT_UNKNOWN) rc = warp__geom_mesh_layout(g, mesh, &s->lay);
    if (rc) return rc;
    /* A PDS geometry may mix pipelines (bagboxa: Car and CarEnvMapUV2 meshes). What the
     * geometry has and this mesh's pipeline lacks is filled, so arrays stay aligned. */
    if (in->layout == WARP_LAYOUT_PS2_PDS)
        s->fill = (attr == A_UV && set >= s->lay.uv_sets) || (attr == A_COL2 && s->lay.color_sets < 2) ||
                  (attr == A_COL && s->lay.col < 0) || (attr == A_NRM && s->lay.nrm < 0);
    if ((attr == A_JNT || attr == A_WGT) && s->lay.wgt < 0) return WARP_E_NOT_FOUND;
    return WARP_OK;
}

static int run(const warp_geometry *g, uint32_t mesh, int attr, uint32_t set, void *dst, size_t cap, sink *s) {
    const uint8_t *chain;
    size_t len;
    int rc = setup(g, mesh, attr, set, dst, cap, s, &chain, &len);
    if (rc) return rc;
    if (g->info.layout == WARP_LAYOUT_GENERIC) return generic_mesh(s, mesh);
    return warp__vif_run(chain, len, &g->limits, native_batch, s);
}

/* run(), with a triangle pass's results where the other passes keep theirs. */
static int run_mesh(const warp_geometry *g, uint32_t mesh, int attr, uint32_t set, void *dst, size_t cap, sink *s) {
    int rc = run(g, mesh, attr, set, dst, cap, s);
    if (attr == A_TRI) s->n = s->tri.n, s->v = s->tri.v;
    return rc;
}

/* The single-array calls: warp_geometry_copy_mesh with one array. Their size query (dst
 * NULL) must still check the attribute, so it asks with room for nothing and takes the
 * count that WARP_E_DST_SMALL reports. */
static int copy(const warp_geometry *g, uint32_t mesh, int attr, uint32_t set, void *dst, size_t cap,
                size_t *count) {
    size_t n_local;
    if (!count) {
        if (!dst) return WARP_E_ARG; /* a size query needs somewhere to put the size */
        count = &n_local;
    }
    *count = 0;
    _Alignas(8) static const unsigned char nothing[8]; /* never written: room for 0 elements */
    void *p = dst ? dst : (void *)(uintptr_t)nothing;
    warp_mesh_dst d;
    memset(&d, 0, sizeof d);
    d.vertex_capacity = d.triangle_capacity = dst ? cap : 0;
    switch (attr) {
    case A_POS: d.positions = p; break;
    case A_NRM: d.normals = p; break;
    case A_UV:
        if (set >= WARP_MESH_DST_UV_SETS) { /* no such set: the handle and mesh errors first */
            size_t v;
            int rc = warp_geometry_copy_mesh(g, mesh, NULL, &v, NULL);
            return rc ? rc : WARP_E_NOT_FOUND;
        }
        d.uvs[set] = p;
        break;
    case A_COL: d.colors = p; break;
    case A_COL2: d.colors2 = p; break;
    case A_JNT: d.joints = p; break;
    case A_WGT: d.weights = p; break;
    default: d.triangles = p; break;
    }
    size_t v = 0, t = 0; /* the triangle count only for triangles: it walks the strip */
    int rc = warp_geometry_copy_mesh(g, mesh, &d, &v, attr == A_TRI ? &t : NULL);
    *count = attr == A_TRI ? t : v;
    return !dst && rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

int warp_geometry_copy_positions(const warp_geometry *g, uint32_t mesh, float *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_POS, 0, dst, n, count);
}
int warp_geometry_copy_normals(const warp_geometry *g, uint32_t mesh, float *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_NRM, 0, dst, n, count);
}
int warp_geometry_copy_uvs(const warp_geometry *g, uint32_t mesh, uint32_t set, float *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_UV, set, dst, n, count);
}
int warp_geometry_copy_colors(const warp_geometry *g, uint32_t mesh, uint8_t *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_COL, 0, dst, n, count);
}
int warp_geometry_copy_colors2(const warp_geometry *g, uint32_t mesh, uint8_t *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_COL2, 0, dst, n, count);
}
int warp_geometry_copy_joints(const warp_geometry *g, uint32_t mesh, uint16_t *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_JNT, 0, dst, n, count);
}
int warp_geometry_copy_weights(const warp_geometry *g, uint32_t mesh, float *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_WGT, 0, dst, n, count);
}
int warp_geometry_copy_triangles(const warp_geometry *g, uint32_t mesh, uint32_t *dst, size_t n, size_t *count) {
    return copy(g, mesh, A_TRI, 0, dst, n, count);
}

/* ---- every array in one walk -------------------------------------------------- */
enum { MAX_SINKS = 16 }; /* positions, normals, 8 UV sets, 2 colours, joints, weights, triangles */

typedef struct multi {
    sink s[MAX_SINKS];
    int n;
} multi;

/* One VIF walk feeds every sink: each batch is decoded into every array asked for. */
static int multi_batch(void *user, const vif_batch *b) {
    multi *m = (multi *)user;
    for (int i = 0; i < m->n; i++) {
        int rc = native_batch(&m->s[i], b);
        if (rc) return rc;
    }
    return 0;
}

/* The sinks of the arrays d asks for, each checked as its single-array call checks it. */
static int multi_setup(const warp_geometry *g, uint32_t mesh, const warp_mesh_dst *d, multi *m,
                       const uint8_t **chain, size_t *len) {
    typedef struct wanted { void *dst; int attr; uint32_t set; } wanted;
    wanted want[MAX_SINKS];
    int n = 0;
    want[n++] = (wanted){d->positions, A_POS, 0};
    want[n++] = (wanted){d->normals, A_NRM, 0};
    for (uint32_t k = 0; k < WARP_MESH_DST_UV_SETS; k++) want[n++] = (wanted){d->uvs[k], A_UV, k};
    want[n++] = (wanted){d->colors, A_COL, 0};
    want[n++] = (wanted){d->colors2, A_COL2, 0};
    want[n++] = (wanted){d->joints, A_JNT, 0};
    want[n++] = (wanted){d->weights, A_WGT, 0};
    want[n++] = (wanted){d->triangles, A_TRI, 0};
    m->n = 0;
    for (int i = 0; i < n; i++) {
        if (!want[i].dst) continue;
        size_t cap = want[i].attr == A_TRI ? d->triangle_capacity : d->vertex_capacity;
        int rc = setup(g, mesh, want[i].attr, want[i].set, want[i].dst, cap, &m->s[m->n], chain, len);
        if (rc) return rc;
        m->s[m->n++].overlap_done = 1; /* precount's walk checks the batches' overlap, once */
    }
    return WARP_OK;
}

/* run_mesh's counts of A_COUNT (exact 0) or A_TRI (exact 1: triangles in c->n), from the
 * handle's count of the last mesh when it has them. Only successful walks are kept, so a
 * kept mesh's batch overlap is checked (the writing walk need not). */
static int count_mesh(const warp_geometry *g, uint32_t mesh, int exact, sink *c) {
    warp_geometry *k = (warp_geometry *)(uintptr_t)g; /* the cache, geom.h */
    if (k->counted && k->counted_mesh == mesh && (!exact || k->counted_tris != SIZE_MAX)) {
        c->v = k->counted_v;
        c->n = exact ? k->counted_tris : c->v;
        return WARP_OK;
    }
    int rc = run_mesh(g, mesh, exact ? A_TRI : A_COUNT, 0, NULL, 0, c);
    if (rc) return rc;
    if (!k->counted || k->counted_mesh != mesh) k->counted_tris = SIZE_MAX;
    k->counted = 1, k->counted_mesh = mesh, k->counted_v = c->v;
    if (exact) k->counted_tris = c->n;
    return WARP_OK;
}

/* Counts first, so that arrays too small are reported with nothing written. A mesh's
 * triangles never outnumber its vertices except in a generic geometry without a mesh
 * plugin (a triangle list over shared vertices): elsewhere, with room for as many
 * triangles as vertices, the vertex count (a walk of the VIF stream alone) is enough and
 * the strip is walked once, by the writing walk. The strip is walked here only for a
 * triangle count asked without the triangles, or when the bound does not settle it.
 * *exact: c holds the triangle count too. */
static int precount(const warp_geometry *g, uint32_t mesh, const warp_mesh_dst *d, int tris, int want_tri_count,
                    sink *c, int *exact) {
    int bounded = g->info.layout != WARP_LAYOUT_GENERIC || g->mesh_plugin;
    *exact = (want_tri_count && !tris) || (tris && (!bounded || d->triangle_capacity == 0));
    int rc = count_mesh(g, mesh, *exact, c);
    if (rc || *exact || !tris || c->v <= d->triangle_capacity) return rc;
    *exact = 1; /* the bound does not fit the room given: count exactly */
    return count_mesh(g, mesh, 1, c);
}

int warp_geometry_copy_mesh(const warp_geometry *g, uint32_t mesh, const warp_mesh_dst *dst, size_t *vertex_count,
                            size_t *triangle_count) {
    if (!g || g->hdr.magic != WARP_MAGIC_GEOMETRY) return WARP_E_ARG;
    if (!dst && !vertex_count && !triangle_count) return WARP_E_ARG; /* a size query needs a count */
    if (dst && !WARP__RESERVED_OK(dst)) return WARP_E_ARG;
    if (vertex_count) *vertex_count = 0;
    if (triangle_count) *triangle_count = 0;
    static const warp_mesh_dst none;
    multi m;
    const uint8_t *chain;
    size_t len;
    int rc = multi_setup(g, mesh, dst ? dst : &none, &m, &chain, &len);
    if (rc) return rc;
    int tris = dst && dst->triangles, vertex_arrays = m.n > tris, exact;
    sink c;
    rc = precount(g, mesh, dst, tris, triangle_count != NULL, &c, &exact);
    if (rc) return rc;
    if (vertex_count) *vertex_count = c.v;
    if (exact && triangle_count) *triangle_count = c.n;
    if (!m.n) return WARP_OK;
    if ((vertex_arrays && c.v > dst->vertex_capacity) || (tris && exact && c.n > dst->triangle_capacity))
        return WARP_E_DST_SMALL;
    if (g->info.layout == WARP_LAYOUT_GENERIC) {
        for (int i = 0; i < m.n && !rc; i++) rc = generic_mesh(&m.s[i], mesh);
    } else {
        rc = warp__vif_run(chain, len, &g->limits, multi_batch, &m);
    }
    for (int i = 0; i < m.n && !rc; i++)
        if (m.s[i].attr == A_TRI && triangle_count) *triangle_count = m.s[i].tri.n;
    return rc;
}

int warp_geometry_decoded_counts(const warp_geometry *g, uint32_t *vertex_count, uint32_t *triangle_count) {
    if (!g || g->hdr.magic != WARP_MAGIC_GEOMETRY || !vertex_count || !triangle_count) return WARP_E_ARG;
    if (g->info.layout == WARP_LAYOUT_UNKNOWN) return WARP_E_UNSUPPORTED;
    uint64_t v = 0, t = 0;
    for (uint32_t m = 0; m < g->info.mesh_count; m++) {
        sink s;
        int rc = run_mesh(g, m, A_TRI, 0, NULL, 0, &s);
        if (rc) return rc;
        v += s.v;
        t += s.n;
    }
    *vertex_count = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
    *triangle_count = t > UINT32_MAX ? UINT32_MAX : (uint32_t)t;
    return WARP_OK;
}

int warp_geometry_get_mesh(const warp_geometry *g, uint32_t mesh, warp_geometry_mesh_info *out) {
    if (!out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    sink s;
    int known = g && g->hdr.magic == WARP_MAGIC_GEOMETRY && g->info.layout != WARP_LAYOUT_UNKNOWN;
    int rc = run_mesh(g, mesh, known ? A_TRI : A_COUNT, 0, NULL, 0, &s);
    if (rc) return rc;
    out->vertex_count = (uint32_t)s.v;
    out->triangle_count = known ? (uint32_t)s.n : 0;
    out->batch_count = (g->parts.format & WARP_GEO_NATIVE) ? s.batches : 0;
    out->degenerate_count = s.tri.degenerate;
    out->adc_count = s.tri.adc;
    if (known && g->info.layout != WARP_LAYOUT_GENERIC) {
        out->pipeline_id = s.lay.pipeline;
        out->uv_sets = s.lay.uv_sets;
        out->color_sets = s.lay.color_sets;
        out->has_normals = s.lay.nrm >= 0;
    } else if (known) {
        out->uv_sets = g->info.uv_sets;
        out->color_sets = g->info.color_sets;
        out->has_normals = g->info.has_normals;
    }
    if (g->mesh_plugin) {
        const uint8_t *idx;
        rc = warp__geom_mesh_header(g, mesh, &out->declared_count, &out->material, &idx);
        if (rc) return rc;
    } else {
        out->material = mesh;
        out->declared_count = (uint32_t)s.v;
    }
    return WARP_OK;
}
