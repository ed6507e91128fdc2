/* warp sample: the level data and scene entries (FACTS-2 1-5), made with the library's
 * level and scene encoders: level1.lev's chunks 10-18 (path data, collision, level
 * header, subtitles), the scene cs_sample.scn with its segment cs_sampleaa.scn, and the
 * Scene List naming both. */
#include <string.h>

#include "sample/level.h"

/* ---- level1.lev chunks 10-18 ------------------------------------------------------------ */
/* Collision: the 40 m ground as four quads (concrete and grass), and a 3 m glass wall
 * (two-sided) under the level's occluder at y = 10, x -5..5. */
static const float k_coll_pos[] = {
    -20, -20, 0, 0, -20, 0, 20, -20, 0, -20, 0, 0, 0, 0, 0, 20, 0, 0, -20, 20, 0, 0, 20, 0, 20, 20, 0,
    -5, 10, 0, 5, 10, 0, -5, 10, 3, 5, 10, 3};
static const warp_collision_triangle k_coll_tri[] = {
    {{0, 1, 4}, 0x0001, 5, 1, {0}},  {{0, 4, 3}, 0x0001, 5, 1, {0}},  {{1, 2, 5}, 0x0081, 35, 2, {0}},
    {{1, 5, 4}, 0x0081, 35, 2, {0}}, {{3, 4, 7}, 0x0021, 5, 3, {0}},  {{3, 7, 6}, 0x0021, 5, 3, {0}},
    {{4, 5, 8}, 0x1001, 36, 4, {0}}, {{4, 8, 7}, 0x1001, 36, 4, {0}}, {{9, 10, 12}, 0x0203, 2, 0, {0}},
    {{9, 12, 11}, 0x0203, 2, 0, {0}},
};

/* Paths: area 0 = the ground's inner square with a hole around the wall; area 1 = a
 * triangle in the south-east. Nodes 0-1 in area 0, node 2 in area 1. */
static const float k_outline[] = {-15, -15, 15, -15, 15, 15, -15, 15};
static const float k_hole[] = {-6, 9, -6, 11, 6, 11, 6, 9};
static const float k_tri[] = {16, -18, 19, -18, 17.5f, -15};

static void write_paths(warp_writer *w, uint32_t hash) {
    static const warp_path_desc paths[] = {
        {4, k_outline, 1, 0, 1, 1, 2, 1}, {4, k_hole, 0, 4, 0, 0, 0, 0}, {3, k_tri, 1, 0, 2, 1, 1, 0}};
    static const warp_path_node_desc nodes[] = {{{-10, 0, 0}, 2}, {{10, 0, 0}, 2}, {{17.5f, -17, 0}, 1}};
    static const warp_path_edge edges[] = {
        {1, 1, 0, 0, 0, {0}}, {2, 4, 0, 0, 0, {0}}, {0, 1, 0, 0, 0, {0}}, {2, 0x10, 3, 1, 0, {0}},
        {1, 8, 0, 0, 0, {0}}};
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = 3;
    d.paths = paths;
    d.node_count = 3;
    d.nodes = nodes;
    d.edge_count = 5;
    d.edges = edges;
    warp_write_chunk_begin(w, WARP_CHUNK_PATHS, hash);
    warp_write_paths(w, &d);
    warp_write_chunk_end(w);
}

static const warp_subtitle_desc k_subs[] = {
    {WARP_SUBTITLE_LANGUAGE, "ENGLISH"}, {WARP_SUBTITLE_SCENE, "cs_sample"},
    {WARP_SUBTITLE_TITLE, "Sample<CR>Title"}, {WARP_SUBTITLE_CAPTION, "Hello, sample."},
    {WARP_SUBTITLE_CAPTION, "Caf\xe9 du monde."}, {WARP_SUBTITLE_LANGUAGE, "GERMAN"},
    {WARP_SUBTITLE_SCENE, "cs_sample"}, {WARP_SUBTITLE_CAPTION, "Hallo."},
};

void sample_level_tail(warp_writer *w, uint32_t base) {
    write_paths(w, base + 10);
    warp_collision_desc c;
    memset(&c, 0, sizeof c);
    c.vertex_count = sizeof k_coll_pos / sizeof k_coll_pos[0] / 3;
    c.positions = k_coll_pos;
    c.triangle_count = sizeof k_coll_tri / sizeof k_coll_tri[0];
    c.triangles = k_coll_tri;
    c.nx = 4;
    c.ny = 4;
    c.nz = 1;
    c.word00 = 0x00421620u; /* the disc's placeholder */
    c.hash = base + 11;
    warp_write_collision(w, &c); /* chunks 11-16: 0x52, 0x07, 0x04, 0x05, 0x06, 0x03 */
    warp_write_chunk_begin(w, WARP_CHUNK_LEVEL_HEADER, base + 17); /* 48 bytes, stale word 0 */
    warp_write_u32(w, 0x00409070u);
    warp_write_zeros(w, 44);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, WARP_CHUNK_SUBTITLES, base + 18);
    warp_write_subtitles(w, k_subs, sizeof k_subs / sizeof k_subs[0]);
    warp_write_chunk_end(w);
}

/* ---- scenes --------------------------------------------------------------------------- */
/* Role clip: one section B key pair (FACTS.md 6.2: u8 delta, u8, s16 x y z). */
static const uint8_t k_clip_b[16] = {0, 0, 0, 0, 0, 0, 0, 0, 60, 0, 0xFF, 0x03, 0, 0, 0, 0};
static const warp_scene_position_key k_box_pos[2] = {{0, 0, {1.5f, 0, 4}}, {60, 0, {1.5f, 2, 4}}};
static const warp_scene_rotation_key k_box_rot[2] = {{0, {0}, 0, {0, 0, 0, 1}}, {60, {0}, 0, {0, 0, 0.5f, 0}}};
static const warp_scene_position_key k_cam_pos[2] = {{0, 0, {0, -8, 1.7f}}, {90, 0, {2, -6, 1.7f}}};

static void f32_at(uint8_t *args, int event_offset, float v) { memcpy(args + event_offset - 4, &v, 4); }

static int write_scene_header(warp_writer *w) {
    static warp_scene_event role_ev[2], cam_ev[4];
    memset(role_ev, 0, sizeof role_ev);
    role_ev[0].type = 21; /* start mark: f32 x, y, z from +8 */
    f32_at(role_ev[0].args, 8, -2);
    f32_at(role_ev[0].args, 0xC, 1);
    role_ev[1].type = 22; /* f32 from +8: 2 atan2(z, w) of the start quaternion (0 here) */
    memset(cam_ev, 0, sizeof cam_ev);
    cam_ev[0].type = 26; /* lens: FOV, near, far */
    f32_at(cam_ev[0].args, 8, 60);
    f32_at(cam_ev[0].args, 0xC, 0.5f);
    f32_at(cam_ev[0].args, 0x10, 75);
    cam_ev[1].frame = 15;
    cam_ev[1].type = 41; /* caption: show next (the title card) */
    cam_ev[2].frame = 45;
    cam_ev[2].type = 41;
    cam_ev[3].frame = 80;
    cam_ev[3].type = 41;
    cam_ev[3].args[0] = 4; /* hide */
    static const warp_scene_definition_desc roles[1] = {
        {"warr_sample", {-2, 1, 0}, {0, 0, 0, 1}, {2, 1, 0}, {0, 0, 0, 1}, 0, 0, 0, 0, 0, {0, 0, 0}, 0, 0}};
    static const warp_scene_definition_desc objs[1] = {
        {"dyn_box", {1.5f, 0, 4}, {0, 0, 0, 1}, {1.5f, 2, 4}, {0, 0, 0.7071068f, 0.7071068f}, 0, 0, 0, 0, 0,
         {0, 0, 0}, 0, 0}};
    static const warp_scene_definition_desc cams[1] = {
        {"camera", {0, -8, 1.7f}, {0, 0, 0, 1}, {2, -6, 1.7f}, {0, 0, 0, 1}, 0.5f, 75, 500, 65.47f, 0, {0, 0, 0}, 0,
         0}};
    static const warp_scene_definition_desc lights[1] = {
        {"fspot01", {0, 0, 5}, {0, 0, 0, 1}, {0, 0, 5}, {0, 0, 0, 1}, 0, 0, 0, 0, 2, {1, 0.8f, 0.5f}, 40, 0}};
    warp_scene_track_desc clip, obj, cam, light;
    memset(&clip, 0, sizeof clip);
    clip.duration = 2.0f;
    clip.name = "cs_sample_warr";
    clip.sections[1] = k_clip_b;
    clip.section_bytes[1] = 16;
    clip.event_count = 2;
    clip.events = role_ev;
    memset(&obj, 0, sizeof obj);
    obj.duration = 2.0f;
    obj.position_count = 2;
    obj.positions = k_box_pos;
    obj.rotation_count = 2;
    obj.rotations = k_box_rot;
    memset(&cam, 0, sizeof cam);
    cam.duration = 2.0f;
    cam.position_count = 2;
    cam.positions = k_cam_pos;
    cam.event_count = 4;
    cam.events = cam_ev;
    memset(&light, 0, sizeof light);
    light.duration = 2.0f;
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    d.kind = WARP_SCENE_HEADER;
    d.name = "cs_sample";
    d.next_suffix = "aa";
    d.label = "cs_sample_01";
    d.frame_count = 90; /* 2 s here + 1 s in the segment, at 30 frames/s */
    d.counts[0] = d.counts[1] = d.counts[2] = d.counts[3] = 1;
    d.definitions[0] = roles, d.definitions[1] = objs, d.definitions[2] = cams, d.definitions[3] = lights;
    d.tracks[0] = &clip, d.tracks[1] = &obj, d.tracks[2] = &cam, d.tracks[3] = &light;
    return warp_write_scene(w, &d);
}

static int write_scene_segment(warp_writer *w) {
    warp_scene_track_desc clip, cam;
    memset(&clip, 0, sizeof clip);
    clip.duration = 1.0f;
    clip.name = "cs_sample_warr";
    clip.sections[1] = k_clip_b;
    clip.section_bytes[1] = 16;
    memset(&cam, 0, sizeof cam);
    cam.duration = 1.0f;
    cam.position_count = 1;
    cam.positions = k_cam_pos + 1;
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    d.kind = WARP_SCENE_SEGMENT;
    d.name = "cs_sampleaa"; /* strncpy(name, 15) + suffix (FACTS-2 5.5) */
    d.counts[0] = d.counts[2] = 1;
    d.tracks[0] = &clip, d.tracks[2] = &cam;
    return warp_write_scene(w, &d);
}

int sample_fill_scene(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return write_scene_header(w);
}

int sample_fill_scene_segment(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return write_scene_segment(w);
}

/* Size of a record by a dry run (the list comes before the records in the table). */
static uint32_t record_size(int (*write)(warp_writer *)) {
    static _Alignas(16) uint8_t mem[4096];
    warp_writer *w = (warp_writer *)mem;
    if (warp_writer_sizeof() > sizeof mem || warp_writer_init(w, sizeof mem, WARP_ABI_VERSION, NULL, 0)) return 0;
    write(w);
    return (uint32_t)warp_writer_size(w);
}

int sample_fill_scene_list(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_scene_list_entry e[2];
    memset(e, 0, sizeof e);
    e[0].id = 0;
    e[0].size = record_size(write_scene_header);
    strcpy(e[0].name, "cs_sample");
    e[1].id = 1;
    e[1].size = record_size(write_scene_segment);
    strcpy(e[1].name, "cs_sampleaa");
    uint32_t h = warp_crc32(0, "scene_list", 10);
    warp_write_resource_begin(w, h);
    warp_write_chunk_begin(w, WARP_CHUNK_SCENE_LIST, h);
    warp_write_scene_list(w, e, 2);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}
