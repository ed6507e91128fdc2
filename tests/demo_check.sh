#!/usr/bin/env bash
# The README's first command (examples/demo.sh) on the built tool: exit 0 with over a hundred
# PNGs to list (the sample's sprites), and the listings it prints. Args: warp, output folder.
set -euo pipefail
warp=$1 out=$2
root="$(cd "$(dirname "$0")/.." && pwd)"
log=$(WARP_DEMO_TOOL="$warp" WARP_DEMO_OUT="$out" bash "$root/examples/demo.sh") || {
    echo "demo.sh exited $?"; exit 1; }
pngs=$(printf '%s\n' "$log" | sed -n 's/^\([0-9][0-9]*\) PNG files.*/\1/p')
[ -n "$pngs" ] && [ "$pngs" -gt 100 ] || { echo "expected over 100 PNGs, the demo said: ${pngs:-nothing}"; exit 1; }
shown=$(printf '%s\n' "$log" | grep -c '^  .*\.png$' || true)
[ "$shown" -eq 5 ] || { echo "expected 5 PNG paths listed, got $shown"; exit 1; }
# the character's model under the resource name the sample's strings give (docs/names.md)
printf '%s\n' "$log" | grep -q '^animated character .*/2044971641/warr_anim_cv_geo\.glb$' ||
    { echo "expected the animated character's warr_anim_cv_geo.glb"; exit 1; }
echo "demo: exit 0, $pngs PNGs, 5 listed, the animated character named"
