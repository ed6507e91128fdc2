/* warp rebuild: a new prop's two resources, encoded (prop.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats/png_read.h"
#include "platform/util.h"
#include "rebuild/model.h"
#include "rebuild/prop.h"
#include "warp/warp.h"

/* The resource's name hash and each chunk hash equal to it (FACTS.md 2.2) become `hash`. */
static void rename_resource(uint8_t *r, size_t len, uint32_t hash) {
    uint32_t old = le32(r + 12), count = le32(r);
    put_le32(r + 12, hash);
    size_t off = 16;
    for (uint32_t k = 0; k < count && off + 16 <= len; k++) {
        if (le32(r + off + 12) == old) put_le32(r + off + 12, hash);
        size_t size = le32(r + off + 4);
        if (size > len - off - 16) break;
        off += 16 + size;
    }
}

/* The new dictionary's texture names (the PNGs' stems, texture_grow.c) for the model's materials. */
static int new_dict_names(const char *const *files, size_t n, model_dicts *d) {
    memset(d, 0, sizeof *d);
    if (!(d->names = calloc(n + 1, sizeof *d->names))) return -1;
    for (size_t k = 0; k < n; k++) {
        const char *b = strrchr(files[k], '/') ? strrchr(files[k], '/') + 1 : files[k];
        size_t len = strlen(b) > 4 ? strlen(b) - 4 : strlen(b);
        if (len < sizeof *d->names) snprintf(d->names[d->count++], sizeof *d->names, "%.*s", (int)len, b);
    }
    snprintf(d->where, sizeof d->where, "the prop's new dictionary");
    return 0;
}

int prop_encode_model(const uint8_t *tmpl, size_t tlen, const char *model, const char *const *textures, size_t n,
                      uint32_t hash, uint8_t **out, size_t *len) {
    wad_change c;
    memset(&c, 0, sizeof c);
    model_dicts d;
    int rc = new_dict_names(textures, n, &d) ? -1 : rebuild_model_like(tmpl, tlen, model, &d, &c);
    free(d.names);
    if (!rc) {
        qsort(c.splices, c.nsplice, sizeof *c.splices, wad_splice_desc);
        rc = wad_change_apply(&c, tmpl, tlen, model, -1, out, len);
    }
    for (size_t k = 0; k < c.nsplice; k++) free(c.splices[k].p.bytes);
    free(c.splices);
    if (!rc) rename_resource(*out, *len, hash);
    return rc;
}

/* ---- the dictionary ------------------------------------------------------------------------ */

typedef struct first_tex {
    warp_texture *t;
    int found;
} first_tex;

static int first_cb(void *user, const warp_texture *t) {
    first_tex *f = user;
    memcpy(f->t, t, warp_texture_sizeof());
    f->found = 1;
    return 1;
}

static int dict_cb(void *user, const warp_chunk_info *c) {
    const uint8_t **data = user;
    if (c->type != 0x2A) return 0; /* the texture dictionary chunk (FACTS.md 4.1) */
    *data = c->data;
    return 1;
}

/* The dictionary: struct {count, device id}, the textures, an empty extension, in a 0x2A
 * chunk of a resource (FACTS.md 2.1), the template's stamp and device id kept. */
static int write_dict(const uint8_t *txd, const rebuild_patch *tex, size_t n, uint32_t hash, uint8_t **out,
                      size_t *len) {
    size_t cap = 256;
    for (size_t k = 0; k < n; k++) cap += tex[k].len;
    uint8_t *buf = malloc(cap);
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    uint32_t stamp = le32(txd + 8);
    int rc = buf && w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, buf, cap) : WARP_E_LIMIT;
    if (!rc) {
        warp_write_resource_begin(w, hash);
        warp_write_chunk_begin(w, 0x2A, hash);
        warp_write_section_begin(w, WARP_RW_TEXTURE_DICTIONARY, stamp);
        warp_write_section_begin(w, WARP_RW_STRUCT, stamp);
        warp_write_u16(w, (uint16_t)n);
        warp_write_bytes(w, txd + 12 + 12 + 2, 2); /* the device id */
        warp_write_section_end(w);
        for (size_t k = 0; k < n; k++) warp_write_bytes(w, tex[k].bytes, tex[k].len);
        warp_write_section_begin(w, WARP_RW_EXTENSION, stamp);
        warp_write_section_end(w);
        warp_write_section_end(w);
        warp_write_chunk_end(w);
        rc = warp_write_resource_end(w);
        if (!rc) rc = warp_writer_status(w);
    }
    if (!rc) *out = buf, *len = warp_writer_size(w);
    else free(buf);
    free(w);
    return rc ? -1 : 0;
}

int prop_encode_dict(const uint8_t *tmpl, size_t tlen, const char *const *files, size_t n, uint32_t hash,
                     uint8_t **out, size_t *len) {
    const uint8_t *txd = NULL;
    warp_chunk_foreach(tmpl, tlen, NULL, dict_cb, &txd);
    first_tex f = {handle_alloc(warp_texture_sizeof()), 0};
    rebuild_patch *tex = calloc(n + 1, sizeof *tex);
    int rc = f.t && tex ? 0 : -1;
    if (!rc && (!txd || (size_t)(txd - tmpl) + 28 > tlen ||
                (warp_txd_foreach(txd, tlen - (size_t)(txd - tmpl), NULL, first_cb, &f), !f.found))) {
        report(files[0], -1, "the template prop's dictionary holds no texture to take the sampling from");
        rc = -1;
    }
    for (size_t k = 0; !rc && k < n; k++) {
        png_read_image png;
        if (png_read_file(files[k], &png, 0)) {
            rc = -1;
            break;
        }
        rc = rebuild_texture_new(f.t, 0, &png, files[k], &tex[k]);
        png_read_free(&png);
    }
    if (!rc && write_dict(txd, tex, n, hash, out, len)) {
        report(files[0], -1, "cannot write the new dictionary");
        rc = -1;
    }
    for (size_t k = 0; tex && k < n; k++) free(tex[k].bytes);
    free(tex), free(f.t);
    return rc;
}
