/* warp: list, inspect and extract The Warriors' WAD and RenderWare PS2 files. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "cli/cli.h"
#include "platform/util.h"

static const struct {
    const char *name;
    int (*run)(int, char **);
    const char *summary;
} commands[] = {
    {"list", cmd_list, "list the entries of a WAD (index, offset, size, hash, kind, name)"},
    {"names", cmd_names, "recover entry names from the disc's own strings (a names file to share)"},
    {"tree", cmd_tree, "show the chunk and RenderWare section tree of a file or WAD entry"},
    {"extract", cmd_extract, "extract textures (PNG), models and worlds (glTF) and a manifest"},
    {"check", cmd_check, "decode every entry of a WAD in memory, write nothing, report failures and the disc match"},
    {"rebuild", cmd_rebuild, "put edited PNGs, models, sounds and captions back into a .txd, .dff, the WAD or a .SND"},
    {"mod", cmd_mod, "package edited files as a mod to share; apply mods to your own disc or WAD"},
    {"sample", cmd_sample, "write a small synthetic WARRIORS.WAD/.DIR made by the library's encoders"},
};

static void usage(FILE *f) {
    fprintf(f, "usage: warp COMMAND [ARGS]   (libwarp %s)\n\ncommands:\n", warp_version_string());
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(f, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(f, "\n'warp COMMAND --help' describes each command.\n");
}

int main(int argc, char **argv) {
#ifdef _WIN32
    compat_args(&argc, &argv); /* UTF-8 arguments from the wide command line (compat.h) */
#endif
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(argv[1], "--version")) {
        printf("warp %s\n", warp_version_string());
        return 0;
    }
    /* A file over `ulimit -f` fails its write with EFBIG (reported, outfile.h) instead of
     * killing the tool with SIGXFSZ mid-file. */
    signal(SIGXFSZ, SIG_IGN);
#ifdef __GLIBC__
    /* Textures and meshes come and go in blocks of up to a few MiB, entry after entry:
     * kept in the heap, not mapped and unmapped (and faulted in again) each time. */
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 16 << 20);
#endif
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].run(argc - 1, argv + 1);
    fprintf(stderr, "warp: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
