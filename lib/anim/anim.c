/* Animation clip handle: descriptor 0x02 + keyframes 0x00 checked once at init, then
 * channels, keys and events read back, and poses sampled as the game does (FACTS.md 6). */
#include "anim_internal.h"

#define WARP_MAGIC_ANIM 0x57574131u /* "WWA1" */

typedef struct anim_channel {
    uint32_t offset;    /* of the first key in the keyframes */
    uint32_t key_count;
    uint32_t last_frame;
    uint8_t kind, bone;
} anim_channel;

struct warp_anim {
    _Alignas(WARP_ALIGN) warp_handle_hdr hdr;
    const uint8_t *keys;
    size_t keys_len;
    size_t events_offset;
    warp_anim_info info;
    anim_channel ch[WARP_ANIM_MAX_CHANNELS];
};

size_t warp_anim_sizeof(void) { return sizeof(warp_anim); }

static int bad(const warp_anim *a) { return !a || a->hdr.magic != WARP_MAGIC_ANIM; }

static void read_info(const uint8_t *d, warp_anim_info *in) {
    memset(in, 0, sizeof *in);
    in->placeholder = rd32(d + DESC_PLACEHOLDER);
    in->displacement[0] = rdf32(d + DESC_DISP_X);
    in->displacement[1] = rdf32(d + DESC_DISP_Y);
    in->duration = rdf32(d + DESC_DURATION);
    in->section_a = rd16(d + DESC_SIZE_A);
    in->section_b = rd16(d + DESC_SIZE_B);
    in->section_c = rd32(d + DESC_SIZE_C);
    in->rotation_channels = rd16(d + DESC_CHANNELS);
    in->event_count = rd16(d + DESC_EVENTS);
    in->runtime_pointer = rd32(d + DESC_RUNTIME);
    memcpy(in->bone_mask, d + DESC_MASK, 5);
    memcpy(in->name_bytes, d + DESC_NAME, WARP_ANIM_NAME_BYTES);
    for (int i = 0; i < WARP_ANIM_NAME_BYTES && d[DESC_NAME + i]; i++) in->name[i] = (char)d[DESC_NAME + i];
    in->ref_count = d[DESC_REFCOUNT];
    for (int i = 0; i < 3; i++) in->tail[i] = rd32(d + DESC_TAIL + 4 * i);
}

/* One section [pos, end) holding `want` channels, each opened by a delta-0 key. Rotation
 * channels take the mask's bones in ascending order (bones[]). */
static int scan_section(warp_anim *a, size_t pos, size_t end, uint32_t want, uint8_t kind, const uint8_t *bones,
                        uint32_t max_keys) {
    uint32_t found = 0;
    if (pos == end) return want == 0 ? WARP_OK : WARP_E_CORRUPT;
    if (a->keys[pos] != 0) return WARP_E_CORRUPT; /* a section starts a channel */
    anim_channel *c = NULL;
    uint32_t frame = 0;
    for (; pos < end; pos += WARP_ANIM_KEY_SIZE) {
        uint8_t delta = a->keys[pos];
        if (delta == 0) {
            if (found == want) return WARP_E_CORRUPT; /* more channels than declared */
            c = &a->ch[a->info.channel_count++];
            c->offset = (uint32_t)pos;
            c->kind = kind;
            c->bone = kind == WARP_ANIM_ROTATION ? bones[found] : kind == WARP_ANIM_ROOT_VELOCITY ? 0 : 1;
            found++;
            frame = 0;
        } else if (c->key_count >= max_keys) {
            return WARP_E_LIMIT;
        }
        if (frame > UINT32_MAX - delta) return WARP_E_LIMIT;
        frame += delta;
        c->key_count++;
        c->last_frame = frame;
        if (frame > a->info.last_frame) a->info.last_frame = frame;
    }
    return found == want ? WARP_OK : WARP_E_CORRUPT;
}

int warp_anim_init(warp_anim *a, size_t a_size, uint32_t abi, const void *desc, size_t desc_len,
                   const void *keyframes, size_t keyframes_len, const warp_limits *limits) {
    int rc = warp__check_handle(a, a_size, sizeof *a, abi);
    if (rc) return rc;
    memset(a, 0, sizeof *a);
    if (!desc || (!keyframes && keyframes_len)) return WARP_E_ARG;
    if (desc_len < WARP_ANIM_DESC_SIZE) return WARP_E_TRUNCATED;
    warp_limits lim;
    warp__limits(&lim, limits);
    const uint8_t *d = (const uint8_t *)desc;
    warp_anim_info *in = &a->info;
    read_info(d, in);
    a->keys = (const uint8_t *)keyframes;
    a->keys_len = keyframes_len;
    /* sizes against the chunk first: a short chunk is the telling error */
    uint64_t used = (uint64_t)in->section_a + in->section_b + in->section_c + 24ull * in->event_count;
    if (used > keyframes_len) return WARP_E_TRUNCATED;
    if (in->section_a % 8 || in->section_b % 8 || in->section_c % 8) return WARP_E_CORRUPT;
    if (!(in->duration >= 0 && in->duration <= 1e9f)) return WARP_E_CORRUPT; /* also NaN */
    uint8_t bones[WARP_ANIM_BONES];
    uint32_t bits = 0;
    for (uint32_t b = 0; b < 40; b++) {
        if (!(in->bone_mask[b / 8] >> (b % 8) & 1)) continue;
        if (b >= WARP_ANIM_BONES) return WARP_E_CORRUPT;
        bones[bits++] = (uint8_t)b;
    }
    if (bits != in->rotation_channels) return WARP_E_CORRUPT;
    uint32_t max_keys = lim.max_count;
    size_t pos = 0;
    if ((rc = scan_section(a, pos, pos + in->section_a, in->section_a ? 1 : 0, WARP_ANIM_ROOT_VELOCITY, bones,
                           max_keys)))
        return rc;
    pos += in->section_a;
    if ((rc = scan_section(a, pos, pos + in->section_b, in->section_b ? 1 : 0, WARP_ANIM_ROOT_TRANSLATION, bones,
                           max_keys)))
        return rc;
    pos += in->section_b;
    if ((rc = scan_section(a, pos, pos + in->section_c, bits, WARP_ANIM_ROTATION, bones, max_keys))) return rc;
    a->events_offset = pos + in->section_c;
    in->keyframes_used = (size_t)used;
    /* whole frames an exporter samples: f = 0 .. round(30 * duration) (FACTS.md 6.4 step 2) */
    double frames = (double)in->duration * WARP_ANIM_FPS + 0.5;
    in->frame_count = frames >= 4294967295.0 ? UINT32_MAX : (uint32_t)frames + 1;
    a->hdr.magic = WARP_MAGIC_ANIM;
    a->hdr.abi = abi;
    return WARP_OK;
}

int warp_anim_get_info(const warp_anim *a, warp_anim_info *out) {
    if (bad(a) || !out) return WARP_E_ARG;
    *out = a->info;
    return WARP_OK;
}

static void channel_info(const warp_anim *a, uint32_t i, warp_anim_channel_info *ci) {
    memset(ci, 0, sizeof *ci);
    ci->index = i;
    ci->kind = a->ch[i].kind;
    ci->bone = a->ch[i].bone;
    ci->key_count = a->ch[i].key_count;
    ci->last_frame = a->ch[i].last_frame;
    ci->offset = a->ch[i].offset;
}

int warp_anim_foreach_channel(const warp_anim *a, warp_anim_channel_cb cb, void *user) {
    if (bad(a) || !cb) return WARP_E_ARG;
    for (uint32_t i = 0; i < a->info.channel_count; i++) {
        warp_anim_channel_info ci;
        channel_info(a, i, &ci);
        if (cb(user, &ci)) return WARP_STOPPED;
    }
    return WARP_OK;
}

static void read_key(const uint8_t *p, uint8_t kind, warp_anim_key *k) {
    memset(k, 0, sizeof *k);
    k->delta = p[0];
    k->unused = p[1];
    for (int i = 0; i < 3; i++) k->raw[i] = (int16_t)rd16(p + 2 + 2 * i);
    if (kind == WARP_ANIM_ROTATION)
        anim_decode_rotation(k->raw, k->value);
    else
        anim_decode_position(k->raw, k->value);
}

int warp_anim_copy_keys(const warp_anim *a, uint32_t channel, warp_anim_key *dst, size_t dst_count, size_t *count) {
    if (bad(a) || (!dst && !count)) return WARP_E_ARG;
    if (channel >= a->info.channel_count) return WARP_E_RANGE;
    const anim_channel *c = &a->ch[channel];
    if (count) *count = c->key_count;
    if (!dst) return WARP_OK;
    if (dst_count < c->key_count) return WARP_E_DST_SMALL;
    uint32_t frame = 0;
    for (uint32_t k = 0; k < c->key_count; k++) {
        read_key(a->keys + c->offset + (size_t)k * WARP_ANIM_KEY_SIZE, c->kind, &dst[k]);
        frame += dst[k].delta;
        dst[k].frame = frame;
    }
    return WARP_OK;
}

int warp_anim_foreach_event(const warp_anim *a, warp_anim_event_cb cb, void *user) {
    if (bad(a) || !cb) return WARP_E_ARG;
    for (uint32_t i = 0; i < a->info.event_count; i++) {
        const uint8_t *p = a->keys + a->events_offset + (size_t)i * WARP_ANIM_EVENT_SIZE;
        warp_anim_event e;
        memset(&e, 0, sizeof e);
        e.index = i;
        e.frame = rd16(p);
        e.type = rd16(p + 2);
        e.word4 = rd16(p + 4);
        e.word = rd16(p + 6);
        for (int k = 0; k < 3; k++) {
            e.raw_position[k] = (int16_t)rd16(p + 8 + 2 * k);
            e.raw_rotation[k] = (int16_t)rd16(p + 0xE + 2 * k);
        }
        e.tail = rd32(p + 0x14);
        anim_decode_position(e.raw_position, e.position);
        anim_decode_rotation(e.raw_rotation, e.rotation);
        if (cb(user, &e)) return WARP_STOPPED;
    }
    return WARP_OK;
}

/* ---- sampling ------------------------------------------------------------------------ */

/* FACTS.md 6.3, rounded to 4 places there; normalised when read. */
static const float reference_pose[WARP_ANIM_BONES][4] = {
    {0, 0, 0, 1},                        {-.4912f, -.5087f, .4912f, .5087f}, {-.5f, .5f, -.5f, .5f},
    {.4793f, -.5199f, .5199f, -.4793f},  {0, -.0298f, 0, .9996f},            {0, -.1757f, 0, .9844f},
    {0, .1172f, 0, .9931f},              {.5274f, -.4710f, .4710f, .5274f},  {.6590f, 0, .7521f, 0},
    {0, -.2983f, 0, .9545f},             {.6081f, -.5780f, .3635f, .4050f},  {0, .6425f, 0, .7663f},
    {.4043f, -.3602f, .5801f, .6085f},   {-.0036f, -.6166f, .0054f, .7873f}, {.7393f, 0, .6733f, 0},
    {.5247f, -.4805f, .4743f, .5186f},   {.6200f, -.7643f, -.1281f, .1227f}, {.0452f, -.0282f, .1112f, .9924f},
    {0, .1174f, 0, .9931f},              {-.6951f, -.0567f, .0262f, .7162f}, {-.0004f, -.2858f, .0001f, .9583f},
    {-.0811f, -.3223f, -.0030f, .9431f}, {-.6200f, -.7643f, .1281f, .1227f}, {-.0452f, -.0282f, -.1112f, .9924f},
    {0, .1174f, 0, .9931f},              {.6951f, -.0567f, -.0262f, .7162f}, {.0004f, -.2858f, -.0001f, .9583f},
    {.0811f, -.3223f, .0030f, .9431f},   {-.0066f, -.1154f, .9910f, -.0678f}, {0, .0340f, 0, .9994f},
    {-.0030f, -.0194f, -.0700f, .9974f}, {-.0066f, .1154f, .9910f, .0678f},  {0, .0340f, 0, .9994f},
    {.0030f, -.0194f, .0700f, .9974f},
};

/* Pose bone -> parent (code 0x00101120, FACTS.md 4.2). */
static const int8_t bone_parent[WARP_ANIM_BONES] = {-1, 0,  1,  1,  3,  4,  5,  6,  6,  8,  6,  10,
                                                     6,  12, 6,  6,  5,  16, 17, 18, 19, 19, 5,  22,
                                                     23, 24, 25, 25, 2,  28, 29, 2,  31, 32};

static void normalize4(float q[4]) {
    double n = (double)q[0] * q[0] + (double)q[1] * q[1] + (double)q[2] * q[2] + (double)q[3] * q[3];
    double r = anim_sqrt(n);
    if (r <= 0) {
        q[0] = q[1] = q[2] = 0, q[3] = 1;
        return;
    }
    for (int i = 0; i < 4; i++) q[i] = (float)(q[i] / r);
}

int warp_anim_reference_rotation(uint32_t bone, float dst[4]) {
    if (!dst) return WARP_E_ARG;
    if (bone >= WARP_ANIM_BONES) return WARP_E_RANGE;
    memcpy(dst, reference_pose[bone], 16);
    normalize4(dst);
    return WARP_OK;
}

int warp_anim_bone_parent(uint32_t bone, int32_t *parent) {
    if (!parent) return WARP_E_ARG;
    if (bone >= WARP_ANIM_BONES) return WARP_E_RANGE;
    *parent = bone < 2 ? -1 : bone_parent[bone];
    return WARP_OK;
}

/* One channel at `frame`: the key at or before it and the next, blended as the game does.
 * The walk reads only the deltas; the two keys used are decoded once. */
static void sample_channel(const warp_anim *a, const anim_channel *c, float frame, float out[4]) {
    const uint8_t *p = a->keys + c->offset;
    uint32_t start = 0, k = 0;
    while (k + 1 < c->key_count && (float)(start + p[(size_t)(k + 1) * WARP_ANIM_KEY_SIZE]) <= frame)
        start += p[(size_t)++k * WARP_ANIM_KEY_SIZE];
    warp_anim_key k0, k1;
    read_key(p + (size_t)k * WARP_ANIM_KEY_SIZE, c->kind, &k0);
    if (k + 1 == c->key_count) { /* past the last key: held */
        memcpy(out, k0.value, 16);
        if (c->kind == WARP_ANIM_ROTATION) normalize4(out); /* x^2 + y^2 + z^2 > 1 in a hostile key */
        return;
    }
    read_key(p + (size_t)(k + 1) * WARP_ANIM_KEY_SIZE, c->kind, &k1);
    float u = (frame - (float)start) / (float)k1.delta;
    if (u < 0) u = 0; /* before frame 0: the first key */
    if (c->kind == WARP_ANIM_ROTATION) {
        float dot = 0;
        for (int i = 0; i < 4; i++) dot += k0.value[i] * k1.value[i];
        float s = dot < 0 ? -1.0f : 1.0f;
        for (int i = 0; i < 4; i++) out[i] = k0.value[i] + (s * k1.value[i] - k0.value[i]) * u;
        normalize4(out);
    } else {
        for (int i = 0; i < 3; i++) out[i] = k0.value[i] + (k1.value[i] - k0.value[i]) * u;
        out[3] = 0;
    }
}

int warp_anim_sample(const warp_anim *a, float time, warp_anim_pose *pose) {
    if (bad(a) || !pose) return WARP_E_ARG;
    if (!(time > -1e30f && time < 1e30f)) return WARP_E_ARG;
    memset(pose, 0, sizeof *pose);
    for (uint32_t b = 0; b < WARP_ANIM_BONES; b++) warp_anim_reference_rotation(b, pose->rotation[b]);
    float frame = time * (float)WARP_ANIM_FPS;
    for (uint32_t i = 0; i < a->info.channel_count; i++) {
        const anim_channel *c = &a->ch[i];
        float v[4] = {0, 0, 0, 1};
        sample_channel(a, c, frame, v);
        if (c->kind == WARP_ANIM_ROTATION) {
            memcpy(pose->rotation[c->bone], v, 16);
            pose->animated |= (uint64_t)1 << c->bone;
        } else if (c->kind == WARP_ANIM_ROOT_TRANSLATION) {
            memcpy(pose->pelvis, v, 12);
            pose->has_pelvis = 1;
        } else {
            memcpy(pose->velocity, v, 12);
            pose->has_velocity = 1;
        }
    }
    return WARP_OK;
}

/* ---- bone transforms ------------------------------------------------------------------- */

static void quat_mul(const float a[4], const float b[4], float out[4]) {
    float r[4] = {a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
                  a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
                  a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
                  a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]};
    memcpy(out, r, 16);
}

/* v rotated by unit quaternion q: v + 2w(u x v) + 2u x (u x v). */
static void quat_rotate(const float q[4], const float v[3], float out[3]) {
    float t[3] = {2 * (q[1] * v[2] - q[2] * v[1]), 2 * (q[2] * v[0] - q[0] * v[2]), 2 * (q[0] * v[1] - q[1] * v[0])};
    float r[3] = {v[0] + q[3] * t[0] + (q[1] * t[2] - q[2] * t[1]), v[1] + q[3] * t[1] + (q[2] * t[0] - q[0] * t[2]),
                  v[2] + q[3] * t[2] + (q[0] * t[1] - q[1] * t[0])};
    memcpy(out, r, 12);
}

int warp_anim_bone_transforms(const warp_anim_pose *pose, const float offsets[WARP_ANIM_BONES][4],
                              float rotation[WARP_ANIM_BONES][4], float position[WARP_ANIM_BONES][3]) {
    if (!pose || !rotation || !position) return WARP_E_ARG;
    static const float identity[4] = {0, 0, 0, 1};
    memcpy(rotation[0], identity, 16); /* bone 0 is motion only: never tilts the body */
    memset(position[0], 0, 12);
    memcpy(rotation[1], pose->rotation[1], 16); /* the pelvis is absolute, not under bone 0 */
    if (pose->has_pelvis) {
        memcpy(position[1], pose->pelvis, 12);
        if (offsets) position[1][2] += offsets[0][1];
    } else { /* no section B: the pelvis rests at its skeleton offset, not at the origin */
        memset(position[1], 0, 12);
        if (offsets) memcpy(position[1], offsets[1], 12);
    }
    for (uint32_t b = 2; b < WARP_ANIM_BONES; b++) {
        int p = bone_parent[b]; /* parents come first in the table */
        float off[3] = {0, 0, 0}, moved[3];
        if (offsets) memcpy(off, offsets[b], 12);
        quat_mul(rotation[p], pose->rotation[b], rotation[b]);
        quat_rotate(rotation[p], off, moved);
        for (int i = 0; i < 3; i++) position[b][i] = position[p][i] + moved[i];
    }
    return WARP_OK;
}

float warp_anim_rate(uint32_t flags) {
    if (flags & 0x1000) return 1.0f;
    if (flags & 0x2000) return 0.9f;
    if (flags & 0x800) return 0.8f;
    return 0.75f;
}
