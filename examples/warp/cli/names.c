/* warp names WAD [--dir DIR] [--harvest FILE]... [-o FILE]: the entry names recovered
 * from the disc itself (platform/names.c, docs/names.md), one a line with how each was
 * found, ready to share and to give back to list, tree and extract with --names. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "platform/names.h"
#include "platform/outfile.h"
#include "platform/disc.h"
#include "platform/util.h"
#include "platform/wad_pass.h"

static void names_usage(FILE *f) {
    fprintf(f,
            "usage: warp names WAD|GAME.iso [--dir DIR] [--harvest FILE]... [-o FILE] [--jobs N] [--quiet]\n"
            "\n"
            "Recover entry names from the disc itself: every name-like string of every entry\n"
            "(Lua scripts, animation descriptors, scene records, texture and frame names, object\n"
            "lists) and of the --harvest files is tried with the extensions entry names carry,\n"
            "with the level numbers' and the streamed worlds' name forms and the disc's fixed\n"
            "names, hashed as the game does. A hit is kept only if its extension fits the\n"
            "entry's kind and it sorts between its named neighbours in the DIR's name order, so\n"
            "a chance match of the hash does not give a wrong name (docs/names.md).\n"
            "\n"
            "  --dir DIR       the index (default: WARRIORS.DIR beside the WAD, any letter case)\n"
            "  --harvest FILE  also take strings from FILE (e.g. the executable SLUS_212.15);\n"
            "                  may be given more than once. A disc image (GAME.iso) gives its\n"
            "                  WAD, DIR and SLUS_212.15, read in place\n"
            "  -o FILE         write the list to FILE instead of stdout\n"
            "  --jobs N        threads harvesting the WAD, 1 to 64 (default: the number of\n"
            "                  cores); the list is the same for any N\n"
            "  --quiet         no progress and no summary on stderr\n"
            "\n"
            "Output: one name a line in entry order, then '# ' and how it was found (entry N,\n"
            "number: the decimal name of a resource). list, tree and extract read this file with\n"
            "--names ('#' starts a comment); without --names they recover the entry and resource\n"
            "names themselves (--no-recover-names: not at all).\n");
}

static int write_names(FILE *f, char **names, char **how, uint32_t count, char **res, const names_stats *st) {
    fprintf(f, "# warp names: %u recovered from strings, %llu guesses\n", st->recovered,
            (unsigned long long)st->guesses);
    for (uint32_t i = 0; i < count; i++)
        if (names[i]) fprintf(f, "%s\t# entry %u: %s\n", names[i], i, how[i] ? how[i] : "given");
    fprintf(f, "# resource names (CRC-32 as spelled): %u of %u resource hashes\n", st->resources,
            st->resource_hashes);
    for (size_t k = 0; res && res[k]; k++) fprintf(f, "%s\t# resource\n", res[k]);
    return ferror(f) ? -1 : 0;
}

static void summary(const names_stats *st, uint32_t named, uint32_t count) {
    double rate = st->guess_seconds > 0 ? (double)st->guesses / st->guess_seconds : 0;
    fprintf(stderr,
            "warp names: %u of %u entries named, %u recovered from strings in %.2f s; %llu guesses on %zu stems "
            "(%.1f million guesses/s); hits rejected: %u wrong kind, %u out of order, %u ambiguous; %u resource "
            "names of %u resource hashes\n",
            named, count, st->recovered, st->seconds, (unsigned long long)st->guesses, st->stems, rate / 1e6,
            st->wrong_kind, st->out_of_order, st->ambiguous, st->resources, st->resource_hashes);
}

static int names_run(const char *wad_path, const char *dir_arg, const char *out_path, names_opts *o, int quiet) {
    wad_files f;
    if (open_wad(wad_path, dir_arg, &f) != 0) return 1;
    o->drop_pages = f.wad.mapped;
    uint32_t count = warp_wad_count(f.w), named = 0;
    char **names = calloc(count + 1, sizeof *names), **how = calloc(count + 1, sizeof *how);
    names_stats st;
    int status = 1;
    char **res = NULL;
    o->resources = &res;
    if (!names || !how) {
        report(wad_path, -1, "out of memory");
    } else if (recover_names(f.dir.data, f.dir.len, f.w, o, names, how, &st) == 0) {
        out_file out;
        memset(&out, 0, sizeof out);
        if (out_path && out_open(&out, out_path) != 0) {
            report(out_path, -1, "%s", strerror(errno));
        } else if (write_names(out_path ? out.f : stdout, names, how, count, res, &st) != 0 ||
                   (out_path ? out_commit(&out) : fflush(stdout)) != 0) {
            report(out_path ? out_path : "stdout", -1, "%s", strerror(errno));
            if (out_path) out_abort(&out);
        } else {
            status = 0;
        }
        for (uint32_t i = 0; i < count; i++) named += names[i] != NULL;
        if (!quiet) summary(&st, named, count);
    }
    for (uint32_t i = 0; names && how && i < count; i++) free(names[i]), free(how[i]);
    for (size_t k = 0; res && res[k]; k++) free(res[k]);
    free(res);
    free(names);
    free(how);
    close_wad(&f);
    return status;
}

int cmd_names(int argc, char **argv) {
    const char *wad_path = NULL, *dir_arg = NULL, *out_path = NULL;
    const char **harvest = calloc((size_t)argc + 1, sizeof *harvest);
    names_opts o = {.harvest = harvest, .progress = isatty(2)};
    int quiet = 0;
    int status = 2;
    for (int i = 1; harvest && i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            names_usage(stdout);
            free(harvest);
            return 0;
        } else if (!strcmp(argv[i], "--quiet")) {
            o.progress = 0, quiet = 1;
        } else if (!strcmp(argv[i], "--dir") && i + 1 < argc) {
            dir_arg = argv[++i];
        } else if (!strcmp(argv[i], "--harvest") && i + 1 < argc) {
            harvest[o.harvest_count++] = argv[++i];
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            out_path = argv[++i];
        } else if (!strcmp(argv[i], "--jobs") && i + 1 < argc) {
            int n = atoi(argv[++i]);
            if (n < 1 || n > WAD_PASS_MAX_PARTS) {
                fprintf(stderr, "warp names: --jobs takes 1 to 64 threads, not '%s'\n", argv[i]);
                wad_path = NULL;
                break;
            }
            o.jobs = (unsigned)n;
        } else if (argv[i][0] == '-' || wad_path) {
            fprintf(stderr, "warp names: unexpected argument '%s'\n", argv[i]);
            wad_path = NULL;
            break;
        } else {
            wad_path = argv[i];
        }
    }
    char disc_buf[4096], exe[4096];
    if (wad_path && disc_is_image(wad_path)) { /* GAME.iso: its WAD, and strings from its executable */
        snprintf(exe, sizeof exe, "%s/SLUS_212.15", wad_path);
        file_map m;
        if (map_file(exe, &m) == 0) {
            harvest[o.harvest_count++] = exe;
            unmap_file(&m);
        }
        wad_path = disc_wad_path(wad_path, disc_buf, sizeof disc_buf);
    }
    if (wad_path)
        status = names_run(wad_path, dir_arg, out_path, &o, quiet);
    else
        names_usage(stderr);
    free(harvest);
    return status;
}
