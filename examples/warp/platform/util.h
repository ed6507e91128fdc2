/* Helpers shared by the warp tool's commands: files, errors, paths, JSON. */
#ifndef WARP_TOOL_UTIL_H
#define WARP_TOOL_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "warp/warp.h"

/* A little-endian u32 from a file's bytes. */
static inline uint32_t le32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Array v (count used, *cap allocated, size-byte elements) with room for one more, grown
 * by doubling from 16 (*cap updated), or NULL out of memory (v is still the caller's). */
static inline void *grow_room(void *v, size_t count, size_t *cap, size_t size) {
    if (count < *cap) return v;
    size_t n = *cap ? *cap * 2 : 16;
    if (n < *cap || n > SIZE_MAX / size) return NULL;
    void *p = realloc(v, n * size);
    if (p) *cap = n;
    return p;
}

/* A whole file, memory-mapped when possible (read into the heap otherwise). A file inside
 * a disc image, IMAGE/PATH (platform/disc.h), is mapped in place: its own range of the
 * image, from the 64 KB boundary below it (skew bytes before data). */
typedef struct file_map {
    const uint8_t *data;
    size_t len;
    int mapped;
    size_t skew;
} file_map;

int map_file(const char *path, file_map *m);  /* 0 or -1 (errno set) */
void unmap_file(file_map *m);

/* A pass that reads a read-only file mapping in order hands its pages back to the kernel
 * behind it, MAP_DROP_STEP bytes at a time: one madvise per step, not one per entry (each
 * call flushes the TLB of every core the process runs on), and the resident set stays
 * small however large the file. map_behind: *from is where the pages still held start
 * (NULL before the first call), p where the pass reads now; when a step has passed, or
 * at the last call, the range to drop (page-aligned) and 1, *from moved to its end.
 * map_drop drops it (outside any lock). The pages are clean: a thread that still reads
 * one faults it in again. */
#define MAP_DROP_STEP (16u << 20)
int map_behind(const uint8_t **from, const uint8_t *p, int last, const uint8_t **lo, size_t *len);
void map_drop(const uint8_t *lo, size_t len);
/* Both at once, for a pass on one thread. */
void map_drop_behind(const uint8_t **from, const uint8_t *p, int last);

/* "warp: <file>: offset 0x..: <reason>" on stderr. offset < 0 omits the offset. */
void report(const char *file, long long offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Handle storage for the library's opaque types (aligned heap blocks). */
void *handle_alloc(size_t size);

/* Make a name from a file safe as one path component: keeps [A-Za-z0-9._-], maps
 * everything else to '_', never "." or "..", never a leading dot (no hidden file), never
 * empty, at most cap-1 bytes. */
void sanitize_name(const char *in, char *out, size_t cap);
/* mkdir -p for a path made of sanitised components under an existing root. */
int make_dirs(const char *path);

/* FNV-1a 64 of bytes, and of a whole file (0 or -1 with errno): the content hash the
 * extraction's manifest keeps of the files a rebuild compares ("fnv1a64", 16 hex digits). */
uint64_t fnv1a64(const uint8_t *p, size_t n);
int file_fnv1a64(const char *path, uint64_t *out);

/* Small helpers the layers above share (one home, no static copies):
 * whether s ends with suffix (bytes, or ASCII letters in any case); */
/* qsort/bsearch order of uint32_t values. */
int cmp_u32(const void *a, const void *b);
int ends_with(const char *s, const char *suffix);
/* s in lower case without '_' into out (cap bytes, ended): a scene role names its character
 * `warrrecv` where the Character List has `warr_re_cv` (FACTS-2 5.4, FACTS.md 4.4). */
void squash_name(const char *s, char *out, size_t cap);
int ends_with_nocase(const char *s, const char *suffix);
/* two spaces per depth on stdout (warp tree's outline); */
void print_indent(int depth);
/* the message into err (cap bytes), then -1: the readers' and encoders' failure path; */
int fail_with(char *err, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* the CRC-32 of a name as spelled (a resource's nameHash: no prefix, case kept;
 * docs/format-chunks.md "Hash words"); */
uint32_t name_crc(const char *name);
/* the CRC-32 of a name's first n bytes lower-cased (at most 256): the Object and Character
 * Lists' keys (docs/format-misc.md). */
uint32_t lower_name_crc(const char *name, size_t n);
/* a frame's name, else "frame <i>"; */
void frame_name(const warp_frame_info *f, uint32_t i, char *out, size_t cap);
/* v little-endian at p (16 or 32 bits); */
void put_le16(uint8_t *p, uint32_t v);
void put_le32(uint8_t *p, uint32_t v);
/* an f32 little-endian at p, read or written (its bits as they are); */
float le_f32(const uint8_t *p);
void put_le_f32(uint8_t *p, float f);
/* a warp_bank_foreach callback taking every sound (a walk that only validates). */
int ignore_bank_sound(void *user, const warp_bank_sound_info *s);

/* JSON string literal with escapes. */
void json_string(FILE *f, const char *s);

/* Find WARRIORS.DIR (any letter case) beside the WAD; 0 and the path on success. */
int find_dir_beside(const char *wad_path, char *out, size_t cap);

/* A WAD and its DIR, mapped, with a ready handle in memory mode. */
typedef struct wad_files {
    file_map wad, dir;
    warp_wad *w;
    char dir_path[4096];
} wad_files;
/* Map the WAD and its DIR (dir_path NULL: the WARRIORS.DIR beside it), open the handle
 * and attach the memory. On failure one line names the file, the DIR record that does
 * not fit or the rule broken, and -1 is returned with nothing left open. */
int open_wad(const char *wad_path, const char *dir_path, wad_files *f);
void close_wad(wad_files *f);

#endif
