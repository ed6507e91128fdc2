/* warp rebuild: the objects an edited `<level>_objs.json` places (placements.h). A placed
 * object's model comes from the Object List record of its name's CRC-32 (FACTS-2.md 7, 6.2):
 * a name no record has places nothing the game can draw. */
#include "rebuild/placements.h"

#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/media.h"
#include "rebuild/edits.h"
#include "rebuild/prop.h"

typedef struct known {
    uint32_t *v;
    size_t n, cap;
} known;

static int add(known *k, uint32_t h) {
    void *v = grow_room(k->v, k->n, &k->cap, sizeof *k->v);
    if (!v) return -1;
    k->v = v, k->v[k->n++] = h;
    return 0;
}

static int has(const known *k, uint32_t h) {
    for (size_t i = 0; i < k->n; i++)
        if (k->v[i] == h) return 1;
    return 0;
}

/* The Object List's names as object_list.json now says (records added by hand count). */
static int list_names(const manifest *m, const char *from, known *k) {
    for (size_t f = 0; f < m->nfiles; f++) {
        const char *p = m->files[f].path, *slash = strrchr(p, '/');
        if (strcmp(m->files[f].kind, "list") || strcmp(slash ? slash + 1 : p, "object_list.json")) continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", from, p);
        cJSON *root = derived_load(path);
        if (!root) return -1;
        const cJSON *r;
        int rc = 0;
        cJSON_ArrayForEach(r, cJSON_GetObjectItemCaseSensitive(root, "records")) {
            const char *h = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(r, "name_hash"));
            if (h && !rc) rc = add(k, (uint32_t)strtoul(h, NULL, 16));
        }
        cJSON_Delete(root);
        return rc;
    }
    return 1; /* no list in the extraction (--only): nothing to check against */
}

static int text_cb(void *user, const warp_objs_object *o) {
    return add(user, lower_name_crc(o->name, o->name_len)) ? 1 : 0;
}

/* One edited objects file: each placed name known, else refused. */
static int check_file(const wad_plan *pl, const man_file *f, const char *path, const known *list) {
    known k = {NULL, 0, 0};
    uint8_t *e = NULL;
    int rc = media_read_entry(pl, f->entry, &e);
    if (!rc) warp_objs_foreach(e, pl->entries[f->entry].size, NULL, text_cb, &k, NULL); /* the text's own names */
    free(e);
    cJSON *root = rc ? NULL : derived_load(path);
    const cJSON *ob, *objects = root ? cJSON_GetObjectItemCaseSensitive(root, "objects") : NULL;
    int bad = rc || !root;
    cJSON_ArrayForEach(ob, objects) {
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ob, "name"));
        if (!name || !strncmp(name, "part", 4)) continue; /* an emitter; a missing name: objs_text says */
        uint32_t key = lower_name_crc(name, strlen(name));
        int prop = 0;
        for (size_t p = 0; p < pl->nprops; p++) prop |= pl->props[p].key == key;
        if (prop || has(list, key) || has(&k, key)) continue;
        report(path, -1, "places \"%s\", which no Object List record names (its model comes from the list): add it "
               "as a prop (docs/patch.md \"A new prop\") or name an object the list has", name);
        bad = 1;
    }
    cJSON_Delete(root);
    free(k.v);
    return bad ? -1 : 0;
}

int rebuild_check_placements(const wad_plan *pl, const manifest *m, const char *from) {
    known list = {NULL, 0, 0};
    int rc = 0, have = -2;
    for (size_t f = 0; !rc && f < m->nfiles; f++) {
        char path[4096];
        if (strcmp(m->files[f].kind, "objects")) continue;
        int changed = man_file_changed(&m->files[f], from, path, sizeof path);
        if (changed <= 0) {
            rc = changed;
            continue;
        }
        if (have == -2) have = list_names(m, from, &list);
        if (have < 0) rc = -1;
        else if (have == 0) rc = check_file(pl, &m->files[f], path, &list);
    }
    free(list.v);
    return rc;
}
