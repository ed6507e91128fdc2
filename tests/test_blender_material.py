#!/usr/bin/env python3
"""A new material made in Blender headless (exit 77, skipped, when it is missing): a new texture
added to the prop dyn_box's dictionary (its PNG and texture item, docs/patch.md), Blender
imports the extracted prop, gives it a material showing that PNG on every other face
(tests/blender_material.py) and exports; `warp rebuild`, extract again: the prop has a second
material naming the texture and showing its pixels, its triangles (both materials') come back
within 2 mm, every other model is unchanged.

usage: test_blender_material.py WARP OUTDIR"""
import json, os, shutil

from blender_py import blend, run, sample_extracted, start
from checks_py import check, finish
from png_py import png_read, png_write
import glb_py as G

out = start()
BOX, DICT_ENTRY = "2921933679/dyn_box_geo.glb", 10


sample, ex, ed = sample_extracted(out)
man = json.load(open(os.path.join(ed, "manifest.json")))
e = man["entries"][DICT_ENTRY]
e["outputs"].append({"kind": "texture", "dictionary_offset": 32, "index": 1, "name": "painted", "file": "painted.png"})
json.dump(man, open(os.path.join(ed, "manifest.json"), "w"))
c10 = [bytes(((i * 53) % 256, (i * 97 + 30) % 256, (i * 11) % 256, 255)) for i in range(10)]
rgba = b"".join(c10[(x // 4 + 3 * (y // 4)) % 10] for y in range(16) for x in range(16))
png = os.path.abspath(os.path.join(ed, e["folder"], "painted.png"))
png_write(png, 16, 16, rgba=rgba)

ok, log = blend("blender_material.py", os.path.join(ex, BOX), os.path.join(ed, BOX), png, made=os.path.join(ed, BOX))
check("Blender assigns the new material and exports", ok, log)
mod, back = os.path.join(out, "mod"), os.path.join(out, "back")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
check("rebuild puts the new material back", r.returncode == 0 and "1 new material(s) and mesh(es)" in r.stderr,
      r.stderr)
if r.returncode == 0 and run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet").returncode == 0:
    j, b = G.load(os.path.join(back, BOX))
    imgs = [j["images"][j["textures"][m["pbrMetallicRoughness"]["baseColorTexture"]["index"]]["source"]]
            for m in j["materials"]]
    check("two materials, the second showing the new texture", [i["name"] for i in imgs] == ["dyn_box", "painted"],
          imgs)
    shown = os.path.join(out, "shown.png")
    v = j["bufferViews"][imgs[-1]["bufferView"]]
    open(shown, "wb").write(b[v.get("byteOffset", 0):v.get("byteOffset", 0) + v["byteLength"]])
    check("its pixels are the new texture's", png_read(shown)[4] == rgba)
    a, c = G.triangles(os.path.join(ed, BOX)), G.triangles(os.path.join(back, BOX))
    check("the triangles of both materials come back within 2 mm", len(a) == len(c) and G.match(a, c) <= 0.002 and
          G.match(c, a) <= 0.002, (len(a), len(c)))
    check("two primitives, one per material", len(j["meshes"][0]["primitives"]) == 2)
    others = [f for f in ("1311430553/dyn_crate_geo.glb", "2044971641/warr_anim_cv_geo.glb")
              if open(os.path.join(ex, f), "rb").read() != open(os.path.join(back, f), "rb").read()]
    check("every other model unchanged", not others, others)
finish("blender_material")
