/* warp rebuild: the tool's own stripifier (strips.c), used when it is built without
 * meshoptimizer; bench/bench_strips.c measures it against meshoptimizer's. */
#ifndef WARP_TOOL_REBUILD_STRIPS_H
#define WARP_TOOL_REBUILD_STRIPS_H

#include <stddef.h>
#include <stdint.h>

/* ni indices (3 a triangle, each winding kept; vertices welded: a shared vertex has one
 * index) -> one strip, its pieces joined by repeated vertices (the joining triangles repeat
 * a whole vertex: dropped by the game). A new array (*n entries, *pieces strip pieces), or
 * NULL out of memory. */
uint32_t *strips_build(const uint32_t *idx, uint32_t ni, size_t *n, uint32_t *pieces);

#endif
