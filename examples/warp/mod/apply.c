/* warp mod apply MOD.warpmod [MORE...] GAME.iso|WARRIORS.WAD -o OUT: the mods' edits put
 * back into the user's own game through `warp rebuild`.
 *
 * The simplest honest route: the entries the mods touch, and only those, are extracted
 * from the user's WAD (extract/wad.h with --entry picks and focus: the index pass hashes
 * only the touched resources' copies; names from the mods' records) into OUT.warp-mod/; each mod file
 * replaces the file of the same resource there (keys.h: found by entry, kind and variant,
 * not by name); that folder is an extraction whose changed files are exactly the mods',
 * so `warp rebuild` (rebuild/wad.h, rebuild/image.h) puts each edit back as it would the
 * modder's own, and copies every other entry byte for byte. Before anything is written:
 * two mods changing one resource are a conflict (settled by --order: the later wins), and
 * a touched entry whose bytes differ from the fingerprint the mod was made against is
 * refused by name (--force applies anyway). */
#include <cJSON.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "extract/job.h"
#include "extract/wad.h"
#include "formats/png.h"
#include "mod/keys.h"
#include "mod/mod.h"
#include "mod/package.h"
#include "platform/disc.h"
#include "platform/outfile.h"
#include "platform/util.h"
#include "rebuild/image.h"
#include "rebuild/manifest.h"
#include "rebuild/prop.h"
#include "rebuild/wad.h"

/* One mod file to apply: its package, and the user's entry it changes. */
typedef struct pick {
    const mod_pkg *pkg;
    const mod_file *f;
    uint32_t entry;
    int dropped; /* a later mod (--order) changes the same resource */
} pick;

typedef struct apply_job {
    const mod_apply_options *o;
    mod_pkg *pkgs;
    pick *picks;
    size_t npicks;
    const mod_need **needs; /* the entries the mods need extracted too (need_entry: their indices) */
    uint32_t *need_entry;
    size_t nneeds;
    char (*written)[4900]; /* the paths placed so far, and by which package */
    const mod_pkg **writer;
    size_t nwritten;
    char work[4200];
} apply_job;

static int is_prop(const mod_file *f) { return !strcmp(f->kind, "prop"); }

/* The same resource, or the same addition beside it; a new prop is one whatever its files. */
static int same_resource(const mod_file *a, const mod_file *b) {
    if (is_prop(a) || is_prop(b)) return is_prop(a) && is_prop(b) && !strcmp(a->prop, b->prop);
    return a->entry_hash == b->entry_hash && !strcmp(a->kind, b->kind) && !strcmp(a->variant, b->variant) &&
           !strcmp(a->added, b->added);
}

/* A prop's conflict is said once, on its prop.json. */
static int said_once(const mod_file *f) { return !is_prop(f) || !strcmp(f->added, PROP_FILE); }

static const char *resource_name(const mod_file *f) { return f->name[0] ? f->name : f->variant; }

/* Two mods changing one resource: named; the earlier dropped under --order. The number of
 * conflicts left (each reported). */
static unsigned conflicts(apply_job *j) {
    unsigned left = 0;
    for (size_t a = 0; a < j->npicks; a++)
        for (size_t b = a + 1; b < j->npicks; b++) {
            pick *x = &j->picks[a], *y = &j->picks[b];
            if (x->pkg == y->pkg || y->dropped || !same_resource(x->f, y->f)) continue;
            if (!said_once(x->f) || !said_once(y->f)) {
                x->dropped |= j->o->order;
                continue;
            }
            if (x->f->prop[0]) {
                x->dropped = j->o->order, left += !j->o->order;
                if (!j->o->order)
                    report(y->pkg->path, -1, "conflict: %s and %s both add prop %s; --order applies the later one, "
                           "or apply one of them", x->pkg->path, y->pkg->path, x->f->prop);
                else if (!j->o->quiet)
                    fprintf(stderr, "warp: %s and %s both add prop %s: %s wins (--order)\n", x->pkg->path,
                            y->pkg->path, x->f->prop, y->pkg->path);
                continue;
            }
            if (j->o->order) {
                x->dropped = 1;
                if (!j->o->quiet)
                    fprintf(stderr, "warp: %s and %s both change %s %s of %s: %s wins (--order)\n", x->pkg->path,
                            y->pkg->path, x->f->kind, resource_name(x->f), x->f->entry_name, y->pkg->path);
            } else {
                report(y->pkg->path, -1, "conflict: %s and %s both change %s %s of %s (%s); --order applies the later "
                       "one, or apply one of them", x->pkg->path, y->pkg->path, x->f->kind, resource_name(x->f),
                       x->f->entry_name, x->f->path);
                left++;
            }
        }
    return left;
}

/* Pick p's original differs from the user's (mine, the mod's: how each is fingerprinted):
 * named; 1 (counted). */
static int differs(const apply_job *j, const pick *p, const char *mine, const char *mods) {
    const mod_file *f = p->f;
    report(p->pkg->path, -1, "%s %s of %s (%s): %s differs from the original the mod was made against (%s; the "
           "mod's: %s): another dump or region?%s", f->kind, resource_name(f), f->entry_name, f->path, j->o->game,
           mine, mods, j->o->force ? " applied anyway (--force)" : "");
    return 1;
}

/* After the files that differ were named: -1 (nothing written) unless --force. */
static int refuse_differing(const apply_job *j, unsigned differ) {
    if (!differ || j->o->force) return 0;
    report(j->o->game, -1, "%u file%s made against another original: nothing written (--force applies them anyway)",
           differ, differ == 1 ? "" : "s");
    return -1;
}

/* Every kept pick's entry found in the user's WAD by its DIR hash, and, for a file of no
 * listed resource, the entry's bytes against the mod's fingerprint (a resource's own bytes
 * are checked after the extraction: place). 0, or -1 after one message per file refused. */
static int fingerprints(apply_job *j, const char *wad_path) {
    wad_files wf;
    if (open_wad(wad_path, j->o->dir, &wf)) return -1;
    unsigned missing = 0, differ = 0;
    for (size_t k = 0; k < j->npicks; k++) {
        pick *p = &j->picks[k];
        const mod_file *f = p->f;
        const uint8_t *d;
        size_t len;
        if (p->dropped || is_prop(f)) continue;
        if (warp_wad_find_hash(wf.w, f->entry_hash, &p->entry) || warp_wad_data(wf.w, p->entry, &d, &len)) {
            report(p->pkg->path, -1, "%s: entry %s (DIR hash %08x) is not in %s", f->path, f->entry_name,
                   (unsigned)f->entry_hash, j->o->game);
            missing++;
            continue;
        }
        uint32_t crc = warp_crc32(0, d, len);
        if (f->has_res || (crc == f->orig_crc && len == f->orig_size)) continue;
        char mine[64], mods[64];
        snprintf(mine, sizeof mine, "its entry: %zu bytes, CRC-32 %08x", len, (unsigned)crc);
        snprintf(mods, sizeof mods, "%u bytes, %08x", (unsigned)f->orig_size, (unsigned)f->orig_crc);
        differ += (unsigned)differs(j, p, mine, mods);
    }
    for (size_t k = 0; k < j->nneeds; k++) /* one the game lacks: the rebuild says what is missing */
        if (warp_wad_find_hash(wf.w, j->needs[k]->hash, &j->need_entry[k])) j->need_entry[k] = UINT32_MAX;
    close_wad(&wf);
    return missing ? -1 : refuse_differing(j, differ);
}

/* Without --names: the names of the touched entries and resources the mods recorded, as a
 * names file at path (each name taken only where its CRC-32 matches the DIR or resource
 * hash, as any names file's): the disc-wide name harvest reads every byte of the WAD, and
 * names change only the work folder's paths, which the rebuild reads back. The names
 * file to use (NULL: none, the harvest runs). */
static const char *touched_names(const apply_job *j, const char *path) {
    if (j->o->names) return j->o->names;
    FILE *f = fopen(path, "w");
    for (size_t k = 0; f && k < j->npicks; k++) {
        const mod_file *m = j->picks[k].f;
        if (m->entry_name[0] && !strchr(m->entry_name, '#')) fprintf(f, "%s\n", m->entry_name);
        if (m->name[0] && !strchr(m->name, '#')) fprintf(f, "%s\n", m->name);
    }
    for (size_t k = 0; f && k < j->nneeds; k++)
        if (j->needs[k]->name[0] && !strchr(j->needs[k]->name, '#')) fprintf(f, "%s\n", j->needs[k]->name);
    return f && !fclose(f) ? path : NULL;
}

/* The touched entries extracted into the work folder, as the mods' extractions were. */
static int extract_touched(apply_job *j, const char *wad_path) {
    size_t cap = j->npicks + j->nneeds + 1;
    const char **names = calloc(cap, sizeof *names);
    char (*idx)[16] = calloc(cap, sizeof *idx);
    wad_options wo;
    memset(&wo, 0, sizeof wo);
    char names_path[4300];
    snprintf(names_path, sizeof names_path, "%s.names", j->work);
    wo.wad_path = wad_path, wo.dir_path = j->o->dir, wo.outdir = j->work;
    wo.names_path = touched_names(j, names_path);
    wo.only = ONLY_ALL, wo.jobs = j->o->jobs, wo.png_level = 1, wo.quiet = 1, wo.no_html = 1, wo.picks = names;
    wo.focus = 1; /* only the touched entries' resources and their copies hashed */
    for (size_t k = 0; names && idx && k < j->npicks; k++) {
        const pick *p = &j->picks[k];
        wo.root_motion |= p->pkg->root_motion, wo.mips |= p->pkg->mips;
        int seen = 0;
        for (size_t m = 0; m < k; m++) seen |= !j->picks[m].dropped && j->picks[m].entry == p->entry;
        if (p->dropped || seen || is_prop(p->f)) continue;
        snprintf(idx[wo.pick_count], sizeof idx[0], "%u", (unsigned)p->entry);
        names[wo.pick_count] = idx[wo.pick_count];
        wo.pick_count++;
    }
    for (size_t k = 0; names && idx && k < j->nneeds; k++) {
        int seen = j->need_entry[k] == UINT32_MAX || j->needs[k]->name_only;
        for (size_t m = 0; m < j->npicks && !seen; m++) seen = !j->picks[m].dropped && j->picks[m].entry == j->need_entry[k];
        for (size_t m = 0; m < k && !seen; m++) seen = j->need_entry[m] == j->need_entry[k];
        if (seen) continue;
        snprintf(idx[wo.pick_count], sizeof idx[0], "%u", (unsigned)j->need_entry[k]);
        names[wo.pick_count] = idx[wo.pick_count];
        wo.pick_count++;
    }
    int rc = names && idx ? extract_wad_run(&wo) : 1;
    if (!j->o->names) remove(names_path);
    if (rc) report(j->work, -1, "extracting the entries the mods change failed (exit %d): nothing written", rc);
    free(names), free(idx);
    return rc ? -1 : 0;
}

/* The resource holding pick p's file in the user's extraction (root, its file at path)
 * against the one the mod was made from: 0 the same, 1 named. */
static int resource_differs(const apply_job *j, const pick *p, const cJSON *root, const char *path) {
    const cJSON *r = mod_resource_of(root, path);
    size_t size = 0;
    uint64_t fnv = 0;
    if (r && !manifest_number(r, "size", &size) && !mod_fnv_of(r, "fnv1a64", &fnv) && size == p->f->res_size &&
        fnv == p->f->res_fnv)
        return 0;
    char mine[80], mods[80];
    snprintf(mine, sizeof mine, "its resource: %zu bytes, FNV-1a 64 %016llx", size, (unsigned long long)fnv);
    snprintf(mods, sizeof mods, "%u bytes, %016llx", (unsigned)p->f->res_size, (unsigned long long)p->f->res_fnv);
    return differs(j, p, mine, mods);
}

/* Where pick p's file goes in the work folder (to: its resource's file there): that file, or
 * for an added file its name beside it ('*' the file's stem), or a prop's folder's. */
static void destination(const apply_job *j, const pick *p, const mod_key *to, char *path, size_t cap) {
    const char *a = p->f->added;
    if (is_prop(p->f)) {
        snprintf(path, cap, "%s/%.*s", j->work, (int)(strlen(p->f->path) - strlen(a) - 1), p->f->path);
        make_dirs(path); /* the prop's folder; props_fit saw it was not an entry's */
        snprintf(path, cap, "%s/%s", j->work, p->f->path);
        return;
    }
    if (!a[0]) {
        snprintf(path, cap, "%s/%s", j->work, to->path);
        return;
    }
    const char *slash = strrchr(to->path, '/'), *base = slash ? slash + 1 : to->path, *dot = strrchr(base, '.');
    int folder = slash ? (int)(slash - to->path) : 0, stem = dot ? (int)(dot - base) : (int)strlen(base);
    if (a[0] == '*') snprintf(path, cap, "%s/%.*s%s%.*s%s", j->work, folder, to->path, slash ? "/" : "", stem, base, a + 1);
    else snprintf(path, cap, "%s/%.*s%s%s", j->work, folder, to->path, slash ? "/" : "", a);
}

/* Pick p's file written to its place in the work folder's extraction (root; entry: p's entry
 * object, NULL for a prop's file); *differ counts a resource that differs. */
static int place(apply_job *j, const pick *p, const cJSON *root, const cJSON *entry, unsigned *differ) {
    mod_key *keys = NULL;
    size_t n = 0, len;
    if (entry && mod_entry_keys(entry, &keys, &n)) return report(j->work, -1, "manifest entry %u unreadable", p->entry), -1;
    const mod_key *to = NULL;
    for (size_t k = 0; k < n && !to; k++)
        if (!strcmp(keys[k].kind, p->f->kind) && !strcmp(keys[k].variant, p->f->variant)) to = &keys[k];
    char path[4900];
    if (to || is_prop(p->f)) destination(j, p, to, path, sizeof path);
    if (to && p->f->has_res) *differ += (unsigned)resource_differs(j, p, root, to->path);
    for (size_t k = 0; (to || is_prop(p->f)) && k < j->nwritten; k++)
        if (j->writer[k] != p->pkg && !strcmp(j->written[k], path)) { /* a file one adds, the other edits */
            report(p->pkg->path, -1, "conflict: %s and %s both write %s (%s): apply one of them", j->writer[k]->path,
                   p->pkg->path, p->f->path, path);
            free(keys);
            return -1;
        }
    if (to || is_prop(p->f)) memcpy(j->written[j->nwritten], path, sizeof path), j->writer[j->nwritten++] = p->pkg;
    uint8_t *d = to || is_prop(p->f) ? mod_pkg_read(p->pkg, p->f, &len) : NULL;
    int rc = d && !out_write_file(path, d, len) ? 0 : -1;
    if (!to && !is_prop(p->f))
        report(p->pkg->path, -1, "%s: the extraction of %s's entry %s has no %s %s: not put back", p->f->path,
               j->o->game, p->f->entry_name, p->f->kind, p->f->variant);
    else if (d && rc)
        report(path, -1, "cannot write: %s", strerror(errno));
    free(d);
    free(keys);
    return rc;
}

/* The new output items the mods add (a new texture's), appended to their entries in the work
 * folder's manifest.json, which is written again. 0, or -1 after a message. */
static int add_items(apply_job *j, const char *path) {
    cJSON *root = manifest_load(path), *entries = root ? cJSON_GetObjectItemCaseSensitive(root, "entries") : NULL;
    int rc = root ? 0 : -1, added = 0;
    for (size_t k = 0; !rc && k < j->npicks; k++) {
        const pick *p = &j->picks[k];
        cJSON *e = p->dropped || !p->f->item[0] ? NULL : cJSON_GetArrayItem(entries, (int)p->entry);
        cJSON *outs = e ? cJSON_GetObjectItemCaseSensitive(e, "outputs") : NULL, *item = e ? cJSON_Parse(p->f->item) : NULL;
        if (item) cJSON_DeleteItemFromObjectCaseSensitive(item, "folder"); /* the file goes in the entry's folder */
        if (item && cJSON_IsArray(outs)) cJSON_AddItemToArray(outs, item), added++;
        else if (e) rc = -1, cJSON_Delete(item), report(p->pkg->path, -1, "%s: its item cannot be added", p->f->path);
    }
    char *text = !rc && added ? cJSON_Print(root) : NULL;
    if (text && out_write_file(path, text, strlen(text))) rc = -1, report(path, -1, "cannot write: %s", strerror(errno));
    free(text);
    cJSON_Delete(root);
    return rc;
}

/* A new prop's folder must be new in the work folder (an entry's folder of that name: renamed
 * by the modder, or refused here). */
static int props_fit(const apply_job *j) {
    int rc = 0;
    for (size_t k = 0; k < j->npicks; k++) {
        const pick *p = &j->picks[k];
        char path[4900];
        struct stat st;
        if (p->dropped || !is_prop(p->f) || strcmp(p->f->added, PROP_FILE)) continue;
        snprintf(path, sizeof path, "%s/%.*s", j->work, (int)(strlen(p->f->path) - strlen(PROP_FILE) - 1), p->f->path);
        if (stat(path, &st) == 0) {
            report(p->pkg->path, -1, "new prop %s: its folder %s is an entry's folder in the extraction of %s: "
                   "rename the prop's folder and create the mod again", p->f->prop, path, j->o->game);
            rc = -1;
        }
    }
    return rc;
}

static int place_all(apply_job *j) {
    char path[4300];
    snprintf(path, sizeof path, "%s/manifest.json", j->work);
    if (add_items(j, path) || props_fit(j)) return -1;
    cJSON *root = manifest_load(path);
    const cJSON *entries = root ? cJSON_GetObjectItemCaseSensitive(root, "entries") : NULL;
    int rc = root ? 0 : -1;
    unsigned differ = 0;
    for (size_t k = 0; !rc && k < j->npicks; k++) {
        const pick *p = &j->picks[k];
        if (p->dropped) continue;
        const cJSON *e = is_prop(p->f) ? NULL : cJSON_GetArrayItem(entries, (int)p->entry);
        rc = e || is_prop(p->f) ? place(j, p, root, e, &differ) : (report(path, -1, "no entry %u", p->entry), -1);
    }
    cJSON_Delete(root);
    return rc ? rc : refuse_differing(j, differ);
}

/* The work folder removed, its files and folders (only what an extraction writes there). */
static void remove_tree(const char *path) {
    DIR *d = opendir(path);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        char sub[4400];
        struct stat st;
        snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
        if (lstat(sub, &st) == 0 && S_ISDIR(st.st_mode)) remove_tree(sub);
        else remove(sub);
    }
    if (d) closedir(d);
    rmdir(path);
}

/* Every package opened and its files listed. 0, or -1 after a message. */
static int open_all(apply_job *j) {
    size_t total = 0;
    j->pkgs = calloc(j->o->nmods, sizeof *j->pkgs);
    if (!j->pkgs) return -1;
    for (size_t m = 0; m < j->o->nmods; m++) {
        if (mod_pkg_open(j->o->mods[m], &j->pkgs[m])) return -1;
        total += j->pkgs[m].n;
    }
    if (!(j->picks = calloc(total ? total : 1, sizeof *j->picks)) ||
        !(j->written = calloc(total ? total : 1, sizeof *j->written)) ||
        !(j->writer = calloc(total ? total : 1, sizeof *j->writer)))
        return -1;
    for (size_t m = 0; m < j->o->nmods; m++)
        for (size_t k = 0; k < j->pkgs[m].n; k++) j->picks[j->npicks++] = (pick){&j->pkgs[m], &j->pkgs[m].files[k], 0, 0};
    size_t needs = 0;
    for (size_t m = 0; m < j->o->nmods; m++) needs += j->pkgs[m].nneeds;
    j->needs = calloc(needs + 1, sizeof *j->needs), j->need_entry = calloc(needs + 1, sizeof *j->need_entry);
    if (!j->needs || !j->need_entry) return -1;
    for (size_t m = 0; m < j->o->nmods; m++)
        for (size_t k = 0; k < j->pkgs[m].nneeds; k++) j->needs[j->nneeds++] = &j->pkgs[m].needs[k];
    return 0;
}

static int run(apply_job *j) {
    const mod_apply_options *o = j->o;
    char wad_buf[4200];
    const char *wad_path = disc_wad_path(o->game, wad_buf, sizeof wad_buf);
    int image = disc_is_image(o->game);
    if (open_all(j)) return 1;
    unsigned left = conflicts(j);
    if (left) {
        report(o->game, -1, "%u conflict%s between mods: nothing written", left, left == 1 ? "" : "s");
        return 1;
    }
    if (fingerprints(j, wad_path)) return 1;
    snprintf(j->work, sizeof j->work, "%s.warp-mod", o->out);
    struct stat st;
    if (stat(j->work, &st) == 0) {
        report(j->work, -1, "exists (an earlier run's work folder, kept by --keep or interrupted?): remove it first");
        return 1;
    }
    int rc = extract_touched(j, wad_path) || place_all(j) ? 1
             : image ? rebuild_image(o->game, j->work, o->out, o->jobs, o->quiet)
                     : rebuild_wad(o->game, o->dir, j->work, o->out, o->jobs, o->quiet);
    if (!o->keep) remove_tree(j->work);
    return rc;
}

int mod_apply(const mod_apply_options *o) {
    apply_job j;
    memset(&j, 0, sizeof j);
    j.o = o;
    int rc = run(&j);
    if (!rc && !o->quiet) { /* before the picks are freed */
        size_t kept = 0;
        for (size_t k = 0; k < j.npicks; k++) kept += !j.picks[k].dropped;
        fprintf(stderr, "warp: %zu mod%s, %zu file%s applied to %s -> %s\n", o->nmods, o->nmods == 1 ? "" : "s", kept,
                kept == 1 ? "" : "s", o->game, o->out);
    }
    for (size_t m = 0; j.pkgs && m < o->nmods; m++) mod_pkg_close(&j.pkgs[m]);
    free(j.pkgs), free(j.picks), free(j.needs), free(j.need_entry), free(j.written), free(j.writer);
    return rc;
}
