/* Fuzz target: the entry classifier and decimal-name recovery. The last byte picks the
 * hint. The kind must be in the vocabulary and agree with the container parse. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int hint = (size && (data[size - 1] & 1)) ? WARP_KIND_SOUND_BANK : WARP_KIND_UNKNOWN;
    int kind = -1;
    int crc = warp_classify(data, size, hint, &kind);
    if (kind < 0 || kind >= WARP_KIND_COUNT || !warp_kind_name(kind)) abort();
    int cst = 0;
    int container = warp_container_kind(data, size, &cst);
    /* an error is a damaged container, with the container parse's own reason */
    if (crc > 0 || (crc < 0 && (kind != WARP_KIND_UNKNOWN || crc != cst))) abort();
    int is_container_kind = kind == WARP_KIND_PACK || (kind >= WARP_KIND_TEXTURES && kind <= WARP_KIND_RESOURCE);
    if ((container != WARP_CONTAINER_NONE) != is_container_kind) abort();
    if ((container == WARP_CONTAINER_PACK) != (kind == WARP_KIND_PACK)) abort();
    if (hint == WARP_KIND_UNKNOWN && kind == WARP_KIND_SOUND_BANK) abort();
    char name[11];
    uint32_t dir_hash = size >= 4 ? (uint32_t)data[0] << 24 | (uint32_t)data[1] << 16 | data[2] << 8 | data[3] : 0;
    int rc = warp_recover_name(data, size, dir_hash, name, sizeof name, NULL);
    if (rc == WARP_OK && (container != WARP_CONTAINER_RESOURCE || strlen(name) > 10 || warp_name_hash(name) != dir_hash))
        abort();
    if (container == WARP_CONTAINER_RESOURCE && size >= 16) {
        /* with the hash of its own decimal name it must be recovered */
        uint32_t h = (uint32_t)data[12] | (uint32_t)data[13] << 8 | (uint32_t)data[14] << 16 | (uint32_t)data[15] << 24;
        char num[16];
        int n = 0;
        do num[n++] = (char)('0' + h % 10); while ((h /= 10) != 0);
        for (int i = 0; i < n / 2; i++) {
            char c = num[i];
            num[i] = num[n - 1 - i];
            num[n - 1 - i] = c;
        }
        num[n] = 0;
        if (warp_recover_name(data, size, warp_name_hash(num), name, sizeof name, NULL) != WARP_OK || strcmp(name, num))
            abort();
    }
    return 0;
}
