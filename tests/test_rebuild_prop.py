#!/usr/bin/env python3
"""A new prop (docs/patch.md "A new prop"): on the sample, a folder out/dyn_barrel/ holding prop.json,
a model (the crate's .glb grown twice as large, its material and image renamed, tests/glb_py.py) and
one PNG, placed by a new line of level1_objs.json. The rebuild makes two new WAD entries named by
the decimal CRC-32 of dyn_barrel_geo / dyn_barrel_tex, their DIR records in the game's order
(decimal names ascending in ASCII order, offsets ascending on 2,048-byte sectors), its material in
the glTF's colour, an Object List record (sizes = the entries' sizes) and two more resources in
level1_1.pak; the re-extraction decodes the model (counts, positions), the texture (pixels), the
record, the pack's list, the new line, and the assembled level .glb's node at the line's position
(game axes -> glTF: x, z, -y). Every other entry keeps its bytes; an unedited rebuild is byte-
identical; a name taken, a model without textures, a texture the model shows but the folder lacks, a
listed PNG missing, an unknown template, a stray file and an extraction without the Object List's
file are refused by name with nothing written; `warp mod create` packages the folder (applied in
tests/mod_grow_e2e.py).

usage: test_rebuild_prop.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish
import glb_py as G
from png_py import png_read, png_write

warp, out = sys.argv[1:3]
MARKER = 0xDE686795  # a pack's 4th header word (FACTS.md 2.1)


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def wad_read(d):
    """[(offset, size, DIR hash, bytes)] of d's WAD, in DIR order."""
    dirb, wad = open(os.path.join(d, "WARRIORS.DIR"), "rb").read(), open(os.path.join(d, "WARRIORS.WAD"), "rb").read()
    recs = [struct.unpack_from("<III", dirb, 16 + 12 * k) for k in range(struct.unpack_from("<I", dirb)[0])]
    check("DIR size 16 + 12 x count", len(dirb) == 16 + 12 * len(recs), "%d for %d" % (len(dirb), len(recs)))
    return [(o, s, h, wad[o:o + s]) for o, s, h in recs]


def dir_hash(name):
    return zlib.crc32(b"./ee_files/" + name.lower().encode())


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
s, ex = os.path.join(out, "s"), os.path.join(out, "ex")
r = run("sample", s)
check("sample", r.returncode == 0, r.stderr)
r = run("extract", os.path.join(s, "WARRIORS.WAD"), "-o", ex, "-q")
check("extract", r.returncode == 0, r.stderr)

# an unedited rebuild is byte-identical
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex, "-o", os.path.join(out, "same"), "-q")
check("unedited rebuild", r.returncode == 0, r.stderr)
for f in ("WARRIORS.WAD", "WARRIORS.DIR"):
    check("unedited rebuild: %s byte-identical" % f,
          open(os.path.join(s, f), "rb").read() == open(os.path.join(out, "same", f), "rb").read())

# ---- the prop's folder: a model (the crate twice as large), a PNG, prop.json ----
folder = os.path.join(ex, "dyn_barrel")
os.makedirs(folder)
j, b = G.load(os.path.join(ex, "1311430553", "dyn_crate_geo.glb"))
for m in j["meshes"]:
    for p in m["primitives"]:
        pos = [(2 * x, 2 * y, 2 * z) for x, y, z in G.read(j, b, p["attributes"]["POSITION"])]
        p["attributes"]["POSITION"] = G.add(j, b, pos, 5126, "VEC3")
j["materials"][0]["name"] = "dyn_barrel"
j["materials"][0].setdefault("pbrMetallicRoughness", {})["baseColorFactor"] = [0.4, 0.2, 0.8, 1.0]  # its own colour
j["images"][0]["name"] = "dyn_barrel"
G.save(os.path.join(folder, "barrel.glb"), j, b)
edited_tris = G.triangles(os.path.join(folder, "barrel.glb"))
colours = [(200, 40, 40, 255), (40, 200, 40, 255), (250, 250, 20, 255)]
rgba = b"".join(bytes(colours[(x // 8 + y // 4) % 3]) for y in range(32) for x in range(32))
png_write(os.path.join(folder, "dyn_barrel.png"), 32, 32, rgba=rgba)
prop = {"name": "dyn_barrel", "like": "dyn_box", "model": "barrel.glb", "textures": ["dyn_barrel.png"]}


def write_prop(p):
    json.dump(p, open(os.path.join(folder, "prop.json"), "w"), indent=1)


write_prop(prop)
objs_path = os.path.join(ex, "level1_objs.txt", "level1_objs.json")
objs_orig = open(objs_path).read()
objs = json.loads(objs_orig)
POS, ROT = [2.5, -3.0, 0.5], [0, 0, 0.7071068, 0.7071068]
objs["objects"].append({"name": "dyn_barrel", "position": POS, "rotation": ROT, "unused": -1, "zone": 0, "flags": 0,
                        "tint": "FFFFFFFF", "flag_name": None})
json.dump(objs, open(objs_path, "w"), indent=1)

# ---- refusals first: each names what to change and writes nothing ----
def refused(label, p, want, extra=None):
    write_prop(p)
    if extra:
        open(os.path.join(folder, extra), "wb").write(b"x")
    dst = os.path.join(out, "refused")
    r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex, "-o", dst, "-q")
    check("refused: " + label, r.returncode != 0 and want in r.stderr and not os.path.exists(dst), r.stderr)
    if extra:
        os.remove(os.path.join(folder, extra))


refused("a name taken", dict(prop, name="dyn_crate"), "dyn_crate is already in the Object List")
refused("a model without a dictionary", dict(prop, textures=[]), "a model without a dictionary")
refused("a texture the model shows, not in the folder", dict(prop, textures=["other.png"]),
        'shows image "dyn_barrel", which is not among the prop\'s textures', "other.png")
refused("a listed texture missing", dict(prop, textures=["dyn_barrel.png", "gone.png"]), "not in the folder")
refused("an unknown template", dict(prop, like="dyn_nothing"), "no prop named dyn_nothing")
refused("a texture name the WAD has", dict(prop, textures=["dyn_barrel.png", "dyn_box.png"]),
        "a texture of the WAD is already named dyn_box", "dyn_box.png")
refused("a stray file in the folder", prop, "notes.txt: in the prop's folder, but its prop.json does not name it",
        "notes.txt")
write_prop(prop)
# a placement naming an object no Object List record (nor prop) names: refused (rebuild/placements.c)
objs["objects"].append(dict(objs["objects"][-1], name="dyn_nothing"))
json.dump(objs, open(objs_path, "w"), indent=1)
refused("a placement of an object the list lacks", prop, 'places "dyn_nothing", which no Object List record names')
objs["objects"].pop()
json.dump(objs, open(objs_path, "w"), indent=1)
only = os.path.join(out, "only")
r = run("extract", os.path.join(s, "WARRIORS.WAD"), "-o", only, "-q", "--only", "textures")
shutil.copytree(folder, os.path.join(only, "dyn_barrel"))
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", only, "-o", os.path.join(out, "refused"), "-q")
check("refused: an extraction without the Object List's file",
      r.returncode != 0 and "no warriors.glr/global/object_list.json to register it in" in r.stderr and
      not os.path.exists(os.path.join(out, "refused")), r.stderr)
r = run("mod", "create", ex, "-o", os.path.join(out, "x.warpmod"))
import zipfile
check("mod create: the prop folder packaged (prop.json, model, PNG)", r.returncode == 0 and {
      "files/dyn_barrel/prop.json", "files/dyn_barrel/barrel.glb", "files/dyn_barrel/dyn_barrel.png"} <=
      set(zipfile.ZipFile(os.path.join(out, "x.warpmod")).namelist()), r.stderr)

# ---- the rebuild ----
mod, re = os.path.join(out, "mod"), os.path.join(out, "re")
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex, "-o", mod)
check("rebuild with a new prop", r.returncode == 0, r.stderr)
check("summary: 1 new prop, 2 new entries, 1 pack", "1 new props (2 new entries, 1 packs grew)" in r.stderr, r.stderr)
geo_hash, tex_hash = zlib.crc32(b"dyn_barrel_geo"), zlib.crc32(b"dyn_barrel_tex")
# what the prop costs (docs/tool.md "What a mod costs"): entries matched by DIR hash though the new ones moved the
# others' indexes; the new ones named by their decimal names, counted from nothing; the pack under its level
cost = r.stderr[r.stderr.find("warp: what the mod costs"):]
check("cost: the new entries from nothing, the pack (moved to entry 23) under level1, named",
      f"    {geo_hash} (entry 0, model): bytes 0 -> " in cost and f"    {tex_hash} (entry 9, textures): bytes 0 -> " in
      cost and "  level level1:\n    level1_1.pak (entry 23, pack): bytes 4240 -> " in cost and
      "    level1_objs.txt (entry 24, object_list): bytes 255 -> " in cost and "5 entries cost more or less" in cost, cost)
old, new = wad_read(s), wad_read(mod)
check("DIR: two more records", len(new) == len(old) + 2, "%d -> %d" % (len(old), len(new)))
by_hash = {h: (o, sz, data) for o, sz, h, data in new}
for name, h in (("dyn_barrel_geo", geo_hash), ("dyn_barrel_tex", tex_hash)):
    check("new entry %s named %u" % (name, h), dir_hash(str(h)) in by_hash)
names = {dir_hash(l.strip()): l.strip() for l in open(os.path.join(s, "names.txt")) if l.strip()}
for _, _, h, data in old:  # the decimal entries: their names from their resource hash
    if len(data) >= 16 and dir_hash(str(struct.unpack_from("<I", data, 12)[0])) == h:
        names[h] = str(struct.unpack_from("<I", data, 12)[0])
names[dir_hash(str(geo_hash))], names[dir_hash(str(tex_hash))] = str(geo_hash), str(tex_hash)
order = [names.get(h, "?") for _, _, h, _ in new]
dec = [n for n in order if n.isdigit()]
check("DIR: decimal names first, ascending in ASCII order", order[:len(dec)] == dec and dec == sorted(dec), order)
check("DIR: the new names among them", str(geo_hash) in dec and str(tex_hash) in dec)
offs = [o for o, _, _, _ in new]
check("DIR: offsets ascending on 2,048-byte sectors", offs == sorted(offs) and all(o % 2048 == 0 for o in offs))
check("entries do not overlap", all(new[k][0] + new[k][1] <= new[k + 1][0] for k in range(len(new) - 1)))
edited = {dir_hash("warriors.glr"), dir_hash("level1_1.pak"), dir_hash("level1_objs.txt")}
kept = {h: data for _, _, h, data in new}
check("every other entry byte-identical",
      all(kept.get(h) == data for _, _, h, data in old if h not in edited),
      [names.get(h, h) for _, _, h, data in old if h not in edited and kept.get(h) != data])

r = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", re, "-q")
check("re-extract", r.returncode == 0, r.stderr)
man = json.load(open(os.path.join(re, "manifest.json")))
ent = {e["name"]: e for e in man["entries"]}

# the model: its counts and its positions, as edited
model_out = [o for o in ent[str(geo_hash)]["outputs"] if o["kind"] == "model"][0]
crate_out = [o for o in json.load(open(os.path.join(ex, "manifest.json")))["entries"][0]["outputs"]
             if o["kind"] == "model"][0]
check("model: vertices and triangles", (model_out["vertices"], model_out["triangles"]) ==
      (crate_out["vertices"], crate_out["triangles"]), (model_out, crate_out))
got_tris = G.triangles(os.path.join(re, str(geo_hash), "dyn_barrel_geo.glb"))
worst = G.match(edited_tris, got_tris)
check("model: the triangles as edited (positions within the layout's precision)", worst < 0.005, worst)
ys = [v[1] for t in got_tris for v in t]
check("model: twice the crate's height (0.75 m -> 1.5 m)", abs(max(ys) - 1.5) < 0.01 and abs(min(ys)) < 0.01,
      (min(ys), max(ys)))
bj, _ = G.load(os.path.join(re, str(geo_hash), "dyn_barrel_geo.glb"))
f = bj["materials"][0].get("pbrMetallicRoughness", {}).get("baseColorFactor", [1] * 4)
check("model: its material's colour the glTF's (102, 51, 204, 255), not the template's",
      [round(x * 255) for x in f] == [102, 51, 204, 255], f)
# the texture's pixels
w, h, _, _, px = png_read(os.path.join(re, str(tex_hash), "dyn_barrel.png"))
check("texture: 32x32, the pixels as painted", (w, h) == (32, 32) and px == rgba)

# the Object List record
ol = json.load(open(os.path.join(re, "warriors.glr", "global", "object_list.json")))
rec = [x for x in ol["records"] if x["name_hash"] == "%08x" % zlib.crc32(b"dyn_barrel")]
sizes = {h: sz for _, sz, h, _ in new}
check("Object List: one record for dyn_barrel", len(rec) == 1 and ol["count"] == 3, ol["count"])
rec = rec[0] if rec else {}
check("record: hashes", (rec.get("model_hash"), rec.get("dict_hash"), rec.get("swap_hash"), rec.get("dict2_hash")) ==
      ("%08x" % geo_hash, "%08x" % tex_hash, "00000000", "00000000"), rec)
check("record: sizes equal the entries'", (rec.get("model_size"), rec.get("dict_size")) ==
      (sizes[dir_hash(str(geo_hash))], sizes[dir_hash(str(tex_hash))]), rec)
check("record: the template's margin for the second size", rec.get("model_size2") == rec.get("model_size", 0) + 1024,
      rec)

# the level's pack
pk = json.load(open(os.path.join(re, "level1_1.pak", "level1_1.pak.json")))["resources"]
check("pack: lists the two new resources after its own",
      [x["hash"] for x in pk] == [1311430553, 3550039927, zlib.crc32(b"sample_walk.anm"), geo_hash, tex_hash],
      [x["hash"] for x in pk])
pak = by_hash[dir_hash("level1_1.pak")][2]
check("pack: header count and size", struct.unpack_from("<IIII", pak) == (5, len(pak) - 16, 0, MARKER))
check("pack: the resources' bytes are the new entries'",
      pak.endswith(by_hash[dir_hash(str(geo_hash))][2] + by_hash[dir_hash(str(tex_hash))][2]))

# the new line, and its node in the assembled level
ro = json.load(open(os.path.join(re, "level1_objs.txt", "level1_objs.json")))["objects"]
check("objects: the new line", ro[-1]["name"] == "dyn_barrel" and ro[-1]["position"] == POS, ro[-1])
lj, _ = G.load(os.path.join(re, "level1.lev", "level1.glb"))
node = [n for n in lj["nodes"] if n.get("name") == "dyn_barrel"]
check("level .glb: a node for the prop", len(node) == 1)
node = node[0] if node else {}
want_t = [POS[0], POS[2], -POS[1]]
want_r = [ROT[0], ROT[2], -ROT[1], ROT[3]]
check("level .glb: at the line's position (x, z, -y)",
      all(abs(a - b) < 1e-5 for a, b in zip(node.get("translation", []), want_t)), node)
check("level .glb: turned as the line says", all(abs(a - b) < 1e-5 for a, b in zip(node.get("rotation", []), want_r)),
      node)
meshes = set()
stack = list(node.get("children", []))
while stack:
    n = lj["nodes"][stack.pop()]
    meshes |= {n["mesh"]} if "mesh" in n else set()
    stack += n.get("children", [])
check("level .glb: the prop's mesh under its node", len(meshes) == 1, meshes)

# two props (dyn_p32's model, 929509100, goes after the last decimal name) while another dictionary grows: the
# grown one's size record follows in the list written again
ex2, mod2, re2 = (os.path.join(out, d) for d in ("ex2", "mod2", "re2"))
shutil.copytree(ex, ex2)
png_write(os.path.join(ex2, "3550039927", "dyn_crate.png"), 64, 64, rgba=bytes((10, 200, 30, 255)) * 4096)
p32 = os.path.join(ex2, "p32")
shutil.copytree(os.path.join(ex2, "dyn_barrel"), p32)
json.dump(dict(prop, name="dyn_p32"), open(os.path.join(p32, "prop.json"), "w"))
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex2, "-o", mod2, "-q")
check("refused: a texture name another new prop has", r.returncode != 0 and
      "another new prop has a texture of that name" in r.stderr and not os.path.exists(mod2), r.stderr)
j, b = G.load(os.path.join(p32, "barrel.glb"))
j["images"][0]["name"] = "p32"
G.save(os.path.join(p32, "barrel.glb"), j, b)
os.rename(os.path.join(p32, "dyn_barrel.png"), os.path.join(p32, "p32.png"))
json.dump(dict(prop, name="dyn_p32", textures=["p32.png"]), open(os.path.join(p32, "prop.json"), "w"))
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex2, "-o", mod2, "-q")
check("two props and a grown dictionary: rebuild", r.returncode == 0, r.stderr)
two = wad_read(mod2)
hashes = [h for _, _, h, _ in two]
dec2 = sorted({str(x) for x in [zlib.crc32(b"dyn_p32_geo"), zlib.crc32(b"dyn_p32_tex"), geo_hash, tex_hash]} |
              {n for n in names.values() if n.isdigit()})
check("two props: every decimal name in ASCII order, first (929509100 after 865776513, before cn12.bmp)",
      hashes[:len(dec2)] == [dir_hash(n) for n in dec2] and hashes[len(dec2)] == dir_hash("cn12.bmp"), dec2)
r = run("extract", os.path.join(mod2, "WARRIORS.WAD"), "-o", re2, "-q")
crate = {x.get("dict_name"): x["dict_size"] for x in
         json.load(open(os.path.join(re2, "warriors.glr", "global", "object_list.json")))["records"]}
size2 = {e["name"]: e["size"] for e in json.load(open(os.path.join(re2, "manifest.json")))["entries"]}
check("a prop and a grown dictionary: its size record follows", crate.get("dyn_crate_tex") == size2["3550039927"] and
      size2["3550039927"] != 2816 and crate.get("dyn_barrel_tex") == size2[str(tex_hash)], (crate, size2))

# a prop of two materials: the second shows the new dictionary's second texture, a new material naming it
ex3, mod3, re3 = (os.path.join(out, d) for d in ("ex3", "mod3", "re3"))
shutil.copytree(ex, ex3)
lid = os.path.join(ex3, "lidded")
os.makedirs(lid)
j, b = G.load(os.path.join(ex, "1311430553", "dyn_crate_geo.glb"))
p0 = j["meshes"][0]["primitives"][0]
idx = [k[0] for k in G.read(j, b, p0["indices"])]
half = len(idx) // 6 * 3
j["meshes"][0]["primitives"] = [dict(p0, indices=G.add(j, b, [(v,) for v in idx[:half]], 5125, "SCALAR"), material=0),
                                dict(p0, indices=G.add(j, b, [(v,) for v in idx[half:]], 5125, "SCALAR"), material=1)]
j["materials"][0]["name"] = j["images"][0]["name"] = "body"
lid_rgba = bytes((250, 250, 0, 255)) * 256
png_write(os.path.join(lid, "lid.png"), 16, 16, rgba=lid_rgba)
png_write(os.path.join(lid, "body.png"), 16, 16, rgba=bytes((0, 100, 250, 255)) * 256)
data = open(os.path.join(lid, "lid.png"), "rb").read()
b += bytes(-len(b) % 4)
j["bufferViews"].append({"buffer": 0, "byteOffset": len(b), "byteLength": len(data)})
b += data
j["images"].append({"name": "lid", "bufferView": len(j["bufferViews"]) - 1, "mimeType": "image/png"})
j["textures"].append({"sampler": 0, "source": 1})
j["materials"].append({"name": "lid", "pbrMetallicRoughness": {"baseColorTexture": {"index": 1}}})
G.save(os.path.join(lid, "lidded.glb"), j, b)
json.dump({"name": "dyn_lidded", "like": "dyn_box", "model": "lidded.glb", "textures": ["body.png", "lid.png"]},
          open(os.path.join(lid, "prop.json"), "w"))
r = run("rebuild", os.path.join(s, "WARRIORS.WAD"), "--from", ex3, "-o", mod3, "-q")
check("a prop of two materials: rebuild", r.returncode == 0, r.stderr)
r = run("extract", os.path.join(mod3, "WARRIORS.WAD"), "-o", re3, "-q")
lh = zlib.crc32(b"dyn_lidded_geo")
got = [f for f in os.listdir(os.path.join(re3, str(lh))) if f.endswith(".glb")] if r.returncode == 0 else []
if got:
    j, b = G.load(os.path.join(re3, str(lh), got[0]))
    imgs = [j["images"][j["textures"][m["pbrMetallicRoughness"]["baseColorTexture"]["index"]]["source"]]["name"]
            for m in j["materials"]]
    check("a prop of two materials: each shows its texture of the new dictionary", imgs == ["body", "lid"], imgs)
    check("a prop of two materials: the triangles as edited", G.match(G.triangles(os.path.join(lid, "lidded.glb")),
                                                                     G.triangles(os.path.join(re3, str(lh), got[0])))
          < 0.005)
w, h, _, _, px = png_read(os.path.join(re3, str(zlib.crc32(b"dyn_lidded_tex")), "lid.png"))
check("a prop of two materials: the second texture's pixels", px == lid_rgba)
finish("rebuild_prop")
