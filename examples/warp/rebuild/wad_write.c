/* warp rebuild WARRIORS.WAD: the new layout and the streamed write (wad_write.h).
 *
 * Each entry owns a slot: from its offset to the next entry's (the last one's to the
 * end of the WAD), its bytes then the padding. An entry whose size is kept keeps its
 * slot byte for byte (its new bytes, then the old padding); a resized one gets a new
 * slot, its size rounded up to 2,048 bytes with zeros (every retail entry starts on a
 * 2,048-byte sector: FACTS.md 1), and every later slot moves by the difference. The DIR
 * keeps its records' order and hashes; offsets and sizes follow. A new entry (a new prop's
 * model or dictionary: rebuild/prop.c) gets a slot of its own before the entry its record
 * precedes, so offsets keep ascending in DIR order (FACTS.md 1). Unchanged entries are
 * copied in 256 KiB pieces, so the WAD is never held in memory. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "platform/outfile.h"
#include "rebuild/wad_write.h"
#include "platform/util.h"

enum { PIECE = 256 << 10, SECTOR = 2048 }; /* a copy piece small enough to stay in the cache (bench/mod_bench.sh) */

static const wad_plan *sort_plan; /* qsort has no user pointer */

static int by_offset(const void *a, const void *b) {
    const warp_entry *x = &sort_plan->entries[*(const uint32_t *)a], *y = &sort_plan->entries[*(const uint32_t *)b];
    if (x->offset != y->offset) return x->offset < y->offset ? -1 : 1;
    if (x->size != y->size) return x->size < y->size ? -1 : 1; /* empty entries first */
    return x->index < y->index ? -1 : x->index > y->index;
}

static int changed(const wad_plan *pl, uint32_t i) { return pl->changes[i].nsplice || pl->changes[i].nword; }

/* Whether a new entry goes before entry i (i == count: after the last). */
static int has_added(const wad_plan *pl, uint32_t i) {
    for (size_t a = 0; a < pl->nadded; a++)
        if (pl->added[a].before == i) return 1;
    return 0;
}

static uint64_t slot_len(uint64_t len) { return (len + SECTOR - 1) / SECTOR * SECTOR; }

/* The new entries that go before entry i at offset `at` (their offsets into added_off), and
 * the bytes they take: 0, or -1 past 4 GiB. */
static int place_added(const wad_plan *pl, uint32_t i, uint64_t at, uint64_t *added_off, uint64_t *taken) {
    *taken = 0;
    for (size_t a = 0; a < pl->nadded; a++) {
        if (pl->added[a].before != i) continue;
        added_off[a] = at + *taken;
        *taken += slot_len(pl->added[a].len);
        if (added_off[a] > UINT32_MAX) {
            report(pl->wad_path, -1, "a new entry would start past 4 GiB, where the DIR cannot point");
            return -1;
        }
    }
    return 0;
}

/* Copy [from, from + n) of the WAD to f. */
static int copy_range(const wad_plan *pl, FILE *f, uint8_t *buf, uint64_t from, uint64_t n, uint64_t *done) {
    while (n) {
        size_t k = n < PIECE ? (size_t)n : PIECE;
        if (wad_pread(pl, buf, k, from)) return -1;
        if (fwrite(buf, 1, k, f) != k) return -2;
        from += k, n -= k, *done += k;
    }
    return 0;
}

static const char *base_name(const char *path) {
    const char *b = strrchr(path, '/');
    return b ? b + 1 : path;
}

/* The layout first, so that an impossible one is refused before anything is written:
 * new_off[i] gets entry i's new offset, *moved the entries whose offset changed. */
static int lay_out(const wad_plan *pl, const uint32_t *order, uint64_t *new_off, uint64_t *added_off,
                   uint32_t *moved) {
    uint32_t n = pl->count;
    int any = pl->nadded != 0;
    for (uint32_t i = 0; i < n; i++) any |= changed(pl, i);
    uint64_t shift = 0, taken;
    *moved = 0;
    for (uint32_t k = 0; k < n; k++) {
        const warp_entry *e = &pl->entries[order[k]];
        if (place_added(pl, e->index, e->offset + shift, added_off, &taken)) return -1;
        shift += taken;
        uint64_t slot_end = k + 1 < n ? pl->entries[order[k + 1]].offset : pl->wad_size;
        if (any && e->offset + e->size > slot_end) {
            report(pl->dir_path, 16 + 12 * (long long)e->index,
                   "entry %u overlaps entry %u: the entries cannot be laid out again", e->index, order[k + 1]);
            return -1;
        }
        new_off[e->index] = e->offset + shift;
        if (new_off[e->index] > UINT32_MAX) {
            report(pl->wad_path, -1, "entry %u would start past 4 GiB, where the DIR cannot point", e->index);
            return -1;
        }
        *moved += shift != 0;
        uint64_t ns = pl->changes[e->index].new_size;
        if (ns != e->size) shift += slot_len(ns) - (slot_end - e->offset);
    }
    return place_added(pl, n, slot_len(pl->wad_size) + shift, added_off, &taken);
}

static void put_record(uint8_t *r, uint64_t offset, uint64_t size, uint32_t hash) {
    uint32_t v[3] = {(uint32_t)offset, (uint32_t)size, hash};
    for (int w = 0; w < 3; w++)
        for (int b = 0; b < 4; b++) r[4 * w + b] = (uint8_t)(v[w] >> (8 * b));
}

/* The new records of the entries that go before entry i at r: how many. */
static size_t added_records(const wad_plan *pl, uint32_t i, const uint64_t *added_off, uint8_t *r) {
    size_t k = 0;
    for (size_t a = 0; a < pl->nadded; a++)
        if (pl->added[a].before == i) put_record(r + 12 * k++, added_off[a], pl->added[a].len, pl->added[a].dir_hash);
    return k;
}

/* The DIR: the same bytes, each record's offset and size rewritten, the new entries' records
 * inserted and the count following (FACTS.md 1; pl->dir_len + 12 x pl->nadded bytes). */
static void new_dir(const wad_plan *pl, const uint64_t *new_off, const uint64_t *added_off, uint8_t *dir) {
    size_t at = 16, records_end = 16 + 12 * (size_t)pl->count;
    memcpy(dir, pl->dir, 16);
    put_le32(dir, (uint32_t)(pl->count + pl->nadded));
    for (uint32_t i = 0; i < pl->count; i++) {
        at += 12 * added_records(pl, i, added_off, dir + at);
        memcpy(dir + at + 8, pl->dir + 16 + 12 * (size_t)i + 8, 4); /* the hash, kept */
        uint32_t hash = le32(dir + at + 8);
        put_record(dir + at, new_off[i], pl->changes[i].new_size, hash);
        at += 12;
    }
    at += 12 * added_records(pl, pl->count, added_off, dir + at);
    memcpy(dir + at, pl->dir + records_end, pl->dir_len - records_end); /* anything after the records, kept */
}

/* The new entries that go before entry i: each one's bytes, then zeros to the next sector. */
static int write_added(const wad_plan *pl, FILE *f, uint32_t i) {
    static const uint8_t zeros[SECTOR];
    for (size_t a = 0; a < pl->nadded; a++) {
        const wad_new *x = &pl->added[a];
        size_t pad = (size_t)(slot_len(x->len) - x->len);
        if (x->before == i && (fwrite(x->bytes, 1, x->len, f) != x->len || fwrite(zeros, 1, pad, f) != pad)) return -2;
    }
    return 0;
}

/* Changed entry i (in the slot up to slot_end) to f: its new bytes, then the old padding
 * when its size is kept, else zeros to the next sector. */
static int write_changed(const wad_plan *pl, FILE *f, uint8_t *buf, uint32_t i, uint64_t slot_end,
                         uint64_t *done_bytes) {
    const warp_entry *e = &pl->entries[i];
    uint8_t *old = malloc(e->size ? e->size : 1), *neu = NULL;
    size_t len = 0;
    int io = !old || wad_pread(pl, old, e->size, e->offset) || wad_apply(pl, i, old, &neu, &len) ? -1 : 0;
    free(old);
    if (!io && fwrite(neu, 1, len, f) != len) io = -2;
    free(neu);
    if (!io && len == e->size) { /* the same size: the old padding, as it was */
        io = copy_range(pl, f, buf, e->offset + e->size, slot_end - e->offset - e->size, done_bytes);
    } else if (!io) {
        static const uint8_t zeros[SECTOR];
        size_t pad = (SECTOR - len % SECTOR) % SECTOR;
        if (fwrite(zeros, 1, pad, f) != pad) io = -2;
    }
    *done_bytes += e->size;
    return io;
}

/* Every slot in WAD order to f (wpath), with a progress bar on a terminal: 0, -1 after a
 * message, or -2 on a write error. */
static int write_entries(const wad_plan *pl, FILE *f, uint8_t *buf, const uint32_t *order, const char *wpath) {
    uint32_t n = pl->count;
    int bar = !pl->quiet && isatty(2);
    uint64_t done_bytes = 0, total = pl->wad_size;
    time_t last = 0;
    int io = copy_range(pl, f, buf, 0, n ? pl->entries[order[0]].offset : pl->wad_size, &done_bytes);
    for (uint32_t k = 0; k < n && !io; k++) {
        uint32_t i = order[k];
        const warp_entry *e = &pl->entries[i];
        io = write_added(pl, f, i);
        if (!io && !changed(pl, i)) { /* the run of unchanged slots from here: one sequential copy */
            while (k + 1 < n && !changed(pl, order[k + 1]) && !has_added(pl, order[k + 1])) k++;
            uint64_t run_end = k + 1 < n ? pl->entries[order[k + 1]].offset : pl->wad_size;
            io = copy_range(pl, f, buf, e->offset, run_end - e->offset, &done_bytes);
        } else if (!io) {
            uint64_t slot_end = k + 1 < n ? pl->entries[order[k + 1]].offset : pl->wad_size;
            io = write_changed(pl, f, buf, i, slot_end, &done_bytes);
        }
        if (bar && time(NULL) != last) {
            last = time(NULL);
            double pct = total ? 100.0 * (double)done_bytes / (double)total : 100;
            fprintf(stderr, "\rwarp: writing %s: %3.0f%%", wpath, pct);
        }
    }
    if (!io && has_added(pl, n)) { /* after the last slot: from a sector's start */
        static const uint8_t zeros[SECTOR];
        size_t pad = (size_t)(slot_len(pl->wad_size) - pl->wad_size);
        io = fwrite(zeros, 1, pad, f) != pad ? -2 : write_added(pl, f, n);
    }
    if (bar) fprintf(stderr, "\rwarp: writing %s: %s\n", wpath, io ? "failed" : "100%");
    return io;
}

int wad_write(const wad_plan *pl, const char *outdir, uint32_t *moved) {
    uint32_t n = pl->count, *order = malloc((n ? n : 1) * sizeof *order);
    uint64_t *new_off = malloc((n ? n : 1) * sizeof *new_off);
    uint64_t *added_off = malloc((pl->nadded + 1) * sizeof *added_off);
    size_t dir_len = pl->dir_len + 12 * pl->nadded;
    uint8_t *buf = malloc(PIECE), *dir = malloc(dir_len ? dir_len : 1);
    out_file ow = {0}, od = {0};
    int rc = -1;
    if (!order || !new_off || !added_off || !buf || !dir) goto done;
    for (uint32_t i = 0; i < n; i++) order[i] = i;
    sort_plan = pl;
    qsort(order, n, sizeof *order, by_offset);
    if (lay_out(pl, order, new_off, added_off, moved)) goto done;
    new_dir(pl, new_off, added_off, dir);
    if (mkdir(outdir, 0777) && errno != EEXIST) {
        report(outdir, -1, "cannot create: %s", strerror(errno));
        goto done;
    }
    char wpath[4200], dpath[4200];
    snprintf(wpath, sizeof wpath, "%s/%s", outdir, base_name(pl->wad_path));
    snprintf(dpath, sizeof dpath, "%s/%s", outdir, base_name(pl->dir_path));
    if (out_open(&ow, wpath)) {
        report(wpath, -1, "%s", strerror(errno));
        goto done;
    }
    if (out_open(&od, dpath)) {
        report(dpath, -1, "%s", strerror(errno));
        goto done;
    }
    int io = write_entries(pl, ow.f, buf, order, wpath);
    if (io == -2) report(wpath, -1, "cannot write: %s", strerror(errno));
    if (!io && fwrite(dir, 1, dir_len, od.f) != dir_len) {
        report(dpath, -1, "cannot write: %s", strerror(errno));
        io = -1;
    }
    if (io) goto done;
    /* Both complete: the WAD first, so a DIR under its final name always has its WAD. */
    if (out_commit(&ow)) {
        report(wpath, -1, "cannot write: %s", strerror(errno));
        goto done;
    }
    if (out_commit(&od)) {
        report(dpath, -1, "cannot write: %s", strerror(errno));
        goto done;
    }
    rc = 0;
done:
    out_abort(&ow);
    out_abort(&od);
    free(order), free(new_off), free(added_off), free(buf), free(dir);
    return rc;
}
