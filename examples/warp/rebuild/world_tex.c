/* warp rebuild: an edited world's primitives matched to their RenderWare materials, and
 * the textures those materials now show (world.h "texture swaps"). A material of a world
 * names its texture by a string (FACTS.md 4.5: looked up in every loaded dictionary, so
 * the name must be one of the world's dictionaries' textures); a swap rewrites that string
 * section and nothing else. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "platform/util.h"
#include "rebuild/world.h"

/* s without the ".NNN" suffix Blender gives duplicates, then without ".png" (an image
 * Blender loaded from a file keeps its file name): its length. */
static size_t base_len(const char *s) {
    size_t n = strlen(s), k = n;
    while (k && isdigit((unsigned char)s[k - 1])) k--;
    if (k && k < n && n - k == 3 && s[k - 1] == '.') n = k - 1;
    return n > 4 && !strncasecmp(s + n - 4, ".png", 4) ? n - 4 : n;
}

/* gltf_name (Blender's suffix aside) is name[0..len), case aside (texture look-ups ignore case). */
static int same_ci(const char *gltf_name, const char *name, size_t len) {
    return base_len(gltf_name) == len && !strncasecmp(gltf_name, name, len);
}

static int is_dual(const char *name) {
    size_t n = strlen(name);
    return n > 7 && !strcmp(name + n - 7, " (dual)");
}

static const char *mat_name(const gltfr_doc *d, const gltfr_prim *p) {
    return p->material >= 0 ? d->materials[p->material] : "";
}

static const char *mat_image(const gltfr_doc *d, const gltfr_prim *p) {
    return p->material >= 0 ? d->material_images[p->material] : "";
}

/* ---- the list's materials ------------------------------------------------------------------ */

int world_swaps_begin(world_swaps *s, uint32_t material_count) {
    s->count = material_count;
    s->mat = calloc(material_count + 1, sizeof *s->mat);
    if (!s->mat) report(s->path, -1, "out of memory");
    return s->mat ? 0 : -1;
}

void world_swaps_set(world_swaps *s, uint32_t m, const warp_material_info *mi) {
    if (m >= s->count) return;
    world_swap_mat *t = &s->mat[m];
    t->has_texture = mi->has_texture && mi->texture_name_len;
    t->tex = mi->texture_name, t->tex_len = mi->texture_name_len;
    t->canon = m; /* a list entry reusing an earlier material shares its texture string */
    for (uint32_t q = 0; q < m && t->has_texture; q++)
        if (s->mat[q].has_texture && s->mat[q].tex == t->tex) {
            t->canon = s->mat[q].canon;
            break;
        }
}

void world_swaps_free(world_swaps *s) {
    free(s->mat);
    s->mat = NULL;
}

/* The material of g's meshes named `name` (its texture's, or "material N", as the extract
 * names them): its index; -1 when none is, -3 when several are. */
static int by_name(const world_swaps *s, const warp_geometry *g, const char *name) {
    warp_geometry_info gi;
    int found = -1;
    if (warp_geometry_get_info(g, &gi)) return -1;
    for (uint32_t k = 0; k < gi.mesh_count; k++) {
        warp_geometry_mesh_info mi;
        char alt[32];
        if (warp_geometry_get_mesh(g, k, &mi) || mi.material >= s->count || (int)mi.material == found) continue;
        const world_swap_mat *t = &s->mat[mi.material];
        snprintf(alt, sizeof alt, "material %u", mi.material);
        if ((t->has_texture && same_ci(name, t->tex, t->tex_len)) || same_ci(name, alt, strlen(alt)))
            found = found < 0 ? (int)mi.material : -3;
        if (found == -3) return -3;
    }
    return found;
}

/* The material the extract gave primitive k of instance a of x (the file as extracted):
 * by name, else the only one g's meshes use, else the mesh at its place; -2 for a MatFX
 * dual pass copy, -1 when none can be told. */
static int old_material(const world_swaps *s, const warp_geometry *g, const gltfr_doc *x, size_t a, size_t k) {
    const gltfr_inst *in = &x->insts[a];
    const gltfr_prim *p = &x->prims[in->first_prim + k];
    if (is_dual(mat_name(x, p))) return -2;
    int m = by_name(s, g, mat_name(x, p));
    if (m >= 0) return m;
    warp_geometry_info gi;
    warp_geometry_mesh_info mi;
    if (warp_geometry_get_info(g, &gi)) return -1;
    size_t place = 0, plain = 0; /* primitive k's place among the copies-aside primitives, their count */
    for (size_t q = 0; q < in->prim_count; q++)
        if (!is_dual(mat_name(x, &x->prims[in->first_prim + q]))) place += q < k, plain++;
    if (plain == gi.mesh_count && !warp_geometry_get_mesh(g, (uint32_t)place, &mi)) return (int)mi.material;
    return -1;
}

/* ---- the world's dictionaries -------------------------------------------------------------- */

typedef struct dict_look {
    const char *image;
    size_t len;
    char *name; /* the dictionary's spelling, when found */
} dict_look;

static int any_cb(void *user, const warp_texture *t) {
    (void)user, (void)t;
    return 1;
}

static int dict_cb(void *user, const warp_texture *t) {
    dict_look *l = user;
    warp_texture_info in;
    if (warp_texture_get_info(t, &in) || strlen(in.name) != l->len || strncasecmp(in.name, l->image, l->len)) return 0;
    snprintf(l->name, WARP_TEXTURE_NAME_MAX, "%s", in.name);
    return 1;
}

/* The dictionary of s holding `image` (Blender's suffix aside) that meshes of `part` may
 * use, its spelling in name: its index; else -1, or -2 - k when only dictionary k (of
 * another part) holds it. */
static int dict_find(const world_swaps *s, const char *image, char name[WARP_TEXTURE_NAME_MAX]) {
    dict_look l = {image, base_len(image), name};
    int other = -1;
    for (size_t k = 0; k < s->ndicts; k++) {
        const world_dict *d = &s->dicts[k];
        if (!d->txd || warp_txd_foreach(d->txd, d->len, NULL, dict_cb, &l) != WARP_STOPPED) continue;
        if (d->part == 0 || d->part == s->part) return (int)k;
        if (other < 0) other = (int)k;
    }
    return other < 0 ? -1 : -2 - other;
}

/* ---- one instance ---------------------------------------------------------------------------- */

/* Note that `mesh` shows `image` for material m; two meshes showing two images for one
 * material refused. */
static int shown(world_swaps *s, uint32_t m, const char *image, const char *mesh) {
    world_swap_mat *t = &s->mat[s->mat[m].canon];
    if (!t->image[0]) {
        snprintf(t->image, sizeof t->image, "%.*s", (int)base_len(image), image);
        snprintf(t->by, sizeof t->by, "%s", mesh);
        return 0;
    }
    if (same_ci(image, t->image, strlen(t->image))) return 0;
    report(s->path, -1, "%s shows image \"%s\" and %s image \"%s\" for one material of the world (texture \"%.*s\"): "
           "a material has one texture (swap the image in the material itself, or in every mesh that uses it)",
           t->by, t->image, mesh, image, (int)t->tex_len, t->tex ? t->tex : "");
    return -1;
}

/* The material primitive k of instance b of y (the edited file) stands for: by its name
 * (one of g's meshes' materials, or one of instance a's as extracted), else, when it shows
 * a texture of the world's dictionaries, the material at its place (a swap); -2 for a dual
 * pass copy, -1 after a message. */
static int new_material(world_swaps *s, const warp_geometry *g, const gltfr_doc *x, size_t a, const gltfr_doc *y,
                        size_t b, size_t k) {
    const gltfr_inst *i = &x->insts[a], *j = &y->insts[b];
    const gltfr_prim *p = &y->prims[j->first_prim + k];
    const char *name = mat_name(y, p), *img = mat_image(y, p);
    char found[WARP_TEXTURE_NAME_MAX];
    int m = is_dual(name) ? -2 : by_name(s, g, name);
    for (size_t n = 0; m != -2 && m < 0 && n <= i->prim_count; n++) { /* its own place first, then the others */
        size_t q = n == 0 ? k : n - 1 < k ? n - 1 : n;
        const char *was = q < i->prim_count ? mat_name(x, &x->prims[i->first_prim + q]) : NULL;
        if (was && same_ci(name, was, strlen(was))) m = old_material(s, g, x, a, q);
    }
    if (m != -2 && m < 0 && img[0] && i->prim_count == j->prim_count && dict_find(s, img, found) != -1)
        m = old_material(s, g, x, a, k);
    if (m != -2 && m < 0)
        report(s->path, -1, "%s: material \"%s\" is none of the mesh's materials: new materials are not put back "
               "(keep the extracted materials; to show another of the world's textures, give one of them its image)",
               j->mesh_name, name);
    return m < 0 && m != -2 ? -1 : m;
}

int world_resolve(world_swaps *s, const warp_geometry *g, const gltfr_doc *x, size_t a, const gltfr_doc *y, size_t b,
                  int *mats, int *same) {
    const gltfr_inst *i = &x->insts[a], *j = &y->insts[b];
    *same = i->prim_count == j->prim_count;
    for (size_t k = 0; k < j->prim_count; k++) {
        const gltfr_prim *p = &y->prims[j->first_prim + k];
        int m = new_material(s, g, x, a, y, b, k);
        if (m == -1) return -1;
        mats[k] = m;
        if (*same && (m != old_material(s, g, x, a, k) || !world_same_prim(&x->prims[i->first_prim + k], p)))
            *same = 0;
        if (m >= 0 && (uint32_t)m < s->count && mat_image(y, p)[0] && shown(s, (uint32_t)m, mat_image(y, p), j->mesh_name))
            return -1;
    }
    return 0;
}

/* ---- the swaps --------------------------------------------------------------------------------- */

/* The labels of the non-empty dictionaries the meshes may use, ", " between them. */
static void usable_labels(const world_swaps *s, char *list, size_t cap) {
    size_t n = 0;
    list[0] = 0;
    for (size_t d = 0; d < s->ndicts && n < cap; d++) {
        const world_dict *w = &s->dicts[d];
        if (!w->txd || (w->part && w->part != s->part) ||
            warp_txd_foreach(w->txd, w->len, NULL, any_cb, NULL) != WARP_STOPPED) /* another part's, or empty */
            continue;
        int k = snprintf(list + n, cap - n, "%s%s", n ? ", " : "", w->label);
        n += k > 0 ? (size_t)k : 0;
    }
}

/* Material m's new texture checked against the dictionaries: 1 (name filled), 0 (no
 * change), -1 after a message. */
static int new_texture(world_swaps *s, uint32_t m, char name[WARP_TEXTURE_NAME_MAX]) {
    const world_swap_mat *t = &s->mat[m];
    if (t->canon != m || !t->image[0] || (t->has_texture && same_ci(t->image, t->tex, t->tex_len))) return 0;
    if (!t->has_texture) {
        report(s->path, -1, "%s: image \"%s\" on a material with no texture (material %u): a texture is not added "
               "to a material (keep it untextured)", t->by, t->image, m);
        return -1;
    }
    int k = dict_find(s, t->image, name);
    if (k >= 0) return 1;
    char list[512];
    usable_labels(s, list, sizeof list);
    if (k < -1)
        report(s->path, -1, "%s: image \"%s\" is a texture of %s, which the game loads only with that part: use a "
               "texture of %s (new textures are not added to a dictionary)", t->by, t->image,
               s->dicts[-2 - k].label, list[0] ? list : "none");
    else
        report(s->path, -1, "%s: image \"%s\" is not in the world's texture dictionaries (%s): swap in one of their "
               "textures (their PNGs beside the extraction; repaint one to change its pixels): new textures are not "
               "added to a dictionary", t->by, t->image, list[0] ? list : "none found");
    return -1;
}

int world_swaps_finish(world_swaps *s, world_rename_fn fn, void *user, unsigned *swapped) {
    char name[WARP_TEXTURE_NAME_MAX];
    for (uint32_t m = 0; m < s->count; m++) {
        int rc = new_texture(s, m, name);
        if (rc < 0 || (rc && fn(user, s->mat[m].tex, name))) return -1;
        *swapped += (unsigned)rc;
    }
    return 0;
}
