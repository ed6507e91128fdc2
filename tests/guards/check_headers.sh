#!/bin/sh
# Guard: every public header compiles on its own, as the first and only include, in C
# (C11, -pedantic) and in C++; headers and docs cite no file users lack (issue 28).
# Usage: check_headers.sh INCLUDE_DIR C_COMPILER [CXX_COMPILER]
set -u
inc=$1 cc=$2 cxx=${3:-}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0 n=0
for h in "$inc"/warp/*.h; do
    name=$(basename "$h")
    # names of the core, which a header that skipped warp/core.h would not have
    printf '#include <warp/%s>\nstatic const int used = WARP_OK + (int)sizeof(warp_limits);\nint main(void) { return used - used; }\n' \
        "$name" > "$tmp/one.c"
    if ! "$cc" -std=c11 -Wall -Wextra -Werror -pedantic -I"$inc" -fsyntax-only "$tmp/one.c" 2> "$tmp/err"; then
        echo "C:   warp/$name does not compile alone:"; cat "$tmp/err"; fail=1
    fi
    if [ -n "$cxx" ]; then
        cp "$tmp/one.c" "$tmp/one.cpp"
        if ! "$cxx" -Wall -Wextra -Werror -pedantic -I"$inc" -fsyntax-only "$tmp/one.cpp" 2> "$tmp/err"; then
            echo "C++: warp/$name does not compile alone:"; cat "$tmp/err"; fail=1
        fi
    fi
    n=$((n + 1))
done
[ "$n" -gt 1 ] || { echo "no headers under $inc/warp"; exit 1; }
# What users read cites what users have: our docs/ pages, not the project's research
# digests (FACTS*.md, SA-PS2.md, shared/spec), which are not shipped.
if grep -nE 'FACTS|SA-PS2|shared/spec|spec/0' "$inc"/warp/*.h "$inc"/../docs/*.md "$inc"/../README.md; then
    echo "public headers and docs must cite docs/ pages instead of the lines above"; fail=1
fi
[ "$fail" = 0 ] && echo "$n headers compile alone"
exit $fail
