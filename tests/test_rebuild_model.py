#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with edited models, on the sample WAD (`warp sample`), with
glTF files written by this test (tests/glb_py.py), no Blender: a prop and a character
scaled by 1.25 come back from the rebuilt WAD as edited (2 mm) with every other output
unchanged and the character's skin and clips kept; reordered and split vertices, a new
topology, a reweighted vertex and positions that outgrow the packed range (scale
recomputed) come back; refusals (a renamed material, a new object, line primitives, an
world with a value not finite, an edited paths.glb, a missing file, a hostile file) write nothing and say what to change.

usage: test_rebuild_model.py WARP OUTDIR FIXTURE (tests/rebuild_fixture.c: --dff writes the model file)"""
import json, os, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out, fixture = sys.argv[1:4]
# the resource names recovered from the sample's own strings (docs/names.md)
PROP, CHAR = "1311430553/dyn_crate_geo.glb", "2044971641/warr_anim_cv_geo.glb"
TOL = 0.002  # 2 mm (the sample's packed steps are finer)


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


def transform(path, fn):
    """Positions of every primitive through fn, written back as new accessors."""
    j, b = G.load(path)
    for m in j["meshes"]:
        for p in m["primitives"]:
            pos = [fn(v) for v in G.read(j, b, p["attributes"]["POSITION"])]
            p["attributes"]["POSITION"] = G.add(j, b, pos, 5126, "VEC3")
    G.save(path, j, b)


def same_triangles(a, b):
    ta, tb = G.triangles(a), G.triangles(b)
    return len(ta) == len(tb) and G.match(ta, tb) <= TOL and G.match(tb, ta) <= TOL, (len(ta), len(tb), G.match(ta, tb))


def others_unchanged(back, edited):
    """Every .glb and .png of the first extraction, but the edited ones, byte-identical."""
    bad = []
    for root, _, files in os.walk(ex):
        rel = os.path.relpath(root, ex)
        if rel.startswith("index-files"):
            continue
        for f in files:
            k = os.path.join(rel, f)
            thumb_of = k[:-len(".thumb.png")] + ".glb" if k.endswith(".thumb.png") else None  # an edited model's picture
            assembled = rel.endswith(".lev") and f.startswith(rel[:-4] + ".")  # the level's scene places the props
            if f.endswith((".glb", ".png", ".wav")) and k not in edited and thumb_of not in edited and not assembled:
                if open(os.path.join(ex, k), "rb").read() != open(os.path.join(back, k), "rb").read():
                    bad.append(k)
    return bad


def nothing_written(name):
    d = os.path.join(out, name)
    return not os.path.exists(d) or os.listdir(d) == []


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)

# 1. Unedited: identical, every model file compared.
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ex, "-o", os.path.join(out, "same"))
same = all(open(os.path.join(out, "same", f), "rb").read() == open(os.path.join(sample, f), "rb").read()
           for f in ("WARRIORS.WAD", "WARRIORS.DIR")) if r.returncode == 0 else False
check("unedited rebuild is byte-identical", same, r.stderr)
check("summary counts models", "0 models encoded again (10 .glb files compared)" in r.stderr, r.stderr)

# 2. A prop and a character scaled by 1.25.
ed = fresh("ed")
for f in (PROP, CHAR):
    transform(os.path.join(ed, f), lambda v: tuple(1.25 * x for x in v))
r, back = rebuild(ed, "mod")
check("scaled rebuild runs", back is not None and "2 models encoded again" in r.stderr, r.stderr)
if back:
    for f in (PROP, CHAR):
        ok, why = same_triangles(os.path.join(ed, f), os.path.join(back, f))
        check("scaled %s comes back within 2 mm" % f, ok, why)
    miss = G.attributes_match(G.vertices(os.path.join(ed, PROP)), G.vertices(os.path.join(back, PROP)),
                              TOL, 1.0 / 2048, 2.0 / 127)
    check("scaled prop keeps its UVs and normals (packed steps)", miss is None, miss)
    check("every other output unchanged", others_unchanged(back, {PROP, CHAR}) == [],
          others_unchanged(back, {PROP, CHAR}))
    j0, b0 = G.load(os.path.join(ex, CHAR))
    j1, b1 = G.load(os.path.join(back, CHAR))
    names = lambda j: [j["nodes"][n]["name"] for n in j["skins"][0]["joints"]]
    check("character keeps its joints", names(j0) == names(j1))
    check("character keeps its clips", len(j1.get("animations", [])) == len(j0.get("animations", [])) >= 1)
    ibm = lambda j, b: G.read(j, b, j["skins"][0]["inverseBindMatrices"])
    check("character keeps its inverse bind matrices", ibm(j0, b0) == ibm(j1, b1))

    def skin_set(j, b):  # position -> the weight sets of its vertices (a seam's vertices may differ)
        p = j["meshes"][0]["primitives"][0]
        P, J, W = (G.read(j, b, p["attributes"][k]) for k in ("POSITION", "JOINTS_0", "WEIGHTS_0"))
        out = {}
        for v in range(len(P)):
            out.setdefault(tuple(round(c / 1.25 if j is j1 else c, 3) for c in P[v]), set()).add(
                tuple(sorted((J[v][k], round(W[v][k], 2)) for k in range(4) if W[v][k] > 0)))
        return out
    s0, s1 = skin_set(j0, b0), skin_set(j1, b1)
    check("character's weights come back", s0 == s1, [k for k in s0 if s0[k] != s1.get(k)])

# 3. Reordered and split vertices: the prop unindexed, triangles reversed, corners rotated.
ed = fresh("split")
path = os.path.join(ed, PROP)
j, b = G.load(path)
p = j["meshes"][0]["primitives"][0]
I = [k[0] for k in G.read(j, b, p["indices"])]
tris = [I[t:t + 3] for t in range(0, len(I), 3)][::-1]
order = [v for t in tris for v in (t[1], t[2], t[0])]
for k, acc in list(p["attributes"].items()):
    a = j["accessors"][acc]
    rows = G.read(j, b, acc)
    p["attributes"][k] = G.add(j, b, [rows[v] for v in order], a["componentType"], a["type"], a.get("normalized", False))
del p["indices"]
G.save(path, j, b)
r, back = rebuild(ed, "split-mod")
check("split vertices rebuild", back is not None, r.stderr)
if back:
    ok, why = same_triangles(os.path.join(ex, PROP), os.path.join(back, PROP))
    check("split and reordered vertices give the same triangles", ok, why)

# 3b. The same edit exported as .gltf + .bin beside the untouched .glb: the .gltf is taken.
ed = fresh("gltf")
src = os.path.join(ed, PROP)
j, b = G.load(src)
for m in j["meshes"]:
    for p in m["primitives"]:
        p["attributes"]["POSITION"] = G.add(j, b, [tuple(1.25 * x for x in v)
                                                   for v in G.read(j, b, p["attributes"]["POSITION"])], 5126, "VEC3")
b += bytes(-len(b) % 4)
j["buffers"] = [{"byteLength": len(b), "uri": "edited%20prop.bin"}]
open(src[:-4] + ".gltf", "w").write(json.dumps(j))
open(os.path.join(os.path.dirname(src), "edited prop.bin"), "wb").write(b)
r, back = rebuild(ed, "gltf-mod")
check(".gltf + .bin beside the .glb rebuilds", back is not None and "1 models encoded again" in r.stderr, r.stderr)
if back:
    want = G.triangles(os.path.join(out, "mod-ex", PROP)) if os.path.exists(os.path.join(out, "mod-ex")) else []
    got = G.triangles(os.path.join(back, PROP))
    check(".gltf edit comes back as the .glb one did", len(want) == len(got) > 0 and G.match(got, want) <= TOL)

# 4. A new topology: the prop becomes a 4 x 4 grid of quads (32 triangles), its node kept.
ed = fresh("grid")
path = os.path.join(ed, PROP)
j, b = G.load(path)
p = j["meshes"][0]["primitives"][0]
n = 5
pos = [(0.1 * x, 0.05 * (x * y % 3), 0.1 * y) for y in range(n) for x in range(n)]
idx = [(y * n + x + d) for y in range(n - 1) for x in range(n - 1)
       for d in (0, n, 1, 1, n, n + 1)]
p["attributes"] = {"POSITION": G.add(j, b, pos, 5126, "VEC3"),
                   "NORMAL": G.add(j, b, [(0, 1, 0)] * len(pos), 5126, "VEC3"),
                   "TEXCOORD_0": G.add(j, b, [(v[0], v[2]) for v in pos], 5126, "VEC2")}
p["indices"] = G.add(j, b, [(i,) for i in idx], 5123, "SCALAR")
G.save(path, j, b)
r, back = rebuild(ed, "grid-mod")
check("new topology rebuilds", back is not None, r.stderr)
if back:
    ok, why = same_triangles(path, os.path.join(back, PROP))
    check("new topology: 32 triangles come back", ok and why[1] == 32, why)

# 5. Positions 100 times larger: the packed scale grows, values within its step.
ed = fresh("big")
transform(os.path.join(ed, PROP), lambda v: tuple(100 * x for x in v))
r, back = rebuild(ed, "big-mod")
check("outgrown positions rebuild", back is not None, r.stderr)
if back:
    ta, tb = G.triangles(os.path.join(ed, PROP)), G.triangles(os.path.join(back, PROP))
    span = max(abs(c) for t in ta for v in t for c in v)
    step = span / 32767 * 2  # the grown power-of-two scale is under twice span/32767
    check("outgrown positions come back within the new step", len(ta) == len(tb) and G.match(ta, tb) <= step,
          (G.match(ta, tb), step))

# 6. A reweighted vertex: every corner at the first vertex's position gets joints 1 and 2 at 0.5.
ed = fresh("reweight")
path = os.path.join(ed, CHAR)
j, b = G.load(path)
p = j["meshes"][0]["primitives"][0]
P, J, W = (G.read(j, b, p["attributes"][k]) for k in ("POSITION", "JOINTS_0", "WEIGHTS_0"))
at = P[0]
J = [(1, 2, 0, 0) if P[v] == at else J[v] for v in range(len(P))]
W = [(0.5, 0.5, 0, 0) if P[v] == at else W[v] for v in range(len(P))]
p["attributes"]["JOINTS_0"] = G.add(j, b, J, 5123, "VEC4")
p["attributes"]["WEIGHTS_0"] = G.add(j, b, W, 5126, "VEC4")
G.save(path, j, b)
r, back = rebuild(ed, "reweight-mod")
check("reweighted character rebuilds", back is not None, r.stderr)
if back:
    j1, b1 = G.load(os.path.join(back, CHAR))
    p1 = j1["meshes"][0]["primitives"][0]
    P1, J1, W1 = (G.read(j1, b1, p1["attributes"][k]) for k in ("POSITION", "JOINTS_0", "WEIGHTS_0"))
    near = [v for v in range(len(P1)) if max(abs(x - y) for x, y in zip(P1[v], at)) <= TOL]
    got = {tuple(sorted((J1[v][k], round(W1[v][k] * 255)) for k in range(4) if W1[v][k] > 0)) for v in near}
    check("reweighted vertex comes back (1/255)", bool(near) and got in (
        {((1, 128), (2, 128))}, {((1, 127), (2, 128))}, {((1, 128), (2, 127))}), got)

# 7. Refusals write nothing and say what to change.
def refused(name, edit_fn, want):
    d = fresh(name)
    edit_fn(d)
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", d, "-o", os.path.join(out, name + "-mod"))
    check("refused: %s" % name, r.returncode != 0 and want in r.stderr and nothing_written(name + "-mod"), r.stderr)


def rename_material(d):
    j, b = G.load(os.path.join(d, PROP))
    for m in j["materials"]:
        m["name"] = "brand new"
    j["meshes"][0]["primitives"].append(dict(j["meshes"][0]["primitives"][0], material=len(j["materials"])))
    j["materials"].append({"name": "another"})
    G.save(os.path.join(d, PROP), j, b)


def new_object(d):
    j, b = G.load(os.path.join(d, PROP))
    j["meshes"].append(dict(j["meshes"][0], name="extra"))
    j["nodes"].append({"name": "extra", "mesh": len(j["meshes"]) - 1})
    j["scenes"][0]["nodes"].append(len(j["nodes"]) - 1)
    G.save(os.path.join(d, PROP), j, b)


def lines(d):
    j, b = G.load(os.path.join(d, PROP))
    j["meshes"][0]["primitives"][0]["mode"] = 1
    G.save(os.path.join(d, PROP), j, b)


def folder(d, index):
    """An entry's folder in an extraction (named, or numbered when no name is known)."""
    return json.load(open(os.path.join(d, "manifest.json")))["entries"][index]["folder"]


def world(d):  # put back by rebuild/world.c (test_rebuild_world.py): its encoder's refusals hold
    transform(os.path.join(d, folder(d, 20), "level1s.glb"), lambda v: (float("nan"), v[1], v[2]))


def nan(d):
    transform(os.path.join(d, PROP), lambda v: (float("nan"), v[1], v[2]))


refused("material", rename_material, "a new material needs an image")
refused("object", new_object, "new objects are not put back")
refused("lines", lines, "only triangle lists")
refused("world", world, "not finite")
refused("paths", lambda d: transform(os.path.join(d, folder(d, 15), "paths.glb"), lambda v: v), "edit paths.json instead")
refused("missing", lambda d: os.remove(os.path.join(d, PROP)), "restore the extracted file")
refused("nan", nan, "not finite")
refused("truncated", lambda d: open(os.path.join(d, CHAR), "r+b").truncate(100), "past the file")

# 8. Our own .dff with GTA's stamp (turned upright by the extract) and a turned, moved frame:
# positions scaled and the frame's node moved in the scene; the rebuilt model keeps its
# frames, so the move lands in the vertices, and comes back where the edit put it.
dff = os.path.join(out, "fixture.dff")
subprocess.run([fixture, "--dff", dff], check=True)
dx = os.path.join(out, "fixture")
run("extract", dff, "-o", dx, "--quiet")
r = run("rebuild", dff, "--from", dx, "-o", os.path.join(out, "fixture-same.dff"))
check("fixture .dff unedited: identical", r.returncode == 0 and open(dff, "rb").read() ==
      open(os.path.join(out, "fixture-same.dff"), "rb").read(), r.stderr)
glb = os.path.join(dx, "fixture.glb")
transform(glb, lambda v: tuple(1.25 * x for x in v))
j, b = G.load(glb)
crate = [n for n in j["nodes"] if n.get("name") == "crate" and "mesh" not in n][0]
t = crate.get("translation", [0, 0, 0])
crate["translation"] = [t[0], t[1] + 0.5, t[2] - 0.25]
G.save(glb, j, b)
new = os.path.join(out, "fixture-mod.dff")
r = run("rebuild", dff, "--from", dx, "-o", new)
back = os.path.join(out, "fixture-back")
ok = r.returncode == 0 and run("extract", new, "-o", back, "--quiet").returncode == 0
check("fixture .dff moved and scaled: rebuilt", ok, r.stderr)
if ok:
    good, why = same_triangles(glb, os.path.join(back, "fixture-mod.glb"))
    check("fixture .dff: the upright model comes back where the edit put it", good, why)
    miss = G.attributes_match(G.vertices(glb), G.vertices(os.path.join(back, "fixture-mod.glb")), TOL, 1e-6, 0.01)
    check("fixture .dff: UVs (floats) and normals come back", miss is None, miss)
    j2, _ = G.load(os.path.join(back, "fixture-mod.glb"))
    check("fixture .dff: frames kept", [n.get("translation") for n in j2["nodes"] if n.get("name") == "crate"][0] == t)

# The fixture's material names texture "crate": an image of that name is its own texture, an
# image of another name is a new texture, refused.
for image, ok_wanted in (("crate", True), ("graffiti", False)):
    d = os.path.join(out, "fixture-" + image)
    run("extract", dff, "-o", d, "--quiet")
    glb = os.path.join(d, "fixture.glb")
    j, b = G.load(glb)
    png = bytes.fromhex("89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                        "1f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4a00000000049454e44ae426082")
    b += bytes(-len(b) % 4)
    j["bufferViews"].append({"buffer": 0, "byteOffset": len(b), "byteLength": len(png)})
    b += png
    j["images"] = [{"name": image, "bufferView": len(j["bufferViews"]) - 1, "mimeType": "image/png"}]
    j["textures"] = [{"source": 0}]
    j["materials"][0].setdefault("pbrMetallicRoughness", {})["baseColorTexture"] = {"index": 0}
    G.save(glb, j, b)
    outp = os.path.join(out, "fixture-%s.dff" % image)
    r = run("rebuild", dff, "--from", d, "-o", outp)
    if ok_wanted:
        check("fixture .dff: an image named as its texture is accepted", r.returncode == 0, r.stderr)
    else:
        check("fixture .dff: a new texture is refused, nothing written", r.returncode != 0 and
              "a texture of none of the model's dictionaries (none known: a lone model file" in r.stderr and not os.path.exists(outp), r.stderr)

# 9. A standalone .dff (`warp rebuild FILE.dff`): corpus files in RenderWare's default PS2
# layout (GTA's kendl.dff, a skinned character) come back identical unedited and as edited;
# other layouts (generic arrays, GTA SA's PDS pipelines) are refused. Skipped without the corpus.
corpus = os.environ.get("WARP_CORPUS", "")
kendl = os.path.join(corpus, "ps2", "GTA3_kendl.dff")
if os.path.exists(kendl):
    dx = os.path.join(out, "kendl")
    check("kendl.dff extracted", run("extract", kendl, "-o", dx, "--quiet").returncode == 0)
    r = run("rebuild", kendl, "--from", dx, "-o", os.path.join(out, "kendl-same.dff"))
    check("kendl.dff unedited: identical", r.returncode == 0 and open(kendl, "rb").read() ==
          open(os.path.join(out, "kendl-same.dff"), "rb").read(), r.stderr)
    glb = os.path.join(dx, "GTA3_kendl.glb")
    transform(glb, lambda v: tuple(1.25 * x for x in v))
    new = os.path.join(out, "kendl-mod.dff")
    r = run("rebuild", kendl, "--from", dx, "-o", new)
    back = os.path.join(out, "kendl-back")
    ok = r.returncode == 0 and "1 of 1 models encoded again" in r.stderr and \
        run("extract", new, "-o", back, "--quiet").returncode == 0
    check("kendl.dff scaled: rebuilt", ok, r.stderr)
    if ok:
        good, why = same_triangles(glb, os.path.join(back, "kendl-mod.glb"))
        check("kendl.dff scaled: comes back within 2 mm", good, why)
    for name in ("GTA3_parachute", "GTA3_bagboxa"):
        src, d = os.path.join(corpus, "ps2", name + ".dff"), os.path.join(out, name)
        run("extract", src, "-o", d, "--quiet")
        transform(os.path.join(d, name + ".glb"), lambda v: v)
        r = run("rebuild", src, "--from", d, "-o", os.path.join(out, name + "-mod.dff"))
        check("%s.dff: another layout refused, nothing written" % name, r.returncode != 0 and
              "not re-encoded" in r.stderr and not os.path.exists(os.path.join(out, name + "-mod.dff")), r.stderr)
else:
    print("skip: the corpus .dff files (WARP_CORPUS)")

finish("rebuild_model")
