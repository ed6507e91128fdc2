/* warp rebuild WARRIORS.WAD: edited captions (media.h). FACTS-2 4.
 *
 * A level's subtitles.json (the extraction's: languages -> scenes -> captions) is read
 * back into records: a language marker (kind 0) per language, a scene marker (kind 1)
 * per scene, then its captions with their kinds. When they differ from the level's 0x51
 * records, the chunk's payload is encoded anew (warp_write_subtitles: the length word and
 * the records) and spliced in; the chunk and the level resource take the new sizes. Text
 * is written as Latin-1 bytes (the extraction wrote each byte as the code point of the
 * same number); tags such as <CR> are text like any other. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

#ifdef WARP_HAVE_CJSON
#include <cJSON.h>

#include "rebuild/derived.h"

typedef struct recs {
    warp_subtitle_desc *r;
    size_t n, cap;
    char *text; /* every record's Latin-1 text, NUL-separated */
    size_t text_len, text_cap;
    size_t *at; /* record k's text at text + at[k] */
} recs;

static void recs_free(recs *x) {
    free(x->r), free(x->text), free(x->at);
    memset(x, 0, sizeof *x);
}

/* The line of the JSON file holding the character cp (typed as UTF-8, or as \uXXXX). */
static unsigned line_of(const char *json, const char *utf8, size_t utf8_len, uint32_t cp) {
    char esc[8];
    snprintf(esc, sizeof esc, "\\u%04x", (unsigned)cp);
    const char *hit = NULL;
    for (const char *p = json; *p && !hit; p++) {
        if (!strncmp(p, utf8, utf8_len) || (p[0] == '\\' && p[1] == 'u' && !strncasecmp(p, esc, 6))) hit = p;
    }
    unsigned line = 1;
    for (const char *p = json; hit && p < hit; p++) line += *p == '\n';
    return hit ? line : 0;
}

/* Append `s` (UTF-8) as Latin-1 record text of the given kind; -1 after a message naming
 * `where` for a character outside Latin-1. */
static int add_rec(recs *x, uint32_t kind, const char *s, const char *path, const char *json, const char *where) {
    size_t need = x->text_len + strlen(s) + 1;
    if (x->n == x->cap) {
        x->cap = x->cap ? 2 * x->cap : 64;
        warp_subtitle_desc *r = realloc(x->r, x->cap * sizeof *r);
        size_t *at = realloc(x->at, x->cap * sizeof *at);
        if (r) x->r = r;
        if (at) x->at = at;
        if (!r || !at) return -1;
    }
    if (need > x->text_cap) {
        char *t = realloc(x->text, x->text_cap = need * 2);
        if (!t) return -1;
        x->text = t;
    }
    x->at[x->n] = x->text_len;
    x->r[x->n++].kind = kind;
    for (const unsigned char *p = (const unsigned char *)s; *p;) {
        uint32_t cp = *p;
        size_t len = cp < 0x80 ? 1 : (cp & 0xE0) == 0xC0 ? 2 : (cp & 0xF0) == 0xE0 ? 3 : (cp & 0xF8) == 0xF0 ? 4 : 0;
        int valid = len != 0;
        if (len > 1) cp &= 0x3F >> (len - 1);
        for (size_t k = 1; valid && k < len; k++) {
            valid = (p[k] & 0xC0) == 0x80; /* also stops at the NUL */
            cp = cp << 6 | (p[k] & 0x3F);
        }
        if (!valid || (len > 1 && cp < 0x80)) {
            report(path, -1, "%s is not valid UTF-8: save subtitles.json as UTF-8", where);
            return -1;
        }
        if (cp > 0xFF) {
            report(path, -1, "line %u: %s holds U+%04X (\"%.*s\"), outside Latin-1: the game draws one byte per "
                   "character; write it without that character",
                   line_of(json, (const char *)p, len, cp), where, (unsigned)cp, (int)len, (const char *)p);
            return -1;
        }
        x->text[x->text_len++] = (char)cp;
        for (size_t k = 0; k < len && *p; k++) p++;
    }
    x->text[x->text_len++] = 0;
    return 0;
}

static const char *str_or_null(const cJSON *o, const char *key, int *bad) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v)) return v->valuestring;
    *bad |= !cJSON_IsNull(v);
    return NULL;
}

/* One scene section's records. */
static int scene_recs(recs *x, const cJSON *sc, const char *lang, size_t si, const char *path, const char *json) {
    int bad = 0;
    char where[512];
    const char *scene = str_or_null(sc, "scene", &bad);
    const cJSON *caps = cJSON_GetObjectItemCaseSensitive(sc, "captions");
    snprintf(where, sizeof where, "the name of scene %zu of %s", si + 1, lang ? lang : "(no language)");
    if (bad || !cJSON_IsArray(caps)) {
        report(path, -1, "%s: a scene section needs \"scene\" (a string or null) and \"captions\" (an array)", where);
        return -1;
    }
    if (scene && add_rec(x, WARP_SUBTITLE_SCENE, scene, path, json, where)) return -1;
    size_t ci = 0;
    for (const cJSON *c = caps->child; c; c = c->next, ci++) {
        const cJSON *kind = cJSON_GetObjectItemCaseSensitive(c, "kind");
        const cJSON *text = cJSON_GetObjectItemCaseSensitive(c, "text");
        snprintf(where, sizeof where, "caption %zu of scene %s (%s)", ci + 1, scene ? scene : "(none)",
                 lang ? lang : "no language");
        if (!cJSON_IsNumber(kind) || !cJSON_IsString(text) || kind->valuedouble < 2 ||
            kind->valuedouble > 4294967295.0 || kind->valuedouble != (double)(uint32_t)kind->valuedouble) {
            report(path, -1, "%s: a caption needs \"kind\" (2 title card, 3 caption, or another number above 1) and "
                   "\"text\" (a string)", where);
            return -1;
        }
        if (add_rec(x, (uint32_t)kind->valuedouble, text->valuestring, path, json, where)) return -1;
    }
    return 0;
}

/* The records of subtitles.json's text `json` (named `path` in messages), in file order:
 * 0, or -1 after a message. */
static int parse_recs(const char *json, const char *path, recs *x) {
    cJSON *root = cJSON_Parse(json);
    const cJSON *langs = cJSON_GetObjectItemCaseSensitive(root, "languages");
    int rc = 0;
    if (!cJSON_IsArray(langs)) {
        const char *at = cJSON_GetErrorPtr();
        unsigned line = 1;
        for (const char *p = json; root == NULL && at && json && p < at && *p; p++) line += *p == '\n';
        report(path, -1, root ? "no \"languages\" array" : "not valid JSON (near line %u)", line);
        rc = -1;
    }
    for (const cJSON *l = rc ? NULL : langs->child; l && !rc; l = l->next) {
        int bad = 0;
        const char *lang = str_or_null(l, "language", &bad);
        const cJSON *scenes = cJSON_GetObjectItemCaseSensitive(l, "scenes");
        if (bad || !cJSON_IsArray(scenes)) {
            report(path, -1, "a language section needs \"language\" (a string or null) and \"scenes\" (an array)");
            rc = -1;
            break;
        }
        if (lang) rc = add_rec(x, WARP_SUBTITLE_LANGUAGE, lang, path, json, "a language name");
        size_t si = 0;
        for (const cJSON *sc = scenes->child; sc && !rc; sc = sc->next) rc = scene_recs(x, sc, lang, si++, path, json);
    }
    for (size_t k = 0; !rc && k < x->n; k++) x->r[k].text = x->text + x->at[k];
    cJSON_Delete(root);
    return rc;
}

/* subtitles.json's records: 0, or -1 after a message. */
static int json_recs(const char *path, recs *x) {
    file_map fm;
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s", strerror(errno));
        return -1;
    }
    char *json = malloc(fm.len + 1);
    if (json) memcpy(json, fm.data, fm.len), json[fm.len] = 0;
    unmap_file(&fm);
    int rc = json ? parse_recs(json, path, x) : -1;
    free(json);
    return rc;
}

/* The 0x51 payload of the records (malloc'ed): 0, or -1 after a message naming path. */
static int encode_recs(const recs *x, const char *path, uint8_t **out, size_t *len) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_ARG;
    if (!rc) rc = warp_write_subtitles(w, x->r, x->n);
    size_t need = w ? warp_writer_size(w) : 0;
    uint8_t *buf = rc ? NULL : malloc(need ? need : 1);
    if (buf && !warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, need))
        rc = warp_write_subtitles(w, x->r, x->n);
    free(w);
    if (rc || !buf) {
        report(path, -1, "cannot encode the captions: %s",
               rc == WARP_E_LIMIT ? "more than 65,535 bytes (the length word is 16 bits)" : warp_strerror(rc));
        free(buf);
        return -1;
    }
    *out = buf, *len = need;
    return 0;
}

int caption_payload(const char *json, const char *path, uint8_t **payload, size_t *len, size_t *records) {
    recs x;
    memset(&x, 0, sizeof x);
    int rc = parse_recs(json, path, &x) || encode_recs(&x, path, payload, len) ? -1 : 0;
    *records = x.n;
    recs_free(&x);
    return rc;
}

/* ---- against the level's chunk ------------------------------------------------------------ */

typedef struct cmp {
    const recs *x;
    size_t k;
    int differ;
} cmp;

static int cmp_cb(void *user, const warp_subtitle_info *r) {
    cmp *c = user;
    if (c->k >= c->x->n || c->x->r[c->k].kind != r->kind || strcmp(c->x->r[c->k].text, r->text)) c->differ = 1;
    c->k++;
    return c->differ;
}

typedef struct find51 {
    size_t offset, size;
    int found;
} find51;

static int chunk51(void *user, const warp_chunk_info *c) {
    find51 *f = user;
    if (c->type != WARP_CHUNK_SUBTITLES) return 0;
    f->offset = c->offset, f->size = c->size, f->found = 1;
    return 1;
}

/* The new 0x51 payload spliced into level entry i (bytes e). */
static int splice_subs(wad_plan *pl, uint32_t i, const uint8_t *e, const find51 *f, const recs *x, const char *path) {
    uint8_t *buf;
    size_t need;
    if (encode_recs(x, path, &buf, &need)) return -1;
    wad_splice s;
    memset(&s, 0, sizeof s);
    s.p = (rebuild_patch){f->offset + 16, f->size, 0, buf, need};
    s.lv[0] = (warp_patch_level){f->offset, WARP_PATCH_CHUNK, 0};
    s.lv[1] = (warp_patch_level){0, WARP_PATCH_RESOURCE, 0};
    s.nlv = 2;
    return wad_add_splice(pl, i, e, &s);
}

/* The members the extraction derived from the chunk (its length word, the record count,
 * the bytes without a mapping, the kinds' legend) must say what they said: an edit of one
 * is refused by name. */
typedef struct derived_subs {
    unsigned records, unmapped;
} derived_subs;

static int count_cb(void *user, const warp_subtitle_info *r) {
    derived_subs *d = user;
    d->records++;
    for (const char *s = r->text; *s; s++) d->unmapped += (unsigned char)*s < 0x20 || (unsigned char)*s > 0x7E;
    return 0;
}

static int subs_derived(const char *path, const uint8_t *p, size_t len) {
    derived_subs d = {0, 0};
    size_t n = 0;
    warp_subtitle_foreach(p, len, count_cb, &d, &n);
    cJSON *root = derived_load(path);
    cJSON *legend = cJSON_Parse("{\"0\": \"language\", \"1\": \"scene\", \"2\": \"title card\", \"3\": \"caption\"}");
    const cJSON *kinds = cJSON_GetObjectItemCaseSensitive(root, "kinds");
    int rc = !root || derived_number(root, "length", len >= 2 ? p[0] | p[1] << 8 : 0, path, "") ||
                     derived_number(root, "records", d.records, path, "") ||
                     derived_number(root, "unmapped_bytes", d.unmapped, path, "") ? -1 : 0;
    if (!rc && kinds && !cJSON_Compare(kinds, legend, 1)) {
        report(path, -1, "field \"kinds\" edited, but it is the legend of \"kind\", not read back (restore it)");
        rc = -1;
    }
    cJSON_Delete(legend);
    cJSON_Delete(root);
    return rc;
}

static int plan_level(wad_plan *pl, uint32_t i, const char *path, unsigned *replaced) {
    uint8_t *e = NULL;
    recs x;
    memset(&x, 0, sizeof x);
    find51 f = {0, 0, 0};
    size_t len = pl->entries[i].size, n = 0;
    int rc = json_recs(path, &x) || media_read_entry(pl, i, &e) ? -1 : 0;
    if (!rc && warp_container_kind(e, len, NULL) == WARP_CONTAINER_RESOURCE)
        warp_chunk_foreach(e, len, NULL, chunk51, &f);
    if (!rc && !f.found) {
        report(pl->wad_path, -1, "entry %u has no subtitles chunk (0x51) in a level resource: not this WAD's "
               "extraction (%s)", i, path);
        rc = -1;
    }
    if (!rc) rc = subs_derived(path, e + f.offset + 16, f.size);
    cmp c = {&x, 0, 0};
    if (!rc && warp_subtitle_foreach(e + f.offset + 16, f.size, cmp_cb, &c, &n) < 0) c.differ = 1;
    if (!rc && (c.differ || c.k != x.n)) {
        rc = splice_subs(pl, i, e, &f, &x, path);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet)
            fprintf(stderr, "warp: %s: changed, its %zu records re-encoded\n", path, x.n);
    }
    free(e);
    recs_free(&x);
    return rc;
}

int rebuild_captions(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nmedia; k++) {
        if (m->media[k].is_sound) continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", from, m->media[k].file);
        if (plan_level(pl, m->media[k].entry, path, replaced)) return -1;
    }
    return 0;
}

#else

int caption_payload(const char *json, const char *path, uint8_t **payload, size_t *len, size_t *records) {
    (void)json, (void)payload, (void)len;
    *records = 0;
    report(path, -1, "cannot read subtitles.json: this warp was built without cJSON");
    return -1;
}

int rebuild_captions(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    (void)from;
    *replaced = 0;
    for (size_t k = 0; k < m->nmedia; k++)
        if (!m->media[k].is_sound && !pl->quiet) {
            fprintf(stderr, "warp: note: subtitles.json files are not compared: this warp was built without cJSON\n");
            break;
        }
    return 0;
}

#endif
