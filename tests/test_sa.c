/* GTA San Andreas PS2 geometry (Rockstar's PDS pipelines, SA-PS2.md) and RenderWare
 * generic geometry from other games: hand-built golden chains for each layout rule
 * (slots, fixed scales, day/night colours, ADC, global strip parity, SkinPed weights,
 * layout refusal), every-prefix truncation, and the real corpus checked against the
 * geometry headers (triangle counts, bounding spheres, normals against winding,
 * weight sums, night colours against plugin 0x253F2F9) with golden CRC-32s. */
#include <dirent.h>

#include "check.h"
#include "mesh_check.h"

/* No libm in the test link. */
static double dabs(double x) { return x < 0 ? -x : x; }
static double dsqrt(double x) {
    if (x <= 0) return 0;
    double r = x > 1 ? x : 1;
    for (int i = 0; i < 60; i++) r = 0.5 * (r + x / r);
    return r;
}

static void put32(unsigned char *b, size_t *o, uint32_t v) {
    for (int i = 0; i < 4; i++) b[*o + (size_t)i] = (unsigned char)(v >> (8 * i));
    *o += 4;
}
static void put16(unsigned char *b, size_t *o, uint32_t v) {
    b[*o] = (unsigned char)v;
    b[*o + 1] = (unsigned char)(v >> 8);
    *o += 2;
}

/* ---- a PDS chain built by hand (SA-PS2.md 4) ------------------------------------------ */
/* One slot's data for every vertex of the joined strip, in the UNPACK format `fmt`. */
typedef struct slot_data {
    uint32_t fmt, usn;       /* VIF format, unsigned flag */
    const unsigned char *bytes;
    uint32_t stride;         /* bytes per vertex */
} slot_data;

/* Batches of at most `batch` vertices overlapping by two; per batch and slot a ref tag
 * (STCYCL CL 1, UNPACK to slot s) into arrays after the chain, then cnt/ret with ITOP
 * and MSCALF (first) or MSCNT, as the game's chains do. Returns the chain length. */
static size_t pds_chain(unsigned char *b, const slot_data *slots, uint32_t nslots, uint32_t nv, uint32_t batch) {
    uint32_t starts[64], counts[64], nb = 0;
    for (uint32_t s = 0; s + 2 < nv || nb == 0; s += batch - 2) {
        starts[nb] = s;
        counts[nb] = nv - s < batch ? nv - s : batch;
        nb++;
        if (s + batch >= nv) break;
    }
    size_t o = 0, data = (size_t)nb * (nslots + 2) * 16; /* refs + cnt tag + its qword */
    for (uint32_t k = 0; k < nb; k++) {
        for (uint32_t s = 0; s < nslots; s++) {
            size_t bytes = (size_t)counts[k] * slots[s].stride, qwc = (bytes + 15) / 16;
            put32(b, &o, 0x30000000u | (uint32_t)qwc); /* ref */
            put32(b, &o, (uint32_t)(data / 16));
            put32(b, &o, 0x01000100u | nslots);       /* STCYCL CL nslots, WL 1 */
            put32(b, &o, (0x60u | slots[s].fmt) << 24 | counts[k] << 16 | slots[s].usn << 14 | 0x8000u | s);
            memset(b + data, 0, qwc * 16);
            memcpy(b + data, slots[s].bytes + (size_t)starts[k] * slots[s].stride, bytes);
            data += qwc * 16;
        }
        put32(b, &o, (k + 1 == nb ? 0x60000000u : 0x10000000u) | 1); /* ret / cnt, 1 qword */
        put32(b, &o, 0);
        put32(b, &o, 0);
        put32(b, &o, 0);
        put32(b, &o, 0x04000000u | counts[k]);               /* ITOP */
        put32(b, &o, k ? 0x17000000u : 0x15000000u);        /* MSCNT / MSCALF */
        put32(b, &o, 0);
        put32(b, &o, 0);
    }
    return data;
}

typedef struct geo_fixture {
    const unsigned char *chain;
    size_t chain_len;
    uint32_t strip_vertices, vertex_count, triangle_count;
    uint32_t material_pipeline; /* 0: no right-to-render on the material */
    uint32_t adc_plugin;        /* the geometry carries RW's ADC plugin 0x134 (ADC-formatted strips) */
} geo_fixture;

/* A native geometry section: struct, one material (with right-to-render), mesh plugin
 * with one strip mesh and native data holding the chain. */
static int fill_geo(warp_writer *w, void *user) {
    const geo_fixture *f = (const geo_fixture *)user;
    const uint32_t st = WARP_RW_STAMP_37002;
    warp_write_section_begin(w, WARP_RW_GEOMETRY, st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_u32(w, WARP_GEO_NATIVE | WARP_GEO_TRISTRIP | WARP_GEO_POSITIONS | WARP_GEO_TEXTURED | 1u << 16);
    warp_write_u32(w, f->triangle_count);
    warp_write_u32(w, f->vertex_count);
    warp_write_u32(w, 1);
    for (int i = 0; i < 3; i++) warp_write_f32(w, 0.0f);
    warp_write_f32(w, 100.0f);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_MATERIAL_LIST, st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_u32(w, 1);
    warp_write_u32(w, 0xFFFFFFFFu);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_MATERIAL, st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0xFFFFFFFFu);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    for (int i = 0; i < 3; i++) warp_write_f32(w, 1.0f);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, st);
    if (f->material_pipeline) {
        warp_write_section_begin(w, WARP_RW_RIGHT_TO_RENDER, st);
        warp_write_u32(w, WARP_RW_PIPELINE_SET);
        warp_write_u32(w, f->material_pipeline);
        warp_write_section_end(w);
    }
    warp_write_section_end(w);
    warp_write_section_end(w); /* material */
    warp_write_section_end(w); /* material list */
    warp_write_section_begin(w, WARP_RW_EXTENSION, st);
    warp_write_section_begin(w, WARP_RW_BIN_MESH, st);
    warp_write_u32(w, 1);
    warp_write_u32(w, 1);
    warp_write_u32(w, f->strip_vertices);
    warp_write_u32(w, f->strip_vertices);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_NATIVE_DATA, st);
    warp_write_u32(w, WARP_RW_STRUCT);
    warp_write_u32(w, 0x7FFF); /* a wrong size, as on the disc (SA-PS2.md 4) */
    warp_write_u32(w, st);
    warp_write_u32(w, 4);
    warp_write_u32(w, (uint32_t)f->chain_len);
    warp_write_u32(w, 0);
    warp_write_bytes(w, f->chain, f->chain_len);
    warp_write_section_end(w);
    if (f->adc_plugin) { /* as in SA's world files: an inner 0x134 holding numBits = 0 (SA-PS2.md 5) */
        warp_write_section_begin(w, WARP_RW_ADC, st);
        warp_write_section_begin(w, WARP_RW_ADC, st);
        warp_write_u32(w, 0);
        warp_write_section_end(w);
        warp_write_section_end(w);
    }
    warp_write_section_end(w); /* extension */
    return warp_write_section_end(w);
}

/* BuildingDN, 8 strip vertices in two batches of 6 (vertices 4 and 5 repeated).
 * Position k = (k % 2, k / 2, k) * 16 units in 1/128 steps; vertex 7 repeats vertex
 * 6's position (a degenerate triangle); vertices 4 and 5 carry ADC (a new strip).
 * Colour words: day byte 0x10 + k + c, night byte 0x80 + k + c. */
#define DN_VERTS 8
static unsigned char dn_pos[DN_VERTS * 8], dn_uv[DN_VERTS * 4], dn_col[DN_VERTS * 8];
static size_t dn_chain(unsigned char *chain, uint32_t color_fmt) {
    size_t o = 0, u = 0, c = 0;
    for (uint32_t k = 0; k < DN_VERTS; k++) {
        uint32_t q = k == 7 ? 6 : k;
        put16(dn_pos, &o, (q % 2) * 16 * 128);
        put16(dn_pos, &o, (q / 2) * 16 * 128);
        put16(dn_pos, &o, (uint32_t)(int16_t)(-(int32_t)q * 128) & 0xFFFF); /* z = -q: a signed value */
        put16(dn_pos, &o, k == 4 || k == 5 ? 0x8000u : 0);
        put16(dn_uv, &u, k * 4096 / 4); /* u = k / 4 */
        put16(dn_uv, &u, 0xF000);       /* v = -4096 / 4096 = -1 */
        for (uint32_t ch = 0; ch < 4; ch++) put16(dn_col, &c, (0x80 + k + ch) << 8 | (0x10 + k + ch));
    }
    slot_data s[3] = {{WARP_VIF_V4_16, 0, dn_pos, 8}, {WARP_VIF_V2_16, 0, dn_uv, 4}, {color_fmt, 1, dn_col, 8}};
    if (color_fmt == WARP_VIF_V4_8) s[2].stride = 4; /* a Building (RGBA8) colour array */
    return pds_chain(chain, s, 3, DN_VERTS, 6);
}

static warp_geometry *open_fixture(const geo_fixture *f, const warp_atomic_info *a, unsigned char **sec_out,
                                   size_t *len_out, int *rc) {
    size_t len;
    unsigned char *sec = write_all(fill_geo, (void *)f, &len);
    warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
    *rc = warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, sec, len, a, NULL);
    *sec_out = sec;
    if (len_out) *len_out = len;
    return g;
}

TEST(golden_building_dn) {
    unsigned char chain[2048];
    geo_fixture f = {chain, dn_chain(chain, WARP_VIF_V4_16), DN_VERTS, 7, 3, WARP_PDS_BUILDING_DN};
    unsigned char *sec;
    int rc;
    warp_geometry *g = open_fixture(&f, NULL, &sec, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_geometry_info in;
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_PS2_PDS);
    CHECK_EQ(in.uv_sets, 1);
    CHECK_EQ(in.color_sets, 2);
    CHECK(in.has_colors && !in.has_normals && !in.has_skin);
    CHECK(in.position_scale == 1.0f / 128 && in.uv_scale == 1.0f / 4096);
    warp_geometry_mesh_info mi;
    CHECK_RC(warp_geometry_get_mesh(g, 0, &mi), WARP_OK);
    CHECK_EQ(mi.vertex_count, DN_VERTS);
    CHECK_EQ(mi.batch_count, 2);
    CHECK_EQ(mi.pipeline_id, WARP_PDS_BUILDING_DN);
    CHECK_EQ(mi.uv_sets, 1);
    CHECK_EQ(mi.color_sets, 2);
    CHECK_EQ(mi.has_normals, 0);
    /* Strip j = 0..5 with global parity: (0,1,2) (1,3,2) [2,3,4 ADC] [3,4,5 ADC] (4,5,6)
     * (5,7,6): 7 sits on 6 but has its own UV and colours, so it is a real zero-area
     * triangle, not a stitch (no ADC plugin 0x134; SA-PS2.md 5). */
    CHECK_EQ(mi.triangle_count, 4);
    CHECK_EQ(mi.adc_count, 2);
    CHECK_EQ(mi.degenerate_count, 0);
    uint32_t t[12];
    size_t n;
    CHECK_RC(warp_geometry_copy_triangles(g, 0, t, 4, &n), WARP_OK);
    static const uint32_t want_t[12] = {0, 1, 2, 1, 3, 2, 4, 5, 6, 5, 7, 6};
    CHECK(memcmp(t, want_t, sizeof t) == 0);
    float p[DN_VERTS * 3];
    CHECK_RC(warp_geometry_copy_positions(g, 0, p, DN_VERTS, &n), WARP_OK);
    CHECK_EQ(n, DN_VERTS);
    for (uint32_t k = 0; k < DN_VERTS; k++) {
        uint32_t q = k == 7 ? 6 : k;
        if (p[k * 3] != (float)(q % 2) * 16 || p[k * 3 + 1] != (float)(q / 2) * 16 || p[k * 3 + 2] != -(float)q)
            FAILF("position %u: %g %g %g", k, p[k * 3], p[k * 3 + 1], p[k * 3 + 2]);
    }
    CHECK_RC(warp_geometry_copy_uvs(g, 0, 0, p, DN_VERTS, &n), WARP_OK);
    for (uint32_t k = 0; k < DN_VERTS; k++)
        if (p[k * 2] != (float)k / 4 || p[k * 2 + 1] != -1.0f) FAILF("uv %u: %g %g", k, p[k * 2], p[k * 2 + 1]);
    CHECK_RC(warp_geometry_copy_uvs(g, 0, 1, p, DN_VERTS, &n), WARP_E_NOT_FOUND);
    uint8_t day[DN_VERTS * 4], night[DN_VERTS * 4];
    CHECK_RC(warp_geometry_copy_colors(g, 0, day, DN_VERTS, &n), WARP_OK);
    CHECK_RC(warp_geometry_copy_colors2(g, 0, night, DN_VERTS, &n), WARP_OK);
    CHECK_EQ(n, DN_VERTS);
    for (uint32_t k = 0; k < DN_VERTS; k++)
        for (uint32_t c = 0; c < 4; c++) {
            CHECK_EQ(day[k * 4 + c], 0x10 + k + c);
            CHECK_EQ(night[k * 4 + c], 0x80 + k + c);
        }
    CHECK_RC(warp_geometry_copy_normals(g, 0, p, DN_VERTS, &n), WARP_E_NOT_FOUND);
    CHECK_RC(warp_geometry_copy_weights(g, 0, p, DN_VERTS, &n), WARP_E_NOT_FOUND);
    CHECK_RC(warp_geometry_copy_colors2(g, 0, night, 3, &n), WARP_E_DST_SMALL);
    CHECK_EQ(n, DN_VERTS);

    /* The same chain as a Building (RGBA8 colours in slot 2): no night colours. */
    f.chain_len = dn_chain(chain, WARP_VIF_V4_8);
    f.material_pipeline = WARP_PDS_BUILDING;
    free(sec);
    free(g);
    g = open_fixture(&f, NULL, &sec, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_PS2_PDS);
    CHECK_EQ(in.color_sets, 1);
    CHECK_RC(warp_geometry_copy_colors(g, 0, day, DN_VERTS, &n), WARP_OK);
    for (uint32_t k = 0; k < DN_VERTS * 4; k++) CHECK_EQ(day[k], dn_col[k]); /* the first 4 bytes per vertex, as they are */
    CHECK_RC(warp_geometry_copy_colors2(g, 0, night, DN_VERTS, &n), WARP_E_NOT_FOUND);
    free(sec);
    free(g);
    return NULL;
}

/* The layout comes from the material, else the atomic; formats that do not match the
 * pipeline are refused by name (slot and UNPACK). */
/* Which strip triangles are real (SA-PS2.md 5), on a Building strip of 8 vertices in one
 * batch: vertex k at (k % 2, k / 2, k) * 16 units, UV (k / 4, -1), colour 0x10 + k + c;
 * vertices 4 and 5 carry ADC. Vertex 7 repeats vertex 6's position and, per case, its UV
 * and colour too. Triangles j = 0..5: (0,1,2) (1,3,2) [2,3,4 ADC] [3,4,5 ADC] (4,5,6)
 * (5,7,6); only the last one is in question. */
static size_t stitch_chain(unsigned char *chain, int same_uv, int same_color) {
    static unsigned char pos[DN_VERTS * 8], uv[DN_VERTS * 4], col[DN_VERTS * 4];
    size_t o = 0, u = 0, c = 0;
    for (uint32_t k = 0; k < DN_VERTS; k++) {
        uint32_t q = k == 7 ? 6 : k, qu = k == 7 && same_uv ? 6 : k, qc = k == 7 && same_color ? 6 : k;
        put16(pos, &o, (q % 2) * 16 * 128);
        put16(pos, &o, (q / 2) * 16 * 128);
        put16(pos, &o, q * 16 * 128);
        put16(pos, &o, k == 4 || k == 5 ? 0x8000u : 0);
        put16(uv, &u, qu * 4096 / 4);
        put16(uv, &u, 0xF000);
        for (uint32_t ch = 0; ch < 4; ch++) col[c++] = (unsigned char)(0x10 + qc + ch);
    }
    slot_data sl[3] = {{WARP_VIF_V4_16, 0, pos, 8}, {WARP_VIF_V2_16, 0, uv, 4}, {WARP_VIF_V4_8, 1, col, 4}};
    return pds_chain(chain, sl, 3, DN_VERTS, 8);
}

TEST(strip_stitch_rule) {
    static const struct {
        int adc_plugin, same_uv, same_color;
        uint32_t triangles, degenerate;
    } cases[] = {
        {1, 1, 1, 4, 0}, /* ADC strips (0x134): a repeated vertex is a real triangle of the model */
        {0, 1, 1, 3, 1}, /* no 0x134, vertex 7 = vertex 6 in every attribute: a stitch, dropped */
        {0, 0, 1, 4, 0}, /* no 0x134, same position, other UV: a real zero-area triangle */
        {0, 1, 0, 4, 0}, /* no 0x134, same position and UV, other colour: real too */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        unsigned char chain[2048];
        geo_fixture f = {chain, stitch_chain(chain, cases[i].same_uv, cases[i].same_color), DN_VERTS, 8,
                         cases[i].triangles, WARP_PDS_BUILDING, (uint32_t)cases[i].adc_plugin};
        unsigned char *sec;
        int rc;
        warp_geometry *g = open_fixture(&f, NULL, &sec, NULL, &rc);
        CHECK_RC(rc, WARP_OK);
        warp_geometry_info in;
        CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
        CHECK_EQ(in.has_adc, (uint32_t)cases[i].adc_plugin);
        warp_geometry_mesh_info mi;
        CHECK_RC(warp_geometry_get_mesh(g, 0, &mi), WARP_OK);
        CHECK_EQ(mi.vertex_count, DN_VERTS);
        CHECK_EQ(mi.triangle_count, cases[i].triangles);
        CHECK_EQ(mi.adc_count, 2);
        CHECK_EQ(mi.degenerate_count, cases[i].degenerate);
        uint32_t t[12];
        size_t n;
        CHECK_RC(warp_geometry_copy_triangles(g, 0, t, 4, &n), WARP_OK);
        CHECK_EQ(n, cases[i].triangles);
        static const uint32_t want[12] = {0, 1, 2, 1, 3, 2, 4, 5, 6, 5, 7, 6};
        CHECK(memcmp(t, want, n * 12) == 0);
        free(sec);
        free(g);
    }
    return NULL;
}

TEST(pds_layout_choice) {
    unsigned char chain[2048];
    geo_fixture f = {chain, dn_chain(chain, WARP_VIF_V4_16), DN_VERTS, 7, 3, 0};
    warp_atomic_info a;
    memset(&a, 0, sizeof a);
    a.has_pipeline = 1;
    a.pipeline_plugin = WARP_RW_PIPELINE_SET;
    a.pipeline_id = WARP_PDS_WORLD_DN_ATOMIC;
    unsigned char *sec;
    int rc;
    size_t n;
    warp_geometry_info in;
    warp_geometry *g = open_fixture(&f, &a, &sec, NULL, &rc); /* atomic 0x82 -> BuildingDN */
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_PS2_PDS);
    CHECK_EQ(in.color_sets, 2);
    free(g);
    free(sec);
    a.pipeline_id = WARP_PDS_VEHICLE_ATOMIC; /* -> Car: slot 2 must be absent, slot 3 V4_8 */
    g = open_fixture(&f, &a, &sec, NULL, &rc);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_UNKNOWN);
    CHECK_EQ(in.unsupported_slot, 2);
    CHECK_EQ(in.unsupported_unpack, 0x6D);
    CHECK_RC(warp_geometry_copy_positions(g, 0, NULL, 0, &n), WARP_E_UNSUPPORTED);
    free(g);
    free(sec);
    f.material_pipeline = WARP_PDS_BUILDING; /* the material wins over the atomic; wants V4_8 colours */
    g = open_fixture(&f, &a, &sec, NULL, &rc);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_UNKNOWN);
    CHECK_EQ(in.unsupported_slot, 2);
    CHECK_EQ(in.unsupported_unpack, 0x6D);
    free(g);
    free(sec);
    f.material_pipeline = 0x53F20098; /* the PC BuildingDN id: not a PS2 layout */
    g = open_fixture(&f, NULL, &sec, NULL, &rc);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_UNKNOWN);
    CHECK_EQ(in.unsupported_unpack, 0x6D); /* slot 0 named */
    free(g);
    free(sec);
    f.material_pipeline = 0; /* no PDS id anywhere: V4_16 positions without 0x3F0 stay unknown */
    g = open_fixture(&f, NULL, &sec, NULL, &rc);
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_UNKNOWN);
    free(g);
    free(sec);
    return NULL;
}

/* SkinPed (librwgta only; no corpus file): normals in slot 2, weights in slot 3 with
 * the bone in each float's low 10 bits as (bone + 1) << 2. */
TEST(golden_skin_ped) {
    enum { NV = 6 };
    unsigned char pos[NV * 8], uv[NV * 4], nrm[NV * 4], wgt[NV * 16];
    size_t o = 0, u = 0, q = 0, w = 0;
    for (uint32_t k = 0; k < NV; k++) {
        put16(pos, &o, k * 1024);
        put16(pos, &o, (k & 1) * 1024);
        put16(pos, &o, 0);
        put16(pos, &o, 0);
        put16(uv, &u, 2048);
        put16(uv, &u, k * 512);
        nrm[q++] = 0;
        nrm[q++] = 0;
        nrm[q++] = (unsigned char)(k & 1 ? 0x81 : 0x7F); /* -127 / +127 */
        nrm[q++] = 0;
        float fw[2] = {0.75f, 0.25f};
        for (int c = 0; c < 4; c++) {
            uint32_t bits = 0;
            if (c < 2) {
                memcpy(&bits, &fw[c], 4);
                bits |= ((k + (uint32_t)c + 1) << 2); /* bone k + c */
            }
            put32(wgt, &w, bits);
        }
    }
    slot_data s[4] = {{WARP_VIF_V4_16, 0, pos, 8}, {WARP_VIF_V2_16, 0, uv, 4}, {WARP_VIF_V4_8, 0, nrm, 4},
                      {WARP_VIF_V4_32, 0, wgt, 16}};
    unsigned char chain[2048];
    geo_fixture f = {chain, pds_chain(chain, s, 4, NV, 48), NV, NV, 4, WARP_PDS_SKIN_PED};
    unsigned char *sec;
    int rc;
    warp_geometry *g = open_fixture(&f, NULL, &sec, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_geometry_info in;
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_PS2_PDS);
    CHECK(in.has_normals && in.has_skin && !in.has_colors);
    CHECK(in.position_scale == 1.0f / 1024);
    float p[NV * 4];
    uint16_t jt[NV * 4];
    size_t n;
    CHECK_RC(warp_geometry_copy_positions(g, 0, p, NV, &n), WARP_OK);
    for (uint32_t k = 0; k < NV; k++) CHECK(p[k * 3] == (float)k && p[k * 3 + 1] == (float)(k & 1));
    CHECK_RC(warp_geometry_copy_normals(g, 0, p, NV, &n), WARP_OK);
    for (uint32_t k = 0; k < NV; k++) CHECK(p[k * 3 + 2] == (k & 1 ? -1.0f : 1.0f) && p[k * 3] == 0.0f);
    CHECK_RC(warp_geometry_copy_uvs(g, 0, 0, p, NV, &n), WARP_OK);
    for (uint32_t k = 0; k < NV; k++) CHECK(p[k * 2] == 0.5f && p[k * 2 + 1] == (float)k / 8);
    CHECK_RC(warp_geometry_copy_weights(g, 0, p, NV, &n), WARP_OK);
    CHECK_RC(warp_geometry_copy_joints(g, 0, jt, NV, &n), WARP_OK);
    for (uint32_t k = 0; k < NV; k++) {
        CHECK(p[k * 4] == 0.75f && p[k * 4 + 1] == 0.25f && p[k * 4 + 2] == 0.0f && p[k * 4 + 3] == 0.0f);
        CHECK_EQ(jt[k * 4], k);
        CHECK_EQ(jt[k * 4 + 1], k + 1);
        CHECK_EQ(jt[k * 4 + 2], 0);
    }
    uint32_t t[12];
    CHECK_RC(warp_geometry_copy_triangles(g, 0, t, 4, &n), WARP_OK);
    CHECK_EQ(n, 4);
    CHECK(t[3] == 1 && t[4] == 3 && t[5] == 2); /* odd strip index: (j, j+2, j+1) */
    free(g);
    free(sec);
    return NULL;
}

/* Every prefix of the section, and every shorter chain inside an intact section: an
 * error or a decode, never a read out of bounds (ASan build). */
TEST(pds_every_prefix) {
    unsigned char chain[2048];
    size_t full = dn_chain(chain, WARP_VIF_V4_16);
    geo_fixture f = {chain, full, DN_VERTS, 7, 3, WARP_PDS_BUILDING_DN};
    unsigned char *sec;
    size_t len, n;
    int rc;
    warp_geometry *g = open_fixture(&f, NULL, &sec, &len, &rc);
    CHECK_RC(rc, WARP_OK);
    for (size_t k = 0; k < len; k++) {
        unsigned char *cut = malloc(k ? k : 1);
        memcpy(cut, sec, k);
        rc = warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, cut, k, NULL, NULL);
        if (rc == WARP_OK) FAILF("prefix %zu accepted", k);
        free(cut);
    }
    free(sec);
    free(g);
    uint32_t ok = 0;
    for (size_t k = 0; k < full; k += 4) {
        f.chain_len = k;
        g = open_fixture(&f, NULL, &sec, &len, &rc);
        if (rc == WARP_OK) {
            float p[DN_VERTS * 3];
            uint8_t c[DN_VERTS * 4];
            uint32_t t[DN_VERTS * 3];
            rc = warp_geometry_copy_positions(g, 0, p, DN_VERTS, &n);
            if (rc == WARP_OK) ok++;
            (void)warp_geometry_copy_colors2(g, 0, c, DN_VERTS, &n);
            (void)warp_geometry_copy_triangles(g, 0, t, DN_VERTS, &n);
        }
        free(g);
        free(sec);
    }
    CHECK_EQ(ok, 0); /* the arrays sit at the chain's end: no prefix holds them all */
    return NULL;
}

/* ---- round trips through warp_write_geometry (PDS layout) ------------------------------ */
typedef struct rt_mesh {
    uint32_t n;
    float *pos, *nrm, *uv0, *uv1, *wgt;
    uint8_t *col;
    uint16_t *jnt;
} rt_mesh;

static uint32_t rng_state = 12345;
static float rnd(float lo, float hi) {
    rng_state = rng_state * 1664525u + 1013904223u;
    return lo + (hi - lo) * (float)(rng_state >> 8) / 16777216.0f;
}

static rt_mesh rt_make(uint32_t n) {
    rt_mesh m;
    m.n = n;
    m.pos = malloc(n * 12);
    m.nrm = malloc(n * 12);
    m.uv0 = malloc(n * 8);
    m.uv1 = malloc(n * 8);
    m.wgt = malloc(n * 16);
    m.col = malloc(n * 4);
    m.jnt = malloc(n * 8);
    for (uint32_t i = 0; i < n; i++) {
        for (int c = 0; c < 3; c++) m.pos[i * 3 + c] = rnd(-20, 20);
        double x = rnd(-1, 1), y = rnd(-1, 1), z = 1.5, l = dsqrt(x * x + y * y + z * z);
        m.nrm[i * 3] = (float)(x / l);
        m.nrm[i * 3 + 1] = (float)(y / l);
        m.nrm[i * 3 + 2] = (float)(z / l);
        for (int c = 0; c < 2; c++) {
            m.uv0[i * 2 + c] = rnd(-2, 2);
            m.uv1[i * 2 + c] = rnd(0, 1);
        }
        for (int c = 0; c < 4; c++) m.col[i * 4 + c] = (uint8_t)(i * 7 + (uint32_t)c * 50);
        m.wgt[i * 4] = 0.625f; /* exact in the 13 mantissa bits the bone bits leave */
        m.wgt[i * 4 + 1] = 0.375f;
        m.wgt[i * 4 + 2] = m.wgt[i * 4 + 3] = 0;
        m.jnt[i * 4] = (uint16_t)(i % 40);
        m.jnt[i * 4 + 1] = (uint16_t)(i % 3);
        m.jnt[i * 4 + 2] = m.jnt[i * 4 + 3] = 0;
    }
    return m;
}

static void rt_free(rt_mesh *m) {
    free(m->pos);
    free(m->nrm);
    free(m->uv0);
    free(m->uv1);
    free(m->wgt);
    free(m->col);
    free(m->jnt);
}

typedef struct rt_fixture {
    uint32_t count;
    const rt_mesh *m;
    const uint32_t *pipelines; /* one material (and mesh) per pipeline */
} rt_fixture;

static int fill_rt(warp_writer *w, void *user) {
    const rt_fixture *f = (const rt_fixture *)user;
    warp_mesh_arrays ma[4];
    warp_material_info mat[4];
    uint32_t idx[4];
    memset(ma, 0, sizeof ma);
    memset(mat, 0, sizeof mat);
    for (uint32_t i = 0; i < f->count; i++) {
        ma[i].vertex_count = f->m[i].n;
        ma[i].positions = f->m[i].pos;
        ma[i].normals = f->m[i].nrm;
        ma[i].uvs[0] = f->m[i].uv0;
        if (f->pipelines[i] == WARP_PDS_CAR_ENVMAP_UV2) ma[i].uvs[1] = f->m[i].uv1;
        ma[i].colors = f->m[i].col;
        ma[i].joints = f->m[i].jnt;
        ma[i].weights = f->m[i].wgt;
        mat[i].color[0] = mat[i].color[1] = mat[i].color[2] = mat[i].color[3] = 255;
        mat[i].has_pipeline = 1;
        mat[i].pipeline_plugin = WARP_RW_PIPELINE_SET;
        mat[i].pipeline_id = f->pipelines[i];
        idx[i] = i;
    }
    warp_geometry_desc d;
    memset(&d, 0, sizeof d);
    d.layout = WARP_LAYOUT_PS2_PDS;
    d.mesh_count = f->count;
    d.meshes = ma;
    d.mesh_materials = idx;
    d.material_count = f->count;
    d.materials = mat;
    d.sphere[3] = 40;
    d.batch_max = 30; /* many batches */
    return warp_write_geometry(w, &d, WARP_RW_STAMP_37002);
}

static int near(float a, float b, float tol) { return dabs((double)a - (double)b) <= tol; }

/* Each pipeline's attributes come back within half a quantisation step, in strip
 * order, with n - 2 triangles; what a mesh's pipeline lacks is filled. */
static const char *round_trip(const uint32_t *pipelines, uint32_t count) {
    rt_mesh m[4];
    for (uint32_t i = 0; i < count; i++) m[i] = rt_make(61 + 17 * i);
    rt_fixture f = {count, m, pipelines};
    size_t len, n;
    unsigned char *sec = write_all(fill_rt, &f, &len);
    warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, sec, len, NULL, NULL), WARP_OK);
    warp_geometry_info in;
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    CHECK_EQ(in.layout, WARP_LAYOUT_PS2_PDS);
    CHECK_EQ(in.mesh_count, count);
    float *out = malloc(200 * 16);
    uint8_t *c = malloc(200 * 4);
    uint16_t *j = malloc(200 * 8);
    for (uint32_t i = 0; i < count; i++) {
        const rt_mesh *r = &m[i];
        uint32_t pid = pipelines[i];
        int vehicle = pid == WARP_PDS_CAR || pid == WARP_PDS_CAR_ENVMAP || pid == WARP_PDS_CAR_ENVMAP_UV2 ||
                      pid == WARP_PDS_SKIN_PED;
        int uv2 = pid == WARP_PDS_CAR_ENVMAP_UV2, skin = pid == WARP_PDS_SKIN_PED;
        int dn = pid == WARP_PDS_BUILDING_DN || pid == WARP_PDS_BUILDING_DN_ENVMAP;
        int col = !vehicle, nrm = vehicle || pid == WARP_PDS_BUILDING_ENVMAP || pid == WARP_PDS_BUILDING_DN_ENVMAP;
        float step = vehicle ? 1.0f / 1024 : 1.0f / 128;
        warp_geometry_mesh_info mi;
        CHECK_RC(warp_geometry_get_mesh(g, i, &mi), WARP_OK);
        CHECK_EQ(mi.pipeline_id, pid);
        CHECK_EQ(mi.vertex_count, r->n);
        CHECK_EQ(mi.triangle_count, r->n - 2);
        CHECK(mi.batch_count > 1);
        CHECK_EQ(mi.uv_sets, uv2 ? 2 : 1);
        CHECK_EQ(mi.color_sets, dn ? 2 : col);
        CHECK_EQ(mi.has_normals, nrm);
        CHECK_RC(warp_geometry_copy_positions(g, i, out, 200, &n), WARP_OK);
        CHECK_EQ(n, r->n);
        for (uint32_t k = 0; k < r->n * 3; k++)
            if (!near(out[k], r->pos[k], step / 2 + 1e-6f)) FAILF("mesh %u position %u: %g vs %g", i, k, out[k], r->pos[k]);
        for (uint32_t s = 0; s < in.uv_sets; s++) {
            CHECK_RC(warp_geometry_copy_uvs(g, i, s, out, 200, &n), WARP_OK);
            const float *want = s ? r->uv1 : r->uv0;
            for (uint32_t k = 0; k < r->n * 2; k++) {
                float w = s && !uv2 ? 0.0f : want[k]; /* no second set in this pipeline: zeros */
                if (!near(out[k], w, 0.5f / 4096 + 1e-6f)) FAILF("mesh %u uv%u %u: %g vs %g", i, s, k, out[k], w);
            }
        }
        if (in.has_normals) {
            CHECK_RC(warp_geometry_copy_normals(g, i, out, 200, &n), WARP_OK);
            for (uint32_t k = 0; k < r->n * 3; k++) {
                float w = nrm ? r->nrm[k] : 0.0f;
                if (!near(out[k], w, 0.5f / 127 + 1e-6f)) FAILF("mesh %u normal %u: %g vs %g", i, k, out[k], w);
            }
        }
        if (in.has_colors) {
            CHECK_RC(warp_geometry_copy_colors(g, i, c, 200, &n), WARP_OK);
            for (uint32_t k = 0; k < r->n * 4; k++) CHECK_EQ(c[k], col ? r->col[k] : 255);
        }
        if (in.color_sets == 2) {
            CHECK_RC(warp_geometry_copy_colors2(g, i, c, 200, &n), WARP_OK);
            for (uint32_t k = 0; k < r->n * 4; k++) CHECK_EQ(c[k], dn ? r->col[k] : 255);
        }
        if (skin) {
            CHECK_RC(warp_geometry_copy_weights(g, i, out, 200, &n), WARP_OK);
            CHECK_RC(warp_geometry_copy_joints(g, i, j, 200, &n), WARP_OK);
            for (uint32_t k = 0; k < r->n * 4; k++) {
                CHECK(out[k] == r->wgt[k]);
                if (r->wgt[k] > 0) CHECK_EQ(j[k], r->jnt[k]);
            }
        } else {
            CHECK_RC(warp_geometry_copy_weights(g, i, out, 200, &n), WARP_E_NOT_FOUND);
        }
        uint32_t *t = malloc(r->n * 12);
        CHECK_RC(warp_geometry_copy_triangles(g, i, t, r->n, &n), WARP_OK);
        for (uint32_t k = 0; k < n; k++) { /* global parity over the joined batches */
            uint32_t a = k, b = k + 1 + (k & 1), e = k + 2 - (k & 1);
            if (t[k * 3] != a || t[k * 3 + 1] != b || t[k * 3 + 2] != e) FAILF("mesh %u triangle %u", i, k);
        }
        free(t);
    }
    free(out);
    free(c);
    free(j);
    free(g);
    free(sec);
    for (uint32_t i = 0; i < count; i++) rt_free(&m[i]);
    return NULL;
}

TEST(round_trip_vehicle_mixed) { /* bagboxa's mix: Car, CarEnvMap, CarEnvMapUV2 in one geometry */
    static const uint32_t p[3] = {WARP_PDS_CAR, WARP_PDS_CAR_ENVMAP_UV2, WARP_PDS_CAR_ENVMAP};
    return round_trip(p, 3);
}
TEST(round_trip_buildings) {
    static const uint32_t p[4] = {WARP_PDS_BUILDING_DN, WARP_PDS_BUILDING, WARP_PDS_BUILDING_DN_ENVMAP,
                                  WARP_PDS_BUILDING_ENVMAP};
    return round_trip(p, 4);
}
TEST(round_trip_skin_ped) {
    static const uint32_t p[1] = {WARP_PDS_SKIN_PED};
    return round_trip(p, 1);
}

TEST(pds_encoder_refuses) {
    rt_mesh m = rt_make(10);
    warp_mesh_arrays a;
    memset(&a, 0, sizeof a);
    a.vertex_count = m.n;
    a.positions = m.pos;
    a.uvs[0] = m.uv0;
    warp_writer *w = (warp_writer *)test_handle(warp_writer_sizeof());
#define FRESH CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK) /* refusals stick */
    FRESH;
    CHECK_RC(warp_write_pds_chain(w, WARP_PDS_CAR, &a, 0), WARP_E_ARG);         /* no normals */
    CHECK_EQ(warp_writer_size(w), 0);
    CHECK_RC(warp_writer_status(w), WARP_E_ARG);
    FRESH;
    CHECK_RC(warp_write_pds_chain(w, WARP_PDS_BUILDING_DN, &a, 0), WARP_E_ARG); /* no colours */
    FRESH;
    CHECK_RC(warp_write_pds_chain(w, 0x53F20098, &a, 0), WARP_E_UNSUPPORTED);    /* a PC id */
    FRESH;
    CHECK_RC(warp_write_dma_chain(w, WARP_LAYOUT_PS2_PDS, &a, 0, 1, 1), WARP_E_ARG);
    a.colors = m.col;
    FRESH;
    CHECK_RC(warp_write_pds_chain(w, WARP_PDS_BUILDING, &a, 0), WARP_OK);
#undef FRESH
    free(w);
    rt_free(&m);
    return NULL;
}

/* ---- the real corpus ------------------------------------------------------------------- */
typedef struct file_stats {
    uint32_t clumps, geometries, decoded, meshes;
    uint32_t triangles, header_triangles, strip_vertices, adc, degenerate;
    uint32_t agree, disagree, zero_area;  /* face normal from the winding against vertex normals */
    uint32_t outside;                     /* vertices beyond the sphere by more than a rounding step */
    double max_ratio, max_weight_error;
    uint32_t night_meshes, night_vertices, night_miss, uv2_meshes, skinned; /* meshes */
    uint32_t crc; /* positions, normals, uvs, colours, night colours, joints, weights, triangles */
    uint32_t native, native_triangles, native_header; /* native geometries with a decoded layout */
} file_stats;

/* Child n of type `type` in [p, p + len); its payload and size. */
static const unsigned char *child(const unsigned char *p, size_t len, uint32_t type, uint32_t n, uint32_t *size) {
    size_t o = 0;
    while (o + 12 <= len) {
        uint32_t t = (uint32_t)p[o] | (uint32_t)p[o + 1] << 8 | (uint32_t)p[o + 2] << 16 | (uint32_t)p[o + 3] << 24;
        uint32_t s = (uint32_t)p[o + 4] | (uint32_t)p[o + 5] << 8 | (uint32_t)p[o + 6] << 16 | (uint32_t)p[o + 7] << 24;
        if (s > len - o - 12) return NULL;
        if (t == type && n-- == 0) {
            *size = s;
            return p + o + 12;
        }
        o += 12 + (size_t)s;
    }
    return NULL;
}

/* Night colours plugin 0x253F2F9 of geometry i in the clump payload (PS2: a u32, then
 * RGBA per geometry vertex, SA-PS2.md 3). */
static const unsigned char *night_plugin(const unsigned char *clump, size_t len, uint32_t i, uint32_t *count) {
    uint32_t s;
    const unsigned char *list = child(clump, len, WARP_RW_GEOMETRY_LIST, 0, &s);
    const unsigned char *geo = list ? child(list, s, WARP_RW_GEOMETRY, i, &s) : NULL;
    const unsigned char *ext = geo ? child(geo, s, WARP_RW_EXTENSION, 0, &s) : NULL;
    const unsigned char *nc = ext ? child(ext, s, 0x253F2F9u, 0, &s) : NULL;
    if (!nc || s < 4) return NULL;
    *count = (s - 4) / 4;
    return nc + 4;
}

static int winding(const float *p, const float *nrm, const uint32_t *t) {
    const float *a = p + t[0] * 3, *b = p + t[1] * 3, *c = p + t[2] * 3;
    double u[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]}, v[3] = {c[0] - a[0], c[1] - a[1], c[2] - a[2]};
    double f[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]};
    double d = 0;
    for (int k = 0; k < 3; k++) d += f[k] * (nrm[t[0] * 3 + k] + nrm[t[1] * 3 + k] + nrm[t[2] * 3 + k]);
    return d > 0 ? 1 : d < 0 ? -1 : 0;
}

static const char *check_geometry(warp_geometry *g, const unsigned char *night, uint32_t night_count,
                                  file_stats *st) {
    warp_geometry_info in;
    size_t n;
    CHECK_RC(warp_geometry_get_info(g, &in), WARP_OK);
    st->geometries++;
    if (in.layout == WARP_LAYOUT_UNKNOWN) return NULL;
    const char *one = one_pass_matches(g); /* every array in one walk, bit for bit */
    if (one) return one;
    st->decoded++;
    /* One rounding step of 16-bit positions (fixed scales); float data: 1e-4 of the radius. */
    double step = in.layout == WARP_LAYOUT_PS2_PDS ? in.position_scale : in.sphere[3] * 1e-4;
    uint32_t tris = 0;
    for (uint32_t m = 0; m < in.mesh_count; m++) {
        warp_geometry_mesh_info mi;
        CHECK_RC(warp_geometry_get_mesh(g, m, &mi), WARP_OK);
        st->meshes++;
        if (in.layout != WARP_LAYOUT_GENERIC || in.mesh_index_count) CHECK_EQ(mi.vertex_count, mi.declared_count);
        if (in.mesh_flags & 1) {
            st->strip_vertices += mi.vertex_count;
            /* every strip position j makes a triangle, kept or dropped for one reason */
            CHECK_EQ(mi.triangle_count + mi.adc_count + mi.degenerate_count, mi.vertex_count - 2);
        }
        st->adc += mi.adc_count;
        st->degenerate += mi.degenerate_count;
        tris += mi.triangle_count;
        size_t nv = mi.vertex_count;
        float *p = malloc(nv * 12 + 12), *f = malloc(nv * 16 + 16), *nrm = NULL;
        uint8_t *c = malloc(nv * 8 + 8);
        CHECK_RC(warp_geometry_copy_positions(g, m, p, nv, &n), WARP_OK);
        CHECK_EQ(n, nv);
        st->crc = warp_crc32(st->crc, p, nv * 12);
        for (size_t k = 0; k < nv; k++) {
            double dx = p[k * 3] - in.sphere[0], dy = p[k * 3 + 1] - in.sphere[1], dz = p[k * 3 + 2] - in.sphere[2];
            double d = dsqrt(dx * dx + dy * dy + dz * dz);
            if (d > in.sphere[3] + step) st->outside++;
            if (d / in.sphere[3] > st->max_ratio) st->max_ratio = d / in.sphere[3];
        }
        if (mi.has_normals) {
            nrm = malloc(nv * 12 + 12);
            CHECK_RC(warp_geometry_copy_normals(g, m, nrm, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, nrm, nv * 12);
        }
        for (uint32_t s = 0; s < in.uv_sets; s++) {
            CHECK_RC(warp_geometry_copy_uvs(g, m, s, f, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, f, nv * 8);
        }
        if (mi.uv_sets == 2) st->uv2_meshes++;
        if (in.has_colors) {
            CHECK_RC(warp_geometry_copy_colors(g, m, c, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, c, nv * 4);
        }
        if (mi.color_sets == 2) {
            CHECK_RC(warp_geometry_copy_colors2(g, m, c, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, c, nv * 4);
            st->night_meshes++;
            for (size_t k = 0; k < nv && night; k++) {
                int found = 0;
                for (uint32_t q = 0; q < night_count && !found; q++) found = memcmp(night + q * 4, c + k * 4, 4) == 0;
                st->night_vertices++;
                st->night_miss += !found;
            }
        } else {
            CHECK_RC(warp_geometry_copy_colors2(g, m, c, nv, &n), in.color_sets == 2 ? WARP_OK : WARP_E_NOT_FOUND);
        }
        if (in.has_skin) {
            uint16_t *j = malloc(nv * 8 + 8);
            CHECK_RC(warp_geometry_copy_joints(g, m, j, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, j, nv * 8);
            warp_skin_info sk;
            CHECK_RC(warp_geometry_skin(g, &sk), WARP_OK);
            CHECK_RC(warp_geometry_copy_weights(g, m, f, nv, &n), WARP_OK);
            st->crc = warp_crc32(st->crc, f, nv * 16);
            for (size_t k = 0; k < nv; k++) {
                double e = dabs(f[k * 4] + f[k * 4 + 1] + f[k * 4 + 2] + f[k * 4 + 3] - 1.0);
                if (e > st->max_weight_error) st->max_weight_error = e;
                for (int q = 0; q < 4; q++)
                    if (f[k * 4 + q] > 0 && j[k * 4 + q] >= sk.bone_count) FAILF("joint %u of %u bones", j[k * 4 + q], sk.bone_count);
            }
            st->skinned++;
            free(j);
        }
        uint32_t *t = malloc(mi.triangle_count * 12 + 12);
        CHECK_RC(warp_geometry_copy_triangles(g, m, t, mi.triangle_count, &n), WARP_OK);
        CHECK_EQ(n, mi.triangle_count);
        for (size_t k = 0; k < n * 3; k++) CHECK(t[k] < nv);
        st->crc = warp_crc32(st->crc, t, n * 12);
        if (nrm) {
            for (size_t k = 0; k < n; k++) {
                int w = winding(p, nrm, t + k * 3);
                st->agree += w > 0;
                st->disagree += w < 0;
                st->zero_area += w == 0;
            }
            free(nrm);
        }
        free(t);
        free(c);
        free(f);
        free(p);
    }
    st->header_triangles += in.triangle_count;
    if (in.layout != WARP_LAYOUT_GENERIC) st->native++, st->native_triangles += tris, st->native_header += in.triangle_count;
    /* Native strips: the header counts exactly the non-degenerate, drawn triangles. Generic
     * geometry: its own triangle list also holds triangles that repeat an index. */
    CHECK_EQ(tris, in.triangle_count - in.declared_degenerate);
    st->triangles += tris;
    return NULL;
}

static const char *check_file(const char *sub, const char *name, file_stats *st) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", corpus_dir(), sub, name);
    size_t len;
    unsigned char *buf = read_whole(path, &len);
    if (!buf) FAILF("missing %s", path);
    memset(st, 0, sizeof *st);
    size_t off = 0;
    while (off + 12 <= len) {
        warp_rw_section s;
        if (warp_rw_header(buf, len, off, &s) != WARP_OK) break;
        if (s.type == WARP_RW_UV_ANIM_DICTIONARY) {
            off += 12 + s.size;
            continue;
        }
        if (s.type != WARP_RW_CLUMP) break;
        warp_clump *c = (warp_clump *)test_handle(warp_clump_sizeof());
        CHECK_RC(warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, buf + off, len - off, NULL), WARP_OK);
        warp_clump_info ci;
        CHECK_RC(warp_clump_get_info(c, &ci), WARP_OK);
        for (uint32_t i = 0; i < ci.geometry_count; i++) {
            warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
            CHECK_RC(warp_clump_geometry(c, i, g, warp_geometry_sizeof()), WARP_OK);
            uint32_t nc = 0;
            const unsigned char *night = night_plugin(buf + off + 12, s.size, i, &nc);
            const char *r = check_geometry(g, night, nc, st);
            free(g);
            if (r) return r;
        }
        free(c);
        st->clumps++;
        off += 12 + s.size;
    }
    free(buf);
    return NULL;
}

static void show(const char *name, const file_stats *s) {
    printf("     %-34s geos %u/%u tris %u/%u strip %u adc %u degen %u normals %u/%u/%u out %u ratio %.4f "
           "wgt %.1e night %u/%u/%u uv2 %u crc %08x\n",
           name, s->decoded, s->geometries, s->triangles, s->header_triangles, s->strip_vertices, s->adc,
           s->degenerate, s->agree, s->disagree, s->zero_area, s->outside, s->max_ratio, s->max_weight_error,
           s->night_meshes, s->night_vertices, s->night_miss, s->uv2_meshes, s->crc);
}

/* The values of SA-PS2.md 8 (an independent decoder) plus what that table leaves out. */
typedef struct sa_expect {
    const char *sub, *name;
    uint32_t geometries, triangles, strip_vertices, adc, degenerate;
    uint32_t agree, disagree, zero_area;
    uint32_t night_miss, uv2_meshes;
    uint32_t crc;
} sa_expect;

static const sa_expect k_sa[] = {
    {"ps2", "GTA3_bagboxa.dff", 4, 422, 1100, 0, 646, 414, 0, 8, 0, 2, 0x4046b2f9},
    {"ps2", "GTA3_bmx.dff", 9, 3191, 6456, 0, 3209, 3191, 0, 0, 0, 0, 0x484ec84c},
    {"ps2", "GTA3_vgsesvehse1.dff", 1, 6, 12, 4, 0, 0, 0, 0, 0, 0, 0x4e29d0a1},
    {"ps2", "GTA_INT_shop_counter_1.dff", 1, 106, 183, 71, 0, 0, 0, 0, 0, 0, 0x06aad06e},
    {"ps2", "GTA_INT_police_nb3.dff", 1, 64, 120, 54, 0, 0, 0, 0, 0, 0, 0xd695fdc3},
    {"ps2", "GTA3_kendl.dff", 1, 2036, 3840, 0, 1802, 2035, 1, 0, 0, 0, 0xd64d7681},
    {"ps2", "GTA3_vgsn_scrollsgn01.dff", 1, 36, 67, 27, 0, 0, 0, 0, 4, 0, 0x6cc02be5},
};

TEST(corpus_sa_ps2) {
    if (!corpus_dir()) SKIP("no corpus");
    for (size_t i = 0; i < sizeof k_sa / sizeof k_sa[0]; i++) {
        const sa_expect *e = &k_sa[i];
        file_stats st;
        const char *r = check_file(e->sub, e->name, &st);
        if (r) return r;
        show(e->name, &st);
        CHECK_EQ(st.geometries, e->geometries);
        CHECK_EQ(st.decoded, e->geometries);
        CHECK_EQ(st.triangles, e->triangles);
        CHECK_EQ(st.header_triangles, e->triangles);
        CHECK_EQ(st.strip_vertices, e->strip_vertices);
        CHECK_EQ(st.adc, e->adc);
        CHECK_EQ(st.degenerate, e->degenerate);
        CHECK_EQ(st.outside, 0);
        CHECK_EQ(st.agree, e->agree);
        CHECK_EQ(st.disagree, e->disagree);
        CHECK_EQ(st.zero_area, e->zero_area);
        CHECK_EQ(st.night_miss, e->night_miss);
        CHECK_EQ(st.uv2_meshes, e->uv2_meshes);
        CHECK(st.max_weight_error < 1e-4);
        CHECK_EQ(st.crc, e->crc);
    }
    return NULL;
}

/* RenderWare generic geometry (no 0x510): positions, UVs, colours, normals of morph
 * target 0, skin indices and weights of the skin plugin's generic layout. */
typedef struct generic_expect {
    const char *sub, *name;
    uint32_t clumps, geometries, skinned, triangles, agree, disagree; /* skinned: meshes */
    uint32_t crc;
} generic_expect;

/* Normals against winding: the SA PS2 vehicles and kendl agree on every triangle but one;
 * generic files agree on 98.3-99.9 % (Manhunt: the strips wind like the geometry's own
 * triangle list, the disagreeing ones are the artist's normals, test_geometry.c). Exact
 * counts are pinned; a broken parity would swap most of them. Triangles: the header's
 * count less the triangles of its own list that repeat an index (Manhunt PS2: 56, PC: 57). */
static const generic_expect k_generic[] = {
    {"ps2", "GTA3_parachute.dff", 1, 1, 3, 480, 0, 0, 0x104c2200},
    {"ps2", "Dff_Manhunt1_PS2_MODELS.DFF", 79, 84, 24, 29619, 28909, 491, 0x4d6c2f6e},
    {"other", "infernus.dff", 1, 15, 0, 3072, 3069, 3, 0xa2f726af},
    {"other", "wuzimu.dff", 1, 1, 1, 1218, 1202, 16, 0xf618f834},
    {"other", "Dff_Manhunt1_PC_modelspc.dff", 78, 83, 32, 29570, 28872, 486, 0xff7e90e1},
};

TEST(corpus_generic) {
    if (!corpus_dir()) SKIP("no corpus");
    for (size_t i = 0; i < sizeof k_generic / sizeof k_generic[0]; i++) {
        const generic_expect *e = &k_generic[i];
        file_stats st;
        const char *r = check_file(e->sub, e->name, &st);
        if (r) return r;
        show(e->name, &st);
        CHECK_EQ(st.clumps, e->clumps);
        CHECK_EQ(st.geometries, e->geometries);
        CHECK_EQ(st.decoded, e->geometries);
        CHECK_EQ(st.skinned, e->skinned);
        CHECK_EQ(st.triangles, e->triangles);
        CHECK_EQ(st.outside, 0);
        CHECK(st.max_weight_error < 1e-4);
        CHECK_EQ(st.agree, e->agree);
        CHECK_EQ(st.disagree, e->disagree);
        CHECK_EQ(st.crc, e->crc);
    }
    return NULL;
}

/* SA-PS2.md 5: with ADC strips (plugin 0x134) only ADC-flagged triangles drop, else only
 * stitches that repeat a whole vertex; then every native geometry of ps2/ and ps2-more/
 * decodes exactly its header's triangle count (check_geometry asserts it per geometry). */
static int is_dff(const char *name) {
    size_t n = strlen(name);
    return n > 4 && (!strcmp(name + n - 4, ".dff") || !strcmp(name + n - 4, ".DFF"));
}

TEST(corpus_native_triangles) {
    if (!corpus_dir()) SKIP("no corpus");
    static const char *const subs[] = {"ps2", "ps2-more"};
    file_stats total;
    memset(&total, 0, sizeof total);
    uint32_t files = 0, geometries = 0, dropped_adc = 0, dropped_stitch = 0;
    for (int d = 0; d < 2; d++) {
        char dir[4096];
        snprintf(dir, sizeof dir, "%s/%s", corpus_dir(), subs[d]);
        DIR *dp = opendir(dir);
        if (!dp) SKIP("no corpus folder");
        struct dirent *e;
        while ((e = readdir(dp))) {
            if (!is_dff(e->d_name)) continue;
            file_stats st;
            const char *r = check_file(subs[d], e->d_name, &st);
            if (r) {
                printf("     %s/%s\n", subs[d], e->d_name);
                closedir(dp);
                return r;
            }
            files++;
            geometries += st.geometries;
            total.decoded += st.decoded;
            total.native += st.native;
            total.native_triangles += st.native_triangles;
            total.native_header += st.native_header;
            dropped_adc += st.adc;
            dropped_stitch += st.degenerate;
        }
        closedir(dp);
    }
    printf("     %u files, %u geometries (%u not decoded), %u native: triangles %u decoded / %u header (dropped: "
           "%u ADC, %u stitches)\n",
           files, geometries, geometries - total.decoded, total.native, total.native_triangles, total.native_header, dropped_adc, dropped_stitch);
    CHECK(files >= 7);
    CHECK_EQ(total.decoded, geometries);
    CHECK_EQ(total.native_triangles, total.native_header);
    return NULL;
}

int main(void) {
    static const test_case tests[] = {
        T(golden_building_dn),       T(strip_stitch_rule),    T(pds_layout_choice),    T(golden_skin_ped),
        T(pds_every_prefix),         T(round_trip_vehicle_mixed), T(round_trip_buildings),
        T(round_trip_skin_ped),      T(pds_encoder_refuses), T(corpus_sa_ps2), T(corpus_generic),
        T(corpus_native_triangles),
    };
    return RUN_TESTS("sa", tests);
}
