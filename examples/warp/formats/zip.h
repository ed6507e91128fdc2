/* A zip archive: what a .warpmod package is (docs/mods.md). Only the parts of PKWARE's
 * APPNOTE every unzip reads: local headers, the central directory and its end record,
 * CRC-32, UTF-8 names, no zip64 (each member and the archive under 4 GiB). Written stored
 * (method 0): the members are PNGs, .glb and WAVs that hardly compress. Read stored, and
 * deflated (method 8) when the tool has zlib, so a package a zip tool packed again opens. */
#ifndef WARP_TOOL_ZIP_H
#define WARP_TOOL_ZIP_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "platform/util.h"

typedef struct zip_member {
    char name[600];
    uint32_t crc, size;
    uint32_t method, stored; /* 0 stored, 8 deflated; the bytes' size in the archive */
    size_t data;             /* offset of the bytes in the archive */
} zip_member;

/* ---- writing ---- */
typedef struct zip_writer {
    FILE *f;
    zip_member *m;
    size_t n, cap;
    uint64_t at;
    int failed;
} zip_writer;

/* Append one member (name: '/'-separated, relative). 0, or -1 (too large, out of memory,
 * a write error: errno set). A failure sticks: zip_finish reports it too. */
int zip_add(zip_writer *z, const char *name, const void *data, size_t len);
/* Write the central directory and end record; z's memory released. 0, or -1. */
int zip_finish(zip_writer *z);

/* ---- reading ---- */
typedef struct zip_reader {
    file_map file;
    zip_member *m;
    size_t n;
} zip_reader;

/* Open and index an archive: every member stored (or deflated, with zlib), its local header
 * where the central directory says, its bytes inside the file, its name relative with no
 * "..". 0, or -1 after a message naming path and what is wrong. */
int zip_open(const char *path, zip_reader *z);
void zip_close(zip_reader *z);
/* The member called name, or NULL. */
const zip_member *zip_find(const zip_reader *z, const char *name);
/* A member's bytes (inflated when deflated), their size and CRC-32 checked: malloc'ed
 * (m->size bytes), or NULL after a message naming the archive (path) and the member. */
uint8_t *zip_read(const zip_reader *z, const zip_member *m, const char *path);

#endif
