/* What a scene view's parts share (scene_glb.h): its channels, its nodes, its parts' times. */
#include <stdlib.h>

#include "extract/level.h"
#include "extract/scene_glb.h"
#include "platform/util.h"

/* Keep a block of channel values and its channels (taking the block; freed at the end). */
int view_channels(scene_view *v, float *values, const gltf_anim_channel *chs, size_t n) {
    float **b = grow_room(v->blocks, v->block_count, &v->block_cap, sizeof *b);
    if (!b) return free(values), -1;
    (v->blocks = b)[v->block_count++] = values;
    for (size_t i = 0; i < n; i++) {
        gltf_anim_channel *c = grow_room(v->chs, v->ch_count, &v->ch_cap, sizeof *c);
        if (!c) return -1;
        (v->chs = c)[v->ch_count++] = chs[i];
    }
    return 0;
}

int view_node(gltf_doc *doc, const char *name, const float pos[3], const float rot[4]) {
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    game_pos(pos, n.translation);
    game_rot(rot, n.rotation);
    int node = gltf_add_node(doc, &n);
    if (node < 0) { /* a zero quaternion: unturned */
        n.rotation[0] = n.rotation[1] = n.rotation[2] = 0, n.rotation[3] = 1;
        node = gltf_add_node(doc, &n);
    }
    return node;
}

uint32_t view_part_at(const float *start, uint32_t n, uint32_t k) {
    uint32_t p = 0;
    while (p + 1 < n && (float)k >= start[p + 1]) p++;
    return p;
}
