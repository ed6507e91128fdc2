/* warp rebuild WARRIORS.WAD: <sheet>.sprites.json back into the particle page (sprites.h). */
#include "rebuild/sprites.h"

#include <cJSON.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "warp/warp.h"

/* A texture coordinate as the extraction's pixel edge: rounded, clamped to [0, size]. */
static uint32_t edge(float v, uint32_t size) {
    if (!(v > 0)) return 0;
    double x = (double)v * size + 0.5;
    return x >= size ? size : (uint32_t)x;
}

typedef struct sheet {
    uint32_t w, h;
    int32_t first;
} sheet;

/* The four pixel members as the extraction wrote them from rectangle s. */
static void pixels(const warp_sprite *s, const sheet *sh, double px[4]) {
    uint32_t x0 = edge(s->u0, sh->w), y0 = edge(s->v0, sh->h), x1 = edge(s->u1, sh->w), y1 = edge(s->v1, sh->h);
    px[0] = x0, px[1] = y0, px[2] = x1 > x0 ? x1 - x0 : 0, px[3] = y1 > y0 ? y1 - y0 : 0;
}

static int read_uv(const cJSON *a, float uv[4]) {
    if (!cJSON_IsArray(a) || cJSON_GetArraySize(a) != 4) return -1;
    for (int k = 0; k < 4; k++) {
        const cJSON *x = cJSON_GetArrayItem(a, k);
        if (!cJSON_IsNumber(x) || !(x->valuedouble >= -FLT_MAX && x->valuedouble <= FLT_MAX)) return -1;
        uv[k] = (float)x->valuedouble;
    }
    return 0;
}

/* Sprite k from the JSON, over the original rectangle *s. */
static int read_sprite(const cJSON *j, uint32_t k, const sheet *sh, const char *path, warp_sprite *s) {
    char where[32];
    snprintf(where, sizeof where, "sprites[%u]", k);
    float uv[4];
    double was[4], px[4];
    static const char *const keys[4] = {"x", "y", "width", "height"};
    if (!cJSON_IsObject(j) || read_uv(cJSON_GetObjectItemCaseSensitive(j, "uv"), uv)) {
        report(path, -1, "%s: needs \"uv\" (four numbers)", where);
        return -1;
    }
    pixels(s, sh, was);
    for (int i = 0; i < 4; i++) {
        size_t v;
        if (manifest_number(j, keys[i], &v) || v > UINT32_MAX) {
            report(path, -1, "%s.\"%s\": needs a whole number of pixels", where, keys[i]);
            return -1;
        }
        px[i] = (double)v;
    }
    if (derived_number(j, "index", k, path, where) ||
        (sh->first >= 0 && derived_number(j, "glyph", (double)sh->first + k, path, where)))
        return -1;
    if (uv[0] != s->u0 || uv[1] != s->v0 || uv[2] != s->u1 || uv[3] != s->v1) {
        s->u0 = uv[0], s->v0 = uv[1], s->u1 = uv[2], s->v1 = uv[3]; /* the pixels follow */
    } else if (memcmp(px, was, sizeof px)) { /* the pixel rectangle edited: its texture coordinates */
        s->u0 = (float)(px[0] / sh->w), s->v0 = (float)(px[1] / sh->h);
        s->u1 = (float)((px[0] + px[2]) / sh->w), s->v1 = (float)((px[1] + px[3]) / sh->h);
    }
    return 0;
}

/* The page's own members. */
static int page_members(const cJSON *root, const warp_sprite_page *pg, const sheet *sh, const char *name,
                        const char *path, warp_sprite_page *np) {
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(root, "sheet"), *words;
    size_t fg_ok = 0;
    *np = *pg;
    if (s && (!cJSON_IsString(s) || strcmp(s->valuestring, name))) {
        report(path, -1, "field \"sheet\" edited, but it names the sheet's texture (restore it)");
        return -1;
    }
    if (derived_number(root, "width", sh->w, path, "") || derived_number(root, "height", sh->h, path, "") ||
        derived_number(root, "count", pg->count, path, ""))
        return -1;
    const cJSON *fg = cJSON_GetObjectItemCaseSensitive(root, "first_glyph");
    if (cJSON_IsNumber(fg) && fg->valuedouble >= -2147483648.0 && fg->valuedouble <= 2147483647.0 &&
        fg->valuedouble == (double)(int32_t)fg->valuedouble)
        np->first_glyph = (int32_t)fg->valuedouble, fg_ok = 1;
    words = cJSON_GetObjectItemCaseSensitive(root, "words");
    uint32_t *w[3] = {&np->placeholder, &np->word0c, &np->word10};
    for (int k = 0; k < 3 && fg_ok; k++) {
        const cJSON *x = cJSON_GetArrayItem(words, k);
        if (!cJSON_IsNumber(x) || !(x->valuedouble >= 0 && x->valuedouble <= 4294967295.0) ||
            x->valuedouble != (double)(uint32_t)x->valuedouble)
            fg_ok = 0;
        else
            *w[k] = (uint32_t)x->valuedouble;
    }
    if (!fg_ok) report(path, -1, "needs \"first_glyph\" (an integer) and \"words\" (three 32-bit numbers)");
    return fg_ok ? 0 : -1;
}

/* The JSON's sprites (n) over the page's (count; s holds room for both): those added read
 * over an empty rectangle. */
static int read_sprites(const cJSON *arr, const sheet *sh, const char *path, warp_sprite *s) {
    uint32_t k = 0;
    const cJSON *j;
    cJSON_ArrayForEach(j, arr) {
        if (read_sprite(j, k, sh, path, &s[k])) return -1;
        k++;
    }
    return 0;
}

/* The page written again: the old length with what follows the rectangles kept, or for
 * another count the header, the rectangles and the padding (*out_len). */
static int write_page(const uint8_t *page, size_t len, const warp_sprite_page *np, const warp_sprite *s,
                      uint32_t old_count, const char *path, uint8_t **out, size_t *out_len) {
    size_t need = (0x14 + (size_t)np->count * 16 + 15) & ~(size_t)15, n = np->count == old_count ? len : need;
    uint8_t *buf = malloc(need), *o = malloc(n ? n : 1);
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = 0;
    if (!buf || !o || !w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, need) ||
        warp_write_sprite_page(w, np, s)) {
        report(path, -1, "cannot write the particle page back");
        rc = -1;
    } else if (np->count == old_count) {
        memcpy(o, page, len); /* what follows the rectangles stays */
        memcpy(o, buf, 0x14 + (size_t)np->count * 16);
    } else {
        memcpy(o, buf, need);
    }
    if (!rc) *out = o, *out_len = n, o = NULL;
    free(w), free(buf), free(o);
    return rc;
}

int sprite_page_n(const uint8_t *page, size_t len, uint32_t sheet_w, uint32_t sheet_h, const char *name,
                  const char *json, const char *path, uint8_t **out, size_t *out_len) {
    *out = NULL, *out_len = 0;
    warp_sprite_page pg, np;
    sheet sh = {sheet_w ? sheet_w : 1, sheet_h ? sheet_h : 1, 0};
    if (warp_sprite_page_read(page, len, NULL, &pg)) {
        report(path, -1, "the WAD's particle page does not read (not this WAD's extraction?)");
        return -1;
    }
    sh.first = pg.first_glyph;
    cJSON *root = cJSON_Parse(json);
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(root, "sprites");
    int na = cJSON_GetArraySize(arr);
    uint32_t n = na > 0 ? (uint32_t)na : 0, most = n > pg.count ? n : pg.count;
    size_t used = (0x14 + (size_t)pg.count * 16 + 15) & ~(size_t)15;
    warp_sprite *s = calloc((size_t)most + 1, sizeof *s), *was = malloc(((size_t)pg.count + 1) * sizeof *was);
    int rc = s && was ? 0 : -1;
    for (uint32_t k = 0; !rc && k < pg.count; k++) warp_sprite_get(page, len, k, &s[k]);
    if (!rc && !cJSON_IsArray(arr)) {
        report(path, -1, root ? "no \"sprites\" array" : "not valid JSON");
        rc = -1;
    }
    if (!rc) rc = page_members(root, &pg, &sh, name, path, &np);
    sh.first = np.first_glyph; /* the glyphs follow an edited first glyph */
    if (!rc && n != pg.count && (len != used || n > 0x00FFFFFFu)) {
        report(path, -1, "%u sprites, the page has %u and %zu bytes after them: sprites added or removed are not put "
               "back into a page with bytes after its rectangles", n, pg.count, len - 0x14 - (size_t)pg.count * 16);
        rc = -1;
    }
    if (!rc) memcpy(was, s, pg.count * sizeof *s);
    if (!rc) rc = read_sprites(arr, &sh, path, s);
    np.count = n;
    int changed = !rc && (n != pg.count || memcmp(&np, &pg, sizeof np) || memcmp(was, s, pg.count * sizeof *s));
    if (changed) rc = write_page(page, len, &np, s, pg.count, path, out, out_len);
    free(was), free(s);
    cJSON_Delete(root);
    return rc;
}

int sprite_page(const uint8_t *page, size_t len, uint32_t sheet_w, uint32_t sheet_h, const char *name,
                const char *json, const char *path, uint8_t **out) {
    size_t n = 0;
    int rc = sprite_page_n(page, len, sheet_w, sheet_h, name, json, path, out, &n);
    if (!rc && *out && n != len) {
        report(path, -1, "sprites added or removed: the page would be %zu bytes, was %zu (put back by the WAD's "
               "rebuild, which moves what follows)", n, len);
        free(*out), *out = NULL;
        rc = -1;
    }
    return rc;
}

/* ---- the plan ------------------------------------------------------------------------------ */

typedef struct find_page {
    size_t at; /* the page's data offset in the entry */
    const uint8_t *dict, *page;
    size_t dict_len, page_len;
    uint32_t resource;
} find_page;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    find_page *f = user;
    if (f->dict && c->resource_index != f->resource) f->dict = NULL; /* the pair is within one resource */
    if (c->type == 0x2A) f->dict = c->data, f->dict_len = c->size, f->resource = c->resource_index;
    if (c->type != 0x4C || c->offset + 16 != f->at) return 0;
    f->page = c->data, f->page_len = c->size;
    return 1;
}

typedef struct sheet_info {
    warp_texture_info in;
    char name[WARP_TEXTURE_NAME_MAX]; /* in.name is the handle's copy: it ends with the callback */
    int found;
} sheet_info;

static int on_sheet(void *user, const warp_texture *t) {
    sheet_info *s = user;
    s->found = warp_texture_get_info(t, &s->in) == WARP_OK;
    if (s->found) snprintf(s->name, sizeof s->name, "%s", s->in.name);
    s->in.name = s->name;
    return 1;
}

static int put_back(wad_plan *pl, const man_file *f, const char *path, unsigned *replaced) {
    uint8_t *e = NULL, *page = NULL;
    size_t len = pl->entries[f->entry].size;
    char *json = derived_read_text(path);
    find_page fp = {f->offset, NULL, NULL, 0, 0, 0};
    sheet_info si = {{0}, {0}, 0};
    int rc = json && !media_read_entry(pl, f->entry, &e) ? 0 : -1;
    if (!rc) warp_chunk_foreach(e, len, NULL, chunk_cb, &fp);
    if (!rc && fp.page && fp.dict) warp_txd_foreach(fp.dict, fp.dict_len, NULL, on_sheet, &si);
    if (!rc && (!fp.page || !si.found)) {
        report(path, -1, "entry %u has no particle page with its sheet at %zu: not this WAD's extraction", f->entry,
               f->offset);
        rc = -1;
    }
    size_t n = 0;
    if (!rc) rc = sprite_page_n(fp.page, fp.page_len, si.in.width, si.in.height, si.in.name, json, path, &page, &n);
    if (!rc && page) {
        wad_splice s;
        memset(&s, 0, sizeof s);
        s.p = (rebuild_patch){f->offset, fp.page_len, 0, page, n}; /* another size: its chunk and what holds it */
        if (n != fp.page_len && wad_container_levels(e, len, f->offset, &s)) {
            report(path, -1, "entry %u: no chunk holds the particle page", f->entry);
            free(page), free(json), free(e);
            return -1;
        }
        rc = wad_add_splice(pl, f->entry, e, &s);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: changed, the particle page written again\n", path);
    }
    free(json), free(e);
    return rc;
}

int rebuild_sprites(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        char path[4096];
        if (strcmp(f->kind, "sprites") || f->offset == SIZE_MAX) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0 || (changed && put_back(pl, f, path, replaced))) return -1;
    }
    return 0;
}
