/* What a mod costs the console: entries measured (textures' GS pages, geometry's vertices
 * and triangles, bytes) and compared with the original WAD's (cost.h). The console's
 * memory is fixed and no budget figure is known (FACTS-2 13), so the original's largest
 * level and pack are the yardstick. */
#include "formats/cost.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "platform/disc.h"
#include "platform/util.h"

typedef struct measure_ctx {
    entry_cost *c;
    warp_texture *t;
    warp_geometry *g;
} measure_ctx;

static int on_section(void *user, const warp_rw_section *s) {
    measure_ctx *m = user;
    const uint8_t *sec = s->data - 12;
    size_t len = (size_t)s->size + 12;
    warp_texture_raster r;
    if (s->type == WARP_RW_TEXTURE_NATIVE && m->t &&
        !warp_texture_init(m->t, warp_texture_sizeof(), WARP_ABI_VERSION, sec, len, NULL) &&
        !warp_texture_get_raster(m->t, &r)) {
        m->c->textures++;
        m->c->gs_pages += (r.gs_size + 2047u) / 2048u; /* a GS page: 2,048 words */
    }
    uint32_t v = 0, tri = 0;
    warp_geometry_info gi;
    if (s->type == WARP_RW_GEOMETRY && m->g &&
        !warp_geometry_init(m->g, warp_geometry_sizeof(), WARP_ABI_VERSION, sec, len, NULL, NULL)) {
        if (warp_geometry_decoded_counts(m->g, &v, &tri) && !warp_geometry_get_info(m->g, &gi))
            v = gi.vertex_count, tri = gi.triangle_count; /* a layout not decoded: the header's counts */
        m->c->vertices += v, m->c->triangles += tri;
    }
    return 0;
}

static int on_chunk(void *user, const warp_chunk_info *ch) {
    warp_rw_foreach(ch->data, ch->size, NULL, on_section, user, NULL); /* not RenderWare: nothing counted */
    return 0;
}

void cost_measure(const uint8_t *e, size_t len, entry_cost *c) {
    memset(c, 0, sizeof *c);
    c->bytes = len;
    measure_ctx m = {c, handle_alloc(warp_texture_sizeof()), handle_alloc(warp_geometry_sizeof())};
    if (warp_container_kind(e, len, NULL) != WARP_CONTAINER_NONE)
        warp_chunk_foreach(e, len, NULL, on_chunk, &m);
    else if (len >= 12)
        warp_rw_foreach(e, len, NULL, on_section, &m, NULL);
    free(m.t), free(m.g);
}

/* One WAD mapped with its DIR. */
typedef struct cost_side {
    file_map wad, dir;
    warp_wad *w;
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
    return rc ? -1 : 0;
}

static void side_close(cost_side *s) {
    free(s->w);
    unmap_file(&s->wad);
    unmap_file(&s->dir);
}

/* The original's largest level and pack: [0] levels, [1] packs; bytes and GS pages, each
 * with the entry that holds it. */
typedef struct budget {
    entry_cost most[2];
    uint32_t by_bytes[2], by_pages[2];
} budget;

static int budget_slot(int kind) { return kind == WARP_KIND_LEVEL ? 0 : kind == WARP_KIND_PACK ? 1 : -1; }

static void budget_of(const warp_wad *w, budget *b) {
    memset(b, 0, sizeof *b);
    for (uint32_t i = 0, n = warp_wad_count(w); i < n; i++) {
        const uint8_t *p;
        size_t len;
        int kind, k;
        if (warp_wad_data(w, i, &p, &len) || warp_classify(p, len, WARP_KIND_UNKNOWN, &kind) ||
            (k = budget_slot(kind)) < 0)
            continue;
        entry_cost c;
        cost_measure(p, len, &c);
        if (c.bytes > b->most[k].bytes) b->most[k].bytes = c.bytes, b->by_bytes[k] = i;
        if (c.gs_pages > b->most[k].gs_pages) b->most[k].gs_pages = c.gs_pages, b->by_pages[k] = i;
    }
}

static long long delta(uint64_t a, uint64_t b) { return (long long)b - (long long)a; }

/* One changed entry: its line, then its warnings against the budget. The warnings made. */
static int entry_line(FILE *f, uint32_t i, int kind, const entry_cost *o, const entry_cost *m, const budget *b) {
    fprintf(f, "  entry %u (%s): bytes %llu -> %llu (%+lld), GS pages %llu -> %llu (%+lld), textures %llu -> %llu, "
            "vertices %llu -> %llu (%+lld), triangles %llu -> %llu (%+lld)\n", i, warp_kind_name(kind),
            (unsigned long long)o->bytes, (unsigned long long)m->bytes, delta(o->bytes, m->bytes),
            (unsigned long long)o->gs_pages, (unsigned long long)m->gs_pages, delta(o->gs_pages, m->gs_pages),
            (unsigned long long)o->textures, (unsigned long long)m->textures, (unsigned long long)o->vertices,
            (unsigned long long)m->vertices, delta(o->vertices, m->vertices), (unsigned long long)o->triangles,
            (unsigned long long)m->triangles, delta(o->triangles, m->triangles));
    int k = budget_slot(kind), warned = 0;
    const char *what = k == 0 ? "level" : "pack";
    if (k >= 0 && m->bytes > b->most[k].bytes) {
        fprintf(f, "warp: warning: %s entry %u: %llu bytes, past the largest %s of the original (entry %u, %llu bytes) "
                "by %llu bytes\n", what, i, (unsigned long long)m->bytes, what, b->by_bytes[k],
                (unsigned long long)b->most[k].bytes, (unsigned long long)(m->bytes - b->most[k].bytes));
        warned++;
    }
    if (k >= 0 && m->gs_pages > b->most[k].gs_pages) {
        fprintf(f, "warp: warning: %s entry %u: %llu GS pages of textures, past the largest %s of the original "
                "(entry %u, %llu pages) by %llu pages\n", what, i, (unsigned long long)m->gs_pages, what,
                b->by_pages[k], (unsigned long long)b->most[k].gs_pages,
                (unsigned long long)(m->gs_pages - b->most[k].gs_pages));
        warned++;
    }
    return warned;
}

int cost_compare(FILE *f, const char *orig_wad, const char *orig_dir, const char *mod_wad, const char *mod_dir) {
    cost_side o, m;
    int ok_o = side_open(&o, orig_wad, orig_dir), ok_m = ok_o ? -1 : side_open(&m, mod_wad, mod_dir);
    if (ok_o || ok_m) {
        side_close(&o);
        if (!ok_o) side_close(&m);
        return -1;
    }
    budget b;
    budget_of(o.w, &b);
    uint32_t on = warp_wad_count(o.w), changed = 0;
    int warnings = 0;
    fprintf(f, "warp: what the mod costs against %s (the original's largest level: %llu bytes, %llu GS pages; pack: "
            "%llu bytes, %llu GS pages):\n", orig_wad, (unsigned long long)b.most[0].bytes,
            (unsigned long long)b.most[0].gs_pages, (unsigned long long)b.most[1].bytes,
            (unsigned long long)b.most[1].gs_pages);
    for (uint32_t i = 0, n = warp_wad_count(m.w); i < n; i++) {
        warp_entry me, oe;
        const uint8_t *mp, *op = NULL;
        size_t ml, ol = 0;
        if (warp_wad_get(m.w, i, &me) || warp_wad_data(m.w, i, &mp, &ml)) continue;
        uint32_t oi = i; /* the original entry of the same name: its index, else (entries added before it) found */
        if (!(i < on && !warp_wad_get(o.w, i, &oe) && oe.hash == me.hash) && warp_wad_find_hash(o.w, me.hash, &oi))
            oi = on;
        int same_entry = oi < on && !warp_wad_get(o.w, oi, &oe) && !warp_wad_data(o.w, oi, &op, &ol);
        if (same_entry && ol == ml && !memcmp(op, mp, ml)) continue;
        entry_cost oc, mc;
        int kind;
        warp_classify(mp, ml, WARP_KIND_UNKNOWN, &kind);
        cost_measure(mp, ml, &mc);
        if (same_entry) cost_measure(op, ol, &oc);
        else memset(&oc, 0, sizeof oc); /* a new entry: all of it grew */
        if (!memcmp(&oc, &mc, sizeof oc)) continue; /* other bytes, the same cost (a size record) */
        changed++;
        warnings += entry_line(f, i, kind, &oc, &mc, &b);
    }
    fprintf(f, "warp: %u entries cost more or less, %d warnings past the original's largest\n", changed, warnings);
    side_close(&o);
    side_close(&m);
    return warnings;
}
