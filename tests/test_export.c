/* Model and world export (examples/warp/formats/gltf_model.c, formats/gltf_world.c): models and worlds built
 * with the library's encoders are exported to .glb, read back (node tree, skin joints,
 * accessor counts, POSITION min/max against the encoded vertices, sector origins,
 * embedded textures) and, with `--validate NODE SCRIPT PACKAGE_DIR`, checked by the Khronos
 * glTF-Validator (zero errors and warnings; exit 77 when node or the package is missing). */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "formats/gltf_model.h"
#include "formats/gltf.h"
#include "check.h"
#include "glb_read.h"

#define STAMP WARP_RW_STAMP_37002

static char out_dir[64];

static const char *out_path(const char *name) {
    static char path[4][128];
    static int next;
    char *p = path[next++ & 3];
    snprintf(p, sizeof path[0], "%s/%s.glb", out_dir, name);
    return p;
}

/* ---- texture dictionaries ---------------------------------------------------------- */

typedef struct txd_spec {
    const char *names[3];
    uint32_t count;
} txd_spec;

static int fill_txd(warp_writer *w, void *user) {
    const txd_spec *s = user;
    static uint8_t rgba[3][4 * 4 * 4];
    warp_texture_desc d[3];
    memset(d, 0, sizeof d);
    for (uint32_t t = 0; t < s->count; t++) {
        for (int i = 0; i < 16; i++) {
            rgba[t][i * 4] = (uint8_t)(60 * t + 10 * i);
            rgba[t][i * 4 + 1] = (uint8_t)(255 - 12 * i);
            rgba[t][i * 4 + 2] = (uint8_t)(40 * t);
            rgba[t][i * 4 + 3] = 255;
        }
        d[t].name = s->names[t];
        d[t].width = d[t].height = 4;
        d[t].psm = WARP_PSM_CT32;
        d[t].levels = 1;
        d[t].rgba[0] = rgba[t];
    }
    return warp_write_txd(w, d, s->count, STAMP);
}

static uint8_t *make_txd(const char *a, const char *b, size_t *len) {
    txd_spec s = {{a, b, NULL}, b ? 2u : 1u};
    return write_all(fill_txd, &s, len);
}

/* ---- a skinned 3-bone model: two UV sets, colours, RenderWare's default layout ---------- */

#define SK_V 10
static float sk_pos[SK_V * 3], sk_nrm[SK_V * 3], sk_uv0[SK_V * 2], sk_uv1[SK_V * 2], sk_wgt[SK_V * 4];
static uint8_t sk_col[SK_V * 4];
static uint16_t sk_jnt[SK_V * 4];
static const warp_hanim_node sk_nodes[3] = {{100, 0, 0}, {101, 1, 0}, {102, 2, 3}};

/* A ladder strip up the y axis (x 0/1, y step 0.5), normals +z; bone by height. */
static void skinned_arrays(void) {
    for (int i = 0; i < SK_V; i++) {
        sk_pos[i * 3] = (float)(i & 1);
        sk_pos[i * 3 + 1] = 0.5f * (float)(i / 2);
        sk_pos[i * 3 + 2] = 0.25f;
        sk_nrm[i * 3 + 2] = 1.0f;
        sk_uv0[i * 2] = (float)(i & 1);
        sk_uv0[i * 2 + 1] = 0.125f * (float)(i / 2);
        sk_uv1[i * 2] = 1.0f - (float)(i & 1);
        sk_uv1[i * 2 + 1] = 0.25f * (float)(i / 2);
        sk_col[i * 4] = (uint8_t)(20 * i);
        sk_col[i * 4 + 1] = 200;
        sk_col[i * 4 + 2] = 50;
        sk_col[i * 4 + 3] = 255;
        sk_jnt[i * 4] = (uint16_t)(i / 4);
        sk_jnt[i * 4 + 1] = (uint16_t)(i / 4 < 2 ? i / 4 + 1 : 0);
        sk_wgt[i * 4] = 0.75f;
        sk_wgt[i * 4 + 1] = 0.25f;
    }
}

static int fill_skinned(warp_writer *w, void *user) {
    (void)user;
    skinned_arrays();
    warp_mesh_arrays m;
    memset(&m, 0, sizeof m);
    m.vertex_count = SK_V;
    m.positions = sk_pos;
    m.normals = sk_nrm;
    m.uvs[0] = sk_uv0;
    m.uvs[1] = sk_uv1;
    m.colors = sk_col;
    m.joints = sk_jnt;
    m.weights = sk_wgt;
    static float ibm[3 * 16];
    memset(ibm, 0, sizeof ibm);
    for (int b = 0; b < 3; b++) {
        ibm[b * 16] = ibm[b * 16 + 5] = ibm[b * 16 + 10] = ibm[b * 16 + 15] = 1;
        ibm[b * 16 + 13] = -(float)b; /* bone b sits b units up */
    }
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 255;
    mat.texture_name = "Skin"; /* found case-insensitively as "skin" */
    mat.texture_name_len = 4;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = WARP_LAYOUT_PS2_DEFAULT;
    g.mesh_count = 1;
    g.meshes = &m;
    g.mesh_materials = &mesh_mat;
    g.material_count = 1;
    g.materials = &mat;
    g.sphere[3] = 10;
    g.bone_count = 3;
    g.inverse_bind = ibm;
    g.max_weights = 2;
    g.position_scale = g.uv_scale = 1;
    warp_frame_desc f[4];
    memset(f, 0, sizeof f);
    static const char *names[4] = {"root", "bone0", "bone1", "bone2"};
    for (int i = 0; i < 4; i++) {
        f[i].matrix[0] = f[i].matrix[4] = f[i].matrix[8] = 1.0f;
        f[i].matrix[10] = i > 1 ? 1.0f : 0.0f;
        f[i].parent = i - 1;
        f[i].name = names[i];
        f[i].has_hanim = i > 0;
        f[i].hanim_id = 99 + i;
    }
    f[1].hanim_node_count = 3;
    f[1].hanim_nodes = sk_nodes;
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.has_pipeline = 1;
    a.pipeline_plugin = 3;
    a.pipeline_id = 0x30083;
    warp_clump_desc c = {4, f, 1, &g, 1, &a, {0}};
    return warp_write_clump(w, &c, STAMP);
}

/* ---- a prop in the game's packed layout (0x3F0 scales), two materials ------------------- */

#define PR_V 6
static float pr_pos[2][PR_V * 3], pr_nrm[PR_V * 3], pr_uv[PR_V * 2];

/* Positions on the 1/256 grid the packed layout stores exactly. */
static void prop_arrays(void) {
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < PR_V; i++) {
            pr_pos[k][i * 3] = (float)(i / 2) * 0.75f - 1.5f + (float)k * 4;
            pr_pos[k][i * 3 + 1] = (float)(i & 1) * -0.5f;
            pr_pos[k][i * 3 + 2] = 2.0f + (float)i / 256.0f;
            pr_nrm[i * 3 + 2] = 1.0f;
            pr_uv[i * 2] = (float)(i / 2) / 4.0f;
            pr_uv[i * 2 + 1] = (float)(i & 1);
        }
}

/* user: NULL for the prop (one frame, one atomic), else a car model's shape: 48 frames and
 * 47 atomics over the one geometry (FACTS.md 4.4). */
static int prop_stitch_only; /* mesh 1: a strip of 3 vertices, the last two identical (no triangle) */

static int fill_prop(warp_writer *w, void *user) {
    int car = user != NULL;
    prop_arrays();
    static const float st_pos[9] = {0, 0, 1, 0.5f, 0, 1, 0.5f, 0, 1}, st_nrm[9] = {0, 0, 1, 0, 0, 1, 0, 0, 1},
                       st_uv[6] = {0, 0, 1, 0, 1, 0};
    warp_mesh_arrays m[2];
    memset(m, 0, sizeof m);
    for (int k = 0; k < 2; k++) {
        m[k].vertex_count = PR_V;
        m[k].positions = pr_pos[k];
        m[k].normals = pr_nrm;
        m[k].uvs[0] = pr_uv;
    }
    if (prop_stitch_only) {
        m[1].vertex_count = 3;
        m[1].positions = st_pos;
        m[1].normals = st_nrm;
        m[1].uvs[0] = st_uv;
    }
    warp_material_info mat[2];
    memset(mat, 0, sizeof mat);
    for (int k = 0; k < 2; k++) mat[k].color[0] = mat[k].color[1] = mat[k].color[2] = mat[k].color[3] = 255;
    mat[0].texture_name = "nowhere"; /* not in the dictionary: the first texture stands in */
    mat[0].texture_name_len = 7;
    mat[1].texture_name = "wood";
    mat[1].texture_name_len = 4;
    uint32_t mesh_mats[2] = {0, 1};
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = WARP_LAYOUT_PS2_PACKED;
    g.mesh_count = 2;
    g.meshes = m;
    g.mesh_materials = mesh_mats;
    g.material_count = 2;
    g.materials = mat;
    g.sphere[3] = 10;
    g.position_scale = 1.0f / 256;
    g.uv_scale = 1.0f / 1024;
    static warp_frame_desc f[48];
    static warp_atomic_desc a[47];
    memset(f, 0, sizeof f);
    memset(a, 0, sizeof a);
    for (uint32_t i = 0; i < 48; i++) {
        f[i].matrix[0] = f[i].matrix[4] = f[i].matrix[8] = 1.0f;
        f[i].parent = i ? 0 : -1;
    }
    for (uint32_t i = 0; i < 47; i++) {
        a[i].frame = car ? i + 1 : 0;
        a[i].has_warriors = 1;
        a[i].position_scale = g.position_scale;
        a[i].uv_scale = g.uv_scale;
        a[i].has_pipeline = 1;
        a[i].pipeline_plugin = 3;
        a[i].pipeline_id = 0x30083;
    }
    warp_clump_desc c = {car ? 48 : 1, f, 1, &g, car ? 47 : 1, a, {0}};
    return warp_write_clump(w, &c, STAMP);
}

/* ---- a glow world: one sector, two meshes, default layout --------------------------------- */

#define GL_V 5
static float gl_pos[2][GL_V * 3], gl_uv[GL_V * 2];
static uint8_t gl_col[GL_V * 4];

static int fill_glow(warp_writer *w, void *user) {
    (void)user;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < GL_V; i++) {
            gl_pos[k][i * 3] = 10.0f * (float)k + (float)(i / 2);
            gl_pos[k][i * 3 + 1] = -3.0f;
            gl_pos[k][i * 3 + 2] = 100.0f + (float)(i & 1) * 1.5f;
            gl_uv[i * 2] = (float)(i & 1);
            gl_uv[i * 2 + 1] = (float)(i / 2) * 0.5f;
            gl_col[i * 4] = gl_col[i * 4 + 1] = gl_col[i * 4 + 2] = (uint8_t)(100 + 20 * i);
            gl_col[i * 4 + 3] = 255;
        }
    warp_mesh_arrays m[2];
    memset(m, 0, sizeof m);
    for (int k = 0; k < 2; k++) {
        m[k].vertex_count = GL_V;
        m[k].positions = gl_pos[k];
        m[k].uvs[0] = gl_uv;
        m[k].colors = gl_col;
    }
    static const uint32_t mats[2] = {1, 0};
    warp_material_info mat[2];
    memset(mat, 0, sizeof mat);
    for (int k = 0; k < 2; k++) mat[k].color[0] = mat[k].color[1] = mat[k].color[2] = mat[k].color[3] = 255;
    mat[0].texture_name = "propglow02k";
    mat[0].texture_name_len = 11;
    mat[1].texture_name = "propglow01";
    mat[1].texture_name_len = 10;
    warp_world_sector_desc s;
    memset(&s, 0, sizeof s);
    s.box_min[1] = -4, s.box_max[0] = 20, s.box_max[1] = 0, s.box_min[2] = 99, s.box_max[2] = 102;
    s.mesh_count = 2;
    s.meshes = m;
    s.mesh_materials = mats;
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.material_count = 2;
    d.materials = mat;
    d.sector_count = 1;
    d.sectors = &s;
    return warp_write_world(w, &d, STAMP);
}

/* ---- a streamed world: the world stream and two parts (atomics k 0, 1 and k 2) ------------- */

#define ST_V 4
static const float st_origin[3][3] = {{100, 20, 5}, {-50, 0, 0}, {0, 300.5f, -7}};
static float st_pos[3][ST_V * 3], st_uv[ST_V * 2];
static uint8_t *st_dict;
static size_t st_dict_len;

static int fill_stream(warp_writer *w, void *user) {
    (void)user;
    warp_world_sector_desc s[3];
    memset(s, 0, sizeof s);
    for (int i = 0; i < 3; i++) {
        for (int a = 0; a < 3; a++) s[i].box_min[a] = st_origin[i][a] - 8, s[i].box_max[a] = st_origin[i][a] + 8;
        s[i].has_index = 1;
        s[i].k = (uint32_t)i;
        s[i].part = i < 2 ? 1u : 2u;
        memcpy(s[i].origin, st_origin[i], sizeof s[i].origin);
    }
    warp_world_desc d;
    memset(&d, 0, sizeof d);
    d.sector_count = 3;
    d.sectors = s;
    return warp_write_world_stream(w, 2, st_dict, st_dict_len, &d, STAMP);
}

/* part (1 or 2): its atomics in the packed layout, vertices on the 1/128 grid. */
static int fill_stream_part(warp_writer *w, void *user) {
    int part = *(const int *)user;
    uint32_t first = part == 1 ? 0 : 2, count = part == 1 ? 2 : 1;
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < ST_V; i++) {
            st_pos[k][i * 3] = (float)(i / 2) * 2.0f - 1.0f + (float)k;
            st_pos[k][i * 3 + 1] = (float)(i & 1) * 3.0f;
            st_pos[k][i * 3 + 2] = 0.5f + (float)k / 128.0f;
            st_uv[i * 2] = (float)(i / 2);
            st_uv[i * 2 + 1] = (float)(i & 1);
        }
    warp_mesh_arrays m[2];
    warp_world_part_atomic_desc a[2];
    warp_material_info mat;
    memset(m, 0, sizeof m);
    memset(a, 0, sizeof a);
    memset(&mat, 0, sizeof mat);
    mat.color[0] = mat.color[1] = mat.color[2] = mat.color[3] = 255;
    mat.texture_name = "ground";
    mat.texture_name_len = 6;
    for (uint32_t i = 0; i < count; i++) {
        m[i].vertex_count = ST_V;
        m[i].positions = st_pos[first + i];
        m[i].uvs[0] = st_uv;
        a[i].k = first + i;
        a[i].atomic.has_warriors = 1;
        a[i].atomic.position_scale = 1.0f / 128;
        a[i].atomic.uv_scale = 1.0f / 1024;
        a[i].atomic.has_pipeline = 1;
        a[i].atomic.pipeline_plugin = 3;
        a[i].atomic.pipeline_id = 0x30083;
        a[i].geometry.layout = WARP_LAYOUT_PS2_PACKED;
        a[i].geometry.mesh_count = 1;
        a[i].geometry.meshes = &m[i];
        a[i].geometry.material_count = 1;
        a[i].geometry.materials = &mat;
        a[i].geometry.position_scale = 1.0f / 128;
        a[i].geometry.uv_scale = 1.0f / 1024;
    }
    size_t empty_len;
    uint8_t *empty = make_txd("unused", NULL, &empty_len);
    int rc = warp_write_world_part(w, 0x1234u, empty, empty_len, count, a, STAMP);
    free(empty);
    return rc;
}

/* ---- reading back ------------------------------------------------------------------------ */

#define CHECK_NUM(a, b)                                                                              \
    do {                                                                                             \
        double x_ = (double)(a), y_ = (double)(b);                                                   \
        if (x_ != y_) FAILF("%s == %.17g, expected %.17g", #a, x_, y_);                              \
    } while (0)

/* The POSITION accessor's min/max must equal the bounds of pos (n vertices). */
static const char *check_bounds(const jv *acc, const float *pos, size_t n) {
    CHECK(acc);
    CHECK_EQ(jnum(acc, "count"), n);
    const jv *mn = jget(acc, "min"), *mx = jget(acc, "max");
    CHECK(mn && mx && mn->count == 3 && mx->count == 3);
    for (int a = 0; a < 3; a++) {
        float lo = pos[a], hi = pos[a];
        for (size_t i = 1; i < n; i++) {
            if (pos[i * 3 + a] < lo) lo = pos[i * 3 + a];
            if (pos[i * 3 + a] > hi) hi = pos[i * 3 + a];
        }
        CHECK_NUM(mn->items[a].num, lo);
        CHECK_NUM(mx->items[a].num, hi);
    }
    return NULL;
}

static const char *export_file(int (*fill)(warp_writer *, void *), void *user, const export_textures *tex,
                               int world, const char *path, export_stats *st) {
    size_t len;
    uint8_t *buf = write_all(fill, user, &len);
    char err[256];
    int rc = world ? export_world_glb(buf, len, tex, path, st, err, sizeof err)
                   : export_clump_glb(buf, len, tex, path, st, err, sizeof err);
    free(buf);
    if (rc) FAILF("export: %s", err);
    return NULL;
}

TEST(skinned_clump) {
    size_t tl;
    uint8_t *txd = make_txd("other", "skin", &tl);
    const uint8_t *txds[1] = {txd};
    export_textures tex = {txds, &tl, 1, 0};
    export_stats st;
    const char *msg = export_file(fill_skinned, NULL, &tex, 0, out_path("skinned"), &st);
    free(txd);
    if (msg) return msg;
    CHECK_EQ(st.nodes, 5); /* 4 frames + the skinned mesh's node */
    CHECK_EQ(st.meshes, 1);
    CHECK_EQ(st.primitives, 1);
    CHECK_EQ(st.vertices, SK_V);
    CHECK_EQ(st.triangles, SK_V - 2);
    CHECK_EQ(st.textures, 1);
    CHECK_EQ(st.skins, 1);
    CHECK_EQ(st.skipped_meshes, 0);
    CHECK_EQ(st.winding_flips, 0); /* the library winds strips like the normals */
    glb g;
    if ((msg = glb_load(&g, out_path("skinned")))) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(nodes->count, 5);
    CHECK(!strcmp(jget(jat(nodes, 1), "name")->str, "bone0"));
    const jv *t = jget(jat(nodes, 2), "translation"); /* bone1: one unit up its parent */
    CHECK(t && t->count == 3);
    CHECK_NUM(t->items[0].num, 0);
    CHECK_NUM(t->items[1].num, 1);
    CHECK_NUM(t->items[2].num, 0);
    const jv *skin = jat(jget(&g.json, "skins"), 0);
    const jv *joints = jget(skin, "joints");
    CHECK_EQ(joints->count, 3);
    for (int b = 0; b < 3; b++) CHECK_EQ(jat(joints, (size_t)b)->num, b + 1); /* HAnim order = frames 1..3 */
    CHECK_EQ(jnum(skin, "skeleton"), 0);
    size_t vlen;
    const float *ibm = (const float *)accessor_bytes(&g, accessor(&g, jnum(skin, "inverseBindMatrices")), &vlen);
    CHECK_EQ(vlen, 3 * 64);
    CHECK_NUM(ibm[2 * 16 + 13], -2.0f);
    CHECK_NUM(ibm[1 * 16 + 13], -1.0f);
    CHECK_NUM(ibm[2 * 16 + 15], 1.0f);
    const jv *p = prim_of(&g, 0, 0);
    if ((msg = check_bounds(attribute(&g, p, "POSITION"), sk_pos, SK_V))) return msg;
    CHECK_EQ(jnum(attribute(&g, p, "TEXCOORD_0"), "count"), SK_V);
    CHECK_EQ(jnum(attribute(&g, p, "TEXCOORD_1"), "count"), SK_V);
    CHECK_EQ(jnum(attribute(&g, p, "COLOR_0"), "count"), SK_V);
    CHECK_EQ(jnum(attribute(&g, p, "JOINTS_0"), "count"), SK_V);
    CHECK_EQ(jnum(attribute(&g, p, "WEIGHTS_0"), "count"), SK_V);
    CHECK_EQ(jnum(accessor(&g, jnum(p, "indices")), "count"), 3 * (SK_V - 2));
    /* the material's texture is "skin", the dictionary's second */
    CHECK_EQ(jcount(&g.json, "images"), 1);
    const jv *mat = jat(jget(&g.json, "materials"), (size_t)jnum(p, "material"));
    CHECK(!strcmp(jget(mat, "name")->str, "Skin")); /* named as the material asks */
    CHECK_EQ(jnum(jget(jget(mat, "pbrMetallicRoughness"), "baseColorTexture"), "index"), 0);
    CHECK(!strcmp(jget(jat(jget(&g.json, "images"), 0), "name")->str, "skin"));
    glb_close(&g);
    return NULL;
}

TEST(packed_prop_first_texture_fallback) {
    size_t tl;
    uint8_t *txd = make_txd("first", "wood", &tl);
    const uint8_t *txds[1] = {txd};
    export_textures tex = {txds, &tl, 1, 1};
    export_stats st;
    const char *msg = export_file(fill_prop, NULL, &tex, 0, out_path("prop"), &st);
    free(txd);
    if (msg) return msg;
    CHECK_EQ(st.nodes, 2);
    CHECK_EQ(st.primitives, 2);
    CHECK_EQ(st.vertices, 2 * PR_V);
    CHECK_EQ(st.textures, 2);
    CHECK_EQ(st.winding_flips, 0);
    glb g;
    if ((msg = glb_load(&g, out_path("prop")))) return msg;
    CHECK_EQ(jcount(&g.json, "nodes"), 2);
    for (int k = 0; k < 2; k++) {
        const jv *p = prim_of(&g, 0, (size_t)k);
        if ((msg = check_bounds(attribute(&g, p, "POSITION"), pr_pos[k], PR_V))) return msg;
        const jv *mat = jat(jget(&g.json, "materials"), (size_t)jnum(p, "material"));
        CHECK(!strcmp(jget(mat, "name")->str, k ? "wood" : "first")); /* "nowhere" -> the first texture */
    }
    glb_close(&g);
    /* without the fallback the first material is untextured */
    txd = make_txd("first", "wood", &tl);
    txds[0] = txd;
    tex.first_texture_fallback = 0;
    msg = export_file(fill_prop, NULL, &tex, 0, out_path("prop_nofallback"), &st);
    free(txd);
    if (msg) return msg;
    CHECK_EQ(st.textures, 1);
    return NULL;
}

TEST(glow_world) {
    size_t tl;
    uint8_t *txd = make_txd("propglow01", "propglow02k", &tl);
    const uint8_t *txds[1] = {txd};
    export_textures tex = {txds, &tl, 1, 0};
    export_stats st;
    const char *msg = export_file(fill_glow, NULL, &tex, 1, out_path("glow"), &st);
    free(txd);
    if (msg) return msg;
    CHECK_EQ(st.nodes, 1);
    CHECK_EQ(st.primitives, 2);
    CHECK_EQ(st.vertices, 2 * GL_V);
    CHECK_EQ(st.triangles, 2 * (GL_V - 2));
    CHECK_EQ(st.textures, 2);
    glb g;
    if ((msg = glb_load(&g, out_path("glow")))) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(nodes->count, 1); /* the sector only: the game's worlds are y-up, written as stored (FACTS.md 3.4) */
    CHECK_EQ(st.turned_upright, 0);
    CHECK(!jget(jat(nodes, 0), "matrix"));
    for (int k = 0; k < 2; k++) {
        const jv *p = prim_of(&g, 0, (size_t)k);
        if ((msg = check_bounds(attribute(&g, p, "POSITION"), gl_pos[k], GL_V))) return msg;
        CHECK_EQ(jnum(attribute(&g, p, "COLOR_0"), "count"), GL_V);
        const jv *mat = jat(jget(&g.json, "materials"), (size_t)jnum(p, "material"));
        CHECK(!strcmp(jget(mat, "name")->str, k ? "propglow02k" : "propglow01")); /* mesh k uses material 1-k */
        CHECK(jget(mat, "doubleSided") && jget(mat, "doubleSided")->num == 1); /* glows draw with culling off */
    }
    glb_close(&g);
    return NULL;
}

static const char *streamed(int with_world) {
    size_t wl, pl[2];
    st_dict = make_txd("ground", NULL, &st_dict_len);
    uint8_t *wld = write_all(fill_stream, NULL, &wl);
    int one = 1, two = 2;
    uint8_t *p1 = write_all(fill_stream_part, &one, &pl[0]), *p2 = write_all(fill_stream_part, &two, &pl[1]);
    const uint8_t *parts[2] = {p1, p2};
    export_stats st;
    char err[256];
    const char *path = out_path(with_world ? "streamed" : "part1");
    int rc = with_world ? export_streamed_world_glb(wld, wl, parts, pl, 2, path, &st, err, sizeof err)
                        : export_streamed_world_glb(NULL, 0, parts, pl, 1, path, &st, err, sizeof err);
    free(wld);
    free(p1);
    free(p2);
    free(st_dict);
    if (rc) FAILF("export: %s", err);
    uint32_t atomics = with_world ? 3 : 2;
    CHECK_EQ(st.nodes, atomics);
    CHECK_EQ(st.meshes, atomics);
    CHECK_EQ(st.vertices, atomics * ST_V);
    CHECK_EQ(st.unplaced, 0);
    CHECK_EQ(st.textures, with_world ? 1 : 0); /* "ground" lives in the world stream's dictionary */
    glb g;
    const char *msg = glb_load(&g, path);
    if (msg) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(nodes->count, atomics); /* no root turn: stored y-up (FACTS.md 3.4) */
    CHECK_EQ(st.turned_upright, 0);
    for (uint32_t k = 0; k < atomics; k++) {
        const jv *n = jat(nodes, k);
        const jv *t = jget(n, "translation");
        if (with_world) {
            CHECK(t && t->count == 3);
            for (int a = 0; a < 3; a++) CHECK_NUM(t->items[a].num, st_origin[k][a]); /* sector k's 0x3F1 origin */
        } else {
            CHECK(!t); /* no sector table: at the origin */
        }
        const jv *p = prim_of(&g, (size_t)jnum(n, "mesh"), 0);
        if ((msg = check_bounds(attribute(&g, p, "POSITION"), st_pos[k], ST_V))) return msg;
        /* placed bounds = the encoded vertices + the origin */
        const jv *mn = jget(attribute(&g, p, "POSITION"), "min");
        if (with_world) CHECK_NUM((float)mn->items[1].num + st_origin[k][1], st_pos[k][1] + st_origin[k][1]);
    }
    glb_close(&g);
    return NULL;
}

TEST(streamed_world_two_parts) { return streamed(1); }
TEST(lone_part_at_origin) { return streamed(0); }

/* The scene's root node carries the z-up -> y-up turn (and is the only root). */
static const char *check_turned(const glb *g) {
    const jv *roots = jget(jat(jget(&g->json, "scenes"), 0), "nodes");
    CHECK(roots && roots->count >= 1);
    const jv *rm = jget(jat(jget(&g->json, "nodes"), (size_t)jat(roots, 0)->num), "matrix");
    CHECK(rm && rm->count == 16);
    static const float want[16] = {1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1}; /* z -> +y, y -> -z */
    for (int i = 0; i < 16; i++) CHECK_NUM(rm->items[i].num, want[i]);
    return NULL;
}

/* The game's object models stand y-up and are written as stored; its six car models
 * (48 frames, 47 atomics) stand z-up and get the root turn (FACTS.md 4.4). */
TEST(car_model_upright) {
    export_stats st;
    const char *msg = export_file(fill_prop, NULL, NULL, 0, out_path("prop_axes"), &st);
    if (msg) return msg;
    CHECK_EQ(st.turned_upright, 0);
    glb g;
    if ((msg = glb_load(&g, out_path("prop_axes")))) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    for (size_t i = 0; i < nodes->count; i++) CHECK(!jget(jat(nodes, i), "matrix"));
    glb_close(&g);
    int car = 1;
    if ((msg = export_file(fill_prop, &car, NULL, 0, out_path("car"), &st))) return msg;
    CHECK_EQ(st.turned_upright, 1);
    CHECK_EQ(st.nodes, 48 + 47);
    if ((msg = glb_load(&g, out_path("car")))) return msg;
    CHECK_EQ(jget(&g.json, "nodes")->count, 48 + 47 + 1);
    msg = check_turned(&g);
    glb_close(&g);
    return msg;
}

/* GTA San Andreas files are z-up: a PS2 vehicle (stamp 0x1803FFFF, PDS Car pipelines) and a
 * PC car (generic geometry) come out standing on their wheels: the root turns their z
 * (up) to glTF +y; the body is longer along its y (front) than it is tall along z. */
TEST(corpus_gta_cars_upright) {
    const char *dir = getenv("WARP_CORPUS");
    static const char *const files[] = {"ps2-more/GTA3_rhino.dff", "ps2-more/GTA3_tractor.dff", "other/infernus.dff"};
    int found = 0;
    for (size_t f = 0; f < sizeof files / sizeof files[0]; f++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir ? dir : "", files[f]);
        size_t len;
        uint8_t *buf = dir ? read_whole(path, &len) : NULL;
        if (!buf) continue;
        found++;
        size_t off = 0;
        warp_rw_section sec;
        while (warp_rw_header(buf, len, off, &sec) == WARP_OK && sec.type != WARP_RW_CLUMP) off += 12 + (size_t)sec.size;
        export_stats st;
        char err[256];
        int rc = export_clump_glb(buf + off, len - off, NULL, out_path("gta_car"), &st, err, sizeof err);
        free(buf);
        if (rc) FAILF("%s: %s", files[f], err);
        CHECK_EQ(st.turned_upright, 1);
        glb g;
        const char *msg = glb_load(&g, out_path("gta_car"));
        if (msg) return msg;
        if ((msg = check_turned(&g))) {
            glb_close(&g);
            return msg;
        }
        /* the biggest primitive (the body) in its own frame: length along y, height along z */
        const jv *meshes = jget(&g.json, "meshes");
        double best = -1, ext[3] = {0, 0, 0};
        for (size_t m = 0; m < meshes->count; m++)
            for (size_t k = 0; prim_of(&g, m, k); k++) {
                const jv *acc = attribute(&g, prim_of(&g, m, k), "POSITION");
                const jv *mn = jget(acc, "min"), *mx = jget(acc, "max");
                double e[3], vol = 1;
                for (int a = 0; a < 3; a++) vol *= e[a] = mx->items[a].num - mn->items[a].num;
                if (vol > best)
                    for (int a = 0; a < 3; a++) best = vol, ext[a] = e[a];
            }
        glb_close(&g);
        printf("     %s: body %.2f wide, %.2f long (y), %.2f tall (z)\n", files[f], ext[0], ext[1], ext[2]);
        CHECK(ext[2] > 0 && ext[2] < ext[1]);
    }
    if (!found) SKIP("no corpus");
    CHECK_EQ(found, 3);
    return NULL;
}

/* A mesh whose strip gives vertices but no triangle (GTA_INT_police_nb1.dff has one; the
 * exporter used to read its never-allocated positions): not written, counted in
 * empty_meshes; the other mesh is exported. */
TEST(mesh_without_triangles) {
    export_stats st;
    prop_stitch_only = 1;
    const char *msg = export_file(fill_prop, NULL, NULL, 0, out_path("stitch_only"), &st);
    prop_stitch_only = 0;
    if (msg) return msg;
    CHECK_EQ(st.empty_meshes, 1);
    CHECK_EQ(st.skipped_meshes, 0);
    CHECK_EQ(st.meshes, 1);
    CHECK_EQ(st.primitives, 1);
    CHECK_EQ(st.vertices, PR_V);
    CHECK_EQ(st.triangles, PR_V - 2);
    glb g;
    if ((msg = glb_load(&g, out_path("stitch_only")))) return msg;
    CHECK(prim_of(&g, 0, 0) && !prim_of(&g, 0, 1));
    msg = check_bounds(attribute(&g, prim_of(&g, 0, 0), "POSITION"), pr_pos[0], PR_V);
    glb_close(&g);
    return msg;
}

TEST(bad_input_writes_nothing) {
    size_t len;
    uint8_t *buf = write_all(fill_prop, NULL, &len);
    export_stats st;
    char err[256];
    const char *path = out_path("bad");
    /* every truncated prefix of the clump fails cleanly without a file */
    for (size_t n = 0; n < len; n++) {
        unlink(path);
        err[0] = 0;
        int rc = export_clump_glb(buf, n, NULL, path, &st, err, sizeof err);
        if (rc != -1 || !err[0] || access(path, F_OK) == 0) {
            free(buf);
            FAILF("prefix %zu: rc %d err '%s'", n, rc, err);
        }
    }
    CHECK_EQ(export_clump_glb(buf, len, NULL, path, &st, err, sizeof err), 0);
    CHECK_EQ(access(path, F_OK), 0);
    free(buf);
    /* a world where a clump is expected, and garbage */
    buf = write_all(fill_glow, NULL, &len);
    CHECK_EQ(export_clump_glb(buf, len, NULL, path, &st, err, sizeof err), -1);
    CHECK(strstr(err, "clump"));
    CHECK_EQ(export_world_glb(buf, len / 2, NULL, path, &st, err, sizeof err), -1);
    CHECK_EQ(export_streamed_world_glb(buf, len, NULL, NULL, 0, path, &st, err, sizeof err), -1);
    CHECK(strstr(err, "world stream"));
    free(buf);
    return NULL;
}

/* ---- `warp extract` on single files (WARP_TOOL) ------------------------------------------ */

/* A resource {0x2A dictionary, then `second_type` holding `fill`'s bytes}. */
typedef struct res_spec {
    uint32_t second_type;
    fill_fn fill;
    const char *tex[2];
} res_spec;

static int fill_resource(warp_writer *w, void *user) {
    const res_spec *r = user;
    size_t tl, ml;
    uint8_t *txd = make_txd(r->tex[0], r->tex[1], &tl), *model = write_all(r->fill, NULL, &ml);
    warp_write_resource_begin(w, 0x1234);
    warp_write_chunk_begin(w, 0x2A, 0x1234);
    warp_write_bytes(w, txd, tl);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, r->second_type, 0x1234);
    warp_write_bytes(w, model, ml);
    warp_write_chunk_end(w);
    int rc = warp_write_resource_end(w);
    free(txd);
    free(model);
    return rc;
}

static int fill_two_clumps(warp_writer *w, void *user) {
    (void)user;
    fill_skinned(w, NULL);
    return fill_prop(w, NULL);
}

static int save(const char *name, const uint8_t *buf, size_t len, char *path) {
    snprintf(path, 128, "%s/%s", out_dir, name);
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(buf, 1, len, f) == len;
    if (f) ok &= fclose(f) == 0;
    return ok ? 0 : -1;
}

static const char *save_fill(const char *name, fill_fn fill, void *user, char *path) {
    size_t len;
    uint8_t *buf = write_all(fill, user, &len);
    int rc = save(name, buf, len, path);
    free(buf);
    if (rc) FAILF("cannot write %s", path);
    return NULL;
}

/* A whole file as a NUL-terminated string ("" when missing). */
static char *read_text(const char *path) {
    size_t len = 0;
    uint8_t *bytes = read_whole(path, &len);
    char *text = calloc(len + 1, 1);
    if (bytes && text) memcpy(text, bytes, len);
    free(bytes);
    return text;
}

/* Runs `warp extract IN -o OUTDIR/x/<tag> [--txd TXD] -q 2> ERR`; the manifest text in *manifest. */
static int run_tool(const char *in, const char *txd, const char *tag, char **manifest, char **errors) {
    char dir[160], err_path[160], cmd[1024];
    snprintf(dir, sizeof dir, "%s/x/%s", out_dir, tag);
    snprintf(err_path, sizeof err_path, "%s/x/%s.err", out_dir, tag);
    snprintf(cmd, sizeof cmd, "mkdir -p %s/x && '%s' extract '%s' -o '%s' %s%s%s -q 2>'%s'", out_dir,
             getenv("WARP_TOOL"), in, dir, txd ? "--txd '" : "", txd ? txd : "", txd ? "'" : "", err_path);
    int rc = system(cmd);
    char mpath[200];
    snprintf(mpath, sizeof mpath, "%s/manifest.json", dir);
    *manifest = read_text(mpath);
    *errors = read_text(err_path);
    return rc;
}

static const char *expect_in(const char *text, const char *want) {
    if (!strstr(text, want)) FAILF("missing '%s' in:\n%s", want, text);
    return NULL;
}
#define EXPECT_IN(text, want)                                \
    do {                                                     \
        const char *m_ = expect_in(text, want);              \
        if (m_) return m_;                                   \
    } while (0)

TEST(tool_single_files) {
    if (!getenv("WARP_TOOL")) SKIP("WARP_TOOL not set (the export_validator test sets it)");
    char in[128], txd_path[128], *man = NULL, *err = NULL;
    const char *msg;
    /* a prop resource: its own dictionary, first-texture fallback */
    res_spec prop = {0x47, fill_prop, {"first", "wood"}};
    if ((msg = save_fill("prop.res", fill_resource, &prop, in))) return msg;
    CHECK_EQ(run_tool(in, NULL, "prop", &man, &err), 0);
    EXPECT_IN(man, "\"kind\": \"model\", \"source\": ");
    EXPECT_IN(man, "\"file\": \"prop_1.glb\", \"fnv1a64\": \""); /* the .glb's hash, for warp rebuild */
    EXPECT_IN(man, "\"nodes\": 2, \"meshes\": 1, \"primitives\": 2, \"vertices\": 12, \"triangles\": 8, \"textures\": 2");
    EXPECT_IN(man, "\"file\": \"wood.png\"");
    free(man), free(err);
    /* a level-like resource: the glow world takes the dictionary right before it */
    res_spec level = {0x15, fill_glow, {"propglow01", "propglow02k"}};
    if ((msg = save_fill("level.lev", fill_resource, &level, in))) return msg;
    CHECK_EQ(run_tool(in, NULL, "level", &man, &err), 0);
    EXPECT_IN(man, "\"kind\": \"world\"");
    EXPECT_IN(man, "\"file\": \"level_1.glb\", \"nodes\": 1, \"meshes\": 1, \"primitives\": 2, \"vertices\": 10, "
                   "\"triangles\": 6, \"textures\": 2");
    free(man), free(err);
    /* a raw .dff with two clumps and a --txd dictionary */
    size_t tl;
    uint8_t *txd = make_txd("skin", "wood", &tl);
    int rc = save("skin.txd", txd, tl, txd_path);
    free(txd);
    CHECK_EQ(rc, 0);
    if ((msg = save_fill("two.dff", fill_two_clumps, NULL, in))) return msg;
    CHECK_EQ(run_tool(in, txd_path, "two", &man, &err), 0);
    EXPECT_IN(man, "\"file\": \"two_0.glb\", \"fnv1a64\": \"");
    EXPECT_IN(man, "\"nodes\": 5, \"meshes\": 1, \"primitives\": 1, \"vertices\": 10, "
                   "\"triangles\": 8, \"textures\": 1, \"skins\": 1");
    EXPECT_IN(man, "\"file\": \"two_1.glb\", \"fnv1a64\": \"");
    EXPECT_IN(man, "\"nodes\": 2, \"meshes\": 1, \"primitives\": 2, \"vertices\": 12, "
                   "\"triangles\": 8, \"textures\": 1"); /* "wood" only: no fallback for a raw .dff */
    free(man), free(err);
    /* a lone world part: its atomics at the origin */
    int one = 1;
    if ((msg = save_fill("w_ms1.sec", fill_stream_part, &one, in))) return msg;
    CHECK_EQ(run_tool(in, NULL, "part", &man, &err), 0);
    EXPECT_IN(man, "\"kind\": \"world_part\"");
    EXPECT_IN(man, "\"file\": \"w_ms1.glb\", \"nodes\": 2, \"meshes\": 2, \"primitives\": 2, \"vertices\": 8");
    free(man), free(err);
    /* a lone world stream: boxes only, nothing written, and said so */
    st_dict = make_txd("ground", NULL, &st_dict_len);
    msg = save_fill("w_sec.wld", fill_stream, NULL, in);
    free(st_dict);
    if (msg) return msg;
    CHECK_EQ(run_tool(in, NULL, "stream", &man, &err), 0);
    EXPECT_IN(err, "world stream: its world holds sector boxes, no geometry");
    CHECK(!strstr(man, ".glb"));
    free(man), free(err);
    return NULL;
}

/* ---- the validator ---------------------------------------------------------------------- */

static int run(char **args) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        execv(args[0], args);
        _exit(127);
    }
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return -1;
    return WEXITSTATUS(status);
}

static const char *const outputs[] = {"skinned",  "prop",        "prop_nofallback", "glow",       "streamed",
                                      "part1",    "x/prop/prop_1", "x/level/level_1", "x/two/two_0", "x/two/two_1",
                                      "x/part/w_ms1", "prop_axes", "car", "stitch_only"};

static void cleanup(void) {
    if (getenv("EXPORT_KEEP")) { /* EXPORT_KEEP=1 leaves the files for a look */
        printf("outputs kept in %s\n", out_dir);
        return;
    }
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", out_dir);
    if (system(cmd)) printf("could not remove %s\n", out_dir);
}

static const test_case cases[] = {
    T(skinned_clump),           T(packed_prop_first_texture_fallback), T(glow_world),
    T(streamed_world_two_parts), T(lone_part_at_origin),                T(bad_input_writes_nothing),
    T(tool_single_files),       T(car_model_upright),                  T(corpus_gta_cars_upright),
    T(mesh_without_triangles),
};

/* argv: --validate NODE SCRIPT PACKAGE_DIR */
static int run_validator(int argc, char **argv) {
    if (argc < 5 || !argv[2][0]) {
        printf("skip: node not found\n");
        return 77;
    }
    char probe[4096];
    snprintf(probe, sizeof probe, "%s/package.json", argv[4]);
    if (access(probe, R_OK)) {
        printf("skip: %s missing (tests/run.sh installs it)\n", probe);
        return 77;
    }
    if (!getenv("WARP_TOOL")) {
        printf("FAIL: WARP_TOOL not set\n");
        return 1;
    }
    if (RUN_TESTS("export (writing)", cases)) return 1;
    enum { N = sizeof outputs / sizeof outputs[0] };
    char *args[N + 5] = {argv[2], argv[3], argv[4], "--strict"};
    for (size_t i = 0; i < N; i++) args[4 + i] = strdup(out_path(outputs[i]));
    int rc = run(args);
    for (size_t i = 0; i < N; i++) free(args[4 + i]);
    printf("%s validator on %d exported files (exit %d)\n", rc == 0 ? "ok  " : "FAIL", (int)N, rc);
    return rc == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    snprintf(out_dir, sizeof out_dir, "/tmp/test_export_XXXXXX");
    if (!mkdtemp(out_dir)) return 1;
    int rc = argc > 1 && !strcmp(argv[1], "--validate") ? run_validator(argc, argv) : RUN_TESTS("export", cases);
    cleanup();
    return rc;
}
