/* What a mod costs the console: an entry measured (textures' GS pages, geometry's vertices
 * and triangles, bytes; cost.h). Compared with the original WAD's in cost_report.c. */
#include "formats/cost.h"

#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

typedef struct measure_ctx {
    entry_cost *c;
    warp_texture *t;
    warp_geometry *g;
} measure_ctx;

static int on_section(void *user, const warp_rw_section *s) {
    measure_ctx *m = user;
    const uint8_t *sec = s->data - 12;
    size_t len = (size_t)s->size + 12;
    warp_texture_raster r;
    if (s->type == WARP_RW_TEXTURE_NATIVE && m->t &&
        !warp_texture_init(m->t, warp_texture_sizeof(), WARP_ABI_VERSION, sec, len, NULL) &&
        !warp_texture_get_raster(m->t, &r)) {
        m->c->textures++;
        m->c->gs_pages += (r.gs_size + 2047u) / 2048u; /* a GS page: 2,048 words */
    }
    uint32_t v = 0, tri = 0;
    warp_geometry_info gi;
    if (s->type == WARP_RW_GEOMETRY && m->g &&
        !warp_geometry_init(m->g, warp_geometry_sizeof(), WARP_ABI_VERSION, sec, len, NULL, NULL)) {
        if (warp_geometry_decoded_counts(m->g, &v, &tri) && !warp_geometry_get_info(m->g, &gi))
            v = gi.vertex_count, tri = gi.triangle_count; /* a layout not decoded: the header's counts */
        m->c->vertices += v, m->c->triangles += tri;
    }
    return 0;
}

static int on_chunk(void *user, const warp_chunk_info *ch) {
    warp_rw_foreach(ch->data, ch->size, NULL, on_section, user, NULL); /* not RenderWare: nothing counted */
    return 0;
}

void cost_measure(const uint8_t *e, size_t len, entry_cost *c) {
    memset(c, 0, sizeof *c);
    c->bytes = len;
    measure_ctx m = {c, handle_alloc(warp_texture_sizeof()), handle_alloc(warp_geometry_sizeof())};
    if (warp_container_kind(e, len, NULL) != WARP_CONTAINER_NONE)
        warp_chunk_foreach(e, len, NULL, on_chunk, &m);
    else if (len >= 12)
        warp_rw_foreach(e, len, NULL, on_section, &m, NULL);
    free(m.t), free(m.g);
}
