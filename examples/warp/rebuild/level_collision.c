/* warp rebuild WARRIORS.WAD: a level's collision mesh put back (level.h). FACTS-2 1.
 *
 * The edit is collision.json (every vertex and triangle with its flags, material and area
 * byte) or collision.glb edited in Blender (positions only, one primitive per material id
 * and sidedness: level_collision_glb.c matches its triangles back to the level's). The
 * mesh is encoded again with warp_write_collision over the level's own grid size: vertex
 * and triangle tables, the header's counts, matrix, clamp box and lowest z, the grid and
 * its lists recomputed. The header words nobody reads (+0x04..+0x0F, +0x76, +0x86, +0x9C)
 * and the run-time pointer words keep their stored values; the chunk headers are kept. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"
#include "rebuild/level_collision.h"
#include "rebuild/wad_plan.h"

/* ---- the level's mesh, and the comparison ---------------------------------------------------- */

static int coll_level_mesh(const level_ctx *x, coll_mesh *m, warp_collision_info *in) {
    memset(m, 0, sizeof *m);
    warp_collision *c = handle_alloc(warp_collision_sizeof());
    int rc = c ? warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, &x->k, NULL) : WARP_E_ARG;
    if (!rc) warp_collision_get_info(c, in);
    float *v4 = rc ? NULL : malloc(((size_t)in->vertex_count + 1) * 4 * sizeof *v4);
    m->pos = rc ? NULL : malloc(((size_t)in->vertex_count + 1) * 3 * sizeof *m->pos);
    m->tri = rc ? NULL : calloc((size_t)in->triangle_count + 1, sizeof *m->tri);
    size_t n = 0;
    if (!rc && (!v4 || !m->pos || !m->tri)) rc = WARP_E_ARG;
    if (!rc) rc = warp_collision_copy_vertices(c, v4, in->vertex_count, &n);
    for (uint32_t i = 0; !rc && i < in->vertex_count; i++)
        for (int a = 0; a < 3; a++) m->pos[(size_t)i * 3 + (size_t)a] = v4[(size_t)i * 4 + (size_t)a];
    for (uint32_t t = 0; !rc && t < in->triangle_count; t++) rc = warp_collision_get_triangle(c, t, &m->tri[t]);
    if (!rc) m->nv = in->vertex_count, m->nt = in->triangle_count;
    free(v4), free(c);
    if (rc) {
        report(x->pl->wad_path, -1, "entry %u: its collision cannot be read: %s", x->entry, warp_strerror(rc));
        coll_mesh_free(m);
        return -1;
    }
    return 0;
}

static int same_mesh(const coll_mesh *a, const coll_mesh *b) {
    if (a->nv != b->nv || a->nt != b->nt) return 0;
    for (size_t i = 0; i < (size_t)a->nv * 3; i++)
        if (a->pos[i] != b->pos[i]) return 0;
    for (uint32_t t = 0; t < a->nt; t++) {
        const warp_collision_triangle *p = &a->tri[t], *q = &b->tri[t];
        if (memcmp(p->v, q->v, sizeof p->v) || p->flags != q->flags || p->material != q->material || p->area != q->area)
            return 0;
    }
    return 1;
}

/* ---- encoding ---------------------------------------------------------------------------------- */

typedef struct out_chunks {
    warp_span s[6]; /* 0x52, 0x07, 0x04, 0x05, 0x06, 0x03 */
} out_chunks;

static int out_cb(void *user, const warp_chunk_info *c) {
    static const uint32_t order[6] = {WARP_CHUNK_COLLISION_CHECKED, WARP_CHUNK_COLLISION_VERTICES,
                                      WARP_CHUNK_COLLISION_TRIANGLES, WARP_CHUNK_COLLISION_GRID,
                                      WARP_CHUNK_COLLISION_LISTS, WARP_CHUNK_COLLISION_HEADER};
    out_chunks *o = user;
    for (int k = 0; k < 6; k++)
        if (c->type == order[k]) o->s[k] = (warp_span){c->data, c->size};
    return 0;
}

/* The six chunks of mesh m in a resource of their own (malloc'ed in *buf). */
static int encode(const coll_mesh *m, const warp_collision_info *in, uint8_t **buf, out_chunks *o) {
    warp_collision_desc d;
    memset(&d, 0, sizeof d);
    d.vertex_count = m->nv, d.positions = m->pos, d.triangle_count = m->nt, d.triangles = m->tri;
    d.nx = in->nx, d.ny = in->ny, d.nz = in->nz, d.word00 = in->word00;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = WARP_E_ARG;
    size_t need = 0;
    *buf = NULL;
    for (int pass = 0; pass < 2 && w; pass++) { /* sizing, then writing */
        rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *buf, need);
        if (!rc) rc = warp_write_resource_begin(w, 0);
        if (!rc) rc = warp_write_collision(w, &d);
        if (!rc) rc = warp_write_resource_end(w);
        if (rc) break;
        need = warp_writer_size(w);
        if (!pass && !(*buf = malloc(need ? need : 1))) rc = WARP_E_ARG;
        if (rc) break;
    }
    free(w);
    memset(o, 0, sizeof *o);
    if (!rc) rc = warp_chunk_foreach(*buf, need, NULL, out_cb, o);
    return rc;
}

/* Header words the encoder writes as 0 but the level stores: kept as stored. */
static void keep_header_words(uint8_t *h, const uint8_t *old) {
    static const struct { size_t at, n; } keep[] = {{0x04, 12}, {0x76, 2}, {0x78, 4}, {0x80, 4}, {0x86, 2},
                                                    {0x88, 8}, {0x94, 4}, {0x9C, 4}};
    for (size_t k = 0; k < sizeof keep / sizeof keep[0]; k++) memcpy(h + keep[k].at, old + keep[k].at, keep[k].n);
}

static int put_back(level_ctx *x, const coll_mesh *m, const warp_collision_info *in, const char *path) {
    uint8_t *buf;
    out_chunks o;
    int rc = encode(m, in, &buf, &o);
    if (!rc && (!o.s[5].data || o.s[5].len < WARP_COLLISION_HEADER_SIZE)) rc = WARP_E_CORRUPT;
    if (rc) {
        report(path, -1, "cannot encode the collision mesh: %s", warp_strerror(rc));
        free(buf);
        return -1;
    }
    keep_header_words((uint8_t *)o.s[5].data, x->k.collision_header.data);
    const warp_span *old[6] = {&x->k.checked, &x->k.vertices, &x->k.triangles, &x->k.grid, &x->k.lists,
                               &x->k.collision_header};
    for (int k = 0; k < 6 && !rc; k++)
        if (old[k]->data) rc = level_splice_payload(x, old[k], o.s[k].data, o.s[k].len);
    free(buf);
    return rc;
}

/* ---- the level's collision ----------------------------------------------------------------- */

int rebuild_level_collision(level_ctx *x, const char *json_path, const char *glb_path, uint64_t glb_hash, int *changed) {
    *changed = 0;
    coll_mesh orig, json, glb;
    memset(&json, 0, sizeof json), memset(&glb, 0, sizeof glb);
    warp_collision_info in;
    if (coll_level_mesh(x, &orig, &in)) return -1;
    int rc = json_path ? coll_json_file(json_path, &json) : 0;
    file_map fm;
    if (!rc && json_path && !map_file(json_path, &fm)) {
        rc = coll_json_info(x, (const char *)fm.data, fm.len, json_path, &in, &orig);
        unmap_file(&fm);
    }
    int json_edited = !rc && json_path && !same_mesh(&json, &orig), glb_edited = 0;
    uint64_t h = 0;
    if (!rc && glb_path && file_fnv1a64(glb_path, &h)) {
        report(glb_path, -1, "%s (restore the extracted file)", strerror(errno));
        rc = -1;
    }
    if (!rc && glb_path && h != glb_hash) {
        rc = coll_glb_merge(glb_path, &orig, &glb);
        glb_edited = !rc && !same_mesh(&glb, &orig);
    }
    if (!rc && json_edited && glb_edited) {
        report(json_path, -1, "collision.json and collision.glb are both edited: edit one of them (restore the "
               "other as extracted)");
        rc = -1;
    }
    const coll_mesh *m = json_edited ? &json : &glb;
    const char *path = json_edited ? json_path : glb_path;
    if (!rc && (json_edited || glb_edited)) {
        rc = put_back(x, m, &in, path);
        *changed = !rc;
        if (!rc && !x->quiet)
            fprintf(stderr, "warp: %s: changed, the level's collision encoded again (%u triangles, %u vertices)\n",
                    path, m->nt, m->nv);
    }
    coll_mesh_free(&orig), coll_mesh_free(&json), coll_mesh_free(&glb);
    return rc;
}
