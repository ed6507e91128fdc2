/* Fuzz target: a .warpmod package read as `warp mod apply|info` reads it (examples/warp/mod/
 * package.c over formats/zip.c): any bytes either end in a message, or give a package with at
 * least one file, each with a relative path free of "..", whose member reads back at the size
 * and CRC-32 warpmod.json gives (or is refused with a message). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mod/package.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char path[] = "/tmp/fuzz_warpmod_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return 0;
    FILE *f = fdopen(fd, "wb");
    int ok = f && fwrite(data, 1, size, f) == size;
    if (f) fclose(f);
    mod_pkg p;
    if (ok && mod_pkg_open(path, &p) == 0) {
        if (!p.n) abort();
        for (size_t i = 0; i < p.n; i++) {
            const mod_file *m = &p.files[i];
            if (!m->path[0] || strstr(m->path, "..") || m->path[0] == '/') abort();
            size_t len = 0;
            uint8_t *b = mod_pkg_read(&p, m, &len);
            if (b && (len != m->size || warp_crc32(0, b, len) != m->crc)) abort();
            free(b);
        }
        free(mod_pkg_json(&p));
        mod_pkg_close(&p);
    }
    unlink(path);
    return 0;
}
