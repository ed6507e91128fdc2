/* Fuzz target: the rebuild's sound-table JSON reader (examples/warp/rebuild/sound_tables_json.c:
 * sound_list.json, sound_classes.json, stereo_sounds.json, music_list.json) against the
 * sample's tables written by the library: any bytes, read as each of the four tables, either
 * end in a message, or leave the table as it was, or give table data of the same length that
 * the library reads back with the same count. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/sound_tables.h"
#include "warp/warp.h"

typedef struct tables {
    uint8_t d[SOUND_TABLES][160];
    size_t len[SOUND_TABLES];
} tables;

static warp_writer *writer(uint8_t *buf, size_t cap) {
    warp_writer *w = malloc(warp_writer_sizeof());
    if (!w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap)) abort();
    return w;
}

/* The sample's tables (examples/warp/sample/audio.c): 7 sounds, 4 classes, 1 stereo sound, 1 track. */
static void build(tables *t) {
    static const uint32_t s[7][7] = {{0x287d8b33, 64, 2048, 0, 100, 65, 3}, {0x5c53d1b6, 416, 416, 0, 80, 17, 0},
                                     {0x65b33d3c, 672, 416, 0, 100, 36, 1}, {0x74dd6233, 416, 0, 10, 90, 34, 0},
                                     {0x8d736867, 416, 832, 0, 70, 36, 0},  {0xf0d3c979, 2048, 0, 0, 100, 36, 2},
                                     {0xfe515018, 416, 0, 0, 100, 36, 1}};
    static const uint32_t c[4][5] = {{10, 20, 0, 50, 1}, {5, 10, 2, 60, 1}, {0, 0, 4, 70, 1}, {0, 0, 4, 80, 2}};
    warp_writer *w = writer(t->d[0], sizeof t->d[0]);
    warp_write_u32(w, 7);
    for (int k = 0; k < 7; k++) {
        warp_sound_info i = {.hash = s[k][0], .size = s[k][1], .offset = s[k][2], .pitch_variation = s[k][3]};
        i.volume = s[k][4], i.rate_index = s[k][5], i.class_index = s[k][6];
        warp_write_sound_record(w, &i);
    }
    t->len[0] = warp_writer_size(w);
    free(w), w = writer(t->d[1], sizeof t->d[1]);
    for (int k = 0; k < 4; k++) {
        warp_sound_class_info i = {.near_m = c[k][0], .far_raw = c[k][1], .flags = c[k][2], .priority = c[k][3]};
        i.channels = c[k][4];
        warp_write_sound_class(w, &i);
    }
    t->len[1] = warp_writer_size(w);
    free(w), w = writer(t->d[2], sizeof t->d[2]);
    warp_stereo_info st = {.hash = 0x287d8b33, .layout = {2, 256, 3, 64, {0}}};
    warp_write_u32(w, 1), warp_write_zeros(w, 12), warp_write_stereo_record(w, &st);
    t->len[2] = warp_writer_size(w);
    free(w), w = writer(t->d[3], sizeof t->d[3]);
    warp_music_info m = {.hash = 0x88bb6511, .rate = 44100, .unknown_08 = 64, .unknown_0c = 32, .volume = 1.0f};
    m.layout = (warp_adpcm_layout){2, 1024, 2, 512, {0}};
    strcpy(m.name, "music/sample");
    warp_write_u32(w, 1), warp_write_music_record(w, &m);
    t->len[3] = warp_writer_size(w);
    if (warp_writer_status(w)) abort();
    free(w);
}

static int on_sound(void *u, const warp_sound_info *i) { return (void)i, ++*(uint32_t *)u, 0; }
static int on_class(void *u, const warp_sound_class_info *i) { return (void)i, ++*(uint32_t *)u, 0; }
static int on_stereo(void *u, const warp_stereo_info *i) { return (void)i, ++*(uint32_t *)u, 0; }
static int on_music(void *u, const warp_music_info *i) { return (void)i, ++*(uint32_t *)u, 0; }

static uint32_t count(int which, const uint8_t *d, size_t len) {
    uint32_t n = 0;
    int rc = which == 0   ? warp_sound_list_foreach(d, len, NULL, on_sound, &n)
             : which == 1 ? warp_sound_class_foreach(d, len, NULL, on_class, &n)
             : which == 2 ? warp_stereo_foreach(d, len, NULL, on_stereo, &n)
                          : warp_music_foreach(d, len, NULL, on_music, &n);
    if (rc != WARP_OK) abort();
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static tables t;
    static int built;
    if (!built) build(&t), built = 1;
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    for (int which = 0; which < SOUND_TABLES; which++) {
        uint8_t *out = NULL;
        if (sound_table_records(which, t.d[which], t.d[which], t.len[which], t.d[1], t.len[1], json, "fuzz", &out) ==
                0 && out) {
            if (count(which, out, t.len[which]) != count(which, t.d[which], t.len[which])) abort();
            free(out);
        }
    }
    free(json);
    return 0;
}
