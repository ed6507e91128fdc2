/* warp check WAD [--dir DIR] [--names FILE] [--json FILE] [--jobs N]: every entry
 * decoded in memory by the extractor's own per-entry code (extract/wad.c in its
 * decode-only mode), nothing written; a report to paste into a bug report. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "platform/disc.h"
#include "extract/job.h"
#include "extract/wad.h"
#include "formats/cost.h"

static void check_usage(FILE *f) {
    fprintf(f,
            "usage: warp check WAD|GAME.iso [--dir DIR] [--names FILE] [--json FILE] [--jobs N] [--quiet]\n"
            "                  [--against ORIGINAL.WAD]\n"
            "\n"
            "Decode every entry of WARRIORS.WAD in memory with every decoder 'warp extract'\n"
            "uses (textures, models, worlds, clips, sounds, levels, scenes, lists, Lua) and\n"
            "write nothing. Prints the number of entries of each kind, how many decoded, every\n"
            "failure (entry index, name, WAD offset, error code and message) and every\n"
            "warning, and compares the WAD with the NTSC-U disc (10,701 entries, DIR 128,428\n"
            "bytes, WAD 1,495,371,776 bytes, the entries of each kind): paste it into a bug\n"
            "report. Works on a rebuilt WAD too, and on the disc image (GAME.iso: its WAD and DIR\n"
            "read in place). Exit status 0 when every entry decodes, 1 when one does not.\n"
            "\n"
            "  --dir DIR     the index (default: WARRIORS.DIR beside the WAD, any letter case)\n"
            "  --names FILE  entry names, one per line (as for 'warp list'; default: the names\n"
            "                the disc's own strings spell)\n"
            "  --json FILE   also write the report as JSON\n"
            "  --against ORIGINAL.WAD  also say what a mod costs against the WAD it was built from\n"
            "                (its DIR beside it): per level by name, each changed entry (name, index)\n"
            "                and the level's total, then the shared entries: bytes, texture memory in\n"
            "                GS pages, vertices and triangles; a warning where a level's total or a\n"
            "                pack passes the original's largest (which number, by how much)\n"
            "  --jobs N      threads for the name harvest and the entries (default: the number of cores)\n"
            "  -q, --quiet   no progress bar\n"
            "  -h, --help    this text\n");
}

int cmd_check(int argc, char **argv) {
    wad_options o;
    memset(&o, 0, sizeof o);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o.jobs = cores > 0 ? (unsigned)cores : 1;
    o.only = ONLY_ALL;
    o.png_level = 1; /* the few PNGs made whole (icon, bitmap) go nowhere */
    o.no_html = 1;
    o.check = 1;
    const char *against = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            check_usage(stdout);
            return 0;
        } else if (!strcmp(a, "--dir") && v) {
            o.dir_path = argv[++i];
        } else if (!strcmp(a, "--names") && v) {
            o.names_path = argv[++i];
        } else if (!strcmp(a, "--against") && v) {
            against = argv[++i];
        } else if (!strcmp(a, "--json") && v) {
            o.check_json = argv[++i];
        } else if (!strcmp(a, "--jobs") && v && atoi(v) > 0 && atoi(v) <= 1024) {
            o.jobs = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            o.quiet = 1;
        } else if (a[0] == '-' || o.wad_path) {
            fprintf(stderr, "warp check: unexpected or invalid argument '%s'\n", a);
            check_usage(stderr);
            return 2;
        } else {
            o.wad_path = a;
        }
    }
    if (!o.wad_path) {
        check_usage(stderr);
        return 2;
    }
    char disc_buf[4096];
    o.wad_path = disc_wad_path(o.wad_path, disc_buf, sizeof disc_buf); /* GAME.iso: its WARRIORS.WAD */
    const char *mod = o.wad_path;
    char **names = NULL;
    uint32_t nnames = 0;
    if (against) o.names_out = &names, o.names_count = &nnames; /* the cost names entries as the check did */
    int status = extract_wad_run(&o);
    cost_inputs ci = {against, NULL, mod, o.dir_path, NULL, 0, (const char *const *)names, nnames, o.names_path};
    if (against && cost_compare(stdout, &ci) < 0) status = 1;
    for (uint32_t i = 0; names && i < nnames; i++) free(names[i]);
    free(names);
    return status;
}
