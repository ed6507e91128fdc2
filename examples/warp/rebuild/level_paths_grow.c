/* warp rebuild: a paths.json whose polygons, vertices, nodes or edges were added or removed
 * (level.h). docs/format-level.md, path data.
 *
 * The whole 0x40 payload is encoded again with warp_write_paths: the header's counts, each A
 * record's node count, the polygons' boxes, next-in-area and A flags, the slab lists and
 * their starts are derived. The words nobody documents are taken from each record's object
 * (header "words_10", an outline's "area_records" entry, "vertex_words", "word04/18/1c/24",
 * a node's w, "word10", "scratch", "word1c"); a new record without them gets 0. The other
 * derived members (index, area, first_vertex, vertex_count, box, slab_start, first_node,
 * area_record, the header's counts) are recomputed from the arrays. The tail is written as
 * zeros up to the next multiple of 16. */
#include <cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"

/* A member: a number (or "0x..." string) within [lo, hi], as an integer. 0, or -1. */
int paths_int_of(const cJSON *n, long lo, long hi, long *v) {
    if (cJSON_IsString(n) && n->valuestring) {
        char *end;
        errno = 0;
        long x = strtol(n->valuestring, &end, 0);
        if (end == n->valuestring || *end || errno || x < lo || x > hi) return -1;
        *v = x;
        return 0;
    }
    if (!cJSON_IsNumber(n) || !(n->valuedouble >= (double)lo) || n->valuedouble > (double)hi ||
        n->valuedouble != (double)(long)n->valuedouble)
        return -1;
    *v = (long)n->valuedouble;
    return 0;
}

int paths_float_of(const cJSON *n, float *f) {
    if (!cJSON_IsNumber(n) || !isfinite(n->valuedouble) || fabs(n->valuedouble) > 1e30) return -1;
    *f = (float)n->valuedouble;
    return 0;
}

/* A 32-bit word: a number or a "0x..." string (long may be 32 bits wide). 0, or -1. */
static int word_of(const cJSON *n, uint32_t *w) {
    unsigned long long x;
    if (cJSON_IsString(n) && n->valuestring) {
        char *end;
        errno = 0;
        x = strtoull(n->valuestring, &end, 0);
        if (end == n->valuestring || *end || errno || n->valuestring[0] == '-' || x > 0xFFFFFFFFull) return -1;
    } else if (cJSON_IsNumber(n) && n->valuedouble >= 0 && n->valuedouble <= 4294967295.0 &&
               n->valuedouble == (double)(uint32_t)n->valuedouble) {
        x = (uint32_t)n->valuedouble;
    } else {
        return -1;
    }
    *w = (uint32_t)x;
    return 0;
}

static const cJSON *member(const cJSON *o, const char *name) { return cJSON_GetObjectItemCaseSensitive(o, name); }

int paths_shape_changed(const warp_paths_info *in, const warp_path_info *paths, const uint32_t *node_edges,
                        const cJSON *root) {
    const cJSON *ps = member(root, "paths"), *ns = member(root, "nodes"), *o;
    if (!cJSON_IsArray(ps) || !cJSON_IsArray(ns)) return 0; /* refused by the in-place reader */
    if ((uint32_t)cJSON_GetArraySize(ps) != in->path_count || (uint32_t)cJSON_GetArraySize(ns) != in->node_count)
        return 1;
    uint32_t i = 0;
    cJSON_ArrayForEach(o, ps) if ((uint32_t)cJSON_GetArraySize(member(o, "vertices")) != paths[i++].vertex_count) return 1;
    i = 0;
    cJSON_ArrayForEach(o, ns) if ((uint32_t)cJSON_GetArraySize(member(o, "edges")) != node_edges[i++]) return 1;
    return 0;
}

typedef struct pgrow {
    const char *file;
    warp_path_desc *paths;
    float *xy;
    size_t nxy, cap_xy;
    uint32_t P, V, A, C, D;
    warp_path_node_desc *nodes;
    warp_path_edge *edges;
    size_t cap_e;
} pgrow;

/* Path i's object: its vertices (at least 3), outline, flags, ground, membership, nodes. */
static int grow_path(pgrow *g, const cJSON *o, uint32_t i, int level_lists) {
    const cJSON *vs = member(o, "vertices"), *out = member(o, "outline"), *ss = member(o, "slab_start");
    int n = cJSON_GetArraySize(vs);
    warp_path_desc *d = &g->paths[i];
    long flags, ground, memb, nodes = 0;
    if (!cJSON_IsArray(vs) || n < 3 || n > 0x7FFF || !cJSON_IsBool(out) || (i == 0 && !cJSON_IsTrue(out))) {
        report(g->file, -1, "path %u: needs \"vertices\" (3 to 32767 [x, y]) and \"outline\" (true or false; the first "
               "path is an outline, its holes follow it)", i);
        return -1;
    }
    for (int k = 0; k < n; k++) {
        const cJSON *v = cJSON_GetArrayItem(vs, k);
        float *xy = grow_room(g->xy, g->nxy + 1, &g->cap_xy, sizeof *g->xy);
        if (!xy) return -1;
        g->xy = xy;
        if (!cJSON_IsArray(v) || paths_float_of(cJSON_GetArrayItem(v, 0), &xy[g->nxy]) ||
            paths_float_of(cJSON_GetArrayItem(v, 1), &xy[g->nxy + 1])) {
            report(g->file, -1, "path %u, vertex %d: needs [x, y] (finite numbers, game axes)", i, k);
            return -1;
        }
        g->nxy += 2;
    }
    if (paths_int_of(member(o, "flags"), 0, 0xFFFF, &flags) || paths_int_of(member(o, "ground"), 0, 0xFFFF, &ground) ||
        paths_int_of(member(o, "membership"), -32768, 32767, &memb) ||
        (member(o, "node_count") && paths_int_of(member(o, "node_count"), 0, 0x7FFF, &nodes)) ||
        (nodes && !cJSON_IsTrue(out))) {
        report(g->file, -1, "path %u: \"flags\" and \"ground\" must be 16-bit numbers, \"membership\" a signed one, "
               "\"node_count\" 0-32767 and only on an outline (an area's nodes belong to its outline)", i);
        return -1;
    }
    uint32_t af = cJSON_IsTrue(out);
    if (member(o, "a_flag") && (word_of(member(o, "a_flag"), &af) || (af != 0) != cJSON_IsTrue(out))) {
        report(g->file, -1, "path %u: %s an A record (\"a_flag\"): the encoder gives exactly each outline one, "
               "so this level's path data cannot be written again with polygons added or removed", i,
               cJSON_IsTrue(out) ? "an outline without" : "a hole with");
        return -1;
    }
    d->vertex_count = (uint32_t)n, d->is_outline = cJSON_IsTrue(out), d->flags = (uint32_t)flags;
    d->ground = (uint32_t)ground, d->membership = (int32_t)memb, d->node_count = (uint32_t)nodes;
    const cJSON *s0 = cJSON_GetArrayItem(ss, 0);
    d->with_lists = ss ? cJSON_IsNumber(s0) && s0->valuedouble >= 0 : level_lists;
    g->V += (uint32_t)n, g->A += d->is_outline, g->C += d->is_outline ? (uint32_t)nodes : 0;
    return 0;
}

/* Node i's object: position [x, y, z(, w)] and its edges (from a node of the new array). */
static int grow_node(pgrow *g, const cJSON *o, uint32_t i) {
    const cJSON *pos = member(o, "position"), *es = member(o, "edges"), *e;
    warp_path_node_desc *d = &g->nodes[i];
    int bad = !cJSON_IsArray(pos) || cJSON_GetArraySize(pos) < 3 || cJSON_GetArraySize(pos) > 4 || !cJSON_IsArray(es);
    for (int k = 0; k < 3 && !bad; k++) bad = paths_float_of(cJSON_GetArrayItem(pos, k), &d->position[k]);
    if (bad) {
        report(g->file, -1, "node %u: needs \"position\" [x, y, z, w] (numbers, game axes) and \"edges\"", i);
        return -1;
    }
    cJSON_ArrayForEach(e, es) {
        long from, kind, door, avoid;
        if (d->edge_count == 0x7FFF) {
            report(g->file, -1, "node %u: more than 32767 edges (the count is 16 bits)", i);
            return -1;
        }
        warp_path_edge *ed = grow_room(g->edges, g->D, &g->cap_e, sizeof *g->edges);
        if (!ed) return -1;
        g->edges = ed;
        if (paths_int_of(member(e, "from"), 0, (long)g->C - 1, &from) || paths_int_of(member(e, "kind"), 0, 0xFFFF, &kind) ||
            paths_int_of(member(e, "door"), 0, 0x1FFF, &door) || paths_int_of(member(e, "avoid"), 0, 1, &avoid)) {
            report(g->file, -1, "node %u, edge %u: needs \"from\" (a node below %u), \"kind\" (16 bits), \"door\" "
                   "(0-8191) and \"avoid\" (0 or 1)", i, d->edge_count, g->C);
            return -1;
        }
        memset(&ed[g->D], 0, sizeof *ed);
        ed[g->D].target = (uint32_t)from, ed[g->D].kind = (uint32_t)kind;
        ed[g->D].door = (uint32_t)door, ed[g->D].avoid = (uint32_t)avoid;
        g->D++, d->edge_count++;
    }
    return 0;
}

static int grow_read(pgrow *g, const cJSON *root, int level_lists) {
    const cJSON *ps = member(root, "paths"), *ns = member(root, "nodes"), *o;
    g->P = (uint32_t)cJSON_GetArraySize(ps);
    uint32_t i = 0, nc = (uint32_t)cJSON_GetArraySize(ns);
    if (!g->P || nc > 0x7FFF) {
        report(g->file, -1, "\"paths\" needs at least one polygon and \"nodes\" at most 32767");
        return -1;
    }
    g->paths = calloc(g->P, sizeof *g->paths), g->nodes = calloc((size_t)nc + 1, sizeof *g->nodes);
    if (!g->paths || !g->nodes) return -1;
    cJSON_ArrayForEach(o, ps) if (grow_path(g, o, i++, level_lists)) return -1;
    if (g->C != nc || g->A > 0x7FFF) {
        report(g->file, -1, "the outlines' \"node_count\" sum to %u where \"nodes\" holds %u: an area's nodes are the "
               "next node_count nodes in order (give each outline its count)", g->C, nc);
        return -1;
    }
    for (uint32_t k = 0, at = 0; k < g->P; at += 2 * g->paths[k++].vertex_count) g->paths[k].xy = g->xy + at;
    i = 0;
    cJSON_ArrayForEach(o, ns) if (grow_node(g, o, i++)) return -1;
    return 0;
}

/* ---- the words nobody documents, from the objects --------------------------------------------------- */

/* A "0x..." word of o (absent: 0) at b. 0, or -1 after a message. */
static int put_word(const pgrow *g, const cJSON *o, const char *name, uint8_t *b, const char *what, uint32_t i) {
    uint32_t v = 0;
    if (member(o, name) && word_of(member(o, name), &v)) {
        report(g->file, -1, "%s %u: \"%s\" must be a 32-bit word (\"0x...\")", what, i, name);
        return -1;
    }
    put_le32(b, v);
    return 0;
}

/* A flag the encoder writes as 1: the stored non-zero value kept. */
static int keep_flag(const pgrow *g, const cJSON *o, const char *name, uint8_t *b, uint32_t i) {
    if (!le32(b)) return 0;
    int rc = put_word(g, o, name, b, "path", i);
    if (!rc && !le32(b)) put_le32(b, 1);
    return rc;
}

static int path_words(const pgrow *g, const cJSON *o, const cJSON *areas, uint8_t *rec, uint8_t *vx, uint8_t *arec,
                      uint32_t i) {
    const cJSON *vw = member(o, "vertex_words"), *ar = member(o, "area_record");
    uint32_t n = g->paths[i].vertex_count;
    if (cJSON_IsArray(vw) && (uint32_t)cJSON_GetArraySize(vw) != n) {
        report(g->file, -1, "path %u: \"vertex_words\" holds %d pairs for %u vertices (one pair per vertex, or "
               "\"all 0\")", i, cJSON_GetArraySize(vw), n);
        return -1;
    }
    for (uint32_t k = 0; cJSON_IsArray(vw) && k < n; k++) {
        const cJSON *p = cJSON_GetArrayItem(vw, (int)k);
        uint32_t a, b;
        if (word_of(cJSON_GetArrayItem(p, 0), &a) || word_of(cJSON_GetArrayItem(p, 1), &b)) {
            report(g->file, -1, "path %u, vertex_words %u: needs two 32-bit words", i, k);
            return -1;
        }
        put_le32(vx + 16 * k + 8, a), put_le32(vx + 16 * k + 12, b);
    }
    if (arec && cJSON_IsNumber(ar) && ar->valueint >= 0) { /* an A record's open words, as stored */
        const cJSON *w = cJSON_GetArrayItem(areas, ar->valueint);
        for (int k = 1; k < 4 && w; k++) {
            uint32_t v;
            if (word_of(cJSON_GetArrayItem(w, k), &v)) {
                report(g->file, -1, "area_records[%d]: needs four 32-bit words", ar->valueint);
                return -1;
            }
            put_le32(arec + 4 * k, v);
        }
    }
    return put_word(g, o, "word04", rec + 4, "path", i) || put_word(g, o, "word18", rec + 0x18, "path", i) ||
                   put_word(g, o, "word1c", rec + 0x1C, "path", i) || put_word(g, o, "word24", rec + 0x24, "path", i) ||
                   keep_flag(g, o, "next_in_area", rec + 0x20, i) || keep_flag(g, o, "a_flag", rec + 0x4C, i)
               ? -1
               : 0;
}

static int node_words(const pgrow *g, const cJSON *o, uint8_t *rec, uint32_t i) {
    const cJSON *w = cJSON_GetArrayItem(member(o, "position"), 3), *sc = member(o, "scratch");
    float f;
    if (w && !paths_float_of(w, &f)) put_le_f32(rec + 12, f);
    for (int k = 0; k < 3 && sc; k++) {
        long v;
        if (paths_int_of(cJSON_GetArrayItem(sc, k), 0, 0xFFFF, &v)) {
            report(g->file, -1, "node %u: \"scratch\" must be three 16-bit numbers", i);
            return -1;
        }
        put_le16(rec + 0x16 + 2 * k, (uint32_t)v);
    }
    return put_word(g, o, "word10", rec + 0x10, "node", i) || put_word(g, o, "word1c", rec + 0x1C, "node", i) ? -1 : 0;
}

static int all_words(const pgrow *g, const cJSON *root, uint8_t *b) {
    const cJSON *h = member(member(root, "header"), "words_10"), *areas = member(root, "area_records"), *o;
    for (int k = 0; k < 4 && h; k++) {
        uint32_t v;
        if (word_of(cJSON_GetArrayItem(h, k), &v)) {
            report(g->file, -1, "header.\"words_10\": needs four 32-bit words");
            return -1;
        }
        put_le32(b + 0x10 + 4 * k, v);
    }
    size_t vb = 0x20 + 16 * (size_t)g->A, pb = vb + 16 * (size_t)g->V, nb = pb + 0x50 * (size_t)g->P;
    uint32_t i = 0, a = 0, first = 0;
    cJSON_ArrayForEach(o, member(root, "paths")) {
        uint8_t *arec = g->paths[i].is_outline ? b + 0x20 + 16 * (size_t)a++ : NULL;
        if (path_words(g, o, areas, b + pb + 0x50 * (size_t)i, b + vb + 16 * (size_t)first, arec, i)) return -1;
        first += g->paths[i++].vertex_count;
    }
    i = 0;
    cJSON_ArrayForEach(o, member(root, "nodes")) {
        if (node_words(g, o, b + nb + 32 * (size_t)i, i)) return -1;
        i++;
    }
    return 0;
}

/* ---- encoding ------------------------------------------------------------------------------------------ */

static int encode(const pgrow *g, uint8_t **buf, size_t *len) {
    warp_paths_desc d;
    memset(&d, 0, sizeof d);
    d.path_count = g->P, d.paths = g->paths, d.node_count = g->C, d.nodes = g->nodes;
    d.edge_count = g->D, d.edges = g->edges;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = WARP_E_ARG;
    size_t need = 0, pad = 0;
    *buf = NULL;
    for (int pass = 0; pass < 2 && w; pass++) { /* sizing, then writing */
        rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *buf, need);
        if (!rc) rc = warp_write_paths(w, &d);
        if (!rc && !pass) pad = (16 - (warp_writer_size(w) & 15)) & 15; /* size = align16(parts + lists + 4) */
        if (!rc) rc = warp_write_zeros(w, pad);
        if (rc) break;
        need = warp_writer_size(w);
        if (!pass && !(*buf = calloc(1, need ? need : 1))) rc = WARP_E_ARG;
        if (rc) break;
    }
    free(w);
    *len = need;
    if (rc) report(g->file, -1, "the path data cannot be encoded (%s)", warp_strerror(rc));
    return rc ? -1 : 0;
}

/* Bits 13-14 of an edge's +0x06 are not in paths.json: a level that sets them is refused. */
static int edges_plain(const warp_paths *old, const warp_paths_info *in, const char *file) {
    for (uint32_t k = 0; k < in->edge_count; k++) {
        warp_path_edge e;
        if (!warp_paths_get_edge(old, k, &e) && (e.word4 >> 16 & 0x6000)) {
            report(file, -1, "edge %u stores bits 13-14 of its door word (not documented, not in paths.json): adding "
                   "or removing polygons, nodes or edges would lose them; edit in place instead", k);
            return -1;
        }
    }
    return 0;
}

int paths_grow(const warp_paths *old, const warp_paths_info *in, const cJSON *root, const char *file, uint8_t **out,
               size_t *out_len) {
    pgrow g;
    memset(&g, 0, sizeof g);
    g.file = file;
    *out = NULL, *out_len = 0;
    int rc = edges_plain(old, in, file) || grow_read(&g, root, in->slab_lists > 0) ? -1 : 0;
    if (!rc) rc = encode(&g, out, out_len);
    if (!rc) rc = all_words(&g, root, *out);
    if (rc) free(*out), *out = NULL, *out_len = 0;
    free(g.paths), free(g.xy), free(g.nodes), free(g.edges);
    return rc;
}
