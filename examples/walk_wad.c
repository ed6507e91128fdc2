/* walk_wad: the job a host program does first, with the public API only: list every
 * entry of WARRIORS.WAD, decode every texture, and print every model's and world's
 * counts (declared by the file and decoded).
 *
 *   walk_wad WARRIORS.WAD WARRIORS.DIR
 *
 * warp_entry_streams finds the RenderWare streams of each entry (a dictionary in a 0x2A
 * chunk, a clump in a 0x47 chunk, a level's world, a streamed world's files ...), so
 * this program only says what to do with each kind of stream. */
#include <stdio.h>
#include <stdlib.h>

#include "warp/warp.h"

static void *load(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    void *p = NULL;
    if (f && fseek(f, 0, SEEK_END) == 0 && (*len = (size_t)ftell(f)) < ((size_t)1 << 40) &&
        fseek(f, 0, SEEK_SET) == 0 && (p = malloc(*len ? *len : 1)) && fread(p, 1, *len, f) != *len) {
        free(p);
        p = NULL;
    }
    if (f) fclose(f);
    return p;
}

static void *handle(size_t size) { return aligned_alloc(WARP_ALIGN, size); } /* sizes are multiples of it */

/* One geometry: the header's declared counts, then what decoding gives. */
static void geometry_counts(const char *what, uint32_t n, warp_geometry *g) {
    warp_geometry_info in;
    uint32_t v = 0, t = 0;
    warp_geometry_get_info(g, &in);
    int rc = warp_geometry_decoded_counts(g, &v, &t);
    printf("    %s %u: %u meshes, declared %u vertices %u triangles, decoded", what, n, in.mesh_count, in.vertex_count,
           in.triangle_count);
    if (rc == WARP_OK)
        printf(" %u vertices %u triangles\n", v, t);
    else
        printf(": %s\n", warp_strerror(rc));
}

static int on_texture(void *user, const warp_texture *t) {
    warp_texture_info in;
    size_t need;
    warp_texture_get_info(t, &in);
    warp_texture_decode_rgba(t, 0, NULL, 0, 0, &need); /* ask, then decode */
    void *rgba = malloc(need);
    int rc = rgba ? warp_texture_decode_rgba(t, 0, rgba, need, 0, NULL) : WARP_E_DST_SMALL;
    printf("    texture %s: %ux%u, %u levels, %s\n", in.name, in.width, in.height, in.levels, warp_strerror(rc));
    free(rgba);
    ++*(unsigned *)user;
    return 0;
}

typedef struct totals {
    unsigned textures, models, worlds;
    warp_geometry *g; /* reused for every geometry */
    warp_world *world; /* the world being walked */
} totals;

static int on_sector(void *user, const warp_world_sector_info *s) {
    totals *t = user;
    if (warp_world_sector_geometry(t->world, s, t->g, warp_geometry_sizeof(), NULL) == WARP_OK)
        geometry_counts("sector", s->index, t->g);
    return 0;
}

static int on_stream(void *user, const warp_stream_info *s) {
    totals *t = user;
    int rc = WARP_OK;
    if (!s->section) {
        printf("  stream %u at 0x%zx: chunk 0x%02x holds no %s\n", s->index, s->offset, s->chunk_type,
               warp_rw_type_name(s->type));
        return 0;
    }
    printf("  stream %u at 0x%zx: %s\n", s->index, s->offset, warp_rw_type_name(s->type));
    if (s->type == WARP_RW_TEXTURE_DICTIONARY) {
        rc = warp_txd_foreach(s->section, s->section_len, NULL, on_texture, &t->textures);
    } else if (s->type == WARP_RW_CLUMP) {
        warp_clump *c = handle(warp_clump_sizeof());
        warp_clump_info ci;
        rc = warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, s->section, s->section_len, NULL);
        if (rc == WARP_OK) {
            warp_clump_get_info(c, &ci);
            printf("    clump: %u frames, %u geometries, %u atomics\n", ci.frame_count, ci.geometry_count,
                   ci.atomic_count);
            for (uint32_t i = 0; i < ci.geometry_count; i++)
                if (warp_clump_geometry(c, i, t->g, warp_geometry_sizeof()) == WARP_OK)
                    geometry_counts("geometry", i, t->g);
            t->models++;
        }
        free(c);
    } else if (s->type == WARP_RW_WORLD) {
        warp_world_info wi;
        t->world = handle(warp_world_sizeof());
        rc = warp_world_init(t->world, warp_world_sizeof(), WARP_ABI_VERSION, s->section, s->section_len, NULL);
        if (rc == WARP_OK) {
            warp_world_get_info(t->world, &wi);
            printf("    world: %u sectors, %u planes, %u materials, declared %u triangles\n", wi.sector_count,
                   wi.plane_count, wi.material_count, wi.triangle_count);
            rc = warp_world_foreach_sector(t->world, on_sector, t);
            t->worlds++;
        }
        free(t->world);
    } else if (s->type == WARP_RW_ATOMIC) { /* a streamed world part's atomic: its own geometry */
        warp_atomic_info a;
        if ((rc = warp_atomic_read(s->section, s->section_len, &a)) == WARP_OK && a.embedded &&
            (rc = warp_geometry_init(t->g, warp_geometry_sizeof(), WARP_ABI_VERSION, a.embedded, a.embedded_len, &a,
                                     NULL)) == WARP_OK)
            geometry_counts("part atomic k", s->part_k, t->g);
    }
    if (rc != WARP_OK) printf("    error: %s\n", warp_strerror(rc));
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: walk_wad WARRIORS.WAD WARRIORS.DIR\n");
        return 2;
    }
    size_t wad_len = 0, dir_len = 0;
    void *wad = load(argv[1], &wad_len), *dir = load(argv[2], &dir_len);
    warp_wad *w = handle(warp_wad_sizeof());
    totals t = {0, 0, 0, handle(warp_geometry_sizeof()), NULL};
    int rc = wad && dir ? warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, dir_len, wad_len, NULL)
                        : WARP_E_IO;
    uint32_t bad;
    if (rc == WARP_E_RANGE && warp_wad_first_bad(dir, dir_len, wad_len, &bad) == WARP_OK)
        fprintf(stderr, "walk_wad: entry %u ends past the end of the WAD\n", bad);
    if (rc == WARP_OK) rc = warp_wad_set_memory(w, wad, wad_len);
    for (uint32_t i = 0; rc == WARP_OK && i < warp_wad_count(w); i++) {
        warp_entry e;
        const uint8_t *data;
        size_t len;
        warp_wad_get(w, i, &e);
        warp_wad_data(w, i, &data, &len);
        int kind, crc = warp_classify(data, len, WARP_KIND_UNKNOWN, &kind);
        printf("entry %u: hash 0x%08x, %u bytes, %s\n", i, e.hash, e.size, warp_kind_name(kind));
        if (crc != WARP_OK) printf("  damaged: %s\n", warp_strerror(crc));
        int src = warp_entry_streams(data, len, kind, NULL, on_stream, &t);
        if (src != WARP_OK) printf("  error: %s\n", warp_strerror(src));
    }
    if (rc == WARP_OK)
        printf("%u entries, %u textures, %u models, %u worlds\n", warp_wad_count(w), t.textures, t.models, t.worlds);
    else
        fprintf(stderr, "walk_wad: %s\n", warp_strerror(rc));
    free(t.g);
    free(w);
    free(wad);
    free(dir);
    return rc == WARP_OK ? 0 : 1;
}
