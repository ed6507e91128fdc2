#!/usr/bin/env python3
"""End to end: the index pass cut into parts (platform/wad_pass.h) finds what one pass finds.

The sample WAD's 32 entries, each followed by three filler entries (128 in all, so --jobs 2
cuts the index pass in two and the sample's cross-entry references - global dictionaries,
character records, clip owners, world parts, sound banks - run across the cut). Extracted
with --jobs 1, 2 and 3, with and without the names file: every sample entry's files are
those of the plain sample's extraction (one part), byte for byte, and the runs agree.

usage: index_parts_e2e.py WARP OUTDIR"""
import os, re, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish, tree

warp, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
subprocess.run([warp, "sample", sample, "-q"], check=True)
names = os.path.join(sample, "names.txt")

# ---- the spread WAD: sample entry k at index 4k, fillers after it -------------------------
dir_bytes = open(os.path.join(sample, "WARRIORS.DIR"), "rb").read()
wad_bytes = open(os.path.join(sample, "WARRIORS.WAD"), "rb").read()
count = struct.unpack_from("<I", dir_bytes)[0]
records = [struct.unpack_from("<III", dir_bytes, 16 + 12 * k) for k in range(count)]
data, recs = b"", []
for k, (off, size, h) in enumerate(records):
    pieces = [(wad_bytes[off:off + size], h)]
    for f in range(3):
        pieces.append((bytes([0xA5, k, f]) * 40, zlib.crc32(b"./ee_files/filler_%02d_%d.bin" % (k, f))))
    for body, hh in pieces:
        recs.append(struct.pack("<III", len(data), len(body), hh))
        data += body + bytes(-len(body) % 2048)
spread = os.path.join(out, "spread")
os.makedirs(spread)
open(os.path.join(spread, "WARRIORS.WAD"), "wb").write(data)
open(os.path.join(spread, "WARRIORS.DIR"), "wb").write(struct.pack("<I12x", len(recs)) + b"".join(recs))


ENTRY = re.compile(rb'("(?:[a-z]+_)?entry": )(\d+)')  # entry, bank_entry, dict_entry, ...


def as_sample(path, data):
    """A spread WAD's output as the sample's: entry k of the sample is entry 4k here, so
    unnamed folders and files named by index, and the entry numbers in JSON, are divided
    by 4; a filler's output is None."""
    top, _, rest = path.partition(os.sep)
    if top.isdigit() and int(top) < len(recs):
        if int(top) % 4:
            return None
        if rest.startswith(top + "."):
            rest = str(int(top) // 4) + rest[len(top):]
        top = str(int(top) // 4)
    if path.endswith(".json"):
        data = ENTRY.sub(lambda m: m.group(1) + b"%d" % (int(m.group(2)) // 4), data)
    return (os.path.join(top, rest) if rest else top), data


def extract(wad_dir, label, *extra):
    d = os.path.join(out, label)
    r = subprocess.run([warp, "extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", d, "-q", "--no-html"]
                       + list(extra), capture_output=True, text=True)
    return r.returncode, tree(d)


for with_names in (True, False):
    extra = ["--names", names] if with_names else []
    tag = "names file" if with_names else "recovered names"
    rc0, plain = extract(sample, "plain-" + tag[:5], *extra)
    plain.pop("manifest.json", None)  # lists the fillers' entries too: compared across --jobs below
    check(tag + ": the plain sample extracts (exit 0)", rc0 == 0 and len(plain) > 50, (rc0, len(plain)))
    runs = {}
    for jobs in ("1", "2", "3"):
        rc, got = extract(spread, "spread-%s-%s" % (tag[:5], jobs), "--jobs", jobs, *extra)
        runs[jobs] = got
        sample_files = dict(filter(None, (as_sample(p, b) for p, b in got.items() if p != "manifest.json")))
        differ = sorted(p for p in set(plain) | set(sample_files) if plain.get(p) != sample_files.get(p))
        check("%s, --jobs %s: every sample entry's files as the plain sample's" % (tag, jobs),
              rc == 0 and not differ, (rc, differ[:5]))
    check(tag + ": --jobs 1, 2 and 3 write the same files, manifest.json included",
          runs["1"] == runs["2"] == runs["3"] and "manifest.json" in runs["1"])

finish("index_parts_e2e")
