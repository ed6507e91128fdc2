/* warp rebuild WARRIORS.WAD: edited model files (.glb, or .gltf + .bin, in place of the
 * extracted .glb) put back into their entry (docs/tool.md "Editing models"). */
#ifndef WARP_TOOL_REBUILD_MODEL_H
#define WARP_TOOL_REBUILD_MODEL_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* The textures a model's materials may show: its dictionaries' as the extraction's
 * manifest lists them (new ones added to the dictionary included), and where they are. */
typedef struct model_dicts {
    char (*names)[32];
    uint32_t count;
    char where[160]; /* "entry 10's dictionary at 32", for messages */
} model_dicts;

/* Entry i's model items (bytes e, len): each whose file no longer has the hash the
 * extraction recorded is read and every geometry of its clump encoded again in its own
 * layout; the new geometry struct, mesh plugin and native data (and grown 0x3F0 scales)
 * are appended to c->splices, c->models counts the models. A geometry the file draws as
 * it was (within tolerance: model_same.h) keeps its bytes ("unchanged after export"). The model's frames,
 * materials, skin and other sections stay as they were. 0, or -1 after a message naming
 * the file and what to change. */
int rebuild_models(const manifest *m, uint32_t i, const uint8_t *e, size_t len, const char *from, wad_change *c);

/* Whether model item mm of the extraction in `from` was edited: 1 with the file to read in
 * path (`<stem>.gltf` when one is beside the extracted `<stem>.glb`: a glTF + .bin export
 * is the edit; else the .glb, when its bytes lost the recorded hash), 0 when unedited, -1
 * after a message (the file is gone). */
int rebuild_model_edited(const char *from, const man_model *mm, char *path, size_t cap);

/* The clump at `clump` in e (len bytes; a chunk container's entry, or a .dff) from the
 * edited file at `path` (upright: the extract turned it z-up to y-up): the splices appended
 * to c->splices, their levels RenderWare sections and, in a chunk container, its chunk,
 * resource and pack; c->models counted when a geometry was encoded again. 0, or -1 after
 * a message. */
int rebuild_model_at(const uint8_t *e, size_t len, size_t clump, const char *path, int upright, wad_change *c);
/* The same with the model's dictionaries (NULL: unknown): a material showing one of their
 * textures that none of the geometry's materials shows becomes a new material. */
int rebuild_model_textured(const uint8_t *e, size_t len, size_t clump, const char *path, int upright,
                           const model_dicts *d, wad_change *c);

/* A new prop's model (rebuild/prop.c) from the model resource e (len bytes) of the prop it
 * is made like: the clump of its first model chunk re-encoded from the file at `path`,
 * whose one mesh (any name) draws the clump's one geometry; frames, atomic and materials
 * stay the template's, and a material showing another of the new dictionary's textures d
 * becomes a new material (as rebuild_model_textured). The splices appended to c as
 * rebuild_model_at. 0, or -1 after a message (more meshes, a template of several
 * geometries, what the encoder refuses). */
int rebuild_model_like(const uint8_t *e, size_t len, const char *path, const model_dicts *d, wad_change *c);

#endif
