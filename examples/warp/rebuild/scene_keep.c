/* warp rebuild: the words warp_write_scene writes as 0 or does not know, written over the
 * record it encoded as the JSON or the old record holds them (scene_in.h; FACTS-2 5.3-5.6):
 * the header's word04, run-time state and humans, undocumented words, +0xB0; names' and the
 * label's bytes after their NUL (when the text is unchanged); a definition's words50 and
 * positions' fourth floats; a track's placeholder and undocumented +0x16..+0x37; a role
 * clip's descriptor as the clip encoder wrote it (the keys' offset and event count aside). */
#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/scene_in.h"

/* n bytes at `at` of the old record over the new one's at `to` (both checked by the reader). */
static void keep_bytes(const scene_in *s, uint8_t *rec, size_t to, size_t at, size_t n) {
    memcpy(rec + to, s->ob + at, n);
}

static void keep_header(const scene_in *s, uint8_t *rec) {
    const warp_scene_info *o = &s->oi;
    int header = o->kind == WARP_SCENE_HEADER;
    size_t name_at = header ? 0x08 : 0x04;
    if (!strcmp(s->d.name, o->name)) keep_bytes(s, rec, name_at, name_at, 16);
    if (!strcmp(s->d.next_suffix, o->next_suffix)) keep_bytes(s, rec, name_at + 16, name_at + 16, 4);
    if (!header) return;
    if (!strcmp(s->d.label, o->label)) keep_bytes(s, rec, 0x30, 0x30, 84);
    put_le32(rec + 0x04, s->word04);
    rec[0x1C] = (uint8_t)s->state, rec[0x1D] = (uint8_t)(s->state >> 8);
    rec[0x1E] = (uint8_t)s->humans, rec[0x1F] = (uint8_t)(s->humans >> 8);
    for (int k = 0; k < 3; k++) put_le32(rec + 0x24 + 4 * k, s->words24[k]);
    for (int k = 0; k < 2; k++) put_le32(rec + 0x88 + 4 * k, s->words88[k]);
    /* +0xB0 equals +0x90 on the disc: it follows the layout unless the JSON says otherwise */
    if (s->word_b0 != o->word_b0 || o->word_b0 != o->definition_offsets[0]) put_le32(rec + 0xB0, s->word_b0);
    for (int k = 0; k < 3; k++) put_le32(rec + 0xB4 + 4 * k, s->words_b4[k]);
}

static void keep_definition(const scene_in *s, const warp_scene *ns, uint32_t g, uint32_t i, uint8_t *rec) {
    warp_scene_definition nd, od;
    if (warp_scene_get_definition(ns, g, i, &nd)) return;
    int at = s->def_old[g][i];
    if (at >= 0 && !warp_scene_get_definition(s->os, g, (uint32_t)at, &od) && !strcmp(od.name, s->defs[g][i].name))
        keep_bytes(s, rec, nd.offset, od.offset, 16);
    put_le_f32(rec + nd.offset + 0x1C, s->pos_w[g][i][0]);
    put_le_f32(rec + nd.offset + 0x3C, s->pos_w[g][i][1]);
    int nw = g >= WARP_SCENE_CAMERA ? 8 : 4;
    for (int k = 0; k < nw; k++)
        if (!(SCENE_NAMED_SLOTS(g) >> k & 1)) put_le32(rec + nd.offset + 0x50 + 4 * k, s->words50[g][i][k]);
}

static void keep_track(const scene_in *s, const warp_scene *ns, uint32_t g, uint32_t i, uint8_t *rec) {
    warp_scene_track nt, ot;
    if (warp_scene_get_track(ns, g, i, &nt)) return;
    if (g == WARP_SCENE_ROLE) {
        memcpy(rec + nt.offset, s->clip_desc[i], 0x1A); /* +0x1A event count, +0x1C keys: the layout's */
        memcpy(rec + nt.offset + 0x20, s->clip_desc[i] + 0x20, WARP_SCENE_CLIP_SIZE - 0x20);
        return;
    }
    put_le32(rec + nt.offset, s->word00[g][i]);
    if (s->track_old[g][i] >= 0 && !warp_scene_get_track(s->os, g, (uint32_t)s->track_old[g][i], &ot))
        keep_bytes(s, rec, nt.offset + 0x16, ot.offset + 0x16, WARP_SCENE_TRACK_SIZE - 0x16);
}

int scene_keep_words(const scene_in *s, uint8_t *rec, size_t len) {
    warp_scene *ns = handle_alloc(warp_scene_sizeof());
    if (!ns) return WARP_E_LIMIT;
    int rc = warp_scene_init(ns, warp_scene_sizeof(), WARP_ABI_VERSION, rec, len);
    if (!rc) {
        keep_header(s, rec);
        for (uint32_t g = 0; g < 4; g++)
            for (uint32_t i = 0; i < s->d.counts[g]; i++) {
                if (s->oi.kind == WARP_SCENE_HEADER) keep_definition(s, ns, g, i, rec);
                keep_track(s, ns, g, i, rec);
            }
        rc = warp_scene_init(ns, warp_scene_sizeof(), WARP_ABI_VERSION, rec, len) ? 1 : 0;
    }
    free(ns);
    return rc;
}
