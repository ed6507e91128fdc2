/* The conventions of warp.h, checked over the whole API: three tables (every filling
 * call, every callback walk, every index argument) run the same cases on fixtures made
 * with the library's encoders, and a census over abi/exported-symbols.txt fails when a
 * new filling call or walk is exported without a row here. */
#include "check.h"

#define STAMP WARP_RW_STAMP_37002

/* ---- fixtures -------------------------------------------------------------------- */
static const float k_pos[4 * 3] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
static uint8_t k_idx[8 * 8], k_pal[256 * 4];

static void mesh(warp_mesh_arrays *m) {
    memset(m, 0, sizeof *m);
    m->vertex_count = 4;
    m->positions = k_pos;
}

static void material(warp_material_info *m) {
    memset(m, 0, sizeof *m);
    m->color[3] = 255;
    m->texture_name = "BRICK"; /* the dictionary's "brick": the look-up ignores case */
    m->texture_name_len = 5;
}

static void geometry(warp_geometry_desc *g, const warp_mesh_arrays *m, const warp_material_info *mat) {
    static const uint32_t mesh_mat = 0;
    memset(g, 0, sizeof *g);
    g->layout = WARP_LAYOUT_PS2_DEFAULT;
    g->mesh_count = 1;
    g->meshes = m;
    g->mesh_materials = &mesh_mat;
    g->material_count = 1;
    g->materials = mat;
    g->sphere[3] = 2;
}

static int fill_txd(warp_writer *w, void *user) {
    (void)user;
    warp_texture_desc d[2];
    memset(d, 0, sizeof d);
    for (int i = 0; i < 64; i++) k_idx[i] = (uint8_t)i;
    for (int i = 0; i < 1024; i++) k_pal[i] = (uint8_t)i;
    for (int i = 0; i < 2; i++) {
        d[i].name = i ? "brick" : "sky";
        d[i].width = d[i].height = 8;
        d[i].psm = WARP_PSM_T8;
        d[i].levels = 1;
        d[i].indices[0] = k_idx;
        d[i].palette = k_pal;
    }
    return warp_write_txd(w, d, 2, STAMP);
}

static int fill_clump(warp_writer *w, void *user) {
    (void)user;
    warp_mesh_arrays m;
    warp_material_info mat;
    warp_geometry_desc g;
    mesh(&m);
    material(&mat);
    geometry(&g, &m, &mat);
    warp_frame_desc f;
    memset(&f, 0, sizeof f);
    f.matrix[0] = f.matrix[4] = f.matrix[8] = 1;
    f.parent = -1;
    f.name = "root";
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    warp_clump_desc c = {1, &f, 1, &g, 1, &a, {0}};
    return warp_write_clump(w, &c, STAMP);
}

static int fill_world(warp_writer *w, void *user) {
    (void)user;
    warp_mesh_arrays m;
    warp_material_info mat;
    mesh(&m);
    material(&mat);
    warp_world_sector_desc s;
    memset(&s, 0, sizeof s);
    s.box_max[0] = s.box_max[1] = s.box_max[2] = 1;
    s.mesh_count = 1;
    s.meshes = &m;
    s.has_index = 1;
    s.k = 0;
    s.part = 1;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.material_count = 1;
    d.materials = &mat;
    d.sector_count = 1;
    d.sectors = &s;
    return warp_write_world(w, &d, STAMP);
}

typedef struct blob { unsigned char *p; size_t n; } blob;

static int fill_part(warp_writer *w, void *user) {
    const blob *txd = (const blob *)user;
    warp_mesh_arrays m;
    warp_material_info mat;
    mesh(&m);
    material(&mat);
    warp_world_part_atomic_desc a;
    memset(&a, 0, sizeof a);
    geometry(&a.geometry, &m, &mat);
    return warp_write_world_part(w, 0x1234, txd->p, txd->n, 1, &a, STAMP);
}

static int fill_manifest(warp_writer *w, void *user) {
    (void)user;
    const uint32_t parts[2] = {100, 200};
    return warp_write_world_manifest(w, 1000, 2000, 1, parts);
}

/* A one-entry WAD: a resource holding the dictionary in a 0x2A chunk. */
static int fill_wad(warp_writer *w, void *user) {
    const blob *txd = (const blob *)user;
    warp_write_resource_begin(w, 0x82E87AAAu);
    warp_write_chunk_begin(w, WARP_CHUNK_RW_TEXTURE_DICTIONARY, 0x82E87AAAu);
    warp_write_bytes(w, txd->p, txd->n);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}
static size_t wad_len_;
static int fill_dir(warp_writer *w, void *user) {
    (void)user;
    warp_write_dir_header(w, 1);
    return warp_write_dir_record(w, 0, (uint32_t)wad_len_, 0x12345678u);
}

typedef struct fx {
    blob txd, clump, world, part, manifest, wad, dir;
    warp_texture *tex;
    warp_clump *clump_h;
    warp_geometry *geo;
    warp_world *world_h;
    warp_wad *wad_h;
    const void *tex_section, *geo_section;
    size_t tex_section_len, geo_section_len;
} fx;
static fx F;

static void *handle(size_t n) { return test_handle(n); }

static int find_geometry(void *user, const warp_rw_section *sec) {
    (void)user;
    if (sec->type != WARP_RW_GEOMETRY) return 0;
    F.geo_section = F.clump.p + sec->offset, F.geo_section_len = 12 + (size_t)sec->size;
    return 1;
}

static const char *setup(void) {
    F.txd.p = write_all(fill_txd, NULL, &F.txd.n);
    F.clump.p = write_all(fill_clump, NULL, &F.clump.n);
    F.world.p = write_all(fill_world, NULL, &F.world.n);
    F.part.p = write_all(fill_part, &F.txd, &F.part.n);
    F.manifest.p = write_all(fill_manifest, NULL, &F.manifest.n);
    F.wad.p = write_all(fill_wad, &F.txd, &F.wad.n);
    wad_len_ = F.wad.n;
    F.dir.p = write_all(fill_dir, NULL, &F.dir.n);
    F.tex = handle(warp_texture_sizeof());
    F.clump_h = handle(warp_clump_sizeof());
    F.geo = handle(warp_geometry_sizeof());
    F.world_h = handle(warp_world_sizeof());
    F.wad_h = handle(warp_wad_sizeof());
    CHECK_RC(warp_txd_find(F.tex, warp_texture_sizeof(), WARP_ABI_VERSION, F.txd.p, F.txd.n, NULL, "Brick", 5),
             WARP_OK);
    CHECK_RC(warp_clump_init(F.clump_h, warp_clump_sizeof(), WARP_ABI_VERSION, F.clump.p, F.clump.n, NULL), WARP_OK);
    CHECK_RC(warp_clump_geometry(F.clump_h, 0, F.geo, warp_geometry_sizeof()), WARP_OK);
    CHECK_RC(warp_world_init(F.world_h, warp_world_sizeof(), WARP_ABI_VERSION, F.world.p, F.world.n, NULL), WARP_OK);
    CHECK_RC(warp_wad_init(F.wad_h, warp_wad_sizeof(), WARP_ABI_VERSION, F.dir.p, F.dir.n, F.wad.n, NULL), WARP_OK);
    CHECK_RC(warp_wad_set_memory(F.wad_h, F.wad.p, F.wad.n), WARP_OK);
    warp_texture_info ti;
    CHECK_RC(warp_texture_get_info(F.tex, &ti), WARP_OK);
    F.tex_section = ti.section, F.tex_section_len = ti.section_len;
    warp_rw_foreach(F.clump.p, F.clump.n, NULL, find_geometry, NULL, NULL);
    if (!F.geo_section) return "no geometry section in the clump";
    return NULL;
}

/* ---- fixtures of the anim, audio, level, scene and misc modules --------------------- */
/* Minimal copies of the builders in test_anim.c, test_level.c, test_scene.c and
 * test_misc.c: one of each thing a row needs (a clip with one rotation channel and one
 * event, a collision mesh, a paths payload with one outline and its node, ...). The
 * audio tables and the two text formats have no encoder: their bytes are spelled out. */
static warp_anim_key k_rot[2];
static warp_anim_channel_desc k_chan;
static warp_anim_event k_event;
static warp_anim_info k_clip_info;
static warp_anim_clip_desc k_clip;

static void make_clip(void) {
    memset(k_rot, 0, sizeof k_rot);
    k_rot[0].raw[0] = 16384;
    k_rot[1].delta = 8;
    k_rot[1].raw[1] = 16384;
    k_chan = (warp_anim_channel_desc){WARP_ANIM_ROTATION, 2, 2, k_rot};
    memset(&k_event, 0, sizeof k_event);
    k_event.frame = 3, k_event.type = 8;
    memset(&k_clip_info, 0, sizeof k_clip_info);
    memcpy(k_clip_info.name_bytes, "walk", 4);
    k_clip_info.duration = 0.5f;
    k_clip = (warp_anim_clip_desc){&k_clip_info, 1, &k_chan, 1, &k_event, {0}};
}
static int fill_keyframes(warp_writer *w, void *user) { (void)user; return warp_write_anim_keyframes(w, &k_clip); }
static int fill_descriptor(warp_writer *w, void *user) { (void)user; return warp_write_anim_descriptor(w, &k_clip); }
/* A resource with the clip's (0x00, 0x02) pair. */
static int fill_anim_resource(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 0xE72F9FB5);
    warp_write_chunk_begin(w, 0x00, 0x1111);
    warp_write_anim_keyframes(w, &k_clip);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x02, 0);
    warp_write_anim_descriptor(w, &k_clip);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}
/* Character data (0x08 payload): placeholder, word, 722 slots, 16 tail bytes. */
static int fill_chardata(warp_writer *w, void *user) {
    (void)user;
    warp_write_u32(w, 0x00436b10);
    warp_write_u32(w, 42);
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) warp_write_u32(w, i == 0 ? 7 : 0xFFFFFFFF);
    warp_write_zeros(w, 16);
    return warp_writer_status(w);
}
/* Anim Range List (0x45 payload): count 2, two 16-byte records. */
static int fill_ranges(warp_writer *w, void *user) {
    (void)user;
    warp_write_u32(w, 2);
    for (int i = 0; i < 2; i++) {
        warp_write_u16(w, (uint16_t)-500), warp_write_u16(w, 250), warp_write_f32(w, 2.0f);
        warp_write_u16(w, 0), warp_write_u16(w, 12), warp_write_u16(w, (uint16_t)-3), warp_write_u16(w, 0x1400);
    }
    return warp_writer_status(w);
}

static const float coll_pos[] = {0, 0, 0, 10, 0, 0, 10, 10, 0, 0, 10, 0};
static const warp_collision_triangle coll_tri[] = {{{0, 1, 2}, 0x0001, 5, 3, {0}}, {{0, 2, 3}, 0x0001, 5, 0, {0}}};
static int fill_collision(warp_writer *w, void *user) {
    (void)user;
    warp_collision_desc d;
    memset(&d, 0, sizeof d);
    d.vertex_count = 4;
    d.positions = coll_pos;
    d.triangle_count = 2;
    d.triangles = coll_tri;
    d.nx = d.ny = 2;
    d.nz = 1;
    warp_write_resource_begin(w, 0x1234);
    warp_write_collision(w, &d);
    return warp_write_resource_end(w);
}
/* One square outline with one node and one edge to itself (the 0x40 payload). */
static int fill_paths(warp_writer *w, void *user) {
    (void)user;
    static const float sq_xy[] = {0, 0, 10, 0, 10, 10, 0, 10};
    static const warp_path_desc paths[] = {{4, sq_xy, 1, 0, 7, 1, 1, 1}, {4, sq_xy, 1, 0, 7, 1, 1, 0}};
    static const warp_path_node_desc nodes[] = {{{2, 2, 0}, 1}, {{8, 8, 0}, 1}};
    static const warp_path_edge edges[] = {{1, 1, 0, 0, 0, {0}}, {0, 1, 0, 0, 0, {0}}};
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = 2, d.paths = paths;
    d.node_count = 2, d.nodes = nodes;
    d.edge_count = 2, d.edges = edges;
    return warp_write_paths(w, &d);
}
static int fill_subtitles(warp_writer *w, void *user) {
    (void)user;
    static const warp_subtitle_desc subs[] = {{0, "ENGLISH"}, {3, "Hello"}};
    return warp_write_subtitles(w, subs, 2);
}
static int fill_occluders(warp_writer *w, void *user) {
    (void)user;
    static const float pts[2][4][4] = {
        {{0, 0, 0, 1}, {4, 0, 0, 1}, {0, 0, 1, 1}, {4, 0, 1, 1}},
        {{1, 2, 3, 1}, {1, 7, 3, 1}, {1, 2, 4, 1}, {1, 7, 4, 1}},
    };
    return warp_write_occluders(w, pts, 2);
}

static int fill_scene_list(warp_writer *w, void *user) {
    (void)user;
    static const warp_scene_list_entry e[2] = {{0, 0, 0x3A0, "l99_c1", {0}, {0}}, {1, 1, 0x90, "l99_c1aa", {0}, {0}}};
    return warp_write_scene_list(w, e, 2);
}
/* A segment with one object track: two position keys, two rotation keys, two events. */
static int fill_scene(warp_writer *w, void *user) {
    (void)user;
    static const warp_scene_position_key pos[2] = {{0, 0, {1, 2, 3}}, {30, 0, {4, 5, 6}}};
    static const warp_scene_rotation_key rot[2] = {{0, {0}, 0, {0, 0, 0, 1}}, {30, {0}, 0, {0, 0, 0.5f, 0}}};
    static warp_scene_event ev[2];
    memset(ev, 0, sizeof ev);
    ev[0].type = 41, ev[1].frame = 12, ev[1].type = 41;
    static warp_scene_track_desc tr;
    memset(&tr, 0, sizeof tr);
    tr.duration = 1.0f;
    tr.position_count = 2, tr.positions = pos;
    tr.rotation_count = 2, tr.rotations = rot;
    tr.event_count = 2, tr.events = ev;
    warp_scene_desc d;
    memset(&d, 0, sizeof d);
    d.kind = WARP_SCENE_SEGMENT;
    d.name = "l99_c1aa";
    d.counts[WARP_SCENE_OBJECT] = 1;
    d.tracks[WARP_SCENE_OBJECT] = &tr;
    return warp_write_scene(w, &d);
}

static int fill_list(warp_writer *w, void *user) {
    (void)user;
    static const uint32_t v[2 * 9] = {1, 0, 2, 3, 0, 1000, 2000, 300, 0, 4, 0, 5, 6, 0, 1, 2, 3, 0};
    return warp_write_list(w, 0x46, v, 2);
}
/* A main function holding one nested function, both empty but for END. */
static int fill_lua(warp_writer *w, void *user) {
    (void)user;
    warp_write_lua_header(w);
    for (uint32_t i = 0; i < 2; i++) {
        warp_write_lua_string(w, NULL);
        warp_write_zeros(w, 8);
        warp_write_u8(w, 0);
        warp_write_zeros(w, 4 + 4 + 4 + 4 + 4); /* stack, locals, lines, strings, numbers */
        warp_write_u32(w, i ? 0 : 1);
    }
    for (uint32_t i = 0; i < 2; i++) {
        warp_write_u32(w, 1);
        warp_write_u32(w, 0); /* END */
    }
    return warp_writer_status(w);
}
/* One shape, three vertices, one frame of two keys, a blank texture. */
static uint16_t k_icon_tex[128 * 128];
static int fill_icon(warp_writer *w, void *user) {
    (void)user;
    static const int16_t pos[3 * 4] = {0, 0, 0, 4096, 4096, 0, 0, 4096, 0, 4096, 0, 4096};
    static const int16_t nrm[3 * 4] = {0, -4096, 0, 0, 0, -4096, 0, 0, 0, -4096, 0, 0};
    static const int16_t uv[3 * 2] = {0, 0, 4096, 0, 0, 4096};
    static const uint8_t col[3 * 4] = {128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128, 128};
    static const uint32_t frames[2] = {0, 2};
    static const float keys[4] = {0, 1, 14.0625f, 0};
    warp_icon_desc d;
    memset(&d, 0, sizeof d);
    d.shape_count = 1, d.texture_type = 7, d.vertex_count = 3;
    d.positions = pos, d.normals = nrm, d.uvs = uv, d.colors = col;
    d.anim_word0 = 1, d.frame_length = 100, d.speed = 0.5f, d.frame_count = 1;
    d.frames = frames, d.keys = keys, d.texture = k_icon_tex;
    return warp_write_icon(w, &d);
}
static const char k_metrics[] = "METRICS1\r\ncn12.bmp mcn12.bmp\r\n12\r\n65 0 0 7 11\r\n66 8 0 15 11\r\n";
static const char k_objs[] = "2\r\n{dyn_bat {1, 2, 3}, {0, 0, 0, 1}, -1, 0, 0, 0, nil )\r\n"
                             "{part_fire {4, 5, 6}, {0, 0, 0, 1}, -1, 0, 64, 80ff00C0, flag_a)\r\n";

/* Audio tables (chunk payloads), as in test_audio.c. */
static uint8_t k_sounds[4 + 2 * 16], k_classes[16] = {5, 20, 0x05, 3, 1, 9, 8, 0x04, 1, 2, 0, 0, 0, 0, 0, 0};
static uint8_t k_stereo[16 + 2 * 16], k_music[4 + 2 * 104], k_msd[24];
static void put32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static void make_audio(void) {
    put32(k_sounds, 2);
    put32(k_sounds + 4, 0x1000), put32(k_sounds + 8, 0x800), put32(k_sounds + 12, 0xAABBCCDD);
    k_sounds[16] = 10, k_sounds[17] = 90, k_sounds[18] = 36, k_sounds[19] = 7;
    put32(k_sounds + 20, 64), put32(k_sounds + 28, 0xAABBCCDE);
    put32(k_stereo, 2);
    for (int i = 0; i < 2; i++) {
        put32(k_stereo + 16 + 16 * i, 0x100u + (uint32_t)i), put32(k_stereo + 20 + 16 * i, 0x8000);
        put32(k_stereo + 24 + 16 * i, 0x1230), put32(k_stereo + 28 + 16 * i, 7u + (uint32_t)i);
    }
    put32(k_music, 2);
    for (int i = 0; i < 2; i++) {
        uint8_t *r = k_music + 4 + 104 * i;
        put32(r, 0x3F800000u), put32(r + 4, 44100), put32(r + 8, 64), put32(r + 12, 32);
        put32(r + 0x10, 0x800u * (uint32_t)(i + 1)), put32(r + 0x14, 2), put32(r + 0x18, 0x6D80);
        put32(r + 0x1C, 10), put32(r + 0x20, 0x400), memcpy(r + 0x28, "music/x", 7);
    }
    put32(k_msd, 0x11), put32(k_msd + 8, 0x22), put32(k_msd + 12, 0x40); /* then the zero pair */
}

typedef struct fx2 {
    blob keys, desc, anim_res, chardata, ranges, collision, paths, subs, occ, scene_list, scene, list, lua, icon;
    warp_anim *anim;
    warp_level_chunks chunks;
    warp_collision *coll;
    warp_paths *paths_h;
    warp_scene *scene_h;
    warp_scene_track track;
    warp_icon_info icon_info;
} fx2;
static fx2 G;

static const char *setup_modules(void) {
    make_clip();
    make_audio();
    G.keys.p = write_all(fill_keyframes, NULL, &G.keys.n);
    G.desc.p = write_all(fill_descriptor, NULL, &G.desc.n);
    G.anim_res.p = write_all(fill_anim_resource, NULL, &G.anim_res.n);
    G.chardata.p = write_all(fill_chardata, NULL, &G.chardata.n);
    G.ranges.p = write_all(fill_ranges, NULL, &G.ranges.n);
    G.collision.p = write_all(fill_collision, NULL, &G.collision.n);
    G.paths.p = write_all(fill_paths, NULL, &G.paths.n);
    G.subs.p = write_all(fill_subtitles, NULL, &G.subs.n);
    G.occ.p = write_all(fill_occluders, NULL, &G.occ.n);
    G.scene_list.p = write_all(fill_scene_list, NULL, &G.scene_list.n);
    G.scene.p = write_all(fill_scene, NULL, &G.scene.n);
    G.list.p = write_all(fill_list, NULL, &G.list.n);
    G.lua.p = write_all(fill_lua, NULL, &G.lua.n);
    G.icon.p = write_all(fill_icon, NULL, &G.icon.n);
    G.anim = handle(warp_anim_sizeof());
    G.coll = handle(warp_collision_sizeof());
    G.paths_h = handle(warp_paths_sizeof());
    G.scene_h = handle(warp_scene_sizeof());
    CHECK_RC(warp_anim_init(G.anim, warp_anim_sizeof(), WARP_ABI_VERSION, G.desc.p, G.desc.n, G.keys.p, G.keys.n,
                            NULL),
             WARP_OK);
    CHECK_RC(warp_level_find_chunks(G.collision.p, G.collision.n, &G.chunks), WARP_OK);
    CHECK_RC(warp_collision_init(G.coll, warp_collision_sizeof(), WARP_ABI_VERSION, &G.chunks, NULL), WARP_OK);
    CHECK_RC(warp_paths_init(G.paths_h, warp_paths_sizeof(), WARP_ABI_VERSION, G.paths.p, G.paths.n, NULL), WARP_OK);
    CHECK_RC(warp_scene_init(G.scene_h, warp_scene_sizeof(), WARP_ABI_VERSION, G.scene.p, G.scene.n), WARP_OK);
    CHECK_RC(warp_scene_get_track(G.scene_h, WARP_SCENE_OBJECT, 0, &G.track), WARP_OK);
    CHECK_RC(warp_icon_parse(G.icon.p, G.icon.n, NULL, &G.icon_info), WARP_OK);
    return NULL;
}

/* ---- table 1: every call that fills a caller buffer ------------------------------ */
/* Each row calls its function with (dst, cap, size); cap counts the function's own unit. */
typedef int (*fill_call)(void *dst, size_t cap, size_t *size);
typedef struct fill_row { const char *name; fill_call call; size_t unit; int absent; } fill_row;

static int f_rgba(void *d, size_t c, size_t *s) { return warp_texture_decode_rgba(F.tex, 0, d, c, 0, s); }
static int f_indices(void *d, size_t c, size_t *s) { return warp_texture_decode_indices(F.tex, 0, d, c, 0, s); }
static int f_palette(void *d, size_t c, size_t *s) { return warp_texture_decode_palette(F.tex, d, c, s); }
static int f_wad_read(void *d, size_t c, size_t *s) { return warp_wad_read(F.wad_h, 0, d, c, s); }
static int f_name(void *d, size_t c, size_t *s) {
    return warp_recover_name(F.wad.p, F.wad.n, warp_name_hash("2196273834"), d, c, s);
}
static int f_pos(void *d, size_t c, size_t *s) { return warp_geometry_copy_positions(F.geo, 0, d, c, s); }
static int f_mesh(void *d, size_t c, size_t *s) { /* the one-pass copy, positions asked */
    warp_mesh_dst m;
    memset(&m, 0, sizeof m);
    m.positions = d;
    m.vertex_capacity = c;
    return warp_geometry_copy_mesh(F.geo, 0, d ? &m : NULL, s, NULL);
}
static int f_nrm(void *d, size_t c, size_t *s) { return warp_geometry_copy_normals(F.geo, 0, d, c, s); }
static int f_uvs(void *d, size_t c, size_t *s) { return warp_geometry_copy_uvs(F.geo, 0, 0, d, c, s); }
static int f_col(void *d, size_t c, size_t *s) { return warp_geometry_copy_colors(F.geo, 0, d, c, s); }
static int f_col2(void *d, size_t c, size_t *s) { return warp_geometry_copy_colors2(F.geo, 0, d, c, s); }
static int f_jnt(void *d, size_t c, size_t *s) { return warp_geometry_copy_joints(F.geo, 0, d, c, s); }
static int f_wgt(void *d, size_t c, size_t *s) { return warp_geometry_copy_weights(F.geo, 0, d, c, s); }
static int f_tri(void *d, size_t c, size_t *s) { return warp_geometry_copy_triangles(F.geo, 0, d, c, s); }
static int f_table(void *d, size_t c, size_t *s) { return warp_world_sector_table(F.world_h, d, c, s); }
static int f_anim_keys(void *d, size_t c, size_t *s) { return warp_anim_copy_keys(G.anim, 0, d, c, s); }
static int f_slots(void *d, size_t c, size_t *s) {
    return warp_chardata_copy_slots(G.chardata.p, G.chardata.n, d, c, s);
}
static int f_coll_verts(void *d, size_t c, size_t *s) { return warp_collision_copy_vertices(G.coll, d, c, s); }
static int f_resolve(void *d, size_t c, size_t *s) {
    return warp_chardata_resolve(G.chardata.p, G.chardata.n, 1, d, c, s);
}
static int f_scene_pos(void *d, size_t c, size_t *s) {
    return warp_scene_copy_position_keys(G.scene_h, &G.track, d, c, s);
}
static int f_scene_rot(void *d, size_t c, size_t *s) {
    return warp_scene_copy_rotation_keys(G.scene_h, &G.track, d, c, s);
}

/* absent = 1: an attribute the fixture geometry lacks, which must answer WARP_E_NOT_FOUND
 * (before any size rule). */
static const fill_row fill_rows[] = {
    {"warp_texture_decode_rgba", f_rgba, 1, 0},       {"warp_texture_decode_indices", f_indices, 1, 0},
    {"warp_texture_decode_palette", f_palette, 1, 0}, {"warp_wad_read", f_wad_read, 1, 0},
    {"warp_recover_name", f_name, 1, 0},              {"warp_geometry_copy_positions", f_pos, 12, 0},
    {"warp_geometry_copy_normals", f_nrm, 12, 1},     {"warp_geometry_copy_uvs", f_uvs, 8, 1},
    {"warp_geometry_copy_colors", f_col, 4, 1},       {"warp_geometry_copy_colors2", f_col2, 4, 1},
    {"warp_geometry_copy_joints", f_jnt, 8, 1},       {"warp_geometry_copy_weights", f_wgt, 16, 1},
    {"warp_geometry_copy_triangles", f_tri, 12, 0},   {"warp_geometry_copy_mesh", f_mesh, 12, 0},
    {"warp_world_sector_table", f_table, sizeof(warp_world_sector_info), 0},
    {"warp_anim_copy_keys", f_anim_keys, sizeof(warp_anim_key), 0},
    {"warp_chardata_copy_slots", f_slots, 4, 0},
    {"warp_chardata_resolve", f_resolve, 4, 0},
    {"warp_collision_copy_vertices", f_coll_verts, 16, 0},
    {"warp_scene_copy_position_keys", f_scene_pos, sizeof(warp_scene_position_key), 0},
    {"warp_scene_copy_rotation_keys", f_scene_rot, sizeof(warp_scene_rotation_key), 0},
};

TEST(ask_then_decode_everywhere) {
    int checked = 0;
    for (size_t i = 0; i < sizeof fill_rows / sizeof fill_rows[0]; i++) {
        const fill_row *r = &fill_rows[i];
        size_t size = 12345;
        int rc = r->call(NULL, 0, &size);
        if (r->absent) {
            if (rc != WARP_E_NOT_FOUND) FAILF("%s of an absent attribute: %s", r->name, warp_strerror(rc));
            continue;
        }
        if (rc != WARP_OK) FAILF("%s(dst NULL, &size): %s", r->name, warp_strerror(rc));
        if (size == 0 || size == 12345) FAILF("%s: size %zu", r->name, size);
        if ((rc = r->call(NULL, 0, NULL)) != WARP_E_ARG) FAILF("%s(dst NULL, size NULL): %s", r->name, warp_strerror(rc));
        unsigned char *buf = malloc(size * r->unit + 1);
        memset(buf, 0xA5, size * r->unit + 1);
        size_t again = 0;
        if ((rc = r->call(buf, size - 1, &again)) != WARP_E_DST_SMALL || again != size)
            FAILF("%s(cap %zu): %s, size %zu", r->name, size - 1, warp_strerror(rc), again);
        for (size_t k = 0; k <= size * r->unit; k++)
            if (buf[k] != 0xA5) FAILF("%s wrote into a buffer too small", r->name);
        if ((rc = r->call(buf, size, NULL)) != WARP_OK) FAILF("%s(cap %zu, size NULL): %s", r->name, size, warp_strerror(rc));
        if (buf[size * r->unit] != 0xA5) FAILF("%s wrote past the size it reported", r->name);
        free(buf);
        checked++;
    }
    CHECK_EQ(checked, 15);
    return NULL;
}

/* ---- table 2: every walk with a callback ---------------------------------------- */
static int stop_cb(void *user, const void *item) {
    (void)item;
    ++*(int *)user;
    return 7; /* any non-zero value stops: the walk returns WARP_STOPPED, not 7 */
}
typedef int (*walk_call)(int null_cb, int *calls);
typedef struct walk_row { const char *name; walk_call call; } walk_row;

static int w_rw(int n, int *c) {
    return warp_rw_foreach(F.clump.p, F.clump.n, NULL, n ? NULL : (warp_rw_cb)(void (*)(void))stop_cb, c, NULL);
}
static int w_chunk(int n, int *c) {
    return warp_chunk_foreach(F.wad.p, F.wad.n, NULL, n ? NULL : (warp_chunk_cb)(void (*)(void))stop_cb, c);
}
static int w_txd(int n, int *c) {
    return warp_txd_foreach(F.txd.p, F.txd.n, NULL, n ? NULL : (warp_txd_cb)(void (*)(void))stop_cb, c);
}
static int w_txd_all(int n, int *c) {
    return warp_txd_foreach_all(F.txd.p, F.txd.n, NULL, n ? NULL : (warp_txd_cb)(void (*)(void))stop_cb,
                                (warp_txd_bad_cb)(void (*)(void))stop_cb, c);
}
static int w_sector(int n, int *c) {
    return warp_world_foreach_sector(F.world_h, n ? NULL : (warp_world_sector_cb)(void (*)(void))stop_cb, c);
}
static int w_part(int n, int *c) {
    return warp_world_part_foreach(F.part.p, F.part.n, NULL, n ? NULL : (warp_world_part_cb)(void (*)(void))stop_cb, c);
}
static int w_stream(int n, int *c) {
    return warp_entry_streams(F.wad.p, F.wad.n, WARP_KIND_UNKNOWN, NULL,
                              n ? NULL : (warp_stream_cb)(void (*)(void))stop_cb, c);
}
/* The callback argument: NULL for the WARP_E_ARG case, else stop_cb as the walk's type. */
#define CB(type, null_cb) ((null_cb) ? NULL : (type)(void (*)(void))stop_cb)
static int w_channel(int n, int *c) { return warp_anim_foreach_channel(G.anim, CB(warp_anim_channel_cb, n), c); }
static int w_anim_event(int n, int *c) { return warp_anim_foreach_event(G.anim, CB(warp_anim_event_cb, n), c); }
static int w_clip(int n, int *c) {
    return warp_anim_foreach_clip(G.anim_res.p, G.anim_res.n, NULL, CB(warp_anim_clip_cb, n), c);
}
static int w_range(int n, int *c) {
    return warp_range_list_foreach(G.ranges.p, G.ranges.n, NULL, CB(warp_anim_range_cb, n), c, NULL);
}
static int w_sound(int n, int *c) {
    return warp_sound_list_foreach(k_sounds, sizeof k_sounds, NULL, CB(warp_sound_cb, n), c);
}
static int w_class(int n, int *c) {
    return warp_sound_class_foreach(k_classes, sizeof k_classes, NULL, CB(warp_sound_class_cb, n), c);
}
static int w_stereo(int n, int *c) {
    return warp_stereo_foreach(k_stereo, sizeof k_stereo, NULL, CB(warp_stereo_cb, n), c);
}
static int w_music(int n, int *c) { return warp_music_foreach(k_music, sizeof k_music, NULL, CB(warp_music_cb, n), c); }
static int w_bank(int n, int *c) { return warp_bank_foreach(k_msd, sizeof k_msd, 0x100, NULL, CB(warp_bank_cb, n), c); }
static int w_cell(int n, int *c) { return warp_collision_foreach_cell(G.coll, CB(warp_collision_cell_cb, n), c); }
static int w_path(int n, int *c) { return warp_paths_foreach_path(G.paths_h, CB(warp_path_cb, n), c); }
static int w_node(int n, int *c) { return warp_paths_foreach_node(G.paths_h, CB(warp_path_node_cb, n), c); }
static int w_scene_event(int n, int *c) {
    return warp_scene_foreach_event(G.scene_h, &G.track, CB(warp_scene_event_cb, n), c);
}
static int w_list(int n, int *c) { return warp_list_foreach(0x46, G.list.p, G.list.n, NULL, CB(warp_list_cb, n), c); }
static int w_lua(int n, int *c) { return warp_lua_foreach(G.lua.p, G.lua.n, NULL, CB(warp_lua_cb, n), c, NULL); }
static int w_icon(int n, int *c) {
    return warp_icon_foreach_key(G.icon.p, G.icon.n, &G.icon_info, CB(warp_icon_key_cb, n), c);
}
static int w_metrics(int n, int *c) {
    return warp_metrics_foreach(k_metrics, sizeof k_metrics - 1, NULL, CB(warp_metrics_cb, n), c);
}
static int w_objs(int n, int *c) {
    return warp_objs_foreach(k_objs, sizeof k_objs - 1, NULL, CB(warp_objs_cb, n), c, NULL);
}

static const walk_row walk_rows[] = {
    {"warp_rw_foreach", w_rw},        {"warp_chunk_foreach", w_chunk},         {"warp_txd_foreach", w_txd},
    {"warp_txd_foreach_all", w_txd_all},
    {"warp_world_foreach_sector", w_sector}, {"warp_world_part_foreach", w_part}, {"warp_entry_streams", w_stream},
    {"warp_anim_foreach_channel", w_channel}, {"warp_anim_foreach_event", w_anim_event},
    {"warp_anim_foreach_clip", w_clip},       {"warp_range_list_foreach", w_range},
    {"warp_sound_list_foreach", w_sound},     {"warp_sound_class_foreach", w_class},
    {"warp_stereo_foreach", w_stereo},        {"warp_music_foreach", w_music},
    {"warp_bank_foreach", w_bank},            {"warp_collision_foreach_cell", w_cell},
    {"warp_paths_foreach_path", w_path},      {"warp_paths_foreach_node", w_node},
    {"warp_scene_foreach_event", w_scene_event},
    {"warp_list_foreach", w_list},            {"warp_lua_foreach", w_lua},
    {"warp_icon_foreach_key", w_icon},        {"warp_metrics_foreach", w_metrics},
    {"warp_objs_foreach", w_objs},
};

TEST(callbacks_everywhere) {
    for (size_t i = 0; i < sizeof walk_rows / sizeof walk_rows[0]; i++) {
        int calls = 0, rc;
        if ((rc = walk_rows[i].call(1, &calls)) != WARP_E_ARG) FAILF("%s(cb NULL): %s", walk_rows[i].name, warp_strerror(rc));
        if ((rc = walk_rows[i].call(0, &calls)) != WARP_STOPPED || calls != 1)
            FAILF("%s(stop at once): %s after %d calls", walk_rows[i].name, warp_strerror(rc), calls);
    }
    return NULL;
}

/* Walks that also report a count take cb NULL to only count (warp.h, Iteration): the
 * count pointer is then required, and the walk makes no call. */
typedef int (*count_walk_call)(int null_cb, int *calls, size_t *count);
typedef struct count_walk_row { const char *name; count_walk_call call; size_t count; } count_walk_row;

static int cw_subtitle(int n, int *c, size_t *k) {
    return warp_subtitle_foreach(G.subs.p, G.subs.n, CB(warp_subtitle_cb, n), c, k);
}
static int cw_occluder(int n, int *c, size_t *k) {
    return warp_occluder_foreach(G.occ.p, G.occ.n, CB(warp_occluder_cb, n), c, k);
}
static int cw_scene_list(int n, int *c, size_t *k) {
    return warp_scene_list_foreach(G.scene_list.p, G.scene_list.n, CB(warp_scene_list_cb, n), c, k);
}
static const count_walk_row count_walk_rows[] = {
    {"warp_subtitle_foreach", cw_subtitle, 2},
    {"warp_occluder_foreach", cw_occluder, 2},
    {"warp_scene_list_foreach", cw_scene_list, 2},
};

TEST(counting_walks) {
    for (size_t i = 0; i < sizeof count_walk_rows / sizeof count_walk_rows[0]; i++) {
        const count_walk_row *r = &count_walk_rows[i];
        int calls = 0, rc;
        size_t count = 12345;
        if ((rc = r->call(1, &calls, NULL)) != WARP_E_ARG)
            FAILF("%s(cb NULL, count NULL): %s", r->name, warp_strerror(rc));
        if ((rc = r->call(1, &calls, &count)) != WARP_OK || count != r->count || calls != 0)
            FAILF("%s(cb NULL): %s, count %zu, %d calls", r->name, warp_strerror(rc), count, calls);
        if ((rc = r->call(0, &calls, NULL)) != WARP_STOPPED || calls != 1)
            FAILF("%s(stop at once): %s after %d calls", r->name, warp_strerror(rc), calls);
    }
    return NULL;
}

/* ---- table 3: every index argument ----------------------------------------------- */
typedef int (*index_call)(uint32_t i);
typedef struct index_row { const char *name; index_call call; uint32_t count; } index_row;

static int i_wad_get(uint32_t i) { warp_entry e; return warp_wad_get(F.wad_h, i, &e); }
static int i_wad_read(uint32_t i) { size_t n; return warp_wad_read(F.wad_h, i, NULL, 0, &n); }
static int i_wad_data(uint32_t i) { const uint8_t *d; size_t n; return warp_wad_data(F.wad_h, i, &d, &n); }
static int i_level(uint32_t i) { size_t n; return warp_texture_decode_rgba(F.tex, i, NULL, 0, 0, &n); }
static int i_level_idx(uint32_t i) { size_t n; return warp_texture_decode_indices(F.tex, i, NULL, 0, 0, &n); }
static int i_frame(uint32_t i) { warp_frame_info f; return warp_clump_frame(F.clump_h, i, &f); }
static int i_atomic(uint32_t i) { warp_atomic_info a; return warp_clump_atomic(F.clump_h, i, &a); }
static int i_geometry(uint32_t i) {
    warp_geometry *g = handle(warp_geometry_sizeof());
    int rc = warp_clump_geometry(F.clump_h, i, g, warp_geometry_sizeof());
    free(g);
    return rc;
}
static int i_mesh(uint32_t i) { warp_geometry_mesh_info m; return warp_geometry_get_mesh(F.geo, i, &m); }
static int i_copy(uint32_t i) { size_t n; return warp_geometry_copy_positions(F.geo, i, NULL, 0, &n); }
static int i_material(uint32_t i) { warp_material_info m; return warp_geometry_material(F.geo, i, &m); }
static int i_world_material(uint32_t i) { warp_material_info m; return warp_world_material(F.world_h, i, &m); }
static int i_manifest(uint32_t i) { uint32_t a, b; return warp_world_manifest_part(F.manifest.p, F.manifest.n, i, &a, &b); }

static int i_anim_keys(uint32_t i) { size_t n; return warp_anim_copy_keys(G.anim, i, NULL, 0, &n); }
static int i_coll_tri(uint32_t i) { warp_collision_triangle t; return warp_collision_get_triangle(G.coll, i, &t); }
static int i_path_vertex(uint32_t i) { warp_path_vertex v; return warp_paths_get_vertex(G.paths_h, i, &v); }
static int i_path_area(uint32_t i) { warp_path_area_record a; return warp_paths_get_area_record(G.paths_h, i, &a); }
static int i_path_edge(uint32_t i) { warp_path_edge e; return warp_paths_get_edge(G.paths_h, i, &e); }
static int i_scene_track(uint32_t i) {
    warp_scene_track t;
    return warp_scene_get_track(G.scene_h, WARP_SCENE_OBJECT, i, &t);
}
static int i_list_field(uint32_t i) { warp_list_field f; return warp_list_field_get(0x46, i, &f); }
static int i_icon_vertex(uint32_t i) {
    warp_icon_vertex v;
    return warp_icon_get_vertex(G.icon.p, G.icon.n, &G.icon_info, i, 0, NULL, &v);
}

static const index_row index_rows[] = {
    {"warp_wad_get", i_wad_get, 1},        {"warp_wad_read", i_wad_read, 1},
    {"warp_wad_data", i_wad_data, 1},      {"warp_texture_decode_rgba", i_level, 1},
    {"warp_texture_decode_indices", i_level_idx, 1}, {"warp_clump_frame", i_frame, 1},
    {"warp_clump_atomic", i_atomic, 1},    {"warp_clump_geometry", i_geometry, 1},
    {"warp_geometry_get_mesh", i_mesh, 1}, {"warp_geometry_copy_positions", i_copy, 1},
    {"warp_geometry_material", i_material, 1}, {"warp_world_material", i_world_material, 1},
    {"warp_world_manifest_part", i_manifest, 1},
    {"warp_anim_copy_keys", i_anim_keys, 1},   {"warp_collision_get_triangle", i_coll_tri, 2},
    {"warp_paths_get_vertex", i_path_vertex, 8}, {"warp_paths_get_area_record", i_path_area, 2},
    {"warp_paths_get_edge", i_path_edge, 2},   {"warp_scene_get_track", i_scene_track, 1},
    {"warp_list_field_get", i_list_field, 9},  {"warp_icon_get_vertex", i_icon_vertex, 3},
};

TEST(index_past_end_is_range) {
    for (size_t i = 0; i < sizeof index_rows / sizeof index_rows[0]; i++) {
        const index_row *r = &index_rows[i];
        int rc;
        if ((rc = r->call(r->count - 1)) != WARP_OK) FAILF("%s(last): %s", r->name, warp_strerror(rc));
        if ((rc = r->call(r->count)) != WARP_E_RANGE) FAILF("%s(count): %s", r->name, warp_strerror(rc));
        if ((rc = r->call(UINT32_MAX)) != WARP_E_RANGE) FAILF("%s(UINT32_MAX): %s", r->name, warp_strerror(rc));
    }
    return NULL;
}

/* ---- census: a new filling call or walk must join a table ------------------------ */
static int in_rows(const char *sym) {
    for (size_t i = 0; i < sizeof fill_rows / sizeof fill_rows[0]; i++)
        if (!strcmp(sym, fill_rows[i].name)) return 1;
    for (size_t i = 0; i < sizeof walk_rows / sizeof walk_rows[0]; i++)
        if (!strcmp(sym, walk_rows[i].name)) return 1;
    for (size_t i = 0; i < sizeof count_walk_rows / sizeof count_walk_rows[0]; i++)
        if (!strcmp(sym, count_walk_rows[i].name)) return 1;
    return 0;
}

static const char *symbols_path;

TEST(every_filler_and_walk_is_in_a_table) {
    if (!symbols_path) SKIP("no symbol list given");
    FILE *f = fopen(symbols_path, "r");
    if (!f) FAILF("cannot open %s", symbols_path);
    char line[128];
    int seen = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        int filler = strstr(line, "_copy_") || strstr(line, "warp_texture_decode_") || !strcmp(line, "warp_wad_read") ||
                     !strcmp(line, "warp_recover_name") || strstr(line, "_table");
        int walk = strstr(line, "_foreach") || !strcmp(line, "warp_entry_streams");
        if ((filler || walk) && !in_rows(line)) {
            fclose(f);
            FAILF("%s is exported but no table row checks its conventions", line);
        }
        seen += filler || walk;
    }
    fclose(f);
    CHECK(seen >= (int)(sizeof fill_rows / sizeof fill_rows[0]));
    return NULL;
}

/* ---- handles, limits, reserved words --------------------------------------------- */
TEST(handle_sizes_are_aligned) {
    size_t sizes[] = {warp_wad_sizeof(), warp_writer_sizeof(), warp_texture_sizeof(), warp_geometry_sizeof(),
                      warp_clump_sizeof(), warp_world_sizeof()};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) CHECK_EQ(sizes[i] % WARP_ALIGN, 0);
    /* a byte short of warp_X_sizeof() is refused, whatever the struct's own size */
    warp_texture *t = handle(warp_texture_sizeof());
    CHECK_RC(warp_texture_init(t, warp_texture_sizeof() - 1, WARP_ABI_VERSION, F.txd.p + 12 + 16, F.txd.n, NULL),
             WARP_E_MEM_SMALL);
    free(t);
    return NULL;
}

TEST(handles_copy_with_memcpy) {
    /* a copy of the texture and of the geometry work on their own after the original is wiped */
    warp_texture *t = handle(warp_texture_sizeof());
    warp_geometry *g = handle(warp_geometry_sizeof());
    memcpy(t, F.tex, warp_texture_sizeof());
    memcpy(g, F.geo, warp_geometry_sizeof());
    warp_texture_info in;
    CHECK_RC(warp_texture_get_info(t, &in), WARP_OK);
    CHECK(!strcmp(in.name, "brick"));
    CHECK_EQ(in.name_len, 5);
    CHECK_EQ(in.index, 1);
    uint8_t px[8 * 8 * 4];
    CHECK_RC(warp_texture_decode_rgba(t, 0, px, sizeof px, 0, NULL), WARP_OK);
    /* index 9 at (1,1): the palette round-trips in index order, entry 9's red is 9 * 4 */
    CHECK_EQ(px[(8 + 1) * 4], 36);
    size_t n;
    CHECK_RC(warp_geometry_copy_positions(g, 0, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, 4);
    /* the geometry outlives its clump handle: wipe the clump, the geometry still decodes */
    warp_clump *c = handle(warp_clump_sizeof());
    CHECK_RC(warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, F.clump.p, F.clump.n, NULL), WARP_OK);
    CHECK_RC(warp_clump_geometry(c, 0, g, warp_geometry_sizeof()), WARP_OK);
    memset(c, 0, warp_clump_sizeof());
    free(c);
    float pos[12];
    CHECK_RC(warp_geometry_copy_positions(g, 0, pos, 4, NULL), WARP_OK);
    CHECK(pos[3] == 1.0f && pos[10] == 1.0f);
    /* the section span reopens the texture later */
    warp_texture *again = handle(warp_texture_sizeof());
    CHECK_RC(warp_texture_init(again, warp_texture_sizeof(), WARP_ABI_VERSION, in.section, in.section_len, NULL), WARP_OK);
    warp_texture_info in2;
    CHECK_RC(warp_texture_get_info(again, &in2), WARP_OK);
    CHECK(!strcmp(in2.name, "brick"));
    free(again);
    free(t);
    free(g);
    return NULL;
}

TEST(limits_zero_means_default_reserved_rejected) {
    warp_limits l;
    memset(&l, 0, sizeof l);
    CHECK_RC(warp_rw_foreach(F.clump.p, F.clump.n, &l, (warp_rw_cb)(void (*)(void))stop_cb, &(int){0}, NULL), WARP_STOPPED);
    warp_clump *c = handle(warp_clump_sizeof());
    CHECK_RC(warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, F.clump.p, F.clump.n, &l), WARP_OK);
    l.reserved[10] = 1;
    CHECK_RC(warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, F.clump.p, F.clump.n, &l), WARP_E_ARG);
    CHECK_RC(warp_wad_init(F.wad_h, warp_wad_sizeof(), WARP_ABI_VERSION, F.dir.p, F.dir.n, F.wad.n, &l), WARP_E_ARG);
    CHECK_RC(warp_wad_init(F.wad_h, warp_wad_sizeof(), WARP_ABI_VERSION, F.dir.p, F.dir.n, F.wad.n, NULL), WARP_OK);
    CHECK_RC(warp_wad_set_memory(F.wad_h, F.wad.p, F.wad.n), WARP_OK);
    free(c);
    /* an encoder description with a reserved word set is refused, nothing written */
    warp_writer *w = handle(warp_writer_sizeof());
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.reserved[0] = 1;
    CHECK_RC(warp_write_atomic(w, &a, NULL, STAMP), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 0);
    free(w);
    return NULL;
}

TEST(null_inputs_are_arg) {
    int kind;
    CHECK_RC(warp_classify(NULL, 0, 0, &kind), WARP_E_ARG);
    CHECK_RC(warp_container_kind(NULL, 0, NULL), WARP_CONTAINER_NONE);
    int st = 0;
    warp_container_kind(NULL, 0, &st);
    CHECK_RC(st, WARP_E_ARG);
    uint32_t i;
    CHECK_RC(warp_wad_first_bad(NULL, 0, 0, &i), WARP_E_ARG);
    warp_texture *t = handle(warp_texture_sizeof());
    CHECK_RC(warp_txd_find(t, warp_texture_sizeof(), WARP_ABI_VERSION, NULL, 0, NULL, "a", 1), WARP_E_ARG);
    CHECK_RC(warp_txd_find(t, warp_texture_sizeof(), WARP_ABI_VERSION, F.txd.p, F.txd.n, NULL, "bricks", 6),
             WARP_E_NOT_FOUND);
    CHECK_RC(warp_txd_find(t, warp_texture_sizeof(), WARP_ABI_VERSION, F.txd.p, F.txd.n, NULL, "brickwork", 5),
             WARP_OK); /* the length bounds the name */
    free(t);
    return NULL;
}

/* ---- the stream walker: where each stream came from --------------------------------- */
typedef struct got { warp_stream_info s[4]; int n; } got;
static int keep(void *user, const warp_stream_info *s) {
    got *g = (got *)user;
    if (g->n < 4) g->s[g->n] = *s;
    g->n++;
    return 0;
}

TEST(entry_streams_sources) {
    got g = {0};
    /* a resource: its 0x2A chunk's dictionary */
    CHECK_RC(warp_entry_streams(F.wad.p, F.wad.n, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    CHECK_EQ(g.n, 1);
    CHECK_EQ(g.s[0].source, WARP_STREAM_CHUNK);
    CHECK_EQ(g.s[0].kind, WARP_KIND_TEXTURES);
    CHECK_EQ(g.s[0].chunk_type, WARP_CHUNK_RW_TEXTURE_DICTIONARY);
    CHECK_EQ(g.s[0].type, WARP_RW_TEXTURE_DICTIONARY);
    CHECK_EQ(g.s[0].offset, 32); /* resource header + chunk header */
    CHECK_EQ(g.s[0].resource_hash, 0x82E87AAAu);
    CHECK(g.s[0].section == F.wad.p + 32 && g.s[0].section_len == F.txd.n);
    /* a world part: its dictionary, then each atomic with its sector index */
    memset(&g, 0, sizeof g);
    CHECK_RC(warp_entry_streams(F.part.p, F.part.n, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    CHECK_EQ(g.n, 2);
    CHECK_EQ(g.s[0].source, WARP_STREAM_WORLD_PART);
    CHECK_EQ(g.s[0].type, WARP_RW_TEXTURE_DICTIONARY);
    CHECK_EQ(g.s[0].offset, 16);
    CHECK_EQ(g.s[0].part_k, WARP_WORLD_NO_INDEX);
    CHECK_EQ(g.s[1].type, WARP_RW_ATOMIC);
    CHECK_EQ(g.s[1].part_k, 0);
    CHECK_EQ(g.s[1].offset, 16 + F.txd.n + 4 + 4);
    CHECK_EQ(g.s[1].index, 1);
    /* a plain RenderWare file: one stream, the whole buffer */
    memset(&g, 0, sizeof g);
    CHECK_RC(warp_entry_streams(F.clump.p, F.clump.n, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    CHECK_EQ(g.n, 1);
    CHECK_EQ(g.s[0].source, WARP_STREAM_PLAIN);
    CHECK_EQ(g.s[0].type, WARP_RW_CLUMP);
    /* a plain file cut short: its header declares more than the buffer, so TRUNCATED, no call;
     * bytes that are not RenderWare stay no call and WARP_OK */
    memset(&g, 0, sizeof g);
    CHECK_RC(warp_entry_streams(F.clump.p, F.clump.n - 1, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_E_TRUNCATED);
    CHECK_EQ(g.n, 0);
    CHECK_RC(warp_entry_streams(F.clump.p, 11, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    static const uint8_t not_rw[16] = {0x10, 0, 0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF}; /* no 3.x stamp */
    CHECK_RC(warp_entry_streams(not_rw, sizeof not_rw, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    CHECK_EQ(g.n, 0);
    /* entries without RenderWare: no call */
    memset(&g, 0, sizeof g);
    CHECK_RC(warp_entry_streams(F.manifest.p, F.manifest.n, WARP_KIND_UNKNOWN, NULL, keep, &g), WARP_OK);
    CHECK_EQ(g.n, 0);
    CHECK_RC(warp_entry_streams(F.wad.p, F.wad.n, WARP_KIND_COUNT, NULL, keep, &g), WARP_E_ARG);
    /* the first bad DIR record of a truncated WAD */
    uint32_t bad = 99;
    CHECK_RC(warp_wad_first_bad(F.dir.p, F.dir.n, F.wad.n, &bad), WARP_E_NOT_FOUND);
    CHECK_RC(warp_wad_first_bad(F.dir.p, F.dir.n, F.wad.n - 1, &bad), WARP_OK);
    CHECK_EQ(bad, 0);
    CHECK_RC(warp_wad_first_bad(F.dir.p, F.dir.n - 1, F.wad.n, &bad), WARP_E_TRUNCATED);
    return NULL;
}

/* ---- warp.h: "a failed init leaves the handle unusable", a working one included ------- */
/* Each handle type: init works and a call answers; a re-init that fails (wrong ABI version,
 * storage a byte short, a NULL input) leaves the call answering WARP_E_ARG (a WAD: count 0). */
typedef int (*init_fn)(void *h, size_t size, uint32_t abi, int null_input);
typedef int (*probe_fn)(const void *h);
static int i_wad(void *h, size_t n, uint32_t abi, int z) {
    return warp_wad_init(h, n, abi, z ? NULL : F.dir.p, F.dir.n, F.wad.n, NULL);
}
static int p_wad(const void *h) {
    warp_entry e;
    int rc = warp_wad_get(h, 0, &e);
    return rc ? rc : warp_wad_count(h) == 1 ? WARP_OK : WARP_E_CORRUPT;
}
static int i_writer(void *h, size_t n, uint32_t abi, int z) { return warp_writer_init(h, n, abi, NULL, z); }
static int p_writer(const void *h) { return warp_writer_status(h); }
static int i_tex(void *h, size_t n, uint32_t abi, int z) {
    return warp_texture_init(h, n, abi, z ? NULL : F.tex_section, F.tex_section_len, NULL);
}
static int i_txd_find(void *h, size_t n, uint32_t abi, int z) {
    return warp_txd_find(h, n, abi, z ? NULL : F.txd.p, F.txd.n, NULL, "brick", 5);
}
static int p_tex(const void *h) {
    warp_texture_info in;
    return warp_texture_get_info(h, &in);
}
static int i_geo(void *h, size_t n, uint32_t abi, int z) {
    return warp_geometry_init(h, n, abi, z ? NULL : F.geo_section, F.geo_section_len, NULL, NULL);
}
static int p_geo(const void *h) {
    warp_geometry_info in;
    return warp_geometry_get_info(h, &in);
}
static int i_clump(void *h, size_t n, uint32_t abi, int z) {
    return warp_clump_init(h, n, abi, z ? NULL : F.clump.p, F.clump.n, NULL);
}
static int p_clump(const void *h) {
    warp_clump_info in;
    return warp_clump_get_info(h, &in);
}
static int i_world(void *h, size_t n, uint32_t abi, int z) {
    return warp_world_init(h, n, abi, z ? NULL : F.world.p, F.world.n, NULL);
}
static int p_world(const void *h) {
    warp_world_info in;
    return warp_world_get_info(h, &in);
}
static int i_anim(void *h, size_t n, uint32_t abi, int z) {
    return warp_anim_init(h, n, abi, z ? NULL : G.desc.p, G.desc.n, G.keys.p, G.keys.n, NULL);
}
static int p_anim(const void *h) {
    warp_anim_info in;
    return warp_anim_get_info(h, &in);
}
static int i_scene(void *h, size_t n, uint32_t abi, int z) {
    return warp_scene_init(h, n, abi, z ? NULL : G.scene.p, G.scene.n);
}
static int p_scene(const void *h) {
    warp_scene_info in;
    return warp_scene_get_info(h, &in);
}
static int i_coll(void *h, size_t n, uint32_t abi, int z) {
    return warp_collision_init(h, n, abi, z ? NULL : &G.chunks, NULL);
}
static int p_coll(const void *h) {
    warp_collision_info in;
    return warp_collision_get_info(h, &in);
}
static int i_paths(void *h, size_t n, uint32_t abi, int z) {
    return warp_paths_init(h, n, abi, z ? NULL : G.paths.p, G.paths.n, NULL);
}
static int p_paths(const void *h) {
    warp_paths_info in;
    return warp_paths_get_info(h, &in);
}

TEST(failed_reinit_poisons) {
    static const struct {
        const char *name;
        size_t (*size)(void);
        init_fn init;
        probe_fn probe;
        int null_input; /* the WARP_E_ARG input of this init (the writer's: a NULL dst with a capacity) */
    } rows[] = {
        {"wad", warp_wad_sizeof, i_wad, p_wad, 1},           {"writer", warp_writer_sizeof, i_writer, p_writer, 1},
        {"texture", warp_texture_sizeof, i_tex, p_tex, 1},   {"txd_find", warp_texture_sizeof, i_txd_find, p_tex, 1},
        {"geometry", warp_geometry_sizeof, i_geo, p_geo, 1}, {"clump", warp_clump_sizeof, i_clump, p_clump, 1},
        {"world", warp_world_sizeof, i_world, p_world, 1},   {"anim", warp_anim_sizeof, i_anim, p_anim, 1},
        {"scene", warp_scene_sizeof, i_scene, p_scene, 1},   {"collision", warp_collision_sizeof, i_coll, p_coll, 1},
        {"paths", warp_paths_sizeof, i_paths, p_paths, 1},
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
        size_t n = rows[r].size();
        void *h = handle(n);
        /* three failures: an ABI version of another major, storage a byte short, a NULL input */
        for (int how = 0; how < 3; how++) {
            int rc = rows[r].init(h, n, WARP_ABI_VERSION, 0);
            if (rc != WARP_OK || rows[r].probe(h) != WARP_OK) FAILF("%s: init or probe failed", rows[r].name);
            int want = how == 0 ? WARP_E_VERSION : how == 1 ? WARP_E_MEM_SMALL : WARP_E_ARG;
            rc = how == 0   ? rows[r].init(h, n, WARP_ABI_VERSION + (1u << 16), 0)
                 : how == 1 ? rows[r].init(h, n - 1, WARP_ABI_VERSION, 0)
                            : rows[r].init(h, n, WARP_ABI_VERSION, 1);
            if (rc != want) FAILF("%s: re-init %d returned %s", rows[r].name, how, warp_strerror(rc));
            if ((rc = rows[r].probe(h)) != WARP_E_ARG)
                FAILF("%s: after failed re-init %d the handle answers %s", rows[r].name, how, warp_strerror(rc));
            if (r == 0 && warp_wad_count(h) != 0) FAILF("wad: count %u after a failed init", warp_wad_count(h));
        }
        free(h);
    }
    return NULL;
}

/* ---- what wad.h states about misuse ------------------------------------------------- */
TEST(wad_misuse_errors) {
    warp_wad *w = handle(warp_wad_sizeof());
    memset(w, 0, warp_wad_sizeof());
    CHECK_RC(warp_wad_set_memory(w, F.wad.p, F.wad.n), WARP_E_ARG); /* never initialised */
    CHECK_EQ(warp_wad_index_size(w), 0);
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, F.dir.p, F.dir.n, F.wad.n, NULL), WARP_OK);
    size_t n = 0;
    /* before a source, the size query too is STATE (wad.h); the size is warp_wad_get's */
    CHECK_RC(warp_wad_read(w, 0, NULL, 0, &n), WARP_E_STATE);
    warp_entry e;
    CHECK_RC(warp_wad_get(w, 0, &e), WARP_OK);
    CHECK_EQ(e.size, F.wad.n);
    unsigned char *buf = malloc(F.wad.n);
    CHECK_RC(warp_wad_read(w, 0, buf, F.wad.n, NULL), WARP_E_STATE); /* no source yet */
    CHECK_RC(warp_wad_set_memory(w, F.wad.p, F.wad.n - 1), WARP_E_ARG); /* length != init's wad_size */
    CHECK_RC(warp_wad_set_memory(w, NULL, 0), WARP_E_ARG);
    CHECK_RC(warp_wad_set_reader(w, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_wad_set_memory(w, F.wad.p, F.wad.n), WARP_OK);
    CHECK_RC(warp_wad_read(w, 0, NULL, 0, &n), WARP_OK);
    CHECK_EQ(n, F.wad.n);
    CHECK_RC(warp_wad_read(w, 0, buf, F.wad.n, NULL), WARP_OK);
    CHECK(!memcmp(buf, F.wad.p, F.wad.n));
    free(buf);
    /* the hash index: 4-byte aligned, index_size bytes */
    size_t need = warp_wad_index_size(w);
    CHECK(need >= 8);
    uint32_t *idx = malloc(need + 4);
    CHECK_RC(warp_wad_index_init(w, (char *)idx + 2, need), WARP_E_MEM_SMALL);
    CHECK_RC(warp_wad_index_init(w, idx, need - 1), WARP_E_MEM_SMALL);
    CHECK_RC(warp_wad_index_init(w, idx, need), WARP_OK);
    uint32_t i = 9;
    CHECK_RC(warp_wad_find_hash(w, 0x12345678u, &i), WARP_OK);
    CHECK_EQ(i, 0);
    free(idx);
    /* the first bad index, as init's RANGE does not say it */
    CHECK_RC(warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, F.dir.p, F.dir.n, F.wad.n - 1, NULL), WARP_E_RANGE);
    CHECK_RC(warp_wad_first_bad(F.dir.p, F.dir.n, F.wad.n - 1, &i), WARP_OK);
    CHECK_EQ(i, 0);
    free(w);
    return NULL;
}

int main(int argc, char **argv) {
    symbols_path = argc > 1 ? argv[1] : NULL;
    const char *msg = setup();
    if (!msg) msg = setup_modules();
    if (msg) {
        printf("FAIL setup: %s\n", msg);
        return 1;
    }
    static const test_case cases[] = {
        T(ask_then_decode_everywhere), T(callbacks_everywhere), T(counting_walks), T(index_past_end_is_range),
        T(every_filler_and_walk_is_in_a_table), T(handle_sizes_are_aligned), T(handles_copy_with_memcpy),
        T(limits_zero_means_default_reserved_rejected), T(null_inputs_are_arg), T(entry_streams_sources),
        T(wad_misuse_errors), T(failed_reinit_poisons),
    };
    return run_tests("api", cases, sizeof cases / sizeof cases[0]);
}
