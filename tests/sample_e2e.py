#!/usr/bin/env python3
"""End to end: `warp sample`, then `warp extract` of the whole sample WAD, then check that
every entry produced its outputs, every PNG decodes, every .glb passes the glTF-Validator,
and that a texture, a model and the streamed world match what the sample's encoders put in
(examples/warp/sample/art.c, sample/entries.c).

usage: sample_e2e.py WARP OUTDIR [NODE VALIDATE_SCRIPT VALIDATOR_DIR]"""
import json, os, shutil, struct, subprocess, sys, zlib

import checks_py
from checks_py import check, finish
from png_py import png_read

warp, out = sys.argv[1], sys.argv[2]
node, script, vdir = (sys.argv[3:6] + [None, None, None])[:3]


def png_rgba(path):
    """A PNG as the tool writes it (png_py checks every CRC) as RGBA8 rows."""
    w, h, _, _, rgba = png_read(path)
    return w, h, [rgba[y * w * 4:(y + 1) * w * 4] for y in range(h)]


def glb_json(path):
    data = open(path, "rb").read()
    magic, version, length = struct.unpack("<III", data[:12])
    assert magic == 0x46546C67 and version == 2 and length == len(data), "GLB header"
    n, kind = struct.unpack("<II", data[12:20])
    assert kind == 0x4E4F534A, "JSON chunk"
    return json.loads(data[20:20 + n])


shutil.rmtree(out, ignore_errors=True)
sample, ext = os.path.join(out, "sample"), os.path.join(out, "extract")
subprocess.run([warp, "sample", sample, "-q"], check=True)
r = subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ext, "--names",
                    os.path.join(sample, "names.txt"), "--jobs", "2", "-q"])
check("extract exits 0", r.returncode == 0, r.returncode)

manifest = json.load(open(os.path.join(ext, "manifest.json")))
entries = manifest.get("entries", [])
check("manifest lists all 32 entries", len(entries) == 32, len(entries))
worlds = [o for e in entries for o in e.get("outputs", []) if o.get("kind") == "world" and "parts" in o]
for e in entries:
    outs = e.get("outputs", [])
    errs = [o for o in outs if o.get("kind") == "error"]
    # a part whose dictionary is empty lives only in its world's assembled .glb
    in_world = e.get("kind") == "world_part" and any(w["parts_found"] == w["parts"] for w in worlds)
    check("entry %s (%s) has outputs, none failed" % (e.get("name"), e.get("kind")), (outs or in_world) and not errs, errs)
    for o in outs:
        if "file" in o:
            path = os.path.join(ext, e.get("folder", ""), o["file"])
            check("  output exists: " + o["file"], os.path.isfile(path))

pngs, glbs = [], []
for root, _, files in os.walk(ext):
    for f in files:
        (pngs if f.endswith(".png") else glbs if f.endswith(".glb") else []).append(os.path.join(root, f))
bad = []
for p in pngs:
    try:
        png_rgba(p)
    except Exception as ex:  # noqa: BLE001 - report any decode failure
        bad.append((p, ex))
check("%d PNGs decode (CRCs, zlib, filters)" % len(pngs), len(pngs) >= 15 and not bad, bad)

# The texture: `checker` (32 x 32 PSMT4, 4-texel cells, tint 0x40) against sample/art.c's rule.
w, h, rows = png_rgba(next(p for p in pngs if p.endswith("/checker.png")))
pal = []
for i in range(16):
    v = i * 255 // 15
    pal.append(bytes([(v ^ 0x40) & 255, 255 - v, (v * 2) & 255, 255]))
want = [b"".join(pal[15 if ((x // 4 + y // 4) & 1) else (8 if x == y else 0)] for x in range(32)) for y in range(32)]
check("checker.png equals the encoder's input texels", (w, h) == (32, 32) and rows == want)

# The model: dyn_box, a box of half size 0.5 standing on y = 0, textured with dyn_box's dictionary.
box = None
for g in glbs:
    j = glb_json(g)
    acc = j.get("accessors", [])
    for m in j.get("meshes", []):
        for prim in m["primitives"]:
            a = acc[prim["attributes"]["POSITION"]]
            if a["min"] == [-0.5, 0.0, -0.5] and a["max"] == [0.5, 1.0, 0.5] and a["count"] == 34:
                box = (g, j)
check("the box model: 34 vertices inside [-0.5,0,-0.5]..[0.5,1,0.5]", box is not None)
if box:
    check("the box model embeds its dictionary's texture", len(box[1].get("images", [])) == 1)

# The streamed world: level1s.glb places 4 tiles at their sectors' 0x3F1 origins (+-8, 0, +-8).
j = glb_json(next(g for g in glbs if g.endswith("/level1s.glb")))
origins = sorted(tuple(n["translation"]) for n in j["nodes"] if "translation" in n and "mesh" in n)
check("streamed world: 4 part atomics at their sector origins",
      origins == sorted((x, 0.0, z) for x in (-8.0, 8.0) for z in (-8.0, 8.0)), origins)

# Axes: the game's worlds are stored y-up and written as stored (FACTS.md 3.4): no root turn,
# and the streamed world's ground tiles lie flat in the glTF's x-z plane (y = 0).
acc = j.get("accessors", [])
tiles = [acc[p["attributes"]["POSITION"]] for n in j["nodes"] if "mesh" in n
         for p in j["meshes"][n["mesh"]]["primitives"]]
check("streamed world: no root turn, ground tiles flat in x-z (y = 0)",
      tiles and not any("matrix" in n for n in j["nodes"]) and
      all(a["min"][1] == 0 and a["max"][1] == 0 and a["max"][0] - a["min"][0] == 16 and
          a["max"][2] - a["min"][2] == 16 for a in tiles),
      [(a["min"], a["max"]) for a in tiles])
turned = [os.path.basename(g) for g in glbs if any("matrix" in n for n in glb_json(g).get("nodes", []))]
check("no sample .glb is turned (its worlds and models are all y-up; it has no car model)", not turned, turned)
models = [o for e in entries for o in e.get("outputs", []) if o.get("kind") in ("model", "world")
          and "meshes" in o]
check("manifest: every model/world says turned_upright false and counts empty meshes (0)",
      models and all(o.get("turned_upright") is False and o.get("empty_meshes") == 0 for o in models),
      [(o.get("file"), o.get("turned_upright"), o.get("empty_meshes")) for o in models])
# The animated character (sample/anim.c): clips as JSON in Coney's shape, the character data,
# and one glTF animation per clip on its .glb (values from the encoder's inputs, FACTS.md 6.2).
anim_dir = next((e["folder"] for e in entries if e.get("name") == str(zlib.crc32(b"warr_anim"))), None)
walk = json.load(open(os.path.join(ext, anim_dir, "warr_anim_walk.json"))) if anim_dir else {}
check("walk clip JSON: Coney's keys", sorted(walk) == sorted(["name", "duration", "frames_per_second",
      "displacement", "root_velocity", "root_translation", "rotations", "events", "descriptor"]), sorted(walk))
check("walk clip JSON: 1.2 m/s root velocity (1228 / 1023), 1 s at 30 frames/s",
      walk.get("root_velocity") == [[0, 0.0, 1.200391, 0.0], [30, 0.0, 1.200391, 0.0]] and walk.get("duration") == 1.0
      and walk.get("frames_per_second") == 30, walk.get("root_velocity"))
check("walk clip JSON: 24 rotation channels in bone order, footsteps at frames 0 and 15",
      [r["bone"] for r in walk.get("rotations", [])] == [1, 2, 3, 4, 5, 6] + list(range(16, 34))
      and [(e["frame"], e["type"], e["position"][0]) for e in walk.get("events", [])] == [(0, 11, 0.120235), (15, 11, -0.120235)],
      walk.get("events"))
thigh = next((r["keys"] for r in walk.get("rotations", []) if r["bone"] == 28), [])
check("walk clip JSON: left thigh keys at frames 0, 15, 30 (x = 7092 / 32768)",
      [k[0] for k in thigh] == [0, 15, 30] and thigh[0][1] == 0.216431 and thigh[1][1] == -0.216431, thigh)
char = json.load(open(os.path.join(ext, anim_dir, next(f for f in os.listdir(os.path.join(ext, anim_dir))
                                                     if f.endswith(".character.json"))))) if anim_dir else {}
check("character JSON: slots 0-2 resolved (value 1 -> idle, value 0 -> walk, the last loaded), 719 defaults",
      char.get("slots", [])[:4] == ["warr_anim_idle", "warr_anim_walk", "warr_anim_walk", None]
      and char.get("default_slots") == 719, char.get("slots", [])[:4])
rng = char.get("ranges", [])
check("character JSON: 722 range records, far range default reach x 1.25, rates from flags",
      len(rng) == 722 and rng[0]["far_range"] == 1.5625 and rng[2]["far_range"] == 2.0 and rng[0]["rate"] == 0.75
      and rng[1]["rate"] == 1.0 and rng[2]["rate"] == 0.9, rng[:3])
anim_glb = next((g for g in glbs if "/%d/" % zlib.crc32(b"warr_anim_cv_geo") in g), None)
j = glb_json(anim_glb) if anim_glb else {}
anims = j.get("animations", [])
check("animated character: two animations named after the clips",
      [a.get("name") for a in anims] == ["warr_anim_idle", "warr_anim_walk"], [a.get("name") for a in anims])
check("animated character: 32 joints x (translation, rotation), keys at 0..round(30 x duration) / 30",
      all(len(a["channels"]) == 64 for a in anims)
      and [j["accessors"][a["samplers"][0]["input"]]["count"] for a in anims] == [61, 31]
      and [j["accessors"][a["samplers"][0]["input"]]["max"] for a in anims] == [[2.0], [1.0]], anims[:1])
# Level data (FACTS-2 1-4): collision.glb has one primitive per material id (the two-sided
# glass wall in its own), game axes turned y-up: the wall (game y = 10, z 0..3) at z = -10.
lev = os.path.join(ext, "level1.lev")
j = glb_json(os.path.join(lev, "collision.glb"))
prims = j["meshes"][0]["primitives"]
counts = [j["accessors"][p["attributes"]["POSITION"]]["count"] for p in prims]
check("collision.glb: 4 primitives (materials 5, 35, 36, 2 two-sided) of 12, 6, 6, 6 vertices", counts == [12, 6, 6, 6], counts)
wall = j["accessors"][prims[3]["attributes"]["POSITION"]]
check("collision.glb: the wall stands y 0..3 at z = -10", wall["min"] == [-5, 0, -10] and wall["max"] == [5, 3, -10], wall)
check("collision.glb: the wall's material is double-sided", j["materials"][prims[3]["material"]].get("doubleSided") is True)
cj = json.load(open(os.path.join(lev, "collision.json")))
check("collision.json: materials 2, 5, 35, 36", [m["id"] for m in cj["materials"]] == [2, 5, 35, 36])
check("collision.json: header counts", cj["header"]["cells"] == [4, 4, 1] and cj["header"]["triangle_count"] == 10
      and cj["header"]["vertex_count"] == 13 and cj["header"]["word00"] == "0x00421620", cj["header"])
check("collision.json: every triangle in a cell", sorted({t for c in cj["cells"] for t in c["triangles"]}) == list(range(10)))
j = glb_json(os.path.join(lev, "paths.glb"))
prims = j["meshes"][0]["primitives"]
shape = [(p.get("mode", 4), j["accessors"][p["attributes"]["POSITION"]]["count"]) for p in prims]
check("paths.glb: polygons (3 triangles), 11 polygon edges and 5 route edges as lines", shape == [(4, 9), (1, 22), (1, 10)], shape)
pj = json.load(open(os.path.join(lev, "paths.json")))
check("paths.json: 3 paths in 2 areas, 3 nodes, 5 edges", (len(pj["paths"]), pj["areas"], len(pj["nodes"]),
      sum(len(n["edges"]) for n in pj["nodes"])) == (3, 2, 3, 5))
check("paths.json: the outline's slab lists", pj["paths"][0]["slabs"][0] == [0, 1, 3] and pj["paths"][1]["slabs"] is None)
sj = json.load(open(os.path.join(lev, "subtitles.json")))
check("subtitles.json: 8 records, 1 unmapped byte kept as \\u00e9", sj["records"] == 8 and sj["unmapped_bytes"] == 1
      and sj["languages"][0]["scenes"][0]["captions"][2]["text"] == "Caf\u00e9 du monde.", sj)
lj = json.load(open(os.path.join(lev, "level.json")))
check("level.json: header words as hex, one occluder", lj["level_header"][0] == "0x00409070" and len(lj["occluders"]) == 1)

# Scenes (FACTS-2 5): the header's frame count = its part (2 s) + the segment's (1 s) at 30/s.
hj = json.load(open(os.path.join(ext, "cs_sample.scn", "cs_sample.json")))
gj = json.load(open(os.path.join(ext, "cs_sampleaa.scn", "cs_sampleaa.json")))
# the role clip's keys (FACTS.md 6.2): sample/level.c writes section B as two 8-byte keys, delta 0 then
# delta 60 with x = 0x03FF: x / 1023 = 1 m at frame 60; no section A, no rotation channels
keys = hj["tracks"]["roles"][0]["clip"]["keys"]
check("cs_sample.json: role clip keys decoded", keys["name"] == "cs_sample_warr" and keys["duration"] == 2.0 and
      keys["root_translation"] == [[0, 0.0, 0.0, 0.0], [60, 1.0, 0.0, 0.0]] and keys["root_velocity"] == [] and
      keys["rotations"] == [] and [e["type"] for e in keys["events"]] == [21, 22], keys)
check("cs_sample.json: 90 frames = 60 + 30", hj["frame_count"] == 90 and hj["part_frames"] == 60 and gj["part_frames"] == 30)
rot = hj["tracks"]["objects"][0]["rotation_keys"][1]["rotation"]
check("cs_sample.json: a unit rotation key", abs(rot[2] - 0.5) < 1e-6 and abs(rot[3] - 0.8660254) < 1e-6, rot)
ev = hj["tracks"]["camera"][0]["events"]
check("cs_sample.json: lens and caption events", ev[0]["type"] == 26 and ev[0]["fov"] == 60 and
      [e.get("caption_op") for e in ev[1:]] == ["show next", "show next", "hide"], ev)
check("scene_list.json: both records", [s["name"] for s in json.load(open(os.path.join(ext, "scene_list.cnk", "scene_list.json")))["scenes"]] == ["cs_sample", "cs_sampleaa"])
# The default: no raw copy of what was decoded (level, scene, clip: the full run above);
# --raw keeps a raw copy of every kind not converted whole; --no-raw is the default.
check("default: no raw level, scene or clip (the scene: its JSON, its view and the view's picture)",
      not os.path.exists(os.path.join(ext, "level1.lev", "level1.lev")) and os.path.exists(os.path.join(ext, "level1.lev", "collision.json"))
      and sorted(os.listdir(os.path.join(ext, "cs_sample.scn"))) == ["cs_sample.glb", "cs_sample.json", "cs_sample.thumb.png"]
      and not os.path.exists(os.path.join(ext, "sample_walk.anm", "sample_walk.anm")))
nm = {e["name"]: e for e in json.load(open(os.path.join(ext, "manifest.json")))["entries"]}
check("default: a scene with only JSON still names its folder", nm["cs_sample.scn"]["folder"] == "cs_sample.scn", nm["cs_sample.scn"])
for flag in ("--raw", "--no-raw"):
    nr = os.path.join(out, flag[2:])
    r = subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", nr, "--names", os.path.join(sample, "names.txt"),
                        flag, "--entry", "level1.lev", "--entry", "cs_sample.scn", "--entry", "sample_walk.anm", "-q", "--no-html"])
    raw = [os.path.exists(os.path.join(nr, *p)) for p in (("level1.lev", "level1.lev"), ("cs_sample.scn", "cs_sample.scn"),
                                                            ("sample_walk.anm", "sample_walk.anm"))]
    check("%s: exit 0, raw copies %s" % (flag, "kept" if flag == "--raw" else "none"),
          r.returncode == 0 and raw == [flag == "--raw"] * 3, raw)

# warp tree shows the decoded structure.
wad = os.path.join(sample, "WARRIORS.WAD")
t = subprocess.run([warp, "tree", wad, "--entry", "level1.lev"], capture_output=True, text=True).stdout
check("tree: level data decoded", "collision  10 triangles  13 vertices  grid 4 x 4 x 1" in t and
      "paths  3 polygons  11 vertices  2 area records  3 nodes  5 edges" in t and "subtitles  8 records: 2 languages" in t, t[-800:])
t = subprocess.run([warp, "tree", wad, "--entry", "cs_sample.scn"], capture_output=True, text=True).stdout
check("tree: scene header decoded", 'scene header  "cs_sample"' in t and "90 frames" in t and 'object 0  "dyn_box"' in t, t)
t = subprocess.run([warp, "tree", wad, "--entry", "scene_list.cnk"], capture_output=True, text=True).stdout
check("tree: scene list decoded", "scene 1  id 1  size 240  cs_sampleaa" in t, t)
# The small kinds (extract/misc.c): each decoded beside its raw copy, none raw-only.
by_name = {e.get("name"): e for e in entries}
decoded = {"raw", "error", "note"}
for name in ("level1.lua", "level1_objs.txt", "cn12.met", "cn12.bmp", "warriors.ico", "warriors.glr", "sample_old.txd",
             "level1s_sec.mem"):
    outs = by_name.get(name, {}).get("outputs", [])
    check("%s: decoded, not raw only" % name, any(o.get("kind") not in decoded for o in outs), outs)
def misc_file(entry, file):
    return os.path.join(ext, by_name[entry]["folder"], file)
listing = open(misc_file("level1.lua", "level1.lua.txt")).read()
check("level1.lua.txt: 2 functions, CLOSURE names function 1, SETLIST fills t[1..2]",
      listing.startswith("Lua 4.0 chunk, 2 functions\n") and "CLOSURE      0 0  ; function 1" in listing
      and "SETLIST      0 2  ; t[1..2]" in listing, listing[:400])
objs = json.load(open(misc_file("level1_objs.txt", "level1_objs.json")))
check("level1_objs.json: 3 objects, the emitter and the crate's zone/tint/flag",
      objs["count"] == 3 and objs["objects"][2]["emitter"] and objs["objects"][1]["zone"] == 26
      and objs["objects"][1]["tint"] == "C08040FF" and objs["objects"][1]["flag_name"] == "sample_flag", objs)
met = json.load(open(misc_file("cn12.met", "cn12.json")))
check("cn12.json: 95 glyphs, '~' at (228, 109)-(237, 122)", met["glyph_count"] == 95 and
      met["glyphs"][-1] == {"code": 126, "x0": 228, "y0": 109, "x1": 237, "y1": 122, "line": 98, "comment": "# '~'"},
      met["glyphs"][-1])
w, h, rows = png_rgba(misc_file("cn12.bmp", "cn12.png"))
check("cn12.png: 256 x 128, top-left pixel the ground colour", (w, h) == (256, 128) and rows[0][:4] == bytes([0, 0, 32, 255]))
icon = glb_json(misc_file("warriors.ico", "icon.glb"))
prim = icon["meshes"][0]["primitives"][0]
check("icon.glb: 12 vertices, one morph target, default weight 0",
      icon["accessors"][prim["attributes"]["POSITION"]]["count"] == 12 and len(prim["targets"]) == 1
      and icon["meshes"][0]["weights"] == [0], icon["meshes"])
glr = by_name["warriors.glr"]["folder"]
lists = {n: json.load(open(os.path.join(ext, glr, "global", n + ".json"))) for n in
         ("character_list", "object_list", "anim_list", "dependency_list", "sprite_sheets")}
check("global lists: counts 2, 2, 1, 4, 1 (two characters)", [lists[n]["count"] for n in lists] == [2, 2, 1, 4, 1])
check("object_list: dyn_box swaps to dyn_crate (hashes as 8 hex digits)",
      lists["object_list"]["records"][0]["swap_hash"] == lists["object_list"]["records"][1]["name_hash"]
      and len(lists["object_list"]["records"][0]["name_hash"]) == 8)
mem = json.load(open(misc_file("level1s_sec.mem", "level1s_sec.json")))
check("level1s_sec.json: 2 parts, heaps 1.25 x the files", mem["part_count"] == 2 and
      all(p["heap_size"] == p["file_size"] + p["file_size"] // 4 for p in mem["parts"]), mem)
world = json.load(open(os.path.join(ext, by_name["level1s_sec.wld"]["folder"], "level1s.json")))
check("level1s.json: manifest sizes match, 4 sectors with parts 1, 1, 2, 2",
      world["manifest"]["world_size_matches"] and all(p["size_matches"] for p in world["manifest"]["parts"])
      and [s["part"] for s in world["sectors"]] == [1, 1, 2, 2], world.get("manifest"))

def tree(entry):
    return subprocess.run([warp, "tree", os.path.join(sample, "WARRIORS.WAD"), "--entry", entry],
                          capture_output=True, text=True).stdout
check("warp tree: decoded lists, Lua functions, icon frames, glyphs, objects",
      "dependency_list  records 4" in tree("warriors.glr") and "function 1  line 2" in tree("level1.lua")
      and "frame 1  shape 1  keys 2" in tree("warriors.ico") and "glyphs 95" in tree("cn12.met")
      and "256 x 128  24 bits" in tree("cn12.bmp") and "part_fire (emitter)" in tree("level1_objs.txt"))

# --only sounds / data: each writes its own outputs, the same bytes as the full run's, and
# nothing of the other kinds (no raw copies, no textures, models or worlds).
def files_of(root):
    return {p: b for p, b in checks_py.tree(root).items() if p != "manifest.json"}


full = files_of(ext)
for what, exts in (("sounds", (".wav", ".json")), ("data", (".json", ".glb", ".png", ".txt"))):
    od = os.path.join(out, "only-" + what)
    r = subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", od, "--names",
                        os.path.join(sample, "names.txt"), "--only", what, "--no-html", "-q"])
    got = files_of(od)
    kinds = {o.get("kind") for e in json.load(open(os.path.join(od, "manifest.json")))["entries"]
             for o in e.get("outputs", [])}
    check("--only %s: exit 0, %d files, all also in the full run with the same bytes" % (what, len(got)),
          r.returncode == 0 and got and all(full.get(k) == v for k, v in got.items()),
          [k for k, v in got.items() if full.get(k) != v][:5])
    check("--only %s: nothing of the other kinds (%s)" % (what, sorted(k for k in kinds if k)),
          all(f.endswith(exts) for f in got) and "raw" not in kinds and
          (what != "sounds" or (any(f.endswith(".wav") for f in got) and kinds <= {"sound", "list", "sound_index"})) and
          (what != "data" or ("sound" not in kinds and any(f.endswith(".lua.txt") for f in got) and
                              any(f.endswith("collision.glb") for f in got))),
          sorted(got)[:40])

# Resource names from the names file name the files inside an entry's folder (page 002:
# models hash <name>_geo): with dyn_crate_geo listed, the crate's model is dyn_crate_geo.glb,
# in its own entry and in the level pack; unnamed resources keep their decimal hash.
named = os.path.join(out, "resnames")
names2 = os.path.join(out, "names-res.txt")
open(names2, "w").write(open(os.path.join(sample, "names.txt")).read() + "\ndyn_crate_geo\n")
r = subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", named, "--names", names2,
                    "--only", "models", "--no-html", "-q"])
got = files_of(named)
pack_list = json.loads(got.get("level1_1.pak/level1_1.pak.json", b"{}")).get("resources", [])
check("resource names name files: 1311430553/dyn_crate_geo.glb, once: the pack lists its copy there",
      r.returncode == 0 and "1311430553/dyn_crate_geo.glb" in got and "level1_1.pak/dyn_crate_geo.glb" not in got and
      [(x["name"], x["folder"], x["variant"]) for x in pack_list][:1] == [("dyn_crate_geo", "1311430553", 1)] and
      "1311430553/1311430553.glb" not in got and got["1311430553/dyn_crate_geo.glb"] ==
      full.get("1311430553/1311430553.glb"), sorted(got)[:20])

# Streamed-world parts no named world takes (page 002: 1,911 parts, one unnamed world):
# a WAD whose DIR lists the world stream under another hash (so no world name is found)
# and its two parts. Each part comes out as a .glb in its own coordinates; the stream,
# converted to nothing, is kept raw.
r = subprocess.run([warp, "list", os.path.join(sample, "WARRIORS.WAD"), "--names", os.path.join(sample, "names.txt"),
                    "--json"], capture_output=True, text=True)
listed = {e["name"]: e for e in json.loads(r.stdout)}
lone = os.path.join(out, "lone")
os.makedirs(lone, exist_ok=True)
recs = [listed[n] for n in ("level1s_ms1.sec", "level1s_ms2.sec", "level1s_sec.wld")]
dir_bytes = struct.pack("<IIII", len(recs), 0, 0, 0) + b"".join(
    struct.pack("<III", e["offset"], e["size"], 0x01020304 if e["name"].endswith(".wld") else e["hash"]) for e in recs)
open(os.path.join(lone, "WARRIORS.DIR"), "wb").write(dir_bytes)
shutil.copy(os.path.join(sample, "WARRIORS.WAD"), os.path.join(lone, "WARRIORS.WAD"))
lx = os.path.join(out, "lone-x")
r = subprocess.run([warp, "extract", os.path.join(lone, "WARRIORS.WAD"), "-o", lx, "--names",
                    os.path.join(sample, "names.txt"), "--no-html", "-q"], capture_output=True, text=True)
lm = {e["index"]: e for e in json.load(open(os.path.join(lx, "manifest.json")))["entries"]}
for i, stem in ((0, "level1s_ms1"), (1, "level1s_ms2")):
    outs = lm[i].get("outputs", [])
    worlds = [o for o in outs if o.get("kind") == "world"]
    check("lone part %s: a .glb of its own (%s), no raw copy" % (stem, worlds),
          r.returncode == 0 and len(worlds) == 1 and worlds[0].get("lone_part") and worlds[0]["file"] == stem + ".glb"
          and worlds[0].get("vertices", 0) > 0 and not any(o.get("kind") == "raw" for o in outs) and
          os.path.getsize(os.path.join(lx, lm[i]["folder"], stem + ".glb")) > 0, outs)
def fnv1a64(data):  # the extraction's content hash (platform/util.h)
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


lone_glb = os.path.join(lx, lm[0]["folder"], "level1s_ms1.glb")
lone_item = [o for o in lm[0].get("outputs", []) if o.get("kind") == "world"]
check("lone part: its item carries the file's fnv1a64, so a rebuild can tell an edit",
      lone_item and lone_item[0].get("fnv1a64") == "%016x" % fnv1a64(open(lone_glb, "rb").read()), lone_item)
outs = lm[2].get("outputs", [])
check("an unnamed world stream: a note and its raw bytes",
      any(o.get("kind") == "note" for o in outs) and any(o.get("kind") == "raw" for o in outs), outs)

# Banks without names (page 002: X.msb sorts right before X.msd): paired with the index
# after them when its offsets fall inside; the same 5 WAVs as with --names.
nn = os.path.join(out, "nonames")
r = subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "-o", nn, "--only", "sounds", "--no-html",
                    "-q"], capture_output=True, text=True)
wavs = sorted(f for f in files_of(nn) if f.endswith(".wav"))
named_wavs = sorted(f for f in full if f.endswith(".wav"))
check("banks decode without names: %d WAVs (%d with names)" % (len(wavs), len(named_wavs)),
      r.returncode == 0 and len(wavs) == len(named_wavs) == 5 and
      sorted(files_of(nn)[f] for f in wavs) == sorted(full[f] for f in named_wavs), r.stderr[-500:])
r = subprocess.run([warp, "list", os.path.join(sample, "WARRIORS.WAD")], capture_output=True, text=True)
check("list without names: two sound banks", r.stdout.count("sound_bank") == 2, r.stdout[-800:])

# Particle pages (0x4C): the sample font's 95 rectangles as JSON, each cut out of the
# sheet as a PNG beside it (glyph 33 '!' at cell (1, 0): 6 x 7 pixels from x 8).
spr = [(e, o) for e in json.load(open(os.path.join(ext, "manifest.json")))["entries"] for o in e.get("outputs", [])
       if o.get("kind") == "sprites"]
check("one sprites output, 95 sprites", len(spr) == 1 and spr[0][1]["sprites"] == 95, spr)
if spr:
    folder = os.path.join(ext, spr[0][0]["folder"])
    doc = json.load(open(os.path.join(folder, spr[0][1]["file"])))
    s1 = doc["sprites"][1]
    check("sprite 1: glyph 33, 6 x 7 at (8, 0), its PNG", doc["count"] == 95 and doc["first_glyph"] == 32 and
          (s1["glyph"], s1["x"], s1["y"], s1["width"], s1["height"]) == (33, 8, 0, 6, 7) and s1["file"], s1)
    sw, sh, _, _, srgba = png_read(os.path.join(folder, doc["sheet"] + ".png"))
    cw, ch, _, _, crgba = png_read(os.path.join(folder, s1["file"]))
    want = b"".join(srgba[((y * sw) + 8) * 4:((y * sw) + 14) * 4] for y in range(7))
    check("sprite 1's PNG is the sheet's pixels there", (cw, ch) == (6, 7) and crgba == want and len(set(want)) > 1)

if node and script and vdir and os.path.isfile(os.path.join(vdir, "package.json")):
    r = subprocess.run([node, script, vdir] + glbs, capture_output=True, text=True)
    ok = r.returncode == 0 and r.stdout.count(": 0 errors") == len(glbs)
    check("%d .glb files pass the glTF-Validator with 0 errors" % len(glbs), len(glbs) >= 7 and ok, r.stdout[-2000:])
    check("the animated characters pass with 0 errors, 0 warnings", anim_glb and
          r.stdout.count("%s: 0 errors, 0 warnings" % anim_glb) == 1, r.stdout[-2000:])
else:
    print("skip glTF-Validator (node or gltf-validator missing)")

finish("sample_e2e")
