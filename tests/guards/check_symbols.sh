#!/bin/sh
# Guard: the core is freestanding and exports only warp_* symbols.
#  1. undefined symbols of the static library are only mem* (and the stack protector; bcmp is
#     clang's lowering of memcmp(...) == 0);
#  2. the shared library's exported symbols equal the committed list abi/exported-symbols.txt;
#  3. every global symbol the static library defines is warp_* (public) or warp__* (internal,
#     reserved): a host linking libwarp.a statically cannot clash with it (issue 28).
set -eu
static_lib=$1 shared_lib=$2 list=$3
fail=0
defined=$(nm --defined-only "$static_lib" | awk 'NF==3 {print $3}' | sort -u)
undef=$(nm -u "$static_lib" | awk 'NF==2 && $1=="U" {print $2}' | sort -u | comm -23 - "$(printf '%s\n' "$defined" > "${TMPDIR:-/tmp}/warp_defined.$$"; echo "${TMPDIR:-/tmp}/warp_defined.$$")" |
        grep -Ev '^(memcpy|memset|memmove|memcmp|bcmp|__stack_chk_fail|__stack_chk_guard|_GLOBAL_OFFSET_TABLE_)$' || true)
if [ -n "$undef" ]; then
    echo "core calls outside mem*: $undef"
    fail=1
fi
exported=$(nm -D --defined-only "$shared_lib" | awk '$2 ~ /^[TDBR]$/ {print $3}' | sed 's/@.*//' | sort -u)
if ! echo "$exported" | diff -u "$list" - ; then
    echo "exported symbols differ from $list (update the list if the change is intended)"
    fail=1
fi
globals=$(nm -g --defined-only "$static_lib" | awk 'NF==3 && $2 ~ /^[A-Z]$/ {print $3}' | sort -u)
unprefixed=$(echo "$globals" | grep -v '^warp_' || true)
if [ -n "$unprefixed" ]; then
    echo "global symbols of the static library without the warp_ prefix (use warp__ for internals):" $unprefixed
    fail=1
fi
[ -n "$globals" ] || { echo "no global symbols read from $static_lib"; fail=1; }
rm -f "${TMPDIR:-/tmp}/warp_defined.$$"
bad=$(echo "$exported" | grep -v '^warp_' || true)
[ -z "$bad" ] || { echo "non-warp_ exports: $bad"; fail=1; }
[ $fail -eq 0 ] && echo "symbols: 1 passed, 0 failed"
exit $fail
