/* Where a new texture's levels and palette go in GS memory: the fields of the raster
 * header (palette offset +0x18, MIPTBP1/2 +0x20/+0x28, GS size +0x38) and each packet's
 * TRXPOS that page 000 ("PS2 raster", "Texels") names, computed as RenderWare's PS2
 * driver places a raster it creates (public GS rules: 8 KiB pages of 32 256-byte
 * blocks; the rules reconstructed by the public librw, checked here against the game
 * files of the corpus, docs/patch.md). Units: blocks (64 words) for addresses, words for
 * the GS size, texels of the level's own format for TRXPOS before halving. */
#include "texture_internal.h"

typedef struct gs_page { uint32_t pw, ph, bw, bh; } gs_page; /* page and block, in texels */

static gs_page page_of(uint32_t psm) {
    switch (psm) {
    case WARP_PSM_T8: return (gs_page){128, 64, 16, 16};
    case WARP_PSM_T4: return (gs_page){128, 128, 32, 16};
    case WARP_PSM_CT16: case WARP_PSM_CT16S: return (gs_page){64, 64, 16, 8};
    default: return (gs_page){64, 32, 8, 8};
    }
}

/* The GS's block order inside a page (block n of a page read row by row is stored at
 * map[n]): PSMCT32/24 and PSMT8 share one, PSMCT16 and PSMT4 another. */
static const uint8_t map32[32] = {0, 1, 4, 5, 16, 17, 20, 21, 2, 3, 6, 7, 18, 19, 22, 23,
                                  8, 9, 12, 13, 24, 25, 28, 29, 10, 11, 14, 15, 26, 27, 30, 31};
static const uint8_t map16[32] = {0, 2, 8, 10, 1, 3, 9, 11, 4, 6, 12, 14, 5, 7, 13, 15,
                                  16, 18, 24, 26, 17, 19, 25, 27, 20, 22, 28, 30, 21, 23, 29, 31};
static const uint8_t map16s[32] = {0, 2, 16, 18, 1, 3, 17, 19, 8, 10, 24, 26, 9, 11, 25, 27,
                                   4, 6, 20, 22, 5, 7, 21, 23, 12, 14, 28, 30, 13, 15, 29, 31};
static const uint8_t *map_of(uint32_t psm) {
    return psm == WARP_PSM_T4 || psm == WARP_PSM_CT16 ? map16 : psm == WARP_PSM_CT16S ? map16s : map32;
}

static uint32_t nsize(uint32_t v, uint32_t d) { return (v + d - 1) / d; }
static uint32_t at_least(uint32_t v, uint32_t m) { return v > m ? v : m; }

/* A block address counted row by row over a buffer `bufw` x 64 texels wide, as the GS
 * numbers it: pages of a page row swapped with block rows, then blocks inside a page. */
static uint32_t gs_block(uint32_t b, uint32_t bufw, gs_page g, uint32_t psm) {
    uint32_t pwb = g.pw / g.bw;
    if (bufw * 64 / g.pw > 1) {
        uint32_t stride = bufw * 64 * 32 / g.pw, wb = bufw * 64 / g.bw;
        b = (b & ~(stride - pwb)) | ((b & (wb - pwb)) * (stride / wb)) | ((b & (stride - wb)) / (wb / pwb));
    }
    return (b & ~31u) | map_of(psm)[b & 31u];
}

/* The free corners a level placed beside another leaves below it (at most one a level). */
typedef struct gs_stack { uint32_t n, w[WARP_TEXTURE_MAX_LEVELS], h[WARP_TEXTURE_MAX_LEVELS],
                          base[WARP_TEXTURE_MAX_LEVELS]; } gs_stack;

static void push(gs_stack *s, uint32_t w, uint32_t h, uint32_t base) {
    s->w[s->n] = w, s->h[s->n] = h, s->base[s->n] = base, s->n++;
}
/* Level (mw x mh) into the top corner: its base; the corner shrinks or is used up. */
static uint32_t pop_into(gs_stack *s, uint32_t mw, uint32_t mh, gs_page g) {
    uint32_t t = s->n - 1, base = s->base[t];
    if (at_least(mw, g.bw) < s->w[t]) {
        s->base[t] += nsize(mw, g.bw);
        s->w[t] -= at_least(mw, g.bw);
    } else if (at_least(mh, g.bh) < s->h[t]) {
        s->base[t] += nsize(mh, g.bh) * (g.pw / g.bw);
        s->h[t] -= at_least(mh, g.bh);
    } else {
        s->n--;
    }
    return base;
}

typedef struct gs_place {
    uint32_t base[WARP_TEXTURE_MAX_LEVELS], page[WARP_TEXTURE_MAX_LEVELS];
    uint32_t bufw[WARP_TEXTURE_MAX_LEVELS], bufh[WARP_TEXTURE_MAX_LEVELS]; /* 64-texel units; pages */
    uint32_t xoff, yoff, flag;
    gs_stack st;
} gs_place;

/* Level n (its parent lw x lh above it) placed: below, beside or in new pages. */
static void place_level(gs_place *p, uint32_t n, uint32_t lw, uint32_t lh, gs_page g) {
    uint32_t mw = lw / 2, mh = lh / 2, pwb = g.pw / g.bw, rw = at_least(lw, g.bw), rh = at_least(lh, g.bh);
    p->page[n] = p->page[n - 1], p->bufw[n] = p->bufw[n - 1], p->bufh[n] = p->bufh[n - 1];
    uint32_t prev = p->base[n - 1];
    if (lw >= g.pw && lh >= g.ph) { /* the parent filled whole pages: new pages */
        p->base[n] = p->page[n] = prev + (lw / g.bw) * (lh / g.bh);
        p->bufw[n] = nsize(mw, g.pw) * g.pw / 64;
        p->bufh[n] = nsize(mh, g.ph);
        p->xoff = p->yoff = 0;
    } else if (lw >= g.pw) { /* a full-width parent: below it, else beside */
        if (rh + p->yoff < g.ph) {
            p->yoff += rh;
            p->base[n] = prev + pwb * nsize(lh, g.bh) * p->bufw[n] * 64 / g.pw;
        } else {
            p->xoff += rw;
            p->base[n] = prev + nsize(lw, g.bw);
        }
    } else if (rw + p->xoff < (lh >= g.ph ? g.pw : p->bufw[n - 1] * 64)) { /* beside it, the corner below kept */
        push(&p->st, rw, rh, prev + nsize(lh, g.bh) * pwb);
        p->xoff += rw;
        p->base[n] = prev + nsize(lw, g.bw);
    } else if (lh >= g.ph) { /* a full-height parent with no room beside: a corner, else below */
        if (p->st.n) {
            p->base[n] = pop_into(&p->st, mw, mh, g);
            p->flag = 1;
        } else {
            p->yoff += rh;
            p->base[n] = prev + pwb * nsize(lh, g.bh);
        }
    } else if (rh + p->yoff < g.ph * p->bufh[n] && p->flag == 0) { /* below it, once */
        p->base[n] = prev + pwb * nsize(lh, g.bh);
        p->yoff += lh;
        p->flag = n;
    } else if (p->st.n) {
        p->base[n] = pop_into(&p->st, mw, mh, g);
    } else { /* no corner left (not met with power-of-two sizes): below it */
        p->base[n] = prev + pwb * nsize(lh, g.bh);
    }
}


/* The palette's TRXPOS (PSMT8 with a PSMCT32 palette in a one-page-wide last buffer): its
 * block's place, in PSMCT32 texels, from the start of the page the last level lies in. */
static uint64_t palette_trxpos(uint32_t level_base, uint32_t trx, uint32_t palette_base) {
    uint8_t inv[32];
    for (uint32_t i = 0; i < 32; i++) inv[map32[i]] = (uint8_t)i;
    uint32_t lb = (level_base & ~31u) | inv[level_base & 31u];
    uint32_t pb = (palette_base & ~31u) | inv[palette_base & 31u];
    uint32_t dsax = trx & 0x7FFu, dsay = (trx >> 16) & 0x7FFu;
    uint32_t page = lb - 8u * (dsay / 16u) - dsax / 16u;
    dsay = (pb - page) / 8u * 8u;
    dsax = (pb - page) * 8u % 64u;
    return dsay < 0x800u ? (uint64_t)dsay << 48 | (uint64_t)dsax << 32 : 0;
}

/* No mipmaps: the level at block 0 of whole pages; the palette in the last 256 words of
 * the last page when the level leaves room there, else in a page of its own. */
static void single_level(uint32_t w, uint32_t h, uint32_t psm, uint32_t cpsm, gs_page g, tex_gs_layout *out) {
    uint32_t pages = nsize(w, g.pw) * nsize(h, g.ph);
    out->gs_size = pages * 2048u;
    if (psm != WARP_PSM_T8 && psm != WARP_PSM_T4) return;
    if (g.pw * nsize(w, g.pw) > w || g.ph * nsize(h, g.ph) > h) {
        out->palette_base = (out->gs_size - 256u) / 64u;
    } else {
        out->palette_base = out->gs_size / 64u;
        out->gs_size += 2048u; /* a palette (16x16 at most) takes one page */
    }
    if (psm == WARP_PSM_T8 && cpsm == WARP_PSM_CT32 && nsize(w, g.pw) == 1)
        out->palette_trxpos = palette_trxpos(0, 0, out->palette_base);
}

/* Mipmaps: each level placed after its parent (place_level), then the palette after the
 * last level, TRXPOS from each level's offset in its buffer, addresses in GS block order. */
static void mip_levels(uint32_t w, uint32_t h, uint32_t psm, uint32_t cpsm, uint32_t levels, gs_page g,
                       tex_gs_layout *out) {
    gs_place p;
    memset(&p, 0, sizeof p);
    p.bufw[0] = nsize(w, g.pw) * g.pw / 64;
    p.bufh[0] = nsize(h, g.ph);
    uint32_t lw = w, lh = h, last = levels - 1, pwb = g.pw / g.bw;
    for (uint32_t n = 1; n < levels; n++, lw /= 2, lh /= 2) place_level(&p, n, lw, lh, g);
    int palettised = psm == WARP_PSM_T8 || psm == WARP_PSM_T4;
    uint32_t bwp = p.bufw[last] * 64, bhp = p.bufh[last] * g.ph, pal = 0;
    if (bwp != lw || bhp != lh) { /* room left in the last buffer: its last blocks */
        uint32_t end = p.page[last] + ((bwp / g.pw) * p.bufh[last] << 5);
        /* T8: the 2x2 blocks one block row up from the end (librw subtracts
         * bufheight / pagewidth rows, which gives the corpus's 64x64 files a wrong
         * offset; bufheight / pageheight gives theirs) */
        if (psm == WARP_PSM_T8) pal = end - (bhp / g.ph) * pwb - 2;
        if (psm == WARP_PSM_T4) pal = end - 1;
    } else if (palettised) {
        pal = p.page[last] + (bwp / g.bw) * (bhp / g.bh);
    }
    uint32_t bufw = p.bufw[0], page = p.page[0], trx[WARP_TEXTURE_MAX_LEVELS];
    for (uint32_t n = 0; n < levels; n++) {
        uint32_t off = (p.base[n] - page) * g.bw, y = off / (bufw * 64) * g.bh, x = off % (bufw * 64);
        if (p.bufw[n] == bufw && y < 0x800) {
            trx[n] = y << 16 | x;
        } else { /* a new buffer starts here */
            bufw = p.bufw[n], page = p.page[n];
            trx[n] = 0;
        }
        out->trxpos[n] = (uint64_t)(trx[n] >> 16) << 48 | (uint64_t)(trx[n] & 0xFFFFu) << 32;
        if (palettised) /* sent as 32/16-bit pixels at half size: both halved */
            out->trxpos[n] = (uint64_t)((trx[n] & ~0x10001u) / 2 >> 16) << 48 |
                             (uint64_t)((trx[n] & ~0x10001u) / 2 & 0xFFFFu) << 32;
        p.base[n] = gs_block(p.base[n], bufw, g, psm);
    }
    if (palettised) {
        pal = gs_block(pal, bufw, g, psm);
        out->palette_base = pal;
    }
    out->gs_size = (p.page[last] + p.bufw[last] * 64 / g.bw * (g.ph * p.bufh[last] / g.bh)) * 64u;
    if (palettised && pal * 64u == out->gs_size) out->gs_size += 2048u;
    out->miptbp1 = out->miptbp2 = 0;
    for (uint32_t n = 1; n < WARP_TEXTURE_MAX_LEVELS; n++) {
        uint64_t v = (n < levels ? p.bufw[n] : 1u) << 14 | (n < levels ? p.base[n] & 0x3FFFu : 0u);
        if (n <= 3) out->miptbp1 |= v << (20 * (n - 1));
        else out->miptbp2 |= v << (20 * (n - 4));
    }
    if (psm == WARP_PSM_T8 && cpsm == WARP_PSM_CT32 && p.bufw[last] == 2)
        out->palette_trxpos = palette_trxpos(p.base[last], trx[last], pal);
}

void warp__tex_gs_layout_compute(uint32_t w, uint32_t h, uint32_t psm, uint32_t cpsm, uint32_t levels,
                           tex_gs_layout *out) {
    memset(out, 0, sizeof *out);
    gs_page g = page_of(psm);
    /* MIPTBP of absent levels: buffer width 1, base 0 (as on unmipped disc textures) */
    out->miptbp1 = out->miptbp2 = 1ull << 54 | 1ull << 34 | 1ull << 14;
    if (levels <= 1)
        single_level(w, h, psm, cpsm, g, out);
    else
        mip_levels(w, h, psm, cpsm, levels, g, out);
}
