#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD`: the memory card icon put back (docs/patch.md, "Every edit";
docs/format-misc.md). On the sample WAD (`warp sample`, `warp extract --names`): an unedited
rebuild is byte-identical; a repainted icon.png comes back as the icon's A1B5G5R5 pixels
(each channel (v * 31 + 130) / 255, bit 15 kept under alpha 255, cleared under alpha 0) with
every other pixel's bits kept; icon.json's animation, keys and vertices come back (a key
added: the entry grows; vertices or shapes added or removed: the counts follow); a derived count edited, a PNG of another size and an edited icon.glb
are refused naming the file, and nothing is written.

usage: test_rebuild_icon.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read, png_write

warp, out = sys.argv[1:3]


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


shutil.rmtree(out, ignore_errors=True)
sample, ex, rb, again = (os.path.join(out, d) for d in ("sample", "extract", "rebuilt", "again"))
run("sample", sample, "-q")
wad_path = os.path.join(sample, "WARRIORS.WAD")
names = os.path.join(sample, "names.txt")
r = run("extract", wad_path, "-o", ex, "--names", names, "-q", "--no-html")
check("extract exits 0", r.returncode == 0, r.stderr)
wad = open(wad_path, "rb").read()
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("unedited rebuild is byte-identical",
      r.returncode == 0 and open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad, r.stderr)

PNG, JSON, GLB = (os.path.join("warriors.ico", f) for f in ("icon.png", "icon.json", "icon.glb"))


def icon_entry(folder, wad_bytes):
    """The icon entry's bytes in wad_bytes, by the manifest of the extraction in folder."""
    m = json.load(open(os.path.join(folder, "manifest.json")))
    e = next(e for e in m["entries"] if e.get("kind") == "icon")
    return wad_bytes[e["offset"]:e["offset"] + e["size"]]


def texture(entry):
    """The icon's 128 x 128 u16 pixels: the last 32,768 bytes (FACTS-2.md 8)."""
    return struct.unpack("<16384H", entry[-32768:])


def putback(edits):
    """edits: {rel: edit(path)}; rebuild, extract the rebuilt WAD: (result, new WAD or None). Restored."""
    keep = {rel: open(os.path.join(ex, rel), "rb").read() for rel in edits}
    for rel, edit in edits.items():
        edit(os.path.join(ex, rel))
    shutil.rmtree(rb, ignore_errors=True)
    shutil.rmtree(again, ignore_errors=True)
    r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
    new = None
    if r.returncode == 0:
        new = open(os.path.join(rb, "WARRIORS.WAD"), "rb").read()
        r2 = run("extract", os.path.join(rb, "WARRIORS.WAD"), "-o", again, "--names", names, "-q", "--no-html")
        check("the rebuilt WAD extracts", r2.returncode == 0, r2.stderr)
    for rel, b in keep.items():
        open(os.path.join(ex, rel), "wb").write(b)
    return r, new


def edit_json(change):
    def edit(path):
        j = json.load(open(path))
        change(j)
        json.dump(j, open(path, "w"), indent=1)
    return edit


old_entry = icon_entry(ex, wad)
old_tex = texture(old_entry)
check("the sample's icon: 33,240 bytes, every pixel's bit 15 set",
      len(old_entry) == 33240 and all(p & 0x8000 for p in old_tex), len(old_entry))
w, h, _, _, rgba0 = png_read(os.path.join(ex, PNG))


# ---- icon.png repainted ----
def repaint(path):
    px = bytearray(rgba0)
    for y in range(5, 10):
        for x in range(10, 20):
            px[(y * 128 + x) * 4:(y * 128 + x) * 4 + 4] = bytes((200, 100, 50, 255))
    px[(100 * 128 + 3) * 4:(100 * 128 + 3) * 4 + 4] = bytes((255, 255, 255, 0))  # alpha 0: bit 15 cleared
    png_write(path, 128, 128, rgba=bytes(px))


r, new = putback({PNG: repaint})
check("icon.png repainted: rebuild exits 0", r.returncode == 0, r.stderr)
if new:
    entry = icon_entry(again, new)
    tex = texture(entry)
    check("the entry keeps its size and everything before its texture",
          len(entry) == len(old_entry) and entry[:-32768] == old_entry[:-32768], len(entry))
    check("a repainted pixel: (200, 100, 50) -> 24 | 12 << 5 | 6 << 10, bit 15 kept = 0x9998",
          tex[5 * 128 + 10] == 0x9998 and tex[9 * 128 + 19] == 0x9998, hex(tex[5 * 128 + 10]))
    check("alpha 0: (31, 31, 31) with bit 15 clear = 0x7FFF", tex[100 * 128 + 3] == 0x7FFF, hex(tex[100 * 128 + 3]))
    painted = {y * 128 + x for y in range(5, 10) for x in range(10, 20)} | {100 * 128 + 3}
    check("every other pixel's bits as they were",
          all(tex[i] == old_tex[i] for i in range(16384) if i not in painted))
    _, _, _, _, rgba1 = png_read(os.path.join(again, PNG))
    i = (7 * 128 + 15) * 4
    check("extracted again: the repainted pixel decodes to (197, 98, 49, 255)",
          tuple(rgba1[i:i + 4]) == (197, 98, 49, 255), tuple(rgba1[i:i + 4]))
    check("extracted again: the untouched pixels as before",
          all(rgba1[k * 4:k * 4 + 4] == rgba0[k * 4:k * 4 + 4] for k in range(16384) if k not in painted))


# ---- icon.json: animation, keys, vertices ----
def animate(j):
    j["animation"]["speed"] = 0.75
    j["animation"]["frame_length"] = 120
    j["header_word3"] = 9
    j["frames"][1]["keys"].append({"time": 20, "weight": 0.5})
    j["frames"][0]["shape"] = 1
    j["vertex_data"][2]["positions"][1] = [0, -9000, 0, 0]
    j["vertex_data"][0]["color"] = [128, 0, 0, 128]
    j["vertex_data"][5]["uv"] = [1000, 2000]
    j["vertex_data"][7]["normal"] = [1, 2, 3, 4]


r, new = putback({JSON: edit_json(animate)})
check("icon.json edited: rebuild exits 0", r.returncode == 0, r.stderr)
if new:
    back = json.load(open(os.path.join(again, JSON)))
    entry = icon_entry(again, new)
    check("the entry grows by the key added (8 bytes)", len(entry) == len(old_entry) + 8, len(entry))
    check("the animation comes back: speed 0.75, frame_length 120, 5 keys",
          back["animation"]["speed"] == 0.75 and back["animation"]["frame_length"] == 120 and
          back["animation"]["keys"] == 5, back["animation"])
    check("header_word3 comes back (9, at +0x0C)",
          back["header_word3"] == 9 and struct.unpack_from("<I", entry, 12)[0] == 9, back["header_word3"])
    check("the frames come back: frame 0's shape 1, frame 1's third key (20, 0.5)",
          back["frames"][0]["shape"] == 1 and back["frames"][1]["keys"][2] == {"time": 20, "weight": 0.5},
          back["frames"])
    v = back["vertex_data"]
    check("the vertices come back: shape 1 of vertex 2, a colour, a uv, a normal",
          v[2]["positions"][1] == [0, -9000, 0, 0] and v[0]["color"] == [128, 0, 0, 128] and
          v[5]["uv"] == [1000, 2000] and v[7]["normal"] == [1, 2, 3, 4], v[:8])
    check("the texture unchanged", texture(entry) == old_tex)


# ---- a triangle removed and a shape added: the counts follow ----
def reshape(j):
    del j["vertex_data"][9:]
    for v in j["vertex_data"]:
        v["positions"].append([p + 1 for p in v["positions"][1]])


r, new = putback({JSON: edit_json(reshape)})
check("a triangle removed, a shape added: rebuild exits 0", r.returncode == 0, r.stderr)
if new:
    back = json.load(open(os.path.join(again, JSON)))
    entry = icon_entry(again, new)
    check("9 vertices of 3 shapes come back (the header's counts follow; 20 + 9 x 40 + 20 + 2 x 8 + 4 x 8 + 32,768 bytes)",
          back["vertices"] == 9 and back["shapes"] == 3 and len(entry) == 20 + 9 * 40 + 20 + 2 * 8 + 4 * 8 + 32768 and
          back["vertex_data"][2]["positions"][2] == [1, -8191, 1, 1], (back["vertices"], back["shapes"], len(entry)))


# ---- both at once ----
r, new = putback({JSON: edit_json(lambda j: j["animation"].update(play_offset=2)), PNG: repaint})
check("icon.json and icon.png edited together: rebuild exits 0", r.returncode == 0, r.stderr)
if new:
    entry = icon_entry(again, new)
    back = json.load(open(os.path.join(again, JSON)))
    check("both come back", back["animation"]["play_offset"] == 2 and texture(entry)[5 * 128 + 10] == 0x9998)


# ---- refused ----
def refused(label, edits, *words):
    r, new = putback(edits)
    check(label, r.returncode != 0 and new is None and not os.path.exists(os.path.join(rb, "WARRIORS.WAD")) and
          all(w in r.stderr for w in words), r.stderr)


refused("\"vertices\" edited: refused naming icon.json and the field",
        {JSON: edit_json(lambda j: j.update(vertices=13))}, "icon.json", "\"vertices\"", "derived")
refused("animation.\"keys\" edited: refused by name",
        {JSON: edit_json(lambda j: j["animation"].update(keys=9))}, "icon.json", "animation.\"keys\"")
refused("\"shapes\" edited: refused by name", {JSON: edit_json(lambda j: j.update(shapes=3))}, "icon.json", "\"shapes\"")
refused("a compressed texture_type: refused by name",
        {JSON: edit_json(lambda j: j.update(texture_type=15))}, "icon.json", "\"texture_type\"")
refused("a uv out of range: refused naming the vertex",
        {JSON: edit_json(lambda j: j["vertex_data"][3].update(uv=[40000, 0]))}, "icon.json", "vertex_data[3].\"uv\"")
refused("icon.png of another size: refused by name",
        {PNG: lambda p: png_write(p, 64, 64, rgba=bytes(64 * 64 * 4))}, "icon.png", "128 x 128")
refused("icon.glb edited: refused (edit icon.json instead)",
        {GLB: lambda p: open(p, "ab").write(b"\0\0\0\0")}, "icon.glb", "edit icon.json instead")
finish("rebuild_icon")
