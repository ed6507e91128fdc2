/* Fuzz target: the global lists of warriors.glr. The first byte picks the list (0x44,
 * 0x46, 0x4E, 0x4F, 0x4D); the rest is the chunk data. Parse and walk must agree; the same
 * bytes are also read as a particle page (0x4C), every sprite of it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

typedef struct walk {
    uint32_t n, fields;
    const uint8_t *lo, *hi;
} walk;

static int see(void *user, const warp_list_record *r) {
    walk *w = user;
    if (r->index != w->n++ || r->field_count != w->fields || r->bytes < w->lo || r->bytes >= w->hi) abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint32_t types[5] = {0x44, 0x46, 0x4E, 0x4F, 0x4D};
    if (size < 1) return 0;
    uint32_t type = types[data[0] % 5];
    const uint8_t *p = data + 1;
    size_t len = size - 1;
    warp_list_layout l;
    if (warp_list_layout_get(type, &l) != WARP_OK) abort();
    uint32_t count = 0, hw[4];
    int rc = warp_list_parse(type, p, len, NULL, &count, hw);
    walk w = {0, l.field_count, p, p + len};
    int rc2 = warp_list_foreach(type, p, len, NULL, see, &w);
    if (rc != rc2 || (rc == WARP_OK && w.n != count)) abort();
    /* the same bytes as a particle page (0x4C, the sprite sheets the table 0x4D lists) */
    warp_sprite_page pg;
    warp_sprite sp;
    if (warp_sprite_page_read(p, len, NULL, &pg) == WARP_OK) {
        for (uint32_t i = 0; i < pg.count; i++)
            if (warp_sprite_get(p, len, i, &sp) != WARP_OK) abort();
        if (warp_sprite_get(p, len, pg.count, &sp) != WARP_E_RANGE) abort();
    }
    return 0;
}
