/* What a mod costs against the WAD it was built from (cost.h): entries matched by DIR hash,
 * named, grouped by level (cost_levels.c), measured (cost.c). The console's memory is
 * fixed and no budget figure is known (FACTS-2 13), so the original's largest level (all
 * its entries together) and largest pack are the yardstick. */
#include "formats/cost.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "platform/disc.h"
#include "platform/names.h"
#include "platform/util.h"

/* One WAD mapped with its DIR, and per entry its name (borrowed), kind, level, cost. */
typedef struct side_entry {
    const char *name;
    int kind, level, measured;
    entry_cost c;
    char number[16]; /* a resource's decimal name, when nothing else names it */
} side_entry;

typedef struct cost_side {
    file_map wad, dir;
    warp_wad *w;
    uint32_t n;
    side_entry *e;
} cost_side;

static int side_open(cost_side *s, const char *wad, const char *dir) {
    char found[4096];
    memset(s, 0, sizeof *s);
    if (!dir && find_dir_beside(wad, found, sizeof found)) {
        report(wad, -1, "no WARRIORS.DIR beside it");
        return -1;
    }
    dir = dir ? dir : found;
    if (map_file(wad, &s->wad) || map_file(dir, &s->dir)) {
        report(s->wad.data ? dir : wad, -1, "%s", strerror(errno));
        return -1;
    }
    s->w = handle_alloc(warp_wad_sizeof());
    int rc = s->w ? warp_wad_init(s->w, warp_wad_sizeof(), WARP_ABI_VERSION, s->dir.data, s->dir.len, s->wad.len, NULL)
                  : WARP_E_ARG;
    if (!rc) rc = warp_wad_set_memory(s->w, s->wad.data, s->wad.len);
    if (rc) report(dir, -1, "%s", warp_strerror(rc));
    s->n = rc ? 0 : warp_wad_count(s->w);
    s->e = rc ? NULL : calloc((size_t)s->n + 1, sizeof *s->e);
    if (!rc && !s->e) report(dir, -1, "out of memory");
    for (uint32_t i = 0; s->e && i < s->n; i++) s->e[i].kind = WARP_KIND_UNKNOWN, s->e[i].level = -1;
    return rc || !s->e ? -1 : 0;
}

static void side_close(cost_side *s) {
    free(s->w), free(s->e);
    unmap_file(&s->wad);
    unmap_file(&s->dir);
}

static const uint8_t *side_data(const cost_side *s, uint32_t i, size_t *len) {
    const uint8_t *p = NULL;
    *len = 0;
    return warp_wad_data(s->w, i, &p, len) ? NULL : p;
}

static uint32_t side_hash(const cost_side *s, uint32_t i) {
    warp_entry e;
    return warp_wad_get(s->w, i, &e) ? 0 : e.hash;
}

static void side_measure(cost_side *s, uint32_t i) {
    size_t len;
    const uint8_t *p = side_data(s, i, &len);
    if (s->e[i].measured) return;
    if (p) cost_measure(p, len, &s->e[i].c);
    s->e[i].measured = 1;
}

/* The names: in->names the original's (an entry of the mod named as the original's of its
 * hash), else in->mod_names, else the mod's from a names file or the disc's strings
 * (owned: *own). */
static int name_mod(cost_side *o, cost_side *m, const long *match, const cost_inputs *in, char ***own) {
    *own = NULL;
    if (in->names) {
        for (uint32_t i = 0; i < o->n && i < in->nnames; i++) o->e[i].name = in->names[i];
        for (uint32_t j = 0; j < m->n; j++) m->e[j].name = match[j] >= 0 ? o->e[match[j]].name : NULL;
        return 0;
    }
    if (in->mod_names) {
        for (uint32_t j = 0; j < m->n && j < in->nmod_names; j++) m->e[j].name = in->mod_names[j];
        return 0;
    }
    char **v = *own = calloc((size_t)m->n + 1, sizeof *v);
    names_stats st;
    names_opts no;
    memset(&no, 0, sizeof no);
    if (!v) return report(in->mod_wad, -1, "out of memory"), -1;
    if (in->names_path && load_names_file(in->names_path, m->w, v) != 0)
        return report(in->names_path, -1, "%s", strerror(errno)), -1;
    if (!in->names_path && recover_names(m->dir.data, m->dir.len, m->w, &no, v, NULL, &st) != 0) return -1; /* said */
    for (uint32_t i = 0; i < m->n; i++) m->e[i].name = v[i];
    return 0;
}

/* The original's entries sorted by hash, for matching (by DIR hash: entries added move
 * the others' indexes). */
typedef struct by_hash {
    uint32_t hash, index;
} by_hash;

static int cmp_hash(const void *a, const void *b) {
    const by_hash *x = a, *y = b;
    return x->hash != y->hash ? (x->hash < y->hash ? -1 : 1) : (x->index < y->index ? -1 : x->index > y->index);
}

static long find_hash(const by_hash *v, uint32_t n, uint32_t hash) {
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (v[mid].hash < hash) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && v[lo].hash == hash ? (long)v[lo].index : -1;
}

/* ---- sums, the yardstick, the lines ------------------------------------------------------ */
static void add_cost(entry_cost *t, const entry_cost *c) {
    t->bytes += c->bytes, t->gs_pages += c->gs_pages, t->textures += c->textures;
    t->vertices += c->vertices, t->triangles += c->triangles;
}

typedef struct level_sum {
    entry_cost o, m;
    uint32_t entries, changed;
} level_sum;

/* The original's largest level (its entries together) and pack, by bytes and by GS pages. */
typedef struct budget {
    entry_cost level, pack;
    int level_by_bytes, level_by_pages;
    uint32_t pack_by_bytes, pack_by_pages;
} budget;

static const char *unit(int pages, uint64_t v) {
    return pages ? (v == 1 ? "page" : "pages") : (v == 1 ? "byte" : "bytes");
}

static long long delta(uint64_t a, uint64_t b) { return (long long)b - (long long)a; }
static unsigned long long ull(uint64_t v) { return (unsigned long long)v; }

static void cost_fields(FILE *f, const entry_cost *o, const entry_cost *m) {
    fprintf(f, "bytes %llu -> %llu (%+lld), GS pages %llu -> %llu (%+lld), textures %llu -> %llu, vertices %llu -> %llu "
            "(%+lld), triangles %llu -> %llu (%+lld)\n", ull(o->bytes), ull(m->bytes), delta(o->bytes, m->bytes),
            ull(o->gs_pages), ull(m->gs_pages), delta(o->gs_pages, m->gs_pages), ull(o->textures), ull(m->textures),
            ull(o->vertices), ull(m->vertices), delta(o->vertices, m->vertices), ull(o->triangles), ull(m->triangles),
            delta(o->triangles, m->triangles));
}

/* An entry as a line names it: "name (entry N, kind)", or "entry N (kind)"; kind < 0:
 * "name (entry N)", or "entry N". */
static void entry_label(FILE *f, const char *name, uint32_t i, int kind) {
    const char *k = kind >= 0 ? warp_kind_name(kind) : NULL;
    if (name && name[0]) fprintf(f, k ? "%s (entry %u, %s)" : "%s (entry %u)", name, i, k);
    else fprintf(f, k ? "entry %u (%s)" : "entry %u", i, k);
}

/* A pack past the original's largest: its warnings (which number, by how much). */
static int pack_warnings(FILE *f, const cost_side *m, uint32_t j, const cost_side *o, const budget *b) {
    const entry_cost *c = &m->e[j].c;
    int n = 0;
    for (int pages = 0; pages < 2; pages++) {
        uint64_t v = pages ? c->gs_pages : c->bytes, most = pages ? b->pack.gs_pages : b->pack.bytes;
        uint32_t by = pages ? b->pack_by_pages : b->pack_by_bytes;
        if (v <= most) continue;
        fprintf(f, "warp: warning: pack ");
        entry_label(f, m->e[j].name, j, -1);
        fprintf(f, ": %llu %s, past the largest pack of the original (", ull(v), pages ? "GS pages of textures" : "bytes");
        entry_label(f, o->e[by].name, by, -1);
        fprintf(f, ": %llu %s) by %llu %s\n", ull(most), unit(pages, most), ull(v - most), unit(pages, v - most));
        n++;
    }
    return n;
}

/* A level whose entries together pass the original's largest level: its warnings. */
static int level_warnings(FILE *f, const cost_levels *lv, int k, const level_sum *s, const budget *b) {
    int n = 0;
    for (int pages = 0; pages < 2; pages++) {
        uint64_t v = pages ? s->m.gs_pages : s->m.bytes, most = pages ? b->level.gs_pages : b->level.bytes;
        int by = pages ? b->level_by_pages : b->level_by_bytes;
        if (v <= most || by < 0) continue;
        fprintf(f, "warp: warning: level %s: %llu %s in its %u entries, past the largest level of the original (%s, "
                "%llu %s) by %llu %s\n", lv->stem[k], ull(v), pages ? "GS pages of textures" : "bytes", s->entries,
                lv->stem[by], ull(most), unit(pages, most), ull(v - most), unit(pages, v - most));
        n++;
    }
    return n;
}

/* ---- the comparison ------------------------------------------------------------------------ */
/* Kinds and levels; a resource no name names gets its decimal name (an entry the mod
 * added: the DIR names resources by the decimal of their hash, FACTS.md 2.2). */
static void classify(cost_side *s, const cost_levels *lv) {
    for (uint32_t i = 0; i < s->n; i++) {
        size_t len;
        const uint8_t *p = side_data(s, i, &len);
        if (p) warp_classify(p, len, WARP_KIND_UNKNOWN, &s->e[i].kind);
        if (p && !s->e[i].name &&
            !warp_recover_name(p, len, side_hash(s, i), s->e[i].number, sizeof s->e[i].number, NULL))
            s->e[i].name = s->e[i].number;
        s->e[i].level = cost_level_of(lv, s->e[i].name);
    }
}

/* match[j]: the original's entry of mod entry j's hash (-1: added). */
static int match_entries(const cost_side *o, const cost_side *m, long *match) {
    by_hash *v = calloc((size_t)o->n + 1, sizeof *v);
    if (!v) return -1;
    for (uint32_t i = 0; i < o->n; i++) v[i].hash = side_hash(o, i), v[i].index = i;
    qsort(v, o->n, sizeof *v, cmp_hash);
    for (uint32_t j = 0; j < m->n; j++) match[j] = find_hash(v, o->n, side_hash(m, j));
    free(v);
    return 0;
}

/* The original's names from the mod's (where it has none), then both sides' levels and kinds. */
static int prepare(cost_side *o, cost_side *m, const long *match, cost_levels *lv) {
    int rc = 0;
    for (uint32_t j = 0; j < m->n; j++) {
        if (match[j] >= 0 && !o->e[match[j]].name) o->e[match[j]].name = m->e[j].name;
        if (cost_levels_add(lv, m->e[j].name)) rc = -1;
    }
    classify(o, lv);
    classify(m, lv);
    return rc;
}

static void original_sums(cost_side *o, level_sum *sum, budget *b) {
    memset(b, 0, sizeof *b);
    b->level_by_bytes = b->level_by_pages = -1;
    for (uint32_t i = 0; i < o->n; i++) {
        side_entry *e = &o->e[i];
        if (e->level < 0 && e->kind != WARP_KIND_PACK) continue;
        side_measure(o, i);
        if (e->level >= 0) add_cost(&sum[e->level].o, &e->c);
        if (e->kind != WARP_KIND_PACK) continue;
        if (e->c.bytes > b->pack.bytes) b->pack.bytes = e->c.bytes, b->pack_by_bytes = i;
        if (e->c.gs_pages > b->pack.gs_pages) b->pack.gs_pages = e->c.gs_pages, b->pack_by_pages = i;
    }
}

static void level_budget(const level_sum *sum, size_t n, budget *b) {
    for (size_t k = 0; k < n; k++) {
        if (sum[k].o.bytes > b->level.bytes) b->level.bytes = sum[k].o.bytes, b->level_by_bytes = (int)k;
        if (sum[k].o.gs_pages > b->level.gs_pages) b->level.gs_pages = sum[k].o.gs_pages, b->level_by_pages = (int)k;
    }
}

/* The mod's costs (an entry byte-identical to its original's: the original's) and sums;
 * changed[j] when entry j's cost differs. The number changed. */
static uint32_t mod_sums(cost_side *o, cost_side *m, const long *match, level_sum *sum, uint8_t *changed) {
    uint32_t n = 0;
    for (uint32_t j = 0; j < m->n; j++) {
        long i = match[j];
        size_t ml, ol = 0;
        const uint8_t *mp = side_data(m, j, &ml), *op = i >= 0 ? side_data(o, (uint32_t)i, &ol) : NULL;
        side_entry *e = &m->e[j];
        if (op && mp && ol == ml && !memcmp(op, mp, ml)) {
            if (e->level >= 0 || e->kind == WARP_KIND_PACK) side_measure(o, (uint32_t)i);
            e->c = o->e[i].c, e->measured = o->e[i].measured;
        } else {
            side_measure(m, j);
            if (i >= 0) side_measure(o, (uint32_t)i);
            entry_cost zero;
            memset(&zero, 0, sizeof zero); /* an added entry: all of it grew */
            changed[j] = memcmp(i >= 0 ? &o->e[i].c : &zero, &e->c, sizeof zero) != 0;
            n += changed[j];
        }
        if (e->level < 0) continue;
        add_cost(&sum[e->level].m, &e->c);
        sum[e->level].entries++;
        sum[e->level].changed += changed[j];
    }
    return n;
}

/* The changed entries of level k (-1: shared), each with its pack warnings. */
static int entry_lines(FILE *f, const cost_side *o, const cost_side *m, const long *match, const uint8_t *changed,
                       int k, const budget *b) {
    int warned = 0;
    entry_cost zero;
    memset(&zero, 0, sizeof zero);
    for (uint32_t j = 0; j < m->n; j++) {
        if (!changed[j] || m->e[j].level != k) continue;
        fprintf(f, "    ");
        entry_label(f, m->e[j].name, j, m->e[j].kind);
        fprintf(f, ": ");
        cost_fields(f, match[j] >= 0 ? &o->e[match[j]].c : &zero, &m->e[j].c);
        if (m->e[j].kind == WARP_KIND_PACK) warned += pack_warnings(f, m, j, o, b);
    }
    return warned;
}

static int report_all(FILE *f, const cost_inputs *in, cost_side *o, cost_side *m, const long *match,
                      const cost_levels *lv, uint8_t *changed) {
    level_sum *sum = calloc(lv->n + 1, sizeof *sum);
    if (!sum) return report(in->mod_wad, -1, "out of memory"), -1;
    budget b;
    original_sums(o, sum, &b);
    level_budget(sum, lv->n, &b);
    uint32_t n = mod_sums(o, m, match, sum, changed), shared = 0;
    fprintf(f, "warp: what the mod costs against %s (the original's largest level, all its entries: %llu bytes (%s), "
            "%llu GS pages (%s); largest pack: %llu bytes, %llu GS pages):\n", in->orig_wad, ull(b.level.bytes),
            b.level_by_bytes >= 0 ? lv->stem[b.level_by_bytes] : "none", ull(b.level.gs_pages),
            b.level_by_pages >= 0 ? lv->stem[b.level_by_pages] : "none", ull(b.pack.bytes), ull(b.pack.gs_pages));
    int warnings = 0;
    for (size_t k = 0; k < lv->n; k++) {
        if (!sum[k].changed) continue;
        fprintf(f, "  level %s:\n", lv->stem[k]);
        warnings += entry_lines(f, o, m, match, changed, (int)k, &b);
        fprintf(f, "    %s total (%u entries): ", lv->stem[k], sum[k].entries);
        cost_fields(f, &sum[k].o, &sum[k].m);
        warnings += level_warnings(f, lv, (int)k, &sum[k], &b);
    }
    for (uint32_t j = 0; j < m->n; j++) shared += changed[j] && m->e[j].level < 0;
    if (shared) fprintf(f, "  shared (no one level's):\n");
    warnings += entry_lines(f, o, m, match, changed, -1, &b);
    fprintf(f, "warp: %u entries cost more or less, %d warnings past the original's largest\n", n, warnings);
    free(sum);
    return warnings;
}

int cost_compare(FILE *f, const cost_inputs *in) {
    cost_side o, m;
    int ok_o = side_open(&o, in->orig_wad, in->orig_dir), ok_m = ok_o ? -1 : side_open(&m, in->mod_wad, in->mod_dir);
    if (ok_o || ok_m) {
        side_close(&o);
        if (!ok_o) side_close(&m);
        return -1;
    }
    char **own = NULL;
    cost_levels lv;
    memset(&lv, 0, sizeof lv);
    long *match = calloc((size_t)m.n + 1, sizeof *match);
    uint8_t *changed = calloc((size_t)m.n + 1, 1);
    int rc = match && changed && !match_entries(&o, &m, match) ? 0 : (report(in->mod_wad, -1, "out of memory"), -1);
    if (!rc) rc = name_mod(&o, &m, match, in, &own);
    if (!rc && prepare(&o, &m, match, &lv)) {
        report(in->mod_wad, -1, "out of memory");
        rc = -1;
    }
    if (!rc) rc = report_all(f, in, &o, &m, match, &lv, changed);
    for (uint32_t i = 0; own && i < m.n; i++) free(own[i]);
    free(own), free(match), free(changed);
    cost_levels_free(&lv);
    side_close(&o);
    side_close(&m);
    return rc;
}
