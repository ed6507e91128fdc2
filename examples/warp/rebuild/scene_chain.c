/* warp rebuild: after scenes were edited, each chain an edit touched still holds together:
 * a segment has no definitions and continues its header's roles, objects, camera and lights
 * by index (FACTS-2 5.5), so no segment holds more tracks of a group than its header has
 * definitions (scene.h). The next segment is the header's name cut to 15 characters plus
 * the suffix, an entry `<name>.scn`. */
#include "rebuild/scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

#define CHAIN_MAX 256 /* segments followed from one header: every chain on the disc is shorter */

/* The record of entry i as the rebuild leaves it: an edited one's new info, else the old. */
static int part_info(const wad_plan *pl, const scene_part *ed, size_t ned, uint32_t i, warp_scene_info *out) {
    for (size_t k = 0; k < ned; k++)
        if (ed[k].entry == i) return *out = ed[k].info, 0;
    uint8_t *e = NULL;
    warp_scene *s = handle_alloc(warp_scene_sizeof());
    int rc = s && !media_read_entry(pl, i, &e) &&
                     !warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, e, pl->entries[i].size) &&
                     !warp_scene_get_info(s, out)
                 ? 0
                 : -1;
    free(s), free(e);
    return rc;
}

/* The scene entry named name + ".scn" (manifest names), or -1. */
static long entry_named(const manifest *m, uint32_t count, const char *name) {
    size_t n = strlen(name);
    for (uint32_t i = 0; i < count; i++)
        if (!strncmp(m->e[i].name, name, n) && !strcmp(m->e[i].name + n, ".scn") && !strcmp(m->e[i].kind, "scene"))
            return (long)i;
    return -1;
}

static const char *const group_words[4] = {"role", "object", "camera", "light"};

static int edited(const scene_part *ed, size_t ned, uint32_t i) {
    for (size_t k = 0; k < ned; k++)
        if (ed[k].entry == i) return 1;
    return 0;
}

/* A segment not edited whose tracks of a group reach past where the edited header's
 * definitions moved (moved: scene_ctx's; NULL: the header was not edited): its tracks were
 * made for the old ones at their indexes. -1 after a message. */
static int moved_under(const uint32_t *moved, const warp_scene_info *si, const char *path) {
    for (int g = 0; moved && g < 4; g++)
        if (moved[g] != UINT32_MAX && si->counts[g] > moved[g]) {
            report(path, -1, "%ss[%u] onwards moved to other indexes, but segment %s (not edited) holds %u %s "
                   "track%s made for the old ones at theirs: a segment binds its header's definitions by index "
                   "(docs/format-scene.md): edit its tracks too: nothing written", group_words[g], moved[g], si->name,
                   si->counts[g], group_words[g], si->counts[g] == 1 ? "" : "s");
            return -1;
        }
    return 0;
}

/* Header h's chain: each segment's counts within h's. -1 after a message naming path (the
 * edited file) and the segment. */
static int walk(const wad_plan *pl, const manifest *m, const scene_part *ed, size_t ned, const warp_scene_info *h,
                const uint32_t *moved, const char *path, const char *reach, int *reached) {
    char name[24], next[5];
    memcpy(next, h->next_suffix, sizeof next);
    for (int step = 0; next[0] && step < CHAIN_MAX; step++) {
        snprintf(name, sizeof name, "%.15s%s", h->name, next);
        long i = entry_named(m, pl->count, name);
        warp_scene_info si;
        if (i < 0 || part_info(pl, ed, ned, (uint32_t)i, &si) || si.kind != WARP_SCENE_SEGMENT) return 0;
        *reached |= reach && !strcmp(si.name, reach);
        if (!edited(ed, ned, (uint32_t)i) && moved_under(moved, &si, path)) return -1;
        for (int g = 0; g < 4; g++)
            if (si.counts[g] > h->counts[g]) {
                report(path, -1, "segment %s holds %u %s track%s, its header %s %u %s%s: a segment continues its "
                       "header's definitions by index (docs/format-scene.md; edit both): nothing written", si.name,
                       si.counts[g], group_words[g], si.counts[g] == 1 ? "" : "s", h->name, h->counts[g],
                       group_words[g], h->counts[g] == 1 ? "" : "s");
                return -1;
            }
        memcpy(next, si.next_suffix, sizeof next);
    }
    return 0;
}

int scene_chains_check(const wad_plan *pl, const manifest *m, const scene_part *ed, size_t ned) {
    for (size_t k = 0; k < ned; k++) {
        const warp_scene_info *e = &ed[k].info;
        int reached = 0;
        if (e->kind == WARP_SCENE_HEADER) {
            if (walk(pl, m, ed, ned, e, ed[k].moved, ed[k].path, NULL, &reached)) return -1;
            continue;
        }
        for (uint32_t i = 0; i < pl->count; i++) { /* the header whose chain holds the segment */
            warp_scene_info h;
            size_t n = strlen(m->e[i].name);
            if (strcmp(m->e[i].kind, "scene") || n < 5 || n - 4 > 15 + 3 || strncmp(e->name, m->e[i].name, n - 4 < 15 ?
                n - 4 : 15) || part_info(pl, ed, ned, i, &h) || h.kind != WARP_SCENE_HEADER)
                continue;
            const scene_part *hp = NULL; /* the header, edited too: its moves */
            for (size_t q = 0; q < ned; q++) hp = ed[q].entry == i ? &ed[q] : hp;
            if (walk(pl, m, ed, ned, &h, hp ? hp->moved : NULL, ed[k].path, e->name, &reached)) return -1;
            if (reached) break;
        }
    }
    return 0;
}
