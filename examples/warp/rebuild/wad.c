/* warp rebuild WARRIORS.WAD: the plan (wad.h): manifest, comparison, splices. Nothing is written until every PNG
 * has been compared, every new texture encoded and every new entry size known, so a
 * refusal leaves nothing behind. */
#include "rebuild/wad.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "formats/cost.h"
#include "platform/disc.h"
#include "platform/util.h"
#include "rebuild/character.h"
#include "rebuild/clip.h"
#include "rebuild/clip_glb.h"
#include "rebuild/copies.h"
#include "rebuild/edits.h"
#include "rebuild/strays.h"
#include "rebuild/icon.h"
#include "rebuild/level.h"
#include "rebuild/lua.h"
#include "rebuild/manifest.h"
#include "rebuild/model.h"
#include "rebuild/lists.h"
#include "rebuild/media.h"
#include "rebuild/placements.h"
#include "rebuild/prop.h"
#include "rebuild/scene.h"
#include "rebuild/sprite_png.h"
#include "rebuild/sound_tables.h"
#include "rebuild/sprites.h"
#include "rebuild/texts.h"
#include "rebuild/wad_plan.h"
#include "rebuild/wad_records.h"
#include "rebuild/wad_write.h"
#include "rebuild/world.h"

/* ---- comparing: one entry's textures ------------------------------------------------------ */

/* The dictionary at `dict`: its 0x16 section, then the containers around it. */
static int dict_levels(const uint8_t *e, size_t len, size_t dict, wad_splice *s) {
    s->lv[0] = (warp_patch_level){dict, WARP_PATCH_RW_SECTION, 0};
    s->nlv = 1;
    return wad_container_levels(e, len, dict, s);
}

/* Compare entry i's texture PNGs; record the splices of those that changed and the
 * entry's new size. 0, or -1 after a message. */
static int plan_entry(wad_plan *pl, const manifest *m, const char *from, uint32_t i) {
    const man_entry *me = &m->e[i];
    size_t len = pl->entries[i].size;
    uint8_t *e = malloc(len ? len : 1);
    wad_change *c = &pl->changes[i];
    c->splices = calloc(2 * me->nitems + 1, sizeof *c->splices); /* a new texture: its count word too */
    int rc = e && c->splices ? wad_pread(pl, e, len, pl->entries[i].offset) : -1;
    for (size_t k = 0; !rc && k < me->nitems; k++) {
        const rebuild_item *it = &m->items[me->first + k];
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", from, it->file);
        warp_rw_section sec;
        wad_splice *s = &c->splices[c->nsplice];
        if (it->dict_offset == REBUILD_WHOLE_ENTRY) {
            s->nlv = 0; /* the entry itself: no enclosing sizes */
        } else if (warp_rw_header(e, len, it->dict_offset, &sec) || sec.type != WARP_RW_TEXTURE_DICTIONARY ||
            dict_levels(e, len, it->dict_offset, s)) {
            report(path, -1, "entry %u has no texture dictionary at %zu: not from this WAD's extraction", i,
                   it->dict_offset);
            rc = -1;
            break;
        }
        png_read_image png;
        if (png_read_file(path, &png, 0)) {
            rc = -1;
            break;
        }
        if (it->dict_offset != REBUILD_WHOLE_ENTRY && sprite_pngs_compose(m, i, it, from, e, len, &png)) {
            png_read_free(&png); /* a repainted sprite that cannot go back: named */
            rc = -1;
            break;
        }
        rebuild_patch cnt = {0};
        int trc = it->dict_offset == REBUILD_WHOLE_ENTRY
                      ? rebuild_bitmap(e, len, &png, path, &s->p)
                      : rebuild_texture_in(e, len, it->dict_offset, it->index, &png, path, &s->p, &cnt,
                                           "not from this WAD's extraction");
        png_read_free(&png);
        if (trc) {
            rc = -1;
        } else if (s->p.bytes) {
            c->nsplice++;
        }
        if (!trc && cnt.bytes) { /* a new texture: the dictionary's count word, inside the same containers */
            c->splices[c->nsplice] = *s;
            c->splices[c->nsplice++].p = cnt;
            c->added++;
        }
    }
    if (!rc && me->nmodels) rc = rebuild_models(m, i, e, len, from, c);
    c->new_size = len;
    if (!rc && c->nsplice) rc = wad_finish_entry(pl, i, e);
    free(e);
    return rc;
}

/* ---- threads ------------------------------------------------------------------------ */

typedef struct pool {
    wad_plan *pl;
    const manifest *m;
    const char *from;
    uint32_t *jobs, njobs, next;
    size_t textures, done_textures;
    int failed, bar;
    double last;
    pthread_mutex_t lock;
} pool;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static void *worker(void *arg) {
    pool *p = arg;
    for (;;) {
        pthread_mutex_lock(&p->lock);
        uint32_t j = p->failed || p->next == p->njobs ? p->njobs : p->next++;
        pthread_mutex_unlock(&p->lock);
        if (j == p->njobs) return NULL;
        uint32_t i = p->jobs[j];
        int rc = plan_entry(p->pl, p->m, p->from, i);
        pthread_mutex_lock(&p->lock);
        p->failed |= rc != 0;
        p->done_textures += p->m->e[i].nitems + p->m->e[i].nmodels;
        if (p->bar && (now() - p->last > 0.2 || p->done_textures == p->textures)) {
            p->last = now();
            fprintf(stderr, "\rwarp: comparing textures and models: %zu/%zu", p->done_textures, p->textures);
        }
        pthread_mutex_unlock(&p->lock);
    }
}

static int compare_all(wad_plan *pl, const manifest *m, const char *from, unsigned jobs) {
    pool p;
    memset(&p, 0, sizeof p);
    p.pl = pl, p.m = m, p.from = from, p.textures = m->nitems + m->nmodels;
    p.bar = !pl->quiet && isatty(2);
    pthread_mutex_init(&p.lock, NULL);
    p.jobs = malloc((pl->count ? pl->count : 1) * sizeof *p.jobs);
    if (!p.jobs) return -1;
    for (uint32_t i = 0; i < pl->count; i++)
        if (m->e[i].nitems || m->e[i].nmodels) p.jobs[p.njobs++] = i;
    unsigned threads = jobs > p.njobs ? p.njobs : jobs;
    pthread_t *tid = calloc(threads ? threads : 1, sizeof *tid);
    unsigned started = 0;
    while (tid && started + 1 < threads && pthread_create(&tid[started], NULL, worker, &p) == 0) started++;
    worker(&p); /* this thread is one of them */
    for (unsigned k = 0; k < started; k++) pthread_join(tid[k], NULL);
    if (p.bar) fputc('\n', stderr);
    free(tid);
    free(p.jobs);
    pthread_mutex_destroy(&p.lock);
    return p.failed ? -1 : 0;
}

/* ---- the command ------------------------------------------------------------------- */

/* What the mod costs against the input (formats/cost.h), after the summary, the input's
 * entries named as the extraction's manifest names them (one per DIR record); not for a
 * disc image's WAD, which is not mapped here. */
static void print_cost(const char *wad_path, const char *dir_path, const char *outdir, const manifest *m,
                       uint32_t count) {
    struct stat st;
    char out_wad[4096], out_dir[4096];
    const char *wb = strrchr(wad_path, '/'), *db = strrchr(dir_path, '/');
    snprintf(out_wad, sizeof out_wad, "%s/%s", outdir, wb ? wb + 1 : wad_path);
    snprintf(out_dir, sizeof out_dir, "%s/%s", outdir, db ? db + 1 : dir_path);
    const char **names = calloc((size_t)count + 1, sizeof *names);
    for (uint32_t i = 0; names && i < count; i++) names[i] = m->e[i].name[0] ? m->e[i].name : NULL;
    cost_inputs in = {wad_path, dir_path, out_wad, out_dir, names, names ? count : 0, NULL, 0, NULL};
    if (names && !stat(wad_path, &st) && S_ISREG(st.st_mode)) cost_compare(stderr, &in);
    free(names);
}

int rebuild_wad(const char *wad_path, const char *dir_path, const char *from, const char *outdir, unsigned jobs,
                int quiet) {
    wad_plan pl;
    memset(&pl, 0, sizeof pl);
    pl.wad_path = wad_path, pl.quiet = quiet, pl.fd = -1;
    char dir_found[4096];
    if (!dir_path) {
        if (find_dir_beside(wad_path, dir_found, sizeof dir_found)) {
            report(wad_path, -1, "no WARRIORS.DIR beside it (give one with --dir)");
            return 1;
        }
        dir_path = dir_found;
    }
    pl.dir_path = dir_path;
    file_map dm = {0};
    manifest m;
    memset(&m, 0, sizeof m);
    warp_wad *w = NULL;
    void *index = NULL;
    int status = 1;
    if (disc_open(wad_path, &pl.fd, &pl.wad_base, &pl.wad_size)) {
        report(wad_path, -1, "%s", strerror(errno));
        goto done;
    }
    if (map_file(dir_path, &dm)) {
        report(dir_path, -1, "%s", strerror(errno));
        goto done;
    }
    pl.dir = dm.data, pl.dir_len = dm.len;
    w = handle_alloc(warp_wad_sizeof());
    int rc = w ? warp_wad_init(w, warp_wad_sizeof(), WARP_ABI_VERSION, dm.data, dm.len, pl.wad_size, NULL) : WARP_E_ARG;
    if (rc) {
        uint32_t bad = 0;
        if (rc == WARP_E_RANGE && warp_wad_first_bad(dm.data, dm.len, pl.wad_size, &bad) == WARP_OK)
            report(dir_path, 16 + 12 * (long long)bad, "entry %u ends past the end of %s", bad, wad_path);
        else
            report(dir_path, -1, "%s", warp_strerror(rc));
        goto done;
    }
    pl.count = warp_wad_count(w), pl.w = w;
    /* a hash index: the world-name search below looks names up by the thousand (malloc's
     * alignment suits its 32-bit words; aligned_alloc is not in Windows' C library) */
    size_t index_size = warp_wad_index_size(w);
    index = malloc(index_size ? index_size : 1);
    if (index) warp_wad_index_init(w, index, index_size);
    pl.entries = calloc(pl.count ? pl.count : 1, sizeof *pl.entries);
    pl.changes = calloc(pl.count ? pl.count : 1, sizeof *pl.changes);
    if (!pl.entries || !pl.changes) goto done;
    for (uint32_t i = 0; i < pl.count; i++) warp_wad_get(w, i, &pl.entries[i]);
    for (uint32_t i = 0; i < pl.count; i++) pl.changes[i].new_size = pl.entries[i].size;
    if (manifest_read_wad(&pl, from, &m) || rebuild_check_edits(&pl, &m, from) || rebuild_check_strays(&m, from) ||
        compare_all(&pl, &m, from, jobs ? jobs : 1))
        goto done;
    unsigned replaced = 0, changed = 0, models = 0, model_files = 0, sounds = 0, captions = 0, levels = 0;
    unsigned luas = 0, clips = 0, chars = 0;
    for (uint32_t i = 0; i < pl.count; i++) {
        size_t textures = pl.changes[i].nsplice - pl.changes[i].model_splices - pl.changes[i].added;
        replaced += (unsigned)textures;
        changed += textures != 0;
        models += pl.changes[i].models;
        model_files += (unsigned)m.e[i].nmodels;
    }
    unsigned objs = 0, worlds = 0, copied = 0, copies = 0, props = 0, packs = 0;
    if (rebuild_props(&pl, &m, from, &props) || rebuild_sounds(&pl, &m, from, &sounds) || rebuild_captions(&pl, &m, from, &captions) ||
        rebuild_levels(&pl, &m, from, &levels) || rebuild_texts(&pl, &m, from, &objs) ||
        rebuild_lists(&pl, &m, from, &objs) || rebuild_sound_tables(&pl, &m, from, &objs) || rebuild_sprites(&pl, &m, from, &objs) ||
        rebuild_icon(&pl, &m, from, &objs) ||
        rebuild_lua(&pl, &m, from, &luas) || rebuild_clips(&pl, &m, from, &clips) ||
        rebuild_clips_glb(&pl, &m, from, &clips) ||
        rebuild_characters(&pl, &m, from, &chars) || rebuild_scenes(&pl, &m, from, &objs) ||
        rebuild_worlds(&pl, &m, from, &worlds) || rebuild_copies(&pl, &m, from, &copied, &copies) ||
        rebuild_props_packs(&pl, &m, from, &packs) || rebuild_check_placements(&pl, &m, from) ||
        wad_follow_world_sizes(&pl, w, &m) ||
        wad_follow_list_sizes(&pl, &m) || rebuild_check_dropped(&pl, &m, from))
        goto done;
    uint32_t moved = 0;
    if (wad_write(&pl, outdir, &moved)) goto done;
    if (!quiet)
        fprintf(stderr,
                "warp: %s: %u textures replaced in %u entries, %u entries moved (%zu texture PNGs compared), %u models "
                "encoded again (%u .glb files compared), %u sounds, %u caption sets, %u Lua chunks, %u clips, %u "
                "characters and %u other entries' data replaced, %u level files put back, %u worlds put back; %u "
                "edited resources reached %u copies; %u new props (%zu new entries, %u packs grew) -> %s\n",
                wad_path, replaced, changed, moved, m.nitems, models, model_files, sounds, captions, luas, clips, chars,
                objs, levels, worlds, copied, copies, props, pl.nadded, packs, outdir);
    if (!quiet) print_cost(wad_path, dir_path, outdir, &m, pl.count);
    status = 0;
done:
    for (uint32_t i = 0; pl.changes && i < pl.count; i++) {
        for (size_t k = 0; k < pl.changes[i].nsplice; k++) free(pl.changes[i].splices[k].p.bytes);
        free(pl.changes[i].splices);
        free(pl.changes[i].words);
        free(pl.changes[i].resized);
    }
    props_free(&pl), free(pl.changes), free(pl.entries), free(w), free(index);
    manifest_free(&m);
    unmap_file(&dm);
    if (pl.fd >= 0) close(pl.fd);
    return status;
}
