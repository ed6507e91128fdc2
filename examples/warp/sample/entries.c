/* The entries of the sample WAD, one fill function each, and the table that lists
 * them with the kind each must classify as. Layouts follow FACTS.md (sections cited). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sample/sample.h"
#include "sample/level.h"
#include "platform/util.h"

#define STAMP WARP_RW_STAMP_37002
#define TABLE(a) (sizeof(a) / sizeof((a)[0]))


static void *zalloc(size_t n) {
    void *p = calloc(1, n);
    if (!p) {
        fprintf(stderr, "warp sample: out of memory\n");
        exit(1);
    }
    return p;
}

uint32_t sample_size_of(const sample_entry *all, size_t count, const char *name) {
    for (size_t i = 0; i < count; i++)
        if (!strcmp(all[i].name, name)) return (uint32_t)all[i].len;
    return 0;
}

/* ---- texture dictionaries (0x2A) ----------------------------------------------------- */
typedef struct tex_spec {
    int art;
    const char *name;
    uint32_t w, h, levels, tint;
} tex_spec;

/* A whole 0x16 dictionary section of the given textures. */
static int write_dictionary(warp_writer *w, const tex_spec *spec, size_t n, uint32_t stamp) {
    sample_texture *t = zalloc(n ? n * sizeof *t : 1);
    warp_texture_desc *d = zalloc(n ? n * sizeof *d : 1);
    for (size_t i = 0; i < n; i++) {
        if (sample_texture_make(&t[i], spec[i].art, spec[i].name, spec[i].w, spec[i].h, spec[i].levels,
                                spec[i].tint)) { /* a table below is wrong: no use going on */
            fprintf(stderr, "warp sample: texture %s does not fit its buffer\n", spec[i].name);
            exit(1);
        }
        d[i] = t[i].desc;
    }
    int rc = warp_write_txd(w, d, (uint32_t)n, stamp);
    free(d);
    free(t);
    return rc;
}

/* A resource of one 0x2A chunk, its hash the resource's (FACTS.md 2.2). */
static int textures_resource(warp_writer *w, const char *name, const tex_spec *spec, size_t n) {
    uint32_t h = name_crc(name);
    warp_write_resource_begin(w, h);
    warp_write_chunk_begin(w, 0x2A, h);
    write_dictionary(w, spec, n, STAMP);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

/* Every format the encoder writes: 8-bit with mipmaps, 4-bit, 32-bit with mipmaps and
 * alpha, a non-square 8-bit one. */
static const tex_spec k_sample_tex[] = {
    {ART_GRADIENT_T8, "gradient", 64, 64, 4, 0},
    {ART_CHECKER_T4, "checker", 32, 32, 1, 0x40},
    {ART_RGBA_CT32, "rgba_alpha", 32, 32, 3, 0},
    {ART_STRIPES_T8, "stripes", 64, 16, 2, 0x80},
};
static int fill_sample_tex(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return textures_resource(w, "sample_tex", k_sample_tex, TABLE(k_sample_tex));
}

static const tex_spec k_box_tex[] = {{ART_CHECKER_T4, "dyn_box", 32, 32, 1, 0x20}};
static int fill_box_tex(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return textures_resource(w, "dyn_box_tex", k_box_tex, 1);
}
static const tex_spec k_crate_tex[] = {{ART_STRIPES_T8, "dyn_crate", 32, 32, 2, 0x33}};
static int fill_crate_tex(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return textures_resource(w, "dyn_crate_tex", k_crate_tex, 1);
}
/* Characters' dictionaries hold exactly one texture (FACTS.md 4.1). */
static const tex_spec k_char_tex[] = {{ART_GRADIENT_T8, "warr_sample_cv", 64, 64, 1, 0x5A}};
static int fill_char_tex(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return textures_resource(w, "warr_sample_cv_tex", k_char_tex, 1);
}

/* Sprite sheet: one glyph texture + Particle Page 0x4C {placeholder, count, firstGlyph,
 * 0, 0} then count x {u0, v0, u1, v1} (FACTS.md 2.6): here a font of 8 x 8 cells. */
#define FONT_W 128
#define FONT_H 64
#define FONT_GLYPHS 95
static const tex_spec k_font_tex[] = {{ART_GLYPHS_T4, "sample_font", FONT_W, FONT_H, 1, 0}};
static int fill_sprite_sheet(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    uint32_t h = name_crc("sample_font");
    warp_write_resource_begin(w, h);
    warp_write_chunk_begin(w, 0x2A, h);
    write_dictionary(w, k_font_tex, 1, STAMP);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x4C, h);
    warp_write_u32(w, 0x00421798u); /* stale tool pointer, as on the disc */
    warp_write_u32(w, FONT_GLYPHS);
    warp_write_u32(w, 32); /* first glyph: a font starting at ' ' */
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    for (uint32_t g = 0; g < FONT_GLYPHS; g++) {
        uint32_t cx = g % (FONT_W / 8), cy = g / (FONT_W / 8);
        warp_write_f32(w, (float)(cx * 8) / FONT_W);
        warp_write_f32(w, (float)(cy * 8) / FONT_H);
        warp_write_f32(w, (float)(cx * 8 + 6) / FONT_W);
        warp_write_f32(w, (float)(cy * 8 + 7) / FONT_H);
    }
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

/* ---- models (0x47) ------------------------------------------------------------------- */
static const float k_identity[12] = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0};

/* A clump of one frame and one atomic drawing g with the game's 0x3F0 scales and pipeline. */
static int write_one_atomic_clump(warp_writer *w, const warp_geometry_desc *g) {
    warp_frame_desc f;
    memset(&f, 0, sizeof f);
    memcpy(f.matrix, k_identity, sizeof k_identity);
    f.parent = -1;
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.has_warriors = 1;
    a.position_scale = g->position_scale;
    a.uv_scale = g->uv_scale;
    a.has_pipeline = 1;
    a.pipeline_plugin = 3;
    a.pipeline_id = 0x30083;
    warp_clump_desc c = {1, &f, 1, g, 1, &a, {0}};
    return warp_write_clump(w, &c, STAMP);
}

/* A prop: one frame, one atomic with the game's 0x3F0 scales, packed layout (FACTS.md 3.6),
 * a box of half size h, untextured material (the Object List names the dictionary). */
static int write_prop_clump(warp_writer *w, float h, const uint8_t color[4]) {
    sample_mesh *m = zalloc(sizeof *m);
    sample_mesh_box(m, 0.0f, h, 0.0f, h); /* stands on y = 0, y up (FACTS.md 4.4) */
    warp_mesh_arrays ma = sample_mesh_arrays(m, 1, 0, 0, 0);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    memcpy(mat.color, color, 4);
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    sample_packed_geometry(&g, &ma, &mat, &mesh_mat, 1.0f / 1024);
    g.sphere[1] = h * 1024; /* bounding sphere in scaled units (FACTS.md 3.2) */
    g.sphere[3] = h * 1.7321f * 1024;
    int rc = write_one_atomic_clump(w, &g);
    free(m);
    return rc;
}

static int model_resource(warp_writer *w, const char *name, float h, const uint8_t color[4]) {
    uint32_t hash = name_crc(name);
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x47, hash);
    write_prop_clump(w, h, color);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}
static int fill_box_geo(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static const uint8_t c[4] = {0xC0, 0x80, 0x40, 0xFF};
    return model_resource(w, "dyn_box_geo", 0.5f, c);
}
static int fill_crate_geo(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static const uint8_t c[4] = {0x96, 0x96, 0x96, 0xFF};
    return model_resource(w, "dyn_crate_geo", 0.375f, c);
}

/* ---- the skinned character (FACTS.md 4.1, 4.2) ----------------------------------------- */
/* Pose bone -> parent (FACTS.md 4.2); HAnim id n is pose bone n + 2 and frame n + 1. */
static const int8_t k_pose_parent[34] = {-1, 0, 1, 1, 3, 4, 5, 6, 6, 8, 6, 10, 6, 12, 6, 6, 5,
                                         16, 17, 18, 19, 19, 5, 22, 23, 24, 25, 25, 2, 28, 29, 2, 31, 32};
#define BONES 32
#define FRAMES 33

typedef struct skeleton {
    int32_t frame_parent[FRAMES];
    float local[FRAMES][3], world[FRAMES][3];
    warp_hanim_node nodes[BONES];
} skeleton;

/* Frame 0 is the clump root; frame 1 (HAnim id 0, the pelvis) is 0.9 m up; a bone's first
 * child continues up 0.12 m, later children branch sideways. */
static void make_skeleton(skeleton *s) {
    memset(s, 0, sizeof *s);
    s->frame_parent[0] = -1;
    int children[FRAMES] = {0};
    for (int f = 1; f < FRAMES; f++) {
        int pose = f + 1, pp = k_pose_parent[pose];
        int parent = pose == 2 ? 0 : pp < 2 ? 1 : pp - 1; /* pose 3 hangs on frame 1 (4.2) */
        s->frame_parent[f] = parent;
        int nth = children[parent]++;
        if (f == 1) {
            s->local[f][1] = 0.9f;
        } else if (nth == 0) {
            s->local[f][1] = 0.125f;
        } else {
            s->local[f][0] = nth & 1 ? 0.125f : -0.125f;
            s->local[f][1] = 0.0625f;
        }
        for (int a = 0; a < 3; a++) s->world[f][a] = s->world[parent][a] + s->local[f][a];
    }
    /* HAnim node flags: 1 = no children (pop), 2 = a later sibling follows (push). */
    for (int b = 0; b < BONES; b++) {
        int f = b + 1, leaf = 1, later = 0;
        for (int g = f + 1; g < FRAMES; g++) {
            if (s->frame_parent[g] == f) leaf = 0;
            if (f > 1 && s->frame_parent[g] == s->frame_parent[f]) later = 1;
        }
        s->nodes[b].id = b;
        s->nodes[b].index = b;
        s->nodes[b].flags = (uint32_t)(leaf | later << 1);
    }
}

/* The skinned tube: rings weighted between the two nearest bones of the spine chain. */
static int write_character_clump(warp_writer *w, const skeleton *s) {
    sample_mesh *m = zalloc(sizeof *m);
    sample_mesh_tube(m, 0.25f, 0.0f, 1.75f, 8, 8);
    static const int chain[] = {0, 1, 2, 3, 4, 5}; /* HAnim ids going up from the pelvis */
    for (uint32_t v = 0; v < m->n; v++) {
        float y = m->pos[3 * v + 1];
        int lo = 0;
        while (lo + 1 < 6 && s->world[chain[lo + 1] + 1][1] <= y) lo++;
        int hi = lo + 1 < 6 ? lo + 1 : lo;
        float y0 = s->world[chain[lo] + 1][1], y1 = s->world[chain[hi] + 1][1];
        float t = hi == lo || y <= y0 ? 0.0f : (y - y0) / (y1 - y0);
        if (t > 1.0f) t = 1.0f;
        m->joints[4 * v] = (uint16_t)chain[lo];
        m->joints[4 * v + 1] = (uint16_t)chain[hi];
        m->weights[4 * v] = 1.0f - t;
        m->weights[4 * v + 1] = t;
    }
    warp_mesh_arrays ma = sample_mesh_arrays(m, 1, 0, 1, 1);
    float *ibm = zalloc(BONES * 16 * sizeof(float));
    sample_translation_ibm(ibm, (const float(*)[3])s->world, BONES);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = 0x96; /* as all the game's characters (4.1) */
    mat.color[3] = 0xFF;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    sample_packed_geometry(&g, &ma, &mat, &mesh_mat, 1.0f / 2048);
    g.sphere[1] = 0.875f * 2048;
    g.sphere[3] = 1.0f * 2048;
    g.bone_count = BONES;
    g.inverse_bind = ibm;
    g.max_weights = 2;
    warp_frame_desc f[FRAMES];
    char names[FRAMES][16];
    memset(f, 0, sizeof f);
    for (int i = 0; i < FRAMES; i++) {
        memcpy(f[i].matrix, k_identity, sizeof k_identity);
        memcpy(f[i].matrix + 9, s->local[i], sizeof s->local[i]);
        f[i].parent = s->frame_parent[i];
        snprintf(names[i], sizeof names[i], i ? "bone%02d" : "warr_sample_cv", i - 1);
        f[i].name = names[i];
        if (i) {
            f[i].has_hanim = 1;
            f[i].hanim_id = i - 1;
        }
    }
    f[1].hanim_node_count = BONES;
    f[1].hanim_nodes = s->nodes;
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.has_warriors = 1;
    a.position_scale = g.position_scale;
    a.uv_scale = g.uv_scale;
    a.has_pipeline = 1;
    a.pipeline_plugin = 3;
    a.pipeline_id = 0x30083;
    warp_clump_desc c = {FRAMES, f, 1, &g, 1, &a, {0}};
    int rc = warp_write_clump(w, &c, STAMP);
    free(ibm);
    free(m);
    return rc;
}

/* Skinned model resource: clump 0x47 + Chunk Bone Offsets 0x28: 34 x {x, y, z, w}, entry
 * n + 2 = translation of the frame with HAnim id n in pose axes (x, -z, y) (4.2). */
static int fill_char_geo(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    skeleton *s = zalloc(sizeof *s);
    make_skeleton(s);
    uint32_t h = name_crc("warr_sample_cv_geo");
    warp_write_resource_begin(w, h);
    warp_write_chunk_begin(w, 0x47, h);
    write_character_clump(w, s);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x28, h);
    warp_write_zeros(w, 32); /* pose bones 0 and 1 */
    for (int b = 0; b < BONES; b++) {
        const float *t = s->local[b + 1];
        warp_write_f32(w, t[0]);
        warp_write_f32(w, -t[2]);
        warp_write_f32(w, t[1]);
        warp_write_f32(w, 0.0f);
    }
    warp_write_chunk_end(w);
    free(s);
    return warp_write_resource_end(w);
}

/* ---- animations (FACTS.md 6.1, 6.2) --------------------------------------------------- */
static void key(warp_writer *w, uint8_t delta, int16_t x, int16_t y, int16_t z) {
    warp_write_u8(w, delta);
    warp_write_u8(w, 0);
    warp_write_u16(w, (uint16_t)x);
    warp_write_u16(w, (uint16_t)y);
    warp_write_u16(w, (uint16_t)z);
}

/* One clip: keyframes 0x00 (A root velocity, B root translation, C rotations of pose bones
 * 1, 4 and 5; two keys each, `frames` apart) then the 80-byte descriptor 0x02. */
static void write_clip(warp_writer *w, const char *anm, uint8_t frames, int16_t swing) {
    char cnk[96];
    snprintf(cnk, sizeof cnk, "%s.b.cnk", anm);
    static const int bones[3] = {1, 4, 5};
    warp_write_chunk_begin(w, 0x00, name_crc(cnk));
    key(w, 0, 0, 1023, 0); /* A: 1 m/s forward (y is forward in pose axes) */
    key(w, frames, 0, 1023, 0);
    key(w, 0, 0, 0, 0); /* B: pelvis translation, z relative to the bind height */
    key(w, frames, 0, 0, 64);
    for (int c = 0; c < 3; c++) { /* small rotations about x: x = sin(angle / 2) * 2^15 */
        key(w, 0, 0, 0, 0);
        key(w, frames, (int16_t)(swing * (c + 1)), 0, 0);
    }
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x02, name_crc(anm));
    warp_write_u32(w, 0x0045de40u); /* stale tool pointer */
    warp_write_f32(w, 0.0f);        /* root displacement x, y */
    warp_write_f32(w, (float)frames / 30.0f);
    warp_write_f32(w, (float)frames / 30.0f); /* duration at 30 frames/s */
    warp_write_u16(w, 16);                    /* bytes of A, B, C */
    warp_write_u16(w, 16);
    warp_write_u32(w, 48);
    warp_write_u16(w, 3); /* rotation channels */
    warp_write_u16(w, 0); /* events */
    warp_write_u32(w, 0); /* runtime pointer */
    uint8_t mask[5] = {0};
    for (int c = 0; c < 3; c++) mask[bones[c] / 8] |= (uint8_t)(1u << (bones[c] % 8));
    warp_write_bytes(w, mask, 5);
    char name[30] = {0};
    snprintf(name, sizeof name, "%s", anm);
    warp_write_bytes(w, name, 30); /* +0x25 */
    warp_write_zeros(w, 80 - 0x43);
    warp_write_chunk_end(w);
}

static int fill_walk_anm(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_write_resource_begin(w, name_crc("sample_walk.anm"));
    write_clip(w, "sample_walk.anm", 30, 2048);
    return warp_write_resource_end(w);
}

/* Character data: k clips, Anim Range List 0x45 {722, 722 x 16 bytes}, Character Data 0x08
 * {placeholder, word, 722 slots, 16 bytes} (FACTS.md 4.3). */
#define ANIM_IDS 722
static int fill_character(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_write_resource_begin(w, name_crc("warr_sample"));
    write_clip(w, "warr_sample_idle.anm", 60, 512);
    write_clip(w, "warr_sample_walk.anm", 30, 4096);
    warp_write_chunk_begin(w, 0x45, name_crc("warr_sample.ranges"));
    warp_write_u32(w, ANIM_IDS);
    for (uint32_t i = 0; i < ANIM_IDS; i++) {
        int has = i < 2;
        warp_write_u16(w, 0);                                  /* dir x * 1000 */
        warp_write_u16(w, has ? 1000 : 0);                     /* dir y * 1000 */
        warp_write_f32(w, has ? 1.5f : 0.0f);                  /* reach */
        warp_write_u16(w, 0);                                  /* far range: reach x 1.25 */
        warp_write_u16(w, (uint16_t)(has ? 10 : 0));           /* damage */
        warp_write_u16(w, 0);                                  /* hit code */
        warp_write_u16(w, (uint16_t)(i == 1 ? 0x1000 : 0));    /* flags: rate 1.0 */
    }
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x08, name_crc("warr_sample.data"));
    warp_write_u32(w, 0x00436b10u);
    warp_write_u32(w, 0);
    /* slot 0 -> value 1, slot 1 -> value 0: value 0 is the last clip loaded (walk) */
    for (uint32_t i = 0; i < ANIM_IDS; i++) warp_write_u32(w, i == 0 ? 1 : i == 1 ? 0 : 0xFFFFFFFFu);
    warp_write_zeros(w, 16);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

/* ---- a pack: the second prop, its dictionary and the walk (FACTS.md 2.1) -------------- */
static int fill_pack(warp_writer *w, const sample_entry *all, size_t count) {
    warp_write_pack_begin(w);
    fill_crate_geo(w, all, count);
    fill_crate_tex(w, all, count);
    fill_walk_anm(w, all, count);
    return warp_write_pack_end(w);
}

/* ---- the level resource: 18 chunks (FACTS.md 5) --------------------------------------- */
static int sky_clump(warp_writer *w, int shape) {
    sample_mesh *m = zalloc(sizeof *m);
    if (shape == 0)
        sample_mesh_tube(m, 200.0f, 0.0f, 40.0f, 2, 16); /* skyline: a ring of walls */
    else if (shape == 1)
        sample_mesh_box(m, 0.0f, 0.0f, 0.0f, -250.0f);   /* sky box, faces inwards */
    else
        sample_mesh_plane(m, 4, 300.0f);                /* cloud layer */
    if (shape == 2)
        for (uint32_t v = 0; v < m->n; v++) m->pos[3 * v + 1] = 120.0f;
    /* sky models: packed, prelit, no normals (geometry 0x0101000f) */
    warp_mesh_arrays ma = sample_mesh_arrays(m, 0, 1, 0, 0);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 0xFF;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    sample_packed_geometry(&g, &ma, &mat, &mesh_mat, 1.0f / 64);
    g.sphere[3] = 450.0f * 64;
    int rc = write_one_atomic_clump(w, &g);
    free(m);
    return rc;
}

/* The glow world (chunk 0x15): one sector, no planes, RenderWare's default layout, prelit
 * and textured (0x4101000d), a few lamp halos (quads) textured propglow02k. */
static int glow_world(warp_writer *w) {
    sample_mesh *m = zalloc(sizeof *m);
    for (int q = 0; q < 3; q++)
        sample_mesh_box(m, -4.0f + 4.0f * (float)q, 3.0f, 5.0f, 0.25f);
    warp_mesh_arrays ma = sample_mesh_arrays(m, 0, 1, 0, 0);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 0xFF;
    mat.texture_name = "propglow02k";
    mat.texture_name_len = 11;
    warp_world_sector_desc s;
    memset(&s, 0, sizeof s);
    s.box_min[0] = -4.25f;
    s.box_max[0] = 4.25f;
    s.box_min[1] = 2.75f;
    s.box_max[1] = 3.25f;
    s.box_min[2] = 4.75f;
    s.box_max[2] = 5.25f;
    s.mesh_count = 1;
    s.meshes = &ma;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.material_count = 1;
    d.materials = &mat;
    d.sector_count = 1;
    d.sectors = &s;
    int rc = warp_write_world(w, &d, STAMP);
    free(m);
    return rc;
}

static const tex_spec k_skyline_tex[] = {{ART_STRIPES_T8, "shadow", 64, 16, 1, 0x11}};
static const tex_spec k_skybox_tex[] = {{ART_GRADIENT_T8, "skybox_sample", 64, 64, 1, 0xA0}};
static const tex_spec k_cloud_tex[] = {{ART_CLOUDS_T8, "cloudbox", 64, 64, 1, 0xFF}};
static const tex_spec k_glow_tex[] = {{ART_RGBA_CT32, "propglow02k", 16, 16, 1, 0}};

static int fill_level(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    uint32_t base = name_crc("level1"); /* each chunk its own hash (FACTS.md 2.2) */
    warp_write_resource_begin(w, base);
    warp_write_chunk_begin(w, 0x53, base + 1); /* Occluders: one wall */
    warp_write_u32(w, 1);
    warp_write_zeros(w, 12);
    warp_write_zeros(w, 0x30); /* three planes, computed at run time */
    static const float pts[4][3] = {{-5, 10, 0}, {5, 10, 0}, {-5, 10, 1}, {5, 10, 1}}; /* P2 = P0 + z */
    for (int p = 0; p < 4; p++) {
        for (int a = 0; a < 3; a++) warp_write_f32(w, pts[p][a]);
        warp_write_f32(w, p == 3 ? 0.0f : 1.0f);
    }
    warp_write_patch_u32(w, warp_writer_size(w) - 4, 0x01000000u); /* +0x6F active */
    warp_write_chunk_end(w);
    const tex_spec *dicts[3] = {k_skyline_tex, k_skybox_tex, k_cloud_tex};
    for (int k = 0; k < 3; k++) {
        warp_write_chunk_begin(w, 0x2A, base + 2 + 2 * (uint32_t)k);
        write_dictionary(w, dicts[k], 1, STAMP);
        warp_write_chunk_end(w);
        warp_write_chunk_begin(w, 0x47, base + 3 + 2 * (uint32_t)k);
        sky_clump(w, k);
        warp_write_chunk_end(w);
    }
    warp_write_chunk_begin(w, 0x2A, base + 8);
    write_dictionary(w, k_glow_tex, 1, STAMP);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x15, base + 9);
    glow_world(w);
    warp_write_chunk_end(w);
    sample_level_tail(w, base); /* chunks 10-18 (sample_level.c) */
    return warp_write_resource_end(w);
}

/* ---- warriors.glr: the global lists (FACTS.md 4.4, 7) ---------------------------------- */
static void object_record(warp_writer *w, const sample_entry *all, size_t count, const char *name,
                          const char *swap) {
    char geo[64], tex[64];
    snprintf(geo, sizeof geo, "%s_geo", name);
    snprintf(tex, sizeof tex, "%s_tex", name);
    uint32_t geo_size = sample_size_of(all, count, geo), tex_size = sample_size_of(all, count, tex);
    warp_write_u32(w, name_crc(name));
    warp_write_u32(w, swap ? name_crc(swap) : 0);
    warp_write_u32(w, name_crc(geo));
    warp_write_u32(w, name_crc(tex));
    warp_write_u32(w, 0);              /* no second dictionary */
    warp_write_u32(w, geo_size);
    warp_write_u32(w, geo_size + 0x400); /* the memory sizer's second size: larger */
    warp_write_u32(w, tex_size);
    warp_write_u32(w, 0);
}

static int fill_global(warp_writer *w, const sample_entry *all, size_t count) {
    uint32_t name = name_crc("warriors");
    warp_write_resource_begin(w, name);
    sample_sound_tables(w); /* 0x29, 0x31, 0x48, 0x49: sample_audio.c */
    /* 0x44 Character List: 16-byte header, 32-byte records (4.4) */
    warp_write_chunk_begin(w, 0x44, name_crc("character_list"));
    warp_write_u32(w, 2);
    warp_write_zeros(w, 12);
    for (int k = 0; k < 2; k++) { /* warr_sample, then the animated warr_anim (sample_anim.c) */
        const char *key = k ? "warr_anim_cv" : "warr_sample_cv", *data = k ? "warr_anim" : "warr_sample";
        const char *model = k ? "warr_anim_cv_geo" : "warr_sample_cv_geo";
        uint32_t geo = sample_size_of(all, count, model);
        warp_write_u32(w, name_crc(key));
        warp_write_u32(w, name_crc(data));
        warp_write_u32(w, name_crc(model));
        warp_write_u32(w, name_crc("warr_sample_cv_tex"));
        warp_write_u32(w, sample_size_of(all, count, data));
        warp_write_u32(w, geo);
        warp_write_u32(w, geo + 0x1DF);
        warp_write_u32(w, sample_size_of(all, count, "warr_sample_cv_tex"));
    }
    warp_write_chunk_end(w);
    /* 0x46 Object List: 16-byte header, 36-byte records (page 002); the box swaps to the
     * crate when damaged. */
    warp_write_chunk_begin(w, 0x46, name_crc("object_list"));
    warp_write_u32(w, 2);
    warp_write_zeros(w, 12);
    object_record(w, all, count, "dyn_box", "dyn_crate");
    object_record(w, all, count, "dyn_crate", NULL);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x4D, name_crc("sprite_sheets")); /* count, {size, hash} */
    warp_write_u32(w, 1);
    warp_write_u32(w, sample_size_of(all, count, "sample_font"));
    warp_write_u32(w, name_crc("sample_font"));
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x4E, name_crc("anim_list")); /* count, {hash, size} */
    warp_write_u32(w, 1);
    warp_write_u32(w, name_crc("sample_walk.anm"));
    warp_write_u32(w, sample_size_of(all, count, "sample_walk.anm"));
    warp_write_chunk_end(w);
    /* 0x4F Dependency List: 16-byte header, {group, resource, u16 state, u16 loaded} */
    static const char *const always[] = {"sample_tex", "sample_font", "dyn_box_geo", "dyn_box_tex"};
    warp_write_chunk_begin(w, 0x4F, name_crc("dependency_list"));
    warp_write_u32(w, (uint32_t)TABLE(always));
    warp_write_zeros(w, 12);
    for (size_t i = 0; i < TABLE(always); i++) {
        warp_write_u32(w, name_crc("always"));
        warp_write_u32(w, name_crc(always[i]));
        warp_write_u16(w, 1);
        warp_write_u16(w, 0);
    }
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

/* scene_list.cnk: one Scene List chunk 0x43 (layout not documented: a count and name hashes). */
/* ---- the streamed world level1s (FACTS.md 3.3, 3.4) ------------------------------------ */
#define WORLD "level1s"
#define TILES 4      /* streamed sectors k = 0..3, a 2 x 2 grid of 16 m tiles */
#define PARTS 2      /* tiles 0, 1 in _ms1.sec; 2, 3 in _ms2.sec */
#define TILE_HALF 8.0f

static void tile_origin(uint32_t k, float o[3]) {
    o[0] = (k & 1) ? TILE_HALF : -TILE_HALF;
    o[1] = 0.0f;
    o[2] = (k & 2) ? TILE_HALF : -TILE_HALF;
}

static const tex_spec k_road_tex[] = {{ART_CHECKER_T4, "road", 32, 32, 1, 0x77}};
static const tex_spec k_grass_tex[] = {{ART_GRADIENT_T8, "grass", 32, 32, 2, 0x3C}};

static uint8_t *dictionary_bytes(const tex_spec *spec, size_t n, size_t *len) {
    warp_writer *w = zalloc(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    write_dictionary(w, spec, n, STAMP);
    *len = warp_writer_size(w);
    uint8_t *buf = zalloc(*len);
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, *len);
    write_dictionary(w, spec, n, STAMP);
    free(w);
    return buf;
}

/* The world stream: the road texture and a tree of four sectors, each naming its tile. */
static int fill_world_stream(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_world_sector_desc s[TILES];
    memset(s, 0, sizeof s);
    for (uint32_t k = 0; k < TILES; k++) {
        float o[3];
        tile_origin(k, o);
        for (int a = 0; a < 3; a++) {
            s[k].box_min[a] = o[a] - (a == 1 ? 1.0f : TILE_HALF);
            s[k].box_max[a] = o[a] + (a == 1 ? 1.0f : TILE_HALF);
        }
        s[k].has_index = 1;
        s[k].k = k;
        s[k].part = 1 + k / 2;
        memcpy(s[k].origin, o, sizeof o);
    }
    warp_material_info mat[2];
    memset(mat, 0, sizeof mat);
    mat[0].color[0] = mat[0].color[1] = mat[0].color[2] = mat[0].color[3] = 0xFF;
    mat[0].texture_name = "road";
    mat[0].texture_name_len = 4;
    mat[1] = mat[0];
    mat[1].texture_name = "grass";
    mat[1].texture_name_len = 5;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.format = 0x4101003Du;
    d.material_count = 2;
    d.materials = mat;
    d.sector_count = TILES;
    d.sectors = s;
    size_t dict_len;
    uint8_t *dict = dictionary_bytes(k_road_tex, 1, &dict_len);
    int rc = warp_write_world_stream(w, PARTS, dict, dict_len, &d, STAMP);
    free(dict);
    return rc;
}

/* Part i: its tiles as standalone atomics, plane geometry around the tile's origin. Part 1
 * carries the grass texture, part 2 an empty dictionary (as 411 parts on the disc). */
static int write_part(warp_writer *w, uint32_t part) {
    sample_mesh *m = zalloc(sizeof *m);
    sample_mesh_plane(m, 4, TILE_HALF);
    warp_mesh_arrays ma = sample_mesh_arrays(m, 1, 1, 0, 0);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 0xFF;
    mat.texture_name = part == 1 ? "grass" : "road";
    mat.texture_name_len = part == 1 ? 5 : 4;
    warp_world_part_atomic_desc a[2];
    memset(a, 0, sizeof a);
    for (uint32_t j = 0; j < 2; j++) {
        a[j].k = (part - 1) * 2 + j;
        a[j].atomic.has_warriors = 1;
        a[j].atomic.position_scale = 1.0f / 2048;
        a[j].atomic.uv_scale = 1.0f / 4096;
        a[j].atomic.has_pipeline = 1;
        a[j].atomic.pipeline_plugin = 3;
        a[j].atomic.pipeline_id = 0x30083;
        a[j].geometry.layout = WARP_LAYOUT_PS2_PACKED;
        a[j].geometry.mesh_count = 1;
        a[j].geometry.meshes = &ma;
        a[j].geometry.material_count = 1;
        a[j].geometry.materials = &mat;
        a[j].geometry.position_scale = a[j].atomic.position_scale;
        a[j].geometry.uv_scale = a[j].atomic.uv_scale;
        a[j].geometry.sphere[3] = TILE_HALF * 1.5f * 2048;
    }
    char name[32];
    snprintf(name, sizeof name, WORLD "_ms%u.sec", part);
    size_t dict_len;
    uint8_t *dict = dictionary_bytes(k_grass_tex, part == 1 ? 1 : 0, &dict_len);
    int rc = warp_write_world_part(w, name_crc(name), dict, dict_len, 2, a, STAMP);
    free(dict);
    free(m);
    return rc;
}
static int fill_part1(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return write_part(w, 1);
}
static int fill_part2(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return write_part(w, 2);
}

/* Manifest: sizes of the world stream and parts; heaps 1.25 x the files. */
static int fill_manifest(warp_writer *w, const sample_entry *all, size_t count) {
    uint32_t world = sample_size_of(all, count, WORLD "_sec.wld"), parts[2 * PARTS];
    for (uint32_t j = 0; j < PARTS; j++) {
        char name[32];
        snprintf(name, sizeof name, WORLD "_ms%u.sec", j + 1);
        parts[2 * j] = sample_size_of(all, count, name);
        parts[2 * j + 1] = parts[2 * j] + parts[2 * j] / 4;
    }
    return warp_write_world_manifest(w, world, world + world / 4, PARTS, parts);
}

/* ---- files that are not RenderWare ------------------------------------------------------ */

/* An older stream (3.6.0.3 stamp, FACTS.md 3.1): a one-texture dictionary. */
static const tex_spec k_old_tex[] = {{ART_CHECKER_T4, "old_checker", 16, 16, 1, 0x99}};
static int fill_rw_old(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    return write_dictionary(w, k_old_tex, 1, WARP_RW_STAMP_36003);
}

/* ---- the table ---------------------------------------------------------------------- */
/* Build order: resources the lists and the pack size come before them. */
static const sample_entry k_entries[] = {
    {"sample_tex", 1, WARP_KIND_TEXTURES, fill_sample_tex, "", NULL, 0},
    {"sample_font", 1, WARP_KIND_SPRITE_SHEET, fill_sprite_sheet, "", NULL, 0},
    {"dyn_box_geo", 1, WARP_KIND_MODEL, fill_box_geo, "", NULL, 0},
    {"dyn_box_tex", 1, WARP_KIND_TEXTURES, fill_box_tex, "", NULL, 0},
    {"dyn_crate_geo", 1, WARP_KIND_MODEL, fill_crate_geo, "", NULL, 0}, /* also in the pack */
    {"dyn_crate_tex", 1, WARP_KIND_TEXTURES, fill_crate_tex, "", NULL, 0},
    {"warr_sample_cv_geo", 1, WARP_KIND_SKINNED_MODEL, fill_char_geo, "", NULL, 0},
    {"warr_sample_cv_tex", 1, WARP_KIND_TEXTURES, fill_char_tex, "", NULL, 0},
    {"warr_sample", 1, WARP_KIND_CHARACTER, fill_character, "", NULL, 0},
    {"warr_anim_cv_geo", 1, WARP_KIND_SKINNED_MODEL, sample_fill_anim_geo, "", NULL, 0}, /* sample_anim.c */
    {"warr_anim", 1, WARP_KIND_CHARACTER, sample_fill_anim_data, "", NULL, 0},
    {"sample_walk.anm", 0, WARP_KIND_ANIMATION, fill_walk_anm, "", NULL, 0},
    {"level1_1.pak", 0, WARP_KIND_PACK, fill_pack, "", NULL, 0},
    {"level1.lev", 0, WARP_KIND_LEVEL, fill_level, "", NULL, 0},
    {"warriors.glr", 0, WARP_KIND_GLOBAL, fill_global, "", NULL, 0},
    {"scene_list.cnk", 0, WARP_KIND_SCENE_LIST, sample_fill_scene_list, "", NULL, 0},
    {WORLD "_sec.wld", 0, WARP_KIND_WORLD_STREAM, fill_world_stream, "", NULL, 0},
    {WORLD "_ms1.sec", 0, WARP_KIND_WORLD_PART, fill_part1, "", NULL, 0},
    {WORLD "_ms2.sec", 0, WARP_KIND_WORLD_PART, fill_part2, "", NULL, 0},
    {WORLD "_sec.mem", 0, WARP_KIND_WORLD_MANIFEST, fill_manifest, "", NULL, 0},
    {"level1.lua", 0, WARP_KIND_LUA, sample_fill_lua, "", NULL, 0},
    {"level1_objs.txt", 0, WARP_KIND_OBJECT_LIST, sample_fill_objs, "", NULL, 0},
    {"cs_sample.scn", 0, WARP_KIND_SCENE, sample_fill_scene, "", NULL, 0},
    {"cs_sampleaa.scn", 0, WARP_KIND_SCENE, sample_fill_scene_segment, "", NULL, 0},
    {"sound.msb", 0, WARP_KIND_SOUND_BANK, sample_fill_sound_msb, "", NULL, 0},
    {"sound.msd", 0, WARP_KIND_SOUND_INDEX, sample_fill_sound_msd, "", NULL, 0},
    {"menu.msb", 0, WARP_KIND_SOUND_BANK, sample_fill_menu_msb, "", NULL, 0},
    {"menu.msd", 0, WARP_KIND_SOUND_INDEX, sample_fill_menu_msd, "", NULL, 0},
    {"sample_old.txd", 0, WARP_KIND_RW_OLD, fill_rw_old, "", NULL, 0},
    {"cn12.met", 0, WARP_KIND_FONT_METRICS, sample_fill_met, "", NULL, 0},
    {"cn12.bmp", 0, WARP_KIND_BITMAP, sample_fill_bmp, "", NULL, 0},
    {"warriors.ico", 0, WARP_KIND_ICON, sample_fill_ico, "", NULL, 0},
};

size_t sample_entry_table(const sample_entry **out) {
    *out = k_entries;
    return TABLE(k_entries);
}
