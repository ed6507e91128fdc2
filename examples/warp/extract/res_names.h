/* Resource names from a names file, or recovered from the disc's own strings: a resource's nameHash is the CRC-32 of its name as
 * the tools spelled it (`<name>_geo` for models, `<name>_tex` or a bare name for texture
 * dictionaries, `<anim>.anm` for animations; page 002), so each line of the names file,
 * as given and lower-cased, names the resource whose hash it gives. Used to name the
 * files inside an entry's folder (docs/tool.md). */
#ifndef WARP_TOOL_RES_NAMES_H
#define WARP_TOOL_RES_NAMES_H

#include <stddef.h>
#include <stdint.h>

typedef struct res_name { uint32_t hash; char *name; } res_name;
typedef struct res_names { res_name *v; size_t n; } res_names;

/* Load path's lines (NULL path: an empty table); 0, or -1 when it cannot be read. */
int res_names_load(const char *path, res_names *t);
/* Take the names the recovery found (names_opts.resources, platform/names.h: a heap,
 * NULL-terminated array of heap strings, each the CRC-32 as spelled of its resource's
 * hash; NULL: none) into an empty table t, which owns them then; 0, or -1 out of memory
 * (the names freed, t empty). */
int res_names_adopt(res_names *t, char **names);
void res_names_free(res_names *t);
/* The name whose CRC-32 is hash, or NULL. */
const char *res_names_find(const res_names *t, uint32_t hash);
/* A file stem for resource hash: its name when known and safe in a file name (letters,
 * digits, `_`, `-`, `.`, not starting with `.`; at most 120 bytes), else the decimal hash. */
void res_names_stem(const res_names *t, uint32_t hash, char *out, size_t cap);

#endif
