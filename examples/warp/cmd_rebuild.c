/* warp rebuild FILE.txd --from DIR -o NEW.txd: put edited texture PNGs back.
 *
 * The extraction's manifest (DIR/manifest.json) says which PNG came from which texture
 * (dictionary_offset, index, file). Every PNG is read and compared with the texture it
 * came from; only the changed ones are re-encoded (warp_write_texture_native, same pixel
 * format, mips rebuilt with a box filter) and spliced in with warp_patch_section, which
 * moves the dictionary's size. Everything else is copied byte for byte, so an unedited
 * extraction rebuilds the identical file. Any refused PNG stops the run before anything
 * is written. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "outfile.h"
#include "util.h"

#ifdef WARP_HAVE_SPNG
#include "png_read.h"

/* One manifest texture item. */
typedef struct rebuild_item {
    size_t dict_offset;
    uint32_t index;
    char file[512];
} rebuild_item;

/* One replaced texture native: the range in the input and its new bytes. */
typedef struct rebuild_patch {
    size_t offset, old_len, dict_offset;
    uint8_t *bytes;
    size_t len;
} rebuild_patch;

/* The value after `"key": ` on a manifest line: a number, or a JSON string (the tool
 * writes file names sanitised, so only \" and \\ escapes can occur). */
static int line_number(const char *line, const char *key, size_t *v) {
    const char *p = strstr(line, key);
    if (!p) return -1;
    p += strlen(key);
    char *end;
    errno = 0;
    unsigned long long n = strtoull(p, &end, 10);
    if (end == p || errno) return -1;
    *v = (size_t)n;
    return 0;
}

static int line_string(const char *line, const char *key, char *out, size_t cap) {
    const char *p = strstr(line, key);
    if (!p) return -1;
    p += strlen(key);
    if (*p++ != '"') return -1;
    size_t n = 0;
    for (; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1]) p++;
        if (n + 1 >= cap) return -1;
        out[n++] = *p;
    }
    out[n] = 0;
    return *p == '"' ? 0 : -1;
}

/* The texture items of DIR/manifest.json (malloc'ed array). -1 on a missing or
 * unreadable manifest. */
static int read_manifest(const char *dir, rebuild_item **items, size_t *count) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", dir);
    FILE *f = fopen(path, "r");
    if (!f) {
        report(path, -1, "cannot open the extraction's manifest: %s", strerror(errno));
        return -1;
    }
    char line[8192];
    size_t cap = 0;
    *items = NULL, *count = 0;
    while (fgets(line, sizeof line, f)) {
        if (!strstr(line, "\"kind\": \"texture\"")) continue;
        rebuild_item it;
        size_t index;
        if (line_number(line, "\"dictionary_offset\": ", &it.dict_offset) ||
            line_number(line, "\"index\": ", &index) || index > UINT32_MAX ||
            line_string(line, "\"file\": ", it.file, sizeof it.file)) {
            report(path, -1, "texture item without dictionary_offset, index or file");
            fclose(f);
            free(*items);
            return -1;
        }
        it.index = (uint32_t)index;
        if (*count == cap) {
            cap = cap ? cap * 2 : 64;
            rebuild_item *n = realloc(*items, cap * sizeof *n);
            if (!n) {
                fclose(f);
                free(*items);
                return -1;
            }
            *items = n;
        }
        (*items)[(*count)++] = it;
    }
    fclose(f);
    return 0;
}

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
static int rebuild_texture(const warp_texture *t, const uint8_t *input, const png_read_image *png,
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

static int by_offset_desc(const void *a, const void *b) {
    const rebuild_patch *x = a, *y = b;
    return x->offset < y->offset ? 1 : x->offset > y->offset ? -1 : 0;
}

static int rebuild_txd(const char *input, const char *from, const char *output, int quiet) {
    file_map m;
    if (map_file(input, &m)) {
        report(input, -1, "%s", strerror(errno));
        return 1;
    }
    rebuild_item *items = NULL;
    size_t count = 0, npatch = 0;
    rebuild_patch *patches = NULL;
    uint8_t *buf = NULL;
    int status = 1;
    if (read_manifest(from, &items, &count)) goto done;
    patches = calloc(count ? count : 1, sizeof *patches);
    if (!patches) goto done;
    for (size_t i = 0; i < count; i++) {
        rebuild_item *it = &items[i];
        char path[4096];
        if (strstr(it->file, "..") || it->file[0] == '/') {
            report(from, -1, "manifest file name \"%s\" leaves the folder", it->file);
            goto done;
        }
        snprintf(path, sizeof path, "%s/%s", from, it->file);
        warp_rw_section s;
        if (warp_rw_header(m.data, m.len, it->dict_offset, &s) || s.type != WARP_RW_TEXTURE_DICTIONARY) {
            report(path, -1, "the manifest's dictionary_offset %zu is no texture dictionary in %s: not from this "
                   "file's extraction", it->dict_offset, input);
            goto done;
        }
        file_map pm;
        if (map_file(path, &pm)) {
            report(path, -1, "%s", strerror(errno));
            goto done;
        }
        png_read_image png;
        const char *why;
        int prc = png_read_memory(pm.data, pm.len, &png, &why);
        unmap_file(&pm);
        if (prc) {
            report(path, -1, "%s", why);
            goto done;
        }
        find_ctx c = {it->index, m.data, &png, path, &patches[npatch], 0, 0};
        int rc = warp_txd_foreach(m.data + it->dict_offset, m.len - it->dict_offset, NULL, find_cb, &c);
        png_read_free(&png);
        if (c.failed) goto done;
        if (!c.found) {
            report(path, -1, "no texture %u in the dictionary at %zu: %s", it->index, it->dict_offset,
                   rc && rc != WARP_STOPPED ? warp_strerror(rc) : "not from this file's extraction");
            goto done;
        }
        if (patches[npatch].bytes) {
            patches[npatch].dict_offset = it->dict_offset;
            npatch++;
            if (!quiet) fprintf(stderr, "warp: %s: changed, re-encoded\n", path);
        }
    }
    /* Splice from the end of the file backwards so earlier offsets stay valid. */
    qsort(patches, npatch, sizeof *patches, by_offset_desc);
    const uint8_t *cur = m.data;
    size_t cur_len = m.len;
    for (size_t i = 0; i < npatch; i++) {
        rebuild_patch *p = &patches[i];
        size_t out_len = 0;
        int rc = warp_patch_section(NULL, 0, cur, cur_len, p->offset, p->old_len, p->bytes, p->len, &p->dict_offset,
                                    1, &out_len);
        uint8_t *next = rc ? NULL : malloc(out_len ? out_len : 1);
        if (!rc && !next) rc = WARP_E_LIMIT; /* out of memory */
        if (!rc) rc = warp_patch_section(next, out_len, cur, cur_len, p->offset, p->old_len, p->bytes, p->len,
                                         &p->dict_offset, 1, &out_len);
        if (rc) {
            report(input, (long long)p->offset, "cannot splice the new texture: %s", warp_strerror(rc));
            free(next);
            goto done;
        }
        free(buf);
        buf = next, cur = next, cur_len = out_len;
    }
    if (out_write_file(output, cur, cur_len)) {
        report(output, -1, "%s", strerror(errno));
        goto done;
    }
    if (!quiet)
        fprintf(stderr, "warp: %s: %zu of %zu textures replaced -> %s (%zu bytes)\n", input, npatch, count, output,
                cur_len);
    status = 0;
done:
    for (size_t i = 0; patches && i < count; i++) free(patches[i].bytes);
    free(patches), free(items), free(buf);
    unmap_file(&m);
    return status;
}
#endif

int cmd_rebuild(int argc, char **argv) {
    const char *input = NULL, *from = NULL, *output = NULL;
    int quiet = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--from") && i + 1 < argc) from = argv[++i];
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
        else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) quiet = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: warp rebuild FILE.txd --from EXTRACTED_DIR -o NEW.txd [--quiet]\n"
                   "Put the edited PNGs of `warp extract FILE.txd -o EXTRACTED_DIR` back: changed textures are\n"
                   "re-encoded in their own format (mips rebuilt), everything else is copied byte for byte.\n");
            return 0;
        } else if (!input && argv[i][0] != '-') input = argv[i];
        else {
            fprintf(stderr, "warp rebuild: unexpected argument '%s' (see --help)\n", argv[i]);
            return 2;
        }
    }
    if (!input || !from || !output) {
        fprintf(stderr, "usage: warp rebuild FILE.txd --from EXTRACTED_DIR -o NEW.txd [--quiet]\n");
        return 2;
    }
    size_t il = strlen(input);
    if (il >= 4 && !strcasecmp(input + il - 4, ".wad")) {
        fprintf(stderr, "warp rebuild: %s: rebuilding a whole WAD is not supported yet (only .txd files)\n", input);
        return 1;
    }
#ifdef WARP_HAVE_SPNG
    return rebuild_txd(input, from, output, quiet);
#else
    (void)quiet;
    fprintf(stderr, "warp rebuild: unavailable: this warp was built without libspng (meson option spng)\n");
    return 1;
#endif
}
