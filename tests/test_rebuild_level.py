#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with a level's edited collision, paths and occluders, on the
sample WAD (`warp sample`), the edits made here in Python (no Blender): each edit made alone
comes back in the re-extracted files (positions to 1e-3), the rest of the level unchanged;
an unedited extraction rebuilds byte-identical; refusals write nothing and name the file.

usage: test_rebuild_level.py WARP OUTDIR"""
import json, os, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = sys.argv[1:3]
LEV = "level1.lev"
COLL, CGLB = LEV + "/collision.json", LEV + "/collision.glb"
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


def jload(d, f):
    return json.load(open(os.path.join(d, f)))


def jsave(d, f, j):
    json.dump(j, open(os.path.join(d, f), "w"), indent=1)


def close(a, b):
    return len(a) == len(b) and all(abs(x - y) <= TOL for x, y in zip(a, b))


def nothing_written(name):
    d = os.path.join(out, name)
    return not os.path.exists(d) or os.listdir(d) == []


def others_same(back, keep):
    """The level's other outputs (and every other entry's) as first extracted; level1.glb (the
    level's combined view, which draws its collision and paths) and thumbnails of kept files
    follow the edit."""
    bad = []
    for root, _, files in os.walk(ex):
        rel = os.path.relpath(root, ex)
        if rel.startswith("index-files"):
            continue
        for f in files:
            k = os.path.join(rel, f)
            stem = k[:-len(".thumb.png")] if k.endswith(".thumb.png") else None  # a kept file's preview
            if k in keep or f in ("manifest.json", "index.html", "level1.glb", "level1.thumb.png") or (stem and any(x.startswith(stem + ".") for x in keep)):
                continue
            if open(os.path.join(ex, k), "rb").read() != open(os.path.join(back, k), "rb").read():
                bad.append(k)
    return bad


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
orig = jload(ex, COLL)

r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ex, "-o", os.path.join(out, "same"))
same = r.returncode == 0 and open(os.path.join(out, "same", "WARRIORS.WAD"), "rb").read() == \
    open(os.path.join(sample, "WARRIORS.WAD"), "rb").read()
check("unedited rebuild is byte-identical", same and "0 level files put back" in r.stderr, r.stderr)

# ---- collision.json -------------------------------------------------------------------------
ed = fresh("cj-vertex")
j = jload(ed, COLL)
j["vertices"][4][2] += 1.25  # the ground's centre raised
jsave(ed, COLL, j)
r, back = rebuild(ed, "cj-vertex-mod")
check("collision.json: a raised vertex rebuilds", back is not None and "1 level files put back" in r.stderr, r.stderr)
if back:
    b = jload(back, COLL)
    check("collision.json: the vertex comes back raised", close(b["vertices"][4], j["vertices"][4]), b["vertices"][4])
    check("collision.json: triangles unchanged", b["triangles"] == orig["triangles"])
    check("collision.json: header follows (lowest z, counts)", b["header"]["vertex_count"] == 13 and
          b["header"]["triangle_count"] == 10 and b["header"]["word00"] == orig["header"]["word00"], b["header"])
    every = sorted({t for c in b["cells"] for t in c["triangles"]})
    check("collision.json: every triangle listed in a cell", every == list(range(10)), every)
    check("collision.json: the rest of the level as it was", others_same(back, {COLL, CGLB}) == [],
          others_same(back, {COLL, CGLB}))

ed = fresh("cj-material")
j = jload(ed, COLL)
j["triangles"][2][4] = 116
jsave(ed, COLL, j)
r, back = rebuild(ed, "cj-material-mod")
if back:
    b = jload(back, COLL)
    check("collision.json: a triangle's material comes back", b["triangles"][2][4] == 116 and
          b["triangles"][:2] == orig["triangles"][:2] and b["vertices"] == orig["vertices"], b["triangles"][2])
else:
    check("collision.json: a changed material rebuilds", False, r.stderr)

ed = fresh("cj-added")
j = jload(ed, COLL)
j["vertices"].append([0, 0, 5, 1])
j["triangles"].append([9, 10, 13, "0x0005", 3, 9])
jsave(ed, COLL, j)
r, back = rebuild(ed, "cj-added-mod")
if back:
    b = jload(back, COLL)
    check("collision.json: an added triangle comes back", b["triangles"][-1] == [9, 10, 13, "0x0005", 3, 9] and
          len(b["triangles"]) == 11 and close(b["vertices"][13], [0, 0, 5, 1]), b["triangles"][-1])
    check("collision.json: the bounds grew (lowest z kept, z cells 1)", b["header"]["cells"] == [4, 4, 1])
else:
    check("collision.json: an added triangle rebuilds", False, r.stderr)

for name, edit, want in (("range", lambda j: j["triangles"][0].__setitem__(0, 99), "triangle 0"),
                         ("flags", lambda j: j["triangles"][1].__setitem__(3, "0x10000"), "triangle 1"),
                         ("nan", lambda j: j["vertices"][0].__setitem__(1, "x"), "vertex 0")):
    ed = fresh("cj-" + name)
    j = jload(ed, COLL)
    edit(j)
    jsave(ed, COLL, j)
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "cj-" + name + "-mod"))
    check("collision.json: %s refused by name" % name, r.returncode != 0 and "collision.json" in r.stderr and
          want in r.stderr and nothing_written("cj-" + name + "-mod"), r.stderr)

# ---- collision.glb (as Blender would write it: y up, one primitive per material) ------------------


def glb_edit(d, fn):
    """fn(name, positions) -> new positions, per primitive (flat triangles)."""
    p = os.path.join(d, CGLB)
    j, b = G.load(p)
    for prim in j["meshes"][0]["primitives"]:
        name = j["materials"][prim["material"]]["name"]
        pos = G.read(j, b, prim["attributes"]["POSITION"])
        if "indices" in prim:
            pos = [pos[i[0]] for i in G.read(j, b, prim.pop("indices"))]
        prim["attributes"] = {"POSITION": G.add(j, b, fn(name, pos), 5126, "VEC3")}
    G.save(p, j, b)


ed = fresh("cg-vertex")
# game (0, 0, 0) is glTF (0, 0, -0): every corner there raised 1.25 m (glTF y)
glb_edit(ed, lambda n, pos: [(x, y + 1.25, z) if (x, y, z) == (0, 0, 0) else (x, y, z) for x, y, z in pos])
r, back = rebuild(ed, "cg-vertex-mod")
check("collision.glb: a raised vertex rebuilds", back is not None and "1 level files put back" in r.stderr, r.stderr)
if back:
    b = jload(back, COLL)
    check("collision.glb: the vertex comes back raised, in game axes", close(b["vertices"][4], [0, 0, 1.25, 1]) and
          len(b["vertices"]) == 13, b["vertices"])
    check("collision.glb: flags, materials and areas kept", [t[3:] for t in b["triangles"]] ==
          [t[3:] for t in orig["triangles"]] and [t[:3] for t in b["triangles"]] == [t[:3] for t in orig["triangles"]])

ed = fresh("cg-reorder")  # Blender's export: the same triangles in another order, rotated corners
glb_edit(ed, lambda n, pos: [pos[i + k] for i in reversed(range(0, len(pos), 3)) for k in (1, 2, 0)])
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "cg-reorder-mod"))
check("collision.glb: reordered, unchanged triangles rebuild byte-identical", r.returncode == 0 and
      open(os.path.join(out, "cg-reorder-mod", "WARRIORS.WAD"), "rb").read() ==
      open(os.path.join(sample, "WARRIORS.WAD"), "rb").read(), r.stderr)

ed = fresh("cg-material")  # a concrete triangle moved to the grass primitive
moved = []


def to_grass(n, pos):
    if n.startswith("5 "):
        moved.extend(pos[:3])
        return pos[3:]
    return pos + moved if n.startswith("35 ") else pos


glb_edit(ed, to_grass)
r, back = rebuild(ed, "cg-material-mod")
if back:
    b = jload(back, COLL)
    mats = sorted(t[4] for t in b["triangles"])
    check("collision.glb: a triangle's material comes back", mats.count(35) == 3 and mats.count(5) == 3 and
          len(b["triangles"]) == 10 and b["triangles"][0][5] == 1, b["triangles"])
else:
    check("collision.glb: a changed material rebuilds", False, r.stderr)

ed = fresh("cg-added")  # a new triangle in the concrete primitive, sharing the wall's foot
glb_edit(ed, lambda n, pos: pos + [(-5, 0, -10), (5, 0, -10), (0, 2, -12)] if n.startswith("5 ") else pos)
r, back = rebuild(ed, "cg-added-mod")
if back:
    b = jload(back, COLL)
    t = b["triangles"][-1]
    check("collision.glb: an added triangle comes back", len(b["triangles"]) == 11 and t[4] == 5 and
          close(b["vertices"][t[2]], [0, 12, 2, 1]) and t[3] == "0x0201" and t[5] == 0, (t, b["vertices"]))
else:
    check("collision.glb: an added triangle rebuilds", False, r.stderr)

ed = fresh("cg-newmat")
p = os.path.join(ed, CGLB)
j, bb = G.load(p)
j["materials"][0]["name"] = "Material.001"
G.save(p, j, bb)
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "cg-newmat-mod"))
check("collision.glb: a new material refused by name", r.returncode != 0 and "Material.001" in r.stderr and
      "collision.glb" in r.stderr and nothing_written("cg-newmat-mod"), r.stderr)

ed = fresh("cg-both")
glb_edit(ed, lambda n, pos: [(x, y + 1, z) for x, y, z in pos])
j = jload(ed, COLL)
j["triangles"][2][4] = 116
jsave(ed, COLL, j)
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "cg-both-mod"))
check("collision.json and .glb both edited: refused", r.returncode != 0 and "both edited" in r.stderr and
      nothing_written("cg-both-mod"), r.stderr)

# ---- paths.json ------------------------------------------------------------------------------------
PJ = LEV + "/paths.json"
porig = jload(ex, PJ)


def slabs(vs):
    """The 16 slab lists of a polygon (edges whose y extent meets each slab), as the writer makes them."""
    ys = [v[1] for v in vs]
    lo, h = min(ys), (max(ys) - min(ys)) / 16
    out = []
    for s in range(16):
        a, b = lo + h * s, lo + h * (s + 1)
        out.append([k for k in range(len(vs)) if max(ys[k], ys[(k + 1) % len(vs)]) >= a - 1e-4 and
                    min(ys[k], ys[(k + 1) % len(vs)]) <= b + 1e-4])
    return out


ed = fresh("paths-vertex")
j = jload(ed, PJ)
j["paths"][0]["vertices"][2] = [15, 17]  # the outline's north-east corner moved north
jsave(ed, PJ, j)
r, back = rebuild(ed, "paths-vertex-mod")
check("paths.json: a moved outline vertex rebuilds", back is not None and "1 level files put back" in r.stderr, r.stderr)
if back:
    b = jload(back, PJ)
    p0 = b["paths"][0]
    check("paths.json: the vertex comes back moved", close(p0["vertices"][2], [15, 17]) and
          p0["vertices"][:2] == porig["paths"][0]["vertices"][:2], p0["vertices"])
    check("paths.json: its box recomputed", close(p0["box"], [-15, 15, -15, 17]), p0["box"])
    want = slabs(p0["vertices"])
    check("paths.json: its slab lists recomputed", p0["slabs"] == want, (p0["slabs"], want))
    check("paths.json: the other polygons, nodes and edges as they were", b["paths"][1:] == porig["paths"][1:] and
          b["nodes"] == porig["nodes"], b["paths"][1:])
    keep = {PJ, LEV + "/paths.glb", LEV + "/level.json"}  # level.json: the chunks' offsets and sizes moved
    check("paths.json: the rest of the level as it was", others_same(back, keep) == [] and
          jload(back, LEV + "/level.json")["occluders"] == jload(ex, LEV + "/level.json")["occluders"],
          others_same(back, keep))

ed = fresh("paths-node")
j = jload(ed, PJ)
j["nodes"][1]["position"][:3] = [11.5, 0.5, 0.25]
j["nodes"][0]["edges"][1]["kind"] = "0x8"
j["paths"][1]["flags"] = "0x0005"
jsave(ed, PJ, j)
r, back = rebuild(ed, "paths-node-mod")
if back:
    b = jload(back, PJ)
    check("paths.json: a moved node, an edge's kind, a hole's flags come back",
          close(b["nodes"][1]["position"], [11.5, 0.5, 0.25, 1]) and b["nodes"][0]["edges"][1]["kind"] == "0x8" and
          b["paths"][1]["flags"] == "0x0005" and b["paths"][0] == porig["paths"][0], (b["nodes"], b["paths"][1]))
else:
    check("paths.json: node and edge edits rebuild", False, r.stderr)


def derived_ok(b):
    """The derived members of a re-extracted paths.json against the format's rules (docs/format-level.md)."""
    P, first, nodes, bad = b["paths"], 0, 0, []
    A = sum(1 for p in P if p["outline"])
    h = {"paths": len(P), "vertices": sum(len(p["vertices"]) for p in P), "nodes": len(b["nodes"]),
         "area_records": A, "edges": sum(len(n["edges"]) for n in b["nodes"])}
    if any(b["header"][k] != v for k, v in h.items()):
        bad.append(("header", b["header"], h))
    for i, p in enumerate(P):
        vs = p["vertices"]
        xs, ys = [v[0] for v in vs], [v[1] for v in vs]
        nxt = i + 1 < len(P) and not P[i + 1]["outline"]
        ok = (p["index"] == i and p["vertex_count"] == len(vs) and p["first_vertex"] == first and
              close(p["box"], [min(xs), max(xs), min(ys), max(ys)]) and (int(p["next_in_area"], 16) != 0) == nxt and
              (int(p["a_flag"], 16) != 0) == p["outline"] and (p["slabs"] is None or p["slabs"] == slabs(vs)))
        if p["outline"]:
            ok = ok and p["first_node"] == nodes and int(b["area_records"][p["area_record"]][0], 16) == p["node_count"]
            nodes += p["node_count"]
        if not ok:
            bad.append(("path", i))
        first += len(vs)
    lists_at = 0x20 + 16 * A + 16 * h["vertices"] + 0x50 * len(P) + 32 * h["nodes"] + 8 * h["edges"]
    size = b["lists_offset"] + b["lists_bytes"] + b["tail_bytes"]
    if b["lists_offset"] != lists_at or size != (lists_at + b["lists_bytes"] + 4 + 15) // 16 * 16 or nodes != h["nodes"]:
        bad.append(("layout", b["lists_offset"], lists_at, size))
    return bad


def grown(name, edit):
    """Edit paths.json, rebuild, re-extract: (result, the edit, the re-extracted paths.json or None, the extraction)."""
    ed = fresh(name)
    j = jload(ed, PJ)
    edit(j)
    jsave(ed, PJ, j)
    r, back = rebuild(ed, name + "-mod")
    return r, j, (jload(back, PJ) if back else None), back


def same_edit(b, j):
    """What the user writes (vertices, outline, flags, ground, membership, node positions and edges) as edited."""
    ks = ("vertices", "outline", "flags", "ground", "membership")
    return ([{k: p[k] for k in ks} for p in b["paths"]] == [{k: p[k] for k in ks} for p in j["paths"]] and
            [(n["position"], n["edges"]) for n in b["nodes"]] == [(n["position"], n["edges"]) for n in j["nodes"]])


def add_area(j):  # a new area: a square outline with one node, linked both ways to node 2
    j["paths"].append({"outline": True, "vertices": [[20, 20], [24, 20], [24, 24], [20, 24]], "flags": "0x0000",
                       "ground": 3, "membership": 1, "node_count": 1})
    j["nodes"].append({"position": [22, 22, 0, 1], "edges": [{"from": 2, "kind": "0x1", "door": 0, "avoid": 0}]})
    j["nodes"][2]["edges"].append({"from": 3, "kind": "0x1", "door": 0, "avoid": 0})


r, j, b, back = grown("paths-added", add_area)
check("paths.json: an added polygon, node and edges rebuild", b is not None and "1 level files put back" in r.stderr, r.stderr)
if b:
    check("paths.json: the added polygon comes back as edited", same_edit(b, j), b["paths"][3:])
    check("paths.json: its derived members follow the rules", derived_ok(b) == [], derived_ok(b))
    check("paths.json: the added polygon's numbers", b["header"]["paths"] == 4 and b["header"]["edges"] == 7 and
          b["paths"][3]["area"] == 2 and b["paths"][3]["first_vertex"] == 11 and b["paths"][3]["first_node"] == 3 and
          b["paths"][3]["box"] == [20, 24, 20, 24] and b["paths"][3]["slabs"] == slabs(j["paths"][3]["vertices"]),
          b["paths"][3])
    check("paths.json: the polygons before it as they were", b["paths"][:3] == porig["paths"], b["paths"][:3])
    size = jload(back, LEV + "/level.json")["chunks"]["paths"]["size"]
    check("paths.json: the level's paths chunk grew to the new payload", size == b["lists_offset"] + b["lists_bytes"] +
          b["tail_bytes"] and size > jload(ex, LEV + "/level.json")["chunks"]["paths"]["size"], size)
    keep = {PJ, LEV + "/paths.glb", LEV + "/level.json"}
    check("paths.json (added): the rest of the level as it was", others_same(back, keep) == [], others_same(back, keep))


def drop_hole(j):  # area 0's hole removed, and a vertex added to area 1's triangle
    del j["paths"][1]
    j["paths"][1]["vertices"].append([16.5, -15.5])


r, j, b, back = grown("paths-removed", drop_hole)
check("paths.json: a removed polygon and an added vertex rebuild", b is not None, r.stderr)
if b:
    check("paths.json: the removal comes back as edited", same_edit(b, j) and len(b["paths"]) == 2, b["paths"])
    check("paths.json (removed): derived members follow the rules", derived_ok(b) == [], derived_ok(b))
    check("paths.json: the outline left alone in its area", b["paths"][0]["next_in_area"] == "0x00000000" and
          b["paths"][1]["first_vertex"] == 4 and b["header"]["vertices"] == 8, b["paths"])

for name, edit, want in (("edge", lambda j: j["nodes"][2]["edges"][0].__setitem__("from", 7), "node 2, edge 0"),
                         ("nodes", lambda j: j["nodes"].pop(), "\"node_count\" sum to 3"),
                         ("hole-first", lambda j: j["paths"].pop(0), "path 0"),
                         ("hole-a-flag", lambda j: (j["paths"][1].__setitem__("a_flag", "0x00000001"),
                                                    j["paths"][2]["vertices"].append([18, -16])), "path 1: a hole with"),
                         ("new-edge", lambda j: j["nodes"][0]["edges"].append({"from": 9, "kind": 1, "door": 0,
                                                                                 "avoid": 0}), "node 0, edge 2")):
    ed = fresh("paths-" + name)
    j = jload(ed, PJ)
    edit(j)
    jsave(ed, PJ, j)
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "paths-" + name + "-mod"))
    check("paths.json: %s refused by name" % name, r.returncode != 0 and "paths.json" in r.stderr and
          want in r.stderr and nothing_written("paths-" + name + "-mod"), r.stderr)

# ---- level.json: occluders ------------------------------------------------------------------------
LJ = LEV + "/level.json"
lorig = jload(ex, LJ)
ed = fresh("occ-moved")
j = jload(ed, LJ)
for p in j["occluders"][0]["points"]:
    p[0] += 2.5
    p[1] -= 1
jsave(ed, LJ, j)
r, back = rebuild(ed, "occ-moved-mod")
check("level.json: a moved occluder rebuilds", back is not None and "1 level files put back" in r.stderr, r.stderr)
if back:
    b = jload(back, LJ)
    check("level.json: the occluder comes back moved, w and active kept",
          all(close(x, y) for x, y in zip(b["occluders"][0]["points"], j["occluders"][0]["points"])) and
          b["occluders"][0]["active"] == lorig["occluders"][0]["active"], b["occluders"])
    check("level.json: the rest of the level as it was", others_same(back, {LJ}) == [], others_same(back, {LJ}))

ed = fresh("occ-added")
j = jload(ed, LJ)
j["occluders"].append({"points": [[0, -5, 0, 1], [4, -5, 0, 1], [0, -5, 1, 1], [4, -5, 1, 1]]})
jsave(ed, LJ, j)
r, back = rebuild(ed, "occ-added-mod")
if back:
    b = jload(back, LJ)
    check("level.json: an added occluder comes back", len(b["occluders"]) == 2 and
          b["occluders"][1]["points"][1] == [4, -5, 0, 1] and b["occluders"][0] == lorig["occluders"][0], b["occluders"])
else:
    check("level.json: an added occluder rebuilds", False, r.stderr)

ed = fresh("occ-bad")
j = jload(ed, LJ)
j["occluders"][0]["points"][2] = [1, 2]
jsave(ed, LJ, j)
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "occ-bad-mod"))
check("level.json: a point without four numbers refused by name", r.returncode != 0 and "level.json" in r.stderr and
      "occluder 0" in r.stderr and nothing_written("occ-bad-mod"), r.stderr)

# ---- members not read back: refused by name ----------------------------------------------------------
for name, f, edit, want in (
        ("coll-header", COLL, lambda j: j["header"]["cells"].__setitem__(0, 9), "header.\"cells\""),
        ("coll-cells", COLL, lambda j: j["cells"][0]["triangles"].append(5), "\"cells\""),
        ("coll-materials", COLL, lambda j: j["materials"][0].__setitem__("triangles", 7), "\"triangles\""),
        ("paths-box", PJ, lambda j: j["paths"][1]["box"].__setitem__(0, -7), "paths[1].\"box\""),
        ("paths-header", PJ, lambda j: j["header"].__setitem__("edges", 6), "header.\"edges\""),
        ("level-header", LJ, lambda j: j["level_header"].__setitem__(1, "0x00000001"), "\"level_header\""),
        ("level-chunks", LJ, lambda j: j["chunks"]["paths"].__setitem__("size", 16), "chunks.paths")):
    ed = fresh("info-" + name)
    j = jload(ed, f)
    edit(j)
    jsave(ed, f, j)
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", os.path.join(out, "info-" + name + "-mod"))
    check("%s: an edit of a member not read back refused by name" % name, r.returncode != 0 and
          os.path.basename(f) in r.stderr and want in r.stderr and nothing_written("info-" + name + "-mod"), r.stderr)

finish("rebuild_level")
