/* The VU1 DMA chain of one PS2 native mesh and the VIF stream it carries.
 *
 * DMA (PS2-public, FACTS.md 3.6): a tag is one quadword; bits 0-15 QWC, 28-30 the id,
 * 32-62 ADDR, which RenderWare stores in quadwords from the chain start. With tag
 * transfer on, the tag's upper 8 bytes are two VIF codes sent before its payload.
 * The VIF stream is therefore a sequence of segments: tag words, payload, tag words...
 *
 * VIF: each code is {imm:16, num:8, cmd:8}. An UNPACK writes `num` vectors to VU
 * addresses addr, addr + CL, addr + 2 CL, ... (STCYCL with WL = 1); ITOP gives the
 * batch's vertex count and a microprogram start ends the batch. */
#include "geom.h"

enum { TAG_REFE = 0, TAG_CNT, TAG_NEXT, TAG_REF, TAG_REFS, TAG_CALL, TAG_RET, TAG_END };

typedef struct dma {
    const uint8_t *buf;
    size_t len;
    size_t next;          /* offset of the next tag */
    size_t stack[2];      /* call/ret address stack (the DMAC's ASR0/ASR1) */
    uint32_t sp;
    uint32_t tags, max_tags;
    int done;
    /* the current segment */
    const uint8_t *seg;
    size_t seg_len, seg_pos;
    /* pending payload of the last tag, sent after its VIF words */
    const uint8_t *payload;
    size_t payload_len;
} dma;

/* Move to the next segment; WARP_END when the chain ended. */
static int dma_next_segment(dma *d) {
    if (d->payload) {
        d->seg = d->payload;
        d->seg_len = d->payload_len;
        d->seg_pos = 0;
        d->payload = NULL;
        return WARP_OK;
    }
    if (d->done) return WARP_END;
    if (++d->tags > d->max_tags) return WARP_E_LIMIT;
    if (!span_ok(d->len, d->next, 16)) return WARP_E_TRUNCATED;
    const uint8_t *t = d->buf + d->next;
    uint32_t lo = rd32(t), hi = rd32(t + 4);
    size_t qwc = lo & 0xFFFFu, bytes = qwc * 16;
    uint32_t id = (lo >> 28) & 7;
    size_t addr = (size_t)(hi & 0x7FFFFFFFu);
    if (addr > SIZE_MAX / 16) return WARP_E_RANGE;
    size_t after = d->next + 16; /* payload of cnt/next/call/ret/end follows the tag */
    size_t pay;
    switch (id) {
    case TAG_CNT: pay = after; d->next = after + bytes; break;
    case TAG_NEXT: pay = after; d->next = addr * 16; break;
    case TAG_REF: case TAG_REFS: pay = addr * 16; d->next = after; break;
    case TAG_REFE: pay = addr * 16; d->done = 1; break;
    case TAG_CALL:
        if (d->sp >= 2) return WARP_E_CORRUPT;
        pay = after;
        d->stack[d->sp++] = after + bytes;
        d->next = addr * 16;
        break;
    case TAG_RET:
        pay = after;
        if (d->sp)
            d->next = d->stack[--d->sp];
        else
            d->done = 1;
        break;
    default: pay = after; d->done = 1; break; /* end */
    }
    /* a next/call target outside the chain is an address out of range, as a ref's is */
    if ((id == TAG_NEXT || id == TAG_CALL) && !span_ok(d->len, d->next, 16)) return WARP_E_RANGE;
    if (!span_ok(d->len, pay, bytes)) return (id == TAG_REF || id == TAG_REFS || id == TAG_REFE) ? WARP_E_RANGE
                                                                                                   : WARP_E_TRUNCATED;
    d->seg = t + 8;
    d->seg_len = 8;
    d->seg_pos = 0;
    d->payload = d->buf + pay;
    d->payload_len = bytes;
    return WARP_OK;
}

/* Make at least one byte available in the current segment. */
static int dma_fill(dma *d) {
    while (d->seg_pos >= d->seg_len) {
        int rc = dma_next_segment(d);
        if (rc) return rc;
    }
    return WARP_OK;
}

static int read_word(dma *d, uint32_t *w) {
    int rc = dma_fill(d);
    if (rc) return rc;
    if (d->seg_len - d->seg_pos < 4) return WARP_E_CORRUPT;
    *w = rd32(d->seg + d->seg_pos);
    d->seg_pos += 4;
    return WARP_OK;
}

static int skip_bytes(dma *d, size_t n) {
    while (n) {
        int rc = dma_fill(d);
        if (rc) return rc == WARP_END ? WARP_E_TRUNCATED : rc;
        size_t k = d->seg_len - d->seg_pos;
        if (k > n) k = n;
        d->seg_pos += k;
        n -= k;
    }
    return WARP_OK;
}

/* Bytes of UNPACK data for `num` vectors of format fmt, padded to a word. */
static size_t unpack_bytes(uint32_t fmt, uint32_t num) {
    uint32_t vn = (fmt >> 2) & 3, vl = fmt & 3;
    size_t bits = fmt == WARP_VIF_V4_5 ? 16 : (size_t)(vn + 1) * (32u >> vl);
    return ((size_t)num * bits + 31) / 32 * 4;
}

int warp__vif_run(const uint8_t *chain, size_t len, const warp_limits *limits, vif_batch_fn fn, void *user) {
    dma d;
    memset(&d, 0, sizeof d);
    d.buf = chain;
    d.len = len;
    d.max_tags = limits->max_dma_tags;
    vif_batch b;
    memset(&b, 0, sizeof b);
    uint32_t cl = 0, wl = 0, mode = 0, mask = 0, row[4] = {0, 0, 0, 0}, col[4] = {0, 0, 0, 0};
    int have_itop = 0;
    for (;;) {
        uint32_t code;
        int rc = read_word(&d, &code);
        if (rc == WARP_END) break;
        if (rc) return rc;
        uint32_t cmd = (code >> 24) & 0x7F, num = (code >> 16) & 0xFF, imm = code & 0xFFFF;
        if (cmd >= 0x60) { /* UNPACK */
            uint32_t fmt = cmd & 0xF, vn = (fmt >> 2) & 3, vl = fmt & 3;
            if (vl == 3 && vn != 3) return WARP_E_CORRUPT;
            uint32_t n = num ? num : 256, addr = imm & 0x3FF;
            if (wl != 1 || cl == 0 || cl > VIF_SLOTS || addr >= cl) return WARP_E_UNSUPPORTED;
            if (addr + (size_t)(n - 1) * cl >= VU1_QWORDS) return WARP_E_RANGE;
            if (mode == 2) return WARP_E_UNSUPPORTED; /* difference mode accumulates */
            size_t bytes = unpack_bytes(fmt, n);
            rc = dma_fill(&d);
            if (rc) return rc == WARP_END ? WARP_E_TRUNCATED : rc;
            if (d.seg_len - d.seg_pos < bytes) return WARP_E_UNSUPPORTED; /* data split across DMA packets */
            vif_unpack *u = &b.slot[addr];
            u->data = d.seg + d.seg_pos;
            u->fmt = fmt;
            u->usn = (imm >> 14) & 1;
            u->num = n;
            u->masked = (cmd >> 4) & 1;
            u->mask = mask;
            u->mode = mode;
            memcpy(u->row, row, sizeof row);
            memcpy(u->col, col, sizeof col);
            b.present |= 1u << addr;
            d.seg_pos += bytes;
            continue;
        }
        switch (cmd) {
        case 0x00: case 0x02: case 0x03: case 0x06: case 0x07: /* NOP OFFSET BASE MSKPATH3 MARK */
        case 0x10: case 0x11: case 0x13:                       /* FLUSHE FLUSH FLUSHA */
            break;
        case 0x01: cl = imm & 0xFF; wl = imm >> 8; break; /* STCYCL */
        case 0x04: b.itop = imm & 0x3FF; have_itop = 1; break;
        case 0x05: mode = imm & 3; break;
        case 0x20: rc = read_word(&d, &mask); break; /* STMASK */
        case 0x30: case 0x31: { /* STROW STCOL */
            uint32_t *r = cmd == 0x30 ? row : col;
            for (int i = 0; i < 4 && !rc; i++) rc = read_word(&d, &r[i]);
            break;
        }
        case 0x4A: rc = skip_bytes(&d, (size_t)(num ? num : 256) * 8); break;          /* MPG */
        case 0x50: case 0x51: rc = skip_bytes(&d, (size_t)(imm ? imm : 65536) * 16); break; /* DIRECT(HL) */
        case 0x14: case 0x15: case 0x17: /* MSCAL MSCALF MSCNT: the batch is complete */
            if (b.present) {
                if (!have_itop) return WARP_E_CORRUPT;
                for (uint32_t s = 0; s < VIF_SLOTS; s++)
                    if ((b.present >> s & 1) && b.slot[s].num < b.itop) return WARP_E_CORRUPT;
                if (b.itop) {
                    rc = fn(user, &b);
                    if (rc) return rc;
                    b.index++;
                }
            }
            b.present = 0;
            b.itop = 0;
            have_itop = 0;
            break;
        default: return WARP_E_CORRUPT;
        }
        if (rc) return rc == WARP_END ? WARP_E_TRUNCATED : rc;
    }
    return b.present ? WARP_E_CORRUPT : WARP_OK; /* vertices never drawn */
}
