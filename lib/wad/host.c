/* The glue every host wrote around the WAD handle: an entry's kind with its sound bank paired
 * to its index (a bank has no signature), and where a chunk, the sound list above all, lies in
 * an entry. Both read through the handle's source (memory or the read callback) a few
 * hundred bytes at a time, so they need no buffer (FACTS.md 7, docs/format-audio.md). */
#include "wad_internal.h"

/* 1 when entry `index` has the sound index's shape (the classifier's rule 8, read in pieces),
 * 0 when not, or the read's error. */
static int sound_index_entry(const warp_wad *w, uint32_t index) {
    uint8_t buf[256];
    uint32_t size, prev = 0;
    int rc = warp__wad_read_at(w, index, 0, buf, 0, &size);
    if (rc) return rc;
    if (size < 16 || size % 8) return 0;
    if ((rc = warp__wad_read_at(w, index, size - 8, buf, 8, NULL)) != WARP_OK) return rc;
    if (rd32(buf) != 0 || rd32(buf + 4) != 0) return 0;
    for (size_t i = 0, pairs = size / 8 - 1; i < pairs;) {
        size_t n = pairs - i < sizeof buf / 8 ? pairs - i : sizeof buf / 8;
        if ((rc = warp__wad_read_at(w, index, (uint64_t)i * 8, buf, n * 8, NULL)) != WARP_OK) return rc;
        if (!warp__sound_pairs_ok(buf, n, i, &prev)) return 0;
        i += n;
    }
    return 1;
}

int warp_wad_classify(const warp_wad *w, uint32_t index, const void *data, size_t len, int *kind) {
    if (kind) *kind = WARP_KIND_UNKNOWN;
    warp_entry e;
    int rc = w && data && kind ? warp_wad_get(w, index, &e) : WARP_E_ARG;
    if (rc) return rc;
    if (len != e.size) return WARP_E_ARG; /* not this entry's bytes */
    rc = warp_classify(data, len, WARP_KIND_UNKNOWN, kind);
    uint32_t pair;
    if (rc || *kind != WARP_KIND_UNKNOWN || warp_wad_sound_pair(w, index, &pair) != WARP_OK || pair == index)
        return rc;
    int is_index = sound_index_entry(w, pair);
    if (is_index < 0) return is_index;
    return is_index ? warp_classify(data, len, WARP_KIND_SOUND_BANK, kind) : WARP_OK;
}

/* Walk the chunk headers of the resource at *pos (reading 16 bytes each), *pos moved past
 * it: WARP_OK with *found set when a chunk of `type` is met. */
static int resource_chunks(const warp_wad *w, uint32_t index, uint64_t *pos, uint32_t type, uint32_t max_count,
                           uint64_t *offset, uint32_t *size, int *found) {
    uint8_t h[16];
    int rc = warp__wad_read_at(w, index, *pos, h, 16, NULL);
    if (rc) return rc;
    uint32_t count = rd32(h);
    if (rd32(h + 8) != 0) return WARP_E_MAGIC;
    if (count > max_count) return WARP_E_LIMIT;
    *pos += 16;
    for (uint32_t c = 0; c < count; c++) { /* each step reads 16 bytes more of the entry: bounded */
        if ((rc = warp__wad_read_at(w, index, *pos, h, 16, NULL)) != WARP_OK) return rc;
        uint32_t t = rd32(h), n = rd32(h + 4);
        if (rd32(h + 8) != 0) return WARP_E_MAGIC;
        if (t >= WARP_CHUNK_TYPE_COUNT || n % 16) return WARP_E_CORRUPT;
        if ((rc = warp__wad_read_at(w, index, *pos + 16 + n, h, 0, NULL)) != WARP_OK) return rc; /* data fits */
        if (t == type && !*found) *offset = *pos + 16, *size = n, *found = 1;
        *pos += 16 + (uint64_t)n;
    }
    return WARP_OK;
}

int warp_wad_find_chunk(const warp_wad *w, uint32_t index, uint32_t type, uint64_t *offset, uint32_t *size) {
    warp_entry e;
    int rc = w && offset && size ? warp_wad_get(w, index, &e) : WARP_E_ARG;
    if (rc) return rc;
    if (type >= WARP_CHUNK_TYPE_COUNT) return WARP_E_ARG;
    uint8_t h[16];
    if ((rc = warp__wad_read_at(w, index, 0, h, 16, NULL)) != WARP_OK) return rc;
    warp_limits lim;
    warp__limits(&lim, NULL);
    uint64_t pos = 0;
    int found = 0;
    if (rd32(h + 12) == WARP_PACK_MARKER && rd32(h + 8) == 0) { /* a pack: its resources in turn */
        if (rd32(h) > lim.max_count) return WARP_E_LIMIT;
        pos = 16;
        for (uint32_t r = 0, n = rd32(h); r < n && !found && !rc; r++)
            rc = resource_chunks(w, index, &pos, type, lim.max_count, offset, size, &found);
    } else {
        rc = resource_chunks(w, index, &pos, type, lim.max_count, offset, size, &found);
    }
    return rc ? rc : found ? WARP_OK : WARP_E_NOT_FOUND;
}

int warp_wad_sound_list(const warp_wad *w, uint32_t *entry, uint64_t *offset, uint32_t *size) {
    if (!entry) return WARP_E_ARG;
    int rc = warp_wad_find(w, "warriors.glr", entry); /* the first of the two, as the game opens it */
    return rc ? rc : warp_wad_find_chunk(w, *entry, WARP_CHUNK_STATIC_SOUNDS, offset, size);
}
