/* dirent.h for the warp tool on Windows (compat.h): UTF-8 names and d_type, through
 * FindFirstFileW (mingw-w64's own dirent.h has neither). */
#ifndef WARP_COMPAT_DIRENT_H
#define WARP_COMPAT_DIRENT_H

#define DT_UNKNOWN 0
#define DT_DIR 4
#define DT_REG 8
#define DT_LNK 10 /* never given: readdir reports a reparse point as a folder or a file */

struct dirent {
    unsigned char d_type;
    char d_name[1024]; /* a 255-unit UTF-16 name is at most 765 bytes of UTF-8 */
};
typedef struct compat_dir DIR;

DIR *compat_opendir(const char *path);
struct dirent *compat_readdir(DIR *d);
int compat_closedir(DIR *d);

#ifndef WARP_COMPAT_IMPL
#define opendir(p) compat_opendir(p)
#define readdir(d) compat_readdir(d)
#define closedir(d) compat_closedir(d)
#endif

#endif
