/* Writes the fuzz seed corpora (fuzz/corpus/<target>/) from the library's own writers:
 *   make_seeds fuzz/corpus
 * Built with the tests but not run by them; its output is committed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "warp/warp.h"

#define STAMP WARP_RW_STAMP_37002

static _Alignas(16) unsigned char writer_mem[4096];
static unsigned char out[1 << 16];
static const char *root;

static warp_writer *begin(void) {
    warp_writer *w = (warp_writer *)writer_mem;
    if (warp_writer_sizeof() > sizeof writer_mem ||
        warp_writer_init(w, sizeof writer_mem, WARP_ABI_VERSION, out, sizeof out) != WARP_OK)
        abort();
    return w;
}

static void save(warp_writer *w, const char *target, const char *name) {
    if (warp_writer_status(w) != WARP_OK) abort();
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", root, target);
    mkdir(path, 0777);
    snprintf(path, sizeof path, "%s/%s/%s", root, target, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(out, 1, warp_writer_size(w), f) != warp_writer_size(w)) abort();
    fclose(f);
}

static void dictionary(warp_writer *w, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_TEXTURE_DICTIONARY, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u16(w, 0);
    warp_write_u16(w, 6);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
}

static void simple(warp_writer *w, uint32_t type, uint32_t struct_bytes, uint32_t stamp) {
    warp_write_section_begin(w, type, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_zeros(w, struct_bytes);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
}

/* A clump with a frame list, a geometry list and one atomic. */
static void clump(warp_writer *w, uint32_t stamp) {
    warp_write_section_begin(w, WARP_RW_CLUMP, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 1);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_FRAME_LIST, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 1);
    warp_write_zeros(w, 56);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_begin(w, WARP_RW_FRAME_NAME, stamp);
    warp_write_bytes(w, "root", 4);
    warp_write_section_end(w);
    warp_write_section_end(w);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_GEOMETRY_LIST, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 1);
    warp_write_section_end(w);
    simple(w, WARP_RW_GEOMETRY, 28, stamp);
    warp_write_section_end(w);
    simple(w, WARP_RW_ATOMIC, 16, stamp);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
}

static void resource(warp_writer *w, uint32_t hash, const uint32_t *types, size_t n) {
    warp_write_resource_begin(w, hash);
    for (size_t i = 0; i < n; i++) {
        warp_write_chunk_begin(w, types[i], hash);
        if (types[i] == 0x2A)
            dictionary(w, STAMP);
        else if (types[i] == 0x47)
            clump(w, STAMP);
        else if (types[i] == 0x15)
            simple(w, WARP_RW_WORLD, 64, STAMP);
        else
            for (size_t k = 0; k < 20 + i; k++) warp_write_u8(w, (uint8_t)k);
        warp_write_chunk_end(w);
    }
    warp_write_resource_end(w);
}

static void world_part(warp_writer *w, uint32_t n) {
    warp_write_u32(w, 1);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, warp_crc32(0, "level1s_ms1.sec", 15));
    dictionary(w, STAMP);
    warp_write_u32(w, n);
    for (uint32_t i = 0; i < n; i++) {
        warp_write_u32(w, i);
        simple(w, WARP_RW_ATOMIC, 16, STAMP);
    }
}

static void world_stream(warp_writer *w, uint32_t n) {
    warp_write_u32(w, n);
    dictionary(w, STAMP);
    simple(w, WARP_RW_WORLD, 64, STAMP);
}

static const uint32_t t_tex[] = {0x2A}, t_sprite[] = {0x2A, 0x4C}, t_model[] = {0x47}, t_skin[] = {0x47, 0x28},
                      t_anim[] = {0x00, 0x02}, t_char[] = {0x00, 0x02, 0x45, 0x08},
                      t_level[] = {0x53, 0x2A, 0x47, 0x17, 0x15}, t_scene[] = {0x43},
                      t_global[] = {0x29, 0x31, 0x44, 0x46, 0x48, 0x49, 0x4D, 0x4E, 0x4F};

static void containers(const char *target) {
    warp_writer *w = begin();
    resource(w, 0x337ABB4Bu, t_tex, 1);
    save(w, target, "textures");
    w = begin();
    resource(w, 1, t_sprite, 2);
    save(w, target, "sprite_sheet");
    w = begin();
    resource(w, 2, t_model, 1);
    save(w, target, "model");
    w = begin();
    resource(w, 3, t_skin, 2);
    save(w, target, "skinned_model");
    w = begin();
    resource(w, 4, t_anim, 2);
    save(w, target, "animation");
    w = begin();
    resource(w, 5, t_char, 4);
    save(w, target, "character");
    w = begin();
    resource(w, 6, t_level, 5);
    save(w, target, "level");
    w = begin();
    resource(w, 7, t_global, 9);
    save(w, target, "global");
    w = begin();
    resource(w, 8, t_scene, 1);
    save(w, target, "scene_list");
    w = begin();
    warp_write_pack_begin(w);
    resource(w, 9, t_tex, 1);
    resource(w, 10, t_skin, 2);
    resource(w, 11, t_anim, 2);
    warp_write_pack_end(w);
    save(w, target, "pack");
    w = begin();
    world_part(w, 2);
    save(w, target, "world_part");
    w = begin();
    world_stream(w, 2);
    save(w, target, "world_stream");
}

static void bytes(const char *target, const char *name, const void *data, size_t len) {
    warp_writer *w = begin();
    warp_write_bytes(w, data, len);
    save(w, target, name);
}

static void put32le(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* audio: an encoded sound (end frame + the silent frame 7), each sound table, a bank
 * index and a stereo layout whose first block follows it. */
static void audio_seeds(void) {
    int16_t pcm[28 * 6];
    for (int i = 0; i < 28 * 6; i++) pcm[i] = (int16_t)((i * 997) % 20000 - 10000);
    uint8_t buf[4096] = {0};
    warp_adpcm_state st = {0};
    size_t n;
    if (warp_adpcm_encode(&st, pcm, 28 * 6, WARP_ADPCM_FLAG_END, buf, sizeof buf, &n)) abort();
    buf[n + 1] = 7;
    bytes("audio", "bank_sample", buf, n + 16);
    memset(buf, 0, sizeof buf);
    put32le(buf, 2); /* sound list: two records from +4 */
    put32le(buf + 4, 112), put32le(buf + 8, 0), put32le(buf + 12, 0x1111), buf[16] = 5, buf[17] = 100, buf[18] = 36;
    put32le(buf + 20, 64), put32le(buf + 24, 0x800), put32le(buf + 28, 0x2222), buf[34] = 72, buf[35] = 224;
    bytes("audio", "sound_list", buf, 48);
    static const uint8_t classes[] = {5, 20, 0x05, 3, 1, 9, 8, 0x04, 1, 2, 0, 0, 0, 0, 0, 0};
    bytes("audio", "classes", classes, sizeof classes);
    memset(buf, 0, sizeof buf);
    put32le(buf, 1); /* stereo table: records from +16; the data is the table itself */
    put32le(buf + 16, 0x2222), put32le(buf + 20, 32), put32le(buf + 24, 32), put32le(buf + 28, 2);
    bytes("audio", "stereo", buf, 128);
    memset(buf, 0, sizeof buf);
    put32le(buf, 1); /* music list: 104-byte records from +4 */
    put32le(buf + 4, 0x3F800000u), put32le(buf + 8, 30000), put32le(buf + 12, 64), put32le(buf + 16, 32);
    put32le(buf + 24, 2), put32le(buf + 28, 16), put32le(buf + 32, 3), put32le(buf + 36, 16);
    memcpy(buf + 4 + 0x28, "music/seed", 10);
    bytes("audio", "music", buf, 4 + 104 + 12);
    static const uint8_t msd[] = {4, 0, 0, 0, 0, 0, 0, 0, 0x78, 0x56, 0, 0, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    bytes("audio", "bank_index", msd, sizeof msd);
    memset(buf, 0, sizeof buf);
    put32le(buf, 2), put32le(buf + 4, 16), put32le(buf + 8, 2), put32le(buf + 12, 16); /* a layout word by word */
    bytes("audio", "layout", buf, 80);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: make_seeds CORPUS_DIR\n");
        return 2;
    }
    root = argv[1];
    mkdir(root, 0777);

    /* chunk: containers and the look-alikes that must be rejected */
    containers("chunk");
    /* classify: every kind */
    containers("classify");
    static const uint8_t manifest[] = {200, 0, 0, 0, 144, 1, 0, 0, 1, 0, 0, 0, 100, 0, 0, 0, 200, 0, 0, 0};
    bytes("classify", "world_manifest", manifest, sizeof manifest);
    static const uint8_t lua[] = {0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08, 0, 0, 0};
    bytes("classify", "lua", lua, sizeof lua);
    uint8_t scene[40] = {40, 0, 0, 0, 0, 0, 0, 0, 'c', 's', '_', 'a', 0};
    bytes("classify", "scene", scene, sizeof scene);
    static const uint8_t msd[] = {0x34, 0x12, 0, 0, 0, 0, 0, 0, 0x78, 0x56, 0, 0, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    bytes("classify", "sound_index", msd, sizeof msd);
    bytes("classify", "font_metrics", "METRICS1\n32 0 0 6 12\n", 21);
    uint8_t bmp[54 + 4 * 2 * 3] = {'B', 'M', sizeof bmp, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0,
                                   4, 0, 0, 0, 2, 0, 0, 0, 1, 0, 24, 0};
    bytes("classify", "bitmap", bmp, sizeof bmp);
    uint8_t icon[32] = {0, 0, 1, 0, 1, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0x80, 0x3F};
    bytes("classify", "icon", icon, sizeof icon);
    bytes("classify", "object_list", "2\n{dyn_bat {1.0, 2.0, 3.0}}\n{fx {4, 5, 6}}\n", 43);
    warp_writer *w = begin();
    dictionary(w, WARP_RW_STAMP_36003);
    save(w, "classify", "rw_old");

    /* rw: streams for the walker, with several roots and trailing padding */
    w = begin();
    dictionary(w, STAMP);
    save(w, "rw", "dictionary");
    w = begin();
    clump(w, STAMP);
    save(w, "rw", "clump");
    w = begin();
    simple(w, WARP_RW_UV_ANIM_DICTIONARY, 4, WARP_RW_STAMP_36003);
    clump(w, WARP_RW_STAMP_36003);
    warp_write_zeros(w, 20);
    save(w, "rw", "two_roots_padding");
    w = begin();
    simple(w, WARP_RW_WORLD, 64, STAMP);
    save(w, "rw", "world");

    /* dir: DIR records pointing into the same input (the target's WAD) */
    static const struct {
        uint32_t offset, size, hash;
    } recs[] = {{64, 8, 0x7E23A6F2u}, {72, 4, 0x12345678u}, {76, 4, 0x7E23A6F2u}, {4096, 0, 1}};
    for (int variant = 0; variant < 3; variant++) {
        w = begin();
        uint32_t n = variant == 2 ? 4 : 3;
        warp_write_dir_header(w, n);
        for (uint32_t i = 0; i < n; i++) warp_write_dir_record(w, recs[i].offset, recs[i].size, recs[i].hash);
        warp_write_zeros(w, 64 + 16 - warp_writer_size(w));
        warp_write_u8(w, (uint8_t)(variant == 1 ? 2 : 1)); /* mode: memory or reader */
        save(w, "dir", variant == 0 ? "memory" : variant == 1 ? "reader" : "past_end");
    }
    audio_seeds();
    return 0;
}
