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
    char work[4200];
} apply_job;

static int same_resource(const mod_file *a, const mod_file *b) {
    return a->entry_hash == b->entry_hash && !strcmp(a->kind, b->kind) && !strcmp(a->variant, b->variant);
}

static const char *resource_name(const mod_file *f) { return f->name[0] ? f->name : f->variant; }

/* Two mods changing one resource: named; the earlier dropped under --order. The number of
 * conflicts left (each reported). */
static unsigned conflicts(apply_job *j) {
    unsigned left = 0;
    for (size_t a = 0; a < j->npicks; a++)
        for (size_t b = a + 1; b < j->npicks; b++) {
            pick *x = &j->picks[a], *y = &j->picks[b];
            if (x->pkg == y->pkg || y->dropped || !same_resource(x->f, y->f)) continue;
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
        if (p->dropped) continue;
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
    return f && !fclose(f) ? path : NULL;
}

/* The touched entries extracted into the work folder, as the mods' extractions were. */
static int extract_touched(apply_job *j, const char *wad_path) {
    const char **names = calloc(j->npicks ? j->npicks : 1, sizeof *names);
    char (*idx)[16] = calloc(j->npicks ? j->npicks : 1, sizeof *idx);
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
        if (p->dropped || seen) continue;
        snprintf(idx[wo.pick_count], sizeof idx[0], "%u", (unsigned)p->entry);
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

/* Pick p's file written over the file of its resource in the work folder's extraction
 * (root; entry: p's entry object); *differ counts a resource that differs. */
static int place(apply_job *j, const pick *p, const cJSON *root, const cJSON *entry, unsigned *differ) {
    mod_key *keys;
    size_t n, len;
    if (mod_entry_keys(entry, &keys, &n)) return report(j->work, -1, "manifest entry %u unreadable", p->entry), -1;
    const mod_key *to = NULL;
    for (size_t k = 0; k < n && !to; k++)
        if (!strcmp(keys[k].kind, p->f->kind) && !strcmp(keys[k].variant, p->f->variant)) to = &keys[k];
    char path[4900];
    if (to) snprintf(path, sizeof path, "%s/%s", j->work, to->path);
    if (to && p->f->has_res) *differ += (unsigned)resource_differs(j, p, root, to->path);
    uint8_t *d = to ? mod_pkg_read(p->pkg, p->f, &len) : NULL;
    int rc = d && !out_write_file(path, d, len) ? 0 : -1;
    if (!to)
        report(p->pkg->path, -1, "%s: the extraction of %s's entry %s has no %s %s: not put back", p->f->path,
               j->o->game, p->f->entry_name, p->f->kind, p->f->variant);
    else if (d && rc)
        report(path, -1, "cannot write: %s", strerror(errno));
    free(d);
    free(keys);
    return rc;
}

static int place_all(apply_job *j) {
    char path[4300];
    snprintf(path, sizeof path, "%s/manifest.json", j->work);
    cJSON *root = manifest_load(path);
    const cJSON *entries = root ? cJSON_GetObjectItemCaseSensitive(root, "entries") : NULL;
    int rc = root ? 0 : -1;
    unsigned differ = 0;
    for (size_t k = 0; !rc && k < j->npicks; k++) {
        if (j->picks[k].dropped) continue;
        const cJSON *e = cJSON_GetArrayItem(entries, (int)j->picks[k].entry);
        rc = e ? place(j, &j->picks[k], root, e, &differ) : (report(path, -1, "no entry %u", j->picks[k].entry), -1);
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
    if (!(j->picks = calloc(total ? total : 1, sizeof *j->picks))) return -1;
    for (size_t m = 0; m < j->o->nmods; m++)
        for (size_t k = 0; k < j->pkgs[m].n; k++) j->picks[j->npicks++] = (pick){&j->pkgs[m], &j->pkgs[m].files[k], 0, 0};
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
    for (size_t m = 0; j.pkgs && m < o->nmods; m++) mod_pkg_close(&j.pkgs[m]);
    free(j.pkgs), free(j.picks);
    if (!rc && !o->quiet) {
        size_t kept = 0;
        for (size_t k = 0; k < j.npicks; k++) kept += !j.picks[k].dropped;
        fprintf(stderr, "warp: %zu mod%s, %zu file%s applied to %s -> %s\n", o->nmods, o->nmods == 1 ? "" : "s", kept,
                kept == 1 ? "" : "s", o->game, o->out);
    }
    return rc;
}
