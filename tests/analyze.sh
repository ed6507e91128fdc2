#!/usr/bin/env bash
# tests/analyze.sh: gcc's static analyzer (-fanalyzer) over every file of lib/, compiled
# only (no link), as the library is built. Exit 1 on any finding; docs/hardening.md
# explains each one that is accepted (none at the moment). About a minute on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
cc=${CC_ANALYZE:-gcc}
jobs=$(nproc 2>/dev/null || echo 2)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
find lib -name '*.c' | sort | xargs -P "$jobs" -I{} sh -c \
    '"$0" -std=c11 -O1 -fanalyzer -Wall -Wextra -Iinclude -Ilib -DWARP_BUILDING_LIBRARY -c "$1" -o /dev/null \
        2>"$2/$(echo "$1" | tr / _).log"' "$cc" {} "$out"
findings=$(cat "$out"/*.log | grep -c 'warning:\|error:' || true)
cat "$out"/*.log
echo "analyze.sh: $(find lib -name '*.c' | wc -l) files, $findings findings"
[ "$findings" -eq 0 ]
