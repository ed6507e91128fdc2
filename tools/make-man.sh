#!/bin/sh
# The tool's man page: examples/warp/warp.1 (installed with the tool) from docs/warp.1.md
# with pandoc, then checked as the 'man' test does (tests/man_check.sh: groff renders it
# without a warning, every command of `warp --help` has its subsection).
# Usage: tools/make-man.sh [WARP]   (WARP: the built tool to check against; default
#        _build/release/examples/warp, skipped when it is not built)
set -eu
cd "$(dirname "$0")/.."
command -v pandoc >/dev/null || { echo "make-man.sh: pandoc not found (apt install pandoc)" >&2; exit 1; }
pandoc -s -t man docs/warp.1.md -o examples/warp/warp.1
echo "examples/warp/warp.1 written"
warp=${1:-_build/release/examples/warp}
if [ -x "$warp" ]; then
    sh tests/man_check.sh "$warp" examples/warp/warp.1
fi
