/* make_wad OUTDIR MEGABYTES: a large synthetic WARRIORS.WAD + WARRIORS.DIR for measuring
 * `warp extract WAD --stats` (speed and peak memory). A handful of entries made with the
 * library's writers (a 256x256 PSMT8 texture dictionary, a pack of two dictionaries and
 * a model, a Lua chunk) repeated until the WAD reaches the size asked; each copy gets its
 * own resource hash so names and folders differ. Entries are streamed to the file, so
 * the generator itself needs little memory. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static uint8_t idx[256 * 256], pal[1024];

static void put_txd(warp_writer *w, uint32_t hash) {
    warp_texture_desc d;
    memset(&d, 0, sizeof d);
    d.name = "tex256";
    d.width = 256, d.height = 256, d.psm = WARP_PSM_T8, d.levels = 1, d.indices[0] = idx, d.palette = pal;
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x2A, hash);
    warp_write_txd(w, &d, 1, WARP_RW_STAMP_37002);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}

static void put_model(warp_writer *w, uint32_t hash) {
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x47, hash);
    warp_write_section_begin(w, WARP_RW_CLUMP, WARP_RW_STAMP_37002);
    warp_write_section_begin(w, WARP_RW_STRUCT, WARP_RW_STAMP_37002);
    warp_write_zeros(w, 12);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, WARP_RW_STAMP_37002);
    warp_write_section_end(w);
    warp_write_section_end(w);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}

/* Entry kind k (0 dictionary, 1 pack, 2 lua) number n into buf; returns its size. */
static size_t build(int k, uint32_t n, uint8_t *buf, size_t cap) {
    static _Alignas(16) uint8_t mem[4096];
    warp_writer *w = (warp_writer *)mem;
    if (warp_writer_sizeof() > sizeof mem) abort();
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap);
    if (k == 0) {
        put_txd(w, n);
    } else if (k == 1) {
        warp_write_pack_begin(w);
        put_txd(w, n);
        put_txd(w, n ^ 0x80000000u);
        put_model(w, n ^ 0x40000000u);
        warp_write_pack_end(w);
    } else {
        /* a whole chunk (the tool lists it): main pushes one 3,999-character string constant */
        warp_write_lua_header(w);
        warp_write_u32(w, 0);                                  /* no source name */
        warp_write_zeros(w, 8);                                /* line, params */
        warp_write_u8(w, 0);                                   /* vararg */
        warp_write_u32(w, 1);                                  /* max stack */
        warp_write_zeros(w, 8);                                /* locals, line info */
        warp_write_u32(w, 1);                                  /* one string */
        warp_write_u32(w, 4000);
        for (uint32_t i = 0; i < 3999; i++) warp_write_u8(w, (uint8_t)('a' + (i * 31 + n) % 26));
        warp_write_u8(w, 0);
        warp_write_zeros(w, 8);                                /* numbers, functions */
        warp_write_u32(w, 2);
        warp_write_u32(w, 7);                                  /* PUSHSTRING 0 */
        warp_write_u32(w, 0);                                  /* END */
    }
    if (warp_writer_status(w) != WARP_OK) {
        fprintf(stderr, "make_wad: %s\n", warp_strerror(warp_writer_status(w)));
        exit(1);
    }
    return warp_writer_size(w);
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: make_wad OUTDIR MEGABYTES\n");
        return 2;
    }
    uint64_t want = (uint64_t)strtoull(argv[2], NULL, 10) << 20;
    for (int i = 0; i < 256 * 256; i++) idx[i] = (uint8_t)(i * 13 + i / 256);
    for (int i = 0; i < 1024; i++) pal[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 5);
    char path[4096];
    snprintf(path, sizeof path, "%s/WARRIORS.WAD", argv[1]);
    FILE *wad = fopen(path, "wb");
    snprintf(path, sizeof path, "%s/WARRIORS.DIR", argv[1]);
    FILE *dir = fopen(path, "wb");
    size_t cap = 1 << 20;
    uint8_t *buf = malloc(cap), *recs = NULL;
    if (!wad || !dir || !buf) {
        perror("make_wad");
        return 1;
    }
    uint64_t off = 0;
    uint32_t count = 0;
    static const uint8_t zeros[2048];
    while (off < want) {
        int k = count % 4 == 3 ? 2 : count % 4 == 1 ? 1 : 0;
        size_t len = build(k, 0x10000000u + count, buf, cap);
        uint8_t *r = realloc(recs, ((size_t)count + 1) * 12);
        if (!r || off + len > 0xFFFFFFFFu) break;
        recs = r;
        char name[32];
        snprintf(name, sizeof name, k == 2 ? "script%u.lua" : "%u", k == 2 ? count : 0x10000000u + count);
        uint32_t rec[3] = {(uint32_t)off, (uint32_t)len, warp_name_hash(name)};
        memcpy(recs + (size_t)count * 12, rec, 12); /* little-endian host assumed */
        fwrite(buf, 1, len, wad);
        size_t pad = (2048 - len % 2048) % 2048;
        fwrite(zeros, 1, pad, wad);
        off += len + pad;
        count++;
    }
    uint32_t head[4] = {count, 0, 0, 0};
    fwrite(head, 4, 4, dir);
    fwrite(recs, 12, count, dir);
    int bad = fclose(wad) | fclose(dir);
    printf("make_wad: %u entries, %.1f MB in %s\n", count, (double)off / 1e6, argv[1]);
    free(buf);
    free(recs);
    return bad ? 1 : 0;
}
