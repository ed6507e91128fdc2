/* warp rebuild: a manifest object's fields, read with cJSON (manifest.h): below the
 * manifest's readers (manifest.c, pack_copy.c). */
#include <cJSON.h>
#include <string.h>

#include "rebuild/manifest.h"

int manifest_number(const cJSON *o, const char *key, size_t *v) {
    const cJSON *n = cJSON_GetObjectItemCaseSensitive(o, key);
    /* doubles hold every integer below 2^53 exactly: more than any WAD offset */
    if (!cJSON_IsNumber(n) || n->valuedouble < 0 || n->valuedouble > 9007199254740992.0 ||
        n->valuedouble != (double)(unsigned long long)n->valuedouble)
        return -1;
    *v = (size_t)n->valuedouble;
    return 0;
}

int manifest_string(const cJSON *o, const char *key, char *out, size_t cap) {
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsString(s) || !s->valuestring || strlen(s->valuestring) >= cap) return -1;
    memcpy(out, s->valuestring, strlen(s->valuestring) + 1);
    return 0;
}

int manifest_item_is(const cJSON *o, const char *kind) {
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(o, "kind");
    return cJSON_IsString(k) && k->valuestring && !strcmp(k->valuestring, kind);
}
