/* Fuzz target: the rebuild's icon.json reader (examples/warp/rebuild/icon_json.c) over the
 * sample's memory card icon written by the library: any bytes either end in a message with
 * the icon as it was (written again: the same bytes), or give an icon that the library parses
 * back with the counts the reader set. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/icon.h"
#include "warp/warp.h"

/* The sample's pyramid (examples/warp/sample/misc.c): 12 vertices, 2 shapes, 2 frames of 2
 * keys, a gradient texture with bit 15 set. */
static uint8_t *build(size_t *len) {
    static const int16_t base[4][2] = {{-2048, -2048}, {2048, -2048}, {2048, 2048}, {-2048, 2048}};
    static int16_t pos[12 * 2 * 4], nrm[12 * 4], uv[12 * 2];
    static uint8_t col[12 * 4];
    static uint16_t tex[128 * 128];
    for (uint32_t v = 0; v < 12; v++) {
        uint32_t t = v / 3, k = v % 3;
        for (uint32_t s = 0; s < 2; s++) {
            int16_t *p = pos + (v * 2 + s) * 4;
            p[0] = k == 2 ? 0 : base[(t + k) % 4][0];
            p[1] = (int16_t)(k == 2 ? (s ? -8192 : -4096) : 0);
            p[2] = k == 2 ? 0 : base[(t + k) % 4][1];
        }
        nrm[v * 4 + 1] = -2896;
        uv[v * 2] = (int16_t)(k == 2 ? 2048 : k * 4096), uv[v * 2 + 1] = (int16_t)(k == 2 ? 0 : 4096);
        memset(col + v * 4, 128, 4);
    }
    for (uint32_t i = 0; i < 128 * 128; i++) tex[i] = (uint16_t)((i % 128) / 4 | (i / 512) << 5 | 0x8000);
    static const uint32_t frames[4] = {0, 2, 1, 2};
    static const float keys[8] = {0.0f, 1.0f, 14.0625f, 0.0f, 0.0f, 0.0f, 14.0625f, 1.0f};
    warp_icon_desc d;
    memset(&d, 0, sizeof d);
    d.shape_count = 2, d.texture_type = 7, d.vertex_count = 12;
    d.positions = pos, d.normals = nrm, d.uvs = uv, d.colors = col;
    d.anim_word0 = 1, d.frame_length = 100, d.speed = 0.5f, d.frame_count = 2, d.frames = frames, d.keys = keys;
    d.texture = tex;
    size_t cap = 20 + 12 * 32 + 20 + 2 * 8 + 4 * 8 + 32768;
    uint8_t *b = malloc(cap);
    warp_writer *w = malloc(warp_writer_sizeof());
    if (!b || !w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, b, cap) || warp_write_icon(w, &d) ||
        warp_writer_size(w) != cap)
        abort();
    free(w);
    *len = cap;
    return b;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t *icon;
    static size_t len;
    if (!icon) icon = build(&len);
    char *json = malloc(size + 1);
    static icon_doc d;
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    if (icon_doc_read(icon, len, "fuzz", &d)) abort();
    int rc = icon_json_apply(&d, json, "fuzz");
    uint8_t *out = NULL;
    size_t n = 0;
    if (icon_doc_write(&d, "fuzz", &out, &n)) abort();
    warp_icon_info in;
    if (rc && (n != len || memcmp(out, icon, len))) abort(); /* refused: the icon as it was */
    if (!rc && (warp_icon_parse(out, n, NULL, &in) || in.vertex_count != d.vertex_count ||
                in.shape_count != d.shape_count || in.frame_count != d.frame_count || in.key_count != d.key_count ||
                in.header_word3 != d.header_word3))
        abort();
    free(out);
    icon_doc_free(&d);
    free(json);
    return 0;
}
