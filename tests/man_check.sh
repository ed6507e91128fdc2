#!/bin/sh
# The man page: man_check.sh WARP MANPAGE
# 1. it renders without a warning (groff -man -Tutf8 -ww, else man --warnings);
# 2. every command `warp --help` lists has its own subsection (.SS) in the page, so the
#    page keeps up as commands are added (tools/make-man.sh regenerates it).
# Exit 77 (skip) when neither groff nor man is installed.
set -eu
warp=$1 page=$2
err=$(mktemp)
trap 'rm -f "$err"' EXIT
if command -v groff >/dev/null 2>&1; then
    groff -man -Tutf8 -ww -z "$page" 2>"$err" || { cat "$err" >&2; echo "man_check: groff failed on $page" >&2; exit 1; }
elif command -v man >/dev/null 2>&1; then
    MANWIDTH=80 man --warnings -l "$page" >/dev/null 2>"$err" || { cat "$err" >&2; echo "man_check: man failed on $page" >&2; exit 1; }
else
    echo "man_check: neither groff nor man found; skipped"
    exit 77
fi
if [ -s "$err" ]; then
    cat "$err" >&2
    echo "man_check: $page renders with warnings" >&2
    exit 1
fi
# The commands: the lines after "commands:" up to the first blank line, first word each.
commands=$("$warp" --help | awk '/^commands:/ { on = 1; next } on && /^[[:space:]]*$/ { exit } on { print $1 }')
if [ -z "$commands" ]; then
    echo "man_check: no command found in 'warp --help'" >&2
    exit 1
fi
missing=0
for cmd in $commands; do
    if ! grep -Eq "^\.SS \"?$cmd\"?[[:space:]]*$" "$page"; then
        echo "man_check: command '$cmd' (warp --help) has no subsection in $page" >&2
        missing=1
    fi
done
[ $missing = 0 ] || exit 1
echo "man_check: $page renders cleanly and covers:" $commands
