/* Scene records (.scn, FACTS-2 5.2-5.7) and the Scene List (0x43, 5.1). A record is
 * either a header (definitions + four track tables) or a segment (tables only); every
 * offset is record-relative and checked once in init. */
#include "../internal.h"

#define WARP_MAGIC_SCENE 0x57575343u /* "WWSC" */

struct warp_scene {
    warp_handle_hdr hdr;
    const uint8_t *p;
    uint32_t len;   /* the record's own size word */
    uint32_t kind;
    uint32_t counts[4], tables[4], defs[4];
};

static const uint32_t def_size[4] = {0x60, 0x60, 0x70, 0x70};

size_t warp_scene_sizeof(void) { return (sizeof(warp_scene) + WARP_ALIGN - 1) & ~(size_t)(WARP_ALIGN - 1); }

static const warp_scene *handle(const warp_scene *s) { return s && s->hdr.magic == WARP_MAGIC_SCENE ? s : NULL; }

static void copy_name(char *dst, const uint8_t *src, size_t n) {
    size_t k = 0;
    while (k < n && src[k]) {
        dst[k] = (char)src[k];
        k++;
    }
    dst[k] = 0;
}

/* Square root without libm (the core imports only mem*): Newton from above, bounded. */
static float root(double r) {
    if (!(r > 0)) return 0;
    double x = r > 1 ? r : 1;
    for (int i = 0; i < 64; i++) {
        double nx = 0.5 * (x + r / x);
        if (nx >= x) break;
        x = nx;
    }
    return (float)x;
}

/* ---- scene list --------------------------------------------------------------------- */
int warp_scene_list_foreach(const void *buf, size_t len, warp_scene_list_cb cb, void *user, size_t *count) {
    if (count) *count = 0;
    if (!buf || (!cb && !count)) return WARP_E_ARG; /* cb NULL only counts */
    const uint8_t *p = buf;
    if (len < 4) return WARP_E_TRUNCATED;
    uint32_t n = rd32(p);
    if ((len - 4) / WARP_SCENE_LIST_RECORD_SIZE < n) return WARP_E_TRUNCATED;
    if (count) *count = n;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *r = p + 4 + (size_t)i * WARP_SCENE_LIST_RECORD_SIZE;
        warp_scene_list_entry e;
        memset(&e, 0, sizeof e);
        e.index = i;
        e.id = rd32(r);
        e.size = rd32(r + 4);
        copy_name(e.name, r + 8, 16);
        if (cb && cb(user, &e)) return WARP_STOPPED;
    }
    return WARP_OK;
}

/* ---- records -------------------------------------------------------------------------- */
/* Check one clip or track of group g at record offset off. */
static int check_track(const uint8_t *p, uint32_t len, uint32_t g, uint32_t off) {
    if (g == WARP_SCENE_ROLE) {
        if (!span_ok(len, off, WARP_SCENE_CLIP_SIZE)) return WARP_E_RANGE;
        const uint8_t *c = p + off;
        uint64_t need = (uint64_t)rd32(c + 0x1C) + rd16(c + 0x10) + rd16(c + 0x12) + rd32(c + 0x14) +
                        (uint64_t)WARP_SCENE_EVENT_SIZE * rd16(c + 0x1A);
        return need > len ? WARP_E_RANGE : WARP_OK;
    }
    if (!span_ok(len, off, WARP_SCENE_TRACK_SIZE)) return WARP_E_RANGE;
    const uint8_t *t = p + off;
    uint32_t total = rd32(t + 8), pos = rd32(t + 0x0C), keys = rd32(t + 0x10);
    uint64_t events = (uint64_t)WARP_SCENE_EVENT_SIZE * rd16(t + 0x14);
    if (!span_ok(len, keys, total)) return WARP_E_RANGE;
    if (pos % 16 || (uint64_t)pos + events > total || (total - pos - events) % 8) return WARP_E_CORRUPT;
    return WARP_OK;
}

int warp_scene_init(warp_scene *s, size_t s_size, uint32_t abi, const void *buf, size_t len) {
    int rc = warp__check_handle(s, s_size, warp_scene_sizeof(), abi);
    if (rc) return rc;
    if (!buf) return WARP_E_ARG;
    memset(s, 0, sizeof *s);
    const uint8_t *p = buf;
    if (len < 9) return WARP_E_TRUNCATED;
    uint32_t size = rd32(p);
    if (size > len) return WARP_E_TRUNCATED;
    uint32_t kind = rd32(p + 4) == 0 && p[8] ? WARP_SCENE_HEADER : WARP_SCENE_SEGMENT;
    if (size < (kind == WARP_SCENE_HEADER ? WARP_SCENE_HEADER_SIZE : WARP_SCENE_SEGMENT_SIZE)) return WARP_E_CORRUPT;
    for (int g = 0; g < 4; g++) {
        if (kind == WARP_SCENE_HEADER) {
            s->counts[g] = p[0x20 + g];
            s->defs[g] = rd32(p + 0x90 + 4 * g);
            s->tables[g] = rd32(p + 0xA0 + 4 * g);
            if (s->counts[g] && !span_ok(size, s->defs[g], (size_t)s->counts[g] * def_size[g])) return WARP_E_RANGE;
        } else {
            s->counts[g] = p[0x18 + g];
            s->tables[g] = rd32(p + 0x1C + 4 * g);
        }
        if (s->counts[g] && !span_ok(size, s->tables[g], (size_t)s->counts[g] * 4)) return WARP_E_RANGE;
        for (uint32_t i = 0; i < s->counts[g]; i++) {
            rc = check_track(p, size, (uint32_t)g, rd32(p + s->tables[g] + 4 * i));
            if (rc) return rc;
        }
    }
    s->p = p;
    s->len = size;
    s->kind = kind;
    s->hdr.magic = WARP_MAGIC_SCENE;
    s->hdr.abi = abi;
    return WARP_OK;
}

static uint32_t track_at(const warp_scene *s, uint32_t g, uint32_t i) { return rd32(s->p + s->tables[g] + 4 * i); }

int warp_scene_get_info(const warp_scene *s, warp_scene_info *out) {
    if (!handle(s) || !out) return WARP_E_ARG;
    const uint8_t *p = s->p;
    memset(out, 0, sizeof *out);
    out->kind = s->kind;
    out->size = s->len;
    for (int g = 0; g < 4; g++) {
        out->counts[g] = s->counts[g];
        out->table_offsets[g] = s->tables[g];
    }
    if (s->kind == WARP_SCENE_HEADER) {
        out->word04 = rd32(p + 4);
        copy_name(out->name, p + 8, 16);
        copy_name(out->next_suffix, p + 0x18, 4);
        out->state = rd16(p + 0x1C);
        out->humans = rd16(p + 0x1E);
        for (int i = 0; i < 3; i++) out->words24[i] = rd32(p + 0x24 + 4 * i);
        copy_name(out->label, p + 0x30, 84);
        out->frame_count = rd32(p + 0x84);
        out->words88[0] = rd32(p + 0x88);
        out->words88[1] = rd32(p + 0x8C);
        for (int g = 0; g < 4; g++) out->definition_offsets[g] = s->defs[g];
        out->word_b0 = rd32(p + 0xB0);
        for (int i = 0; i < 3; i++) out->words_b4[i] = rd32(p + 0xB4 + 4 * i);
    } else {
        copy_name(out->name, p + 4, 16);
        copy_name(out->next_suffix, p + 0x14, 4);
    }
    /* A part's duration: its first track in Coney's order (FACTS-2 5.6). */
    if (s->counts[WARP_SCENE_ROLE])
        out->part_duration = rdf32(p + track_at(s, WARP_SCENE_ROLE, 0) + 0x0C);
    else if (s->counts[WARP_SCENE_CAMERA])
        out->part_duration = rdf32(p + track_at(s, WARP_SCENE_CAMERA, 0) + 4);
    else if (s->counts[WARP_SCENE_OBJECT])
        out->part_duration = rdf32(p + track_at(s, WARP_SCENE_OBJECT, 0) + 4);
    else if (s->counts[WARP_SCENE_LIGHT])
        out->part_duration = rdf32(p + track_at(s, WARP_SCENE_LIGHT, 0) + 4);
    return WARP_OK;
}

int warp_scene_get_definition(const warp_scene *s, uint32_t g, uint32_t i, warp_scene_definition *out) {
    if (!handle(s) || !out || g > WARP_SCENE_LIGHT) return WARP_E_ARG;
    if (s->kind != WARP_SCENE_HEADER) return WARP_E_NOT_FOUND;
    if (i >= s->counts[g]) return WARP_E_RANGE;
    uint32_t off = s->defs[g] + i * def_size[g];
    const uint8_t *d = s->p + off;
    memset(out, 0, sizeof *out);
    out->group = g;
    out->index = i;
    out->offset = off;
    copy_name(out->name, d, 16);
    for (int k = 0; k < 4; k++) {
        out->start_position[k] = rdf32(d + 0x10 + 4 * k);
        out->start_rotation[k] = rdf32(d + 0x20 + 4 * k);
        out->end_position[k] = rdf32(d + 0x30 + 4 * k);
        out->end_rotation[k] = rdf32(d + 0x40 + 4 * k);
    }
    for (uint32_t k = 0; k < (def_size[g] - 0x50) / 4; k++) out->words50[k] = rd32(d + 0x50 + 4 * k);
    if (g == WARP_SCENE_CAMERA) {
        out->near_plane = rdf32(d + 0x54);
        out->far_plane = rdf32(d + 0x58);
        out->radius = rdf32(d + 0x60);
        out->fov = rdf32(d + 0x64);
    } else if (g == WARP_SCENE_LIGHT) {
        out->light_kind = rd32(d + 0x50);
        for (int k = 0; k < 3; k++) out->color[k] = rdf32(d + 0x54 + 4 * k);
        out->cone = rdf32(d + 0x64);
        out->range = rdf32(d + 0x68);
    }
    return WARP_OK;
}

int warp_scene_get_track(const warp_scene *s, uint32_t g, uint32_t i, warp_scene_track *out) {
    if (!handle(s) || !out || g > WARP_SCENE_LIGHT) return WARP_E_ARG;
    if (i >= s->counts[g]) return WARP_E_RANGE;
    uint32_t off = track_at(s, g, i);
    const uint8_t *t = s->p + off;
    memset(out, 0, sizeof *out);
    out->group = g;
    out->index = i;
    out->offset = off;
    out->word00 = rd32(t);
    if (g == WARP_SCENE_ROLE) {
        out->displacement[0] = rdf32(t + 4);
        out->displacement[1] = rdf32(t + 8);
        out->duration = rdf32(t + 0x0C);
        out->section_bytes[0] = rd16(t + 0x10);
        out->section_bytes[1] = rd16(t + 0x12);
        out->section_bytes[2] = rd32(t + 0x14);
        out->channels = rd16(t + 0x18);
        out->event_count = rd16(t + 0x1A);
        out->keys_offset = rd32(t + 0x1C);
        memcpy(out->mask, t + 0x20, 5);
        copy_name(out->name, t + 0x25, 30);
        out->events_offset = out->keys_offset + out->section_bytes[0] + out->section_bytes[1] + out->section_bytes[2];
    } else {
        out->duration = rdf32(t + 4);
        out->total_bytes = rd32(t + 8);
        out->position_bytes = rd32(t + 0x0C);
        out->keys_offset = rd32(t + 0x10);
        out->event_count = rd16(t + 0x14);
        out->position_keys = out->position_bytes / 16;
        out->rotation_keys = (out->total_bytes - out->position_bytes - WARP_SCENE_EVENT_SIZE * out->event_count) / 8;
        out->events_offset = out->keys_offset + out->total_bytes - WARP_SCENE_EVENT_SIZE * out->event_count;
    }
    return WARP_OK;
}

/* Re-read the track from the record so a caller's edited copy cannot move the bounds. */
static int fresh(const warp_scene *s, const warp_scene_track *t, warp_scene_track *out) {
    if (!handle(s) || !t) return WARP_E_ARG;
    return warp_scene_get_track(s, t->group, t->index, out);
}

int warp_scene_copy_position_keys(const warp_scene *s, const warp_scene_track *t, warp_scene_position_key *dst,
                                  size_t dst_count, size_t *count) {
    warp_scene_track f;
    int rc = fresh(s, t, &f);
    if (rc) return rc;
    if ((!dst && !count) || f.group == WARP_SCENE_ROLE) return WARP_E_ARG;
    if (count) *count = f.position_keys;
    if (!dst) return WARP_OK;
    if (dst_count < f.position_keys) return WARP_E_DST_SMALL;
    for (uint32_t k = 0; k < f.position_keys; k++) {
        const uint8_t *q = s->p + f.keys_offset + 16 * k;
        dst[k].frame = rd16(q);
        dst[k].word2 = rd16(q + 2);
        for (int a = 0; a < 3; a++) dst[k].position[a] = rdf32(q + 4 + 4 * a);
    }
    return WARP_OK;
}

int warp_scene_copy_rotation_keys(const warp_scene *s, const warp_scene_track *t, warp_scene_rotation_key *dst,
                                  size_t dst_count, size_t *count) {
    warp_scene_track f;
    int rc = fresh(s, t, &f);
    if (rc) return rc;
    if ((!dst && !count) || f.group == WARP_SCENE_ROLE) return WARP_E_ARG;
    if (count) *count = f.rotation_keys;
    if (!dst) return WARP_OK;
    if (dst_count < f.rotation_keys) return WARP_E_DST_SMALL;
    for (uint32_t k = 0; k < f.rotation_keys; k++) {
        const uint8_t *q = s->p + f.keys_offset + f.position_bytes + 8 * k;
        memset(&dst[k], 0, sizeof dst[k]);
        dst[k].frame = rd16(q);
        double sum = 0;
        for (int a = 0; a < 3; a++) {
            dst[k].raw[a] = (int16_t)rd16(q + 2 + 2 * a);
            dst[k].rotation[a] = (float)dst[k].raw[a] / 32768.0f;
            sum += (double)dst[k].rotation[a] * dst[k].rotation[a];
        }
        dst[k].rotation[3] = root(1.0 - sum);
    }
    return WARP_OK;
}

int warp_scene_foreach_event(const warp_scene *s, const warp_scene_track *t, warp_scene_event_cb cb, void *user) {
    warp_scene_track f;
    int rc = fresh(s, t, &f);
    if (rc) return rc;
    if (!cb) return WARP_E_ARG;
    for (uint32_t k = 0; k < f.event_count; k++) {
        const uint8_t *q = s->p + f.events_offset + (size_t)WARP_SCENE_EVENT_SIZE * k;
        warp_scene_event e;
        memset(&e, 0, sizeof e);
        e.index = k;
        e.frame = rd16(q);
        e.type = rd16(q + 2);
        memcpy(e.args, q + 4, 20);
        if (cb(user, &e)) return WARP_STOPPED;
    }
    return WARP_OK;
}
