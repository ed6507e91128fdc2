/* warp rebuild WARRIORS.WAD: the icon entry as fields and arrays, and icon.json read back over
 * them (icon.h). */
#include "rebuild/icon.h"

#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"

/* ---- the entry ------------------------------------------------------------------------------ */

typedef struct key_fill {
    icon_doc *doc;
    size_t k;
} key_fill;

static int on_key(void *user, const warp_icon_key *k) {
    key_fill *f = user;
    uint32_t *fr = f->doc->frames + 2 * (size_t)k->frame;
    if (k->key == 0) fr[0] = k->shape, fr[1] = k->key_count;
    if (k->key_count) f->doc->keys[2 * f->k] = k->time, f->doc->keys[2 * f->k + 1] = k->weight, f->k++;
    return 0;
}

/* The arrays for v vertices of s shapes, f frames and k keys (the old ones not freed). */
static int doc_alloc(icon_doc *d, size_t v, size_t s, size_t f, size_t k) {
    d->positions = malloc(v * s * 8 + 1), d->normals = malloc(v * 8 + 1), d->uvs = malloc(v * 4 + 1);
    d->colors = malloc(v * 4 + 1), d->frames = malloc(f * 8 + 1), d->keys = malloc(k * 8 + 1);
    return d->positions && d->normals && d->uvs && d->colors && d->frames && d->keys ? 0 : -1;
}

void icon_doc_free(icon_doc *d) {
    free(d->positions), free(d->normals), free(d->uvs), free(d->colors), free(d->frames), free(d->keys);
    d->positions = d->normals = d->uvs = NULL, d->colors = NULL, d->frames = NULL, d->keys = NULL;
}

static void copy_vertices(const uint8_t *e, size_t len, const warp_icon_info *in, icon_doc *d) {
    for (uint32_t v = 0; v < in->vertex_count; v++)
        for (uint32_t s = 0; s < in->shape_count; s++) {
            warp_icon_vertex vx;
            warp_icon_get_vertex(e, len, in, v, s, d->positions + ((size_t)v * in->shape_count + s) * 4, &vx);
            memcpy(d->normals + 4 * (size_t)v, vx.normal, 8);
            memcpy(d->uvs + 2 * (size_t)v, vx.uv, 4);
            memcpy(d->colors + 4 * (size_t)v, vx.color, 4);
        }
}

int icon_doc_read(const uint8_t *e, size_t len, const char *path, icon_doc *d) {
    warp_icon_info in;
    memset(d, 0, sizeof *d);
    int rc = warp_icon_parse(e, len, NULL, &in);
    if (rc) {
        report(path, -1, "the WAD's icon does not read (%s): not this WAD's extraction?", warp_strerror(rc));
        return -1;
    }
    if (doc_alloc(d, in.vertex_count, in.shape_count, in.frame_count, in.key_count)) {
        icon_doc_free(d);
        report(path, -1, "out of memory");
        return -1;
    }
    d->shape_count = in.shape_count, d->texture_type = in.texture_type, d->header_word3 = in.header_word3;
    d->vertex_count = in.vertex_count, d->anim_word0 = in.anim_word0, d->frame_length = in.frame_length;
    d->speed = in.speed, d->play_offset = in.play_offset, d->frame_count = in.frame_count, d->key_count = in.key_count;
    copy_vertices(e, len, &in, d);
    key_fill kf = {d, 0};
    warp_icon_foreach_key(e, len, &in, on_key, &kf);
    for (size_t i = 0; i < WARP_ICON_TEXTURE_SIZE * WARP_ICON_TEXTURE_SIZE; i++)
        d->texture[i] = (uint16_t)(e[in.texture_offset + 2 * i] | e[in.texture_offset + 2 * i + 1] << 8);
    return 0;
}

int icon_doc_write(const icon_doc *d, const char *path, uint8_t **out, size_t *out_len) {
    warp_icon_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.shape_count = d->shape_count, desc.texture_type = d->texture_type, desc.vertex_count = d->vertex_count;
    desc.positions = d->positions, desc.normals = d->normals, desc.uvs = d->uvs, desc.colors = d->colors;
    desc.anim_word0 = d->anim_word0, desc.frame_length = d->frame_length, desc.speed = d->speed;
    desc.play_offset = d->play_offset, desc.frame_count = d->frame_count, desc.frames = d->frames, desc.keys = d->keys;
    desc.texture = d->texture;
    uint64_t n = 40 + (uint64_t)d->vertex_count * (8 * (uint64_t)d->shape_count + 16) + 8 * (uint64_t)d->frame_count +
                 8 * (uint64_t)d->key_count + WARP_ICON_TEXTURE_BYTES;
    uint8_t *b = n <= UINT32_MAX ? malloc((size_t)n) : NULL;
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = b && w && !warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, b, (size_t)n) &&
                     !warp_write_icon(w, &desc) && warp_writer_size(w) == n ? 0 : -1;
    free(w);
    if (rc) {
        report(path, -1, "cannot write the icon back (%llu bytes)", (unsigned long long)n);
        free(b);
        return -1;
    }
    for (int k = 0; k < 4; k++) b[12 + k] = (uint8_t)(d->header_word3 >> 8 * k); /* the encoder writes 0 */
    *out = b, *out_len = (size_t)n;
    return 0;
}

/* ---- icon.json ------------------------------------------------------------------------------ */

/* Member key of o (`where` names o): a 32-bit whole number. */
static int member_u32(const cJSON *o, const char *key, const char *where, const char *path, uint32_t *out) {
    double v;
    if (json_whole(cJSON_GetObjectItemCaseSensitive(o, key), 0, 4294967295.0, &v)) {
        report(path, -1, "%s\"%s\": needs a whole number from 0 to 4294967295", where, key);
        return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

/* x as a float: a number that rounds to a finite float, or null where the stored value
 * `was` (NULL: none) is no number (kept). */
static int read_float(const cJSON *x, const float *was, float *out) {
    if (cJSON_IsNull(x) && was && !isfinite(*was)) {
        *out = *was;
        return 0;
    }
    if (!cJSON_IsNumber(x) || !(fabs(x->valuedouble) < 0x1.ffffffp127)) return -1;
    *out = (float)x->valuedouble;
    return 0;
}

/* Array a of n whole numbers in [lo, hi] into v. */
static int ints(const cJSON *a, int n, double lo, double hi, int32_t *v) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != n) return -1;
    const cJSON *x;
    int k = 0;
    cJSON_ArrayForEach(x, a) {
        double d;
        if (json_whole(x, lo, hi, &d)) return -1;
        v[k++] = (int32_t)d;
    }
    return 0;
}

/* The header's and the animation header's members over d. */
static int header_members(const cJSON *root, const char *path, icon_doc *d) {
    const cJSON *anim = cJSON_GetObjectItemCaseSensitive(root, "animation");
    if (derived_number(root, "shapes", d->shape_count, path, "") ||
        derived_number(root, "vertices", d->vertex_count, path, "") ||
        derived_number(anim, "frames", d->frame_count, path, "animation") ||
        derived_number(anim, "keys", d->key_count, path, "animation"))
        return -1;
    if (!cJSON_IsObject(anim)) {
        report(path, -1, "needs \"animation\" (an object)");
        return -1;
    }
    uint32_t tt;
    if (member_u32(root, "texture_type", "", path, &tt) ||
        member_u32(root, "header_word3", "", path, &d->header_word3) ||
        member_u32(anim, "word0", "animation.", path, &d->anim_word0) ||
        member_u32(anim, "frame_length", "animation.", path, &d->frame_length) ||
        member_u32(anim, "play_offset", "animation.", path, &d->play_offset))
        return -1;
    if ((tt & 0x08) && tt != d->texture_type) {
        report(path, -1, "field \"texture_type\" edited (%u, was %u): bit 3 says a compressed texture, which the icon "
               "writer does not make (restore it)", tt, d->texture_type);
        return -1;
    }
    d->texture_type = tt;
    if (read_float(cJSON_GetObjectItemCaseSensitive(anim, "speed"), &d->speed, &d->speed)) {
        report(path, -1, "animation.\"speed\": needs a number (a 32-bit float)");
        return -1;
    }
    return 0;
}

/* The stored key k of frame f, or NULL. */
static const float *stored_key(const icon_doc *d, uint32_t f, uint32_t k) {
    size_t first = 0;
    for (uint32_t i = 0; i < f && i < d->frame_count; i++) first += d->frames[2 * (size_t)i + 1];
    return f < d->frame_count && k < d->frames[2 * (size_t)f + 1] ? d->keys + 2 * (first + k) : NULL;
}

/* Frame f's keys into n->keys from key *at on. */
static int read_keys(const cJSON *keys, uint32_t f, const icon_doc *was, const char *path, icon_doc *n, size_t *at) {
    const cJSON *k;
    uint32_t i = 0;
    cJSON_ArrayForEach(k, keys) {
        const float *old = stored_key(was, f, i);
        static const char *const names[2] = {"time", "weight"};
        for (int c = 0; c < 2; c++)
            if (!cJSON_IsObject(k) || read_float(cJSON_GetObjectItemCaseSensitive(k, names[c]), old ? old + c : NULL,
                                                 &n->keys[2 * *at + c])) {
                report(path, -1, "frames[%u].keys[%u].\"%s\": needs a number (a 32-bit float)", f, i, names[c]);
                return -1;
            }
        i++, ++*at;
    }
    n->frames[2 * (size_t)f + 1] = i;
    return 0;
}

/* "frames": the count of frames and of keys first, then each into n (allocated here). */
static int read_frames(const cJSON *arr, const icon_doc *was, const char *path, icon_doc *n) {
    if (!cJSON_IsArray(arr)) {
        report(path, -1, "needs \"frames\" (an array)");
        return -1;
    }
    size_t frames = 0, keys = 0;
    const cJSON *f;
    cJSON_ArrayForEach(f, arr) {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(f, "keys");
        if (!cJSON_IsArray(k)) {
            report(path, -1, "frames[%zu]: needs \"shape\" and \"keys\" (an array)", frames);
            return -1;
        }
        frames++, keys += (size_t)cJSON_GetArraySize(k);
    }
    if (frames > (1u << 20) || keys > UINT32_MAX) {
        report(path, -1, "%zu frames, %zu keys: past the reader's limits", frames, keys);
        return -1;
    }
    n->frame_count = (uint32_t)frames, n->key_count = (uint32_t)keys;
    n->frames = malloc(frames * 8 + 1), n->keys = malloc(keys * 8 + 1);
    if (!n->frames || !n->keys) return report(path, -1, "out of memory"), -1;
    size_t at = 0;
    uint32_t i = 0;
    char where[40];
    cJSON_ArrayForEach(f, arr) {
        snprintf(where, sizeof where, "frames[%u].", i);
        if (member_u32(f, "shape", where, path, &n->frames[2 * (size_t)i]) ||
            read_keys(cJSON_GetObjectItemCaseSensitive(f, "keys"), i, was, path, n, &at))
            return -1;
        i++;
    }
    return 0;
}

/* Vertex i of "vertex_data" (shapes positions each) into n. */
static int read_vertex(const cJSON *v, uint32_t i, uint32_t shapes, const char *path, icon_doc *n) {
    int32_t x[4];
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(v, "positions"), *p;
    if (!cJSON_IsArray(pos) || cJSON_GetArraySize(pos) != (int)shapes) {
        report(path, -1, "vertex_data[%u].\"positions\": needs %u [x, y, z, w] (one per shape, as vertex 0 has)", i,
               shapes);
        return -1;
    }
    uint32_t s = 0;
    cJSON_ArrayForEach(p, pos) {
        if (ints(p, 4, -32768, 32767, x)) {
            report(path, -1, "vertex_data[%u].positions[%u]: needs four whole numbers from -32768 to 32767", i, s);
            return -1;
        }
        for (int c = 0; c < 4; c++) n->positions[((size_t)i * shapes + s) * 4 + c] = (int16_t)x[c];
        s++;
    }
    static const char *const keys[3] = {"normal", "uv", "color"};
    static const int count[3] = {4, 2, 4};
    for (int m = 0; m < 3; m++) {
        double lo = m == 2 ? 0 : -32768, hi = m == 2 ? 255 : 32767;
        if (ints(cJSON_GetObjectItemCaseSensitive(v, keys[m]), count[m], lo, hi, x)) {
            report(path, -1, "vertex_data[%u].\"%s\": needs %d whole numbers from %s", i, keys[m], count[m],
                   m == 2 ? "0 to 255" : "-32768 to 32767");
            return -1;
        }
        for (int c = 0; c < count[m]; c++) {
            if (m == 0) n->normals[4 * (size_t)i + c] = (int16_t)x[c];
            if (m == 1) n->uvs[2 * (size_t)i + c] = (int16_t)x[c];
            if (m == 2) n->colors[4 * (size_t)i + c] = (uint8_t)x[c];
        }
    }
    return 0;
}

/* "vertex_data" into n (allocated here); absent: the entry's vertices kept. */
static int read_vertices(const cJSON *arr, const icon_doc *was, const char *path, icon_doc *n) {
    if (!arr) return 0;
    int nv = cJSON_GetArraySize(arr);
    const cJSON *first = cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(arr, 0), "positions");
    int ns = nv ? cJSON_GetArraySize(first) : (int)was->shape_count;
    if (!cJSON_IsArray(arr) || (nv && (!cJSON_IsArray(first) || ns < 1 || ns > 1024)) || nv > (1 << 20)) {
        report(path, -1, "\"vertex_data\": needs an array of at most 1,048,576 vertices, each with 1 to 1,024 "
               "\"positions\"");
        return -1;
    }
    n->vertex_count = (uint32_t)nv, n->shape_count = (uint32_t)ns;
    n->positions = malloc((size_t)nv * (size_t)ns * 8 + 1), n->normals = malloc((size_t)nv * 8 + 1);
    n->uvs = malloc((size_t)nv * 4 + 1), n->colors = malloc((size_t)nv * 4 + 1);
    if (!n->positions || !n->normals || !n->uvs || !n->colors) return report(path, -1, "out of memory"), -1;
    const cJSON *v;
    uint32_t i = 0;
    cJSON_ArrayForEach(v, arr) {
        if (read_vertex(v, i++, n->shape_count, path, n)) return -1;
    }
    return 0;
}

int icon_json_apply(icon_doc *d, const char *json, const char *path) {
    cJSON *root = cJSON_Parse(json);
    if (!cJSON_IsObject(root)) {
        report(path, -1, root ? "not a JSON object" : "not valid JSON");
        cJSON_Delete(root);
        return -1;
    }
    icon_doc n = *d; /* the fields; the arrays read anew below */
    n.positions = n.normals = n.uvs = NULL, n.colors = NULL, n.frames = NULL, n.keys = NULL;
    const cJSON *verts = cJSON_GetObjectItemCaseSensitive(root, "vertex_data");
    int rc = header_members(root, path, &n) ||
                     read_frames(cJSON_GetObjectItemCaseSensitive(root, "frames"), d, path, &n) ||
                     read_vertices(verts, d, path, &n)
                 ? -1
                 : 0;
    cJSON_Delete(root);
    if (rc) {
        icon_doc_free(&n);
        return -1;
    }
    if (!verts) { /* the entry's vertices stay: d's arrays move over */
        n.positions = d->positions, n.normals = d->normals, n.uvs = d->uvs, n.colors = d->colors;
        d->positions = d->normals = d->uvs = NULL, d->colors = NULL;
    }
    icon_doc_free(d);
    *d = n; /* the texture as it was */
    return 0;
}
