/* warp rebuild WARRIORS.WAD: the plan's primitives (wad_plan.h): the WAD's bytes and an
 * entry's new bytes from its planned change. */
#include "rebuild/wad_plan.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platform/util.h"

int wad_pread(const wad_plan *pl, void *buf, size_t count, uint64_t offset) {
    for (size_t done = 0; done < count;) {
        ssize_t n = pread(pl->fd, (uint8_t *)buf + done, count - done, (off_t)(pl->wad_base + offset + done));
        if (n <= 0) {
            report(pl->wad_path, (long long)(offset + done), "cannot read: %s", n ? strerror(errno) : "end of file");
            return -1;
        }
        done += (size_t)n;
    }
    return 0;
}

typedef struct chunk_find {
    size_t at, chunk;
    int found;
} chunk_find;

static int chunk_cb(void *user, const warp_chunk_info *c) {
    chunk_find *f = user;
    if (f->at < c->offset + 16 || f->at - (c->offset + 16) >= c->size) return 0;
    f->chunk = c->offset, f->found = 1;
    return 1;
}

int wad_container_levels(const uint8_t *e, size_t len, size_t at, wad_splice *s) {
    int kind = warp_container_kind(e, len, NULL);
    if (kind == WARP_CONTAINER_NONE) return 0; /* world part or stream: RenderWare sizes only */
    chunk_find f = {at, 0, 0};
    warp_chunk_foreach(e, len, NULL, chunk_cb, &f);
    if (!f.found) return -1;
    size_t n = s->nlv;
    if (n + 3 > WAD_SPLICE_LEVELS) return -1;
    s->lv[n] = (warp_patch_level){f.chunk, WARP_PATCH_CHUNK, 0};
    size_t res = 0;
    if (kind == WARP_CONTAINER_PACK) { /* the resource whose span holds the chunk (validated above) */
        size_t off = 16;
        for (uint32_t k = 0, count = le32(e); k < count && off + 16 <= len; k++) {
            uint64_t span = 16 + 16 * (uint64_t)le32(e + off) + le32(e + off + 4);
            if (f.chunk < off + span) break;
            off += (size_t)span;
        }
        res = off;
        s->lv[n + 2] = (warp_patch_level){0, WARP_PATCH_PACK, 0};
    }
    s->lv[n + 1] = (warp_patch_level){res, WARP_PATCH_RESOURCE, 0};
    s->nlv = n + (kind == WARP_CONTAINER_PACK ? 3 : 2);
    return 0;
}

int wad_change_apply(const wad_change *c, const uint8_t *old, size_t len, const char *path, long long at,
                     uint8_t **out, size_t *out_len) {
    uint8_t *cur = malloc(len ? len : 1);
    if (!cur) return -1;
    memcpy(cur, old, len);
    for (size_t k = 0; k < c->nsplice; k++) { /* last first: earlier offsets stay valid */
        const wad_splice *s = &c->splices[k];
        size_t n = 0;
        int rc = warp_patch_entry(NULL, 0, cur, len, s->p.offset, s->p.old_len, s->p.bytes, s->p.len, s->lv, s->nlv,
                                  &n);
        uint8_t *next = rc ? NULL : malloc(n ? n : 1);
        if (next) rc = warp_patch_entry(next, n, cur, len, s->p.offset, s->p.old_len, s->p.bytes, s->p.len, s->lv,
                                        s->nlv, &n);
        free(cur);
        if (rc || !next) {
            report(path, at, "cannot splice the new bytes at %zu: %s", s->p.offset,
                   rc ? warp_strerror(rc) : "out of memory");
            free(next);
            return -1;
        }
        cur = next, len = n;
    }
    for (size_t k = 0; k < c->nword; k++) { /* size records: inside entries whose size is kept */
        if (c->words[k].offset + 4 > len) {
            free(cur);
            return -1;
        }
        uint8_t *p = cur + c->words[k].offset;
        uint32_t v = c->words[k].value;
        p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8), p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
    }
    *out = cur, *out_len = len;
    return 0;
}

int wad_apply(const wad_plan *pl, uint32_t i, const uint8_t *old, uint8_t **out, size_t *out_len) {
    return wad_change_apply(&pl->changes[i], old, pl->entries[i].size, pl->wad_path, (long long)pl->entries[i].offset,
                            out, out_len);
}

int wad_splice_desc(const void *a, const void *b) {
    const wad_splice *x = a, *y = b;
    return x->p.offset < y->p.offset ? 1 : x->p.offset > y->p.offset ? -1 : 0;
}

/* The resources of a container entry whose span differs between its old and new bytes
 * (the same resources in the same order: only sizes changed). */
static int note_resized(wad_change *c, const uint8_t *a, size_t alen, const uint8_t *b, size_t blen) {
    int kind = warp_container_kind(a, alen, NULL);
    if (kind == WARP_CONTAINER_NONE) return 0;
    uint32_t count = kind == WARP_CONTAINER_PACK ? le32(a) : 1;
    size_t pa = kind == WARP_CONTAINER_PACK ? 16 : 0, pb = pa;
    for (uint32_t k = 0; k < count && pa + 16 <= alen && pb + 16 <= blen; k++) {
        uint64_t sa = 16 + 16 * (uint64_t)le32(a + pa) + le32(a + pa + 4);
        uint64_t sb = 16 + 16 * (uint64_t)le32(b + pb) + le32(b + pb + 4);
        if (sa != sb && sa <= UINT32_MAX && sb <= UINT32_MAX) {
            wad_resized *n = realloc(c->resized, (c->nresized + 1) * sizeof *n);
            if (!n) return -1;
            c->resized = n;
            c->resized[c->nresized++] = (wad_resized){le32(a + pa + 12), (uint32_t)sa, (uint32_t)sb};
        }
        pa += (size_t)sa, pb += (size_t)sb;
    }
    return 0;
}

int wad_finish_entry(wad_plan *pl, uint32_t i, const uint8_t *old) {
    wad_change *c = &pl->changes[i];
    size_t len = pl->entries[i].size, n = 0;
    uint8_t *neu = NULL;
    qsort(c->splices, c->nsplice, sizeof *c->splices, wad_splice_desc);
    int rc = wad_apply(pl, i, old, &neu, &n);
    if (!rc && n > UINT32_MAX) {
        report(pl->wad_path, (long long)pl->entries[i].offset, "entry %u: %zu bytes once rebuilt: past 4 GiB", i, n);
        rc = -1;
    }
    if (!rc) c->new_size = n;
    c->nresized = 0; /* from the entry's old bytes to all its splices: whatever an earlier call noted */
    if (!rc && n != len) rc = note_resized(c, old, len, neu, n);
    free(neu);
    return rc;
}

int wad_add_splice(wad_plan *pl, uint32_t i, const uint8_t *old, const wad_splice *s) {
    wad_change *c = &pl->changes[i];
    for (size_t k = 0; k < c->nsplice; k++) {
        const rebuild_patch *o = &c->splices[k].p;
        if (s->p.offset < o->offset + o->old_len && o->offset < s->p.offset + s->p.old_len) {
            report(pl->wad_path, (long long)pl->entries[i].offset,
                   "entry %u: two edits overlap at %zu (a texture and a sound or caption): rebuild them in two runs",
                   i, s->p.offset);
            free(s->p.bytes);
            return -1;
        }
    }
    wad_splice *n = realloc(c->splices, (c->nsplice + 1) * sizeof *n);
    if (!n) {
        free(s->p.bytes);
        return -1;
    }
    c->splices = n;
    c->splices[c->nsplice++] = *s;
    return wad_finish_entry(pl, i, old);
}

int wad_set_word(wad_plan *pl, uint32_t i, size_t offset, uint32_t value) {
    wad_change *c = &pl->changes[i];
    for (size_t k = 0; k < c->nword; k++)
        if (c->words[k].offset == offset) return c->words[k].value = value, 0;
    wad_word *n = realloc(c->words, (c->nword + 1) * sizeof *n);
    if (!n) return -1;
    c->words = n;
    c->words[c->nword++] = (wad_word){offset, value};
    return 0;
}

int wad_replace_entry(wad_plan *pl, uint32_t i, const uint8_t *old, size_t old_len, uint8_t *bytes, size_t len) {
    wad_splice s;
    memset(&s, 0, sizeof s);
    s.p = (rebuild_patch){0, old_len, 0, bytes, len};
    return wad_add_splice(pl, i, old, &s);
}
