#!/usr/bin/env bash
# bench/mod_bench.sh WARP MAKE_WAD [MEGABYTES=1536] [WORKDIR=_build/mod-bench]
# `warp mod apply` of a 10-file mod to a synthetic disc-like WAD (bench/make_wad), against the
# full `warp rebuild` of the same edits in the same run (warm cache, one run each):
#   cat       the WAD copied with cat (the baseline: the same bytes read and written)
#   apply     warp mod apply MOD.warpmod WARRIORS.WAD: only the 10 touched entries extracted
#             (every entry classified, only the touched resources' copies hashed, no name
#             harvest), the rest copied by the rebuild in runs of unchanged entries
#   rebuild   warp rebuild WARRIORS.WAD --from the modder's extraction (--only textures): every
#             texture PNG of the WAD read and compared
# Prints seconds, peak RSS (/usr/bin/time -v) and the package's size against the edited files;
# fails when the two WADs differ.
set -euo pipefail
warp=${1:?usage: mod_bench.sh WARP MAKE_WAD [MEGABYTES] [WORKDIR]}
make_wad=${2:?usage: mod_bench.sh WARP MAKE_WAD [MEGABYTES] [WORKDIR]}
mb=${3:-1536}
work=${4:-_build/mod-bench}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work/in"
"$make_wad" "$work/in" "$mb" >/dev/null
"$warp" extract "$work/in/WARRIORS.WAD" -o "$work/ex" --only textures --no-html --no-thumbnails --quiet
# ten texture PNGs of ten entries edited: palette indices shifted by one
edited=$(python3 - "$work/ex" "$here/../tests" <<'PY'
import json, os, sys
sys.path.insert(0, sys.argv[2])
from png_py import png_read, png_write
ex, n = sys.argv[1], 0
for e in json.load(open(os.path.join(ex, "manifest.json")))["entries"]:
    t = [o for o in e.get("outputs", []) if o["kind"] == "texture"]
    if t and n < 10:
        p = os.path.join(ex, t[0].get("folder", e["folder"]), t[0]["file"])
        w, h, idx, pal, _ = png_read(p)
        png_write(p, w, h, [(i + 1) % len(pal) for i in idx], pal)
        n += 1
        print(p)
PY
)
[ "$(echo "$edited" | wc -l)" -eq 10 ] || { echo "mod_bench: fewer than 10 texture PNGs" >&2; exit 1; }
"$warp" mod create "$work/ex" -o "$work/ten.warpmod" --title "ten textures" --quiet
files_bytes=$(echo "$edited" | xargs stat -c %s | paste -sd+ | bc)

timed() { # name, command...: "seconds peak_kib"
    sync
    /usr/bin/time -v -o "$work/$1.time" "${@:2}" >/dev/null 2>"$work/$1.err" || { cat "$work/$1.err" >&2; exit 1; }
    local wall rss
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/$1.time" |
           awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
    rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/$1.time")
    echo "$wall $rss"
}
cat "$work/in/WARRIORS.WAD" >/dev/null # warm the cache
read -r t_cat r_cat < <(timed cat sh -c "cat '$work/in/WARRIORS.WAD' > '$work/cat.WAD'")
rm -f "$work/cat.WAD"
read -r t_apply r_apply < <(timed apply "$warp" mod apply "$work/ten.warpmod" "$work/in/WARRIORS.WAD" -o "$work/applied" -q)
read -r t_rb r_rb < <(timed rebuild "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/ex" -o "$work/rebuilt" -q)
cmp -s "$work/applied/WARRIORS.WAD" "$work/rebuilt/WARRIORS.WAD" && cmp -s "$work/applied/WARRIORS.DIR" "$work/rebuilt/WARRIORS.DIR" ||
    { echo "mod_bench: mod apply and rebuild differ" >&2; exit 1; }
cmp -s "$work/in/WARRIORS.WAD" "$work/applied/WARRIORS.WAD" && { echo "mod_bench: the WAD did not change" >&2; exit 1; }
size=$(stat -c %s "$work/in/WARRIORS.WAD")
entries=$(( $(stat -c %s "$work/in/WARRIORS.DIR") / 12 ))
printf 'WAD: %.0f MB, about %d entries; mod: 10 files, %d bytes in a %d-byte package\n' \
    "$(echo "$size / 1000000" | bc -l)" "$entries" "$files_bytes" "$(stat -c %s "$work/ten.warpmod")"
printf '%-8s %8.2f s %9d KiB peak  %6.2fx cat\n' cat "$t_cat" "$r_cat" 1
printf '%-8s %8.2f s %9d KiB peak  %6.2fx cat\n' apply "$t_apply" "$r_apply" "$(echo "$t_apply / $t_cat" | bc -l)"
printf '%-8s %8.2f s %9d KiB peak  %6.2fx cat\n' rebuild "$t_rb" "$r_rb" "$(echo "$t_rb / $t_cat" | bc -l)"
printf 'apply / rebuild: %.2f; the two WADs are identical\n' "$(echo "$t_apply / $t_rb" | bc -l)"
