#!/bin/sh
# png_texture_check.sh WARP OUTDIR CORPUS PROGRAM...: each program (test_png_texture, built
# with each deflate backend) encodes every texture of the sample WAD and of the corpus's
# PS2 dictionaries and checks them against the library; then pngcheck must accept all of
# them and every PNG `warp extract` writes for the corpus dictionaries and the sample WAD.
# Exit 77 (skipped) when pngcheck is not installed.
command -v pngcheck >/dev/null 2>&1 || { echo "pngcheck not installed"; exit 77; }
warp=$1 out=$2 corpus=$3
shift 3
rm -rf "$out" && mkdir -p "$out" || exit 1
"$warp" sample "$out/sample" -q || { echo "FAIL: warp sample"; exit 1; }
status=0
check() { # folder: pngcheck every PNG under it, at least one
    n=$(find "$1" -name '*.png' | wc -l)
    [ "$n" -gt 0 ] || { echo "FAIL: no PNG in $1"; status=1; return; }
    find "$1" -name '*.png' -exec pngcheck -q {} + || { echo "FAIL: pngcheck in $1"; status=1; }
    echo "pngcheck: $n PNGs in $1"
}
for prog in "$@"; do
    d="$out/$(basename "$prog")"
    mkdir -p "$d/sample" "$d/corpus"
    "$prog" "$d/sample" 16 "$out/sample/WARRIORS.WAD" || { echo "FAIL: $prog (sample WAD)"; status=1; }
    check "$d/sample"
    if [ -f "$corpus/MANIFEST.md" ]; then
        "$prog" "$d/corpus" 163 "$corpus"/ps2/*.[tT][xX][dD] || { echo "FAIL: $prog (corpus)"; status=1; }
        check "$d/corpus"
    fi
done
"$warp" extract "$out/sample/WARRIORS.WAD" -o "$out/tool-sample" --mips -q || { echo "FAIL: extract WAD"; status=1; }
check "$out/tool-sample"
"$warp" extract "$out/sample/WARRIORS.WAD" -o "$out/tool-sample-rgba" --rgba --png-level 0 -q ||
    { echo "FAIL: extract WAD --rgba"; status=1; }
check "$out/tool-sample-rgba"
if [ -f "$corpus/MANIFEST.md" ]; then
    for f in "$corpus"/ps2/*.[tT][xX][dD]; do
        "$warp" extract "$f" -o "$out/tool-corpus/$(basename "$f")" --mips -q 2>/dev/null
    done
    check "$out/tool-corpus"
    # 70 textures encoded on 1 and on 3 threads: identical output
    "$warp" extract "$corpus/ps2/HUD.TXD" -o "$out/jobs1" --mips --jobs 1 -q &&
        "$warp" extract "$corpus/ps2/HUD.TXD" -o "$out/jobs3" --mips --jobs 3 -q &&
        diff -r "$out/jobs1" "$out/jobs3" >/dev/null || { echo "FAIL: --jobs 3 differs from --jobs 1"; status=1; }
fi
exit $status
