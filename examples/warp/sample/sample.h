/* warp sample: a synthetic WARRIORS.WAD/.DIR built only with the library's encoders.
 * art.c makes the pictures and meshes, entries.c the entries, write.c the archive,
 * cli/sample.c the command. Everything is computed from integers, so every run gives
 * the same bytes. */
#ifndef WARP_TOOL_SAMPLE_H
#define WARP_TOOL_SAMPLE_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

/* ---- pictures (sample_art.c) ------------------------------------------------------ */
/* One texture with its own texel storage; desc points into it. */
#define SAMPLE_TEX_BYTES (64 * 64 * 4) /* level 0's texels: 64 x 64 true colour, 128 x 128 indices */
typedef struct sample_texture {
    warp_texture_desc desc;
    char name[32];
    uint8_t texels[WARP_TEXTURE_MAX_LEVELS][SAMPLE_TEX_BYTES];
    uint8_t palette[256 * 4];
} sample_texture;

enum { ART_GRADIENT_T8, ART_CHECKER_T4, ART_RGBA_CT32, ART_STRIPES_T8, ART_GLYPHS_T4, ART_CLOUDS_T8, ART_COUNT };
/* Fill t with picture `art` as `name`, width x height (powers of two whose texels fit
 * SAMPLE_TEX_BYTES), `levels` mip levels, colours turned by `tint`. -1 when too large. */
int sample_texture_make(sample_texture *t, int art, const char *name, uint32_t width, uint32_t height,
                         uint32_t levels, uint32_t tint);

/* The 5 x 7 "glyph" of a character: bit (4 - x) of row y is set when the dot is on.
 * Not a real font: a pattern derived from the code that looks like text. */
uint8_t sample_glyph_row(unsigned c, unsigned y);

/* ---- meshes (sample_art.c) -------------------------------------------------------- */
/* A triangle strip; separate pieces are joined by repeating a vertex at each end, so
 * the joins make only degenerate triangles. */
#define SAMPLE_MESH_MAX 256
typedef struct sample_mesh {
    uint32_t n;
    int join_next; /* the next vertex starts a new piece: write it twice */
    float pos[SAMPLE_MESH_MAX * 3], nrm[SAMPLE_MESH_MAX * 3], uv[SAMPLE_MESH_MAX * 2];
    uint8_t col[SAMPLE_MESH_MAX * 4];
    uint16_t joints[SAMPLE_MESH_MAX * 4];
    float weights[SAMPLE_MESH_MAX * 4];
} sample_mesh;

/* Axis-aligned box centred on (cx, cy, cz), half size h (negative: faces point in). */
void sample_mesh_box(sample_mesh *m, float cx, float cy, float cz, float h);
/* Plane y = 0 over [-size, size] in x and z, n x n quads, facing +y. */
void sample_mesh_plane(sample_mesh *m, uint32_t n, float size);
/* Vertical tube of radius r from y0 to y1: `rings` rings of `sides` sides, facing out. */
void sample_mesh_tube(sample_mesh *m, float r, float y0, float y1, uint32_t rings, uint32_t sides);
/* warp_mesh_arrays over m; uvs[1] repeats uvs[0] when two_sets. */
warp_mesh_arrays sample_mesh_arrays(const sample_mesh *m, int normals, int colors, int two_sets, int skin);
/* A geometry of one mesh and one material in the game's packed layout (FACTS.md 3.6), the
 * given position scale and 1/4096 for UVs; g points at ma, mat and mesh_mat (material 0),
 * which must outlive it. The caller sets the sphere and anything else. */
void sample_packed_geometry(warp_geometry_desc *g, const warp_mesh_arrays *ma, const warp_material_info *mat,
                            const uint32_t *mesh_mat, float position_scale);
/* Inverse bind matrices (16 floats each) of bones whose worlds are translations only:
 * bone b's is the translation by -world[b + 1] (frame 0 is the clump root, no bone). */
void sample_translation_ibm(float *ibm, const float (*world)[3], int bones);

/* ---- entries (sample_entries.c) ----------------------------------------------------- */
typedef struct sample_entry {
    const char *name; /* WAD file name, or the resource name of a decimal entry */
    int decimal;      /* named by the decimal CRC-32 of `name` (entries 0..k) */
    int kind;         /* WARP_KIND_* the classifier must give */
    int (*fill)(warp_writer *w, const struct sample_entry *all, size_t count);
    char wad_name[64];
    uint8_t *data;
    size_t len;
} sample_entry;

/* The animated character (sample_anim.c): its model (clump + 0x28) and character data. */
int sample_fill_anim_geo(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_anim_data(warp_writer *w, const sample_entry *all, size_t count);
/* The small kinds (sample_misc.c): Lua chunk, object placements, font bitmap + metrics, icon. */
int sample_fill_lua(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_objs(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_bmp(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_met(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_ico(warp_writer *w, const sample_entry *all, size_t count);

/* The entry table in build order (an entry's fill may use the sizes of earlier ones). */
size_t sample_entry_table(const sample_entry **out);
/* Size of an already built entry by name (0 when absent). */
uint32_t sample_size_of(const sample_entry *all, size_t count, const char *name);

/* ---- sounds (sample_audio.c) ------------------------------------------------------ */
int sample_fill_sound_msb(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_sound_msd(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_menu_msb(warp_writer *w, const sample_entry *all, size_t count);
int sample_fill_menu_msd(warp_writer *w, const sample_entry *all, size_t count);
/* warriors.glr's sound list 0x29, music list 0x31, classes 0x48 and stereo table 0x49. */
int sample_sound_tables(warp_writer *w);
/* The sounds' names (CRC-32 = their sound-list hashes), NULL-terminated: for names.txt. */
extern const char *const sample_sound_names[];

#endif
