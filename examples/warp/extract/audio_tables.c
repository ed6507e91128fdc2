/* warriors.glr's sound tables in the tool: copies sorted for lookups, names, JSON. */
#include "extract/audio_tables.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "platform/names.h"
#include "platform/util.h"

typedef struct grow {
    void *v;
    size_t n, cap, size;
} grow;

static void *push(grow *g) {
    void *v = grow_room(g->v, g->n, &g->cap, g->size);
    if (!v) return NULL;
    g->v = v;
    return (char *)g->v + g->n++ * g->size;
}

#define COLLECT(fn, type)                                  \
    static int fn(void *user, const type *info) {          \
        type *slot = push(user);                           \
        if (!slot) return 1;                               \
        *slot = *info;                                     \
        return 0;                                          \
    }
COLLECT(on_sound, warp_sound_info)
COLLECT(on_class, warp_sound_class_info)
COLLECT(on_stereo, warp_stereo_info)
COLLECT(on_music, warp_music_info)

static int cmp_sound(const void *a, const void *b) {
    const warp_sound_info *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}
static int cmp_stereo(const void *a, const void *b) {
    const warp_stereo_info *x = a, *y = b;
    if (x->hash != y->hash) return x->hash < y->hash ? -1 : 1;
    return x->index < y->index ? -1 : x->index > y->index;
}
static int cmp_name(const void *a, const void *b) {
    const sound_name *x = a, *y = b;
    return x->hash < y->hash ? -1 : x->hash > y->hash;
}

typedef struct chunk_walk {
    audio_tables *t;
    int oom;
} chunk_walk;

static int table_chunk(void *user, const warp_chunk_info *c) {
    chunk_walk *cw = user;
    audio_tables *t = cw->t;
    static const uint32_t types[4] = {0x29, 0x48, 0x49, 0x31};
    int k = 0;
    while (k < 4 && types[k] != c->type) k++;
    if (k == 4 || t->found[k]) return 0;
    t->found[k] = 1;
    grow g = {0};
    int rc;
    if (k == 0) {
        g.size = sizeof(warp_sound_info);
        rc = warp_sound_list_foreach(c->data, c->size, NULL, on_sound, &g);
        t->sounds = g.v, t->sound_count = g.n;
        if (g.n) qsort(t->sounds, g.n, sizeof *t->sounds, cmp_sound);
    } else if (k == 1) {
        g.size = sizeof(warp_sound_class_info);
        rc = warp_sound_class_foreach(c->data, c->size, NULL, on_class, &g);
        t->classes = g.v, t->class_count = g.n;
    } else if (k == 2) {
        g.size = sizeof(warp_stereo_info);
        rc = warp_stereo_foreach(c->data, c->size, NULL, on_stereo, &g);
        t->stereo = g.v, t->stereo_count = g.n;
        if (g.n) qsort(t->stereo, g.n, sizeof *t->stereo, cmp_stereo);
    } else {
        g.size = sizeof(warp_music_info);
        rc = warp_music_foreach(c->data, c->size, NULL, on_music, &g);
        t->music = g.v, t->music_count = g.n;
    }
    if (rc == WARP_STOPPED) cw->oom = 1;
    else if (rc < 0 && !t->status) t->status = rc;
    return 0;
}

int audio_tables_load(audio_tables *t, const uint8_t *glr, size_t len) {
    chunk_walk cw = {t, 0};
    int rc = warp_chunk_foreach(glr, len, NULL, table_chunk, &cw);
    if (rc < 0 && !t->status) t->status = rc;
    return cw.oom ? -1 : 0;
}

static int add_name(grow *g, const char *s) {
    sound_name *n = push(g);
    if (!n) return -1;
    if (!(n->name = strdup(s))) return g->n--, -1; /* no slot holding an unset name */
    n->hash = warp_crc32(0, s, strlen(s));
    return 0;
}

static int add_line(void *user, const char *s) {
    grow *g = user;
    char *low = strdup(s);
    if (!low) return -1;
    for (size_t i = 0; low[i]; i++) low[i] = (char)tolower((unsigned char)low[i]);
    int bad = add_name(g, s) != 0 || (strcmp(low, s) && add_name(g, low) != 0);
    free(low);
    return bad ? -1 : 0;
}

int audio_names_load(audio_tables *t, const char *path) {
    grow g = {t->names, t->name_count, t->name_count, sizeof(sound_name)};
    int rc = names_file_foreach(path, add_line, &g);
    t->names = g.v, t->name_count = g.n;
    if (t->name_count) qsort(t->names, t->name_count, sizeof *t->names, cmp_name);
    return rc;
}

void audio_tables_free(audio_tables *t) {
    if (!t) return;
    for (size_t i = 0; i < t->name_count; i++) free(t->names[i].name);
    free(t->names), free(t->sounds), free(t->classes), free(t->stereo), free(t->music);
    memset(t, 0, sizeof *t);
}

const warp_sound_info *audio_find_sound(const audio_tables *t, uint32_t hash) {
    size_t lo = 0, hi = t->sound_count;
    while (lo < hi) { /* first record with the hash: ties keep file order */
        size_t mid = lo + (hi - lo) / 2;
        if (t->sounds[mid].hash < hash) lo = mid + 1;
        else hi = mid;
    }
    return lo < t->sound_count && t->sounds[lo].hash == hash ? &t->sounds[lo] : NULL;
}

const warp_stereo_info *audio_find_stereo(const audio_tables *t, uint32_t hash) {
    size_t lo = 0, hi = t->stereo_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t->stereo[mid].hash < hash) lo = mid + 1;
        else hi = mid;
    }
    return lo < t->stereo_count && t->stereo[lo].hash == hash ? &t->stereo[lo] : NULL;
}

const char *audio_name(const audio_tables *t, uint32_t hash) {
    sound_name key = {hash, NULL};
    const sound_name *n = t->name_count ? bsearch(&key, t->names, t->name_count, sizeof key, cmp_name) : NULL;
    return n ? n->name : NULL;
}

void audio_stem(const audio_tables *t, uint32_t hash, char *out, size_t cap) {
    const char *name = audio_name(t, hash);
    if (name)
        snprintf(out, cap, "%s", name);
    else
        snprintf(out, cap, "%08x", hash);
}

const char *const audio_list_files[4] = {"sound_list", "sound_classes", "stereo_sounds",
                                         "music_list"};

static void hash_and_name(FILE *f, const audio_tables *t, uint32_t hash) {
    fprintf(f, "\"hash\": \"%08x\", \"name\": ", hash);
    json_string(f, audio_name(t, hash));
}

void audio_list_json(FILE *f, const audio_tables *t, int which) {
    static const char *const chunk[4] = {"0x29", "0x48", "0x49", "0x31"};
    size_t n = which == 0 ? t->sound_count : which == 1 ? t->class_count : which == 2 ? t->stereo_count
                                                                                        : t->music_count;
    fprintf(f, "{\"chunk\": \"%s\", \"count\": %zu, \"records\": [", chunk[which], n);
    /* file order: the sorted copies are put back by index */
    size_t *order = malloc((n + 1) * sizeof *order);
    for (size_t i = 0; order && i < n; i++) {
        uint32_t idx = which == 0 ? t->sounds[i].index : which == 2 ? t->stereo[i].index : (uint32_t)i;
        if (idx < n) order[idx] = i;
    }
    for (size_t k = 0; order && k < n; k++) {
        size_t i = order[k];
        fputs(k ? ",\n  {" : "\n  {", f);
        if (which == 0) {
            const warp_sound_info *s = &t->sounds[i];
            fprintf(f, "\"index\": %u, ", s->index);
            hash_and_name(f, t, s->hash);
            fprintf(f,
                    ", \"size\": %u, \"offset\": %u, \"pitch_variation\": %u, \"volume\": %u, \"rate_index\": %u"
                    ", \"rate\": %u, \"class\": %u",
                    s->size, s->offset, s->pitch_variation, s->volume, s->rate_index, s->rate, s->class_index);
            if (s->class_index < t->class_count)
                fprintf(f, ", \"streamed\": %s",
                        t->classes[s->class_index].flags & WARP_SOUND_CLASS_STREAMED ? "true" : "false");
        } else if (which == 1) {
            const warp_sound_class_info *c = &t->classes[i];
            fprintf(f,
                    "\"index\": %u, \"near_m\": %u, \"far_m\": %u, \"flags\": %u, \"loop\": %s, \"streamed\": %s"
                    ", \"priority\": %u, \"channels\": %u",
                    c->index, c->near_m, c->far_raw * 5, c->flags, c->flags & WARP_SOUND_CLASS_LOOP ? "true" : "false",
                    c->flags & WARP_SOUND_CLASS_STREAMED ? "true" : "false", c->priority, c->channels);
        } else if (which == 2) {
            const warp_stereo_info *s = &t->stereo[i];
            fprintf(f, "\"index\": %u, ", s->index);
            hash_and_name(f, t, s->hash);
            fprintf(f, ", \"interleave\": %u, \"last_block\": %u, \"blocks\": %u", s->layout.interleave,
                    s->layout.last_block, s->layout.blocks);
        } else {
            const warp_music_info *m = &t->music[i];
            fprintf(f, "\"index\": %u, \"hash\": \"%08x\", \"name\": ", m->index, m->hash);
            json_string(f, m->name);
            if (isfinite(m->volume))
                fprintf(f, ", \"volume\": %g", (double)m->volume);
            else
                fputs(", \"volume\": null", f);
            fprintf(f,
                    ", \"rate\": %u, \"unknown_08\": %u, \"unknown_0c\": %u, \"offset\": %u"
                    ", \"channels\": %u, \"interleave\": %u, \"blocks\": %u, \"last_block\": %u",
                    m->rate, m->unknown_08, m->unknown_0c, m->offset, m->layout.channels,
                    m->layout.interleave, m->layout.blocks, m->layout.last_block);
        }
        fputc('}', f);
    }
    free(order);
    fputs(n ? "\n]}\n" : "]}\n", f);
}
