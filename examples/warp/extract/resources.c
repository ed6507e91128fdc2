/* Every copy of every resource, grouped by hash and content (resources.h). */
#include "extract/resources.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract/job.h"
#include "platform/util.h"

static int add(res_table *t, uint32_t entry, uint32_t slot, const uint8_t *p, size_t off, size_t len) {
    res_copy *v = grow_room(t->copies, t->count, &t->cap, sizeof *v);
    if (!v) return -1;
    t->copies = v;
    v[t->count++] = (res_copy){fnv1a64(p + off, len), len >= 16 ? le32(p + off + 12) : 0, entry, slot,
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
    return !s->selected[c->entry] ? 2 : c->slot == RES_STANDALONE ? 0 : 1;
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

/* By hash, then by owner: the variants of one hash in the order of their owners. */
static int cmp_group(const void *a, const void *b, void *user) {
    const res_copy *x = owner(user, a), *y = owner(user, b);
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return cmp_place(user, x, y);
}

static int cmp_owner(const void *a, const void *b, void *user) { return cmp_place(user, owner(user, a), owner(user, b)); }

static int cmp_folder(const void *a, const void *b) { return strcasecmp(*(char *const *)a, *(char *const *)b); }

/* The folders of the groups of one hash, [g, end): a selected standalone owner's is its
 * entry's; the others the decimal hash for variant 1, else `<hash>~<variant>`, skipping
 * the names of entries' folders (sorted). */
static int name_groups(const wad_run *r, const sorter *s, res_group *g, res_group *end, char **sorted) {
    uint32_t variant = 1;
    for (; g < end; g++) {
        const res_copy *c = owner(s, g);
        char buf[64];
        const char *name = buf;
        if (c->slot == RES_STANDALONE && r->selected[c->entry]) {
            name = r->folders[c->entry];
        } else {
            for (;; variant++) {
                if (variant == 1) snprintf(buf, sizeof buf, "%u", c->hash);
                else snprintf(buf, sizeof buf, "%u~%u", c->hash, variant);
                if (!bsearch(&name, sorted, r->count, sizeof *sorted, cmp_folder)) break;
            }
        }
        g->variant = variant++;
        if (!(g->folder = strdup(name))) return -1;
    }
    return 0;
}

int resources_assign(wad_run *r) {
    res_table *t = &r->res;
    size_t n = t->count;
    t->members = malloc((n + 1) * sizeof *t->members);
    t->groups = calloc(n + 1, sizeof *t->groups);
    char **sorted = malloc(((size_t)r->count + 1) * sizeof *sorted);
    sorter s = {t->copies, t->members, r->selected};
    int rc = t->members && t->groups && sorted ? 0 : -1;
    if (!rc) {
        for (uint32_t k = 0; k < n; k++) t->members[k] = k;
        qsort_r(t->members, n, sizeof *t->members, cmp_copy, &s);
        for (size_t k = 0; k < n; k++) {
            const res_copy *c = &t->copies[t->members[k]], *p = k ? &t->copies[t->members[k - 1]] : NULL;
            if (!p || p->hash != c->hash || p->content != c->content || p->len != c->len)
                t->groups[t->group_count++] = (res_group){(uint32_t)k, 0, 0, NULL};
            t->groups[t->group_count - 1].count++;
        }
        qsort_r(t->groups, t->group_count, sizeof *t->groups, cmp_group, &s);
        for (uint32_t i = 0; i < r->count; i++) sorted[i] = r->folders[i];
        qsort(sorted, r->count, sizeof *sorted, cmp_folder);
    }
    for (size_t g = 0, h; !rc && g < t->group_count; g = h) {
        uint32_t hash = owner(&s, &t->groups[g])->hash;
        for (h = g + 1; h < t->group_count && owner(&s, &t->groups[h])->hash == hash; h++) {}
        rc = name_groups(r, &s, &t->groups[g], &t->groups[h], sorted);
    }
    free(sorted);
    if (rc) return -1;
    qsort_r(t->groups, t->group_count, sizeof *t->groups, cmp_owner, &s); /* the manifest's order */
    for (size_t g = 0; g < t->group_count; g++)
        for (uint32_t k = 0; k < t->groups[g].count; k++) t->copies[t->members[t->groups[g].first + k]].group = (uint32_t)g;
    return 0;
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
