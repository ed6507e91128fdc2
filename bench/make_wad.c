/* make_wad OUTDIR MEGABYTES: a large synthetic WARRIORS.WAD + WARRIORS.DIR for measuring
 * `warp extract WAD --stats` (speed and peak memory). A handful of entries made with the
 * library's writers (a 256x256 PSMT8 texture dictionary, a pack, a Lua chunk) repeated
 * until the WAD reaches the size asked; each standalone dictionary gets its own resource
 * hash so names and folders differ. Packs are disc-like (page 002: 15,144 dictionaries and
 * 17,570 models in 881 packs against 1,509 and 1,324 standalone): each holds copies of the
 * last PACK_DICTS standalone dictionaries (so each is held by about 8 packs) and a model and
 * a dictionary of its own shared by the 8 packs of its group. Entries are streamed to the
 * file, so the generator itself needs little memory. A streamed world (level998s: 64
 * sectors of a 1,922-vertex grid atomic each, in 4 parts) ends the WAD. bench/extract_bench.sh checks that
 * every entry extracts.
 * make_wad --dictionary FILE: one texture dictionary of 80 256x256 PSMT8/PSMT4 textures. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static uint8_t idx[256 * 256], pal[1024];

static void put_txd_body(warp_writer *w) {
    warp_texture_desc d;
    memset(&d, 0, sizeof d);
    d.name = "tex256";
    d.width = 256, d.height = 256, d.psm = WARP_PSM_T8, d.levels = 1, d.indices[0] = idx, d.palette = pal;
    warp_write_txd(w, &d, 1, WARP_RW_STAMP_37002);
}

static void put_txd(warp_writer *w, uint32_t hash) {
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x2A, hash);
    put_txd_body(w);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}

/* A model as the game's props: one frame, one atomic with the 0x3F0 scales and the
 * packed layout (FACTS.md 3.6), a 32x32 grid drawn as one strip per row pair, textured
 * with the dictionary's "tex256". */
#define GRID 32
static float gpos[GRID * 2 * (GRID - 1) * 3], guv[GRID * 2 * (GRID - 1) * 2], gnrm[GRID * 2 * (GRID - 1) * 3];

static void put_model(warp_writer *w, uint32_t hash) {
    static const float identity[12] = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0};
    warp_mesh_arrays m;
    memset(&m, 0, sizeof m);
    m.vertex_count = GRID * 2 * (GRID - 1);
    m.positions = gpos, m.normals = gnrm, m.uvs[0] = guv;
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    memset(mat.color, 255, 4);
    mat.texture_name = "tex256", mat.texture_name_len = 6;
    uint32_t mesh_mat = 0;
    warp_geometry_desc g;
    memset(&g, 0, sizeof g);
    g.layout = WARP_LAYOUT_PS2_PACKED;
    g.mesh_count = 1, g.meshes = &m, g.mesh_materials = &mesh_mat;
    g.material_count = 1, g.materials = &mat;
    g.position_scale = 1.0f / 1024, g.uv_scale = 1.0f / 4096;
    g.sphere[3] = 2.0f * 1024; /* in scaled units (FACTS.md 3.2) */
    warp_frame_desc f;
    memset(&f, 0, sizeof f);
    memcpy(f.matrix, identity, sizeof identity);
    f.parent = -1;
    warp_atomic_desc a;
    memset(&a, 0, sizeof a);
    a.has_warriors = 1, a.position_scale = g.position_scale, a.uv_scale = g.uv_scale;
    a.has_pipeline = 1, a.pipeline_plugin = 3, a.pipeline_id = 0x30083;
    warp_clump_desc c = {1, &f, 1, &g, 1, &a, {0}};
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x2A, hash); /* its own dictionary, as props' resources hold */
    put_txd_body(w);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x47, hash);
    warp_write_clump(w, &c, WARP_RW_STAMP_37002);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}

#define FIRST 0x10000000u /* the first entry's resource hash: entry c's is FIRST + c */
#define PACK_DICTS 16      /* standalone dictionaries a pack holds again */

/* Entry kind k (0 dictionary, 1 pack, 2 lua) number n (FIRST + its index) into buf; returns its size. */
static size_t build(int k, uint32_t n, uint8_t *buf, size_t cap) {
    static _Alignas(16) uint8_t mem[4096];
    warp_writer *w = (warp_writer *)mem;
    if (warp_writer_sizeof() > sizeof mem) abort();
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap);
    if (k == 0) {
        put_txd(w, n);
    } else if (k == 1) {
        /* entry c (c % 4 == 1) is a pack: dictionaries are the even entries before it */
        uint32_t c = n - FIRST, group = c / 32; /* 8 packs a group */
        warp_write_pack_begin(w);
        for (uint32_t j = 0; j < PACK_DICTS && 2 * j + 1 <= c; j++) put_txd(w, n - 1 - 2 * j);
        put_txd(w, (FIRST + group) ^ 0x80000000u);
        put_model(w, (FIRST + group) ^ 0x40000000u);
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

/* ---- a streamed world (FACTS.md 3.4): level998s, WORLD_SIDE^2 sectors of one grid atomic
 * each, in WORLD_PARTS parts; `warp rebuild` of an edited world is timed on it ---------------- */
#define WORLD_SIDE 8
#define WORLD_PARTS 4
#define WORLD_NAME "level998s"

typedef struct world_buf {
    uint8_t *p;
    size_t len;
} world_buf;

/* The bytes fn writes (asked, then written). */
static world_buf encode(void (*fn)(warp_writer *, const void *), const void *arg) {
    _Alignas(16) uint8_t mem[4096]; /* not static: part_fn encodes its dictionary inside */
    warp_writer *w = (warp_writer *)mem;
    world_buf b = {NULL, 0};
    for (int pass = 0; pass < 2; pass++) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, b.p, b.len);
        fn(w, arg);
        if (pass == 0 && !(b.p = malloc((b.len = warp_writer_size(w)) + 1))) exit(1);
    }
    if (warp_writer_status(w) != WARP_OK) {
        fprintf(stderr, "make_wad: world: %s\n", warp_strerror(warp_writer_status(w)));
        exit(1);
    }
    return b;
}

static void dict_fn(warp_writer *w, const void *arg) {
    (void)arg;
    put_txd_body(w);
}

static void grid_geometry(warp_geometry_desc *g, warp_mesh_arrays *m, warp_material_info *mat, uint32_t *mesh_mat) {
    memset(m, 0, sizeof *m), memset(mat, 0, sizeof *mat), memset(g, 0, sizeof *g);
    m->vertex_count = GRID * 2 * (GRID - 1);
    m->positions = gpos, m->normals = gnrm, m->uvs[0] = guv;
    memset(mat->color, 255, 4);
    mat->texture_name = "tex256", mat->texture_name_len = 6;
    *mesh_mat = 0;
    g->layout = WARP_LAYOUT_PS2_PACKED;
    g->mesh_count = 1, g->meshes = m, g->mesh_materials = mesh_mat;
    g->material_count = 1, g->materials = mat;
    g->position_scale = 1.0f / 1024, g->uv_scale = 1.0f / 4096;
    g->sphere[3] = 1.0f * 1024;
}

static void part_fn(warp_writer *w, const void *arg) {
    uint32_t part = *(const uint32_t *)arg, n = WORLD_SIDE * WORLD_SIDE / WORLD_PARTS;
    static warp_world_part_atomic_desc at[WORLD_SIDE * WORLD_SIDE];
    static warp_mesh_arrays m;
    static warp_material_info mat;
    static uint32_t mesh_mat;
    world_buf d = encode(dict_fn, NULL);
    for (uint32_t i = 0; i < n; i++) {
        memset(&at[i], 0, sizeof at[i]);
        at[i].k = (part - 1) * n + i;
        grid_geometry(&at[i].geometry, &m, &mat, &mesh_mat);
        at[i].atomic.has_warriors = 1, at[i].atomic.position_scale = at[i].geometry.position_scale;
        at[i].atomic.uv_scale = at[i].geometry.uv_scale;
        at[i].atomic.has_pipeline = 1, at[i].atomic.pipeline_plugin = 3, at[i].atomic.pipeline_id = 0x30083;
    }
    char name[64];
    snprintf(name, sizeof name, WORLD_NAME "_ms%u.sec", part);
    warp_write_world_part(w, warp_crc32(0, name, strlen(name)), d.p, d.len, n, at, WARP_RW_STAMP_37002);
    free(d.p);
}

static void stream_fn(warp_writer *w, const void *arg) {
    (void)arg;
    static warp_world_sector_desc sec[WORLD_SIDE * WORLD_SIDE];
    warp_material_info mat;
    memset(&mat, 0, sizeof mat);
    memset(mat.color, 255, 4);
    mat.texture_name = "tex256", mat.texture_name_len = 6;
    for (uint32_t k = 0; k < WORLD_SIDE * WORLD_SIDE; k++) {
        warp_world_sector_desc *s = &sec[k];
        memset(s, 0, sizeof *s);
        float o[3] = {(float)(k % WORLD_SIDE), 0, (float)(k / WORLD_SIDE)};
        s->has_index = 1, s->k = k, s->part = k / (WORLD_SIDE * WORLD_SIDE / WORLD_PARTS) + 1;
        memcpy(s->origin, o, sizeof o);
        s->box_max[0] = o[0] + 0.5f, s->box_max[1] = 0.4f, s->box_max[2] = o[2] + 0.5f;
        s->box_min[0] = o[0] - 0.5f, s->box_min[1] = 0, s->box_min[2] = o[2] - 0.5f;
    }
    warp_world_desc wd;
    memset(&wd, 0, sizeof wd);
    wd.format = 0x4101003D, wd.material_count = 1, wd.materials = &mat;
    wd.sector_count = WORLD_SIDE * WORLD_SIDE, wd.sectors = sec;
    world_buf d = encode(dict_fn, NULL);
    warp_write_world_stream(w, WORLD_PARTS, d.p, d.len, &wd, WARP_RW_STAMP_37002);
    free(d.p);
}

static void mem_fn(warp_writer *w, const void *arg) {
    const uint32_t *sizes = arg; /* the stream's, then each part's */
    uint32_t parts[2 * WORLD_PARTS];
    for (int j = 0; j < WORLD_PARTS; j++) parts[2 * j] = sizes[1 + j], parts[2 * j + 1] = sizes[1 + j] / 4 * 5;
    warp_write_world_manifest(w, sizes[0], sizes[0] / 4 * 5, WORLD_PARTS, parts);
}

/* The world's entries (stream, parts, manifest), in that order, with their names. */
static int world_entries(world_buf *out, char (*names)[64]) {
    uint32_t sizes[1 + WORLD_PARTS];
    out[0] = encode(stream_fn, NULL);
    snprintf(names[0], 64, WORLD_NAME "_sec.wld");
    sizes[0] = (uint32_t)out[0].len;
    for (uint32_t j = 1; j <= WORLD_PARTS; j++) {
        out[j] = encode(part_fn, &j);
        snprintf(names[j], 64, WORLD_NAME "_ms%u.sec", j);
        sizes[j] = (uint32_t)out[j].len;
    }
    out[WORLD_PARTS + 1] = encode(mem_fn, sizes);
    snprintf(names[WORLD_PARTS + 1], 64, WORLD_NAME "_sec.mem");
    return WORLD_PARTS + 2;
}

/* Strips of the grid: row pair r, column c gives (c, r) then (c, r + 1). */
static void fill_grid(void) {
    size_t v = 0;
    for (int r = 0; r + 1 < GRID; r++)
        for (int c = 0; c < GRID; c++)
            for (int k = 0; k < 2; k++, v++) {
                float x = (float)c / (GRID - 1), z = (float)(r + k) / (GRID - 1);
                gpos[v * 3] = x - 0.5f, gpos[v * 3 + 1] = 0.1f * (float)((c * 7 + r * 3) % 5), gpos[v * 3 + 2] = z - 0.5f;
                gnrm[v * 3 + 1] = 1.0f;
                guv[v * 2] = x, guv[v * 2 + 1] = z;
            }
}

/* The texture-heavy case: one dictionary of 80 textures of 256x256, PSMT8 and PSMT4 in
 * turn, with image-like content (smooth ramps, one texture in four with a little noise, every fourth texture cut
 * out with alpha 0 in part of its palette). */
static int write_dictionary(const char *path) {
    enum { COUNT = 80, SIDE = 256 };
    static uint8_t texels[COUNT][SIDE * SIDE], pals[COUNT][1024];
    static char names[COUNT][16];
    static warp_texture_desc d[COUNT];
    for (uint32_t k = 0; k < COUNT; k++) {
        uint32_t colors = k % 2 ? 16 : 256;
        for (uint32_t y = 0; y < SIDE; y++)
            for (uint32_t x = 0; x < SIDE; x++) {
                uint32_t h = (x * 73856093u ^ y * 19349663u ^ k * 83492791u) * 2654435761u;
                uint32_t v = (x * (3 + k % 5)) / 8 + (y * (2 + k % 3)) / 8 + ((x * y) >> (9 + k % 3)) +
                             (k % 4 == 0 ? h >> 31 : 0);
                texels[k][y * SIDE + x] = (uint8_t)(colors == 256 ? v & 255 : (v >> 3) & 15);
            }
        for (uint32_t i = 0; i < colors; i++) {
            uint32_t t = i * 256 / colors;
            pals[k][i * 4] = (uint8_t)(t * (k % 3 + 1) / 3 + k * 17);
            pals[k][i * 4 + 1] = (uint8_t)(255 - t / 2 - k * 5);
            pals[k][i * 4 + 2] = (uint8_t)(t / 3 + 64);
            pals[k][i * 4 + 3] = (uint8_t)(k % 4 == 3 && t < 32 ? 0 : 255);
        }
        snprintf(names[k], sizeof names[k], "tex%02u_%s", k, colors == 256 ? "t8" : "t4");
        d[k] = (warp_texture_desc){.name = names[k], .width = SIDE, .height = SIDE, .levels = 1,
                                   .psm = colors == 256 ? WARP_PSM_T8 : WARP_PSM_T4, .palette = pals[k]};
        d[k].indices[0] = texels[k];
    }
    static _Alignas(16) uint8_t mem[4096];
    warp_writer *w = (warp_writer *)mem;
    if (warp_writer_sizeof() > sizeof mem) abort();
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    warp_write_txd(w, d, COUNT, WARP_RW_STAMP_37002);
    size_t len = warp_writer_size(w);
    uint8_t *buf = malloc(len);
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, len);
    int rc = warp_write_txd(w, d, COUNT, WARP_RW_STAMP_37002);
    FILE *f = fopen(path, "wb");
    if (rc || warp_writer_status(w) || !f || fwrite(buf, 1, len, f) != len || fclose(f)) {
        fprintf(stderr, "make_wad: cannot write %s: %s\n", path, warp_strerror(rc ? rc : warp_writer_status(w)));
        return 1;
    }
    printf("make_wad: %u textures (%u bytes of RGBA) in %s\n", COUNT, COUNT * SIDE * SIDE * 4, path);
    free(buf);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && !strcmp(argv[1], "--dictionary")) return write_dictionary(argv[2]);
    if (argc != 3) {
        fprintf(stderr, "usage: make_wad OUTDIR MEGABYTES\n       make_wad --dictionary FILE.txd\n");
        return 2;
    }
    uint64_t want = (uint64_t)strtoull(argv[2], NULL, 10) << 20;
    for (int i = 0; i < 256 * 256; i++) idx[i] = (uint8_t)(i * 13 + i / 256);
    for (int i = 0; i < 1024; i++) pal[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 5);
    fill_grid();
    char path[4096];
    snprintf(path, sizeof path, "%s/WARRIORS.WAD", argv[1]);
    FILE *wad = fopen(path, "wb");
    snprintf(path, sizeof path, "%s/WARRIORS.DIR", argv[1]);
    FILE *dir = fopen(path, "wb");
    size_t cap = 4u << 20; /* a pack: PACK_DICTS + 2 dictionaries of 66 KB */
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
        size_t len = build(k, FIRST + count, buf, cap);
        uint8_t *r = realloc(recs, ((size_t)count + 1) * 12);
        if (!r || off + len > 0xFFFFFFFFu) break;
        recs = r;
        char name[32];
        snprintf(name, sizeof name, k == 2 ? "script%u.lua" : k == 1 ? "pack%u.pak" : "%u",
                 k == 2 || k == 1 ? count : FIRST + count);
        uint32_t rec[3] = {(uint32_t)off, (uint32_t)len, warp_name_hash(name)};
        memcpy(recs + (size_t)count * 12, rec, 12); /* little-endian host assumed */
        fwrite(buf, 1, len, wad);
        size_t pad = (2048 - len % 2048) % 2048;
        fwrite(zeros, 1, pad, wad);
        off += len + pad;
        count++;
    }
    world_buf wb[WORLD_PARTS + 2];
    char wn[WORLD_PARTS + 2][64];
    for (int k = 0, n = world_entries(wb, wn); k < n; k++) { /* the streamed world last */
        uint8_t *r = realloc(recs, ((size_t)count + 1) * 12);
        if (!r) break;
        recs = r;
        uint32_t rec[3] = {(uint32_t)off, (uint32_t)wb[k].len, warp_name_hash(wn[k])};
        memcpy(recs + (size_t)count * 12, rec, 12);
        fwrite(wb[k].p, 1, wb[k].len, wad);
        size_t pad = (2048 - wb[k].len % 2048) % 2048;
        fwrite(zeros, 1, pad, wad);
        off += wb[k].len + pad;
        count++;
        free(wb[k].p);
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
