#!/usr/bin/env python3
"""End to end: `warp sample`, then `warp extract` of the whole sample WAD, then check that
every entry produced its outputs, every PNG decodes, every .glb passes the glTF-Validator,
and that a texture, a model and the streamed world match what the sample's encoders put in
(examples/warp/sample_art.c, sample_entries.c).

usage: sample_e2e.py WARP OUTDIR [NODE VALIDATE_SCRIPT VALIDATOR_DIR]"""
import json, os, shutil, struct, subprocess, sys, zlib

warp, out = sys.argv[1], sys.argv[2]
node, script, vdir = (sys.argv[3:6] + [None, None, None])[:3]
failures = []
passed = 0


def check(name, cond, detail=""):
    global passed
    if cond:
        passed += 1
        print("ok  ", name)
    else:
        failures.append(name)
        print("FAIL", name, detail)


def png_rgba(path):
    """Decode an 8-bit RGBA, non-interlaced PNG (what the tool writes), checking every CRC."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
    pos, idat, w = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        (crc,) = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        assert crc == zlib.crc32(kind + body), "chunk CRC"
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, ctype, interlace) == (8, 6, 0), "RGBA8"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride, rows, prev = zlib.decompress(idat), w * 4, [], bytearray(w * 4)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b, c = prev[i], prev[i - 4] if i >= 4 else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, rows


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
check("manifest lists all 27 entries", len(entries) == 27, len(entries))
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

# The texture: `checker` (32 x 32 PSMT4, 4-texel cells, tint 0x40) against sample_art.c's rule.
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

# The small kinds (extract_misc.c): each decoded beside its raw copy, none raw-only.
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
check("global lists: counts 1, 2, 1, 4, 1", [lists[n]["count"] for n in lists] == [1, 2, 1, 4, 1])
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

if node and script and vdir and os.path.isfile(os.path.join(vdir, "package.json")):
    r = subprocess.run([node, script, vdir] + glbs, capture_output=True, text=True)
    ok = r.returncode == 0 and r.stdout.count(": 0 errors") == len(glbs)
    check("%d .glb files pass the glTF-Validator with 0 errors" % len(glbs), len(glbs) >= 7 and ok, r.stdout[-2000:])
else:
    print("skip glTF-Validator (node or gltf-validator missing)")

print("sample_e2e: %d passed, %d failed" % (passed, len(failures)))
sys.exit(1 if failures else 0)
