/* Animation clips, character data and the Anim Range List (FACTS.md 4.3, 6): encoder
 * fixtures decoded to their exact keys, a descriptor assembled byte by byte, poses
 * hand-computed at and between keys, hostile descriptors and their codes. */
#include <math.h>
#include <sys/stat.h>

#include "check.h"

#define NEAR(a, b, eps) (fabs((double)(a) - (double)(b)) <= (eps))
#define CHECK_NEAR(a, b, eps)                                                                   \
    do {                                                                                        \
        double a_ = (double)(a), b_ = (double)(b);                                              \
        if (!NEAR(a_, b_, eps)) FAILF("%s == %.9g, expected %.9g", #a, a_, b_);                 \
    } while (0)

/* ---- the fixture clip --------------------------------------------------------------------- */

static warp_anim_key K(uint8_t delta, int16_t x, int16_t y, int16_t z) {
    warp_anim_key k;
    memset(&k, 0, sizeof k);
    k.delta = delta;
    k.raw[0] = x, k.raw[1] = y, k.raw[2] = z;
    return k;
}

static warp_anim_key vel[2], pel[3], rot2[2], rot9[1], rot33[2];
static warp_anim_channel_desc channels[5];
static warp_anim_event events[2];
static warp_anim_info clip_info;
static warp_anim_clip_desc clip;

static void make_clip(void) {
    vel[0] = K(0, 1023, -2046, 2047); /* (1, -2, 1) m/s */
    vel[1] = K(10, 0, 0, 0);
    pel[0] = K(0, 0, 0, 2047);        /* (0, 0, 1) */
    pel[1] = K(4, 1023, 0, 0);        /* frame 4: (1, 0, 0) */
    pel[1].unused = 0x77;             /* key byte +1 is kept */
    pel[2] = K(6, 2046, 0, 4094);     /* frame 10: (2, 0, 2) */
    rot2[0] = K(0, 16384, 0, 0);      /* (0.5, 0, 0, sqrt .75) */
    rot2[1] = K(8, 0, 16384, 0);      /* frame 8: (0, 0.5, 0, sqrt .75) */
    rot9[0] = K(0, 0, 0, -16384);     /* (0, 0, -0.5, sqrt .75) */
    rot33[0] = K(0, 26214, 0, 0);     /* x = 0.8, the second key opposite in x: the sign fix matters */
    rot33[1] = K(3, -26214, 0, 0);
    channels[0] = (warp_anim_channel_desc){WARP_ANIM_ROOT_VELOCITY, 0, 2, vel};
    channels[1] = (warp_anim_channel_desc){WARP_ANIM_ROOT_TRANSLATION, 1, 3, pel};
    channels[2] = (warp_anim_channel_desc){WARP_ANIM_ROTATION, 2, 2, rot2};
    channels[3] = (warp_anim_channel_desc){WARP_ANIM_ROTATION, 9, 1, rot9};
    channels[4] = (warp_anim_channel_desc){WARP_ANIM_ROTATION, 33, 2, rot33};
    memset(events, 0, sizeof events);
    events[0].frame = 3, events[0].type = 8, events[0].word4 = 0x1234, events[0].word = 7;
    events[0].raw_position[0] = 1023, events[0].raw_position[2] = -2047, events[0].raw_rotation[1] = 16384;
    events[0].tail = 0xDEADBEEF;
    events[1].frame = 12, events[1].type = 11, events[1].word = 0xFFFF;
    memset(&clip_info, 0, sizeof clip_info);
    memcpy(clip_info.name_bytes, "walk_fwd\0x", 10); /* a byte after the NUL is kept */
    clip_info.displacement[0] = 1.5f, clip_info.displacement[1] = -2.25f;
    clip_info.duration = 0.5f;
    clip_info.placeholder = 0x0045de40;
    clip_info.runtime_pointer = 0x01020304;
    clip_info.ref_count = 3;
    clip_info.tail[0] = 1, clip_info.tail[1] = 0xFFFFFFFF, clip_info.tail[2] = 0x80000000;
    clip = (warp_anim_clip_desc){&clip_info, 5, channels, 2, events, {0}};
}

static int fill_keyframes(warp_writer *w, void *user) {
    return warp_write_anim_keyframes(w, user ? (const warp_anim_clip_desc *)user : &clip);
}
static int fill_descriptor(warp_writer *w, void *user) {
    return warp_write_anim_descriptor(w, user ? (const warp_anim_clip_desc *)user : &clip);
}
/* A character-data-shaped resource: the clip twice (two names), then 0x45 and 0x08. */
static int fill_resource(warp_writer *w, void *user) {
    (void)user;
    warp_write_resource_begin(w, 0xE72F9FB5);
    for (int i = 0; i < 2; i++) {
        warp_write_chunk_begin(w, 0x00, 0x1111);
        fill_keyframes(w, NULL);
        warp_write_chunk_end(w);
        warp_write_chunk_begin(w, 0x02, 0);
        fill_descriptor(w, NULL);
        warp_write_chunk_end(w);
    }
    warp_write_chunk_begin(w, 0x45, 0);
    warp_write_u32(w, 3);
    warp_write_u16(w, (uint16_t)-500), warp_write_u16(w, 250), warp_write_f32(w, 2.0f);
    warp_write_u16(w, 0), warp_write_u16(w, 12), warp_write_u16(w, (uint16_t)-3), warp_write_u16(w, 0x1400);
    warp_write_zeros(w, 4), warp_write_f32(w, 0), warp_write_u16(w, 1500), warp_write_zeros(w, 4);
    warp_write_u16(w, 0x2800);
    warp_write_zeros(w, 16);
    warp_write_chunk_end(w);
    warp_write_chunk_begin(w, 0x08, 0);
    warp_write_u32(w, 0x00436b10);
    warp_write_u32(w, 42);
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) warp_write_u32(w, i == 0 || i == 5 ? 7 : i == 1 ? 3 : 0xFFFFFFFF);
    warp_write_u32(w, 9), warp_write_u32(w, 8), warp_write_u32(w, 7), warp_write_u32(w, 6);
    warp_write_chunk_end(w);
    return warp_write_resource_end(w);
}

typedef struct opened {
    warp_anim *a;
    uint8_t *keys, *desc;
    size_t keys_len, desc_len;
} opened;

static int open_fixture(opened *o) {
    make_clip();
    o->keys = write_all(fill_keyframes, NULL, &o->keys_len);
    o->desc = write_all(fill_descriptor, NULL, &o->desc_len);
    o->a = (warp_anim *)test_handle(warp_anim_sizeof());
    return warp_anim_init(o->a, warp_anim_sizeof(), WARP_ABI_VERSION, o->desc, o->desc_len, o->keys, o->keys_len,
                          NULL);
}
static void close_fixture(opened *o) {
    free(o->a), free(o->keys), free(o->desc);
}

/* ---- tests --------------------------------------------------------------------------------- */

TEST(encoder_sizes) {
    opened o;
    int rc = open_fixture(&o);
    size_t keys = o.keys_len, desc = o.desc_len;
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(desc, 80);
    CHECK_EQ(keys, 8 * (2 + 3 + 2 + 1 + 2) + 24 * 2);
    return NULL;
}

TEST(info_fields) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    warp_anim_info in;
    int rc = warp_anim_get_info(o.a, &in);
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK(!strcmp(in.name, "walk_fwd"));
    CHECK_EQ(in.name_bytes[9], 'x');
    CHECK(in.displacement[0] == 1.5f && in.displacement[1] == -2.25f && in.duration == 0.5f);
    CHECK_EQ(in.section_a, 16);
    CHECK_EQ(in.section_b, 24);
    CHECK_EQ(in.section_c, 40);
    CHECK_EQ(in.rotation_channels, 3);
    CHECK_EQ(in.event_count, 2);
    CHECK_EQ(in.bone_mask[0], 0x04);  /* bone 2 */
    CHECK_EQ(in.bone_mask[1], 0x02);  /* bone 9 */
    CHECK_EQ(in.bone_mask[4], 0x02);  /* bone 33 */
    CHECK_EQ(in.bone_mask[2] | in.bone_mask[3], 0);
    CHECK_EQ(in.placeholder, 0x0045de40);
    CHECK_EQ(in.runtime_pointer, 0x01020304);
    CHECK_EQ(in.ref_count, 3);
    CHECK_EQ(in.tail[1], 0xFFFFFFFF);
    CHECK_EQ(in.channel_count, 5);
    CHECK_EQ(in.last_frame, 10);
    CHECK_EQ(in.frame_count, 16); /* round(30 * 0.5) + 1 */
    CHECK_EQ(in.keyframes_used, 128);
    return NULL;
}

/* The descriptor and keyframes assembled byte by byte from FACTS.md 6.1/6.2, without the
 * encoder; the encoder must produce the same bytes. */
TEST(golden_bytes) {
    uint8_t d[80], k[24];
    memset(d, 0, sizeof d);
    d[0x00] = 0x40, d[0x01] = 0xde, d[0x02] = 0x45;          /* placeholder */
    d[0x0E] = 0x80, d[0x0F] = 0x3F;                          /* duration 1.0f */
    d[0x12] = 16;                                            /* B: 2 keys */
    d[0x14] = 8;                                             /* C: 1 key */
    d[0x18] = 1;                                             /* one rotation channel */
    d[0x20] = 0x08;                                          /* bone 3 */
    memcpy(d + 0x25, "idle", 4);
    static const uint8_t keys[24] = {0, 0, 0, 0, 0, 0, 0xFF, 0x07,       /* B frame 0: z = 2047 */
                                     5, 0x77, 0xFF, 0x03, 0x01, 0xFC, 0, 0, /* B frame 5: x 1023, y -1023 */
                                     0, 0, 0x00, 0x80, 0, 0, 0, 0};      /* bone 3: x = -32768 */
    memcpy(k, keys, sizeof k);
    warp_anim *a = (warp_anim *)test_handle(warp_anim_sizeof());
    CHECK_RC(warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, d, sizeof d, k, sizeof k, NULL), WARP_OK);
    warp_anim_info in;
    warp_anim_get_info(a, &in);
    CHECK(!strcmp(in.name, "idle"));
    CHECK_EQ(in.channel_count, 2);
    CHECK_EQ(in.frame_count, 31);
    warp_anim_key got[2];
    size_t n = 0;
    CHECK_RC(warp_anim_copy_keys(a, 0, got, 2, &n), WARP_OK);
    CHECK_EQ(n, 2);
    CHECK(got[0].frame == 0 && got[0].value[2] == 1.0f && got[0].value[0] == 0);
    CHECK(got[1].frame == 5 && got[1].unused == 0x77 && got[1].value[0] == 1.0f && got[1].value[1] == -1.0f);
    CHECK_RC(warp_anim_copy_keys(a, 1, got, 2, &n), WARP_OK);
    CHECK_EQ(n, 1);
    CHECK(got[0].value[0] == -1.0f && got[0].value[1] == 0 && got[0].value[3] == 0); /* w = sqrt(0) */
    /* the encoder writes the same bytes from the decoded clip */
    warp_anim_channel_desc ch[2] = {{WARP_ANIM_ROOT_TRANSLATION, 1, 2, NULL}, {WARP_ANIM_ROTATION, 3, 1, NULL}};
    warp_anim_key b[2], c[1];
    warp_anim_copy_keys(a, 0, b, 2, &n);
    warp_anim_copy_keys(a, 1, c, 1, &n);
    ch[0].keys = b, ch[1].keys = c;
    warp_anim_clip_desc cd = {&in, 2, ch, 0, NULL, {0}};
    size_t kl, dl;
    uint8_t *kb = write_all(fill_keyframes, &cd, &kl), *db = write_all(fill_descriptor, &cd, &dl);
    int same = kl == sizeof k && dl == sizeof d && !memcmp(kb, k, kl) && !memcmp(db, d, dl);
    free(kb), free(db), free(a);
    CHECK(same);
    return NULL;
}

typedef struct chan_log {
    warp_anim_channel_info c[8];
    int n;
} chan_log;
static int log_channel(void *user, const warp_anim_channel_info *c) {
    chan_log *l = (chan_log *)user;
    if (l->n < 8) l->c[l->n] = *c;
    l->n++;
    return 0;
}

TEST(channels_and_keys) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    chan_log l;
    memset(&l, 0, sizeof l);
    int rc = warp_anim_foreach_channel(o.a, log_channel, &l);
    warp_anim_key keys[4];
    size_t n = 0;
    const char *fail = NULL;
    if (warp_anim_copy_keys(o.a, 1, keys, 4, &n) != WARP_OK || n != 3) fail = "translation keys";
    else if (keys[0].frame != 0 || keys[1].frame != 4 || keys[2].frame != 10) fail = "translation frames";
    else if (keys[0].value[2] != 1.0f || keys[1].value[0] != 1.0f || keys[2].value[0] != 2.0f ||
             keys[2].value[2] != 2.0f || keys[1].unused != 0x77)
        fail = "translation values";
    else if (warp_anim_copy_keys(o.a, 0, keys, 4, &n) != WARP_OK || n != 2 || keys[0].value[1] != -2.0f ||
             keys[0].value[2] != 1.0f || keys[1].frame != 10)
        fail = "velocity";
    else if (warp_anim_copy_keys(o.a, 2, keys, 4, &n) != WARP_OK || n != 2 || keys[0].value[0] != 0.5f ||
             !NEAR(keys[0].value[3], sqrt(0.75), 1e-7) || keys[1].frame != 8 || keys[1].value[1] != 0.5f)
        fail = "bone 2";
    else if (warp_anim_copy_keys(o.a, 3, keys, 4, &n) != WARP_OK || n != 1 || keys[0].value[2] != -0.5f)
        fail = "bone 9";
    else if (warp_anim_copy_keys(o.a, 1, keys, 2, &n) != WARP_E_DST_SMALL || n != 3)
        fail = "small dst";
    else if (warp_anim_copy_keys(o.a, 1, NULL, 0, &n) != WARP_OK || n != 3)
        fail = "ask";
    else if (warp_anim_copy_keys(o.a, 5, keys, 4, &n) != WARP_E_RANGE)
        fail = "range";
    close_fixture(&o);
    if (fail) FAILF("%s", fail);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(l.n, 5);
    CHECK(l.c[0].kind == WARP_ANIM_ROOT_VELOCITY && l.c[0].bone == 0 && l.c[0].key_count == 2 && l.c[0].offset == 0);
    CHECK(l.c[1].kind == WARP_ANIM_ROOT_TRANSLATION && l.c[1].bone == 1 && l.c[1].offset == 16 &&
          l.c[1].last_frame == 10);
    CHECK(l.c[2].kind == WARP_ANIM_ROTATION && l.c[2].bone == 2 && l.c[2].offset == 40);
    CHECK(l.c[3].bone == 9 && l.c[3].key_count == 1 && l.c[3].offset == 56);
    CHECK(l.c[4].bone == 33 && l.c[4].last_frame == 3);
    return NULL;
}

typedef struct ev_log {
    warp_anim_event e[4];
    int n;
} ev_log;
static int log_event(void *user, const warp_anim_event *e) {
    ev_log *l = (ev_log *)user;
    if (l->n < 4) l->e[l->n] = *e;
    l->n++;
    return 0;
}
static int stop_now(void *user, const warp_anim_event *e) {
    (void)user, (void)e;
    return 1;
}

TEST(event_records) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    ev_log l;
    memset(&l, 0, sizeof l);
    int rc = warp_anim_foreach_event(o.a, log_event, &l);
    int stop = warp_anim_foreach_event(o.a, stop_now, NULL), null_cb = warp_anim_foreach_event(o.a, NULL, NULL);
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(stop, WARP_STOPPED);
    CHECK_RC(null_cb, WARP_E_ARG);
    CHECK_EQ(l.n, 2);
    const warp_anim_event *e = &l.e[0];
    CHECK(e->frame == 3 && e->type == 8 && e->word4 == 0x1234 && e->word == 7 && e->tail == 0xDEADBEEF);
    CHECK(e->position[0] == 1.0f && e->position[1] == 0 && e->position[2] == -1.0f);
    CHECK(e->rotation[1] == 0.5f && NEAR(e->rotation[3], sqrt(0.75), 1e-7));
    CHECK(l.e[1].frame == 12 && l.e[1].type == 11 && l.e[1].word == 0xFFFF && l.e[1].rotation[3] == 1.0f);
    return NULL;
}

/* Decode everything, encode it again: the same bytes. */
TEST(round_trip_exact) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    warp_anim_info in;
    warp_anim_get_info(o.a, &in);
    warp_anim_key keys[5][4];
    warp_anim_channel_desc ch[5];
    chan_log l;
    memset(&l, 0, sizeof l);
    warp_anim_foreach_channel(o.a, log_channel, &l);
    for (uint32_t i = 0; i < 5; i++) {
        size_t n;
        warp_anim_copy_keys(o.a, i, keys[i], 4, &n);
        ch[i] = (warp_anim_channel_desc){l.c[i].kind, l.c[i].bone, (uint32_t)n, keys[i]};
    }
    ev_log ev;
    memset(&ev, 0, sizeof ev);
    warp_anim_foreach_event(o.a, log_event, &ev);
    warp_anim_clip_desc cd = {&in, 5, ch, 2, ev.e, {0}};
    size_t kl, dl;
    uint8_t *kb = write_all(fill_keyframes, &cd, &kl), *db = write_all(fill_descriptor, &cd, &dl);
    int same = kl == o.keys_len && dl == o.desc_len && !memcmp(kb, o.keys, kl) && !memcmp(db, o.desc, dl);
    free(kb), free(db);
    close_fixture(&o);
    CHECK(same);
    return NULL;
}

/* nlerp of two quaternions by hand (double). */
static void nlerp_ref(const double a[4], const double b[4], double u, double out[4]) {
    double dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3], s = dot < 0 ? -1 : 1, n = 0;
    for (int i = 0; i < 4; i++) out[i] = a[i] + (s * b[i] - a[i]) * u, n += out[i] * out[i];
    for (int i = 0; i < 4; i++) out[i] /= sqrt(n);
}

TEST(sample_poses) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    warp_anim_pose p0, p2, p7, p20, pm, p15;
    int rc = warp_anim_sample(o.a, 0.0f, &p0) | warp_anim_sample(o.a, 2.0f / 30, &p2) |
             warp_anim_sample(o.a, 7.0f / 30, &p7) | warp_anim_sample(o.a, 20.0f / 30, &p20) |
             warp_anim_sample(o.a, -1.0f, &pm) | warp_anim_sample(o.a, 1.5f / 30, &p15);
    int nan = warp_anim_sample(o.a, NAN, &pm);
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(nan, WARP_E_ARG);
    const double s75 = sqrt(0.75), eps = 2e-6;
    /* at key times: the keys */
    CHECK(p0.has_pelvis && p0.has_velocity);
    CHECK(p0.pelvis[0] == 0 && p0.pelvis[2] == 1.0f && p0.velocity[1] == -2.0f);
    CHECK_NEAR(p0.rotation[2][0], 0.5, eps);
    CHECK_NEAR(p0.rotation[2][3], s75, eps);
    CHECK_EQ(p0.animated, (1ull << 2) | (1ull << 9) | (1ull << 33));
    /* frame 2: pelvis halfway between frames 0 and 4; velocity 2/10 of the way to 0 */
    CHECK_NEAR(p2.pelvis[0], 0.5, eps);
    CHECK_NEAR(p2.pelvis[2], 0.5, eps);
    CHECK_NEAR(p2.velocity[0], 0.8, eps);
    CHECK_NEAR(p2.velocity[1], -1.6, eps);
    /* frame 7: pelvis halfway between frames 4 and 10; bone 2 nlerped 7/8 of the way */
    CHECK_NEAR(p7.pelvis[0], 1.5, eps);
    CHECK_NEAR(p7.pelvis[2], 1.0, eps);
    double a[4] = {0.5, 0, 0, s75}, b[4] = {0, 0.5, 0, s75}, q[4];
    nlerp_ref(a, b, 7.0 / 8, q);
    for (int i = 0; i < 4; i++) CHECK_NEAR(p7.rotation[2][i], q[i], eps);
    CHECK_NEAR(q[0], 0.0625 / sqrt(0.9453125), 1e-12); /* the hand value itself */
    /* past every key: the last keys held */
    CHECK(p20.pelvis[0] == 2.0f && p20.pelvis[2] == 2.0f && p20.velocity[0] == 0);
    CHECK_NEAR(p20.rotation[2][1], 0.5, eps);
    /* before 0: the first keys */
    CHECK(pm.pelvis[2] == 1.0f && pm.velocity[0] == 1.0f);
    /* bone 33 at frame 1.5 (halfway): opposite x, the sign fix gives (1, 0, 0, 0), not (0, 0, 0, 1) */
    CHECK_NEAR(p15.rotation[33][0], 1.0, eps);
    CHECK_NEAR(p15.rotation[33][3], 0.0, eps);
    /* one key: constant; no channel: the reference pose, identity for bone 0 */
    CHECK_NEAR(p7.rotation[9][2], -0.5, eps);
    double n4 = sqrt(0.0298 * 0.0298 + 0.9996 * 0.9996);
    CHECK_NEAR(p7.rotation[4][1], -0.0298 / n4, eps);
    CHECK_NEAR(p7.rotation[4][3], 0.9996 / n4, eps);
    CHECK(p7.rotation[0][3] == 1.0f && p7.rotation[0][0] == 0);
    CHECK_NEAR(p7.rotation[8][0], .6590 / sqrt(.6590 * .6590 + .7521 * .7521), eps);
    return NULL;
}

TEST(bone_transforms) {
    warp_anim_pose p;
    memset(&p, 0, sizeof p);
    for (int b = 0; b < WARP_ANIM_BONES; b++) p.rotation[b][3] = 1;
    p.rotation[1][2] = (float)sqrt(0.5), p.rotation[1][3] = (float)sqrt(0.5); /* 90 degrees about z */
    p.pelvis[2] = 1, p.has_pelvis = 1;
    float off[WARP_ANIM_BONES][4];
    memset(off, 0, sizeof off);
    off[0][1] = 0.5f;              /* the float at byte 4: added to the pelvis height */
    off[2][0] = 1, off[3][1] = 1;  /* bones 2 and 3 hang from bone 1 */
    off[28][2] = 1;                /* bone 28 hangs from bone 2 */
    float r[WARP_ANIM_BONES][4], t[WARP_ANIM_BONES][3];
    CHECK_RC(warp_anim_bone_transforms(&p, (const float(*)[4])off, r, t), WARP_OK);
    CHECK(t[0][0] == 0 && t[0][2] == 0 && r[0][3] == 1);
    CHECK_NEAR(t[1][2], 1.5, 1e-6);
    CHECK_NEAR(t[2][0], 0, 1e-6);
    CHECK_NEAR(t[2][1], 1, 1e-6);
    CHECK_NEAR(t[2][2], 1.5, 1e-6);
    CHECK_NEAR(t[3][0], -1, 1e-6);
    CHECK_NEAR(t[3][1], 0, 1e-6);
    CHECK_NEAR(t[28][1], 1, 1e-6);
    CHECK_NEAR(t[28][2], 2.5, 1e-6);
    CHECK_NEAR(r[28][2], sqrt(0.5), 1e-6);
    int32_t parent;
    CHECK_RC(warp_anim_bone_parent(3, &parent), WARP_OK);
    CHECK_EQ(parent, 1); /* the table, not the frame tree (FACTS.md 4.2) */
    CHECK_RC(warp_anim_bone_parent(1, &parent), WARP_OK);
    CHECK_EQ(parent, -1);
    CHECK_RC(warp_anim_bone_parent(34, &parent), WARP_E_RANGE);
    float q[4];
    CHECK_RC(warp_anim_reference_rotation(34, q), WARP_E_RANGE);
    /* a pose without section B: the pelvis at its rest offset (entry 1), not the origin */
    p.has_pelvis = 0, p.pelvis[2] = 0;
    off[1][0] = 0.25f, off[1][1] = -0.5f, off[1][2] = 0.875f;
    CHECK_RC(warp_anim_bone_transforms(&p, (const float(*)[4])off, r, t), WARP_OK);
    CHECK(t[1][0] == 0.25f && t[1][1] == -0.5f && t[1][2] == 0.875f);
    CHECK_NEAR(t[2][1], 1 - 0.5, 1e-6); /* bone 2 hangs from the resting pelvis */
    CHECK_NEAR(t[2][2], 0.875, 1e-6);
    CHECK_RC(warp_anim_bone_transforms(&p, NULL, r, t), WARP_OK);
    CHECK(t[1][0] == 0 && t[1][1] == 0 && t[1][2] == 0); /* no skeleton: the origin */
    CHECK(warp_anim_rate(0) == 0.75f && warp_anim_rate(0x800) == 0.8f && warp_anim_rate(0x1000) == 1.0f &&
          warp_anim_rate(0x2000) == 0.9f);
    return NULL;
}

/* One byte patch of the encoded fixture and the code it must give. */
static int init_patched(size_t desc_off, const void *val, size_t n, int keys, size_t desc_len, const warp_limits *lim) {
    opened o;
    if (open_fixture(&o) != WARP_OK) return 99;
    memcpy((keys ? o.keys : o.desc) + desc_off, val, n);
    int rc = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, desc_len ? desc_len : o.desc_len,
                            o.keys, o.keys_len, lim);
    close_fixture(&o);
    return rc;
}

TEST(hostile_descriptors) {
    uint8_t u8;
    uint16_t u16;
    uint32_t u32;
    float f;
    u16 = 102; /* events past the chunk */
    CHECK_RC(init_patched(0x1A, &u16, 2, 0, 0, NULL), WARP_E_TRUNCATED);
    u32 = 40 + 56; /* section C past the chunk with its events */
    CHECK_RC(init_patched(0x14, &u32, 4, 0, 0, NULL), WARP_E_TRUNCATED);
    u32 = 0xFFFFFFF8u;
    CHECK_RC(init_patched(0x14, &u32, 4, 0, 0, NULL), WARP_E_TRUNCATED);
    u8 = 0x00; /* bone 9 cleared: 2 mask bits, 3 channels declared */
    CHECK_RC(init_patched(0x21, &u8, 1, 0, 0, NULL), WARP_E_CORRUPT);
    u16 = 4; /* 4 channels declared, 3 bits */
    CHECK_RC(init_patched(0x18, &u16, 2, 0, 0, NULL), WARP_E_CORRUPT);
    u8 = 0x06; /* bone 33 and bone 34: no such bone */
    CHECK_RC(init_patched(0x24, &u8, 1, 0, 0, NULL), WARP_E_CORRUPT);
    u16 = 12; /* section A not whole keys */
    CHECK_RC(init_patched(0x10, &u16, 2, 0, 0, NULL), WARP_E_CORRUPT);
    u8 = 1; /* section B's first key has a delta */
    CHECK_RC(init_patched(16, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT);
    CHECK_RC(init_patched(40, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT); /* section C's */
    CHECK_RC(init_patched(0, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT);  /* section A's */
    u8 = 0; /* bone 2's second key starts a 4th channel in C */
    CHECK_RC(init_patched(48, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT);
    CHECK_RC(init_patched(8, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT);   /* two channels in section A */
    u8 = 3; /* bone 9's single key gets a delta: C holds 2 channels for 3 bits */
    CHECK_RC(init_patched(56, &u8, 1, 1, 0, NULL), WARP_E_CORRUPT);
    f = NAN;
    CHECK_RC(init_patched(0x0C, &f, 4, 0, 0, NULL), WARP_E_CORRUPT);
    f = -1;
    CHECK_RC(init_patched(0x0C, &f, 4, 0, 0, NULL), WARP_E_CORRUPT);
    CHECK_RC(init_patched(0, &u8, 0, 0, 79, NULL), WARP_E_TRUNCATED);
    warp_limits lim;
    warp_limits_default(&lim);
    lim.max_count = 2; /* the translation channel has 3 keys */
    CHECK_RC(init_patched(0, &u8, 0, 0, 0, &lim), WARP_E_LIMIT);
    lim.max_count = 3;
    CHECK_RC(init_patched(0, &u8, 0, 0, 0, &lim), WARP_OK);
    /* the unpatched fixture opens; every prefix of its keyframes fails cleanly */
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    for (size_t n = 0; n < o.keys_len; n++) {
        int rc = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, o.desc_len, o.keys, n, NULL);
        if (rc != WARP_E_TRUNCATED) {
            close_fixture(&o);
            FAILF("prefix %zu: %s", n, warp_strerror(rc));
        }
    }
    close_fixture(&o);
    return NULL;
}

/* A rotation key whose x, y, z lie outside the unit ball (w = 0): the key reads as stored,
 * the pose is still a unit quaternion, held or blended. */
TEST(hostile_key_values) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    for (int i = 0; i < 3; i++) o.keys[56 + 2 + 2 * i] = 0x00, o.keys[56 + 3 + 2 * i] = 0x80; /* bone 9: -32768 x3 */
    int rc = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, o.desc_len, o.keys, o.keys_len, NULL);
    warp_anim_key k;
    size_t n;
    int rk = warp_anim_copy_keys(o.a, 3, &k, 1, &n);
    warp_anim_pose p;
    int rs = warp_anim_sample(o.a, 0.1f, &p);
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK_RC(rk, WARP_OK);
    CHECK(k.value[0] == -1.0f && k.value[1] == -1.0f && k.value[2] == -1.0f && k.value[3] == 0);
    CHECK_RC(rs, WARP_OK);
    for (int i = 0; i < 3; i++) CHECK_NEAR(p.rotation[9][i], -1 / sqrt(3.0), 1e-6);
    CHECK_NEAR(p.rotation[9][3], 0, 1e-6);
    return NULL;
}

/* A huge (finite) duration opens; the frame count saturates instead of overflowing. */
TEST(long_duration) {
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    float f = 1e9f;
    memcpy(o.desc + 0x0C, &f, 4);
    int rc = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, o.desc_len, o.keys, o.keys_len, NULL);
    warp_anim_info in;
    warp_anim_get_info(o.a, &in);
    f = 1.5f; /* 45 frames: round(30 * 1.5) + 1 = 46 */
    memcpy(o.desc + 0x0C, &f, 4);
    int rc2 = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, o.desc_len, o.keys, o.keys_len, NULL);
    warp_anim_info in2;
    warp_anim_get_info(o.a, &in2);
    close_fixture(&o);
    CHECK_RC(rc, WARP_OK);
    CHECK_EQ(in.frame_count, UINT32_MAX);
    CHECK_RC(rc2, WARP_OK);
    CHECK_EQ(in2.frame_count, 46);
    return NULL;
}

typedef struct clip_log {
    warp_anim_clip_ref r[4];
    int n;
} clip_log;
static int log_clip(void *user, const warp_anim_clip_ref *r) {
    clip_log *l = (clip_log *)user;
    if (l->n < 4) l->r[l->n] = *r;
    l->n++;
    return 0;
}

TEST(clips_in_resource) {
    make_clip();
    size_t len;
    uint8_t *res = write_all(fill_resource, NULL, &len);
    clip_log l;
    memset(&l, 0, sizeof l);
    int rc = warp_anim_foreach_clip(res, len, NULL, log_clip, &l);
    int ok = l.n == 2 && l.r[0].index == 0 && l.r[1].index == 1 && l.r[0].keyframes_hash == 0x1111 &&
             l.r[0].desc_len == 80 && l.r[0].keyframes_len == 128 && l.r[0].resource_hash == 0xE72F9FB5 &&
             l.r[1].desc_offset > l.r[0].desc_offset;
    /* a descriptor without its keyframes: the first chunk's type 0x00 -> 0x01 */
    res[16] = 0x01;
    memset(&l, 0, sizeof l);
    int rc2 = warp_anim_foreach_clip(res, len, NULL, log_clip, &l);
    int n2 = l.n;
    free(res);
    CHECK_RC(rc, WARP_OK);
    CHECK(ok);
    CHECK_RC(rc2, WARP_E_CORRUPT);
    CHECK_EQ(n2, 0);
    CHECK_RC(warp_anim_foreach_clip(NULL, 0, NULL, NULL, NULL), WARP_E_ARG);
    return NULL;
}

static int count_stream(void *user, const warp_stream_info *s) {
    (void)s;
    ++*(int *)user;
    return 0;
}

/* A non-container entry: both walks answer alike (no call, WARP_OK); a damaged one: the
 * same error from both (docs/format-animation.md). */
TEST(clips_and_streams_agree_on_non_containers) {
    static const uint8_t lua[] = "\x1bLua\x40\x01\x04\x04\x04\x20\x06\x09\x08 not a container at all";
    clip_log l;
    int streams = 0;
    memset(&l, 0, sizeof l);
    CHECK_RC(warp_anim_foreach_clip(lua, sizeof lua, NULL, log_clip, &l), WARP_OK);
    CHECK_RC(warp_entry_streams(lua, sizeof lua, WARP_KIND_UNKNOWN, NULL, count_stream, &streams), WARP_OK);
    CHECK_RC(warp_anim_foreach_clip(lua, 3, NULL, log_clip, &l), WARP_OK); /* too short to be one */
    CHECK_EQ(l.n, 0);
    CHECK_EQ(streams, 0);
    make_clip();
    size_t len;
    uint8_t *res = write_all(fill_resource, NULL, &len);
    res[4] ^= 0x10; /* the resource's data size: a damaged container */
    int rc_clip = warp_anim_foreach_clip(res, len, NULL, log_clip, &l);
    int rc_streams = warp_entry_streams(res, len, WARP_KIND_UNKNOWN, NULL, count_stream, &streams);
    free(res);
    CHECK_RC(rc_clip, WARP_E_CORRUPT);
    CHECK_RC(rc_streams, WARP_E_CORRUPT);
    CHECK_EQ(l.n, 0);
    return NULL;
}

typedef struct range_log {
    warp_anim_range r[4];
    int n;
} range_log;
static int log_range(void *user, const warp_anim_range *r) {
    range_log *l = (range_log *)user;
    if (l->n < 4) l->r[l->n] = *r;
    l->n++;
    return 0;
}

/* Chunk payload `type` of the fixture resource. */
static const uint8_t *find_chunk(const uint8_t *res, size_t len, uint32_t type, size_t *size) {
    size_t pos = 16;
    while (pos + 16 <= len) {
        uint32_t t = res[pos] | res[pos + 1] << 8, s = res[pos + 4] | res[pos + 5] << 8 | res[pos + 6] << 16;
        if (t == type) {
            *size = s;
            return res + pos + 16;
        }
        pos += 16 + s;
    }
    return NULL;
}

TEST(character_data) {
    make_clip();
    size_t len, n08 = 0, n45 = 0;
    uint8_t *res = write_all(fill_resource, NULL, &len);
    const uint8_t *d08 = find_chunk(res, len, 0x08, &n08), *d45 = find_chunk(res, len, 0x45, &n45);
    warp_chardata_info ci;
    uint32_t slots[WARP_CHARDATA_SLOTS], raw[WARP_CHARDATA_SLOTS];
    size_t count = 0, rcount = 0;
    int rc_info = d08 ? warp_chardata_get_info(d08, n08, &ci) : -100;
    int rc_res = d08 ? warp_chardata_resolve(d08, n08, 2, slots, WARP_CHARDATA_SLOTS, &count) : -100;
    int rc_raw = d08 ? warp_chardata_copy_slots(d08, n08, raw, WARP_CHARDATA_SLOTS, &rcount) : -100;
    int rc_few = d08 ? warp_chardata_resolve(d08, n08, 1, slots + 0, 0, &count) : -100;
    int rc_short = d08 ? warp_chardata_get_info(d08, 2911, &ci) : -100;
    int rc_small = d08 ? warp_chardata_resolve(d08, n08, 2, raw, 10, &rcount) : -100;
    if (d08) warp_chardata_get_info(d08, n08, &ci);
    range_log rl;
    memset(&rl, 0, sizeof rl);
    uint32_t rn = 0;
    int rc_range = d45 ? warp_range_list_foreach(d45, n45, NULL, log_range, &rl, &rn) : -100;
    int rc_range_short = d45 ? warp_range_list_foreach(d45, 4 + 16 * 2, NULL, log_range, &rl, &rn) : -100;
    free(res);
    CHECK_EQ(n08, WARP_CHARDATA_SIZE);
    CHECK_RC(rc_info, WARP_OK);
    CHECK(ci.placeholder == 0x00436b10 && ci.word4 == 42 && ci.tail[0] == 9 && ci.tail[3] == 6);
    CHECK(ci.distinct == 2 && ci.default_slots == WARP_CHARDATA_SLOTS - 3);
    CHECK_RC(rc_res, WARP_OK);
    CHECK_EQ(count, WARP_CHARDATA_SLOTS);
    /* values 3 and 7: 3 takes the first pop (the last loaded clip, 1), 7 the next (clip 0) */
    CHECK_EQ(slots[1], 1);
    CHECK_EQ(slots[0], 0);
    CHECK_EQ(slots[5], 0);
    CHECK_EQ(slots[2], WARP_ANIM_DEFAULT);
    CHECK_RC(rc_raw, WARP_OK);
    CHECK(raw[0] == 7 && raw[1] == 3 && raw[721] == 0xFFFFFFFF);
    CHECK_RC(rc_few, WARP_E_CORRUPT);
    CHECK_RC(rc_short, WARP_E_TRUNCATED);
    CHECK_RC(rc_small, WARP_E_DST_SMALL);
    CHECK_RC(rc_range, WARP_OK);
    CHECK_EQ(rn, 3);
    CHECK_EQ(rl.n, 3);
    CHECK(rl.r[0].dir_raw[0] == -500 && rl.r[0].dir[0] == -0.5f && rl.r[0].dir[1] == 0.25f && rl.r[0].reach == 2.0f);
    CHECK(rl.r[0].far_raw == 0 && rl.r[0].far_range == 2.5f && rl.r[0].damage == 12 && rl.r[0].hit_code == -3);
    CHECK_EQ(rl.r[0].flags, 0x1400);
    CHECK(rl.r[1].far_raw == 1500 && rl.r[1].far_range == 1.5f && rl.r[1].flags == 0x2800);
    CHECK_RC(rc_range_short, WARP_E_TRUNCATED);
    CHECK_RC(warp_range_list_foreach(raw, sizeof raw, NULL, NULL, NULL, NULL), WARP_E_ARG); /* no callback */
    return NULL;
}

TEST(handle_conventions) {
    CHECK_EQ(warp_anim_sizeof() % WARP_ALIGN, 0);
    opened o;
    CHECK_RC(open_fixture(&o), WARP_OK);
    uint8_t *mis = (uint8_t *)test_handle(warp_anim_sizeof() + 16);
    int r1 = warp_anim_init((warp_anim *)(mis + 4), warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, o.desc_len, o.keys,
                            o.keys_len, NULL);
    int r2 = warp_anim_init(o.a, warp_anim_sizeof() - 1, WARP_ABI_VERSION, o.desc, o.desc_len, o.keys, o.keys_len,
                            NULL);
    int r3 = warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION + (1u << 16), o.desc, o.desc_len, o.keys,
                            o.keys_len, NULL);
    warp_anim_info in;
    int r4 = warp_anim_get_info(o.a, &in); /* a refused re-init ends the handle too (warp.h) */
    warp_anim_init(o.a, warp_anim_sizeof(), WARP_ABI_VERSION, o.desc, 79, o.keys, o.keys_len, NULL);
    int r6 = warp_anim_get_info(o.a, &in); /* a failed parse leaves no usable handle */
    int r5 = warp_anim_foreach_channel(NULL, log_channel, NULL);
    free(mis);
    close_fixture(&o);
    CHECK_RC(r1, WARP_E_MEM_SMALL);
    CHECK_RC(r2, WARP_E_MEM_SMALL);
    CHECK_RC(r3, WARP_E_VERSION);
    CHECK_RC(r4, WARP_E_ARG);
    CHECK_RC(r5, WARP_E_ARG);
    CHECK_RC(r6, WARP_E_ARG);
    /* encoder argument checks */
    make_clip();
    warp_anim_channel_desc bad[2] = {channels[2], channels[0]}; /* velocity after a rotation */
    warp_anim_clip_desc cd = {&clip_info, 2, bad, 0, NULL, {0}};
    _Alignas(16) uint8_t wm[1024];
    warp_writer *w = (warp_writer *)wm;
    CHECK(warp_writer_sizeof() <= sizeof wm);
    warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0); /* each refusal is sticky (write.h) */
    CHECK_RC(warp_write_anim_keyframes(w, &cd), WARP_E_ARG);
    warp_anim_channel_desc dup[2] = {channels[3], channels[3]}; /* bone 9 twice */
    cd.channels = dup;
    warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0);
    CHECK_RC(warp_write_anim_descriptor(w, &cd), WARP_E_ARG);
    warp_anim_key k2[2] = {K(0, 0, 0, 0), K(0, 0, 0, 0)}; /* a second delta 0 */
    warp_anim_channel_desc zero = {WARP_ANIM_ROTATION, 4, 2, k2};
    cd.channels = &zero, cd.channel_count = 1;
    warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0);
    CHECK_RC(warp_write_anim_keyframes(w, &cd), WARP_E_ARG);
    warp_anim_clip_desc ok = {&clip_info, 5, channels, 2, events, {0}};
    warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0);
    CHECK_RC(warp_write_anim_keyframes(w, &ok), WARP_OK);
    ok.reserved[2] = 1; /* reserved words must be 0 */
    warp_writer_init(w, sizeof wm, WARP_ABI_VERSION, NULL, 0);
    CHECK_RC(warp_write_anim_descriptor(w, &ok), WARP_E_ARG);
    return NULL;
}

/* Fuzz seeds (WARP_WRITE_SEEDS=dir): the character-shaped resource, and the raw pair. */
static void write_seeds(void) {
    const char *dir = getenv("WARP_WRITE_SEEDS");
    if (!dir) return;
    make_clip();
    char path[4096];
    snprintf(path, sizeof path, "%s/anim", dir);
#ifdef _WIN32
    mkdir(path);
#else
    mkdir(path, 0777);
#endif
    size_t len, kl, dl;
    uint8_t *res = write_all(fill_resource, NULL, &len);
    uint8_t *k = write_all(fill_keyframes, NULL, &kl), *d = write_all(fill_descriptor, NULL, &dl);
    snprintf(path, sizeof path, "%s/anim/character.res", dir);
    FILE *f = fopen(path, "wb");
    if (f) fwrite(res, 1, len, f), fclose(f);
    snprintf(path, sizeof path, "%s/anim/pair.bin", dir);
    f = fopen(path, "wb");
    if (f) fwrite(d, 1, dl, f), fwrite(k, 1, kl, f), fclose(f);
    free(res), free(k), free(d);
}

int main(void) {
    static const test_case cases[] = {
        T(encoder_sizes),   T(info_fields), T(golden_bytes),         T(channels_and_keys),
        T(event_records),          T(round_trip_exact), T(sample_poses),    T(bone_transforms),
        T(hostile_descriptors), T(hostile_key_values), T(long_duration), T(clips_in_resource), T(clips_and_streams_agree_on_non_containers),
        T(character_data), T(handle_conventions),
    };
    write_seeds();
    return RUN_TESTS("anim", cases);
}
