/* Fuzz target: `warp extract WARRIORS.WAD -o OUT --jobs 1 --no-html` on a WAD of one entry,
 * in process: the input's first 4 bytes are the entry's hash (little-endian), the rest its
 * bytes. So every writer of examples/warp/formats/ that decoded data reaches runs on it as
 * users run it: PNGs, glTF models, worlds and clips, their thumbnails, WAVs, Lua listings,
 * the JSON of tables and levels, the manifest. The WAD, its DIR and OUT live in a private
 * temporary folder (on /dev/shm when there is one), OUT emptied after each run. Run
 * libFuzzer with -close_fd_mask=3: the tool reports on stdout and stderr. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char root[256], wad[300], dir[300], outdir[300];

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *f) {
    (void)st, (void)flag, (void)f;
    return remove(path);
}
static void clear_outdir(void) { nftw(outdir, remove_one, 16, FTW_DEPTH | FTW_PHYS); }
static void cleanup(void) {
    clear_outdir();
    unlink(wad), unlink(dir), rmdir(root);
}

static void setup(void) {
    const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(root, sizeof root, "%s/warp-fuzz-wad-XXXXXX", tmp);
    if (!mkdtemp(root)) abort();
    snprintf(wad, sizeof wad, "%s/WARRIORS.WAD", root);
    snprintf(dir, sizeof dir, "%s/WARRIORS.DIR", root);
    snprintf(outdir, sizeof outdir, "%s/out", root);
    atexit(cleanup);
}

static void write_file(const char *path, const void *p, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, 1, n, f) != n || fclose(f) != 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 4 || size > (1u << 24)) return 0;
    if (!root[0]) setup();
    uint32_t hash = (uint32_t)data[0] | (uint32_t)data[1] << 8 | (uint32_t)data[2] << 16 | (uint32_t)data[3] << 24;
    uint8_t d[64];
    warp_writer *w = malloc(warp_writer_sizeof());
    size_t len = 0;
    if (!w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, d, sizeof d) ||
        warp_write_dir_header(w, 1) || warp_write_dir_record(w, 0, (uint32_t)(size - 4), hash))
        abort();
    len = warp_writer_size(w);
    free(w);
    write_file(dir, d, len);
    write_file(wad, data + 4, size - 4);
    char *argv[] = {"extract", wad, "-o", outdir, "--jobs", "1", "--quiet", "--no-html", NULL};
    cmd_extract((int)(sizeof argv / sizeof *argv) - 1, argv);
    clear_outdir();
    return 0;
}
