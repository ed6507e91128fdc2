#include "platform/util.h"
#include "platform/disc.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAP_GRAIN 65536u /* a mapping's offset: a multiple of Windows' allocation granularity */

/* [base, base + len) of the file open on fd: mapped (from the grain below base), or read. */
static int map_range(int fd, uint64_t base, file_map *m) {
    if (m->len == 0) {
        close(fd);
        m->data = (const uint8_t *)"";
        return 0;
    }
    /* WARP_NO_MMAP: an exact-size heap copy, so AddressSanitizer sees reads past the end
     * (tests/test_extract_corpus.py, fuzz/fuzz_export.c) */
    size_t skew = (size_t)(base % MAP_GRAIN);
    void *p = getenv("WARP_NO_MMAP") || m->len > SIZE_MAX - skew
                  ? MAP_FAILED
                  : mmap(NULL, m->len + skew, PROT_READ, MAP_PRIVATE, fd, (off_t)(base - skew));
    if (p != MAP_FAILED) {
        m->data = (const uint8_t *)p + skew;
        m->skew = skew;
        m->mapped = 1;
        close(fd);
        return 0;
    }
    uint8_t *buf = malloc(m->len); /* fall back to reading the file */
    size_t got = 0;
    while (buf && got < m->len) {
        ssize_t n = pread(fd, buf + got, m->len - got, (off_t)(base + got));
        if (n <= 0) break;
        got += (size_t)n;
    }
    close(fd);
    if (!buf || got != m->len) {
        free(buf);
        errno = EIO;
        return -1;
    }
    m->data = buf;
    return 0;
}

int map_file(const char *path, file_map *m) {
    memset(m, 0, sizeof *m);
    int fd = open(path, O_RDONLY);
    uint64_t base = 0, size;
    struct stat st;
    if (fd < 0) { /* IMAGE/PATH: a file inside a disc image */
        if (disc_open(path, &fd, &base, &size) != 0) return -1;
    } else if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (!S_ISREG(st.st_mode)) errno = EISDIR;
        close(fd);
        return -1;
    } else {
        size = (uint64_t)st.st_size;
    }
    if (size > SIZE_MAX) {
        close(fd);
        errno = EFBIG;
        return -1;
    }
    m->len = (size_t)size;
    return map_range(fd, base, m);
}

void unmap_file(file_map *m) {
    if (m->mapped)
        munmap((void *)(m->data - m->skew), m->len + m->skew);
    else if (m->len)
        free((void *)m->data);
    memset(m, 0, sizeof *m);
}

void report(const char *file, long long offset, const char *fmt, ...) {
    va_list ap;
    fprintf(stderr, "warp: %s: ", file ? file : "-");
    if (offset >= 0) fprintf(stderr, "offset 0x%llx: ", offset);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void *handle_alloc(size_t size) {
    void *p = NULL;
    if (posix_memalign(&p, WARP_ALIGN, size ? size : 1) != 0) {
        fprintf(stderr, "warp: out of memory\n");
        exit(1);
    }
    return p;
}

void sanitize_name(const char *in, char *out, size_t cap) {
    size_t n = 0;
    if (cap == 0) return;
    for (const char *s = in ? in : ""; *s && n + 1 < cap; s++) {
        unsigned char c = (unsigned char)*s;
        out[n++] = (isalnum(c) || c == '.' || c == '-' || c == '_') ? (char)c : '_';
    }
    out[n] = 0;
    if (n == 0 || !strcmp(out, ".") || !strcmp(out, "..")) {
        snprintf(out, cap, "%s", n == 0 ? "unnamed" : "_");
        if (n == 2 && cap > 2) strcpy(out, "__");
    }
    if (out[0] == '.') out[0] = '_'; /* no hidden file: `ls` and file browsers would not show it */
}

int make_dirs(const char *path) {
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s", path) >= (int)sizeof tmp) return -1;
    for (char *p = tmp + 1; *p; p++) {
        if (*p != '/') continue;
        *p = 0;
        if (mkdir(tmp, 0777) != 0 && errno != EEXIST) return -1;
        *p = '/';
    }
    if (mkdir(tmp, 0777) != 0 && errno != EEXIST) return -1;
    return 0;
}

int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

uint64_t fnv1a64(const uint8_t *p, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

int file_fnv1a64(const char *path, uint64_t *out) {
    file_map m;
    if (map_file(path, &m)) return -1;
    *out = fnv1a64(m.data, m.len);
    unmap_file(&m);
    return 0;
}

void json_string(FILE *f, const char *s) {
    if (!s) {
        fputs("null", f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(f, "\\%c", c);
        else if (c < 0x20 || c >= 0x7F)
            fprintf(f, "\\u%04x", c);
        else
            fputc(c, f);
    }
    fputc('"', f);
}

int find_dir_beside(const char *wad_path, char *out, size_t cap) {
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", wad_path);
    const char *dir = dirname(copy);
    DIR *d = opendir(dir);
    if (!d && disc_is_image(dir)) { /* IMAGE/WARRIORS.WAD: the DIR in the same image */
        snprintf(out, cap, "%s/WARRIORS.DIR", dir);
        file_map m;
        if (map_file(out, &m) != 0) return -1;
        unmap_file(&m);
        return 0;
    }
    if (!d) return -1;
    struct dirent *e;
    int found = -1;
    while ((e = readdir(d))) {
        if (strcasecmp(e->d_name, "WARRIORS.DIR") == 0) {
            snprintf(out, cap, "%s/%s", dir, e->d_name);
            found = 0;
            break;
        }
    }
    closedir(d);
    return found;
}

/* ---- WAD + DIR ----------------------------------------------------------------------- */
static void report_dir_error(const wad_files *f, int rc) {
    uint32_t i;
    if (rc == WARP_E_RANGE && warp_wad_first_bad(f->dir.data, f->dir.len, f->wad.len, &i) == WARP_OK) {
        const uint8_t *r = f->dir.data + 16 + 12 * (size_t)i;
        uint64_t off = r[0] | r[1] << 8 | r[2] << 16 | (uint64_t)r[3] << 24;
        uint64_t size = r[4] | r[5] << 8 | r[6] << 16 | (uint64_t)r[7] << 24;
        report(f->dir_path, 16 + 12 * (long long)i,
               "entry %u (offset %llu, size %llu) ends past the end of the WAD (%zu bytes)", i,
               (unsigned long long)off, (unsigned long long)size, f->wad.len);
    } else if (rc == WARP_E_TRUNCATED || rc == WARP_E_CORRUPT) {
        report(f->dir_path, 0, "%s: a DIR of %zu bytes is not 16 + 12 x its entry count", warp_strerror(rc),
               f->dir.len);
    } else {
        report(f->dir_path, 0, "%s", warp_strerror(rc));
    }
}

int open_wad(const char *wad_path, const char *dir_path, wad_files *f) {
    memset(f, 0, sizeof *f);
    if (dir_path)
        snprintf(f->dir_path, sizeof f->dir_path, "%s", dir_path);
    else if (find_dir_beside(wad_path, f->dir_path, sizeof f->dir_path) != 0) {
        report(wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
        return -1;
    }
    if (map_file(wad_path, &f->wad) != 0) {
        report(wad_path, -1, "%s", strerror(errno));
        return -1;
    }
    if (map_file(f->dir_path, &f->dir) != 0) {
        report(f->dir_path, -1, "%s", strerror(errno));
        unmap_file(&f->wad);
        return -1;
    }
    f->w = handle_alloc(warp_wad_sizeof());
    int rc = warp_wad_init(f->w, warp_wad_sizeof(), WARP_ABI_VERSION, f->dir.data, f->dir.len, f->wad.len, NULL);
    if (rc != WARP_OK) {
        report_dir_error(f, rc);
    } else if ((rc = warp_wad_set_memory(f->w, f->wad.data, f->wad.len)) != WARP_OK) {
        report(wad_path, -1, "%s", warp_strerror(rc));
    }
    if (rc != WARP_OK) {
        close_wad(f);
        return -1;
    }
    return 0;
}

void close_wad(wad_files *f) {
    free(f->w);
    unmap_file(&f->dir);
    unmap_file(&f->wad);
    f->w = NULL;
}

static uintptr_t page_down(uintptr_t a) { return a & ~((uintptr_t)sysconf(_SC_PAGESIZE) - 1); }

int map_behind(const uint8_t **from, const uint8_t *p, int last, const uint8_t **lo, size_t *len) {
    uintptr_t f = (uintptr_t)*from, to = page_down((uintptr_t)p);
    if (!*from || (uintptr_t)p < f) { /* the first call, or the pass went back: start here */
        *from = (const uint8_t *)page_down((uintptr_t)p);
        return 0;
    }
    if (to <= f || (!last && to - f < MAP_DROP_STEP)) return 0;
    *lo = *from;
    *len = to - f;
    *from = (const uint8_t *)to;
    return 1;
}

void map_drop(const uint8_t *lo, size_t len) { madvise((void *)(uintptr_t)lo, len, MADV_DONTNEED); }

void map_drop_behind(const uint8_t **from, const uint8_t *p, int last) {
    const uint8_t *lo;
    size_t len;
    if (map_behind(from, p, last, &lo, &len)) map_drop(lo, len);
}

int ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcmp(s + n - m, suffix);
}

void squash_name(const char *s, char *out, size_t cap) {
    size_t n = 0;
    for (; *s && n + 1 < cap; s++)
        if (*s != '_') out[n++] = (char)tolower((unsigned char)*s);
    out[n] = 0;
}

int ends_with_nocase(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && !strcasecmp(s + n - m, suffix);
}

void print_indent(int depth) { printf("%*s", 2 * depth, ""); }

int fail_with(char *err, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, cap, fmt, ap);
    va_end(ap);
    return -1;
}

uint32_t name_crc(const char *name) { return warp_crc32(0, name, strlen(name)); }

uint32_t lower_name_crc(const char *name, size_t n) {
    char low[256];
    n = n < sizeof low ? n : sizeof low;
    for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)name[i]);
    return warp_crc32(0, low, n);
}

void frame_name(const warp_frame_info *f, uint32_t i, char *out, size_t cap) {
    if (f->name && f->name_len)
        snprintf(out, cap, "%.*s", (int)f->name_len, f->name);
    else
        snprintf(out, cap, "frame %u", i);
}

int ignore_bank_sound(void *user, const warp_bank_sound_info *s) {
    (void)user, (void)s;
    return 0;
}

void put_le16(uint8_t *p, uint32_t v) { p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8); }
void put_le32(uint8_t *p, uint32_t v) { put_le16(p, v), put_le16(p + 2, v >> 16); }
float le_f32(const uint8_t *p) {
    uint32_t u = le32(p);
    float f;
    memcpy(&f, &u, 4);
    return f;
}
void put_le_f32(uint8_t *p, float f) {
    uint32_t u;
    memcpy(&u, &f, 4);
    put_le32(p, u);
}
