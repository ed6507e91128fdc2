/* dump_model: print a clump's frames, and per geometry and mesh its vertex arrays.
 *   dump_model FILE
 * FILE is a clump (.dff: RenderWare section 0x10) or a WAD entry holding one (its first
 * chunk 0x47). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static unsigned char *load(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) &&
            fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        }
        *len = (size_t)n;
    }
    fclose(f);
    return buf;
}

static void *handle(size_t size) { return aligned_alloc(WARP_ALIGN, (size + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN); }

typedef struct span { const uint8_t *data; size_t len; } span;
static int first_model(void *user, const warp_chunk_info *c) {
    if (c->type != 0x47) return 0;
    ((span *)user)->data = c->data;
    ((span *)user)->len = c->size;
    return 1;
}

/* Mesh m of geometry g: counts, then one line per vertex and per triangle. */
static int dump_mesh(const warp_geometry *g, uint32_t m, const warp_geometry_info *gi) {
    size_t n, nt;
    int rc = warp_geometry_copy_positions(g, m, NULL, 0, &n);
    if (rc == WARP_OK) rc = warp_geometry_copy_triangles(g, m, NULL, 0, &nt);
    if (rc != WARP_OK) return rc;
    float *pos = malloc(3 * sizeof(float) * (n + 1)), *nrm = malloc(3 * sizeof(float) * (n + 1));
    float *uv = malloc(2 * sizeof(float) * (n + 1));
    uint32_t *tri = malloc(3 * sizeof(uint32_t) * (nt + 1));
    int has_n = 0, has_uv = 0;
    rc = warp_geometry_copy_positions(g, m, pos, n, &n);
    if (rc == WARP_OK && gi->has_normals) has_n = warp_geometry_copy_normals(g, m, nrm, n, &n) == WARP_OK;
    if (rc == WARP_OK && gi->uv_sets) has_uv = warp_geometry_copy_uvs(g, m, 0, uv, n, &n) == WARP_OK;
    if (rc == WARP_OK) rc = warp_geometry_copy_triangles(g, m, tri, nt, &nt);
    if (rc == WARP_OK) {
        warp_geometry_mesh_info mi;
        warp_geometry_get_mesh(g, m, &mi);
        printf("    mesh %u: material %u, %zu vertices, %zu triangles\n", m, mi.material, n, nt);
        for (size_t v = 0; v < n; v++) {
            printf("      v %zu: pos %.4f %.4f %.4f", v, pos[3 * v], pos[3 * v + 1], pos[3 * v + 2]);
            if (has_n) printf("  normal %.3f %.3f %.3f", nrm[3 * v], nrm[3 * v + 1], nrm[3 * v + 2]);
            if (has_uv) printf("  uv %.4f %.4f", uv[2 * v], uv[2 * v + 1]);
            printf("\n");
        }
        for (size_t t = 0; t < nt; t++) printf("      t %zu: %u %u %u\n", t, tri[3 * t], tri[3 * t + 1], tri[3 * t + 2]);
    }
    free(pos);
    free(nrm);
    free(uv);
    free(tri);
    return rc;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: dump_model FILE\n");
        return 2;
    }
    size_t len = 0;
    unsigned char *buf = load(argv[1], &len);
    if (!buf) {
        fprintf(stderr, "dump_model: cannot read %s\n", argv[1]);
        return 1;
    }
    span clump = {buf, len};
    if (warp_container_kind(buf, len, NULL) != WARP_CONTAINER_NONE) {
        clump.data = NULL;
        warp_chunk_foreach(buf, len, NULL, first_model, &clump);
        if (!clump.data) {
            fprintf(stderr, "dump_model: %s holds no model chunk\n", argv[1]);
            return 1;
        }
    }
    warp_clump *c = handle(warp_clump_sizeof());
    warp_geometry *g = handle(warp_geometry_sizeof());
    int rc = warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, clump.data, clump.len, NULL);
    warp_clump_info ci;
    if (rc == WARP_OK) rc = warp_clump_get_info(c, &ci);
    if (rc != WARP_OK) {
        fprintf(stderr, "dump_model: %s\n", warp_strerror(rc));
        return 1;
    }
    printf("clump: %u frames, %u geometries, %u atomics\n", ci.frame_count, ci.geometry_count, ci.atomic_count);
    for (uint32_t f = 0; f < ci.frame_count; f++) {
        warp_frame_info fi;
        if (warp_clump_frame(c, f, &fi) != WARP_OK) continue;
        printf("  frame %u: parent %d, position %.4f %.4f %.4f, name '%.*s'", f, fi.parent, fi.matrix[9],
               fi.matrix[10], fi.matrix[11], (int)fi.name_len, fi.name ? fi.name : "");
        if (fi.has_hanim) printf(", hanim id %d", fi.hanim_id);
        if (fi.hanim_node_count) printf(", hierarchy of %u bones", fi.hanim_node_count);
        printf("\n");
    }
    for (uint32_t i = 0; i < ci.geometry_count; i++) {
        warp_geometry_info gi;
        rc = warp_clump_geometry(c, i, g, warp_geometry_sizeof());
        if (rc == WARP_OK) rc = warp_geometry_get_info(g, &gi);
        if (rc != WARP_OK) {
            fprintf(stderr, "dump_model: geometry %u: %s\n", i, warp_strerror(rc));
            return 1;
        }
        printf("  geometry %u: format 0x%08x, %u meshes, %u materials, %u uv sets%s\n", i, gi.format,
               gi.mesh_count, gi.material_count, gi.uv_sets, gi.has_skin ? ", skinned" : "");
        for (uint32_t m = 0; m < gi.mesh_count; m++)
            if ((rc = dump_mesh(g, m, &gi)) != WARP_OK) {
                fprintf(stderr, "dump_model: geometry %u mesh %u: %s\n", i, m, warp_strerror(rc));
                return 1;
            }
    }
    free(c);
    free(g);
    free(buf);
    return 0;
}
