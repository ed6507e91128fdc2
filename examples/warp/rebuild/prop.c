/* warp rebuild WARRIORS.WAD: new props (prop.h). */
#include "rebuild/prop.h"

#include <cJSON.h>
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "formats/gltf_read.h"
#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/media.h"

#define OBJECT_LIST 0x46 /* FACTS-2.md 6.2 */
#define MAX_TEXTURES 64
#define NAME_CAP 64 /* prop_new.name's size */

/* The WAD's Object List records (9 words each), read once; and the texture names the props
 * before this one took (PNG file names). */
typedef struct olist {
    uint32_t (*v)[WARP_LIST_MAX_FIELDS];
    size_t n, cap;
    char (*taken)[40];
    size_t ntaken, taken_cap;
} olist;

enum { F_NAME, F_SWAP, F_MODEL, F_DICT, F_DICT2, F_MODEL_SIZE, F_MODEL_SIZE2, F_DICT_SIZE, F_DICT2_SIZE };

/* One prop.json, read: its files joined to its folder. */
typedef struct prop_in {
    const char *json; /* for messages */
    char folder[256], like[NAME_CAP], swap[NAME_CAP];
    char model[4400];
    char *tex[MAX_TEXTURES];
    size_t ntex;
} prop_in;

static uint32_t lower_crc(const char *s) { return lower_name_crc(s, strlen(s)); }

static int olist_cb(void *user, const warp_list_record *r) {
    olist *o = user;
    void *v = grow_room(o->v, o->n, &o->cap, sizeof *o->v);
    if (!v) return -1;
    o->v = v;
    memcpy(o->v[o->n++], r->values, sizeof r->values);
    return 0;
}

typedef struct list_chunk {
    warp_chunk_info c;
    int found;
} list_chunk;

static int list_chunk_cb(void *user, const warp_chunk_info *c) {
    list_chunk *f = user;
    if (c->type != OBJECT_LIST) return 0;
    f->c = *c, f->found = 1;
    return 1;
}

/* The Object List of the WAD's warriors.glr. 0, or -1 after a message. */
static int read_olist(const wad_plan *pl, olist *o) {
    uint32_t i;
    uint8_t *e = NULL;
    list_chunk f = {{0}, 0};
    if (warp_wad_find(pl->w, "warriors.glr", &i) != WARP_OK || media_read_entry(pl, i, &e)) {
        report(pl->dir_path, -1, "no warriors.glr: a new prop needs the Object List to register it");
        return -1;
    }
    warp_chunk_foreach(e, pl->entries[i].size, NULL, list_chunk_cb, &f);
    int rc = f.found ? warp_list_foreach(OBJECT_LIST, f.c.data, f.c.size, NULL, olist_cb, o) : WARP_E_MAGIC;
    free(e);
    if (rc) report(pl->dir_path, -1, "warriors.glr: its Object List does not read (%s)", warp_strerror(rc));
    return rc ? -1 : 0;
}

static const uint32_t *olist_find(const olist *o, uint32_t key) {
    for (size_t k = 0; k < o->n; k++)
        if (o->v[k][F_NAME] == key) return o->v[k];
    return NULL;
}

/* ---- prop.json ------------------------------------------------------------------------------- */

/* A file name in the prop's folder: no separator, not "." or "..". */
static int plain_file(const char *s) {
    return s && *s && !strchr(s, '/') && !strchr(s, '\\') && strcmp(s, "..") && strcmp(s, ".");
}

/* A name the object text can hold: one token of letters, digits and '_' (FACTS-2.md 7). */
static int token(const char *s, size_t cap) {
    size_t n = s ? strlen(s) : 0;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_') return 0;
    return n && n < cap;
}

static const char *member(const cJSON *root, const char *key) {
    return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(root, key));
}

/* What prop.json's members lack, or NULL. */
static const char *prop_json_fault(const cJSON *root) {
    const cJSON *swap = cJSON_GetObjectItemCaseSensitive(root, "swap"), *t;
    const cJSON *tex = cJSON_GetObjectItemCaseSensitive(root, "textures");
    if (!token(member(root, "name"), NAME_CAP - 4))
        return "\"name\": the object's name, one token of letters, digits and _ (as _objs.json will name it)";
    if (!token(member(root, "like"), NAME_CAP))
        return "\"like\": the name of an existing prop whose model and dictionary give the layout (\"dyn_box\")";
    if (!plain_file(member(root, "model"))) return "\"model\": the model's file in this folder (.glb or .gltf)";
    if (swap && !cJSON_IsNull(swap) && !token(cJSON_GetStringValue(swap), NAME_CAP))
        return "\"swap\": null, or the object it becomes when damaged";
    if (!cJSON_IsArray(tex)) return "\"textures\": a list of the PNG file names in this folder";
    if (!cJSON_GetArraySize(tex))
        return "\"textures\": a model without a dictionary: list its PNGs in this folder (the first is the one the "
               "game shows)";
    if (cJSON_GetArraySize(tex) > MAX_TEXTURES) return "\"textures\": at most 64";
    cJSON_ArrayForEach(t, tex) {
        if (!plain_file(cJSON_GetStringValue(t))) return "\"textures\": file names in this folder";
    }
    return NULL;
}

static int read_prop_json(const char *from, const char *folder, prop_in *in, prop_new *p, char *path) {
    snprintf(path, 4400, "%s/%s/%s", from, folder, PROP_FILE);
    cJSON *root = derived_load(path);
    if (!root) return -1;
    const char *why = prop_json_fault(root);
    if (why) {
        report(path, -1, "%s", why);
        cJSON_Delete(root);
        return -1;
    }
    snprintf(p->name, sizeof p->name, "%s", member(root, "name"));
    snprintf(p->folder, sizeof p->folder, "%s", folder);
    snprintf(in->folder, sizeof in->folder, "%s", folder);
    snprintf(in->like, sizeof in->like, "%s", member(root, "like"));
    snprintf(in->swap, sizeof in->swap, "%s", member(root, "swap") ? member(root, "swap") : "");
    snprintf(in->model, sizeof in->model, "%s/%s/%s", from, folder, member(root, "model"));
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "textures")) {
        size_t n = strlen(from) + strlen(folder) + strlen(t->valuestring) + 3;
        if (!(in->tex[in->ntex] = malloc(n))) break;
        snprintf(in->tex[in->ntex++], n, "%s/%s/%s", from, folder, t->valuestring);
    }
    cJSON_Delete(root);
    return 0;
}

/* A texture the model's materials show must be one of the prop's (by its stem). */
static int check_images(const prop_in *in) {
    gltfr_doc d;
    char err[512] = "";
    if (gltf_read_file(in->model, &d, err, sizeof err)) return report(in->model, -1, "%s", err), -1;
    int rc = 0;
    for (size_t k = 0; !rc && k < d.material_count; k++) {
        const char *img = d.material_images[k];
        int found = !img[0];
        for (size_t t = 0; !found && t < in->ntex; t++) {
            const char *b = strrchr(in->tex[t], '/') + 1;
            found = strlen(b) == strlen(img) + 4 && !strncmp(b, img, strlen(img));
        }
        if (!found) {
            report(in->model, -1, "material \"%s\" shows image \"%s\", which is not among the prop's textures: put "
                   "%s.png in %s/ and list it in \"textures\" of its %s", d.materials[k], img, img, in->folder,
                   PROP_FILE);
            rc = -1;
        }
    }
    gltf_read_free(&d);
    return rc;
}

/* ---- checks and encoding --------------------------------------------------------------------- */

/* Refused: a name the Object List, the WAD or another prop already has; a texture name the
 * WAD's dictionaries already use (texture names are one namespace: FACTS.md 4.5). */
static int check_names(const wad_plan *pl, const manifest *m, const olist *o, const prop_in *in, const prop_new *p,
                       const char *path) {
    char dec[2][16];
    uint32_t e;
    snprintf(dec[0], sizeof dec[0], "%u", p->model_hash), snprintf(dec[1], sizeof dec[1], "%u", p->dict_hash);
    if (olist_find(o, p->key))
        return report(path, -1, "\"name\": %s is already in the Object List: choose another name", p->name), -1;
    for (int k = 0; k < 2; k++)
        if (warp_wad_find(pl->w, dec[k], &e) == WARP_OK)
            return report(path, -1, "\"name\": the WAD already has entry %u named %s (%s_%s): choose another name", e,
                          dec[k], p->name, k ? "tex" : "geo"), -1;
    for (size_t k = 0; k < pl->nprops; k++)
        if (pl->props[k].key == p->key)
            return report(path, -1, "\"name\": %s is also the prop of folder %s", p->name, pl->props[k].folder), -1;
    for (size_t t = 0; t < in->ntex; t++) {
        const char *b = strrchr(in->tex[t], '/') + 1;
        for (size_t k = 0; k < o->ntaken; k++)
            if (!strcmp(o->taken[k], b))
                return report(in->tex[t], -1, "another new prop has a texture of that name: texture names are one "
                              "namespace in the game: rename the PNG"), -1;
        for (size_t k = 0; k < m->nitems; k++) {
            const char *f = strrchr(m->items[k].file, '/');
            f = f ? f + 1 : m->items[k].file;
            if (strcmp(f, b)) continue;
            report(in->tex[t], -1, "a texture of the WAD is already named %.*s (%s): texture names are one namespace "
                   "in the game: rename the PNG", (int)(strlen(b) - 4), b, m->items[k].file);
            return -1;
        }
    }
    return 0;
}

/* The template prop's model and dictionary entries (by their decimal names), read. */
static int read_like(const wad_plan *pl, const uint32_t *rec, const char *path, const char *like, uint8_t **e,
                     uint32_t idx[2]) {
    for (int k = 0; k < 2; k++) {
        char dec[16];
        snprintf(dec, sizeof dec, "%u", rec[k ? F_DICT : F_MODEL]);
        if (warp_wad_find(pl->w, dec, &idx[k]) != WARP_OK)
            return report(path, -1, "\"like\": %s's %s is no WAD entry of its own (%s): choose another prop", like,
                          k ? "dictionary" : "model", dec), -1;
        if (media_read_entry(pl, idx[k], &e[k])) return -1;
    }
    return 0;
}

static int encode_prop(wad_plan *pl, const olist *o, const prop_in *in, prop_new *p, const char *path) {
    const uint32_t *rec = olist_find(o, lower_crc(in->like));
    if (!rec) return report(path, -1, "\"like\": no prop named %s in the Object List", in->like), -1;
    uint8_t *e[2] = {NULL, NULL};
    uint32_t idx[2];
    size_t len[2] = {0, 0};
    int rc = read_like(pl, rec, path, in->like, e, idx);
    if (!rc)
        rc = prop_encode_model(e[0], pl->entries[idx[0]].size, in->model, (const char *const *)in->tex, in->ntex,
                               p->model_hash, &p->model, &len[0]);
    if (!rc) rc = prop_encode_dict(e[1], pl->entries[idx[1]].size, (const char *const *)in->tex, in->ntex,
                                   p->dict_hash, &p->dict, &len[1]);
    free(e[0]), free(e[1]);
    if (rc) return -1;
    p->model_size = (uint32_t)len[0], p->dict_size = (uint32_t)len[1];
    /* the memory sizer's larger size: the template's margin over its model's size, kept */
    uint32_t margin = rec[F_MODEL_SIZE2] > rec[F_MODEL_SIZE] ? rec[F_MODEL_SIZE2] - rec[F_MODEL_SIZE] : 0;
    p->model_size2 = p->model_size + margin;
    return 0;
}

/* ---- new entries ---------------------------------------------------------------------------- */

static int decimal(const char *s) {
    for (const char *c = s; *c; c++)
        if (!isdigit((unsigned char)*c)) return 0;
    return *s != 0;
}

/* Where a decimal name goes in the DIR: before the first decimal name above it in ASCII order,
 * else after the last decimal name (FACTS.md 1). */
static uint32_t decimal_place(const wad_plan *pl, const manifest *m, const char *dec) {
    uint32_t after = 0;
    for (uint32_t i = 0; i < pl->count; i++) {
        if (!decimal(m->e[i].name)) continue;
        if (strcmp(m->e[i].name, dec) > 0) return i;
        after = i + 1;
    }
    return after;
}

static int by_place(const void *a, const void *b) {
    const wad_new *x = a, *y = b;
    if (x->before != y->before) return x->before < y->before ? -1 : 1;
    char dx[16], dy[16];
    snprintf(dx, sizeof dx, "%u", x->resource), snprintf(dy, sizeof dy, "%u", y->resource);
    return strcmp(dx, dy);
}

static int add_entry(wad_plan *pl, const manifest *m, uint32_t hash, uint8_t **bytes, size_t len) {
    wad_new *v = realloc(pl->added, (pl->nadded + 1) * sizeof *v);
    if (!v) return -1;
    pl->added = v;
    char dec[16];
    snprintf(dec, sizeof dec, "%u", hash);
    v[pl->nadded++] = (wad_new){decimal_place(pl, m, dec), warp_name_hash(dec), hash, *bytes, len};
    *bytes = NULL; /* the plan's now */
    return 0;
}

/* The folders under `from` holding a prop.json, sorted (a stable order for the messages). */
static char **prop_folders(const char *from, size_t *n) {
    DIR *d = opendir(from);
    char **v = NULL, path[4400];
    size_t cap = 0;
    struct dirent *e;
    *n = 0;
    while (d && (e = readdir(d))) {
        struct stat st;
        snprintf(path, sizeof path, "%s/%s/%s", from, e->d_name, PROP_FILE);
        if (e->d_name[0] == '.' || stat(path, &st) || !S_ISREG(st.st_mode)) continue;
        char **g = grow_room(v, *n, &cap, sizeof *v);
        if (!g || !(g[*n] = strdup(e->d_name))) break;
        v = g, ++*n;
    }
    if (d) closedir(d);
    for (size_t i = 1; i < *n; i++) /* few: insertion sort */
        for (size_t j = i; j && strcmp(v[j - 1], v[j]) > 0; j--) {
            char *t = v[j];
            v[j] = v[j - 1], v[j - 1] = t;
        }
    return v;
}

/* Whether prop.json (root) names the file `base` of its folder: itself, its model (a .gltf's
 * buffers too), a texture or a texture's <stem>.json sidecar (rebuild/texture_grow.c). */
static int named_by(const cJSON *root, const char *base) {
    const char *model = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(root, "model"));
    size_t n = strlen(base);
    int known = !strcmp(base, PROP_FILE) || (model && !strcmp(model, base));
    if (model && ends_with(model, ".gltf") && ends_with(base, ".bin")) known = 1;
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "textures")) {
        const char *x = cJSON_GetStringValue(t);
        size_t k = x ? strlen(x) : 0;
        int sidecar = k > 4 && n == k + 1 && !strncmp(x, base, k - 4) && !strcmp(base + k - 4, ".json");
        known |= x && (!strcmp(x, base) || sidecar);
    }
    return known;
}

/* A file of the folder that prop.json does not name is refused by name: a PNG left out of
 * "textures" would silently not reach the game. */
static int prop_strays(const char *from, const char *folder, const char *json) {
    char path[4400];
    snprintf(path, sizeof path, "%s/%s", from, folder);
    cJSON *root = derived_load(json);
    DIR *d = root ? opendir(path) : NULL;
    struct dirent *e;
    int rc = d ? 0 : -1;
    while (d && (e = readdir(d))) {
        if (e->d_name[0] == '.' || named_by(root, e->d_name)) continue;
        report(path, -1, "%s: in the prop's folder, but its %s does not name it (list a texture in \"textures\", "
               "or remove the file)", e->d_name, PROP_FILE);
        rc = -1;
    }
    if (d) closedir(d);
    cJSON_Delete(root);
    return rc;
}

/* The prop's texture file names, taken for the props after it. */
static int take_textures(olist *o, const prop_in *in) {
    for (size_t t = 0; t < in->ntex; t++) {
        void *v = grow_room(o->taken, o->ntaken, &o->taken_cap, sizeof *o->taken);
        if (!v) return -1;
        o->taken = v;
        snprintf(o->taken[o->ntaken++], sizeof *o->taken, "%s", strrchr(in->tex[t], '/') + 1);
    }
    return 0;
}

static int one_prop(wad_plan *pl, const manifest *m, olist *o, const char *from, const char *folder) {
    prop_in in;
    memset(&in, 0, sizeof in);
    prop_new p;
    memset(&p, 0, sizeof p);
    char path[4400], geo[80], tex[80];
    int rc = read_prop_json(from, folder, &in, &p, path);
    if (!rc) {
        snprintf(geo, sizeof geo, "%s_geo", p.name), snprintf(tex, sizeof tex, "%s_tex", p.name);
        p.key = lower_crc(p.name), p.model_hash = name_crc(geo), p.dict_hash = name_crc(tex);
        p.swap = in.swap[0] ? lower_crc(in.swap) : 0;
        if (p.swap && !olist_find(o, p.swap)) {
            report(path, -1, "\"swap\": no object named %s in the Object List", in.swap);
            rc = -1;
        }
    }
    for (size_t t = 0; !rc && t < in.ntex; t++) {
        struct stat st;
        if (stat(in.tex[t], &st)) {
            report(in.tex[t], -1, "listed in %s's \"textures\" but not in the folder", path);
            rc = -1;
        }
    }
    if (!rc) rc = check_images(&in);
    if (!rc) rc = prop_strays(from, folder, path);
    if (!rc) rc = check_names(pl, m, o, &in, &p, path);
    if (!rc) rc = encode_prop(pl, o, &in, &p, path);
    if (!rc) rc = take_textures(o, &in);
    prop_new *v = rc ? NULL : realloc(pl->props, (pl->nprops + 1) * sizeof *v);
    if (!rc && !v) rc = -1;
    if (!rc) {
        pl->props = v;
        rc = add_entry(pl, m, p.model_hash, &p.model, p.model_size) ||
             add_entry(pl, m, p.dict_hash, &p.dict, p.dict_size);
        pl->props[pl->nprops++] = p;
    }
    if (!rc && !pl->quiet)
        fprintf(stderr, "warp: new prop %s (%s/): model %u (%u bytes), dictionary %u (%u bytes, %zu textures)\n",
                p.name, folder, p.model_hash, p.model_size, p.dict_hash, p.dict_size, in.ntex);
    free(p.model), free(p.dict);
    for (size_t t = 0; t < in.ntex; t++) free(in.tex[t]);
    return rc;
}

int rebuild_props(wad_plan *pl, const manifest *m, const char *from, unsigned *count) {
    size_t n;
    char **folders = prop_folders(from, &n);
    olist o = {NULL, 0, 0, NULL, 0, 0};
    int rc = n ? read_olist(pl, &o) : 0;
    for (size_t k = 0; !rc && k < n; k++) rc = one_prop(pl, m, &o, from, folders[k]);
    for (size_t k = 0; k < n; k++) free(folders[k]);
    free(folders), free(o.v), free(o.taken);
    if (!rc && pl->nadded) qsort(pl->added, pl->nadded, sizeof *pl->added, by_place);
    *count = (unsigned)pl->nprops;
    return rc;
}

/* ---- the packs of the levels placing a prop --------------------------------------------------- */

/* The level a pack belongs to: "<level>_<digits>.pak" (FACTS.md 1's level names), into level. */
static int pack_level(const char *name, char *level, size_t cap) {
    size_t n = strlen(name);
    if (n < 7 || strcmp(name + n - 4, ".pak")) return -1;
    size_t d = n - 4;
    while (d && isdigit((unsigned char)name[d - 1])) d--;
    if (d == n - 4 || d < 2 || name[d - 1] != '_' || d - 1 >= cap) return -1;
    snprintf(level, cap, "%.*s", (int)(d - 1), name);
    return 0;
}

/* Which props the level's objects file (its `_objs.json` as edited) places: placed[k] set. */
static int level_places(const wad_plan *pl, const manifest *m, const char *from, const char *level, int *placed) {
    char want[160];
    snprintf(want, sizeof want, "%s_objs.txt", level);
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        if (strcmp(f->kind, "objects") || strcmp(m->e[f->entry].name, want)) continue;
        char path[4400];
        snprintf(path, sizeof path, "%s/%s", from, f->path);
        cJSON *root = derived_load(path);
        if (!root) return -1;
        const cJSON *ob;
        cJSON_ArrayForEach(ob, cJSON_GetObjectItemCaseSensitive(root, "objects")) {
            const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ob, "name"));
            for (size_t p = 0; name && p < pl->nprops; p++) placed[p] |= lower_crc(name) == pl->props[p].key;
        }
        cJSON_Delete(root);
    }
    return 0;
}

static const wad_new *added_of(const wad_plan *pl, uint32_t resource) {
    for (size_t a = 0; a < pl->nadded; a++)
        if (pl->added[a].resource == resource) return &pl->added[a];
    return NULL;
}

/* Pack i gains the placed props' two resources each, after its last (FACTS.md 2.1). */
static int grow_pack(wad_plan *pl, uint32_t i, const int *placed) {
    size_t n = 0, at = 0;
    uint32_t more = 0;
    for (size_t p = 0; p < pl->nprops; p++)
        if (placed[p]) n += pl->props[p].model_size + pl->props[p].dict_size, more += 2;
    uint8_t *old = NULL, *bytes = malloc(n);
    if (!bytes || media_read_entry(pl, i, &old)) return free(bytes), -1;
    for (size_t p = 0; p < pl->nprops; p++) {
        const wad_new *g = added_of(pl, pl->props[p].model_hash), *t = added_of(pl, pl->props[p].dict_hash);
        if (!placed[p] || !g || !t) continue;
        memcpy(bytes + at, g->bytes, g->len), at += g->len;
        memcpy(bytes + at, t->bytes, t->len), at += t->len;
    }
    wad_splice s;
    memset(&s, 0, sizeof s);
    s.p = (rebuild_patch){pl->entries[i].size, 0, 0, bytes, at};
    uint32_t count = le32(old);
    int rc = wad_add_splice(pl, i, old, &s);
    /* the count, and the size after the header (FACTS.md 2.1; also set by rebuild/copies.c) */
    if (!rc)
        rc = wad_set_word(pl, i, 0, count + more) || wad_set_word(pl, i, 4, (uint32_t)(pl->changes[i].new_size - 16));
    free(old);
    return rc;
}

int rebuild_props_packs(wad_plan *pl, const manifest *m, const char *from, unsigned *packs) {
    *packs = 0;
    if (!pl->nprops) return 0;
    if (!pl->props_listed) { /* an extraction without the lists (--only): the record has nowhere to go */
        report(from, -1, "new prop %s: the extraction has no warriors.glr/global/object_list.json to register it in "
               "(extract without --only)", pl->props[0].name);
        return -1;
    }
    int *placed = calloc(pl->nprops, sizeof *placed), *ever = calloc(pl->nprops, sizeof *ever), rc = 0;
    if (!placed || !ever) rc = -1;
    for (uint32_t i = 0; !rc && i < pl->count; i++) {
        char level[128];
        if (strcmp(m->e[i].kind, "pack") || pack_level(m->e[i].name, level, sizeof level)) continue;
        memset(placed, 0, pl->nprops * sizeof *placed);
        if ((rc = level_places(pl, m, from, level, placed))) break;
        int any = 0;
        for (size_t p = 0; p < pl->nprops; p++) any |= placed[p], ever[p] |= placed[p];
        if (!any) continue;
        if ((rc = grow_pack(pl, i, placed))) break;
        ++*packs;
        if (!pl->quiet) fprintf(stderr, "warp: %s: holds the new props %s places\n", m->e[i].name, level);
    }
    for (size_t p = 0; !rc && !pl->quiet && p < pl->nprops; p++)
        if (!ever[p])
            fprintf(stderr, "warp: new prop %s: no level's pack holds it (no <level>_objs.json places it in a level "
                    "with packs)\n", pl->props[p].name);
    free(placed), free(ever);
    return rc;
}

/* ---- the folder's files, freeing ------------------------------------ */

int prop_known_file(const char *from, const char *rel) {
    const char *slash = strchr(rel, '/');
    if (!slash || strchr(slash + 1, '/')) return 0; /* a prop folder is one level under from */
    char path[4400];
    snprintf(path, sizeof path, "%s/%.*s/%s", from, (int)(slash - rel), rel, PROP_FILE);
    return access(path, R_OK) == 0; /* its own files: checked by rebuild_props (prop_strays) */
}

void props_free(wad_plan *pl) {
    for (size_t a = 0; a < pl->nadded; a++) free(pl->added[a].bytes);
    free(pl->added), free(pl->props);
    pl->added = NULL, pl->props = NULL, pl->nadded = pl->nprops = 0;
}
