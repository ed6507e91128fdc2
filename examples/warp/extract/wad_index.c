/* The index pass of whole-WAD extraction (main thread): classifies every entry, names it
 * (--names, else the decimal name of a resource and the entry and resource names recovered
 * from the disc's strings, platform/names.h), and builds the cross-entry tables
 * extraction needs: DIR hash -> entry, resource hash -> texture dictionary chunk, model
 * resource hash -> dictionaries (Object List 0x46 / Character List 0x44 of warriors.glr,
 * FACTS.md 4.4), part header hash -> world part, world stream -> world name (FACTS.md
 * 3.4), and each entry's output folder. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "extract/wad_index.h"
#include "extract/anim.h"
#include "extract/audio.h"
#include "extract/runner.h"
#include "platform/names.h"
#include "platform/util.h"
#include "platform/wad_pass.h"

static int cmp_hash_ref(const void *a, const void *b) {
    const hash_ref *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}
static int cmp_dict_ref(const void *a, const void *b) {
    const dict_ref *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}
static int cmp_model_rec(const void *a, const void *b) {
    const model_rec *x = a, *y = b;
    return x->model < y->model ? -1 : x->model > y->model;
}

/* The first of refs (sorted by hash, then entry) with this hash, else NULL. */
static const dict_ref *find_ref_in(const dict_ref *refs, size_t count, uint32_t hash) {
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (refs[mid].hash < hash) lo = mid + 1; else hi = mid;
    }
    return lo < count && refs[lo].hash == hash ? &refs[lo] : NULL;
}
const dict_ref *find_dict(const wad_run *r, uint32_t hash) { return find_ref_in(r->dicts, r->dict_count, hash); }
const dict_ref *find_model(const wad_run *r, uint32_t hash) { return find_ref_in(r->model_refs, r->model_ref_count, hash); }
const model_rec *find_rec_by_key(const wad_run *r, uint32_t key) {
    for (size_t i = 0; i < r->rec_count; i++)
        if (r->recs[i].key == key) return &r->recs[i];
    return NULL;
}
const model_rec *find_rec(const wad_run *r, uint32_t model) {
    model_rec key = {model, {0, 0}};
    return r->rec_count ? bsearch(&key, r->recs, r->rec_count, sizeof key, cmp_model_rec) : NULL;
}

static int name_entry(void *user, const char *s) {
    wad_run *r = user;
    uint32_t i;
    if (entry_by_name(r, s, &i) == 0 && !r->names[i] && !(r->names[i] = strdup(s))) return -1;
    return 0;
}

static int load_names(wad_run *r) {
    return names_file_foreach(r->names_path, name_entry, r);
}

/* What one part of the index pass finds (wad_pass.h), merged in entry order afterwards:
 * the same tables, in the same order, as one pass. */
typedef struct index_part {
    dict_ref *dicts;
    size_t dict_count, dict_cap;
    dict_ref *models;
    size_t model_count, model_cap;
    model_rec *recs;
    size_t rec_count;
    hash_ref *parts;
    size_t part_count, part_cap;
    clip_list clips;
    res_table res;
    int res_failed; /* out of memory */
} index_part;

typedef struct index_walk {
    const wad_run *r;
    index_part *t;
    uint32_t entry;
    const uint8_t *base;
    uint32_t last_resource; /* resource_index + 1 of the last dictionary indexed */
    uint32_t last_model;    /* resource_index + 1 of the last model indexed */
} index_walk;

/* Character List 0x44: 16-byte header (count), 32-byte records {key, data, model, dict}.
 * Object List 0x46: 16-byte header (count), 36-byte records {key, swap, model, dict,
 * dict2, ...} (FACTS.md 4.4, page 002). */
static void add_records(index_part *t, const uint8_t *p, size_t len, size_t rec_size, int has_dict2) {
    if (len < 16) return;
    size_t n = le32(p);
    if (n > (len - 16) / rec_size) n = (len - 16) / rec_size;
    model_rec *v = realloc(t->recs, (t->rec_count + n + 1) * sizeof *v);
    if (!v) return;
    t->recs = v;
    for (size_t i = 0; i < n; i++) {
        const uint8_t *q = p + 16 + i * rec_size;
        model_rec m = {le32(q + 8), {le32(q + 12), has_dict2 ? le32(q + 16) : 0}, has_dict2 ? 0 : le32(q + 4), le32(q)};
        t->recs[t->rec_count++] = m;
    }
}

static int index_chunk(void *user, const warp_chunk_info *c) {
    index_walk *iw = user;
    index_part *t = iw->t;
    if (c->type == 0x2A && iw->last_resource != c->resource_index + 1) {
        iw->last_resource = c->resource_index + 1;
        dict_ref *v = grow_room(t->dicts, t->dict_count, &t->dict_cap, sizeof *v);
        if (v) /* out of memory: the model just gets no textures */
            (t->dicts = v)[t->dict_count++] =
                (dict_ref){c->resource_hash, iw->entry, (uint32_t)(c->data - iw->base), (uint32_t)c->size};
    } else if (c->type == 0x47 && iw->last_model != c->resource_index + 1) {
        iw->last_model = c->resource_index + 1;
        dict_ref *v = grow_room(t->models, t->model_count, &t->model_cap, sizeof *v);
        if (v) /* out of memory: an assembled level just misses the model */
            (t->models = v)[t->model_count++] =
                (dict_ref){c->resource_hash, iw->entry, (uint32_t)(c->data - iw->base), (uint32_t)c->size};
    } else if (iw->r->kinds[iw->entry] == WARP_KIND_GLOBAL && (c->type == 0x44 || c->type == 0x46)) {
        add_records(t, c->data, c->size, c->type == 0x44 ? 32 : 36, c->type == 0x46);
    }
    return 0;
}

/* World names to try on world streams the names file does not name: level<N>, its
 * solid (s) and detail (d) halves, objarena (FACTS.md 3.4), and the stems of names. */
static void name_worlds(wad_run *r) {
    for (uint32_t i = 0; i < r->count; i++)
        if (r->kinds[i] == WARP_KIND_WORLD_STREAM && r->names[i] && ends_with_nocase(r->names[i], "_sec.wld")) {
            r->worlds[i] = strdup(r->names[i]);
            r->worlds[i][strlen(r->names[i]) - 8] = 0;
        }
    char cand[64], file[96];
    for (unsigned n = 0; n <= 3000; n++) {
        if (n == 3000)
            snprintf(cand, sizeof cand, "objarena");
        else
            snprintf(cand, sizeof cand, "level%u%s", n / 3, (const char *[]){"", "s", "d"}[n % 3]);
        snprintf(file, sizeof file, "%s_sec.wld", cand);
        uint32_t i;
        if (entry_by_name(r, file, &i) == 0 && r->kinds[i] == WARP_KIND_WORLD_STREAM && !r->worlds[i])
            r->worlds[i] = strdup(cand);
    }
}

/* A sound bank has no signature: it is the .msb whose .msd (same stem) is an index; without
 * names, an unknown entry right before an index whose offsets all fall inside it (page
 * 002's name order puts X.msb right before X.msd). */
static void pair_banks(wad_run *r, warp_wad *w) {
    if (!(r->bank_index = calloc((size_t)r->count + 1, sizeof *r->bank_index))) return;
    for (uint32_t i = 0; i < r->count; i++) {
        if (r->kinds[i] != WARP_KIND_UNKNOWN) continue;
        uint32_t j = i + 1;
        char msd[4096];
        if (r->names[i] && ends_with_nocase(r->names[i], ".msb")) {
            snprintf(msd, sizeof msd, "%.*s.msd", (int)(strlen(r->names[i]) - 4), r->names[i]);
            if (entry_by_name(r, msd, &j) != 0) continue;
        } else if (j >= r->count || (r->names[j] && !ends_with_nocase(r->names[j], ".msd"))) {
            continue;
        }
        entry_bytes b;
        if (r->kinds[j] != WARP_KIND_SOUND_INDEX || !r->entries[i].size || entry_open(w, j, &b) != WARP_OK) continue;
        int rc = warp_bank_foreach(b.p, b.len, r->entries[i].size, NULL, ignore_bank_sound, NULL);
        entry_close(r, &b);
        if (rc == WARP_OK || (r->names[i] && ends_with_nocase(r->names[i], ".msb"))) { /* a named pair: its errors said later */
            r->kinds[i] = WARP_KIND_SOUND_BANK;
            r->bank_index[i] = j + 1;
        }
    }
}

/* The parts each named world stream takes (as export_streamed finds them: the part
 * header's hash crc32("<world>_ms<i>.sec"), else the DIR name); the others are lone parts,
 * exported on their own (entry.c). */
static void claim_parts(wad_run *r, warp_wad *w) {
    if (!(r->claimed = calloc((size_t)r->count + 1, 1))) return; /* out of memory: parts exported twice */
    for (uint32_t i = 0; i < r->count; i++) {
        entry_bytes b;
        warp_world_stream_info si;
        if (!r->worlds[i] || entry_open(w, i, &b) != WARP_OK) continue;
        int rc = warp_world_stream_parse(b.p, b.len, &si);
        entry_close(r, &b);
        for (uint32_t k = 1; rc == WARP_OK && k <= si.part_count && k <= 65536; k++) {
            char name[160];
            snprintf(name, sizeof name, "%s_ms%u.sec", r->worlds[i], k);
            const hash_ref *h = find_ref(r->parts, r->part_count, warp_crc32(0, name, strlen(name)));
            uint32_t e;
            if (h)
                r->claimed[h->entry] = 1;
            else if (entry_by_name(r, name, &e) == 0)
                r->claimed[e] = 1;
        }
    }
}

/* Unique folder per entry: the sanitised name, else the index; a clash (names that
 * sanitise alike, in any letter case) gets "~<index>". */
static int cmp_folder(const void *a, const void *b, void *user) {
    char **f = user;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    int c = strcasecmp(f[x], f[y]);
    return c ? c : (x < y ? -1 : x > y);
}
static void make_folders(wad_run *r) {
    uint32_t *order = malloc((r->count + 1) * sizeof *order);
    for (uint32_t i = 0; i < r->count; i++) {
        char buf[256];
        if (r->names[i])
            sanitize_name(r->names[i], buf, sizeof buf);
        else
            snprintf(buf, sizeof buf, "%u", i);
        if (!strcasecmp(buf, "manifest.json") || !strcasecmp(buf, "index.html") || !strcasecmp(buf, "index-files"))
            snprintf(buf, sizeof buf, "%s~%u", r->names[i] ? buf : "entry", i); /* the index's own names */
        r->folders[i] = strdup(buf);
        order[i] = i;
    }
    qsort_r(order, r->count, sizeof *order, cmp_folder, r->folders);
    for (uint32_t k = 1; k < r->count; k++) {
        uint32_t i = order[k];
        if (strcasecmp(r->folders[order[k - 1]], r->folders[i]) != 0) continue;
        char buf[300];
        snprintf(buf, sizeof buf, "%s~%u", r->folders[i], i);
        free(r->folders[i]);
        r->folders[i] = strdup(buf);
    }
    free(order);
}

/* The index pass: every entry read once, in parts on --jobs threads (wad_pass.h), for its
 * kind, its name (a decimal name, the strings the name recovery harvests) and the rows of
 * the cross-entry tables. */
typedef struct index_pass {
    wad_run *r;
    names_recovery *names; /* NULL: a names file gives the names, or --no-recover-names */
    index_part part[WAD_PASS_MAX_PARTS];
} index_pass;

static void index_entry(void *user, const warp_wad *w, unsigned part, uint32_t i, const uint8_t *p, size_t n) {
    index_pass *x = user;
    wad_run *r = x->r;
    index_part *t = &x->part[part];
    int kind = -1; /* unreadable: reported by the extraction pass */
    if (p) warp_classify(p, n, WARP_KIND_UNKNOWN, &kind); /* damaged: "unknown", the extraction says why */
    r->kinds[i] = kind;
    char num[16];
    if (x->names)
        names_entry(x->names, w, part, i, p, n, kind); /* the decimal name too */
    else if (p && !r->names[i] && warp_recover_name(p, n, r->entries[i].hash, num, sizeof num, NULL) == WARP_OK)
        r->names[i] = strdup(num);
    if (!p) return;
    if (kind >= WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE) {
        index_walk iw = {r, t, i, p, 0};
        warp_chunk_foreach(p, n, NULL, index_chunk, &iw);
        anim_index_entry(kind, i, p, n, &t->clips);
        if (resources_add_entry(&t->res, i, kind, p, n)) t->res_failed = 1;
    } else if (kind == WARP_KIND_WORLD_PART && n >= 16) {
        hash_ref *v = grow_room(t->parts, t->part_count, &t->part_cap, sizeof *v);
        if (v) (t->parts = v)[t->part_count++] = (hash_ref){le32(p + 12), i};
    }
}

static void append(void *dst, const void *src, size_t bytes) {
    if (bytes) memcpy(dst, src, bytes); /* an empty part's array is NULL */
}

/* The parts' rows, one array of each in part (entry) order; the parts' arrays freed. */
static int merge_parts(wad_run *r, index_pass *x, unsigned parts) {
    size_t nd = 0, nm = 0, nr = 0, np = 0, nc = 0;
    for (unsigned k = 0; k < parts; k++) {
        const index_part *t = &x->part[k];
        nd += t->dict_count, nm += t->model_count, nr += t->rec_count, np += t->part_count, nc += t->clips.count;
    }
    r->dicts = malloc((nd + 1) * sizeof *r->dicts), r->recs = malloc((nr + 1) * sizeof *r->recs);
    r->parts = malloc((np + 1) * sizeof *r->parts), r->clips = malloc((nc + 1) * sizeof *r->clips);
    r->model_refs = malloc((nm + 1) * sizeof *r->model_refs);
    int ok = r->dicts && r->recs && r->parts && r->clips && r->model_refs;
    for (unsigned k = 0; k < parts; k++) {
        index_part *t = &x->part[k];
        if (ok) {
            append(r->dicts + r->dict_count, t->dicts, t->dict_count * sizeof *t->dicts);
            append(r->model_refs + r->model_ref_count, t->models, t->model_count * sizeof *t->models);
            r->model_ref_count += t->model_count;
            append(r->recs + r->rec_count, t->recs, t->rec_count * sizeof *t->recs);
            append(r->parts + r->part_count, t->parts, t->part_count * sizeof *t->parts);
            append(r->clips + r->clip_count, t->clips.v, t->clips.count * sizeof *t->clips.v);
            r->dict_count += t->dict_count, r->rec_count += t->rec_count;
            r->part_count += t->part_count, r->clip_count += t->clips.count;
            ok = !t->res_failed && resources_append(&r->res, &t->res) == 0;
        }
        resources_free(&t->res);
        free(t->dicts), free(t->models), free(t->recs), free(t->parts), free(t->clips.v);
    }
    return ok ? 0 : -1;
}

/* focus: the resource hashes of the picks (each an entry number, else every copy is
 * hashed), the only ones whose copies the index pass hashes and lists (resources.h). */
static int focus_want(wad_run *r, warp_wad *w, size_t *count) {
    res_table t = {0};
    int rc = 0;
    if (!r->pick_count) return 0; /* every entry picked: every copy */
    for (size_t k = 0; k < r->pick_count; k++) {
        char *end;
        unsigned long i = strtoul(r->picks[k], &end, 10);
        entry_bytes b;
        if (!*r->picks[k] || *end || i >= r->count) return resources_free(&t), 0; /* a name: every copy */
        if (entry_open(w, (uint32_t)i, &b) != WARP_OK) continue; /* unreadable: reported by the extraction */
        int kind = -1;
        warp_classify(b.p, b.len, WARP_KIND_UNKNOWN, &kind);
        rc |= resources_add_entry(&t, (uint32_t)i, kind, b.p, b.len);
        entry_close(r, &b);
    }
    r->res_want = rc ? NULL : resources_hashes(&t, count);
    resources_free(&t);
    return r->res_want ? 0 : -1;
}

static int index_entries(wad_run *r, warp_wad *w) {
    index_pass *x = calloc(1, sizeof *x);
    unsigned parts = wad_pass_parts(r->count, r->jobs);
    char **res = NULL; /* the resource names recovered (not for warp check: it names no files) */
    names_opts no = {.progress = !r->quiet && isatty(2), .resources = r->check ? NULL : &res};
    int status = x ? 0 : -1;
    size_t want = 0;
    if (x) x->r = r;
    if (!x || (r->focus && focus_want(r, w, &want))) {
        report(r->wad_path, -1, "out of memory");
        status = -1;
    }
    for (unsigned k = 0; x && r->res_want && k < parts; k++)
        x->part[k].res.want = r->res_want, x->part[k].res.want_count = want;
    /* No names file: the entry and resource names the disc's own strings spell, harvested
     * within this pass's read of each entry (docs/names.md). */
    if (!status && !r->names_path && !r->no_recover &&
        !(x->names = names_begin(r->dir.data, r->dir.len, w, &no, parts, r->names, NULL)))
        status = -1;
    if (status == 0) {
        wad_pass pass = {parts, r->map != NULL, no.progress ? "indexing" : NULL, run_stop_signal};
        wad_pass_run(w, &pass, index_entry, x);
        status = merge_parts(r, x, parts);
        if (status) report(r->wad_path, -1, "out of memory");
        names_stats st;
        if (x->names && run_stop_signal()) /* the caller reports the stop: no guesses from half a harvest */
            names_discard(x->names);
        else if (x->names && names_end(x->names, &st) != 0)
            status = -1;
        else if (x->names && res_names_adopt(&r->resnames, res) != 0) {
            report(r->wad_path, -1, "out of memory");
            status = -1;
        }
    }
    free(x);
    return status;
}

int index_wad(wad_run *r, warp_wad *w) {
    for (uint32_t i = 0; i < r->count; i++) {
        warp_wad_get(w, i, &r->entries[i]);
        r->by_hash[i].hash = r->entries[i].hash;
        r->by_hash[i].entry = i;
    }
    qsort(r->by_hash, r->count, sizeof *r->by_hash, cmp_hash_ref);
    if (r->names_path && (load_names(r) != 0 || res_names_load(r->names_path, &r->resnames) != 0)) {
        report(r->names_path, -1, "%s", strerror(errno));
        return -1;
    }
    if (index_entries(r, w) != 0) return -1;
    pair_banks(r, w);
    qsort(r->parts, r->part_count, sizeof *r->parts, cmp_hash_ref);
    if (r->dict_count) qsort(r->dicts, r->dict_count, sizeof *r->dicts, cmp_dict_ref);
    if (r->model_ref_count) qsort(r->model_refs, r->model_ref_count, sizeof *r->model_refs, cmp_dict_ref);
    if (r->rec_count) qsort(r->recs, r->rec_count, sizeof *r->recs, cmp_model_rec);
    anim_index_done(r);
    name_worlds(r);
    claim_parts(r, w);
    make_folders(r);
    r->audio = audio_wad_tables(r, w);
    return 0;
}

/* --entry N|NAME: an index, a name the DIR hashes to, or a recovered/--names name. */
int select_entry(wad_run *r, const char *arg) {
    char *end;
    unsigned long n = strtoul(arg, &end, 10);
    uint32_t i;
    if (*arg && !*end && n < r->count) {
        r->selected[n] = 1;
        return 0;
    }
    if (entry_by_name(r, arg, &i) == 0) {
        r->selected[i] = 1;
        return 0;
    }
    for (i = 0; i < r->count; i++)
        if (r->names[i] && !strcasecmp(r->names[i], arg)) {
            r->selected[i] = 1;
            return 0;
        }
    return -1;
}
