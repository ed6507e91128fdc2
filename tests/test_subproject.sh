#!/bin/sh
# README "Building against it": libwarp as a meson subproject of another project builds
# without -Werror and without its tests, and `dependency('libwarp')` links.
# test_subproject.sh SOURCE_ROOT. Exit 77 (skip) without meson/ninja.
set -eu
src=$(cd "$1" && pwd)
command -v meson >/dev/null && command -v ninja >/dev/null || { echo "no meson/ninja: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
mkdir -p "$tmp/parent/subprojects"
ln -s "$src" "$tmp/parent/subprojects/libwarp"
cat > "$tmp/parent/meson.build" <<'MESON'
project('parent', 'c', default_options : ['c_std=c11'])
executable('app', 'app.c', dependencies : dependency('libwarp'))
MESON
cat > "$tmp/parent/app.c" <<'C'
#include <stdio.h>
#include <warp/warp.h>
int main(void) { printf("%s %d\n", warp_version_string(), (int)(warp_wad_sizeof() % WARP_ALIGN)); return 0; }
C
# the source tree's own _build folders must not leak in: meson uses a fresh build dir
(cd "$tmp/parent" && meson setup build >/dev/null) || fail "meson setup of the parent"
tests=$(cd "$tmp/parent" && meson introspect build --tests)
[ "$tests" = "[]" ] || fail "the subproject registered tests: $tests"
grep -q -- '-Werror' "$tmp/parent/build/build.ninja" && fail "-Werror reached the parent's build"
# the library alone: no tool, no examples (issue 28)
exes=$(cd "$tmp/parent" && meson introspect build --targets |
    python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin) if t["type"] == "executable"))')
[ "$exes" = "app" ] || fail "the subproject built programs of its own: $exes"
nice ninja -C "$tmp/parent/build" app >/dev/null || fail "build of the parent"
out=$("$tmp/parent/build/app")
[ "$out" = "$(grep -o 'version : .[0-9.]*' "$src/meson.build" | grep -o '[0-9.]*$') 0" ] || fail "app printed '$out'"
# -Dtool=false at the top: the library, its headers and libwarp.pc, nothing else
meson setup "$tmp/libonly" "$src" -Dtool=false >/dev/null || fail "meson setup -Dtool=false"
exes=$(meson introspect "$tmp/libonly" --targets |
    python3 -c 'import json,sys; print(" ".join(t["name"] for t in json.load(sys.stdin) if t["type"] == "executable"))')
[ -z "$exes" ] || fail "-Dtool=false built programs: $exes"
meson introspect "$tmp/libonly" --installed | grep -q 'bin/warp' && fail "-Dtool=false installs the tool"
echo "subproject: 2 passed, 0 failed"
