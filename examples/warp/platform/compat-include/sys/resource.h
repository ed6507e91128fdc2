/* sys/resource.h for the warp tool on Windows (compat.h): the peak resident set only. */
#ifndef WARP_COMPAT_SYS_RESOURCE_H
#define WARP_COMPAT_SYS_RESOURCE_H

#define RUSAGE_SELF 0

struct rusage {
    long ru_maxrss; /* KiB: the peak working set */
};
int compat_getrusage(int who, struct rusage *ru);

#ifndef WARP_COMPAT_IMPL
#define getrusage(who, ru) compat_getrusage(who, ru)
#endif

#endif
