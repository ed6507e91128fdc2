#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD`: on the sample WAD (`warp sample`), an unedited extraction
rebuilds the identical WAD and DIR; every texture edited at its own size comes back exactly
through `warp extract` with nothing moved; an entry that grows past its sectors moves the
later ones forward; entries that shrink (a texture whose native held
an extra plugin section the encoder does not write) are laid out again, the later entries
move, the DIR, the world part's _sec.mem record and the global lists' sizes follow; refusals write nothing.

usage: test_rebuild_wad.py WARP OUTDIR"""
import json, os, shutil, struct, sys

from checks_py import check, finish, read_wad, u32, warp_runner
from png_py import png_read, png_write

warp, out = sys.argv[1:3]

run = warp_runner(warp)


def write_wad(d, entries, datas):
    """Entries packed in offset order, each on a 2,048-byte boundary (the independent layout)."""
    os.makedirs(d, exist_ok=True)
    wad, dr = bytearray(), bytearray(struct.pack("<I12x", len(entries)))
    offs = {}
    for i in sorted(range(len(entries)), key=lambda i: entries[i][0]):
        offs[i] = len(wad)
        wad += datas[i] + bytes(-len(datas[i]) % 2048)
    for i, e in enumerate(entries):
        dr += struct.pack("<III", offs[i], len(datas[i]), e[2])
    open(os.path.join(d, "WARRIORS.WAD"), "wb").write(wad)
    open(os.path.join(d, "WARRIORS.DIR"), "wb").write(dr)


def manifest(d):
    return json.load(open(os.path.join(d, "manifest.json")))


def textures(ex):
    """{(entry, texture name): path} of a WAD extraction's RenderWare textures."""
    return {(e["index"], t["name"]): os.path.join(ex, t.get("folder", e["folder"]), t["file"]) for e in manifest(ex)["entries"]
            for t in e["outputs"] if t["kind"] == "texture" and "dictionary_offset" in t}


def kinds(wad_dir):
    r = run("list", os.path.join(wad_dir, "WARRIORS.WAD"), "--json")
    return [e["kind"] for e in json.loads(r.stdout)] if r.returncode == 0 else r.stderr


def edit(path):
    """New pixels at the same size: palettised indices shifted by one, RGB inverted."""
    w, h, idx, pal, rgba = png_read(path)
    if idx is not None:
        png_write(path, w, h, [(i + 1) % len(pal) for i in idx], pal, depth=4 if len(pal) <= 16 else 8)
    else:
        png_write(path, w, h, rgba=bytes(b if k % 4 == 3 else 255 - b for k, b in enumerate(rgba)))
    return png_read(path)


def nothing_written(d):
    return not os.path.exists(d) or os.listdir(d) == []


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
ex = os.path.join(out, "ex")
r = run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet")
check("sample extracted", r.returncode == 0, r.stderr)
entries, wad, dr = read_wad(sample)

# 1. Unedited: the same bytes.
same = os.path.join(out, "same")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ex, "-o", same)
got = read_wad(same) if r.returncode == 0 else (None, None, None)
check("unedited rebuild is byte-identical", got[1] == wad and got[2] == dr, r.stderr)
check("summary line", "0 textures replaced in 0 entries, 0 entries moved" in r.stderr, r.stderr)

# 2. Every texture edited at its own size: nothing moves, the pixels come back exactly.
ed = os.path.join(out, "ed")
shutil.copytree(ex, ed)
tex = textures(ed)
want = {k: edit(p) for k, p in tex.items()}
check("sample has textures of several entry kinds", len(tex) >= 12 and len({k[0] for k in tex}) >= 8, len(tex))
mod = os.path.join(out, "mod")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod, "--jobs", "3")
check("edited rebuild runs", r.returncode == 0 and f"{len(tex)} textures replaced in {len({k[0] for k in tex})} entries, "
      "0 entries moved" in r.stderr, r.stderr)
m_entries, m_wad, _ = read_wad(mod)
check("same-size edit: DIR offsets and sizes kept", m_entries == entries)
# the edited resources' other copies (the level pack's) are written too (docs/patch.md "One resource, every copy")
copies = {c["entry"] for x in manifest(ex)["resources"] if x["copies"][0]["entry"] in {k[0] for k in tex}
          for c in x["copies"]}
untouched = [i for i in range(len(entries)) if i not in {k[0] for k in tex} | copies]
check("entries without textures (or a copy of an edited resource) copied byte for byte",
      all(m_wad[e[0]:e[0] + e[1]] == wad[e[0]:e[0] + e[1]] for e in (entries[i] for i in untouched)))
check("warp list: the same kinds", kinds(mod) == kinds(sample))
ex2 = os.path.join(out, "ex2")
r = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", ex2, "--quiet")
back = textures(ex2)
diff = [k for k in tex if k not in back or png_read(back[k])[2:5] != want[k][2:5]]
check("re-extracted pixels are the edited ones (indices, palette, RGBA)", r.returncode == 0 and not diff, diff)

# 2b. The decoded bitmap (the font's 24-bit BMP entry, its PNG has no dictionary offset):
# written back over its own pixels, header and row padding kept; checked against the BMP
# layout computed here (bottom-up unless the height is negative, rows padded to 4 bytes).
bm = next(e for e in manifest(ex)["entries"] if e["kind"] == "bitmap")
bpng = next(os.path.join(ed, bm["folder"], o["file"]) for o in bm["outputs"] if o["kind"] == "texture")
edb_ = os.path.join(out, "edbmp")
shutil.rmtree(edb_, ignore_errors=True)
shutil.copytree(ex, edb_)
bpng = bpng.replace(ed, edb_)
bw, bh, _, _, brgba = edit(bpng)
modb = os.path.join(out, "modb")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", edb_, "-o", modb)
check("bitmap edit: one entry changed", r.returncode == 0 and "1 textures replaced in 1 entries, 0 entries moved"
      in r.stderr, r.stderr)
b_entries, b_wad, b_dr = read_wad(modb) if r.returncode == 0 else (None, None, None)
off, size = entries[bm["index"]][0], entries[bm["index"]][1]
old_bmp, new_bmp = wad[off:off + size], (b_wad or b"")[off:off + size]
pix, height = u32(old_bmp, 10), struct.unpack("<i", old_bmp[22:26])[0]
stride = (bw * 3 + 3) // 4 * 4
want_bmp = bytearray(old_bmp)
for y in range(bh):
    row = y if height < 0 else bh - 1 - y
    for x in range(bw):
        r_, g_, b_ = brgba[(y * bw + x) * 4:(y * bw + x) * 4 + 3]
        want_bmp[pix + row * stride + 3 * x:pix + row * stride + 3 * x + 3] = bytes((b_, g_, r_))
check("bitmap entry: the edited pixels in the old layout, every other byte kept",
      b_entries == entries and new_bmp == bytes(want_bmp) and new_bmp != old_bmp and b_dr == dr)
exb_ = os.path.join(out, "exbmp")
r = run("extract", os.path.join(modb, "WARRIORS.WAD"), "-o", exb_, "--quiet")
back = next(os.path.join(exb_, bm["folder"], o["file"]) for o in manifest(exb_)["entries"][bm["index"]]["outputs"]
            if o["kind"] == "texture")
check("bitmap re-extracts to the edited pixels", r.returncode == 0 and png_read(back)[4] == brgba)
png_write(bpng, bw, bh, rgba=brgba[:-1] + b"\x80")
refused_bmp = os.path.join(out, "refused-bmp")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", edb_, "-o", refused_bmp)
check("bitmap with a transparent pixel refused, nothing written", r.returncode == 1 and "no alpha" in r.stderr and
      nothing_written(refused_bmp), r.stderr)
png_write(bpng, bw, bh // 2, rgba=brgba[:len(brgba) // 2])
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", edb_, "-o", refused_bmp)
check("bitmap of another size refused, nothing written", r.returncode == 1 and "same size required" in r.stderr and
      nothing_written(refused_bmp), r.stderr)

# 3. Entries that change size. The sample's textures are written by the encoder, and an
# edit keeps a texture's GS layout (the whole section but its images) when its packets are
# the encoder's, so make originals whose layout is not: 3,008 more bytes in the palette
# packet's image of the first texture of entry 2 (a one-chunk dictionary resource: the
# Character List's), entry 1 (a sprite sheet), entry 7 (an object's dictionary) and the
# world part level1s_ms1.sec, with every enclosing size, the part's _sec.mem record and
# the global lists' size records moved; an edit re-encodes them without it.
PLUGIN = 3008


def sections(b, start, end):
    """(offset, type, size) of the RenderWare sections back to back in [start, end)."""
    res = []
    while start < end:
        t, n = u32(b, start), u32(b, start + 4)
        res.append((start, t, n))
        start += 12 + n
    return res


def resize_palette_image(b, native, by):
    """Texture native `native` (offset, type, size) of b (a bytearray) with its palette
    packet's image (the last packet) `by` bytes longer (a multiple of 16; negative
    shortens it) and the raster's paletteSize, texel struct and raster sizes moved; the
    headers holding the native are the caller's."""
    raster = sections(b, native[0] + 12, native[0] + 12 + native[2])[3]
    head, texels = sections(b, raster[0] + 12, raster[0] + 12 + raster[2])[:2]
    at = texels[0] + 12
    while True:
        image = (u32(b, at + 0x40) & 0x7FFF) * 16
        if at + 0x50 + image >= texels[0] + 12 + texels[2]:
            break
        at += 0x50 + image
    struct.pack_into("<I", b, at + 0x40, u32(b, at + 0x40) + by // 16)
    end = at + 0x50 + image
    if by > 0:
        b[end:end] = bytes((i * 7) & 255 for i in range(by))
    else:
        del b[end + by:end]
    struct.pack_into("<I", b, head[0] + 12 + 0x34, u32(b, head[0] + 12 + 0x34) + by)
    for h in (texels[0], raster[0], native[0]):
        struct.pack_into("<I", b, h + 4, u32(b, h + 4) + by)


def grow_first_texture(b, dict_off, more):
    """The first texture native of the dictionary at dict_off with PLUGIN more bytes of palette image."""
    b = bytearray(b)
    native = sections(b, dict_off + 12, dict_off + 12 + u32(b, dict_off + 4))[1]
    assert native[1] == 0x15
    resize_palette_image(b, native, PLUGIN)
    for h in (dict_off,) + more:  # the dictionary's size, then the chunk's and the resource's
        struct.pack_into("<I", b, h + 4, u32(b, h + 4) + PLUGIN)
    return bytes(b)


r = run("list", os.path.join(sample, "WARRIORS.WAD"), "--names", os.path.join(sample, "names.txt"), "--json")
by_name = {e["name"]: e["index"] for e in json.loads(r.stdout)}
part, mem = by_name["level1s_ms1.sec"], by_name["level1s_sec.mem"]
datas = [wad[e[0]:e[0] + e[1]] for e in entries]
check("entry 2 is a one-chunk dictionary resource", u32(datas[2], 0) == 1 and u32(datas[2], 16) == 0x2A)
datas[2] = grow_first_texture(datas[2], 32, (16, 0))  # chunk header at 16 (size), resource dataSize at 0
datas[part] = grow_first_texture(datas[part], 16, ())
glr = by_name["warriors.glr"]


def follow_records(b, hash_, old, new):
    """Set the size records of resource hash_ holding `old` to `new` in the global lists
    (Character List 0x44, Object List 0x46, sprite-sheet table 0x4D); how many."""
    pairs = {0x44: (16, 32, ((4, 0x10), (8, 0x14), (0x0C, 0x1C))),
             0x46: (16, 36, ((8, 0x14), (0x0C, 0x1C), (0x10, 0x20))), 0x4D: (4, 8, ((4, 0),))}
    pos, done = 16, 0
    for _ in range(u32(b, 0)):
        t, n = u32(b, pos), u32(b, pos + 4)
        if t in pairs:
            head, size, fields = pairs[t]
            for r in range(u32(b, pos + 16)):
                rec = pos + 16 + head + size * r
                for h, s in fields:
                    if u32(b, rec + h) == hash_ and u32(b, rec + s) == old:
                        struct.pack_into("<I", b, rec + s, new)
                        done += 1
        pos += 16 + n
    return done


# entry 1: a sprite sheet (0x2A then 0x4C), entry 7: the crate's dictionary (Object List)
check("entries 1 and 7 start with their dictionary chunk", u32(datas[1], 16) == 0x2A and u32(datas[7], 16) == 0x2A)
datas[1] = grow_first_texture(datas[1], 32, (16, 0))
datas[7] = grow_first_texture(datas[7], 32, (16, 0))
g = bytearray(datas[glr])
followed = [follow_records(g, u32(datas[i], 12), entries[i][1], entries[i][1] + PLUGIN) for i in (2, 1, 7)]
check("the global lists record the three resources' sizes", followed == [2, 1, 1], followed)
datas[glr] = bytes(g)
m = bytearray(datas[mem])
check("the part's _sec.mem record", u32(m, 12) == entries[part][1], (u32(m, 12), entries[part][1]))
struct.pack_into("<I", m, 12, u32(m, 12) + PLUGIN)
datas[mem] = bytes(m)
big = os.path.join(out, "big")
write_wad(big, entries, datas)
big_entries, big_wad, big_dr = read_wad(big)
check("grown WAD lists the same kinds", kinds(big) == kinds(sample))
exb = os.path.join(out, "exb")
r = run("extract", os.path.join(big, "WARRIORS.WAD"), "-o", exb, "--quiet")
check("grown WAD extracted", r.returncode == 0, r.stderr)
same2 = os.path.join(out, "same2")
r = run("rebuild", os.path.join(big, "WARRIORS.WAD"), "--from", exb, "-o", same2)
got = read_wad(same2) if r.returncode == 0 else (None, None, None)
check("unedited rebuild of the grown WAD is byte-identical", got[1] == big_wad and got[2] == big_dr, r.stderr)

edb = os.path.join(out, "edb")
shutil.copytree(exb, edb)
tb = textures(edb)
want2 = {k: edit(tb[k]) for k in [next(k for k in tb if k[0] == i) for i in (2, part, 1, 7)]}
shrunk = os.path.join(out, "shrunk")
r = run("rebuild", os.path.join(big, "WARRIORS.WAD"), "--from", edb, "-o", shrunk)
moved = sum(1 for e in big_entries if e[0] > big_entries[1][0])
check("shrinking rebuild runs", r.returncode == 0 and f"4 textures replaced in 4 entries, {moved} entries moved" in
      r.stderr, r.stderr)
s_entries, s_wad, s_dr = read_wad(shrunk)
check("the four entries lost the plugin", [s_entries[i][1] for i in (2, part, 1, 7)] ==
      [big_entries[i][1] - PLUGIN for i in (2, part, 1, 7)], [s_entries[i][1] for i in (2, part, 1, 7)])
s_datas = [s_wad[e[0]:e[0] + e[1]] for e in s_entries]
check("other entries byte for byte (the size records aside)",
      all(s_datas[i] == datas[i] for i in range(len(entries)) if i not in (2, part, 1, 7, mem, glr)))
check("the global lists' sizes follow (characters, objects, sprite sheets)", s_datas[glr] != datas[glr] and
      s_datas[glr] == wad[entries[glr][0]:entries[glr][0] + entries[glr][1]])
check("the _sec.mem record follows the part", u32(s_datas[mem], 12) == s_entries[part][1] and
      s_datas[mem][:12] == datas[mem][:12] and s_datas[mem][16:] == datas[mem][16:])
expect = os.path.join(out, "expect")
write_wad(expect, big_entries, s_datas)
check("layout: entries moved back on 2,048-byte boundaries, DIR follows",
      read_wad(expect)[1:] == (s_wad, s_dr) and all(e[0] % 2048 == 0 for e in s_entries))
check("hashes and order kept", [e[2] for e in s_entries] == [e[2] for e in big_entries])
check("shrunk WAD lists the same kinds", kinds(shrunk) == kinds(sample))
exs = os.path.join(out, "exs")
r = run("extract", os.path.join(shrunk, "WARRIORS.WAD"), "-o", exs, "--quiet")
ts = textures(exs)
check("shrunk entries re-extract to the edited pixels",
      r.returncode == 0 and all(png_read(ts[k])[2:5] == want2[k][2:5] for k in want2))

# 4. An entry that grows across a 2,048-byte boundary: the later entries move forward.
# The encoder writes a 4-bit palette as an 8x3 image (96 bytes); give the second texture of
# entry 6 (a one-chunk dictionary of four) an 80-byte one (its 16 colours all there) so
# that its re-encoding is 16 bytes longer, and give the first texture a plugin sized so
# that the entry fills its 2,048-byte sectors exactly.
def one_chunk_dictionary(entry):
    """The dictionary of a one-chunk resource, and a function re-wrapping a new one."""
    assert u32(entry, 0) == 1 and u32(entry, 16) == 0x2A
    d = entry[32:44 + u32(entry, 36)]

    def wrap(nd):
        data = nd + bytes(-len(nd) % 16)
        return (struct.pack("<IIII", 1, len(data), 0, u32(entry, 12)) +
                struct.pack("<IIII", 0x2A, len(data), 0, u32(entry, 28)) + data)
    return d, wrap


def resize_extension(d, native_no, plugin):
    """Dictionary d with the extension of native number native_no holding only `plugin`."""
    b = bytearray(d)
    native = [x for x in sections(b, 12, len(b)) if x[1] == 0x15][native_no]
    ext = sections(b, native[0] + 12, native[0] + 12 + native[2])[-1]
    assert ext[1] == 0x03
    b[ext[0] + 12:ext[0] + 12 + ext[2]] = plugin
    grow = len(plugin) - ext[2]
    for h in (ext[0], native[0], 0):
        struct.pack_into("<I", b, h + 4, u32(b, h + 4) + grow)
    return bytes(b)


entries0, wad0, _ = read_wad(sample)
tdatas = [wad0[e[0]:e[0] + e[1]] for e in entries0]
d, wrap = one_chunk_dictionary(tdatas[6])
d = bytearray(d)
resize_palette_image(d, [x for x in sections(d, 12, len(d)) if x[1] == 0x15][1], -16)
struct.pack_into("<I", d, 4, u32(d, 4) - 16)
d = bytes(d)
slot = entries0[7][0] - entries0[6][0]
first_ext = [x for x in sections(d, 12, len(d)) if x[1] == 0x15][0]
pad = slot - 32 - len(d) - 12  # a plugin section (12-byte header) after the 0x110 one
stamp = u32(d, 8)
ext0 = sections(d, first_ext[0] + 12, first_ext[0] + 12 + first_ext[2])[-1]
old_ext = d[ext0[0] + 12:ext0[0] + 12 + ext0[2]]
d = resize_extension(d, 0, old_ext + struct.pack("<III", 0x7F02, pad, stamp) + bytes(pad))
tdatas[6] = wrap(d)
check("entry 6 fills its sectors exactly", len(tdatas[6]) == slot, (len(tdatas[6]), slot))
tight = os.path.join(out, "tight")
write_wad(tight, entries0, tdatas)
t_entries, t_wad, t_dr = read_wad(tight)
ext_t = os.path.join(out, "ext")
r = run("extract", os.path.join(tight, "WARRIORS.WAD"), "-o", ext_t, "--quiet")
tt = textures(ext_t)
k6 = [k for k in sorted(tt) if k[0] == 6]
check("entry 6 still holds four textures", r.returncode == 0 and len(k6) == 4, (r.stderr, k6))
second = [k for k in tt if k[0] == 6 and tt[k].endswith("checker.png")]
want6 = edit(tt[second[0]]) if second else None
grown = os.path.join(out, "grown")
r = run("rebuild", os.path.join(tight, "WARRIORS.WAD"), "--from", ext_t, "-o", grown)
later = sum(1 for e in t_entries if e[0] > t_entries[6][0])
check("growing rebuild runs", r.returncode == 0 and f"1 textures replaced in 1 entries, {later} entries moved" in
      r.stderr, r.stderr)
g_entries, g_wad, g_dr = read_wad(grown)
g_datas = [g_wad[e[0]:e[0] + e[1]] for e in g_entries]
check("entry 6 grew by the palette's 16 bytes", g_entries[6][1] == slot + 16, g_entries[6][1])
check("grown: other entries byte for byte", all(g_datas[i] == tdatas[i] for i in range(len(tdatas)) if i != 6))
expect = os.path.join(out, "expect_grown")
write_wad(expect, t_entries, g_datas)
check("grown: later entries one sector further, DIR follows",
      read_wad(expect)[1:] == (g_wad, g_dr) and all(g_entries[i][0] == t_entries[i][0] + 2048 * (t_entries[i][0] >
                                                    t_entries[6][0]) for i in range(len(g_entries))))
exg = os.path.join(out, "exg")
r = run("extract", os.path.join(grown, "WARRIORS.WAD"), "-o", exg, "--quiet")
tg = textures(exg)
check("grown entry re-extracts to the edited pixels", r.returncode == 0 and second and
      png_read(tg[second[0]])[2:5] == want6[2:5])
check("grown WAD lists the same kinds", kinds(grown) == kinds(sample))

# 5. Refusals: nothing written.
def refused(name, from_dir, words, wad_dir=sample):
    o = os.path.join(out, "refused")
    shutil.rmtree(o, ignore_errors=True)
    r = run("rebuild", os.path.join(wad_dir, "WARRIORS.WAD"), "--from", from_dir, "-o", o)
    check(name, r.returncode == 1 and all(w in r.stderr for w in words) and nothing_written(o), r.stderr)


bad = os.path.join(out, "bad")
shutil.copytree(ex, bad)
tex = textures(bad)
key = next(k for k in tex if k[0] == 6)
p = tex[key]
orig = open(p, "rb").read()
w, h, idx, pal, _ = png_read(p)
png_write(p, w - 1, h, [0] * ((w - 1) * h), pal)
refused("a PNG whose side is no power of two refused", bad, [p, "powers of two", f"nearest {w}x{h}"])
open(p, "wb").write(orig[:len(orig) - 30])
refused("truncated PNG refused", bad, [p])
os.remove(p)
refused("missing PNG refused", bad, [p])
open(p, "wb").write(orig)
refused("extraction of another WAD refused (DIR mismatch named)", exb, ["entry 1: size 9200", "not an extraction of this WAD"])
text = open(os.path.join(ex, "manifest.json")).read()
open(os.path.join(bad, "manifest.json"), "w").write(text.replace('"dictionary_offset": 32', '"dictionary_offset": 36', 1))
refused("PNG not from this extraction refused", bad, ["not from this WAD's extraction"])
open(os.path.join(bad, "manifest.json"), "w").write(text.replace('"entry_count": ', '"entry_count": 1', 1))
refused("entry count mismatch refused", bad, ["not an extraction of this WAD"])
open(os.path.join(bad, "manifest.json"), "w").write(text)
# a resized world part whose _sec.mem record does not say its size: refused, not silently broken
m = bytearray(datas[mem])
struct.pack_into("<I", m, 12, 1234)
datas_bad = list(datas)
datas_bad[mem] = bytes(m)
lying = os.path.join(out, "lying")
write_wad(lying, entries, datas_bad)
refused("a _sec.mem record not matching its part refused", edb, ["record says 1234 bytes"], lying)

finish("rebuild_wad")
