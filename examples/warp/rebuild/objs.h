/* warp rebuild WARRIORS.WAD: edited object placements (<level>_objs.json) put back into
 * their <level>_objs.txt entry (objs.c, through objs_text.c). */
#ifndef WARP_TOOL_REBUILD_OBJS_H
#define WARP_TOOL_REBUILD_OBJS_H

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* Every objects file that changed, its entry's text written again (the entry resized, the
 * later ones moved by the layout). *replaced: the entries changed. 0, or -1 after a message. */
int rebuild_objs(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
