/* Every copy of every resource, grouped by hash and content (resources.h). */
#include "extract/resources.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract/job.h"
#include "platform/util.h"

/* Whether the copy's resource hash is wanted: t->want NULL (every copy), else in it. */
static int wanted(const res_table *t, uint32_t hash) {
    return !t->want || bsearch(&hash, t->want, t->want_count, sizeof hash, cmp_u32);
}

static int add(res_table *t, uint32_t entry, uint32_t slot, const uint8_t *p, size_t off, size_t len) {
    uint32_t hash = len >= 16 ? le32(p + off + 12) : 0;
    if (!wanted(t, hash)) return 0; /* only its header read: the bytes of a resource not asked for are never hashed */
    res_copy *v = grow_room(t->copies, t->count, &t->cap, sizeof *v);
    if (!v) return -1;
    t->copies = v;
    v[t->count++] = (res_copy){fnv1a64(p + off, len), hash, entry, slot,
                               (uint32_t)off, (uint32_t)len, 0};
    return 0;
}

int resources_add_entry(res_table *t, uint32_t entry, int kind, const uint8_t *p, size_t len) {
    if (kind < WARP_KIND_PACK || kind > WARP_KIND_RESOURCE || len > UINT32_MAX) return 0;
    if (kind != WARP_KIND_PACK) return add(t, entry, RES_STANDALONE, p, 0, len);
    uint32_t count = le32(p); /* the classifier walked the pack whole (FACTS.md 2.1) */
    size_t off = 16;
    for (uint32_t k = 0; k < count && off + 16 <= len; k++) {
        uint64_t size = 16 + 16 * (uint64_t)le32(p + off) + le32(p + off + 4);
        if (size > len - off) break;
        if (add(t, entry, k, p, off, (size_t)size)) return -1;
        off += (size_t)size;
    }
    return 0;
}

uint32_t *resources_hashes(const res_table *t, size_t *count) {
    uint32_t *v = malloc((t->count + 1) * sizeof *v);
    size_t u = 0;
    for (size_t k = 0; v && k < t->count; k++) v[k] = t->copies[k].hash;
    if (v) qsort(v, t->count, sizeof *v, cmp_u32);
    for (size_t k = 0; v && k < t->count; k++)
        if (!u || v[u - 1] != v[k]) v[u++] = v[k];
    *count = u;
    return v;
}

int resources_append(res_table *a, res_table *b) {
    for (size_t k = 0; k < b->count; k++) {
        res_copy *v = grow_room(a->copies, a->count, &a->cap, sizeof *v);
        if (!v) return -1;
        a->copies = v;
        v[a->count++] = b->copies[k];
    }
    free(b->copies);
    memset(b, 0, sizeof *b);
    return 0;
}

/* ---- grouping ------------------------------------------------------------------------------ */

typedef struct sorter { const res_copy *c; const uint32_t *members; const uint8_t *selected; } sorter;

static unsigned rank(const sorter *s, const res_copy *c) {
    return s->selected && !s->selected[c->entry] ? 2 : c->slot == RES_STANDALONE ? 0 : 1;
}

/* The owner order: selected standalone entries, selected packs, the rest; file order in each. */
static int cmp_place(const sorter *s, const res_copy *x, const res_copy *y) {
    unsigned a = rank(s, x), b = rank(s, y);
    if (a != b) return a < b ? -1 : 1;
    if (x->entry != y->entry) return x->entry < y->entry ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static int cmp_copy(const void *a, const void *b, void *user) {
    const sorter *s = user;
    const res_copy *x = &s->c[*(const uint32_t *)a], *y = &s->c[*(const uint32_t *)b];
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    if (x->content != y->content) return x->content < y->content ? -1 : 1;
    if (x->len != y->len) return x->len < y->len ? -1 : 1;
    return cmp_place(s, x, y);
}

static const res_copy *owner(const sorter *s, const res_group *g) { return &s->c[s->members[g->first]]; }

static int cmp_owner(const void *a, const void *b, void *user) { return cmp_place(user, owner(user, a), owner(user, b)); }

/* Group indexes by hash, then by owner (the group order). */
static int cmp_by_hash(const void *a, const void *b, void *user) {
    const res_table *t = user;
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    uint32_t hx = t->copies[t->members[t->groups[x].first]].hash, hy = t->copies[t->members[t->groups[y].first]].hash;
    return hx != hy ? (hx < hy ? -1 : 1) : (x < y ? -1 : x > y);
}

/* The groups' indexes by hash (then owner): the variants of one hash side by side. */
static uint32_t *by_hash(const res_table *t) {
    uint32_t *v = malloc((t->group_count + 1) * sizeof *v);
    if (!v) return NULL;
    for (uint32_t g = 0; g < t->group_count; g++) v[g] = g;
    qsort_r(v, t->group_count, sizeof *v, cmp_by_hash, (void *)t);
    return v;
}

int resources_group(res_table *t, const uint8_t *selected) {
    size_t n = t->count;
    free(t->members), free(t->groups);
    t->members = malloc((n + 1) * sizeof *t->members);
    t->groups = calloc(n + 1, sizeof *t->groups);
    t->group_count = 0;
    sorter s = {t->copies, t->members, selected};
    if (!t->members || !t->groups) return -1;
    for (uint32_t k = 0; k < n; k++) t->members[k] = k;
    qsort_r(t->members, n, sizeof *t->members, cmp_copy, &s);
    for (size_t k = 0; k < n; k++) {
        const res_copy *c = &t->copies[t->members[k]], *p = k ? &t->copies[t->members[k - 1]] : NULL;
        if (!p || p->hash != c->hash || p->content != c->content || p->len != c->len)
            t->groups[t->group_count++] = (res_group){(uint32_t)k, 0, 0, NULL};
        t->groups[t->group_count - 1].count++;
    }
    qsort_r(t->groups, t->group_count, sizeof *t->groups, cmp_owner, &s);
    for (size_t g = 0; g < t->group_count; g++)
        for (uint32_t k = 0; k < t->groups[g].count; k++) t->copies[t->members[t->groups[g].first + k]].group = (uint32_t)g;
    uint32_t *h = by_hash(t);
    if (!h) return -1;
    for (size_t k = 0; k < t->group_count; k++) {
        const res_copy *c = owner(&s, &t->groups[h[k]]), *p = k ? owner(&s, &t->groups[h[k - 1]]) : NULL;
        t->groups[h[k]].variant = p && p->hash == c->hash ? t->groups[h[k - 1]].variant + 1 : 1;
    }
    free(h);
    return 0;
}

static int cmp_folder(const void *a, const void *b) { return strcasecmp(*(char *const *)a, *(char *const *)b); }

/* Whether one of g's copies is the whole entry whose folder is `folder`. */
static int holds_entry(const res_table *t, const res_group *g, const char *folder, char **folders) {
    for (uint32_t k = 0; k < g->count; k++) {
        const res_copy *c = &t->copies[t->members[g->first + k]];
        if (c->slot == RES_STANDALONE && folders[c->entry] == folder) return 1;
    }
    return 0;
}

/* A group's folder: a selected standalone owner's is its entry's; the others the decimal
 * hash for variant 1, else `<hash>~<variant>`, skipping the names of entries' folders
 * (sorted), but for an entry holding this very resource (not selected: its name is the
 * resource's); the variants after a skipped name move up with it (*bump). */
static int name_group(const wad_run *r, res_group *g, uint32_t *bump, char **sorted) {
    const res_copy *c = &r->res.copies[r->res.members[g->first]];
    char buf[64];
    const char *name = buf;
    g->variant += *bump;
    if (c->slot == RES_STANDALONE && r->selected[c->entry]) {
        name = r->folders[c->entry];
    } else {
        for (;; g->variant++, (*bump)++) {
            if (g->variant == 1) snprintf(buf, sizeof buf, "%u", c->hash);
            else snprintf(buf, sizeof buf, "%u~%u", c->hash, g->variant);
            char **hit = bsearch(&name, sorted, r->count, sizeof *sorted, cmp_folder);
            if (!hit || holds_entry(&r->res, g, *hit, r->folders)) break;
        }
    }
    return (g->folder = strdup(name)) ? 0 : -1;
}

int resources_assign(wad_run *r) {
    res_table *t = &r->res;
    char **sorted = malloc(((size_t)r->count + 1) * sizeof *sorted);
    uint32_t *h = NULL;
    int rc = sorted && !resources_group(t, r->selected) && (h = by_hash(t)) ? 0 : -1;
    if (!rc) {
        for (uint32_t i = 0; i < r->count; i++) sorted[i] = r->folders[i];
        qsort(sorted, r->count, sizeof *sorted, cmp_folder);
    }
    uint32_t bump = 0;
    for (size_t k = 0; !rc && k < t->group_count; k++) {
        if (t->groups[h[k]].variant == 1) bump = 0; /* the first of a hash */
        rc = name_group(r, &t->groups[h[k]], &bump, sorted);
    }
    free(sorted), free(h);
    return rc;
}

void resources_free(res_table *t) {
    for (size_t g = 0; t->groups && g < t->group_count; g++) free(t->groups[g].folder);
    free(t->copies), free(t->members), free(t->groups);
    memset(t, 0, sizeof *t);
}

/* ---- look-ups ------------------------------------------------------------------------------ */

/* The last copy starting at or before (entry, offset), or NULL. */
static const res_copy *at_or_before(const res_table *t, uint32_t entry, size_t offset) {
    size_t lo = 0, hi = t->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const res_copy *c = &t->copies[mid];
        if (c->entry < entry || (c->entry == entry && c->offset <= offset)) lo = mid + 1; else hi = mid;
    }
    return lo && t->copies[lo - 1].entry == entry ? &t->copies[lo - 1] : NULL;
}

const res_copy *resources_copy_at(const res_table *t, uint32_t entry, size_t offset) {
    const res_copy *c = t->groups ? at_or_before(t, entry, offset) : NULL;
    return c && c->offset == offset ? c : NULL;
}

const res_copy *resources_copy_holding(const res_table *t, uint32_t entry, size_t offset) {
    const res_copy *c = t->groups ? at_or_before(t, entry, offset) : NULL;
    return c && offset - c->offset < c->len ? c : NULL;
}

const char *resources_folder_at(const wad_run *r, uint32_t entry, size_t offset) {
    const res_copy *c = resources_copy_holding(&r->res, entry, offset);
    return c && c->slot != RES_STANDALONE ? r->res.groups[c->group].folder : r->folders[entry];
}

int resources_is_owner(const res_table *t, const res_copy *c) {
    return &t->copies[t->members[t->groups[c->group].first]] == c;
}

/* ---- the manifest's "resources" -------------------------------------------------------------- */

void resources_json(const wad_run *r, FILE *f) {
    const res_table *t = &r->res;
    fputs("  \"resources\": [", f);
    for (size_t g = 0; g < t->group_count; g++) {
        const res_group *gr = &t->groups[g];
        const res_copy *o = &t->copies[t->members[gr->first]];
        fprintf(f, "%s\n    {\"hash\": %u, \"variant\": %u, \"name\": ", g ? "," : "", o->hash, gr->variant);
        json_string(f, res_names_find(&r->resnames, o->hash));
        fputs(", \"folder\": ", f);
        json_string(f, gr->folder);
        fprintf(f, ", \"size\": %u, \"fnv1a64\": \"%016llx\", \"copies\": [", o->len, (unsigned long long)o->content);
        for (uint32_t k = 0; k < gr->count; k++) {
            const res_copy *c = &t->copies[t->members[gr->first + k]];
            fprintf(f, "%s{\"entry\": %u, \"pack\": ", k ? ", " : "", c->entry);
            if (c->slot == RES_STANDALONE) fputs("null", f);
            else fprintf(f, "%u", c->slot);
            fprintf(f, ", \"offset\": %u}", c->offset);
        }
        fputs("]}", f);
    }
    fputs(t->group_count ? "\n  ],\n" : "],\n", f);
}
