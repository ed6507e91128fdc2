#!/usr/bin/env python3
"""`warp rebuild FILE.txd`: an unedited extraction rebuilds the identical file (our fixture
and every corpus .txd); edited PNGs (palettised at 4 and 8 bits, RGBA with no more colours
than the palette) come back exactly through `warp extract`; a wrong-size, truncated or
foreign PNG is refused with nothing written.

usage: test_rebuild.py WARP TEST_PATCH OUTDIR   (WARP_CORPUS: the corpus folder, optional)"""
import glob, json, os, shutil, subprocess, sys

from png_py import png_read, png_write

warp, fixture_prog, out = sys.argv[1:4]
failures, passed = [], 0


def check(name, cond, detail=""):
    global passed
    if cond:
        passed += 1
        print("ok  ", name)
    else:
        failures.append(name)
        print("FAIL", name, detail)


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
fx = os.path.join(out, "fixture.txd")
subprocess.run([fixture_prog, fx], check=True)
ex = os.path.join(out, "ex")
r = run("extract", fx, "-o", ex)
check("extract fixture", r.returncode == 0, r.stderr)
items = {i["name"]: i for i in json.load(open(os.path.join(ex, "manifest.json")))["items"] if i["kind"] == "texture"}
check("fixture textures", sorted(items) == ["eight", "four", "true"], sorted(items))

same = os.path.join(out, "same.txd")
r = run("rebuild", fx, "--from", ex, "-o", same)
check("unedited fixture rebuilds identically", r.returncode == 0 and open(same, "rb").read() == open(fx, "rb").read(),
      r.stderr)
check("summary line", "0 of 3 textures replaced" in r.stderr, r.stderr)

# Edit: new indices for the 4-bit and the 8-bit texture (palettes kept), written as
# palettised PNGs at 4 and 8 bits.
w4, h4, idx4, pal4, _ = png_read(os.path.join(ex, items["four"]["file"]))
new4 = [(x * 5 + y) % 16 for y in range(h4) for x in range(w4)]
check("edit differs", new4 != idx4)
ed = os.path.join(out, "ed")
shutil.copytree(ex, ed)
png_write(os.path.join(ed, items["four"]["file"]), w4, h4, new4, pal4, depth=4)
w8, h8, idx8, pal8, _ = png_read(os.path.join(ex, items["eight"]["file"]))
new8 = [(x * y + 3) % 256 for y in range(h8) for x in range(w8)]
png_write(os.path.join(ed, items["eight"]["file"]), w8, h8, new8, pal8)
mod = os.path.join(out, "mod.txd")
r = run("rebuild", fx, "--from", ed, "-o", mod)
check("edited rebuild runs", r.returncode == 0 and "2 of 3 textures replaced" in r.stderr, r.stderr)
ex2 = os.path.join(out, "ex2")
r = run("extract", mod, "-o", ex2, "--mips")
check("extract of the rebuilt file", r.returncode == 0, r.stderr)
items2 = {i["name"]: i for i in json.load(open(os.path.join(ex2, "manifest.json")))["items"] if i["kind"] == "texture"}
_, _, got4, gpal4, _ = png_read(os.path.join(ex2, items2["four"]["file"]))
check("4-bit indices exact", got4 == new4)
check("4-bit palette kept", gpal4[:16] == pal4[:16])
_, _, got8, gpal8, _ = png_read(os.path.join(ex2, items2["eight"]["file"]))
check("8-bit indices exact", got8 == new8)
check("mips kept", items2["eight"]["levels"] == 3 and items2["eight"]["format"] == "PSMT8", items2["eight"])
# level 1 is the box filter of level 0's colours, mapped to the nearest palette entry
lvl1 = png_read(os.path.join(ex2, items2["eight"]["mips"][0]))
want1 = []
for y in range(h8 // 2):
    for x in range(w8 // 2):
        px = [pal8[new8[(2 * y + dy) * w8 + 2 * x + dx]] for dy in (0, 1) for dx in (0, 1)]
        avg = bytes((sum(p[k] for p in px) + 2) // 4 for k in range(4))
        want1.append(min(range(256), key=lambda i: (sum((pal8[i][k] - avg[k]) ** 2 for k in range(4)), i)))
check("mip 1 box-filtered", lvl1[2] == want1)
check("untouched texture unchanged",
      png_read(os.path.join(ex2, items2["true"]["file"]))[4] == png_read(os.path.join(ex, items["true"]["file"]))[4])

# An RGBA PNG for the 4-bit texture with 16 colours: exact.
ed2 = os.path.join(out, "ed2")
shutil.copytree(ex, ed2)
colours = [bytes([i * 16, 255 - i * 16, 7 * i, 255]) for i in range(16)]
rgba = b"".join(colours[(x + 3 * y) % 16] for y in range(h4) for x in range(w4))
png_write(os.path.join(ed2, items["four"]["file"]), w4, h4, rgba=rgba)
mod2 = os.path.join(out, "mod2.txd")
r = run("rebuild", fx, "--from", ed2, "-o", mod2)
ex3 = os.path.join(out, "ex3")
run("extract", mod2, "-o", ex3)
check("RGBA with 16 colours exact", r.returncode == 0 and png_read(os.path.join(ex3, items["four"]["file"]))[4] == rgba,
      r.stderr)
# 17 colours for a 16-colour texture: refused, nothing written
rgba17 = bytearray(rgba)
rgba17[0:4] = b"\1\2\3\xff"
png_write(os.path.join(ed2, items["four"]["file"]), w4, h4, rgba=bytes(rgba17))
bad = os.path.join(out, "bad.txd")
r = run("rebuild", fx, "--from", ed2, "-o", bad)
check("17 colours refused", r.returncode != 0 and "more than 16 colours" in r.stderr and not os.path.exists(bad),
      r.stderr)

# Wrong size and truncated PNGs: refused, naming the file; nothing written.
ed3 = os.path.join(out, "ed3")
shutil.copytree(ex, ed3)
f4 = os.path.join(ed3, items["four"]["file"])
png_write(f4, 4, 4, [0] * 16, pal4)
r = run("rebuild", fx, "--from", ed3, "-o", bad)
check("wrong size refused", r.returncode != 0 and f4 in r.stderr and "same size" in r.stderr and not os.path.exists(bad),
      r.stderr)
data = open(os.path.join(ex, items["four"]["file"]), "rb").read()
open(f4, "wb").write(data[:len(data) - 20])
r = run("rebuild", fx, "--from", ed3, "-o", bad)
check("truncated refused", r.returncode != 0 and f4 in r.stderr and not os.path.exists(bad), r.stderr)
open(f4, "wb").write(data)
# an extraction of another file (its dictionary offsets/indices do not fit)
corpus = os.environ.get("WARP_CORPUS", "")
files = sorted(glob.glob(os.path.join(corpus, "ps2*", "*.txd")) + glob.glob(os.path.join(corpus, "ps2*", "*.TXD")))
if files:
    big = max(files, key=os.path.getsize)
    exb = os.path.join(out, "exb")
    run("extract", big, "-o", exb)
    r = run("rebuild", fx, "--from", exb, "-o", bad)
    check("foreign extraction refused", r.returncode != 0 and not os.path.exists(bad), r.stderr)

r = run("rebuild", os.path.join(out, "X.WAD"), "--from", ex, "-o", bad)
check("missing WAD refused", r.returncode == 1 and "X.WAD" in r.stderr and not os.path.exists(bad), r.stderr)

# Every corpus .txd: unedited extraction -> identical bytes.
same_count = 0
for p in files:
    e = os.path.join(out, "c")
    shutil.rmtree(e, ignore_errors=True)
    run("extract", p, "-o", e)
    o = os.path.join(out, "c.txd")
    r = run("rebuild", p, "--from", e, "-o", o, "--quiet")
    if r.returncode == 0 and open(o, "rb").read() == open(p, "rb").read():
        same_count += 1
    else:
        print("  differs:", p, r.stderr)
if files:
    check("corpus .txd rebuilt identically (%d files)" % len(files), same_count == len(files))
else:
    print("skip corpus .txd files (WARP_CORPUS absent)")

print("rebuild: %d passed, %d failed" % (passed, len(failures)))
sys.exit(1 if failures else 0)
