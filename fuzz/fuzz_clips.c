/* Fuzz target: the rebuild's clip JSON reader (examples/warp/rebuild/clip.c): any bytes
 * either end in a message or give a keyframes payload and descriptor the library's clip
 * reader opens, with the descriptor's old words kept. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/clip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    warp_anim_info old;
    memset(&old, 0, sizeof old);
    memcpy(old.name, "clip", 5);
    memcpy(old.name_bytes, "clip", 4);
    old.duration = 1.0f;
    uint8_t *kf = NULL, desc[WARP_ANIM_DESC_SIZE];
    size_t kf_len = 0;
    if (clip_json_encode((const char *)data, size, "fuzz", &old, 0, &kf, &kf_len, desc) == 0) {
        void *a = malloc(warp_anim_sizeof());
        warp_anim_info in;
        if (!a || warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, desc, sizeof desc, kf, kf_len, NULL) != WARP_OK ||
            warp_anim_get_info(a, &in) != WARP_OK || in.keyframes_used != kf_len)
            abort();
        free(a);
    }
    free(kf);
    return 0;
}
