/* Encoders: vertex arrays to a PS2 VU1 DMA chain (default, packed, PDS), and geometry and
 * clump sections around them. The inverse of vif.c / geometry.c / clump.c; used by the
 * tests and the sample generator. */
#include "geom.h"

/* ---- VIF codes ----------------------------------------------------------------- */
#define VIF_NOP 0x00000000u
#define VIF_STCYCL(cl, wl) (0x01000000u | (uint32_t)(wl) << 8 | (uint32_t)(cl))
#define VIF_ITOP(n) (0x04000000u | (uint32_t)(n))
#define VIF_FLUSH 0x11000000u
#define VIF_MSCAL 0x14000000u
#define VIF_MSCALF 0x15000000u
#define VIF_MSCNT 0x17000000u
#define VIF_UNPACK(fmt, num, addr, usn) \
    ((0x60u | (uint32_t)(fmt)) << 24 | ((uint32_t)(num)&0xFF) << 16 | 0x8000u | (uint32_t)(usn) << 14 | (uint32_t)(addr))
#define DMA_TAG(id, qwc) ((uint32_t)(id) << 28 | (uint32_t)(qwc))

enum { SLOT_POS, SLOT_UV, SLOT_COL, SLOT_NRM, SLOT_WGT, SLOTS };

typedef struct enc {
    uint32_t layout;
    const warp_mesh_arrays *m;
    float ps, us;
    uint32_t cl;
    uint32_t fmt[SLOTS], usn[SLOTS], present[SLOTS];
    uint32_t addr[SLOTS];      /* VU slot of each attribute */
    const pds_layout *pds;     /* PDS pipeline, or NULL */
    uint32_t batch;            /* vertices per full batch */
    uint32_t batches;
} enc;

static size_t vec_bytes(uint32_t fmt) {
    uint32_t vn = (fmt >> 2) & 3, vl = fmt & 3;
    return (size_t)(vn + 1) * (4u >> vl);
}

static uint32_t round4(uint32_t n) { return (n + 3) & ~3u; }

static int32_t quant(float x, float scale, int32_t lo, int32_t hi) {
    float q = x / scale;
    q += q < 0 ? -0.5f : 0.5f;
    if (!(q > (float)lo)) return lo; /* also NaN */
    if (q > (float)hi) return hi;
    return (int32_t)q;
}

static uint32_t float_bits(float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* Vector bytes of vertex v (clamped into the mesh) for one slot. */
static void vertex_bytes(const enc *e, uint32_t s, uint32_t v, uint8_t *out) {
    const warp_mesh_arrays *m = e->m;
    if (v >= m->vertex_count) v = m->vertex_count - 1; /* padding repeats the last vertex */
    int packed = e->layout == WARP_LAYOUT_PS2_PACKED || e->pds; /* 16-bit integers times the scales */
    switch (s) {
    case SLOT_POS:
        for (int c = 0; c < 3; c++) {
            float x = m->positions[(size_t)v * 3 + (size_t)c];
            if (packed) {
                int32_t q = quant(x, e->ps, -32768, 32767);
                out[c * 2] = (uint8_t)q;
                out[c * 2 + 1] = (uint8_t)(q >> 8);
            } else {
                wr32(out + c * 4, float_bits(x));
            }
        }
        if (packed) out[6] = out[7] = 0;
        break;
    case SLOT_UV: {
        uint32_t sets = m->uvs[1] ? 2 : 1;
        for (uint32_t k = 0; k < sets * 2; k++) {
            float x = m->uvs[k / 2][(size_t)v * 2 + (k & 1)];
            if (packed) {
                int32_t q = quant(x, e->us, -32768, 32767);
                out[k * 2] = (uint8_t)q;
                out[k * 2 + 1] = (uint8_t)(q >> 8);
            } else {
                wr32(out + k * 4, float_bits(x));
            }
        }
        break;
    }
    case SLOT_COL:
        for (int c = 0; c < 4; c++) {
            uint32_t x = m->colors[(size_t)v * 4 + (size_t)c];
            if (e->pds && e->pds->colors == PDS_DAY_NIGHT) { /* day | night << 8; no night array: the same */
                out[c * 2] = out[c * 2 + 1] = (uint8_t)x;
            } else {
                out[c] = e->layout == WARP_LAYOUT_PS2_PACKED ? (uint8_t)((x + 1) / 2) : (uint8_t)x; /* 0x80 = full */
            }
        }
        break;
    case SLOT_NRM:
        for (int c = 0; c < 3; c++) out[c] = (uint8_t)quant(m->normals[(size_t)v * 3 + (size_t)c], 1.0f / 127.0f, -127, 127);
        if (packed) out[3] = 0;
        break;
    default:
        for (int c = 0; c < 4; c++) {
            float w = m->weights[(size_t)v * 4 + (size_t)c];
            uint32_t word = 0;
            if (w > 0.0f) word = (float_bits(w) & ~0x3FFu) | ((uint32_t)(m->joints[(size_t)v * 4 + (size_t)c] + 1) & 0xFF) << 2;
            wr32(out + c * 4, word);
        }
        break;
    }
}

static int enc_setup(enc *e, uint32_t layout, const warp_mesh_arrays *m, uint32_t batch_max, float ps, float us,
                     uint32_t pipeline) {
    memset(e, 0, sizeof *e);
    if (!m || !m->positions || (m->uvs[1] && !m->uvs[0]) || (!m->joints != !m->weights) || !WARP__RESERVED_OK(m))
        return WARP_E_ARG;
    if (layout != WARP_LAYOUT_PS2_DEFAULT && layout != WARP_LAYOUT_PS2_PACKED && layout != WARP_LAYOUT_PS2_PDS)
        return WARP_E_ARG;
    int packed = layout == WARP_LAYOUT_PS2_PACKED;
    if (packed && !(ps > 0.0f && us > 0.0f)) return WARP_E_ARG;
    if (m->joints) /* (bone + 1) << 2 must fit the weight word's low 10 bits */
        for (size_t k = 0; k < (size_t)m->vertex_count * 4; k++)
            if (m->joints[k] > 254) return WARP_E_RANGE;
    e->layout = layout;
    e->m = m;
    e->ps = ps;
    e->us = us;
    for (uint32_t s = 0; s < SLOTS; s++) e->addr[s] = s;
    if (layout == WARP_LAYOUT_PS2_PDS) { /* the pipeline's slots, formats and fixed scales (SA-PS2.md 2-3) */
        const pds_layout *p = warp__geom_pds_find(pipeline);
        if (!p) return WARP_E_UNSUPPORTED;
        if (!m->uvs[0] || (p->uv2 && !m->uvs[1]) || (p->colors && !m->colors) || (p->nrm >= 0 && !m->normals) ||
            (p->wgt >= 0 && !m->weights))
            return WARP_E_ARG;
        e->pds = p;
        e->ps = p->vehicle ? 1.0f / 1024 : 1.0f / 128;
        e->us = 1.0f / 4096;
        e->present[SLOT_POS] = e->present[SLOT_UV] = 1;
        e->fmt[SLOT_POS] = WARP_VIF_V4_16;
        e->fmt[SLOT_UV] = p->uv2 ? WARP_VIF_V4_16 : WARP_VIF_V2_16;
        e->present[SLOT_COL] = p->colors != PDS_NO_COLORS;
        e->fmt[SLOT_COL] = p->colors == PDS_DAY_NIGHT ? WARP_VIF_V4_16 : WARP_VIF_V4_8;
        e->usn[SLOT_COL] = 1;
        e->present[SLOT_NRM] = p->nrm >= 0;
        e->addr[SLOT_NRM] = p->nrm >= 0 ? (uint32_t)p->nrm : 0;
        e->fmt[SLOT_NRM] = WARP_VIF_V4_8;
        e->present[SLOT_WGT] = p->wgt >= 0;
        e->addr[SLOT_WGT] = p->wgt >= 0 ? (uint32_t)p->wgt : 0;
        e->fmt[SLOT_WGT] = WARP_VIF_V4_32;
        e->cl = p->nrm == 3 || p->wgt == 3 ? 4 : 3; /* world 3, vehicles and peds 4 */
    } else {
        e->present[SLOT_POS] = 1;
        e->fmt[SLOT_POS] = packed ? WARP_VIF_V4_16 : WARP_VIF_V3_32;
        e->present[SLOT_UV] = m->uvs[0] != NULL;
        e->fmt[SLOT_UV] = packed ? (m->uvs[1] ? WARP_VIF_V4_16 : WARP_VIF_V2_16) : (m->uvs[1] ? WARP_VIF_V4_32 : WARP_VIF_V2_32);
        e->present[SLOT_COL] = m->colors != NULL;
        e->fmt[SLOT_COL] = WARP_VIF_V4_8;
        e->usn[SLOT_COL] = 1;
        e->present[SLOT_NRM] = m->normals != NULL;
        e->fmt[SLOT_NRM] = packed ? WARP_VIF_V4_8 : WARP_VIF_V3_8;
        e->present[SLOT_WGT] = m->weights != NULL;
        e->fmt[SLOT_WGT] = WARP_VIF_V4_32;
        e->cl = e->present[SLOT_WGT] ? 5 : 4;
    }
    /* Half of VU1 memory per batch (double buffering), padded counts included. */
    uint32_t cap = (VU1_QWORDS / 2) / e->cl - 3;
    uint32_t n = batch_max ? batch_max : cap;
    if (n > cap) n = cap;
    if (n < 6) n = 6;
    n = 2 + ((n - 2) & ~3u); /* the overlap stride stays a multiple of 4: strip parity holds */
    e->batch = n;
    uint32_t nv = m->vertex_count;
    e->batches = nv == 0 ? 0 : nv <= n ? 1 : 1 + (nv - n + (n - 2) - 1) / (n - 2);
    return WARP_OK;
}

/* First vertex and count of batch b. */
static void batch_range(const enc *e, uint32_t b, uint32_t *first, uint32_t *count) {
    uint32_t f = b * (e->batch - 2), left = e->m->vertex_count - f;
    *first = f;
    *count = left < e->batch ? left : e->batch;
}

static int write_slot_data(warp_writer *w, const enc *e, uint32_t s, uint32_t first, uint32_t count, size_t pad_to) {
    uint8_t v[16];
    size_t vb = vec_bytes(e->fmt[s]), n = round4(count);
    for (uint32_t j = 0; j < n; j++) {
        vertex_bytes(e, s, first + j, v);
        warp_write_bytes(w, v, vb);
    }
    return warp_write_zeros(w, (pad_to - (n * vb) % pad_to) % pad_to);
}

/* RenderWare's default layout, written as cnt packets with the data inline. */
static int write_default(warp_writer *w, const enc *e) {
    for (uint32_t b = 0; b < e->batches; b++) {
        uint32_t first, count;
        batch_range(e, b, &first, &count);
        size_t words = 2; /* ITOP + MSCAL */
        for (uint32_t s = 0; s < SLOTS; s++)
            if (e->present[s]) words += 1 + (vec_bytes(e->fmt[s]) * round4(count) + 3) / 4;
        size_t qwc = (words + 3) / 4;
        warp_write_u32(w, DMA_TAG(1, qwc));
        warp_write_u32(w, 0);
        warp_write_u32(w, VIF_STCYCL(e->cl, 1));
        warp_write_u32(w, VIF_NOP);
        for (uint32_t s = 0; s < SLOTS; s++) {
            if (!e->present[s]) continue;
            warp_write_u32(w, VIF_UNPACK(e->fmt[s], round4(count), s, e->usn[s]));
            write_slot_data(w, e, s, first, count, 4);
        }
        warp_write_u32(w, VIF_ITOP(count));
        warp_write_u32(w, b == 0 ? VIF_MSCALF : VIF_MSCNT);
        for (size_t k = words; k < qwc * 4; k++) warp_write_u32(w, VIF_NOP);
    }
    warp_write_u32(w, DMA_TAG(6, 0)); /* ret: the end */
    warp_write_u32(w, 0);
    warp_write_u32(w, VIF_FLUSH);
    return warp_write_u32(w, VIF_NOP);
}

/* The game's packed layout: per batch one ref per slot into arrays after the chain,
 * then a cnt (ret on the last batch) carrying ITOP and the microprogram start. */
static int write_packed(warp_writer *w, const enc *e) {
    uint32_t slots = 0;
    for (uint32_t s = 0; s < SLOTS; s++) slots += e->present[s];
    size_t chain_q = (size_t)e->batches * (slots + 2) + (e->batches ? 0 : 1);
    size_t addr = chain_q;
    for (uint32_t b = 0; b < e->batches; b++) {
        uint32_t first, count;
        batch_range(e, b, &first, &count);
        for (uint32_t s = 0; s < SLOTS; s++) {
            if (!e->present[s]) continue;
            size_t q = (vec_bytes(e->fmt[s]) * round4(count) + 15) / 16;
            warp_write_u32(w, DMA_TAG(3, q));
            warp_write_u32(w, (uint32_t)addr);
            warp_write_u32(w, VIF_STCYCL(e->cl, 1));
            warp_write_u32(w, VIF_UNPACK(e->fmt[s], round4(count), e->addr[s], e->usn[s]));
            addr += q;
        }
        int last = b + 1 == e->batches;
        warp_write_u32(w, DMA_TAG(last ? 6 : 1, 1));
        warp_write_u32(w, 0);
        warp_write_u32(w, VIF_NOP);
        warp_write_u32(w, VIF_NOP);
        warp_write_u32(w, VIF_ITOP(count));
        warp_write_u32(w, b == 0 ? VIF_MSCALF : VIF_MSCNT);
        warp_write_u32(w, last ? VIF_FLUSH : VIF_NOP);
        warp_write_u32(w, VIF_NOP);
    }
    if (!e->batches) {
        warp_write_u32(w, DMA_TAG(6, 0));
        warp_write_u32(w, 0);
        warp_write_u32(w, VIF_FLUSH);
        warp_write_u32(w, VIF_NOP);
    }
    for (uint32_t b = 0; b < e->batches; b++) {
        uint32_t first, count;
        batch_range(e, b, &first, &count);
        for (uint32_t s = 0; s < SLOTS; s++)
            if (e->present[s]) write_slot_data(w, e, s, first, count, 16);
    }
    return warp_writer_status(w) == WARP_E_DST_SMALL ? WARP_OK : warp_writer_status(w);
}

static int write_dma_chain_body(warp_writer *w, uint32_t layout, const warp_mesh_arrays *m, uint32_t batch_max,
                         float position_scale, float uv_scale) {
    enc e;
    if (layout == WARP_LAYOUT_PS2_PDS) return WARP_E_ARG; /* warp_write_pds_chain names the pipeline */
    int rc = enc_setup(&e, layout, m, batch_max, position_scale, uv_scale, 0);
    if (rc) return rc;
    rc = layout == WARP_LAYOUT_PS2_PACKED ? write_packed(w, &e) : write_default(w, &e);
    rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_dma_chain(warp_writer *w, uint32_t layout, const warp_mesh_arrays *m, uint32_t batch_max,
                         float position_scale, float uv_scale) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_dma_chain_body(w, layout, m, batch_max, position_scale, uv_scale));
}

static int write_pds_chain_body(warp_writer *w, uint32_t pipeline, const warp_mesh_arrays *m, uint32_t batch_max) {
    enc e;
    int rc = enc_setup(&e, WARP_LAYOUT_PS2_PDS, m, batch_max, 0, 0, pipeline);
    if (rc) return rc;
    write_packed(w, &e); /* the game's ref packets */
    rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_pds_chain(warp_writer *w, uint32_t pipeline, const warp_mesh_arrays *m, uint32_t batch_max) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_pds_chain_body(w, pipeline, m, batch_max));
}

/* ---- sections ------------------------------------------------------------------- */
static int write_cstring_bytes(warp_writer *w, const char *s) {
    size_t n = 0;
    while (s[n]) n++;
    return warp_write_bytes(w, s, n);
}

static int write_texture(warp_writer *w, const char *name, uint32_t name_len, const char *mask, uint32_t mask_len,
                         uint32_t filter, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_TEXTURE, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, filter);
    warp_write_section_end(w);
    for (int k = 0; k < 2; k++) {
        const char *s = k ? mask : name;
        uint32_t n = k ? mask_len : name_len;
        warp_write_section_begin(w, WARP_RW_STRING, stamp);
        if (s) warp_write_bytes(w, s, n);
        warp_write_zeros(w, 4 - (n & 3));
        warp_write_section_end(w);
    }
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    return warp_write_section_end(w);
}

static int write_material(warp_writer *w, const warp_material_info *m, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_MATERIAL, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 0);
    warp_write_bytes(w, m->color, 4);
    warp_write_u32(w, 0);
    warp_write_u32(w, m->texture_name ? 1 : 0);
    warp_write_f32(w, 1.0f);
    warp_write_f32(w, 1.0f);
    warp_write_f32(w, 1.0f);
    warp_write_section_end(w);
    if (m->texture_name)
        write_texture(w, m->texture_name, m->texture_name_len, m->mask_name, m->mask_name_len, m->texture_filter, stamp);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    if (m->matfx) {
        warp_write_section_begin(w, WARP_RW_MATFX, stamp);
        warp_write_u32(w, m->matfx);
        if (m->matfx == WARP_MATFX_DUAL) {
            warp_write_u32(w, WARP_MATFX_DUAL);
            warp_write_u32(w, m->dual_src_blend);
            warp_write_u32(w, m->dual_dst_blend);
            warp_write_u32(w, m->dual_texture_name ? 1 : 0);
            if (m->dual_texture_name)
                write_texture(w, m->dual_texture_name, m->dual_texture_name_len, NULL, 0, 0, stamp);
        } else if (m->matfx == WARP_MATFX_ENV) { /* the env record as read (material.c) */
            warp_write_u32(w, WARP_MATFX_ENV);
            warp_write_f32(w, m->env_coefficient);
            warp_write_u32(w, m->env_use_fb_alpha);
            warp_write_u32(w, m->env_texture_name ? 1 : 0);
            if (m->env_texture_name)
                write_texture(w, m->env_texture_name, m->env_texture_name_len, NULL, 0, 0, stamp);
        } else {
            warp_write_u32(w, 0);
        }
        warp_write_u32(w, 0);
        warp_write_section_end(w);
    }
    if (m->has_pipeline) {
        warp_write_section_begin(w, WARP_RW_RIGHT_TO_RENDER, stamp);
        warp_write_u32(w, m->pipeline_plugin);
        warp_write_u32(w, m->pipeline_id);
        warp_write_section_end(w);
    }
    warp_write_section_end(w);
    return warp_write_section_end(w);
}

/* A material list section: n materials, none reusing another (shared with world_write.c). */
int warp__geom_write_material_list(warp_writer *w, uint32_t n, const warp_material_info *m, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_MATERIAL_LIST, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, n);
    for (uint32_t i = 0; i < n; i++) warp_write_u32(w, 0xFFFFFFFFu); /* no reuse */
    warp_write_section_end(w);
    for (uint32_t i = 0; i < n; i++) write_material(w, &m[i], stamp);
    return warp_write_section_end(w);
}

static uint32_t strip_triangles(uint32_t n) { return n >= 2 ? n - 2 : 0; }

/* Generic geometry's struct body: the meshes' vertices back to back, the strips'
 * triangles as a list ({u16 v1, v0, material, v2}), morph target 0. */
static void write_generic_arrays(warp_writer *w, const warp_geometry_desc *d, uint32_t uv_sets) {
    const warp_mesh_arrays *ms = d->meshes;
    if (ms[0].colors)
        for (uint32_t i = 0; i < d->mesh_count; i++) warp_write_bytes(w, ms[i].colors, (size_t)ms[i].vertex_count * 4);
    for (uint32_t s = 0; s < uv_sets; s++)
        for (uint32_t i = 0; i < d->mesh_count; i++)
            for (size_t k = 0; k < (size_t)ms[i].vertex_count * 2; k++) warp_write_f32(w, ms[i].uvs[s][k]);
    uint32_t base = 0;
    for (uint32_t i = 0; i < d->mesh_count; i++) {
        uint32_t mat = d->mesh_materials ? d->mesh_materials[i] : 0;
        for (uint32_t j = 0; j + 2 < ms[i].vertex_count; j++) {
            uint32_t a = base + j, b = base + j + 1 + (j & 1), c = base + j + 2 - (j & 1);
            warp_write_u16(w, (uint16_t)b);
            warp_write_u16(w, (uint16_t)a);
            warp_write_u16(w, (uint16_t)mat);
            warp_write_u16(w, (uint16_t)c);
        }
        base += ms[i].vertex_count;
    }
    for (int k = 0; k < 4; k++) warp_write_f32(w, d->sphere[k]);
    warp_write_u32(w, 1);
    warp_write_u32(w, ms[0].normals ? 1 : 0);
    for (uint32_t i = 0; i < d->mesh_count; i++)
        for (size_t k = 0; k < (size_t)ms[i].vertex_count * 3; k++) warp_write_f32(w, ms[i].positions[k]);
    if (ms[0].normals)
        for (uint32_t i = 0; i < d->mesh_count; i++)
            for (size_t k = 0; k < (size_t)ms[i].vertex_count * 3; k++) warp_write_f32(w, ms[i].normals[k]);
}

/* Generic skin (3.4.0.3 and later): counts, used bones, per-vertex indices and weights,
 * the matrices, then three words RenderWare appends (left 0). */
static void write_generic_skin(warp_writer *w, const warp_geometry_desc *d) {
    warp_write_u8(w, (uint8_t)d->bone_count);
    warp_write_u8(w, (uint8_t)d->bone_count);
    warp_write_u8(w, (uint8_t)d->max_weights);
    warp_write_u8(w, 0);
    for (uint32_t b = 0; b < d->bone_count; b++) warp_write_u8(w, (uint8_t)b);
    for (uint32_t i = 0; i < d->mesh_count; i++)
        for (size_t k = 0; k < (size_t)d->meshes[i].vertex_count * 4; k++) warp_write_u8(w, (uint8_t)d->meshes[i].joints[k]);
    for (uint32_t i = 0; i < d->mesh_count; i++)
        for (size_t k = 0; k < (size_t)d->meshes[i].vertex_count * 4; k++) warp_write_f32(w, d->meshes[i].weights[k]);
    for (uint32_t k = 0; k < d->bone_count * 16; k++) warp_write_f32(w, d->inverse_bind[k]);
    warp_write_zeros(w, 12);
}

/* Checks a geometry description (meshes of one geometry share their attributes; a PDS
 * mesh's material names its pipeline) and counts its vertices and triangles. */
static int check_geometry_desc(const warp_geometry_desc *d, uint32_t *verts_out, uint32_t *tris_out) {
    if (!d || (d->mesh_count && !d->meshes) || !WARP__RESERVED_OK(d)) return WARP_E_ARG;
    for (uint32_t i = 0; i < d->mesh_count; i++)
        if (!WARP__RESERVED_OK(&d->meshes[i])) return WARP_E_ARG;
    int generic = d->layout == WARP_LAYOUT_GENERIC, pds = d->layout == WARP_LAYOUT_PS2_PDS;
    if (!generic && !pds && d->layout != WARP_LAYOUT_PS2_DEFAULT && d->layout != WARP_LAYOUT_PS2_PACKED)
        return WARP_E_UNSUPPORTED;
    const warp_mesh_arrays *m0 = d->mesh_count ? &d->meshes[0] : NULL;
    uint32_t verts = 0, tris = 0;
    for (uint32_t i = 0; i < d->mesh_count; i++) {
        const warp_mesh_arrays *m = &d->meshes[i];
        if (pds) { /* each mesh's material names its pipeline; pipelines may differ */
            uint32_t mat = d->mesh_materials ? d->mesh_materials[i] : 0;
            if (mat >= d->material_count || !d->materials[mat].has_pipeline) return WARP_E_ARG;
        } else if (!m->positions || !m0->uvs[0] != !m->uvs[0] || !m0->uvs[1] != !m->uvs[1] ||
                   !m0->colors != !m->colors || !m0->normals != !m->normals || !m0->weights != !m->weights ||
                   (m->weights && !m->joints)) {
            return WARP_E_ARG; /* meshes of one geometry share their attributes */
        }
        verts += m->vertex_count;
        tris += strip_triangles(m->vertex_count);
    }
    if (generic && (verts > 0xFFFF || !m0)) return WARP_E_LIMIT; /* u16 triangle indices */
    if (d->bone_count && (!d->inverse_bind || d->bone_count > 255 || (generic && !m0->weights))) return WARP_E_ARG;
    for (uint32_t i = 0; generic && m0->joints && i < d->mesh_count; i++) /* generic indices are bytes */
        for (size_t k = 0; k < (size_t)d->meshes[i].vertex_count * 4; k++)
            if (d->meshes[i].joints[k] > 255) return WARP_E_RANGE;
    if (d->triangle_count) tris = d->triangle_count;
    *verts_out = verts;
    *tris_out = tris;
    return WARP_OK;
}

/* The geometry format word (flags and UV set count) and the UV sets it declares. */
static uint32_t geometry_format(const warp_geometry_desc *d, uint32_t *uv_sets_out) {
    int generic = d->layout == WARP_LAYOUT_GENERIC, pds = d->layout == WARP_LAYOUT_PS2_PDS;
    const warp_mesh_arrays *m0 = d->mesh_count ? &d->meshes[0] : NULL;
    uint32_t uv_sets = m0 && m0->uvs[0] ? (m0->uvs[1] ? 2 : 1) : 0;
    for (uint32_t i = 0; pds && i < d->mesh_count; i++) /* the most any pipeline carries */
        if (d->meshes[i].uvs[1]) uv_sets = 2;
    uint32_t format = (generic ? 0 : WARP_GEO_NATIVE) | WARP_GEO_TRISTRIP | WARP_GEO_POSITIONS | uv_sets << 16;
    if (uv_sets) format |= uv_sets == 2 ? WARP_GEO_TEXTURED2 : WARP_GEO_TEXTURED;
    if (m0 && m0->colors) format |= WARP_GEO_PRELIT;
    if (m0 && m0->normals) format |= WARP_GEO_NORMALS | WARP_GEO_LIGHT;
    *uv_sets_out = uv_sets;
    return format;
}

/* The mesh plugin (0x50E): one strip per mesh; generic meshes list their indices. */
static void write_bin_mesh(warp_writer *w, const warp_geometry_desc *d, uint32_t verts, int generic, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_BIN_MESH, stamp);
    warp_write_u32(w, 1);
    warp_write_u32(w, d->mesh_count);
    warp_write_u32(w, verts);
    for (uint32_t i = 0, base = 0; i < d->mesh_count; i++) {
        warp_write_u32(w, d->meshes[i].vertex_count);
        warp_write_u32(w, d->mesh_materials ? d->mesh_materials[i] : 0);
        if (generic) /* the mesh's strip as indices into the geometry's vertices */
            for (uint32_t k = 0; k < d->meshes[i].vertex_count; k++) warp_write_u32(w, base + k);
        base += d->meshes[i].vertex_count;
    }
    warp_write_section_end(w);
}

/* The PS2 native data (0x510): the platform word, then each mesh's size and DMA chain. */
static int write_native_data(warp_writer *w, const warp_geometry_desc *d, uint32_t stamp) {
    int pds = d->layout == WARP_LAYOUT_PS2_PDS;
    warp_write_section_begin(w, WARP_RW_NATIVE_DATA, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 4); /* PS2 */
    for (uint32_t i = 0; i < d->mesh_count; i++) {
        size_t at = warp_writer_size(w);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        int rc = pds ? warp_write_pds_chain(w, d->materials[d->mesh_materials ? d->mesh_materials[i] : 0].pipeline_id,
                                            &d->meshes[i], d->batch_max)
                     : warp_write_dma_chain(w, d->layout, &d->meshes[i], d->batch_max, d->position_scale, d->uv_scale);
        if (rc) return rc;
        size_t size = warp_writer_size(w) - at - 8;
        warp_write_patch_u32(w, at, (uint32_t)size);
    }
    warp_write_section_end(w);
    warp_write_section_end(w);
    return WARP_OK;
}

/* Native skin (0x116): a struct with the platform word, counts, used bones and the
 * matrices (the weights travel in the DMA chains). */
static void write_native_skin(warp_writer *w, const warp_geometry_desc *d, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_SKIN, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 4);
    warp_write_u8(w, (uint8_t)d->bone_count);
    warp_write_u8(w, (uint8_t)d->bone_count);
    warp_write_u8(w, (uint8_t)d->max_weights);
    warp_write_u8(w, 0);
    for (uint32_t b = 0; b < d->bone_count; b++) warp_write_u8(w, (uint8_t)b);
    for (uint32_t k = 0; k < d->bone_count * 16; k++) warp_write_f32(w, d->inverse_bind[k]);
    warp_write_zeros(w, 16);
    warp_write_section_end(w);
    warp_write_section_end(w);
}

static int write_geometry_body(warp_writer *w, const warp_geometry_desc *d, uint32_t stamp) {
    uint32_t verts, tris, uv_sets;
    int rc = check_geometry_desc(d, &verts, &tris);
    if (rc) return rc;
    int generic = d->layout == WARP_LAYOUT_GENERIC;
    const warp_mesh_arrays *m0 = d->mesh_count ? &d->meshes[0] : NULL;
    uint32_t format = geometry_format(d, &uv_sets);
    warp_write_section_begin(w, WARP_RW_GEOMETRY, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, format);
    warp_write_u32(w, tris);
    warp_write_u32(w, verts);
    warp_write_u32(w, 1);
    if (generic) {
        write_generic_arrays(w, d, uv_sets);
    } else {
        for (int i = 0; i < 4; i++) warp_write_f32(w, d->sphere[i]);
        warp_write_u32(w, 1);
        warp_write_u32(w, m0 && m0->normals ? 1 : 0);
    }
    warp_write_section_end(w);
    warp__geom_write_material_list(w, d->material_count, d->materials, stamp);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    write_bin_mesh(w, d, verts, generic, stamp);
    if (generic) {
        if (d->bone_count) {
            warp_write_section_begin(w, WARP_RW_SKIN, stamp);
            write_generic_skin(w, d);
            warp_write_section_end(w);
        }
    } else {
        rc = write_native_data(w, d, stamp);
        if (rc) return rc;
        if (d->bone_count) write_native_skin(w, d, stamp);
    }
    warp_write_section_end(w);
    warp_write_section_end(w);
    rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_geometry(warp_writer *w, const warp_geometry_desc *d, uint32_t stamp) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_geometry_body(w, d, stamp));
}

static int write_atomic_body(warp_writer *w, const warp_atomic_desc *a, const warp_geometry_desc *embedded, uint32_t stamp) {
    if (!a || !WARP__RESERVED_OK(a)) return WARP_E_ARG;
    warp_write_section_begin(w, WARP_RW_ATOMIC, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, a->frame);
    warp_write_u32(w, embedded ? 0 : a->geometry);
    warp_write_u32(w, 5); /* collision test + render */
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    if (embedded) {
        int rc = warp_write_geometry(w, embedded, stamp);
        if (rc) return rc;
    }
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    if (a->has_pipeline) {
        warp_write_section_begin(w, WARP_RW_RIGHT_TO_RENDER, stamp);
        warp_write_u32(w, a->pipeline_plugin);
        warp_write_u32(w, a->pipeline_id);
        warp_write_section_end(w);
    }
    if (a->has_warriors) {
        warp_write_section_begin(w, WARP_RW_WARRIORS_ATOMIC, stamp);
        warp_write_f32(w, a->position_scale);
        warp_write_f32(w, a->uv_scale);
        warp_write_u32(w, 0);
        warp_write_section_end(w);
    }
    warp_write_section_end(w);
    warp_write_section_end(w);
    int rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_atomic(warp_writer *w, const warp_atomic_desc *a, const warp_geometry_desc *embedded, uint32_t stamp) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_atomic_body(w, a, embedded, stamp));
}

static int write_clump_body(warp_writer *w, const warp_clump_desc *d, uint32_t stamp) {
    if (!d || (d->frame_count && !d->frames) || (d->geometry_count && !d->geometries) ||
        (d->atomic_count && !d->atomics) || !WARP__RESERVED_OK(d))
        return WARP_E_ARG;
    for (uint32_t i = 0; i < d->frame_count; i++)
        if (!WARP__RESERVED_OK(&d->frames[i])) return WARP_E_ARG;
    warp_write_section_begin(w, WARP_RW_CLUMP, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, d->atomic_count);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_FRAME_LIST, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, d->frame_count);
    for (uint32_t i = 0; i < d->frame_count; i++) {
        for (int k = 0; k < 12; k++) warp_write_f32(w, d->frames[i].matrix[k]);
        warp_write_u32(w, (uint32_t)d->frames[i].parent);
        warp_write_u32(w, 0);
    }
    warp_write_section_end(w);
    for (uint32_t i = 0; i < d->frame_count; i++) {
        const warp_frame_desc *f = &d->frames[i];
        warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
        if (f->has_hanim) {
            warp_write_section_begin(w, WARP_RW_HANIM, stamp);
            warp_write_u32(w, 0x100);
            warp_write_u32(w, (uint32_t)f->hanim_id);
            warp_write_u32(w, f->hanim_node_count);
            if (f->hanim_node_count) {
                if (!f->hanim_nodes) return WARP_E_ARG;
                warp_write_u32(w, 0);
                warp_write_u32(w, 36);
                for (uint32_t k = 0; k < f->hanim_node_count; k++) {
                    warp_write_u32(w, (uint32_t)f->hanim_nodes[k].id);
                    warp_write_u32(w, (uint32_t)f->hanim_nodes[k].index);
                    warp_write_u32(w, f->hanim_nodes[k].flags);
                }
            }
            warp_write_section_end(w);
        }
        if (f->name) {
            warp_write_section_begin(w, WARP_RW_FRAME_NAME, stamp);
            write_cstring_bytes(w, f->name);
            warp_write_section_end(w);
        }
        warp_write_section_end(w);
    }
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_GEOMETRY_LIST, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, d->geometry_count);
    warp_write_section_end(w);
    for (uint32_t i = 0; i < d->geometry_count; i++) {
        int rc = warp_write_geometry(w, &d->geometries[i], stamp);
        if (rc) return rc;
    }
    warp_write_section_end(w);
    for (uint32_t i = 0; i < d->atomic_count; i++) {
        int rc = warp_write_atomic(w, &d->atomics[i], NULL, stamp);
        if (rc) return rc;
    }
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
    int rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* A failure after part of the output was written marks the writer (write.h). */
int warp_write_clump(warp_writer *w, const warp_clump_desc *d, uint32_t stamp) {
    size_t at = warp_writer_size(w);
    return warp__writer_fail(w, at, write_clump_body(w, d, stamp));
}
