#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with records added to or removed from a global list (`global/<list>.json`) and sprite
rectangles added to or removed from `<sheet>.sprites.json`, on the sample WAD (`warp sample`): each edit alone comes
back in the file extracted again (the count follows, the chunk grows or shrinks, the resource's size record in
`warriors.glr` follows the particle page's resource); a derived count
or a record's index out of order is refused naming the file and the field.

usage: test_rebuild_added.py WARP OUTDIR"""
import json, os, shutil, subprocess, sys

from checks_py import check, finish

warp, out = sys.argv[1:3]
OBJ = os.path.join("warriors.glr", "global", "object_list.json")
CHR = os.path.join("warriors.glr", "global", "character_list.json")


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def extract(wad_dir, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet", "--no-html")
    check("%s: extracts" % name, r.returncode == 0 and "error" not in r.stderr, r.stderr)
    return x


def attempt(name, rel, change):
    x = extract(sample, name)
    p = os.path.join(x, rel)
    doc = json.load(open(p))
    change(doc)
    json.dump(doc, open(p, "w"), indent=1)
    d = os.path.join(out, name + "_wad")
    shutil.rmtree(d, ignore_errors=True)
    return run("rebuild", wad, "--from", x, "-o", d), d


def comes_back(name, rel, change, test):
    r, d = attempt(name, rel, change)
    check("%s: rebuilt" % name, r.returncode == 0, r.stderr)
    if r.returncode == 0:
        y = extract(d, name + "_again")
        doc = json.load(open(os.path.join(y, rel)))
        check("%s: comes back" % name, test(doc), json.dumps(doc)[:500])
        return r, y


def refused(name, rel, change, words):
    r, d = attempt(name, rel, change)
    said = r.stderr.replace(os.sep, "/")
    check("%s: refused naming the file and %s" % (name, words), r.returncode != 0 and rel.replace(os.sep, "/") in said
          and all(w in said for w in words) and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
SPR = next(os.path.join(e["folder"], o["file"]) for e in man["entries"] for o in e["outputs"] if o["kind"] == "sprites")
before = json.load(open(os.path.join(ex, OBJ)))


def add_object(d):
    rec = dict(d["records"][1], index=2, name_hash="12345678", swap_hash="8c3cac71")
    d["records"].append(rec)


comes_back("object added", OBJ, add_object, lambda d: d["count"] == 3 and d["header_words"][0] == 3 and
           [x["name_hash"] for x in d["records"]] == ["8c3cac71", "52f22e9f", "12345678"] and
           d["records"][2]["swap_hash"] == "8c3cac71" and d["records"][2]["model_size"] == 1200)


comes_back("object removed", OBJ, lambda d: d["records"].pop(), lambda d: d["count"] == 1 and
           d["records"][0]["name_hash"] == "8c3cac71" and d["surplus_bytes"] == 0)
comes_back("character removed", CHR, lambda d: d["records"].pop(), lambda d: d["count"] == 1)
refused("record index out of order", OBJ, lambda d: (add_object(d), d["records"][2].__setitem__("index", 5)),
        ['records[2]."index"', "derived"])
refused("count edited", OBJ, lambda d: d.__setitem__("count", 3), ['"count"', "derived"])

rr = comes_back("sprite added", SPR, lambda d: d["sprites"].append(
    {"index": 95, "glyph": 127, "uv": [0.5, 0.5, 0.625, 0.75], "x": 0, "y": 0, "width": 0, "height": 0, "file": None}),
    lambda d: d["count"] == 96 and d["sprites"][95]["uv"] == [0.5, 0.5, 0.625, 0.75] and
    (d["sprites"][95]["x"], d["sprites"][95]["y"], d["sprites"][95]["width"], d["sprites"][95]["height"]) ==
    (64, 32, 16, 16) and d["sprites"][95]["file"] == "sample_font.sprite095.png")
if rr:
    check("sprite added: the resource's size record in warriors.glr follows", "size record(s) follow" in rr[0].stderr,
          rr[0].stderr)
    y = rr[1]
    check("sprite added: its PNG is cut out (16x16)", os.path.exists(os.path.join(y, os.path.dirname(SPR),
                                                                                  "sample_font.sprite095.png")))
comes_back("sprites removed", SPR, lambda d: d.__setitem__("sprites", d["sprites"][:90]),
           lambda d: d["count"] == 90 and d["sprites"][89]["glyph"] == 121)
refused("sprite index out of order", SPR, lambda d: d["sprites"].append(dict(d["sprites"][0], index=7)),
        ['sprites[95]."index"', "derived"])
finish("rebuild_added")
