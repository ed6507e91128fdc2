/* Per-mesh lookups shared by the geometry handle (geometry.c) and the mesh reader
 * (mesh.c): a native mesh's DMA chain, a mesh's header in the mesh plugin, Rockstar's
 * PDS pipeline table and the layout of one mesh (FACTS.md 3.5-3.6, SA-PS2.md 2-3).
 * Below both: it calls neither. */
#include "geom.h"

int warp__geom_native_mesh(const warp_geometry *g, uint32_t i, const uint8_t **chain, size_t *len) {
    size_t pos = 0;
    for (uint32_t k = 0;; k++) {
        if (!span_ok(g->native_len, pos, 8)) return WARP_E_TRUNCATED;
        uint32_t size = rd32(g->native + pos);
        if (!span_ok(g->native_len, pos + 8, size)) return WARP_E_TRUNCATED;
        if (k == i) {
            *chain = g->native + pos + 8;
            *len = size;
            return WARP_OK;
        }
        pos += 8 + (size_t)size;
    }
}

int warp__geom_mesh_header(const warp_geometry *g, uint32_t m, uint32_t *count, uint32_t *material,
                     const uint8_t **indices) {
    int native = (g->parts.format & WARP_GEO_NATIVE) != 0;
    size_t pos = 12;
    for (uint32_t i = 0;; i++) {
        if (!span_ok(g->mesh_plugin_len, pos, 8)) return WARP_E_TRUNCATED;
        uint32_t n = rd32(g->mesh_plugin + pos);
        if (i == m) {
            *count = n;
            *material = rd32(g->mesh_plugin + pos + 4);
            *indices = native ? NULL : g->mesh_plugin + pos + 8;
            return WARP_OK;
        }
        pos += 8 + (native ? 0 : (size_t)n * 4); /* sizes were checked at init */
    }
}

/* ---- Rockstar's PDS pipelines (SA-PS2.md 2-3) ------------------------------------ */
const pds_layout *warp__geom_pds_find(uint32_t id) {
    static const pds_layout k_pds[] = {
        {0x81, 0, 0, PDS_RGBA, -1, -1},       /* Building */
        {0x8D, 0, 0, PDS_RGBA, 3, -1},        /* BuildingEnvMap */
        {0x83, 0, 0, PDS_DAY_NIGHT, -1, -1},  /* BuildingDN */
        {0x8F, 0, 0, PDS_DAY_NIGHT, 3, -1},   /* BuildingDNEnvMap */
        {0x91, 0, 0, PDS_RGBA, -1, -1},       /* BuildingUVA */
        {0x93, 0, 0, PDS_DAY_NIGHT, -1, -1},  /* BuildingDNUVA */
        {0x85, 1, 0, PDS_NO_COLORS, 3, -1},   /* Car */
        {0x87, 1, 0, PDS_NO_COLORS, 3, -1},   /* CarEnvMap */
        {0x8B, 1, 1, PDS_NO_COLORS, 3, -1},   /* CarEnvMapUV2 */
        {0x89, 1, 0, PDS_NO_COLORS, 2, 3},    /* SkinPed: normals in slot 2, weights in 3 */
    };
    if ((id >> 16) != 0x53F2u || (id & 0xFF00u)) return NULL;
    for (size_t i = 0; i < sizeof k_pds / sizeof k_pds[0]; i++)
        if ((id & 0xFF) == k_pds[i].id) return &k_pds[i];
    return NULL;
}

static int is_pds(uint32_t plugin, uint32_t id) { return plugin == WARP_RW_PIPELINE_SET && (id >> 16) == 0x53F2u; }

/* The pipeline that decides mesh m's layout: its material's, else the atomic's usual
 * material pipeline (atomic id + 1), else 0 (RenderWare's stock pipelines). */
uint32_t warp__geom_mesh_pipeline(const warp_geometry *g, uint32_t m) {
    uint32_t count, mat;
    const uint8_t *idx;
    warp_material_info mi;
    if (g->parts.materials && warp__geom_mesh_header(g, m, &count, &mat, &idx) == WARP_OK &&
        warp_material_list_get(g->parts.materials, g->parts.materials_len, mat, &mi) == WARP_OK &&
        mi.has_pipeline && is_pds(mi.pipeline_plugin, mi.pipeline_id))
        return mi.pipeline_id;
    uint32_t a = g->info.pipeline_id;
    if (!is_pds(g->info.pipeline_plugin, a)) return 0;
    switch (a & 0xFFFF) {
    case 0x80: case 0x82: case 0x84: case 0x88: case 0x90: case 0x92: return a + 1;
    default: return a; /* not a known atomic pipeline: decide_layout (geometry.c) refuses it */
    }
}

int warp__geom_mesh_layout(const warp_geometry *g, uint32_t m, mesh_layout *out) {
    const warp_geometry_info *in = &g->info;
    memset(out, 0, sizeof *out);
    out->layout = in->layout;
    out->pos = 0;
    out->uv = out->col = out->nrm = out->wgt = -1;
    if (in->layout != WARP_LAYOUT_PS2_PDS) { /* fixed slots (FACTS.md 3.6) */
        if (in->uv_sets) out->uv = 1;
        if (in->has_colors) out->col = 2;
        if (in->has_normals) out->nrm = 3;
        if (in->has_skin) out->wgt = 4;
        out->uv_sets = in->uv_sets;
        out->color_sets = in->has_colors;
        out->fixed = out->col_double = in->layout == WARP_LAYOUT_PS2_PACKED;
        out->adc_w = in->layout == WARP_LAYOUT_PS2_DEFAULT;
        out->pos_scale = in->position_scale;
        out->uv_scale = in->uv_scale;
        return WARP_OK;
    }
    out->pipeline = warp__geom_mesh_pipeline(g, m);
    const pds_layout *p = warp__geom_pds_find(out->pipeline);
    if (!p) return WARP_E_UNSUPPORTED; /* init checked every mesh: only a changed input gets here */
    out->uv = 1;
    out->uv_sets = p->uv2 ? 2 : 1;
    out->col = p->colors ? 2 : -1;
    out->color_sets = p->colors;
    out->nrm = p->nrm;
    out->wgt = p->wgt;
    out->fixed = 1;
    out->adc_w = 1;
    out->pos_scale = p->vehicle ? 1.0f / 1024 : 1.0f / 128;
    out->uv_scale = 1.0f / 4096;
    return WARP_OK;
}
