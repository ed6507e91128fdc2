/* warp rebuild: a level's path data put back from paths.json (level.h). FACTS-2 2.
 *
 * The edits kept in place: a polygon's vertices moved, its flags, ground and membership; a
 * node moved; an edge's other node, kind, door and avoid bit. They are written over the
 * level's own 0x40 payload, so every word nobody documents stays as stored. What follows
 * from a moved vertex is recomputed: the polygon's box (+0x08..+0x14) and, when it has
 * slab lists, its 16 lists (the edges whose y extent meets each slab, as warp_write_paths
 * makes them), appended after the stored lists with the slab starts pointing at them (the
 * old lists stay, unread). Adding or removing polygons, vertices, nodes or edges encodes the
 * whole payload again (level_paths_grow.c). */
#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"
#include "rebuild/level_derived.h"


/* The payload being edited: the level's bytes copied, the layout from its header. */
typedef struct pedit {
    uint8_t *b;
    size_t len;
    warp_paths_info in;
    warp_path_info *paths;
    size_t vbase, pbase, nbase, ebase;
    uint8_t *moved; /* per path: a vertex changed */
    const char *file;
} pedit;

static int path_cb(void *user, const warp_path_info *p) {
    pedit *x = user;
    x->paths[p->index] = *p;
    return 0;
}

/* Path i's members that are not read back, as extracted. */
static int path_info(const pedit *x, const cJSON *o, uint32_t i) {
    const warp_path_info *p = &x->paths[i];
    char where[32];
    snprintf(where, sizeof where, "paths[%u]", i);
    lvd_at at = {x->file, where, "the path data as stored (boxes and slab lists follow the vertices)"};
    float box[4] = {p->x_min, p->x_max, p->y_min, p->y_max};
    uint32_t starts[16];
    for (int k = 0; k < 16; k++) starts[k] = (uint32_t)(int32_t)p->slab_start[k];
    int bad = lvd_num(o, "index", i, &at) || lvd_num(o, "area", p->area, &at) ||
              lvd_num(o, "vertex_count", p->vertex_count, &at) || lvd_num(o, "first_vertex", p->first_vertex, &at) ||
              lvd_hex(o, "word04", p->word04, &at) || lvd_floats(o, "box", box, 4, &at) ||
              lvd_hex(o, "word18", p->word18, &at) || lvd_hex(o, "word1c", p->word1c, &at) ||
              lvd_hex(o, "next_in_area", p->next_in_area, &at) || lvd_hex(o, "word24", p->word24, &at) ||
              lvd_hex(o, "a_flag", p->has_area_record, &at) || lvd_num(o, "area_record", p->area_record, &at);
    for (int k = 0; k < 16 && !bad; k++) { /* slab starts: -1 or a number */
        const cJSON *v = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(o, "slab_start"), k);
        bad = v && (!cJSON_IsNumber(v) || v->valuedouble != (double)p->slab_start[k]) &&
              lvd_num(o, "slab_start", starts[k], &at);
    }
    if (!bad && p->area_record >= 0)
        bad = lvd_num(o, "first_node", p->first_node, &at) || lvd_num(o, "node_count", p->node_count, &at);
    return bad ? -1 : 0;
}

/* The header's and the top level's numbers, as extracted. */
static int top_info(const pedit *x, const cJSON *root) {
    lvd_at at = {x->file, "header", "a count or word of the path data as stored (not rebuilt)"};
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(root, "header");
    uint32_t outlines = 0;
    for (uint32_t i = 0; i < x->in.path_count; i++) outlines += x->paths[i].is_outline != 0;
    if (lvd_num(h, "paths", x->in.path_count, &at) || lvd_num(h, "vertices", x->in.vertex_count, &at) ||
        lvd_num(h, "nodes", x->in.node_count, &at) || lvd_num(h, "area_records", x->in.area_count, &at) ||
        lvd_num(h, "edges", x->in.edge_count, &at) || lvd_words(h, "words_10", x->in.header_words, 4, &at))
        return -1;
    at.where = "";
    return lvd_num(root, "lists_offset", (double)x->in.lists_offset, &at) ||
                   lvd_num(root, "lists_bytes", (double)x->in.lists_len, &at) ||
                   lvd_num(root, "tail_bytes", (double)x->in.tail_len, &at) ||
                   lvd_num(root, "slab_lists", x->in.slab_lists, &at) || lvd_num(root, "areas", outlines, &at)
               ? -1
               : 0;
}

/* Path i's object: vertices (as many as stored), flags, ground, membership. */
static int read_path(pedit *x, const cJSON *o, uint32_t i) {
    const warp_path_info *p = &x->paths[i];
    const cJSON *vs = cJSON_GetObjectItemCaseSensitive(o, "vertices");
    if (!cJSON_IsArray(vs) || (uint32_t)cJSON_GetArraySize(vs) != p->vertex_count) {
        report(x->file, -1, "path %u: %d vertices where the level has %u: adding or removing a polygon's vertices "
               "is not put back (move them instead)", i, cJSON_GetArraySize(vs), p->vertex_count);
        return -1;
    }
    for (uint32_t k = 0; k < p->vertex_count; k++) {
        const cJSON *v = cJSON_GetArrayItem(vs, (int)k);
        float xy[2];
        if (!cJSON_IsArray(v) || paths_float_of(cJSON_GetArrayItem(v, 0), &xy[0]) ||
            paths_float_of(cJSON_GetArrayItem(v, 1), &xy[1])) {
            report(x->file, -1, "path %u, vertex %u: needs [x, y] (finite numbers, game axes)", i, k);
            return -1;
        }
        uint8_t *at = x->b + x->vbase + 16 * (size_t)(p->first_vertex + k);
        if (le_f32(at) != xy[0] || le_f32(at + 4) != xy[1]) x->moved[i] = 1;
        put_le_f32(at, xy[0]), put_le_f32(at + 4, xy[1]);
    }
    long flags, ground, member;
    if (paths_int_of(cJSON_GetObjectItemCaseSensitive(o, "flags"), 0, 0xFFFF, &flags) ||
        paths_int_of(cJSON_GetObjectItemCaseSensitive(o, "ground"), 0, 0xFFFF, &ground) ||
        paths_int_of(cJSON_GetObjectItemCaseSensitive(o, "membership"), -32768, 32767, &member)) {
        report(x->file, -1, "path %u: \"flags\" and \"ground\" must be 16-bit numbers, \"membership\" a signed one", i);
        return -1;
    }
    uint8_t *rec = x->b + x->pbase + 0x50 * (size_t)i;
    put_le16(rec + 2, (uint32_t)member), put_le16(rec + 0x48, (uint32_t)flags), put_le16(rec + 0x4A, (uint32_t)ground);
    return 0;
}

/* Node n's object: position (null keeps a value), and its edges (as many as stored). */
static int read_node(pedit *x, const cJSON *o, uint32_t n, uint32_t first_edge, uint32_t edges) {
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(o, "position"), *es = cJSON_GetObjectItemCaseSensitive(o, "edges");
    uint8_t *rec = x->b + x->nbase + 32 * (size_t)n;
    int bad = !cJSON_IsArray(pos) || cJSON_GetArraySize(pos) < 3 || cJSON_GetArraySize(pos) > 4;
    for (int k = 0; !bad && k < cJSON_GetArraySize(pos); k++) {
        const cJSON *v = cJSON_GetArrayItem(pos, k);
        float f;
        if (cJSON_IsNull(v)) continue;
        bad = paths_float_of(v, &f);
        if (!bad) put_le_f32(rec + 4 * k, f);
    }
    if (bad) {
        report(x->file, -1, "node %u: \"position\" must be [x, y, z, w] (numbers, game axes)", n);
        return -1;
    }
    if (!cJSON_IsArray(es) || (uint32_t)cJSON_GetArraySize(es) != edges) {
        report(x->file, -1, "node %u: %d edges where the level has %u: adding or removing edges is not put back",
               n, cJSON_GetArraySize(es), edges);
        return -1;
    }
    for (uint32_t k = 0; k < edges; k++) {
        const cJSON *e = cJSON_GetArrayItem(es, (int)k);
        long from, kind, door, avoid;
        if (paths_int_of(cJSON_GetObjectItemCaseSensitive(e, "from"), 0, (long)x->in.node_count - 1, &from) ||
            paths_int_of(cJSON_GetObjectItemCaseSensitive(e, "kind"), 0, 0xFFFF, &kind) ||
            paths_int_of(cJSON_GetObjectItemCaseSensitive(e, "door"), 0, 0x1FFF, &door) ||
            paths_int_of(cJSON_GetObjectItemCaseSensitive(e, "avoid"), 0, 1, &avoid)) {
            report(x->file, -1, "node %u, edge %u: needs \"from\" (a node below %u), \"kind\" (16 bits), \"door\" "
                   "(0-8191) and \"avoid\" (0 or 1)", n, k, x->in.node_count);
            return -1;
        }
        uint8_t *d = x->b + x->ebase + 8 * (size_t)(first_edge + k);
        uint32_t keep = (uint32_t)(d[6] | d[7] << 8) & 0x6000; /* bits 13-14: not documented */
        put_le32(d, (uint32_t)from), put_le16(d + 4, (uint32_t)kind);
        put_le16(d + 6, keep | (uint32_t)door | (avoid ? 0x8000u : 0));
    }
    return 0;
}

static int node_cb(void *user, const warp_path_node *n) {
    uint32_t *first = user;
    first[2 * n->index] = n->first_edge, first[2 * n->index + 1] = n->edge_count;
    return 0;
}

static int read_all(pedit *x, const cJSON *root, const warp_paths *wp) {
    const cJSON *ps = cJSON_GetObjectItemCaseSensitive(root, "paths"), *ns = cJSON_GetObjectItemCaseSensitive(root, "nodes");
    if (!cJSON_IsArray(ps) || (uint32_t)cJSON_GetArraySize(ps) != x->in.path_count || !cJSON_IsArray(ns) ||
        (uint32_t)cJSON_GetArraySize(ns) != x->in.node_count) {
        report(x->file, -1, "\"paths\" and \"nodes\" must be arrays of the level's %u polygons and %u nodes: adding or "
               "removing polygons or nodes is not put back", x->in.path_count, x->in.node_count);
        return -1;
    }
    uint32_t i = 0, *ne = malloc(2 * ((size_t)x->in.node_count + 1) * sizeof *ne);
    if (!ne) return -1;
    const cJSON *o;
    int rc = 0;
    rc = top_info(x, root);
    cJSON_ArrayForEach(o, ps) {
        if (rc) break;
        rc = path_info(x, o, i) || read_path(x, o, i);
        i++;
    }
    warp_paths_foreach_node(wp, node_cb, ne);
    i = 0;
    cJSON_ArrayForEach(o, ns) {
        if (rc) break;
        rc = read_node(x, o, i, ne[2 * i], ne[2 * i + 1]);
        i++;
    }
    free(ne);
    return rc;
}

/* ---- what a moved vertex changes ------------------------------------------------------------- */

static void box_of(const pedit *x, const warp_path_info *p, float box[4]) {
    for (uint32_t k = 0; k < p->vertex_count; k++) {
        const uint8_t *at = x->b + x->vbase + 16 * (size_t)(p->first_vertex + k);
        float vx = le_f32(at), vy = le_f32(at + 4);
        if (k == 0 || vx < box[0]) box[0] = vx;
        if (k == 0 || vx > box[1]) box[1] = vx;
        if (k == 0 || vy < box[2]) box[2] = vy;
        if (k == 0 || vy > box[3]) box[3] = vy;
    }
}

static int push_list(int16_t **lists, size_t *n, size_t *cap, int16_t v) {
    int16_t *l = grow_room(*lists, *n, cap, sizeof **lists);
    if (!l) return -1;
    *lists = l;
    l[(*n)++] = v;
    return 0;
}

/* Path p's 16 slab lists (each ended by -1) appended to lists (n values, cap), their starts
 * (s16 units from the list area, whose first `base` values are the stored lists) in start[].
 * 0, or -1. */
static int slab_lists(const pedit *x, const warp_path_info *p, const float box[4], int16_t **lists, size_t *n,
                      size_t *cap, size_t base, int16_t start[16]) {
    float h = (box[3] - box[2]) / 16;
    for (int s = 0; s < 16; s++) {
        if (base + *n > 0x7FFF) return -1;
        start[s] = (int16_t)(base + *n);
        float lo = box[2] + h * (float)s, hi = lo + h;
        for (uint32_t k = 0; k < p->vertex_count; k++) { /* edge k: vertex k to k + 1 */
            const uint8_t *a = x->b + x->vbase + 16 * (size_t)(p->first_vertex + k);
            const uint8_t *b = x->b + x->vbase + 16 * (size_t)(p->first_vertex + (k + 1) % p->vertex_count);
            float y0 = le_f32(a + 4), y1 = le_f32(b + 4), ya = y0 < y1 ? y0 : y1, yb = y0 < y1 ? y1 : y0;
            if (yb >= lo && ya <= hi && push_list(lists, n, cap, (int16_t)k)) return -1;
        }
        if (push_list(lists, n, cap, -1)) return -1;
    }
    return 0;
}

/* Boxes and slab lists of the moved paths; the new payload (malloc'ed) in *out. */
static int derive(pedit *x, uint8_t **out, size_t *out_len) {
    int16_t *lists = NULL;
    size_t n = 0, cap = 0, base = x->in.lists_len / 2, end = x->in.lists_offset + x->in.lists_len;
    for (uint32_t i = 0; i < x->in.path_count; i++) {
        const warp_path_info *p = &x->paths[i];
        uint8_t *rec = x->b + x->pbase + 0x50 * (size_t)i;
        float box[4] = {0, 0, 0, 0};
        if (!x->moved[i]) continue;
        box_of(x, p, box);
        for (int k = 0; k < 4; k++) put_le_f32(rec + 8 + 4 * k, box[k]);
        int16_t start[16];
        if (p->slab_start[0] < 0 || !p->vertex_count) continue;
        if (slab_lists(x, p, box, &lists, &n, &cap, base, start)) {
            report(x->file, -1, "path %u: its slab lists do not fit the 16-bit starts (or no memory)", i);
            free(lists);
            return -1;
        }
        for (int s = 0; s < 16; s++) put_le16(rec + 0x28 + 2 * s, (uint16_t)start[s]);
    }
    *out_len = x->len + 2 * n;
    *out = malloc(*out_len ? *out_len : 1);
    if (*out) {
        memcpy(*out, x->b, end);
        for (size_t k = 0; k < n; k++) put_le16(*out + end + 2 * k, (uint16_t)lists[k]);
        memcpy(*out + end + 2 * n, x->b + end, x->len - end); /* the tail */
    }
    free(lists);
    return *out ? 0 : -1;
}

/* 1 when paths.json adds or removes polygons, vertices, nodes or edges (level_paths_grow.c). */
static int grown(const pedit *x, const cJSON *root, const warp_paths *wp) {
    uint32_t *ne = malloc(3 * ((size_t)x->in.node_count + 1) * sizeof *ne);
    if (!ne) return 0;
    uint32_t *edges = ne + 2 * ((size_t)x->in.node_count + 1);
    warp_paths_foreach_node(wp, node_cb, ne);
    for (uint32_t i = 0; i < x->in.node_count; i++) edges[i] = ne[2 * i + 1];
    int g = paths_shape_changed(&x->in, x->paths, edges, root);
    free(ne);
    return g;
}

/* ---- the level's path data ---------------------------------------------------------------------- */

static int open_paths(const uint8_t *old, size_t old_len, pedit *p, warp_paths *wp) {
    int rc = warp_paths_init(wp, warp_paths_sizeof(), WARP_ABI_VERSION, old, old_len, NULL);
    if (!rc) rc = warp_paths_get_info(wp, &p->in);
    if (rc) {
        report(p->file, -1, "the level's path data cannot be read (%s): not this WAD's extraction", warp_strerror(rc));
        return -1;
    }
    p->len = old_len;
    p->b = malloc(old_len ? old_len : 1);
    p->paths = calloc((size_t)p->in.path_count + 1, sizeof *p->paths);
    p->moved = calloc((size_t)p->in.path_count + 1, 1);
    if (!p->b || !p->paths || !p->moved) return -1;
    memcpy(p->b, old, old_len);
    warp_paths_foreach_path(wp, path_cb, p);
    p->vbase = 0x20 + 16 * (size_t)p->in.area_count;
    p->pbase = p->vbase + 16 * (size_t)p->in.vertex_count;
    p->nbase = p->pbase + 0x50 * (size_t)p->in.path_count;
    p->ebase = p->nbase + 32 * (size_t)p->in.node_count;
    return 0;
}

int paths_json_apply(const uint8_t *old, size_t old_len, const char *json, size_t json_len, const char *path,
                     uint8_t **out, size_t *out_len) {
    pedit p;
    memset(&p, 0, sizeof p);
    p.file = path;
    *out = NULL, *out_len = 0;
    warp_paths *wp = handle_alloc(warp_paths_sizeof());
    cJSON *root = NULL;
    int rc = wp ? open_paths(old, old_len, &p, wp) : -1;
    if (!rc && !cJSON_IsObject(root = cJSON_ParseWithLength(json, json_len))) {
        report(path, -1, "not a JSON object (a paths.json as extracted, edited)");
        rc = -1;
    }
    if (!rc && grown(&p, root, wp)) rc = paths_grow(wp, &p.in, root, path, out, out_len);
    else if (!rc) rc = read_all(&p, root, wp) || derive(&p, out, out_len) ? -1 : 0;
    cJSON_Delete(root);
    free(p.b), free(p.paths), free(p.moved), free(wp);
    return rc;
}

int rebuild_level_paths(level_ctx *x, const char *json_path, int *changed) {
    *changed = 0;
    if (!x->k.paths.data) return 0;
    file_map fm;
    if (map_file(json_path, &fm)) {
        report(json_path, -1, "cannot read: %s (restore the extracted file)", strerror(errno));
        return -1;
    }
    uint8_t *neu = NULL;
    size_t len = 0;
    int rc = paths_json_apply(x->k.paths.data, x->k.paths.len, (const char *)fm.data, fm.len, json_path, &neu, &len);
    unmap_file(&fm);
    if (!rc && (len != x->k.paths.len || memcmp(neu, x->k.paths.data, len))) {
        rc = level_splice_payload(x, &x->k.paths, neu, len);
        *changed = !rc;
        if (!rc && !x->quiet) fprintf(stderr, "warp: %s: changed, the level's path data written again\n", json_path);
    }
    free(neu);
    return rc;
}
