/* sys/mman.h for the warp tool on Windows (compat.h): read-only mappings of a whole file
 * through CreateFileMapping/MapViewOfFile, nothing else. */
#ifndef WARP_COMPAT_SYS_MMAN_H
#define WARP_COMPAT_SYS_MMAN_H

#include <stddef.h>
#include <stdint.h>

#define PROT_READ 0x1
#define MAP_SHARED 0x1
#define MAP_PRIVATE 0x2
#define MAP_FIXED 0x10
#define MAP_ANONYMOUS 0x20
#define MAP_FAILED ((void *)-1)
#define MADV_DONTNEED 4

/* PROT_READ of a file, at any address: the view, else MAP_FAILED (errno set). */
void *compat_mmap(void *addr, size_t len, int prot, int flags, int fd, int64_t offset);
int compat_munmap(void *addr, size_t len);

/* Nothing to do: the pages of a read-only file view are clean, and Windows trims the
 * working set by itself when memory is short. */
static inline int madvise(void *addr, size_t len, int advice) {
    (void)addr, (void)len, (void)advice;
    return 0;
}

#ifndef WARP_COMPAT_IMPL
#define mmap(a, n, p, f, fd, off) compat_mmap(a, n, p, f, fd, off)
#define munmap(a, n) compat_munmap(a, n)
#endif

#endif
