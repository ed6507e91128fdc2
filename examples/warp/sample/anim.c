/* The sample's animated character "warr_anim": a skinned model whose skeleton follows the
 * game's conventions (FACTS.md 4.1, 4.2), and its character data with two clips made by
 * the library's clip encoder (idle, walk), the Anim Range List and the slots (4.3, 6).
 *
 * The bind pose is the pose of clips whose bones all hold the identity: frames carry no
 * rotation, the clump root (frame 0) stands at the pelvis height H, HAnim id 0 sits on it
 * (bone offset 0) and the clips put the pelvis (section B) at H, so the recipe of FACTS.md
 * 6.4 plays them on the stored mesh without a twist. Pose bones 7-15 (head details, no
 * vertices) get no channel and take the game's reference pose. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sample/sample.h"
#include "platform/util.h"

#define STAMP WARP_RW_STAMP_37002
#define BONES 32
#define FRAMES 33
#define H (1842.0f / 2047.0f) /* pelvis height: exactly a section B z key (1842 / 2047) */


/* Pose bone -> parent (FACTS.md 4.2). */
static const int8_t k_parent[34] = {-1, 0, 1, 1, 3, 4, 5, 6, 6, 8, 6, 10, 6, 12, 6, 6, 5,
                                    16, 17, 18, 19, 19, 5, 22, 23, 24, 25, 25, 2, 28, 29, 2, 31, 32};

/* Each pose bone's translation from its frame parent in clump axes (y up, the character
 * facing -z): spine up, head details up, arms out along x, legs down. */
static const float k_local[34][3] = {
    {0, 0, 0},        {0, 0, 0},        {0, 0, 0},         {0, 0.1f, 0},      {0, 0.2f, 0},       {0, 0.2f, 0},
    {0, 0.2f, 0},     {0, 0.05f, 0},    {0, 0.05f, 0},     {0, 0.05f, 0},     {0, 0.05f, 0},      {0, 0.05f, 0},
    {0, 0.05f, 0},    {0, 0.05f, 0},    {0, 0.05f, 0},     {0, 0.05f, 0},     {0.15f, 0.15f, 0},  {0.1f, 0, 0},
    {0.25f, 0, 0},    {0.25f, 0, 0},    {0.08f, 0, 0},     {0.08f, 0, 0.02f}, {-0.15f, 0.15f, 0}, {-0.1f, 0, 0},
    {-0.25f, 0, 0},   {-0.25f, 0, 0},   {-0.08f, 0, 0},    {-0.08f, 0, 0.02f},{0.12f, -0.05f, 0}, {0, -0.4f, 0},
    {0, -0.4f, 0.05f},{-0.12f, -0.05f, 0}, {0, -0.4f, 0},  {0, -0.4f, 0.05f},
};

typedef struct rig {
    int32_t parent[FRAMES];
    float local[FRAMES][3], world[FRAMES][3];
    warp_hanim_node nodes[BONES];
} rig;

/* Frame 0 = clump root at (0, H, 0); frame n + 1 = HAnim id n = pose bone n + 2, hung on the
 * frame of its table parent, except id 1 (pose bone 3) on id 0, as on the disc (4.2). */
static void make_rig(rig *s) {
    memset(s, 0, sizeof *s);
    s->parent[0] = -1;
    s->local[0][1] = H;
    s->world[0][1] = H;
    for (int f = 1; f < FRAMES; f++) {
        int pose = f + 1, pp = k_parent[pose];
        s->parent[f] = pose == 2 ? 0 : pose == 3 ? 1 : pp - 1;
        memcpy(s->local[f], k_local[pose], sizeof s->local[f]);
        for (int a = 0; a < 3; a++) s->world[f][a] = s->world[s->parent[f]][a] + s->local[f][a];
    }
    for (int b = 0; b < BONES; b++) { /* HAnim flags: 1 no children (pop), 2 a later sibling (push) */
        int f = b + 1, leaf = 1, later = 0;
        for (int g = f + 1; g < FRAMES; g++) {
            if (s->parent[g] == f) leaf = 0;
            if (s->parent[g] == s->parent[f]) later = 1;
        }
        s->nodes[b] = (warp_hanim_node){b, b, (uint32_t)(leaf | later << 1)};
    }
}

/* Weights of the vertices from `first` on between the two joints of `ids` (ascending
 * heights) that bracket their height (weights by y). */
static void weigh(sample_mesh *m, uint32_t first, const rig *s, const int *ids, int n) {
    for (uint32_t v = first; v < m->n; v++) {
        float y = m->pos[3 * v + 1];
        int lo = 0;
        while (lo + 1 < n && s->world[ids[lo + 1] + 1][1] <= y) lo++;
        int hi = lo + 1 < n ? lo + 1 : lo;
        float y0 = s->world[ids[lo] + 1][1], y1 = s->world[ids[hi] + 1][1];
        float t = hi == lo || y <= y0 ? 0.0f : (y - y0) / (y1 - y0);
        if (t > 1.0f) t = 1.0f;
        m->joints[4 * v] = (uint16_t)ids[lo];
        m->joints[4 * v + 1] = (uint16_t)ids[hi];
        m->weights[4 * v] = 1.0f - t;
        m->weights[4 * v + 1] = t;
    }
}

/* Body tube on the spine, a tube per leg, a box per hand. */
static void make_mesh(sample_mesh *m, const rig *s) {
    static const int spine[] = {0, 1, 2, 3, 4}, left_leg[] = {28, 27, 26}, right_leg[] = {31, 30, 29};
    sample_mesh_tube(m, 0.18f, H, H + 0.7f, 6, 8);
    weigh(m, 0, s, spine, 5);
    for (int side = 0; side < 2; side++) {
        uint32_t first = m->n;
        sample_mesh_tube(m, 0.07f, 0.05f, H - 0.05f, 3, 4);
        for (uint32_t v = first; v < m->n; v++) m->pos[3 * v] += side ? -0.12f : 0.12f;
        weigh(m, first, s, side ? right_leg : left_leg, 3);
    }
    for (int side = 0; side < 2; side++) {
        int id = side ? 23 : 17; /* pose bones 25 / 19: the wrists */
        uint32_t first = m->n;
        sample_mesh_box(m, s->world[id + 1][0], s->world[id + 1][1], 0, 0.05f);
        for (uint32_t v = first; v < m->n; v++) {
            m->joints[4 * v] = (uint16_t)id;
            m->weights[4 * v] = 1.0f;
        }
    }
}

static int write_clump(warp_writer *w, const rig *s) {
    sample_mesh *m = calloc(1, sizeof *m);
    float *ibm = calloc(BONES * 16, sizeof *ibm);
    if (!m || !ibm) {
        free(m), free(ibm);
        return WARP_E_LIMIT;
    }
    make_mesh(m, s);
    warp_mesh_arrays ma = sample_mesh_arrays(m, 1, 0, 0, 1);
    sample_translation_ibm(ibm, (const float(*)[3])s->world, BONES);
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = 0x96;
    mat.color[3] = 0xFF;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    sample_packed_geometry(&g, &ma, &mat, &mesh_mat, 1.0f / 2048);
    g.sphere[1] = 0.9f * 2048;
    g.sphere[3] = 1.2f * 2048;
    g.bone_count = BONES;
    g.inverse_bind = ibm;
    g.max_weights = 2;
    warp_frame_desc f[FRAMES];
    char names[FRAMES][16];
    memset(f, 0, sizeof f);
    for (int i = 0; i < FRAMES; i++) {
        f[i].matrix[0] = f[i].matrix[4] = f[i].matrix[8] = 1.0f;
        memcpy(f[i].matrix + 9, s->local[i], sizeof s->local[i]);
        f[i].parent = s->parent[i];
        snprintf(names[i], sizeof names[i], i ? "bone%02d" : "warr_anim_cv", i + 1); /* named by pose bone */
        f[i].name = names[i];
        if (i) f[i].has_hanim = 1, f[i].hanim_id = i - 1;
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

/* Model resource: clump 0x47 + Chunk Bone Offsets 0x28 (entry n + 2 = the local translation
 * of HAnim id n in pose axes (x, -z, y); entries 0 and 1 zero). */
int sample_fill_anim_geo(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    rig s;
    make_rig(&s);
    uint32_t h = name_crc("warr_anim_cv_geo");
    warp_write_resource_begin(w, h);
    warp_write_chunk_begin(w, 0x47, h);
    write_clump(w, &s);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x28, h);
    warp_write_zeros(w, 32);
    for (int b = 0; b < BONES; b++) {
        const float *t = s.local[b + 1];
        warp_write_f32(w, t[0]);
        warp_write_f32(w, -t[2]);
        warp_write_f32(w, t[1]);
        warp_write_f32(w, 0.0f);
    }
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

/* ---- clips ------------------------------------------------------------------------------ */

#define MAX_CH 34
#define MAX_KEYS 8

typedef struct clip_build {
    warp_anim_info info;
    warp_anim_channel_desc ch[MAX_CH];
    warp_anim_key keys[MAX_CH][MAX_KEYS];
    warp_anim_event events[4];
    uint32_t n, events_n;
} clip_build;

/* A channel of (frame, x, y, z) keys; frames ascending from 0. */
static void channel(clip_build *c, uint32_t kind, uint32_t bone, int n, const int16_t (*k)[4]) {
    warp_anim_channel_desc *d = &c->ch[c->n];
    for (int i = 0; i < n; i++) {
        warp_anim_key *key = &c->keys[c->n][i];
        memset(key, 0, sizeof *key);
        key->delta = (uint8_t)(i ? k[i][0] - k[i - 1][0] : 0);
        key->raw[0] = k[i][1], key->raw[1] = k[i][2], key->raw[2] = k[i][3];
    }
    *d = (warp_anim_channel_desc){kind, bone, (uint32_t)n, c->keys[c->n]};
    c->n++;
}

static void still(clip_build *c, uint32_t bone, int16_t x, int16_t y, int16_t z) {
    const int16_t k[1][4] = {{0, x, y, z}};
    channel(c, WARP_ANIM_ROTATION, bone, 1, k);
}

static void start(clip_build *c, const char *name, float duration, float dy) {
    memset(c, 0, sizeof *c);
    strncpy((char *)c->info.name_bytes, name, WARP_ANIM_NAME_BYTES);
    c->info.duration = duration;
    c->info.displacement[1] = dy;
    c->info.placeholder = 0x0045de40u;
}

static void footstep(clip_build *c, uint16_t frame, int16_t x) {
    warp_anim_event *e = &c->events[c->events_n++];
    memset(e, 0, sizeof *e);
    e->frame = frame;
    e->type = 11;
    e->raw_position[0] = x;
}

/* Quaternion x, y, z * 2^15 (w >= 0 implied) of the turns used below. */
enum { SPINE = 858, ARM = 18795, THIGH = 7092, KNEE = 11207, SW_X = 4661, SW_Y = 18509, SW_Z = 3264 };
#define PELVIS_Z 1842 /* H * 2047 */

static void make_idle(clip_build *c) {
    start(c, "warr_anim_idle", 2.0f, 0.0f);
    static const int16_t pelvis[3][4] = {{0, 0, 0, PELVIS_Z}, {30, 0, 0, PELVIS_Z - 41}, {60, 0, 0, PELVIS_Z}};
    channel(c, WARP_ANIM_ROOT_TRANSLATION, 1, 3, pelvis);
    still(c, 1, 0, 0, 0);
    still(c, 2, 0, 0, 0);
    still(c, 3, 0, 0, 0);
    static const int16_t breathe[3][4] = {{0, 0, 0, 0}, {30, SPINE, 0, 0}, {60, 0, 0, 0}};
    channel(c, WARP_ANIM_ROTATION, 4, 3, breathe);
    still(c, 5, 0, 0, 0);
    still(c, 6, 0, 0, 0);
    for (uint32_t b = 16; b < 34; b++) {
        int16_t y = b == 17 ? ARM : b == 23 ? -ARM : 0; /* upper arms hang down */
        still(c, b, 0, y, 0);
    }
    footstep(c, 30, 0);
}

static void make_walk(clip_build *c) {
    start(c, "warr_anim_walk", 1.0f, 1.2f);
    static const int16_t vel[2][4] = {{0, 0, 1228, 0}, {30, 0, 1228, 0}}; /* 1.2 m/s forward (pose +y) */
    channel(c, WARP_ANIM_ROOT_VELOCITY, 0, 2, vel);
    static const int16_t pelvis[5][4] = {
        {0, 0, 0, PELVIS_Z}, {7, 0, 0, PELVIS_Z - 61}, {15, 0, 0, PELVIS_Z}, {22, 0, 0, PELVIS_Z - 61}, {30, 0, 0, PELVIS_Z}};
    channel(c, WARP_ANIM_ROOT_TRANSLATION, 1, 5, pelvis);
    for (uint32_t b = 1; b < 34; b++) {
        if (b >= 7 && b <= 15) continue; /* head details: the reference pose */
        static const int16_t lthigh[3][4] = {{0, THIGH, 0, 0}, {15, -THIGH, 0, 0}, {30, THIGH, 0, 0}};
        static const int16_t rthigh[3][4] = {{0, -THIGH, 0, 0}, {15, THIGH, 0, 0}, {30, -THIGH, 0, 0}};
        static const int16_t lknee[3][4] = {{0, 0, 0, 0}, {22, -KNEE, 0, 0}, {30, 0, 0, 0}};
        static const int16_t rknee[3][4] = {{0, 0, 0, 0}, {7, -KNEE, 0, 0}, {15, 0, 0, 0}};
        static const int16_t larm[3][4] = {{0, -SW_X, SW_Y, -SW_Z}, {15, SW_X, SW_Y, SW_Z}, {30, -SW_X, SW_Y, -SW_Z}};
        static const int16_t rarm[3][4] = {{0, -SW_X, -SW_Y, SW_Z}, {15, SW_X, -SW_Y, -SW_Z}, {30, -SW_X, -SW_Y, SW_Z}};
        if (b == 28) channel(c, WARP_ANIM_ROTATION, b, 3, lthigh);
        else if (b == 31) channel(c, WARP_ANIM_ROTATION, b, 3, rthigh);
        else if (b == 29) channel(c, WARP_ANIM_ROTATION, b, 3, lknee);
        else if (b == 32) channel(c, WARP_ANIM_ROTATION, b, 3, rknee);
        else if (b == 17) channel(c, WARP_ANIM_ROTATION, b, 3, larm);
        else if (b == 23) channel(c, WARP_ANIM_ROTATION, b, 3, rarm);
        else still(c, b, 0, 0, 0);
    }
    footstep(c, 0, 123);
    footstep(c, 15, -123);
}

static int write_clip(warp_writer *w, const clip_build *c, const char *anm) {
    char cnk[64];
    snprintf(cnk, sizeof cnk, "%s.anm.b.cnk", anm); /* the keyframes chunk's hash (FACTS.md 2.2) */
    warp_anim_clip_desc d = {&c->info, c->n, c->ch, c->events_n, c->events, {0}};
    warp_write_chunk_begin(w, 0x00, name_crc(cnk));
    warp_write_anim_keyframes(w, &d);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x02, 0);
    warp_write_anim_descriptor(w, &d);
    return warp_write_chunk_end(w);
}

/* Character data: idle, walk, Anim Range List 0x45, Character Data 0x08 (FACTS.md 4.3).
 * Slot 0 -> value 1 -> idle; slots 1 and 2 -> value 0 -> walk (the last loaded clip). */
int sample_fill_anim_data(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    clip_build *c = calloc(1, sizeof *c);
    if (!c) return WARP_E_LIMIT;
    warp_write_resource_begin(w, name_crc("warr_anim"));
    make_idle(c);
    write_clip(w, c, "warr_anim_idle");
    make_walk(c);
    write_clip(w, c, "warr_anim_walk");
    free(c);
    warp_write_chunk_begin(w, 0x45, 0);
    warp_write_u32(w, WARP_CHARDATA_SLOTS);
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) {
        int has = i < 3;
        warp_write_u16(w, 0);
        warp_write_u16(w, has ? 1000 : 0);                    /* dir y * 1000 */
        warp_write_f32(w, has ? 1.25f : 0.0f);                /* reach */
        warp_write_u16(w, i == 2 ? 2000 : 0);                 /* far range * 1000 (0: reach * 1.25) */
        warp_write_u16(w, (uint16_t)(has ? 5 * (i + 1) : 0)); /* damage */
        warp_write_u16(w, 0);                                 /* hit code */
        warp_write_u16(w, (uint16_t)(i == 1 ? 0x1000 : i == 2 ? 0x2400 : 0)); /* rate 1.0; 0.9 + stun */
    }
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x08, 0);
    warp_write_u32(w, 0x00436b10u);
    warp_write_u32(w, 0);
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) warp_write_u32(w, i == 0 ? 1 : i < 3 ? 0 : 0xFFFFFFFFu);
    warp_write_zeros(w, 16);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}
