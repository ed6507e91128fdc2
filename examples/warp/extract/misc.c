/* Whole-WAD extraction of the small kinds: the library decodes, this file writes JSON,
 * text, PNG and glTF (FACTS-2.md 6-10, FACTS.md 3.4). Unknown fields are written as the
 * numbers they are; every output goes through outfile.h. */
#include "extract/misc.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats/gltf_model.h"
#include "extract/textures.h"
#include "formats/gltf.h"
#include "formats/lua_list.h"
#include "platform/outfile.h"
#include "formats/png.h"

/* ---- shared -------------------------------------------------------------------------- */
static void json_float(FILE *f, double v) {
    if (isfinite(v))
        fprintf(f, "%.9g", v);
    else
        fputs("null", f);
}

static void json_bytes(FILE *f, const char *s, size_t n) {
    char *t = malloc(n + 1);
    if (!t) {
        fputs("null", f);
        return;
    }
    memcpy(t, s, n);
    t[n] = 0;
    for (size_t i = 0; i < n; i++)
        if (!t[i]) t[i] = ' '; /* embedded NULs would cut the string */
    json_string(f, t);
    free(t);
}

/* Open <stem>.<ext> in the entry folder; 0 or -1 (error reported). */
static int open_out(entry_job *j, const char *stem, const char *ext, out_file *o, char *file, size_t cap) {
    char path[4400];
    unique_file(j, stem, ext, file, cap);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (out_open(o, path) != 0) {
        entry_error(j, 0, "cannot write %s: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

static int close_out(entry_job *j, out_file *o, const char *file) {
    if (out_commit(o) != 0) {
        entry_error(j, 0, "cannot write %s: %s", file, strerror(errno));
        return -1;
    }
    return 0;
}

/* The entry's name without its extension (or its folder name). */
static void entry_stem(const entry_job *j, char *out, size_t cap) {
    const char *name = j->r->names[j->index];
    if (name && strrchr(name, '.'))
        snprintf(out, cap, "%.*s", (int)(strrchr(name, '.') - name), name);
    else
        snprintf(out, cap, "%s", name ? name : j->r->folders[j->index]);
}

/* ---- global lists -------------------------------------------------------------------------- */
typedef struct list_out {
    entry_job *j;
    FILE *f;
    const res_names *names; /* the --names file by CRC-32 (FACTS.md 8: the list keys are
                               CRC-32 of lower-case names, no prefix) */
} list_out;

static int list_record(void *user, const warp_list_record *r) {
    list_out *o = user;
    fprintf(o->f, "%s\n    {\"index\": %u", r->index ? "," : "", r->index);
    for (uint32_t k = 0; k < r->field_count; k++) {
        warp_list_field fd;
        warp_list_field_get(r->type, k, &fd);
        uint32_t v = r->values[k];
        if (fd.kind != WARP_LIST_FIELD_HASH) {
            fprintf(o->f, ", \"%s\": %u", fd.name, v);
            continue;
        }
        fprintf(o->f, ", \"%s\": \"%08x\"", fd.name, v);
        const char *name = v ? res_names_find(o->names, v) : NULL;
        if (name) {
            fprintf(o->f, ", \"%.*s_name\": ", (int)(strlen(fd.name) - 5), fd.name);
            json_string(o->f, name);
        }
        char dec[16];
        uint32_t e;
        snprintf(dec, sizeof dec, "%u", v);
        if (v && entry_by_name(o->j->r, dec, &e) == 0) /* a resource: the WAD entry named by its decimal hash */
            fprintf(o->f, ", \"%.*s_entry\": %u", (int)(strlen(fd.name) - 5), fd.name, e);
    }
    fputc('}', o->f);
    return 0;
}

int extract_global_list(entry_job *j, const warp_chunk_info *c) {
    warp_list_layout l;
    if (warp_list_layout_get(c->type, &l) != WARP_OK) return 0;
    size_t offset = (size_t)(c->data - j->base);
    uint32_t count, hw[4];
    int rc = warp_list_parse(c->type, c->data, c->size, NULL, &count, hw);
    if (rc != WARP_OK) {
        entry_error(j, offset, "%s (chunk 0x%02X): %s", l.name, c->type, warp_strerror(rc));
        return 1;
    }
    /* Bytes past the records and their padding to 16: decoded all the same (FACTS-2 6's
     * sizes are derived; the disc may pad differently), kept as a number and warned. */
    size_t used = ((size_t)l.header_size + (size_t)count * l.record_size + 15) & ~(size_t)15;
    size_t surplus = c->size > used ? c->size - used : 0;
    if (surplus)
        entry_warning(j, offset, "%s (chunk 0x%02X): %zu bytes past its %u records and their padding (decoded)",
                      l.name, c->type, surplus, count);
    /* global/<list>.json inside the entry's folder (names unique among the entry's outputs) */
    char base[256], file[300], path[4400];
    unique_file(j, l.name, "json", base, sizeof base);
    snprintf(file, sizeof file, "global/%s", base);
    snprintf(path, sizeof path, "%s/global", j->dir);
    out_file o;
    if (!out_discarding() && make_dirs(path) != 0) {
        entry_error(j, offset, "cannot create %s: %s", path, strerror(errno));
        return 1;
    }
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (out_open(&o, path) != 0) {
        entry_error(j, offset, "cannot write %s: %s", path, strerror(errno));
        return 1;
    }
    fprintf(o.f, "{\n  \"list\": \"%s\", \"chunk_type\": %u, \"chunk_hash\": \"%08x\", \"resource_hash\": \"%08x\",\n",
            l.name, c->type, c->hash, c->resource_hash);
    fprintf(o.f, "  \"count\": %u, \"header_words\": [%u, %u, %u, %u], \"record_size\": %u, \"surplus_bytes\": %zu,\n"
            "  \"records\": [", count, hw[0], hw[1], hw[2], hw[3], l.record_size, surplus);
    list_out lo = {j, o.f, &j->r->resnames};
    warp_list_foreach(c->type, c->data, c->size, NULL, list_record, &lo);
    fputs(count ? "\n  ]\n}\n" : "]\n}\n", o.f);
    if (close_out(j, &o, file)) return 1;
    item_begin(j, "list");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"list\": \"%s\", \"chunk\": %u, \"offset\": %zu, \"records\": %u, \"surplus_bytes\": %zu}", l.name,
            c->index, offset, count, surplus);
    return 1;
}

/* ---- Lua ------------------------------------------------------------------------------------ */
static void extract_lua(entry_job *j, const uint8_t *p, size_t len) {
    char stem[256], file[300], lstem[300];
    entry_stem(j, stem, sizeof stem);
    snprintf(lstem, sizeof lstem, "%s.lua", stem);
    out_file o;
    if (open_out(j, lstem, "txt", &o, file, sizeof file)) return;
    int rc = lua_listing(o.f, p, len);
    if (rc != WARP_OK) {
        out_abort(&o);
        entry_error(j, 0, "lua chunk: %s", warp_strerror(rc));
        return;
    }
    if (close_out(j, &o, file)) return;
    item_begin(j, "lua_listing");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    item_file_hash(j, path); /* warp rebuild assembles the listing again when it changed */
    fputc('}', j->m);
}

/* ---- memory card icon ------------------------------------------------------------------------ */
typedef struct key_out { FILE *f; uint32_t n; } key_out;
static int icon_key(void *user, const warp_icon_key *k) {
    key_out *o = user;
    if (k->key == 0) fprintf(o->f, "%s\n    {\"shape\": %u, \"keys\": [", k->frame ? "]}," : "", k->shape);
    if (k->key_count) {
        fprintf(o->f, "%s{\"time\": ", k->key ? ", " : "");
        json_float(o->f, k->time);
        fputs(", \"weight\": ", o->f);
        json_float(o->f, k->weight);
        fputc('}', o->f);
    }
    o->n++;
    return 0;
}

/* glTF per FACTS-2.md 8: a triangle list (every 3 vertices), POSITION = shape 0 / 4096,
 * shapes 1..S-1 as morph targets (deltas), NORMAL, TEXCOORD_0 = uv / 4096 (v not
 * flipped), COLOR_0 = min(c / 128, 1), the texture as a double-sided material. */
static int icon_glb(const uint8_t *p, size_t len, const warp_icon_info *in, const uint8_t *png, size_t png_len,
                    const char *path, char *err, size_t err_cap) {
    uint32_t n = in->vertex_count - in->vertex_count % 3, shapes = in->shape_count;
    if (shapes > GLTF_MAX_TARGETS + 1) shapes = GLTF_MAX_TARGETS + 1;
    float *pos = calloc((size_t)n * 3 * shapes + 1, sizeof(float)), *nrm = calloc((size_t)n * 3 + 1, sizeof(float));
    float *uv = calloc((size_t)n * 2 + 1, sizeof(float)), *col = calloc((size_t)n * 4 + 1, sizeof(float));
    int rc = -1;
    gltf_doc *doc = gltf_new();
    if (!pos || !nrm || !uv || !col || !doc) {
        snprintf(err, err_cap, "out of memory");
        goto done;
    }
    for (uint32_t v = 0; v < n; v++) {
        warp_icon_vertex vx;
        int16_t xyz[4];
        for (uint32_t s = 0; s < shapes; s++) {
            warp_icon_get_vertex(p, len, in, v, s, xyz, &vx);
            for (int c = 0; c < 3; c++) {
                float a = xyz[c] / 4096.0f;
                pos[(size_t)s * n * 3 + (size_t)v * 3 + c] = s ? a - pos[(size_t)v * 3 + c] : a;
            }
        }
        for (int c = 0; c < 3; c++) nrm[(size_t)v * 3 + c] = vx.normal[c] / 4096.0f;
        uv[(size_t)v * 2] = vx.uv[0] / 4096.0f;
        uv[(size_t)v * 2 + 1] = vx.uv[1] / 4096.0f;
        for (int c = 0; c < 4; c++) col[(size_t)v * 4 + c] = vx.color[c] >= 128 ? 1.0f : vx.color[c] / 128.0f;
    }
    int tex = gltf_add_texture_png(doc, "icon", png, png_len, GLTF_RW_FILTER_LINEAR, GLTF_RW_CLAMP, GLTF_RW_CLAMP);
    gltf_material m;
    gltf_material_init(&m);
    m.name = "icon";
    m.texture = tex;
    m.double_sided = 1;
    int mat = tex >= 0 ? gltf_add_material(doc, &m) : tex;
    const float *targets[GLTF_MAX_TARGETS];
    for (uint32_t s = 1; s < shapes; s++) targets[s - 1] = pos + (size_t)s * n * 3;
    gltf_primitive prim;
    memset(&prim, 0, sizeof prim);
    prim.vertex_count = n;
    prim.position = pos;
    prim.normal = nrm;
    prim.texcoord[0] = uv;
    prim.color_f[0] = col;
    prim.material = mat;
    prim.target_position = targets;
    prim.target_count = shapes - 1;
    if (mat < 0 || gltf_write_single_mesh_glb(doc, "icon", &prim, 1, path) != 0) {
        snprintf(err, err_cap, "%s", gltf_error(doc));
        goto done;
    }
    rc = 0;
done:
    gltf_free(doc);
    free(pos), free(nrm), free(uv), free(col);
    return rc;
}

/* Every vertex as stored (4.12 numbers, colour bytes), one line each: its position in each
 * shape, normal, uv and colour; warp rebuild reads them back (rebuild/icon_json.c). */
static void icon_vertices(FILE *f, const uint8_t *p, size_t len, const warp_icon_info *in) {
    fputs("  \"vertex_data\": [", f);
    for (uint32_t v = 0; v < in->vertex_count; v++) {
        warp_icon_vertex vx;
        int16_t xyz[4];
        fprintf(f, "%s\n    {\"positions\": [", v ? "," : "");
        for (uint32_t s = 0; s < in->shape_count; s++) {
            warp_icon_get_vertex(p, len, in, v, s, xyz, &vx);
            fprintf(f, "%s[%d, %d, %d, %d]", s ? ", " : "", xyz[0], xyz[1], xyz[2], xyz[3]);
        }
        fprintf(f, "], \"normal\": [%d, %d, %d, %d], \"uv\": [%d, %d], \"color\": [%u, %u, %u, %u]}", vx.normal[0],
                vx.normal[1], vx.normal[2], vx.normal[3], vx.uv[0], vx.uv[1], vx.color[0], vx.color[1], vx.color[2],
                vx.color[3]);
    }
    fputs(in->vertex_count ? "\n  ]\n}\n" : "]\n}\n", f);
}

static void extract_icon(entry_job *j, const uint8_t *p, size_t len) {
    warp_icon_info in;
    int rc = warp_icon_parse(p, len, NULL, &in);
    if (rc != WARP_OK) {
        entry_error(j, 0, "icon: %s", warp_strerror(rc));
        return;
    }
    size_t need = 0;
    warp_icon_texture_rgba(p, len, &in, 0, NULL, 0, &need);
    uint8_t *rgba = malloc(need), *png = NULL;
    size_t png_len = 0;
    if (!rgba || warp_icon_texture_rgba(p, len, &in, 0, rgba, need, &need) != WARP_OK ||
        png_encode(rgba, 128, 128, 128 * 4, j->r->png_level, &png, &png_len) != 0) {
        free(rgba);
        entry_error(j, in.texture_offset, "icon texture: cannot encode");
        return;
    }
    free(rgba);
    char file[256], path[4400], err[256] = "";
    unique_file(j, "icon", "png", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (out_write_file(path, png, png_len) != 0) {
        entry_error(j, in.texture_offset, "cannot write %s: %s", path, strerror(errno));
    } else {
        j->textures++;
        item_begin(j, "texture");
        fputs(", \"file\": ", j->m);
        json_string(j->m, file);
        fprintf(j->m, ", \"width\": 128, \"height\": 128, \"offset\": %zu}", in.texture_offset);
    }
    unique_file(j, "icon", "glb", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (in.vertex_count < 3) {
        item_begin(j, "note");
        fputs(", \"note\": \"icon has fewer than 3 vertices: no icon.glb\"}", j->m);
    } else if (icon_glb(p, len, &in, png, png_len, path, err, sizeof err) != 0) {
        entry_error(j, 0, "icon.glb: %s", err);
    } else {
        j->models++;
        item_begin(j, "model");
        fputs(", \"file\": ", j->m);
        json_string(j->m, file);
        fprintf(j->m, ", \"vertices\": %u, \"triangles\": %u, \"morph_targets\": %u}", in.vertex_count,
                in.vertex_count / 3, (in.shape_count > GLTF_MAX_TARGETS + 1 ? GLTF_MAX_TARGETS + 1 : in.shape_count) - 1);
    }
    free(png);
    /* the header and animation (time units not known: kept as stored) */
    out_file o;
    if (open_out(j, "icon", "json", &o, file, sizeof file)) return;
    fprintf(o.f, "{\n  \"shapes\": %u, \"texture_type\": %u, \"header_word3\": %u, \"vertices\": %u,\n", in.shape_count,
            in.texture_type, in.header_word3, in.vertex_count);
    fprintf(o.f, "  \"animation\": {\"word0\": %u, \"frame_length\": %u, \"speed\": ", in.anim_word0, in.frame_length);
    json_float(o.f, in.speed);
    fprintf(o.f, ", \"play_offset\": %u, \"frames\": %u, \"keys\": %u},\n  \"frames\": [", in.play_offset,
            in.frame_count, in.key_count);
    key_out ko = {o.f, 0};
    warp_icon_foreach_key(p, len, &in, icon_key, &ko);
    fputs(ko.n ? "]}\n  ],\n" : "],\n", o.f);
    icon_vertices(o.f, p, len, &in);
    if (close_out(j, &o, file)) return;
    item_begin(j, "icon");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fputc('}', j->m);
}

/* ---- METRICS1 and the bitmap ------------------------------------------------------------------- */
typedef struct glyph_out { FILE *f; uint32_t n; } glyph_out;
static int metrics_glyph(void *user, const warp_metrics_glyph *g) {
    glyph_out *o = user;
    fprintf(o->f, "%s\n    {\"code\": %u, \"x0\": %u, \"y0\": %u, \"x1\": %u, \"y1\": %u, \"line\": %u, \"comment\": ",
            o->n++ ? "," : "", g->code, g->x0, g->y0, g->x1, g->y1, g->line);
    json_bytes(o->f, g->comment, g->comment_len);
    fputc('}', o->f);
    return 0;
}

static void extract_metrics(entry_job *j, const uint8_t *p, size_t len) {
    warp_metrics_info in;
    int rc = warp_metrics_parse(p, len, NULL, &in);
    if (rc != WARP_OK) {
        entry_error(j, 0, "METRICS1: %s", warp_strerror(rc));
        return;
    }
    char stem[256], file[300];
    entry_stem(j, stem, sizeof stem);
    out_file o;
    if (open_out(j, stem, "json", &o, file, sizeof file)) return;
    fputs("{\n  \"bitmaps\": ", o.f);
    json_bytes(o.f, in.bitmaps, in.bitmaps_len);
    fprintf(o.f, ", \"number\": %d, \"glyph_count\": %u, \"skipped_lines\": %u,\n  \"glyphs\": [", in.number,
            in.glyph_count, in.skipped_lines);
    glyph_out go = {o.f, 0};
    warp_metrics_foreach(p, len, NULL, metrics_glyph, &go);
    fputs(go.n ? "\n  ]\n}\n" : "]\n}\n", o.f);
    if (close_out(j, &o, file)) return;
    item_begin(j, "font_metrics");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"glyphs\": %u}", in.glyph_count);
}

static void extract_bitmap(entry_job *j, const uint8_t *p, size_t len) {
    size_t need = 0;
    warp_bmp_info in;
    int rc = warp_bmp_parse(p, len, NULL, &in);
    if (rc == WARP_OK) rc = warp_bmp_rgba(p, len, NULL, NULL, 0, &need);
    uint8_t *rgba = rc == WARP_OK ? malloc(need ? need : 1) : NULL;
    if (rc == WARP_OK && (!rgba || (rc = warp_bmp_rgba(p, len, NULL, rgba, need, &need)) != WARP_OK)) rc = rc ? rc : WARP_E_LIMIT;
    if (rc != WARP_OK) {
        free(rgba);
        entry_error(j, 0, "bitmap: %s", warp_strerror(rc));
        return;
    }
    char stem[256], file[300], path[4400];
    entry_stem(j, stem, sizeof stem);
    unique_file(j, stem, "png", file, sizeof file);
    snprintf(path, sizeof path, "%s/%s", j->dir, file);
    if (png_write_file(path, rgba, in.width, in.height, (size_t)in.width * 4, j->r->png_level) != 0) {
        entry_error(j, 0, "cannot write %s: %s", path, strerror(errno));
    } else {
        j->textures++;
        item_begin(j, "texture");
        fputs(", \"file\": ", j->m);
        json_string(j->m, file);
        fprintf(j->m, ", \"width\": %u, \"height\": %u, \"bits\": %u}", in.width, in.height, in.bits);
    }
    free(rgba);
}

/* ---- object placements ----------------------------------------------------------------------------- */
typedef struct objs_out { FILE *f; } objs_out;
static int objs_object(void *user, const warp_objs_object *ob) {
    FILE *f = ((objs_out *)user)->f;
    fprintf(f, "%s\n    {\"index\": %u, \"line\": %u, \"name\": ", ob->index ? "," : "", ob->index, ob->line);
    json_bytes(f, ob->name, ob->name_len);
    fprintf(f, ", \"emitter\": %s, \"position\": [", ob->is_emitter ? "true" : "false");
    for (uint32_t k = 0; k < ob->pos_components; k++) fputs(k ? ", " : "", f), json_float(f, ob->pos[k]);
    fputs("], \"rotation\": [", f);
    for (uint32_t k = 0; k < ob->rot_components; k++) fputs(k ? ", " : "", f), json_float(f, ob->rot[k]);
    fprintf(f, "], \"unused\": %d, \"zone\": %d, \"flags\": %d, \"tint\": \"%08X\", \"flag_name\": ", ob->unused,
            ob->zone, ob->flags, ob->tint);
    if (ob->flag_name_len == 3 && !memcmp(ob->flag_name, "nil", 3))
        fputs("null", f);
    else
        json_bytes(f, ob->flag_name, ob->flag_name_len);
    fputc('}', f);
    return 0;
}

static void extract_objs(entry_job *j, const uint8_t *p, size_t len) {
    uint32_t count = 0;
    char stem[256], file[300];
    entry_stem(j, stem, sizeof stem);
    out_file o;
    if (open_out(j, stem, "json", &o, file, sizeof file)) return;
    fputs("{\n  \"objects\": [", o.f);
    objs_out oo = {o.f};
    int rc = warp_objs_foreach(p, len, NULL, objs_object, &oo, &count);
    if (rc != WARP_OK) {
        out_abort(&o);
        entry_error(j, 0, "object list: %s", warp_strerror(rc));
        return;
    }
    fprintf(o.f, "%s,\n  \"count\": %u\n}\n", count ? "\n  ]" : "]", count);
    if (close_out(j, &o, file)) return;
    item_begin(j, "objects");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"count\": %u}", count);
}

/* ---- old RenderWare streams ------------------------------------------------------------------------- */
/* Decode what they hold with the RenderWare code: dictionaries to PNG, clumps to glTF;
 * the raw copy stays (FACTS.md 9: most hold an empty dictionary). */
static void extract_rw_old(entry_job *j, const uint8_t *p, size_t len) {
    size_t at = warp_rw_old_start(p, len); /* past entry 3,797's count word */
    p += at, len -= at;
    char source[64];
    snprintf(source, sizeof source, "entry %u", j->index);
    extract_textures(j->dir, j->r->mips, texture_png_level(j->r), j->r->rgba, j->m, &j->items, p, len, source, &j->textures,
                     &j->failures, j->png, NULL);
    size_t off = 0;
    warp_rw_section s;
    for (int n = 0; n < 64 && warp_rw_header(p, len, off, &s) == WARP_OK; n++) {
        if (s.type == WARP_RW_CLUMP) {
            char stem[64], file[256], path[4400], err[256] = "";
            snprintf(stem, sizeof stem, "clump_%d", n);
            unique_file(j, stem, "glb", file, sizeof file);
            snprintf(path, sizeof path, "%s/%s", j->dir, file);
            export_stats st;
            memset(&st, 0, sizeof st);
            if (export_clump_glb(p + off, len - off, NULL, path, &st, err, sizeof err) != 0) {
                entry_error(j, off, "clump: %s", err);
            } else {
                j->models++;
                item_begin(j, "model");
                fputs(", \"file\": ", j->m);
                json_string(j->m, file);
                fprintf(j->m, ", \"offset\": %zu, \"vertices\": %u, \"triangles\": %u}", off, st.vertices,
                        st.triangles);
            }
        }
        off = s.offset + 12 + s.size;
    }
}

/* ---- stream manifest <world>_sec.mem (FACTS.md 3.4) --------------------------------------------------- */
static void extract_manifest(entry_job *j, const uint8_t *p, size_t len) {
    warp_world_manifest_info mi;
    int rc = warp_world_manifest_parse(p, len, &mi);
    if (rc != WARP_OK) {
        entry_error(j, 0, "stream manifest: %s", warp_strerror(rc));
        return;
    }
    char stem[256], file[300];
    entry_stem(j, stem, sizeof stem);
    out_file o;
    if (open_out(j, stem, "json", &o, file, sizeof file)) return;
    fprintf(o.f, "{\n  \"world_size\": %u, \"world_heap\": %u, \"part_count\": %u,\n  \"parts\": [", mi.world_size,
            mi.world_heap, mi.part_count);
    for (uint32_t k = 0; k < mi.part_count; k++) {
        uint32_t fs = 0, hs = 0;
        warp_world_manifest_part(p, len, k, &fs, &hs);
        fprintf(o.f, "%s\n    {\"part\": %u, \"file_size\": %u, \"heap_size\": %u}", k ? "," : "", k + 1, fs, hs);
    }
    fputs(mi.part_count ? "\n  ]\n}\n" : "]\n}\n", o.f);
    if (close_out(j, &o, file)) return;
    item_begin(j, "stream_manifest");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"parts\": %u}", mi.part_count);
}

int extract_misc_entry(entry_job *j, int kind, const uint8_t *p, size_t len) {
    switch (kind) {
    case WARP_KIND_LUA: extract_lua(j, p, len); return 1;
    case WARP_KIND_ICON: extract_icon(j, p, len); return 1;
    case WARP_KIND_FONT_METRICS: extract_metrics(j, p, len); return 1;
    case WARP_KIND_BITMAP: extract_bitmap(j, p, len); return 1;
    case WARP_KIND_OBJECT_LIST: extract_objs(j, p, len); return 1;
    case WARP_KIND_RW_OLD: extract_rw_old(j, p, len); return 1;
    case WARP_KIND_WORLD_MANIFEST: extract_manifest(j, p, len); return 1;
    default: return 0;
    }
}

/* ---- streamed world description ---------------------------------------------------------------------- */
static void vec3(FILE *f, const float v[3]) {
    fputc('[', f);
    for (int c = 0; c < 3; c++) fputs(c ? ", " : "", f), json_float(f, v[c]);
    fputc(']', f);
}

typedef struct sector_out { FILE *f; uint32_t n; } sector_out;
static int world_sector(void *user, const warp_world_sector_info *s) {
    sector_out *o = user;
    fprintf(o->f, "%s\n    {\"index\": %u, \"depth\": %u, \"box_min\": ", o->n++ ? "," : "", s->index, s->depth);
    vec3(o->f, s->box_min);
    fputs(", \"box_max\": ", o->f);
    vec3(o->f, s->box_max);
    if (s->has_index) {
        fprintf(o->f, ", \"k\": %u, \"part\": %u, \"origin\": ", s->k, s->part);
        vec3(o->f, s->origin);
    }
    fputc('}', o->f);
    return 0;
}

/* A part file <world>_ms<i>.sec by its header hash, else by DIR name. */
static int part_entry(const wad_run *r, const char *world, uint32_t i, uint32_t *e) {
    char name[160];
    snprintf(name, sizeof name, "%s_ms%u.sec", world, i);
    const hash_ref *h = find_ref(r->parts, r->part_count, warp_crc32(0, name, strlen(name)));
    if (h) {
        *e = h->entry;
        return 0;
    }
    return entry_by_name(r, name, e);
}

void extract_world_json(entry_job *j, const char *world, const uint8_t *wld, size_t len) {
    const wad_run *r = j->r;
    warp_world_stream_info si;
    if (warp_world_stream_parse(wld, len, &si) != WARP_OK) return; /* reported by the world export */
    warp_world *w = handle_alloc(warp_world_sizeof());
    warp_world_info wi;
    int rc = w ? warp_world_init(w, warp_world_sizeof(), WARP_ABI_VERSION, si.world, si.world_len, NULL) : WARP_E_LIMIT;
    if (rc == WARP_OK) rc = warp_world_get_info(w, &wi);
    if (rc != WARP_OK) {
        free(w);
        entry_error(j, (size_t)(si.world - wld), "world %s: %s", world, warp_strerror(rc));
        return;
    }
    char file[300];
    out_file o;
    if (open_out(j, world, "json", &o, file, sizeof file)) {
        free(w);
        return;
    }
    FILE *f = o.f;
    fputs("{\n  \"world\": ", f);
    json_string(f, world);
    fprintf(f, ", \"part_count\": %u,\n", si.part_count);
    /* the manifest <world>_sec.mem (FACTS.md 3.4) */
    char mem[160];
    snprintf(mem, sizeof mem, "%s_sec.mem", world);
    uint32_t me;
    entry_bytes mb;
    memset(&mb, 0, sizeof mb);
    warp_world_manifest_info mi;
    if (entry_by_name(r, mem, &me) == 0 && entry_open(j->w, me, &mb) == WARP_OK &&
        warp_world_manifest_parse(mb.p, mb.len, &mi) == WARP_OK) {
        fprintf(f, "  \"manifest\": {\"entry\": %u, \"world_size\": %u, \"world_heap\": %u, \"world_size_matches\": %s, "
                   "\"part_count\": %u, \"parts\": [",
                me, mi.world_size, mi.world_heap, mi.world_size == len ? "true" : "false", mi.part_count);
        for (uint32_t k = 0; k < mi.part_count; k++) {
            uint32_t fs, hs, e;
            warp_world_manifest_part(mb.p, mb.len, k, &fs, &hs);
            fprintf(f, "%s\n    {\"part\": %u, \"file_size\": %u, \"heap_size\": %u", k ? "," : "", k + 1, fs, hs);
            if (part_entry(r, world, k + 1, &e) == 0)
                fprintf(f, ", \"entry\": %u, \"size_matches\": %s", e, r->entries[e].size == fs ? "true" : "false");
            fputc('}', f);
        }
        fputs(mi.part_count ? "\n  ]},\n" : "]},\n", f);
    } else {
        fputs("  \"manifest\": null,\n", f);
    }
    entry_close(r, &mb);
    fprintf(f, "  \"format\": \"%08x\", \"version\": \"%05x\", \"box_min\": ", wi.format, wi.version);
    vec3(f, wi.box_min);
    fputs(", \"box_max\": ", f);
    vec3(f, wi.box_max);
    fputs(", \"origin\": ", f);
    vec3(f, wi.origin);
    fprintf(f, ",\n  \"planes\": %u, \"sector_count\": %u, \"indexed_sectors\": %u, \"materials\": %u,\n", wi.plane_count,
            wi.sector_count, wi.indexed_count, wi.material_count);
    /* part files numbered above the stream's count: never referenced (FACTS.md 3.4) */
    fputs("  \"unused_parts\": [", f);
    uint32_t misses = 0, unused = 0;
    for (uint32_t i = si.part_count + 1; misses < 16 && i < si.part_count + 100000u; i++) {
        uint32_t e;
        if (part_entry(r, world, i, &e) != 0) {
            misses++;
            continue;
        }
        misses = 0;
        fprintf(f, "%s{\"part\": %u, \"entry\": %u, \"size\": %u}", unused++ ? ", " : "", i, e, r->entries[e].size);
    }
    fputs("],\n  \"sectors\": [", f);
    sector_out so = {f, 0};
    warp_world_foreach_sector(w, world_sector, &so);
    fputs(so.n ? "\n  ]\n}\n" : "]\n}\n", f);
    free(w);
    if (close_out(j, &o, file)) return;
    item_begin(j, "world_info");
    fputs(", \"file\": ", j->m);
    json_string(j->m, file);
    fprintf(j->m, ", \"sectors\": %u, \"unused_parts\": %u}", so.n, unused);
}
