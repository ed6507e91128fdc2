/* Which level an entry belongs to, by its name (cost.h): a level is its `<level>.lev` entry
 * and what it loads by name: `<level>.lua`, `<level>_objs.txt`, its packs `<level>_<n>.pak`,
 * its worlds' stream, manifest and parts (`<world>_sec.wld`, `<world>_sec.mem`,
 * `<world>_ms<i>.sec`, the world named `<level>`, `<level>s` or `<level>d`: FACTS.md 3.4).
 * Everything else (resources, scenes, lists, banks) is shared. */
#include "formats/cost.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "platform/util.h"

/* s (n bytes) ends with tail, in any case. */
static int tail_is(const char *s, size_t n, const char *tail) {
    size_t t = strlen(tail);
    return n >= t && !strncasecmp(s + n - t, tail, t);
}

int cost_levels_add(cost_levels *l, const char *name) {
    size_t n = name ? strlen(name) : 0;
    if (n <= 4 || !tail_is(name, n, ".lev") || cost_level_find(l, name, n - 4) >= 0) return 0;
    char **v = grow_room(l->stem, l->n, &l->cap, sizeof *l->stem);
    if (!v) return -1;
    l->stem = v;
    if (!(l->stem[l->n] = malloc(n - 3))) return -1;
    memcpy(l->stem[l->n], name, n - 4);
    l->stem[l->n++][n - 4] = 0;
    return 0;
}

int cost_level_find(const cost_levels *l, const char *stem, size_t n) {
    for (size_t k = 0; k < l->n; k++)
        if (strlen(l->stem[k]) == n && !strncasecmp(l->stem[k], stem, n)) return (int)k;
    return -1;
}

/* A world's level: the world itself, or it less its `s`/`d` (solid, detail). */
static int world_level(const cost_levels *l, const char *w, size_t n) {
    int k = cost_level_find(l, w, n);
    if (k < 0 && n > 1 && (tolower((unsigned char)w[n - 1]) == 's' || tolower((unsigned char)w[n - 1]) == 'd'))
        k = cost_level_find(l, w, n - 1);
    return k;
}

int cost_level_of(const cost_levels *l, const char *name) {
    size_t n = name ? strlen(name) : 0;
    if (!n) return -1;
    if (tail_is(name, n, ".lev") || tail_is(name, n, ".lua")) return cost_level_find(l, name, n - 4);
    if (tail_is(name, n, "_objs.txt")) return cost_level_find(l, name, n - 9);
    if (tail_is(name, n, "_sec.wld") || tail_is(name, n, "_sec.mem")) return world_level(l, name, n - 8);
    size_t d = n;
    if (tail_is(name, n, ".pak") || tail_is(name, n, ".sec")) { /* <level>_<n>.pak, <world>_ms<i>.sec */
        d = n - 4;
        while (d > 0 && isdigit((unsigned char)name[d - 1])) d--;
        if (d == n - 4) return -1;
        if (tail_is(name, n, ".pak")) return d > 1 && name[d - 1] == '_' ? cost_level_find(l, name, d - 1) : -1;
        return d > 3 && tail_is(name, d, "_ms") ? world_level(l, name, d - 3) : -1;
    }
    return -1;
}

void cost_levels_free(cost_levels *l) {
    for (size_t k = 0; k < l->n; k++) free(l->stem[k]);
    free(l->stem);
    memset(l, 0, sizeof *l);
}
