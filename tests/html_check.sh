#!/usr/bin/env bash
# The extraction index on the sample WAD: html_check.sh WARP NODE_DIR OUTDIR browser|no-browser
# 1. without a browser: index.html and index-files/ exist, data.js is the manifest wrapped
#    in a script, every .glb of the (small) sample has a preview script listed in
#    previews.js whose base64 decodes to its exact bytes, --no-html writes none of it; the
#    extraction is a disc image's (tests/disc_sample.py, when genisoimage is there) and
#    streams.js wraps its BFW.SND/ and MUSIC.SND/ manifests;
# 2. in headless Chromium (html_check.mjs): thumbnails load, the 3D preview draws (from the
#    file system through its copy, over http from the .glb itself), the assembled level opens
#    with its nodes, a character plays its clips, a sound card reads its .wav, a streamed sound's
#    and a music track's cards play, the viewer's title names the model, search filters, a model
#    without a copy says how to view it, no console errors. Skips (77) when Chromium or
#    playwright-core is missing.
set -euo pipefail
warp=$1 node_dir=$2 out=$3 browser=${4:-browser}
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$out" && mkdir -p "$out"
"$warp" sample "$out/wad" -q
# A disc image of the sample (tests/disc_sample.py: the WAD with a BFW.SND and a MUSIC.SND) when
# genisoimage is there: its extraction's index carries the streamed sounds and music too.
if python3 "$here/disc_sample.py" "$warp" "$out/disc" "$out/GAME.iso" >/dev/null; then
    streams=streams
    "$warp" extract "$out/GAME.iso" -o "$out/x" -q
else
    streams=no-streams
    echo "note: no genisoimage: the index is checked without the disc's streamed sounds and music"
    "$warp" extract "$out/wad/WARRIORS.WAD" -o "$out/x" -q
fi
"$warp" extract "$out/wad/WARRIORS.WAD" -o "$out/plain" -q --no-html
python3 - "$out/x" "$out/plain" "$streams" <<'PY'
import base64, json, os, re, sys
x, plain, streams = sys.argv[1], sys.argv[2], sys.argv[3]
assert os.path.isfile(os.path.join(x, "index.html")), "no index.html"
assert not os.path.exists(os.path.join(plain, "index.html")) and not os.path.exists(os.path.join(plain, "index-files")), "--no-html wrote the index"
data = open(os.path.join(x, "index-files", "data.js"), encoding="utf-8").read()
prefix = "window.WARP_MANIFEST = "
assert data.startswith(prefix) and data.endswith(";\n"), "data.js shape"
assert json.loads(data[len(prefix):-2]) == json.load(open(os.path.join(x, "manifest.json"))), "data.js != manifest"
glbs = []
for root, dirs, files in os.walk(x):
    if os.path.relpath(root, x).split(os.sep)[0] == "index-files": continue
    glbs += [os.path.relpath(os.path.join(root, f), x) for f in files if f.endswith(".glb")]
assert glbs, "no .glb in the sample extraction"
prev = open(os.path.join(x, "index-files", "previews.js"), encoding="utf-8").read()
prefix = "window.WARP_PREVIEWS = "
assert prev.startswith(prefix) and prev.endswith(";\n"), "previews.js shape"
listed = json.loads(prev[len(prefix):-2])
assert sorted(listed) == sorted(g.replace(os.sep, "/") for g in glbs), "previews.js lists every sample .glb"
sizes = [os.path.getsize(os.path.join(x, g)) for g in listed]
assert sizes == sorted(sizes), "previews.js: smallest first"
for rel in glbs:
    js = open(os.path.join(x, "index-files", "glb", rel + ".js")).read()
    m = re.fullmatch(r'warpGlb\((".*?"), "([A-Za-z0-9+/=]*)"\);\n', js)
    assert m and json.loads(m.group(1)) == rel.replace(os.sep, "/"), "preview script of " + rel
    assert base64.b64decode(m.group(2)) == open(os.path.join(x, rel), "rb").read(), "preview bytes of " + rel
st = open(os.path.join(x, "index-files", "streams.js"), encoding="utf-8").read()
prefix = "window.WARP_STREAMS = "
assert st.startswith(prefix) and st.endswith(";\n"), "streams.js shape"
st = json.loads(st[len(prefix):-2])
want = ["BFW.SND", "MUSIC.SND"] if streams == "streams" else []
assert [s["folder"] for s in st] == want, "streams.js lists %r" % [s["folder"] for s in st]
for s in st:
    assert s["manifest"] == json.load(open(os.path.join(x, s["folder"], "manifest.json"))), "streams.js " + s["folder"]
for f in ["index.js", "index.css", "three-viewer.js", "LICENSE-three.txt", "streams.js"]:
    assert os.path.getsize(os.path.join(x, "index-files", f)) > 0, f
print(f"ok   index files: data.js = manifest, {len(glbs)} preview scripts = their .glb bytes, --no-html writes none")
PY
[ "$browser" = browser ] || exit 0 # the browser part runs in one build of the suite only
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ] || [ ! -f "$node_dir/node_modules/playwright-core/package.json" ] || ! command -v node >/dev/null; then
    echo "skip: the browser check needs chromium and playwright-core in $node_dir (tests/run.sh installs both)"
    exit 77
fi
node "$here/html_check.mjs" "$node_dir" "$chromium" "$out/x" "$out/preview.png" "$streams"
