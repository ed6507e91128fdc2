/* examples/warp/compat_win*.c, the POSIX of the warp tool on Windows (run under wine):
 * UTF-8 names reach the file system as the same UTF-16 names, files are binary, rename
 * replaces, folders list UTF-8 names, mappings and reads at an offset see the file's bytes,
 * memory streams hold what was printed, over-long paths work, Ctrl-C's handler stays armed,
 * arguments arrive in UTF-8 with '/' (except --entry's value).
 * Usage: test_compat_win OUTDIR 'Z:\x\<UTF-8 name>' --entry 'a\b'  (built with platform/compat.h) */
#include <dirent.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <wchar.h>
#include <windows.h>

#include "check.h"

static char dir[1024];
static const char uname[] = "\xc3\x9c" "n\xc3\xaf" "c\xc3\xb8" "d\xc3\xa9-\xce\xa9-\xe6\x97\xa5\xe6\x9c\xac.txt"; /* Ünïcødé-Ω-日本.txt */
static const wchar_t wname[] = L"\u00dcn\u00efc\u00f8d\u00e9-\u03a9-\u65e5\u672c.txt";
static int argc_;
static char **argv_;

static int write_text(const char *path, const char *mode, const char *text) {
    FILE *f = fopen(path, mode);
    if (!f) return -1;
    fputs(text, f);
    return fclose(f);
}

static int64_t size_of(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 ? st.st_size : -1;
}

TEST(utf8_names) {
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", dir, uname);
    CHECK_EQ(write_text(path, "w", "abc"), 0);
    /* the wide API finds it under the UTF-16 name */
    wchar_t wpath[2048];
    CHECK(MultiByteToWideChar(CP_UTF8, 0, dir, -1, wpath, 2048) > 0);
    wcscat(wpath, L"\\");
    wcscat(wpath, wname);
    WIN32_FILE_ATTRIBUTE_DATA a;
    CHECK(GetFileAttributesExW(wpath, GetFileExInfoStandard, &a));
    CHECK_EQ(a.nFileSizeLow, 3);
    /* and the folder lists it in UTF-8, as a file */
    DIR *d = opendir(dir);
    CHECK(d != NULL);
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d)))
        if (!strcmp(e->d_name, uname)) found = e->d_type == DT_REG ? 1 : -1;
    closedir(d);
    CHECK_EQ(found, 1);
    CHECK_EQ(size_of(path), 3);
    CHECK_EQ(access(path, R_OK), 0);
    CHECK_EQ(remove(path), 0);
    CHECK_EQ(size_of(path), -1);
    CHECK_EQ(errno, ENOENT);
    return NULL;
}

TEST(binary_files) {
    char path[2048];
    snprintf(path, sizeof path, "%s/text.txt", dir);
    CHECK_EQ(write_text(path, "w", "a\nb\n"), 0); /* "w", no "b": still no CR */
    CHECK_EQ(size_of(path), 4);
    int fd = open(path, O_WRONLY | O_APPEND);
    CHECK(fd >= 0);
    CHECK_EQ(write(fd, "\n", 1), 1);
    CHECK_EQ(close(fd), 0);
    CHECK_EQ(size_of(path), 5);
    CHECK_EQ(remove(path), 0);
    return NULL;
}

TEST(rename_replaces) {
    char a[2048], b[2048];
    snprintf(a, sizeof a, "%s/new-%s", dir, uname);
    snprintf(b, sizeof b, "%s/old-%s", dir, uname);
    CHECK_EQ(write_text(b, "wb", "old contents"), 0);
    CHECK_EQ(write_text(a, "wb", "new"), 0);
    CHECK_EQ(rename(a, b), 0);
    CHECK_EQ(size_of(a), -1);
    size_t len;
    unsigned char *got = read_whole(b, &len);
    CHECK(got && len == 3 && !memcmp(got, "new", 3));
    free(got);
    CHECK_EQ(rename(a, b), -1); /* the source is gone now */
    CHECK_EQ(errno, ENOENT);
    CHECK_EQ(unlink(b), 0);
    return NULL;
}

TEST(folders) {
    char sub[2048];
    snprintf(sub, sizeof sub, "%s/sub-%s", dir, uname);
    CHECK_EQ(mkdir(sub, 0777), 0);
    CHECK_EQ(mkdir(sub, 0777), -1);
    CHECK_EQ(errno, EEXIST);
    struct stat st;
    CHECK_EQ(stat(sub, &st), 0);
    CHECK(S_ISDIR(st.st_mode));
    CHECK_EQ(mkdir("C:", 0777), -1); /* make_dirs walks through the drive */
    CHECK_EQ(errno, EEXIST);
    CHECK_EQ(mkdir("Z:/", 0777), -1);
    CHECK_EQ(errno, EEXIST);
    CHECK_EQ(mkdir("//server/share", 0777), -1);
    CHECK_EQ(errno, EEXIST);
    CHECK_EQ(mkdir("/", 0777), -1); /* make_dirs("//server/share/out") starts there */
    CHECK_EQ(errno, EEXIST);
    /* a folder opened for fsync (out_sync_fs, out_commit's durable files) */
    int fd = open(sub, O_RDONLY | O_DIRECTORY);
    CHECK(fd >= 0);
    CHECK_EQ(fsync(fd), 0);
    CHECK_EQ(close(fd), 0);
    CHECK_EQ(rmdir(sub), 0);
    CHECK_EQ(stat(sub, &st), -1);
    return NULL;
}

TEST(dirnames) {
    static const char *const cases[][2] = {
        {"C:/a/b", "C:/a"}, {"C:/a", "C:/"}, {"C:\\a\\b.wad", "C:\\a"}, {"b", "."}, {"/a", "/"}, {"a/b/", "a"},
        {"C:b", "C:"},      {"", "."},       {"a//b", "a"},             {"/", "/"}, {"C:/", "C:/"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "%s", cases[i][0]);
        const char *got = dirname(buf);
        if (strcmp(got, cases[i][1])) FAILF("dirname(\"%s\") = \"%s\", expected \"%s\"", cases[i][0], got, cases[i][1]);
    }
    return NULL;
}

TEST(map_and_pread) {
    char path[2048];
    snprintf(path, sizeof path, "%s/map-%s", dir, uname);
    enum { N = 100000 };
    static unsigned char want[N];
    for (size_t i = 0; i < N; i++) want[i] = (unsigned char)(i * 7 + (i >> 8));
    FILE *f = fopen(path, "wb");
    CHECK(f && fwrite(want, 1, N, f) == N);
    CHECK_EQ(fclose(f), 0);
    int fd = open(path, O_RDONLY);
    CHECK(fd >= 0);
    struct stat st;
    CHECK_EQ(fstat(fd, &st), 0);
    CHECK_EQ(st.st_size, N);
    const unsigned char *p = mmap(NULL, N, PROT_READ, MAP_PRIVATE, fd, 0);
    CHECK(p != MAP_FAILED);
    CHECK(!memcmp(p, want, N));
    CHECK_EQ(madvise((void *)p, 4096, MADV_DONTNEED), 0);
    CHECK_EQ(p[4095], want[4095]); /* still readable after the (empty) advice */
    static unsigned char got[N];
    CHECK_EQ(pread(fd, got, 50000, 70000), 30000); /* short at the end */
    CHECK(!memcmp(got, want + 70000, 30000));
    CHECK_EQ(pread(fd, got, 10, 3), 10);
    CHECK(!memcmp(got, want + 3, 10));
    CHECK_EQ(pread(fd, got, 10, N), 0);
    CHECK_EQ(pread(fd, got, 10, (int64_t)1 << 33), 0); /* an offset past 4 GiB reaches the API whole */
    CHECK(mmap(NULL, N, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED);
    CHECK_EQ(munmap((void *)p, N), 0);
    CHECK(posix_fallocate(fd, 0, 1 << 20) != 0); /* read-only: an error number, not -1 */
    CHECK(posix_fallocate(fd, 0, 1 << 20) > 0);
    CHECK_EQ(close(fd), 0);
    /* the manifest's reserve (extract/wad.c): the file grows to the size asked, never shrinks */
    fd = open(path, O_RDWR);
    CHECK(fd >= 0);
    CHECK_EQ(posix_fallocate(fd, 0, 1 << 20), 0);
    CHECK_EQ(posix_fallocate(fd, 0, 1000), 0);
    CHECK_EQ(fsync(fd), 0);
    CHECK_EQ(close(fd), 0);
    CHECK_EQ(size_of(path), 1 << 20);
    CHECK_EQ(truncate(path, 4096), 0);
    CHECK_EQ(size_of(path), 4096);
    CHECK_EQ(remove(path), 0);
    return NULL;
}

TEST(memory_streams) {
    char *a = NULL, *b = NULL;
    size_t alen = 1, blen = 1;
    FILE *fa = open_memstream(&a, &alen), *fb = open_memstream(&b, &blen);
    CHECK(fa && fb && alen == 0 && blen == 0);
    for (int i = 0; i < 5000; i++) fprintf(fa, "line %d\n", i);
    fputs("second", fb);
    fputc(0, fb); /* an embedded NUL is kept */
    fputs("x", fb);
    CHECK_EQ(fclose(fb), 0);
    CHECK_EQ(blen, 8);
    CHECK(!memcmp(b, "second\0x", 8) && b[8] == 0);
    CHECK_EQ(fclose(fa), 0);
    CHECK_EQ(alen, 7 * 10 + 8 * 90 + 9 * 900 + 10 * 4000); /* "line N\n" by digit count */
    CHECK(!strncmp(a, "line 0\nline 1\n", 14) && !strcmp(a + alen - 10, "line 4999\n"));
    free(a);
    free(b);
    /* the emptied files serve the next streams: none of the earlier bytes show */
    for (int i = 0; i < 3; i++) {
        FILE *f = open_memstream(&a, &alen);
        CHECK(f != NULL);
        fputc('z' - i, f);
        CHECK_EQ(fclose(f), 0);
        CHECK(alen == 1 && a[0] == 'z' - i && a[1] == 0);
        free(a);
    }
    return NULL;
}

static int by_key(const void *x, const void *y, void *user) {
    const int *key = user;
    int a = key[*(const int *)x], b = key[*(const int *)y];
    return a < b ? -1 : a > b;
}

TEST(sort_and_search) {
    int key[] = {50, 10, 40, 30, 20}, order[] = {0, 1, 2, 3, 4};
    qsort_r(order, 5, sizeof *order, by_key, key);
    CHECK(order[0] == 1 && order[1] == 4 && order[2] == 3 && order[3] == 2 && order[4] == 0);
    static const char hay[] = "abcabd\0abde";
    CHECK(memmem(hay, sizeof hay - 1, "abd", 3) == hay + 3);
    CHECK(memmem(hay, sizeof hay - 1, "\0ab", 3) == hay + 6);
    CHECK(memmem(hay, sizeof hay - 1, "abdf", 4) == NULL);
    CHECK(memmem(hay, 2, "abc", 3) == NULL);
    void *p = NULL;
    CHECK_EQ(posix_memalign(&p, 16, 100), 0);
    CHECK(p && ((uintptr_t)p & 15) == 0);
    free(p);
    CHECK_EQ(posix_memalign(&p, 64, 100), EINVAL);
    return NULL;
}

TEST(long_paths) {
    char path[2048];
    int n = snprintf(path, sizeof path, "%s", dir);
    for (int i = 0; i < 4; i++) { /* 4 x 90 bytes of folders: past MAX_PATH (260) */
        n += snprintf(path + n, sizeof path - (size_t)n, "/%s-%0*d", uname, 60, i);
        CHECK_EQ(mkdir(path, 0777), 0);
    }
    CHECK(strlen(path) > 300);
    char file[2100], moved[2100];
    snprintf(file, sizeof file, "%s/a.bin", path);
    snprintf(moved, sizeof moved, "%s/b.bin", path);
    CHECK_EQ(write_text(file, "wb", "long"), 0);
    CHECK_EQ(rename(file, moved), 0);
    CHECK_EQ(size_of(moved), 4);
    DIR *d = opendir(path);
    CHECK(d != NULL);
    struct dirent *e;
    int seen = 0;
    while ((e = readdir(d))) seen += !strcmp(e->d_name, "b.bin");
    closedir(d);
    CHECK_EQ(seen, 1);
    CHECK_EQ(remove(moved), 0);
    for (int i = 0; i < 4; i++) {
        CHECK_EQ(rmdir(path), 0);
        *strrchr(path, '/') = 0;
    }
    return NULL;
}

static volatile int stops;
static void on_stop(int sig) { stops += sig == SIGTERM; }

TEST(signals_and_processes) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_stop;
    CHECK_EQ(sigaction(SIGTERM, &sa, NULL), 0);
    CHECK_EQ(sigaction(SIGINT, &sa, NULL), 0);
    raise(SIGTERM);
    raise(SIGTERM); /* still armed: the C runtime resets it before each call */
    CHECK_EQ(stops, 2);
    CHECK_EQ(sigaction(SIGBUS, &sa, NULL), 0); /* accepted, never delivered */
    CHECK_EQ(kill(getpid(), 0), 0);
    CHECK_EQ(kill(0x7FFFFFF0, 0), -1); /* no such process: a leftover's owner is gone */
    CHECK_EQ(errno, ESRCH);
    CHECK(sysconf(_SC_NPROCESSORS_ONLN) >= 1);
    CHECK_EQ(sysconf(_SC_PAGESIZE), 4096);
    struct rusage ru;
    CHECK_EQ(getrusage(RUSAGE_SELF, &ru), 0);
    CHECK(ru.ru_maxrss > 0);
    char exe[1024];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    CHECK(n > 20);
    exe[n] = 0;
    CHECK(!strchr(exe, '\\'));
    CHECK(!strcmp(exe + n - 20, "/test_compat_win.exe"));
    CHECK_EQ(readlink("/elsewhere", exe, sizeof exe), -1);
    return NULL;
}

TEST(arguments) {
    if (argc_ != 5) FAILF("%d arguments, expected 5", argc_);
    /* '\' -> '/', UTF-8 through the wide command line; --entry's value untouched */
    char want[256];
    snprintf(want, sizeof want, "Z:/x/%s", uname);
    if (strcmp(argv_[2], want)) FAILF("argv[2] = \"%s\", expected \"%s\"", argv_[2], want);
    CHECK(!strcmp(argv_[3], "--entry") && !strcmp(argv_[4], "a\\b"));
    return NULL;
}

int main(int argc, char **argv) {
    compat_args(&argc, &argv);
    argc_ = argc, argv_ = argv;
    if (argc < 2) {
        fprintf(stderr, "usage: test_compat_win OUTDIR ...\n");
        return 2;
    }
    mkdir(argv[1], 0777);
    int made = -1; /* a fresh folder, whatever a failed run left (wine reuses process ids) */
    for (unsigned n = 0; made != 0 && n < 1000; n++) {
        snprintf(dir, sizeof dir, "%s/run%u", argv[1], n);
        made = mkdir(dir, 0777);
    }
    if (made != 0) {
        perror(dir);
        return 1;
    }
    static const test_case cases[] = {T(utf8_names),     T(binary_files),    T(rename_replaces), T(folders),
                                      T(dirnames),       T(map_and_pread),   T(memory_streams),  T(sort_and_search),
                                      T(long_paths),     T(signals_and_processes), T(arguments)};
    int rc = RUN_TESTS("compat_win", cases);
    if (rc == 0) rmdir(dir); /* empty when every test passed */
    return rc;
}
