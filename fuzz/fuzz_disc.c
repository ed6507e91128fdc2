/* Fuzz target: the disc image's ISO 9660 and UDF look-up (memory and callback must
 * agree), then a file moved to the end and the volume grown on a copy.
 * Input: a mode byte, then records of {u16 sector (mod 1024), 2,048 bytes}: a sparse
 * image, zero where no record says otherwise, as long as its highest sector. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

#define SECTOR 2048u

typedef struct image {
    uint8_t *p;
    size_t n, cap;
} image;

static int read_image(void *user, uint64_t off, void *dst, size_t len) {
    const image *m = (const image *)user;
    if (off > m->n || len > m->n - off) return 1;
    memcpy(dst, m->p + off, len);
    return 0;
}

static int write_image(void *user, uint64_t off, const void *src, size_t len) {
    image *m = (image *)user;
    if (off > m->cap || len > m->cap - off) return 1;
    memcpy(m->p + off, src, len);
    if (off + len > m->n) m->n = (size_t)(off + len);
    return 0;
}

static const char *const paths[] = {"WARRIORS.DIR", "WARRIORS.WAD", "SLUS_212.15", "IOP/BFW.SND", "/iop/music.snd"};

/* Grow a copy: the file moved past the old end, `more` bytes longer, an anchor last. */
static void move_one(const image *src, const char *path, const warp_disc_file *f, unsigned more) {
    uint32_t old = (uint32_t)(src->n / SECTOR);
    uint64_t size = f->size + more;
    uint32_t sectors = old + (uint32_t)((size + SECTOR - 1) / SECTOR) + 1;
    image m = {calloc((size_t)sectors, SECTOR), src->n, (size_t)sectors * SECTOR};
    if (!m.p) return;
    memcpy(m.p, src->p, src->n);
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    io.read = read_image, io.write = write_image, io.user = &m, io.size = (uint64_t)sectors * SECTOR;
    m.n = m.cap;
    if (warp_disc_resize(&io, sectors) == WARP_OK && warp_disc_move(&io, path, old, size) == WARP_OK) {
        warp_disc_file g;
        if (warp_disc_find(&io, path, &g) == WARP_OK && g.offset + g.size > io.size) abort();
    }
    free(m.p);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1) return 0;
    uint8_t mode = data[0];
    size_t top = 0;
    for (size_t o = 1; o + 2 + SECTOR <= size; o += 2 + SECTOR) {
        size_t s = (size_t)((data[o] | data[o + 1] << 8) & 1023) + 1;
        if (s > top) top = s;
    }
    image m = {calloc(top ? top : 1, SECTOR), top * SECTOR, top * SECTOR};
    if (!m.p) return 0;
    for (size_t o = 1; o + 2 + SECTOR <= size; o += 2 + SECTOR)
        memcpy(m.p + (size_t)((data[o] | data[o + 1] << 8) & 1023) * SECTOR, data + o + 2, SECTOR);
    warp_disc_io io;
    memset(&io, 0, sizeof io);
    io.read = read_image, io.user = &m, io.size = m.n;
    for (size_t i = 0; i < sizeof paths / sizeof *paths; i++) {
        warp_disc_file a, b;
        int ra = warp_disc_find_memory(m.p, m.n, paths[i], &a), rb = warp_disc_find(&io, paths[i], &b);
        if (ra != rb || memcmp(&a, &b, sizeof a)) abort();
        if (ra > 0 || (ra == WARP_OK && (a.offset + a.size > m.n || a.offset != (uint64_t)a.extent * SECTOR))) abort();
        if (ra == WARP_OK && (mode & 1)) move_one(&m, paths[i], &a, mode >> 1);
    }
    free(m.p);
    return 0;
}
