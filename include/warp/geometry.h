/* Clumps, atomics, materials and geometry (PS2 native and generic) as vertex arrays,
 * plus the encoders that build them. Included by warp/warp.h.
 *
 * Reading a model:
 *   warp_clump_init(c, ...) on a clump section (0x10)
 *   warp_clump_frame / warp_clump_atomic / warp_clump_hanim_node
 *   warp_clump_geometry(c, i, g, ...)   -> a warp_geometry for geometry i
 *   warp_geometry_get_info, warp_geometry_get_mesh, warp_geometry_material, warp_geometry_skin
 *   warp_geometry_copy_positions(g, mesh, NULL, 0, &n) -> n; then with a buffer of n.
 * A world's atomic sector opens with warp_geometry_init_parts; a standalone atomic
 * (streamed-world part) with warp_atomic_read, then warp_geometry_init on `embedded`.
 *
 * Skinning: joint values index the skin's bones; bone b is node b of the HAnim
 * hierarchy (warp_clump_hanim_node on the frame whose hanim_node_count is non-zero),
 * and that node's id is the hanim_id of the frame it drives. Positions are in the
 * atomic's frame.
 *
 * A mesh's vertex arrays are its strip (or list) vertices in stream order: for PS2
 * native data the VIF batches joined (each batch after the first repeats two vertices,
 * which are dropped); for generic geometry the vertices the mesh's index list names.
 * Triangle indices index into those arrays, leave out ADC-skipped triangles and strip
 * stitches (without the ADC plugin 0x134: two vertices identical in every attribute;
 * equal positions alone make a real zero-area triangle, which is kept; docs/format-
 * geometry.md) and wind like the normals. Copies decode straight into the caller's array:
 * the handle stores no vertices, and every copy re-reads the input. */
#ifndef WARP_GEOMETRY_H
#define WARP_GEOMETRY_H

#include "warp/core.h"
#include "warp/texture.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- geometry format flags (RenderWare) ------------------------------------ */
enum {
    WARP_GEO_TRISTRIP = 0x01,
    WARP_GEO_POSITIONS = 0x02,
    WARP_GEO_TEXTURED = 0x04,
    WARP_GEO_PRELIT = 0x08,
    WARP_GEO_NORMALS = 0x10,
    WARP_GEO_LIGHT = 0x20,
    WARP_GEO_MODULATE = 0x40,
    WARP_GEO_TEXTURED2 = 0x80,
    WARP_GEO_NATIVE = 0x01000000
};

/* How a geometry's vertices are stored (warp_geometry_info.layout). */
enum {
    WARP_LAYOUT_UNKNOWN = 0,  /* native data this library does not decode: see unsupported_* */
    WARP_LAYOUT_GENERIC = 1,  /* RenderWare's platform-independent arrays */
    WARP_LAYOUT_PS2_DEFAULT = 2, /* RenderWare's stock PS2 pipelines: V3_32 positions, V2_32 UVs */
    WARP_LAYOUT_PS2_PACKED = 3,  /* the game's: V4_16 positions and V2_16/V4_16 UVs scaled by 0x3F0 */
    WARP_LAYOUT_PS2_PDS = 4      /* GTA San Andreas (Rockstar's PDS pipelines): each mesh's material
                                    pipeline id picks its slots and fixed scales (docs/format-geometry.md) */
};

/* Rockstar PDS pipeline ids (right-to-render {0x131, id}), docs/format-geometry.md ("GTA San Andreas"). Materials name
 * the vertex layout; an atomic id stands for its usual material id when a material
 * names none. */
enum {
    WARP_PDS_WORLD_ATOMIC = 0x53F20080, WARP_PDS_BUILDING = 0x53F20081,
    WARP_PDS_WORLD_DN_ATOMIC = 0x53F20082, WARP_PDS_BUILDING_DN = 0x53F20083,
    WARP_PDS_VEHICLE_ATOMIC = 0x53F20084, WARP_PDS_CAR = 0x53F20085, WARP_PDS_CAR_ENVMAP = 0x53F20087,
    WARP_PDS_SKIN_ATOMIC = 0x53F20088, WARP_PDS_SKIN_PED = 0x53F20089, WARP_PDS_CAR_ENVMAP_UV2 = 0x53F2008B,
    WARP_PDS_BUILDING_ENVMAP = 0x53F2008D, WARP_PDS_BUILDING_DN_ENVMAP = 0x53F2008F,
    WARP_PDS_UVA_ATOMIC = 0x53F20090, WARP_PDS_BUILDING_UVA = 0x53F20091,
    WARP_PDS_DN_UVA_ATOMIC = 0x53F20092, WARP_PDS_BUILDING_DN_UVA = 0x53F20093
};

/* VIF UNPACK formats (the low 4 bits of the command: vn << 2 | vl). */
enum {
    WARP_VIF_S_32 = 0x0, WARP_VIF_S_16 = 0x1, WARP_VIF_S_8 = 0x2,
    WARP_VIF_V2_32 = 0x4, WARP_VIF_V2_16 = 0x5, WARP_VIF_V2_8 = 0x6,
    WARP_VIF_V3_32 = 0x8, WARP_VIF_V3_16 = 0x9, WARP_VIF_V3_8 = 0xA,
    WARP_VIF_V4_32 = 0xC, WARP_VIF_V4_16 = 0xD, WARP_VIF_V4_8 = 0xE, WARP_VIF_V4_5 = 0xF
};

/* ---- atomics ------------------------------------------------------------------ */
/* An atomic (0x14): what draws which geometry on which frame. Pointers point into the
 * input and live as long as it. */
typedef struct warp_atomic_info {
    uint32_t frame;          /* frame index */
    uint32_t geometry;       /* geometry-list index (0 and unused when `embedded` is set) */
    uint32_t flags;
    uint32_t has_warriors;   /* 1 when the game's plugin 0x3F0 is present */
    float position_scale;    /* 0x3F0 +0x00: packed 16-bit positions times this (1.0 without 0x3F0) */
    float uv_scale;          /* 0x3F0 +0x04: packed 16-bit texture coordinates times this */
    uint32_t warriors_word;  /* 0x3F0 +0x08 (meaning unknown) */
    uint32_t has_pipeline;   /* 1 when a right-to-render section (0x1F) is present */
    uint32_t pipeline_plugin;/* its plugin id (0x131 PDS, 0x116 skin, 3 on the game's atomics) */
    uint32_t pipeline_id;    /* its data word (pipeline id, e.g. 0x53F20084 or 0x30083) */
    const uint8_t *embedded; /* a geometry section (0x0F) inside the atomic (world parts), or NULL */
    size_t embedded_len;     /* its length, header included */
    uint32_t reserved[8];
} warp_atomic_info;

/* Read a standalone atomic section (header at `section`, `len` bytes available). */
WARP_API int warp_atomic_read(const void *section, size_t len, warp_atomic_info *out);

/* ---- materials ---------------------------------------------------------------- */
enum { WARP_MATFX_NONE = 0, WARP_MATFX_BUMP = 1, WARP_MATFX_ENV = 2, WARP_MATFX_BUMPENV = 3,
       WARP_MATFX_DUAL = 4, WARP_MATFX_UVTRANSFORM = 5, WARP_MATFX_DUALUVTRANSFORM = 6 };

/* Names are not NUL-terminated: use the lengths. They point into the input. */
typedef struct warp_material_info {
    uint8_t color[4];          /* RGBA */
    uint32_t textured;         /* the struct's flag */
    uint32_t has_texture;      /* a texture section (0x06) is present */
    uint32_t texture_filter;   /* the texture's filter/addressing word */
    const char *texture_name;  uint32_t texture_name_len;
    const char *mask_name;     uint32_t mask_name_len;
    uint32_t matfx;            /* WARP_MATFX_* (0 without MatFX 0x120) */
    const char *dual_texture_name; uint32_t dual_texture_name_len; /* MatFX dual pass texture */
    uint32_t dual_src_blend, dual_dst_blend;
    uint32_t has_pipeline;     /* right-to-render (0x1F) on the material */
    uint32_t pipeline_plugin, pipeline_id;
    float ambient, specular, diffuse; /* surface properties (1,1,1 when absent) */
    /* MatFX environment map (an env record, type 2, of an ENV or BUMPENV material;
     * docs/format-geometry.md): its texture's name (NULL without one), reflection
     * coefficient and frame-buffer-alpha flag as stored; the writer writes them back. */
    const char *env_texture_name; uint32_t env_texture_name_len;
    float env_coefficient;
    uint32_t env_use_fb_alpha;
    uint32_t reserved[2];      /* the same size as before on LP64 (docs/stability.md) */
} warp_material_info;

/* Material `index` of a material list section (0x08, header at `list`). Entries that
 * reuse an earlier material (index >= 0 in the list) are resolved. WARP_E_RANGE for
 * index >= the count. */
WARP_API int warp_material_list_get(const void *list, size_t len, uint32_t index, warp_material_info *out);
/* Number of materials in a material list section. */
WARP_API int warp_material_list_count(const void *list, size_t len, uint32_t *count);

/* ---- geometry ------------------------------------------------------------------ */
typedef struct warp_geometry warp_geometry;

typedef struct warp_geometry_info {
    uint32_t format;          /* WARP_GEO_* flags as stored */
    uint32_t triangle_count;  /* DECLARED by the header (not what decoding gives: see
                                 warp_geometry_decoded_counts) */
    uint32_t vertex_count;    /* DECLARED by the header */
    uint32_t morph_count;
    float sphere[4];          /* bounding sphere x, y, z, radius (scaled units for packed data) */
    uint32_t mesh_count;
    uint32_t mesh_flags;      /* mesh plugin flags: 1 strips, 0 lists */
    uint32_t mesh_index_count;/* mesh plugin total */
    uint32_t uv_sets;         /* native: 0-2; generic: up to 8 */
    uint32_t has_normals, has_colors, has_skin, has_adc;
    uint32_t layout;          /* WARP_LAYOUT_*; UNKNOWN means copies return WARP_E_UNSUPPORTED */
    float position_scale, uv_scale; /* applied to packed data (1.0 otherwise) */
    uint32_t material_count;
    /* When layout is UNKNOWN: the first mesh and VU slot whose UNPACK format (command
     * byte & 0x6F, e.g. 0x6D for V4_16) does not fit a known layout, and the atomic's
     * pipeline plugin/id, so a caller can name the variant. */
    uint32_t unsupported_mesh, unsupported_slot, unsupported_unpack;
    uint32_t pipeline_plugin, pipeline_id;
    /* Generic geometry: triangles of the struct's own list that repeat a vertex index.
     * The header counts them; the meshes' strips leave them out. */
    uint32_t declared_degenerate;
    /* 2 when some mesh carries night colours (warp_geometry_copy_colors2), 1 with
     * colours, else 0. For PDS data uv_sets, has_normals and color_sets are the most
     * any mesh has: see warp_geometry_mesh_info for each mesh's own. position_scale
     * is mesh 0's (PDS scales are fixed per pipeline: 1/128 world, 1/1024 vehicles, peds). */
    uint32_t color_sets;
    uint32_t reserved[6];
} warp_geometry_info;

typedef struct warp_geometry_mesh_info {
    uint32_t material;        /* index into the geometry's (or world's) material list */
    uint32_t vertex_count;    /* DECODED: vertices in this mesh's arrays */
    uint32_t triangle_count;  /* DECODED: triangles warp_geometry_copy_triangles gives */
    uint32_t declared_count;  /* DECLARED: the mesh plugin's index count */
    uint32_t batch_count;     /* VIF batches (native) or 0 */
    uint32_t degenerate_count;/* strip triangles dropped as stitches: two vertices identical in every
                                 attribute (native data without the ADC plugin 0x134), or a repeated
                                 index (generic data) */
    uint32_t adc_count;       /* strip triangles dropped: ADC bit */
    uint32_t pipeline_id;     /* PDS pipeline deciding this mesh's layout (material's, else the
                                 atomic's usual one), 0 for other layouts */
    uint32_t uv_sets, color_sets, has_normals; /* what this mesh's copies give */
    uint32_t reserved[4];
} warp_geometry_mesh_info;

/* The parts of a geometry, for callers that find them outside a geometry section:
 * an atomic sector (world) gives its counts, the extension holding the mesh plugin
 * (0x50E) and native data (0x510), and the world's material list. */
typedef struct warp_geometry_parts {
    uint32_t format, triangle_count, vertex_count, morph_count;
    float sphere[4];
    const uint8_t *generic;    size_t generic_len;   /* generic arrays: the geometry struct's bytes after the sphere, or NULL */
    const uint8_t *extension;  size_t extension_len; /* the extension section's payload (children back to back) */
    const uint8_t *materials;  size_t materials_len; /* a material list section (header included), or NULL */
    uint32_t version;          /* stream version, e.g. 0x37002 */
    uint32_t reserved[7];
} warp_geometry_parts;

WARP_API size_t warp_geometry_sizeof(void);
/* Open a geometry section (0x0F, header at `section`). `atomic` (may be NULL) gives
 * the 0x3F0 scales and pipeline ids that decide the PS2 layout. Structure errors
 * fail here; an undecodable native layout does not (info.layout == UNKNOWN). */
WARP_API int warp_geometry_init(warp_geometry *g, size_t g_size, uint32_t abi_version, const void *section,
                                size_t len, const warp_atomic_info *atomic, const warp_limits *limits);
/* Open geometry from its parts (world sectors). */
WARP_API int warp_geometry_init_parts(warp_geometry *g, size_t g_size, uint32_t abi_version,
                                      const warp_geometry_parts *parts, const warp_atomic_info *atomic,
                                      const warp_limits *limits);
WARP_API int warp_geometry_get_info(const warp_geometry *g, warp_geometry_info *out);
/* Walks mesh `mesh`'s data once (O(mesh size)). WARP_E_RANGE for mesh >= mesh_count. */
WARP_API int warp_geometry_get_mesh(const warp_geometry *g, uint32_t mesh, warp_geometry_mesh_info *out);
/* The DECODED counts: the sum over meshes of warp_geometry_mesh_info.vertex_count and
 * .triangle_count (what the copies give), against info's DECLARED header counts. They
 * differ legitimately: strip vertices repeat, dropped strip triangles are not given.
 * Walks every mesh (O(size)). WARP_E_UNSUPPORTED for layout UNKNOWN. */
WARP_API int warp_geometry_decoded_counts(const warp_geometry *g, uint32_t *vertex_count, uint32_t *triangle_count);
/* Material `index` of the geometry's list (WARP_E_RANGE past it; WARP_E_NOT_FOUND when
 * there is no material list). */
WARP_API int warp_geometry_material(const warp_geometry *g, uint32_t index, warp_material_info *out);

/* Array copies for one mesh ("ask, then decode", warp.h). dst_count counts elements
 * (vertices or triangles), not floats. *count receives the number the mesh has
 * (optional when dst is given); with dst NULL nothing is written; with dst_count smaller
 * than that: WARP_E_DST_SMALL. mesh >= mesh_count: WARP_E_RANGE.
 * positions: 3 floats; normals: 3 floats; uvs: 2 floats of set `set`; colors: RGBA8
 * (packed layout: 0x80 = full, scaled to 255; PDS day/night data: the day colours);
 * joints: 4 u16 bone indices; weights: 4 floats (joints/weights: skinned geometry
 * only); triangles: 3 u32 indices. An attribute the geometry (or, for PDS data, the
 * mesh's pipeline) lacks: WARP_E_NOT_FOUND. */
WARP_API int warp_geometry_copy_positions(const warp_geometry *g, uint32_t mesh, float *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_normals(const warp_geometry *g, uint32_t mesh, float *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_uvs(const warp_geometry *g, uint32_t mesh, uint32_t set, float *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_colors(const warp_geometry *g, uint32_t mesh, uint8_t *dst, size_t dst_count, size_t *count);
/* Night colours (RGBA8) of PDS BuildingDN meshes (the high bytes of their 16-bit colour
 * words, docs/format-geometry.md "GTA San Andreas"); WARP_E_NOT_FOUND for meshes without them. */
WARP_API int warp_geometry_copy_colors2(const warp_geometry *g, uint32_t mesh, uint8_t *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_joints(const warp_geometry *g, uint32_t mesh, uint16_t *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_weights(const warp_geometry *g, uint32_t mesh, float *dst, size_t dst_count, size_t *count);
WARP_API int warp_geometry_copy_triangles(const warp_geometry *g, uint32_t mesh, uint32_t *dst, size_t dst_count, size_t *count);

/* Every array of one mesh in one walk of its data: where the single-array calls above
 * run the mesh's DMA/VIF program (and its strip) once per array, this call runs it
 * once for all the arrays asked for, with the same results, bit for bit. Each pointer
 * of warp_mesh_dst is an array wanted, or NULL; vertex arrays hold vertex_capacity
 * vertices each (the units above: 3 floats a position, ...), triangles
 * triangle_capacity triangles. uvs[s] is UV set s. */
#define WARP_MESH_DST_UV_SETS 8
typedef struct warp_mesh_dst {
    float *positions;                   /* 3 floats a vertex */
    float *normals;                     /* 3 floats a vertex */
    float *uvs[WARP_MESH_DST_UV_SETS];  /* 2 floats a vertex, set by set */
    uint8_t *colors;                    /* RGBA8 (warp_geometry_copy_colors) */
    uint8_t *colors2;                   /* night RGBA8 (warp_geometry_copy_colors2) */
    uint16_t *joints;                   /* 4 a vertex */
    float *weights;                     /* 4 a vertex */
    uint32_t *triangles;                /* 3 indices a triangle */
    size_t vertex_capacity;             /* vertices each vertex array has room for */
    size_t triangle_capacity;           /* triangles `triangles` has room for */
    uint32_t reserved[8];               /* must be 0 */
} warp_mesh_dst;

/* "Ask, then decode" for the whole mesh: *vertex_count and *triangle_count (each
 * optional; dst NULL needs at least one) receive the mesh's counts, as the single-array
 * calls give them. dst NULL (or every pointer NULL) writes nothing and returns WARP_OK.
 * An array asked for that the geometry (or the mesh's pipeline) lacks is
 * WARP_E_NOT_FOUND, as its single-array call says, before anything is written;
 * vertex_capacity or triangle_capacity too small for an array asked for is
 * WARP_E_DST_SMALL with the counts set and nothing written; a non-zero reserved word,
 * WARP_E_ARG; mesh >= mesh_count, WARP_E_RANGE.
 * Cost: the triangle count needs the strip walked. A native mesh (or one with a mesh
 * plugin) never has more triangles than vertices, so the cheapest sequence is to ask
 * the vertex count alone (triangle_count NULL: the strip is not walked), then give
 * triangles room for that many with triangle_count set: the one writing walk counts them. */
WARP_API int warp_geometry_copy_mesh(const warp_geometry *g, uint32_t mesh, const warp_mesh_dst *dst,
                                     size_t *vertex_count, size_t *triangle_count);

/* Skin plugin (0x116). */
typedef struct warp_skin_info {
    uint32_t bone_count, used_bone_count, max_weights;
    const uint8_t *used_bones;  /* used_bone_count bone indices (points into the input) */
    uint32_t reserved[8];
} warp_skin_info;
/* WARP_E_NOT_FOUND when the geometry has no skin. */
WARP_API int warp_geometry_skin(const warp_geometry *g, warp_skin_info *out);
/* Inverse bind matrix of bone `bone`: 16 floats, column-major (right, up, at, position).
 * WARP_E_RANGE for bone >= bone_count. */
WARP_API int warp_geometry_skin_matrix(const warp_geometry *g, uint32_t bone, float dst[16]);

/* ---- clumps -------------------------------------------------------------------- */
typedef struct warp_clump warp_clump;

typedef struct warp_clump_info {
    uint32_t frame_count, geometry_count, atomic_count;
    uint32_t version;         /* decoded stream version */
    size_t section_len;       /* the whole clump section, header included */
    uint32_t reserved[8];
} warp_clump_info;

typedef struct warp_frame_info {
    float matrix[12];         /* right, up, at, position (each x, y, z) */
    int32_t parent;           /* -1 for a root */
    uint32_t flags;
    const char *name;  uint32_t name_len; /* frame name plugin 0x253F2FE; not NUL-terminated */
    uint32_t has_hanim;       /* HAnim 0x11E present */
    int32_t hanim_id;
    uint32_t hanim_node_count;/* nonzero on the hierarchy root */
    uint32_t hanim_flags, hanim_key_size;
    uint32_t reserved[8];
} warp_frame_info;

typedef struct warp_hanim_node { int32_t id, index; uint32_t flags; } warp_hanim_node;

WARP_API size_t warp_clump_sizeof(void);
/* Open a clump section (header at `section`; trailing bytes after it are ignored). */
WARP_API int warp_clump_init(warp_clump *c, size_t c_size, uint32_t abi_version, const void *section, size_t len,
                             const warp_limits *limits);
WARP_API int warp_clump_get_info(const warp_clump *c, warp_clump_info *out);
/* Index arguments past the end (frame, node, atomic, geometry): WARP_E_RANGE. */
/* Frame i (walks the frame list's extensions: O(frame count)). */
WARP_API int warp_clump_frame(const warp_clump *c, uint32_t i, warp_frame_info *out);
/* Node `node` of the HAnim hierarchy stored on frame `frame`. */
WARP_API int warp_clump_hanim_node(const warp_clump *c, uint32_t frame, uint32_t node, warp_hanim_node *out);
WARP_API int warp_clump_atomic(const warp_clump *c, uint32_t i, warp_atomic_info *out);
/* Open geometry i; the first atomic that draws it gives its scales and pipeline. g is a
 * derived handle: it takes the clump's ABI version (warp.h, "Copies and derived
 * handles") and stays valid after the clump handle is gone. */
WARP_API int warp_clump_geometry(const warp_clump *c, uint32_t i, warp_geometry *g, size_t g_size);

/* ---- encoders ------------------------------------------------------------------ */
/* One mesh's vertices in strip order (or list order), for the DMA chain encoder. */
typedef struct warp_mesh_arrays {
    uint32_t vertex_count;
    const float *positions;   /* 3 per vertex, required */
    const float *normals;     /* 3 per vertex, or NULL */
    const float *uvs[2];      /* 2 per vertex per set; uvs[1] needs uvs[0] */
    const uint8_t *colors;    /* RGBA8 per vertex, or NULL */
    const uint16_t *joints;   /* 4 per vertex, each <= 254; with weights, or NULL */
    const float *weights;     /* 4 per vertex */
    uint32_t adc;             /* unused, 0 */
    uint32_t reserved[7];
} warp_mesh_arrays;

/* Write one mesh's VU1 DMA chain (the bytes that follow {size, flags} in 0x510) in
 * `layout` (WARP_LAYOUT_PS2_DEFAULT: cnt packets with inline data; PS2_PACKED: ref
 * packets into arrays after the chain, as the game's). Batches hold at most
 * `batch_max` vertices (0: a size that fits VU1 memory); strips repeat two vertices
 * between batches. Packed values are divided by the scales and rounded. */
WARP_API int warp_write_dma_chain(warp_writer *w, uint32_t layout, const warp_mesh_arrays *mesh, uint32_t batch_max,
                                  float position_scale, float uv_scale);

/* The same for GTA SA's PDS layout of material pipeline `pipeline` (WARP_PDS_BUILDING ...
 * WARP_PDS_SKIN_PED): ref packets as the game's, the pipeline's slots and fixed scales
 * (positions 1/128 world, 1/1024 vehicles and peds; UVs 1/4096), ADC w 0. The mesh must
 * carry what the pipeline holds (UVs, uvs[1] for CarEnvMapUV2, colours for buildings,
 * normals, joints/weights for SkinPed; else WARP_E_ARG); other arrays are left out.
 * Day/night words get the colour byte twice (there is no night array). An id that is
 * not a PS2 PDS layout: WARP_E_UNSUPPORTED. */
WARP_API int warp_write_pds_chain(warp_writer *w, uint32_t pipeline, const warp_mesh_arrays *mesh, uint32_t batch_max);

/* A whole geometry section (0x0F) for the writer below. */
typedef struct warp_geometry_desc {
    uint32_t layout;           /* PS2_DEFAULT or PS2_PACKED (native), PS2_PDS (each mesh in its
                                  material's right-to-render pipeline, warp_write_pds_chain), or
                                  GENERIC (meshes' vertices back to back, at most 65535, strips
                                  as index lists) */
    uint32_t mesh_count;
    const warp_mesh_arrays *meshes;
    const uint32_t *mesh_materials;  /* material index per mesh */
    uint32_t material_count;
    const warp_material_info *materials; /* colour, texture name (+mask), matfx, dual name */
    float sphere[4];
    uint32_t triangle_count;    /* declared; 0 = computed from the strips */
    float position_scale, uv_scale; /* packed only */
    uint32_t batch_max;
    uint32_t bone_count;        /* skin: >0 writes 0x116 */
    const float *inverse_bind;  /* bone_count x 16 floats */
    uint32_t max_weights;
    uint32_t reserved[8];
} warp_geometry_desc;

WARP_API int warp_write_geometry(warp_writer *w, const warp_geometry_desc *desc, uint32_t stamp);

typedef struct warp_frame_desc {
    float matrix[12];
    int32_t parent;
    const char *name;          /* NULL: no name */
    uint32_t has_hanim;
    int32_t hanim_id;
    uint32_t hanim_node_count; /* with nodes: the hierarchy */
    const warp_hanim_node *hanim_nodes;
    uint32_t reserved[4];
} warp_frame_desc;

typedef struct warp_atomic_desc {
    uint32_t frame, geometry;
    uint32_t has_warriors; float position_scale, uv_scale;
    uint32_t has_pipeline, pipeline_plugin, pipeline_id;
    uint32_t reserved[4];
} warp_atomic_desc;

/* Write an atomic section (0x14) with right-to-render and 0x3F0 as `a` asks. With
 * `embedded` the geometry is written inside the atomic (a standalone atomic, as in the
 * streamed world's part files) and the geometry index is 0. */
WARP_API int warp_write_atomic(warp_writer *w, const warp_atomic_desc *a, const warp_geometry_desc *embedded,
                               uint32_t stamp);

typedef struct warp_clump_desc {
    uint32_t frame_count;      const warp_frame_desc *frames;
    uint32_t geometry_count;   const warp_geometry_desc *geometries;
    uint32_t atomic_count;     const warp_atomic_desc *atomics;
    uint32_t reserved[4];
} warp_clump_desc;

/* Write a clump section (0x10) with frames (names, HAnim), geometries and atomics. */
WARP_API int warp_write_clump(warp_writer *w, const warp_clump_desc *desc, uint32_t stamp);

#ifdef __cplusplus
}
#endif
#endif
