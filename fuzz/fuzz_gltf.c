/* The rebuild's glTF reader (examples/warp/formats/gltf_read.c), fuzzed: the input is a
 * .glb or a .gltf (external buffer files refused: no directory is given). Oracle: a file
 * read without error gives indices below each primitive's vertex count, finite positions
 * and at most GLTFR_MAX_VERTICES vertices, animation channels on nodes with finite, rising
 * key times and finite values (else abort); anything else is an error with a
 * reason, never a read out of range (the sanitizers watch). Seeds: fuzz/corpus/gltf/,
 * written by tests/test_gltf_read.c's --seeds DIR. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "formats/gltf_read.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    gltfr_doc d;
    char err[256] = "";
    if (gltf_read_memory(data, size, NULL, &d, err, sizeof err)) {
        if (!err[0]) abort(); /* every refusal says why */
        return 0;
    }
    size_t total = 0;
    for (size_t i = 0; i < d.prim_count; i++) {
        const gltfr_prim *p = &d.prims[i];
        total += p->vertex_count;
        for (uint32_t k = 0; k < p->index_count; k++)
            if (p->indices[k] >= p->vertex_count) abort();
        for (size_t k = 0; k < (size_t)p->vertex_count * 3; k++)
            if (!isfinite(p->position[k])) abort();
    }
    for (size_t i = 0; i < d.inst_count; i++)
        if (d.insts[i].first_prim + d.insts[i].prim_count > d.prim_count) abort();
    if (total > GLTFR_MAX_VERTICES) abort();
    /* animations (what rebuild/clip_glb.c samples): channels within the list, on a node,
     * at least one key, times finite and going up, values finite */
    size_t listed = 0;
    for (size_t a = 0; a < d.anim_count; a++) {
        if (d.anims[a].first_channel != listed || d.anims[a].channel_count > d.channel_count - listed) abort();
        listed += d.anims[a].channel_count;
    }
    if (listed != d.channel_count) abort();
    for (size_t i = 0; i < d.channel_count; i++) {
        const gltfr_channel *c = &d.channels[i];
        size_t n = c->path == GLTFR_ROTATION ? 4 : 3;
        if (c->node < 0 || (size_t)c->node >= d.node_count || !c->count) abort();
        for (size_t k = 0; k < c->count; k++) {
            if (!isfinite(c->times[k]) || (k && c->times[k] < c->times[k - 1])) abort();
            for (size_t j = 0; j < n; j++)
                if (!isfinite(c->values[k * n + j])) abort();
        }
    }
    gltf_read_free(&d);
    return 0;
}
