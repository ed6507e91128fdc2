/* warp rebuild GAME.iso: the parts rebuilt into a folder beside the output, then the
 * image copied and patched through a temporary file renamed into place (image.h). */
#include "rebuild/image.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform/disc.h"
#include "platform/outfile.h"
#include "platform/util.h"
#include "rebuild/snd.h"
#include "rebuild/wad.h"

#define COPY_BYTES (1u << 20)
#define SECTOR WARP_DISC_SECTOR

/* A file of the image and where its new bytes are. */
typedef struct part {
    const char *member; /* its path in the image */
    char file[4400];    /* the rebuilt file */
    uint32_t extent;    /* where it goes */
    uint32_t sectors;   /* the sectors it fills there (in place: all it had) */
    int moved;          /* it grew past its sectors: at the end */
    uint64_t size;
} part;

typedef struct image_job {
    const char *image, *output;
    int in, out;        /* the image; the temporary output */
    uint64_t size;      /* the output's bytes so far */
    uint32_t start;     /* the old image's sectors */
    uint32_t end;       /* the first free sector after it and the parts moved there */
    part parts[4];
    int count;
    char work[4400];    /* the folder of the rebuilt parts */
    int test_signal;    /* WARP_TEST_IMAGE_SIGNAL: raised after the output's first MiB is written */
} image_job;

static int read_out(void *user, uint64_t off, void *dst, size_t len) {
    const image_job *j = user;
    for (size_t got = 0; got < len;) {
        ssize_t n = pread(j->out, (uint8_t *)dst + got, len - got, (off_t)(off + got));
        if (n <= 0) return 1;
        got += (size_t)n;
    }
    return 0;
}

static int write_out(void *user, uint64_t off, const void *src, size_t len) {
    image_job *j = user;
    for (size_t put = 0; put < len;) {
        ssize_t n = pwrite(j->out, (const uint8_t *)src + put, len - put, (off_t)(off + put));
        if (n <= 0) return 1;
        put += (size_t)n;
    }
    if (off + len > j->size) j->size = off + len;
    return 0;
}

static void disc_io(image_job *j, warp_disc_io *io) {
    memset(io, 0, sizeof *io);
    io->read = read_out, io->write = write_out, io->user = j, io->size = j->size;
}

/* len bytes from fd at from to the output at to, a piece at a time; zeros after them up
 * to pad bytes in all. */
static int copy_to(image_job *j, int fd, uint64_t from, uint64_t len, uint64_t to, uint64_t pad, uint8_t *buf) {
    for (uint64_t done = 0; done < pad;) {
        size_t n = pad - done < COPY_BYTES ? (size_t)(pad - done) : COPY_BYTES;
        if (done < len) {
            if (n > len - done) n = (size_t)(len - done);
            if (pread(fd, buf, n, (off_t)(from + done)) != (ssize_t)n) return -1;
        } else {
            memset(buf, 0, n);
        }
        if (write_out(j, to + done, buf, n)) return -1;
        done += n;
        if (j->test_signal && j->size >= COPY_BYTES) /* a test's interrupt (tests/interrupt_e2e.py) */
            raise(j->test_signal), j->test_signal = 0;
    }
    return 0;
}

/* Where part p goes: its own sectors in the image when it still fits them, else the end.
 * 0, or -1 after a report. */
static int plan(image_job *j, part *p, uint64_t image_size) {
    warp_disc_file f;
    struct stat st;
    int rc;
    if (disc_locate(j->in, image_size, p->member, &f, &rc) != 0)
        return report(j->image, -1, "%s: %s", p->member, warp_strerror(rc)), -1;
    if (stat(p->file, &st) != 0) return report(p->file, -1, "%s", strerror(errno)), -1;
    p->size = (uint64_t)st.st_size;
    p->sectors = (uint32_t)((f.size + SECTOR - 1) / SECTOR);
    uint64_t need = (p->size + SECTOR - 1) / SECTOR;
    p->moved = need > p->sectors;
    p->extent = p->moved ? j->end : f.extent;
    if (p->moved) {
        if (need > UINT32_MAX - j->end) return report(p->file, -1, "too large for a disc image"), -1;
        j->end += (uint32_t)need, p->sectors = (uint32_t)need;
    }
    return 0;
}

/* Part p's bytes at its sectors, zeros after them to the end of its last one (and of the
 * sectors it had). */
static int put_part(image_job *j, const part *p, uint8_t *buf) {
    int fd = open(p->file, O_RDONLY);
    int rc = fd < 0 ? -1 : copy_to(j, fd, 0, p->size, (uint64_t)p->extent * SECTOR, (uint64_t)p->sectors * SECTOR, buf);
    if (fd >= 0) close(fd);
    return rc ? (report(j->output, -1, "cannot write %s: %s", p->member, strerror(errno)), -1) : 0;
}

/* The image in order, each part that stays in place written instead of its old bytes (no
 * sector written twice), then the parts that moved. 0, or -1 after a report. */
static int copy_image(image_job *j, uint64_t image_size, uint8_t *buf) {
    uint64_t pos = 0;
    for (;;) {
        const part *next = NULL; /* the in-place part with the lowest extent at or after pos */
        for (int k = 0; k < j->count; k++) {
            const part *p = &j->parts[k];
            if (!p->moved && (uint64_t)p->extent * SECTOR >= pos && (!next || p->extent < next->extent)) next = p;
        }
        uint64_t to = next ? (uint64_t)next->extent * SECTOR : image_size;
        if (copy_to(j, j->in, pos, to - pos, pos, to - pos, buf))
            return report(j->output, -1, "cannot copy %s: %s", j->image, strerror(errno)), -1;
        if (!next) break;
        if (put_part(j, next, buf)) return -1;
        pos = to + (uint64_t)next->sectors * SECTOR;
    }
    for (int k = 0; k < j->count; k++)
        if (j->parts[k].moved && put_part(j, &j->parts[k], buf)) return -1;
    return 0;
}

/* The volume grown (when a part moved) and each part's records pointed at its bytes. */
static int patch_records(image_job *j) {
    warp_disc_io io;
    warp_disc_file f;
    disc_io(j, &io);
    int rc = warp_disc_find(&io, j->parts[0].member, &f);
    if (rc == WARP_OK && j->end > j->start) {
        uint32_t sectors = j->end + (f.udf_entry ? 1 : 0); /* UDF: an anchor at the last sector */
        io.size = (uint64_t)sectors * SECTOR;
        rc = warp_disc_resize(&io, sectors);
        if (rc == WARP_OK && j->size < io.size) rc = WARP_E_IO; /* the anchor made it whole */
        if (rc != WARP_OK) report(j->image, -1, "cannot grow the volume to %u sectors: %s", sectors,
                                  warp_strerror(rc));
    }
    for (int k = 0; k < j->count && rc == WARP_OK; k++) {
        io.size = j->size;
        rc = warp_disc_move(&io, j->parts[k].member, j->parts[k].extent, j->parts[k].size);
        if (rc != WARP_OK) report(j->image, -1, "%s: cannot point its records at the new bytes: %s",
                                  j->parts[k].member, warp_strerror(rc));
    }
    return rc == WARP_OK ? 0 : -1;
}

/* The parts planned, the image copied with them, the records pointed at them, the output
 * renamed into place. */
static int write_image(image_job *j) {
    struct stat st;
    out_file o;
    if (fstat(j->in, &st) != 0 || st.st_size % SECTOR)
        return report(j->image, -1, "not a whole number of 2,048-byte sectors"), -1;
    j->start = j->end = (uint32_t)(st.st_size / SECTOR);
    for (int k = 0; k < j->count; k++)
        if (plan(j, &j->parts[k], (uint64_t)st.st_size)) return -1;
    for (int a = 0; a < j->count; a++) /* files that share sectors: no order to write them in */
        for (int b = a + 1; b < j->count; b++) {
            const part *p = &j->parts[a], *q = &j->parts[b];
            if (!p->moved && !q->moved && p->extent < q->extent + q->sectors && q->extent < p->extent + p->sectors)
                return report(j->image, -1, "%s and %s share sectors", p->member, q->member), -1;
        }
    uint8_t *buf = malloc(COPY_BYTES);
    if (!buf || out_open(&o, j->output)) {
        free(buf);
        return report(j->output, -1, "%s", buf ? strerror(errno) : "out of memory"), -1;
    }
    j->out = open(o.tmp, O_RDWR); /* the stream writes only: records are read back */
    j->size = 0;
    int rc = j->out < 0 ? (report(j->output, -1, "%s", strerror(errno)), -1) : copy_image(j, (uint64_t)st.st_size, buf);
    if (!rc) rc = patch_records(j);
    free(buf);
    if (!rc && fsync(j->out) != 0) rc = -1, report(j->output, -1, "%s", strerror(errno));
    if (j->out >= 0 && close(j->out) != 0 && !rc) rc = -1, report(j->output, -1, "%s", strerror(errno));
    j->out = -1;
    if (rc) {
        out_abort(&o);
        return -1;
    }
    o.durable = 1;
    return out_commit(&o) ? (report(j->output, -1, "%s", strerror(errno)), -1) : 0;
}

static void add_part(image_job *j, const char *member, const char *file) {
    part *p = &j->parts[j->count++];
    p->member = member;
    snprintf(p->file, sizeof p->file, "%s", file);
}

static int is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* The WAD and DIR, then each .SND whose sounds the extraction holds (FROM/BFW.SND/,
 * FROM/MUSIC.SND/, as `warp extract GAME.iso` writes them), each on the WAD before it:
 * a .SND whose offsets move rewrites the WAD's tables. 0, or 1 after a report. */
static int build_parts(image_job *j, const char *from, unsigned jobs, int quiet) {
    static const char *const snd[2] = {"BFW.SND", "MUSIC.SND"};
    char wad[4400], dir[4400], in[4400], sub[4400], out[4400];
    snprintf(in, sizeof in, "%s/WARRIORS.WAD", j->image);
    if (rebuild_wad(in, NULL, from, j->work, jobs, quiet)) return 1;
    snprintf(wad, sizeof wad, "%s/WARRIORS.WAD", j->work);
    snprintf(dir, sizeof dir, "%s/WARRIORS.DIR", j->work);
    for (int k = 0; k < 2; k++) {
        snprintf(sub, sizeof sub, "%s/%s/manifest.json", from, snd[k]);
        if (!is_file(sub)) continue;
        snprintf(in, sizeof in, "%s/IOP/%s", j->image, snd[k]);
        snprintf(sub, sizeof sub, "%s/%s", from, snd[k]);
        snprintf(out, sizeof out, "%s/%s.d", j->work, snd[k]);
        if (rebuild_snd(in, wad, dir, sub, out, quiet)) return 1;
        snprintf(sub, sizeof sub, "%s/%s", out, snd[k]);
        add_part(j, k ? "IOP/MUSIC.SND" : "IOP/BFW.SND", sub);
        snprintf(sub, sizeof sub, "%s/WARRIORS.WAD", out);
        if (is_file(sub)) { /* the tables moved: this WAD and its DIR from now on */
            snprintf(wad, sizeof wad, "%s", sub);
            snprintf(dir, sizeof dir, "%s/WARRIORS.DIR", out);
        }
    }
    add_part(j, "WARRIORS.WAD", wad);
    add_part(j, "WARRIORS.DIR", dir);
    return 0;
}

/* What the work folder may hold: the files, then the .SND folders (emptied by then). */
static const char *const work_names[] = {"BFW.SND.d/BFW.SND", "BFW.SND.d/WARRIORS.WAD", "BFW.SND.d/WARRIORS.DIR",
                                         "MUSIC.SND.d/MUSIC.SND", "MUSIC.SND.d/WARRIORS.WAD",
                                         "MUSIC.SND.d/WARRIORS.DIR", "WARRIORS.WAD", "WARRIORS.DIR"};
static const char *const work_folders[] = {"BFW.SND.d", "MUSIC.SND.d"};

/* The work folder emptied and removed (its files and the .SND folders in it). */
static void remove_work(const image_job *j) {
    char path[4600];
    for (size_t k = 0; k < sizeof work_names / sizeof *work_names; k++) {
        snprintf(path, sizeof path, "%s/%s", j->work, work_names[k]);
        if (remove(path) != 0 && errno != ENOENT) report(path, -1, "cannot remove: %s", strerror(errno));
    }
    for (size_t k = 0; k < sizeof work_folders / sizeof *work_folders; k++) { /* rmdir: Windows' remove takes files only */
        snprintf(path, sizeof path, "%s/%s", j->work, work_folders[k]);
        if (rmdir(path) != 0 && errno != ENOENT) report(path, -1, "cannot remove: %s", strerror(errno));
    }
    rmdir(j->work);
}

/* An interrupt removes the work folder too (out_clean_on_signal: the rebuilt WAD in it
 * is as large as the game's): said before the folder is made. */
static void guard_work(const image_job *j) {
    char path[4600];
    for (size_t k = 0; k < sizeof work_names / sizeof *work_names; k++) {
        snprintf(path, sizeof path, "%s/%s", j->work, work_names[k]);
        out_also_remove(path);
    }
    for (size_t k = 0; k < sizeof work_folders / sizeof *work_folders; k++) {
        snprintf(path, sizeof path, "%s/%s", j->work, work_folders[k]);
        out_also_remove(path);
    }
    out_also_remove(j->work); /* empty by then */
}

/* A leftover of a killed run in the work folder or beside the output removed, and said. */
static void clean_stale(const image_job *j, int quiet) {
    unsigned stale = out_clean_leftovers(j->work) + out_clean_beside(j->output);
    if (stale && !quiet)
        fprintf(stderr, "warp: %s: removed %u temporary file%s an interrupted run left\n", j->output, stale,
                stale == 1 ? "" : "s");
}

int rebuild_image(const char *image, const char *from, const char *output, unsigned jobs, int quiet) {
    image_job j;
    memset(&j, 0, sizeof j);
    j.image = image, j.output = output, j.in = -1, j.out = -1;
    snprintf(j.work, sizeof j.work, "%s.warp-parts", output);
    const char *hook = getenv("WARP_TEST_IMAGE_SIGNAL");
    j.test_signal = hook ? atoi(hook) : 0;
    guard_work(&j);
    if (make_dirs(j.work) != 0) {
        out_also_remove(NULL);
        return report(j.work, -1, "cannot create: %s", strerror(errno)), 1;
    }
    clean_stale(&j, quiet);
    int rc = build_parts(&j, from, jobs, quiet);
    if (!rc && (j.in = open(image, O_RDONLY)) < 0) rc = 1, report(image, -1, "%s", strerror(errno));
    if (!rc) rc = write_image(&j) ? 1 : 0;
    if (j.in >= 0) close(j.in);
    remove_work(&j);
    out_also_remove(NULL);
    if (!rc && !quiet) {
        fprintf(stderr, "warp: %s -> %s:", image, output);
        for (int k = 0; k < j.count; k++)
            fprintf(stderr, " %s %s sector %u (%llu bytes)%s", j.parts[k].member,
                    j.parts[k].extent >= j.start ? "moved to" : "at", j.parts[k].extent,
                    (unsigned long long)j.parts[k].size, k + 1 < j.count ? "," : "\n");
    }
    return rc;
}
