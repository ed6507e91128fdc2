/* Writes the seed corpora of the misc fuzz targets (fuzz/corpus/{lists,lua,icon,font,objs}/)
 * from the library's encoders:   make_misc_seeds fuzz/corpus
 * Built with the tests but not run by them; its output is committed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "warp/warp.h"

static _Alignas(16) unsigned char writer_mem[4096];
static unsigned char out[1 << 17];
static const char *root;

static warp_writer *begin(void) {
    warp_writer *w = (warp_writer *)writer_mem;
    if (warp_writer_sizeof() > sizeof writer_mem ||
        warp_writer_init(w, sizeof writer_mem, WARP_ABI_VERSION, out, sizeof out) != WARP_OK)
        abort();
    return w;
}

static void save(warp_writer *w, const char *target, const char *name) {
    if (warp_writer_status(w) != WARP_OK) {
        fprintf(stderr, "%s/%s: %s\n", target, name, warp_strerror(warp_writer_status(w)));
        abort();
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", root, target);
    mkdir(path, 0777);
    snprintf(path, sizeof path, "%s/%s/%s", root, target, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(out, 1, warp_writer_size(w), f) != warp_writer_size(w)) abort();
    fclose(f);
}

static void lists(void) {
    static const uint32_t types[5] = {0x44, 0x46, 0x4E, 0x4F, 0x4D};
    uint32_t v[3 * 9];
    for (int i = 0; i < 27; i++) v[i] = (uint32_t)(i * 0x0101u); /* below 0x10000: fits the u16 fields too */
    for (int t = 0; t < 5; t++) {
        warp_writer *w = begin();
        warp_write_u8(w, (uint8_t)t); /* the target's selector byte */
        if (warp_write_list(w, types[t], v, 3)) abort();
        char name[32];
        snprintf(name, sizeof name, "list_%02x", types[t]);
        save(w, "lists", name);
    }
}

/* main holding one function holding one function; strings, a number, locals, lines */
static void lua_fn(warp_writer *w, int depth) {
    warp_write_lua_string(w, depth ? NULL : "=(none)");
    warp_write_u32(w, (uint32_t)depth);
    warp_write_u32(w, 1);
    warp_write_u8(w, 0);
    warp_write_u32(w, 3);
    warp_write_u32(w, 1);
    warp_write_lua_string(w, "x");
    warp_write_u32(w, 0);
    warp_write_u32(w, 2);
    warp_write_u32(w, 3);
    warp_write_u32(w, (uint32_t)-1);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0x7FFFFFFF);
    warp_write_u32(w, 2);
    warp_write_lua_string(w, "print");
    warp_write_lua_string(w, "hello");
    warp_write_u32(w, 1);
    warp_write_u64(w, 0x4004000000000000ull); /* 2.5 */
    warp_write_u32(w, depth < 2 ? 1 : 0);
    if (depth < 2) lua_fn(w, depth + 1);
    warp_write_u32(w, 4);
    warp_write_u32(w, 12 | 0 << 6);                         /* GETGLOBAL 0 */
    warp_write_u32(w, 7 | 1 << 6);                          /* PUSHSTRING 1 */
    warp_write_u32(w, 2 | 0 << 15 | 0 << 6);                /* CALL 0 0 */
    warp_write_u32(w, 0);                                   /* END */
}

static void lua(void) {
    warp_writer *w = begin();
    warp_write_lua_header(w);
    lua_fn(w, 0);
    save(w, "lua", "nested");
}

static void icon(void) {
    static int16_t pos[3 * 2 * 4], nrm[3 * 4], uv[3 * 2];
    static uint8_t col[3 * 4];
    static uint16_t tex[128 * 128];
    for (int i = 0; i < 24; i++) pos[i] = (int16_t)(i * 300 - 4000);
    for (int i = 0; i < 3; i++) nrm[4 * i + 2] = 4096, uv[2 * i] = (int16_t)(i * 2048), col[4 * i] = 128;
    for (int i = 0; i < 128 * 128; i++) tex[i] = (uint16_t)(i * 37);
    uint32_t frames[4] = {0, 2, 1, 1};
    float keys[6] = {0, 1, 14.0625f, 0, 14.0625f, 1};
    warp_icon_desc d = {2, 7, 3, pos, nrm, uv, col, 1, 100, 0.5f, 0, 2, frames, keys, tex, {0}};
    warp_writer *w = begin();
    if (warp_write_icon(w, &d)) abort();
    save(w, "icon", "two_shapes");
}

static void font(void) {
    warp_writer *w = begin();
    const char *text = "METRICS1\r\ncn12.bmp mcn12.bmp\r\n12\r\n32 0 0 5 11 # ' '\r\n 33 6 0 8 11 # '!'\r\nx\r\n";
    warp_write_bytes(w, text, strlen(text));
    save(w, "font", "metrics");
    static uint8_t rgb[5 * 3 * 3];
    for (int i = 0; i < 45; i++) rgb[i] = (uint8_t)(i * 5);
    w = begin();
    if (warp_write_bmp24(w, 5, 3, rgb)) abort();
    save(w, "font", "bitmap");
}

static void objs(void) {
    warp_writer *w = begin();
    const char *text = "2\r\n{dyn_bat {1.5, -2, 0.3}, {0, 0, 0.7071, 0.7071}, -1, 26, 2, FFFFFFFF, nil )\r\n"
                       "{part_fire {1e2,2.5E-1,3},{0,0,0,1},-1,0,64,80FF00C0,flag_a)\r\n";
    warp_write_bytes(w, text, strlen(text));
    save(w, "objs", "two");
    w = begin();
    warp_write_bytes(w, "0\r\n\0\0", 5);
    save(w, "objs", "empty");
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: make_misc_seeds CORPUS_DIR\n");
        return 2;
    }
    root = argv[1];
    lists();
    lua();
    icon();
    font();
    objs();
    return 0;
}
