/* Conventions, hashing, the writer and the RenderWare section walker. */
#include <dirent.h>

#include "check.h"

TEST(version_matches_build) {
    CHECK_EQ(warp_version(), WARP_VERSION);
    CHECK(!strcmp(warp_version_string(), MESON_PROJECT_VERSION));
    return NULL;
}

TEST(strerror_never_null) {
    for (int s = -40; s <= 5; s++) CHECK(warp_strerror(s) != NULL);
    CHECK(!strcmp(warp_strerror(WARP_E_TRUNCATED), "truncated input"));
    CHECK(!strcmp(warp_strerror(12345), "unknown status"));
    return NULL;
}

TEST(limits_defaults) {
    warp_limits l;
    memset(&l, 0xFF, sizeof l);
    warp_limits_default(&l);
    CHECK_EQ(l.max_depth, 32);
    CHECK_EQ(l.max_dimension, 4096);
    CHECK_EQ(l.reserved[10], 0);
    return NULL;
}

TEST(handle_checks) {
    size_t n = warp_writer_sizeof();
    unsigned char *mem = test_handle(n + WARP_ALIGN);
    warp_writer *w = (warp_writer *)mem;
    CHECK_RC(warp_writer_init(w, n - 1, WARP_ABI_VERSION, NULL, 0), WARP_E_MEM_SMALL);
    CHECK_RC(warp_writer_init((warp_writer *)(mem + 1), n, WARP_ABI_VERSION, NULL, 0), WARP_E_MEM_SMALL);
    CHECK_RC(warp_writer_init(w, n, WARP_ABI_VERSION + 0x10000, NULL, 0), WARP_E_VERSION);
    CHECK_RC(warp_writer_init(w, n, WARP_ABI_VERSION + 1, NULL, 0), WARP_E_VERSION);
    CHECK_RC(warp_writer_init(w, n, 0, NULL, 0), WARP_E_VERSION); /* 0.0 never existed: a forgotten argument */
    CHECK_RC(warp_writer_init(NULL, n, WARP_ABI_VERSION, NULL, 0), WARP_E_ARG);
    CHECK_RC(warp_writer_init(w, n, WARP_ABI_VERSION, NULL, 0), WARP_OK);
    free(mem);
    return NULL;
}

TEST(crc_vectors) {
    CHECK_EQ(warp_crc32(0, "123456789", 9), 0xCBF43926u);
    CHECK_EQ(warp_crc32(0, "package", 7), 0xDE686795u);
    CHECK_EQ(warp_crc32(warp_crc32(0, "1234", 4), "56789", 5), 0xCBF43926u);
    CHECK_EQ(warp_crc32(0, "legal_screen", 12), 863681355u);
    CHECK_EQ(warp_crc32(0, "warr_re_cv_geo", 14), 0xDB1CDF36u);
    CHECK_EQ(warp_crc32(0, "level51s_ms12.sec", 17), 0x59A2960Eu);
    return NULL;
}

TEST(name_hash_vectors) {
    CHECK_EQ(warp_name_hash("global.lua"), 0x7E23A6F2u);
    CHECK_EQ(warp_name_hash("GLOBAL.LUA"), 0x7E23A6F2u); /* lowered before hashing */
    CHECK_EQ(warp_name_hash("accoustic.anm"), 0x10CE8A36u);
    CHECK_EQ(warp_name_hash("bass_heavy.anm"), 0x55586E1Au);
    CHECK_EQ(warp_name_hash("boxer.anm"), 0xAA15A2D3u);
    CHECK_EQ(warp_name_hash("863681355"), 0x82E87AAAu);
    CHECK_EQ(warp_name_hash("level99.lev"), 0x44E9A4F4u);
    CHECK_EQ(warp_name_hash("level51s_ms12.sec"), 0xCD6C1F87u);
    CHECK_EQ(warp_name_hash("warriors.glr"), 0xF5C908B1u);
    CHECK_EQ(warp_name_hash("global.pak"), 0xA564C2ADu);
    return NULL;
}

TEST(stamp_decoding) {
    uint32_t v, b;
    warp_rw_decode_stamp(0x1C02000A, &v, &b);
    CHECK_EQ(v, 0x37002);
    CHECK_EQ(b, 0x000A);
    warp_rw_decode_stamp(0x1803FFFF, &v, &b);
    CHECK_EQ(v, 0x36003);
    CHECK_EQ(b, 0xFFFF);
    warp_rw_decode_stamp(0x1003FFFF, &v, &b);
    CHECK_EQ(v, 0x34003);
    warp_rw_decode_stamp(0x0310, &v, &b);
    CHECK_EQ(v, 0x31000);
    CHECK_EQ(b, 0);
    return NULL;
}

/* ---- walker on hand-made bytes (independent of the writer) ------------------- */
/* Clump{ Struct(4 bytes), Extension{} } stamped 3.7.0.2, then 5 bytes of padding. */
static const unsigned char golden_clump[] = {
    0x10, 0, 0, 0, 28, 0, 0, 0, 0x0A, 0, 0x02, 0x1C,   /* clump, 28 bytes */
    0x01, 0, 0, 0, 4, 0, 0, 0, 0x0A, 0, 0x02, 0x1C,    /* struct, 4 bytes */
    7, 0, 0, 0,                                        /* atomic count 7 */
    0x03, 0, 0, 0, 0, 0, 0, 0, 0x0A, 0, 0x02, 0x1C,    /* extension, empty */
    0xEE, 0xEE, 0xEE, 0xEE, 0xEE};

typedef struct seen {
    uint32_t type[16], depth[16];
    size_t off[16];
    int n;
} seen;

static int record(void *user, const warp_rw_section *s) {
    seen *r = user;
    if (r->n < 16) {
        r->type[r->n] = s->type;
        r->depth[r->n] = s->depth;
        r->off[r->n] = s->offset;
    }
    r->n++;
    return 0;
}

TEST(walker_golden) {
    seen r = {0};
    size_t end = 0;
    CHECK_RC(warp_rw_foreach(golden_clump, sizeof golden_clump, NULL, record, &r, &end), WARP_OK);
    CHECK_EQ(r.n, 3);
    CHECK_EQ(r.type[0], 0x10);
    CHECK_EQ(r.type[1], 0x01);
    CHECK_EQ(r.depth[1], 1);
    CHECK_EQ(r.off[2], 28);
    CHECK_EQ(r.type[2], 0x03);
    CHECK_EQ(end, 40); /* trailing padding is not walked */
    warp_rw_section s;
    CHECK_RC(warp_rw_header(golden_clump, sizeof golden_clump, 12, &s), WARP_OK);
    CHECK_EQ(s.size, 4);
    CHECK_EQ(s.version, 0x37002);
    CHECK_EQ(s.data[0], 7);
    return NULL;
}

static int nop(void *user, const warp_rw_section *s) {
    (void)user;
    (void)s;
    return 0;
}

TEST(walker_rejects) {
    unsigned char bad[sizeof golden_clump];
    memcpy(bad, golden_clump, sizeof bad);
    bad[16] = 40; /* struct size overruns its parent */
    CHECK_RC(warp_rw_foreach(bad, sizeof bad, NULL, nop, NULL, NULL), WARP_E_TRUNCATED);
    memcpy(bad, golden_clump, sizeof bad);
    bad[8] = 0x99, bad[9] = 0x99, bad[10] = 0x99, bad[11] = 0x99; /* stamp decodes to no 3.x version */
    CHECK_RC(warp_rw_foreach(bad, sizeof bad, NULL, nop, NULL, NULL), WARP_E_MAGIC);
    CHECK_RC(warp_rw_foreach(golden_clump, 11, NULL, nop, NULL, NULL), WARP_E_TRUNCATED);
    /* NULL buffer or callback: WARP_E_ARG, even for an empty buffer (warp.h "Status") */
    CHECK_RC(warp_rw_foreach(NULL, 0, NULL, nop, NULL, NULL), WARP_E_ARG);
    CHECK_RC(warp_rw_foreach(golden_clump, sizeof golden_clump, NULL, NULL, NULL, NULL), WARP_E_ARG);
    seen r = {0};
    CHECK_RC(warp_rw_foreach(golden_clump, sizeof golden_clump, NULL, record, &r, NULL), WARP_OK);
    return NULL;
}

static int stop_at_second(void *user, const warp_rw_section *s) {
    (void)s;
    return ++*(int *)user == 2;
}

TEST(walker_stops) {
    int n = 0;
    CHECK_RC(warp_rw_foreach(golden_clump, sizeof golden_clump, NULL, stop_at_second, &n, NULL), WARP_STOPPED);
    CHECK_EQ(n, 2);
    return NULL;
}

/* ---- writer ------------------------------------------------------------------ */
static unsigned char *build(int (*fill)(warp_writer *, void *), size_t *len) { return write_all(fill, NULL, len); }

static int fill_clump(warp_writer *w, void *user) {
    (void)user;
    warp_write_section_begin(w, WARP_RW_CLUMP, WARP_RW_STAMP_37002);
    warp_write_section_begin(w, WARP_RW_STRUCT, WARP_RW_STAMP_37002);
    warp_write_u32(w, 7);
    warp_write_section_end(w);
    warp_write_section_begin(w, WARP_RW_EXTENSION, WARP_RW_STAMP_37002);
    warp_write_section_end(w);
    return warp_write_section_end(w);
}

TEST(writer_matches_golden) {
    size_t len;
    unsigned char *buf = build(fill_clump, &len);
    CHECK_EQ(len, 40);
    CHECK(!memcmp(buf, golden_clump, 40));
    free(buf);
    return NULL;
}

TEST(writer_errors) {
    warp_writer *w = test_handle(warp_writer_sizeof());
    unsigned char small[8];
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, small, sizeof small), WARP_OK);
    CHECK_RC(warp_write_section_end(w), WARP_E_STATE); /* end without begin: sticky */
    CHECK_RC(warp_write_u32(w, 1), WARP_E_STATE);
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, small, sizeof small), WARP_OK);
    CHECK_RC(warp_write_u64(w, 1), WARP_OK);
    CHECK_RC(warp_write_u8(w, 1), WARP_OK); /* past the end: counted, not written */
    CHECK_RC(warp_writer_status(w), WARP_E_DST_SMALL);
    CHECK_EQ(warp_writer_size(w), 9);
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    for (int i = 0; i < 32; i++) CHECK_RC(warp_write_section_begin(w, 0x10, 0), WARP_OK);
    CHECK_RC(warp_write_section_begin(w, 0x10, 0), WARP_E_DEPTH);
    CHECK_RC(warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0), WARP_OK);
    CHECK_RC(warp_write_align(w, 3), WARP_E_ARG);
    free(w);
    return NULL;
}

static int fill_deep(warp_writer *w, void *user) {
    (void)user;
    for (int i = 0; i < 31; i++) warp_write_section_begin(w, WARP_RW_EXTENSION, WARP_RW_STAMP_37002);
    for (int i = 0; i < 31; i++) warp_write_section_end(w);
    return 0;
}

TEST(walker_depth_limit) {
    size_t len;
    unsigned char *buf = build(fill_deep, &len);
    warp_limits l;
    warp_limits_default(&l);
    CHECK_RC(warp_rw_foreach(buf, len, &l, nop, NULL, NULL), WARP_OK);
    l.max_depth = 30;
    CHECK_RC(warp_rw_foreach(buf, len, &l, nop, NULL, NULL), WARP_E_DEPTH);
    free(buf);
    return NULL;
}

TEST(walker_every_prefix) {
    size_t len;
    unsigned char *buf = build(fill_clump, &len);
    for (size_t n = 0; n < len; n++) {
        unsigned char *p = malloc(n ? n : 1);
        memcpy(p, buf, n);
        int rc = warp_rw_foreach(p, n, NULL, nop, NULL, NULL);
        free(p);
        if (rc != WARP_E_TRUNCATED) FAILF("prefix %zu: %s", n, warp_strerror(rc));
    }
    CHECK_RC(warp_rw_foreach(buf, len, NULL, nop, NULL, NULL), WARP_OK);
    free(buf);
    return NULL;
}

/* ---- real files ------------------------------------------------------------------ */
static int count_cb(void *user, const warp_rw_section *s) {
    (void)s;
    ++*(size_t *)user;
    return 0;
}

static const char *walk_folder(const char *sub, int *files) {
    const char *dir = corpus_dir();
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    if (!d) FAILF("cannot open %s", path);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s/%s", dir, sub, e->d_name);
        size_t len, n = 0, end = 0;
        unsigned char *buf = read_whole(path, &len);
        if (!buf) FAILF("cannot read %s", path);
        int rc = warp_rw_foreach(buf, len, NULL, count_cb, &n, &end);
        warp_rw_section root;
        int hrc = warp_rw_header(buf, len, 0, &root);
        free(buf);
        if (strstr(e->d_name, "DSFE")) { /* Manhunt 2 Z2HM container, not RenderWare */
            if (rc != WARP_E_MAGIC && rc != WARP_E_TRUNCATED) FAILF("%s: %s", e->d_name, warp_strerror(rc));
            continue;
        }
        if (rc != WARP_OK || hrc != WARP_OK) FAILF("%s: %s", e->d_name, warp_strerror(rc ? rc : hrc));
        if (end < 12 + (size_t)root.size || n < 2) FAILF("%s: walked to %zu, %zu sections", e->d_name, end, n);
        (*files)++;
    }
    closedir(d);
    return NULL;
}

TEST(corpus_walks) {
    if (!corpus_dir()) SKIP("corpus not present");
    int files = 0;
    const char *msg = walk_folder("ps2", &files);
    if (msg) return msg;
    CHECK_EQ(files, 20);
    msg = walk_folder("other", &files);
    if (msg) return msg;
    CHECK_EQ(files, 25);
    return NULL;
}

TEST(corpus_manhunt_roots) {
    if (!corpus_dir()) SKIP("corpus not present");
    char path[4096];
    snprintf(path, sizeof path, "%s/ps2/Dff_Manhunt1_PS2_MODELS.DFF", corpus_dir());
    size_t len;
    unsigned char *buf = read_whole(path, &len);
    CHECK(buf);
    seen r = {0};
    int clumps = 0;
    size_t end;
    CHECK_RC(warp_rw_foreach(buf, len, NULL, record, &r, &end), WARP_OK);
    size_t pos = 0;
    while (pos < end) {
        warp_rw_section s;
        CHECK_RC(warp_rw_header(buf, len, pos, &s), WARP_OK);
        if (s.type == WARP_RW_CLUMP) clumps++;
        pos += 12 + s.size;
    }
    CHECK_EQ(clumps, 79);
    free(buf);
    return NULL;
}

static const test_case tests[] = {
    T(version_matches_build), T(strerror_never_null), T(limits_defaults), T(handle_checks), T(crc_vectors),
    T(name_hash_vectors), T(stamp_decoding), T(walker_golden), T(walker_rejects), T(walker_stops),
    T(writer_matches_golden), T(writer_errors), T(walker_depth_limit), T(walker_every_prefix),
    T(corpus_walks), T(corpus_manhunt_roots),
};

int main(void) { return RUN_TESTS("core", tests); }
