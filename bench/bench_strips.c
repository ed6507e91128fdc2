/* Strips for re-encoded models (issue 44: an edited mesh keeps the game's size): every
 * geometry of the sample WAD ($WARP_EXE sample) and the files given (WADs, .dff: clumps are
 * found by scanning) decoded, its
 * vertices welded, and its triangles turned into strips three ways: as stored (the decoded
 * strip, the baseline), meshoptimizer's (when built with it) and the tool's own
 * (examples/warp/rebuild/strips.c). Each is encoded by the library's geometry encoder in the
 * geometry's own layout in the same run: strip vertices, strip pieces and bytes per way,
 * the ratios to the stored strip, and the totals. Exit 1 when the tool's own strips need
 * more than 10% over the stored bytes in total. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "rebuild/strips.h"
#include "warp/warp.h"

#ifdef WARP_HAVE_MESHOPT
#include <meshoptimizer.h>
#endif

typedef struct mesh {
    size_t nv, nt;
    float *pos, *nrm, *uv, *wgt;
    uint8_t *col;
    uint16_t *jnt;
    uint32_t *tri, *weld;
} mesh;

enum { STORED, MESHOPT, OWN, WAYS };
static const char *const way_name[WAYS] = {"stored", "meshopt", "own"};
static double total[WAYS];

/* Vertex v's attributes as bytes (positions, normals, uv, colour, skin). */
static size_t vkey(const mesh *m, size_t v, uint8_t *k) {
    size_t n = 0;
    memcpy(k + n, m->pos + 3 * v, 12), n += 12;
    if (m->nrm) memcpy(k + n, m->nrm + 3 * v, 12), n += 12;
    if (m->uv) memcpy(k + n, m->uv + 2 * v, 8), n += 8;
    if (m->col) memcpy(k + n, m->col + 4 * v, 4), n += 4;
    if (m->jnt) memcpy(k + n, m->jnt + 4 * v, 8), memcpy(k + n + 8, m->wgt + 4 * v, 16), n += 24;
    return n;
}

/* Triangles on welded indices (the first vertex equal in every attribute). */
static void weld(mesh *m) {
    size_t cap = 16;
    while (cap < m->nv * 2) cap *= 2;
    uint32_t *tab = malloc(cap * 4), *first = malloc((m->nv + 1) * 4);
    m->weld = malloc((m->nt * 3 + 1) * 4);
    if (!tab || !first || !m->weld) abort();
    memset(tab, 0xFF, cap * 4);
    uint8_t a[64], b[64];
    for (size_t v = 0; v < m->nv; v++) {
        size_t n = vkey(m, v, a), h = 1469598103u;
        for (size_t i = 0; i < n; i++) h = (h ^ a[i]) * 16777619u;
        h &= cap - 1;
        while (tab[h] != UINT32_MAX && (vkey(m, tab[h], b), memcmp(a, b, n))) h = (h + 1) & (cap - 1);
        if (tab[h] == UINT32_MAX) tab[h] = (uint32_t)v;
        first[v] = tab[h];
    }
    for (size_t i = 0; i < m->nt * 3; i++) m->weld[i] = first[m->tri[i]];
    free(tab), free(first);
}

/* The strip of way w (malloc'ed), *n long, *pieces pieces. */
static uint32_t *strip_of(const mesh *m, int w, size_t *n, uint32_t *pieces) {
    uint32_t ni = (uint32_t)m->nt * 3;
    if (w == OWN) return strips_build(m->weld, ni, n, pieces);
#ifdef WARP_HAVE_MESHOPT
    uint32_t *s = malloc(meshopt_stripifyBound(ni) * 4 + 4), *order = malloc((size_t)ni * 4 + 4);
    meshopt_optimizeVertexCacheStrip(order, m->weld, ni, m->nv);
    *n = meshopt_stripify(s, order, ni, m->nv, 0);
    free(order);
    uint32_t runs = 0; /* a join repeats the last vertex and the next first: two runs of repeats */
    for (size_t k = 1; k < *n; k++) runs += s[k] == s[k - 1] && (k < 2 || s[k - 1] != s[k - 2]);
    *pieces = 1 + runs / 2;
    return s;
#else
    *n = 0, *pieces = 0;
    return NULL;
#endif
}

static void expand(const mesh *m, const uint32_t *s, size_t n, warp_mesh_arrays *a, void **own) {
    float *p = malloc(n * 12 + 1), *nr = m->nrm ? malloc(n * 12 + 1) : NULL, *uv = m->uv ? malloc(n * 8 + 1) : NULL;
    uint8_t *c = m->col ? malloc(n * 4 + 1) : NULL;
    uint16_t *j = m->jnt ? malloc(n * 8 + 1) : NULL;
    float *w = m->jnt ? malloc(n * 16 + 1) : NULL;
    for (size_t k = 0; k < n; k++) {
        memcpy(p + 3 * k, m->pos + 3 * (size_t)s[k], 12);
        if (nr) memcpy(nr + 3 * k, m->nrm + 3 * (size_t)s[k], 12);
        if (uv) memcpy(uv + 2 * k, m->uv + 2 * (size_t)s[k], 8);
        if (c) memcpy(c + 4 * k, m->col + 4 * (size_t)s[k], 4);
        if (j) memcpy(j + 4 * k, m->jnt + 4 * (size_t)s[k], 8), memcpy(w + 4 * k, m->wgt + 4 * (size_t)s[k], 16);
    }
    memset(a, 0, sizeof *a);
    a->vertex_count = (uint32_t)n, a->positions = p, a->normals = nr, a->uvs[0] = uv, a->colors = c;
    a->joints = j, a->weights = w;
    own[0] = p, own[1] = nr, own[2] = uv, own[3] = c, own[4] = j, own[5] = w;
}

static int decode(const warp_geometry *g, const warp_geometry_info *gi, uint32_t k, mesh *m) {
    memset(m, 0, sizeof *m);
    if (warp_geometry_copy_mesh(g, k, NULL, &m->nv, &m->nt)) return -1;
    size_t cap = m->nv + 1;
    warp_mesh_dst d;
    memset(&d, 0, sizeof d);
    d.positions = m->pos = malloc(cap * 12);
    d.normals = m->nrm = gi->has_normals ? malloc(cap * 12) : NULL;
    d.uvs[0] = m->uv = gi->uv_sets ? malloc(cap * 8) : NULL;
    d.colors = m->col = gi->has_colors ? malloc(cap * 4) : NULL;
    d.joints = m->jnt = gi->has_skin ? malloc(cap * 8) : NULL;
    d.weights = m->wgt = gi->has_skin ? malloc(cap * 16) : NULL;
    d.triangles = m->tri = malloc((m->nt > m->nv ? m->nt : m->nv) * 12 + 12);
    d.vertex_capacity = m->nv, d.triangle_capacity = m->nt > m->nv ? m->nt : m->nv;
    return warp_geometry_copy_mesh(g, k, &d, NULL, &m->nt);
}

static void mesh_free(mesh *m) {
    free(m->pos), free(m->nrm), free(m->uv), free(m->col), free(m->jnt), free(m->wgt), free(m->tri), free(m->weld);
}

/* One geometry: a line per way. */
static void geometry(const char *label, uint32_t gi_index, const warp_geometry *g) {
    warp_geometry_info gi;
    warp_skin_info si;
    if (warp_geometry_get_info(g, &gi) || !gi.mesh_count || gi.mesh_count > 64 ||
        (gi.layout != WARP_LAYOUT_PS2_PACKED && gi.layout != WARP_LAYOUT_PS2_DEFAULT)) {
        printf("%-40s geo %3u skipped: layout %u, %u meshes (the rebuild encodes the packed and default PS2 layouts)\n",
               label, gi_index, gi.layout, gi.mesh_count);
        return;
    }
    mesh ms[64];
    uint32_t mats[64], tris = 0;
    warp_material_info mi[64];
    for (uint32_t k = 0; k < gi.mesh_count; k++) {
        warp_geometry_mesh_info mm;
        if (decode(g, &gi, k, &ms[k]) || warp_geometry_get_mesh(g, k, &mm)) {
            for (uint32_t q = 0; q <= k; q++) mesh_free(&ms[q]);
            printf("%-40s geo %3u skipped: mesh %u does not decode\n", label, gi_index, k);
            return;
        }
        weld(&ms[k]);
        mats[k] = mm.material, tris += (uint32_t)ms[k].nt;
    }
    uint32_t nmat = gi.material_count < 64 ? gi.material_count : 64, bones = 0;
    for (uint32_t k = 0; k < nmat; k++) warp_geometry_material(g, k, &mi[k]);
    float *ibm = NULL;
    if (gi.has_skin && !warp_geometry_skin(g, &si)) ibm = malloc((size_t)si.bone_count * 64 + 64);
    for (uint32_t b = 0; ibm && b < si.bone_count; b++) warp_geometry_skin_matrix(g, b, ibm + 16 * b);
    bones = ibm ? si.bone_count : 0;
    double bytes[WAYS] = {0};
    for (int w = 0; w < WAYS; w++) {
        warp_mesh_arrays arr[64];
        void *own[64][6];
        size_t verts = 0;
        uint32_t pieces = 0, p;
        for (uint32_t k = 0; k < gi.mesh_count; k++) {
            size_t n = ms[k].nv;
            uint32_t *s = NULL;
            if (w == STORED) {
                s = malloc(n * 4 + 4);
                for (size_t v = 0; v < n; v++) s[v] = (uint32_t)v;
                p = 1;
            } else if (!(s = strip_of(&ms[k], w, &n, &p))) {
                for (uint32_t q = 0; q < k; q++)
                    for (int i = 0; i < 6; i++) free(own[q][i]);
                goto next;
            }
            expand(&ms[k], s, n, &arr[k], own[k]);
            free(s);
            verts += n, pieces += p;
        }
        warp_geometry_desc d;
        memset(&d, 0, sizeof d);
        d.layout = gi.layout, d.mesh_count = gi.mesh_count, d.meshes = arr, d.mesh_materials = mats;
        d.material_count = nmat, d.materials = mi, d.sphere[3] = 1;
        d.position_scale = gi.layout == WARP_LAYOUT_PS2_PACKED ? gi.position_scale : 1;
        d.uv_scale = gi.layout == WARP_LAYOUT_PS2_PACKED ? gi.uv_scale : 1;
        d.bone_count = bones, d.inverse_bind = ibm, d.max_weights = bones ? si.max_weights : 0;
        warp_writer *wr = malloc(warp_writer_sizeof());
        warp_writer_init(wr, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
        int rc = warp_write_geometry(wr, &d, WARP_RW_STAMP_37002);
        bytes[w] = rc ? 0 : (double)warp_writer_size(wr);
        free(wr);
        for (uint32_t k = 0; k < gi.mesh_count; k++)
            for (int i = 0; i < 6; i++) free(own[k][i]);
        total[w] += bytes[w];
        printf("%-40s geo %3u %5u tris  %-7s %6zu strip vertices %5u pieces %8.0f bytes  %5.3fx\n", label, gi_index,
               tris, way_name[w], verts, pieces, bytes[w], bytes[STORED] > 0 ? bytes[w] / bytes[STORED] : 0);
    next:;
    }
    free(ibm);
    for (uint32_t k = 0; k < gi.mesh_count; k++) mesh_free(&ms[k]);
}

/* Every clump found in the file (4-byte aligned RenderWare clump sections that open). */
static void file(const char *path) {
    size_t len = 0;
    unsigned char *b = load_file(path, &len);
    if (!b) {
        printf("%s: not found (skipped)\n", path);
        return;
    }
    warp_clump *c = malloc(warp_clump_sizeof());
    warp_geometry *g = malloc(warp_geometry_sizeof());
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t off = 0; off + 12 <= len; off += 4) {
        warp_rw_section s;
        warp_clump_info ci;
        if (warp_rw_header(b, len, off, &s) || s.type != WARP_RW_CLUMP ||
            warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, b + off, len - off, NULL) ||
            warp_clump_get_info(c, &ci))
            continue;
        char label[96];
        snprintf(label, sizeof label, "%.60s@%zu", base, off);
        for (uint32_t k = 0; k < ci.geometry_count; k++)
            if (!warp_clump_geometry(c, k, g, warp_geometry_sizeof())) geometry(label, k, g);
        off += (12 + (size_t)s.size - 4) & ~(size_t)3;
    }
    free(c), free(g), free(b);
}

/* The sample WAD `warp sample` writes ($WARP_EXE), then every file named. */
int main(int argc, char **argv) {
    const char *exe = getenv("WARP_EXE");
    char cmd[4200];
    if (exe && *exe && snprintf(cmd, sizeof cmd, "'%s' sample bench-strips-sample --quiet", exe) < (int)sizeof cmd &&
        system(cmd) == 0)
        file("bench-strips-sample/WARRIORS.WAD");
    for (int i = 1; i < argc; i++) file(argv[i]);
    printf("(stored: one piece per mesh as decoded; meshopt: meshopt_optimizeVertexCacheStrip + meshopt_stripify, as "
           "`warp rebuild` built with it; own: examples/warp/rebuild/strips.c)\n");
    printf("total: stored %.0f bytes, meshopt %.0f (%.3fx), own %.0f (%.3fx)\n", total[STORED], total[MESHOPT],
           total[STORED] > 0 ? total[MESHOPT] / total[STORED] : 0, total[OWN],
           total[STORED] > 0 ? total[OWN] / total[STORED] : 0);
    return total[OWN] > 1.1 * total[STORED] ? 1 : 0;
}
