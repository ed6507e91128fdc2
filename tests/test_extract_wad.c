/* `warp extract WAD -o OUTDIR` on a WAD written by the library's writers: a texture
 * dictionary, a pack (textures, a model, an animation), raw entries of several kinds, a
 * streamed world and a broken dictionary. Checks the files per entry, the PNGs
 * (pngcheck when installed), raw bytes equal to the input, the failure report and exit
 * status, --only / --entry, and that --jobs 1 and --jobs 4 give the same manifest.
 * WARP_TOOL (set by meson) is the tool's path. */
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "wad_build.h"

static char tmp_dir[256];
static char err_text[1 << 16];

enum { E_TXD, E_PACK, E_LUA, E_OBJS, E_MSD, E_MSB, E_UNKNOWN, E_BROKEN, E_PART, E_STREAM, E_MEM, E_COUNT };
static unsigned char *entry_data[E_COUNT];
static size_t entry_len[E_COUNT];
static size_t anim_offset, anim_len; /* the animation resource inside the pack */
static uint32_t txd_hash = 0x0BADF00Du, model_hash, anim_hash;

/* Run the tool with `fmt`, each '@' replaced by the temporary folder; stderr is kept. */
static int run_tool(const char *fmt) {
    char args[2048], cmd[4096], err[512];
    size_t n = 0;
    for (const char *c = fmt; *c && n + sizeof tmp_dir + 1 < sizeof args; c++) {
        if (*c == '@') {
            strcpy(args + n, tmp_dir);
            n += strlen(tmp_dir);
        } else {
            args[n++] = *c;
        }
    }
    args[n] = 0;
    snprintf(err, sizeof err, "%s/stderr", tmp_dir);
    snprintf(cmd, sizeof cmd, "'%s' %s >/dev/null 2>'%s'", getenv("WARP_TOOL"), args, err);
    int st = system(cmd);
    unsigned char *e = read_whole(err, &n);
    snprintf(err_text, sizeof err_text, "%.*s", (int)n, e ? (char *)e : "");
    free(e);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 255;
}

static int file_exists(const char *rel) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, rel);
    struct stat st;
    return stat(path, &st) == 0;
}

static int file_equals(const char *rel, const void *data, size_t len) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, rel);
    size_t n;
    unsigned char *b = read_whole(path, &n);
    int same = b && n == len && !memcmp(b, data, len);
    free(b);
    return same;
}

static char *slurp_rel(const char *rel) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, rel);
    size_t n;
    unsigned char *b = read_whole(path, &n);
    if (!b) return NULL;
    char *s = malloc(n + 1);
    memcpy(s, b, n);
    s[n] = 0;
    free(b);
    return s;
}

/* The manifest object of entry i (from its "index" to the next entry's). */
static char *entry_object(const char *manifest, int i) {
    char key[64], next[64];
    snprintf(key, sizeof key, "{\"index\": %d,", i);
    snprintf(next, sizeof next, "{\"index\": %d,", i + 1);
    const char *a = strstr(manifest, key);
    if (!a) return NULL;
    const char *b = strstr(a, next);
    size_t n = b ? (size_t)(b - a) : strlen(a);
    char *s = malloc(n + 1);
    memcpy(s, a, n);
    s[n] = 0;
    return s;
}

/* Two textures: an 8x4 palettised one and a 4x4 true-colour one. */
static int fill_txd(warp_writer *w, void *user) {
    (void)user;
    static uint8_t idx[32], pal[1024], rgba[64];
    for (int i = 0; i < 32; i++) idx[i] = (uint8_t)(i * 7);
    for (int i = 0; i < 1024; i++) pal[i] = (uint8_t)(i % 4 == 3 ? 255 : i);
    for (int i = 0; i < 64; i++) rgba[i] = (uint8_t)(i % 4 == 3 ? 255 : i * 3);
    warp_texture_desc d[2];
    memset(d, 0, sizeof d);
    d[0].name = "brick";
    d[0].width = 8, d[0].height = 4, d[0].psm = WARP_PSM_T8, d[0].levels = 1, d[0].indices[0] = idx, d[0].palette = pal;
    d[1].name = "sky";
    d[1].width = 4, d[1].height = 4, d[1].psm = WARP_PSM_CT32, d[1].levels = 1, d[1].rgba[0] = rgba;
    return warp_write_txd(w, d, 2, STAMP);
}
static void put_txd_resource(warp_writer *w, uint32_t hash) {
    warp_write_resource_begin(w, hash);
    warp_write_chunk_begin(w, 0x2A, hash);
    fill_txd(w, NULL);
    warp_write_chunk_end(w);
    warp_write_resource_end(w);
}
static int fill_txd_resource(warp_writer *w, void *user) {
    put_txd_resource(w, *(const uint32_t *)user);
    return 0;
}

/* A pack: textures box_tex, model box_geo (a 0x47 clump), an animation (raw .anm). */
static int fill_pack(warp_writer *w, void *user) {
    (void)user;
    static const uint32_t model[] = {0x47}, anim[] = {0x00, 0x02};
    warp_write_pack_begin(w);
    put_txd_resource(w, warp_crc32(0, "box_tex", 7));
    res_spec m = {model, 1, model_hash, 0, 1};
    put_resource(w, &m);
    anim_offset = warp_writer_size(w);
    res_spec a = {anim, 2, anim_hash, 80, 0};
    put_resource(w, &a);
    anim_len = warp_writer_size(w) - anim_offset;
    warp_write_pack_end(w);
    return 0;
}

static unsigned char *copy(const void *p, size_t n, size_t *len) {
    unsigned char *b = malloc(n);
    memcpy(b, p, n);
    *len = n;
    return b;
}

static const char *entry_names[E_COUNT] = {NULL, "props.pak", "global.lua", "level1_objs.txt", "menu.msd",
                                           "menu.msb", NULL, NULL, "level1s_ms1.sec", "level1s_sec.wld",
                                           "level1s_sec.mem"};

static void make_wad(void) {
    model_hash = warp_crc32(0, "box_geo", 7);
    anim_hash = warp_crc32(0, "walk.anm", 8);
    entry_data[E_TXD] = write_all(fill_txd_resource, &txd_hash, &entry_len[E_TXD]);
    entry_data[E_PACK] = write_all(fill_pack, NULL, &entry_len[E_PACK]);
    /* the smallest whole chunk: header, test number, a main function holding only END */
    const uint8_t lua[] = {0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08,
                           0x12, 0xE6, 0x5B, 0xA1, 0xB0, 0xB9, 0xB2, 0x41, U32(0), U32(0), U32(0), 0, U32(0),
                           U32(0), U32(0), U32(0), U32(0), U32(0), U32(1), U32(0)};
    entry_data[E_LUA] = copy(lua, sizeof lua, &entry_len[E_LUA]);
    entry_data[E_OBJS] = copy("1\nbarrel {1, 2, 3}\n", 19, &entry_len[E_OBJS]);
    const uint8_t msd[] = {U32(0x1234u), U32(0), U32(0x5678u), U32(32), U32(0), U32(0)};
    entry_data[E_MSD] = copy(msd, sizeof msd, &entry_len[E_MSD]);
    uint8_t msb[64];
    for (int i = 0; i < 64; i++) msb[i] = (uint8_t)(i * 29 + 3);
    entry_data[E_MSB] = copy(msb, sizeof msb, &entry_len[E_MSB]);
    uint8_t junk[40] = {0xEE, 1, 2, 3};
    entry_data[E_UNKNOWN] = copy(junk, sizeof junk, &entry_len[E_UNKNOWN]);
    uint32_t broken_hash = 0x0BADBEEFu;
    entry_data[E_BROKEN] = write_all(fill_txd_resource, &broken_hash, &entry_len[E_BROKEN]);
    /* resource 16 + chunk 16 + txd header 12 + struct 16 = the first texture native; its size word at +4 */
    entry_data[E_BROKEN][60 + 4] = 0xFF, entry_data[E_BROKEN][60 + 5] = 0xFF;
    world_spec ws = {2, STAMP, 0, 0}, ss = {1, STAMP, 1, 0};
    entry_data[E_PART] = make_world(ws, &entry_len[E_PART]);
    /* the part header names level51s_ms12.sec: found by its DIR name here */
    entry_data[E_STREAM] = make_world(ss, &entry_len[E_STREAM]);
    const uint8_t mem[] = {U32(entry_len[E_STREAM]), U32(0), U32(1), U32(entry_len[E_PART]), U32(0)};
    entry_data[E_MEM] = copy(mem, sizeof mem, &entry_len[E_MEM]);

    size_t wad_len = 0;
    for (int i = 0; i < E_COUNT; i++) wad_len = ((wad_len + 2047) & ~(size_t)2047) + entry_len[i];
    uint8_t *wad = calloc(1, wad_len), *dir = calloc(1, 16 + 12 * E_COUNT);
    dir[0] = E_COUNT;
    char names[1024] = "", path[512];
    size_t off = 0;
    for (int i = 0; i < E_COUNT; i++) {
        off = (off + 2047) & ~(size_t)2047;
        memcpy(wad + off, entry_data[i], entry_len[i]);
        char num[16];
        snprintf(num, sizeof num, "%u", i == E_TXD ? txd_hash : 0xDEAD0000u + i);
        uint32_t h = warp_name_hash(entry_names[i] ? entry_names[i] : num);
        const uint8_t rec[12] = {U32(off), U32(entry_len[i]), U32(h)};
        memcpy(dir + 16 + 12 * i, rec, 12);
        if (entry_names[i]) strcat(strcat(names, entry_names[i]), "\n");
        off += entry_len[i];
    }
    snprintf(path, sizeof path, "%s/WARRIORS.WAD", tmp_dir);
    FILE *f = fopen(path, "wb");
    fwrite(wad, 1, wad_len, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/Warriors.Dir", tmp_dir);
    f = fopen(path, "wb");
    fwrite(dir, 1, 16 + 12 * E_COUNT, f);
    fclose(f);
    snprintf(path, sizeof path, "%s/names.txt", tmp_dir);
    f = fopen(path, "wb");
    fputs(names, f);
    fclose(f);
    free(wad);
    free(dir);
}

TEST(extract_everything) {
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/all --names @/names.txt --jobs 1 --raw --quiet"), 1);
    /* the broken dictionary is reported with its entry and offset, the run went on */
    CHECK(strstr(err_text, "entry 7"));
    CHECK(strstr(err_text, "offset 0x"));
    char *m = slurp_rel("all/manifest.json");
    CHECK(m);
    CHECK(strstr(m, "\"entry_count\": 11"));
    CHECK(strstr(m, "\"failed_entries\": "));
    char *e7 = entry_object(m, E_BROKEN);
    CHECK(e7 && strstr(e7, "\"status\": \"failed\"") && strstr(e7, "\"kind\": \"error\""));
    free(e7);
    /* textures of the standalone dictionary, named by its recovered decimal name */
    char *e0 = entry_object(m, E_TXD);
    CHECK(e0 && strstr(e0, "\"kind\": \"textures\"") && strstr(e0, "\"name\": \"195948557\""));
    CHECK(e0 && strstr(e0, "\"status\": \"ok\"") && strstr(e0, "\"width\": 8, \"height\": 4"));
    CHECK(e0 && strstr(e0, "\"format\": \"PSMT8\"") && strstr(e0, "\"format\": \"PSMCT32\""));
    free(e0);
    CHECK(file_exists("all/195948557/brick.png") && file_exists("all/195948557/sky.png"));
    CHECK(!file_exists("all/195948557/195948557.cnk")); /* converted whole: no raw copy */
    /* the pack: its textures, its model attempted, its animation saved raw, each in its
     * resource's own folder (the decimal hash: no standalone copy); the pack's folder holds
     * only its list, in order, pointing at them */
    char anim_file[64], model_file[64], brick[64], sky[64];
    uint32_t box_tex = warp_crc32(0, "box_tex", 7);
    snprintf(brick, sizeof brick, "all/%u/brick.png", box_tex);
    snprintf(sky, sizeof sky, "all/%u/sky.png", box_tex);
    CHECK(file_exists(brick) && file_exists(sky) && !file_exists("all/props.pak/brick.png"));
    snprintf(anim_file, sizeof anim_file, "all/%u/%u.anm", anim_hash, anim_hash);
    CHECK(file_equals(anim_file, entry_data[E_PACK] + anim_offset, anim_len));
    snprintf(model_file, sizeof model_file, "all/%u/%u.glb", model_hash, model_hash);
    char *list = slurp_rel("all/props.pak/props.pak.json"), want[200];
    snprintf(want, sizeof want, "{\"index\": 2, \"name\": null, \"hash\": %u, \"variant\": 1, \"folder\": \"%u\", "
             "\"offset\": %zu, \"size\": %zu}", anim_hash, anim_hash, anim_offset, anim_len);
    CHECK(list && strstr(list, want));
    free(list);
    char *e1 = entry_object(m, E_PACK);
    char model_error[64];
    snprintf(model_error, sizeof model_error, "model %u (chunk 0): ", model_hash);
    CHECK(file_exists(model_file) || (e1 && strstr(e1, model_error)));
    free(e1);
    /* raw entries keep their bytes and their names' extensions */
    CHECK(file_equals("all/global.lua/global.lua", entry_data[E_LUA], entry_len[E_LUA]));
    CHECK(file_equals("all/level1_objs.txt/level1_objs.txt", entry_data[E_OBJS], entry_len[E_OBJS]));
    CHECK(file_equals("all/menu.msd/menu.msd", entry_data[E_MSD], entry_len[E_MSD]));
    CHECK(file_equals("all/menu.msb/menu.msb", entry_data[E_MSB], entry_len[E_MSB]));
    CHECK(file_equals("all/level1s_sec.mem/level1s_sec.mem", entry_data[E_MEM], entry_len[E_MEM]));
    CHECK(file_equals("all/6/6.bin", entry_data[E_UNKNOWN], entry_len[E_UNKNOWN]));
    char *e5 = entry_object(m, E_MSB);
    CHECK(e5 && strstr(e5, "\"kind\": \"sound_bank\"") && strstr(e5, "\"format\": \"msb\""));
    free(e5);
    /* the streamed world: its parts grouped by name (a .glb, or the export's reason) */
    char *e9 = entry_object(m, E_STREAM);
    CHECK(e9 && (strstr(e9, "\"parts_found\": 1") || strstr(e9, "world level1s: ")));
    free(e9);
    free(m);
    if (system("command -v pngcheck >/dev/null 2>&1") == 0) {
        char cmd[1024];
        snprintf(cmd, sizeof cmd, "pngcheck -q '%s'/all/*/*.png >/dev/null", tmp_dir);
        CHECK_EQ(system(cmd), 0);
    }
    return NULL;
}

TEST(only_and_entry) {
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/tex --names @/names.txt --only textures -q"), 1);
    char brick[64];
    snprintf(brick, sizeof brick, "tex/%u/brick.png", warp_crc32(0, "box_tex", 7));
    CHECK(file_exists(brick));
    CHECK(!file_exists("tex/global.lua")); /* no raw files, no empty folders */
    CHECK(!file_exists("tex/6"));
    char *m = slurp_rel("tex/manifest.json");
    CHECK(m && strstr(m, "\"only\": [\"textures\"]") && !strstr(m, "\"kind\": \"raw\""));
    free(m);
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/one --names @/names.txt --entry global.lua --entry 6 -q"), 0);
    /* by default raw copies only of what nothing decoded: the Lua listing, no .lua; the
     * unknown entry raw */
    CHECK(file_exists("one/global.lua/global.lua.txt") && !file_exists("one/global.lua/global.lua"));
    CHECK(file_equals("one/6/6.bin", entry_data[E_UNKNOWN], entry_len[E_UNKNOWN]));
    CHECK(!file_exists("one/props.pak") && !file_exists("one/195948557"));
    m = slurp_rel("one/manifest.json");
    char *e1 = m ? entry_object(m, E_PACK) : NULL;
    CHECK(e1 && strstr(e1, "\"status\": \"skipped\"") && strstr(e1, "\"folder\": null"));
    free(e1);
    free(m);
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/none --entry no_such_entry -q"), 2);
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/none --only pictures"), 2);
    return NULL;
}

TEST(jobs_give_the_same_manifest) {
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/j1 --jobs 1 -q --names @/names.txt"), 1);
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD -o @/j4 --jobs 4 -q --names @/names.txt"), 1);
    char *a = slurp_rel("j1/manifest.json"), *b = slurp_rel("j4/manifest.json");
    CHECK(a && b);
    CHECK_EQ(strcmp(a, b), 0);
    free(a);
    free(b);
    return NULL;
}

TEST(dir_option_and_missing_dir) {
    /* --dir makes any file a WAD input; a DIR that does not fit the WAD is refused */
    CHECK_EQ(run_tool("extract @/WARRIORS.WAD --dir @/Warriors.Dir -o @/d --entry 2 -q"), 0);
    CHECK(file_exists("d/2/2.lua.txt"));
    CHECK_EQ(run_tool("extract @/names.txt --dir @/Warriors.Dir -o @/bad -q"), 1);
    CHECK(strstr(err_text, "Warriors.Dir"));
    /* beside the DIR but not its WAD, and no --dir: extracted as one file */
    char txd[512];
    snprintf(txd, sizeof txd, "%s/loose.txd", tmp_dir);
    FILE *f = fopen(txd, "wb");
    CHECK(f && fwrite(entry_data[E_TXD] + 32, 1, entry_len[E_TXD] - 32, f) == entry_len[E_TXD] - 32);
    fclose(f);
    CHECK_EQ(run_tool("extract @/loose.txd -o @/loose -q"), 0);
    CHECK(file_exists("loose/brick.png") && file_exists("loose/sky.png"));
    return NULL;
}

/* A WARRIORS.WAD cut short beside its DIR: still taken as the WAD, and the error names
 * the WAD and the first entry it lost (not only "range error" on the DIR). */
TEST(cut_short_wad) {
    char path[1024];
    size_t wad_len = 0, dir_len = 0;
    snprintf(path, sizeof path, "%s/WARRIORS.WAD", tmp_dir);
    unsigned char *wad = read_whole(path, &wad_len);
    snprintf(path, sizeof path, "%s/Warriors.Dir", tmp_dir);
    unsigned char *dir = read_whole(path, &dir_len);
    CHECK(wad && dir && wad_len > 4096);
    snprintf(path, sizeof path, "%s/cut", tmp_dir);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/cut/WARRIORS.DIR", tmp_dir);
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(dir, 1, dir_len, f) == dir_len);
    fclose(f);
    snprintf(path, sizeof path, "%s/cut/WARRIORS.WAD", tmp_dir);
    f = fopen(path, "wb");
    CHECK(f && fwrite(wad, 1, wad_len - 100, f) == wad_len - 100);
    fclose(f);
    free(wad);
    free(dir);
    CHECK_EQ(run_tool("extract @/cut/WARRIORS.WAD -o @/cutout -q"), 1);
    CHECK(strstr(err_text, "cut/WARRIORS.WAD"));
    CHECK(strstr(err_text, "the WAD ends before entry"));
    return NULL;
}

int main(void) {
    snprintf(tmp_dir, sizeof tmp_dir, "/tmp/warp_extract_wad_XXXXXX");
    if (!mkdtemp(tmp_dir) || !getenv("WARP_TOOL")) return 1;
    make_wad();
    static const test_case cases[] = {T(extract_everything), T(only_and_entry), T(jobs_give_the_same_manifest),
                                      T(dir_option_and_missing_dir), T(cut_short_wad)};
    int rc = RUN_TESTS("extract_wad", cases);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp_dir);
    if (!getenv("KEEP") && system(cmd) != 0) rc = 1; /* KEEP=1 leaves the outputs to look at */
    for (int i = 0; i < E_COUNT; i++) free(entry_data[i]);
    return rc;
}
