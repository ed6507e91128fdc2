/* Fuzz target: a .scn record (header or segment): definitions, every clip and track, their
 * keys and events; the input also goes to the Scene List parser as a 0x43 payload. */
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static int on_event(void *user, const warp_scene_event *e) {
    uint32_t *sum = user;
    *sum += e->type + e->args[19];
    return 0;
}
static int on_entry(void *user, const warp_scene_list_entry *e) {
    uint32_t *sum = user;
    *sum += (uint32_t)e->name[0];
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint32_t sum = 0;
    size_t n;
    warp_scene_list_foreach(data, size, on_entry, &sum, &n);
    static _Alignas(16) uint8_t mem[512];
    if (warp_scene_sizeof() > sizeof mem) abort();
    warp_scene *s = (warp_scene *)mem;
    if (warp_scene_init(s, sizeof mem, WARP_ABI_VERSION, data, size)) return 0;
    warp_scene_info in;
    warp_scene_get_info(s, &in);
    static warp_scene_position_key pk[4096];
    static warp_scene_rotation_key rk[4096];
    for (uint32_t g = 0; g < 4; g++)
        for (uint32_t i = 0; i < in.counts[g]; i++) {
            warp_scene_definition d;
            warp_scene_get_definition(s, g, i, &d);
            warp_scene_track t;
            if (warp_scene_get_track(s, g, i, &t)) continue;
            warp_scene_copy_position_keys(s, &t, pk, 4096, &n);
            warp_scene_copy_rotation_keys(s, &t, rk, 4096, &n);
            warp_scene_foreach_event(s, &t, on_event, &sum);
        }
    return 0;
}
