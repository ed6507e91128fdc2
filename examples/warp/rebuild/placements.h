/* warp rebuild WARRIORS.WAD: every object an edited `<level>_objs.json` places is one the
 * game can find (docs/patch.md "A new prop"): an emitter (a name starting "part"), an
 * Object List record's name (the list as edited, a new prop's), or a name the level's text
 * already held (the disc's own lines are never second-guessed). */
#ifndef WARP_TOOL_REBUILD_PLACEMENTS_H
#define WARP_TOOL_REBUILD_PLACEMENTS_H

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* Each edited objects file checked: a placed name nothing above knows is refused naming the
 * file, the object and what to do. Runs after rebuild_props (pl->props). 0, or -1 after a
 * message. */
int rebuild_check_placements(const wad_plan *pl, const manifest *m, const char *from);

#endif
