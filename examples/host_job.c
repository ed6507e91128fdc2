/* host_job WARRIORS.WAD WARRIORS.DIR: a new tool author's first job, public API only, no
 * names file: every entry; every texture, model (all arrays in one pass), world sector,
 * world-part atomic and clip decoded; every bank sound decoded at its sound-list rate (bank
 * and index paired by hash, the rate found by hash). */
#include <stdio.h>
#include <stdlib.h>

#include "warp/warp.h"

typedef struct job {
    unsigned entries, textures, bad_textures, meshes, vertices, worlds, clips, sounds, rated;
    const uint8_t *sound_list, *bank; /* chunk 0x29 of warriors.glr; the .msb being walked */
    size_t sound_list_len;
    warp_geometry *g; /* reused for every geometry */
    warp_world *world;
} job;

static void *load(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    void *p = NULL;
    if (f && !fseek(f, 0, SEEK_END) && (*len = (size_t)ftell(f)) < ((size_t)1 << 40) && !fseek(f, 0, SEEK_SET) &&
        (p = malloc(*len ? *len : 1)) && fread(p, 1, *len, f) != *len)
        free(p), p = NULL;
    if (f) fclose(f);
    return p;
}
static void *handle(size_t size) { return aligned_alloc(WARP_ALIGN, size); } /* sizes are multiples */
static int on_texture(void *user, const warp_texture *t) { /* ask, then decode */
    size_t need;
    void *rgba = warp_texture_decode_rgba(t, 0, NULL, 0, 0, &need) ? NULL : malloc(need);
    if (rgba && warp_texture_decode_rgba(t, 0, rgba, need, 0, NULL) == WARP_OK) ((job *)user)->textures++;
    free(rgba);
    return 0;
}
static int on_bad_texture(void *user, const warp_txd_bad *b) { /* reported; the walk goes on */
    printf("  texture %u: %s\n", b->index, warp_strerror(b->status));
    return !++((job *)user)->bad_textures;
}

/* Every mesh of an opened geometry: every array it has, in one walk of its data. */
static void meshes(job *j) {
    warp_geometry_info in;
    warp_geometry_get_info(j->g, &in);
    for (uint32_t m = 0; m < in.mesh_count; m++) {
        size_t nv, nt;
        if (warp_geometry_copy_mesh(j->g, m, NULL, &nv, &nt) != WARP_OK) continue;
        float *f = malloc((nv ? nv : 1) * (3 + 3 + 2 + 4) * sizeof *f);
        uint16_t *jt = malloc((nv ? nv : 1) * 8);
        uint32_t *tri = malloc((nt ? nt : 1) * 12);
        warp_mesh_dst d = {.positions = f, .normals = in.has_normals ? f + 3 * nv : NULL,
                           .uvs = {in.uv_sets ? f + 6 * nv : NULL}, .weights = in.has_skin ? f + 8 * nv : NULL,
                           .joints = in.has_skin ? jt : NULL, .triangles = tri, .vertex_capacity = nv,
                           .triangle_capacity = nt};
        if (f && jt && tri && warp_geometry_copy_mesh(j->g, m, &d, NULL, NULL) == WARP_OK) j->meshes++, j->vertices += nv;
        free(f), free(jt), free(tri);
    }
}
static int on_sector(void *user, const warp_world_sector_info *s) {
    job *j = user;
    if (warp_world_sector_geometry(j->world, s, j->g, warp_geometry_sizeof(), NULL) == WARP_OK) meshes(j);
    return 0;
}
static int on_stream(void *user, const warp_stream_info *s) {
    job *j = user;
    int rc = WARP_OK;
    if (s->section && s->type == WARP_RW_TEXTURE_DICTIONARY) {
        rc = warp_txd_foreach_all(s->section, s->section_len, NULL, on_texture, on_bad_texture, j);
    } else if (s->section && s->type == WARP_RW_CLUMP) {
        warp_clump *c = handle(warp_clump_sizeof());
        warp_clump_info ci = {0};
        rc = warp_clump_init(c, warp_clump_sizeof(), WARP_ABI_VERSION, s->section, s->section_len, NULL);
        if (rc == WARP_OK) warp_clump_get_info(c, &ci);
        for (uint32_t i = 0; i < ci.geometry_count; i++)
            if (warp_clump_geometry(c, i, j->g, warp_geometry_sizeof()) == WARP_OK) meshes(j);
        free(c);
    } else if (s->section && s->type == WARP_RW_WORLD) { /* a level's, a streamed world's tree */
        j->world = handle(warp_world_sizeof());
        rc = warp_world_init(j->world, warp_world_sizeof(), WARP_ABI_VERSION, s->section, s->section_len, NULL);
        if (rc == WARP_OK && (rc = warp_world_foreach_sector(j->world, on_sector, j)) == WARP_OK) j->worlds++;
        free(j->world);
    } else if (s->section && s->type == WARP_RW_ATOMIC) { /* a world part's atomic: its own geometry */
        warp_atomic_info a;
        if ((rc = warp_atomic_read(s->section, s->section_len, &a)) == WARP_OK && a.embedded &&
            (rc = warp_geometry_init(j->g, warp_geometry_sizeof(), WARP_ABI_VERSION, a.embedded, a.embedded_len, &a,
                                     NULL)) == WARP_OK)
            meshes(j);
    }
    if (rc != WARP_OK) printf("  stream %u: %s\n", s->index, warp_strerror(rc));
    return 0;
}
static int on_clip(void *user, const warp_anim_clip_ref *r) {
    warp_anim *a = handle(warp_anim_sizeof());
    warp_anim_pose pose; /* the first frame, posed as the game does */
    ((job *)user)->clips += !warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, r->desc, r->desc_len,
                                            r->keyframes, r->keyframes_len, NULL) && !warp_anim_sample(a, 0, &pose);
    free(a);
    return 0;
}
static int on_bank_sound(void *user, const warp_bank_sound_info *b) {
    job *j = user;
    warp_sound_info rec;
    warp_adpcm_state st = {0};
    size_t n;
    int rated = j->sound_list && warp_sound_list_find(j->sound_list, j->sound_list_len, NULL, b->hash, &rec, NULL) == 0;
    size_t size = rated && rec.size <= b->span ? rec.size : b->span; /* the list's size; else up to the next */
    warp_adpcm_decode(&st, j->bank + b->offset, size, WARP_ADPCM_STOP_AT_END, NULL, 0, &n, NULL);
    int16_t *pcm = malloc(n ? n * sizeof *pcm : 1);
    if (pcm && warp_adpcm_decode(&st, j->bank + b->offset, size, WARP_ADPCM_STOP_AT_END, pcm, n, &n, NULL) == WARP_OK)
        j->sounds++, j->rated += rated && rec.rate;
    free(pcm);
    return 0;
}

int main(int argc, char **argv) {
    size_t wad_len = 0, dir_len = 0;
    void *wad = argc == 3 ? load(argv[1], &wad_len) : NULL, *dir = wad ? load(argv[2], &dir_len) : NULL;
    warp_wad *w = handle(warp_wad_sizeof());
    job j = {.g = handle(warp_geometry_sizeof())};
    int rc = dir ? warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dir, dir_len, wad_len, NULL) : WARP_E_IO;
    rc = rc ? rc : warp_wad_set_memory(w, wad, wad_len);
    uint32_t glr, pair, list_size; /* entries: warriors.glr, a .msd's .msb */
    uint64_t list_at;
    const uint8_t *d, *msb;
    size_t len, msb_len;
    if (rc == WARP_OK && warp_wad_sound_list(w, &glr, &list_at, &list_size) == WARP_OK &&
        !warp_wad_data(w, glr, &d, &len))
        j.sound_list = d + list_at, j.sound_list_len = list_size;
    for (uint32_t i = 0; rc == WARP_OK && i < warp_wad_count(w); i++, j.entries++) {
        int kind, status;
        warp_wad_data(w, i, &d, &len);
        if ((status = warp_wad_classify(w, i, d, len, &kind)) != WARP_OK) /* a bank: its .msd paired */
            printf("entry %u: a damaged container: %s\n", i, warp_strerror(status));
        if (kind == WARP_KIND_SOUND_INDEX && warp_wad_sound_pair(w, i, &pair) == WARP_OK &&
            warp_wad_data(w, pair, &msb, &msb_len) == WARP_OK) {
            j.bank = msb;
            warp_bank_foreach(d, len, msb_len, NULL, on_bank_sound, &j);
        }
        warp_entry_streams(d, len, kind, NULL, on_stream, &j);
        warp_anim_foreach_clip(d, len, NULL, on_clip, &j); /* kinds without clips: no call */
    }
    if (rc != WARP_OK) fprintf(stderr, "usage: host_job WARRIORS.WAD WARRIORS.DIR (%s)\n", warp_strerror(rc));
    else
        printf("%u entries, %u textures (%u bad), %u meshes (%u vertices), %u worlds, %u clips, %u bank sounds "
               "(%u at their sound-list rate)\n", j.entries, j.textures, j.bad_textures, j.meshes, j.vertices, j.worlds,
               j.clips, j.sounds, j.rated);
    free(j.g), free(w), free(wad), free(dir);
    return rc != WARP_OK;
}
