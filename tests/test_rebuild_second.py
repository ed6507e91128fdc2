#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` on a second WAD of our own making with different content: the sample WAD (`warp
sample`) with a batch of content edits at once (objects moved and added, an Object List record added, font glyphs
narrowed and added, a clip's rotation keys, Lua strings grown, a scene's keys, label and camera lens, a sprite
repainted and a sprite rectangle added, the scene list's ids), written by `warp rebuild` through the library's
encoders: entries grow and move. On that WAD, an unedited rebuild is byte-identical, and each edit of issue 34 made
alone on a fresh extraction comes back in the file extracted again (a placement, an Object List swap, a font glyph,
a clip key, a Lua string, a scene key, a repainted sprite), the other entries unchanged.

usage: test_rebuild_second.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read, png_write

warp, out = sys.argv[1:3]
OBJS = os.path.join("level1_objs.txt", "level1_objs.json")
OLIST = os.path.join("warriors.glr", "global", "object_list.json")
FONT = os.path.join("cn12.met", "cn12.json")
CLIP = os.path.join("sample_walk.anm", "sample_walk.anm.json")
LUA = os.path.join("level1.lua", "level1.lua.txt")
SCENE = os.path.join("cs_sample.scn", "cs_sample.json")
SLIST = os.path.join("scene_list.cnk", "scene_list.json")


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def wad_entries(d):
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    return {i: wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)] for i in range(u32(dr, 0))}


def extract(wad_dir, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet", "--no-html")
    check("%s: extracts" % name, r.returncode == 0 and "error" not in r.stderr, r.stderr)
    return x


def rebuild(wad_dir, src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", os.path.join(wad_dir, "WARRIORS.WAD"), "--from", src, "-o", dst), dst


def jedit(x, rel, change):
    p = os.path.join(x, rel)
    doc = json.load(open(p))
    change(doc)
    json.dump(doc, open(p, "w"), indent=1)


def tedit(x, rel, old, new):
    p = os.path.join(x, rel)
    text = open(p).read()
    check("%s holds %r once" % (rel, old), text.count(old) == 1)
    open(p, "w").write(text.replace(old, new))


def paint(path, colour):
    w, h, idx, pal, rgba = png_read(path)
    png_write(path, w, h, rgba=bytes(colour) * (w * h))


def rgba_of(path):
    w, h, idx, pal, rgba = png_read(path)
    if idx is not None:
        rgba = b"".join(bytes(pal[i]) + (b"\xff" if len(pal[i]) == 3 else b"") for i in idx)
    return set(rgba[k:k + 4] for k in range(0, len(rgba), 4))


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
names = os.path.join(sample, "names.txt")
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
SHEET = next(e["folder"] for e in man["entries"] for o in e["outputs"] if o["kind"] == "sprites")
SPR = os.path.join(SHEET, "sample_font.sprites.json")


# ---- the second WAD: many edits at once, through the library's encoders --------------------------------
def objs2(d):
    d["objects"][1]["position"] = [5.5, -3.25, 2]
    d["objects"].append(dict(d["objects"][2], index=3, name="dyn_box", emitter=False, position=[7, 8, 9],
                             flag_name="second_flag"))


def olist2(d):
    d["records"].append(dict(d["records"][1], index=2, name_hash="0badcafe"))


def font2(d):
    d["glyphs"][5]["x1"] -= 2
    d["glyphs"].append({"code": 200, "x0": 2, "y0": 3, "x1": 9, "y1": 12, "comment": "second"})


def clip2(d):
    ch = [c for c in d["rotations"] if c["bone"] == 4][0]
    ch["keys"] = [[0, 0, 0, 0, 1], [20, 0.3, 0, 0, 0.953939], [30, 0.125, 0, 0, 0.992157]]


def scene2(d):
    d["label"] = "second_wad"
    t = d["tracks"]["objects"][0]
    t["position_keys"].append({"frame": 80, "position": [4, 4, 4]})
    d["tracks"]["camera"][0]["events"][0]["fov"] = 50


def sprites2(d):
    d["sprites"].append({"index": 95, "glyph": 127, "uv": [0.75, 0.75, 0.875, 0.875], "x": 0, "y": 0, "width": 0,
                         "height": 0, "file": None})


x = extract(sample, "to_second")
jedit(x, OBJS, objs2)
jedit(x, OLIST, olist2)
jedit(x, FONT, font2)
jedit(x, CLIP, clip2)
tedit(x, LUA, 's2 "hi"', 's2 "a second WAD of our own"')
tedit(x, LUA, 's4 "menu"', 's4 "%s"' % ("second" * 100))
jedit(x, SCENE, scene2)
jedit(x, SLIST, lambda d: d["scenes"][1].__setitem__("id", 9))
jedit(x, SPR, sprites2)
paint(os.path.join(x, SHEET, "sample_font.sprite010.png"), (0, 255, 0, 255))
r, second = rebuild(sample, x, "second")
check("the second WAD is written by rebuild (every edit at once)", r.returncode == 0, r.stderr)
a, b = wad_entries(sample), wad_entries(second)
changed = sorted(i for i in a if a[i] != b[i])
grown = [i for i in changed if len(b[i]) != len(a[i])]
check("the second WAD differs: 8 entries changed, 4 or more of them resized (%d, %d)" % (len(changed),
      len(grown)), len(changed) >= 8 and len(grown) >= 4, changed)
check("the second WAD's DIR differs (entries moved or resized)",
      open(os.path.join(second, "WARRIORS.DIR"), "rb").read() != open(os.path.join(sample, "WARRIORS.DIR"), "rb").read())

# ---- on the second WAD: unedited identical, each edit alone comes back ------------------------------------
ex2 = extract(second, "ex2")
r, d = rebuild(second, ex2, "same2")
check("second WAD: the unedited rebuild is byte-identical", r.returncode == 0 and all(
    open(os.path.join(d, f), "rb").read() == open(os.path.join(second, f), "rb").read()
    for f in ("WARRIORS.WAD", "WARRIORS.DIR")), r.stderr)
base = wad_entries(second)
man2 = json.load(open(os.path.join(ex2, "manifest.json")))
owner = {e["folder"]: e["index"] for e in man2["entries"]}
# the entries holding a copy of what entry i holds: an edit reaches them too (docs/patch.md "One resource, every copy")
copies_of = lambda i: {c["entry"] for x in man2["resources"] if x["copies"][0]["entry"] == i for c in x["copies"]} | {i}


def comes_back(name, rel, edit, test):
    """edit(folder) on a fresh extraction of the second WAD; test(folder extracted again)."""
    y = extract(second, name)
    edit(y)
    r, d = rebuild(second, y, name + "_wad")
    check("second WAD, %s: rebuilt" % name, r.returncode == 0, r.stderr)
    if r.returncode:
        return
    z = extract(d, name + "_again")
    check("second WAD, %s: comes back" % name, test(z))
    after = wad_entries(d)
    others = [i for i in base if i not in copies_of(owner[rel.split(os.sep)[0]]) and after.get(i) != base[i]]
    check("second WAD, %s: the other entries unchanged" % name, not others, others)


def load(z, rel):
    return json.load(open(os.path.join(z, rel)))


comes_back("placement", OBJS, lambda y: jedit(y, OBJS, lambda d: d["objects"][3].__setitem__("position", [-1, 2, -3])),
           lambda z: load(z, OBJS)["objects"][3]["position"] == [-1, 2, -3] and
           load(z, OBJS)["objects"][1]["position"] == [5.5, -3.25, 2])
comes_back("list swap", OLIST, lambda y: jedit(y, OLIST, lambda d: d["records"][2].__setitem__("swap_hash", "8c3cac71")),
           lambda z: load(z, OLIST)["records"][2]["swap_hash"] == "8c3cac71" and load(z, OLIST)["count"] == 3)
comes_back("font glyph", FONT, lambda y: jedit(y, FONT, lambda d: d["glyphs"][95].__setitem__("x1", 7)),
           lambda z: load(z, FONT)["glyphs"][95]["x1"] == 7 and load(z, FONT)["glyphs"][95]["code"] == 200)


def clip_key(d):
    ch = [c for c in d["rotations"] if c["bone"] == 4][0]
    ch["keys"][1] = [20, 0, 0.25, 0, 0.968246]


comes_back("clip key", CLIP, lambda y: jedit(y, CLIP, clip_key), lambda z: [c for c in load(z, CLIP)["rotations"]
           if c["bone"] == 4][0]["keys"][1] == [20, 0.0, 0.25, 0.0, 0.968246])
comes_back("Lua string", LUA, lambda y: tedit(y, LUA, 's2 "a second WAD of our own"', 's2 "edited twice"'),
           lambda z: 's2 "edited twice"' in open(os.path.join(z, LUA)).read())
comes_back("scene key", SCENE, lambda y: jedit(y, SCENE, lambda d: d["tracks"]["objects"][0]["position_keys"][2].__setitem__(
    "position", [6, 5, 4])), lambda z: load(z, SCENE)["tracks"]["objects"][0]["position_keys"][2]["position"] == [6, 5, 4]
    and load(z, SCENE)["label"] == "second_wad")
comes_back("sprite", SPR, lambda y: paint(os.path.join(y, SHEET, "sample_font.sprite011.png"), (255, 255, 255, 255)),
           lambda z: rgba_of(os.path.join(z, SHEET, "sample_font.sprite011.png")) == {b"\xff\xff\xff\xff"} and
           rgba_of(os.path.join(z, SHEET, "sample_font.sprite010.png")) == {b"\x00\xff\x00\xff"})
finish("rebuild_second")
