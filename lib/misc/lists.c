/* The record lists of warriors.glr (FACTS.md 4.4, FACTS-2.md 6): one table of layouts,
 * one checked walk, one encoder. Names say what the spec states; "unknown_18" is a
 * field whose meaning the spec leaves open (kept as a number). */
#include "misc_internal.h"

typedef struct field_def {
    const char *name;
    uint32_t offset, width, kind;
} field_def;

typedef struct list_def {
    uint32_t type;
    const char *name;
    uint32_t header_size, record_size, field_count;
    field_def fields[WARP_LIST_MAX_FIELDS];
} list_def;

#define H WARP_LIST_FIELD_HASH
#define S WARP_LIST_FIELD_SIZE
static const list_def k_lists[] = {
    /* Character List: +0x18 is "a size near the model's", meaning unknown (FACTS.md 4.4) */
    {0x44, "character_list", 16, 32, 8,
     {{"name_hash", 0x00, 4, H}, {"data_hash", 0x04, 4, H}, {"model_hash", 0x08, 4, H}, {"dict_hash", 0x0C, 4, H},
      {"data_size", 0x10, 4, S}, {"model_size", 0x14, 4, S}, {"unknown_18", 0x18, 4, S}, {"dict_size", 0x1C, 4, S}}},
    /* Object List: +0x18 is "a second, larger model size passed to the memory sizer" */
    {0x46, "object_list", 16, 36, 9,
     {{"name_hash", 0x00, 4, H}, {"swap_hash", 0x04, 4, H}, {"model_hash", 0x08, 4, H}, {"dict_hash", 0x0C, 4, H},
      {"dict2_hash", 0x10, 4, H}, {"model_size", 0x14, 4, S}, {"model_size2", 0x18, 4, S}, {"dict_size", 0x1C, 4, S},
      {"dict2_size", 0x20, 4, S}}},
    {0x4E, "anim_list", 4, 8, 2, {{"clip_hash", 0x00, 4, H}, {"size", 0x04, 4, S}}},
    {0x4F, "dependency_list", 16, 12, 4,
     {{"group_hash", 0x00, 4, H}, {"resource_hash", 0x04, 4, H}, {"state", 0x08, 2, S}, {"loaded", 0x0A, 2, S}}},
    {0x4D, "sprite_sheets", 4, 8, 2, {{"size", 0x00, 4, S}, {"name_hash", 0x04, 4, H}}},
};
#undef H
#undef S

static const list_def *find_list(uint32_t type) {
    for (size_t i = 0; i < sizeof k_lists / sizeof k_lists[0]; i++)
        if (k_lists[i].type == type) return &k_lists[i];
    return NULL;
}

int warp_list_layout_get(uint32_t type, warp_list_layout *out) {
    if (!out) return WARP_E_ARG;
    const list_def *d = find_list(type);
    if (!d) return WARP_E_NOT_FOUND;
    memset(out, 0, sizeof *out);
    out->type = d->type;
    out->name = d->name;
    out->header_size = d->header_size;
    out->record_size = d->record_size;
    out->field_count = d->field_count;
    return WARP_OK;
}

int warp_list_field_get(uint32_t type, uint32_t k, warp_list_field *out) {
    if (!out) return WARP_E_ARG;
    const list_def *d = find_list(type);
    if (!d) return WARP_E_NOT_FOUND;
    if (k >= d->field_count) return WARP_E_RANGE;
    memset(out, 0, sizeof *out);
    out->name = d->fields[k].name;
    out->offset = d->fields[k].offset;
    out->width = d->fields[k].width;
    out->kind = d->fields[k].kind;
    return WARP_OK;
}

static int check(const list_def *d, const uint8_t *p, size_t len, const warp_limits *limits, uint32_t *count) {
    warp_limits lim;
    warp__limits(&lim, limits);
    if (len < d->header_size) return WARP_E_TRUNCATED;
    uint32_t n = rd32(p);
    if (n > lim.max_count) return WARP_E_LIMIT;
    if ((uint64_t)d->header_size + (uint64_t)n * d->record_size > len) return WARP_E_TRUNCATED;
    /* Bytes after the records (the padding to 16, or more: FACTS-2 6 derives the sizes
     * from doc totals and the disc may pad differently) are not read: the records the
     * count gives are all in the data, whatever follows them. */
    *count = n;
    return WARP_OK;
}

int warp_list_parse(uint32_t type, const void *data, size_t len, const warp_limits *limits, uint32_t *count,
                    uint32_t header_words[4]) {
    if (!data && len) return WARP_E_ARG;
    const list_def *d = find_list(type);
    if (!d) return WARP_E_NOT_FOUND;
    uint32_t n;
    int rc = check(d, (const uint8_t *)data, len, limits, &n);
    if (rc) return rc;
    if (count) *count = n;
    if (header_words)
        for (uint32_t k = 0; k < 4; k++)
            header_words[k] = 4 * k < d->header_size ? rd32((const uint8_t *)data + 4 * k) : 0;
    return WARP_OK;
}

int warp_list_foreach(uint32_t type, const void *data, size_t len, const warp_limits *limits, warp_list_cb cb,
                      void *user) {
    if (!cb || (!data && len)) return WARP_E_ARG;
    const list_def *d = find_list(type);
    if (!d) return WARP_E_NOT_FOUND;
    const uint8_t *p = (const uint8_t *)data;
    uint32_t n;
    int rc = check(d, p, len, limits, &n);
    if (rc) return rc;
    warp_list_record r;
    memset(&r, 0, sizeof r);
    r.type = type;
    r.count = n;
    r.field_count = d->field_count;
    for (uint32_t i = 0; i < n; i++) {
        const uint8_t *q = p + d->header_size + (size_t)i * d->record_size;
        r.index = i;
        r.bytes = q;
        for (uint32_t k = 0; k < d->field_count; k++) {
            const field_def *f = &d->fields[k];
            r.values[k] = f->width == 2 ? rd16(q + f->offset) : rd32(q + f->offset);
        }
        if (cb(user, &r)) return WARP_STOPPED;
    }
    return WARP_OK;
}

static int write_list_body(warp_writer *w, uint32_t type, const uint32_t *values, uint32_t count) {
    if (!w || (!values && count)) return WARP_E_ARG;
    const list_def *d = find_list(type);
    if (!d) return WARP_E_NOT_FOUND;
    for (uint32_t i = 0; i < count; i++)
        for (uint32_t k = 0; k < d->field_count; k++)
            if (d->fields[k].width == 2 && values[(size_t)i * d->field_count + k] > 0xFFFF) return WARP_E_ARG;
    size_t start = warp_writer_size(w);
    warp_write_u32(w, count);
    warp_write_zeros(w, d->header_size - 4);
    for (uint32_t i = 0; i < count; i++)
        for (uint32_t k = 0; k < d->field_count; k++) {
            uint32_t v = values[(size_t)i * d->field_count + k];
            if (d->fields[k].width == 2)
                warp_write_u16(w, (uint16_t)v);
            else
                warp_write_u32(w, v);
        }
    size_t used = warp_writer_size(w) - start;
    return warp_write_zeros(w, (16 - (used & 15)) & 15);
}

/* Any failure, up front or after part of the output, marks the writer (write.h). */
int warp_write_list(warp_writer *w, uint32_t type, const uint32_t *values, uint32_t count) {
    return warp__writer_fail(w, write_list_body(w, type, values, count));
}
