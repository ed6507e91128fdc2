#!/usr/bin/env python3
"""End to end: the assembled level (docs/tool.md "Assembled levels") on the sample WAD.

level1.lev/level1.glb holds the streamed world level1s (its sectors' meshes), every line of
level1_objs.txt as a node under "objects" at its position and rotation turned to y up
((x, y, z) -> (x, z, -y), the quaternion's vector part alike) with the placed model's mesh
(the same vertices as the model's own .glb; one mesh per model), the emitter as an empty
node named after it, the collision mesh under a node marked hidden, the paths as lines.
It passes the glTF-Validator (when node and gltf-validator are there) and Blender 3.4
imports it with dyn_box and dyn_crate at their game positions (Blender is z-up, as the
game is; skipped without Blender).

usage: level_scene_e2e.py WARP OUTDIR [NODE VALIDATE_SCRIPT VALIDATOR_DIR]"""
import json, math, os, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
node, script, vdir = (sys.argv[3:6] + ["", "", ""])[:3]
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, x = os.path.join(out, "sample"), os.path.join(out, "x")
subprocess.run([warp, "sample", sample, "-q"], check=True)
subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", x, "-q"], check=True)

m = json.load(open(os.path.join(x, "manifest.json")))
items = [(e, o) for e in m["entries"] for o in e.get("outputs", []) if o["kind"] == "level_scene"]
check("one level_scene item, in level1.lev", len(items) == 1 and items[0][0]["name"] == "level1.lev", items)
e, item = items[0]
check("its counts: 1 world, 2 objects, 1 emitter, 0 unresolved, 2 models",
      (item["worlds"], item["objects"], item["emitters"], item["unresolved"], item["models"]) == (1, 2, 1, 0, 2), item)
path = os.path.join(x, "level1.lev", item["file"])
check("level1.lev/level1.glb written", item["file"] == "level1.glb" and os.path.isfile(path))
objs = json.load(open(os.path.join(x, "level1_objs.txt", "level1_objs.json")))["objects"]
j, b = G.load(path)
nodes = j["nodes"]
by_name = {}
for i, n in enumerate(nodes):
    by_name.setdefault(n.get("name"), []).append(i)
roots = [nodes[i].get("name") for i in j["scenes"][0]["nodes"]]
check("the scene's layers: level1s, objects, collision, paths", roots == ["level1s", "objects", "collision", "paths"],
      roots)


def subtree_meshes(i):
    n = nodes[i]
    return ([n["mesh"]] if "mesh" in n else []) + [k for c in n.get("children", []) for k in subtree_meshes(c)]


def positions(j, b, mesh):
    return sorted(p for prim in j["meshes"][mesh]["primitives"] for p in G.read(j, b, prim["attributes"]["POSITION"]))


def close(a, b, eps=1e-5):
    return len(a) == len(b) and all(abs(p - q) <= eps for p, q in zip(a, b))


# the standalone model files, by their vertices
models = {}
for root, _, files in os.walk(x):
    for f in files:
        if f.endswith(".glb") and "level1.lev" not in root and "sec.wld" not in root:
            mj, mb = G.load(os.path.join(root, f))
            if len(mj["meshes"]) == 1:
                models[os.path.relpath(os.path.join(root, f), x)] = positions(mj, mb, 0)

objects = nodes[by_name["objects"][0]].get("children", [])
check("objects: a node per line of level1_objs.txt", [nodes[i]["name"] for i in objects] == [o["name"] for o in objs])
placed_meshes = {}
for o, i in zip(objs, objects):
    n = nodes[i]
    gx, gy, gz = o["position"]
    qx, qy, qz, qw = o["rotation"]
    want_t, want_r = [gx, gz, -gy], [qx, qz, -qy, qw]
    t, r = n.get("translation", [0, 0, 0]), n.get("rotation", [0, 0, 0, 1])
    check("%s at its _objs.txt position turned to y up %s (%s)" % (o["name"], want_t, t), close(t, want_t))
    check("%s turned by its rotation, y up %s (%s)" % (o["name"], want_r, r), close(r, want_r))
    meshes = subtree_meshes(i)
    if o["emitter"]:
        check("%s (an emitter): an empty node" % o["name"], not meshes and not n.get("children"))
        continue
    check("%s draws one mesh" % o["name"], len(meshes) == 1, meshes)
    if len(meshes) == 1:
        same = [k for k, v in models.items() if close([c for p in v for c in p],
                                                       [c for p in positions(j, b, meshes[0]) for c in p])]
        check("%s's mesh is its model's (%s)" % (o["name"], ", ".join(same)), len(same) >= 1)
        placed_meshes[o["name"]] = meshes[0]
check("dyn_box and dyn_crate placed with their meshes", set(placed_meshes) == {"dyn_box", "dyn_crate"})
world = nodes[by_name["level1s"][0]]
wj, wb = G.load(os.path.join(x, "level1s_sec.wld", "level1s.glb"))
check("the world's sectors: %d nodes with meshes, as level1s.glb" % len(world.get("children", [])),
      len(world.get("children", [])) == sum(1 for n in wj["nodes"] if "mesh" in n) and
      all("mesh" in nodes[c] for c in world["children"]))
coll = nodes[by_name["collision"][0]]
check("the collision mesh under a hidden node", coll.get("extras") == {"hidden": True} and subtree_meshes(by_name["collision"][0]))
pm = subtree_meshes(by_name["paths"][0])
check("the paths with line primitives", pm and any(p.get("mode") == 1 for p in j["meshes"][pm[0]]["primitives"]))
check("one mesh per model: no two objects' meshes alike unless one model",
      len(j["meshes"]) == len(wj["meshes"]) + len(set(placed_meshes.values())) + 2, len(j["meshes"]))

if node and script and vdir and os.path.isfile(os.path.join(vdir, "package.json")):
    r = subprocess.run([node, script, vdir, "--strict", path], capture_output=True, text=True)
    check("the glTF-Validator: 0 errors, 0 warnings", r.returncode == 0 and ": 0 errors, 0 warnings" in r.stdout, r.stdout)
else:
    print("skip glTF-Validator (node or gltf-validator missing)")

blender = shutil.which("blender")
if blender:
    here = os.path.dirname(os.path.abspath(__file__))
    env = dict(os.environ, PATH="/usr/bin:" + os.environ.get("PATH", ""))  # the system Python's numpy
    code = ("import sys, json, numpy\nnumpy.bool = bool\nimport bpy\n"
            "bpy.ops.wm.read_factory_settings(use_empty=True)\n"
            "bpy.ops.import_scene.gltf(filepath=sys.argv[-1])\n"
            "print('OBJECTS ' + json.dumps({o.name: list(o.matrix_world.translation) for o in bpy.data.objects}))\n")
    r = subprocess.run([blender, "-b", "--factory-startup", "--python-expr", code, "--", path], capture_output=True,
                       text=True, env=env, timeout=600)
    line = [l for l in r.stdout.splitlines() if l.startswith("OBJECTS ")]
    got = json.loads(line[0][8:]) if line else {}
    check("Blender imports it (%d objects)" % len(got), r.returncode == 0 and len(got) >= len(nodes) - 2,
          r.stdout[-1500:] + r.stderr[-1500:])
    for o in objs:
        if o["name"] in got:  # Blender is z-up: the game's own axes
            check("Blender: %s at its game position %s" % (o["name"], o["position"]), close(got[o["name"]], o["position"], 1e-4),
                  got[o["name"]])
        else:
            check("Blender: %s imported" % o["name"], False, sorted(got))
else:
    print("skip Blender (not installed)")
finish("level_scene_e2e")
