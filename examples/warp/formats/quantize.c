/* The tool's quantiser calls (quantize.h) over the library's (warp_quantize_*), with the
 * work memory the library asks for allocated here. */
#include "formats/quantize.h"

#include <stdlib.h>

#include "warp/warp.h"

/* work memory for n pixels, or NULL */
static void *work_for(size_t n, size_t *len) {
    *len = warp_quantize_work_size(n);
    return *len ? malloc(*len) : NULL;
}

int quantize_palette(const uint8_t *rgba, size_t n, unsigned colors, uint8_t *palette) {
    if (colors < 1) colors = 1;
    if (colors > 256) colors = 256;
    size_t len;
    void *work = work_for(n, &len);
    uint32_t used = 0;
    int rc = work ? warp_quantize_palette(rgba, n, colors, palette, work, len, &used) : -1;
    free(work);
    return rc ? -1 : (int)used;
}

int quantize_map(const uint8_t *rgba, size_t n, const uint8_t *palette, unsigned colors, uint8_t *indices) {
    size_t len;
    void *work = work_for(n, &len);
    int rc = work ? warp_quantize_map(rgba, n, palette, colors, indices, work, len) : -1;
    free(work);
    return rc ? -1 : 0;
}

int quantize_repalette(const uint8_t *rgba, size_t n, const uint8_t *old_palette, unsigned colors,
                       uint8_t *palette) {
    size_t len;
    void *work = work_for(n, &len);
    uint8_t *idx = malloc(n ? n : 1);
    int rc = work && idx ? warp_quantize_repalette(rgba, n, old_palette, colors, palette, idx, work, len) : -1;
    free(work), free(idx);
    return rc ? -1 : 0;
}
