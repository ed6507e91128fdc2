/* Resource names by CRC-32: a names file's lines, or the recovered names (res_names.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "extract/res_names.h"
#include "platform/names.h"
#include "warp/warp.h"

static int cmp_res(const void *a, const void *b) {
    uint32_t x = ((const res_name *)a)->hash, y = ((const res_name *)b)->hash;
    return x < y ? -1 : x > y;
}

static int add(res_names *t, size_t *cap, uint32_t hash, const char *s) {
    if (t->n == *cap) {
        size_t c = *cap ? *cap * 2 : 256;
        res_name *v = realloc(t->v, c * sizeof *v);
        if (!v) return -1;
        t->v = v, *cap = c;
    }
    char *d = strdup(s);
    if (!d) return -1;
    t->v[t->n++] = (res_name){hash, d};
    return 0;
}

typedef struct loading { res_names *t; size_t cap; } loading;

static int add_line(void *user, const char *s) {
    loading *l = user;
    size_t n = strlen(s);
    char *low = strdup(s);
    if (!low) return -1;
    for (size_t i = 0; i < n; i++) low[i] = (char)tolower((unsigned char)s[i]);
    int rc = add(l->t, &l->cap, warp_crc32(0, s, n), s);
    if (!rc && strcmp(low, s)) rc = add(l->t, &l->cap, warp_crc32(0, low, n), s);
    free(low);
    return rc;
}

int res_names_load(const char *path, res_names *t) {
    memset(t, 0, sizeof *t);
    if (!path) return 0;
    loading l = {t, 0};
    int rc = names_file_foreach(path, add_line, &l);
    if (t->n) qsort(t->v, t->n, sizeof *t->v, cmp_res);
    return rc;
}

int res_names_adopt(res_names *t, char **names) {
    memset(t, 0, sizeof *t);
    size_t n = 0;
    while (names && names[n]) n++;
    if (n && !(t->v = malloc(n * sizeof *t->v))) {
        for (size_t i = 0; i < n; i++) free(names[i]);
        free(names);
        return -1;
    }
    for (size_t i = 0; i < n; i++) t->v[i] = (res_name){warp_crc32(0, names[i], strlen(names[i])), names[i]};
    t->n = n;
    free(names);
    if (n) qsort(t->v, n, sizeof *t->v, cmp_res);
    return 0;
}

void res_names_free(res_names *t) {
    for (size_t i = 0; i < t->n; i++) free(t->v[i].name);
    free(t->v);
    memset(t, 0, sizeof *t);
}

const char *res_names_find(const res_names *t, uint32_t hash) {
    res_name key = {hash, NULL};
    const res_name *e = t && t->n ? bsearch(&key, t->v, t->n, sizeof *t->v, cmp_res) : NULL;
    return e ? e->name : NULL;
}

static int safe(const char *s) {
    size_t n = strlen(s);
    if (!n || n > 120 || s[0] == '.') return 0;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && s[i] != '_' && s[i] != '-' && s[i] != '.') return 0;
    return 1;
}

void res_names_stem(const res_names *t, uint32_t hash, char *out, size_t cap) {
    const char *name = res_names_find(t, hash);
    if (name && safe(name))
        snprintf(out, cap, "%s", name);
    else
        snprintf(out, cap, "%u", hash);
}
