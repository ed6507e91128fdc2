#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD`: no edit is ever dropped silently (docs/patch.md, "Every edit").
On the sample WAD (`warp sample`, `warp extract --names`), the manifest hashes every file the
extraction wrote; an unedited rebuild is byte-identical; then one file of each kind (entry
kind, output kind, extension) is edited alone, and the rebuild either changes the WAD or
exits non-zero naming the file (and writes nothing); a deleted file is refused by name.

usage: test_rebuild_edits.py WARP OUTDIR"""
import json, os, re, shutil, struct, subprocess, sys

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


def edit_glb(path):
    """The first position of the first mesh moved up by a quarter."""
    j, b = glb_py.load(path)
    a = j["accessors"][j["meshes"][0]["primitives"][0]["attributes"]["POSITION"]]
    v = j["bufferViews"][a["bufferView"]]
    o = v.get("byteOffset", 0) + a.get("byteOffset", 0) + 4
    struct.pack_into("<f", b, o, struct.unpack_from("<f", b, o)[0] + 0.25)
    glb_py.save(path, j, b)


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
check("derived size in %s: refused naming the file and 'derived size'" % sec,
      r.returncode != 0 and sec in r.stderr and "derived size" in r.stderr and "parts[0].\"file_size\"" in r.stderr, r.stderr)
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
finish("rebuild_edits")
