#!/usr/bin/env bash
# debian-build.sh [OUT]: builds the Debian packages (debian/) from a copy of the committed
# source tree and checks them, as a packager on Debian 12 would:
#   1. debian/libwarp0.symbols matches abi/exported-symbols.txt (tools/debian-symbols.sh);
#   2. `dpkg-buildpackage -us -uc -b` in OUT/src (git ls-files only: no build trees);
#   3. lintian on the .changes: no error (warnings are printed);
#   4. the packages hold what they should: libwarp.so.0 in libwarp0, headers, .so and
#      libwarp.pc in libwarp-dev, warp, warp.1 and the HTML assets in warriors-warp, and
#      no build-tree path in the installed tool;
#   5. a program built with `pkg-config --cflags --libs libwarp` against the dev package
#      runs with the runtime package's library, and the packaged `warp --version` runs.
# Steps 4-5 use the packages unpacked under OUT/root (dpkg-deb -x), so nothing on the
# system changes; with WARP_DEB_INSTALL=1 (as root) they are also installed with apt and
# the program is built against the system's copy. Needs: dpkg-dev, debhelper, lintian
# and the Build-Depends (apt-get build-dep ./ installs them). OUT defaults to _build/debian.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$root/_build/debian}
fail() { echo "debian-build: $*" >&2; exit 1; }

"$root/tools/debian-symbols.sh" --check
for tool in dpkg-buildpackage dh lintian pkg-config; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt install dpkg-dev debhelper lintian pkg-config)"
done
dpkg-checkbuilddeps "$root/debian/control" || fail "missing Build-Depends (apt-get build-dep $root)"

rm -rf "$out"
mkdir -p "$out/src"
# the tree's files (committed, or new and not ignored), not build trees or local junk
(cd "$root" && git ls-files -z --cached --others --exclude-standard) | (cd "$root" && xargs -0 cp --parents -t "$out/src" 2>/dev/null) ||
    fail "copying the source tree failed"
(cd "$out/src" && dpkg-buildpackage -us -uc -b >"$out/build.log" 2>&1) || {
    tail -40 "$out/build.log"
    fail "dpkg-buildpackage failed (log: $out/build.log)"
}
changes=$(ls "$out"/*.changes)
echo "built: $(cd "$out" && ls ./*.deb | tr '\n' ' ')"

lintian --fail-on error "$changes" | tee "$out/lintian.txt" || fail "lintian reports errors ($out/lintian.txt)"
echo "lintian: $(grep -c '^E:' "$out/lintian.txt" || true) errors, $(grep -c '^W:' "$out/lintian.txt" || true) warnings"

# ---- contents ----------------------------------------------------------------------
deb() { ls "$out"/"$1"_*.deb; }
contents() { dpkg-deb -c "$(deb "$1")" | awk '{print $6}'; }
want() { # package, path pattern
    contents "$1" | grep -E "$2" >/dev/null || fail "$1 has no $2" # (no grep -q: pipefail, SIGPIPE)
}
want libwarp0 '/usr/lib/[^/]+/libwarp\.so\.0$'
want libwarp-dev '/usr/include/warp/warp\.h$'
want libwarp-dev '/usr/lib/[^/]+/libwarp\.so$'
want libwarp-dev '/usr/lib/[^/]+/pkgconfig/libwarp\.pc$'
want warriors-warp '/usr/bin/warp$'
want warriors-warp '/usr/share/man/man1/warp\.1\.gz$'
want warriors-warp '/usr/share/warp/html/index\.html$'
want warriors-warp '/usr/share/warp/html/three-viewer\.js$'

sysroot=$out/root
for p in libwarp0 libwarp-dev warriors-warp; do dpkg-deb -x "$(deb $p)" "$sysroot"; done
if grep -q "$out/src" "$sysroot/usr/bin/warp"; then fail "the packaged warp holds the build tree's path"; fi
objdump -p "$sysroot/usr/bin/warp" | grep -E 'NEEDED +libwarp\.so\.0' >/dev/null || fail "the packaged warp does not link libwarp.so.0"
libdir=$(dirname "$(ls "$sysroot"/usr/lib/*/libwarp.so.0)")

# ---- a program against the dev package --------------------------------------------
cat >"$out/app.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <warp/warp.h>
int main(void) {
    /* the linked library's version equals the headers', and a known test vector */
    if (warp_version() != WARP_VERSION) return 1;
    if (warp_name_hash("global.lua") != 0x7E23A6F2u) return 2;
    printf("libwarp %s\n", warp_version_string());
    return 0;
}
C
export PKG_CONFIG_SYSROOT_DIR=$sysroot PKG_CONFIG_PATH=$libdir/pkgconfig PKG_CONFIG_LIBDIR=$libdir/pkgconfig
# shellcheck disable=SC2046
cc -o "$out/app" "$out/app.c" $(pkg-config --cflags --libs libwarp) || fail "the pkg-config build failed"
unset PKG_CONFIG_SYSROOT_DIR PKG_CONFIG_PATH PKG_CONFIG_LIBDIR
LD_LIBRARY_PATH=$libdir "$out/app" || fail "the pkg-config program failed"
LD_LIBRARY_PATH=$libdir "$sysroot/usr/bin/warp" --version || fail "the packaged warp does not run"

if [ "${WARP_DEB_INSTALL:-}" = 1 ]; then
    apt-get install -y -qq "$(deb libwarp0)" "$(deb libwarp-dev)" "$(deb warriors-warp)" >/dev/null
    # shellcheck disable=SC2046
    cc -o "$out/app-installed" "$out/app.c" $(pkg-config --cflags --libs libwarp)
    "$out/app-installed"
    warp --version
    ls /usr/share/warp/html/index.html >/dev/null
fi
echo "debian-build: ok ($out)"
