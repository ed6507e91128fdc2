#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with repainted sprite PNGs (`<sheet>.spriteNNN.png`) on the sample WAD (`warp
sample`): a repainted sprite is composed back into its sheet's texture at its rectangle of `<sheet>.sprites.json`
(the sheet keeps its format, PSMT4, and size), the sprites beside it and the other entries unchanged; a sprite and the
sheet edited apart both come back; the sheet edited inside the sprite's rectangle too, a sprite of another size, and a
sprite saved again unchanged are refused naming the file, nothing written.

usage: test_rebuild_sprite_png.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read, png_write

warp, out = sys.argv[1:3]


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


def rebuild(src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", wad, "--from", src, "-o", dst), dst


def rgba_of(path):
    w, h, idx, pal, rgba = png_read(path)
    if idx is not None:
        rgba = b"".join(bytes(pal[i]) + (b"\xff" if len(pal[i]) == 3 else b"") for i in idx)
    return w, h, rgba


def paint(path, colour):
    w, h, _ = rgba_of(path)
    png_write(path, w, h, rgba=bytes(colour) * (w * h))


def sheet_paint(path, x0, y0, w0, h0, index):
    """The indexed sheet PNG with the rectangle's pixels set to palette index `index` (-1: each moved to the next
    index)."""
    w, h, idx, pal, _ = png_read(path)
    idx = list(idx)
    for y in range(y0, y0 + h0):
        for x in range(x0, x0 + w0):
            idx[y * w + x] = index if index >= 0 else (idx[y * w + x] + 1) % len(pal)
    png_write(path, w, h, idx, pal, depth=4 if len(pal) <= 16 else 8)


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
before = wad_entries(sample)
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
sheet_e = next(e for e in man["entries"] for o in e["outputs"] if o["kind"] == "sprites")
folder = sheet_e["folder"]
sprites = json.load(open(os.path.join(ex, folder, "sample_font.sprites.json")))["sprites"]
sp = sprites[33]
SP, SHEET = os.path.join(folder, sp["file"]), os.path.join(folder, "sample_font.png")
check("the sample's sheet has sprite 33 (6x7 at 8, 16)", (sp["x"], sp["y"], sp["width"], sp["height"]) == (8, 16, 6, 7), sp)

# ---- a repainted sprite comes back in its sheet ------------------------------------------------------
x = extract(sample, "white")
paint(os.path.join(x, SP), (255, 255, 255, 255))
r, d = rebuild(x, "white_wad")
check("white sprite: rebuilt, one texture replaced", r.returncode == 0 and "1 textures replaced" in r.stderr, r.stderr)
if r.returncode == 0:
    y = extract(d, "white_again")
    w, h, px = rgba_of(os.path.join(y, SP))
    check("white sprite: comes back (6x7, every pixel white)", (w, h) == (6, 7) and set(
        px[k:k + 4] for k in range(0, len(px), 4)) == {b"\xff\xff\xff\xff"})
    m2 = json.load(open(os.path.join(y, "manifest.json")))
    tex = [o for e in m2["entries"] if e["folder"] == folder for o in e["outputs"] if o["kind"] == "texture"][0]
    check("white sprite: the sheet keeps its format and size (PSMT4 128x64)",
          (tex["format"], tex["width"], tex["height"]) == ("PSMT4", 128, 64), tex)
    same = all(rgba_of(os.path.join(y, folder, s["file"])) == rgba_of(os.path.join(ex, folder, s["file"]))
               for s in sprites if s["file"] and s["index"] != 33)
    check("white sprite: the other 94 sprites unchanged", same)
    after = wad_entries(d)
    check("white sprite: only the sheet's entry changed", [i for i in before if after[i] != before[i]] ==
          [sheet_e["index"]], [i for i in before if after[i] != before[i]])

# ---- sprite and sheet edited apart: both come back; inside the rectangle: refused ---------------------------
x = extract(sample, "apart")
paint(os.path.join(x, SP), (255, 255, 255, 255))
sheet_paint(os.path.join(x, SHEET), 100, 50, 4, 4, 1)
r, d = rebuild(x, "apart_wad")
check("sprite and sheet edited apart: rebuilt", r.returncode == 0, r.stderr)
if r.returncode == 0:
    y = extract(d, "apart_again")
    _, _, px = rgba_of(os.path.join(y, SP))
    w, h, idx, pal, _ = png_read(os.path.join(y, SHEET))
    check("sprite and sheet edited apart: both come back", set(px[k:k + 4] for k in range(0, len(px), 4)) ==
          {b"\xff\xff\xff\xff"} and all(pal[idx[yy * w + xx]] == pal[1] for yy in range(50, 54) for xx in range(100, 104)))

x = extract(sample, "overlap")
paint(os.path.join(x, SP), (255, 255, 255, 255))
sheet_paint(os.path.join(x, SHEET), 9, 17, 2, 2, -1)
r, d = rebuild(x, "overlap_wad")
check("sprite and sheet edited in the same rectangle: refused naming the sprite, the sheet and 'overlap'",
      r.returncode != 0 and SP.replace(os.sep, "/") in r.stderr.replace(os.sep, "/") and "overlap" in r.stderr and
      "sample_font.png" in r.stderr and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)

x = extract(sample, "resized")
png_write(os.path.join(x, SP), 7, 7, rgba=bytes((255, 0, 0, 255)) * 49)
r, d = rebuild(x, "resized_wad")
check("a sprite of another size: refused naming it", r.returncode != 0 and
      SP.replace(os.sep, "/") in r.stderr.replace(os.sep, "/") and "7x7" in r.stderr, r.stderr)

x = extract(sample, "resaved")
w, h, px = rgba_of(os.path.join(x, SP))
png_write(os.path.join(x, SP), w, h, rgba=px)
r, d = rebuild(x, "resaved_wad")
check("a sprite saved again unchanged (RGBA now): rebuild exits 0, the WAD unchanged",
      r.returncode == 0 and wad_entries(d) == before, r.stderr)
finish("rebuild_sprite_png")
