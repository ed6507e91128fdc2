/* warp rebuild: a texture at another size or format (docs/patch.md "Textures at another
 * size or format"). Its PNG's size (powers of two up to the GS's 1,024) and colours, or a
 * sidecar <stem>.json ({"format": "PSMT8", "mips": 3}), choose the new texture, which is
 * encoded afresh in the game's layout for that size: swizzle, packets, palette, raster
 * fields and mip levels regenerated (the original's count, unless the size forbids it). */
#include <cJSON.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "formats/quantize.h"
#include "rebuild/rebuild.h"
#include "platform/util.h"

static const struct { const char *name; uint32_t psm; } formats[] = {
    {"PSMT4", WARP_PSM_T4},     {"PSMT8", WARP_PSM_T8},     {"PSMCT32", WARP_PSM_CT32},
    {"PSMCT24", WARP_PSM_CT24}, {"PSMCT16", WARP_PSM_CT16}, {"PSMCT16S", WARP_PSM_CT16S},
};

static int palettised(uint32_t psm) { return psm == WARP_PSM_T8 || psm == WARP_PSM_T4; }
static int side_ok(uint32_t v) { return v && v <= 1024 && !(v & (v - 1)); }
/* The power of two up to 1,024 nearest v (the smaller on a tie). */
static uint32_t nearest_side(uint32_t v) {
    uint32_t lo = 1;
    while (lo < 1024 && lo * 2 <= v) lo *= 2;
    return lo == 1024 || v - lo <= lo * 2 - v ? lo : lo * 2;
}
static uint32_t log2u(uint32_t v) {
    uint32_t n = 0;
    while ((1u << n) < v) n++;
    return n;
}

/* What a sidecar asks: psm, levels and sampling (filter 1-255, addressing 1-15), 0 when it
 * names none. */
typedef struct grow_ask { uint32_t psm, levels, filter, address_u, address_v; } grow_ask;

/* The sidecar <stem>.json beside `file`: 0 (absent, or read into *a), -1 after a message. */
static int read_sidecar(const char *file, grow_ask *a, char *path, size_t cap) {
    size_t len = strlen(file);
    memset(a, 0, sizeof *a);
    if (len < 4 || strcmp(file + len - 4, ".png")) return 0;
    snprintf(path, cap, "%.*s.json", (int)(len - 4), file);
    struct stat st;
    if (stat(path, &st) != 0) return 0;
    file_map fm;
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s", strerror(errno));
        return -1;
    }
    cJSON *root = cJSON_ParseWithLength((const char *)fm.data, fm.len);
    unmap_file(&fm);
    int rc = cJSON_IsObject(root) ? 0 : -1;
    for (const cJSON *m = root ? root->child : NULL; !rc && m; m = m->next) {
        double v = cJSON_IsNumber(m) ? m->valuedouble : 0;
        if (!strcmp(m->string, "format")) {
            rc = -1;
            for (size_t k = 0; k < sizeof formats / sizeof formats[0] && cJSON_IsString(m); k++)
                if (!strcmp(m->valuestring, formats[k].name)) a->psm = formats[k].psm, rc = 0;
        } else if (!strcmp(m->string, "mips") && v >= 1 && v <= WARP_TEXTURE_MAX_LEVELS && v == (uint32_t)v) {
            a->levels = (uint32_t)v;
        } else if (!strcmp(m->string, "filter") && v >= 1 && v <= 255 && v == (uint32_t)v) {
            a->filter = (uint32_t)v;
        } else if (!strcmp(m->string, "address_u") && v >= 1 && v <= 15 && v == (uint32_t)v) {
            a->address_u = (uint32_t)v;
        } else if (!strcmp(m->string, "address_v") && v >= 1 && v <= 15 && v == (uint32_t)v) {
            a->address_v = (uint32_t)v;
        } else {
            rc = -1;
        }
    }
    if (rc)
        report(path, -1, "a texture's sidecar holds \"format\" (PSMT4, PSMT8, PSMCT32, PSMCT24, PSMCT16 or "
               "PSMCT16S), \"mips\" (levels, 1 to %d), \"filter\" (1 to 255), \"address_u\" and \"address_v\" "
               "(1 to 15), nothing else", WARP_TEXTURE_MAX_LEVELS);
    cJSON_Delete(root);
    return rc;
}

/* Distinct RGBA colours of n pixels, counted up to 257 (enough to choose a format); -1
 * out of memory. */
static long distinct_colours(const uint8_t *rgba, size_t n) {
    uint32_t *k = malloc((n ? n : 1) * sizeof *k);
    if (!k) return -1;
    for (size_t i = 0; i < n; i++) memcpy(&k[i], rgba + i * 4, 4);
    qsort(k, n, sizeof *k, cmp_u32);
    long d = 0;
    for (size_t i = 0; i < n && d <= 256; i++) d += !i || k[i] != k[i - 1];
    free(k);
    return d;
}

/* One new texture under way: the levels' RGBA (level 0 the PNG's), indices and palette. */
typedef struct grow_job {
    const warp_texture *t;
    const warp_texture_info *in;
    const char *file;
    uint32_t w, h, levels, psm;
    int fresh; /* a new texture: no original level to compare, its own name */
    char name[32];
    uint8_t *rgba[WARP_TEXTURE_MAX_LEVELS], *idx[WARP_TEXTURE_MAX_LEVELS];
    uint8_t pal[1024];
} grow_job;

static uint32_t lvw(const grow_job *g, uint32_t l) { return g->w >> l ? g->w >> l : 1; }
static uint32_t lvh(const grow_job *g, uint32_t l) { return g->h >> l ? g->h >> l : 1; }

/* Level l (>= 1): its <stem>.mipN.png at the new level's size, else box-filtered from the
 * level above. A mip PNG still at the original level's size is the extraction's: taken as
 * unedited when its pixels are the original's, refused when they were edited. */
static int take_mip(grow_job *g, uint32_t l) {
    uint32_t w = lvw(g, l), h = lvh(g, l);
    char path[4096];
    png_read_image mp;
    int r = rebuild_mip_png(g->file, l, &mp, path, sizeof path);
    if (r < 0) return -1;
    if (!r && mp.width == w && mp.height == h) {
        g->rgba[l] = rebuild_png_rgba(&mp, path);
        png_read_free(&mp);
        return g->rgba[l] ? 0 : -1;
    }
    int rc = 0;
    if (!r) {
        uint32_t ow = l < g->in->levels && !g->fresh ? g->in->level_width[l] : 0, oh = l < g->in->levels ? g->in->level_height[l] : 0;
        uint8_t *old = mp.width == ow && mp.height == oh ? malloc((size_t)ow * oh * 4) : NULL;
        uint8_t *now = old ? rebuild_png_rgba(&mp, path) : NULL;
        if (!now || warp_texture_decode_rgba(g->t, l, old, (size_t)ow * oh * 4, 0, NULL) ||
            memcmp(now, old, (size_t)ow * oh * 4)) {
            report(path, -1, "%ux%u, but level %u of texture \"%s\" at its new size %ux%u is %ux%u", mp.width,
                   mp.height, l, g->in->name, g->w, g->h, w, h);
            rc = -1;
        }
        free(old), free(now);
        png_read_free(&mp);
    }
    if (!rc && !(g->rgba[l] = malloc((size_t)w * h * 4))) rc = -1;
    if (!rc) rebuild_box_filter(g->rgba[l - 1], lvw(g, l - 1), lvh(g, l - 1), g->rgba[l], w, h);
    return rc;
}

/* The palette of level 0's colours (exact when they fit it) and every level's indices. */
static int palette_and_indices(grow_job *g) {
    unsigned cap = g->psm == WARP_PSM_T8 ? 256 : 16;
    int used = quantize_palette(g->rgba[0], (size_t)g->w * g->h, cap, g->pal);
    for (uint32_t l = 0; used > 0 && l < g->levels; l++) {
        size_t n = (size_t)lvw(g, l) * lvh(g, l);
        if (!(g->idx[l] = malloc(n)) || quantize_map(g->rgba[l], n, g->pal, (unsigned)used, g->idx[l])) used = -1;
    }
    return used > 0 ? 0 : -1;
}

/* The format: the sidecar's, else by level 0's colours (<= 16 PSMT4, <= 256 PSMT8, else
 * the original's true colour or PSMCT32). */
static int choose_format(grow_job *g, const grow_ask *a) {
    if (a->psm) {
        g->psm = a->psm;
        return 0;
    }
    long n = distinct_colours(g->rgba[0], (size_t)g->w * g->h);
    if (n < 0) return -1;
    g->psm = n <= 16 ? WARP_PSM_T4 : n <= 256 ? WARP_PSM_T8 : palettised(g->in->psm) || g->fresh ? WARP_PSM_CT32
                                                                                              : g->in->psm;
    return 0;
}

static int encode_new(grow_job *g, const grow_ask *a, rebuild_patch *p) {
    warp_texture_desc d;
    warp_texture_desc_from_info(g->in, &d);
    d.width = g->w, d.height = g->h, d.psm = g->psm, d.levels = g->levels;
    d.palette_psm = !palettised(g->psm) ? 0 : g->in->palette_colors && !g->fresh ? g->in->palette_psm : WARP_PSM_CT32;
    if (g->fresh) d.name = g->name, d.mask = "";
    if (a->filter) d.filter = a->filter;
    if (a->address_u) d.address_u = a->address_u;
    if (a->address_v) d.address_v = a->address_v;
    d.palette = palettised(g->psm) ? g->pal : NULL;
    for (uint32_t l = 0; l < g->levels; l++) {
        if (palettised(g->psm)) d.indices[l] = g->idx[l];
        else d.rgba[l] = g->rgba[l];
    }
    return rebuild_encode_texture(&d, NULL, 0, g->file, p);
}

static int grow_encode(grow_job *gj, const grow_ask *a, const char *side, const png_read_image *png,
                       rebuild_patch *p);

int rebuild_texture_grow(const warp_texture *t, const uint8_t *input, const png_read_image *png, const char *file,
                         rebuild_patch *p) {
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    char side[4096];
    grow_ask a;
    if (read_sidecar(file, &a, side, sizeof side)) return -1;
    int resized = png->width != in.width || png->height != in.height;
    if (!resized && (!a.psm || a.psm == in.psm) && (!a.levels || a.levels == in.levels) &&
        (!a.filter || a.filter == in.filter) && (!a.address_u || a.address_u == in.address_u) &&
        (!a.address_v || a.address_v == in.address_v))
        return 1;
    if (!side_ok(png->width) || !side_ok(png->height)) {
        report(file, -1, "%ux%u, but a texture's sides are powers of two up to 1024 (the GS's largest): nearest "
               "%ux%u (texture \"%s\" is %ux%u)", png->width, png->height, nearest_side(png->width),
               nearest_side(png->height), in.name, in.width, in.height);
        return -1;
    }
    grow_job g;
    memset(&g, 0, sizeof g);
    g.t = t, g.in = &in, g.file = file, g.w = png->width, g.h = png->height;
    if (grow_encode(&g, &a, side, png, p)) return -1;
    p->offset = (size_t)(in.section - input), p->old_len = in.section_len;
    return 0;
}

/* The levels, format, palette and encoding of g (its size and original set): 0, or -1
 * after a message. */
static int grow_encode(grow_job *gj, const grow_ask *a, const char *side, const png_read_image *png,
                       rebuild_patch *p) {
    grow_job g = *gj;
    uint32_t most = 1 + log2u(g.w > g.h ? g.w : g.h); /* levels down to 1x1 */
    if (a->levels > most) {
        report(side, -1, "%u mip levels, but a %ux%u texture has at most %u", a->levels, g.w, g.h, most);
        return -1;
    }
    g.levels = a->levels ? a->levels : g.fresh ? 1 : g.in->levels < most ? g.in->levels : most;
    const char *file = g.file;
    int rc = (g.rgba[0] = rebuild_png_rgba(png, file)) ? 0 : -1;
    for (uint32_t l = 1; !rc && l < g.levels; l++) rc = take_mip(&g, l);
    if (!rc) rc = choose_format(&g, a);
    if (!rc && palettised(g.psm)) rc = palette_and_indices(&g);
    if (rc) report(file, -1, "texture \"%s\": not encoded at %ux%u", g.fresh ? g.name : g.in->name, g.w, g.h);
    if (!rc) rc = encode_new(&g, a, p);
    for (uint32_t l = 0; l < WARP_TEXTURE_MAX_LEVELS; l++) free(g.rgba[l]), free(g.idx[l]);
    return rc ? -1 : 0;
}

int rebuild_texture_new(const warp_texture *sibling, size_t at, const png_read_image *png,
                        const char *file, rebuild_patch *p) {
    warp_texture_info in;
    warp_texture_get_info(sibling, &in);
    char side[4096];
    grow_ask a;
    if (read_sidecar(file, &a, side, sizeof side)) return -1;
    grow_job g;
    memset(&g, 0, sizeof g);
    g.t = sibling, g.in = &in, g.file = file, g.w = png->width, g.h = png->height, g.fresh = 1;
    const char *base = strrchr(file, '/');
    base = base ? base + 1 : file;
    size_t n = strlen(base) - 4; /* the manifest's files end in .png (read_sidecar's rule too) */
    if (strlen(base) < 5 || strcmp(base + n, ".png") || n >= sizeof g.name) {
        report(file, -1, "a new texture's name is its file's stem, 1 to %zu characters before \".png\"",
               sizeof g.name - 1);
        return -1;
    }
    memcpy(g.name, base, n);
    if (!side_ok(g.w) || !side_ok(g.h)) {
        report(file, -1, "%ux%u, but a texture's sides are powers of two up to 1024 (the GS's largest): nearest %ux%u",
               g.w, g.h, nearest_side(g.w), nearest_side(g.h));
        return -1;
    }
    if (grow_encode(&g, &a, side, png, p)) return -1;
    p->offset = at, p->old_len = 0;
    return 0;
}
