/* warp rebuild WARRIORS.WAD: repainted sprite PNGs (<sheet>.spriteNNN.png, cut out of the
 * sheet by the extraction, extract/sprites.c) composed back into their sheet's picture before
 * the sheet is compared and encoded as any texture (sprite_png.h): each sprite edited since
 * the extraction (its fnv1a64) is pasted at its rectangle of <sheet>.sprites.json. The sheet's
 * PNG edited too where a pasted sprite lies is refused: the two edits overlap. */
#include "rebuild/sprite_png.h"

#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/manifest.h"

typedef struct sheet_find {
    uint32_t index, n;
    uint8_t *rgba; /* the texture's pixels as stored (the extraction's sheet) */
    size_t len;
    int rc;
} sheet_find;

static int sheet_cb(void *user, const warp_texture *t) {
    sheet_find *f = user;
    if (f->n++ != f->index) return 0;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    f->len = (size_t)in.width * in.height * 4;
    f->rgba = malloc(f->len ? f->len : 1);
    f->rc = f->rgba ? warp_texture_decode_rgba(t, 0, f->rgba, f->len, 0, NULL) : WARP_E_LIMIT;
    return 1;
}

/* The sheet picture as RGBA (an indexed PNG through its palette). */
static int to_rgba(png_read_image *png, const char *path) {
    if (!png->indexed) return 0;
    uint8_t *rgba = rebuild_png_rgba(png, path);
    if (!rgba) return -1;
    free(png->pixels);
    png->pixels = rgba, png->indexed = 0, png->colors = 0;
    return 0;
}

static int rect_differs(const uint8_t *a, const uint8_t *b, uint32_t w, uint32_t x, uint32_t y, uint32_t rw,
                        uint32_t rh) {
    for (uint32_t r = 0; r < rh; r++)
        if (memcmp(a + ((size_t)(y + r) * w + x) * 4, b + ((size_t)(y + r) * w + x) * 4, (size_t)rw * 4)) return 1;
    return 0;
}

/* One edited sprite PNG `sp` at rectangle o of the sheet: pasted, or -1 after a message. */
static int paste(png_read_image *png, const char *sheet, const char *sp, const cJSON *o, const sheet_find *orig,
                 int sheet_edited) {
    size_t x, y, w, h;
    if (manifest_number(o, "x", &x) || manifest_number(o, "y", &y) || manifest_number(o, "width", &w) ||
        manifest_number(o, "height", &h) || x + w > png->width || y + h > png->height) {
        report(sp, -1, "its rectangle in the sheet's .sprites.json is not inside the %ux%u sheet: nothing written",
               png->width, png->height);
        return -1;
    }
    png_read_image s;
    if (png_read_file(sp, &s, 0)) return -1;
    uint8_t *rgba = s.indexed ? rebuild_png_rgba(&s, sp) : s.pixels;
    int rc = rgba ? 0 : -1;
    if (!rc && (s.width != w || s.height != h)) {
        report(sp, -1, "%ux%u, but its rectangle is %zux%zu: a sprite keeps its size (edit .sprites.json's rectangle "
               "and the sheet's PNG instead): nothing written", s.width, s.height, w, h);
        rc = -1;
    }
    if (!rc && sheet_edited && orig->len == (size_t)png->width * png->height * 4 &&
        rect_differs(png->pixels, orig->rgba, png->width, (uint32_t)x, (uint32_t)y, (uint32_t)w, (uint32_t)h)) {
        report(sp, -1, "edited, and the sheet %s is edited too inside this sprite's rectangle (%zu, %zu, %zux%zu): the "
               "edits overlap: keep one of them: nothing written", sheet, x, y, w, h);
        rc = -1;
    }
    for (size_t r = 0; !rc && r < h; r++)
        memcpy(png->pixels + ((y + r) * png->width + x) * 4, rgba + r * w * 4, w * 4);
    if (rgba != s.pixels) free(rgba);
    png_read_free(&s);
    return rc;
}

/* The edited sprite files of the sheet whose .sprites.json is `json` (sprites: its array). */
static int paste_all(png_read_image *png, const manifest *m, uint32_t entry, const char *sheet, const char *folder,
                     const cJSON *sprites, const sheet_find *orig, int sheet_edited, const char *from) {
    const man_entry *me = &m->e[entry];
    char path[4096], rel[1200];
    const cJSON *o;
    cJSON_ArrayForEach(o, sprites) {
        char file[600];
        if (manifest_string(o, "file", file, sizeof file) || strchr(file, '/') || strchr(file, '\\')) continue;
        snprintf(rel, sizeof rel, "%s%s%s", folder, folder[0] ? "/" : "", file);
        for (size_t k = me->first_file; k < me->first_file + me->nfiles; k++) {
            if (strcmp(m->files[k].path, rel)) continue;
            int changed = man_file_changed(&m->files[k], from, path, sizeof path);
            if (changed < 0 || (changed && (to_rgba(png, sheet) || paste(png, sheet, path, o, orig, sheet_edited))))
                return -1;
        }
    }
    return 0;
}

static const man_file *file_of(const manifest *m, uint32_t entry, const char *rel) {
    const man_entry *me = &m->e[entry];
    for (size_t k = me->first_file; k < me->first_file + me->nfiles; k++)
        if (!strcmp(m->files[k].path, rel)) return &m->files[k];
    return NULL;
}

/* Whether any sprite file of the entry changed (none: nothing to read). */
static int any_sprite_changed(const manifest *m, uint32_t entry, const char *stem, const char *from) {
    const man_entry *me = &m->e[entry];
    char path[4096];
    size_t n = strlen(stem);
    for (size_t k = me->first_file; k < me->first_file + me->nfiles; k++) {
        const char *p = m->files[k].path, *dot = strrchr(p, '.');
        if (!strncmp(p, stem, n) && !strncmp(p + n, ".sprite", 7) && dot && !strcmp(dot, ".png") &&
            man_file_changed(&m->files[k], from, path, sizeof path) != 0)
            return 1;
    }
    return 0;
}

int sprite_pngs_compose(const manifest *m, uint32_t entry, const rebuild_item *it, const char *from, const uint8_t *e,
                        size_t len, png_read_image *png) {
    char stem[600], rel[700], path[4096];
    size_t n = strlen(it->file);
    if (n < 5 || n >= sizeof stem || strcmp(it->file + n - 4, ".png")) return 0;
    memcpy(stem, it->file, n - 4), stem[n - 4] = 0;
    snprintf(rel, sizeof rel, "%s.sprites.json", stem);
    const man_file *js = file_of(m, entry, rel), *sheet = file_of(m, entry, it->file);
    if (!js || strcmp(js->kind, "sprites") || !any_sprite_changed(m, entry, stem, from)) return 0;
    snprintf(path, sizeof path, "%s/%s", from, rel);
    cJSON *root = derived_load(path);
    if (!root) return -1;
    char sheet_path[4096], folder[600];
    int sheet_edited = sheet ? man_file_changed(sheet, from, sheet_path, sizeof sheet_path) : 0;
    snprintf(sheet_path, sizeof sheet_path, "%s/%s", from, it->file);
    snprintf(folder, sizeof folder, "%s", it->file);
    char *slash = strrchr(folder, '/');
    if (slash) *slash = 0;
    else folder[0] = 0;
    sheet_find f = {it->index, 0, NULL, 0, WARP_E_NOT_FOUND};
    if (sheet_edited > 0 && it->dict_offset < len)
        warp_txd_foreach(e + it->dict_offset, len - it->dict_offset, NULL, sheet_cb, &f);
    int rc = sheet_edited < 0 || (sheet_edited > 0 && f.rc)
                 ? (report(sheet_path, -1, "the sheet as extracted does not decode: nothing written"), -1)
                 : paste_all(png, m, entry, sheet_path, folder, cJSON_GetObjectItemCaseSensitive(root, "sprites"), &f,
                             sheet_edited > 0, from);
    free(f.rgba);
    cJSON_Delete(root);
    return rc;
}
