/* Fuzz target: the rebuild's subtitles.json reader (examples/warp/rebuild/caption.c): any
 * bytes either end in a message or give a 0x51 payload that the library's subtitle walk reads
 * back with as many records as were read, each text free of NUL (Latin-1 bytes only). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/media.h"
#include "warp/warp.h"

typedef struct walk {
    size_t n;
} walk;

static int cb(void *user, const warp_subtitle_info *r) {
    walk *w = user;
    if (strlen(r->text) != r->text_len) abort();
    w->n++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *json = malloc(size + 1);
    if (!json) return 0;
    memcpy(json, data, size);
    json[size] = 0;
    uint8_t *payload = NULL;
    size_t len = 0, records = 0, count = 0;
    if (caption_payload(json, "fuzz", &payload, &len, &records) == 0) {
        walk w = {0};
        if (len < 2 || (size_t)(payload[0] | payload[1] << 8) != len) abort(); /* the length word */
        if (warp_subtitle_foreach(payload, len, cb, &w, &count) != WARP_OK || count != records || w.n != records)
            abort();
        free(payload);
    }
    free(json);
    return 0;
}
