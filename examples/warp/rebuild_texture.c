/* warp rebuild: one edited texture PNG back into its texture native's format. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild.h"
#include "util.h"

/* Nearest palette entry (squared RGBA distance). */
static uint8_t nearest(const uint8_t *pal, unsigned colors, const uint8_t *c) {
    unsigned best = 0;
    long best_d = -1;
    for (unsigned i = 0; i < colors; i++) {
        long d = 0;
        for (int k = 0; k < 4; k++) d += (long)(pal[i * 4 + k] - c[k]) * (pal[i * 4 + k] - c[k]);
        if (best_d < 0 || d < best_d) best_d = d, best = i;
    }
    return (uint8_t)best;
}

/* Level n+1 from level n: the rounded average of each 2x2 block (a 1-texel side
 * averages the pair along the other). */
static void box_filter(const uint8_t *src, uint32_t sw, uint32_t sh, uint8_t *dst, uint32_t dw, uint32_t dh) {
    for (uint32_t y = 0; y < dh; y++)
        for (uint32_t x = 0; x < dw; x++)
            for (int k = 0; k < 4; k++) {
                uint32_t x0 = sw > 1 ? 2 * x : x, y0 = sh > 1 ? 2 * y : y;
                uint32_t x1 = sw > 1 ? x0 + 1 : x0, y1 = sh > 1 ? y0 + 1 : y0;
                unsigned s = src[((size_t)y0 * sw + x0) * 4 + k] + src[((size_t)y0 * sw + x1) * 4 + k] +
                             src[((size_t)y1 * sw + x0) * 4 + k] + src[((size_t)y1 * sw + x1) * 4 + k];
                dst[((size_t)y * dw + x) * 4 + k] = (uint8_t)((s + 2) / 4);
            }
}

/* Compare one texture with its PNG; when changed, encode its replacement into
 * p->bytes. Returns 0 (p->bytes NULL when unchanged) or -1 after a message. */
int rebuild_texture(const warp_texture *t, const uint8_t *input, const png_read_image *png,
                           const char *file, rebuild_patch *p) {
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    p->bytes = NULL;
    if (png->width != in.width || png->height != in.height) {
        report(file, -1, "%ux%u, but texture \"%s\" is %ux%u: same size required", png->width, png->height,
               in.name, in.width, in.height);
        return -1;
    }
    size_t n = (size_t)in.width * in.height;
    uint8_t *old = malloc(n * 4), *rgba = malloc(n * 4), *mips = NULL, *idx = NULL;
    uint8_t old_pal[1024] = {0}, pal[1024] = {0};
    int rc = -1, changed = 0;
    if (!old || !rgba) goto out;
    unsigned pc = in.palette_colors;
    if (pc) {
        idx = malloc(n);
        if (!idx || warp_texture_decode_indices(t, 0, old, n, 0, NULL) ||
            warp_texture_decode_palette(t, old_pal, sizeof old_pal, NULL))
            goto fail_decode;
        memcpy(pal, old_pal, pc * 4);
        if (png->indexed) {
            for (size_t i = 0; i < n; i++)
                if (png->pixels[i] >= pc) {
                    report(file, -1, "index %u past the texture's %u-colour palette", png->pixels[i], pc);
                    goto out;
                }
            memcpy(pal, png->palette, (png->colors < pc ? png->colors : pc) * 4);
            memcpy(idx, png->pixels, n);
            changed = memcmp(idx, old, n) || memcmp(pal, old_pal, pc * 4);
        } else {
            if (warp_texture_decode_rgba(t, 0, old, n * 4, 0, NULL)) goto fail_decode;
            changed = memcmp(png->pixels, old, n * 4) != 0;
            if (changed) { /* exact quantisation: every distinct colour gets an entry */
                unsigned used = 0;
                for (size_t i = 0; i < n; i++) {
                    const uint8_t *c = png->pixels + i * 4;
                    unsigned j = 0;
                    while (j < used && memcmp(pal + j * 4, c, 4)) j++;
                    if (j == used) {
                        if (used == pc) {
                            report(file, -1, "more than %u colours for a %u-colour texture: reduce them (or save "
                                   "it palettised) first", pc, pc);
                            goto out;
                        }
                        memcpy(pal + used++ * 4, c, 4);
                    }
                    idx[i] = (uint8_t)j;
                }
            }
        }
        if (changed)
            for (size_t i = 0; i < n; i++) memcpy(rgba + i * 4, pal + idx[i] * 4, 4);
    } else {
        if (in.psm != WARP_PSM_CT32 && in.psm != WARP_PSM_CT24 && in.psm != WARP_PSM_CT16 && in.psm != WARP_PSM_CT16S)
            goto fail_decode;
        if (warp_texture_decode_rgba(t, 0, old, n * 4, 0, NULL)) goto fail_decode;
        if (png->indexed) {
            for (size_t i = 0; i < n; i++) {
                if (png->pixels[i] >= png->colors) {
                    report(file, -1, "index past its palette");
                    goto out;
                }
                memcpy(rgba + i * 4, png->palette + png->pixels[i] * 4, 4);
            }
        } else {
            memcpy(rgba, png->pixels, n * 4);
        }
        changed = memcmp(rgba, old, n * 4) != 0;
        if (changed && in.psm != WARP_PSM_CT32) {
            report(file, -1, "texture \"%s\": re-encoding its 16/24-bit format is not supported yet", in.name);
            goto out;
        }
    }
    if (!changed) {
        rc = 0;
        goto out;
    }
    /* Mip levels: box-filtered from level 0's colours; palettised ones mapped back to
     * the nearest palette entry. */
    warp_texture_desc d;
    memset(&d, 0, sizeof d);
    d.name = in.name, d.mask = in.mask, d.width = in.width, d.height = in.height;
    d.psm = in.psm, d.levels = in.levels, d.filter = in.filter;
    d.address_u = in.address_u, d.address_v = in.address_v;
    d.sky_mipmap = in.has_sky_mipmap ? in.sky_mipmap : 0;
    d.stamp = (uint32_t)(in.section[8] | in.section[9] << 8 | in.section[10] << 16 | (uint32_t)in.section[11] << 24);
    size_t total = 0;
    for (uint32_t l = 0; l < in.levels; l++) total += (size_t)in.level_width[l] * in.level_height[l];
    mips = malloc(total * 5);
    if (!mips) goto out;
    uint8_t *lr = mips, *li = mips + total * 4;
    memcpy(lr, rgba, n * 4);
    if (pc) memcpy(li, idx, n);
    for (uint32_t l = 0; l < in.levels; l++) {
        uint32_t w = in.level_width[l], h = in.level_height[l];
        if (w != (in.width >> l ? in.width >> l : 1) || h != (in.height >> l ? in.height >> l : 1)) {
            report(file, -1, "texture \"%s\": level %u is %ux%u, not half the one above: not supported", in.name, l,
                   w, h);
            goto out;
        }
        if (l) {
            uint32_t pw = in.level_width[l - 1], ph = in.level_height[l - 1];
            box_filter(lr - (size_t)pw * ph * 4, pw, ph, lr, w, h);
            if (pc)
                for (size_t i = 0; i < (size_t)w * h; i++) li[i] = nearest(pal, pc, lr + i * 4);
        }
        if (pc) d.indices[l] = li;
        else d.rgba[l] = lr;
        lr += (size_t)w * h * 4, li += (size_t)w * h;
    }
    d.palette = pc ? pal : NULL;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    if (!w) goto out;
    int e = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    if (!e) e = warp_write_texture_native(w, &d);
    size_t len = warp_writer_size(w);
    if (!e && (p->bytes = malloc(len)) != NULL) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, p->bytes, len);
        e = warp_write_texture_native(w, &d);
        p->len = len;
    }
    free(w);
    if (e || !p->bytes) {
        report(file, -1, "texture \"%s\": encoding failed: %s", in.name, e ? warp_strerror(e) : "out of memory");
        free(p->bytes);
        p->bytes = NULL;
        goto out;
    }
    p->offset = (size_t)(in.section - input);
    p->old_len = in.section_len;
    rc = 0;
    goto out;
fail_decode:
    report(file, -1, "texture \"%s\": cannot decode or re-encode its format", in.name);
out:
    free(old), free(rgba), free(idx), free(mips);
    return rc;
}

