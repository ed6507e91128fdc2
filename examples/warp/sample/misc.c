/* Sample entries of the small kinds, each a well-formed file the misc decoders read
 * whole (FACTS-2.md 7-10): a Lua 4.0 chunk, the object placements, the METRICS1 font
 * with its 24-bit bitmap, and a two-shape memory card icon. */
#include <stdio.h>
#include <string.h>

#include "sample/sample.h"

/* ---- Lua: `local t = {10, 20}; function f(x) return x + 1 end; print(f(t[1]), "hi")` in
 * the shape luac 4.0 gives (hand-assembled; line info included) -------------------------- */
#define MAXARG_S 33554431u
static uint32_t op_u(uint32_t op, uint32_t u) { return u << 6 | op; }
static uint32_t op_s(uint32_t op, int32_t s) { return (uint32_t)((int64_t)s + MAXARG_S) << 6 | op; }
static uint32_t op_ab(uint32_t op, uint32_t a, uint32_t b) { return a << 15 | b << 6 | op; }

static void ints(warp_writer *w, const uint32_t *v, uint32_t n) {
    warp_write_u32(w, n);
    for (uint32_t i = 0; i < n; i++) warp_write_u32(w, v[i]);
}

static void lua_head(warp_writer *w, const char *source, uint32_t line, uint32_t params, uint32_t stack) {
    warp_write_lua_string(w, source);
    warp_write_u32(w, line);
    warp_write_u32(w, params);
    warp_write_u8(w, 0);
    warp_write_u32(w, stack);
}

int sample_fill_lua(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_write_lua_header(w);
    lua_head(w, "=(none)", 0, 0, 5);
    warp_write_u32(w, 1); /* local t, live from pc 4 */
    warp_write_lua_string(w, "t");
    warp_write_u32(w, 4);
    warp_write_u32(w, 13);
    static const uint32_t lines[] = {0, 4, 6, 0x7FFFFFFFu};
    ints(w, lines, 4);
    /* Constants 3-5 are not used by the code: names the disc would spell (sound banks, the
     * icon), so `warp names` finds them in the sample as on the disc (docs/names.md). */
    warp_write_u32(w, 6);
    warp_write_lua_string(w, "f");
    warp_write_lua_string(w, "print");
    warp_write_lua_string(w, "hi");
    warp_write_lua_string(w, "sound");
    warp_write_lua_string(w, "menu");
    warp_write_lua_string(w, "warriors.ico");
    warp_write_u32(w, 0);
    warp_write_u32(w, 1);
    { /* function f(x) return x + 1 end, on line 2 */
        lua_head(w, NULL, 2, 1, 2);
        warp_write_u32(w, 1);
        warp_write_lua_string(w, "x");
        warp_write_u32(w, 0);
        warp_write_u32(w, 3);
        static const uint32_t flines[] = {(uint32_t)-1, 0, 0x7FFFFFFFu};
        ints(w, flines, 3);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        warp_write_u32(w, 0);
        const uint32_t code[] = {op_u(11, 0), op_s(24, 1), op_u(1, 1), 0};
        ints(w, code, 4);
    }
    const uint32_t code[] = {op_u(17, 2),     op_s(6, 10),     op_s(6, 20),  op_ab(21, 0, 2), op_ab(48, 0, 0),
                             op_u(19, 0),     op_u(12, 1),     op_u(12, 0),  op_u(11, 0),     op_s(6, 1),
                             op_u(13, 0),     op_ab(2, 3, 255), op_u(7, 2),  op_ab(2, 1, 0),  0};
    ints(w, code, (uint32_t)(sizeof code / sizeof code[0]));
    return warp_writer_status(w);
}

/* ---- level1_objs.txt: two props and a particle emitter (FACTS-2.md 7) -------------------- */
int sample_fill_objs(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static const char text[] =
        "3\r\n"
        "{dyn_box {1.5, 0.0, 4.0}, {0.0, 0.0, 0.0, 1.0}, -1, 0, 0, FFFFFFFF, nil )\r\n"
        "{dyn_crate {-1.5, 0.0, 4.0}, {0.0, 0.0, 0.7071068, 0.7071068}, -1, 26, 2, C08040FF, sample_flag )\r\n"
        "{part_fire {0.0, 2.5, 0.3}, {0.0, 0.0, 0.0, 1.0}, -1, 0, 64, FFFFFFFF, nil )\r\n";
    return warp_write_bytes(w, text, sizeof text - 1);
}

/* ---- cn12.bmp + cn12.met: glyphs for 32-126 in 16 x 6 cells of 16 x 21 pixels, each
 * glyph's 5 x 7 dots drawn 2 x 2; the metrics give each glyph's dot rectangle ------------ */
#define BMP_W 256
#define BMP_H 128
static int glyph_pixel(uint32_t x, uint32_t y) {
    uint32_t c = 32 + (y / 21) * 16 + x / 16, gx = (x % 16) / 2, gy = (y % 21) / 2;
    if (y >= 6 * 21 || c > 126 || gx < 2 || gx > 6 || gy < 2 || gy > 8) return 0;
    return (sample_glyph_row(c, gy - 2) >> (6 - gx)) & 1;
}

int sample_fill_bmp(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static uint8_t rgb[BMP_W * BMP_H * 3];
    for (uint32_t y = 0; y < BMP_H; y++)
        for (uint32_t x = 0; x < BMP_W; x++) {
            uint8_t *p = rgb + (y * BMP_W + x) * 3;
            int on = glyph_pixel(x, y);
            p[0] = on ? 255 : 0, p[1] = on ? 255 : 0, p[2] = on ? 255 : 32; /* dark blue ground */
        }
    return warp_write_bmp24(w, BMP_W, BMP_H, rgb);
}

int sample_fill_met(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    warp_write_bytes(w, "METRICS1\r\ncn12.bmp mcn12.bmp\r\n12\r\n", 34);
    for (uint32_t c = 32; c <= 126; c++) {
        char line[64];
        uint32_t g = c - 32, x = (g % 16) * 16 + 4, y = (g / 16) * 21 + 4;
        int n = snprintf(line, sizeof line, "%u %u %u %u %u # '%c'\r\n", c, x, y, x + 9, y + 13, (char)c);
        warp_write_bytes(w, line, (size_t)n);
    }
    return warp_writer_status(w);
}

/* ---- warriors.ico: a four-sided pyramid (12 vertices, 4 triangles) with two shapes, the
 * second one taller; two frames fading between them; a 128 x 128 gradient texture -------- */
int sample_fill_ico(warp_writer *w, const sample_entry *all, size_t count) {
    (void)all, (void)count;
    static const int16_t base[4][2] = {{-2048, -2048}, {2048, -2048}, {2048, 2048}, {-2048, 2048}};
    static int16_t pos[12 * 2 * 4], nrm[12 * 4], uv[12 * 2];
    static uint8_t col[12 * 4];
    static uint16_t tex[128 * 128];
    for (uint32_t t = 0; t < 4; t++) /* side t: base corners t, t+1 and the apex */
        for (uint32_t k = 0; k < 3; k++) {
            uint32_t v = t * 3 + k;
            for (uint32_t s = 0; s < 2; s++) {
                int16_t *p = pos + (v * 2 + s) * 4;
                if (k == 2) {
                    p[0] = 0, p[1] = (int16_t)(s ? -8192 : -4096), p[2] = 0; /* apex; icon y points down */
                } else {
                    const int16_t *b = base[(t + k) % 4];
                    p[0] = b[0], p[1] = 0, p[2] = b[1];
                }
                p[3] = 0;
            }
            static const int16_t side_n[4][3] = {{0, -2896, -2896}, {2896, -2896, 0}, {0, -2896, 2896}, {-2896, -2896, 0}};
            for (int c = 0; c < 3; c++) nrm[v * 4 + c] = side_n[t][c];
            uv[v * 2] = (int16_t)(k == 2 ? 2048 : k * 4096);
            uv[v * 2 + 1] = (int16_t)(k == 2 ? 0 : 4096);
            col[v * 4] = col[v * 4 + 1] = col[v * 4 + 2] = col[v * 4 + 3] = 128;
        }
    for (uint32_t y = 0; y < 128; y++)
        for (uint32_t x = 0; x < 128; x++)
            tex[y * 128 + x] = (uint16_t)(x / 4 | (y / 4) << 5 | ((x + y) / 8) << 10 | 0x8000);
    static const uint32_t frames[4] = {0, 2, 1, 2};
    static const float keys[8] = {0.0f, 1.0f, 14.0625f, 0.0f, 0.0f, 0.0f, 14.0625f, 1.0f};
    warp_icon_desc d;
    memset(&d, 0, sizeof d);
    d.shape_count = 2, d.texture_type = 7, d.vertex_count = 12;
    d.positions = pos, d.normals = nrm, d.uvs = uv, d.colors = col;
    d.anim_word0 = 1, d.frame_length = 100, d.speed = 0.5f, d.play_offset = 0, d.frame_count = 2;
    d.frames = frames, d.keys = keys, d.texture = tex;
    return warp_write_icon(w, &d);
}
