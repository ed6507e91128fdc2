#!/usr/bin/env python3
"""A material recoloured in Blender headless (exit 77, skipped, when it is missing): Blender
imports the sample's extracted prop, sets its material's colour (the node holding the extract's
base colour factor, tests/blender_recolour.py) and exports; `warp rebuild` says the colour
and puts it back: the four colour bytes of the material (at each copy of the model) are the
only bytes of the WAD that change, and extracted again the factor is the new colour.

usage: test_blender_colour.py WARP OUTDIR"""
import os

from blender_py import blend, run, sample_extracted, start
from checks_py import check, finish
import glb_py as G

out = start()
PROP = "1311430553/dyn_crate_geo.glb"
NEW = [51, 102, 153, 255]

sample, ex, ed = sample_extracted(out)
j0, _ = G.load(os.path.join(ex, PROP))
was = [round(x * 255) for x in j0["materials"][0]["pbrMetallicRoughness"]["baseColorFactor"]]
ok, log = blend("blender_recolour.py", os.path.join(ex, PROP), os.path.join(ed, PROP),
                *[str(c / 255) for c in NEW[:3]], made=os.path.join(ed, PROP))
check("Blender recolours the material and exports", ok, log)
mod, back = os.path.join(out, "mod"), os.path.join(out, "back")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
line = "material 0's colour %s -> %s" % (",".join(map(str, was)), ",".join(map(str, NEW)))
check("rebuild says the colour", r.returncode == 0 and line in r.stderr, r.stderr)
if r.returncode == 0:
    a, b = (open(os.path.join(d, "WARRIORS.WAD"), "rb").read() for d in (sample, mod))
    diff = [k for k in range(min(len(a), len(b))) if a[k] != b[k]]
    groups = [k for k in diff if k - 1 not in diff]
    check("only the colour's bytes differ (%d places)" % len(groups), len(a) == len(b) and 1 <= len(groups) <= 2 and
          all(list(b[k:k + 3]) == NEW[:3] and list(a[k:k + 3]) == was[:3] for k in groups), diff[:16])
    e = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet")
    j1, _ = G.load(os.path.join(back, PROP)) if e.returncode == 0 else ({"materials": [{}]}, b"")
    f = j1["materials"][0].get("pbrMetallicRoughness", {}).get("baseColorFactor", [1] * 4)
    check("extracted again: the new colour", [round(x * 255) for x in f] == NEW, f)
finish("blender_colour")
