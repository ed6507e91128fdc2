/* warp rebuild: the characters a scene's role may name (scene.h). A role's name is a
 * character model name (FACTS-2 5.4: `warrrecv` for the Character List's `warr_re_cv`), so
 * a role added or renamed must name a character the Character List knows, as the
 * extraction's scene view finds it (extract/scene_glb_role.c): the list's key is the CRC-32
 * of the lowercase name or of <name>_cv, or the record's model name (<name>_geo) without
 * '_' and "geo" is the role's without '_', with or without "cv" (FACTS.md 4.4). */
#include "rebuild/scene.h"

#include <cJSON.h>
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"

static int cast_record(scene_cast *c, const cJSON *r) {
    const cJSON *key = cJSON_GetObjectItemCaseSensitive(r, "name_hash");
    const cJSON *model = cJSON_GetObjectItemCaseSensitive(r, "model_name");
    char *end = NULL;
    if (!cJSON_IsString(key)) return 0;
    unsigned long k = strtoul(key->valuestring, &end, 16);
    if (end == key->valuestring || *end) return 0;
    c->keys[c->n] = (uint32_t)k;
    c->models[c->n][0] = 0;
    if (cJSON_IsString(model)) {
        squash_name(model->valuestring, c->models[c->n], sizeof c->models[c->n]);
        size_t l = strlen(c->models[c->n]);
        if (l > 3 && !strcmp(c->models[c->n] + l - 3, "geo")) c->models[c->n][l - 3] = 0;
    }
    c->n++;
    return 0;
}

int scene_cast_load(const char *path, scene_cast *c) {
    memset(c, 0, sizeof *c);
    cJSON *root = derived_load(path);
    const cJSON *a = cJSON_GetObjectItemCaseSensitive(root, "records"), *r;
    size_t n = (size_t)cJSON_GetArraySize(a);
    c->keys = calloc(n + 1, sizeof *c->keys);
    c->models = calloc(n + 1, sizeof *c->models);
    int rc = root && cJSON_IsArray(a) && c->keys && c->models ? 0 : -1;
    if (rc && root) report(path, -1, "no \"records\" (or out of memory): the scenes' role names cannot be checked");
    cJSON_ArrayForEach(r, a) if (!rc) cast_record(c, r);
    cJSON_Delete(root);
    if (rc) scene_cast_free(c);
    return rc;
}

int scene_cast_knows(const scene_cast *c, const char *name) {
    char lower[24], sq[24];
    size_t n = 0;
    for (; name[n] && n < 16; n++) lower[n] = (char)tolower((unsigned char)name[n]);
    uint32_t k1 = warp_crc32(0, lower, n);
    memcpy(lower + n, "_cv", 3);
    uint32_t k2 = warp_crc32(0, lower, n + 3);
    squash_name(name, sq, sizeof sq);
    size_t sl = strlen(sq);
    for (size_t i = 0; i < c->n; i++) {
        const char *m = c->models[i];
        if (c->keys[i] == k1 || c->keys[i] == k2 || (m[0] && !strcmp(m, sq)) ||
            (strlen(m) == sl + 2 && !strncmp(m, sq, sl) && !strcmp(m + sl, "cv")))
            return 1;
    }
    return 0;
}

void scene_cast_free(scene_cast *c) {
    free(c->keys), free(c->models);
    memset(c, 0, sizeof *c);
}
