#!/usr/bin/env python3
"""End to end: names recovered from the disc itself (docs/names.md).

1. The sample WAD: `warp list`, `warp tree`, `warp extract` and `warp names` without a names
   file name every entry whose contents spell its name, each exactly as the sample's own
   names.txt; a names file still wins over recovery.
2. A WAD of five Lua scripts whose names only a --harvest file spells, with decoys made with
   CRC-32's linearity (page 002): a string that hashes to a script's DIR hash but carries the
   wrong extension (the kind check), and one with the right extension that sorts out of place
   (the order check). Neither may name an entry.
3. The harvest on several threads gives one pass's names.
4. A disc-like sample whose menu bank is called load_00.msb/.msd, as the executable names its
   banks with "%s_%2.2d" (load_00 to load_06 on the disc): a --harvest file spelling `load`
   (an executable's strings) names both files through the numbered-bank forms.

usage: names_e2e.py WARP OUTDIR"""
import json, os, random, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish, tree

warp, out = sys.argv[1], sys.argv[2]
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)


def run(*args):
    r = subprocess.run([warp] + list(args), capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr


def listing(wad, *extra):
    rc, so, se = run("list", wad, "--json", *extra)
    assert rc == 0, se
    return json.loads(so)


def dir_hash(name):
    return zlib.crc32(b"./ee_files/" + name.lower().encode())


# ---- 1. the sample ------------------------------------------------------------------------
sample = os.path.join(out, "sample")
rc, _, se = run("sample", sample)
assert rc == 0, se
wad = os.path.join(sample, "WARRIORS.WAD")
truth = {e["index"]: e["name"] for e in listing(wad, "--names", os.path.join(sample, "names.txt"))}
got = listing(wad)
wrong = [(e["index"], e["name"], truth[e["index"]]) for e in got if e["name"] and e["name"] != truth[e["index"]]]
check("list without a names file: no recovered name is wrong", not wrong, wrong)
unnamed = [truth[e["index"]] for e in got if not e["name"]]
check("list without a names file: every entry named but the old RenderWare stream (no extension fits it)",
      unnamed == ["sample_old.txd"], unnamed)

rc, _, se = run("names", wad, "-o", os.path.join(out, "recovered.txt"))
lines = [l for l in open(os.path.join(out, "recovered.txt")) if not l.startswith("#")]
rec, res = {}, []
for l in lines:
    if l.endswith("\t# resource\n"):
        res.append(l.split("\t")[0])
        continue
    name, how = l.rstrip("\n").split("\t# entry ")
    rec[int(how.split(":")[0])] = (name, how.split(": ", 1)[1])
check("names: exit 0 and a summary with the guesses", rc == 0 and "guesses" in se and "million guesses/s" in se, se)
check("names: 31 names, each the sample's own", len(rec) == 31 and all(truth[i] == n for i, (n, _) in rec.items()),
      rec)
hows = {n: h for n, h in rec.values()}
check("names: how each was found", hows.get("cs_sample.scn", "").startswith("record name in entry")
      and hows.get("level1.lev") == "level number" and hows.get("level1s_ms2.sec") == "world parts"
      and hows.get("menu.msd", "").startswith("string in entry") and hows.get("scene_list.cnk") == "fixed name"
      and hows.get("1311430553") == "number", hows)
# Resource names from the disc (page 002 "Hashes"): a resource's nameHash is the CRC-32 of its name as
# spelled: models <name>_geo (the object list spells dyn_box, dyn_crate), dictionaries bare or <name>_tex,
# clips <anim>.anm, levels level<N>. Each one listed is a resource of the sample; none is wrong.
sample_res = {zlib.crc32(n.encode()): n for n in
              ["dyn_box_geo", "dyn_crate_geo", "dyn_box_tex", "dyn_crate_tex", "sample_tex", "sample_font",
               "warr_sample_cv_tex", "warr_sample_cv_geo", "warr_anim_cv_geo", "sample_walk.anm", "level1"]}
check("names: the resource names the sample's strings reach, none wrong",
      {"dyn_crate_geo", "dyn_box_geo", "dyn_box_tex", "dyn_crate_tex", "sample_tex", "sample_walk.anm", "level1"}
      <= set(res) and all(sample_res.get(zlib.crc32(n.encode())) == n for n in res), res)
check("names: the summary counts them", "%d resource names of " % len(res) in se, se)
back = listing(wad, "--names", os.path.join(out, "recovered.txt"))
check("names: its file read back by list --names ('#' comments) names the same entries",
      {e["index"]: e["name"] for e in back if e["name"]} == {i: n for i, (n, _) in rec.items()})

partial = os.path.join(out, "partial.txt")
open(partial, "w").write("level1.lua\n")
over = {e["index"]: e["name"] for e in listing(wad, "--names", partial)}
scene = [i for i, n in truth.items() if n == "cs_sample.scn"][0]
lua = [i for i, n in truth.items() if n == "level1.lua"][0]
check("a names file wins: only its names (and the decimal ones) are shown",
      over[lua] == "level1.lua" and over[scene] is None, over)

rc, so, se = run("tree", wad)
check("tree of the whole WAD shows recovered names, and a named bank as one (exit 0)",
      rc == 0 and "name cs_sample.scn" in so and "name level1_objs.txt" in so
      and "name menu.msb\n  sound_bank" in so, (rc, se))
rc, so, se = run("tree", wad, "--names", partial)
check("tree --names: the file's names only", "name level1.lua" in so and "name cs_sample.scn" not in so)

ext = os.path.join(out, "extract")
rc, _, se = run("extract", wad, "-o", ext, "--quiet")
folders = set(os.listdir(ext)) if os.path.isdir(ext) else set()
check("extract without a names file: named folders", rc == 0 and {"level1.lua", "cs_sample.scn", "level1s_sec.wld",
      "level1_objs.txt", "menu.msb", "warriors.glr", "sample_walk.anm"} <= folders, (rc, se, sorted(folders)))

# Resource names without a names file (docs/names.md "Resource names"): the names `warp names`
# recovers name the files inside the folders (models <name>_geo.glb, a pack's clip <anim>.anm),
# list's resource column and tree's resource lines; every one is the sample's own.
files = tree(ext)
check("extract without a names file: the crate's model is dyn_crate_geo.glb, once (the level pack's copy is listed)",
      "1311430553/dyn_crate_geo.glb" in files and "level1_1.pak/dyn_crate_geo.glb" not in files
      and "2921933679/dyn_box_geo.glb" in files and "2044971641/warr_anim_cv_geo.glb" in files
      and "4045352282/warr_sample_cv_geo.glb" in files, sorted(files)[:12])
numbered = sorted(f for f in files if os.path.basename(f).split(".")[0].split("_")[0] in
                  {str(h) for h, n in sample_res.items() if n in res})
check("extract without a names file: no file under the decimal hash of a recovered resource", not numbered, numbered)
pack_list = json.load(open(os.path.join(ext, "level1_1.pak", "level1_1.pak.json")))["resources"]
check("extract: the pack's clip is sample_walk.anm (its name carries the extension once), written once in its "
      "entry's folder; the level's models level1_<chunk>.glb beside the assembled level1.glb and level1_glow.glb",
      [(x["name"], x["folder"]) for x in pack_list][2:] == [("sample_walk.anm", "sample_walk.anm")]
      and "sample_walk.anm/sample_walk.anm.json" in files and not any(f.startswith("level1_1.pak/sample_walk") for f in files)
      and "level1.lev/level1.glb" in files
      and "level1.lev/level1_glow.glb" in files and "level1.lev/level1_2.glb" in files, sorted(files))
man = json.load(open(os.path.join(ext, "manifest.json")))
lev = [o for e in man["entries"] if e["name"] == "level1.lev" for o in e["outputs"] if o.get("file") == "level1.glb"]
check("extract: level1.glb is the assembled level; the manifest says the names were recovered",
      [o["kind"] for o in lev] == ["level_scene"] and man["names"] == "recovered", (lev, man.get("names")))
got = listing(wad)
shown = {e["index"]: e["resource"] for e in got if e["resource"]}
check("list without a names file: the resource names, each its entry's resource's own",
      shown.get(0) == "dyn_crate_geo" and "level1" in shown.values() and "dyn_box_tex" in shown.values()
      and all(sample_res.get(zlib.crc32(n.encode())) == n for n in shown.values()), shown)
rc, so, se = run("list", wad)
check("list (text): entry 0's row ends with its resource name", rc == 0 and any(
      l.split()[:1] == ["0"] and l.split()[-2:] == ["1311430553", "dyn_crate_geo"] for l in so.splitlines()), so[:600])
rc, so, se = run("tree", wad)
check("tree: resource lines carry the recovered names",
      "hash 0x4e2ad799  chunks 1  dataSize 1168  name dyn_crate_geo" in so and "name level1\n" in so, se)
with_names = listing(wad, "--names", os.path.join(sample, "names.txt"))
check("list --names: the file wins (of the resources, it names the clip sample_walk.anm only)",
      {e["resource"] for e in with_names if e["resource"]} == {"sample_walk.anm"}, with_names)
rc, so, se = run("tree", wad, "--no-recover-names")
check("tree --no-recover-names: no names guessed", "name dyn_crate_geo" not in so and "name cs_sample.scn" not in so)
plain = {e["index"]: (e["name"], e["resource"]) for e in listing(wad, "--no-recover-names")}
check("list --no-recover-names: the decimal names only, no resource names",
      plain[0] == ("1311430553", None) and not any(r for _, r in plain.values())
      and sum(1 for n, _ in plain.values() if n) == 11, plain)
off = os.path.join(out, "extract-off")
rc, _, se = run("extract", wad, "-o", off, "--quiet", "--no-recover-names", "--no-html")
files_off = tree(off)
check("extract --no-recover-names: files under the resource hashes, folders unnamed but the decimal ones",
      rc == 0 and "1311430553/1311430553.glb" in files_off and "21/21.json" in files_off
      and [x["folder"] for x in json.load(open(os.path.join(off, "21", "21.json")))["resources"]] ==
      ["1311430553", "3550039927", "26"]
      and not any(f.startswith("level1.lua/") for f in files_off)
      and json.load(open(os.path.join(off, "manifest.json")))["names"] == "decimal", (rc, se, sorted(files_off)[:8]))
one_job = os.path.join(out, "extract-1job")
rc, _, se = run("extract", wad, "-o", one_job, "--quiet", "--jobs", "1")
a = tree(one_job)
check("extract --jobs 1: the same files, byte for byte (the names are one pass's)", rc == 0 and a == files,
      sorted(set(a) ^ set(files))[:10])

# extract --names with the file `warp names` wrote ('#' comments after each name) gives the same
# files, byte for byte, as extract --names with the sample's own names.txt: every reader of the
# names file (entries, resources, lists, sounds) strips the comments. `warp names` writes entry
# names only, so the names of names.txt it cannot recover (the sound banks' sound names, the old
# RenderWare stream) are added to its file, with comments of their own; nothing is excluded
# from the compare.
own_names = os.path.join(sample, "names.txt")
own = [l.split("#")[0].strip() for l in open(own_names)]
own = [n for n in own if n]
unrecovered = [n for n in own if n not in {n for n, _ in rec.values()}]
check("names.txt's names `warp names` does not write: the sound names and the old stream only",
      sorted(unrecovered) == sorted(["menu/alert", "menu/back", "menu/select", "sample_old.txd", "sound/sample_beep",
                                     "sound/sample_chirp", "stream/sample_rain", "stream/sample_voice"]), unrecovered)
completed = os.path.join(out, "recovered-completed.txt")
open(completed, "w").write(open(os.path.join(out, "recovered.txt")).read()
                           + "".join(n + "\t# from names.txt\n" for n in unrecovered))
ext_rec, ext_own = os.path.join(out, "extract-recovered"), os.path.join(out, "extract-own")
rc1, _, se1 = run("extract", wad, "--names", completed, "-o", ext_rec, "--quiet")
own_plus = os.path.join(out, "names-plus-resources.txt")  # the resource lines name files in both runs
open(own_plus, "w").write(open(own_names).read() + "".join(n + "\n" for n in res))
rc2, _, se2 = run("extract", wad, "--names", own_plus, "-o", ext_own, "--quiet")
a, b = tree(ext_rec), tree(ext_own)
only = sorted(set(a) ^ set(b))
differ = sorted(k for k in set(a) & set(b) if a[k] != b[k])
check("extract --names with the file `warp names` wrote: the same files, byte for byte, as with names.txt",
      rc1 == 0 and rc2 == 0 and a and not only and not differ, (rc1, se1, rc2, se2, only[:10], differ[:10]))


# ---- 2. a harvest file and decoys ------------------------------------------------------------
def forge(prefix, ext, target, seed):
    """A lower-case look-alike `prefix + 20 letters + ext` whose DIR hash is target. For one
    length the hash is affine in the bits (page 002), so flipping bits 0-1 of letters chosen
    from d h l p t (still letters) is a linear system over GF(2); solved by elimination."""
    rnd = random.Random(seed)
    while True:
        base = [ord(rnd.choice("dhlpt")) for _ in range(20)]
        make = lambda b: prefix + bytes(b).decode() + ext
        h0 = dir_hash(make(base))
        rows = []  # (vector, mask of flips)
        for k in range(20):
            for bit in (1, 2):
                b = list(base)
                b[k] ^= bit
                rows.append((dir_hash(make(b)) ^ h0, 1 << (2 * k + (bit >> 1))))
        basis = {}
        for v, m in rows:
            for p in sorted(basis, reverse=True):
                if v >> p & 1:
                    v, m = v ^ basis[p][0], m ^ basis[p][1]
            if v:
                basis[v.bit_length() - 1] = (v, m)
        want, mask = h0 ^ target, 0
        for p in sorted(basis, reverse=True):
            if want >> p & 1:
                want, mask = want ^ basis[p][0], mask ^ basis[p][1]
        if want:
            continue  # not reachable from this start: another one
        b = list(base)
        for k in range(20):
            for j, bit in enumerate((1, 2)):
                if mask >> (2 * k + j) & 1:
                    b[k] ^= bit
        return make(b)


LUA = bytes([0x1B, 0x4C, 0x75, 0x61, 0x40, 0x01, 0x04, 0x04, 0x04, 0x20, 0x06, 0x09, 0x08])
names = ["bravo.lua", "delta.lua", "foxtrot.lua", "hotel.lua", "india.lua"]  # the name order (FACTS 1)
synth = os.path.join(out, "synth")
os.makedirs(synth)
data, recs = b"", []
for n in names:
    body = LUA + bytes(51)
    recs.append(struct.pack("<III", len(data), len(body), dir_hash(n)))
    data += body + bytes(2048 - len(body))
open(os.path.join(synth, "WARRIORS.WAD"), "wb").write(data)
open(os.path.join(synth, "WARRIORS.DIR"), "wb").write(struct.pack("<I12x", len(names)) + b"".join(recs))
swad = os.path.join(synth, "WARRIORS.WAD")

kind_decoy = forge("dx", ".pak", dir_hash("delta.lua"), 1)       # hits delta.lua: a pack name on a script
order_decoy = forge("zz", ".lua", dir_hash("foxtrot.lua"), 2)    # hits foxtrot.lua: sorts after india.lua
check("decoys hash to the scripts' DIR hashes", dir_hash(kind_decoy) == dir_hash("delta.lua")
      and dir_hash(order_decoy) == dir_hash("foxtrot.lua"), (kind_decoy, order_decoy))
strings = os.path.join(out, "strings.txt")
# "Bravo" and "HOTEL": the only spellings of their names have capitals; the names are written
# lower-cased, as the DIR hashes them and the published name lists spell them
open(strings, "w").write("Bravo\n%s\ndelta.lua\nHOTEL\n%s\n{india}\n" % (kind_decoy, order_decoy))

rc, so, se = run("names", swad, "--quiet")
check("no --harvest: nothing spells the names", rc == 0 and not [l for l in so.splitlines() if l[:1] != "#"], so)
rc, so, se = run("names", swad, "--harvest", strings)
found = dict(l.split("\t# entry ") for l in so.splitlines() if l[:1] != "#")
check("--harvest: the four spelled names, lower-cased, no decoy",
      sorted(found) == ["bravo.lua", "delta.lua", "hotel.lua", "india.lua"], so)
rejected = se.split("hits rejected: ")[-1]
check("--harvest: the decoys are counted as rejected (a hit per guess that made it)",
      int(rejected.split(" wrong kind")[0]) >= 1 and " 1 out of order" in rejected and "in " + strings in so, se)
named = {e["index"]: e["name"] for e in listing(swad)}
check("list (no --harvest) names nothing, harvest files are only for warp names", not any(named.values()), named)
rc, so, se = run("names", swad, "--harvest", os.path.join(out, "missing.txt"))
check("a missing --harvest file: exit 1 and one line naming it", rc == 1 and "missing.txt" in se, se)


# ---- 3. the harvest on several threads ---------------------------------------------------------
# 300 scripts; script k spells the name of script (7k + 3) mod 300, and scripts 10 and 250 (one
# in each half) both spell s0042: however many parts the WAD is cut into, the names and the
# string each is credited to are one pass's (the first entry that spells it).
many = os.path.join(out, "many")
os.makedirs(many)
order = ["s%04d.lua" % k for k in range(300)]
data, recs = b"", []
for k, n in enumerate(order):
    text = b"\0" + order[(7 * k + 3) % 300][:-4].encode() + b"\0"
    if k in (10, 250):
        text += b"s0042\0"
    body = LUA + bytes(3) + text
    recs.append(struct.pack("<III", len(data), len(body), dir_hash(n)))
    data += body + bytes(-len(body) % 2048)
open(os.path.join(many, "WARRIORS.WAD"), "wb").write(data)
open(os.path.join(many, "WARRIORS.DIR"), "wb").write(struct.pack("<I12x", len(order)) + b"".join(recs))
mwad = os.path.join(many, "WARRIORS.WAD")
lists = {}
for jobs in ("1", "2", "3"):
    rc, so, se = run("names", mwad, "--jobs", jobs, "--quiet")
    lists[jobs] = (rc, so)
one = dict(l.split("\t# entry ") for l in lists["1"][1].splitlines() if l[:1] != "#")
check("--jobs 1: all 300 scripts named", lists["1"][0] == 0 and sorted(one) == order, len(one))
check("--jobs 1: s0042.lua credited to the first script that spells it (entry 10)",
      one.get("s0042.lua", "").endswith(": string in entry 10"), one.get("s0042.lua"))
check("--jobs 2 and 3: the same list, line for line", lists["2"] == lists["1"] and lists["3"] == lists["1"],
      [j for j in lists if lists[j] != lists["1"]])
folders = {}
for jobs in ("1", "3"):
    d = os.path.join(out, "many-extract-" + jobs)
    rc, so, se = run("extract", mwad, "-o", d, "--jobs", jobs, "--quiet", "--no-html")
    # exit 1: the scripts are a Lua header and text, no chunk the decoder takes; named all the same
    folders[jobs] = (rc, sorted(f for f in os.listdir(d) if f != "manifest.json") if os.path.isdir(d) else [])
check("extract --jobs 1: exit 1, the index pass names all 300 folders", folders["1"] == (1, order), folders["1"][1][:3])
check("extract --jobs 3: the same folders from three parts of the index pass", folders["3"] == folders["1"])
rc, so, se = run("names", mwad, "--jobs", "0")
check("--jobs 0: exit 2, the rule said", rc == 2 and "--jobs takes 1 to 64" in se, se)

# ---- 4. numbered banks: <stem>_NN.msd/.msb (docs/names.md) -----------------------------------
disc = os.path.join(out, "disc-like")
shutil.copytree(sample, disc)
dir_path = os.path.join(disc, "WARRIORS.DIR")
d = bytearray(open(dir_path, "rb").read())
renamed = 0
for old, new in (("menu.msb", "load_00.msb"), ("menu.msd", "load_00.msd")):
    for at in range(16, len(d), 12):
        if struct.unpack_from("<I", d, at + 8)[0] == dir_hash(old):
            struct.pack_into("<I", d, at + 8, dir_hash(new))  # LOAD_00 sorts where MENU did
            renamed += 1
open(dir_path, "wb").write(d)
check("disc-like: the menu bank's two DIR records renamed load_00", renamed == 2, renamed)
exe = os.path.join(out, "SLUS_fake.elf")  # an executable's strings: the stem and the format
open(exe, "wb").write(b"\x7fELF\0\0\0\0load\0\0\0\0%s_%2.2d\0\0\0\0sound\0")
dwad = os.path.join(disc, "WARRIORS.WAD")
rc, so, se = run("names", dwad, "--quiet")
plain = dict(l.split("\t# entry ") for l in so.splitlines() if l[:1] != "#" and "\t# entry " in l)
check("disc-like without --harvest: nothing spells load, the bank stays unnamed",
      rc == 0 and not any(n.startswith("load_") for n in plain), sorted(plain))
rc, so, se = run("names", dwad, "--harvest", exe)
got = dict(l.split("\t# entry ") for l in so.splitlines() if l[:1] != "#" and "\t# entry " in l)
bank = {n: got.get(n, "") for n in ("load_00.msb", "load_00.msd")}
check("disc-like --harvest: load_00.msb and load_00.msd named by the numbered-bank form",
      rc == 0 and all(h.endswith(": numbered bank in " + exe) for h in bank.values()), bank)
check("disc-like --harvest: the other names as before, none wrong",
      all(truth[int(h.split(":")[0])] == n for n, h in got.items() if not n.startswith("load_")), got)

finish("names_e2e")
