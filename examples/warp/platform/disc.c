/* Files inside a disc image: the library's look-up (warp_disc_find) over pread. */
#include "platform/disc.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int read_fd(void *user, uint64_t off, void *dst, size_t len) {
    int fd = *(const int *)user;
    for (size_t got = 0; got < len;) {
        ssize_t n = pread(fd, (uint8_t *)dst + got, len - got, (off_t)(off + got));
        if (n <= 0) return 1;
        got += (size_t)n;
    }
    return 0;
}

int disc_is_image(const char *path) {
    struct stat st;
    uint8_t vd[8];
    int fd = open(path, O_RDONLY);
    if (fd < 0) return 0;
    int yes = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && read_fd(&fd, 16 * WARP_DISC_SECTOR, vd, 7) == 0 &&
              !memcmp(vd + 1, "CD001", 5);
    close(fd);
    return yes;
}

int disc_split(const char *path, char *image, size_t cap, const char **member) {
    size_t n = strlen(path);
    for (size_t i = n; i-- > 1;) { /* the longest prefix that is an image */
        if (path[i] != '/' || i >= cap || !path[i + 1]) continue;
        memcpy(image, path, i);
        image[i] = 0;
        if (disc_is_image(image)) {
            *member = path + i + 1;
            return 1;
        }
    }
    return 0;
}

int disc_locate(int fd, uint64_t size, const char *member, warp_disc_file *f, int *rc) {
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    io.read = read_fd, io.user = &fd, io.size = size;
    int r = warp_disc_find(&io, member, f);
    if (rc) *rc = r;
    if (r == WARP_OK) return 0;
    errno = r == WARP_E_NOT_FOUND ? ENOENT : r == WARP_E_IO ? EIO : EINVAL;
    return -1;
}

int disc_open(const char *path, int *fd, uint64_t *base, uint64_t *size) {
    char image[4096];
    const char *member;
    struct stat st;
    warp_disc_file f;
    *fd = open(path, O_RDONLY);
    if (*fd >= 0) { /* a plain file */
        *base = 0;
        if (fstat(*fd, &st) == 0 && S_ISREG(st.st_mode)) return *size = (uint64_t)st.st_size, 0;
        if (S_ISDIR(st.st_mode)) errno = EISDIR;
        close(*fd);
        *fd = -1;
        return -1;
    }
    int err = errno;
    if (!disc_split(path, image, sizeof image, &member)) return errno = err, -1;
    if ((*fd = open(image, O_RDONLY)) < 0) return -1;
    if (fstat(*fd, &st) != 0 || disc_locate(*fd, (uint64_t)st.st_size, member, &f, NULL) != 0) {
        err = errno;
        close(*fd);
        *fd = -1;
        return errno = err, -1;
    }
    *base = f.offset, *size = f.size;
    return 0;
}

const char *disc_wad_path(const char *input, char *buf, size_t cap) {
    if (!input || !disc_is_image(input)) return input;
    snprintf(buf, cap, "%s/WARRIORS.WAD", input);
    return buf;
}
