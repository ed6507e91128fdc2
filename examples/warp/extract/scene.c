/* Scene records (.scn) and the Scene List (FACTS-2 5): <scene>.json per record with its
 * definitions, tracks (keys in metres and unit quaternions, 30 frames/s) and events, and
 * scene_list.json. Event arguments are kept as hex; the few types whose layout FACTS-2
 * 5.7 gives are also decoded. Words of unknown meaning are written as hex. */
#include <stdlib.h>
#include <string.h>

#include "extract/anim.h"
#include "extract/level.h"

#define FPS 30.0

/* Whole frames of a duration in seconds, rounded half away from zero (no libm). */
static long frames_of(float seconds) {
    double f = seconds * FPS;
    if (!(f > -1e12 && f < 1e12)) return 0;
    return (long)(f < 0 ? f - 0.5 : f + 0.5);
}

static void hex_words(FILE *f, const uint32_t *w, int n) {
    fputc('[', f);
    for (int i = 0; i < n; i++) fprintf(f, "%s\"0x%08x\"", i ? ", " : "", w[i]);
    fputc(']', f);
}

/* Event: frame, type, the 20 argument bytes as hex, and the fields FACTS-2 5.7 gives
 * for its type (offsets counted from the event start; args[0] is +4). */
static int event_json(void *user, const warp_scene_event *e) {
    FILE *f = ((void **)user)[0];
    const warp_scene_track *t = ((void **)user)[1];
    const uint8_t *a = e->args;
    fprintf(f, "%s\n        {\"frame\": %u, \"time\": %.6g, \"type\": %u, \"args\": \"", e->index ? "," : "", e->frame,
            e->frame / FPS, e->type);
    for (int k = 0; k < 20; k++) fprintf(f, "%02x", a[k]);
    fputc('"', f);
    int clip = t->group == WARP_SCENE_ROLE;
    if (!clip && e->type == 26) {
        fputs(", \"fov\": ", f);
        json_f(f, le_f32(a + 4));
        fputs(", \"near\": ", f);
        json_f(f, le_f32(a + 8));
        fputs(", \"far\": ", f);
        json_f(f, le_f32(a + 12));
    } else if (!clip && (e->type == 27 || e->type == 28)) {
        fprintf(f, ", \"fade\": \"%s\", \"seconds\": ", e->type == 27 ? "out" : "in");
        json_f(f, le_f32(a + 4));
    } else if (!clip && e->type == 41) {
        static const char *const ops[] = {"show next", NULL, NULL, NULL, "hide", "set ordinary kind", "clear flag, show next"};
        uint32_t op = le32(a);
        fprintf(f, ", \"caption\": %u", op);
        if (op < 7 && ops[op]) fprintf(f, ", \"caption_op\": \"%s\"", ops[op]);
    } else if (!clip && (e->type == 13 || e->type == 14 || e->type == 71)) {
        fprintf(f, ", \"sound_hash\": \"%08x\"", le32(a + 4));
    } else if (clip && e->type == 21) { /* f32 position from +8 (Coney's reading of the data) */
        float p[3] = {le_f32(a + 4), le_f32(a + 8), le_f32(a + 12)};
        fputs(", \"position\": ", f);
        json_fv(f, p, 3);
    } else if (clip && e->type == 22) { /* 2 atan2(z, w) of the start quaternion; sign sense open */
        fputs(", \"value\": ", f);
        json_f(f, le_f32(a + 4));
    }
    fputc('}', f);
    return 0;
}

static void events_json(FILE *f, const warp_scene *s, const warp_scene_track *t) {
    void *ctx[2] = {f, (void *)t};
    fputs(", \"events\": [", f);
    warp_scene_foreach_event(s, t, event_json, ctx);
    fputc(']', f);
}

/* A role clip's keys: its header is a clip descriptor (FACTS.md 6.1) and its sections A, B,
 * C and events lie at keys_offset (6.2), so the clip decoder reads them as it reads a 0x02 +
 * 0x00 pair; written in the clips' JSON shape (anim.h). The decoder's status. */
static int role_keys_json(FILE *f, const uint8_t *p, size_t len, const warp_scene_track *t) {
    uint64_t keys = (uint64_t)t->section_bytes[0] + t->section_bytes[1] + t->section_bytes[2] +
                    (uint64_t)WARP_SCENE_EVENT_SIZE * t->event_count;
    warp_anim *a = handle_alloc(warp_anim_sizeof());
    int rc = WARP_E_RANGE;
    if (!a)
        rc = WARP_E_LIMIT;
    else if ((uint64_t)t->offset + WARP_SCENE_CLIP_SIZE <= len && t->keys_offset + keys <= len)
        rc = warp_anim_init(a, warp_anim_sizeof(), WARP_ABI_VERSION, p + t->offset, WARP_SCENE_CLIP_SIZE,
                            p + t->keys_offset, (size_t)keys, NULL);
    size_t n = 0;
    char *text = rc == WARP_OK ? anim_clip_json(a, &n) : NULL;
    if (text) {
        while (n && text[n - 1] == '\n') n--;
        fputs(", \"keys\": ", f);
        fwrite(text, 1, n, f);
    } else {
        fputs(", \"keys\": null", f);
        if (rc == WARP_OK) rc = WARP_E_LIMIT; /* out of memory */
    }
    free(text);
    free(a);
    return rc;
}

static int track_json(FILE *f, const warp_scene *s, const warp_scene_track *t, const uint8_t *p, size_t len) {
    int rc = WARP_OK;
    fprintf(f, "{\"offset\": %u, \"word00\": \"0x%08x\", \"duration\": ", t->offset, t->word00);
    json_f(f, t->duration);
    fprintf(f, ", \"frames\": %ld, \"keys_offset\": %u", frames_of(t->duration), t->keys_offset);
    if (t->group == WARP_SCENE_ROLE) {
        fputs(", \"clip\": {\"displacement\": ", f);
        json_fv(f, t->displacement, 2);
        fprintf(f, ", \"section_bytes\": [%u, %u, %u], \"channels\": %u, \"mask\": \"%02x%02x%02x%02x%02x\", \"name\": ",
                t->section_bytes[0], t->section_bytes[1], t->section_bytes[2], t->channels, t->mask[0], t->mask[1],
                t->mask[2], t->mask[3], t->mask[4]);
        json_string(f, t->name);
        rc = role_keys_json(f, p, len, t);
        fputc('}', f);
    } else {
        fprintf(f, ", \"total_bytes\": %u, \"position_bytes\": %u,\n       \"position_keys\": [", t->total_bytes,
                t->position_bytes);
        warp_scene_position_key *pk = malloc((t->position_keys + 1) * sizeof *pk);
        warp_scene_rotation_key *rk = malloc((t->rotation_keys + 1) * sizeof *rk);
        size_t n = 0;
        if (pk && warp_scene_copy_position_keys(s, t, pk, t->position_keys, &n) == WARP_OK)
            for (size_t k = 0; k < n; k++) {
                fprintf(f, "%s{\"frame\": %u, \"time\": %.6g, \"position\": ", k ? ", " : "", pk[k].frame,
                        pk[k].frame / FPS);
                json_fv(f, pk[k].position, 3);
                if (pk[k].word2) fprintf(f, ", \"word2\": \"0x%04x\"", pk[k].word2);
                fputc('}', f);
            }
        fputs("],\n       \"rotation_keys\": [", f);
        n = 0;
        if (rk && warp_scene_copy_rotation_keys(s, t, rk, t->rotation_keys, &n) == WARP_OK)
            for (size_t k = 0; k < n; k++) {
                fprintf(f, "%s{\"frame\": %u, \"time\": %.6g, \"rotation\": ", k ? ", " : "", rk[k].frame,
                        rk[k].frame / FPS);
                json_fv(f, rk[k].rotation, 4);
                fputc('}', f);
            }
        fputc(']', f);
        free(pk);
        free(rk);
    }
    events_json(f, s, t);
    fputc('}', f);
    return rc;
}

static void definition_json(FILE *f, const warp_scene_definition *d) {
    fprintf(f, "{\"offset\": %u, \"name\": ", d->offset);
    json_string(f, d->name);
    fputs(", \"start\": {\"position\": ", f);
    json_fv(f, d->start_position, 4);
    fputs(", \"rotation\": ", f);
    json_fv(f, d->start_rotation, 4);
    fputs("}, \"end\": {\"position\": ", f);
    json_fv(f, d->end_position, 4);
    fputs(", \"rotation\": ", f);
    json_fv(f, d->end_rotation, 4);
    fputs("}, \"words50\": ", f);
    hex_words(f, d->words50, d->group >= WARP_SCENE_CAMERA ? 8 : 4);
    if (d->group == WARP_SCENE_CAMERA) {
        float v[4] = {d->near_plane, d->far_plane, d->radius, d->fov};
        fputs(", \"near_far_radius_fov\": ", f);
        json_fv(f, v, 4);
    } else if (d->group == WARP_SCENE_LIGHT) {
        fprintf(f, ", \"light_kind\": %u, \"color\": ", d->light_kind);
        json_fv(f, d->color, 3);
        fputs(", \"cone\": ", f);
        json_f(f, d->cone);
        fputs(", \"range\": ", f);
        json_f(f, d->range);
    }
    fputc('}', f);
}

void extract_scene(entry_job *j, const uint8_t *p, size_t len) {
    warp_scene *s = handle_alloc(warp_scene_sizeof());
    if (!s) return;
    int rc = warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, p, len);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(p - j->base), "scene: %s", warp_strerror(rc));
        free(s);
        return;
    }
    warp_scene_info in;
    warp_scene_get_info(s, &in);
    json_out x;
    FILE *f = json_begin(j, &x, in.name[0] ? in.name : "scene");
    if (!f) {
        free(s);
        return;
    }
    int header = in.kind == WARP_SCENE_HEADER;
    fputs("{\n  \"record\": ", f);
    fputs(header ? "\"header\"" : "\"segment\"", f);
    fprintf(f, ", \"size\": %u, \"name\": ", in.size);
    json_string(f, in.name);
    fputs(", \"next_suffix\": ", f);
    json_string(f, in.next_suffix);
    fprintf(f, ",\n  \"axes\": \"game (z up), world coordinates, metres\", \"frames_per_second\": 30,\n"
               "  \"counts\": {\"roles\": %u, \"objects\": %u, \"camera\": %u, \"lights\": %u}, \"table_offsets\": [%u, %u, "
               "%u, %u],\n  \"part_duration\": ",
            in.counts[0], in.counts[1], in.counts[2], in.counts[3], in.table_offsets[0], in.table_offsets[1],
            in.table_offsets[2], in.table_offsets[3]);
    json_f(f, in.part_duration);
    fprintf(f, ", \"part_frames\": %ld", frames_of(in.part_duration));
    if (header) {
        fprintf(f, ",\n  \"frame_count\": %u, \"label\": ", in.frame_count);
        json_string(f, in.label);
        fprintf(f, ", \"word04\": \"0x%08x\", \"state\": %u, \"humans\": %u, \"words24\": ", in.word04, in.state,
                in.humans);
        hex_words(f, in.words24, 3);
        fputs(", \"words88\": ", f);
        hex_words(f, in.words88, 2);
        fprintf(f, ", \"definition_offsets\": [%u, %u, %u, %u], \"word_b0\": \"0x%08x\", \"words_b4\": ",
                in.definition_offsets[0], in.definition_offsets[1], in.definition_offsets[2], in.definition_offsets[3],
                in.word_b0);
        hex_words(f, in.words_b4, 3);
    }
    static const char *const groups[4] = {"roles", "objects", "camera", "lights"};
    if (header) {
        fputs(",\n  \"definitions\": {", f);
        for (uint32_t g = 0; g < 4; g++) {
            fprintf(f, "%s\n    \"%s\": [", g ? "," : "", groups[g]);
            for (uint32_t i = 0; i < in.counts[g]; i++) {
                warp_scene_definition d;
                if (warp_scene_get_definition(s, g, i, &d) != WARP_OK) break;
                fputs(i ? ",\n      " : "\n      ", f);
                definition_json(f, &d);
            }
            fputc(']', f);
        }
        fputs("}", f);
    }
    fputs(",\n  \"tracks\": {", f);
    unsigned events = 0;
    for (uint32_t g = 0; g < 4; g++) {
        fprintf(f, "%s\n    \"%s\": [", g ? "," : "", groups[g]);
        for (uint32_t i = 0; i < in.counts[g]; i++) {
            warp_scene_track t;
            if (warp_scene_get_track(s, g, i, &t) != WARP_OK) break;
            fputs(i ? ",\n      " : "\n      ", f);
            int trc = track_json(f, s, &t, p, len);
            if (trc != WARP_OK)
                entry_error(j, (size_t)(p - j->base) + t.offset, "scene role clip %u: %s", i, warp_strerror(trc));
            events += t.event_count;
        }
        fputc(']', f);
    }
    fputs("}\n}\n", f);
    char extra[160];
    snprintf(extra, sizeof extra, ", \"record\": \"%s\", \"roles\": %u, \"objects\": %u, \"cameras\": %u, \"lights\": %u, "
                                  "\"events\": %u",
             header ? "header" : "segment", in.counts[0], in.counts[1], in.counts[2], in.counts[3], events);
    json_end(j, &x, "scene", extra);
    if (j->r->only & ONLY_MODELS) extract_scene_glb(j, s, p, len); /* its view, beside it */
    free(s);
}

/* ---- the Scene List -------------------------------------------------------------------- */
static int list_json(void *user, const warp_scene_list_entry *e) {
    FILE *f = user;
    fprintf(f, "%s\n    {\"index\": %u, \"id\": %u, \"size\": %u, \"name\": ", e->index ? "," : "", e->index, e->id,
            e->size);
    json_string(f, e->name);
    fputc('}', f);
    return 0;
}

typedef struct list_chunk {
    const uint8_t *data;
    size_t size;
} list_chunk;
static int find_list(void *user, const warp_chunk_info *c) {
    if (c->type != WARP_CHUNK_SCENE_LIST) return 0;
    list_chunk *l = user; /* the info lives only during the call: keep the span */
    l->data = c->data;
    l->size = c->size;
    return 1;
}

void extract_scene_list(entry_job *j, const uint8_t *p, size_t len) {
    list_chunk l = {NULL, 0};
    warp_chunk_foreach(p, len, NULL, find_list, &l);
    if (!l.data) {
        entry_error(j, 0, "scene list: no chunk 0x43");
        return;
    }
    size_t count;
    int rc = warp_scene_list_foreach(l.data, l.size, NULL, NULL, &count);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(l.data - j->base), "scene list: %s", warp_strerror(rc));
        return;
    }
    json_out x;
    FILE *f = json_begin(j, &x, "scene_list");
    if (!f) return;
    fprintf(f, "{\n  \"count\": %zu,\n  \"scenes\": [", count);
    warp_scene_list_foreach(l.data, l.size, list_json, f, &count);
    fputs("]\n}\n", f);
    char extra[64];
    snprintf(extra, sizeof extra, ", \"scenes\": %zu", count);
    json_end(j, &x, "scene_list", extra);
}
