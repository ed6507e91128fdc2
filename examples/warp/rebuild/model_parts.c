/* warp rebuild: an edited geometry's sections as they go back into the model (model_parts.h).
 * The mesh plugin 0x50E is {flags, mesh count, total} then {count, material} per mesh; the
 * native data 0x510 a struct header, the platform word, then {size, flags} + size bytes of
 * DMA chain per mesh (FACTS 3.5); a material list a struct {count, index per material (-1:
 * its own section, else an earlier one reused)} then the materials' sections. */
#include "rebuild/model_parts.h"

#include <stdlib.h>
#include <string.h>

#include "platform/util.h"

size_t model_child(const uint8_t *p, size_t len, size_t at, uint32_t type) {
    warp_rw_section s, c;
    if (warp_rw_header(p, len, at, &s)) return 0;
    size_t end = at + 12 + s.size, off = at + 12;
    for (int n = 0; off + 12 <= end && n < 100000; n++) {
        if (warp_rw_header(p, end, off, &c)) return 0;
        if (c.type == type) return off;
        off = c.offset + 12 + c.size;
    }
    return 0;
}

/* The k-th child of type `type` of the section at `at`: its header offset, or 0. */
static size_t nth_child(const uint8_t *p, size_t len, size_t at, uint32_t type, uint32_t k) {
    warp_rw_section s, c;
    if (warp_rw_header(p, len, at, &s)) return 0;
    size_t end = at + 12 + s.size, off = at + 12;
    for (int n = 0; off + 12 <= end && n < 100000; n++) {
        if (warp_rw_header(p, end, off, &c)) return 0;
        if (c.type == type && !k--) return off;
        off = c.offset + 12 + c.size;
    }
    return 0;
}

static size_t section_end(const uint8_t *p, size_t len, size_t at) {
    warp_rw_section s;
    return warp_rw_header(p, len, at, &s) ? 0 : at + 12 + (size_t)s.size;
}

size_t model_material_struct(const uint8_t *p, size_t len, size_t list, uint32_t m) {
    size_t st = model_child(p, len, list, WARP_RW_STRUCT);
    warp_rw_section ss, ms;
    if (!st || warp_rw_header(p, len, st, &ss) || ss.size < 4) return 0;
    uint32_t count = le32(ss.data), own = 0;
    if (count > (ss.size - 4) / 4 || m >= count) return 0;
    uint32_t ref = le32(ss.data + 4 + 4 * (size_t)m);
    if (ref != UINT32_MAX && ref < m) m = ref; /* a reused material: the one it reuses */
    if (le32(ss.data + 4 + 4 * (size_t)m) != UINT32_MAX) return 0;
    for (uint32_t k = 0; k < m; k++) own += le32(ss.data + 4 + 4 * (size_t)k) == UINT32_MAX;
    size_t sm = nth_child(p, len, list, WARP_RW_MATERIAL, own), sst = sm ? model_child(p, len, sm, WARP_RW_STRUCT) : 0;
    return sst && !warp_rw_header(p, len, sst, &ms) && ms.size >= 28 ? sst : 0;
}

/* The old list (at `old`) with o's new materials (from the new list at `neu` in n). */
static int new_list(const uint8_t *e, size_t len, size_t old, const uint8_t *n, size_t nlen, size_t neu,
                    const model_out *o, geo_parts *p) {
    size_t st = old ? model_child(e, len, old, WARP_RW_STRUCT) : 0, end = old ? section_end(e, len, old) : 0;
    warp_rw_section ss;
    if (!neu || !st || !end || warp_rw_header(e, len, st, &ss) || ss.size < 4) return -1;
    uint32_t count = le32(ss.data), total = count + o->new_materials;
    if (count != o->old_materials || count > (ss.size - 4) / 4) return -1;
    size_t sst = model_material_struct(e, len, old, o->sibling);
    warp_rw_section sibs;
    if (!sst || warp_rw_header(e, len, sst, &sibs)) return -1;
    size_t mats = ss.offset + 12 + ss.size, cap = (end - old) + 8 + 4 * (size_t)o->new_materials + (nlen - neu);
    uint8_t *b = malloc(cap), *q = b;
    if (!b) return -1;
    memcpy(q, e + old, 12), q += 12;            /* list header: its size below */
    memcpy(q, e + st, 12), q += 12;             /* struct header */
    put_le32(q, total), q += 4;
    memcpy(q, ss.data + 4, 4 * (size_t)count), q += 4 * (size_t)count;
    for (uint32_t k = 0; k < o->new_materials; k++) put_le32(q, UINT32_MAX), q += 4;
    put_le32(b + 12 + 4, (uint32_t)(4 + 4 * (size_t)total));
    memcpy(q, e + mats, end - mats), q += end - mats; /* the old materials as they were */
    for (uint32_t k = 0; k < o->new_materials; k++) {
        size_t at = nth_child(n, nlen, neu, WARP_RW_MATERIAL, o->old_materials + k), to = section_end(n, nlen, at);
        size_t nst = at ? model_child(n, nlen, at, WARP_RW_STRUCT) : 0;
        if (!nst || !to || (size_t)(q - b) + (to - at) > cap || le32(n + nst + 4) < 28) return free(b), -1;
        memcpy(q, n + at, to - at);
        memcpy(q + (nst - at) + 12, sibs.data, 28); /* flags, surface properties: the sibling's */
        memcpy(q + (nst - at) + 16, n + nst + 16, 4); /* its colour its own (the glTF's) */
        put_le32(q + (nst - at) + 24, 1);            /* textured: its texture section follows */
        q += to - at;
    }
    p->list = b, p->list_len = (size_t)(q - b);
    put_le32(b + 4, (uint32_t)(p->list_len - 12));
    return 0;
}

/* Each mesh's {size, flags, chain} block in the 0x510 section at `at`: -1 when malformed. */
static int blocks(const uint8_t *p, size_t len, size_t at, uint32_t n, size_t *off, size_t *blen) {
    size_t end = section_end(p, len, at), q = at + 28;
    if (!end || q > end) return -1;
    for (uint32_t m = 0; m < n; m++) {
        if (end - q < 8 || le32(p + q) > end - q - 8) return -1;
        off[m] = q, blen[m] = 8 + (size_t)le32(p + q);
        q += blen[m];
    }
    return 0;
}

/* The mesh plugin and native data with kept meshes' counts and chains. */
static int kept_meshes(const uint8_t *e, size_t len, size_t ob, size_t on, const uint8_t *n, size_t nlen, size_t nb,
                       size_t nn, const model_out *o, geo_parts *p) {
    uint32_t om = o->old_meshes, nm = nb && section_end(n, nlen, nb) >= nb + 24 ? le32(n + nb + 16) : 0;
    size_t *oo = calloc(nm + 1, sizeof *oo), *ol = calloc(nm + 1, sizeof *ol);
    size_t *no = calloc(nm + 1, sizeof *no), *nl = calloc(nm + 1, sizeof *nl);
    int rc = oo && ol && no && nl && nm >= om && section_end(e, len, ob) >= ob + 24 + 8 * (size_t)om &&
             le32(e + ob + 16) == om && section_end(n, nlen, nb) >= nb + 24 + 8 * (size_t)nm &&
             !blocks(e, len, on, om, oo, ol) && !blocks(n, nlen, nn, nm, no, nl) ? 0 : -1;
    size_t size = 28;
    for (uint32_t m = 0; !rc && m < nm; m++) size += m < om && m < MODEL_MESH_KEEP && o->keep[m] ? ol[m] : nl[m];
    p->bin_len = 24 + 8 * (size_t)nm, p->native_len = size;
    if (!rc && (!(p->bin = malloc(p->bin_len)) || !(p->native = malloc(size)))) rc = -1;
    if (!rc) {
        memcpy(p->bin, n + nb, p->bin_len), memcpy(p->native, n + nn, 28);
        put_le32(p->native + 4, (uint32_t)(size - 12)), put_le32(p->native + 16, (uint32_t)(size - 24));
        uint8_t *q = p->native + 28;
        uint32_t total = 0;
        p->triangles = 0;
        for (uint32_t m = 0; m < nm; m++) {
            int keep = m < om && m < MODEL_MESH_KEEP && o->keep[m];
            if (keep) memcpy(p->bin + 24 + 8 * (size_t)m, e + ob + 24 + 8 * (size_t)m, 4), p->kept++;
            memcpy(q, keep ? e + oo[m] : n + no[m], keep ? ol[m] : nl[m]);
            q += keep ? ol[m] : nl[m];
            uint32_t c = le32(p->bin + 24 + 8 * (size_t)m);
            total += c, p->triangles += c >= 2 ? c - 2 : 0;
        }
        put_le32(p->bin + 20, total);
        p->vertices = total;
    }
    free(oo), free(ol), free(no), free(nl);
    return rc;
}

static int copy_section(const uint8_t *n, size_t nlen, size_t at, uint8_t **out, size_t *out_len) {
    size_t end = section_end(n, nlen, at);
    if (!at || !end || !(*out = malloc(end - at))) return -1;
    memcpy(*out, n + at, end - at);
    *out_len = end - at;
    return 0;
}

int model_parts(const uint8_t *e, size_t len, size_t geo, const model_out *o, geo_parts *p) {
    memset(p, 0, sizeof *p);
    const uint8_t *n = o->geometry;
    size_t ext = model_child(e, len, geo, WARP_RW_EXTENSION), next = model_child(n, o->len, 0, WARP_RW_EXTENSION);
    size_t ob = ext ? model_child(e, len, ext, WARP_RW_BIN_MESH) : 0;
    size_t on = ext ? model_child(e, len, ext, WARP_RW_NATIVE_DATA) : 0;
    size_t nb = next ? model_child(n, o->len, next, WARP_RW_BIN_MESH) : 0;
    size_t nn = next ? model_child(n, o->len, next, WARP_RW_NATIVE_DATA) : 0;
    size_t nst = model_child(n, o->len, 0, WARP_RW_STRUCT);
    if (!ob || !on || !nb || !nn || !nst || section_end(n, o->len, nst) < nst + 24) return -1;
    p->triangles = le32(n + nst + 16), p->vertices = le32(n + nst + 20);
    int rc = 0;
    if (o->new_materials)
        rc = new_list(e, len, model_child(e, len, geo, WARP_RW_MATERIAL_LIST), n, o->len,
                      model_child(n, o->len, 0, WARP_RW_MATERIAL_LIST), o, p);
    int any = 0;
    for (uint32_t m = 0; m < o->old_meshes && m < MODEL_MESH_KEEP; m++) any |= o->keep[m];
    if (!rc && any) rc = kept_meshes(e, len, ob, on, n, o->len, nb, nn, o, p);
    if (!rc && !any)
        rc = copy_section(n, o->len, nb, &p->bin, &p->bin_len) || copy_section(n, o->len, nn, &p->native, &p->native_len);
    if (rc) model_parts_free(p);
    return rc ? -1 : 0;
}

void model_parts_free(geo_parts *p) {
    free(p->list), free(p->bin), free(p->native);
    memset(p, 0, sizeof *p);
}
