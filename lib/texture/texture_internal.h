/* The texture handle's layout, shared by the parser (txd.c), the texel decoder
 * (texels.c) and the encoder (texture_write.c). */
#ifndef WARP_TEXTURE_INTERNAL_H
#define WARP_TEXTURE_INTERNAL_H

#include "../internal.h"

/* GS upload packet: GIF tag, TRXPOS, TRXREG, TRXDIR, image GIF tag, image (spec "Texels"). */
enum { PK_TRXREG = 0x20, PK_TRXREG_ADDR = 0x28, PK_IMAGE_TAG = 0x40, PK_HEADER = 0x50, GS_TRXREG = 0x52 };

/* How a level's texels are laid out in its image bytes. */
enum {
    TEX_PLAIN = 0,    /* rows of buf_w texels, back to back (nibbles low first) */
    TEX_SWIZZLED = 1  /* sent as 32-bit (T8) or 16-bit (T4) pixels: spec "Undoing the order" */
};

typedef struct tex_level {
    const uint8_t *data; /* the level's image bytes */
    size_t size;         /* bytes of it inside the section (already checked to cover buf_w x buf_h) */
    uint32_t buf_w;      /* texels per row in the image (>= the level's width; padded for swizzled) */
    uint32_t buf_h;
    uint32_t log2_w;     /* log2(buf_w) for swizzled levels */
    uint32_t layout;     /* TEX_PLAIN or TEX_SWIZZLED */
    size_t piece;        /* image bytes each IMAGE tag moves when several do (0: one tag) */
} tex_level;

/* One IMAGE GIF tag moves at most 0x7FFF quadwords (FACTS-2 13); a larger level is sent
 * by several, back to back, each but the last moving the same whole rows (4-row bands
 * when swizzled: `unit` bytes), so a row never straddles a tag. The bytes each tag but
 * the last moves, 0 when one tag holds the image. */
enum { TEX_TAG_MAX = 0x7FFF * 16 };
static inline size_t tex_piece(size_t image, size_t unit) {
    return image <= TEX_TAG_MAX || !unit ? 0 : TEX_TAG_MAX / unit * unit;
}
/* Where byte `off` of a level's image lies: past the 16-byte tag before each piece. */
static inline const uint8_t *tex_level_at(const tex_level *lv, size_t off) {
    return lv->data + off + (lv->piece ? off / lv->piece * 16u : 0);
}

struct warp_texture {
    warp_handle_hdr hdr;
    warp_texture_info info; /* name/mask pointers are set by warp_texture_get_info */
    uint32_t texel_bytes;   /* plain true colour: 2, 3 or 4 bytes a texel */
    uint32_t palette_bytes; /* bytes per palette colour: 4 (CT32) or 2 (CT16) */
    const uint8_t *palette; /* palette_colors * palette_bytes bytes, in CSM1 storage order */
    const uint8_t *raster;  /* the 64-byte raster header */
    tex_level level[WARP_TEXTURE_MAX_LEVELS];
    char name[WARP_TEXTURE_NAME_MAX];
    char mask[WARP_TEXTURE_NAME_MAX];
};

/* The GS's 0-128 alpha as 0-255: min(a * 255 / 128, 255) (spec "Palette"). */
static inline uint8_t tex_alpha_expand(uint32_t a) {
    uint32_t v = a * 255u / 128u;
    return (uint8_t)(v > 255u ? 255u : v);
}
/* Its inverse on the 129 values expand yields: the smallest a with expand(a) >= v. */
static inline uint8_t tex_alpha_reduce(uint32_t v) { return (uint8_t)((v * 128u + 254u) / 255u); }

/* PSMCT16/16S (RGBA5551), the GS's expansion: each 5-bit channel shifted left 3, the
 * A bit giving 0 or 255 (spec "Palette"). */
static inline void tex_ct16_decode(uint32_t v, uint8_t *o) {
    o[0] = (uint8_t)((v & 31u) << 3);
    o[1] = (uint8_t)(((v >> 5) & 31u) << 3);
    o[2] = (uint8_t)(((v >> 10) & 31u) << 3);
    o[3] = (v & 0x8000u) ? 255 : 0;
}
/* Its inverse: each channel to the nearest of the 32 expanded values, alpha set from
 * 128 up, so every colour decode yields comes back as it was. */
static inline uint16_t tex_ct16_encode(const uint8_t *c) {
    uint32_t v = 0;
    for (uint32_t k = 0; k < 3; k++) {
        uint32_t q = (c[k] + 4u) >> 3;
        v |= (q > 31u ? 31u : q) << (5u * k);
    }
    return (uint16_t)(v | (c[3] >= 128u ? 0x8000u : 0u));
}

/* One stored colour of `bytes` bytes (4 CT32, 3 CT24, 2 CT16/16S) as RGBA8. */
static inline void tex_colour_rgba(const uint8_t *c, uint32_t bytes, uint8_t *o) {
    if (bytes == 2) {
        tex_ct16_decode(rd16(c), o);
        return;
    }
    o[0] = c[0];
    o[1] = c[1];
    o[2] = c[2];
    o[3] = bytes == 4 ? tex_alpha_expand(c[3]) : 255;
}

/* CSM1: within each 32 entries the second and third runs of eight are swapped; the
 * swap is its own inverse, so it maps an index to its storage slot and back. */
static inline uint32_t tex_csm1_slot(uint32_t i) {
    return ((i & 0x18u) == 0x08u || (i & 0x18u) == 0x10u) ? i ^ 0x18u : i;
}

/* Offset, inside a 32-texel pair of rows, of texel (x & 15) on row y: the part of the
 * spec's bit shuffle that depends only on y & 7 and x & 15. */
extern const uint8_t warp__tex_swizzle_lut[8][16];

/* Where row y's texels start in a swizzled image (bytes for T8, nibbles for T4): its
 * band of four rows, and the band's second half for odd rows. */
static inline size_t tex_swizzle_row(uint32_t y, uint32_t buf_w) {
    return (size_t)(y & ~3u) * buf_w + (size_t)(y & 1u) * 2u * buf_w;
}
/* Row y's indices of a swizzled image, `blocks` 16-texel blocks from band (the row's
 * first byte) into out: plain C, and SSE2 when built for it (texels.c). */
void warp__tex_index_blocks_c(int t4, const uint8_t *band, uint8_t *out, uint32_t blocks, uint32_t y);
#if defined(__SSE2__)
void warp__tex_index_blocks_sse2(int t4, const uint8_t *band, uint8_t *out, uint32_t blocks, uint32_t y);
#endif

/* Texel (x, y) of a swizzled image; equals the spec's src[(y & ~3) * W + s]. */
static inline size_t tex_swizzle_at(uint32_t x, uint32_t y, uint32_t buf_w) {
    return tex_swizzle_row(y, buf_w) + (size_t)(x >> 4) * 32u + warp__tex_swizzle_lut[y & 7u][x & 15u];
}

/* Where a new texture lies in GS memory (gs_layout.c, docs/patch.md): the raster
 * header's palette offset (blocks), MIPTBP1/2 and GS size (words), and the TRXPOS
 * register of each level's packet and of the palette's. */
typedef struct tex_gs_layout {
    uint32_t palette_base, gs_size;
    uint64_t miptbp1, miptbp2;
    uint64_t trxpos[WARP_TEXTURE_MAX_LEVELS], palette_trxpos;
} tex_gs_layout;
void warp__tex_gs_layout_compute(uint32_t w, uint32_t h, uint32_t psm, uint32_t cpsm, uint32_t levels,
                           tex_gs_layout *out);

#endif
