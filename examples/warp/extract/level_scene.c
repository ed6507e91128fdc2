/* The assembled level (docs/tool.md "Assembled levels"): a level's streamed worlds, the
 * objects of its <level>_objs.txt placed as the game places them, its collision mesh
 * (hidden) and its paths, in one .glb beside the level's other outputs. Objects and
 * worlds are built by the exporters into documents of their own and copied in
 * (gltf_import): one mesh per model, a node per placement (gltf_instance). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "extract/level.h"
#include "extract/wad_index.h"
#include "formats/gltf.h"
#include "formats/gltf_model.h"
#include "platform/util.h"

/* A model placed at least once: its document (NULL when it has none) and where its meshes went. */
typedef struct placed_model {
    uint32_t key;
    struct gltf_doc *doc;
    int mesh_base;
} placed_model;

typedef struct scene_ctx {
    entry_job *j;
    gltf_doc *doc;
    int objects; /* the node every placement hangs under */
    placed_model *models;
    size_t model_count, model_cap;
    unsigned placed, emitters, missing, worlds;
    int failed;
} scene_ctx;

void game_pos(const float g[3], float out[3]) { out[0] = g[0], out[1] = g[2], out[2] = -g[1]; }
void game_rot(const float q[4], float out[4]) { out[0] = q[0], out[1] = q[2], out[2] = -q[1], out[3] = q[3]; }

int record_textures(entry_job *j, const model_rec *rec, const uint8_t *txd[2], size_t txd_len[2],
                    entry_bytes held[2]) {
    const wad_run *r = j->r;
    size_t n = 0;
    for (int k = 0; k < 2; k++) {
        const dict_ref *d = rec->dict[k] ? find_dict(r, rec->dict[k]) : NULL;
        if (!d || entry_open(j->w, d->entry, &held[n]) != WARP_OK) continue;
        if ((size_t)d->offset + d->len > held[n].len) {
            entry_close(r, &held[n]);
            continue;
        }
        txd[n] = held[n].p + d->offset, txd_len[n] = d->len, n++;
    }
    return (int)n;
}

gltf_doc *object_model_doc(entry_job *j, const model_rec *rec, const char *label) {
    const wad_run *r = j->r;
    const dict_ref *m = find_model(r, rec->model);
    entry_bytes held[3];
    memset(held, 0, sizeof held);
    if (!m || entry_open(j->w, m->entry, &held[2]) != WARP_OK) return NULL;
    const uint8_t *clump, *txd[2];
    size_t clump_len, txd_len[2];
    gltf_doc *doc = NULL;
    if ((size_t)m->offset + m->len <= held[2].len && model_clump(held[2].p + m->offset, m->len, &clump, &clump_len) == 0) {
        size_t n = (size_t)record_textures(j, rec, txd, txd_len, held);
        export_textures tex = {txd, txd_len, n, 1};
        export_stats st;
        char err[256];
        if (export_clump_doc(clump, clump_len, n ? &tex : NULL, label, &doc, &st, err, sizeof err) != 0)
            entry_error(j, 0, "level scene: %s: %s", label, err);
    }
    for (int k = 0; k < 3; k++) entry_close(r, &held[k]);
    return doc;
}

/* The placed model of an object name (looked up and imported on its first placement). */
static placed_model *model_for(scene_ctx *x, const char *name, size_t len) {
    char lower[128];
    if (len >= sizeof lower) len = sizeof lower - 1;
    for (size_t i = 0; i < len; i++) lower[i] = (char)tolower((unsigned char)name[i]);
    lower[len] = 0;
    uint32_t key = warp_crc32(0, lower, len); /* the Object List key (FACTS.md 8) */
    for (size_t i = 0; i < x->model_count; i++)
        if (x->models[i].key == key) return &x->models[i];
    placed_model *v = grow_room(x->models, x->model_count, &x->model_cap, sizeof *v);
    if (!v) return NULL;
    x->models = v;
    placed_model *pm = &v[x->model_count++];
    pm->key = key, pm->doc = NULL, pm->mesh_base = -1;
    const model_rec *rec = find_rec_by_key(x->j->r, key);
    if (rec && (pm->doc = object_model_doc(x->j, rec, lower)) && (pm->mesh_base = gltf_import(x->doc, pm->doc)) < 0) {
        gltf_free(pm->doc);
        pm->doc = NULL;
    }
    return pm;
}

static int place_object(void *user, const warp_objs_object *ob) {
    scene_ctx *x = user;
    char name[128];
    snprintf(name, sizeof name, "%.*s", (int)(ob->name_len < 127 ? ob->name_len : 127), ob->name);
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    game_pos(ob->pos, n.translation);
    if (ob->rot_components == 4) game_rot(ob->rot, n.rotation);
    int node = gltf_add_node(x->doc, &n);
    if (node < 0 && ob->rot_components == 4) { /* a zero quaternion: placed unturned */
        n.rotation[0] = n.rotation[1] = n.rotation[2] = 0, n.rotation[3] = 1;
        node = gltf_add_node(x->doc, &n);
    }
    if (node < 0 || gltf_add_child(x->doc, x->objects, node) != 0) return x->failed = 1;
    if (ob->is_emitter) { /* an empty node named after it: the particles are not drawn */
        x->emitters++;
        return 0;
    }
    placed_model *pm = model_for(x, ob->name, ob->name_len);
    if (pm && pm->doc) {
        if (gltf_instance(x->doc, pm->doc, pm->mesh_base, node) != 0) return x->failed = 1;
        x->placed++;
    } else {
        x->missing++;
    }
    return 0;
}

/* A node named `name` under the scene holding a copy of src (NULL: nothing). */
static int add_layer(scene_ctx *x, gltf_doc *src, const char *name, int hidden) {
    if (!src) return 0;
    gltf_node n;
    gltf_node_init(&n);
    n.name = name;
    n.hidden = hidden;
    int node = gltf_add_node(x->doc, &n), base = node < 0 ? node : gltf_import(x->doc, src);
    return base < 0 || gltf_instance(x->doc, src, base, node) != 0 ? -1 : 0;
}

/* Every streamed world named <level>, <level>s or <level>d (FACTS.md 3.4), as a layer. */
static int add_worlds(scene_ctx *x, const char *level) {
    const wad_run *r = x->j->r;
    for (uint32_t e = 0; e < r->count; e++) {
        const char *w = r->worlds[e];
        size_t n = strlen(level);
        if (!w || strncmp(w, level, n) || (w[n] && (strchr("sd", w[n]) == NULL || w[n + 1]))) continue;
        entry_bytes wb;
        warp_world_stream_info si;
        if (entry_open(x->j->w, e, &wb) != WARP_OK) continue;
        size_t parts_n = warp_world_stream_parse(wb.p, wb.len, &si) == WARP_OK ? si.part_count : 0;
        if (parts_n > 65536) parts_n = 65536;
        const uint8_t **parts = calloc(parts_n + 1, sizeof *parts);
        size_t *lens = calloc(parts_n + 1, sizeof *lens);
        entry_bytes *held = calloc(parts_n + 1, sizeof *held);
        gltf_doc *doc = NULL;
        export_stats st;
        char err[256] = "";
        if (parts && lens && held) {
            world_parts_open(x->j, w, parts_n, parts, lens, held);
            export_streamed_world_doc(wb.p, wb.len, parts, lens, parts_n, w, &doc, &st, err, sizeof err);
        }
        for (size_t k = 0; held && k < parts_n; k++) entry_close(r, &held[k]);
        entry_close(r, &wb);
        free(parts), free(lens), free(held);
        int rc = add_layer(x, doc, w, 0);
        gltf_free(doc);
        if (rc != 0) return -1;
        if (doc) x->worlds++;
    }
    return 0;
}

/* The level's name (its entry name without .lev) into out; 0, or -1 without one. */
static int level_name(const entry_job *j, char *out, size_t cap) {
    const char *name = j->r->names[j->index];
    size_t n = name ? strlen(name) : 0;
    if (n < 5 || strcasecmp(name + n - 4, ".lev") || n - 4 >= cap) return -1;
    snprintf(out, cap, "%.*s", (int)(n - 4), name);
    return 0;
}

static void scene_item(scene_ctx *x, const char *file, const char *path) {
    entry_job *j = x->j;
    j->worlds++;
    item_begin(j, "level_scene");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"worlds\": %u, \"objects\": %u, \"emitters\": %u, \"unresolved\": %u, \"models\": %zu",
            x->worlds, x->placed, x->emitters, x->missing, x->model_count);
    item_file_hash(j, path); /* warp rebuild refuses an edit: nothing reads it back */
    fputc('}', j->m);
}

void extract_level_scene(entry_job *j, gltf_doc *collision, gltf_doc *paths) {
    char level[96], objs_name[128];
    uint32_t objs;
    if (level_name(j, level, sizeof level) != 0) return;
    snprintf(objs_name, sizeof objs_name, "%s_objs.txt", level);
    if (entry_by_name(j->r, objs_name, &objs) != 0) return;
    scene_ctx x = {j, gltf_new(), -1, NULL, 0, 0, 0, 0, 0, 0, 0};
    entry_bytes ob;
    memset(&ob, 0, sizeof ob);
    int ok = x.doc && entry_open(j->w, objs, &ob) == WARP_OK && add_worlds(&x, level) == 0;
    if (ok && x.worlds) {
        gltf_node n;
        gltf_node_init(&n);
        n.name = "objects";
        ok = (x.objects = gltf_add_node(x.doc, &n)) >= 0 &&
             warp_objs_foreach(ob.p, ob.len, NULL, place_object, &x, NULL) == WARP_OK && !x.failed &&
             add_layer(&x, collision, "collision", 1) == 0 && add_layer(&x, paths, "paths", 0) == 0;
        char file[256], path[4400];
        unique_file(j, level, "glb", file, sizeof file);
        snprintf(path, sizeof path, "%s/%s", j->dir, file);
        if (ok && gltf_write_glb(x.doc, path) == 0)
            scene_item(&x, file, path);
        else
            entry_error(j, 0, "level scene %s: %s", file, x.doc ? gltf_error(x.doc) : "out of memory");
    }
    entry_close(j->r, &ob);
    for (size_t i = 0; i < x.model_count; i++) gltf_free(x.models[i].doc);
    free(x.models);
    gltf_free(x.doc);
}
