/* warp check's report (check.h): what the decode-only run found, entry by entry, held
 * against what the NTSC-U disc is known to hold (docs/tool.md, "check";
 * FACTS 1, page 002 "Kinds of entry"). The failures and warnings are read back from each
 * entry's manifest items, which the per-kind exporters wrote as in `warp extract`. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "extract/check.h"
#include "extract/invariants.h"
#include "platform/outfile.h"
#include "platform/util.h"

/* The NTSC-U disc (SLUS_212.15): FACTS 1 and page 002's table of kinds. The 3,615
 * resources split by the classifier's sub-kinds (page 002, "Layout of the WAD"). */
#define DISC_ENTRIES 10701u
#define DISC_DIR_BYTES 128428ull
#define DISC_WAD_BYTES 1495371776ull
static const unsigned disc_kinds[WARP_KIND_COUNT] = {
    [WARP_KIND_PACK] = 881,          [WARP_KIND_TEXTURES] = 1509,     [WARP_KIND_SPRITE_SHEET] = 576,
    [WARP_KIND_MODEL] = 1324,        [WARP_KIND_SKINNED_MODEL] = 153, [WARP_KIND_ANIMATION] = 564,
    [WARP_KIND_CHARACTER] = 53,      [WARP_KIND_LEVEL] = 64,          [WARP_KIND_GLOBAL] = 2,
    [WARP_KIND_SCENE_LIST] = 1,      [WARP_KIND_WORLD_PART] = 1911,   [WARP_KIND_WORLD_STREAM] = 159,
    [WARP_KIND_WORLD_MANIFEST] = 159, [WARP_KIND_LUA] = 467,          [WARP_KIND_SCENE] = 2765,
    [WARP_KIND_SOUND_INDEX] = 21,    [WARP_KIND_SOUND_BANK] = 21,     [WARP_KIND_RW_OLD] = 5,
    [WARP_KIND_FONT_METRICS] = 1,    [WARP_KIND_BITMAP] = 1,          [WARP_KIND_ICON] = 1,
    [WARP_KIND_OBJECT_LIST] = 63,
};

static const char *const code_names[] = {"WARP_E_ARG", "WARP_E_VERSION", "WARP_E_MEM_SMALL", "WARP_E_DST_SMALL",
                                         "WARP_E_TRUNCATED", "WARP_E_MAGIC", "WARP_E_CORRUPT", "WARP_E_UNSUPPORTED",
                                         "WARP_E_LIMIT", "WARP_E_NOT_FOUND", "WARP_E_IO", "WARP_E_RANGE",
                                         "WARP_E_DEPTH", "WARP_E_STATE"};
#define CODE_COUNT (int)(sizeof code_names / sizeof code_names[0])

/* The library status a message carries (its warp_strerror text; the longest that
 * occurs), 0 when it carries none (a tool-level reason). */
static int code_of(const char *msg) {
    int best = 0;
    size_t best_len = 0;
    for (int c = -1; c >= -CODE_COUNT; c--) {
        const char *s = warp_strerror(c);
        if (strlen(s) > best_len && strstr(msg, s)) best = c, best_len = strlen(s);
    }
    return best;
}

/* One failure or warning. */
typedef struct finding {
    uint32_t entry;
    unsigned long long offset; /* in the entry */
    int code;
    char *msg;
} finding;

typedef struct findings {
    finding *v;
    size_t n, cap;
} findings;

/* A JSON string at *p (our writer's escapes: \" \\ \u00XX), into a new string; *p past it. */
static char *read_string(const char **p) {
    const char *s = *p + 1;
    char *out = malloc(strlen(s) + 1), *o = out;
    if (!out) return NULL;
    for (; *s && *s != '"'; s++) {
        if (*s != '\\' || !s[1]) {
            *o++ = *s;
        } else if (*++s == 'u' && s[1] && s[2] && s[3] && s[4]) {
            char hex[5] = {s[1], s[2], s[3], s[4], 0};
            *o++ = (char)strtoul(hex, NULL, 16);
            s += 4;
        } else {
            *o++ = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
        }
    }
    *o = 0;
    *p = *s ? s + 1 : s;
    return out;
}

/* The flat manifest item at *p ('{'): its "kind", "offset" and message (key `what`);
 * *p past its '}'. 0, or -1 when it is not a flat object. */
static int read_item(const char **p, const char *what, char **kind, unsigned long long *offset, char **msg) {
    const char *s = *p + 1;
    while (*s) {
        while (*s == ' ' || *s == ',' || *s == '\n') s++;
        if (*s == '}') {
            *p = s + 1;
            return 0;
        }
        if (*s != '"') return -1;
        char *key = read_string(&s);
        if (!key) return -1;
        while (*s == ' ' || *s == ':') s++;
        if (*s == '"') {
            char *v = read_string(&s);
            if (!strcmp(key, "kind") && !*kind) *kind = v;
            else if (!strcmp(key, what) && !*msg) *msg = v;
            else free(v);
        } else {
            if (!strcmp(key, "offset")) *offset = strtoull(s, NULL, 10);
            while (*s && *s != ',' && *s != '}') {
                if (*s == '{' || *s == '[') { /* not flat: not an error or warning item */
                    free(key);
                    return -1;
                }
                s++;
            }
        }
        free(key);
    }
    return -1;
}

static void add_finding(findings *f, uint32_t entry, unsigned long long offset, char *msg) {
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 16;
        finding *v = realloc(f->v, cap * sizeof *v);
        if (!v) {
            free(msg);
            return;
        }
        f->v = v, f->cap = cap;
    }
    f->v[f->n++] = (finding){entry, offset, code_of(msg), msg};
}

/* Every item of `kind` ("error", "warning") in entry i's manifest object. */
static void collect(const wad_run *r, uint32_t i, const char *kind, findings *f) {
    const char *text = r->results[i].text;
    char head[32];
    snprintf(head, sizeof head, "{\"kind\": \"%s\"", kind);
    for (const char *p = text ? strstr(text, head) : NULL; p; p = strstr(p, head)) {
        char *k = NULL, *msg = NULL;
        unsigned long long offset = 0;
        if (read_item(&p, kind, &k, &offset, &msg) != 0) p++;
        free(k);
        if (msg) add_finding(f, i, offset, msg);
    }
}

/* The WAD's layout as `warp list` warns of it (invariants.h): the DIR's offsets, then the
 * gaps and the name order of warp_check_wad_layout. Offsets 0: the entry's start. */
typedef struct layout_walk {
    const wad_run *r;
    findings *f;
} layout_walk;

static void add_text(findings *f, uint32_t entry, const char *text) {
    char *msg = strdup(text);
    if (msg) add_finding(f, entry, 0, msg);
}

static int layout_warning(void *user, const warp_warning *w) {
    layout_walk *l = user;
    char text[512];
    invariant_text(w, (const char *const *)l->r->names, text, sizeof text);
    add_text(l->f, w->entry, text);
    return 0;
}

static void layout_findings(const wad_run *r, findings *f) {
    for (uint32_t i = 0; i < r->count; i++) {
        char text[128];
        if (r->entries[i].flags & WARP_ENTRY_UNALIGNED) {
            snprintf(text, sizeof text, "offset %llu is not a multiple of 2,048",
                     (unsigned long long)r->entries[i].offset);
            add_text(f, i, text);
        }
        if (r->entries[i].flags & WARP_ENTRY_UNSORTED) add_text(f, i, "starts before the previous entry");
    }
    warp_wad *w = wad_handle_open(r);
    if (!w) return;
    layout_walk l = {r, f};
    warp_check_wad_layout(w, (const char *const *)r->names, layout_warning, &l);
    free(w);
}

static void free_findings(findings *f) {
    for (size_t k = 0; k < f->n; k++) free(f->v[k].msg);
    free(f->v);
}

/* ---- the report -------------------------------------------------------------------------- */

typedef struct tally {
    unsigned entries[WARP_KIND_COUNT], failed[WARP_KIND_COUNT];
    unsigned failed_entries, kinds_differ;
    unsigned long long dir_bytes, bytes;
    int disc; /* entry count, DIR and WAD sizes and every kind count as on the disc */
} tally;

static void count(const wad_run *r, tally *t) {
    memset(t, 0, sizeof *t);
    for (uint32_t i = 0; i < r->count; i++) {
        int k = r->kinds[i] >= 0 && r->kinds[i] < WARP_KIND_COUNT ? r->kinds[i] : WARP_KIND_UNKNOWN;
        t->entries[k]++;
        t->bytes += r->entries[i].size;
        if (r->results[i].failed || !r->results[i].ready) t->failed[k]++, t->failed_entries++;
    }
    for (int k = 0; k < WARP_KIND_COUNT; k++) t->kinds_differ += t->entries[k] != disc_kinds[k];
    t->dir_bytes = r->dir.len;
    t->disc = r->count == DISC_ENTRIES && t->dir_bytes == DISC_DIR_BYTES && r->wad_len == DISC_WAD_BYTES &&
              !t->kinds_differ;
}

static void print_finding(const wad_run *r, const char *what, const finding *f) {
    const char *name = r->names[f->entry];
    printf("  %s: entry %u%s%s%s (%s) at WAD offset %llu (+%llu): ", what, f->entry, name ? " (" : "",
           name ? name : "", name ? ")" : "", warp_kind_name(r->kinds[f->entry]),
           (unsigned long long)r->entries[f->entry].offset + f->offset, f->offset);
    if (f->code) printf("%s (%d): ", code_names[-f->code - 1], f->code);
    printf("%s\n", f->msg);
}

static void print_identification(const wad_run *r, const tally *t) {
    if (t->disc) {
        printf("identification: the NTSC-U disc (SLUS_212.15): 10,701 entries, DIR 128,428 bytes, WAD "
               "1,495,371,776 bytes, every kind counted as on the disc\n");
        return;
    }
    printf("identification: not the NTSC-U disc as known (10,701 entries, DIR 128,428 bytes, WAD 1,495,371,776 "
           "bytes); differs in:");
    if (r->count != DISC_ENTRIES) printf(" entries (%u),", r->count);
    if (t->dir_bytes != DISC_DIR_BYTES) printf(" DIR size (%llu bytes),", t->dir_bytes);
    if (r->wad_len != DISC_WAD_BYTES) printf(" WAD size (%llu bytes),", (unsigned long long)r->wad_len);
    printf(" %u kind count%s (marked below)\n", t->kinds_differ, t->kinds_differ == 1 ? "" : "s");
}

static void print_report(const wad_run *r, const tally *t, const findings *errors, const findings *warnings,
                         double seconds) {
    double mb = (double)t->bytes / 1e6;
    printf("%s: %u entries, %.1f MB decoded in %.2f s (%.0f MB/s), nothing written\n", r->wad_path, r->count, mb,
           seconds, seconds > 0 ? mb / seconds : 0.0);
    print_identification(r, t);
    printf("  %-16s %8s %8s %8s %8s\n", "kind", "entries", "decoded", "failed", "disc");
    for (int k = 1; k <= WARP_KIND_COUNT; k++) {
        int kind = k % WARP_KIND_COUNT; /* unknown last */
        if (!t->entries[kind] && !disc_kinds[kind]) continue;
        printf("  %-16s %8u %8u %8u %8u%s\n", warp_kind_name(kind), t->entries[kind],
               t->entries[kind] - t->failed[kind], t->failed[kind], disc_kinds[kind],
               t->entries[kind] != disc_kinds[kind] ? "  differs" : "");
    }
    unsigned shared = 0;
    for (size_t g = 0; g < r->res.group_count; g++) shared += r->res.groups[g].count > 1;
    printf("  resources: %zu distinct in %zu copies, %u of them held more than once (warp list --copies: where)\n",
           r->res.group_count, r->res.count, shared);
    if (!r->names_path && t->entries[WARP_KIND_UNKNOWN])
        printf("  note: a sound bank (.msb) has no signature: one neither named nor right before its .msd "
               "counts as unknown\n");
    for (size_t k = 0; k < warnings->n; k++) print_finding(r, "warning", &warnings->v[k]);
    for (size_t k = 0; k < errors->n; k++) print_finding(r, "failed", &errors->v[k]);
    if (t->failed_entries)
        printf("result: %u of %u entries failed to decode (%zu failure%s, %zu warning%s)\n", t->failed_entries,
               r->count, errors->n, errors->n == 1 ? "" : "s", warnings->n, warnings->n == 1 ? "" : "s");
    else
        printf("result: every entry decodes (%zu warning%s)\n", warnings->n, warnings->n == 1 ? "" : "s");
}

static void json_findings(FILE *f, const wad_run *r, const char *key, const findings *v) {
    fprintf(f, "  \"%s\": [", key);
    for (size_t k = 0; k < v->n; k++) {
        const finding *x = &v->v[k];
        fprintf(f, "%s\n    {\"entry\": %u, \"name\": ", k ? "," : "", x->entry);
        json_string(f, r->names[x->entry]);
        fprintf(f, ", \"kind\": \"%s\", \"wad_offset\": %llu, \"offset\": %llu, \"code\": %d, \"code_name\": ",
                warp_kind_name(r->kinds[x->entry]), (unsigned long long)r->entries[x->entry].offset + x->offset,
                x->offset, x->code);
        json_string(f, x->code ? code_names[-x->code - 1] : NULL);
        fputs(", \"message\": ", f);
        json_string(f, x->msg);
        fputc('}', f);
    }
    fputs(v->n ? "\n  ]" : "]", f);
}

static void json_report(FILE *f, const wad_run *r, const tally *t, const findings *errors, const findings *warnings,
                        double seconds) {
    fputs("{\n  \"wad\": ", f);
    json_string(f, r->wad_path);
    fputs(",\n  \"dir\": ", f);
    json_string(f, r->dir_path);
    fprintf(f, ",\n  \"libwarp\": \"%s\",\n  \"status\": \"%s\",\n  \"entry_count\": %u,\n  \"wad_size\": %llu,\n"
            "  \"dir_size\": %llu,\n  \"seconds\": %.3f,\n", warp_version_string(), t->failed_entries ? "failed" : "ok",
            r->count, (unsigned long long)r->wad_len, t->dir_bytes, seconds);
    fprintf(f, "  \"identification\": {\"disc\": \"NTSC-U (SLUS_212.15)\", \"matches\": %s, \"entry_count\": %u, "
            "\"dir_size\": %llu, \"wad_size\": %llu, \"kinds_differ\": %u},\n  \"kinds\": [",
            t->disc ? "true" : "false", DISC_ENTRIES, DISC_DIR_BYTES, DISC_WAD_BYTES, t->kinds_differ);
    for (int k = 0, first = 1; k < WARP_KIND_COUNT; k++) {
        if (!t->entries[k] && !disc_kinds[k]) continue;
        fprintf(f, "%s\n    {\"kind\": \"%s\", \"entries\": %u, \"decoded\": %u, \"failed\": %u, \"disc\": %u}",
                first ? "" : ",", warp_kind_name(k), t->entries[k], t->entries[k] - t->failed[k], t->failed[k],
                disc_kinds[k]);
        first = 0;
    }
    unsigned shared = 0;
    for (size_t g = 0; g < r->res.group_count; g++) shared += r->res.groups[g].count > 1;
    fprintf(f, "\n  ],\n  \"resources\": {\"distinct\": %zu, \"copies\": %zu, \"shared\": %u},\n", r->res.group_count,
            r->res.count, shared);
    json_findings(f, r, "failures", errors);
    fputs(",\n", f);
    json_findings(f, r, "warnings", warnings);
    fputs("\n}\n", f);
}

static int write_json(const char *path, const wad_run *r, const tally *t, const findings *errors,
                      const findings *warnings, double seconds) {
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) return -1;
    json_report(f, r, t, errors, warnings, seconds);
    int rc = fclose(f) != 0 ? -1 : out_write_file(path, text, len);
    free(text);
    return rc;
}

int check_report(const wad_run *r, const char *json_path, double seconds) {
    tally t;
    count(r, &t);
    findings errors = {0}, warnings = {0};
    for (uint32_t i = 0; i < r->count; i++) {
        collect(r, i, "error", &errors);
        collect(r, i, "warning", &warnings);
    }
    layout_findings(r, &warnings);
    print_report(r, &t, &errors, &warnings, seconds);
    int status = t.failed_entries ? 1 : 0;
    out_set_discard(0); /* the report is the one file warp check writes */
    if (json_path && write_json(json_path, r, &t, &errors, &warnings, seconds) != 0) {
        report(json_path, -1, "cannot write: %s", strerror(errno));
        status = 1;
    }
    free_findings(&errors);
    free_findings(&warnings);
    return status;
}
