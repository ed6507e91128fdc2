/* Fuzz target: the _objs.txt tokenizer; the classifier must agree with it. */
#include <stdint.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct seen {
    uint32_t n;
    const uint8_t *lo, *hi;
} seen;

static int see(void *user, const warp_objs_object *o) {
    seen *s = user;
    if (o->index != s->n++) abort();
    if ((const uint8_t *)o->name < s->lo || (const uint8_t *)o->name + o->name_len > s->hi) abort();
    if ((const uint8_t *)o->flag_name < s->lo || (const uint8_t *)o->flag_name + o->flag_name_len > s->hi) abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    seen s = {0, data, data + size};
    uint32_t count = 0;
    int rc = warp_objs_foreach(data, size, NULL, see, &s, &count);
    if (rc == WARP_OK && s.n != count) abort();
    int kind;
    warp_classify(data, size, WARP_KIND_UNKNOWN, &kind);
    if (rc == WARP_OK && kind != WARP_KIND_OBJECT_LIST && kind != WARP_KIND_WORLD_MANIFEST &&
        kind != WARP_KIND_SCENE && kind != WARP_KIND_SOUND_INDEX && kind != WARP_KIND_PACK && kind != WARP_KIND_RESOURCE &&
        kind != WARP_KIND_FONT_METRICS)
        abort();
    return 0;
}
