/* warp mod create|apply|list|info: share a mod as a package of only what changed, and
 * apply packages to anyone's own disc (mod/mod.h, docs/mods.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"

#ifdef WARP_HAVE_REBUILD
#include "mod/mod.h"
#endif

static void usage(FILE *f) {
    fprintf(f,
            "usage: warp mod create EXTRACTED_DIR -o NAME.warpmod [--wad WAD|GAME.iso] [--dir DIR]\n"
            "                       [--title T] [--author A] [--version V] [--description D] [--quiet]\n"
            "       warp mod apply MOD.warpmod [MORE.warpmod ...] GAME.iso|WARRIORS.WAD -o OUT\n"
            "                      [--dir DIR] [--names FILE] [--force] [--order] [--keep] [--jobs N] [--quiet]\n"
            "       warp mod list|info MOD.warpmod [--json]\n"
            "create: package the files of `warp extract`'s EXTRACTED_DIR that were edited since (the\n"
            "manifest's content hashes tell), each with the resource it changes (entry, kind, variant)\n"
            "and the fingerprint of its original (the entry's size and CRC-32, the resource's own size\n"
            "and FNV-1a 64), and the base WAD's fingerprint (--wad: the WAD or disc extracted, default\n"
            "the manifest's). No unedited game data goes in. Files the rebuild takes that the extract\n"
            "did not write go in too, keyed beside their resource (a texture's sidecar or mip level, a\n"
            "new texture's PNG and its manifest item, a model's .gltf), and a new prop's folder.\n"
            "apply: extract only the entries the mods change from GAME (a disc image, or a WAD with its\n"
            "DIR), put each mod file over its resource's file and rebuild as `warp rebuild` does (every\n"
            "copy of a resource the WAD holds): OUT is the new image, or for a WAD a folder with\n"
            "WARRIORS.WAD and WARRIORS.DIR. Nothing is written when two mods change one resource or\n"
            "add one prop (named; --order: the later mod on the command line wins) or when a\n"
            "resource differs from the one a mod was made against (named; --force applies it\n"
            "anyway). The work folder OUT.warp-mod/ is removed after (--keep: not).\n"
            "list: one line per file; info: the title, author, version, description and base too;\n"
            "--json: the package's warpmod.json.\n"
            "  --names FILE  names for the extraction of the touched entries (as warp extract --names)\n"
            "  --jobs N      threads (default: the number of cores)\n");
}

#ifdef WARP_HAVE_REBUILD
/* The value of option argv[*i] when it is one of the text options, or NULL. */
static const char **text_option(mod_create_options *o, const char *a) {
    if (!strcmp(a, "--title")) return &o->title;
    if (!strcmp(a, "--author")) return &o->author;
    if (!strcmp(a, "--version")) return &o->version;
    if (!strcmp(a, "--description")) return &o->description;
    if (!strcmp(a, "--wad")) return &o->wad;
    if (!strcmp(a, "--dir")) return &o->dir;
    if (!strcmp(a, "-o") || !strcmp(a, "--output")) return &o->out;
    return NULL;
}

static int create(int argc, char **argv) {
    mod_create_options o;
    memset(&o, 0, sizeof o);
    for (int i = 2; i < argc; i++) {
        const char **v = text_option(&o, argv[i]);
        if (v && i + 1 < argc) *v = argv[++i];
        else if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet")) o.quiet = 1;
        else if (!o.from && argv[i][0] != '-') o.from = argv[i];
        else return fprintf(stderr, "warp mod create: unexpected argument '%s' (see --help)\n", argv[i]), 2;
    }
    if (!o.from || !o.out) return usage(stderr), 2;
    return mod_create(&o);
}

static int apply(int argc, char **argv) {
    mod_apply_options o;
    memset(&o, 0, sizeof o);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o.jobs = cores > 0 ? (unsigned)cores : 1;
    const char **args = calloc((size_t)argc, sizeof *args);
    size_t n = 0;
    int status = -1;
    for (int i = 2; args && i < argc && status < 0; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && v) o.out = argv[++i];
        else if (!strcmp(a, "--dir") && v) o.dir = argv[++i];
        else if (!strcmp(a, "--names") && v) o.names = argv[++i];
        else if (!strcmp(a, "--jobs") && v && atoi(v) > 0 && atoi(v) <= 256) o.jobs = (unsigned)atoi(argv[++i]);
        else if (!strcmp(a, "--force")) o.force = 1;
        else if (!strcmp(a, "--order")) o.order = 1;
        else if (!strcmp(a, "--keep")) o.keep = 1;
        else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) o.quiet = 1;
        else if (a[0] != '-') args[n++] = a;
        else status = 2, fprintf(stderr, "warp mod apply: unexpected argument '%s' (see --help)\n", a);
    }
    if (status < 0 && (n < 2 || !o.out)) status = 2, usage(stderr);
    if (status < 0) {
        o.mods = args, o.nmods = n - 1, o.game = args[n - 1];
        status = mod_apply(&o);
    }
    free(args);
    return status < 0 ? 1 : status;
}

static int info(int argc, char **argv, int files) {
    const char *path = NULL;
    int json = 0;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!path && argv[i][0] != '-') path = argv[i];
        else return fprintf(stderr, "warp mod: unexpected argument '%s' (see --help)\n", argv[i]), 2;
    }
    if (!path) return usage(stderr), 2;
    return mod_info(path, json, files);
}
#endif

int cmd_mod(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) return usage(stdout), 0;
    if (argc < 2) return usage(stderr), 2;
#ifdef WARP_HAVE_REBUILD
    if (!strcmp(argv[1], "create")) return create(argc, argv);
    if (!strcmp(argv[1], "apply")) return apply(argc, argv);
    if (!strcmp(argv[1], "list") || !strcmp(argv[1], "info")) return info(argc, argv, argv[1][0] == 'l');
    fprintf(stderr, "warp mod: unknown '%s': create, apply, list or info\n", argv[1]);
    return 2;
#else
    fprintf(stderr, "warp mod: unavailable: this warp was built without libspng or cJSON (meson options spng, cjson)\n");
    return 1;
#endif
}
