#!/usr/bin/env python3
"""End to end: a scene's view (docs/tool.md "Scenes in the index") on the sample WAD.

cs_sample.scn/cs_sample.glb, beside cs_sample.json, holds one animation named after the scene keyed at
every whole frame of the header's part (61 keys at 1/30 s for its 2 s), checked against the scene's own
JSON: the role warr_sample (its character warr_sample_cv, found through the Character List) stands on
its start mark turned to y up ((x, y, z) -> (x, z, -y)) and plays its role clip: a translation and a
rotation channel on each of its joints and on its root motion node, the pelvis moving by the clip's
root translation between frames 0 and 60; the object dyn_box (with its Object List model) and the
camera move by their tracks' keys (a key's value at its frame, the camera halfway between keys
lerped). The manifest item counts what was placed and left out; the glTF-Validator passes it (when
node and gltf-validator are there); warp rebuild refuses an edit of the .glb by name (a view); a
role renamed to a character nobody has is left out and named in the item, the object still plays.

usage: scene_view_e2e.py WARP OUTDIR [NODE VALIDATE_SCRIPT VALIDATOR_DIR]"""
import json, math, os, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
node, script, vdir = (sys.argv[3:6] + ["", "", ""])[:3]
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, x = os.path.join(out, "sample"), os.path.join(out, "x")
wad = os.path.join(sample, "WARRIORS.WAD")
subprocess.run([warp, "sample", sample, "-q"], check=True)
subprocess.run([warp, "extract", wad, "-o", x, "-q", "--no-html"], check=True)


def views(x):
    m = json.load(open(os.path.join(x, "manifest.json")))
    return [(e, o) for e in m["entries"] for o in e.get("outputs", []) if o["kind"] == "scene_view"]


def up(p):  # game axes (z up) -> glTF (y up)
    return [p[0], p[2], -p[1]]


def close(a, b, eps=1e-5):
    return len(a) == len(b) and all(abs(p - q) <= eps for p, q in zip(a, b))


items = views(x)
check("one scene_view item, in cs_sample.scn (the header; the segment has none)",
      len(items) == 1 and items[0][0]["name"] == "cs_sample.scn", [e["name"] for e, _ in items])
e, item = items[0]
scene = json.load(open(os.path.join(x, "cs_sample.scn", "cs_sample.json")))
part = scene["part_frames"]
role_frames = max(round(t["duration"] * 30) for t in scene["tracks"]["roles"])
keys = max(part, role_frames) + 1
check("item: %d keys (frames 0..%d), 1 role placed of 1, 1 object of 1, none left out" % (keys, keys - 1),
      (item["keys"], item["frames"], item["roles"], item["roles_placed"], item["objects"], item["objects_placed"],
       item["left_out"]) == (keys, keys - 1, 1, 1, 1, 1, []), item)
path = os.path.join(x, "cs_sample.scn", item["file"])
check("cs_sample.scn/cs_sample.glb written beside cs_sample.json", item["file"] == "cs_sample.glb" and os.path.isfile(path))

j, b = G.load(path)
nodes = j["nodes"]
by_name = {}
for i, n in enumerate(nodes):
    by_name.setdefault(n.get("name"), i)
anims = j.get("animations", [])
check("one animation, named after the scene", len(anims) == 1 and anims[0].get("name") == "cs_sample",
      [a.get("name") for a in anims])
anim = anims[0]
chan = {}  # (node, path) -> values per key
times = None
for c in anim["channels"]:
    s = anim["samplers"][c["sampler"]]
    times = G.read(j, b, s["input"])
    chan[(c["target"]["node"], c["target"]["path"])] = G.read(j, b, s["output"])
check("%d key times at 1/30 s (last %.4f s)" % (keys, (keys - 1) / 30),
      len(times) == keys and all(abs(t[0] - k / 30) < 1e-5 for k, t in enumerate(times)), len(times))
check("item counts the %d channels" % len(anim["channels"]), item["channels"] == len(anim["channels"]))

# the role on its start mark, its joints and root motion animated
rd = scene["definitions"]["roles"][0]
ri = by_name.get(rd["name"])
check("a node for the role %s" % rd["name"], ri is not None)
r = nodes[ri]
q = rd["start"]["rotation"]
check("the role's mark: its start position turned to y up %s (%s)" % (up(rd["start"]["position"]), r.get("translation")),
      close(r.get("translation", [0, 0, 0]), up(rd["start"]["position"])))
check("the role's mark turned by its start rotation", close(r.get("rotation", [0, 0, 0, 1]), [q[0], q[2], -q[1], q[3]]))


def under(i):
    return [i] + [k for c in nodes[i].get("children", []) for k in under(c)]


role_nodes = set(under(ri))
motion = by_name.get(rd["name"] + " motion")
check("the root motion node under the mark", motion in role_nodes and motion in nodes[ri].get("children", []))
skins = [s for s in j.get("skins", []) if set(s["joints"]) <= role_nodes]
check("the character's skin (its joints under the role's mark)", len(skins) == 1 and len(skins[0]["joints"]) == 32,
      [len(s["joints"]) for s in j.get("skins", [])])
joints = skins[0]["joints"] if skins else []
animated = {n for (n, p) in chan if n in role_nodes}
check("a translation and a rotation channel on each of the %d joints and the motion node" % len(joints),
      animated == set(joints) | {motion} and all((n, p) in chan for n in animated for p in ("translation", "rotation")),
      len(animated))
clip = scene["tracks"]["roles"][0]["clip"]["keys"]
rt = clip["root_translation"]
want = math.dist(rt[0][1:4], rt[-1][1:4])
last = rt[-1][0]
moved = max(math.dist(chan[(n, "translation")][0], chan[(n, "translation")][last]) for n in joints)
check("the pelvis moves by the clip's root translation between frames 0 and %d: %.4f m (%.4f)" % (last, want, moved),
      abs(moved - want) < 1e-3 and want > 0.5)
check("no section A: the root motion node stays at the mark",
      all(close(v, (0, 0, 0)) for v in chan[(motion, "translation")]))

# the object and the camera by their tracks
for group, name in (("objects", "dyn_box"), ("camera", "camera")):
    d, t = scene["definitions"][group][0], scene["tracks"][group][0]
    i = by_name.get(d["name"])
    check("a node for %s" % d["name"], i is not None and d["name"] == name)
    tr = chan.get((i, "translation"))
    pk = t["position_keys"]
    check("%s: its translation keyed at every frame" % name, tr is not None and len(tr) == keys)
    for k in pk:
        if k["frame"] < keys:
            check("%s at frame %d: position key %s turned to y up" % (name, k["frame"], k["position"]),
                  close(tr[k["frame"]], up(k["position"]), 1e-4), tr[k["frame"]])
    if len(pk) == 2 and pk[1]["frame"] >= keys:  # the camera's last key lies past the part: lerped
        u = (keys - 1 - pk[0]["frame"]) / (pk[1]["frame"] - pk[0]["frame"])
        p = [a + u * (c - a) for a, c in zip(pk[0]["position"], pk[1]["position"])]
        check("%s at frame %d: %.3f of the way between its keys %s" % (name, keys - 1, u, up(p)),
              close(tr[keys - 1], up(p), 1e-4), tr[keys - 1])
    for k in t["rotation_keys"]:
        rq = chan[(i, "rotation")][k["frame"]]
        g = k["rotation"]
        w = [g[0], g[2], -g[1], g[3]]
        check("%s at frame %d: rotation key %s turned to y up" % (name, k["frame"], g),
              close(rq, w, 1e-4) or close(rq, [-c for c in w], 1e-4), rq)
box = by_name["dyn_box"]
check("dyn_box draws its Object List model", any("mesh" in nodes[c] for c in under(box)))

if node and script and vdir and os.path.isfile(os.path.join(vdir, "package.json")):
    r = subprocess.run([node, script, vdir, "--strict", path], capture_output=True, text=True)
    check("the glTF-Validator: 0 errors, 0 warnings", r.returncode == 0 and ": 0 errors, 0 warnings" in r.stdout, r.stdout)
else:
    print("skip glTF-Validator (node or gltf-validator missing)")

# rebuild: an edited view is refused by name; a role renamed to nobody's character is left out
open(path, "ab").write(b"x")
r = subprocess.run([warp, "rebuild", wad, "--from", x, "-o", os.path.join(out, "r0")], capture_output=True, text=True)
check("rebuild refuses an edited cs_sample.glb by name, as a view of the scene",
      r.returncode != 0 and "cs_sample.glb" in r.stderr and "a view of the scene" in r.stderr and
      not os.path.exists(os.path.join(out, "r0", "WARRIORS.WAD")), r.stderr)
subprocess.run([warp, "extract", wad, "-o", x, "-q", "--no-html"], check=True)
jp = os.path.join(x, "cs_sample.scn", "cs_sample.json")
doc = json.load(open(jp))
doc["definitions"]["roles"][0]["name"] = "warr_nobody"
json.dump(doc, open(jp, "w"), indent=1)
r = subprocess.run([warp, "rebuild", wad, "--from", x, "-o", os.path.join(out, "r1")], capture_output=True, text=True)
check("the role renamed warr_nobody rebuilds", r.returncode == 0, r.stderr)
x1 = os.path.join(out, "x1")
subprocess.run([warp, "extract", os.path.join(out, "r1", "WARRIORS.WAD"), "-o", x1, "-q", "--no-html"], check=True)
items = views(x1)
it = items[0][1] if items else {}
check("warr_nobody left out and named; dyn_box still plays",
      it.get("roles_placed") == 0 and it.get("objects_placed") == 1 and
      [(l["role"], l["name"]) for l in it.get("left_out", [])] == [(0, "warr_nobody")], it)
j1, _ = G.load(os.path.join(x1, "cs_sample.scn", it.get("file", "cs_sample.glb")))
check("its view has no role node and one animation",
      all(n.get("name") != "warr_nobody" for n in j1["nodes"]) and len(j1.get("animations", [])) == 1)
finish("scene_view_e2e")
