/* A level's decoded data (FACTS-2 1-4) beside its existing outputs: collision.glb and
 * collision.json, paths.json and paths.glb, level.json (level header words, occluders,
 * chunk sizes) and subtitles.json. Game axes (z up) are turned to glTF's y up with
 * (x, y, z) -> (x, z, -y), the loader's own mapping (a rotation: winding is kept). */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "extract/level.h"
#include "formats/gltf.h"

static uint32_t rd32le(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void game_to_gltf(const float *g, float *out) {
    out[0] = g[0];
    out[1] = g[2];
    out[2] = -g[1];
}

/* A distinct, stable colour per material id for viewing. */
static void material_color(uint32_t id, float rgba[4]) {
    uint32_t h = warp_crc32(0, &id, sizeof id);
    rgba[0] = 0.25f + (float)(h & 0xFF) / 340.0f;
    rgba[1] = 0.25f + (float)(h >> 8 & 0xFF) / 340.0f;
    rgba[2] = 0.25f + (float)(h >> 16 & 0xFF) / 340.0f;
    rgba[3] = 1;
}

/* ---- collision ------------------------------------------------------------------------- */
/* collision.glb: one primitive per material id (two-sided triangles in a double-sided
 * primitive of their own), flat (three vertices per triangle). */
static int collision_glb(const warp_collision *c, const warp_collision_info *in, const float *v, const char *path,
                         char *err, size_t err_len, gltf_doc **keep) {
    uint32_t nt = in->triangle_count;
    float *pos = malloc((size_t)(nt ? nt : 1) * 9 * sizeof *pos);
    gltf_primitive *prims = calloc(512, sizeof *prims);
    gltf_doc *doc = gltf_new();
    int rc = -1;
    size_t np = 0, at = 0;
    if (!pos || !prims || !doc) {
        snprintf(err, err_len, "out of memory");
        goto done;
    }
    for (uint32_t key = 0; key < 512; key++) { /* key = material id + 256 x two-sided */
        size_t start = at;
        for (uint32_t t = 0; t < nt; t++) {
            warp_collision_triangle tr;
            warp_collision_get_triangle(c, t, &tr);
            if (tr.material != (key & 0xFF) || ((tr.flags & WARP_COLLISION_TWO_SIDED) != 0) != (key >> 8)) continue;
            for (int k = 0; k < 3; k++) game_to_gltf(v + 4 * (size_t)tr.v[k], pos + 3 * (at + (size_t)k));
            at += 3;
        }
        if (at == start) continue;
        gltf_material m;
        gltf_material_init(&m);
        char name[64];
        const char *known = warp_collision_material_name(key & 0xFF);
        snprintf(name, sizeof name, "%u %s%s", key & 0xFF, known ? known : "", key >> 8 ? " two-sided" : "");
        m.name = name;
        material_color(key & 0xFF, m.base_color);
        m.double_sided = (int)(key >> 8);
        prims[np].material = gltf_add_material(doc, &m);
        prims[np].position = pos + 3 * start;
        prims[np].vertex_count = (uint32_t)(at - start);
        np++;
    }
    if (gltf_write_single_mesh_glb(doc, "collision", prims, np, path) != 0) {
        snprintf(err, err_len, "%s", gltf_error(doc));
        goto done;
    }
    rc = 0;
    if (keep) *keep = doc, doc = NULL; /* for the assembled level */
done:
    gltf_free(doc);
    free(prims);
    free(pos);
    return rc;
}

typedef struct cell_ctx {
    FILE *f;
    const warp_collision *c;
    uint16_t *list; /* room for the longest list */
    size_t cap;
    int n;
} cell_ctx;
static int cell_json(void *user, const warp_collision_cell *cell) {
    cell_ctx *x = user;
    uint16_t *list = x->list;
    size_t n = 0;
    if (warp_collision_cell_triangles(x->c, cell->x, cell->y, cell->z, list, x->cap, &n) != WARP_OK) n = 0;
    fprintf(x->f, "%s\n    {\"x\": %u, \"y\": %u, \"z\": %u, \"offset\": %u, \"triangles\": [", x->n++ ? "," : "",
            cell->x, cell->y, cell->z, cell->offset);
    for (size_t e = 0; e < n; e++) fprintf(x->f, "%s%u", e ? ", " : "", list[e]);
    fputs("]}", x->f);
    return 0;
}

static void collision_json(entry_job *j, const warp_collision *c, const warp_collision_info *in, const float *v) {
    json_out x;
    FILE *f = json_begin(j, &x, "collision");
    if (!f) return;
    fprintf(f, "{\n  \"header\": {\"word00\": \"0x%08x\", \"word04\": [\"0x%08x\", \"0x%08x\", \"0x%08x\"],", in->word00,
            in->word04[0], in->word04[1], in->word04[2]);
    fputs("\n    \"matrix\": [", f);
    for (int r = 0; r < 4; r++) {
        if (r) fputs(", ", f);
        json_fv(f, in->matrix[r], 4);
    }
    fputs("], \"clamp_min\": ", f);
    json_fv(f, in->clamp_min, 4);
    fputs(", \"clamp_max\": ", f);
    json_fv(f, in->clamp_max, 4);
    fprintf(f, ",\n    \"cells\": [%u, %u, %u], \"pad76\": \"0x%04x\", \"list_count\": %u, \"triangle_count\": %u,"
               " \"word86\": \"0x%04x\", \"vertex_count\": %u, \"lowest_z\": ",
            in->nx, in->ny, in->nz, in->pad76, in->list_count, in->triangle_count, in->word86, in->vertex_count);
    json_f(f, in->lowest_z);
    fprintf(f, ", \"word9c\": \"0x%08x\",\n    \"runtime_words\": [\"0x%08x\", \"0x%08x\", \"0x%08x\", \"0x%08x\", "
               "\"0x%08x\"], \"checked_bytes\": %zu},\n",
            in->word9c, in->grid_ptr, in->lists_ptr, in->triangles_ptr, in->vertices_ptr, in->checked_ptr,
            in->checked_len);
    fputs("  \"axes\": \"game (z up); collision.glb holds (x, z, -y)\",\n", f);
    /* Materials and flag bits, counted. */
    uint32_t mat[256] = {0}, bits[16] = {0};
    for (uint32_t t = 0; t < in->triangle_count; t++) {
        warp_collision_triangle tr;
        warp_collision_get_triangle(c, t, &tr);
        mat[tr.material]++;
        for (int b = 0; b < 16; b++) bits[b] += tr.flags >> b & 1;
    }
    fputs("  \"materials\": [", f);
    int first = 1;
    for (int m = 0; m < 256; m++) {
        if (!mat[m]) continue;
        fprintf(f, "%s\n    {\"id\": %d, \"name\": ", first ? "" : ",", m);
        json_string(f, warp_collision_material_name((uint32_t)m));
        fprintf(f, ", \"triangles\": %u}", mat[m]);
        first = 0;
    }
    fputs("],\n  \"flag_bits\": {", f);
    static const char *const known[16] = {"enabled", "two_sided", [11] = "testable_disabled"};
    for (int b = 0; b < 16; b++)
        fprintf(f, "%s\"%d%s%s\": %u", b ? ", " : "", b, known[b] ? " " : "", known[b] ? known[b] : "", bits[b]);
    fputs("},\n  \"vertices\": [", f);
    for (uint32_t i = 0; i < in->vertex_count; i++) {
        fputs(i ? ", " : "", f);
        json_fv(f, v + 4 * (size_t)i, 4);
    }
    fputs("],\n  \"triangles_fields\": [\"v0\", \"v1\", \"v2\", \"flags\", \"material\", \"area\"],\n  \"triangles\": [",
          f);
    for (uint32_t t = 0; t < in->triangle_count; t++) {
        warp_collision_triangle tr;
        warp_collision_get_triangle(c, t, &tr);
        fprintf(f, "%s[%u, %u, %u, \"0x%04x\", %u, %u]", t ? ", " : "", tr.v[0], tr.v[1], tr.v[2], tr.flags,
                tr.material, tr.area);
    }
    fprintf(f, "],\n  \"nonempty_cells\": %u, \"listed\": %u, \"longest_list\": %u,\n  \"cells\": [",
            in->nonempty_cells, in->listed, in->longest_list);
    cell_ctx cx = {f, c, malloc(((size_t)in->longest_list + 1) * sizeof(uint16_t)), in->longest_list, 0};
    if (cx.list) warp_collision_foreach_cell(c, cell_json, &cx);
    free(cx.list);
    fputs("]\n}\n", f);
    char extra[128];
    snprintf(extra, sizeof extra, ", \"triangles\": %u, \"vertices\": %u", in->triangle_count, in->vertex_count);
    json_end(j, &x, "collision", extra);
}

/* Bytes past what the collision header counts (each chunk padded to 16): the decoder reads
 * only the counted records (FACTS-2 1), so a longer chunk is decoded and warned, not fatal. */
static void collision_surplus(entry_job *j, const warp_level_chunks *k, const warp_collision_info *in) {
    const struct { const char *name; const warp_span *s; uint64_t need; } c[] = {
        {"header 0x03", &k->collision_header, WARP_COLLISION_HEADER_SIZE},
        {"triangles 0x04", &k->triangles, (uint64_t)WARP_COLLISION_TRIANGLE_SIZE * in->triangle_count},
        {"grid 0x05", &k->grid, 4ull * in->nx * in->ny * in->nz},
        {"lists 0x06", &k->lists, 2ull * in->list_count},
        {"vertices 0x07", &k->vertices, (uint64_t)WARP_COLLISION_VERTEX_SIZE * in->vertex_count},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        uint64_t need = (c[i].need + 15) & ~(uint64_t)15;
        if (c[i].s->data && c[i].s->len > need)
            entry_warning(j, (size_t)(c[i].s->data - j->base), "collision %s: %llu bytes past what the header counts "
                          "(decoded)", c[i].name, (unsigned long long)(c[i].s->len - need));
    }
}

static void level_collision(entry_job *j, const warp_level_chunks *k, gltf_doc **keep) {
    warp_collision *c = handle_alloc(warp_collision_sizeof());
    if (!c) return;
    int rc = warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, k, NULL);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(k->collision_header.data - j->base), "collision: %s", warp_strerror(rc));
        free(c);
        return;
    }
    warp_collision_info in;
    warp_collision_get_info(c, &in);
    collision_surplus(j, k, &in);
    size_t n;
    float *v = malloc(((size_t)in.vertex_count + 1) * 4 * sizeof *v);
    if (!v || warp_collision_copy_vertices(c, v, in.vertex_count, &n) != WARP_OK) {
        free(v);
        free(c);
        return;
    }
    char file[256], path[4400], err[256] = "";
    unique_file(j, "collision", "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (in.triangle_count && collision_glb(c, &in, v, path, err, sizeof err, keep) != 0) {
        entry_error(j, 0, "collision.glb: %s", err);
    } else if (in.triangle_count) {
        j->worlds++;
        item_begin(j, "collision_mesh");
        fputs(", \"file\": ", j->m);
        json_string(j->m, file);
        item_file_hash(j, path); /* warp rebuild: an edit is put back (rebuild/level.c) */
        fprintf(j->m, ", \"triangles\": %u}", in.triangle_count);
    }
    collision_json(j, c, &in, v);
    free(v);
    free(c);
}

/* ---- subtitles ------------------------------------------------------------------------- */
typedef struct sub_ctx {
    FILE *f;
    unsigned records, unmapped, sections;
    const char *lang, *scene;
    int open_lang, open_scene;
} sub_ctx;

/* Bytes 0x20-0x7E are ASCII; every other byte has no known mapping (the code page is
 * not documented, FACTS-2 4): json_string writes it as \u00XX, counted here. */
static unsigned unmapped_bytes(const char *s) {
    unsigned n = 0;
    for (; *s; s++) n += (unsigned char)*s < 0x20 || (unsigned char)*s > 0x7E;
    return n;
}

static int sub_json(void *user, const warp_subtitle_info *r) {
    sub_ctx *x = user;
    FILE *f = x->f;
    x->records++;
    x->unmapped += unmapped_bytes(r->text);
    if (r->kind == WARP_SUBTITLE_LANGUAGE) {
        if (x->open_scene) fputs("]}", f);
        if (x->open_lang) fputs("]}", f);
        fprintf(f, "%s\n    {\"language\": ", x->open_lang ? "," : "");
        json_string(f, r->text);
        fputs(", \"scenes\": [", f);
        x->open_lang = 1;
        x->open_scene = 0;
        x->sections = 0;
        return 0;
    }
    if (!x->open_lang) { /* records before any language marker */
        fputs("\n    {\"language\": null, \"scenes\": [", f);
        x->open_lang = 1;
    }
    if (r->kind == WARP_SUBTITLE_SCENE) {
        if (x->open_scene) fputs("]}", f);
        fprintf(f, "%s\n      {\"scene\": ", x->sections++ ? "," : "");
        json_string(f, r->text);
        fputs(", \"captions\": [", f);
        x->open_scene = 2;
        return 0;
    }
    if (!x->open_scene) {
        fprintf(f, "%s\n      {\"scene\": null, \"captions\": [", x->sections++ ? "," : "");
        x->open_scene = 2;
    }
    fprintf(f, "%s\n        {\"kind\": %u, \"text\": ", x->open_scene == 2 ? "" : ",", r->kind);
    json_string(f, r->text);
    fputc('}', f);
    x->open_scene = 1;
    return 0;
}

static void level_subtitles(entry_job *j, const warp_span *s) {
    size_t count;
    int rc = warp_subtitle_foreach(s->data, s->len, NULL, NULL, &count);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(s->data - j->base), "subtitles: %s", warp_strerror(rc));
        return;
    }
    json_out x;
    FILE *f = json_begin(j, &x, "subtitles");
    if (!f) return;
    fprintf(f, "{\n  \"length\": %u,\n  \"kinds\": {\"0\": \"language\", \"1\": \"scene\", \"2\": \"title card\", "
               "\"3\": \"caption\"},\n  \"languages\": [",
            s->data[0] | s->data[1] << 8);
    sub_ctx cx;
    memset(&cx, 0, sizeof cx);
    cx.f = f;
    warp_subtitle_foreach(s->data, s->len, sub_json, &cx, &count);
    if (cx.open_scene) fputs("]}", f);
    if (cx.open_lang) fputs("]}", f);
    fprintf(f, "],\n  \"records\": %u,\n  \"unmapped_bytes\": %u\n}\n", cx.records, cx.unmapped);
    char extra[96];
    snprintf(extra, sizeof extra, ", \"records\": %u, \"unmapped_bytes\": %u", cx.records, cx.unmapped);
    json_end(j, &x, "subtitles", extra);
}

/* ---- level.json: level header, occluders, the chunks ------------------------------------ */
static int occ_json(void *user, const warp_occluder_info *o) {
    FILE *f = user;
    fprintf(f, "%s\n    {\"index\": %u, \"points\": [", o->index ? "," : "", o->index);
    for (int k = 0; k < 4; k++) {
        if (k) fputs(", ", f);
        json_fv(f, o->points[k], 4);
    }
    fputs("], \"planes\": [", f);
    for (int k = 0; k < 3; k++) {
        if (k) fputs(", ", f);
        json_fv(f, o->planes[k], 4);
    }
    fprintf(f, "], \"active\": %u}", o->active);
    return 0;
}

static void level_json(entry_job *j, const warp_level_chunks *k) {
    json_out x;
    FILE *f = json_begin(j, &x, "level");
    if (!f) return;
    fputs("{\n  \"axes\": \"game (z up), metres\",\n  \"level_header\": ", f);
    if (k->level_header.data) { /* 0x17: no field is read from the file (FACTS-2 3): words as hex */
        fputc('[', f);
        for (size_t i = 0; i + 4 <= k->level_header.len; i += 4)
            fprintf(f, "%s\"0x%08x\"", i ? ", " : "", rd32le(k->level_header.data + i));
        fputc(']', f);
    } else {
        fputs("null", f);
    }
    fputs(",\n  \"occluders\": ", f);
    size_t count = 0;
    int rc = k->occluders.data ? warp_occluder_foreach(k->occluders.data, k->occluders.len, NULL, NULL, &count)
                               : WARP_E_NOT_FOUND;
    if (rc == WARP_OK) {
        fputc('[', f);
        warp_occluder_foreach(k->occluders.data, k->occluders.len, occ_json, f, &count);
        fputc(']', f);
    } else {
        fputs("null", f);
        if (k->occluders.data)
            entry_error(j, (size_t)(k->occluders.data - j->base), "occluders: %s", warp_strerror(rc));
    }
    static const struct { const char *name; size_t at; } spans[] = {
        {"collision_header", offsetof(warp_level_chunks, collision_header)},
        {"triangles", offsetof(warp_level_chunks, triangles)},
        {"grid", offsetof(warp_level_chunks, grid)},
        {"lists", offsetof(warp_level_chunks, lists)},
        {"vertices", offsetof(warp_level_chunks, vertices)},
        {"checked", offsetof(warp_level_chunks, checked)},
        {"paths", offsetof(warp_level_chunks, paths)},
        {"occluders", offsetof(warp_level_chunks, occluders)},
        {"level_header", offsetof(warp_level_chunks, level_header)},
        {"subtitles", offsetof(warp_level_chunks, subtitles)},
    };
    fputs(",\n  \"chunks\": {", f);
    for (size_t i = 0; i < sizeof spans / sizeof spans[0]; i++) {
        const warp_span *s = (const warp_span *)((const char *)k + spans[i].at);
        fprintf(f, "%s\"%s\": ", i ? ", " : "", spans[i].name);
        if (s->data)
            fprintf(f, "{\"offset\": %zu, \"size\": %zu}", (size_t)(s->data - j->base), s->len);
        else
            fputs("null", f);
    }
    fputs("}\n}\n", f);
    char extra[64];
    snprintf(extra, sizeof extra, ", \"occluders\": %zu", count);
    json_end(j, &x, "level", extra);
}

void extract_level(entry_job *j, const uint8_t *p, size_t len) {
    warp_level_chunks k;
    int rc = warp_level_find_chunks(p, len, &k);
    if (rc != WARP_OK) {
        entry_error(j, (size_t)(p - j->base), "level chunks: %s", warp_strerror(rc));
        return;
    }
    gltf_doc *collision = NULL, *paths = NULL;
    if (k.collision_header.data) level_collision(j, &k, &collision);
    if (k.paths.data) extract_paths(j, &k.paths, &paths);
    if (k.subtitles.data) level_subtitles(j, &k.subtitles);
    level_json(j, &k);
    extract_level_scene(j, collision, paths);
    gltf_free(collision);
    gltf_free(paths);
}
