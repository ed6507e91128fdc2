/* The tool's export path, fuzzed as users run it: `warp extract INPUT -o OUT --mips --txd INPUT`
 * (the same cmd_extract, PNG writer, glTF writer and manifest) on one input, in process.
 * The input and the output folder live in a private temporary folder (on /dev/shm when
 * there is one) with an exact-size heap copy of the input (WARP_NO_MMAP); the output is
 * deleted after each run and the folder at exit. The tool reports on stderr: run libFuzzer
 * with -close_fd_mask=2 (fuzz/run.sh export SECONDS -close_fd_mask=2), which keeps
 * sanitizer reports. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "platform/util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char root[256], input[300], outdir[300];

static void clear_outdir(void);
static void cleanup(void) {
    clear_outdir();
    rmdir(outdir);
    unlink(input);
    rmdir(root);
}

static void setup(void) {
    const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(root, sizeof root, "%s/warp-fuzz-export-XXXXXX", tmp);
    if (!mkdtemp(root)) abort();
    snprintf(input, sizeof input, "%s/input.dff", root);
    snprintf(outdir, sizeof outdir, "%s/out", root);
    setenv("WARP_NO_MMAP", "1", 1);
    atexit(cleanup);
}

/* The tool writes only flat files into OUT (names sanitised by the tool). */
static void clear_outdir(void) {
    DIR *d = opendir(outdir);
    if (!d) return;
    struct dirent *e;
    char path[700];
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", outdir, e->d_name);
        if (unlink(path) != 0) abort(); /* a folder in OUT: a name escaped sanitize_name */
    }
    closedir(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (!root[0]) setup();
    FILE *f = fopen(input, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) abort();
    char *argv[] = {"extract", input, "-o", outdir, "--mips", "--quiet", "--no-html", "--txd", input, NULL};
    cmd_extract((int)(sizeof argv / sizeof *argv) - 1, argv);
    clear_outdir();
    return 0;
}
