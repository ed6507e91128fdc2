/* WARRIORS.DIR / WARRIORS.WAD (FACTS.md 1): the index handle, entry access through
 * a memory span or a read callback, and find by name (linear, or through a hash
 * index in caller storage that keeps the game's first-match rule). */
#include "wad_internal.h"

#define DIR_HEADER 16u
#define DIR_RECORD 12u
#define WAD_ALIGN 2048u
#define EMPTY_SLOT 0xFFFFFFFFu

enum { SRC_NONE = 0, SRC_MEMORY, SRC_READER };

struct warp_wad {
    warp_handle_hdr hdr;
    const uint8_t *dir; /* the records, borrowed */
    uint32_t count;
    uint64_t wad_size;  /* UINT64_MAX when unknown */
    int source;
    const uint8_t *mem;
    size_t mem_len;
    warp_read_fn read;
    void *user;
    uint32_t *slots;    /* hash index: slot_mask + 1 entry numbers, or EMPTY_SLOT */
    uint32_t slot_mask;
    warp_limits limits;
};

size_t warp_wad_sizeof(void) { return WARP__HANDLE_SIZE(warp_wad); }

static int bad(const warp_wad *w) { return !w || w->hdr.magic != WARP_MAGIC_WAD; }

static const uint8_t *record(const warp_wad *w, uint32_t i) { return w->dir + DIR_HEADER + (size_t)i * DIR_RECORD; }

/* First entry (in file order) that ends past `size`, or count when none. */
static uint32_t first_past(const warp_wad *w, uint64_t size) {
    for (uint32_t i = 0; i < w->count; i++) {
        const uint8_t *r = record(w, i);
        if ((uint64_t)rd32(r) + rd32(r + 4) > size) return i;
    }
    return w->count;
}

int warp_wad_init(warp_wad *w, size_t w_size, uint32_t abi_version, const void *dir, size_t dir_len,
                  uint64_t wad_size, const warp_limits *limits) {
    int rc = warp__check_handle(w, w_size, sizeof *w, abi_version);
    if (rc) return rc;
    memset(w, 0, sizeof *w); /* an unusable handle until init succeeds */
    if (!dir) return WARP_E_ARG;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    const uint8_t *d = (const uint8_t *)dir;
    if (dir_len < DIR_HEADER) return WARP_E_TRUNCATED;
    uint32_t count = rd32(d);
    uint64_t need = DIR_HEADER + (uint64_t)count * DIR_RECORD;
    /* The 12 header bytes after the count are zero on the disc, but the game seeks
     * straight past them and never reads them: they are not checked. */
    if ((uint64_t)dir_len < need) return count > lim.max_count ? WARP_E_LIMIT : WARP_E_TRUNCATED;
    if ((uint64_t)dir_len > need) return WARP_E_CORRUPT;
    if (count > lim.max_count) return WARP_E_LIMIT;
    w->dir = d;
    w->count = count;
    w->wad_size = wad_size;
    w->limits = lim;
    if (wad_size != UINT64_MAX && first_past(w, wad_size) != count) {
        w->dir = NULL;
        w->count = 0;
        return WARP_E_RANGE;
    }
    w->hdr.magic = WARP_MAGIC_WAD;
    w->hdr.abi = abi_version;
    return WARP_OK;
}

int warp_wad_first_bad(const void *dir, size_t dir_len, uint64_t wad_size, uint32_t *index) {
    if (!dir || !index) return WARP_E_ARG;
    if (dir_len < DIR_HEADER) return WARP_E_TRUNCATED;
    warp_wad w; /* records only: the DIR's size rule as init checks it */
    memset(&w, 0, sizeof w);
    w.dir = (const uint8_t *)dir;
    w.count = rd32(w.dir);
    uint64_t need = DIR_HEADER + (uint64_t)w.count * DIR_RECORD;
    if ((uint64_t)dir_len != need) return (uint64_t)dir_len < need ? WARP_E_TRUNCATED : WARP_E_CORRUPT;
    *index = first_past(&w, wad_size);
    return *index == w.count ? WARP_E_NOT_FOUND : WARP_OK;
}

int warp_wad_set_memory(warp_wad *w, const void *wad, size_t wad_len) {
    if (bad(w) || !wad) return WARP_E_ARG;
    if (w->wad_size != UINT64_MAX && (uint64_t)wad_len != w->wad_size) return WARP_E_ARG;
    if (w->wad_size == UINT64_MAX && first_past(w, wad_len) != w->count) return WARP_E_RANGE;
    w->wad_size = wad_len;
    w->source = SRC_MEMORY;
    w->mem = (const uint8_t *)wad;
    w->mem_len = wad_len;
    w->read = NULL;
    w->user = NULL;
    return WARP_OK;
}

int warp_wad_set_reader(warp_wad *w, warp_read_fn read, void *user) {
    if (bad(w) || !read) return WARP_E_ARG;
    w->source = SRC_READER;
    w->read = read;
    w->user = user;
    w->mem = NULL;
    w->mem_len = 0;
    return WARP_OK;
}

uint32_t warp_wad_count(const warp_wad *w) { return bad(w) ? 0 : w->count; }

int warp_wad_get(const warp_wad *w, uint32_t index, warp_entry *out) {
    if (bad(w) || !out) return WARP_E_ARG;
    if (index >= w->count) return WARP_E_RANGE;
    const uint8_t *r = record(w, index);
    memset(out, 0, sizeof *out);
    out->index = index;
    out->offset = rd32(r);
    out->size = rd32(r + 4);
    out->hash = rd32(r + 8);
    if (out->offset % WAD_ALIGN) out->flags |= WARP_ENTRY_UNALIGNED;
    if (index > 0 && out->offset < rd32(r - DIR_RECORD)) out->flags |= WARP_ENTRY_UNSORTED;
    return WARP_OK;
}

int warp_wad_read(const warp_wad *w, uint32_t index, void *dst, size_t dst_len, size_t *size) {
    if (bad(w)) return WARP_E_ARG;
    warp_entry e;
    int rc = warp_wad_get(w, index, &e);
    if (rc) return rc;
    if (w->source != SRC_MEMORY && w->source != SRC_READER) return WARP_E_STATE; /* also for the size query */
    /* an entry whose bytes lie past the WAD is RANGE whatever the buffer */
    if (w->wad_size != UINT64_MAX && e.offset + e.size > w->wad_size) return WARP_E_RANGE;
    if (w->source == SRC_MEMORY && !span_ok(w->mem_len, (size_t)e.offset, e.size)) return WARP_E_RANGE;
    if (size) *size = e.size;
    if (!dst) return size ? WARP_OK : WARP_E_ARG;
    if (dst_len < e.size) return WARP_E_DST_SMALL;
    if (w->source == SRC_MEMORY) {
        if (e.size) memcpy(dst, w->mem + e.offset, e.size);
        return WARP_OK;
    }
    if (e.size == 0) return WARP_OK; /* SRC_READER: checked above */
    return w->read(w->user, e.offset, dst, e.size) ? WARP_E_IO : WARP_OK;
}

int warp__wad_read_at(const warp_wad *w, uint32_t index, uint64_t at, void *dst, size_t n, uint32_t *entry_size) {
    warp_entry e;
    int rc = warp_wad_get(w, index, &e);
    if (rc) return rc;
    if (w->source != SRC_MEMORY && w->source != SRC_READER) return WARP_E_STATE;
    if (w->wad_size != UINT64_MAX && e.offset + e.size > w->wad_size) return WARP_E_RANGE;
    if (w->source == SRC_MEMORY && !span_ok(w->mem_len, (size_t)e.offset, e.size)) return WARP_E_RANGE;
    if (entry_size) *entry_size = e.size;
    if (at > e.size || n > e.size - at) return WARP_E_TRUNCATED;
    if (n == 0) return WARP_OK;
    if (w->source == SRC_MEMORY) {
        memcpy(dst, w->mem + e.offset + at, n);
        return WARP_OK;
    }
    return w->read(w->user, e.offset + at, dst, n) ? WARP_E_IO : WARP_OK;
}

int warp_wad_data(const warp_wad *w, uint32_t index, const uint8_t **data, size_t *len) {
    if (bad(w) || !data || !len) return WARP_E_ARG;
    warp_entry e;
    int rc = warp_wad_get(w, index, &e);
    if (rc) return rc;
    if (w->source != SRC_MEMORY) return WARP_E_STATE;
    if (!span_ok(w->mem_len, (size_t)e.offset, e.size)) return WARP_E_RANGE;
    *data = w->mem + e.offset;
    *len = e.size;
    return WARP_OK;
}

/* ---- find --------------------------------------------------------------------- */
/* CRC-32 values are already well mixed; the multiply only spreads hand-made ones. */
static uint32_t slot_of(uint32_t hash, uint32_t mask) {
    uint32_t h = hash * 0x9E3779B1u;
    return (h ^ h >> 16) & mask;
}

int warp_wad_find_hash(const warp_wad *w, uint32_t hash, uint32_t *index) {
    if (bad(w) || !index) return WARP_E_ARG;
    if (w->slots) {
        for (uint32_t s = slot_of(hash, w->slot_mask);; s = (s + 1) & w->slot_mask) {
            uint32_t i = w->slots[s];
            if (i == EMPTY_SLOT) return WARP_E_NOT_FOUND;
            if (rd32(record(w, i) + 8) == hash) {
                *index = i;
                return WARP_OK;
            }
        }
    }
    for (uint32_t i = 0; i < w->count; i++) {
        if (rd32(record(w, i) + 8) == hash) {
            *index = i;
            return WARP_OK;
        }
    }
    return WARP_E_NOT_FOUND;
}

int warp_wad_find(const warp_wad *w, const char *name, uint32_t *index) {
    if (bad(w) || !name || !index) return WARP_E_ARG;
    return warp_wad_find_hash(w, warp_name_hash(name), index);
}

/* "<bank>.msb" and "<bank>.msd" differ in their last byte only ('b' ^ 'd' = 6): CRC-32 is
 * affine, so their DIR hashes differ by the CRC of that one-byte difference, whatever
 * the stem and its length (FACTS 7: the game opens both from one stem). */
int warp_wad_sound_pair(const warp_wad *w, uint32_t index, uint32_t *pair) {
    if (bad(w) || !pair) return WARP_E_ARG;
    if (index >= w->count) return WARP_E_RANGE;
    return warp_wad_find_hash(w, rd32(record(w, index) + 8) ^ WARP_SOUND_PAIR_XOR, pair);
}

/* Slots: the smallest power of two >= 2 * count (at least 2), so the table is at
 * most half full and every probe sequence reaches an empty slot. */
static uint64_t slot_count(uint32_t count) {
    uint64_t n = 2;
    while (n < 2 * (uint64_t)count) n <<= 1;
    return n;
}

size_t warp_wad_index_size(const warp_wad *w) {
    if (bad(w)) return 0;
    uint64_t bytes = slot_count(w->count) * sizeof(uint32_t);
    return bytes > SIZE_MAX ? 0 : (size_t)bytes;
}

int warp_wad_index_init(warp_wad *w, void *mem, size_t mem_len) {
    if (bad(w) || !mem) return WARP_E_ARG;
    size_t need = warp_wad_index_size(w);
    if (need == 0 || mem_len < need || ((uintptr_t)mem & (sizeof(uint32_t) - 1))) return WARP_E_MEM_SMALL;
    uint32_t *slots = (uint32_t *)mem;
    uint32_t mask = (uint32_t)(need / sizeof(uint32_t) - 1);
    memset(slots, 0xFF, need);
    /* Insert in file order; a later entry with a hash already present is skipped,
     * so a lookup finds the first match as the linear scan (and the game) does. */
    for (uint32_t i = 0; i < w->count; i++) {
        uint32_t h = rd32(record(w, i) + 8);
        for (uint32_t s = slot_of(h, mask);; s = (s + 1) & mask) {
            uint32_t j = slots[s];
            if (j == EMPTY_SLOT) {
                slots[s] = i;
                break;
            }
            if (rd32(record(w, j) + 8) == h) break;
        }
    }
    w->slots = slots;
    w->slot_mask = mask;
    return WARP_OK;
}
