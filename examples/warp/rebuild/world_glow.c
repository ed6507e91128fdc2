/* warp rebuild WARRIORS.WAD: a level's edited glow world (world.h). */
#include "platform/util.h"
#include "rebuild/wad_plan.h"
#include "rebuild/world.h"

int rebuild_glow_world(wad_plan *pl, uint32_t entry, size_t offset, const char *path) {
    (void)pl, (void)entry, (void)offset;
    report(path, -1, "a level's glow world: edits are not put back yet (restore the extracted file)");
    return -1;
}
