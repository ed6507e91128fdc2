/* warp rebuild: a decoded bitmap put back (the font's 24-bit BMP, FACTS-2.md 9). The PNG is
 * compared with the entry's pixels; when they differ, the new pixels are written over the
 * old ones in the bitmap's own layout (its header, row order and row padding kept), so the
 * entry keeps its size and every byte that is not a pixel. */
#include <stdlib.h>
#include <string.h>

#include "rebuild/rebuild.h"
#include "platform/util.h"

int rebuild_bitmap(const uint8_t *bmp, size_t len, const png_read_image *png, const char *file, rebuild_patch *p) {
    warp_bmp_info in;
    int rc = warp_bmp_parse(bmp, len, NULL, &in);
    if (rc) {
        report(file, -1, "the entry is no bitmap the tool reads (%s): not from this WAD's extraction",
               warp_strerror(rc));
        return -1;
    }
    if (png->width != in.width || png->height != in.height) {
        report(file, -1, "%ux%u, but the bitmap is %ux%u: same size required", png->width, png->height, in.width,
               in.height);
        return -1;
    }
    size_t n = (size_t)in.width * in.height, need = 0;
    uint8_t *old = malloc(n ? n * 4 : 1), *rgba = rebuild_png_rgba(png, file);
    if (!old || !rgba || warp_bmp_rgba(bmp, len, NULL, old, n * 4, &need)) {
        if (rgba) report(file, -1, "cannot decode the bitmap");
        free(old), free(rgba);
        return -1;
    }
    int changed = memcmp(old, rgba, n * 4) != 0;
    free(old);
    const char *why = NULL;
    for (size_t i = 0; changed && !why && i < n; i++)
        if (rgba[4 * i + 3] != 255) why = "has transparent pixels, but a 24-bit bitmap has no alpha";
    uint8_t *neu = changed && !why ? malloc(len ? len : 1) : NULL;
    if (changed && !why && !neu) why = "out of memory";
    if (!changed || why) {
        if (why) report(file, -1, "%s", why);
        free(rgba);
        return why ? -1 : 0;
    }
    memcpy(neu, bmp, len);
    for (uint32_t y = 0; y < in.height; y++) {
        uint32_t row = in.top_down ? y : in.height - 1 - y; /* bitmaps are stored bottom-up unless top_down */
        uint8_t *dst = neu + in.pixel_offset + (size_t)row * in.row_stride;
        const uint8_t *px = rgba + (size_t)y * in.width * 4;
        for (uint32_t x = 0; x < in.width; x++, px += 4)
            dst[3 * x] = px[2], dst[3 * x + 1] = px[1], dst[3 * x + 2] = px[0]; /* BGR */
    }
    free(rgba);
    p->offset = 0, p->old_len = len, p->dict_offset = 0, p->bytes = neu, p->len = len;
    return 0;
}
