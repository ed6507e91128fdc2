#!/bin/sh
# extract_check.sh WARP NAMES_TXD OUTDIR: `warp extract` on a dictionary whose texture
# names try to escape OUTDIR and collide; every file must land inside OUTDIR under
# its expected unique name (none hidden: a leading dot becomes _), PNGs must pass
# pngcheck (when installed).
warp=$1 txd=$2 out=$3
rm -rf "$out" && mkdir -p "$out" || exit 1
"$warp" extract "$txd" -o "$out/x" --mips --quiet --no-html --jobs 1 || { echo "extract failed"; exit 1; }
# PNGs encoded on several threads: the same files and manifest, byte for byte
"$warp" extract "$txd" -o "$out/x4" --mips --quiet --no-html --jobs 4 || { echo "extract --jobs 4 failed"; exit 1; }
diff -r "$out/x" "$out/x4" || { echo "--jobs 4 differs from --jobs 1"; exit 1; }
rm -rf "$out/x4"
expect="_._evil.png DUP~1.png a_b.png dup.mip1.png dup.png dup~2.png manifest.json manifest~1.png"
got=$(cd "$out/x" && ls -A | sort | tr '\n' ' ')
want=$(echo $expect | tr ' ' '\n' | sort | tr '\n' ' ')
[ "$got" = "$want" ] || { echo "files: $got"; echo "want:  $want"; exit 1; }
[ "$(ls -A "$out")" = "x" ] || { echo "wrote outside OUTDIR"; exit 1; }
grep -q '"file": "DUP~1.png"' "$out/x/manifest.json" || { echo "manifest lacks DUP~1.png"; exit 1; }
if command -v pngcheck >/dev/null 2>&1; then pngcheck -q "$out"/x/*.png || exit 1; fi
"$warp" extract "$txd" --quiet >/dev/null 2>&1 && { echo "missing -o accepted"; exit 1; }
exit 0
