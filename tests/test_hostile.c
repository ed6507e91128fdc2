/* Hostile input across the library: valid files built with our writers, then one field
 * patched to a hostile value (huge sizes, counts, levels, nesting, DMA loops and wild
 * addresses, UNPACK counts past VU memory). Each must end in its specific error, in
 * bounded time. Every output buffer is followed by GUARD bytes of 0xCD that must stay
 * untouched, and every decode/copy is also called with room for one element less:
 * WARP_E_DST_SMALL with the whole buffer untouched. */
#include "check.h"

#define GUARD 64
#define FILL 0xCD

/* ---- guarded buffers ------------------------------------------------------------ */
/* n usable bytes followed by GUARD guard bytes, all FILL. */
static uint8_t *guarded(size_t n) {
    uint8_t *p = malloc(n + GUARD);
    if (!p) abort();
    memset(p, FILL, n + GUARD);
    return p;
}
/* 1 when bytes [from, to) of p are all FILL. */
static int untouched(const uint8_t *p, size_t from, size_t to) {
    for (size_t i = from; i < to; i++)
        if (p[i] != FILL) return 0;
    return 1;
}

static void put32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}
static uint32_t get32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Offset of the first occurrence of the 12 bytes {a, b, c} (u32 each) in buf. */
static size_t find3(const uint8_t *buf, size_t len, uint32_t a, uint32_t b, uint32_t c) {
    uint8_t key[12];
    put32(key, a);
    put32(key + 4, b);
    put32(key + 8, c);
    for (size_t i = 0; i + 12 <= len; i++)
        if (!memcmp(buf + i, key, 12)) return i;
    abort();
}

/* ---- textures --------------------------------------------------------------------- */
typedef struct tex_fixture {
    warp_texture_desc d[2];
    uint8_t idx[16 * 8], idx1[8 * 4], pal[1024], rgba[8 * 8 * 4];
} tex_fixture;

static int fill_txd(warp_writer *w, void *user) {
    tex_fixture *f = user;
    return warp_write_txd(w, f->d, 2, 0);
}

/* A dictionary: a 16x8 T8 texture with two levels, an 8x8 true-colour one. */
static uint8_t *make_txd(size_t *len) {
    static tex_fixture f;
    memset(&f, 0, sizeof f);
    for (size_t i = 0; i < sizeof f.idx; i++) f.idx[i] = (uint8_t)(i * 3);
    for (size_t i = 0; i < sizeof f.idx1; i++) f.idx1[i] = (uint8_t)i;
    for (size_t i = 0; i < sizeof f.pal; i++) f.pal[i] = (uint8_t)(i & 0x7F);
    for (size_t i = 0; i < sizeof f.rgba; i++) f.rgba[i] = (uint8_t)(i * 5);
    f.d[0] = (warp_texture_desc){.name = "eight", .width = 16, .height = 8, .psm = WARP_PSM_T8, .levels = 2,
                                 .palette = f.pal};
    f.d[0].indices[0] = f.idx;
    f.d[0].indices[1] = f.idx1;
    f.d[1] = (warp_texture_desc){.name = "true", .width = 8, .height = 8, .psm = WARP_PSM_CT32, .levels = 1};
    f.d[1].rgba[0] = f.rgba;
    return write_all(fill_txd, &f, len);
}

static int count_texture(void *user, const warp_texture *t) {
    (void)t;
    (*(int *)user)++;
    return 0;
}

/* The dictionary's result after patching the u32 at `off` to v. */
static int txd_with(const uint8_t *orig, size_t len, size_t off, uint32_t v, int *seen) {
    uint8_t *b = malloc(len);
    memcpy(b, orig, len);
    put32(b + off, v);
    *seen = 0;
    int rc = warp_txd_foreach(b, len, NULL, count_texture, seen);
    free(b);
    return rc;
}

TEST(texture_hostile_sizes) {
    size_t len;
    uint8_t *txd = make_txd(&len);
    int seen;
    CHECK_RC(txd_with(txd, len, 0, WARP_RW_TEXTURE_DICTIONARY, &seen), WARP_OK);
    CHECK_EQ(seen, 2);
    size_t hdr = find3(txd, len, 16, 8, 8); /* raster header: width, height, depth */
    /* Widths and heights beyond max_dimension, up to values whose products overflow. */
    static const uint32_t huge[] = {4097, 0x10000, 0x40000000u, 0x80000000u, 0xFFFFFFFFu};
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++) {
        CHECK_RC(txd_with(txd, len, hdr, huge[i], &seen), WARP_E_LIMIT);
        CHECK_EQ(seen, 0);
        CHECK_RC(txd_with(txd, len, hdr + 4, huge[i], &seen), WARP_E_LIMIT);
    }
    CHECK_RC(txd_with(txd, len, hdr, 0, &seen), WARP_E_CORRUPT);        /* zero width */
    /* TEX1 (+0x1C) MXL is 3 bits: 7 levels above the base claims 8 > WARP_TEXTURE_MAX_LEVELS
     * and more levels than the 16x8 base has. */
    uint32_t tex1 = get32(txd + hdr + 0x1C);
    CHECK_RC(txd_with(txd, len, hdr + 0x1C, tex1 | 7u << 2, &seen), WARP_E_CORRUPT);
    /* The dictionary's own section size far past the buffer. */
    CHECK_RC(txd_with(txd, len, 4, 0xFFFFFFF0u, &seen), WARP_E_TRUNCATED);
    free(txd);
    return NULL;
}

typedef struct decode_result {
    const char *msg;
    int textures;
} decode_result;

/* Every level of every texture: exact size (guards intact, every byte written),
 * one element short (WARP_E_DST_SMALL, nothing written), a padded stride. */
static const char *decode_guarded(const warp_texture *t) {
    warp_texture_info in;
    CHECK_RC(warp_texture_get_info(t, &in), WARP_OK);
    for (uint32_t l = 0; l < in.levels; l++) {
        size_t w = in.level_width[l], h = in.level_height[l], n = w * h * 4;
        uint8_t *p = guarded(n);
        CHECK_RC(warp_texture_decode_rgba(t, l, p, n, 0, NULL), WARP_OK);
        CHECK(untouched(p, n, n + GUARD));
        memset(p, FILL, n + GUARD);
        CHECK_RC(warp_texture_decode_rgba(t, l, p, n - 4, 0, NULL), WARP_E_DST_SMALL);
        CHECK_RC(warp_texture_decode_rgba(t, l, p, n - 1, 0, NULL), WARP_E_DST_SMALL);
        CHECK(untouched(p, 0, n + GUARD));
        /* a stride with 3 spare bytes per row: the last row needs no padding */
        size_t stride = w * 4 + 3, need = stride * (h - 1) + w * 4;
        free(p);
        p = guarded(need);
        CHECK_RC(warp_texture_decode_rgba(t, l, p, need - 1, stride, NULL), WARP_E_DST_SMALL);
        CHECK(untouched(p, 0, need + GUARD));
        CHECK_RC(warp_texture_decode_rgba(t, l, p, need, stride, NULL), WARP_OK);
        CHECK(untouched(p, need, need + GUARD));
        for (size_t y = 0; y + 1 < h; y++) CHECK(untouched(p, y * stride + w * 4, (y + 1) * stride));
        CHECK_RC(warp_texture_decode_rgba(t, l, p, need, w * 4 - 1, NULL), WARP_E_ARG); /* stride below a row */
        free(p);
        if (in.palette_colors) {
            p = guarded(w * h);
            CHECK_RC(warp_texture_decode_indices(t, l, p, w * h - 1, 0, NULL), WARP_E_DST_SMALL);
            CHECK(untouched(p, 0, w * h + GUARD));
            CHECK_RC(warp_texture_decode_indices(t, l, p, w * h, 0, NULL), WARP_OK);
            CHECK(untouched(p, w * h, w * h + GUARD));
            free(p);
        }
    }
    CHECK_RC(warp_texture_decode_rgba(t, in.levels, NULL, 0, 0, NULL), WARP_E_RANGE);
    if (in.palette_colors) {
        size_t n = in.palette_colors * 4u;
        uint8_t *p = guarded(n);
        CHECK_RC(warp_texture_decode_palette(t, p, n - 1, NULL), WARP_E_DST_SMALL);
        CHECK(untouched(p, 0, n + GUARD));
        CHECK_RC(warp_texture_decode_palette(t, p, n, NULL), WARP_OK);
        CHECK(untouched(p, n, n + GUARD));
        free(p);
    } else {
        uint8_t idx[64 * 64];
        CHECK_RC(warp_texture_decode_indices(t, 0, idx, sizeof idx, 0, NULL), WARP_E_STATE);
    }
    return NULL;
}

static int decode_cb(void *user, const warp_texture *t) {
    decode_result *r = user;
    r->textures++;
    r->msg = decode_guarded(t);
    return r->msg != NULL;
}

TEST(texture_decode_bounds) {
    size_t len;
    uint8_t *txd = make_txd(&len);
    decode_result r = {NULL, 0};
    int rc = warp_txd_foreach(txd, len, NULL, decode_cb, &r);
    free(txd);
    if (r.msg) return r.msg;
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(r.textures, 2);
    return NULL;
}

/* ---- geometry ---------------------------------------------------------------------- */
#define NV 40
typedef struct geo_fixture {
    uint32_t layout;
    float pos[NV * 3], nrm[NV * 3], uv[NV * 2], wgt[NV * 4], ibm[32];
    uint8_t col[NV * 4];
    uint16_t jnt[NV * 4];
} geo_fixture;

static int fill_clump(warp_writer *w, void *user) {
    geo_fixture *f = user;
    warp_mesh_arrays ma;
    memset(&ma, 0, sizeof ma);
    ma.vertex_count = NV;
    ma.positions = f->pos;
    ma.normals = f->nrm;
    ma.uvs[0] = f->uv;
    ma.uvs[1] = f->uv;
    ma.colors = f->col;
    ma.joints = f->jnt;
    ma.weights = f->wgt;
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[3] = 255;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = f->layout;
    g.mesh_count = 1;
    g.meshes = &ma;
    g.mesh_materials = &mesh_mat;
    g.material_count = 1;
    g.materials = &mat;
    g.sphere[3] = 100;
    g.position_scale = 1.0f / 1024;
    g.uv_scale = 1.0f / 4096;
    g.bone_count = 2;
    g.inverse_bind = f->ibm;
    g.max_weights = 2;
    warp_frame_desc fr;
    memset(&fr, 0, sizeof fr);
    fr.matrix[0] = fr.matrix[4] = fr.matrix[8] = 1;
    fr.parent = -1;
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.has_warriors = f->layout == WARP_LAYOUT_PS2_PACKED;
    a.position_scale = g.position_scale;
    a.uv_scale = g.uv_scale;
    warp_clump_desc c = {1, &fr, 1, &g, 1, &a, {0}};
    return warp_write_clump(w, &c, WARP_RW_STAMP_37002);
}

static uint8_t *make_clump(uint32_t layout, size_t *len) {
    static geo_fixture f;
    memset(&f, 0, sizeof f);
    f.layout = layout;
    for (uint32_t i = 0; i < NV; i++) {
        f.pos[i * 3] = (float)(i / 2);
        f.pos[i * 3 + 1] = (float)(i & 1);
        f.pos[i * 3 + 2] = 0.5f * (float)(i % 3);
        f.nrm[i * 3 + 2] = 1;
        f.uv[i * 2] = (float)i / 64;
        f.uv[i * 2 + 1] = (float)(i & 1);
        f.col[i * 4] = (uint8_t)i;
        f.col[i * 4 + 3] = 255;
        f.jnt[i * 4] = (uint16_t)(i & 1);
        f.wgt[i * 4] = 1;
    }
    for (int i = 0; i < 32; i++) f.ibm[i] = (float)(i % 5 == 0);
    return write_all(fill_clump, &f, len);
}

/* Attribute `attr` of mesh 0: 0 positions, 1 normals, 2-3 uv sets, 4 colours, 5 joints,
 * 6 weights, 7 triangles. */
enum { ATTR_COUNT = 8 };
static const size_t attr_size[ATTR_COUNT] = {12, 12, 8, 8, 4, 8, 16, 12};
static int copy_attr(const warp_geometry *g, int attr, void *d, size_t count, size_t *n) {
    switch (attr) {
    case 0: return warp_geometry_copy_positions(g, 0, d, count, n);
    case 1: return warp_geometry_copy_normals(g, 0, d, count, n);
    case 2: case 3: return warp_geometry_copy_uvs(g, 0, (uint32_t)attr - 2, d, count, n);
    case 4: return warp_geometry_copy_colors(g, 0, d, count, n);
    case 5: return warp_geometry_copy_joints(g, 0, d, count, n);
    case 6: return warp_geometry_copy_weights(g, 0, d, count, n);
    default: return warp_geometry_copy_triangles(g, 0, d, count, n);
    }
}

/* One copy: the count first, then one element short (DST_SMALL, untouched), then
 * exact (guards intact, something written). */
static const char *copy_guarded(const warp_geometry *g, int attr) {
    size_t n = 0, n2 = 0, sz = attr_size[attr];
    CHECK_RC(copy_attr(g, attr, NULL, 0, &n), WARP_OK);
    CHECK(n > 0);
    uint8_t *p = guarded(n * sz);
    CHECK_RC(copy_attr(g, attr, p, n - 1, &n2), WARP_E_DST_SMALL);
    CHECK_EQ(n2, n);
    CHECK(untouched(p, 0, n * sz + GUARD));
    CHECK_RC(copy_attr(g, attr, p, n, &n2), WARP_OK);
    CHECK(untouched(p, n * sz, n * sz + GUARD));
    CHECK(!untouched(p, 0, n * sz));
    free(p);
    return NULL;
}

static const char *copy_bounds(uint32_t layout) {
    size_t len;
    uint8_t *buf = make_clump(layout, &len);
    warp_clump *c = test_handle(warp_clump_sizeof());
    warp_geometry *g = test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, buf, len, NULL), WARP_OK);
    CHECK_RC(warp_clump_geometry(c, 0, g, warp_geometry_sizeof()), WARP_OK);
    warp_geometry_info gi;
    CHECK_RC(warp_geometry_get_info(g, &gi), WARP_OK);
    CHECK_EQ(gi.layout, layout);
    CHECK_EQ(gi.mesh_count, 1);
    for (int attr = 0; attr < ATTR_COUNT; attr++) {
        const char *msg = copy_guarded(g, attr);
        if (msg) return msg;
    }
    size_t n;
    CHECK_RC(warp_geometry_copy_positions(g, 1, NULL, 0, &n), WARP_E_RANGE);
    CHECK_RC(warp_geometry_copy_uvs(g, 0, 2, NULL, 0, &n), WARP_E_NOT_FOUND);
    free(c);
    free(g);
    free(buf);
    return NULL;
}

TEST(geometry_copy_bounds_default) { return copy_bounds(WARP_LAYOUT_PS2_DEFAULT); }
TEST(geometry_copy_bounds_packed) { return copy_bounds(WARP_LAYOUT_PS2_PACKED); }
TEST(geometry_copy_bounds_generic) { return copy_bounds(WARP_LAYOUT_GENERIC); }

/* ---- DMA chains patched after the writer ---------------------------------------------- */
typedef struct chain_fixture {
    uint32_t layout;
    const float *pos;
} chain_fixture;

static int fill_chain(warp_writer *w, void *user) {
    chain_fixture *f = user;
    warp_mesh_arrays ma;
    memset(&ma, 0, sizeof ma);
    ma.vertex_count = NV;
    ma.positions = f->pos;
    return warp_write_dma_chain(w, f->layout, &ma, 0, 1.0f / 1024, 1.0f / 4096);
}

typedef struct ext_fixture {
    const uint8_t *chain;
    size_t len;
} ext_fixture;

/* Mesh plugin (one strip mesh of NV) and native data {size, flags 4?} + chain. */
static int fill_ext(warp_writer *w, void *user) {
    ext_fixture *f = user;
    warp_write_section_begin(w, WARP_RW_BIN_MESH, WARP_RW_STAMP_37002);
    warp_write_u32(w, 1);
    warp_write_u32(w, 1);
    warp_write_u32(w, NV);
    warp_write_u32(w, NV);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_NATIVE_DATA, WARP_RW_STAMP_37002);
    warp_write_u32(w, 1);
    warp_write_u32(w, 0x7FFF);
    warp_write_u32(w, WARP_RW_STAMP_37002);
    warp_write_u32(w, 4);
    warp_write_u32(w, (uint32_t)f->len);
    warp_write_u32(w, 0);
    warp_write_bytes(w, f->chain, f->len);
    return warp_write_section_end(w);
}

/* Open the chain as a sector-style geometry; returns init's status. */
static int open_chain(const uint8_t *chain, size_t len, int packed, const warp_limits *lim) {
    ext_fixture f = {chain, len};
    size_t ext_len;
    uint8_t *ext = write_all(fill_ext, &f, &ext_len);
    warp_geometry_parts p;
    memset(&p, 0, sizeof p);
    p.format = WARP_GEO_NATIVE | WARP_GEO_TRISTRIP | WARP_GEO_POSITIONS;
    p.vertex_count = NV;
    p.morph_count = 1;
    p.extension = ext;
    p.extension_len = ext_len;
    p.version = 0x37002;
    warp_atomic_info a;
    memset(&a, 0, sizeof a);
    a.has_warriors = 1;
    a.position_scale = 1.0f / 1024;
    a.uv_scale = 1.0f / 4096;
    warp_geometry *g = test_handle(warp_geometry_sizeof());
    int rc = warp_geometry_init_parts(g, warp_geometry_sizeof(), WARP_ABI_VERSION, &p, packed ? &a : NULL, lim);
    if (rc == WARP_OK) { /* structure errors may surface at the first walk */
        warp_geometry_mesh_info mi;
        rc = warp_geometry_get_mesh(g, 0, &mi);
    }
    free(g);
    free(ext);
    return rc;
}

static uint8_t *make_chain(uint32_t layout, size_t *len) {
    static float pos[NV * 3];
    for (uint32_t i = 0; i < NV * 3; i++) pos[i] = (float)(i % 7);
    chain_fixture f = {layout, pos};
    return write_all(fill_chain, &f, len);
}

/* Offset of the first VIF UNPACK (cmd 0x60-0x7F) in the chain's first packet. */
static size_t first_unpack(const uint8_t *c, size_t len) {
    for (size_t o = 8; o + 4 <= len; o += 4)
        if ((c[o + 3] & 0x60) == 0x60) return o;
    abort();
}

TEST(dma_hostile_chains) {
    size_t len;
    for (int packed = 0; packed < 2; packed++) {
        uint8_t *c = make_chain(packed ? WARP_LAYOUT_PS2_PACKED : WARP_LAYOUT_PS2_DEFAULT, &len);
        uint8_t *b = malloc(len);
        memcpy(b, c, len);
        CHECK_RC(open_chain(b, len, packed, NULL), WARP_OK);
        /* the first tag becomes `next` to itself: an endless chain, cut by max_dma_tags */
        put32(b, 0x20000000u);
        put32(b + 4, 0);
        put32(b + 12, 0); /* the tag's second VIF word: NOP */
        CHECK_RC(open_chain(b, len, packed, NULL), WARP_E_LIMIT);
        warp_limits lim;
        warp_limits_default(&lim);
        lim.max_dma_tags = 3;
        CHECK_RC(open_chain(b, len, packed, &lim), WARP_E_LIMIT);
        /* `call` to itself: the two-deep address stack overflows */
        put32(b, 0x50000000u);
        CHECK_RC(open_chain(b, len, packed, NULL), WARP_E_CORRUPT);
        /* the first tag's ADDR far outside the chain: the packed chain's first ref
         * (RANGE), or the default chain's cnt turned into a next whose target lies
         * outside the chain: the same RANGE (a target out of range, like a ref's) */
        memcpy(b, c, len);
        CHECK_EQ(get32(b) >> 28 & 7, packed ? 3 : 1);
        if (!packed) put32(b, (get32(b) & ~0x70000000u) | 0x20000000u);
        put32(b + 4, 0x7FFFFFF0u);
        CHECK_RC(open_chain(b, len, packed, NULL), WARP_E_RANGE); /* ref and next alike */
        /* a qword count running past the chain */
        memcpy(b, c, len);
        put32(b, (get32(b) & 0xFFFF0000u) | 0xFFFF);
        int rc = open_chain(b, len, packed, NULL);
        CHECK(rc == WARP_E_RANGE || rc == WARP_E_TRUNCATED);
        /* STCYCL CL 8 (first packet, word 2) and an UNPACK of 255 vectors at that
         * stride: 254 * 8 qwords run past VU1's 1,024 */
        memcpy(b, c, len);
        if (!packed) {
            CHECK_EQ(get32(b + 8), 0x01000104u);
            b[8] = 8;
            b[first_unpack(b, len) + 2] = 0xFF;
            CHECK_RC(open_chain(b, len, packed, NULL), WARP_E_RANGE);
        }
        free(b);
        free(c);
    }
    return NULL;
}

/* ---- RenderWare nesting -------------------------------------------------------------- */
static int fill_nest(warp_writer *w, void *user) {
    uint32_t depth = *(uint32_t *)user;
    for (uint32_t i = 0; i < depth; i++) warp_write_section_begin(w, WARP_RW_EXTENSION, WARP_RW_STAMP_37002);
    for (uint32_t i = 0; i < depth; i++) warp_write_section_end(w);
    return 0;
}
static int count_sections(void *user, const warp_rw_section *s) {
    (void)s;
    (*(uint32_t *)user)++;
    return 0;
}

TEST(rw_nesting_bounded) {
    uint32_t depth = 32; /* the writer's own bound */
    size_t len;
    uint8_t *b = write_all(fill_nest, &depth, &len);
    uint32_t n = 0;
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_depth = 8;
    CHECK_RC(warp_rw_foreach(b, len, &lim, count_sections, &n, NULL), WARP_E_DEPTH);
    CHECK(n <= 9);
    n = 0;
    lim.max_depth = 32;
    CHECK_RC(warp_rw_foreach(b, len, &lim, count_sections, &n, NULL), WARP_OK);
    CHECK_EQ(n, 32);
    /* the innermost declares a size past everything */
    put32(b + 12 * 31 + 4, 0xFFFFFFF0u);
    CHECK(warp_rw_foreach(b, len, &lim, count_sections, &n, NULL) == WARP_E_TRUNCATED);
    free(b);
    return NULL;
}

/* ---- DIR and WAD ------------------------------------------------------------------------ */
TEST(dir_hostile_counts) {
    _Alignas(16) static uint8_t dir[16 + 12 * 2];
    memset(dir, 0, sizeof dir);
    put32(dir, 2);
    put32(dir + 16, 0);
    put32(dir + 20, 100);
    put32(dir + 28, 2048);
    put32(dir + 32, 50);
    warp_wad *w = test_handle(warp_wad_sizeof());
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, 4096, NULL), WARP_OK);
    /* a count that lies, up to the largest u32 (16 + 12 * count overflows 32 bits) */
    static const uint32_t counts[] = {3, 0x10000000u, 0x15555555u, 0xFFFFFFFFu};
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        put32(dir, counts[i]);
        int rc = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, 4096, NULL);
        CHECK(rc == WARP_E_TRUNCATED || rc == WARP_E_LIMIT);
    }
    put32(dir, 1);
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, 4096, NULL), WARP_E_CORRUPT);
    put32(dir, 2);
    /* an entry ending past the WAD; offsets near 2^32 */
    put32(dir + 28, 0xFFFFF800u);
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, 4096, NULL), WARP_E_RANGE);
    put32(dir + 28, 4050); /* 4050 + 50 > 4096 */
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, 4096, NULL), WARP_E_RANGE);
    /* unknown WAD size: accepted at init, refused at read against the real bytes */
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, UINT64_MAX, NULL), WARP_OK);
    static uint8_t wad[4096];
    CHECK_RC(warp_wad_set_memory(w, wad, sizeof wad), WARP_E_RANGE);
    put32(dir + 28, 2048);
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, sizeof dir, UINT64_MAX, NULL), WARP_OK);
    CHECK_RC(warp_wad_set_memory(w, wad, sizeof wad), WARP_OK);
    uint8_t *p = guarded(100);
    /* one byte short of the entry */
    CHECK_RC(warp_wad_read(w, 0, p, 99, NULL), WARP_E_DST_SMALL);
    CHECK(untouched(p, 0, 100 + GUARD));
    CHECK_RC(warp_wad_read(w, 0, p, 100, NULL), WARP_OK);
    CHECK(untouched(p, 100, 100 + GUARD));
    CHECK_RC(warp_wad_read(w, 2, p, 100, NULL), WARP_E_RANGE); /* no such index */
    free(p);
    free(w);
    return NULL;
}

/* ---- chunk containers -------------------------------------------------------------------- */
static int fill_pack(warp_writer *w, void *user) {
    (void)user;
    warp_write_pack_begin(w);
    for (uint32_t r = 0; r < 2; r++) {
        warp_write_resource_begin(w, 0x1000 + r);
        for (uint32_t k = 0; k < 2; k++) {
            warp_write_chunk_begin(w, 0x10 + k, k);
            warp_write_u32(w, 0xABCD0000u + k);
            warp_write_chunk_end(w);
        }
        warp_write_resource_end(w);
    }
    return warp_write_pack_end(w);
}
static int count_chunks(void *user, const warp_chunk_info *c) {
    (void)c;
    (*(int *)user)++;
    return 0;
}

TEST(chunk_hostile_counts) {
    size_t len;
    uint8_t *orig = write_all(fill_pack, NULL, &len), *b = malloc(len);
    int n = 0;
    CHECK_RC(warp_chunk_foreach(orig, len, NULL, count_chunks, &n), WARP_OK);
    CHECK_EQ(n, 4);
    /* offsets: pack header 0, resource 16, chunks 32 and 64, resource 96 ... */
    static const struct { size_t off; uint32_t v; } patch[] = {
        {0, 3}, {0, 0xFFFFFFFFu}, {0, 0x10000000u},    /* pack resource count */
        {4, 0xFFFFFFF0u},                              /* pack entry size */
        {16, 0xFFFFFFFFu}, {16, 3}, {16, 0},           /* resource chunk count */
        {20, 0xFFFFFFF0u},                             /* resource data size */
        {36, 0xFFFFFFF0u}, {36, 0x7FFFFFF0u}, {36, 8}, /* chunk size: huge, unaligned */
        {32, 0x54}, {32, 0xFFFFFFFFu},                 /* chunk type beyond the table */
    };
    for (size_t i = 0; i < sizeof patch / sizeof patch[0]; i++) {
        memcpy(b, orig, len);
        put32(b + patch[i].off, patch[i].v);
        n = 0;
        int rc = warp_chunk_foreach(b, len, NULL, count_chunks, &n);
        if (rc != WARP_E_TRUNCATED && rc != WARP_E_CORRUPT && rc != WARP_E_LIMIT && rc != WARP_E_MAGIC)
            FAILF("patch %zu: %d (%s)", i, rc, warp_strerror(rc));
        CHECK_EQ(n, 0); /* nothing is reported from a malformed container */
        CHECK_EQ(warp_container_kind(b, len, NULL), WARP_CONTAINER_NONE);
    }
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 1;
    CHECK_RC(warp_chunk_foreach(orig, len, &lim, count_chunks, &n), WARP_E_LIMIT);
    free(b);
    free(orig);
    return NULL;
}

/* ---- streamed-world files ---------------------------------------------------------------- */
static int fill_manifest(warp_writer *w, void *user) {
    static const uint32_t parts[4] = {100, 200, 300, 400};
    (void)user;
    return warp_write_world_manifest(w, 1000, 2000, 2, parts);
}

static int count_atomics(void *user, const warp_world_part_atomic *a) {
    (void)a;
    (*(int *)user)++;
    return 0;
}

TEST(world_file_hostile_counts) {
    size_t len;
    uint8_t *m = write_all(fill_manifest, NULL, &len);
    warp_world_manifest_info mi;
    CHECK_RC(warp_world_manifest_parse(m, len, &mi), WARP_OK);
    CHECK_EQ(mi.part_count, 2);
    uint32_t fs, hs;
    CHECK_RC(warp_world_manifest_part(m, len, 2, &fs, &hs), WARP_E_RANGE);
    put32(m + 8, 0xFFFFFFFFu);
    CHECK(warp_world_manifest_parse(m, len, &mi) < 0);
    CHECK(warp_world_manifest_part(m, len, 0x7FFFFFFF, &fs, &hs) < 0);
    free(m);
    /* a world part that claims 2^32 - 1 atomics after an empty dictionary */
    static const uint8_t empty_dict[] = {0x16, 0, 0, 0, 28, 0, 0, 0, 0x0A, 0, 0x02, 0x1C, 1, 0, 0, 0, 4, 0, 0, 0,
                                         0x0A, 0, 0x02, 0x1C, 0, 0, 6, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0x0A, 0, 0x02, 0x1C};
    uint8_t part[16 + sizeof empty_dict + 4 + 32];
    memset(part, 0, sizeof part);
    put32(part, 1);
    memcpy(part + 16, empty_dict, sizeof empty_dict);
    put32(part + 16 + sizeof empty_dict, 0xFFFFFFFFu);
    warp_world_part_info pi;
    CHECK_RC(warp_world_part_parse(part, sizeof part, &pi), WARP_E_TRUNCATED);
    put32(part + 16 + sizeof empty_dict, 2); /* two atomics need at least 32 bytes: garbage atomics */
    int rc = warp_world_part_parse(part, sizeof part, &pi);
    if (rc == WARP_OK) {
        int n = 0;
        rc = warp_world_part_foreach(part, sizeof part, NULL, count_atomics, &n);
        CHECK(rc < 0);
    }
    return NULL;
}

/* ---- world sector tables and recovered names: one short ------------------------------- */
static int fill_world(warp_writer *w, void *user) {
    (void)user;
    warp_world_sector_desc sec[3];
    memset(sec, 0, sizeof sec);
    for (uint32_t i = 0; i < 3; i++) {
        sec[i].box_max[0] = (float)i + 1;
        sec[i].box_min[0] = (float)i;
        sec[i].has_index = i != 1;
        sec[i].k = i == 0 ? 4 : 2; /* table of max_index 5 */
        sec[i].part = 1;
    }
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.sector_count = 3;
    d.sectors = sec;
    return warp_write_world(w, &d, WARP_RW_STAMP_37002);
}

static int fill_named(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 123);
    warp_write_chunk_begin(w, 0x10, 1);
    warp_write_u32(w, 7);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

TEST(world_table_and_names_bounds) {
    size_t len, n = 0;
    uint8_t *b = write_all(fill_world, NULL, &len);
    warp_world *w = test_handle(warp_world_sizeof());
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, b, len, NULL), WARP_OK);
    CHECK_RC(warp_world_sector_table(w, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 5);
    size_t sz = sizeof(warp_world_sector_info);
    uint8_t *p = guarded(5 * sz);
    CHECK_RC(warp_world_sector_table(w, (warp_world_sector_info *)p, 4, &n), WARP_E_DST_SMALL);
    CHECK(untouched(p, 0, 5 * sz + GUARD));
    CHECK_RC(warp_world_sector_table(w, (warp_world_sector_info *)p, 5, &n), WARP_OK);
    CHECK(untouched(p, 5 * sz, 5 * sz + GUARD));
    warp_world_sector_info t[5];
    memcpy(t, p, sizeof t);
    CHECK_EQ(t[4].k, 4);
    CHECK_EQ(t[2].k, 2);
    CHECK_EQ(t[0].has_index, 0);
    free(p);
    free(w);
    free(b);
    /* a resource whose nameHash 123 is named "123": 4 bytes with the NUL */
    size_t res_len;
    uint8_t *res = write_all(fill_named, NULL, &res_len);
    uint32_t h = warp_name_hash("123");
    p = guarded(4);
    CHECK_RC(warp_recover_name(res, res_len, h, (char *)p, 3, NULL), WARP_E_DST_SMALL);
    CHECK(untouched(p, 0, 4 + GUARD));
    CHECK_RC(warp_recover_name(res, res_len, h, (char *)p, 4, NULL), WARP_OK);
    CHECK(!memcmp(p, "123", 4));
    CHECK(untouched(p, 4, 4 + GUARD));
    free(p);
    free(res);
    return NULL;
}

static const test_case cases[] = {
    T(world_table_and_names_bounds),
    T(texture_hostile_sizes), T(texture_decode_bounds),
    T(geometry_copy_bounds_default), T(geometry_copy_bounds_packed), T(geometry_copy_bounds_generic),
    T(dma_hostile_chains), T(rw_nesting_bounded), T(dir_hostile_counts), T(chunk_hostile_counts),
    T(world_file_hostile_counts),
};

int main(void) { return RUN_TESTS("hostile", cases); }
