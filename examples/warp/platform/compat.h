/* The POSIX the warp tool uses, on Windows (mingw-w64). Force-included into every source
 * of the tool there (meson: -include compat.h), with compat-include/ standing in for the
 * headers Windows lacks (sys/mman.h, sys/resource.h, dirent.h); compat_win.c (files and
 * paths) and compat_win_sys.c (the rest) implement it. POSIX builds never see this file.
 *
 * - File names are UTF-8, as on Linux: every call that takes a path converts it to
 *   UTF-16 and calls the wide API; compat_args gives main its arguments in UTF-8 and
 *   turns '\' into '/' in them (the tool splits paths on '/', Windows takes either),
 *   except the value of --entry, which names a WAD entry, not a file.
 * - Files are opened binary (no "\n" -> "\r\n"): outputs are the bytes Linux writes.
 * - rename replaces an existing file, as POSIX rename does.
 * - mkdir takes POSIX's two arguments and says EEXIST for a drive ("C:") or a share root.
 * - open_memstream writes to a temporary file that fclose reads back into *ptr (the
 *   tool reads the text only after fclose).
 * - Signals: SIGINT (Ctrl-C) and SIGTERM through the C runtime's signal(), re-armed on each
 *   delivery. SIGBUS (a mapped file that shrinks) cannot happen: Windows refuses to
 *   truncate a mapped file. */
#ifndef WARP_TOOL_COMPAT_H
#define WARP_TOOL_COMPAT_H
#ifdef _WIN32

/* The system headers first: the macros below must not rename their declarations. */
#include <direct.h>
#include <errno.h>
#include <fcntl.h>
#include <io.h>
#include <libgen.h>
#include <process.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* Arguments as UTF-8 from the wide command line; the console shows UTF-8 until exit. */
void compat_args(int *argc, char ***argv);

/* Paths: UTF-8 in, the wide API underneath. */
FILE *compat_fopen(const char *path, const char *mode);
int compat_open(const char *path, int flags, ...);
int compat_rename(const char *from, const char *to);
int compat_remove(const char *path);
int compat_mkdir(const char *path);
int compat_rmdir(const char *path);
int compat_access(const char *path, int mode);
int compat_truncate(const char *path, int64_t len);
char *compat_dirname(char *path);
ssize_t compat_readlink(const char *path, char *buf, size_t cap); /* "/proc/self/exe" only */
#define O_DIRECTORY 0x10000000 /* open a folder (to fsync it) */
#define O_CLOEXEC _O_NOINHERIT

/* stat with the fields the tool reads: `struct stat` and stat() both become compat_stat. */
struct compat_stat {
    unsigned st_mode;
    int64_t st_size;
};
int compat_stat(const char *path, struct compat_stat *st);
int compat_fstat(int fd, struct compat_stat *st);

/* Reads and writes at an offset, flushes, space. fsync of a folder succeeds doing nothing (NTFS
 * journals the rename itself); sync() flushes nothing, as Windows has no flush of a
 * volume without administrator rights: files are still complete, closed and renamed. */
ssize_t compat_pread(int fd, void *buf, size_t len, int64_t offset);
ssize_t compat_pwrite(int fd, const void *buf, size_t len, int64_t offset);
int compat_fsync(int fd);
int compat_posix_fallocate(int fd, int64_t offset, int64_t len);

/* Memory. posix_memalign is malloc (16-byte aligned on Win64), so free() releases it;
 * larger alignments fail with EINVAL. */
FILE *compat_open_memstream(char **ptr, size_t *size);
int compat_fclose(FILE *f);
void *compat_memmem(const void *hay, size_t hay_len, const void *needle, size_t needle_len);
int compat_posix_memalign(void **p, size_t align, size_t size);
void compat_qsort_r(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *, void *), void *user);

/* System. */
#define _SC_PAGESIZE 1
#define _SC_NPROCESSORS_ONLN 2
long compat_sysconf(int name);

/* Signals: sigaction over signal(); SIGINT and SIGTERM only, the others are accepted and
 * never delivered. */
#define SIGBUS 10
#define SIGXFSZ 25
#define SA_RESTART 0x1
#define SA_SIGINFO 0x2
typedef struct {
    void *si_addr;
} siginfo_t;
struct sigaction {
    void (*sa_handler)(int);
    void (*sa_sigaction)(int, siginfo_t *, void *);
    _sigset_t sa_mask;
    int sa_flags;
};
int compat_sigaction(int sig, const struct sigaction *sa, struct sigaction *old);
int compat_kill(int pid, int sig); /* sig 0 only: 0 while the process runs, else ESRCH */
static inline int sigemptyset(_sigset_t *set) {
    *set = 0;
    return 0;
}
static inline int sigaddset(_sigset_t *set, int sig) {
    *set |= 1u << (sig & 31);
    return 0;
}

#ifndef WARP_COMPAT_IMPL /* the implementation calls the real functions */
/* The tool prints through mingw-w64's C99 printf (__USE_MINGW_ANSI_STDIO): its
 * `format(printf, ...)` attributes check against that one, not msvcrt's. */
#define format(archetype, ...) format(gnu_##archetype, __VA_ARGS__)
#define fopen(p, m) compat_fopen(p, m)
#define open(...) compat_open(__VA_ARGS__)
#define rename(a, b) compat_rename(a, b)
#define remove(p) compat_remove(p)
#define unlink(p) compat_remove(p)
#define mkdir(p, mode) compat_mkdir(p)
#define rmdir(p) compat_rmdir(p)
#define access(p, m) compat_access(p, m)
#define truncate(p, n) compat_truncate(p, n)
#define dirname(p) compat_dirname(p)
#define readlink(p, b, n) compat_readlink(p, b, n)
#undef stat
#undef fstat
#define stat compat_stat
#define lstat compat_stat /* an output folder holds no symbolic links to tell apart */
#define fstat compat_fstat
#define pread(fd, b, n, off) compat_pread(fd, b, n, off)
#define pwrite(fd, b, n, off) compat_pwrite(fd, b, n, off)
#define fsync(fd) compat_fsync(fd)
#define fdatasync(fd) compat_fsync(fd)
#define sync() ((void)0)
#define posix_fallocate(fd, off, n) compat_posix_fallocate(fd, off, n)
#define open_memstream(p, n) compat_open_memstream(p, n)
#define fclose(f) compat_fclose(f)
#define memmem(h, hn, n, nn) compat_memmem(h, hn, n, nn)
#define posix_memalign(p, a, n) compat_posix_memalign(p, a, n)
#define qsort_r(b, n, s, c, u) compat_qsort_r(b, n, s, c, u)
#define flockfile(f) _lock_file(f)
#define funlockfile(f) _unlock_file(f)
#define sysconf(n) compat_sysconf(n)
#define sigaction(s, a, o) compat_sigaction(s, a, o)
#define kill(pid, sig) compat_kill(pid, sig)
#endif

#endif /* _WIN32 */
#endif
