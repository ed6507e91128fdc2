#!/usr/bin/env bash
# debian-symbols.sh [--check]: writes debian/libwarp0.symbols from abi/exported-symbols.txt
# (every symbol in the LIBWARP_0.1 version node of lib/libwarp.map, since 0.1.0); --check
# compares instead and exits 1 when the committed file is stale (tools/debian-build.sh runs it).
set -euo pipefail
cd "$(dirname "$0")/.."
gen() {
    echo "libwarp.so.0 libwarp0 #MINVER#"
    echo "* Build-Depends-Package: libwarp-dev"
    echo " LIBWARP_0.1@LIBWARP_0.1 0.1.0"
    sed 's/^\(.*\)$/ \1@LIBWARP_0.1 0.1.0/' abi/exported-symbols.txt
}
if [ "${1:-}" = --check ]; then
    if ! gen | diff -u debian/libwarp0.symbols -; then
        echo "debian/libwarp0.symbols is stale: run tools/debian-symbols.sh"
        exit 1
    fi
else
    gen >debian/libwarp0.symbols
fi
