/* The geometry handle: a geometry section (0x0F) or a world sector's parts, its
 * extensions (mesh plugin 0x50E, native data 0x510, skin 0x116, ADC 0x134) and the
 * decision of the PS2 vertex layout from evidence (FACTS.md 3.5-3.7, SA-PS2.md 1-4). */
#include "geom.h"

size_t warp_geometry_sizeof(void) { return WARP__HANDLE_SIZE(warp_geometry); }

static int bad(const warp_geometry *g) { return !g || g->hdr.magic != WARP_MAGIC_GEOMETRY; }

/* ---- layout census ------------------------------------------------------------ */
/* The UNPACK format each slot uses across a mesh's batches. */
typedef struct census {
    uint32_t fmt[VIF_SLOTS]; /* 0 = not seen, else 0x100 | usn << 4 | format */
    uint32_t conflict;       /* bit s: slot s changed format between batches */
} census;

static int census_batch(void *user, const vif_batch *b) {
    census *c = (census *)user;
    for (uint32_t s = 0; s < VIF_SLOTS; s++) {
        if (!(b->present >> s & 1)) continue;
        uint32_t f = 0x100 | b->slot[s].usn << 4 | b->slot[s].fmt;
        if (c->fmt[s] && c->fmt[s] != f) c->conflict |= 1u << s;
        c->fmt[s] = f;
    }
    return 0;
}

#define F(fmt) (0x100u | (fmt))
#define FU(fmt) (0x110u | (fmt))

/* Whether slot s's format fits `layout`; sets uv set count on slot 1. */
static int slot_fits(uint32_t layout, uint32_t s, uint32_t f, uint32_t *uv_sets) {
    uint32_t fmt = f & 0xF;
    if (layout == WARP_LAYOUT_PS2_DEFAULT) {
        switch (s) {
        case 0: return fmt == WARP_VIF_V3_32 || fmt == WARP_VIF_V4_32;
        case 1: *uv_sets = fmt == WARP_VIF_V4_32 ? 2 : 1; return fmt == WARP_VIF_V2_32 || fmt == WARP_VIF_V4_32;
        case 2: return f == FU(WARP_VIF_V4_8);
        case 3: return f == F(WARP_VIF_V3_8) || f == F(WARP_VIF_V4_8);
        case 4: return fmt == WARP_VIF_V4_32;
        default: return 0;
        }
    }
    switch (s) { /* packed, FACTS.md 3.6 */
    case 0: return f == F(WARP_VIF_V4_16);
    case 1: *uv_sets = fmt == WARP_VIF_V4_16 ? 2 : 1; return fmt == WARP_VIF_V2_16 || fmt == WARP_VIF_V4_16;
    case 2: return fmt == WARP_VIF_V4_8;
    case 3: return f == F(WARP_VIF_V4_8);
    case 4: return fmt == WARP_VIF_V4_32;
    default: return 0;
    }
}

/* The census value each slot of a PDS layout must show (0: slot absent). */
static void pds_expect(const pds_layout *p, uint32_t e[VIF_SLOTS]) {
    memset(e, 0, sizeof(uint32_t) * VIF_SLOTS);
    e[0] = F(WARP_VIF_V4_16);
    e[1] = p->uv2 ? F(WARP_VIF_V4_16) : F(WARP_VIF_V2_16);
    if (p->colors) e[2] = p->colors == PDS_RGBA ? FU(WARP_VIF_V4_8) : FU(WARP_VIF_V4_16);
    if (p->nrm >= 0) e[p->nrm] = F(WARP_VIF_V4_8);
    if (p->wgt >= 0) e[p->wgt] = F(WARP_VIF_V4_32);
}

static int decide_layout(warp_geometry *g) {
    warp_geometry_info *in = &g->info;
    uint32_t union_present = 0;
    for (uint32_t m = 0; m < in->mesh_count; m++) {
        const uint8_t *chain;
        size_t len;
        int rc = warp__geom_native_mesh(g, m, &chain, &len);
        if (rc) return rc;
        census c;
        memset(&c, 0, sizeof c);
        rc = warp__vif_run(chain, len, &g->limits, census_batch, &c);
        if (rc) return rc;
        uint32_t layout = WARP_LAYOUT_UNKNOWN, bad_slot = 0, uv_sets = 0;
        uint32_t pipeline = warp__geom_mesh_pipeline(g, m);
        if (pipeline) {
            const pds_layout *p = warp__geom_pds_find(pipeline);
            if (p) {
                uint32_t e[VIF_SLOTS];
                pds_expect(p, e);
                layout = WARP_LAYOUT_PS2_PDS;
                for (uint32_t s = 0; s < VIF_SLOTS && layout; s++) {
                    uint32_t f = s == (uint32_t)p->wgt ? c.fmt[s] & ~0x10u : c.fmt[s]; /* V4_32: USN moot */
                    if ((c.conflict >> s & 1) || f != e[s]) {
                        layout = WARP_LAYOUT_UNKNOWN;
                        bad_slot = s;
                    }
                }
                if (layout) {
                    if (p->uv2) in->uv_sets = 2;
                    else if (!in->uv_sets) in->uv_sets = 1;
                    if (p->colors > in->color_sets) in->color_sets = p->colors;
                    if (p->colors) in->has_colors = 1;
                    if (p->nrm >= 0) in->has_normals = 1;
                    if (p->wgt >= 0) in->has_skin = 1;
                    if (m == 0) {
                        in->position_scale = p->vehicle ? 1.0f / 1024 : 1.0f / 128;
                        in->uv_scale = 1.0f / 4096;
                    }
                }
            }
        } else {
            if (c.fmt[0] && ((c.fmt[0] & 0xF) == WARP_VIF_V3_32 || (c.fmt[0] & 0xF) == WARP_VIF_V4_32))
                layout = WARP_LAYOUT_PS2_DEFAULT;
            else if (c.fmt[0] == F(WARP_VIF_V4_16) && g->has_warriors)
                layout = WARP_LAYOUT_PS2_PACKED;
            for (uint32_t s = 0; s < VIF_SLOTS && layout; s++) {
                if (!c.fmt[s]) continue;
                if ((c.conflict >> s & 1) || !slot_fits(layout, s, c.fmt[s], &uv_sets)) {
                    layout = WARP_LAYOUT_UNKNOWN;
                    bad_slot = s;
                } else {
                    union_present |= 1u << s;
                }
            }
            if (layout && m && uv_sets != in->uv_sets) layout = WARP_LAYOUT_UNKNOWN;
        }
        if (layout && !c.fmt[0]) layout = WARP_LAYOUT_UNKNOWN; /* no positions */
        if (layout && m && layout != in->layout) layout = WARP_LAYOUT_UNKNOWN;
        if (!layout) {
            in->layout = WARP_LAYOUT_UNKNOWN;
            in->unsupported_mesh = m;
            in->unsupported_slot = bad_slot;
            in->unsupported_unpack = c.fmt[bad_slot] ? 0x60 | (c.fmt[bad_slot] & 0xF) : 0;
            in->uv_sets = in->color_sets = in->has_colors = in->has_normals = in->has_skin = 0;
            return WARP_OK;
        }
        in->layout = layout;
        if (layout != WARP_LAYOUT_PS2_PDS) in->uv_sets = uv_sets;
    }
    if (in->layout != WARP_LAYOUT_PS2_PDS) {
        in->has_colors = in->color_sets = union_present >> 2 & 1;
        in->has_normals = union_present >> 3 & 1;
        in->has_skin = union_present >> 4 & 1;
    }
    return WARP_OK;
}

/* ---- generic arrays (RenderWare's platform-independent geometry struct) ----------- */
static int generic_arrays(warp_geometry *g) {
    const warp_geometry_parts *p = &g->parts;
    size_t nv = p->vertex_count, pos = 0, n;
    const uint8_t *d = p->generic;
    size_t len = p->generic_len;
    if (p->format & WARP_GEO_PRELIT) {
        if (!mul_ok(nv, 4, &n) || !span_ok(len, pos, n)) return WARP_E_TRUNCATED;
        g->g_colors = d + pos;
        pos += n;
        g->info.has_colors = 1;
    }
    if (!mul_ok(nv, 8 * (size_t)g->info.uv_sets, &n) || !span_ok(len, pos, n)) return WARP_E_TRUNCATED;
    g->g_uvs = d + pos;
    pos += n;
    if (!mul_ok(p->triangle_count, 8, &n) || !span_ok(len, pos, n)) return WARP_E_TRUNCATED;
    g->g_tris = d + pos;
    for (size_t t = 0; t < p->triangle_count; t++) { /* u16 v1, v0, material, v2 */
        uint32_t a = rd16(d + pos + t * 8), b = rd16(d + pos + t * 8 + 2), c = rd16(d + pos + t * 8 + 6);
        if (a == b || b == c || a == c) g->info.declared_degenerate++;
    }
    pos += n;
    if (p->morph_count == 0) return WARP_E_CORRUPT;
    if (!span_ok(len, pos, 24)) return WARP_E_TRUNCATED;
    for (int i = 0; i < 4; i++) g->info.sphere[i] = rdf32(d + pos + 4 * i); /* morph target 0 */
    uint32_t has_pos = rd32(d + pos + 16), has_nrm = rd32(d + pos + 20);
    pos += 24;
    if (!mul_ok(nv, 12, &n)) return WARP_E_LIMIT;
    if (has_pos) {
        if (!span_ok(len, pos, n)) return WARP_E_TRUNCATED;
        g->g_pos = d + pos;
        pos += n;
    }
    if (has_nrm) {
        if (!span_ok(len, pos, n)) return WARP_E_TRUNCATED;
        g->g_nrm = d + pos;
        g->info.has_normals = 1;
    }
    if (!g->g_pos && nv) return WARP_E_CORRUPT;
    return WARP_OK;
}

/* ---- skin (0x116) --------------------------------------------------------------- */
static int skin(warp_geometry *g, const rw_child *s) {
    const uint8_t *d = s->data;
    size_t len = s->size, pos = 0;
    int native = (g->parts.format & WARP_GEO_NATIVE) != 0;
    if (native) { /* a struct section, then the platform word (4) */
        if (len < 16) return WARP_E_TRUNCATED;
        if (rd32(d) != WARP_RW_STRUCT) return WARP_E_CORRUPT;
        if (rd32(d + 12) != 4) return WARP_E_UNSUPPORTED;
        pos = 16; /* the struct's size is not trusted: bound by the section */
    }
    if (!span_ok(len, pos, 4)) return WARP_E_TRUNCATED;
    uint32_t bones = d[pos], used = d[pos + 1], maxw = d[pos + 2];
    pos += 4;
    int old = !native && g->parts.version < 0x34003; /* no used-bone list, a marker word before each matrix */
    if (old) used = 0;
    if (!span_ok(len, pos, used)) return WARP_E_TRUNCATED;
    const uint8_t *used_list = d + pos;
    pos += used;
    if (!native) {
        size_t n;
        if (!mul_ok(g->parts.vertex_count, 4, &n) || !span_ok(len, pos, n)) return WARP_E_TRUNCATED;
        g->skin_indices = d + pos;
        pos += n;
        if (!mul_ok(n, 4, &n) || !span_ok(len, pos, n)) return WARP_E_TRUNCATED;
        g->skin_weights = d + pos;
        pos += n;
        g->info.has_skin = 1;
    }
    if (!span_ok(len, pos, (size_t)bones * (old ? 68 : 64))) return WARP_E_TRUNCATED;
    g->skin = d;
    g->skin_len = len;
    g->skin_matrices = d + pos;
    g->skin_bones = bones;
    g->skin_used = used;
    g->skin_max_weights = maxw;
    g->skin_used_list = used_list;
    g->skin_old = old;
    return WARP_OK;
}

/* The handle's info from the parts and the atomic: counts, bounding sphere, the
 * atomic's pipeline and (with the Warriors extension 0x3F0) its packed scales. */
static void init_info(warp_geometry *g, const warp_geometry_parts *parts, const warp_atomic_info *atomic) {
    warp_geometry_info *in = &g->info;
    in->format = parts->format;
    in->triangle_count = parts->triangle_count;
    in->vertex_count = parts->vertex_count;
    in->morph_count = parts->morph_count;
    memcpy(in->sphere, parts->sphere, sizeof in->sphere);
    in->position_scale = in->uv_scale = 1.0f;
    if (atomic) {
        in->pipeline_plugin = atomic->pipeline_plugin;
        in->pipeline_id = atomic->pipeline_id;
        g->has_warriors = atomic->has_warriors;
        if (atomic->has_warriors) {
            in->position_scale = atomic->position_scale;
            in->uv_scale = atomic->uv_scale;
        }
    }
}

/* The geometry's extensions: the mesh plugin, the PS2 native data, the skin section
 * (left in *skin_child for later, *has_skin set) and the ADC flag. */
static int scan_extensions(warp_geometry *g, rw_child *skin_child, int *has_skin) {
    rw_iter it;
    rw_child c;
    int rc;
    warp__rw_iter_init(&it, g->parts.extension, g->parts.extension_len);
    while ((rc = warp__rw_iter_next(&it, &c)) == WARP_OK) {
        if (c.type == WARP_RW_BIN_MESH) {
            if (c.size < 12) return WARP_E_TRUNCATED;
            g->mesh_plugin = c.data;
            g->mesh_plugin_len = c.size;
        } else if (c.type == WARP_RW_NATIVE_DATA) {
            /* A struct header whose size is not to be trusted (FACTS.md 3.5), then the platform. */
            size_t off = (c.size >= 16 && rd32(c.data) == WARP_RW_STRUCT) ? 12 : 0;
            if (!span_ok(c.size, off, 4)) return WARP_E_TRUNCATED;
            if (rd32(c.data + off) != 4) return WARP_E_UNSUPPORTED; /* not the PS2 */
            g->native = c.data + off + 4;
            g->native_len = c.size - off - 4;
        } else if (c.type == WARP_RW_SKIN) {
            *skin_child = c;
            *has_skin = 1;
        } else if (c.type == WARP_RW_ADC) {
            g->info.has_adc = 1;
        }
    }
    return rc == WARP_END ? WARP_OK : rc;
}

/* Generic geometry: its UV set count from the format, then its arrays. */
static int init_generic(warp_geometry *g) {
    const warp_geometry_parts *parts = &g->parts;
    warp_geometry_info *in = &g->info;
    in->uv_sets = (parts->format >> 16) & 0xFF;
    if (!in->uv_sets) in->uv_sets = parts->format & WARP_GEO_TEXTURED2 ? 2 : parts->format & WARP_GEO_TEXTURED ? 1 : 0;
    if (in->uv_sets > 8) return WARP_E_CORRUPT;
    if (!parts->generic) return WARP_E_CORRUPT;
    return generic_arrays(g);
}

/* The mesh count and flags: from the mesh plugin (whose generic index lists must fit),
 * else one mesh per material (generic geometry only). */
static int init_meshes(warp_geometry *g, int native) {
    warp_geometry_info *in = &g->info;
    if (g->mesh_plugin) {
        in->mesh_flags = rd32(g->mesh_plugin);
        in->mesh_count = rd32(g->mesh_plugin + 4);
        in->mesh_index_count = rd32(g->mesh_plugin + 8);
        if (in->mesh_count > g->limits.max_count) return WARP_E_LIMIT;
        if ((g->mesh_plugin_len - 12) / 8 < in->mesh_count) return WARP_E_TRUNCATED;
        if (!native) { /* index lists follow each mesh header */
            size_t pos = 12;
            for (uint32_t m = 0; m < in->mesh_count; m++) {
                if (!span_ok(g->mesh_plugin_len, pos, 8)) return WARP_E_TRUNCATED;
                size_t n = rd32(g->mesh_plugin + pos), bytes;
                if (!mul_ok(n, 4, &bytes) || !span_ok(g->mesh_plugin_len, pos + 8, bytes)) return WARP_E_TRUNCATED;
                pos += 8 + bytes;
            }
        }
    } else if (native) {
        return WARP_E_CORRUPT; /* native data is split by the mesh plugin */
    } else {
        in->mesh_count = in->material_count ? in->material_count : 1; /* one mesh per material */
        in->mesh_flags = 0;
    }
    return WARP_OK;
}

static int init_common(warp_geometry *g, size_t g_size, uint32_t abi, const warp_geometry_parts *parts,
                       const warp_atomic_info *atomic, const warp_limits *limits) {
    int rc = warp__check_handle(g, g_size, sizeof *g, abi);
    if (rc) return rc;
    memset(g, 0, sizeof *g); /* no magic until the end: a failed init leaves no usable handle */
    if (!parts || !WARP__RESERVED_OK(parts)) return WARP_E_ARG;
    g->hdr.abi = abi;
    if (warp__limits(&g->limits, limits)) return WARP_E_ARG;
    g->parts = *parts;
    warp_geometry_info *in = &g->info;
    init_info(g, parts, atomic);
    if (parts->vertex_count > g->limits.max_vertices || parts->triangle_count > g->limits.max_count ||
        parts->morph_count > g->limits.max_count)
        return WARP_E_LIMIT;
    if (parts->materials) {
        rc = warp_material_list_count(parts->materials, parts->materials_len, &in->material_count);
        if (rc) return rc;
        if (in->material_count > g->limits.max_count) return WARP_E_LIMIT;
    }
    int native = (parts->format & WARP_GEO_NATIVE) != 0;
    int has_skin_section = 0;
    rw_child skin_child;
    memset(&skin_child, 0, sizeof skin_child);
    rc = scan_extensions(g, &skin_child, &has_skin_section);
    if (rc) return rc;
    if (!native) {
        rc = init_generic(g);
        if (rc) return rc;
    }
    rc = init_meshes(g, native);
    if (rc) return rc;
    if (has_skin_section) {
        rc = skin(g, &skin_child);
        if (rc) return rc;
    }
    if (native) {
        if (!g->native) return WARP_E_CORRUPT;
        in->layout = WARP_LAYOUT_UNKNOWN;
        rc = decide_layout(g);
        if (rc) return rc;
    } else {
        in->layout = WARP_LAYOUT_GENERIC;
        in->color_sets = in->has_colors;
    }
    g->hdr.magic = WARP_MAGIC_GEOMETRY;
    return WARP_OK;
}

int warp_geometry_init_parts(warp_geometry *g, size_t g_size, uint32_t abi, const warp_geometry_parts *parts,
                             const warp_atomic_info *atomic, const warp_limits *limits) {
    return init_common(g, g_size, abi, parts, atomic, limits);
}

int warp_geometry_init(warp_geometry *g, size_t g_size, uint32_t abi, const void *section, size_t len,
                       const warp_atomic_info *atomic, const warp_limits *limits) {
    int rc = warp__check_handle(g, g_size, sizeof *g, abi);
    if (rc) return rc;
    g->hdr.magic = 0; /* an earlier handle in this storage ends here */
    rw_child geo, c;
    rc = warp__rw_open((const uint8_t *)section, len, WARP_RW_GEOMETRY, &geo);
    if (rc) return rc;
    warp_geometry_parts parts;
    memset(&parts, 0, sizeof parts);
    parts.version = geo.version;
    rw_iter it;
    warp__rw_iter_init(&it, geo.data, geo.size);
    rc = warp__rw_iter_next(&it, &c);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    if (c.type != WARP_RW_STRUCT) return WARP_E_CORRUPT;
    size_t head = geo.version < 0x34000 ? 28 : 16; /* older streams: ambient, specular, diffuse */
    if (c.size < head) return WARP_E_TRUNCATED;
    parts.format = rd32(c.data);
    parts.triangle_count = rd32(c.data + 4);
    parts.vertex_count = rd32(c.data + 8);
    parts.morph_count = rd32(c.data + 12);
    if (parts.format & WARP_GEO_NATIVE) {
        if (c.size < head + 16) return WARP_E_TRUNCATED;
        for (int i = 0; i < 4; i++) parts.sphere[i] = rdf32(c.data + head + 4 * i);
    } else {
        parts.generic = c.data + head;
        parts.generic_len = c.size - head;
    }
    while ((rc = warp__rw_iter_next(&it, &c)) == WARP_OK) {
        if (c.type == WARP_RW_MATERIAL_LIST && !parts.materials) {
            parts.materials = c.head;
            parts.materials_len = 12 + (size_t)c.size;
        } else if (c.type == WARP_RW_EXTENSION) {
            parts.extension = c.data;
            parts.extension_len = c.size;
        }
    }
    if (rc != WARP_END) return rc;
    rc = init_common(g, g_size, abi, &parts, atomic, limits);
    if (rc) return rc;
    return WARP_OK;
}

int warp_geometry_get_info(const warp_geometry *g, warp_geometry_info *out) {
    if (bad(g) || !out) return WARP_E_ARG;
    *out = g->info;
    memset(out->reserved, 0, sizeof out->reserved);
    return WARP_OK;
}

int warp_geometry_material(const warp_geometry *g, uint32_t index, warp_material_info *out) {
    if (bad(g) || !out) return WARP_E_ARG;
    if (!g->parts.materials) return WARP_E_NOT_FOUND;
    return warp_material_list_get(g->parts.materials, g->parts.materials_len, index, out);
}

int warp_geometry_skin(const warp_geometry *g, warp_skin_info *out) {
    if (bad(g) || !out) return WARP_E_ARG;
    if (!g->skin) return WARP_E_NOT_FOUND;
    memset(out, 0, sizeof *out);
    out->bone_count = g->skin_bones;
    out->used_bone_count = g->skin_used;
    out->max_weights = g->skin_max_weights;
    out->used_bones = g->skin_used_list;
    return WARP_OK;
}

int warp_geometry_skin_matrix(const warp_geometry *g, uint32_t bone, float dst[16]) {
    if (bad(g) || !dst) return WARP_E_ARG;
    if (!g->skin) return WARP_E_NOT_FOUND;
    if (bone >= g->skin_bones) return WARP_E_RANGE;
    uint32_t old = g->skin_old;
    const uint8_t *m = g->skin_matrices + (size_t)bone * (old ? 68 : 64) + (old ? 4 : 0);
    for (int i = 0; i < 16; i++) dst[i] = rdf32(m + 4 * i);
    return WARP_OK;
}
