/* A character's clips on its .glb (examples/warp/formats/gltf_anim.c, FACTS.md 6.4): the sample's
 * animated character is exported and read back, and the recipe's sanity checks run on the
 * file: (a) at rest every joint's world times its inverse bind matrix is the identity;
 * (b) the nodes' animated locals, recomposed down the node tree and skinned, give C^-1 of
 * the pose the library computes (sum of w * B_(n+2) * C * IBM_n * v), at several frames;
 * (c) plausibility: the idle's first frame is the bind pose but for the arms (the sample is
 * built so; its arms hang down) and the walk's feet stay near the ground. With `--validate NODE SCRIPT PACKAGE_DIR` the file also
 * goes through the Khronos glTF-Validator (0 errors, 0 warnings). */
#include <math.h>
#include <sys/wait.h>
#include <unistd.h>

#include "formats/gltf_anim.h"
#include "formats/gltf.h"
#include "sample/sample.h"
#include "check.h"
#include "glb_read.h"

static char out_dir[64], glb_path[128], rm_path[160]; /* rm_path: the --root-motion export */

static int fill_geo(warp_writer *w, void *user) { return (void)user, sample_fill_anim_geo(w, NULL, 0); }
static int fill_data(warp_writer *w, void *user) { return (void)user, sample_fill_anim_data(w, NULL, 0); }

/* Payload of the first chunk `type` of a flat resource. */
static const uint8_t *chunk_of(const uint8_t *res, size_t len, uint32_t type, size_t *size) {
    size_t pos = 16;
    while (pos + 16 <= len) {
        uint32_t t = (uint32_t)res[pos] | (uint32_t)res[pos + 1] << 8, s;
        memcpy(&s, res + pos + 4, 4);
        if (t == type) {
            *size = s;
            return res + pos + 16;
        }
        pos += 16 + s;
    }
    return NULL;
}

static uint8_t *geo, *data;
static size_t geo_len, data_len;
static float offsets[WARP_ANIM_BONES][4];

static const char *export_sample(void) {
    geo = write_all(fill_geo, NULL, &geo_len);
    data = write_all(fill_data, NULL, &data_len);
    size_t clump_len = 0, off_len = 0;
    const uint8_t *clump = chunk_of(geo, geo_len, 0x47, &clump_len), *off = chunk_of(geo, geo_len, 0x28, &off_len);
    CHECK(clump && off && off_len == sizeof offsets);
    memcpy(offsets, off, sizeof offsets);
    export_character ch = {data, data_len, off, off_len, 0, 0};
    export_stats st;
    char err[256] = "";
    snprintf(glb_path, sizeof glb_path, "%s/warr_anim.glb", out_dir);
    int rc = export_character_glb(clump, clump_len, NULL, &ch, glb_path, &st, err, sizeof err);
    if (rc) FAILF("export: %s", err);
    CHECK_EQ(ch.clips, 2);
    CHECK_EQ(ch.skipped, 0);
    CHECK_EQ(st.skins, 1);
    /* without bone offsets there is nothing to play: refused */
    ch.offsets = NULL;
    CHECK_EQ(export_character_glb(clump, clump_len, NULL, &ch, glb_path, &st, err, sizeof err), -1);
    return NULL;
}

/* ---- 4x4 column-major matrices (double) ------------------------------------------------ */
typedef struct mat4 { double m[16]; } mat4;

static mat4 mat_mul(const mat4 *a, const mat4 *b) {
    mat4 r;
    for (int c = 0; c < 4; c++)
        for (int i = 0; i < 4; i++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a->m[k * 4 + i] * b->m[c * 4 + k];
            r.m[c * 4 + i] = s;
        }
    return r;
}

static mat4 trs(const double t[3], const double q[4], const double s[3]) {
    double x = q[0], y = q[1], z = q[2], w = q[3];
    mat4 r = {{1 - 2 * (y * y + z * z), 2 * (x * y + w * z), 2 * (x * z - w * y), 0,
               2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x), 0,
               2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y), 0, t[0], t[1], t[2], 1}};
    for (int c = 0; c < 3; c++)
        for (int i = 0; i < 3; i++) r.m[c * 4 + i] *= s[c];
    return r;
}

static void apply(const mat4 *a, const double v[3], double out[3]) {
    for (int i = 0; i < 3; i++) out[i] = a->m[i] * v[0] + a->m[4 + i] * v[1] + a->m[8 + i] * v[2] + a->m[12 + i];
}

/* ---- the .glb read back ------------------------------------------------------------------- */
#define MAXN 64
typedef struct scene {
    glb g;
    size_t nodes;
    int parent[MAXN];
    double t[MAXN][3], q[MAXN][4], s[MAXN][3];
    size_t joints;
    int joint[MAXN];
    mat4 ibm[MAXN];
    size_t verts;
    float *pos, *wgt;
    uint16_t *jnt;
} scene;

static void floats_of(const jv *v, double *out, size_t n) {
    for (size_t i = 0; i < n; i++) out[i] = v && i < v->count ? v->items[i].num : out[i];
}

static const char *load_scene(scene *sc) {
    memset(sc, 0, sizeof *sc);
    const char *msg = glb_load(&sc->g, glb_path);
    if (msg) return msg;
    const jv *nodes = jget(&sc->g.json, "nodes");
    CHECK(nodes && nodes->count <= MAXN);
    sc->nodes = nodes->count;
    for (size_t i = 0; i < sc->nodes; i++) {
        const jv *n = &nodes->items[i];
        sc->parent[i] = -1;
        sc->q[i][3] = 1, sc->s[i][0] = sc->s[i][1] = sc->s[i][2] = 1;
        CHECK(!jget(n, "matrix"));
        floats_of(jget(n, "translation"), sc->t[i], 3);
        floats_of(jget(n, "rotation"), sc->q[i], 4);
        floats_of(jget(n, "scale"), sc->s[i], 3);
    }
    for (size_t i = 0; i < sc->nodes; i++) {
        const jv *ch = jget(&nodes->items[i], "children");
        for (size_t k = 0; ch && k < ch->count; k++) sc->parent[(int)ch->items[k].num] = (int)i;
    }
    const jv *skin = jat(jget(&sc->g.json, "skins"), 0);
    const jv *joints = jget(skin, "joints");
    CHECK(joints && joints->count == 32);
    sc->joints = joints->count;
    size_t vl;
    const uint8_t *ib = accessor_bytes(&sc->g, accessor(&sc->g, jnum(skin, "inverseBindMatrices")), &vl);
    CHECK(vl >= sc->joints * 64);
    for (size_t j = 0; j < sc->joints; j++) {
        sc->joint[j] = (int)joints->items[j].num;
        for (int k = 0; k < 16; k++) {
            float f;
            memcpy(&f, ib + j * 64 + k * 4, 4);
            sc->ibm[j].m[k] = f;
        }
    }
    const jv *prim = prim_of(&sc->g, 0, 0);
    const jv *pa = attribute(&sc->g, prim, "POSITION"), *ja = attribute(&sc->g, prim, "JOINTS_0"),
             *wa = attribute(&sc->g, prim, "WEIGHTS_0");
    CHECK(pa && ja && wa && jnum(ja, "componentType") == 5123);
    sc->verts = (size_t)jnum(pa, "count");
    sc->pos = malloc(sc->verts * 12), sc->wgt = malloc(sc->verts * 16), sc->jnt = malloc(sc->verts * 8);
    memcpy(sc->pos, accessor_bytes(&sc->g, pa, &vl), sc->verts * 12);
    memcpy(sc->wgt, accessor_bytes(&sc->g, wa, &vl), sc->verts * 16);
    memcpy(sc->jnt, accessor_bytes(&sc->g, ja, &vl), sc->verts * 8);
    return NULL;
}

static void free_scene(scene *sc) {
    free(sc->pos), free(sc->wgt), free(sc->jnt);
    glb_close(&sc->g);
}

/* World matrices of every node with node i at (t, q, s) (parents first is not assumed). */
static void worlds(const scene *sc, double t[][3], double q[][4], mat4 *out) {
    for (size_t i = 0; i < sc->nodes; i++) {
        mat4 m = trs(t[i], q[i], sc->s[i]);
        for (int p = sc->parent[i], guard = 0; p >= 0 && guard < MAXN; p = sc->parent[p], guard++) {
            mat4 pm = trs(t[p], q[p], sc->s[p]);
            m = mat_mul(&pm, &m);
        }
        out[i] = m;
    }
}

/* Set the animated nodes of animation a to their values at key k. */
static const char *pose_nodes(scene *sc, size_t a, size_t k, double t[][3], double q[][4], double *time) {
    memcpy(t, sc->t, sizeof sc->t);
    memcpy(q, sc->q, sizeof sc->q);
    const jv *anim = jat(jget(&sc->g.json, "animations"), a);
    const jv *samplers = jget(anim, "samplers"), *channels = jget(anim, "channels");
    CHECK(samplers && channels);
    for (size_t c = 0; c < channels->count; c++) {
        const jv *ch = &channels->items[c];
        const jv *target = jget(ch, "target"), *smp = jat(samplers, (size_t)jnum(ch, "sampler"));
        int node = (int)jnum(target, "node");
        const char *path = jget(target, "path")->str;
        size_t vl;
        const jv *in = accessor(&sc->g, jnum(smp, "input")), *out = accessor(&sc->g, jnum(smp, "output"));
        CHECK(k < (size_t)jnum(in, "count"));
        float f;
        memcpy(&f, accessor_bytes(&sc->g, in, &vl) + 4 * k, 4);
        *time = f;
        const uint8_t *o = accessor_bytes(&sc->g, out, &vl);
        int n = !strcmp(path, "rotation") ? 4 : 3;
        for (int i = 0; i < n; i++) {
            memcpy(&f, o + (k * n + i) * 4, 4);
            if (n == 4) q[node][i] = f; else t[node][i] = f;
        }
    }
    return NULL;
}

/* ---- the library's side: the pose of clip a at time t --------------------------------- */
typedef struct clip_pick { uint32_t want; warp_anim_clip_ref ref; int found; } clip_pick;
static int pick_clip(void *user, const warp_anim_clip_ref *c) {
    clip_pick *p = (clip_pick *)user;
    if (c->index == p->want) p->ref = *c, p->found = 1;
    return 0;
}

/* B_b of clip a at time t: rotations and positions in pose axes. */
static const char *library_pose(uint32_t a, float t, float rot[WARP_ANIM_BONES][4], float pos[WARP_ANIM_BONES][3]) {
    clip_pick p = {a, {0}, 0};
    CHECK_RC(warp_anim_foreach_clip(data, data_len, NULL, pick_clip, &p), WARP_OK);
    CHECK(p.found);
    warp_anim *h = (warp_anim *)test_handle(warp_anim_sizeof());
    int rc = warp_anim_init(h, warp_anim_sizeof(), WARP_ABI_VERSION, p.ref.desc, p.ref.desc_len, p.ref.keyframes,
                            p.ref.keyframes_len, NULL);
    warp_anim_pose pose;
    if (rc == WARP_OK) rc = warp_anim_sample(h, t, &pose);
    if (rc == WARP_OK) rc = warp_anim_bone_transforms(&pose, (const float(*)[4])offsets, rot, pos);
    free(h);
    CHECK_RC(rc, WARP_OK);
    return NULL;
}

/* C: clump axes -> pose axes, (x, y, z) -> (x, -z, y). */
static void to_pose(const double v[3], double out[3]) { out[0] = v[0], out[1] = -v[2], out[2] = v[1]; }

static void bone_apply(const float q[4], const float t[3], const double v[3], double out[3]) {
    double x = q[0], y = q[1], z = q[2], w = q[3];
    double u[3] = {2 * (y * v[2] - z * v[1]), 2 * (z * v[0] - x * v[2]), 2 * (x * v[1] - y * v[0])};
    out[0] = v[0] + w * u[0] + (y * u[2] - z * u[1]) + t[0];
    out[1] = v[1] + w * u[1] + (z * u[0] - x * u[2]) + t[1];
    out[2] = v[2] + w * u[2] + (x * u[1] - y * u[0]) + t[2];
}

/* ---- tests ---------------------------------------------------------------------------------- */

TEST(rest_joint_times_ibm_is_identity) { /* 8(a) */
    scene sc;
    const char *msg = load_scene(&sc);
    if (msg) return msg;
    mat4 *w = malloc(sizeof(mat4) * MAXN);
    worlds(&sc, sc.t, sc.q, w);
    double worst = 0;
    for (size_t j = 0; j < sc.joints; j++) {
        mat4 p = mat_mul(&w[sc.joint[j]], &sc.ibm[j]);
        for (int k = 0; k < 16; k++) {
            double d = fabs(p.m[k] - (k % 5 == 0 ? 1 : 0));
            if (d > worst) worst = d;
        }
    }
    free(w);
    free_scene(&sc);
    if (worst > 1e-4) FAILF("rest joint x IBM off the identity by %g", worst);
    return NULL;
}

/* 8(b): skinned by the file's animated locals vs the library's pose, every vertex. */
static const char *recipe_check(size_t a, size_t k, double *lowest, double *bind_err) {
    scene sc;
    const char *msg = load_scene(&sc);
    if (msg) return msg;
    double (*t)[3] = malloc(sizeof sc.t), (*q)[4] = malloc(sizeof sc.q), time = -1;
    mat4 *w = malloc(sizeof(mat4) * MAXN);
    float rot[WARP_ANIM_BONES][4], pos[WARP_ANIM_BONES][3];
    if (!msg) msg = pose_nodes(&sc, a, k, t, q, &time);
    if (!msg) msg = library_pose((uint32_t)a, (float)time, rot, pos);
    double worst = 0;
    *lowest = 1e9, *bind_err = 0;
    if (!msg) {
        worlds(&sc, t, q, w);
        for (size_t v = 0; v < sc.verts; v++) {
            double in[3] = {sc.pos[3 * v], sc.pos[3 * v + 1], sc.pos[3 * v + 2]}, g[3] = {0, 0, 0}, ref[3] = {0, 0, 0};
            for (int s = 0; s < 4; s++) {
                double wt = sc.wgt[4 * v + s];
                if (wt == 0) continue;
                uint16_t j = sc.jnt[4 * v + s];
                mat4 sk = mat_mul(&w[sc.joint[j]], &sc.ibm[j]);
                double o[3], b[3], c[3], r[3];
                apply(&sk, in, o);
                apply(&sc.ibm[j], in, b); /* IBM_n v in clump axes, then C, then B_(n+2) */
                to_pose(b, c);
                bone_apply(rot[j + 2], pos[j + 2], c, r);
                for (int i = 0; i < 3; i++) g[i] += wt * o[i], ref[i] += wt * r[i];
            }
            double gp[3];
            to_pose(g, gp);
            int arm = sc.jnt[4 * v] >= 14 && sc.jnt[4 * v] < 26; /* ids 14-25: shoulders to hands */
            for (int i = 0; i < 3; i++) {
                if (fabs(gp[i] - ref[i]) > worst) worst = fabs(gp[i] - ref[i]);
                if (!arm && fabs(g[i] - in[i]) > *bind_err) *bind_err = fabs(g[i] - in[i]);
            }
            if (gp[2] < *lowest) *lowest = gp[2];
        }
    }
    free(t), free(q), free(w);
    free_scene(&sc);
    if (msg) return msg;
    if (worst > 1e-4) FAILF("animation %zu key %zu: glTF skin vs the library's pose differ by %g m", a, k, worst);
    return NULL;
}

TEST(animated_locals_match_the_pose) {
    static const size_t keys[][2] = {{0, 0}, {0, 17}, {0, 30}, {0, 60}, {1, 0}, {1, 7}, {1, 15}, {1, 22}, {1, 30}};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        double lowest, bind_err;
        const char *msg = recipe_check(keys[i][0], keys[i][1], &lowest, &bind_err);
        if (msg) return msg;
        if (keys[i][0] == 0 && keys[i][1] == 0 && bind_err > 1e-4)
            FAILF("idle frame 0 should be the bind pose (arms aside): off by %g m", bind_err);
        if (keys[i][0] == 1 && (lowest < -0.07 || lowest > 0.1))
            FAILF("walk key %zu: lowest vertex at %g m", keys[i][1], lowest);
        if (keys[i][0] == 1 && keys[i][1] == 7 && bind_err < 0.05) FAILF("walk key 7 does not move the legs");
    }
    return NULL;
}

TEST(animation_layout) {
    scene sc;
    const char *msg = load_scene(&sc);
    if (msg) return msg;
    const jv *anims = jget(&sc.g.json, "animations");
    int ok = anims && anims->count == 2 && !strcmp(jget(&anims->items[0], "name")->str, "warr_anim_idle") &&
             !strcmp(jget(&anims->items[1], "name")->str, "warr_anim_walk") &&
             jcount(&anims->items[1], "channels") == 64;
    /* the clump root (frame 0) is not animated; every joint is, once per path */
    int root_animated = 0;
    for (size_t c = 0; anims && c < jcount(&anims->items[1], "channels"); c++) {
        const jv *ch = jat(jget(&anims->items[1], "channels"), c);
        if ((int)jnum(jget(ch, "target"), "node") == 0) root_animated = 1;
    }
    free_scene(&sc);
    CHECK(ok);
    CHECK(!root_animated);
    return NULL;
}

/* 6.4 step 7 by hand: a 90-degree turn per frame (bone 0 = (0, 0, sin 45, cos 45)) with a
 * velocity of (1, 0) m/s: frame 0 moves (1/30, 0) then faces +90; frame 1 moves along
 * Rz(90) (1, 0) = (0, 1), to (1/30, 1/30), then faces 180 (half angles c = 0, s = 1). A
 * negative z turns the other way; without velocity nothing moves. */
TEST(root_motion_step_by_hand) {
    warp_anim_pose pose;
    memset(&pose, 0, sizeof pose);
    pose.rotation[0][2] = (float)sqrt(0.5), pose.rotation[0][3] = (float)sqrt(0.5);
    pose.velocity[0] = 1, pose.has_velocity = 1;
    export_root_motion m = {1, 0, 0, 0};
    export_root_motion_step(&m, &pose);
    CHECK(fabs(m.x - 1.0 / 30) < 1e-9 && fabs(m.y) < 1e-9);
    CHECK(fabs(m.c - sqrt(0.5)) < 1e-6 && fabs(m.s - sqrt(0.5)) < 1e-6);
    export_root_motion_step(&m, &pose);
    CHECK(fabs(m.x - 1.0 / 30) < 1e-6 && fabs(m.y - 1.0 / 30) < 1e-6);
    CHECK(fabs(m.c) < 1e-6 && fabs(m.s - 1) < 1e-6);
    export_root_motion r = {1, 0, 0, 0};
    pose.rotation[0][2] = -pose.rotation[0][2], pose.has_velocity = 0;
    export_root_motion_step(&r, &pose);
    CHECK(r.x == 0 && r.y == 0 && fabs(r.c - sqrt(0.5)) < 1e-6 && fabs(r.s + sqrt(0.5)) < 1e-6);
    return NULL;
}

/* --root-motion on the sample: a "root_motion" node is the parent of the clump root, both
 * clips drive it, the idle stays at the origin and the walk's key k stands at
 * (0, 0, -sum of the library's section A y over frames 0 .. k-1 / 30), facing ahead. */
TEST(root_motion_on_the_sample) {
    size_t clump_len = 0, off_len = 0;
    const uint8_t *clump = chunk_of(geo, geo_len, 0x47, &clump_len), *off = chunk_of(geo, geo_len, 0x28, &off_len);
    export_character ch = {data, data_len, off, off_len, 1, 0, 0};
    export_stats st;
    char err[256] = "", *path = rm_path;
    snprintf(rm_path, sizeof rm_path, "%s/warr_anim_rm.glb", out_dir);
    if (export_character_glb(clump, clump_len, NULL, &ch, path, &st, err, sizeof err)) FAILF("export: %s", err);
    CHECK_EQ(ch.clips, 2);
    glb g;
    const char *msg = glb_load(&g, path);
    if (msg) return msg;
    const jv *nodes = jget(&g.json, "nodes"), *anims = jget(&g.json, "animations");
    int rm = -1;
    for (size_t i = 0; nodes && i < nodes->count; i++) {
        const jv *name = jget(&nodes->items[i], "name");
        if (name && name->str && !strcmp(name->str, "root_motion")) rm = (int)i;
    }
    const jv *kids = rm >= 0 ? jget(&nodes->items[rm], "children") : NULL;
    int ok = rm >= 0 && kids && kids->count == 1 && kids->items[0].num == 0 && anims && anims->count == 2;
    float vy[31] = {0};
    for (uint32_t a = 0; ok && a < 2; a++) {
        clip_pick p = {a, {0}, 0};
        warp_anim_foreach_clip(data, data_len, NULL, pick_clip, &p);
        warp_anim *h = (warp_anim *)test_handle(warp_anim_sizeof());
        ok = p.found && warp_anim_init(h, warp_anim_sizeof(), WARP_ABI_VERSION, p.ref.desc, p.ref.desc_len,
                                       p.ref.keyframes, p.ref.keyframes_len, NULL) == WARP_OK;
        for (uint32_t k = 0; ok && a == 1 && k < 31; k++) {
            warp_anim_pose pose;
            ok = warp_anim_sample(h, (float)k / 30, &pose) == WARP_OK && pose.has_velocity;
            vy[k] = pose.velocity[1];
        }
        free(h);
        const jv *anim = jat(anims, a), *samplers = jget(anim, "samplers"), *chans = jget(anim, "channels");
        int seen = 0;
        double y = 0;
        for (size_t c = 0; ok && chans && c < chans->count; c++) {
            const jv *target = jget(&chans->items[c], "target");
            if ((int)jnum(target, "node") != rm) continue;
            seen++;
            const jv *smp = jat(samplers, (size_t)jnum(&chans->items[c], "sampler"));
            const jv *out = accessor(&g, jnum(smp, "output"));
            size_t vl, n = (size_t)jnum(out, "count");
            const uint8_t *o = accessor_bytes(&g, out, &vl);
            int rot = !strcmp(jget(target, "path")->str, "rotation");
            ok = n == (a ? 31u : 61u);
            y = 0;
            for (size_t k = 0; ok && k < n; k++) {
                float v[4];
                memcpy(v, o + k * (rot ? 16 : 12), rot ? 16 : 12);
                if (rot) ok = v[0] == 0 && v[1] == 0 && v[2] == 0 && v[3] == 1;
                else ok = v[0] == 0 && v[1] == 0 && fabs(v[2] + y / 30) < 1e-5;
                if (!ok) printf("  clip %u key %zu: %s (%g %g %g), expected z %g\n", a, k, rot ? "rotation" : "translation",
                                v[0], v[1], v[2], -y / 30);
                if (a == 1 && k < 31) y += vy[k];
            }
        }
        ok = ok && seen == 2;
    }
    glb_close(&g);
    CHECK(ok);
    CHECK(vy[0] > 1.19f && vy[0] < 1.21f); /* the sample walks at 1.2 m/s (sample/anim.c) */
    return NULL;
}

/* gltf_add_animation's refusals: nothing is added for bad times, channels or nodes. */
TEST(gltf_animation_arguments) {
    gltf_doc *d = gltf_new();
    gltf_node n;
    gltf_node_init(&n);
    int a = gltf_add_node(d, &n);
    float m[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    n.matrix = m;
    int b = gltf_add_node(d, &n);
    float t2[2] = {0, 1.0f / 30}, same[2] = {0, 0}, q[8] = {0, 0, 0, 2, 0, 0, 0, 1}, zero[8] = {0}, p[6] = {0};
    gltf_anim_channel ok[2] = {{a, GLTF_PATH_ROTATION, q}, {a, GLTF_PATH_TRANSLATION, p}};
    gltf_anim_channel twice[2] = {{a, GLTF_PATH_ROTATION, q}, {a, GLTF_PATH_ROTATION, q}};
    gltf_anim_channel on_matrix[1] = {{b, GLTF_PATH_ROTATION, q}}, no_node[1] = {{7, GLTF_PATH_ROTATION, q}};
    gltf_anim_channel zero_q[1] = {{a, GLTF_PATH_ROTATION, zero}};
    int r[7] = {gltf_add_animation(d, "same", same, 2, ok, 2), gltf_add_animation(d, "twice", t2, 2, twice, 2),
                gltf_add_animation(d, "matrix", t2, 2, on_matrix, 1), gltf_add_animation(d, "none", t2, 2, no_node, 1),
                gltf_add_animation(d, "zero", t2, 2, zero_q, 1), gltf_add_animation(d, "empty", t2, 0, ok, 2),
                gltf_add_animation(d, "ok", t2, 2, ok, 2)};
    gltf_free(d);
    for (int i = 0; i < 6; i++) CHECK_EQ(r[i], GLTF_ERR_INVALID);
    CHECK_EQ(r[6], 0); /* the first animation: the refused ones added nothing */
    return NULL;
}

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

int main(int argc, char **argv) {
    snprintf(out_dir, sizeof out_dir, "/tmp/test_export_anim_XXXXXX");
    if (!mkdtemp(out_dir)) return 1;
    static const test_case cases[] = {
        T(rest_joint_times_ibm_is_identity), T(animated_locals_match_the_pose), T(animation_layout),
        T(gltf_animation_arguments), T(root_motion_step_by_hand), T(root_motion_on_the_sample)};
    const char *msg = export_sample();
    int rc;
    if (msg) {
        printf("FAIL export: %s\n", msg);
        rc = 1;
    } else {
        rc = RUN_TESTS("export_anim", cases);
    }
    if (!rc && argc >= 5 && !strcmp(argv[1], "--validate")) { /* --validate NODE SCRIPT PACKAGE_DIR */
        char probe[4096];
        snprintf(probe, sizeof probe, "%s/package.json", argv[4]);
        if (!argv[2][0] || access(probe, R_OK)) {
            printf("skip: node or %s missing\n", probe);
            rc = 77;
        } else {
            char *files[2] = {glb_path, rm_path};
            for (int f = 0; f < 2; f++) {
                char *args[] = {argv[2], argv[3], argv[4], "--strict", files[f], NULL};
                int v = files[f][0] && run(args) == 0 ? 0 : 1;
                printf("%s validator on %s\n", v ? "FAIL" : "ok  ", files[f]);
                rc |= v;
            }
        }
    }
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", out_dir);
    if (system(cmd)) printf("could not remove %s\n", out_dir);
    free(geo), free(data);
    return rc;
}
