/* The names file's lines by CRC-32, for resource hashes (res_names.h). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "extract/res_names.h"
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

int res_names_load(const char *path, res_names *t) {
    memset(t, 0, sizeof *t);
    if (!path) return 0;
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t cap = 0;
    char line[4096], low[4096];
    int rc = 0;
    while (!rc && fgets(line, sizeof line, f)) {
        char *s = line;
        while (*s && isspace((unsigned char)*s)) s++;
        size_t n = strlen(s);
        while (n && isspace((unsigned char)s[n - 1])) s[--n] = 0;
        if (!n) continue;
        for (size_t i = 0; i <= n; i++) low[i] = (char)tolower((unsigned char)s[i]);
        rc = add(t, &cap, warp_crc32(0, s, n), s);
        if (!rc && strcmp(low, s)) rc = add(t, &cap, warp_crc32(0, low, n), s);
    }
    if (ferror(f)) rc = -1;
    fclose(f);
    if (t->n) qsort(t->v, t->n, sizeof *t->v, cmp_res);
    return rc;
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
