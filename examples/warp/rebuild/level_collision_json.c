/* warp rebuild: collision.json read back (level.h): its vertices and triangles, checked. */
#include <cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/level.h"

void coll_mesh_free(coll_mesh *m) {
    free(m->pos), free(m->tri);
    memset(m, 0, sizeof *m);
}

/* ---- collision.json ------------------------------------------------------------------------ */

/* An integer member k of array a within [0, max]: 0, or -1. Flags may be a "0x..." string. */
static int int_at(const cJSON *a, int k, unsigned long max, unsigned long *v) {
    const cJSON *n = cJSON_GetArrayItem(a, k);
    if (cJSON_IsString(n) && n->valuestring) {
        char *end;
        errno = 0;
        unsigned long x = strtoul(n->valuestring, &end, 0);
        if (end == n->valuestring || *end || errno || x > max) return -1;
        *v = x;
        return 0;
    }
    if (!cJSON_IsNumber(n) || !(n->valuedouble >= 0) || n->valuedouble > (double)max ||
        n->valuedouble != (double)(unsigned long)n->valuedouble)
        return -1;
    *v = (unsigned long)n->valuedouble;
    return 0;
}

static int json_vertices(const cJSON *vs, const char *path, coll_mesh *m) {
    int n = cJSON_GetArraySize(vs);
    if (!cJSON_IsArray(vs) || n > 65535) {
        report(path, -1, "\"vertices\" must be an array of at most 65,535 [x, y, z, w] arrays");
        return -1;
    }
    m->pos = malloc(((size_t)n + 1) * 3 * sizeof *m->pos);
    if (!m->pos) return -1;
    const cJSON *v;
    uint32_t i = 0;
    cJSON_ArrayForEach(v, vs) {
        for (int a = 0; a < 3; a++) {
            const cJSON *c = cJSON_GetArrayItem(v, a);
            double d = cJSON_IsNumber(c) ? c->valuedouble : NAN;
            if (!cJSON_IsArray(v) || !isfinite(d) || fabs(d) > 1e30) {
                report(path, -1, "vertex %u: not an array of finite numbers [x, y, z, w] (game axes, metres)", i);
                return -1;
            }
            m->pos[(size_t)i * 3 + (size_t)a] = (float)d;
        }
        i++;
    }
    m->nv = i;
    return 0;
}

static int json_triangles(const cJSON *ts, const char *path, coll_mesh *m) {
    int n = cJSON_GetArraySize(ts);
    if (!cJSON_IsArray(ts) || n > 65535) {
        report(path, -1, "\"triangles\" must be an array of at most 65,535 [v0, v1, v2, flags, material, area]");
        return -1;
    }
    m->tri = calloc((size_t)n + 1, sizeof *m->tri);
    if (!m->tri) return -1;
    const cJSON *t;
    uint32_t i = 0;
    cJSON_ArrayForEach(t, ts) {
        unsigned long f[6];
        static const unsigned long max[6] = {65535, 65535, 65535, 65535, 255, 255};
        int bad = !cJSON_IsArray(t) || cJSON_GetArraySize(t) != 6;
        for (int k = 0; k < 6 && !bad; k++) bad = int_at(t, k, max[k], &f[k]);
        for (int k = 0; k < 3 && !bad; k++) bad = f[k] >= m->nv;
        if (bad) {
            report(path, -1, "triangle %u: needs [v0, v1, v2, flags, material, area]: vertex numbers below %u, flags "
                   "a 16-bit number (\"0x0001\"), material and area 0-255", i, m->nv);
            return -1;
        }
        warp_collision_triangle *tr = &m->tri[i++];
        for (int k = 0; k < 3; k++) tr->v[k] = (uint16_t)f[k];
        tr->flags = (uint16_t)f[3], tr->material = (uint8_t)f[4], tr->area = (uint8_t)f[5];
    }
    m->nt = i;
    return 0;
}

int coll_json_parse(const char *json, const char *path, coll_mesh *m) {
    memset(m, 0, sizeof *m);
    cJSON *root = cJSON_Parse(json);
    int rc = 0;
    if (!cJSON_IsObject(root)) {
        report(path, -1, "not a JSON object (a collision.json as extracted, edited)");
        rc = -1;
    }
    if (!rc) rc = json_vertices(cJSON_GetObjectItemCaseSensitive(root, "vertices"), path, m);
    if (!rc) rc = json_triangles(cJSON_GetObjectItemCaseSensitive(root, "triangles"), path, m);
    cJSON_Delete(root);
    if (rc) coll_mesh_free(m);
    return rc;
}

int coll_json_file(const char *path, coll_mesh *m) {
    file_map fm;
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s (restore the extracted file)", strerror(errno));
        return -1;
    }
    char *json = malloc(fm.len + 1);
    if (json) memcpy(json, fm.data, fm.len), json[fm.len] = 0;
    unmap_file(&fm);
    int rc = json ? coll_json_parse(json, path, m) : -1;
    free(json);
    return rc;
}
