/* Model and world export to glTF 2.0 binary (.glb), on top of the library's clump,
 * geometry, world and texture APIs and the tool's gltf.c / png.c. */
#ifndef WARP_TOOL_EXPORT_H
#define WARP_TOOL_EXPORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Texture dictionaries (0x16 sections) a model's materials may take textures from, in
 * lookup order (a name is searched in each in turn, first match wins, FACTS.md 4.5). With
 * first_texture_fallback, a material that names no texture found anywhere gets the first
 * dictionary's first texture (the game's props and characters, FACTS.md 4.5). */
typedef struct export_textures {
    const uint8_t *const *txd;
    const size_t *txd_len;
    size_t count;
    int first_texture_fallback;
} export_textures;

typedef struct export_stats {
    unsigned nodes, meshes, primitives, vertices, triangles, textures, skins;
    unsigned skipped_meshes; /* meshes whose layout the library does not decode */
    unsigned empty_meshes;   /* meshes with no triangle (vertices only, or none): not written */
    unsigned winding_flips;  /* triangles turned to face along their vertex normals */
    unsigned unplaced;       /* streamed atomics whose k names no sector (left at the origin) */
    unsigned turned_upright; /* 1: z-up data under a root node turning it y-up (car models, other games) */
} export_stats;

/* The counts as manifest fields, closing the item: `, "nodes": N, ... , "turned_upright": B}`
 * (the single-file and whole-WAD manifests print the same set). */
void export_stats_json(FILE *m, const export_stats *st);

/* Each returns 0 on success (the .glb written), or -1 with a one-line reason in err
 * (nothing written; also when every mesh was skipped). tex may be NULL (untextured
 * materials). Meshes in a layout the library does not decode are skipped with a
 * message on stderr naming `path`, and counted in st->skipped_meshes. */

/* Axes (docs/tool-gltf.md): this game's RenderWare data is y-up like glTF and is written as
 * stored. z-up data gets one root node turning it y-up: the game's six car models and
 * RenderWare files of Rockstar's other games (export_is_rockstar_stamp, PDS pipelines). */

/* A clump section (0x10, header at `clump`): frames as nodes, one mesh per geometry with
 * one primitive per material, skins from HAnim + the skin plugin. Turned upright when it
 * is a car model (FACTS.md 4.4) or not this game's. */
int export_clump_glb(const uint8_t *clump, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap);

/* The same with extra content added once the clump's frames, meshes and skins are in the
 * document (export_anim.c adds a character's clips this way). frames/nodes: each frame's
 * info and glTF node. The callback returns 0, or -1 with a reason in err (nothing written). */
struct gltf_doc;
struct warp_frame_info;
typedef int (*export_clump_extra)(void *user, struct gltf_doc *doc, const struct warp_frame_info *frames,
                                  const int *nodes, uint32_t frame_count, char *err, size_t errcap);
int export_clump_glb_ex(const uint8_t *clump, size_t len, const export_textures *tex, export_clump_extra extra,
                        void *extra_user, const char *path, export_stats *st, char *err, size_t errcap);

/* export_clump_glb's document handed to *out (the caller frees it with gltf_free) instead of
 * written; label names the model in messages. 0, or -1 with err (*out NULL). */
int export_clump_doc(const uint8_t *clump, size_t len, const export_textures *tex, const char *label,
                     struct gltf_doc **out, export_stats *st, char *err, size_t errcap);

/* The clump added to the caller's document doc (its frames as parentless root nodes, its
 * meshes, skins and the extra content), nothing written: a scene's characters
 * (extract/scene_glb.c). Data that would be turned upright is added as stored. 0, or -1
 * with err (what was added stays: the caller drops the document). */
int export_clump_into(struct gltf_doc *doc, const uint8_t *clump, size_t len, const export_textures *tex,
                      export_clump_extra extra, void *extra_user, const char *label, export_stats *st, char *err,
                      size_t errcap);

/* A world section (0x0B) whose sectors carry native geometry (the level's glow world):
 * written as stored (y-up, FACTS.md 3.4); a world with a Rockstar stamp is turned upright. */
int export_world_glb(const uint8_t *world, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap);

/* export_world_glb's document handed to *out (gltf_free it) instead of written. */
int export_world_doc(const uint8_t *world, size_t len, const export_textures *tex, const char *label,
                     struct gltf_doc **out, export_stats *st, char *err, size_t errcap);

/* A stamp of Rockstar's z-up games (GTA III, Vice City, San Andreas, Manhunt): 1, else 0. */
int export_is_rockstar_stamp(uint32_t stamp);

/* A streamed world (written as stored, y-up): the `<world>_sec.wld` entry's bytes and its `_ms<i>.sec` parts' bytes
 * (parts[j] is part j + 1; NULL entries are missing parts). Every part atomic is placed at
 * its sector's 0x3F1 origin; textures come from the world stream's and the parts'
 * dictionaries. One .glb for the whole world. wld may be NULL (a lone part file): every
 * atomic then sits at the origin. */
int export_streamed_world_glb(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts,
                              const size_t *part_lens, size_t part_count, const char *path, export_stats *st,
                              char *err, size_t errcap);

/* export_streamed_world_glb's document handed to *out (gltf_free it) instead of written. */
int export_streamed_world_doc(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts,
                              const size_t *part_lens, size_t part_count, const char *label, struct gltf_doc **out,
                              export_stats *st, char *err, size_t errcap);

#endif
