/* The RenderWare streams of one WAD entry, wherever the entry keeps them: chunks of a
 * resource or pack (clumps in 0x09/0x25/0x47, dictionaries in 0x0B/0x2A, a world in
 * 0x15: docs/format-chunks.md), the dictionary and world of a world stream, the
 * dictionary and atomics of a world part (docs/format-worlds.md), an old-format
 * stream or a plain RenderWare file. One dispatch, so hosts and the tool share it. */
#include "wad_internal.h"

typedef struct walk {
    warp_stream_cb cb;
    void *user;
    const uint8_t *base;
    uint32_t kind, index, max_roots;
} walk;

/* The main RenderWare section id a chunk type carries, or 0 for none. */
static uint32_t chunk_main(uint32_t type) {
    switch (type) {
    case WARP_CHUNK_CHARACTER_DFF: case WARP_CHUNK_DYNAMIC_OBJ_DFF: case WARP_CHUNK_PREINSTANCE_OBJECT:
        return WARP_RW_CLUMP;
    case WARP_CHUNK_TEXTURE_DICTIONARY_TID: case WARP_CHUNK_RW_TEXTURE_DICTIONARY: return WARP_RW_TEXTURE_DICTIONARY;
    case WARP_CHUNK_SECTOR_BSP: return WARP_RW_WORLD;
    default: return 0;
    }
}

/* Fill the span fields and call back. `main` is the section id wanted among the root
 * sections of [p, p + n) (0: the first root); when absent, section stays NULL. */
static int emit(walk *k, warp_stream_info *s, const uint8_t *p, size_t n, uint32_t main) {
    s->kind = k->kind;
    s->index = k->index++;
    s->offset = (size_t)(p - k->base);
    s->data = p;
    s->len = n;
    warp_rw_section h;
    size_t off = 0;
    for (uint32_t r = 0; r < k->max_roots && warp_rw_header(p, n, off, &h) == WARP_OK; r++) {
        if (!main || h.type == main) {
            s->type = h.type;
            s->section = p + off;
            s->section_len = 12 + (size_t)h.size;
            break;
        }
        off += 12 + (size_t)h.size;
    }
    if (!s->section) s->type = main;
    return k->cb(k->user, s) ? WARP_STOPPED : WARP_OK;
}

static int on_chunk(void *user, const warp_chunk_info *c) {
    walk *k = (walk *)user;
    uint32_t main = chunk_main(c->type);
    if (!main) return 0;
    warp_stream_info s;
    memset(&s, 0, sizeof s);
    s.source = WARP_STREAM_CHUNK;
    s.resource_index = c->resource_index;
    s.resource_hash = c->resource_hash;
    s.chunk_index = c->index;
    s.chunk_type = c->type;
    s.chunk_hash = c->hash;
    s.resource_offset = c->resource_offset;
    return emit(k, &s, c->data, c->size, main) ? 1 : 0;
}

typedef struct part_walk { walk *k; int rc; } part_walk;

static int on_part_atomic(void *user, const warp_world_part_atomic *a) {
    part_walk *pw = (part_walk *)user;
    warp_stream_info s;
    memset(&s, 0, sizeof s);
    s.source = WARP_STREAM_WORLD_PART;
    s.part_k = a->k;
    pw->rc = emit(pw->k, &s, a->section, a->section_len, WARP_RW_ATOMIC);
    return pw->rc != WARP_OK;
}

int warp_entry_streams(const void *buf, size_t len, int kind, const warp_limits *limits, warp_stream_cb cb,
                       void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)buf;
    if (kind < 0 || kind >= WARP_KIND_COUNT) return WARP_E_ARG;
    int rc;
    if (kind == WARP_KIND_UNKNOWN && (rc = warp_classify(p, len, WARP_KIND_UNKNOWN, &kind)) != WARP_OK) return rc;
    walk k = {cb, user, p, (uint32_t)kind, 0, lim.max_count};
    warp_stream_info s;
    memset(&s, 0, sizeof s);
    switch (kind) {
    case WARP_KIND_PACK: case WARP_KIND_TEXTURES: case WARP_KIND_SPRITE_SHEET: case WARP_KIND_MODEL:
    case WARP_KIND_SKINNED_MODEL: case WARP_KIND_ANIMATION: case WARP_KIND_CHARACTER: case WARP_KIND_LEVEL:
    case WARP_KIND_GLOBAL: case WARP_KIND_SCENE_LIST: case WARP_KIND_RESOURCE:
        return warp_chunk_foreach(p, len, &lim, on_chunk, &k);
    case WARP_KIND_WORLD_STREAM: {
        warp_world_stream_info ws;
        if ((rc = warp_world_stream_parse(p, len, &ws)) != WARP_OK) return rc;
        s.source = WARP_STREAM_WORLD_STREAM;
        if ((rc = emit(&k, &s, ws.dictionary, ws.dictionary_len, 0)) != WARP_OK) return rc;
        memset(&s, 0, sizeof s);
        s.source = WARP_STREAM_WORLD_STREAM;
        return emit(&k, &s, ws.world, ws.world_len, 0);
    }
    case WARP_KIND_WORLD_PART: {
        warp_world_part_info wp;
        if ((rc = warp_world_part_parse(p, len, &wp)) != WARP_OK) return rc;
        s.source = WARP_STREAM_WORLD_PART;
        s.part_k = WARP_WORLD_NO_INDEX;
        if ((rc = emit(&k, &s, wp.dictionary, wp.dictionary_len, 0)) != WARP_OK) return rc;
        part_walk pw = {&k, WARP_OK};
        rc = warp_world_part_foreach(p, len, &lim, on_part_atomic, &pw);
        return rc == WARP_STOPPED && pw.rc != WARP_STOPPED ? pw.rc : rc;
    }
    case WARP_KIND_RW_OLD: {
        s.source = WARP_STREAM_OLD;
        size_t at = warp_rw_old_start(p, len); /* past 3,797's count word */
        return emit(&k, &s, p + at, len - at, 0);
    }
    case WARP_KIND_UNKNOWN: {
        warp_rw_section h; /* a plain RenderWare file (.txd, .dff, .bsp) */
        memset(&h, 0, sizeof h);
        rc = warp_rw_header(p, len, 0, &h);
        if (len < 12 || !warp_rw_is_container(h.type)) return WARP_OK; /* not RenderWare */
        /* a container header stamped 3.x whose section runs past the buffer: a cut file,
         * not "no RenderWare" (which would answer WARP_OK without a call) */
        if (rc != WARP_OK) return h.version >= 0x30000u && h.version <= 0x3FFFFu ? rc : WARP_OK;
        s.source = WARP_STREAM_PLAIN;
        return emit(&k, &s, p, len, 0);
    }
    default: /* Lua, scenes, sound data, text, images: no RenderWare */
        return WARP_OK;
    }
}
