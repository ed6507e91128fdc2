/* warp rebuild WARRIORS.WAD: the game's text entries written again from their edited JSON:
 * object placements (<level>_objs.json -> <level>_objs.txt, objs_text.c) and font metrics
 * (cn12.json -> the METRICS1 text cn12.met, metrics_text.c) (texts.c). */
#ifndef WARP_TOOL_REBUILD_TEXTS_H
#define WARP_TOOL_REBUILD_TEXTS_H

#include "rebuild/manifest.h"
#include "rebuild/wad_plan.h"

/* Every objects or font metrics file that changed, its entry's text written again (the entry
 * resized, the later ones moved by the layout). *replaced: the entries changed. 0, or -1
 * after a message. */
int rebuild_texts(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced);

#endif
