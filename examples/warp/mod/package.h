/* warp mod: a .warpmod package (docs/mods.md): warpmod.json, what the mod is and what each
 * of its files changes, and files/<path>, the edited files as the modder's extraction held
 * them. A zip of stored members (formats/zip.h), or the same two things in a folder. */
#ifndef WARP_TOOL_MOD_PACKAGE_H
#define WARP_TOOL_MOD_PACKAGE_H

#include <stddef.h>
#include <stdint.h>

#include "formats/zip.h"

/* One edited file: where it sits in an extraction, the resource it changes and the
 * fingerprint of the original that resource was (its entry's bytes: size and CRC-32). */
typedef struct mod_file {
    char path[600]; /* "<folder>/<file>" in the modder's extraction; the member is files/<path> */
    uint32_t size, crc;
    uint32_t entry_hash; /* the entry: the DIR hash of its name */
    char entry_name[256], entry_kind[32];
    char kind[32], variant[200], name[256]; /* the resource in the entry (mod/keys.h) */
    uint32_t orig_size, orig_crc;           /* the entry the mod was made against */
    int has_res; /* the resource's own bytes (an extraction that lists "resources"): */
    uint32_t res_hash, res_size; /* its header's name hash, size and FNV-1a 64 */
    uint64_t res_fnv;
    /* A file the extraction did not write (docs/mods.md "Added files"): "" for an edit; else its
     * name beside the resource's file, '*' standing for that file's stem ("*.json", a sidecar),
     * or a prop folder's file name. */
    char added[256];
    char item[1024]; /* a new output item (a new texture's), as JSON: apply adds it to the entry */
    char prop[64];   /* a new prop's name (kind "prop", entry_hash 0); path: "<folder>/<file>" */
} mod_file;

/* An entry apply extracts beside the touched ones: a step reads it (a model's dictionary, the
 * lists a scene or a prop is checked against and written into). */
typedef struct mod_need {
    uint32_t hash; /* its DIR hash */
    char name[256];
    int name_only; /* only its name (a level's pack a new prop may join: named, not extracted) */
} mod_need;

typedef struct mod_pkg {
    const char *path;
    char title[256], author[256], version[64], description[2048], made_with[64];
    uint64_t base_wad_size;
    uint32_t base_dir_size, base_dir_crc, base_entries;
    int root_motion, mips; /* the modder's extraction options apply extracts with too */
    mod_file *files;
    size_t n;
    mod_need *needs; /* malloc'ed */
    size_t nneeds;
    int folder; /* a folder package, else the zip */
    zip_reader zip;
} mod_pkg;

/* Open a package (a zip or a folder) and read its warpmod.json: every member it names
 * present and of its size. 0, or -1 after a message naming the package and the field. */
int mod_pkg_open(const char *path, mod_pkg *p);
void mod_pkg_close(mod_pkg *p);
/* File f's bytes, checked against its CRC-32: malloc'ed (*len bytes), or NULL after a
 * message. */
uint8_t *mod_pkg_read(const mod_pkg *p, const mod_file *f, size_t *len);
/* warpmod.json's text for p (malloc'ed; NULL out of memory). */
char *mod_pkg_json(const mod_pkg *p);
/* Write p as a zip to out (atomically): warpmod.json, then each file read from
 * from/<path>. 0, or -1 after a message. */
int mod_pkg_write(const mod_pkg *p, const char *from, const char *out);

#endif
