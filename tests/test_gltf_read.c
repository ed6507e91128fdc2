/* The rebuild's glTF reader (examples/warp/formats/gltf_read.c): files written by the
 * tool's own glTF writer (gltf.c) read back exactly, node transforms applied; .gltf
 * documents with base64 buffers for the layouts other exporters write (unindexed,
 * normalised integers, strides); hostile files refused with a reason.
 * `test_gltf_read --seeds DIR` writes the fuzz seeds (fuzz/corpus/gltf/). */
#include <math.h>
#include <stdint.h>

#include "check.h"
#include "formats/gltf.h"
#include "formats/gltf_read.h"

/* ---- documents made with the tool's writer ------------------------------------------ */

static const float tri_pos[] = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
static const float tri_nrm[] = {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1};
static const float tri_uv[] = {0, 0, 1, 0, 0, 1, 1, 1};
static const uint8_t tri_col[] = {255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 10, 20, 30, 40};
static const uint32_t tri_idx[] = {0, 1, 2, 2, 1, 3};

/* A frame node "root" (translation 10,0,0) with a child "prop" (scale 2) drawing mesh "prop". */
static uint8_t *make_glb(size_t *len, int skinned) {
    gltf_doc *doc = gltf_new();
    gltf_material m;
    gltf_material_init(&m);
    m.name = "wall";
    int mat = gltf_add_material(doc, &m);
    static const uint16_t joints[16] = {0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0};
    static const float weights[16] = {0.75f, 0.25f, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0};
    gltf_primitive p = {0};
    p.vertex_count = 4, p.position = tri_pos, p.normal = tri_nrm, p.texcoord[0] = tri_uv, p.color_u8[0] = tri_col;
    p.indices = tri_idx, p.index_count = 6, p.material = mat;
    if (skinned) p.joints_u16 = joints, p.weights = weights;
    int mesh = gltf_add_mesh(doc, "prop", &p, 1);
    gltf_node n;
    gltf_node_init(&n);
    n.name = "root";
    n.translation[0] = 10;
    int root = gltf_add_node(doc, &n);
    gltf_node_init(&n);
    n.name = "prop";
    n.scale[0] = n.scale[1] = n.scale[2] = 2;
    int child = gltf_add_node(doc, &n);
    gltf_add_child(doc, root, child);
    gltf_node_init(&n);
    n.name = "prop";
    n.mesh = mesh;
    if (skinned) {
        int j[2] = {root, child};
        n.skin = gltf_add_skin(doc, "skin", j, 2, NULL, root);
    }
    int draw = gltf_add_node(doc, &n);
    if (!skinned) gltf_add_child(doc, child, draw);
    uint8_t *out = NULL;
    if (gltf_encode_glb(doc, &out, len)) out = NULL;
    gltf_free(doc);
    return out;
}

TEST(glb_round_trip) {
    size_t len;
    uint8_t *glb = make_glb(&len, 0);
    CHECK(glb);
    gltfr_doc d;
    char err[256] = "";
    int rc = gltf_read_memory(glb, len, NULL, &d, err, sizeof err);
    free(glb);
    if (rc) FAILF("read: %s", err);
    CHECK_EQ(d.inst_count, 1);
    CHECK_EQ(d.prim_count, 1);
    CHECK(!strcmp(d.insts[0].mesh_name, "prop") && !strcmp(d.insts[0].node_name, "prop"));
    CHECK_EQ(d.insts[0].skin, -1);
    CHECK_EQ(d.material_count, 1);
    CHECK(!strcmp(d.materials[0], "wall"));
    const gltfr_prim *p = &d.prims[0];
    CHECK_EQ(p->vertex_count, 4);
    CHECK_EQ(p->index_count, 6);
    CHECK_EQ(p->material, 0);
    for (int i = 0; i < 6; i++) CHECK_EQ(p->indices[i], tri_idx[i]);
    for (int v = 0; v < 4; v++) {
        /* world = translate(10) * scale(2) */
        CHECK(fabsf(p->position[3 * v] - (10 + 2 * tri_pos[3 * v])) < 1e-5f);
        CHECK(fabsf(p->position[3 * v + 1] - 2 * tri_pos[3 * v + 1]) < 1e-5f);
        CHECK(fabsf(p->normal[3 * v + 2] - 1) < 1e-5f);
        CHECK(p->texcoord[0][2 * v] == tri_uv[2 * v] && p->texcoord[0][2 * v + 1] == tri_uv[2 * v + 1]);
        for (int k = 0; k < 4; k++) CHECK_EQ(p->color[4 * v + k], tri_col[4 * v + k]);
    }
    CHECK(!p->joints && !p->texcoord[1]);
    CHECK_EQ(d.node_count, 3);
    CHECK_EQ(d.nodes[1].parent, 0);
    gltf_read_free(&d);
    return NULL;
}

TEST(glb_skinned_stays_in_bind_space) {
    size_t len;
    uint8_t *glb = make_glb(&len, 1);
    CHECK(glb);
    gltfr_doc d;
    char err[256] = "";
    int rc = gltf_read_memory(glb, len, NULL, &d, err, sizeof err);
    free(glb);
    if (rc) FAILF("read: %s", err);
    CHECK_EQ(d.inst_count, 1);
    CHECK_EQ(d.insts[0].skin, 0);
    CHECK_EQ(d.skin_count, 1);
    CHECK_EQ(d.skins[0].joint_count, 2);
    CHECK_EQ(d.skins[0].joints[1], 1);
    const gltfr_prim *p = &d.prims[0];
    for (int k = 0; k < 12; k++) CHECK(p->position[k] == tri_pos[k]);
    CHECK(p->joints && p->weights);
    CHECK_EQ(p->joints[1], 1);
    CHECK(fabsf(p->weights[0] - 0.75f) < 1e-6f && fabsf(p->weights[1] - 0.25f) < 1e-6f);
    gltf_read_free(&d);
    return NULL;
}

/* ---- .gltf documents with base64 buffers -------------------------------------------- */

static void b64(const uint8_t *p, size_t n, char *out) {
    static const char t[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t o = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        out[o++] = t[v >> 18 & 63], out[o++] = t[v >> 12 & 63];
        out[o++] = i + 1 < n ? t[v >> 6 & 63] : '=';
        out[o++] = i + 2 < n ? t[v & 63] : '=';
    }
    out[o] = 0;
}

/* Buffer: 3 positions (36 bytes), then 3 interleaved (u8 u, u8 v, pad pad) UVs at stride 4
 * (12 bytes), then u16 indices 0 1 2 (6 bytes, 2 pad). */
static char *doc_text(const char *accessors, const char *prim_extra, const char *nodes) {
    uint8_t buf[56] = {0};
    float pos[9] = {0, 0, 0, 2, 0, 0, 0, 4, 0};
    memcpy(buf, pos, 36);
    uint8_t uv[12] = {0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0};
    memcpy(buf + 36, uv, 12);
    uint8_t idx[6] = {0, 0, 1, 0, 2, 0};
    memcpy(buf + 48, idx, 6);
    char data[120];
    b64(buf, sizeof buf, data);
    char *s = malloc(8192);
    snprintf(s, 8192,
             "{\"asset\": {\"version\": \"2.0\"}, \"buffers\": [{\"byteLength\": 56, "
             "\"uri\": \"data:application/octet-stream;base64,%s\"}], "
             "\"bufferViews\": [{\"buffer\": 0, \"byteLength\": 36}, {\"buffer\": 0, \"byteOffset\": 36, "
             "\"byteLength\": 12, \"byteStride\": 4}, {\"buffer\": 0, \"byteOffset\": 48, \"byteLength\": 6}], "
             "\"accessors\": [%s], \"meshes\": [{\"name\": \"m\", \"primitives\": [{\"attributes\": "
             "{\"POSITION\": 0, \"TEXCOORD_0\": 1}%s}]}], \"nodes\": [%s]}",
             data, accessors, prim_extra, nodes);
    return s;
}

#define GOOD_ACC                                                                                           \
    "{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\"}, "                     \
    "{\"bufferView\": 1, \"componentType\": 5121, \"normalized\": true, \"count\": 3, \"type\": \"VEC2\"}, " \
    "{\"bufferView\": 2, \"componentType\": 5123, \"count\": 3, \"type\": \"SCALAR\"}"

static int read_text(const char *s, gltfr_doc *d, char *err, size_t cap) {
    return gltf_read_memory((const uint8_t *)s, strlen(s), NULL, d, err, cap);
}

TEST(gltf_normalised_strided_indexed) {
    char *s = doc_text(GOOD_ACC, ", \"indices\": 2", "{\"mesh\": 0, \"rotation\": [0, 0, 0.7071068, 0.7071068]}");
    gltfr_doc d;
    char err[256] = "";
    int rc = read_text(s, &d, err, sizeof err);
    free(s);
    if (rc) FAILF("read: %s", err);
    const gltfr_prim *p = &d.prims[0];
    CHECK_EQ(p->index_count, 3);
    CHECK_EQ(p->indices[2], 2);
    /* 90 degrees about z: (2,0,0) -> (0,2,0), (0,4,0) -> (-4,0,0) */
    CHECK(fabsf(p->position[3]) < 1e-5f && fabsf(p->position[4] - 2) < 1e-5f);
    CHECK(fabsf(p->position[6] + 4) < 1e-5f && fabsf(p->position[7]) < 1e-5f);
    CHECK(p->texcoord[0][2] == 1.0f && p->texcoord[0][3] == 0.0f && p->texcoord[0][5] == 1.0f);
    gltf_read_free(&d);
    /* the same unindexed: indices 0 1 2 made up */
    s = doc_text(GOOD_ACC, "", "{\"mesh\": 0}");
    rc = read_text(s, &d, err, sizeof err);
    free(s);
    if (rc) FAILF("read: %s", err);
    CHECK_EQ(d.prims[0].index_count, 3);
    CHECK_EQ(d.prims[0].indices[1], 1);
    gltf_read_free(&d);
    return NULL;
}

/* An int (5125) "indices" accessor without a bufferView: refused before any index is read. */
#define NO_VIEW_INDICES_ACC GOOD_ACC ", {\"componentType\": 5125, \"count\": 3, \"type\": \"SCALAR\"}"

typedef struct hostile {
    const char *accessors, *prim_extra, *nodes, *want;
} hostile;

static const hostile bad[] = {
    {GOOD_ACC, ", \"indices\": 7", "{\"mesh\": 0}", "accessor 7 does not exist"},
    {GOOD_ACC, ", \"mode\": 1", "{\"mesh\": 0}", "only triangle lists"},
    {GOOD_ACC, ", \"material\": 3", "{\"mesh\": 0}", "material out of range"},
    {"{\"bufferView\": 0, \"componentType\": 5126, \"count\": 4, \"type\": \"VEC3\"}", "", "{\"mesh\": 0}",
     "run past bufferView"},
    {"{\"bufferView\": 5, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\"}", "", "{\"mesh\": 0}",
     "bufferView 5 missing"},
    {"{\"componentType\": 5126, \"count\": 1000002, \"type\": \"VEC3\"}", "", "{\"mesh\": 0}", "vertices: refused"},
    {"{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\", \"sparse\": {}}", "",
     "{\"mesh\": 0}", "sparse"},
    {GOOD_ACC, ", \"indices\": 0", "{\"mesh\": 0}", "not unsigned byte"},
    {"{\"bufferView\": 0, \"componentType\": 5125, \"count\": 3, \"type\": \"VEC3\"}", "", "{\"mesh\": 0}",
     "not 3 float or integer"},
    {GOOD_ACC, "", "{\"mesh\": 0, \"children\": [1]}, {\"children\": [0]}", "cycle"},
    {GOOD_ACC, "", "{\"mesh\": 0, \"children\": [2]}, {\"children\": [2]}, {}", "two parents"},
    {GOOD_ACC, "", "{\"mesh\": 0, \"translation\": [1, 2]}", "malformed matrix"},
    {GOOD_ACC, "", "{\"mesh\": 0, \"skin\": 0}", "skin out of range"},
    {GOOD_ACC, "", "{\"mesh\": 0, \"scale\": [3e38, 3e38, 3e38]}", "past the float range"},
    {NO_VIEW_INDICES_ACC, ", \"indices\": 3", "{\"mesh\": 0}", "has no bufferView"},
};

TEST(hostile_gltf_refused) {
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *s = doc_text(bad[i].accessors, bad[i].prim_extra, bad[i].nodes);
        gltfr_doc d;
        char err[256] = "";
        int rc = read_text(s, &d, err, sizeof err);
        free(s);
        if (!rc) FAILF("case %zu read without error", i);
        if (!strstr(err, bad[i].want)) FAILF("case %zu: \"%s\", expected \"%s\"", i, err, bad[i].want);
        CHECK(!d.prims && !d.nodes);
    }
    return NULL;
}

TEST(hostile_values_and_containers) {
    gltfr_doc d;
    char err[256] = "";
    /* a NaN position (0x7FC00000) */
    float pos[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    uint32_t nan = 0x7FC00000;
    memcpy(&pos[4], &nan, 4);
    char data[80], *s = malloc(4096);
    b64((const uint8_t *)pos, 36, data);
    snprintf(s, 4096,
             "{\"asset\": {\"version\": \"2.0\"}, \"buffers\": [{\"byteLength\": 36, \"uri\": "
             "\"data:application/octet-stream;base64,%s\"}], \"bufferViews\": [{\"buffer\": 0, \"byteLength\": 36}], "
             "\"accessors\": [{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\"}], "
             "\"meshes\": [{\"primitives\": [{\"attributes\": {\"POSITION\": 0}}]}], \"nodes\": [{\"mesh\": 0}]}",
             data);
    CHECK(read_text(s, &d, err, sizeof err) != 0 && strstr(err, "not finite"));
    free(s);
    /* an external buffer with no folder, a glTF 1.0, not JSON, a GLB cut short */
    CHECK(read_text("{\"asset\": {\"version\": \"2.0\"}, \"buffers\": [{\"byteLength\": 4, \"uri\": \"../x.bin\"}]}",
                    &d, err, sizeof err) != 0 && strstr(err, "external files"));
    CHECK(read_text("{\"asset\": {\"version\": \"1.0\"}}", &d, err, sizeof err) != 0 && strstr(err, "glTF 2"));
    CHECK(read_text("{\"asset\": {\"version\": \"2.0\"}, \"extensionsRequired\": [\"KHR_mesh_quantization\", "
                    "\"KHR_draco_mesh_compression\"]}", &d, err, sizeof err) != 0 &&
          strstr(err, "KHR_draco_mesh_compression"));
    CHECK(read_text("{\"asset\": {\"version\": \"2.0\"}, \"extensionsRequired\": [\"KHR_mesh_quantization\"]}", &d,
                    err, sizeof err) == 0);
    gltf_read_free(&d);
    CHECK(read_text("{\"asset\": ", &d, err, sizeof err) != 0 && strstr(err, "not valid JSON"));
    size_t len;
    uint8_t *glb = make_glb(&len, 0);
    CHECK(glb);
    CHECK(gltf_read_memory(glb, len - 8, NULL, &d, err, sizeof err) != 0 && strstr(err, "past the file"));
    glb[12] = 0xFF, glb[13] = 0xFF; /* JSON chunk length past the file */
    CHECK(gltf_read_memory(glb, len, NULL, &d, err, sizeof err) != 0 && strstr(err, "past the file"));
    free(glb);
    /* an empty document is no error: nothing to draw */
    CHECK(read_text("{\"asset\": {\"version\": \"2.0\"}}", &d, err, sizeof err) == 0 && d.inst_count == 0);
    gltf_read_free(&d);
    return NULL;
}

/* A .gltf read from disk: its .bin beside it is read, a buffer outside its folder is not. */
TEST(gltf_file_buffers) {
    char dir[] = "/tmp/gltf_read_XXXXXX", path[300], bin[300];
    if (!mkdtemp(dir)) SKIP("no temporary folder");
    float pos[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
    snprintf(bin, sizeof bin, "%s/my mesh.bin", dir);
    FILE *f = fopen(bin, "wb");
    CHECK(f && fwrite(pos, 1, 36, f) == 36);
    fclose(f);
    static const char *const uris[2] = {"my%20mesh.bin", "../my%20mesh.bin"};
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "%s/m.gltf", dir);
        f = fopen(path, "w");
        CHECK(f);
        fprintf(f,
                "{\"asset\": {\"version\": \"2.0\"}, \"buffers\": [{\"byteLength\": 36, \"uri\": \"%s\"}], "
                "\"bufferViews\": [{\"buffer\": 0, \"byteLength\": 36}], \"accessors\": [{\"bufferView\": 0, "
                "\"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\"}], \"meshes\": [{\"primitives\": "
                "[{\"attributes\": {\"POSITION\": 0}}]}], \"nodes\": [{\"mesh\": 0}]}",
                uris[k]);
        fclose(f);
        gltfr_doc d;
        char err[256] = "";
        int rc = gltf_read_file(path, &d, err, sizeof err);
        if (k == 0) {
            if (rc) FAILF("read: %s", err);
            CHECK(d.prim_count == 1 && d.prims[0].position[3] == 1.0f && d.prims[0].position[7] == 1.0f);
            gltf_read_free(&d);
        } else {
            CHECK(rc != 0 && strstr(err, "only files beside"));
        }
    }
    remove(path), remove(bin), remove(dir);
    return NULL;
}

/* A node animated: times 0, 1/30, 2/30 (accessor 0), rotations (1), translations (2); the
 * samplers' interpolation and accessors as given (for the hostile cases). */
static char *anim_text(const char *interp, int time_acc, int node) {
    uint8_t buf[96];
    float t[3] = {0, 1.0f / 30, 2.0f / 30}, q[12] = {0, 0, 0, 1, 0.7071068f, 0, 0, 0.7071068f, 1, 0, 0, 0};
    float p[9] = {0, 0, 0, 0, 1, 0, 0, 2, 0};
    memcpy(buf, t, 12), memcpy(buf + 12, q, 48), memcpy(buf + 60, p, 36);
    char data[140];
    b64(buf, sizeof buf, data);
    char *s = malloc(8192);
    snprintf(s, 8192,
             "{\"asset\": {\"version\": \"2.0\"}, \"buffers\": [{\"byteLength\": 96, "
             "\"uri\": \"data:application/octet-stream;base64,%s\"}], "
             "\"bufferViews\": [{\"buffer\": 0, \"byteLength\": 12}, {\"buffer\": 0, \"byteOffset\": 12, "
             "\"byteLength\": 48}, {\"buffer\": 0, \"byteOffset\": 60, \"byteLength\": 36}], "
             "\"accessors\": [{\"bufferView\": 0, \"componentType\": 5126, \"count\": 3, \"type\": \"SCALAR\"}, "
             "{\"bufferView\": 1, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC4\"}, "
             "{\"bufferView\": 2, \"componentType\": 5126, \"count\": 3, \"type\": \"VEC3\"}], "
             "\"nodes\": [{\"name\": \"hips\", \"translation\": [0, 1, 0], \"children\": [1]}, {\"name\": \"leg\"}], "
             "\"animations\": [{\"name\": \"walk\", \"samplers\": [{\"input\": %d, \"output\": 1, "
             "\"interpolation\": \"%s\"}, {\"input\": 0, \"output\": 2}], \"channels\": [{\"sampler\": 0, "
             "\"target\": {\"node\": %d, \"path\": \"rotation\"}}, {\"sampler\": 1, \"target\": {\"node\": 0, "
             "\"path\": \"translation\"}}, {\"sampler\": 1, \"target\": {\"node\": 1, \"path\": \"weights\"}}]}]}",
             data, time_acc, interp, node);
    return s;
}

/* Animations: each channel's node, path, key times and values; hostile samplers refused. */
TEST(animations_read) {
    char *s = anim_text("STEP", 0, 1);
    gltfr_doc d;
    char err[256] = "";
    int rc = read_text(s, &d, err, sizeof err);
    free(s);
    if (rc) FAILF("read: %s", err);
    CHECK_EQ(d.anim_count, 1);
    CHECK(!strcmp(d.anims[0].name, "walk") && d.anims[0].channel_count == 2 && d.anims[0].weight_channels == 1);
    const gltfr_channel *r = &d.channels[0], *t = &d.channels[1];
    CHECK(r->node == 1 && r->path == GLTFR_ROTATION && r->interpolation == GLTFR_STEP && r->count == 3);
    CHECK(t->node == 0 && t->path == GLTFR_TRANSLATION && t->interpolation == GLTFR_LINEAR);
    CHECK(fabsf(r->times[2] - 2.0f / 30) < 1e-7f && fabsf(r->values[4] - 0.7071068f) < 1e-7f && r->values[8] == 1.0f);
    CHECK(t->values[7] == 2.0f && d.nodes[0].local[13] == 1.0f && d.nodes[1].parent == 0);
    gltf_read_free(&d);
    static const struct {
        const char *interp;
        int time_acc, node;
        const char *want;
    } hostile_anims[] = {{"CUBIC", 0, 1, "interpolation"}, {"LINEAR", 1, 1, "key times"},
                         {"LINEAR", 0, 2, "out of range"}, {"CUBICSPLINE", 0, 1, "values"}};
    for (size_t k = 0; k < sizeof hostile_anims / sizeof *hostile_anims; k++) {
        s = anim_text(hostile_anims[k].interp, hostile_anims[k].time_acc, hostile_anims[k].node);
        err[0] = 0;
        rc = read_text(s, &d, err, sizeof err);
        free(s);
        if (!rc) gltf_read_free(&d);
        CHECK(rc != 0 && strstr(err, hostile_anims[k].want));
    }
    return NULL;
}

static int write_seeds(const char *dir) {
    char path[4096];
    for (int k = 0; k < 2; k++) {
        size_t len;
        uint8_t *glb = make_glb(&len, k);
        snprintf(path, sizeof path, "%s/%s.glb", dir, k ? "skinned" : "prop");
        FILE *f = fopen(path, "wb");
        if (!f || !glb || fwrite(glb, 1, len, f) != len) return 1;
        fclose(f);
        free(glb);
    }
    char *s = doc_text(GOOD_ACC, ", \"indices\": 2", "{\"mesh\": 0, \"rotation\": [0, 0, 0.7071068, 0.7071068]}");
    snprintf(path, sizeof path, "%s/strided.gltf", dir);
    FILE *f = fopen(path, "wb");
    if (!f) return 1;
    fputs(s, f);
    fclose(f);
    free(s);
    s = anim_text("LINEAR", 0, 1);
    snprintf(path, sizeof path, "%s/animated.gltf", dir);
    if (!(f = fopen(path, "wb"))) return free(s), 1;
    fputs(s, f);
    fclose(f);
    free(s);
    s = doc_text(NO_VIEW_INDICES_ACC, ", \"indices\": 3", "{\"mesh\": 0}");
    snprintf(path, sizeof path, "%s/indices_no_view.gltf", dir);
    if (!(f = fopen(path, "wb"))) return free(s), 1;
    fputs(s, f);
    fclose(f);
    free(s);
    return 0;
}

/* The doc with `materials` (a JSON array's body) added. */
static int read_with_materials(const char *materials, gltfr_doc *d, char *err, size_t cap) {
    char *s = doc_text(GOOD_ACC, "", "{\"mesh\": 0}"), t[9000];
    size_t n = strlen(s);
    snprintf(t, sizeof t, "%.*s, \"materials\": [%s]}", (int)(n - 1), s, materials);
    free(s);
    return read_text(t, d, err, cap);
}

/* baseColorFactor: read (absent: 1, 1, 1, 1); anything but four numbers in [0, 1] refused
 * naming the material. */
TEST(material_colours) {
    gltfr_doc d;
    char err[256] = "";
    if (read_with_materials("{\"name\": \"a\", \"pbrMetallicRoughness\": {\"baseColorFactor\": [0.2, 0.4, 0.6, 0.8]}}, "
                            "{\"name\": \"b\"}", &d, err, sizeof err))
        FAILF("read: %s", err);
    CHECK_EQ(d.material_count, 2);
    CHECK(d.material_colors[0][0] == 0.2f && d.material_colors[0][2] == 0.6f && d.material_colors[0][3] == 0.8f);
    CHECK(d.material_colors[1][0] == 1 && d.material_colors[1][1] == 1 && d.material_colors[1][3] == 1);
    gltf_read_free(&d);
    static const char *const bad_factor[] = {"[1.5, 0, 0, 1]", "[-0.1, 0, 0, 1]", "[1, 1, 1]", "[1, 1, 1, \"1\"]",
                                             "[1, 1, 1, 1, 1]", "0.5"};
    for (size_t i = 0; i < sizeof bad_factor / sizeof bad_factor[0]; i++) {
        char m[200];
        snprintf(m, sizeof m,
                 "{\"name\": \"ok\"}, {\"name\": \"red\", \"pbrMetallicRoughness\": {\"baseColorFactor\": %s}}",
                 bad_factor[i]);
        if (!read_with_materials(m, &d, err, sizeof err)) FAILF("factor %s read without error", bad_factor[i]);
        if (!strstr(err, "material 1 (\"red\"): its baseColorFactor is not four numbers from 0 to 1"))
            FAILF("factor %s: \"%s\"", bad_factor[i], err);
        CHECK(!d.prims && !d.material_colors);
    }
    return NULL;
}

static const test_case tests[] = {
    T(glb_round_trip), T(glb_skinned_stays_in_bind_space), T(gltf_normalised_strided_indexed),
    T(hostile_gltf_refused), T(hostile_values_and_containers), T(gltf_file_buffers), T(animations_read),
    T(material_colours),
};

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "--seeds")) return write_seeds(argv[2]);
    return RUN_TESTS("gltf_read", tests);
}
