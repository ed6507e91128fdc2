/* Fuzz target: the rebuild's character JSON reader (examples/warp/rebuild/character.c): any
 * bytes either end in a message or give a 0x08 payload whose slots the library resolves to
 * the character's clips, and a range list with the old count (the sample's: 722). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/character.h"
#include "warp/warp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static uint8_t old08[WARP_CHARDATA_SIZE], old45[4 + 16 * WARP_CHARDATA_SLOTS], d08[WARP_CHARDATA_SIZE], d45[sizeof old45];
    /* the sample's: slot 0 idle (value 1), slots 1 and 2 walk (value 0), 722 ranges */
    memset(old08, 0xFF, sizeof old08);
    memset(old08, 0, 8);
    memset(old08 + 8 + 4 * WARP_CHARDATA_SLOTS, 0, 16);
    memset(old08 + 8, 0, 12);
    old08[8] = 1;
    memset(old45, 0, sizeof old45);
    old45[0] = WARP_CHARDATA_SLOTS & 0xFF, old45[1] = WARP_CHARDATA_SLOTS >> 8;
    const char *names[2] = {"warr_anim_idle", "warr_anim_walk"};
    if (character_json_bytes((const char *)data, size, "fuzz", 2939917314u, names, 2, old08, old45, sizeof old45, d08,
                             d45) == 0) {
        uint32_t slots[WARP_CHARDATA_SLOTS];
        size_t n;
        if (warp_chardata_resolve(d08, sizeof d08, 2, slots, WARP_CHARDATA_SLOTS, &n) != WARP_OK) abort();
        if (memcmp(d45, old45, 4)) abort(); /* the count kept */
    }
    return 0;
}
