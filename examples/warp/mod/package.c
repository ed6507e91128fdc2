/* warp mod: a .warpmod package read and written (package.h). */
#include "mod/package.h"

#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "mod/keys.h"
#include "platform/outfile.h"
#include "platform/util.h"
#include "rebuild/manifest.h"

#define MOD_FORMAT 2 /* warpmod.json's "warpmod": a reader refuses a later one */
#define MOD_FORMAT_EDITS 1 /* a package of edits only: the warps before added files read it */

/* ---- warpmod.json ---------------------------------------------------------------------- */

static void hex32(char *out, uint32_t v) { snprintf(out, 9, "%08x", (unsigned)v); }

static cJSON *file_json(const mod_file *f) {
    char crc[9], orig[9];
    hex32(crc, f->crc), hex32(orig, f->orig_crc);
    cJSON *o = cJSON_CreateObject(), *e = cJSON_CreateObject(), *r = cJSON_CreateObject(), *g = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "path", f->path);
    cJSON_AddNumberToObject(o, "size", f->size);
    cJSON_AddStringToObject(o, "crc32", crc);
    cJSON_AddStringToObject(e, "name", f->entry_name);
    cJSON_AddNumberToObject(e, "hash", f->entry_hash);
    cJSON_AddStringToObject(e, "kind", f->entry_kind);
    cJSON_AddItemToObject(o, "entry", e);
    cJSON_AddStringToObject(r, "kind", f->kind);
    cJSON_AddStringToObject(r, "name", f->name);
    cJSON_AddStringToObject(r, "variant", f->variant);
    cJSON_AddItemToObject(o, "resource", r);
    cJSON_AddNumberToObject(g, "size", f->orig_size);
    cJSON_AddStringToObject(g, "crc32", orig);
    if (f->has_res) {
        char fnv[17];
        snprintf(fnv, sizeof fnv, "%016llx", (unsigned long long)f->res_fnv);
        cJSON_AddNumberToObject(g, "resource_hash", f->res_hash);
        cJSON_AddNumberToObject(g, "resource_size", f->res_size);
        cJSON_AddStringToObject(g, "resource_fnv1a64", fnv);
    }
    cJSON_AddItemToObject(o, "original", g);
    if (f->added[0]) {
        cJSON *a = cJSON_AddObjectToObject(o, "added");
        cJSON_AddStringToObject(a, "file", f->added);
        if (f->item[0]) cJSON_AddItemToObject(a, "item", cJSON_Parse(f->item));
        if (f->prop[0]) cJSON_AddStringToObject(a, "prop", f->prop);
    }
    return o;
}

/* The format a package needs: 2 when it adds files, else 1 (older warps read it). */
static int format_of(const mod_pkg *p) {
    for (size_t i = 0; i < p->n; i++)
        if (p->files[i].added[0]) return MOD_FORMAT;
    return MOD_FORMAT_EDITS;
}

char *mod_pkg_json(const mod_pkg *p) {
    char crc[9];
    hex32(crc, p->base_dir_crc);
    cJSON *root = cJSON_CreateObject(), *base = cJSON_CreateObject(), *files = cJSON_CreateArray();
    cJSON_AddNumberToObject(root, "warpmod", format_of(p));
    cJSON_AddStringToObject(root, "title", p->title);
    cJSON_AddStringToObject(root, "author", p->author);
    cJSON_AddStringToObject(root, "version", p->version);
    cJSON_AddStringToObject(root, "description", p->description);
    cJSON_AddStringToObject(root, "made_with", p->made_with);
    cJSON_AddNumberToObject(base, "wad_size", (double)p->base_wad_size);
    cJSON_AddNumberToObject(base, "dir_size", p->base_dir_size);
    cJSON_AddStringToObject(base, "dir_crc32", crc);
    cJSON_AddNumberToObject(base, "entries", p->base_entries);
    cJSON_AddItemToObject(root, "base", base);
    cJSON *ex = cJSON_AddObjectToObject(root, "extraction");
    cJSON_AddBoolToObject(ex, "root_motion", p->root_motion);
    cJSON_AddBoolToObject(ex, "mips", p->mips);
    for (size_t i = 0; i < p->n; i++) cJSON_AddItemToArray(files, file_json(&p->files[i]));
    cJSON_AddItemToObject(root, "files", files);
    if (p->nneeds) {
        cJSON *needs = cJSON_AddArrayToObject(root, "needs");
        for (size_t i = 0; i < p->nneeds; i++) {
            cJSON *e = cJSON_CreateObject();
            cJSON_AddStringToObject(e, "name", p->needs[i].name);
            cJSON_AddNumberToObject(e, "hash", p->needs[i].hash);
            if (p->needs[i].name_only) cJSON_AddTrueToObject(e, "name_only");
            cJSON_AddItemToArray(needs, e);
        }
    }
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    return text;
}

/* A string member (absent: ""), a hexadecimal CRC-32, a number below 2^32. */
static int str_of(const cJSON *o, const char *key, char *out, size_t cap) {
    if (!cJSON_GetObjectItemCaseSensitive(o, key)) return out[0] = 0, 0;
    return manifest_string(o, key, out, cap);
}

static int crc_of(const cJSON *o, const char *key, uint32_t *v) {
    char hex[16];
    return manifest_string(o, key, hex, sizeof hex) || strlen(hex) != 8 || manifest_hash(hex, v);
}

static int u32_of(const cJSON *o, const char *key, uint32_t *v) {
    size_t n;
    if (manifest_number(o, key, &n) || n > UINT32_MAX) return -1;
    *v = (uint32_t)n;
    return 0;
}

/* files[i].added: NULL, or the field at fault. A name with no separator; an item an object. */
static const char *added_of(const cJSON *a, mod_file *f) {
    if (!a) return strcmp(f->kind, "prop") ? NULL : "added (a prop's file)";
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(a, "item");
    if (manifest_string(a, "file", f->added, sizeof f->added) || !f->added[0] || strchr(f->added, '/') ||
        strchr(f->added, '\\') || strstr(f->added, "..") || str_of(a, "prop", f->prop, sizeof f->prop))
        return "added";
    size_t n = strlen(f->path), k = strlen(f->added);
    const char *slash = strchr(f->path, '/');
    if (!strcmp(f->kind, "prop") != !!f->prop[0]) return "added.prop (a prop's file, kind \"prop\")";
    if (f->prop[0] && (!slash || slash == f->path || slash != f->path + n - k - 1 || strcmp(slash + 1, f->added)))
        return "path (a prop's file: <folder>/<file>)";
    if (item) {
        char *text = cJSON_IsObject(item) ? cJSON_PrintUnformatted(item) : NULL;
        int fits = text && strlen(text) < sizeof f->item;
        if (fits) memcpy(f->item, text, strlen(text) + 1);
        free(text);
        if (!fits) return "added.item";
    }
    return NULL;
}

/* files[i]: NULL, or the field at fault. */
static const char *file_of(const cJSON *o, mod_file *f) {
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(o, "entry"), *r = cJSON_GetObjectItemCaseSensitive(o, "resource"),
                *g = cJSON_GetObjectItemCaseSensitive(o, "original");
    if (manifest_string(o, "path", f->path, sizeof f->path) || strstr(f->path, "..") || f->path[0] == '/' ||
        strchr(f->path, '\\'))
        return "path";
    if (u32_of(o, "size", &f->size) || crc_of(o, "crc32", &f->crc)) return "size or crc32";
    if (str_of(e, "name", f->entry_name, sizeof f->entry_name) || u32_of(e, "hash", &f->entry_hash) ||
        str_of(e, "kind", f->entry_kind, sizeof f->entry_kind))
        return "entry";
    if (manifest_string(r, "kind", f->kind, sizeof f->kind) || str_of(r, "name", f->name, sizeof f->name) ||
        manifest_string(r, "variant", f->variant, sizeof f->variant))
        return "resource";
    if (u32_of(g, "size", &f->orig_size) || crc_of(g, "crc32", &f->orig_crc)) return "original";
    f->has_res = cJSON_GetObjectItemCaseSensitive(g, "resource_fnv1a64") != NULL;
    if (f->has_res && (u32_of(g, "resource_hash", &f->res_hash) || u32_of(g, "resource_size", &f->res_size) ||
                       mod_fnv_of(g, "resource_fnv1a64", &f->res_fnv)))
        return "original.resource_*";
    return added_of(cJSON_GetObjectItemCaseSensitive(o, "added"), f);
}

static const char *root_of(const cJSON *root, mod_pkg *p) {
    const cJSON *b = cJSON_GetObjectItemCaseSensitive(root, "base"), *files = cJSON_GetObjectItemCaseSensitive(root, "files"), *f;
    size_t format, wad_size;
    if (manifest_number(root, "warpmod", &format) || format < 1) return "warpmod (the format's number)";
    if (format > MOD_FORMAT) return "warpmod: a later format than this warp reads (update warp)";
    if (str_of(root, "title", p->title, sizeof p->title) || str_of(root, "author", p->author, sizeof p->author) ||
        str_of(root, "version", p->version, sizeof p->version) ||
        str_of(root, "description", p->description, sizeof p->description) ||
        str_of(root, "made_with", p->made_with, sizeof p->made_with))
        return "title, author, version, description or made_with (a string, not too long)";
    if (manifest_number(b, "wad_size", &wad_size) || u32_of(b, "dir_size", &p->base_dir_size) ||
        crc_of(b, "dir_crc32", &p->base_dir_crc) || u32_of(b, "entries", &p->base_entries))
        return "base";
    p->base_wad_size = wad_size;
    const cJSON *ex = cJSON_GetObjectItemCaseSensitive(root, "extraction");
    p->root_motion = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ex, "root_motion"));
    p->mips = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ex, "mips"));
    const cJSON *nd;
    const cJSON *need_list = cJSON_GetObjectItemCaseSensitive(root, "needs");
    if (need_list && !(p->needs = calloc((size_t)cJSON_GetArraySize(need_list) + 1, sizeof *p->needs)))
        return "needs (out of memory)";
    cJSON_ArrayForEach(nd, need_list) {
        mod_need *e = &p->needs[p->nneeds];
        if (str_of(nd, "name", e->name, sizeof e->name) || u32_of(nd, "hash", &e->hash)) return "needs";
        e->name_only = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(nd, "name_only"));
        p->nneeds++;
    }
    size_t n = (size_t)(cJSON_IsArray(files) ? cJSON_GetArraySize(files) : 0);
    if (!n) return "files (none)";
    if (!(p->files = calloc(n, sizeof *p->files))) return "files (out of memory)";
    cJSON_ArrayForEach(f, files) {
        static char why[64];
        const char *field = file_of(f, &p->files[p->n]);
        if (field) return snprintf(why, sizeof why, "files[%zu].%s", p->n, field), why;
        p->n++;
    }
    return NULL;
}

/* ---- opening ------------------------------------------------------------------------------ */

static int is_folder(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* The bytes of member name: in the zip (CRC checked), or the folder's file (malloc'ed). */
static uint8_t *member(const mod_pkg *p, const char *name, size_t *len) {
    if (!p->folder) {
        const zip_member *m = zip_find(&p->zip, name);
        uint8_t *d = m ? zip_read(&p->zip, m, p->path) : NULL;
        if (!m) report(p->path, -1, "no member %s", name);
        if (d) *len = m->size;
        return d;
    }
    char path[4800];
    snprintf(path, sizeof path, "%s/%s", p->path, name);
    file_map f;
    if (map_file(path, &f)) return report(path, -1, "%s", strerror(errno)), NULL;
    uint8_t *copy = malloc(f.len ? f.len : 1);
    if (copy) memcpy(copy, f.data, f.len), *len = f.len;
    unmap_file(&f);
    return copy;
}

int mod_pkg_open(const char *path, mod_pkg *p) {
    memset(p, 0, sizeof *p);
    p->path = path, p->folder = is_folder(path);
    if (!p->folder && zip_open(path, &p->zip)) return -1;
    size_t len = 0;
    uint8_t *text = member(p, "warpmod.json", &len);
    cJSON *root = text ? cJSON_ParseWithLength((const char *)text, len) : NULL;
    free(text);
    const char *why = !text ? NULL : !cJSON_IsObject(root) ? "warpmod.json is no JSON object" : root_of(root, p);
    cJSON_Delete(root);
    if (why) report(path, -1, "warpmod.json: %s", why);
    if (!text || why) {
        mod_pkg_close(p);
        return -1;
    }
    return 0;
}

void mod_pkg_close(mod_pkg *p) {
    if (!p->folder) zip_close(&p->zip);
    free(p->files), free(p->needs);
    p->files = NULL, p->needs = NULL, p->n = p->nneeds = 0;
}

uint8_t *mod_pkg_read(const mod_pkg *p, const mod_file *f, size_t *len) {
    char name[700];
    snprintf(name, sizeof name, "files/%s", f->path);
    uint8_t *d = member(p, name, len);
    if (d && (*len != f->size || warp_crc32(0, d, *len) != f->crc)) {
        report(p->path, -1, "%s: %zu bytes, CRC-32 %08x; warpmod.json says %u bytes, %08x (a damaged package)", name,
               *len, (unsigned)warp_crc32(0, d, *len), (unsigned)f->size, (unsigned)f->crc);
        free(d);
        return NULL;
    }
    return d;
}

/* ---- writing ------------------------------------------------------------------------------ */

/* File f from the extraction into the zip: its bytes must still be those create hashed. */
static int add_file(zip_writer *z, const mod_file *f, const char *from) {
    char src[4800], name[700];
    snprintf(src, sizeof src, "%s/%s", from, f->path);
    snprintf(name, sizeof name, "files/%s", f->path);
    file_map m;
    if (map_file(src, &m)) return report(src, -1, "%s", strerror(errno)), -1;
    int changed = m.len != f->size || warp_crc32(0, m.data, m.len) != f->crc;
    int rc = changed ? -1 : zip_add(z, name, m.data, m.len);
    unmap_file(&m);
    if (changed) report(src, -1, "changed while it was packaged: run create again");
    else if (rc) report(src, -1, "cannot add it: %s", strerror(errno));
    return rc;
}

int mod_pkg_write(const mod_pkg *p, const char *from, const char *out) {
    out_file o;
    char *text = mod_pkg_json(p);
    if (!text || out_open(&o, out)) {
        report(out, -1, "%s", text ? strerror(errno) : "out of memory");
        free(text);
        return -1;
    }
    zip_writer z = {o.f, NULL, 0, 0, 0, 0};
    int rc = zip_add(&z, "warpmod.json", text, strlen(text));
    free(text);
    if (rc) report(out, -1, "cannot write: %s", strerror(errno));
    for (size_t i = 0; i < p->n && !rc; i++) rc = add_file(&z, &p->files[i], from);
    int finished = zip_finish(&z); /* always: it releases z */
    if (rc || finished || out_commit(&o)) {
        if (!rc) report(out, -1, "cannot write: %s", strerror(errno));
        out_abort(&o);
        return -1;
    }
    return 0;
}
