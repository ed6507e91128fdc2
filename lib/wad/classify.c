/* Entry classifier (FACTS.md 2.4 and 2.6) and recovery of the decimal names of
 * entries 0-3,614. Every structural test must account for the whole entry; the
 * tests run in the documented order and the first that holds decides. */
#include "wad_internal.h"
#include "../misc/misc_internal.h"

static const char *const kind_names[WARP_KIND_COUNT] = {
    "unknown",      "pack",        "textures",      "sprite_sheet",  "model",          "skinned_model",
    "animation",    "character",   "level",         "global",        "scene_list",     "resource",
    "world_part",   "world_stream", "world_manifest", "lua",         "scene",          "sound_index",
    "sound_bank",   "rw_old",      "font_metrics",  "bitmap",        "icon",           "object_list",
};

const char *warp_kind_name(int kind) {
    return (kind >= 0 && kind < WARP_KIND_COUNT) ? kind_names[kind] : "unknown";
}

/* ---- flat resource shapes (2.6) -------------------------------------------------- */
static int only_types(const container_scan *s, const uint8_t *types, size_t n) {
    uint32_t covered = 0;
    for (size_t i = 0; i < n; i++) covered += s->type_count[types[i]];
    return covered == s->chunks;
}

static int resource_kind(const container_scan *s) {
    const uint32_t *c = s->type_count;
    uint32_t n = s->chunks;
    if (n == 1 && c[0x2A] == 1) return WARP_KIND_TEXTURES;
    if (n == 2 && c[0x2A] == 1 && c[0x4C] == 1) return WARP_KIND_SPRITE_SHEET;
    if (n == 1 && c[0x47] == 1) return WARP_KIND_MODEL;
    if (n == 2 && c[0x47] == 1 && c[0x28] == 1) return WARP_KIND_SKINNED_MODEL;
    if (n == 2 && c[0x00] == 1 && c[0x02] == 1) return WARP_KIND_ANIMATION;
    /* k x (keyframes 0x00, descriptor 0x02), one Anim Range List 0x45, one Character Data 0x08 */
    static const uint8_t character[] = {0x00, 0x02, 0x45, 0x08};
    if (c[0x45] == 1 && c[0x08] == 1 && c[0x00] == c[0x02] && only_types(s, character, sizeof character))
        return WARP_KIND_CHARACTER;
    /* a level: its first chunk is Occluders 0x53 and it has one Level Header 0x17 */
    if (s->first_type == 0x53 && c[0x17] == 1) return WARP_KIND_LEVEL;
    static const uint8_t global[] = {0x29, 0x31, 0x44, 0x46, 0x48, 0x49, 0x4D, 0x4E, 0x4F};
    if (n == sizeof global && only_types(s, global, sizeof global)) {
        int all = 1;
        for (size_t i = 0; i < sizeof global; i++) all &= c[global[i]] == 1;
        if (all) return WARP_KIND_GLOBAL;
    }
    if (n == 1 && c[0x43] == 1) return WARP_KIND_SCENE_LIST;
    return WARP_KIND_RESOURCE;
}

/* ---- streamed world (2.3, 2.4 items 3-5) ------------------------------------------ */
/* The shapes are the parse calls' own rules (lib/geometry/stream.c), stamps required here:
 * one rule for both, so what the classifier calls unknown no parse call accepts. */
static int is_world_part(const uint8_t *p, size_t len, const warp_limits *lim) {
    warp_world_part_info wp;
    return len >= 16 && rd32(p + 4) == 0 && rd32(p + 8) == 0 &&
           warp__world_part_shape(p, len, WARP_RW_STAMP_37002, lim->max_count, &wp) == WARP_OK;
}

static int is_world_stream(const uint8_t *p, size_t len) {
    /* page 000: entry 3,797 is laid out so but stamped 3.6.0.3, one of the five old streams */
    if (len < 4 + 12 + 12 || rd32(p + 12) == WARP_RW_STAMP_36003) return 0;
    warp_world_stream_info ws;
    return warp__world_stream_shape(p, len, &ws) == WARP_OK;
}

static int is_world_manifest(const uint8_t *p, size_t len) {
    warp_world_manifest_info m;
    return warp_world_manifest_parse(p, len, &m) == WARP_OK;
}

/* ---- the rest ------------------------------------------------------------------------- */
static const uint8_t lua_header[13] = {0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08};

static int printable(uint8_t c) { return c >= 0x20 && c < 0x7F; }

/* A name field: at least one printable character, then printable up to a NUL or the
 * field's end (bytes after the NUL are not looked at: tools left them as they were). */
static int name_field(const uint8_t *p, size_t n) {
    if (!printable(p[0])) return 0;
    for (size_t i = 1; i < n && p[i]; i++)
        if (!printable(p[i])) return 0;
    return 1;
}

/* Header {size, 0, char name[16], char firstSegment[8], ...} or segment
 * {size, char name[16], char nextSuffix[4], ...}; word 0 is the entry size. */
static int is_scene(const uint8_t *p, size_t len) {
    if (len < 24 || rd32(p) != len) return 0;
    if (rd32(p + 4) == 0) return name_field(p + 8, 16);
    return name_field(p + 4, 16);
}

int warp__sound_pairs_ok(const uint8_t *p, size_t n, size_t first, uint32_t *prev) {
    for (size_t i = 0; i < n; i++) {
        uint32_t h = rd32(p + 8 * i), off = rd32(p + 8 * i + 4);
        if (h == 0 && off == 0) return 0;
        if (first + i > 0 && off <= *prev) return 0;
        *prev = off;
    }
    return 1;
}

/* {u32 hash, u32 offset} pairs with offsets ascending, ended by the one zero pair. */
static int is_sound_index(const uint8_t *p, size_t len) {
    if (len < 16 || len % 8) return 0;
    uint32_t prev = 0;
    if (rd32(p + len - 8) != 0 || rd32(p + len - 4) != 0) return 0;
    return warp__sound_pairs_ok(p, len / 8 - 1, 0, &prev);
}

/* A RenderWare stream stamped 3.6.0.3 whose first section fits in the entry. */
size_t warp_rw_old_start(const void *data, size_t len) {
    const uint8_t *p = (const uint8_t *)data;
    return p && len >= 16 && rd32(p + 4) == WARP_RW_TEXTURE_DICTIONARY && rd32(p + 12) == WARP_RW_STAMP_36003 ? 4 : 0;
}

static int is_rw_old(const uint8_t *p, size_t len) {
    warp_rw_section s;
    size_t at = warp_rw_old_start(p, len);
    return len >= at + 12 && rd32(p + at + 8) == WARP_RW_STAMP_36003 && warp_rw_header(p, len, at, &s) == WARP_OK;
}

/* An uncompressed Windows bitmap whose header agrees with the entry size. */
static int is_bitmap(const uint8_t *p, size_t len) {
    if (len < 54 || p[0] != 'B' || p[1] != 'M' || rd32(p + 2) != len) return 0;
    uint32_t pixels = rd32(p + 10), info = rd32(p + 14), comp = rd32(p + 30);
    int32_t width = (int32_t)rd32(p + 18), height = (int32_t)rd32(p + 22);
    uint16_t planes = rd16(p + 26), bpp = rd16(p + 28);
    if (info < 40 || planes != 1 || comp != 0 || width <= 0 || height == 0 || height == INT32_MIN) return 0;
    if (bpp != 1 && bpp != 4 && bpp != 8 && bpp != 16 && bpp != 24 && bpp != 32) return 0;
    uint64_t row = (((uint64_t)width * bpp + 31) / 32) * 4;
    uint64_t rows = (uint64_t)(height < 0 ? -(int64_t)height : height);
    return pixels >= 14u + info && pixels <= len && row * rows <= (uint64_t)len - pixels;
}

/* The object placement grammar of FACTS-2.md 7 (lines open with '{' and close with ')':
 * braces do not balance; FACTS.md 2.4 rule 11), checked by the misc module's tokenizer. */
static int is_object_list(const uint8_t *p, size_t len) { return warp__objs_check(p, len) == WARP_OK; }

static int classify_kind(const uint8_t *p, size_t len, int hint, const warp_limits *lim) {
    if (is_world_part(p, len, lim)) return WARP_KIND_WORLD_PART;                   /* 3 */
    if (is_world_stream(p, len)) return WARP_KIND_WORLD_STREAM;                    /* 4 */
    if (is_world_manifest(p, len)) return WARP_KIND_WORLD_MANIFEST;                /* 5 */
    if (len >= sizeof lua_header && !memcmp(p, lua_header, sizeof lua_header))     /* 6 */
        return WARP_KIND_LUA;
    if (is_scene(p, len)) return WARP_KIND_SCENE;                                  /* 7 */
    if (is_sound_index(p, len)) return WARP_KIND_SOUND_INDEX;                      /* 8 */
    if (is_rw_old(p, len)) return WARP_KIND_RW_OLD;                                /* 9 */
    if (len >= 8 && !memcmp(p, "METRICS1", 8)) return WARP_KIND_FONT_METRICS;     /* 10 */
    if (is_bitmap(p, len)) return WARP_KIND_BITMAP;
    if (len >= 20 && p[0] == 0 && p[1] == 0 && p[2] == 1 && p[3] == 0) return WARP_KIND_ICON;
    if (is_object_list(p, len)) return WARP_KIND_OBJECT_LIST;                      /* 11 */
    if (hint == WARP_KIND_SOUND_BANK && len > 0) return WARP_KIND_SOUND_BANK;      /* 12 */
    return WARP_KIND_UNKNOWN;
}

int warp_classify(const void *data, size_t len, int hint, int *kind) {
    if (kind) *kind = WARP_KIND_UNKNOWN;
    if (!data || !kind || (hint != WARP_KIND_UNKNOWN && hint != WARP_KIND_SOUND_BANK)) return WARP_E_ARG;
    const uint8_t *p = (const uint8_t *)data;
    warp_limits lim;
    warp__limits(&lim, NULL);
    container_scan scan;
    int rc = warp__container_scan(p, len, &lim, &scan);
    if (rc == WARP_OK) {                                                           /* 1, 2 */
        *kind = scan.kind == WARP_CONTAINER_PACK ? WARP_KIND_PACK : resource_kind(&scan);
        return WARP_OK;
    }
    *kind = classify_kind(p, len, hint, &lim);
    /* A damaged container matches no later rule either: say why rather than "unknown". */
    if (*kind == WARP_KIND_UNKNOWN && warp__looks_like_container(p, len, &lim)) return rc;
    return WARP_OK;
}

/* ---- names ------------------------------------------------------------------------- */
int warp_recover_name(const void *data, size_t len, uint32_t dir_hash, char *dst, size_t dst_len, size_t *size) {
    if (!data) return WARP_E_ARG;
    warp_limits lim;
    warp__limits(&lim, NULL);
    container_scan scan;
    if (warp__container_scan((const uint8_t *)data, len, &lim, &scan) != WARP_OK ||
        scan.kind != WARP_CONTAINER_RESOURCE)
        return WARP_E_NOT_FOUND;
    char tmp[11], num[11];
    size_t n = 0;
    uint32_t v = scan.name_hash;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++) num[i] = tmp[n - 1 - i];
    num[n] = 0;
    if (warp_name_hash(num) != dir_hash) return WARP_E_NOT_FOUND;
    if (size) *size = n + 1;
    if (!dst) return size ? WARP_OK : WARP_E_ARG;
    if (dst_len < n + 1) return WARP_E_DST_SMALL;
    memcpy(dst, num, n + 1);
    return WARP_OK;
}
