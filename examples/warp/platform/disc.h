/* Files inside a disc image, read in place (docs/format-disc.md, docs/tool.md "Disc
 * images"). A file in an image is named IMAGE/PATH (GAME.iso/IOP/BFW.SND): the image is a
 * regular file, so no real path is spelled so. The commands turn GAME.iso into
 * GAME.iso/WARRIORS.WAD, and map_file, find_dir_beside and the .SND readers follow such
 * names into the image. Reports nothing: the callers do (errno says why). */
#ifndef WARP_TOOL_DISC_H
#define WARP_TOOL_DISC_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

/* 1 when path is a regular file with an ISO 9660 volume descriptor at sector 16. */
int disc_is_image(const char *path);

/* path is IMAGE/MEMBER with IMAGE an image: 1, image (NUL-terminated, at most cap - 1
 * bytes) and *member (inside path); 0 otherwise. */
int disc_split(const char *path, char *image, size_t cap, const char **member);

/* Find member in the image open on fd (size bytes): 0 and *f, or -1 with errno (ENOENT
 * when absent, EINVAL for a damaged image; *rc the library's status when rc is given). */
int disc_locate(int fd, uint64_t size, const char *member, warp_disc_file *f, int *rc);

/* Open IMAGE/MEMBER for pread: *fd the image, the member's bytes [*base, *base + *size).
 * 0, or -1 with errno. */
int disc_open(const char *path, int *fd, uint64_t *base, uint64_t *size);

/* The input of a WAD command: a disc image becomes IMAGE/WARRIORS.WAD (in buf), anything
 * else is returned as it is. */
const char *disc_wad_path(const char *input, char *buf, size_t cap);

#endif
