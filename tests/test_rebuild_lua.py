#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with edited Lua listings, on the sample WAD (`warp sample`): each edit made
alone on a fresh extraction (a string, a number added, an instruction's operand, a string so long the entry
grows past its 2,048-byte slot and the entries after it move) comes back in the listing extracted again; an
unedited extraction rebuilds the identical WAD; a compiled chunk dropped beside the listing replaces the
entry as it is; a hostile listing, a file that is no chunk, and both files changed at once are refused naming
the file, and nothing is written.

usage: test_rebuild_lua.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish

warp, out = sys.argv[1:3]
LISTING = os.path.join("level1.lua", "level1.lua.txt")


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def wad_entries(d):
    """{entry index: bytes} of folder d's WARRIORS.WAD."""
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    return {i: wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)] for i in range(u32(dr, 0))}


def extract(wad_dir, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet", "--no-html")
    check("%s: extracts" % name, r.returncode == 0, r.stderr)
    return x


def rebuild(src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", wad, "--from", src, "-o", dst), dst


def nothing_written(d):
    return not os.path.exists(d) or os.listdir(d) == []


def edit(name, old, new):
    """A fresh extraction with `old` replaced by `new` in the listing (once): its folder."""
    x = extract(sample, name)
    p = os.path.join(x, LISTING)
    text = open(p).read()
    check("%s: the listing holds %r once" % (name, old), text.count(old) == 1)
    open(p, "w").write(text.replace(old, new))
    return x


def comes_back(name, old, new, shows):
    """Edit, rebuild, extract again: the listing shows `shows`; the other entries are unchanged."""
    x = edit(name, old, new)
    r, d = rebuild(x, name + "_wad")
    check("%s: rebuilt" % name, r.returncode == 0 and "Lua chunk replaced" in r.stderr, r.stderr)
    if r.returncode:
        return None
    y = extract(d, name + "_again")
    text = open(os.path.join(y, LISTING)).read()
    check("%s: comes back (%r)" % (name, shows), shows in text, text)
    after = wad_entries(d)
    check("%s: the other entries unchanged" % name,
          all(after[i] == before[i] for i in before if i != lua_index))
    return d


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
before = wad_entries(sample)
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
lua_index = [e["index"] for e in man["entries"] if e["name"] == "level1.lua"][0]
item = [o for e in man["entries"] for o in e["outputs"] if o["kind"] == "lua_listing"][0]
check("the listing's hash is in the manifest", "fnv1a64" in item, item)

# ---- unedited: identical --------------------------------------------------------------------------
r, d = rebuild(ex, "same")
check("unedited: identical WAD and DIR", r.returncode == 0 and all(
    open(os.path.join(d, f), "rb").read() == open(os.path.join(sample, f), "rb").read()
    for f in ("WARRIORS.WAD", "WARRIORS.DIR")), r.stderr)

# ---- each edit alone ------------------------------------------------------------------------------
comes_back("string", 's2 "hi"', 's2 "hello, \\"world\\""', 's2 "hello, \\"world\\""')
comes_back("number", '  local 0 "t"', '  n0 0.1\n  local 0 "t"', "n0 0.10000000000000001")
comes_back("operand", "PUSHINT      10", "PUSHINT 42", "PUSHINT      42")
long = "x" * 5000
d = comes_back("grown", 's4 "menu"', 's4 "%s"' % long, 's4 "%s"' % long)
if d:
    after = wad_entries(d)
    check("grown: the entry is larger than its old slot", len(after[lua_index]) > 2048 + len(before[lua_index]))

# ---- a compiled chunk dropped beside the listing ------------------------------------------------------
chunk = wad_entries(d)[lua_index] if d else b""
x = extract(sample, "dropped")
open(os.path.join(x, "level1.lua", "level1.lua"), "wb").write(chunk)
r, d2 = rebuild(x, "dropped_wad")
check("dropped .lua: taken as it is", r.returncode == 0 and wad_entries(d2)[lua_index] == chunk, r.stderr)

# ---- refusals: nothing written ---------------------------------------------------------------------
x = extract(sample, "not_chunk")
open(os.path.join(x, "level1.lua", "level1.lua"), "wb").write(b"\x1bLua\x40\x01garbage")
r, d = rebuild(x, "not_chunk_wad")
check("a .lua that is no chunk: refused naming it", r.returncode != 0 and "level1.lua.lua" not in r.stderr
      and "level1.lua/level1.lua" in r.stderr and nothing_written(d), r.stderr)

x = edit("both", 's2 "hi"', 's2 "ho"')
open(os.path.join(x, "level1.lua", "level1.lua"), "wb").write(chunk)
r, d = rebuild(x, "both_wad")
check("an edited listing and a .lua: refused", r.returncode != 0 and "keep one" in r.stderr and nothing_written(d),
      r.stderr)

for name, old, new, says in [
        ("bad_string", 's2 "hi"', 's2 "hi', "line 7"),
        ("bad_opcode", "PUSHINT      10", "PUSHIT 10", "line 13"),
        ("bad_operand", "CALL         3 255", "CALL 3 512", "line 23"),
        ("no_end", "      3      2  END\n", "      3      2  POP 1\n", "line 28")]:
    x = edit(name, old, new)
    r, d = rebuild(x, name + "_wad")
    check("%s: refused naming the listing and the line" % name,
          r.returncode != 0 and LISTING in r.stderr and says in r.stderr and nothing_written(d), r.stderr)

finish("rebuild_lua")
