/* `warp rebuild`'s model path, vertices per second (docs/tool.md "Editing models"): a
 * 102,400-vertex grid (203,522 triangles) written as a .glb by the tool's glTF writer, read
 * back (gltf_read.c), then encoded as one packed geometry (model_encode.c: gathering,
 * strips, the library's encoder), next to the library's encoder alone on the same number
 * of strip vertices in the same run (the baseline). Best of 3 runs each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "formats/gltf.h"
#include "formats/gltf_read.h"
#include "platform/util.h"
#include "rebuild/model_encode.h"

#define SIDE 320
#define NV (SIDE * SIDE)

/* The model's geometry before the edit: one packed mesh, one material, normals and UVs. */
static uint8_t *original(size_t nv, const float *p, const float *n, const float *uv, size_t *len) {
    warp_mesh_arrays m;
    memset(&m, 0, sizeof m);
    m.vertex_count = (uint32_t)nv, m.positions = p, m.normals = n, m.uvs[0] = uv;
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    memset(mat.color, 255, 4);
    uint32_t mm = 0;
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = WARP_LAYOUT_PS2_PACKED, g.mesh_count = 1, g.meshes = &m, g.mesh_materials = &mm;
    g.material_count = 1, g.materials = &mat, g.sphere[3] = 1;
    g.position_scale = 1.0f / 1024, g.uv_scale = 1.0f / 4096;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    warp_write_geometry(w, &g, WARP_RW_STAMP_37002);
    uint8_t *b = malloc(*len = warp_writer_size(w));
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, b, *len);
    if (warp_write_geometry(w, &g, WARP_RW_STAMP_37002) || warp_writer_status(w)) abort();
    free(w);
    return b;
}

int main(void) {
    static float pos[NV * 3], nrm[NV * 3], uv[NV * 2];
    static uint32_t idx[(SIDE - 1) * (SIDE - 1) * 6];
    size_t ni = 0;
    for (int y = 0; y < SIDE; y++)
        for (int x = 0; x < SIDE; x++) {
            int v = y * SIDE + x;
            pos[3 * v] = 0.01f * x, pos[3 * v + 1] = 0.001f * (float)((x * y) % 7), pos[3 * v + 2] = 0.01f * y;
            nrm[3 * v + 1] = 1, uv[2 * v] = x / (float)SIDE, uv[2 * v + 1] = y / (float)SIDE;
            if (x + 1 < SIDE && y + 1 < SIDE) {
                uint32_t q[6] = {v, v + SIDE, v + 1, v + 1, v + SIDE, v + SIDE + 1};
                memcpy(idx + ni, q, sizeof q), ni += 6;
            }
        }
    gltf_doc *doc = gltf_new();
    gltf_material gm;
    gltf_material_init(&gm);
    gm.name = "material 0";
    gltf_primitive pr = {0};
    pr.vertex_count = NV, pr.position = pos, pr.normal = nrm, pr.texcoord[0] = uv;
    pr.indices = idx, pr.index_count = (uint32_t)ni, pr.material = gltf_add_material(doc, &gm);
    gltf_node node;
    gltf_node_init(&node);
    node.name = "grid", node.mesh = gltf_add_mesh(doc, "grid", &pr, 1);
    gltf_add_node(doc, &node);
    uint8_t *glb;
    size_t glb_len, geo_len;
    if (gltf_encode_glb(doc, &glb, &glb_len)) return 1;
    gltf_free(doc);
    uint8_t *geo = original(3, pos, nrm, uv, &geo_len);
    warp_geometry *g = handle_alloc(warp_geometry_sizeof());
    warp_atomic_info ai; /* the prop's atomic: its 0x3F0 scales make the layout the packed one */
    memset(&ai, 0, sizeof ai);
    ai.has_warriors = 1, ai.position_scale = 1.0f / 1024, ai.uv_scale = 1.0f / 4096;
    if (warp_geometry_init(g, warp_geometry_sizeof(), WARP_ABI_VERSION, geo, geo_len, &ai, NULL)) return 1;
    model_geo mg;
    memset(&mg, 0, sizeof mg);
    mg.g = g, mg.name = "grid", mg.position_scale = 1.0f / 1024, mg.uv_scale = 1.0f / 4096;
    mg.stamp = WARP_RW_STAMP_37002;
    for (int k = 0; k < 16; k++) mg.to_frame[k] = k % 5 == 0;
    double t_read = 1e9, t_enc = 1e9, t_lib = 1e9;
    size_t strip = 0;
    for (int run = 0; run < 3; run++) {
        gltfr_doc d;
        char err[256];
        double t0 = now();
        if (gltf_read_memory(glb, glb_len, NULL, &d, err, sizeof err)) return fprintf(stderr, "%s\n", err), 1;
        double t1 = now();
        model_out o;
        if (model_encode(&mg, &d, 0, &o, err, sizeof err)) return fprintf(stderr, "%s\n", err), 1;
        double t2 = now();
        warp_geometry *ng = handle_alloc(warp_geometry_sizeof());
        warp_geometry_info gi;
        if (warp_geometry_init(ng, warp_geometry_sizeof(), WARP_ABI_VERSION, o.geometry, o.len, &ai, NULL) ||
            warp_geometry_get_info(ng, &gi))
            return 1;
        strip = gi.vertex_count;
        /* baseline: the library's encoder on as many strip vertices */
        float *sp = calloc(strip * 3, 4), *sn = calloc(strip * 3, 4), *su = calloc(strip * 2, 4);
        for (size_t v = 0; v < strip; v++) memcpy(sp + 3 * v, pos + 3 * (v % NV), 12), sn[3 * v + 1] = 1;
        double t3 = now();
        size_t l;
        free(original(strip, sp, sn, su, &l));
        double t4 = now();
        t_read = t1 - t0 < t_read ? t1 - t0 : t_read;
        t_enc = t2 - t1 < t_enc ? t2 - t1 : t_enc;
        t_lib = t4 - t3 < t_lib ? t4 - t3 : t_lib;
        free(sp), free(sn), free(su), free(ng), free(o.geometry);
        gltf_read_free(&d);
    }
    printf("bench_model: %d vertices, %zu triangles, %zu strip vertices\n", NV, ni / 3, strip);
    printf("  read .glb      %8.3f ms  %6.2f M vertices/s\n", t_read * 1e3, NV / t_read / 1e6);
    printf("  model_encode   %8.3f ms  %6.2f M vertices/s  %5.2fx the library encoder alone\n", t_enc * 1e3,
           NV / t_enc / 1e6, t_enc / t_lib);
    printf("  library alone  %8.3f ms  %6.2f M strip vertices/s\n", t_lib * 1e3, strip / t_lib / 1e6);
    free(glb), free(geo), free(g);
    return 0;
}
