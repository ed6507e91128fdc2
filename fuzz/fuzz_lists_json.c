/* Fuzz target: the rebuild's global/<list>.json reader (examples/warp/rebuild/lists.c)
 * against an Object List of two records written by the library: any bytes either end in a
 * message, or leave the list as it was, or give list data of the same length that the
 * library reads back with the same count. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/lists.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint32_t values[2 * 9] = {0x8c3cac71, 0x52f22e9f, 0xae292b6f, 0x339ab381, 0, 1200, 2224, 1040, 0,
                                           0x52f22e9f, 0,          0x4e2ad799, 0xd3994f77, 0, 1200, 2224, 2816, 0};
    uint8_t list[128];
    warp_writer *w = malloc(warp_writer_sizeof());
    if (!w || warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, list, sizeof list) ||
        warp_write_list(w, 0x46, values, 2))
        abort();
    size_t len = warp_writer_size(w);
    free(w);
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    uint8_t *out = NULL;
    uint32_t count = 0;
    if (list_records(0x46, list, len, json, "fuzz", NULL, &out) == 0 && out) {
        if (warp_list_parse(0x46, out, len, NULL, &count, NULL) != WARP_OK || count != 2) abort();
        free(out);
    }
    free(json);
    return 0;
}
