/* warp sample: every entry built, checked and laid out in WARRIORS.WAD/.DIR, and
 * names.txt (write.h). */
#include "sample/write.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/outfile.h"
#include "platform/util.h"
#include "sample/sample.h"

/* Run a fill twice: once to size it, once into a buffer of that size. */
static int build(sample_entry *e, const sample_entry *all, size_t count) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0);
    if (!rc) {
        e->fill(w, all, count);
        rc = warp_writer_status(w);
        if (rc == WARP_E_DST_SMALL) rc = WARP_OK;
    }
    if (!rc) {
        e->len = warp_writer_size(w);
        e->data = malloc(e->len ? e->len : 1);
        if (!e->data) rc = WARP_E_MEM_SMALL;
    }
    if (!rc) rc = warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, e->data, e->len);
    if (!rc) {
        e->fill(w, all, count);
        rc = warp_writer_status(w);
        if (!rc && warp_writer_size(w) != e->len) rc = WARP_E_STATE;
    }
    free(w);
    return rc;
}

/* WAD order (FACTS.md 1): ASCII order of the upper-cased names; decimal names come first
 * because digits sort before letters. */
static int by_upper_name(const void *a, const void *b) {
    const unsigned char *x = (const unsigned char *)(*(const sample_entry *const *)a)->wad_name;
    const unsigned char *y = (const unsigned char *)(*(const sample_entry *const *)b)->wad_name;
    for (; *x && toupper(*x) == toupper(*y); x++, y++) {
    }
    return toupper(*x) - toupper(*y);
}

static int write_file(const char *dir, const char *name, const void *data, size_t len) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    if (out_write_file(path, data, len) != 0) { /* atomically: never a partial WAD */
        report(path, -1, "%s", strerror(errno));
        return -1;
    }
    return 0;
}

/* Build every entry of the table into all[] (its bytes and WAD name) and check it
 * classifies as its kind; order[] gets them in WAD order. 0, or -1 after a message. */
static int build_all(sample_entry *all, sample_entry **order, size_t count) {
    for (size_t i = 0; i < count; i++) {
        sample_entry *e = &all[i];
        int rc = build(e, all, count);
        if (rc) {
            report(e->name, -1, "cannot encode: %s", warp_strerror(rc));
            return -1;
        }
        if (e->decimal)
            snprintf(e->wad_name, sizeof e->wad_name, "%u", warp_crc32(0, e->name, strlen(e->name)));
        else
            snprintf(e->wad_name, sizeof e->wad_name, "%s", e->name);
        /* the sample is only useful if every entry is what it claims to be */
        int kind;
        warp_classify(e->data, e->len, e->kind == WARP_KIND_SOUND_BANK ? e->kind : WARP_KIND_UNKNOWN, &kind);
        if (kind != e->kind) {
            report(e->name, -1, "classifies as %s, not %s", warp_kind_name(kind), warp_kind_name(e->kind));
            return -1;
        }
        order[i] = e;
    }
    qsort(order, count, sizeof *order, by_upper_name);
    return 0;
}

/* The WAD (wad_len bytes) and its DIR (dir_len) from the entries in order, listed on
 * stdout unless quiet. 0, or -1 after a message. */
static int lay_out(sample_entry *const *order, size_t count, int quiet, uint8_t *wad, uint8_t *dir, size_t dir_len) {
    warp_writer *dw = handle_alloc(warp_writer_sizeof());
    warp_writer_init(dw, warp_writer_sizeof(), WARP_ABI_VERSION, dir, dir_len);
    warp_write_dir_header(dw, (uint32_t)count);
    size_t at = 0;
    if (!quiet) printf("%6s  %10s  %10s  %-14s  %s\n", "index", "offset", "size", "kind", "name");
    for (size_t i = 0; i < count; i++) {
        const sample_entry *e = order[i];
        memcpy(wad + at, e->data, e->len);
        warp_write_dir_record(dw, (uint32_t)at, (uint32_t)e->len, warp_name_hash(e->wad_name));
        if (!quiet)
            printf("%6zu  %10zu  %10zu  %-14s  %s%s%s%s\n", i, at, e->len, warp_kind_name(e->kind), e->wad_name,
                   e->decimal ? " (" : "", e->decimal ? e->name : "", e->decimal ? ")" : "");
        at = (at + e->len + 2047) & ~(size_t)2047;
    }
    int rc = 0;
    if (warp_writer_status(dw) != WARP_OK) {
        report("WARRIORS.DIR", -1, "%s", warp_strerror(warp_writer_status(dw)));
        rc = -1;
    }
    free(dw);
    return rc;
}

/* OUTDIR/names.txt: the named entries, then the sounds' names; *named gets the entries'
 * count. 0, or -1 after a message. */
static int write_names(const char *out_dir, sample_entry *const *order, size_t count, size_t *named) {
    out_file names_out;
    memset(&names_out, 0, sizeof names_out);
    char path[4096];
    snprintf(path, sizeof path, "%s/names.txt", out_dir);
    if (out_open(&names_out, path) != 0) {
        report(path, -1, "%s", strerror(errno));
        return -1;
    }
    FILE *names = names_out.f;
    *named = 0;
    for (size_t i = 0; i < count; i++)
        if (!order[i]->decimal) {
            fprintf(names, "%s\n", order[i]->wad_name);
            (*named)++;
        }
    for (const char *const *n = sample_sound_names; *n; n++) fprintf(names, "%s\n", *n); /* sound names */
    if (out_commit(&names_out) != 0) {
        report(path, -1, "%s", strerror(errno)); /* out_commit released it */
        return -1;
    }
    return 0;
}

int sample_write(const char *out_dir, int quiet) {
    if (make_dirs(out_dir) != 0) {
        report(out_dir, -1, "%s", strerror(errno));
        return 1;
    }
    const sample_entry *table;
    size_t count = sample_entry_table(&table);
    sample_entry *all = calloc(count, sizeof *all);
    sample_entry **order = calloc(count, sizeof *order);
    uint8_t *wad = NULL, *dir = NULL;
    int status = 1;
    if (!all || !order) goto done;
    memcpy(all, table, count * sizeof *all);
    if (build_all(all, order, count)) goto done;

    /* The WAD: entries at 2,048-byte boundaries, zero padding between and after. */
    size_t wad_len = 0;
    for (size_t i = 0; i < count; i++) wad_len = (wad_len + order[i]->len + 2047) & ~(size_t)2047;
    size_t dir_len = 16 + 12 * count, named = 0;
    wad = calloc(1, wad_len ? wad_len : 1), dir = malloc(dir_len);
    if (!wad || !dir || lay_out(order, count, quiet, wad, dir, dir_len)) goto done;
    if (write_file(out_dir, "WARRIORS.WAD", wad, wad_len) || write_file(out_dir, "WARRIORS.DIR", dir, dir_len) ||
        write_names(out_dir, order, count, &named))
        goto done;
    if (!quiet)
        printf("wrote %s/WARRIORS.WAD (%zu bytes, %zu entries: %zu by decimal hash, %zu named), "
               "WARRIORS.DIR (%zu bytes), names.txt (%zu names)\n",
               out_dir, wad_len, count, count - named, named, dir_len, named);
    status = 0;
done:
    free(wad);
    free(dir);
    if (all)
        for (size_t i = 0; i < count; i++) free(all[i].data);
    free(all);
    free(order);
    return status;
}
