/* The clips of a resource or pack: each descriptor chunk 0x02 with the keyframes chunk
 * 0x00 just before it (FACTS.md 2.6, 6). */
#include "anim_internal.h"
#include "../wad/wad_internal.h"

typedef struct pair_walk {
    warp_anim_clip_cb cb;
    void *user;
    warp_chunk_info keys;        /* the previous chunk when it is a 0x00 */
    int have_keys;
    uint32_t clip_index, resource;
    int error;
} pair_walk;

static int pair_chunk(void *user, const warp_chunk_info *c) {
    pair_walk *pw = (pair_walk *)user;
    if (c->resource_index != pw->resource) {
        pw->resource = c->resource_index;
        pw->clip_index = 0;
    }
    if (c->type == 0x00) {
        pw->keys = *c;
        pw->have_keys = 1;
        return 0;
    }
    int had = pw->have_keys && pw->keys.resource_index == c->resource_index && pw->keys.index + 1 == c->index;
    pw->have_keys = 0;
    if (c->type != 0x02) return 0;
    if (!had) {
        pw->error = WARP_E_CORRUPT;
        return 1;
    }
    warp_anim_clip_ref r;
    memset(&r, 0, sizeof r);
    r.index = pw->clip_index++;
    r.resource_index = c->resource_index;
    r.resource_hash = c->resource_hash;
    r.keyframes_hash = pw->keys.hash;
    r.desc = c->data;
    r.desc_len = c->size;
    r.keyframes = pw->keys.data;
    r.keyframes_len = pw->keys.size;
    r.desc_offset = c->offset;
    return pw->cb(pw->user, &r) ? 1 : 0;
}

int warp_anim_foreach_clip(const void *container, size_t len, const warp_limits *limits, warp_anim_clip_cb cb,
                           void *user) {
    if (!cb) return WARP_E_ARG;
    pair_walk pw;
    memset(&pw, 0, sizeof pw);
    pw.cb = cb;
    pw.user = user;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    int rc = warp_chunk_foreach(container, len, &lim, pair_chunk, &pw);
    if (rc == WARP_STOPPED && pw.error) return pw.error;
    /* The rule of warp_entry_streams and warp_classify: bytes that are no container at
     * all (Lua, a sound, text) hold no clips; a damaged container says why. */
    if (rc < 0 && container && !warp__looks_like_container((const uint8_t *)container, len, &lim)) return WARP_OK;
    return rc;
}
