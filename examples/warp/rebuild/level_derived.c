/* warp rebuild: a level JSON's members that are not read back, refused when edited
 * (level_derived.h). */
#include "rebuild/level_derived.h"

#include <cJSON.h>
#include <stdlib.h>

#include "platform/util.h"

static int edited(const char *key, const lvd_at *at) {
    report(at->path, -1, "field %s%s\"%s\" edited, but it is %s: not read back (restore it as extracted)", at->where,
           at->where[0] ? "." : "", key, at->why);
    return -1;
}

static int word_of(const cJSON *v, uint32_t *w) {
    if (cJSON_IsNumber(v)) {
        if (v->valuedouble != (double)(uint32_t)v->valuedouble) return -1;
        *w = (uint32_t)v->valuedouble;
        return 0;
    }
    if (!cJSON_IsString(v) || !v->valuestring) return -1;
    char *end;
    unsigned long long x = strtoull(v->valuestring, &end, 0);
    if (end == v->valuestring || *end || x > 0xFFFFFFFFull) return -1;
    *w = (uint32_t)x;
    return 0;
}

int lvd_num(const cJSON *o, const char *key, double want, const lvd_at *at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v || (cJSON_IsNumber(v) && v->valuedouble == want)) return 0;
    return edited(key, at);
}

int lvd_hex(const cJSON *o, const char *key, uint32_t want, const lvd_at *at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    uint32_t w;
    if (!v || (!word_of(v, &w) && w == want)) return 0;
    return edited(key, at);
}

int lvd_f32(const cJSON *o, const char *key, float want, const lvd_at *at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v || (cJSON_IsNumber(v) && (float)v->valuedouble == want) || (cJSON_IsNull(v) && want != want)) return 0;
    return edited(key, at);
}

int lvd_floats(const cJSON *o, const char *key, const float *want, int n, const lvd_at *at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) return 0;
    int bad = !cJSON_IsArray(v) || cJSON_GetArraySize(v) != n;
    for (int k = 0; k < n && !bad; k++) {
        const cJSON *x = cJSON_GetArrayItem(v, k);
        bad = cJSON_IsNull(x) ? want[k] == want[k] : !cJSON_IsNumber(x) || (float)x->valuedouble != want[k];
    }
    return bad ? edited(key, at) : 0;
}

int lvd_words(const cJSON *o, const char *key, const uint32_t *want, int n, const lvd_at *at) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v) return 0;
    int bad = !cJSON_IsArray(v) || cJSON_GetArraySize(v) != n;
    for (int k = 0; k < n && !bad; k++) {
        uint32_t w;
        bad = word_of(cJSON_GetArrayItem(v, k), &w) || w != want[k];
    }
    return bad ? edited(key, at) : 0;
}
