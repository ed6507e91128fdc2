#!/bin/sh
# The Windows zip: cross-builds libwarp and warp.exe with mingw-w64
# (cross/x86_64-w64-mingw32.txt; zlib, libdeflate and libspng from subprojects/, linked in)
# and packs
#   libwarp-<version>-win64/bin/warp.exe             the tool, one static program
#   libwarp-<version>-win64/bin/libwarp-0.dll        the DLL (exports abi/exported-symbols.txt)
#   libwarp-<version>-win64/lib/libwarp.dll.a        its import library (gcc/clang: -lwarp)
#   libwarp-<version>-win64/lib/libwarp.a            the static library
#   libwarp-<version>-win64/include/warp/*.h         the headers
#   libwarp-<version>-win64/share/warp/html/         the extraction index's page (found beside bin/)
#   libwarp-<version>-win64/README.md, COPYING, licenses/  libwarp's and the linked-in libraries'
# into _build/libwarp-<version>-win64.zip.
# Usage: tools/windows-zip.sh [--check] [build-dir]   (default _build/win-release)
#   --check  also unpacks the zip into a temporary folder and, under wine, runs
#            bin/warp.exe sample and extract there: the index page must come from the zip.
set -eu
cd "$(dirname "$0")/.."
root=$PWD
check=0
if [ "${1:-}" = --check ]; then check=1; shift; fi
build=${1:-_build/win-release}
if [ -f "$build/build.ninja" ]; then
    meson setup --reconfigure "$build" --cross-file cross/x86_64-w64-mingw32.txt >/dev/null
else
    meson setup "$build" --cross-file cross/x86_64-w64-mingw32.txt -Dbuildtype=release -Dtests=false >/dev/null
fi
ninja -C "$build" lib/libwarp-0.dll lib/libwarp.a examples/warp.exe >/dev/null
version=$(meson introspect --projectinfo "$build" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
name=libwarp-$version-win64
stage=$root/_build/$name
rm -rf "$stage" "$stage.zip"
mkdir -p "$stage/bin" "$stage/lib" "$stage/include/warp" "$stage/share/warp/html" "$stage/licenses"
cp "$build/lib/libwarp-0.dll" "$build/examples/warp.exe" "$stage/bin/"
x86_64-w64-mingw32-strip --strip-unneeded "$stage/bin/libwarp-0.dll" "$stage/bin/warp.exe"
cp "$build/lib/libwarp.dll.a" "$build/lib/libwarp.a" "$stage/lib/"
cp include/warp/*.h "$stage/include/warp/"
# the files examples/meson.build installs (html_assets), not the viewer bundle's sources
for f in index.html index.js index.css three-viewer.js LICENSE-three.txt; do cp "examples/warp/formats/html/$f" "$stage/share/warp/html/"; done
cp README.md COPYING "$stage/"
# Licences of what warp.exe links in: the wraps (unpacked by the build) and winpthreads
# (mingw-w64's POSIX threads, MIT; Debian's copyright file for the whole of mingw-w64).
# three.js's is share/warp/html/LICENSE-three.txt.
cp subprojects/zlib-*/LICENSE "$stage/licenses/zlib.txt"
cp subprojects/libdeflate-*/COPYING "$stage/licenses/libdeflate.txt"
cp subprojects/libspng-*/LICENSE "$stage/licenses/libspng.txt"
if [ -f /usr/share/doc/mingw-w64-x86-64-dev/copyright ]; then
    cp /usr/share/doc/mingw-w64-x86-64-dev/copyright "$stage/licenses/mingw-w64.txt"
fi
(cd "$root/_build" && rm -f "$name.zip" && python3 -m zipfile -c "$name.zip" "$name")
echo "$root/_build/$name.zip"
[ $check = 1 ] || exit 0

# ---- --check: the unpacked zip works on its own -------------------------------------------
command -v wine >/dev/null || { echo "windows-zip: --check needs wine"; exit 1; }
export WINEDEBUG=${WINEDEBUG:--all} LC_ALL=C.UTF-8
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && python3 -m zipfile -e "$root/_build/$name.zip" .)
exe=$tmp/$name/bin/warp.exe
cd "$tmp"
wine "$exe" sample sample >/dev/null
# the page is found beside bin/ (before the folders compiled in): a marked copy proves it
echo '// from the zip' >>"$tmp/$name/share/warp/html/index.js"
env -u WARP_HTML_DIR wine "$exe" extract 'sample\WARRIORS.WAD' --names 'sample\names.txt' -o out -q
for f in sample/WARRIORS.WAD sample/WARRIORS.DIR out/manifest.json out/index.html out/index-files/data.js; do
    [ -s "$f" ] || { echo "windows-zip: --check: $f missing"; exit 1; }
done
grep -q '"status": "complete"' out/manifest.json || { echo "windows-zip: --check: the extraction did not complete"; exit 1; }
cmp -s out/index-files/index.js "$tmp/$name/share/warp/html/index.js" ||
    { echo "windows-zip: --check: the page's index.js is not the zip's"; exit 1; }
pngs=$(find out -name '*.png' | wc -l) glbs=$(find out -name '*.glb' | wc -l) wavs=$(find out -name '*.wav' | wc -l)
[ "$pngs" -gt 0 ] && [ "$glbs" -gt 0 ] && [ "$wavs" -gt 0 ] || { echo "windows-zip: --check: outputs missing"; exit 1; }
echo "windows-zip: --check: warp.exe sample + extract from the unpacked zip: $pngs PNG, $glbs .glb, $wavs WAV, index.html"
