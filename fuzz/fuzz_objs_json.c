/* Fuzz target: the rebuild's <level>_objs.json reader (examples/warp/rebuild/objs_text.c)
 * against the sample's object text: any bytes either end in a message, or leave the text as
 * it was, or give a text the library's object walk reads back whole. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/objs_text.h"
#include "warp/warp.h"

static int noop(void *user, const warp_objs_object *o) {
    (void)user, (void)o;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char text[] = /* examples/warp/sample/misc.c's level1_objs.txt */
        "3\r\n"
        "{dyn_box {1.5, 0.0, 4.0}, {0.0, 0.0, 0.0, 1.0}, -1, 0, 0, FFFFFFFF, nil )\r\n"
        "{dyn_crate {-1.5, 0.0, 4.0}, {0.0, 0.0, 0.7071068, 0.7071068}, -1, 26, 2, C08040FF, sample_flag )\r\n"
        "{part_fire {0.0, 2.5, 0.3}, {0.0, 0.0, 0.0, 1.0}, -1, 0, 64, FFFFFFFF, nil )\r\n";
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    uint8_t *out = NULL;
    size_t len = 0;
    uint32_t count = 0;
    if (objs_text((const uint8_t *)text, sizeof text - 1, json, "fuzz", &out, &len) == 0 && out) {
        if (warp_objs_foreach(out, len, NULL, noop, NULL, &count) != WARP_OK) abort();
        free(out);
    }
    free(json);
    return 0;
}
