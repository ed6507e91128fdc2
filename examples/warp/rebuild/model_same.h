/* warp rebuild: a mesh given back by an editor compared with the geometry's own, within
 * tolerance (docs/tool.md "Editing models": "unchanged after export"). */
#ifndef WARP_TOOL_REBUILD_MODEL_SAME_H
#define WARP_TOOL_REBUILD_MODEL_SAME_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

/* One mesh as arrays: nv vertices, ni indices (3 a triangle); attributes NULL when absent
 * (uv[1], col, jnt/wgt). Positions and normals in the geometry's own space. */
typedef struct mesh_view {
    uint32_t nv, ni;
    const float *pos, *nrm, *uv[2], *wgt;
    const uint8_t *col;
    const uint16_t *jnt; /* bone indices */
    const uint32_t *idx;
    void *owned[8];      /* model_geometry_view's arrays */
} mesh_view;

/* Mesh `mesh` of g decoded into v (malloc'ed; model_view_free). 0, or -1. */
int model_geometry_view(const warp_geometry *g, uint32_t mesh, mesh_view *v);
void model_view_free(mesh_view *v);

/* 1 when `now` draws the triangles of `was` (the same set, in any order, any vertex sharing;
 * positions equal on a grid of `quantum`, normals within 2.6 degrees, UVs within 0.001,
 * colours within 3, skin weights within 0.02; `was`'s attributes are the ones compared),
 * 0 when not, -1 out of memory. */
int model_same_mesh(const mesh_view *was, const mesh_view *now, double quantum);

#endif
