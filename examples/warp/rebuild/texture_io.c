/* warp rebuild: what the texture rebuilds share (rebuild.h): PNG pixels as RGBA, a mip
 * level's PNG, the box filter and the encoding of a new texture native. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/rebuild.h"
#include "platform/util.h"

/* Level n+1 from level n: the rounded average of each 2x2 block (a 1-texel side
 * averages the pair along the other). */
void rebuild_box_filter(const uint8_t *src, uint32_t sw, uint32_t sh, uint8_t *dst, uint32_t dw, uint32_t dh) {
    for (uint32_t y = 0; y < dh; y++)
        for (uint32_t x = 0; x < dw; x++)
            for (int k = 0; k < 4; k++) {
                uint32_t x0 = sw > 1 ? 2 * x : x, y0 = sh > 1 ? 2 * y : y;
                uint32_t x1 = sw > 1 ? x0 + 1 : x0, y1 = sh > 1 ? y0 + 1 : y0;
                unsigned s = src[((size_t)y0 * sw + x0) * 4 + k] + src[((size_t)y0 * sw + x1) * 4 + k] +
                             src[((size_t)y1 * sw + x0) * 4 + k] + src[((size_t)y1 * sw + x1) * 4 + k];
                dst[((size_t)y * dw + x) * 4 + k] = (uint8_t)((s + 2) / 4);
            }
}

uint8_t *rebuild_png_rgba(const png_read_image *png, const char *file) {
    size_t n = (size_t)png->width * png->height;
    uint8_t *rgba = malloc(n * 4);
    if (!rgba) {
        report(file, -1, "out of memory");
        return NULL;
    }
    if (!png->indexed) {
        memcpy(rgba, png->pixels, n * 4);
        return rgba;
    }
    for (size_t i = 0; i < n; i++) {
        if (png->pixels[i] >= png->colors) {
            report(file, -1, "index %u past its %u-colour palette", png->pixels[i], png->colors);
            free(rgba);
            return NULL;
        }
        memcpy(rgba + i * 4, png->palette + png->pixels[i] * 4, 4);
    }
    return rgba;
}

/* Level l's PNG beside level 0's (`<stem>.mip<l>.png`) into *png: 1 when there is
 * none, 0 when read, -1 after a message naming it. */
int rebuild_mip_png(const char *file, uint32_t l, png_read_image *png, char *path, size_t cap) {
    size_t len = strlen(file);
    if (len < 4 || strcmp(file + len - 4, ".png")) return 1;
    snprintf(path, cap, "%.*s.mip%u.png", (int)(len - 4), file, l);
    return png_read_file(path, png, 1);
}


static int encode_into(warp_writer *w, const warp_texture_desc *d, const uint8_t *like, size_t like_len) {
    return like ? warp_write_texture_native_like(w, d, like, like_len, NULL) : warp_write_texture_native(w, d);
}

int rebuild_encode_texture(const warp_texture_desc *d, const uint8_t *like, size_t like_len, const char *file,
                           rebuild_patch *p) {
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    int e = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_LIMIT;
    if (!e) e = encode_into(w, d, like, like_len);
    size_t len = w ? warp_writer_size(w) : 0;
    if (!e && (p->bytes = malloc(len ? len : 1)) != NULL) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, p->bytes, len);
        e = encode_into(w, d, like, like_len);
        p->len = len;
    }
    free(w);
    if (e || !p->bytes) {
        report(file, -1, "texture \"%s\": encoding failed: %s", d->name, e ? warp_strerror(e) : "out of memory");
        free(p->bytes);
        p->bytes = NULL;
        return -1;
    }
    return 0;
}

