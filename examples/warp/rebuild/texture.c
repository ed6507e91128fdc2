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

/* Every index below `colors`; else a message. */
static int indices_fit(const png_read_image *png, unsigned colors, const char *file) {
    for (size_t i = 0, n = (size_t)png->width * png->height; i < n; i++)
        if (png->pixels[i] >= colors) {
            report(file, -1, "index %u past the texture's %u-colour palette", png->pixels[i], colors);
            return 0;
        }
    return 1;
}

/* One texture's rebuild under way: its old pixels and palette, and its new levels. */
typedef struct tex_job {
    const warp_texture *t;
    warp_texture_info in;
    const char *file;
    level_px lv[WARP_TEXTURE_MAX_LEVELS];
    uint8_t old_pal[1024], pal[1024];
    uint8_t *old; /* a level's old RGBA (room for level 0) */
    unsigned pc;  /* palette colours, 0 for a direct-colour texture */
    size_t n0;    /* level 0's pixels */
    int changed, pal_fixed;
    int same_idx; /* a palettised level-0 PNG with the old indices: only colours changed */
} tex_job;

/* How a step failed: after its own message, or for want of memory or of a decoder (the
 * caller's message names the texture). */
enum { TEX_FAILED = -1, TEX_NO_MEMORY = -2, TEX_NO_DECODE = -3 };

/* Level 0. A palettised PNG for a palettised texture gives indices and palette as
 * they are (entries past its PLTE keep the old colours). */
static int take_level0(tex_job *j, const png_read_image *png) {
    level_px *lv = j->lv;
    size_t n0 = j->n0;
    unsigned pc = j->pc;
    if (warp_texture_decode_rgba(j->t, 0, j->old, n0 * 4, 0, NULL)) return TEX_NO_DECODE;
    lv[0].given = 1;
    if (pc && png->indexed) {
        if (!indices_fit(png, pc, j->file)) return TEX_FAILED;
        if (!(lv[0].idx = malloc(n0)) || !(lv[0].rgba = malloc(n0 * 4))) return TEX_NO_MEMORY;
        memcpy(j->pal, j->old_pal, pc * 4);
        memcpy(j->pal, png->palette, (png->colors < pc ? png->colors : pc) * 4);
        memcpy(lv[0].idx, png->pixels, n0);
        for (size_t i = 0; i < n0; i++) memcpy(lv[0].rgba + i * 4, j->pal + lv[0].idx[i] * 4, 4);
        j->pal_fixed = 1;
        uint8_t *old_idx = malloc(n0);
        if (!old_idx || warp_texture_decode_indices(j->t, 0, old_idx, n0, 0, NULL)) {
            free(old_idx);
            return TEX_NO_DECODE;
        }
        j->same_idx = !memcmp(old_idx, lv[0].idx, n0);
        j->changed = !j->same_idx || memcmp(j->pal, j->old_pal, pc * 4);
        free(old_idx);
    } else {
        if (!(lv[0].rgba = rebuild_png_rgba(png, j->file))) return TEX_FAILED;
        j->changed = memcmp(lv[0].rgba, j->old, n0 * 4) != 0;
    }
    return 0;
}

/* Mip level l: an edited <name>.mipN.png is taken (same size as the level required);
 * an absent or unedited one leaves the level to the box filter. */
static int take_mip(tex_job *j, uint32_t l) {
    level_px *lv = &j->lv[l];
    png_read_image mp;
    char path[4096];
    int r = rebuild_mip_png(j->file, l, &mp, path, sizeof path);
    if (r < 0) return TEX_FAILED;
    if (r) return 0;
    size_t n = (size_t)lv->w * lv->h;
    int rc = 0;
    if (mp.width != lv->w || mp.height != lv->h) {
        report(path, -1, "%ux%u, but level %u of texture \"%s\" is %ux%u: same size required", mp.width,
               mp.height, l, j->in.name, lv->w, lv->h);
        rc = TEX_FAILED;
    } else if (!(lv->rgba = rebuild_png_rgba(&mp, path))) {
        rc = TEX_FAILED;
    } else if (warp_texture_decode_rgba(j->t, l, j->old, j->n0 * 4, 0, NULL)) {
        rc = TEX_NO_DECODE;
    } else if (memcmp(lv->rgba, j->old, n * 4)) {
        lv->given = j->changed = 1;
        /* its own indices when its palette is the texture's */
        unsigned pc = j->pc;
        int own = pc && j->pal_fixed && mp.indexed && mp.colors >= pc && !memcmp(mp.palette, j->pal, pc * 4);
        for (size_t i = 0; own && i < n; i++) own = mp.pixels[i] < pc;
        if (own && !(lv->idx = malloc(n))) rc = TEX_NO_MEMORY;
        else if (own) memcpy(lv->idx, mp.pixels, n);
    } else {
        free(lv->rgba);
        lv->rgba = NULL;
    }
    png_read_free(&mp);
    return rc;
}

/* The old pixels and palette, then every level the PNGs give: 0, or a TEX_ failure. */
static int take_levels(tex_job *j, const png_read_image *png) {
    if (!(j->old = malloc(j->n0 * 4))) return TEX_NO_MEMORY;
    if (j->pc && warp_texture_decode_palette(j->t, j->old_pal, sizeof j->old_pal, NULL)) return TEX_NO_DECODE;
    for (uint32_t l = 0; l < j->in.levels; l++) j->lv[l].w = j->in.level_width[l], j->lv[l].h = j->in.level_height[l];
    int rc = take_level0(j, png);
    for (uint32_t l = 1; !rc && l < j->in.levels; l++) rc = take_mip(j, l);
    return rc;
}

/* Palette from the given levels' colours together, unless a palettised PNG set it. */
static int palette_from_levels(tex_job *j) {
    const level_px *lv = j->lv;
    size_t total = 0;
    for (uint32_t l = 0; l < j->in.levels; l++) total += lv[l].given ? (size_t)lv[l].w * lv[l].h : 0;
    uint8_t *all = malloc(total * 4);
    if (!all) return TEX_NO_MEMORY;
    size_t at = 0;
    for (uint32_t l = 0; l < j->in.levels; l++)
        if (lv[l].given) {
            memcpy(all + at * 4, lv[l].rgba, (size_t)lv[l].w * lv[l].h * 4);
            at += (size_t)lv[l].w * lv[l].h;
        }
    int rc = quantize_repalette(all, total, j->old_pal, j->pc, j->pal) ? TEX_NO_MEMORY : 0;
    free(all);
    return rc;
}

/* Level l's indices from its colours: a texel whose old entry holds its colour keeps its
 * old index (so duplicate entries and untouched texels stay as stored), any other the
 * nearest entry. With `keep` (only colours changed), the old indices as they are. */
static int map_level(tex_job *j, uint32_t l, int keep) {
    level_px *lv = &j->lv[l];
    size_t n = (size_t)lv->w * lv->h;
    uint8_t *old = malloc(n);
    int rc = old && (lv->idx = malloc(n)) != NULL ? 0 : TEX_NO_MEMORY;
    if (!rc && warp_texture_decode_indices(j->t, l, old, n, 0, NULL)) rc = TEX_NO_DECODE;
    if (!rc && keep) {
        memcpy(lv->idx, old, n);
        for (size_t i = 0; i < n; i++) memcpy(lv->rgba + i * 4, j->pal + old[i] * 4, 4);
    } else if (!rc && quantize_map(lv->rgba, n, j->pal, j->pc, lv->idx)) {
        rc = TEX_NO_MEMORY;
    }
    for (size_t i = 0; !rc && !keep && i < n; i++)
        if (!memcmp(j->pal + old[i] * 4, lv->rgba + i * 4, 4)) lv->idx[i] = old[i];
    free(old);
    return rc;
}

/* The other levels box-filtered from the one above, or, when only colours changed and no
 * level above was edited, their old indices; palettised levels mapped by map_level. Into
 * d: 0 or a TEX_ failure. */
static int fill_levels(tex_job *j, warp_texture_desc *d) {
    level_px *lv = j->lv;
    unsigned pc = j->pc;
    int keep = pc && j->same_idx; /* until an edited mip: below it, box-filtered */
    for (uint32_t l = 0; l < j->in.levels; l++) {
        size_t n = (size_t)lv[l].w * lv[l].h;
        if (l && lv[l].given) keep = 0;
        if (!lv[l].rgba) {
            if (!(lv[l].rgba = malloc(n * 4))) return TEX_NO_MEMORY;
            if (!keep) rebuild_box_filter(lv[l - 1].rgba, lv[l - 1].w, lv[l - 1].h, lv[l].rgba, lv[l].w, lv[l].h);
        }
        int rc = pc && !lv[l].idx ? map_level(j, l, keep) : 0;
        if (rc) return rc;
        if (pc) d->indices[l] = lv[l].idx;
        else d->rgba[l] = lv[l].rgba;
    }
    d->palette = pc ? j->pal : NULL;
    return 0;
}

int rebuild_texture(const warp_texture *t, const uint8_t *input, const png_read_image *png, const char *file,
                    rebuild_patch *p) {
    tex_job j;
    memset(&j, 0, sizeof j);
    j.t = t, j.file = file;
    warp_texture_get_info(t, &j.in);
    p->bytes = NULL;
    int grown = rebuild_texture_grow(t, input, png, file, p); /* another size or format */
    if (grown <= 0) return grown;
    j.pc = j.in.palette_colors;
    j.n0 = (size_t)j.in.width * j.in.height;
    int rc = take_levels(&j, png);
    if (!rc && j.changed) {
        if (j.pc && !j.pal_fixed) rc = palette_from_levels(&j);
        warp_texture_desc d;
        warp_texture_desc_from_info(&j.in, &d);
        if (!rc) rc = fill_levels(&j, &d);
        if (!rc && rebuild_encode_texture(&d, j.in.section, j.in.section_len, file, p)) rc = TEX_FAILED;
        if (!rc) p->offset = (size_t)(j.in.section - input), p->old_len = j.in.section_len;
    }
    if (rc == TEX_NO_MEMORY) report(file, -1, "texture \"%s\": out of memory", j.in.name);
    if (rc == TEX_NO_DECODE) report(file, -1, "texture \"%s\": cannot decode its format", j.in.name);
    for (uint32_t l = 0; l < WARP_TEXTURE_MAX_LEVELS; l++) free(j.lv[l].rgba), free(j.lv[l].idx);
    free(j.old);
    return rc ? -1 : 0;
}

/* The dictionary walk's state: find the texture an item names. */
typedef struct find_ctx {
    uint32_t index;
    const uint8_t *input;
    const png_read_image *png;
    const char *file;
    rebuild_patch *patch;
    int found, failed;
    uint32_t count;      /* textures walked */
    size_t end;          /* where the last one's section ends, in input */
    const warp_texture *first; /* a copy of the first: the sibling a new texture takes its sampling from */
} find_ctx;

static int find_cb(void *user, const warp_texture *t) {
    find_ctx *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    c->count++;
    c->end = (size_t)(in.section - c->input) + in.section_len;
    if (!c->first && (c->first = handle_alloc(warp_texture_sizeof())) != NULL)
        memcpy((void *)c->first, t, warp_texture_sizeof());
    if (in.index != c->index) return 0;
    c->found = 1;
    c->failed = rebuild_texture(t, c->input, c->png, c->file, c->patch) != 0;
    return 1;
}

/* The new texture `index` (the dictionary's count: one past its last) appended after its
 * last texture, and the dictionary's count word one more (docs/patch.md). */
static int add_texture(const find_ctx *c, size_t dict_offset, rebuild_patch *count) {
    const uint8_t *cw = c->input + dict_offset + 24; /* the dictionary struct's count (u16) and device id */
    if (rebuild_texture_new(c->first, c->end, c->png, c->file, c->patch)) return -1;
    if (!(count->bytes = malloc(4))) {
        report(c->file, -1, "out of memory");
        free(c->patch->bytes), c->patch->bytes = NULL;
        return -1;
    }
    uint32_t n = (uint32_t)cw[0] | (uint32_t)cw[1] << 8;
    count->bytes[0] = (uint8_t)(n + 1), count->bytes[1] = (uint8_t)((n + 1) >> 8);
    count->bytes[2] = cw[2], count->bytes[3] = cw[3];
    count->offset = dict_offset + 24, count->old_len = count->len = 4;
    return 0;
}

int rebuild_texture_in(const uint8_t *input, size_t len, size_t dict_offset, uint32_t index,
                       const png_read_image *png, const char *file, rebuild_patch *p, rebuild_patch *count,
                       const char *whose) {
    find_ctx c = {index, input, png, file, p, 0, 0, 0, 0, NULL};
    int rc = dict_offset < len ? warp_txd_foreach(input + dict_offset, len - dict_offset, NULL, find_cb, &c)
                               : WARP_E_RANGE;
    if (count) count->bytes = NULL;
    if (!c.failed && !c.found && !rc && count && c.first && index == c.count && c.count < 0xFFFF &&
        dict_offset + 28 <= len) {
        c.failed = add_texture(&c, dict_offset, count) != 0;
        c.found = 1;
    }
    free((void *)c.first);
    if (c.failed) return -1;
    if (!c.found) {
        report(file, -1, "no texture %u in the dictionary at %zu: %s", index, dict_offset,
               rc && rc != WARP_STOPPED ? warp_strerror(rc) : whose);
        return -1;
    }
    return 0;
}
