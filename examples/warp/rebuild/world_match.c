/* warp rebuild: an edited world .glb's meshes matched to what the extract wrote
 * (world.h): by name, then compared attribute by attribute, so that only the meshes an
 * edit touched are encoded again (an unedited mesh keeps its atomic's bytes). */
#include <stdio.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/model_encode.h"
#include "rebuild/world.h"

static int same_array(const void *a, const void *b, size_t bytes) {
    if (!a || !b) return a == b;
    return !memcmp(a, b, bytes);
}

int world_same_prim(const gltfr_prim *p, const gltfr_prim *q) {
    size_t n = p->vertex_count;
    if (n != q->vertex_count || p->index_count != q->index_count) return 0;
    return same_array(p->position, q->position, n * 12) && same_array(p->normal, q->normal, n * 12) &&
           same_array(p->texcoord[0], q->texcoord[0], n * 8) && same_array(p->texcoord[1], q->texcoord[1], n * 8) &&
           same_array(p->color, q->color, n * 4) && same_array(p->indices, q->indices, (size_t)p->index_count * 4);
}

int world_find_instance(const gltfr_doc *d, const char *name, uint8_t *used, const char *path) {
    int found = -1;
    size_t n = strlen(name);
    for (size_t k = 0; k < d->inst_count; k++) {
        const gltfr_inst *in = &d->insts[k];
        if (!model_same_name(in->mesh_name, name, n) && !model_same_name(in->node_name, name, n)) continue;
        if (found >= 0 && d->insts[found].mesh != in->mesh) {
            report(path, -1, "two meshes are named %s: keep one mesh per atomic of the world", name);
            return -1;
        }
        if (found < 0) found = (int)k;
        used[k] = 1;
    }
    if (found < 0)
        report(path, -1, "no mesh named %s: a mesh of the world removed is not put back (keep every mesh; delete "
               "faces, not the mesh, and keep the extracted names)", name);
    return found;
}

int world_unused_instances(const gltfr_doc *d, const uint8_t *used, const char *path) {
    for (size_t k = 0; k < d->inst_count; k++)
        if (!used[k]) {
            report(path, -1, "mesh %s (node %s) is none of the world's meshes: a new sector or mesh is not put back "
                   "(join its faces to a mesh of the world, in the sector where they belong)", d->insts[k].mesh_name,
                   d->insts[k].node_name);
            return -1;
        }
    return 0;
}
