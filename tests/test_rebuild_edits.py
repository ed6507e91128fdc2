#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD`: no edit is ever dropped silently (docs/patch.md, "Every edit").
On the sample WAD (`warp sample`, `warp extract --names`), the manifest hashes every file the
extraction wrote; an unedited rebuild is byte-identical; then one file of each kind (entry
kind, output kind, extension) is edited alone, and the rebuild either changes the WAD or
exits non-zero naming the file (and writes nothing); a deleted file is refused by name.

usage: test_rebuild_edits.py WARP OUTDIR"""
import json, os, re, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish, tree
from png_py import png_read, png_write
import glb_py

warp, out = sys.argv[1:3]


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def edit_png(path):
    w, h, idx, pal, rgba = png_read(path)
    if idx is not None:
        png_write(path, w, h, [(i + 1) % len(pal) for i in idx], pal, depth=4 if len(pal) <= 16 else 8)
    else:
        png_write(path, w, h, rgba=bytes(b if k % 4 == 3 else 255 - b for k, b in enumerate(rgba)))


def bump(v):
    """The first number of a JSON value (depth first) moved: an integer by one, a real by a quarter."""
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v, False
    if isinstance(v, int):
        return v + 1, True
    if isinstance(v, float):
        return v + 0.25, True
    items = list(v.items()) if isinstance(v, dict) else list(enumerate(v))
    for k, x in items:
        y, done = bump(x)
        if done:
            v[k] = y
            return v, True
    return v, False


def edit_json(path):
    j = json.load(open(path, encoding="utf-8"))
    j, done = bump(j)
    assert done, "a number to edit in " + path
    json.dump(j, open(path, "w", encoding="utf-8"), indent=1)


edit_glb = glb_py.nudge_first_position


def edit_wav(path):
    b = bytearray(open(path, "rb").read())
    d = b.find(b"data") + 8
    for k in range(d, min(d + 64, len(b) - 1), 2):
        struct.pack_into("<h", b, k, max(-32768, min(32767, struct.unpack_from("<h", b, k)[0] + 2000)))
    open(path, "wb").write(b)


def edit_text(path):
    t = open(path, encoding="utf-8").read()
    m = re.search(r"\d", t)
    open(path, "w", encoding="utf-8").write(t[:m.start()] + str((int(m.group()) + 1) % 10) + t[m.end():])


def edit_bytes(path):
    b = bytearray(open(path, "rb").read())
    b[len(b) // 2] ^= 0x5A
    open(path, "wb").write(b)


EDITS = {".png": edit_png, ".json": edit_json, ".glb": edit_glb, ".wav": edit_wav, ".txt": edit_text}

shutil.rmtree(out, ignore_errors=True)
sample, ex, rb = (os.path.join(out, d) for d in ("sample", "extract", "rebuilt"))
run("sample", sample, "-q")
wad_path = os.path.join(sample, "WARRIORS.WAD")
r = run("extract", wad_path, "-o", ex, "--names", os.path.join(sample, "names.txt"), "-q", "--no-html")
check("extract exits 0", r.returncode == 0, r.stderr)
wad = open(wad_path, "rb").read()
dr = open(os.path.join(sample, "WARRIORS.DIR"), "rb").read()
manifest = json.load(open(os.path.join(ex, "manifest.json")))

# 1. The manifest hashes every file the extraction wrote.
hashed = {p: e for e in manifest["entries"] for p in e.get("files", {})}
written = set(p for p in tree(ex) if p != "manifest.json")
check("manifest: every written file has a content hash (%d files)" % len(written),
      written == set(hashed), sorted(written ^ set(hashed))[:5])

# 2. Unedited: the identical WAD and DIR.
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
same = r.returncode == 0 and open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad and \
    open(os.path.join(rb, "WARRIORS.DIR"), "rb").read() == dr
check("unedited rebuild is byte-identical", same, r.stderr)

# 3. One file of each kind edited alone: put back (the WAD changes) or refused naming the file.
kinds = {}
for e in manifest["entries"]:
    folder = e.get("folder") or ""
    named = {}
    for o in e.get("outputs", []):
        if "file" in o:
            named[os.path.join(o.get("folder", folder), o["file"])] = o["kind"]
    for p in sorted(e.get("files", {})):
        ext = os.path.splitext(p)[1]
        key = (e["kind"], named.get(p, "unnamed"), ext if ext in EDITS else "raw")
        kinds.setdefault(key, p)
check("the sample writes 25 or more kinds of file", len(kinds) >= 25, len(kinds))
for (ekind, okind, ext), p in sorted(kinds.items()):
    path = os.path.join(ex, p)
    keep = open(path, "rb").read()
    EDITS.get(ext, edit_bytes)(path)
    shutil.rmtree(rb, ignore_errors=True)
    r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
    if r.returncode == 0:
        got = open(os.path.join(rb, "WARRIORS.WAD"), "rb").read()
        ok, how = got != wad, "put back (the WAD changed)" if got != wad else "rebuild exits 0 with the WAD unchanged"
    else:
        ok = p in r.stderr.replace(os.sep, "/") and not os.path.exists(rb)
        how = "refused: " + (r.stderr.strip().splitlines() or ["(nothing said)"])[0]
    check("%s %s (%s): %s" % (ekind, okind, p, how), ok, r.stderr)
    open(path, "wb").write(keep)

# 4. A derived size edited names the file and why; a deleted file is refused too.
sec = next(p for (ek, ok_, _), p in kinds.items() if ok_ == "stream_manifest")
j = json.load(open(os.path.join(ex, sec)))
keep = open(os.path.join(ex, sec), "rb").read()
j["parts"][0]["file_size"] += 16
json.dump(j, open(os.path.join(ex, sec), "w"))
shutil.rmtree(rb, ignore_errors=True)
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("derived size in %s: refused naming the file, the field and 'derived'" % sec,
      r.returncode != 0 and sec in r.stderr and "derived" in r.stderr and "parts[0].\"file_size\"" in r.stderr, r.stderr)
open(os.path.join(ex, sec), "wb").write(keep)
gone = next(p for (ek, ok_, _), p in kinds.items() if ok_ == "objects")
keep = open(os.path.join(ex, gone), "rb").read()
os.remove(os.path.join(ex, gone))
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("a deleted %s: refused naming it" % gone, r.returncode != 0 and gone in r.stderr, r.stderr)
open(os.path.join(ex, gone), "wb").write(keep)
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("restored: the identical WAD again", r.returncode == 0 and
      open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad, r.stderr)


# 5. Put back, each alone on the fresh extraction: rebuild exits 0 and a new extraction of the
# rebuilt WAD shows the edited value; a derived field edited is refused naming it.
def putback(rel, edit, name):
    """Edit the extracted file rel (edit(json) -> json), rebuild, extract the rebuilt WAD:
    (rebuild's result, the re-extracted JSON or None); the file restored."""
    path = os.path.join(ex, rel)
    keep = open(path, "rb").read()
    j = edit(json.loads(keep))
    json.dump(j, open(path, "w", encoding="utf-8"), indent=1)
    shutil.rmtree(rb, ignore_errors=True)
    r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
    back = None
    if r.returncode == 0:
        ex2 = os.path.join(out, "again")
        shutil.rmtree(ex2, ignore_errors=True)
        r2 = run("extract", os.path.join(rb, "WARRIORS.WAD"), "-o", ex2, "--names", os.path.join(sample, "names.txt"),
                 "-q", "--no-html")
        back = json.load(open(os.path.join(ex2, rel))) if r2.returncode == 0 else None
    open(path, "wb").write(keep)
    return r, back


objs = next(p for (ek, ok_, _), p in kinds.items() if ok_ == "objects")


def move_crate(j):
    j["objects"][1]["position"][0] = -2.25
    j["objects"][1]["zone"], j["objects"][1]["tint"], j["objects"][1]["flag_name"] = 7, "80402010", None
    j["objects"][0]["rotation"] = [0, 0, 0.5, 0.866025]
    return j


r, back = putback(objs, move_crate, "placement")
o = back["objects"] if back else []
check("objects: a moved, re-zoned, re-tinted crate and a turned box come back",
      r.returncode == 0 and len(o) == 3 and o[1]["position"] == [-2.25, 0, 4] and o[1]["zone"] == 7 and
      o[1]["tint"] == "80402010" and o[1]["flag_name"] is None and o[0]["rotation"] == [0, 0, 0.5, 0.866024971]
      and o[2]["position"] == [0, 2.5, 0.300000012], (r.stderr, o))


def add_object(j):
    j["objects"].append(dict(j["objects"][2], index=3, name="dyn_crate", emitter=False, position=[1e-07, 123456789, -0.1],
                             flag_name="extra_flag"))
    j["count"] = 4
    return j


r, back = putback(objs, add_object, "added")
o = back["objects"] if back else []
check("objects: an added object comes back, every field (float32 values)",
      r.returncode == 0 and len(o) == 4 and back["count"] == 4 and o[3]["name"] == "dyn_crate" and
      o[3]["position"] == [1.00000001e-07, 123456792, -0.100000001] and o[3]["flag_name"] == "extra_flag" and
      o[3]["flags"] == 64 and o[3]["line"] == 5, (r.stderr, o[3:]))
r, back = putback(objs, lambda j: dict(j, objects=j["objects"][:1], count=1), "removed")
check("objects: two removed objects stay removed", r.returncode == 0 and back and back["count"] == 1 and
      [x["name"] for x in back["objects"]] == ["dyn_box"], r.stderr)




def delete_middle(j):
    del j["objects"][1]  # the crate; the fire after it keeps its extracted index 2 and line 4
    j["count"] = 2
    return j


r, back = putback(objs, delete_middle, "deleted")
o = back["objects"] if back else []
check("objects: a middle object deleted: the others come back, the one after it renumbered (index and line)",
      r.returncode == 0 and back["count"] == 2 and [(x["name"], x["index"], x["line"]) for x in o] ==
      [("dyn_box", 0, 2), ("part_fire", 1, 3)] and o[1]["position"] == [0, 2.5, 0.300000012], (r.stderr, o))
check("objects: ... and the rebuild says so, naming the deleted object and the renumbering",
      'object deleted (index 1 "dyn_crate" (line 3)); 1 after it renumbered' in r.stderr and objs in r.stderr, r.stderr)


def reorder(j):
    j["objects"][0], j["objects"][2] = j["objects"][2], j["objects"][0]
    return j


r, back = putback(objs, reorder, "reordered")
check("objects: objects out of order are refused naming the index",
      r.returncode != 0 and 'objects[1]."index"' in r.stderr and "out of order" in r.stderr, r.stderr)


def line_edit(j):
    j["objects"][1]["line"] = 9
    return j


r, back = putback(objs, line_edit, "derived")
check("objects: a derived line edited is refused naming the file and the field",
      r.returncode != 0 and objs in r.stderr and 'objects[1]."line"' in r.stderr, r.stderr)
r, back = putback(objs, lambda j: dict(j, count=7), "derived")
check("objects: a derived count edited is refused naming it", r.returncode != 0 and '"count"' in r.stderr, r.stderr)

# Global lists (warriors.glr): a hash swapped, a clip renamed (its hash follows), a number set.
olist = next(p for p in hashed if p.endswith("global/object_list.json"))


def swap(j):
    j["records"][0]["swap_hash"] = "00000000"
    j["records"][1]["model_hash"] = "12345678"
    return j


r, back = putback(olist, swap, "swap")
rec = back["records"] if back else []
check("object list: a swap removed and a model hash changed come back",
      r.returncode == 0 and rec[0]["swap_hash"] == "00000000" and rec[1]["model_hash"] == "12345678" and
      rec[0]["model_hash"] == "ae292b6f" and back["count"] == 2, (r.stderr, rec))
alist = next(p for p in hashed if p.endswith("global/anim_list.json"))


def rename(j):
    j["records"][0]["clip_name"] = "Other_Walk.anm"
    return j


r, back = putback(alist, rename, "rename")
check("anim list: a clip renamed comes back as the CRC-32 of its lower-case name",
      r.returncode == 0 and back and back["records"][0]["clip_hash"] == "%08x" % (zlib.crc32(b"other_walk.anm")),
      (r.stderr, back and back["records"]))
dlist = next(p for p in hashed if p.endswith("global/dependency_list.json"))
r, back = putback(dlist, lambda j: (j["records"][1].__setitem__("state", 0), j)[1], "state")
check("dependency list: a record's state comes back", r.returncode == 0 and back and
      [x["state"] for x in back["records"]] == [1, 0, 1, 1], r.stderr)
r, back = putback(olist, lambda j: (j["records"][0].__setitem__("dict_size", 4096), j)[1], "size")
check("object list: a derived size edited is refused naming the file and the field",
      r.returncode != 0 and olist in r.stderr and 'records[0]."dict_size"' in r.stderr, r.stderr)
r, back = putback(olist, lambda j: (j["records"][0].__setitem__("dict_entry", 3), j)[1], "entry")
check("object list: a derived entry number edited is refused naming it",
      r.returncode != 0 and 'records[0]."dict_entry"' in r.stderr, r.stderr)

# Font metrics (cn12.met): a narrower glyph, the bitmaps line, an added glyph; derived refused.
font = next(p for (ek, ok_, _), p in kinds.items() if ok_ == "font_metrics")


def narrower(j):
    j["glyphs"][1]["x1"] -= 3
    j["glyphs"][2]["comment"] = "# quote"
    j["bitmaps"] = "cn12.bmp"
    return j


r, back = putback(font, narrower, "narrower")
g = back["glyphs"] if back else []
check("font: a narrower glyph, its comment and the bitmaps line come back, the rest kept",
      r.returncode == 0 and back["bitmaps"] == "cn12.bmp" and g[1]["x1"] == 26 and g[2]["comment"] == "# quote" and
      g[0] == {"code": 32, "x0": 4, "y0": 4, "x1": 13, "y1": 17, "line": 4, "comment": "# ' '"} and
      back["glyph_count"] == 95, (r.stderr, g[:3]))


def added(j):
    j["glyphs"].append({"code": 169, "x0": 1, "y0": 2, "x1": 3, "y1": 4, "comment": "copyright"})
    j["glyph_count"] = 96
    return j


r, back = putback(font, added, "added")
check("font: an added glyph comes back", r.returncode == 0 and back and back["glyph_count"] == 96 and
      back["glyphs"][95] == {"code": 169, "x0": 1, "y0": 2, "x1": 3, "y1": 4, "line": 99, "comment": "copyright"},
      (r.stderr, back and back["glyphs"][95:]))
r, back = putback(font, lambda j: dict(j, skipped_lines=2), "derived")
check("font: a derived skipped_lines edited is refused naming it",
      r.returncode != 0 and font in r.stderr and '"skipped_lines"' in r.stderr, r.stderr)

# Sprite rectangles (the font sheet's particle page): uv edited, a pixel rectangle edited.
sprites = next(p for (ek, ok_, _), p in kinds.items() if ok_ == "sprites")


def rects(j):
    j["sprites"][1]["uv"][2] = 0.125
    j["sprites"][2]["width"] = 4
    j["first_glyph"] = 33
    for k, sp in enumerate(j["sprites"]):
        sp["glyph"] = 33 + k
    return j


r, back = putback(sprites, rects, "rects")
sp = back["sprites"] if back else []
check("sprites: a rectangle's uv, another's width in pixels and the first glyph come back",
      r.returncode == 0 and back["first_glyph"] == 33 and sp[1]["uv"][2] == 0.125 and sp[1]["width"] == 8 and
      sp[2]["width"] == 4 and sp[2]["uv"][2] == 0.15625 and sp[0]["uv"] == [0, 0, 0.046875, 0.109375] and
      len(sp) == 95, (r.stderr, sp[:3]))
r, back = putback(sprites, lambda j: (j["sprites"][3].__setitem__("glyph", 99), j)[1], "derived")
check("sprites: a derived glyph edited is refused naming it",
      r.returncode != 0 and sprites in r.stderr and 'sprites[3]."glyph"' in r.stderr, r.stderr)
# 7. Nothing in the extraction folder is ignored (issue 44): a file no manifest item names is
# refused by name, with what to do, and nothing is written; a renamed file is named both ways;
# a known addition (a texture's <stem>.mipN.png for one of its levels) is taken.
tex = {o["file"]: (e["folder"], o) for e in manifest["entries"] for o in e["outputs"] if o["kind"] == "texture"}
folder = tex["warr_sample_cv.png"][0]


def strays(label, make, undo, said):
    make()
    shutil.rmtree(rb, ignore_errors=True)
    r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
    undo()
    check(label, r.returncode == 1 and all(x in r.stderr for x in said) and not os.path.exists(rb), r.stderr)


new_png = os.path.join(ex, folder, "new_texture.png")
strays("a new PNG in a texture folder: refused by name, with what to do, nothing written",
       lambda: shutil.copy(os.path.join(ex, folder, "warr_sample_cv.png"), new_png), lambda: os.remove(new_png),
       [new_png + ": no manifest item names it", "rebuild adds no new files: remove it", "1 file no manifest item names"])
old_png, renamed = os.path.join(ex, folder, "warr_sample_cv.png"), os.path.join(ex, folder, "warr_renamed.png")
strays("a renamed PNG: named both ways (the new name, and the old one it has the bytes of)",
       lambda: os.rename(old_png, renamed), lambda: os.rename(renamed, old_png),
       [renamed + ": no manifest item names it, and it has the bytes of " + old_png + ", which is missing",
        "give it back its name (warr_sample_cv.png)"])
stray_glb = os.path.join(ex, folder, "stray.glb")
strays("a stray .glb: refused by name", lambda: open(stray_glb, "wb").write(b"glTF"), lambda: os.remove(stray_glb),
       [stray_glb + ": no manifest item names it"])
mip = os.path.join(ex, folder, "warr_sample_cv.mip1.png")
strays("a .mip1.png of a texture with one level: refused (no step reads it)",
       lambda: shutil.copy(old_png, mip), lambda: os.remove(mip), [mip + ": no manifest item names it"])
gfolder, g = tex["gradient.png"]
gmip = os.path.join(ex, gfolder, "gradient.mip1.png")
gw, gh, gidx, gpal, _ = png_read(os.path.join(ex, gfolder, "gradient.png"))
png_write(gmip, gw // 2, gh // 2, idx=[(i * 5) % len(gpal) for i in range(gw * gh // 4)], pal=gpal)
shutil.rmtree(rb, ignore_errors=True)
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
os.remove(gmip)
check("a known addition (gradient.mip1.png, level 1 of its %d): taken, the WAD changes" % g["levels"],
      r.returncode == 0 and open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() != wad, r.stderr)
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("all removed again: the identical WAD", r.returncode == 0 and
      open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad, r.stderr)

finish("rebuild_edits")
