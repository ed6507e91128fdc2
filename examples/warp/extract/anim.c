/* Animation clips and character data for whole-WAD extraction (FACTS.md 4.3, 6).
 *
 * Every distinct clip becomes <clip name>.json, in the shape of the Coney project's
 * extractor, in the folder of the first .anm entry (in file order) that holds it, else of
 * the first entry that does. The index pass keys each clip by its content (descriptor
 * without its run-time words, and the keyframes it uses), so one clip held by many
 * resources is written once. A character data resource
 * (one 0x08 chunk) also gets <resource hash>.character.json: its clips in load order, the
 * 722 slots resolved to clip names, the Anim Range List records. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_anim.h"
#include "extract/anim.h"
#include "platform/outfile.h"
#include "warp/warp.h"

static uint32_t rd32le(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

/* ---- index pass: clip owners ---------------------------------------------------------- */

/* Content key: CRC-32 of the descriptor's file-determined bytes (the placeholder, runtime
 * pointer and reference count left out, FACTS.md 6.1) and of the keyframes it uses. */
static uint64_t clip_key(const uint8_t *desc, const uint8_t *keys, size_t keys_used) {
    uint32_t d = warp_crc32(0, desc + 0x04, 0x1C - 0x04);
    d = warp_crc32(d, desc + 0x20, 0x43 - 0x20);
    d = warp_crc32(d, desc + 0x44, WARP_ANIM_DESC_SIZE - 0x44);
    return (uint64_t)d << 32 | warp_crc32(0, keys, keys_used);
}

typedef struct index_ctx {
    uint32_t rank; /* 0 in an animation entry: its clips' owner before any other holder */
    uint32_t entry;
    clip_list *out;
    void *anim;
} index_ctx;

/* Offset of a clip's descriptor chunk from its entry's start: the same number in the
 * index pass (whole entry) and the extraction (resource by resource). */
static int index_clip(void *user, const warp_anim_clip_ref *c) {
    index_ctx *x = user;
    clip_list *l = x->out;
    if (warp_anim_init(x->anim, warp_anim_sizeof(), WARP_ABI_VERSION, c->desc, c->desc_len, c->keyframes,
                       c->keyframes_len, NULL) != WARP_OK)
        return 0;
    warp_anim_info in;
    warp_anim_get_info(x->anim, &in);
    clip_owner *v = grow_room(l->v, l->count, &l->cap, sizeof *v);
    if (!v) return 1; /* out of memory: clips left out are written by every entry holding them */
    l->v = v;
    clip_owner *o = &l->v[l->count++];
    o->key = clip_key(c->desc, c->keyframes, in.keyframes_used);
    o->rank = x->rank;
    o->entry = x->entry;
    o->offset = (uint32_t)(c->desc_offset);
    return 0;
}

void anim_index_entry(int kind, uint32_t entry, const uint8_t *p, size_t len, clip_list *out) {
    index_ctx x = {kind == WARP_KIND_ANIMATION ? 0 : 1, entry, out, handle_alloc(warp_anim_sizeof())};
    if (x.anim) warp_anim_foreach_clip(p, len, NULL, index_clip, &x);
    free(x.anim);
}

static int cmp_owner(const void *a, const void *b) {
    const clip_owner *x = a, *y = b;
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    if (x->rank != y->rank) return x->rank < y->rank ? -1 : 1;
    if (x->entry != y->entry) return x->entry < y->entry ? -1 : 1;
    return x->offset < y->offset ? -1 : x->offset > y->offset;
}

void anim_index_done(wad_run *r) {
    if (r->clip_count) qsort(r->clips, r->clip_count, sizeof *r->clips, cmp_owner);
}

void anim_owners_only(wad_run *r) {
    size_t n = 0;
    for (size_t k = 0; k < r->clip_count; k++) {
        const res_copy *c = resources_copy_holding(&r->res, r->clips[k].entry, r->clips[k].offset);
        if (!c || resources_is_owner(&r->res, c)) r->clips[n++] = r->clips[k];
    }
    r->clip_count = n;
}

/* The owner of a key (first in the sort order), or NULL when the index has none. */
static const clip_owner *owner_of(const wad_run *r, uint64_t key) {
    size_t lo = 0, hi = r->clip_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (r->clips[mid].key < key) lo = mid + 1; else hi = mid;
    }
    return lo < r->clip_count && r->clips[lo].key == key ? &r->clips[lo] : NULL;
}

/* ---- clip JSON ----------------------------------------------------------------------------- */

/* A number to 6 decimals; null for what JSON cannot hold. */
static void jnum(FILE *f, double v) {
    if (isfinite(v))
        fprintf(f, "%.6f", v);
    else
        fputs("null", f);
}

typedef struct clip_json {
    FILE *f;
    const warp_anim *a;
    warp_anim_key *keys;
    size_t cap;
    unsigned byte1; /* keys whose unused byte (+1) is not 0 */
    int roots;      /* root arrays written: 1 velocity, 2 both */
    int rotations, events;
} clip_json;

/* The root arrays not written yet (empty), up to and including `upto` (1 or 2). */
static void roots_upto(clip_json *x, int upto) {
    static const char *const names[2] = {"root_velocity", "root_translation"};
    while (x->roots < upto) fprintf(x->f, "  \"%s\": [],\n", names[x->roots++]);
}

static int json_channel(void *user, const warp_anim_channel_info *c) {
    clip_json *x = user;
    size_t n = 0;
    if (c->key_count > x->cap) {
        warp_anim_key *k = realloc(x->keys, c->key_count * sizeof *k);
        if (!k) return 1;
        x->keys = k;
        x->cap = c->key_count;
    }
    if (warp_anim_copy_keys(x->a, c->index, x->keys, x->cap, &n) != WARP_OK) return 1;
    FILE *f = x->f;
    int rot = c->kind == WARP_ANIM_ROTATION;
    if (rot) {
        if (!x->rotations) roots_upto(x, 2), fputs("  \"rotations\": [", f);
        fprintf(f, "%s\n    {\"bone\": %u, \"keys\": [", x->rotations++ ? "," : "", c->bone);
    } else {
        int which = c->kind == WARP_ANIM_ROOT_VELOCITY ? 1 : 2;
        roots_upto(x, which - 1);
        fprintf(f, "  \"%s\": [", which == 1 ? "root_velocity" : "root_translation");
        x->roots = which;
    }
    for (size_t k = 0; k < n; k++) {
        x->byte1 += x->keys[k].unused != 0;
        fprintf(f, "%s[%u", k ? ", " : "", x->keys[k].frame);
        for (int i = 0; i < (rot ? 4 : 3); i++) fputs(", ", f), jnum(f, x->keys[k].value[i]);
        fputc(']', f);
    }
    fputs(rot ? "]}" : "],\n", f);
    return 0;
}

/* Events in Coney's shape; word4 (+4) and tail (+0x14) added, their meaning unknown. */
static int json_event(void *user, const warp_anim_event *e) {
    clip_json *x = user;
    FILE *f = x->f;
    fprintf(f, "%s\n    {\"frame\": %u, \"type\": %u, \"word\": %u, \"position\": [", x->events++ ? "," : "",
            e->frame, e->type, e->word);
    for (int i = 0; i < 3; i++) fputs(i ? ", " : "", f), jnum(f, e->position[i]);
    fputs("], \"rotation\": [", f);
    for (int i = 0; i < 4; i++) fputs(i ? ", " : "", f), jnum(f, e->rotation[i]);
    fprintf(f, "], \"word4\": %u, \"tail\": %u}", e->word4, e->tail);
    return 0;
}

/* The clip as one JSON document in a malloc'ed string; NULL when out of memory. Beyond
 * Coney's keys: "descriptor" keeps the words of unknown or run-time meaning as numbers. */
char *anim_clip_json(const warp_anim *a, size_t *len) {
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f) return NULL;
    warp_anim_info in;
    warp_anim_get_info(a, &in);
    clip_json x = {f, a, NULL, 0, 0, 0, 0, 0};
    fputs("{\n  \"name\": ", f);
    json_string(f, in.name);
    fputs(",\n  \"duration\": ", f);
    jnum(f, in.duration);
    fprintf(f, ",\n  \"frames_per_second\": %d,\n  \"displacement\": [", WARP_ANIM_FPS);
    jnum(f, in.displacement[0]);
    fputs(", ", f);
    jnum(f, in.displacement[1]);
    fputs("],\n", f);
    int ok = warp_anim_foreach_channel(a, json_channel, &x) == WARP_OK;
    if (!x.rotations) roots_upto(&x, 2), fputs("  \"rotations\": [", f);
    fputs(x.rotations ? "\n  ],\n  \"events\": [" : "],\n  \"events\": [", f);
    if (ok) ok = warp_anim_foreach_event(a, json_event, &x) == WARP_OK;
    fputs(x.events ? "\n  ],\n" : "],\n", f);
    fprintf(f,
            "  \"descriptor\": {\"placeholder\": %u, \"runtime_pointer\": %u, \"ref_count\": %u, \"tail\": [%u, %u, %u], "
            "\"bone_mask\": [%u, %u, %u, %u, %u], \"keys_with_byte1\": %u}\n}\n",
            in.placeholder, in.runtime_pointer, in.ref_count, in.tail[0], in.tail[1], in.tail[2], in.bone_mask[0],
            in.bone_mask[1], in.bone_mask[2], in.bone_mask[3], in.bone_mask[4], x.byte1);
    free(x.keys);
    if (fclose(f) != 0 || !ok) {
        free(text);
        return NULL;
    }
    return text;
}

/* ---- extraction: one resource's clips and character data ----------------------------------- */

typedef struct res_clip {
    char name[WARP_ANIM_NAME_BYTES + 1];
    uint32_t owner;   /* entry whose folder holds the clip's JSON */
    size_t owner_offset; /* where in it (a pack's resource has its own folder) */
    char file[256];   /* its file when written here, else empty */
    int ok;           /* the clip opened */
} res_clip;

typedef struct res_walk {
    entry_job *j;
    const uint8_t *p;
    void *anim;
    res_clip *clips;
    size_t count, cap;
    const uint8_t *data08, *data45;
    size_t len08, len45;
} res_walk;

static void write_clip(entry_job *j, const warp_anim *a, const warp_anim_clip_ref *c, size_t offset, res_clip *rc) {
    warp_anim_info in;
    warp_anim_get_info(a, &in);
    size_t len = 0;
    char *doc = anim_clip_json(a, &len);
    char stem[64], path[4400];
    sanitize_name(in.name[0] ? in.name : "clip", stem, sizeof stem);
    unique_file(j, stem, "json", rc->file, sizeof rc->file);
    snprintf(path, sizeof path, "%s/%s", j->dir, rc->file);
    if (!doc || out_write_file(path, doc, len) != 0) {
        entry_error(j, offset, "clip %s: cannot write %s: %s", in.name, path, doc ? strerror(errno) : "out of memory");
        rc->file[0] = 0;
        free(doc);
        return;
    }
    free(doc);
    item_begin(j, "clip");
    fputs(", \"file\": ", j->m);
    json_string(j->m, rc->file);
    fputs(", \"name\": ", j->m);
    json_string(j->m, in.name);
    fprintf(j->m, ", \"resource_hash\": %u, \"clip\": %u, \"offset\": %zu, \"frames\": %u, \"channels\": %u",
            c->resource_hash, c->index, offset, in.frame_count, in.channel_count);
    item_file_hash(j, path); /* warp rebuild encodes the clip again when the file changed */
    fputc('}', j->m);
}

static int res_clip_cb(void *user, const warp_anim_clip_ref *c) {
    res_walk *w = user;
    entry_job *j = w->j;
    if (w->count == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 32;
        res_clip *v = realloc(w->clips, cap * sizeof *v);
        if (!v) return 1;
        w->clips = v;
        w->cap = cap;
    }
    res_clip *rc = &w->clips[w->count++];
    memset(rc, 0, sizeof *rc);
    rc->owner = j->index;
    size_t offset = (size_t)(w->p - j->base) + c->desc_offset;
    int st = warp_anim_init(w->anim, warp_anim_sizeof(), WARP_ABI_VERSION, c->desc, c->desc_len, c->keyframes,
                            c->keyframes_len, NULL);
    if (st != WARP_OK) {
        entry_error(j, offset, "clip %u of resource %u: %s", c->index, c->resource_hash, warp_strerror(st));
        return 0;
    }
    rc->ok = 1;
    warp_anim_info in;
    warp_anim_get_info(w->anim, &in);
    memcpy(rc->name, in.name, sizeof rc->name);
    const clip_owner *o = owner_of(j->r, clip_key(c->desc, c->keyframes, in.keyframes_used));
    rc->owner_offset = offset;
    if (o) rc->owner = o->entry, rc->owner_offset = o->offset;
    if (!o || (o->entry == j->index && o->offset == offset)) write_clip(j, w->anim, c, offset, rc);
    return 0;
}

static int res_chunk_cb(void *user, const warp_chunk_info *c) {
    res_walk *w = user;
    if (c->type == 0x08 && !w->data08) w->data08 = c->data, w->len08 = c->size;
    if (c->type == 0x45 && !w->data45) w->data45 = c->data, w->len45 = c->size;
    return 0;
}

static int range_json(void *user, const warp_anim_range *g) {
    FILE *f = user;
    fprintf(f, "%s\n    {\"dir\": [", g->index ? "," : "");
    jnum(f, g->dir[0]);
    fputs(", ", f);
    jnum(f, g->dir[1]);
    fputs("], \"reach\": ", f);
    jnum(f, g->reach);
    fputs(", \"far_range\": ", f);
    jnum(f, g->far_range);
    fprintf(f, ", \"damage\": %d, \"hit_code\": %d, \"flags\": %u, \"rate\": ", g->damage, g->hit_code, g->flags);
    jnum(f, warp_anim_rate(g->flags));
    fputc('}', f);
    return 0;
}

/* <resource hash>.character.json (FACTS.md 4.3). */
static void write_character(entry_job *j, res_walk *w, uint32_t resource_hash) {
    const wad_run *r = j->r;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) return;
    warp_chardata_info ci;
    int st = warp_chardata_get_info(w->data08, w->len08, &ci);
    fprintf(f, "{\n  \"resource_hash\": %u,\n  \"clips\": [", resource_hash);
    for (size_t i = 0; i < w->count; i++) {
        const res_clip *c = &w->clips[i];
        fprintf(f, "%s\n    {\"index\": %zu, \"name\": ", i ? "," : "", i);
        json_string(f, c->ok ? c->name : NULL);
        fprintf(f, ", \"entry\": %u, \"folder\": ", c->owner);
        json_string(f, c->ok && r->folders ? resources_folder_at(r, c->owner, c->owner_offset) : NULL);
        fputs(", \"file\": ", f);
        json_string(f, c->file[0] ? c->file : NULL);
        fputc('}', f);
    }
    fputs(w->count ? "\n  ]" : "]", f);
    uint32_t slots[WARP_CHARDATA_SLOTS], raw[WARP_CHARDATA_SLOTS];
    size_t n = 0;
    if (st == WARP_OK) {
        fprintf(f, ",\n  \"placeholder\": %u, \"word4\": %u, \"tail\": [%u, %u, %u, %u], \"default_slots\": %u",
                ci.placeholder, ci.word4, ci.tail[0], ci.tail[1], ci.tail[2], ci.tail[3], ci.default_slots);
        int rs = warp_chardata_resolve(w->data08, w->len08, (uint32_t)w->count, slots, WARP_CHARDATA_SLOTS, &n);
        warp_chardata_copy_slots(w->data08, w->len08, raw, WARP_CHARDATA_SLOTS, &n);
        fputs(",\n  \"slots\": [", f);
        for (size_t i = 0; i < WARP_CHARDATA_SLOTS; i++) {
            if (i) fputs(i % 16 ? ", " : ",\n    ", f);
            const res_clip *c = rs == WARP_OK && slots[i] < w->count ? &w->clips[slots[i]] : NULL;
            json_string(f, c && c->ok ? c->name : NULL);
        }
        fputs("],\n  \"slot_values\": [", f);
        for (size_t i = 0; i < WARP_CHARDATA_SLOTS; i++) fprintf(f, "%s%u", i ? (i % 16 ? ", " : ",\n    ") : "", raw[i]);
        fputs("]", f);
        if (rs != WARP_OK) {
            fputs(",\n  \"slots_error\": ", f);
            json_string(f, warp_strerror(rs));
        }
    } else {
        fputs(",\n  \"error\": ", f);
        json_string(f, warp_strerror(st));
    }
    fputs(",\n  \"ranges\": [", f);
    uint32_t count = 0;
    int rr = w->data45 ? warp_range_list_foreach(w->data45, w->len45, NULL, range_json, f, &count) : WARP_E_NOT_FOUND;
    fputs(count && rr == WARP_OK ? "\n  ]" : "]", f);
    if (rr != WARP_OK) {
        fputs(",\n  \"ranges_error\": ", f);
        json_string(f, warp_strerror(rr));
    }
    fputs("\n}\n", f);
    if (fclose(f) != 0) {
        free(text);
        return;
    }
    char stem[160], file[256], path[4400], name[128];
    res_names_stem(&j->r->resnames, resource_hash, name, sizeof name);
    snprintf(stem, sizeof stem, "%s.character", name);
    unique_file(j, stem, "json", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    size_t offset = (size_t)(w->data08 - j->base);
    if (out_write_file(path, text, len) != 0) {
        entry_error(j, offset, "cannot write %s: %s", path, strerror(errno));
    } else {
        item_begin(j, "character");
        fputs(", \"file\": ", j->m);
        json_string(j->m, file);
        fprintf(j->m, ", \"resource_hash\": %u, \"clips\": %zu, \"offset\": %zu", resource_hash, w->count, offset);
        item_file_hash(j, path); /* warp rebuild writes the slots and ranges again when the file changed */
        fputc('}', j->m);
    }
    free(text);
}

void extract_anim_resource(entry_job *j, const uint8_t *p, size_t len) {
    if (warp_container_kind(p, len, NULL) == WARP_CONTAINER_NONE) return; /* the caller reported it */
    res_walk w;
    memset(&w, 0, sizeof w);
    w.j = j;
    w.p = p;
    w.anim = handle_alloc(warp_anim_sizeof());
    if (!w.anim) return;
    int rc = warp_anim_foreach_clip(p, len, NULL, res_clip_cb, &w);
    if (rc < 0)
        entry_error(j, (size_t)(p - j->base), "clips: %s", warp_strerror(rc));
    warp_chunk_foreach(p, len, NULL, res_chunk_cb, &w);
    if (w.data08) write_character(j, &w, len >= 16 ? rd32le(p + 12) : 0);
    free(w.clips);
    free(w.anim);
}

/* ---- a character's model: its .glb with the clips of its character data ---------------------- */

/* Payload of the first chunk of `type` in the resource holding chunk c (validated by the
 * caller's chunk walk). */
static const uint8_t *resource_chunk_of(const warp_chunk_info *c, uint32_t type, size_t *len) {
    const uint8_t *res = c->data - 16 - c->offset;
    size_t pos = 16;
    for (uint32_t i = 0; i < c->resource_chunks; i++) {
        uint32_t t = rd32le(res + pos), size = rd32le(res + pos + 4);
        if (t == type) {
            *len = size;
            return res + pos + 16;
        }
        pos += 16 + (size_t)size;
    }
    return NULL;
}

int export_character_model(entry_job *j, const warp_chunk_info *c, uint32_t data_hash, const uint8_t *clump,
                           size_t clump_len, const export_textures *tex, const char *path, export_stats *st,
                           char *err, size_t errcap, unsigned *clips) {
    char name[16];
    uint32_t e;
    entry_bytes held;
    size_t off_len = 0;
    const uint8_t *offsets = resource_chunk_of(c, 0x28, &off_len);
    *clips = 0;
    snprintf(name, sizeof name, "%u", data_hash); /* a resource's WAD name is its decimal hash (FACTS.md 2.2) */
    if (!offsets || entry_by_name(j->r, name, &e) != 0 || entry_open(j->w, e, &held) != WARP_OK)
        return export_clump_glb(clump, clump_len, tex, path, st, err, errcap);
    export_character ch = {held.p, held.len, offsets, off_len, j->r->root_motion, 0, 0};
    int rc = export_character_glb(clump, clump_len, tex, &ch, path, st, err, errcap);
    entry_close(j->r, &held);
    *clips = ch.clips;
    return rc;
}
