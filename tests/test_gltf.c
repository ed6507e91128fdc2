/* The tool's glTF writer: documents built in memory, written as .glb, read back (GLB
 * header, chunks, JSON parsed by a small reader here, BIN bytes compared with the
 * inputs). `test_gltf --validate NODE SCRIPT PACKAGE_DIR` writes the same documents and
 * runs the Khronos glTF-Validator over them (exit 77 = skipped when node or the package
 * is missing). */
#include <math.h> /* NAN, INFINITY */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "formats/gltf.h"
#include "check.h"

/* A 2x2 RGBA PNG (red, green / blue, half-transparent white), made once with zlib. */
static const uint8_t tiny_png[76] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x02, 0x00, 0x00, 0x00, 0x02, 0x08, 0x06, 0x00, 0x00, 0x00, 0x72, 0xb6, 0x0d, 0x24, 0x00, 0x00, 0x00, 0x13, 0x49,
    0x44, 0x41, 0x54, 0x78, 0xda, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x0c, 0x81, 0x34, 0x08, 0x34, 0x00, 0x00, 0x49,
    0x49, 0x09, 0x78, 0x9c, 0x51, 0x17, 0x92, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};

#include "glb_read.h" /* JSON reader and .glb opener */

/* Encodes doc and opens the result. */
static const char *glb_from_doc(glb *g, gltf_doc *doc) {
    uint8_t *bytes;
    size_t len;
    int rc = gltf_encode_glb(doc, &bytes, &len);
    if (rc) FAILF("encode: %d %s", rc, gltf_error(doc));
    return glb_open(g, bytes, len);
}

/* ---- the documents (shared with --validate) ------------------------------------------ */

/* CHECK_EQ compares as integers; numbers read from JSON compare exactly here. */
#define CHECK_NUM(a, b)                                                                              \
    do {                                                                                             \
        double x_ = (double)(a), y_ = (double)(b);                                                   \
        if (x_ != y_) FAILF("%s == %.17g, expected %.17g", #a, x_, y_);                              \
    } while (0)

#define CUBE_V 24
#define CUBE_I 36
typedef struct cube {
    float pos[CUBE_V * 3], nrm[CUBE_V * 3], uv[CUBE_V * 2];
    uint8_t col[CUBE_V * 4];
    uint32_t idx[CUBE_I];
} cube;

/* Six faces of the [-1,1] cube, four vertices each, counter-clockwise seen from outside. */
static void make_cube(cube *c) {
    static const float corner[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    for (int f = 0; f < 6; f++) {
        int axis = f / 2, sign = f % 2 ? -1 : 1;
        int u = (axis + 1) % 3, v = (axis + 2) % 3;
        if (sign < 0) u ^= v, v ^= u, u ^= v; /* keeps u x v along the normal */
        for (int k = 0; k < 4; k++) {
            int i = f * 4 + k;
            float p[3] = {0, 0, 0}, n[3] = {0, 0, 0};
            p[axis] = (float)sign, n[axis] = (float)sign;
            p[u] = corner[k][0], p[v] = corner[k][1];
            memcpy(c->pos + i * 3, p, sizeof p);
            memcpy(c->nrm + i * 3, n, sizeof n);
            c->uv[i * 2] = corner[k][0] > 0 ? 1.0f : 0.0f;
            c->uv[i * 2 + 1] = corner[k][1] > 0 ? 0.0f : 1.0f;
            c->col[i * 4] = (uint8_t)(f * 40), c->col[i * 4 + 1] = (uint8_t)(k * 60);
            c->col[i * 4 + 2] = 200, c->col[i * 4 + 3] = 255;
        }
        static const uint32_t quad[6] = {0, 1, 2, 0, 2, 3};
        for (int k = 0; k < 6; k++) c->idx[f * 6 + k] = (uint32_t)(f * 4) + quad[k];
    }
}

static cube the_cube;

static gltf_doc *doc_cube(void) {
    make_cube(&the_cube);
    gltf_doc *doc = gltf_new();
    int tex = gltf_add_texture_png(doc, "checker", tiny_png, sizeof tiny_png, GLTF_RW_FILTER_LINEAR_MIP_LINEAR,
                                   GLTF_RW_WRAP, GLTF_RW_CLAMP);
    gltf_material m;
    gltf_material_init(&m);
    m.name = "cube_mat";
    m.env_map = "chrome"; /* a MatFX environment map, named in the material's extras */
    m.texture = tex;
    m.base_color[0] = 0.5f;
    int mat = gltf_add_material(doc, &m);
    gltf_primitive p = {0};
    p.vertex_count = CUBE_V;
    p.position = the_cube.pos;
    p.normal = the_cube.nrm;
    p.texcoord[0] = the_cube.uv;
    p.color_u8[0] = the_cube.col;
    p.indices = the_cube.idx;
    p.index_count = CUBE_I;
    p.material = mat;
    int mesh = gltf_add_mesh(doc, "cube", &p, 1);
    gltf_node n;
    gltf_node_init(&n);
    n.name = "cube";
    n.mesh = mesh;
    gltf_add_node(doc, &n);
    return doc;
}

/* The cube with two morph targets (POSITION deltas): doubled, and lifted by 3 in y. */
static float morph_delta[2][CUBE_V * 3];
static gltf_doc *doc_morph(void) {
    make_cube(&the_cube);
    for (int i = 0; i < CUBE_V * 3; i++) {
        morph_delta[0][i] = the_cube.pos[i];
        morph_delta[1][i] = i % 3 == 1 ? 3.0f : 0.0f;
    }
    const float *targets[2] = {morph_delta[0], morph_delta[1]};
    gltf_doc *doc = gltf_new();
    gltf_primitive p = {0};
    p.vertex_count = CUBE_V;
    p.position = the_cube.pos;
    p.normal = the_cube.nrm;
    p.indices = the_cube.idx;
    p.index_count = CUBE_I;
    p.material = -1;
    p.target_position = targets;
    p.target_count = 2;
    gltf_node n;
    gltf_node_init(&n);
    n.mesh = gltf_add_mesh(doc, "morph", &p, 1);
    gltf_add_node(doc, &n);
    return doc;
}

/* Two UV sets (RenderWare's MatFX dual pass): the base texture reads set 0, a second
 * material reads set 1; float COLOR_0 and byte COLOR_1. */
static float two_uv1[CUBE_V * 2], two_colf[CUBE_V * 4];
static gltf_doc *doc_two_uv(void) {
    make_cube(&the_cube);
    for (int i = 0; i < CUBE_V * 2; i++) two_uv1[i] = the_cube.uv[i] * 4.0f;
    for (int i = 0; i < CUBE_V * 4; i++) two_colf[i] = (float)(i % 5) * 0.25f;
    gltf_doc *doc = gltf_new();
    int tex = gltf_add_texture_png(doc, "base", tiny_png, sizeof tiny_png, GLTF_RW_FILTER_LINEAR, GLTF_RW_WRAP, 0);
    int tex2 = gltf_add_texture_png(doc, "dual", tiny_png, sizeof tiny_png, GLTF_RW_FILTER_NEAREST, GLTF_RW_MIRROR,
                                    GLTF_RW_BORDER);
    gltf_material m;
    gltf_material_init(&m);
    m.texture = tex;
    int mat0 = gltf_add_material(doc, &m);
    m.texture = tex2;
    m.texcoord = 1;
    m.alpha_mode = GLTF_ALPHA_BLEND;
    m.double_sided = 1;
    int mat1 = gltf_add_material(doc, &m);
    gltf_primitive p[2] = {{0}};
    for (int k = 0; k < 2; k++) {
        p[k].vertex_count = CUBE_V;
        p[k].position = the_cube.pos;
        p[k].normal = the_cube.nrm;
        p[k].texcoord[0] = the_cube.uv;
        p[k].texcoord[1] = two_uv1;
        p[k].color_f[0] = two_colf;
        p[k].color_u8[1] = the_cube.col;
        p[k].indices = the_cube.idx;
        p[k].index_count = CUBE_I;
    }
    p[0].material = mat0;
    p[1].material = mat1;
    gltf_node n;
    gltf_node_init(&n);
    n.mesh = gltf_add_mesh(doc, "dual_pass", p, 2);
    gltf_add_node(doc, &n);
    return doc;
}

/* A tube along +y in three segments, four rings of four vertices, skinned to a chain of
 * three bones one unit apart. Ring 1 has unnormalised weights, ring 2 a joint listed twice
 * and a zero-weight slot naming joint 2. */
#define TUBE_V 16
#define TUBE_I (3 * 4 * 6)
typedef struct tube {
    float pos[TUBE_V * 3], nrm[TUBE_V * 3], w[TUBE_V * 4], ibm[3 * 16];
    uint8_t j8[TUBE_V * 4];
    uint16_t j16[TUBE_V * 4];
    uint32_t idx[TUBE_I];
} tube;
static tube the_tube;
static const float tube_w_in[4][4] = {{1, 0, 0, 0}, {2, 2, 0, 0}, {0.25f, 0.25f, 0.5f, 0}, {1, 0, 0, 0}};
static const uint8_t tube_j_in[4][4] = {{0, 0, 0, 0}, {0, 1, 0, 0}, {1, 1, 2, 2}, {2, 0, 0, 0}};
static const float tube_w_out[4][4] = {{1, 0, 0, 0}, {0.5f, 0.5f, 0, 0}, {0.5f, 0, 0.5f, 0}, {1, 0, 0, 0}};
static const uint8_t tube_j_out[4][4] = {{0, 0, 0, 0}, {0, 1, 0, 0}, {1, 0, 2, 0}, {2, 0, 0, 0}};

static void make_tube(tube *t) {
    static const float ring[4][2] = {{1, 0}, {0, -1}, {-1, 0}, {0, 1}}; /* (x, z) */
    for (int r = 0; r < 4; r++)
        for (int k = 0; k < 4; k++) {
            int i = r * 4 + k;
            t->pos[i * 3] = ring[k][0] * 0.25f, t->pos[i * 3 + 1] = (float)r, t->pos[i * 3 + 2] = ring[k][1] * 0.25f;
            t->nrm[i * 3] = ring[k][0], t->nrm[i * 3 + 1] = 0, t->nrm[i * 3 + 2] = ring[k][1];
            for (int s = 0; s < 4; s++) {
                t->w[i * 4 + s] = tube_w_in[r][s];
                t->j8[i * 4 + s] = tube_j_in[r][s];
                t->j16[i * 4 + s] = tube_j_in[r][s];
            }
        }
    size_t n = 0;
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 4; k++) {
            uint32_t a = (uint32_t)(r * 4 + k), b = (uint32_t)(r * 4 + (k + 1) % 4);
            uint32_t quad[6] = {a, b + 4, a + 4, a, b, b + 4};
            memcpy(t->idx + n, quad, sizeof quad);
            n += 6;
        }
    for (int b = 0; b < 3; b++) {
        float *m = t->ibm + b * 16;
        memset(m, 0, 64);
        m[0] = m[5] = m[10] = m[15] = 1;
        m[13] = -(float)b; /* inverse of the bone's world translation (0, b, 0) */
        m[3] = 123.0f;     /* RenderWare's undefined fourth components */
        m[7] = -5.0f;
        m[15] = 0.0f;
    }
}

static gltf_doc *doc_skinned(void) {
    make_tube(&the_tube);
    gltf_doc *doc = gltf_new();
    int bones[3];
    for (int b = 0; b < 3; b++) {
        gltf_node n;
        gltf_node_init(&n);
        char name[16];
        snprintf(name, sizeof name, "bone%d", b);
        n.name = name;
        n.translation[1] = b ? 1.0f : 0.0f;
        bones[b] = gltf_add_node(doc, &n);
        if (b) gltf_add_child(doc, bones[b - 1], bones[b]);
    }
    int skin = gltf_add_skin(doc, "skeleton", bones, 3, the_tube.ibm, bones[0]);
    gltf_primitive p = {0};
    p.vertex_count = TUBE_V;
    p.position = the_tube.pos;
    p.normal = the_tube.nrm;
    p.joints_u8 = the_tube.j8;
    p.weights = the_tube.w;
    p.indices = the_tube.idx;
    p.index_count = TUBE_I;
    p.material = -1;
    gltf_primitive p16 = p;
    p16.joints_u8 = NULL;
    p16.joints_u16 = the_tube.j16;
    gltf_node n;
    gltf_node_init(&n);
    n.name = "body";
    n.mesh = gltf_add_mesh(doc, "body8", &p, 1);
    n.skin = skin;
    gltf_add_node(doc, &n);
    n.name = "body16";
    n.mesh = gltf_add_mesh(doc, "body16", &p16, 1);
    gltf_add_node(doc, &n);
    return doc;
}

/* Five levels: a chain root > a > b > c > d, matrix and TRS transforms, the cube on the
 * deepest node and on a sibling at level 2. */
static gltf_doc *doc_tree(void) {
    make_cube(&the_cube);
    gltf_doc *doc = gltf_new();
    gltf_primitive p = {0};
    p.vertex_count = CUBE_V;
    p.position = the_cube.pos;
    p.normal = the_cube.nrm;
    p.indices = the_cube.idx;
    p.index_count = CUBE_I;
    p.material = -1;
    int mesh = gltf_add_mesh(doc, "cube", &p, 1);
    static const char *const names[5] = {"root", "a", "b", "c", "d"};
    int prev = -1;
    for (int i = 0; i < 5; i++) {
        gltf_node n;
        gltf_node_init(&n);
        n.name = names[i];
        float m[16];
        if (i % 2) {
            const float right[3] = {0, 0, -1}, up[3] = {0, 1, 0}, at[3] = {1, 0, 0}, pos[3] = {0, 0, 2};
            gltf_matrix_from_rw(m, right, up, at, pos);
            n.matrix = m;
        } else {
            n.translation[0] = 3;
            n.rotation[2] = 2, n.rotation[3] = 2; /* 90 degrees about z once normalised */
            n.scale[1] = 0.5f;
        }
        if (i == 4) n.mesh = mesh;
        int id = gltf_add_node(doc, &n);
        if (prev >= 0) gltf_add_child(doc, prev, id);
        prev = id;
    }
    gltf_node n;
    gltf_node_init(&n);
    n.name = "sibling";
    n.mesh = mesh;
    int s = gltf_add_node(doc, &n);
    gltf_add_child(doc, 1, s);
    return doc;
}

/* A w x h grid of vertices in the z = 0 plane facing +z. */
typedef struct grid {
    uint32_t vertex_count, index_count;
    float *pos, *nrm;
    uint32_t *idx;
} grid;
static grid make_grid(uint32_t w, uint32_t h) {
    grid g = {w * h, (w - 1) * (h - 1) * 6, NULL, NULL, NULL};
    g.pos = malloc(g.vertex_count * 12u);
    g.nrm = malloc(g.vertex_count * 12u);
    g.idx = malloc(g.index_count * 4u);
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++) {
            uint32_t i = y * w + x;
            g.pos[i * 3] = (float)x, g.pos[i * 3 + 1] = (float)y, g.pos[i * 3 + 2] = (float)((x * y) % 7) * 0.01f;
            g.nrm[i * 3] = 0, g.nrm[i * 3 + 1] = 0, g.nrm[i * 3 + 2] = 1;
        }
    uint32_t n = 0;
    for (uint32_t y = 0; y + 1 < h; y++)
        for (uint32_t x = 0; x + 1 < w; x++) {
            uint32_t a = y * w + x;
            uint32_t quad[6] = {a, a + 1, a + w + 1, a, a + w + 1, a + w};
            memcpy(g.idx + n, quad, sizeof quad);
            n += 6;
        }
    return g;
}
static void free_grid(grid *g) {
    free(g->pos);
    free(g->nrm);
    free(g->idx);
}

/* 255 x 257 = 65535 vertices: the largest mesh with 16-bit indices; 256 x 257 needs 32. */
static gltf_doc *doc_grid(uint32_t w) {
    grid g = make_grid(w, 257);
    gltf_doc *doc = gltf_new();
    gltf_primitive p = {0};
    p.vertex_count = g.vertex_count;
    p.position = g.pos;
    p.normal = g.nrm;
    p.indices = g.idx;
    p.index_count = g.index_count;
    p.material = -1;
    gltf_node n;
    gltf_node_init(&n);
    n.mesh = gltf_add_mesh(doc, "grid", &p, 1);
    gltf_add_node(doc, &n);
    free_grid(&g);
    return doc;
}
static gltf_doc *doc_grid16(void) { return doc_grid(255); }
static gltf_doc *doc_grid32(void) { return doc_grid(256); }

/* A z-up world: the root matrix turns it y-up; the skinned body stays at the scene root. */
static gltf_doc *doc_world(void) {
    gltf_doc *doc = doc_skinned();
    gltf_set_root_matrix(doc, gltf_z_up_to_y_up);
    return doc;
}

static const struct {
    const char *name;
    gltf_doc *(*build)(void);
} docs[] = {{"cube", doc_cube},     {"two_uv", doc_two_uv}, {"skinned", doc_skinned}, {"tree", doc_tree},
            {"grid16", doc_grid16}, {"grid32", doc_grid32}, {"world", doc_world}, {"morph", doc_morph}};

/* ---- tests ------------------------------------------------------------------------- */

static int floats_equal(const void *bin, const float *want, size_t n) {
    for (size_t i = 0; i < n; i++) {
        float f;
        memcpy(&f, (const uint8_t *)bin + i * 4, 4);
        if (f != want[i]) return 0;
    }
    return 1;
}

TEST(cube_written_and_read_back) {
    gltf_doc *doc = doc_cube();
    char path[] = "/tmp/test_gltf_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    close(fd);
    CHECK_EQ(gltf_write_glb(doc, path), 0);
    size_t len;
    uint8_t *bytes = read_whole(path, &len);
    unlink(path);
    gltf_free(doc);
    CHECK(bytes);
    glb g;
    const char *msg = glb_open(&g, bytes, len);
    if (msg) return msg;

    const jv *prim = prim_of(&g, 0, 0);
    const jv *pos = attribute(&g, prim, "POSITION"), *nrm = attribute(&g, prim, "NORMAL");
    const jv *uv = attribute(&g, prim, "TEXCOORD_0"), *col = attribute(&g, prim, "COLOR_0");
    const jv *idx = accessor(&g, jnum(prim, "indices"));
    CHECK(pos && nrm && uv && col && idx);
    CHECK(!attribute(&g, prim, "TEXCOORD_1") && !attribute(&g, prim, "JOINTS_0"));
    CHECK_EQ(jnum(pos, "count"), CUBE_V);
    CHECK_EQ(jnum(pos, "componentType"), 5126);
    CHECK(!strcmp(jget(pos, "type")->str, "VEC3"));
    for (size_t c = 0; c < 3; c++) {
        CHECK_EQ(jat(jget(pos, "min"), c)->num, -1);
        CHECK_EQ(jat(jget(pos, "max"), c)->num, 1);
    }
    CHECK(!jget(nrm, "min")); /* min/max only where required */
    CHECK_EQ(jnum(col, "componentType"), 5121);
    CHECK(jget(col, "normalized") && jget(col, "normalized")->num == 1);
    CHECK(!strcmp(jget(col, "type")->str, "VEC4"));
    CHECK_EQ(jnum(idx, "componentType"), 5123);
    CHECK_EQ(jnum(idx, "count"), CUBE_I);

    size_t vlen;
    CHECK(floats_equal(accessor_bytes(&g, pos, &vlen), the_cube.pos, CUBE_V * 3));
    CHECK_EQ(vlen, CUBE_V * 12);
    CHECK(floats_equal(accessor_bytes(&g, nrm, &vlen), the_cube.nrm, CUBE_V * 3));
    CHECK(floats_equal(accessor_bytes(&g, uv, &vlen), the_cube.uv, CUBE_V * 2));
    CHECK(!memcmp(accessor_bytes(&g, col, &vlen), the_cube.col, CUBE_V * 4));
    const uint8_t *ib = accessor_bytes(&g, idx, &vlen);
    CHECK_EQ(vlen, CUBE_I * 2);
    for (int i = 0; i < CUBE_I; i++) CHECK_EQ(ib[i * 2] | ib[i * 2 + 1] << 8, the_cube.idx[i]);

    const jv *views = jget(&g.json, "bufferViews");
    const jv *pos_view = jat(views, (size_t)jnum(pos, "bufferView"));
    CHECK_EQ(jnum(pos_view, "target"), 34962);
    CHECK_EQ(jnum(pos_view, "byteStride"), 12);
    const jv *idx_view = jat(views, (size_t)jnum(idx, "bufferView"));
    CHECK_EQ(jnum(idx_view, "target"), 34963);
    CHECK_EQ(jnum(idx_view, "byteStride"), -1);

    /* texture -> sampler (RW trilinear, wrap u, clamp v) and image bytes */
    const jv *mat = jat(jget(&g.json, "materials"), 0);
    CHECK(!strcmp(jget(mat, "name")->str, "cube_mat"));
    const jv *pbr = jget(mat, "pbrMetallicRoughness");
    CHECK_EQ(jnum(jget(pbr, "baseColorTexture"), "index"), 0);
    CHECK_NUM(jat(jget(pbr, "baseColorFactor"), 0)->num, 0.5);
    CHECK_EQ(jnum(pbr, "metallicFactor"), 0);
    CHECK(!jget(mat, "alphaMode") && !jget(mat, "doubleSided"));
    CHECK(!strcmp(jget(jget(mat, "extras"), "env_map")->str, "chrome"));
    const jv *smp = jat(jget(&g.json, "samplers"), 0);
    CHECK_EQ(jnum(smp, "magFilter"), 9729);
    CHECK_EQ(jnum(smp, "minFilter"), 9987);
    CHECK_EQ(jnum(smp, "wrapS"), 10497);
    CHECK_EQ(jnum(smp, "wrapT"), 33071);
    const jv *img = jat(jget(&g.json, "images"), 0);
    CHECK(!strcmp(jget(img, "mimeType")->str, "image/png"));
    const jv *img_view = jat(views, (size_t)jnum(img, "bufferView"));
    CHECK_EQ(jnum(img_view, "byteLength"), sizeof tiny_png);
    CHECK_EQ(jnum(img_view, "target"), -1);
    CHECK(!memcmp(g.bin + (size_t)jnum(img_view, "byteOffset"), tiny_png, sizeof tiny_png));
    CHECK_EQ(jat(jget(jat(jget(&g.json, "scenes"), 0), "nodes"), 0)->num, 0);
    glb_close(&g);
    return NULL;
}

TEST(morph_targets) {
    gltf_doc *doc = doc_morph();
    uint8_t *bytes;
    size_t len;
    CHECK_EQ(gltf_encode_glb(doc, &bytes, &len), 0);
    gltf_free(doc);
    glb g;
    const char *msg = glb_open(&g, bytes, len);
    if (msg) return msg;
    const jv *mesh = jat(jget(&g.json, "meshes"), 0);
    const jv *targets = jget(prim_of(&g, 0, 0), "targets"), *weights = jget(mesh, "weights");
    CHECK(targets && targets->count == 2 && weights && weights->count == 2);
    CHECK_NUM(jat(weights, 0)->num, 0);
    const jv *lift = accessor(&g, jnum(jat(targets, 1), "POSITION"));
    CHECK(lift);
    CHECK_EQ(jnum(lift, "count"), CUBE_V);
    CHECK_NUM(jat(jget(lift, "min"), 1)->num, 3);
    CHECK_NUM(jat(jget(lift, "max"), 0)->num, 0);
    size_t vlen;
    CHECK(floats_equal(accessor_bytes(&g, accessor(&g, jnum(jat(targets, 0), "POSITION")), &vlen), morph_delta[0],
                       CUBE_V * 3));
    glb_close(&g);
    /* a missing target array and unequal counts across primitives are refused */
    doc = gltf_new();
    gltf_primitive p[2] = {{0}, {0}};
    const float *none[1] = {NULL};
    p[0].vertex_count = p[1].vertex_count = CUBE_V;
    p[0].position = p[1].position = the_cube.pos;
    p[0].material = p[1].material = -1;
    p[0].target_position = none;
    p[0].target_count = 1;
    CHECK_EQ(gltf_add_mesh(doc, "bad", p, 1), GLTF_ERR_INVALID);
    const float *one[1] = {morph_delta[0]};
    p[0].target_position = one;
    CHECK_EQ(gltf_add_mesh(doc, "bad", p, 2), GLTF_ERR_INVALID);
    gltf_free(doc);
    return NULL;
}

TEST(two_uv_sets_and_colours) {
    gltf_doc *doc = doc_two_uv();
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    CHECK_EQ(jcount(jat(jget(&g.json, "meshes"), 0), "primitives"), 2);
    const jv *prim = prim_of(&g, 0, 1);
    CHECK_EQ(jcount(prim, "attributes"), 6);
    const jv *uv1 = attribute(&g, prim, "TEXCOORD_1"), *c0 = attribute(&g, prim, "COLOR_0"),
             *c1 = attribute(&g, prim, "COLOR_1");
    CHECK(uv1 && c0 && c1);
    size_t vlen;
    CHECK(floats_equal(accessor_bytes(&g, uv1, &vlen), two_uv1, CUBE_V * 2));
    CHECK_EQ(jnum(c0, "componentType"), 5126);
    CHECK(!jget(c0, "normalized"));
    CHECK(floats_equal(accessor_bytes(&g, c0, &vlen), two_colf, CUBE_V * 4));
    CHECK_EQ(jnum(c1, "componentType"), 5121);
    CHECK(!memcmp(accessor_bytes(&g, c1, &vlen), the_cube.col, CUBE_V * 4));
    const jv *mats = jget(&g.json, "materials");
    CHECK_EQ(jnum(jget(jget(jat(mats, 0), "pbrMetallicRoughness"), "baseColorTexture"), "texCoord"), -1);
    CHECK_EQ(jnum(jget(jget(jat(mats, 1), "pbrMetallicRoughness"), "baseColorTexture"), "texCoord"), 1);
    CHECK(!strcmp(jget(jat(mats, 1), "alphaMode")->str, "BLEND"));
    CHECK(jget(jat(mats, 1), "doubleSided")->num == 1);
    /* v = 0 takes u's addressing; border clamps (glTF has no border colour) */
    const jv *s0 = jat(jget(&g.json, "samplers"), 0), *s1 = jat(jget(&g.json, "samplers"), 1);
    CHECK_EQ(jnum(s0, "wrapT"), 10497);
    CHECK_EQ(jnum(s1, "magFilter"), 9728);
    CHECK_EQ(jnum(s1, "minFilter"), 9728);
    CHECK_EQ(jnum(s1, "wrapS"), 33648);
    CHECK_EQ(jnum(s1, "wrapT"), 33071);
    glb_close(&g);
    return NULL;
}

TEST(sampler_filter_mapping) {
    /* rwFILTER 1..6 -> (mag, min); unknown -> linear */
    static const int want[8][2] = {{9729, 9729}, {9728, 9728}, {9729, 9729}, {9728, 9984},
                                   {9729, 9985}, {9728, 9986}, {9729, 9987}, {9729, 9729}};
    gltf_doc *doc = gltf_new();
    for (int f = 0; f < 8; f++)
        CHECK_EQ(gltf_add_texture_png(doc, NULL, tiny_png, sizeof tiny_png, f, GLTF_RW_WRAP, GLTF_RW_WRAP), f);
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    CHECK_EQ(jcount(&g.json, "samplers"), 6); /* 0, 2 and 7 share one */
    for (int f = 0; f < 8; f++) {
        const jv *tex = jat(jget(&g.json, "textures"), (size_t)f);
        const jv *smp = jat(jget(&g.json, "samplers"), (size_t)jnum(tex, "sampler"));
        CHECK_EQ(jnum(smp, "magFilter"), want[f][0]);
        CHECK_EQ(jnum(smp, "minFilter"), want[f][1]);
        CHECK_EQ(jnum(tex, "source"), f);
    }
    glb_close(&g);
    return NULL;
}

TEST(skinned_mesh) {
    gltf_doc *doc = doc_skinned();
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    const jv *skin = jat(jget(&g.json, "skins"), 0);
    CHECK_EQ(jcount(skin, "joints"), 3);
    for (size_t b = 0; b < 3; b++) CHECK_EQ(jat(jget(skin, "joints"), b)->num, b);
    CHECK_EQ(jnum(skin, "skeleton"), 0);
    const jv *ibm = accessor(&g, jnum(skin, "inverseBindMatrices"));
    CHECK(!strcmp(jget(ibm, "type")->str, "MAT4"));
    CHECK_EQ(jnum(ibm, "count"), 3);
    size_t vlen;
    const uint8_t *m = accessor_bytes(&g, ibm, &vlen);
    CHECK_EQ(vlen, 3 * 64);
    for (int b = 0; b < 3; b++) {
        float want[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, -(float)b, 0, 1}; /* last row forced */
        CHECK(floats_equal(m + b * 64, want, 16));
    }
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(jat(jget(jat(nodes, 1), "children"), 0)->num, 2);
    CHECK_EQ(jat(jget(jat(nodes, 0), "children"), 0)->num, 1);
    CHECK_EQ(jat(jget(jat(nodes, 1), "translation"), 1)->num, 1);
    CHECK_EQ(jnum(jat(nodes, 3), "skin"), 0);
    /* the skinned nodes sit at the scene root next to the skeleton */
    const jv *roots = jget(jat(jget(&g.json, "scenes"), 0), "nodes");
    CHECK_EQ(roots->count, 3);
    for (int mesh = 0; mesh < 2; mesh++) {
        const jv *prim = prim_of(&g, (size_t)mesh, 0);
        const jv *joints = attribute(&g, prim, "JOINTS_0"), *weights = attribute(&g, prim, "WEIGHTS_0");
        CHECK(joints && weights);
        CHECK_EQ(jnum(joints, "componentType"), mesh ? 5123 : 5121);
        CHECK_EQ(jnum(weights, "componentType"), 5126);
        const uint8_t *jb = accessor_bytes(&g, joints, &vlen);
        CHECK_EQ(vlen, TUBE_V * 4 * (mesh ? 2 : 1));
        const uint8_t *wb = accessor_bytes(&g, weights, &vlen);
        for (int v = 0; v < TUBE_V; v++)
            for (int s = 0; s < 4; s++) {
                int j = mesh ? jb[(v * 4 + s) * 2] | jb[(v * 4 + s) * 2 + 1] << 8 : jb[v * 4 + s];
                float w;
                memcpy(&w, wb + (v * 4 + s) * 4, 4);
                CHECK_EQ(j, tube_j_out[v / 4][s]);
                if (w != tube_w_out[v / 4][s]) FAILF("vertex %d slot %d weight %g", v, s, (double)w);
            }
    }
    glb_close(&g);
    return NULL;
}

TEST(five_level_tree) {
    gltf_doc *doc = doc_tree();
    /* the graph stays a forest */
    CHECK_EQ(gltf_add_child(doc, 4, 0), GLTF_ERR_INVALID); /* 0 is 4's ancestor */
    CHECK_EQ(gltf_add_child(doc, 2, 2), GLTF_ERR_INVALID);
    CHECK_EQ(gltf_add_child(doc, 0, 3), GLTF_ERR_INVALID); /* 3 has a parent */
    CHECK_EQ(gltf_add_child(doc, 0, 99), GLTF_ERR_INVALID);
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(nodes->count, 6);
    /* walk root -> d through the children arrays */
    size_t at = (size_t)jat(jget(jat(jget(&g.json, "scenes"), 0), "nodes"), 0)->num;
    CHECK_EQ(jcount(jat(jget(&g.json, "scenes"), 0), "nodes"), 1);
    for (int depth = 0; depth < 4; depth++) {
        const jv *ch = jget(jat(nodes, at), "children");
        CHECK(ch);
        CHECK_EQ(ch->count, depth == 1 ? 2 : 1);
        at = (size_t)ch->items[0].num;
    }
    CHECK(!strcmp(jget(jat(nodes, at), "name")->str, "d"));
    CHECK(!jget(jat(nodes, at), "children"));
    CHECK_EQ(jnum(jat(nodes, at), "mesh"), 0);
    /* matrix node (RW right, up, at, pos in columns) and normalised quaternion */
    const jv *mat = jget(jat(nodes, 1), "matrix");
    static const float want_m[16] = {0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 2, 1};
    for (size_t i = 0; i < 16; i++) CHECK_NUM(jat(mat, i)->num, want_m[i]);
    const jv *rot = jget(jat(nodes, 0), "rotation");
    double half_sqrt2 = 0.70710678118654752;
    CHECK(jat(rot, 2)->num == jat(rot, 3)->num);
    CHECK(jat(rot, 2)->num > half_sqrt2 - 1e-7 && jat(rot, 2)->num < half_sqrt2 + 1e-7);
    CHECK_NUM(jat(jget(jat(nodes, 0), "scale"), 1)->num, 0.5);
    CHECK(!jget(jat(nodes, 5), "rotation") && !jget(jat(nodes, 5), "matrix"));
    glb_close(&g);
    return NULL;
}

static const char *check_grid(uint32_t w, int want_component) {
    gltf_doc *doc = doc_grid(w);
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    grid src = make_grid(w, 257);
    const jv *prim = prim_of(&g, 0, 0);
    const jv *pos = attribute(&g, prim, "POSITION"), *idx = accessor(&g, jnum(prim, "indices"));
    CHECK_EQ(jnum(pos, "count"), src.vertex_count);
    CHECK_EQ(jat(jget(pos, "max"), 0)->num, w - 1);
    CHECK_EQ(jat(jget(pos, "max"), 1)->num, 256);
    CHECK_NUM(jat(jget(pos, "max"), 2)->num, (float)6 * 0.01f); /* exactly the float, read as a double */
    CHECK_EQ(jat(jget(pos, "min"), 2)->num, 0);
    CHECK_EQ(jnum(idx, "componentType"), want_component);
    CHECK_EQ(jnum(idx, "count"), src.index_count);
    size_t vlen, size = want_component == 5123 ? 2 : 4;
    const uint8_t *ib = accessor_bytes(&g, idx, &vlen);
    CHECK_EQ(vlen, src.index_count * size);
    uint32_t top = 0;
    for (uint32_t i = 0; i < src.index_count; i++) {
        uint32_t v = size == 2 ? (uint32_t)(ib[i * 2] | ib[i * 2 + 1] << 8) : le32(ib + i * 4);
        if (v != src.idx[i]) FAILF("index %u is %u, expected %u", i, v, src.idx[i]);
        if (v > top) top = v;
    }
    CHECK_EQ(top, src.vertex_count - 1);
    CHECK(floats_equal(accessor_bytes(&g, pos, &vlen), src.pos, src.vertex_count * 3));
    CHECK_EQ(gltf_winding_fix(src.pos, src.nrm, src.vertex_count, src.idx, src.index_count, 0), 0);
    free_grid(&src);
    glb_close(&g);
    return NULL;
}

TEST(indices_u16_up_to_65535_vertices) { return check_grid(255, 5123); }
TEST(indices_u32_beyond) { return check_grid(256, 5125); }

TEST(winding_check_and_flip) {
    make_cube(&the_cube);
    uint32_t idx[CUBE_I];
    memcpy(idx, the_cube.idx, sizeof idx);
    CHECK_EQ(gltf_winding_fix(the_cube.pos, the_cube.nrm, CUBE_V, idx, CUBE_I, 1), 0);
    CHECK(!memcmp(idx, the_cube.idx, sizeof idx));
    for (int t = 0; t < CUBE_I / 3; t += 2) { /* reverse every other triangle */
        uint32_t tmp = idx[t * 3];
        idx[t * 3] = idx[t * 3 + 1];
        idx[t * 3 + 1] = tmp;
    }
    CHECK_EQ(gltf_winding_fix(the_cube.pos, the_cube.nrm, CUBE_V, idx, CUBE_I, 0), 6);
    CHECK_EQ(gltf_winding_fix(the_cube.pos, the_cube.nrm, CUBE_V, idx, CUBE_I, 1), 6);
    CHECK_EQ(gltf_winding_fix(the_cube.pos, the_cube.nrm, CUBE_V, idx, CUBE_I, 0), 0);
    /* degenerate and out-of-range triangles are left alone */
    uint32_t odd[6] = {0, 0, 1, 0, 1, 99};
    CHECK_EQ(gltf_winding_fix(the_cube.pos, the_cube.nrm, CUBE_V, odd, 6, 1), 0);
    CHECK_EQ(odd[1], 0);
    make_tube(&the_tube);
    CHECK_EQ(gltf_winding_fix(the_tube.pos, the_tube.nrm, TUBE_V, the_tube.idx, TUBE_I, 0), 0);
    return NULL;
}

TEST(degenerate_inputs) {
    make_cube(&the_cube);
    gltf_doc *doc = gltf_new();
    gltf_primitive p[2] = {{0}};
    p[0].material = p[1].material = -1;
    p[1].vertex_count = CUBE_V;
    p[1].position = the_cube.pos;
    p[1].indices = the_cube.idx;
    p[1].index_count = CUBE_I;
    CHECK_EQ(gltf_add_mesh(doc, "empty", p, 1), GLTF_ERR_EMPTY);
    gltf_primitive none = p[1];
    none.index_count = 0;
    CHECK_EQ(gltf_add_mesh(doc, "no_triangles", &none, 1), GLTF_ERR_EMPTY);
    CHECK_EQ(gltf_add_mesh(doc, "one_of_two", p, 2), 0);

    float bad[CUBE_V * 3];
    memcpy(bad, the_cube.pos, sizeof bad);
    bad[40] = NAN;
    gltf_primitive q = p[1];
    q.position = bad;
    CHECK_EQ(gltf_add_mesh(doc, "nan", &q, 1), GLTF_ERR_INVALID);
    CHECK(strstr(gltf_error(doc), "non-finite position"));
    bad[40] = INFINITY;
    CHECK_EQ(gltf_add_mesh(doc, "inf", &q, 1), GLTF_ERR_INVALID);
    uint32_t idx[3] = {0, 1, CUBE_V};
    q = p[1];
    q.indices = idx;
    q.index_count = 3;
    CHECK_EQ(gltf_add_mesh(doc, "range", &q, 1), GLTF_ERR_INVALID);
    q.index_count = 2;
    CHECK_EQ(gltf_add_mesh(doc, "partial", &q, 1), GLTF_ERR_INVALID);
    q = p[1];
    q.indices = NULL;
    q.vertex_count = 23;
    CHECK_EQ(gltf_add_mesh(doc, "unindexed", &q, 1), GLTF_ERR_INVALID);
    q = p[1];
    q.material = 0;
    CHECK_EQ(gltf_add_mesh(doc, "no_material", &q, 1), GLTF_ERR_INVALID);
    float w[CUBE_V * 4] = {0};
    q = p[1];
    q.weights = w;
    CHECK_EQ(gltf_add_mesh(doc, "weights_alone", &q, 1), GLTF_ERR_INVALID);
    q.joints_u8 = the_cube.col;
    w[5] = -1;
    CHECK_EQ(gltf_add_mesh(doc, "negative_weight", &q, 1), GLTF_ERR_INVALID);

    CHECK_EQ(gltf_add_texture_png(doc, NULL, tiny_png + 1, sizeof tiny_png - 1, 2, 1, 1), GLTF_ERR_INVALID);
    gltf_material m;
    gltf_material_init(&m);
    m.texture = 0;
    CHECK_EQ(gltf_add_material(doc, &m), GLTF_ERR_INVALID);
    CHECK_EQ(gltf_add_texture_png(doc, NULL, tiny_png, sizeof tiny_png, 2, 1, 1), 0);
    m.texcoord = 1;
    CHECK_EQ(gltf_add_material(doc, &m), 0);
    q = p[1];
    q.material = 0;
    q.texcoord[0] = the_cube.uv;
    CHECK_EQ(gltf_add_mesh(doc, "no_uv1", &q, 1), GLTF_ERR_INVALID); /* material reads TEXCOORD_1 */
    m.base_color[1] = NAN;
    CHECK_EQ(gltf_add_material(doc, &m), GLTF_ERR_INVALID);

    gltf_node n;
    gltf_node_init(&n);
    n.rotation[3] = 0;
    CHECK_EQ(gltf_add_node(doc, &n), GLTF_ERR_INVALID);
    gltf_node_init(&n);
    int joint = gltf_add_node(doc, &n);
    int joints[2] = {joint, joint};
    CHECK_EQ(gltf_add_skin(doc, NULL, joints, 2, NULL, -1), GLTF_ERR_INVALID);
    CHECK_EQ(gltf_add_skin(doc, NULL, joints, 1, NULL, -1), 0);
    /* a skinned node whose mesh has no joints is refused when writing */
    n.mesh = 0;
    n.skin = 0;
    gltf_add_node(doc, &n);
    uint8_t *out;
    size_t len;
    CHECK_EQ(gltf_encode_glb(doc, &out, &len), GLTF_ERR_INVALID);
    CHECK(out == NULL);
    CHECK(strstr(gltf_error(doc), "skinned mesh without joints"));

    /* what was refused left nothing behind: one mesh, one primitive, 36 indices */
    gltf_doc *ok = gltf_new();
    CHECK_EQ(gltf_add_mesh(ok, "one_of_two", p, 2), 0);
    gltf_node_init(&n);
    n.mesh = 0;
    gltf_add_node(ok, &n);
    glb g;
    const char *msg = glb_from_doc(&g, ok);
    gltf_free(ok);
    gltf_free(doc);
    if (msg) return msg;
    CHECK_EQ(jcount(jat(jget(&g.json, "meshes"), 0), "primitives"), 1);
    CHECK_EQ(jcount(&g.json, "accessors"), 2);
    CHECK_EQ(jnum(accessor(&g, 1), "count"), CUBE_I);
    glb_close(&g);
    return NULL;
}

TEST(names_escaped) {
    /* quote, backslash, newline, a control byte, valid UTF-8 (e-acute) and a stray 0xFF */
    const char *name = "a\"b\\c\nd\x01" "e\xc3\xa9" "f\xff";
    gltf_doc *doc = gltf_new();
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    gltf_add_node(doc, &n);
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    const char *got = jget(jat(jget(&g.json, "nodes"), 0), "name")->str;
    CHECK(!strcmp(got, "a\"b\\c\nd\x01" "e\xc3\xa9" "f\xc3\xbf")); /* 0xFF read as Latin-1 */
    CHECK(g.bin == NULL); /* no data, no BIN chunk */
    CHECK(!jget(&g.json, "buffers"));
    glb_close(&g);
    return NULL;
}

TEST(empty_document_layout) {
    /* golden: header, then the JSON chunk padded with spaces, no BIN chunk */
    gltf_doc *doc = gltf_new();
    CHECK_EQ(gltf_write_glb(doc, "/nonexistent-dir/x.glb"), GLTF_ERR_INVALID);
    CHECK(strstr(gltf_error(doc), "/nonexistent-dir/x.glb: "));
    uint8_t *out;
    size_t len;
    CHECK_EQ(gltf_encode_glb(doc, &out, &len), 0);
    gltf_free(doc);
    const char *json = "{\"asset\":{\"version\":\"2.0\",\"generator\":\"libwarp warp tool\"}}";
    size_t jl = strlen(json), padded = (jl + 3) & ~(size_t)3;
    CHECK_EQ(len, 20 + padded);
    static const uint8_t head[16] = {'g', 'l', 'T', 'F', 2, 0, 0, 0};
    CHECK(!memcmp(out, head, 8));
    CHECK_EQ(le32(out + 8), len);
    CHECK_EQ(le32(out + 12), padded);
    CHECK(!memcmp(out + 16, "JSON", 4));
    CHECK(!memcmp(out + 20, json, jl));
    for (size_t i = 20 + jl; i < len; i++) CHECK_EQ(out[i], ' ');
    free(out);
    return NULL;
}

TEST(root_matrix_for_z_up) {
    gltf_doc *doc = doc_world();
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    const jv *nodes = jget(&g.json, "nodes");
    CHECK_EQ(nodes->count, 6);
    const jv *root = jat(nodes, 5);
    CHECK(!strcmp(jget(root, "name")->str, "root"));
    CHECK_EQ(jcount(root, "children"), 1); /* bone0; the skinned bodies stay outside */
    CHECK_EQ(jat(jget(root, "children"), 0)->num, 0);
    for (size_t i = 0; i < 16; i++) CHECK_NUM(jat(jget(root, "matrix"), i)->num, gltf_z_up_to_y_up[i]);
    const jv *scene = jget(jat(jget(&g.json, "scenes"), 0), "nodes");
    CHECK_EQ(scene->count, 3);
    CHECK_EQ(scene->items[0].num, 5);
    CHECK_EQ(scene->items[1].num, 3);
    CHECK_EQ(scene->items[2].num, 4);
    glb_close(&g);
    return NULL;
}

/* gltf_set_trs: a node's translation and rotation (normalised) set after it was added, as the
 * scene view does for a joint its animation would hold still; a matrix node, a zero quaternion,
 * a NaN and a missing node refused. */
TEST(node_trs_set_later) {
    gltf_doc *doc = gltf_new();
    gltf_node n;
    gltf_node_init(&n);
    n.name = "joint";
    CHECK_EQ(gltf_add_node(doc, &n), 0);
    static const float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    n.matrix = m;
    CHECK_EQ(gltf_add_node(doc, &n), 1);
    const float t[3] = {0.25f, -1.5f, 3}, q[4] = {0, 0, 2, 0}, zero[4] = {0, 0, 0, 0}, bad[3] = {0, NAN, 0};
    CHECK_EQ(gltf_set_trs(doc, 0, GLTF_PATH_TRANSLATION, t), 0);
    CHECK_EQ(gltf_set_trs(doc, 0, GLTF_PATH_ROTATION, q), 0);
    CHECK_EQ(gltf_set_trs(doc, 0, GLTF_PATH_ROTATION, zero), GLTF_ERR_INVALID);
    CHECK_EQ(gltf_set_trs(doc, 0, GLTF_PATH_TRANSLATION, bad), GLTF_ERR_INVALID);
    CHECK_EQ(gltf_set_trs(doc, 1, GLTF_PATH_TRANSLATION, t), GLTF_ERR_INVALID); /* a matrix node */
    CHECK_EQ(gltf_set_trs(doc, 2, GLTF_PATH_TRANSLATION, t), GLTF_ERR_INVALID);
    glb g;
    const char *msg = glb_from_doc(&g, doc);
    gltf_free(doc);
    if (msg) return msg;
    const jv *node = jat(jget(&g.json, "nodes"), 0);
    for (size_t i = 0; i < 3; i++) CHECK_NUM(jat(jget(node, "translation"), i)->num, t[i]);
    static const float unit[4] = {0, 0, 1, 0};
    for (size_t i = 0; i < 4; i++) CHECK_NUM(jat(jget(node, "rotation"), i)->num, unit[i]);
    glb_close(&g);
    return NULL;
}

TEST(helpers) {
    CHECK_EQ(gltf_color_from_gs(0x80), 255);
    CHECK_EQ(gltf_color_from_gs(0xFF), 255); /* the GS allows up to 2.0: saturate */
    CHECK_EQ(gltf_color_from_gs(0x40), 128);
    CHECK_EQ(gltf_color_from_gs(0), 0);
    CHECK_EQ(gltf_color_from_gs(1), 2);
    /* z-up -> y-up sends +z to +y and +y to -z */
    const float *m = gltf_z_up_to_y_up;
    CHECK(m[8] == 0 && m[9] == 1 && m[10] == 0);
    CHECK(m[4] == 0 && m[5] == 0 && m[6] == -1);
    return NULL;
}

/* ---- --validate ---------------------------------------------------------------------- */

/* Runs argv (argv[0] a path) and returns its exit status, or -1. */
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

/* The cube with its first position moved outside the declared max: the validator must
 * say ACCESSOR_MAX_MISMATCH, which proves a failing report fails the test. */
static int write_broken_cube(const char *path) {
    gltf_doc *doc = doc_cube();
    uint8_t *bytes;
    size_t len;
    int rc = gltf_encode_glb(doc, &bytes, &len);
    gltf_free(doc);
    if (rc) return -1;
    glb g;
    if (glb_open(&g, bytes, len)) {
        glb_close(&g);
        return -1;
    }
    size_t vlen;
    const jv *pos = attribute(&g, prim_of(&g, 0, 0), "POSITION");
    float five = 5.0f;
    memcpy((uint8_t *)accessor_bytes(&g, pos, &vlen), &five, 4);
    FILE *f = fopen(path, "wb");
    rc = f && fwrite(bytes, 1, len, f) == len ? 0 : -1;
    if (f) fclose(f);
    glb_close(&g);
    return rc;
}

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
    char dir[] = "/tmp/test_gltf_validate_XXXXXX";
    if (!mkdtemp(dir)) return 1;
    enum { N = sizeof docs / sizeof docs[0] };
    char paths[N + 1][sizeof dir + 32];
    char *args[N + 6] = {argv[2], argv[3], argv[4], "--strict"};
    int passed = 0, failed = 0;
    for (size_t i = 0; i < N; i++) {
        snprintf(paths[i], sizeof paths[i], "%s/%s.glb", dir, docs[i].name);
        gltf_doc *doc = docs[i].build();
        if (gltf_write_glb(doc, paths[i])) {
            printf("FAIL %s: %s\n", docs[i].name, gltf_error(doc));
            failed++;
        }
        gltf_free(doc);
        args[4 + i] = paths[i];
    }
    args[4 + N] = NULL;
    /* all documents: zero errors and zero warnings (--strict) */
    int rc = run(args);
    printf("%s validator on %d documents (exit %d)\n", rc == 0 ? "ok  " : "FAIL", (int)N, rc);
    rc == 0 ? passed++ : failed++;
    /* the negative control must be refused */
    snprintf(paths[N], sizeof paths[N], "%s/broken.glb", dir);
    args[4] = paths[N];
    args[5] = NULL;
    rc = write_broken_cube(paths[N]) ? -1 : run(args);
    printf("%s validator refuses a broken document (exit %d, want 1)\n", rc == 1 ? "ok  " : "FAIL", rc);
    rc == 1 ? passed++ : failed++;
    if (!getenv("GLTF_KEEP")) { /* GLTF_KEEP=1 leaves the files for a look */
        for (size_t i = 0; i <= N; i++) unlink(paths[i]);
        rmdir(dir);
    }
    printf("gltf_validator: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && !strcmp(argv[1], "--validate")) return run_validator(argc, argv);
    static const test_case cases[] = {
        T(morph_targets),
        T(cube_written_and_read_back), T(two_uv_sets_and_colours), T(sampler_filter_mapping),
        T(skinned_mesh),               T(five_level_tree),         T(indices_u16_up_to_65535_vertices),
        T(indices_u32_beyond),         T(winding_check_and_flip),  T(degenerate_inputs),
        T(names_escaped),              T(empty_document_layout),   T(root_matrix_for_z_up),
        T(node_trs_set_later),         T(helpers),
    };
    return RUN_TESTS("gltf", cases);
}
