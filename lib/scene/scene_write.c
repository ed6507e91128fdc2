/* Scene encoders: a .scn record (header or segment, FACTS-2 5.3-5.7) laid out as the
 * disc's usual order (fixed part, definitions, track tables, tracks), and the Scene List
 * payload (5.1). Undocumented and run-time words are written as 0. */
#include "../internal.h"

static const uint32_t def_size[4] = {0x60, 0x60, 0x70, 0x70};

static size_t cstr_len(const char *s, size_t cap) {
    size_t n = 0;
    while (s && n < cap && s[n]) n++;
    return n;
}

/* A fixed-width text field: up to n bytes, zero-filled. */
static int write_fixed(warp_writer *w, const char *s, size_t n) {
    size_t k = cstr_len(s, n);
    if (k) warp_write_bytes(w, s, k);
    return warp_write_zeros(w, n - k);
}

static int write_scene_list_body(warp_writer *w, const warp_scene_list_entry *e, size_t n) {
    if (!w || (n && !e) || n > 0xFFFFFFFFu) return WARP_E_ARG;
    int rc = warp_write_u32(w, (uint32_t)n);
    for (size_t i = 0; i < n; i++) {
        warp_write_u32(w, e[i].id);
        warp_write_u32(w, e[i].size);
        rc = warp_write_bytes(w, e[i].name, cstr_len(e[i].name, 16));
        warp_write_zeros(w, 16 - cstr_len(e[i].name, 16));
    }
    return rc;
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_scene_list(warp_writer *w, const warp_scene_list_entry *e, size_t n) {
    return warp__writer_fail(w, write_scene_list_body(w, e, n));
}

static uint64_t track_size(uint32_t g, const warp_scene_track_desc *t) {
    uint64_t n = (uint64_t)WARP_SCENE_EVENT_SIZE * t->event_count;
    if (g == WARP_SCENE_ROLE)
        n += WARP_SCENE_CLIP_SIZE + (uint64_t)t->section_bytes[0] + t->section_bytes[1] + t->section_bytes[2];
    else
        n += WARP_SCENE_TRACK_SIZE + 16ull * t->position_count + 8ull * t->rotation_count;
    return (n + 15) & ~(uint64_t)15;
}

static int16_t unit_s16(float v) {
    float x = v * 32768.0f;
    if (!(x > -32768.0f)) return -32768;
    if (x > 32767.0f) return 32767;
    return (int16_t)(x < 0 ? x - 0.5f : x + 0.5f);
}

static void write_events(warp_writer *w, const warp_scene_track_desc *t) {
    for (uint32_t k = 0; k < t->event_count; k++) {
        warp_write_u16(w, (uint16_t)t->events[k].frame);
        warp_write_u16(w, (uint16_t)t->events[k].type);
        warp_write_bytes(w, t->events[k].args, 20);
    }
}

static void write_track(warp_writer *w, uint32_t g, const warp_scene_track_desc *t, uint32_t off) {
    size_t start = warp_writer_size(w);
    if (g == WARP_SCENE_ROLE) {
        warp_write_u32(w, 0);
        warp_write_f32(w, 0);
        warp_write_f32(w, 0);
        warp_write_f32(w, t->duration);
        warp_write_u16(w, (uint16_t)t->section_bytes[0]);
        warp_write_u16(w, (uint16_t)t->section_bytes[1]);
        warp_write_u32(w, t->section_bytes[2]);
        warp_write_u16(w, (uint16_t)t->channels);
        warp_write_u16(w, (uint16_t)t->event_count);
        warp_write_u32(w, off + WARP_SCENE_CLIP_SIZE);
        warp_write_bytes(w, t->mask, 5);
        write_fixed(w, t->name, 30);
        warp_write_zeros(w, 13);
        for (int s = 0; s < 3; s++)
            if (t->section_bytes[s]) warp_write_bytes(w, t->sections[s], t->section_bytes[s]);
    } else {
        warp_write_u32(w, 0);
        warp_write_f32(w, t->duration);
        warp_write_u32(w, 16 * t->position_count + 8 * t->rotation_count + WARP_SCENE_EVENT_SIZE * t->event_count);
        warp_write_u32(w, 16 * t->position_count);
        warp_write_u32(w, off + WARP_SCENE_TRACK_SIZE);
        warp_write_u16(w, (uint16_t)t->event_count);
        warp_write_zeros(w, WARP_SCENE_TRACK_SIZE - 0x16);
        for (uint32_t k = 0; k < t->position_count; k++) {
            warp_write_u16(w, (uint16_t)t->positions[k].frame);
            warp_write_u16(w, (uint16_t)t->positions[k].word2);
            for (int a = 0; a < 3; a++) warp_write_f32(w, t->positions[k].position[a]);
        }
        for (uint32_t k = 0; k < t->rotation_count; k++) {
            warp_write_u16(w, (uint16_t)t->rotations[k].frame);
            for (int a = 0; a < 3; a++) warp_write_u16(w, (uint16_t)unit_s16(t->rotations[k].rotation[a]));
        }
    }
    write_events(w, t);
    warp_write_zeros(w, (size_t)track_size(g, t) - (warp_writer_size(w) - start));
}

static void write_definition(warp_writer *w, uint32_t g, const warp_scene_definition_desc *d) {
    write_fixed(w, d->name, 16);
    for (int k = 0; k < 3; k++) warp_write_f32(w, d->start_position[k]);
    warp_write_f32(w, 1.0f);
    for (int k = 0; k < 4; k++) warp_write_f32(w, d->start_rotation[k]);
    for (int k = 0; k < 3; k++) warp_write_f32(w, d->end_position[k]);
    warp_write_f32(w, 1.0f);
    for (int k = 0; k < 4; k++) warp_write_f32(w, d->end_rotation[k]);
    if (g == WARP_SCENE_CAMERA) {
        warp_write_u32(w, 0);
        warp_write_f32(w, d->near_plane);
        warp_write_f32(w, d->far_plane);
        warp_write_u32(w, 0);
        warp_write_f32(w, d->radius);
        warp_write_f32(w, d->fov);
        warp_write_zeros(w, 8);
    } else if (g == WARP_SCENE_LIGHT) {
        warp_write_u32(w, d->light_kind);
        for (int k = 0; k < 3; k++) warp_write_f32(w, d->color[k]);
        warp_write_u32(w, 0);
        warp_write_f32(w, d->cone);
        warp_write_f32(w, d->range);
        warp_write_u32(w, 0);
    } else {
        warp_write_zeros(w, 16);
    }
}

static int write_scene_body(warp_writer *w, const warp_scene_desc *d) {
    if (!w || !d || (d->kind != WARP_SCENE_HEADER && d->kind != WARP_SCENE_SEGMENT) || !d->name || !d->name[0])
        return WARP_E_ARG;
    int header = d->kind == WARP_SCENE_HEADER;
    for (uint32_t g = 0; g < 4; g++) {
        if (d->counts[g] > 255 || (d->counts[g] && !d->tracks[g]) || (header && d->counts[g] && !d->definitions[g]))
            return WARP_E_ARG;
        for (uint32_t i = 0; i < d->counts[g]; i++) {
            const warp_scene_track_desc *t = &d->tracks[g][i];
            if (t->event_count > 0xFFFF || (t->event_count && !t->events)) return WARP_E_ARG;
            if (g == WARP_SCENE_ROLE) {
                if (t->section_bytes[0] > 0xFFFF || t->section_bytes[1] > 0xFFFF) return WARP_E_ARG;
                for (int s = 0; s < 3; s++)
                    if (t->section_bytes[s] && !t->sections[s]) return WARP_E_ARG;
            } else if ((t->position_count && !t->positions) || (t->rotation_count && !t->rotations)) {
                return WARP_E_ARG;
            }
        }
    }
    /* Offsets first: fixed part, definitions, tables, tracks (each padded to 16). */
    uint64_t at = header ? WARP_SCENE_HEADER_SIZE : WARP_SCENE_SEGMENT_SIZE;
    uint32_t defs[4] = {0, 0, 0, 0}, tables[4] = {0, 0, 0, 0};
    for (uint32_t g = 0; header && g < 4; g++) {
        defs[g] = (uint32_t)at;
        at += (uint64_t)d->counts[g] * def_size[g];
    }
    for (uint32_t g = 0; g < 4; g++) {
        tables[g] = (uint32_t)at;
        at += 4ull * d->counts[g];
    }
    at = (at + 15) & ~(uint64_t)15;
    uint64_t first = at;
    for (uint32_t g = 0; g < 4; g++)
        for (uint32_t i = 0; i < d->counts[g]; i++) at += track_size(g, &d->tracks[g][i]);
    if (at > 0xFFFFFFFFu) return WARP_E_LIMIT;
    size_t base = warp_writer_size(w);
    warp_write_u32(w, (uint32_t)at);
    if (header) {
        warp_write_u32(w, 0);
        write_fixed(w, d->name, 16);
        write_fixed(w, d->next_suffix, 4);
        warp_write_u32(w, 0); /* run-time state and human count */
        for (int g = 0; g < 4; g++) warp_write_u8(w, (uint8_t)d->counts[g]);
        warp_write_zeros(w, 12);
        write_fixed(w, d->label, 84);
        warp_write_u32(w, d->frame_count);
        warp_write_zeros(w, 8);
        for (int g = 0; g < 4; g++) warp_write_u32(w, defs[g]);
        for (int g = 0; g < 4; g++) warp_write_u32(w, tables[g]);
        warp_write_u32(w, defs[0]);
        warp_write_zeros(w, 12);
        for (uint32_t g = 0; g < 4; g++)
            for (uint32_t i = 0; i < d->counts[g]; i++) write_definition(w, g, &d->definitions[g][i]);
    } else {
        write_fixed(w, d->name, 16);
        write_fixed(w, d->next_suffix, 4);
        for (int g = 0; g < 4; g++) warp_write_u8(w, (uint8_t)d->counts[g]);
        for (int g = 0; g < 4; g++) warp_write_u32(w, tables[g]);
    }
    uint64_t off = first;
    for (uint32_t g = 0; g < 4; g++)
        for (uint32_t i = 0; i < d->counts[g]; i++) {
            warp_write_u32(w, (uint32_t)off);
            off += track_size(g, &d->tracks[g][i]);
        }
    warp_write_zeros(w, (size_t)first - (warp_writer_size(w) - base));
    off = first;
    for (uint32_t g = 0; g < 4; g++)
        for (uint32_t i = 0; i < d->counts[g]; i++) {
            write_track(w, g, &d->tracks[g][i], (uint32_t)off);
            off += track_size(g, &d->tracks[g][i]);
        }
    return warp_writer_status(w) == WARP_E_DST_SMALL ? WARP_OK : warp_writer_status(w);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_scene(warp_writer *w, const warp_scene_desc *d) {
    return warp__writer_fail(w, write_scene_body(w, d));
}
