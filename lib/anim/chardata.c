/* Character data 0x08 (the per-anim-id clip slots) and the Anim Range List 0x45
 * (FACTS.md 4.3). */
#include "anim_internal.h"

#define SLOTS_OFFSET 0x08
#define TAIL_OFFSET (SLOTS_OFFSET + 4 * WARP_CHARDATA_SLOTS)
#define RANGE_SIZE 16

/* The distinct slot values other than 0xFFFFFFFF, ascending (insertion sort: 722 at most). */
static uint32_t distinct_values(const uint8_t *slots, uint32_t out[WARP_CHARDATA_SLOTS]) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) {
        uint32_t v = rd32(slots + 4 * i), k = n;
        if (v == WARP_ANIM_DEFAULT) continue;
        while (k > 0 && out[k - 1] > v) k--;
        if (k > 0 && out[k - 1] == v) continue;
        memmove(out + k + 1, out + k, (n - k) * sizeof *out);
        out[k] = v;
        n++;
    }
    return n;
}

int warp_chardata_get_info(const void *data, size_t len, warp_chardata_info *out) {
    if (!data || !out) return WARP_E_ARG;
    if (len < WARP_CHARDATA_SIZE) return WARP_E_TRUNCATED;
    const uint8_t *p = (const uint8_t *)data;
    uint32_t values[WARP_CHARDATA_SLOTS];
    memset(out, 0, sizeof *out);
    out->placeholder = rd32(p);
    out->word4 = rd32(p + 4);
    for (int i = 0; i < 4; i++) out->tail[i] = rd32(p + TAIL_OFFSET + 4 * i);
    out->slot_count = WARP_CHARDATA_SLOTS;
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++)
        out->default_slots += rd32(p + SLOTS_OFFSET + 4 * i) == WARP_ANIM_DEFAULT;
    out->distinct = distinct_values(p + SLOTS_OFFSET, values);
    return WARP_OK;
}

int warp_chardata_copy_slots(const void *data, size_t len, uint32_t *dst, size_t dst_count, size_t *count) {
    if (!data || (!dst && !count)) return WARP_E_ARG;
    if (len < WARP_CHARDATA_SIZE) return WARP_E_TRUNCATED;
    if (count) *count = WARP_CHARDATA_SLOTS;
    if (!dst) return WARP_OK;
    if (dst_count < WARP_CHARDATA_SLOTS) return WARP_E_DST_SMALL;
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) dst[i] = rd32((const uint8_t *)data + SLOTS_OFFSET + 4 * i);
    return WARP_OK;
}

int warp_chardata_resolve(const void *data, size_t len, uint32_t clip_count, uint32_t *dst, size_t dst_count,
                          size_t *count) {
    if (!data || (!dst && !count)) return WARP_E_ARG;
    if (len < WARP_CHARDATA_SIZE) return WARP_E_TRUNCATED;
    const uint8_t *s = (const uint8_t *)data + SLOTS_OFFSET;
    uint32_t values[WARP_CHARDATA_SLOTS];
    uint32_t n = distinct_values(s, values);
    if (n > clip_count) return WARP_E_CORRUPT; /* the game would pop an empty stack */
    if (count) *count = WARP_CHARDATA_SLOTS;
    if (!dst) return WARP_OK;
    if (dst_count < WARP_CHARDATA_SLOTS) return WARP_E_DST_SMALL;
    for (uint32_t i = 0; i < WARP_CHARDATA_SLOTS; i++) {
        uint32_t v = rd32(s + 4 * i), lo = 0, hi = n;
        if (v == WARP_ANIM_DEFAULT) {
            dst[i] = WARP_ANIM_DEFAULT;
            continue;
        }
        while (lo < hi) { /* rank of v among the distinct values */
            uint32_t mid = lo + (hi - lo) / 2;
            if (values[mid] < v) lo = mid + 1; else hi = mid;
        }
        dst[i] = clip_count - 1 - lo; /* the rank-th pop takes the rank-th clip from the end */
    }
    return WARP_OK;
}

int warp_range_list_foreach(const void *data, size_t len, const warp_limits *limits, warp_anim_range_cb cb,
                            void *user, uint32_t *count) {
    if (!data || !cb) return WARP_E_ARG;
    if (len < 4) return WARP_E_TRUNCATED;
    warp_limits lim;
    warp__limits(&lim, limits);
    const uint8_t *p = (const uint8_t *)data;
    uint32_t n = rd32(p);
    if (n > lim.max_count) return WARP_E_LIMIT;
    if ((uint64_t)n * RANGE_SIZE > len - 4) return WARP_E_TRUNCATED;
    if (count) *count = n;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *q = p + 4 + (size_t)i * RANGE_SIZE;
        warp_anim_range r;
        memset(&r, 0, sizeof r);
        r.index = i;
        r.dir_raw[0] = (int16_t)rd16(q);
        r.dir_raw[1] = (int16_t)rd16(q + 2);
        r.dir[0] = r.dir_raw[0] / 1000.0f;
        r.dir[1] = r.dir_raw[1] / 1000.0f;
        r.reach = rdf32(q + 4);
        r.far_raw = (int16_t)rd16(q + 8);
        r.far_range = r.far_raw ? r.far_raw / 1000.0f : r.reach * 1.25f;
        r.damage = (int16_t)rd16(q + 10);
        r.hit_code = (int16_t)rd16(q + 12);
        r.flags = rd16(q + 14);
        if (cb(user, &r)) return WARP_STOPPED;
    }
    return WARP_OK;
}
