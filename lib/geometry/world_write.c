/* Encoders for worlds and the streamed-world files: the inverse of world.c and
 * stream.c, used by the tests, the fuzz seeds and the sample generator. */
#include "geom.h"

#define TREE_MAX_DEPTH 40 /* halving a u32 count never gets deeper than 32 */

typedef struct box {
    float max[3], min[3];
} box;

static int status(warp_writer *w) {
    int rc = warp_writer_status(w);
    return rc == WARP_E_DST_SMALL ? WARP_OK : rc;
}

/* ---- sectors ------------------------------------------------------------------------ */
static uint32_t strip_triangles(uint32_t n) { return n >= 2 ? n - 2 : 0; }

static void sector_counts(const warp_world_sector_desc *s, uint32_t *tris, uint32_t *verts) {
    if (!s->mesh_count) {
        *tris = s->triangle_count;
        *verts = s->vertex_count;
        return;
    }
    *tris = *verts = 0;
    for (uint32_t i = 0; i < s->mesh_count; i++) {
        *verts += s->meshes[i].vertex_count;
        *tris += strip_triangles(s->meshes[i].vertex_count);
    }
}

/* Mesh plugin and native data as a geometry's (FACTS.md 3.5), default layout. */
static int write_native(warp_writer *w, const warp_world_sector_desc *s, uint32_t batch_max, uint32_t stamp) {
    uint32_t tris, verts;
    sector_counts(s, &tris, &verts);
    warp_write_section_begin(w, WARP_RW_BIN_MESH, stamp);
    warp_write_u32(w, 1); /* strips */
    warp_write_u32(w, s->mesh_count);
    warp_write_u32(w, verts);
    for (uint32_t i = 0; i < s->mesh_count; i++) {
        warp_write_u32(w, s->meshes[i].vertex_count);
        warp_write_u32(w, s->mesh_materials ? s->mesh_materials[i] : 0);
    }
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_NATIVE_DATA, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, 4); /* PS2 */
    for (uint32_t i = 0; i < s->mesh_count; i++) {
        size_t at = warp_writer_size(w);
        warp_write_u32(w, 0); /* chain size, patched */
        warp_write_u32(w, 0);
        int rc = warp_write_dma_chain(w, WARP_LAYOUT_PS2_DEFAULT, &s->meshes[i], batch_max, 1.0f, 1.0f);
        if (rc) return rc;
        warp_write_patch_u32(w, at, (uint32_t)(warp_writer_size(w) - at - 8));
    }
    warp_write_section_end(w);
    return warp_write_section_end(w);
}

static int write_sector(warp_writer *w, const warp_world_sector_desc *s, uint32_t batch_max, uint32_t stamp) {
    if (s->mesh_count && !s->meshes) return WARP_E_ARG;
    uint32_t tris, verts;
    sector_counts(s, &tris, &verts);
    warp_write_section_begin(w, WARP_RW_ATOMIC_SECTOR, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, s->material_base);
    warp_write_u32(w, tris);
    warp_write_u32(w, verts);
    for (int i = 0; i < 3; i++) warp_write_f32(w, s->box_max[i]);
    for (int i = 0; i < 3; i++) warp_write_f32(w, s->box_min[i]);
    warp_write_u32(w, 0); /* collision sector present */
    warp_write_u32(w, 0); /* unused */
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    if (s->mesh_count) {
        int rc = write_native(w, s, batch_max, stamp);
        if (rc) return rc;
    }
    if (s->has_index) { /* FACTS.md 3.3 */
        warp_write_section_begin(w, WARP_RW_WARRIORS_SECTOR, stamp);
        warp_write_u32(w, s->k);
        warp_write_u32(w, s->part);
        for (int i = 0; i < 3; i++) warp_write_f32(w, s->origin[i]);
        warp_write_section_end(w);
    }
    warp_write_section_end(w);
    warp_write_section_end(w);
    return status(w);
}

/* ---- the tree ------------------------------------------------------------------------- */
static box union_box(const warp_world_sector_desc *s, uint32_t lo, uint32_t hi) {
    box b;
    for (int a = 0; a < 3; a++) {
        b.max[a] = s[lo].box_max[a];
        b.min[a] = s[lo].box_min[a];
    }
    for (uint32_t i = lo + 1; i < hi; i++)
        for (int a = 0; a < 3; a++) {
            if (s[i].box_max[a] > b.max[a]) b.max[a] = s[i].box_max[a];
            if (s[i].box_min[a] < b.min[a]) b.min[a] = s[i].box_min[a];
        }
    return b;
}

/* Sectors [lo, hi): one atomic sector, or a plane splitting the list in halves.
 * Recursion depth is bounded by log2 of the count (and checked). */
static int write_tree(warp_writer *w, const warp_world_desc *d, uint32_t lo, uint32_t hi, uint32_t depth,
                      uint32_t stamp) {
    if (depth > TREE_MAX_DEPTH) return WARP_E_DEPTH;
    if (hi - lo == 1) return write_sector(w, &d->sectors[lo], d->batch_max, stamp);
    uint32_t mid = lo + (hi - lo) / 2;
    box l = union_box(d->sectors, lo, mid), r = union_box(d->sectors, mid, hi);
    uint32_t axis = 0;
    for (uint32_t a = 1; a < 3; a++) /* the axis where the halves are furthest apart */
        if (r.min[a] - l.max[a] > r.min[axis] - l.max[axis]) axis = a;
    warp_write_section_begin(w, WARP_RW_PLANE_SECTOR, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, axis * 4); /* byte offset of the coordinate */
    warp_write_f32(w, (l.max[axis] + r.min[axis]) * 0.5f);
    warp_write_u32(w, mid - lo == 1);
    warp_write_u32(w, hi - mid == 1);
    warp_write_f32(w, l.max[axis]);
    warp_write_f32(w, r.min[axis]);
    warp_write_section_end(w);
    int rc = write_tree(w, d, lo, mid, depth + 1, stamp);
    if (rc) return rc;
    rc = write_tree(w, d, mid, hi, depth + 1, stamp);
    if (rc) return rc;
    warp_write_section_end(w);
    return status(w);
}

/* As the game's worlds: no positions bit (0x4101000D on glow worlds, FACTS.md 3.5). */
static uint32_t default_format(const warp_world_desc *d) {
    uint32_t f = WARP_GEO_NATIVE | WARP_WORLD_SECTORS_OVERLAP | WARP_GEO_TRISTRIP;
    for (uint32_t i = 0; i < d->sector_count; i++) {
        if (!d->sectors[i].mesh_count) continue;
        const warp_mesh_arrays *m = &d->sectors[i].meshes[0];
        uint32_t sets = m->uvs[0] ? (m->uvs[1] ? 2 : 1) : 0;
        f |= sets << 16;
        if (sets) f |= sets == 2 ? WARP_GEO_TEXTURED2 : WARP_GEO_TEXTURED;
        if (m->colors) f |= WARP_GEO_PRELIT;
        if (m->normals) f |= WARP_GEO_NORMALS | WARP_GEO_LIGHT;
        break;
    }
    return f;
}

static int write_world_body(warp_writer *w, const warp_world_desc *d, uint32_t stamp) {
    if (!d || !d->sector_count || !d->sectors || (d->material_count && !d->materials) || !WARP__RESERVED_OK(d))
        return WARP_E_ARG;
    for (uint32_t i = 0; i < d->sector_count; i++)
        if ((d->sectors[i].mesh_count && !d->sectors[i].meshes) || !WARP__RESERVED_OK(&d->sectors[i]))
            return WARP_E_ARG;
    uint32_t tris = 0, verts = 0;
    for (uint32_t i = 0; i < d->sector_count; i++) {
        uint32_t t, v;
        sector_counts(&d->sectors[i], &t, &v);
        tris += t;
        verts += v;
    }
    box all = union_box(d->sectors, 0, d->sector_count);
    warp_write_section_begin(w, WARP_RW_WORLD, stamp);
    warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    warp_write_u32(w, d->sector_count == 1);
    for (int i = 0; i < 3; i++) warp_write_f32(w, d->origin[i]);
    warp_write_u32(w, tris);
    warp_write_u32(w, verts);
    warp_write_u32(w, d->sector_count - 1); /* planes */
    warp_write_u32(w, d->sector_count);
    warp_write_u32(w, 0); /* collision sector size */
    warp_write_u32(w, d->format ? d->format : default_format(d));
    for (int i = 0; i < 3; i++) warp_write_f32(w, all.max[i]);
    for (int i = 0; i < 3; i++) warp_write_f32(w, all.min[i]);
    warp_write_section_end(w);
    warp__geom_write_material_list(w, d->material_count, d->materials, stamp);
    int rc = write_tree(w, d, 0, d->sector_count, 0, stamp);
    if (rc) return rc;
    warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    warp_write_section_end(w);
    warp_write_section_end(w);
    return status(w);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_world(warp_writer *w, const warp_world_desc *d, uint32_t stamp) {
    return warp__writer_fail(w, write_world_body(w, d, stamp));
}

/* ---- streamed-world files --------------------------------------------------------------- */
static int dictionary_ok(const void *dict, size_t len) {
    const uint8_t *p = (const uint8_t *)dict;
    return p && len >= 12 && rd32(p) == WARP_RW_TEXTURE_DICTIONARY && rd32(p + 4) == len - 12;
}

static int write_world_stream_body(warp_writer *w, uint32_t part_count, const void *dict, size_t dict_len,
                            const warp_world_desc *world, uint32_t stamp) {
    if (!dictionary_ok(dict, dict_len)) return WARP_E_ARG;
    warp_write_u32(w, part_count);
    warp_write_bytes(w, dict, dict_len);
    return warp_write_world(w, world, stamp);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_world_stream(warp_writer *w, uint32_t part_count, const void *dict, size_t dict_len,
                            const warp_world_desc *world, uint32_t stamp) {
    return warp__writer_fail(w, write_world_stream_body(w, part_count, dict, dict_len, world, stamp));
}

static int write_world_part_body(warp_writer *w, uint32_t hash, const void *dict, size_t dict_len, uint32_t count,
                          const warp_world_part_atomic_desc *atomics, uint32_t stamp) {
    if (!dictionary_ok(dict, dict_len) || (count && !atomics)) return WARP_E_ARG;
    for (uint32_t i = 0; i < count; i++)
        if (!WARP__RESERVED_OK(&atomics[i])) return WARP_E_ARG;
    warp_write_u32(w, 1);
    warp_write_u32(w, 0);
    warp_write_u32(w, 0);
    warp_write_u32(w, hash);
    warp_write_bytes(w, dict, dict_len);
    warp_write_u32(w, count);
    for (uint32_t i = 0; i < count; i++) {
        const warp_world_part_atomic_desc *a = &atomics[i];
        warp_write_u32(w, a->k);
        warp_write_section_begin(w, WARP_RW_ATOMIC, stamp);
        warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
        warp_write_u32(w, 0); /* frame: the loader makes one */
        warp_write_u32(w, 0); /* geometry: embedded below */
        warp_write_u32(w, 5);
        warp_write_u32(w, 0);
        warp_write_section_end(w);
        int rc = warp_write_geometry(w, &a->geometry, stamp);
        if (rc) return rc;
        warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
        if (a->atomic.has_pipeline) {
            warp_write_section_begin(w, WARP_RW_RIGHT_TO_RENDER, stamp);
            warp_write_u32(w, a->atomic.pipeline_plugin);
            warp_write_u32(w, a->atomic.pipeline_id);
            warp_write_section_end(w);
        }
        if (a->atomic.has_warriors) {
            warp_write_section_begin(w, WARP_RW_WARRIORS_ATOMIC, stamp);
            warp_write_f32(w, a->atomic.position_scale);
            warp_write_f32(w, a->atomic.uv_scale);
            warp_write_u32(w, 0);
            warp_write_section_end(w);
        }
        warp_write_section_end(w);
        warp_write_section_end(w);
    }
    return status(w);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_world_part(warp_writer *w, uint32_t hash, const void *dict, size_t dict_len, uint32_t count,
                          const warp_world_part_atomic_desc *atomics, uint32_t stamp) {
    return warp__writer_fail(w, write_world_part_body(w, hash, dict, dict_len, count, atomics, stamp));
}

static int write_world_manifest_body(warp_writer *w, uint32_t world_size, uint32_t world_heap, uint32_t count,
                              const uint32_t *parts) {
    if (count && !parts) return WARP_E_ARG;
    warp_write_u32(w, world_size);
    warp_write_u32(w, world_heap);
    warp_write_u32(w, count);
    for (uint64_t i = 0; i < (uint64_t)count * 2; i++) warp_write_u32(w, parts[i]);
    return status(w);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_world_manifest(warp_writer *w, uint32_t world_size, uint32_t world_heap, uint32_t count,
                              const uint32_t *parts) {
    return warp__writer_fail(w, write_world_manifest_body(w, world_size, world_heap, count, parts));
}
