#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with textures at another size or format (docs/patch.md): on the
sample WAD, a 64x64 PSMT8 texture repainted at 128x128 with 40 colours stays PSMT8, another at
256x256 with 5,000 colours becomes PSMCT32, a PSMT4 one at 64x64 with a sidecar asking 4 mip
levels keeps PSMT4 with 4 levels, a 64x16 PSMT8 one at 1024x512 is sent in two IMAGE tags;
the re-extracted PNGs are the edits, every GS packet of the rebuilt dictionaries is one the
hardware takes (every header read), a 1000x600 PNG and a bad sidecar are refused by name.

usage: test_rebuild_grow.py WARP OUTDIR"""
import json, os, shutil, struct, sys

from checks_py import check, finish, read_wad, u32, warp_runner
from png_py import png_read, png_write

warp, out = sys.argv[1:3]

run = warp_runner(warp)


def textures(ex):
    """{name: (entry index, manifest item, path)} of the extraction's dictionary textures in entries 2, 6, 7 and 21
    (dyn_crate: entry 7's, the one file of a resource the level's pack holds again; the rebuild writes it
    into every copy)."""
    m = json.load(open(os.path.join(ex, "manifest.json")))
    return {t["name"]: (e["index"], t, os.path.join(ex, e["folder"], t["file"])) for e in m["entries"]
            if e["index"] in (2, 6, 7, 21) for t in e["outputs"] if t["kind"] == "texture" and "dictionary_offset" in t}


def sections(b, start, end):
    res = []
    while start + 12 <= end:
        t, n = u32(b, start), u32(b, start + 4)
        res.append((start, t, n))
        start += 12 + n
    return res


def packet_faults(b, dict_off):
    """Every texture of the dictionary at dict_off: its packets walked header by header. Returns
    (faults, IMAGE tags seen)."""
    faults, tags = [], 0
    d = sections(b, dict_off, dict_off + 12)[0]
    for nat in sections(b, d[0] + 12, d[0] + 12 + d[2]):
        if nat[1] != 0x15:
            continue
        raster = sections(b, nat[0] + 12, nat[0] + 12 + nat[2])[3]
        head, texels = sections(b, raster[0] + 12, raster[0] + 12 + raster[2])[:2]
        at, end = texels[0] + 12, texels[0] + 12 + texels[2]
        while at < end:
            if struct.unpack_from("<QQ", b, at) != (0x1000000000000003, 0x0E) or u32(b, at + 0x28) != 0x52:
                faults.append(("packet header", at))
                break
            at += 0x40
            while at + 16 <= end and (u32(b, at + 4) >> 26) & 3 == 2:
                lo, hi = u32(b, at), u32(b, at + 4)
                if hi != 0x08000000 or not 1 <= lo <= 0x7FFF:
                    faults.append(("IMAGE tag", at, hex(lo), hex(hi)))
                tags += 1
                at += 16 + (lo & 0x7FFF) * 16
        if at != end:
            faults.append(("texel struct end", at, end))
    return faults, tags


def colours(n, alpha=255):
    return [bytes(((i * 53) % 256, (i * 97 + 30) % 256, (i * 11) % 256, alpha)) for i in range(n)]


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
ex = os.path.join(out, "ex")
r = run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet")
check("sample extracted", r.returncode == 0, r.stderr)
entries, wad, _ = read_wad(sample)
ed = os.path.join(out, "ed")
shutil.copytree(ex, ed)
tex = textures(ed)
check("the sample's textures as the test expects",
      [tex[n][1]["format"] for n in ("gradient", "warr_sample_cv", "checker", "stripes")] ==
      ["PSMT8", "PSMT8", "PSMT4", "PSMT8"] and tex["gradient"][1]["width"] == 64, {k: v[1] for k, v in tex.items()})

# 128x128 with 40 colours (two alphas the GS holds exactly): PSMT8.
c40 = colours(20) + colours(20, 127)
want = {"gradient": (128, 128, b"".join(c40[(x // 8 + y // 8 * 3) % 40] for y in range(128) for x in range(128)))}
# 256x256 with 5,000 colours: more than a palette holds, so PSMCT32.
c5k = [bytes((i % 256, i // 256 * 13 % 256, (i * 7) % 256, 255)) for i in range(5000)]
want["warr_sample_cv"] = (256, 256, b"".join(c5k[(y * 256 + x) % 5000] for y in range(256) for x in range(256)))
# 64x64 with 8 colours and a sidecar asking 4 levels: PSMT4.
c8 = colours(8)
want["checker"] = (64, 64, b"".join(c8[(x // 4 + y // 4) % 8] for y in range(64) for x in range(64)))
for name, (w, h, rgba) in want.items():
    png_write(tex[name][2], w, h, rgba=rgba)
json.dump({"mips": 4}, open(tex["checker"][2][:-4] + ".json", "w"))
# 64x64 with 12 colours: PSMT4; in the level's pack (entry 21), grown past the original's largest pack.
c12 = colours(12)
want["dyn_crate"] = (64, 64, b"".join(c12[(x // 2 + y // 5) % 12] for y in range(64) for x in range(64)))
png_write(tex["dyn_crate"][2], 64, 64, rgba=want["dyn_crate"][2])
# 1024x512 with 100 colours: 512 KiB of PSMT8, one quadword past one IMAGE tag: two tags.
c100 = colours(100)
rows = [b"".join(c100[(x // 16 + y // 16) % 100] for x in range(1024)) for y in range(512)]
png_write(tex["stripes"][2], 1024, 512, rgba=b"".join(rows))

mod = os.path.join(out, "mod")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ed, "-o", mod)
check("rebuild at new sizes runs", r.returncode == 0 and "5 textures replaced in" in r.stderr, r.stderr)
m_entries, m_wad, _ = read_wad(mod) if r.returncode == 0 else (entries, wad, None)
summary = r.stderr
check("entries 2 and 6 grew", m_entries[2][1] > entries[2][1] + 200000 and m_entries[6][1] > entries[6][1] + 500000,
      (entries[2], m_entries[2], entries[6], m_entries[6]))
ex2 = os.path.join(out, "ex2")
r = run("extract", os.path.join(mod, "WARRIORS.WAD"), "-o", ex2, "--quiet", "--mips")
back = textures(ex2)
got = {n: (back[n][1]["format"], back[n][1]["width"], back[n][1]["height"], back[n][1]["levels"])
       for n in ("gradient", "warr_sample_cv", "checker", "stripes", "dyn_crate")}
lv = {n: tex[n][1]["levels"] for n in tex}  # the originals' mip counts, kept
check("formats, sizes and mip counts as the rules say", got == {
    "gradient": ("PSMT8", 128, 128, lv["gradient"]), "warr_sample_cv": ("PSMCT32", 256, 256, lv["warr_sample_cv"]),
    "checker": ("PSMT4", 64, 64, 4), "stripes": ("PSMT8", 1024, 512, lv["stripes"]),
    "dyn_crate": ("PSMT4", 64, 64, lv["dyn_crate"])} and lv["gradient"] == 4 and
      lv["checker"] == 1, (got, lv))
diff = [n for n, (w, h, rgba) in want.items() if png_read(back[n][2])[4] != rgba]
check("re-extracted PNGs are the edits", r.returncode == 0 and not diff, diff)
check("an untouched texture of the grown dictionary unchanged",
      png_read(back["rgba_alpha"][2])[4] == png_read(tex["rgba_alpha"][2])[4])
mip1 = back["checker"][2][:-4] + ".mip1.png"
w1, h1, _, _, rgba1 = png_read(mip1)
check("level 1 box-filtered from the edit (32x32, the 2x2 means)", (w1, h1) == (32, 32) and
      rgba1[:4] == bytes((sum(want["checker"][2][o + k] for o in (0, 4, 256, 260)) + 2) // 4 for k in range(4)))
# What the mod costs, per level by name: the rebuild's summary and `warp check --against` say what grew; the
# pack (level1_1.pak, entry 21) grown on purpose past the original's largest pack (itself) is warned about, and
# so is its level (level1: its 8 entries together, the sample's only level, grow by the pack's growth).
grew = m_entries[21][1] - entries[21][1]
over = (f"warp: warning: pack level1_1.pak (entry 21): {m_entries[21][1]} bytes, past the largest pack of the "
        f"original (level1_1.pak (entry 21): {entries[21][1]} bytes) by {grew} bytes")
level_over = f"past the largest level of the original (level1, "


def per_level(text):
    """The report's lines: level1's heading, its pack, its total (8 entries), the level warning, then the
    shared dictionaries by name."""
    lines = text.splitlines()
    at = {k: next((n for n, l in enumerate(lines) if l.startswith(k)), -1) for k in (
        "  level level1:", "    level1_1.pak (entry 21, pack): bytes", "    level1 total (8 entries): bytes",
        "warp: warning: level level1: ", "  shared (no one level's):",
        f"    3125553347 (entry 6, textures): bytes {entries[6][1]} -> {m_entries[6][1]} "
        f"(+{m_entries[6][1] - entries[6][1]}), GS pages 4 -> ")}
    ok = all(v >= 0 for v in at.values()) and list(at.values()) == sorted(at.values())
    lw = lines[at["warp: warning: level level1: "]] if ok else ""
    return ok and lw.endswith(f" by {grew} bytes") and level_over in lw and f"(+{grew})" in lines[at[
        "    level1 total (8 entries): bytes"]]


check("rebuild summary: what grew per level, the over-budget pack and level", per_level(summary) and over in summary and
      summary.count("warp: warning:") == 2, summary)
c = run("check", os.path.join(mod, "WARRIORS.WAD"), "--against", os.path.join(sample, "WARRIORS.WAD"), "--quiet")
check("warp check --against: per level, by name, the two warnings", c.returncode == 0 and over in c.stdout and
      per_level(c.stdout) and c.stdout.count("warp: warning:") == 2 and
      "    1823258036 (entry 2, textures): bytes" in c.stdout and
      "entries cost more or less, 2 warnings" in c.stdout, c.stdout[-1500:] + c.stderr)
e7, e21 = m_entries[7], m_entries[21]
check("the grown resource is the extraction's one file and reaches the pack's copy (entry 21 holds entry 7's new "
      "bytes)", tex["dyn_crate"][0] == 7 and e21[1] > entries[21][1] and
      m_wad[e7[0] + 16:e7[0] + e7[1]] in m_wad[e21[0]:e21[0] + e21[1]], (tex["dyn_crate"][0], entries[21], e21))
tags = 0
for i in (2, 6, 7, 21):
    e = m_entries[i]
    b = m_wad[e[0]:e[0] + e[1]]
    offs = {t[1]["dictionary_offset"] for t in back.values() if t[0] == i}
    for o in offs:
        f, n = packet_faults(b, o)
        tags += n
        check(f"entry {i}: every GS packet within the hardware's limits", not f, f)
check("the 1024x512 level sent in two IMAGE tags (every tag read)", tags >= 2 + 4 + 1, tags)

# A new texture in a dictionary: a PNG beside entry 6's and an item listing it in the manifest
# (index one past the last): appended, named by its stem, PSMT4 by its 10 colours, its filter the
# first sibling's and its addressing its sidecar's (clamp u, mirror v), the dictionary's count one
# more; an index further on is refused.
add = os.path.join(out, "add")
shutil.copytree(ex, add)
man = json.load(open(os.path.join(add, "manifest.json")))
e6 = next(e for e in man["entries"] if e["index"] == 6)
items6 = [t for t in e6["outputs"] if t["kind"] == "texture"]
dict6 = items6[0]["dictionary_offset"]
e6["outputs"].append({"kind": "texture", "dictionary_offset": dict6, "index": len(items6), "name": "newtex",
                      "file": "newtex.png"})
json.dump(man, open(os.path.join(add, "manifest.json"), "w"))
c10 = colours(10)
new_rgba = b"".join(c10[(x + 3 * y) % 10] for y in range(16) for x in range(32))
png_write(os.path.join(add, e6["folder"], "newtex.png"), 32, 16, rgba=new_rgba)
json.dump({"address_u": 3, "address_v": 2}, open(os.path.join(add, e6["folder"], "newtex.json"), "w"))
amod = os.path.join(out, "amod")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", add, "-o", amod)
check("a new texture appended", r.returncode == 0 and "1 textures replaced in 1 entries" in r.stderr and
      "textures 4 -> 5" in r.stderr, r.stderr)
aex = os.path.join(out, "aex")
r = run("extract", os.path.join(amod, "WARRIORS.WAD"), "-o", aex, "--quiet")
atex = textures(aex)
got = atex.get("newtex", (None, {}, None))
check("re-extracted: named, indexed, formatted as the rules say, its pixels",
      r.returncode == 0 and (got[0], got[1].get("index"), got[1].get("format"), got[1].get("width"),
                             got[1].get("height")) == (6, len(items6), "PSMT4", 32, 16) and
      png_read(got[2])[4] == new_rgba and png_read(atex["gradient"][2])[4] == png_read(textures(ex)["gradient"][2])[4]
      if got[2] else False, got[1])
a_entries, a_wad, _ = read_wad(amod)
b6 = a_wad[a_entries[6][0]:a_entries[6][0] + a_entries[6][1]]
natives = [n for n in sections(b6, sections(b6, dict6, dict6 + 12)[0][0] + 12, len(b6)) if n[1] == 0x15]
check("dictionary count 5, the new native's filter its first sibling's, its addressing the sidecar's",
      struct.unpack_from("<H", b6, dict6 + 24)[0] == len(items6) + 1 and len(natives) == len(items6) + 1 and
      u32(b6, natives[-1][0] + 28) == (u32(b6, natives[0][0] + 28) & 0xFF) | 3 << 8 | 2 << 12,
      [hex(u32(b6, n[0] + 28)) for n in natives])
e6["outputs"][-1]["index"] = len(items6) + 1
json.dump(man, open(os.path.join(add, "manifest.json"), "w"))
ro = os.path.join(out, "refused")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", add, "-o", ro)
check("a new texture's index past the next one refused", r.returncode == 1 and "newtex.png" in r.stderr and
      f"no texture {len(items6) + 1}" in r.stderr and not os.path.exists(ro), r.stderr)

# The same PNG with no item listing it: a stray, refused by name (nothing in the folder is ignored).
e6["outputs"].pop()
json.dump(man, open(os.path.join(add, "manifest.json"), "w"))
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", add, "-o", ro)
check("a new PNG no texture item lists refused by name", r.returncode == 1 and
      "newtex.png: no manifest item names it" in r.stderr and "a new texture needs a texture item" in r.stderr and
      not os.path.exists(ro), r.stderr)

# Refusals, naming the file: a side that is no power of two, a sidecar's unknown format.
bad = os.path.join(out, "bad")
shutil.copytree(ex, bad)
btex = textures(bad)
png_write(btex["gradient"][2], 1000, 600, rgba=c40[0] * 600000)
ro = os.path.join(out, "refused")
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", bad, "-o", ro)
check("1000x600 refused by name, the nearest size said", r.returncode == 1 and btex["gradient"][2] in r.stderr and
      "powers of two up to 1024" in r.stderr and "nearest 1024x512" in r.stderr and not os.path.exists(ro), r.stderr)
shutil.copy(os.path.join(ex, os.path.relpath(btex["gradient"][2], bad)), btex["gradient"][2])
side = btex["checker"][2][:-4] + ".json"
json.dump({"format": "DXT1"}, open(side, "w"))
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", bad, "-o", ro)
check("a sidecar's unknown format refused by name", r.returncode == 1 and side in r.stderr and "PSMT4" in r.stderr and
      not os.path.exists(ro), r.stderr)
json.dump({"mips": 7}, open(side, "w"))
r = run("rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", bad, "-o", ro)
check("more mips than the size allows refused", r.returncode == 1 and "at most 6" in r.stderr, r.stderr)
finish("rebuild_grow")
