#!/bin/sh
# The source release: `meson dist` packs the committed tree (git archive of HEAD: no build
# folders, no unpacked wraps; subprojects/packagecache/ comes along, so the tarball builds
# its fallbacks with no network) into _build/libwarp-<version>.tar.xz, with its .sha256sum.
# Usage: tools/source-release.sh [--check]
#   --check  also unpacks the tarball into a temporary folder, builds it there and runs its
#            test suite (the corpus tests skip: the tarball carries no corpus).
set -eu
cd "$(dirname "$0")/.."
root=$PWD
check=0
[ "${1:-}" = --check ] && check=1
build=_build/dist
if [ ! -f "$build/build.ninja" ]; then meson setup "$build" -Dbuildtype=release >/dev/null; fi
# the tests are run by --check on the unpacked copy, where their output can be read
meson dist -C "$build" --formats xztar --no-tests >/dev/null
version=$(meson introspect --projectinfo "$build" | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])')
name=libwarp-$version
cp "$build/meson-dist/$name.tar.xz" "$build/meson-dist/$name.tar.xz.sha256sum" _build/
echo "$root/_build/$name.tar.xz ($(wc -c <"_build/$name.tar.xz") bytes, $(tar tJf "_build/$name.tar.xz" | grep -cv '/$') files)"
[ $check = 1 ] || exit 0

# ---- --check: the tarball builds and passes its tests on its own -------------------------
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd _build && sha256sum -c "$name.tar.xz.sha256sum" >/dev/null)
tar xJf "_build/$name.tar.xz" -C "$tmp"
cd "$tmp/$name"
for f in _build .git subprojects/zlib-1.2.13.dfsg; do
    [ ! -e "$f" ] || { echo "source-release: --check: $f is in the tarball"; exit 1; }
done
meson setup build -Dbuildtype=debugoptimized >/dev/null
ninja -C build >/dev/null
meson test -C build --num-processes "$(nproc 2>/dev/null || echo 2)" --print-errorlogs >test.log 2>&1 || {
    tail -40 test.log; echo "source-release: --check: tests failed in the unpacked tarball"; exit 1; }
grep -E '^(Ok|Fail|Skipped|Timeout):' test.log | tr -s ' ' | paste -sd ' ' | sed 's/^/source-release: --check: tests from the tarball: /'
