#!/usr/bin/env bash
# The demo: installs what is missing (Debian, as tests/run.sh does), builds the library
# and the warp tool, writes a synthetic WAD with `warp sample` (no game data needed),
# lists it and extracts it, then says where the PNG, glTF and WAV files are.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

need=()
command -v meson >/dev/null || need+=(meson)
command -v ninja >/dev/null || need+=(ninja-build)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v cc >/dev/null || need+=(gcc)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
if [ ${#need[@]} -gt 0 ]; then
    echo "demo.sh: installing ${need[*]}"
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

# WARP_DEMO_TOOL: an already built warp (the suite's demo test); WARP_DEMO_OUT: where to write.
build="$root/_build/demo"
out=${WARP_DEMO_OUT:-$root/_build/demo-out}
warp=${WARP_DEMO_TOOL:-}
if [ -z "$warp" ]; then
    if [ -f "$build/build.ninja" ]; then
        meson setup --reconfigure "$build" -Dtests=false >/dev/null
    else
        meson setup "$build" -Dtests=false >/dev/null
    fi
    ninja -C "$build" >/dev/null
    warp="$build/examples/warp"
fi
# The first few of a listing. awk reads it all: `head` would exit first and, under
# pipefail, the writer's SIGPIPE would end the demo with 141 after all its work.
first5() { awk 'NR <= 5 { print "  " $0 }'; }

rm -rf "$out"
mkdir -p "$out"
echo "== warp sample $out/sample"
"$warp" sample "$out/sample"
# No names file: the names come back from the strings the sample's contents spell, as
# from a real disc (docs/names.md); names.txt would add the sounds' names.
echo "== warp list (names recovered from the disc itself)"
"$warp" list "$out/sample/WARRIORS.WAD"
echo "== warp check (every entry decoded in memory, nothing written)"
"$warp" check "$out/sample/WARRIORS.WAD" -q | tail -1
echo "== warp extract"
status=0
"$warp" extract "$out/sample/WARRIORS.WAD" -o "$out/extracted" || status=$?

pngs=$(find "$out/extracted" -name '*.png' | wc -l)
glbs=$(find "$out/extracted" -name '*.glb' | wc -l)
wavs=$(find "$out/extracted" -name '*.wav' | wc -l)
clips=$(find "$out/extracted" -name '*.json' ! -name manifest.json ! -name '*.character.json' | wc -l)
echo
echo "$pngs PNG files, $glbs glTF (.glb) files, $clips animation clips (.json) and $wavs WAV files under $out/extracted/<entry>/"
# the animated character: its .glb carries one glTF animation per clip (idle, walk)
anim=$(find "$out/extracted" -name 'warr_anim_cv_geo.glb' | awk 'NR == 1')
if [ -n "$anim" ]; then echo "animated character (clips warr_anim_idle, warr_anim_walk): $anim"; fi
find "$out/extracted" -name 'warr_anim_*.json' | sed 's/^/  /'
echo "manifest: $out/extracted/manifest.json"
find "$out/extracted" -name '*.glb' | sort | first5
find "$out/extracted" -name '*.png' | sort | first5
find "$out/extracted" -name '*.wav' | sort | first5
echo "browse it all: $out/extracted/index.html (open it in a browser; works from the file system)"
[ $status -eq 0 ] || echo "warp extract reported failures (exit $status): see above"
exit $status
