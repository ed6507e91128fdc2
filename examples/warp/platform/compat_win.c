/* Files and paths of compat.h on Windows: UTF-8 names through the wide API, binary files,
 * a rename that replaces, folders read with FindFirstFileW. */
#define WARP_COMPAT_IMPL
#define _WIN32_WINNT 0x0601
#include "platform/compat.h"

#include <dirent.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <wchar.h>
#include <windows.h>

#include "platform/compat_win.h"

/* ---- errors and names ------------------------------------------------------------------ */

int compat_errno_of(DWORD err) {
    switch (err) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_INVALID_NAME:
    case ERROR_BAD_NETPATH:
    case ERROR_INVALID_DRIVE: return ENOENT;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
    case ERROR_USER_MAPPED_FILE: return EACCES;
    case ERROR_FILE_EXISTS:
    case ERROR_ALREADY_EXISTS: return EEXIST;
    case ERROR_DIR_NOT_EMPTY: return ENOTEMPTY;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL: return ENOSPC;
    case ERROR_NOT_ENOUGH_MEMORY:
    case ERROR_OUTOFMEMORY: return ENOMEM;
    case ERROR_FILENAME_EXCED_RANGE: return ENAMETOOLONG;
    case ERROR_DIRECTORY: return ENOTDIR;
    case ERROR_INVALID_HANDLE: return EBADF;
    default: return EIO;
    }
}

static int fail_win(void) {
    errno = compat_errno_of(GetLastError());
    return -1;
}

/* Past MAX_PATH the wide API wants "\\?\" and a full path with '\' only. */
static wchar_t *long_form(wchar_t *w) {
    if (!wcsncmp(w, L"\\\\?\\", 4)) return w;
    DWORD n = GetFullPathNameW(w, 0, NULL, NULL); /* relative names count with the folder they are in */
    if (n < MAX_PATH - 12) return w;              /* CreateDirectory's own limit */
    wchar_t *full = malloc((n + 8) * sizeof *full);
    if (!full || !GetFullPathNameW(w, n, full + 8, NULL)) {
        free(full);
        return w;
    }
    wchar_t *p = full + 8;
    if (p[0] == L'\\' && p[1] == L'\\') { /* \\server\share -> \\?\UNC\server\share */
        p -= 6;
        memcpy(p, L"\\\\?\\UNC", 7 * sizeof *p);
    } else {
        p -= 4;
        memcpy(p, L"\\\\?\\", 4 * sizeof *p);
    }
    memmove(full, p, (wcslen(p) + 1) * sizeof *p);
    free(w);
    return full;
}

wchar_t *compat_widen(const char *s) {
    int n = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (!w || !MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, s, -1, w, n)) {
        free(w);
        errno = n > 0 ? ENOMEM : EILSEQ; /* not UTF-8: no such name on Windows */
        return NULL;
    }
    return long_form(w);
}

char *compat_narrow(const wchar_t *w) {
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, NULL, 0, NULL, NULL);
    char *s = n > 0 ? malloc((size_t)n) : NULL;
    if (!s || !WideCharToMultiByte(CP_UTF8, 0, w, -1, s, n, NULL, NULL)) {
        free(s);
        errno = ENOMEM;
        return NULL;
    }
    return s;
}

/* ---- opening, naming ------------------------------------------------------------------- */

FILE *compat_fopen(const char *path, const char *mode) {
    wchar_t wmode[16];
    size_t k = 0;
    for (const char *m = mode; *m && k < 13; m++) wmode[k++] = (wchar_t)(unsigned char)*m;
    if (!strchr(mode, 'b') && !strchr(mode, 't')) wmode[k++] = L'b';
    wmode[k] = 0;
    wchar_t *w = compat_widen(path);
    FILE *f = w ? _wfopen(w, wmode) : NULL;
    free(w);
    return f;
}

/* A folder as a descriptor: a directory handle (backup semantics) behind an fd. */
static int open_folder(const wchar_t *w) {
    HANDLE h = CreateFileW(w, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, NULL);
    if (h == INVALID_HANDLE_VALUE) return fail_win();
    BY_HANDLE_FILE_INFORMATION info;
    if (!GetFileInformationByHandle(h, &info) || !(info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)) {
        CloseHandle(h);
        errno = ENOTDIR;
        return -1;
    }
    int fd = _open_osfhandle((intptr_t)h, _O_RDONLY);
    if (fd < 0) CloseHandle(h);
    return fd;
}

int compat_open(const char *path, int flags, ...) {
    int mode = 0;
    if (flags & O_CREAT) {
        va_list ap;
        va_start(ap, flags);
        mode = va_arg(ap, int);
        va_end(ap);
    }
    wchar_t *w = compat_widen(path);
    if (!w) return -1;
    int fd;
    if (flags & O_DIRECTORY)
        fd = open_folder(w);
    else /* POSIX modes: only the owner's write bit means anything here */
        fd = _wopen(w, flags | _O_BINARY | _O_NOINHERIT, mode & 0200 ? _S_IREAD | _S_IWRITE : _S_IREAD);
    int e = errno;
    free(w);
    errno = e;
    return fd;
}

int compat_rename(const char *from, const char *to) {
    wchar_t *a = compat_widen(from), *b = a ? compat_widen(to) : NULL;
    int rc = a && b ? (MoveFileExW(a, b, MOVEFILE_REPLACE_EXISTING) ? 0 : fail_win()) : -1;
    int e = errno;
    free(a);
    free(b);
    errno = e;
    return rc;
}

/* One wide call on one path: the shape of remove, rmdir, access. */
#define WIDE_CALL(path, call)                                                                                       \
    do {                                                                                                              \
        wchar_t *w = compat_widen(path);                                                                              \
        if (!w) return -1;                                                                                            \
        int rc_ = (call), e_ = errno;                                                                                 \
        free(w);                                                                                                      \
        errno = e_;                                                                                                   \
        return rc_;                                                                                                   \
    } while (0)

int compat_remove(const char *path) { WIDE_CALL(path, _wremove(w)); }
int compat_rmdir(const char *path) { WIDE_CALL(path, _wrmdir(w)); }
int compat_access(const char *path, int mode) { WIDE_CALL(path, _waccess(w, mode & 06)); }

static int is_sep(char c) { return c == '/' || c == '\\'; }

/* "C:", "C:/", "/", "//server", "//server/share": a root that exists or not, never made
 * (make_dirs walks through them). */
static int is_root(const char *p) {
    if (((p[0] | 32) >= 'a' && (p[0] | 32) <= 'z') && p[1] == ':') return !p[2] || (is_sep(p[2]) && !p[3]);
    if (is_sep(p[0]) && !p[1]) return 1;
    if (!is_sep(p[0]) || !is_sep(p[1])) return 0;
    int parts = 0;
    for (const char *s = p + 2; *s; s++)
        if (is_sep(*s) && s[1] && !is_sep(s[1])) parts++;
    return parts <= 1;
}

int compat_mkdir(const char *path) {
    if (is_root(path)) {
        errno = EEXIST;
        return -1;
    }
    WIDE_CALL(path, _wmkdir(w));
}

int compat_truncate(const char *path, int64_t len) {
    wchar_t *w = compat_widen(path);
    if (!w) return -1;
    HANDLE h = CreateFileW(w, GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, NULL,
                           OPEN_EXISTING, 0, NULL);
    free(w);
    if (h == INVALID_HANDLE_VALUE) return fail_win();
    LARGE_INTEGER at;
    at.QuadPart = len;
    int rc = SetFilePointerEx(h, at, NULL, FILE_BEGIN) && SetEndOfFile(h) ? 0 : fail_win();
    CloseHandle(h);
    return rc;
}

/* POSIX dirname with '/' or '\' and an optional drive: "C:/a/b" -> "C:/a", "C:/a" -> "C:/",
 * "b" -> ".". */
char *compat_dirname(char *path) {
    static char dot[] = ".";
    if (!path || !*path) return dot;
    char *rest = ((path[0] | 32) >= 'a' && (path[0] | 32) <= 'z' && path[1] == ':') ? path + 2 : path;
    size_t m = strlen(rest);
    if (m == 0) return path;
    while (m > 1 && is_sep(rest[m - 1])) m--;
    if (m == 1 && is_sep(rest[0])) {
        rest[1] = 0;
        return path;
    }
    while (m > 0 && !is_sep(rest[m - 1])) m--;
    if (m == 0) {
        if (rest == path) return dot;
        rest[0] = 0;
        return path;
    }
    while (m > 1 && is_sep(rest[m - 1])) m--;
    rest[m] = 0;
    return path;
}

ssize_t compat_readlink(const char *path, char *buf, size_t cap) {
    static wchar_t exe[32768];
    if (strcmp(path, "/proc/self/exe") != 0) {
        errno = EINVAL;
        return -1;
    }
    DWORD n = GetModuleFileNameW(NULL, exe, sizeof exe / sizeof *exe);
    if (!n || n >= sizeof exe / sizeof *exe) return fail_win();
    char *s = compat_narrow(exe);
    if (!s) return -1;
    size_t len = strlen(s);
    if (len > cap) len = cap;
    for (size_t i = 0; i < len; i++) buf[i] = s[i] == '\\' ? '/' : s[i];
    free(s);
    return (ssize_t)len;
}

/* ---- stat, reads, flushes -------------------------------------------------------------- */

int compat_stat(const char *path, struct compat_stat *st) {
    wchar_t *w = compat_widen(path);
    if (!w) return -1;
    WIN32_FILE_ATTRIBUTE_DATA a;
    int ok = GetFileAttributesExW(w, GetFileExInfoStandard, &a);
    free(w);
    if (!ok) return fail_win();
    st->st_mode = a.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? _S_IFDIR | 0755 : _S_IFREG | 0644;
    st->st_size = (int64_t)((uint64_t)a.nFileSizeHigh << 32 | a.nFileSizeLow);
    return 0;
}

int compat_fstat(int fd, struct compat_stat *st) {
    struct _stat64 s;
    if (_fstat64(fd, &s) != 0) return -1;
    st->st_mode = s.st_mode;
    st->st_size = s.st_size;
    return 0;
}

/* The handle of fd and an OVERLAPPED at offset, for a positioned read or write (at most 1 GiB
 * a call, as ReadFile and WriteFile take a DWORD); INVALID_HANDLE_VALUE with errno set. */
static HANDLE overlapped_at(int fd, int64_t offset, OVERLAPPED *at) {
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE || offset < 0) {
        errno = offset < 0 ? EINVAL : EBADF;
        return INVALID_HANDLE_VALUE;
    }
    memset(at, 0, sizeof *at);
    at->Offset = (DWORD)offset;
    at->OffsetHigh = (DWORD)((uint64_t)offset >> 32);
    return h;
}

ssize_t compat_pread(int fd, void *buf, size_t len, int64_t offset) {
    OVERLAPPED at;
    HANDLE h = overlapped_at(fd, offset, &at);
    if (h == INVALID_HANDLE_VALUE) return -1;
    DWORD got = 0, ask = len > (1u << 30) ? 1u << 30 : (DWORD)len;
    if (!ReadFile(h, buf, ask, &got, &at)) return GetLastError() == ERROR_HANDLE_EOF ? 0 : fail_win();
    return (ssize_t)got;
}

ssize_t compat_pwrite(int fd, const void *buf, size_t len, int64_t offset) {
    OVERLAPPED at;
    HANDLE h = overlapped_at(fd, offset, &at);
    if (h == INVALID_HANDLE_VALUE) return -1;
    DWORD put = 0, ask = len > (1u << 30) ? 1u << 30 : (DWORD)len;
    if (!WriteFile(h, buf, ask, &put, &at)) return fail_win();
    return (ssize_t)put;
}

int compat_fsync(int fd) {
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    if (h == INVALID_HANDLE_VALUE) {
        errno = EBADF;
        return -1;
    }
    if (FlushFileBuffers(h)) return 0;
    DWORD err = GetLastError();
    BY_HANDLE_FILE_INFORMATION info; /* a folder opened read-only cannot be flushed: nothing to do */
    if (GetFileInformationByHandle(h, &info) && (info.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY)) return 0;
    errno = compat_errno_of(err);
    return -1;
}

/* The file grows to offset + len when shorter, as posix_fallocate's does (NTFS allocates
 * the space and reads it back as zeros). Returns the error number, not -1. */
int compat_posix_fallocate(int fd, int64_t offset, int64_t len) {
    struct _stat64 s;
    if (offset < 0 || len <= 0) return EINVAL;
    if (_fstat64(fd, &s) != 0) return errno;
    return s.st_size >= offset + len ? 0 : _chsize_s(fd, offset + len);
}

/* ---- mappings -------------------------------------------------------------------------- */

void *compat_mmap(void *addr, size_t len, int prot, int flags, int fd, int64_t offset) {
    (void)addr;
    if (prot != PROT_READ || (flags & (MAP_FIXED | MAP_ANONYMOUS)) || len == 0) {
        errno = EINVAL;
        return MAP_FAILED;
    }
    HANDLE h = (HANDLE)_get_osfhandle(fd);
    HANDLE m = h == INVALID_HANDLE_VALUE ? NULL : CreateFileMappingW(h, NULL, PAGE_READONLY, 0, 0, NULL);
    if (!m) return fail_win(), MAP_FAILED;
    void *p = MapViewOfFile(m, FILE_MAP_READ, (DWORD)((uint64_t)offset >> 32), (DWORD)offset, len);
    DWORD err = GetLastError();
    CloseHandle(m); /* the view keeps the mapping */
    if (!p) {
        errno = compat_errno_of(err);
        return MAP_FAILED;
    }
    return p;
}

int compat_munmap(void *addr, size_t len) {
    (void)len;
    return UnmapViewOfFile(addr) ? 0 : fail_win();
}

/* ---- folders --------------------------------------------------------------------------- */

struct compat_dir {
    HANDLE find;
    WIN32_FIND_DATAW data;
    int have; /* data holds an entry not returned yet */
    struct dirent ent;
};

DIR *compat_opendir(const char *path) {
    size_t n = strlen(path);
    char *pattern = malloc(n + 3);
    if (!pattern) return NULL;
    snprintf(pattern, n + 3, "%s%s*", path, n && is_sep(path[n - 1]) ? "" : "/");
    wchar_t *w = compat_widen(pattern);
    free(pattern);
    DIR *d = w ? calloc(1, sizeof *d) : NULL;
    if (!d) {
        free(w);
        return NULL;
    }
    d->find = FindFirstFileW(w, &d->data);
    free(w);
    if (d->find == INVALID_HANDLE_VALUE) {
        fail_win();
        free(d);
        return NULL;
    }
    d->have = 1;
    return d;
}

struct dirent *compat_readdir(DIR *d) {
    if (!d->have && !FindNextFileW(d->find, &d->data)) return NULL;
    d->have = 0;
    int n = WideCharToMultiByte(CP_UTF8, 0, d->data.cFileName, -1, d->ent.d_name, sizeof d->ent.d_name, NULL, NULL);
    if (n <= 0) snprintf(d->ent.d_name, sizeof d->ent.d_name, "?");
    d->ent.d_type = d->data.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY ? DT_DIR : DT_REG;
    return &d->ent;
}

int compat_closedir(DIR *d) {
    FindClose(d->find);
    free(d);
    return 0;
}
