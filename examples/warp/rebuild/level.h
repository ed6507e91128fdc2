/* warp rebuild WARRIORS.WAD: a level's edited collision (collision.json, or collision.glb
 * edited in Blender), paths (paths.json) and occluders (level.json's "occluders") put back
 * into the level's chunks (docs/tool.md "Editing levels"). level.c walks the extraction's
 * level entries; level_collision.c, level_paths.c and level_occluders.c each put back one
 * kind; they share the splice below (level_chunk.c). */
#ifndef WARP_TOOL_REBUILD_LEVEL_H
#define WARP_TOOL_REBUILD_LEVEL_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

struct manifest;
struct wad_plan;

/* Every level entry of the extraction in `from` whose collision, paths or occluders files
 * changed: their chunks encoded again and spliced in (the level resource takes the new
 * sizes). *replaced: the files put back. 0, or -1 after a message naming the file and why
 * (nothing is then written). */
int rebuild_levels(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

/* One level entry being compared: its bytes and the payload of each level chunk. */
typedef struct level_ctx {
    struct wad_plan *pl;
    uint32_t entry;
    const uint8_t *e;
    size_t len;
    warp_level_chunks k;
    int quiet;
} level_ctx;

/* Replace the payload `old` (a span of x->k) with n new bytes (copied): one splice of the
 * entry, the chunk's and the resource's sizes following. Unchanged bytes add nothing.
 * 0, or -1 after a message. */
int level_splice_payload(level_ctx *x, const warp_span *old, const uint8_t *bytes, size_t n);

/* The collision mesh from collision.json (json_path) or collision.glb (glb_path, whose bytes
 * as extracted hash to glb_hash): *changed 1 when one of them differs from the level's chunks
 * (then encoded again and spliced); both edited is refused. 0, or -1 after a message.
 * (level_collision.c) */
int rebuild_level_collision(level_ctx *x, const char *json_path, const char *glb_path, uint64_t glb_hash, int *changed);

/* level.json's occluders (json_path) against the level's 0x53 chunk: *changed 1 when they
 * differ (then written again and spliced). 0, or -1 after a message. (level_occluders.c) */
int rebuild_level_occluders(level_ctx *x, const char *json_path, int *changed);

/* paths.json (json_path) against the level's 0x40 chunk: *changed 1 when it differs (then
 * written over the level's payload, boxes and slab lists of moved polygons recomputed; or,
 * with polygons, vertices, nodes or edges added or removed, encoded again).
 * 0, or -1 after a message. (level_paths.c) */
int rebuild_level_paths(level_ctx *x, const char *json_path, int *changed);

/* ---- the readers (level_collision_json.c; fuzzed: fuzz/fuzz_levels.c) ---------------------------------------------- */

/* A collision mesh as collision.json holds it: xyz per vertex (game axes), triangles. */
typedef struct coll_mesh {
    float *pos;
    uint32_t nv;
    warp_collision_triangle *tri;
    uint32_t nt;
} coll_mesh;
/* collision.json's text (NUL-terminated; `path` names it in messages): its vertices and
 * triangles, checked (indices in range, at most 65,535 of each, finite positions, flags a
 * u16, material and area bytes). 0, or -1 after a message. */
int coll_json_parse(const char *json, const char *path, coll_mesh *m);
/* The same from the file at path. */
int coll_json_file(const char *path, coll_mesh *m);
void coll_mesh_free(coll_mesh *m);
/* collision.json's other members (header, material and flag-bit counts, cells) against the
 * level as extracted (in, orig): 0, or -1 after a message naming the field edited.
 * (level_collision_info.c) */
int coll_json_info(const level_ctx *x, const char *json, size_t len, const char *path, const warp_collision_info *in,
                   const coll_mesh *orig);

/* paths.json's text (json_len bytes; `path` names it in messages) written over a copy of
 * the level's 0x40 payload `old` (old_len bytes): the new payload (malloc'ed) in *out. 0, or
 * -1 after a message (the payload unreadable, a count changed, a value out of range).
 * (level_paths.c) */
int paths_json_apply(const uint8_t *old, size_t old_len, const char *json, size_t json_len, const char *path,
                     uint8_t **out, size_t *out_len);

/* paths.json's numbers: an integer within [lo, hi] (a number or a "0x..." string), a finite
 * float. 0, or -1. (level_paths_grow.c) */
struct cJSON;
int paths_int_of(const struct cJSON *n, long lo, long hi, long *v);
int paths_float_of(const struct cJSON *n, float *f);

/* paths.json whose polygons, vertices, nodes or edges were added or removed: 1 when its shape
 * differs from the payload's (in, node_edges[i] = node i's edge count), else 0. The payload
 * encoded again from it (malloc'ed, in *out): 0, or -1 after a message. (level_paths_grow.c) */
int paths_shape_changed(const warp_paths_info *in, const warp_path_info *paths, const uint32_t *node_edges,
                        const struct cJSON *root);
int paths_grow(const warp_paths *old, const warp_paths_info *in, const struct cJSON *root, const char *file,
               uint8_t **out, size_t *out_len);

/* Occluders: four points (x, y, z, w) and three planes each. */
typedef struct occ_set {
    float (*points)[4][4];
    float (*planes)[3][4];
    uint32_t n;
} occ_set;
/* level.json's text (len bytes; `path` names it in messages): its "occluders" (null or an
 * array), each with four points and optionally three planes; a null number (JSON has no
 * NaN) and absent planes take the level's (old, may hold fewer), else planes 0. 0, or -1
 * after a message. (level_occluders.c) */
int occ_json_parse(const char *json, size_t len, const char *path, const occ_set *old, occ_set *s);
void occ_set_free(occ_set *s);

#endif
