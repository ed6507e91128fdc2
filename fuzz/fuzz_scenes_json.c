/* Fuzz target: the rebuild's scene and scene list JSON readers (examples/warp/rebuild/
 * scene_json.c, scene.c). Input: u32 n (little-endian), then n bytes of the old record (bit
 * 31 of n set: of the old 0x43 scene list payload), then the JSON. Any bytes either end in
 * a message or give a record the library's scene reader opens (a list payload of the old
 * length). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/scene.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 4) return 0;
    uint32_t n = (uint32_t)data[0] | (uint32_t)data[1] << 8 | (uint32_t)data[2] << 16 | (uint32_t)data[3] << 24;
    int list = (n >> 31) != 0;
    n &= 0x7FFFFFFFu;
    if (n > size - 4) return 0;
    const uint8_t *old = data + 4, *json = data + 4 + n;
    size_t json_len = size - 4 - n;
    uint8_t *copy = malloc(n ? n : 1), *out = NULL; /* exact-size copies: ASan sees reads past them */
    char *text = malloc(json_len + 1);
    if (!copy || !text) abort();
    memcpy(copy, old, n);
    memcpy(text, json, json_len);
    text[json_len] = 0;
    if (list) {
        scene_resize r = {"cs_sample", 1136, 1152};
        if (scene_list_json_encode(text, json_len, "fuzz", copy, n, &r, 1, &out) == 0) {
            size_t count = 0;
            if (warp_scene_list_foreach(out, n, NULL, NULL, &count) != WARP_OK) abort();
        }
    } else {
        size_t out_len = 0;
        if (scene_json_encode(text, json_len, "fuzz", copy, n, NULL, &out, &out_len) == 0) {
            void *s = malloc(warp_scene_sizeof());
            if (!s || warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, out, out_len) != WARP_OK) abort();
            free(s);
        }
    }
    free(out), free(text), free(copy);
    return 0;
}
