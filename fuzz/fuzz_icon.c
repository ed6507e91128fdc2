/* Fuzz target: the memory card icon. Parse, read every vertex in every shape (capped),
 * walk the keys, decode the texture, and encode it again: the stored pixels, bit 15
 * included (warp_icon_texture_from_rgba). */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>

#include "warp/warp.h"

static int see(void *user, const warp_icon_key *k) {
    (void)user;
    if (k->key_count && k->key >= k->key_count) abort();
    return 0;
}

static uint8_t rgba[128 * 128 * 4];
static uint16_t tex[128 * 128];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_icon_info in;
    if (warp_icon_parse(data, size, NULL, &in) != WARP_OK) return 0;
    if (in.texture_offset + WARP_ICON_TEXTURE_BYTES != size) abort();
    for (uint32_t v = 0; v < in.vertex_count && v < 1024; v++)
        for (uint32_t s = 0; s < in.shape_count && s < 16; s++) {
            int16_t pos[4];
            warp_icon_vertex vx;
            if (warp_icon_get_vertex(data, size, &in, v, s, pos, &vx) != WARP_OK) abort();
        }
    if (warp_icon_foreach_key(data, size, &in, see, NULL) != WARP_OK) abort();
    size_t need;
    if (warp_icon_texture_rgba(data, size, &in, 1, rgba, sizeof rgba, &need) != WARP_OK) abort();
    if (warp_icon_texture_from_rgba(rgba, sizeof rgba, 512, NULL, tex, 128 * 128) != WARP_OK) abort();
    for (size_t i = 0; i < 128 * 128; i++)
        if (tex[i] != (data[in.texture_offset + 2 * i] | data[in.texture_offset + 2 * i + 1] << 8)) abort();
    return 0;
}
