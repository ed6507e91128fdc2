#!/bin/sh
# The Windows zip: cross-builds libwarp with mingw-w64 (cross/x86_64-w64-mingw32.txt) and packs
#   libwarp-<version>-win64/bin/libwarp-0.dll        the DLL (exports abi/exported-symbols.txt)
#   libwarp-<version>-win64/lib/libwarp.dll.a        its import library (gcc/clang: -lwarp)
#   libwarp-<version>-win64/lib/libwarp.a            the static library
#   libwarp-<version>-win64/include/warp/*.h         the headers
#   libwarp-<version>-win64/README.md, COPYING
# into _build/libwarp-<version>-win64.zip. warp.exe is not in it yet (the tool is POSIX-only).
# Usage: tools/windows-zip.sh [build-dir]   (default _build/win-release)
set -eu
cd "$(dirname "$0")/.."
root=$PWD
build=${1:-_build/win-release}
if [ -f "$build/build.ninja" ]; then
    meson setup --reconfigure "$build" --cross-file cross/x86_64-w64-mingw32.txt >/dev/null
else
    meson setup "$build" --cross-file cross/x86_64-w64-mingw32.txt -Dbuildtype=release -Dtests=false >/dev/null
fi
ninja -C "$build" lib/libwarp-0.dll lib/libwarp.a >/dev/null
version=$(meson introspect --projectinfo "$build" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
name=libwarp-$version-win64
stage=$root/_build/$name
rm -rf "$stage" "$stage.zip"
mkdir -p "$stage/bin" "$stage/lib" "$stage/include/warp"
cp "$build/lib/libwarp-0.dll" "$stage/bin/"
x86_64-w64-mingw32-strip --strip-unneeded "$stage/bin/libwarp-0.dll"
cp "$build/lib/libwarp.dll.a" "$build/lib/libwarp.a" "$stage/lib/"
cp include/warp/*.h "$stage/include/warp/"
cp README.md COPYING "$stage/"
(cd "$root/_build" && python3 -m zipfile -c "$name.zip" "$name")
echo "$root/_build/$name.zip"
