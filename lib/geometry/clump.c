/* Clumps (0x10): frame list with names and HAnim, geometry list, atomics with the
 * game's plugin 0x3F0 and right-to-render (000 "Clump", FACTS.md 3.2, 4.1). The handle
 * keeps spans only; each accessor walks the section it needs. */
#include "geom.h"

#define WARP_MAGIC_CLUMP 0x57574331u /* "WWC1" */
#define FRAME_BYTES 56               /* 3x3 rotation, position, parent, flags */

struct warp_clump {
    warp_handle_hdr hdr;
    warp_limits limits;
    warp_clump_info info;
    const uint8_t *body;   size_t body_len;    /* the clump's children */
    const uint8_t *frames; size_t frames_len;  /* frame list children */
    const uint8_t *frame_array;                /* frame_count x 56 bytes */
    const uint8_t *geos;   size_t geos_len;    /* geometry list children */
};

size_t warp_clump_sizeof(void) { return WARP__HANDLE_SIZE(warp_clump); }

static int bad(const warp_clump *c) { return !c || c->hdr.magic != WARP_MAGIC_CLUMP; }

/* A list section: struct {u32 count, ...}; returns the count and the struct. */
static int list_count(const rw_child *list, rw_child *st, uint32_t *count) {
    int rc = warp__rw_find(list->data, list->size, WARP_RW_STRUCT, 0, st);
    if (rc) return rc == WARP_E_NOT_FOUND ? WARP_E_CORRUPT : rc;
    if (st->size < 4) return WARP_E_TRUNCATED;
    *count = rd32(st->data);
    return WARP_OK;
}

int warp_clump_init(warp_clump *c, size_t c_size, uint32_t abi, const void *section, size_t len,
                    const warp_limits *limits) {
    int rc = warp__check_handle(c, c_size, sizeof *c, abi);
    if (rc) return rc;
    memset(c, 0, sizeof *c);
    if (warp__limits(&c->limits, limits)) return WARP_E_ARG;
    rw_child clump, ch, st;
    rc = warp__rw_open((const uint8_t *)section, len, WARP_RW_CLUMP, &clump);
    if (rc) return rc;
    c->body = clump.data;
    c->body_len = clump.size;
    c->info.version = clump.version;
    c->info.section_len = 12 + (size_t)clump.size;
    rw_iter it;
    warp__rw_iter_init(&it, clump.data, clump.size);
    int have_frames = 0;
    while ((rc = warp__rw_iter_next(&it, &ch)) == WARP_OK) {
        if (ch.type == WARP_RW_FRAME_LIST && !have_frames) {
            have_frames = 1;
            rc = list_count(&ch, &st, &c->info.frame_count);
            if (rc) return rc;
            if (c->info.frame_count > c->limits.max_count) return WARP_E_LIMIT;
            if ((st.size - 4) / FRAME_BYTES < c->info.frame_count) return WARP_E_TRUNCATED;
            c->frames = ch.data;
            c->frames_len = ch.size;
            c->frame_array = st.data + 4;
        } else if (ch.type == WARP_RW_GEOMETRY_LIST && !c->geos) {
            rc = list_count(&ch, &st, &c->info.geometry_count);
            if (rc) return rc;
            if (c->info.geometry_count > c->limits.max_count) return WARP_E_LIMIT;
            c->geos = ch.data;
            c->geos_len = ch.size;
        } else if (ch.type == WARP_RW_ATOMIC) {
            c->info.atomic_count++;
        }
    }
    if (rc != WARP_END) return rc;
    if (!have_frames) return WARP_E_CORRUPT;
    c->hdr.magic = WARP_MAGIC_CLUMP;
    c->hdr.abi = abi;
    return WARP_OK;
}

int warp_clump_get_info(const warp_clump *c, warp_clump_info *out) {
    if (bad(c) || !out) return WARP_E_ARG;
    *out = c->info;
    return WARP_OK;
}

/* Frame i's extension section (the i-th extension child of the frame list). */
static int frame_extension(const warp_clump *c, uint32_t i, rw_child *ext) {
    int rc = warp__rw_find(c->frames, c->frames_len, WARP_RW_EXTENSION, i, ext);
    return rc;
}

int warp_clump_frame(const warp_clump *c, uint32_t i, warp_frame_info *out) {
    if (bad(c) || !out) return WARP_E_ARG;
    if (i >= c->info.frame_count) return WARP_E_RANGE;
    memset(out, 0, sizeof *out);
    const uint8_t *f = c->frame_array + (size_t)i * FRAME_BYTES;
    for (int k = 0; k < 12; k++) out->matrix[k] = rdf32(f + 4 * k);
    out->parent = (int32_t)rd32(f + 48);
    out->flags = rd32(f + 52);
    if (out->parent >= (int32_t)c->info.frame_count || out->parent < -1) return WARP_E_CORRUPT;
    rw_child ext, e;
    int rc = frame_extension(c, i, &ext);
    if (rc == WARP_E_NOT_FOUND) return WARP_OK; /* no extension: no name, no HAnim */
    if (rc) return rc;
    rw_iter it;
    warp__rw_iter_init(&it, ext.data, ext.size);
    while ((rc = warp__rw_iter_next(&it, &e)) == WARP_OK) {
        if (e.type == WARP_RW_FRAME_NAME) {
            out->name = (const char *)e.data;
            out->name_len = warp__rw_strlen(&e);
        } else if (e.type == WARP_RW_HANIM) {
            if (e.size < 12) return WARP_E_TRUNCATED;
            out->has_hanim = 1;
            out->hanim_id = (int32_t)rd32(e.data + 4);
            uint32_t n = rd32(e.data + 8);
            if (n) {
                if (e.size < 20 || (e.size - 20) / 12 < n) return WARP_E_TRUNCATED;
                out->hanim_node_count = n;
                out->hanim_flags = rd32(e.data + 12);
                out->hanim_key_size = rd32(e.data + 16);
            }
        }
    }
    return rc == WARP_END ? WARP_OK : rc;
}

int warp_clump_hanim_node(const warp_clump *c, uint32_t frame, uint32_t node, warp_hanim_node *out) {
    if (bad(c) || !out) return WARP_E_ARG;
    warp_frame_info fi;
    int rc = warp_clump_frame(c, frame, &fi);
    if (rc) return rc;
    if (node >= fi.hanim_node_count) return WARP_E_RANGE;
    rw_child ext, h;
    rc = frame_extension(c, frame, &ext);
    if (!rc) rc = warp__rw_find(ext.data, ext.size, WARP_RW_HANIM, 0, &h);
    if (rc) return rc;
    const uint8_t *p = h.data + 20 + (size_t)node * 12;
    out->id = (int32_t)rd32(p);
    out->index = (int32_t)rd32(p + 4);
    out->flags = rd32(p + 8);
    return WARP_OK;
}

int warp_atomic_read(const void *section, size_t len, warp_atomic_info *out) {
    if (!out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    out->position_scale = out->uv_scale = 1.0f;
    rw_child a, ch, e;
    int rc = warp__rw_open((const uint8_t *)section, len, WARP_RW_ATOMIC, &a);
    if (rc) return rc;
    rw_iter it;
    warp__rw_iter_init(&it, a.data, a.size);
    rc = warp__rw_iter_next(&it, &ch);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    if (ch.type != WARP_RW_STRUCT) return WARP_E_CORRUPT;
    if (ch.size < 12) return WARP_E_TRUNCATED;
    out->frame = rd32(ch.data);
    out->geometry = rd32(ch.data + 4);
    out->flags = rd32(ch.data + 8);
    while ((rc = warp__rw_iter_next(&it, &ch)) == WARP_OK) {
        if (ch.type == WARP_RW_GEOMETRY && !out->embedded) { /* a standalone atomic (world parts) */
            out->embedded = ch.head;
            out->embedded_len = 12 + (size_t)ch.size;
            out->geometry = 0;
        } else if (ch.type == WARP_RW_EXTENSION) {
            rw_iter ex;
            warp__rw_iter_init(&ex, ch.data, ch.size);
            while ((rc = warp__rw_iter_next(&ex, &e)) == WARP_OK) {
                if (e.type == WARP_RW_WARRIORS_ATOMIC) {
                    if (e.size < 12) return WARP_E_TRUNCATED;
                    out->has_warriors = 1;
                    out->position_scale = rdf32(e.data);
                    out->uv_scale = rdf32(e.data + 4);
                    out->warriors_word = rd32(e.data + 8);
                } else if (e.type == WARP_RW_RIGHT_TO_RENDER) {
                    if (e.size < 8) return WARP_E_TRUNCATED;
                    out->has_pipeline = 1;
                    out->pipeline_plugin = rd32(e.data);
                    out->pipeline_id = rd32(e.data + 4);
                }
            }
            if (rc != WARP_END) return rc;
        }
    }
    return rc == WARP_END ? WARP_OK : rc;
}

int warp_clump_atomic(const warp_clump *c, uint32_t i, warp_atomic_info *out) {
    if (bad(c) || !out) return WARP_E_ARG;
    if (i >= c->info.atomic_count) return WARP_E_RANGE;
    rw_child a;
    int rc = warp__rw_find(c->body, c->body_len, WARP_RW_ATOMIC, i, &a);
    if (rc) return rc;
    rc = warp_atomic_read(a.head, 12 + (size_t)a.size, out);
    if (rc) return rc;
    if (out->frame >= c->info.frame_count) return WARP_E_CORRUPT;
    if (!out->embedded && out->geometry >= c->info.geometry_count) return WARP_E_CORRUPT;
    return WARP_OK;
}

int warp_clump_geometry(const warp_clump *c, uint32_t i, warp_geometry *g, size_t g_size) {
    if (bad(c)) return WARP_E_ARG;
    if (i >= c->info.geometry_count) return WARP_E_RANGE;
    rw_child geo;
    int rc = warp__rw_find(c->geos, c->geos_len, WARP_RW_GEOMETRY, i, &geo);
    if (rc) return rc == WARP_E_NOT_FOUND ? WARP_E_TRUNCATED : rc;
    warp_atomic_info a, *use = NULL;
    for (uint32_t k = 0; k < c->info.atomic_count && !use; k++)
        if (warp_clump_atomic(c, k, &a) == WARP_OK && !a.embedded && a.geometry == i) use = &a;
    return warp_geometry_init(g, g_size, c->hdr.abi, geo.head, 12 + (size_t)geo.size, use, &c->limits);
}
