#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with new materials on models (docs/tool.md "Editing models"), on the
sample WAD, glTF edited by this test (tests/glb_py.py), no Blender: a new texture added to the
prop dyn_box's dictionary (a PNG and its texture item) and shown by a new glTF material on a
14x14 grid of quads comes back as a second RenderWare material naming the texture, a second
mesh whose batches stay within VU1's limits (every DMA tag of the rebuilt native data read),
its triangles, UVs and texture pixels as edited, the old mesh's bytes unchanged; the same on the
skinned character (its new vertices' weights) and on a level's sky box (its dictionary in the
same resource); an image in none of the model's dictionaries, and a model item of an older
extraction (no "dictionaries"), are refused by name.

usage: test_rebuild_material.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read, png_write
import glb_py as G

warp, out = sys.argv[1:3]
BOX, DICT_ENTRY, BOX_ENTRY = "2921933679/dyn_box_geo.glb", 10, 4
CHAR, CHAR_DICT, CHAR_ENTRY = "2044971641/warr_anim_cv_geo.glb", 2, 3  # skinned
SKY, SKY_ENTRY, SKY_DICT = "level1.lev/level1_4.glb", 15, 3824  # a level's model and dictionary in one resource
TOL, UV_TOL = 0.002, 1.0 / 2048  # the sample's packed steps are finer


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def entry(d, i):
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    off, size = struct.unpack_from("<II", dr, 16 + 12 * i)[:2]
    return wad[off:off + size]


def kids(b, at):
    """[(offset, type, size)] of the children of the RenderWare section at `at`."""
    res, o, end = [], at + 12, at + 12 + u32(b, at + 4)
    while o + 12 <= end:
        res.append((o, u32(b, o), u32(b, o + 4)))
        o += 12 + u32(b, o + 4)
    return res


def kid(b, at, t, k=0):
    return [c for c in kids(b, at) if c[1] == t][k][0]


def geometry(e, at=32):
    """The first geometry of the clump in the model chunk whose data starts at `at` (the model item's offset):
    (materials [(texture name, struct bytes)], mesh plugin counts, native blocks [bytes], plugin total)."""
    while u32(e, at) != 0x10:
        at += 12 + u32(e, at + 4)
    geo = kid(e, kid(e, at, 0x1A), 0x0F)
    mats = []
    ml = kid(e, geo, 0x08)
    for m in [c[0] for c in kids(e, ml) if c[1] == 0x07]:
        st, tex = kid(e, m, 0x01), [c[0] for c in kids(e, m) if c[1] == 0x06]
        s = kid(e, tex[0], 0x02) if tex else 0
        name = e[s + 12:s + 12 + u32(e, s + 4)].rstrip(b"\0").decode() if tex else ""
        mats.append((name, e[st + 12:st + 40]))
    ext = kid(e, geo, 0x03)
    bm, nd = kid(e, ext, 0x50E), kid(e, ext, 0x510)
    counts = [u32(e, bm + 24 + 8 * k) for k in range(u32(e, bm + 16))]
    blocks, q = [], nd + 28
    for _ in counts:
        blocks.append(e[q:q + 8 + u32(e, q)])
        q += 8 + u32(e, q)
    return mats, counts, blocks, u32(e, bm + 20)


def batch_faults(block, count):
    """Every DMA tag of one mesh's chain walked: each batch's ITOP within half of VU1's 1,024
    quadwords at its cycle, every UNPACK's count a multiple of 4 at least ITOP and at most 256, the
    batches joined (two vertices shared) giving the mesh plugin's count. Returns (faults, batches)."""
    faults, q, itops, cl, unpacks = [], 8, [], 0, []
    while q + 16 <= len(block):
        w0, _, w2, w3 = struct.unpack_from("<IIII", block, q)
        tag, qwc = (w0 >> 28) & 7, w0 & 0xFFFF
        if tag == 3:  # ref: STCYCL, UNPACK
            cl, num = w2 & 0xFF, (w3 >> 16) & 0xFF or 256
            if w2 >> 24 != 0x01 or (w3 >> 24) & 0x60 != 0x60:
                faults.append(("ref tag VIF codes", q, hex(w2), hex(w3)))
            unpacks.append(num)
            q += 16
            continue
        if tag not in (1, 6):
            faults.append(("tag", q, tag))
            break
        words = struct.unpack_from("<%dI" % (4 * qwc), block, q + 16)
        for w in words:
            if w >> 24 == 0x04:
                n = w & 0x3FF
                itops.append(n)
                if not cl or n > 512 // cl - 3 or any(u < n or u % 4 for u in unpacks):
                    faults.append(("batch", len(itops), n, cl, unpacks))
                unpacks = []
        q += 16 + 16 * qwc
        if tag == 6:
            break
    if sum(itops) - 2 * (len(itops) - 1) != count:
        faults.append(("joined count", sum(itops), len(itops), count))
    return faults, len(itops)


def add_new_texture(d, name, rgba, w, h, index=DICT_ENTRY, offset=32):
    """A PNG in entry index's dictionary folder and its texture item (docs/patch.md "New textures")."""
    man = json.load(open(os.path.join(d, "manifest.json")))
    e = man["entries"][index]
    n = len([o for o in e["outputs"] if o["kind"] == "texture" and o["dictionary_offset"] == offset])
    e["outputs"].append({"kind": "texture", "dictionary_offset": offset, "index": n, "name": name, "file": name + ".png"})
    json.dump(man, open(os.path.join(d, "manifest.json"), "w"))
    png_write(os.path.join(d, e["folder"], name + ".png"), w, h, rgba=rgba)


def add_grid(path, image, n=14, skinned=False):
    """A new material showing `image` on an n x n grid of quads above the box (its own primitive);
    skinned: each vertex weighted to the first joint whole."""
    j, b = G.load(path)
    j["images"].append({"name": image, "bufferView": j["images"][0]["bufferView"], "mimeType": "image/png"})
    j["textures"].append({"sampler": 0, "source": len(j["images"]) - 1})
    j["materials"].append({"name": "painted", "pbrMetallicRoughness": {
        "baseColorTexture": {"index": len(j["textures"]) - 1}, "metallicFactor": 0,
        "baseColorFactor": [0.8, 0.6, 0.4, 1.0]}})  # its own colour: 204, 153, 102, 255
    P, N, U, I = [], [], [], []
    for y in range(n + 1):
        for x in range(n + 1):
            P.append((-0.5 + x / n, 1.25 + 0.1 * ((x * y) % 3), -0.5 + y / n))
            N.append((0.0, 1.0, 0.0))
            U.append((x / n, y / n))
    for y in range(n):
        for x in range(n):
            a = y * (n + 1) + x
            I += [(a,), (a + n + 1,), (a + 1,), (a + 1,), (a + n + 1,), (a + n + 2,)]
    prim = {"attributes": {"POSITION": G.add(j, b, P, 5126, "VEC3"), "NORMAL": G.add(j, b, N, 5126, "VEC3"),
                           "TEXCOORD_0": G.add(j, b, U, 5126, "VEC2")},
            "indices": G.add(j, b, I, 5125, "SCALAR"), "material": len(j["materials"]) - 1}
    if skinned:
        prim["attributes"]["JOINTS_0"] = G.add(j, b, [(0, 0, 0, 0)] * len(P), 5121, "VEC4")
        prim["attributes"]["WEIGHTS_0"] = G.add(j, b, [(1.0, 0.0, 0.0, 0.0)] * len(P), 5126, "VEC4")
    j["meshes"][0]["primitives"].append(prim)
    G.save(path, j, b)
    return [tuple(P[I[t + k][0]] for k in range(3)) for t in range(0, len(I), 3)], list(zip(P, U))


def prim_triangles(path, prim):
    j, b = G.load(path)
    p = j["meshes"][0]["primitives"][prim]
    P = G.read(j, b, p["attributes"]["POSITION"])
    I = [k[0] for k in G.read(j, b, p["indices"])] if "indices" in p else list(range(len(P)))
    return [tuple(P[I[t + k]] for k in range(3)) for t in range(0, len(I), 3) if len({I[t], I[t + 1], I[t + 2]}) == 3]


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample, ex = os.path.join(out, "sample"), os.path.join(out, "ex")
check("sample written", run("sample", sample, "--quiet").returncode == 0)
r = run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet")
check("sample extracted", r.returncode == 0, r.stderr)
item = [o for o in json.load(open(os.path.join(ex, "manifest.json")))["entries"][BOX_ENTRY]["outputs"]
        if o["kind"] == "model"][0]
check("the model item names its dictionary", item.get("dictionaries") == [{"entry": DICT_ENTRY, "offset": 32}], item)

# A new 16x16 texture with 10 colours in dyn_box's dictionary, shown by a new material on a grid.
ed = os.path.join(out, "ed")
shutil.copytree(ex, ed)
c10 = [bytes(((i * 53) % 256, (i * 97 + 30) % 256, (i * 11) % 256, 255)) for i in range(10)]
rgba = b"".join(c10[(x // 4 + 3 * (y // 4)) % 10] for y in range(16) for x in range(16))
add_new_texture(ed, "painted", rgba, 16, 16)
tris, verts = add_grid(os.path.join(ed, BOX), "painted")
j, b = G.load(os.path.join(ed, BOX))  # its old material recoloured too: into the new material list
j["materials"][0].setdefault("pbrMetallicRoughness", {})["baseColorFactor"] = [0.2, 0.4, 0.6, 1.0]
G.save(os.path.join(ed, BOX), j, b)
# and the character, its dictionary gaining "inked"
add_new_texture(ed, "inked", rgba[::-1], 16, 16, CHAR_DICT)
ctris, _ = add_grid(os.path.join(ed, CHAR), "inked", 6, skinned=True)
# and the level's sky box, in the level's own entry, its dictionary (paired before it) gaining "dusk"
add_new_texture(ed, "dusk", rgba, 16, 16, SKY_ENTRY, SKY_DICT)
add_grid(os.path.join(ed, SKY), "dusk", 4)
mod, back = os.path.join(out, "mod"), os.path.join(out, "back")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
check("a new material rebuilt, on the prop and the character", r.returncode == 0 and
      r.stderr.count("1 new material(s) and mesh(es); 1 old mesh(es) kept their bytes") == 3, r.stderr)
ok = r.returncode == 0 and run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", back, "--quiet").returncode == 0
check("the mod extracts", ok)
if ok:
    mats0, counts0, blocks0, _ = geometry(entry(sample, BOX_ENTRY))
    mats1, counts1, blocks1, total = geometry(entry(mod, BOX_ENTRY))
    # the prop's material names no texture (the record's dictionary gives it its first, FACTS 4.5)
    like = mats0[0][1][:4] + bytes([204, 153, 102, 255]) + mats0[0][1][8:12] + struct.pack("<I", 1) + mats0[0][1][16:]
    old = mats0[0][1][:4] + bytes([51, 102, 153, 255]) + mats0[0][1][8:]  # recoloured
    check("two materials, the new one naming the new texture, its struct its sibling's (textured), its colour its "
          "own; the old one recoloured in the new list",
          [m[0] for m in mats1] == ["", "painted"] and mats1[1][1] == like and mats1[0] == ("", old), mats1)
    check("two meshes, the old one's count and DMA chain byte-identical",
          len(counts1) == 2 and counts1[0] == counts0[0] and blocks1[0] == blocks0[0] and total == sum(counts1),
          (counts0, counts1))
    faults, batches = batch_faults(blocks1[1], counts1[1]) if len(counts1) == 2 else (["no mesh"], 0)
    check("the new mesh's batches within VU1's limits (%d batches)" % batches, not faults and batches >= 2, faults)
    j, b = G.load(os.path.join(back, BOX))
    img = j["images"][j["textures"][j["materials"][1]["pbrMetallicRoughness"]["baseColorTexture"]["index"]]["source"]]
    check("the re-extracted model shows the new texture", len(j["materials"]) == 2 and img["name"] == "painted",
          j["materials"])
    png = os.path.join(out, "shown.png")
    v = j["bufferViews"][img["bufferView"]]
    open(png, "wb").write(b[v.get("byteOffset", 0):v.get("byteOffset", 0) + v["byteLength"]])
    check("its pixels are the new texture's", png_read(png)[:2] == (16, 16) and png_read(png)[4] == rgba)
    got = prim_triangles(os.path.join(back, BOX), 1)
    check("the new triangles come back within 2 mm (%d)" % len(got),
          len(got) == len(tris) and G.match(tris, got) <= TOL and G.match(got, tris) <= TOL, (len(got), len(tris)))
    p = j["meshes"][0]["primitives"][1]
    back_v = list(zip(G.read(j, b, p["attributes"]["POSITION"]), G.read(j, b, p["attributes"]["TEXCOORD_0"])))
    miss = [pu for pu in verts if not any(max(abs(x - y) for x, y in zip(pu[0], q[0])) <= TOL and
                                          max(abs(x - y) for x, y in zip(pu[1], q[1])) <= UV_TOL for q in back_v)]
    check("every new vertex's UV within the stored grid", not miss, miss[:3])
    check("the old triangles unchanged", prim_triangles(os.path.join(back, BOX), 0) ==
          prim_triangles(os.path.join(ex, BOX), 0))
    cmats0, ccounts0, cblocks0, _ = geometry(entry(sample, CHAR_ENTRY))
    cmats1, ccounts1, cblocks1, _ = geometry(entry(mod, CHAR_ENTRY))
    faults, batches = batch_faults(cblocks1[1], ccounts1[1]) if len(ccounts1) == 2 else (["no mesh"], 0)
    check("the character: a second material naming its new texture, a second mesh within VU1's limits (skinned, "
          "%d batches), the old mesh byte-identical" % batches,
          [m[0] for m in cmats1] == ["", "inked"] and cblocks1[0] == cblocks0[0] and not faults and batches >= 1,
          (cmats1, faults))
    got = prim_triangles(os.path.join(back, CHAR), 1)
    j, b = G.load(os.path.join(back, CHAR))
    p = j["meshes"][0]["primitives"][1]
    weights = {(J[0], round(W[0], 3)) for J, W in zip(G.read(j, b, p["attributes"]["JOINTS_0"]),
                                                       G.read(j, b, p["attributes"]["WEIGHTS_0"]))}
    check("the character's new triangles and weights come back",
          len(got) == len(ctris) and G.match(ctris, got) <= TOL and weights == {(0, 1.0)}, (len(got), weights))
    j, b = G.load(os.path.join(back, SKY))
    check("the sky box shows the level dictionary's new texture by a second material",
          [i["name"] for i in j["images"]] == ["skybox_sample", "dusk"] and len(j["meshes"][0]["primitives"]) == 2,
          j["images"])
    same = [f for f in ("1311430553/dyn_crate_geo.glb",)
            if open(os.path.join(ex, f), "rb").read() != open(os.path.join(back, f), "rb").read()]
    check("the other models unchanged", not same, same)


# Refusals: nothing written, the image and what to do named.
def refused(name, edit, want):
    d = os.path.join(out, name)
    shutil.copytree(ex, d)
    edit(d)
    o = os.path.join(out, name + "-mod")
    r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", d, "-o", o)
    check("refused: %s" % name, r.returncode != 0 and all(w in r.stderr for w in want) and
          (not os.path.exists(o) or not os.listdir(o)), r.stderr)


def older(d):  # an extraction from before the model items named their dictionaries
    add_new_texture(d, "painted", rgba, 16, 16)
    add_grid(os.path.join(d, BOX), "painted")
    man = json.load(open(os.path.join(d, "manifest.json")))
    for o in man["entries"][BOX_ENTRY]["outputs"]:
        o.pop("dictionaries", None)
    json.dump(man, open(os.path.join(d, "manifest.json"), "w"))


refused("unreachable", lambda d: add_grid(os.path.join(d, BOX), "nowhere"),
        ['shows image "nowhere", a texture of none of the model\'s dictionaries (entry 10\'s at 32)',
         "add nowhere.png to the dictionary's folder and list it"])
refused("another dictionary's", lambda d: add_grid(os.path.join(d, BOX), "gradient"),  # entry 6's, not dyn_box's
        ['shows image "gradient", a texture of none of the model\'s dictionaries'])
refused("older extraction", older, ["none known: a lone model file, or an extraction without the model's "
                                    "dictionaries or their textures (extract the WAD again, textures included)"])
finish("rebuild_material")
