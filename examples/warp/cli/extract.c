/* warp extract: the command line of the three extractors, chosen by the input: a
 * streamed-audio file (--wad given: extract/snd.c), a whole WAD (WARRIORS.DIR beside it
 * or --dir: extract/wad.c), else one file (extract/file.c). Each parser prints its own
 * --help and usage errors, then hands its options down. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/cli.h"
#include "extract/file.h"
#include "extract/job.h"
#include "extract/snd.h"
#include "extract/wad.h"
#include "formats/gltf.h"
#include "formats/gltf_thumb.h"
#include "formats/html.h"
#include "formats/png.h"
#include "platform/disc.h"
#include "platform/util.h"

/* ---- BFW.SND / MUSIC.SND ------------------------------------------------------------- */

static void snd_usage(FILE *f) {
    fprintf(f,
            "usage: warp extract BFW.SND|MUSIC.SND --wad WAD -o OUTDIR [--dir DIR] [--names FILE]\n"
            "                    [--music|--sounds] [--quiet]\n"
            "\n"
            "Decode the disc's streamed audio to 16-bit PCM WAV files in OUTDIR, cut by the\n"
            "records of warriors.glr (read from the WAD): IOP/BFW.SND gives every streamed\n"
            "sound of the sound list (mono, or stereo when the stereo table lists it) as\n"
            "<name or hash>.wav; IOP/MUSIC.SND gives every track of the music list as\n"
            "<track>.wav (stereo). OUTDIR/manifest.json lists every file with its record.\n"
            "\n"
            "  --wad WAD        WARRIORS.WAD (its WARRIORS.DIR beside it, or --dir)\n"
            "  --dir DIR        the WAD's index\n"
            "  --names FILE     sound names, one per line (matched by their CRC-32)\n"
            "  --music          the input is MUSIC.SND (default: by its file name)\n"
            "  --sounds         the input is BFW.SND\n"
            "  -o, --output DIR folder to write (created if missing)\n"
            "  -q, --quiet      no summary\n");
}

/* argv has --wad: the input is IOP/BFW.SND or IOP/MUSIC.SND. */
static int extract_input_is_snd(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--wad")) return 1;
    return 0;
}

/* The .SND options; -1 when they are good, else the exit status. */
static int parse_snd(int argc, char **argv, snd_options *o) {
    memset(o, 0, sizeof *o);
    o->music = -1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            snd_usage(stdout);
            return 0;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && v) {
            o->outdir = argv[++i];
        } else if (!strcmp(a, "--wad") && v) {
            o->wad = argv[++i];
        } else if (!strcmp(a, "--dir") && v) {
            o->dir = argv[++i];
        } else if (!strcmp(a, "--names") && v) {
            o->names = argv[++i];
        } else if (!strcmp(a, "--music") || !strcmp(a, "--sounds")) {
            o->music = a[2] == 'm';
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            o->quiet = 1;
        } else if (a[0] == '-' || o->input) {
            fprintf(stderr, "warp extract: unexpected or invalid argument '%s'\n", a);
            snd_usage(stderr);
            return 2;
        } else {
            o->input = a;
        }
    }
    if (!o->input || !o->outdir || !o->wad) {
        snd_usage(stderr);
        return 2;
    }
    if (o->music < 0) {
        const char *base = strrchr(o->input, '/') ? strrchr(o->input, '/') + 1 : o->input;
        o->music = !strcasecmp(base, "MUSIC.SND") ? 1 : !strcasecmp(base, "BFW.SND") ? 0 : -1;
        if (o->music < 0) {
            fprintf(stderr, "warp extract: %s: say --music or --sounds\n", o->input);
            return 2;
        }
    }
    return -1;
}

static int extract_snd(int argc, char **argv) {
    snd_options o;
    int status = parse_snd(argc, argv, &o);
    return status >= 0 ? status : extract_snd_run(&o);
}

/* ---- a whole WAD ------------------------------------------------------------------------ */

static void wad_usage(FILE *f) {
    fprintf(f,
            "usage: warp extract WAD|GAME.iso -o OUTDIR [--dir DIR] [--names FILE] [--no-recover-names]\n"
            "                    [--only WHAT]... [--entry N|NAME]... [--mips] [--rgba] [--raw] [--png-level N]\n"
            "                    [--jobs N] [--resume] [--stats] [--no-html] [--no-thumbnails] [--root-motion]\n"
            "                    [--quiet]\n"
            "\n"
            "Extract every entry of WARRIORS.WAD to OUTDIR/<entry name or index>/: textures to\n"
            "PNG, models and characters to .glb (textured through warriors.glr's Object and\n"
            "Character Lists) named by their resource names (dyn_crate_geo.glb) or hashes,\n"
            "each streamed world with its parts to <world>.glb, level glow worlds to\n"
            "<name or hash>_glow.glb, levels, scenes, lists, clips, Lua, sounds and the rest\n"
            "decoded to JSON, listings and WAV; an entry nothing decoded whole (a failure, an\n"
            "unknown kind) is also saved raw (.lua, .msd, .scn, .anm, .lev, .cnk, .rws, .bin...).\n"
            "With raw output, each sound of a bank is also a <name or hash>.wav in the bank's\n"
            "folder and warriors.glr's sound tables are JSON lists (see also: warp extract\n"
            "BFW.SND --wad WAD).\n"
            "Entries inside packs go to the pack's folder. OUTDIR/manifest.json lists every\n"
            "entry and every file written, OUTDIR/index.html shows them. A failing entry is reported and skipped; the exit\n"
            "status is 1 when any entry failed.\n"
            "A disc image (GAME.iso) gives its WAD and DIR, read in place; a whole extraction of\n"
            "it also writes its streamed sounds and music to OUTDIR/BFW.SND/ and OUTDIR/MUSIC.SND/\n"
            "(as 'warp extract IOP/BFW.SND --wad WAD' does).\n"
            "\n"
            "Files appear under their names only when complete. Ctrl-C (SIGINT) or SIGTERM\n"
            "stops the run: manifest.json then says \"interrupted\" and what completed, exit\n"
            "130/143; a second Ctrl-C exits at once. A full disk stops the run at once (exit\n"
            "1, manifest \"failed\"). --resume finishes an interrupted or failed run.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --dir DIR         the index (default: WARRIORS.DIR beside the WAD, any case)\n"
            "  --names FILE      entry and resource names, one per line (as for 'warp list');\n"
            "                    without it, both are recovered from the disc's own strings\n"
            "                    (warp names --help)\n"
            "  --no-recover-names  no names guessed from the disc's strings: entries keep\n"
            "                    their decimal names or indices, files their resource hashes\n"
            "  --only WHAT       textures, models (with clips), worlds, sounds (WAVs, sound\n"
            "                    tables), data (levels, scenes, lists, Lua, icon, font, objects)\n"
            "                    or raw (copies of entries not converted whole); repeatable or\n"
            "                    comma-separated; default all\n"
            "  --entry N|NAME    only this entry, by index or name (repeatable)\n"
            "  --raw             also a raw copy of every decoded entry of a kind not converted\n"
            "                    whole to PNG/glTF (levels, scenes, lists, Lua, sounds...)\n"
            "  --no-raw          raw copies only of what nothing decoded (the default)\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  --rgba            write every PNG as RGBA8 (default: palettised textures as\n"
            "                    palettised PNGs, opaque true colour as RGB)\n"
            "  --png-level N     deflate level 0-9 of the PNGs (default 6; 0 stores)\n"
            "  --jobs N          threads for the name harvest and the entries (default: the\n"
            "                    number of cores)\n"
            "  --resume          keep the entries OUTDIR/manifest.json lists as done (same\n"
            "                    WAD and options, files present) and extract the rest\n"
            "  --stats           print entries/s, MB/s and peak memory of both passes\n"
            "  --no-html         no OUTDIR/index.html\n"
            "  --no-thumbnails   no <name>.thumb.png picture beside each .glb (the index's cards)\n"
            "  --root-motion     character clips move and turn the model (a root_motion node);\n"
            "                    default: in place, as the game plays looping gaits\n"
            "  -q, --quiet       no progress bar, no summary\n"
            "  -h, --help        this text\n");
}

/* 1 when the extract arguments name a WAD: --dir given, or a WARRIORS.DIR (any case)
 * beside the input whose entries fit in it; else 0. */
static int extract_input_is_wad(int argc, char **argv) {
    const char *input = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--dir")) return 1;
        if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc)
            i++;
        else if (argv[i][0] != '-' && !input)
            input = argv[i];
    }
    char dir[4096];
    if (!input || find_dir_beside(input, dir, sizeof dir) != 0) return 0;
    /* A file that merely lies beside a WARRIORS.DIR (an extracted .txd) is not the WAD:
     * the DIR's entries must fit in it. */
    file_map m;
    int fd;
    uint64_t at, size; /* the input's size, a disc image's member too (GAME.iso/WARRIORS.WAD) */
    if (disc_open(input, &fd, &at, &size) != 0) return 0;
    close(fd);
    if (map_file(dir, &m) != 0) return 0;
    warp_wad *w = handle_alloc(warp_wad_sizeof());
    int rc = warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, m.data, m.len, size, NULL);
    /* a cut-short WARRIORS.WAD is still the WAD: the WAD path reports which entry it lost */
    const char *base = strrchr(input, '/') ? strrchr(input, '/') + 1 : input;
    int fits = rc == WARP_OK || (rc == WARP_E_RANGE && !strcasecmp(base, "WARRIORS.WAD"));
    free(w);
    unmap_file(&m);
    return fits;
}

static int parse_only(const char *arg, unsigned *only) {
    char buf[256];
    snprintf(buf, sizeof buf, "%s", arg);
    for (char *save = NULL, *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        unsigned k = 0;
        while (k < ONLY_KINDS && strcmp(t, only_names[k])) k++;
        if (k == ONLY_KINDS) return -1;
        *only |= 1u << k;
    }
    return 0;
}

/* The WAD options (o->picks points into picks, room for argc); -1 when they are good,
 * else the exit status. */
static int parse_wad(int argc, char **argv, wad_options *o, const char **picks) {
    memset(o, 0, sizeof *o);
    o->png_level = PNG_DEFAULT_LEVEL;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o->jobs = cores > 0 ? (unsigned)cores : 1;
    o->picks = picks;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            wad_usage(stdout);
            return 0;
        } else if ((!strcmp(a, "-o") || !strcmp(a, "--output")) && v) {
            o->outdir = argv[++i];
        } else if (!strcmp(a, "--dir") && v) {
            o->dir_path = argv[++i];
        } else if (!strcmp(a, "--names") && v) {
            o->names_path = argv[++i];
        } else if (!strcmp(a, "--only") && v && parse_only(v, &o->only) == 0) {
            i++;
        } else if (!strcmp(a, "--entry") && v) {
            picks[o->pick_count++] = argv[++i];
        } else if (!strcmp(a, "--png-level") && v && v[0] >= '0' && v[0] <= '9' && !v[1]) {
            o->png_level = v[0] - '0';
            i++;
        } else if (!strcmp(a, "--jobs") && v && atoi(v) > 0 && atoi(v) <= 1024) {
            o->jobs = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(a, "--raw") || !strcmp(a, "--no-raw")) {
            o->raw_all = a[2] == 'r';
        } else if (!strcmp(a, "--root-motion")) {
            o->root_motion = 1;
        } else if (!strcmp(a, "--no-recover-names")) {
            o->no_recover = 1;
        } else if (!strcmp(a, "--mips")) {
            o->mips = 1;
        } else if (!strcmp(a, "--resume")) {
            o->resume = 1;
        } else if (!strcmp(a, "--rgba")) {
            o->rgba = 1;
        } else if (!strcmp(a, "--stats")) {
            o->stats = 1;
        } else if (!strcmp(a, "--no-html")) {
            o->no_html = 1;
        } else if (!strcmp(a, "--no-thumbnails")) {
            gltf_on_written(NULL);
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            o->quiet = 1;
        } else if (a[0] == '-' || o->wad_path) {
            fprintf(stderr, "warp extract: unexpected or invalid argument '%s'\n", a);
            wad_usage(stderr);
            return 2;
        } else {
            o->wad_path = a;
        }
    }
    if (!o->wad_path || !o->outdir) {
        wad_usage(stderr);
        return 2;
    }
    if (!o->only) o->only = ONLY_ALL;
    return -1;
}

/* ---- a disc image ----------------------------------------------------------------------- */

/* The first argument that is no option or option value. */
static const char *first_input(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output") || !strcmp(argv[i], "--dir") ||
             !strcmp(argv[i], "--names") || !strcmp(argv[i], "--only") || !strcmp(argv[i], "--entry") ||
             !strcmp(argv[i], "--png-level") || !strcmp(argv[i], "--jobs")) && i + 1 < argc)
            i++;
        else if (argv[i][0] != '-')
            return argv[i];
    }
    return NULL;
}

/* IMAGE/IOP/<name> (BFW.SND or MUSIC.SND), when the image has it, into OUTDIR/<name>/. */
static int extract_image_snd(const wad_options *w, const char *image, const char *name, int music) {
    char input[4096], outdir[4096];
    snprintf(input, sizeof input, "%s/IOP/%s", image, name);
    snprintf(outdir, sizeof outdir, "%s/%s", w->outdir, name);
    file_map m; /* absent: not an error (a cut-down image) */
    if (map_file(input, &m) != 0) return 0;
    unmap_file(&m);
    snd_options o = {.input = input, .outdir = outdir, .wad = w->wad_path, .music = music, .quiet = w->quiet};
    return extract_snd_run(&o);
}

/* `warp extract GAME.iso -o OUTDIR`: its WAD, as `warp extract WARRIORS.WAD` does, then
 * (a whole extraction) its streamed sounds and music, as `warp extract IOP/BFW.SND --wad`
 * does, into OUTDIR/BFW.SND/ and OUTDIR/MUSIC.SND/; all read in place. */
static int extract_image(int argc, char **argv, const char *image) {
    const char **picks = calloc((size_t)argc + 1, sizeof *picks);
    wad_options o;
    char wad[4096];
    int status = parse_wad(argc, argv, &o, picks);
    if (status < 0) {
        o.wad_path = disc_wad_path(image, wad, sizeof wad);
        status = extract_wad_run(&o);
        if (status != 2 && !o.pick_count && o.only == ONLY_ALL) {
            status |= extract_image_snd(&o, image, "BFW.SND", 0);
            status |= extract_image_snd(&o, image, "MUSIC.SND", 1);
            char page[4200];
            snprintf(page, sizeof page, "%s/index.html", o.outdir);
            if (access(page, F_OK) == 0 && html_write_streams(o.outdir) != 0) { /* their cards on the index */
                report(o.outdir, -1, "index-files/streams.js: %s", strerror(errno));
                status |= 1;
            }
        }
    }
    free(picks);
    return status;
}

static int extract_wad(int argc, char **argv) {
    const char **picks = calloc((size_t)argc + 1, sizeof *picks);
    wad_options o;
    int status = parse_wad(argc, argv, &o, picks);
    if (status < 0) status = extract_wad_run(&o);
    free(picks);
    return status;
}

/* ---- one file ------------------------------------------------------------------------------ */

static void file_usage(FILE *f) {
    fprintf(f,
            "usage: warp extract INPUT -o OUTDIR [--mips] [--rgba] [--png-level N] [--jobs N]\n"
            "                    [--txd FILE]... [--no-html] [--no-thumbnails] [--quiet]\n"
            "\n"
            "Decode every texture of the texture dictionaries in INPUT (a .txd, a WAD entry,\n"
            "a chunk container, a world part or world stream) to OUTDIR/<name>.png (palettised\n"
            "textures as palettised PNGs in their own index order, true colour as RGB or RGBA),\n"
            "every model (a .dff's clumps, a container's 0x09/0x25/0x47 chunks), world (0x15)\n"
            "and world part to OUTDIR/<name>.glb (glTF 2.0), and list them in\n"
            "OUTDIR/manifest.json, shown by OUTDIR/index.html.\n"
            "\n"
            "  -o, --output DIR  folder to write (created if missing)\n"
            "  --mips            also write mip levels as <name>.mip<N>.png\n"
            "  --rgba            write every PNG as RGBA8\n"
            "  --png-level N     deflate level 0-9 of the PNGs (default 6; 0 stores)\n"
            "  --jobs N          threads encoding PNGs (default: the number of cores); the\n"
            "                    output is the same for any N\n"
            "  --txd FILE        a texture dictionary for the models' materials (repeatable)\n"
            "  --no-html         no OUTDIR/index.html\n"
            "  --no-thumbnails   no <name>.thumb.png picture beside each .glb (the index's cards)\n"
            "  -q, --quiet       no summary on stdout\n"
            "  -h, --help        this text\n"
            "\n"
            "A WAD (WARRIORS.DIR beside it, or --dir DIR) is extracted whole: see\n"
            "'warp extract WAD --help'.\n");
}

/* The single-file options, each --txd mapped into maps[] (room for argc); -1 when they
 * are good, else the exit status. */
static int parse_file(int argc, char **argv, file_options *o, file_map *txd_maps) {
    const char *input = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            file_usage(stdout);
            return 0;
        } else if ((!strcmp(argv[i], "-o") || !strcmp(argv[i], "--output")) && i + 1 < argc) {
            o->outdir = argv[++i];
        } else if (!strcmp(argv[i], "--mips")) {
            o->mips = 1;
        } else if (!strcmp(argv[i], "--rgba")) {
            o->rgba = 1;
        } else if (!strcmp(argv[i], "--jobs") && i + 1 < argc && atoi(argv[i + 1]) > 0 &&
                   atoi(argv[i + 1]) <= 1024) {
            o->jobs = (unsigned)atoi(argv[++i]);
        } else if (!strcmp(argv[i], "--png-level") && i + 1 < argc && argv[i + 1][0] >= '0' &&
                   argv[i + 1][0] <= '9' && !argv[i + 1][1]) {
            o->png_level = argv[++i][0] - '0';
        } else if (!strcmp(argv[i], "-q") || !strcmp(argv[i], "--quiet")) {
            o->quiet = 1;
        } else if (!strcmp(argv[i], "--no-html")) {
            o->no_html = 1;
        } else if (!strcmp(argv[i], "--no-thumbnails")) {
            gltf_on_written(NULL);
        } else if (!strcmp(argv[i], "--txd") && i + 1 < argc) {
            if (map_file(argv[++i], &txd_maps[o->txd_count]) != 0) {
                report(argv[i], -1, "cannot read: %s", strerror(errno));
                return 1;
            }
            o->txd[o->txd_count] = txd_maps[o->txd_count].data;
            o->txd_len[o->txd_count] = txd_maps[o->txd_count].len;
            o->txd_count++;
        } else if (argv[i][0] == '-' || input) {
            fprintf(stderr, "warp extract: unexpected argument '%s'\n", argv[i]);
            file_usage(stderr);
            return 2;
        } else {
            input = argv[i];
        }
    }
    if (!input || !o->outdir) {
        file_usage(stderr);
        return 2;
    }
    o->input = input;
    return -1;
}

static int extract_file(int argc, char **argv) {
    file_options o;
    memset(&o, 0, sizeof o);
    o.png_level = PNG_DEFAULT_LEVEL;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    o.jobs = cores > 0 ? (unsigned)cores : 1;
    file_map *txd_maps = calloc((size_t)argc, sizeof *txd_maps);
    o.txd = calloc((size_t)argc, sizeof *o.txd);
    o.txd_len = calloc((size_t)argc, sizeof *o.txd_len);
    int rc = 1;
    if (txd_maps && o.txd && o.txd_len) rc = parse_file(argc, argv, &o, txd_maps);
    if (rc < 0) rc = extract_file_run(&o);
    for (size_t i = 0; txd_maps && i < o.txd_count; i++) unmap_file(&txd_maps[i]);
    free(txd_maps);
    free(o.txd);
    free(o.txd_len);
    return rc;
}

int cmd_extract(int argc, char **argv) {
    gltf_on_written(gltf_thumb_write); /* --no-thumbnails turns them off */
    if (extract_input_is_snd(argc, argv)) return extract_snd(argc, argv);
    const char *input = first_input(argc, argv);
    if (input && disc_is_image(input)) return extract_image(argc, argv, input);
    if (extract_input_is_wad(argc, argv)) return extract_wad(argc, argv);
    return extract_file(argc, argv);
}
