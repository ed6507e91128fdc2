#!/bin/sh
# A Windows program as one native command, for the test scripts that take the tool's path
# (sample_e2e.py, windows_compare.sh): WINE_EXE=path/warp.exe wine_tool.sh ARGS...
# Wine passes the arguments on as UTF-16 when the locale is UTF-8.
export LC_ALL=C.UTF-8 WINEDEBUG="${WINEDEBUG:--all}"
exec "${WINE:-wine}" "$WINE_EXE" "$@"
