/* decode_texture: decode one texture of a texture dictionary to raw RGBA8.
 *   decode_texture FILE [INDEX] [OUT.rgba]
 * FILE is a dictionary (.txd: RenderWare section 0x16) or a WAD entry holding one (its
 * first chunk 0x2A). The texture's name, size and format go to stderr; width * height * 4
 * bytes of RGBA (rows top to bottom) go to OUT, or to stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

static unsigned char *load(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    unsigned char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) &&
            fread(buf, 1, (size_t)n, f) != (size_t)n) {
            free(buf);
            buf = NULL;
        }
        *len = (size_t)n;
    }
    fclose(f);
    return buf;
}

/* Chunk walk: keep the first texture dictionary chunk. */
typedef struct span { const uint8_t *data; size_t len; } span;
static int first_dictionary(void *user, const warp_chunk_info *c) {
    if (c->type != 0x2A) return 0;
    ((span *)user)->data = c->data;
    ((span *)user)->len = c->size;
    return 1;
}

typedef struct job {
    uint32_t want, seen;
    uint8_t *rgba;
    size_t rgba_len;
    int rc;
} job;

static int on_texture(void *user, const warp_texture *t) {
    job *j = user;
    if (j->seen++ != j->want) return 0;
    warp_texture_info in;
    warp_texture_get_info(t, &in);
    fprintf(stderr, "%s: %ux%u, psm 0x%02x, %u palette colours, %u levels\n", in.name, in.width, in.height,
            in.psm, in.palette_colors, in.levels);
    j->rgba_len = (size_t)in.width * in.height * 4;
    j->rgba = malloc(j->rgba_len);
    j->rc = j->rgba ? warp_texture_decode_rgba(t, 0, j->rgba, j->rgba_len, 0, NULL) : WARP_E_MEM_SMALL;
    return 1; /* found: stop the walk */
}

int main(int argc, char **argv) {
    if (argc < 2 || argc > 4) {
        fprintf(stderr, "usage: decode_texture FILE [INDEX] [OUT.rgba]\n");
        return 2;
    }
    size_t len = 0;
    unsigned char *buf = load(argv[1], &len);
    if (!buf) {
        fprintf(stderr, "decode_texture: cannot read %s\n", argv[1]);
        return 1;
    }
    span dict = {buf, len};
    if (warp_container_kind(buf, len, NULL) != WARP_CONTAINER_NONE) {
        dict.data = NULL;
        warp_chunk_foreach(buf, len, NULL, first_dictionary, &dict);
        if (!dict.data) {
            fprintf(stderr, "decode_texture: %s holds no texture dictionary chunk\n", argv[1]);
            return 1;
        }
    }
    job j = {argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 0, 0, NULL, 0, WARP_E_NOT_FOUND};
    int rc = warp_txd_foreach(dict.data, dict.len, NULL, on_texture, &j);
    if (rc != WARP_STOPPED || j.rc != WARP_OK) {
        fprintf(stderr, "decode_texture: %s\n", warp_strerror(rc != WARP_STOPPED && rc != WARP_OK ? rc : j.rc));
        return 1;
    }
    FILE *out = argc > 3 ? fopen(argv[3], "wb") : stdout;
    if (!out || fwrite(j.rgba, 1, j.rgba_len, out) != j.rgba_len || (out != stdout && fclose(out) != 0)) {
        fprintf(stderr, "decode_texture: cannot write the texels\n");
        return 1;
    }
    free(j.rgba);
    free(buf);
    return 0;
}
