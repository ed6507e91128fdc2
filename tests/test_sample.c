/* `warp sample`: the synthetic WAD holds the intended kind in every entry, in the disc's
 * name order, names itself through names.txt and the decimal hashes, repeats byte for
 * byte, and its lists and models carry the values the spec's layouts say. The tool is
 * WARP_TOOL or ../examples/warp beside this test. */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"

/* What the sample must hold, written here from the issue text (not from the tool). */
static const struct {
    const char *name; /* WAD name, or resource name for decimal entries */
    int decimal;
    int kind;
} k_expected[] = {
    {"sample_tex", 1, WARP_KIND_TEXTURES},          {"sample_font", 1, WARP_KIND_SPRITE_SHEET},
    {"dyn_box_geo", 1, WARP_KIND_MODEL},            {"dyn_box_tex", 1, WARP_KIND_TEXTURES},
    {"dyn_crate_geo", 1, WARP_KIND_MODEL},          {"dyn_crate_tex", 1, WARP_KIND_TEXTURES},
    {"warr_sample_cv_geo", 1, WARP_KIND_SKINNED_MODEL}, {"warr_sample_cv_tex", 1, WARP_KIND_TEXTURES},
    {"warr_sample", 1, WARP_KIND_CHARACTER},        {"sample_walk.anm", 0, WARP_KIND_ANIMATION},
    {"warr_anim_cv_geo", 1, WARP_KIND_SKINNED_MODEL}, {"warr_anim", 1, WARP_KIND_CHARACTER},
    {"level1_1.pak", 0, WARP_KIND_PACK},            {"level1.lev", 0, WARP_KIND_LEVEL},
    {"warriors.glr", 0, WARP_KIND_GLOBAL},          {"scene_list.cnk", 0, WARP_KIND_SCENE_LIST},
    {"level1s_sec.wld", 0, WARP_KIND_WORLD_STREAM}, {"level1s_ms1.sec", 0, WARP_KIND_WORLD_PART},
    {"level1s_ms2.sec", 0, WARP_KIND_WORLD_PART},   {"level1s_sec.mem", 0, WARP_KIND_WORLD_MANIFEST},
    {"level1.lua", 0, WARP_KIND_LUA},               {"level1_objs.txt", 0, WARP_KIND_OBJECT_LIST},
    {"cs_sample.scn", 0, WARP_KIND_SCENE},          {"cs_sampleaa.scn", 0, WARP_KIND_SCENE},
    {"sound.msb", 0, WARP_KIND_SOUND_BANK},         {"sound.msd", 0, WARP_KIND_SOUND_INDEX},
    {"menu.msb", 0, WARP_KIND_SOUND_BANK},          {"menu.msd", 0, WARP_KIND_SOUND_INDEX},
    {"sample_old.txd", 0, WARP_KIND_RW_OLD},
    {"cn12.met", 0, WARP_KIND_FONT_METRICS},        {"cn12.bmp", 0, WARP_KIND_BITMAP},
    {"warriors.ico", 0, WARP_KIND_ICON},
};
#define EXPECTED (sizeof k_expected / sizeof k_expected[0])

static char tool[4096], dir_a[256], dir_b[256];
static char out_text[1 << 16];
static unsigned char *wad_bytes, *dir_bytes;
static size_t wad_len, dir_len;
static warp_wad *wad;

static uint32_t crc(const char *s) { return warp_crc32(0, s, strlen(s)); }

/* The WAD name of expected entry i. */
static void wad_name(size_t i, char *dst, size_t cap) {
    if (k_expected[i].decimal)
        snprintf(dst, cap, "%u", crc(k_expected[i].name));
    else
        snprintf(dst, cap, "%s", k_expected[i].name);
}

static int run(const char *args) {
    char cmd[8192], out[300];
    snprintf(out, sizeof out, "%s/stdout.txt", dir_a);
    snprintf(cmd, sizeof cmd, "'%s' %s >'%s' 2>&1", tool, args, out);
    int st = system(cmd);
    FILE *f = fopen(out, "rb");
    size_t n = f ? fread(out_text, 1, sizeof out_text - 1, f) : 0;
    out_text[n] = 0;
    if (f) fclose(f);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

static int same_file(const char *a, const char *b) {
    size_t la = 0, lb = 0;
    unsigned char *x = read_whole(a, &la), *y = read_whole(b, &lb);
    int same = x && y && la == lb && !memcmp(x, y, la);
    free(x);
    free(y);
    return same;
}

/* Entry bytes by WAD name (NULL when absent). */
static const uint8_t *entry(const char *name, size_t *len) {
    uint32_t idx;
    const uint8_t *d = NULL;
    if (warp_wad_find(wad, name, &idx) != WARP_OK || warp_wad_data(wad, idx, &d, len) != WARP_OK) return NULL;
    return d;
}
static const uint8_t *resource(const char *resource_name, size_t *len) {
    char num[16];
    snprintf(num, sizeof num, "%u", crc(resource_name));
    return entry(num, len);
}

TEST(help_and_usage) {
    CHECK_EQ(run("sample --help"), 0);
    CHECK(strstr(out_text, "usage: warp sample OUTDIR") != NULL);
    CHECK_EQ(run("sample"), 2);
    CHECK_EQ(run("sample a b"), 2);
    return NULL;
}

TEST(writes_and_repeats) {
    char args[600], a[300], b[300];
    snprintf(args, sizeof args, "sample '%s'", dir_b);
    CHECK_EQ(run(args), 0);
    CHECK(strstr(out_text, "32 entries") != NULL);
    CHECK(strstr(out_text, "level1.lev") != NULL);
    snprintf(args, sizeof args, "sample '%s' --quiet", dir_a);
    CHECK_EQ(run(args), 0);
    CHECK_EQ(strlen(out_text), 0);
    static const char *files[] = {"WARRIORS.WAD", "WARRIORS.DIR", "names.txt"};
    for (int i = 0; i < 3; i++) {
        snprintf(a, sizeof a, "%s/%s", dir_a, files[i]);
        snprintf(b, sizeof b, "%s/%s", dir_b, files[i]);
        if (!same_file(a, b)) FAILF("%s differs between two runs", files[i]);
    }
    snprintf(a, sizeof a, "%s/WARRIORS.WAD", dir_a);
    snprintf(b, sizeof b, "%s/WARRIORS.DIR", dir_a);
    wad_bytes = read_whole(a, &wad_len);
    dir_bytes = read_whole(b, &dir_len);
    CHECK(wad_bytes && dir_bytes);
    CHECK_EQ(wad_len % 2048, 0);
    wad = test_handle(warp_wad_sizeof());
    CHECK_RC(warp_wad_init(wad, warp_wad_sizeof(), WARP_ABI_VERSION, dir_bytes, dir_len, wad_len, NULL), WARP_OK);
    CHECK_RC(warp_wad_set_memory(wad, wad_bytes, wad_len), WARP_OK);
    CHECK_EQ(warp_wad_count(wad), EXPECTED);
    return NULL;
}

/* Every entry is where the name order puts it and classifies as intended. */
TEST(kinds_and_order) {
    if (!wad) SKIP("no sample");
    for (uint32_t i = 0; i < warp_wad_count(wad); i++) {
        warp_entry e;
        CHECK_RC(warp_wad_get(wad, i, &e), WARP_OK);
        CHECK_EQ(e.flags, 0); /* 2,048-aligned and ascending */
    }
    char prev[64] = "";
    int prev_decimal = 1;
    for (size_t i = 0; i < EXPECTED; i++) {
        char name[64];
        wad_name(i, name, sizeof name);
        uint32_t idx;
        if (warp_wad_find(wad, name, &idx) != WARP_OK) FAILF("%s (%s) missing", name, k_expected[i].name);
        const uint8_t *d;
        size_t n;
        CHECK_RC(warp_wad_data(wad, idx, &d, &n), WARP_OK);
        int hint = k_expected[i].kind == WARP_KIND_SOUND_BANK ? WARP_KIND_SOUND_BANK : WARP_KIND_UNKNOWN;
        int kind;
        CHECK_RC(warp_classify(d, n, hint, &kind), WARP_OK);
        if (kind != k_expected[i].kind)
            FAILF("%s is %s, expected %s", name, warp_kind_name(kind), warp_kind_name(k_expected[i].kind));
        if (hint) { /* a bank has no signature */
            CHECK_RC(warp_classify(d, n, WARP_KIND_UNKNOWN, &kind), WARP_OK);
            CHECK_EQ(kind, WARP_KIND_UNKNOWN);
        }
    }
    /* order: decimal names first in ASCII order, then upper-cased ASCII order (FACTS.md 1) */
    for (uint32_t i = 0; i < warp_wad_count(wad); i++) {
        warp_entry e;
        warp_wad_get(wad, i, &e);
        size_t j = 0;
        char name[64] = "";
        for (; j < EXPECTED; j++) {
            wad_name(j, name, sizeof name);
            if (warp_name_hash(name) == e.hash) break;
        }
        if (j == EXPECTED) FAILF("entry %u has an unexpected hash", i);
        if (k_expected[j].decimal) {
            CHECK(prev_decimal);
            CHECK(strcmp(prev, name) < 0);
        } else if (!prev_decimal) {
            char up_a[64], up_b[64];
            for (size_t k = 0; k < sizeof up_a; k++) up_a[k] = (char)(prev[k] >= 'a' && prev[k] <= 'z' ? prev[k] - 32 : prev[k]);
            for (size_t k = 0; k < sizeof up_b; k++) up_b[k] = (char)(name[k] >= 'a' && name[k] <= 'z' ? name[k] - 32 : name[k]);
            if (strcmp(up_a, up_b) >= 0) FAILF("%s sorts before %s", name, prev);
        }
        prev_decimal = k_expected[j].decimal;
        snprintf(prev, sizeof prev, "%s", name);
    }
    return NULL;
}

/* warp list: names.txt names every named entry; the names come back without it. */
TEST(list_names) {
    if (!wad) SKIP("no sample");
    char args[700], want[128];
    snprintf(args, sizeof args, "list '%s/WARRIORS.WAD' --names '%s/names.txt' --json", dir_a, dir_a);
    CHECK_EQ(run(args), 0);
    for (size_t i = 0; i < EXPECTED; i++) {
        char name[64];
        wad_name(i, name, sizeof name);
        snprintf(want, sizeof want, "\"kind\": \"%s\", \"name\": \"%s\", \"resource\": ", warp_kind_name(k_expected[i].kind),
                 name);
        if (!strstr(out_text, want)) FAILF("listing lacks %s", want);
    }
    snprintf(args, sizeof args, "list '%s/WARRIORS.WAD' --json", dir_a);
    CHECK_EQ(run(args), 0);
    size_t nulls = 0;
    for (const char *p = out_text; (p = strstr(p, "\"name\": null")); p++) nulls++;
    for (size_t i = 0; i < EXPECTED; i++) {
        char name[64];
        wad_name(i, name, sizeof name);
        snprintf(want, sizeof want, "\"name\": \"%s\", \"resource\": ", name);
        /* every name comes back from the sample's own strings (docs/names.md) but the old
         * RenderWare stream's, which no extension fits */
        if (!strstr(out_text, want) && strcmp(name, "sample_old.txd")) FAILF("name %s not recovered", name);
    }
    CHECK_EQ(nulls, 1);
    return NULL;
}

typedef struct chunk_find {
    uint32_t type, nth, seen;
    const uint8_t *data;
    size_t size;
    uint32_t count;
} chunk_find;
static int on_chunk(void *user, const warp_chunk_info *c) {
    chunk_find *f = user;
    f->count++;
    if (c->type == f->type && f->seen++ == f->nth) {
        f->data = c->data;
        f->size = c->size;
    }
    return 0;
}
static chunk_find find_chunk(const uint8_t *d, size_t n, uint32_t type, uint32_t nth) {
    chunk_find f = {type, nth, 0, NULL, 0, 0};
    warp_chunk_foreach(d, n, NULL, on_chunk, &f);
    return f;
}
static uint32_t rd32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

/* Object List (36-byte records) and Character List (32-byte records) point at real entries
 * with their sizes (FACTS.md 4.4, page 002). */
TEST(global_lists) {
    if (!wad) SKIP("no sample");
    size_t n, len;
    const uint8_t *glr = entry("warriors.glr", &n);
    CHECK(glr);
    chunk_find objs = find_chunk(glr, n, 0x46, 0);
    CHECK_EQ(objs.count, 9);
    CHECK(objs.data);
    CHECK_EQ(rd32(objs.data), 2);
    CHECK(objs.size >= 16 + 2 * 36);
    static const char *const props[2] = {"dyn_box", "dyn_crate"};
    for (int r = 0; r < 2; r++) {
        const uint8_t *rec = objs.data + 16 + 36 * r;
        char geo[32], tex[32];
        snprintf(geo, sizeof geo, "%s_geo", props[r]);
        snprintf(tex, sizeof tex, "%s_tex", props[r]);
        CHECK_EQ(rd32(rec), crc(props[r]));
        CHECK_EQ(rd32(rec + 4), r == 0 ? crc("dyn_crate") : 0);
        CHECK_EQ(rd32(rec + 8), crc(geo));
        CHECK_EQ(rd32(rec + 12), crc(tex));
        const uint8_t *m = resource(geo, &len);
        CHECK(m && classify(m, len, 0) == WARP_KIND_MODEL);
        CHECK_EQ(rd32(rec + 0x14), len);
        CHECK(rd32(rec + 0x18) > len);
        m = resource(tex, &len);
        CHECK(m && classify(m, len, 0) == WARP_KIND_TEXTURES);
        CHECK_EQ(rd32(rec + 0x1C), len);
    }
    chunk_find chars = find_chunk(glr, n, 0x44, 0);
    CHECK(chars.data);
    CHECK_EQ(rd32(chars.data), 2);
    const uint8_t *rec = chars.data + 16;
    CHECK_EQ(rd32(rec), crc("warr_sample_cv"));
    CHECK_EQ(rd32(rec + 4), crc("warr_sample"));
    CHECK_EQ(rd32(rec + 8), crc("warr_sample_cv_geo"));
    CHECK_EQ(rd32(rec + 12), crc("warr_sample_cv_tex"));
    CHECK(resource("warr_sample", &len));
    CHECK_EQ(rd32(rec + 0x10), len);
    CHECK(resource("warr_sample_cv_geo", &len));
    CHECK_EQ(rd32(rec + 0x14), len);
    CHECK_EQ(rd32(rec + 0x18), len + 0x1DF);
    CHECK(resource("warr_sample_cv_tex", &len));
    CHECK_EQ(rd32(rec + 0x1C), len);
    rec += 32; /* the animated character (sample/anim.c) */
    CHECK_EQ(rd32(rec), crc("warr_anim_cv"));
    CHECK_EQ(rd32(rec + 4), crc("warr_anim"));
    CHECK_EQ(rd32(rec + 8), crc("warr_anim_cv_geo"));
    CHECK_EQ(rd32(rec + 12), crc("warr_sample_cv_tex"));
    CHECK(resource("warr_anim", &len));
    CHECK_EQ(rd32(rec + 0x10), len);
    return NULL;
}

typedef struct tex_pick {
    const char *name;
    uint8_t rgba[64 * 64 * 4];
    warp_texture_info info;
    int found;
} tex_pick;
static int on_texture(void *user, const warp_texture *t) {
    tex_pick *p = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (strcmp(in.name, p->name)) return 0;
    p->info = in;
    p->found = 1;
    return warp_texture_decode_rgba(t, 0, p->rgba, sizeof p->rgba, 0, NULL) == WARP_OK ? 1 : -1;
}

/* The dictionary of every format: counts, sizes, formats and the checkerboard's texels. */
TEST(textures) {
    if (!wad) SKIP("no sample");
    size_t n;
    const uint8_t *d = resource("sample_tex", &n);
    CHECK(d);
    chunk_find c = find_chunk(d, n, 0x2A, 0);
    CHECK(c.data);
    static tex_pick p;
    static const struct { const char *name; uint32_t w, h, psm, levels; } want[] = {
        {"gradient", 64, 64, WARP_PSM_T8, 4}, {"checker", 32, 32, WARP_PSM_T4, 1},
        {"rgba_alpha", 32, 32, WARP_PSM_CT32, 3}, {"stripes", 64, 16, WARP_PSM_T8, 2}};
    for (int i = 0; i < 4; i++) {
        memset(&p, 0, sizeof p);
        p.name = want[i].name;
        CHECK_RC(warp_txd_foreach(c.data, c.size, NULL, on_texture, &p), WARP_STOPPED);
        CHECK_EQ(p.info.width, want[i].w);
        CHECK_EQ(p.info.height, want[i].h);
        CHECK_EQ(p.info.psm, want[i].psm);
        CHECK_EQ(p.info.levels, want[i].levels);
        if (i == 1) { /* 4 x 4 cells: (0,0) index 0, (4,0) index 15, alternating */
            CHECK(memcmp(p.rgba, p.rgba + 4 * 4, 4) != 0);
            CHECK(memcmp(p.rgba, p.rgba + 4 * (4 * 32 + 4), 4) == 0);
            CHECK(memcmp(p.rgba + 4 * 4, p.rgba + 4 * (4 * 32), 4) == 0);
        }
        if (i == 2) { /* alpha falls off from the centre */
            CHECK(p.rgba[4 * (16 * 32 + 16) + 3] > 240);
            CHECK(p.rgba[3] < 20);
        }
    }
    return NULL;
}

/* The box prop (34 strip vertices, 12 triangles within +-0.5, y 0..1) and the character
 * (33 frames, 32 bones, 0x28 of 544 bytes). */
TEST(models) {
    if (!wad) SKIP("no sample");
    size_t n;
    const uint8_t *d = resource("dyn_box_geo", &n);
    CHECK(d);
    chunk_find c = find_chunk(d, n, 0x47, 0);
    CHECK(c.data);
    warp_clump *cl = test_handle(warp_clump_sizeof());
    warp_geometry *g = test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_clump_init(cl, warp_clump_sizeof(), WARP_ABI_VERSION, c.data, c.size, NULL), WARP_OK);
    CHECK_RC(warp_clump_geometry(cl, 0, g, warp_geometry_sizeof()), WARP_OK);
    warp_geometry_info gi;
    CHECK_RC(warp_geometry_get_info(g, &gi), WARP_OK);
    CHECK_EQ(gi.layout, WARP_LAYOUT_PS2_PACKED);
    static float pos[256 * 3];
    static uint32_t tri[256 * 3];
    size_t nv, nt;
    CHECK_RC(warp_geometry_copy_positions(g, 0, pos, 256, &nv), WARP_OK);
    CHECK_EQ(nv, 34);
    CHECK_RC(warp_geometry_copy_triangles(g, 0, tri, 256, &nt), WARP_OK);
    CHECK_EQ(nt, 12);
    for (size_t v = 0; v < nv; v++) {
        CHECK(pos[3 * v] == 0.5f || pos[3 * v] == -0.5f);
        CHECK(pos[3 * v + 1] == 0.0f || pos[3 * v + 1] == 1.0f);
    }
    d = resource("warr_sample_cv_geo", &n);
    CHECK(d);
    c = find_chunk(d, n, 0x47, 0);
    CHECK_RC(warp_clump_init(cl, warp_clump_sizeof(), WARP_ABI_VERSION, c.data, c.size, NULL), WARP_OK);
    warp_clump_info ci;
    CHECK_RC(warp_clump_get_info(cl, &ci), WARP_OK);
    CHECK_EQ(ci.frame_count, 33);
    CHECK_EQ(ci.atomic_count, 1);
    warp_frame_info fi;
    CHECK_RC(warp_clump_frame(cl, 1, &fi), WARP_OK);
    CHECK_EQ(fi.hanim_node_count, 32);
    CHECK_EQ(fi.hanim_id, 0);
    CHECK_RC(warp_clump_geometry(cl, 0, g, warp_geometry_sizeof()), WARP_OK);
    warp_skin_info sk;
    CHECK_RC(warp_geometry_skin(g, &sk), WARP_OK);
    CHECK_EQ(sk.bone_count, 32);
    CHECK_RC(warp_geometry_get_info(g, &gi), WARP_OK);
    CHECK_EQ(gi.uv_sets, 2);
    chunk_find bones = find_chunk(d, n, 0x28, 0);
    CHECK_EQ(bones.size, 544);
    free(cl);
    free(g);
    return NULL;
}

static int first_sector(void *user, const warp_world_sector_info *s) {
    *(warp_world_sector_info *)user = *s;
    return 1;
}

/* Level: 18 chunks starting 0x53; chunk 0x15 a one-sector world in the default layout.
 * Streamed world: the manifest's sizes are the files'; the parts hold tiles 0..3. */
TEST(level_and_world) {
    if (!wad) SKIP("no sample");
    size_t n, len;
    const uint8_t *lev = entry("level1.lev", &n);
    CHECK(lev);
    chunk_find glow = find_chunk(lev, n, 0x15, 0);
    CHECK_EQ(glow.count, 18);
    CHECK(glow.data);
    warp_world *w = test_handle(warp_world_sizeof());
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, glow.data, glow.size, NULL), WARP_OK);
    warp_world_info wi;
    CHECK_RC(warp_world_get_info(w, &wi), WARP_OK);
    CHECK_EQ(wi.sector_count, 1);
    CHECK_EQ(wi.plane_count, 0);
    CHECK_EQ(wi.format, 0x4101000Du);
    warp_world_sector_info si;
    CHECK_RC(warp_world_foreach_sector(w, first_sector, &si), WARP_STOPPED);
    warp_geometry *g = test_handle(warp_geometry_sizeof());
    CHECK_RC(warp_world_sector_geometry(w, &si, g, warp_geometry_sizeof(), NULL), WARP_OK);
    warp_geometry_info gi;
    CHECK_RC(warp_geometry_get_info(g, &gi), WARP_OK);
    CHECK_EQ(gi.layout, WARP_LAYOUT_PS2_DEFAULT);
    warp_geometry_mesh_info mesh;
    CHECK_RC(warp_geometry_get_mesh(g, 0, &mesh), WARP_OK);
    CHECK_EQ(mesh.vertex_count, 106);  /* three boxes, joined by repeated vertices */
    CHECK_EQ(mesh.triangle_count, 36); /* twelve each; the joins are degenerate */
    free(g);
    const uint8_t *mem = entry("level1s_sec.mem", &n);
    CHECK(mem);
    warp_world_manifest_info mi;
    CHECK_RC(warp_world_manifest_parse(mem, n, &mi), WARP_OK);
    CHECK_EQ(mi.part_count, 2);
    CHECK(entry("level1s_sec.wld", &len));
    CHECK_EQ(mi.world_size, len);
    const uint8_t *wld = entry("level1s_sec.wld", &len);
    warp_world_stream_info ws;
    CHECK_RC(warp_world_stream_parse(wld, len, &ws), WARP_OK);
    CHECK_EQ(ws.part_count, 2);
    CHECK_RC(warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, ws.world, ws.world_len, NULL), WARP_OK);
    for (uint32_t k = 0; k < 4; k++) {
        CHECK_RC(warp_world_find_sector(w, k, &si), WARP_OK);
        CHECK_EQ(si.part, 1 + k / 2);
    }
    for (uint32_t j = 0; j < 2; j++) {
        char name[32];
        snprintf(name, sizeof name, "level1s_ms%u.sec", j + 1);
        uint32_t fsize, heap;
        CHECK_RC(warp_world_manifest_part(mem, n, j, &fsize, &heap), WARP_OK);
        const uint8_t *part = entry(name, &len);
        CHECK(part);
        CHECK_EQ(fsize, len);
        warp_world_part_info pi;
        CHECK_RC(warp_world_part_parse(part, len, &pi), WARP_OK);
        CHECK_EQ(pi.atomic_count, 2);
        CHECK_EQ(pi.hash, crc(name));
    }
    free(w);
    return NULL;
}

/* Level data and scenes (FACTS-2 1-5): every decoder accepts the sample's chunks and
 * records; the Scene List names both records with their entry sizes. */
static int list_entry(void *user, const warp_scene_list_entry *e) {
    warp_scene_list_entry *v = user;
    if (e->index < 2) v[e->index] = *e;
    return 0;
}

TEST(level_data_and_scenes) {
    if (!wad) SKIP("no sample");
    size_t n, len;
    const uint8_t *lev = entry("level1.lev", &n);
    CHECK(lev);
    warp_level_chunks k;
    CHECK_RC(warp_level_find_chunks(lev, n, &k), WARP_OK);
    CHECK_EQ(k.found, 10);
    warp_collision *c = test_handle(warp_collision_sizeof());
    CHECK_RC(warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, &k, NULL), WARP_OK);
    warp_collision_info ci;
    CHECK_RC(warp_collision_get_info(c, &ci), WARP_OK);
    CHECK(ci.triangle_count == 10 && ci.vertex_count == 13 && ci.cell_count == 16);
    CHECK_EQ(k.vertices.len, 16 * ci.vertex_count);
    CHECK_EQ(k.checked.len, ((((ci.triangle_count + 7) >> 3) + 15) & 0x7FF0));
    free(c);
    warp_paths *p = test_handle(warp_paths_sizeof());
    CHECK_RC(warp_paths_init(p, warp_paths_sizeof(), WARP_ABI_VERSION, k.paths.data, k.paths.len, NULL), WARP_OK);
    warp_paths_info pi;
    CHECK_RC(warp_paths_get_info(p, &pi), WARP_OK);
    CHECK(pi.path_count == 3 && pi.vertex_count == 11 && pi.node_count == 3 && pi.area_count == 2 && pi.edge_count == 5);
    free(p);
    size_t count;
    CHECK_RC(warp_subtitle_foreach(k.subtitles.data, k.subtitles.len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 8);
    CHECK_RC(warp_occluder_foreach(k.occluders.data, k.occluders.len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 1);

    const uint8_t *hdr = entry("cs_sample.scn", &n), *seg = entry("cs_sampleaa.scn", &len);
    CHECK(hdr && seg);
    warp_scene *s = test_handle(warp_scene_sizeof());
    warp_scene_info hi, si;
    CHECK_RC(warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, hdr, n), WARP_OK);
    CHECK_RC(warp_scene_get_info(s, &hi), WARP_OK);
    CHECK_RC(warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, seg, len), WARP_OK);
    CHECK_RC(warp_scene_get_info(s, &si), WARP_OK);
    CHECK(hi.kind == WARP_SCENE_HEADER && si.kind == WARP_SCENE_SEGMENT);
    CHECK(hi.size == n && si.size == len);
    char next[24];
    snprintf(next, sizeof next, "%.15s%.3s", hi.name, hi.next_suffix);
    CHECK(!strcmp(next, si.name));
    CHECK_EQ((long)(hi.part_duration * 30 + 0.5f) + (long)(si.part_duration * 30 + 0.5f), hi.frame_count);
    free(s);
    const uint8_t *list = entry("scene_list.cnk", &n);
    CHECK(list && n > 32);
    warp_scene_list_entry e[2];
    memset(e, 0, sizeof e);
    CHECK_RC(warp_scene_list_foreach(list + 32, n - 32, list_entry, e, &count), WARP_OK);
    CHECK_EQ(count, 2);
    CHECK(!strcmp(e[0].name, "cs_sample") && e[0].size == hi.size && e[0].id == 0);
    CHECK(!strcmp(e[1].name, "cs_sampleaa") && e[1].size == si.size && e[1].id == 1);
    return NULL;
}

int main(void) {
    const char *env = getenv("WARP_TOOL");
    if (env && *env) {
        snprintf(tool, sizeof tool, "%s", env);
    } else {
        char self[4000];
        ssize_t k = readlink("/proc/self/exe", self, sizeof self - 1);
        if (k <= 0) return 77;
        self[k] = 0;
        char *slash = strrchr(self, '/');
        if (slash) *slash = 0;
        snprintf(tool, sizeof tool, "%s/../examples/warp", self);
    }
    if (access(tool, X_OK) != 0) {
        printf("skip: no warp tool at %s\n", tool);
        return 77;
    }
    snprintf(dir_a, sizeof dir_a, "/tmp/warp_sample_XXXXXX");
    snprintf(dir_b, sizeof dir_b, "/tmp/warp_sample_XXXXXX");
    if (!mkdtemp(dir_a) || !mkdtemp(dir_b)) return 1;
    static const test_case cases[] = {T(help_and_usage), T(writes_and_repeats), T(kinds_and_order), T(list_names),
                                      T(global_lists), T(textures), T(models), T(level_and_world),
                                      T(level_data_and_scenes)};
    int rc = RUN_TESTS("sample", cases);
    char cmd[700];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' '%s'", dir_a, dir_b);
    if (system(cmd) != 0) rc = 1;
    free(wad);
    free(wad_bytes);
    free(dir_bytes);
    return rc;
}
