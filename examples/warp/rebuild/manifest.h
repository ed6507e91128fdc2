/* warp rebuild: the extraction's manifest.json, read with cJSON: the texture items of a
 * dictionary's extraction, and a WAD extraction's entries (checked against its DIR), their
 * texture items, model items and sound and subtitles items. */
#ifndef WARP_TOOL_REBUILD_MANIFEST_H
#define WARP_TOOL_REBUILD_MANIFEST_H

#include <stddef.h>
#include <stdint.h>

#include "rebuild/pack_copy.h"
#include "rebuild/rebuild.h"
#include "rebuild/wad_plan.h"

/* A model item of a WAD extraction: the .glb the extract wrote for the clump of chunk
 * `chunk` (data at `offset` in the entry) and the FNV-1a 64 hash of its bytes then
 * ("fnv1a64"; items without one, from older extractions or not model chunks, are not
 * listed). */
typedef struct man_model {
    char file[512]; /* "<folder>/<file>" under --from */
    size_t offset;
    uint32_t resource_hash, chunk;
    uint64_t hash;
    int character, upright; /* a character's model; turned z-up to y-up by the extract */
    int world;              /* a world's or level geometry's file: edits are refused */
    int has_character_data; /* a character's: the resource hash of its character data, whose */
    uint32_t character_data; /* clips are the .glb's animations (clip_glb.c) */
    uint32_t ndicts;         /* its "dictionaries": each one's entry and dictionary_offset */
    int has_dicts;           /* the item lists them (older extractions do not) */
    uint32_t dict_entry[2];
    size_t dict_offset[2];
} man_model;

/* A sound or subtitles item of a WAD extraction: a bank sound's WAV or a level's
 * subtitles.json (sound.c, caption.c). */
typedef struct media_item {
    uint32_t entry;
    int is_sound;    /* else the subtitles of a level */
    uint32_t hash;   /* a sound's hash */
    size_t offset;   /* a sound's offset in its bank */
    char file[600];  /* "<folder>/<file>" under --from */
} media_item;

/* A Lua listing, a clip's or a character's JSON of a WAD extraction (lua.c, clip.c,
 * character.c): its entry, its file and the FNV-1a 64 of its bytes as extracted ("fnv1a64";
 * has_hash 0 for an extraction without one); a clip's or character's resource hash, a clip's
 * number, and the offset of its descriptor chunk (a character: of its 0x08 data). */
enum { EDIT_LUA, EDIT_CLIP, EDIT_CHARACTER };
typedef struct edit_item {
    uint32_t entry;
    int kind; /* EDIT_* */
    int has_hash;
    uint64_t hash;
    uint32_t resource_hash, index;
    size_t offset;
    char file[600]; /* "<folder>/<file>" under --from */
} edit_item;
/* A file an entry of a WAD extraction wrote (the entry's "files": its path and content hash
 * then) and what names it: the kind of the output item listing it ("" when none does,
 * "texture_mip" for a texture's extra level), and for a texture whether it came from a
 * dictionary. rebuild/edits.c puts back or refuses every one that changed. */
typedef struct man_file {
    char path[600]; /* "<folder>/<file>" under --from */
    uint64_t hash;
    uint32_t entry;
    char kind[32];
    int dict; /* a texture item with a dictionary_offset */
    size_t offset; /* the item's "offset" in the entry (SIZE_MAX: none) */
} man_file;

/* The extraction's manifest.json (manifest_read_wad): per entry, its name and kind as the
 * extraction saw them ("" when unknown), its texture items and its model items; and the
 * sound and subtitles items of every entry. */
typedef struct man_entry {
    char name[256], kind[32];
    size_t first, nitems;
    size_t first_model, nmodels;
    size_t first_file, nfiles;
    int has_files; /* its "files" was read (an older extraction's entries have none) */
    int has_outputs; /* it lists an output file */
} man_entry;

typedef struct manifest {
    man_entry *e; /* one per DIR record */
    rebuild_item *items; /* file: "<folder>/<file>" under --from */
    size_t nitems;
    man_model *models;
    size_t nmodels;
    media_item *media; /* in entry order */
    size_t nmedia;
    edit_item *edits; /* in entry order */
    size_t nedits;
    man_file *files; /* in entry order */
    size_t nfiles;
    pack_slot *own; /* pack copies given a folder of their own (pack_copy.h): no edit reaches them */
    size_t nown;
} manifest;

/* A member of a manifest object: a non-negative integer, or a string copied into out
 * (cap bytes). 0, or -1 (absent, another type, out of range, too long). */
struct cJSON;
int manifest_number(const struct cJSON *o, const char *key, size_t *v);
int manifest_string(const struct cJSON *o, const char *key, char *out, size_t cap);
/* Whether item o's "kind" is the string kind. */
int manifest_item_is(const struct cJSON *o, const char *kind);
/* Member "file" of o: a plain file name (no separator, no "..", not empty) joined to folder
 * (itself checked; NULL: the name alone) into out. 0, or -1 (absent, unsafe, too long). */
int manifest_file(const struct cJSON *o, const char *folder, char *out, size_t cap);
/* A 32-bit hash written in hexadecimal (a sound's "hash"): 0, or -1. */
int manifest_hash(const char *hex, uint32_t *v);
/* A manifest file parsed whole (cJSON_Delete when done); NULL after a message. */
struct cJSON *manifest_load(const char *path);

/* The texture items of DIR/manifest.json (malloc'ed array). -1 on a missing or
 * unreadable manifest. */
int manifest_read_txd(const char *dir, rebuild_item **items, size_t *count);

/* The model items of a single file's extraction (DIR/manifest.json: `items` of kind
 * `model` with an `fnv1a64`; `offset` is the clump's in the file). A malloc'ed array, or
 * -1 after a message. */
int manifest_read_file_models(const char *dir, man_model **models, size_t *count);

/* DIR/manifest.json, checked against the DIR: the same entry count, and every entry's
 * offset, size and hash. -1 after a message naming what differs. */
int manifest_read_wad(const wad_plan *pl, const char *from, manifest *m);
void manifest_free(manifest *m);

#endif
