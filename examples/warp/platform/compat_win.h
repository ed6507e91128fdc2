/* What compat_win.c and compat_win_sys.c share (Windows only). */
#ifndef WARP_TOOL_COMPAT_WIN_H
#define WARP_TOOL_COMPAT_WIN_H

#include <wchar.h>
#include <windows.h>

/* errno for a Win32 error code. */
int compat_errno_of(DWORD err);
/* UTF-8 -> UTF-16 (malloc'ed; "\\?\" + the full path when it is too long for the plain
 * API), and back. NULL with errno set (EILSEQ: not UTF-8). */
wchar_t *compat_widen(const char *s);
char *compat_narrow(const wchar_t *w);

#endif
