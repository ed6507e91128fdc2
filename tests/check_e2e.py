#!/usr/bin/env python3
"""End to end for `warp check`: on the sample WAD every entry decodes (exit 0), every kind
the sample holds is counted and decoded, nothing is written, and the JSON report says the
same as the text; then on a copy whose level's collision header counts more triangles
than its triangle chunk holds (docs/format-level.md: header 0x03 +0x84, u16): exit 1, that
level entry named with WARP_E_TRUNCATED, every other entry still counted as decoded.

usage: check_e2e.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish

warp, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
shutil.rmtree(out, ignore_errors=True)
sample = os.path.join(out, "sample")
os.makedirs(out)
subprocess.run([warp, "sample", sample, "-q"], check=True)
names = os.path.join(sample, "names.txt")


def run(wad_dir, report):
    before = sorted(os.listdir(out))
    r = subprocess.run([warp, "check", os.path.join(wad_dir, "WARRIORS.WAD"), "--names", names, "--json", report,
                        "-q"], capture_output=True, text=True, cwd=out)
    check("check writes only its report", sorted(os.listdir(out)) == sorted(before + [os.path.basename(report)]),
          sorted(os.listdir(out)))
    return r, json.load(open(report))


# ---- the sample: everything decodes ----
r, rep = run(sample, os.path.join(out, "sample.json"))
check("sample: exit 0", r.returncode == 0, r.stdout + r.stderr)
check("sample: result line", "result: every entry decodes" in r.stdout, r.stdout)
check("sample: status ok, no failure, no warning", rep["status"] == "ok" and rep["failures"] == [] and
      rep["warnings"] == [], (rep["failures"], rep["warnings"]))
check("sample: nothing on stderr", r.stderr == "", r.stderr)
kinds = {k["kind"]: k for k in rep["kinds"]}
listed = subprocess.run([warp, "list", os.path.join(sample, "WARRIORS.WAD"), "--names", names, "--json"],
                        capture_output=True, text=True, check=True)
entries = json.loads(listed.stdout)
want = {}
for e in entries:
    want[e["kind"]] = want.get(e["kind"], 0) + 1
check("sample: counts as warp list classifies", {k: v["entries"] for k, v in kinds.items() if v["entries"]} == want,
      (kinds, want))
# every kind the classifier has a disc count for is in the sample and decodes
for k, v in kinds.items():
    if v["disc"]:
        check("sample: %s counted and decoded" % k, v["entries"] > 0 and v["decoded"] == v["entries"], v)
check("sample: entry count", rep["entry_count"] == len(entries) == sum(want.values()), rep["entry_count"])
check("sample: sizes", rep["wad_size"] == os.path.getsize(os.path.join(sample, "WARRIORS.WAD")) and
      rep["dir_size"] == os.path.getsize(os.path.join(sample, "WARRIORS.DIR")), (rep["wad_size"], rep["dir_size"]))
ident = rep["identification"]
check("sample: not the disc", ident["matches"] is False and ident["entry_count"] == 10701 and
      ident["dir_size"] == 128428 and ident["wad_size"] == 1495371776, ident)
check("sample: identification line says what differs",
      "differs in: entries (%d), DIR size (%d bytes)" % (len(entries), rep["dir_size"]) in r.stdout, r.stdout)
check("sample: pack row", any(l.split()[:5] == ["pack", str(kinds["pack"]["entries"]), str(kinds["pack"]["entries"]),
                                                  "0", "881"] for l in r.stdout.splitlines()), r.stdout)

# ---- a hostile level: its collision header counts 0xFFFF triangles ----
hostile = os.path.join(out, "hostile")
shutil.copytree(sample, hostile)
level = next(e for e in entries if e["kind"] == "level")
wad = bytearray(open(os.path.join(hostile, "WARRIORS.WAD"), "rb").read())
off = level["offset"] + 16  # past the resource header: chunks {type, size, 0, hash} + data
end = level["offset"] + level["size"]
patched = False
while off + 16 <= end and not patched:
    ctype, size = struct.unpack_from("<II", wad, off)
    if ctype == 0x03:
        struct.pack_into("<H", wad, off + 16 + 0x84, 0xFFFF)
        patched = True
    off += 16 + size
check("hostile: the level has a collision header", patched)
open(os.path.join(hostile, "WARRIORS.WAD"), "wb").write(wad)
r, rep = run(hostile, os.path.join(out, "hostile.json"))
check("hostile: exit 1", r.returncode == 1, r.stdout + r.stderr)
fails = rep["failures"]
check("hostile: failures all in the level entry", fails and all(f["entry"] == level["index"] for f in fails), fails)
check("hostile: the failure names the level and says truncated",
      any(f["name"] == level["name"] and f["code_name"] == "WARP_E_TRUNCATED" and f["code"] == -5 and
          f["wad_offset"] > level["offset"] and "collision" in f["message"] for f in fails), fails)
check("hostile: the text lists it", "failed: entry %d (%s) (level)" % (level["index"], level["name"]) in r.stdout,
      r.stdout)
kinds = {k["kind"]: k for k in rep["kinds"]}
check("hostile: the level counted as failed", kinds["level"]["failed"] == 1 and kinds["level"]["decoded"] == 0,
      kinds["level"])
check("hostile: every other entry decoded",
      all(v["decoded"] == v["entries"] for k, v in kinds.items() if k != "level") and
      sum(v["decoded"] for v in kinds.values()) == len(entries) - 1, kinds)
check("hostile: result line", "result: 1 of %d entries failed to decode" % len(entries) in r.stdout, r.stdout)

# ---- a damaged dictionary: a texture entry's 0x2A chunk of garbage (no RenderWare section in it) fails with the
# code of what is wrong, named by its entry; before, the texture walk passed over it in silence ----
damaged = os.path.join(out, "damaged")
shutil.copytree(sample, damaged)
tex = next(e for e in entries if e["kind"] == "textures")
wad = bytearray(open(os.path.join(damaged, "WARRIORS.WAD"), "rb").read())
off, end, garbled = tex["offset"] + 16, tex["offset"] + tex["size"], False
while off + 16 <= end and not garbled:
    ctype, size = struct.unpack_from("<II", wad, off)
    if ctype == 0x2A:
        wad[off + 16:off + 16 + size] = b"\xAB" * size
        garbled = True
    off += 16 + size
check("damaged: the texture entry has a 0x2A chunk", garbled)
open(os.path.join(damaged, "WARRIORS.WAD"), "wb").write(wad)
r, rep = run(damaged, os.path.join(out, "damaged.json"))
check("damaged: exit 1", r.returncode == 1, r.stdout + r.stderr)
fails = rep["failures"]
check("damaged: the failure names the texture entry and says truncated",
      fails and all(f["entry"] == tex["index"] for f in fails) and
      any(f["name"] == tex["name"] and f["code_name"] == "WARP_E_TRUNCATED" and "0x2A" in f["message"]
          for f in fails), fails)
check("damaged: the text lists it", "failed: entry %d (%s) (textures)" % (tex["index"], tex["name"]) in r.stdout,
      r.stdout)

# ---- a dictionary that declares one texture more than it holds: decoded, and listed as a warning (texture.h) ----
declared = os.path.join(out, "declared")
shutil.copytree(sample, declared)
wad = bytearray(open(os.path.join(declared, "WARRIORS.WAD"), "rb").read())
at = tex["offset"] + 16 + 16  # the 0x2A chunk's payload: the dictionary 0x16, its struct, then u16 count
check("declared: a dictionary with its struct", struct.unpack_from("<II", wad, at) [0] == 0x16 and
      struct.unpack_from("<I", wad, at + 12)[0] == 0x01)
held = struct.unpack_from("<H", wad, at + 24)[0]
struct.pack_into("<H", wad, at + 24, held + 1)
open(os.path.join(declared, "WARRIORS.WAD"), "wb").write(wad)
r, rep = run(declared, os.path.join(out, "declared.json"))
check("declared: exit 0", r.returncode == 0, r.stdout + r.stderr)
check("declared: the count is a warning of the texture entry",
      any(w["entry"] == tex["index"] and "texture dictionary declares %d textures (device id 6), holds %d" %
          (held + 1, held) in w["message"] for w in rep["warnings"]), rep["warnings"])
check("declared: nothing on stderr", r.stderr == "", r.stderr)

# ---- a padded list: warriors.glr's Dependency List (0x4F: 16-byte header, 12-byte records, FACTS-2 6) counting
# 2 of its 4 records leaves 16 bytes past align16(16 + 24): decoded with a warning, not failed ----
padded = os.path.join(out, "padded")
shutil.copytree(sample, padded)
glr = next(e for e in entries if e["kind"] == "global")
wad = bytearray(open(os.path.join(padded, "WARRIORS.WAD"), "rb").read())
off, end, found = glr["offset"] + 16, glr["offset"] + glr["size"], None
while off + 16 <= end and found is None:
    ctype, size = struct.unpack_from("<II", wad, off)
    if ctype == 0x4F:
        found = (off + 16, size)
    off += 16 + size
check("padded: the sample has a 4-record Dependency List", found and struct.unpack_from("<I", wad, found[0])[0] == 4
      and found[1] == 64, found)
struct.pack_into("<I", wad, found[0], 2)
open(os.path.join(padded, "WARRIORS.WAD"), "wb").write(wad)
r, rep = run(padded, os.path.join(out, "padded.json"))
check("padded: exit 0", r.returncode == 0, r.stdout + r.stderr)
check("padded: the surplus is a warning of the global entry",
      any(w["entry"] == glr["index"] and "dependency_list (chunk 0x4F): 16 bytes past its 2 records" in w["message"]
          for w in rep["warnings"]), rep["warnings"])
ext = os.path.join(out, "padded-extract")
r = subprocess.run([warp, "extract", os.path.join(padded, "WARRIORS.WAD"), "--names", names, "-o", ext, "-q",
                    "--no-html", "--only", "data"], capture_output=True, text=True)
check("padded extract: exit 0, warned on stderr", r.returncode == 0 and "warning: dependency_list" in r.stderr,
      r.stderr)
dep = json.load(open(os.path.join(ext, glr["name"], "global", "dependency_list.json")))
check("padded extract: 2 records, surplus 16", dep["count"] == 2 and len(dep["records"]) == 2 and
      dep["surplus_bytes"] == 16, {k: dep[k] for k in ("count", "surplus_bytes")})
man = json.load(open(os.path.join(ext, "manifest.json")))
items = next(e for e in man["entries"] if e["index"] == glr["index"])["outputs"]
check("padded extract: manifest has the warning and the surplus",
      any(i["kind"] == "warning" for i in items) and
      any(i["kind"] == "list" and i["list"] == "dependency_list" and i["surplus_bytes"] == 16 for i in items), items)

# ---- a longer collision chunk: 16 bytes more in the level's triangles chunk 0x04 (the entry
# grows into its sector padding; chunk size, resource dataSize and DIR size follow): decoded, warned ----
longer = os.path.join(out, "longer")
shutil.copytree(sample, longer)
wad = bytearray(open(os.path.join(longer, "WARRIORS.WAD"), "rb").read())
dirb = bytearray(open(os.path.join(longer, "WARRIORS.DIR"), "rb").read())
start, size = level["offset"], level["size"]
nxt = min(e["offset"] for e in entries if e["offset"] > start)
off, end, tri = start + 16, start + size, None
while off + 16 <= end and tri is None:
    ctype, csize = struct.unpack_from("<II", wad, off)
    if ctype == 0x04:
        tri = off
    off += 16 + csize
check("longer: the level has a triangles chunk and room after it", tri is not None and nxt - start - size >= 16)
tri_end = tri + 16 + struct.unpack_from("<I", wad, tri + 4)[0]
wad[tri_end:end + 16] = bytes(16) + wad[tri_end:end]  # 16 zero bytes at the chunk's end, the rest moved up
struct.pack_into("<I", wad, tri + 4, struct.unpack_from("<I", wad, tri + 4)[0] + 16)
struct.pack_into("<I", wad, start + 4, struct.unpack_from("<I", wad, start + 4)[0] + 16)
struct.pack_into("<I", dirb, 16 + 12 * level["index"] + 4, size + 16)
open(os.path.join(longer, "WARRIORS.WAD"), "wb").write(wad[:len(wad)])
open(os.path.join(longer, "WARRIORS.DIR"), "wb").write(dirb)
r, rep = run(longer, os.path.join(out, "longer.json"))
check("longer: exit 0, the level decoded", r.returncode == 0 and {k["kind"]: k for k in rep["kinds"]}["level"]["decoded"] == 1,
      r.stdout + r.stderr)
check("longer: the surplus is a warning of the level entry",
      [w["message"] for w in rep["warnings"] if w["entry"] == level["index"]] ==
      ["collision triangles 0x04: 16 bytes past what the header counts (decoded)"], rep["warnings"])

# ---- a rebuilt WAD (warp rebuild of an unedited extraction; needs libspng) checks whole too ----
ext = os.path.join(out, "rebuild-from")
subprocess.run([warp, "extract", os.path.join(sample, "WARRIORS.WAD"), "--names", names, "-o", ext, "-q", "--no-html"],
               check=True)
rb = subprocess.run([warp, "rebuild", os.path.join(sample, "WARRIORS.WAD"), "--from", ext, "-o",
                     os.path.join(out, "rebuilt"), "-q"], capture_output=True, text=True)
if rb.returncode == 0:
    r, rep = run(os.path.join(out, "rebuilt"), os.path.join(out, "rebuilt.json"))
    check("rebuilt: exit 0, every entry decoded", r.returncode == 0 and rep["failures"] == [] and
          rep["entry_count"] == len(entries), r.stdout[-400:])
elif "unavailable:" in rb.stderr:  # built without libspng or cJSON
    print("skip rebuilt WAD: warp rebuild unavailable here (%s)" % rb.stderr.strip()[:80])
else:
    check("rebuilt: warp rebuild of an unedited extraction exits 0", False, rb.stderr[-400:])

# ---- usage ----
r = subprocess.run([warp, "check"], capture_output=True, text=True)
check("no WAD: usage, exit 2", r.returncode == 2 and "usage: warp check" in r.stderr, r.stderr)
r = subprocess.run([warp, "check", "--help"], capture_output=True, text=True)
check("--help: exit 0", r.returncode == 0 and "--json FILE" in r.stdout, r.stdout)
finish("check_e2e")
