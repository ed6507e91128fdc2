/* warp rebuild FILE.dff --from DIR -o NEW.dff: edited models of a standalone RenderWare
 * model file put back (docs/tool.md "Editing models"). */
#ifndef WARP_TOOL_REBUILD_DFF_H
#define WARP_TOOL_REBUILD_DFF_H

/* 0, or 1 after a message (nothing written). */
int rebuild_dff(const char *input, const char *from, const char *output, int quiet);

#endif
