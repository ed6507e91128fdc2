/* What a mod costs the console (docs/tool.md "check --against"): per entry that changed
 * against the original WAD, grouped by level, its bytes, texture memory in GS pages,
 * vertices and triangles, and a warning where a level's or pack's total passes the largest
 * the original holds. Used by `warp check --against` and the WAD rebuild's summary. */
#ifndef WARP_TOOL_COST_H
#define WARP_TOOL_COST_H

#include <stdint.h>
#include <stdio.h>

#include "warp/warp.h"

typedef struct entry_cost {
    uint64_t bytes, gs_pages; /* GS pages: 8 KiB each, every texture's raster rounded up to whole pages */
    uint64_t textures, vertices, triangles;
} entry_cost;

/* The cost of one entry's bytes: its textures and geometry wherever they lie (a whole
 * RenderWare stream, or the chunks of a resource or pack). Never fails: what does not
 * decode counts nothing. */
void cost_measure(const uint8_t *e, size_t len, entry_cost *c);

/* The levels of a WAD by name (cost_levels.c): a level is its `<level>.lev` entry and the
 * entries it loads by name (its Lua, objects text, packs `<level>_<n>.pak`, worlds' streams,
 * manifests and parts); every other entry is shared. */
typedef struct cost_levels {
    char **stem; /* each level's name (its .lev entry's less ".lev") */
    size_t n, cap;
} cost_levels;
/* name: when it is a `.lev` entry's, its level is added (once). 0, or -1 out of memory. */
int cost_levels_add(cost_levels *l, const char *name);
/* The level named stem (n bytes, any case), or -1. */
int cost_level_find(const cost_levels *l, const char *stem, size_t n);
/* The level an entry's name belongs to, or -1 (shared, or no name). */
int cost_level_of(const cost_levels *l, const char *name);
void cost_levels_free(cost_levels *l);

typedef struct cost_inputs {
    const char *orig_wad, *orig_dir, *mod_wad, *mod_dir; /* a DIR NULL: the one beside its WAD */
    const char *const *names; /* per original entry (nnames of them), its name or NULL (a mod's
                                 entry named as the original's of its hash); NULL: the mod's
                                 entries are named here, from names_path's file when given,
                                 else from the strings the disc spells (platform/names.h) */
    size_t nnames;
    const char *const *mod_names; /* with names NULL: per mod entry (nmod_names), its name or
                                     NULL, as a run over the mod already found them */
    size_t nmod_names;
    const char *names_path;
} cost_inputs;

/* Compare the mod with the original it was built from (entries matched by DIR hash): per
 * level, by name, one line per entry whose cost changed and the level's total over all its
 * entries, then the shared entries; a warning per level whose total or pack whose own cost
 * passes the original's largest (which number, by how much), to f. Returns the number of
 * warnings, or -1 after a message (a file that does not open). */
int cost_compare(FILE *f, const cost_inputs *in);

#endif
