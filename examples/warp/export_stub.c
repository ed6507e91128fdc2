/* TEMPORARY stand-in for export.c (model and world glTF export, written in parallel):
 * every function fails with "not built". The lead drops this file at merge. */
#include <stdio.h>

#include "export.h"

static int not_built(char *err, size_t errcap) {
    snprintf(err, errcap, "glTF export not built");
    return -1;
}

int export_clump_glb(const uint8_t *clump, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap) {
    (void)clump, (void)len, (void)tex, (void)path, (void)st;
    return not_built(err, errcap);
}

int export_world_glb(const uint8_t *world, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap) {
    (void)world, (void)len, (void)tex, (void)path, (void)st;
    return not_built(err, errcap);
}

int export_streamed_world_glb(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts,
                              const size_t *part_lens, size_t part_count, const char *path, export_stats *st,
                              char *err, size_t errcap) {
    (void)wld, (void)wld_len, (void)parts, (void)part_lens, (void)part_count, (void)path, (void)st;
    return not_built(err, errcap);
}
