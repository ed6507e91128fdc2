/* Animation clips (descriptor chunk 0x02 + keyframes chunk 0x00), character data
 * (0x08) and the Anim Range List (0x45). Included by warp/warp.h. Format: docs/format-animation.md.
 *
 * Reading a clip:
 *   warp_anim_foreach_clip(container, ...)       -> each (0x00, 0x02) pair of a resource or pack
 *   warp_anim_init(a, ..., desc, keyframes, ...)  -> a checked clip handle
 *   warp_anim_get_info / warp_anim_foreach_channel / warp_anim_copy_keys / warp_anim_foreach_event
 *   warp_anim_sample(a, t, &pose)                 -> the pose at time t as the game computes it
 *
 * Channels, in keyframe order: the root velocity (section A, may be absent), the root
 * translation (section B, the pelvis position), then one rotation channel per bone-mask
 * bit in ascending pose-bone order (section C). Pose bone b = HAnim id b - 2; bone 0 is
 * the motion bone, bone 1 the pelvis (docs/format-animation.md). A key is 8 bytes {u8 frameDelta,
 * u8 (unused), s16 x, y, z}; a channel starts at a key with delta 0 and its keys' frames
 * are the sums of the deltas. Positions decode as x/1023, y/1023, z/2047 metres;
 * rotations as x, y, z * 2^-15 with w = +sqrt(1 - x^2 - y^2 - z^2). */
#ifndef WARP_ANIM_H
#define WARP_ANIM_H

#include "warp/core.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

#define WARP_ANIM_DESC_SIZE 80     /* chunk 0x02 payload used */
#define WARP_ANIM_KEY_SIZE 8
#define WARP_ANIM_EVENT_SIZE 24
#define WARP_ANIM_BONES 34         /* pose bones 0..33 */
#define WARP_ANIM_NAME_BYTES 30    /* descriptor +0x25 */
#define WARP_ANIM_FPS 30
#define WARP_ANIM_MAX_CHANNELS (2 + WARP_ANIM_BONES)
#define WARP_ANIM_DEFAULT 0xFFFFFFFFu /* a slot or clip index meaning "the game-wide default" */

/* Channel kinds. */
enum { WARP_ANIM_ROOT_VELOCITY = 0, WARP_ANIM_ROOT_TRANSLATION = 1, WARP_ANIM_ROTATION = 2 };

/* The descriptor, every field as stored. Unknown and runtime fields are kept as numbers
 * so the encoder writes the same bytes back. */
typedef struct warp_anim_info {
    char name[WARP_ANIM_NAME_BYTES + 1];   /* up to the first NUL, always NUL-terminated */
    uint8_t name_bytes[WARP_ANIM_NAME_BYTES]; /* +0x25 as stored (bytes after the NUL kept) */
    float displacement[2];  /* +0x04, +0x08: root displacement x, y over the clip (m) */
    float duration;         /* +0x0C, seconds */
    uint32_t section_a;     /* +0x10 u16: bytes of the root velocity channel (0 = none) */
    uint32_t section_b;     /* +0x12 u16: bytes of the root translation channel */
    uint32_t section_c;     /* +0x14 u32: bytes of the rotation channels */
    uint32_t rotation_channels; /* +0x18 u16 (= bits set in bone_mask) */
    uint32_t event_count;   /* +0x1A u16 */
    uint8_t bone_mask[5];   /* +0x20: bit b (byte b/8, bit b%8) = pose bone b has a rotation */
    uint32_t placeholder;   /* +0x00: stale build-time pointer (0x0045de40 on the disc) */
    uint32_t runtime_pointer; /* +0x1C: keyframe pointer at run time */
    uint32_t ref_count;     /* +0x43 u8: reference count at run time */
    uint32_t tail[3];       /* +0x44, +0x48, +0x4C: meaning unknown */
    /* derived */
    uint32_t channel_count; /* (A ? 1 : 0) + (B ? 1 : 0) + rotation_channels */
    uint32_t last_frame;    /* the highest key frame of any channel */
    uint32_t frame_count;   /* whole frames an exporter samples: round(30 * duration) + 1 (saturated) */
    size_t keyframes_used;  /* A + B + C + 24 * events: the rest of the chunk is padding */
    uint32_t reserved[8];
} warp_anim_info;

typedef struct warp_anim_channel_info {
    uint32_t index;         /* 0 .. channel_count - 1, in keyframe order */
    uint32_t kind;          /* WARP_ANIM_ROOT_VELOCITY / _ROOT_TRANSLATION / _ROTATION */
    uint32_t bone;          /* pose bone: 0 for velocity, 1 for translation, the mask bit for rotations */
    uint32_t key_count;
    uint32_t last_frame;    /* frame of the channel's last key */
    size_t offset;          /* of its first key in the keyframes chunk */
    uint32_t reserved[4];
} warp_anim_channel_info;

typedef struct warp_anim_key {
    uint32_t frame;         /* sum of deltas since the channel's first key */
    uint8_t delta;          /* as stored: 0 on the first key only */
    uint8_t unused;         /* key byte +1 (not read by the game's sampler) */
    int16_t raw[3];         /* x, y, z as stored */
    float value[4];         /* decoded: x, y, z (positions; value[3] = 0) or x, y, z, w */
} warp_anim_key;

typedef struct warp_anim_event {
    uint32_t index;
    uint16_t frame;         /* +0x00 */
    uint16_t type;          /* +0x02 (8 partner placement; 9, 10, 0x22 effects; 11 common, unknown) */
    uint16_t word4;         /* +0x04: meaning unknown */
    uint16_t word;          /* +0x06 */
    int16_t raw_position[3];/* +0x08 */
    int16_t raw_rotation[3];/* +0x0E */
    uint32_t tail;          /* +0x14: meaning unknown */
    float position[3];      /* x/1023, y/1023, z/2047 */
    float rotation[4];      /* x, y, z * 2^-15, w >= 0 */
    uint32_t reserved[4];
} warp_anim_event;

/* A pose at one time. Bones without a channel hold the game's reference rotation
 * (docs/format-animation.md, "Sampling as the game does"; identity for bone 0). */
typedef struct warp_anim_pose {
    float rotation[WARP_ANIM_BONES][4]; /* local rotation per pose bone, x, y, z, w, unit length */
    float pelvis[3];        /* section B at t (0 without it, has_pelvis 0); the pelvis position, z relative to the bind height */
    float velocity[3];      /* section A at t (0 without it), m/s */
    uint64_t animated;      /* bit b: bone b came from a channel */
    uint32_t has_pelvis, has_velocity;
    uint32_t reserved[4];
} warp_anim_pose;

typedef struct warp_anim warp_anim;

typedef int (*warp_anim_channel_cb)(void *user, const warp_anim_channel_info *channel);
typedef int (*warp_anim_event_cb)(void *user, const warp_anim_event *event);

WARP_API size_t warp_anim_sizeof(void);
/* Open a clip: `desc` is the 0x02 chunk payload (at least 80 bytes), `keyframes` the
 * 0x00 payload. Everything is checked here, once: WARP_E_TRUNCATED when the descriptor
 * is short or its sections and events run past the keyframes; WARP_E_CORRUPT when a
 * section size is not a multiple of 8, the channel count is not the mask's bit count, a
 * mask bit names a bone above 33, a section does not start with a delta-0 key, section A
 * or B holds more than one channel, section C holds another number of channels than the
 * mask, or the duration is negative or not finite; WARP_E_LIMIT when a channel has more
 * keys than limits->max_count. Both spans are borrowed. */
WARP_API int warp_anim_init(warp_anim *a, size_t a_size, uint32_t abi_version, const void *desc, size_t desc_len,
                            const void *keyframes, size_t keyframes_len, const warp_limits *limits);
WARP_API int warp_anim_get_info(const warp_anim *a, warp_anim_info *out);
/* Every channel in keyframe order. */
WARP_API int warp_anim_foreach_channel(const warp_anim *a, warp_anim_channel_cb cb, void *user);
/* Channel `channel`'s keys, decoded. Ask, then decode: *count receives the key count
 * (required when dst is NULL); dst NULL writes nothing; dst_count too small: WARP_E_DST_SMALL. A channel
 * past the end: WARP_E_RANGE. */
WARP_API int warp_anim_copy_keys(const warp_anim *a, uint32_t channel, warp_anim_key *dst, size_t dst_count,
                                 size_t *count);
WARP_API int warp_anim_foreach_event(const warp_anim *a, warp_anim_event_cb cb, void *user);
/* The pose at `time` seconds, as the game samples it: frame = 30 * time; in each channel
 * the key at or before the frame and the next one, u = (frame - key frame) / next delta;
 * positions lerped, rotations nlerped (the second negated when the dot product is
 * negative, then normalised); past a channel's last key (or before 0) its last (first) key
 * is held. Not-finite times: WARP_E_ARG. */
WARP_API int warp_anim_sample(const warp_anim *a, float time, warp_anim_pose *pose);

/* The game's reference rotation of pose bone `bone` (docs/format-animation.md, 4 decimals,
 * normalised), and its parent in the pose skeleton (-1 for bones 0 and 1; docs/format-animation.md).
 * A bone past 33: WARP_E_RANGE. */
WARP_API int warp_anim_reference_rotation(uint32_t bone, float dst[4]);
WARP_API int warp_anim_bone_parent(uint32_t bone, int32_t *parent);
/* Pose-space bone transforms (docs/format-animation.md, "Playing a clip on a character's skin"): bone 0 identity; bone 1 at the
 * pelvis position (z + offsets[0][1], the float at byte 4 of the 0x28 chunk) with its own
 * rotation, or when pose->has_pelvis is 0 (no section B) at the pelvis's rest offset
 * offsets[1] (the origin without offsets); bones 2..33 = parent * T(rotation, offsets[b]). offsets: the 34 {x, y, z, w}
 * entries of chunk 0x28 (NULL: all zero). Writes world rotations (x, y, z, w) and positions. */
WARP_API int warp_anim_bone_transforms(const warp_anim_pose *pose, const float offsets[WARP_ANIM_BONES][4],
                                       float rotation[WARP_ANIM_BONES][4], float position[WARP_ANIM_BONES][3]);
/* Playback rate of a clip from its Anim Range List flags (docs/format-animation.md): 0x1000 -> 1.0,
 * else 0x2000 -> 0.9, else 0x800 -> 0.8, else 0.75. */
WARP_API float warp_anim_rate(uint32_t range_flags);

/* ---- clips in a container ------------------------------------------------------- */
typedef struct warp_anim_clip_ref {
    uint32_t index;           /* clip number within its resource, in load order */
    uint32_t resource_index;  /* resource within the pack (0 for a flat resource) */
    uint32_t resource_hash;
    uint32_t keyframes_hash;  /* the 0x00 chunk's hash word */
    const uint8_t *desc;      size_t desc_len;      /* 0x02 payload */
    const uint8_t *keyframes; size_t keyframes_len; /* 0x00 payload */
    size_t desc_offset;       /* of the 0x02 chunk header in the container */
    uint32_t reserved[4];
} warp_anim_clip_ref;

typedef int (*warp_anim_clip_cb)(void *user, const warp_anim_clip_ref *clip);

/* Every descriptor chunk (0x02) of a resource or pack paired with the keyframes chunk
 * (0x00) just before it in the same resource. A 0x02 without one: WARP_E_CORRUPT (after
 * the clips before it were reported). Bytes that are no container at all (a Lua chunk,
 * a sound, text) give no call and WARP_OK, as warp_entry_streams does for kinds without
 * RenderWare; a damaged container gives warp_chunk_foreach's error, as warp_classify
 * does (docs/format-animation.md). */
WARP_API int warp_anim_foreach_clip(const void *container, size_t len, const warp_limits *limits,
                                    warp_anim_clip_cb cb, void *user);

/* ---- character data (0x08) --------------------------------------------------------- */
#define WARP_CHARDATA_SIZE 2912   /* placeholder, u32, 722 slots, 16 bytes */
#define WARP_CHARDATA_SLOTS 722   /* one per anim id */

typedef struct warp_chardata_info {
    uint32_t placeholder;     /* +0x00 (0x00436b10 on the disc) */
    uint32_t word4;           /* +0x04: meaning unknown */
    uint32_t tail[4];         /* the 16 bytes after the slots: meaning unknown */
    uint32_t slot_count;      /* 722 */
    uint32_t distinct;        /* distinct slot values other than 0xFFFFFFFF = clips the slots need */
    uint32_t default_slots;   /* slots holding 0xFFFFFFFF */
    uint32_t reserved[8];
} warp_chardata_info;

/* WARP_E_TRUNCATED below 2912 bytes. */
WARP_API int warp_chardata_get_info(const void *data, size_t len, warp_chardata_info *out);
/* The raw slot values (ask, then decode: 722 u32). */
WARP_API int warp_chardata_copy_slots(const void *data, size_t len, uint32_t *dst, size_t dst_count, size_t *count);
/* Each slot resolved to a clip of the resource, in load order (0 = first loaded of
 * clip_count): the distinct values, in increasing order, take the clips popped from the
 * load stack, last loaded first; equal values share a clip; 0xFFFFFFFF stays
 * WARP_ANIM_DEFAULT. More distinct values than clips: WARP_E_CORRUPT (nothing written).
 * Ask, then decode as above. */
WARP_API int warp_chardata_resolve(const void *data, size_t len, uint32_t clip_count, uint32_t *dst,
                                   size_t dst_count, size_t *count);

/* ---- Anim Range List (0x45) --------------------------------------------------------- */
typedef struct warp_anim_range {
    uint32_t index;           /* anim id */
    int16_t dir_raw[2];       /* dirX, dirY * 1000 as stored */
    float dir[2];             /* / 1000 */
    float reach;              /* 0 = no data */
    int16_t far_raw;          /* farRange * 1000 (0: reach * 1.25) */
    float far_range;          /* far_raw / 1000, or reach * 1.25 when far_raw is 0 */
    int16_t damage;
    int16_t hit_code;
    uint16_t flags;           /* 0x800 / 0x1000 / 0x2000 playback rate, 0x400 stun, others unknown */
    uint32_t reserved[4];
} warp_anim_range;

typedef int (*warp_anim_range_cb)(void *user, const warp_anim_range *range);

/* u32 count, then count 16-byte records from +4, one callback each. Count past the chunk:
 * WARP_E_TRUNCATED; above limits->max_count: WARP_E_LIMIT. *count (optional) receives the
 * count before the walk. */
WARP_API int warp_range_list_foreach(const void *data, size_t len, const warp_limits *limits,
                                     warp_anim_range_cb cb, void *user, uint32_t *count);

/* ---- encoders ---------------------------------------------------------------------- */
typedef struct warp_anim_channel_desc {
    uint32_t kind;            /* WARP_ANIM_* */
    uint32_t bone;            /* rotations: the pose bone (ascending, each once) */
    uint32_t key_count;       /* >= 1 */
    const warp_anim_key *keys;/* delta, unused and raw are written (first delta 0, the others not) */
} warp_anim_channel_desc;

typedef struct warp_anim_clip_desc {
    const warp_anim_info *info;   /* name_bytes, displacement, duration, placeholder, runtime_pointer,
                                     ref_count, tail are written; sizes, counts and mask are computed */
    uint32_t channel_count;
    const warp_anim_channel_desc *channels; /* at most one velocity, then one translation, then rotations */
    uint32_t event_count;
    const warp_anim_event *events; /* frame, type, word4, word, raw_*, tail are written */
    uint32_t reserved[4];         /* must be 0 */
} warp_anim_clip_desc;

/* The keyframes payload (sections A, B, C, events; no padding: chunk_end pads) and the
 * 80-byte descriptor. Bad channels (order, bones, deltas, more than 65535 bytes in A or
 * B, more than 65535 events): WARP_E_ARG. Decoding what these write gives back the same
 * info, keys and events, and re-encoding gives the same bytes. */
WARP_API int warp_write_anim_keyframes(warp_writer *w, const warp_anim_clip_desc *clip);
WARP_API int warp_write_anim_descriptor(warp_writer *w, const warp_anim_clip_desc *clip);

#ifdef __cplusplus
}
#endif
#endif
