/* Sprite sheets (FACTS 2; docs/format-misc.md "Particle pages"): `<sheet>.sprites.json`
 * with every rectangle (as stored and in pixels of the sheet's level 0) and
 * `<sheet>.sprite<NNN>.png` per non-empty rectangle, cut out of the sheet. */
#include <stdlib.h>
#include <string.h>

#include "extract/json_out.h"
#include "extract/sprites.h"
#include "formats/png.h"
#include "platform/util.h"

typedef struct sheet_ctx {
    entry_job *j;
    const warp_chunk_info *c;
    int done;
    int failed; /* a sprite's PNG not written: the JSON is not kept (it would name it) */
} sheet_ctx;

/* A texture coordinate as a pixel edge: rounded, clamped to [0, size]. */
static uint32_t edge(float v, uint32_t size) {
    if (!(v > 0)) return 0; /* NaN too */
    double x = (double)v * size + 0.5; /* positive: the cast rounds down */
    return x >= size ? size : (uint32_t)x;
}

/* One sprite: its JSON object, and its PNG when the rectangle holds pixels. */
static void one_sprite(sheet_ctx *s, FILE *f, const char *stem, const uint8_t *rgba, uint32_t w, uint32_t h,
                       uint32_t i, int32_t first) {
    entry_job *j = s->j;
    warp_sprite sp;
    warp_sprite_get(s->c->data, s->c->size, i, &sp); /* the page was checked whole */
    uint32_t x0 = edge(sp.u0, w), y0 = edge(sp.v0, h), x1 = edge(sp.u1, w), y1 = edge(sp.v1, h);
    char sstem[200], file[256] = "", path[4400];
    if (x1 > x0 && y1 > y0) {
        snprintf(sstem, sizeof sstem, "%s.sprite%03u", stem, i);
        unique_file(j, sstem, "png", file, sizeof file);
        snprintf(path, sizeof path, "%s/%s", j->dir, file);
        if (png_write_file(path, rgba + ((size_t)y0 * w + x0) * 4, x1 - x0, y1 - y0, (size_t)w * 4,
                           j->r->png_level) != 0) {
            entry_error(j, (size_t)(s->c->data - j->base), "cannot write %s", path);
            s->failed = 1;
        }
    }
    fprintf(f, "%s\n    {\"index\": %u, ", i ? "," : "", i);
    if (first >= 0) fprintf(f, "\"glyph\": %lld, ", (long long)first + i);
    fputs("\"uv\": [", f);
    json_f(f, sp.u0), fputs(", ", f), json_f(f, sp.v0), fputs(", ", f), json_f(f, sp.u1), fputs(", ", f);
    json_f(f, sp.v1);
    fprintf(f, "], \"x\": %u, \"y\": %u, \"width\": %u, \"height\": %u, \"file\": ", x0, y0,
            x1 > x0 ? x1 - x0 : 0, y1 > y0 ? y1 - y0 : 0);
    json_string(f, file[0] ? file : NULL);
    fputc('}', f);
}

/* The sheet: the dictionary's first texture. */
static int on_sheet(void *user, const warp_texture *t) {
    sheet_ctx *s = user;
    entry_job *j = s->j;
    s->done = 1;
    warp_texture_info in;
    warp_sprite_page pg;
    warp_texture_get_info(t, &in);
    size_t offset = (size_t)(s->c->data - j->base), n = (size_t)in.width * in.height * 4;
    int rc = warp_sprite_page_read(s->c->data, s->c->size, NULL, &pg);
    uint8_t *rgba = rc ? NULL : malloc(n);
    if (rc || !rgba || warp_texture_decode_rgba(t, 0, rgba, n, 0, NULL) != WARP_OK) {
        entry_error(j, offset, "particle page: %s", rc ? warp_strerror(rc) : "cannot decode its sheet");
        free(rgba);
        return 1;
    }
    char stem[128], jstem[160];
    sanitize_name(in.name[0] ? in.name : "sheet", stem, sizeof stem);
    snprintf(jstem, sizeof jstem, "%s.sprites", stem);
    json_out x;
    FILE *f = json_begin(j, &x, jstem);
    if (f) {
        fprintf(f, "{\n  \"sheet\": ");
        json_string(f, in.name);
        fprintf(f, ", \"width\": %u, \"height\": %u, \"count\": %u, \"first_glyph\": %d,\n  \"words\": [%u, %u, %u],"
                   "\n  \"sprites\": [", in.width, in.height, pg.count, pg.first_glyph, pg.placeholder, pg.word0c,
                pg.word10);
        for (uint32_t i = 0; i < pg.count && !s->failed; i++)
            one_sprite(s, f, stem, rgba, in.width, in.height, i, pg.first_glyph);
        fputs(pg.count ? "\n  ]\n}\n" : "]\n}\n", f);
        char extra[96];
        snprintf(extra, sizeof extra, ", \"chunk\": %u, \"offset\": %zu, \"sprites\": %u", s->c->index, offset, pg.count);
        if (s->failed)
            out_abort(&x.o);
        else
            json_end(j, &x, "sprites", extra);
    }
    free(rgba);
    return 1;
}

void extract_sprite_page(entry_job *j, const warp_chunk_info *c, const uint8_t *dict, size_t dict_len) {
    sheet_ctx s = {j, c, 0, 0};
    int rc = dict ? warp_txd_foreach(dict, dict_len, NULL, on_sheet, &s) : WARP_E_NOT_FOUND;
    if (!s.done)
        entry_error(j, (size_t)(c->data - j->base), "particle page: no sheet texture (%s)",
                    warp_strerror(rc ? rc : WARP_E_NOT_FOUND));
}
