/* Texture native (0x15) and texture dictionary (0x16) sections: the section tree,
 * the 64-byte raster header and where each level's texels and the palette lie.
 * Spec: 000 "Texture dictionary", "Texture native", "PS2 raster", "Texels". */
#include "texture_internal.h"

/* Raster header offsets (spec "PS2 raster"). */
enum {
    RH_WIDTH = 0x00, RH_HEIGHT = 0x04, RH_DEPTH = 0x08, RH_FORMAT = 0x0C, RH_VERSION = 0x0E,
    RH_TEX0 = 0x10, RH_TEX1 = 0x1C, RH_PIXEL_SIZE = 0x30, RH_PALETTE_SIZE = 0x34, RH_SIZE = 0x40
};

size_t warp_texture_sizeof(void) { return WARP__HANDLE_SIZE(warp_texture); }

/* Copy a string section's text (cut to fit, NUL-terminated); returns the copy's length. */
static uint32_t copy_name(char *dst, const rw_child *s) {
    uint32_t n = 0;
    while (n < s->size && n + 1 < WARP_TEXTURE_NAME_MAX && s->data[n]) {
        dst[n] = (char)s->data[n];
        n++;
    }
    dst[n] = 0;
    return n;
}

static uint32_t bits_per_texel(uint32_t psm, uint32_t depth) {
    switch (psm) {
    case WARP_PSM_T4: return 4;
    case WARP_PSM_T8: return 8;
    case WARP_PSM_CT16: case WARP_PSM_CT16S: return 16;
    case WARP_PSM_CT24: return depth == 24 ? 24 : 32;
    default: return 32;
    }
}

/* Bytes that hold w x h texels of `bits` (<= 32) each; UINT64_MAX when that overflows. */
static uint64_t image_bytes(uint64_t w, uint64_t h, uint32_t bits) {
    if (h && w > UINT64_MAX / h) return UINT64_MAX;
    uint64_t texels = w * h;
    if (texels > UINT64_MAX / 32) return UINT64_MAX;
    return (texels * bits + 7) / 8;
}

/* Choose how a version-2 packet's image holds a level of w x h texels, from TRXREG
 * (tw x th pixels as sent) and the image size. The game sends T8 as 32-bit and T4
 * as 16-bit pixels at half width and height, padded to 16x4 / 32x4 texels first
 * (spec "Swizzled transfers"); a plain transfer sends the texels themselves. */
static int place_level(tex_level *lv, uint32_t psm, uint32_t bits, uint32_t w, uint32_t h, uint32_t tw,
                       uint32_t th, size_t image) {
    if (tw == 0 || th == 0 || tw > 0x40000000u || th > 0x40000000u) return WARP_E_CORRUPT;
    if (psm == WARP_PSM_T8 || psm == WARP_PSM_T4) {
        uint64_t bw = 2ull * tw, bh = 2ull * th, min_w = psm == WARP_PSM_T8 ? 16 : 32;
        if (bw >= w && bh >= h && bw >= min_w && (bw & (bw - 1)) == 0 && bh % 4 == 0 &&
            image_bytes(bw, bh, bits) <= image) {
            lv->layout = TEX_SWIZZLED;
            lv->buf_w = (uint32_t)bw;
            lv->buf_h = (uint32_t)bh;
            lv->log2_w = 0;
            while ((1ull << lv->log2_w) < bw) lv->log2_w++;
            return WARP_OK;
        }
    }
    if (tw < w || th < h) return WARP_E_CORRUPT;
    if (image_bytes(tw, th, bits) > image) return WARP_E_TRUNCATED;
    lv->layout = TEX_PLAIN;
    lv->buf_w = tw;
    lv->buf_h = th;
    return WARP_OK;
}

/* FLG of the GIF tag at p: 2 for an IMAGE tag (bits 58-59; FACTS-2 13). */
static uint32_t gif_flg(const uint8_t *p) { return (rd32(p + 4) >> 26) & 3u; }

/* A level's image past its packet header's IMAGE tag (`first` bytes at d + off): the
 * IMAGE tags that continue it, each but the last moving `first` bytes. *image: the
 * bytes they move together; *span: the bytes they take with their tags; *piece: first
 * when continued, else 0. The walk steps 16 bytes at least, so n bounds it. */
static int read_pieces(const uint8_t *d, size_t n, size_t off, size_t first, size_t *image, size_t *span,
                       size_t *piece) {
    size_t at = off + first, last = first;
    *image = first, *piece = 0;
    while (span_ok(n, at, 16) && gif_flg(d + at) == 2) {
        size_t next = (size_t)(rd32(d + at) & 0x7FFFu) * 16u;
        if (last != first || next == 0 || next > first) return WARP_E_CORRUPT; /* only the last is shorter */
        if (!span_ok(n, at + 16, next)) return WARP_E_TRUNCATED;
        *image += next, *piece = first, last = next;
        at += 16 + next;
    }
    *span = at - off;
    return WARP_OK;
}

/* Version 2: one GS upload packet per level, then one for the palette. */
static int read_packets(warp_texture *t, const uint8_t *d, size_t n, uint32_t bits) {
    warp_texture_info *in = &t->info;
    size_t off = 0;
    uint32_t packets = in->levels + (in->palette_colors ? 1u : 0u);
    for (uint32_t i = 0; i < packets; i++) {
        if (!span_ok(n, off, PK_HEADER)) return WARP_E_TRUNCATED;
        const uint8_t *pk = d + off;
        if (rd32(pk + PK_TRXREG_ADDR) != GS_TRXREG) return WARP_E_CORRUPT;
        uint32_t tw = rd32(pk + PK_TRXREG), th = rd32(pk + PK_TRXREG + 4);
        size_t image = (size_t)(rd32(pk + PK_IMAGE_TAG) & 0x7FFFu) * 16u;
        off += PK_HEADER;
        if (!span_ok(n, off, image)) return WARP_E_TRUNCATED;
        if (i < in->levels) {
            tex_level *lv = &t->level[i];
            size_t span;
            int rc = read_pieces(d, n, off, image, &lv->size, &span, &lv->piece);
            if (!rc) rc = place_level(lv, in->psm, bits, in->level_width[i], in->level_height[i], tw, th, lv->size);
            if (rc) return rc;
            /* a row (a swizzled band of four) within one piece, so tex_level_at finds it whole */
            uint64_t unit = image_bytes(lv->buf_w, lv->layout == TEX_SWIZZLED ? 4 : 1, bits);
            if (lv->piece && (lv->piece % unit || (uint64_t)lv->buf_w * bits % 8)) return WARP_E_UNSUPPORTED;
            lv->data = d + off;
            in->swizzled = lv->layout == TEX_SWIZZLED; /* the last level decides; all agree on the disc */
            image = span;
        } else {
            if (image < (size_t)in->palette_colors * t->palette_bytes) return WARP_E_TRUNCATED;
            t->palette = d + off;
        }
        off += image;
    }
    return WARP_OK;
}

/* Version below 2: the levels' texels as plain rows back to back, the palette at pixelSize. */
static int read_plain(warp_texture *t, const uint8_t *d, size_t n, uint32_t bits, uint32_t pixel_size) {
    warp_texture_info *in = &t->info;
    size_t off = 0;
    for (uint32_t i = 0; i < in->levels; i++) {
        tex_level *lv = &t->level[i];
        uint64_t need = image_bytes(in->level_width[i], in->level_height[i], bits);
        if (need > n - off) return WARP_E_TRUNCATED;
        lv->data = d + off;
        lv->size = (size_t)need;
        lv->buf_w = in->level_width[i];
        lv->buf_h = in->level_height[i];
        lv->layout = TEX_PLAIN;
        off += (size_t)need;
    }
    if (in->palette_colors) {
        if (!span_ok(n, pixel_size, (size_t)in->palette_colors * t->palette_bytes)) return WARP_E_TRUNCATED;
        t->palette = d + pixel_size;
    }
    return WARP_OK;
}

static int read_raster(warp_texture *t, const rw_child *raster, const warp_limits *lim) {
    warp_texture_info *in = &t->info;
    rw_iter it;
    rw_child hs, ds;
    warp__rw_iter_init(&it, raster->data, raster->size);
    int rc = warp__rw_next_of(&it, WARP_RW_STRUCT, &hs);
    if (!rc) rc = warp__rw_next_of(&it, WARP_RW_STRUCT, &ds);
    if (rc) return rc;
    if (hs.size < RH_SIZE) return WARP_E_TRUNCATED;
    const uint8_t *h = hs.data;
    t->raster = h;
    in->width = rd32(h + RH_WIDTH);
    in->height = rd32(h + RH_HEIGHT);
    in->depth = rd32(h + RH_DEPTH);
    in->raster_format = rd16(h + RH_FORMAT);
    in->layout_version = rd16(h + RH_VERSION);
    uint64_t tex0 = rd64(h + RH_TEX0);
    uint32_t mxl = (rd32(h + RH_TEX1) >> 2) & 7u;
    if (in->width == 0 || in->height == 0) return WARP_E_CORRUPT;
    if (in->width > lim->max_dimension || in->height > lim->max_dimension) return WARP_E_LIMIT;
    if (mxl >= WARP_TEXTURE_MAX_LEVELS) return WARP_E_CORRUPT;
    in->levels = mxl + 1;
    for (uint32_t i = 0; i < in->levels; i++) {
        in->level_width[i] = in->width >> i ? in->width >> i : 1;
        in->level_height[i] = in->height >> i ? in->height >> i : 1;
    }

    in->psm = (uint32_t)(tex0 >> 20) & 0x3Fu;
    switch (in->psm) {
    case WARP_PSM_T8: in->palette_colors = 256; break;
    case WARP_PSM_T4: in->palette_colors = 16; break;
    case WARP_PSM_CT32: case WARP_PSM_CT24: case WARP_PSM_CT16: case WARP_PSM_CT16S: break;
    default: return WARP_E_UNSUPPORTED;
    }
    if (in->palette_colors) {
        in->palette_psm = (uint32_t)(tex0 >> 51) & 0xFu;
        if (in->palette_psm == WARP_PSM_CT32)
            t->palette_bytes = 4;
        else if (in->palette_psm == WARP_PSM_CT16 || in->palette_psm == WARP_PSM_CT16S)
            t->palette_bytes = 2;
        else
            return WARP_E_UNSUPPORTED;
        if ((tex0 >> 55) & 1u) return WARP_E_UNSUPPORTED; /* CSM2: no known file uses it */
    }
    uint32_t bits = bits_per_texel(in->psm, in->depth);
    t->texel_bytes = bits / 8;
    if (in->layout_version >= 2) return read_packets(t, ds.data, ds.size, bits);
    return read_plain(t, ds.data, ds.size, bits, rd32(h + RH_PIXEL_SIZE));
}

static int read_extension(warp_texture *t, const rw_child *ext) {
    rw_iter it;
    rw_child s;
    int rc;
    warp__rw_iter_init(&it, ext->data, ext->size);
    while ((rc = warp__rw_iter_next(&it, &s)) == WARP_OK) {
        if (s.type == WARP_RW_SKY_MIPMAP && s.size >= 4) { /* other plugins are skipped */
            t->info.has_sky_mipmap = 1;
            t->info.sky_mipmap = rd32(s.data);
        }
    }
    return rc == WARP_END ? WARP_OK : rc;
}

static int open_native(warp_texture *t, const uint8_t *p, size_t len, const warp_limits *limits) {
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    rw_child sec, st, name, mask, raster, ext;
    int rc = warp__rw_open(p, len, WARP_RW_TEXTURE_NATIVE, &sec);
    if (rc) return rc;
    rw_iter it;
    warp__rw_iter_init(&it, sec.data, sec.size);
    rc = warp__rw_next_of(&it, WARP_RW_STRUCT, &st);
    if (rc) return rc;
    if (st.size < 8) return WARP_E_TRUNCATED;
    if (memcmp(st.data, "PS2\0", 4) != 0) return WARP_E_UNSUPPORTED;
    uint32_t fa = rd32(st.data + 4);
    t->info.filter = fa & 0xFFu;
    t->info.address_u = (fa >> 8) & 0xFu;
    t->info.address_v = (fa >> 12) & 0xFu;
    if (t->info.address_v == 0) t->info.address_v = t->info.address_u; /* spec: v of 0 takes u's value */
    rc = warp__rw_next_of(&it, WARP_RW_STRING, &name);
    if (!rc) rc = warp__rw_next_of(&it, WARP_RW_STRING, &mask);
    if (!rc) rc = warp__rw_next_of(&it, WARP_RW_STRUCT, &raster);
    if (rc) return rc;
    t->info.name_len = copy_name(t->name, &name);
    t->info.mask_len = copy_name(t->mask, &mask);
    t->info.section = p;
    t->info.section_len = 12 + (size_t)sec.size;
    rc = read_raster(t, &raster, &lim);
    if (rc) return rc;
    if (it.pos < it.len) { /* the extension is optional */
        rc = warp__rw_next_of(&it, WARP_RW_EXTENSION, &ext);
        if (!rc) rc = read_extension(t, &ext);
    }
    return rc;
}

int warp_texture_init(warp_texture *t, size_t t_size, uint32_t abi, const void *buf, size_t len,
                      const warp_limits *limits) {
    int rc = warp__check_handle(t, t_size, sizeof *t, abi);
    if (rc) return rc;
    memset(t, 0, sizeof *t);
    if (!buf) return WARP_E_ARG;
    rc = open_native(t, (const uint8_t *)buf, len, limits);
    if (rc) return rc; /* the handle stays unusable */
    t->hdr.magic = WARP_MAGIC_TEXTURE;
    t->hdr.abi = abi;
    return WARP_OK;
}

int warp_texture_get_info(const warp_texture *t, warp_texture_info *out) {
    if (!t || !out || t->hdr.magic != WARP_MAGIC_TEXTURE) return WARP_E_ARG;
    *out = t->info;
    out->name = t->name;
    out->mask = t->mask;
    return WARP_OK;
}

int warp_texture_get_raster(const warp_texture *t, warp_texture_raster *out) {
    if (!t || !out || t->hdr.magic != WARP_MAGIC_TEXTURE) return WARP_E_ARG;
    const uint8_t *h = t->raster;
    memset(out, 0, sizeof *out);
    out->tex0 = rd64(h + RH_TEX0);
    out->miptbp1 = rd64(h + 0x20);
    out->miptbp2 = rd64(h + 0x28);
    out->palette_offset = rd32(h + 0x18);
    out->tex1 = rd32(h + RH_TEX1);
    out->pixel_size = rd32(h + RH_PIXEL_SIZE);
    out->palette_size = rd32(h + RH_PALETTE_SIZE);
    out->gs_size = rd32(h + 0x38);
    out->k = rd32(h + 0x3C);
    out->format_word = rd32(h + RH_FORMAT);
    return WARP_OK;
}

int warp_txd_get_header(const void *buf, size_t len, warp_txd_header *out) {
    if (!buf || !out) return WARP_E_ARG;
    memset(out, 0, sizeof *out);
    rw_child dict, s;
    int rc = warp__rw_open((const uint8_t *)buf, len, WARP_RW_TEXTURE_DICTIONARY, &dict);
    if (rc) return rc;
    out->version = dict.version;
    rw_iter it;
    warp__rw_iter_init(&it, dict.data, dict.size);
    rc = warp__rw_next_of(&it, WARP_RW_STRUCT, &s);
    if (rc) return rc;
    if (s.size < 4) return WARP_E_TRUNCATED;
    out->texture_count = rd16(s.data);
    out->device_id = rd16(s.data + 2);
    while ((rc = warp__rw_iter_next(&it, &s)) == WARP_OK) out->natives += s.type == WARP_RW_TEXTURE_NATIVE;
    return rc == WARP_END ? WARP_OK : rc;
}

/* Each texture native child of the dictionary at the start of buf, opened into t;
 * fn returns non-zero to stop (WARP_STOPPED). A texture that fails to open ends the
 * walk with its error, or with bad given, is reported there and skipped: the
 * dictionary's own child headers still bound the next texture. index counts every
 * texture native, opened or not. */
static int txd_walk(const void *buf, size_t len, const warp_limits *limits, warp_texture *t, size_t t_size,
                    uint32_t abi, int (*fn)(void *ctx, warp_texture *t), void *ctx, warp_txd_bad_cb bad,
                    void *bad_user) {
    rw_child dict, s;
    int rc = warp__rw_open((const uint8_t *)buf, len, WARP_RW_TEXTURE_DICTIONARY, &dict);
    if (rc) return rc;
    rw_iter it;
    warp__rw_iter_init(&it, dict.data, dict.size);
    uint32_t index = 0;
    while ((rc = warp__rw_iter_next(&it, &s)) == WARP_OK) {
        if (s.type != WARP_RW_TEXTURE_NATIVE) continue;
        rc = warp_texture_init(t, t_size, abi, s.head, 12 + (size_t)s.size, limits);
        if (rc) {
            if (!bad) return rc;
            warp_txd_bad b = {index++, rc, s.head, 12 + (size_t)s.size, {0}};
            if (bad(bad_user, &b)) return WARP_STOPPED;
            continue;
        }
        t->info.index = index++;
        if (fn(ctx, t)) return WARP_STOPPED;
    }
    return rc == WARP_END ? WARP_OK : rc;
}

typedef struct txd_user { warp_txd_cb cb; void *user; } txd_user;

static int call_user(void *ctx, warp_texture *t) {
    const txd_user *u = (const txd_user *)ctx;
    return u->cb(u->user, t);
}

int warp_txd_foreach(const void *buf, size_t len, const warp_limits *limits, warp_txd_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    /* storage of warp_texture_sizeof() bytes, as any caller's */
    _Alignas(WARP_ALIGN) union { warp_texture t; unsigned char size[WARP__HANDLE_SIZE(warp_texture)]; } mem;
    txd_user u = {cb, user};
    return txd_walk(buf, len, limits, &mem.t, sizeof mem, WARP_ABI_VERSION, call_user, &u, NULL, NULL);
}

int warp_txd_foreach_all(const void *buf, size_t len, const warp_limits *limits, warp_txd_cb cb,
                         warp_txd_bad_cb bad, void *user) {
    if (!buf || !cb || !bad) return WARP_E_ARG;
    _Alignas(WARP_ALIGN) union { warp_texture t; unsigned char size[WARP__HANDLE_SIZE(warp_texture)]; } mem;
    txd_user u = {cb, user};
    return txd_walk(buf, len, limits, &mem.t, sizeof mem, WARP_ABI_VERSION, call_user, &u, bad, user);
}

typedef struct txd_name { const char *name; size_t len; } txd_name;

static int ascii_lower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static int name_is(void *ctx, warp_texture *t) {
    const txd_name *n = (const txd_name *)ctx;
    size_t i = 0;
    while (i < n->len && n->name[i] && t->name[i] && ascii_lower((unsigned char)t->name[i]) ==
                                                         ascii_lower((unsigned char)n->name[i]))
        i++;
    return (i == n->len || !n->name[i]) && !t->name[i];
}

int warp_txd_find(warp_texture *t, size_t t_size, uint32_t abi, const void *buf, size_t len,
                  const warp_limits *limits, const char *name, size_t name_len) {
    int rc = warp__check_handle(t, t_size, sizeof *t, abi);
    if (rc) return rc;
    if (!buf || !name) return WARP_E_ARG;
    txd_name n = {name, name_len};
    rc = txd_walk(buf, len, limits, t, t_size, abi, name_is, &n, NULL, NULL);
    if (rc == WARP_STOPPED) return WARP_OK;
    memset(t, 0, sizeof *t); /* not found or malformed: no usable handle */
    return rc ? rc : WARP_E_NOT_FOUND;
}
