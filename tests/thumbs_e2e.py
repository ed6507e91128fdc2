#!/usr/bin/env python3
"""End to end: thumbnails (docs/tool.md "Thumbnails") on the sample WAD.

Every .glb card of the index - models, characters, worlds, the glow world, the collision
and path meshes, the icon shape - has a <name>.thumb.png beside its .glb: a 64x64
palettised PNG (index 0 the transparent background) with drawn pixels, listed in
index-files/thumbs.js for its card; characters (skinned models) are drawn in their rest
pose. --no-thumbnails writes none and lists none.

usage: thumbs_e2e.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read

warp, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
subprocess.run([warp, "sample", sample, "-q"], check=True)
wad = os.path.join(sample, "WARRIORS.WAD")


def glb_items(x):
    """(entry kind, output kind, path relative to x) of every .glb the manifest lists."""
    m = json.load(open(os.path.join(x, "manifest.json")))
    rows = []
    for e in m["entries"]:
        for o in e.get("outputs", []):
            f = o.get("file", "")
            if f.endswith(".glb"):
                rows.append((e["kind"], o["kind"], (e["folder"] + "/" if e.get("folder") else "") + f))
    return rows


def listed(x):
    js = open(os.path.join(x, "index-files", "thumbs.js"), encoding="utf-8").read()
    prefix = "window.WARP_THUMBS = "
    assert js.startswith(prefix) and js.endswith(";\n"), "thumbs.js shape"
    return json.loads(js[len(prefix):-2])


x = os.path.join(out, "x")
subprocess.run([warp, "extract", wad, "-o", x, "-q"], check=True)
items = glb_items(x)
kinds = sorted({(ek, ok) for ek, ok, _ in items})
for want in [("model", "model"), ("skinned_model", "model"), ("level", "world"), ("level", "collision_mesh"),
             ("world_stream", "world"), ("icon", "model")]:
    check("the sample has a %s %s .glb" % want, want in kinds, kinds)
in_js = set(listed(x))
for ek, ok, rel in items:
    thumb = os.path.join(x, rel[:-4] + ".thumb.png")
    if not os.path.isfile(thumb):
        check("%s: thumbnail" % rel, False, "missing")
        continue
    head = open(thumb, "rb").read(26)
    w, h, idx, pal, rgba = png_read(thumb)
    drawn = sum(1 for i in range(3, len(rgba), 4) if rgba[i])
    colours = len({rgba[i:i + 4] for i in range(0, len(rgba), 4) if rgba[i + 3]})
    check("%s (%s %s): 64x64 palettised, background transparent, %d pixels drawn in %d colours" %
          (rel, ek, ok, drawn, colours),
          (w, h) == (64, 64) and head[25] == 3 and pal[0][3] == 0 and rgba[3] == 0 and drawn >= 50 and colours >= 2)
    check("%s: listed for its card in thumbs.js" % rel, rel in in_js)
check("thumbs.js lists exactly the .glb files (%d)" % len(in_js), in_js == {r for _, _, r in items})
# Framed on the bounds: a textured box fills the picture (most of its 64x64, not a speck).
box = [r for ek, ok, r in items if ek == "model"][0]
_, _, _, _, rgba = png_read(os.path.join(x, box[:-4] + ".thumb.png"))
cols = [i // 4 % 64 for i in range(3, len(rgba), 4) if rgba[i]]
rows = [i // 4 // 64 for i in range(3, len(rgba), 4) if rgba[i]]
check("%s: framed on its bounds (%d..%d wide, %d..%d high)" % (box, min(cols), max(cols), min(rows), max(rows)),
      max(cols) - min(cols) >= 50 or max(rows) - min(rows) >= 50)

# Deterministic: a second run draws the same pictures.
x2 = os.path.join(out, "x2")
subprocess.run([warp, "extract", wad, "-o", x2, "-q", "--jobs", "1"], check=True)
same = all(open(os.path.join(x, r[:-4] + ".thumb.png"), "rb").read() ==
           open(os.path.join(x2, r[:-4] + ".thumb.png"), "rb").read() for _, _, r in items)
check("a second run (--jobs 1) draws the same thumbnails", same)

n = os.path.join(out, "none")
subprocess.run([warp, "extract", wad, "-o", n, "-q", "--no-thumbnails"], check=True)
found = [f for d, _, fs in os.walk(n) for f in fs if f.endswith(".thumb.png")]
check("--no-thumbnails writes none (%d)" % len(found), not found)
check("--no-thumbnails: thumbs.js lists none", listed(n) == [])
check("--no-thumbnails: the same .glb files", sorted(r for _, _, r in glb_items(n)) == sorted(r for _, _, r in items))
finish("thumbs_e2e")
