/* warp mod create EXTRACTED_DIR -o NAME.warpmod: every file of the extraction whose content
 * changed since the extract wrote it (the manifest's "files" hashes), keyed to its resource
 * (keys.h) and fingerprinted against the base WAD's entry, into a package (package.h). */
#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mod/keys.h"
#include "mod/mod.h"
#include "mod/package.h"
#include "platform/disc.h"
#include "platform/util.h"
#include "rebuild/edits.h"
#include "rebuild/manifest.h"
#include "rebuild/prop.h"
#include "rebuild/strays.h"
#include "warp/warp.h"

static void copy_text(char *out, size_t cap, const char *s) { snprintf(out, cap, "%s", s ? s : ""); }

/* Entry i of the base against the manifest's entry t: NULL, or the field that differs. */
static const char *entry_differs(const warp_entry *d, const cJSON *t) {
    size_t off, size, hash;
    if (manifest_number(t, "offset", &off) || off != d->offset) return "offset";
    if (manifest_number(t, "size", &size) || size != d->size) return "size";
    if (manifest_number(t, "hash", &hash) || hash != d->hash) return "hash";
    return NULL;
}

/* The resource that file f's folder holds, when the manifest lists "resources": its own
 * fingerprint, which apply checks rather than the whole entry's (keys.h). */
static void resource_print(const cJSON *root, mod_file *f) {
    const cJSON *r = mod_resource_of(root, f->path);
    size_t hash, size;
    f->has_res = r && !manifest_number(r, "hash", &hash) && hash <= UINT32_MAX && !manifest_number(r, "size", &size) &&
                 size <= UINT32_MAX && !mod_fnv_of(r, "fnv1a64", &f->res_fnv);
    if (f->has_res) f->res_hash = (uint32_t)hash, f->res_size = (uint32_t)size;
}

/* One more file record in p (path: the file under o->from, its size and CRC-32 read). NULL
 * after a message. */
static mod_file *new_file(const mod_create_options *o, mod_pkg *p, size_t *cap, const char *rel) {
    char path[4800];
    snprintf(path, sizeof path, "%s/%s", o->from, rel);
    file_map f;
    if (map_file(path, &f)) return report(path, -1, "%s", strerror(errno)), NULL;
    uint32_t size = (uint32_t)f.len, crc = warp_crc32(0, f.data, f.len);
    int big = f.len > UINT32_MAX;
    unmap_file(&f);
    mod_file *mf = big ? NULL : grow_room(p->files, p->n, cap, sizeof *p->files);
    if (!mf) return report(path, -1, "too large, or out of memory"), NULL;
    p->files = mf, mf = &p->files[p->n++];
    memset(mf, 0, sizeof *mf);
    copy_text(mf->path, sizeof mf->path, rel);
    mf->size = size, mf->crc = crc;
    return mf;
}

/* File mf keyed to resource key of entry i (manifest entry t) and fingerprinted against the
 * base's entry. 0, or -1 after a message. */
static int key_file(const wad_files *wf, const cJSON *root, const cJSON *t, uint32_t i, const mod_key *key,
                    mod_file *mf) {
    warp_entry d;
    warp_wad_get(wf->w, i, &d);
    const char *field = entry_differs(&d, t);
    const uint8_t *bytes;
    size_t len;
    if (field || warp_wad_data(wf->w, i, &bytes, &len)) {
        if (field) report(mf->path, -1, "entry %u's %s differs from the base's DIR: not an extraction of this WAD", i, field);
        else report(mf->path, -1, "entry %u: unreadable", i);
        return -1;
    }
    mf->entry_hash = d.hash;
    if (manifest_string(t, "name", mf->entry_name, sizeof mf->entry_name)) mf->entry_name[0] = 0;
    if (manifest_string(t, "kind", mf->entry_kind, sizeof mf->entry_kind)) mf->entry_kind[0] = 0;
    copy_text(mf->kind, sizeof mf->kind, key->kind);
    copy_text(mf->variant, sizeof mf->variant, key->variant);
    copy_text(mf->name, sizeof mf->name, key->name);
    mf->orig_size = (uint32_t)len, mf->orig_crc = warp_crc32(0, bytes, len);
    resource_print(root, mf);
    return 0;
}

/* Entry i's edited files appended to p. 0, or -1 after a message. */
static int entry_edits(const mod_create_options *o, const wad_files *wf, const cJSON *root, const cJSON *t,
                       uint32_t i, mod_pkg *p, size_t *cap) {
    mod_key *keys;
    size_t n;
    if (mod_entry_keys(t, &keys, &n)) return report(o->from, -1, "manifest entry %u: unreadable \"files\"", i), -1;
    int rc = 0;
    for (size_t k = 0; k < n && !rc; k++) {
        char path[4800];
        uint64_t h;
        if (!keys[k].listed) continue; /* a new item's file: an addition (add_files) */
        snprintf(path, sizeof path, "%s/%s", o->from, keys[k].path);
        if (file_fnv1a64(path, &h)) {
            report(path, -1, "%s: a mod holds edited files, not deletions (extract it again)", strerror(errno));
            rc = -1;
        } else if (h != keys[k].fnv) {
            mod_file *mf = new_file(o, p, cap, keys[k].path);
            rc = mf ? key_file(wf, root, t, i, &keys[k], mf) : -1;
        }
    }
    free(keys);
    return rc;
}

/* The files the extraction did not write (mod/added.c), appended to p. 0, or -1 after a message. */
static int add_files(const mod_create_options *o, const wad_files *wf, const cJSON *root, mod_pkg *p, size_t *cap) {
    mod_added *a;
    size_t n;
    int rc = mod_find_added(o->from, root, &a, &n);
    const cJSON *entries = cJSON_GetObjectItemCaseSensitive(root, "entries");
    for (size_t k = 0; k < n && !rc; k++) {
        mod_file *mf = new_file(o, p, cap, a[k].path);
        if (!mf) rc = -1;
        else if (a[k].prop[0]) copy_text(mf->kind, sizeof mf->kind, "prop"), copy_text(mf->variant, sizeof mf->variant, a[k].prop);
        else rc = key_file(wf, root, cJSON_GetArrayItem(entries, (int)a[k].entry), a[k].entry, &a[k].key, mf);
        if (rc || !mf) continue;
        copy_text(mf->added, sizeof mf->added, a[k].added);
        copy_text(mf->prop, sizeof mf->prop, a[k].prop);
        int own = a[k].key.item && !a[k].key.listed && !strcmp(a[k].key.path, a[k].path); /* a new item's file */
        char *item = own ? cJSON_PrintUnformatted(a[k].key.item) : NULL;
        if (item && strlen(item) < sizeof mf->item) copy_text(mf->item, sizeof mf->item, item);
        else if (item) rc = -1, report(mf->path, -1, "its manifest item is too long for a package");
        free(item);
    }
    free(a);
    return rc;
}

/* An entry apply must extract too, once (by its manifest entry t). 0, or -1 out of memory. */
static int need(mod_pkg *p, size_t *cap, const cJSON *t, int name_only) {
    size_t hash;
    if (!t || manifest_number(t, "hash", &hash) || hash > UINT32_MAX) return 0;
    for (size_t k = 0; k < p->nneeds; k++)
        if (p->needs[k].hash == hash) return 0;
    for (size_t k = 0; k < p->n; k++)
        if (p->files[k].entry_hash == hash) return 0;
    mod_need *e = grow_room(p->needs, p->nneeds, cap, sizeof *p->needs);
    if (!e) return -1;
    p->needs = e, e = &p->needs[p->nneeds++];
    e->hash = (uint32_t)hash, e->name_only = name_only;
    if (manifest_string(t, "name", e->name, sizeof e->name)) e->name[0] = 0;
    return 0;
}

/* Whether scene entries a and b ("<name>.scn") may be of one chain: a segment is named by
 * its header's name cut to 15 characters and a suffix (rebuild/scene_chain.c); the names
 * share all but the suffix. Loose: a name too many costs a line of the names file. */
static int one_chain(const char *a, const char *b) {
    size_t n = 0, la = strlen(a) > 4 ? strlen(a) - 4 : 0, lb = strlen(b) > 4 ? strlen(b) - 4 : 0;
    size_t least = la < lb ? la : lb;
    if (least > 15) least = 15;
    while (n < la && n < lb && a[n] == b[n]) n++;
    return ends_with(a, ".scn") && ends_with(b, ".scn") && n + 2 >= least;
}

/* By name only, the scene entries of the chains of the touched scenes (the rebuild checks each
 * chain an edit touched, reading the others from the WAD by their names). 0, or -1. */
static int chain_names(const cJSON *entries, mod_pkg *p, size_t *cap) {
    const cJSON *t;
    char kind[32], name[256];
    int rc = 0;
    for (size_t k = 0; k < p->n; k++) {
        if (strcmp(p->files[k].entry_kind, "scene")) continue;
        cJSON_ArrayForEach(t, entries)
            if (!manifest_string(t, "kind", kind, sizeof kind) && !strcmp(kind, "scene") &&
                !manifest_string(t, "name", name, sizeof name) && one_chain(name, p->files[k].entry_name))
                rc |= need(p, cap, t, 1);
    }
    return rc;
}

/* The entries the rebuild reads beside the touched ones: a touched model's dictionaries; the
 * global lists (warriors.glr: the Character and Object Lists, the size records a grown
 * resource moves); the scene list for a scene or a new prop; by name only, the packs of a
 * level whose objects a file places (a new prop joins them: rebuild/prop.c), and the scenes of
 * a touched scene's chain. */
static int needs_of(const cJSON *root, mod_pkg *p) {
    const cJSON *entries = cJSON_GetObjectItemCaseSensitive(root, "entries"), *t, *o, *d;
    int lists = 0, rc = 0;
    size_t cap = 0;
    for (size_t k = 0; k < p->n; k++) {
        lists |= !strcmp(p->files[k].entry_kind, "scene") || p->files[k].prop[0];
        cJSON_ArrayForEach(t, entries) {
            size_t hash, e;
            if (manifest_number(t, "hash", &hash) || hash != p->files[k].entry_hash) continue;
            cJSON_ArrayForEach(o, cJSON_GetObjectItemCaseSensitive(t, "outputs"))
                cJSON_ArrayForEach(d, cJSON_GetObjectItemCaseSensitive(o, "dictionaries"))
                    if (!manifest_number(d, "entry", &e) && e < INT32_MAX)
                        rc |= need(p, &cap, cJSON_GetArrayItem(entries, (int)e), 0);
        }
    }
    char kind[32], name[256];
    cJSON_ArrayForEach(t, entries)
        if (!manifest_string(t, "kind", kind, sizeof kind) && (!strcmp(kind, "global") || (lists && !strcmp(kind, "scene_list"))))
            rc |= need(p, &cap, t, 0);
    for (size_t k = 0; k < p->n; k++) {
        size_t n = strlen(p->files[k].entry_name);
        if (strcmp(p->files[k].entry_kind, "object_list") || n < 10 || strcmp(p->files[k].entry_name + n - 9, "_objs.txt"))
            continue;
        cJSON_ArrayForEach(t, entries) /* "<level>_<k>.pak" (rebuild/prop.c's pack_level) */
            if (!manifest_string(t, "kind", kind, sizeof kind) && !strcmp(kind, "pack") &&
                !manifest_string(t, "name", name, sizeof name) && !strncmp(name, p->files[k].entry_name, n - 8) &&
                ends_with(name, ".pak"))
                rc |= need(p, &cap, t, 1);
    }
    return rc | chain_names(entries, p, &cap);
}

/* The new props checked as the rebuild checks them, against the whole extraction (names the
 * Object List or a dictionary of the WAD already has): apply's extraction holds only the
 * touched entries' textures. 0, or -1 after a message. */
static int check_props(wad_plan *pl, const manifest *m, const char *from) {
    unsigned count = 0;
    int rc = rebuild_props(pl, m, from, &count);
    props_free(pl);
    return rc;
}

/* Every entry's edits and added files, the base's fingerprint, the entries apply needs too.
 * 0, or -1 after a message. */
static int collect(const mod_create_options *o, const cJSON *root, const wad_files *wf, mod_pkg *p) {
    size_t count, cap = 0;
    uint32_t n = warp_wad_count(wf->w);
    if (manifest_number(root, "entry_count", &count) || count != n)
        return report(o->from, -1, "the extraction has %zu entries, %s has %u: not an extraction of this WAD", count,
                      wf->dir_path, n), -1;
    p->base_wad_size = wf->wad.len, p->base_dir_size = (uint32_t)wf->dir.len, p->base_entries = n;
    p->base_dir_crc = warp_crc32(0, wf->dir.data, wf->dir.len);
    const cJSON *t;
    uint32_t i = 0;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "entries")) {
        if (i >= n || entry_edits(o, wf, root, t, i++, p, &cap)) return -1;
    }
    if (add_files(o, wf, root, p, &cap)) return -1;
    if (needs_of(root, p)) return report(o->from, -1, "out of memory"), -1;
    if (!p->n) return report(o->from, -1, "no edited file: nothing to package (edit the extracted files first)"), -1;
    return 0;
}

/* An edit no rebuild step puts back (a raw copy, a derived report) is refused now, by name and
 * with rebuild's own reason (rebuild/edits.h), not when someone applies the mod. */
static int check_put_back(const mod_create_options *o, const wad_files *wf, const char *wad_path) {
    wad_plan pl;
    manifest m;
    memset(&pl, 0, sizeof pl);
    memset(&m, 0, sizeof m);
    pl.wad_path = wad_path, pl.dir_path = wf->dir_path, pl.fd = -1, pl.w = wf->w;
    pl.dir = wf->dir.data, pl.dir_len = wf->dir.len, pl.count = warp_wad_count(wf->w), pl.quiet = 1;
    pl.entries = calloc(pl.count ? pl.count : 1, sizeof *pl.entries);
    int rc = -1;
    if (pl.entries && !disc_open(wad_path, &pl.fd, &pl.wad_base, &pl.wad_size)) {
        for (uint32_t i = 0; i < pl.count; i++) warp_wad_get(wf->w, i, &pl.entries[i]);
        rc = manifest_read_wad(&pl, o->from, &m) || rebuild_check_edits(&pl, &m, o->from) ||
                     rebuild_check_strays(&m, o->from) || check_props(&pl, &m, o->from) ? -1 : 0;
    } else {
        report(wad_path, -1, "%s", pl.entries ? strerror(errno) : "out of memory");
    }
    manifest_free(&m);
    free(pl.entries);
    if (pl.fd >= 0) close(pl.fd);
    return rc;
}

/* The streamed sounds of a disc's extraction (BFW.SND/, MUSIC.SND/) have no content hashes
 * to tell an edit by: said, not packaged in silence. */
static void note_streams(const mod_create_options *o) {
    static const char *const folders[] = {"BFW.SND", "MUSIC.SND"};
    for (size_t k = 0; k < 2; k++) {
        char path[4200];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", o->from, folders[k]);
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            report(path, -1, "not packaged: a mod holds the WAD's edits; streamed sounds edited here are left out "
                   "(rebuild the image with `warp rebuild` to keep them)");
    }
}

int mod_create(const mod_create_options *o) {
    char manifest_path[4200], wad_buf[4200], wad_given[4096];
    snprintf(manifest_path, sizeof manifest_path, "%s/manifest.json", o->from);
    cJSON *root = manifest_load(manifest_path);
    if (!root) return 1;
    mod_pkg p;
    memset(&p, 0, sizeof p);
    copy_text(p.title, sizeof p.title, o->title), copy_text(p.author, sizeof p.author, o->author);
    copy_text(p.version, sizeof p.version, o->version);
    copy_text(p.description, sizeof p.description, o->description);
    snprintf(p.made_with, sizeof p.made_with, "warp %s", warp_version_string());
    int status = 1;
    if (o->wad) copy_text(wad_given, sizeof wad_given, o->wad);
    else if (manifest_string(root, "wad", wad_given, sizeof wad_given)) {
        report(manifest_path, -1, "no \"wad\": say which WAD or disc it was extracted from (--wad)");
        goto done;
    }
    wad_files wf;
    const char *wad_path = disc_wad_path(wad_given, wad_buf, sizeof wad_buf);
    int fd;
    uint64_t at, size;
    if (!o->wad && disc_open(wad_path, &fd, &at, &size)) {
        report(manifest_path, -1, "the WAD it was extracted from, %s, cannot be opened from here (%s): name it with "
               "--wad", wad_given, strerror(errno));
        goto done;
    }
    if (!o->wad) close(fd);
    if (open_wad(wad_path, o->dir, &wf)) goto done;
    p.root_motion = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "root_motion"));
    p.mips = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "mips"));
    int rc = check_put_back(o, &wf, wad_path) || collect(o, root, &wf, &p);
    close_wad(&wf);
    if (rc || mod_pkg_write(&p, o->from, o->out)) goto done;
    note_streams(o);
    if (!o->quiet) {
        unsigned long long bytes = 0;
        for (size_t i = 0; i < p.n; i++) bytes += p.files[i].size;
        fprintf(stderr, "warp: %s: %zu edited file%s (%llu bytes) -> %s\n", o->from, p.n, p.n == 1 ? "" : "s", bytes,
                o->out);
    }
    status = 0;
done:
    free(p.files), free(p.needs);
    cJSON_Delete(root);
    return status;
}
