/* RenderWare sections: {u32 type, u32 size, u32 stamp} headers; the public walker (a bounded
 * explicit stack instead of recursion, tolerance for trailing archive padding) and the child
 * cursor the decoders share. */
#include "internal.h"

#define RW_STACK_MAX 64

void warp_rw_decode_stamp(uint32_t stamp, uint32_t *version, uint32_t *build) {
    uint32_t v, b;
    if (stamp & 0xFFFF0000u) { /* 3.1+ library stamp (FACTS.md 3.1) */
        v = (((stamp >> 14) & 0x3FF00u) + 0x30000u) | ((stamp >> 16) & 0x3Fu);
        b = stamp & 0xFFFFu;
    } else { /* old streams store a plain version such as 0x310 */
        v = stamp << 8;
        b = 0;
    }
    if (version) *version = v;
    if (build) *build = b;
}

const char *warp_rw_type_name(uint32_t type) {
    switch (type) {
    case WARP_RW_STRUCT: return "Struct";
    case WARP_RW_STRING: return "String";
    case WARP_RW_EXTENSION: return "Extension";
    case WARP_RW_CAMERA: return "Camera";
    case WARP_RW_TEXTURE: return "Texture";
    case WARP_RW_MATERIAL: return "Material";
    case WARP_RW_MATERIAL_LIST: return "Material List";
    case WARP_RW_ATOMIC_SECTOR: return "Atomic Sector";
    case WARP_RW_PLANE_SECTOR: return "Plane Sector";
    case WARP_RW_WORLD: return "World";
    case WARP_RW_FRAME_LIST: return "Frame List";
    case WARP_RW_GEOMETRY: return "Geometry";
    case WARP_RW_CLUMP: return "Clump";
    case WARP_RW_LIGHT: return "Light";
    case WARP_RW_ATOMIC: return "Atomic";
    case WARP_RW_TEXTURE_NATIVE: return "Texture Native";
    case WARP_RW_TEXTURE_DICTIONARY: return "Texture Dictionary";
    case WARP_RW_GEOMETRY_LIST: return "Geometry List";
    case WARP_RW_RIGHT_TO_RENDER: return "Right To Render";
    case WARP_RW_UV_ANIM_DICTIONARY: return "UV Anim Dictionary";
    case 0x1B: return "Anim Animation";
    case WARP_RW_SKY_MIPMAP: return "Sky Mipmap Val";
    case WARP_RW_SKIN: return "Skin PLG";
    case WARP_RW_HANIM: return "HAnim PLG";
    case WARP_RW_MATFX: return "MatFX PLG";
    case WARP_RW_PVS: return "PVS PLG";
    case WARP_RW_PIPELINE_SET: return "Pipeline Set";
    case WARP_RW_ADC: return "ADC PLG";
    case 0x135: return "UV Anim PLG";
    case WARP_RW_BIN_MESH: return "Bin Mesh PLG";
    case WARP_RW_NATIVE_DATA: return "Native Data PLG";
    case WARP_RW_WARRIORS_ATOMIC: return "Warriors Atomic PLG";
    case WARP_RW_WARRIORS_SECTOR: return "Warriors Sector PLG";
    case 0x0253F2F3: return "Pipeline Set (R*)";
    case 0x0253F2F6: return "Specular Material";
    case 0x0253F2F8: return "2dfx";
    case 0x0253F2F9: return "Night Vertex Colors";
    case 0x0253F2FA: return "Collision Model";
    case 0x0253F2FC: return "Reflection Material";
    case 0x0253F2FD: return "Mesh Extension";
    case WARP_RW_FRAME_NAME: return "Frame Name";
    default: return "unknown";
    }
}

int warp_rw_is_container(uint32_t type) {
    switch (type) {
    case WARP_RW_EXTENSION: case WARP_RW_CAMERA: case WARP_RW_TEXTURE: case WARP_RW_MATERIAL:
    case WARP_RW_MATERIAL_LIST: case WARP_RW_ATOMIC_SECTOR: case WARP_RW_PLANE_SECTOR: case WARP_RW_WORLD:
    case WARP_RW_FRAME_LIST: case WARP_RW_GEOMETRY: case WARP_RW_CLUMP: case WARP_RW_LIGHT: case WARP_RW_ATOMIC:
    case WARP_RW_TEXTURE_NATIVE: case WARP_RW_TEXTURE_DICTIONARY: case WARP_RW_GEOMETRY_LIST:
    case WARP_RW_UV_ANIM_DICTIONARY:
        return 1;
    default:
        return 0;
    }
}

int warp_rw_header(const void *buf, size_t len, size_t offset, warp_rw_section *out) {
    if (!buf || !out) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)buf;
    if (!span_ok(len, offset, 12)) return WARP_E_TRUNCATED;
    memset(out, 0, sizeof *out);
    out->type = rd32(p + offset);
    out->size = rd32(p + offset + 4);
    out->stamp = rd32(p + offset + 8);
    warp_rw_decode_stamp(out->stamp, &out->version, &out->build);
    out->offset = offset;
    out->data = p + offset + 12;
    if (!span_ok(len, offset + 12, out->size)) return WARP_E_TRUNCATED;
    return WARP_OK;
}

static int version_plausible(uint32_t version) { return version >= 0x30000u && version <= 0x3FFFFu; }

static int root_type(uint32_t type) {
    return type == WARP_RW_TEXTURE_DICTIONARY || type == WARP_RW_CLUMP || type == WARP_RW_WORLD ||
           type == WARP_RW_ATOMIC || type == WARP_RW_UV_ANIM_DICTIONARY || type == WARP_RW_GEOMETRY_LIST ||
           type == WARP_RW_GEOMETRY || type == WARP_RW_TEXTURE_NATIVE;
}

/* Walk one root section at `offset` and everything inside it. cb may be NULL (validation). */
static int walk_tree(const uint8_t *buf, size_t len, size_t offset, uint32_t max_depth, warp_rw_cb cb,
                     void *user, size_t *end_out) {
    size_t child_pos[RW_STACK_MAX], child_end[RW_STACK_MAX];
    uint32_t depth = 0; /* number of open containers */
    warp_rw_section s;
    int rc = warp_rw_header(buf, len, offset, &s);
    if (rc) return rc;
    if (!version_plausible(s.version)) return WARP_E_MAGIC;
    *end_out = offset + 12 + s.size;
    for (;;) {
        if (cb && cb(user, &s)) return WARP_STOPPED;
        if (warp_rw_is_container(s.type)) {
            if (depth >= max_depth || depth >= RW_STACK_MAX) return WARP_E_DEPTH;
            child_pos[depth] = s.offset + 12;
            child_end[depth] = s.offset + 12 + s.size;
            depth++;
        }
        /* Next section: the next child of the innermost container that has one. */
        for (;;) {
            if (depth == 0) return WARP_OK;
            size_t pos = child_pos[depth - 1], end = child_end[depth - 1];
            if (pos == end) {
                depth--;
                continue;
            }
            rc = warp_rw_header(buf, end, pos, &s); /* a child must fit inside its parent */
            if (rc) return rc;
            s.depth = depth;
            child_pos[depth - 1] = pos + 12 + s.size;
            break;
        }
    }
}

int warp_rw_foreach(const void *buf, size_t len, const warp_limits *limits, warp_rw_cb cb, void *user,
                    size_t *root_end) {
    if (!buf || !cb) return WARP_E_ARG;
    return warp__rw_walk((const uint8_t *)buf, len, limits, cb, user, root_end);
}

int warp__rw_walk(const uint8_t *p, size_t len, const warp_limits *limits, warp_rw_cb cb, void *user,
                  size_t *root_end) {
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    size_t pos = 0, end = 0;
    uint32_t first_stamp = 0;
    int rc;
    if (len < 12) return WARP_E_TRUNCATED;
    for (unsigned roots = 0;; roots++) {
        if (roots > 0) {
            /* After the first root, only a clean, plausible root continues the stream;
             * anything else is trailing padding (FACTS/MANIFEST: GTA archive leftovers). */
            warp_rw_section s;
            size_t e;
            if (warp_rw_header(p, len, pos, &s) != WARP_OK || s.stamp != first_stamp || !root_type(s.type) ||
                walk_tree(p, len, pos, lim.max_depth, NULL, NULL, &e) != WARP_OK)
                break;
        } else {
            first_stamp = rd32(p + 8);
        }
        rc = walk_tree(p, len, pos, lim.max_depth, cb, user, &end);
        if (rc) return rc;
        pos = end;
        if (len - pos < 12) break;
    }
    if (root_end) *root_end = pos;
    return WARP_OK;
}

/* ---- child cursor (the decoders' way through a container's payload) ----------- */
void warp__rw_iter_init(rw_iter *it, const uint8_t *p, size_t len) {
    it->p = p;
    it->len = p ? len : 0;
    it->pos = 0;
}

int warp__rw_iter_next(rw_iter *it, rw_child *out) {
    if (it->pos >= it->len) return WARP_END;
    if (!span_ok(it->len, it->pos, 12)) return WARP_E_TRUNCATED;
    const uint8_t *h = it->p + it->pos;
    out->type = rd32(h);
    out->size = rd32(h + 4);
    warp_rw_decode_stamp(rd32(h + 8), &out->version, NULL);
    if (!span_ok(it->len, it->pos + 12, out->size)) return WARP_E_TRUNCATED;
    out->head = h;
    out->data = h + 12;
    it->pos += 12 + (size_t)out->size;
    return WARP_OK;
}

int warp__rw_find(const uint8_t *p, size_t len, uint32_t type, uint32_t n, rw_child *out) {
    rw_iter it;
    warp__rw_iter_init(&it, p, len);
    for (;;) {
        int rc = warp__rw_iter_next(&it, out);
        if (rc == WARP_END) return WARP_E_NOT_FOUND;
        if (rc) return rc;
        if (out->type == type && n-- == 0) return WARP_OK;
    }
}

int warp__rw_open(const uint8_t *p, size_t len, uint32_t type, rw_child *out) {
    if (!p) return WARP_E_ARG;
    rw_iter it;
    warp__rw_iter_init(&it, p, len);
    int rc = warp__rw_iter_next(&it, out);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    return out->type == type ? WARP_OK : WARP_E_MAGIC;
}

int warp__rw_next_of(rw_iter *it, uint32_t type, rw_child *out) {
    int rc = warp__rw_iter_next(it, out);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    return out->type == type ? WARP_OK : WARP_E_CORRUPT;
}

uint32_t warp__rw_strlen(const rw_child *s) {
    uint32_t n = 0;
    while (n < s->size && s->data[n]) n++;
    return n;
}

int warp__rw_exact(const uint8_t *buf, size_t len, size_t off, uint32_t type, uint32_t stamp, size_t *end) {
    warp_rw_section s;
    int rc = warp_rw_header(buf, len, off, &s);
    if (rc) return rc;
    if ((type != 0xFFFFFFFFu && s.type != type) || (stamp && s.stamp != stamp)) return WARP_E_MAGIC;
    size_t n = 12 + (size_t)s.size, root_end = 0;
    /* Walk exactly this section: every nested section must fit inside its parent. */
    rc = warp__rw_walk(buf + off, n, NULL, NULL, NULL, &root_end);
    if (rc) return rc;
    if (root_end != n) return WARP_E_CORRUPT;
    *end = off + n;
    return WARP_OK;
}
