/* warp rebuild WARRIORS.WAD: warriors.glr's sound tables put back (sound_tables.h). The tables
 * keep their size, so an edit is a set of words rewritten in place, merged with the words the
 * bank sounds' step (sound.c) already set in the same records. */
#include "rebuild/sound_tables.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "warp/warp.h"

static const char *const files[SOUND_TABLES] = {"sound_list.json", "sound_classes.json", "stereo_sounds.json",
                                                "music_list.json"};
static const uint32_t types[SOUND_TABLES] = {0x29, 0x48, 0x49, 0x31};

int sound_table_of(const char *path) {
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (int k = 0; k < SOUND_TABLES; k++)
        if (!strcmp(base, files[k])) return k;
    return -1;
}

typedef struct find_chunk {
    uint32_t type;
    size_t offset, size; /* the data, after the chunk's header */
    int found;
} find_chunk;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    find_chunk *f = user;
    if (c->type != f->type) return 0;
    f->offset = (size_t)c->offset + 16, f->size = c->size, f->found = 1;
    return 1; /* the first, as the extraction read it */
}

static find_chunk find(const uint8_t *e, size_t len, uint32_t type) {
    find_chunk f = {type, 0, 0, 0};
    warp_chunk_foreach(e, len, NULL, chunk_cb, &f);
    return f;
}

/* The entry's bytes with the words the plan already rewrote (malloc'ed), or NULL. */
static uint8_t *planned(const wad_plan *pl, uint32_t i, const uint8_t *e, size_t len) {
    uint8_t *cur = malloc(len ? len : 1);
    const wad_change *c = &pl->changes[i];
    if (!cur) return NULL;
    memcpy(cur, e, len);
    for (size_t k = 0; k < c->nword; k++) {
        uint32_t v = c->words[k].value;
        size_t at = c->words[k].offset;
        if (at + 4 > len) continue;
        cur[at] = (uint8_t)v, cur[at + 1] = (uint8_t)(v >> 8), cur[at + 2] = (uint8_t)(v >> 16);
        cur[at + 3] = (uint8_t)(v >> 24);
    }
    return cur;
}

/* The words of `neu` that differ from `cur` (the chunk's data at `at` of entry i) set in the plan. */
static int set_words(wad_plan *pl, uint32_t i, size_t at, const uint8_t *cur, const uint8_t *neu, size_t len) {
    for (size_t k = 0; k < len; k += 4) {
        size_t o = k + 4 <= len ? k : len - 4; /* a tail under 4 bytes: the last whole word over it */
        if (len < 4 || !memcmp(cur + o, neu + o, 4)) continue;
        uint32_t v = (uint32_t)neu[o] | (uint32_t)neu[o + 1] << 8 | (uint32_t)neu[o + 2] << 16 |
                     (uint32_t)neu[o + 3] << 24;
        if (wad_set_word(pl, i, at + o, v)) return -1;
    }
    return 0;
}

static int put_back(wad_plan *pl, const man_file *f, int which, const char *path, unsigned *replaced) {
    uint8_t *e = NULL, *cur = NULL, *neu = NULL;
    size_t len = pl->entries[f->entry].size;
    char *json = derived_read_text(path);
    int rc = json && !media_read_entry(pl, f->entry, &e) && (cur = planned(pl, f->entry, e, len)) ? 0 : -1;
    find_chunk t = rc ? (find_chunk){0} : find(e, len, types[which]), cl = rc ? (find_chunk){0} : find(e, len, 0x48);
    if (!rc && !t.found) {
        report(path, -1, "entry %u has no table chunk 0x%02X: not this WAD's extraction", f->entry, types[which]);
        rc = -1;
    }
    if (!rc)
        rc = sound_table_records(which, e + t.offset, cur + t.offset, t.size, cl.found ? e + cl.offset : NULL,
                                 cl.size, json, path, &neu);
    if (!rc && neu) {
        rc = set_words(pl, f->entry, t.offset, cur + t.offset, neu, t.size);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: changed, the table's records written again\n", path);
    }
    free(neu), free(cur), free(json), free(e);
    return rc;
}

int rebuild_sound_tables(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        int which = sound_table_of(f->path);
        char path[4096];
        if (strcmp(f->kind, "list") || which < 0 || strcmp(m->e[f->entry].kind, "global")) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0 || (changed && put_back(pl, f, which, path, replaced))) return -1;
    }
    return 0;
}
