/* warp rebuild: derived members of a user's JSON, refused when edited (derived.h). */
#include "rebuild/derived.h"

#include <cJSON.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

int json_whole(const cJSON *x, double lo, double hi, double *v) {
    if (!cJSON_IsNumber(x) || !(x->valuedouble >= lo && x->valuedouble <= hi) || x->valuedouble != floor(x->valuedouble))
        return -1;
    *v = x->valuedouble;
    return 0;
}

int derived_number(const cJSON *o, const char *key, double want, const char *path, const char *where) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!v || (cJSON_IsNumber(v) && v->valuedouble == want)) return 0;
    char got[64] = "not a number";
    if (cJSON_IsNumber(v)) snprintf(got, sizeof got, "%.17g", v->valuedouble);
    report(path, -1, "field %s%s\"%s\" edited (%s, was %.17g), but it is derived (a size, count, offset, index "
           "or line the layout computes): recomputed by the layout (restore it)", where, where[0] ? "." : "", key, got, want);
    return -1;
}

cJSON *derived_load(const char *path) {
    file_map fm;
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s", strerror(errno));
        return NULL;
    }
    cJSON *root = cJSON_ParseWithLength((const char *)fm.data, fm.len);
    unmap_file(&fm);
    if (!root) report(path, -1, "not valid JSON");
    return root;
}

char *derived_read_text(const char *path) {
    file_map fm;
    if (map_file(path, &fm)) {
        report(path, -1, "cannot read: %s", strerror(errno));
        return NULL;
    }
    char *t = malloc(fm.len + 1);
    if (t) memcpy(t, fm.data, fm.len), t[fm.len] = 0;
    unmap_file(&fm);
    if (!t) report(path, -1, "out of memory");
    return t;
}
