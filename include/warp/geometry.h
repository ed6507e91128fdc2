/* Clumps, PS2 native geometry and worlds. Included by warp/warp.h. */
#ifndef WARP_GEOMETRY_H
#define WARP_GEOMETRY_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
#endif
