/* bench_extract WARP TXD WADDIR [RUNS]: `warp extract` of a texture-heavy dictionary
 * (make_wad --dictionary) and of a whole WAD (make_wad OUTDIR MB), wall time best of RUNS
 * (default 5; the dictionary also with --jobs 1), next to a decode-only baseline (the
 * library decoding every texture to RGBA, no PNG, no file) and memcpy of the same RGBA
 * bytes, measured in the same run.
 * Fails loudly (exit 1) when an extraction fails, a texture of the dictionary is not
 * written, or an entry of the WAD (models included) does not extract. Not a test: it
 * prints numbers; outputs go to a temporary folder in $TMPDIR (else /tmp), removed at the end. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "warp/warp.h"

#include "bench.h"

static char tmp[4096]; /* $TMPDIR (else /tmp)/bench_extract.XXXXXX: outputs, removed at the end or on failure */

static void remove_tmp(void) {
    char cmd[64];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
    if (system(cmd) != 0) fprintf(stderr, "bench_extract: cannot remove %s\n", tmp);
}

static void die(const char *why, const char *what) {
    fprintf(stderr, "bench_extract: FAILED: %s %s\n", why, what ? what : "");
    remove_tmp();
    exit(1);
}

typedef struct decode_walk {
    uint8_t *dst;
    size_t cap, bytes;
    unsigned textures;
} decode_walk;

static int decode_one(void *user, const warp_texture *t) {
    decode_walk *d = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    size_t n = (size_t)in.width * in.height * 4;
    if (n > d->cap || warp_texture_decode_rgba(t, 0, d->dst, n, 0, NULL)) die("decode", in.name);
    d->bytes += n;
    d->textures++;
    return 0;
}

/* Every texture dictionary in the bytes (a .txd, or a WAD scanned at 4-byte steps). */
static void decode_all(const uint8_t *p, size_t len, decode_walk *d) {
    d->bytes = 0, d->textures = 0;
    for (size_t off = 0; off + 12 <= len; off += 4) {
        warp_rw_section s;
        if (warp_rw_header(p, len, off, &s) || s.type != WARP_RW_TEXTURE_DICTIONARY) continue;
        if (warp_txd_foreach(p + off, 12 + (size_t)s.size, NULL, decode_one, d) == WARP_OK)
            off += 12 + (size_t)s.size - 4;
    }
}

/* Occurrences of needle in the file. */
static unsigned count_in(const char *path, const char *needle) {
    size_t len;
    uint8_t *b = load_file(path, &len);
    if (!b) return 0;
    unsigned n = 0;
    for (const uint8_t *p = b; (p = memmem(p, len - (size_t)(p - b), needle, strlen(needle))); p++) n++;
    free(b);
    return n;
}

/* Sum of the sizes of *.png directly in dir. */
static unsigned long long png_bytes(const char *dir, unsigned *files) {
    DIR *d = opendir(dir);
    unsigned long long total = 0;
    *files = 0;
    if (!d) return 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        char path[4096];
        struct stat st;
        if (n < 5 || strcmp(e->d_name + n - 4, ".png")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (stat(path, &st) == 0) total += (unsigned long long)st.st_size, (*files)++;
    }
    closedir(d);
    return total;
}

static double children_cpu(void) {
    struct rusage u;
    getrusage(RUSAGE_CHILDREN, &u);
    return (double)u.ru_utime.tv_sec + u.ru_utime.tv_usec * 1e-6 + (double)u.ru_stime.tv_sec + u.ru_stime.tv_usec * 1e-6;
}

/* Run warp (no shell: its start-up is not the tool's) and wait; the exit status or -1. */
static int run_warp(char *const argv[]) {
    pid_t pid = fork();
    if (pid == 0) {
        execv(argv[0], argv);
        _exit(127);
    }
    int st;
    if (pid < 0 || waitpid(pid, &st, 0) != pid) return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Best wall time of `runs` runs of `warp extract IN -o FOLDER -q [--jobs JOBS]`; *cpu: the
 * least CPU time (user + system, all threads) of a run. Each run writes a folder of its
 * own and nothing is removed before the bench ends: removing files just before a run
 * slows it down on a file system without a journal (ext4 then skips every inode freed in
 * the last ~30 s when it allocates one: 3-4x the system time here), which is not what a
 * user extracting meets. Wait half a minute between two benches for the same reason. */
static double best_run(const char *warp, const char *in, const char *jobs, const char *out, int runs, double *cpu) {
    double best = 1e9;
    *cpu = 1e9;
    char dir[4300];
    for (int r = 0; r < runs; r++) {
        snprintf(dir, sizeof dir, "%s.%d", out, r);
        char *argv[] = {(char *)warp, "extract", (char *)in, "-o", dir, "-q", jobs ? "--jobs" : NULL, (char *)jobs, NULL};
        double c0 = children_cpu(), t0 = now();
        int rc = run_warp(argv);
        double t = now() - t0, c = children_cpu() - c0;
        if (rc != 0) die("exit status not 0: warp extract", in);
        if (t < best) best = t;
        if (c < *cpu) *cpu = c;
    }
    return best;
}

static double best_memcpy(uint8_t *dst, const uint8_t *src, size_t n) {
    double best = 1e9;
    for (int r = 0; r < 20; r++) {
        double t0 = now();
        memcpy(dst, src, n);
        __asm__ volatile("" : : "r"(dst) : "memory");
        double t = now() - t0;
        if (t < best) best = t;
    }
    return best;
}

static double best_decode(const uint8_t *p, size_t len, decode_walk *d) {
    double best = 1e9;
    for (int r = 0; r < 10; r++) {
        double t0 = now();
        decode_all(p, len, d);
        double t = now() - t0;
        if (t < best) best = t;
    }
    return best;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: bench_extract WARP TXD WADDIR [RUNS]\n");
        return 2;
    }
    const char *warp = argv[1], *txd = argv[2], *waddir = argv[3];
    int runs = argc > 4 ? atoi(argv[4]) : 5;
    if (runs < 1) runs = 1;
    char out[4200], path[4300];
    const char *tmpdir = getenv("TMPDIR");
    snprintf(tmp, sizeof tmp, "%s/bench_extract.XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
    if (!mkdtemp(tmp)) {
        perror("bench_extract: mkdtemp");
        return 1;
    }

    /* ---- the dictionary ---- */
    size_t len;
    uint8_t *p = load_file(txd, &len);
    if (!p) die("cannot read", txd);
    decode_walk d = {.cap = 4096u * 4096u * 4u};
    d.dst = malloc(d.cap);
    uint8_t *src = malloc(d.cap);
    if (!d.dst || !src) die("out of memory", NULL);
    memset(src, 0x5A, d.cap);
    memset(d.dst, 0, d.cap);
    double dec = best_decode(p, len, &d);
    size_t rgba = d.bytes;
    unsigned textures = d.textures;
    double cpy = best_memcpy(d.dst, src, rgba);
    snprintf(out, sizeof out, "%s/dict1", tmp);
    double one_cpu, one = best_run(warp, txd, "1", out, runs, &one_cpu);
    snprintf(out, sizeof out, "%s/dict", tmp);
    double ext_cpu, ext = best_run(warp, txd, NULL, out, runs, &ext_cpu);
    snprintf(out, sizeof out, "%s/dict.0", tmp);
    unsigned files;
    unsigned long long bytes = png_bytes(out, &files);
    snprintf(path, sizeof path, "%s/manifest.json", out);
    if (files != textures || count_in(path, "\"kind\": \"texture\"") != textures)
        die("the dictionary's textures were not all written", txd);
    printf("dictionary: %u textures, %.1f MB of RGBA\n", textures, rgba / 1e6);
    printf("  warp extract      %8.1f ms  %8.1f MB/s of RGBA   PNG bytes %llu (%.1f%% of RGBA), CPU %.1f ms\n",
           ext * 1e3, rgba / ext / 1e6, bytes, 100.0 * (double)bytes / (double)rgba, ext_cpu * 1e3);
    printf("  ... --jobs 1      %8.1f ms  %8.1f MB/s of RGBA   CPU %.1f ms\n", one * 1e3, rgba / one / 1e6,
           one_cpu * 1e3);
    printf("  decode only       %8.1f ms  %8.1f MB/s           extract/decode time %.1fx\n", dec * 1e3,
           rgba / dec / 1e6, ext / dec);
    printf("  memcpy            %8.1f ms  %8.1f MB/s           extract/memcpy time %.1fx\n", cpy * 1e3,
           rgba / cpy / 1e6, ext / cpy);
    free(p);

    /* ---- the WAD ---- */
    snprintf(path, sizeof path, "%s/WARRIORS.WAD", waddir);
    p = load_file(path, &len);
    if (!p) die("cannot read", path);
    char dirpath[4300];
    snprintf(dirpath, sizeof dirpath, "%s/WARRIORS.DIR", waddir);
    size_t dlen;
    uint8_t *dir = load_file(dirpath, &dlen);
    if (!dir || dlen < 4) die("cannot read", dirpath);
    uint32_t entries = (uint32_t)dir[0] | (uint32_t)dir[1] << 8 | (uint32_t)dir[2] << 16 | (uint32_t)dir[3] << 24;
    free(dir);
    dec = best_decode(p, len, &d);
    uint8_t *copy = malloc(len);
    if (!copy) die("out of memory", NULL);
    cpy = best_memcpy(copy, p, len);
    free(copy);
    snprintf(out, sizeof out, "%s/wad", tmp);
    ext = best_run(warp, path, NULL, out, runs, &ext_cpu);
    snprintf(out, sizeof out, "%s/wad.0", tmp);
    /* make_wad: entry n is a pack (2 dictionaries + a model with its own) when n % 4 == 1 */
    unsigned models = (entries + 2) / 4;
    snprintf(path, sizeof path, "%s/manifest.json", out);
    unsigned got_models = count_in(path, "\"kind\": \"model\"");
    unsigned errors = count_in(path, "\"kind\": \"error\"");
    if (got_models != models || errors) {
        fprintf(stderr, "bench_extract: %u models extracted of %u, %u errors\n", got_models, models, errors);
        die("an entry of the WAD did not extract", waddir);
    }
    printf("WAD: %u entries (%u models), %.1f MB, %u textures\n", entries, models, len / 1e6, d.textures);
    printf("  warp extract      %8.1f ms  %8.1f MB/s of WAD, CPU %.1f ms\n", ext * 1e3, len / ext / 1e6, ext_cpu * 1e3);
    printf("  decode only       %8.1f ms  %8.1f MB/s (textures to RGBA)  extract/decode time %.1fx\n", dec * 1e3,
           len / dec / 1e6, ext / dec);
    printf("  memcpy            %8.1f ms  %8.1f MB/s           extract/memcpy time %.1fx\n", cpy * 1e3,
           len / cpy / 1e6, ext / cpy);
    remove_tmp();
    free(p);
    free(d.dst);
    free(src);
    return 0;
}
