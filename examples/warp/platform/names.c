/* Entry names recovered from the disc itself, as page 002 ("Names", "How") describes:
 * harvest name-like strings from every entry (and --harvest files), try each stem with
 * the extensions names carry, the level numbers' forms, the streamed worlds' forms and
 * the disc's fixed names (FACTS.md 1, 3.4), hashed as the DIR does (FACTS.md 8); keep a
 * hit only if its extension fits the entry's kind and it sorts between its named
 * neighbours. The guessing and the checks are the library's (warp/wad.h); this file
 * holds the sets and the loops. docs/names.md says what the checks are. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "platform/names.h"
#include "platform/util.h"
#include "platform/wad_pass.h"

#define STEM_MAX 64     /* longer strings are not names (the disc's longest is under 40) */
#define LEVELS 1000     /* level<N> for N below this */
#define LEVEL_PAKS 100  /* level<N>_<k>.pak for k below this */
#define WORLD_PARTS 1024 /* <world>_ms<i>.sec for i below this */
#define BANK_NUMBERS 100 /* <stem>_NN.msd/.msb for NN below this (the executable's "%s_%2.2d") */
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

/* The slot of s in t (where it is, or the empty one it would take), t grown first when it
 * would be over half full; NULL out of memory (t->oom set). */
static stem *set_room(stem_set *t, const char *s, size_t n) {
    if (t->oom || (2 * (t->count + 1) > t->cap && set_grow(t) != 0)) {
        t->oom = 1;
        return NULL;
    }
    size_t k = fold_hash(s, n) & (t->cap - 1);
    for (; t->v[k].s; k = (k + 1) & (t->cap - 1))
        if (t->v[k].len == n && !strncasecmp(t->v[k].s, s, n)) break;
    return &t->v[k];
}

static void set_add(stem_set *t, const char *s, size_t n, uint32_t origin, uint32_t how) {
    stem *e = n && n <= STEM_MAX ? set_room(t, s, n) : NULL;
    if (!e) return;
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
    for (size_t i = 0; i < later->cap; i++) {
        stem *x = &later->v[i], *e = x->s ? set_room(t, x->s, x->len) : NULL;
        if (!e) continue;
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

/* ---- resource hashes (docs/names.md "Resource names") ------------------------------------ */
/* What a resource holds, by its chunks: the forms its name can take. */
enum { RES_MODEL = 1, RES_TEX = 2, RES_ANIM = 4, RES_LEVEL = 8 };
typedef struct res_hash {
    uint32_t hash;
    unsigned kinds;     /* RES_* */
    char *name;         /* the first name that hit, NULL when none */
    int ambiguous;      /* two names hit it */
} res_hash;
typedef struct res_list {
    res_hash *v;
    size_t n, cap;
    int oom;
} res_list;

static void res_add(res_list *l, uint32_t hash, unsigned kinds) {
    if (l->n && l->v[l->n - 1].hash == hash) { /* the resource's next chunk */
        l->v[l->n - 1].kinds |= kinds;
        return;
    }
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        res_hash *v = realloc(l->v, cap * sizeof *v);
        if (!v) {
            l->oom = 1;
            return;
        }
        l->v = v, l->cap = cap;
    }
    l->v[l->n++] = (res_hash){hash, kinds, NULL, 0};
}

static unsigned chunk_res_kind(uint32_t type) {
    switch (type) {
    case 0x09: case 0x25: case 0x47: return RES_MODEL;  /* clump carriers */
    case 0x0B: case 0x2A: return RES_TEX;               /* texture dictionaries */
    case 0x02: return RES_ANIM;                         /* a clip's descriptor */
    case 0x17: return RES_LEVEL;                        /* the level header */
    default: return 0;
    }
}

static int on_res_chunk(void *user, const warp_chunk_info *ci) {
    unsigned k = chunk_res_kind(ci->type);
    if (k) res_add(user, ci->resource_hash, k);
    return 0;
}

static int cmp_res_hash(const void *a, const void *b) {
    uint32_t x = ((const res_hash *)a)->hash, y = ((const res_hash *)b)->hash;
    return x < y ? -1 : x > y;
}

/* Sorted by hash, one element a hash (kinds merged). */
static void res_sort(res_list *l) {
    if (!l->n) return;
    qsort(l->v, l->n, sizeof *l->v, cmp_res_hash);
    size_t o = 0;
    for (size_t i = 1; i < l->n; i++) {
        if (l->v[i].hash == l->v[o].hash)
            l->v[o].kinds |= l->v[i].kinds;
        else
            l->v[++o] = l->v[i];
    }
    l->n = o + 1;
}

static void res_free(res_list *l) {
    for (size_t i = 0; i < l->n; i++) free(l->v[i].name);
    free(l->v);
    memset(l, 0, sizeof *l);
}

/* ---- the run ---------------------------------------------------------------------------- */
typedef struct names_ctx {
    const warp_wad *find; /* a handle with a hash index, for the guesses */
    const names_opts *o;
    uint32_t count;
    int *kinds;
    stem_set stems, words; /* words: lower-case words of Lua scripts (level<N><word>.lua) */
    res_list res;          /* resource hashes and what they hold */
    char **cand, **cand_how;
    uint8_t *ambiguous;
    uint32_t origin, how; /* of the harvest in progress */
    uint32_t hits;        /* candidates set so far (on_hit) */
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
    /* lower-cased: the form the DIR hashes, and the published name lists' spelling, whatever
     * capitals the only string found had ("Warriors.glr") */
    if ((c->cand[index] = strdup(name)) != NULL)
        for (char *q = c->cand[index]; *q; q++) *q = (char)tolower((unsigned char)*q);
    c->hits++;
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
    return strcasecmp(x->s, y->s); /* never equal: the set holds each spelling once, case folded */
}

/* Sound banks the executable names with "%s_%2.2d" (load_00 .. load_06, docs/names.md): two
 * guesses a stem, <stem>_00.msd and _01.msd; a stem that hits one gets every number's .msd
 * and .msb (its .msb then passes check_banks through that .msd). */
typedef struct bank_forms {
    char text[2 * BANK_NUMBERS][8];
    const char *list[2 * BANK_NUMBERS];
} bank_forms;

static void bank_forms_init(bank_forms *f) {
    for (unsigned i = 0; i < 2 * BANK_NUMBERS; i++) {
        snprintf(f->text[i], sizeof f->text[i], "_%2.2u.%s", i / 2, i % 2 ? "msb" : "msd");
        f->list[i] = f->text[i];
    }
}

static void try_numbered_banks(names_ctx *c, const stem *t, const bank_forms *f) {
    static const char *const first[] = {"_00.msd", "_01.msd"};
    uint32_t before = c->hits;
    c->source = "numbered bank";
    try_list(c, t->s, t->len, first, 2);
    if (c->hits != before) try_list(c, t->s, t->len, f->list, 2 * BANK_NUMBERS);
    c->source = "string";
}

static int try_stems(names_ctx *c) {
    bank_forms banks;
    bank_forms_init(&banks);
    c->source = "string";
    const stem **order = malloc((c->stems.count + 1) * sizeof *order);
    if (!order) return -1;
    size_t n = 0;
    for (size_t i = 0; i < c->stems.cap; i++)
        if (c->stems.v[i].s) order[n++] = &c->stems.v[i];
    qsort(order, n, sizeof *order, cmp_stem);
    for (size_t k = 0; k < n; k++) {
        c->from = order[k];
        try_list(c, order[k]->s, order[k]->len, k_suffixes, sizeof k_suffixes / sizeof k_suffixes[0]);
        try_numbered_banks(c, order[k], &banks);
        if (c->o->progress && (k + 1) % 65536 == 0)
            fprintf(stderr, "\rwarp: names: %zu of %zu stems tried", k + 1, n);
    }
    c->from = NULL;
    free(order);
    return 0;
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

/* A resource name guess: stem + suffix hashed as spelled (no prefix, case kept), kept when
 * a resource with that hash holds what the form names (the kind check, by chunks). */
static void try_res(names_ctx *c, const char *s, size_t n, const char *suffix, unsigned want) {
    char name[STEM_MAX + 16];
    size_t k = strlen(suffix);
    if (n + k >= sizeof name) return;
    memcpy(name, s, n);
    memcpy(name + n, suffix, k + 1);
    c->st->guesses++;
    res_hash key = {warp_crc32(0, name, n + k), 0, NULL, 0};
    res_hash *h = bsearch(&key, c->res.v, c->res.n, sizeof *c->res.v, cmp_res_hash);
    if (!h) return;
    if (!(h->kinds & want)) {
        c->st->wrong_kind++;
        return;
    }
    if (!h->name) {
        if (!(h->name = strdup(name))) c->res.oom = 1;
    } else if (strcmp(h->name, name)) {
        h->ambiguous = 1; /* a CRC-32 collision: neither is sure */
    }
}

static unsigned bare_kind(const char *s, size_t n) {
    if (n > 4 && !memcmp(s + n - 4, "_geo", 4)) return RES_MODEL;
    if (n > 4 && !memcmp(s + n - 4, ".anm", 4)) return RES_ANIM;
    return RES_TEX; /* a dictionary's bare name, or <name>_tex */
}

/* Every stem as spelled (and lower-cased, when it has capitals) in the resource forms
 * (FACTS: models <name>_geo, dictionaries <name> or <name>_tex, clips <anim>.anm), and
 * level<N> for the levels. */
static void try_resources(names_ctx *c) {
    res_sort(&c->res);
    c->st->resource_hashes = (uint32_t)c->res.n;
    if (!c->res.n) return;
    for (size_t i = 0; i < c->stems.cap; i++) {
        const stem *t = &c->stems.v[i];
        if (!t->s) continue;
        char low[STEM_MAX + 1];
        int caps = 0;
        for (uint32_t k = 0; k < t->len; k++) {
            low[k] = (char)tolower((unsigned char)t->s[k]);
            caps |= low[k] != t->s[k];
        }
        low[t->len] = 0;
        for (int pass = 0; pass <= caps; pass++) {
            const char *s = pass ? low : t->s;
            try_res(c, s, t->len, "", bare_kind(s, t->len));
            try_res(c, s, t->len, "_geo", RES_MODEL);
            try_res(c, s, t->len, "_tex", RES_TEX);
            try_res(c, s, t->len, ".anm", RES_ANIM);
        }
    }
    for (unsigned lv = 0; lv < LEVELS; lv++) {
        char b[16];
        int len = snprintf(b, sizeof b, "level%u", lv);
        try_res(c, b, (size_t)len, "", RES_LEVEL);
    }
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The names that hit one resource hash alone, sorted, into *out (NULL-terminated). */
static int give_resources(names_ctx *c, char ***out) {
    char **v = calloc(c->res.n + 1, sizeof *v);
    if (!v) return -1;
    size_t n = 0;
    for (size_t i = 0; i < c->res.n; i++) {
        res_hash *h = &c->res.v[i];
        if (h->name && h->ambiguous) c->st->ambiguous++;
        if (h->name && !h->ambiguous) v[n++] = h->name, h->name = NULL;
    }
    qsort(v, n, sizeof *v, cmp_str);
    c->st->resources = (uint32_t)n;
    *out = v;
    return 0;
}

/* ---- harvesting ------------------------------------------------------------------------- */
/* A recovery in progress (names.h): the merged context, and one per part of the pass, each
 * harvesting its own entries into its own sets on its own thread. */
struct names_recovery {
    names_ctx c;
    names_stats st;
    warp_wad *find;
    void *index;
    char **names, **how;
    double t0;
    unsigned parts;
    struct {
        names_ctx c;
        uint32_t first; /* the index after its last decimal name */
    } part[WAD_PASS_MAX_PARTS];
};

/* One entry of a part: its kind, its decimal name, its strings. */
void names_entry(names_recovery *n, const warp_wad *w, unsigned part, uint32_t i, const uint8_t *p, size_t len,
                 int kind) {
    names_ctx *c = &n->part[part].c;
    c->kinds[i] = kind;
    if (!p) return; /* the caller reports unreadable entries */
    warp_entry e;
    char num[16];
    if (warp_wad_get(w, i, &e) == WARP_OK && warp_recover_name(p, len, e.hash, num, sizeof num, NULL) == WARP_OK) {
        n->part[part].first = i + 1;
        if (!n->names[i]) {
            n->names[i] = strdup(num);
            if (n->how) n->how[i] = strdup("number");
        }
    }
    c->origin = i;
    warp_names_harvest(p, len, kind, on_string, c);
    if (kind >= WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE) warp_chunk_foreach(p, len, NULL, on_res_chunk, &c->res);
}

/* The parts' sets merged in entry order into n->c's; *first: where the name order begins
 * (after the last decimal name, FACTS.md 1). */
static void merge_parts(names_recovery *n, uint32_t *first) {
    *first = n->part[0].first;
    n->c.stems = n->part[0].c.stems, n->c.words = n->part[0].c.words;
    memset(&n->part[0].c.stems, 0, sizeof n->part[0].c.stems); /* n->c's now */
    memset(&n->part[0].c.words, 0, sizeof n->part[0].c.words);
    n->c.res = n->part[0].c.res;
    memset(&n->part[0].c.res, 0, sizeof n->part[0].c.res);
    for (unsigned k = 1; k < n->parts; k++) {
        res_list *from = &n->part[k].c.res;
        for (size_t i = 0; i < from->n; i++) res_add(&n->c.res, from->v[i].hash, from->v[i].kinds);
        n->c.res.oom |= from->oom;
        res_free(from);
        if (n->part[k].first) *first = n->part[k].first;
        set_merge(&n->c.stems, &n->part[k].c.stems);
        set_merge(&n->c.words, &n->part[k].c.words);
        set_free(&n->part[k].c.stems);
        set_free(&n->part[k].c.words);
    }
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

void names_discard(names_recovery *n) {
    names_ctx *c = &n->c;
    for (uint32_t i = 0; c->cand && i < c->count; i++) free(c->cand[i]), free(c->cand_how[i]);
    free(c->cand);
    free(c->cand_how);
    free(c->ambiguous);
    free(c->kinds);
    set_free(&c->stems);
    set_free(&c->words);
    res_free(&c->res);
    for (unsigned k = 0; k < n->parts; k++)
        set_free(&n->part[k].c.stems), set_free(&n->part[k].c.words), res_free(&n->part[k].c.res);
    free(n->index);
    free(n->find);
    free(n);
}

static int guess(names_recovery *n) {
    names_ctx *c = &n->c;
    uint32_t first;
    merge_parts(n, &first);
    if (harvest_files(c) != 0) return -1;
    if (c->stems.oom || c->words.oom) return -2;
    c->st->stems = c->stems.count;
    double t0 = now();
    if (try_stems(c) != 0 || try_levels(c) != 0) return -2;
    try_worlds(c);
    c->st->guess_seconds = now() - t0;
    check_banks(c);
    if (keep_in_order(c, n->names, n->how, first)) return -2;
    if (!c->o->resources) return 0;
    try_resources(c);
    return c->res.oom || give_resources(c, c->o->resources) ? -2 : 0;
}

names_recovery *names_begin(const void *dir, size_t dir_len, const warp_wad *w, const names_opts *o, unsigned parts,
                       char **names, char **how) {
    names_recovery *n = calloc(1, sizeof *n);
    if (!n) {
        report("names", -1, "out of memory");
        return NULL;
    }
    n->t0 = now(), n->names = names, n->how = how;
    n->parts = parts < 1 ? 1 : parts > WAD_PASS_MAX_PARTS ? WAD_PASS_MAX_PARTS : parts;
    names_ctx *c = &n->c;
    *c = (names_ctx){.o = o, .count = warp_wad_count(w), .st = &n->st};
    n->find = handle_alloc(warp_wad_sizeof());
    int rc = n->find ? warp_wad_init(n->find, warp_wad_sizeof(), WARP_ABI_VERSION, dir, dir_len, UINT64_MAX, NULL)
                     : WARP_E_LIMIT;
    if (rc == WARP_OK) {
        size_t size = warp_wad_index_size(n->find);
        n->index = handle_alloc(size);
        rc = n->index ? warp_wad_index_init(n->find, n->index, size) : WARP_E_LIMIT;
    }
    c->find = n->find;
    size_t slots = (size_t)c->count + 1;
    c->kinds = calloc(slots, sizeof *c->kinds);
    c->cand = calloc(slots, sizeof *c->cand);
    c->cand_how = calloc(slots, sizeof *c->cand_how);
    c->ambiguous = calloc(slots, 1);
    if (rc != WARP_OK || !c->kinds || !c->cand || !c->cand_how || !c->ambiguous) {
        report("names", -1, "%s", rc != WARP_OK ? warp_strerror(rc) : "out of memory");
        names_discard(n);
        return NULL;
    }
    for (unsigned k = 0; k < n->parts; k++) {
        n->part[k].c = *c; /* the shared arrays; sets of its own */
        memset(&n->part[k].c.stems, 0, sizeof c->stems);
        memset(&n->part[k].c.words, 0, sizeof c->words);
        memset(&n->part[k].c.res, 0, sizeof c->res);
    }
    return n;
}

int names_end(names_recovery *n, names_stats *st) {
    int status = guess(n);
    if (status == -2) report("names", -1, "out of memory");
    if (n->c.o->progress) fprintf(stderr, "\r\033[K");
    *st = n->st;
    st->seconds = now() - n->t0;
    names_discard(n);
    return status ? -1 : 0;
}

static void recover_entry(void *user, const warp_wad *w, unsigned part, uint32_t i, const uint8_t *p, size_t len) {
    int kind = WARP_KIND_UNKNOWN;
    if (p) warp_classify(p, len, WARP_KIND_UNKNOWN, &kind);
    names_entry(user, w, part, i, p, len, kind);
}

int recover_names(const void *dir, size_t dir_len, const warp_wad *w, const names_opts *o, char **names, char **how,
                  names_stats *st) {
    memset(st, 0, sizeof *st);
    unsigned parts = wad_pass_parts(warp_wad_count(w), o->jobs);
    names_recovery *n = names_begin(dir, dir_len, w, o, parts, names, how);
    if (!n) return -1;
    wad_pass pass = {parts, o->drop_pages, o->progress ? "names: harvesting" : NULL, NULL};
    wad_pass_run(w, &pass, recover_entry, n);
    return names_end(n, st);
}

int names_file_foreach(const char *path, int (*fn)(void *user, const char *name), void *user) {
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    char line[4096];
    int rc = 0;
    while (!rc && fgets(line, sizeof line, f)) {
        char *s = line, *e = strchr(line, '#');
        if (e) *e = 0; /* a comment: `warp names` writes how each name was found */
        while (*s && isspace((unsigned char)*s)) s++;
        e = s + strlen(s);
        while (e > s && isspace((unsigned char)e[-1])) *--e = 0;
        if (*s) rc = fn(user, s);
    }
    int err = rc ? ENOMEM : ferror(f) ? (errno ? errno : EIO) : 0; /* fn fails only out of memory */
    fclose(f);
    if (err) errno = err;
    return err ? -1 : 0;
}

typedef struct wad_names { const warp_wad *w; char **names; } wad_names;

static int name_entry(void *user, const char *s) {
    wad_names *n = user;
    uint32_t idx;
    if (warp_wad_find(n->w, s, &idx) == WARP_OK && !n->names[idx] && !(n->names[idx] = strdup(s))) return -1;
    return 0;
}

int load_names_file(const char *path, const warp_wad *w, char **names) {
    wad_names n = {w, names};
    return names_file_foreach(path, name_entry, &n);
}
