/* PS2 memory card icon (FACTS-2.md 8): header, per-vertex shapes, animation frames and
 * keys, the 128 x 128 A1B5G5R5 texture; and its encoder. */
#include "misc_internal.h"

#define ICON_HEADER 20
#define ANIM_HEADER 20

int warp_icon_parse(const void *data, size_t len, const warp_limits *limits, warp_icon_info *out) {
    if (!out || (!data && len)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)data;
    warp_limits lim;
    warp__limits(&lim, limits);
    if (len < 4) return WARP_E_TRUNCATED;
    if (rd32(p) != WARP_ICON_MAGIC) return WARP_E_MAGIC;
    if (len < ICON_HEADER) return WARP_E_TRUNCATED;
    warp_icon_info in;
    memset(&in, 0, sizeof in);
    in.shape_count = rd32(p + 4);
    in.texture_type = rd32(p + 8);
    in.header_word3 = rd32(p + 12);
    in.vertex_count = rd32(p + 16);
    if (in.shape_count == 0) return WARP_E_CORRUPT;
    if (in.shape_count > 1024 || in.vertex_count > lim.max_vertices) return WARP_E_LIMIT;
    if (in.texture_type & 0x08) return WARP_E_UNSUPPORTED; /* compressed texture */
    in.vertex_stride = 8 * in.shape_count + 16;
    in.vertices_offset = ICON_HEADER;
    uint64_t vbytes = (uint64_t)in.vertex_count * in.vertex_stride;
    if (vbytes > len - ICON_HEADER) return WARP_E_TRUNCATED;
    size_t pos = ICON_HEADER + (size_t)vbytes;
    in.anim_offset = pos;
    if (!span_ok(len, pos, ANIM_HEADER)) return WARP_E_TRUNCATED;
    in.anim_word0 = rd32(p + pos);
    in.frame_length = rd32(p + pos + 4);
    in.speed = rdf32(p + pos + 8);
    in.play_offset = rd32(p + pos + 12);
    in.frame_count = rd32(p + pos + 16);
    pos += ANIM_HEADER;
    in.frames_offset = pos;
    if (in.frame_count > lim.max_count) return WARP_E_LIMIT;
    if ((uint64_t)in.frame_count * 8 > len - pos) return WARP_E_TRUNCATED;
    for (uint32_t f = 0; f < in.frame_count; f++) {
        if (!span_ok(len, pos, 8)) return WARP_E_TRUNCATED;
        uint32_t keys = rd32(p + pos + 4);
        pos += 8;
        if ((uint64_t)keys * 8 > len - pos) return WARP_E_TRUNCATED;
        pos += (size_t)keys * 8;
        in.key_count += keys; /* bounded: keys fit the input, 8 bytes each */
    }
    in.texture_offset = pos;
    if (len - pos < WARP_ICON_TEXTURE_BYTES) return WARP_E_TRUNCATED;
    if (len - pos > WARP_ICON_TEXTURE_BYTES) return WARP_E_CORRUPT;
    *out = in;
    return WARP_OK;
}

/* The info must describe these bytes: re-check its spans against len. */
static int info_ok(const void *data, size_t len, const warp_icon_info *in) {
    return data && in && in->texture_offset <= len && len - in->texture_offset >= WARP_ICON_TEXTURE_BYTES &&
           in->vertex_stride == 8 * (uint64_t)in->shape_count + 16 && in->anim_offset <= in->texture_offset &&
           in->vertices_offset <= in->anim_offset &&
           (uint64_t)in->vertex_count * in->vertex_stride <= in->anim_offset - in->vertices_offset &&
           in->frames_offset <= in->texture_offset;
}

int warp_icon_get_vertex(const void *data, size_t len, const warp_icon_info *info, uint32_t v, uint32_t shape,
                         int16_t pos[4], warp_icon_vertex *out) {
    if (!out || !info_ok(data, len, info)) return WARP_E_ARG;
    if (v >= info->vertex_count || shape >= info->shape_count) return WARP_E_RANGE;
    const uint8_t *q = (const uint8_t *)data + info->vertices_offset + (size_t)v * info->vertex_stride;
    memset(out, 0, sizeof *out);
    if (pos)
        for (int k = 0; k < 4; k++) pos[k] = (int16_t)rd16(q + 8 * (size_t)shape + 2 * k);
    q += 8 * (size_t)info->shape_count;
    for (int k = 0; k < 4; k++) out->normal[k] = (int16_t)rd16(q + 2 * k);
    out->uv[0] = (int16_t)rd16(q + 8);
    out->uv[1] = (int16_t)rd16(q + 10);
    memcpy(out->color, q + 12, 4);
    return WARP_OK;
}

int warp_icon_foreach_key(const void *data, size_t len, const warp_icon_info *info, warp_icon_key_cb cb,
                          void *user) {
    if (!cb || !info_ok(data, len, info)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)data;
    size_t pos = info->frames_offset, end = info->texture_offset;
    warp_icon_key k;
    memset(&k, 0, sizeof k);
    for (uint32_t f = 0; f < info->frame_count; f++) {
        if (!span_ok(end, pos, 8)) return WARP_E_TRUNCATED;
        k.frame = f;
        k.shape = rd32(p + pos);
        k.key_count = rd32(p + pos + 4);
        pos += 8;
        if ((uint64_t)k.key_count * 8 > end - pos) return WARP_E_TRUNCATED;
        if (k.key_count == 0) {
            k.key = 0;
            k.time = k.weight = 0;
            if (cb(user, &k)) return WARP_STOPPED;
        }
        for (uint32_t i = 0; i < k.key_count; i++, pos += 8) {
            k.key = i;
            k.time = rdf32(p + pos);
            k.weight = rdf32(p + pos + 4);
            if (cb(user, &k)) return WARP_STOPPED;
        }
    }
    return WARP_OK;
}

int warp_icon_texture_rgba(const void *data, size_t len, const warp_icon_info *info, int keep_alpha, uint8_t *dst,
                           size_t dst_len, size_t *need) {
    if (!info_ok(data, len, info)) return WARP_E_ARG;
    size_t n = (size_t)WARP_ICON_TEXTURE_SIZE * WARP_ICON_TEXTURE_SIZE * 4;
    if (need) *need = n;
    if (!dst) return need ? WARP_OK : WARP_E_ARG;
    if (dst_len < n) return WARP_E_DST_SMALL;
    const uint8_t *q = (const uint8_t *)data + info->texture_offset;
    for (size_t i = 0; i < (size_t)WARP_ICON_TEXTURE_SIZE * WARP_ICON_TEXTURE_SIZE; i++) {
        uint16_t c = rd16(q + 2 * i);
        dst[4 * i + 0] = (uint8_t)((c & 31) * 255 / 31);        /* R: bits 0-4 */
        dst[4 * i + 1] = (uint8_t)(((c >> 5) & 31) * 255 / 31); /* G: bits 5-9 */
        dst[4 * i + 2] = (uint8_t)(((c >> 10) & 31) * 255 / 31);/* B: bits 10-14 */
        dst[4 * i + 3] = (uint8_t)(!keep_alpha || (c & 0x8000) ? 255 : 0);
    }
    return WARP_OK;
}

/* 8 -> 5 bits: the c whose decoded floor(c * 255 / 31) is nearest v (ties to the lower c;
 * checked for all 256 values), so a decoded value gives back the bits it came from. */
static uint16_t to5(uint8_t v) { return (uint16_t)((v * 31u + 130u) / 255u); }

int warp_icon_texture_from_rgba(const uint8_t *rgba, size_t rgba_len, size_t stride, const uint16_t *old,
                                uint16_t *dst, size_t dst_count) {
    const size_t side = WARP_ICON_TEXTURE_SIZE, row = side * 4;
    if (!rgba || !dst || stride < row || stride > (SIZE_MAX - row) / (side - 1) ||
        rgba_len < (side - 1) * stride + row)
        return WARP_E_ARG;
    if (dst_count < side * side) return WARP_E_DST_SMALL;
    for (size_t y = 0; y < side; y++)
        for (size_t x = 0; x < side; x++) {
            const uint8_t *q = rgba + y * stride + 4 * x;
            size_t i = y * side + x;
            int a = q[3] == 255 ? (!old || (old[i] & 0x8000)) : q[3] >= 128;
            dst[i] = (uint16_t)(to5(q[0]) | to5(q[1]) << 5 | to5(q[2]) << 10 | (a ? 0x8000 : 0));
        }
    return WARP_OK;
}

static int write_icon_body(warp_writer *w, const warp_icon_desc *d) {
    if (!w || !d || !d->shape_count || !d->texture) return WARP_E_ARG;
    if (d->vertex_count && (!d->positions || !d->normals || !d->uvs || !d->colors)) return WARP_E_ARG;
    if (d->frame_count && !d->frames) return WARP_E_ARG;
    if (!WARP__RESERVED_OK(d)) return WARP_E_ARG;
    warp_write_u32(w, WARP_ICON_MAGIC);
    warp_write_u32(w, d->shape_count);
    warp_write_u32(w, d->texture_type);
    warp_write_u32(w, 0);
    warp_write_u32(w, d->vertex_count);
    for (uint32_t v = 0; v < d->vertex_count; v++) {
        for (uint32_t k = 0; k < 4 * d->shape_count; k++)
            warp_write_u16(w, (uint16_t)d->positions[(size_t)v * 4 * d->shape_count + k]);
        for (uint32_t k = 0; k < 4; k++) warp_write_u16(w, (uint16_t)d->normals[4 * (size_t)v + k]);
        warp_write_u16(w, (uint16_t)d->uvs[2 * (size_t)v]);
        warp_write_u16(w, (uint16_t)d->uvs[2 * (size_t)v + 1]);
        warp_write_bytes(w, d->colors + 4 * (size_t)v, 4);
    }
    warp_write_u32(w, d->anim_word0);
    warp_write_u32(w, d->frame_length);
    warp_write_f32(w, d->speed);
    warp_write_u32(w, d->play_offset);
    warp_write_u32(w, d->frame_count);
    size_t key = 0;
    for (uint32_t f = 0; f < d->frame_count; f++) {
        uint32_t n = d->frames[2 * (size_t)f + 1];
        if (n && !d->keys) return WARP_E_ARG;
        warp_write_u32(w, d->frames[2 * (size_t)f]);
        warp_write_u32(w, n);
        for (uint32_t i = 0; i < n; i++, key++) {
            warp_write_f32(w, d->keys[2 * key]);
            warp_write_f32(w, d->keys[2 * key + 1]);
        }
    }
    for (size_t i = 0; i < (size_t)WARP_ICON_TEXTURE_SIZE * WARP_ICON_TEXTURE_SIZE; i++) warp_write_u16(w, d->texture[i]);
    return warp_writer_status(w) == WARP_E_DST_SMALL ? WARP_OK : warp_writer_status(w);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_icon(warp_writer *w, const warp_icon_desc *d) {
    return warp__writer_fail(w, write_icon_body(w, d));
}
