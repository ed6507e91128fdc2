/* The tool on hostile files: names from files never escape OUTDIR (.., absolute paths,
 * separators, control characters, NUL, long names, names that differ only by case),
 * over-long output paths fail cleanly, and a DIR that lies (entries past the WAD end,
 * a wrong count, truncated) makes `warp list`, `warp tree` and `warp extract` exit
 * non-zero with a message and no crash. WARP_TOOL (set by meson) is the tool; in the
 * sanitizer build it is instrumented, so any bad access shows up in its stderr. */
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"

static char tmp_dir[256];
static char err_text[8192];

static void slurp(const char *path, char *dst, size_t cap) {
    FILE *f = fopen(path, "rb");
    size_t n = f ? fread(dst, 1, cap - 1, f) : 0;
    dst[n] = 0;
    if (f) fclose(f);
}

/* Run the tool with `args` (quoted by the caller); stderr lands in err_text. Returns the
 * exit status, or 128 + signal. */
static int run_tool(const char *args) {
    static char cmd[16384];
    char err[512];
    snprintf(err, sizeof err, "%s/stderr", tmp_dir);
    snprintf(cmd, sizeof cmd, "'%s' %s >/dev/null 2>'%s'", getenv("WARP_TOOL"), args, err);
    int st = system(cmd);
    slurp(err, err_text, sizeof err_text);
    if (WIFSIGNALED(st)) return 128 + WTERMSIG(st);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

/* A clean failure: exit 1 or 2, a message, no sanitizer report. */
static const char *failed_cleanly(int rc, const char *what) {
    if (rc != 1 && rc != 2) FAILF("%s: exit %d, want 1 or 2; stderr: %.300s", what, rc, err_text);
    if (!err_text[0]) FAILF("%s: no message", what);
    if (strstr(err_text, "Sanitizer") || strstr(err_text, "runtime error"))
        FAILF("%s: sanitizer report: %.600s", what, err_text);
    return NULL;
}

static void write_file(const char *name, const void *data, size_t len) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(data, 1, len, f) != len) abort();
    fclose(f);
}

/* ---- names ------------------------------------------------------------------------ */
#define NAMES 14
static char long_name[300];
static const char *tex_names[NAMES] = {
    "../../../escape", "/etc/passwd_x", "a/b/c", "..", ".", "", "ctl\x01\x1b[31m\x7f\t\n", "Mixed", "mixed",
    "MIXED", long_name, "nulXafter/../../z", "nul", "manifest",
};

typedef struct names_fixture {
    warp_texture_desc d[NAMES];
    uint8_t idx[16 * 8], pal[1024];
} names_fixture;

static int fill_names(warp_writer *w, void *user) {
    names_fixture *f = user;
    return warp_write_txd(w, f->d, NAMES, 0);
}

static uint8_t *names_txd(size_t *len) {
    static names_fixture f;
    memset(&f, 0, sizeof f);
    memset(long_name, 'L', sizeof long_name - 1);
    for (size_t i = 0; i < 40; i++) memcpy(long_name + i * 3, "../", 3);
    for (int i = 0; i < NAMES; i++) {
        f.d[i] = (warp_texture_desc){.name = tex_names[i], .width = 16, .height = 8, .psm = WARP_PSM_T8,
                                     .levels = 1, .palette = f.pal};
        f.d[i].indices[0] = f.idx;
    }
    uint8_t *b = write_all(fill_names, &f, len);
    /* "nulXafter..." becomes "nul\0after...": the name ends at the NUL */
    for (size_t i = 0; i + 4 <= *len; i++)
        if (!memcmp(b + i, "nulX", 4)) b[i + 3] = 0;
    return b;
}

static int safe_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
           c == '-' || c == '~';
}

TEST(names_stay_in_outdir) {
    size_t len;
    uint8_t *txd = names_txd(&len);
    write_file("names.txd", txd, len);
    free(txd);
    char args[1024];
    snprintf(args, sizeof args, "extract '%s/names.txd' -o '%s/sub/out' --quiet --no-html", tmp_dir, tmp_dir);
    int rc = run_tool(args);
    if (rc != 0) FAILF("extract: exit %d: %.300s", rc, err_text);
    /* OUTDIR holds only regular files with safe names, unique in any letter case */
    char path[600], seen[NAMES + 1][256];
    int files = 0;
    snprintf(path, sizeof path, "%s/sub/out", tmp_dir);
    DIR *d = opendir(path);
    CHECK(d);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        struct stat st;
        snprintf(path, sizeof path, "%s/sub/out/%s", tmp_dir, e->d_name);
        if (lstat(path, &st) || !S_ISREG(st.st_mode)) FAILF("not a regular file: %s", e->d_name);
        if (strlen(e->d_name) > 255) FAILF("name too long: %s", e->d_name);
        if (e->d_name[0] == '.') FAILF("hidden file (leading dot): %s", e->d_name);
        for (const char *s = e->d_name; *s; s++)
            if (!safe_char(*s)) FAILF("unsafe character 0x%02x in %s", (unsigned char)*s, e->d_name);
        if (files > NAMES) FAILF("too many files");
        for (int i = 0; i < files; i++)
            if (!strcasecmp(seen[i], e->d_name)) FAILF("%s and %s differ only by case", seen[i], e->d_name);
        snprintf(seen[files++], sizeof seen[0], "%s", e->d_name);
    }
    closedir(d);
    CHECK_EQ(files, NAMES + 1); /* every texture and the manifest */
    /* exactly these: separators and control characters to '_', "." and ".." and "" to
     * fixed stems, the name cut at its NUL, later duplicates (any case) numbered */
    static const char *want[NAMES + 1] = {
        "_._.._.._escape.png", "_etc_passwd_x.png", "a_b_c.png", "__.png", "_.png", "unnamed.png",
        "ctl___31m___.png", "Mixed.png", "mixed~1.png", "MIXED~2.png", NULL, "nul.png", "nul~1.png",
        "manifest~1.png", "manifest.json"};
    char cut[80] = "_._"; /* the leading dot made visible */
    for (int i = 1; i < 21; i++) strcat(cut, ".._"); /* 63 bytes of "../": the library's cut */
    strcat(cut, ".png");
    want[10] = cut;
    for (int i = 0; i <= NAMES; i++) {
        int found = 0;
        for (int k = 0; k < files; k++) found |= !strcmp(seen[k], want[i]);
        if (!found) FAILF("missing %s", want[i]);
    }
    /* nothing beside OUTDIR: tmp holds names.txd, stderr and sub/, sub holds out/ only */
    snprintf(path, sizeof path, "%s/sub", tmp_dir);
    d = opendir(path);
    int entries = 0;
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            entries++;
            CHECK(!strcmp(e->d_name, "out"));
        }
    closedir(d);
    CHECK_EQ(entries, 1);
    d = opendir(tmp_dir);
    entries = 0;
    while ((e = readdir(d))) entries += e->d_name[0] != '.';
    closedir(d);
    CHECK_EQ(entries, 3);
    return NULL;
}

TEST(long_output_paths) {
    char args[12000], dir[5000];
    /* one component of 255 bytes is fine; 256 is refused by the file system */
    int n = snprintf(dir, sizeof dir, "%s/", tmp_dir);
    memset(dir + n, 'd', 255);
    dir[n + 255] = 0;
    snprintf(args, sizeof args, "extract '%s/names.txd' -o '%s' --quiet", tmp_dir, dir);
    CHECK_EQ(run_tool(args), 0);
    dir[n + 255] = 'd';
    dir[n + 256] = 0;
    snprintf(args, sizeof args, "extract '%s/names.txd' -o '%s' --quiet", tmp_dir, dir);
    const char *msg = failed_cleanly(run_tool(args), "256-byte component");
    if (msg) return msg;
    /* a whole path beyond PATH_MAX (4096) */
    n = snprintf(dir, sizeof dir, "%s", tmp_dir);
    while (n < 4200) n += snprintf(dir + n, sizeof dir - (size_t)n, "/%.200s", "ppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppppp");
    snprintf(args, sizeof args, "extract '%s/names.txd' -o '%s' --quiet", tmp_dir, dir);
    return failed_cleanly(run_tool(args), "path beyond PATH_MAX");
}

/* ---- lying DIRs ---------------------------------------------------------------------- */
typedef struct wad_pair {
    uint8_t *wad, *dir;
    size_t wad_len, dir_len;
} wad_pair;

static int fill_wad(warp_writer *w, void *user) {
    (void)user;
    for (int i = 0; i < 2; i++) {
        warp_write_align(w, 2048);
        warp_write_resource_begin(w, 0x100u + (uint32_t)i);
        warp_write_chunk_begin(w, 0x10, 1);
        warp_write_u32(w, 0xC0FFEEu);
        warp_write_chunk_end(w);
        warp_write_resource_end(w);
    }
    return 0;
}

static void put32(uint8_t *p, uint32_t v) {
    for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i));
}

TEST(lying_dirs) {
    size_t wad_len;
    uint8_t *wad = write_all(fill_wad, NULL, &wad_len);
    CHECK_EQ(wad_len, 2048 + 48);
    write_file("T.WAD", wad, wad_len);
    free(wad);
    uint8_t dir[16 + 24];
    struct {
        const char *what;
        size_t len;
        uint32_t count, off1, size1;
    } cases[] = {
        {"entry past the WAD end", sizeof dir, 2, 2048, 4096},
        {"entry offset near 2^32", sizeof dir, 2, 0xFFFFF800u, 48},
        {"count above the records", sizeof dir, 3, 2048, 48},
        {"count 2^32 - 1", sizeof dir, 0xFFFFFFFFu, 2048, 48},
        {"count below the records", sizeof dir, 1, 2048, 48},
        {"truncated record", sizeof dir - 5, 2, 2048, 48},
        {"truncated header", 9, 2, 2048, 48},
        {"empty DIR", 0, 2, 2048, 48},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        memset(dir, 0, sizeof dir);
        put32(dir, cases[i].count);
        put32(dir + 16, 0);
        put32(dir + 20, 48);
        put32(dir + 28, cases[i].off1);
        put32(dir + 32, cases[i].size1);
        write_file("T.DIR", dir, cases[i].len);
        static const char *cmds[][2] = {{"list", ""}, {"list", " --json"}, {"tree", ""}, {"tree", " --entry 1"},
                                        {"extract", " -q -o"}};
        for (size_t k = 0; k < sizeof cmds / sizeof cmds[0]; k++) {
            char args[1200], what[200];
            snprintf(args, sizeof args, "%s '%s/T.WAD' --dir '%s/T.DIR'%s%s%s%s", cmds[k][0], tmp_dir, tmp_dir,
                     cmds[k][1], k == 4 ? " '" : "", k == 4 ? tmp_dir : "", k == 4 ? "/X'" : "");
            snprintf(what, sizeof what, "%s: %s%s", cases[i].what, cmds[k][0], cmds[k][1]);
            const char *msg = failed_cleanly(run_tool(args), what);
            if (msg) return msg;
        }
    }
    /* the WAD itself cut short after a good DIR: the second entry ends past it */
    memset(dir, 0, sizeof dir);
    put32(dir, 2);
    put32(dir + 20, 48);
    put32(dir + 28, 2048);
    put32(dir + 32, 48);
    write_file("T.DIR", dir, sizeof dir);
    char args[1200];
    snprintf(args, sizeof args, "list '%s/T.WAD' --dir '%s/T.DIR'", tmp_dir, tmp_dir);
    CHECK_EQ(run_tool(args), 0); /* the pair as written is fine */
    uint8_t *cut = calloc(1, 2048 + 20);
    write_file("T.WAD", cut, 2048 + 20);
    free(cut);
    const char *msg = failed_cleanly(run_tool(args), "WAD cut short");
    if (msg) return msg;
    snprintf(args, sizeof args, "tree '%s/T.WAD' --dir '%s/T.DIR' --entry 1", tmp_dir, tmp_dir);
    msg = failed_cleanly(run_tool(args), "tree on a WAD cut short");
    if (msg) return msg;
    /* extract on a file that is no dictionary at all, and on a missing one */
    snprintf(args, sizeof args, "extract '%s/T.DIR' -o '%s/x' --quiet", tmp_dir, tmp_dir);
    msg = failed_cleanly(run_tool(args), "extract on a DIR");
    if (msg) return msg;
    snprintf(args, sizeof args, "extract '%s/missing' -o '%s/x' --quiet", tmp_dir, tmp_dir);
    return failed_cleanly(run_tool(args), "extract on a missing file");
}

static const test_case cases[] = {T(names_stay_in_outdir), T(long_output_paths), T(lying_dirs)};

int main(void) {
    if (!getenv("WARP_TOOL")) {
        printf("skip: WARP_TOOL not set\n");
        return 77;
    }
    snprintf(tmp_dir, sizeof tmp_dir, "%s/warp_paths_XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(tmp_dir)) return 1;
    int rc = RUN_TESTS("paths", cases);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp_dir);
    if (system(cmd) != 0) rc = 1;
    return rc;
}
