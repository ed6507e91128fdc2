/* warp rebuild: an edited resource written into every copy of it (copies.h). */
#include "rebuild/copies.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

#define WHOLE UINT32_MAX /* a copy that is a whole entry */

typedef struct copy {
    uint32_t entry, slot, group;
    size_t offset, len;
    int edited;
} copy;

typedef struct group {
    const char *folder;
    uint8_t *now; /* the edited copy's bytes, or NULL */
    size_t now_len;
    uint32_t edited_copy, count;
} group;

typedef struct copies {
    copy *c;
    size_t n, cap;
    group *g;
    size_t ng, gcap;
} copies;

/* The span of resource `slot` in pack bytes p (FACTS.md 2.1), or the whole entry. */
static int slot_span(const uint8_t *p, size_t len, uint32_t slot, size_t *off, size_t *size) {
    if (slot == WHOLE) return *off = 0, *size = len, 0;
    if (len < 16 || slot >= le32(p)) return -1;
    size_t at = 16;
    for (uint32_t k = 0;; k++) {
        if (at + 16 > len) return -1;
        uint64_t span = 16 + 16 * (uint64_t)le32(p + at) + le32(p + at + 4);
        if (span > len - at) return -1;
        if (k == slot) return *off = at, *size = (size_t)span, 0;
        at += (size_t)span;
    }
}

/* Whether (entry, slot) is a pack copy given a folder of its own. */
static int own_folder(const manifest *m, size_t entry, size_t slot) {
    for (size_t k = 0; k < m->nown; k++)
        if (m->own[k].entry == entry && m->own[k].slot == slot) return 1;
    return 0;
}

/* One resource of the manifest's "resources" with more than one copy, checked against the
 * DIR; copies with a folder of their own left out. */
static int read_group(copies *t, const wad_plan *pl, const manifest *m, const cJSON *res, const char *path) {
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(res, "copies"), *it;
    const cJSON *folder = cJSON_GetObjectItemCaseSensitive(res, "folder");
    size_t size, n = (size_t)cJSON_GetArraySize(list);
    if (n < 2) return 0;
    if (!cJSON_IsArray(list) || manifest_number(res, "size", &size) || !cJSON_IsString(folder)) {
        report(path, -1, "a resource without its size, folder or copies: not an extraction's manifest");
        return -1;
    }
    group *g = grow_room(t->g, t->ng, &t->gcap, sizeof *g);
    if (!g) return -1;
    t->g = g;
    t->g[t->ng] = (group){folder->valuestring, NULL, 0, 0, 0};
    cJSON_ArrayForEach(it, list) {
        size_t e, off, slot = WHOLE;
        const cJSON *pack = cJSON_GetObjectItemCaseSensitive(it, "pack");
        if (manifest_number(it, "entry", &e) || manifest_number(it, "offset", &off) || e >= pl->count ||
            off > pl->entries[e].size || size > pl->entries[e].size - off ||
            (!cJSON_IsNull(pack) && (manifest_number(it, "pack", &slot) || slot >= WHOLE))) {
            report(path, -1, "resource %s: a copy outside the WAD: not an extraction of this WAD", folder->valuestring);
            return -1;
        }
        if (own_folder(m, e, slot)) continue;
        copy *c = grow_room(t->c, t->n, &t->cap, sizeof *c);
        if (!c) return -1;
        t->c = c;
        t->c[t->n++] = (copy){(uint32_t)e, (uint32_t)slot, (uint32_t)t->ng, off, size, 0};
        t->g[t->ng].count++;
    }
    t->ng++;
    return 0;
}

static int by_entry(const void *a, const void *b) {
    const copy *x = a, *y = b;
    return x->entry != y->entry ? (x->entry < y->entry ? -1 : 1) : (x->offset < y->offset ? -1 : x->offset > y->offset);
}

static uint8_t *entry_old(const wad_plan *pl, uint32_t e) {
    uint8_t *b = malloc(pl->entries[e].size ? pl->entries[e].size : 1);
    if (b && wad_pread(pl, b, pl->entries[e].size, pl->entries[e].offset)) free(b), b = NULL;
    return b;
}

/* The copies of entry e (c[0..n), all in e) that the steps before changed: each group's new
 * bytes; two copies of one resource made different is refused. */
static int find_edited(copies *t, const wad_plan *pl, copy *c, size_t n) {
    uint32_t e = c->entry;
    uint8_t *old = entry_old(pl, e), *neu = NULL;
    size_t len = 0;
    int rc = old && !wad_apply(pl, e, old, &neu, &len) ? 0 : -1;
    for (size_t k = 0; !rc && k < n; k++) {
        size_t off, size;
        group *g = &t->g[c[k].group];
        if (slot_span(neu, len, c[k].slot, &off, &size)) {
            report(pl->wad_path, (long long)pl->entries[e].offset, "entry %u: its resource %u no longer found", e,
                   c[k].slot);
            rc = -1;
        } else if (size != c[k].len || memcmp(neu + off, old + c[k].offset, size)) {
            c[k].edited = 1;
            if (g->now && (g->now_len != size || memcmp(g->now, neu + off, size))) {
                report(pl->wad_path, -1, "resource %s: two of its copies edited differently (entries %u and %u): "
                       "edit the files in %s only", g->folder, g->edited_copy, e, g->folder);
                rc = -1;
            } else if (!g->now) {
                if (!(g->now = malloc(size ? size : 1))) rc = -1;
                else memcpy(g->now, neu + off, size), g->now_len = size, g->edited_copy = e;
            }
        }
    }
    free(old), free(neu);
    return rc;
}

/* The edited bytes into copy c, not edited itself (a pack's size: pack_size). */
static int write_copy(wad_plan *pl, const copy *c, const group *g) {
    uint8_t *old = entry_old(pl, c->entry), *bytes = malloc(g->now_len ? g->now_len : 1);
    if (!old || !bytes) {
        free(old), free(bytes);
        return -1;
    }
    memcpy(bytes, g->now, g->now_len);
    wad_splice s;
    memset(&s, 0, sizeof s);
    s.p = (rebuild_patch){c->offset, c->len, 0, bytes, g->now_len};
    int rc = wad_add_splice(pl, c->entry, old, &s);
    free(old);
    return rc;
}

int rebuild_copies(wad_plan *pl, const manifest *m, const char *from, unsigned *edits, unsigned *reached) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    *edits = *reached = 0;
    int any = 0;
    for (uint32_t i = 0; i < pl->count; i++) any |= pl->changes[i].nsplice || pl->changes[i].nword;
    if (!any) return 0;
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    copies t;
    memset(&t, 0, sizeof t);
    const cJSON *res;
    int rc = 0;
    cJSON_ArrayForEach(res, cJSON_GetObjectItemCaseSensitive(root, "resources")) /* none: an older extraction */
        if (!rc) rc = read_group(&t, pl, m, res, path);
    if (t.n) qsort(t.c, t.n, sizeof *t.c, by_entry);
    for (size_t k = 0, end; !rc && k < t.n; k = end) {
        for (end = k + 1; end < t.n && t.c[end].entry == t.c[k].entry; end++) {}
        if (pl->changes[t.c[k].entry].nsplice || pl->changes[t.c[k].entry].nword)
            rc = find_edited(&t, pl, &t.c[k], end - k);
    }
    for (size_t k = 0; !rc && k < t.n; k++)
        if (t.g[t.c[k].group].now && !t.c[k].edited) rc = write_copy(pl, &t.c[k], &t.g[t.c[k].group]);
    /* a pack's size (its header's second word) is the bytes after its header, whatever its
     * resources became: set once all are in (FACTS.md 2.1) */
    for (size_t k = 0; !rc && k < t.n; k++)
        if (t.c[k].slot != WHOLE && t.g[t.c[k].group].now && !t.c[k].edited)
            rc = wad_set_word(pl, t.c[k].entry, 4, (uint32_t)(pl->changes[t.c[k].entry].new_size - 16));
    for (size_t g = 0; g < t.ng; g++) {
        if (!rc && t.g[g].now) {
            (*edits)++, *reached += t.g[g].count;
            if (!pl->quiet)
                fprintf(stderr, "warp: resource %s: the edit reached its %u copies\n", t.g[g].folder, t.g[g].count);
        }
        free(t.g[g].now);
    }
    free(t.c), free(t.g);
    cJSON_Delete(root);
    return rc;
}
