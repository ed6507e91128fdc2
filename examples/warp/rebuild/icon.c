/* warp rebuild WARRIORS.WAD: an icon entry's icon.json and icon.png put back (icon.h): the
 * entry read into its fields, the edited files over them, the whole entry encoded again. */
#include "rebuild/icon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/png_read.h"
#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "rebuild/rebuild.h"

/* icon.png's pixels over the texture: a pixel left as extracted gives back its bits, bit 15
 * included (warp_icon_texture_from_rgba keeps it under alpha 255). */
static int apply_png(icon_doc *d, const char *path) {
    png_read_image png;
    if (png_read_file(path, &png, 0)) return -1;
    if (png.width != WARP_ICON_TEXTURE_SIZE || png.height != WARP_ICON_TEXTURE_SIZE) {
        report(path, -1, "%u x %u pixels: the icon's texture is 128 x 128 (restore its size)", png.width, png.height);
        png_read_free(&png);
        return -1;
    }
    uint8_t *rgba = rebuild_png_rgba(&png, path);
    png_read_free(&png);
    uint16_t *t = malloc(WARP_ICON_TEXTURE_BYTES);
    int rc = rgba && t && !warp_icon_texture_from_rgba(rgba, 128 * 128 * 4, 128 * 4, d->texture, t, 128 * 128) ? 0 : -1;
    if (!rc) memcpy(d->texture, t, WARP_ICON_TEXTURE_BYTES);
    if (rc && rgba) report(path, -1, "out of memory");
    free(t), free(rgba);
    return rc;
}

/* The entry's icon.json and icon.png among its files (NULL: none). */
static void icon_files(const manifest *m, uint32_t i, const man_file **json, const man_file **png) {
    *json = *png = NULL;
    for (size_t k = 0; k < m->e[i].nfiles; k++) {
        const man_file *f = &m->files[m->e[i].first_file + k];
        if (!strcmp(f->kind, "icon")) *json = f;
        if (!strcmp(f->kind, "texture")) *png = f;
    }
}

/* The edited files over the entry's icon e (len bytes): its new bytes in *out, or NULL when
 * they encode to the same bytes. */
static int encode_again(const uint8_t *e, size_t len, const char *json_path, const char *png_path, uint8_t **out,
                        size_t *out_len) {
    icon_doc d;
    *out = NULL;
    if (icon_doc_read(e, len, json_path ? json_path : png_path, &d)) return -1;
    char *json = json_path ? derived_read_text(json_path) : NULL;
    int rc = (json_path && (!json || icon_json_apply(&d, json, json_path))) || (png_path && apply_png(&d, png_path)) ||
                     icon_doc_write(&d, json_path ? json_path : png_path, out, out_len) ? -1 : 0;
    free(json);
    icon_doc_free(&d);
    if (!rc && *out_len == len && !memcmp(*out, e, len)) free(*out), *out = NULL;
    return rc;
}

static int put_back(wad_plan *pl, uint32_t i, const char *json_path, const char *png_path, unsigned *replaced) {
    uint8_t *e = NULL, *neu = NULL;
    size_t len = pl->entries[i].size, n = 0;
    if (media_read_entry(pl, i, &e)) return -1;
    int rc = encode_again(e, len, json_path, png_path, &neu, &n);
    if (!rc && neu) {
        rc = wad_replace_entry(pl, i, e, len, neu, n);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet)
            fprintf(stderr, "warp: %s: changed, the icon written again (%zu bytes, was %zu)\n",
                    json_path ? json_path : png_path, n, len);
    }
    free(e);
    return rc;
}

int rebuild_icon(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    for (uint32_t i = 0; i < pl->count; i++) {
        const man_file *jf, *pf;
        if (strcmp(m->e[i].kind, "icon")) continue;
        icon_files(m, i, &jf, &pf);
        char jp[4096], pp[4096];
        int jc = jf ? man_file_changed(jf, from, jp, sizeof jp) : 0;
        int pc = pf ? man_file_changed(pf, from, pp, sizeof pp) : 0;
        if (jc < 0 || pc < 0) return -1;
        if ((jc || pc) && put_back(pl, i, jc ? jp : NULL, pc ? pp : NULL, replaced)) return -1;
    }
    return 0;
}
