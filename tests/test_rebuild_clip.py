#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with edited clips (`<clip>.json`) and character data (`<hash>.character.json`), on
the sample WAD (`warp sample`); characters: a slot moved to another clip, a range's damage and reach come back, a
clip list edit and slots no values can give are refused. Clips: every clip's
JSON read back and encoded again gives its own bytes (each file touched, no value changed: rebuild says the
entries came out unchanged); each edit made
alone on a fresh extraction (a rotation key changed and a key added, a root velocity key, a root translation key
added to a character's clip, an event's word) comes back in the clip extracted again, the other entries unchanged;
broken JSON (frames going back, bones out of order, a key of the wrong shape) is refused naming the file and the
field, and nothing is written.

usage: test_rebuild_clip.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish

warp, out = sys.argv[1:3]
WALK = os.path.join("sample_walk.anm", "sample_walk.anm.json")


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def wad_entries(d):
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    return {i: wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)] for i in range(u32(dr, 0))}


def extract(wad_dir, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet", "--no-html")
    check("%s: extracts" % name, r.returncode == 0 and "error" not in r.stderr, r.stderr)
    return x


def rebuild(src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", wad, "--from", src, "-o", dst), dst


def clip_files(x):
    m = json.load(open(os.path.join(x, "manifest.json")))
    return {e["index"]: os.path.join(e["folder"], o["file"]) for e in m["entries"] for o in e["outputs"]
            if o["kind"] == "clip"}, [os.path.join(e["folder"], o["file"]) for e in m["entries"] for o in e["outputs"]
                                      if o["kind"] == "clip"]


def close(a, b):
    """Key or vector a holds b's values to the stored precision (1/1023 m, 2^-15)."""
    return len(a) == len(b) and all(abs(x - y) < 0.001 for x, y in zip(a, b))


def edit_json(name, rel, change):
    """A fresh extraction with clip file rel changed by change(doc): its folder."""
    x = extract(sample, name)
    p = os.path.join(x, rel)
    doc = json.load(open(p))
    change(doc)
    json.dump(doc, open(p, "w"))
    return x


def comes_back(name, rel, change, test, entry):
    x = edit_json(name, rel, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: rebuilt" % name, r.returncode == 0 and "clip encoded again" in r.stderr, r.stderr)
    if r.returncode:
        return
    y = extract(d, name + "_again")
    doc = json.load(open(os.path.join(y, rel)))
    check("%s: comes back" % name, test(doc), json.dumps(doc)[:400])
    after = wad_entries(d)
    check("%s: the other entries unchanged (the edited resource's copies aside)" % name,
          all(after[i] == before[i] for i in before if i not in copies_of(entry)))


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
before = wad_entries(sample)
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
index = {e["name"]: e["index"] for e in man["entries"]}
# the entries holding a copy of what entry i holds: an edit reaches them too (docs/patch.md "One resource, every copy")
copies_of = lambda i: {c["entry"] for x in man["resources"] if x["copies"][0]["entry"] == i for c in x["copies"]} | {i}
owners = {os.path.join(e["folder"], o["file"]): e["index"] for e in man["entries"] for o in e["outputs"]
          if o["kind"] == "clip"}
check("every clip item has its hash", all("fnv1a64" in o for e in man["entries"] for o in e["outputs"]
                                          if o["kind"] == "clip") and len(owners) >= 5, owners)

# ---- every clip read back and encoded again, no value changed: the identical WAD ------------------------
x = extract(sample, "touched")
for rel in owners:
    open(os.path.join(x, rel), "a").write("\n")
r, d = rebuild(x, "touched_wad")
# each re-encoded entry came out as it was: rebuild says so for every touched file (an edit that changes
# nothing is refused, docs/patch.md), and writes nothing
unchanged = [l for l in r.stderr.splitlines() if "came out unchanged" in l]
check("every clip JSON touched: each clip encodes to its own bytes (%d files)" % len(owners),
      r.returncode != 0 and all(any(rel in l for l in unchanged) for rel in owners) and
      (not os.path.exists(d) or os.listdir(d) == []), r.stderr)


# ---- each edit alone ------------------------------------------------------------------------------
def rot_edit(doc):
    ch = [c for c in doc["rotations"] if c["bone"] == 4][0]
    ch["keys"] = [[0, 0, 0, 0, 1], [30, 0.25, 0, 0, 0.968246], [40, 0.3, 0, 0, 0.953939]]


comes_back("rotation", WALK, rot_edit, lambda doc: [c for c in doc["rotations"] if c["bone"] == 4][0]["keys"][1:] ==
           [[30, 0.25, 0.0, 0.0, 0.968246], [40, 0.299988, 0.0, 0.0, 0.953943]], index["sample_walk.anm"])


def vel_edit(doc):
    doc["root_velocity"][1] = [30, 0.5, 2.0, 0]


comes_back("root velocity", WALK, vel_edit, lambda doc: close(doc["root_velocity"][1], [30, 0.5, 2.0, 0.0]),
           index["sample_walk.anm"])

walk_char = [rel for rel in owners if rel.endswith("warr_anim_walk.json")][0]


def trans_edit(doc):
    doc["root_translation"].insert(1, [3, 0.25, 0.5, 0.9])


comes_back("root translation key added (a character's clip)", walk_char, trans_edit,
           lambda doc: close(doc["root_translation"][1], [3, 0.25, 0.5, 0.9]), owners[walk_char])

idle_char = [rel for rel in owners if rel.endswith("warr_anim_idle.json")][0]


def event_edit(doc):
    doc["events"][0]["word"] = 7
    doc["events"][0]["position"] = [1.0, 2.0, 0.5]


comes_back("event", idle_char, event_edit,
           lambda doc: doc["events"][0]["word"] == 7 and close(doc["events"][0]["position"], [1.0, 2.0, 0.5]),
           owners[idle_char])

# ---- character data -------------------------------------------------------------------------------
CHAR = [os.path.join(e["folder"], o["file"]) for e in man["entries"] for o in e["outputs"] if o["kind"] == "character"][0]
char_entry = [e["index"] for e in man["entries"] for o in e["outputs"] if o["kind"] == "character"][0]
x = extract(sample, "char_touched")
open(os.path.join(x, CHAR), "a").write("\n")
r, d = rebuild(x, "char_touched_wad")
check("character JSON touched: written back to its own bytes", r.returncode != 0 and CHAR in r.stderr and
      "came out unchanged" in r.stderr, r.stderr)


def char_comes_back(name, change, test):
    x = edit_json(name, CHAR, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: rebuilt" % name, r.returncode == 0 and "character data written again" in r.stderr, r.stderr)
    if r.returncode:
        return
    doc = json.load(open(os.path.join(extract(d, name + "_again"), CHAR)))
    check("%s: comes back" % name, test(doc), json.dumps(doc)[:300])
    after = wad_entries(d)
    check("%s: the other entries unchanged (the edited resource's copies aside)" % name,
          all(after[i] == before[i] for i in before if i not in copies_of(char_entry)))


char_comes_back("slot to another clip", lambda doc: doc["slots"].__setitem__(3, "warr_anim_walk"),
                lambda doc: doc["slots"][3] == "warr_anim_walk" and doc["slots"][0] == "warr_anim_idle")
char_comes_back("slot idle to walk", lambda doc: doc["slots"].__setitem__(0, "warr_anim_walk"),
                lambda doc: doc["slots"][:3] == ["warr_anim_walk"] * 3)


def range_edit(doc):
    doc["ranges"][1]["damage"] = 42
    doc["ranges"][1]["reach"] = 2.5


char_comes_back("range", range_edit, lambda doc: doc["ranges"][1]["damage"] == 42 and doc["ranges"][1]["reach"] == 2.5
                and doc["ranges"][0] == json.load(open(os.path.join(ex, CHAR)))["ranges"][0])

for name, change, says in [
        ("slots_no_value", lambda doc: doc["slots"].__setitem__(1, "warr_anim_idle") or
         doc["slots"].__setitem__(2, "warr_anim_idle"), "slots"),
        ("unknown_clip", lambda doc: doc["slots"].__setitem__(5, "no_such_clip"), "slots"),
        ("clip_list", lambda doc: doc["clips"].reverse(), "clips")]:
    x = edit_json(name, CHAR, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: refused naming the file and %s" % (name, says), r.returncode != 0 and CHAR in r.stderr and
          says in r.stderr and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)

# ---- refusals: nothing written -------------------------------------------------------------------
for name, change, says in [
        ("frames_back", lambda doc: doc["rotations"][0]["keys"].append([10, 0, 0, 0, 1]), "rotations"),
        ("bones_order", lambda doc: doc["rotations"].reverse(), "rotations"),
        ("key_shape", lambda doc: doc["root_velocity"].append([40, 1, 2]), "root_velocity"),
        ("far_position", lambda doc: doc["root_translation"].append([40, 100, 0, 0]), "root_translation"),
        ("long_name", lambda doc: doc.update(name="n" * 31), "name")]:
    x = edit_json(name, WALK, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: refused naming the file and %s" % (name, says), r.returncode != 0 and WALK in r.stderr and
          says in r.stderr and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)

finish("rebuild_clip")
