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
check("sample: status ok, no failure", rep["status"] == "ok" and rep["failures"] == [], rep["failures"])
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

# ---- usage ----
r = subprocess.run([warp, "check"], capture_output=True, text=True)
check("no WAD: usage, exit 2", r.returncode == 2 and "usage: warp check" in r.stderr, r.stderr)
r = subprocess.run([warp, "check", "--help"], capture_output=True, text=True)
check("--help: exit 0", r.returncode == 0 and "--json FILE" in r.stdout, r.stdout)
finish("check_e2e")
