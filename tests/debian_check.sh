#!/usr/bin/env bash
# The Debian packages (tools/debian-build.sh: dpkg-buildpackage, lintian without errors, a
# pkg-config program against the dev package). About a minute on 2 cores, so it runs only when
# asked (tests/run.sh does): WARP_TEST_DEBIAN=1 meson test -C build debian. Exit 77 (skip) otherwise, or
# without dpkg-buildpackage.
set -euo pipefail
if [ "${WARP_TEST_DEBIAN:-}" != 1 ]; then
    echo "skip: set WARP_TEST_DEBIAN=1 to build and check the Debian packages"
    exit 77
fi
command -v dpkg-buildpackage >/dev/null || { echo "skip: no dpkg-buildpackage (apt install dpkg-dev debhelper lintian)"; exit 77; }
exec "$1" "$2"
