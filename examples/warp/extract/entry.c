/* One entry of whole-WAD extraction: the dispatcher the runner calls per entry
 * (extract_entry), which hands each part of the entry to its per-kind exporter:
 * textures, models and glow worlds of resources and packs, streamed worlds, sounds,
 * levels, scenes, lists, and raw copies of what no output carries whole. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "extract/entry.h"
#include "extract/anim.h"
#include "extract/audio.h"
#include "extract/invariants.h"
#include "extract/level.h"
#include "extract/misc.h"
#include "extract/sprites.h"
#include "extract/textures.h"
#include "extract/wad_index.h"
#include "formats/gltf_model.h"
#include "platform/outfile.h"
#include "platform/util.h"

/* Kinds whose content the PNG / glTF outputs carry whole: never saved raw. */
static int kind_is_converted(int kind) {
    return kind == WARP_KIND_PACK || kind == WARP_KIND_TEXTURES || kind == WARP_KIND_MODEL ||
           kind == WARP_KIND_WORLD_PART || kind == WARP_KIND_WORLD_STREAM;
}

/* A chunk a generic resource may hold that the PNG / glTF outputs carry whole: texture
 * dictionary 0x2A, model 0x47, bone offsets 0x28 (in the model), glow world 0x15. */
static int chunk_other(void *user, const warp_chunk_info *c) {
    (void)user;
    return !(c->type == 0x2A || c->type == 0x47 || c->type == 0x28 || c->type == 0x15);
}

/* Whether the entry's bytes are converted whole (no raw copy): a world stream only with
 * a world name, a world part only when a named world takes it or it parses alone. */
static int entry_converted(const entry_job *j, int kind, const uint8_t *p, size_t len) {
    warp_world_part_info pi;
    if (kind == WARP_KIND_WORLD_STREAM) return j->r->worlds[j->index] != NULL;
    if (kind == WARP_KIND_WORLD_PART)
        return (j->r->claimed && j->r->claimed[j->index]) || warp_world_part_parse(p, len, &pi) == WARP_OK;
    return kind_is_converted(kind);
}

/* A raw copy of an entry (or a pack's resource) of another kind: with --raw always (the
 * bytes as they are); by default only when nothing decoded it whole, so that nothing in
 * the archive is lost: no decoded output, a failure, or a kind whose decoders leave
 * chunks aside (a generic resource holding other chunks than chunk_other's, old RenderWare
 * streams' other sections, unknown entries); sprite sheets are decoded whole (sprites.c). */
static int wants_raw(const entry_job *j, int kind, unsigned decoded, unsigned failures, const uint8_t *p,
                     size_t len) {
    const wad_run *r = j->r;
    if (!(r->only & ONLY_RAW) || entry_converted(j, kind, p, len)) return 0;
    if (r->raw_all || failures || !decoded) return 1;
    if (kind == WARP_KIND_WORLD_STREAM || kind == WARP_KIND_WORLD_PART) return 1; /* geometry not exported */
    if (kind == WARP_KIND_RESOURCE) return warp_chunk_foreach(p, len, NULL, chunk_other, NULL) != WARP_OK;
    return kind == WARP_KIND_RW_OLD || kind == WARP_KIND_UNKNOWN;
}

/* A model: textures from its Object/Character List record when it has one (the
 * dictionary's first texture stands in for unnamed materials, FACTS.md 4.5), else from
 * the dictionary chunk just before it in its resource (the level's sky models). */
static void export_model(entry_job *j, const warp_chunk_info *c) {
    const wad_run *r = j->r;
    size_t offset = (size_t)(c->data - j->base);
    const uint8_t *clump;
    size_t clump_len;
    if (model_clump(c->data, c->size, &clump, &clump_len) != 0) {
        entry_error(j, offset, "model chunk 0x47 holds no clump section");
        return;
    }
    const uint8_t *txd[2];
    size_t txd_len[2], n = 0;
    entry_bytes held[2];
    memset(held, 0, sizeof held);
    const char *source = "none";
    uint32_t dict_entry[2];
    size_t dict_at[2]; /* each dictionary's entry and data offset: the manifest's "dictionaries" */
    const model_rec *rec = find_rec(r, j->resource_hash);
    for (int k = 0; rec && k < 2; k++) {
        const dict_ref *d = rec->dict[k] ? find_dict(r, rec->dict[k]) : NULL;
        if (!d || entry_open(j->w, d->entry, &held[n]) != WARP_OK) continue;
        if ((size_t)d->offset + d->len > held[n].len) {
            entry_close(r, &held[n]);
            continue;
        }
        txd[n] = held[n].p + d->offset;
        dict_entry[n] = d->entry, dict_at[n] = d->offset;
        txd_len[n++] = d->len;
        source = "record";
    }
    if (!n && j->pair_dict) {
        txd[0] = j->pair_dict;
        txd_len[0] = j->pair_len;
        dict_entry[0] = j->index, dict_at[0] = (size_t)(j->pair_dict - j->base);
        n = 1;
        source = "paired";
    }
    export_textures tex = {txd, txd_len, n, 1};
    char stem[160], file[256], path[4400], err[256] = "", name[128];
    res_names_stem(&r->resnames, j->resource_hash, name, sizeof name); /* <name>_geo, else the hash */
    /* a resource's later models add their chunk; so do a level's when it is named (level1:
     * the assembled level's own file is level1.glb, level_scene.c) */
    int level_named = r->kinds[j->index] == WARP_KIND_LEVEL && res_names_find(&r->resnames, j->resource_hash);
    if (j->resource_models++ || level_named)
        snprintf(stem, sizeof stem, "%s_%u", name, c->index);
    else
        snprintf(stem, sizeof stem, "%s", name);
    unique_file(j, stem, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    unsigned clips = 0;
    int rc = rec && rec->data ? export_character_model(j, c, rec->data, clump, clump_len, n ? &tex : NULL, path, &st,
                                                       err, sizeof err, &clips)
                              : export_clump_glb(clump, clump_len, n ? &tex : NULL, path, &st, err, sizeof err);
    for (size_t k = 0; k < 2; k++) entry_close(r, &held[k]);
    if (rc != 0) {
        entry_error(j, offset, "model %u (chunk %u): %s", j->resource_hash, c->index, err);
        return;
    }
    j->models++;
    item_begin(j, "model");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"resource_hash\": %u, \"chunk\": %u, \"offset\": %zu, \"texture_source\": \"%s\"",
            j->resource_hash, c->index, offset, source);
    /* where its textures are: a new material's texture is looked up there (rebuild/model_dict.c) */
    fputs(", \"dictionaries\": [", j->m);
    for (size_t k = 0; k < n; k++)
        fprintf(j->m, "%s{\"entry\": %u, \"offset\": %zu}", k ? ", " : "", dict_entry[k], dict_at[k]);
    fputc(']', j->m);
    if (rec && rec->data) fprintf(j->m, ", \"character_data\": %u, \"animations\": %u", rec->data, clips);
    item_file_hash(j, path); /* warp rebuild re-encodes the model when the file changed */
    export_stats_json(j->m, &st);
}

/* A level's glow world (chunk 0x15), textured from the level's dictionary before it
 * (the 4th 0x2A, propglow textures, FACTS.md 5). */
static void export_glow(entry_job *j, const warp_chunk_info *c) {
    size_t offset = (size_t)(c->data - j->base);
    const uint8_t *txd[1] = {j->pair_dict};
    size_t txd_len[1] = {j->pair_len};
    export_textures tex = {txd, txd_len, 1, 0};
    char stem[160], file[256], path[4400], err[256] = "", name[128];
    res_names_stem(&j->r->resnames, j->resource_hash, name, sizeof name);
    snprintf(stem, sizeof stem, "%s_glow", name);
    unique_file(j, stem, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    if (export_world_glb(c->data, c->size, j->pair_dict ? &tex : NULL, path, &st, err, sizeof err) != 0) {
        entry_error(j, offset, "glow world: %s", err);
        return;
    }
    j->worlds++;
    item_begin(j, "world");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"resource_hash\": %u, \"chunk\": %u, \"offset\": %zu", j->resource_hash, c->index, offset);
    item_file_hash(j, path); /* warp rebuild puts an edited glow world back (rebuild/world_glow.c) */
    export_stats_json(j->m, &st);
}

static int resource_chunk(void *user, const warp_chunk_info *c) {
    entry_job *j = user;
    j->resource_hash = c->resource_hash;
    if (c->type == 0x2A) {
        j->pair_dict = c->data;
        j->pair_len = c->size;
    } else if (c->type == 0x4C && (j->r->only & ONLY_TEXTURES)) {
        extract_sprite_page(j, c, j->pair_dict, j->pair_len);
    } else if (c->type == 0x47 && (j->r->only & ONLY_MODELS)) {
        export_model(j, c);
    } else if (c->type == 0x15 && (j->r->only & ONLY_WORLDS)) {
        export_glow(j, c);
    } else if (j->r->kinds[j->index] == WARP_KIND_GLOBAL && (j->r->only & ONLY_DATA)) {
        extract_global_list(j, c);
    }
    return 0;
}

/* One resource (a standalone entry, or one inside a pack): its models and glow world,
 * and in a pack its raw bytes when its kind is not converted whole. */
static void extract_resource(entry_job *j, const uint8_t *p, size_t len, int in_pack) {
    j->pair_dict = NULL;
    j->pair_len = 0;
    j->resource_models = 0;
    unsigned decoded = j->decoded, failures = j->failures;
    int rc = warp_chunk_foreach(p, len, NULL, resource_chunk, j);
    if (rc < 0) entry_error(j, (size_t)(p - j->base), "chunk container: %s", warp_strerror(rc));
    if (j->r->only & ONLY_MODELS) extract_anim_resource(j, p, len);
    if (!in_pack) return;
    int kind;
    warp_classify(p, len, WARP_KIND_UNKNOWN, &kind); /* chunk errors were reported above */
    if (wants_raw(j, kind, j->decoded - decoded, j->failures - failures, p, len)) {
        char stem[128];
        const char *ext = kind_ext(kind);
        res_names_stem(&j->r->resnames, len >= 16 ? le32(p + 12) : 0, stem, sizeof stem);
        size_t n = strlen(stem), e = strlen(ext);
        if (n > e + 1 && stem[n - e - 1] == '.' && !strcasecmp(stem + n - e, ext))
            stem[n - e - 1] = 0; /* a clip's name carries its extension: x.anm, not x.anm.anm */
        write_raw(j, p, len, stem, ext, (size_t)(p - j->base));
    }
}

/* The textures of p (an entry, or a pack's resource: at) into j->dir. */
static void entry_textures(entry_job *j, const uint8_t *p, size_t len, const texture_place *at) {
    const wad_run *r = j->r;
    unsigned before = j->failures;
    char source[64];
    snprintf(source, sizeof source, "entry %u", j->index);
    extract_textures(j->dir, r->mips, texture_png_level(r), r->rgba, j->m, &j->items, p, len, source, &j->textures,
                     &j->failures, j->png, at);
    if (j->failures > before && !out_cancelled() && !r->check) {
        const char *name = r->names[j->index];
        flockfile(stderr);
        report(r->wad_path, (long long)r->entries[j->index].offset, "entry %u%s%s%s: %u texture(s) failed to decode",
               j->index, name ? " (" : "", name ? name : "", name ? ")" : "", j->failures - before);
        funlockfile(stderr);
    }
}

/* A pack's resource this copy owns (resources.h): its files into its own folder (NULL:
 * the pack's, when the table has no group for it), its items naming that folder. */
static void pack_resource(entry_job *j, const uint8_t *p, size_t len, const char *folder) {
    char pack_dir[sizeof j->dir];
    char **used = j->used;
    size_t used_count = j->used_count;
    if (folder) {
        memcpy(pack_dir, j->dir, sizeof pack_dir);
        snprintf(j->dir, sizeof j->dir, "%s/%s", j->r->outdir, folder);
        j->used = NULL, j->used_count = 0, j->item_folder = folder;
    }
    texture_place at = {j->base, folder};
    if (folder && !out_discarding() && make_dirs(j->dir) != 0) {
        entry_error(j, (size_t)(p - j->base), "cannot create %s: %s", j->dir, strerror(errno));
    } else {
        if (j->r->only & ONLY_TEXTURES) entry_textures(j, p, len, &at);
        extract_resource(j, p, len, 1);
    }
    if (!folder) return;
    if (!j->r->check) rmdir(j->dir); /* only succeeds when nothing was written */
    for (size_t k = 0; k < j->used_count; k++) free(j->used[k]);
    free(j->used);
    j->used = used, j->used_count = used_count, j->item_folder = NULL;
    memcpy(j->dir, pack_dir, sizeof pack_dir);
}

/* <pack>.json: the pack's list, written into its folder with a "pack_list" item. */
static void write_pack_list(entry_job *j, const char *text, size_t len) {
    char file[256], path[4400];
    unique_file(j, j->r->folders[j->index], "json", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (out_write_file(path, text, len) != 0) {
        entry_error(j, 0, "cannot write %s: %s", path, strerror(errno));
        return;
    }
    item_begin(j, "pack_list");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    item_file_hash(j, path);
    fputc('}', j->m);
}

/* A pack's resources: header {count, size, 0, marker}, then count x (resource header
 * {chunks, dataSize, 0, hash} + chunks) (FACTS.md 2.1); the classifier checked the walk.
 * Each distinct resource is written once, by its owner copy, into its own folder
 * (resources.h); <pack>.json lists what the pack holds, in order, and where each is. */
static void extract_pack(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    char *text = NULL;
    size_t text_len = 0;
    FILE *list = open_memstream(&text, &text_len);
    if (!list) {
        entry_error(j, 0, "out of memory");
        return;
    }
    fputs("{\n  \"pack\": ", list);
    json_string(list, r->folders[j->index]);
    fprintf(list, ",\n  \"entry\": %u,\n  \"resources\": [", j->index);
    uint32_t count = le32(p);
    size_t off = 16;
    for (uint32_t k = 0; k < count && off + 16 <= len; k++) {
        uint64_t size = 16 + 16 * (uint64_t)le32(p + off) + le32(p + off + 4);
        if (size > len - off) break;
        const res_copy *c = resources_copy_at(&r->res, j->index, off);
        const res_group *g = c ? &r->res.groups[c->group] : NULL;
        uint32_t hash = le32(p + off + 12);
        fprintf(list, "%s\n    {\"index\": %u, \"name\": ", k ? "," : "", k);
        json_string(list, res_names_find(&r->resnames, hash));
        fprintf(list, ", \"hash\": %u, \"variant\": %u, \"folder\": ", hash, g ? g->variant : 1);
        json_string(list, g ? g->folder : r->folders[j->index]);
        fprintf(list, ", \"offset\": %zu, \"size\": %llu}", off, (unsigned long long)size);
        if (!g || resources_is_owner(&r->res, c)) pack_resource(j, p + off, (size_t)size, g ? g->folder : NULL);
        off += (size_t)size;
    }
    fputs(count ? "\n  ]\n}\n" : "]\n}\n", list);
    if (fclose(list) != 0)
        entry_error(j, 0, "out of memory");
    else if (r->only & ~ONLY_SOUNDS) /* a pack holds no sounds: --only sounds writes none of it */
        write_pack_list(j, text, text_len);
    free(text);
}

/* A streamed world: the stream and its parts <world>_ms<1..n>.sec (world_parts_open). */
static void export_streamed(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    const char *world = r->worlds[j->index];
    warp_world_stream_info si;
    int rc = warp_world_stream_parse(p, len, &si);
    if (rc != WARP_OK) {
        entry_error(j, 0, "world stream: %s", warp_strerror(rc));
        return;
    }
    if (!world) {
        item_begin(j, "note");
        fputs(", \"note\": \"world name unknown: parts not grouped (give --names)\"}", j->m);
        return;
    }
    size_t n = si.part_count < 65536 ? si.part_count : 65536;
    const uint8_t **parts = calloc(n + 1, sizeof *parts);
    size_t *lens = calloc(n + 1, sizeof *lens);
    entry_bytes *held = calloc(n + 1, sizeof *held);
    size_t found = parts && lens && held ? world_parts_open(j, world, n, parts, lens, held) : 0;
    char file[256], path[4400], err[256] = "";
    unique_file(j, world, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    rc = parts && lens && held ? export_streamed_world_glb(p, len, parts, lens, n, path, &st, err, sizeof err) : -1;
    for (size_t k = 0; held && k < n; k++) entry_close(r, &held[k]);
    free(parts);
    free(lens);
    free(held);
    if (rc != 0) {
        entry_error(j, 0, "world %s: %s", world, err[0] ? err : "out of memory");
        return;
    }
    j->worlds++;
    item_begin(j, "world");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputs(", \"world\": ", j->m);
    json_string(j->m, world);
    fprintf(j->m, ", \"parts\": %zu, \"parts_found\": %zu", n, found);
    item_file_hash(j, path);
    export_stats_json(j->m, &st);
    extract_world_json(j, world, p, len);
}

/* A world part no named world stream takes (a lone part, or one of a world with no
 * name: page 002's entries 9,809-9,811): its atomics as one .glb in the part's own
 * coordinates (no sector origins without the stream), textured from its dictionary. */
static void export_lone_part(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    const char *name = r->names[j->index];
    const uint8_t *parts[1] = {p};
    size_t lens[1] = {len};
    char stem[256], file[256], path[4400], err[256] = "";
    if (name && strchr(name, '.'))
        snprintf(stem, sizeof stem, "%.*s", (int)(strrchr(name, '.') - name), name);
    else
        snprintf(stem, sizeof stem, "%s", name ? name : r->folders[j->index]);
    unique_file(j, stem, "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    export_stats st;
    memset(&st, 0, sizeof st);
    if (export_streamed_world_glb(NULL, 0, parts, lens, 1, path, &st, err, sizeof err) != 0) {
        entry_error(j, 0, "world part: %s", err[0] ? err : "out of memory");
        return;
    }
    j->worlds++;
    item_begin(j, "world");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputs(", \"lone_part\": true", j->m);
    item_file_hash(j, path); /* so a rebuild refuses an edit, as for every world */
    export_stats_json(j->m, &st);
}

/* warp check lists the RenderWare version warnings `warp list` prints (invariants.h). */
static int version_warning(void *user, const warp_warning *w) {
    char text[512];
    invariant_text(w, NULL, text, sizeof text);
    entry_warning((entry_job *)user, w->offset, "%s", text);
    return 0;
}

void extract_entry(entry_job *j, const uint8_t *p, size_t len) {
    const wad_run *r = j->r;
    int kind = r->kinds[j->index];
    if (!out_discarding() && make_dirs(j->dir) != 0) {
        entry_error(j, 0, "cannot create %s: %s", j->dir, strerror(errno));
        return;
    }
    if (r->check) warp_check_entry_versions(p, len, kind, j->index, version_warning, j); /* errors: the decoders' */
    int container = kind >= WARP_KIND_PACK && kind <= WARP_KIND_RESOURCE;
    if ((r->only & ONLY_TEXTURES) && kind != WARP_KIND_PACK && /* a pack's: per resource (extract_pack) */
        (container || kind == WARP_KIND_WORLD_PART || kind == WARP_KIND_WORLD_STREAM))
        entry_textures(j, p, len, NULL);
    if (kind == WARP_KIND_PACK)
        extract_pack(j, p, len);
    else if (container)
        extract_resource(j, p, len, 0);
    else if (kind == WARP_KIND_WORLD_STREAM && (r->only & ONLY_WORLDS))
        export_streamed(j, p, len);
    else if (kind == WARP_KIND_WORLD_PART && (r->only & ONLY_WORLDS) && !(r->claimed && r->claimed[j->index]))
        export_lone_part(j, p, len);
    if ((r->only & ONLY_SOUNDS) &&
        (kind == WARP_KIND_SOUND_BANK || kind == WARP_KIND_GLOBAL || kind == WARP_KIND_SOUND_INDEX))
        extract_audio(j, kind, p, len); /* WAVs, sound lists, bank indexes */
    if (r->only & ONLY_DATA) { /* decoded data: level (FACTS-2 1-4), scenes (5) */
        if (kind == WARP_KIND_LEVEL) extract_level(j, p, len);
        if (kind == WARP_KIND_SCENE) extract_scene(j, p, len);
        if (kind == WARP_KIND_SCENE_LIST) extract_scene_list(j, p, len);
    }
    if (r->only & ONLY_DATA) extract_misc_entry(j, kind, p, len); /* lists, Lua, icon, font, objects, old streams */
    if (wants_raw(j, kind, j->decoded + j->textures, j->failures, p, len)) {
        const char *name = r->names[j->index], *ext = kind_ext(kind);
        char stem[256];
        if (name && strchr(name, '.')) { /* keep the name's own extension */
            snprintf(stem, sizeof stem, "%.*s", (int)(strrchr(name, '.') - name), name);
            ext = strrchr(name, '.') + 1;
        } else {
            snprintf(stem, sizeof stem, "%s", name ? name : r->folders[j->index]);
        }
        char safe_ext[32];
        sanitize_name(ext, safe_ext, sizeof safe_ext);
        write_raw(j, p, len, stem, safe_ext, 0);
    }
    if (!r->check) rmdir(j->dir); /* only succeeds when nothing was written */
}
