/* warp rebuild: collision.json's members that are not read back (level.h): the header as
 * stored, the material and flag-bit counts, the grid's cells and lists. They describe the
 * level as extracted (the encoder makes them again from the vertices and triangles), so an
 * edit of one is refused by name. */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"
#include "rebuild/level_derived.h"

static int header(const cJSON *h, const warp_collision_info *in, const char *path) {
    lvd_at at = {path, "header", "the header as stored (the encoder writes it again from the mesh)"};
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(h, "matrix");
    for (int r = 0; m && r < 4; r++) {
        char key[8];
        snprintf(key, sizeof key, "%d", r);
        cJSON *row = cJSON_GetArrayItem(m, r);
        cJSON *wrap = cJSON_CreateObject();
        if (wrap && row) cJSON_AddItemReferenceToObject(wrap, key, row);
        int bad = !row || lvd_floats(wrap, key, in->matrix[r], 4, &(lvd_at){path, "header.matrix", at.why});
        cJSON_Delete(wrap);
        if (bad) return bad && !row ? (report(path, -1, "field header.\"matrix\" edited: 4 rows of 4"), -1) : -1;
    }
    uint32_t cells[3] = {in->nx, in->ny, in->nz}, rt[5] = {in->grid_ptr, in->lists_ptr, in->triangles_ptr,
                                                         in->vertices_ptr, in->checked_ptr};
    return lvd_hex(h, "word00", in->word00, &at) || lvd_words(h, "word04", in->word04, 3, &at) ||
           lvd_floats(h, "clamp_min", in->clamp_min, 4, &at) || lvd_floats(h, "clamp_max", in->clamp_max, 4, &at) ||
           lvd_words(h, "cells", cells, 3, &at) || lvd_hex(h, "pad76", in->pad76, &at) ||
           lvd_num(h, "list_count", in->list_count, &at) || lvd_num(h, "triangle_count", in->triangle_count, &at) ||
           lvd_hex(h, "word86", in->word86, &at) || lvd_num(h, "vertex_count", in->vertex_count, &at) ||
           lvd_f32(h, "lowest_z", in->lowest_z, &at) || lvd_hex(h, "word9c", in->word9c, &at) ||
           lvd_words(h, "runtime_words", rt, 5, &at) || lvd_num(h, "checked_bytes", (double)in->checked_len, &at)
               ? -1
               : 0;
}

/* "materials" and "flag_bits": the counts over the level's triangles. */
static int counts(const cJSON *root, const coll_mesh *o, const char *path) {
    uint32_t mat[256] = {0}, bits[16] = {0};
    for (uint32_t t = 0; t < o->nt; t++) {
        mat[o->tri[t].material]++;
        for (int b = 0; b < 16; b++) bits[b] += o->tri[t].flags >> b & 1;
    }
    lvd_at at = {path, "", "a count over the triangles as extracted (edit \"triangles\" instead)"};
    const cJSON *ms = cJSON_GetObjectItemCaseSensitive(root, "materials"), *m = ms ? ms->child : NULL;
    char where[32];
    for (int id = 0; ms && id < 256; id++) {
        if (!mat[id]) continue;
        snprintf(where, sizeof where, "materials[id %d]", id);
        at.where = where;
        if (!m) return lvd_num(ms, "id", id, &at) ? -1 : (report(path, -1, "field \"materials\" edited"), -1);
        if (lvd_num(m, "id", id, &at) || lvd_num(m, "triangles", mat[id], &at)) return -1;
        m = m->next;
    }
    at.where = "";
    const cJSON *fb = cJSON_GetObjectItemCaseSensitive(root, "flag_bits"), *b = fb ? fb->child : NULL;
    at.where = "flag_bits";
    for (int k = 0; b && k < 16; k++, b = b->next)
        if (!cJSON_IsNumber(b) || b->valuedouble != bits[k]) return lvd_num(fb, b->string, bits[k], &at);
    return 0;
}

typedef struct cell_cmp {
    const warp_collision *c;
    const cJSON *next;
    lvd_at at;
    uint16_t *list;
    size_t cap;
    int bad;
    char where[48]; /* the cell at.where names: read after the walk returns */
} cell_cmp;

static int cell_cb(void *user, const warp_collision_cell *cell) {
    cell_cmp *x = user;
    size_t n = 0;
    snprintf(x->where, sizeof x->where, "cells[%u %u %u]", cell->x, cell->y, cell->z);
    x->at.where = x->where;
    const cJSON *o = x->next, *tl = cJSON_GetObjectItemCaseSensitive(o, "triangles");
    if (!o || warp_collision_cell_triangles(x->c, cell->x, cell->y, cell->z, x->list, x->cap, &n) ||
        lvd_num(o, "x", cell->x, &x->at) || lvd_num(o, "y", cell->y, &x->at) || lvd_num(o, "z", cell->z, &x->at) ||
        lvd_num(o, "offset", cell->offset, &x->at) || !cJSON_IsArray(tl) || (size_t)cJSON_GetArraySize(tl) != n) {
        x->bad = 1;
        return 1;
    }
    for (size_t k = 0; k < n && !x->bad; k++) {
        const cJSON *t = cJSON_GetArrayItem(tl, (int)k);
        x->bad = !cJSON_IsNumber(t) || t->valuedouble != x->list[k];
    }
    x->next = o->next;
    return x->bad;
}

static int cells(const cJSON *root, const level_ctx *lc, const warp_collision_info *in, const char *path) {
    lvd_at at = {path, "", "the grid as extracted (the encoder makes it again from the triangles)"};
    if (lvd_num(root, "nonempty_cells", in->nonempty_cells, &at) || lvd_num(root, "listed", in->listed, &at) ||
        lvd_num(root, "longest_list", in->longest_list, &at))
        return -1;
    const cJSON *cs = cJSON_GetObjectItemCaseSensitive(root, "cells");
    if (!cs) return 0;
    cell_cmp x = {handle_alloc(warp_collision_sizeof()), cs->child, at, malloc(((size_t)in->longest_list + 1) * 2),
                  in->longest_list, 0};
    int rc = x.c && x.list ? warp_collision_init((warp_collision *)x.c, warp_collision_sizeof(), WARP_ABI_VERSION,
                                                 &lc->k, NULL) : -1;
    if (!rc) warp_collision_foreach_cell(x.c, cell_cb, &x);
    if (!rc && (x.bad || x.next || cJSON_GetArraySize(cs) != (int)in->nonempty_cells)) {
        report(path, -1, "field %s\"cells\" edited, but it is %s: not read back (restore it as extracted)",
               x.bad ? x.at.where : "", at.why);
        rc = -1;
    }
    free((void *)x.c), free(x.list);
    return rc ? -1 : 0;
}

int coll_json_info(const level_ctx *x, const char *json, size_t len, const char *path, const warp_collision_info *in,
                   const coll_mesh *orig) {
    cJSON *root = cJSON_ParseWithLength(json, len);
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(root, "header");
    int rc = (h && header(h, in, path)) || counts(root, orig, path) || cells(root, x, in, path) ? -1 : 0;
    cJSON_Delete(root);
    return rc;
}
