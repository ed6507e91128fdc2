#!/usr/bin/env bash
# warp.exe under wine against the Linux warp on the same inputs: every output file byte for
# byte (PNG, JSON, .glb, WAV, raw copies, the index page). Cases:
#   sample       `warp sample`
#   extract      the sample WAD, Windows paths with backslashes
#   rebuild-wad  warp rebuild of the sample WAD with every texture repainted
#   drive-utf8   the same to Z:\...\<UTF-8 name> (and a sample written there)
#   resume       an interrupt after 5 entries (--jobs 1), then --resume; both states compared
#   ctrl-c       a real SIGINT into warp.exe on a 40 MB synthetic WAD, then --resume
#   corpus       single-file extraction of 20 corpus files, and `warp rebuild` of the
#                dictionaries among them (skipped without ../shared/corpus)
# Usage: windows_compare.sh LINUX_WARP WARP_EXE OUTDIR [CORPUS]
# Exit 77 (skip) without wine or either program; 1 when any file differs or is missing.
set -u
linux=$1 exe=$2 out=$3 corpus=${4:-}
command -v wine >/dev/null || { echo "windows_compare: no wine: skipped"; exit 77; }
[ -x "$linux" ] && [ -f "$exe" ] || { echo "windows_compare: $linux or $exe missing: skipped"; exit 77; }
here=$(cd "$(dirname "$0")" && pwd)
linux=$(cd "$(dirname "$linux")" && pwd)/$(basename "$linux")
[ -z "$corpus" ] || [ ! -d "$corpus" ] || corpus=$(cd "$corpus" && pwd)
export WARP_TESTS=$here
export WINE_EXE=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
export LC_ALL=C.UTF-8 WINEDEBUG=${WINEDEBUG:--all}
w=$here/wine_tool.sh # warp.exe through wine, as one command
rm -rf "$out"
mkdir -p "$out/l" "$out/w"
cd "$out" || exit 1
status=0 cases=0 files=0

# compare NAME LINUX_DIR WINDOWS_DIR: the same files, each the same bytes.
compare() {
    local name=$1 a=$2 b=$3 same=0 differ=0 only=0 f
    while IFS= read -r f; do
        if [ ! -f "$a/$f" ] || [ ! -f "$b/$f" ]; then
            only=$((only + 1)); echo "  $name: only in $([ -f "$a/$f" ] && echo Linux || echo Windows): $f"
        elif cmp -s "$a/$f" "$b/$f"; then
            same=$((same + 1))
        else
            differ=$((differ + 1)); echo "  $name: differs: $f"
        fi
    done < <({ (cd "$a" && find . -type f); (cd "$b" && find . -type f); } | sed 's|^\./||' | sort -u)
    echo "$name: $same files identical, $differ differ, $only on one side only"
    cases=$((cases + 1)) files=$((files + same))
    [ $same -gt 0 ] && [ $differ -eq 0 ] && [ $only -eq 0 ] || status=1
}

# run DIR WHAT WANT_STATUS CMD...: CMD in DIR must exit with WANT_STATUS (output in WHAT.log).
run() {
    local dir=$1 what=$2 want=$3 rc=0
    shift 3
    (cd "$dir" && "$@") >"$what.log" 2>&1 || rc=$?
    if [ $rc -ne "$want" ]; then echo "  $what: exit $rc, expected $want:"; sed 's/^/    /' "$what.log"; status=1; fi
}

# sample
run l l-sample 0 "$linux" sample sample
run w w-sample 0 "$w" sample sample
compare sample l/sample w/sample

# extract of the sample WAD; the manifest names the WAD as given, so the same relative path
run l l-extract 0 "$linux" extract sample/WARRIORS.WAD --names sample/names.txt -o x
run w w-extract 0 "$w" extract 'sample\WARRIORS.WAD' --names 'sample\names.txt' -o x
compare extract l/x w/x

# warp rebuild of the sample WAD from its extraction with every texture PNG repainted in
# RGBA (palettised ones quantised, others re-encoded; mips rebuilt): WAD and DIR compared
cp -r l/x l/xe
python3 - l/xe <<'PY' || status=1
import json, os, sys
sys.path.insert(0, os.environ["WARP_TESTS"])
from png_py import png_read, png_write
root = sys.argv[1]
m = json.load(open(os.path.join(root, "manifest.json")))
for e in m["entries"]:
    for o in e.get("outputs", []):
        if o.get("kind") == "texture" and o.get("file", "").endswith(".png") and "dictionary_offset" in o:
            path = os.path.join(root, e["folder"], o["file"])
            w, h, _, _, rgba = png_read(path)
            png_write(path, w, h, rgba=bytes((v * 7 + i // 4) & 255 if i % 4 != 3 else v
                                             for i, v in enumerate(rgba)))
PY
cp -r l/xe w/xe
run l l-rebuild 0 "$linux" rebuild sample/WARRIORS.WAD --from xe -o mod -q
run w w-rebuild 0 "$w" rebuild 'sample\WARRIORS.WAD' --from xe -o mod -q
compare rebuild-wad l/mod w/mod

# a drive letter and a UTF-8 folder name
name='Übersetzung-Ω-日本'
zdir="Z:$(pwd | tr / '\\')\\w\\$name"
run l l-utf8 0 "$linux" sample "$name-sample"
run w w-utf8 0 "$w" sample "$zdir-sample"
compare drive-utf8-sample "l/$name-sample" "w/$name-sample"
run l l-utf8x 0 "$linux" extract sample/WARRIORS.WAD --names sample/names.txt -o "$name"
run w w-utf8x 0 "$w" extract 'sample\WARRIORS.WAD' --names 'sample\names.txt' -o "$zdir"
compare drive-utf8-extract "l/$name" "w/$name"

# interrupted after 5 entries (the tool's test hook raises SIGTERM: exit 143), then --resume
run l l-stop 143 env WARP_TEST_STOP_AFTER=5 "$linux" extract sample/WARRIORS.WAD --names sample/names.txt -o r --jobs 1
run w w-stop 143 env WARP_TEST_STOP_AFTER=5 "$w" extract sample/WARRIORS.WAD --names sample/names.txt -o r --jobs 1
compare interrupted l/r w/r
run l l-resume 0 "$linux" extract sample/WARRIORS.WAD --names sample/names.txt -o r --resume
run w w-resume 0 "$w" extract sample/WARRIORS.WAD --names sample/names.txt -o r --resume
compare resumed l/r w/r

# a real SIGINT (what Ctrl-C sends; wine delivers it as a console Ctrl-C event) into a run on
# a bigger synthetic WAD (bench/make_wad beside the Linux tool's build), then --resume: the
# result must equal the Linux tool's uninterrupted extraction
make_wad=$(dirname "$linux")/../bench/make_wad
if [ -x "$make_wad" ]; then
    mkdir -p big && "$make_wad" big 40 >/dev/null
    run l l-big 0 "$linux" extract ../big/WARRIORS.WAD -o big -q --png-level 9
    (cd w && exec "$w" extract ../big/WARRIORS.WAD -o big -q --jobs 1 --png-level 9) >w-ctrlc.log 2>&1 &
    pid=$!
    for _ in $(seq 600); do # the signal once 20 entries have their folder (at most 30 s)
        [ "$(find w/big -mindepth 1 -maxdepth 1 -type d 2>/dev/null | wc -l)" -ge 20 ] && break
        sleep 0.05
    done
    kill -INT $pid 2>/dev/null
    rc=0; wait $pid || rc=$?
    if [ $rc -eq 130 ] && grep -q "interrupted (SIGINT)" w-ctrlc.log && grep -q '"status": "interrupted"' w/big/manifest.json; then
        echo "ctrl-c: warp.exe stopped by SIGINT: $(grep -o '[0-9]* of [0-9]* entries done' w-ctrlc.log)"
    else
        echo "  ctrl-c: exit $rc, expected 130 and an interrupted manifest:"; sed 's/^/    /' w-ctrlc.log; status=1
    fi
    run w w-big 0 "$w" extract ../big/WARRIORS.WAD -o big -q --png-level 9 --resume
    compare ctrl-c-resumed l/big w/big
else
    echo "ctrl-c: no $make_wad: skipped"
fi

# corpus files, one extraction each (the same absolute input path on both sides)
if [ -n "$corpus" ] && [ -f "$corpus/MANIFEST.md" ]; then
    picked=$(cd "$corpus" && find ps2 ps2-more other -type f \( -iname '*.txd' -o -iname '*.dff' \) | sort | awk 'NR % 6 == 1' | head -20)
    n=0
    for f in $picked; do
        n=$((n + 1))
        # exit 1 is a file the tool rejects (the `other/` ones): both must agree on it
        rc=0; "$linux" extract "$corpus/$f" -o "l/corpus/$n" -q >/dev/null 2>"l-corpus-$n.err" || rc=$?
        wrc=0; "$w" extract "$corpus/$f" -o "w/corpus/$n" -q >/dev/null 2>"w-corpus-$n.err" || wrc=$?
        if [ $rc -ne $wrc ]; then echo "  corpus $f: exit $rc on Linux, $wrc on Windows"; status=1; fi
    done
    compare "corpus ($n files)" l/corpus w/corpus
    # `warp rebuild` of the extracted dictionaries (unedited: PNGs decoded, compared, copied)
    n=0
    for f in $picked; do
        n=$((n + 1))
        case $f in *.txd|*.TXD) ;; *) continue ;; esac
        [ -f "l/corpus/$n/manifest.json" ] || continue
        mkdir -p l/rebuild w/rebuild
        run . l-rebuild-$n 0 "$linux" rebuild "$corpus/$f" --from "l/corpus/$n" -o "l/rebuild/$n.txd" -q
        run . w-rebuild-$n 0 "$w" rebuild "$corpus/$f" --from "w/corpus/$n" -o "w/rebuild/$n.txd" -q
    done
    compare rebuild l/rebuild w/rebuild
else
    echo "corpus: no corpus at '${corpus:-(none)}': skipped"
fi

echo "windows_compare: $cases comparisons, $files identical files, $([ $status = 0 ] && echo 0 || echo some) differences"
exit $status
