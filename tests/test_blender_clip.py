#!/usr/bin/env python3
"""A character's clip edited in Blender (Debian's blender 3.4; exit 77, skipped, when it is missing):
`warp extract` the sample WAD, import the character's .glb in Blender at 30 frames a second, turn
joint bone06 20 degrees about its x at one key of the walk (tests/blender_edit.py "pose"), export
glTF binary over the file, `warp rebuild` (exit 0), extract again: the walk's pose bone 6 holds the
turn at frame 10 (to the stored precision) and its other frames as before, the idle clip is
byte-identical. Then the walk keyed 10 frames past its end in Blender (bone06 turned 20 degrees
there, tests/blender_edit.py "lengthen"): the walk comes back 41 frames long with the turn at frame 40.

usage: test_blender_clip.py WARP OUTDIR"""
import json, math, os, shutil

from blender_py import blend, run, start
from checks_py import check, finish

out = start()
CHAR, WALK, IDLE = "2044971641/2044971641.glb", "2939917314/warr_anim_walk.json", "2939917314/warr_anim_idle.json"


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex, ed = os.path.join(out, "sample"), os.path.join(out, "ex"), os.path.join(out, "pose")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
names = os.path.join(sample, "names.txt")
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--names", names,
                              "--quiet", "--no-html").returncode == 0)
shutil.copytree(ex, ed)
ok, log = blend("blender_edit.py", os.path.join(ex, CHAR), os.path.join(ed, CHAR), "pose")
check("Blender turns a joint at one key and exports", ok, log)
mod, back = os.path.join(out, "pose-mod"), os.path.join(out, "pose-ex")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
check("rebuild exits 0, the walk encoded again", r.returncode == 0 and
      "clip warr_anim_walk encoded again from animation" in r.stderr and "clip warr_anim_idle" not in r.stderr, r.stderr)
if r.returncode == 0:
    r = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--names", names, "--quiet", "--no-html")
    check("extracted again", r.returncode == 0, r.stderr)
    old, new = json.load(open(os.path.join(ex, WALK))), json.load(open(os.path.join(back, WALK)))
    keys = [c for c in new["rotations"] if c["bone"] == 6][0]["keys"]
    s, c = math.sin(math.radians(10)), math.cos(math.radians(10))
    check("the walk's bone 6 holds the turn at frame 10, its other frames as before",
          len(keys) == 31 and abs(keys[10][1] - s) < 1e-4 and abs(keys[10][4] - c) < 1e-4 and
          all(k[1:] == [0.0, 0.0, 0.0, 1.0] for i, k in enumerate(keys) if i != 10), keys[8:12])
    check("the walk's other channels as before", all(a == b for a, b in zip(old["rotations"], new["rotations"])
                                                     if a["bone"] != 6) and old["root_translation"] ==
          new["root_translation"])
    check("the idle clip byte-identical", open(os.path.join(ex, IDLE), "rb").read() ==
          open(os.path.join(back, IDLE), "rb").read())

# ---- the walk lengthened in Blender: a key 10 frames past its end (Blender samples every bone to it) ----
ed2 = os.path.join(out, "lengthen")
shutil.copytree(ex, ed2)
ok, log = blend("blender_edit.py", os.path.join(ex, CHAR), os.path.join(ed2, CHAR), "lengthen")
check("Blender keys the walk 10 frames on and exports", ok, log)
mod, back = os.path.join(out, "lengthen-mod"), os.path.join(out, "lengthen-ex")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed2, "-o", mod)
check("lengthened: rebuild exits 0, the walk 41 frames, was 31", r.returncode == 0 and
      "41 frames, was 31" in r.stderr and "clip warr_anim_idle" not in r.stderr, r.stderr)
if r.returncode == 0:
    r = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--names", names, "--quiet", "--no-html")
    check("lengthened: extracted again", r.returncode == 0, r.stderr)
    old, new = json.load(open(os.path.join(ex, WALK))), json.load(open(os.path.join(back, WALK)))
    keys = [c for c in new["rotations"] if c["bone"] == 6][0]["keys"]
    check("lengthened: the walk's duration 40/30 s, bone 6 keyed to frame 40 with the turn, frames 0-30 as before",
          new["duration"] == 1.333333 and len(keys) == 41 and abs(keys[40][1] - s) < 1e-4 and
          abs(keys[40][4] - c) < 1e-4 and all(k[1:] == [0.0, 0.0, 0.0, 1.0] for k in keys[:31]), keys[28:])
    check("lengthened: the walk's other channels and events as before",
          all(a == b for a, b in zip(old["rotations"], new["rotations"]) if a["bone"] != 6) and
          old["root_translation"] == new["root_translation"] and old["events"] == new["events"])
    check("lengthened: the idle clip byte-identical", open(os.path.join(ex, IDLE), "rb").read() ==
          open(os.path.join(back, IDLE), "rb").read())

finish("blender_clip")
