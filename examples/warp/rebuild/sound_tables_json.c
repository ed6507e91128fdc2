/* warp rebuild WARRIORS.WAD: the sound tables' JSON read back over their chunks (sound_tables.h).
 * Each record is read against the extraction's (orig); a field that differs is set on the
 * plan's record (cur) and the record written again by the library (FACTS.md 7). */
#include <cJSON.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/sound_tables.h"
#include "warp/warp.h"

static const uint32_t chunk_types[SOUND_TABLES] = {0x29, 0x48, 0x49, 0x31};
static const size_t rec_size[SOUND_TABLES] = {16, 5, 16, 104}, rec_first[SOUND_TABLES] = {4, 0, 16, 4};

/* One table's records decoded (the info structs of audio.h, by table). */
typedef struct recs {
    int which;
    uint32_t n;
    union {
        warp_sound_info *s;
        warp_sound_class_info *c;
        warp_stereo_info *st;
        warp_music_info *m;
        void *any;
    } v;
} recs;

static const size_t info_size[SOUND_TABLES] = {sizeof(warp_sound_info), sizeof(warp_sound_class_info),
                                               sizeof(warp_stereo_info), sizeof(warp_music_info)};

static int grab(recs *r, uint32_t index, const void *info) {
    if (index >= r->n) return 1;
    memcpy((char *)r->v.any + index * info_size[r->which], info, info_size[r->which]);
    return 0;
}
static int on_sound(void *u, const warp_sound_info *i) { return grab(u, i->index, i); }
static int on_class(void *u, const warp_sound_class_info *i) { return grab(u, i->index, i); }
static int on_stereo(void *u, const warp_stereo_info *i) { return grab(u, i->index, i); }
static int on_music(void *u, const warp_music_info *i) { return grab(u, i->index, i); }

/* The record count of a table's data (classes: up to the first of 0 channels). -1: unreadable. */
static long long table_count(int which, const uint8_t *d, size_t len) {
    if (which == SOUND_TABLE_CLASSES) {
        size_t n = 0;
        while (n < len / 5 && d[n * 5 + 4]) n++;
        return (long long)n;
    }
    if (len < rec_first[which]) return -1;
    uint32_t n = (uint32_t)d[0] | (uint32_t)d[1] << 8 | (uint32_t)d[2] << 16 | (uint32_t)d[3] << 24;
    return (uint64_t)n * rec_size[which] > len - rec_first[which] ? -1 : (long long)n;
}

/* Every record of the data, decoded: 0, or -1 (unreadable, out of memory). */
static int decode(int which, const uint8_t *d, size_t len, recs *r) {
    long long n = table_count(which, d, len);
    warp_limits lim = {0};
    lim.max_count = n > 0 ? (uint32_t)n : 1;
    r->which = which, r->n = n < 0 ? 0 : (uint32_t)n;
    r->v.any = calloc(r->n ? r->n : 1, info_size[which]);
    if (n < 0 || !r->v.any) return -1;
    int rc = which == SOUND_TABLE_LIST      ? warp_sound_list_foreach(d, len, &lim, on_sound, r)
             : which == SOUND_TABLE_CLASSES ? warp_sound_class_foreach(d, len, &lim, on_class, r)
             : which == SOUND_TABLE_STEREO  ? warp_stereo_foreach(d, len, &lim, on_stereo, r)
                                            : warp_music_foreach(d, len, &lim, on_music, r);
    return rc == WARP_OK ? 0 : -1;
}

/* ---- fields ----------------------------------------------------------------------------- */

/* A whole number from lo to hi, or was (the extraction's value, kept as it is even outside
 * what an edit may set: only what changed is checked): 0, or -1 after a message. */
static int whole(const cJSON *rec, const char *key, uint32_t lo, uint32_t hi, uint32_t was, const char *path,
                 const char *where, uint32_t *v) {
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(rec, key);
    if (cJSON_IsNumber(x) && x->valuedouble == was) return *v = was, 0;
    if (!cJSON_IsNumber(x) || x->valuedouble < lo || x->valuedouble > hi || x->valuedouble != floor(x->valuedouble)) {
        report(path, -1, "%s.\"%s\": needs a whole number from %u to %u", where, key, lo, hi);
        return -1;
    }
    *v = (uint32_t)x->valuedouble;
    return 0;
}

/* A true/false member, absent: was. 0, or -1 after a message. */
static int boolean(const cJSON *rec, const char *key, int was, const char *path, const char *where, int *v) {
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(rec, key);
    *v = was;
    if (!x) return 0;
    if (!cJSON_IsBool(x)) {
        report(path, -1, "%s.\"%s\": needs true or false", where, key);
        return -1;
    }
    *v = cJSON_IsTrue(x);
    return 0;
}

/* The key of a sound (its hash, and a name when one was found): what its bank index and
 * BFW.SND find it by, so neither may change. 0, or -1 after a message. */
static int sound_key(const cJSON *rec, uint32_t hash, const char *path, const char *where) {
    const cJSON *h = cJSON_GetObjectItemCaseSensitive(rec, "hash"), *n = cJSON_GetObjectItemCaseSensitive(rec, "name");
    char *end = NULL;
    unsigned long x = cJSON_IsString(h) && h->valuestring ? strtoul(h->valuestring, &end, 16) : 0;
    const char *field = !end || end == h->valuestring || *end || x != hash ? "hash" : NULL;
    if (!field && n && !cJSON_IsNull(n)) {
        char low[256];
        size_t len = cJSON_IsString(n) && n->valuestring ? strlen(n->valuestring) : sizeof low;
        for (size_t k = 0; len < sizeof low && k <= len; k++) low[k] = (char)tolower((unsigned char)n->valuestring[k]);
        if (len >= sizeof low || (warp_crc32(0, n->valuestring, len) != hash && warp_crc32(0, low, len) != hash))
            field = "name";
    }
    if (!field) return 0;
    report(path, -1, "field %s.\"%s\" edited, but it is the sound's key: its bank index and BFW.SND find it by the "
           "hash %08x (renaming a sound is not put back: restore it)", where, field, hash);
    return -1;
}

/* ---- one record of each table ------------------------------------------------------------ */

typedef struct ctx {
    const char *path;
    const uint8_t *classes; /* 0x48 data, NULL: none */
    size_t classes_len;
} ctx;

/* The streamed flag of class k: 0, 1, or -1 when there is no such class. */
static int class_streamed(const ctx *c, uint32_t k) {
    if (!c->classes || k >= c->classes_len / 5) return -1;
    for (uint32_t i = 0; i <= k; i++)
        if (!c->classes[i * 5 + 4]) return -1; /* the table ended before it */
    return (c->classes[k * 5 + 2] & WARP_SOUND_CLASS_STREAMED) != 0;
}

/* A sound's rate: its rate index ("rate" follows it), or its rate in Hz when only that changed
 * and is one of the game's. */
static int sound_rate(const cJSON *rec, const warp_sound_info *o, warp_sound_info *v, const char *path,
                      const char *where) {
    uint32_t hz;
    if (whole(rec, "rate_index", 0, WARP_SOUND_RATE_COUNT - 1, o->rate_index, path, where, &v->rate_index) ||
        whole(rec, "rate", 0, UINT32_MAX, o->rate, path, where, &hz))
        return -1;
    if ((v->rate_index == o->rate_index && hz == o->rate) || hz == warp_sound_rate(v->rate_index) || (hz == o->rate && v->rate_index != o->rate_index)) return 0;
    for (uint32_t k = 0; v->rate_index == o->rate_index && hz && k < WARP_SOUND_RATE_COUNT - 1; k++)
        if (warp_sound_rate(k) == hz) return v->rate_index = k, 0; /* 72 (9,999 Hz) is unused */
    report(path, -1, "%s: \"rate\" %u Hz is not the rate of \"rate_index\" %u (%u Hz)%s", where, hz, v->rate_index,
           warp_sound_rate(v->rate_index), v->rate_index == o->rate_index ? " nor one of the game's rates" : "");
    return -1;
}

static int read_sound(const cJSON *rec, const warp_sound_info *o, const ctx *c, const char *where,
                      warp_sound_info *v) {
    const char *path = c->path;
    int streamed = class_streamed(c, o->class_index), flag;
    if (derived_number(rec, "size", o->size, path, where) || derived_number(rec, "offset", o->offset, path, where) ||
        sound_key(rec, o->hash, path, where) || whole(rec, "pitch_variation", 0, 255, o->pitch_variation, path, where, &v->pitch_variation) ||
        whole(rec, "volume", 0, 255, o->volume, path, where, &v->volume) || sound_rate(rec, o, v, path, where) ||
        whole(rec, "class", 0, 255, o->class_index, path, where, &v->class_index) ||
        boolean(rec, "streamed", streamed == 1, path, where, &flag))
        return -1;
    if (streamed >= 0 && flag != streamed) {
        report(path, -1, "field %s.\"streamed\" edited, but it is derived: its class's flags say it", where);
        return -1;
    }
    int now = v->class_index == o->class_index ? streamed : class_streamed(c, v->class_index);
    if (now != streamed) {
        report(path, -1, "%s: \"class\" %u %s (restore it)", where, v->class_index,
               now < 0 ? "is not in sound_classes.json" : "moves the sound between its bank and BFW.SND: not put back");
        return -1;
    }
    return 0;
}

static int read_class(const cJSON *rec, const warp_sound_class_info *o, const ctx *c, const char *where,
                      warp_sound_class_info *v) {
    uint32_t far;
    int loop, streamed;
    if (whole(rec, "near_m", 0, 255, o->near_m, c->path, where, &v->near_m) ||
        whole(rec, "far_m", 0, 255 * 5, o->far_raw * 5, c->path, where, &far) || whole(rec, "flags", 0, 255, o->flags, c->path, where, &v->flags) ||
        whole(rec, "priority", 0, 255, o->priority, c->path, where, &v->priority) ||
        whole(rec, "channels", 1, 255, o->channels, c->path, where, &v->channels) ||
        boolean(rec, "loop", (v->flags & WARP_SOUND_CLASS_LOOP) != 0, c->path, where, &loop) ||
        boolean(rec, "streamed", (o->flags & WARP_SOUND_CLASS_STREAMED) != 0, c->path, where, &streamed))
        return -1;
    if (far % 5) {
        report(c->path, -1, "%s.\"far_m\": %u is not a multiple of 5 (stored as metres / 5)", where, far);
        return -1;
    }
    v->far_raw = far / 5;
    if (loop != ((o->flags & WARP_SOUND_CLASS_LOOP) != 0) && v->flags == o->flags)
        v->flags ^= WARP_SOUND_CLASS_LOOP; /* "loop" edited alone */
    if (loop != ((v->flags & WARP_SOUND_CLASS_LOOP) != 0)) {
        report(c->path, -1, "%s: \"loop\" and \"flags\" both edited and they disagree (flag 0x01)", where);
        return -1;
    }
    if ((v->flags ^ o->flags) & WARP_SOUND_CLASS_STREAMED || streamed != ((o->flags & WARP_SOUND_CLASS_STREAMED) != 0)) {
        report(c->path, -1, "%s: the streamed flag (0x04) edited: it moves the class's sounds between their bank "
               "and BFW.SND: not put back (restore it)", where);
        return -1;
    }
    return 0;
}

/* The useful bytes of each channel in the last block: whole frames, at most the interleave
 * (or as extracted). */
static int last_block(const cJSON *rec, const warp_adpcm_layout *o, const char *path, const char *where, uint32_t *v) {
    if (whole(rec, "last_block", 0, o->interleave, o->last_block, path, where, v)) return -1;
    if (*v % 16 == 0 || *v == o->last_block) return 0;
    report(path, -1, "%s.\"last_block\": %u is not whole 16-byte frames", where, *v);
    return -1;
}

static int read_stereo(const cJSON *rec, const warp_stereo_info *o, const ctx *c, const char *where,
                       warp_stereo_info *v) {
    return sound_key(rec, o->hash, c->path, where) ||
                   derived_number(rec, "interleave", o->layout.interleave, c->path, where) ||
                   derived_number(rec, "blocks", o->layout.blocks, c->path, where) ||
                   last_block(rec, &o->layout, c->path, where, &v->layout.last_block)
               ? -1
               : 0;
}

/* A track's name (at most 63 bytes) and its hash, derived: the CRC-32 of the name as
 * written (FACTS.md 8), recomputed when the name is edited. */
static int music_name(const cJSON *rec, const warp_music_info *o, const ctx *c, const char *where,
                      warp_music_info *v) {
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(rec, "name"), *h = cJSON_GetObjectItemCaseSensitive(rec, "hash");
    const char *s = cJSON_IsString(n) && n->valuestring ? n->valuestring : NULL;
    size_t len = s ? strlen(s) : 64;
    if (!s || (len >= 64 && strcmp(s, o->name))) { /* 64 bytes without a NUL only as stored */
        report(c->path, -1, "%s.\"name\": needs a string of at most 63 bytes", where);
        return -1;
    }
    if (strcmp(s, o->name)) {
        memset(v->name, 0, sizeof v->name);
        memcpy(v->name, s, len);
        v->hash = warp_crc32(0, s, len);
    }
    char *end = NULL;
    unsigned long x = cJSON_IsString(h) && h->valuestring ? strtoul(h->valuestring, &end, 16) : 0;
    if (end && end != h->valuestring && !*end && (x == o->hash || x == v->hash)) return 0;
    report(c->path, -1, "field %s.\"hash\" edited, but it is derived: the CRC-32 of \"name\" (%08x; edit the name "
           "instead)", where, v->hash);
    return -1;
}

/* The volume, a real: unchanged when it prints as the extraction printed it (%g). */
static int music_volume(const cJSON *rec, const warp_music_info *o, const char *path, const char *where, float *v) {
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(rec, "volume");
    char was[32];
    snprintf(was, sizeof was, "%g", (double)o->volume);
    if ((!isfinite(o->volume) && cJSON_IsNull(x)) || (cJSON_IsNumber(x) && x->valuedouble == strtod(was, NULL)))
        return *v = o->volume, 0;
    if (!cJSON_IsNumber(x) || !isfinite(x->valuedouble) || fabs(x->valuedouble) > 3.4e38) {
        report(path, -1, "%s.\"volume\": needs a number", where);
        return -1;
    }
    *v = (float)x->valuedouble;
    return 0;
}

static int read_music(const cJSON *rec, const warp_music_info *o, const ctx *c, const char *where,
                      warp_music_info *v) {
    const char *path = c->path;
    return music_name(rec, o, c, where, v) || music_volume(rec, o, path, where, &v->volume) ||
                   whole(rec, "rate", 1, 48000, o->rate, path, where, &v->rate) ||
                   whole(rec, "unknown_08", 0, UINT32_MAX, o->unknown_08, path, where, &v->unknown_08) ||
                   whole(rec, "unknown_0c", 0, UINT32_MAX, o->unknown_0c, path, where, &v->unknown_0c) ||
                   derived_number(rec, "offset", o->offset, path, where) ||
                   derived_number(rec, "channels", o->layout.channels, path, where) ||
                   derived_number(rec, "interleave", o->layout.interleave, path, where) ||
                   derived_number(rec, "blocks", o->layout.blocks, path, where) ||
                   last_block(rec, &o->layout, path, where, &v->layout.last_block)
               ? -1
               : 0;
}

/* ---- the table ------------------------------------------------------------------------------ */

enum { EDIT_FIELDS = 1, EDIT_VOLUME = 2, EDIT_NAME = 4 };

/* Record k read (nv starts as orig's), its edited fields set on cur's record: EDIT_* bits of
 * what changed (0: nothing), or -1 after a message. */
static int read_record(const cJSON *rec, const recs *o, recs *nv, recs *cur, uint32_t k, const ctx *c) {
    char where[32];
    snprintf(where, sizeof where, "records[%u]", k);
    if (!cJSON_IsObject(rec) || derived_number(rec, "index", k, c->path, where)) {
        if (!cJSON_IsObject(rec)) report(c->path, -1, "%s: not an object", where);
        return -1;
    }
    int changed = 0;
#define SET(f)                                                        \
    if (n->f != p->f) q->f = n->f, changed |= EDIT_FIELDS
    if (o->which == SOUND_TABLE_LIST) {
        const warp_sound_info *p = &o->v.s[k];
        warp_sound_info *n = &nv->v.s[k], *q = &cur->v.s[k];
        if (read_sound(rec, p, c, where, n)) return -1;
        SET(pitch_variation); SET(volume); SET(rate_index); SET(class_index);
    } else if (o->which == SOUND_TABLE_CLASSES) {
        const warp_sound_class_info *p = &o->v.c[k];
        warp_sound_class_info *n = &nv->v.c[k], *q = &cur->v.c[k];
        if (read_class(rec, p, c, where, n)) return -1;
        SET(near_m); SET(far_raw); SET(flags); SET(priority); SET(channels);
    } else if (o->which == SOUND_TABLE_STEREO) {
        const warp_stereo_info *p = &o->v.st[k];
        warp_stereo_info *n = &nv->v.st[k], *q = &cur->v.st[k];
        if (read_stereo(rec, p, c, where, n)) return -1;
        SET(layout.last_block);
    } else {
        const warp_music_info *p = &o->v.m[k];
        warp_music_info *n = &nv->v.m[k], *q = &cur->v.m[k];
        if (read_music(rec, p, c, where, n)) return -1;
        SET(rate); SET(unknown_08); SET(unknown_0c); SET(layout.last_block); SET(hash);
        if (memcmp(&n->volume, &p->volume, sizeof p->volume)) q->volume = n->volume, changed |= EDIT_VOLUME;
        if (strcmp(n->name, p->name)) memcpy(q->name, n->name, sizeof q->name), changed |= EDIT_NAME;
    }
#undef SET
    return changed;
}

/* A field the library's writer refuses (a value kept as stored: a rate index past the
 * game's 73, a last block past its interleave) replaced in both encodings by one it takes:
 * the same in both when it was the same, so its stored bytes stay (encode). */
static void stand_in(uint32_t *a, uint32_t *b, uint32_t max) {
    if (*a <= max && *b <= max) return;
    if (*a == *b)
        *a = *b = 0;
    else if (*a > max)
        *a = *b ? 0 : 1; /* b, the edit, was checked: in range */
    else
        *b = *a ? 0 : 1;
}

/* Record k of t (a copy of its info struct in rec) into bytes out by the library. */
static int write_record(int which, const void *info, uint8_t *out) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, out, 104) : WARP_E_LIMIT;
    if (!rc)
        rc = which == SOUND_TABLE_LIST      ? warp_write_sound_record(w, info)
             : which == SOUND_TABLE_CLASSES ? warp_write_sound_class(w, info)
             : which == SOUND_TABLE_STEREO  ? warp_write_stereo_record(w, info)
                                            : warp_write_music_record(w, info);
    free(w);
    return rc;
}

/* Record k as it was (was) and as edited (cur) written by the library; the bytes where the
 * two differ are the edited fields' and go over the stored record in out, every other byte
 * stays as stored: a field nobody edited keeps its bytes whatever they hold (a value the
 * writer would refuse, a NaN volume's bits, what follows a name's NUL). A name edited is
 * written whole (EDIT_* of read_record). 0, or -1 after a message. */
static int encode(const recs *was, const recs *cur, uint32_t k, int edited, const char *path, uint8_t *out) {
    int which = cur->which;
    union {
        warp_sound_info s;
        warp_sound_class_info c;
        warp_stereo_info st;
        warp_music_info m;
    } a, b;
    memcpy(&a, (const char *)was->v.any + k * info_size[which], info_size[which]);
    memcpy(&b, (const char *)cur->v.any + k * info_size[which], info_size[which]);
    if (which == SOUND_TABLE_LIST) stand_in(&a.s.rate_index, &b.s.rate_index, WARP_SOUND_RATE_COUNT - 1);
    if (which == SOUND_TABLE_STEREO)
        stand_in(&a.st.layout.last_block, &b.st.layout.last_block, a.st.layout.interleave);
    if (which == SOUND_TABLE_MUSIC) {
        stand_in(&a.m.layout.last_block, &b.m.layout.last_block, a.m.layout.interleave);
        memset(a.m.name, 0, sizeof a.m.name); /* 64 stored bytes without a NUL are refused */
        if (!(edited & EDIT_NAME)) memset(b.m.name, 0, sizeof b.m.name);
    }
    uint8_t ea[104], eb[104];
    int rc = write_record(which, &a, ea);
    if (!rc) rc = write_record(which, &b, eb);
    if (rc) {
        report(path, -1, "records[%u]: cannot write the record back: %s", k, warp_strerror(rc));
        return -1;
    }
    uint8_t *at = out + rec_first[which] + (size_t)k * rec_size[which];
    for (size_t i = 0; i < rec_size[which]; i++)
        if (ea[i] != eb[i]) at[i] = eb[i];
    if (which == SOUND_TABLE_MUSIC && edited & EDIT_NAME) memcpy(at + 0x28, eb + 0x28, 64); /* past its NUL too */
    return 0;
}

/* The JSON's own members: what the extraction wrote, unchanged. */
static int table_derived(const cJSON *root, int which, uint32_t count, const char *path) {
    const cJSON *chunk = cJSON_GetObjectItemCaseSensitive(root, "chunk");
    char want[8];
    snprintf(want, sizeof want, "0x%02x", chunk_types[which]);
    if (chunk && (!cJSON_IsString(chunk) || strcmp(chunk->valuestring, want))) {
        report(path, -1, "field \"chunk\" edited, but it names the chunk the file came from (%s: restore it)", want);
        return -1;
    }
    if (derived_number(root, "count", count, path, "")) return -1;
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "records");
    if (!cJSON_IsArray(list)) {
        report(path, -1, "no \"records\" array");
        return -1;
    }
    if ((uint32_t)cJSON_GetArraySize(list) == count) return 0;
    report(path, -1, "%d records, the table has %u: records added or removed are not put back (edit the records "
           "in place)", cJSON_GetArraySize(list), count);
    return -1;
}

int sound_table_records(int which, const uint8_t *orig, const uint8_t *cur, size_t len, const uint8_t *classes,
                        size_t classes_len, const char *json, const char *path, uint8_t **out) {
    *out = NULL;
    recs o = {0}, nv = {0}, cr = {0}, cb = {0}; /* cb: cur before the edits */
    ctx c = {path, classes, classes_len};
    cJSON *root = cJSON_Parse(json);
    int rc = 0, changed = 0;
    if (decode(which, orig, len, &o) || decode(which, orig, len, &nv) || decode(which, cur, len, &cr) ||
        decode(which, cur, len, &cb) || cr.n != o.n) {
        report(path, -1, "the WAD's table chunk 0x%02X does not read (not this WAD's extraction?)", chunk_types[which]);
        rc = -1;
    } else if (!root) {
        report(path, -1, "not valid JSON");
        rc = -1;
    }
    if (!rc) rc = table_derived(root, which, o.n, path);
    uint8_t *buf = rc ? NULL : malloc(len ? len : 1);
    if (!rc && !buf) rc = -1;
    if (buf) memcpy(buf, cur, len);
    uint32_t k = 0;
    const cJSON *rec, *list = buf ? cJSON_GetObjectItemCaseSensitive(root, "records") : NULL;
    cJSON_ArrayForEach(rec, list) {
        int ch = read_record(rec, &o, &nv, &cr, k, &c);
        if (ch < 0 || (ch && encode(&cb, &cr, k, ch, path, buf))) {
            rc = -1;
            break;
        }
        changed |= ch;
        k++;
    }
    if (!rc && changed) *out = buf, buf = NULL;
    free(buf), free(o.v.any), free(nv.v.any), free(cr.v.any), free(cb.v.any);
    cJSON_Delete(root);
    return rc;
}
