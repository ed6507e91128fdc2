/* warp rebuild: the extraction's manifest.json (manifest.h), parsed whole with cJSON. */
#include "rebuild/manifest.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

static int unsafe_name(const char *s) { return !*s || strstr(s, "..") || s[0] == '/' || s[0] == '\\'; }

int manifest_hash(const char *hex, uint32_t *v) {
    char *end;
    unsigned long long h = strtoull(hex, &end, 16);
    if (end == hex || *end || h > UINT32_MAX) return -1;
    *v = (uint32_t)h;
    return 0;
}

int manifest_file(const cJSON *o, const char *folder, char *out, size_t cap) {
    char file[256];
    if (manifest_string(o, "file", file, sizeof file) || unsafe_name(file) || strpbrk(file, "/\\") ||
        (folder && unsafe_name(folder)))
        return -1;
    int n = folder ? snprintf(out, cap, "%s/%s", folder, file) : snprintf(out, cap, "%s", file);
    return n < 0 || (size_t)n >= cap ? -1 : 0;
}

cJSON *manifest_load(const char *path) {
    file_map f;
    if (map_file(path, &f)) {
        report(path, -1, "cannot open the extraction's manifest: %s", strerror(errno));
        return NULL;
    }
    cJSON *root = cJSON_ParseWithLength((const char *)f.data, f.len);
    unmap_file(&f);
    if (!cJSON_IsObject(root)) {
        report(path, -1, "not a JSON object: not an extraction's manifest (extract again)");
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}


static int push(void **v, size_t *n, size_t *cap, size_t size) {
    void *p = grow_room(*v, *n, cap, size);
    if (!p) return -1;
    *v = p;
    return 0;
}

/* ---- a dictionary's extraction: its texture items ---------------------------------------- */

int manifest_read_txd(const char *dir, rebuild_item **items, size_t *count) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", dir);
    *items = NULL, *count = 0;
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    size_t cap = 0;
    int rc = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(root, "items")) {
        if (!manifest_item_is(it, "texture")) continue;
        rebuild_item ri;
        size_t index;
        if (manifest_number(it, "dictionary_offset", &ri.dict_offset) || manifest_number(it, "index", &index) ||
            index > UINT32_MAX || manifest_string(it, "file", ri.file, sizeof ri.file)) {
            report(path, -1, "texture item without dictionary_offset, index or file");
            rc = -1;
            break;
        }
        ri.index = (uint32_t)index;
        if (manifest_string(it, "name", ri.name, sizeof ri.name)) ri.name[0] = 0;
        if (push((void **)items, count, &cap, sizeof **items)) {
            rc = -1;
            break;
        }
        (*items)[(*count)++] = ri;
    }
    cJSON_Delete(root);
    if (rc) free(*items), *items = NULL, *count = 0;
    return rc;
}

int manifest_read_file_models(const char *dir, man_model **models, size_t *count) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", dir);
    *models = NULL, *count = 0;
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    size_t cap = 0;
    int rc = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(root, "items")) {
        man_model mm;
        memset(&mm, 0, sizeof mm);
        char hex[24], *end;
        if (!manifest_item_is(it, "model") || manifest_string(it, "fnv1a64", hex, sizeof hex)) continue;
        mm.hash = strtoull(hex, &end, 16);
        if (end == hex || *end || manifest_number(it, "offset", &mm.offset) ||
            manifest_string(it, "file", mm.file, sizeof mm.file) || strchr(mm.file, '/') || strstr(mm.file, "..")) {
            report(path, -1, "model item without offset, file or a hexadecimal fnv1a64");
            rc = -1;
            break;
        }
        mm.upright = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(it, "turned_upright"));
        if (push((void **)models, count, &cap, sizeof **models)) {
            rc = -1;
            break;
        }
        (*models)[(*count)++] = mm;
    }
    cJSON_Delete(root);
    if (rc) free(*models), *models = NULL, *count = 0;
    return rc;
}

/* ---- a WAD's extraction: DIR/manifest.json checked against the DIR -------------------- */

typedef struct wad_reader {
    const wad_plan *pl;
    manifest *m;
    const char *path, *from;
    const cJSON *root;
    size_t item_cap, model_cap, media_cap, file_cap, edit_cap;
} wad_reader;

/* One entry object against DIR record idx. */
static int check_entry(wad_reader *r, const cJSON *t, size_t seen) {
    const wad_plan *pl = r->pl;
    size_t idx, off, size, hash;
    if (manifest_number(t, "index", &idx) || manifest_number(t, "offset", &off) || manifest_number(t, "size", &size) ||
        manifest_number(t, "hash", &hash) || idx != seen || idx >= pl->count) {
        report(r->path, -1, "entry %zu: unreadable, or out of order", seen);
        return -1;
    }
    const warp_entry *d = &pl->entries[idx];
    const char *field = off != d->offset ? "offset" : size != d->size ? "size" : hash != d->hash ? "hash" : NULL;
    if (!field) return 0;
    unsigned long long mine = off != d->offset ? off : size != d->size ? size : hash;
    unsigned long long dirs = off != d->offset ? d->offset : size != d->size ? d->size : d->hash;
    report(r->path, -1, "entry %zu: %s %llu, but %s says %llu: not an extraction of this WAD", idx, field, mine,
           pl->dir_path, dirs);
    return -1;
}

/* A texture item (a decoded bitmap's when it has no dictionary offset: the whole entry). */
static int texture_item(wad_reader *r, const cJSON *t, size_t e, const char *folder) {
    manifest *m = r->m;
    rebuild_item it;
    size_t index = 0;
    int bitmap = !cJSON_GetObjectItemCaseSensitive(t, "dictionary_offset");
    if (bitmap) it.dict_offset = REBUILD_WHOLE_ENTRY;
    if (bitmap && strcmp(m->e[e].kind, "bitmap")) return 0; /* none other is put back */
    if ((!bitmap && (manifest_number(t, "dictionary_offset", &it.dict_offset) || manifest_number(t, "index", &index) ||
                     index > UINT32_MAX)) ||
        manifest_file(t, folder, it.file, sizeof it.file)) {
        report(r->path, -1, "entry %zu: a texture item without its folder, dictionary_offset, index or file", e);
        return -1;
    }
    it.index = (uint32_t)index;
    if (manifest_string(t, "name", it.name, sizeof it.name)) it.name[0] = 0;
    size_t levels = 0; /* absent: read from the texture (the strays check takes no mip PNG then) */
    it.levels = manifest_number(t, "levels", &levels) || levels > 255 ? 0 : (uint32_t)levels;
    if (push((void **)&m->items, &m->nitems, &r->item_cap, sizeof *m->items)) return -1;
    m->items[m->nitems++] = it;
    m->e[e].nitems++;
    return 0;
}

/* A model item: its file, chunk and the hash of the .glb as extracted ("fnv1a64"). */
static int model_item(wad_reader *r, const cJSON *t, size_t e, const char *folder) {
    manifest *m = r->m;
    man_model mm;
    memset(&mm, 0, sizeof mm);
    char hex[24];
    size_t rh, chunk;
    /* only the clumps of model chunks carry a hash: the others (icons, clumps in other
     * data) are not put back */
    if (manifest_string(t, "fnv1a64", hex, sizeof hex)) return 0;
    char *end;
    mm.hash = strtoull(hex, &end, 16);
    if (end == hex || *end) {
        report(r->path, -1, "entry %zu: a model item's fnv1a64 is not hexadecimal", e);
        return -1;
    }
    mm.world = !manifest_item_is(t, "model");
    if (mm.world) /* only compared, to refuse an edit: the file is enough */
        mm.offset = 0, rh = chunk = 0;
    if (manifest_file(t, folder, mm.file, sizeof mm.file) ||
        (!mm.world && (manifest_number(t, "offset", &mm.offset) || manifest_number(t, "resource_hash", &rh) ||
                       manifest_number(t, "chunk", &chunk))) ||
        rh > UINT32_MAX || chunk > UINT32_MAX) {
        report(r->path, -1, "entry %zu: a model item without its folder, file, offset, resource_hash or chunk", e);
        return -1;
    }
    mm.resource_hash = (uint32_t)rh, mm.chunk = (uint32_t)chunk;
    mm.character = cJSON_GetObjectItemCaseSensitive(t, "character_data") != NULL;
    size_t cd;
    if (mm.character && !manifest_number(t, "character_data", &cd) && cd <= UINT32_MAX)
        mm.character_data = (uint32_t)cd, mm.has_character_data = 1; /* its clips: clip_glb.c */
    mm.upright = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(t, "turned_upright"));
    const cJSON *ds = cJSON_GetObjectItemCaseSensitive(t, "dictionaries"), *d;
    mm.has_dicts = cJSON_IsArray(ds);
    if (!mm.has_dicts) ds = NULL;
    cJSON_ArrayForEach(d, ds) { /* where a new material's texture is looked up */
        size_t de, off;
        if (mm.ndicts == 2 || manifest_number(d, "entry", &de) || manifest_number(d, "offset", &off) ||
            de >= r->pl->count) {
            report(r->path, -1, "entry %zu: a model item's dictionaries are not {entry, offset} of this WAD", e);
            return -1;
        }
        mm.dict_entry[mm.ndicts] = (uint32_t)de, mm.dict_offset[mm.ndicts++] = off;
    }
    if (push((void **)&m->models, &m->nmodels, &r->model_cap, sizeof *m->models)) return -1;
    m->models[m->nmodels++] = mm;
    m->e[e].nmodels++;
    return 0;
}

/* A sound item (a bank sound's WAV: its hash and offset in the bank) or a subtitles item
 * (a level's subtitles.json). */
static int media_item_of(wad_reader *r, const cJSON *t, size_t e, const char *folder, int sound) {
    manifest *m = r->m;
    media_item it;
    memset(&it, 0, sizeof it);
    char hash[16];
    size_t off = 0;
    if (manifest_file(t, folder, it.file, sizeof it.file) ||
        (sound && (manifest_string(t, "hash", hash, sizeof hash) || manifest_hash(hash, &it.hash) ||
                   manifest_number(t, "offset", &off)))) {
        report(r->path, -1, "entry %zu: a %s item without its folder, file, hash or offset", e,
               sound ? "sound" : "subtitles");
        return -1;
    }
    it.entry = (uint32_t)e, it.is_sound = sound, it.offset = off;
    if (push((void **)&m->media, &m->nmedia, &r->media_cap, sizeof *m->media)) return -1;
    m->media[m->nmedia++] = it;
    return 0;
}

/* A Lua listing or clip item: its file and, when the extraction wrote it, the file's hash;
 * a clip's resource_hash, clip and offset. */
static int edit_item_of(wad_reader *r, const cJSON *t, size_t e, const char *folder, int kind) {
    manifest *m = r->m;
    edit_item it;
    memset(&it, 0, sizeof it);
    char hex[24], *end;
    size_t rh = 0, index = 0;
    if (manifest_file(t, folder, it.file, sizeof it.file) ||
        (kind != EDIT_LUA && (manifest_number(t, "resource_hash", &rh) || manifest_number(t, "offset", &it.offset) ||
                              rh > UINT32_MAX)) ||
        (kind == EDIT_CLIP && (manifest_number(t, "clip", &index) || index > UINT32_MAX))) {
        report(r->path, -1, "entry %zu: a %s item without its folder, file, resource_hash, clip or offset", e,
               kind == EDIT_CLIP ? "clip" : kind == EDIT_CHARACTER ? "character" : "lua_listing");
        return -1;
    }
    if (!manifest_string(t, "fnv1a64", hex, sizeof hex)) {
        it.hash = strtoull(hex, &end, 16), it.has_hash = 1;
        if (end == hex || *end) {
            report(r->path, -1, "entry %zu: an item's fnv1a64 is not hexadecimal", e);
            return -1;
        }
    }
    it.entry = (uint32_t)e, it.kind = kind, it.resource_hash = (uint32_t)rh, it.index = (uint32_t)index;
    if (push((void **)&m->edits, &m->nedits, &r->edit_cap, sizeof *m->edits)) return -1;
    m->edits[m->nedits++] = it;
    return 0;
}

/* ---- the files an entry wrote, and what names each ----------------------------------------- */

/* The entry's "files": {"<folder>/<file>": "<fnv1a64>"} (extract/file_notes.c). */
static int read_files(wad_reader *r, const cJSON *t, size_t e) {
    manifest *m = r->m;
    const cJSON *files = cJSON_GetObjectItemCaseSensitive(t, "files"), *f;
    if (!m->e[e].nfiles) m->e[e].first_file = m->nfiles;
    m->e[e].has_files |= cJSON_IsObject(files);
    cJSON_ArrayForEach(f, files) {
        man_file mf;
        memset(&mf, 0, sizeof mf);
        char *end = NULL;
        if (cJSON_IsString(f) && f->valuestring) mf.hash = strtoull(f->valuestring, &end, 16);
        if (!end || end == f->valuestring || *end || !f->string || strlen(f->string) >= sizeof mf.path ||
            unsafe_name(f->string) || strchr(f->string, '\\')) {
            report(r->path, -1, "entry %zu: a \"files\" member that is no safe path with a hexadecimal hash", e);
            return -1;
        }
        memcpy(mf.path, f->string, strlen(f->string) + 1);
        mf.entry = (uint32_t)e, mf.offset = SIZE_MAX;
        if (push((void **)&m->files, &m->nfiles, &r->file_cap, sizeof *m->files)) return -1;
        m->files[m->nfiles++] = mf;
        m->e[e].nfiles++;
    }
    return 0;
}

/* The entry's file at folder/name: its kind set (the first item naming it). */
static void name_file(wad_reader *r, size_t e, const char *folder, const char *name, const char *kind, int dict,
                      size_t offset) {
    char path[600];
    int n = folder[0] ? snprintf(path, sizeof path, "%s/%s", folder, name) : snprintf(path, sizeof path, "%s", name);
    const man_entry *me = &r->m->e[e];
    for (size_t k = 0; n > 0 && (size_t)n < sizeof path && k < me->nfiles; k++) {
        man_file *f = &r->m->files[me->first_file + k];
        if (f->kind[0] || strcmp(f->path, path)) continue;
        snprintf(f->kind, sizeof f->kind, "%s", kind);
        f->dict = dict, f->offset = offset;
    }
}

/* The kinds of the entry's files from its output items (a clip's own "folder" when it has
 * one) and a texture's "mips". */
static void name_files(wad_reader *r, const cJSON *t, size_t e, const char *folder) {
    const cJSON *it, *mip;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(it, "kind");
        char file[256], own[256];
        if (!cJSON_IsString(k) || !k->valuestring || manifest_string(it, "file", file, sizeof file)) continue;
        r->m->e[e].has_outputs = 1;
        int dict = cJSON_GetObjectItemCaseSensitive(it, "dictionary_offset") != NULL;
        size_t off = SIZE_MAX;
        if (manifest_number(it, "offset", &off)) off = SIZE_MAX;
        const char *at = manifest_string(it, "folder", own, sizeof own) ? folder : own;
        name_file(r, e, at, file, k->valuestring, dict, off);
        cJSON_ArrayForEach(mip, cJSON_GetObjectItemCaseSensitive(it, "mips")) {
            if (cJSON_IsString(mip) && mip->valuestring)
                name_file(r, e, at, mip->valuestring, "texture_mip", dict, SIZE_MAX);
        }
    }
}

/* The texture, model, media and edit items of an entry object's outputs. */
static int read_outputs(wad_reader *r, const cJSON *t, size_t seen, const char *folder) {
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(t, "outputs")) {
        char own[256]; /* a pack's resource's items name its own folder (docs/tool.md) */
        const char *folder_of = manifest_string(it, "folder", own, sizeof own) ? folder : own;
        if (manifest_item_is(it, "texture") && texture_item(r, it, seen, folder_of)) return -1;
        /* collision_mesh: put back by rebuild/level.c */
        if ((manifest_item_is(it, "model") || manifest_item_is(it, "world") || manifest_item_is(it, "paths_mesh")) &&
            model_item(r, it, seen, folder_of))
            return -1;
        if ((manifest_item_is(it, "sound") || manifest_item_is(it, "subtitles")) &&
            media_item_of(r, it, seen, folder_of, manifest_item_is(it, "sound")))
            return -1;
        if ((manifest_item_is(it, "lua_listing") || manifest_item_is(it, "clip") || manifest_item_is(it, "character")) &&
            edit_item_of(r, it, seen, folder_of,
                         manifest_item_is(it, "clip") ? EDIT_CLIP : manifest_item_is(it, "character") ? EDIT_CHARACTER : EDIT_LUA))
            return -1;
    }
    return 0;
}

static int read_entry(wad_reader *r, const cJSON *t, size_t seen) {
    if (check_entry(r, t, seen)) return -1;
    man_entry *me = &r->m->e[seen];
    char folder[256] = "";
    if (manifest_string(t, "name", me->name, sizeof me->name)) me->name[0] = 0;
    if (manifest_string(t, "kind", me->kind, sizeof me->kind)) me->kind[0] = 0;
    if (manifest_string(t, "folder", folder, sizeof folder)) folder[0] = 0;
    me->first = r->m->nitems, me->first_model = r->m->nmodels;
    if (read_files(r, t, seen)) return -1;
    /* a pack's copies given a folder of their own: their items and files, as the entry's */
    cJSON *own = NULL;
    if (!strcmp(me->kind, "pack") && folder[0] &&
        pack_copy_own(r->root, t, (uint32_t)seen, r->from, folder, &own, &r->m->own, &r->m->nown))
        return -1;
    int rc = own ? read_files(r, own, seen) : 0;
    name_files(r, t, seen, folder);
    if (own) name_files(r, own, seen, folder);
    if (!rc) rc = read_outputs(r, t, seen, folder);
    if (!rc && own) rc = read_outputs(r, own, seen, folder);
    cJSON_Delete(own);
    return rc;
}

int manifest_read_wad(const wad_plan *pl, const char *from, manifest *m) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", from);
    memset(m, 0, sizeof *m);
    cJSON *root = manifest_load(path);
    if (!root) return -1;
    wad_reader r = {pl, m, path, from, root, 0, 0, 0, 0, 0};
    size_t v = 0, seen = 0;
    int rc = (m->e = calloc(pl->count ? pl->count : 1, sizeof *m->e)) ? 0 : -1;
    if (!rc && (manifest_number(root, "entry_count", &v) || v != pl->count)) {
        report(path, -1, "the extraction has %zu entries, %s has %u: not an extraction of this WAD", v, pl->dir_path,
               pl->count);
        rc = -1;
    }
    const cJSON *t, *entries = cJSON_GetObjectItemCaseSensitive(root, "entries");
    size_t listed = cJSON_IsArray(entries) ? (size_t)cJSON_GetArraySize(entries) : 0;
    cJSON_ArrayForEach(t, entries) {
        if (rc || seen >= pl->count) break;
        rc = read_entry(&r, t, seen++);
    }
    cJSON_Delete(root);
    if (!rc && listed != pl->count) {
        report(path, -1, "lists %zu entries, %s has %u: not a (complete) extraction of this WAD", listed, pl->dir_path,
               pl->count);
        rc = -1;
    }
    return rc;
}

void manifest_free(manifest *m) {
    free(m->e), free(m->items), free(m->models), free(m->media), free(m->files), free(m->edits), free(m->own);
    memset(m, 0, sizeof *m);
}
