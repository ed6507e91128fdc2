/* Occluders (chunk 0x53, FACTS-2 3): u32 count, 12 bytes of padding, 0x70-byte records
 * holding three run-time planes and four points P0-P3 in game axes. */
#include "level_internal.h"

int warp_occluder_foreach(const void *buf, size_t len, warp_occluder_cb cb, void *user, size_t *count) {
    if (count) *count = 0;
    if (!buf || (!cb && !count)) return WARP_E_ARG; /* cb NULL only counts */
    const uint8_t *p = buf;
    if (len < 16) return WARP_E_TRUNCATED;
    uint32_t n = rd32(p);
    if ((len - 16) / WARP_OCCLUDER_SIZE < n) return WARP_E_TRUNCATED;
    if (count) *count = n;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *r = p + 16 + (size_t)i * WARP_OCCLUDER_SIZE;
        warp_occluder_info o;
        memset(&o, 0, sizeof o);
        o.index = i;
        for (int k = 0; k < 12; k++) o.planes[k / 4][k % 4] = rdf32(r + 4 * k);
        for (int k = 0; k < 16; k++) o.points[k / 4][k % 4] = rdf32(r + 0x30 + 4 * k);
        o.active = r[0x6F];
        if (cb && cb(user, &o)) return WARP_STOPPED;
    }
    return WARP_OK;
}

int warp_write_occluders(warp_writer *w, const float (*points)[4][4], uint32_t n) {
    if (!w || (n && !points)) return warp__writer_fail(w, WARP_E_ARG);
    warp_write_u32(w, n); /* errors are sticky: the last call's rc says the first */
    int rc = warp_write_zeros(w, 12);
    for (uint32_t i = 0; i < n; i++) {
        warp_write_zeros(w, 0x30);
        for (int k = 0; k < 16; k++) rc = warp_write_f32(w, points[i][k / 4][k % 4]);
    }
    return rc;
}
