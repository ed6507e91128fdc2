#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with a material recoloured in the glTF (its baseColorFactor),
on the sample WAD (`warp sample`), no Blender: the prop's material colour comes back in
the rebuilt WAD, its four bytes (at each copy of the model) the only ones changed (the mesh's kept), said in a summary
line; the unedited rebuild is identical; a factor out of [0, 1] is refused, naming the
material, and nothing is written; so is a MatFX dual pass's copy recoloured alone; a world's
recoloured material comes back the same way; a glow world's is refused.

usage: test_rebuild_colour.py WARP OUTDIR"""
import os, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = sys.argv[1:3]
PROP = "1311430553/dyn_crate_geo.glb"  # the sample's prop (docs/names.md)
WORLD = "level1s_sec.wld/level1s.glb"  # its world, white materials
GLOW = "level1.lev/level1_glow.glb"  # its level's glow world


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def recolour(name, factor, glb=PROP):
    """A copy of the extraction with glb's first material's baseColorFactor set."""
    d = os.path.join(out, name)
    shutil.copytree(ex, d)
    j, b = G.load(os.path.join(d, glb))
    j["materials"][0].setdefault("pbrMetallicRoughness", {})["baseColorFactor"] = factor
    G.save(os.path.join(d, glb), j, b)
    return d


def rebuild(src, name):
    return run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", src, "-o", os.path.join(out, name))


def wad(d):
    return open(os.path.join(d, "WARRIORS.WAD"), "rb").read()


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
j0, _ = G.load(os.path.join(ex, PROP))
was = [round(x * 255) for x in j0["materials"][0].get("pbrMetallicRoughness", {}).get("baseColorFactor", [1] * 4)]

# 1. Unedited: identical.
r = rebuild(ex, "same")
check("unedited rebuild is byte-identical", r.returncode == 0 and wad(os.path.join(out, "same")) == wad(sample), r.stderr)

# 2. Recoloured: the four colour bytes are the only ones changed.
new = [51, 102, 153, 200]
r = rebuild(recolour("ed", [c / 255 for c in new]), "mod")
check("recoloured rebuild runs", r.returncode == 0, r.stderr)
line = "material 0's colour %s -> %s" % (",".join(map(str, was)), ",".join(map(str, new)))
check("summary says the colour", line in r.stderr, r.stderr)
if r.returncode == 0:
    a, b = wad(sample), wad(os.path.join(out, "mod"))
    diff = [k for k in range(min(len(a), len(b))) if a[k] != b[k]]
    check("same size", len(a) == len(b), (len(a), len(b)))
    # the sample's prop model is in two places (its resource and a level pack's copy): each recoloured
    groups = [k for k in diff if k - 1 not in diff]
    check("only the colour's bytes differ, each the new RGBA where the old was (%d places)" % len(groups),
          1 <= len(groups) <= 2 and len(diff) == 4 * len(groups) and
          all(list(a[k:k + 4]) == was and list(b[k:k + 4]) == new for k in groups), diff[:16])
    back = os.path.join(out, "mod-ex")
    e = run("extract", os.path.join(out, "mod", "WARRIORS.WAD"), "-o", back, "--quiet")
    j1, _ = G.load(os.path.join(back, PROP)) if e.returncode == 0 else ({"materials": [{}]}, b"")
    f = j1["materials"][0].get("pbrMetallicRoughness", {}).get("baseColorFactor", [1] * 4)
    check("extracted again: the new colour", [round(x * 255) for x in f] == new, f)

# 3. A factor out of range: refused by name, nothing written.
r = rebuild(recolour("bad", [1.5, 0, 0, 1]), "bad-mod")
check("factor 1.5 refused", r.returncode != 0 and "baseColorFactor is not four numbers from 0 to 1" in r.stderr
      and "material 0" in r.stderr and PROP in r.stderr, r.stderr)
check("nothing written", not os.path.exists(os.path.join(out, "bad-mod", "WARRIORS.WAD")))

# 4. A MatFX dual pass's copy (the extract's " (dual)" material: a view) recoloured alone: refused by name;
# in its material's colour: no edit.
def with_dual(name, factor):
    d = os.path.join(out, name)
    shutil.copytree(ex, d)
    j, b = G.load(os.path.join(d, PROP))
    j["materials"].append({"name": "dyn_crate (dual)", "pbrMetallicRoughness": {"baseColorFactor": factor}})
    prims = j["meshes"][0]["primitives"]
    prims.append(dict(prims[0], material=len(j["materials"]) - 1))
    G.save(os.path.join(d, PROP), j, b)
    return d


r = rebuild(with_dual("dual-same", [c / 255 for c in was]), "dual-same-mod")
check("a dual pass copy in its material's colour: no edit", r.returncode == 0 and
      wad(os.path.join(out, "dual-same-mod")) == wad(sample), r.stderr)
r = rebuild(with_dual("dual", [0.1, 0.9, 0.1, 1]), "dual-mod")
check("a dual pass copy recoloured alone: refused by name", r.returncode != 0 and
      'material "dyn_crate (dual)" (a MatFX dual pass\'s copy) recoloured alone' in r.stderr, r.stderr)

# 5. A world's material recoloured: put back as a model's (in each part atomic drawing it).
r = rebuild(recolour("world", [0.5, 0.5, 0.5, 1], WORLD), "world-mod")
check("a world's colour put back, said", r.returncode == 0 and
      "material 0's colour 255,255,255,255 -> 128,128,128,255" in r.stderr, r.stderr)
if r.returncode == 0:
    a, b = wad(sample), wad(os.path.join(out, "world-mod"))
    diff = [k for k in range(min(len(a), len(b))) if a[k] != b[k]]
    groups = [k for k in diff if k - 1 not in diff]
    check("world: only colour bytes differ (%d places)" % len(groups), len(a) == len(b) and groups and
          len(diff) == 3 * len(groups) and all(a[k:k + 4] == bytes([255] * 4) and b[k:k + 4] == bytes([128] * 3 + [255])
                                               for k in groups), diff[:16])
    back = os.path.join(out, "world-ex")
    e = run("extract", os.path.join(out, "world-mod", "WARRIORS.WAD"), "-o", back, "--quiet")
    j1, _ = G.load(os.path.join(back, WORLD)) if e.returncode == 0 else ({"materials": [{}]}, b"")
    f = [round(x * 255) for x in j1["materials"][0].get("pbrMetallicRoughness", {}).get("baseColorFactor", [1] * 4)]
    check("world extracted again: the new colour", f == [128, 128, 128, 255], f)

# 6. A glow world's material recoloured: not put back there yet, so refused by name.
r = rebuild(recolour("glow", [0.5, 0.5, 0.5, 1], GLOW), "glow-mod")
check("a glow world's colour refused by name", r.returncode != 0 and GLOW in r.stderr and
      "colour 255,255,255,255 -> 128,128,128,255: a glow world's material colours are not put back" in r.stderr,
      r.stderr)
check("nothing written for the glow world", not os.path.exists(os.path.join(out, "glow-mod", "WARRIORS.WAD")))
finish("rebuild_colour")
