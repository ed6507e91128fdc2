/* Names from the disc (warp/wad.h, docs/names.md): the string harvest, the stem x suffix
 * guesses, the kind check and the order check. The tool's whole run, with decoys made
 * from CRC-32's linearity, is tests/names_e2e.py. */
#include "check.h"

/* A DIR (no WAD bytes needed for look-ups) whose entries hash the given names. */
static uint8_t g_dir[16 + 12 * 8];
static warp_wad *dir_of(const char *const *names, uint32_t n, void **index) {
    memset(g_dir, 0, sizeof g_dir);
    g_dir[0] = (uint8_t)n;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t h = warp_name_hash(names[i]), off = 2048 * i;
        uint8_t *r = g_dir + 16 + 12 * i;
        for (int b = 0; b < 4; b++) r[b] = (uint8_t)(off >> 8 * b), r[8 + b] = (uint8_t)(h >> 8 * b);
    }
    warp_wad *w = aligned_alloc(WARP_ALIGN, warp_wad_sizeof());
    if (!w || warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, g_dir, 16 + 12 * n, UINT64_MAX, NULL)) {
        free(w);
        return NULL;
    }
    if (index) {
        size_t k = warp_wad_index_size(w);
        *index = aligned_alloc(WARP_ALIGN, (k + WARP_ALIGN - 1) / WARP_ALIGN * WARP_ALIGN);
        if (!*index || warp_wad_index_init(w, *index, k)) return NULL;
    }
    return w;
}

typedef struct hits {
    uint32_t n, index[8];
    char name[8][64];
} hits;
static int on_hit(void *user, uint32_t index, const char *name, size_t len) {
    hits *h = user;
    if (h->n < 8 && len < 64 && strlen(name) == len) {
        h->index[h->n] = index;
        memcpy(h->name[h->n++], name, len + 1);
    }
    return 0;
}
static int stop_hit(void *user, uint32_t index, const char *name, size_t len) {
    (void)user, (void)index, (void)name, (void)len;
    return 7;
}

TEST(try_hits_and_counts) {
    static const char *const names[] = {"level1.lev", "level1.lua", "Level1_objs.txt"};
    void *index;
    warp_wad *w = dir_of(names, 3, &index);
    CHECK(w);
    static const char *const suf[] = {".lev", ".pak", "_OBJS.TXT", ".lua", ""};
    hits h;
    memset(&h, 0, sizeof h);
    uint64_t tried = 5;
    CHECK_RC(warp_names_try(w, "LEVEL1xyz", 6, suf, 5, on_hit, &h, &tried), WARP_OK);
    CHECK_EQ(tried, 10); /* 5 guesses added to what was there */
    CHECK_EQ(h.n, 3);    /* hashed lower-cased, as the DIR: any case hits */
    CHECK_EQ(h.index[0], 0);
    CHECK(!strcmp(h.name[0], "LEVEL1.lev"));
    CHECK_EQ(h.index[1], 2);
    CHECK(!strcmp(h.name[1], "LEVEL1_OBJS.TXT"));
    CHECK_EQ(h.index[2], 1);
    CHECK_RC(warp_names_try(w, "level1", 6, suf, 5, stop_hit, NULL, NULL), 7);
    /* a name over 319 bytes is not tried */
    char longstem[400];
    memset(longstem, 'a', sizeof longstem);
    tried = 0;
    CHECK_RC(warp_names_try(w, longstem, 315, suf, 5, on_hit, &h, &tried), WARP_OK);
    CHECK_EQ(tried, 4); /* all but "_OBJS.TXT" fit in 319 bytes */
    CHECK_RC(warp_names_try(w, NULL, 1, suf, 1, on_hit, &h, NULL), WARP_E_ARG);
    CHECK_RC(warp_names_try(w, "a", 1, suf, 1, NULL, &h, NULL), WARP_E_ARG);
    static const char *const bad[] = {".lev", NULL};
    CHECK_RC(warp_names_try(w, "a", 1, bad, 2, on_hit, &h, NULL), WARP_E_ARG);
    free(index);
    free(w);
    return NULL;
}

TEST(try_without_index_agrees) {
    static const char *const names[] = {"a.scn", "b.scn", "c.scn"};
    warp_wad *w = dir_of(names, 3, NULL);
    CHECK(w);
    static const char *const suf[] = {".scn"};
    hits h;
    memset(&h, 0, sizeof h);
    CHECK_RC(warp_names_try(w, "c", 1, suf, 1, on_hit, &h, NULL), WARP_OK);
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.index[0], 2);
    free(w);
    return NULL;
}

TEST(fits_kind) {
    CHECK_EQ(warp_name_fits_kind("level1.lev", WARP_KIND_LEVEL), 1);
    CHECK_EQ(warp_name_fits_kind("LEVEL1.LEV", WARP_KIND_LEVEL), 1);
    CHECK_EQ(warp_name_fits_kind("level1.lev", WARP_KIND_PACK), 0);
    CHECK_EQ(warp_name_fits_kind("cs_x.scn", WARP_KIND_SCENE), 1);
    CHECK_EQ(warp_name_fits_kind("cs_x.sec", WARP_KIND_SCENE), 0); /* page 002's one-off rejects */
    CHECK_EQ(warp_name_fits_kind("level1s_ms3.sec", WARP_KIND_WORLD_PART), 1);
    CHECK_EQ(warp_name_fits_kind("level1_objs.txt", WARP_KIND_OBJECT_LIST), 1);
    CHECK_EQ(warp_name_fits_kind("menu.msb", WARP_KIND_SOUND_BANK), 1);
    CHECK_EQ(warp_name_fits_kind("menu.msb", WARP_KIND_UNKNOWN), 0);
    CHECK_EQ(warp_name_fits_kind(".lua", WARP_KIND_LUA), 0); /* no stem */
    CHECK_EQ(warp_name_fits_kind("x.lua", WARP_KIND_LUA), 1);
    CHECK_EQ(warp_name_fits_kind("sky.txd", WARP_KIND_TEXTURES), 0); /* named by number */
    CHECK_EQ(warp_name_fits_kind("x.dff", WARP_KIND_MODEL), 0);
    CHECK_EQ(warp_name_fits_kind(NULL, WARP_KIND_LUA), 0);
    return NULL;
}

TEST(order_check) {
    uint8_t keep[8];
    /* all in order (upper-cased: '_' sorts after letters), one decimal block entry */
    const char *ok[] = {"123", NULL, "a.lua", "ab.lua", "a_b.lua", NULL, "B.scn"};
    CHECK_EQ(warp_names_order(ok, 7, 2, keep), 5);
    CHECK(keep[0] && !keep[1] && keep[2] && keep[3] && keep[4] && !keep[5] && keep[6]);
    /* one out of order between kept neighbours: only it goes */
    const char *one[] = {"a.lua", "b.lua", "zz.lua", "c.lua", "d.lua", "e.lua"};
    CHECK_EQ(warp_names_order(one, 6, 0, keep), 5);
    CHECK(keep[0] && keep[1] && !keep[2] && keep[3] && keep[4] && keep[5]);
    /* two that disagree and both fit the gap: neither is kept (a wrong name is worse) */
    const char *two[] = {"a.lua", "m.lua", "c.lua", "z.lua"};
    CHECK_EQ(warp_names_order(two, 4, 0, keep), 2);
    CHECK(keep[0] && !keep[1] && !keep[2] && keep[3]);
    /* two kept around rejected ones but out of order themselves: all go */
    const char *cross[] = {"m.lua", "z.lua", "a.lua", "b.lua"};
    CHECK_EQ(warp_names_order(cross, 4, 0, keep), 0);
    /* equal names are not in order; the decimal block is not checked */
    const char *same[] = {"9", "1", "x.scn", "X.SCN"};
    CHECK_EQ(warp_names_order(same, 4, 2, keep), 2);
    CHECK(keep[0] && keep[1] && !keep[2] && !keep[3]);
    /* first past the end: nothing is checked */
    CHECK_EQ(warp_names_order(two, 4, 9, keep), 4);
    CHECK_EQ(warp_names_order(two, 0, 0, keep), 0);
    CHECK_RC(warp_names_order(NULL, 0, 0, keep), WARP_E_ARG);
    return NULL;
}

typedef struct strs {
    int n;
    char s[16][64];
    uint32_t how[16];
} strs;
static int on_str(void *user, const char *s, size_t len, uint32_t how) {
    strs *t = user;
    if (t->n < 16 && len < 64) {
        memcpy(t->s[t->n], s, len);
        t->s[t->n][len] = 0;
        t->how[t->n++] = how;
    }
    return 0;
}

TEST(harvest_runs) {
    /* a Lua string (length word then bytes and NUL), text, runs inside binary bytes */
    static const uint8_t buf[] = "\x07\0\0\0level1\0\x01\x02{dyn_box {1, 2}}\n\x9a\xff" "abcdef\x9b ab\0vags/x/y.vag";
    strs t;
    memset(&t, 0, sizeof t);
    CHECK_RC(warp_names_harvest(buf, sizeof buf - 1, WARP_KIND_UNKNOWN, on_str, &t), WARP_OK);
    CHECK_EQ(t.n, 3); /* "abcdef" is bounded by binary bytes, "ab", "1" and "2" are short */
    CHECK(!strcmp(t.s[0], "level1"));
    CHECK(!strcmp(t.s[1], "dyn_box"));
    CHECK(!strcmp(t.s[2], "vags/x/y.vag"));
    CHECK_EQ(t.how[0], WARP_HARVEST_TEXT);
    CHECK_RC(warp_names_harvest(buf, 0, 0, on_str, &t), WARP_OK);
    CHECK_RC(warp_names_harvest(NULL, 0, 0, on_str, &t), WARP_E_ARG);
    CHECK_RC(warp_names_harvest(buf, 1, 0, NULL, NULL), WARP_E_ARG);
    return NULL;
}

/* The harvest skips 16 bytes at a time where no three name bytes stand in a row: a name
 * found at every offset across those steps, in bytes just outside the name classes. */
TEST(harvest_skip_edges) {
    static const uint8_t filler[] = {0x40, 0x5B, 0x5E, 0x60, 0x7F, 0xC1, 0x2B, 0xDA};
    static const char name[] = "A_\\-9z.q/Z"; /* every name class */
    for (size_t at = 0; at < 70; at++) {
        uint8_t buf[100];
        for (size_t i = 0; i < sizeof buf; i++) buf[i] = filler[i % sizeof filler];
        memcpy(buf + 20, "\0ab\0", 4); /* short: nothing */
        size_t n = sizeof name - 1;
        buf[at] = 0;
        memcpy(buf + at + 1, name, n);
        buf[at + 1 + n] = 0;
        strs t;
        memset(&t, 0, sizeof t);
        CHECK_RC(warp_names_harvest(buf, at + 2 + n + (at % 3) * 7, WARP_KIND_UNKNOWN, on_str, &t), WARP_OK);
        if (t.n != 1 || strcmp(t.s[0], name)) FAILF("offset %zu: %d strings", at, t.n);
    }
    return NULL;
}

TEST(harvest_scene_names) {
    /* a header {size, 0, name[16], first segment suffix[4] at +0x18 ...} (docs/format-scene.md) */
    uint8_t rec[0xC0];
    memset(rec, 0, sizeof rec);
    rec[0] = 0xC0;
    memcpy(rec + 8, "cs_long_scene_ab", 16); /* 16 characters: the segment cuts it to 15 */
    memcpy(rec + 0x18, "aa", 2);
    strs t;
    memset(&t, 0, sizeof t);
    CHECK_RC(warp_names_harvest(rec, sizeof rec, WARP_KIND_SCENE, on_str, &t), WARP_OK);
    CHECK_EQ(t.n, 3); /* one run (the name fills its field: the suffix runs on), the record's names */
    CHECK(!strcmp(t.s[0], "cs_long_scene_abaa"));
    CHECK(!strcmp(t.s[1], "cs_long_scene_ab.scn"));
    CHECK_EQ(t.how[1], WARP_HARVEST_RECORD);
    CHECK(!strcmp(t.s[2], "cs_long_scene_aaa.scn"));
    /* a segment {size, name[16] at +4, next suffix at +0x14} */
    memset(rec, 0, sizeof rec);
    rec[0] = 0x2C;
    memcpy(rec + 4, "cs_x", 4);
    memset(&t, 0, sizeof t);
    CHECK_RC(warp_names_harvest(rec, 0x2C, WARP_KIND_SCENE, on_str, &t), WARP_OK);
    CHECK_EQ(t.n, 2);
    CHECK(!strcmp(t.s[1], "cs_x.scn"));
    /* not a scene kind: no record names */
    memset(&t, 0, sizeof t);
    CHECK_RC(warp_names_harvest(rec, 0x2C, WARP_KIND_LUA, on_str, &t), WARP_OK);
    CHECK_EQ(t.n, 1);
    return NULL;
}

/* Real RenderWare (GTA SA PS2): the frames' node names (0x0253F2FE, no NUL) and the
 * texture names (string sections) come out whole, as the disc's do (page 002 "How"). */
typedef struct seen {
    const char *const *want;
    int n, found[8];
} seen;
static int on_seen(void *user, const char *s, size_t len, uint32_t how) {
    seen *t = user;
    (void)how;
    for (int i = 0; i < t->n; i++)
        if (strlen(t->want[i]) == len && !memcmp(t->want[i], s, len)) t->found[i]++;
    return 0;
}

TEST(corpus_rw_names) {
    const char *dir = corpus_dir();
    if (!dir) SKIP("no corpus");
    char path[4096];
    snprintf(path, sizeof path, "%s/ps2/GTA3_bagboxa.dff", dir);
    size_t len;
    unsigned char *buf = read_whole(path, &len);
    if (!buf) SKIP("no GTA3_bagboxa.dff");
    static const char *const want[] = {"bagboxa", "chassis_dummy", "wheel_rb_dummy", "chassis_vlo",
                                       "vehiclegeneric256", "xvehicleenv128"};
    seen t = {want, 6, {0}};
    int rc = warp_names_harvest(buf, len, WARP_KIND_UNKNOWN, on_seen, &t);
    free(buf);
    CHECK_RC(rc, WARP_OK);
    for (int i = 0; i < 6; i++)
        if (!t.found[i]) FAILF("%s not harvested", want[i]);
    return NULL;
}

static const test_case tests[] = {
    T(try_hits_and_counts), T(try_without_index_agrees), T(fits_kind), T(order_check), T(harvest_runs),
    T(harvest_skip_edges), T(harvest_scene_names), T(corpus_rw_names),
};

int main(void) { return RUN_TESTS("names", tests); }
