#!/bin/sh
# Guard: no accidental ABI break. Compares the built shared library with the committed
# abidw dump abi/libwarp.abi using abidiff (abigail-tools). Added functions are fine
# (a minor release); removed or changed ones fail (docs/stability.md). Exit 77 = skip.
set -u
lib=$1 baseline=$2 headers=$3
command -v abidiff >/dev/null || { echo "abidiff not installed: skipped"; exit 77; }
[ -f "$baseline" ] || { echo "no baseline $baseline: skipped"; exit 77; }
abidiff --no-added-syms --headers-dir2 "$headers" "$baseline" "$lib"
rc=$?
# abidiff status bits: 1 error, 2 usage, 4 ABI change, 8 incompatible ABI change.
if [ $((rc & 3)) -ne 0 ]; then echo "abidiff failed to run ($rc)"; exit 1; fi
if [ $((rc & 8)) -ne 0 ]; then echo "incompatible ABI change against $baseline"; exit 1; fi
echo "abi: 1 passed, 0 failed"
exit 0
