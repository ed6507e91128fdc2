/* warp mod: what each file of an extraction changes, keyed so that another extraction of
 * the same game (another dump, other names) finds the same file again (docs/mods.md,
 * "Resources"). A file is known by its entry (the DIR hash of its name), the kind of the
 * output item that names it, and a variant: the item's numbers that say which part of the
 * entry it is (dictionary offset and index, chunk, clip, offset, resource or sound hash),
 * or its rank among the entry's items of its kind when it has none. Never by file name:
 * names depend on --names and the disc's strings. */
#ifndef WARP_TOOL_MOD_KEYS_H
#define WARP_TOOL_MOD_KEYS_H

#include <stddef.h>
#include <stdint.h>

struct cJSON;

typedef struct mod_key {
    char path[600];    /* "<folder>/<file>" under the extraction */
    char kind[32];     /* the output item's kind, "texture_mip", or "file" (no item names it) */
    char variant[200]; /* "dictionary_offset=32 index=1", "#0", "mip=1 ...", "file=a.sprite003.png" */
    char name[256];    /* the item's "name" ("" when none) */
    uint64_t fnv;      /* the file's FNV-1a 64 as extracted (the entry's "files") */
    int listed;        /* in the entry's "files"; else an output item's file the extract did not
                        * write (a new texture's item added to manifest.json) */
    const struct cJSON *item; /* the output item naming it (NULL: none); lives as the entry */
} mod_key;

/* The manifest's "resources" object whose "folder" holds the file at path (its folder part),
 * or NULL (an extraction before "resources", or a file of no container resource). */
const struct cJSON *mod_resource_of(const struct cJSON *root, const char *path);
/* A 16-digit hexadecimal FNV-1a 64 member of o: 0, or -1. */
int mod_fnv_of(const struct cJSON *o, const char *key, uint64_t *v);

/* Every file the manifest entry object lists in "files", keyed, then the files of its output
 * items that "files" does not list (listed 0): malloc'ed array, *n of them. 0, or -1 (out of
 * memory, or an unsafe or unreadable "files" member or item file). */
int mod_entry_keys(const struct cJSON *entry, mod_key **keys, size_t *n);

/* A file of an extraction that no entry's "files" lists (mod/added.c): a prop folder's (prop
 * set, added its file name), or one keyed to the item it is added beside (key, its entry's
 * index, added: its name, '*' for the key's file's stem). */
typedef struct mod_added {
    char path[600];
    mod_key key;
    uint32_t entry;
    char added[256], prop[64];
} mod_added;

/* Every added file of the extraction at from (its manifest root), keyed (malloc'ed, *n): 0,
 * or -1 after a message naming each file that cannot be keyed. */
int mod_find_added(const char *from, const struct cJSON *root, mod_added **out, size_t *n);

#endif
