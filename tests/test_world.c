/* Worlds and the streamed-world files: round trips through the encoders, golden bytes
 * typed from the spec, every-prefix truncation and hostile trees.
 * WARP_WRITE_SEEDS=DIR additionally writes the fixtures as fuzz seeds into
 * DIR/world/ and DIR/part/ (used to make fuzz/corpus). */
#include "check.h"

static float absf(float x) { return x < 0 ? -x : x; }

#define STAMP WARP_RW_STAMP_37002

/* ---- fixtures ---------------------------------------------------------------------- */
/* Seven sectors side by side along x: halving gives planes on x and sectors at depths
 * 2 (sector 0) and 3 (the rest). Odd sectors carry a 0x3F1 index k = 10 + i. */
static void tree_sectors(warp_world_sector_desc s[7]) {
    memset(s, 0, 7 * sizeof *s);
    for (int i = 0; i < 7; i++) {
        s[i].box_min[0] = 10.0f * (float)i;
        s[i].box_min[1] = -1.0f - (float)i;
        s[i].box_min[2] = 2.0f;
        s[i].box_max[0] = 10.0f * (float)i + 9.5f;
        s[i].box_max[1] = 4.0f;
        s[i].box_max[2] = 3.0f + (float)i;
        s[i].material_base = (uint32_t)i;
        s[i].triangle_count = 0;
        s[i].vertex_count = 0;
        if (i & 1) {
            s[i].has_index = 1;
            s[i].k = 10u + (uint32_t)i;
            s[i].part = 1u + (uint32_t)i / 2;
            s[i].origin[0] = 10.0f * (float)i + 1.25f;
            s[i].origin[1] = -0.5f;
            s[i].origin[2] = 2.5f;
        }
    }
}

static warp_material_info tree_materials[2];

static int fill_tree(warp_writer *w, void *user) {
    (void)user;
    warp_world_sector_desc s[7];
    tree_sectors(s);
    memset(tree_materials, 0, sizeof tree_materials);
    tree_materials[0].color[0] = 10;
    tree_materials[0].color[3] = 255;
    tree_materials[0].texture_name = "road";
    tree_materials[0].texture_name_len = 4;
    tree_materials[1].color[1] = 200;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.format = 0x4101003Du;
    d.origin[0] = -1.0f;
    d.material_count = 2;
    d.materials = tree_materials;
    d.sector_count = 7;
    d.sectors = s;
    return warp_write_world(w, &d, STAMP);
}

/* The glow world: one sector, two meshes in RenderWare's default layout. */
#define GLOW_V0 9
#define GLOW_V1 4
static float glow_pos[(GLOW_V0 + GLOW_V1) * 3], glow_uv[(GLOW_V0 + GLOW_V1) * 2];
static uint8_t glow_col[(GLOW_V0 + GLOW_V1) * 4];

static void glow_arrays(void) {
    for (int v = 0; v < GLOW_V0 + GLOW_V1; v++) {
        glow_pos[v * 3] = 0.5f * (float)v - 3.0f;
        glow_pos[v * 3 + 1] = (float)(v % 3) * 1.75f;
        glow_pos[v * 3 + 2] = 100.0f + (float)v / 8.0f;
        glow_uv[v * 2] = (float)(v & 1);
        glow_uv[v * 2 + 1] = (float)v / 16.0f;
        glow_col[v * 4] = (uint8_t)(v * 19);
        glow_col[v * 4 + 1] = (uint8_t)(255 - v);
        glow_col[v * 4 + 2] = 0x80;
        glow_col[v * 4 + 3] = (uint8_t)(v * 7 + 1);
    }
}

static int fill_glow(warp_writer *w, void *user) {
    (void)user;
    glow_arrays();
    warp_mesh_arrays m[2];
    memset(m, 0, sizeof m);
    m[0].vertex_count = GLOW_V0;
    m[0].positions = glow_pos;
    m[0].uvs[0] = glow_uv;
    m[0].colors = glow_col;
    m[1].vertex_count = GLOW_V1;
    m[1].positions = glow_pos + GLOW_V0 * 3;
    m[1].uvs[0] = glow_uv + GLOW_V0 * 2;
    m[1].colors = glow_col + GLOW_V0 * 4;
    static const uint32_t mats[2] = {1, 0};
    warp_material_info mat[2];
    memset(mat, 0, sizeof mat);
    mat[0].texture_name = "propglow02k";
    mat[0].texture_name_len = 11;
    mat[1].texture_name = "propglow01";
    mat[1].texture_name_len = 10;
    warp_world_sector_desc s;
    memset(&s, 0, sizeof s);
    s.box_min[0] = -3.0f;
    s.box_max[0] = 3.0f;
    s.box_max[1] = 3.5f;
    s.box_min[2] = 100.0f;
    s.box_max[2] = 101.5f;
    s.mesh_count = 2;
    s.meshes = m;
    s.mesh_materials = mats;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.material_count = 2;
    d.materials = mat;
    d.sector_count = 1;
    d.sectors = &s;
    d.batch_max = 6; /* mesh 0 spans batches */
    return warp_write_world(w, &d, STAMP);
}

/* An empty PS2 texture dictionary (count 0, device 6). */
static const uint8_t empty_dict[] = {0x16, 0, 0, 0, 28, 0, 0, 0, 0x0A, 0, 0x02, 0x1C,
                                     0x01, 0, 0, 0, 4, 0, 0, 0, 0x0A, 0, 0x02, 0x1C, 0, 0, 6, 0,
                                     0x03, 0, 0, 0, 0, 0, 0, 0, 0x0A, 0, 0x02, 0x1C};

static int fill_stream(warp_writer *w, void *user) {
    (void)user;
    warp_world_sector_desc s[7];
    tree_sectors(s);
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.sector_count = 7;
    d.sectors = s;
    return warp_write_world_stream(w, 4, empty_dict, sizeof empty_dict, &d, STAMP);
}

/* A part with three atomics in the game's packed layout. */
#define PART_N 3
#define PART_V 7
static float part_pos[PART_N][PART_V * 3], part_uv[PART_N][PART_V * 2];
static const float part_ps[PART_N] = {1.0f / 1024, 1.0f / 2048, 1.0f / 256};
static const float part_us[PART_N] = {1.0f / 4096, 1.0f / 1024, 1.0f / 2048};

static void part_arrays(void) {
    for (int a = 0; a < PART_N; a++)
        for (int v = 0; v < PART_V; v++) {
            part_pos[a][v * 3] = 0.3f * (float)v - 1.1f * (float)a;
            part_pos[a][v * 3 + 1] = 2.0f + 0.173f * (float)(v * v);
            part_pos[a][v * 3 + 2] = -4.4f + 0.9f * (float)a;
            part_uv[a][v * 2] = 0.1f * (float)v;
            part_uv[a][v * 2 + 1] = 1.0f - 0.05f * (float)v;
        }
}

static int fill_part(warp_writer *w, void *user) {
    (void)user;
    part_arrays();
    warp_mesh_arrays m[PART_N];
    warp_world_part_atomic_desc a[PART_N];
    warp_material_info mat;
    memset(m, 0, sizeof m);
    memset(a, 0, sizeof a);
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 255;
    for (int i = 0; i < PART_N; i++) {
        m[i].vertex_count = PART_V;
        m[i].positions = part_pos[i];
        m[i].uvs[0] = part_uv[i];
        a[i].k = 11u + 2u * (uint32_t)i;
        a[i].atomic.has_warriors = 1;
        a[i].atomic.position_scale = part_ps[i];
        a[i].atomic.uv_scale = part_us[i];
        a[i].atomic.has_pipeline = 1;
        a[i].atomic.pipeline_plugin = 3;
        a[i].atomic.pipeline_id = 0x30083;
        a[i].geometry.layout = WARP_LAYOUT_PS2_PACKED;
        a[i].geometry.mesh_count = 1;
        a[i].geometry.meshes = &m[i];
        a[i].geometry.material_count = 1;
        a[i].geometry.materials = &mat;
        a[i].geometry.position_scale = part_ps[i];
        a[i].geometry.uv_scale = part_us[i];
    }
    return warp_write_world_part(w, 0x59A2960Eu, empty_dict, sizeof empty_dict, PART_N, a, STAMP);
}

static const uint32_t manifest_parts[6] = {1000, 1300, 2048, 3000, 77, 256 * 1024};
static int fill_manifest(warp_writer *w, void *user) {
    (void)user;
    return warp_write_world_manifest(w, 123456, 170000, 3, manifest_parts);
}

static warp_world *open_world(const uint8_t *buf, size_t len, const warp_limits *lim, int *rc) {
    warp_world *w = (warp_world *)test_handle(warp_world_sizeof());
    *rc = warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, buf, len, lim);
    return w;
}

typedef struct collect {
    warp_world_sector_info s[16];
    int n;
} collect;

static int collect_one(void *user, const warp_world_sector_info *s) {
    collect *c = (collect *)user;
    if (c->n < 16) c->s[c->n] = *s;
    c->n++;
    return 0;
}

/* ---- round trips -------------------------------------------------------------------- */
TEST(tree_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_tree, NULL, &len);
    int rc;
    warp_world *w = open_world(buf, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_world_info in;
    CHECK_RC(warp_world_get_info(w, &in), WARP_OK);
    CHECK_EQ(in.format, 0x4101003D);
    CHECK_EQ(in.root_is_sector, 0);
    CHECK(in.origin[0] == -1.0f && in.origin[1] == 0.0f);
    CHECK_EQ(in.sector_count, 7);
    CHECK_EQ(in.plane_count, 6);
    CHECK_EQ(in.declared_sectors, 7);
    CHECK_EQ(in.declared_planes, 6);
    CHECK_EQ(in.max_depth, 3);
    CHECK_EQ(in.material_count, 2);
    CHECK_EQ(in.indexed_count, 3);
    CHECK_EQ(in.max_index, 16);
    CHECK_EQ(in.version, 0x37002);
    CHECK_EQ(in.section_len, len);
    CHECK(in.box_min[0] == 0.0f && in.box_max[0] == 69.5f && in.box_min[1] == -7.0f && in.box_max[1] == 4.0f);
    CHECK(in.box_min[2] == 2.0f && in.box_max[2] == 9.0f);

    collect c;
    memset(&c, 0, sizeof c);
    CHECK_RC(warp_world_foreach_sector(w, collect_one, &c), WARP_OK);
    CHECK_EQ(c.n, 7);
    warp_world_sector_desc want[7];
    tree_sectors(want);
    static const uint32_t depth[7] = {2, 3, 3, 3, 3, 3, 3};
    for (int i = 0; i < 7; i++) {
        const warp_world_sector_info *s = &c.s[i];
        CHECK_EQ(s->index, i);
        CHECK_EQ(s->depth, depth[i]);
        CHECK(!memcmp(s->box_max, want[i].box_max, 12) && !memcmp(s->box_min, want[i].box_min, 12));
        CHECK_EQ(s->material_base, i);
        CHECK_EQ(s->triangle_count, 0);
        CHECK_EQ(s->vertex_count, 0);
        CHECK_EQ(s->has_geometry, 0);
        CHECK_EQ(s->has_index, want[i].has_index);
        CHECK_EQ(s->k, want[i].has_index ? want[i].k : WARP_WORLD_NO_INDEX);
        CHECK_EQ(s->part, want[i].part);
        CHECK(!memcmp(s->origin, want[i].origin, 12));
        CHECK(s->section >= buf && s->section + s->section_len <= buf + len);
        CHECK_EQ(s->section[0], 0x09);
    }
    /* Look-ups by k. */
    warp_world_sector_info f;
    CHECK_RC(warp_world_find_sector(w, 15, &f), WARP_OK);
    CHECK_EQ(f.index, 5);
    CHECK(f.origin[0] == 51.25f);
    CHECK_RC(warp_world_find_sector(w, 12, &f), WARP_E_NOT_FOUND);
    CHECK_RC(warp_world_find_sector(w, WARP_WORLD_NO_INDEX, &f), WARP_E_NOT_FOUND);
    size_t n = 0;
    CHECK_RC(warp_world_sector_table(w, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 16);
    warp_world_sector_info table[16];
    CHECK_RC(warp_world_sector_table(w, table, 15, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_world_sector_table(w, table, 16, &n), WARP_OK);
    for (uint32_t k = 0; k < 16; k++) {
        int named = k == 11 || k == 13 || k == 15;
        CHECK_EQ(table[k].has_index, named);
        if (named) CHECK_EQ(table[k].index, k - 10);
        else CHECK_EQ(table[k].k, WARP_WORLD_NO_INDEX);
    }
    /* Materials, and no geometry in a streamed world's sectors. */
    warp_material_info m;
    CHECK_RC(warp_world_material(w, 0, &m), WARP_OK);
    CHECK_EQ(m.color[0], 10);
    CHECK_EQ(m.texture_name_len, 4);
    CHECK(!memcmp(m.texture_name, "road", 4));
    CHECK_RC(warp_world_material(w, 1, &m), WARP_OK);
    CHECK_EQ(m.color[1], 200);
    CHECK_EQ(m.has_texture, 0);
    CHECK(warp_world_material(w, 2, &m) < 0);
    warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_world_sector_geometry(w, &c.s[0], g, warp_geometry_sizeof(), NULL), WARP_E_NOT_FOUND);
    free(g);
    free(w);
    free(buf);
    return NULL;
}

/* The planes the writer chose: all on x, left below right, values between. */
typedef struct plane_check { int planes, bad; } plane_check;
static int check_plane(void *user, const warp_rw_section *s) {
    plane_check *p = (plane_check *)user;
    if (s->type != WARP_RW_PLANE_SECTOR) return 0;
    p->planes++;
    const uint8_t *st = s->data + 12;
    uint32_t axis;
    float v, lv, rv;
    memcpy(&axis, st, 4);
    memcpy(&v, st + 4, 4);
    memcpy(&lv, st + 16, 4);
    memcpy(&rv, st + 20, 4);
    if (axis != 0 || !(lv <= v && v <= rv)) p->bad++;
    return 0;
}

TEST(tree_planes) {
    size_t len;
    uint8_t *buf = write_all(fill_tree, NULL, &len);
    plane_check p = {0, 0};
    CHECK_RC(warp_rw_foreach(buf, len, NULL, check_plane, &p, NULL), WARP_OK);
    CHECK_EQ(p.planes, 6);
    CHECK_EQ(p.bad, 0);
    free(buf);
    return NULL;
}

TEST(glow_world_geometry) {
    size_t len;
    uint8_t *buf = write_all(fill_glow, NULL, &len);
    int rc;
    warp_world *w = open_world(buf, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_world_info in;
    warp_world_get_info(w, &in);
    CHECK_EQ(in.format, 0x4101000D); /* the glow worlds' flags (FACTS.md 3.5) */
    CHECK_EQ(in.root_is_sector, 1);
    CHECK_EQ(in.sector_count, 1);
    CHECK_EQ(in.plane_count, 0);
    CHECK_EQ(in.triangle_count, (GLOW_V0 - 2) + (GLOW_V1 - 2));
    CHECK_EQ(in.vertex_count, GLOW_V0 + GLOW_V1);
    collect c;
    memset(&c, 0, sizeof c);
    CHECK_RC(warp_world_foreach_sector(w, collect_one, &c), WARP_OK);
    CHECK_EQ(c.n, 1);
    CHECK_EQ(c.s[0].depth, 0);
    CHECK_EQ(c.s[0].has_geometry, 1);
    CHECK_EQ(c.s[0].has_index, 0);
    warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_world_sector_geometry(w, &c.s[0], g, warp_geometry_sizeof(), NULL), WARP_OK);
    warp_geometry_info gi;
    CHECK_RC(warp_geometry_get_info(g, &gi), WARP_OK);
    CHECK_EQ(gi.layout, WARP_LAYOUT_PS2_DEFAULT);
    CHECK_EQ(gi.mesh_count, 2);
    CHECK_EQ(gi.uv_sets, 1);
    CHECK_EQ(gi.has_colors, 1);
    CHECK_EQ(gi.material_count, 2);
    CHECK(absf(gi.sphere[2] - 100.75f) < 1e-4f);
    CHECK(absf(gi.sphere[3] * gi.sphere[3] - (9.0f + 1.75f * 1.75f + 0.75f * 0.75f)) < 1e-4f);
    static const uint32_t counts[2] = {GLOW_V0, GLOW_V1}, mats[2] = {1, 0};
    int first = 0;
    for (uint32_t mesh = 0; mesh < 2; mesh++) {
        warp_geometry_mesh_info mi;
        CHECK_RC(warp_geometry_get_mesh(g, mesh, &mi), WARP_OK);
        CHECK_EQ(mi.vertex_count, counts[mesh]);
        CHECK_EQ(mi.material, mats[mesh]);
        float pos[GLOW_V0 * 3], uv[GLOW_V0 * 2];
        uint8_t col[GLOW_V0 * 4];
        size_t n = 0;
        CHECK_RC(warp_geometry_copy_positions(g, mesh, pos, GLOW_V0, &n), WARP_OK);
        CHECK_EQ(n, counts[mesh]);
        CHECK(!memcmp(pos, glow_pos + first * 3, n * 12)); /* floats stored as is */
        CHECK_RC(warp_geometry_copy_uvs(g, mesh, 0, uv, GLOW_V0, &n), WARP_OK);
        CHECK(!memcmp(uv, glow_uv + first * 2, n * 8));
        CHECK_RC(warp_geometry_copy_colors(g, mesh, col, GLOW_V0, &n), WARP_OK);
        CHECK(!memcmp(col, glow_col + first * 4, n * 4));
        first += (int)counts[mesh];
    }
    warp_material_info m;
    CHECK_RC(warp_geometry_material(g, 1, &m), WARP_OK);
    CHECK(m.texture_name_len == 10 && !memcmp(m.texture_name, "propglow01", 10));
    /* A sector from elsewhere is refused. */
    warp_world_sector_info forged = c.s[0];
    uint8_t other[64];
    forged.extension = other;
    CHECK_RC(warp_world_sector_geometry(w, &forged, g, warp_geometry_sizeof(), NULL), WARP_E_ARG);
    free(g);
    free(w);
    free(buf);
    return NULL;
}

TEST(stream_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_stream, NULL, &len);
    warp_world_stream_info si;
    CHECK_RC(warp_world_stream_parse(buf, len, &si), WARP_OK);
    CHECK_EQ(si.part_count, 4);
    CHECK(si.dictionary == buf + 4);
    CHECK_EQ(si.dictionary_len, sizeof empty_dict);
    CHECK(!memcmp(si.dictionary, empty_dict, sizeof empty_dict));
    CHECK(si.world == buf + 4 + sizeof empty_dict);
    CHECK_EQ(4 + sizeof empty_dict + si.world_len, len);
    int rc;
    warp_world *w = open_world(si.world, si.world_len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_world_info in;
    warp_world_get_info(w, &in);
    CHECK_EQ(in.sector_count, 7);
    CHECK_EQ(in.format, WARP_GEO_NATIVE | WARP_WORLD_SECTORS_OVERLAP | WARP_GEO_TRISTRIP);
    CHECK_EQ(in.material_count, 0);
    free(w);
    /* Not a world stream: the dictionary is missing. */
    buf[4] = 0x10;
    CHECK_RC(warp_world_stream_parse(buf, len, &si), WARP_E_MAGIC);
    free(buf);
    return NULL;
}

typedef struct part_ctx {
    int n;
    const char *fail;
    char msg[200];
} part_ctx;

static int part_one(void *user, const warp_world_part_atomic *a) {
    part_ctx *p = (part_ctx *)user;
    int i = p->n++;
#define PFAIL(...) do { snprintf(p->msg, sizeof p->msg, __VA_ARGS__); p->fail = p->msg; return 1; } while (0)
    if (a->index != (uint32_t)i || a->k != 11u + 2u * (uint32_t)i) PFAIL("atomic %d: index %u k %u", i, a->index, a->k);
    if (!a->atomic.has_warriors || a->atomic.position_scale != part_ps[i] || a->atomic.uv_scale != part_us[i])
        PFAIL("atomic %d: scales", i);
    if (!a->atomic.has_pipeline || a->atomic.pipeline_id != 0x30083) PFAIL("atomic %d: pipeline", i);
    if (!a->atomic.embedded || a->atomic.embedded[0] != 0x0F) PFAIL("atomic %d: no embedded geometry", i);
    warp_geometry *g = (warp_geometry *)test_handle(warp_geometry_sizeof());
    int rc = warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, a->atomic.embedded, a->atomic.embedded_len,
                                &a->atomic, NULL);
    warp_geometry_info gi;
    float pos[PART_V * 3], uv[PART_V * 2];
    size_t n = 0;
    if (!rc) rc = warp_geometry_get_info(g, &gi);
    if (!rc && gi.layout != WARP_LAYOUT_PS2_PACKED) rc = -100;
    if (!rc) rc = warp_geometry_copy_positions(g, 0, pos, PART_V, &n);
    if (!rc && n != PART_V) rc = -101;
    if (!rc) rc = warp_geometry_copy_uvs(g, 0, 0, uv, PART_V, &n);
    free(g);
    if (rc) PFAIL("atomic %d: geometry rc %d", i, rc);
    for (int k = 0; k < PART_V * 3; k++) /* within one 16-bit step */
        if (absf(pos[k] - part_pos[i][k]) > part_ps[i]) PFAIL("atomic %d pos %d: %g vs %g", i, k, pos[k], part_pos[i][k]);
    for (int k = 0; k < PART_V * 2; k++)
        if (absf(uv[k] - part_uv[i][k]) > part_us[i]) PFAIL("atomic %d uv %d: %g vs %g", i, k, uv[k], part_uv[i][k]);
    return 0;
}

TEST(part_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_part, NULL, &len);
    warp_world_part_info pi;
    CHECK_RC(warp_world_part_parse(buf, len, &pi), WARP_OK);
    CHECK_EQ(pi.hash, 0x59A2960Eu);
    CHECK_EQ(pi.atomic_count, PART_N);
    CHECK(pi.dictionary == buf + 16);
    CHECK_EQ(pi.dictionary_len, sizeof empty_dict);
    part_ctx p;
    memset(&p, 0, sizeof p);
    int rc = warp_world_part_foreach(buf, len, NULL, part_one, &p);
    if (p.fail) FAILF("%s", p.fail);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(p.n, PART_N);
    buf[0] = 2; /* the header's first word is 1 */
    CHECK_RC(warp_world_part_parse(buf, len, &pi), WARP_E_MAGIC);
    free(buf);
    return NULL;
}

TEST(manifest_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_manifest, NULL, &len);
    CHECK_EQ(len, 12 + 3 * 8);
    warp_world_manifest_info mi;
    CHECK_RC(warp_world_manifest_parse(buf, len, &mi), WARP_OK);
    CHECK_EQ(mi.world_size, 123456);
    CHECK_EQ(mi.world_heap, 170000);
    CHECK_EQ(mi.part_count, 3);
    for (uint32_t j = 0; j < 3; j++) {
        uint32_t f, h;
        CHECK_RC(warp_world_manifest_part(buf, len, j, &f, &h), WARP_OK);
        CHECK_EQ(f, manifest_parts[j * 2]);
        CHECK_EQ(h, manifest_parts[j * 2 + 1]);
    }
    uint32_t f, h;
    CHECK_RC(warp_world_manifest_part(buf, len, 3, &f, &h), WARP_E_RANGE);
    free(buf);
    return NULL;
}

/* ---- golden: a minimal world typed from the spec (000 "World", FACTS.md 3.3-3.4) ------- */
#define ST 0x1C02000Au
static const uint32_t golden_world[] = {
    0x0B, 356, ST,                                  /* world */
    0x01, 64, ST,                                   /* struct */
    0,                                              /* root is not a sector */
    0, 0, 0,                                        /* inverse origin */
    0, 0,                                           /* triangles, vertices */
    1, 2,                                           /* planes, sectors */
    0,                                              /* collision sector size */
    0x4101003Du,                                    /* format */
    0x41200000u, 0x40A00000u, 0x40400000u,          /* max 10, 5, 3 */
    0xC1200000u, 0x00000000u, 0xBF800000u,          /* min -10, 0, -1 */
    0x08, 16, ST, 0x01, 4, ST, 0,                   /* material list: 0 materials */
    0x0A, 228, ST,                                  /* plane sector */
    0x01, 24, ST, 0, 0, 1, 1, 0, 0,                 /* on x at 0; both children atomic; 0, 0 */
    0x09, 68, ST,                                   /* left atomic sector */
    0x01, 44, ST, 0, 0, 0,                          /* material base, triangles, vertices */
    0, 0x40A00000u, 0x40400000u,                    /* max 0, 5, 3 */
    0xC1200000u, 0, 0xBF800000u, 0, 0,              /* min -10, 0, -1 */
    0x03, 0, ST,                                    /* extension: none */
    0x09, 100, ST,                                  /* right atomic sector */
    0x01, 44, ST, 3, 0, 0,
    0x41200000u, 0x40A00000u, 0x40400000u,          /* max 10, 5, 3 */
    0, 0, 0xBF800000u, 0, 0,                        /* min 0, 0, -1 */
    0x03, 32, ST, 0x3F1, 20, ST,                    /* extension: sector plugin */
    7, 2, 0x40A00000u, 0x3F000000u, 0xC0000000u,    /* k 7, part 2, at (5, 0.5, -2) */
    0x03, 0, ST,                                    /* world extension */
};

static uint8_t *golden_bytes(size_t *len) {
    size_t n = sizeof golden_world / 4;
    uint8_t *b = malloc(n * 4);
    for (size_t i = 0; i < n; i++)
        for (int k = 0; k < 4; k++) b[i * 4 + (size_t)k] = (uint8_t)(golden_world[i] >> (8 * k));
    *len = n * 4;
    return b;
}

TEST(golden_minimal_world) {
    size_t len;
    uint8_t *b = golden_bytes(&len);
    CHECK_EQ(len, 12 + 356);
    int rc;
    warp_world *w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_world_info in;
    warp_world_get_info(w, &in);
    CHECK_EQ(in.sector_count, 2);
    CHECK_EQ(in.plane_count, 1);
    CHECK_EQ(in.max_depth, 1);
    CHECK_EQ(in.indexed_count, 1);
    CHECK_EQ(in.max_index, 8);
    CHECK(in.box_max[0] == 10.0f && in.box_min[0] == -10.0f && in.box_min[2] == -1.0f);
    collect c;
    memset(&c, 0, sizeof c);
    CHECK_RC(warp_world_foreach_sector(w, collect_one, &c), WARP_OK);
    CHECK_EQ(c.n, 2);
    CHECK(c.s[0].box_max[0] == 0.0f && c.s[0].box_min[0] == -10.0f && c.s[0].has_index == 0);
    CHECK_EQ(c.s[1].material_base, 3);
    CHECK(c.s[1].has_index && c.s[1].k == 7 && c.s[1].part == 2);
    CHECK(c.s[1].origin[0] == 5.0f && c.s[1].origin[1] == 0.5f && c.s[1].origin[2] == -2.0f);
    CHECK(c.s[1].section == b + 12 + 76 + 28 + 48 + 80);
    free(w);
    free(b);
    return NULL;
}

/* ---- truncation and hostile input ------------------------------------------------------ */
static const char *every_prefix_world(fill_fn fill) {
    size_t len;
    uint8_t *buf = write_all(fill, NULL, &len);
    warp_world *w = (warp_world *)test_handle(warp_world_sizeof());
    for (size_t n = 0; n < len; n++) {
        uint8_t *p = malloc(n ? n : 1); /* exact size: ASan sees overreads */
        memcpy(p, buf, n);
        int rc = warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, p, n, NULL);
        free(p);
        if (rc != WARP_E_TRUNCATED) FAILF("prefix %zu of %zu: %s", n, len, warp_strerror(rc));
    }
    free(w);
    free(buf);
    return NULL;
}

TEST(truncated_worlds) {
    const char *m = every_prefix_world(fill_tree);
    if (!m) m = every_prefix_world(fill_glow);
    return m;
}

static int count_atomics(void *user, const warp_world_part_atomic *a) {
    (void)a;
    ++*(int *)user;
    return 0;
}

TEST(truncated_files) {
    fill_fn fills[3] = {fill_stream, fill_part, fill_manifest};
    for (int f = 0; f < 3; f++) {
        size_t len;
        uint8_t *buf = write_all(fills[f], NULL, &len);
        for (size_t n = 0; n < len; n++) {
            uint8_t *p = malloc(n ? n : 1);
            memcpy(p, buf, n);
            int rc, seen = 0;
            if (f == 0) {
                warp_world_stream_info si;
                rc = warp_world_stream_parse(p, n, &si);
            } else if (f == 1) {
                rc = warp_world_part_foreach(p, n, NULL, count_atomics, &seen);
            } else {
                warp_world_manifest_info mi;
                rc = warp_world_manifest_parse(p, n, &mi);
            }
            free(p);
            if (rc != WARP_E_TRUNCATED) FAILF("file %d prefix %zu of %zu: %s", f, n, len, warp_strerror(rc));
        }
        free(buf);
    }
    return NULL;
}

TEST(tree_deeper_than_limits) {
    size_t len;
    uint8_t *buf = write_all(fill_tree, NULL, &len);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_depth = 3; /* the deepest sector sits at section depth 4 */
    int rc;
    warp_world *w = open_world(buf, len, &lim, &rc);
    CHECK_RC(rc, WARP_E_DEPTH);
    free(w);
    lim.max_depth = 4;
    w = open_world(buf, len, &lim, &rc);
    CHECK_RC(rc, WARP_OK);
    free(w);
    lim.max_count = 6; /* seven sectors */
    w = open_world(buf, len, &lim, &rc);
    CHECK_RC(rc, WARP_E_LIMIT);
    free(w);
    free(buf);
    return NULL;
}

/* A degenerate tree: `planes` nested planes, each with an atomic sector on the left.
 * Built by hand (the writer's nesting stops at 32). */
static uint8_t *chain_world(uint32_t planes, size_t *len) {
    const size_t sector = 12 + 12 + 44, plane_head = 12 + 12 + 24;
    size_t tree = sector + (size_t)planes * (plane_head + sector);
    size_t total = 12 + 76 + 28 + tree;
    uint8_t *b = calloc(1, total), *p = b;
#define W(v) do { uint32_t v_ = (v); memcpy(p, &v_, 4); p += 4; } while (0)
    W(0x0B); W((uint32_t)(total - 12)); W(ST);
    W(1); W(64); W(ST); p += 64;
    W(8); W(16); W(ST); W(1); W(4); W(ST); W(0);
    for (uint32_t i = 0; i < planes; i++) {
        size_t inner = sector + (size_t)(planes - 1 - i) * (plane_head + sector);
        W(0x0A); W((uint32_t)(36 + sector + inner)); W(ST);
        W(1); W(24); W(ST); W(0); W(0); W(1); W(i + 1 == planes); W(0); W(0);
        W(9); W(56); W(ST); W(1); W(44); W(ST); p += 44;
    }
    W(9); W(56); W(ST); W(1); W(44); W(ST); p += 44;
#undef W
    *len = total;
    return b;
}

TEST(hostile_deep_chain) {
    size_t len;
    uint8_t *b = chain_world(100000, &len);
    int rc;
    warp_world *w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_DEPTH);
    free(w);
    free(b);
    b = chain_world(30, &len); /* within the default 32 */
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_world_info in;
    warp_world_get_info(w, &in);
    CHECK_EQ(in.sector_count, 31);
    CHECK_EQ(in.max_depth, 30);
    free(w);
    free(b);
    return NULL;
}

TEST(hostile_plane_children) {
    size_t len;
    uint8_t *b = golden_bytes(&len);
    uint8_t *plane = b + 12 + 76 + 28;
    int rc;
    /* Drop the right child: shrink the plane (and the world) by it. */
    uint8_t *cut = malloc(len);
    size_t right = 12 + 100, at_right = (size_t)(plane - b) + 12 + 36 + 80;
    memcpy(cut, b, at_right);
    memcpy(cut + at_right, b + at_right + right, len - at_right - right);
    uint32_t v = 356 - (uint32_t)right;
    memcpy(cut + 4, &v, 4);
    v = 228 - (uint32_t)right;
    memcpy(cut + (plane - b) + 4, &v, 4);
    warp_world *w = open_world(cut, len - right, NULL, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    free(cut);
    /* A third child: 12 more bytes in the plane after its right child. */
    uint8_t *more = calloc(1, len + 12);
    size_t plane_end = (size_t)(plane - b) + 12 + 228;
    memcpy(more, b, plane_end);
    memcpy(more + plane_end + 12, b + plane_end, len - plane_end);
    more[plane_end] = 0x09; /* an atomic sector header with an empty payload */
    v = 356 + 12;
    memcpy(more + 4, &v, 4);
    v = 228 + 12;
    memcpy(more + (plane - b) + 4, &v, 4);
    w = open_world(more, len + 12, NULL, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    free(more);
    /* The struct says the right child is a plane, but it is an atomic sector. */
    plane[12 + 12 + 12] = 0;
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    plane[12 + 12 + 12] = 1;
    /* An axis that is not x, y or z. */
    plane[12 + 12] = 12;
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    plane[12 + 12] = 0;
    /* A child that is neither kind of sector. */
    plane[12 + 36] = 0x0F;
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_CORRUPT);
    free(w);
    plane[12 + 36] = 0x09;
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    free(w);
    free(b);
    return NULL;
}

TEST(hostile_sector_sizes) {
    size_t len;
    uint8_t *b = golden_bytes(&len);
    uint8_t *left = b + 12 + 76 + 28 + 48;
    int rc;
    /* The left sector claims more bytes than its plane holds. */
    uint32_t v = 68 + 4;
    memcpy(left + 4, &v, 4);
    warp_world *w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    free(w);
    v = 0xFFFFFFF0u;
    memcpy(left + 4, &v, 4);
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    free(w);
    /* Or fewer: its struct then overruns it. */
    v = 40;
    memcpy(left + 4, &v, 4);
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    free(w);
    v = 68;
    memcpy(left + 4, &v, 4);
    /* A struct too short for the box. */
    v = 20;
    memcpy(left + 12 + 4, &v, 4);
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    free(w);
    free(b);
    /* A 0x3F1 plugin shorter than 20 bytes. */
    b = golden_bytes(&len);
    uint8_t *plugin = b + len - 12 - 20 - 12;
    CHECK_EQ(plugin[0], 0xF1);
    v = 16;
    memcpy(plugin + 4, &v, 4);
    w = open_world(b, len, NULL, &rc);
    CHECK_RC(rc, WARP_E_TRUNCATED);
    free(w);
    free(b);
    return NULL;
}

TEST(hostile_counts) {
    /* A part that claims 2^32 - 1 atomics, or more than the limit. */
    size_t len;
    uint8_t *buf = write_all(fill_part, NULL, &len);
    size_t at = 16 + sizeof empty_dict;
    uint32_t v = 0xFFFFFFFFu;
    memcpy(buf + at, &v, 4);
    warp_world_part_info pi;
    int seen = 0;
    CHECK_RC(warp_world_part_parse(buf, len, &pi), WARP_E_TRUNCATED);
    CHECK_RC(warp_world_part_foreach(buf, len, NULL, count_atomics, &seen), WARP_E_TRUNCATED);
    v = 3;
    memcpy(buf + at, &v, 4);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 2;
    CHECK_RC(warp_world_part_foreach(buf, len, &lim, count_atomics, &seen), WARP_E_LIMIT);
    CHECK_EQ(seen, 0);
    v = 4; /* one more than there are: the walk runs out */
    memcpy(buf + at, &v, 4);
    uint8_t *big = calloc(1, len + 64);
    memcpy(big, buf, len);
    CHECK_RC(warp_world_part_foreach(big, len + 64, NULL, count_atomics, &seen), WARP_E_MAGIC);
    CHECK_EQ(seen, 0); /* the shape is checked whole before the first atomic is handed over */
    free(big);
    free(buf);
    /* A manifest with 2^32 - 1 parts. */
    uint8_t m[12 + 16] = {0};
    m[8] = m[9] = m[10] = m[11] = 0xFF;
    warp_world_manifest_info mi;
    CHECK_RC(warp_world_manifest_parse(m, sizeof m, &mi), WARP_E_TRUNCATED);
    return NULL;
}

/* FACTS.md 2.4: a streamed-world file is consumed exactly. One word more (a part's trailing
 * word, a manifest's stray word, a stream's) makes the classifier say unknown, and the parse
 * calls refuse it too (WARP_E_CORRUPT): one rule for both. */
TEST(surplus_refused_as_classifier_does) {
    fill_fn fills[3] = {fill_stream, fill_part, fill_manifest};
    int kinds[3] = {WARP_KIND_WORLD_STREAM, WARP_KIND_WORLD_PART, WARP_KIND_WORLD_MANIFEST};
    for (int f = 0; f < 3; f++) {
        size_t len;
        uint8_t *buf = write_all(fills[f], NULL, &len);
        uint8_t *p = calloc(1, len + 4);
        memcpy(p, buf, len);
        for (size_t n = len; n <= len + 4; n += 4) {
            int kind, seen = 0, want = n == len ? WARP_OK : WARP_E_CORRUPT;
            CHECK_RC(warp_classify(p, n, WARP_KIND_UNKNOWN, &kind), WARP_OK);
            CHECK_EQ(kind, n == len ? kinds[f] : WARP_KIND_UNKNOWN);
            if (f == 0) {
                warp_world_stream_info si;
                CHECK_RC(warp_world_stream_parse(p, n, &si), want);
            } else if (f == 1) {
                warp_world_part_info pi;
                CHECK_RC(warp_world_part_parse(p, n, &pi), want);
                CHECK_RC(warp_world_part_foreach(p, n, NULL, count_atomics, &seen), want);
                CHECK_EQ(seen, n == len ? 3 : 0);
            } else {
                warp_world_manifest_info mi;
                uint32_t fs, hs;
                CHECK_RC(warp_world_manifest_parse(p, n, &mi), want);
                CHECK_RC(warp_world_manifest_part(p, n, 0, &fs, &hs), want);
            }
        }
        free(p);
        free(buf);
    }
    return NULL;
}

TEST(arguments) {
    size_t len;
    uint8_t *buf = write_all(fill_tree, NULL, &len);
    warp_world *w = (warp_world *)test_handle(warp_world_sizeof());
    CHECK_RC(warp_world_init(w, warp_world_sizeof() - 1, WARP_ABI_VERSION, buf, len, NULL), WARP_E_MEM_SMALL);
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION + 0x10000, buf, len, NULL), WARP_E_VERSION);
    warp_world_info in;
    CHECK_RC(warp_world_get_info(w, &in), WARP_E_ARG); /* never initialised */
    buf[0] = 0x10;
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, buf, len, NULL), WARP_E_MAGIC);
    CHECK_RC(warp_world_get_info(w, &in), WARP_E_ARG); /* a failed init leaves no handle */
    buf[0] = 0x0B;
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, buf, len, NULL), WARP_OK);
    CHECK_RC(warp_world_foreach_sector(w, NULL, NULL), WARP_E_ARG);
    collect c;
    memset(&c, 0, sizeof c);
    c.n = 0;
    CHECK_RC(warp_world_foreach_sector(w, collect_one, &c), WARP_OK);
    warp_writer *wr = (warp_writer *)test_handle(warp_writer_sizeof());
    warp_writer_init(wr, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    CHECK_RC(warp_write_world(wr, &d, STAMP), WARP_E_ARG); /* no sectors */
    CHECK_RC(warp_write_world_part(wr, 0, buf, 12, 0, NULL, STAMP), WARP_E_ARG); /* not a dictionary */
    free(wr);
    free(w);
    free(buf);
    return NULL;
}

static int stop_at_two(void *user, const warp_world_sector_info *s) {
    (void)s;
    return ++*(int *)user == 2;
}

TEST(callback_stops) {
    size_t len;
    uint8_t *buf = write_all(fill_tree, NULL, &len);
    int rc, n = 0;
    warp_world *w = open_world(buf, len, NULL, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_world_foreach_sector(w, stop_at_two, &n), WARP_STOPPED);
    CHECK_EQ(n, 2);
    free(w);
    free(buf);
    return NULL;
}

/* ---- fuzz seeds (only with WARP_WRITE_SEEDS) ----------------------------------------------- */
static void write_seed(const char *dir, const char *target, const char *name, const uint8_t *b, size_t n) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s", dir, target, name);
    FILE *f = fopen(path, "wb");
    if (!f) return;
    fwrite(b, 1, n, f);
    fclose(f);
}

static void write_seeds(void) {
    const char *dir = getenv("WARP_WRITE_SEEDS");
    if (!dir) return;
    struct { const char *target, *name; fill_fn fill; } s[] = {
        {"world", "tree.wld0b", fill_tree}, {"world", "glow.wld0b", fill_glow}, {"world", "stream.wld", fill_stream},
        {"part", "part3.sec", fill_part}, {"part", "manifest.mem", fill_manifest},
    };
    for (size_t i = 0; i < sizeof s / sizeof s[0]; i++) {
        size_t len;
        uint8_t *b = write_all(s[i].fill, NULL, &len);
        write_seed(dir, s[i].target, s[i].name, b, len);
        free(b);
    }
    size_t len;
    uint8_t *b = golden_bytes(&len);
    write_seed(dir, "world", "golden.wld0b", b, len);
    free(b);
}

int main(void) {
    static const test_case cases[] = {
        T(tree_round_trip), T(tree_planes), T(glow_world_geometry), T(stream_round_trip), T(part_round_trip),
        T(manifest_round_trip), T(golden_minimal_world), T(truncated_worlds), T(truncated_files),
        T(tree_deeper_than_limits), T(hostile_deep_chain), T(hostile_plane_children), T(hostile_sector_sizes),
        T(hostile_counts), T(surplus_refused_as_classifier_does), T(arguments), T(callback_stops),
    };
    write_seeds();
    return RUN_TESTS("world", cases);
}
