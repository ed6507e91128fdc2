/* Fuzz target: the rebuild's <sheet>.sprites.json reader (examples/warp/rebuild/sprites.c)
 * against a page of two rectangles written by the library over a 128 x 64 sheet: any bytes
 * either end in a message, or leave the page as it was, or give a page of the same length
 * that the library reads back with the same count. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/sprites.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const warp_sprite rects[2] = {{0, 0, 0.046875f, 0.109375f, {0}}, {0.0625f, 0, 0.109375f, 0.109375f, {0}}};
    warp_sprite_page pg;
    memset(&pg, 0, sizeof pg);
    pg.placeholder = 4331416, pg.count = 2, pg.first_glyph = 32;
    uint8_t page[64];
    warp_writer *w = malloc(warp_writer_sizeof());
    if (!w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, page, sizeof page) ||
        warp_write_sprite_page(w, &pg, rects))
        abort();
    size_t len = warp_writer_size(w);
    free(w);
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    uint8_t *out = NULL;
    warp_sprite_page back;
    if (sprite_page(page, len, 128, 64, "sample_font", json, "fuzz", &out) == 0 && out) {
        if (warp_sprite_page_read(out, len, NULL, &back) != WARP_OK || back.count != 2) abort();
        free(out);
    }
    free(json);
    return 0;
}
