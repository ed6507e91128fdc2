/* test_png_texture OUTDIR EXPECTED FILE...: every texture dictionary found in the files
 * (scanned at every 4-byte offset, so a WAD works as well as a .txd), every texture and
 * level, through the tool's png_encode_texture at levels 6, 0, 9 and 1 in turn (every
 * other PNG through png_texture_load into one png_texture reused throughout), then
 * decoded back by libspng: the pixels must equal warp_texture_decode_rgba's; palettised
 * textures must be colour type 3 (depth 4 for 16 colours, 8 for 256) with PLTE/tRNS equal
 * to decode_palette and indices equal to decode_indices; true colour RGB exactly when
 * opaque; with rgba set, colour type 6. The PNGs are left in OUTDIR for pngcheck
 * (png_texture_check.sh). EXPECTED: the number of textures the files must hold. */
#include <spng.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/png.h"
#include "warp/warp.h"

typedef struct walk {
    const char *outdir, *file;
    png_encoder *enc[4];
    png_texture pt; /* every other PNG: loaded into this one, reused (sizes and kinds vary) */
    unsigned textures, pngs, failures;
} walk;

static int fail(walk *w, const char *name, uint32_t level, const char *why) {
    fprintf(stderr, "FAIL %s: %s level %u: %s\n", w->file, name, level, why);
    w->failures++;
    return 0;
}

/* Decode png with spng in fmt (SPNG_FMT_RGBA8 or SPNG_FMT_PNG) into a malloc'ed buffer. */
static uint8_t *spng_decode(const uint8_t *png, size_t len, int fmt, struct spng_ihdr *ih, struct spng_plte *plte,
                            struct spng_trns *trns, int *has_trns) {
    spng_ctx *ctx = spng_ctx_new(0);
    uint8_t *out = NULL;
    size_t n;
    if (ctx && !spng_set_png_buffer(ctx, png, len) && !spng_get_ihdr(ctx, ih) &&
        !spng_decoded_image_size(ctx, fmt, &n) && (out = malloc(n)) &&
        spng_decode_image(ctx, out, n, fmt, fmt == SPNG_FMT_RGBA8 ? SPNG_DECODE_TRNS : 0)) {
        free(out);
        out = NULL;
    }
    if (out && plte && spng_get_plte(ctx, plte)) plte->n_entries = 0;
    if (out && trns) *has_trns = spng_get_trns(ctx, trns) == 0;
    spng_ctx_free(ctx);
    return out;
}

static int check_level(walk *w, const warp_texture *t, const warp_texture_info *in, uint32_t level, int rgba) {
    uint32_t wd = in->level_width[level], ht = in->level_height[level];
    size_t px = (size_t)wd * ht;
    uint8_t *want = malloc(px * 4), *png = NULL, *got = NULL, *raw = NULL, *idx = NULL;
    size_t len;
    png_encoder *enc = w->enc[w->pngs % 4];
    struct spng_ihdr ih;
    struct spng_plte plte;
    struct spng_trns trns;
    int has_trns = 0;
    if (!want || warp_texture_decode_rgba(t, level, want, px * 4, 0, NULL)) return fail(w, in->name, level, "decode_rgba");
    int rc = w->pngs % 2 ? png_texture_load(&w->pt, t, level, rgba) : 0;
    if (!rc) rc = w->pngs % 2 ? png_encode_image(enc, &w->pt.im, &png, &len) : png_encode_texture(enc, t, level, rgba, &png, &len);
    if (rc) {
        free(want);
        return fail(w, in->name, level, "png_encode_texture");
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%u%s.png", w->outdir, w->pngs++, rgba ? "-rgba" : "");
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(png, 1, len, f) != len || fclose(f)) fail(w, in->name, level, "cannot write the PNG");
    got = spng_decode(png, len, SPNG_FMT_RGBA8, &ih, &plte, &trns, &has_trns);
    int opaque = 1;
    for (size_t i = 0; i < px; i++) opaque &= want[i * 4 + 3] == 255;
    int pal = in->palette_colors && !rgba;
    if (!got)
        fail(w, in->name, level, "libspng cannot decode it");
    else if (ih.width != wd || ih.height != ht || ih.interlace_method != 0)
        fail(w, in->name, level, "IHDR size");
    else if (memcmp(got, want, px * 4))
        fail(w, in->name, level, "pixels differ from decode_rgba");
    else if (pal && (ih.color_type != 3 || ih.bit_depth != (in->palette_colors <= 16 ? 4 : 8)))
        fail(w, in->name, level, "not palettised at the palette's depth");
    else if (!pal && (ih.bit_depth != 8 || ih.color_type != (rgba || !opaque ? 6 : 2)))
        fail(w, in->name, level, "true colour type");
    else if (pal) {
        uint8_t palette[1024];
        idx = malloc(px);
        raw = spng_decode(png, len, SPNG_FMT_PNG, &ih, NULL, NULL, NULL);
        if (!idx || !raw || warp_texture_decode_indices(t, level, idx, px, 0, NULL) ||
            warp_texture_decode_palette(t, palette, (size_t)in->palette_colors * 4, NULL))
            fail(w, in->name, level, "indices or palette");
        else if (plte.n_entries != in->palette_colors)
            fail(w, in->name, level, "PLTE size");
        else {
            int bad = 0, translucent = 0;
            for (uint32_t i = 0; i < plte.n_entries; i++) {
                uint8_t a = has_trns && i < trns.n_type3_entries ? trns.type3_alpha[i] : 255;
                translucent |= palette[i * 4 + 3] != 255;
                bad |= plte.entries[i].red != palette[i * 4] || plte.entries[i].green != palette[i * 4 + 1] ||
                       plte.entries[i].blue != palette[i * 4 + 2] || a != palette[i * 4 + 3];
            }
            size_t row = ih.bit_depth == 4 ? (wd + 1) / 2 : wd;
            for (uint32_t y = 0; y < ht && !bad; y++)
                for (uint32_t x = 0; x < wd; x++) {
                    uint8_t b = raw[y * row + (ih.bit_depth == 4 ? x / 2 : x)];
                    uint8_t v = ih.bit_depth == 4 ? (x & 1 ? b & 15 : b >> 4) : b;
                    bad |= v != idx[(size_t)y * wd + x];
                }
            if (bad) fail(w, in->name, level, "PLTE/tRNS or indices differ from the texture's");
            if (has_trns != translucent) fail(w, in->name, level, "tRNS present iff an alpha is below 255");
        }
    }
    free(want);
    free(png);
    free(got);
    free(raw);
    free(idx);
    return 0;
}

static int on_texture(void *user, const warp_texture *t) {
    walk *w = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    w->textures++;
    if (getenv("PNG_TEXTURE_VERBOSE")) printf("%s: %s\n", w->file, in.name);
    for (uint32_t l = 0; l < in.levels; l++) check_level(w, t, &in, l, 0);
    check_level(w, t, &in, 0, 1);
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 4) return 2;
    walk w = {.outdir = argv[1]};
    static const int levels[4] = {6, 0, 9, 1};
    for (int i = 0; i < 4; i++)
        if (!(w.enc[i] = png_encoder_new(levels[i]))) return 1;
    for (int a = 3; a < argc; a++) {
        FILE *f = fopen(argv[a], "rb");
        if (!f) {
            fprintf(stderr, "cannot read %s\n", argv[a]);
            return 1;
        }
        fseek(f, 0, SEEK_END);
        size_t len = (size_t)ftell(f);
        rewind(f);
        uint8_t *p = malloc(len + 1);
        if (!p || fread(p, 1, len, f) != len) return 1;
        fclose(f);
        w.file = argv[a];
        for (size_t off = 0; off + 12 <= len; off += 4) {
            warp_rw_section s;
            if (warp_rw_header(p, len, off, &s) || s.type != WARP_RW_TEXTURE_DICTIONARY) continue;
            if (warp_txd_foreach(p + off, 12 + (size_t)s.size, NULL, on_texture, &w) == WARP_OK)
                off += 12 + (size_t)s.size - 4;
        }
        free(p);
    }
    for (int i = 0; i < 4; i++) png_encoder_free(w.enc[i]);
    png_texture_free(&w.pt);
    printf("%u textures, %u PNGs checked, %u failures\n", w.textures, w.pngs, w.failures);
    if (w.textures != (unsigned)atoi(argv[2])) {
        fprintf(stderr, "FAIL: %u textures, expected %s\n", w.textures, argv[2]);
        return 1;
    }
    return w.failures ? 1 : 0;
}
