/* Texel decoding: swizzled and plain levels to palette indices or RGBA8, and the
 * palette rules (CSM1 order, alpha 0-128). Spec: 000 "Undoing the order", "Palette". */
#include "texture_internal.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* warp__tex_swizzle_lut[y & 7][x & 15] = y1 | bit3(x') << 1 | (x' & 7) << 2 with
 * x' = x ^ ((y1 ^ y2) << 2): the spec's shuffle inside one 16-texel block. */
const uint8_t warp__tex_swizzle_lut[8][16] = {
    {0, 4, 8, 12, 16, 20, 24, 28, 2, 6, 10, 14, 18, 22, 26, 30},
    {0, 4, 8, 12, 16, 20, 24, 28, 2, 6, 10, 14, 18, 22, 26, 30},
    {17, 21, 25, 29, 1, 5, 9, 13, 19, 23, 27, 31, 3, 7, 11, 15},
    {17, 21, 25, 29, 1, 5, 9, 13, 19, 23, 27, 31, 3, 7, 11, 15},
    {16, 20, 24, 28, 0, 4, 8, 12, 18, 22, 26, 30, 2, 6, 10, 14},
    {16, 20, 24, 28, 0, 4, 8, 12, 18, 22, 26, 30, 2, 6, 10, 14},
    {1, 5, 9, 13, 17, 21, 25, 29, 3, 7, 11, 15, 19, 23, 27, 31},
    {1, 5, 9, 13, 17, 21, 25, 29, 3, 7, 11, 15, 19, 23, 27, 31},
};

/* ---- one row of palette indices -------------------------------------------------- */
/* A swizzled row's indices, a 16-texel block at a time: the same regrouping as the
 * RGBA blocks below (blocks_t8 / blocks_t4: texel j of a block is byte S/8 of word
 * j ^ FLIP, texel 8 + j byte S/8 + 2; T4 in nibbles and 16-bit halves), with (S, FLIP)
 * from y. band: the row's start (whole bytes). Plain C, and SSE2 where the compiler has
 * it: the same bytes (test_texture compares them). */
static uint32_t block_shift(int t4, uint32_t y) { return ((y >> 1) & 1u) ? (t4 ? 4u : 8u) : 0u; }
static uint32_t block_flip(uint32_t y) { return (((y >> 1) ^ (y >> 2)) & 1u) * 4u; }

void warp__tex_index_blocks_c(int t4, const uint8_t *band, uint8_t *out, uint32_t blocks, uint32_t y) {
    uint32_t S = block_shift(t4, y), FLIP = block_flip(y);
    for (uint32_t b = 0; b < blocks; b++, out += 16) {
        for (uint32_t j = 0; j < 8; j++) {
            uint32_t v = t4 ? rd16(band + 2u * (j ^ FLIP)) : rd32(band + 4u * (j ^ FLIP));
            out[j] = (uint8_t)((v >> S) & (t4 ? 15u : 255u));
            out[8 + j] = (uint8_t)((v >> (S + (t4 ? 8u : 16u))) & (t4 ? 15u : 255u));
        }
        band += t4 ? 16u : 32u;
    }
}

#if defined(__SSE2__)
/* (x86 intrinsics only: no library call, the core stays freestanding.) T8: the block's
 * eight words in two registers (swapped for FLIP), shifted so the two texels of each
 * word sit in its bytes 0 and 2, masked, packed to 16 then 8 bits. T4: the eight 16-bit
 * halves in one register (its 64-bit halves swapped for FLIP), the same in nibbles. */
void warp__tex_index_blocks_sse2(int t4, const uint8_t *band, uint8_t *out, uint32_t blocks, uint32_t y) {
    __m128i s_lo = _mm_cvtsi32_si128((int)block_shift(t4, y));
    __m128i s_hi = _mm_cvtsi32_si128((int)(block_shift(t4, y) + (t4 ? 8u : 16u)));
    int flip = block_flip(y) != 0;
    if (t4) {
        const __m128i m = _mm_set1_epi16(15);
        for (uint32_t b = 0; b < blocks; b++, band += 16, out += 16) {
            __m128i v = _mm_loadu_si128((const __m128i *)(const void *)band);
            if (flip) v = _mm_shuffle_epi32(v, 0x4E);
            __m128i lo = _mm_and_si128(_mm_srl_epi16(v, s_lo), m), hi = _mm_and_si128(_mm_srl_epi16(v, s_hi), m);
            _mm_storeu_si128((__m128i *)(void *)out, _mm_packus_epi16(lo, hi));
        }
        return;
    }
    const __m128i m = _mm_set1_epi32(255);
    for (uint32_t b = 0; b < blocks; b++, band += 32, out += 16) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)band);
        __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(band + 16));
        if (flip) {
            __m128i t = a;
            a = c, c = t;
        }
        __m128i lo = _mm_packs_epi32(_mm_and_si128(_mm_srl_epi32(a, s_lo), m), _mm_and_si128(_mm_srl_epi32(c, s_lo), m));
        __m128i hi = _mm_packs_epi32(_mm_and_si128(_mm_srl_epi32(a, s_hi), m), _mm_and_si128(_mm_srl_epi32(c, s_hi), m));
        _mm_storeu_si128((__m128i *)(void *)out, _mm_packus_epi16(lo, hi));
    }
}
#define tex_index_blocks warp__tex_index_blocks_sse2
#else
#define tex_index_blocks warp__tex_index_blocks_c
#endif

static void row_indices(const warp_texture *t, const tex_level *lv, uint32_t y, uint32_t w, uint8_t *out) {
    int t4 = t->info.psm == WARP_PSM_T4;
    if (lv->layout == TEX_SWIZZLED) {
        size_t at = tex_swizzle_row(y, lv->buf_w); /* nibbles for T4: rows start at even ones */
        const uint8_t *band = tex_level_at(lv, t4 ? at / 2 : at), *lut = warp__tex_swizzle_lut[y & 7u];
        uint32_t blocks = w / 16;
        tex_index_blocks(t4, band, out, blocks, y);
        for (uint32_t x = blocks * 16; x < w; x++) { /* a row narrower than a block, or its tail */
            uint32_t k = (x >> 4) * 32u + lut[x & 15u];
            out[x] = t4 ? (uint8_t)((band[k >> 1] >> ((k & 1u) * 4u)) & 15u) : band[k];
        }
        return;
    }
    if (!t4) {
        memcpy(out, tex_level_at(lv, (size_t)y * lv->buf_w), w);
        return;
    }
    /* T4: nibble positions, low nibble first (rows of an even buf_w start on a byte) */
    const uint8_t *d = tex_level_at(lv, (size_t)y * lv->buf_w / 2);
    size_t base = (size_t)y * lv->buf_w & 1u;
    for (uint32_t x = 0; x < w; x++) {
        size_t nib = base + x;
        out[x] = (uint8_t)((d[nib >> 1] >> ((nib & 1u) * 4u)) & 15u);
    }
}

/* ---- colours ------------------------------------------------------------------------ */
/* The palette in index order, RGBA8. */
static void palette_rgba(const warp_texture *t, uint8_t pal[256][4]) {
    uint32_t n = t->info.palette_colors;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t slot = n == 256 ? tex_csm1_slot(i) : i;
        tex_colour_rgba(t->palette + (size_t)slot * t->palette_bytes, t->palette_bytes, pal[i]);
    }
}

/* ---- entry points -------------------------------------------------------------------- */
/* The shared "ask, then decode" checks: handle, palette (when `indexed`), level,
 * stride; *size (optional) receives the bytes needed. Returns 1 to decode, 0 when
 * dst is NULL (a size query), or a negative status. */
static int check_out(const warp_texture *t, int indexed, uint32_t level, const void *dst, size_t dst_len,
                     size_t *stride, size_t texel, size_t *size) {
    if (!t || t->hdr.magic != WARP_MAGIC_TEXTURE) return WARP_E_ARG;
    if (indexed && !t->info.palette_colors) return WARP_E_STATE;
    if (level >= t->info.levels) return WARP_E_RANGE;
    size_t w = t->info.level_width[level], h = t->info.level_height[level], row = w * texel, need;
    if (*stride == 0) *stride = row;
    if (*stride < row) return WARP_E_ARG;
    if (!mul_ok(*stride, h - 1, &need) || need > SIZE_MAX - row) need = SIZE_MAX; /* cannot be met */
    else need += row;
    if (size) *size = need;
    if (!dst) return size ? 0 : WARP_E_ARG;
    return dst_len < need ? WARP_E_DST_SMALL : 1;
}

int warp_texture_decode_indices(const warp_texture *t, uint32_t level, void *dst, size_t dst_len, size_t stride,
                                size_t *size) {
    int rc = check_out(t, 1, level, dst, dst_len, &stride, 1, size);
    if (rc <= 0) return rc;
    const tex_level *lv = &t->level[level];
    for (uint32_t y = 0; y < t->info.level_height[level]; y++)
        row_indices(t, lv, y, t->info.level_width[level], (uint8_t *)dst + (size_t)y * stride);
    return WARP_OK;
}

int warp_texture_decode_palette(const warp_texture *t, void *dst, size_t dst_len, size_t *size) {
    if (!t || t->hdr.magic != WARP_MAGIC_TEXTURE) return WARP_E_ARG;
    if (!t->info.palette_colors) return WARP_E_STATE;
    size_t need = (size_t)t->info.palette_colors * 4u;
    if (size) *size = need;
    if (!dst) return size ? WARP_OK : WARP_E_ARG;
    if (dst_len < need) return WARP_E_DST_SMALL;
    uint8_t pal[256][4];
    palette_rgba(t, pal);
    memcpy(dst, pal, need);
    return WARP_OK;
}

/* Swizzled rows to RGBA, a 16-texel block at a time. A T8 block is 32 source bytes
 * read as eight little-endian words: texel j (j < 8) of the row is byte S/8 of word
 * j ^ FLIP and texel 8 + j is byte S/8 + 2, with S = 8 on rows 2 and 3 of each band of
 * four and FLIP = 4 when bits 1 and 2 of y differ. That is the spec's shuffle (and
 * warp__tex_swizzle_lut) regrouped so one load serves two texels; T4 is the same in nibbles
 * and 16-bit halves. S and FLIP are constants at each call, so the shifts fold. */
#if defined(__GNUC__)
#define TEX_INLINE static inline __attribute__((always_inline))
#else
#define TEX_INLINE static inline
#endif

/* Two RGBA colours as the 8 bytes first-then-second in memory, for one store. */
TEX_INLINE uint64_t pair(uint32_t first, uint32_t second) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return (uint64_t)first << 32 | second;
#else
    return first | (uint64_t)second << 32;
#endif
}

TEX_INLINE void blocks_t8(const uint8_t *band, uint8_t *o, uint32_t blocks, const uint32_t *pal, uint32_t S,
                          uint32_t FLIP) {
    for (uint32_t b = 0; b < blocks; b++, band += 32, o += 64)
        for (uint32_t j = 0; j < 8; j += 2) { /* two texels a store */
            uint32_t v0 = rd32(band + 4u * (j ^ FLIP)), v1 = rd32(band + 4u * ((j + 1) ^ FLIP));
            uint64_t lo = pair(pal[(v0 >> S) & 255u], pal[(v1 >> S) & 255u]);
            uint64_t hi = pair(pal[(v0 >> (S + 16u)) & 255u], pal[(v1 >> (S + 16u)) & 255u]);
            memcpy(o + 4u * j, &lo, 8);
            memcpy(o + 32u + 4u * j, &hi, 8);
        }
}

TEX_INLINE void blocks_t4(const uint8_t *band, uint8_t *o, uint32_t blocks, const uint32_t *pal, uint32_t S,
                          uint32_t FLIP) {
    for (uint32_t b = 0; b < blocks; b++, band += 16, o += 64)
        for (uint32_t j = 0; j < 8; j += 2) {
            uint32_t v0 = rd16(band + 2u * (j ^ FLIP)), v1 = rd16(band + 2u * ((j + 1) ^ FLIP));
            uint64_t lo = pair(pal[(v0 >> S) & 15u], pal[(v1 >> S) & 15u]);
            uint64_t hi = pair(pal[(v0 >> (S + 8u)) & 15u], pal[(v1 >> (S + 8u)) & 15u]);
            memcpy(o + 4u * j, &lo, 8);
            memcpy(o + 32u + 4u * j, &hi, 8);
        }
}

/* One swizzled row (band = its start, whole bytes: rows start at multiples of 2W
 * texels). Rows narrower than a block take the per-texel table. */
static void swizzled_row(int t4, const uint8_t *band, uint8_t *o, uint32_t w, uint32_t y, const uint32_t *pal) {
    uint32_t blocks = w / 16;
    switch ((y >> 1) & 3u) { /* (S, FLIP) for rows 0-1, 2-3, 4-5, 6-7 of each 8 */
    case 0: t4 ? blocks_t4(band, o, blocks, pal, 0, 0) : blocks_t8(band, o, blocks, pal, 0, 0); break;
    case 1: t4 ? blocks_t4(band, o, blocks, pal, 4, 4) : blocks_t8(band, o, blocks, pal, 8, 4); break;
    case 2: t4 ? blocks_t4(band, o, blocks, pal, 0, 4) : blocks_t8(band, o, blocks, pal, 0, 4); break;
    default: t4 ? blocks_t4(band, o, blocks, pal, 4, 0) : blocks_t8(band, o, blocks, pal, 8, 0); break;
    }
    const uint8_t *lut = warp__tex_swizzle_lut[y & 7u];
    for (uint32_t x = blocks * 16; x < w; x++) {
        uint32_t k = (x >> 4) * 32u + lut[x & 15u];
        uint32_t i = t4 ? (band[k >> 1] >> ((k & 1u) * 4u)) & 15u : band[k];
        memcpy(o + (size_t)x * 4u, &pal[i], 4);
    }
}

static void rgba_palettised(const warp_texture *t, const tex_level *lv, uint32_t w, uint32_t h, uint8_t *dst,
                            size_t stride) {
    uint8_t pal[256][4];
    palette_rgba(t, pal);
    if (lv->layout == TEX_SWIZZLED) {
        /* the hot path: palette lookups straight from the swizzled bytes */
        uint32_t pal32[256];
        memcpy(pal32, pal, sizeof pal32);
        int t4 = t->info.psm == WARP_PSM_T4;
        for (uint32_t y = 0; y < h; y++) {
            size_t at = tex_swizzle_row(y, lv->buf_w);
            swizzled_row(t4, tex_level_at(lv, t4 ? at / 2 : at), dst + (size_t)y * stride, w, y, pal32);
        }
        return;
    }
    for (uint32_t y = 0; y < h; y++) {
        /* indices go to the row's last w bytes first; expanding forwards never overwrites
         * an index not yet read (texel x ends at byte 4x + 3 < 3w + x + 1) */
        uint8_t *o = dst + (size_t)y * stride, *idx = o + (size_t)w * 3u;
        row_indices(t, lv, y, w, idx);
        for (uint32_t x = 0; x < w; x++) {
            uint8_t i = idx[x];
            memcpy(o + (size_t)x * 4u, pal[i], 4);
        }
    }
}

static void rgba_true_colour(const warp_texture *t, const tex_level *lv, uint32_t w, uint32_t h, uint8_t *dst,
                             size_t stride) {
    uint32_t bytes = t->texel_bytes;
    for (uint32_t y = 0; y < h; y++) {
        const uint8_t *s = tex_level_at(lv, (size_t)y * lv->buf_w * bytes);
        uint8_t *o = dst + (size_t)y * stride;
        for (uint32_t x = 0; x < w; x++) tex_colour_rgba(s + (size_t)x * bytes, bytes, o + (size_t)x * 4u);
    }
}

int warp_texture_decode_rgba(const warp_texture *t, uint32_t level, void *dst, size_t dst_len, size_t stride,
                             size_t *size) {
    int rc = check_out(t, 0, level, dst, dst_len, &stride, 4, size);
    if (rc <= 0) return rc;
    const tex_level *lv = &t->level[level];
    uint32_t w = t->info.level_width[level], h = t->info.level_height[level];
    if (t->info.palette_colors)
        rgba_palettised(t, lv, w, h, (uint8_t *)dst, stride);
    else
        rgba_true_colour(t, lv, w, h, (uint8_t *)dst, stride);
    return WARP_OK;
}
