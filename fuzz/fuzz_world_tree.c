/* Fuzz target: the rebuild's walk of a world's tree (examples/warp/rebuild/world_tree.c):
 * every sector's box, the planes' extents and the header's box rewritten, each sector's
 * planes looked up, on any world section the library opens. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/world_tree.h"

static size_t world_len;

static int word(void *user, size_t offset, uint32_t value) {
    (void)value;
    if (offset + 4 > world_len) abort(); /* a word outside the world section */
    ++*(unsigned *)user;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static _Alignas(16) uint8_t wmem[4096];
    if (warp_world_sizeof() > sizeof wmem) abort();
    warp_world *w = (warp_world *)wmem;
    warp_world_info in;
    if (warp_world_init(w, sizeof wmem, WARP_ABI_VERSION, data, size, NULL) || warp_world_get_info(w, &in) ||
        in.sector_count > 4096)
        return 0;
    static float mx[4096][3], mn[4096][3];
    static uint8_t touched[4096];
    for (uint32_t s = 0; s < in.sector_count; s++)
        for (int a = 0; a < 3; a++) mx[s][a] = (float)s + 1, mn[s][a] = -(float)s, touched[s] = (uint8_t)(s & 1);
    world_boxes b = {mx, mn, touched, in.sector_count};
    unsigned words = 0;
    world_len = in.section_len;
    world_tree_boxes(data, in.section_len, &b, word, &words);
    size_t heads[16], n;
    for (uint32_t s = 0; s < in.sector_count && s < 64; s++)
        if (world_tree_path(data, in.section_len, s, heads, 16, &n) == 0)
            for (size_t k = 0; k < n; k++)
                if (heads[k] + 12 > in.section_len) abort();
    return 0;
}
