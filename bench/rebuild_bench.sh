#!/usr/bin/env bash
# bench/rebuild_bench.sh WARP MAKE_WAD [MEGABYTES=256] [WORKDIR=_build/rebuild-bench]
# `warp rebuild WARRIORS.WAD` on a synthetic WAD (bench/make_wad), warm cache, one run each:
#   cat       the WAD copied with cat (the baseline: the same bytes read and written)
#   copy      rebuild from a manifest without texture items (the streamed copy alone)
#   compare   rebuild from the full extraction: every PNG read and compared, nothing changed
#   edit      the same with one texture of the first entry edited (re-encoded at its own size,
#             so that entry is rewritten and nothing moves)
#   model     rebuild from an extraction of the models with the first model's .glb scaled by
#             1.25 (encoded again: its entry changes size and every later entry moves)
#   world     rebuild from an extraction of the worlds with one vertex of make_wad's streamed
#             world raised (its atomic encoded again, its part grows, boxes and _sec.mem follow)
# Prints seconds and the ratio to cat; fails when a rebuild fails or an unedited one is not
# byte-identical.
set -euo pipefail
warp=${1:?usage: rebuild_bench.sh WARP MAKE_WAD [MEGABYTES] [WORKDIR]}
make_wad=${2:?usage: rebuild_bench.sh WARP MAKE_WAD [MEGABYTES] [WORKDIR]}
mb=${3:-256}
work=${4:-_build/rebuild-bench}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$work" && mkdir -p "$work"
mkdir -p "$work/in"
"$make_wad" "$work/in" "$mb" >/dev/null
"$warp" extract "$work/in/WARRIORS.WAD" -o "$work/ex" --only textures --quiet
mkdir -p "$work/bare"
# the manifest without its texture items, nor their files in the entries' "files" lists
python3 - "$work/ex/manifest.json" "$work/bare/manifest.json" <<'EOF'
import json, sys
m = json.load(open(sys.argv[1]))
for e in m["entries"]:
    gone = {e["folder"] + "/" + o["file"] for o in e.get("outputs", []) if o.get("kind") == "texture"}
    e["outputs"] = [o for o in e.get("outputs", []) if o.get("kind") != "texture"]
    if "files" in e:
        e["files"] = {k: v for k, v in e["files"].items() if k not in gone}
json.dump(m, open(sys.argv[2], "w"), indent=1)
EOF
textures=$(grep -c '"kind": "texture"' "$work/ex/manifest.json" || true)

now() { date +%s.%N; }
timed() { # name, command...: seconds on stdout
    local t0 t1
    sync # earlier writes flushed first: none of the runs pays for another's writeback
    t0=$(now)
    "${@:2}" >/dev/null
    t1=$(now)
    echo "$t1 - $t0" | bc -l
}
same() { cmp -s "$work/in/WARRIORS.WAD" "$1/WARRIORS.WAD" && cmp -s "$work/in/WARRIORS.DIR" "$1/WARRIORS.DIR"; }
# the rebuilt WAD exists and differs from the input (cmp: 1); a missing one (cmp: 2) is no change
changed() { local rc=0; cmp -s "$work/in/WARRIORS.WAD" "$1" || rc=$?; [ $rc -eq 1 ]; }

cat "$work/in/WARRIORS.WAD" >/dev/null # warm the cache
t_cat=$(timed cat sh -c "cat '$work/in/WARRIORS.WAD' > '$work/cat.WAD'")
rm -f "$work/cat.WAD"
t_copy=$(timed copy "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/bare" -o "$work/copy" --quiet)
same "$work/copy" || { echo "rebuild_bench: the copy-only rebuild is not byte-identical" >&2; exit 1; }
rm -rf "$work/copy"
t_cmp=$(timed compare "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/ex" -o "$work/cmp" --quiet)
same "$work/cmp" || { echo "rebuild_bench: the unedited rebuild is not byte-identical" >&2; exit 1; }
rm -rf "$work/cmp"
# one edit in the first entry with textures: its PNG's palette indices shifted by one
first=$(python3 - "$work/ex" "$here/../tests" <<'EOF'
import json, os, sys
sys.path.insert(0, sys.argv[2])
from png_py import png_read, png_write
ex = sys.argv[1]
for e in json.load(open(os.path.join(ex, "manifest.json")))["entries"]:
    t = [o for o in e["outputs"] if o["kind"] == "texture"]
    if t:
        p = os.path.join(ex, e["folder"], t[0]["file"])
        w, h, idx, pal, _ = png_read(p)
        png_write(p, w, h, [(i + 1) % len(pal) for i in idx], pal)
        print(p)
        break
EOF
)
[ -n "$first" ] || { echo "rebuild_bench: no texture PNG to edit" >&2; exit 1; }
t_edit=$(timed edit "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/ex" -o "$work/edit" --quiet)
changed "$work/edit/WARRIORS.WAD" || { echo "rebuild_bench: the edited rebuild did not change the WAD" >&2; exit 1; }
rm -rf "$work/edit"

# one model edited: an extraction of the models, the first .glb's positions scaled by 1.25
"$warp" extract "$work/in/WARRIORS.WAD" -o "$work/exm" --only models --quiet
model=$(python3 - "$work/exm" "$here/../tests" <<'EOF'
import json, os, sys
sys.path.insert(0, sys.argv[2])
import glb_py as G
ex = sys.argv[1]
for e in json.load(open(os.path.join(ex, "manifest.json")))["entries"]:
    m = [o for o in e["outputs"] if o["kind"] == "model" and "fnv1a64" in o]
    if m:
        p = os.path.join(ex, e["folder"], m[0]["file"])
        j, b = G.load(p)
        for mesh in j["meshes"]:
            for pr in mesh["primitives"]:
                pos = [tuple(1.25 * c for c in v) for v in G.read(j, b, pr["attributes"]["POSITION"])]
                pr["attributes"]["POSITION"] = G.add(j, b, pos, 5126, "VEC3")
        G.save(p, j, b)
        print(p)
        break
EOF
)
[ -n "$model" ] || { echo "rebuild_bench: no model to edit" >&2; exit 1; }
t_model=$(timed model "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/exm" -o "$work/model" --quiet)
changed "$work/model/WARRIORS.WAD" || { echo "rebuild_bench: the model rebuild did not change the WAD" >&2; exit 1; }
rm -rf "$work/model"

# one streamed world edited (make_wad's level998s, 64 sectors): one vertex of its first mesh raised
"$warp" extract "$work/in/WARRIORS.WAD" -o "$work/exw" --only worlds --quiet
world=$(python3 - "$work/exw" "$here/../tests" <<'EOF'
import json, os, struct, sys
sys.path.insert(0, sys.argv[2])
import glb_py as G
ex = sys.argv[1]
for e in json.load(open(os.path.join(ex, "manifest.json")))["entries"]:
    m = [o for o in e["outputs"] if o["kind"] == "world" and "world" in o]
    if m:
        p = os.path.join(ex, e["folder"], m[0]["file"])
        j, b = G.load(p)
        pr = j["meshes"][j["nodes"][0]["mesh"]]["primitives"][0]
        a = j["accessors"][pr["attributes"]["POSITION"]]
        v = j["bufferViews"][a["bufferView"]]
        o = v.get("byteOffset", 0) + a.get("byteOffset", 0)
        x, y, z = struct.unpack_from("<3f", b, o)
        struct.pack_into("<3f", b, o, x, y + 0.5, z)
        a["max"][1] = max(a["max"][1], y + 0.5)
        G.save(p, j, b)
        print(p)
        break
EOF
)
[ -n "$world" ] || { echo "rebuild_bench: no streamed world to edit" >&2; exit 1; }
t_world=$(timed world "$warp" rebuild "$work/in/WARRIORS.WAD" --from "$work/exw" -o "$work/world" --quiet)
changed "$work/world/WARRIORS.WAD" || { echo "rebuild_bench: the world rebuild did not change the WAD" >&2; exit 1; }
rm -rf "$work/world"

size=$(stat -c %s "$work/in/WARRIORS.WAD")
printf 'rebuild_bench: %d MB WAD, %d texture PNGs (edited: %s)\n' $((size >> 20)) "$textures" "$first"
printf '  %-8s %8.3f s  %6.2fx cat\n' cat "$t_cat" 1 copy "$t_copy" "$(echo "$t_copy / $t_cat" | bc -l)" \
    compare "$t_cmp" "$(echo "$t_cmp / $t_cat" | bc -l)" edit "$t_edit" "$(echo "$t_edit / $t_cat" | bc -l)" \
    model "$t_model" "$(echo "$t_model / $t_cat" | bc -l)" world "$t_world" "$(echo "$t_world / $t_cat" | bc -l)"
printf '  model edited: %s\n  world edited: %s\n' "$model" "$world"
printf '  compare: %.3f ms per texture over the copy\n' "$(echo "($t_cmp - $t_copy) * 1000 / $textures" | bc -l)"
