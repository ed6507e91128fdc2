#!/bin/sh
# png_check.sh PROGRAM...: each program writes PNGs into a fresh folder; pngcheck must
# accept every one. Exit 77 (skipped) when pngcheck is not installed.
command -v pngcheck >/dev/null 2>&1 || { echo "pngcheck not installed"; exit 77; }
status=0
for prog in "$@"; do
    dir=$(mktemp -d) || exit 1
    if ! "$prog" "$dir"; then
        echo "FAIL: $prog"
        status=1
    elif ! pngcheck -v "$dir"/*.png; then
        status=1
    fi
    rm -rf "$dir"
done
exit $status
