/* glTF 2.0 reader (gltf_read.h): the JSON through cJSON, the binary data through checked
 * accessors. Every index, offset and count from the file is checked before use. */
#include "formats/gltf_read.h"

#include <cJSON.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

#define MAX_BUFFERS 64
#define MAX_FILE (512u << 20)

typedef struct blob {
    const uint8_t *p;
    size_t len;
    uint8_t *heap;
} blob;

typedef struct reader {
    const cJSON *root, *accessors, *views, *meshes, *nodes;
    blob buf[MAX_BUFFERS];
    size_t nbuf;
    gltfr_doc *d;
    size_t prim_cap;
    char *err;
    size_t errcap;
} reader;

static int fail(reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int fail(reader *r, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err, r->errcap, fmt, ap);
    va_end(ap);
    return -1;
}

/* A non-negative integer member (def when absent); -1 when present but not one. */
static long long get_uint(const cJSON *o, const char *key, long long def) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) return def;
    if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble > 4e9 || v->valuedouble != (double)(long long)v->valuedouble)
        return -1;
    return (long long)v->valuedouble;
}

static const cJSON *array_at(const cJSON *arr, long long i) {
    if (!cJSON_IsArray(arr) || i < 0 || i > INT_MAX) return NULL;
    return cJSON_GetArrayItem(arr, (int)i); /* NULL past the end: one walk */
}

static void copy_name(const cJSON *o, char *out) {
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, "name");
    snprintf(out, GLTFR_NAME_MAX, "%s", cJSON_IsString(n) && n->valuestring ? n->valuestring : "");
}

/* ---- buffers ----------------------------------------------------------------------- */

static int b64(int c) {
    return c >= 'A' && c <= 'Z' ? c - 'A'
           : c >= 'a' && c <= 'z' ? c - 'a' + 26
           : c >= '0' && c <= '9' ? c - '0' + 52
           : c == '+' ? 62 : c == '/' ? 63 : -1;
}

static int data_uri(reader *r, const char *uri, blob *b) {
    const char *comma = strchr(uri, ',');
    if (!comma || !strstr(uri, ";base64")) return fail(r, "buffer data URI is not base64");
    const char *s = comma + 1;
    size_t n = strlen(s), o = 0;
    b->heap = malloc(n / 4 * 3 + 3);
    if (!b->heap) return fail(r, "out of memory");
    unsigned acc = 0, bits = 0;
    for (; *s && *s != '='; s++) {
        int v = b64((unsigned char)*s);
        if (v < 0) return fail(r, "buffer data URI: a character outside base64");
        acc = acc << 6 | (unsigned)v, bits += 6;
        if (bits >= 8) bits -= 8, b->heap[o++] = (uint8_t)(acc >> bits);
    }
    b->p = b->heap, b->len = o;
    return 0;
}

/* A relative URI beside the .gltf: no absolute paths, no "..", %XX decoded. */
static int file_uri(reader *r, const char *dir, const char *uri, blob *b) {
    char name[1024];
    size_t n = 0;
    for (const char *s = uri; *s; s++) {
        int c = (unsigned char)*s;
        if (c == '%' && s[1] && s[2]) {
            unsigned v;
            if (sscanf(s + 1, "%2x", &v) != 1) return fail(r, "buffer URI %s: a bad %% escape", uri);
            c = (int)v, s += 2;
        }
        if (n + 1 >= sizeof name || c == 0 || c == '\\') return fail(r, "buffer URI %s: not a plain file name", uri);
        name[n++] = (char)c;
    }
    name[n] = 0;
    if (!dir) return fail(r, "buffer URI %s: external files are not read here", uri);
    if (!n || name[0] == '/' || strstr(name, "..") || strchr(name, ':'))
        return fail(r, "buffer URI %s: only files beside the .gltf are read", uri);
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return fail(r, "buffer %s: %s", path, strerror(errno));
    long sz = fseek(f, 0, SEEK_END) ? -1 : ftell(f);
    if (sz < 0 || (unsigned long)sz > MAX_FILE || fseek(f, 0, SEEK_SET)) {
        fclose(f);
        return fail(r, "buffer %s: unreadable or over 512 MiB", path);
    }
    b->heap = malloc((size_t)sz + 1);
    size_t got = b->heap ? fread(b->heap, 1, (size_t)sz, f) : 0;
    fclose(f);
    if (got != (size_t)sz) return fail(r, "buffer %s: short read", path);
    b->p = b->heap, b->len = got;
    return 0;
}

static int load_buffers(reader *r, const uint8_t *bin, size_t bin_len, const char *dir) {
    const cJSON *bufs = cJSON_GetObjectItemCaseSensitive(r->root, "buffers");
    int n = cJSON_IsArray(bufs) ? cJSON_GetArraySize(bufs) : 0;
    if (n > MAX_BUFFERS) return fail(r, "%d buffers: at most %d are read", n, MAX_BUFFERS);
    for (int i = 0; i < n; i++) {
        const cJSON *b = cJSON_GetArrayItem(bufs, i);
        long long len = get_uint(b, "byteLength", -1);
        const cJSON *uri = cJSON_GetObjectItemCaseSensitive(b, "uri");
        blob *o = &r->buf[r->nbuf++];
        if (len < 0) return fail(r, "buffer %d: no valid byteLength", i);
        if (!uri) {
            if (i != 0 || !bin) return fail(r, "buffer %d: no uri and no GLB binary chunk", i);
            o->p = bin, o->len = bin_len;
        } else if (!cJSON_IsString(uri) || !uri->valuestring) {
            return fail(r, "buffer %d: uri is not a string", i);
        } else if (!strncmp(uri->valuestring, "data:", 5) ? data_uri(r, uri->valuestring, o)
                                                          : file_uri(r, dir, uri->valuestring, o)) {
            return -1;
        }
        if ((size_t)len > o->len) return fail(r, "buffer %d: byteLength %lld past its %zu bytes", i, len, o->len);
        o->len = (size_t)len;
    }
    return 0;
}

/* ---- accessors --------------------------------------------------------------------- */

typedef struct acc {
    const uint8_t *p; /* NULL: all zeros (an accessor without a view) */
    size_t count, stride;
    int ctype, ncomp, normalized;
} acc;

static int comp_size(int t) {
    return t == 5120 || t == 5121 ? 1 : t == 5122 || t == 5123 ? 2 : t == 5125 || t == 5126 ? 4 : 0;
}

static int type_comps(const char *t) {
    static const char *const names[] = {"SCALAR", "VEC2", "VEC3", "VEC4", "MAT2", "MAT3", "MAT4"};
    static const int comps[] = {1, 2, 3, 4, 4, 9, 16};
    for (int i = 0; t && i < 7; i++)
        if (!strcmp(t, names[i])) return comps[i];
    return 0;
}

/* Accessor `i`, checked: its view within its buffer, every element within its view. */
static int get_acc(reader *r, long long i, acc *a) {
    const cJSON *o = array_at(r->accessors, i);
    if (!o) return fail(r, "accessor %lld does not exist", i);
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(o, "type");
    long long count = get_uint(o, "count", -1), ct = get_uint(o, "componentType", -1);
    long long view = get_uint(o, "bufferView", -2), off = get_uint(o, "byteOffset", 0);
    a->ncomp = type_comps(cJSON_IsString(type) ? type->valuestring : NULL);
    a->ctype = (int)ct;
    a->normalized = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, "normalized"));
    int cs = comp_size(a->ctype);
    if (count < 0 || !cs || !a->ncomp || view == -1 || off < 0)
        return fail(r, "accessor %lld: bad count, componentType, type, bufferView or byteOffset", i);
    if (cJSON_GetObjectItemCaseSensitive(o, "sparse")) return fail(r, "accessor %lld: sparse accessors are not read", i);
    if ((uint64_t)count > GLTFR_MAX_VERTICES * 16ull)
        return fail(r, "accessor %lld: %lld elements, more than this tool reads", i, count);
    a->count = (size_t)count;
    size_t elem = (size_t)cs * (size_t)a->ncomp;
    if (view == -2) {
        a->p = NULL, a->stride = elem;
        return 0;
    }
    const cJSON *v = array_at(r->views, view);
    long long buf = get_uint(v, "buffer", -1), voff = get_uint(v, "byteOffset", 0);
    long long vlen = get_uint(v, "byteLength", -1), stride = get_uint(v, "byteStride", 0);
    if (!v || buf < 0 || (size_t)buf >= r->nbuf || voff < 0 || vlen < 0 || stride < 0 || (stride && stride < 4) ||
        stride > 252)
        return fail(r, "accessor %lld: bufferView %lld missing or malformed", i, view);
    const blob *b = &r->buf[buf];
    if ((uint64_t)voff + (uint64_t)vlen > b->len)
        return fail(r, "bufferView %lld: bytes %lld..%lld past buffer %lld's %zu", view, voff, voff + vlen, buf, b->len);
    a->stride = stride ? (size_t)stride : elem;
    if (stride && (size_t)stride < elem) return fail(r, "accessor %lld: byteStride under its element size", i);
    uint64_t need = a->count ? (uint64_t)off + (uint64_t)(a->count - 1) * a->stride + elem : 0;
    if (need > (uint64_t)vlen) return fail(r, "accessor %lld: its %zu elements run past bufferView %lld", i, a->count, view);
    a->p = b->p + voff + off;
    return 0;
}

/* Component k of element e as a float (normalised integers scaled per the glTF spec). */
static float acc_get(const acc *a, size_t e, int k) {
    if (!a->p) return 0;
    const uint8_t *q = a->p + e * a->stride + (size_t)k * (size_t)comp_size(a->ctype);
    switch (a->ctype) {
    case 5126: {
        float f;
        memcpy(&f, q, 4);
        return f;
    }
    case 5121: return a->normalized ? q[0] / 255.0f : q[0];
    case 5120: {
        float v = (float)(int8_t)q[0];
        return a->normalized ? (v / 127.0f < -1 ? -1 : v / 127.0f) : v;
    }
    case 5123: {
        unsigned v = q[0] | (unsigned)q[1] << 8;
        return a->normalized ? (float)v / 65535.0f : (float)v;
    }
    case 5122: {
        float v = (float)(int16_t)(q[0] | q[1] << 8);
        return a->normalized ? (v / 32767.0f < -1 ? -1 : v / 32767.0f) : v;
    }
    default: return (float)le32(q);
    }
}

/* An attribute as floats (ncomp per vertex), count and component count checked. */
static int read_floats(reader *r, long long idx, size_t count, int want, float **out, const char *what) {
    acc a;
    if (get_acc(r, idx, &a)) return -1;
    /* floats, normalised integers, or (KHR_mesh_quantization) plain integers */
    if (a.count != count || a.ncomp != want || a.ctype == 5125)
        return fail(r, "%s: accessor %lld is not %zu float or integer VEC%d elements", what, idx, count, want);
    *out = malloc(count * (size_t)want * sizeof **out + 1);
    if (!*out) return fail(r, "out of memory");
    for (size_t e = 0; e < count; e++)
        for (int k = 0; k < want; k++) {
            float v = acc_get(&a, e, k);
            if (!isfinite(v)) return fail(r, "%s: accessor %lld element %zu is not finite", what, idx, e);
            (*out)[e * (size_t)want + (size_t)k] = v;
        }
    return 0;
}

static int read_colors(reader *r, long long idx, size_t count, uint8_t **out) {
    acc a;
    if (get_acc(r, idx, &a)) return -1;
    if (a.count != count || (a.ncomp != 3 && a.ncomp != 4) || (a.ctype != 5126 && !a.normalized))
        return fail(r, "COLOR_0: accessor %lld is not %zu float or normalised VEC3/VEC4 elements", idx, count);
    if (!(*out = malloc(count * 4))) return fail(r, "out of memory");
    for (size_t e = 0; e < count; e++)
        for (int k = 0; k < 4; k++) {
            float v = k < a.ncomp ? acc_get(&a, e, k) : 1.0f;
            v = !(v > 0) ? 0 : v > 1 ? 1 : v; /* NaN -> 0 */
            (*out)[e * 4 + (size_t)k] = (uint8_t)(v * 255.0f + 0.5f);
        }
    return 0;
}

static int read_joints(reader *r, long long idx, size_t count, uint16_t **out) {
    acc a;
    if (get_acc(r, idx, &a)) return -1;
    if (a.count != count || a.ncomp != 4 || (a.ctype != 5121 && a.ctype != 5123) || a.normalized)
        return fail(r, "JOINTS_0: accessor %lld is not %zu unsigned byte or short VEC4 elements", idx, count);
    if (!(*out = malloc(count * 4 * sizeof **out))) return fail(r, "out of memory");
    for (size_t e = 0; e < count; e++)
        for (int k = 0; k < 4; k++) (*out)[e * 4 + (size_t)k] = (uint16_t)acc_get(&a, e, k);
    return 0;
}

static int read_indices(reader *r, long long idx, size_t vcount, gltfr_prim *p) {
    acc a;
    if (get_acc(r, idx, &a)) return -1;
    if (a.ncomp != 1 || (a.ctype != 5121 && a.ctype != 5123 && a.ctype != 5125) || a.normalized)
        return fail(r, "indices: accessor %lld is not unsigned byte, short or int scalars", idx);
    if (a.count % 3) return fail(r, "indices: %zu is not a whole number of triangles", a.count);
    if (!a.p) return fail(r, "indices: accessor %lld has no bufferView", idx);
    if (!(p->indices = malloc(a.count * sizeof *p->indices + 1))) return fail(r, "out of memory");
    for (size_t e = 0; e < a.count; e++) {
        uint32_t v = a.ctype == 5125 ? le32(a.p + e * a.stride) : (uint32_t)acc_get(&a, e, 0);
        if (v >= vcount) return fail(r, "indices: index %zu is %u, past the %zu vertices", e, v, vcount);
        p->indices[e] = v;
    }
    p->index_count = (uint32_t)a.count;
    return 0;
}

/* ---- meshes and nodes -------------------------------------------------------------- */

static long long attr(const cJSON *attrs, const char *name) { return get_uint(attrs, name, -2); }

static int read_prim(reader *r, const cJSON *po, gltfr_prim *p) {
    long long mode = get_uint(po, "mode", 4), mat = get_uint(po, "material", -2);
    const cJSON *attrs = cJSON_GetObjectItemCaseSensitive(po, "attributes");
    p->material = mat >= 0 ? (int)mat : -1;
    if (mode != 4)
        return fail(r, "primitive mode %lld: only triangle lists (mode 4) are read; triangulate in the editor", mode);
    if (mat == -1 || (mat >= 0 && (size_t)mat >= r->d->material_count)) return fail(r, "primitive material out of range");
    long long pos = attr(attrs, "POSITION");
    if (pos < 0) return fail(r, "a primitive without POSITION");
    acc a;
    if (get_acc(r, pos, &a)) return -1;
    if (r->d->vertex_total + a.count > GLTFR_MAX_VERTICES)
        return fail(r, "more than %u vertices: refused", GLTFR_MAX_VERTICES);
    r->d->vertex_total += a.count;
    p->vertex_count = (uint32_t)a.count;
    if (read_floats(r, pos, a.count, 3, &p->position, "POSITION")) return -1;
    static const char *const uv[2] = {"TEXCOORD_0", "TEXCOORD_1"};
    long long k;
    if ((k = attr(attrs, "NORMAL")) != -2 && read_floats(r, k, a.count, 3, &p->normal, "NORMAL")) return -1;
    for (int s = 0; s < 2; s++)
        if ((k = attr(attrs, uv[s])) != -2 && read_floats(r, k, a.count, 2, &p->texcoord[s], uv[s])) return -1;
    if ((k = attr(attrs, "COLOR_0")) != -2 && read_colors(r, k, a.count, &p->color)) return -1;
    long long jk = attr(attrs, "JOINTS_0"), wk = attr(attrs, "WEIGHTS_0");
    if ((jk == -2) != (wk == -2)) return fail(r, "JOINTS_0 without WEIGHTS_0 or the reverse");
    if (jk != -2 && (read_joints(r, jk, a.count, &p->joints) || read_floats(r, wk, a.count, 4, &p->weights, "WEIGHTS_0")))
        return -1;
    long long ix = get_uint(po, "indices", -2);
    if (ix != -2) return read_indices(r, ix, a.count, p);
    if (a.count % 3) return fail(r, "unindexed primitive of %zu vertices: not whole triangles", a.count);
    if (!(p->indices = malloc(a.count * sizeof *p->indices + 1))) return fail(r, "out of memory");
    for (size_t e = 0; e < a.count; e++) p->indices[e] = (uint32_t)e;
    p->index_count = (uint32_t)a.count;
    return 0;
}

/* Square root, 0 for zero, negative or NaN input. */
static float root(float x) { return x > 0 ? sqrtf(x) : 0; }

void gltf_mat_mul(float *out, const float *a, const float *b) {
    float t[16];
    for (int c = 0; c < 4; c++)
        for (int rr = 0; rr < 4; rr++) {
            float s = 0;
            for (int k = 0; k < 4; k++) s += a[k * 4 + rr] * b[c * 4 + k];
            t[c * 4 + rr] = s;
        }
    memcpy(out, t, sizeof t);
}

static int read_floats_json(const cJSON *arr, float *out, int n) {
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) != n) return -1;
    for (int i = 0; i < n; i++) {
        const cJSON *v = cJSON_GetArrayItem(arr, i);
        if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble)) return -1;
        out[i] = (float)v->valuedouble;
    }
    return 0;
}

/* A node's local matrix from `matrix` or T * R * S. */
static int local_matrix(const cJSON *n, float *m) {
    const cJSON *mat = cJSON_GetObjectItemCaseSensitive(n, "matrix");
    if (mat) return read_floats_json(mat, m, 16);
    float t[3] = {0, 0, 0}, q[4] = {0, 0, 0, 1}, s[3] = {1, 1, 1};
    const cJSON *x;
    if (((x = cJSON_GetObjectItemCaseSensitive(n, "translation")) && read_floats_json(x, t, 3)) ||
        ((x = cJSON_GetObjectItemCaseSensitive(n, "rotation")) && read_floats_json(x, q, 4)) ||
        ((x = cJSON_GetObjectItemCaseSensitive(n, "scale")) && read_floats_json(x, s, 3)))
        return -1;
    float X = q[0], Y = q[1], Z = q[2], W = q[3];
    float rot[9] = {1 - 2 * (Y * Y + Z * Z), 2 * (X * Y + Z * W),     2 * (X * Z - Y * W),
                    2 * (X * Y - Z * W),     1 - 2 * (X * X + Z * Z), 2 * (Y * Z + X * W),
                    2 * (X * Z + Y * W),     2 * (Y * Z - X * W),     1 - 2 * (X * X + Y * Y)};
    for (int c = 0; c < 3; c++) {
        for (int rr = 0; rr < 3; rr++) m[c * 4 + rr] = rot[c * 3 + rr] * s[c];
        m[c * 4 + 3] = 0;
    }
    m[12] = t[0], m[13] = t[1], m[14] = t[2], m[15] = 1;
    return 0;
}

/* Nodes: names, parents (each node one parent at most, no cycles) and world matrices. */
static int read_nodes(reader *r) {
    int n = cJSON_IsArray(r->nodes) ? cJSON_GetArraySize(r->nodes) : 0;
    gltfr_doc *d = r->d;
    if (n > 100000) return fail(r, "%d nodes: too many", n);
    d->nodes = calloc((size_t)n + 1, sizeof *d->nodes);
    float *local = malloc(((size_t)n + 1) * 16 * sizeof *local);
    if (!d->nodes || !local) return free(local), fail(r, "out of memory");
    d->node_count = (size_t)n;
    for (int i = 0; i < n; i++) d->nodes[i].parent = -1;
    int rc = 0;
    const cJSON *no = n ? r->nodes->child : NULL;
    for (int i = 0; i < n && !rc; i++, no = no->next) {
        const cJSON *kids = cJSON_GetObjectItemCaseSensitive(no, "children"), *c;
        copy_name(no, d->nodes[i].name);
        if (local_matrix(no, local + 16 * i)) rc = fail(r, "node %d: a malformed matrix, translation, rotation or scale", i);
        if (rc || !cJSON_IsArray(kids)) continue;
        cJSON_ArrayForEach(c, kids) {
            int ci = cJSON_IsNumber(c) ? (int)c->valuedouble : -1;
            if (ci < 0 || ci >= n || ci == i || d->nodes[ci].parent >= 0 || (double)ci != c->valuedouble)
                rc = fail(r, "node %d: child %d out of range or with two parents", i, ci);
            else
                d->nodes[ci].parent = i;
            if (rc) break;
        }
    }
    /* world matrices: walk up each chain (at most n steps: a longer one is a cycle) */
    for (int i = 0; i < n && !rc; i++) {
        float *w = d->nodes[i].world;
        memcpy(d->nodes[i].local, local + 16 * i, sizeof d->nodes[i].local);
        memcpy(w, local + 16 * i, 16 * sizeof *w);
        int p = d->nodes[i].parent, steps = 0;
        for (; p >= 0 && steps <= n; p = d->nodes[p].parent, steps++) gltf_mat_mul(w, local + 16 * p, w);
        if (steps > n) rc = fail(r, "node %d: its parents form a cycle", i);
    }
    free(local);
    return rc;
}

/* Positions through the node's world matrix, normals through its inverse transpose; -1
 * when a position overflows (a hostile matrix). */
static int transform_prim(gltfr_prim *p, const float *m) {
    float c[9]; /* cofactors of the 3x3 (c[3 * col + row] = C(row, col)): det times the inverse transpose */
    c[0] = m[5] * m[10] - m[6] * m[9], c[1] = m[6] * m[8] - m[4] * m[10], c[2] = m[4] * m[9] - m[5] * m[8];
    c[3] = m[2] * m[9] - m[1] * m[10], c[4] = m[0] * m[10] - m[2] * m[8], c[5] = m[1] * m[8] - m[0] * m[9];
    c[6] = m[1] * m[6] - m[2] * m[5], c[7] = m[2] * m[4] - m[0] * m[6], c[8] = m[0] * m[5] - m[1] * m[4];
    float det = m[0] * c[0] + m[4] * c[3] + m[8] * c[6];
    for (uint32_t v = 0; v < p->vertex_count; v++) {
        float *q = p->position + 3 * v, x = q[0], y = q[1], z = q[2];
        for (int k = 0; k < 3; k++) q[k] = m[k] * x + m[4 + k] * y + m[8 + k] * z + m[12 + k];
        if (!isfinite(q[0]) || !isfinite(q[1]) || !isfinite(q[2])) return -1;
        if (!p->normal) continue;
        float *nn = p->normal + 3 * v, o[3];
        for (int k = 0; k < 3; k++) o[k] = c[k] * nn[0] + c[3 + k] * nn[1] + c[6 + k] * nn[2];
        float l = root(o[0] * o[0] + o[1] * o[1] + o[2] * o[2]) * (det < 0 ? -1.0f : 1.0f);
        for (int k = 0; k < 3; k++) nn[k] = l != 0 ? o[k] / l : 0;
    }
    if (det < 0) /* a mirroring transform turns the winding */
        for (uint32_t t = 0; t + 2 < p->index_count; t += 3) {
            uint32_t s = p->indices[t + 1];
            p->indices[t + 1] = p->indices[t + 2], p->indices[t + 2] = s;
        }
    return 0;
}

/* Node `node`, whose JSON object is `no`. */
static int read_instance(reader *r, int node, const cJSON *no) {
    long long mesh = get_uint(no, "mesh", -2), skin = get_uint(no, "skin", -2);
    if (mesh == -2) return 0;
    const cJSON *mo = array_at(r->meshes, mesh);
    const cJSON *prims = cJSON_GetObjectItemCaseSensitive(mo, "primitives");
    if (!mo || !cJSON_IsArray(prims)) return fail(r, "node %d: mesh %lld missing or without primitives", node, mesh);
    if (skin == -1 || (skin >= 0 && (size_t)skin >= r->d->skin_count)) return fail(r, "node %d: skin out of range", node);
    gltfr_doc *d = r->d;
    gltfr_inst *in = realloc(d->insts, (d->inst_count + 1) * sizeof *in);
    if (!in) return fail(r, "out of memory");
    d->insts = in;
    in = &d->insts[d->inst_count++];
    memset(in, 0, sizeof *in);
    snprintf(in->node_name, sizeof in->node_name, "%s", d->nodes[node].name);
    copy_name(mo, in->mesh_name);
    in->node = node, in->mesh = (int)mesh, in->skin = skin >= 0 ? (int)skin : -1;
    in->first_prim = d->prim_count;
    int k = 0;
    const cJSON *po;
    cJSON_ArrayForEach(po, prims) {
        if (d->prim_count == r->prim_cap) {
            size_t cap = r->prim_cap ? r->prim_cap * 2 : 16;
            gltfr_prim *n = realloc(d->prims, cap * sizeof *n);
            if (!n) return fail(r, "out of memory");
            d->prims = n, r->prim_cap = cap;
        }
        gltfr_prim *p = &d->prims[d->prim_count++];
        memset(p, 0, sizeof *p);
        in->prim_count++;
        if (read_prim(r, po, p)) {
            char why[200];
            snprintf(why, sizeof why, "%s", r->err);
            return fail(r, "mesh %lld (%s) primitive %d: %s", mesh, in->mesh_name, k, why);
        }
        if (in->skin < 0 && transform_prim(p, d->nodes[node].world))
            return fail(r, "node %d (%s): its transform takes positions past the float range", node, in->node_name);
        k++;
    }
    return 0;
}

static int read_skins(reader *r) {
    const cJSON *skins = cJSON_GetObjectItemCaseSensitive(r->root, "skins");
    int n = cJSON_IsArray(skins) ? cJSON_GetArraySize(skins) : 0;
    gltfr_doc *d = r->d;
    if (n > 1024) return fail(r, "%d skins: too many", n);
    if (!(d->skins = calloc((size_t)n + 1, sizeof *d->skins))) return fail(r, "out of memory");
    d->skin_count = (size_t)n;
    const cJSON *so = n ? skins->child : NULL;
    for (int i = 0; i < n; i++, so = so->next) {
        const cJSON *j = cJSON_GetObjectItemCaseSensitive(so, "joints"), *v = cJSON_IsArray(j) ? j->child : NULL;
        int nj = cJSON_IsArray(j) ? cJSON_GetArraySize(j) : -1;
        if (nj < 1 || nj > 65535) return fail(r, "skin %d: no joints or too many", i);
        if (!(d->skins[i].joints = malloc((size_t)nj * sizeof(int)))) return fail(r, "out of memory");
        d->skins[i].joint_count = (size_t)nj;
        for (int k = 0; k < nj; k++, v = v->next) {
            if (!cJSON_IsNumber(v) || v->valuedouble < 0 || v->valuedouble >= (double)d->node_count ||
                v->valuedouble != (double)(long long)v->valuedouble)
                return fail(r, "skin %d: joint %d is not a node", i, k);
            d->skins[i].joints[k] = (int)v->valuedouble;
        }
        long long ib = get_uint(so, "inverseBindMatrices", -2);
        if (ib == -1) return fail(r, "skin %d: inverseBindMatrices is not an accessor", i);
        acc a; /* at least one matrix a joint (glTF 2.0 5.28): the first nj read */
        if (ib >= 0 && (get_acc(r, ib, &a) || (a.count < (size_t)nj && fail(r, "skin %d: fewer inverse bind matrices "
                        "than joints", i)) || read_floats(r, ib, a.count, 16, &d->skins[i].ibm, "inverseBindMatrices")))
            return -1;
    }
    return 0;
}

/* Material m's base colour image name (materials[m].pbrMetallicRoughness.baseColorTexture ->
 * textures[] -> images[]): its name, else its URI's file name without extension. */
static void image_name(const reader *r, const cJSON *m, char *out) {
    const cJSON *pbr = cJSON_GetObjectItemCaseSensitive(m, "pbrMetallicRoughness");
    long long t = get_uint(cJSON_GetObjectItemCaseSensitive(pbr, "baseColorTexture"), "index", -1);
    const cJSON *tex = t >= 0 ? array_at(cJSON_GetObjectItemCaseSensitive(r->root, "textures"), t) : NULL;
    long long src = tex ? get_uint(tex, "source", -1) : -1;
    const cJSON *img = src >= 0 ? array_at(cJSON_GetObjectItemCaseSensitive(r->root, "images"), src) : NULL;
    out[0] = 0;
    copy_name(img, out);
    const cJSON *uri = cJSON_GetObjectItemCaseSensitive(img, "uri");
    if (out[0] || !cJSON_IsString(uri) || !uri->valuestring || !strncmp(uri->valuestring, "data:", 5)) return;
    const char *b = strrchr(uri->valuestring, '/'), *dot;
    b = b ? b + 1 : uri->valuestring;
    dot = strrchr(b, '.');
    snprintf(out, GLTFR_NAME_MAX, "%.*s", (int)(dot ? (size_t)(dot - b) : strlen(b)), b);
}

/* Material i's pbrMetallicRoughness.baseColorFactor into rgba: absent, [1, 1, 1, 1];
 * anything but four numbers in [0, 1] is refused by name. */
static int color_factor(reader *r, const cJSON *m, int i, float *rgba) {
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(m, "pbrMetallicRoughness"),
                                                      "baseColorFactor");
    for (int k = 0; k < 4; k++) rgba[k] = 1;
    if (!f) return 0;
    int ok = cJSON_IsArray(f) && cJSON_GetArraySize(f) == 4;
    const cJSON *v = ok ? f->child : NULL;
    for (int k = 0; ok && k < 4; k++, v = v->next) {
        ok = cJSON_IsNumber(v) && v->valuedouble >= 0 && v->valuedouble <= 1; /* NaN fails */
        if (ok) rgba[k] = (float)v->valuedouble;
    }
    if (ok) return 0;
    return fail(r, "material %d (\"%s\"): its baseColorFactor is not four numbers from 0 to 1", i, r->d->materials[i]);
}

static int read_materials(reader *r) {
    const cJSON *mats = cJSON_GetObjectItemCaseSensitive(r->root, "materials");
    int n = cJSON_IsArray(mats) ? cJSON_GetArraySize(mats) : 0;
    gltfr_doc *d = r->d;
    if (n > 100000) return fail(r, "%d materials: too many", n);
    d->materials = calloc((size_t)n + 1, sizeof *d->materials);
    d->material_images = calloc((size_t)n + 1, sizeof *d->material_images);
    d->material_colors = calloc((size_t)n + 1, sizeof *d->material_colors);
    if (!d->materials || !d->material_images || !d->material_colors) return fail(r, "out of memory");
    d->material_count = (size_t)n;
    const cJSON *mo = n ? mats->child : NULL;
    for (int i = 0; i < n; i++, mo = mo->next) {
        copy_name(mo, d->materials[i]);
        image_name(r, mo, d->material_images[i]);
        if (color_factor(r, mo, i, d->material_colors[i])) return -1;
    }
    return 0;
}

/* ---- animations ---------------------------------------------------------------------- */

static int path_of(const char *p) {
    return !p ? -1 : !strcmp(p, "translation") ? GLTFR_TRANSLATION : !strcmp(p, "rotation") ? GLTFR_ROTATION
                   : !strcmp(p, "scale") ? GLTFR_SCALE : !strcmp(p, "weights") ? 3 : -1;
}

/* Sampler `so`'s key times and values into c (path and node set): counts, types and
 * time order checked; *keys grows by what was read (refused past GLTFR_MAX_KEYS). */
static int read_sampler(reader *r, const cJSON *so, gltfr_channel *c, size_t *keys, const char *where) {
    const cJSON *ip = cJSON_GetObjectItemCaseSensitive(so, "interpolation");
    const char *interp = cJSON_IsString(ip) && ip->valuestring ? ip->valuestring : ip ? "" : "LINEAR";
    c->interpolation = !strcmp(interp, "LINEAR") ? GLTFR_LINEAR : !strcmp(interp, "STEP") ? GLTFR_STEP
                       : !strcmp(interp, "CUBICSPLINE") ? GLTFR_CUBICSPLINE : -1;
    if (c->interpolation < 0) return fail(r, "%s: interpolation is not LINEAR, STEP or CUBICSPLINE", where);
    long long in = get_uint(so, "input", -1), out = get_uint(so, "output", -1);
    acc ta, va;
    if (in < 0 || out < 0) return fail(r, "%s: a sampler without input or output", where);
    if (get_acc(r, in, &ta) || get_acc(r, out, &va)) return -1;
    int ncomp = c->path == GLTFR_ROTATION ? 4 : 3, per = c->interpolation == GLTFR_CUBICSPLINE ? 3 : 1;
    if (ta.ncomp != 1 || ta.ctype != 5126 || !ta.count)
        return fail(r, "%s: key times (accessor %lld) are not float scalars", where, in);
    if (va.ncomp != ncomp || va.count / (size_t)per != ta.count || va.count % (size_t)per ||
        (va.ctype != 5126 && !va.normalized))
        return fail(r, "%s: values (accessor %lld) are not %zu float VEC%d", where, out, ta.count * (size_t)per, ncomp);
    if (ta.count > GLTFR_MAX_KEYS / 5 - *keys) return fail(r, "%s: more animation keys than this tool reads", where);
    *keys += ta.count;
    c->count = ta.count;
    c->times = malloc(ta.count * sizeof *c->times);
    c->values = malloc(ta.count * (size_t)ncomp * sizeof *c->values);
    if (!c->times || !c->values) return fail(r, "out of memory");
    for (size_t k = 0; k < ta.count; k++) {
        float t = acc_get(&ta, k, 0);
        if (!isfinite(t) || (k && t < c->times[k - 1])) return fail(r, "%s: key times not finite or going back", where);
        c->times[k] = t;
        for (int i = 0; i < ncomp; i++) { /* a cubic spline's value sits between its two tangents */
            float v = acc_get(&va, k * (size_t)per + (per == 3 ? 1 : 0), i);
            if (!isfinite(v)) return fail(r, "%s: a value is not finite", where);
            c->values[k * (size_t)ncomp + (size_t)i] = v;
        }
    }
    return 0;
}

/* Animation `i` (object ao): its node channels appended to the doc's. */
static int read_animation(reader *r, int i, const cJSON *ao, size_t *keys) {
    gltfr_doc *d = r->d;
    gltfr_anim *a = &d->anims[i];
    const cJSON *chs = cJSON_GetObjectItemCaseSensitive(ao, "channels"), *co;
    const cJSON *samplers = cJSON_GetObjectItemCaseSensitive(ao, "samplers");
    copy_name(ao, a->name);
    a->first_channel = d->channel_count;
    if (!cJSON_IsArray(chs) || !cJSON_IsArray(samplers)) return fail(r, "animation %d: no channels or samplers", i);
    int n = cJSON_GetArraySize(chs), k = 0;
    if (n > 100000) return fail(r, "animation %d: %d channels: too many", i, n);
    gltfr_channel *grown = realloc(d->channels, (d->channel_count + (size_t)n + 1) * sizeof *grown);
    if (!grown) return fail(r, "out of memory");
    d->channels = grown;
    cJSON_ArrayForEach(co, chs) {
        char where[GLTFR_NAME_MAX + 64];
        snprintf(where, sizeof where, "animation %d (%s) channel %d", i, a->name, k++);
        const cJSON *tg = cJSON_GetObjectItemCaseSensitive(co, "target");
        const cJSON *po = cJSON_GetObjectItemCaseSensitive(tg, "path");
        long long node = get_uint(tg, "node", -1);
        int path = path_of(cJSON_IsString(po) ? po->valuestring : NULL);
        const cJSON *so = array_at(samplers, get_uint(co, "sampler", -1));
        if (node < 0 || (size_t)node >= d->node_count || path < 0 || !so)
            return fail(r, "%s: its node, path or sampler is missing or out of range", where);
        if (path == 3) { /* morph weights: counted, not read */
            a->weight_channels++;
            continue;
        }
        gltfr_channel *c = &d->channels[d->channel_count++];
        memset(c, 0, sizeof *c);
        c->node = (int)node, c->path = path;
        a->channel_count++;
        if (read_sampler(r, so, c, keys, where)) return -1;
    }
    return 0;
}

static int read_animations(reader *r) {
    const cJSON *anims = cJSON_GetObjectItemCaseSensitive(r->root, "animations"), *ao;
    int n = cJSON_IsArray(anims) ? cJSON_GetArraySize(anims) : 0, i = 0;
    gltfr_doc *d = r->d;
    if (n > 100000) return fail(r, "%d animations: too many", n);
    if (!(d->anims = calloc((size_t)n + 1, sizeof *d->anims))) return fail(r, "out of memory");
    d->anim_count = (size_t)n;
    size_t keys = 0;
    for (ao = n ? anims->child : NULL; ao && i < n; ao = ao->next)
        if (read_animation(r, i++, ao, &keys)) return -1;
    return 0;
}

/* A required extension that changes what the geometry is (compression, UV transforms):
 * refused. KHR_mesh_quantization (integer attributes, read here) and extensions of
 * materials, images and lights are no obstacle to reading the triangles. */
static int unknown_extension(const cJSON *e) {
    static const char *const ok[] = {"KHR_mesh_quantization", "KHR_materials_", "KHR_texture_basisu",
                                     "EXT_texture_webp", "KHR_lights_punctual"};
    if (!cJSON_IsString(e) || !e->valuestring) return 1;
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (!strncmp(e->valuestring, ok[i], strlen(ok[i]))) return 0;
    return 1;
}

static int read_json(reader *r, const char *json, size_t len, const uint8_t *bin, size_t bin_len, const char *dir) {
    cJSON *root = cJSON_ParseWithLength(json, len);
    if (!root || !cJSON_IsObject(root)) {
        cJSON_Delete(root);
        return fail(r, "not valid JSON");
    }
    r->root = root;
    const cJSON *asset = cJSON_GetObjectItemCaseSensitive(root, "asset");
    const cJSON *ver = cJSON_GetObjectItemCaseSensitive(asset, "version");
    int rc = 0;
    if (!cJSON_IsString(ver) || !ver->valuestring || strncmp(ver->valuestring, "2.", 2))
        rc = fail(r, "not glTF 2.x (asset.version)");
    r->accessors = cJSON_GetObjectItemCaseSensitive(root, "accessors");
    r->views = cJSON_GetObjectItemCaseSensitive(root, "bufferViews");
    r->meshes = cJSON_GetObjectItemCaseSensitive(root, "meshes");
    r->nodes = cJSON_GetObjectItemCaseSensitive(root, "nodes");
    const cJSON *e;
    cJSON_ArrayForEach(e, cJSON_GetObjectItemCaseSensitive(root, "extensionsRequired")) {
        if (rc || !unknown_extension(e)) continue;
        rc = fail(r, "requires extension %s, which this tool does not read (export without compression)",
                  cJSON_IsString(e) && e->valuestring ? e->valuestring : "?");
    }
    if (!rc) rc = load_buffers(r, bin, bin_len, dir);
    if (!rc) rc = read_materials(r);
    if (!rc) rc = read_nodes(r);
    if (!rc) rc = read_skins(r);
    if (!rc) rc = read_animations(r);
    const cJSON *no = r->d->node_count ? r->nodes->child : NULL;
    for (size_t i = 0; !rc && i < r->d->node_count; i++, no = no->next) rc = read_instance(r, (int)i, no);
    cJSON_Delete(root);
    return rc;
}

int gltf_read_memory(const uint8_t *p, size_t len, const char *dir, gltfr_doc *doc, char *err, size_t errcap) {
    reader r;
    memset(&r, 0, sizeof r);
    memset(doc, 0, sizeof *doc);
    r.d = doc, r.err = err, r.errcap = errcap;
    int rc;
    if (len >= 12 && !memcmp(p, "glTF", 4)) {
        /* GLB: header, a JSON chunk, an optional BIN chunk (glTF 2.0 section 4.4) */
        uint32_t total = le32(p + 8);
        if (le32(p + 4) != 2) {
            rc = fail(&r, "GLB version %u: only 2 is read", le32(p + 4));
        } else if (total > len || total < 20 || le32(p + 16) != 0x4E4F534Au || le32(p + 12) > total - 20) {
            rc = fail(&r, "GLB header or JSON chunk runs past the file");
        } else {
            size_t jlen = le32(p + 12), bo = 20 + ((jlen + 3) & ~(size_t)3);
            const uint8_t *bin = NULL;
            size_t blen = 0;
            if (bo + 8 <= total && le32(p + bo + 4) == 0x004E4942u) {
                blen = le32(p + bo);
                if (blen > total - bo - 8) blen = SIZE_MAX;
                bin = p + bo + 8;
            }
            rc = blen == SIZE_MAX ? fail(&r, "GLB BIN chunk runs past the file")
                                  : read_json(&r, (const char *)p + 20, jlen, bin, blen, dir);
        }
    } else {
        rc = read_json(&r, (const char *)p, len, NULL, 0, dir);
    }
    for (size_t i = 0; i < r.nbuf; i++) free(r.buf[i].heap);
    if (rc) gltf_read_free(doc);
    return rc;
}

int gltf_read_file(const char *path, gltfr_doc *doc, char *err, size_t errcap) {
    memset(doc, 0, sizeof *doc);
    file_map m;
    if (map_file(path, &m)) {
        snprintf(err, errcap, "%s", strerror(errno));
        return -1;
    }
    char dir[4096];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = 0;
    else
        snprintf(dir, sizeof dir, ".");
    int rc = gltf_read_memory(m.data, m.len, dir, doc, err, errcap);
    unmap_file(&m);
    return rc;
}

void gltf_read_free(gltfr_doc *d) {
    for (size_t i = 0; d->prims && i < d->prim_count; i++) {
        gltfr_prim *p = &d->prims[i];
        free(p->position), free(p->normal), free(p->texcoord[0]), free(p->texcoord[1]);
        free(p->color), free(p->joints), free(p->weights), free(p->indices);
    }
    for (size_t i = 0; d->skins && i < d->skin_count; i++) free(d->skins[i].joints), free(d->skins[i].ibm);
    for (size_t i = 0; d->channels && i < d->channel_count; i++) free(d->channels[i].times), free(d->channels[i].values);
    free(d->anims), free(d->channels);
    free(d->prims), free(d->insts), free(d->nodes), free(d->skins), free(d->materials), free(d->material_images),
        free(d->material_colors);
    memset(d, 0, sizeof *d);
}
