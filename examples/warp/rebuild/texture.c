/* warp rebuild: one edited texture (its PNG and any <name>.mipN.png beside it) back into
 * its texture native's own pixel format. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/quantize.h"
#include "rebuild/rebuild.h"
#include "platform/util.h"

/* One level's new pixels: RGBA always, and for palettised textures its indices once
 * known. `given`: read from a PNG (level 0, an edited mip), else box-filtered. */
typedef struct level_px {
    uint32_t w, h;
    uint8_t *rgba, *idx;
    int given;
} level_px;

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

uint8_t *rebuild_png_rgba(const png_read_image *png, const char *file) {
    size_t n = (size_t)png->width * png->height;
    uint8_t *rgba = malloc(n * 4);
    if (!rgba) {
        report(file, -1, "out of memory");
        return NULL;
    }
    if (!png->indexed) {
        memcpy(rgba, png->pixels, n * 4);
        return rgba;
    }
    for (size_t i = 0; i < n; i++) {
        if (png->pixels[i] >= png->colors) {
            report(file, -1, "index %u past its %u-colour palette", png->pixels[i], png->colors);
            free(rgba);
            return NULL;
        }
        memcpy(rgba + i * 4, png->palette + png->pixels[i] * 4, 4);
    }
    return rgba;
}

/* Every index below `colors`; else a message. */
static int indices_fit(const png_read_image *png, unsigned colors, const char *file) {
    for (size_t i = 0, n = (size_t)png->width * png->height; i < n; i++)
        if (png->pixels[i] >= colors) {
            report(file, -1, "index %u past the texture's %u-colour palette", png->pixels[i], colors);
            return 0;
        }
    return 1;
}

/* Level l's PNG beside level 0's (`<stem>.mip<l>.png`) into *png: 1 when there is
 * none, 0 when read, -1 after a message naming it. */
static int read_mip_png(const char *file, uint32_t l, png_read_image *png, char *path, size_t cap) {
    size_t len = strlen(file);
    if (len < 4 || strcmp(file + len - 4, ".png")) return 1;
    snprintf(path, cap, "%.*s.mip%u.png", (int)(len - 4), file, l);
    return png_read_file(path, png, 1);
}

/* Indices of n pixels into `pal`; 1 when every pixel found its own colour there, 0
 * when some took the nearest, -1 when out of memory. */
static int map_exact(const uint8_t *rgba, size_t n, const uint8_t *pal, unsigned colors, uint8_t *idx) {
    if (quantize_map(rgba, n, pal, colors, idx)) return -1;
    for (size_t i = 0; i < n; i++)
        if (memcmp(pal + idx[i] * 4, rgba + i * 4, 4)) return 0;
    return 1;
}

/* The palette for the given levels' colours (`all`, n pixels) when no palettised PNG
 * fixed it: the old one when it holds every colour; else, when they are no more than
 * the palette holds, the old one with its entries no colour uses replaced by the new
 * colours; else the quantiser's. 0, or -1 when out of memory. */
static int choose_palette(const uint8_t *all, size_t n, const uint8_t *old_pal, unsigned pc, uint8_t *pal) {
    uint8_t fresh[1024], *idx = malloc(n ? n : 1);
    int rc = idx ? map_exact(all, n, old_pal, pc, idx) : -1;
    if (rc == 1) { /* every colour in the old palette */
        memcpy(pal, old_pal, pc * 4);
        free(idx);
        return 0;
    }
    int used = rc < 0 ? -1 : quantize_palette(all, n, pc, fresh);
    rc = used < 0 ? -1 : map_exact(all, n, fresh, (unsigned)used, idx);
    free(idx);
    if (rc < 0) return -1;
    if (rc == 0) { /* more colours than entries: quantised */
        memcpy(pal, fresh, pc * 4);
        return 0;
    }
    /* extend: the old entries holding one of the colours keep their slots (the first of
     * equal ones), the other colours take the remaining slots in order */
    uint8_t keep[256] = {0}, placed[256] = {0};
    memcpy(pal, old_pal, pc * 4);
    for (int i = 0; i < used; i++)
        for (unsigned j = 0; j < pc; j++)
            if (!memcmp(old_pal + j * 4, fresh + i * 4, 4)) {
                keep[j] = placed[i] = 1; /* fresh colours are distinct: j is nobody else's */
                break;
            }
    unsigned slot = 0;
    for (int i = 0; i < used; i++) {
        if (placed[i]) continue;
        while (keep[slot]) slot++; /* a free slot exists: used <= pc */
        memcpy(pal + slot * 4, fresh + i * 4, 4);
        keep[slot] = 1;
    }
    return 0;
}

/* The texture's name, pixel format, levels and settings as they were, into d. */
static void same_desc(const warp_texture_info *in, warp_texture_desc *d) {
    memset(d, 0, sizeof *d);
    d->name = in->name, d->mask = in->mask, d->width = in->width, d->height = in->height;
    d->psm = in->psm, d->levels = in->levels, d->filter = in->filter;
    d->address_u = in->address_u, d->address_v = in->address_v;
    d->sky_mipmap = in->has_sky_mipmap ? in->sky_mipmap : 0;
    d->palette_psm = in->palette_colors ? in->palette_psm : 0;
    d->stamp = (uint32_t)(in->section[8] | in->section[9] << 8 | in->section[10] << 16 |
                          (uint32_t)in->section[11] << 24);
}

/* Encode d into p->bytes (malloc'ed); 0 or -1 after a message. */
static int encode(const warp_texture_desc *d, const char *file, rebuild_patch *p) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int e = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_LIMIT;
    if (!e) e = warp_write_texture_native(w, d);
    size_t len = w ? warp_writer_size(w) : 0;
    if (!e && (p->bytes = malloc(len ? len : 1)) != NULL) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, p->bytes, len);
        e = warp_write_texture_native(w, d);
        p->len = len;
    }
    free(w);
    if (e || !p->bytes) {
        report(file, -1, "texture \"%s\": encoding failed: %s", d->name, e ? warp_strerror(e) : "out of memory");
        free(p->bytes);
        p->bytes = NULL;
        return -1;
    }
    return 0;
}

int rebuild_texture(const warp_texture *t, const uint8_t *input, const png_read_image *png, const char *file,
                    rebuild_patch *p) {
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    p->bytes = NULL;
    if (png->width != in.width || png->height != in.height) {
        report(file, -1, "%ux%u, but texture \"%s\" is %ux%u: same size required", png->width, png->height,
               in.name, in.width, in.height);
        return -1;
    }
    level_px lv[WARP_TEXTURE_MAX_LEVELS];
    memset(lv, 0, sizeof lv);
    uint8_t old_pal[1024] = {0}, pal[1024] = {0}, *old = NULL, *all = NULL;
    int rc = -1, changed = 0, pal_fixed = 0;
    unsigned pc = in.palette_colors;
    size_t n0 = (size_t)in.width * in.height;
    if (!(old = malloc(n0 * 4))) goto fail_memory;
    if (pc && warp_texture_decode_palette(t, old_pal, sizeof old_pal, NULL)) goto fail_decode;
    for (uint32_t l = 0; l < in.levels; l++) lv[l].w = in.level_width[l], lv[l].h = in.level_height[l];

    /* Level 0. A palettised PNG for a palettised texture gives indices and palette as
     * they are (entries past its PLTE keep the old colours). */
    if (warp_texture_decode_rgba(t, 0, old, n0 * 4, 0, NULL)) goto fail_decode;
    lv[0].given = 1;
    if (pc && png->indexed) {
        if (!indices_fit(png, pc, file)) goto out;
        if (!(lv[0].idx = malloc(n0)) || !(lv[0].rgba = malloc(n0 * 4))) goto fail_memory;
        memcpy(pal, old_pal, pc * 4);
        memcpy(pal, png->palette, (png->colors < pc ? png->colors : pc) * 4);
        memcpy(lv[0].idx, png->pixels, n0);
        for (size_t i = 0; i < n0; i++) memcpy(lv[0].rgba + i * 4, pal + lv[0].idx[i] * 4, 4);
        pal_fixed = 1;
        uint8_t *old_idx = malloc(n0);
        if (!old_idx || warp_texture_decode_indices(t, 0, old_idx, n0, 0, NULL)) {
            free(old_idx);
            goto fail_decode;
        }
        changed = memcmp(old_idx, lv[0].idx, n0) || memcmp(pal, old_pal, pc * 4);
        free(old_idx);
    } else {
        if (!(lv[0].rgba = rebuild_png_rgba(png, file))) goto out;
        changed = memcmp(lv[0].rgba, old, n0 * 4) != 0;
    }

    /* Mip levels: an edited <name>.mipN.png is taken (same size as the level required);
     * an absent or unedited one leaves the level to the box filter. */
    for (uint32_t l = 1; l < in.levels; l++) {
        png_read_image mp;
        char path[4096];
        int r = read_mip_png(file, l, &mp, path, sizeof path);
        if (r < 0) goto out;
        if (r) continue;
        size_t n = (size_t)lv[l].w * lv[l].h;
        if (mp.width != lv[l].w || mp.height != lv[l].h) {
            report(path, -1, "%ux%u, but level %u of texture \"%s\" is %ux%u: same size required", mp.width,
                   mp.height, l, in.name, lv[l].w, lv[l].h);
            png_read_free(&mp);
            goto out;
        }
        lv[l].rgba = rebuild_png_rgba(&mp, path);
        if (!lv[l].rgba || warp_texture_decode_rgba(t, l, old, n0 * 4, 0, NULL)) {
            png_read_free(&mp);
            if (lv[l].rgba) goto fail_decode;
            goto out;
        }
        if (memcmp(lv[l].rgba, old, n * 4)) {
            lv[l].given = changed = 1;
            /* its own indices when its palette is the texture's */
            int own = pc && pal_fixed && mp.indexed && mp.colors >= pc && !memcmp(mp.palette, pal, pc * 4);
            for (size_t i = 0; own && i < n; i++) own = mp.pixels[i] < pc;
            if (own && !(lv[l].idx = malloc(n))) {
                png_read_free(&mp);
                goto fail_memory;
            }
            if (own) memcpy(lv[l].idx, mp.pixels, n);
        } else {
            free(lv[l].rgba);
            lv[l].rgba = NULL;
        }
        png_read_free(&mp);
    }
    if (!changed) {
        rc = 0;
        goto out;
    }

    /* Palette from the given levels' colours together, unless a palettised PNG set it. */
    if (pc && !pal_fixed) {
        size_t total = 0;
        for (uint32_t l = 0; l < in.levels; l++) total += lv[l].given ? (size_t)lv[l].w * lv[l].h : 0;
        if (!(all = malloc(total * 4))) goto fail_memory;
        size_t at = 0;
        for (uint32_t l = 0; l < in.levels; l++)
            if (lv[l].given) {
                memcpy(all + at * 4, lv[l].rgba, (size_t)lv[l].w * lv[l].h * 4);
                at += (size_t)lv[l].w * lv[l].h;
            }
        if (choose_palette(all, total, old_pal, pc, pal)) goto fail_memory;
    }
    /* The other levels box-filtered from the one above; palettised levels mapped to the
     * nearest entry (exact for colours the palette holds). */
    warp_texture_desc d;
    same_desc(&in, &d);
    for (uint32_t l = 0; l < in.levels; l++) {
        size_t n = (size_t)lv[l].w * lv[l].h;
        if (!lv[l].rgba) {
            if (!(lv[l].rgba = malloc(n * 4))) goto fail_memory;
            box_filter(lv[l - 1].rgba, lv[l - 1].w, lv[l - 1].h, lv[l].rgba, lv[l].w, lv[l].h);
        }
        if (pc && !lv[l].idx && (!(lv[l].idx = malloc(n)) || quantize_map(lv[l].rgba, n, pal, pc, lv[l].idx)))
            goto fail_memory;
        if (pc) d.indices[l] = lv[l].idx;
        else d.rgba[l] = lv[l].rgba;
    }
    d.palette = pc ? pal : NULL;
    if (encode(&d, file, p)) goto out;
    p->offset = (size_t)(in.section - input);
    p->old_len = in.section_len;
    rc = 0;
    goto out;
fail_memory:
    report(file, -1, "texture \"%s\": out of memory", in.name);
    goto out;
fail_decode:
    report(file, -1, "texture \"%s\": cannot decode its format", in.name);
out:
    for (uint32_t l = 0; l < WARP_TEXTURE_MAX_LEVELS; l++) free(lv[l].rgba), free(lv[l].idx);
    free(old), free(all);
    return rc;
}

/* The dictionary walk's state: find the texture an item names. */
typedef struct find_ctx {
    uint32_t index;
    const uint8_t *input;
    const png_read_image *png;
    const char *file;
    rebuild_patch *patch;
    int found, failed;
} find_ctx;

static int find_cb(void *user, const warp_texture *t) {
    find_ctx *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (in.index != c->index) return 0;
    c->found = 1;
    c->failed = rebuild_texture(t, c->input, c->png, c->file, c->patch) != 0;
    return 1;
}

int rebuild_texture_in(const uint8_t *input, size_t len, size_t dict_offset, uint32_t index,
                       const png_read_image *png, const char *file, rebuild_patch *p, const char *whose) {
    find_ctx c = {index, input, png, file, p, 0, 0};
    int rc = dict_offset < len ? warp_txd_foreach(input + dict_offset, len - dict_offset, NULL, find_cb, &c)
                               : WARP_E_RANGE;
    if (c.failed) return -1;
    if (!c.found) {
        report(file, -1, "no texture %u in the dictionary at %zu: %s", index, dict_offset,
               rc && rc != WARP_STOPPED ? warp_strerror(rc) : whose);
        return -1;
    }
    return 0;
}
