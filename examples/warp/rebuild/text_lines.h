/* warp rebuild: where each line of a game text file starts (objs_text.c, metrics_text.c), so
 * the lines a user did not change are kept byte for byte. */
#ifndef WARP_TOOL_REBUILD_TEXT_LINES_H
#define WARP_TOOL_REBUILD_TEXT_LINES_H

#include <stddef.h>
#include <stdint.h>

/* The lines as the library's text readers split them (LF, CR LF or CR; trailing NUL bytes
 * left out): at[k] is the offset of 1-based line k, at[*lines + 1] the end of the text
 * (malloc'ed; NULL when out of memory). */
size_t *text_lines(const uint8_t *p, size_t len, uint32_t *lines);

#endif
