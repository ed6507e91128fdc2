/* warp list WAD [--dir DIR] [--names FILE] [--no-recover-names] [--json] [--copies]: one row per
 * DIR entry, with its resource's name when one is known; or one per distinct resource with its
 * copies (list_copies.c). */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "cli/list_copies.h"
#include "extract/invariants.h"
#include "extract/res_names.h"
#include "platform/names.h"
#include "platform/disc.h"
#include "platform/util.h"

static void list_usage(FILE *f) {
    fprintf(f,
            "usage: warp list WAD|GAME.iso [--dir DIR] [--names FILE] [--no-recover-names] [--json] [--copies]\n"
            "\n"
            "List the entries of WARRIORS.WAD (or of the one in the disc image GAME.iso): index,\n"
            "offset, size, hash, kind, name, and the name of the entry's resource when known\n"
            "(entry 0: 1311430553  dyn_crate_geo).\n"
            "\n"
            "  --dir DIR     the index (default: WARRIORS.DIR beside the WAD, any letter case)\n"
            "  --names FILE  a text file of entry names, one per line ('#' starts a comment, as\n"
            "                `warp names` writes); each name is hashed as the game does and matched\n"
            "                against the DIR, and names the resource whose hash is its CRC-32.\n"
            "                Entries it does not name get the decimal name recovered from their\n"
            "                content, when it checks. Without --names, entry and resource names\n"
            "                are recovered from the disc's own strings (warp names --help).\n"
            "  --no-recover-names  no names guessed from the disc's strings: only the decimal\n"
            "                names of resources\n"
            "  --json        print a JSON array of {\"index\", \"offset\", \"size\", \"hash\", \"kind\",\n"
            "                \"name\", \"resource\"} (hash as a number, names null when unknown)\n"
            "  --copies      one row per distinct resource (a standalone entry or a resource in a\n"
            "                pack, keyed by hash and content as `warp extract` writes them once):\n"
            "                how many copies the WAD holds and where (entry, or entry:place in its\n"
            "                pack); with --json {\"hash\", \"variant\", \"resource\", \"size\",\n"
            "                \"copies\": [{\"entry\", \"pack\", \"offset\"}]}\n"
            "\n"
            "Kinds: pack, textures, sprite_sheet, model, skinned_model, animation, character,\n"
            "level, global, scene_list, resource, world_part, world_stream, world_manifest, lua,\n"
            "scene, sound_index, sound_bank, rw_old, font_metrics, bitmap, icon, object_list,\n"
            "unknown. Entry offsets that are not multiples of 2,048 or that go backwards are\n"
            "reported as warnings on stderr.\n");
}

/* A sound bank has no signature: it is the .msb whose .msd (same stem) is an index. */
/* Entry i is a sound bank when its "<stem>.msd" is a sound index; unnamed, when the entry
 * after it (names in order put X.msb right before X.msd) is an unnamed or .msd index
 * whose offsets all fall inside it. */
static int bank_hint(const warp_wad *w, char **names, uint32_t i, size_t len) {
    const char *name = names[i];
    uint32_t idx = i + 1;
    const uint8_t *d;
    size_t n;
    if (name && ends_with_nocase(name, ".msb")) {
        char msd[4096];
        snprintf(msd, sizeof msd, "%.*s.msd", (int)(strlen(name) - 4), name);
        if (warp_wad_find(w, msd, &idx) != WARP_OK) return WARP_KIND_UNKNOWN;
        len = 0; /* named: the index decides */
    } else if (name || idx >= warp_wad_count(w) || (names[idx] && !ends_with_nocase(names[idx], ".msd")) || !len) {
        return WARP_KIND_UNKNOWN;
    }
    int kind;
    if (warp_wad_data(w, idx, &d, &n) != WARP_OK || warp_classify(d, n, WARP_KIND_UNKNOWN, &kind) != WARP_OK ||
        kind != WARP_KIND_SOUND_INDEX)
        return WARP_KIND_UNKNOWN;
    return !len || warp_bank_foreach(d, n, len, NULL, ignore_bank_sound, NULL) == WARP_OK ? WARP_KIND_SOUND_BANK
                                                                                  : WARP_KIND_UNKNOWN;
}

/* The name of the entry's resource (kinds holding one resource: its header's hash word,
 * FACTS.md 2.1), or NULL. */
static const char *resource_name(const res_names *rn, const uint8_t *d, size_t n, int kind) {
    return kind > WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE && n >= 16 ? res_names_find(rn, le32(d + 12)) : NULL;
}

/* One line (or JSON object) per entry, with the DIR's warnings and the entry's RenderWare
 * version warnings (invariants.h); 0, or -1 after a message. mapped: the WAD is a file
 * mapping, whose pages are dropped behind the listing (platform/util.h). */
static int print_entries(const warp_wad *w, char **names, const res_names *rn, const char *dir_path, int json,
                         invariant_out *io, int mapped) {
    uint32_t count = warp_wad_count(w);
    const uint8_t *held = NULL, *end = NULL;
    int rc;
    if (json)
        printf("[");
    else
        printf("%6s  %10s  %10s  %-10s  %-14s  %-10s  %s\n", "index", "offset", "size", "hash", "kind", "name",
               "resource");
    for (uint32_t i = 0; i < count; i++) {
        warp_entry e;
        const uint8_t *d;
        size_t n;
        if ((rc = warp_wad_get(w, i, &e)) != WARP_OK || (rc = warp_wad_data(w, i, &d, &n)) != WARP_OK) {
            report(dir_path, 16 + 12 * (long long)i, "entry %u: %s", i, warp_strerror(rc));
            return -1;
        }
        if (mapped) map_drop_behind(&held, d, 0), end = d + n;
        if (e.flags & WARP_ENTRY_UNALIGNED)
            report(dir_path, 16 + 12 * (long long)i, "warning: entry %u offset %llu is not a multiple of 2,048", i,
                   (unsigned long long)e.offset);
        if (e.flags & WARP_ENTRY_UNSORTED)
            report(dir_path, 16 + 12 * (long long)i, "warning: entry %u starts before the previous entry", i);
        int kind;
        if ((rc = warp_classify(d, n, WARP_KIND_UNKNOWN, &kind)) != WARP_OK)
            report(io->file, (long long)e.offset, "warning: entry %u: a damaged container: %s", i, warp_strerror(rc));
        if (kind == WARP_KIND_UNKNOWN) warp_classify(d, n, bank_hint(w, names, i, n), &kind);
        warp_check_entry_versions(d, n, kind, i, invariant_report, io); /* structure errors: tree's to say */
        const char *res = resource_name(rn, d, n, kind);
        if (json) {
            printf("%s\n  {\"index\": %u, \"offset\": %llu, \"size\": %u, \"hash\": %u, \"kind\": \"%s\", \"name\": ",
                   i ? "," : "", i, (unsigned long long)e.offset, e.size, e.hash, warp_kind_name(kind));
            json_string(stdout, names[i]);
            printf(", \"resource\": ");
            json_string(stdout, res);
            printf("}");
        } else {
            const char *name = names[i] ? names[i] : "-";
            printf("%6u  %10llu  %10u  0x%08x  %-14s  %s", i, (unsigned long long)e.offset, e.size, e.hash,
                   warp_kind_name(kind), name);
            if (res) /* a column after the decimal names (10 digits at most) */
                printf("%*s%s", strlen(name) < 10 ? (int)(12 - strlen(name)) : 2, "", res);
            printf("\n");
        }
    }
    if (json) printf("%s]\n", count ? "\n" : "");
    if (end) map_drop_behind(&held, end, 1);
    return 0;
}

/* Entry names (--names, else recovered from the disc's strings unless no_recover; entries
 * without one get the decimal name of their resource when it checks) and resource names
 * (the names file's, else the recovered ones) into names and rn; 0, or -1 after a report. */
static int list_names(const wad_files *f, const char *names_path, int no_recover, char **names, res_names *rn) {
    const warp_wad *w = f->w;
    if (names_path && (load_names_file(names_path, w, names) != 0 || res_names_load(names_path, rn) != 0)) {
        report(names_path, -1, "%s", strerror(errno));
        return -1;
    }
    if (!names_path && !no_recover) { /* the recovery gives the decimal names itself */
        char **res = NULL;
        names_stats st;
        names_opts no = {.progress = isatty(2), .drop_pages = f->wad.mapped, .resources = &res};
        if (recover_names(f->dir.data, f->dir.len, w, &no, names, NULL, &st) != 0) return -1;
        if (res_names_adopt(rn, res) == 0) return 0;
        report(f->dir_path, -1, "out of memory");
        return -1;
    }
    const uint8_t *held = NULL, *end = NULL; /* a mapped WAD's pages dropped behind (util.h) */
    for (uint32_t i = 0; i < warp_wad_count(w); i++) {
        const uint8_t *d;
        size_t n;
        char num[16];
        warp_entry e;
        if (names[i] || warp_wad_get(w, i, &e) || warp_wad_data(w, i, &d, &n)) continue;
        if (f->wad.mapped) map_drop_behind(&held, d, 0), end = d + n;
        if (warp_recover_name(d, n, e.hash, num, sizeof num, NULL) == WARP_OK) names[i] = strdup(num);
    }
    if (end) map_drop_behind(&held, end, 1);
    return 0;
}

int cmd_list(int argc, char **argv) {
    const char *wad_path = NULL, *dir_arg = NULL, *names_path = NULL;
    int json = 0, no_recover = 0, copies = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            list_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--json")) {
            json = 1;
        } else if (!strcmp(argv[i], "--copies")) {
            copies = 1;
        } else if (!strcmp(argv[i], "--no-recover-names")) {
            no_recover = 1;
        } else if (!strcmp(argv[i], "--dir") && i + 1 < argc) {
            dir_arg = argv[++i];
        } else if (!strcmp(argv[i], "--names") && i + 1 < argc) {
            names_path = argv[++i];
        } else if (argv[i][0] == '-' || wad_path) {
            fprintf(stderr, "warp list: unexpected argument '%s'\n", argv[i]);
            list_usage(stderr);
            return 2;
        } else {
            wad_path = argv[i];
        }
    }
    if (!wad_path) {
        list_usage(stderr);
        return 2;
    }
    char disc_buf[4096];
    wad_path = disc_wad_path(wad_path, disc_buf, sizeof disc_buf); /* GAME.iso: its WARRIORS.WAD */
    wad_files f;
    if (open_wad(wad_path, dir_arg, &f) != 0) return 1;
    warp_wad *w = f.w;
    const char *dir_path = f.dir_path;
    int status = 1, rc;
    char **names = NULL;
    res_names rn = {NULL, 0};
    void *index = NULL;
    size_t index_len = warp_wad_index_size(w);
    index = handle_alloc(index_len);
    if ((rc = warp_wad_index_init(w, index, index_len)) != WARP_OK) {
        report(dir_path, -1, "hash index: %s", warp_strerror(rc));
        goto done;
    }
    uint32_t count = warp_wad_count(w);
    names = calloc(count ? count : 1, sizeof *names);
    if (!names) {
        report(wad_path, -1, "out of memory");
        goto done;
    }
    if (list_names(&f, names_path, no_recover, names, &rn) != 0) goto done;
    invariant_out io = {wad_path, (const char *const *)names, 0};
    if (copies) {
        if (list_copies(w, &rn, json) != 0) goto done;
        status = fflush(stdout) == 0 ? 0 : 1;
        goto done;
    }
    if (print_entries(w, names, &rn, dir_path, json, &io, f.wad.mapped) != 0) goto done;
    warp_check_wad_layout(w, (const char *const *)names, invariant_report, &io);
    status = fflush(stdout) == 0 ? 0 : 1;
done:
    if (names)
        for (uint32_t i = 0; i < warp_wad_count(w); i++) free(names[i]);
    free(names);
    res_names_free(&rn);
    free(index);
    close_wad(&f);
    return status;
}
