#!/usr/bin/env python3
"""`warp rebuild FILE.txd`: an unedited extraction rebuilds the identical file (our two
fixtures and every corpus .txd); edited PNGs come back through `warp extract`: palettised
at 4 and 8 bits exactly, RGBA with no more colours than the palette exactly (the old
palette kept or extended), RGBA with more quantised (no more colours than the palette, a
bounded error), 16/24-bit textures to their format's precision, edited mip PNGs honoured;
a wrong-size (level 0 or mip), truncated or foreign PNG is refused with nothing written.

usage: test_rebuild.py WARP TEST_PATCH OUTDIR REBUILD_FIXTURE   (WARP_CORPUS: the corpus, optional)"""
import glob, json, os, shutil, struct, subprocess, sys

from checks_py import check, finish
from png_py import png_read, png_write

warp, fixture_prog, out, fixture2_prog = sys.argv[1:5]


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
# 17 colours for a 16-colour texture: quantised; the one odd texel takes its nearest
rgba17 = bytearray(rgba)
rgba17[0:4] = b"\1\2\3\xff"
png_write(os.path.join(ed2, items["four"]["file"]), w4, h4, rgba=bytes(rgba17))
mod17 = os.path.join(out, "mod17.txd")
r = run("rebuild", fx, "--from", ed2, "-o", mod17)
ex17 = os.path.join(out, "ex17")
run("extract", mod17, "-o", ex17)
_, _, _, gpal17, got17 = png_read(os.path.join(ex17, items["four"]["file"]))
check("17 colours quantised to 16", r.returncode == 0 and len(set(gpal17)) <= 16 and
      len(set(got17[i:i + 4] for i in range(0, len(got17), 4))) <= 16, r.stderr)
err17 = sum(abs(a - b) for a, b in zip(got17, rgba17)) / len(rgba17)
check("17 colours: mean error under 2 a channel", err17 < 2, err17)

# Colours all in the old palette: the palette is kept as it was and the texels are exact.
old_cols = pal4[:16]
rgba_keep = b"".join(old_cols[(5 * x + y) % 16] for y in range(h4) for x in range(w4))
png_write(os.path.join(ed2, items["four"]["file"]), w4, h4, rgba=rgba_keep)
r = run("rebuild", fx, "--from", ed2, "-o", mod17)
shutil.rmtree(ex17)
run("extract", mod17, "-o", ex17)
_, _, _, gpal, got = png_read(os.path.join(ex17, items["four"]["file"]))
check("old palette kept", r.returncode == 0 and gpal[:16] == pal4[:16] and got == rgba_keep, r.stderr)
# Eight old colours and eight new: the old ones keep their entries, the new take the rest.
new_cols = [bytes([i * 30, 200, 9, 255]) for i in range(8)]
rgba_ext = b"".join((old_cols[:8] + new_cols)[(3 * x + 7 * y) % 16] for y in range(h4) for x in range(w4))
png_write(os.path.join(ed2, items["four"]["file"]), w4, h4, rgba=rgba_ext)
r = run("rebuild", fx, "--from", ed2, "-o", mod17)
shutil.rmtree(ex17)
run("extract", mod17, "-o", ex17)
_, _, _, gpal, got = png_read(os.path.join(ex17, items["four"]["file"]))
check("palette extended", r.returncode == 0 and got == rgba_ext and gpal[:8] == pal4[:8] and
      sorted(gpal[8:16]) == sorted(new_cols), r.stderr)

# Wrong size and truncated PNGs: refused, naming the file; nothing written.
bad = os.path.join(out, "bad.txd")
ed3 = os.path.join(out, "ed3")
shutil.copytree(ex, ed3)
f4 = os.path.join(ed3, items["four"]["file"])
png_write(f4, 5, 4, [0] * 20, pal4)
r = run("rebuild", fx, "--from", ed3, "-o", bad)
check("a side no power of two refused", r.returncode != 0 and f4 in r.stderr and "powers of two" in r.stderr and
      "nearest 4x4" in r.stderr and not os.path.exists(bad), r.stderr)
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

# The second fixture: a 32x32 T8 with three levels, PSMCT16 (two levels), PSMCT24, PSMCT16S,
# a T4 with a PSMCT16 palette.
fx2 = os.path.join(out, "more.txd")
subprocess.run([fixture2_prog, fx2], check=True)
mx = os.path.join(out, "mx")
r = run("extract", fx2, "-o", mx, "--mips")
items_m = {i["name"]: i for i in json.load(open(os.path.join(mx, "manifest.json")))["items"] if i["kind"] == "texture"}
check("second fixture's formats", [(items_m[n]["format"], items_m[n]["palette"]) for n in
                                   ("big", "c16", "c24", "c16s", "p16")] ==
      [("PSMT8", "PSMCT32"), ("PSMCT16", None), ("PSMCT24", None), ("PSMCT16S", None), ("PSMT4", "PSMCT16")], items_m)
same2 = os.path.join(out, "same2.txd")
r = run("rebuild", fx2, "--from", mx, "-o", same2)
check("unedited second fixture (mip PNGs present) rebuilds identically",
      r.returncode == 0 and open(same2, "rb").read() == open(fx2, "rb").read(), r.stderr)


def rebuild_and_extract(name, edits):
    """Copy the second fixture's extraction, write `edits` ({file: png_write kwargs}), rebuild,
    re-extract with --mips; (returncode, stderr, extraction folder)."""
    ed = os.path.join(out, name)
    shutil.rmtree(ed, ignore_errors=True)
    shutil.copytree(mx, ed)
    for f, kw in edits.items():
        png_write(os.path.join(ed, f), **kw)
    o = os.path.join(out, name + ".txd")
    r = run("rebuild", fx2, "--from", ed, "-o", o)
    e = os.path.join(out, name + "-ex")
    shutil.rmtree(e, ignore_errors=True)
    if r.returncode == 0:
        run("extract", o, "-o", e, "--mips")
    return r.returncode, r.stderr, e


def distinct(rgba):
    return len(set(rgba[i:i + 4] for i in range(0, len(rgba), 4)))


# An RGBA edit with 1,024 colours for the 256-colour texture: quantised.
grad = b"".join(bytes([x * 8, y * 8, (x * y) % 256, 255]) for y in range(32) for x in range(32))
rc, err, e = rebuild_and_extract("quant", {"big.png": dict(w=32, h=32, rgba=grad)})
_, _, qidx, qpal, qrgba = png_read(os.path.join(e, "big.png")) if rc == 0 else (0, 0, None, [], b"")
qerr = sum(abs(a - b) for a, b in zip(qrgba, grad)) / len(grad) if qrgba else 99
check("1,024 colours quantised to <= 256", rc == 0 and qidx is not None and distinct(qrgba) <= 256, err)
first = open(os.path.join(out, "quant.txd"), "rb").read() if rc == 0 else b""
rebuild_and_extract("quant", {"big.png": dict(w=32, h=32, rgba=grad)})
check("quantised rebuild deterministic", first and open(os.path.join(out, "quant.txd"), "rb").read() == first)
# the fixed 3-3-2 palette a naive tool would use, for scale
naive = sum(abs(c - round(round(c * m / 255) * 255 / m)) for i in range(0, len(grad), 4)
            for c, m in zip(grad[i:i + 3], (7, 7, 3))) / len(grad)
check("quantised mean error %.2f a channel: under 5, under half a 3-3-2 palette's %.2f" % (qerr, naive),
      qerr < 5 and 2 * qerr < naive, (qerr, naive))

# An edited mip PNG is taken (level 0 untouched); the level below it is box-filtered from it.
_, _, midx, mpal, _ = png_read(os.path.join(mx, "big.mip1.png"))
new_m1 = [(x + 5 * y) % 256 for y in range(16) for x in range(16)]
rc, err, e = rebuild_and_extract("mip", {"big.mip1.png": dict(w=16, h=16, idx=new_m1, pal=mpal)})
got_m1 = png_read(os.path.join(e, "big.mip1.png"))[2] if rc == 0 else None
check("edited mip1 taken exactly", rc == 0 and got_m1 == new_m1, err)
check("level 0 unchanged by a mip edit", rc == 0 and
      png_read(os.path.join(e, "big.png"))[4] == png_read(os.path.join(mx, "big.png"))[4])
want2 = []
for y in range(8):
    for x in range(8):
        px = [mpal[new_m1[(2 * y + dy) * 16 + 2 * x + dx]] for dy in (0, 1) for dx in (0, 1)]
        avg = bytes((sum(p[k] for p in px) + 2) // 4 for k in range(4))
        want2.append(min(range(256), key=lambda i: (sum((mpal[i][k] - avg[k]) ** 2 for k in range(4)), i)))
check("mip2 box-filtered from the edited mip1", rc == 0 and png_read(os.path.join(e, "big.mip2.png"))[2] == want2)
# level 0 edited, mip PNGs present but unedited: the mips follow level 0, not the old files
new0 = [(x * 3 + y) % 256 for y in range(32) for x in range(32)]
rc, err, e = rebuild_and_extract("mip0", {"big.png": dict(w=32, h=32, idx=new0, pal=mpal)})
want1 = []
for y in range(16):
    for x in range(16):
        px = [mpal[new0[(2 * y + dy) * 32 + 2 * x + dx]] for dy in (0, 1) for dx in (0, 1)]
        avg = bytes((sum(p[k] for p in px) + 2) // 4 for k in range(4))
        want1.append(min(range(256), key=lambda i: (sum((mpal[i][k] - avg[k]) ** 2 for k in range(4)), i)))
check("unedited mip PNG rebuilt from the new level 0", rc == 0 and png_read(os.path.join(e, "big.mip1.png"))[2] == want1,
      err)


# 16- and 24-bit edits: back to the format's precision (5 bits and the A bit; 8-bit RGB, opaque).
def ct16(c):
    return bytes([min((c[0] + 4) >> 3, 31) << 3, min((c[1] + 4) >> 3, 31) << 3, min((c[2] + 4) >> 3, 31) << 3,
                  255 if c[3] >= 128 else 0])


e16 = bytes((x * 37 + y * 11 + k * 50) % 256 for y in range(8) for x in range(8) for k in range(4))
e24 = bytes(255 if k == 3 else (x * 13 + y * 71 + k * 90) % 256 for y in range(8) for x in range(8) for k in range(4))
e16s = e16[:4 * 4 * 4]
# 16 colours none of which the 16-bit palette holds: a new palette, cut to 5-5-5-1
p16_cols = [bytes([i * 15 + 3, 250 - i * 9, i * 7 + 1, 255 if i % 3 else 60]) for i in range(16)]
ep16 = b"".join(p16_cols[(x * 3 + y * 5) % 16] for y in range(8) for x in range(8))
rc, err, e = rebuild_and_extract("deep", {"c16.png": dict(w=8, h=8, rgba=e16), "c24.png": dict(w=8, h=8, rgba=e24),
                                          "c16s.png": dict(w=4, h=4, rgba=e16s), "p16.png": dict(w=8, h=8, rgba=ep16)})
want16 = b"".join(ct16(e16[i:i + 4]) for i in range(0, len(e16), 4))
check("PSMCT16 edit to 5-5-5-1", rc == 0 and png_read(os.path.join(e, "c16.png"))[4] == want16, err)
check("PSMCT16S edit to 5-5-5-1", rc == 0 and png_read(os.path.join(e, "c16s.png"))[4] == want16[:64])
check("PSMCT24 edit exact", rc == 0 and png_read(os.path.join(e, "c24.png"))[4] == e24)
check("PSMCT16 palette edit to 5-5-5-1", rc == 0 and png_read(os.path.join(e, "p16.png"))[4] ==
      b"".join(ct16(ep16[i:i + 4]) for i in range(0, len(ep16), 4)))
check("16/24-bit formats kept", rc == 0 and [(i["format"], i["palette"]) for i in
                                             json.load(open(os.path.join(e, "manifest.json")))["items"]
                                             if i["kind"] == "texture"][1:] ==
      [("PSMCT16", None), ("PSMCT24", None), ("PSMCT16S", None), ("PSMT4", "PSMCT16")])
# (filtered from the PNG's colours, then cut to 5 bits)
want16_1 = b"".join(ct16(bytes((sum(e16[((2 * y + dy) * 8 + 2 * x + dx) * 4 + k] for dy in (0, 1) for dx in (0, 1))
                                + 2) // 4 for k in range(4))) for y in range(4) for x in range(4))
check("PSMCT16 mip box-filtered", rc == 0 and png_read(os.path.join(e, "c16.mip1.png"))[4] == want16_1)

# A mip PNG of the wrong size: refused naming it, nothing written.
rc, err, e = rebuild_and_extract("mipbad", {"big.png": dict(w=32, h=32, idx=new0, pal=mpal),
                                            "big.mip2.png": dict(w=4, h=4, idx=[0] * 16, pal=mpal)})
check("wrong-size mip refused", rc != 0 and "big.mip2.png" in err and "same size" in err and
      not os.path.exists(os.path.join(out, "mipbad.txd")), err)

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


def rw_children(b, off, end):
    while off + 12 <= end:
        t, n = struct.unpack_from("<II", b, off)
        yield t, off, n
        off += 12 + n


def raster_regions(b):
    """Per texture of a .txd: (64-byte raster header offset, [(start, end) of each level
    image], (start, end) of the palette image or None), walking the sections and the GS
    upload packets (page 000 "PS2 raster", "Texels")."""
    out = []
    for t, o, n in rw_children(b, 12, 12 + struct.unpack_from("<I", b, 4)[0]):
        if t != 0x15:
            continue
        raster = [c for c in rw_children(b, o + 12, o + 12 + n)][3]
        head, data = list(rw_children(b, raster[1] + 12, raster[1] + 12 + raster[2]))[:2]
        h = head[1] + 12
        levels = ((struct.unpack_from("<I", b, h + 0x1C)[0] >> 2) & 7) + 1
        psm = (struct.unpack_from("<Q", b, h + 0x10)[0] >> 20) & 0x3F
        at, images = data[1] + 12, []
        for _ in range(levels + (1 if psm in (0x13, 0x14) else 0)):
            size = (struct.unpack_from("<I", b, at + 0x40)[0] & 0x7FFF) * 16
            images.append((at + 0x50, at + 0x50 + size))
            at += 0x50 + size
        out.append((h, images[:levels], images[levels] if len(images) > levels else None))
    return out


def inside(offs, spans):
    return all(any(a <= o < e for a, e in spans) for o in offs)


# Same-size edits on corpus dictionaries keep the GS memory layout (issue 30): the file
# size, every 64-byte raster header and every packet header stay; a palette-only edit
# changes palette bytes only, a repaint with the palette's own colours texel bytes only;
# both come back exactly.
kept_pal = kept_paint = tried = 0
for p in files:
    orig = open(p, "rb").read()
    regions = raster_regions(orig)
    e = os.path.join(out, "c")
    shutil.rmtree(e, ignore_errors=True)
    run("extract", p, "-o", e)
    tex = [i for i in json.load(open(os.path.join(e, "manifest.json")))["items"] if i["kind"] == "texture"]
    if not tex or not regions:
        continue
    t = tex[-1]  # the last texture: an index into regions
    png = os.path.join(e, t["file"])
    w, h, idx, pal, _ = png_read(png)
    if pal is None:
        continue
    tried += 1
    hdr, levels, pal_span = regions[len(tex) - 1]
    o = os.path.join(out, "c.txd")
    # palette-only: one used entry recoloured (alpha 255 is stored as 128 exactly)
    pal2 = list(pal)
    c = pal2[idx[0]]
    pal2[idx[0]] = bytes([c[0] ^ 0x55, c[1], c[2], 255])
    png_write(png, w, h, idx, pal2, depth=4 if len(pal) <= 16 else 8)
    r = run("rebuild", p, "--from", e, "-o", o, "--quiet")
    new = open(o, "rb").read() if r.returncode == 0 else b""
    d = [i for i in range(len(orig)) if len(new) == len(orig) and orig[i] != new[i]]
    back = os.path.join(out, "c2")
    shutil.rmtree(back, ignore_errors=True)
    run("extract", o, "-o", back)
    got = png_read(os.path.join(back, t["file"]))
    if len(new) == len(orig) and d and inside(d, [pal_span]) and got[2] == idx and got[3][:len(pal)] == pal2[:len(pal)]:
        kept_pal += 1
    else:
        print("  palette edit not kept:", p, t["name"], len(orig), len(new), d[:4], r.stderr)
    # repaint: texels of level 0 swapped to other indices the palette has (RGBA PNG)
    idx3 = [(v + 1) % len(pal) if (i // w + i % w) % 3 == 0 else v for i, v in enumerate(idx)]
    rgba3 = b"".join(pal[v] for v in idx3)
    png_write(png, w, h, rgba=rgba3)
    r = run("rebuild", p, "--from", e, "-o", o, "--quiet")
    new = open(o, "rb").read() if r.returncode == 0 else b""
    d = [i for i in range(len(orig)) if len(new) == len(orig) and orig[i] != new[i]]
    shutil.rmtree(back, ignore_errors=True)
    run("extract", o, "-o", back)
    got = png_read(os.path.join(back, t["file"]))
    if len(new) == len(orig) and d and inside(d, levels) and got[4] == rgba3 and new[hdr:hdr + 64] == orig[hdr:hdr + 64]:
        kept_paint += 1
    else:
        print("  repaint not kept:", p, t["name"], len(orig), len(new), d[:4], r.stderr)
if files:
    check("palette-only edits keep the layout, change palette bytes only (%d/%d)" % (kept_pal, tried),
          tried >= 12 and kept_pal == tried)
    check("repaints keep the layout, change texel bytes only, come back exactly (%d/%d)" % (kept_paint, tried),
          tried >= 12 and kept_paint == tried)

finish("rebuild")
