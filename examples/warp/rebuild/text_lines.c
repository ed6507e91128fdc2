/* warp rebuild: line starts of a game text file (text_lines.h). */
#include "rebuild/text_lines.h"

#include <stdlib.h>

size_t *text_lines(const uint8_t *p, size_t len, uint32_t *lines) {
    size_t end = len, n = 0;
    while (end > 0 && p[end - 1] == 0) end--;
    for (size_t i = 0; i < end; i++) n += p[i] == '\n' || (p[i] == '\r' && (i + 1 >= end || p[i + 1] != '\n'));
    size_t *at = malloc((n + 3) * sizeof *at);
    if (!at) return NULL;
    size_t k = 1;
    at[1] = 0;
    for (size_t i = 0; i < end; i++) {
        if (p[i] == '\r' && i + 1 < end && p[i + 1] == '\n') i++;
        if ((p[i] == '\n' || p[i] == '\r') && i + 1 < end) at[++k] = i + 1;
    }
    *lines = end ? (uint32_t)k : 0;
    at[*lines + 1] = end;
    return at;
}
