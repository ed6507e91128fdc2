/* A zip archive of stored members (zip.h). Every member dated 1980-01-01 00:00: the same
 * files give the same package, byte for byte. */
#include "formats/zip.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#ifdef WARP_HAVE_ZLIB
#include <zlib.h>
#endif

#define LOCAL_SIG 0x04034b50u
#define CENTRAL_SIG 0x02014b50u
#define END_SIG 0x06054b50u
#define UTF8_NAMES 0x0800u
#define DOS_DATE_1980 0x0021u /* day 1, month 1, year 1980 + 0 */

static uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }

/* The fields a local header and a central record share, from "version needed" on. */
static void common(uint8_t *p, const zip_member *m, size_t name_len) {
    put_le16(p, 10), put_le16(p + 2, UTF8_NAMES), put_le16(p + 4, 0), put_le16(p + 6, 0);
    put_le16(p + 8, DOS_DATE_1980), put_le32(p + 10, m->crc), put_le32(p + 14, m->size), put_le32(p + 18, m->size);
    put_le16(p + 22, (uint32_t)name_len), put_le16(p + 24, 0);
}

int zip_add(zip_writer *z, const char *name, const void *data, size_t len) {
    size_t nl = strlen(name);
    zip_member *grown = z->failed ? NULL : grow_room(z->m, z->n, &z->cap, sizeof *z->m);
    if (!grown || nl >= sizeof grown->name || len > UINT32_MAX || z->at + 30 + nl + len > UINT32_MAX) {
        if (grown) errno = EFBIG;
        z->failed = 1;
        return -1;
    }
    z->m = grown;
    zip_member *m = &z->m[z->n++];
    memcpy(m->name, name, nl + 1);
    m->crc = warp_crc32(0, data, len), m->size = (uint32_t)len, m->data = (size_t)z->at;
    uint8_t h[30];
    put_le32(h, LOCAL_SIG);
    common(h + 4, m, nl);
    if (fwrite(h, 1, 30, z->f) != 30 || fwrite(name, 1, nl, z->f) != nl || (len && fwrite(data, 1, len, z->f) != len))
        z->failed = 1;
    z->at += 30 + nl + len;
    return z->failed ? -1 : 0;
}

int zip_finish(zip_writer *z) {
    uint64_t start = z->at;
    for (size_t i = 0; i < z->n && !z->failed; i++) {
        const zip_member *m = &z->m[i];
        size_t nl = strlen(m->name);
        uint8_t h[46] = {0};
        put_le32(h, CENTRAL_SIG);
        put_le16(h + 4, 20);
        common(h + 6, m, nl);
        put_le32(h + 42, (uint32_t)m->data);
        if (fwrite(h, 1, 46, z->f) != 46 || fwrite(m->name, 1, nl, z->f) != nl) z->failed = 1;
        z->at += 46 + nl;
    }
    uint8_t e[22] = {0};
    put_le32(e, END_SIG);
    put_le16(e + 8, (uint32_t)z->n), put_le16(e + 10, (uint32_t)z->n);
    put_le32(e + 12, (uint32_t)(z->at - start)), put_le32(e + 16, (uint32_t)start);
    if (z->n > 0xFFFF || z->at > UINT32_MAX) z->failed = 1, errno = EFBIG;
    if (!z->failed && fwrite(e, 1, 22, z->f) != 22) z->failed = 1;
    free(z->m);
    z->m = NULL, z->n = z->cap = 0;
    return z->failed ? -1 : 0;
}

/* ---- reading ---------------------------------------------------------------------------- */

static int unsafe_member(const char *s) {
    return !*s || s[0] == '/' || strchr(s, '\\') || strstr(s, "..") || strstr(s, "//");
}

/* The end record: the last END_SIG with room for its 22 bytes and its comment. */
static int find_end(const uint8_t *d, size_t len, size_t *at) {
    if (len < 22) return -1;
    size_t lo = len - 22 > 0xFFFF ? len - 22 - 0xFFFF : 0;
    for (size_t k = len - 22 + 1; k-- > lo;)
        if (le32(d + k) == END_SIG && k + 22 + le16(d + k + 20) == len) return *at = k, 0;
    return -1;
}

/* Central record at d + *at (len bytes in all) into m; *at moved past it. NULL, or why not. */
static const char *central(const uint8_t *d, size_t len, size_t *at, zip_member *m) {
    size_t p = *at;
    if (p > len || len - p < 46 || le32(d + p) != CENTRAL_SIG) return "a central directory record is cut short";
    size_t nl = le16(d + p + 28), extra = le16(d + p + 30), comment = le16(d + p + 32);
    if (len - p - 46 < nl + extra + comment) return "a central directory record is cut short";
    m->method = le16(d + p + 10), m->stored = le32(d + p + 20);
#ifdef WARP_HAVE_ZLIB
    if (m->method != 0 && m->method != 8) return "a member is compressed by a method other than deflate";
#else
    if (m->method != 0) return "a member is compressed (this warp, built without zlib, reads stored members only)";
#endif
    if (m->method == 0 && m->stored != le32(d + p + 24)) return "a stored member's two sizes differ";
    if (le16(d + p + 8) & 1) return "a member is encrypted";
    if (nl >= sizeof m->name) return "a member's name is too long";
    memcpy(m->name, d + p + 46, nl);
    m->name[nl] = 0;
    if (memchr(m->name, 0, nl) || unsafe_member(m->name)) return "a member's name leaves the package (\"..\", \"/\")";
    m->crc = le32(d + p + 16), m->size = le32(d + p + 24);
    size_t local = le32(d + p + 42);
    if (local > len || len - local < 30 || le32(d + local) != LOCAL_SIG) return "a member's local header is missing";
    size_t data = local + 30 + le16(d + local + 26) + le16(d + local + 28);
    if (data > len || len - data < m->stored) return "a member's bytes end past the end of the file";
    m->data = data;
    *at = p + 46 + nl + extra + comment;
    return NULL;
}

int zip_open(const char *path, zip_reader *z) {
    memset(z, 0, sizeof *z);
    if (map_file(path, &z->file)) {
        report(path, -1, "%s", strerror(errno));
        return -1;
    }
    const uint8_t *d = z->file.data;
    size_t len = z->file.len, end, cap = 0;
    const char *why = find_end(d, len, &end) ? "no zip end record: not a .warpmod package (a zip or a folder)" : NULL;
    size_t count = why ? 0 : le16(d + end + 10), at = why ? 0 : le32(d + end + 16);
    if (!why && (at > end || le32(d + end + 12) > end - at)) why = "the central directory lies outside the file";
    for (size_t i = 0; !why && i < count; i++) {
        zip_member *grown = grow_room(z->m, z->n, &cap, sizeof *z->m);
        if (!grown) {
            why = "out of memory";
            break;
        }
        z->m = grown;
        if (!(why = central(d, end, &at, &z->m[z->n]))) z->n++;
    }
    if (why) {
        report(path, -1, "%s", why);
        zip_close(z);
        return -1;
    }
    return 0;
}

void zip_close(zip_reader *z) {
    free(z->m);
    unmap_file(&z->file);
    memset(z, 0, sizeof *z);
}

const zip_member *zip_find(const zip_reader *z, const char *name) {
    for (size_t i = 0; i < z->n; i++)
        if (!strcmp(z->m[i].name, name)) return &z->m[i];
    return NULL;
}

#ifdef WARP_HAVE_ZLIB
/* A raw deflate stream of `in` bytes into exactly `size` bytes at out: 0, or -1. */
static int inflate_exact(const uint8_t *in, size_t in_len, uint8_t *out, size_t size) {
    z_stream s;
    memset(&s, 0, sizeof s);
    if (inflateInit2(&s, -MAX_WBITS) != Z_OK) return -1;
    s.next_in = (Bytef *)(uintptr_t)in, s.avail_in = (uInt)in_len;
    s.next_out = out, s.avail_out = (uInt)size;
    int rc = inflate(&s, Z_FINISH);
    int ok = rc == Z_STREAM_END && s.total_out == size;
    inflateEnd(&s);
    return ok ? 0 : -1;
}
#endif

uint8_t *zip_read(const zip_reader *z, const zip_member *m, const char *path) {
    const uint8_t *p = z->file.data + m->data;
    uint8_t *out = malloc(m->size ? m->size : 1);
    int bad = !out;
    if (out && m->method == 0) memcpy(out, p, m->size);
#ifdef WARP_HAVE_ZLIB
    if (out && m->method == 8) bad = inflate_exact(p, m->stored, out, m->size);
#endif
    if (!bad && warp_crc32(0, out, m->size) == m->crc) return out;
    report(path, (long long)m->data, "member %s: %s (a damaged package)", m->name,
           !out ? "out of memory" : bad ? "its deflated bytes do not inflate to its size" : "its bytes do not match their CRC-32");
    free(out);
    return NULL;
}
