/* warp rebuild WARRIORS.WAD: the edits no step puts back, refused by name (edits.h). The
 * table says, per kind of output item, what happens to an edit of its file; the other
 * helpers of a put-back turn its row from a refusal into PUT_BACK. */
#include "rebuild/edits.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
int man_file_changed(const man_file *f, const char *from, char *path, size_t cap) {
    snprintf(path, cap, "%s/%s", from, f->path);
    uint64_t h;
    if (file_fnv1a64(path, &h)) {
        report(path, -1, "cannot read it back (%s): restore it, or extract again", strerror(errno));
        return -1;
    }
    return h != f->hash;
}

#ifdef WARP_HAVE_CJSON
#include <cJSON.h>

#include "rebuild/derived.h"
#endif

#define PUT_BACK NULL

typedef struct edit_rule {
    const char *kind; /* the output item's "kind" */
    const char *why;  /* PUT_BACK, or why an edit is refused */
} edit_rule;

static const edit_rule rules[] = {
    /* put back by rebuild/texture.c, model.c, world.c, sound.c, caption.c (an icon's PNG: icon.c) */
    {"texture", PUT_BACK},
    {"texture_mip", PUT_BACK},
    {"model", PUT_BACK},
    {"world", PUT_BACK},
    {"collision_mesh", PUT_BACK},
    {"sound", PUT_BACK},
    {"subtitles", PUT_BACK},
    {"collision", PUT_BACK},    /* rebuild/level_collision*.c */
    {"level", PUT_BACK},        /* its occluders: rebuild/level_occluders.c */
    {"paths", PUT_BACK},        /* rebuild/level_paths.c */
    {"objects", PUT_BACK},      /* texts.c */
    {"font_metrics", PUT_BACK}, /* texts.c */
    {"sprites", PUT_BACK},      /* sprites.c */
    {"icon", PUT_BACK},         /* icon.json: icon.c */
    /* put back by rebuild/lua.c, clip.c, character.c (which refuse what they cannot read back) */
    {"lua_listing", PUT_BACK},
    {"clip", PUT_BACK},
    {"character", PUT_BACK},
    {"scene", PUT_BACK},      /* scene.c */
    {"scene_list", PUT_BACK}, /* scene.c */
    /* refused for good: copies and reports of what the layout computes */
    {"pack_list", PUT_BACK}, /* a resource's folder of its own: pack_copy.c */
    {"raw", "raw copy: the entry's bytes as they are, not read back (edit the decoded files beside it instead)"},
    {"stream_manifest", "derived size: world_size, world_heap and each part's file_size and heap_size are "
                        "recomputed by the layout from the world's parts (edit the parts instead)"},
    {"paths_mesh", "a view of paths.json's outlines, not read back (edit paths.json instead)"},
    {"scene_view", "a view of the scene, not read back (edit <scene>.json instead)"},
    {"world_info", "derived: a report of the world stream's sizes and sectors, recomputed from the entry "
                   "(edit the world's .glb and textures instead)"},
    {"sound_index", "derived: the bank index's hashes, offsets and spans follow its bank's sounds (edit their WAVs "
                    "instead)"},
    /* refused until their put-back lands */
    {"list", "not yet put back: a list rebuild does not read"},
};

/* A file no item names: a sheet's sprite cut out as its own PNG, or another. */
static const char *unnamed_refusal(const char *path) {
    const char *dot = strrchr(path, '.'), *sprite = strstr(path, ".sprite");
    if (sprite && dot && !strcmp(dot, ".png")) return PUT_BACK; /* composed into its sheet: sprite_png.c */
    return "not yet put back: a file no output item names";
}

/* warriors.glr's sound tables (sound_tables.c reads them back). */
static int sound_table_file(const char *path) {
    static const char *const names[] = {"sound_list.json", "sound_classes.json", "stereo_sounds.json",
                                        "music_list.json"};
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (size_t k = 0; k < sizeof names / sizeof *names; k++)
        if (!strcmp(base, names[k])) return 1;
    return 0;
}

/* A model item with a hash: a model chunk's clump, re-encoded by model.c. */
static int listed_model(const manifest *m, const man_file *f) {
    const man_entry *me = &m->e[f->entry];
    for (size_t k = 0; k < me->nmodels; k++)
        if (!strcmp(m->models[me->first_model + k].file, f->path)) return 1;
    return 0;
}

const char *edit_refusal(const man_file *f, const char *entry_kind, const manifest *m) {
    if (!f->kind[0]) return unnamed_refusal(f->path);
    if (!strcmp(f->kind, "texture") || !strcmp(f->kind, "texture_mip")) {
        if (f->dict || !strcmp(entry_kind, "bitmap") || !strcmp(entry_kind, "icon")) return PUT_BACK; /* icon.c */
        return "not yet put back: a texture outside a dictionary";
    }
    if (!strcmp(f->kind, "model") && !listed_model(m, f))
        return !strcmp(entry_kind, "icon") ? "a view of the icon's shapes, not read back (edit icon.json instead)"
                                           : "not yet put back: a model outside a model chunk";
    if (!strcmp(f->kind, "list") && strstr(f->path, "/global/")) return PUT_BACK; /* lists.c */
    if (!strcmp(f->kind, "list") && !strcmp(entry_kind, "global") && sound_table_file(f->path))
        return PUT_BACK; /* sound_tables.c */
    for (size_t k = 0; k < sizeof rules / sizeof *rules; k++)
        if (!strcmp(rules[k].kind, f->kind)) return rules[k].why;
    return "not yet put back: an output of a kind rebuild does not read";
}

#ifdef WARP_HAVE_CJSON
/* An edited <world>_sec.json: the field that differs from the .mem entry, named (every
 * member is derived: the layout writes the sizes again). 1 when one was named. */
/* Part k of the entry's parts against the JSON's part object: 1 when a field was named. */
static int sec_part(const cJSON *part, const uint8_t *b, size_t len, uint32_t k, const char *path) {
    uint32_t fs = 0, hs = 0;
    char where[32];
    snprintf(where, sizeof where, "parts[%u]", k);
    if (warp_world_manifest_part(b, len, k, &fs, &hs) != WARP_OK) return 0; /* part_count says it */
    return derived_number(part, "part", k + 1, path, where) || derived_number(part, "file_size", fs, path, where) ||
           derived_number(part, "heap_size", hs, path, where);
}

static int sec_field(const wad_plan *pl, const man_file *f, const char *path) {
    const warp_entry *e = &pl->entries[f->entry];
    uint8_t *b = malloc(e->size ? e->size : 1);
    warp_world_manifest_info mi;
    cJSON *root = NULL;
    int named = 0;
    if (b && !wad_pread(pl, b, e->size, e->offset) && !warp_world_manifest_parse(b, e->size, &mi) &&
        (root = derived_load(path))) {
        named = derived_number(root, "world_size", mi.world_size, path, "") ||
                derived_number(root, "world_heap", mi.world_heap, path, "") ||
                derived_number(root, "part_count", mi.part_count, path, "");
        const cJSON *part;
        uint32_t k = 0;
        cJSON_ArrayForEach(part, cJSON_GetObjectItemCaseSensitive(root, "parts")) {
            if (named) break;
            named = sec_part(part, b, e->size, k++, path);
        }
    }
    cJSON_Delete(root);
    free(b);
    return named;
}
#endif

int rebuild_check_edits(const wad_plan *pl, const manifest *m, const char *from) {
    size_t entries = pl->count;
    unsigned refused = 0;
    char path[4096];
    for (size_t i = 0; i < entries; i++) {
        if (m->e[i].has_outputs && !m->e[i].has_files) {
            report(from, -1, "entry %zu (%s): the manifest has no content hashes of its files (an extraction by an "
                   "older warp): edits cannot be told, extract again", i, m->e[i].name);
            refused++;
        }
    }
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        const char *why = edit_refusal(f, m->e[f->entry].kind, m);
        if (why == PUT_BACK) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0) {
            refused++;
        } else if (changed) {
#ifdef WARP_HAVE_CJSON
            if (!strcmp(f->kind, "stream_manifest") && sec_field(pl, f, path)) {
                refused++;
                continue;
            }
#endif
            report(path, -1, "edited, but %s", why);
            refused++;
        }
    }
    if (refused)
        report(from, -1, "%u edited file%s not put back: nothing written (restore %s, or extract again)", refused,
               refused == 1 ? "" : "s", refused == 1 ? "it" : "them");
    return refused ? -1 : 0;
}

/* Media a program may save again unchanged (a PNG, a .glb, a WAV): an edit that leaves the
 * entry as it was is a no-op there, not a lost field. */
static int media_kind(const char *kind) {
    static const char *const media[] = {"texture", "texture_mip", "model", "world", "collision_mesh", "paths_mesh",
                                        "sound"};
    for (size_t k = 0; k < sizeof media / sizeof *media; k++)
        if (!strcmp(kind, media[k])) return 1;
    return 0;
}

static int entry_changed(const wad_plan *pl, uint32_t i) {
    const wad_change *c = &pl->changes[i];
    return c->nsplice || c->nword || c->new_size != pl->entries[i].size;
}

int rebuild_check_dropped(const wad_plan *pl, const manifest *m, const char *from) {
    unsigned dropped = 0;
    char path[4096];
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        int sprite_png = !f->kind[0] && unnamed_refusal(f->path) == PUT_BACK; /* a picture, as the media */
        if (f->entry >= pl->count || media_kind(f->kind) || sprite_png || edit_refusal(f, m->e[f->entry].kind, m) != PUT_BACK ||
            entry_changed(pl, f->entry))
            continue;
        snprintf(path, sizeof path, "%s/%s", from, f->path);
        uint64_t h;
        if (file_fnv1a64(path, &h) || h == f->hash) continue; /* unreadable: refused before */
        report(path, -1, "edited, but its entry came out unchanged: the edit is in a field rebuild derives or does not "
               "read (a count, a bound, a header word): restore that field (docs/patch.md lists what comes back)");
        dropped++;
    }
    if (dropped)
        report(from, -1, "%u edited file%s not put back: nothing written", dropped, dropped == 1 ? "" : "s");
    return dropped ? -1 : 0;
}
