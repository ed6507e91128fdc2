/* warp rebuild: a level's occluders put back from level.json (level.h). FACTS-2 3.
 *
 * Each occluder of "occluders" gives its four points (x, y, z, w: game axes; the last float
 * also holds the run-time "active" byte at +0x6F, so it is kept as written) and its three
 * run-time planes; the payload is written again with warp_write_occluders, the planes and
 * the 12 bytes after the count as the file has them. Occluders may be added (planes 0) or
 * removed. The rest of level.json is the extraction's information. */
#include <cJSON.h>
#include <errno.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"
#include "rebuild/level_derived.h"
#include "rebuild/wad_plan.h"

/* n floats of array a into out; a null entry (JSON has no NaN) takes keep[k] when keep is
 * given. 0, or -1. */
static int floats(const cJSON *a, int n, const float *keep, float *out) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return -1;
    for (int k = 0; k < n; k++) {
        const cJSON *v = cJSON_GetArrayItem(a, k);
        if (cJSON_IsNull(v) && keep) out[k] = keep[k];
        else if (cJSON_IsNumber(v) && isfinite(v->valuedouble) && fabs(v->valuedouble) <= 3.4e38)
            out[k] = (float)v->valuedouble;
        else return -1;
    }
    return 0;
}

void occ_set_free(occ_set *s) {
    free(s->points), free(s->planes);
    memset(s, 0, sizeof *s);
}

static int old_cb(void *user, const warp_occluder_info *o) {
    occ_set *s = user;
    memcpy(s->points[o->index], o->points, sizeof o->points);
    memcpy(s->planes[o->index], o->planes, sizeof o->planes);
    return 0;
}

/* One occluder object of level.json into s (index i; old: the level's, or NULL). */
static int read_one(const cJSON *o, uint32_t i, const occ_set *old, const char *path, occ_set *s) {
    const cJSON *pts = cJSON_GetObjectItemCaseSensitive(o, "points"), *pl = cJSON_GetObjectItemCaseSensitive(o, "planes");
    int bad = !cJSON_IsArray(pts) || cJSON_GetArraySize(pts) != 4;
    for (int k = 0; k < 4 && !bad; k++)
        bad = floats(cJSON_GetArrayItem(pts, k), 4, old ? old->points[i][k] : NULL, s->points[i][k]);
    memset(s->planes[i], 0, sizeof s->planes[i]);
    if (old) memcpy(s->planes[i], old->planes[i], sizeof s->planes[i]);
    for (int k = 0; k < 3 && !bad && pl; k++)
        bad = !cJSON_IsArray(pl) || floats(cJSON_GetArrayItem(pl, k), 4, old ? old->planes[i][k] : NULL, s->planes[i][k]);
    if (bad) report(path, -1, "occluder %u: \"points\" must be four [x, y, z, w] arrays of numbers (game axes) and "
                    "\"planes\", when given, three [a, b, c, d]", i);
    char where[32];
    snprintf(where, sizeof where, "occluders[%u]", i);
    lvd_at at = {path, where, "the occluder's number"};
    if (!bad) bad = lvd_num(o, "index", i, &at);
    uint32_t w3;
    memcpy(&w3, &s->points[i][3][3], 4);
    at.why = "the top byte of P3's w (+0x6F): edit that float instead";
    if (!bad && old && i < old->n) bad = lvd_num(o, "active", w3 >> 24, &at);
    return bad ? -1 : 0;
}

int occ_json_parse(const char *json, size_t len, const char *path, const occ_set *old, occ_set *s) {
    memset(s, 0, sizeof *s);
    cJSON *root = cJSON_ParseWithLength(json, len);
    const cJSON *occ = cJSON_GetObjectItemCaseSensitive(root, "occluders");
    int rc = 0, n = cJSON_GetArraySize(occ);
    if (!cJSON_IsObject(root) || (!cJSON_IsArray(occ) && !cJSON_IsNull(occ)) || n > 100000) {
        report(path, -1, "not a level.json: \"occluders\" must be an array (or null)");
        rc = -1;
    }
    s->n = rc || !cJSON_IsArray(occ) ? 0 : (uint32_t)n;
    s->points = calloc((size_t)s->n + 1, sizeof *s->points);
    s->planes = calloc((size_t)s->n + 1, sizeof *s->planes);
    if (!rc && (!s->points || !s->planes)) rc = -1;
    uint32_t i = 0;
    const cJSON *o, *list = rc ? NULL : occ;
    cJSON_ArrayForEach(o, list) {
        if (rc) break;
        rc = read_one(o, i, i < old->n ? old : NULL, path, s);
        i++;
    }
    cJSON_Delete(root);
    if (rc) occ_set_free(s);
    return rc;
}

/* level.json's other members: the level header's words and the chunks' offsets and sizes
 * (the extraction's information). 0, or -1 after a message. */
static int level_info(const level_ctx *x, const cJSON *root, const char *path) {
    lvd_at at = {path, "", "the level header's words (no field is read from the file: kept as stored)"};
    const warp_span *h = &x->k.level_header;
    uint32_t words[64];
    int n = 0;
    for (size_t i = 0; h->data && i + 4 <= h->len && n < 64; i += 4) words[n++] = le32(h->data + i);
    if (h->data && lvd_words(root, "level_header", words, n, &at)) return -1;
    static const struct { const char *name; size_t at; } spans[] = {
        {"collision_header", offsetof(warp_level_chunks, collision_header)}, {"triangles", offsetof(warp_level_chunks, triangles)},
        {"grid", offsetof(warp_level_chunks, grid)}, {"lists", offsetof(warp_level_chunks, lists)},
        {"vertices", offsetof(warp_level_chunks, vertices)}, {"checked", offsetof(warp_level_chunks, checked)},
        {"paths", offsetof(warp_level_chunks, paths)}, {"occluders", offsetof(warp_level_chunks, occluders)},
        {"level_header", offsetof(warp_level_chunks, level_header)}, {"subtitles", offsetof(warp_level_chunks, subtitles)}};
    const cJSON *chunks = cJSON_GetObjectItemCaseSensitive(root, "chunks");
    char where[64];
    at.where = where, at.why = "where the chunk lies in the level (the layout moves it)";
    for (size_t i = 0; chunks && i < sizeof spans / sizeof spans[0]; i++) {
        const warp_span *sp = (const warp_span *)((const char *)&x->k + spans[i].at);
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(chunks, spans[i].name);
        snprintf(where, sizeof where, "chunks.%s", spans[i].name);
        if (!sp->data ? c && !cJSON_IsNull(c)
                      : lvd_num(c, "offset", (double)(size_t)(sp->data - x->e), &at) || lvd_num(c, "size", (double)sp->len, &at))
            return sp->data ? -1 : (report(path, -1, "field %s edited: the level has no such chunk", where), -1);
    }
    return 0;
}

static int read_json(const level_ctx *x, const char *path, const occ_set *old, occ_set *s) {
    file_map fm;
    memset(s, 0, sizeof *s);
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s (restore the extracted file)", strerror(errno));
        return -1;
    }
    int rc = occ_json_parse((const char *)fm.data, fm.len, path, old, s);
    cJSON *root = rc ? NULL : cJSON_ParseWithLength((const char *)fm.data, fm.len);
    if (!rc) rc = level_info(x, root, path);
    cJSON_Delete(root);
    unmap_file(&fm);
    if (rc) occ_set_free(s);
    return rc;
}

/* The payload of s: warp_write_occluders, then the planes and the stored padding words. */
static int encode(const occ_set *s, const warp_span *old, uint8_t **buf, size_t *len) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = WARP_E_ARG;
    size_t need = 0;
    *buf = NULL;
    for (int pass = 0; pass < 2 && w; pass++) {
        rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *buf, need);
        if (!rc) rc = warp_write_occluders(w, (const float(*)[4][4])s->points, s->n);
        if (rc) break;
        need = warp_writer_size(w);
        if (!pass && !(*buf = malloc(need))) rc = WARP_E_ARG;
        if (rc) break;
    }
    free(w);
    if (rc) return rc;
    memcpy(*buf + 4, old->data + 4, 12);
    for (uint32_t i = 0; i < s->n; i++) memcpy(*buf + 16 + (size_t)i * WARP_OCCLUDER_SIZE, s->planes[i], 0x30);
    *len = need;
    return 0;
}

int rebuild_level_occluders(level_ctx *x, const char *json_path, int *changed) {
    *changed = 0;
    const warp_span *old = &x->k.occluders;
    size_t n = 0;
    if (!old->data) return 0; /* "occluders": null: nothing to compare */
    int rc = warp_occluder_foreach(old->data, old->len, NULL, NULL, &n);
    occ_set was = {calloc(n + 1, sizeof *was.points), calloc(n + 1, sizeof *was.planes), (uint32_t)n}, now;
    memset(&now, 0, sizeof now);
    if (!rc && (!was.points || !was.planes)) rc = WARP_E_ARG;
    if (!rc) rc = warp_occluder_foreach(old->data, old->len, old_cb, &was, &n);
    if (rc) report(x->pl->wad_path, -1, "entry %u: its occluders cannot be read: %s", x->entry, warp_strerror(rc));
    rc = rc ? -1 : read_json(x, json_path, &was, &now);
    uint8_t *buf = NULL;
    size_t len = 0;
    if (!rc && (rc = encode(&now, old, &buf, &len)) != 0) {
        report(json_path, -1, "cannot encode the occluders: %s", warp_strerror(rc));
        rc = -1;
    }
    /* the stored chunk may hold bytes past its records (padding): unchanged records keep them */
    int same = !rc && len <= old->len && !memcmp(buf, old->data, len);
    if (!rc && !same) {
        rc = level_splice_payload(x, old, buf, len);
        *changed = !rc;
        if (!rc && !x->quiet)
            fprintf(stderr, "warp: %s: changed, the level's %u occluders written again\n", json_path, now.n);
    }
    free(buf), occ_set_free(&was), occ_set_free(&now);
    return rc;
}
