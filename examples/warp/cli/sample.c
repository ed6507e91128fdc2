/* warp sample OUTDIR [--quiet]: write a synthetic WARRIORS.WAD + WARRIORS.DIR with an
 * entry of every kind (sample/entries.c) and OUTDIR/names.txt for `warp list --names`:
 * the options here, the writing in sample/write.c. */
#include <stdio.h>
#include <string.h>

#include "cli/cli.h"
#include "sample/write.h"

static void sample_usage(FILE *f) {
    fprintf(f,
            "usage: warp sample OUTDIR [--quiet]\n"
            "\n"
            "Write OUTDIR/WARRIORS.WAD and OUTDIR/WARRIORS.DIR: a small synthetic archive made only\n"
            "with libwarp's encoders (no game data), holding one or more entries of every kind the\n"
            "classifier knows (packs, texture dictionaries of every encodable format, sprite sheet,\n"
            "props, a skinned character, animation, character data, level, global lists, scene\n"
            "list, a streamed world, Lua, scene record, object list, sound index and bank, an older\n"
            "RenderWare stream, font metrics, bitmap, icon). Entries 0..k are resources named by\n"
            "the decimal CRC-32 of their resource name; the others are named, and their names are\n"
            "written to OUTDIR/names.txt (try: warp list OUTDIR/WARRIORS.WAD --names\n"
            "OUTDIR/names.txt). The output is the same, byte for byte, on every run.\n"
            "\n"
            "  -q, --quiet  print nothing but errors\n");
}

int cmd_sample(int argc, char **argv) {
    const char *out_dir = NULL;
    int quiet = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            sample_usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) {
            quiet = 1;
        } else if (argv[i][0] == '-' || out_dir) {
            sample_usage(stderr);
            return 2;
        } else {
            out_dir = argv[i];
        }
    }
    if (!out_dir) {
        sample_usage(stderr);
        return 2;
    }
    return sample_write(out_dir, quiet);
}
