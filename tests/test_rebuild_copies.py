#!/usr/bin/env python3
"""One resource, one file, every copy (docs/tool.md "One resource, one file", docs/patch.md): a
disc-like WAD made from the sample (`warp sample`) by adding four packs: three hold the level
pack's texture dictionary, model and clip again (one in another order), the fourth a *variant*
of the dictionary (same hash, one texel byte other) and the clip. The extraction writes each
distinct resource once (the files within 5% of the plain sample's); an unedited rebuild is
byte-identical; one PNG repainted, one model moved (glTF edited in Python, tests/glb_py.py) and
one clip key changed reach every copy of each, byte-identical to the edited standalone copy,
not the variant, and every other resource keeps its bytes.

usage: test_rebuild_copies.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish
import glb_py as G
from png_py import png_read, png_write

warp, out = sys.argv[1:3]
MARKER = 0xDE686795  # a pack's 4th header word (FACTS.md 2.1)
PACKS = ["level2_1.pak", "level3_1.pak", "level4_1.pak", "level5_1.pak"]


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def wad_read(d):
    """[(entry bytes, DIR hash)] of d's WAD."""
    dirb, wad = open(os.path.join(d, "WARRIORS.DIR"), "rb").read(), open(os.path.join(d, "WARRIORS.WAD"), "rb").read()
    recs = [struct.unpack_from("<III", dirb, 16 + 12 * k) for k in range(struct.unpack_from("<I", dirb)[0])]
    return [(wad[o:o + s], h) for o, s, h in recs]


def pack_resources(p):
    """A pack's resources, in order (FACTS.md 2.1), or None for another entry."""
    if len(p) < 16 or struct.unpack_from("<I", p, 12)[0] != MARKER:
        return None
    res, off = [], 16
    for _ in range(struct.unpack_from("<I", p)[0]):
        chunks, data = struct.unpack_from("<II", p, off)
        res.append(p[off:off + 16 + 16 * chunks + data])
        off += 16 + 16 * chunks + data
    return res


def pack(rs):
    body = b"".join(rs)
    return struct.pack("<IIII", len(rs), len(body), 0, MARKER) + body


def disc_like(sample, dst):
    entries = wad_read(sample)
    level = [e for e, h in entries if h == zlib.crc32(b"./ee_files/level1_1.pak")][0]
    geo, tex, anm = pack_resources(level)
    variant = bytearray(tex)
    variant[len(variant) // 2] ^= 0x5A  # a texel: still a dictionary, other bytes
    bodies = [pack([geo, tex, anm]), pack([anm, tex, geo]), pack([anm, geo, tex]), pack([bytes(variant), anm])]
    data, recs = b"", []
    for body, h in entries + [(b, zlib.crc32(b"./ee_files/" + n.encode())) for b, n in zip(bodies, PACKS)]:
        recs.append(struct.pack("<III", len(data), len(body), h))
        data += body + bytes(-len(body) % 2048)
    os.makedirs(dst)
    open(os.path.join(dst, "WARRIORS.WAD"), "wb").write(data)
    open(os.path.join(dst, "WARRIORS.DIR"), "wb").write(struct.pack("<I12x", len(recs)) + b"".join(recs))
    open(os.path.join(dst, "names.txt"), "w").write(open(os.path.join(sample, "names.txt")).read() +
                                                    "\n" + "\n".join(PACKS) + "\n")
    return (geo, tex, anm, bytes(variant))


def places(entries):
    """{(entry, slot or None): resource bytes} of every container entry and pack resource."""
    got = {}
    for i, (e, _) in enumerate(entries):
        rs = pack_resources(e)
        if rs is None:
            got[(i, None)] = e
        else:
            got.update({(i, k): r for k, r in enumerate(rs)})
    return got


def files(root):
    return sorted(os.path.relpath(os.path.join(d, n), root) for d, _, ns in os.walk(root) for n in ns
                  if not os.path.relpath(d, root).startswith("index-files") and n not in ("manifest.json", "index.html"))


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, disc = os.path.join(out, "sample"), os.path.join(out, "disc")
check("sample written", run("sample", sample, "-q").returncode == 0)
geo, tex, anm, variant = disc_like(sample, disc)
wad, names = os.path.join(disc, "WARRIORS.WAD"), os.path.join(disc, "names.txt")
ex, plain = os.path.join(out, "ex"), os.path.join(out, "plain")
r = run("extract", wad, "-o", ex, "--names", names, "-q", "--no-html")
check("disc-like WAD extracted", r.returncode == 0, r.stderr)
run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", plain, "--names", os.path.join(sample, "names.txt"),
    "-q", "--no-html")
a, b = files(ex), files(plain)
check("files written: %d for %d of the plain sample (4 more copies of each pack resource): within 5%%" % (len(a), len(b)),
      len(a) <= 1.05 * len(b) and set(b) - {"level1_1.pak/level1_1.pak.json"} <= set(a), sorted(set(a) ^ set(b)))
man = json.load(open(os.path.join(ex, "manifest.json")))
res = {(x["hash"], x["variant"]): x for x in man["resources"]}
TEX, GEO, ANM = 3550039927, 1311430553, 2807814054
check("the manifest lists each resource's 5 places, the variant's 1",
      [len(res[(h, 1)]["copies"]) for h in (TEX, GEO, ANM)] == [5, 5, 6] and len(res[(TEX, 2)]["copies"]) == 1 and
      res[(TEX, 2)]["folder"] == "3550039927~2" and res[(TEX, 1)]["copies"][0] == {"entry": 7, "pack": None, "offset": 0},
      [(k, len(v["copies"])) for k, v in res.items()])
lst = json.load(open(os.path.join(ex, "level3_1.pak", "level3_1.pak.json")))
check("<pack>.json lists the pack's resources in order, each pointing at its folder",
      [(x["hash"], x["variant"], x["folder"]) for x in lst["resources"]] ==
      [(ANM, 1, "sample_walk.anm"), (TEX, 1, "3550039927"), (GEO, 1, "1311430553")], lst)

r = run("list", wad, "--copies", "--json")
listed = {(x["hash"], x["variant"]): x["copies"] for x in json.loads(r.stdout)} if r.returncode == 0 else {}
check("list --copies: each resource's copies, where the manifest has them",
      listed and all(listed.get(k) == v["copies"] for k, v in res.items()) and len(listed) == len(res), r.stderr)

before = wad_read(disc)
r = run("rebuild", wad, "--from", ex, "-o", os.path.join(out, "same"))
check("unedited rebuild is byte-identical", r.returncode == 0 and wad_read(os.path.join(out, "same")) == before, r.stderr)

# ---- one PNG repainted, one model moved, one clip key changed -----------------------------------
ed = os.path.join(out, "ed")
shutil.copytree(ex, ed)

def item_file(folder, kind):
    return [os.path.join(ed, folder, o["file"]) for e in man["entries"] if e["folder"] == folder
            for o in e["outputs"] if o["kind"] == kind][0]


png = item_file("3550039927", "texture")
w, h, idx, pal, rgba = png_read(png)
if idx is not None:
    png_write(png, w, h, [(v + 1) % len(pal) if y < h // 2 else v for y in range(h) for v in idx[y * w:(y + 1) * w]], pal)
else:
    png_write(png, w, h, rgba=bytes(rgba[4 * w * (h // 2):] + rgba[:4 * w * (h // 2)]))
glb = item_file("1311430553", "model")
j, bb = G.load(glb)
for m in j["meshes"]:
    for p in m["primitives"]:
        pos = [(x + 0.25, y, z - 0.5) for x, y, z in G.read(j, bb, p["attributes"]["POSITION"])]
        p["attributes"]["POSITION"] = G.add(j, bb, pos, 5126, "VEC3")
G.save(glb, j, bb)
clip = item_file("sample_walk.anm", "clip")
doc = json.load(open(clip))
doc["rotations"][0]["keys"][1][1] = 0.125
json.dump(doc, open(clip, "w"), indent=1)
mod = os.path.join(out, "mod")
r = run("rebuild", wad, "--from", ed, "-o", mod)
check("edited rebuild runs and says what each edit reached",
      r.returncode == 0 and "3 edited resources reached 16 copies" in r.stderr and
      "resource 3550039927: the edit reached its 5 copies" in r.stderr, r.stderr)
after = wad_read(mod) if r.returncode == 0 else before
old, new = places(before), places(after)
for name, h in (("texture", TEX), ("model", GEO), ("clip", ANM)):
    where = [(c["entry"], c["pack"]) for c in res[(h, 1)]["copies"]]
    edited = new[where[0]]
    check("%s: edited, and every copy of it byte-identical to the edited standalone copy (%d)" % (name, len(where)),
          edited != old[where[0]] and all(new[k] == edited for k in where), where)
vplace = (res[(TEX, 2)]["copies"][0]["entry"], res[(TEX, 2)]["copies"][0]["pack"])
check("the variant keeps its bytes", new[vplace] == old[vplace] == variant)
copies = {(c["entry"], c["pack"]) for h in (TEX, GEO, ANM) for c in res[(h, 1)]["copies"]}
glr = [i for i, (_, hh) in enumerate(before) if hh == zlib.crc32(b"./ee_files/warriors.glr")][0]
others = [k for k in old if k not in copies and k[0] != glr]  # warriors.glr: its size records follow the model
check("every other resource and entry byte-identical (%d)" % len(others),
      len(new) == len(old) and all(new[k] == old[k] for k in others), [k for k in others if new.get(k) != old[k]])

# ---- one level's copy alone: its pack's list names a folder of its own (docs/patch.md) -----------
alone = os.path.join(out, "alone")
shutil.copytree(ex, alone)
shutil.copytree(os.path.join(alone, "3550039927"), os.path.join(alone, "level3_crate"))
lp = os.path.join(alone, "level3_1.pak", "level3_1.pak.json")
lst = json.load(open(lp))
lst["resources"][1]["folder"] = "level3_crate"
json.dump(lst, open(lp, "w"), indent=1)
png = os.path.join(alone, "level3_crate", os.path.basename(item_file("3550039927", "texture")))
w, h, idx, pal, rgba = png_read(png)
png_write(png, w, h, rgba=bytes(rgba[::-1])) if idx is None else png_write(png, w, h, idx[::-1], pal)
mod2 = os.path.join(out, "mod_alone")
r = run("rebuild", wad, "--from", alone, "-o", mod2)
new2 = places(wad_read(mod2)) if r.returncode == 0 else old
level3 = [k for k in copies if k[0] == PACKS.index("level3_1.pak") + len(before) - len(PACKS) and new2[k] != old[k]]
check("a copy given a folder of its own: its edit reaches that copy alone, every other resource keeps its bytes",
      r.returncode == 0 and level3 == [(33, 1)] and all(new2[k] == old[k] for k in old if k != (33, 1)), r.stderr)
lst["resources"][1]["hash"] += 1
json.dump(lst, open(lp, "w"), indent=1)
r = run("rebuild", wad, "--from", alone, "-o", os.path.join(out, "mod_bad"))
check("a pack's list edited otherwise than a folder: refused, nothing written",
      r.returncode != 0 and "only its \"folder\" may change" in r.stderr and not os.path.exists(os.path.join(out, "mod_bad", "WARRIORS.WAD")), r.stderr)
finish("rebuild_copies")
