#!/usr/bin/env python3
"""A level's collision edited in Blender headless (Debian's blender 3.4; exit 77, skipped, when
it is missing): `warp extract` the sample WAD, import collision.glb in Blender
(tests/blender_level_edit.py), raise a vertex, or delete a triangle and add one, export glTF
binary over the file, `warp rebuild`, extract again: collision.json has the edit (1e-3), the
other triangles keep their flags, materials and areas.

usage: test_blender_level.py WARP OUTDIR"""
import json, os, shutil

from blender_py import blend, run, start
from checks_py import check, finish

out = start()
LEV = "level1.lev"
COLL, CGLB = LEV + "/collision.json", LEV + "/collision.glb"


def near(a, b):
    return all(abs(x - y) <= 1e-3 for x, y in zip(a, b))


def triangles(j):
    """Each triangle as (sorted corner positions, flags, material, area)."""
    v = j["vertices"]
    return sorted((tuple(sorted(tuple(round(c, 3) for c in v[i][:3]) for i in t[:3])), t[3], t[4], t[5])
                  for t in j["triangles"])


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
orig = json.load(open(os.path.join(ex, COLL)))

for edit in ("raise", "faces"):
    ed = os.path.join(out, edit)
    shutil.copytree(ex, ed)
    ok, log = blend("blender_level_edit.py", os.path.join(ex, CGLB), os.path.join(ed, CGLB), edit,
                    made=os.path.join(ed, CGLB))
    check("%s: Blender edits and exports collision.glb" % edit, ok, log)
    mod, back = os.path.join(out, edit + "-mod"), os.path.join(out, edit + "-ex")
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
    check("%s: rebuild" % edit, r.returncode == 0 and "1 level files put back" in r.stderr, r.stderr)
    if r.returncode or run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet").returncode:
        continue
    b = json.load(open(os.path.join(back, COLL)))
    if edit == "raise":
        check("raise: the vertex comes back raised", near(b["vertices"][4], [0, 0, 1.25, 1]) and
              len(b["vertices"]) == 13, b["vertices"])
        check("raise: every triangle keeps its corners, flags, material and area",
              [t for t in b["triangles"]] == orig["triangles"], b["triangles"])
    else:
        want = triangles(orig)
        gone = [t for t in want if t not in triangles(b)]
        new = [t for t in triangles(b) if t not in want]
        check("faces: one triangle gone, one added, the rest kept", len(gone) == 1 and len(new) == 1 and
              len(b["triangles"]) == 10, (gone, new))
        check("faces: the new triangle in game axes, concrete, flags from its neighbour",
              new and new[0][0] == ((-5, 10, 0), (0, 12, 2), (5, 10, 0)) and new[0][2] == 5 and
              new[0][1] == "0x0201", new)

finish("blender_level")
