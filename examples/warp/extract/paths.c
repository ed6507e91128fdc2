/* A level's path data (chunk 0x40, FACTS-2 2): paths.json with every record (unknown
 * words as hex) and paths.glb: the polygons as a flat mesh plus their edges and the route
 * graph as lines. Polygons are plan data (x, y only): they are drawn at the mean height
 * of their area's nodes (0 for an area without nodes), a presentation choice. */
#include <stdlib.h>
#include <string.h>

#include "extract/level.h"
#include "formats/gltf.h"

typedef struct path_list {
    warp_path_info *v;
    size_t n, cap;
} path_list;
static int collect_path(void *user, const warp_path_info *p) {
    path_list *l = user;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        warp_path_info *v = realloc(l->v, cap * sizeof *v);
        if (!v) return 1;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = *p;
    return 0;
}
typedef struct node_list {
    warp_path_node *v;
    size_t n, cap;
} node_list;
static int collect_node(void *user, const warp_path_node *p) {
    node_list *l = user;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        warp_path_node *v = realloc(l->v, cap * sizeof *v);
        if (!v) return 1;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = *p;
    return 0;
}

static void to_gltf(float x, float y, float z, float *out) {
    out[0] = x;
    out[1] = z;
    out[2] = -y;
}

/* Ear clipping of one simple polygon (xy, n points); triangles appended as index triples
 * into `out` (room for 3 (n - 2)). Falls back to a fan when no ear is found or the
 * polygon is longer than 1,024 points. */
static size_t ear_clip(const float *xy, uint32_t n, uint32_t *idx, uint32_t *out) {
    if (n < 3) return 0;
    double area = 0;
    for (uint32_t k = 0; k < n; k++) {
        uint32_t q = (k + 1) % n;
        area += (double)xy[2 * k] * xy[2 * q + 1] - (double)xy[2 * q] * xy[2 * k + 1];
    }
    double s = area < 0 ? -1 : 1;
    for (uint32_t k = 0; k < n; k++) idx[k] = k;
    uint32_t m = n;
    size_t t = 0;
    while (m > 3 && n <= 1024) { /* O(n^3) at worst: longer (hostile) polygons get the fan */
        uint32_t found = m;
        for (uint32_t i = 0; i < m && found == m; i++) {
            uint32_t a = idx[(i + m - 1) % m], b = idx[i], c = idx[(i + 1) % m];
            double ax = xy[2 * a], ay = xy[2 * a + 1], bx = xy[2 * b], by = xy[2 * b + 1], cx = xy[2 * c],
                   cy = xy[2 * c + 1];
            double cr = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
            if (cr * s <= 0) continue;
            int inside = 0;
            for (uint32_t k = 0; k < m && !inside; k++) {
                uint32_t p = idx[k];
                if (p == a || p == b || p == c) continue;
                double px = xy[2 * p], py = xy[2 * p + 1];
                double d1 = ((bx - ax) * (py - ay) - (by - ay) * (px - ax)) * s;
                double d2 = ((cx - bx) * (py - by) - (cy - by) * (px - bx)) * s;
                double d3 = ((ax - cx) * (py - cy) - (ay - cy) * (px - cx)) * s;
                inside = d1 >= 0 && d2 >= 0 && d3 >= 0;
            }
            if (!inside) found = i;
        }
        if (found == m) break;
        out[t++] = idx[(found + m - 1) % m];
        out[t++] = idx[found];
        out[t++] = idx[(found + 1) % m];
        memmove(idx + found, idx + found + 1, (m - found - 1) * sizeof *idx);
        m--;
    }
    for (uint32_t k = 1; k + 1 < m; k++) { /* the last triangle, or a fan over what is left */
        out[t++] = idx[0];
        out[t++] = idx[k];
        out[t++] = idx[k + 1];
    }
    return t;
}

static int paths_glb(const warp_paths *h, const warp_paths_info *in, const path_list *pl, const node_list *nl,
                     const char *path, char *err, size_t err_len, gltf_doc **keep) {
    size_t nv = in->vertex_count;
    float *area_z = calloc(pl->n + 1, sizeof *area_z), *xy = malloc((nv + 1) * 2 * sizeof *xy);
    float *tri = malloc((nv * 3 + 3) * 3 * sizeof *tri), *edge = malloc((nv * 2 + 2) * 3 * sizeof *edge);
    float *route = malloc(((size_t)in->edge_count * 2 + 2) * 3 * sizeof *route);
    uint32_t *idx = malloc((nv + 1) * sizeof *idx), *tris = malloc((nv * 3 + 3) * sizeof *tris);
    gltf_doc *doc = gltf_new();
    int rc = -1;
    size_t nt = 0, ne = 0, nr = 0;
    if (!area_z || !xy || !tri || !edge || !route || !idx || !tris || !doc) {
        snprintf(err, err_len, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < pl->n; i++) { /* the mean node height of each area's outline */
        const warp_path_info *p = &pl->v[i];
        if (!p->is_outline || !p->node_count) continue;
        double z = 0;
        for (uint32_t k = 0; k < p->node_count && p->first_node + k < nl->n; k++) z += nl->v[p->first_node + k].position[2];
        area_z[p->area] = (float)(z / p->node_count);
    }
    for (size_t i = 0; i < pl->n; i++) {
        const warp_path_info *p = &pl->v[i];
        float z = p->area <= pl->n ? area_z[p->area] : 0;
        for (uint32_t k = 0; k < p->vertex_count; k++) {
            warp_path_vertex v;
            warp_paths_get_vertex(h, p->first_vertex + k, &v);
            xy[2 * k] = v.x;
            xy[2 * k + 1] = v.y;
        }
        for (uint32_t k = 0; k < p->vertex_count; k++) {
            uint32_t q = (k + 1) % p->vertex_count;
            to_gltf(xy[2 * k], xy[2 * k + 1], z, edge + 3 * ne++);
            to_gltf(xy[2 * q], xy[2 * q + 1], z, edge + 3 * ne++);
        }
        if (!p->is_outline) continue; /* holes: edges only */
        size_t t = ear_clip(xy, p->vertex_count, idx, tris);
        for (size_t k = 0; k < t; k++) to_gltf(xy[2 * tris[k]], xy[2 * tris[k] + 1], z, tri + 3 * nt++);
    }
    for (size_t i = 0; i < nl->n; i++) {
        const warp_path_node *n = &nl->v[i];
        for (uint32_t k = 0; k < n->edge_count; k++) {
            warp_path_edge e;
            if (warp_paths_get_edge(h, n->first_edge + k, &e) != WARP_OK || e.target >= nl->n) continue;
            const float *a = nl->v[e.target].position; /* stored on N naming M: the step M -> N */
            to_gltf(a[0], a[1], a[2], route + 3 * nr++);
            to_gltf(n->position[0], n->position[1], n->position[2], route + 3 * nr++);
        }
    }
    static const char *const names[3] = {"polygons", "polygon edges", "route edges"};
    static const float colors[3][4] = {{0.3f, 0.6f, 0.9f, 1}, {0.1f, 0.1f, 0.4f, 1}, {0.9f, 0.5f, 0.1f, 1}};
    gltf_primitive prims[3];
    memset(prims, 0, sizeof prims);
    float *pos[3] = {tri, edge, route};
    size_t count[3] = {nt, ne, nr};
    for (int k = 0; k < 3; k++) {
        gltf_material m;
        gltf_material_init(&m);
        m.name = names[k];
        memcpy(m.base_color, colors[k], sizeof m.base_color);
        m.double_sided = 1;
        prims[k].material = gltf_add_material(doc, &m);
        prims[k].position = pos[k];
        prims[k].vertex_count = (uint32_t)count[k];
        prims[k].lines = k > 0;
    }
    if (gltf_write_single_mesh_glb(doc, "paths", prims, 3, path) != 0) {
        snprintf(err, err_len, "%s", gltf_error(doc));
        goto done;
    }
    rc = 0;
    if (keep) *keep = doc, doc = NULL; /* for the assembled level */
done:
    gltf_free(doc);
    free(area_z);
    free(xy);
    free(tri);
    free(edge);
    free(route);
    free(idx);
    free(tris);
    return rc;
}

static void path_json(FILE *f, const warp_paths *h, const warp_path_info *p, int first) {
    fprintf(f, "%s\n    {\"index\": %u, \"area\": %u, \"outline\": %s, \"vertex_count\": %u, \"first_vertex\": %u, "
               "\"vertices\": [",
            first ? "" : ",", p->index, p->area, p->is_outline ? "true" : "false", p->vertex_count, p->first_vertex);
    int extra = 0;
    for (uint32_t k = 0; k < p->vertex_count; k++) {
        warp_path_vertex v;
        warp_paths_get_vertex(h, p->first_vertex + k, &v);
        float xy[2] = {v.x, v.y};
        fputs(k ? ", " : "", f);
        json_fv(f, xy, 2);
        extra |= v.word8 || v.wordc;
    }
    fputs("], \"vertex_words\": ", f); /* +8, +0xC of each vertex: not documented */
    if (!extra) {
        fputs("\"all 0\"", f);
    } else {
        fputc('[', f);
        for (uint32_t k = 0; k < p->vertex_count; k++) {
            warp_path_vertex v;
            warp_paths_get_vertex(h, p->first_vertex + k, &v);
            fprintf(f, "%s[\"0x%08x\", \"0x%08x\"]", k ? ", " : "", v.word8, v.wordc);
        }
        fputc(']', f);
    }
    float box[4] = {p->x_min, p->x_max, p->y_min, p->y_max};
    fprintf(f, ",\n     \"membership\": %d, \"word04\": \"0x%08x\", \"box\": ", p->membership, p->word04);
    json_fv(f, box, 4);
    fprintf(f, ", \"word18\": \"0x%08x\", \"word1c\": \"0x%08x\", \"next_in_area\": \"0x%08x\", \"word24\": \"0x%08x\","
               " \"flags\": \"0x%04x\", \"ground\": %u, \"a_flag\": \"0x%08x\", \"area_record\": %d",
            p->word18, p->word1c, p->next_in_area, p->word24, p->flags, p->ground, p->has_area_record, p->area_record);
    if (p->area_record >= 0) fprintf(f, ", \"first_node\": %u, \"node_count\": %u", p->first_node, p->node_count);
    fputs(",\n     \"slab_start\": [", f);
    for (int s = 0; s < 16; s++) fprintf(f, "%s%d", s ? ", " : "", p->slab_start[s]);
    fputs("], \"slabs\": ", f);
    if (p->slab_start[0] < 0) {
        fputs("null", f);
    } else {
        fputc('[', f);
        for (uint32_t s = 0; s < 16; s++) {
            size_t n = 0;
            warp_paths_slab_edges(h, p, s, NULL, 0, &n);
            int16_t *e = malloc((n + 1) * sizeof *e);
            if (!e || warp_paths_slab_edges(h, p, s, e, n, &n) != WARP_OK) n = 0;
            fputs(s ? ", [" : "[", f);
            for (size_t k = 0; k < n; k++) fprintf(f, "%s%d", k ? ", " : "", e[k]);
            fputc(']', f);
            free(e);
        }
        fputc(']', f);
    }
    fputc('}', f);
}

void extract_paths(entry_job *j, const warp_span *span, gltf_doc **keep) {
    warp_paths *h = handle_alloc(warp_paths_sizeof());
    if (!h) return;
    int rc = warp_paths_init(h, warp_paths_sizeof(), WARP_ABI_VERSION, span->data, span->len, NULL);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(span->data - j->base), "path data: %s", warp_strerror(rc));
        free(h);
        return;
    }
    warp_paths_info in;
    warp_paths_get_info(h, &in);
    path_list pl = {0};
    node_list nl = {0};
    if (warp_paths_foreach_path(h, collect_path, &pl) != WARP_OK || warp_paths_foreach_node(h, collect_node, &nl) != WARP_OK) {
        entry_error(j, (size_t)(span->data - j->base), "path data: out of memory");
        goto done;
    }
    json_out x;
    FILE *f = json_begin(j, &x, "paths");
    if (f) {
        uint32_t areas = pl.n ? pl.v[pl.n - 1].area + 1 : 0;
        fprintf(f, "{\n  \"axes\": \"game (z up), metres; polygons are plan (x, y)\",\n  \"header\": {\"paths\": %u, "
                   "\"vertices\": %u, \"nodes\": %u, \"area_records\": %u, \"edges\": %u, \"words_10\": [",
                in.path_count, in.vertex_count, in.node_count, in.area_count, in.edge_count);
        for (int k = 0; k < 4; k++) fprintf(f, "%s\"0x%08x\"", k ? ", " : "", in.header_words[k]);
        fprintf(f, "]},\n  \"lists_offset\": %zu, \"lists_bytes\": %zu, \"tail_bytes\": %zu, \"slab_lists\": %u, "
                   "\"areas\": %u,\n  \"paths\": [",
                in.lists_offset, in.lists_len, in.tail_len, in.slab_lists, areas);
        for (size_t i = 0; i < pl.n; i++) path_json(f, h, &pl.v[i], i == 0);
        fputs("],\n  \"area_records\": [", f); /* all four words kept: which is a first index is open */
        for (uint32_t i = 0; i < in.area_count; i++) {
            warp_path_area_record a;
            warp_paths_get_area_record(h, i, &a);
            fprintf(f, "%s[\"0x%08x\", \"0x%08x\", \"0x%08x\", \"0x%08x\"]", i ? ", " : "", a.words[0], a.words[1],
                    a.words[2], a.words[3]);
        }
        fputs("],\n  \"nodes\": [", f);
        for (size_t i = 0; i < nl.n; i++) {
            const warp_path_node *n = &nl.v[i];
            fprintf(f, "%s\n    {\"index\": %u, \"position\": ", i ? "," : "", n->index);
            json_fv(f, n->position, 4);
            fprintf(f, ", \"word10\": \"0x%08x\", \"scratch\": [%u, %u, %u], \"word1c\": \"0x%08x\", \"edges\": [",
                    n->word10, n->scratch[0], n->scratch[1], n->scratch[2], n->word1c);
            for (uint32_t k = 0; k < n->edge_count; k++) {
                warp_path_edge e;
                if (warp_paths_get_edge(h, n->first_edge + k, &e) != WARP_OK) break;
                fprintf(f, "%s{\"from\": %u, \"kind\": \"0x%x\", \"door\": %u, \"avoid\": %u}", k ? ", " : "", e.target,
                        e.kind, e.door, e.avoid);
            }
            fputs("]}", f);
        }
        fputs("]\n}\n", f);
        char extra[96];
        snprintf(extra, sizeof extra, ", \"paths\": %u, \"nodes\": %u, \"edges\": %u", in.path_count, in.node_count,
                 in.edge_count);
        json_end(j, &x, "paths", extra);
    }
    char file[256], path[4400], err[256] = "";
    unique_file(j, "paths", "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (in.vertex_count || in.edge_count) {
        if (paths_glb(h, &in, &pl, &nl, path, err, sizeof err, keep) != 0) {
            entry_error(j, (size_t)(span->data - j->base), "paths.glb: %s", err);
        } else {
            j->worlds++;
            item_begin(j, "paths_mesh");
            fputs(", \"file\": ", j->m);
            json_string(j->m, file);
            item_file_hash(j, path); /* warp rebuild refuses an edited level geometry */
            fputc('}', j->m);
        }
    }
done:
    free(pl.v);
    free(nl.v);
    free(h);
}
