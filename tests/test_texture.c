/* Textures: golden checks of the spec's rules on hand-built sections, encoder round
 * trips, every-prefix truncation, malformed fields, and the real corpus. */
#include "check.h"
#include "../lib/texture/texture_internal.h" /* the block decoders, to compare their two paths */

static uint32_t rd32le(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---- hand-built sections (no encoder involved) ------------------------------------ */
typedef struct raw_tex {
    const char *platform;  /* 4 bytes */
    uint32_t filter_addressing;
    const char *name, *mask;
    uint32_t w, h, depth, format, version;
    uint64_t tex0;
    uint32_t tex1;
    uint32_t pixel_size, palette_size;
    const uint8_t *data; /* the texel struct's payload */
    size_t data_len;
    uint32_t sky; /* 0: no extension */
} raw_tex;

static uint64_t tex0_of(uint32_t psm, uint32_t cpsm) { return (uint64_t)psm << 20 | (uint64_t)cpsm << 51; }

static int fill_raw(warp_writer *w, void *user) {
    const raw_tex *r = user;
    const uint32_t st = WARP_RW_STAMP_37002;
    warp_write_section_begin(w, WARP_RW_TEXTURE_NATIVE, st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_bytes(w, r->platform ? r->platform : "PS2\0", 4);
    warp_write_u32(w, r->filter_addressing);
    warp_write_section_end(w);
    warp_write_string_section(w, r->name ? r->name : "tex", st);
    warp_write_string_section(w, r->mask ? r->mask : "", st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_u32(w, r->w);
    warp_write_u32(w, r->h);
    warp_write_u32(w, r->depth);
    warp_write_u16(w, (uint16_t)r->format);
    warp_write_u16(w, (uint16_t)r->version);
    warp_write_u64(w, r->tex0);
    warp_write_u32(w, 0);
    warp_write_u32(w, r->tex1);
    warp_write_zeros(w, 16);
    warp_write_u32(w, r->pixel_size ? r->pixel_size : (uint32_t)r->data_len);
    warp_write_u32(w, r->palette_size);
    warp_write_zeros(w, 8);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_STRUCT, st);
    warp_write_bytes(w, r->data, r->data_len);
    warp_write_section_end(w);
    warp_write_section_end(w);
    if (r->sky) {
        warp_write_section_begin(w, WARP_RW_EXTENSION, st);
        warp_write_section_begin(w, 0x999, st); /* an unknown plugin is skipped */
        warp_write_u32(w, 7);
        warp_write_section_end(w);
        warp_write_section_begin(w, WARP_RW_SKY_MIPMAP, st);
        warp_write_u32(w, r->sky);
        warp_write_section_end(w);
        warp_write_section_end(w);
    }
    return warp_write_section_end(w);
}

/* One GS upload packet (spec "Texels") at o; returns its size. */
static size_t put_packet(uint8_t *o, uint32_t tw, uint32_t th, const uint8_t *img, size_t n) {
    size_t q = (n + 15) / 16;
    memset(o, 0, 0x50 + q * 16);
    o[0] = 3;     /* NLOOP 3 */
    o[7] = 0x10;  /* NREG 1 */
    o[8] = 0x0E;  /* A+D */
    o[0x18] = 0x51;
    memcpy(o + 0x20, &tw, 4);
    memcpy(o + 0x24, &th, 4);
    o[0x28] = 0x52;
    o[0x38] = 0x53;
    o[0x40] = (uint8_t)q;
    o[0x41] = (uint8_t)(q >> 8);
    o[0x47] = 0x08; /* FLG image */
    memcpy(o + 0x50, img, n);
    return 0x50 + q * 16;
}

static void *open_tex(const unsigned char *buf, size_t len, int *rc) {
    warp_texture *t = test_handle(warp_texture_sizeof());
    *rc = warp_texture_init(t, warp_texture_sizeof(), WARP_ABI_VERSION, buf, len, NULL);
    return t;
}

/* ---- golden: the unswizzle formula, written out by hand from the spec ---------------- */
/* Source position of texel (x, y) of a 16x4 PSMT8 level (bytes). */
static const uint8_t gold_t8[4][16] = {
    {0, 4, 8, 12, 16, 20, 24, 28, 2, 6, 10, 14, 18, 22, 26, 30},
    {32, 36, 40, 44, 48, 52, 56, 60, 34, 38, 42, 46, 50, 54, 58, 62},
    {17, 21, 25, 29, 1, 5, 9, 13, 19, 23, 27, 31, 3, 7, 11, 15},
    {49, 53, 57, 61, 33, 37, 41, 45, 51, 55, 59, 63, 35, 39, 43, 47},
};
/* Source position of texel (x, y) of a 32x4 PSMT4 level (nibbles). */
static const uint8_t gold_t4[4][32] = {
    {0, 4, 8, 12, 16, 20, 24, 28, 2, 6, 10, 14, 18, 22, 26, 30,
     32, 36, 40, 44, 48, 52, 56, 60, 34, 38, 42, 46, 50, 54, 58, 62},
    {64, 68, 72, 76, 80, 84, 88, 92, 66, 70, 74, 78, 82, 86, 90, 94,
     96, 100, 104, 108, 112, 116, 120, 124, 98, 102, 106, 110, 114, 118, 122, 126},
    {17, 21, 25, 29, 1, 5, 9, 13, 19, 23, 27, 31, 3, 7, 11, 15,
     49, 53, 57, 61, 33, 37, 41, 45, 51, 55, 59, 63, 35, 39, 43, 47},
    {81, 85, 89, 93, 65, 69, 73, 77, 83, 87, 91, 95, 67, 71, 75, 79,
     113, 117, 121, 125, 97, 101, 105, 109, 115, 119, 123, 127, 99, 103, 107, 111},
};

/* A palettised texture of one swizzled level: image bytes, a palette image. */
static unsigned char *build_pal(uint32_t psm, uint32_t w, uint32_t h, uint32_t tw, uint32_t th, const uint8_t *img,
                                size_t img_len, const uint8_t *pal, size_t pal_len, uint32_t cpsm, size_t *len) {
    static uint8_t data[1 << 16];
    size_t n = put_packet(data, tw, th, img, img_len);
    size_t pixel = n;
    n += put_packet(data + n, psm == 0x13 ? 16 : 8, psm == 0x13 ? 16 : 3, pal, pal_len);
    raw_tex r = {.w = w, .h = h, .depth = psm == 0x13 ? 8 : 4, .format = psm == 0x13 ? 0x2504 : 0x4504,
                 .version = 2, .tex0 = tex0_of(psm, cpsm), .pixel_size = (uint32_t)pixel,
                 .palette_size = (uint32_t)(n - pixel), .data = data, .data_len = n, .sky = 0xFC0,
                 .filter_addressing = 0x0302 /* linear, u clamp, v 0 */};
    return write_all(fill_raw, &r, len);
}

TEST(golden_unswizzle_t8_16x4) {
    uint8_t img[64], pal[1024] = {0};
    for (int i = 0; i < 64; i++) img[i] = (uint8_t)i;
    size_t len;
    unsigned char *buf = build_pal(0x13, 16, 4, 8, 2, img, 64, pal, sizeof pal, 0, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t idx[64];
    CHECK_RC(warp_texture_decode_indices(t, 0, idx, sizeof idx, 0, NULL), WARP_OK);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 16; x++)
            if (idx[y * 16 + x] != gold_t8[y][x]) FAILF("texel (%d,%d) = %d, want %d", x, y, idx[y * 16 + x], gold_t8[y][x]);
    warp_texture_info in;
    CHECK_RC(warp_texture_get_info(t, &in), WARP_OK);
    CHECK_EQ(in.swizzled, 1);
    CHECK_EQ(in.filter, 2);
    CHECK_EQ(in.address_u, 3);
    CHECK_EQ(in.address_v, 3); /* v of 0 takes u's */
    CHECK_EQ(in.has_sky_mipmap, 1);
    CHECK_EQ(in.sky_mipmap, 0xFC0);
    CHECK(!strcmp(in.name, "tex"));
    free(t);
    free(buf);
    return NULL;
}

TEST(golden_unswizzle_t4_32x4) {
    /* two passes: nibble k holds k & 15, then k >> 4; together they name k */
    uint8_t got[2][128];
    for (int pass = 0; pass < 2; pass++) {
        uint8_t img[64], pal[96] = {0};
        for (int k = 0; k < 128; k++) {
            uint8_t v = (uint8_t)(pass ? k >> 4 : k & 15);
            if (k & 1)
                img[k >> 1] = (uint8_t)(img[k >> 1] | v << 4);
            else
                img[k >> 1] = v;
        }
        size_t len;
        unsigned char *buf = build_pal(0x14, 32, 4, 16, 2, img, 64, pal, sizeof pal, 0, &len);
        int rc;
        warp_texture *t = open_tex(buf, len, &rc);
        CHECK_RC(rc, WARP_OK);
        CHECK_RC(warp_texture_decode_indices(t, 0, got[pass], 128, 0, NULL), WARP_OK);
        free(t);
        free(buf);
    }
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 32; x++) {
            int k = got[0][y * 32 + x] | got[1][y * 32 + x] << 4;
            if (k != gold_t4[y][x]) FAILF("texel (%d,%d) = %d, want %d", x, y, k, gold_t4[y][x]);
        }
    return NULL;
}

TEST(golden_narrow_t4_padded_and_cropped) {
    /* An 8x2 PSMT4 level is sent padded to 32x4 (TRXREG 16x2): texel (x, y) is still
     * at gold_t4[y][x] of the padded block. */
    uint8_t img[64] = {0}, pal[96] = {0};
    for (int k = 0; k < 128; k++)
        if (k & 1)
            img[k >> 1] = (uint8_t)(img[k >> 1] | (k & 15) << 4);
        else
            img[k >> 1] = (uint8_t)(k & 15);
    size_t len;
    unsigned char *buf = build_pal(0x14, 8, 2, 16, 2, img, 64, pal, sizeof pal, 0, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t idx[16];
    CHECK_RC(warp_texture_decode_indices(t, 0, idx, sizeof idx, 0, NULL), WARP_OK);
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 8; x++) CHECK_EQ(idx[y * 8 + x], gold_t4[y][x] & 15);
    free(t);
    free(buf);
    return NULL;
}

TEST(golden_palette_csm1_and_alpha) {
    /* stored slot s holds colour (s, 255 - s, 7, alpha) with alpha = s % 129 */
    uint8_t img[64] = {0}, pal[1024];
    for (int s = 0; s < 256; s++) {
        pal[s * 4] = (uint8_t)s;
        pal[s * 4 + 1] = (uint8_t)(255 - s);
        pal[s * 4 + 2] = 7;
        pal[s * 4 + 3] = (uint8_t)(s % 129);
    }
    img[0] = 8;  /* texel (0,0): index 8, stored in slot 16 */
    img[4] = 40; /* texel (1,0): index 40 (0x28), slot 0x30 */
    img[8] = 100; /* (2,0): 100 = 0x64, bits 0x18 are 0: slot 100 */
    size_t len;
    unsigned char *buf = build_pal(0x13, 16, 4, 8, 2, img, 64, pal, sizeof pal, 0, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t p[1024];
    CHECK_RC(warp_texture_decode_palette(t, p, sizeof p - 1, NULL), WARP_E_DST_SMALL);
    CHECK_RC(warp_texture_decode_palette(t, p, sizeof p, NULL), WARP_OK);
    CHECK_EQ(p[8 * 4], 16);
    CHECK_EQ(p[16 * 4], 8);
    CHECK_EQ(p[0x28 * 4], 0x30);
    CHECK_EQ(p[0x30 * 4], 0x28);
    CHECK_EQ(p[100 * 4], 100);
    CHECK_EQ(p[100 * 4 + 3], 100 * 255 / 128); /* alpha 100 -> 199 */
    CHECK_EQ(p[128 * 4 + 3], 255);             /* alpha 128 -> 255 */
    CHECK_EQ(p[129 * 4 + 3], 0);               /* 129 % 129 */
    CHECK_EQ(p[64 * 4 + 3], 127);              /* 64 * 255 / 128 */
    uint8_t rgba[16 * 4 * 4];
    CHECK_RC(warp_texture_decode_rgba(t, 0, rgba, sizeof rgba, 0, NULL), WARP_OK);
    CHECK_EQ(rgba[0], 16);
    CHECK_EQ(rgba[1], 255 - 16);
    CHECK_EQ(rgba[2], 7);
    CHECK_EQ(rgba[3], 16 * 255 / 128);
    CHECK_EQ(rgba[4], 0x30);
    CHECK_EQ(rgba[8], 100);
    free(t);
    free(buf);
    return NULL;
}

TEST(golden_true_colour_and_16bit) {
    static uint8_t data[4096];
    /* PSMCT32 2x2, plain: alpha 0-128 scaled */
    uint8_t ct32[16] = {1, 2, 3, 128, 4, 5, 6, 64, 7, 8, 9, 0, 10, 11, 12, 255};
    size_t n = put_packet(data, 2, 2, ct32, 16);
    raw_tex r = {.w = 2, .h = 2, .depth = 32, .format = 0x0504, .version = 2, .tex0 = tex0_of(0, 0),
                 .data = data, .data_len = n};
    size_t len;
    unsigned char *buf = write_all(fill_raw, &r, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t o[64];
    CHECK_RC(warp_texture_decode_indices(t, 0, o, sizeof o, 0, NULL), WARP_E_STATE);
    CHECK_RC(warp_texture_decode_rgba(t, 0, o, sizeof o, 0, NULL), WARP_OK);
    static const uint8_t want32[16] = {1, 2, 3, 255, 4, 5, 6, 127, 7, 8, 9, 0, 10, 11, 12, 255};
    CHECK(!memcmp(o, want32, 16));
    free(t);
    free(buf);

    /* PSMCT24 2x2: three bytes a texel as the GS packs them, opaque */
    uint8_t ct24[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
    n = put_packet(data, 2, 2, ct24, 12);
    r.tex0 = tex0_of(1, 0);
    r.depth = 24;
    r.data_len = n;
    buf = write_all(fill_raw, &r, &len);
    t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_texture_decode_rgba(t, 0, o, sizeof o, 0, NULL), WARP_OK);
    static const uint8_t want24[16] = {1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255, 10, 11, 12, 255};
    CHECK(!memcmp(o, want24, 16));
    free(t);
    free(buf);

    /* PSMCT16 2x2: RGBA5551, channels << 3, A bit -> 0 or 255 */
    uint16_t ct16[4] = {0x801F, 0x03E0, 0xFC00, 0x7FFF};
    n = put_packet(data, 2, 2, (const uint8_t *)ct16, 8);
    r.tex0 = tex0_of(2, 0);
    r.depth = 16;
    r.data_len = n;
    buf = write_all(fill_raw, &r, &len);
    t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_texture_decode_rgba(t, 0, o, sizeof o, 0, NULL), WARP_OK);
    static const uint8_t want16[16] = {248, 0, 0, 255, 0, 248, 0, 0, 0, 0, 248, 255, 248, 248, 248, 0};
    CHECK(!memcmp(o, want16, 16));
    free(t);
    free(buf);
    return NULL;
}

TEST(golden_plain_transfers_and_16bit_palette) {
    static uint8_t data[4096];
    /* PSMT4 4x2 sent plainly (TRXREG 4x2): nibbles low first; CT16 palette */
    uint8_t img[4] = {0x21, 0x43, 0x65, 0x87};
    size_t n = put_packet(data, 4, 2, img, 4);
    uint16_t pal[24] = {0};
    for (int i = 0; i < 16; i++) pal[i] = (uint16_t)(i | 0x8000);
    size_t pix = n;
    n += put_packet(data + n, 8, 3, (const uint8_t *)pal, sizeof pal);
    raw_tex r = {.w = 4, .h = 2, .depth = 4, .format = 0x4104, .version = 2, .tex0 = tex0_of(0x14, 2),
                 .pixel_size = (uint32_t)pix, .data = data, .data_len = n};
    size_t len;
    unsigned char *buf = write_all(fill_raw, &r, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    CHECK_EQ(in.swizzled, 0);
    CHECK_EQ(in.palette_psm, 2);
    uint8_t idx[8], rgba[32];
    CHECK_RC(warp_texture_decode_indices(t, 0, idx, sizeof idx, 0, NULL), WARP_OK);
    for (int i = 0; i < 8; i++) CHECK_EQ(idx[i], i + 1);
    CHECK_RC(warp_texture_decode_rgba(t, 0, rgba, sizeof rgba, 0, NULL), WARP_OK);
    CHECK_EQ(rgba[0], 1 << 3); /* index 1 -> red 1 */
    CHECK_EQ(rgba[3], 255);
    free(t);
    free(buf);

    /* layout version 1: plain PSMT8 texels then the palette at pixelSize (CSM1 applies) */
    uint8_t v1[4 + 1024] = {0, 8, 16, 3};
    v1[4 + 16 * 4] = 99; /* slot 16 holds index 8 */
    r = (raw_tex){.w = 2, .h = 2, .depth = 8, .format = 0x2504, .version = 1, .tex0 = tex0_of(0x13, 0),
                  .pixel_size = 4, .palette_size = 1024, .data = v1, .data_len = sizeof v1};
    buf = write_all(fill_raw, &r, &len);
    t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(warp_texture_decode_rgba(t, 0, rgba, sizeof rgba, 0, NULL), WARP_OK);
    CHECK_EQ(rgba[4], 99);
    free(t);
    free(buf);
    return NULL;
}

/* ---- malformed input ----------------------------------------------------------------- */
TEST(rejects_bad_fields) {
    uint8_t img[64] = {0}, pal[1024] = {0};
    static uint8_t data[4096];
    size_t n = put_packet(data, 8, 2, img, 64);
    n += put_packet(data + n, 16, 16, pal, sizeof pal);
    raw_tex good = {.w = 16, .h = 4, .depth = 8, .format = 0x2504, .version = 2, .tex0 = tex0_of(0x13, 0),
                    .data = data, .data_len = n};
    struct {
        raw_tex r;
        int want;
    } cases[8];
    for (int i = 0; i < 8; i++) cases[i].r = good;
    cases[0].r.platform = "\x09\0\0\0"; /* D3D9 */
    cases[0].want = WARP_E_UNSUPPORTED;
    cases[1].r.w = 8192;
    cases[1].want = WARP_E_LIMIT;
    cases[2].r.tex0 = tex0_of(0x1B, 0); /* PSMT8H */
    cases[2].want = WARP_E_UNSUPPORTED;
    cases[3].r.tex1 = 7 << 2; /* MXL 7 */
    cases[3].want = WARP_E_CORRUPT;
    cases[4].r.w = 32; /* wider than TRXREG allows */
    cases[4].want = WARP_E_CORRUPT;
    cases[5].r.h = 0;
    cases[5].want = WARP_E_CORRUPT;
    cases[6].r.tex0 = tex0_of(0x13, 1); /* CT24 palette */
    cases[6].want = WARP_E_UNSUPPORTED;
    cases[7].r.data_len = n - 16; /* palette packet cut */
    cases[7].want = WARP_E_TRUNCATED;
    for (int i = 0; i < 8; i++) {
        size_t len;
        unsigned char *buf = write_all(fill_raw, &cases[i].r, &len);
        int rc;
        warp_texture *t = open_tex(buf, len, &rc);
        if (rc != cases[i].want) FAILF("case %d: %s, want %s", i, warp_strerror(rc), warp_strerror(cases[i].want));
        warp_texture_info in;
        CHECK_RC(warp_texture_get_info(t, &in), WARP_E_ARG); /* a failed init leaves no texture */
        free(t);
        free(buf);
    }
    size_t len;
    unsigned char *buf = write_all(fill_raw, &good, &len);
    buf[0] = 0x16;
    int rc;
    free(open_tex(buf, len, &rc));
    CHECK_RC(rc, WARP_E_MAGIC);
    free(buf);
    return NULL;
}

/* ---- encoder round trips ------------------------------------------------------------- */
static uint32_t rng_state = 12345;
static uint32_t rnd(void) {
    rng_state = rng_state * 1664525u + 1013904223u;
    return rng_state >> 8;
}

/* An alpha the GS can hold (0-128), as decoding shows it. */
static uint8_t alpha_of(uint32_t a) { return (uint8_t)(a * 255 / 128 > 255 ? 255 : a * 255 / 128); }

static int fill_native(warp_writer *w, void *desc) { return warp_write_texture_native(w, desc); }

static int true_colour(uint32_t psm) { return psm != WARP_PSM_T8 && psm != WARP_PSM_T4; }

/* Encode random indices + palette (alphas the GS can hold) or random colours the
 * format holds exactly, decode, compare. */
static const char *round_trip(uint32_t psm, uint32_t cpsm, uint32_t w, uint32_t h, uint32_t levels) {
    warp_texture_desc d;
    memset(&d, 0, sizeof d);
    d.name = "round";
    d.mask = "trip";
    d.width = w;
    d.height = h;
    d.psm = psm;
    d.levels = levels;
    uint32_t colours = psm == WARP_PSM_T8 ? 256 : 16;
    uint8_t pal[1024];
    for (uint32_t i = 0; i < 1024; i++) pal[i] = (uint8_t)rnd();
    for (uint32_t i = 0; i < 256; i++) pal[i * 4 + 3] = alpha_of(rnd() % 129);
    if (cpsm) /* 16-bit palette: 5 bits a channel, alpha 0 or 255 */
        for (uint32_t i = 0; i < 1024; i++) pal[i] = i % 4 == 3 ? (pal[i] & 1 ? 255 : 0) : pal[i] & 0xF8;
    d.palette = pal;
    d.palette_psm = cpsm;
    uint8_t *src[WARP_TEXTURE_MAX_LEVELS] = {0};
    for (uint32_t l = 0; l < levels; l++) {
        uint32_t lw = w >> l ? w >> l : 1, lh = h >> l ? h >> l : 1;
        size_t n = (size_t)lw * lh * (true_colour(psm) ? 4 : 1);
        src[l] = malloc(n);
        for (size_t i = 0; i < n; i++) src[l][i] = (uint8_t)(psm == WARP_PSM_T4 ? rnd() % 16 : rnd());
        for (size_t i = 0; true_colour(psm) && i < n; i += 4) {
            uint8_t *c = src[l] + i;
            if (psm == WARP_PSM_CT32) c[3] = alpha_of(c[3] % 129u);
            if (psm == WARP_PSM_CT24) c[3] = 255;
            if (psm == WARP_PSM_CT16 || psm == WARP_PSM_CT16S) /* 5 bits a channel, alpha 0 or 255 */
                c[0] &= 0xF8, c[1] &= 0xF8, c[2] &= 0xF8, c[3] = c[3] & 1 ? 255 : 0;
        }
        if (true_colour(psm))
            d.rgba[l] = src[l];
        else
            d.indices[l] = src[l];
    }
    size_t len;
    unsigned char *buf = write_all(fill_native, &d, &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    const char *fail = NULL;
    warp_texture_info in;
    if (rc) {
        snprintf(check_msg_, sizeof check_msg_, "%ux%u psm %u: init %s", w, h, psm, warp_strerror(rc));
        fail = check_msg_;
        goto out;
    }
    warp_texture_get_info(t, &in);
    if (in.width != w || in.height != h || in.levels != levels || in.psm != psm || strcmp(in.name, "round") ||
        strcmp(in.mask, "trip") || in.layout_version != 2 || in.sky_mipmap != 0xFC0 ||
        (!true_colour(psm) && in.palette_psm != cpsm)) {
        fail = "info mismatch";
        goto out;
    }
    if (!true_colour(psm)) {
        uint8_t p[1024];
        if (warp_texture_decode_palette(t, p, sizeof p, NULL) || memcmp(p, pal, colours * 4)) {
            fail = "palette mismatch";
            goto out;
        }
    }
    for (uint32_t l = 0; l < levels && !fail; l++) {
        uint32_t lw = in.level_width[l], lh = in.level_height[l];
        size_t stride = (size_t)lw * 4 + 12; /* rows with slack: the stride is honoured */
        uint8_t *rgba = malloc(stride * lh), *idx = malloc((size_t)lw * lh);
        rc = warp_texture_decode_rgba(t, l, rgba, stride * lh, stride, NULL);
        for (uint32_t y = 0; y < lh && !rc && !fail; y++)
            for (uint32_t x = 0; x < lw && !fail; x++) {
                const uint8_t *want = true_colour(psm) ? src[l] + ((size_t)y * lw + x) * 4
                                                       : pal + src[l][(size_t)y * lw + x] * 4u;
                if (memcmp(rgba + y * stride + x * 4, want, 4)) {
                    snprintf(check_msg_, sizeof check_msg_, "%ux%u psm %u level %u: texel (%u,%u) differs", w, h,
                             psm, l, x, y);
                    fail = check_msg_;
                }
            }
        if (!fail && !true_colour(psm)) {
            rc |= warp_texture_decode_indices(t, l, idx, (size_t)lw * lh, 0, NULL);
            if (memcmp(idx, src[l], (size_t)lw * lh)) fail = "indices differ";
        }
        if (!fail && rc) fail = "decode failed";
        free(rgba);
        free(idx);
    }
out:
    for (uint32_t l = 0; l < levels; l++) free(src[l]);
    free(t);
    free(buf);
    return fail;
}

TEST(round_trip_every_format_and_size) {
    static const uint32_t sizes[][2] = {{4, 4},   {8, 8},   {16, 16}, {32, 32}, {64, 64}, {128, 128},
                                        {256, 256}, {512, 512}, {1, 1}, {2, 1},   {64, 8},  {8, 64},
                                        {512, 2},  {2, 512}, {16, 4}, {32, 4},  {128, 32}};
    static const uint32_t psms[] = {WARP_PSM_T8,   WARP_PSM_T4,   WARP_PSM_CT32,
                                    WARP_PSM_CT24, WARP_PSM_CT16, WARP_PSM_CT16S};
    for (size_t p = 0; p < sizeof psms / sizeof psms[0]; p++)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            if (true_colour(psms[p]) && sizes[s][0] * sizes[s][1] > 256 * 256) continue; /* below */
            const char *m = round_trip(psms[p], 0, sizes[s][0], sizes[s][1], 1);
            if (!m && !true_colour(psms[p])) m = round_trip(psms[p], WARP_PSM_CT16, sizes[s][0], sizes[s][1], 1);
            if (!m && !true_colour(psms[p])) m = round_trip(psms[p], WARP_PSM_CT16S, sizes[s][0], sizes[s][1], 1);
            if (m) return m;
        }
    /* past the GS's 1,024 texels a side */
    warp_writer *w = test_handle(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    uint8_t px[4] = {0};
    warp_texture_desc d = {.width = 2048, .height = 4, .psm = WARP_PSM_CT32, .levels = 1};
    d.rgba[0] = px;
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    free(w);
    return NULL;
}

static const unsigned char *texel_struct(const unsigned char *sec, size_t *len);

/* Every GS packet of a one-texture native `buf` as the hardware takes it: the A+D GIF tag,
 * TRXREG, then IMAGE tags (FLG 2, EOP clear, NLOOP 1 to 0x7FFF) until the next packet,
 * moving at least the transfer's bytes (TRXREG pixels of `bits`, the palette's of 32 bits
 * when pal). *tags: IMAGE tags seen. */
static const char *packets_within_limits(const unsigned char *buf, uint32_t bits, int pal, uint32_t packets,
                                         uint32_t *tags) {
    size_t end, off = 0;
    buf = texel_struct(buf, &end);
    if (!buf) return "no texel struct";
    *tags = 0;
    for (uint32_t k = 0; k < packets; k++) {
        if (off + 0x50 > end) return "packet past the texel struct";
        if (rd32le(buf + off) != 3 || rd32le(buf + off + 4) != 0x10000000u) return "not an A+D GIF tag";
        uint64_t want = (uint64_t)rd32le(buf + off + 0x20) * rd32le(buf + off + 0x24) * (pal && k + 1 == packets ? 32 : bits) / 8;
        uint64_t moved = 0;
        off += 0x40;
        while (off + 16 <= end && (rd32le(buf + off + 4) >> 26 & 3u) == 2) {
            uint32_t lo = rd32le(buf + off), nloop = lo & 0x7FFFu;
            if (lo != nloop || rd32le(buf + off + 4) != 0x08000000u || nloop == 0) return "IMAGE tag fields";
            moved += nloop * 16u;
            off += 16 + nloop * 16u;
            (*tags)++;
        }
        if (moved < want) {
            snprintf(check_msg_, sizeof check_msg_, "packet %u: %llu bytes moved, the transfer's %llu", k,
                     (unsigned long long)moved, (unsigned long long)want);
            return check_msg_;
        }
    }
    return off == end ? NULL : "bytes after the last packet";
}

/* Levels past one IMAGE tag's 0x7FFF quadwords: sent by several tags, read back whole. */
TEST(round_trip_split_packets) {
    static const struct { uint32_t psm, w, h, levels, bits, tags; } cases[] = {
        {WARP_PSM_T8, 1024, 1024, 1, 32, 3 + 1},         /* 1 MiB: 127 bands a tag, then the palette's */
        {WARP_PSM_T4, 1024, 1024, 3, 16, 2 + 1 + 1 + 1}, /* 512 KiB: one quadword too many */
        {WARP_PSM_CT32, 512, 512, 2, 32, 3 + 1},
        {WARP_PSM_CT24, 1024, 256, 1, 24, 2},            /* 3,072-byte rows: 170 rows a tag */
        {WARP_PSM_T8, 1024, 512, 7, 32, 2 + 6 + 1},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const char *m = round_trip(cases[c].psm, 0, cases[c].w, cases[c].h, cases[c].levels);
        if (m) return m;
        uint32_t colours = cases[c].psm == WARP_PSM_T8 ? 256 : cases[c].psm == WARP_PSM_T4 ? 16 : 0;
        warp_texture_desc d = {.width = cases[c].w, .height = cases[c].h, .psm = cases[c].psm,
                               .levels = cases[c].levels};
        static uint8_t pal[1024];
        d.palette = colours ? pal : NULL;
        uint8_t *px = calloc((size_t)cases[c].w * cases[c].h * 4, 1);
        for (uint32_t l = 0; l < d.levels; l++) {
            if (colours) d.indices[l] = px;
            else d.rgba[l] = px;
        }
        size_t len;
        unsigned char *buf = write_all(fill_native, &d, &len);
        uint32_t tags = 0;
        m = buf ? packets_within_limits(buf, cases[c].bits, colours != 0, d.levels + (colours ? 1 : 0), &tags)
                : "write failed";
        if (!m && c == 1) { /* a continuing tag moving more than the first: refused */
            size_t end;
            unsigned char *at = buf + (texel_struct(buf, &end) - buf);
            size_t piece = (rd32le(at + 0x40) & 0x7FFFu) * 16u;
            unsigned char *tag = at + 0x50 + piece;
            int rc;
            tag[0] = (unsigned char)(piece / 16 + 1), tag[1] = (unsigned char)((piece / 16 + 1) >> 8);
            free(open_tex(buf, len, &rc));
            if (rc != WARP_E_CORRUPT) m = "a longer continuing IMAGE tag accepted";
        }
        free(buf);
        free(px);
        if (m) return m;
        if (tags != cases[c].tags) {
            snprintf(check_msg_, sizeof check_msg_, "case %zu: %u IMAGE tags, want %u", c, tags, cases[c].tags);
            return check_msg_;
        }
    }
    return NULL;
}

TEST(round_trip_mip_chains) {
    static const uint32_t psms[] = {WARP_PSM_T8,   WARP_PSM_T4,   WARP_PSM_CT32,
                                    WARP_PSM_CT24, WARP_PSM_CT16, WARP_PSM_CT16S};
    for (size_t p = 0; p < sizeof psms / sizeof psms[0]; p++) {
        const char *m = round_trip(psms[p], 0, 64, 64, 7); /* 64x64 down to 1x1 */
        if (!m) m = round_trip(psms[p], 0, 128, 32, 7);    /* non-square: ends at 2x1 */
        if (!m) m = round_trip(psms[p], 0, 8, 4, 4);
        if (m) return m;
    }
    return NULL;
}

/* The bytes of level 0's image for a one-level texture: the image ends the texel struct,
 * after it only the palette packet (0x50 + image) and the 28-byte sky mipmap extension. */
static const uint8_t *level0_image(const unsigned char *buf, size_t len, size_t image, size_t palette) {
    return buf + len - 28 - palette - image;
}

/* Hand-computed bytes for two texels of each format, and what decoding gives back. */
TEST(encoder_bytes_every_format) {
    static const uint8_t rgba[8] = {255, 0, 8, 255, 12, 100, 200, 64};
    warp_texture_desc d = {.name = "b", .width = 2, .height = 1, .levels = 1};
    d.rgba[0] = rgba;
    static const struct {
        uint32_t psm, depth, format;
        uint8_t bytes[8], decoded[8];
    } want[] = {
        /* alpha 64 -> the smallest a with a * 255 / 128 >= 64: 33 (0x21), decoding 65 */
        {WARP_PSM_CT32, 32, 0x0504, {255, 0, 8, 0x80, 12, 100, 200, 0x21}, {255, 0, 8, 255, 12, 100, 200, 65}},
        {WARP_PSM_CT24, 24, 0x0604, {255, 0, 8, 12, 100, 200, 0, 0}, {255, 0, 8, 255, 12, 100, 200, 255}},
        /* r 255 -> 31, b 8 -> 1, A: 0x841F; (12, 100, 200) -> 2 | 13 << 5 | 25 << 10 = 0x65A2, A 0 */
        {WARP_PSM_CT16, 16, 0x0104, {0x1F, 0x84, 0xA2, 0x65, 0, 0, 0, 0}, {248, 0, 8, 255, 16, 104, 200, 0}},
        {WARP_PSM_CT16S, 16, 0x0104, {0x1F, 0x84, 0xA2, 0x65, 0, 0, 0, 0}, {248, 0, 8, 255, 16, 104, 200, 0}},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        d.psm = want[i].psm;
        size_t len;
        unsigned char *buf = write_all(fill_native, &d, &len);
        const uint8_t *img = level0_image(buf, len, 16, 0);
        CHECK(!memcmp(img, want[i].bytes, want[i].depth / 4)); /* two texels */
        int rc;
        warp_texture *t = open_tex(buf, len, &rc);
        CHECK_RC(rc, WARP_OK);
        warp_texture_info in;
        warp_texture_get_info(t, &in);
        CHECK_EQ(in.psm, want[i].psm);
        CHECK_EQ(in.depth, want[i].depth);
        CHECK_EQ(in.raster_format, want[i].format);
        uint8_t o[8];
        CHECK_RC(warp_texture_decode_rgba(t, 0, o, sizeof o, 0, NULL), WARP_OK);
        CHECK(!memcmp(o, want[i].decoded, 8));
        free(t), free(buf);
    }
    /* T8 16x4: texel (1, 0) is byte 4 of the swizzled image (the spec's shuffle), (0, 2)
     * byte 17; palette index 8 sits in slot 16 (CSM1) with alpha 255 as 0x80 */
    uint8_t idx[64] = {0}, pal[1024] = {0};
    idx[1] = 7, idx[32] = 9;
    pal[8 * 4] = 1, pal[8 * 4 + 1] = 2, pal[8 * 4 + 2] = 3, pal[8 * 4 + 3] = 255;
    warp_texture_desc p = {.name = "p", .width = 16, .height = 4, .psm = WARP_PSM_T8, .levels = 1, .palette = pal};
    p.indices[0] = idx;
    size_t len;
    unsigned char *buf = write_all(fill_native, &p, &len);
    const uint8_t *img = level0_image(buf, len, 64, 0x50 + 1024);
    CHECK_EQ(img[4], 7);
    CHECK_EQ(img[17], 9);
    const uint8_t *slots = buf + len - 28 - 1024;
    static const uint8_t c8[4] = {1, 2, 3, 0x80};
    CHECK(!memcmp(slots + 16 * 4, c8, 4));
    free(buf);
    /* T4 32x4: texel (1, 0) is nibble 4 (byte 2, low), (16, 0) nibble 32 (the next block: byte 16) */
    uint8_t idx4[128] = {0};
    idx4[1] = 5, idx4[16] = 11;
    p.width = 32, p.psm = WARP_PSM_T4, p.indices[0] = idx4;
    buf = write_all(fill_native, &p, &len);
    img = level0_image(buf, len, 64, 0x50 + 96);
    CHECK_EQ(img[2], 5);
    CHECK_EQ(img[16], 11);
    free(buf);
    /* T4 with a PSMCT16 palette: 16 two-byte colours (an 8x2 transfer), CPSM in TEX0,
     * raster format PAL4 | 1555; entry 1 = (255, 0, 8, 255) is 0x841F */
    memcpy(pal + 4, rgba, 4);
    p.palette_psm = WARP_PSM_CT16;
    buf = write_all(fill_native, &p, &len);
    slots = buf + len - 28 - 32;
    CHECK(slots[2] == 0x1F && slots[3] == 0x84);
    CHECK_EQ(rd32le(slots - 0x50 + 0x20), 8); /* TRXREG */
    CHECK_EQ(rd32le(slots - 0x50 + 0x24), 2);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    CHECK_EQ(in.palette_psm, WARP_PSM_CT16);
    CHECK_EQ(in.raster_format, 0x4104);
    uint8_t got[64];
    CHECK_RC(warp_texture_decode_palette(t, got, sizeof got, NULL), WARP_OK);
    static const uint8_t c16[4] = {248, 0, 8, 255};
    CHECK(!memcmp(got + 4, c16, 4));
    free(t), free(buf);
    return NULL;
}

TEST(encoder_rejects_bad_desc) {
    warp_writer *w = test_handle(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    uint8_t idx[16] = {0}, pal[64] = {0};
    warp_texture_desc d = {.width = 4, .height = 4, .psm = WARP_PSM_T4, .levels = 1, .palette = pal};
    d.indices[0] = idx;
    CHECK_RC(warp_write_texture_native(w, &d), WARP_OK);
    d.width = 6;
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    d.width = 4;
    idx[3] = 16; /* not a 4-bit index */
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    idx[3] = 0;
    d.levels = 8;
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    d.levels = 2; /* level 1 has no indices */
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    d.levels = 1;
    d.palette_psm = WARP_PSM_CT24; /* palettes are 32- or 16-bit */
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    d.palette_psm = 0;
    d.psm = 0x1B; /* PSMT8H: not written */
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    uint8_t rgba[64] = {0};
    d.psm = WARP_PSM_CT32, d.rgba[0] = rgba, d.palette_psm = WARP_PSM_CT16; /* no palette to store */
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    CHECK_RC(warp_write_texture_native(w, NULL), WARP_E_ARG);
    free(w);
    return NULL;
}

/* ---- dictionaries, truncation --------------------------------------------------------- */
typedef struct txd_fixture {
    warp_texture_desc d[3];
    uint8_t idx8[16 * 8], idx4[8 * 8], rgba[4 * 4 * 4], pal[1024];
} txd_fixture;

static void make_fixture(txd_fixture *f) {
    memset(f, 0, sizeof *f);
    for (size_t i = 0; i < sizeof f->idx8; i++) f->idx8[i] = (uint8_t)(i * 7);
    for (size_t i = 0; i < sizeof f->idx4; i++) f->idx4[i] = (uint8_t)(i % 16);
    for (size_t i = 0; i < sizeof f->pal; i++) f->pal[i] = (uint8_t)(i & 0x7F);
    for (size_t i = 0; i < sizeof f->rgba; i++) f->rgba[i] = (uint8_t)i;
    f->d[0] = (warp_texture_desc){.name = "eight", .width = 16, .height = 8, .psm = WARP_PSM_T8, .levels = 1,
                                  .palette = f->pal};
    f->d[0].indices[0] = f->idx8;
    f->d[1] = (warp_texture_desc){.name = "four", .width = 8, .height = 8, .psm = WARP_PSM_T4, .levels = 1,
                                  .palette = f->pal, .address_u = 3, .address_v = 2};
    f->d[1].indices[0] = f->idx4;
    f->d[2] = (warp_texture_desc){.name = "true", .width = 4, .height = 4, .psm = WARP_PSM_CT32, .levels = 1};
    f->d[2].rgba[0] = f->rgba;
}

static int fill_txd(warp_writer *w, void *user) {
    txd_fixture *f = user;
    return warp_write_txd(w, f->d, 3, 0);
}

typedef struct seen {
    int count;
    char names[4][16];
    uint32_t index[4], addr_v[4];
    int stop_at;
} seen;

static int on_texture(void *user, const warp_texture *t) {
    seen *s = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (s->count < 4) {
        snprintf(s->names[s->count], 16, "%s", in.name);
        s->index[s->count] = in.index;
        s->addr_v[s->count] = in.address_v;
    }
    s->count++;
    return s->count == s->stop_at;
}

TEST(dictionary_walk) {
    txd_fixture f;
    make_fixture(&f);
    size_t len;
    unsigned char *buf = write_all(fill_txd, &f, &len);
    seen s = {0};
    CHECK_RC(warp_txd_foreach(buf, len, NULL, on_texture, &s), WARP_OK);
    CHECK_EQ(s.count, 3);
    CHECK(!strcmp(s.names[0], "eight") && !strcmp(s.names[1], "four") && !strcmp(s.names[2], "true"));
    CHECK_EQ(s.index[2], 2);
    CHECK_EQ(s.addr_v[1], 2);
    CHECK_EQ(buf[24] | buf[25] << 8, 3); /* the struct's texture count */
    CHECK_EQ(buf[26], 6);               /* device id */
    seen stop = {.stop_at = 2};
    CHECK_RC(warp_txd_foreach(buf, len, NULL, on_texture, &stop), WARP_STOPPED);
    CHECK_EQ(stop.count, 2);
    CHECK_RC(warp_txd_foreach(buf + 12, len - 12, NULL, on_texture, &s), WARP_E_MAGIC);
    free(buf);
    return NULL;
}

typedef struct bad_seen {
    seen good;
    int count;
    uint32_t index;
    int status;
    size_t section_len;
} bad_seen;

static int on_bad(void *user, const warp_txd_bad *b) {
    bad_seen *s = user;
    s->count++, s->index = b->index, s->status = b->status, s->section_len = b->section_len;
    return 0;
}
static int on_bad_stop(void *user, const warp_txd_bad *b) { return on_bad(user, b) + 1; }
static int on_good(void *user, const warp_texture *t) { return on_texture(&((bad_seen *)user)->good, t); }

/* One damaged texture hides no good one in warp_txd_foreach_all (issue 28). */
TEST(dictionary_walk_past_bad) {
    txd_fixture f;
    make_fixture(&f);
    size_t len;
    unsigned char *buf = write_all(fill_txd, &f, &len);
    /* the second texture's platform word: "PS2\0" -> "PC\0\0" (WARP_E_UNSUPPORTED) */
    unsigned char *ps2 = NULL;
    int found = 0;
    for (size_t i = 0; i + 4 <= len; i++)
        if (!memcmp(buf + i, "PS2", 4) && ++found == 2) {
            ps2 = buf + i;
            break;
        }
    CHECK(ps2 != NULL);
    memcpy(ps2, "PC\0", 4);
    seen strict = {0};
    CHECK_RC(warp_txd_foreach(buf, len, NULL, on_texture, &strict), WARP_E_UNSUPPORTED);
    CHECK_EQ(strict.count, 1);
    bad_seen all = {0};
    CHECK_RC(warp_txd_foreach_all(buf, len, NULL, on_good, on_bad, &all), WARP_OK);
    CHECK_EQ(all.good.count, 2);
    CHECK(!strcmp(all.good.names[0], "eight") && !strcmp(all.good.names[1], "true"));
    CHECK_EQ(all.good.index[0], 0);
    CHECK_EQ(all.good.index[1], 2); /* the bad one keeps its place */
    CHECK_EQ(all.count, 1);
    CHECK_EQ(all.index, 1);
    CHECK_RC(all.status, WARP_E_UNSUPPORTED);
    CHECK(all.section_len > 24 && all.section_len < len);
    /* stopping from the bad callback, and the required arguments */
    bad_seen stop = {0};
    CHECK_RC(warp_txd_foreach_all(buf, len, NULL, on_good, on_bad_stop, &stop), WARP_STOPPED);
    CHECK_EQ(stop.good.count, 1);
    bad_seen none = {0};
    CHECK_RC(warp_txd_foreach_all(buf, len, NULL, on_good, NULL, &none), WARP_E_ARG);
    CHECK_RC(warp_txd_foreach_all(buf, len, NULL, NULL, on_bad, &none), WARP_E_ARG);
    CHECK_RC(warp_txd_foreach_all(buf + 12, len - 12, NULL, on_good, on_bad, &none), WARP_E_MAGIC);
    free(buf);
    return NULL;
}

TEST(every_prefix_is_truncated) {
    txd_fixture f;
    make_fixture(&f);
    size_t len;
    unsigned char *buf = write_all(fill_txd, &f, &len);
    for (size_t n = 0; n < len; n++) {
        unsigned char *cut = malloc(n ? n : 1); /* exact size: ASan sees any overread */
        memcpy(cut, buf, n);
        seen s = {0};
        int rc = warp_txd_foreach(cut, n, NULL, on_texture, &s);
        if (rc != WARP_E_TRUNCATED) FAILF("prefix %zu of %zu: %s", n, len, warp_strerror(rc));
        free(cut);
    }
    /* the same for one texture native opened alone */
    size_t tlen;
    unsigned char *tex = write_all(fill_native, &f.d[0], &tlen);
    for (size_t n = 0; n < tlen; n++) {
        unsigned char *cut = malloc(n ? n : 1);
        memcpy(cut, tex, n);
        int rc;
        free(open_tex(cut, n, &rc));
        if (rc != WARP_E_TRUNCATED) FAILF("texture prefix %zu of %zu: %s", n, tlen, warp_strerror(rc));
        free(cut);
    }
    free(tex);
    free(buf);
    return NULL;
}

TEST(decode_arguments) {
    txd_fixture f;
    make_fixture(&f);
    size_t len;
    unsigned char *buf = write_all(fill_native, &f.d[0], &len);
    int rc;
    warp_texture *t = open_tex(buf, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t out[16 * 8 * 4 + 64];
    CHECK_RC(warp_texture_decode_rgba(t, 1, out, sizeof out, 0, NULL), WARP_E_RANGE);
    CHECK_RC(warp_texture_decode_rgba(t, 0, out, 16 * 8 * 4 - 1, 0, NULL), WARP_E_DST_SMALL);
    CHECK_RC(warp_texture_decode_rgba(t, 0, out, sizeof out, 63, NULL), WARP_E_ARG); /* stride < a row */
    CHECK_RC(warp_texture_decode_rgba(t, 0, out, 68 * 7 + 64, 68, NULL), WARP_OK);    /* last row needs no slack */
    CHECK_RC(warp_texture_decode_rgba(t, 0, NULL, 0, 0, NULL), WARP_E_ARG); /* a size query needs *size */
    size_t need = 0;
    CHECK_RC(warp_texture_decode_rgba(t, 0, NULL, 0, 0, &need), WARP_OK);
    CHECK_EQ(need, 16 * 8 * 4);
    CHECK_RC(warp_texture_decode_rgba(t, 0, NULL, 0, 68, &need), WARP_OK);
    CHECK_EQ(need, 68 * 7 + 64);
    CHECK_RC(warp_texture_decode_rgba(t, 0, out, 10, 0, &need), WARP_E_DST_SMALL);
    CHECK_EQ(need, 16 * 8 * 4);
    CHECK_RC(warp_texture_decode_rgba(NULL, 0, out, sizeof out, 0, NULL), WARP_E_ARG);
    CHECK_RC(warp_texture_init(t, warp_texture_sizeof() - 1, WARP_ABI_VERSION, buf, len, NULL), WARP_E_MEM_SMALL);
    CHECK_RC(warp_texture_init(t, warp_texture_sizeof(), WARP_ABI_VERSION + 0x10000, buf, len, NULL),
             WARP_E_VERSION);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_dimension = 8;
    CHECK_RC(warp_texture_init(t, warp_texture_sizeof(), WARP_ABI_VERSION, buf, len, &lim), WARP_E_LIMIT);
    free(t);
    free(buf);
    return NULL;
}

/* ---- real files ------------------------------------------------------------------------ */
typedef struct golden {
    const char *file, *name;
    uint32_t crc; /* CRC-32 of level 0 as tight RGBA8 rows */
} golden;

#include "texture_golden.h"

typedef struct corpus_walk {
    const char *file;
    int textures, levels, mismatches;
    char msg[256];
} corpus_walk;

static int on_corpus_texture(void *user, const warp_texture *t) {
    corpus_walk *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    for (uint32_t l = 0; l < in.levels; l++) {
        size_t n = (size_t)in.level_width[l] * in.level_height[l] * 4u;
        uint8_t *rgba = malloc(n);
        int rc = warp_texture_decode_rgba(t, l, rgba, n, 0, NULL);
        if (rc) snprintf(c->msg, sizeof c->msg, "%s/%s level %u: %s", c->file, in.name, l, warp_strerror(rc));
        c->levels++;
        if (l == 0) {
            uint32_t crc = warp_crc32(0, rgba, n);
            int found = 0;
            for (size_t g = 0; g < sizeof goldens / sizeof goldens[0]; g++)
                if (!strcmp(goldens[g].file, c->file) && !strcmp(goldens[g].name, in.name)) {
                    found = 1;
                    if (goldens[g].crc != crc) c->mismatches++;
                }
            if (getenv("WARP_PRINT_GOLDEN")) printf("    {\"%s\", \"%s\", 0x%08Xu},\n", c->file, in.name, crc);
            if (!found && !getenv("WARP_PRINT_GOLDEN"))
                snprintf(c->msg, sizeof c->msg, "%s/%s: no golden CRC", c->file, in.name);
        }
        free(rgba);
    }
    c->textures++;
    return 0;
}

TEST(corpus_every_texture_decodes) {
    const char *dir = corpus_dir();
    if (!dir) SKIP("corpus absent");
    static const char *files[] = {"CUTSCENE_csbullhorn.txd", "EFFECTS.TXD", "GTA3_blkbrdx.txd", "GTA3_nfpedcx.txd",
                                  "GTA3_skateboard.txd", "GTA3_vgsenitwin.txd", "GTA_INT_golfball.txd",
                                  "GTA_INT_sweetsmain.txd", "HUD.TXD", "PLAYER_feet.txd", "PLAYER_hatmancblk.txd"};
    static const int counts[] = {0, 37, 7, 1, 2, 2, 1, 41, 70, 1, 1};
    int total = 0, levels = 0, mismatches = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/ps2/%s", dir, files[i]);
        size_t len;
        unsigned char *buf = read_whole(path, &len);
        if (!buf) FAILF("cannot read %s", path);
        corpus_walk c = {.file = files[i]};
        int rc = warp_txd_foreach(buf, len, NULL, on_corpus_texture, &c);
        free(buf);
        if (rc) FAILF("%s: %s", files[i], warp_strerror(rc));
        if (c.msg[0]) FAILF("%s", c.msg);
        CHECK_EQ(c.textures, counts[i]);
        total += c.textures;
        levels += c.levels;
        mismatches += c.mismatches;
    }
    CHECK_EQ(total, 163);
    CHECK_EQ(levels, 163 + 4 * 4 + 3 + 2 + 3 + 3 + 3); /* mip levels beyond the first, counted by hand */
    CHECK_EQ(mismatches, 0);
    return NULL;
}

TEST(corpus_other_platforms_rejected) {
    const char *dir = corpus_dir();
    if (!dir) SKIP("corpus absent");
    static const char *files[] = {"dxtDecoding.txd", "infernus.txd"};
    for (size_t i = 0; i < 2; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/other/%s", dir, files[i]);
        size_t len;
        unsigned char *buf = read_whole(path, &len);
        if (!buf) FAILF("cannot read %s", path);
        seen s = {0};
        int rc = warp_txd_foreach(buf, len, NULL, on_texture, &s);
        free(buf);
        CHECK_RC(rc, WARP_E_UNSUPPORTED);
        CHECK_EQ(s.count, 0);
    }
    return NULL;
}

/* The spec's unswizzle formula as written ("Undoing the order"), for W a power of two. */
static size_t spec_pos(uint32_t x, uint32_t y, uint32_t W) {
    uint32_t log2w = 0;
    while ((1u << log2w) < W) log2w++;
    uint32_t y1 = (y >> 1) & 1, y2 = (y >> 2) & 1;
    uint32_t xp = x ^ ((y1 ^ y2) << 2);
    uint32_t nx = (xp & 7) | ((xp >> 1) & ~7u);
    uint32_t sh = y1 | (((xp >> 3) & 1) << 1) | (nx << 2) | ((y & 1) << (log2w + 1));
    sh &= (1u << (log2w + 2)) - 1;
    return (size_t)(y & ~3u) * W + sh;
}

/* The payload of the raster's texel struct inside a texture native section. */
static const unsigned char *texel_struct(const unsigned char *sec, size_t *len) {
    warp_rw_section top, s;
    size_t pos = 0;
    if (warp_rw_header(sec, 1u << 30, 0, &top)) return NULL;
    for (int i = 0; i < 4; i++) { /* struct, name, mask, raster */
        if (warp_rw_header(top.data, top.size, pos, &s)) return NULL;
        pos += 12 + s.size;
    }
    warp_rw_section hdr, px;
    if (warp_rw_header(s.data, s.size, 0, &hdr) || warp_rw_header(s.data, s.size, 12 + hdr.size, &px)) return NULL;
    *len = px.size;
    return px.data;
}

/* Decode each corpus texture to indices + palette, encode it again: the texel packets
 * (TRXREG and image bytes) must equal the game's, and the palette's used colours; so must
 * the GS layout the encoder computes (TEX0, palette offset, MIPTBP1/2, GS size, every
 * TRXPOS), except on single-level textures with the auto-mipmap flag 0x1000, which
 * RenderWare lays out as mipmapped ones and the encoder never writes. *layouts counts
 * the textures whose layout was compared. */
static int reencode_one(const unsigned char *sec, size_t sec_len, char *msg, size_t msg_len, int *layouts) {
    int rc;
    warp_texture *t = open_tex(sec, sec_len, &rc);
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    warp_texture_desc d = {.name = in.name, .mask = in.mask, .width = in.width, .height = in.height,
                           .psm = in.psm, .levels = in.levels};
    uint8_t pal[1024];
    warp_texture_decode_palette(t, pal, sizeof pal, NULL);
    d.palette = pal;
    for (uint32_t l = 0; l < in.levels; l++) {
        uint8_t *idx = malloc((size_t)in.level_width[l] * in.level_height[l]);
        warp_texture_decode_indices(t, l, idx, (size_t)in.level_width[l] * in.level_height[l], 0, NULL);
        d.indices[l] = idx;
    }
    size_t len;
    unsigned char *mine = write_all(fill_native, &d, &len);
    size_t a_len, b_len;
    const unsigned char *a = texel_struct(sec, &a_len), *b = texel_struct(mine, &b_len);
    size_t pal_used = in.psm == WARP_PSM_T8 ? 1024 : 64;
    int bad = !a || !b || a_len != b_len;
    const unsigned char *ha = a - 12 - 64, *hb = b ? b - 12 - 64 : NULL; /* the raster headers */
    int layout = !bad && !((rd32le(ha + 0x0C) & 0x1000) && in.levels == 1);
    if (layout) {
        (*layouts)++;
        if (memcmp(ha + 0x10, hb + 0x10, 0x20) || memcmp(ha + 0x38, hb + 0x38, 4)) {
            snprintf(msg, msg_len, "%s: computed raster header differs", in.name);
            bad = 2;
        }
    }
    /* every packet: header words that matter (TRXREG, NLOOP) and the image's texels that
     * lie inside the level (the game's files leave leftover memory in the padding) */
    for (size_t off = 0, k = 0; !bad && off < a_len; k++) {
        size_t image = (size_t)(rd32le(a + off + 0x40) & 0x7FFF) * 16;
        bad = memcmp(a + off + 0x20, b + off + 0x20, 8) || memcmp(a + off + 0x40, b + off + 0x40, 2) ||
              (layout && memcmp(a + off + 0x10, b + off + 0x10, 8)); /* TRXPOS */
        if (k == in.levels) {
            bad |= memcmp(a + off + 0x50, b + off + 0x50, pal_used);
        } else if (!bad) {
            uint32_t W = 2 * rd32le(a + off + 0x20), t4 = in.psm == WARP_PSM_T4;
            for (uint32_t y = 0; y < in.level_height[k]; y++)
                for (uint32_t x = 0; x < in.level_width[k]; x++) {
                    size_t q = spec_pos(x, y, W);
                    const unsigned char *pa = a + off + 0x50 + (t4 ? q / 2 : q), *pb = b + (pa - a);
                    uint32_t m = t4 ? 15u << ((q & 1) * 4) : 255u;
                    if ((*pa & m) != (*pb & m)) bad = 1;
                }
        }
        off += 0x50 + image;
    }
    if (bad == 1) snprintf(msg, msg_len, "%s: re-encoded packets differ", in.name);
    for (uint32_t l = 0; l < in.levels; l++) free((void *)d.indices[l]);
    free(mine);
    free(t);
    return bad;
}

TEST(corpus_reencode_matches_game_layout) {
    const char *dir = corpus_dir();
    if (!dir) SKIP("corpus absent");
    static const char *files[] = {"EFFECTS.TXD", "GTA3_blkbrdx.txd", "GTA3_nfpedcx.txd", "GTA3_skateboard.txd",
                                  "GTA3_vgsenitwin.txd", "GTA_INT_golfball.txd", "GTA_INT_sweetsmain.txd", "HUD.TXD",
                                  "PLAYER_feet.txd", "PLAYER_hatmancblk.txd"};
    int checked = 0, layouts = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/ps2/%s", dir, files[i]);
        size_t len;
        unsigned char *buf = read_whole(path, &len);
        if (!buf) FAILF("cannot read %s", path);
        warp_rw_section dict, s;
        CHECK_RC(warp_rw_header(buf, len, 0, &dict), WARP_OK);
        for (size_t pos = 0; pos < dict.size; pos += 12 + s.size) {
            CHECK_RC(warp_rw_header(dict.data, dict.size, pos, &s), WARP_OK);
            if (s.type != WARP_RW_TEXTURE_NATIVE) continue;
            char msg[128];
            if (reencode_one(dict.data + pos, 12 + s.size, msg, sizeof msg, &layouts)) {
                free(buf);
                FAILF("%s/%s", files[i], msg);
            }
            checked++;
        }
        free(buf);
    }
    CHECK_EQ(checked, 163);
    CHECK_EQ(layouts, 142);
    return NULL;
}

/* The block decoders of swizzled index rows (texels.c) against the spec's per-texel
 * shuffle (warp__tex_swizzle_lut), on random bytes, every row phase, T8 and T4; the SSE2 path
 * (when built) must give the same bytes as the plain one. */
TEST(index_blocks_match_the_shuffle) {
    uint8_t band[4 * 32], want[64], got[64];
    for (int t4 = 0; t4 < 2; t4++)
        for (uint32_t y = 0; y < 16; y++)
            for (int round = 0; round < 8; round++) {
                for (size_t i = 0; i < sizeof band; i++) band[i] = (uint8_t)rnd();
                uint32_t blocks = 4, w = blocks * 16; /* T4: 64 bytes of band, T8: 128 */
                const uint8_t *lut = warp__tex_swizzle_lut[y & 7u];
                for (uint32_t x = 0; x < w; x++) {
                    uint32_t k = (x >> 4) * 32u + lut[x & 15u];
                    want[x] = t4 ? (uint8_t)((band[k >> 1] >> ((k & 1u) * 4u)) & 15u) : band[k];
                }
                memset(got, 0xEE, sizeof got);
                warp__tex_index_blocks_c(t4, band, got, blocks, y);
                if (memcmp(got, want, w)) FAILF("plain C, %s, row %u: differs from the shuffle", t4 ? "T4" : "T8", y);
#if defined(__SSE2__)
                memset(got, 0xEE, sizeof got);
                warp__tex_index_blocks_sse2(t4, band, got, blocks, y);
                if (memcmp(got, want, w)) FAILF("SSE2, %s, row %u: differs from the shuffle", t4 ? "T4" : "T8", y);
#endif
            }
    return NULL;
}

/* The raster header's GS fields (warp_texture_get_raster) of our own one-level textures,
 * computed by hand from the page sizes (docs/patch.md): one page (2,048 words), the
 * palette in its last 256 words (block 28), absent mip levels width 1 base 0; the 8-bit
 * texture's palette sent to PSMCT32 block 28 of the page = (48, 16). And the dictionary's
 * struct against its children (warp_txd_get_header). */
TEST(raster_fields_and_dictionary_header) {
    txd_fixture f;
    make_fixture(&f);
    size_t len;
    unsigned char *buf = write_all(fill_txd, &f, &len);
    warp_txd_header th;
    CHECK_RC(warp_txd_get_header(buf, len, &th), WARP_OK);
    CHECK(th.texture_count == 3 && th.device_id == 6 && th.natives == 3 && th.version == 0x37002);
    buf[24] = 5, buf[26] = 2; /* declared count 5, device 2: reported, not refused */
    CHECK_RC(warp_txd_get_header(buf, len, &th), WARP_OK);
    CHECK(th.texture_count == 5 && th.device_id == 2 && th.natives == 3);
    CHECK_RC(warp_txd_get_header(buf + 12, len - 12, &th), WARP_E_MAGIC);
    CHECK_RC(warp_txd_get_header(buf, len, NULL), WARP_E_ARG);
    free(buf);
    for (int k = 0; k < 2; k++) {
        buf = write_all(fill_native, &f.d[k], &len);
        int rc;
        warp_texture *t = open_tex(buf, len, &rc);
        CHECK_RC(rc, WARP_OK);
        warp_texture_raster r;
        CHECK_RC(warp_texture_get_raster(t, &r), WARP_OK);
        uint64_t psm = k ? WARP_PSM_T4 : WARP_PSM_T8, lw = k ? 3 : 4;
        CHECK_EQ(r.tex0, 2ull << 14 | psm << 20 | lw << 26 | 3ull << 30 | 1ull << 34 | 1ull << 61);
        CHECK_EQ(r.palette_offset, 28);
        CHECK_EQ(r.gs_size, 2048);
        CHECK_EQ(r.miptbp1, 0x0040000400004000ull);
        CHECK_EQ(r.miptbp2, 0x0040000400004000ull);
        CHECK_EQ(r.k, 0xFC0);
        CHECK_EQ(r.format_word, (k ? 0x4504u : 0x2504u) | 2u << 16);
        CHECK_EQ(r.pixel_size, 0x50 + 128); /* 16x8 (T8), 32x8 (T4, padded) */
        CHECK_EQ(r.palette_size, 0x50 + (k ? 96 : 1024));
        size_t tl;
        const unsigned char *tx = texel_struct(buf, &tl);
        const unsigned char *pk = tx + 0x50 + 128; /* the palette packet */
        CHECK_EQ(rd32le(pk + 0x10), 0);
        CHECK_EQ(rd32le(pk + 0x14), k ? 0 : 16u << 16 | 48u); /* TRXPOS DSAY, DSAX */
        CHECK_RC(warp_texture_get_raster(t, NULL), WARP_E_ARG);
        free(t), free(buf);
    }
    return NULL;
}

/* ---- keeping an original's GS layout (warp_write_texture_native_like) ------------------ */
typedef struct like_job {
    const warp_texture_desc *d;
    const unsigned char *like;
    size_t like_len;
    uint32_t kept;
} like_job;
static int fill_like(warp_writer *w, void *user) {
    like_job *j = user;
    return warp_write_texture_native_like(w, j->d, j->like, j->like_len, &j->kept);
}

/* A 32x32 PSMT4 texture with three levels whose raster header, second packet and
 * padding hold what this encoder never writes (palette offset 31, another MIPTBP1, GS
 * size 2048, format flag 0x1000, a TRXPOS, bytes in the level and palette padding, an
 * alpha stored above 128): new indices and one new colour keep all of it; only texels
 * inside the levels and the changed colour differ, and they decode as given. */
TEST(like_keeps_layout_and_padding) {
    uint8_t i0[32 * 32], i1[16 * 16], i2[8 * 8], pal[64], j0[32 * 32], j1[16 * 16], j2[8 * 8], pal2[64];
    for (size_t k = 0; k < sizeof i0; k++) i0[k] = (uint8_t)(rnd() & 15), j0[k] = (uint8_t)(rnd() & 15);
    for (size_t k = 0; k < sizeof i1; k++) i1[k] = (uint8_t)(rnd() & 15), j1[k] = (uint8_t)(rnd() & 15);
    for (size_t k = 0; k < sizeof i2; k++) i2[k] = (uint8_t)(rnd() & 15), j2[k] = (uint8_t)(rnd() & 15);
    for (size_t k = 0; k < 16; k++) {
        uint8_t c[4] = {(uint8_t)rnd(), (uint8_t)rnd(), (uint8_t)rnd(), alpha_of(rnd() % 129)};
        memcpy(pal + 4 * k, c, 4);
    }
    pal[3 * 4 + 3] = 255;
    memcpy(pal2, pal, sizeof pal);
    pal2[5 * 4] ^= 0x40;
    warp_texture_desc d = {.name = "kept", .width = 32, .height = 32, .psm = WARP_PSM_T4, .levels = 3,
                           .palette = pal, .indices = {i0, i1, i2}};
    size_t len, tlen;
    unsigned char *orig = write_all(fill_native, &d, &len);
    unsigned char *tx = (unsigned char *)texel_struct(orig, &tlen);
    CHECK(tx && tlen == 3 * 0x50 + 512 + 256 + 128 + 0x50 + 96);
    unsigned char *rh = tx - 12 - 64; /* the raster header struct precedes the texel struct */
    CHECK_EQ(rd32le(rh), 32);
    rh[0x0D] |= 0x10; /* format flag 0x1000 */
    rh[0x18] = 31;
    static const uint8_t miptbp1[8] = {0x04, 0x80, 0xC0, 0x00, 0x08, 0x00, 0x40, 0x00};
    memcpy(rh + 0x20, miptbp1, 8);
    rh[0x38] = 0x00, rh[0x39] = 0x08; /* GS size 2048 */
    unsigned char *pk1 = tx + 0x50 + 512, *img2 = pk1 + 0x50 + 256 + 0x50, *pimg = img2 + 128 + 0x50;
    pk1[0x16] = 0x10; /* TRXPOS: DSAY 16 */
    for (size_t k = 0; k < 128; k++) img2[k] = (uint8_t)rnd(); /* level 2 (8x8 in 32x8): padding too */
    for (size_t k = 64; k < 96; k++) pimg[k] = (uint8_t)(0xA0 + k);
    pimg[3 * 4 + 3] = 0xFF; /* decodes as 128 does */
    int rc;
    warp_texture *t = open_tex(orig, len, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t lv2[64];
    CHECK_RC(warp_texture_decode_indices(t, 2, lv2, sizeof lv2, 0, NULL), WARP_OK);
    free(t);

    warp_texture_desc e = d;
    e.name = "ignored", e.palette = pal2, e.indices[0] = j0, e.indices[1] = j1, e.indices[2] = j2;
    like_job job = {&e, orig, len, 9};
    size_t nlen;
    unsigned char *out = write_all(fill_like, &job, &nlen);
    CHECK_EQ(job.kept, 1);
    CHECK_EQ(nlen, len);
    size_t images[4][2] = {{0x50, 512}, {0x50 * 2 + 512, 256}, {0x50 * 3 + 768, 128}, {0x50 * 4 + 896, 96}};
    size_t tx_off = (size_t)(tx - orig);
    for (size_t k = 0; k < len; k++) {
        int in_image = 0;
        for (int m = 0; m < 4; m++)
            in_image |= k >= tx_off + images[m][0] && k < tx_off + images[m][0] + images[m][1];
        if (!in_image && out[k] != orig[k]) FAILF("byte %zu outside the images changed", k);
    }
    /* level 2's padding texels (outside 8x8 in its 32x8 buffer) and the palette's slots 16-23 */
    for (uint32_t y = 0; y < 8; y++)
        for (uint32_t x = 8; x < 32; x++) {
            size_t q = spec_pos(x, y, 32), at = tx_off + images[2][0] + q / 2;
            uint32_t m = 15u << ((q & 1) * 4);
            if ((out[at] & m) != (orig[at] & m)) FAILF("padding texel (%u, %u) changed", x, y);
        }
    CHECK(!memcmp(out + tx_off + images[3][0] + 64, orig + tx_off + images[3][0] + 64, 32));
    CHECK_EQ(out[tx_off + images[3][0] + 15], 0xFF); /* colour 3 unchanged: its stored alpha kept */
    t = open_tex(out, nlen, &rc);
    CHECK_RC(rc, WARP_OK);
    uint8_t got[32 * 32], gpal[64];
    const uint8_t *want[3] = {j0, j1, j2};
    for (uint32_t l = 0; l < 3; l++) {
        size_t n = (size_t)(32 >> l) * (32 >> l);
        CHECK_RC(warp_texture_decode_indices(t, l, got, n, 0, NULL), WARP_OK);
        if (memcmp(got, want[l], n)) FAILF("level %u indices differ", l);
    }
    CHECK_RC(warp_texture_decode_palette(t, gpal, sizeof gpal, NULL), WARP_OK);
    CHECK(!memcmp(gpal, pal2, sizeof gpal));
    free(t), free(out);

    /* another size: the layout is computed, as warp_write_texture_native writes it */
    e.width = 16, e.height = 16, e.levels = 1, e.indices[0] = j1;
    job.kept = 9;
    out = write_all(fill_like, &job, &nlen);
    unsigned char *fresh = write_all(fill_native, &e, &len);
    CHECK_EQ(job.kept, 0);
    CHECK(nlen == len && !memcmp(out, fresh, len));
    free(out), free(fresh);
    warp_writer *w = test_handle(warp_writer_sizeof());
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    CHECK_RC(warp_write_texture_native_like(w, &e, NULL, 0, NULL), WARP_E_ARG);
    warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    static const uint8_t not_native[12] = {0x16, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0x03, 0x18};
    CHECK_RC(warp_write_texture_native_like(w, &e, not_native, sizeof not_native, NULL), WARP_E_MAGIC);
    free(w), free(orig);
    return NULL;
}

/* A bad description found after the dictionary's header was written: the writer keeps the
 * error (write.h: the first error is sticky), so a caller checking only at the end sees it. */
TEST(writer_error_is_sticky) {
    warp_writer *w = test_handle(warp_writer_sizeof());
    static uint8_t rgba[4 * 4 * 4];
    warp_texture_desc d = {0};
    d.width = 3, d.height = 4, d.psm = WARP_PSM_CT32, d.levels = 1, d.rgba[0] = rgba; /* 3: not a power of two */
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_txd(w, &d, 1, 0), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 28); /* dictionary header and its struct */
    CHECK_RC(warp_writer_status(w), WARP_E_ARG);
    CHECK_RC(warp_write_u32(w, 1), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 28);
    /* refused before writing anything: nothing written, and the error is the writer's too */
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_texture_native(w, &d), WARP_E_ARG);
    CHECK_RC(warp_writer_status(w), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 0);
    CHECK_RC(warp_write_u32(w, 1), WARP_E_ARG);
    CHECK_EQ(warp_writer_size(w), 0);
    free(w);
    return NULL;
}

/* ---- the embedder's re-encode: one texel edited through the library alone ---------- */
static int fill_txd1(warp_writer *w, void *desc) { return warp_write_txd(w, desc, 1, 0); }

/* A 32x32 PSMT8 dictionary whose palette has `used` distinct colours (the rest zero),
 * its indices spread over them; the edited texel takes a colour in no entry. Re-encoded
 * through warp_texture_desc_from_info and warp_quantize_repalette: still PSMT8, the same
 * dictionary size, and (when a slot is free) every texel's colour exact. */
static const char *reencode_one_texel(unsigned used) {
    enum { W = 32, H = 32, N = W * H };
    static uint8_t idx[N], pal[1024];
    memset(pal, 0, sizeof pal);
    for (unsigned i = 0; i < used; i++)
        pal[i * 4] = (uint8_t)i, pal[i * 4 + 1] = (uint8_t)(255 - i), pal[i * 4 + 2] = (uint8_t)(i * 7), pal[i * 4 + 3] = 255;
    for (unsigned i = 0; i < N; i++) idx[i] = (uint8_t)(i * 37 % used);
    warp_texture_desc d0 = {0};
    d0.name = "edited", d0.width = W, d0.height = H, d0.psm = WARP_PSM_T8, d0.levels = 1;
    d0.indices[0] = idx, d0.palette = pal;
    size_t len0;
    unsigned char *txd = write_all(fill_txd1, &d0, &len0);

    warp_texture *t = test_handle(warp_texture_sizeof());
    CHECK_RC(warp_txd_find(t, warp_texture_sizeof(), WARP_ABI_VERSION, txd, len0, NULL, "edited", 6), WARP_OK);
    warp_texture_info info;
    CHECK_RC(warp_texture_get_info(t, &info), WARP_OK);
    static uint8_t rgba[N * 4], old_pal[1024], new_pal[1024], new_idx[N];
    CHECK_RC(warp_texture_decode_rgba(t, 0, rgba, sizeof rgba, 0, NULL), WARP_OK);
    CHECK_RC(warp_texture_decode_palette(t, old_pal, sizeof old_pal, NULL), WARP_OK);
    static const uint8_t edit[4] = {1, 2, 3, 255}; /* in no entry */
    memcpy(rgba + (5 * W + 9) * 4, edit, 4);

    warp_texture_desc d;
    CHECK_RC(warp_texture_desc_from_info(&info, &d), WARP_OK);
    CHECK_EQ(d.psm, WARP_PSM_T8);
    CHECK_EQ(d.width, W);
    CHECK(!strcmp(d.name, "edited"));
    size_t work_len = warp_quantize_work_size(N);
    void *work = malloc(work_len);
    CHECK_RC(warp_quantize_repalette(rgba, N, old_pal, 256, new_pal, new_idx, work, work_len - 1), WARP_E_DST_SMALL);
    CHECK_RC(warp_quantize_repalette(rgba, N, old_pal, 256, new_pal, new_idx, work, work_len), WARP_OK);
    d.indices[0] = new_idx, d.palette = new_pal;
    size_t len1;
    unsigned char *again = write_all(fill_txd1, &d, &len1);
    CHECK_EQ(len1, len0);

    CHECK_RC(warp_txd_find(t, warp_texture_sizeof(), WARP_ABI_VERSION, again, len1, NULL, "edited", 6), WARP_OK);
    warp_texture_info info1;
    CHECK_RC(warp_texture_get_info(t, &info1), WARP_OK);
    CHECK_EQ(info1.psm, WARP_PSM_T8);
    CHECK_EQ(info1.palette_colors, 256);
    static uint8_t back[N * 4];
    CHECK_RC(warp_texture_decode_rgba(t, 0, back, sizeof back, 0, NULL), WARP_OK);
    size_t differ = 0, err = 0;
    for (size_t i = 0; i < N; i++) differ += memcmp(back + i * 4, rgba + i * 4, 4) != 0;
    for (size_t i = 0; i < N * 4; i++) err += (size_t)(back[i] > rgba[i] ? back[i] - rgba[i] : rgba[i] - back[i]);
    if (used < 256) {
        CHECK_EQ(differ, 0); /* the old palette with the new colour in a free slot */
        CHECK(!memcmp(new_pal, old_pal, used * 4));
    } else {
        /* 257 colours in 256 entries: the quantiser merges a pair; here 8 texels move, by 36
         * levels in all (a bound, not an exact count: any close pair would do) */
        CHECK(differ > 0 && differ <= 32);
        CHECK(err <= 128);
    }
    free(work), free(t), free(txd), free(again);
    return NULL;
}

TEST(reencode_one_texel_keeps_psmt8) {
    const char *r = reencode_one_texel(200);
    return r ? r : reencode_one_texel(256);
}

/* The quantiser's own rules through the library: exact palettes, argument checks. */
TEST(quantize_arguments) {
    static const uint8_t px[4 * 4] = {9, 9, 9, 255, 1, 1, 1, 255, 9, 9, 9, 255, 5, 5, 5, 0};
    uint8_t pal[16], idx[4], work[16];
    size_t need = warp_quantize_work_size(4);
    CHECK(need > 4 * 14);
    CHECK_EQ(warp_quantize_work_size(SIZE_MAX), 0);
    void *mem = malloc(need);
    uint32_t used = 9;
    CHECK_RC(warp_quantize_palette(px, 4, 4, pal, work, sizeof work, &used), WARP_E_DST_SMALL);
    CHECK_EQ(used, 0);
    CHECK_RC(warp_quantize_palette(px, 4, 0, pal, mem, need, &used), WARP_E_ARG);
    CHECK_RC(warp_quantize_palette(px, 4, 257, pal, mem, need, &used), WARP_E_ARG);
    CHECK_RC(warp_quantize_palette(px, 4, 4, pal, NULL, 0, &used), WARP_E_ARG);
    CHECK_RC(warp_quantize_palette(px, 4, 4, pal, (uint8_t *)mem + 1, need - 1, &used), WARP_E_DST_SMALL);
    CHECK_RC(warp_quantize_palette(px, 4, 4, pal, mem, need, &used), WARP_OK);
    CHECK_EQ(used, 3); /* three distinct colours, ascending RGBA */
    static const uint8_t want[16] = {1, 1, 1, 255, 5, 5, 5, 0, 9, 9, 9, 255, 0, 0, 0, 0};
    CHECK(!memcmp(pal, want, 16));
    CHECK_RC(warp_quantize_map(px, 4, pal, 3, idx, mem, need), WARP_OK);
    CHECK(idx[0] == 2 && idx[1] == 0 && idx[2] == 2 && idx[3] == 1);
    CHECK_RC(warp_quantize_map(px, 4, pal, 3, NULL, mem, need), WARP_E_ARG);
    warp_texture_desc d;
    CHECK_RC(warp_texture_desc_from_info(NULL, &d), WARP_E_ARG);
    free(mem);
    return NULL;
}

static const test_case cases[] = {
    T(reencode_one_texel_keeps_psmt8), T(quantize_arguments), T(writer_error_is_sticky), T(golden_unswizzle_t8_16x4), T(golden_unswizzle_t4_32x4), T(golden_narrow_t4_padded_and_cropped),
    T(golden_palette_csm1_and_alpha), T(golden_true_colour_and_16bit), T(golden_plain_transfers_and_16bit_palette),
    T(rejects_bad_fields), T(round_trip_every_format_and_size), T(round_trip_mip_chains), T(round_trip_split_packets),
    T(encoder_bytes_every_format), T(encoder_rejects_bad_desc), T(dictionary_walk), T(dictionary_walk_past_bad), T(every_prefix_is_truncated),
    T(decode_arguments),
    T(corpus_every_texture_decodes), T(corpus_other_platforms_rejected), T(corpus_reencode_matches_game_layout),
    T(index_blocks_match_the_shuffle), T(like_keeps_layout_and_padding),
    T(raster_fields_and_dictionary_header),
};

int main(void) { return RUN_TESTS("texture", cases); }
