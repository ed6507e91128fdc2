/* Material lists (0x08) and materials (0x07): colour, texture and mask names, MatFX,
 * right-to-render (000 "Clump"; FACTS.md 3.7). */
#include "geom.h"

/* The list's struct: u32 count, then count i32 (-1 = a new material follows, else the
 * index of an earlier entry to share). */
static int list_struct(const uint8_t *list, size_t len, rw_child *sec, const uint8_t **entries, uint32_t *count) {
    int rc = warp__rw_open(list, len, WARP_RW_MATERIAL_LIST, sec);
    if (rc) return rc;
    rw_child st;
    rc = warp__rw_find(sec->data, sec->size, WARP_RW_STRUCT, 0, &st);
    if (rc) return rc == WARP_E_NOT_FOUND ? WARP_E_CORRUPT : rc;
    if (st.size < 4) return WARP_E_TRUNCATED;
    uint32_t n = rd32(st.data);
    if ((st.size - 4) / 4 < n) return WARP_E_TRUNCATED;
    *entries = st.data + 4;
    *count = n;
    return WARP_OK;
}

int warp_material_list_count(const void *list, size_t len, uint32_t *count) {
    if (!count) return WARP_E_ARG;
    rw_child sec;
    const uint8_t *e;
    return list_struct((const uint8_t *)list, len, &sec, &e, count);
}

static void texture_names(const rw_child *tex, const char **name, uint32_t *name_len, const char **mask,
                          uint32_t *mask_len, uint32_t *filter) {
    rw_child s;
    if (filter && warp__rw_find(tex->data, tex->size, WARP_RW_STRUCT, 0, &s) == WARP_OK && s.size >= 4)
        *filter = rd32(s.data);
    if (warp__rw_find(tex->data, tex->size, WARP_RW_STRING, 0, &s) == WARP_OK) {
        *name = (const char *)s.data;
        *name_len = warp__rw_strlen(&s);
    }
    if (mask && warp__rw_find(tex->data, tex->size, WARP_RW_STRING, 1, &s) == WARP_OK) {
        *mask = (const char *)s.data;
        *mask_len = warp__rw_strlen(&s);
    }
}

/* MatFX (0x120): u32 effect, then two effect records {u32 type, data}. The dual pass's
 * blend modes and texture and the env map's coefficient, flag and texture (001 "Clump":
 * its String is the environment map name) are reported; a record we cannot step over ends
 * the parse without an error (the effect type is still known). */
static void matfx(const rw_child *fx, warp_material_info *out) {
    if (fx->size < 4) return;
    out->matfx = rd32(fx->data);
    size_t pos = 4;
    for (int slot = 0; slot < 2; slot++) {
        if (!span_ok(fx->size, pos, 4)) return;
        uint32_t type = rd32(fx->data + pos);
        pos += 4;
        uint32_t fixed = type == 0 || type == 5 ? 0 : type == 1 ? 8 : type == 2 ? 12 : type == 4 ? 12 : 0xFFFFFFFFu;
        if (fixed == 0xFFFFFFFFu || !span_ok(fx->size, pos, fixed)) return;
        uint32_t has_tex = fixed ? rd32(fx->data + pos + fixed - 4) : 0;
        if (type == 4) {
            out->dual_src_blend = rd32(fx->data + pos);
            out->dual_dst_blend = rd32(fx->data + pos + 4);
        } else if (type == 2) {
            out->env_coefficient = rdf32(fx->data + pos);
            out->env_use_fb_alpha = rd32(fx->data + pos + 4);
        }
        pos += fixed;
        if (has_tex) {
            rw_iter it;
            rw_child tex;
            warp__rw_iter_init(&it, fx->data + pos, fx->size - pos);
            if (warp__rw_iter_next(&it, &tex) || tex.type != WARP_RW_TEXTURE) return;
            if (type == 4)
                texture_names(&tex, &out->dual_texture_name, &out->dual_texture_name_len, NULL, NULL, NULL);
            else if (type == 2)
                texture_names(&tex, &out->env_texture_name, &out->env_texture_name_len, NULL, NULL, NULL);
            pos += 12 + (size_t)tex.size;
        }
        if (type == 1) { /* bump: a second texture flag and texture */
            if (!span_ok(fx->size, pos, 4)) return;
            uint32_t has2 = rd32(fx->data + pos);
            pos += 4;
            if (has2) {
                rw_iter it;
                rw_child tex;
                warp__rw_iter_init(&it, fx->data + pos, fx->size - pos);
                if (warp__rw_iter_next(&it, &tex)) return;
                pos += 12 + (size_t)tex.size;
            }
        }
    }
}

static int material(const rw_child *m, warp_material_info *out) {
    memset(out, 0, sizeof *out);
    out->ambient = out->specular = out->diffuse = 1.0f;
    rw_iter it;
    rw_child c;
    warp__rw_iter_init(&it, m->data, m->size);
    int rc = warp__rw_iter_next(&it, &c);
    if (rc == WARP_END) return WARP_E_TRUNCATED;
    if (rc) return rc;
    if (c.type != WARP_RW_STRUCT) return WARP_E_CORRUPT;
    if (c.size < 16) return WARP_E_TRUNCATED;
    memcpy(out->color, c.data + 4, 4);
    out->textured = rd32(c.data + 12);
    if (c.size >= 28) {
        out->ambient = rdf32(c.data + 16);
        out->specular = rdf32(c.data + 20);
        out->diffuse = rdf32(c.data + 24);
    }
    while ((rc = warp__rw_iter_next(&it, &c)) == WARP_OK) {
        if (c.type == WARP_RW_TEXTURE && !out->has_texture) {
            out->has_texture = 1;
            texture_names(&c, &out->texture_name, &out->texture_name_len, &out->mask_name, &out->mask_name_len,
                          &out->texture_filter);
        } else if (c.type == WARP_RW_EXTENSION) {
            rw_iter ex;
            rw_child e;
            warp__rw_iter_init(&ex, c.data, c.size);
            while ((rc = warp__rw_iter_next(&ex, &e)) == WARP_OK) {
                if (e.type == WARP_RW_MATFX) matfx(&e, out);
                if (e.type == WARP_RW_RIGHT_TO_RENDER && e.size >= 8) {
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

int warp_material_list_get(const void *list, size_t len, uint32_t index, warp_material_info *out) {
    if (!out) return WARP_E_ARG;
    rw_child sec;
    const uint8_t *e;
    uint32_t count;
    int rc = list_struct((const uint8_t *)list, len, &sec, &e, &count);
    if (rc) return rc;
    if (index >= count) return WARP_E_RANGE;
    int32_t ref = (int32_t)rd32(e + 4 * (size_t)index);
    if (ref >= 0) { /* shares an earlier new material */
        if ((uint32_t)ref >= index || (int32_t)rd32(e + 4 * (size_t)ref) >= 0) return WARP_E_CORRUPT;
        index = (uint32_t)ref;
    }
    uint32_t nth = 0; /* materials stored before this one */
    for (uint32_t i = 0; i < index; i++)
        if ((int32_t)rd32(e + 4 * (size_t)i) < 0) nth++;
    rw_child m;
    rc = warp__rw_find(sec.data, sec.size, WARP_RW_MATERIAL, nth, &m);
    if (rc) return rc == WARP_E_NOT_FOUND ? WARP_E_CORRUPT : rc;
    return material(&m, out);
}
