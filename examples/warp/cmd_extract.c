/* warp extract INPUT -o OUTDIR [--mips] [--quiet]: textures to PNG plus a manifest.
 * extract_buffer() finds every texture dictionary in one buffer (raw .txd, WAD entry,
 * chunk container, world part or world stream); each kind of output has its own
 * function (extract_texture for PNGs), so models and whole WADs can be added beside. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract_wad.h"
#include "png.h"
#include "util.h"

/* Output stems already used (case-insensitively, so extraction works on any file system). */
typedef struct name_set {
    char **items;
    size_t count, cap;
} name_set;

typedef struct extract_ctx {
    const char *outdir;
    int mips, quiet, png_level;
    FILE *manifest;
    int manifest_items;
    name_set names;
    const char *source; /* input label for the manifest */
    const uint8_t *base; /* start of the input, for offsets */
    size_t dict_offset;
    unsigned textures, failures, dictionaries;
} extract_ctx;

static uint32_t stem_hash(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) h = (h ^ (uint32_t)(*s >= 'A' && *s <= 'Z' ? *s + 32 : *s)) * 16777619u;
    return h;
}

/* Insert; 0 when new, 1 when already present, -1 out of memory. */
static int name_set_add(name_set *set, const char *s) {
    if (set->count * 2 >= set->cap) {
        size_t cap = set->cap ? set->cap * 2 : 256;
        char **items = calloc(cap, sizeof *items);
        if (!items) return -1;
        for (size_t i = 0; i < set->cap; i++) {
            if (!set->items[i]) continue;
            size_t j = stem_hash(set->items[i]) & (cap - 1);
            while (items[j]) j = (j + 1) & (cap - 1);
            items[j] = set->items[i];
        }
        free(set->items);
        set->items = items;
        set->cap = cap;
    }
    size_t j = stem_hash(s) & (set->cap - 1);
    for (; set->items[j]; j = (j + 1) & (set->cap - 1))
        if (!strcasecmp(set->items[j], s)) return 1;
    if (!(set->items[j] = strdup(s))) return -1;
    set->count++;
    return 0;
}

static void name_set_free(name_set *set) {
    for (size_t i = 0; i < set->cap; i++) free(set->items[i]);
    free(set->items);
    memset(set, 0, sizeof *set);
}

/* A stem no earlier output used: the sanitised name, else name~1, name~2, ... */
static int unique_stem(extract_ctx *c, const char *name, char *out, size_t cap) {
    char base[200];
    sanitize_name(name, base, sizeof base);
    for (unsigned n = 0;; n++) {
        if (n == 0)
            snprintf(out, cap, "%s", base);
        else
            snprintf(out, cap, "%s~%u", base, n);
        int rc = name_set_add(&c->names, out);
        if (rc <= 0) return rc;
    }
}

static const char *psm_name(uint32_t psm) {
    switch (psm) {
    case WARP_PSM_CT32: return "PSMCT32";
    case WARP_PSM_CT24: return "PSMCT24";
    case WARP_PSM_CT16: return "PSMCT16";
    case WARP_PSM_CT16S: return "PSMCT16S";
    case WARP_PSM_T8: return "PSMT8";
    case WARP_PSM_T4: return "PSMT4";
    default: return "unknown";
    }
}

static void manifest_sep(extract_ctx *c) { fputs(c->manifest_items++ ? ",\n    " : "\n    ", c->manifest); }

static void manifest_error(extract_ctx *c, size_t offset, int index, const char *why) {
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"error\", \"source\": ");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"index\": %d, \"error\": ", offset, index);
    json_string(c->manifest, why);
    fputc('}', c->manifest);
}

/* Decode one level and write it as OUTDIR/<stem><suffix>.png. */
static int write_level_png(extract_ctx *c, const warp_texture *t, uint32_t level, const char *stem,
                           const char *suffix) {
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    uint32_t w = in.level_width[level], h = in.level_height[level];
    uint8_t *rgba = malloc((size_t)w * h * 4u);
    if (!rgba) return WARP_E_LIMIT;
    int rc = warp_texture_decode_rgba(t, level, rgba, (size_t)w * h * 4u, 0);
    if (!rc) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s%s.png", c->outdir, stem, suffix);
        if (png_write_file(path, rgba, w, h, 0, c->png_level) != 0) {
            report(path, -1, "cannot write: %s", strerror(errno));
            rc = WARP_E_IO;
        }
    }
    free(rgba);
    return rc;
}

/* Textures: level 0 (and with --mips every level) to PNG, and a manifest item. */
static int extract_texture(void *user, const warp_texture *t) {
    extract_ctx *c = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    char stem[256];
    if (unique_stem(c, in.name, stem, sizeof stem) != 0) return 1;
    int rc = write_level_png(c, t, 0, stem, "");
    char suffix[32];
    for (uint32_t l = 1; c->mips && l < in.levels && !rc; l++) {
        char mip_stem[300];
        snprintf(suffix, sizeof suffix, ".mip%u", l);
        snprintf(mip_stem, sizeof mip_stem, "%s%s", stem, suffix);
        name_set_add(&c->names, mip_stem); /* a later texture named like this mip gets a suffix */
        rc = write_level_png(c, t, l, stem, suffix);
    }
    if (rc) {
        c->failures++;
        manifest_error(c, c->dict_offset, (int)in.index, warp_strerror(rc));
        return rc == WARP_E_IO ? 1 : 0;
    }
    c->textures++;
    manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"texture\", \"source\": ");
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"dictionary_offset\": %zu, \"index\": %u, \"name\": ", c->dict_offset, in.index);
    json_string(c->manifest, in.name);
    fputs(", \"mask\": ", c->manifest);
    json_string(c->manifest, in.mask);
    fprintf(c->manifest,
            ", \"width\": %u, \"height\": %u, \"depth\": %u, \"format\": \"%s\", \"palette\": %s%s%s"
            ", \"raster_format\": \"0x%04X\", \"levels\": %u, \"file\": ",
            in.width, in.height, in.depth, psm_name(in.psm), in.palette_colors ? "\"" : "",
            in.palette_colors ? psm_name(in.palette_psm) : "null", in.palette_colors ? "\"" : "", in.raster_format,
            in.levels);
    char file[300];
    snprintf(file, sizeof file, "%s.png", stem);
    json_string(c->manifest, file);
    if (c->mips && in.levels > 1) {
        fputs(", \"mips\": [", c->manifest);
        for (uint32_t l = 1; l < in.levels; l++) {
            snprintf(file, sizeof file, "%s.mip%u.png", stem, l);
            if (l > 1) fputs(", ", c->manifest);
            json_string(c->manifest, file);
        }
        fputc(']', c->manifest);
    }
    fputc('}', c->manifest);
    return 0;
}

static int is_section(const uint8_t *p, size_t len, size_t off, uint32_t type) {
    warp_rw_section s;
    return warp_rw_header(p, len, off, &s) == WARP_OK && s.type == type;
}

static void extract_dictionary(extract_ctx *c, const uint8_t *p, size_t len) {
    c->dict_offset = (size_t)(p - c->base);
    c->dictionaries++;
    int rc = warp_txd_foreach(p, len, NULL, extract_texture, c);
    if (rc < 0) {
        c->failures++;
        report(c->source, (long long)c->dict_offset, "texture dictionary: %s", warp_strerror(rc));
        manifest_error(c, c->dict_offset, -1, warp_strerror(rc));
    }
}

static int chunk_cb(void *user, const warp_chunk_info *chunk) {
    extract_ctx *c = user;
    if (chunk->type == 0x2A && is_section(chunk->data, chunk->size, 0, WARP_RW_TEXTURE_DICTIONARY))
        extract_dictionary(c, chunk->data, chunk->size);
    return 0;
}

/* Every texture dictionary of one buffer, wherever the known layouts put it. Returns
 * 0 when at least one dictionary was found. */
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source);
int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source) {
    c->source = source;
    c->base = p;
    unsigned before = c->dictionaries;
    if (is_section(p, len, 0, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p, len); /* a raw .txd */
    } else if (len >= 16 && !memcmp(p, "\1\0\0\0\0\0\0\0\0\0\0\0", 12) &&
               is_section(p, len, 16, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 16, len - 16); /* world part: {1, 0, 0, hash} + 0x16 (FACTS 3.4) */
    } else if (is_section(p, len, 4, WARP_RW_TEXTURE_DICTIONARY)) {
        extract_dictionary(c, p + 4, len - 4); /* world stream: u32 count + 0x16 */
    } else if (is_section(p, len, 0, WARP_RW_TEXTURE_NATIVE)) {
        _Alignas(WARP_ALIGN) unsigned char mem[4096];
        warp_texture *t = (warp_texture *)mem;
        int rc = warp_texture_sizeof() <= sizeof mem
                     ? warp_texture_init(t, sizeof mem, WARP_ABI_VERSION, p, len, NULL)
                     : WARP_E_MEM_SMALL;
        c->dict_offset = 0;
        c->dictionaries++;
        if (rc == WARP_OK)
            extract_texture(c, t);
        else {
            c->failures++;
            report(source, 0, "texture native: %s", warp_strerror(rc));
            manifest_error(c, 0, 0, warp_strerror(rc));
        }
    } else if (warp_container_kind(p, len, NULL) != WARP_CONTAINER_NONE) {
        int rc = warp_chunk_foreach(p, len, NULL, chunk_cb, c);
        if (rc < 0) report(source, -1, "chunk container: %s", warp_strerror(rc));
    }
    return c->dictionaries > before ? 0 : -1;
}

int extract_textures(const char *outdir, int mips, int png_level, FILE *manifest, int *items, const uint8_t *p,
                     size_t len, const char *source, unsigned *textures, unsigned *failures) {
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.outdir = outdir;
    c.mips = mips;
    c.png_level = png_level;
    c.manifest = manifest;
    c.manifest_items = *items;
    name_set_add(&c.names, "manifest");
    int found = extract_buffer(&c, p, len, source);
    name_set_free(&c.names);
    *items = c.manifest_items;
    *textures += c.textures;
    *failures += c.failures;
    return found;
}

static void usage(FILE *f) {
    fprintf(f,
            "usage: warp extract INPUT -o OUTDIR [--mips] [--quiet]\n"
            "\n"
            "Decode every texture of the texture dictionaries in INPUT (a .txd, a WAD entry,\n"
            "a chunk container, a world part or world stream) to OUTDIR/<name>.png (RGBA8)\n"
            "and list them in OUTDIR/manifest.json.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  -q, --quiet       no summary on stdout\n"
            "  -h, --help        this text\n"
            "\n"
            "A WAD (WARRIORS.DIR beside it, or --dir DIR) is extracted whole: see\n"
            "'warp extract WAD --help'.\n");
}

int cmd_extract(int argc, char **argv) {
    if (extract_input_is_wad(argc, argv)) return cmd_extract_wad(argc, argv);
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.png_level = 6;
    const char *input = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc) {
            c.outdir = argv[++i];
        } else if (!strcmp(argv[i], "--mips")) {
            c.mips = 1;
        } else if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet")) {
            c.quiet = 1;
        } else if (argv[i][0] == '-' || input) {
            fprintf(stderr, "warp extract: unexpected argument '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else {
            input = argv[i];
        }
    }
    if (!input || !c.outdir) {
        usage(stderr);
        return 2;
    }
    file_map m;
    if (map_file(input, &m) != 0) {
        report(input, -1, "cannot read: %s", strerror(errno));
        return 1;
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", c.outdir);
    if (make_dirs(c.outdir) != 0 || !(c.manifest = fopen(path, "w"))) {
        report(c.outdir, -1, "cannot create: %s", strerror(errno));
        unmap_file(&m);
        return 1;
    }
    name_set_add(&c.names, "manifest"); /* never shadow manifest.json */
    fputs("{\n  \"items\": [", c.manifest);
    int found = extract_buffer(&c, m.data, m.len, input);
    fputs(c.manifest_items ? "\n  ]\n}\n" : "]\n}\n", c.manifest);
    int io = fclose(c.manifest);
    unmap_file(&m);
    name_set_free(&c.names);
    if (found != 0) report(input, -1, "no texture dictionary found");
    if (!c.quiet)
        printf("%s: %u texture%s from %u dictionar%s, %u failed -> %s\n", input, c.textures,
               c.textures == 1 ? "" : "s", c.dictionaries, c.dictionaries == 1 ? "y" : "ies", c.failures, c.outdir);
    return found != 0 || c.failures || io ? 1 : 0;
}
