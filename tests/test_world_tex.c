/* warp rebuild's world texture swaps at the byte level (examples/warp/rebuild/world_string.c):
 * a part written by the library's encoders, the texture name of one atomic's material found
 * with the five sections above it, a longer and a shorter name put in its place by
 * warp_patch_entry, and the part read back: the new name, every size consistent, the
 * geometry and the other atomic as they were. The same for a glow world's material list
 * (the world section laid out again). */
#include "check.h"

#include "rebuild/world.h"

#define STAMP WARP_RW_STAMP_37002
#define NV 7

static const uint8_t empty_dict[] = {0x16, 0, 0, 0, 28, 0, 0, 0, 0x0A, 0, 0x02, 0x1C,
                                     0x01, 0, 0, 0, 4, 0, 0, 0, 0x0A, 0, 0x02, 0x1C, 0, 0, 6, 0,
                                     0x03, 0, 0, 0, 0, 0, 0, 0, 0x0A, 0, 0x02, 0x1C};
static float pos[2][NV * 3], uv[2][NV * 2];

/* Two atomics (k 4 and 5), one material each: "road" and "grass". */
static uint8_t *make_part(size_t *len) {
    warp_mesh_arrays m[2];
    warp_world_part_atomic_desc a[2];
    warp_material_info mat[2];
    memset(m, 0, sizeof m), memset(a, 0, sizeof a), memset(mat, 0, sizeof mat);
    for (int i = 0; i < 2; i++) {
        for (int v = 0; v < NV; v++) {
            pos[i][3 * v] = 0.25f * (float)v + (float)i, pos[i][3 * v + 1] = 0.5f * (float)(v & 1);
            pos[i][3 * v + 2] = -1.0f + 0.125f * (float)v, uv[i][2 * v] = 0.1f * (float)v, uv[i][2 * v + 1] = 0.5f;
        }
        mat[i].color[0] = mat[i].color[1] = mat[i].color[2] = mat[i].color[3] = 255;
        mat[i].texture_name = i ? "grass" : "road", mat[i].texture_name_len = i ? 5 : 4;
        m[i].vertex_count = NV, m[i].positions = pos[i], m[i].uvs[0] = uv[i];
        a[i].k = 4u + (uint32_t)i;
        a[i].atomic.has_warriors = 1, a[i].atomic.position_scale = 1.0f / 1024, a[i].atomic.uv_scale = 1.0f / 4096;
        a[i].geometry.layout = WARP_LAYOUT_PS2_PACKED, a[i].geometry.mesh_count = 1, a[i].geometry.meshes = &m[i];
        a[i].geometry.material_count = 1, a[i].geometry.materials = &mat[i];
        a[i].geometry.position_scale = 1.0f / 1024, a[i].geometry.uv_scale = 1.0f / 4096;
    }
    warp_writer *w = malloc(warp_writer_sizeof());
    uint8_t *buf = NULL;
    for (int pass = 0; w && pass < 2; pass++) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, buf ? *len : 0);
        warp_write_world_part(w, 0x1234u, empty_dict, sizeof empty_dict, 2, a, STAMP);
        *len = warp_writer_size(w);
        if (!pass) buf = calloc(1, *len);
    }
    int ok = w && buf && warp_writer_status(w) == WARP_OK;
    free(w);
    if (!ok) free(buf);
    return ok ? buf : NULL;
}

typedef struct seen {
    const uint8_t *base;
    size_t atomic[2], geo, geo_len; /* atomic 0's geometry */
    warp_atomic_info ai;
    uint32_t k[2], count;
    char name[2][32];
    float pos[NV * 3];
} seen;

static int seen_cb(void *user, const warp_world_part_atomic *a) {
    seen *s = user;
    warp_geometry *g = malloc(warp_geometry_sizeof());
    warp_material_info mi;
    size_t n = 0;
    int rc = g && s->count < 2 ? 0 : 1;
    if (!rc) rc = warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, a->atomic.embedded,
                                     a->atomic.embedded_len, &a->atomic, NULL) ||
                  warp_geometry_material(g, 0, &mi) || mi.texture_name_len >= 32;
    if (!rc) {
        s->atomic[s->count] = (size_t)(a->section - s->base), s->k[s->count] = a->k;
        memcpy(s->name[s->count], mi.texture_name, mi.texture_name_len), s->name[s->count][mi.texture_name_len] = 0;
        if (s->count == 0) rc = warp_geometry_copy_positions(g, 0, s->pos, NV, &n) || n != NV;
        if (s->count == 0) s->geo = (size_t)(a->atomic.embedded - s->base), s->geo_len = a->atomic.embedded_len;
        if (s->count == 0) s->ai = a->atomic;
        s->count++;
    }
    free(g);
    return rc;
}

static int read_part(const uint8_t *p, size_t len, seen *s) {
    memset(s, 0, sizeof *s);
    s->base = p;
    return warp_world_part_foreach(p, len, NULL, seen_cb, s) == WARP_OK && s->count == 2 ? 0 : -1;
}

/* Atomic 0's texture name, where it lies in p (NULL when unreadable). */
static const char *tex_of(const uint8_t *p, const seen *s) {
    warp_geometry *g = malloc(warp_geometry_sizeof());
    warp_material_info mi;
    int bad = !g || warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, p + s->geo, s->geo_len, &s->ai,
                                       NULL) ||
              warp_geometry_material(g, 0, &mi);
    free(g);
    return bad ? NULL : mi.texture_name;
}

/* The name of atomic 0 put in its place: the new part (malloc'ed) and its length. */
static uint8_t *renamed(const uint8_t *p, size_t len, const seen *s, const char *name, size_t *out) {
    warp_patch_level lv[WARP_PATCH_MAX_DEPTH];
    size_t nlv, str, n;
    uint32_t stamp;
    uint8_t bytes[12 + WARP_TEXTURE_NAME_MAX + 4], *dst = NULL;
    warp_rw_section ss;
    const char *tex = tex_of(p, s);
    int bad = !tex || world_texture_string(p, len, s->atomic[0], tex, lv, WARP_PATCH_MAX_DEPTH, &nlv, &str, &stamp) ||
              world_string_section(name, stamp, bytes, sizeof bytes, &n) || warp_rw_header(p, len, str, &ss);
    if (!bad) bad = warp_patch_entry(NULL, 0, p, len, str, 12 + ss.size, bytes, n, lv, nlv, out) ||
                    !(dst = malloc(*out)) ||
                    warp_patch_entry(dst, *out, p, len, str, 12 + ss.size, bytes, n, lv, nlv, out);
    if (bad) free(dst);
    return bad ? NULL : dst;
}

TEST(texture_string_found) {
    size_t len;
    uint8_t *p = make_part(&len);
    seen s;
    CHECK(p && !read_part(p, len, &s));
    CHECK(!strcmp(s.name[0], "road") && !strcmp(s.name[1], "grass"));
    const uint8_t *tex = (const uint8_t *)tex_of(p, &s);
    CHECK(tex != NULL && !memcmp(tex, "road", 5));
    warp_patch_level lv[WARP_PATCH_MAX_DEPTH];
    size_t nlv = 0, str = 0;
    uint32_t stamp = 0;
    CHECK(!world_texture_string(p, len, s.atomic[0], (const char *)tex, lv, WARP_PATCH_MAX_DEPTH, &nlv, &str, &stamp));
    CHECK_EQ(nlv, 5);
    CHECK_EQ(str + 12, (size_t)(tex - p));
    CHECK_EQ(stamp, STAMP);
    static const uint32_t types[5] = {WARP_RW_TEXTURE, WARP_RW_MATERIAL, WARP_RW_MATERIAL_LIST, WARP_RW_GEOMETRY,
                                      WARP_RW_ATOMIC};
    for (size_t k = 0; k < 5; k++) {
        warp_rw_section h;
        CHECK(!warp_rw_header(p, len, lv[k].offset, &h));
        CHECK_EQ(h.type, types[k]);
        CHECK_EQ(lv[k].kind, WARP_PATCH_RW_SECTION);
    }
    CHECK_EQ(lv[4].offset, s.atomic[0]);
    /* refused: too few levels, a name outside the buffer, one not at a string's start */
    CHECK(world_texture_string(p, len, s.atomic[0], (const char *)tex, lv, 4, &nlv, &str, &stamp) == -1);
    CHECK(world_texture_string(p, len, s.atomic[0], (const char *)p + len, lv, 16, &nlv, &str, &stamp) == -1);
    CHECK(world_texture_string(p, len, s.atomic[0], (const char *)tex + 1, lv, 16, &nlv, &str, &stamp) == -1);
    free(p);
    return NULL;
}

TEST(string_section_bytes) {
    uint8_t b[40];
    size_t n = 0;
    CHECK(!world_string_section("a_much_longer_name", STAMP, b, sizeof b, &n));
    CHECK_EQ(n, 32); /* 18 characters, the NUL, one byte of padding */
    static const uint8_t head[12] = {2, 0, 0, 0, 20, 0, 0, 0, 0x0A, 0, 0x02, 0x1C};
    CHECK(!memcmp(b, head, 12) && !memcmp(b + 12, "a_much_longer_name\0\0", 20));
    CHECK(!world_string_section("road", STAMP, b, sizeof b, &n));
    CHECK_EQ(n, 20);
    CHECK(world_string_section("a_much_longer_name", STAMP, b, 31, &n) == -1);
    return NULL;
}

/* A longer name grows every section above it by 12, a shorter one shrinks them by 4. */
TEST(part_renamed) {
    size_t len, out = 0;
    uint8_t *p = make_part(&len);
    seen s, t;
    CHECK(p && !read_part(p, len, &s));
    static const struct {
        const char *name;
        long delta;
    } cases[] = {{"a_much_longer_name", 12}, {"r", -4}, {"grass", 0}};
    for (size_t c = 0; c < 3; c++) {
        uint8_t *q = renamed(p, len, &s, cases[c].name, &out);
        CHECK(q != NULL);
        CHECK_EQ((long)out - (long)len, cases[c].delta);
        warp_world_part_info pi;
        CHECK_RC(warp_world_part_parse(q, out, &pi), WARP_OK);
        CHECK_EQ(pi.atomic_count, 2);
        CHECK(!read_part(q, out, &t));
        CHECK(!strcmp(t.name[0], cases[c].name) && !strcmp(t.name[1], "grass"));
        CHECK(t.k[0] == 4 && t.k[1] == 5);
        CHECK(!memcmp(t.pos, s.pos, sizeof s.pos));
        CHECK_EQ(t.atomic[1], s.atomic[1] + (size_t)cases[c].delta);
        CHECK(!memcmp(q + t.atomic[1], p + s.atomic[1], len - s.atomic[1])); /* the next atomic as it was */
        free(q);
    }
    free(p);
    return NULL;
}

/* ---- a glow world: the world's own material list ---------------------------------------- */

static float gpos[8 * 3], guv[8 * 2];
static uint8_t gcol[8 * 4];

static uint8_t *make_glow(size_t *len) {
    for (int v = 0; v < 8; v++) {
        gpos[3 * v] = 0.5f * (float)v, gpos[3 * v + 1] = (float)(v & 1), gpos[3 * v + 2] = 3.0f + 0.25f * (float)v;
        guv[2 * v] = (float)(v & 1), guv[2 * v + 1] = 0.125f * (float)v;
        gcol[4 * v] = (uint8_t)(30 * v), gcol[4 * v + 1] = 0x40, gcol[4 * v + 2] = 0x80, gcol[4 * v + 3] = 0xFF;
    }
    warp_mesh_arrays m[2];
    memset(m, 0, sizeof m);
    for (int i = 0; i < 2; i++)
        m[i].vertex_count = 4, m[i].positions = gpos + 12 * i, m[i].uvs[0] = guv + 8 * i, m[i].colors = gcol + 16 * i;
    static const uint32_t mats[2] = {1, 0};
    warp_material_info mat[2];
    memset(mat, 0, sizeof mat);
    mat[0].texture_name = "propglow02k", mat[0].texture_name_len = 11;
    mat[1].texture_name = "propglow01", mat[1].texture_name_len = 10;
    warp_world_sector_desc sd;
    memset(&sd, 0, sizeof sd);
    sd.box_max[0] = 1.5f, sd.box_max[1] = 1.0f, sd.box_min[2] = 3.0f, sd.box_max[2] = 4.75f;
    sd.mesh_count = 2, sd.meshes = m, sd.mesh_materials = mats;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.material_count = 2, d.materials = mat, d.sector_count = 1, d.sectors = &sd;
    warp_writer *w = malloc(warp_writer_sizeof());
    uint8_t *buf = NULL;
    for (int pass = 0; w && pass < 2; pass++) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, buf ? *len : 0);
        warp_write_world(w, &d, STAMP);
        *len = warp_writer_size(w);
        if (!pass) buf = calloc(1, *len);
    }
    int ok = w && buf && warp_writer_status(w) == WARP_OK;
    free(w);
    if (!ok) free(buf);
    return ok ? buf : NULL;
}

typedef struct glow_seen {
    char name[2][32];
    uint32_t triangles, vertices;
    float pos[2][4 * 3];
} glow_seen;

static int first_sector(void *user, const warp_world_sector_info *s) {
    *(warp_world_sector_info *)user = *s;
    return 1;
}

/* The world's two material names, its counts and each mesh's positions. */
static int read_glow(const uint8_t *p, size_t len, glow_seen *gs, const char **tex1) {
    warp_world *w = malloc(warp_world_sizeof());
    warp_geometry *g = malloc(warp_geometry_sizeof());
    warp_world_info wi;
    warp_world_sector_info si;
    warp_material_info mi;
    memset(gs, 0, sizeof *gs);
    int bad = !w || !g || warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, p, len, NULL) ||
              warp_world_get_info(w, &wi) || warp_world_foreach_sector(w, first_sector, &si) != WARP_STOPPED ||
              warp_world_sector_geometry(w, &si, g, warp_geometry_sizeof(), NULL);
    for (uint32_t m = 0; !bad && m < 2; m++) {
        bad = warp_world_material(w, m, &mi) || mi.texture_name_len >= 32;
        if (!bad) memcpy(gs->name[m], mi.texture_name, mi.texture_name_len);
        if (!bad && m == 1) *tex1 = mi.texture_name;
        size_t n = 0;
        if (!bad) bad = warp_geometry_copy_positions(g, m, gs->pos[m], 4, &n) || n != 4;
    }
    if (!bad) gs->triangles = wi.triangle_count, gs->vertices = wi.vertex_count;
    free(w), free(g);
    return bad ? -1 : 0;
}

/* Material 1 of a glow world renamed longer, then shorter: the world section's layout follows. */
TEST(glow_renamed) {
    size_t len, out = 0, nlv, str;
    uint8_t *p = make_glow(&len);
    glow_seen was, now;
    const char *tex = NULL, *t2 = NULL;
    CHECK(p && !read_glow(p, len, &was, &tex));
    CHECK(!strcmp(was.name[0], "propglow02k") && !strcmp(was.name[1], "propglow01"));
    static const struct {
        const char *name;
        long delta;
    } cases[] = {{"propglow_longer_name", 12}, {"pg", -8}};
    for (size_t c = 0; c < 2; c++) {
        warp_patch_level lv[WARP_PATCH_MAX_DEPTH];
        uint32_t stamp;
        uint8_t bytes[12 + WARP_TEXTURE_NAME_MAX + 4];
        size_t n;
        warp_rw_section ss;
        CHECK(!world_texture_string(p, len, 0, tex, lv, WARP_PATCH_MAX_DEPTH, &nlv, &str, &stamp));
        CHECK_EQ(nlv, 4); /* texture, material, material list, world */
        static const uint32_t types[4] = {WARP_RW_TEXTURE, WARP_RW_MATERIAL, WARP_RW_MATERIAL_LIST, WARP_RW_WORLD};
        for (size_t k = 0; k < 4; k++) {
            warp_rw_section h;
            CHECK(!warp_rw_header(p, len, lv[k].offset, &h) && h.type == types[k]);
        }
        CHECK_EQ(lv[3].offset, 0);
        CHECK(!world_string_section(cases[c].name, stamp, bytes, sizeof bytes, &n));
        CHECK(!warp_rw_header(p, len, str, &ss));
        CHECK_RC(warp_patch_entry(NULL, 0, p, len, str, 12 + ss.size, bytes, n, lv, nlv, &out), WARP_OK);
        uint8_t *q = malloc(out);
        CHECK(q != NULL);
        CHECK_RC(warp_patch_entry(q, out, p, len, str, 12 + ss.size, bytes, n, lv, nlv, &out), WARP_OK);
        CHECK_EQ((long)out - (long)len, cases[c].delta);
        warp_rw_section ws;
        CHECK(!warp_rw_header(q, out, 0, &ws) && 12 + (size_t)ws.size == out);
        int bad = read_glow(q, out, &now, &t2);
        CHECK(!bad);
        CHECK(!strcmp(now.name[0], "propglow02k") && !strcmp(now.name[1], cases[c].name));
        CHECK(now.triangles == was.triangles && now.vertices == was.vertices);
        CHECK(!memcmp(now.pos, was.pos, sizeof was.pos));
        free(q);
    }
    free(p);
    return NULL;
}

int main(void) {
    static const test_case cases[] = {T(texture_string_found), T(string_section_bytes), T(part_renamed),
                                      T(glow_renamed)};
    return RUN_TESTS("world_tex", cases);
}
