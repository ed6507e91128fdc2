/* Level data (FACTS-2 1-4): collision, path data, occluders and subtitles built with our
 * encoders, read back with exact values, the spec's disc size formulas as assertions,
 * and hostile inputs with their error codes.
 * WARP_WRITE_SEEDS=DIR also writes the fixtures as fuzz seeds into DIR/level/. */
#include "check.h"

/* ---- fixtures ---------------------------------------------------------------------- */
/* A 10 x 10 floor at z = 0 (two triangles) and a 5 m wall on its y = 10 edge. */
static const float coll_pos[] = {0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 10, 0, 0, 10, 5};
static const warp_collision_triangle coll_tri[] = {
    {{0, 1, 2}, 0x0001, 5, 3, {0}},
    {{0, 2, 3}, 0x2003, 35, 0, {0}},
    {{3, 2, 4}, 0x0801, 2, 124, {0}},
};

static int fill_collision(warp_writer *w, void *user) {
    (void)user;
    warp_collision_desc d;
    memset(&d, 0, sizeof d);
    d.vertex_count = 5;
    d.positions = coll_pos;
    d.triangle_count = 3;
    d.triangles = coll_tri;
    d.nx = 2;
    d.ny = 2;
    d.nz = 1;
    d.word00 = 0x00421620;
    warp_write_resource_begin(w, 0x1234);
    int rc = warp_write_collision(w, &d);
    warp_write_resource_end(w);
    return rc;
}

/* Area 0: a 10 x 10 outline (anticlockwise, slab lists) with a clockwise hole; area 1: a
 * triangle. Nodes 0-1 belong to area 0, node 2 to area 1. */
static const float sq_xy[] = {0, 0, 10, 0, 10, 10, 0, 10};
static const float hole_xy[] = {4, 4, 4, 6, 6, 6, 6, 4};
static const float tri_xy[] = {20, 0, 30, 0, 25, 8};

static int fill_paths(warp_writer *w, void *user) {
    (void)user;
    static const warp_path_desc paths[] = {
        {4, sq_xy, 1, 0, 7, 1, 2, 1},
        {4, hole_xy, 0, 1, 0, 0, 0, 0},
        {3, tri_xy, 1, 4, 9, 2, 1, 0},
    };
    static const warp_path_node_desc nodes[] = {{{2, 2, 0}, 1}, {{8, 8, 0}, 2}, {{25, 3, 0.5f}, 1}};
    static const warp_path_edge edges[] = {
        {1, 1, 0, 0, 0, {0}}, {0, 1, 0, 0, 0, {0}}, {2, 4, 0, 0, 0, {0}}, {1, 0x10, 5, 1, 0, {0}}};
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = 3;
    d.paths = paths;
    d.node_count = 3;
    d.nodes = nodes;
    d.edge_count = 4;
    d.edges = edges;
    warp_write_chunk_begin(w, WARP_CHUNK_PATHS, 0);
    int rc = warp_write_paths(w, &d);
    warp_write_chunk_end(w);
    return rc;
}

static const warp_subtitle_desc subs[] = {
    {0, "ENGLISH"}, {1, "l99_c1"}, {2, "Title<CR>card"}, {3, "Hello"}, {3, "Caf\xe9"},
    {0, "GERMAN"}, {1, "l99_c1"}, {3, "Hallo"},
};

static int fill_subtitles(warp_writer *w, void *user) {
    (void)user;
    return warp_write_subtitles(w, subs, sizeof subs / sizeof subs[0]);
}

static const float occ_pts[2][4][4] = {
    {{0, 0, 0, 1}, {4, 0, 0, 1}, {0, 0, 1, 1}, {4, 0, 1, 1}},
    {{1, 2, 3, 1}, {1, 7, 3, 1}, {1, 2, 4, 1}, {1, 7, 4, 1}},
};
static int fill_occluders(warp_writer *w, void *user) {
    (void)user;
    return warp_write_occluders(w, occ_pts, 2);
}

/* A whole level container with every chunk this module reads. */
static int fill_level(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 0x77);
    warp_write_chunk_begin(w, WARP_CHUNK_OCCLUDERS, 0);
    fill_occluders(w, NULL);
    warp_write_chunk_end(w);
    fill_paths(w, NULL);
    warp_collision_desc d;
    memset(&d, 0, sizeof d);
    d.vertex_count = 5;
    d.positions = coll_pos;
    d.triangle_count = 3;
    d.triangles = coll_tri;
    d.nx = 2;
    d.ny = 2;
    d.nz = 1;
    warp_write_collision(w, &d);
    warp_write_chunk_begin(w, WARP_CHUNK_LEVEL_HEADER, 0);
    warp_write_u32(w, 0x00409070);
    warp_write_zeros(w, 44);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_SUBTITLES, 0);
    fill_subtitles(w, NULL);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

static warp_collision *open_collision(const uint8_t *buf, size_t len, warp_level_chunks *k, int *rc) {
    warp_collision *c = test_handle(warp_collision_sizeof());
    *rc = warp_level_find_chunks(buf, len, k);
    if (*rc == WARP_OK) *rc = warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, k, NULL);
    return c;
}

/* ---- collision --------------------------------------------------------------------- */
TEST(collision_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_collision, NULL, &len);
    warp_level_chunks k;
    int rc;
    warp_collision *c = open_collision(buf, len, &k, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(k.found, 6);
    /* Disc size rules (FACTS-2 1.2, 1.3, 1.5): 160-byte header, 16 x V, align16(10 x T),
     * (((T + 7) >> 3) + 15) & 0x7FF0, 4 x cells. */
    CHECK_EQ(k.collision_header.len, 160);
    CHECK_EQ(k.vertices.len, 16 * 5);
    CHECK_EQ(k.triangles.len, 32);
    CHECK_EQ(k.checked.len, ((((3 + 7) >> 3) + 15) & 0x7FF0));
    CHECK_EQ(k.checked.len, 16);
    CHECK_EQ(k.grid.len, 16);
    warp_collision_info in;
    CHECK_RC(warp_collision_get_info(c, &in), WARP_OK);
    CHECK_EQ(in.word00, 0x00421620);
    CHECK_EQ(in.nx, 2);
    CHECK_EQ(in.ny, 2);
    CHECK_EQ(in.nz, 1);
    CHECK_EQ(in.vertex_count, 5);
    CHECK_EQ(in.triangle_count, 3);
    CHECK_EQ(in.cell_count, 4);
    /* Lists: cells (0,0) and (1,0) hold the floor (2 each), the y = 1 row the wall too;
     * offsets 1, 4, 7, 11 after the leading 0 word: 15 words. */
    CHECK_EQ(in.list_count, 15);
    CHECK_EQ(k.lists.len, 32);
    CHECK_EQ(in.nonempty_cells, 4);
    CHECK_EQ(in.listed, 10);
    CHECK_EQ(in.longest_list, 3);
    CHECK_EQ(in.checked_len, 16);
    /* Matrix: diagonal scale (n - 1) / extent plus translation; z has one cell: scale 0. */
    CHECK(in.matrix[0][0] == 0.1f && in.matrix[1][1] == 0.1f && in.matrix[2][2] == 0.0f);
    CHECK(in.matrix[3][0] == 0.0f && in.matrix[3][3] == 1.0f && in.matrix[0][1] == 0.0f);
    CHECK(in.clamp_min[0] == 0.5f && in.clamp_min[2] == 0.5f && in.clamp_min[3] == 1.0f);
    CHECK(in.clamp_max[0] == 1.5f && in.clamp_max[1] == 1.5f && in.clamp_max[2] == 0.5f && in.clamp_max[3] == 1.0f);
    CHECK(in.lowest_z == 0.0f);
    CHECK_EQ(in.word9c, 0);

    float v[20];
    size_t n;
    CHECK_RC(warp_collision_copy_vertices(c, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 5);
    CHECK_RC(warp_collision_copy_vertices(c, v, 4, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_collision_copy_vertices(c, v, 5, &n), WARP_OK);
    CHECK(v[4] == 10.0f && v[9] == 10.0f && v[18] == 5.0f);
    for (int i = 0; i < 5; i++) CHECK(v[4 * i + 3] == 1.0f); /* w = 1 on every vertex */
    float lowest = v[2];
    for (int i = 1; i < 5; i++) lowest = v[4 * i + 2] < lowest ? v[4 * i + 2] : lowest;
    CHECK(in.lowest_z == lowest);

    warp_collision_triangle t;
    CHECK_RC(warp_collision_get_triangle(c, 1, &t), WARP_OK);
    CHECK_EQ(t.v[0], 0);
    CHECK_EQ(t.v[2], 3);
    CHECK_EQ(t.flags, 0x2003);
    CHECK_EQ(t.material, 35);
    CHECK_EQ(t.area, 0);
    CHECK_RC(warp_collision_get_triangle(c, 2, &t), WARP_OK);
    CHECK_EQ(t.flags & WARP_COLLISION_TESTABLE_DISABLED, 0x800);
    CHECK_EQ(t.area, 124);
    CHECK_RC(warp_collision_get_triangle(c, 3, &t), WARP_E_RANGE);

    /* Facing by normal (FACTS-2 1.7): floor up, wall a wall. */
    int up = 0, walls = 0;
    for (uint32_t i = 0; i < 3; i++) {
        warp_collision_get_triangle(c, i, &t);
        float a[3], b[3], nn[3];
        for (int q = 0; q < 3; q++) {
            a[q] = v[4 * t.v[1] + q] - v[4 * t.v[0] + q];
            b[q] = v[4 * t.v[2] + q] - v[4 * t.v[0] + q];
        }
        nn[0] = a[1] * b[2] - a[2] * b[1];
        nn[1] = a[2] * b[0] - a[0] * b[2];
        nn[2] = a[0] * b[1] - a[1] * b[0];
        /* n.z / |n| against cos 15 degrees, squared to stay off libm */
        float l2 = nn[0] * nn[0] + nn[1] * nn[1] + nn[2] * nn[2], c2 = 0.9659258f * 0.9659258f;
        if (nn[2] > 0 && nn[2] * nn[2] > c2 * l2) up++;
        if (nn[2] * nn[2] <= c2 * l2) walls++;
    }
    CHECK_EQ(up, 2);
    CHECK_EQ(walls, 1);

    uint16_t list[8];
    CHECK_RC(warp_collision_cell_triangles(c, 1, 1, 0, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 3);
    CHECK_RC(warp_collision_cell_triangles(c, 1, 1, 0, list, 2, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_collision_cell_triangles(c, 1, 1, 0, list, 8, &n), WARP_OK);
    CHECK(list[0] == 0 && list[1] == 1 && list[2] == 2);
    CHECK_RC(warp_collision_cell_triangles(c, 1, 0, 0, list, 8, &n), WARP_OK);
    CHECK(n == 2 && list[0] == 0 && list[1] == 1);
    CHECK_RC(warp_collision_cell_triangles(c, 2, 0, 0, list, 8, &n), WARP_E_RANGE);
    CHECK_RC(warp_collision_cell_triangles(c, 0, 0, 1, list, 8, &n), WARP_E_RANGE);
    free(c);
    free(buf);
    return NULL;
}

typedef struct cells_seen {
    uint32_t n, idx[8], off[8], count[8], x[8], y[8];
    int stop_after;
} cells_seen;
static int on_cell(void *user, const warp_collision_cell *cell) {
    cells_seen *s = user;
    if (s->n < 8) {
        s->idx[s->n] = cell->index;
        s->off[s->n] = cell->offset;
        s->count[s->n] = cell->count;
        s->x[s->n] = cell->x;
        s->y[s->n] = cell->y;
    }
    s->n++;
    return s->stop_after && (int)s->n >= s->stop_after;
}

TEST(collision_cells) {
    size_t len;
    uint8_t *buf = write_all(fill_collision, NULL, &len);
    warp_level_chunks k;
    int rc;
    warp_collision *c = open_collision(buf, len, &k, &rc);
    CHECK_RC(rc, WARP_OK);
    cells_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_collision_foreach_cell(c, on_cell, &s), WARP_OK);
    CHECK_EQ(s.n, 4);
    uint32_t off[] = {1, 4, 7, 11}, cnt[] = {2, 2, 3, 3};
    for (int i = 0; i < 4; i++) {
        CHECK_EQ(s.idx[i], i);
        CHECK_EQ(s.off[i], off[i]);
        CHECK_EQ(s.count[i], cnt[i]);
        CHECK_EQ(s.x[i], i % 2);
        CHECK_EQ(s.y[i], i / 2);
    }
    /* Every triangle is listed in at least one cell (FACTS-2 1.4). */
    int seen[3] = {0, 0, 0};
    for (uint32_t y = 0; y < 2; y++)
        for (uint32_t x = 0; x < 2; x++) {
            uint16_t l[8];
            size_t n;
            warp_collision_cell_triangles(c, x, y, 0, l, 8, &n);
            for (size_t e = 0; e < n; e++) seen[l[e]]++;
        }
    CHECK(seen[0] && seen[1] && seen[2]);
    memset(&s, 0, sizeof s);
    s.stop_after = 2;
    CHECK_RC(warp_collision_foreach_cell(c, on_cell, &s), WARP_STOPPED);
    CHECK_EQ(s.n, 2);
    CHECK_RC(warp_collision_foreach_cell(c, NULL, &s), WARP_E_ARG);
    free(c);
    free(buf);
    return NULL;
}

TEST(collision_materials) {
    CHECK(!strcmp(warp_collision_material_name(0), "undefined"));
    CHECK(!strcmp(warp_collision_material_name(6), "ASHPHALT"));
    CHECK(!strcmp(warp_collision_material_name(35), "GRASS"));
    CHECK(!strcmp(warp_collision_material_name(190), "SALAMI"));
    CHECK(warp_collision_material_name(116) == NULL);
    CHECK(warp_collision_material_name(191) == NULL);
    return NULL;
}

/* Offsets of each chunk's payload inside the fixture, for patching. */
static uint8_t *chunk_at(uint8_t *buf, const warp_span *s) { return buf + (s->data - buf); }

TEST(collision_hostile) {
    size_t len;
    uint8_t *buf = write_all(fill_collision, NULL, &len);
    warp_level_chunks k;
    int rc;
    warp_collision *c = open_collision(buf, len, &k, &rc);
    CHECK_RC(rc, WARP_OK);
    size_t cs = warp_collision_sizeof();
    CHECK_EQ(cs % WARP_ALIGN, 0);
    /* Each required chunk shortened by one element. */
    warp_level_chunks h = k;
    h.vertices.len -= 16;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_TRUNCATED);
    h = k;
    h.triangles.len = 20;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_TRUNCATED);
    h = k;
    h.grid.len = 12;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_TRUNCATED);
    h = k;
    h.lists.len = 28;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_TRUNCATED);
    h = k;
    h.collision_header.len = 159;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_TRUNCATED);
    h = k;
    h.grid.data = NULL;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_E_NOT_FOUND);
    h = k;
    h.checked.data = NULL; /* the bit set is scratch: optional */
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &h, NULL), WARP_OK);
    /* Limits: 4 cells over a cap of 3. */
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 3;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, &lim), WARP_E_LIMIT);
    warp_limits_default(&lim);
    lim.max_vertices = 4;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, &lim), WARP_E_LIMIT);
    /* A triangle naming vertex 5 of 5. */
    uint8_t *tri = chunk_at(buf, &k.triangles);
    tri[10 + 4] = 5;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, NULL), WARP_E_RANGE);
    tri[10 + 4] = 3;
    /* A grid entry past the lists, a list longer than the lists, a list naming triangle 3. */
    uint8_t *grid = chunk_at(buf, &k.grid), *lists = chunk_at(buf, &k.lists);
    grid[12] = 15;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, NULL), WARP_E_RANGE);
    grid[12] = 11;
    lists[22] = 4; /* cell 3's count: 3 -> 4 needs 16 words */
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, NULL), WARP_E_RANGE);
    lists[22] = 3;
    lists[28] = 3;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, NULL), WARP_E_RANGE);
    lists[28] = 2;
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, &k, NULL), WARP_OK);
    /* Handle checks. */
    CHECK_RC(warp_collision_init(c, cs - 1, WARP_ABI_VERSION, &k, NULL), WARP_E_MEM_SMALL);
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION + 0x10000, &k, NULL), WARP_E_VERSION);
    CHECK_RC(warp_collision_init(c, cs, WARP_ABI_VERSION, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_collision_get_info(NULL, NULL), WARP_E_ARG);
    /* A container cut inside its first chunk; an empty resource holds no level chunk. */
    CHECK_RC(warp_level_find_chunks(buf, 16, &h), WARP_E_TRUNCATED);
    static const uint8_t empty[16] = {0};
    CHECK_RC(warp_level_find_chunks(empty, 16, &h), WARP_E_NOT_FOUND);
    free(c);
    free(buf);
    return NULL;
}

/* Every prefix of the container: find_chunks fails cleanly or init does. */
TEST(collision_prefixes) {
    size_t len;
    uint8_t *buf = write_all(fill_collision, NULL, &len);
    warp_collision *c = test_handle(warp_collision_sizeof());
    for (size_t n = 0; n < len; n++) {
        uint8_t *p = malloc(n ? n : 1);
        memcpy(p, buf, n);
        warp_level_chunks k;
        int rc = warp_level_find_chunks(p, n, &k);
        CHECK(rc < 0);
        free(p);
    }
    free(c);
    free(buf);
    return NULL;
}

/* ---- subtitles ---------------------------------------------------------------------- */
typedef struct subs_seen {
    uint32_t n, kinds[16], lang_index[16];
    const char *texts[16], *lang[16], *scene[16];
    size_t off[16];
} subs_seen;
static int on_sub(void *user, const warp_subtitle_info *r) {
    subs_seen *s = user;
    if (s->n < 16) {
        s->kinds[s->n] = r->kind;
        s->texts[s->n] = r->text;
        s->lang[s->n] = r->language;
        s->scene[s->n] = r->scene;
        s->lang_index[s->n] = r->language_index;
        s->off[s->n] = r->offset;
    }
    s->n++;
    return 0;
}

TEST(subtitles_round_trip) {
    size_t len, count;
    uint8_t *buf = write_all(fill_subtitles, NULL, &len);
    /* u16 length = 2 + sum(4 + text + NUL) = 94 (FACTS-2 4). */
    CHECK_EQ(len, 94);
    CHECK_EQ(buf[0] | buf[1] << 8, 94);
    subs_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_subtitle_foreach(buf, len, on_sub, &s, &count), WARP_OK);
    CHECK_EQ(count, 8);
    CHECK_EQ(s.n, 8);
    CHECK_EQ(s.kinds[2], 2);
    CHECK(!strcmp(s.texts[2], "Title<CR>card"));
    CHECK(!strcmp(s.texts[4], "Caf\xe9"));
    CHECK_EQ(s.off[0], 2);
    CHECK_EQ(s.off[1], 14);
    CHECK(!strcmp(s.lang[3], "ENGLISH") && !strcmp(s.scene[3], "l99_c1"));
    CHECK(!strcmp(s.lang[7], "GERMAN") && !strcmp(s.scene[7], "l99_c1"));
    CHECK(s.scene[5] == NULL);
    CHECK_EQ(s.lang_index[4], 1);
    CHECK_EQ(s.lang_index[7], 2);
    /* The same inside a 16-padded chunk: the length word stops the walk before the padding. */
    uint8_t padded[112];
    memset(padded, 0, sizeof padded);
    memcpy(padded, buf, len);
    CHECK_RC(warp_subtitle_foreach(padded, sizeof padded, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 8);
    free(buf);
    return NULL;
}

TEST(subtitles_hostile) {
    size_t len, count;
    uint8_t *buf = write_all(fill_subtitles, NULL, &len);
    CHECK_RC(warp_subtitle_foreach(buf, 1, NULL, NULL, &count), WARP_E_TRUNCATED);
    CHECK_RC(warp_subtitle_foreach(buf, len - 1, NULL, NULL, &count), WARP_E_TRUNCATED); /* length passes the chunk */
    buf[len - 1] = 'x'; /* the last text loses its NUL */
    CHECK_RC(warp_subtitle_foreach(buf, len, NULL, NULL, &count), WARP_E_TRUNCATED);
    CHECK_EQ(count, 7);
    buf[len - 1] = 0;
    buf[0] = 2; /* length 2: no record starts below 1 */
    buf[1] = 0;
    CHECK_RC(warp_subtitle_foreach(buf, len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 0);
    buf[0] = 14; /* the game's test: start < length - 1, so records at 2 and 14 are out, 2 in */
    CHECK_RC(warp_subtitle_foreach(buf, len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 1);
    buf[0] = 16;
    CHECK_RC(warp_subtitle_foreach(buf, len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 2);
    for (size_t n = 0; n < len; n++) { /* prefixes: never a read past n */
        uint8_t *p = malloc(n ? n : 1);
        memcpy(p, buf, n);
        warp_subtitle_foreach(p, n, NULL, NULL, &count);
        free(p);
    }
    CHECK_RC(warp_subtitle_foreach(NULL, 4, NULL, NULL, &count), WARP_E_ARG);
    free(buf);
    return NULL;
}

/* ---- occluders ---------------------------------------------------------------------- */
typedef struct occ_seen {
    uint32_t n;
    float p[2][4][4];
} occ_seen;
static int on_occ(void *user, const warp_occluder_info *o) {
    occ_seen *s = user;
    if (s->n < 2) memcpy(s->p[s->n], o->points, sizeof o->points);
    s->n++;
    return 0;
}

TEST(occluders_round_trip) {
    size_t len, count;
    uint8_t *buf = write_all(fill_occluders, NULL, &len);
    CHECK_EQ(len, 16 + 2 * 0x70); /* FACTS-2 3: 16 + 0x70 per record */
    occ_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_occluder_foreach(buf, len, on_occ, &s, &count), WARP_OK);
    CHECK_EQ(count, 2);
    CHECK(s.p[1][1][1] == 7.0f && s.p[1][3][2] == 4.0f);
    for (int i = 0; i < 2; i++) /* vertical walls: P2 = P0 + (0,0,1), P3 = P1 + (0,0,1) */
        for (int q = 0; q < 3; q++) {
            CHECK(s.p[i][2][q] == s.p[i][0][q] + (q == 2));
            CHECK(s.p[i][3][q] == s.p[i][1][q] + (q == 2));
        }
    CHECK_RC(warp_occluder_foreach(buf, len - 1, NULL, NULL, &count), WARP_E_TRUNCATED);
    CHECK_RC(warp_occluder_foreach(buf, 15, NULL, NULL, &count), WARP_E_TRUNCATED);
    buf[3] = 0x80; /* a huge count */
    CHECK_RC(warp_occluder_foreach(buf, len, NULL, NULL, &count), WARP_E_TRUNCATED);
    free(buf);
    return NULL;
}

/* ---- path data ---------------------------------------------------------------------- */
typedef struct paths_seen {
    uint32_t n;
    warp_path_info p[4];
} paths_seen;
static int on_path(void *user, const warp_path_info *p) {
    paths_seen *s = user;
    if (s->n < 4) s->p[s->n] = *p;
    s->n++;
    return 0;
}
typedef struct nodes_seen {
    uint32_t n;
    warp_path_node v[4];
} nodes_seen;
static int on_node(void *user, const warp_path_node *p) {
    nodes_seen *s = user;
    if (s->n < 4) s->v[s->n] = *p;
    s->n++;
    return 0;
}

static warp_paths *open_paths(const uint8_t *buf, size_t len, int *rc) {
    warp_paths *p = test_handle(warp_paths_sizeof());
    *rc = warp_paths_init(p, warp_paths_sizeof(), WARP_ABI_VERSION, buf + 16, len - 16, NULL);
    return p;
}

/* Signed area (x right, y up): > 0 anticlockwise. */
static float signed_area(const warp_paths *h, const warp_path_info *p) {
    float a = 0;
    for (uint32_t k = 0; k < p->vertex_count; k++) {
        warp_path_vertex v0, v1;
        warp_paths_get_vertex(h, p->first_vertex + k, &v0);
        warp_paths_get_vertex(h, p->first_vertex + (k + 1) % p->vertex_count, &v1);
        a += v0.x * v1.y - v1.x * v0.y;
    }
    return a / 2;
}

TEST(paths_round_trip) {
    size_t len;
    uint8_t *buf = write_all(fill_paths, NULL, &len);
    int rc;
    warp_paths *h = open_paths(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(warp_paths_sizeof() % WARP_ALIGN, 0);
    warp_paths_info in;
    CHECK_RC(warp_paths_get_info(h, &in), WARP_OK);
    CHECK_EQ(in.path_count, 3);
    CHECK_EQ(in.vertex_count, 11);
    CHECK_EQ(in.node_count, 3);
    CHECK_EQ(in.area_count, 2);
    CHECK_EQ(in.edge_count, 4);
    /* Slab lists of the square: slab 0 and 15 hold 3 edges, 1-14 two: 16 terminators + 34. */
    CHECK_EQ(in.slab_lists, 16);
    CHECK_EQ(in.lists_offset, 0x20 + 16 * 2 + 16 * 11 + 0x50 * 3 + 32 * 3 + 8 * 4);
    CHECK_EQ(in.lists_len, 100);
    /* Chunk size = align16(0x20 + 16A + 16V + 0x50P + 32C + 8D + listBytes + 4) (FACTS-2 2.1). */
    size_t want = (0x20 + 16 * 2 + 16 * 11 + 0x50 * 3 + 32 * 3 + 8 * 4 + 100 + 4 + 15) & ~(size_t)15;
    CHECK_EQ(len - 16, want);
    CHECK_EQ(in.tail_len, want - in.lists_offset - 100);
    CHECK(in.tail_len >= 4 && in.tail_len <= 18);

    paths_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_paths_foreach_path(h, on_path, &s), WARP_OK);
    CHECK_EQ(s.n, 3);
    CHECK(s.p[0].is_outline && !s.p[1].is_outline && s.p[2].is_outline);
    CHECK(s.p[0].area == 0 && s.p[1].area == 0 && s.p[2].area == 1);
    CHECK(s.p[0].next_in_area != 0 && s.p[1].next_in_area == 0);
    CHECK_EQ(s.p[1].first_vertex, 4);
    CHECK_EQ(s.p[2].first_vertex, 8);
    CHECK(s.p[2].x_min == 20.0f && s.p[2].x_max == 30.0f && s.p[2].y_max == 8.0f);
    CHECK_EQ(s.p[0].ground, 7);
    CHECK_EQ(s.p[1].flags, 1);
    CHECK_EQ(s.p[2].membership, 2);
    CHECK_EQ(s.p[0].area_record, 0);
    CHECK_EQ(s.p[1].area_record, -1);
    CHECK_EQ(s.p[2].area_record, 1);
    CHECK(s.p[0].first_node == 0 && s.p[0].node_count == 2 && s.p[2].first_node == 2 && s.p[2].node_count == 1);
    CHECK_EQ(s.p[0].slab_start[0], 0);
    CHECK_EQ(s.p[0].slab_start[1], 4);
    CHECK_EQ(s.p[0].slab_start[15], 46);
    CHECK_EQ(s.p[1].slab_start[0], -1);
    /* Disc invariants: sum of path vertex counts = V, paths with an A flag = A. */
    CHECK_EQ(s.p[0].vertex_count + s.p[1].vertex_count + s.p[2].vertex_count, in.vertex_count);
    CHECK_EQ((s.p[0].has_area_record != 0) + (s.p[1].has_area_record != 0) + (s.p[2].has_area_record != 0),
             in.area_count);
    /* Outlines anticlockwise, holes clockwise. */
    CHECK(signed_area(h, &s.p[0]) == 100.0f);
    CHECK(signed_area(h, &s.p[1]) == -4.0f);
    CHECK(signed_area(h, &s.p[2]) > 0);

    int16_t e[8];
    size_t n;
    CHECK_RC(warp_paths_slab_edges(h, &s.p[0], 0, e, 8, &n), WARP_OK);
    CHECK(n == 3 && e[0] == 0 && e[1] == 1 && e[2] == 3);
    CHECK_RC(warp_paths_slab_edges(h, &s.p[0], 7, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 2);
    CHECK_RC(warp_paths_slab_edges(h, &s.p[0], 15, e, 2, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_paths_slab_edges(h, &s.p[0], 15, e, 8, &n), WARP_OK);
    CHECK(n == 3 && e[0] == 1 && e[1] == 2 && e[2] == 3);
    CHECK_RC(warp_paths_slab_edges(h, &s.p[1], 0, e, 8, &n), WARP_OK);
    CHECK_EQ(n, 0);
    CHECK_RC(warp_paths_slab_edges(h, &s.p[0], 16, e, 8, &n), WARP_E_RANGE);

    nodes_seen ns;
    memset(&ns, 0, sizeof ns);
    CHECK_RC(warp_paths_foreach_node(h, on_node, &ns), WARP_OK);
    CHECK_EQ(ns.n, 3);
    CHECK(ns.v[2].position[0] == 25.0f && ns.v[2].position[2] == 0.5f && ns.v[2].position[3] == 1.0f);
    CHECK(ns.v[1].first_edge == 1 && ns.v[1].edge_count == 2 && ns.v[2].first_edge == 3);
    CHECK_EQ(ns.v[0].edge_count + ns.v[1].edge_count + ns.v[2].edge_count, in.edge_count); /* sum = D */
    warp_path_edge ed;
    CHECK_RC(warp_paths_get_edge(h, 3, &ed), WARP_OK);
    CHECK(ed.target == 1 && ed.kind == 0x10 && ed.door == 5 && ed.avoid == 1 && ed.word4 == 0x80050010u);
    CHECK_RC(warp_paths_get_edge(h, 4, &ed), WARP_E_RANGE);
    warp_path_area_record ar;
    CHECK_RC(warp_paths_get_area_record(h, 1, &ar), WARP_OK);
    CHECK_EQ(ar.words[0], 1);
    CHECK_RC(warp_paths_get_area_record(h, 2, &ar), WARP_E_RANGE);
    warp_path_vertex pv;
    CHECK_RC(warp_paths_get_vertex(h, 10, &pv), WARP_OK);
    CHECK(pv.x == 25.0f && pv.y == 8.0f);
    CHECK_RC(warp_paths_get_vertex(h, 11, &pv), WARP_E_RANGE);
    CHECK_RC(warp_paths_foreach_path(h, NULL, NULL), WARP_E_ARG);
    free(h);
    free(buf);
    return NULL;
}

/* A node's edge count is an s16 (+0x14): 32768 edges on one node refused before any byte. */
TEST(paths_write_edge_count_limit) {
    static const float xy[] = {0, 0, 1, 0, 0, 1};
    warp_path_desc path = {3, xy, 1, 0, 0, 1, 1, 0};
    warp_path_node_desc node = {{0, 0, 0}, 0x8000};
    warp_path_edge *edges = calloc(0x8000, sizeof *edges);
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = 1, d.paths = &path, d.node_count = 1, d.nodes = &node, d.edge_count = 0x8000, d.edges = edges;
    warp_writer *w = test_handle(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_paths(w, &d), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 0);
    node.edge_count = 0x7FFF, d.edge_count = 0x7FFF;
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_paths(w, &d), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 0x20 + 16 + 16 * 3 + 0x50 + 32 + 8 * 0x7FFF + 4); /* no lists */
    free(edges);
    free(w);
    return NULL;
}

TEST(paths_hostile) {
    size_t len;
    uint8_t *buf = write_all(fill_paths, NULL, &len);
    uint8_t *p = buf + 16;
    size_t n = len - 16;
    warp_paths *h = test_handle(warp_paths_sizeof());
    size_t hs = warp_paths_sizeof();
    size_t lists = 0x20 + 16 * 2 + 16 * 11 + 0x50 * 3 + 32 * 3 + 8 * 4;
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, 0x1F, NULL), WARP_E_TRUNCATED);
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, lists - 1, NULL), WARP_E_TRUNCATED);
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, lists + 98, NULL), WARP_E_RANGE); /* last list cut */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, lists + 100, NULL), WARP_OK);
    p[8] = 0xFF, p[9] = 0xFF; /* C = -1 */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_CORRUPT);
    p[8] = 3, p[9] = 0;
    p[0x0A] = 1; /* A = 1 but two paths flag one: also moves every offset */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_CORRUPT);
    p[0x0A] = 2;
    p[4] = 10; /* V = 10 < 11 path vertices */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_CORRUPT);
    p[4] = 11;
    size_t d_off = lists - 8 * 4;
    p[d_off] = 3; /* edge to node 3 of 3 */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_RANGE);
    p[d_off] = 1;
    size_t a0 = 0x20;
    p[a0] = 3; /* area 0 claims 3 nodes: 3 + 1 > C */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_CORRUPT);
    p[a0] = 2;
    p[0] = 0xFF, p[1] = 0xFF, p[2] = 0xFF; /* P huge */
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_E_LIMIT);
    p[0] = 3, p[1] = 0, p[2] = 0;
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, p, n, NULL), WARP_OK);
    for (size_t k = 0; k < n; k++) CHECK(warp_paths_init(h, hs, WARP_ABI_VERSION, p, k, NULL) < 0 || k >= lists + 100);
    CHECK_RC(warp_paths_init(h, hs, WARP_ABI_VERSION, NULL, n, NULL), WARP_E_ARG);
    free(h);
    free(buf);
    return NULL;
}

/* ---- the whole level ------------------------------------------------------------------ */
TEST(level_chunks) {
    size_t len;
    uint8_t *buf = write_all(fill_level, NULL, &len);
    warp_level_chunks k;
    CHECK_RC(warp_level_find_chunks(buf, len, &k), WARP_OK);
    CHECK_EQ(k.found, 10);
    CHECK_EQ(k.level_header.len, 48);
    CHECK_EQ(k.level_header.data[0] | k.level_header.data[1] << 8 | k.level_header.data[2] << 16, 0x409070);
    CHECK_EQ(k.occluders.len, 16 + 2 * 0x70);
    CHECK_EQ(k.subtitles.len, 96);
    warp_collision *c = test_handle(warp_collision_sizeof());
    CHECK_RC(warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, &k, NULL), WARP_OK);
    warp_paths *h = test_handle(warp_paths_sizeof());
    CHECK_RC(warp_paths_init(h, warp_paths_sizeof(), WARP_ABI_VERSION, k.paths.data, k.paths.len, NULL), WARP_OK);
    size_t count;
    CHECK_RC(warp_subtitle_foreach(k.subtitles.data, k.subtitles.len, NULL, NULL, &count), WARP_OK);
    CHECK_EQ(count, 8);
    CHECK_EQ(classify(buf, len, WARP_KIND_UNKNOWN), WARP_KIND_LEVEL);
    free(h);
    free(c);
    free(buf);
    return NULL;
}

static void write_seeds(void) {
    const char *dir = getenv("WARP_WRITE_SEEDS");
    if (!dir) return;
    struct { const char *name; fill_fn fill; } s[] = {{"level.lev", fill_level}, {"collision.lev", fill_collision}};
    for (size_t i = 0; i < sizeof s / sizeof s[0]; i++) {
        size_t len;
        uint8_t *b = write_all(s[i].fill, NULL, &len);
        char path[4096];
        snprintf(path, sizeof path, "%s/level/%s", dir, s[i].name);
        FILE *f = fopen(path, "wb");
        if (f) {
            fwrite(b, 1, len, f);
            fclose(f);
        }
        free(b);
    }
}

int main(void) {
    static const test_case cases[] = {
        T(collision_round_trip), T(collision_cells), T(collision_materials), T(collision_hostile),
        T(collision_prefixes), T(subtitles_round_trip), T(subtitles_hostile), T(occluders_round_trip),
        T(paths_round_trip), T(paths_write_edge_count_limit), T(paths_hostile), T(level_chunks),
    };
    write_seeds();
    return RUN_TESTS("level", cases);
}
