#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` gives the game exactly the edit, with the editors' quirks made
here in Python (no Blender; tests/test_blender_fidelity.py does the same through Blender):
- the character's .glb moved whole 0.9 m up as Blender exports it (its root translation
  applied twice: joints up, bind matrices and vertices with them): the offset undone and
  said in one line, the mesh kept ("unchanged after export"), the WAD byte-identical;
- the character turned a quarter about x as a z-up export would (saved without animations):
  the turn undone and said, the WAD byte-identical;
- the models' and worlds' meshes given back with float noise, every corner its own vertex,
  the triangles reversed and their corners turned: kept, the WAD byte-identical;
- one joint's inverse bind matrix changed (bone06, 0.1 m): refused naming the joint, nothing
  written; one joint's rest place moved (its node): refused naming it;
- one world vertex raised: that mesh alone encoded again, every entry within 10% of its size;
- every model and world scaled by 1.01: all encoded again, every entry within 10% (the strips,
  meshoptimizer's or the tool's own, as good as the game's).

usage: test_rebuild_fidelity.py WARP OUTDIR"""
import os, random, re, shutil, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = sys.argv[1:3]
CHAR, WGLB = "2044971641/2044971641.glb", "level1s_sec.wld/level1s.glb"


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
WAD = os.path.join(sample, "WARRIORS.WAD")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
names = os.path.join(sample, "names.txt")
check("sample extracted", run("extract", WAD, "-o", ex, "--names", names, "--quiet", "--no-html").returncode == 0)


def fresh(name):
    d = os.path.join(out, name)
    shutil.copytree(ex, d)
    return d


def rebuild(src, name):
    return run("rebuild", WAD, "--from", src, "-o", os.path.join(out, name))


def same_wad(name):
    a, b = os.path.join(out, name, "WARRIORS.WAD"), os.path.join(out, name, "WARRIORS.DIR")
    return (open(WAD, "rb").read() == open(a, "rb").read() and
            open(os.path.join(sample, "WARRIORS.DIR"), "rb").read() == open(b, "rb").read())


def sizes(wad):
    r = run("list", wad)
    return {l.split()[0]: int(l.split()[2]) for l in r.stdout.splitlines() if l.split() and l.split()[0].isdigit()}


def mat_t(t):
    return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, t[0], t[1], t[2], 1]


def mul(a, b):  # column-major 4x4
    return [sum(a[k * 4 + r] * b[c * 4 + k] for k in range(4)) for c in range(4) for r in range(4)]


def offset_whole(path, dy):
    """Blender 3.4's export of a skin whose root bone hangs under a translated node: the root
    joint's rest (its animation's translations left as they were), the bind matrices and the
    skinned vertices all moved dy along y."""
    j, b = G.load(path)
    joints = {k for s in j["skins"] for k in s["joints"]}
    parent = {c: i for i, n in enumerate(j["nodes"]) for c in n.get("children", [])}
    for i in joints:
        if parent.get(i) not in joints:
            n = j["nodes"][i]
            t = n.get("translation", [0, 0, 0])
            n["translation"] = [t[0], t[1] + dy, t[2]]
    for s in j["skins"]:
        rows = [tuple(mul(list(m), mat_t((0, -dy, 0)))) for m in G.read(j, b, s["inverseBindMatrices"])]
        s["inverseBindMatrices"] = G.add(j, b, rows, 5126, "MAT4")
    for n in j["nodes"]:
        if "skin" in n:
            for p in j["meshes"][n["mesh"]]["primitives"]:
                rows = [(q[0], q[1] + dy, q[2]) for q in G.read(j, b, p["attributes"]["POSITION"])]
                p["attributes"]["POSITION"] = G.add(j, b, rows, 5126, "VEC3")
    G.save(path, j, b)


def shuffle(path, seed):
    """Every primitive: float noise, each corner its own vertex, triangles reversed, corners turned."""
    rnd = random.Random(seed)
    j, b = G.load(path)
    for m in j["meshes"]:
        for p in m["primitives"]:
            idx = [i[0] for i in G.read(j, b, p["indices"])]
            tris = [idx[k:k + 3] for k in range(0, len(idx), 3)][::-1]
            tris = [t[r:] + t[:r] for t, r in ((t, rnd.randrange(3)) for t in tris)]
            flat = [v for t in tris for v in t]
            for name, a in list(p["attributes"].items()):
                acc = j["accessors"][a]
                rows = G.read(j, b, a)
                rows = [rows[v] for v in flat]
                if name in ("POSITION", "NORMAL") and acc["componentType"] == 5126:
                    rows = [tuple(x + rnd.uniform(-2e-6, 2e-6) for x in r) for r in rows]
                p["attributes"][name] = G.add(j, b, rows, acc["componentType"], acc["type"],
                                              acc.get("normalized", False))
            p["indices"] = G.add(j, b, [(k,) for k in range(len(flat))], 5125, "SCALAR")
    G.save(path, j, b)


# ---- a whole-skeleton offset, as Blender's: undone, said, nothing else written ----
ed = fresh("offset")
offset_whole(os.path.join(ed, CHAR), 0.9)
r = rebuild(ed, "offset-mod")
check("offset: rebuild exits 0, says the skin came back 0.900 m off and undid it", r.returncode == 0 and
      "its skin came back 0.900 m and 0.0 degrees off the game's bind space" in r.stderr and "undone" in r.stderr,
      r.stderr)
check("offset: the character's mesh unchanged after export", "1 of 1 meshes unchanged after export" in r.stderr,
      r.stderr)
check("offset: the WAD byte-identical", r.returncode == 0 and same_wad("offset-mod"))

# ---- a whole-scene quarter turn (a z-up export), saved without animations: undone, said ----
ed = fresh("turn")
path = os.path.join(ed, CHAR)
j, b = G.load(path)
j.pop("animations", None)
M = [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0, 0, 1]  # column-major: (x, y, z) -> (x, z, -y)
Mi = [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1]
roots = set(j["scenes"][0]["nodes"])
for i in roots:
    n = j["nodes"][i]
    local = [v for col in G._local(n) for v in col]
    n.pop("translation", None), n.pop("rotation", None), n.pop("scale", None)
    n["matrix"] = mul(M, local)
for sk in j["skins"]:
    rows = [tuple(mul(list(m), Mi)) for m in G.read(j, b, sk["inverseBindMatrices"])]
    sk["inverseBindMatrices"] = G.add(j, b, rows, 5126, "MAT4")
for n in j["nodes"]:
    if "skin" in n:
        for p in j["meshes"][n["mesh"]]["primitives"]:
            for a in ("POSITION", "NORMAL"):
                rows = [(q[0], q[2], -q[1]) for q in G.read(j, b, p["attributes"][a])]
                p["attributes"][a] = G.add(j, b, rows, 5126, "VEC3")
G.save(path, j, b)
r = rebuild(ed, "turn-mod")
check("turn: a quarter turn of the whole skin said and undone, the mesh kept, the WAD byte-identical",
      r.returncode == 0 and "0.0 m" not in r.stderr and "90.0 degrees off the game's bind space" in r.stderr and
      "1 of 1 meshes unchanged after export" in r.stderr and same_wad("turn-mod"), r.stderr)

# ---- noise, split vertices, reordered triangles on every model and world: kept ----
ed = fresh("noise")
glbs = [CHAR, "4045352282/4045352282.glb", "1311430553/1311430553.glb", "level1.lev/133711013.glb",
        "level1.lev/133711013_glow.glb", WGLB]
for k, f in enumerate(glbs):
    shuffle(os.path.join(ed, f), k)
r = rebuild(ed, "noise-mod")
check("noise: rebuild exits 0, nothing encoded again", r.returncode == 0 and "0 models encoded again" in r.stderr and
      "0 meshes of world level1s encoded again" in r.stderr and "0 sectors of the glow world encoded again" in r.stderr,
      r.stderr)
check("noise: each model's meshes unchanged after export", r.stderr.count("meshes unchanged after export") == 4 and
      "4 unchanged after export" in r.stderr, r.stderr)
check("noise: the WAD byte-identical", r.returncode == 0 and same_wad("noise-mod"))

# ---- one joint's inverse bind matrix, one joint's rest place: refused by name ----
ed = fresh("ibm")
path = os.path.join(ed, CHAR)
j, b = G.load(path)
s = j["skins"][0]
k = [j["nodes"][n]["name"] for n in s["joints"]].index("bone06")
rows = [list(m) for m in G.read(j, b, s["inverseBindMatrices"])]
rows[k][13] += 0.1
s["inverseBindMatrices"] = G.add(j, b, [tuple(m) for m in rows], 5126, "MAT4")
G.save(path, j, b)
r = rebuild(ed, "ibm-mod")
check("inverse bind matrix: refused naming joint bone06 and what to edit instead", r.returncode != 0 and
      "joint bone06: its inverse bind matrix is 0.100 m" in r.stderr and "pose the joint in an animation" in r.stderr and
      not os.path.exists(os.path.join(out, "ibm-mod", "WARRIORS.WAD")), r.stderr)
ed = fresh("rest")
path = os.path.join(ed, CHAR)
j, b = G.load(path)
n = next(n for n in j["nodes"] if n.get("name") == "bone06")
t = n.get("translation", [0, 0, 0])
n["translation"] = [t[0] + 0.05, t[1], t[2]]
G.save(path, j, b)
r = rebuild(ed, "rest-mod")
check("rest place: a joint moved refused naming it", r.returncode != 0 and "joint bone06: its rest place is" in r.stderr,
      r.stderr)

# ---- one world vertex raised: that mesh alone, sizes within 10% ----
ed = fresh("raise")
path = os.path.join(ed, WGLB)
j, b = G.load(path)
p = j["meshes"][0]["primitives"][0]
rows = G.read(j, b, p["attributes"]["POSITION"])
first = rows[0]
rows = [(q[0], q[1] + 0.25, q[2]) if q == first else q for q in rows]
p["attributes"]["POSITION"] = G.add(j, b, rows, 5126, "VEC3")
G.save(path, j, b)
r = rebuild(ed, "raise-mod")
check("raise: one mesh of the world encoded again, the other 3 kept", r.returncode == 0 and
      "1 mesh of world level1s encoded again, 0 textures swapped" in r.stderr, r.stderr)
if r.returncode == 0:
    a, z = sizes(WAD), sizes(os.path.join(out, "raise-mod", "WARRIORS.WAD"))
    grown = {e: (a[e], z[e]) for e in a if a[e] != z.get(e)}
    parts = [tuple(int(x) for x in m) for m in re.findall(r"size record (\d+) -> (\d+) bytes", r.stderr)]
    check("raise: the WAD changed; the part's size record and every entry within 10% of their size",
          not same_wad("raise-mod") and all(abs(n - o) <= 0.1 * o for o, n in parts + list(grown.values())),
          (parts, grown))

# ---- every model and world scaled by 1.01: all encoded again, each entry within 10% ----
ed = fresh("scaled")
for f in glbs:
    path = os.path.join(ed, f)
    j, b = G.load(path)
    for m in j["meshes"]:
        for p in m["primitives"]:
            rows = [tuple(1.01 * x for x in q) for q in G.read(j, b, p["attributes"]["POSITION"])]
            p["attributes"]["POSITION"] = G.add(j, b, rows, 5126, "VEC3")
    G.save(path, j, b)
r = rebuild(ed, "scaled-mod")
check("scaled: every model and world encoded again", r.returncode == 0 and "4 models encoded again" in r.stderr and
      "4 meshes of world level1s encoded again" in r.stderr, r.stderr)
if r.returncode == 0:
    a, z = sizes(WAD), sizes(os.path.join(out, "scaled-mod", "WARRIORS.WAD"))
    moved = [(a[e], z[e]) for e in a if a[e] != z.get(e)]
    moved += [tuple(int(x) for x in m) for m in re.findall(r"size record (\d+) -> (\d+) bytes", r.stderr)]
    check("scaled: every entry and size record within 10% of before (strips as good as the stored ones)",
          all(abs(n - o) <= 0.1 * o for o, n in moved), moved)

finish("rebuild_fidelity")
