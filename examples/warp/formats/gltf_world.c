/* World export to .glb: a world section's sectors (the level's glow world), and a
 * streamed world assembled from its world stream and part files (FACTS.md 3.4). This
 * game's worlds are stored y-up, like glTF, and are written as stored; only a world with
 * a Rockstar stamp (GTA's worlds are z-up) gets a root node turning it y-up. */
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_model_internal.h"

typedef struct sector_list {
    warp_world_sector_info *items;
    size_t count, cap;
} sector_list;

static int collect_sector(void *user, const warp_world_sector_info *s) {
    sector_list *l = user;
    if (l->count == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        warp_world_sector_info *n = realloc(l->items, cap * sizeof *n);
        if (!n) return 1;
        l->items = n;
        l->cap = cap;
    }
    l->items[l->count++] = *s;
    return 0;
}

/* One node per sector with native geometry; materials from the world's list. */
static int export_world_sectors(exporter *ex, const warp_world *w) {
    warp_world_info wi;
    warp_world_get_info(w, &wi);
    sector_list l = {0};
    int rc = warp_world_foreach_sector(w, collect_sector, &l);
    if (rc != WARP_OK) {
        free(l.items);
        return export_fail(ex, "world sectors: %s", rc == WARP_STOPPED ? "out of memory" : warp_strerror(rc));
    }
    rc = exporter_materials_reset(ex, wi.material_count);
    for (size_t i = 0; i < l.count && !rc; i++) {
        const warp_world_sector_info *s = &l.items[i];
        if (!s->has_geometry) continue;
        char name[64];
        snprintf(name, sizeof name, "sector %u", s->index);
        int lrc = warp_world_sector_geometry(w, s, ex->geometry, warp_geometry_sizeof(), NULL);
        if (lrc != WARP_OK) {
            report(ex->path, -1, "%s: %s: skipped", name, warp_strerror(lrc));
            ex->st->skipped_meshes++;
            continue;
        }
        int mesh;
        if ((rc = export_geometry_mesh(ex, ex->geometry, name, 0, &mesh)) || mesh < 0) continue;
        gltf_node n;
        gltf_node_init(&n);
        n.name = name;
        n.mesh = mesh;
        if (gltf_add_node(ex->doc, &n) < 0) rc = export_fail(ex, "%s: %s", name, gltf_error(ex->doc));
        ex->st->nodes++;
    }
    free(l.items);
    return rc;
}

static int world_out(const uint8_t *world, size_t len, const export_textures *tex, const char *path, gltf_doc **keep,
                     export_stats *st, char *err, size_t errcap);

int export_world_glb(const uint8_t *world, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap) {
    return world_out(world, len, tex, path, NULL, st, err, errcap);
}

int export_world_doc(const uint8_t *world, size_t len, const export_textures *tex, const char *label,
                     struct gltf_doc **out, export_stats *st, char *err, size_t errcap) {
    *out = NULL;
    return world_out(world, len, tex, label, out, st, err, errcap);
}

/* The world's document, written to path (keep NULL) or handed to *keep. */
static int world_out(const uint8_t *world, size_t len, const export_textures *tex, const char *path, gltf_doc **keep,
                     export_stats *st, char *err, size_t errcap) {
    exporter ex;
    if (exporter_begin(&ex, tex, path, st, err, errcap)) return exporter_end(&ex, 0);
    ex.keep = keep;
    warp_world *w = handle_alloc(warp_world_sizeof());
    int rc = w ? warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, world, len, NULL) : WARP_E_LIMIT;
    int ok = 0;
    if (rc != WARP_OK) {
        export_fail(&ex, "world: %s", warp_strerror(rc));
    } else {
        warp_rw_section head;
        if (warp_rw_header(world, len, 0, &head) == WARP_OK && export_is_rockstar_stamp(head.stamp)) {
            gltf_set_root_matrix(ex.doc, gltf_z_up_to_y_up);
            st->turned_upright = 1;
        }
        ex.double_sided = 1;
        ok = export_world_sectors(&ex, w) == 0;
    }
    free(w);
    return exporter_end(&ex, ok);
}

/* ---- streamed worlds ---------------------------------------------------------------- */

typedef struct part_ctx {
    exporter *ex;
    const warp_world_sector_info *table; /* sector per k (NULL: no world stream) */
    size_t table_count;
    uint32_t part; /* part number i of _ms<i>.sec */
    int rc;
} part_ctx;

/* One part atomic: its embedded geometry as a mesh on a node at its sector's origin. */
static int export_part_atomic(void *user, const warp_world_part_atomic *a) {
    part_ctx *pc = user;
    exporter *ex = pc->ex;
    char name[64];
    snprintf(name, sizeof name, "part %u atomic %u k %u", pc->part, a->index, a->k);
    if (!a->atomic.embedded) {
        report(ex->path, -1, "%s: no geometry: skipped", name);
        return 0;
    }
    int rc = warp_geometry_init(ex->geometry, warp_geometry_sizeof(), WARP_ABI_VERSION, a->atomic.embedded,
                                a->atomic.embedded_len, &a->atomic, NULL);
    if (rc != WARP_OK) {
        report(ex->path, -1, "%s: %s: skipped", name, warp_strerror(rc));
        ex->st->skipped_meshes++;
        return 0;
    }
    warp_geometry_info gi;
    warp_geometry_get_info(ex->geometry, &gi);
    int mesh;
    if (exporter_materials_reset(ex, gi.material_count) || export_geometry_mesh(ex, ex->geometry, name, 0, &mesh)) {
        pc->rc = -1;
        return 1;
    }
    if (mesh < 0) return 0;
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    n.mesh = mesh;
    if (pc->table) {
        if (a->k < pc->table_count && pc->table[a->k].has_index)
            memcpy(n.translation, pc->table[a->k].origin, sizeof n.translation);
        else
            ex->st->unplaced++;
    }
    if (gltf_add_node(ex->doc, &n) < 0) {
        pc->rc = export_fail(ex, "%s: %s", name, gltf_error(ex->doc));
        return 1;
    }
    ex->st->nodes++;
    return 0;
}

static int streamed_out(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts, const size_t *part_lens,
                        size_t part_count, const char *path, gltf_doc **keep, export_stats *st, char *err,
                        size_t errcap);

int export_streamed_world_glb(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts,
                              const size_t *part_lens, size_t part_count, const char *path, export_stats *st,
                              char *err, size_t errcap) {
    return streamed_out(wld, wld_len, parts, part_lens, part_count, path, NULL, st, err, errcap);
}

int export_streamed_world_doc(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts,
                              const size_t *part_lens, size_t part_count, const char *label, struct gltf_doc **out,
                              export_stats *st, char *err, size_t errcap) {
    *out = NULL;
    return streamed_out(wld, wld_len, parts, part_lens, part_count, label, out, st, err, errcap);
}

/* The world's document, written to path (keep NULL) or handed to *keep. */
static int streamed_out(const uint8_t *wld, size_t wld_len, const uint8_t *const *parts, const size_t *part_lens,
                        size_t part_count, const char *path, gltf_doc **keep, export_stats *st, char *err,
                        size_t errcap) {
    /* textures: the world stream's dictionary, then each part's */
    const uint8_t **txd = calloc(part_count + 1, sizeof *txd);
    size_t *txd_len = calloc(part_count + 1, sizeof *txd_len);
    export_textures tex = {txd, txd_len, 0, 0};
    exporter ex;
    warp_world *w = NULL;
    warp_world_sector_info *table = NULL;
    size_t table_count = 0;
    int ok = 0;
    if (exporter_begin(&ex, &tex, path, st, err, errcap)) goto done;
    ex.keep = keep;
    if (!txd || !txd_len) {
        export_fail(&ex, "out of memory");
        goto done;
    }
    if (wld) {
        warp_world_stream_info si;
        int rc = warp_world_stream_parse(wld, wld_len, &si);
        w = handle_alloc(warp_world_sizeof());
        if (rc == WARP_OK && !w) rc = WARP_E_LIMIT;
        if (rc == WARP_OK) rc = warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, si.world, si.world_len, NULL);
        if (rc == WARP_OK) rc = warp_world_sector_table(w, NULL, 0, &table_count);
        if (rc == WARP_OK || rc == WARP_E_DST_SMALL) {
            table = calloc(table_count ? table_count : 1, sizeof *table);
            rc = table ? warp_world_sector_table(w, table, table_count, &table_count) : WARP_E_LIMIT;
        }
        if (rc != WARP_OK) {
            export_fail(&ex, "world stream: %s", warp_strerror(rc));
            goto done;
        }
        txd[tex.count] = si.dictionary;
        txd_len[tex.count++] = si.dictionary_len;
    }
    for (size_t j = 0; j < part_count; j++) {
        warp_world_part_info pi;
        if (parts[j] && warp_world_part_parse(parts[j], part_lens[j], &pi) == WARP_OK) {
            txd[tex.count] = pi.dictionary;
            txd_len[tex.count++] = pi.dictionary_len;
        }
    }
    for (size_t j = 0; j < part_count; j++) {
        if (!parts[j]) continue;
        part_ctx pc = {&ex, wld ? table : NULL, table_count, (uint32_t)(j + 1), 0};
        int rc = warp_world_part_foreach(parts[j], part_lens[j], NULL, export_part_atomic, &pc);
        if (pc.rc) goto done;
        if (rc < 0) report(path, -1, "part %zu: %s: the rest of it skipped", j + 1, warp_strerror(rc));
    }
    ok = 1;
done:
    free(w);
    free(table);
    int rc = exporter_end(&ex, ok);
    free(txd);
    free(txd_len);
    return rc;
}
