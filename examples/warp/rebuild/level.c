/* warp rebuild WARRIORS.WAD: the extraction's level files compared with their level
 * entries (level.h). The manifest is read again here for the level items (collision,
 * collision_mesh, paths, level) of each entry, so manifest.c keeps to what every rebuild
 * reads. */
#include "rebuild/level.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

/* One level entry's files (NULL: not in the extraction). */
typedef struct level_files {
    char collision[4096], collision_glb[4096], paths[4096], level[4096];
    int has_collision, has_glb, has_paths, has_level;
    uint64_t glb_hash;
} level_files;

static int item_path(const cJSON *it, const char *from, const char *folder, char *out, size_t cap) {
    char file[600];
    if (manifest_file(it, folder, file, sizeof file)) return -1;
    int n = snprintf(out, cap, "%s/%s", from, file);
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

static int kind_is(const cJSON *o, const char *kind) {
    char k[32];
    return !manifest_string(o, "kind", k, sizeof k) && !strcmp(k, kind);
}

/* The level items of one manifest entry; 0 with none found, 1 with some, -1 on a bad item. */
static int entry_files(const cJSON *t, const char *from, level_files *f) {
    char folder[256];
    memset(f, 0, sizeof *f);
    if (manifest_string(t, "folder", folder, sizeof folder)) return 0;
    const cJSON *it;
    int rc = 0;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
        char hex[24];
        if (kind_is(it, "collision")) {
            rc |= item_path(it, from, folder, f->collision, sizeof f->collision), f->has_collision = 1;
        } else if (kind_is(it, "collision_mesh") && !manifest_string(it, "fnv1a64", hex, sizeof hex)) {
            char *end;
            f->glb_hash = strtoull(hex, &end, 16);
            rc |= end == hex || *end ? -1 : item_path(it, from, folder, f->collision_glb, sizeof f->collision_glb);
            f->has_glb = 1;
        } else if (kind_is(it, "paths")) {
            rc |= item_path(it, from, folder, f->paths, sizeof f->paths), f->has_paths = 1;
        } else if (kind_is(it, "level")) {
            rc |= item_path(it, from, folder, f->level, sizeof f->level), f->has_level = 1;
        }
    }
    if (rc) return -1;
    return f->has_collision || f->has_glb || f->has_paths || f->has_level;
}

static int level_plan_entry(wad_plan *pl, uint32_t i, const level_files *f, unsigned *replaced) {
    level_ctx x;
    memset(&x, 0, sizeof x);
    x.pl = pl, x.entry = i, x.len = pl->entries[i].size, x.quiet = pl->quiet;
    uint8_t *e = NULL;
    if (media_read_entry(pl, i, &e)) return -1;
    x.e = e;
    int rc = warp_level_find_chunks(e, x.len, &x.k), changed = 0;
    if (rc) {
        report(pl->wad_path, -1, "entry %u: its level chunks cannot be read (%s): not this WAD's extraction", i,
               warp_strerror(rc));
        rc = -1;
    }
    if (!rc && (f->has_collision || f->has_glb) && x.k.collision_header.data) {
        rc = rebuild_level_collision(&x, f->has_collision ? f->collision : NULL, f->has_glb ? f->collision_glb : NULL,
                             f->glb_hash, &changed);
        *replaced += (unsigned)changed;
    }
    if (!rc && f->has_paths) {
        rc = rebuild_level_paths(&x, f->paths, &changed);
        *replaced += (unsigned)changed;
    }
    if (!rc && f->has_level) {
        rc = rebuild_level_occluders(&x, f->level, &changed);
        *replaced += (unsigned)changed;
    }
    free(e);
    return rc;
}

int rebuild_levels(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    (void)m;
    *replaced = 0;
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    const cJSON *t;
    uint32_t i = 0;
    int rc = 0;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "entries")) {
        if (rc || i >= pl->count) break;
        level_files *f = malloc(sizeof *f);
        int has = f ? entry_files(t, from, f) : -1;
        if (has < 0) report(path, -1, "entry %u: a level item without its folder, file or fnv1a64", i);
        rc = has < 0 ? -1 : has ? level_plan_entry(pl, i, f, replaced) : 0;
        free(f);
        i++;
    }
    cJSON_Delete(root);
    return rc;
}
