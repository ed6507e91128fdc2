/* A scene's view (<scene>.glb) as scene_glb.c builds it and scene_glb_role.c adds its roles:
 * the parts played, the document, the one animation's channels, what was placed and left out. */
#ifndef WARP_TOOL_EXTRACT_SCENE_GLB_H
#define WARP_TOOL_EXTRACT_SCENE_GLB_H

#include <stdio.h>

#include "extract/job.h"
#include "formats/gltf.h"
#include "warp/warp.h"

#define VIEW_MAX_PARTS 64    /* the header and its segments (the disc's longest chain has a handful) */
#define VIEW_MAX_KEYS 18000  /* 10 minutes at 30 frames/s, as a character's clips */
/* Keyed floats a view may hold while it is built (256 MB): roles past it are left out. The
 * disc's longest scene needs about 4 M (2,026 frames, 8 roles of 33 nodes x 7 floats). */
#define VIEW_MAX_FLOATS (64u << 20)

typedef struct view_part {
    warp_scene *s;       /* the header's handle is the caller's; a segment's is the view's */
    const uint8_t *p;
    size_t len;
    entry_bytes held;    /* a segment's entry */
} view_part;

typedef struct scene_view {
    entry_job *j;
    view_part parts[VIEW_MAX_PARTS];
    uint32_t part_count;
    gltf_doc *doc;
    uint32_t keys;       /* frames 0 .. keys-1, at 1/30 s */
    gltf_anim_channel *chs;
    size_t ch_count, ch_cap;
    float **blocks;      /* the value blocks the channels point into */
    size_t block_count, block_cap;
    unsigned roles, objects_placed, moved;
    uint64_t floats;     /* keyed floats held so far (VIEW_MAX_FLOATS) */
    FILE *left;          /* the roles left out, as JSON array members */
    unsigned left_count;
    int failed;          /* a role's character failed to export (reported) */
} scene_view;

/* Keep a block of channel values (taken: freed with the view, also on failure) and its channels. 0 or -1. */
int view_channels(scene_view *v, float *values, const gltf_anim_channel *chs, size_t n);
/* A root node called name at a game-axes pose (a zero quaternion: unturned); its index or < 0. */
int view_node(gltf_doc *doc, const char *name, const float pos[3], const float rot[4]);
/* The part whose start frame (start[], ascending, start[0] = 0) is the last at or before frame k. */
uint32_t view_part_at(const float *start, uint32_t n, uint32_t k);
/* Every role of the header: played on its character, or named in v->left (scene_glb_role.c). */
void view_roles(scene_view *v, uint32_t count);

#endif
