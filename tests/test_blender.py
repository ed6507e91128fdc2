#!/usr/bin/env python3
"""The modder's path with Blender headless (Debian's blender 3.4; exit 77, skipped, when it
is missing): `warp extract` the sample WAD, edit the prop's and the character's .glb in
Blender (tests/blender_edit.py: scale 1.25, move, delete a face and subdivide another,
reweight a vertex), export glTF binary over the extracted file, `warp rebuild`, extract
again: the edited triangles come back within 2 mm (the character's less the 0.9 m Blender's
export adds to its whole skin, which the rebuild undoes), the character keeps its joints and
clips, every other output is unchanged.

usage: test_blender.py WARP OUTDIR"""
import os, shutil

from blender_py import blend, run, start
from checks_py import check, finish
import glb_py as G

out = start()
# the resource names recovered from the sample's own strings (docs/names.md)
PROP, CHAR = "1311430553/dyn_crate_geo.glb", "2044971641/warr_anim_cv_geo.glb"


def root_joint(path):
    """The skin's first joint's origin at rest, in scene space."""
    j, _ = G.load(path)
    return G.world(j, j["skins"][0]["joints"][0])[3][:3]


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)

for name, edits in (("scale", {PROP: "scale", CHAR: "scale"}), ("move", {PROP: "move", CHAR: "move"}),
                    ("faces", {PROP: "faces"}), ("reweight", {CHAR: "reweight"})):
    ed = os.path.join(out, name)
    shutil.copytree(ex, ed)
    for f, edit in edits.items():
        ok, log = blend("blender_edit.py", os.path.join(ex, f), os.path.join(ed, f), edit, made=os.path.join(ed, f))
        check("%s: Blender edits and exports %s" % (name, f), ok, log)
    mod, back = os.path.join(out, name + "-mod"), os.path.join(out, name + "-ex")
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
    check("%s: rebuild" % name, r.returncode == 0 and "%d models encoded again" % len(edits) in r.stderr, r.stderr)
    if r.returncode or run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet").returncode:
        continue
    for f in edits:
        a, b = G.triangles(os.path.join(ed, f)), G.triangles(os.path.join(back, f))
        if f == CHAR:  # Blender's export moves the whole skin 0.9 m up, which the rebuild undoes
            d = [x - y for x, y in zip(root_joint(os.path.join(ed, f)), root_joint(os.path.join(ex, f)))]
            a = [tuple(tuple(v[k] - d[k] for k in range(3)) for v in t) for t in a]
        check("%s: %s comes back within 2 mm" % (name, f), len(a) == len(b) and G.match(a, b) <= 0.002
              and G.match(b, a) <= 0.002, (len(a), len(b)))
    if CHAR in edits:
        j0, _ = G.load(os.path.join(ex, CHAR))
        j1, _ = G.load(os.path.join(back, CHAR))
        joints = lambda j: [j["nodes"][n]["name"] for n in j["skins"][0]["joints"]]
        check("%s: character keeps joints and clips" % name, joints(j0) == joints(j1) and
              len(j0.get("animations", [])) == len(j1.get("animations", [])) >= 1)
    others = [os.path.join(d, f) for d, _, fs in os.walk(ex) for f in fs if f.endswith((".glb", ".png"))
              and "index-files" not in d and os.path.relpath(os.path.join(d, f), ex) not in edits
              and os.path.relpath(os.path.join(d, f), ex).replace(".thumb.png", ".glb") not in edits  # its picture
              and not (d.endswith(".lev") and f.startswith(os.path.basename(d)[:-4] + "."))]  # the assembled level
    check("%s: every other output unchanged" % name, all(
        open(p, "rb").read() == open(os.path.join(back, os.path.relpath(p, ex)), "rb").read() for p in others))

finish("blender")
