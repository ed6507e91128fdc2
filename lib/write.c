/* warp_writer: append-only output into a caller buffer, with a bounded stack of open
 * RenderWare sections and chunk-container levels whose sizes are patched on close. */
#include "internal.h"

#define WRITER_MAX_OPEN 32

enum { OPEN_SECTION = 1, OPEN_PACK, OPEN_RESOURCE, OPEN_CHUNK };

typedef struct open_item {
    uint32_t kind;
    uint32_t count;   /* children closed so far (resources in a pack, chunks in a resource) */
    size_t offset;    /* of the item's header */
    size_t data_sum;  /* resource: sum of chunk sizes */
} open_item;

struct warp_writer {
    warp_handle_hdr hdr;
    uint8_t *dst;
    size_t cap;
    size_t len;
    int status;
    uint32_t depth;
    open_item open[WRITER_MAX_OPEN];
};

size_t warp_writer_sizeof(void) { return WARP__HANDLE_SIZE(warp_writer); }

int warp_writer_init(warp_writer *w, size_t w_size, uint32_t abi, void *dst, size_t cap) {
    int rc = warp__check_handle(w, w_size, sizeof *w, abi);
    if (rc) return rc;
    if (!dst && cap) return WARP_E_ARG;
    memset(w, 0, sizeof *w);
    w->hdr.magic = WARP_MAGIC_WRITER;
    w->hdr.abi = abi;
    w->dst = (uint8_t *)dst;
    w->cap = cap;
    return WARP_OK;
}

static int bad(const warp_writer *w) { return !w || w->hdr.magic != WARP_MAGIC_WRITER; }

int warp__writer_fail(warp_writer *w, int rc) {
    if (rc && !bad(w) && !w->status) w->status = rc;
    return rc;
}

size_t warp_writer_size(const warp_writer *w) { return bad(w) ? 0 : w->len; }

int warp_writer_status(const warp_writer *w) {
    if (bad(w)) return WARP_E_ARG;
    if (w->status) return w->status;
    return w->len > w->cap ? WARP_E_DST_SMALL : WARP_OK;
}

/* Sticky-error append; past the capacity it only counts. */
static int put(warp_writer *w, const void *data, size_t n) {
    if (bad(w)) return WARP_E_ARG;
    if (w->status) return w->status;
    if (n > SIZE_MAX - w->len) return w->status = WARP_E_LIMIT;
    if (w->len <= w->cap && n <= w->cap - w->len) {
        if (data)
            memcpy(w->dst + w->len, data, n);
        else if (n)
            memset(w->dst + w->len, 0, n);
    }
    w->len += n;
    return WARP_OK;
}

int warp_write_bytes(warp_writer *w, const void *data, size_t len) {
    if (!data && len) return warp__writer_fail(w, WARP_E_ARG);
    return put(w, data, len);
}
int warp_write_zeros(warp_writer *w, size_t len) { return put(w, NULL, len); }
int warp_write_u8(warp_writer *w, uint8_t v) { return put(w, &v, 1); }
int warp_write_u16(warp_writer *w, uint16_t v) {
    uint8_t b[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    return put(w, b, 2);
}
int warp_write_u32(warp_writer *w, uint32_t v) {
    uint8_t b[4];
    wr32(b, v);
    return put(w, b, 4);
}
int warp_write_u64(warp_writer *w, uint64_t v) {
    uint8_t b[8];
    wr32(b, (uint32_t)v);
    wr32(b + 4, (uint32_t)(v >> 32));
    return put(w, b, 8);
}
int warp_write_f32(warp_writer *w, float v) {
    uint32_t u;
    memcpy(&u, &v, 4);
    return warp_write_u32(w, u);
}

int warp_write_align(warp_writer *w, size_t a) {
    if (bad(w)) return WARP_E_ARG;
    if (a == 0 || (a & (a - 1))) return warp__writer_fail(w, WARP_E_ARG);
    return put(w, NULL, (a - (w->len & (a - 1))) & (a - 1));
}

int warp_write_patch_u32(warp_writer *w, size_t offset, uint32_t v) {
    if (bad(w)) return WARP_E_ARG;
    if (w->status) return w->status;
    if (offset > w->len || w->len - offset < 4) return w->status = WARP_E_RANGE;
    if (span_ok(w->cap, offset, 4)) wr32(w->dst + offset, v);
    return WARP_OK;
}

int warp__write_patch_u16(warp_writer *w, size_t offset, uint16_t v) {
    if (bad(w)) return WARP_E_ARG;
    if (w->status) return w->status;
    if (offset > w->len || w->len - offset < 2) return w->status = WARP_E_RANGE;
    if (span_ok(w->cap, offset, 2)) w->dst[offset] = (uint8_t)v, w->dst[offset + 1] = (uint8_t)(v >> 8);
    return WARP_OK;
}

/* ---- nesting ---------------------------------------------------------------- */
static int push(warp_writer *w, uint32_t kind) {
    if (bad(w)) return WARP_E_ARG;
    if (w->status) return w->status;
    if (w->depth == WRITER_MAX_OPEN) return w->status = WARP_E_DEPTH;
    open_item *it = &w->open[w->depth++];
    it->kind = kind;
    it->count = 0;
    it->offset = w->len;
    it->data_sum = 0;
    return WARP_OK;
}

static open_item *top(warp_writer *w, uint32_t kind) {
    if (bad(w) || w->status) return NULL;
    if (w->depth == 0 || w->open[w->depth - 1].kind != kind) {
        w->status = WARP_E_STATE;
        return NULL;
    }
    return &w->open[w->depth - 1];
}

static open_item *parent(warp_writer *w, uint32_t kind) {
    return (w->depth >= 2 && w->open[w->depth - 2].kind == kind) ? &w->open[w->depth - 2] : NULL;
}

static int size32(warp_writer *w, size_t n, uint32_t *out) {
    if (n > 0xFFFFFFFFu) return w->status = WARP_E_LIMIT;
    *out = (uint32_t)n;
    return WARP_OK;
}

int warp_write_section_begin(warp_writer *w, uint32_t type, uint32_t stamp) {
    int rc = push(w, OPEN_SECTION);
    if (rc) return rc;
    uint8_t h[12];
    wr32(h, type);
    wr32(h + 4, 0);
    wr32(h + 8, stamp);
    return put(w, h, 12);
}

int warp_write_section_end(warp_writer *w) {
    open_item *it = top(w, OPEN_SECTION);
    if (!it) return bad(w) ? WARP_E_ARG : w->status;
    uint32_t size;
    int rc = size32(w, w->len - it->offset - 12, &size);
    if (rc) return rc;
    w->depth--;
    return warp_write_patch_u32(w, it->offset + 4, size);
}

int warp_write_string_section(warp_writer *w, const char *text, uint32_t stamp) {
    if (!text) text = "";
    size_t n = 1;
    while (text[n - 1]) n++; /* strlen, which the core does not import */
    int rc = warp_write_section_begin(w, WARP_RW_STRING, stamp);
    if (!rc) rc = put(w, text, n);
    if (!rc) rc = put(w, NULL, (4 - (n & 3)) & 3);
    if (!rc) rc = warp_write_section_end(w);
    return rc;
}

/* ---- chunk container ---------------------------------------------------------- */
static int header16(warp_writer *w, uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    uint8_t h[16];
    wr32(h, a);
    wr32(h + 4, b);
    wr32(h + 8, c);
    wr32(h + 12, d);
    return put(w, h, 16);
}

int warp_write_pack_begin(warp_writer *w) {
    int rc = push(w, OPEN_PACK);
    return rc ? rc : header16(w, 0, 0, 0, WARP_PACK_MARKER);
}

int warp_write_pack_end(warp_writer *w) {
    open_item *it = top(w, OPEN_PACK);
    if (!it) return bad(w) ? WARP_E_ARG : w->status;
    uint32_t size;
    int rc = size32(w, w->len - it->offset - 16, &size);
    if (rc) return rc;
    w->depth--;
    rc = warp_write_patch_u32(w, it->offset, it->count);
    return rc ? rc : warp_write_patch_u32(w, it->offset + 4, size);
}

int warp_write_resource_begin(warp_writer *w, uint32_t name_hash) {
    int rc = push(w, OPEN_RESOURCE);
    return rc ? rc : header16(w, 0, 0, 0, name_hash);
}

int warp_write_resource_end(warp_writer *w) {
    open_item *it = top(w, OPEN_RESOURCE);
    if (!it) return bad(w) ? WARP_E_ARG : w->status;
    uint32_t sum;
    int rc = size32(w, it->data_sum, &sum);
    if (rc) return rc;
    open_item *pack = parent(w, OPEN_PACK);
    if (pack) pack->count++;
    w->depth--;
    rc = warp_write_patch_u32(w, it->offset, it->count);
    return rc ? rc : warp_write_patch_u32(w, it->offset + 4, sum);
}

int warp_write_chunk_begin(warp_writer *w, uint32_t type, uint32_t hash) {
    int rc = push(w, OPEN_CHUNK);
    return rc ? rc : header16(w, type, 0, 0, hash);
}

int warp_write_chunk_end(warp_writer *w) {
    open_item *it = top(w, OPEN_CHUNK);
    if (!it) return bad(w) ? WARP_E_ARG : w->status;
    size_t n = w->len - it->offset - 16;
    int rc = put(w, NULL, (16 - (n & 15)) & 15); /* chunk sizes are multiples of 16 */
    if (rc) return rc;
    n = w->len - it->offset - 16;
    uint32_t size;
    rc = size32(w, n, &size);
    if (rc) return rc;
    open_item *res = parent(w, OPEN_RESOURCE);
    if (res) {
        res->count++;
        res->data_sum += n;
    }
    w->depth--;
    return warp_write_patch_u32(w, it->offset + 4, size);
}

/* ---- WARRIORS.DIR ----------------------------------------------------------- */
int warp_write_dir_header(warp_writer *dir, uint32_t count) { return header16(dir, count, 0, 0, 0); }

int warp_write_dir_record(warp_writer *dir, uint32_t offset, uint32_t size, uint32_t hash) {
    uint8_t r[12];
    wr32(r, offset);
    wr32(r + 4, size);
    wr32(r + 8, hash);
    return put(dir, r, 12);
}
