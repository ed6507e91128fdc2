/* warp rebuild FILE.txd --from DIR -o NEW.txd: put edited texture PNGs back (a WAD:
 * rebuild_wad.c).
 *
 * The extraction's manifest (DIR/manifest.json) says which PNG came from which texture
 * (dictionary_offset, index, file). Every PNG is read and compared with the texture it
 * came from; only the changed ones are re-encoded in their own pixel format
 * (rebuild_texture.c) and spliced in with warp_patch_section, which moves the
 * dictionary's size. Everything else is copied byte for byte, so an unedited extraction
 * rebuilds the identical file. Any refused PNG stops the run before anything is written. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli/cli.h"
#include "platform/disc.h"
#include "platform/outfile.h"
#include "platform/util.h"

#ifdef WARP_HAVE_REBUILD
#include "formats/png_read.h"
#include "rebuild/dff.h"
#include "rebuild/image.h"
#include "rebuild/manifest.h"
#include "rebuild/rebuild.h"
#include "rebuild/snd.h"
#include "rebuild/wad.h"

static int by_offset_desc(const void *a, const void *b) {
    const rebuild_patch *x = a, *y = b;
    return x->offset < y->offset ? 1 : x->offset > y->offset ? -1 : 0;
}

static int rebuild_txd(const char *input, const char *from, const char *output, int quiet) {
    file_map m;
    if (map_file(input, &m)) {
        report(input, -1, "%s", strerror(errno));
        return 1;
    }
    rebuild_item *items = NULL;
    size_t count = 0, npatch = 0, added = 0;
    rebuild_patch *patches = NULL;
    uint8_t *buf = NULL;
    int status = 1;
    if (manifest_read_txd(from, &items, &count)) goto done;
    patches = calloc(count ? 2 * count : 1, sizeof *patches); /* a new texture: its count word too */
    if (!patches) goto done;
    for (size_t i = 0; i < count; i++) {
        rebuild_item *it = &items[i];
        char path[4096];
        if (strstr(it->file, "..") || it->file[0] == '/') {
            report(from, -1, "manifest file name \"%s\" leaves the folder", it->file);
            goto done;
        }
        snprintf(path, sizeof path, "%s/%s", from, it->file);
        warp_rw_section s;
        if (warp_rw_header(m.data, m.len, it->dict_offset, &s) || s.type != WARP_RW_TEXTURE_DICTIONARY) {
            report(path, -1, "the manifest's dictionary_offset %zu is no texture dictionary in %s: not from this "
                   "file's extraction", it->dict_offset, input);
            goto done;
        }
        png_read_image png;
        if (png_read_file(path, &png, 0)) {
            goto done;
        }
        rebuild_patch cnt;
        int rc = rebuild_texture_in(m.data, m.len, it->dict_offset, it->index, &png, path, &patches[npatch], &cnt,
                                    "not from this file's extraction");
        png_read_free(&png);
        if (rc) goto done;
        if (patches[npatch].bytes) {
            patches[npatch].dict_offset = it->dict_offset;
            npatch++;
            if (!quiet) fprintf(stderr, "warp: %s: %s\n", path, cnt.bytes ? "a new texture, appended" : "changed, re-encoded");
        }
        if (cnt.bytes) { /* the dictionary's count word */
            cnt.dict_offset = it->dict_offset;
            patches[npatch++] = cnt;
            added++;
        }
    }
    /* Splice from the end of the file backwards so earlier offsets stay valid. */
    qsort(patches, npatch, sizeof *patches, by_offset_desc);
    const uint8_t *cur = m.data;
    size_t cur_len = m.len;
    for (size_t i = 0; i < npatch; i++) {
        rebuild_patch *p = &patches[i];
        size_t out_len = 0;
        int rc = warp_patch_section(NULL, 0, cur, cur_len, p->offset, p->old_len, p->bytes, p->len, &p->dict_offset,
                                    1, &out_len);
        uint8_t *next = rc ? NULL : malloc(out_len ? out_len : 1);
        if (!rc && !next) rc = WARP_E_LIMIT; /* out of memory */
        if (!rc) rc = warp_patch_section(next, out_len, cur, cur_len, p->offset, p->old_len, p->bytes, p->len,
                                         &p->dict_offset, 1, &out_len);
        if (rc) {
            report(input, (long long)p->offset, "cannot splice the new texture: %s", warp_strerror(rc));
            free(next);
            goto done;
        }
        free(buf);
        buf = next, cur = next, cur_len = out_len;
    }
    if (out_write_file(output, cur, cur_len)) {
        report(output, -1, "%s", strerror(errno));
        goto done;
    }
    if (!quiet)
        fprintf(stderr, "warp: %s: %zu of %zu textures replaced (%zu of them added) -> %s (%zu bytes)\n", input,
                npatch - added, count, added, output, cur_len);
    status = 0;
done:
    for (size_t i = 0; patches && i < 2 * count; i++) free(patches[i].bytes);
    free(patches), free(items), free(buf);
    unmap_file(&m);
    return status;
}
#endif

static void usage(FILE *f) {
    fprintf(f,
            "usage: warp rebuild FILE.txd --from EXTRACTED_DIR -o NEW.txd [--quiet]\n"
            "       warp rebuild FILE.dff --from EXTRACTED_DIR -o NEW.dff [--quiet]\n"
            "       warp rebuild WARRIORS.WAD --from EXTRACTED_DIR -o OUTDIR [--dir DIR] [--jobs N] [--quiet]\n"
            "       warp rebuild BFW.SND|MUSIC.SND --wad WARRIORS.WAD --from EXTRACTED_DIR -o OUTDIR [--dir DIR]\n"
            "       warp rebuild GAME.iso --from EXTRACTED_DIR -o NEW.iso [--jobs N] [--quiet]\n"
            "Put the edited PNGs of `warp extract INPUT -o EXTRACTED_DIR` back: changed textures are\n"
            "re-encoded in their own format (edited <name>.mipN.png taken, other mips rebuilt; RGBA for a\n"
            "palettised texture quantised when it has more colours than the palette), everything else\n"
            "is copied byte for byte.\n"
            "A WAD gives OUTDIR/WARRIORS.WAD and OUTDIR/WARRIORS.DIR (the input's names): resized entries\n"
            "are laid out again on 2,048-byte sectors and the DIR follows. In a WAD or .dff, an edited model\n"
            "(.glb from Blender or any glTF 2.0 editor, over the extracted one) is encoded again in its\n"
            "own layout, and so is an edited world .glb (a streamed world, a lone part, a glow world: mesh by\n"
            "mesh, a new or removed mesh refused). A level's edited collision (collision.json or\n"
            "collision.glb), paths (paths.json, polygons, nodes and edges added or removed too; an edited\n"
            "paths.glb is refused) and occluders (level.json) come back into the level. Nothing is\n"
            "written when a PNG, model, world or level file is\n"
            "refused (not from this extraction, truncated, a texture side no power of two up to 1024, a\n"
            "new object, a material whose image is in none of the model's dictionaries). A model's\n"
            "material showing a texture of its dictionaries (one added to them too) that none of its\n"
            "materials shows becomes a new material and mesh.\n"
            "A texture PNG at another size (or with a sidecar <name>.json naming\n"
            "another \"format\" or \"mips\") is encoded afresh at that size, its format by its colours\n"
            "(<= 16 PSMT4, <= 256 PSMT8, else true colour); a PNG listed in manifest.json at a dictionary's\n"
            "next index is a new texture, appended.\n"
            "A WAD's edited sounds (<bank>.msb/*.wav) are re-encoded into their bank (the bank's\n"
            "index and the sound list follow; a rate outside the game's table is resampled to the\n"
            "sound's own, or refused without libsamplerate) and its edited <level>.lev/subtitles.json\n"
            "into the level's captions (Latin-1; a character outside it is refused naming its line).\n"
            "The edited WAVs of `warp extract BFW.SND --wad WAD -o EXTRACTED_DIR` (or MUSIC.SND) re-encoded\n"
            "into OUTDIR/BFW.SND (streamed); when offsets, sizes, layouts or rates move, OUTDIR gets the\n"
            "WAD (its sound list, stereo table and music list rewritten) and its DIR too.\n"
            "A disc image (GAME.iso, extracted with `warp extract GAME.iso -o EXTRACTED_DIR`) gives\n"
            "NEW.iso: the image with the rebuilt WAD and DIR and, when EXTRACTED_DIR/BFW.SND/ or\n"
            "MUSIC.SND/ is there, the rebuilt .SND; a file that still fits its sectors stays there,\n"
            "one that grew moves to the end of the image (ISO 9660 and UDF records follow); every\n"
            "other byte is copied. The parts are made in NEW.iso.warp-parts/ (removed after).\n"
            "A folder of EXTRACTED_DIR holding a prop.json (name, the prop it is made like, its model\n"
            "and PNGs) is a new prop: two new entries (<name>_geo, <name>_tex by their decimal CRC-32),\n"
            "its Object List record, and both in the packs of the levels whose _objs.json places it.\n"
            "A file in EXTRACTED_DIR the manifest does not name (a new PNG, a stray .glb, a renamed\n"
            "file) is refused by name. Ctrl-C (SIGINT) or SIGTERM removes the temporary output and\n"
            "exits 130 or 143; the next run removes what a killed run left.\n"
            "  --dir DIR  the WAD's index (default: WARRIORS.DIR beside it, any letter case)\n"
            "  --wad WAD  the WAD whose tables point into the .SND\n"
            "  --jobs N   threads comparing textures (default: the number of cores)\n");
}

int cmd_rebuild(int argc, char **argv) {
    const char *input = NULL, *from = NULL, *output = NULL, *dir = NULL, *wad_path = NULL;
    int quiet = 0;
    long jobs = sysconf(_SC_NPROCESSORS_ONLN);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--from") && i + 1 < argc) from = argv[++i];
        else if (!strcmp(argv[i], "-o") && i + 1 < argc) output = argv[++i];
        else if (!strcmp(argv[i], "--dir") && i + 1 < argc) dir = argv[++i];
        else if (!strcmp(argv[i], "--wad") && i + 1 < argc) wad_path = argv[++i];
        else if (!strcmp(argv[i], "--jobs") && i + 1 < argc) {
            char *end;
            jobs = strtol(argv[++i], &end, 10);
            if (*end || jobs < 1 || jobs > 256) {
                fprintf(stderr, "warp rebuild: --jobs takes 1 to 256\n");
                return 2;
            }
        } else if (!strcmp(argv[i], "--quiet") || !strcmp(argv[i], "-q")) quiet = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!input && argv[i][0] != '-') input = argv[i];
        else {
            fprintf(stderr, "warp rebuild: unexpected argument '%s' (see --help)\n", argv[i]);
            return 2;
        }
    }
    if (!input || !from || !output) {
        usage(stderr);
        return 2;
    }
    size_t il = strlen(input);
    int wad = il >= 4 && !strcasecmp(input + il - 4, ".wad"), snd = il >= 4 && !strcasecmp(input + il - 4, ".snd");
    if (snd && !wad_path) {
        fprintf(stderr, "warp rebuild: %s needs --wad WARRIORS.WAD (its tables say where each sound is)\n", input);
        return 2;
    }
#ifdef WARP_HAVE_REBUILD
    out_clean_on_signal(output); /* Ctrl-C leaves no temporary file */
    int image = disc_is_image(input);
    if (!image) { /* an image cleans its own (rebuild/image.c) */
        unsigned stale = wad || snd ? out_clean_leftovers(output) : out_clean_beside(output);
        if (stale && !quiet)
            fprintf(stderr, "warp: %s: removed %u temporary file%s an interrupted run left\n", output, stale,
                    stale == 1 ? "" : "s");
    }
    if (image) return rebuild_image(input, from, output, jobs < 1 ? 1 : (unsigned)jobs, quiet);
    if (snd) return rebuild_snd(input, wad_path, dir, from, output, quiet);
    if (wad) return rebuild_wad(input, dir, from, output, jobs < 1 ? 1 : (unsigned)jobs, quiet);
    if (il >= 4 && !strcasecmp(input + il - 4, ".dff")) return rebuild_dff(input, from, output, quiet);
    return rebuild_txd(input, from, output, quiet);
#else
    (void)quiet, (void)wad, (void)dir, (void)snd;
    fprintf(stderr, "warp rebuild: unavailable: this warp was built without libspng or cJSON (meson options spng, cjson)\n");
    return 1;
#endif
}
