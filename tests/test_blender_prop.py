#!/usr/bin/env python3
"""A new prop made in Blender headless (Debian's blender 3.4; exit 77, skipped, when it is
missing): tests/blender_prop_make.py builds a 12-sided cylinder from nothing with a material
showing barrel.png and exports it; prop.json makes it a prop like the sample's dyn_box, a new
line of level1_objs.json places it; `warp rebuild`, extract again: the model draws Blender's
triangles (1 mm), the texture has barrel.png's pixels, and the assembled level has the prop's
node at the line's position with its mesh (docs/patch.md "A new prop").

usage: test_blender_prop.py WARP OUTDIR"""
import json, os, shutil, zlib

from blender_py import blend, run, start
from checks_py import check, finish
import glb_py as G
from png_py import png_read, png_write

out = start()


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex, mod, re = (os.path.join(out, d) for d in ("sample", "ex", "mod", "re"))
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
folder = os.path.join(ex, "barrel")
os.makedirs(folder)
rgba = b"".join(bytes((40 * (x // 4), 120, 200 - 40 * (y // 4), 255)) for y in range(16) for x in range(16))
png_write(os.path.join(folder, "barrel.png"), 16, 16, rgba=rgba)
glb = os.path.join(folder, "barrel.glb")
ok, log = blend("blender_prop_make.py", os.path.join(folder, "barrel.png"), glb, made=glb)
check("Blender makes and exports the model", ok, log)
json.dump({"name": "dyn_barrel", "like": "dyn_box", "model": "barrel.glb", "textures": ["barrel.png"]},
          open(os.path.join(folder, "prop.json"), "w"))
objs_path = os.path.join(ex, "level1_objs.txt", "level1_objs.json")
objs = json.load(open(objs_path))
objs["objects"].append({"name": "dyn_barrel", "position": [0.5, 3.0, 0.0], "rotation": [0, 0, 0, 1], "unused": -1,
                        "zone": 0, "flags": 0, "tint": "FFFFFFFF", "flag_name": None})
json.dump(objs, open(objs_path, "w"))
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ex, "-o", mod)
check("rebuild", r.returncode == 0 and "1 new props (2 new entries, 1 packs grew)" in r.stderr, r.stderr)
check("extract again", run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", re, "--quiet").returncode == 0)
geo, tex = zlib.crc32(b"dyn_barrel_geo"), zlib.crc32(b"dyn_barrel_tex")
got = os.path.join(re, str(geo), "dyn_barrel_geo.glb")
if os.path.exists(got):
    t = G.triangles(got)
    check("the model: Blender's 44 triangles", len(t) == 44, len(t))
    worst = G.match(G.triangles(glb), t)
    check("the model: Blender's triangles within 1 mm", worst < 1e-3, worst)
else:
    check("the model extracted", False, os.listdir(os.path.join(re, str(geo))))
w, h, _, _, px = png_read(os.path.join(re, str(tex), "barrel.png"))
check("the texture: barrel.png's pixels", (w, h, px) == (16, 16, rgba))
lj, _ = G.load(os.path.join(re, "level1.lev", "level1.glb"))
node = [n for n in lj["nodes"] if n.get("name") == "dyn_barrel"]
check("the level: the prop's node at (0.5, 3, 0) -> glTF (0.5, 0, -3)",
      len(node) == 1 and all(abs(a - b) < 1e-5 for a, b in zip(node[0].get("translation", []), (0.5, 0, -3))), node)
kids = node[0].get("children", []) if node else []
check("the level: its mesh under it", any("mesh" in lj["nodes"][k] or lj["nodes"][k].get("children") for k in kids))
finish("blender_prop")
