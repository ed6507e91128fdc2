/* warp rebuild WARRIORS.WAD: a new prop (docs/patch.md "A new prop"). A folder under the
 * extraction holding a prop.json names the object, the existing prop it is made like, its
 * model (.glb or .gltf) and its textures (PNGs); the rebuild encodes the model and the
 * dictionary as two new resources, each a new WAD entry named by the decimal CRC-32 of its
 * resource name (`<name>_geo`, `<name>_tex`) with its DIR record in the game's order
 * (FACTS.md 1, 2.2), adds the object's Object List record (lists.c), and appends both
 * resources to the packs of every level whose `<level>_objs.json` places it. */
#ifndef WARP_TOOL_REBUILD_PROP_H
#define WARP_TOOL_REBUILD_PROP_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

#define PROP_FILE "prop.json"

/* One new prop: what its Object List record says (FACTS-2.md 6.2). */
typedef struct prop_new {
    char name[64];  /* the object type name, as prop.json spells it */
    char folder[256];
    uint32_t key, swap;           /* CRC-32 of the lower-case name; the damaged form's (0: none) */
    uint32_t model_hash, dict_hash;
    uint32_t model_size, model_size2, dict_size;
    uint8_t *model, *dict; /* the two resources (owned until handed to pl->added) */
} prop_new;

/* Every prop folder under `from`: checked (a name already taken, a model without textures, a
 * texture the model shows that the folder lacks: refused by name), encoded, and planned as
 * new entries (pl->added) and records (pl->props). *count: the props. 0, or -1 after a
 * message. Runs before the lists are put back (lists.c adds the records). */
int rebuild_props(wad_plan *pl, const manifest *m, const char *from, unsigned *count);

/* The props' resources appended to the packs of the levels placing them (their `_objs.json`
 * names the object): each pack's count and size follow. Runs after every other step that
 * changes a pack. *packs: the packs grown. 0, or -1 after a message. */
int rebuild_props_packs(wad_plan *pl, const manifest *m, const char *from, unsigned *packs);

/* Whether `rel` (a path under from) is a file of a prop folder (rebuild_props refuses by
 * name those its prop.json does not name). */
int prop_known_file(const char *from, const char *rel);

/* The plan's props and new entries freed. */
void props_free(wad_plan *pl);

/* ---- rebuild/prop_encode.c ---- */
/* The prop's model resource: the template model resource (tmpl, tlen bytes) re-encoded from
 * the file `model` (rebuild_model_like; a material showing one of the PNGs textures[0..n)
 * that the template's materials do not becomes a new one), its resource and chunk hashes
 * the new `hash`. */
int prop_encode_model(const uint8_t *tmpl, size_t tlen, const char *model, const char *const *textures, size_t n,
                      uint32_t hash, uint8_t **out, size_t *len);
/* The prop's dictionary resource: one 0x2A chunk (hash `hash`) holding a dictionary of the
 * PNGs files[0..n) in order, each named by its file's stem, its format by its colours or
 * sidecar and its sampling the template dictionary's (tmpl, tlen bytes) first texture's
 * (rebuild_texture_new). 0, or -1 after a message. */
int prop_encode_dict(const uint8_t *tmpl, size_t tlen, const char *const *files, size_t n, uint32_t hash,
                     uint8_t **out, size_t *len);

#endif
