/* The rest of compat.h on Windows: arguments, memory streams, sorting with a context,
 * signals, processes, system figures. */
#define WARP_COMPAT_IMPL
#define _WIN32_WINNT 0x0601
#define PSAPI_VERSION 2 /* GetProcessMemoryInfo from kernel32 */
#include "platform/compat.h"

#include <sys/resource.h>
#include <wchar.h>
#include <windows.h> /* before the headers below, which need its types */
#include <psapi.h>
#include <shellapi.h>

#include "platform/compat_win.h"

/* ---- arguments ------------------------------------------------------------------------- */

static UINT console_cp;
static void restore_console(void) { SetConsoleOutputCP(console_cp); }

void compat_args(int *argc, char ***argv) {
    if ((console_cp = GetConsoleOutputCP()) != 0 && console_cp != CP_UTF8 && SetConsoleOutputCP(CP_UTF8))
        atexit(restore_console); /* the console window is the user's: give its code page back */
    int n = 0;
    wchar_t **wargv = CommandLineToArgvW(GetCommandLineW(), &n);
    char **v = wargv && n > 0 ? calloc((size_t)n + 1, sizeof *v) : NULL;
    if (!v) { /* keep the C runtime's (ANSI code page) arguments */
        LocalFree(wargv);
        return;
    }
    for (int i = 0; i < n; i++) {
        if (!(v[i] = compat_narrow(wargv[i]))) {
            fprintf(stderr, "warp: out of memory\n");
            exit(1);
        }
        if (i > 0 && !strcmp(v[i - 1], "--entry")) continue; /* a WAD entry's name, not a path */
        for (char *s = v[i]; *s; s++)
            if (*s == '\\') *s = '/';
    }
    LocalFree(wargv);
    *argc = n;
    *argv = v; /* lives as long as the process */
}

/* ---- memory streams -------------------------------------------------------------------- */

/* A memory stream is a delete-on-close temporary file that compat_fclose reads back into
 * *ptr. Closed streams' files are emptied and kept for the next stream (the extractor
 * opens two per WAD entry), so files are created only as many as are open at once; they
 * are deleted when the process ends. */
typedef struct memstream {
    FILE *f;
    char **ptr;
    size_t *size;
    struct memstream *next;
} memstream;
static memstream *streams, *spare; /* open ones; emptied ones for reuse */
static unsigned spare_count;
static SRWLOCK streams_lock = SRWLOCK_INIT;

static FILE *temp_file(void) {
    wchar_t dir[MAX_PATH + 1], name[MAX_PATH + 1];
    DWORD n = GetTempPathW(MAX_PATH + 1, dir);
    if (!n || n > MAX_PATH || !GetTempFileNameW(dir, L"wrp", 0, name)) { /* creates the file */
        errno = compat_errno_of(GetLastError());
        return NULL;
    }
    FILE *f = _wfopen(name, L"w+bTD"); /* T: held in memory while the cache has room; D: deleted on close */
    if (!f) {
        int e = errno;
        DeleteFileW(name);
        errno = e;
    }
    return f;
}

FILE *compat_open_memstream(char **ptr, size_t *size) {
    AcquireSRWLockExclusive(&streams_lock);
    memstream *m = spare;
    if (m) spare = m->next, spare_count--;
    ReleaseSRWLockExclusive(&streams_lock);
    if (!m) {
        if (!(m = malloc(sizeof *m))) {
            errno = ENOMEM;
            return NULL;
        }
        if (!(m->f = temp_file())) {
            int e = errno;
            free(m);
            errno = e;
            return NULL;
        }
    }
    m->ptr = ptr;
    m->size = size;
    *ptr = NULL;
    *size = 0;
    AcquireSRWLockExclusive(&streams_lock);
    m->next = streams;
    streams = m;
    ReleaseSRWLockExclusive(&streams_lock);
    return m->f;
}

/* The stream's bytes into a malloc'ed, NUL-terminated *ptr; 0 or EOF with errno. */
static int read_back(memstream *m) {
    if (fflush(m->f) != 0 || _fseeki64(m->f, 0, SEEK_END) != 0) return EOF;
    int64_t n = _ftelli64(m->f);
    char *buf = n >= 0 && (uint64_t)n < SIZE_MAX ? malloc((size_t)n + 1) : NULL;
    if (!buf) {
        errno = ENOMEM;
        return EOF;
    }
    rewind(m->f);
    if (fread(buf, 1, (size_t)n, m->f) != (size_t)n) {
        free(buf);
        errno = EIO;
        return EOF;
    }
    buf[n] = 0;
    *m->ptr = buf;
    *m->size = (size_t)n;
    return 0;
}

int compat_fclose(FILE *f) {
    memstream *m = NULL;
    AcquireSRWLockExclusive(&streams_lock);
    for (memstream **p = &streams; *p; p = &(*p)->next)
        if ((*p)->f == f) {
            m = *p;
            *p = m->next;
            break;
        }
    ReleaseSRWLockExclusive(&streams_lock);
    if (!m) return fclose(f);
    int rc = read_back(m), e = errno;
    rewind(f); /* emptied for the next stream, or closed when 64 wait already or it failed */
    int keep = rc == 0 && _chsize_s(_fileno(f), 0) == 0;
    AcquireSRWLockExclusive(&streams_lock);
    if (keep && spare_count < 64) {
        m->next = spare, spare = m, spare_count++;
        m = NULL;
    }
    ReleaseSRWLockExclusive(&streams_lock);
    if (m) {
        if (fclose(f) != 0 && rc == 0) rc = EOF, e = errno;
        free(m);
    }
    errno = e;
    return rc;
}

void *compat_memmem(const void *hay, size_t hay_len, const void *needle, size_t needle_len) {
    const char *h = hay;
    if (needle_len == 0) return (void *)h;
    for (size_t i = 0; needle_len <= hay_len && i <= hay_len - needle_len; i++)
        if (h[i] == *(const char *)needle && !memcmp(h + i, needle, needle_len)) return (void *)(h + i);
    return NULL;
}

int compat_posix_memalign(void **p, size_t align, size_t size) {
    if (align == 0 || (align & (align - 1)) || align > 16) return EINVAL; /* Win64 malloc: 16 */
    return (*p = malloc(size ? size : 1)) ? 0 : ENOMEM;
}

/* qsort_r through qsort: the comparison and its context in thread-local storage (saved
 * and restored, so a comparison may sort too). */
static _Thread_local struct {
    int (*cmp)(const void *, const void *, void *);
    void *user;
} sort_ctx;

static int sort_trampoline(const void *a, const void *b) { return sort_ctx.cmp(a, b, sort_ctx.user); }

void compat_qsort_r(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *, void *), void *user) {
    __typeof__(sort_ctx) saved = sort_ctx;
    sort_ctx.cmp = cmp;
    sort_ctx.user = user;
    qsort(base, n, size, sort_trampoline);
    sort_ctx = saved;
}

/* ---- system ---------------------------------------------------------------------------- */

long compat_sysconf(int name) {
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    if (name == _SC_PAGESIZE) return (long)si.dwPageSize;
    if (name == _SC_NPROCESSORS_ONLN) return (long)si.dwNumberOfProcessors;
    errno = EINVAL;
    return -1;
}

int compat_getrusage(int who, struct rusage *ru) {
    PROCESS_MEMORY_COUNTERS pmc;
    if (who != RUSAGE_SELF || !GetProcessMemoryInfo(GetCurrentProcess(), &pmc, sizeof pmc)) {
        errno = EINVAL;
        return -1;
    }
    ru->ru_maxrss = (long)(pmc.PeakWorkingSetSize / 1024);
    return 0;
}

/* ---- signals, processes ---------------------------------------------------------------- */

/* The C runtime resets a handler to SIG_DFL before calling it (and runs SIGINT's on the
 * console's control thread); the trampoline arms it again first, so a second Ctrl-C
 * reaches the tool's handler as on POSIX. */
static void (*volatile handlers[NSIG])(int);

static void trampoline(int sig) {
    signal(sig, trampoline);
    handlers[sig](sig);
}

int compat_sigaction(int sig, const struct sigaction *sa, struct sigaction *old) {
    if (old) memset(old, 0, sizeof *old);
    if (!sa || (sig != SIGINT && sig != SIGTERM)) return 0; /* never delivered here */
    if (sa->sa_flags & SA_SIGINFO) {
        errno = EINVAL;
        return -1;
    }
    handlers[sig] = sa->sa_handler;
    int plain = sa->sa_handler == SIG_DFL || sa->sa_handler == SIG_IGN;
    return signal(sig, plain ? sa->sa_handler : trampoline) == SIG_ERR ? -1 : 0;
}

int compat_kill(int pid, int sig) {
    if (sig != 0) {
        errno = EINVAL;
        return -1;
    }
    HANDLE h = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, FALSE, (DWORD)pid);
    if (!h) { /* no such process, or one we may not look at (then it runs) */
        if (GetLastError() != ERROR_INVALID_PARAMETER) return 0;
        errno = ESRCH;
        return -1;
    }
    DWORD code = 0;
    int alive = GetExitCodeProcess(h, &code) && code == STILL_ACTIVE;
    CloseHandle(h);
    if (alive) return 0;
    errno = ESRCH;
    return -1;
}
