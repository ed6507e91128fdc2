/* Replay driver: runs a fuzz target's LLVMFuzzerTestOneInput over files and folders
 * given on the command line, so seed corpora and crash regressions run in meson test
 * with any compiler. Exit status 0 when every input ran. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc(n > 0 ? (size_t)n : 1); /* exact size: ASan sees overreads */
    size_t got = n > 0 ? fread(buf, 1, (size_t)n, f) : 0;
    fclose(f);
    LLVMFuzzerTestOneInput(buf, got);
    free(buf);
    return 0;
}

static int run_path(const char *path, int *count) {
    struct stat st;
    if (stat(path, &st) != 0) return 0; /* a missing corpus folder is empty */
    if (!S_ISDIR(st.st_mode)) {
        (*count)++;
        return run_file(path);
    }
    DIR *d = opendir(path);
    if (!d) return 1;
    struct dirent *e;
    int rc = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.') continue;
        char sub[4096];
        snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
        rc |= run_path(sub, count);
    }
    closedir(d);
    return rc;
}

int main(int argc, char **argv) {
    int count = 0, rc = 0;
    for (int i = 1; i < argc; i++) rc |= run_path(argv[i], &count);
    /* Also the empty input and a few tiny ones, so a target always runs something. */
    static const uint8_t tiny[16] = {0};
    for (size_t n = 0; n <= sizeof tiny; n++) LLVMFuzzerTestOneInput(tiny, n);
    printf("replay: %d inputs, %d passed, %d failed\n", count + 17, rc ? 0 : count + 17, rc ? 1 : 0);
    return rc;
}
