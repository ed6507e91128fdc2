#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with an edited streamed world (`level1s.glb`) and glow world
(`<level>_glow.glb`) on the sample WAD (`warp sample`), the edits made here in Python (no
Blender): a raised vertex comes back in the re-extracted file (to 1e-3, after the PS2
layout's quantisation) with its sector's and the world's boxes; a mesh that grows moves its
part's size record in `_sec.mem`; a texture swapped for another of the world's dictionaries
(a primitive given another material, an image swapped in a material) comes back; an unedited
extraction rebuilds byte-identical; a new mesh, a removed mesh, a new material, an image no
dictionary of the world holds (or only another part's) and an edited paths.glb are refused
by name, with nothing written.

usage: test_rebuild_world.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = sys.argv[1:3]
WGLB, WJSON = "level1s_sec.wld/level1s.glb", "level1s_sec.wld/level1s.json"
TOL = 1e-3


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def fresh(name):
    d = os.path.join(out, name)
    shutil.copytree(ex, d)
    return d


def rebuild(src, name):
    """Rebuild from src into OUT/name, extract it into OUT/name-ex: (result, extraction or None)."""
    mod, back = os.path.join(out, name), os.path.join(out, name + "-ex")
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", src, "-o", mod)
    if r.returncode:
        return r, None
    e = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet")
    return r, back if e.returncode == 0 else None


def refused(src, name, *words):
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", src, "-o", os.path.join(out, name))
    d = os.path.join(out, name)
    empty = not os.path.exists(d) or os.listdir(d) == []
    return r.returncode != 0 and empty and all(w in r.stderr for w in words), r.stderr


def scene_points(path, node_name):
    """The node's positions in scene space (its translation added)."""
    j, b = G.load(path)
    n = next(n for n in j["nodes"] if n.get("name") == node_name)
    t = n.get("translation", [0, 0, 0])
    pts = []
    for p in j["meshes"][n["mesh"]]["primitives"]:
        pts += [tuple(q[k] + t[k] for k in range(3)) for q in G.read(j, b, p["attributes"]["POSITION"])]
    return pts


def images(path):
    """Each mesh node's name -> the image names its primitives show."""
    j, _ = G.load(path)
    def image(p):
        t = j["materials"][p["material"]]["pbrMetallicRoughness"].get("baseColorTexture") if "material" in p else None
        return j["images"][j["textures"][t["index"]]["source"]].get("name") if t else None
    return {n["name"]: [image(p) for p in j["meshes"][n["mesh"]]["primitives"]] for n in j["nodes"] if "mesh" in n}


def material_named(j, name):
    return next(k for k, m in enumerate(j["materials"]) if m.get("name") == name)


def move_vertex(path, node_name, where, dy):
    """Every copy of the vertex at `where` (local coordinates) of the node's mesh raised by dy."""
    j, b = G.load(path)
    n = next(n for n in j["nodes"] if n.get("name") == node_name)
    moved = 0
    for p in j["meshes"][n["mesh"]]["primitives"]:
        i = p["attributes"]["POSITION"]
        a = j["accessors"][i]
        v = j["bufferViews"][a["bufferView"]]
        o, st = v.get("byteOffset", 0) + a.get("byteOffset", 0), v.get("byteStride", 12)
        for k, q in enumerate(G.read(j, b, i)):
            if all(abs(q[c] - where[c]) < 1e-6 for c in range(3)):
                struct.pack_into("<3f", b, o + st * k, q[0], q[1] + dy, q[2])
                a["max"] = [max(a["max"][c], (q[0], q[1] + dy, q[2])[c]) for c in range(3)]
                moved += 1
    G.save(path, j, b)
    return moved


def grow_mesh(path, node_name):
    """A new triangle on the node's first primitive (three new vertices, copies of its first
    three, the third raised): the mesh grows."""
    j, b = G.load(path)
    n = next(n for n in j["nodes"] if n.get("name") == node_name)
    p = j["meshes"][n["mesh"]]["primitives"][0]
    count = j["accessors"][p["attributes"]["POSITION"]]["count"]
    for key, acc in list(p["attributes"].items()):
        a = j["accessors"][acc]
        rows = G.read(j, b, acc)
        extra = rows[:3]
        if key == "POSITION":
            extra = [rows[0], rows[1], (rows[2][0], rows[2][1] + 2, rows[2][2])]
        p["attributes"][key] = G.add(j, b, rows + extra, a["componentType"], a["type"], a.get("normalized", False))
    idx = [i[0] for i in G.read(j, b, p["indices"])] + [count, count + 1, count + 2]
    p["indices"] = G.add(j, b, [(i,) for i in idx], 5125, "SCALAR")
    G.save(path, j, b)


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
info = json.load(open(os.path.join(ex, WJSON)))

r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ex, "-o", os.path.join(out, "same"))
check("unedited rebuild is byte-identical", r.returncode == 0 and "0 worlds put back" in r.stderr and
      open(os.path.join(out, "same", "WARRIORS.WAD"), "rb").read() ==
      open(os.path.join(sample, "WARRIORS.WAD"), "rb").read(), r.stderr)

# ---- a streamed world's vertex raised ------------------------------------------------------------
NODE = "part 1 atomic 0 k 0"
ed = fresh("w-vertex")
check("level1s.glb: a vertex raised in Python", move_vertex(os.path.join(ed, WGLB), NODE, (-8, 0, -8), 0.7) > 0)
r, back = rebuild(ed, "w-vertex-mod")
check("level1s.glb: the raised vertex rebuilds", back is not None and "1 worlds put back" in r.stderr and
      "1 mesh of world level1s" in r.stderr, r.stderr)
if back:
    pts = scene_points(os.path.join(back, WGLB), NODE)
    check("level1s.glb: the vertex comes back raised (1e-3)",
          any(abs(x + 16) < TOL and abs(y - 0.7) < TOL and abs(z + 16) < TOL for x, y, z in pts), sorted(pts)[:4])
    before = sorted(scene_points(os.path.join(ex, WGLB), NODE))
    check("level1s.glb: the mesh's other vertices as they were", sorted(p for p in pts if p[1] < 0.5) ==
          [p for p in before if (p[0], p[2]) != (-16, -16)] or len(pts) == len(before), len(pts))
    other = "part 2 atomic 1 k 3"
    check("level1s.glb: the other meshes as they were",
          scene_points(os.path.join(back, WGLB), other) == scene_points(os.path.join(ex, WGLB), other))
    w = json.load(open(os.path.join(back, WJSON)))
    s0 = w["sectors"][0]
    check("level1s.json: the sector's box follows the raised vertex", abs(s0["box_max"][1] - 0.7) < TOL and
          s0["box_min"][:1] == [-16] and s0["box_max"][0] == 0, s0)
    check("level1s.json: the other sectors' boxes kept", w["sectors"][1:] == info["sectors"][1:])
    check("level1s.json: the world's box holds the sectors'", w["box_max"][1] >= 0.7 - TOL and w["box_min"] ==
          [min(s["box_min"][c] for s in w["sectors"]) for c in range(3)], (w["box_min"], w["box_max"]))
    check("level1s.json: the part's size and record agree", all(p["size_matches"] for p in w["manifest"]["parts"]))

# ---- a mesh that grows: the part's size record follows ----------------------------------------------
ed = fresh("w-grow")
grow_mesh(os.path.join(ed, WGLB), "part 2 atomic 0 k 2")
r, back = rebuild(ed, "w-grow-mod")
check("level1s.glb: a new triangle rebuilds", back is not None and "1 worlds put back" in r.stderr, r.stderr)
if back:
    w = json.load(open(os.path.join(back, WJSON)))
    p2, p2was = w["manifest"]["parts"][1], info["manifest"]["parts"][1]
    check("level1s.json: the part grew and its _sec.mem record follows", p2["size_matches"] and
          p2["file_size"] > p2was["file_size"] and p2["heap_size"] - p2was["heap_size"] ==
          p2["file_size"] - p2was["file_size"], (p2, p2was))
    pts = scene_points(os.path.join(back, WGLB), "part 2 atomic 0 k 2")
    check("level1s.glb: the new triangle's raised corner comes back", any(abs(y - 2) < TOL for _, y, _ in pts))
    check("level1s.json: the sector keeps its part", w["sectors"][2]["part"] == 2 and w["sectors"][2]["k"] == 2)

# ---- the level's glow world: a vertex raised ------------------------------------------------------
GLOW = G.world_file(ex, 133711013)  # the level's glow world
ed = fresh("g-vertex")
j, b = G.load(os.path.join(ed, GLOW))
first = G.read(j, b, j["meshes"][0]["primitives"][0]["attributes"]["POSITION"])[0]
check("glow.glb: a vertex raised in Python", move_vertex(os.path.join(ed, GLOW), "sector 0", first, 0.3) > 0)
r, back = rebuild(ed, "g-vertex-mod")
check("glow.glb: the raised vertex rebuilds", back is not None and "1 worlds put back" in r.stderr and
      "1 sector of the glow world" in r.stderr, r.stderr)
if back:
    pts, was = scene_points(os.path.join(back, GLOW), "sector 0"), scene_points(os.path.join(ex, GLOW), "sector 0")
    want = (first[0], first[1] + 0.3, first[2])
    check("glow.glb: the vertex comes back raised (1e-3)", any(all(abs(p[c] - want[c]) < TOL for c in range(3))
                                                               for p in pts), pts[:3])
    check("glow.glb: as many vertices as extracted", len(pts) == len(was), (len(pts), len(was)))
    same = all(open(os.path.join(ex, "level1.lev", f), "rb").read() == open(os.path.join(back, "level1.lev", f), "rb").read()
               for f in ("collision.json", "paths.json", "level.json"))
    check("glow.glb: the level's collision, paths and occluders as they were", same)

# ---- texture swaps ---------------------------------------------------------------------------------------
was_images = images(os.path.join(ex, WGLB))
check("level1s.glb: part 1 shows grass, part 2 road, as extracted", was_images["part 1 atomic 0 k 0"] == ["grass"] and
      was_images["part 2 atomic 0 k 2"] == ["road"], was_images)
ed = fresh("w-swap")  # a primitive given another mesh's material, showing the world stream's road texture
j, b = G.load(os.path.join(ed, WGLB))
j["meshes"][0]["primitives"][0]["material"] = material_named(j, "road")
G.save(os.path.join(ed, WGLB), j, b)
r, back = rebuild(ed, "w-swap-mod")
check("level1s.glb: a primitive given the road material rebuilds", back is not None and "1 worlds put back" in r.stderr
      and "0 meshes of world level1s encoded again, 1 texture swapped" in r.stderr, r.stderr)
if back:
    now = images(os.path.join(back, WGLB))
    check("level1s.glb: the re-extracted primitive shows the road texture", now["part 1 atomic 0 k 0"] == ["road"], now)
    check("level1s.glb: the other meshes show what they showed", {k: v for k, v in now.items() if k != "part 1 atomic 0 k 0"}
          == {k: v for k, v in was_images.items() if k != "part 1 atomic 0 k 0"}, now)
    check("level1s.glb: every mesh's vertices as they were", all(
        scene_points(os.path.join(back, WGLB), n) == scene_points(os.path.join(ex, WGLB), n) for n in was_images))
    w = json.load(open(os.path.join(back, WJSON)))
    check("level1s.json: the world as it was (sizes, boxes, parts)", w == info, w)
    mod = open(os.path.join(out, "w-swap-mod", "WARRIORS.WAD"), "rb").read()
    orig = open(os.path.join(sample, "WARRIORS.WAD"), "rb").read()
    diff = [k for k in range(len(orig)) if mod[k] != orig[k]]
    check("WARRIORS.WAD: only the texture name's bytes differ ('grass' -> 'road', same padded size)",
          len(mod) == len(orig) and 1 <= len(diff) <= 5 and diff[-1] - diff[0] < 5 and
          bytes(mod[diff[0]:diff[0] + 5]) == b"road\0" and orig[diff[0]:diff[0] + 5] == b"grass", diff[:8])

ed = fresh("w-swap-image")  # the image swapped inside a material (a new image road.png), a vertex raised
NODE2 = "part 1 atomic 1 k 1"
j, b = G.load(os.path.join(ed, WGLB))
m = j["materials"][j["meshes"][1]["primitives"][0]["material"]]
road = j["textures"][j["materials"][material_named(j, "road")]["pbrMetallicRoughness"]["baseColorTexture"]["index"]]
j["images"].append(dict(j["images"][road["source"]], name="road.png"))  # as Blender names a PNG it loaded
j["textures"].append(dict(road, source=len(j["images"]) - 1))
m["pbrMetallicRoughness"]["baseColorTexture"]["index"] = len(j["textures"]) - 1
G.save(os.path.join(ed, WGLB), j, b)
first = G.read(j, b, j["meshes"][1]["primitives"][0]["attributes"]["POSITION"])[0]
check("level1s.glb: a vertex of the swapped mesh raised", move_vertex(os.path.join(ed, WGLB), NODE2, first, 0.5) > 0)
r, back = rebuild(ed, "w-swap-image-mod")
check("level1s.glb: an image swapped in a material rebuilds", back is not None and
      "1 mesh of world level1s encoded again, 1 texture swapped" in r.stderr, r.stderr)
if back:
    now = images(os.path.join(back, WGLB))
    check("level1s.glb: the swapped material shows road, the others as they were",
          now == dict(was_images, **{NODE2: ["road"]}), now)
    pts = scene_points(os.path.join(back, WGLB), NODE2)
    check("level1s.glb: the swapped mesh's raised vertex comes back too", max(p[1] for p in pts) > 0.5 - TOL, pts[:3])

# ---- refusals ------------------------------------------------------------------------------------------
ed = fresh("w-swap-outside")  # an image no dictionary of the world holds
j, b = G.load(os.path.join(ed, WGLB))
j["images"][j["textures"][j["materials"][0]["pbrMetallicRoughness"]["baseColorTexture"]["index"]]["source"]][
    "name"] = "cloudbox"
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-swap-outside-mod", "level1s.glb", "part 1 atomic 0 k 0", 'image "cloudbox"',
                  "not in the world's texture dictionaries (level1s_sec.wld, level1s_ms1.sec)", "new textures are not added")
check("level1s.glb: an image outside the world's dictionaries refused, naming the image and the mesh", ok, err)

ed = fresh("w-swap-part")  # a texture only another part's dictionary holds
j, b = G.load(os.path.join(ed, WGLB))
j["meshes"][2]["primitives"][0]["material"] = material_named(j, "grass")
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-swap-part-mod", "level1s.glb", "part 2 atomic 0 k 2", 'image "grass"', "level1s_ms1.sec",
                  "only with that part", "use a texture of level1s_sec.wld")
check("level1s.glb: a texture of another part's dictionary refused, naming the part", ok, err)

ed = fresh("w-swap-count")  # a second primitive on another material: a material count change
j, b = G.load(os.path.join(ed, WGLB))
prims = j["meshes"][0]["primitives"]
prims.append(dict(prims[0], material=material_named(j, "road")))
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-swap-count-mod", "level1s.glb", 'material "road"', "is none of the mesh's materials",
                  "new materials are not put back")
check("level1s.glb: a second material on a mesh refused by name", ok, err)

ed = fresh("w-swap-two")  # one material shown with two images: a copy of the material showing road
j, b = G.load(os.path.join(ed, WGLB))
prims = j["meshes"][0]["primitives"]
j["materials"].append(dict(j["materials"][prims[0]["material"]], name="grass.001",
                           pbrMetallicRoughness=j["materials"][material_named(j, "road")]["pbrMetallicRoughness"]))
prims.append(dict(prims[0], material=len(j["materials"]) - 1))
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-swap-two-mod", "level1s.glb", 'shows image "grass"', 'image "road" for one material',
                  "a material has one texture")
check("level1s.glb: one material shown with two images refused, naming both", ok, err)

ed = fresh("g-swap-outside")  # the glow world: an image outside its dictionary
j, b = G.load(os.path.join(ed, GLOW))
j["images"][0]["name"] = "cloudbox"
G.save(os.path.join(ed, GLOW), j, b)
ok, err = refused(ed, "g-swap-outside-mod", os.path.basename(GLOW), "sector 0", 'image "cloudbox"',
                  "the glow dictionary of level1.lev")
check("glow.glb: an image outside the level's glow dictionary refused, naming it", ok, err)

ed = fresh("w-new")  # a new node drawing a copy of a mesh: a new sector
j, b = G.load(os.path.join(ed, WGLB))
j["nodes"].append({"name": "new sector", "mesh": 0, "translation": [40, 0, 0]})
j["scenes"][0]["nodes"].append(len(j["nodes"]) - 1)
j["meshes"].append(dict(j["meshes"][0], name="new sector"))
j["nodes"][-1]["mesh"] = len(j["meshes"]) - 1
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-new-mod", "level1s.glb", "new sector", "not put back")
check("level1s.glb: a new sector refused by name", ok, err)

ed = fresh("w-removed")
j, b = G.load(os.path.join(ed, WGLB))
gone = j["nodes"][1]["name"]
del j["nodes"][1]["mesh"]  # the node draws nothing: its mesh deleted
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-removed-mod", "level1s.glb", "no mesh named " + gone)
check("level1s.glb: a removed mesh refused by name", ok, err)

ed = fresh("w-material")  # a new material on a mesh
j, b = G.load(os.path.join(ed, WGLB))
j["materials"].append({"name": "brand new", "pbrMetallicRoughness": {}})
j["meshes"][0]["primitives"][0]["material"] = len(j["materials"]) - 1
G.save(os.path.join(ed, WGLB), j, b)
ok, err = refused(ed, "w-material-mod", "level1s.glb", "brand new", "is none of the mesh's materials")
check("level1s.glb: a new material refused by name", ok, err)

ed = fresh("paths-glb")
with open(os.path.join(ed, "level1.lev", "paths.glb"), "ab") as f:
    f.write(b"\0\0\0\0")
ok, err = refused(ed, "paths-glb-mod", "paths.glb", "edit paths.json instead")
check("paths.glb: an edit refused, naming paths.json", ok, err)

# ---- a lone part (no named world stream takes it: page 002's entries 9,809-9,811) ------------------
# The sample's part 2 made lone: its DIR name and its header's hash word no longer say level1s_ms2.sec.
import zlib
lone = os.path.join(out, "lone")
shutil.copytree(sample, lone)
d = bytearray(open(os.path.join(lone, "WARRIORS.DIR"), "rb").read())
part_hash = zlib.crc32(b"./ee_files/level1s_ms2.sec")
rec = next(at for at in range(16, len(d), 12) if struct.unpack_from("<I", d, at + 8)[0] == part_hash)
lone_entry = (rec - 16) // 12
struct.pack_into("<I", d, rec + 8, 0x12345678)
open(os.path.join(lone, "WARRIORS.DIR"), "wb").write(d)
lex = json.load(open(os.path.join(ex, "manifest.json")))["entries"][lone_entry]
w = bytearray(open(os.path.join(lone, "WARRIORS.WAD"), "rb").read())
struct.pack_into("<I", w, lex["offset"] + 12, 0x9ABCDEF0)  # the part header {1, 0, 0, hash}
open(os.path.join(lone, "WARRIORS.WAD"), "wb").write(w)
lx = os.path.join(out, "lone-ex")
r = run("extract", os.path.join(lone, "WARRIORS.WAD"), "-o", lx, "--quiet", "--no-html")
items = [o for o in json.load(open(os.path.join(lx, "manifest.json")))["entries"][lone_entry]["outputs"]
         if o["kind"] == "world"]
check("lone part: exported as a .glb of its own", r.returncode in (0, 1) and len(items) == 1 and
      items[0].get("lone_part") is True, (r.stderr[-300:], items))
if items:
    folder = json.load(open(os.path.join(lx, "manifest.json")))["entries"][lone_entry]["folder"]
    LGLB = folder + "/" + items[0]["file"]
    led = os.path.join(out, "lone-edit")
    shutil.copytree(lx, led)
    LNODE = "part 1 atomic 0 k 2"
    check("lone part: a vertex raised in Python (its own coordinates)",
          move_vertex(os.path.join(led, LGLB), LNODE, (-8, 0, -8), 0.7) > 0)
    mod, back = os.path.join(out, "lone-mod"), os.path.join(out, "lone-mod-ex")
    r = run("rebuild", os.path.join(lone, "WARRIORS.WAD"), "--from", led, "-o", mod)
    check("lone part: the raised vertex rebuilds", r.returncode == 0 and "1 worlds put back" in r.stderr and
          "(a lone part)" in r.stderr, r.stderr)
    if r.returncode == 0:
        run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet", "--no-html")
        pts = scene_points(os.path.join(back, LGLB), LNODE)
        check("lone part: the vertex comes back raised (1e-3)",
              any(abs(x + 8) < TOL and abs(y - 0.7) < TOL and abs(z + 8) < TOL for x, y, z in pts), sorted(pts)[:4])
        other = "part 1 atomic 1 k 3"
        check("lone part: its other atomic as it was",
              scene_points(os.path.join(back, LGLB), other) == scene_points(os.path.join(lx, LGLB), other))
    r = run("rebuild", os.path.join(lone, "WARRIORS.WAD"), "--from", lx, "-o", os.path.join(out, "lone-same"))
    check("lone part: an unedited extraction rebuilds byte-identical", r.returncode == 0 and
          open(os.path.join(out, "lone-same", "WARRIORS.WAD"), "rb").read() ==
          open(os.path.join(lone, "WARRIORS.WAD"), "rb").read(), r.stderr)

finish("test_rebuild_world")
