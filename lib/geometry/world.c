/* The world handle: a world section (0x0B), its plane-sector tree walked without
 * recursion, atomic sectors with the game's sector plugin 0x3F1, and sector geometry
 * opened through warp_geometry_init_parts (spec 000 "World"; FACTS.md 3.3-3.5). */
#include "geom.h"

#define WARP_MAGIC_WORLD 0x5757574Cu /* "WWWL" */
#define WORLD_STACK 128               /* open plane sectors a walk can hold */
#define WORLD_HEADER 64               /* the world struct's size in 3.4+ streams */
#define SECTOR_STRUCT 36              /* atomic sector struct bytes we read (RenderWare writes 44) */
#define PLANE_STRUCT 24               /* axis, value, left/right is-atomic, left/right values */

struct warp_world {
    warp_handle_hdr hdr;
    warp_limits limits;
    warp_world_info info;
    const uint8_t *section;   size_t section_len;   /* the world, header included */
    const uint8_t *materials; size_t materials_len; /* its material list section */
    const uint8_t *root;      size_t root_len;      /* the root sector section */
};

size_t warp_world_sizeof(void) { return WARP__HANDLE_SIZE(warp_world); }

static int bad(const warp_world *w) { return !w || w->hdr.magic != WARP_MAGIC_WORLD; }

static void rd_vec3(const uint8_t *p, float v[3]) {
    for (int i = 0; i < 3; i++) v[i] = rdf32(p + 4 * i);
}

/* Header of the section at base[pos] with its payload inside base[0, limit). */
static int header_at(const uint8_t *base, size_t limit, size_t pos, uint32_t *type, uint32_t *size) {
    if (!span_ok(limit, pos, 12)) return WARP_E_TRUNCATED;
    *type = rd32(base + pos);
    *size = rd32(base + pos + 4);
    return span_ok(limit, pos + 12, *size) ? WARP_OK : WARP_E_TRUNCATED;
}

/* An atomic sector's struct and extension (0x50E/0x510 stay for the geometry handle). */
static int read_sector(const uint8_t *head, uint32_t size, warp_world_sector_info *s) {
    rw_iter it;
    rw_child c, e;
    memset(s, 0, sizeof *s);
    s->section = head;
    s->section_len = 12 + (size_t)size;
    s->k = WARP_WORLD_NO_INDEX;
    warp__rw_iter_init(&it, head + 12, size);
    int rc = warp__rw_iter_next(&it, &c);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    if (c.type != WARP_RW_STRUCT) return WARP_E_CORRUPT;
    if (c.size < SECTOR_STRUCT) return WARP_E_TRUNCATED;
    s->material_base = rd32(c.data);
    s->triangle_count = rd32(c.data + 4);
    s->vertex_count = rd32(c.data + 8);
    rd_vec3(c.data + 0x0C, s->box_max);
    rd_vec3(c.data + 0x18, s->box_min);
    while ((rc = warp__rw_iter_next(&it, &c)) == WARP_OK) {
        if (c.type != WARP_RW_EXTENSION || s->extension) continue;
        s->extension = c.data;
        s->extension_len = c.size;
        rw_iter ex;
        warp__rw_iter_init(&ex, c.data, c.size);
        while ((rc = warp__rw_iter_next(&ex, &e)) == WARP_OK) {
            if (e.type == WARP_RW_NATIVE_DATA) {
                s->has_geometry = 1;
            } else if (e.type == WARP_RW_WARRIORS_SECTOR) { /* FACTS.md 3.3: k, part, x, y, z */
                if (e.size < 20) return WARP_E_TRUNCATED;
                s->has_index = 1;
                s->k = rd32(e.data);
                s->part = rd32(e.data + 4);
                rd_vec3(e.data + 8, s->origin);
            }
        }
        if (rc != WARP_END) return rc;
    }
    return rc == WARP_END ? WARP_OK : rc;
}

/* Tree walk. Sections nest without gaps, so pre-order is the byte order: a plane
 * sector's payload is its struct, then the left child, then the right child. The stack
 * only remembers where each open plane ends, which children it expects and how many
 * it has seen. Calls cb per atomic sector (cb may be NULL: the init check). */
typedef struct open_plane {
    size_t end;           /* payload end, offset from the root header */
    uint32_t seen;        /* children completed */
    uint32_t atomic_kids; /* bit 0 left, bit 1 right: the struct's is-atomic flags */
} open_plane;

typedef struct walk_stats {
    uint32_t planes, sectors, max_depth, indexed, max_index;
} walk_stats;

static int walk(const warp_world *w, warp_world_sector_cb cb, void *user, walk_stats *st) {
    const uint8_t *base = w->root;
    size_t len = w->root_len, pos = 0;
    uint32_t max = w->limits.max_depth < WORLD_STACK ? w->limits.max_depth : WORLD_STACK;
    open_plane stack[WORLD_STACK];
    uint32_t top = 0; /* open planes */
    memset(st, 0, sizeof *st);
    for (;;) {
        size_t limit = top ? stack[top - 1].end : len;
        uint32_t type, size;
        int rc = header_at(base, limit, pos, &type, &size);
        if (rc) return rc;
        if (top + 1 > max) return WARP_E_DEPTH; /* this node's section depth: top + 1 */
        if (type != WARP_RW_PLANE_SECTOR && type != WARP_RW_ATOMIC_SECTOR) return WARP_E_CORRUPT;
        if (top) { /* the parent's struct says which kind each child is */
            open_plane *p = &stack[top - 1];
            uint32_t want_atomic = p->atomic_kids >> p->seen & 1;
            if (want_atomic != (type == WARP_RW_ATOMIC_SECTOR)) return WARP_E_CORRUPT;
        }
        if (type == WARP_RW_PLANE_SECTOR) {
            uint32_t stype, ssize;
            rc = header_at(base, pos + 12 + size, pos + 12, &stype, &ssize);
            if (rc) return rc;
            if (stype != WARP_RW_STRUCT) return WARP_E_CORRUPT;
            if (ssize < PLANE_STRUCT) return WARP_E_TRUNCATED;
            const uint8_t *ps = base + pos + 24;
            uint32_t axis = rd32(ps);
            if (axis != 0 && axis != 4 && axis != 8) return WARP_E_CORRUPT; /* byte offset of x, y or z */
            if (++st->planes > w->limits.max_count) return WARP_E_LIMIT;
            stack[top].end = pos + 12 + size;
            stack[top].seen = 0;
            stack[top].atomic_kids = (rd32(ps + 8) ? 1u : 0u) | (rd32(ps + 12) ? 2u : 0u);
            top++;
            pos += 24 + (size_t)ssize;
            continue;
        }
        warp_world_sector_info s;
        rc = read_sector(base + pos, size, &s);
        if (rc) return rc;
        s.index = st->sectors;
        s.depth = top;
        if (++st->sectors > w->limits.max_count) return WARP_E_LIMIT;
        if (top > st->max_depth) st->max_depth = top;
        if (s.has_index && s.k != WARP_WORLD_NO_INDEX) {
            st->indexed++;
            if (s.k + 1 > st->max_index) st->max_index = s.k + 1;
        }
        if (cb && cb(user, &s)) return WARP_STOPPED;
        pos += 12 + (size_t)size;
        /* Close the planes this sector completes. */
        for (;;) {
            if (!top) return WARP_OK; /* the root is done; bytes after it are not ours */
            open_plane *p = &stack[top - 1];
            if (++p->seen == 1) {
                if (pos >= p->end) return WARP_E_CORRUPT; /* no right child */
                break;
            }
            if (pos != p->end) return WARP_E_CORRUPT; /* more than two children */
            top--;
        }
    }
}

int warp_world_init(warp_world *w, size_t w_size, uint32_t abi, const void *section, size_t len,
                    const warp_limits *limits) {
    int rc = warp__check_handle(w, w_size, sizeof *w, abi);
    if (rc) return rc;
    memset(w, 0, sizeof *w);
    if (warp__limits(&w->limits, limits)) return WARP_E_ARG;
    rw_child world, c;
    rc = warp__rw_open((const uint8_t *)section, len, WARP_RW_WORLD, &world);
    if (rc) return rc;
    warp_world_info *in = &w->info;
    w->section = world.head;
    w->section_len = in->section_len = 12 + (size_t)world.size;
    in->version = world.version;
    rw_iter it;
    warp__rw_iter_init(&it, world.data, world.size);
    rc = warp__rw_iter_next(&it, &c);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    if (c.type != WARP_RW_STRUCT) return WARP_E_CORRUPT;
    if (c.size < WORLD_HEADER) return WARP_E_TRUNCATED;
    /* RenderWare's world header: root-is-sector, inverse origin, triangle, vertex, plane
     * and sector counts, collision sector size, format, box max, box min. */
    in->root_is_sector = rd32(c.data) != 0;
    rd_vec3(c.data + 0x04, in->origin);
    in->triangle_count = rd32(c.data + 0x10);
    in->vertex_count = rd32(c.data + 0x14);
    in->declared_planes = rd32(c.data + 0x18);
    in->declared_sectors = rd32(c.data + 0x1C);
    in->format = rd32(c.data + 0x24);
    rd_vec3(c.data + 0x28, in->box_max);
    rd_vec3(c.data + 0x34, in->box_min);
    while ((rc = warp__rw_iter_next(&it, &c)) == WARP_OK) {
        if (c.type == WARP_RW_MATERIAL_LIST && !w->materials) {
            w->materials = c.head;
            w->materials_len = 12 + (size_t)c.size;
        } else if ((c.type == WARP_RW_PLANE_SECTOR || c.type == WARP_RW_ATOMIC_SECTOR) && !w->root) {
            if ((c.type == WARP_RW_ATOMIC_SECTOR) != in->root_is_sector) return WARP_E_CORRUPT;
            w->root = c.head;
            w->root_len = 12 + (size_t)c.size;
        }
    }
    if (rc != WARP_END) return rc;
    if (!w->materials || !w->root) return WARP_E_CORRUPT;
    rc = warp_material_list_count(w->materials, w->materials_len, &in->material_count);
    if (rc) return rc;
    if (in->material_count > w->limits.max_count) return WARP_E_LIMIT;
    walk_stats st;
    rc = walk(w, NULL, NULL, &st);
    if (rc) return rc;
    in->plane_count = st.planes;
    in->sector_count = st.sectors;
    in->max_depth = st.max_depth;
    in->indexed_count = st.indexed;
    in->max_index = st.max_index;
    w->hdr.magic = WARP_MAGIC_WORLD;
    w->hdr.abi = abi;
    return WARP_OK;
}

int warp_world_get_info(const warp_world *w, warp_world_info *out) {
    if (bad(w) || !out) return WARP_E_ARG;
    *out = w->info;
    return WARP_OK;
}

int warp_world_material(const warp_world *w, uint32_t index, warp_material_info *out) {
    if (bad(w) || !out) return WARP_E_ARG;
    return warp_material_list_get(w->materials, w->materials_len, index, out);
}

int warp_world_foreach_sector(const warp_world *w, warp_world_sector_cb cb, void *user) {
    if (bad(w) || !cb) return WARP_E_ARG;
    walk_stats st;
    return walk(w, cb, user, &st);
}

typedef struct find_ctx {
    uint32_t k;
    warp_world_sector_info *out;
    size_t cap;
} find_ctx;

static int find_one(void *user, const warp_world_sector_info *s) {
    find_ctx *f = (find_ctx *)user;
    if (!s->has_index || s->k != f->k) return 0;
    *f->out = *s;
    return 1;
}

int warp_world_find_sector(const warp_world *w, uint32_t k, warp_world_sector_info *out) {
    if (bad(w) || !out) return WARP_E_ARG;
    if (k == WARP_WORLD_NO_INDEX) return WARP_E_NOT_FOUND;
    find_ctx f = {k, out, 0};
    walk_stats st;
    int rc = walk(w, find_one, &f, &st);
    return rc == WARP_STOPPED ? WARP_OK : rc == WARP_OK ? WARP_E_NOT_FOUND : rc;
}

static int table_one(void *user, const warp_world_sector_info *s) {
    find_ctx *f = (find_ctx *)user;
    if (s->has_index && s->k < f->cap && !f->out[s->k].has_index) f->out[s->k] = *s; /* first wins */
    return 0;
}

int warp_world_sector_table(const warp_world *w, warp_world_sector_info *dst, size_t dst_count, size_t *count) {
    if (bad(w) || (!count && !dst)) return WARP_E_ARG;
    if (count) *count = w->info.max_index;
    if (!dst) return WARP_OK;
    if (dst_count < w->info.max_index) return WARP_E_DST_SMALL;
    for (size_t i = 0; i < dst_count; i++) {
        memset(&dst[i], 0, sizeof dst[i]);
        dst[i].k = WARP_WORLD_NO_INDEX;
    }
    find_ctx f = {0, dst, dst_count};
    walk_stats st;
    return walk(w, table_one, &f, &st);
}

int warp_world_sector_geometry(const warp_world *w, const warp_world_sector_info *s, warp_geometry *g, size_t g_size,
                               const warp_atomic_info *atomic) {
    if (bad(w) || !s) return WARP_E_ARG;
    /* The sector must come from this world: its extension lies inside our bytes. */
    uintptr_t lo = (uintptr_t)w->section, hi = lo + w->section_len, e = (uintptr_t)s->extension;
    if (s->extension && (e < lo || e > hi || s->extension_len > hi - e)) return WARP_E_ARG;
    if (!(w->info.format & WARP_GEO_NATIVE)) return WARP_E_UNSUPPORTED; /* generic sector arrays: not read */
    if (!s->has_geometry || !s->extension) return WARP_E_NOT_FOUND;
    warp_geometry_parts p;
    memset(&p, 0, sizeof p);
    p.format = w->info.format;
    p.triangle_count = s->triangle_count;
    p.vertex_count = s->vertex_count;
    p.morph_count = 1;
    float r2 = 0;
    for (int i = 0; i < 3; i++) { /* the box's bounding sphere */
        float h = (s->box_max[i] - s->box_min[i]) * 0.5f;
        p.sphere[i] = s->box_min[i] + h;
        r2 += h * h;
    }
    float r = r2; /* sqrt by Newton steps: no libm in lib/ */
    if (r > 0) {
        float x = r2 > 1 ? r2 : 1;
        for (int i = 0; i < 40; i++) x = 0.5f * (x + r2 / x);
        r = x;
    }
    p.sphere[3] = r;
    p.extension = s->extension;
    p.extension_len = s->extension_len;
    p.materials = w->materials;
    p.materials_len = w->materials_len;
    p.version = w->info.version;
    return warp_geometry_init_parts(g, g_size, w->hdr.abi, &p, atomic, &w->limits);
}
