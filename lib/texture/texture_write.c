/* The texture encoder: indices + palette (or RGBA) to a texture native section laid
 * out as the game's (version 2, GS upload packets, swizzled, CSM1, alpha 0-128);
 * true colour as PSMCT32, PSMCT24 (3 bytes a texel) or PSMCT16/16S (RGBA5551).
 * GS memory placement (palette offset, MIPTBP, GS size, TRXPOS) is computed as
 * RenderWare places a raster it creates (gs_layout.c), or kept from an original
 * (warp_write_texture_native_like). */
#include "texture_internal.h"

static int pow2(uint32_t v) { return v && !(v & (v - 1)); }
static uint32_t log2u(uint32_t v) {
    uint32_t n = 0;
    while ((1u << n) < v) n++;
    return n;
}
static uint32_t lw(const warp_texture_desc *d, uint32_t i) { return d->width >> i ? d->width >> i : 1; }
static uint32_t lh(const warp_texture_desc *d, uint32_t i) { return d->height >> i ? d->height >> i : 1; }
static int palettised(const warp_texture_desc *d) { return d->psm == WARP_PSM_T8 || d->psm == WARP_PSM_T4; }
/* Bits a texel: the header's depth, and the packing of plain levels. */
static uint32_t depth_of(const warp_texture_desc *d) {
    switch (d->psm) {
    case WARP_PSM_T4: return 4;
    case WARP_PSM_T8: return 8;
    case WARP_PSM_CT16: case WARP_PSM_CT16S: return 16;
    case WARP_PSM_CT24: return 24;
    default: return 32;
    }
}

/* Padded transfer size of a level in texels: 16x4 (T8) / 32x4 (T4) at least. */
static void buf_size(const warp_texture_desc *d, uint32_t i, uint32_t *bw, uint32_t *bh) {
    uint32_t min_w = d->psm == WARP_PSM_T8 ? 16 : d->psm == WARP_PSM_T4 ? 32 : 1;
    uint32_t min_h = palettised(d) ? 4 : 1;
    *bw = lw(d, i) > min_w ? lw(d, i) : min_w;
    *bh = lh(d, i) > min_h ? lh(d, i) : min_h;
}

static size_t image_size(const warp_texture_desc *d, uint32_t i) {
    uint32_t bw, bh;
    buf_size(d, i, &bw, &bh);
    size_t n = (size_t)bw * bh;
    n = n * depth_of(d) / 8;
    return (n + 15) & ~(size_t)15;
}
/* A level's row unit (a 4-row band when swizzled) and the bytes each of its IMAGE tags
 * but the last moves (tex_piece; 0 when one tag holds it). */
static size_t level_piece(const warp_texture_desc *d, uint32_t i) {
    uint32_t bw, bh;
    buf_size(d, i, &bw, &bh);
    return tex_piece(image_size(d, i), (size_t)bw * (palettised(d) ? 4u : 1u) * depth_of(d) / 8);
}
/* The level's packet bytes: its 0x50-byte header, the image and one 16-byte IMAGE tag
 * before each piece after the first. */
static size_t level_packet(const warp_texture_desc *d, uint32_t i) {
    size_t image = image_size(d, i), piece = level_piece(d, i);
    return 0x50 + image + (piece ? (image - 1) / piece * 16u : 0);
}
static int palette16(const warp_texture_desc *d) {
    return d->palette_psm == WARP_PSM_CT16 || d->palette_psm == WARP_PSM_CT16S;
}
/* The palette's image: 256 colours as 16x16 pixels (T8); 16 colours as an 8x3 block of
 * 32-bit pixels or 8x2 of 16-bit ones (T4). */
static void palette_pixels(const warp_texture_desc *d, uint32_t *pw, uint32_t *ph) {
    *pw = d->psm == WARP_PSM_T8 ? 16 : 8;
    *ph = d->psm == WARP_PSM_T8 ? 16 : palette16(d) ? 2 : 3;
}
static size_t palette_image_size(const warp_texture_desc *d) {
    if (!palettised(d)) return 0;
    uint32_t pw, ph;
    palette_pixels(d, &pw, &ph);
    return (size_t)pw * ph * (palette16(d) ? 2u : 4u);
}

static int check_desc(const warp_texture_desc *d) {
    if (!d || !WARP__RESERVED_OK(d)) return WARP_E_ARG;
    /* TEX0's TW/TH: the GS samples 1 to 1,024 texels a side (FACTS-2 13) */
    if (!pow2(d->width) || !pow2(d->height) || d->width > 1024 || d->height > 1024) return WARP_E_ARG;
    if (d->levels < 1 || d->levels > WARP_TEXTURE_MAX_LEVELS) return WARP_E_ARG;
    if (!palettised(d) && d->psm != WARP_PSM_CT32 && d->psm != WARP_PSM_CT24 && d->psm != WARP_PSM_CT16 &&
        d->psm != WARP_PSM_CT16S)
        return WARP_E_ARG;
    /* pieces of whole quadwords (true of every size up to 1,024 a side) */
    for (uint32_t i = 0; i < d->levels; i++)
        if (level_piece(d, i) % 16) return WARP_E_UNSUPPORTED;
    if (palettised(d) && (!d->palette || (d->palette_psm != WARP_PSM_CT32 && !palette16(d)))) return WARP_E_ARG;
    if (!palettised(d) && d->palette_psm) return WARP_E_ARG;
    for (uint32_t i = 0; i < d->levels; i++) {
        const uint8_t *src = palettised(d) ? d->indices[i] : d->rgba[i];
        if (!src) return WARP_E_ARG;
        if (d->psm == WARP_PSM_T4)
            for (size_t k = 0, n = (size_t)lw(d, i) * lh(d, i); k < n; k++)
                if (src[k] > 15) return WARP_E_ARG;
    }
    return WARP_OK;
}

/* A level's image as it is written: an IMAGE tag (FACTS-2 13; EOP clear, as the game's
 * tags are) before each `piece` bytes after the first; piece 0 writes straight through. */
typedef struct level_out {
    warp_writer *w;
    size_t at, piece, image; /* bytes written, each tag's, the whole image's */
} level_out;

static int image_tag(warp_writer *w, size_t bytes) {
    int rc = warp_write_u64(w, 0x0800000000000000ull | (uint64_t)(bytes / 16));
    return rc ? rc : warp_write_u64(w, 0);
}

static int out_bytes(level_out *o, const uint8_t *p, size_t n, int zeros) {
    int rc = WARP_OK;
    while (n && !rc) {
        size_t k = n;
        if (o->piece) {
            if (o->at && o->at % o->piece == 0) {
                size_t left = o->image - o->at;
                rc = image_tag(o->w, left < o->piece ? left : o->piece);
            }
            if (k > o->piece - o->at % o->piece) k = o->piece - o->at % o->piece;
        }
        if (!rc) rc = zeros ? warp_write_zeros(o->w, k) : warp_write_bytes(o->w, p, k);
        o->at += k, n -= k;
        if (p) p += k;
    }
    return rc;
}

/* Texel (x, y) of the padded level: the desc's inside the level; outside, the original's
 * padding when a layout is kept (`like`, same buffer size), else 0. */
static uint8_t texel(const warp_texture_desc *d, uint32_t level, uint32_t x, uint32_t y, const warp_texture *like) {
    uint32_t w = lw(d, level);
    if (x < w && y < lh(d, level)) return d->indices[level][(size_t)y * w + x];
    if (!like) return 0;
    const tex_level *lv = &like->level[level];
    size_t k = tex_swizzle_at(x, y, lv->buf_w);
    return d->psm == WARP_PSM_T4 ? (uint8_t)((lv->data[k >> 1] >> ((k & 1u) * 4u)) & 15u) : lv->data[k];
}

/* Swizzled image, written in storage order one 32-texel block at a time: a block
 * holds texels 16bx..16bx+15 of rows 4b+p and 4b+2+p (spec "Undoing the order"). */
static int write_swizzled(level_out *w, const warp_texture_desc *d, uint32_t level, const warp_texture *like) {
    uint32_t bw, bh;
    buf_size(d, level, &bw, &bh);
    int nibbles = d->psm == WARP_PSM_T4;
    int rc = WARP_OK;
    for (uint32_t band = 0; band < bh / 4 && !rc; band++)
        for (uint32_t p = 0; p < 2 && !rc; p++)
            for (uint32_t bx = 0; bx < bw / 16 && !rc; bx++) {
                uint8_t blk[32] = {0};
                for (uint32_t y1 = 0; y1 < 2; y1++) {
                    uint32_t y = band * 4 + y1 * 2 + p;
                    for (uint32_t xi = 0; xi < 16; xi++) {
                        uint32_t k = warp__tex_swizzle_lut[y & 7u][xi];
                        uint8_t v = texel(d, level, bx * 16 + xi, y, like);
                        if (nibbles)
                            blk[k >> 1] |= (uint8_t)(v << ((k & 1u) * 4u));
                        else
                            blk[k] = v;
                    }
                }
                rc = out_bytes(w, blk, nibbles ? 16 : 32, 0);
            }
    return rc;
}

/* One RGBA8 colour as `bytes` bytes: CT32 RGBA (alpha 0-128), CT24 RGB, CT16/16S RGBA5551.
 * `orig` (NULL when none): the original's stored colour, kept as it is when it decodes to
 * the same colour (so an alpha stored above 128, say, does not change). */
static int write_colour(level_out *w, const uint8_t *p, uint32_t bytes, const uint8_t *orig) {
    uint8_t c[4] = {p[0], p[1], p[2], tex_alpha_reduce(p[3])};
    if (bytes == 2) {
        uint16_t v = tex_ct16_encode(p);
        c[0] = (uint8_t)v, c[1] = (uint8_t)(v >> 8);
    }
    if (orig) {
        uint8_t a[4], b[4];
        tex_colour_rgba(c, bytes, a);
        tex_colour_rgba(orig, bytes, b);
        if (!memcmp(a, b, 4)) return out_bytes(w, orig, bytes, 0);
    }
    return out_bytes(w, c, bytes, 0);
}

/* Padding after an image's content: the original's bytes when a layout is kept, else zeros. */
static int write_pad(level_out *w, const uint8_t *orig, size_t len) {
    return out_bytes(w, orig, len, !orig);
}

static int write_rgba_level(level_out *w, const warp_texture_desc *d, uint32_t level, const warp_texture *like) {
    size_t n = (size_t)lw(d, level) * lh(d, level), bytes = depth_of(d) / 8;
    const uint8_t *orig = like ? like->level[level].data : NULL;
    int rc = WARP_OK;
    for (size_t k = 0; k < n && !rc; k++)
        rc = write_colour(w, d->rgba[level] + k * 4, (uint32_t)bytes, orig ? orig + k * bytes : NULL);
    return rc ? rc : write_pad(w, orig ? orig + n * bytes : NULL, image_size(d, level) - n * bytes);
}

static int write_palette(warp_writer *wr, const warp_texture_desc *d, const warp_texture *like) {
    level_out out = {wr, 0, 0, 0}, *w = &out;
    uint32_t n = d->psm == WARP_PSM_T8 ? 256 : 16, bytes = palette16(d) ? 2 : 4;
    const uint8_t *orig = like ? like->palette : NULL;
    int rc = WARP_OK;
    for (uint32_t slot = 0; slot < n && !rc; slot++)
        rc = write_colour(w, d->palette + (size_t)(n == 256 ? tex_csm1_slot(slot) : slot) * 4u, bytes,
                          orig ? orig + (size_t)slot * bytes : NULL);
    /* T4 CT32: the 8x3 block's last 8 */
    return rc ? rc : write_pad(w, orig ? orig + (size_t)n * bytes : NULL, palette_image_size(d) - n * bytes);
}

/* GIF tag (NLOOP 3, A+D), TRXPOS, TRXREG, TRXDIR, image GIF tag (spec "Texels"). */
static int write_packet_header(warp_writer *w, uint64_t trxpos, uint32_t tw, uint32_t th, size_t image) {
    int rc = warp_write_u64(w, 0x1000000000000003ull);
    if (!rc) rc = warp_write_u64(w, 0x0E);
    if (!rc) rc = warp_write_u64(w, trxpos);
    if (!rc) rc = warp_write_u64(w, 0x51);
    if (!rc) rc = warp_write_u32(w, tw);
    if (!rc) rc = warp_write_u32(w, th);
    if (!rc) rc = warp_write_u64(w, 0x52);
    if (!rc) rc = warp_write_u64(w, 0);
    if (!rc) rc = warp_write_u64(w, 0x53);
    if (!rc) rc = warp_write_u64(w, 0x0800000000000000ull | (uint64_t)(image / 16));
    if (!rc) rc = warp_write_u64(w, 0);
    return rc;
}

static int write_raster_header(warp_writer *w, const warp_texture_desc *d, size_t pixel_size, size_t palette_size,
                               const tex_gs_layout *gs) {
    uint32_t depth = depth_of(d);
    uint32_t colour = depth == 24 ? WARP_RASTER_888 : depth == 16 || palette16(d) ? WARP_RASTER_1555 : WARP_RASTER_8888;
    uint32_t format = WARP_RASTER_TEXTURE | colour | (d->levels > 1 ? WARP_RASTER_MIPMAP : 0) |
                      (d->psm == WARP_PSM_T8 ? WARP_RASTER_PAL8 : d->psm == WARP_PSM_T4 ? WARP_RASTER_PAL4 : 0);
    uint64_t tbw = palettised(d) ? ((d->width / 64 + 1) & ~1u) : (d->width / 64 ? d->width / 64 : 1);
    if (tbw < 2 && palettised(d)) tbw = 2;
    uint64_t tex0 = tbw << 14 | (uint64_t)d->psm << 20 | (uint64_t)log2u(d->width) << 26 |
                    (uint64_t)log2u(d->height) << 30 | (depth == 24 ? 0 : 1ull << 34) /* TCC: alpha used */ |
                    (uint64_t)d->palette_psm << 51 /* CPSM */ | (palettised(d) ? 1ull << 61 : 0) /* CLD */;
    int rc = warp_write_u32(w, d->width);
    if (!rc) rc = warp_write_u32(w, d->height);
    if (!rc) rc = warp_write_u32(w, depth);
    if (!rc) rc = warp_write_u16(w, (uint16_t)format);
    if (!rc) rc = warp_write_u16(w, 2); /* layout version: GS upload packets */
    if (!rc) rc = warp_write_u64(w, tex0);
    if (!rc) rc = warp_write_u32(w, gs->palette_base);     /* palette offset in GS memory (blocks) */
    if (!rc) rc = warp_write_u32(w, (d->levels - 1) << 2); /* TEX1: MXL */
    if (!rc) rc = warp_write_u64(w, gs->miptbp1);
    if (!rc) rc = warp_write_u64(w, gs->miptbp2);
    if (!rc) rc = warp_write_u32(w, (uint32_t)pixel_size);
    if (!rc) rc = warp_write_u32(w, (uint32_t)palette_size);
    if (!rc) rc = warp_write_u32(w, gs->gs_size); /* words */
    if (!rc) rc = warp_write_u32(w, d->sky_mipmap ? d->sky_mipmap : 0xFC0u);
    return rc;
}

static int write_texture_native_body(warp_writer *w, const warp_texture_desc *d) {
    int rc = check_desc(d);
    if (rc) return rc;
    uint32_t stamp = d->stamp ? d->stamp : WARP_RW_STAMP_37002;
    uint32_t filter = d->filter ? d->filter : d->levels > 1 ? 6 : 2;
    uint32_t au = d->address_u ? d->address_u : 1, av = d->address_v ? d->address_v : 1;
    size_t pixel_size = 0, palette_size = palettised(d) ? 0x50 + palette_image_size(d) : 0;
    for (uint32_t i = 0; i < d->levels; i++) pixel_size += level_packet(d, i);
    tex_gs_layout gs;
    warp__tex_gs_layout_compute(d->width, d->height, d->psm, d->palette_psm, d->levels, &gs);

    rc = warp_write_section_begin(w, WARP_RW_TEXTURE_NATIVE, stamp);
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    if (!rc) rc = warp_write_bytes(w, "PS2\0", 4);
    if (!rc) rc = warp_write_u32(w, (filter & 0xFFu) | (au & 0xFu) << 8 | (av & 0xFu) << 12);
    if (!rc) rc = warp_write_section_end(w);
    if (!rc) rc = warp_write_string_section(w, d->name, stamp);
    if (!rc) rc = warp_write_string_section(w, d->mask, stamp);
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_STRUCT, stamp); /* raster */
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    if (!rc) rc = write_raster_header(w, d, pixel_size, palette_size, &gs);
    if (!rc) rc = warp_write_section_end(w);
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    for (uint32_t i = 0; i < d->levels && !rc; i++) {
        uint32_t bw, bh;
        buf_size(d, i, &bw, &bh);
        level_out out = {w, 0, level_piece(d, i), image_size(d, i)};
        size_t first = out.piece ? out.piece : out.image;
        if (palettised(d)) {
            rc = write_packet_header(w, gs.trxpos[i], bw / 2, bh / 2, first);
            if (!rc) rc = write_swizzled(&out, d, i, NULL);
        } else {
            rc = write_packet_header(w, gs.trxpos[i], bw, bh, first);
            if (!rc) rc = write_rgba_level(&out, d, i, NULL);
        }
    }
    if (!rc && palettised(d)) {
        uint32_t pw, ph;
        palette_pixels(d, &pw, &ph);
        rc = write_packet_header(w, gs.palette_trxpos, pw, ph, palette_image_size(d));
        if (!rc) rc = write_palette(w, d, NULL);
    }
    if (!rc) rc = warp_write_section_end(w); /* texels */
    if (!rc) rc = warp_write_section_end(w); /* raster */
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_SKY_MIPMAP, stamp);
    if (!rc) rc = warp_write_u32(w, d->sky_mipmap ? d->sky_mipmap : 0xFC0u);
    if (!rc) rc = warp_write_section_end(w);
    if (!rc) rc = warp_write_section_end(w);
    if (!rc) rc = warp_write_section_end(w);
    return rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_texture_native(warp_writer *w, const warp_texture_desc *d) {
    return warp__writer_fail(w, write_texture_native_body(w, d));
}

/* ---- keeping an original's GS layout (docs/patch.md) ---------------------------- */
/* Bytes of the palette packet's image (its image GIF tag's NLOOP quadwords). */
static size_t like_palette_image(const warp_texture *t) {
    return (size_t)(rd32(t->palette - PK_HEADER + PK_IMAGE_TAG) & 0x7FFFu) * 16u;
}

/* The original holds d's texels in images of the very sizes and buffer shapes this
 * encoder writes: version 2, same size, pixel formats, level count and packet images. */
static int same_layout(const warp_texture_desc *d, const warp_texture *t) {
    const warp_texture_info *in = &t->info;
    if (in->layout_version < 2 || in->width != d->width || in->height != d->height || in->psm != d->psm ||
        in->levels != d->levels || (palettised(d) && in->palette_psm != d->palette_psm))
        return 0;
    if (!palettised(d) && t->texel_bytes * 8u != depth_of(d)) return 0; /* CT24 stored as 4 bytes */
    for (uint32_t i = 0; i < d->levels; i++) {
        const tex_level *lv = &t->level[i];
        uint32_t bw, bh;
        buf_size(d, i, &bw, &bh);
        if (lv->piece || lv->size != image_size(d, i) || lv->buf_w != bw || lv->buf_h != bh ||
            lv->layout != (palettised(d) ? TEX_SWIZZLED : TEX_PLAIN))
            return 0;
    }
    return !palettised(d) || like_palette_image(t) == palette_image_size(d);
}

/* The original section with only its images rewritten: level images, then the palette's. */
static int write_kept(warp_writer *w, const warp_texture_desc *d, const warp_texture *t) {
    const uint8_t *at = t->info.section, *end = at + t->info.section_len;
    int rc = WARP_OK;
    for (uint32_t i = 0; i < d->levels && !rc; i++) {
        const tex_level *lv = &t->level[i];
        level_out out = {w, 0, 0, lv->size}; /* one tag: same_layout */
        rc = warp_write_bytes(w, at, (size_t)(lv->data - at)); /* headers before it, verbatim */
        if (!rc) rc = palettised(d) ? write_swizzled(&out, d, i, t) : write_rgba_level(&out, d, i, t);
        at = lv->data + lv->size;
    }
    if (!rc && palettised(d)) {
        rc = warp_write_bytes(w, at, (size_t)(t->palette - at));
        if (!rc) rc = write_palette(w, d, t);
        at = t->palette + like_palette_image(t);
    }
    return rc ? rc : warp_write_bytes(w, at, (size_t)(end - at));
}

static int write_texture_native_like_body(warp_writer *w, const warp_texture_desc *d, const void *like, size_t like_len,
                                   uint32_t *kept) {
    if (kept) *kept = 0;
    int rc = check_desc(d);
    if (rc) return rc;
    if (!like) return WARP_E_ARG;
    _Alignas(WARP_ALIGN) union { warp_texture t; unsigned char size[WARP__HANDLE_SIZE(warp_texture)]; } mem;
    rc = warp_texture_init(&mem.t, sizeof mem, WARP_ABI_VERSION, like, like_len, NULL);
    if (rc) return rc;
    if (!same_layout(d, &mem.t)) return warp_write_texture_native(w, d);
    if (kept) *kept = 1;
    return write_kept(w, d, &mem.t);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_texture_native_like(warp_writer *w, const warp_texture_desc *d, const void *like, size_t like_len,
                                   uint32_t *kept) {
    return warp__writer_fail(w, write_texture_native_like_body(w, d, like, like_len, kept));
}

static int write_txd_body(warp_writer *w, const warp_texture_desc *descs, uint32_t count, uint32_t stamp) {
    if (count > 0xFFFFu || (count && !descs)) return WARP_E_ARG;
    if (!stamp) stamp = WARP_RW_STAMP_37002;
    int rc = warp_write_section_begin(w, WARP_RW_TEXTURE_DICTIONARY, stamp);
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
    if (!rc) rc = warp_write_u16(w, (uint16_t)count);
    if (!rc) rc = warp_write_u16(w, 6); /* device id: PS2 */
    if (!rc) rc = warp_write_section_end(w);
    for (uint32_t i = 0; i < count && !rc; i++) {
        warp_texture_desc d = descs[i];
        if (!d.stamp) d.stamp = stamp;
        rc = warp_write_texture_native(w, &d);
    }
    if (!rc) rc = warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
    if (!rc) rc = warp_write_section_end(w);
    if (!rc) rc = warp_write_section_end(w);
    return rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_txd(warp_writer *w, const warp_texture_desc *descs, uint32_t count, uint32_t stamp) {
    return warp__writer_fail(w, write_txd_body(w, descs, count, stamp));
}

int warp_texture_desc_from_info(const warp_texture_info *in, warp_texture_desc *d) {
    if (!in || !d || !in->section || in->section_len < 12) return WARP_E_ARG;
    memset(d, 0, sizeof *d);
    d->name = in->name, d->mask = in->mask, d->width = in->width, d->height = in->height;
    d->psm = in->psm, d->levels = in->levels, d->filter = in->filter;
    d->address_u = in->address_u, d->address_v = in->address_v;
    d->sky_mipmap = in->has_sky_mipmap ? in->sky_mipmap : 0;
    d->palette_psm = in->palette_colors ? in->palette_psm : 0;
    d->stamp = rd32(in->section + 8); /* the section header's library stamp */
    return WARP_OK;
}
