/* Clump export to .glb, and what worlds share with it: texture look-up by name in the
 * model's dictionaries (embedded as PNG), materials, and one geometry -> one glTF mesh.
 * The RenderWare -> glTF mapping is in docs/tool-gltf.md. */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats/gltf_model_internal.h"
#include "formats/png.h"
#include "platform/outfile.h"
#include "platform/util.h"

int export_fail(exporter *ex, const char *fmt, ...) {
    if (ex->err && ex->errcap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(ex->err, ex->errcap, fmt, ap);
        va_end(ap);
    }
    return -1;
}

int exporter_begin(exporter *ex, const export_textures *tex, const char *path, export_stats *st, char *err,
                   size_t errcap) {
    memset(ex, 0, sizeof *ex);
    memset(st, 0, sizeof *st);
    ex->tex = tex;
    ex->path = path;
    ex->st = st;
    ex->err = err;
    ex->errcap = errcap;
    ex->fallback.index = -2;
    if (err && errcap) err[0] = 0;
    ex->doc = gltf_new();
    ex->geometry = handle_alloc(warp_geometry_sizeof());
    if (!ex->doc || !ex->geometry) return export_fail(ex, "out of memory");
    return 0;
}

int exporter_end(exporter *ex, int ok) {
    int rc = ok ? 0 : -1;
    if (ok && ex->st->meshes == 0)
        rc = export_fail(ex, "nothing to export (%u mesh%s skipped, %u without a triangle)", ex->st->skipped_meshes,
                         ex->st->skipped_meshes == 1 ? "" : "es", ex->st->empty_meshes);
    if (ex->shared) {
        ex->doc = NULL;
    } else if (rc == 0 && ex->keep) {
        *ex->keep = ex->doc;
        ex->doc = NULL;
    } else if (rc == 0 && gltf_write_glb(ex->doc, ex->path) != 0) {
        rc = export_fail(ex, "%s", gltf_error(ex->doc));
    }
    gltf_free(ex->doc);
    free(ex->geometry);
    free(ex->cache);
    free(ex->materials);
    memset(ex, 0, sizeof *ex);
    return rc;
}

int exporter_materials_reset(exporter *ex, uint32_t count) {
    if (count > ex->material_count || !ex->materials) {
        int *m = realloc(ex->materials, (count ? count : 1) * sizeof *m);
        if (!m) return export_fail(ex, "out of memory");
        ex->materials = m;
    }
    ex->material_count = count;
    for (uint32_t i = 0; i < count; i++) ex->materials[i] = -2;
    return 0;
}

/* ---- textures ------------------------------------------------------------------- */

typedef struct tex_search {
    exporter *ex;
    const char *name; /* NULL: take the first texture */
    tex_entry *out;
    int done;         /* 1 found (out filled), -1 failed */
} tex_search;

/* Decode level 0, embed it as PNG with the texture's sampler modes. When nothing is
 * written (warp check, outfile.h) a black pixel stands in: the texture's own entry
 * decodes it, as the dictionary's textures are all decoded there. */
static int tex_search_cb(void *user, const warp_texture *t) {
    tex_search *s = user;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    if (s->name && strcasecmp(in.name, s->name) != 0) return 0;
    int discard = out_discarding();
    size_t bytes = discard ? 4 : (size_t)in.width * in.height * 4u;
    uint8_t *rgba = calloc(1, bytes), *png = NULL;
    size_t png_len = 0;
    s->done = -1;
    if (rgba && (discard || warp_texture_decode_rgba(t, 0, rgba, bytes, 0, NULL) == WARP_OK) &&
        png_encode(rgba, discard ? 1 : in.width, discard ? 1 : in.height, discard ? 4 : (size_t)in.width * 4u,
                   discard ? 0 : 6, &png, &png_len) == 0) {
        int idx = gltf_add_texture_png(s->ex->doc, in.name, png, png_len, (int)in.filter, (int)in.address_u,
                                       (int)in.address_v);
        if (idx >= 0 && !discard) gltf_texture_preview(s->ex->doc, idx, rgba, in.width, in.height, (size_t)in.width * 4u);
        if (idx >= 0) {
            s->done = 1;
            s->out->index = idx;
            s->out->has_alpha = 0; /* the material's blend mode: nothing to look at when discarded */
            for (size_t i = 3; i < bytes && !discard; i += 4)
                if (rgba[i] != 255) {
                    s->out->has_alpha = 1;
                    break;
                }
            snprintf(s->out->name, sizeof s->out->name, "%s", in.name);
        }
    }
    free(rgba);
    free(png);
    return 1;
}

/* Search the dictionaries in order; *e gets index -1 when none has the name. */
static void tex_lookup(exporter *ex, const char *name, tex_entry *e) {
    e->index = -1;
    e->has_alpha = 0;
    for (size_t d = 0; ex->tex && d < ex->tex->count; d++) {
        if (!ex->tex->txd[d]) continue;
        tex_search s = {ex, name, e, 0};
        warp_txd_foreach(ex->tex->txd[d], ex->tex->txd_len[d], NULL, tex_search_cb, &s);
        if (s.done) return; /* found, or found but undecodable: stop either way */
        if (!name) return;  /* the fallback is the first dictionary's first texture only */
    }
}

/* The glTF texture for a material's texture name (cached), or the fallback. */
static const tex_entry *texture_for(exporter *ex, const char *name, uint32_t len) {
    char key[WARP_TEXTURE_NAME_MAX];
    if (len >= sizeof key) len = sizeof key - 1;
    memcpy(key, name, len);
    key[len] = 0;
    tex_entry *e = NULL;
    for (size_t i = 0; i < ex->cache_count && !e; i++)
        if (!strcasecmp(ex->cache[i].name, key)) e = &ex->cache[i];
    if (!e) {
        if (ex->cache_count == ex->cache_cap) {
            size_t cap = ex->cache_cap ? ex->cache_cap * 2 : 32;
            tex_entry *c = realloc(ex->cache, cap * sizeof *c);
            if (!c) return NULL;
            ex->cache = c;
            ex->cache_cap = cap;
        }
        e = &ex->cache[ex->cache_count++];
        tex_lookup(ex, key, e);
        snprintf(e->name, sizeof e->name, "%s", key); /* cache the miss under the asked name */
        if (e->index >= 0) ex->st->textures++;
    }
    if (e->index >= 0 || !ex->tex || !ex->tex->first_texture_fallback) return e->index >= 0 ? e : NULL;
    if (ex->fallback.index == -2) {
        tex_lookup(ex, NULL, &ex->fallback);
        if (ex->fallback.index >= 0) ex->st->textures++;
    }
    return ex->fallback.index >= 0 ? &ex->fallback : NULL;
}

/* ---- materials -------------------------------------------------------------------- */

/* glTF material for a RenderWare one: colour factor, base texture, alpha from either.
 * dual: the MatFX dual pass instead (its texture on UV set 1, blended); -1 when the
 * dual texture is not found. */
static int make_material(exporter *ex, const warp_material_info *mi, uint32_t index, int dual, int has_uv) {
    gltf_material m;
    gltf_material_init(&m);
    char name[80];
    for (int i = 0; i < 4; i++) m.base_color[i] = mi->color[i] / 255.0f;
    const tex_entry *t = NULL;
    if (dual) {
        t = mi->dual_texture_name_len ? texture_for(ex, mi->dual_texture_name, mi->dual_texture_name_len) : NULL;
        if (!t) return -1;
        m.texcoord = 1;
        m.alpha_mode = GLTF_ALPHA_BLEND;
    } else if (mi->has_texture && mi->texture_name_len) {
        t = texture_for(ex, mi->texture_name, mi->texture_name_len);
    } else if (has_uv && ex->tex && ex->tex->first_texture_fallback) {
        /* props and characters name no texture: their record's dictionary gives its first (FACTS.md 4.5) */
        t = texture_for(ex, "", 0);
    }
    if (t) {
        m.texture = t->index;
        if (t->has_alpha && !dual) m.alpha_mode = GLTF_ALPHA_BLEND;
        snprintf(name, sizeof name, "%s%s", t->name, dual ? " (dual)" : "");
    } else {
        snprintf(name, sizeof name, "material %u", index);
    }
    if (mi->color[3] < 255) m.alpha_mode = GLTF_ALPHA_BLEND;
    m.double_sided = ex->double_sided;
    m.name = name;
    char env[80]; /* the MatFX environment map's texture, named (seed 001 "Clump") */
    if (mi->env_texture_name_len && !dual) {
        snprintf(env, sizeof env, "%.*s", (int)mi->env_texture_name_len, mi->env_texture_name);
        m.env_map = env;
    }
    return gltf_add_material(ex->doc, &m);
}

/* The glTF material for source material `index` (made on first use). */
static int material_for(exporter *ex, const warp_geometry *g, uint32_t index) {
    if (index >= ex->material_count) return -1;
    if (ex->materials[index] != -2) return ex->materials[index];
    warp_material_info mi;
    warp_geometry_info gi;
    int has_uv = warp_geometry_get_info(g, &gi) == WARP_OK && gi.uv_sets > 0;
    int m = warp_geometry_material(g, index, &mi) == WARP_OK ? make_material(ex, &mi, index, 0, has_uv) : -1;
    ex->materials[index] = m < 0 ? -1 : m;
    return ex->materials[index];
}

/* ---- geometry ---------------------------------------------------------------------- */

/* One RenderWare mesh's arrays (freed after the glTF mesh copied them). */
typedef struct mesh_arrays {
    float *pos, *nrm, *uv[2], *wgt;
    uint8_t *col, *col2; /* day (COLOR_0) and night (COLOR_1) colours */
    uint16_t *jnt;
    uint32_t *tri;
    size_t vertices, triangles;
} mesh_arrays;

static void mesh_arrays_free(mesh_arrays *a) {
    free(a->pos);
    free(a->nrm);
    free(a->uv[0]);
    free(a->uv[1]);
    free(a->wgt);
    free(a->col);
    free(a->col2);
    free(a->jnt);
    free(a->tri);
    memset(a, 0, sizeof *a);
}

/* Non-finite values (some files hold NaN texture coordinates) set to 0; returns how many. */
static size_t zero_non_finite(float *v, size_t n) {
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
        if (!isfinite(v[i])) v[i] = 0, bad++;
    return bad;
}

/* Copy one mesh in one pass over its DMA/VIF data (warp_geometry_copy_mesh), sized by the
 * counts warp_geometry_get_mesh decoded; WARP_OK, MESH_NO_MEMORY, or the library's error
 * (WARP_E_UNSUPPORTED: layout not decoded; WARP_E_LIMIT: a limit of the library, which skips
 * the mesh, not the export). A mesh without a triangle (a strip of stitches only) comes back
 * with nothing allocated. */
enum { MESH_NO_MEMORY = 1 };
static int mesh_alloc(const warp_geometry_info *gi, const warp_geometry_mesh_info *mi, int with_skin,
                      mesh_arrays *a, warp_mesh_dst *d) {
    size_t n = mi->vertex_count;
    memset(d, 0, sizeof *d);
    d->vertex_capacity = n;
    d->triangle_capacity = mi->triangle_count;
    int ok = (d->positions = a->pos = malloc(n * 12)) && (d->triangles = a->tri = malloc(mi->triangle_count * 12));
    /* per mesh: SA geometries mix pipelines with and without normals or a second UV set */
    if (ok && gi->has_normals && mi->has_normals) ok = (d->normals = a->nrm = malloc(n * 12)) != NULL;
    for (uint32_t s = 0; ok && s < gi->uv_sets && s < mi->uv_sets && s < 2; s++)
        ok = (d->uvs[s] = a->uv[s] = malloc(n * 8)) != NULL;
    if (ok && gi->has_colors) ok = (d->colors = a->col = malloc(n * 4)) != NULL;
    if (ok && gi->has_colors && gi->color_sets >= 2 && mi->color_sets >= 2) /* night colours (BuildingDN) */
        ok = (d->colors2 = a->col2 = malloc(n * 4)) != NULL;
    if (ok && with_skin) ok = (d->joints = a->jnt = malloc(n * 8)) && (d->weights = a->wgt = malloc(n * 16));
    return ok ? WARP_OK : MESH_NO_MEMORY;
}

static int read_mesh(const warp_geometry *g, const warp_geometry_info *gi, const warp_geometry_mesh_info *mi,
                     uint32_t m, int with_skin, mesh_arrays *a, size_t *non_finite) {
    size_t n = mi->vertex_count, t = mi->triangle_count;
    warp_mesh_dst d;
    if (!n || !t) return WARP_OK;
    int rc = mesh_alloc(gi, mi, with_skin, a, &d);
    if (rc == WARP_OK) rc = warp_geometry_copy_mesh(g, m, &d, &n, &t);
    if (rc != WARP_OK) {
        mesh_arrays_free(a);
        return rc;
    }
    a->vertices = n;
    a->triangles = t;
    if (a->nrm) *non_finite += zero_non_finite(a->nrm, n * 3);
    for (int s = 0; s < 2; s++)
        if (a->uv[s]) *non_finite += zero_non_finite(a->uv[s], n * 2);
    if (a->wgt) *non_finite += zero_non_finite(a->wgt, n * 4);
    /* all-black prelight (characters, lit at run time) would render the model black */
    size_t lit = 0;
    for (size_t i = 0; a->col && i < n && !lit; i++) lit = a->col[i * 4] | a->col[i * 4 + 1] | a->col[i * 4 + 2];
    if (a->col && !lit) {
        free(a->col), free(a->col2);
        a->col = a->col2 = NULL;
    }
    return WARP_OK;
}

static void report_skip(exporter *ex, const char *name, const warp_geometry_info *gi, uint32_t mesh, int rc) {
    if (gi->layout == WARP_LAYOUT_UNKNOWN)
        report(ex->path, -1,
               "%s: %u mesh%s skipped: PS2 native layout not decoded (pipeline plugin 0x%X id 0x%08X, "
               "mesh %u slot %u unpack 0x%02X)",
               name, gi->mesh_count, gi->mesh_count == 1 ? "" : "es", gi->pipeline_plugin, gi->pipeline_id,
               gi->unsupported_mesh, gi->unsupported_slot, gi->unsupported_unpack);
    else
        report(ex->path, -1, "%s: mesh %u skipped: %s", name, mesh, warp_strerror(rc));
}

int export_geometry_mesh(exporter *ex, const warp_geometry *g, const char *name, int with_skin, int *mesh) {
    *mesh = -1;
    warp_geometry_info gi;
    if (warp_geometry_get_info(g, &gi) != WARP_OK) return export_fail(ex, "%s: no geometry info", name);
    if (gi.layout == WARP_LAYOUT_UNKNOWN) {
        ex->st->skipped_meshes += gi.mesh_count;
        report_skip(ex, name, &gi, 0, WARP_E_UNSUPPORTED);
        return 0;
    }
    uint32_t count = gi.mesh_count;
    mesh_arrays *arr = calloc(count ? count : 1, sizeof *arr);
    gltf_primitive *prims = calloc(count ? count * 2 : 1, sizeof *prims);
    size_t np = 0;
    unsigned verts = 0, tris = 0;
    int rc = 0;
    if (!arr || !prims) rc = export_fail(ex, "out of memory");
    for (uint32_t m = 0; m < count && !rc; m++) {
        warp_geometry_mesh_info mi;
        int lrc = warp_geometry_get_mesh(g, m, &mi);
        size_t non_finite = 0;
        if (lrc == WARP_OK) lrc = read_mesh(g, &gi, &mi, m, with_skin, &arr[m], &non_finite);
        if (lrc == WARP_OK && zero_non_finite(arr[m].pos, arr[m].vertices * 3)) lrc = WARP_E_CORRUPT;
        if (lrc == WARP_OK && non_finite)
            report(ex->path, -1, "%s: mesh %u: %zu non-finite normal, UV or weight values written as 0", name, m,
                   non_finite);
        if (lrc == MESH_NO_MEMORY) {
            rc = export_fail(ex, "out of memory");
            break;
        }
        if (lrc != WARP_OK) {
            ex->st->skipped_meshes++;
            report_skip(ex, name, &gi, m, lrc);
            mesh_arrays_free(&arr[m]);
            continue;
        }
        mesh_arrays *a = &arr[m];
        if (!a->triangles) { /* read_mesh allocated nothing */
            ex->st->empty_meshes++;
            continue;
        }
        if (a->nrm && !out_discarding()) /* the order only matters to a written file (warp check) */
            ex->st->winding_flips +=
                (unsigned)gltf_winding_fix(a->pos, a->nrm, (uint32_t)a->vertices, a->tri, a->triangles * 3, 1);
        gltf_primitive *p = &prims[np++];
        p->vertex_count = (uint32_t)a->vertices;
        p->position = a->pos;
        p->normal = a->nrm;
        p->texcoord[0] = a->uv[0];
        p->texcoord[1] = a->uv[1];
        p->color_u8[0] = a->col;
        p->color_u8[1] = a->col2;
        p->joints_u16 = a->jnt;
        p->weights = a->wgt;
        p->indices = a->tri;
        p->index_count = (uint32_t)(a->triangles * 3);
        p->material = material_for(ex, g, mi.material);
        verts += (unsigned)a->vertices;
        tris += (unsigned)a->triangles;
        /* MatFX dual pass: a blended copy reading UV set 1 (docs/tool-gltf.md) */
        warp_material_info mat;
        if (a->uv[1] && warp_geometry_material(g, mi.material, &mat) == WARP_OK && mat.matfx == WARP_MATFX_DUAL) {
            int dual = make_material(ex, &mat, mi.material, 1, 1);
            if (dual >= 0) {
                prims[np] = *p;
                prims[np++].material = dual;
            }
        }
    }
    if (!rc && np) {
        int idx = gltf_add_mesh(ex->doc, name, prims, np);
        if (idx < 0) {
            rc = export_fail(ex, "%s: %s", name, gltf_error(ex->doc));
        } else {
            *mesh = idx;
            ex->st->meshes++;
            ex->st->primitives += (unsigned)np;
            ex->st->vertices += verts;
            ex->st->triangles += tris;
        }
    }
    for (uint32_t m = 0; arr && m < count; m++) mesh_arrays_free(&arr[m]);
    free(arr);
    free(prims);
    return rc;
}

/* ---- clumps ---------------------------------------------------------------------------- */

/* RenderWare library stamps of Rockstar's games, all z-up (this game's is 0x1C02000A). */
int export_is_rockstar_stamp(uint32_t stamp) {
    static const uint32_t k_stamps[] = {
        0x00000310u, /* 3.1 without build: GTA III PS2 */
        0x0401FFFFu, /* 3.1.0.1: GTA III */
        0x0800FFFFu, /* 3.2.0.0: GTA III PS2 */
        0x0C02FFFFu, /* 3.3.0.2: Vice City PS2 */
        0x1003FFFFu, /* 3.4.0.3: Vice City PC */
        0x1005FFFFu, /* 3.4.0.5: Manhunt PS2 */
        0x1803FFFFu, /* 3.6.0.3: San Andreas, Manhunt PC */
    };
    for (size_t i = 0; i < sizeof k_stamps / sizeof k_stamps[0]; i++)
        if (stamp == k_stamps[i]) return 1;
    return 0;
}

/* The game's six car models are its only clumps of 47 atomics (26 parts, 21 damaged forms)
 * and 48 frames, and stand z-up, front +y (FACTS.md 4.4). */
static int is_car_model(const warp_clump_info *ci) { return ci->atomic_count == 47 && ci->frame_count == 48; }

/* A Rockstar PDS pipeline (GTA San Andreas, SA-PS2.md 1) on an atomic. */
static int is_pds_atomic(const warp_atomic_info *ai) {
    return ai->has_pipeline && ai->pipeline_plugin == 0x131 && (ai->pipeline_id >> 16) == 0x53F2;
}

typedef struct clump_ctx {
    exporter *ex;
    warp_clump *c;
    uint32_t frames, atomics;
    int rockstar; /* z-up data of Rockstar's games: a PDS pipeline on some atomic or geometry */
    warp_frame_info *fi;
    int *node;     /* glTF node per frame */
    int *geo_mesh; /* glTF mesh per geometry (shared by its atomics); -2 not made yet */
    int *geo_skin; /* its skin, or -1 */
} clump_ctx;


/* Rotation matrix columns x, y, z (orthonormal) -> quaternion (x, y, z, w). */
void export_basis_quat(const double *x, const double *y, const double *z, double *q) {
    double t = x[0] + y[1] + z[2];
    if (t > 0) {
        double r = gltf_sqrt(1 + t) * 2;
        q[3] = r / 4, q[0] = (y[2] - z[1]) / r, q[1] = (z[0] - x[2]) / r, q[2] = (x[1] - y[0]) / r;
    } else if (x[0] > y[1] && x[0] > z[2]) {
        double r = gltf_sqrt(1 + x[0] - y[1] - z[2]) * 2;
        q[3] = (y[2] - z[1]) / r, q[0] = r / 4, q[1] = (y[0] + x[1]) / r, q[2] = (z[0] + x[2]) / r;
    } else if (y[1] > z[2]) {
        double r = gltf_sqrt(1 + y[1] - x[0] - z[2]) * 2;
        q[3] = (z[0] - x[2]) / r, q[0] = (y[0] + x[1]) / r, q[1] = r / 4, q[2] = (z[1] + y[2]) / r;
    } else {
        double r = gltf_sqrt(1 + z[2] - x[0] - y[1]) * 2;
        q[3] = (x[1] - y[0]) / r, q[0] = (z[0] + x[2]) / r, q[1] = (z[1] + y[2]) / r, q[2] = r / 4;
    }
}


/* A RenderWare frame matrix (right, up, at, pos) as TRS. glTF wants a matrix that
 * decomposes exactly and the game's are slightly skewed, so the axes are made
 * orthonormal (Gram-Schmidt from right, then up); a mirrored frame gets a negative x scale. */
static void rw_to_trs(const float *mt, gltf_node *n) {
    double x[3], y[3], z[3], sx = 0, sy = 0, sz = 0, d = 0;
    for (int i = 0; i < 3; i++) {
        sx += (double)mt[i] * mt[i];
        sy += (double)mt[3 + i] * mt[3 + i];
        sz += (double)mt[6 + i] * mt[6 + i];
        n->translation[i] = mt[9 + i];
    }
    sx = gltf_sqrt(sx), sy = gltf_sqrt(sy), sz = gltf_sqrt(sz);
    if (sx < 1e-12 || sy < 1e-12 || sz < 1e-12) return; /* degenerate: identity rotation and scale */
    for (int i = 0; i < 3; i++) x[i] = mt[i] / sx, y[i] = mt[3 + i];
    for (int i = 0; i < 3; i++) d += x[i] * y[i];
    double ly = 0;
    for (int i = 0; i < 3; i++) y[i] -= d * x[i], ly += y[i] * y[i];
    if ((ly = gltf_sqrt(ly)) < 1e-12) return;
    for (int i = 0; i < 3; i++) y[i] /= ly;
    z[0] = x[1] * y[2] - x[2] * y[1], z[1] = x[2] * y[0] - x[0] * y[2], z[2] = x[0] * y[1] - x[1] * y[0];
    double det = z[0] * mt[6] + z[1] * mt[7] + z[2] * mt[8]; /* < 0: at points against right x up */
    if (det < 0) { /* mirrored: flip x so the basis stays a rotation */
        for (int i = 0; i < 3; i++) x[i] = -x[i], z[i] = -z[i];
        sx = -sx;
    }
    double q[4];
    export_basis_quat(x, y, z, q);
    for (int i = 0; i < 4; i++) n->rotation[i] = (float)q[i];
    n->scale[0] = (float)sx, n->scale[1] = (float)sy, n->scale[2] = (float)sz;
}

/* The frame of each bone: HAnim node n's id names a frame (docs/tool-gltf.md), else
 * bone b is frame b (+1 when the root frame is no bone). 0 when none fits. */
static int bone_frames(clump_ctx *cc, uint32_t bones, uint32_t *out) {
    uint32_t h = cc->frames;
    for (uint32_t f = 0; f < cc->frames && h == cc->frames; f++)
        if (cc->fi[f].hanim_node_count) h = f;
    if (h < cc->frames) {
        if (cc->fi[h].hanim_node_count < bones) return 0;
        for (uint32_t b = 0; b < bones; b++) {
            warp_hanim_node hn;
            if (warp_clump_hanim_node(cc->c, h, b, &hn) != WARP_OK) return 0;
            uint32_t f = 0;
            while (f < cc->frames && !(cc->fi[f].has_hanim && cc->fi[f].hanim_id == hn.id)) f++;
            if (f == cc->frames) return 0;
            for (uint32_t k = 0; k < b; k++)
                if (out[k] == f) return 0;
            out[b] = f;
        }
        return 1;
    }
    if (bones > cc->frames) return 0;
    uint32_t first = bones + 1 == cc->frames ? 1 : 0;
    for (uint32_t b = 0; b < bones; b++) out[b] = b + first;
    return 1;
}

/* A skin over the bone frames' nodes with the skin plugin's inverse bind matrices. */
static int add_skin(clump_ctx *cc, const warp_geometry *g, const char *name) {
    warp_skin_info si;
    if (warp_geometry_skin(g, &si) != WARP_OK || !si.bone_count) return -1;
    uint32_t *frames = malloc(si.bone_count * sizeof *frames);
    int *joints = malloc(si.bone_count * sizeof *joints);
    float *ibm = malloc((size_t)si.bone_count * 64);
    int skin = -1;
    if (frames && joints && ibm && bone_frames(cc, si.bone_count, frames)) {
        int ok = 1;
        for (uint32_t b = 0; b < si.bone_count && ok; b++) {
            joints[b] = cc->node[frames[b]];
            float *m = ibm + (size_t)b * 16;
            ok = warp_geometry_skin_matrix(g, b, m) == WARP_OK;
            m[3] = m[7] = m[11] = 0, m[15] = 1; /* undefined in RenderWare, NaN in some files */
        }
        /* skeleton: the common root of the joints */
        int root = joints[0];
        for (int r = (int)frames[0]; ok && r >= 0; r = cc->fi[r].parent) root = cc->node[r];
        if (ok) skin = gltf_add_skin(cc->ex->doc, name, joints, si.bone_count, ibm, root);
    }
    free(frames);
    free(joints);
    free(ibm);
    return skin;
}

static int export_clump(clump_ctx *cc) {
    exporter *ex = cc->ex;
    char name[128];
    /* frames -> nodes, in order, then the parent links */
    for (uint32_t f = 0; f < cc->frames; f++) {
        if (warp_clump_frame(cc->c, f, &cc->fi[f]) != WARP_OK) return export_fail(ex, "frame %u unreadable", f);
        gltf_node n;
        gltf_node_init(&n);
        rw_to_trs(cc->fi[f].matrix, &n);
        frame_name(&cc->fi[f], f, name, sizeof name);
        n.name = name;
        if ((cc->node[f] = gltf_add_node(ex->doc, &n)) < 0)
            return export_fail(ex, "frame %u: %s", f, gltf_error(ex->doc));
    }
    for (uint32_t f = 0; f < cc->frames; f++) {
        int32_t p = cc->fi[f].parent;
        if (p >= 0 && (uint32_t)p < cc->frames && gltf_add_child(ex->doc, cc->node[p], cc->node[f]) != 0)
            return export_fail(ex, "frame %u: %s", f, gltf_error(ex->doc));
    }
    ex->st->nodes = cc->frames;
    /* atomics: a node with the geometry's mesh under the atomic's frame; skinned ones
     * at the scene root with a skin (glTF ignores a skinned node's transform) */
    warp_clump_info ci;
    warp_clump_get_info(cc->c, &ci);
    for (uint32_t i = 0; i < cc->atomics; i++) {
        warp_atomic_info ai;
        if (warp_clump_atomic(cc->c, i, &ai) != WARP_OK || ai.frame >= cc->frames || ai.geometry >= ci.geometry_count)
            return export_fail(ex, "atomic %u unreadable", i);
        frame_name(&cc->fi[ai.frame], ai.frame, name, sizeof name);
        if (is_pds_atomic(&ai)) cc->rockstar = 1;
        if (cc->geo_mesh[ai.geometry] == -2) {
            warp_geometry *g = ex->geometry;
            int rc = warp_clump_geometry(cc->c, ai.geometry, g, warp_geometry_sizeof());
            if (rc != WARP_OK) return export_fail(ex, "geometry %u: %s", ai.geometry, warp_strerror(rc));
            warp_geometry_info gi;
            warp_geometry_get_info(g, &gi);
            if (gi.layout == WARP_LAYOUT_PS2_PDS) cc->rockstar = 1; /* a material's PDS pipeline */
            if (exporter_materials_reset(ex, gi.material_count)) return -1;
            int skin = -1;
            if (gi.has_skin && gi.layout != WARP_LAYOUT_UNKNOWN && (skin = add_skin(cc, g, name)) < 0)
                report(ex->path, -1, "%s: skin bones do not match the frames: written unskinned", name);
            if (export_geometry_mesh(ex, g, name, skin >= 0, &cc->geo_mesh[ai.geometry])) return -1;
            cc->geo_skin[ai.geometry] = skin;
            if (skin >= 0) ex->st->skins++;
        }
        int mesh = cc->geo_mesh[ai.geometry];
        if (mesh < 0) continue;
        gltf_node n;
        gltf_node_init(&n);
        n.name = name;
        n.mesh = mesh;
        n.skin = cc->geo_skin[ai.geometry];
        int node = gltf_add_node(ex->doc, &n);
        if (node < 0 || (n.skin < 0 && gltf_add_child(ex->doc, cc->node[ai.frame], node) != 0))
            return export_fail(ex, "atomic %u: %s", i, gltf_error(ex->doc));
        ex->st->nodes++;
    }
    return 0;
}

static int clump_out(const uint8_t *clump, size_t len, const export_textures *tex, export_clump_extra extra,
                     void *extra_user, const char *path, gltf_doc **keep, gltf_doc *into, export_stats *st, char *err,
                     size_t errcap);

int export_clump_glb(const uint8_t *clump, size_t len, const export_textures *tex, const char *path,
                     export_stats *st, char *err, size_t errcap) {
    return export_clump_glb_ex(clump, len, tex, NULL, NULL, path, st, err, errcap);
}

int export_clump_glb_ex(const uint8_t *clump, size_t len, const export_textures *tex, export_clump_extra extra,
                        void *extra_user, const char *path, export_stats *st, char *err, size_t errcap) {
    return clump_out(clump, len, tex, extra, extra_user, path, NULL, NULL, st, err, errcap);
}

int export_clump_doc(const uint8_t *clump, size_t len, const export_textures *tex, const char *label,
                     struct gltf_doc **out, export_stats *st, char *err, size_t errcap) {
    *out = NULL;
    return clump_out(clump, len, tex, NULL, NULL, label, out, NULL, st, err, errcap);
}

int export_clump_into(struct gltf_doc *doc, const uint8_t *clump, size_t len, const export_textures *tex,
                      export_clump_extra extra, void *extra_user, const char *label, export_stats *st, char *err,
                      size_t errcap) {
    return clump_out(clump, len, tex, extra, extra_user, label, NULL, doc, st, err, errcap);
}

/* The clump's document, written to path (keep NULL) or handed to *keep; or the clump added
 * to the caller's document `into`. */
static int clump_out(const uint8_t *clump, size_t len, const export_textures *tex, export_clump_extra extra,
                     void *extra_user, const char *path, gltf_doc **keep, gltf_doc *into, export_stats *st, char *err,
                     size_t errcap) {
    exporter ex;
    if (exporter_begin(&ex, tex, path, st, err, errcap)) return exporter_end(&ex, 0);
    ex.keep = keep;
    if (into) { /* the caller's document: no root matrix of its own (see gltf_model.h) */
        gltf_free(ex.doc);
        ex.doc = into;
        ex.shared = 1;
    }
    clump_ctx cc = {&ex, handle_alloc(warp_clump_sizeof()), 0, 0, 0, NULL, NULL, NULL, NULL};
    int rc = cc.c ? warp_clump_init(cc.c, warp_clump_sizeof(), WARP_ABI_VERSION, clump, len, NULL) : WARP_E_LIMIT;
    int ok = 0;
    warp_clump_info ci;
    if (rc != WARP_OK) {
        export_fail(&ex, "clump: %s", warp_strerror(rc));
    } else {
        warp_clump_get_info(cc.c, &ci);
        cc.frames = ci.frame_count;
        cc.atomics = ci.atomic_count;
        size_t nf = ci.frame_count ? ci.frame_count : 1, ng = ci.geometry_count ? ci.geometry_count : 1;
        cc.fi = calloc(nf, sizeof *cc.fi);
        cc.node = calloc(nf, sizeof *cc.node);
        cc.geo_mesh = malloc(ng * sizeof *cc.geo_mesh);
        cc.geo_skin = malloc(ng * sizeof *cc.geo_skin);
        if (!cc.fi || !cc.node || !cc.geo_mesh || !cc.geo_skin) {
            export_fail(&ex, "out of memory");
        } else {
            for (size_t i = 0; i < ng; i++) cc.geo_mesh[i] = -2;
            ok = export_clump(&cc) == 0;
            warp_rw_section head;
            int rockstar_stamp = warp_rw_header(clump, len, 0, &head) == WARP_OK && export_is_rockstar_stamp(head.stamp);
            if (ok && !into && (is_car_model(&ci) || rockstar_stamp || cc.rockstar)) {
                gltf_set_root_matrix(ex.doc, gltf_z_up_to_y_up);
                st->turned_upright = 1;
            }
            if (ok && extra) ok = extra(extra_user, ex.doc, cc.fi, cc.node, cc.frames, err, errcap) == 0;
        }
    }
    free(cc.c);
    free(cc.fi);
    free(cc.node);
    free(cc.geo_mesh);
    free(cc.geo_skin);
    return exporter_end(&ex, ok);
}

void export_stats_json(FILE *m, const export_stats *st) {
    fprintf(m,
            ", \"nodes\": %u, \"meshes\": %u, \"primitives\": %u, \"vertices\": %u, \"triangles\": %u"
            ", \"textures\": %u, \"skins\": %u, \"skipped_meshes\": %u, \"empty_meshes\": %u"
            ", \"winding_flips\": %u, \"turned_upright\": %s}",
            st->nodes, st->meshes, st->primitives, st->vertices, st->triangles, st->textures, st->skins,
            st->skipped_meshes, st->empty_meshes, st->winding_flips, st->turned_upright ? "true" : "false");
}
