/* Entry names recovered from the disc itself, as page 002 ("Names", "How") describes:
 * harvest name-like strings from every entry (and --harvest files), try each stem with
 * the extensions names carry, the level numbers' forms, the streamed worlds' forms and
 * the disc's fixed names (FACTS.md 1, 3.4), hashed as the DIR does (FACTS.md 8); keep a
 * hit only if its extension fits the entry's kind and it sorts between its named
 * neighbours. The guessing and the checks are the library's (warp/wad.h); this file
 * holds the sets and the loops. docs/names.md says what the checks are. */
#include <ctype.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "platform/names.h"
#include "platform/util.h"

#define STEM_MAX 64     /* longer strings are not names (the disc's longest is under 40) */
#define LEVELS 1000     /* level<N> for N below this */
#define LEVEL_PAKS 100  /* level<N>_<k>.pak for k below this */
#define WORLD_PARTS 1024 /* <world>_ms<i>.sec for i below this */
#define ORIGIN_FILE 0x80000000u

/* ---- a set of strings, case-insensitive, remembering where each was first seen ---- */
typedef struct stem {
    char *s;
    uint32_t len, origin; /* origin: entry index, or ORIGIN_FILE | --harvest file index */
    uint32_t how;         /* WARP_HARVEST_* */
} stem;
typedef struct stem_set {
    stem *v;
    size_t count, cap; /* cap: a power of two, at most half full */
    int oom;
} stem_set;

static uint32_t fold_hash(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint32_t)tolower((unsigned char)s[i])) * 16777619u;
    return h;
}

static int set_grow(stem_set *t) {
    size_t cap = t->cap ? t->cap * 2 : 4096;
    stem *v = calloc(cap, sizeof *v);
    if (!v) return -1;
    for (size_t i = 0; i < t->cap; i++) {
        if (!t->v[i].s) continue;
        size_t k = fold_hash(t->v[i].s, t->v[i].len) & (cap - 1);
        while (v[k].s) k = (k + 1) & (cap - 1);
        v[k] = t->v[i];
    }
    free(t->v);
    t->v = v;
    t->cap = cap;
    return 0;
}

/* The slot of s in t: where it is, or the empty slot it would take (t has room). */
static size_t set_slot(const stem_set *t, const char *s, size_t n) {
    size_t k = fold_hash(s, n) & (t->cap - 1);
    for (; t->v[k].s; k = (k + 1) & (t->cap - 1))
        if (t->v[k].len == n && !strncasecmp(t->v[k].s, s, n)) break;
    return k;
}

static void set_add(stem_set *t, const char *s, size_t n, uint32_t origin, uint32_t how) {
    if (!n || n > STEM_MAX || t->oom) return;
    if (2 * (t->count + 1) > t->cap && set_grow(t) != 0) {
        t->oom = 1;
        return;
    }
    stem *e = &t->v[set_slot(t, s, n)];
    if (e->s) {
        if (how == WARP_HARVEST_RECORD) e->how = how, e->origin = origin; /* the stronger source */
        return;
    }
    char *c = malloc(n + 1);
    if (!c) {
        t->oom = 1;
        return;
    }
    memcpy(c, s, n);
    c[n] = 0;
    *e = (stem){c, (uint32_t)n, origin, how};
    t->count++;
}

/* Move the stems of `later` (harvested from later entries) into t: the same set as one
 * harvest of both in order (the first origin kept, unless a later record name). */
static void set_merge(stem_set *t, stem_set *later) {
    for (size_t i = 0; i < later->cap && !t->oom; i++) {
        stem *x = &later->v[i];
        if (!x->s) continue;
        if (2 * (t->count + 1) > t->cap && set_grow(t) != 0) {
            t->oom = 1;
            break;
        }
        stem *e = &t->v[set_slot(t, x->s, x->len)];
        if (!e->s) {
            *e = *x, x->s = NULL;
            t->count++;
        } else if (x->how == WARP_HARVEST_RECORD) {
            e->how = x->how, e->origin = x->origin;
        }
    }
    t->oom |= later->oom;
}

static void set_free(stem_set *t) {
    for (size_t i = 0; i < t->cap; i++) free(t->v[i].s);
    free(t->v);
    memset(t, 0, sizeof *t);
}

/* ---- the run ---------------------------------------------------------------------------- */
typedef struct names_ctx {
    const warp_wad *w, *find; /* find: a handle with a hash index, for the guesses */
    const names_opts *o;
    uint32_t count;
    int *kinds;
    stem_set stems, words; /* words: lower-case words of Lua scripts (level<N><word>.lua) */
    char **cand, **cand_how;
    uint8_t *ambiguous;
    uint32_t origin, how; /* of the harvest in progress */
    const char *source;   /* of the guesses in progress: "string", "level number", ... */
    const stem *from;     /* the stem of those guesses, if any */
    names_stats *st;
} names_ctx;

static int is_word(const char *s, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (!islower((unsigned char)s[i]) && s[i] != '_') return 0;
    return n <= 24;
}

/* A harvested string gives the stems: itself, its last path component, and that without
 * its extension(s) ("x.anm.b.cnk" -> "x.anm.b", "x"). */
static int on_string(void *user, const char *s, size_t n, uint32_t how) {
    names_ctx *c = user;
    set_add(&c->stems, s, n, c->origin, how);
    size_t b = n;
    while (b > 0 && s[b - 1] != '/' && s[b - 1] != '\\') b--;
    const char *base = s + b;
    size_t bn = n - b;
    if (b) set_add(&c->stems, base, bn, c->origin, how);
    const char *dot = memchr(base, '.', bn);
    if (dot) {
        set_add(&c->stems, base, (size_t)(dot - base), c->origin, how);
        size_t last = bn;
        while (last > 0 && base[last - 1] != '.') last--;
        if (last > 1) set_add(&c->stems, base, last - 1, c->origin, how);
    }
    if (c->origin < c->count && c->kinds[c->origin] == WARP_KIND_LUA && is_word(s, n))
        set_add(&c->words, s, n, c->origin, how);
    return 0;
}

static char *how_text(const names_ctx *c) {
    char buf[4400];
    if (!c->from)
        snprintf(buf, sizeof buf, "%s", c->source);
    else if (c->from->origin & ORIGIN_FILE)
        snprintf(buf, sizeof buf, "%s in %s", c->source, c->o->harvest[c->from->origin & ~ORIGIN_FILE]);
    else
        snprintf(buf, sizeof buf, "%s in entry %u", c->from->how == WARP_HARVEST_RECORD ? "record name" : c->source,
                 c->from->origin);
    return strdup(buf);
}

/* A DIR hit: kept as the entry's candidate if its extension fits the entry's kind (a
 * sound bank, which has no signature, is checked through its .msd later). */
static int on_hit(void *user, uint32_t index, const char *name, size_t len) {
    names_ctx *c = user;
    (void)len;
    c->st->hits++;
    int kind = c->kinds[index];
    int fits = warp_name_fits_kind(name, kind) ||
               (kind == WARP_KIND_UNKNOWN && warp_name_fits_kind(name, WARP_KIND_SOUND_BANK));
    if (!fits) {
        c->st->wrong_kind++;
        return 0;
    }
    if (c->cand[index]) {
        if (strcasecmp(c->cand[index], name)) c->ambiguous[index] = 1; /* a CRC-32 collision */
        return 0;
    }
    c->cand[index] = strdup(name);
    c->cand_how[index] = how_text(c);
    return 0;
}

static void try_list(names_ctx *c, const char *s, size_t n, const char *const *suffixes, size_t k) {
    warp_names_try(c->find, s, n, suffixes, k, on_hit, c, &c->st->guesses);
}

/* The extensions the disc's names carry (page 002, "Names"), the compound forms, and
 * common others (their hits fail the kind check, but are counted). */
static const char *const k_suffixes[] = {
    "",      ".scn", ".anm", ".lua", ".pak", ".lev", ".sec", ".wld", ".mem", ".txt", ".msb", ".msd", ".cnk", ".glr",
    ".ico",  ".met", ".bmp", "_sec.wld", "_sec.mem", "_objs.txt", ".txd", ".dff", ".bsp", ".col", ".dat", ".bin",
    ".cfg",  ".ini", ".xml", ".csv", ".lst", ".vag", ".vb", ".wav", ".str", ".irx", ".elf", ".raw",
    ".tga",  ".png", ".ps2", ".ifp", ".rws", ".rwa", ".anim", ".fnt", ".pss", ".ipu", ".sub", ".h",
};

/* Stems in the order they were first seen (entry, then text): the string a name is
 * credited to is then the same however many threads harvested. */
static int cmp_stem(const void *a, const void *b) {
    const stem *x = *(const stem *const *)a, *y = *(const stem *const *)b;
    if (x->origin != y->origin) return x->origin < y->origin ? -1 : 1;
    int c = strcasecmp(x->s, y->s);
    return c ? c : strcmp(x->s, y->s);
}

static void try_stems(names_ctx *c) {
    c->source = "string";
    const stem **order = malloc((c->stems.count + 1) * sizeof *order);
    size_t n = 0;
    for (size_t i = 0; i < c->stems.cap; i++)
        if (c->stems.v[i].s) {
            if (order) order[n] = &c->stems.v[i];
            n++;
        }
    if (order) qsort(order, n, sizeof *order, cmp_stem); /* out of memory: the table's order */
    for (size_t k = 0, i = 0; k < n; k++) {
        const stem *s;
        if (order) {
            s = order[k];
        } else {
            while (!c->stems.v[i].s) i++;
            s = &c->stems.v[i++];
        }
        c->from = s;
        try_list(c, s->s, s->len, k_suffixes, sizeof k_suffixes / sizeof k_suffixes[0]);
        if (c->o->progress && (k + 1) % 65536 == 0)
            fprintf(stderr, "\rwarp: names: %zu of %zu stems tried", k + 1, n);
    }
    c->from = NULL;
    free(order);
}

/* level<N>.lev, level<N>_objs.txt, level<N>.lua and level<N><word>.lua for the words of
 * the Lua scripts, level<N>_<k>.pak, and the level's two streamed worlds (page 002). */
static int try_levels(names_ctx *c) {
    static const char *const fixed[] = {".lev", "_objs.txt", ".lua", "s_sec.wld", "s_sec.mem", "d_sec.wld",
                                        "d_sec.mem"};
    size_t nw = c->words.count, n = 0;
    char **suf = calloc(LEVEL_PAKS + nw + 1, sizeof *suf);
    if (!suf) return -1;
    for (unsigned k = 0; k < LEVEL_PAKS; k++) {
        char b[16];
        snprintf(b, sizeof b, "_%u.pak", k);
        suf[n++] = strdup(b);
    }
    for (size_t i = 0; i < c->words.cap; i++) {
        if (!c->words.v[i].s) continue;
        char *b = malloc(c->words.v[i].len + 5);
        if (b) sprintf(b, "%s.lua", c->words.v[i].s);
        suf[n++] = b;
    }
    int rc = 0;
    for (size_t i = 0; i < n; i++) rc |= !suf[i];
    c->source = "level number";
    for (unsigned lv = 0; lv < LEVELS && !rc; lv++) {
        char lv_stem[16];
        int len = snprintf(lv_stem, sizeof lv_stem, "level%u", lv);
        try_list(c, lv_stem, (size_t)len, fixed, sizeof fixed / sizeof fixed[0]);
        try_list(c, lv_stem, (size_t)len, (const char *const *)suf, n);
    }
    for (size_t i = 0; i < n; i++) free(suf[i]);
    free(suf);
    return rc ? -1 : 0;
}

/* <world>_ms<i>.sec for every world whose _sec.wld or _sec.mem was found (FACTS.md 3.4),
 * and the disc's fixed names (FACTS.md 1). */
static void try_worlds(names_ctx *c) {
    static char parts[WORLD_PARTS][16];
    static const char *part_list[WORLD_PARTS];
    for (unsigned i = 0; i < WORLD_PARTS; i++) {
        snprintf(parts[i], sizeof parts[i], "_ms%u.sec", i);
        part_list[i] = parts[i];
    }
    c->source = "world parts";
    for (uint32_t e = 0; e < c->count; e++) {
        const char *n = c->cand[e];
        size_t len = n ? strlen(n) : 0;
        if (len > 8 && (!strcasecmp(n + len - 8, "_sec.wld") || !strcasecmp(n + len - 8, "_sec.mem")))
            try_list(c, n, len - 8, part_list, WORLD_PARTS);
    }
    static const char *const fixed[] = {"warriors.glr", "scene_list.cnk", "warr.ico", "cn12.met", "cn12.bmp"};
    static const char *const none[] = {""};
    c->source = "fixed name";
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) try_list(c, fixed[i], strlen(fixed[i]), none, 1);
}

/* ---- harvesting ------------------------------------------------------------------------- */
/* An entry's bytes: borrowed in memory mode, else read into *heap. */
static int entry_span(const warp_wad *w, uint32_t i, const uint8_t **p, size_t *n, uint8_t **heap) {
    *heap = NULL;
    if (warp_wad_data(w, i, p, n) == WARP_OK) return 0;
    size_t size;
    if (warp_wad_read(w, i, NULL, 0, &size) != WARP_OK) return -1;
    *heap = malloc(size ? size : 1);
    if (!*heap || warp_wad_read(w, i, *heap, size, NULL) != WARP_OK) {
        free(*heap);
        *heap = NULL;
        return -1;
    }
    *p = *heap;
    *n = size;
    return 0;
}

/* Entries [from, to) on one thread into c's own sets: classify (unless given), give
 * decimal names, harvest; *first gets the index after the last decimal name (where the
 * name order begins, FACTS.md 1). A mapped WAD's pages are dropped behind the harvest. */
typedef struct harvest_part {
    names_ctx c;
    uint32_t from, to, first;
    char **names, **how;
    _Atomic uint32_t *done; /* entries harvested by every part: the progress line */
    pthread_t thread;
} harvest_part;

static void *harvest_range(void *arg) {
    harvest_part *h = arg;
    names_ctx *c = &h->c;
    const uint8_t *held = NULL;
    for (uint32_t i = h->from; i < h->to; i++) {
        const uint8_t *p;
        size_t n;
        uint8_t *heap;
        c->kinds[i] = c->o->kinds ? c->o->kinds[i] : WARP_KIND_UNKNOWN;
        if (entry_span(c->w, i, &p, &n, &heap) != 0) continue; /* the caller reports unreadable entries */
        if (c->o->drop_pages && !heap) map_drop_behind(&held, p, 0);
        if (!c->o->kinds) warp_classify(p, n, WARP_KIND_UNKNOWN, &c->kinds[i]);
        warp_entry e;
        char num[16];
        if (warp_wad_get(c->w, i, &e) == WARP_OK && warp_recover_name(p, n, e.hash, num, sizeof num, NULL) == WARP_OK) {
            h->first = i + 1;
            if (!h->names[i]) {
                h->names[i] = strdup(num);
                if (h->how) h->how[i] = strdup("number");
            }
        }
        c->origin = i;
        warp_names_harvest(p, n, c->kinds[i], on_string, c);
        if (c->o->drop_pages && !heap && i + 1 == h->to) map_drop_behind(&held, p + n, 1);
        free(heap);
        uint32_t done = ++*h->done;
        if (c->o->progress && h->from == 0 && (done % 512 == 0 || done == c->count))
            fprintf(stderr, "\rwarp: names: harvesting entry %u of %u", done, c->count);
    }
    return NULL;
}

/* Every entry, in o->jobs contiguous parts on as many threads, their sets merged in
 * entry order into c's; *first as harvest_range says. */
static int harvest_entries(names_ctx *c, char **names, char **how, uint32_t *first) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    unsigned parts = c->o->jobs ? c->o->jobs : cores > 0 ? (unsigned)cores : 1;
    if (parts > 64) parts = 64;
    if (parts > c->count / 64 + 1) parts = c->count / 64 + 1; /* small WADs: one thread */
    harvest_part part[64];
    _Atomic uint32_t done = 0;
    for (unsigned k = 0; k < parts; k++) {
        part[k] = (harvest_part){.c = *c, .names = names, .how = how, .done = &done};
        if (k) memset(&part[k].c.stems, 0, sizeof c->stems), memset(&part[k].c.words, 0, sizeof c->words);
        part[k].from = (uint32_t)((uint64_t)c->count * k / parts);
        part[k].to = (uint32_t)((uint64_t)c->count * (k + 1) / parts);
    }
    unsigned started = 1;
    for (; started < parts; started++)
        if (pthread_create(&part[started].thread, NULL, harvest_range, &part[started]) != 0) break;
    harvest_range(&part[0]);
    for (unsigned k = started; k < parts; k++) harvest_range(&part[k]); /* no thread: here */
    *first = part[0].first;
    c->stems = part[0].c.stems, c->words = part[0].c.words;
    for (unsigned k = 1; k < parts; k++) {
        if (k < started) pthread_join(part[k].thread, NULL);
        if (part[k].first) *first = part[k].first;
        set_merge(&c->stems, &part[k].c.stems);
        set_merge(&c->words, &part[k].c.words);
        set_free(&part[k].c.stems);
        set_free(&part[k].c.words);
    }
    return 0;
}

static int harvest_files(names_ctx *c) {
    for (size_t k = 0; k < c->o->harvest_count; k++) {
        file_map m;
        if (map_file(c->o->harvest[k], &m) != 0) {
            report(c->o->harvest[k], -1, "%s", strerror(errno));
            return -1;
        }
        c->origin = ORIGIN_FILE | (uint32_t)k;
        warp_names_harvest(m.data, m.len, WARP_KIND_UNKNOWN, on_string, c);
        unmap_file(&m);
    }
    return 0;
}

/* ---- the checks and the result ---------------------------------------------------------- */
/* A .msb candidate on an entry no signature names is kept only if its .msd (same stem)
 * is a sound index, as the classifier's hint requires (FACTS.md 2.4, rule 12). */
static void check_banks(names_ctx *c) {
    for (uint32_t i = 0; i < c->count; i++) {
        const char *n = c->cand[i];
        if (!n || c->kinds[i] != WARP_KIND_UNKNOWN) continue;
        char msd[STEM_MAX + 16];
        uint32_t j;
        snprintf(msd, sizeof msd, "%.*s.msd", (int)strlen(n) - 4, n);
        if (warp_wad_find(c->find, msd, &j) == WARP_OK && c->kinds[j] == WARP_KIND_SOUND_INDEX) continue;
        c->st->wrong_kind++;
        free(c->cand[i]);
        c->cand[i] = NULL;
    }
}

static int keep_in_order(names_ctx *c, char **names, char **how, uint32_t first) {
    const char **order = calloc(c->count + 1, sizeof *order);
    uint8_t *keep = calloc(c->count + 1, 1);
    if (!order || !keep) {
        free(order);
        free(keep);
        return -1;
    }
    for (uint32_t i = 0; i < c->count; i++) {
        if (c->cand[i] && c->ambiguous[i]) c->st->ambiguous++;
        order[i] = names[i] ? names[i] : c->ambiguous[i] ? NULL : c->cand[i];
    }
    warp_names_order(order, c->count, first, keep);
    for (uint32_t i = 0; i < c->count; i++) {
        if (names[i] || !c->cand[i] || c->ambiguous[i]) continue;
        if (!keep[i]) {
            c->st->out_of_order++;
            continue;
        }
        names[i] = c->cand[i];
        c->cand[i] = NULL;
        if (how) how[i] = c->cand_how[i], c->cand_how[i] = NULL;
        c->st->recovered++;
    }
    free(order);
    free(keep);
    return 0;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static void ctx_free(names_ctx *c, warp_wad *find, void *index) {
    for (uint32_t i = 0; c->cand && i < c->count; i++) free(c->cand[i]), free(c->cand_how[i]);
    free(c->cand);
    free(c->cand_how);
    free(c->ambiguous);
    free(c->kinds);
    set_free(&c->stems);
    set_free(&c->words);
    free(index);
    free(find);
}

static int run(names_ctx *c, char **names, char **how) {
    uint32_t first;
    harvest_entries(c, names, how, &first);
    if (harvest_files(c) != 0) return -1;
    if (c->stems.oom || c->words.oom) return -2;
    c->st->stems = c->stems.count;
    double t0 = now();
    try_stems(c);
    if (try_levels(c) != 0) return -2;
    try_worlds(c);
    c->st->guess_seconds = now() - t0;
    check_banks(c);
    return keep_in_order(c, names, how, first) ? -2 : 0;
}

int recover_names(const void *dir, size_t dir_len, const warp_wad *w, const names_opts *o, char **names, char **how,
                  names_stats *st) {
    memset(st, 0, sizeof *st);
    double t0 = now();
    names_ctx c = {.w = w, .o = o, .count = warp_wad_count(w), .st = st};
    warp_wad *find = handle_alloc(warp_wad_sizeof());
    void *index = NULL;
    int rc = warp_wad_init(find, warp_wad_sizeof(), WARP_ABI_VERSION, dir, dir_len, UINT64_MAX, NULL);
    if (rc == WARP_OK) {
        size_t n = warp_wad_index_size(find);
        index = handle_alloc(n);
        rc = warp_wad_index_init(find, index, n);
    }
    c.find = find;
    size_t slots = (size_t)c.count + 1;
    c.kinds = calloc(slots, sizeof *c.kinds);
    c.cand = calloc(slots, sizeof *c.cand);
    c.cand_how = calloc(slots, sizeof *c.cand_how);
    c.ambiguous = calloc(slots, 1);
    int status = rc != WARP_OK ? -2 : !c.kinds || !c.cand || !c.cand_how || !c.ambiguous ? -2 : run(&c, names, how);
    if (status == -2) report("names", -1, "%s", rc != WARP_OK ? warp_strerror(rc) : "out of memory");
    if (o->progress) fprintf(stderr, "\r\033[K");
    ctx_free(&c, find, index);
    st->seconds = now() - t0;
    return status ? -1 : 0;
}

int load_names_file(const char *path, const warp_wad *w, char **names) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        char *s = line, *e = strchr(line, '#');
        if (e) *e = 0; /* a comment: `warp names` writes how each name was found */
        while (*s && isspace((unsigned char)*s)) s++;
        e = s + strlen(s);
        while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
        uint32_t idx;
        if (*s && warp_wad_find(w, s, &idx) == WARP_OK && !names[idx]) names[idx] = strdup(s);
    }
    int bad = ferror(f);
    fclose(f);
    return bad ? -1 : 0;
}
