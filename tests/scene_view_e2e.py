#!/usr/bin/env python3
"""End to end: a scene's view (docs/tool.md "Scenes in the index") on the sample WAD.

cs_sample.scn/cs_sample.glb, beside cs_sample.json, plays the scene's two parts (the header and its
segment cs_sampleaa) as one animation named after the scene, keyed at every whole frame (91 keys at
1/30 s: the role's clips last 2 s + 1 s), checked against the scenes' own JSON: the role warr_sample (its
character warr_sample_cv, found through the Character List) on a node at its start mark turned to y up
((x, y, z) -> (x, z, -y)), a translation and a rotation channel on that node and on the joints that move
(the pelvis: the sample's clip keys no rotation; the still joints hold their offsets and reference
rotations on their nodes, as the character's own .glb keys them);
the pelvis moves by each part's clip's root translation (the header's from frame 0, the segment's from
frame 60); the object dyn_box (with its Object List model) and the camera move by their tracks' keys,
counted from their part's start (a key's value at its frame, the camera lerped between keys, then held
at the segment's key). The manifest item counts what was placed and left out; the glTF-Validator passes
it (when node and gltf-validator are there); warp rebuild refuses an edit of the .glb by name (a view);
a role renamed to a character nobody has is refused by the rebuild and, in a WAD patched by hand, left out and
named in the item, the object still plays; a
role renamed WarrSample is found by its model's name without underscores; with
a root velocity of 1 m/s added to the role's clip and a mark (events 21 and 22 at frame 45: (0, 3, 0),
heading pi/2), the role's node walks 1/30 m a frame along x from its start mark, stands on the mark at
frame 45 turned a quarter about the up axis, then walks along y, and stops with the header's clip.

usage: scene_view_e2e.py WARP OUTDIR [NODE VALIDATE_SCRIPT VALIDATOR_DIR]"""
import json, math, os, shutil, struct, subprocess, sys, zlib

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
seg = json.load(open(os.path.join(x, "cs_sampleaa.scn", "cs_sampleaa.json")))
check("the header's next part is cs_sampleaa", scene["next_suffix"] == "aa" and seg["record"] == "segment")
parts = [scene, seg]
ends = [sum(round(p["tracks"][g][i]["duration"] * 30) for p in parts if i < len(p["tracks"][g]))
        for g in ("roles", "objects", "camera") for i in range(len(scene["tracks"][g]))]
keys = max(ends) + 1
check("item: 2 parts, %d keys (frames 0..%d), 1 role placed of 1, 1 object of 1, none left out" % (keys, keys - 1),
      (item["parts"], item["keys"], item["frames"], item["roles"], item["roles_placed"], item["objects"],
       item["objects_placed"], item["left_out"]) == (2, keys, keys - 1, 1, 1, 1, 1, []) and keys == 91, item)
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

# the role on its start mark, its joints and its node animated
rd = scene["definitions"]["roles"][0]
ri = by_name.get(rd["name"])
check("a node for the role %s" % rd["name"], ri is not None)
r = nodes[ri]
q = rd["start"]["rotation"]
start = up(rd["start"]["position"][:3])
check("the role's node at its start mark turned to y up %s (%s)" % (start, r.get("translation")),
      close(r.get("translation", [0, 0, 0]), start))
check("the role's node turned by its start heading", close(r.get("rotation", [0, 0, 0, 1]), [q[0], q[2], -q[1], q[3]]))


def under(i):
    return [i] + [k for c in nodes[i].get("children", []) for k in under(c)]


role_nodes = set(under(ri))
skins = [s for s in j.get("skins", []) if set(s["joints"]) <= role_nodes]
check("the character's skin (its joints under the role's node)", len(skins) == 1 and len(skins[0]["joints"]) == 32,
      [len(s["joints"]) for s in j.get("skins", [])])
joints = skins[0]["joints"] if skins else []
turned = [n for n in joints if (n, "rotation") in chan]
moving = [n for n in joints if (n, "translation") in chan]
check("channels on the role's node, and on the joints that move (%d translations, %d rotations: the clip keys none)"
      % (len(moving), len(turned)), (ri, "translation") in chan and (ri, "rotation") in chan and
      1 <= len(moving) < len(joints) and not turned and all(n in joints or n == ri for (n, p) in chan if n in role_nodes))
# the joints that stay put carry their offset on their node: as the character's own .glb keys it
m = json.load(open(os.path.join(x, "manifest.json")))
own = [(en, o) for en in m["entries"] for o in en.get("outputs", [])
       if o["kind"] == "model" and o.get("resource_hash") == zlib.crc32(b"warr_sample_cv_geo")]
check("the character's own .glb (warr_sample_cv_geo)", len(own) == 1)
cj, cb = G.load(os.path.join(x, own[0][0]["folder"], own[0][1]["file"]))
ca = cj["animations"][0]
ckey, crot = {}, {}
for c in ca["channels"]:
    v = G.read(cj, cb, ca["samplers"][c["sampler"]]["output"])
    name = cj["nodes"][c["target"]["node"]]["name"]
    if c["target"]["path"] == "translation":
        ckey[name] = v[0]
    elif all(close(k, v[0], 1e-5) for k in v):  # a bone the character's clip does not turn: its reference rotation
        crot[name] = v[0]
still = [n for n in joints if n not in moving]
check("the %d still joints' translations on their nodes = the character's clip keys" % len(still),
      still and all(close(nodes[n].get("translation", [0, 0, 0]), ckey[nodes[n]["name"]], 1e-4) for n in still))
ref = [n for n in joints if nodes[n]["name"] in crot]
check("%d joints at their reference rotation on their nodes, as the character's clip holds them" % len(ref),
      ref and all(close(nodes[n]["rotation"], crot[nodes[n]["name"]], 1e-4) or
                  close(nodes[n]["rotation"], [-c for c in crot[nodes[n]["name"]]], 1e-4) for n in ref))
ev = scene["tracks"]["roles"][0]["events"]
mark = [e for e in ev if e["type"] == 21 and e["frame"] == 0]
check("no section A, the frame-0 mark is the start: the role's node stays at %s" % start,
      mark and close(up(mark[0]["position"]), start) and all(close(v, start) for v in chan[(ri, "translation")]))


def pelvis_moved(f0, f1):
    return max(math.dist(chan[(n, "translation")][f0], chan[(n, "translation")][f1]) for n in moving)


first = 0
for p in parts:
    t = p["tracks"]["roles"][0]
    rt, n = t["clip"]["keys"]["root_translation"], round(t["duration"] * 30)
    f = min(n - 1, rt[-1][0])  # the clip's last frame shown, before the next part takes over
    want = math.dist(rt[0][1:4], rt[-1][1:4]) * f / rt[-1][0]
    got = pelvis_moved(first, first + f)
    check("%s's clip from scene frame %d: the pelvis moves by its root translation, %.4f m in %d frames (%.4f)" %
          (p["name"], first, want, f, got), abs(got - want) < 1e-3 and want > 0.4)
    first += n

# the object and the camera by their tracks, part-relative
for group, name in (("objects", "dyn_box"), ("camera", "camera")):
    d = scene["definitions"][group][0]
    i = by_name.get(d["name"])
    check("a node for %s" % d["name"], i is not None and d["name"] == name)
    tr = chan.get((i, "translation"))
    check("%s: its translation keyed at every frame" % name, tr is not None and len(tr) == keys)
    first, last = 0, None
    for p in parts:
        if not p["tracks"][group]:
            break
        t = p["tracks"][group][0]
        n, pk = round(t["duration"] * 30), t["position_keys"]
        for k in pk:
            if k["frame"] <= n:
                check("%s at frame %d (%s's key at %d): %s turned to y up" % (name, first + k["frame"], p["name"],
                      k["frame"], k["position"]), close(tr[first + k["frame"]], up(k["position"]), 1e-4), tr[first + k["frame"]])
        if len(pk) == 2 and pk[1]["frame"] > n:  # a key past the part: lerped up to its end
            u = (n - 1 - pk[0]["frame"]) / (pk[1]["frame"] - pk[0]["frame"])
            v = [a + u * (c - a) for a, c in zip(pk[0]["position"], pk[1]["position"])]
            check("%s at frame %d: %.3f of the way between its keys" % (name, first + n - 1, u),
                  close(tr[first + n - 1], up(v), 1e-4), tr[first + n - 1])
        if len(pk) == 1 and pk[0]["frame"] > 0:  # before its only key: held at it
            check("%s from frame %d: held at %s's only key" % (name, first, p["name"]),
                  all(close(tr[f], up(pk[0]["position"]), 1e-4) for f in range(first, min(keys, first + n + 1))))
        for k in t["rotation_keys"]:
            rq = chan[(i, "rotation")][first + k["frame"]]
            g = k["rotation"]
            w = [g[0], g[2], -g[1], g[3]]
            check("%s at frame %d: rotation key %s turned to y up" % (name, first + k["frame"], g),
                  close(rq, w, 1e-4) or close(rq, [-c for c in w], 1e-4), rq)
        first += n
        last = up(pk[-1]["position"]) if pk and pk[-1]["frame"] <= n else None
    if name == "dyn_box":
        check("dyn_box after its only part: held at its last key", last and all(close(tr[f], last, 1e-4) for f in range(first, keys)))
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
r = subprocess.run([warp, "rebuild", wad, "--from", x, "-o", os.path.join(out, "r0")], capture_output=True, text=True)
check("the rebuild refuses the role renamed warr_nobody by name (no character of the Character List)",
      r.returncode != 0 and '"warr_nobody" is no character' in r.stderr, r.stderr)
# such a WAD made by hand: the name's 16 bytes at the role definition's offset (192) in the .scn entry
r1 = os.path.join(out, "r1")
shutil.copytree(sample, r1)
dr = open(os.path.join(r1, "WARRIORS.DIR"), "rb").read()
at = next(struct.unpack_from("<I", dr, 16 + 12 * e["index"])[0] for e in json.load(open(os.path.join(x, "manifest.json")))
          ["entries"] if e["name"] == "cs_sample.scn")
with open(os.path.join(r1, "WARRIORS.WAD"), "r+b") as f:
    f.seek(at + 192)
    check("the role's name is where the JSON says", f.read(16).rstrip(b"\0") == b"warr_sample")
    f.seek(at + 192)
    f.write(b"warr_nobody".ljust(16, b"\0"))
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

# a role named as the disc names them, without underscores: found by its model's recovered name
xs = os.path.join(out, "xs")
subprocess.run([warp, "extract", wad, "-o", xs, "-q", "--no-html"], check=True)
jp = os.path.join(xs, "cs_sample.scn", "cs_sample.json")
doc = json.load(open(jp))
doc["definitions"]["roles"][0]["name"] = "WarrSample"
json.dump(doc, open(jp, "w"), indent=1)
r = subprocess.run([warp, "rebuild", wad, "--from", xs, "-o", os.path.join(out, "rs")], capture_output=True, text=True)
xs2 = os.path.join(out, "xs2")
subprocess.run([warp, "extract", os.path.join(out, "rs", "WARRIORS.WAD"), "-o", xs2, "-q", "--no-html"], check=True)
it = views(xs2)[0][1] if r.returncode == 0 and views(xs2) else {}
check("a role renamed WarrSample (no key is the CRC-32 of warrsample or warrsample_cv): placed, its model's name "
      "warr_sample_cv_geo squashed is warrsample + cv", it.get("roles_placed") == 1 and it.get("left_out") == [], it)

# root motion and marks: a velocity in the role clip's section A, a mark at frame 45
x2 = os.path.join(out, "x2")
subprocess.run([warp, "extract", wad, "-o", x2, "-q", "--no-html"], check=True)
jp = os.path.join(x2, "cs_sample.scn", "cs_sample.json")
doc = json.load(open(jp))
role = doc["tracks"]["roles"][0]
role["clip"]["keys"]["root_velocity"] = [[0, 1.0, 0.0, 0.0], [60, 1.0, 0.0, 0.0]]


def mark_event(frame, typ, vals):
    raw = struct.pack("<I", 0) + b"".join(struct.pack("<f", v) for v in vals)
    e = {"frame": frame, "time": frame / 30, "type": typ, "args": (raw + bytes(20 - len(raw))).hex()}
    e["position" if typ == 21 else "value"] = vals if typ == 21 else vals[0]
    return e


role["events"] += [mark_event(45, 21, [0.0, 3.0, 0.0]), mark_event(45, 22, [math.pi / 2])]
json.dump(doc, open(jp, "w"), indent=1)
r = subprocess.run([warp, "rebuild", wad, "--from", x2, "-o", os.path.join(out, "r2")], capture_output=True, text=True)
check("a root velocity and a mark added to the role clip rebuild", r.returncode == 0, r.stderr)
x3 = os.path.join(out, "x3")
subprocess.run([warp, "extract", os.path.join(out, "r2", "WARRIORS.WAD"), "-o", x3, "-q", "--no-html"], check=True)
it = views(x3)[0][1]
j3, b3 = G.load(os.path.join(x3, "cs_sample.scn", it["file"]))
ri3 = [i for i, n in enumerate(j3["nodes"]) if n.get("name") == "warr_sample"][0]
a3 = j3["animations"][0]
ch3 = {(c["target"]["node"], c["target"]["path"]): G.read(j3, b3, a3["samplers"][c["sampler"]]["output"]) for c in a3["channels"]}
tr, rq = ch3[(ri3, "translation")], ch3[(ri3, "rotation")]
h = math.sqrt(0.5)
check("frame 44: walked 44/30 m along x from the start mark (%s)" % (tr[44],), close(tr[44], up([-2 + 44 / 30, 1, 0]), 1e-4))
check("frame 45: on the mark (0, 3, 0), turned a quarter (%s, %s)" % (tr[45], rq[45]),
      close(tr[45], up([0, 3, 0]), 1e-4) and close(rq[45], [0, h, 0, h], 1e-4))
check("frame 59: walked 14/30 m along y since (%s)" % (tr[59],), close(tr[59], up([0, 3 + 14 / 30, 0]), 1e-4))
check("from frame 60 (the segment's clip, without a velocity): it stays where frame 59 left it",
      all(close(tr[f], tr[59], 1e-6) for f in range(60, 91)), tr[60])
finish("scene_view_e2e")
