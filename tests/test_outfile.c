/* examples/warp/platform/outfile.c: files appear under their final name only when complete; every
 * failure removes the temporary file; temporary names are recognisable and a dead run's
 * leftovers are cleaned (a live one's are not); a lack of space (EFBIG here, through
 * RLIMIT_FSIZE) is recorded once with its folder and cancels later outputs; data mapped
 * from a file that shrank faults for the caller's handler instead of failing the write. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "platform/outfile.h"

static char dir[256];

static int exists(const char *rel) {
    char path[512];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    return stat(path, &st) == 0;
}

/* Files in a folder of dir (or dir itself for ""), temporary ones counted apart. */
static unsigned count_files(const char *sub, unsigned *temps) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, sub);
    DIR *d = opendir(path);
    unsigned n = 0;
    *temps = 0;
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (e->d_name[0] != '.' || out_is_temp(e->d_name)) out_is_temp(e->d_name) ? (*temps)++ : n++;
    if (d) closedir(d);
    return n;
}

static void touch(const char *rel) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, rel);
    FILE *f = fopen(path, "wb");
    if (f) fclose(f);
}

TEST(commit_and_abort) {
    char path[512];
    unsigned temps;
    snprintf(path, sizeof path, "%s/a.bin", dir);
    uint64_t files0, bytes0, files1, bytes1;
    out_totals(&files0, &bytes0);
    CHECK_EQ(out_write_file(path, "hello", 5), 0);
    out_totals(&files1, &bytes1);
    CHECK(files1 == files0 + 1 && bytes1 == bytes0 + 5);
    size_t n;
    unsigned char *b = read_whole(path, &n);
    CHECK(b && n == 5 && !memcmp(b, "hello", 5));
    free(b);
    /* streamed: nothing under the final name before the commit, the temporary beside it */
    out_file o;
    snprintf(path, sizeof path, "%s/b.bin", dir);
    CHECK_EQ(out_open(&o, path), 0);
    fputs("partial", o.f);
    fflush(o.f);
    CHECK(!exists("b.bin"));
    CHECK(count_files("", &temps) == 1 && temps == 1);
    const char *base = strrchr(o.tmp, '/') + 1;
    CHECK(out_is_temp(base) && strchr(base, '#')); /* '#' is never in an output name */
    out_abort(&o);
    CHECK(!exists("b.bin") && count_files("", &temps) == 1 && temps == 0);
    out_abort(&o); /* released: safe again */
    /* durable commit */
    CHECK_EQ(out_open(&o, path), 0);
    o.durable = 1;
    fputs("whole", o.f);
    CHECK_EQ(out_commit(&o), 0);
    CHECK(exists("b.bin") && count_files("", &temps) == 2 && temps == 0);
    /* a rename that fails (a folder holds the name): error, temporary removed */
    snprintf(path, sizeof path, "%s/sub", dir);
    CHECK_EQ(mkdir(path, 0777), 0);
    touch("sub/keep.png");
    errno = 0;
    CHECK_EQ(out_write_file(path, "x", 1), -1);
    CHECK(errno == EISDIR || errno == EEXIST || errno == ENOTEMPTY);
    CHECK(count_files("", &temps) == 3 && temps == 0); /* a.bin, b.bin, sub */
    /* no folder: nothing created */
    snprintf(path, sizeof path, "%s/missing/c.bin", dir);
    CHECK_EQ(out_write_file(path, "x", 1), -1);
    CHECK_EQ(errno, ENOENT);
    return NULL;
}

TEST(leftovers) {
    /* a pid that is gone: a reaped child's */
    pid_t child = fork();
    if (child == 0) _exit(0);
    waitpid(child, NULL, 0);
    char name[128];
    snprintf(name, sizeof name, ".#warp-%ld-3.a.png", (long)child);
    touch(name);
    snprintf(name, sizeof name, "sub/.#warp-%ld-4.b.glb", (long)child);
    touch(name);
    snprintf(name, sizeof name, ".#warp-%ld-5.live.png", (long)getppid()); /* a live run's */
    touch(name);
    touch(".hidden"); /* not ours */
    CHECK_EQ(out_clean_leftovers(dir), 2u);
    unsigned temps;
    CHECK(count_files("", &temps) == 3 && temps == 1); /* a.bin, b.bin, sub; the live one */
    CHECK(count_files("sub", &temps) == 1 && temps == 0);
    CHECK(exists(".hidden") && exists("sub/keep.png"));
    CHECK(!out_is_temp("a.png") && !out_is_temp(".#warp") && out_is_temp(".#warp-1-2.x"));
    return NULL;
}

TEST(disk_full_cancels) {
    char path[512], folder[512];
    int err = 0;
    CHECK(!out_disk_full(folder, sizeof folder, &err));
    CHECK(!out_cancelled());
    CHECK(out_is_space_error(ENOSPC) && out_is_space_error(EFBIG) && !out_is_space_error(EACCES));
    /* a file over RLIMIT_FSIZE: EFBIG (SIGXFSZ ignored, as the tool does) */
    signal(SIGXFSZ, SIG_IGN);
    struct rlimit old, lim = {8192, 8192};
    getrlimit(RLIMIT_FSIZE, &old);
    lim.rlim_max = old.rlim_max;
    CHECK_EQ(setrlimit(RLIMIT_FSIZE, &lim), 0);
    static char big[65536];
    snprintf(path, sizeof path, "%s/sub/big.bin", dir);
    int rc = out_write_file(path, big, sizeof big);
    int e = errno;
    setrlimit(RLIMIT_FSIZE, &old);
    CHECK_EQ(rc, -1);
    CHECK_EQ(e, EFBIG);
    unsigned temps;
    CHECK(!exists("sub/big.bin") && count_files("sub", &temps) == 1 && temps == 0);
    CHECK(out_disk_full(folder, sizeof folder, &err));
    char want[512];
    snprintf(want, sizeof want, "%s/sub", dir);
    CHECK(!strcmp(folder, want) && err == EFBIG);
    /* cancelled: the next output is refused before it starts, until out_uncancel */
    CHECK(out_cancelled());
    snprintf(path, sizeof path, "%s/d.bin", dir);
    CHECK_EQ(out_write_file(path, "x", 1), -1);
    CHECK_EQ(errno, ECANCELED);
    CHECK(!exists("d.bin"));
    out_uncancel();
    CHECK_EQ(out_write_file(path, "x", 1), 0);
    CHECK(out_disk_full(NULL, 0, NULL)); /* recorded once, for the run */
    return NULL;
}

/* Data mapped from a file that lost its pages (a WAD that shrank): the copy faults where
 * a SIGBUS handler sees it (as the tool's: a page of zeros, then the commit check says
 * no), never a write error. */
static volatile sig_atomic_t faulted;
static void on_bus(int sig, siginfo_t *si, void *ctx) {
    (void)sig, (void)ctx;
    void *page = (void *)((uintptr_t)si->si_addr & ~(uintptr_t)(sysconf(_SC_PAGESIZE) - 1));
    if (mmap(page, (size_t)sysconf(_SC_PAGESIZE), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) ==
        MAP_FAILED)
        _exit(1);
    faulted = 1;
}
static int refuse_after_fault(void) { return faulted != 0; }

TEST(lost_pages_fault_not_fail) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    char src[512], path[512];
    snprintf(src, sizeof src, "%s/src.bin", dir);
    snprintf(path, sizeof path, "%s/copy.bin", dir);
    int fd = open(src, O_RDWR | O_CREAT | O_TRUNC, 0666);
    CHECK(fd >= 0 && ftruncate(fd, (off_t)(4 * page)) == 0);
    const uint8_t *m = mmap(NULL, 4 * page, PROT_READ, MAP_SHARED, fd, 0);
    CHECK(m != MAP_FAILED);
    CHECK_EQ(ftruncate(fd, (off_t)page), 0); /* pages 1-3 are gone */
    close(fd);
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_bus;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGBUS, &sa, &old);
    unsigned temps, temps_before, files_before = count_files("", &temps_before);
    out_set_commit_check(refuse_after_fault);
    int rc = out_write_file(path, m, 4 * page), e = errno;
    out_set_commit_check(NULL);
    sigaction(SIGBUS, &old, NULL);
    munmap((void *)(uintptr_t)m, 4 * page);
    CHECK_EQ(faulted, 1);
    CHECK_EQ(rc, -1);
    CHECK_EQ(e, EIO);
    CHECK(!exists("copy.bin")); /* nothing new: no copy, no temporary file left */
    CHECK_EQ(count_files("", &temps), files_before);
    CHECK_EQ(temps, temps_before);
    return NULL;
}

int main(void) {
    snprintf(dir, sizeof dir, "/tmp/warp_outfile_XXXXXX");
    if (!mkdtemp(dir)) return 1;
    static const test_case cases[] = {T(commit_and_abort), T(leftovers), T(lost_pages_fault_not_fail),
                                      T(disk_full_cancels)};
    int rc = RUN_TESTS("outfile", cases);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) rc = 1;
    return rc;
}
