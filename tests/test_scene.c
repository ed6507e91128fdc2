/* Scene records and the Scene List (FACTS-2 5): a header + segment pair and a list built
 * by our encoders, read back with exact values; the disc's rules (record sizes, the frame
 * count as the sum of part durations, segment naming) as assertions; hostile records.
 * WARP_WRITE_SEEDS=DIR also writes the fixtures as fuzz seeds into DIR/scene/. */
#include "check.h"

static float absf(float x) { return x < 0 ? -x : x; }

static void put_f32(uint8_t *p, float f) { memcpy(p, &f, 4); }

/* ---- fixtures ---------------------------------------------------------------------- */
static const uint8_t clip_b[16] = {0, 0, 1, 0, 2, 0, 3, 0, 10, 0, 4, 0, 5, 0, 6, 0}; /* two section B keys */

static warp_scene_event ev_role[2], ev_cam[3];
static const warp_scene_position_key obj_pos[2] = {{0, 0, {1, 2, 3}}, {30, 0, {4, 5, 6}}};
static const warp_scene_rotation_key obj_rot[2] = {{0, {0}, 0, {0, 0, 0, 1}}, {30, {0}, 0, {0, 0, 0.5f, 0}}};
static const warp_scene_position_key cam_pos[1] = {{0, 0, {0, -5, 1.7f}}};

static void make_events(void) {
    memset(ev_role, 0, sizeof ev_role);
    ev_role[0].type = 21; /* start mark: f32 position from +8 (args +4) */
    put_f32(ev_role[0].args + 4, 1.5f);
    put_f32(ev_role[0].args + 8, -2.0f);
    ev_role[1].type = 22;
    put_f32(ev_role[1].args + 4, 0.25f);
    memset(ev_cam, 0, sizeof ev_cam);
    ev_cam[0].type = 26; /* lens: FOV +8, near +0xC, far +0x10 */
    put_f32(ev_cam[0].args + 4, 65.5f);
    put_f32(ev_cam[0].args + 8, 0.5f);
    put_f32(ev_cam[0].args + 12, 75.0f);
    ev_cam[1].frame = 12;
    ev_cam[1].type = 41; /* caption: show next */
    ev_cam[2].frame = 40;
    ev_cam[2].type = 41;
    ev_cam[2].args[0] = 4; /* hide */
}

static int fill_header(warp_writer *w, void *user) {
    (void)user;
    make_events();
    static warp_scene_definition_desc roles[2], objs[1], cams[1], lights[1];
    memset(roles, 0, sizeof roles);
    roles[0].name = "warrcl";
    roles[0].start_position[0] = 1.5f;
    roles[0].start_rotation[3] = 1;
    roles[0].end_position[1] = 3;
    roles[0].end_rotation[3] = 1;
    roles[1].name = "warrrecv";
    roles[1].start_rotation[2] = 1;
    memset(objs, 0, sizeof objs);
    objs[0].name = "s_spraycan01";
    objs[0].start_position[2] = 0.75f;
    memset(cams, 0, sizeof cams);
    cams[0].name = "camera";
    cams[0].near_plane = 0.5f;
    cams[0].far_plane = 75;
    cams[0].radius = 500;
    cams[0].fov = 65.47f;
    memset(lights, 0, sizeof lights);
    lights[0].name = "fspot01";
    lights[0].light_kind = 2;
    lights[0].color[0] = 1;
    lights[0].color[1] = 0.5f;
    lights[0].cone = 40;
    lights[0].range = 0;
    static warp_scene_track_desc clips[2], otr[1], ctr[1], ltr[1];
    memset(clips, 0, sizeof clips);
    clips[0].duration = 2.0f;
    clips[0].name = "l99_c1_warrcl";
    clips[0].sections[1] = clip_b;
    clips[0].section_bytes[1] = 16;
    clips[0].event_count = 2;
    clips[0].events = ev_role;
    clips[1].duration = 2.0f;
    clips[1].channels = 1;
    clips[1].mask[0] = 0x04;
    clips[1].sections[2] = clip_b;
    clips[1].section_bytes[2] = 16;
    memset(otr, 0, sizeof otr);
    otr[0].duration = 2.0f;
    otr[0].position_count = 2;
    otr[0].positions = obj_pos;
    otr[0].rotation_count = 2;
    otr[0].rotations = obj_rot;
    memset(ctr, 0, sizeof ctr);
    ctr[0].duration = 2.0f;
    ctr[0].position_count = 1;
    ctr[0].positions = cam_pos;
    ctr[0].event_count = 3;
    ctr[0].events = ev_cam;
    memset(ltr, 0, sizeof ltr);
    ltr[0].duration = 2.0f;
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    d.kind = WARP_SCENE_HEADER;
    d.name = "l99_c1";
    d.next_suffix = "aa";
    d.label = "l99_c1_01";
    d.frame_count = 90;
    d.counts[0] = 2, d.counts[1] = 1, d.counts[2] = 1, d.counts[3] = 1;
    d.definitions[0] = roles, d.definitions[1] = objs, d.definitions[2] = cams, d.definitions[3] = lights;
    d.tracks[0] = clips, d.tracks[1] = otr, d.tracks[2] = ctr, d.tracks[3] = ltr;
    return warp_write_scene(w, &d);
}

static int fill_segment(warp_writer *w, void *user) {
    (void)user;
    static warp_scene_track_desc clips[1], ctr[1];
    memset(clips, 0, sizeof clips);
    clips[0].duration = 1.0f;
    memset(ctr, 0, sizeof ctr);
    ctr[0].duration = 1.0f;
    ctr[0].position_count = 1;
    ctr[0].positions = cam_pos;
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    d.kind = WARP_SCENE_SEGMENT;
    d.name = "l99_c1aa";
    d.counts[0] = 1, d.counts[2] = 1;
    d.tracks[0] = clips, d.tracks[2] = ctr;
    return warp_write_scene(w, &d);
}

static const warp_scene_list_entry list_entries[3] = {
    {0, 0, 0x3A0, "l99_c1", {0}, {0}}, {1, 1, 0x90, "l99_c1aa", {0}, {0}}, {2, 2, 123, "a_name_of_16_chr", {0}, {0}}};
static int fill_list(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 0);
    warp_write_chunk_begin(w, WARP_CHUNK_SCENE_LIST, 0);
    warp_write_scene_list(w, list_entries, 3);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

static warp_scene *open_scene(const uint8_t *b, size_t len, int *rc) {
    warp_scene *s = test_handle(warp_scene_sizeof());
    *rc = warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, b, len);
    return s;
}

typedef struct ev_seen {
    uint32_t n, frame[4], type[4];
    uint8_t args[4][20];
} ev_seen;
static int on_event(void *user, const warp_scene_event *e) {
    ev_seen *s = user;
    if (s->n < 4) {
        s->frame[s->n] = e->frame;
        s->type[s->n] = e->type;
        memcpy(s->args[s->n], e->args, 20);
    }
    s->n++;
    return 0;
}
static float arg_f32(const uint8_t *args, int at) {
    float f;
    memcpy(&f, args + at - 4, 4); /* `at` is the event offset (+8 = args[4]) */
    return f;
}

/* ---- tests ------------------------------------------------------------------------- */
TEST(header_round_trip) {
    size_t len;
    uint8_t *b = write_all(fill_header, NULL, &len);
    int rc;
    warp_scene *s = open_scene(b, len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(warp_scene_sizeof() % WARP_ALIGN, 0);
    warp_scene_info in;
    CHECK_RC(warp_scene_get_info(s, &in), WARP_OK);
    CHECK_EQ(in.kind, WARP_SCENE_HEADER);
    CHECK_EQ(in.size, len); /* +0x00 = the entry size */
    CHECK(!strcmp(in.name, "l99_c1") && !strcmp(in.next_suffix, "aa") && !strcmp(in.label, "l99_c1_01"));
    CHECK(in.counts[0] == 2 && in.counts[1] == 1 && in.counts[2] == 1 && in.counts[3] == 1);
    CHECK_EQ(in.frame_count, 90);
    /* Definitions right after the 0xC0 fixed part: roles 0x60, objects 0x60, camera 0x70, lights 0x70. */
    CHECK_EQ(in.definition_offsets[0], 0xC0);
    CHECK_EQ(in.definition_offsets[1], 0xC0 + 2 * 0x60);
    CHECK_EQ(in.definition_offsets[2], 0xC0 + 3 * 0x60);
    CHECK_EQ(in.definition_offsets[3], 0xC0 + 3 * 0x60 + 0x70);
    CHECK_EQ(in.word_b0, in.definition_offsets[0]); /* +0xB0 equals +0x90 on disc */
    CHECK_EQ(in.table_offsets[0], 0xC0 + 3 * 0x60 + 2 * 0x70);
    CHECK(in.part_duration == 2.0f);

    warp_scene_definition d;
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_ROLE, 1, &d), WARP_OK);
    CHECK(!strcmp(d.name, "warrrecv") && d.start_rotation[2] == 1.0f && d.start_position[3] == 1.0f);
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_ROLE, 0, &d), WARP_OK);
    CHECK(d.start_position[0] == 1.5f && d.end_position[1] == 3.0f);
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_OBJECT, 0, &d), WARP_OK);
    CHECK(!strcmp(d.name, "s_spraycan01") && d.start_position[2] == 0.75f);
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_CAMERA, 0, &d), WARP_OK);
    CHECK(d.near_plane == 0.5f && d.far_plane == 75.0f && d.radius == 500.0f && d.fov == 65.47f);
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_LIGHT, 0, &d), WARP_OK);
    CHECK(!strcmp(d.name, "fspot01") && d.light_kind == 2 && d.color[1] == 0.5f && d.cone == 40.0f && d.range == 0);
    CHECK_EQ(d.words50[0], 2);
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_LIGHT, 1, &d), WARP_E_RANGE);
    CHECK_RC(warp_scene_get_definition(s, 4, 0, &d), WARP_E_ARG);

    /* Role clip 0: descriptor, section B, then the 21/22 pair. */
    warp_scene_track t;
    CHECK_RC(warp_scene_get_track(s, WARP_SCENE_ROLE, 0, &t), WARP_OK);
    CHECK(t.duration == 2.0f && t.section_bytes[1] == 16 && t.event_count == 2 && !strcmp(t.name, "l99_c1_warrcl"));
    CHECK_EQ(t.keys_offset, t.offset + 0x50);
    CHECK_EQ(t.events_offset, t.keys_offset + 16);
    CHECK(!memcmp(b + t.keys_offset, clip_b, 16));
    ev_seen es;
    memset(&es, 0, sizeof es);
    CHECK_RC(warp_scene_foreach_event(s, &t, on_event, &es), WARP_OK);
    CHECK(es.n == 2 && es.type[0] == 21 && es.type[1] == 22);
    CHECK(arg_f32(es.args[0], 8) == 1.5f && arg_f32(es.args[0], 0xC) == -2.0f && arg_f32(es.args[1], 8) == 0.25f);
    CHECK_RC(warp_scene_get_track(s, WARP_SCENE_ROLE, 1, &t), WARP_OK);
    CHECK(t.channels == 1 && t.mask[0] == 4 && t.section_bytes[2] == 16 && t.event_count == 0);
    size_t n;
    CHECK_RC(warp_scene_copy_position_keys(s, &t, NULL, 0, &n), WARP_E_ARG); /* clips have no track keys */

    /* Object track: 2 position keys, 2 rotation keys, w rebuilt. */
    CHECK_RC(warp_scene_get_track(s, WARP_SCENE_OBJECT, 0, &t), WARP_OK);
    CHECK_EQ(t.keys_offset, t.offset + 0x38);
    CHECK_EQ(t.position_bytes, 32);
    CHECK_EQ(t.total_bytes, 32 + 16);
    CHECK(t.position_keys == 2 && t.rotation_keys == 2);
    warp_scene_position_key pk[2];
    CHECK_RC(warp_scene_copy_position_keys(s, &t, pk, 1, &n), WARP_E_DST_SMALL);
    CHECK_RC(warp_scene_copy_position_keys(s, &t, pk, 2, &n), WARP_OK);
    CHECK(pk[1].frame == 30 && pk[1].position[0] == 4.0f && pk[1].position[2] == 6.0f);
    warp_scene_rotation_key rk[2];
    CHECK_RC(warp_scene_copy_rotation_keys(s, &t, rk, 2, &n), WARP_OK);
    CHECK(rk[0].rotation[3] == 1.0f && rk[0].raw[2] == 0);
    CHECK_EQ(rk[1].raw[2], 16384);
    CHECK(rk[1].rotation[2] == 0.5f && absf(rk[1].rotation[3] - 0.8660254f) < 1e-6f);
    /* Camera track: lens and caption events. */
    CHECK_RC(warp_scene_get_track(s, WARP_SCENE_CAMERA, 0, &t), WARP_OK);
    CHECK(t.position_keys == 1 && t.rotation_keys == 0 && t.event_count == 3);
    memset(&es, 0, sizeof es);
    CHECK_RC(warp_scene_foreach_event(s, &t, on_event, &es), WARP_OK);
    CHECK(es.type[0] == 26 && arg_f32(es.args[0], 8) == 65.5f && arg_f32(es.args[0], 0x10) == 75.0f);
    CHECK(es.type[2] == 41 && es.frame[2] == 40 && es.args[2][0] == 4);
    CHECK_RC(warp_scene_get_track(s, WARP_SCENE_LIGHT, 1, &t), WARP_E_RANGE);
    CHECK_RC(warp_scene_foreach_event(s, &t, NULL, NULL), WARP_E_ARG);
    free(s);
    free(b);
    return NULL;
}

TEST(segment_round_trip) {
    size_t hl, sl;
    uint8_t *h = write_all(fill_header, NULL, &hl), *g = write_all(fill_segment, NULL, &sl);
    int rc;
    warp_scene *s = open_scene(g, sl, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_scene_info si, hi;
    CHECK_RC(warp_scene_get_info(s, &si), WARP_OK);
    CHECK_EQ(si.kind, WARP_SCENE_SEGMENT);
    CHECK(!strcmp(si.name, "l99_c1aa") && si.next_suffix[0] == 0);
    CHECK(si.counts[0] == 1 && si.counts[1] == 0 && si.counts[2] == 1 && si.counts[3] == 0);
    CHECK_EQ(si.table_offsets[0], 0x2C); /* tables right after the 0x2C fixed part */
    CHECK(si.part_duration == 1.0f);
    warp_scene_definition d;
    CHECK_RC(warp_scene_get_definition(s, WARP_SCENE_ROLE, 0, &d), WARP_E_NOT_FOUND);
    /* Segment naming: strncpy(name, 15) + the header's suffix. */
    warp_scene *hs = open_scene(h, hl, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_scene_get_info(hs, &hi), WARP_OK);
    char next[20];
    snprintf(next, sizeof next, "%.15s%.3s", hi.name, hi.next_suffix);
    CHECK(!strcmp(next, si.name));
    /* Header +0x84 = sum of round(part duration x 30) within 1 + segments (FACTS-2 5.3). */
    long sum = (long)(hi.part_duration * 30 + 0.5f) + (long)(si.part_duration * 30 + 0.5f);
    CHECK(labs(sum - (long)hi.frame_count) <= 1 + 1);
    free(hs);
    free(s);
    free(h);
    free(g);
    return NULL;
}

typedef struct list_seen {
    uint32_t n, size[3];
    char name[3][17];
} list_seen;
static int on_entry(void *user, const warp_scene_list_entry *e) {
    list_seen *s = user;
    if (s->n < 3) {
        s->size[s->n] = e->size;
        memcpy(s->name[s->n], e->name, 17);
    }
    s->n++;
    return 0;
}

TEST(scene_list) {
    size_t len, count;
    uint8_t *b = write_all(fill_list, NULL, &len);
    /* FACTS-2 5.1: 16-byte container header, 16-byte chunk header, 4 + 24n padded to 16. */
    CHECK_EQ(len, 16 + 16 + ((4 + 24 * 3 + 15) & ~15));
    list_seen s;
    memset(&s, 0, sizeof s);
    CHECK_RC(warp_scene_list_foreach(b + 32, len - 32, on_entry, &s, &count), WARP_OK);
    CHECK_EQ(count, 3);
    CHECK(!strcmp(s.name[1], "l99_c1aa") && s.size[0] == 0x3A0);
    CHECK(!strcmp(s.name[2], "a_name_of_16_chr")); /* 16 characters, no NUL stored */
    CHECK_EQ(b[32 + 4 + 2 * 24 + 8 + 15], 'r');
    CHECK_RC(warp_scene_list_foreach(b + 32, 4 + 24 * 3 - 1, NULL, NULL, &count), WARP_E_TRUNCATED);
    CHECK_RC(warp_scene_list_foreach(b + 32, 3, NULL, NULL, &count), WARP_E_TRUNCATED);
    CHECK_EQ(classify(b, len, WARP_KIND_UNKNOWN), WARP_KIND_SCENE_LIST);
    free(b);
    return NULL;
}

TEST(hostile_records) {
    size_t len;
    uint8_t *b = write_all(fill_header, NULL, &len);
    warp_scene *s = test_handle(warp_scene_sizeof());
    size_t ss = warp_scene_sizeof();
    for (size_t n = 0; n < len; n++) CHECK(warp_scene_init(s, ss, WARP_ABI_VERSION, b, n) == WARP_E_TRUNCATED);
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, b, len), WARP_OK);
    uint8_t *c = malloc(len);
    memcpy(c, b, len);
    c[0] = 0xBF, c[1] = 0; /* size below the fixed part */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_CORRUPT);
    memcpy(c, b, len);
    c[0x90 + 1] = 0x40; /* role definitions past the record */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_RANGE);
    memcpy(c, b, len);
    c[0xA4 + 2] = 1; /* object table past the record */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_RANGE);
    memcpy(c, b, len);
    uint32_t tbl = c[0xA4] | c[0xA5] << 8;
    uint32_t tr = c[tbl] | c[tbl + 1] << 8;
    c[tbl + 2] = 1; /* object track past the record */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_RANGE);
    memcpy(c, b, len);
    c[tr + 0x0C] = 24; /* position bytes not a multiple of 16 */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_CORRUPT);
    memcpy(c, b, len);
    c[tr + 0x0C] = 64; /* position bytes past the total */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_CORRUPT);
    memcpy(c, b, len);
    c[tr + 0x14] = 1; /* an event: 48 - 32 - 24 < 0 */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_CORRUPT);
    memcpy(c, b, len);
    c[tr + 0x10 + 2] = 0x10; /* keys past the record */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_RANGE);
    memcpy(c, b, len);
    uint32_t ctbl = c[0xA0] | c[0xA1] << 8, clip = c[ctbl] | c[ctbl + 1] << 8;
    c[clip + 0x1A] = 0xFF; /* 255 clip events run past the record */
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, c, len), WARP_E_RANGE);
    CHECK_RC(warp_scene_init(s, ss - 1, WARP_ABI_VERSION, b, len), WARP_E_MEM_SMALL);
    CHECK_RC(warp_scene_init(s, ss, WARP_ABI_VERSION, NULL, len), WARP_E_ARG);
    CHECK_RC(warp_scene_get_info(NULL, NULL), WARP_E_ARG);
    free(c);
    free(s);
    free(b);
    return NULL;
}

TEST(encoder_arguments) {
    warp_writer *w = test_handle(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    CHECK_RC(warp_write_scene(w, &d), WARP_E_ARG); /* no kind, no name */
    CHECK_RC(warp_writer_status(w), WARP_E_ARG);    /* sticky, nothing written (write.h) */
    CHECK_EQ(warp_writer_size(w), 0);
    d.kind = WARP_SCENE_SEGMENT;
    d.name = "x";
    d.counts[1] = 1; /* a track count without tracks */
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_scene(w, &d), WARP_E_ARG);
    d.counts[1] = 0;
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_scene(w, &d), WARP_OK);
    CHECK_EQ(warp_writer_size(w), 0x30); /* 0x2C padded to 16 */
    free(w);
    return NULL;
}

static void write_seeds(void) {
    const char *dir = getenv("WARP_WRITE_SEEDS");
    if (!dir) return;
    struct { const char *name; fill_fn fill; } s[] = {
        {"header.scn", fill_header}, {"segment.scn", fill_segment}, {"scene_list.cnk", fill_list}};
    for (size_t i = 0; i < sizeof s / sizeof s[0]; i++) {
        size_t len;
        uint8_t *b = write_all(s[i].fill, NULL, &len);
        char path[4096];
        snprintf(path, sizeof path, "%s/scene/%s", dir, s[i].name);
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
        T(header_round_trip), T(segment_round_trip), T(scene_list), T(hostile_records), T(encoder_arguments),
    };
    write_seeds();
    return RUN_TESTS("scene", cases);
}
