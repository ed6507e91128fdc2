#!/usr/bin/env python3
"""`warp mod create` + `warp mod apply` of what issue 45 made growable (docs/mods.md "What a package
carries"), on the sample: for each kind of growth, the package applied to the sample's WAD gives what
`warp rebuild` of the modder's extraction gives, byte for byte (WAD and DIR): a texture at another
size; one with a `<texture>.json` sidecar asking another mip count; a new texture in a dictionary (its
PNG, its sidecar and the manifest's texture item listing it); a texture a pack holds a copy of, and a world
part's, grown; a new material on a model showing that
texture; a path polygon added; a scene role added; a new prop (its folder: prop.json, model, PNG) placed
by a new line of level1_objs.json (on a disc image too); a .gltf and its buffer beside a model; a compiled Lua
chunk beside its listing. The package holds each added
file, keyed as docs/mods.md says; `mod info` says "adds prop"; a prop added by one mod and placed by
another's placement applies; two mods adding one prop name are a conflict naming it (--order: the
later); two mods writing one file by other keys are refused naming it; a segment past its header (the
header not in the mod) is refused at apply as the rebuild refuses it; an added file no rebuild step
takes, and a prop the rebuild would refuse, are refused at create time by name.

usage: mod_grow_e2e.py WARP OUTDIR"""
import json, os, shutil, struct, sys, time, zipfile

from disc_sample import image_of_sample
from checks_py import check, finish, fresh_folder, read, warp_runner
from png_py import png_read, png_write
import glb_py as G

warp, out = sys.argv[1:3]
run, p = warp_runner(warp), fresh_folder(out)


sample = p("sample")
r = run("sample", sample, "-q")
check("the sample", r.returncode == 0, r.stderr)
WAD = os.path.join(sample, "WARRIORS.WAD")
base = p("base")
r = run("extract", WAD, "-o", base, "-q", "--no-html", "--no-thumbnails")
check("the sample extracts", r.returncode == 0, r.stderr)
MAN = json.load(open(os.path.join(base, "manifest.json")))


def colours(n, alpha=255):
    return [bytes(((i * 53) % 256, (i * 97) % 256, (i * 31 + 7) % 256, alpha)) for i in range(n)]


def paint(path, w, h, n):
    c = colours(n)
    png_write(path, w, h, rgba=b"".join(c[(x // 4 + y // 4 * 3) % n] for y in range(h) for x in range(w)))


def texture_file(name):
    return next(os.path.join(e["folder"], o["file"]) for e in MAN["entries"] for o in e["outputs"]
                if o["kind"] == "texture" and o.get("name") == name)


# ---- the edits ------------------------------------------------------------------------------------------
def grow_size(d):  # 64x64 PSMT8 -> 128x128 with 40 colours, its level 1 painted (an added file: no --mips)
    f = os.path.join(d, texture_file("gradient"))
    paint(f, 128, 128, 40)
    paint(f[:-4] + ".mip1.png", 64, 64, 7)


def sidecar(d):  # 8 colours and a sidecar asking 4 levels: PSMT4
    f = os.path.join(d, texture_file("checker"))
    paint(f, 64, 64, 8)
    json.dump({"mips": 4}, open(f[:-4] + ".json", "w"))


BOX_DICT = 10  # dyn_box's dictionary entry (tests/test_rebuild_material.py)
BOX = next(os.path.join(e["folder"], o["file"]) for e in MAN["entries"] for o in e["outputs"]
           if o["kind"] == "model" and o["file"] == "dyn_box_geo.glb")


def new_texture(d, name="newtex", entry=BOX_DICT):
    """A PNG beside dyn_box's, its sidecar, and the texture item listing it (docs/patch.md)."""
    man = json.load(open(os.path.join(d, "manifest.json")))
    e = man["entries"][entry]
    n = len([o for o in e["outputs"] if o["kind"] == "texture"])
    e["outputs"].append({"kind": "texture", "dictionary_offset": 32, "index": n, "name": name, "file": name + ".png"})
    json.dump(man, open(os.path.join(d, "manifest.json"), "w"))
    paint(os.path.join(d, e["folder"], name + ".png"), 32, 16, 10)
    json.dump({"address_u": 3, "address_v": 2}, open(os.path.join(d, e["folder"], name + ".json"), "w"))


def new_material(d):
    """newtex added, and a new material showing it on a quad above the box (its own primitive)."""
    new_texture(d)
    path = os.path.join(d, BOX)
    j, b = G.load(path)
    j["images"].append({"name": "newtex", "bufferView": j["images"][0]["bufferView"], "mimeType": "image/png"})
    j["textures"].append({"sampler": 0, "source": len(j["images"]) - 1})
    j["materials"].append({"name": "painted", "pbrMetallicRoughness": {
        "baseColorTexture": {"index": len(j["textures"]) - 1}, "metallicFactor": 0}})
    P = [(-0.5, 1.25, -0.5), (0.5, 1.25, -0.5), (-0.5, 1.25, 0.5), (0.5, 1.25, 0.5)]
    prim = {"attributes": {"POSITION": G.add(j, b, P, 5126, "VEC3"), "NORMAL": G.add(j, b, [(0.0, 1.0, 0.0)] * 4, 5126,
                                                                                         "VEC3"),
                           "TEXCOORD_0": G.add(j, b, [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)], 5126, "VEC2")},
            "indices": G.add(j, b, [(0,), (2,), (1,), (1,), (2,), (3,)], 5125, "SCALAR"),
            "material": len(j["materials"]) - 1}
    j["meshes"][0]["primitives"].append(prim)
    G.save(path, j, b)


def json_edit(rel, change):
    def edit(d):
        doc = json.load(open(os.path.join(d, rel), encoding="utf-8"))
        change(doc)
        json.dump(doc, open(os.path.join(d, rel), "w", encoding="utf-8"), indent=1)
    return edit


def add_area(j):  # tests/test_rebuild_level.py: a square outline with one node, linked to node 2
    j["paths"].append({"outline": True, "vertices": [[20, 20], [24, 20], [24, 24], [20, 24]], "flags": "0x0000",
                       "ground": 3, "membership": 1, "node_count": 1})
    j["nodes"].append({"position": [22, 22, 0, 1], "edges": [{"from": 2, "kind": "0x1", "door": 0, "avoid": 0}]})
    j["nodes"][2]["edges"].append({"from": 3, "kind": "0x1", "door": 0, "avoid": 0})


def new_role(d):  # tests/test_rebuild_scene.py: a role added by hand, the Character List's warr_anim
    defn = json.loads(json.dumps(d["definitions"]["roles"][0]))
    defn.update(name="warr_anim", start={"position": [3, 1, 0, 1], "rotation": [0, 0, 0.6, 0.8]},
                end={"position": [4, 2, 0, 1], "rotation": [0, 0, 0, 1]})
    del defn["offset"]
    t = json.loads(json.dumps(d["tracks"]["roles"][0]))
    for k in ("offset", "keys_offset"):
        del t[k]
    t["clip"]["name"] = t["clip"]["keys"]["name"] = "cs_sample_anim"
    t["clip"]["keys"]["root_translation"] = [[0, 0, 0, 0], [30, 0.5, 0.25, 0], [60, 1, 1, 0]]
    t["clip"]["keys"]["events"] = []
    t["events"] = [{"frame": 0, "type": 21, "args": "00" * 20, "position": [3, 1, 0]}]
    d["definitions"]["roles"].append(defn)
    d["tracks"]["roles"].append(t)


def segment_edits(d):  # tests/test_rebuild_scene.py: a segment's camera track removed, an object track added
    d["tracks"]["camera"].pop()
    d["tracks"]["objects"].append({"word00": "0x00000000", "duration": 1, "position_keys": [
        {"frame": 60, "position": [1.5, 2, 4]}, {"frame": 90, "position": [1.5, 3, 4]}],
        "rotation_keys": [{"frame": 60, "rotation": [0, 0, 0, 1]}], "events": []})


OBJS = "level1_objs.txt/level1_objs.json"
CRATE = next(os.path.join(e["folder"], o["file"]) for e in MAN["entries"] for o in e["outputs"]
             if o["kind"] == "model" and o["file"] == "dyn_crate_geo.glb")


def prop_folder(d, name="dyn_barrel", folder="dyn_barrel"):
    """A new prop (docs/patch.md "A new prop"): the crate's model twice as large, one PNG, prop.json."""
    f = os.path.join(d, folder)
    os.makedirs(f)
    j, b = G.load(os.path.join(d, CRATE))
    for m in j["meshes"]:
        for q in m["primitives"]:
            pos = [(2 * x, 2 * y, 2 * z) for x, y, z in G.read(j, b, q["attributes"]["POSITION"])]
            q["attributes"]["POSITION"] = G.add(j, b, pos, 5126, "VEC3")
    j["materials"][0]["name"] = j["images"][0]["name"] = name
    G.save(os.path.join(f, "barrel.glb"), j, b)
    paint(os.path.join(f, name + ".png"), 32, 32, 3)
    json.dump({"name": name, "like": "dyn_box", "model": "barrel.glb", "textures": [name + ".png"]},
              open(os.path.join(f, "prop.json"), "w"), indent=1)


def place(name):
    def change(doc):
        doc["objects"].append({"name": name, "position": [2.5, -3.0, 0.5], "rotation": [0, 0, 0.7071068, 0.7071068],
                               "unused": -1, "zone": 0, "flags": 0, "tint": "FFFFFFFF", "flag_name": None})
    return json_edit(OBJS, change)


def gltf_beside(d):
    """The crate saved as a .gltf beside its .glb (the rebuild takes it), its buffer a .bin it names."""
    j, b = G.load(os.path.join(d, CRATE))
    a = j["accessors"][j["meshes"][0]["primitives"][0]["attributes"]["POSITION"]]
    o = j["bufferViews"][a["bufferView"]].get("byteOffset", 0) + a.get("byteOffset", 0) + 4
    struct.pack_into("<f", b, o, struct.unpack_from("<f", b, o)[0] + 0.25)
    j["buffers"][0].update(uri="crate_data.bin", byteLength=len(b))
    json.dump(j, open(os.path.join(d, CRATE[:-4] + ".gltf"), "w"))
    open(os.path.join(d, os.path.dirname(CRATE), "crate_data.bin"), "wb").write(bytes(b))


def lua_chunk(d):
    """A compiled chunk dropped beside the listing (rebuild/lua.c): the entry's own bytes, one letter of
    its first string constant changed."""
    dirb = read(os.path.join(sample, "WARRIORS.DIR"))
    e = next(e for e in MAN["entries"] if e["kind"] == "lua")
    off, size = struct.unpack_from("<II", dirb, 16 + 12 * e["index"])[:2]
    chunk = bytearray(read(WAD)[off:off + size])
    k = next(k for k in range(12, len(chunk) - 4) if all(0x61 <= c <= 0x7A for c in chunk[k:k + 4]))
    chunk[k] ^= 0x20  # lower case to upper
    listing = next(o["file"] for o in e["outputs"] if o["kind"] == "lua_listing")
    open(os.path.join(d, e["folder"], listing[:-4]), "wb").write(bytes(chunk))


def both(*edits):
    def edit(d):
        for e in edits:
            e(d)
    return edit


CASES = [("size", both(grow_size, sidecar,  # and a sidecar; a texture a level's pack holds a copy of; a world part's
                       lambda d: paint(os.path.join(d, texture_file("dyn_crate")), 64, 64, 12),
                       lambda d: paint(os.path.join(d, texture_file("grass")), 64, 64, 9))),
         ("material", new_material),  # a new texture in dyn_box's dictionary, shown by a new material
         ("newtex-copy", lambda d: new_texture(d, "cratetex", 7)),  # dyn_crate's dictionary: level1_1.pak holds a copy
         ("paths", json_edit("level1.lev/paths.json", add_area)),
         ("scene", json_edit("cs_sample.scn/cs_sample.json", new_role)),
         ("segment", json_edit("cs_sampleaa.scn/cs_sampleaa.json", segment_edits)),  # the header not in the mod
         ("gltf", gltf_beside), ("lua", lua_chunk), ("prop", both(prop_folder, place("dyn_barrel")))]


def extraction(name, edit):
    d = p(name)
    shutil.copytree(base, d)
    edit(d)
    return d


def rebuilt(name, ex):
    r = run("rebuild", WAD, "--from", ex, "-o", p(name), "-q")
    check("warp rebuild of %s" % name, r.returncode == 0, r.stderr)
    return (read(p(name, "WARRIORS.WAD")), read(p(name, "WARRIORS.DIR"))) if r.returncode == 0 else None


def create(name, ex):
    r = run("mod", "create", ex, "-o", p(name + ".warpmod"), "-q")
    check("mod create %s" % name, r.returncode == 0, r.stderr)
    return p(name + ".warpmod")


def apply(name, *mods):
    r = run("mod", "apply", *mods, WAD, "-o", p(name), "-q")
    return r, (read(p(name, "WARRIORS.WAD")), read(p(name, "WARRIORS.DIR"))) if r.returncode == 0 else None


# ---- 1. each kind of growth: apply equals rebuild ---------------------------------------------------------
pkgs, timing, wants = {}, {}, {}
for label, edit in CASES:
    ex = extraction(label, edit)
    t0 = time.time()
    wants[label] = want = rebuilt(label + "-rebuilt", ex)
    t1 = time.time()
    pkgs[label] = pkg = create(label, ex)
    t2 = time.time()
    res, got = apply(label + "-applied", pkg)
    timing[label] = (t1 - t0, time.time() - t2)
    check("%s: mod apply equals warp rebuild of the same edits (WAD and DIR)" % label,
          res.returncode == 0 and want is not None and got == want and got[0] != read(WAD), res.stderr)


def members(pkg):
    return sorted(n for n in zipfile.ZipFile(pkg).namelist() if n != "warpmod.json")


folder6, folder10 = os.path.dirname(texture_file("gradient")), os.path.dirname(texture_file("dyn_box"))
check("the package holds the added level-1 PNG and sidecar, keyed beside their textures",
      {"files/%s/gradient.mip1.png" % folder6, "files/%s/checker.json" % folder6} <= set(members(pkgs["size"])) and
      sorted(f["added"]["file"] for f in json.loads(zipfile.ZipFile(pkgs["size"]).read("warpmod.json"))["files"]
             if "added" in f) == ["*.json", "*.mip1.png"], members(pkgs["size"]))
meta = json.loads(zipfile.ZipFile(pkgs["material"]).read("warpmod.json"))
new = {f["path"]: f for f in meta["files"]}
png, side = new.get("%s/newtex.png" % folder10), new.get("%s/newtex.json" % folder10)
check("a new texture: its PNG carries its manifest item, its sidecar is keyed to it; format 2",
      meta["warpmod"] == 2 and png and side and png["added"]["item"]["index"] == 1 and
      png["resource"]["variant"] == "dictionary_offset=32 index=1" and side["resource"] == png["resource"] and
      side["added"]["file"] == "*.json" and [n["name"] for n in meta["needs"]] == ["warriors.glr"], meta)
meta = json.loads(zipfile.ZipFile(pkgs["gltf"]).read("warpmod.json"))
check("a .gltf beside the model: spelled from the model's stem, the buffer it names by its own name",
      sorted(f["added"]["file"] for f in meta["files"]) == ["*.gltf", "crate_data.bin"] and
      {f["resource"]["kind"] for f in meta["files"]} == {"model"}, meta["files"])
meta = json.loads(zipfile.ZipFile(pkgs["paths"]).read("warpmod.json"))
check("a package of edits only is format 1 (warps before added files read it)", meta["warpmod"] == 1, meta["warpmod"])
check("the prop's folder in the package", {"files/dyn_barrel/prop.json", "files/dyn_barrel/barrel.glb",
      "files/dyn_barrel/dyn_barrel.png"} <= set(members(pkgs["prop"])), members(pkgs["prop"]))
r = run("mod", "info", pkgs["prop"])
check("mod info: adds prop dyn_barrel", r.returncode == 0 and "adds prop dyn_barrel  (dyn_barrel/prop.json" in r.stdout,
      r.stdout + r.stderr)
edited = sum(os.path.getsize(os.path.join(p("prop"), f[6:])) for f in members(pkgs["prop"]))
print("prop package: %d bytes for %d bytes of files; rebuild %.2f s, apply %.2f s (one run)" % (
      os.path.getsize(pkgs["prop"]), edited, timing["prop"][0], timing["prop"][1]))

# ---- 2. a prop added by one mod, placed by another ---------------------------------------------------------
adds = create("adds", extraction("adds", prop_folder))
places = create("places", extraction("places", place("dyn_barrel")))
res, got = apply("adds-places", adds, places)
check("a prop added by one mod and placed by another: applied together, the rebuild of both",
      res.returncode == 0 and got == wants["prop"], res.stderr)

# ---- 3. two mods adding one prop: a conflict, named; --order: the later wins ------------------------------
other = create("other", extraction("other", lambda d: prop_folder(d, folder="barrel2")))
res, got = apply("conflict", adds, other)
check("two mods adding prop dyn_barrel: a conflict naming both and the prop, nothing written",
      res.returncode != 0 and "both add prop dyn_barrel" in res.stderr and "adds.warpmod" in res.stderr and
      "other.warpmod" in res.stderr and not os.path.exists(p("conflict")), res.stderr)
r = run("mod", "apply", adds, other, WAD, "-o", p("order"), "--order")
check("--order: the later mod's prop (its folder barrel2), said", r.returncode == 0 and
      "adds.warpmod and other.warpmod both add prop dyn_barrel: other.warpmod wins" in r.stderr.replace(out + os.sep, "") and
      read(p("order", "WARRIORS.WAD")) == rebuilt("other-rebuilt", p("other"))[0], r.stderr)

# one mod adds gradient's level 1 (its extraction had none), another edits it (extracted with --mips): both
# write one file of the extraction by other keys: named, nothing written
mips = p("mips-base")
r = run("extract", WAD, "-o", mips, "-q", "--no-html", "--no-thumbnails", "--mips")
shutil.copytree(mips, p("mips-edit"))
paint(os.path.join(p("mips-edit"), texture_file("gradient"))[:-4] + ".mip1.png", 32, 32, 5)
level1 = create("level1", p("mips-edit"))
adds_level = create("adds-level", extraction("adds-level", lambda d: paint(
    os.path.join(d, texture_file("gradient"))[:-4] + ".mip1.png", 32, 32, 6)))
res, got = apply("two-writers", adds_level, level1)
check("a level one mod adds and another edits: a conflict naming both and the file, nothing written",
      res.returncode != 0 and "both write" in res.stderr and "adds-level.warpmod" in res.stderr and
      "level1.warpmod" in res.stderr and "gradient.mip1.png" in res.stderr and not os.path.exists(p("two-writers")),
      res.stderr)

# a disc image of the sample (genisoimage, as mod_e2e.py): the prop mod applied to it equals the rebuild of the image
if shutil.which("genisoimage"):
    iso = p("GAME.iso")
    g_rc, g_err = image_of_sample(sample, p("root"), iso)
    check("genisoimage made the image", g_rc == 0, g_err)
    r = run("mod", "apply", pkgs["prop"], iso, "-o", p("MOD.iso"), "-q")
    r2 = run("rebuild", iso, "--from", p("prop"), "-o", p("REBUILT.iso"), "-q")
    check("the prop mod applied to a disc image equals warp rebuild of the image, byte for byte",
          r.returncode == 0 and r2.returncode == 0 and
          read(p("MOD.iso")) == read(p("REBUILT.iso")) != read(iso), r.stderr + r2.stderr)
else:
    print("no genisoimage: the disc image part skipped")

# a segment given a second role track, its header not in the mod: apply refuses it as the rebuild does (the
# chain's scenes named in the package's needs)
seg2 = create("seg2", extraction("seg2", json_edit("cs_sampleaa.scn/cs_sampleaa.json",
                                                   lambda d: d["tracks"]["roles"].append(d["tracks"]["roles"][0]))))
res, got = apply("seg2-applied", seg2)
check("a segment past its header's roles: apply refuses it naming both, as warp rebuild does",
      res.returncode != 0 and "segment cs_sampleaa holds 2 role tracks, its header cs_sample 1 role" in res.stderr and
      not os.path.exists(p("seg2-applied")), res.stderr)

# ---- 4. what create refuses ---------------------------------------------------------------------------------
r = run("mod", "create", extraction("stray", lambda d: open(os.path.join(d, folder6, "notes.txt"), "w").write("x")),
        "-o", p("stray.warpmod"))
check("an added file no rebuild step takes: refused at create by name, nothing written", r.returncode != 0 and
      "notes.txt: no manifest item names it" in r.stderr and not os.path.exists(p("stray.warpmod")), r.stderr)
r = run("mod", "create", extraction("taken", lambda d: prop_folder(d, name="dyn_crate")), "-o", p("taken.warpmod"))
check("a prop rebuild refuses (a name the Object List has): refused at create", r.returncode != 0 and
      "dyn_crate is already in the Object List" in r.stderr and not os.path.exists(p("taken.warpmod")), r.stderr)

# ---- 5. from Python: conflicts name a prop two packages add ---------------------------------------------------
if os.environ.get("WARP_SANITIZE", "none") == "none":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
    import libwarp.mods as mods
    found = mods.conflicts([adds, other, places])
    check("Python: conflicts names the prop once", [(a, b, f["added"]["prop"]) for a, b, f in found] ==
          [(adds, other, "dyn_barrel")], found)
finish("mod_grow_e2e")
