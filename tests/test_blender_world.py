#!/usr/bin/env python3
"""A streamed world and a glow world edited in Blender headless (Debian's blender 3.4; exit 77,
skipped, when it is missing): `warp extract` the sample WAD, import `level1s.glb` (or the level's
`<level>_glow.glb`) in Blender (tests/blender_world_edit.py), raise one vertex, export glTF binary
over the file, `warp rebuild`, extract again: the vertex comes back raised (1e-3, after the PS2
layout's quantisation), every other mesh where it was. A third edit also gives a mesh Blender's
imported `road` material (a texture swap): it comes back showing `road`, the others as they were.

usage: test_blender_world.py WARP OUTDIR"""
import os, shutil

from blender_py import blend, run, start
from checks_py import check, finish
import glb_py as G

out = start()
TOL = 1e-3


def images(path):
    """Each mesh node's name -> the image names its primitives show."""
    j, _ = G.load(path)
    def image(p):
        t = j["materials"][p["material"]]["pbrMetallicRoughness"].get("baseColorTexture") if "material" in p else None
        return j["images"][j["textures"][t["index"]]["source"]].get("name") if t else None
    return {n["name"]: [image(p) for p in j["meshes"][n["mesh"]]["primitives"]] for n in j["nodes"] if "mesh" in n}


def points(path, node):
    """The node's vertices in scene space, rounded to 1e-3."""
    j, b = G.load(path)
    n = next(n for n in j["nodes"] if n.get("name") == node)
    t = n.get("translation", [0, 0, 0])
    return {tuple(round(q[k] + t[k], 3) for k in range(3))
            for p in j["meshes"][n["mesh"]]["primitives"] for q in G.read(j, b, p["attributes"]["POSITION"])}


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)

WORLD, GLOW = "level1s_sec.wld/level1s.glb", G.world_file(ex, 133711013)
j, b = G.load(os.path.join(ex, GLOW))
glow_at = G.read(j, b, j["meshes"][0]["primitives"][0]["attributes"]["POSITION"])[0]
cases = (("world", WORLD, "part 1 atomic 0 k 0", (-8.0, 0.0, -8.0), (-8, 0, -8), 0.75,
          ["part 1 atomic 1 k 1", "part 2 atomic 0 k 2", "part 2 atomic 1 k 3"], None),
         ("glow", GLOW, "sector 0", glow_at, (0, 0, 0), 0.5, [], None),
         ("swap", WORLD, "part 1 atomic 1 k 1", (-8.0, 0.0, -8.0), (8, 0, -8), 0.25,
          ["part 1 atomic 0 k 0", "part 2 atomic 0 k 2", "part 2 atomic 1 k 3"], "road"))
for name, rel, node, at, origin, dy, others, material in cases:
    ed = os.path.join(out, name)
    shutil.copytree(ex, ed)
    ok, log = blend("blender_world_edit.py", os.path.join(ex, rel), os.path.join(ed, rel), node,
                    *["%r" % c for c in at], str(dy), *([material] if material else []), made=os.path.join(ed, rel))
    check("%s: Blender edits and exports %s" % (name, os.path.basename(rel)), ok, log)
    mod, back = os.path.join(out, name + "-mod"), os.path.join(out, name + "-ex")
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
    check("%s: rebuild" % name, r.returncode == 0 and "1 worlds put back" in r.stderr, r.stderr)
    if r.returncode or run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet").returncode:
        continue
    want = tuple(round(at[k] + origin[k] + (dy if k == 1 else 0), 3) for k in range(3))
    got, was = points(os.path.join(back, rel), node), points(os.path.join(ex, rel), node)
    gone = tuple(round(at[k] + origin[k], 3) for k in range(3))
    check("%s: the vertex comes back raised (1e-3)" % name, want in got and gone not in got, sorted(got)[:5])
    check("%s: the mesh's other vertices where they were" % name, got == (was - {gone}) | {want},
          sorted(got ^ was)[:6])
    for o in others:
        check("%s: %s where it was" % (name, o), points(os.path.join(back, rel), o) == points(os.path.join(ex, rel), o))
    if material:
        was_img, now = images(os.path.join(ex, rel)), images(os.path.join(back, rel))
        check("%s: %s shows %s, the others what they showed" % (name, node, material),
              now == dict(was_img, **{node: [material]}) and was_img[node] != [material], (was_img, now))
        check("%s: the rebuild says the texture was swapped" % name, "1 texture swapped" in r.stderr, r.stderr)

finish("test_blender_world")
