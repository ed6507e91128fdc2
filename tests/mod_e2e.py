#!/usr/bin/env python3
"""`warp mod create|apply|list|info` on the sample (docs/mods.md). Five edits of an extraction (a
texture's PNG, a model's .glb edited here in Python, a clip, a caption, a placement) packaged as one
mod; the package holds them and no other byte range of the base WAD; applied to a fresh copy of the
sample's WAD and of a disc image of it, it gives what `warp rebuild` of the same edits gives, byte
for byte. Two mods of different resources combine; two of one resource are a conflict naming both
and the resource (refused, or --order: the later wins); a mod applied to a WAD whose touched entry
differs is refused naming the entry, applied with --force.

usage: mod_e2e.py WARP OUTDIR"""
import json, os, shutil, struct, sys, zipfile

from disc_sample import image_of_sample
from checks_py import check, finish, fresh_folder, read, warp_runner
from png_py import png_read, png_write
import glb_py

warp, out = sys.argv[1:3]
run, p = warp_runner(warp), fresh_folder(out)


sample = p("sample")
run("sample", sample, "-q")
WAD, NAMES = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
base = p("base")
r = run("extract", WAD, "-o", base, "--names", NAMES, "-q", "--no-html", "--no-thumbnails")
check("the sample extracts", r.returncode == 0, r.stderr)


# ---- the edits --------------------------------------------------------------------------------------
def edit_png(path):
    w, h, idx, pal, rgba = png_read(path)
    png_write(path, w, h, [(i + 1) % len(pal) for i in idx], pal, depth=4 if len(pal) <= 16 else 8)


edit_glb = glb_py.nudge_first_position


def edit_json(change):
    def edit(path):
        j = json.load(open(path, encoding="utf-8"))
        change(j)
        json.dump(j, open(path, "w", encoding="utf-8"), indent=1)
    return edit


def rotate(doc):
    ch = [c for c in doc["rotations"] if c["bone"] == 4][0]
    ch["keys"] = [[0, 0, 0, 0, 1], [30, 0.25, 0, 0, 0.968246], [40, 0.3, 0, 0, 0.953939]]


def caption(doc):
    doc["languages"][0]["scenes"][0]["captions"][1]["text"] = "Hello, modded sample."


def move(x):
    def change(doc):
        doc["objects"][1]["position"][0] = x
    return change


TEXTURE, MODEL = "3125553347/checker.png", "1311430553/1311430553.glb"
CLIP, CAPTION, OBJECTS = "sample_walk.anm/sample_walk.anm.json", "level1.lev/subtitles.json", "level1_objs.txt/level1_objs.json"
FIVE = {TEXTURE: edit_png, MODEL: edit_glb, CLIP: edit_json(rotate), CAPTION: edit_json(caption),
        OBJECTS: edit_json(move(-2.25))}


def extraction(name, edits):
    """A copy of the base extraction with the edits made."""
    d = p(name)
    shutil.copytree(base, d)
    for rel, edit in edits.items():
        edit(os.path.join(d, rel))
    return d


def rebuilt(name, ex):
    """`warp rebuild` of an extraction: the new WAD's bytes."""
    r = run("rebuild", WAD, "--from", ex, "-o", p(name), "-q")
    check("warp rebuild of %s" % name, r.returncode == 0, r.stderr)
    return read(p(name, "WARRIORS.WAD")) if r.returncode == 0 else None


def create(name, ex, *extra):
    r = run("mod", "create", ex, "-o", p(name), "--title", name, "--author", "mod_e2e", "--version", "1", *extra)
    check("mod create %s" % name, r.returncode == 0, r.stderr)
    return p(name)


def apply(name, *args):
    """`warp mod apply ARGS WAD -o OUT`: (the result, the new WAD's bytes or None)."""
    r = run("mod", "apply", *args, "-o", p(name), "-q")
    return r, read(p(name, "WARRIORS.WAD")) if r.returncode == 0 else None


# ---- 1. five edits, one mod ------------------------------------------------------------------------
five = extraction("five", FIVE)
mod5 = create("five.warpmod", five, "--description", "a texture, a model, a clip, a caption, a placement")
want = rebuilt("rebuilt-five", five)
z = zipfile.ZipFile(mod5)
names = sorted(z.namelist())
check("the package holds warpmod.json and the five edited files", names == sorted(["warpmod.json"] +
      ["files/" + k for k in FIVE]), names)
meta = json.loads(z.read("warpmod.json"))
kinds = sorted(f["resource"]["kind"] for f in meta["files"])
check("warpmod.json: title, author, description and each file's resource and original", meta["title"] == "five.warpmod"
      and meta["author"] == "mod_e2e" and kinds == ["clip", "model", "objects", "subtitles", "texture"] and
      all(len(f["original"]["crc32"]) == 8 and f["entry"]["hash"] > 0 for f in meta["files"]), meta)
edited = sum(os.path.getsize(os.path.join(five, k)) for k in FIVE)
print("package: %d bytes for %d bytes of edited files (%.2fx)" % (os.path.getsize(mod5), edited,
                                                                 os.path.getsize(mod5) / edited))


def wad_ranges_outside_files(pkg, wad, n=32):
    """Byte ranges of n bytes of the package found in the WAD that lie outside every files/ member."""
    data, zf = read(pkg), zipfile.ZipFile(pkg)
    inside = []
    for info in zf.infolist():
        if info.filename.startswith("files/"):
            at = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra)
            inside.append((at, at + info.file_size))
    windows = set(wad[k:k + n] for k in range(len(wad) - n + 1))
    return [k for k in range(len(data) - n + 1) if data[k:k + n] in windows and
            not any(a <= k and k + n <= b for a, b in inside)]


wad = read(WAD)
check("no 32-byte range of the base WAD in the package outside the edited files",
      wad_ranges_outside_files(mod5, wad) == [])
leaky = p("leaky.warpmod")
shutil.copy(mod5, leaky)
with zipfile.ZipFile(leaky, "a", zipfile.ZIP_STORED) as zl:
    zl.writestr("extra.bin", wad[300000:300100])  # what the check must catch: game bytes beside the files
check("the same check finds the WAD's bytes in a package that holds them", len(wad_ranges_outside_files(leaky, wad)) > 0)

r = run("mod", "info", mod5)
check("mod info: the title, the description, one line per file naming its entry and kind",
      r.returncode == 0 and "five.warpmod 1 by mod_e2e" in r.stdout and "a caption, a placement" in r.stdout and
      "level1_objs.txt  objects" in r.stdout and "sample_walk.anm  clip" in r.stdout and
      r.stdout.count("\n  ") == 5, r.stdout + r.stderr)
r = run("mod", "list", mod5, "--json")
check("mod list --json: warpmod.json", r.returncode == 0 and json.loads(r.stdout)["files"] == meta["files"], r.stdout)

res, got = apply("applied-five", mod5, WAD)
check("mod apply of the five edits to the sample's WAD equals warp rebuild byte for byte",
      res.returncode == 0 and got == want and got != wad, res.stderr)


def entry_bytes(wad_path):
    """Each entry's bytes, by its DIR record."""
    w, d = read(wad_path), read(os.path.splitext(wad_path)[0] + ".DIR")
    return [w[o:o + n] for o, n, _ in (struct.unpack_from("<III", d, 16 + 12 * i) for i in range((len(d) - 16) // 12))]


copies = [c["entry"] for r in json.load(open(os.path.join(base, "manifest.json"))).get("resources", [])
          if r["folder"] == os.path.dirname(MODEL) for c in r["copies"]]
if res.returncode == 0 and copies:
    old_e, new_e = entry_bytes(WAD), entry_bytes(p("applied-five", "WARRIORS.WAD"))
    check("the model's edit reaches every copy the WAD holds (entries %s)" % copies,
          len(copies) >= 2 and all(old_e[i] != new_e[i] for i in copies), copies)
check("... and its DIR too", res.returncode == 0 and read(p("applied-five", "WARRIORS.DIR")) ==
      read(p("rebuilt-five", "WARRIORS.DIR")))
check("the work folder is gone", not os.path.exists(p("applied-five.warp-mod")))
r = run("mod", "apply", mod5, WAD, "-o", p("applied-names"), "-q", "--names", NAMES)
check("... the same with the modder's --names", r.returncode == 0 and
      read(p("applied-names", "WARRIORS.WAD")) == want, r.stderr)

# a disc image of the sample (genisoimage, as disc_e2e.py): the new image holds the same WAD
if shutil.which("genisoimage"):
    iso = p("GAME.iso")
    g_rc, g_err = image_of_sample(sample, p("root"), iso)
    check("genisoimage made the image", g_rc == 0, g_err)
    r = run("mod", "apply", mod5, iso, "-o", p("MOD.iso"), "-q")
    r2 = run("rebuild", iso, "--from", five, "-o", p("REBUILT.iso"), "-q")
    check("mod apply to the disc image equals warp rebuild of the image, byte for byte",
          r.returncode == 0 and r2.returncode == 0 and read(p("MOD.iso")) == read(p("REBUILT.iso")) and
          read(p("MOD.iso")) != read(iso), r.stderr + r2.stderr)
else:
    print("no genisoimage: the disc image part skipped")

# ---- 2. two mods of different resources combine ----------------------------------------------------
tex = create("texture.warpmod", extraction("tex", {TEXTURE: edit_png}))
place = create("place.warpmod", extraction("place", {OBJECTS: edit_json(move(-2.25))}))
both = rebuilt("rebuilt-both", extraction("both", {TEXTURE: edit_png, OBJECTS: edit_json(move(-2.25))}))
res, got = apply("applied-both", tex, place, WAD)
check("two mods of different resources applied together equal the rebuild of both edits",
      res.returncode == 0 and got == both, res.stderr)

# two textures of one dictionary, one per mod: they combine too
GRADIENT = "3125553347/gradient.png"
grad = create("gradient.warpmod", extraction("grad", {GRADIENT: edit_png}))
res, got = apply("applied-dict", tex, grad, WAD)
check("two mods of two textures of one dictionary combine",
      res.returncode == 0 and got == rebuilt("rebuilt-dict", extraction("dict", {TEXTURE: edit_png, GRADIENT: edit_png})),
      res.stderr)

# the same package unzipped into a folder, and packed again deflated by a zip tool: the same result
folder = p("texture-folder.warpmod")
zipfile.ZipFile(tex).extractall(folder)
res, got = apply("applied-folder", folder, place, WAD)
check("a folder package applies as its zip does", res.returncode == 0 and got == both, res.stderr)
deflated = p("texture-deflated.warpmod")
with zipfile.ZipFile(tex) as src, zipfile.ZipFile(deflated, "w", zipfile.ZIP_DEFLATED) as dst:
    for n in src.namelist():
        dst.writestr(n, src.read(n))
r = run("mod", "info", deflated)
if "without zlib" in r.stderr:
    check("a deflated package without zlib: refused saying so", r.returncode != 0, r.stderr)
else:
    res, got = apply("applied-deflated", deflated, place, WAD)
    check("a package packed again deflated applies as the stored one", res.returncode == 0 and got == both, res.stderr)

# ---- 3. two mods of one resource: a conflict ---------------------------------------------------------
other = create("other-place.warpmod", extraction("other", {OBJECTS: edit_json(move(3.5))}))
res, got = apply("applied-conflict", place, other, WAD)
err = res.stderr.replace(os.sep, "/")
check("a conflict names both mods and the resource, and nothing is written",
      res.returncode != 0 and "conflict" in err and "place.warpmod" in err and "other-place.warpmod" in err and
      "objects" in err and "level1_objs.txt" in err and not os.path.exists(p("applied-conflict")), res.stderr)
later = rebuilt("rebuilt-other", p("other"))
res, got = apply("applied-order", place, other, WAD, "--order")
check("--order: the later mod wins", res.returncode == 0 and got == later, res.stderr)

# ---- 4. a base whose touched entry differs: refused by name, --force applies --------------------------
os.makedirs(p("dump"))
shutil.copy(p("rebuilt-other", "WARRIORS.WAD"), p("dump", "WARRIORS.WAD"))
shutil.copy(p("rebuilt-other", "WARRIORS.DIR"), p("dump", "WARRIORS.DIR"))
res, got = apply("applied-differs", place, p("dump", "WARRIORS.WAD"))
check("a touched entry that differs from the mod's original: refused naming the entry and the file",
      res.returncode != 0 and "level1_objs.txt" in res.stderr and "differs" in res.stderr and "--force" in res.stderr
      and not os.path.exists(p("applied-differs")), res.stderr)
res, got = apply("applied-force", place, p("dump", "WARRIORS.WAD"), "--force")
check("--force applies it: the mod's placement over the other dump gives the mod's WAD",
      res.returncode == 0 and got == rebuilt("rebuilt-place", p("place")), res.stderr)

# a texture: the other dump holds it edited once (by the texture mod), a mod shifting it twice was made
# against the original: refused naming it (the resource's own bytes, or its entry's), applied with --force
twice = extraction("twice", {TEXTURE: lambda f: (edit_png(f), edit_png(f))})
tex2 = create("texture-twice.warpmod", twice)
os.makedirs(p("dump2"))
for name in ("WARRIORS.WAD", "WARRIORS.DIR"):
    shutil.copy(p("applied-both", name), p("dump2", name))  # the texture and the placement mods applied
res, got = apply("applied-differs2", tex2, p("dump2", "WARRIORS.WAD"))
check("a texture edited on the other dump: the mod made against the original is refused naming it",
      res.returncode != 0 and "checker" in res.stderr and "differs" in res.stderr and
      not os.path.exists(p("applied-differs2")), res.stderr)
res, got = apply("applied-force2", tex2, p("dump2", "WARRIORS.WAD"), "--force")
check("--force: applied over the other dump's texture, the WAD of both edits (the dump's placement kept)",
      res.returncode == 0 and got == rebuilt("rebuilt-twice", extraction("twice-place", {
          TEXTURE: lambda f: (edit_png(f), edit_png(f)), OBJECTS: edit_json(move(-2.25))})), res.stderr)

# ---- 5. what is refused before anything is written -----------------------------------------------------
r = run("mod", "create", base, "-o", p("none.warpmod"))
check("create with no edited file: refused", r.returncode != 0 and "no edited file" in r.stderr and
      not os.path.exists(p("none.warpmod")), r.stderr)
man = json.load(open(os.path.join(base, "manifest.json")))
RAW = next(os.path.join(o.get("folder", e["folder"]), o["file"]) for e in man["entries"] for o in e.get("outputs", [])
           if o["kind"] == "raw")
raw = extraction("raw", {RAW: lambda f: open(f, "ab").write(b"\0")})
r = run("mod", "create", raw, "-o", p("raw.warpmod"))
check("create with an edit rebuild does not put back (a raw copy, %s): refused naming it, nothing written" % RAW,
      r.returncode != 0 and RAW in r.stderr and "raw copy" in r.stderr and
      not os.path.exists(p("raw.warpmod")), r.stderr)
bad = p("bad.warpmod")
b = bytearray(read(tex))
k = b.find(b"files/")
b[k + 60] ^= 0xFF  # inside the first member's bytes
open(bad, "wb").write(bytes(b))
res, got = apply("applied-bad", bad, WAD)
check("a damaged package: refused naming it", res.returncode != 0 and "bad.warpmod" in res.stderr, res.stderr)

# ---- 6. from Python: libwarp.mods (python/libwarp/mods.py) ----------------------------------------------
# (not in a sanitizer build: Python cannot load a library built with ASan through ctypes)
if os.environ.get("WARP_SANITIZE", "none") != "none":
    finish("mod_e2e")
lib = os.path.join(os.path.dirname(os.path.abspath(warp)), "..", "lib", "libwarp.so")
if os.path.exists(lib):
    os.environ.setdefault("WARP_LIB", lib)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import libwarp.mods as mods

py = mods.create(p("five"), p("py.warpmod"), title="py", author="python", version="2", warp=warp)
check("Python: create gives the five files and the title", mods.info(py)["title"] == "py" and
      sorted(f["path"] for f in mods.info(py)["files"]) == sorted(FIVE))
mods.apply([py], WAD, p("py-applied"), warp=warp)
check("Python: apply equals warp rebuild byte for byte", read(p("py-applied", "WARRIORS.WAD")) == want)
found = mods.conflicts([place, other])
check("Python: conflicts names the two packages and the resource", len(found) == 1 and found[0][:2] == (place, other)
      and found[0][2]["resource"]["kind"] == "objects", found)
try:
    mods.apply([place, other], WAD, p("py-conflict"), warp=warp)
    check("Python: a conflict raises ModError", False)
except mods.ModError as e:
    check("Python: a conflict raises ModError naming both", "place.warpmod" in str(e) and "other-place" in str(e), e)
mods.apply([place, other], WAD, p("py-order"), order=True, warp=warp)
check("Python: order=True, the later wins", read(p("py-order", "WARRIORS.WAD")) == later)
finish("mod_e2e")
