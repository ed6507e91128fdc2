/* Internal interfaces of the geometry module: the DMA/VIF interpreter, section
 * helpers and the geometry handle's layout. */
#ifndef WARP_GEOM_H
#define WARP_GEOM_H

#include "../internal.h"

/* ---- DMA chain + VIF interpreter (vif.c) -------------------------------------- */
#define VIF_SLOTS 8   /* VU slots per vertex (STCYCL CL) we accept */
#define VU1_QWORDS 1024 /* VU1 data memory: 16 KiB */

typedef struct vif_unpack {
    const uint8_t *data;   /* contiguous UNPACK data */
    uint32_t fmt;          /* vn << 2 | vl */
    uint32_t usn;          /* zero-extend instead of sign-extend */
    uint32_t num;          /* vectors written */
    uint32_t masked, mask, mode;
    uint32_t row[4], col[4];
} vif_unpack;

typedef struct vif_batch {
    uint32_t index;        /* batch number in the chain */
    uint32_t itop;         /* vertices in the batch */
    uint32_t present;      /* bit s: slot s was unpacked */
    vif_unpack slot[VIF_SLOTS];
} vif_batch;

typedef int (*vif_batch_fn)(void *user, const vif_batch *b);

/* Walk a mesh's DMA chain, run its VIF stream, call fn at each microprogram start
 * (MSCAL/MSCALF/MSCNT) that ends a batch with vertices. */
int warp__vif_run(const uint8_t *chain, size_t len, const warp_limits *limits, vif_batch_fn fn, void *user);

/* Vector j of an unpack as four raw 32-bit words (sign/zero-extended, mask and
 * offset mode applied). Inline: it runs once per vertex and attribute. */
static inline void vif_vector(const vif_unpack *u, uint32_t j, uint32_t out[4]) {
    uint32_t vn = (u->fmt >> 2) & 3, vl = u->fmt & 3, n = vn + 1;
    uint32_t v[4] = {0, 0, 0, 0};
    if (u->fmt == WARP_VIF_V4_5) {
        uint32_t x = rd16(u->data + (size_t)j * 2);
        v[0] = (x & 0x1F) << 3;
        v[1] = ((x >> 5) & 0x1F) << 3;
        v[2] = ((x >> 10) & 0x1F) << 3;
        v[3] = ((x >> 15) & 1) << 7;
    } else if (vl == 0) {
        const uint8_t *p = u->data + (size_t)j * n * 4;
        for (uint32_t c = 0; c < n; c++) v[c] = rd32(p + c * 4);
    } else if (vl == 1) {
        const uint8_t *p = u->data + (size_t)j * n * 2;
        for (uint32_t c = 0; c < n; c++) v[c] = u->usn ? rd16(p + c * 2) : (uint32_t)(int32_t)(int16_t)rd16(p + c * 2);
    } else {
        const uint8_t *p = u->data + (size_t)j * n;
        for (uint32_t c = 0; c < n; c++) v[c] = u->usn ? p[c] : (uint32_t)(int32_t)(int8_t)p[c];
    }
    if (vn == 0) v[1] = v[2] = v[3] = v[0]; /* scalars fill the vector */
    if (!u->masked && u->mode == 0) {
        memcpy(out, v, sizeof v);
        return;
    }
    for (uint32_t c = 0; c < 4; c++) {
        uint32_t m = u->masked ? (u->mask >> (2 * c)) & 3 : 0; /* WL = 1: mask row 0 */
        if (m == 0)
            out[c] = u->mode == 1 ? v[c] + u->row[c] : v[c];
        else if (m == 1)
            out[c] = u->row[c];
        else if (m == 2)
            out[c] = u->col[0];
        else
            out[c] = 0; /* write-protected: the VU keeps an older value we do not track */
    }
}

/* ---- the geometry handle (geometry.c) ------------------------------------------- */
struct warp_geometry {
    warp_handle_hdr hdr;
    warp_limits limits;
    warp_geometry_info info;
    warp_geometry_parts parts;
    const uint8_t *mesh_plugin;  size_t mesh_plugin_len;  /* 0x50E payload */
    const uint8_t *native;       size_t native_len;       /* mesh records after the platform word */
    const uint8_t *skin;         size_t skin_len;         /* skin body from the count bytes on */
    const uint8_t *skin_matrices, *skin_used_list;
    uint32_t skin_bones, skin_used, skin_max_weights, skin_old;
    const uint8_t *skin_indices, *skin_weights;           /* generic skin arrays */
    /* generic arrays */
    const uint8_t *g_colors, *g_uvs, *g_tris, *g_pos, *g_nrm;
    uint32_t has_warriors;   /* the atomic carried 0x3F0 (packed layout allowed) */
    /* The counts of the mesh counted last (mesh.c): consecutive single-array calls on one
     * mesh walk its program once each, not twice. A cache of what the borrowed input
     * gives, written by const calls (warp.h: one thread at a time per handle). */
    uint32_t counted, counted_mesh;
    size_t counted_v, counted_tris; /* SIZE_MAX: triangles not counted yet */
};

/* ---- per-mesh lookups (layout.c), below geometry.c and mesh.c ------------------- */
/* Native mesh i's DMA chain. */
int warp__geom_native_mesh(const warp_geometry *g, uint32_t i, const uint8_t **chain, size_t *len);

/* Mesh m's header in the mesh plugin: index count, material, and (generic) indices. */
int warp__geom_mesh_header(const warp_geometry *g, uint32_t m, uint32_t *count, uint32_t *material,
                     const uint8_t **indices);

/* Where one native mesh keeps each attribute: a VU slot (the UNPACK ADDR) or -1, and
 * how its integers scale. Warriors and stock layouts use fixed slots 0-4; the PDS
 * pipelines each have their own (SA-PS2.md 2-3). */
typedef struct mesh_layout {
    uint32_t layout;        /* WARP_LAYOUT_* */
    uint32_t pipeline;      /* PDS material pipeline id, else 0 */
    int pos, uv, col, nrm, wgt;
    uint32_t uv_sets, color_sets;
    uint32_t fixed;         /* positions and UVs are 16-bit integers times the scales */
    float pos_scale, uv_scale;
    uint32_t col_double;    /* the game's colours: 0x80 = full */
    uint32_t adc_w;         /* a non-zero position w skips the triangle it ends */
} mesh_layout;

/* Rockstar's PDS pipelines (SA-PS2.md 2-3): slot 0 POS V4_16, slot 1 UV V2_16 (UV2:
 * V4_16), slot 2 colours when present, normals and weights where listed. */
enum { PDS_NO_COLORS, PDS_RGBA, PDS_DAY_NIGHT };
typedef struct pds_layout {
    uint8_t id;          /* low byte of the material pipeline 0x53F200nn */
    uint8_t vehicle;     /* positions / 1024 (else / 128) */
    uint8_t uv2;         /* slot 1 holds V4_16: two UV sets */
    uint8_t colors;      /* PDS_* in slot 2 */
    int8_t nrm, wgt;     /* slots, or -1 */
} pds_layout;
/* The layout of a material pipeline id, or NULL when it is not a PS2 PDS layout. */
const pds_layout *warp__geom_pds_find(uint32_t id);

/* The pipeline that decides mesh m's layout: its material's PDS pipeline, else the
 * atomic's usual material pipeline, else 0 (RenderWare's stock pipelines). */
uint32_t warp__geom_mesh_pipeline(const warp_geometry *g, uint32_t m);

/* Mesh m's layout (native geometry with a known layout). */
int warp__geom_mesh_layout(const warp_geometry *g, uint32_t m, mesh_layout *out);

/* ---- strip triangles (strip.c) ----------------------------------------------------- */
#define STRIP_KEY_WORDS (1 + 4 * VIF_SLOTS) /* native key: present slots, 4 raw words per slot */

/* The triangles one mesh draws, counted (dst NULL) or written (up to cap). */
typedef struct strip_tris {
    uint32_t *dst;
    size_t cap, n;        /* room / triangles produced */
    size_t v;             /* vertices seen */
    int strip;            /* 1 strip, 0 list */
    int stitches;         /* drop triangles repeating a whole vertex (no ADC plugin 0x134) */
    uint32_t words;       /* key words per vertex (at most STRIP_KEY_WORDS) */
    uint32_t key[2][STRIP_KEY_WORDS]; /* the last two vertices */
    uint32_t at[2];       /* native: their vector index, while they are in the current batch */
    int here[2];          /* native: in the current batch (its key is built when the batch ends) */
    int same01;           /* native: the last two vertices are the same vertex (1), not (0), unknown (-1) */
    uint32_t degenerate, adc; /* dropped: stitches / ADC bit */
} strip_tris;

/* One more vertex, by key (equal keys = the same vertex in every attribute); adc: its
 * ADC bit ends no drawn triangle. */
void warp__strip_tris_vertex(strip_tris *t, const uint32_t *key, int adc);
/* A list triangle by vertex indices (generic geometry without a mesh plugin). */
void warp__strip_tris_list(strip_tris *t, uint32_t a, uint32_t b, uint32_t c);
/* Batch b's vertices from `first` on (native data). */
int warp__strip_tris_native(strip_tris *t, const mesh_layout *lay, const vif_batch *b, uint32_t first);

/* The joined strip's last two vertices: each strip batch after the first must begin with
 * them (FACTS.md 3.6). Held as each slot's unpack moved to the first of the two (its bytes
 * are the borrowed chain's, valid for the whole walk), so that plain slots compare stored
 * bytes in place; a masked or offset slot keeps its two decoded vectors. */
typedef struct strip_tail {
    uint32_t n;           /* vertices held (0-2) */
    uint32_t present;     /* the slots the batch unpacked */
    vif_unpack u[VIF_SLOTS];
    uint32_t w[VIF_SLOTS][2][4]; /* masked or offset slots: the two vectors */
} strip_tail;
/* Batch b against the tail: WARP_E_CORRUPT when a batch after the first does not repeat
 * the previous batch's last two vertices in every slot (dropping them would drop real
 * vertices); then b's last two vertices become the tail. */
int warp__strip_overlap(strip_tail *t, const vif_batch *b);

/* encode.c: a material list section (colour, texture, MatFX, right-to-render); used by
 * the geometry and world writers. */
int warp__geom_write_material_list(warp_writer *w, uint32_t n, const warp_material_info *m, uint32_t stamp);

#endif
