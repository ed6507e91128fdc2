/* warp rebuild WARRIORS.WAD: a scene back from its JSON (scene.h), the inverse of the
 * extraction's extract/scene.c, over the old record. Floats were written with 9
 * significant digits (exact); a null (a NaN) keeps the old value. The record is laid out
 * again by warp_write_scene (docs/format-scene.md); the words that encoder writes as 0 or
 * does not know (the header's undocumented words, a definition's words50, a track's
 * placeholder and undocumented tail, names' bytes after their NUL) are written back over
 * it as the JSON or the old record holds them (FACTS-2 5.3-5.6). */
#include "rebuild/scene.h"

#include <cJSON.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/clip.h"
#include "rebuild/derived.h"
#include "rebuild/scene_in.h"

/* ---- the fixed part ---------------------------------------------------------------------------- */
static int read_header_words(scene_in *s, const cJSON *root) {
    const warp_scene_info *o = &s->oi;
    uint32_t st = 0, hu = 0;
    if (scene_u32(cJSON_GetObjectItemCaseSensitive(root, "frame_count"), 4294967295.0, &s->d.frame_count))
        return scene_bad(s, "", "frame_count", "not a whole number of frames");
    if (!(s->d.label = scene_text(s, root, "label", 83, ""))) return -1;
    if (scene_hex32(cJSON_GetObjectItemCaseSensitive(root, "word04"), &s->word04) ||
        scene_u32(cJSON_GetObjectItemCaseSensitive(root, "state"), 65535, &st) ||
        scene_u32(cJSON_GetObjectItemCaseSensitive(root, "humans"), 65535, &hu) ||
        scene_hex_words(cJSON_GetObjectItemCaseSensitive(root, "words24"), 3, s->words24) ||
        scene_hex_words(cJSON_GetObjectItemCaseSensitive(root, "words88"), 2, s->words88) ||
        scene_hex32(cJSON_GetObjectItemCaseSensitive(root, "word_b0"), &s->word_b0) ||
        scene_hex_words(cJSON_GetObjectItemCaseSensitive(root, "words_b4"), 3, s->words_b4))
        return scene_bad(s, "", "word04, state, humans, words24, words88, word_b0 or words_b4",
                         "missing or not as extracted (hex words, u16 numbers)");
    s->state = (uint16_t)st, s->humans = (uint16_t)hu;
    return scene_derived_array(s, root, "definition_offsets", o->definition_offsets, 4, "");
}

static int read_top(scene_in *s, const cJSON *root) {
    const warp_scene_info *o = &s->oi;
    int header = o->kind == WARP_SCENE_HEADER;
    const char *rec = scene_text(s, root, "record", 16, ""), *name = scene_text(s, root, "name", 16, "");
    if (!rec || !name) return -1;
    if (strcmp(rec, header ? "header" : "segment"))
        return scene_bad(s, "", "record", "edited, but a record's kind is its layout (derived)");
    if (strcmp(name, o->name))
        return scene_bad(s, "", "name", "edited, but the WAD entry and the scene list name the record by it "
                                        "(renaming a scene is not supported)");
    if (!(s->d.next_suffix = scene_text(s, root, "next_suffix", 3, ""))) return -1;
    s->d.kind = o->kind, s->d.name = name;
    if (derived_number(root, "size", o->size, s->path, "") ||
        derived_number(root, "frames_per_second", 30, s->path, "") ||
        derived_number(root, "part_frames", (double)scene_frames_of(o->part_duration), s->path, "") ||
        scene_derived_float(s, root, "part_duration", o->part_duration, "") ||
        scene_derived_array(s, root, "table_offsets", o->table_offsets, 4, ""))
        return -1;
    const cJSON *axes = cJSON_GetObjectItemCaseSensitive(root, "axes");
    if (axes && (!cJSON_IsString(axes) || strcmp(axes->valuestring, "game (z up), world coordinates, metres")))
        return scene_bad(s, "", "axes", "edited, but it is a legend (the axes are the game's)");
    return header ? read_header_words(s, root) : 0;
}

/* ---- the whole record -------------------------------------------------------------------------- */
static int read_groups(scene_in *s, const cJSON *root) {
    const cJSON *defs = cJSON_GetObjectItemCaseSensitive(root, "definitions");
    const cJSON *tracks = cJSON_GetObjectItemCaseSensitive(root, "tracks");
    const cJSON *counts = cJSON_GetObjectItemCaseSensitive(root, "counts");
    int header = s->oi.kind == WARP_SCENE_HEADER;
    if (!cJSON_IsObject(tracks) || (header && !cJSON_IsObject(defs)))
        return scene_bad(s, "", header ? "definitions, tracks" : "tracks", "missing");
    if (!header && defs) return scene_bad(s, "", "definitions", "a segment has none (they are the header's)");
    for (uint32_t g = 0; g < 4; g++) {
        const cJSON *ta = cJSON_GetObjectItemCaseSensitive(tracks, scene_groups[g]);
        const cJSON *da = header ? cJSON_GetObjectItemCaseSensitive(defs, scene_groups[g]) : NULL;
        int n = cJSON_GetArraySize(ta);
        if (!cJSON_IsArray(ta) || (header && !cJSON_IsArray(da)))
            return scene_bad(s, "tracks", scene_groups[g], "missing (an empty array: none)");
        if (n > 255) return scene_bad(s, "tracks", scene_groups[g], "more than 255 (the count is a byte)");
        if (g == WARP_SCENE_CAMERA && n > 1) /* FACTS-2 5.3, 5.5: the camera count is 0 or 1 */
            return scene_bad(s, "tracks", "camera", "a second camera: a record has at most one (its camera count is "
                                                    "0 or 1; a segment's camera track continues the header's camera)");
        if (header && cJSON_GetArraySize(da) != n)
            return scene_bad(s, "definitions", scene_groups[g], "not one definition per track");
        const cJSON *c = cJSON_GetObjectItemCaseSensitive(counts, scene_groups[g]);
        if (c && !(cJSON_IsNumber(c) && c->valuedouble == n) && /* the old count, or the new */
            derived_number(counts, scene_groups[g], s->oi.counts[g], s->path, "counts"))
            return -1;
        s->d.counts[g] = (uint32_t)n;
        if (header && scene_read_definitions(s, g, da)) return -1;
        if (scene_read_tracks(s, g, ta)) return -1;
    }
    return 0;
}

/* The record through the library's encoder (malloc'ed), then the kept words over it. */
static int encode(scene_in *s, uint8_t **out, size_t *out_len) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_LIMIT;
    if (!rc) rc = warp_write_scene(w, &s->d);
    *out_len = w ? warp_writer_size(w) : 0;
    *out = rc ? NULL : malloc(*out_len ? *out_len : 1);
    if (*out) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *out, *out_len);
        rc = warp_write_scene(w, &s->d);
        if (!rc) rc = warp_writer_status(w);
    }
    free(w);
    if (!rc && !*out) rc = WARP_E_LIMIT;
    if (!rc) rc = scene_keep_words(s, *out, *out_len);
    if (rc) free(*out), *out = NULL;
    return rc ? scene_bad(s, "", "the record", rc > 0 ? "does not read back" : warp_strerror(rc)) : 0;
}

/* Per group, the first index where an old definition stands at another index than its own
 * (each old one's first appearance: a copy further on moves nothing). */
static void moved(const scene_in *s, uint32_t out[4]) {
    for (uint32_t g = 0; g < 4; g++) {
        out[g] = UINT32_MAX;
        for (uint32_t j = 0; s->oi.kind == WARP_SCENE_HEADER && j < s->d.counts[g]; j++) {
            int k = s->def_old[g][j], first = k >= 0;
            for (uint32_t i = 0; first && i < j; i++) first = s->def_old[g][i] != k;
            if (first && (uint32_t)k != j) {
                uint32_t at = (uint32_t)k < j ? (uint32_t)k : j;
                out[g] = at < out[g] ? at : out[g];
            }
        }
    }
}

int scene_json_encode(const char *text, size_t len, const char *path, const uint8_t *old, size_t old_len,
                      scene_ctx *ctx, uint8_t **out, size_t *out_len) {
    *out = NULL, *out_len = 0;
    scene_in *s = calloc(1, sizeof *s);
    if (!s) return -1;
    s->path = path, s->cast = ctx ? ctx->cast : NULL, s->ob = old, s->olen = old_len;
    s->os = handle_alloc(warp_scene_sizeof());
    cJSON *root = NULL;
    int rc = s->os && !warp_scene_init(s->os, warp_scene_sizeof(), WARP_ABI_VERSION, old, old_len) &&
                     !warp_scene_get_info(s->os, &s->oi)
                 ? 0
                 : scene_bad(s, "", "the old record", "does not read (not from this WAD's extraction)");
    if (!rc) {
        root = cJSON_ParseWithLength(text, len);
        rc = cJSON_IsObject(root) ? 0 : scene_bad(s, "", "the file", "not a JSON object");
    }
    if (!rc) rc = read_top(s, root) || read_groups(s, root) || encode(s, out, out_len) ? -1 : 0;
    if (!rc && ctx) moved(s, ctx->moved);
    cJSON_Delete(root);
    for (size_t k = 0; k < s->nown; k++) free(s->own[k]);
    free(s->own), free(s->os), free(s);
    return rc;
}
