/* warp mod create|apply|list|info: packages of only what a modder changed (docs/mods.md).
 * create reads an extraction's manifest and its base WAD (create.c); apply extracts only
 * the entries the mods touch from the user's own WAD or disc, puts the mods' files over
 * them and hands that folder to `warp rebuild` (apply.c); list and info print a package
 * (info.c). Each returns the exit status after its messages. */
#ifndef WARP_TOOL_MOD_H
#define WARP_TOOL_MOD_H

#include <stddef.h>

typedef struct mod_create_options {
    const char *from, *wad, *dir, *out; /* wad NULL: the extraction manifest's "wad" */
    const char *title, *author, *version, *description;
    int quiet;
} mod_create_options;
int mod_create(const mod_create_options *o);

typedef struct mod_apply_options {
    const char *const *mods;
    size_t nmods;
    const char *game, *dir, *out, *names; /* game: GAME.iso or WARRIORS.WAD (dir: its DIR) */
    int force;  /* apply over an original that differs from the mod's fingerprint */
    int order;  /* two mods changing one resource: the later one on the command line wins */
    int keep;   /* leave the work folder (OUT.warp-mod/) behind */
    unsigned jobs;
    int quiet;
} mod_apply_options;
int mod_apply(const mod_apply_options *o);

/* json: warpmod.json as it is; else a page a person reads (files: one line per file). */
int mod_info(const char *path, int json, int files);

#endif
