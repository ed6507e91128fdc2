/* warp extract INPUT -o OUTDIR: textures to PNG (textures.c), models and worlds to glTF,
 * plus a manifest. extract_buffer() finds every texture dictionary, model and world in
 * one buffer (raw .txd, .dff, WAD entry, chunk container, world part or world stream);
 * each kind of output has its own function (extract_model for .glb files). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "extract/file.h"
#include "extract/textures.h"
#include "formats/gltf_model.h"
#include "formats/html.h"
#include "platform/outfile.h"
#include "platform/util.h"

/* ---- models and worlds: one .glb each (export.c, export_world.c) ---------------- */
enum { MODEL_CLUMP, MODEL_WORLD, MODEL_PART };
static const char *const model_kind[] = {"model", "world", "world_part"};

/* The input's file name without folder and extension (names the .glb files). */
static void input_stem(const char *source, char *out, size_t cap) {
    const char *b = strrchr(source, '/'), *dot;
    b = b ? b + 1 : source;
    dot = strrchr(b, '.');
    snprintf(out, cap, "%.*s", (int)(dot && dot != b ? (size_t)(dot - b) : strlen(b)), b);
}

/* Export one clump, world or world part as OUTDIR/<name>.glb with a manifest item.
 * dict (may be NULL) comes first in the texture search, then the --txd files. */
static void extract_model(extract_ctx *c, int kind, const uint8_t *p, size_t len, const uint8_t *dict,
                          size_t dict_len, int fallback, const char *name) {
    if (out_cancelled()) return; /* a full disk stops the run */
    char stem[256], file[300], path[4096], err[256];
    if (unique_stem(c, name, stem, sizeof stem) != 0) return;
    snprintf(file, sizeof file, "%s.glb", stem);
    snprintf(path, sizeof path, "%s/%s", c->outdir, file);
    const uint8_t *txd[65];
    size_t txd_len[65], n = 0;
    if (dict) txd[n] = dict, txd_len[n++] = dict_len;
    for (size_t i = 0; i < c->txd_count && n < 65; i++) txd[n] = c->txd[i], txd_len[n++] = c->txd_len[i];
    export_textures tex = {txd, txd_len, n, fallback};
    export_stats st;
    size_t off = (size_t)(p - c->base);
    int rc = kind == MODEL_CLUMP   ? export_clump_glb(p, len, &tex, path, &st, err, sizeof err)
             : kind == MODEL_WORLD ? export_world_glb(p, len, &tex, path, &st, err, sizeof err)
                                   : export_streamed_world_glb(NULL, 0, &p, &len, 1, path, &st, err, sizeof err);
    c->skipped_meshes += st.skipped_meshes;
    if (rc && !st.meshes && st.skipped_meshes) { /* all in layouts not decoded: said on stderr */
        file_manifest_sep(c);
        fprintf(c->manifest, "{\"kind\": \"skipped\", \"source\": ");
        json_string(c->manifest, c->source);
        fprintf(c->manifest, ", \"offset\": %zu, \"skipped_meshes\": %u}", off, st.skipped_meshes);
        return;
    }
    if (rc) {
        c->failures++;
        report(c->source, (long long)off, "%s: %s", model_kind[kind], err);
        file_manifest_error(c, off, -1, err);
        return;
    }
    c->models++;
    file_manifest_sep(c);
    fprintf(c->manifest, "{\"kind\": \"%s\", \"source\": ", model_kind[kind]);
    json_string(c->manifest, c->source);
    fprintf(c->manifest, ", \"offset\": %zu, \"file\": ", off);
    json_string(c->manifest, file);
    uint64_t h; /* `warp rebuild FILE.dff` re-encodes the clump when the file changed */
    if (kind == MODEL_CLUMP && file_fnv1a64(path, &h) == 0)
        fprintf(c->manifest, ", \"fnv1a64\": \"%016llx\"", (unsigned long long)h);
    export_stats_json(c->manifest, &st);
}

/* Root sections of a raw .dff (clumps, with UV-animation or texture dictionaries between);
 * calls extract_model per clump when stem is set. Returns the clump count. */
static unsigned dff_clumps(extract_ctx *c, const uint8_t *p, size_t len, const char *stem) {
    unsigned n = 0, total = stem ? dff_clumps(c, p, len, NULL) : 0;
    warp_rw_section s, first;
    for (size_t off = 0; warp_rw_header(p, len, off, &s) == WARP_OK; off += 12 + (size_t)s.size) {
        if (off == 0) first = s;
        if (s.stamp != first.stamp || (s.type != WARP_RW_CLUMP && s.type != WARP_RW_UV_ANIM_DICTIONARY &&
                                       s.type != WARP_RW_TEXTURE_DICTIONARY))
            break; /* trailing archive padding (MANIFEST.md) */
        if (s.type != WARP_RW_CLUMP) continue;
        if (stem) {
            char name[256];
            if (total > 1) snprintf(name, sizeof name, "%s_%u", stem, n); else snprintf(name, sizeof name, "%s", stem);
            extract_model(c, MODEL_CLUMP, p + off, 12 + (size_t)s.size, NULL, 0, 0, name);
        }
        n++;
    }
    return n;
}

/* Models (0x09, 0x25, 0x47 clumps) and worlds (0x15) of a container's chunks; each takes
 * its textures from the nearest 0x2A before it in its resource (a level's sky models and
 * glow world, FACTS 5), else the resource's first 0x2A (props, characters: FACTS 4.5). */
static void extract_chunk_models(extract_ctx *c, const char *stem) {
    for (size_t i = 0; i < c->chunk_count; i++) {
        const warp_stream_info *ch = &c->chunks[i];
        int kind = ch->type == WARP_RW_CLUMP ? MODEL_CLUMP : ch->type == WARP_RW_WORLD ? MODEL_WORLD : -1;
        if (kind < 0) continue;
        const warp_stream_info *dict = NULL;
        for (size_t j = 0; j < c->chunk_count; j++) {
            const warp_stream_info *d = &c->chunks[j];
            if (d->resource_index != ch->resource_index || d->type != WARP_RW_TEXTURE_DICTIONARY) continue;
            if (j < i || !dict) dict = d;
            if (j > i) break;
        }
        char name[256];
        if (c->chunks[c->chunk_count - 1].resource_index > 0)
            snprintf(name, sizeof name, "%s_%u_%u", stem, ch->resource_index, ch->chunk_index);
        else
            snprintf(name, sizeof name, "%s_%u", stem, ch->chunk_index);
        extract_model(c, kind, ch->section, ch->section_len, dict ? dict->section : NULL, dict ? dict->section_len : 0, 1,
                      name);
    }
}

/* Every texture dictionary, model and world of one buffer, wherever the known layouts
 * put them. Returns 0 when at least one was found. */
static int extract_buffer(extract_ctx *c, const uint8_t *p, size_t len, const char *source) {
    unsigned before = c->dictionaries + c->models + c->failures + c->skipped_meshes;
    char stem[256];
    input_stem(source, stem, sizeof stem);
    switch (buffer_textures(c, p, len, source)) {
    case LAYOUT_WORLD_PART:
        extract_model(c, MODEL_PART, p, len, NULL, 0, 0, stem); /* its atomics, each at the origin */
        break;
    case LAYOUT_WORLD_STREAM:
        report(source, -1, "world stream: its world holds sector boxes, no geometry; the .glb needs its "
                           "_ms<i>.sec parts (whole-WAD extraction): none written");
        break;
    case LAYOUT_CONTAINER:
        extract_chunk_models(c, stem);
        break;
    case LAYOUT_OTHER:
        if (dff_clumps(c, p, len, NULL)) dff_clumps(c, p, len, stem); /* a raw .dff: one .glb per root clump */
        break;
    }
    return c->dictionaries + c->models + c->failures + c->skipped_meshes > before ? 0 : -1;
}

/* The manifest, written last, whole and atomically: "failed" when a full disk stopped
 * the outputs (the items list those written); then the summary and the index page.
 * Returns the exit status. */
static int file_finish(extract_ctx *c, const file_options *o, const char *items, size_t items_len, int found,
                       int io) {
    char path[4096];
    snprintf(path, sizeof path, "%s/manifest.json", c->outdir);
    char folder[4096];
    int err = 0, full = out_disk_full(folder, sizeof folder, &err);
    uint64_t files, bytes;
    out_totals(&files, &bytes);
    if (full)
        report(folder, -1, "no room to write (%s): stopped after %llu files (%.1f MB) written", strerror(err),
               (unsigned long long)files, (double)bytes / 1e6);
    out_uncancel();
    if (io == 0 && (c->manifest = open_memstream(&c->manifest_text, &c->manifest_len))) {
        fprintf(c->manifest, "{\n  \"status\": \"%s\",\n  \"items\": [", full ? "failed" : "complete");
        if (items_len) fwrite(items, 1, items_len, c->manifest);
        fputs(c->manifest_items ? "\n  ]\n}\n" : "]\n}\n", c->manifest);
        io = fclose(c->manifest) != 0 || out_write_file(path, c->manifest_text, c->manifest_len) != 0;
        if (io) report(path, -1, "cannot write: %s", strerror(errno));
    }
    if (found != 0 && !full) report(o->input, -1, "no texture dictionary or model found");
    if (!c->quiet)
        printf("%s: %u texture%s from %u dictionar%s, %u model%s (%u meshes skipped), %u failed -> %s\n", o->input,
               c->textures, c->textures == 1 ? "" : "s", c->dictionaries, c->dictionaries == 1 ? "y" : "ies", c->models,
               c->models == 1 ? "" : "s", c->skipped_meshes, c->failures, c->outdir);
    int rc = found != 0 || c->failures || io || full ? 1 : 0;
    if (!io && !full && !o->no_html) rc |= html_index(c->outdir, c->quiet);
    return rc;
}

int extract_file_run(const file_options *o) {
    extract_ctx c;
    memset(&c, 0, sizeof c);
    c.outdir = o->outdir;
    c.mips = o->mips, c.rgba = o->rgba, c.png_level = o->png_level, c.quiet = o->quiet;
    c.jobs = o->jobs;
    c.txd = o->txd, c.txd_len = o->txd_len, c.txd_count = o->txd_count;
    int rc = 1;
    file_map m = {0};
    if (map_file(o->input, &m) != 0) {
        report(o->input, -1, "cannot read: %s", strerror(errno));
        goto done;
    }
    char *items = NULL;
    size_t items_len = 0;
    if (make_dirs(c.outdir) != 0 || !(c.manifest = open_memstream(&items, &items_len))) {
        report(c.outdir, -1, "cannot create: %s", strerror(errno));
        unmap_file(&m);
        goto done;
    }
    out_clean_leftovers(c.outdir);
    name_set_add(&c.names, "manifest"); /* never shadow manifest.json */
    int found = extract_buffer(&c, m.data, m.len, o->input);
    int io = fclose(c.manifest);
    unmap_file(&m);
    rc = file_finish(&c, o, items, items_len, found, io);
    free(items);
done:
    free(c.manifest_text);
    name_set_free(&c.names);
    free_workers(&c);
    free(c.tex);
    free(c.chunks);
    return rc;
}
