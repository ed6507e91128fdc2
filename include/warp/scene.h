/* Scene records (.scn) and the Scene List (chunk 0x43), docs/format-scene.md, with encoders.
 * Included by warp/warp.h after warp/level.h.
 *
 * Reading a scene record:
 *   warp_scene_init(s, ..., scn, len)             -> header or segment; every offset checked once
 *   warp_scene_get_info                           -> names, counts, frame count, offsets
 *   warp_scene_get_definition(s, group, i, &d)    -> a role/object/camera/light (headers only)
 *   warp_scene_get_track(s, group, i, &t)         -> a role clip or an object/camera/light track
 *   warp_scene_copy_position_keys / _rotation_keys / warp_scene_foreach_event
 *
 * Positions are world coordinates in game axes (z up), metres; keys are absolute frames
 * at 30 frames/s. Words whose meaning is not known are reported as stored. Role clip keys
 * (sections A, B, C of docs/format-animation.md, "Keyframes") are located, not decoded here: they are the
 * animation clip format. */
#ifndef WARP_SCENE_H
#define WARP_SCENE_H

#include "warp/core.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WARP_CHUNK_SCENE_LIST 0x43
#define WARP_SCENE_LIST_RECORD_SIZE 24
#define WARP_SCENE_HEADER_SIZE 0xC0   /* fixed part of a header record */
#define WARP_SCENE_SEGMENT_SIZE 0x2C
#define WARP_SCENE_TRACK_SIZE 0x38    /* object/camera/light track header */
#define WARP_SCENE_CLIP_SIZE 0x50     /* role clip descriptor (docs/format-animation.md) */
#define WARP_SCENE_EVENT_SIZE 24

/* ---- scene list (0x43 payload: u32 count, count x {u32 id, u32 size, char name[16]}) -- */
typedef struct warp_scene_list_entry {
    uint32_t index;
    uint32_t id;                /* the global scene id (= index on disc) */
    uint32_t size;              /* the .scn record's byte size */
    char name[17];              /* NUL-terminated copy (16 characters stored, not always ended) */
    uint8_t pad[3];
    uint32_t reserved[4];
} warp_scene_list_entry;
typedef int (*warp_scene_list_cb)(void *user, const warp_scene_list_entry *entry);
/* WARP_E_TRUNCATED when count records do not fit; *count (optional) gets the count. cb
 * NULL only counts: count is then required (WARP_E_ARG otherwise). */
WARP_API int warp_scene_list_foreach(const void *buf, size_t len, warp_scene_list_cb cb, void *user, size_t *count);
/* Encoder: the 0x43 payload into the chunk open in w (names cut to 16 bytes). */
WARP_API int warp_write_scene_list(warp_writer *w, const warp_scene_list_entry *entries, size_t count);

/* ---- scene records ---------------------------------------------------------------------- */
enum { WARP_SCENE_HEADER = 1, WARP_SCENE_SEGMENT = 2 };
enum { WARP_SCENE_ROLE = 0, WARP_SCENE_OBJECT = 1, WARP_SCENE_CAMERA = 2, WARP_SCENE_LIGHT = 3 };

typedef struct warp_scene warp_scene;

typedef struct warp_scene_info {
    uint32_t kind;              /* WARP_SCENE_HEADER or _SEGMENT (bytes 4-7 zero and byte 8 not: header) */
    uint32_t size;              /* +0x00 */
    char name[17];              /* header +0x08, segment +0x04 */
    char next_suffix[5];        /* header +0x18 (first segment), segment +0x14 (next); "" for none */
    uint8_t pad[2];
    uint32_t counts[4];         /* per group: header +0x20..+0x23, segment +0x18..+0x1B */
    uint32_t table_offsets[4];  /* track tables: header +0xA0..+0xAC, segment +0x1C..+0x28 */
    /* header only (0 in a segment) */
    uint32_t word04;            /* 0 on disc (scene id at run time) */
    uint32_t state, humans;     /* u16 +0x1C, +0x1E (run time) */
    uint32_t words24[3];        /* +0x24..+0x2F, not documented */
    char label[85];             /* +0x30, never read by the game */
    uint8_t pad2[3];
    uint32_t frame_count;       /* +0x84: whole scene length in frames at 30/s (inferred) */
    uint32_t words88[2];        /* +0x88..+0x8F, not documented */
    uint32_t definition_offsets[4]; /* +0x90..+0x9C */
    uint32_t word_b0;           /* +0xB0 (= +0x90 on disc) */
    uint32_t words_b4[3];       /* +0xB4..+0xBF, not documented */
    float part_duration;        /* seconds of this part's first track (Coney's order: clip 0,
                                   camera, object 0, light 0), 0 without tracks */
    uint32_t reserved[8];
} warp_scene_info;

/* A role or object (0x60 bytes) or a camera or light (0x70). */
typedef struct warp_scene_definition {
    uint32_t group, index;
    uint32_t offset;            /* in the record */
    char name[17];
    uint8_t pad[3];
    float start_position[4];    /* +0x10 (x, y, z, 1) */
    float start_rotation[4];    /* +0x20 quaternion x, y, z, w */
    float end_position[4];      /* +0x30 */
    float end_rotation[4];      /* +0x40 */
    uint32_t words50[8];        /* +0x50.. as stored (4 words for 0x60 definitions, 8 for 0x70) */
    /* camera: +0x54 near, +0x58 far, +0x60 preload radius, +0x64 field of view (degrees) */
    float near_plane, far_plane, radius, fov;
    /* light: +0x50 kind, +0x54 colour r g b (0-1), +0x64 cone (degrees), +0x68 range (0: 15) */
    uint32_t light_kind;
    float color[3], cone, range;
    uint32_t reserved[4];
} warp_scene_definition;

/* A role clip (group ROLE) or an object/camera/light track. Sizes checked at init. */
typedef struct warp_scene_track {
    uint32_t group, index;
    uint32_t offset;            /* of the track header in the record */
    uint32_t word00;            /* placeholder word */
    float duration;             /* seconds (track +0x04, clip +0x0C) */
    uint32_t keys_offset;       /* record-relative (track +0x10, clip +0x1C) */
    uint32_t event_count;       /* track u16 +0x14, clip u16 +0x1A */
    uint32_t events_offset;     /* record-relative */
    /* object/camera/light tracks */
    uint32_t total_bytes;       /* +0x08: keys + events */
    uint32_t position_bytes;    /* +0x0C */
    uint32_t position_keys, rotation_keys;
    /* role clips (docs/format-animation.md) */
    float displacement[2];      /* +0x04, +0x08 */
    uint32_t section_bytes[3];  /* A (u16 +0x10), B (u16 +0x12), C (u32 +0x14) */
    uint32_t channels;          /* u16 +0x18 */
    uint8_t mask[5];            /* +0x20: bone b has a rotation channel when bit b is set */
    char name[31];              /* +0x25 (cut to 30) */
    uint32_t reserved[8];
} warp_scene_track;

typedef struct warp_scene_position_key {
    uint32_t frame;             /* u16 +0 */
    uint32_t word2;             /* u16 +2, unused by the game */
    float position[3];
} warp_scene_position_key;
typedef struct warp_scene_rotation_key {
    uint32_t frame;
    int16_t raw[3];             /* s16 x, y, z as stored */
    uint16_t pad;
    float rotation[4];          /* x, y, z = raw / 32768, w = +sqrt(1 - x^2 - y^2 - z^2) (0 when <= 0) */
} warp_scene_rotation_key;

typedef struct warp_scene_event {
    uint32_t index;
    uint32_t frame;             /* u16 +0 */
    uint32_t type;              /* u16 +2 */
    uint8_t args[20];           /* +4..+0x17 as stored (meanings per type: docs/format-scene.md) */
    uint32_t reserved[2];
} warp_scene_event;
typedef int (*warp_scene_event_cb)(void *user, const warp_scene_event *event);

WARP_API size_t warp_scene_sizeof(void);
/* Open a .scn record. Checks the size word (WARP_E_TRUNCATED past len, WARP_E_CORRUPT
 * below the fixed part), every definition, table and track inside the record
 * (WARP_E_RANGE) and track key sizes (position bytes a multiple of 16, rotation bytes >= 0
 * and a multiple of 8: WARP_E_CORRUPT). Key frames are reported as stored (Coney also
 * rejects decreasing frames; the caller can check). O(tracks): at most 4 x 255. */
WARP_API int warp_scene_init(warp_scene *s, size_t s_size, uint32_t abi_version, const void *buf, size_t len);
WARP_API int warp_scene_get_info(const warp_scene *s, warp_scene_info *out);
/* Definition `index` of a group (headers only: WARP_E_NOT_FOUND in a segment);
 * WARP_E_RANGE past the group's count, WARP_E_ARG for an unknown group. */
WARP_API int warp_scene_get_definition(const warp_scene *s, uint32_t group, uint32_t index,
                                       warp_scene_definition *out);
WARP_API int warp_scene_get_track(const warp_scene *s, uint32_t group, uint32_t index, warp_scene_track *out);
/* Keys of an object/camera/light track (WARP_E_ARG for a role clip). dst NULL reports
 * the count. */
WARP_API int warp_scene_copy_position_keys(const warp_scene *s, const warp_scene_track *t,
                                           warp_scene_position_key *dst, size_t dst_count, size_t *count);
WARP_API int warp_scene_copy_rotation_keys(const warp_scene *s, const warp_scene_track *t,
                                           warp_scene_rotation_key *dst, size_t dst_count, size_t *count);
/* The events of a clip or track, in stored order. */
WARP_API int warp_scene_foreach_event(const warp_scene *s, const warp_scene_track *t, warp_scene_event_cb cb,
                                      void *user);

/* ---- encoders ----------------------------------------------------------------------------- */
typedef struct warp_scene_definition_desc {
    const char *name;
    float start_position[3], start_rotation[4], end_position[3], end_rotation[4];
    float near_plane, far_plane, radius, fov;  /* cameras */
    uint32_t light_kind;                        /* lights */
    float color[3], cone, range;
} warp_scene_definition_desc;

typedef struct warp_scene_track_desc {
    float duration;
    /* object/camera/light tracks */
    uint32_t position_count;
    const warp_scene_position_key *positions;
    uint32_t rotation_count;
    const warp_scene_rotation_key *rotations; /* rotation[0..2] written as s16 x 32768 */
    /* role clips: the three key sections as raw bytes (docs/format-animation.md) */
    const char *name;
    const uint8_t *sections[3];
    uint32_t section_bytes[3];
    uint32_t channels;
    uint8_t mask[5];
    uint32_t event_count;
    const warp_scene_event *events;
} warp_scene_track_desc;

typedef struct warp_scene_desc {
    uint32_t kind;              /* WARP_SCENE_HEADER or _SEGMENT */
    const char *name;           /* up to 16 characters */
    const char *next_suffix;    /* up to 3 characters, or NULL */
    const char *label;          /* header: up to 83 characters, or NULL */
    uint32_t frame_count;       /* header +0x84 */
    uint32_t counts[4];         /* per group (a header's camera count is 0 or 1) */
    const warp_scene_definition_desc *definitions[4]; /* headers: counts[g] each */
    const warp_scene_track_desc *tracks[4];           /* counts[g] each */
    uint32_t reserved[8];
} warp_scene_desc;
/* Write a whole .scn record (header or segment): fixed part, definitions, the four track
 * tables, then each clip/track with its keys and events right after its header. */
WARP_API int warp_write_scene(warp_writer *w, const warp_scene_desc *desc);

#ifdef __cplusplus
}
#endif
#endif
