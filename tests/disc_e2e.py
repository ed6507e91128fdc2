#!/usr/bin/env python3
"""End to end for the disc image: a GAME.iso made here by genisoimage with a UDF bridge (the
sample WAD and DIR, a BFW.SND and a MUSIC.SND written frame by frame as in audio_e2e.py, a
SYSTEM.CNF, a stand-in SLUS_212.15, a movie), then `warp list|check|extract GAME.iso` against
the same commands on the plain files, and `warp rebuild GAME.iso` after edits that grow the
WAD and change a sound: the new image read back by isoinfo (the ISO 9660 view) and 7z (the
UDF view), each giving the WAD, DIR and .SND of the plain rebuilds, every other file
byte-identical at its old sector, the same sizes in both views. Skips (77) without
genisoimage, isoinfo or 7z.

usage: disc_e2e.py WARP OUTDIR"""
import json, os, re, shutil, struct, subprocess, sys

from checks_py import check, finish, fresh_folder, tree, warp_runner
from disc_sample import disc_files, make_image

warp, out = sys.argv[1], sys.argv[2]
for tool in ("genisoimage", "isoinfo", "7z"):
    if not shutil.which(tool):
        print("SKIP: no", tool)
        sys.exit(77)
run, p = warp_runner(warp), fresh_folder(out)


# ---- the image ----------------------------------------------------------------------------
root = p("root")
r = run("sample", root, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
os.remove(os.path.join(root, "names.txt"))
os.makedirs(os.path.join(root, "IOP"))
os.makedirs(os.path.join(root, "MOVIES"))
files = dict(disc_files(), **{"MOVIES/INTRO.PSS": bytes((i * 7) & 255 for i in range(70000))})
bfw, music = files["IOP/BFW.SND"], files["IOP/MUSIC.SND"]
for name, data in files.items():
    open(os.path.join(root, name), "wb").write(data)
iso = p("GAME.iso")
rc, err = make_image(root, iso)
check("genisoimage -udf made the image", rc == 0, err)
wad, dirf = os.path.join(root, "WARRIORS.WAD"), os.path.join(root, "WARRIORS.DIR")


def iso_listing(image):
    """{path: (sector, size)} of the ISO 9660 view, from isoinfo -l."""
    got, cur = {}, ""
    for line in subprocess.run(["isoinfo", "-l", "-i", image], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"Directory listing of (\S+)", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"-\S+\s+\d+\s+\d+\s+\d+\s+(\d+) .*\[\s*(\d+) 00\]\s+(\S+);1", line)
        if m:
            got[(cur + m.group(3)).lstrip("/")] = (int(m.group(2)), int(m.group(1)))
    return got


def iso_file(image, path):
    return subprocess.run(["isoinfo", "-i", image, "-x", "/" + path + ";1"], capture_output=True).stdout


def udf_tree(image, dest):
    """The UDF view's files, as 7z reads them."""
    shutil.rmtree(dest, ignore_errors=True)
    r7 = subprocess.run(["7z", "x", "-tudf", "-o" + dest, image], capture_output=True, text=True)
    return tree(dest) if r7.returncode == 0 else {}


before = iso_listing(iso)
check("the ISO 9660 view lists the seven files", sorted(before) == sorted(list(files) + ["WARRIORS.DIR", "WARRIORS.WAD"]),
      before)

# ---- reading: list, check, extract ----------------------------------------------------------
r1, r2 = run("list", iso), run("list", wad)
check("list GAME.iso == list WARRIORS.WAD", r1.returncode == 0 and r1.stdout == r2.stdout and r1.stdout.count("\n") > 20,
      r1.stderr)
r = run("check", iso, "--quiet")
check("check GAME.iso: every entry decodes", r.returncode == 0 and "every entry decodes" in r.stdout, r.stdout + r.stderr)
r = run("tree", iso)
check("tree GAME.iso shows the WAD's entries", r.returncode == 0 and r.stdout == run("tree", wad).stdout, r.stderr)
r1, r2 = run("names", iso, "--quiet"), run("names", wad, "--harvest", os.path.join(root, "SLUS_212.15"), "--quiet")
check("names GAME.iso harvests its SLUS_212.15 (== names WAD --harvest SLUS_212.15, more guesses than without)",
      r1.returncode == 0 and r1.stdout == r2.stdout and r1.stdout != run("names", wad, "--quiet").stdout, r1.stderr)
ex_iso, ex_wad = p("ex-iso"), p("ex-wad")
r = run("extract", iso, "-o", ex_iso, "-q")
check("extract GAME.iso exits 0", r.returncode == 0, r.stderr)
r = run("extract", wad, "-o", ex_wad, "-q")
a, b = tree(ex_iso), tree(ex_wad)
plain = {k: v for k, v in a.items() if not k.startswith(("BFW.SND/", "MUSIC.SND/"))}
streams = os.path.join("index-files", "streams.js")  # the image's lists its streamed sounds and music
same = [k for k in b if k in plain and (plain[k] == b[k] or k in ("manifest.json", os.path.join("index-files", "data.js"),
                                                                   streams))]
check("extract GAME.iso writes the plain extraction's files, the same bytes", sorted(plain) == sorted(b) and
      len(same) == len(b), sorted(set(plain) ^ set(b))[:5])
st = json.loads(a.get(streams, b"window.WARP_STREAMS = [];\n")[len("window.WARP_STREAMS = "):-2])
check("the image's index lists BFW.SND/ and MUSIC.SND/ (index-files/streams.js), the WAD's none",
      [x["folder"] for x in st] == ["BFW.SND", "MUSIC.SND"] and b.get(streams) == b"window.WARP_STREAMS = [\n];\n",
      ([x["folder"] for x in st], b.get(streams)))
mj = json.load(open(os.path.join(ex_iso, "manifest.json")))
check("its manifest names the WAD in the image", mj["wad"] == iso + "/WARRIORS.WAD", mj.get("wad"))
for name, n in (("BFW.SND", 2), ("MUSIC.SND", 1)):
    ref = p("ex-" + name)
    r = run("extract", os.path.join(root, "IOP", name), "--wad", wad, "-o", ref, "-q")
    mine = {k: v for k, v in a.items() if k.startswith(name + "/")}
    want = {name + "/" + k: v for k, v in tree(ref).items()}
    wavs = [k for k in mine if k.endswith(".wav")]
    check("extract GAME.iso: %s's %d WAVs as `extract IOP/%s --wad` writes them" % (name, n, name),
          r.returncode == 0 and len(wavs) == n and all(mine[k] == want.get(k) for k in wavs), (r.stderr, sorted(mine)))

# ---- writing: an unedited rebuild, then edits ------------------------------------------------
same_iso = p("same.iso")
r = run("rebuild", iso, "--from", ex_iso, "-o", same_iso, "-q")
check("unedited rebuild: the same image, byte for byte", r.returncode == 0 and
      open(same_iso, "rb").read() == open(iso, "rb").read(), r.stderr)
check("no parts folder left", not os.path.exists(same_iso + ".warp-parts"))

subs = os.path.join(ex_iso, "level1.lev", "subtitles.json")
j = json.load(open(subs))
j["languages"][0]["scenes"][0]["captions"][1]["text"] = "Hello, sample. " + "A much longer caption. " * 200
json.dump(j, open(subs, "w", encoding="utf-8"), ensure_ascii=False, indent=1)
voice = [k for k in a if k.startswith("BFW.SND/") and k.endswith(".wav")]
vm = json.load(open(os.path.join(ex_iso, "BFW.SND", "manifest.json")))
mono = [it["file"] for it in vm["items"] if it.get("channels") == 1]
wpath = os.path.join(ex_iso, "BFW.SND", mono[0])
w = bytearray(open(wpath, "rb").read())
pcm = struct.unpack("<%dh" % ((len(w) - 44) // 2), w[44:])
w[44:] = struct.pack("<%dh" % len(pcm), *[-s for s in pcm])  # the voice upside down
open(wpath, "wb").write(w)

mod = p("MOD.iso")
r = run("rebuild", iso, "--from", ex_iso, "-o", mod)
check("rebuild GAME.iso after the edits exits 0", r.returncode == 0, r.stderr)
check("it says the WAD moved to the end", "WARRIORS.WAD moved to sector %d" % (os.path.getsize(iso) // 2048) in r.stderr,
      r.stderr)
# the plain rebuilds the image must hold: the WAD, then BFW.SND on it
ref1, ref2 = p("ref-wad"), p("ref-snd")
r = run("rebuild", wad, "--from", ex_iso, "-o", ref1, "-q")
check("plain WAD rebuild", r.returncode == 0, r.stderr)
r = run("rebuild", os.path.join(root, "IOP", "BFW.SND"), "--wad", os.path.join(ref1, "WARRIORS.WAD"), "--from",
        os.path.join(ex_iso, "BFW.SND"), "-o", ref2, "-q")
check("plain BFW.SND rebuild", r.returncode == 0, r.stderr)
want = {"WARRIORS.WAD": open(os.path.join(ref2 if os.path.exists(os.path.join(ref2, "WARRIORS.WAD")) else ref1,
                                          "WARRIORS.WAD"), "rb").read(),
        "WARRIORS.DIR": open(os.path.join(ref1, "WARRIORS.DIR"), "rb").read(),
        "IOP/BFW.SND": open(os.path.join(ref2, "BFW.SND"), "rb").read()}
check("the edits changed the WAD (grown past its sectors) and BFW.SND",
      len(want["WARRIORS.WAD"]) // 2048 > (os.path.getsize(wad) + 2047) // 2048 and want["IOP/BFW.SND"] != bfw)

after = iso_listing(mod)
udf = udf_tree(mod, p("udf"))
for name, data in want.items():
    check("ISO 9660 view (isoinfo): %s is the plain rebuild's" % name, iso_file(mod, name) == data)
    check("UDF view (7z): %s is the plain rebuild's" % name, udf.get(name) == data)
for name, data in files.items():
    if name == "IOP/BFW.SND":
        continue
    check("%s byte-identical at its old sector in both views" % name,
          after[name] == before[name] and iso_file(mod, name) == data and udf.get(name) == data, (after[name], before[name]))
check("the same sizes in both views", all(len(udf.get(k, b"")) == after[k][1] for k in after) and len(udf) == len(after),
      (sorted(udf), sorted(after)))
img = open(mod, "rb").read()
check("the volume size (PVD) is the image's", struct.unpack_from("<I", img, 16 * 2048 + 80)[0] == len(img) // 2048)
check("an anchor at the last sector (UDF tag 2, its own location)",
      struct.unpack_from("<H", img, len(img) - 2048)[0] == 2 and
      struct.unpack_from("<I", img, len(img) - 2048 + 12)[0] == len(img) // 2048 - 1)
if shutil.which("iso-info"):
    ii = subprocess.run(["iso-info", "-i", mod, "-l"], capture_output=True, text=True).stdout
    m = re.search(r"\[LSN\s+(\d+)\]\s+(\d+) .*warriors\.wad", ii)
    check("iso-info (libcdio) finds the moved WAD", m and (int(m.group(1)), int(m.group(2))) == after["WARRIORS.WAD"], ii)
r1, r2 = run("list", mod), run("list", os.path.join(ref2 if os.path.exists(os.path.join(ref2, "WARRIORS.WAD"))
                                                    else ref1, "WARRIORS.WAD"))
check("list MOD.iso == list of the rebuilt WAD", r1.returncode == 0 and r1.stdout == r2.stdout, r1.stderr)

# ---- a directory kept inside its UDF File Entry (allocation type 3, which UDF 1.02 allows) ------
def crc16(b):
    c = 0
    for x in b:
        c ^= x << 8
        for _ in range(8):
            c = ((c << 1) ^ 0x1021 if c & 0x8000 else c << 1) & 0xFFFF
    return c


def seal(d, at, loc):
    """A UDF tag at d[at:] sealed again: location, CRC over its CRC length, checksum."""
    struct.pack_into("<I", d, at + 12, loc)
    struct.pack_into("<H", d, at + 8, crc16(d[at + 16:at + 16 + struct.unpack_from("<H", d, at + 10)[0]]))
    d[at + 4] = sum(d[at + i] for i in range(16) if i != 4) & 255


def embed_dir(image, name):
    """The image with directory `name`'s identifiers moved into its File Entry."""
    d = bytearray(open(image, "rb").read())
    S, u32, u16 = 2048, lambda o: struct.unpack_from("<I", d, o)[0], lambda o: struct.unpack_from("<H", d, o)[0]
    vds = u32(256 * S + 20)
    tags = {u16((vds + i) * S): (vds + i) * S for i in range(16)}
    start, fsd = u32(tags[5] + 188), u32(tags[6] + 252)
    fe_of = lambda lbn: (start + lbn) * S
    root = fe_of(u32(fe_of(fsd) + 404))
    data = (start + u32(root + 176 + u32(root + 168) + 4)) * S
    pos, lbn = 0, None
    while pos < struct.unpack_from("<Q", d, root + 56)[0]:
        l_fi, l_iu = d[data + pos + 19], u16(data + pos + 36)
        if d[data + pos + 38 + l_iu + 1:data + pos + 38 + l_iu + l_fi] == name.encode():
            lbn = u32(data + pos + 24)
        pos += (38 + l_fi + l_iu + 3) & ~3
    fe = fe_of(lbn)
    ea = u32(fe + 168)
    length = struct.unpack_from("<Q", d, fe + 56)[0]
    fids = bytearray(d[(start + u32(fe + 176 + ea + 4)) * S:][:length])
    pos = 0
    while pos < length:
        seal(fids, pos, lbn)  # identifiers in an entry: their tags say its block
        pos += (38 + fids[pos + 19] + struct.unpack_from("<H", fids, pos + 36)[0] + 3) & ~3
    d[fe + 176 + ea:fe + S] = fids + bytes(S - 176 - ea - length)
    struct.pack_into("<I", d, fe + 172, length)
    struct.pack_into("<Q", d, fe + 64, 0)  # no blocks of its own
    struct.pack_into("<H", d, fe + 34, (u16(fe + 34) & ~7) | 3)
    struct.pack_into("<H", d, fe + 10, 176 + ea + length - 16)
    seal(d, fe, lbn)
    return bytes(d)


emb = p("EMB.iso")
open(emb, "wb").write(embed_dir(iso, "IOP"))
udf = udf_tree(emb, p("udf-emb"))
check("7z reads the embedded directory (the crafted image is good UDF)", udf.get("IOP/MUSIC.SND") == music, sorted(udf))
r = run("extract", emb + "/IOP/MUSIC.SND", "--wad", emb + "/WARRIORS.WAD", "-o", p("ex-emb"), "-q")
check("an embedded UDF directory: IOP/MUSIC.SND found in both views and extracted",
      r.returncode == 0 and tree(p("ex-emb")).get("sample.wav") == a.get("MUSIC.SND/sample.wav"), r.stderr)
r = run("rebuild", emb, "--from", ex_iso, "-o", p("EMB2.iso"), "-q")
udf = udf_tree(p("EMB2.iso"), p("udf-emb2"))
check("an embedded UDF directory: the rebuilt image has the rebuilt BFW.SND in the UDF view",
      r.returncode == 0 and udf.get("IOP/BFW.SND") == want["IOP/BFW.SND"] and
      udf.get("WARRIORS.WAD") == want["WARRIORS.WAD"], r.stderr)

# ---- a refused edit: nothing written --------------------------------------------------------
png = [k for k in a if k.endswith(".png")][0]
open(os.path.join(ex_iso, png), "wb").write(b"not a png")
bad = p("BAD.iso")
r = run("rebuild", iso, "--from", ex_iso, "-o", bad, "-q")
check("a refused edit: exit 1 naming the file, no image, no parts left",
      r.returncode == 1 and os.path.basename(png) in r.stderr and not os.path.exists(bad) and
      not os.path.exists(bad + ".warp-parts"), r.stderr)
finish("disc_e2e")
